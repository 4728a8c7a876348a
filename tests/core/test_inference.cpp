#include "testutil.h"

#include "headroom/model/serving.h"

#include <cmath>

using namespace headroom;
using namespace headroom::test;

namespace {

Scenario inference(const char* preset, std::int64_t batch = 1)
{
    Scenario sc;
    sc.model.preset = preset;
    sc.workload.mode = Mode::Inference;
    sc.workload.microBatchSize = batch;
    sc.workload.promptTokens = 1000;
    sc.workload.outputTokens = 24;
    sc.parallelism.gpus = 1;
    return sc;
}

// KV cache per token = 2·L·g·d·e (docs/model.md §5). Llama-2-7B (MHA, 32×32×128,
// bf16): 512 KiB per token; Llama-3-8B (GQA, 8 KV heads): 128 KiB per token.
TEST(KvCache, BytesPerTokenScaleWithKvHeads)
{
    const Estimate mha = estimated(inference("llama-2-7b"));
    const Estimate gqa = estimated(inference("llama-3-8b"));
    EXPECT_DOUBLE_EQ(mha.perGpu[MemoryComponent::KvCache], 524288.0 * 1024);
    EXPECT_DOUBLE_EQ(gqa.perGpu[MemoryComponent::KvCache], 131072.0 * 1024);
}

TEST(KvCache, TensorParallelSplitsUpToKvHeads)
{
    Scenario sc = inference("llama-3-8b"); // 8 KV heads
    const double one = estimated(sc).perGpu[MemoryComponent::KvCache];
    sc.parallelism.gpus = sc.parallelism.tensor = 8;
    EXPECT_DOUBLE_EQ(estimated(sc).perGpu[MemoryComponent::KvCache], one / 8);
    sc.parallelism.gpus = 16;
    sc.parallelism.tensor = 16; // 32 heads divide by 16, but only 8 KV heads to split
    EXPECT_DOUBLE_EQ(estimated(sc).perGpu[MemoryComponent::KvCache], one / 8);
}

TEST(InferenceWeights, QuantisedBytesPerParameter)
{
    EXPECT_DOUBLE_EQ(weightBytesPerParam(DType::Bf16), 2.0);
    EXPECT_DOUBLE_EQ(weightBytesPerParam(DType::Int8), 1.0);
    EXPECT_DOUBLE_EQ(weightBytesPerParam(DType::Nf4), 4.127 / 8); // Dettmers et al. 2023
    EXPECT_DOUBLE_EQ(weightBytesPerParam(DType::Int4), (4 + 16.0 / 128 + 4.0 / 128) / 8);
    Scenario sc = inference("llama-2-7b");
    const Estimate bf16 = estimated(sc);
    EXPECT_DOUBLE_EQ(bf16.perGpu[MemoryComponent::Weights], 2.0 * bf16.params.total);
    sc.precision.weights = DType::Int4;
    const Estimate int4 = estimated(sc);
    const ParameterCounts& c = int4.params;
    EXPECT_DOUBLE_EQ(int4.perGpu[MemoryComponent::Weights],
                     c.layerMatrices * weightBytesPerParam(DType::Int4) + (c.total - c.layerMatrices) * 2.0);
}

// Decoding one sequence reads every weight per token: memory-bound, and
// tokens/s ≈ bandwidth × efficiency / model bytes (the rule of thumb).
TEST(InferenceSpeed, DecodeIsMemoryBoundAtBatchOne)
{
    const Estimate e = estimated(inference("llama-2-7b"));
    EXPECT_EQ(e.bottleneck, Bottleneck::Memory);
    const Gpu* h100 = builtinCatalog().findGpu("h100-sxm");
    ASSERT_NE(h100, nullptr);
    const double ruleTokensPerSecond = h100->bandwidthBytesPerS * 0.8 / (2.0 * e.params.total);
    EXPECT_NEAR(e.tokensPerSecondPerSequence / ruleTokensPerSecond, 1.0, 0.1);
    // Prefill of 1000 tokens is compute-bound: longer than its GEMMs at the
    // full dense peak (the LM head for the last token only), and than the
    // weights' read time.
    const double lmHead = 32000.0 * 4096.0;
    const double prefillAtPeak = (1000 * 2 * (e.params.matmulPerToken - lmHead) + 2 * lmHead) / e.peakFlopsPerGpu;
    EXPECT_GE(e.timeToFirstToken, prefillAtPeak);
    EXPECT_GE(e.timeToFirstToken, 2.0 * e.params.total / h100->bandwidthBytesPerS);
}

// With short contexts a large batch amortises the weight reads until the step
// is compute-bound; at long contexts the KV-cache reads keep it memory-bound.
TEST(InferenceSpeed, LargeBatchBecomesComputeBound)
{
    Scenario sc = inference("llama-3-8b", 512);
    sc.workload.promptTokens = 100;
    const Estimate e = estimated(sc);
    EXPECT_EQ(e.bottleneck, Bottleneck::Compute);
    sc.workload.microBatchSize = 1;
    EXPECT_GT(e.inferenceTokensPerSecond, estimated(sc).inferenceTokensPerSecond * 50);
    sc.workload.microBatchSize = 512;
    sc.workload.promptTokens = 8192;
    EXPECT_EQ(estimated(sc).bottleneck, Bottleneck::Memory);
}

// The largest batch is one number (decode.h, kvCapacity): the serving
// model's concurrency limit, and the boundary of "fits": at the largest
// batch it fits, one more sequence overflows the runtime's KV share.
TEST(InferenceCapacity, MaxBatchIsTheBoundary)
{
    for (const char* preset : {"llama-2-7b", "llama-3-8b", "mistral-7b"}) {
        Scenario sc = inference(preset);
        const Estimate e = estimated(sc);
        ASSERT_GT(e.maxBatch, 0) << preset;
        auto served = evaluateServing(resolved(sc), builtinCatalog());
        ASSERT_TRUE(served) << preset;
        EXPECT_EQ(served->maxConcurrency, e.maxBatch) << preset;
        sc.workload.microBatchSize = e.maxBatch;
        EXPECT_TRUE(estimated(sc).fits) << preset;
        EXPECT_EQ(estimated(sc).maxBatch, e.maxBatch) << preset;
        sc.workload.microBatchSize = e.maxBatch + 1;
        const Estimate over = estimated(sc);
        EXPECT_FALSE(over.fits) << preset;
        EXPECT_TRUE(over.hasWarning(Warning::DoesNotFit)) << preset;
    }
}

// The memory's boundary is exact; the longest usable context stops at the
// model's window (Llama 2: max_position_embeddings 4,096) when that is shorter.
TEST(InferenceCapacity, MaxContextIsTheBoundary)
{
    Scenario sc = inference("llama-2-7b", 4);
    const Estimate e = estimated(sc);
    ASSERT_GT(e.maxContextMemory, sc.workload.outputTokens);
    EXPECT_EQ(e.maxContext, std::min<std::int64_t>(e.maxContextMemory, 4096));
    sc.workload.promptTokens = e.maxContextMemory - sc.workload.outputTokens;
    EXPECT_TRUE(estimated(sc).fits);
    sc.workload.promptTokens += 1;
    EXPECT_FALSE(estimated(sc).fits);
}

TEST(InferenceSpeed, MixtureOfExpertsReadsOnlyTouchedExperts)
{
    const Estimate one = estimated(inference("mixtral-8x7b", 1));
    const Estimate many = estimated(inference("mixtral-8x7b", 64));
    // Batch 1 touches 2 of 8 experts: the step reads far less than all weights.
    EXPECT_LT(one.decodeMemorySeconds * 0.8 * 3.35e12, 2.0 * one.params.total * 0.5);
    EXPECT_GT(many.decodeMemorySeconds, one.decodeMemorySeconds);
}

} // namespace

