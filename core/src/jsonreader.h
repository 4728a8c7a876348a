#pragma once

// Strict reading of JSON objects into structs: every key must be known, every
// value of the right type and range, and the first problem becomes an Error
// naming the JSON path. Internal to the core.

#include "headroom/error.h"

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
// Nesting deeper than kMaxJsonDepth levels is a Parse error.
inline constexpr int kMaxJsonDepth = 64;
std::optional<Error> parseJson(std::string_view text, json& out);
// Reads a whole file (at most maxBytes) or returns an Io error.
std::optional<Error> readFile(const std::string& path, std::string& out, std::size_t maxBytes);

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
    void boolean(const char* key, bool& out);
    void string(const char* key, std::string& out, bool nonEmpty = false);
    template <class E, class Parse>
    void enumeration(const char* key, E& out, Parse parse, const char* expected)
    {
        const json* v = take(key);
        if (!v)
            return;
        if (!v->is_string()) {
            fail(ErrorCode::WrongType, key, *v, expected);
            return;
        }
        auto parsed = parse(v->get_ref<const std::string&>());
        if (!parsed) {
            fail(ErrorCode::UnknownValue, key, *v, expected);
            return;
        }
        out = *parsed;
    }
    // The nested object at key, or nullptr (absent, or wrong type: error set).
    const json* object(const char* key);
    const json* array(const char* key);
    // Marks a key as known without reading it.
    const json* take(const char* key);
    void require(const char* key, const char* expected);
    void fail(ErrorCode code, std::string_view key, const json& value, std::string expected);
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
