#pragma once

// The range type the file readers take. The limits the ranges share are
// headroom/limits.h; the fields themselves, with their ranges, are the table
// in headroom/scenariofields.h.

#include "headroom/limits.h"

#include <cstddef>
#include <string_view>

namespace headroom {

// A numeric field's JSON path and accepted range.
struct FieldRange {
    std::string_view path;
    double min = 0;
    double max = 0;
    bool minExclusive = false; // the minimum itself is refused (0 tokens)

    // The last part of the path: the key inside its object.
    const char* key() const
    {
        const std::size_t dot = path.rfind('.');
        return dot == std::string_view::npos ? path.data() : path.data() + dot + 1;
    }
};

} // namespace headroom
