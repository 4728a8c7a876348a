#include "testutil.h"

#include "headroom/solve.h"

#include <nlohmann/json.hpp>

#include <cmath>

using namespace headroom;
using namespace headroom::test;

namespace {

SolveResult solved(const SolveRequest& r)
{
    auto s = solve(r, builtinCatalog());
    EXPECT_TRUE(s.ok()) << (s ? "" : s.error().message());
    return s ? *s : SolveResult{};
}

bool fitsWith(const Scenario& s, double minHeadroom)
{
    const Estimate e = estimated(s);
    return e.fits && e.perGpu.total() <= e.capacity * (1.0 - minHeadroom); // inference: the KV share too
}

// The contract every solver keeps: the value fits (estimate() agrees), one
// step further does not.
void expectBoundary(const SolveResult& r, double minHeadroom = 0.0)
{
    ASSERT_TRUE(r.found);
    ASSERT_TRUE(r.next.has_value());
    EXPECT_EQ(r.limit, SolveLimit::Memory);
    EXPECT_TRUE(r.best.valid);
    EXPECT_TRUE(r.best.fits);
    EXPECT_FALSE(r.next->fits);
    EXPECT_TRUE(fitsWith(r.best.scenario, minHeadroom));
    EXPECT_FALSE(fitsWith(r.next->scenario, minHeadroom));
    const Estimate e = estimated(r.best.scenario);
    EXPECT_EQ(e.perGpu.total(), r.best.memoryPerGpu);
    EXPECT_EQ(e.seconds, r.best.seconds);
    EXPECT_GT(r.evaluations, 1);
}

Scenario llamaOnA100()
{
    Scenario s;
    s.model.preset = "llama-2-7b";
    s.hardware.gpu = "a100-80gb";
    s.parallelism.gpus = 8;
    s.parallelism.zero = 3;
    s.activations.recompute = Recompute::Selective;
    s.workload.sequenceLength = 2048;
    return s;
}

TEST(Solve, MaxMicroBatch)
{
    for (std::int64_t step : {1, 4}) {
        SCOPED_TRACE("step " + std::to_string(step));
        SolveRequest r;
        r.kind = SolveKind::MaxMicroBatch;
        r.scenario = llamaOnA100();
        r.step = step;
        const SolveResult s = solved(r);
        expectBoundary(s);
        EXPECT_EQ(s.next->value, s.best.value + double(step));
        EXPECT_EQ(double(s.best.scenario.workload.microBatchSize), s.best.value);
        EXPECT_EQ(double(s.next->scenario.workload.microBatchSize), s.next->value);
        EXPECT_EQ(std::fmod(s.best.value, double(step)), 0.0);
    }
}

// Under the HF Trainer the gradients are freed between steps, so the
// micro-batch that makes the step one micro-batch (here 8 of a global 8)
// keeps none through its forward and needs less than 4 with two accumulation
// steps (Llama 3 8B, fp32 + autocast, 8-bit AdamW, checkpointing, 2,048
// tokens on one H200: 99 GiB against 117). With 20 % headroom (112 GiB) 4
// does not fit and 8 does: the largest micro-batch is found above the dip,
// not below it.
TEST(Solve, MaxMicroBatchPastTheAccumulationDip)
{
    SolveRequest r;
    r.kind = SolveKind::MaxMicroBatch;
    r.scenario.model.preset = "llama-3-8b";
    r.scenario.hardware.gpu = "h200";
    r.scenario.parallelism.gpus = 1;
    r.scenario.precision.recipe = Recipe::AmpBf16;
    r.scenario.optimizer = Optimizer::AdamW8bit;
    r.scenario.activations.recompute = Recompute::Full;
    r.scenario.workload.sequenceLength = 2048;
    r.scenario.workload.globalBatchSize = 8;
    r.scenario.software.stack = SoftwareStack::HfTransformers;
    r.minHeadroomFraction = 0.2;
    Scenario four = r.scenario, eight = r.scenario;
    four.workload.microBatchSize = 4;
    eight.workload.microBatchSize = 8;
    ASSERT_FALSE(fitsWith(four, 0.2));
    ASSERT_TRUE(fitsWith(eight, 0.2));
    for (std::int64_t step : {1, 2}) {
        SCOPED_TRACE("step " + std::to_string(step));
        r.step = step;
        const SolveResult s = solved(r);
        expectBoundary(s, 0.2);
        EXPECT_GE(s.best.value, 8.0);
        EXPECT_EQ(s.next->value, s.best.value + double(step));
    }
}

TEST(Solve, MaxMicroBatchWithHeadroomIsSmaller)
{
    SolveRequest r;
    r.kind = SolveKind::MaxMicroBatch;
    r.scenario = llamaOnA100();
    const double all = solved(r).best.value;
    r.minHeadroomFraction = 0.3;
    const SolveResult s = solved(r);
    expectBoundary(s, 0.3);
    EXPECT_LT(s.best.value, all);
    EXPECT_LE(s.best.memoryPerGpu, 0.7 * s.best.capacity);
}

TEST(Solve, MaxSequence)
{
    for (bool flash : {true, false}) {
        SCOPED_TRACE(flash ? "flash" : "no flash");
        SolveRequest r;
        r.kind = SolveKind::MaxSequence;
        r.scenario = llamaOnA100();
        r.scenario.activations.flashAttention = flash;
        const SolveResult s = solved(r);
        expectBoundary(s);
        EXPECT_EQ(s.next->value, s.best.value + 1);
        EXPECT_EQ(double(s.best.scenario.workload.sequenceLength), s.best.value);
    }
}

TEST(Solve, MaxInferenceBatchAgreesWithEstimate)
{
    SolveRequest r;
    r.kind = SolveKind::MaxInferenceBatch;
    r.scenario.model.preset = "llama-2-13b";
    r.scenario.hardware.gpu = "a100-80gb";
    r.scenario.parallelism.gpus = 1;
    r.scenario.precision.weights = DType::Int4;
    r.scenario.precision.kvCache = DType::Fp8;
    r.scenario.workload.promptTokens = 2000;
    r.scenario.workload.outputTokens = 500;
    const SolveResult s = solved(r);
    expectBoundary(s);
    EXPECT_EQ(s.best.scenario.workload.mode, Mode::Inference);
    EXPECT_EQ(s.next->value, s.best.value + 1);
    // estimate() reports the same figure in closed form (docs/model.md §5).
    Scenario base = r.scenario;
    base.workload.mode = Mode::Inference;
    EXPECT_NEAR(double(estimated(base).maxBatch), s.best.value, 1.0);

    // A narrower dtype holds more sequences.
    r.scenario.precision.kvCache = DType::Bf16;
    EXPECT_LT(solved(r).best.value, s.best.value);
}

TEST(Solve, MaxContextAgreesWithEstimate)
{
    SolveRequest r;
    r.kind = SolveKind::MaxContext;
    r.scenario.model.preset = "llama-3.1-8b"; // a 131,072-token window: memory binds first
    r.scenario.hardware.gpu = "l4";
    r.scenario.parallelism.gpus = 1;
    r.scenario.workload.mode = Mode::Inference;
    r.scenario.workload.microBatchSize = 4;
    r.scenario.workload.outputTokens = 256;
    const SolveResult s = solved(r);
    expectBoundary(s);
    EXPECT_EQ(s.next->value, s.best.value + 1);
    EXPECT_EQ(double(s.best.scenario.workload.promptTokens + s.best.scenario.workload.outputTokens), s.best.value);
    EXPECT_NEAR(double(estimated(r.scenario).maxContext), s.best.value, 1.0);
}

// Mistral 7B v0.1 attends over a 4,096-token window, so its KV cache stops
// growing there, and chunked prefill (8,192 tokens a step) keeps the
// workspace flat: no context is too long for memory. What bounds it is the
// model's own context window (max_position_embeddings 32,768 in its
// config.json): the solver and the estimate both stop there, and say so.
TEST(Solve, WindowedModelContextIsNotMemoryBound)
{
    SolveRequest r;
    r.kind = SolveKind::MaxContext;
    r.scenario.model.preset = "mistral-7b";
    r.scenario.hardware.gpu = "l4";
    r.scenario.parallelism.gpus = 1;
    r.scenario.workload.mode = Mode::Inference;
    r.scenario.workload.microBatchSize = 4;
    r.scenario.workload.outputTokens = 256;
    const SolveResult s = solved(r);
    EXPECT_FALSE(s.next.has_value());
    EXPECT_EQ(s.limit, SolveLimit::ModelContext);
    EXPECT_EQ(toString(SolveLimit::ModelContext), "model-context");
    EXPECT_EQ(s.best.value, 32768.0);
    const Estimate e = estimated(r.scenario);
    EXPECT_EQ(e.maxContext, 32768);
    EXPECT_GT(e.maxContextMemory, e.maxContext); // memory alone would hold more
}

// Llama 3.1 8B on an H100 under vLLM: the KV pool holds one sequence of
// about 450,000 tokens, but the model was trained to 131,072
// (max_position_embeddings): the longest usable context is the model's,
// and the limit says which bound it.
TEST(Solve, MaxContextStopsAtTheModelsWindow)
{
    SolveRequest r;
    r.kind = SolveKind::MaxContext;
    r.scenario.model.preset = "llama-3.1-8b";
    r.scenario.hardware.gpu = "h100-sxm";
    r.scenario.parallelism.gpus = 1;
    r.scenario.workload.mode = Mode::Inference;
    r.scenario.workload.microBatchSize = 1;
    r.scenario.workload.outputTokens = 256;
    r.scenario.software.stack = SoftwareStack::Vllm;
    const SolveResult s = solved(r);
    ASSERT_TRUE(s.found);
    EXPECT_EQ(s.limit, SolveLimit::ModelContext);
    EXPECT_EQ(s.best.value, 131072.0);
    EXPECT_FALSE(s.next.has_value());
    const Estimate e = estimated(r.scenario);
    EXPECT_EQ(e.maxContext, 131072);
    EXPECT_GT(e.maxContextMemory, 400000);
    // An output that fills the window leaves no prompt to search.
    Scenario filled = r.scenario;
    r.scenario.workload.outputTokens = 131072;
    const SolveResult none = solved(r);
    EXPECT_FALSE(none.found);
    EXPECT_EQ(none.limit, SolveLimit::ModelContext);
    r.scenario = filled;
    // Where memory binds first, both are the memory's boundary.
    r.scenario.workload.microBatchSize = 64;
    const SolveResult many = solved(r);
    EXPECT_EQ(many.limit, SolveLimit::Memory);
    const Estimate crowded = estimated(r.scenario);
    EXPECT_LT(crowded.maxContext, 131072);
    EXPECT_EQ(crowded.maxContext, crowded.maxContextMemory);
    EXPECT_NEAR(double(crowded.maxContext), many.best.value, 1.0);
}

TEST(Solve, LargestModelWithItsOwnLayout)
{
    SolveRequest r;
    r.kind = SolveKind::LargestModel;
    r.scenario.model.preset = "llama-2-7b";
    r.scenario.hardware.gpu = "rtx-4090";
    r.scenario.parallelism.gpus = 1;
    r.scenario.workload.mode = Mode::Qlora;
    r.scenario.activations.recompute = Recompute::Full;
    r.scenario.workload.sequenceLength = 1024;
    r.scenario.workload.globalBatchSize = 16;
    r.searchLayouts = false;
    const SolveResult s = solved(r);
    ASSERT_TRUE(s.found);
    ASSERT_TRUE(s.next);
    EXPECT_TRUE(fitsWith(s.best.scenario, 0));
    EXPECT_FALSE(fitsWith(s.next->scenario, 0));
    EXPECT_NEAR(s.next->value / s.best.value, 1.01, 1e-9);
    // QLoRA on a 24 GB card: a 4-bit base of some tens of billions of parameters.
    EXPECT_GT(s.best.parameters, 10e9);
    EXPECT_LT(s.best.parameters, 60e9);
    EXPECT_EQ(estimated(s.best.scenario).params.total, s.best.parameters);
    EXPECT_EQ(s.best.architecture.vocab, 32000); // the family's shape, rescaled
}

TEST(Solve, LargestModelSearchingLayouts)
{
    SolveRequest r;
    r.kind = SolveKind::LargestModel;
    r.scenario.model.preset = "llama-2-7b";
    r.scenario.hardware.gpu = "h100-sxm";
    r.scenario.parallelism.gpus = 8;
    r.scenario.workload.globalBatchSize = 64;
    r.stepFraction = 0.02;
    const SolveResult s = solved(r);
    ASSERT_TRUE(s.found);
    ASSERT_TRUE(s.next);
    EXPECT_EQ(s.limit, SolveLimit::Memory);
    EXPECT_TRUE(fitsWith(s.best.scenario, 0));
    EXPECT_EQ(s.best.scenario.parallelism.gpus, 8);
    // One step up, no layout on the same 8 GPUs fits.
    PlanRequest pr;
    pr.scenario = s.next->scenario;
    pr.gpuCounts = {8};
    auto p = plan(pr, builtinCatalog());
    ASSERT_TRUE(p.ok());
    EXPECT_EQ(p->fitting, 0);
    EXPECT_GT(p->evaluated, 0);
    // Searching layouts never finds less than keeping the scenario's own.
    SolveRequest own = r;
    own.searchLayouts = false;
    EXPECT_GE(s.best.value, solved(own).best.value);
}

TEST(Solve, MinGpus)
{
    for (std::int64_t step : {1, 8}) {
        SCOPED_TRACE("step " + std::to_string(step));
        SolveRequest r;
        r.kind = SolveKind::MinGpus;
        r.scenario.model.preset = "llama-2-7b";
        r.scenario.hardware.gpu = "h100-sxm";
        r.scenario.workload.globalBatchSize = 960; // many divisors, so most counts have a layout
        r.tokens = 2e11;
        r.days = 10;
        r.step = step;
        const SolveResult s = solved(r);
        ASSERT_TRUE(s.found);
        ASSERT_TRUE(s.next);
        EXPECT_EQ(s.next->value, s.best.value - double(step));
        EXPECT_EQ(std::fmod(s.best.value, double(step)), 0.0);
        const Estimate e = estimated(s.best.scenario);
        EXPECT_TRUE(e.fits);
        EXPECT_LE(e.seconds, 10 * 86400.0);
        EXPECT_EQ(double(e.tokens), 2e11);
        EXPECT_EQ(double(s.best.scenario.parallelism.gpus), s.best.value);
        // One step fewer: no layout meets the deadline.
        PlanRequest pr;
        pr.scenario = s.best.scenario;
        pr.gpuCounts = {std::int64_t(s.next->value)};
        pr.deadlineDays = 10;
        auto p = plan(pr, builtinCatalog());
        ASSERT_TRUE(p.ok());
        EXPECT_EQ(p->feasible, 0);
        EXPECT_FALSE(s.next->fits && s.next->meetsDeadline);
    }
}

TEST(Solve, MinGpusLimitedByMemory)
{
    // A big model with a generous deadline: memory, not time, sets the count.
    SolveRequest r;
    r.kind = SolveKind::MinGpus;
    r.scenario.model.preset = "llama-2-70b";
    r.scenario.hardware.gpu = "a100-80gb";
    r.scenario.workload.globalBatchSize = 960;
    r.tokens = 1e9;
    r.days = 365;
    const SolveResult s = solved(r);
    ASSERT_TRUE(s.found);
    ASSERT_TRUE(s.next);
    EXPECT_TRUE(s.limit == SolveLimit::Memory || s.limit == SolveLimit::NoLayout) << toString(s.limit);
    EXPECT_FALSE(s.next->fits);
    EXPECT_GT(s.best.value, 1);
}

TEST(Solve, NothingFits)
{
    SolveRequest r;
    r.kind = SolveKind::MaxMicroBatch;
    r.scenario.model.preset = "llama-2-70b";
    r.scenario.hardware.gpu = "t4";
    r.scenario.parallelism.gpus = 1;
    r.scenario.workload.globalBatchSize = 8;
    const SolveResult s = solved(r);
    EXPECT_FALSE(s.found);
    ASSERT_TRUE(s.next);
    EXPECT_EQ(s.next->value, 1);
    EXPECT_FALSE(s.next->fits);
}

TEST(Solve, Errors)
{
    auto expectError = [](SolveRequest r, const std::string& path) {
        auto s = solve(r, builtinCatalog());
        ASSERT_FALSE(s.ok());
        EXPECT_EQ(s.error().path, path);
    };
    SolveRequest r;
    r.kind = SolveKind::MinGpus;
    expectError(r, "days");
    r.kind = SolveKind::MaxSequence;
    r.scenario.workload.mode = Mode::Inference;
    expectError(r, "workload.mode");
    r = {};
    r.kind = SolveKind::MaxMicroBatch;
    r.scenario.parallelism.tensor = 3;
    expectError(r, "parallelism.tensor");
    r = {};
    r.minHeadroomFraction = -0.1;
    expectError(r, "min_headroom");
    r = {};
    r.scenario.hardware.gpu = "no-such-gpu";
    expectError(r, "hardware.gpu");
}

TEST(Solve, Json)
{
    SolveRequest r;
    r.kind = SolveKind::MaxMicroBatch;
    r.scenario = llamaOnA100();
    const SolveResult s = solved(r);
    const auto j = nlohmann::json::parse(solveToJson(s));
    EXPECT_EQ(j["solve"], "max-micro-batch");
    EXPECT_EQ(j["found"], true);
    EXPECT_EQ(j["value"], s.best.value);
    EXPECT_EQ(j["next"], s.next->value);
    EXPECT_EQ(j["limit"], "memory");
    EXPECT_EQ(j["at_value"]["fits"], true);
    EXPECT_EQ(j["at_next"]["fits"], false);
    // The scenario at the answer parses back to the same scenario.
    auto back = parseScenario(j["at_value"]["scenario"].dump());
    ASSERT_TRUE(back.ok()) << back.error().message();
    EXPECT_EQ(back->workload.microBatchSize, s.best.scenario.workload.microBatchSize);
}

TEST(Solve, KindNamesRoundTrip)
{
    for (SolveKind k : {SolveKind::LargestModel, SolveKind::MaxMicroBatch, SolveKind::MaxSequence, SolveKind::MinGpus,
                        SolveKind::MaxInferenceBatch, SolveKind::MaxContext})
        EXPECT_EQ(fromString<SolveKind>(toString(k)), k);
    EXPECT_FALSE(fromString<SolveKind>("max-everything"));
}

} // namespace

