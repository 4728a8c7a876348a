#pragma once

#include "headroom/estimate.h"
#include "headroom/scenario.h"

#include <array>
#include <string>
#include <vector>

namespace headroom {

// Data behind the three charts, computed once in the core so that the window,
// PNG/SVG export and `headroom-cli chart` draw the same numbers.

// --- Memory stack ---------------------------------------------------------
struct MemoryBar {
    std::string label; // "current", "mixed-bf16", "ZeRO-2", …
    MemoryBreakdown breakdown;
    std::array<double, kKvPartCount> kvParts{}; // the KV cache by layer kind (Estimate::kvParts)
    bool kvLatent = false;
    double capacity = 0;
    bool fits = false;
    // The papers' accounting (MemoryPeak::papers): the Overhead slot is the
    // fixed and fractional overhead; under a software stack it is the CUDA context.
    bool papers = true;
    bool operator==(const MemoryBar&) const = default;
};

enum class CompareAxis : std::uint8_t { None, Recipe, Zero, Recompute, Pinned, WeightFormat, KvFormat };

// One bar for the scenario, or one per recipe / ZeRO stage / recompute policy
// (training), or per weight format / KV cache format (inference).
// Variants that are invalid for the scenario are skipped, and an axis of
// the other mode gives the scenario's one bar.
bool compareAxisApplies(CompareAxis axis, Mode mode);
// The formats the inference axes compare, most bits a weight first.
inline constexpr DType kCompareWeightFormats[] = {DType::Bf16,   DType::Fp8,     DType::Int8,
                                                  DType::Q4_K_M, DType::Int4Awq, DType::Nf4};
inline constexpr DType kCompareKvFormats[] = {DType::Bf16, DType::Fp8, DType::Int8};
std::vector<MemoryBar> memoryBars(const ResolvedScenario& s, CompareAxis axis);
// The label of the bar on `axis` that is the scenario itself ("ZeRO-2",
// "mixed-bf16", "full:4" for full recomputation of 4 layers a chunk), or
// "current" where the axis compares nothing.
std::string comparedLabel(const Scenario& s, CompareAxis axis);

// --- Roofline (Williams, Waterman and Patterson 2009) --------------------
struct RooflineCeiling {
    Precision precision;
    double peakFlops = 0; // FLOP/s
    double ridge = 0;     // FLOP/byte where bandwidth meets this peak
    bool operator==(const RooflineCeiling&) const = default;
};

struct RooflinePoint {
    std::string label; // "MLP up GEMM", "decode GEMV", …
    double flops = 0;
    double bytes = 0;
    double intensity = 0;  // FLOP/byte
    double attainable = 0; // min(peak, AI * bandwidth) at the op's precision
    Precision precision = Precision::Bf16;
    Bottleneck bound = Bottleneck::Compute;
    bool operator==(const RooflinePoint&) const = default;
};

struct RooflineData {
    std::string gpuName;
    double bandwidth = 0;                  // bytes/s (peak)
    std::vector<RooflineCeiling> ceilings; // one per precision the GPU has
    std::vector<RooflinePoint> points;
    double minIntensity = 0.1; // suggested axis range
    double maxIntensity = 1e4;
    bool operator==(const RooflineData&) const = default;
};

RooflineData rooflineData(const ResolvedScenario& s, const Estimate& e);
// GEMM m x k x n with e bytes per element: AI = 2mkn / (e(mk + kn + mn)).
double gemmIntensity(double m, double k, double n, double bytesPerElement);

// --- Break-even (docs/model.md section 10) --------------------------------------
struct CurvePoint {
    double x = 0;
    double y = 0;
    bool operator==(const CurvePoint&) const = default;
};

struct BreakevenData {
    // Cumulative cost in USD over months for the scenario's GPU count at the
    // chosen utilisation.
    std::vector<CurvePoint> cloudCumulative;
    std::vector<CurvePoint> onpremCumulative;
    double crossingMonths = 0; // +inf: never
    double crossingUsd = 0;
    // Cost per used GPU-hour against utilisation (0..1].
    std::vector<CurvePoint> onpremPerHour;
    double cloudPerHour = 0;
    double crossingUtilization = 0; // +inf or > 1: never within a year
    double chosenUtilization = 0;
    double horizonMonths = 0;
    // Published costs of one GPU-hour of this GPU (owning as a hyperscaler, as
    // a neocloud, renting), drawn beside the rates; empty: none published.
    std::vector<PublishedTco> publishedTco;
    bool operator==(const BreakevenData&) const = default;
};

BreakevenData breakevenData(const ResolvedScenario& s, const Estimate& e);

// --- Step time (docs/model.md "Predicted step time") ----------------------
// The exposed parts of one training step, in StepPart order, for the stacked
// step chart; `predicted` false when the scenario fixes an MFU (then the
// whole step is one compute bar).
struct StepData {
    bool predicted = false;
    std::array<double, kStepPartCount> seconds{};
    double stepSeconds = 0;
    double mfu = 0;
    StepLimit limit = StepLimit::Compute;
    // Inputs and checkpoints beside the GPU step (docs/model.md §7c), and
    // what limits the step with them (issue 29).
    PipelineTime pipeline;
    StepShares shares;
    bool operator==(const StepData&) const = default;
};
StepData stepData(const Estimate& e);

// --- Scaling: the same scenario at other GPU counts -----------------------
// For each count (the scenario's tensor × pipeline kept; data parallel
// grows), tokens/s per GPU, MFU, training time and cloud cost from the
// predicted step. Counts the layout cannot take (not a multiple of
// tensor × pipeline, a global batch too small for the data-parallel size)
// are left out; `fits` says whether memory fits at that count.
struct ScalingPoint {
    std::int64_t gpus = 0;
    double tokensPerSecondPerGpu = 0;
    double mfu = 0;
    double seconds = 0;
    double cloudUsd = 0;
    double onpremUsd = 0;
    bool fits = false;
    StepLimit limit = StepLimit::Compute;
    StepShares shares; // the largest exposed part and the next, inputs included
    bool operator==(const ScalingPoint&) const = default;
};
// Default counts: powers of two from tensor × pipeline up to 64× the scenario's count (at most 16,384).
std::vector<ScalingPoint> scalingData(const ResolvedScenario& s, std::vector<std::int64_t> counts = {});

} // namespace headroom
