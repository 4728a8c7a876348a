// "Cheapest fixes" (issue 16 item 1, issue 17 item 13): every fix is a
// scenario the engine estimated and found fitting, one change away from the
// user's, cheapest first.
#include "headroom/fixes.h"

#include "headroom/estimate.h"
#include "testutil.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace headroom;
using headroom::test::builtinCatalog;

namespace {

void expectEveryFixFits(const Scenario& before, const std::vector<Fix>& fixes)
{
    for (const Fix& f : fixes) {
        SCOPED_TRACE(std::string(toString(f.kind)));
        auto e = estimate(f.scenario, builtinCatalog());
        ASSERT_TRUE(e.ok()) << e.error().message();
        EXPECT_TRUE(e->fits);
        EXPECT_EQ(f.gpus, f.scenario.parallelism.gpus);
        EXPECT_DOUBLE_EQ(f.memoryPerGpu, e->perGpu.total());
        EXPECT_FALSE(f.scenario == before);
    }
    // Cheapest first: fewer GPUs, then less time.
    EXPECT_TRUE(std::is_sorted(fixes.begin(), fixes.end(), [](const Fix& a, const Fix& b) {
        return a.gpus != b.gpus ? a.gpus < b.gpus : a.seconds < b.seconds;
    }));
}

} // namespace

// Llama 2 7B pre-training on 8 H100s without ZeRO or recomputation does
// not fit (16 bytes per parameter = 108 GB of model states alone).
TEST(Fixes, TrainingFindsOneChangeThatFits)
{
    Scenario s;
    s.model.preset = "llama-2-7b";
    s.parallelism.gpus = 8;
    s.parallelism.zero = 0;
    s.activations.recompute = Recompute::None;
    s.workload.microBatchSize = 4;
    ASSERT_FALSE(estimate(s, builtinCatalog())->fits);
    auto fixes = fitFixes(s, builtinCatalog(), 10);
    ASSERT_TRUE(fixes.ok()) << fixes.error().message();
    ASSERT_FALSE(fixes->empty());
    expectEveryFixFits(s, *fixes);
    // At micro-batch 4 the activations (64 GiB) are the problem: ZeRO alone
    // does not do it (80.1 GiB at stage 3), recomputation does, on the same GPUs.
    EXPECT_EQ(fixes->front().gpus, 8);
    EXPECT_TRUE(std::none_of(fixes->begin(), fixes->end(), [](const Fix& f) { return f.kind == FixKind::ZeroStage; }));
    // With no ZeRO either, the states (100 GiB) need sharding too: ZeRO-1
    // with recomputation, on the same GPUs.
    const auto both =
        std::find_if(fixes->begin(), fixes->end(), [](const Fix& f) { return f.kind == FixKind::ZeroAndRecompute; });
    ASSERT_NE(both, fixes->end());
    EXPECT_EQ(both->gpus, 8);
    EXPECT_EQ(both->scenario.parallelism.zero, both->value);
    EXPECT_EQ(both->scenario.activations.recompute, both->recompute);
    // At micro-batch 1 the model states are: sharding them is the answer.
    Scenario one = s;
    one.workload.microBatchSize = 1;
    ASSERT_FALSE(estimate(one, builtinCatalog())->fits);
    auto states = fitFixes(one, builtinCatalog(), 10);
    ASSERT_TRUE(states.ok());
    expectEveryFixFits(one, *states);
    const auto zero =
        std::find_if(states->begin(), states->end(), [](const Fix& f) { return f.kind == FixKind::ZeroStage; });
    ASSERT_NE(zero, states->end());
    EXPECT_EQ(zero->gpus, 8);
    // The limit keeps the cheapest.
    auto top = fitFixes(s, builtinCatalog(), 2);
    ASSERT_TRUE(top.ok());
    ASSERT_EQ(top->size(), 2u);
    EXPECT_EQ((*top)[0].scenario, (*fixes)[0].scenario);
}