namespace headroom {
namespace {

// Issue 14 item 8: the KV cache by layer kind. gpt-oss alternates full and
// 128-token sliding-window layers, DeepSeek-V3 caches MLA's latent, Llama 2
// has full layers only; the parts always add up to the KV cache.
TEST(Inference, KvCacheByLayerKind)
{
    const auto kvOf = [](const char* preset) {
        Scenario s;
        s.model.preset = preset;
        s.workload.mode = Mode::Inference;
        s.workload.microBatchSize = 4;
        s.workload.promptTokens = 8192;
        s.workload.outputTokens = 1024;
        s.parallelism = Parallelism{};
        s.parallelism.gpus = 8;
        s.parallelism.tensor = 8;
        s.hardware.gpu = "h200";
        return test::estimated(s);
    };
    for (const char* preset : {"gpt-oss-120b", "deepseek-v3", "llama-2-7b"}) {
        const Estimate e = kvOf(preset);
        const double sum = e.kvParts[0] + e.kvParts[1] + e.kvParts[2];
        EXPECT_GT(e.perGpu[MemoryComponent::KvCache], 0) << preset;
        EXPECT_NEAR(sum, e.perGpu[MemoryComponent::KvCache], 1e-6 * sum) << preset;
    }
    const Estimate oss = kvOf("gpt-oss-120b");
    // 18 windowed layers hold 128 tokens each; 18 full layers hold all 9,216.
    EXPECT_GT(oss.kvParts[std::size_t(KvPart::Window)], 0);
    EXPECT_NEAR(oss.kvParts[std::size_t(KvPart::Context)] / oss.kvParts[std::size_t(KvPart::Window)],
                (8192.0 + 1024.0) / 128.0, 1e-9);
    EXPECT_FALSE(oss.kvLatent);
    const Estimate ds = kvOf("deepseek-v3");
    EXPECT_TRUE(ds.kvLatent);
    EXPECT_EQ(ds.kvParts[std::size_t(KvPart::Window)], 0);
    const Estimate llama = kvOf("llama-2-7b");
    EXPECT_EQ(llama.kvParts[std::size_t(KvPart::Window)] + llama.kvParts[std::size_t(KvPart::State)], 0);
    // Training keeps no KV cache.
    Scenario train;
    EXPECT_EQ(test::estimated(train).kvParts[0], 0);
}

} // namespace
} // namespace headroom
