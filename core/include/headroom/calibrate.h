#pragma once

// Calibration: fit the predicted step-time model's efficiency to one measured
// run of the user's own, then predict every other layout from the fitted
// model (docs/model.md "Calibration").

#include "headroom/error.h"
#include "headroom/scenario.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace headroom {

enum class MeasuredQuantity : std::uint8_t { TokensPerSecondPerGpu, StepSeconds, PeakAllocatedBytes };

struct Calibration {
    double efficiencyScale = 1; // the fitted hardware.efficiency_scale (time)
    double activationScale = 1; // the fitted activations.scale (a measured peak)
    double before = 0;          // predicted, in the measured quantity, before the fit
    double after = 0;           // and after (equals the measurement within 0.1 %)
    double measured = 0;
    MeasuredQuantity quantity = MeasuredQuantity::TokensPerSecondPerGpu;
    Scenario fitted; // the scenario with the scale set and no fixed MFU/HFU
};

// Parses "tokens_per_second_per_gpu=X", "step_seconds=X" or
// "peak_allocated_bytes=X" (X > 0; the bench/gpu/ harness's row keys).
Expected<std::pair<MeasuredQuantity, double>> parseMeasurement(std::string_view text);

// Finds the efficiency scale (0.05 to 5) at which the predicted step matches
// the measurement; for a measured peak allocated, the activations.scale (0.05
// to 20) at which the stack's predicted peak (memory.peak.bytes) matches it. Training modes only; a measurement the
// model cannot reach by kernel efficiency alone (communication-bound) is an error naming the reachable range.
Expected<Calibration> calibrate(const ResolvedScenario& scenario, MeasuredQuantity quantity, double measured);

// One measured row as bench/gpu/run_step.py writes it (and as the
// "training" rows of tests/data/measured/*.json are): what it measured, the
// micro-batch and sequence it ran, and whether it ran out of memory.
struct MeasuredRow {
    std::optional<double> stepSeconds;
    std::optional<double> peakAllocatedBytes;
    std::optional<std::int64_t> microBatch;
    std::optional<std::int64_t> sequence;
    bool outOfMemory = false;
    std::string device; // "NVIDIA H200", as torch names the card
};
// A JSON object with step_seconds and/or peak_allocated_bytes (positive
// numbers), or out_of_memory: true; micro_batch and sequence (positive
// integers) and device are read where present, other keys are ignored.
Expected<MeasuredRow> parseMeasuredRow(std::string_view json, const std::string& file);
Expected<MeasuredRow> loadMeasuredRow(const std::string& path);

// Fits everything the row measured: the peak (activations.scale), then the
// step time (efficiency_scale) on the peak's fit. One Calibration per fit,
// in that order; the last one's scenario carries both. A row that ran out of
// memory has nothing to fit, and one run at another micro-batch or sequence
// than the scenario's would fit the wrong run: both are errors naming the field.
Expected<std::vector<Calibration>> calibrateRow(const ResolvedScenario& scenario, const MeasuredRow& row);

} // namespace headroom
