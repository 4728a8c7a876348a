// Full recomputation of some layers only (activations.recompute_layers;
// docs/model.md §3): Megatron-LM's recompute_method "block" with
// recompute_num_layers N recomputes the first N layers of each model chunk
// (megatron/core/transformer/transformer_block.py, _checkpointed_forward)
// and the others keep what they keep without recomputation.
#include "headroom/charts.h"
#include "headroom/estimate.h"
#include "headroom/fixes.h"
#include "headroom/inputs.h"
#include "testutil.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace headroom;
using headroom::test::builtinCatalog;
using headroom::test::estimated;

namespace {

// Llama 3 8B (32 layers) on 8 H100s in two pipeline stages of 16 layers.
Scenario twoStages()
{
    Scenario s;
    s.model.preset = "llama-3-8b";
    s.workload.microBatchSize = 1;
    s.workload.sequenceLength = 4096;
    s.parallelism.gpus = 8;
    s.parallelism.pipeline = 2;
    s.activations.recompute = Recompute::Full;
    return s;
}

// The first stage's (two micro-batches in flight under 1F1B).
double activations(const Estimate& e)
{
    return e.stages.at(0).memory[MemoryComponent::Activations];
}

double perLayer(const Estimate& e)
{
    return e.figure(FigureId::ActivationsPerLayer).value;
}

} // namespace

// Each of the stage's layers past the first N keeps a whole layer's
// activations (what it keeps without recomputation) instead of its input,
// for each micro-batch in flight (two on the first of two 1F1B stages).
TEST(RecomputeLayers, TheOtherLayersKeepTheirActivations)
{
    const Scenario every = twoStages();
    Scenario none = every;
    none.activations.recompute = Recompute::None;
    Scenario four = every;
    four.activations.recomputeLayers = 4;
    const Estimate all = estimated(every), kept = estimated(none), some = estimated(four);
    const double input = perLayer(all), whole = perLayer(kept);
    ASSERT_GT(whole, 10 * input);
    const double flight = 2;
    EXPECT_NEAR(activations(some), activations(all) + flight * (16 - 4) * (whole - input), 1e-9 * activations(some));
    // As many as the stage has, or more: every layer.
    for (std::int64_t n : {16, 17, 1000}) {
        four.activations.recomputeLayers = n;
        EXPECT_DOUBLE_EQ(activations(estimated(four)), activations(all)) << n;
    }
    EXPECT_FALSE(some.hasWarning(Warning::RecomputeLayersWithoutFull));
    EXPECT_FALSE(some.hasWarning(Warning::RecomputeLayersNotInStack));
    // Without full recomputation the count changes nothing, and says so.
    none.activations.recomputeLayers = 4;
    const Estimate ignored = estimated(none);
    EXPECT_DOUBLE_EQ(activations(ignored), activations(kept));
    EXPECT_TRUE(ignored.hasWarning(Warning::RecomputeLayersWithoutFull));
    // A stack without the block method is told it has none.
    Scenario trainer = four;
    trainer.software.stack = SoftwareStack::HfTransformers;
    trainer.parallelism.pipeline = 1;
    EXPECT_TRUE(estimated(trainer).hasWarning(Warning::RecomputeLayersNotInStack));
    // Interleaved, N of each of a stage's v chunks: 2 × 4 of 16.
    Scenario chunks = every;
    chunks.parallelism.virtualStages = 2;
    const Estimate allChunks = estimated(chunks);
    chunks.activations.recomputeLayers = 4;
    const Estimate someChunks = estimated(chunks);
    const double interleave = 1.0 + (2.0 - 1.0) / (2.0 * 2.0); // Megatron's 1 + (p − 1)/(p·v)
    EXPECT_NEAR(activations(someChunks), activations(allChunks) + interleave * flight * (16 - 2 * 4) * (whole - input),
                1e-9 * activations(someChunks));
}

// The recomputed forward, its FLOPs and (ZeRO-3) its gathers, for the
// recomputed layers only.
TEST(RecomputeLayers, OnlyTheRecomputedLayersCostTime)
{
    Scenario s = twoStages();
    s.parallelism.pipeline = 1;
    const Estimate all = estimated(s);
    s.activations.recomputeLayers = 8; // a quarter of 32
    const Estimate quarter = estimated(s);
    EXPECT_NEAR(quarter.step[StepPart::Recompute], all.step[StepPart::Recompute] / 4,
                1e-9 * all.step[StepPart::Recompute]);
    EXPECT_DOUBLE_EQ(quarter.flopsPerToken, all.flopsPerToken);
    const double recomputed = all.hardwareFlopsPerToken - all.flopsPerToken;
    EXPECT_NEAR(quarter.hardwareFlopsPerToken - quarter.flopsPerToken, recomputed / 4, 1e-9 * recomputed);
    EXPECT_LT(quarter.seconds, all.seconds);
    // Uneven stages (§7f): the share counts each stage's own layers.
    s.parallelism.pipeline = 4;
    s.parallelism.firstStageLayers = 5;
    s.parallelism.lastStageLayers = 9; // 5 + 9·2 + 9 = 32
    s.activations.recomputeLayers = 6;
    const Estimate uneven = estimated(s);
    s.activations.recomputeLayers.reset();
    const Estimate unevenAll = estimated(s);
    const double share = (5.0 + 3 * 6.0) / 32.0;
    EXPECT_NEAR(uneven.hardwareFlopsPerToken - uneven.flopsPerToken,
                share * (unevenAll.hardwareFlopsPerToken - unevenAll.flopsPerToken), 1e3);
}

