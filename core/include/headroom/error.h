#pragma once

#include <cassert>
#include <string>
#include <utility>
#include <variant>

namespace headroom {

// What went wrong, as a code the front ends can translate. The engine never
// throws across its API and never clamps a bad value silently: it returns one
// of these with the JSON path of the offending field.
enum class ErrorCode {
    Io,            // a file could not be read
    Parse,         // not valid JSON / not a valid header
    WrongType,     // e.g. a string where a number belongs
    MissingField,  // a required field is absent
    UnknownField,  // a field this version does not know
    UnknownValue,  // an enum-like string or catalog id that does not exist
    OutOfRange,    // negative, zero, absurdly large, not finite
    Inconsistent,  // fields that cannot hold together (tensor x pipeline vs gpus)
    Unsupported,   // a newer format version, an unknown model family
    NotAvailable,  // a feature that is not there in this build
};

const char* errorCodeName(ErrorCode code);

struct Error {
    ErrorCode code = ErrorCode::Parse;
    std::string file;     // empty when not from a file
    std::string path;     // JSON path in dotted form, e.g. "parallelism.gpus"
    std::string value;    // the offending value as text, may be empty
    std::string expected; // what was expected, short: "a positive integer"

    // One line: "file: parallelism.gpus: expected a positive integer, got -3".
    std::string message() const;
};

// A small expected<T, Error>: C++23's std::expected is not in g++ 12.
template <class T>
class Expected {
public:
    Expected(T value) : m_v(std::move(value)) {}
    Expected(Error error) : m_v(std::move(error)) {}

    bool ok() const { return m_v.index() == 0; }
    explicit operator bool() const { return ok(); }

    T& value() & { assert(ok()); return std::get<0>(m_v); }
    const T& value() const& { assert(ok()); return std::get<0>(m_v); }
    T&& value() && { assert(ok()); return std::get<0>(std::move(m_v)); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }

    const Error& error() const { assert(!ok()); return std::get<1>(m_v); }

private:
    std::variant<T, Error> m_v;
};

inline Error makeError(ErrorCode code, std::string path, std::string value, std::string expected)
{
    return Error{code, {}, std::move(path), std::move(value), std::move(expected)};
}

} // namespace headroom
