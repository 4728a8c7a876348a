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

// A run on one H200 under the HF Trainer, fp32 parameters with bf16 autocast.
Scenario trainerOnOneH200(const char* preset, std::int64_t micro, std::int64_t global)
{
    Scenario s;
    s.model.preset = preset;
    s.precision.recipe = Recipe::AmpBf16;
    s.workload.microBatchSize = micro;
    s.workload.globalBatchSize = global;
    s.workload.sequenceLength = 4096;
    s.parallelism.gpus = 1;
    s.hardware.gpu = "h200";
    s.software.stack = SoftwareStack::HfTransformers;
    return s;
}

const Fix* findFix(const std::vector<Fix>& fixes, FixKind k)
{
    auto it = std::find_if(fixes.begin(), fixes.end(), [k](const Fix& f) { return f.kind == k; });
    return it == fixes.end() ? nullptr : &*it;
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

// A Hugging Face run that went out of memory on the H200 (Llama-2-7B, fp32
// parameters under bf16 autocast, 2 × 4,096, no checkpointing;
// tests/data/measured) gets the fixes its users have: gradient checkpointing
// (whole layers, never "selective"), a chunked loss, a smaller micro-batch
// with more accumulation steps; LoRA with PEFT, which trains something else,
// after them. Each is a fitting scenario with its memory and time.
TEST(Fixes, AHuggingFaceRunGetsItsStacksFixes)
{
    const Scenario s = trainerOnOneH200("llama-2-7b", 2, 8);
    ASSERT_FALSE(estimate(s, builtinCatalog())->fits);
    auto fixes = fitFixes(s, builtinCatalog(), 20);
    ASSERT_TRUE(fixes.ok()) << fixes.error().message();
    const auto find = [&](FixKind k) { return findFix(*fixes, k); };
    const Fix* checkpointing = find(FixKind::Recompute);
    ASSERT_NE(checkpointing, nullptr);
    EXPECT_EQ(checkpointing->scenario.activations.recompute, Recompute::Full);
    EXPECT_GT(checkpointing->seconds, checkpointing->secondsBefore); // the recomputed forward costs time
    // Accumulating keeps the gradients through the next forward (§6b), so
    // a smaller micro-batch does not fit the full fine-tune here.
    EXPECT_EQ(find(FixKind::MicroBatch), nullptr);
    const Fix* adapters = find(FixKind::Adapters);
    ASSERT_NE(adapters, nullptr);
    EXPECT_EQ(adapters->scenario.workload.mode, Mode::Lora);
    EXPECT_EQ(fixes->back().kind, FixKind::Adapters);
    for (const Fix& f : *fixes) {
        EXPECT_TRUE(f.memoryPerGpu > 0 && f.seconds > 0) << toString(f.kind);
        auto e = estimate(f.scenario, builtinCatalog());
        ASSERT_TRUE(e.ok());
        EXPECT_TRUE(e->fits) << toString(f.kind);
        EXPECT_NE(f.kind, FixKind::ZeroStage) << "one GPU: nothing to shard over";
    }
}

// The HF Trainer and DeepSpeed through it parallelize by data only: a full
// fine-tune that does not fit on two H200s is not told to use tensor or
// pipeline parallel, which its stack cannot run; under Megatron it is.
TEST(Fixes, NoModelParallelFixForADataParallelStack)
{
    Scenario s;
    s.model.preset = "llama-3-8b";
    s.workload.microBatchSize = 4;
    s.workload.globalBatchSize = 16;
    s.workload.sequenceLength = 2048;
    s.parallelism.gpus = 2;
    s.hardware.gpu = "h200";
    const auto kinds = [](const Scenario& x) {
        std::vector<FixKind> out;
        auto fixes = fitFixes(x, builtinCatalog(), 20);
        EXPECT_TRUE(fixes.ok());
        if (fixes.ok())
            for (const Fix& f : *fixes)
                out.push_back(f.kind);
        return out;
    };
    const auto has = [](const std::vector<FixKind>& v, FixKind k) {
        return std::find(v.begin(), v.end(), k) != v.end();
    };
    for (SoftwareStack stack : {SoftwareStack::HfTransformers, SoftwareStack::DeepSpeed}) {
        s.software.stack = stack;
        ASSERT_FALSE(estimate(s, builtinCatalog())->fits) << toString(stack);
        const auto k = kinds(s);
        EXPECT_FALSE(k.empty()) << toString(stack);
        EXPECT_FALSE(has(k, FixKind::TensorParallel)) << toString(stack);
        EXPECT_FALSE(has(k, FixKind::PipelineParallel)) << toString(stack);
    }
    s.software.stack = SoftwareStack::Megatron;
    ASSERT_FALSE(estimate(s, builtinCatalog())->fits);
    const auto megatron = kinds(s);
    EXPECT_TRUE(has(megatron, FixKind::TensorParallel) || has(megatron, FixKind::PipelineParallel));
}

// The same run fits with its loss compiled alone (torch.compile of the loss
// function: the 16-bit logits kept, no fp32 copies): the fix says so, and it
// comes with the chunked loss, the other remedy for the same tensors.
TEST(Fixes, ACompiledLossFixesTheLoraRun)
{
    Scenario s = headroom::test::hfLoraOutOfMemory();
    auto fixes = fitFixes(s, builtinCatalog(), 20);
    ASSERT_TRUE(fixes.ok());
    auto it = std::find_if(fixes->begin(), fixes->end(), [](const Fix& f) { return f.kind == FixKind::CompiledLoss; });
    ASSERT_NE(it, fixes->end());
    EXPECT_EQ(it->scenario.software.loss, LossKernel::Compiled);
    EXPECT_GT(it->headroom, 0);
    EXPECT_LE(it->seconds, it->secondsBefore * 1.0001);
    EXPECT_EQ(toString(FixKind::CompiledLoss), "compiled-loss");
    // A loss already compiled is not offered again.
    s.software.loss = LossKernel::Compiled;
    auto again = fitFixes(s, builtinCatalog(), 20);
    ASSERT_TRUE(again.ok());
    EXPECT_TRUE(
        std::none_of(again->begin(), again->end(), [](const Fix& f) { return f.kind == FixKind::CompiledLoss; }));
}

// The Llama-3-8B LoRA run at 8 × 2,048 (out of memory on the H200) fits
// with the chunked loss alone: the fix says so.
TEST(Fixes, AChunkedLossFixesTheLoraRun)
{
    Scenario s = headroom::test::hfLoraOutOfMemory();
    auto fixes = fitFixes(s, builtinCatalog(), 20);
    ASSERT_TRUE(fixes.ok());
    auto it = std::find_if(fixes->begin(), fixes->end(), [](const Fix& f) { return f.kind == FixKind::ChunkedLoss; });
    ASSERT_NE(it, fixes->end());
    EXPECT_EQ(it->scenario.software.loss, LossKernel::Chunked);
    EXPECT_LE(it->seconds, it->secondsBefore * 1.0001);
    // Half the micro-batch, twice the accumulation steps: the global batch stays.
    auto micro = std::find_if(fixes->begin(), fixes->end(), [](const Fix& f) { return f.kind == FixKind::MicroBatch; });
    ASSERT_NE(micro, fixes->end());
    EXPECT_EQ(micro->value, 4);
    EXPECT_EQ(micro->scenario.workload.globalBatchSize, 8);
}

// A full fine-tune of Llama 3 8B on one H200 under the Trainer (fp32
// weights, autocast, AdamW: 16 bytes a parameter before any activation) is
// told what its users would change and still train the whole model: the
// Trainer's 8-bit AdamW (optim="adamw_bnb_8bit", 2 bytes of state a
// parameter for AdamW's 8), or FSDP's full sharding over a second GPU,
// before LoRA, which trains something else. Megatron and DeepSpeed offer no
// 8-bit AdamW, so neither is told to use one.
TEST(Fixes, AFullFineTuneIsShownAnEightBitOptimizerAndFsdpOverMoreGpus)
{
    Scenario s = trainerOnOneH200("llama-3-8b", 1, 4);
    ASSERT_FALSE(estimate(s, builtinCatalog())->fits);
    auto fixes = fitFixes(s, builtinCatalog(), 20);
    ASSERT_TRUE(fixes.ok()) << fixes.error().message();
    expectEveryFixFits(s, std::vector<Fix>(fixes->begin(), fixes->end() - 1)); // adapters come last
    const auto find = [&](FixKind k) { return findFix(*fixes, k); };
    const Fix* optimizer = find(FixKind::Optimizer);
    ASSERT_NE(optimizer, nullptr);
    EXPECT_EQ(optimizer->scenario.optimizer, Optimizer::AdamW8bit);
    EXPECT_EQ(optimizer->optimizer, Optimizer::AdamW8bit);
    EXPECT_EQ(optimizer->gpus, 1);
    // Everything else is the user's scenario.
    Scenario back = optimizer->scenario;
    back.optimizer = s.optimizer;
    EXPECT_TRUE(back == s);
    const Fix* sharded = find(FixKind::ShardedGpus);
    ASSERT_NE(sharded, nullptr);
    EXPECT_EQ(sharded->value, 2);
    EXPECT_EQ(sharded->scenario.parallelism.gpus, 2);
    EXPECT_EQ(sharded->scenario.parallelism.zero, 3);
    EXPECT_EQ(find(FixKind::MoreGpus), nullptr) << "more GPUs without sharding keep 16 bytes a parameter each";
    EXPECT_EQ(fixes->back().kind, FixKind::Adapters);
    EXPECT_EQ(toString(FixKind::Optimizer), "optimizer");
    EXPECT_EQ(toString(FixKind::ShardedGpus), "sharded-gpus");
    // An optimizer already 8-bit is not offered again; a smaller one is.
    s.optimizer = Optimizer::AdamW8bit;
    if (!estimate(s, builtinCatalog())->fits) {
        auto again = fitFixes(s, builtinCatalog(), 20);
        ASSERT_TRUE(again.ok());
        for (const Fix& f : *again)
            EXPECT_TRUE(f.kind != FixKind::Optimizer || f.optimizer == Optimizer::Adafactor);
    }
    s.optimizer = Optimizer::AdamW;
    for (SoftwareStack stack : {SoftwareStack::Megatron, SoftwareStack::DeepSpeed}) {
        s.software.stack = stack;
        auto other = fitFixes(s, builtinCatalog(), 20);
        ASSERT_TRUE(other.ok());
        EXPECT_TRUE(std::none_of(other->begin(), other->end(), [](const Fix& f) {
            return f.kind == FixKind::Optimizer;
        })) << toString(stack);
    }
}

// torchtitan's per-op selective checkpointing (the fsdp2 stack's "selective")
// is a fix its users have; the HF Trainer's whole-layer checkpointing has no
// selective mode, so it is never offered there (NoModelParallelFix… above,
// Planner.SearchesWhatTheStackRuns).
TEST(Fixes, TorchtitanIsOfferedItsSelectiveCheckpointing)
{
    Scenario s;
    s.model.preset = "llama-3.1-8b";
    s.workload.microBatchSize = 2;
    s.workload.globalBatchSize = 16;
    s.workload.sequenceLength = 8192;
    s.parallelism.gpus = 8;
    s.parallelism.zero = 3;
    s.activations.recompute = Recompute::None;
    s.hardware.gpu = "h100-sxm";
    s.software.stack = SoftwareStack::Fsdp2;
    ASSERT_FALSE(estimate(s, builtinCatalog())->fits);
    auto fixes = fitFixes(s, builtinCatalog(), 20);
    ASSERT_TRUE(fixes.ok());
    const Fix* checkpointing = findFix(*fixes, FixKind::Recompute);
    ASSERT_NE(checkpointing, nullptr);
    EXPECT_EQ(checkpointing->scenario.activations.recompute, Recompute::Selective);
    s.software.stack = SoftwareStack::HfTransformers;
    auto hf = fitFixes(s, builtinCatalog(), 20);
    ASSERT_TRUE(hf.ok());
    for (const Fix& f : *hf)
        EXPECT_NE(f.scenario.activations.recompute, Recompute::Selective) << toString(f.kind);
}

// Llama 3.1 70B in FP8 on one H100 under vLLM: at its default
// gpu_memory_utilization (0.9) the KV pool left beside 67.7 GiB of weights
// (2.5 GiB) does not hold two requests of 4,352 tokens (2.7 GiB); at 0.95 it
// does. The fix says so in vLLM's words; a share already at 0.95 is not
// offered again, nor is the one SGLang's mem_fraction_static sets.
TEST(Fixes, VllmIsOfferedALargerShareOfTheDevice)
{
    Scenario s;
    s.model.preset = "llama-3.1-70b";
    s.workload.mode = Mode::Inference;
    s.workload.microBatchSize = 2;
    s.workload.promptTokens = 4096;
    s.workload.outputTokens = 256;
    s.precision.weights = DType::Fp8;
    s.parallelism.gpus = 1;
    s.hardware.gpu = "h100-sxm";
    s.software.stack = SoftwareStack::Vllm;
    ASSERT_FALSE(estimate(s, builtinCatalog())->fits);
    auto fixes = fitFixes(s, builtinCatalog(), 20);
    ASSERT_TRUE(fixes.ok());
    const Fix* share = findFix(*fixes, FixKind::EngineShare);
    ASSERT_NE(share, nullptr);
    EXPECT_EQ(share->value, 95);
    EXPECT_EQ(share->scenario.serving.kvMemoryFraction, 0.95);
    EXPECT_EQ(share->gpus, 1);
    EXPECT_EQ(toString(FixKind::EngineShare), "engine-share");
    s.serving.kvMemoryFraction = 0.95;
    s.workload.microBatchSize = 8; // too many for 0.95 too (it holds 4)
    ASSERT_FALSE(estimate(s, builtinCatalog())->fits);
    auto again = fitFixes(s, builtinCatalog(), 20);
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(findFix(*again, FixKind::EngineShare), nullptr);
    s.serving.kvMemoryFraction.reset();
    s.workload.microBatchSize = 2;
    s.software.stack = SoftwareStack::Sglang;
    auto sglang = fitFixes(s, builtinCatalog(), 20);
    ASSERT_TRUE(sglang.ok());
    EXPECT_EQ(findFix(*sglang, FixKind::EngineShare), nullptr);
}