// The fix list offers the fewest recomputed layers that fit, cheaper than
// recomputing every layer; one fewer does not fit.
TEST(RecomputeLayers, TheFixRecomputesAsFewLayersAsFit)
{
    Scenario s;
    s.model.preset = "llama-3-8b";
    s.workload.microBatchSize = 4;
    s.workload.sequenceLength = 8192;
    s.parallelism.gpus = 8;
    s.parallelism.zero = 1;
    ASSERT_FALSE(estimated(s).fits);
    const auto found = fitFixes(s, builtinCatalog(), 20);
    ASSERT_TRUE(found) << found.error().message();
    const std::vector<Fix>& fixes = *found;
    const auto find = [&fixes](FixKind k) {
        const auto it = std::find_if(fixes.begin(), fixes.end(), [k](const Fix& f) { return f.kind == k; });
        return it == fixes.end() ? nullptr : &*it;
    };
    const Fix* some = find(FixKind::RecomputeLayers);
    const Fix* every = find(FixKind::Recompute);
    ASSERT_TRUE(some && every);
    EXPECT_EQ(some->scenario.activations.recomputeLayers, std::optional<std::int64_t>(some->value));
    EXPECT_TRUE(estimated(some->scenario).fits);
    Scenario fewer = some->scenario;
    fewer.activations.recomputeLayers = some->value - 1;
    EXPECT_FALSE(estimated(fewer).fits);
    EXPECT_LT(some->seconds, every->seconds);
    EXPECT_FALSE(every->scenario.activations.recomputeLayers);
    // Uneven stages: the first stage's 20 layers bound the search, not an
    // even split's 16 (16 of them recomputed fit).
    Scenario uneven = s;
    uneven.parallelism.gpus = 16;
    uneven.parallelism.pipeline = 2;
    uneven.parallelism.firstStageLayers = 20;
    const auto unevenFixes = fitFixes(uneven, builtinCatalog(), 20);
    ASSERT_TRUE(unevenFixes) << unevenFixes.error().message();
    const auto layersFix = std::find_if(unevenFixes->begin(), unevenFixes->end(),
                                        [](const Fix& f) { return f.kind == FixKind::RecomputeLayers; });
    ASSERT_NE(layersFix, unevenFixes->end());
    EXPECT_GE(layersFix->value, 16);
    EXPECT_TRUE(estimated(layersFix->scenario).fits);
    // The Trainer checkpoints every layer or none: no such fix there.
    s.software.stack = SoftwareStack::HfTransformers;
    const auto trainer = fitFixes(s, builtinCatalog(), 20);
    ASSERT_TRUE(trainer) << trainer.error().message();
    for (const Fix& f : *trainer)
        EXPECT_NE(f.kind, FixKind::RecomputeLayers);
}

// The field reads and writes back; absent, it is not written.
TEST(RecomputeLayers, TheFieldRoundTrips)
{
    Scenario s = twoStages();
    s.activations.recomputeLayers = 5;
    const std::string text = scenarioToJson(s);
    EXPECT_NE(text.find("\"recompute_layers\": 5"), std::string::npos);
    auto back = parseScenario(text, "test");
    ASSERT_TRUE(back) << back.error().message();
    EXPECT_EQ(back->activations.recomputeLayers, std::optional<std::int64_t>(5));
    s.activations.recomputeLayers.reset();
    EXPECT_EQ(scenarioToJson(s).find("recompute_layers"), std::string::npos);
    auto zero = parseScenario(R"({"format": "headroom-scenario", "version": 2,
                                  "activations": {"recompute": "full", "recompute_layers": 0}})",
                              "zero.json");
    ASSERT_FALSE(zero);
    EXPECT_NE(zero.error().message().find("activations.recompute_layers"), std::string::npos);
}

// The memory chart's recomputation comparison: its "full" bar recomputes
// every layer whatever the scenario says, and a scenario that recomputes
// only some layers gets its own bar beside it ("full:N"), which is the one
// the chart marks as the scenario's. Without recompute_layers the axis has
// its three bars.
TEST(RecomputeLayers, TheRecomputationComparisonShowsEveryLayerAndSome)
{
    const Scenario every = twoStages();
    EXPECT_EQ(memoryBars(headroom::test::resolved(every), CompareAxis::Recompute).size(), kRecomputes.size());
    Scenario four = every;
    four.activations.recomputeLayers = 4;
    const auto bars = memoryBars(headroom::test::resolved(four), CompareAxis::Recompute);
    ASSERT_EQ(bars.size(), kRecomputes.size() + 1);
    const auto full = std::find_if(bars.begin(), bars.end(), [](const MemoryBar& b) { return b.label == "full"; });
    const auto some = std::find_if(bars.begin(), bars.end(), [](const MemoryBar& b) { return b.label == "full:4"; });
    ASSERT_NE(full, bars.end());
    ASSERT_NE(some, bars.end());
    EXPECT_EQ(some - full, 1); // beside the bar of every layer
    EXPECT_EQ(full->breakdown, memoryBars(headroom::test::resolved(every), CompareAxis::None).at(0).breakdown);
    EXPECT_EQ(some->breakdown, memoryBars(headroom::test::resolved(four), CompareAxis::None).at(0).breakdown);
    EXPECT_GT(some->breakdown[MemoryComponent::Activations], full->breakdown[MemoryComponent::Activations]);
    EXPECT_EQ(comparedLabel(headroom::test::resolved(four).scenario, CompareAxis::Recompute), "full:4");
    EXPECT_EQ(comparedLabel(headroom::test::resolved(every).scenario, CompareAxis::Recompute), "full");
}