// What fits on my machine (issue 14 item 7): the most precise weight format
// that fits. Llama 3.1 70B on a 128 GB M4 Max, whose GPU may use 96 GiB by
// default: Q8_0 (75 GB, the size of the published Q8_0 file) fits, bf16
// (141 GB) does not.
TEST(Solve, BestWeightsIsTheMostPreciseFormatThatFits)
{
    SolveRequest r;
    r.kind = SolveKind::BestWeights;
    r.scenario.model.preset = "llama-3.1-70b";
    r.scenario.hardware.gpu = "m4-max";
    r.scenario.parallelism.gpus = 1;
    r.scenario.workload.promptTokens = 8192;
    r.scenario.workload.outputTokens = 512;
    const SolveResult s = solved(r);
    ASSERT_TRUE(s.found);
    EXPECT_EQ(s.best.scenario.precision.weights, DType::Q8_0);
    ASSERT_TRUE(s.next.has_value());
    EXPECT_EQ(s.next->scenario.precision.weights, DType::Bf16);
    EXPECT_EQ(s.limit, SolveLimit::Memory);
    EXPECT_TRUE(s.best.fits);
    EXPECT_FALSE(s.next->fits);
    EXPECT_NEAR(s.best.value, 8.5, 0.01); // Q8_0: 34 bytes per 32 weights
    // The answer estimates as it says.
    Scenario at = s.best.scenario;
    EXPECT_TRUE(estimated(at).fits);

    // Nothing fits: no answer, the last format tried is the failing step.
    r.scenario.model.preset = "llama-3.1-405b";
    const SolveResult none = solved(r);
    EXPECT_FALSE(none.found);
    ASSERT_TRUE(none.next.has_value());
    EXPECT_EQ(none.next->scenario.precision.weights, DType::Q2_K);

    // A format that fits at once: nothing more precise to try.
    r.scenario.model.preset = "llama-3.2-1b";
    const SolveResult easy = solved(r);
    ASSERT_TRUE(easy.found);
    EXPECT_EQ(easy.best.scenario.precision.weights, DType::Bf16);
    EXPECT_FALSE(easy.next.has_value());
    EXPECT_EQ(easy.limit, SolveLimit::SearchLimit);
}

