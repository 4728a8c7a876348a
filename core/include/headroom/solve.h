#pragma once

#include "headroom/enumnames.h"

#include "headroom/catalog.h"
#include "headroom/error.h"
#include "headroom/model/model.h"
#include "headroom/planner.h"
#include "headroom/scenario.h"
#include "headroom/types.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace headroom {

// Reverse solvers: instead of "does this fit?", "how far can I go?". Each
// returns the boundary: the value that works and the next step beyond it,
// which does not, so a caller can show both sides.
enum class SolveKind : std::uint8_t {
    LargestModel,      // parameters: the scenario's model family scaled up (scaleArchitecture)
    MaxMicroBatch,     // training micro-batch per GPU (a global batch below micro-batch x data-parallel
                       // size is raised to it)
    MaxSequence,       // training sequence length
    MinGpus,           // fewest GPUs of the scenario's type to train the tokens within the days
    MaxInferenceBatch, // concurrent sequences at the scenario's prompt + output length
    MaxContext,        // prompt + output tokens per sequence at the scenario's batch
    BestWeights,       // inference: the most precise weight format that fits (value: bits per weight;
                       // next: the next more precise format, which does not)
};
// The weight formats best-weights tries, most precise first (docs/model.md §5b).
inline constexpr std::array kWeightFormatsByPrecision = {DType::Bf16,   DType::Q8_0,   DType::Fp8,     DType::Q6_K,
                                                         DType::Q5_K_M, DType::Q4_K_M, DType::Int4Awq, DType::Q4_K_S,
                                                         DType::Iq4_Xs, DType::Q4_0,   DType::Q3_K_M,  DType::Q2_K};
template <>
struct EnumNames<SolveKind> {
    static constexpr std::pair<SolveKind, std::string_view> table[] = {
        {SolveKind::LargestModel, "largest-model"},
        {SolveKind::MaxMicroBatch, "max-micro-batch"},
        {SolveKind::MaxSequence, "max-sequence"},
        {SolveKind::MinGpus, "min-gpus"},
        {SolveKind::MaxInferenceBatch, "max-inference-batch"},
        {SolveKind::MaxContext, "max-context"},
        {SolveKind::BestWeights, "best-weights"}};
};

// Why the next step fails.
enum class SolveLimit : std::uint8_t {
    Memory,       // it does not fit in memory (with the headroom asked for)
    Deadline,     // min-gpus: one GPU fewer fits but takes longer than the days
    NoLayout,     // no valid layout (e.g. the global batch does not divide) or nothing fits with the
                  // layouts searched
    SearchLimit,  // still fits at the largest value searched: no boundary found
    ModelContext, // max-context: the model's context window (max_positions) ends it before memory does
};
std::string_view toString(SolveLimit l); // "memory", "deadline", "no-layout", "search-limit", "model-context"

struct SolveRequest {
    SolveKind kind = SolveKind::MaxMicroBatch;
    // The base. Its GPU type and count are the "given GPU set". Inference
    // solvers evaluate it in inference mode (the weight and KV dtypes are
    // the scenario's precision.weights and precision.kv_cache).
    Scenario scenario;
    double minHeadroomFraction = 0.0; // fits when total <= capacity x (1 - this)
    // largest-model and min-gpus: search layouts (tensor, pipeline, ZeRO,
    // micro-batch, recomputation, sequence parallel) as the planner does;
    // false keeps the scenario's layout.
    bool searchLayouts = true;
    std::int64_t step = 1;        // granularity of micro-batch, sequence, batch, context, GPU count
    double stepFraction = 0.01;   // largest-model: the parameter grid grows by this factor per step
    std::optional<double> tokens; // min-gpus: training tokens (default: the scenario's)
    std::optional<double> days;   // min-gpus: the deadline (required)
    std::int64_t maxGpus = 16384; // min-gpus: search limit
    PlanRequest layoutSearch;     // limits of the layout search (maxTensor, …); its scenario and gpus
                                  // are ignored
};

struct SolvePoint {
    double value = 0;          // the quantity solved for (parameters, micro-batch, tokens, GPUs, sequences)
    bool valid = false;        // some valid layout exists (estimate() accepts the scenario)
    bool fits = false;         // memory fits with the headroom asked for
    bool meetsDeadline = true; // min-gpus only
    // Bytes on the most loaded GPU. With layouts searched: the fastest layout
    // that fits, or where none fits the one that comes closest (0 when no
    // layout is valid).
    double memoryPerGpu = 0;
    double capacity = 0;
    double usableCapacity = 0;
    double seconds = 0;        // training time, or one request's latency for inference
    double parameters = 0;     // the model's exact parameter count at this point
    Architecture architecture; // largest-model: the scaled shape
    Scenario scenario;         // complete scenario at this point (layout included): estimate() reproduces it
};

struct SolveResult {
    SolveKind kind = SolveKind::MaxMicroBatch;
    bool found = false;                    // some value works; `best` is meaningful
    SolvePoint best;                       // the boundary value that works
    std::optional<SolvePoint> next;        // one step further (up; down for min-gpus), which does not
    SolveLimit limit = SolveLimit::Memory; // why `next` fails (or why nothing works when !found)
    std::int64_t evaluations = 0;          // scenario evaluations (layout searches count as one each)
};

Expected<SolveResult> solve(const SolveRequest& request, const Catalog& catalog);

std::string solveToJson(const SolveResult& result, int indent = 2);

} // namespace headroom
