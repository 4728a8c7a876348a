#pragma once

// Serving: throughput against latency (docs/model.md §8b). A replica (one
// tensor-parallel group) runs many sequences at once with continuous batching
// and paged KV memory; each decode step reads the weights once and every
// sequence's KV, and carries its share of the arriving prompts (chunked
// prefill). The curve over concurrency is what a serving engineer reads;
// TTFT and TPOT limits pick the point; cost per million tokens follows.
// With serving.prefill_replicas the replicas split into prefill and decode
// pools (DistServe): decode steps carry no prompts, prompts queue for the
// prefill pool and their KV cache crosses the network.

#include "headroom/error.h"
#include "headroom/explain.h"
#include "headroom/scenario.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace headroom {

struct ServingPoint {
    std::int64_t concurrency = 0;     // sequences decoding at once, per replica
    double tokensPerSecondPerGpu = 0; // output tokens
    double tokensPerSecondPerUser = 0;
    double ttftSeconds = 0;
    double tpotSeconds = 0;
    double decodeSeconds = 0;       // the decode part of one step
    double prefillShareSeconds = 0; // the arriving prompts' share of one step
    bool memoryBound = true;        // the decode step's bound
    double prefillUtilization = 0;  // the prompts' share of the time (disaggregated: of the prefill replicas)
    double queueSeconds = 0;        // colocated: a prompt's wait for those ahead of it
    bool operator==(const ServingPoint&) const = default;
};

// Why the chosen concurrency is what it is.
enum class ServingLimit : std::uint8_t {
    KvMemory,     // no more sequences fit in the KV memory left
    TtftSlo,      // a larger batch would break the TTFT limit
    TpotSlo,      // … the TPOT limit
    Requested,    // the scenario fixed the concurrency
    NothingMeets, // no concurrency meets the limits: the point shown is concurrency 1
    PrefillPool   // disaggregated: the prefill replicas are saturated; more decode concurrency adds nothing
};
std::string_view toString(ServingLimit l);

struct Estimate;

// The serving figures with their working (explain.h), FigureId::ServingKvPerSequence on.
inline constexpr std::size_t kServingFigureFirst = static_cast<std::size_t>(FigureId::ServingKvPerSequence);
inline constexpr std::size_t kServingFigureCount = kFigureCount - kServingFigureFirst;

struct ServingResult {
    std::int64_t replicas = 1;
    std::int64_t gpusPerReplica = 1;
    std::int64_t maxConcurrency = 0;  // what the KV memory holds, per replica
    double kvBytesPerSequence = 0;    // per GPU, paged (16-token blocks)
    double kvBudgetBytes = 0;         // per GPU, after weights, workspace and overhead
    double prefillSeconds = 0;        // one prompt, alone
    double tokensPerVerification = 1; // speculative decoding's expected tokens per target step
    ServingPoint chosen;
    ServingLimit limit = ServingLimit::KvMemory;
    std::vector<ServingPoint> curve; // concurrency 1, 2, 4, … up to the maximum
    // Cost per million output tokens at the chosen point (USD), and against
    // the API price when the scenario gives one: the monthly output tokens
    // above which owning the fleet beats renting it, and beats the API (+inf: never).
    double usdPerMillionCloud = 0;
    double usdPerMillionOnprem = 0;
    double usdPerMillionApi = 0; // 0: none given
    double ownBeatsRentTokensPerMonth = 0;
    double ownBeatsApiTokensPerMonth = 0;
    // Input tokens as an API's price list counts them: prompt tokens per
    // second per GPU at the chosen point, the share of the GPU time spent
    // on prefill (the prefill pool's GPUs when disaggregated), and that
    // share's cost per million input tokens. usdPerMillionCloud carries all
    // the GPU time; split, output tokens carry the rest, (1 − share) of it.
    double inputTokensPerSecondPerGpu = 0;
    double prefillCostShare = 0;
    double usdPerMillionInputCloud = 0;
    double usdPerMillionInputOnprem = 0;
    // Disaggregated prefill and decode: the split, the KV hand-over of one
    // prompt, and what the same GPUs deliver colocated within the same SLOs.
    bool disaggregated = false;
    bool prefillReplicasAuto = false; // the split was chosen (serving.prefill_replicas "auto")
    std::int64_t prefillReplicas = 0;
    std::int64_t decodeReplicas = 0;
    double kvTransferSeconds = 0;
    double colocatedTokensPerSecondPerGpu = 0;
    // Each figure above worked out with this scenario's numbers.
    std::array<Figure, kServingFigureCount> figures{};
    const Figure& figure(FigureId id) const { return figures[static_cast<std::size_t>(id) - kServingFigureFirst]; }
    Figure& figure(FigureId id) { return figures[static_cast<std::size_t>(id) - kServingFigureFirst]; }
    bool operator==(const ServingResult&) const = default;
};

