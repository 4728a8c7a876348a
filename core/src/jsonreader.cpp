#include "jsonreader.h"

#include <exception>
#include <fstream>
#include <limits>
#include <sstream>

namespace headroom::detail {

namespace {

constexpr std::size_t kDescribeMax = 60;

// Compact JSON like dump(), but it stops once the text is long enough and
// writes nesting beyond a few levels as [...] / {...}: dump() recurses once
// per level, so a deeply nested value in a 16 MiB file overflowed the stack.
void describeInto(const json& v, std::string& out, int depth)
{
    if (out.size() > kDescribeMax)
        return;
    if (v.is_array() || v.is_object()) {
        const bool array = v.is_array();
        if (depth >= 4 && !v.empty()) {
            out += array ? "[...]" : "{...}";
            return;
        }
        out += array ? '[' : '{';
        bool first = true;
        for (auto it = v.begin(); it != v.end() && out.size() <= kDescribeMax; ++it) {
            if (!first)
                out += ',';
            first = false;
            if (!array)
                out += json(it.key()).dump() + ':';
            describeInto(*it, out, depth + 1);
        }
        out += array ? ']' : '}';
        return;
    }
    out += v.dump();
}

} // namespace

std::string describe(const json& v)
{
    std::string s;
    describeInto(v, s, 0);
    if (s.size() > kDescribeMax) {
        std::size_t cut = kDescribeMax - 3;
        while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80)
            --cut; // keep whole UTF-8 sequences
        s = s.substr(0, cut) + "...";
    }
    return s;
}

std::string joinPath(const std::string& parent, std::string_view key)
{
    if (parent.empty())
        return std::string(key);
    return parent + "." + std::string(key);
}

std::optional<Error> parseJson(std::string_view text, json& out)
{
    // Our documents nest a few levels. A deeper one is refused here: dump(),
    // copies and comparisons recurse once per level, and a 16 MiB file of
    // brackets would overflow the stack in them.
    struct TooDeep : std::exception {};
    const auto limitDepth = [](int depth, json::parse_event_t, json&) {
        if (depth > kMaxJsonDepth)
            throw TooDeep{};
        return true;
    };
    try {
        out = json::parse(text.begin(), text.end(), limitDepth);
    } catch (const TooDeep&) {
        out = nullptr;
        return makeError(ErrorCode::Parse, {}, "nesting deeper than " + std::to_string(kMaxJsonDepth) + " levels",
                         "valid JSON nested at most " + std::to_string(kMaxJsonDepth) + " levels deep");
    } catch (const json::parse_error& e) {
        // Line of the byte offset, for a message a person can act on.
        const std::size_t at = std::min<std::size_t>(e.byte > 0 ? e.byte - 1 : 0, text.size());
        std::size_t line = 1;
        for (std::size_t i = 0; i < at; ++i)
            line += text[i] == '\n';
        return makeError(ErrorCode::Parse, {}, "line " + std::to_string(line) + ", byte " + std::to_string(e.byte),
                         "valid JSON");
    } catch (const std::exception&) {
        return makeError(ErrorCode::Parse, {}, {}, "valid JSON");
    }
    return std::nullopt;
}

std::optional<Error> readFile(const std::string& path, std::string& out, std::size_t maxBytes)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        Error e = makeError(ErrorCode::Io, {}, {}, "a readable file");
        e.file = path;
        return e;
    }
    in.seekg(0, std::ios::end);
    const std::streamoff size = in.tellg();
    in.seekg(0, std::ios::beg);
    if (size < 0 || std::uint64_t(size) > maxBytes) {
        Error e = makeError(ErrorCode::OutOfRange, {}, std::to_string(size) + " bytes",
                            "a file of at most " + std::to_string(maxBytes) + " bytes");
        e.file = path;
        return e;
    }
    out.assign(std::size_t(size), '\0');
    if (size > 0 && !in.read(out.data(), size)) {
        Error e = makeError(ErrorCode::Io, {}, {}, "a readable file");
        e.file = path;
        return e;
    }
    return std::nullopt;
}

ObjectReader::ObjectReader(const json& object, std::string path, std::optional<Error>& error)
    : m_object(object), m_path(std::move(path)), m_error(error)
{
}

bool ObjectReader::has(const char* key) const { return m_object.contains(key); }

