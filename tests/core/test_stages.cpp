// Pipeline stages one by one (docs/model.md §7f, issue 31 item 3): the split
// of the layers, Megatron-Core's rules for the first and last stage's counts,
// every stage's memory and time, the worst picked, and the balanced split.

#include "headroom/model/stages.h"

#include "testutil.h"

#include <algorithm>

namespace headroom {
namespace {

using test::estimated;

// Even: ⌈L/p⌉ on every stage, as Headroom has always counted the most loaded.
TEST(Stages, EvenSplit)
{
    const StageSplit s = stageSplit(32, 4, std::nullopt, std::nullopt);
    EXPECT_FALSE(s.uneven);
    for (std::int64_t i = 0; i < 4; ++i)
        EXPECT_DOUBLE_EQ(s.layers(i), 8);
    EXPECT_DOUBLE_EQ(stageSplit(30, 4, std::nullopt, std::nullopt).layers(1), 8);
}

// Megatron-Core (TransformerConfig.num_layers_in_first_pipeline_stage and
// num_layers_in_last_pipeline_stage): the stages without a count share what
// is left evenly. 126 layers on 16 stages with 7 on the first and last: 112
// left for 14 stages, 8 each.
TEST(Stages, UnevenSplitSharesTheRest)
{
    const StageSplit s = stageSplit(126, 16, 7, 7);
    EXPECT_TRUE(s.uneven);
    EXPECT_DOUBLE_EQ(s.layers(0), 7);
    EXPECT_DOUBLE_EQ(s.layers(1), 8);
    EXPECT_DOUBLE_EQ(s.layers(14), 8);
    EXPECT_DOUBLE_EQ(s.layers(15), 7);
    // Only the last given: the other 3 stages share 32 − 5 = 27.
    const StageSplit last = stageSplit(32, 4, std::nullopt, 5);
    EXPECT_DOUBLE_EQ(last.layers(0), 9);
    EXPECT_DOUBLE_EQ(last.layers(3), 5);
}

// Bad splits name the field to change.
TEST(Stages, BadSplitsNameTheirField)
{
    Parallelism p;
    p.pipeline = 1;
    p.firstStageLayers = 3;
    auto e = checkStageSplit(32, p);
    ASSERT_TRUE(e);
    EXPECT_EQ(e->path, "parallelism.first_stage_layers");
    p.pipeline = 4;
    p.firstStageLayers = 7;
    p.lastStageLayers = 6; // 19 left for 2 stages
    e = checkStageSplit(32, p);
    ASSERT_TRUE(e);
    EXPECT_EQ(e->path, "parallelism.last_stage_layers");
    p.lastStageLayers = 5; // 20 left: 10 each
    EXPECT_FALSE(checkStageSplit(32, p));
    // Through the estimate, too.
    Scenario s;
    s.model.preset = "llama-3-8b";
    s.parallelism.gpus = 8;
    s.parallelism.pipeline = 4;
    s.parallelism.firstStageLayers = 7;
    s.parallelism.lastStageLayers = 6;
    auto r = resolve(s, test::builtinCatalog());
    ASSERT_TRUE(r);
    auto est = estimate(*r);
    ASSERT_FALSE(est);
    EXPECT_EQ(est.error().path, "parallelism.last_stage_layers");
}

Scenario pipelined()
{
    Scenario s;
    s.model.preset = "llama-3-8b"; // 32 layers, a 128,256-token vocabulary
    s.hardware.gpu = "h100-sxm";
    s.parallelism.gpus = 8;
    s.parallelism.pipeline = 4;
    s.parallelism.tensor = 2;
    s.workload.globalBatchSize = 64;
    s.workload.microBatchSize = 1;
    s.workload.sequenceLength = 4096;
    return s;
}

// Every stage is reported; the memory figures are the most loaded stage's,
// and the step is timed on the slowest.
TEST(Stages, EveryStageAndTheWorst)
{
    const Estimate e = estimated(pipelined());
    ASSERT_EQ(e.stages.size(), 4u);
    double most = 0, slowest = 0;
    std::int64_t mostAt = -1, slowestAt = -1;
    for (const StageReport& r : e.stages) {
        EXPECT_DOUBLE_EQ(r.layers, 8);
        if (r.memory.total() > most) {
            most = r.memory.total();
            mostAt = r.stage;
        }
        const double t = r.forwardSeconds + r.backwardSeconds;
        if (t > slowest) {
            slowest = t;
            slowestAt = r.stage;
        }
    }
    EXPECT_EQ(mostAt, e.worstMemoryStage);
    EXPECT_NEAR(most, e.perGpu.total(), 1e-6 * most);
    // Even split: the last stage adds the LM head and its 128k-wide logits.
    EXPECT_EQ(slowestAt, 3);
    EXPECT_EQ(e.slowestStage, 3);
    EXPECT_TRUE(e.stages.front().embedding);
    EXPECT_TRUE(e.stages.back().head);
    // 1F1B keeps min(m, p − i) micro-batches on stage i (Narayanan et al. 2021 §2.2.1).
    EXPECT_DOUBLE_EQ(e.stages[0].inFlight, 4);
    EXPECT_DOUBLE_EQ(e.stages[3].inFlight, 1);
}

// Moving a layer off the last stage (Megatron's
// --decoder-last-pipeline-num-layers) takes the head's time off the
// slowest stage: the balanced split is faster than the even one.
TEST(Stages, BalanceIsFasterThanEven)
{
    const Scenario s = pipelined();
    const Estimate even = estimated(s);
    const auto best = balancedStages(test::resolved(s));
    ASSERT_TRUE(best);
    EXPECT_LT(best->last, 8);
    EXPECT_LT(best->stepSeconds, even.step.stepSeconds);
    Scenario b = s;
    b.parallelism.firstStageLayers = best->first;
    b.parallelism.lastStageLayers = best->last;
    const Estimate balanced = estimated(b);
    EXPECT_NEAR(balanced.step.stepSeconds, best->stepSeconds, 1e-12);
    // The balanced split is its own best: no further fix offered.
    EXPECT_FALSE(balancedStages(test::resolved(b)));
}

} // namespace
} // namespace headroom
