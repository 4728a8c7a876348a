#pragma once

// Pipeline stages one by one (docs/model.md §7f): the first holds the
// embedding, the last the LM head and the logits, and either may be given
// fewer layers than the stages between (Megatron-Core's
// --decoder-first-pipeline-num-layers and --decoder-last-pipeline-num-layers).
// Each stage's memory and time, the worst of each, and the split that
// balances them.

#include "headroom/error.h"
#include "headroom/estimate.h"

#include <cstdint>
#include <optional>

namespace headroom {

struct Parallelism;

// The layers of each stage: the first, each stage between, the last. Even
// (neither field set): ⌈L/p⌉ everywhere, the most loaded stage's share, as
// Headroom has always counted it.
struct StageSplit {
    std::int64_t stages = 1;
    double first = 0;
    double middle = 0;
    double last = 0;
    bool uneven = false; // the scenario sets the first or the last stage's layers
    double layers(std::int64_t stage) const
    {
        if (stages <= 1 || stage <= 0)
            return first;
        return stage >= stages - 1 ? last : middle;
    }
};

// The split of `layers` over `pipeline` stages that the scenario's
// parallelism asks for (checkStageSplit has accepted it).
StageSplit stageSplit(std::int64_t layers, std::int64_t pipeline, std::optional<std::int64_t> firstLayers,
                      std::optional<std::int64_t> lastLayers);
StageSplit stageSplit(std::int64_t layers, const Parallelism& par);

// The rules Megatron-Core applies to the two fields: pipeline parallelism in
// use, and the layers left over shared evenly by the other stages, at least
// one each. The error names the field to change.
std::optional<Error> checkStageSplit(std::int64_t layers, const Parallelism& par);

// The balanced split for a scenario: the first and last stages' layers that
// make the slowest stage fastest (ties: the least memory on the worst
// stage), each candidate estimated like any scenario. nullopt when the
// scenario has no pipeline, or no other split is faster.
struct StageBalance {
    std::int64_t first = 0;
    std::int64_t last = 0;
    double stepSeconds = 0;
    double worstStageBytes = 0;
};
std::optional<StageBalance> balancedStages(const ResolvedScenario& scenario);

} // namespace headroom