// Any figure with its working: the estimate's own, or for a serving figure
// the serving result's (an empty figure without one). The Explain panel, the
// Markdown report and the result's "explain" list read every figure so.
const Figure& explainedFigure(const Estimate& estimate, const ServingResult* serving, FigureId id);

// The cheapest way to serve a target throughput within the scenario's SLOs:
// GPU type × tensor parallel × weight format × KV dtype, each as many
// replicas as the target needs (docs/model.md §8b, "Serving planner").
struct ServingPlanRequest {
    std::vector<std::string> gpus;    // catalog ids; empty: the scenario's GPU
    double targetTokensPerSecond = 0; // aggregate output tokens/s to sustain
    std::vector<std::int64_t> tensors = {1, 2, 4, 8};
    std::vector<DType> weights = {DType::Bf16, DType::Fp8, DType::Int4Awq};
    std::vector<DType> kvCaches = {DType::Bf16, DType::Fp8};
};

struct ServingPlanRow {
    std::string gpu;
    std::int64_t tensor = 1;
    std::int64_t replicas = 1;
    std::int64_t gpus = 1;
    DType weights = DType::Bf16;
    DType kvCache = DType::Bf16;
    ServingPoint point; // one replica at its chosen concurrency
    ServingLimit limit = ServingLimit::KvMemory;
    double tokensPerSecond = 0; // all replicas
    double usdPerHourCloud = 0; // the whole fleet
    double usdPerMillionCloud = 0;
    double usdPerMillionOnprem = 0;
};

// The scenario of a serving fleet: `base` on `gpus` of `gpu` in colocated
// replicas of `tensor`, with these formats, the SLOs choosing the
// concurrency; another GPU takes its catalog prices. planServing() evaluates
// one replica of it, and a chosen row becomes the scenario through it.
Scenario servingFleetScenario(const Scenario& base, const std::string& gpu, std::int64_t gpus, std::int64_t tensor,
                              DType weights, DType kvCache);

// Rows that meet the SLOs, cheapest per hour first. An empty list means no
// layout meets them; errors are bad input (no target, an unknown GPU).
Expected<std::vector<ServingPlanRow>> planServing(const Scenario& base, const Catalog& catalog,
                                                  const ServingPlanRequest& request);

// A second serving configuration drawn beside the scenario's: other weight
// or KV cache formats, or another tensor-parallel size on the same GPUs
// (replicas against tensor parallel). Written "weights=fp8", "kv=fp8", "tp=2".
struct ServingVariant {
    enum class Kind : std::uint8_t { None, Weights, KvCache, Tensor };
    Kind kind = Kind::None;
    DType dtype = DType::Bf16;
    std::int64_t tensor = 1;
    bool operator==(const ServingVariant&) const = default;
};
// "none" or KEY=VALUE as above; errors name `what` (the option or field).
Expected<ServingVariant> parseServingVariant(std::string_view text, std::string_view what);
std::string toString(const ServingVariant& v);
// The scenario changed as the variant says. Tensor parallel keeps the GPU
// count where it divides (8 GPUs: 4 replicas of TP 2 against 8 of TP 1),
// else takes one replica's worth.
Scenario withServingVariant(Scenario s, const ServingVariant& v);

// The serving model for an inference scenario (errors: not inference mode, a
// draft model larger than the target, nothing fits in memory).
Expected<ServingResult> evaluateServing(const ResolvedScenario& scenario, const Catalog& catalog);

} // namespace headroom
