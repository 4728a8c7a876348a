#include "headroom/error.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <limits>

namespace headroom {

const char* errorCodeName(ErrorCode code)
{
    switch (code) {
    case ErrorCode::Io: return "io";
    case ErrorCode::Parse: return "parse";
    case ErrorCode::WrongType: return "wrong-type";
    case ErrorCode::MissingField: return "missing-field";
    case ErrorCode::UnknownField: return "unknown-field";
    case ErrorCode::UnknownValue: return "unknown-value";
    case ErrorCode::OutOfRange: return "out-of-range";
    case ErrorCode::Inconsistent: return "inconsistent";
    case ErrorCode::Unsupported: return "unsupported";
    case ErrorCode::NotAvailable: return "not-available";
    case ErrorCode::DoesNotFit: return "does-not-fit";
    }
    return "unknown";
}

namespace {

struct ExpectInfo {
    const char* name;    // stable id
    const char* english; // pattern with {0}, {1}
};

// In the order of the enum; a static_assert below keeps the two in step.
constexpr std::array<ExpectInfo, std::size_t(Expect::Count)> kExpect{{
    {"nothing", ""},
    {"object", "an object"},
    {"json-object", "a JSON object"},
    {"array", "an array"},
    {"number", "a number"},
    {"integer", "an integer"},
    {"boolean", "true or false"},
    {"string", "a string"},
    {"non-empty-string", "a non-empty string"},
    {"object-of-strings", "an object of strings"},
    {"array-of-non-negative-integers", "an array of non-negative integers"},
    {"begin-end-pair", "[begin, end]"},
    {"valid-json", "valid JSON"},
    {"json-depth", "valid JSON nested at most {0} levels deep"},
    {"readable-file", "a readable file"},
    {"regular-file", "a regular file"},
    {"file-size", "a file of at most {0} bytes"},
    {"header-size", "a header of at most {0} bytes"},
    {"minimum-file-size", "at least {0} bytes"},
    {"header-within-file", "a header length within the file ({0} bytes)"},
    {"safetensors-header", "a readable safetensors header"},
    {"number-range", "a number from {0} to {1}"},
    {"number-above-range", "a number above {0} and at most {1}"},
    {"integer-range", "an integer from {0} to {1}"},
    {"non-negative-integer", "a non-negative integer"},
    {"positive-integer", "a positive integer"},
    {"positive-number", "a positive number"},
    {"non-negative-number", "a non-negative number"},
    {"probability", "a number from 0 to 1"},
    {"fraction-below-one", "a fraction from 0 up to, not including, 1"},
    {"zero-or-number-range", "0, or a number from {0} to {1}"},
    {"parameter-limit", "a model of at most {0} parameters"},
    {"element-limit", "a shape of fewer than {0} elements"},
    {"literal", "{0}"},
    {"one-of", "one of {0}"},
    {"at-least-one-of", "a list with at least one of {0}"},
    {"exactly-one-of", "exactly one of the fields {0}"},
    {"known-fields", "known fields: {0}"},
    {"newer-version", "version {0} (the file was written by a newer Headroom; update to read it)"},
    {"unique-id", "an id not used before in this file"},
    {"catalog-gpu", "a GPU id from the catalog (headroom-cli catalog gpus)"},
    {"catalog-gpu-or-object", "a GPU id from the catalog or a GPU object"},
    {"catalog-model", "a model id from the catalog (headroom-cli catalog models)"},
    {"figure-key", "a figure key such as {0}"},
    {"dtype-name", "a dtype name such as {0}"},
    {"positive-peak", "at least one positive peak ({0})"},
    {"date", "a date YYYY, YYYY-MM or YYYY-MM-DD"},
    {"assignment", "PATH=VALUE, e.g. {0}"},
    {"dotted-path", "a dotted path like {0}"},
    {"divisor-of", "a divisor of {0} ({1})"},
    {"divisor-of-hidden-or-head-dim", "a divisor of hidden ({0}) or an explicit head_dim"},
    {"at-most", "at most {0} ({1})"},
    {"same-as", "the same value as {0} ({1})"},
    {"equal-to", "equal to {0} ({1})"},
    {"tensor-pipeline-divides-gpus", "tensor × pipeline ({0} × {1} = {2}) to divide the GPU count ({3})"},
    {"stages-divide-layers", "pipeline × virtual stages to divide the layers ({0})"},
    {"global-batch-at-least", "at least micro-batch × data-parallel size ({0} × {1} = {2})"},
    {"one-without-architecture",
     "1 for a model given only as a parameter count (tensor, pipeline and expert parallel need an architecture)"},
    {"one-without-pipeline", "1 unless pipeline parallelism is used"},
    {"model-with-architecture", "a model with an architecture (LoRA adapts its weight matrices)"},
    {"training-mode-for", "a training mode (train, lora, qlora) for {0}"},
    {"stack-runs", "a software stack that runs {0} ({1})"},
    {"no-cross-attention", "a model without cross-attention"},
    {"whole-bytes", "a whole number of bytes of {0}"},
    {"byte-span", "{0} bytes for the shape and dtype"},
    {"packed-tensors", "tensors packed end to end, this one starting at {0}"},
    {"offsets-within-data", "offsets within the data section ({0} bytes)"},
    {"gguf-magic", "a GGUF file (it starts with \"GGUF\")"},
    {"complete-header", "a complete header ({0} bytes needed, the file has {1})"},
    {"ggml-type", "a ggml tensor type llama.cpp knows (0 to {0})"},
}};
static_assert(kExpect.size() == std::size_t(Expect::Count));

const ExpectInfo& info(Expect e)
{
    const auto i = std::size_t(e);
    return kExpect[i < kExpect.size() ? i : 0];
}

} // namespace

const char* expectName(Expect e)
{
    return info(e).name;
}

std::string fillArgs(const std::string& pattern, const std::vector<std::string>& args)
{
    std::string out;
    out.reserve(pattern.size());
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == '{' && i + 2 < pattern.size() && pattern[i + 1] >= '0' && pattern[i + 1] <= '9' &&
            pattern[i + 2] == '}') {
            const auto k = std::size_t(pattern[i + 1] - '0');
            if (k < args.size())
                out += args[k];
            i += 2;
        } else {
            out += pattern[i];
        }
    }
    return out;
}

