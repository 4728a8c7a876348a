#include "jsonreader.h"

#include <algorithm>
#include <cerrno>
#include <exception>
#include <filesystem>
#include <fstream>
#include <limits>
#include <system_error>

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
        return makeError(ErrorCode::Parse, {}, {}, Expect::JsonDepth, kMaxJsonDepth);
    } catch (const json::parse_error& e) {
        // Line of the byte offset, for a message a person can act on.
        const std::size_t at = std::min<std::size_t>(e.byte > 0 ? e.byte - 1 : 0, text.size());
        std::size_t line = 1;
        for (std::size_t i = 0; i < at; ++i)
            line += text[i] == '\n';
        return makeError(ErrorCode::Parse, {}, {}, Expect::ValidJson, line, e.byte);
    } catch (const std::exception&) {
        return makeError(ErrorCode::Parse, {}, {}, Expect::ValidJson);
    }
    return std::nullopt;
}

std::optional<Error> readFilePrefix(const std::string& path, std::string& out, std::uint64_t count,
                                    std::uint64_t minBytes, std::uint64_t maxBytes, std::uint64_t* fileSize)
{
    const auto fail = [&](ErrorCode code, std::string value, Expect expect, auto... args) {
        Error e = makeError(code, {}, std::move(value), expect, args...);
        e.file = path;
        return e;
    };
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    if (ec)
        return fail(ErrorCode::Io, ec.message(), Expect::ReadableFile);
    if (!std::filesystem::is_regular_file(status))
        return fail(ErrorCode::Io, {}, Expect::RegularFile);
    const std::uintmax_t size = std::filesystem::file_size(path, ec);
    if (ec)
        return fail(ErrorCode::Io, ec.message(), Expect::ReadableFile);
    if (size < minBytes)
        return fail(ErrorCode::Io, std::to_string(size), Expect::MinimumFileSize, minBytes);
    if (count >= size && size > maxBytes)
        return fail(ErrorCode::OutOfRange, std::to_string(size), Expect::FileSize, maxBytes);
    if (fileSize)
        *fileSize = size;
    errno = 0;
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return fail(ErrorCode::Io, errno ? std::generic_category().message(errno) : std::string(),
                    Expect::ReadableFile);
    out.assign(std::size_t(std::min<std::uint64_t>(count, size)), '\0');
    in.read(out.data(), std::streamsize(out.size()));
    if (in.gcount() != std::streamsize(out.size()))
        return fail(ErrorCode::Io, {}, Expect::ReadableFile); // the file shrank while being read
    return std::nullopt;
}

ObjectReader::ObjectReader(const json& object, std::string path, std::optional<Error>& error)
    : m_object(object), m_path(std::move(path)), m_error(error)
{
}

bool ObjectReader::has(const char* key) const
{
    return m_object.contains(key);
}

const json* ObjectReader::take(const char* key)
{
    m_seen.insert(key);
    if (m_error)
        return nullptr;
    auto it = m_object.find(key);
    return it == m_object.end() ? nullptr : &*it;
}

void ObjectReader::number(const char* key, double& out, double min, double max, bool minExclusive)
{
    const json* v = take(key);
    if (!v)
        return;
    if (!v->is_number()) {
        fail(ErrorCode::WrongType, key, *v, Expect::Number);
        return;
    }
    const double d = v->get<double>();
    if (!std::isfinite(d) || d < min || d > max || (minExclusive && d == min)) {
        fail(ErrorCode::OutOfRange, key, *v, minExclusive ? Expect::NumberAboveRange : Expect::NumberRange, min, max);
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
    // Accept 2e12-style numbers when they are whole.
    if (!v->is_number()) {
        fail(ErrorCode::WrongType, key, *v, Expect::IntegerRange, min, max);
        return;
    }
    double d = v->get<double>();
    if (v->is_number_integer())
        d = v->is_number_unsigned() ? double(v->get<std::uint64_t>()) : double(v->get<std::int64_t>());
    if (!std::isfinite(d) || d != std::floor(d)) {
        fail(ErrorCode::WrongType, key, *v, Expect::IntegerRange, min, max);
        return;
    }
    if (d < double(min) || d > double(max)) {
        fail(ErrorCode::OutOfRange, key, *v, Expect::IntegerRange, min, max);
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
        fail(ErrorCode::WrongType, key, *v, Expect::Boolean);
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
        fail(ErrorCode::WrongType, key, *v, nonEmpty ? Expect::NonEmptyString : Expect::String);
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
        fail(ErrorCode::WrongType, key, *v, Expect::Object);
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
        fail(ErrorCode::WrongType, key, *v, Expect::Array);
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
            m_error =
                known ? makeError(ErrorCode::UnknownField, joinPath(m_path, it.key()), {}, Expect::KnownFields, known)
                      : makeError(ErrorCode::UnknownField, joinPath(m_path, it.key()), {}, Expect::Nothing);
            return;
        }
    }
}

} // namespace headroom::detail
