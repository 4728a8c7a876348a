#include "headroom/model/inventory.h"
#include "testutil.h"

#include <cmath>

using namespace headroom;
using namespace headroom::test;

namespace {

constexpr double GB = 1e9;      // ZeRO reports decimal GB (16 × 7.5e9 = 120e9 exactly)
constexpr double MiB = 1048576; // accelerate's "MB" divides by 1024²

// Rajbhandari et al. 2020 (ZeRO), Figure 1: 7.5B parameters, N_d = 64,
// K = 12 (mixed precision Adam): 120 GB, 31.4 GB, 16.6 GB, 1.9 GB for
// baseline, P_os, P_os+g, P_os+g+p. Exact: 31.40625, 16.640625, 1.875.
TEST(ZeroMemory, Figure1)
{
    const double exact[] = {120.0, 31.40625, 16.640625, 1.875};
    for (int stage = 0; stage <= 3; ++stage) {
        const Estimate e = estimated(modelStatesOnly(7.5e9, 64, stage));
        EXPECT_NEAR(modelStateBytes(e) / GB, exact[stage], 1e-9) << "ZeRO stage " << stage;
    }
}

// ZeRO Table 1: per-device model-state memory (GB) against DP degree. The 7.5B
// column is rounded to 0.1; the 128B and 1T columns are truncated, so allow 1 GB.
TEST(ZeroMemory, Table1)
{
    const int nd[] = {1, 4, 16, 64, 256, 1024};
    struct Column {
        double params;
        double os[6], osg[6], osgp[6];
        double tolerance;
    };
    const Column columns[] = {
        {7.5e9,
         {120, 52.5, 35.6, 31.4, 30.4, 30.1},
         {120, 41.3, 21.6, 16.6, 15.4, 15.1},
         {120, 30, 7.5, 1.88, 0.47, 0.12},
         0.06},
        {128e9, {2048, 896, 608, 536, 518, 513}, {2048, 704, 368, 284, 263, 257}, {2048, 512, 128, 32, 8, 2}, 1.0},
        {1e12,
         {16000, 7000, 4750, 4187, 4046, 4011},
         {16000, 5500, 2875, 2218, 2054, 2013},
         {16000, 4000, 1000, 250, 62.5, 15.6},
         1.0},
    };
    for (const Column& c : columns) {
        for (int i = 0; i < 6; ++i) {
            SCOPED_TRACE(testing::Message() << c.params << " params, Nd=" << nd[i]);
            EXPECT_NEAR(modelStateBytes(estimated(modelStatesOnly(c.params, nd[i], 1))) / GB, c.os[i], c.tolerance);
            EXPECT_NEAR(modelStateBytes(estimated(modelStatesOnly(c.params, nd[i], 2))) / GB, c.osg[i], c.tolerance);
            EXPECT_NEAR(modelStateBytes(estimated(modelStatesOnly(c.params, nd[i], 3))) / GB, c.osgp[i], c.tolerance);
        }
    }
}

// ZeRO §3.1: GPT-2 1.5B needs 24 GB of model states in mixed precision, of
// which the fp16 parameters are 3 GB.
TEST(ZeroMemory, Gpt2SixteenBytesPerParameter)
{
    const Estimate e = estimated(modelStatesOnly(1.5e9, 1, 0));
    EXPECT_NEAR(modelStateBytes(e) / GB, 24.0, 1e-9);
    EXPECT_NEAR(e.perGpu[MemoryComponent::Weights] / GB, 3.0, 1e-9);
}

// docs/model.md §2 table, per recipe (AdamW): w + g + m + o bytes per parameter.
TEST(ModelStates, RecipeBytesPerParameter)
{
    struct Row {
        Recipe recipe;
        double total;
    };
    const Row rows[] = {{Recipe::Fp32, 16},      {Recipe::AmpBf16, 16},           {Recipe::AmpFp16, 16},
                        {Recipe::MixedBf16, 16}, {Recipe::MixedBf16Fp32Grad, 18}, {Recipe::PureBf16, 8},
                        {Recipe::Fp8Mixed, 16}};
    for (const Row& r : rows) {
        Scenario s = modelStatesOnly(1e9, 1, 0);
        s.precision.recipe = r.recipe;
        s.optimizer = Optimizer::AdamW;
        EXPECT_NEAR(modelStateBytes(estimated(s)) / 1e9, r.total, 1e-12) << toString(r.recipe);
    }
}

// transformers docs (model_memory_anatomy.md): AdamW 8, 8-bit AdamW 2, SGD with
// momentum 4 bytes per parameter of optimizer state; mixed precision with
// AdamW totals 18 bytes (fp32 gradients, as Megatron-LM's recipe).
TEST(ModelStates, OptimizerStateBytes)
{
    struct Row {
        Optimizer opt;
        double bytes;
    };
    for (const Row& r : {Row{Optimizer::AdamW, 8}, Row{Optimizer::AdamW8bit, 2}, Row{Optimizer::SgdMomentum, 4},
                         Row{Optimizer::Lion, 4}, Row{Optimizer::Sgd, 0}}) {
        Scenario s = modelStatesOnly(1e9, 1, 0);
        s.optimizer = r.opt;
        EXPECT_NEAR(estimated(s).perGpu[MemoryComponent::OptimizerStates] / 1e9, r.bytes, 1e-12) << toString(r.opt);
    }
    Scenario s = modelStatesOnly(1e9, 1, 0);
    s.precision.recipe = Recipe::MixedBf16Fp32Grad;
    EXPECT_NEAR(modelStateBytes(estimated(s)) / 1e9, 18.0, 1e-12);
}

// Megatron-LM's distributed optimizer is ZeRO-1 on the 18-byte recipe:
// 6 + 12/N_d bytes per parameter (docs/model.md §2).
TEST(ModelStates, MegatronDistributedOptimizer)
{
    for (int nd : {1, 8, 64}) {
        Scenario s = modelStatesOnly(1e9, nd, 1);
        s.precision.recipe = Recipe::MixedBf16Fp32Grad;
        EXPECT_NEAR(modelStateBytes(estimated(s)) / 1e9, 6.0 + 12.0 / nd, 1e-12) << nd;
    }
}

// Adafactor keeps rows + cols per matrix: far below Adam's 8 bytes/param.
TEST(ModelStates, AdafactorIsFactored)
{
    Scenario s;
    s.model.preset = "llama-2-7b";
    s.optimizer = Optimizer::Adafactor;
    const Estimate e = estimated(s);
    const double perParam = e.perGpu[MemoryComponent::OptimizerStates] / e.params.total;
    EXPECT_GT(perParam, 0.0);
    EXPECT_LT(perParam, 0.1);
}

// huggingface/accelerate model_size_estimator.md for bert-base-cased
// (108,310,272 parameters; "MB" = 2^20 bytes): total 413.18 MB fp32 (the
// arithmetic gives 413.171; the doc rounds up),
// 206.59 MB fp16, 103.29 MB int8, largest layer (word embeddings) 84.95 MB,
// training with Adam in fp32 = 4 × the fp32 size = 1.61 GB (2^30).
TEST(AccelerateEstimator, BertBaseCased)
{
    const ModelPreset* m = builtinCatalog().findModel("bert-base-cased");
    ASSERT_NE(m, nullptr);
    const double n = countParameters(m->spec).total;
    EXPECT_NEAR(n * dtypeBytes(DType::Fp32) / MiB, 413.18, 0.01);
    EXPECT_NEAR(n * dtypeBytes(DType::Fp16) / MiB, 206.59, 0.005);
    EXPECT_NEAR(n * dtypeBytes(DType::Int8) / MiB, 103.29, 0.005);
    EXPECT_NEAR(double(m->spec.arch.vocab * m->spec.arch.hidden) * 4 / MiB, 84.95, 0.005);

    Scenario s;
    s.model.preset = "bert-base-cased";
    s.precision.recipe = Recipe::Fp32;
    s.optimizer = Optimizer::Adam;
    s.parallelism.gpus = 1;
    const Estimate e = estimated(s);
    EXPECT_NEAR(modelStateBytes(e) / (1024.0 * MiB), 1.61, 0.005);
}

// Korthikanti et al. 2022, Eq. 1-6 and Table 2, bytes per transformer layer
// for a GPT layer with 16-bit activations and dropout: s=2048, h=12288, a=96
// (GPT-3, where 5as/h = 80), b=1, t=8.
class Korthikanti : public testing::Test {
protected:
    Scenario gpt3(std::int64_t tensor, bool sp, Recompute rc) const
    {
        Scenario sc;
        sc.model.kind = ModelSource::Kind::Architecture;
        sc.model.architecture = gptArchitecture(96, 12288, 96);
        sc.workload.sequenceLength = 2048;
        sc.workload.microBatchSize = 1;
        sc.workload.globalBatchSize = 1024;
        sc.precision.recipe = Recipe::MixedBf16;
        sc.activations.flashAttention = false;
        sc.activations.recompute = rc;
        sc.parallelism.gpus = tensor;
        sc.parallelism.tensor = tensor;
        sc.parallelism.sequenceParallel = sp;
        return sc;
    }
    const double s = 2048, b = 1, h = 12288, a = 96, t = 8;
};

TEST_F(Korthikanti, FiveAsOverHIsEightyForGpt3)
{
    EXPECT_EQ(5 * a * s / h, 80.0);            // Korthikanti §4.1
    EXPECT_EQ(5 * 128 * 2048 / 20480.0, 64.0); // MT-NLG
}

TEST_F(Korthikanti, NoParallelism)
{
    const double expected = s * b * h * (34 + 5 * a * s / h); // Eq. 1
    EXPECT_DOUBLE_EQ(estimated(gpt3(1, false, Recompute::None)).activationBytesPerLayer, expected);
}

TEST_F(Korthikanti, TensorParallel)
{
    const double expected = s * b * h * (10 + 24 / t + 5 * a * s / (h * t)); // Eq. 2
    EXPECT_DOUBLE_EQ(estimated(gpt3(8, false, Recompute::None)).activationBytesPerLayer, expected);
}

TEST_F(Korthikanti, TensorAndSequenceParallel)
{
    const double expected = s * b * h / t * (34 + 5 * a * s / h); // Eq. 4
    EXPECT_DOUBLE_EQ(estimated(gpt3(8, true, Recompute::None)).activationBytesPerLayer, expected);
}

TEST_F(Korthikanti, SelectiveRecomputation)
{
    EXPECT_DOUBLE_EQ(estimated(gpt3(8, false, Recompute::Selective)).activationBytesPerLayer,
                     s * b * h * (10 + 24 / t)); // Table 2, TP + selective
    EXPECT_DOUBLE_EQ(estimated(gpt3(8, true, Recompute::Selective)).activationBytesPerLayer,
                     34 * s * b * h / t); // Eq. 6
}

TEST_F(Korthikanti, FullRecomputation)
{
    EXPECT_DOUBLE_EQ(estimated(gpt3(1, false, Recompute::Full)).activationBytesPerLayer, 2 * s * b * h);
    EXPECT_DOUBLE_EQ(estimated(gpt3(8, true, Recompute::Full)).activationBytesPerLayer, 2 * s * b * h / t);
}

// Eq. 5: the first pipeline stage holds L layers' worth under 1F1B when the
// micro-batches in flight reach p: s·b·h·L/t·(34 + 5as/h); interleaving with v
// virtual stages multiplies by 1 + (p−1)/(p·v). Embedding terms per Megatron-LM.
TEST_F(Korthikanti, PipelineFirstStageHoldsAllLayers)
{
    for (std::int64_t v : {1, 3}) {
        Scenario sc = gpt3(8, true, Recompute::None);
        sc.parallelism.pipeline = 8;
        sc.parallelism.virtualStages = v;
        sc.parallelism.gpus = 64;
        sc.workload.globalBatchSize = 64; // m = 64 ≥ p
        const Estimate e = estimated(sc);
        const double L = 96, p = 8;
        const double interleave = v > 1 ? 1 + (p - 1) / (p * double(v)) : 1.0; // only when interleaving
        const double layers = s * b * h * L / t * (34 + 5 * a * s / h);
        const double embedding = (8 * s * b * p + s * b * h * p) / t;
        EXPECT_NEAR(e.perGpu[MemoryComponent::Activations], (layers + embedding) * interleave, 1.0) << "v=" << v;
        EXPECT_EQ(e.perGpu[MemoryComponent::Logits], 0.0); // last stage, not the first
    }
}

// The general formula for a Llama-style layer (GQA, SwiGLU, no dropout,
// FlashAttention) term by term.
TEST(Activations, GeneralLayerLlamaStyle)
{
    Scenario sc;
    sc.model.preset = "llama-3-8b"; // h 4096, a 32, g 8, d 128, f 14336
    sc.workload.sequenceLength = 8192;
    sc.workload.microBatchSize = 2;
    sc.parallelism.gpus = 8;
    const Estimate e = estimated(sc);
    const double s = 8192, b = 2, h = 4096, a = 32, g = 8, d = 128, f = 14336, E = 2;
    const double replicated = E * s * b * h * 4; // QKV input, MLP input, two RMSNorm inputs
    const double split = E * s * b * (a * d + 2 * g * d + a * d) + 3 * E * s * b * f;
    const double lse = 4 * a * s * b;
    EXPECT_DOUBLE_EQ(e.activationBytesPerLayer, replicated + split + lse);
}

TEST(Activations, LogitsAreFp32AndVocabSplit)
{
    Scenario sc;
    sc.model.preset = "llama-3-8b"; // V = 128256
    sc.workload.sequenceLength = 8192;
    sc.parallelism.gpus = 8;
    const Estimate e = estimated(sc);
    const double s = 8192, h = 4096, V = 128256;
    EXPECT_DOUBLE_EQ(e.perGpu[MemoryComponent::Logits], 4 * s * h * (1 + V / h)); // docs/model.md §3
    EXPECT_GT(e.perGpu[MemoryComponent::Logits], 4.0 * (1u << 30));               // GiBs at 128k vocab
}

// QLoRA (Dettmers et al. 2023): NF4 base at 4.127 bits per parameter for the
// quantised layer matrices; adapters carry the full recipe.
TEST(Adapters, QloraBaseWeights)
{
    Scenario sc;
    sc.model.preset = "llama-2-7b";
    sc.workload.mode = Mode::Qlora;
    sc.workload.loraRank = 64;
    sc.parallelism.gpus = 1;
    sc.workload.globalBatchSize = 16;
    sc.activations.recompute = Recompute::Full;
    const Estimate e = estimated(sc);
    const ParameterCounts c = e.params;
    const double adapters = e.trainableParameters;
    // Hu et al. 2021: r·(d_in + d_out) per matrix; Llama-2-7B, all 7 projections, r = 64.
    const double perLayer = 64.0 * ((4096 + 4096) * 4 + (4096 + 11008) * 3);
    EXPECT_EQ(adapters, 32 * perLayer);
    const double base = c.layerMatrices * 4.127 / 8 + (c.total - c.layerMatrices) * 2;
    EXPECT_NEAR(e.perGpu[MemoryComponent::Weights], base + adapters * 2, 1.0);
    EXPECT_NEAR(e.perGpu[MemoryComponent::OptimizerStates], adapters * 8, 1e-3);
    EXPECT_NEAR(e.perGpu[MemoryComponent::Gradients], adapters * 2, 1e-3);
    EXPECT_FALSE(e.hasWarning(Warning::QloraWithoutRecompute));
}

TEST(Adapters, LoraKeepsFullFineTuningActivations)
{
    Scenario full;
    full.model.preset = "llama-2-7b";
    full.parallelism.gpus = 1;
    full.workload.globalBatchSize = 16;
    Scenario lora = full;
    lora.workload.mode = Mode::Lora;
    EXPECT_DOUBLE_EQ(estimated(lora).perGpu[MemoryComponent::Activations],
                     estimated(full).perGpu[MemoryComponent::Activations]);
    EXPECT_LT(estimated(lora).perGpu.total(), estimated(full).perGpu.total());
}

TEST(Overhead, FixedAndFractionAreTheirOwnBar)
{
    Scenario sc;
    sc.overhead.fixedBytes = 2e9;
    sc.overhead.fraction = 0.1;
    const Estimate e = estimated(sc);
    const double rest = e.perGpu.total() - e.perGpu[MemoryComponent::Overhead];
    EXPECT_NEAR(e.perGpu[MemoryComponent::Overhead], 2e9 + 0.1 * rest, 1.0);
}

} // namespace
