#include "headroom/error.h"

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
    }
    return "unknown";
}

std::string Error::message() const
{
    std::string out;
    if (!file.empty())
        out += file + ": ";
    if (!path.empty())
        out += path + ": ";
    switch (code) {
    case ErrorCode::UnknownField:
        out += "unknown field";
        if (!expected.empty())
            out += " (" + expected + ")";
        return out;
    case ErrorCode::MissingField:
        out += "missing field";
        if (!expected.empty())
            out += ", expected " + expected;
        return out;
    default:
        break;
    }
    if (!expected.empty())
        out += "expected " + expected;
    else
        out += errorCodeName(code);
    if (!value.empty())
        out += ", got " + value;
    return out;
}

} // namespace headroom
