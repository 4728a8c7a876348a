#pragma once

// The limits a scenario's numbers share, and the range type the file readers
// take. The fields themselves, with their ranges, are the table in
// headroom/scenariofields.h.

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace headroom {

// The largest parameter count a model may have (a total, not per GPU).
inline constexpr double kMaxParameters = 1e16;
// Smallest accepted bandwidth (B/s) and non-zero peak (FLOP/s): the engine
// divides by them, and the limits keep every time finite.
inline constexpr double kMinRate = 1e6;
// Smallest accepted efficiency or utilisation fraction (MFU, HFU, bandwidth
// efficiency, cost utilisation): 0.01 %; below it the value is a typo.
inline constexpr double kMinFraction = 1e-4;
// An architecture's sanity limits, shared by every reader: beyond these a
// value is a typo.
inline constexpr std::int64_t kMaxLayers = 100000;
inline constexpr std::int64_t kMaxHidden = 1000000;
inline constexpr std::int64_t kMaxHeads = 100000;
inline constexpr std::int64_t kMaxVocab = 100000000;
inline constexpr std::int64_t kMaxPositions = 1LL << 32;
inline constexpr std::int64_t kMaxExperts = 100000;

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