std::string numberArg(double v)
{
    if (!std::isfinite(v))
        return std::isnan(v) ? "NaN" : (v > 0 ? "inf" : "-inf");
    if (v == std::floor(v) && std::fabs(v) < 1e15)
        return std::to_string(static_cast<long long>(v));
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.6g", v);
    return buf;
}

std::string Error::expectText() const
{
    if (expect == Expect::ValidJson && args.size() >= 2)
        return "valid JSON (the error is at line " + args[0] + ", byte " + args[1] + ")";
    return fillArgs(info(expect).english, args);
}

std::string Error::message() const
{
    std::string out;
    if (!file.empty())
        out += file + ": ";
    if (!path.empty())
        out += path + ": ";
    const std::string expected = expectText();
    std::string meant;
    if (!suggestions.empty()) {
        meant = " (did you mean ";
        for (std::size_t i = 0; i < suggestions.size(); ++i)
            meant += (i == 0 ? "" : i + 1 == suggestions.size() ? " or " : ", ") + suggestions[i];
        meant += "?)";
    }
    switch (code) {
    case ErrorCode::UnknownField:
        out += "unknown field";
        if (!expected.empty())
            out += " (" + expected + ")";
        return out + meant;
    case ErrorCode::MissingField:
        out += "missing field";
        if (!expected.empty())
            out += ", expected " + expected;
        return out;
    default: break;
    }
    if (!expected.empty())
        out += "expected " + expected;
    else
        out += errorCodeName(code);
    if (!value.empty())
        out += ", got " + value;
    return out + meant;
}

