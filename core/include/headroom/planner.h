#pragma once

#include "headroom/enumnames.h"

#include "headroom/catalog.h"
#include "headroom/error.h"
#include "headroom/model/pipeline.h"
#include "headroom/model/steptime.h"
#include "headroom/scenario.h"
#include "headroom/types.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace headroom {

// The planner searches GPU type x GPU count x tensor x pipeline x ZeRO x
// micro-batch x recomputation x sequence parallel for the layouts that fit,
// and returns the Pareto front of (training time, cost). For training it
// searches what the scenario's software stack runs: tensor and pipeline
// parallel only where the stack has them (not the HF Trainer's or DeepSpeed's
// data-parallel sharding), selective recomputation only where it has it (not
// an eager stack's whole-layer gradient checkpointing).

enum class PlanObjective : std::uint8_t { Time, Cost };
enum class CostBasis : std::uint8_t { Cloud, Onprem };

template <>
struct EnumNames<PlanObjective> {
    static constexpr std::pair<PlanObjective, std::string_view> table[] = {{PlanObjective::Time, "time"},
                                                                           {PlanObjective::Cost, "cost"}};
};
template <>
struct EnumNames<CostBasis> {
    static constexpr std::pair<CostBasis, std::string_view> table[] = {{CostBasis::Cloud, "cloud"},
                                                                       {CostBasis::Onprem, "onprem"}};
};

struct PlanRequest {
    // The base: model, workload (global batch, sequence, tokens), precision,
    // optimizer, costs. Its parallelism, micro-batch and recomputation are
    // what the planner varies; its expert-parallel size is kept.
    Scenario scenario;
    // Catalog GPU ids to compare. Empty: the scenario's GPU (which may be an
    // inline object). A price set in the scenario's cost section applies to
    // the scenario's own GPU only; other GPUs take their catalog rates.
    std::vector<std::string> gpus;
    // GPU counts searched: powers of two and multiples of 8 up to maxGpus,
    // plus the scenario's own count. `gpuCounts`, when given, replaces them.
    std::int64_t maxGpus = 1024;
    std::vector<std::int64_t> gpuCounts;
    PlanObjective objective = PlanObjective::Time;
    CostBasis costBasis = CostBasis::Cloud;
    std::optional<double> deadlineDays; // keep only layouts that finish in time
    std::optional<double> budgetUsd;    // keep only layouts within budget (on costBasis)
    // Memory the user wants to keep free: a layout fits when its total is at
    // most capacity x (1 - minHeadroomFraction).
    double minHeadroomFraction = 0.0;
    std::int64_t maxTensor = 8; // GPUs per node: tensor parallel stays inside one
    std::int64_t maxPipeline = 64;
    std::int64_t maxMicroBatch = 64;
    int threads = 0; // 0: one per hardware thread
    // false: evaluate every layout, no pruning (brute force, for tests and
    // benchmarks). The result is the same either way.
    bool prune = true;
};

// For running off the GUI thread. `cancel` is polled between small units of
// work; `progress` gets a fraction in [0, 1] and is called only on the thread
// that called plan(), ending with 1.0 unless cancelled.
struct PlanControl {
    const std::atomic<bool>* cancel = nullptr;
    std::function<void(double)> progress;
};

// One layout; field names follow the scenario file.
// A plan row's layout on a named GPU.
struct PlanConfig : Layout {
    std::string gpu; // catalog id (or the inline GPU's id or name)

    bool operator==(const PlanConfig&) const = default;
};

// Why a row is shown; stable codes for scripts.
enum class PlanReason : std::uint8_t {
    Fastest,    // the shortest training time (cheapest among equally fast)
    Cheapest,   // the lowest cost (fastest among equally cheap)
    FewestGpus, // the fewest GPUs that fit (and meet the deadline and budget)
    Pareto,     // no other layout is both faster and cheaper
};
std::string_view toString(PlanReason r); // "fastest", "cheapest", "fewest-gpus", "pareto"

struct PlanRow {
    PlanConfig config;
    double memoryPerGpu = 0;   // bytes on the most loaded GPU
    double capacity = 0;       // the GPU's memory
    double usableCapacity = 0; // capacity x (1 - minHeadroomFraction)
    double seconds = 0;        // training time (inference: one request's latency)
    double gpuHours = 0;
    double costUsd = 0; // on the request's cost basis
    double cloudUsd = 0;
    double onpremUsd = 0;
    // Layouts with the same time and cost (this one included; compared by
    // planCompareKey); the row shows the one preferredLayout() ranks first.
    std::int64_t equivalent = 1;
    // Training: the predicted (or fixed-MFU) rate and what limits it.
    double tokensPerSecondPerGpu = 0;
    double mfu = 0;
    StepLimit limit = StepLimit::Compute;
    StepShares shares; // the largest exposed part of the step and the next (inputs included)
    std::vector<PlanReason> why;
};

struct PlanResult {
    // The Pareto front, best first by the objective, then (when it is not on
    // the front) the fewest-GPUs layout.
    std::vector<PlanRow> front;
    std::int64_t evaluated = 0; // layouts whose memory was computed
    std::int64_t pruned = 0;    // layouts skipped because a pruning rule proved they do not fit
    std::int64_t fitting = 0;   // layouts that fit in memory (exact, pruning only skips ones that do not)
    std::int64_t feasible = 0;  // of those, meeting the deadline and the budget
    bool cancelled = false;     // stopped early: the counts and the front are partial
    // The layout needing the least memory per GPU relative to its usable
    // capacity, fitting or not: when nothing fits, how far off the closest is.
    std::optional<PlanRow> leanest;
};

Expected<PlanResult> plan(const PlanRequest& request, const Catalog& catalog, const PlanControl& control = {});

// Times and costs are compared on this key: the value with its last 24
// mantissa bits cleared (about 4e-9 relative). Cost = GPU-hours x rate is the
// same for every GPU count in exact arithmetic; rounding noise in the last
// bit must not turn into a trade-off on the front. Monotone non-decreasing.
double planCompareKey(double v);

// Tie-break among layouts with the same time and cost, the one a practitioner
// would pick when the model calls them equal: less recomputation, fewer
// model-parallel GPUs (tensor x pipeline), less pipeline, lower ZeRO stage,
// no sequence parallel, larger micro-batch, then fewer GPUs and GPU id.
bool preferredLayout(const PlanConfig& a, const PlanConfig& b);

// The base scenario with a layout applied: what estimate() evaluates for a
// row (same GPU pricing rule as the planner).
Scenario applyPlanConfig(const Scenario& base, const PlanConfig& config);

// {"evaluated":…, "pruned":…, "fitting":…, "feasible":…, "cancelled":…,
//  "front":[{…config…, "memory_per_gpu":…, "capacity":…, "seconds":…, "cost_usd":…, "why":[…]}],
//  "leanest":{…same fields…} or null}
std::string planToJson(const PlanRequest& request, const PlanResult& result, int indent = 2);

} // namespace headroom
