// Weight bytes per storage format (docs/model.md §5b).

#include "testutil.h"

#include "headroom/model/inventory.h"
#include "headroom/model/weights.h"

using namespace headroom;
using namespace headroom::test;

namespace {

ModelSpec preset(const char* id)
{
    const ModelPreset* p = builtinCatalog().findModel(id);
    EXPECT_TRUE(p) << id;
    return p ? p->spec : ModelSpec{};
}

// llama.cpp, tools/quantize/README.md: bits per weight of whole GGUF files of
// Llama-3.1-8B (the same architecture as the llama-3-8b preset), printed to two
// decimals. The _K_M/_K_S mixes keep attn_v, ffn_down and the output at higher
// types by llama.cpp's per-tensor rule (src/llama-quant.cpp): one number per
// type would miss them.
TEST(Weights, GgufMixesMatchLlamaCppsBitsPerWeight)
{
    const ModelSpec m = preset("llama-3-8b");
    struct Row {
        DType type;
        double bpw;
    };
    for (const Row& r : {Row{DType::Q4_K_M, 4.89}, Row{DType::Q5_K_M, 5.70}, Row{DType::Q4_K_S, 4.67},
                         Row{DType::Q6_K, 6.56}, Row{DType::Q2_K, 3.16}, Row{DType::Iq4_Xs, 4.46}}) {
        EXPECT_NEAR(weightFormat(m, r.type).bitsPerWeight(), r.bpw, 0.006) << toString(r.type);
    }
}

// A MoE model tensor by tensor: Qwen/Qwen3-30B-A3B-GGUF @dae61f03,
// Qwen3-30B-A3B-Q4_K_M.gguf, 18,556,685,824 bytes (sha256 0d003f66..., the
// size two public download manifests pin beside that hash). The file is the
// tensors plus its header: metadata (the 151,669-token vocabulary and its
// 151,387 merges, about 6 MB) and 579 tensor descriptions, so the tensors
// must come a few MB under it. llama.cpp types the stacked experts' ffn_down
// by the block the name gives, over 48 layers; scaling a dense layer's mix to
// the MoE shapes instead gave 18,578,991,247 bytes, more than the whole file.
TEST(Weights, GgufMoeTensorByTensorFitsThePublishedFile)
{
    const double file = 18556685824.0;
    const double tensors = weightFormat(preset("qwen3-30b-a3b"), DType::Q4_K_M).totalBytes;
    EXPECT_LT(tensors, file);
    EXPECT_GT(tensors, file - 8e6);
}

// Block layouts (ggml): Q8_0 34 bytes per 32 weights, Q4_0 18 per 32, Q6_K 210
// per 256, Q4_K 144 per 256; MXFP4 4 bits + an 8-bit scale per 32; NVFP4 4 bits
// + an FP8 scale per 16; GPTQ/AWQ int4 4 bits + a 16-bit scale and a 4-bit zero
// per 128.
TEST(Weights, BlockLayouts)
{
    EXPECT_DOUBLE_EQ(weightBytesPerParam(DType::Q8_0) * 8, 8.5);
    EXPECT_DOUBLE_EQ(weightBytesPerParam(DType::Q4_0) * 8, 4.5);
    EXPECT_DOUBLE_EQ(weightBytesPerParam(DType::Q6_K) * 8, 6.5625);
    EXPECT_DOUBLE_EQ(weightBytesPerParam(DType::Q4_K_M) * 8, 4.5);
    EXPECT_DOUBLE_EQ(weightBytesPerParam(DType::Mxfp4) * 8, 4.25);
    EXPECT_DOUBLE_EQ(weightBytesPerParam(DType::Nvfp4) * 8, 4.5);
    EXPECT_NEAR(weightBytesPerParam(DType::Int4Awq) * 8, 4.156, 0.001);
    EXPECT_DOUBLE_EQ(weightBytesPerParam(DType::Int4Gptq), weightBytesPerParam(DType::Int4Awq));
}

// Plain formats keep what they always did: matrices at the format, the rest
// at 16 bits; the estimate's weight memory is the format's total on one GPU.
TEST(Weights, PlainFormatsAndTheEstimateAgree)
{
    const ModelSpec m = preset("llama-3-8b");
    const ParameterCounts c = countParameters(m);
    EXPECT_DOUBLE_EQ(weightFormat(m, DType::Bf16).totalBytes, c.total * 2);
    EXPECT_DOUBLE_EQ(weightFormat(m, DType::Int8).totalBytes, c.layerMatrices + (c.total - c.layerMatrices) * 2);
    for (DType d : {DType::Bf16, DType::Fp8, DType::Nvfp4, DType::Q4_K_M, DType::Q8_0}) {
        Scenario s;
        s.model.preset = "llama-3-8b";
        s.workload.mode = Mode::Inference;
        s.parallelism.gpus = 1;
        s.precision.weights = d;
        EXPECT_NEAR(estimated(s).perGpu[MemoryComponent::Weights], weightFormat(m, d).totalBytes, 1.0) << toString(d);
    }
    // Every format reads back by its name.
    for (DType d : kDTypes)
        EXPECT_EQ(fromString<DType>(toString(d)), d);
}

} // namespace