// Mixtral 8x7B inference on 2 GPUs with TP 1 and EP 1 does not fit (its 93
// GB of bf16 weights on one 80 GB GPU): split it, or store it smaller.
TEST(Fixes, InferenceSplitsOrShrinksTheWeights)
{
    Scenario s;
    s.model.preset = "mixtral-8x7b";
    s.workload.mode = Mode::Inference;
    s.parallelism.gpus = 2;
    s.hardware.gpu = "h100-sxm";
    ASSERT_FALSE(estimate(s, builtinCatalog())->fits);
    auto fixes = fitFixes(s, builtinCatalog(), 10);
    ASSERT_TRUE(fixes.ok());
    expectEveryFixFits(s, *fixes);
    auto has = [&](FixKind k) {
        return std::any_of(fixes->begin(), fixes->end(), [k](const Fix& f) { return f.kind == k; });
    };
    EXPECT_TRUE(has(FixKind::TensorParallel));
    EXPECT_TRUE(has(FixKind::ExpertParallel));
    EXPECT_TRUE(has(FixKind::WeightFormat));
}

TEST(Fixes, NothingToFixWhenItFits)
{
    Scenario s;
    s.model.preset = "llama-3.2-1b";
    s.parallelism.gpus = 8;
    auto fixes = fitFixes(s, builtinCatalog());
    ASSERT_TRUE(fixes.ok());
    EXPECT_TRUE(fixes->empty());
    // An invalid scenario is an error, not an empty list.
    s.parallelism.tensor = 3;
    EXPECT_FALSE(fitFixes(s, builtinCatalog()).ok());
}

// A run that fits is offered what finishes it sooner (issue 31): Daly's
// checkpoint interval (docs/model.md §7d) and the balanced pipeline split
// (§7f), each a whole scenario whose wall clock is shorter.
TEST(TimeFixes, CheckpointIntervalAndBalancedStages)
{
    Scenario s;
    s.model.preset = "llama-3-8b";
    s.hardware.gpu = "h100-sxm";
    s.parallelism.gpus = 512;
    s.parallelism.pipeline = 4;
    s.parallelism.tensor = 2;
    s.workload.globalBatchSize = 512;
    s.workload.microBatchSize = 1;
    s.workload.sequenceLength = 4096;
    const ResolvedScenario rs = headroom::test::resolved(s);
    const Estimate e = headroom::test::estimated(s);
    ASSERT_TRUE(e.fits);
    const auto fixes = timeFixes(rs, e);
    const auto find = [&](FixKind k) -> const Fix* {
        for (const Fix& f : fixes)
            if (f.kind == k)
                return &f;
        return nullptr;
    };
    const Fix* interval = find(FixKind::CheckpointInterval);
    ASSERT_NE(interval, nullptr);
    EXPECT_EQ(interval->value, e.goodput.optimalIntervalSteps);
    EXPECT_EQ(interval->scenario.checkpoint.intervalSteps, e.goodput.optimalIntervalSteps);
    EXPECT_LT(interval->seconds, interval->secondsBefore);
    EXPECT_DOUBLE_EQ(interval->secondsBefore, e.goodput.wallSeconds);
    const Fix* balance = find(FixKind::BalanceStages);
    ASSERT_NE(balance, nullptr);
    EXPECT_EQ(balance->scenario.parallelism.firstStageLayers, balance->value);
    EXPECT_EQ(balance->scenario.parallelism.lastStageLayers, balance->lastLayers);
    EXPECT_LT(balance->seconds, balance->secondsBefore);
    // Applied (the balance first: the interval is in steps of the new step), neither is offered again.
    Scenario applied = balance->scenario;
    applied.checkpoint.intervalSteps = headroom::test::estimated(applied).goodput.optimalIntervalSteps;
    EXPECT_TRUE(timeFixes(headroom::test::resolved(applied), headroom::test::estimated(applied)).empty());
    // Inference gets none.
    s.workload.mode = Mode::Inference;
    s.parallelism.pipeline = 1;
    EXPECT_TRUE(timeFixes(headroom::test::resolved(s), headroom::test::estimated(s)).empty());
}