namespace {

// Lower case, letters and digits only: "Llama 3.1 70B" and "llama-3.1-70b" alike.
std::string folded(std::string_view s)
{
    std::string out;
    for (char c : s)
        if (std::isalnum(static_cast<unsigned char>(c)))
            out += char(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::size_t editDistance(const std::string& a, const std::string& b)
{
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j)
        row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t above = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = above;
        }
    }
    return row[b.size()];
}

} // namespace

std::vector<std::string> closestIds(std::string_view given, const std::vector<std::string_view>& known)
{
    constexpr std::size_t kMost = 3;
    const std::string g = folded(given);
    if (g.empty())
        return {};
    // Lower is closer: the tier (the same word, a longer id, a shorter one, an
    // edited one), then the letters between them; tier 4 is not close.
    std::vector<std::pair<std::size_t, std::size_t>> score(known.size(), {4, 0});
    const std::size_t allowedEdits = g.size() >= 8 ? 2 : g.size() >= 5 ? 1 : 0;
    for (std::size_t i = 0; i < known.size(); ++i) {
        const std::string k = folded(known[i]);
        const std::size_t shorter = std::min(g.size(), k.size());
        if (k == g)
            score[i] = {0, 0};
        else if (shorter >= 3 && k.find(g) != std::string::npos) // "a100" of "a100-40gb"
            score[i] = {1, k.size() - g.size()};
        else if (shorter >= 3 && g.find(k) != std::string::npos) // "h200-sxm" for "h200"
            score[i] = {2, g.size() - k.size()};
        else if (std::max(g.size(), k.size()) - shorter > allowedEdits) // the distance is at least that
            continue;
        else if (const std::size_t d = editDistance(g, k); d <= allowedEdits)
            score[i] = {3, d};
    }
    // The closest of each tier; the same word or a longer id alone, else the
    // closest shorter ids and the closest edited ones together ("adam8bit":
    // adam, adamw-8bit; "h200-sxm": h100-sxm, h200).
    std::array<std::size_t, 4> closest;
    closest.fill(std::numeric_limits<std::size_t>::max());
    for (const auto& [tier, distance] : score)
        if (tier < 4)
            closest[tier] = std::min(closest[tier], distance);
    const auto chosen = [&](const std::pair<std::size_t, std::size_t>& sc) {
        if (sc.first == 4 || sc.second != closest[sc.first])
            return false;
        if (closest[0] != std::numeric_limits<std::size_t>::max())
            return sc.first == 0;
        if (closest[1] != std::numeric_limits<std::size_t>::max())
            return sc.first == 1;
        return true;
    };
    std::vector<std::string> out;
    for (std::size_t i = 0; i < known.size() && out.size() < kMost; ++i)
        if (chosen(score[i]))
            out.emplace_back(known[i]);
    return out;
}

void suggestChoices(Error& e)
{
    if (e.args.empty() || e.args[0].empty())
        return;
    // The value as the reader describes it: a string in its JSON quotes; for
    // an unknown field, the key (the path's last part) among the known ones.
    std::string_view given = e.value;
    if (e.code == ErrorCode::UnknownField)
        given = std::string_view(e.path).substr(e.path.rfind('.') == std::string::npos ? 0 : e.path.rfind('.') + 1);
    else if (given.size() >= 2 && given.front() == '"' && given.back() == '"')
        given = given.substr(1, given.size() - 2);
    std::vector<std::string_view> choices;
    std::string_view list = e.args[0];
    while (!list.empty()) {
        const std::size_t comma = list.find(',');
        std::string_view name = list.substr(0, comma);
        while (!name.empty() && name.front() == ' ')
            name.remove_prefix(1);
        if (!name.empty())
            choices.push_back(name);
        list = comma == std::string_view::npos ? std::string_view{} : list.substr(comma + 1);
    }
    e.suggestions = closestIds(given, choices);
}

} // namespace headroom
