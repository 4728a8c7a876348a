#pragma once

// The estimate's components (docs/architecture.md, "Estimate"): each fills its
// part of an Estimate, the numbers and their worked figures side by side, from
// the evaluations estimate() has made once for all of them.

#include "../engine.h"

namespace headroom::detail {

struct EstimateContext {
    const ResolvedScenario& rs;
    const ScenarioFacts& facts;
    const Layout& layout;
    const MemoryEval& me; // evaluateMemory
    const FlopsEval& fl;  // evaluateFlops at the layout's recomputation
    const PeakEval& pk;   // evaluatePeak
    // The scenario's parts every component reads, named once; a component
    // takes them all with `const auto& [rs, facts, …] = ctx;`.
    const Scenario& s = rs.scenario;
    const Workload& w = s.workload;
    const Parallelism& par = s.parallelism;
    const Architecture& arch = facts.arch;
    const ParameterCounts& pc = facts.pc;
};

// Parameter counts: total, trainable, active per token (params.cpp counts them).
void fillParameters(Estimate& est, const EstimateContext& ctx);
// Memory per GPU: model states by recipe and ZeRO stage, activations, KV
// cache, overheads, and whether it fits (memorystack.cpp).
void fillMemory(Estimate& est, const EstimateContext& ctx);
// FLOPs per token, the peak used, training time (predicted step or fixed MFU)
// and the input pipeline (compute.cpp).
void fillCompute(Estimate& est, const EstimateContext& ctx);
// Inference from the roofline: decode and prefill, the largest batch and
// context that fit (inference.cpp).
void fillInference(Estimate& est, const EstimateContext& ctx);
// GPU-hours, cloud and on-premises cost, energy, break-even (cost.cpp).
void fillCost(Estimate& est, const EstimateContext& ctx);
// The memory of one step as a timeline, timed by the step (stepmemory.cpp).
void fillTimeline(Estimate& est, const EstimateContext& ctx);
// The warnings every estimate checks (estimate.cpp).
void fillWarnings(Estimate& est, const EstimateContext& ctx);

} // namespace headroom::detail
