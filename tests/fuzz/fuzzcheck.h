#pragma once

// Shared by the fuzz targets: a check that stops the fuzzer with a crash (and
// so a reproducer) when a property of the engine's output does not hold.

#include "headroom/error.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>

namespace headroom::fuzz {

// A failed property: say which, then trap so libFuzzer saves the input.
[[noreturn]] inline void propertyFailed(const char* what, double value)
{
    std::fprintf(stderr, "fuzz property failed: %s (value %g)\n", what, value);
    __builtin_trap();
}

inline void checkFinite(const char* what, double v)
{
    if (!std::isfinite(v))
        propertyFailed(what, v);
}

inline void checkFiniteNonNegative(const char* what, double v)
{
    if (!std::isfinite(v) || v < 0)
        propertyFailed(what, v);
}

// NaN is never a designed answer; +inf is (break-even "never").
inline void checkNotNan(const char* what, double v)
{
    if (std::isnan(v))
        propertyFailed(what, v);
}

// A rejected input: the message must be valid UTF-8 (front ends show it and
// may put it into JSON, where invalid text throws).
inline void checkError(const Error& e)
{
    const std::string text = e.message();
    try {
        (void)nlohmann::json(text).dump();
    } catch (const nlohmann::json::exception&) {
        std::fprintf(stderr, "error message is not valid UTF-8: %s\n", text.c_str());
        propertyFailed("error message is not valid UTF-8", 0);
    }
}

} // namespace headroom::fuzz