// Under an engine the user chose, the best format is one it loads: llama.cpp
// GGUF files only (16-bit ones included), TensorRT-LLM and vLLM not
// llama.cpp's block types. Llama 3.1 70B on one H100: vLLM gets FP8 (or a
// 4-bit AWQ), never Q6_K; llama.cpp never FP8 or AWQ.
TEST(Solve, BestWeightsIsAFormatTheEngineLoads)
{
    SolveRequest r;
    r.kind = SolveKind::BestWeights;
    r.scenario.model.preset = "llama-3.1-70b";
    r.scenario.hardware.gpu = "h100-sxm";
    r.scenario.parallelism.gpus = 1;
    r.scenario.workload.promptTokens = 4096;
    r.scenario.workload.outputTokens = 256;
    for (SoftwareStack stack : {SoftwareStack::Vllm, SoftwareStack::TensorRtLlm, SoftwareStack::LlamaCpp}) {
        SCOPED_TRACE(std::string(toString(stack)));
        r.scenario.software.stack = stack;
        const SolveResult s = solved(r);
        ASSERT_TRUE(s.found);
        const DType d = s.best.scenario.precision.weights;
        EXPECT_TRUE(engineLoads(stack, d)) << toString(d);
        EXPECT_EQ(isGguf(d), stack == SoftwareStack::LlamaCpp) << toString(d);
        if (s.next) {
            EXPECT_TRUE(engineLoads(stack, s.next->scenario.precision.weights));
        }
    }
    // A format the engine does not load is warned.
    Scenario fp8 = r.scenario;
    fp8.workload.mode = Mode::Inference;
    fp8.precision.weights = DType::Fp8;
    fp8.software.stack = SoftwareStack::LlamaCpp;
    EXPECT_TRUE(estimated(fp8).hasWarning(Warning::WeightsNotInEngine));
    EXPECT_EQ(toString(Warning::WeightsNotInEngine), "weights-not-in-engine");
    fp8.software.stack = SoftwareStack::Vllm;
    EXPECT_FALSE(estimated(fp8).hasWarning(Warning::WeightsNotInEngine));
    fp8.precision.weights = DType::Q4_K_M;
    EXPECT_TRUE(estimated(fp8).hasWarning(Warning::WeightsNotInEngine));
}
