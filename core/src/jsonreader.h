#pragma once

// Strict reading of JSON objects into structs: every key must be known, every
// value of the right type and range, and the first problem becomes an Error
// naming the JSON path. Internal to the core.

#include "headroom/error.h"
#include "headroom/fieldranges.h"
#include "headroom/limits.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <string_view>

namespace headroom::detail {

using json = nlohmann::json;

std::string describe(const json& v);
std::string joinPath(const std::string& parent, std::string_view key);
// Parses JSON text; on failure an Error with the byte position and line.
// Nesting deeper than kMaxJsonDepth levels (headroom/limits.h) is a Parse error.
std::optional<Error> parseJson(std::string_view text, json& out);
// Reads the first `count` bytes of a regular file (all of it when count is
// larger), after checking it holds at least minBytes and, when the whole file
// is read, at most maxBytes. Errors name the file and the OS's reason.
std::optional<Error> readFilePrefix(const std::string& path, std::string& out, std::uint64_t count,
                                    std::uint64_t minBytes, std::uint64_t maxBytes, std::uint64_t* fileSize = nullptr);
// Reads a whole file (at most maxBytes) or returns an error naming it.
inline std::optional<Error> readFile(const std::string& path, std::string& out, std::uint64_t maxBytes)
{
    return readFilePrefix(path, out, UINT64_MAX, 0, maxBytes);
}

class ObjectReader {
public:
    ObjectReader(const json& object, std::string path, std::optional<Error>& error);

    bool has(const char* key) const;
    bool failed() const { return m_error.has_value(); }
    const std::string& path() const { return m_path; }

    void number(const char* key, double& out, double min, double max, bool minExclusive = false);
    void number(const char* key, std::optional<double>& out, double min, double max, bool minExclusive = false);
    void integer(const char* key, std::int64_t& out, std::int64_t min, std::int64_t max);
    void integer(const char* key, int& out, int min, int max);
    // The same with a row's range (headroom/scenariofields.h).
    void number(const FieldRange& f, double& out) { number(f.key(), out, f.min, f.max, f.minExclusive); }
    void number(const FieldRange& f, std::optional<double>& out) { number(f.key(), out, f.min, f.max, f.minExclusive); }
    void integer(const FieldRange& f, std::int64_t& out)
    {
        integer(f.key(), out, std::int64_t(f.min), std::int64_t(f.max));
    }
    void integer(const FieldRange& f, int& out) { integer(f.key(), out, int(f.min), int(f.max)); }
    void boolean(const char* key, bool& out);
    void string(const char* key, std::string& out, bool nonEmpty = false);
    template <class E, class Parse, class... Args>
    void enumeration(const char* key, E& out, Parse parse, Expect expect, const Args&... args)
    {
        const json* v = take(key);
        if (!v)
            return;
        if (!v->is_string()) {
            fail(ErrorCode::WrongType, key, *v, expect, args...);
            return;
        }
        auto parsed = parse(v->get_ref<const std::string&>());
        if (!parsed) {
            fail(ErrorCode::UnknownValue, key, *v, expect, args...);
            return;
        }
        out = *parsed;
    }
    // The nested object at key, or nullptr (absent, or wrong type: error set).
    const json* object(const char* key);
    const json* array(const char* key);
    // Marks a key as known without reading it.
    const json* take(const char* key);
    template <class... Args>
    void require(const char* key, Expect expect, const Args&... args)
    {
        if (!m_error && !m_object.contains(key))
            m_error = makeError(ErrorCode::MissingField, joinPath(m_path, key), {}, expect, args...);
    }
    template <class... Args>
    void fail(ErrorCode code, std::string_view key, const json& value, Expect expect, Args&&... args)
    {
        if (!m_error)
            m_error = makeError(code, joinPath(m_path, key), describe(value), expect, std::forward<Args>(args)...);
    }
    // Unknown keys become an UnknownField error.
    void finish(const char* known = nullptr);

private:
    const json& m_object;
    std::string m_path;
    std::optional<Error>& m_error;
    std::set<std::string, std::less<>> m_seen;
};

} // namespace headroom::detail

namespace headroom::detail {
// A number as JSON: whole values below 2^53 as integers (so 124439808 prints
// without ".0"), everything else as a double; non-finite values as null.
inline json number(double v)
{
    if (!std::isfinite(v))
        return nullptr;
    if (v == std::floor(v) && std::fabs(v) < 9007199254740992.0)
        return static_cast<std::int64_t>(v);
    return v;
}
} // namespace headroom::detail