const json* ObjectReader::take(const char* key)
{
    m_seen.insert(key);
    if (m_error)
        return nullptr;
    auto it = m_object.find(key);
    return it == m_object.end() ? nullptr : &*it;
}

void ObjectReader::fail(ErrorCode code, std::string_view key, const json& value, std::string expected)
{
    if (m_error)
        return;
    m_error = makeError(code, joinPath(m_path, key), describe(value), std::move(expected));
}

void ObjectReader::require(const char* key, const char* expected)
{
    if (m_error || m_object.contains(key))
        return;
    m_error = makeError(ErrorCode::MissingField, joinPath(m_path, key), {}, expected);
}

static std::string rangeText(double min, double max, bool minExclusive)
{
    std::ostringstream s;
    s << "a number " << (minExclusive ? "> " : ">= ") << min << " and <= " << max;
    return s.str();
}

void ObjectReader::number(const char* key, double& out, double min, double max, bool minExclusive)
{
    const json* v = take(key);
    if (!v)
        return;
    if (!v->is_number()) {
        fail(ErrorCode::WrongType, key, *v, "a number");
        return;
    }
    const double d = v->get<double>();
    if (!std::isfinite(d) || d < min || d > max || (minExclusive && d == min)) {
        fail(ErrorCode::OutOfRange, key, *v, rangeText(min, max, minExclusive));
        return;
    }
    out = d;
}

void ObjectReader::number(const char* key, std::optional<double>& out, double min, double max, bool minExclusive)
{
    if (!m_object.contains(key)) {
        take(key);
        return;
    }
    double d = 0;
    number(key, d, min, max, minExclusive);
    if (!m_error)
        out = d;
}

void ObjectReader::integer(const char* key, std::int64_t& out, std::int64_t min, std::int64_t max)
{
    const json* v = take(key);
    if (!v)
        return;
    const std::string expected = "an integer from " + std::to_string(min) + " to " + std::to_string(max);
    // Accept 2e12-style numbers when they are whole.
    if (!v->is_number()) {
        fail(ErrorCode::WrongType, key, *v, expected);
        return;
    }
    double d = v->get<double>();
    if (v->is_number_integer())
        d = v->is_number_unsigned() ? double(v->get<std::uint64_t>()) : double(v->get<std::int64_t>());
    if (!std::isfinite(d) || d != std::floor(d)) {
        fail(ErrorCode::WrongType, key, *v, expected);
        return;
    }
    if (d < double(min) || d > double(max)) {
        fail(ErrorCode::OutOfRange, key, *v, expected);
        return;
    }
    out = v->is_number_integer() && !v->is_number_unsigned() ? v->get<std::int64_t>() : std::int64_t(d);
}

void ObjectReader::integer(const char* key, int& out, int min, int max)
{
    std::int64_t v = out;
    integer(key, v, min, max);
    if (!m_error)
        out = int(v);
}

void ObjectReader::boolean(const char* key, bool& out)
{
    const json* v = take(key);
    if (!v)
        return;
    if (!v->is_boolean()) {
        fail(ErrorCode::WrongType, key, *v, "true or false");
        return;
    }
    out = v->get<bool>();
}

void ObjectReader::string(const char* key, std::string& out, bool nonEmpty)
{
    const json* v = take(key);
    if (!v)
        return;
    if (!v->is_string() || (nonEmpty && v->get_ref<const std::string&>().empty())) {
        fail(ErrorCode::WrongType, key, *v, nonEmpty ? "a non-empty string" : "a string");
        return;
    }
    out = v->get<std::string>();
}

const json* ObjectReader::object(const char* key)
{
    const json* v = take(key);
    if (!v)
        return nullptr;
    if (!v->is_object()) {
        fail(ErrorCode::WrongType, key, *v, "an object");
        return nullptr;
    }
    return v;
}

const json* ObjectReader::array(const char* key)
{
    const json* v = take(key);
    if (!v)
        return nullptr;
    if (!v->is_array()) {
        fail(ErrorCode::WrongType, key, *v, "an array");
        return nullptr;
    }
    return v;
}

void ObjectReader::finish(const char* known)
{
    if (m_error)
        return;
    for (auto it = m_object.begin(); it != m_object.end(); ++it) {
        if (!m_seen.count(it.key())) {
            m_error = makeError(ErrorCode::UnknownField, joinPath(m_path, it.key()), {},
                                known ? std::string("known fields: ") + known : std::string());
            return;
        }
    }
}

} // namespace headroom::detail
