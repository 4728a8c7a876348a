#include "testutil.h"

#include "headroom/model/inventory.h"
#include "headroom/model/model.h"

#include <bit>

using namespace headroom;
using headroom::test::builtinCatalog;

namespace {

struct PublishedCount {
    const char* preset;
    double parameters;
    const char* source;
};

// Exact parameter counts of the published checkpoints (reference/published.json,
// "params_*" oracles: each config.json's arithmetic cross-checked; torchvision docs
// for ResNet-50 and ViT-B/16).
const PublishedCount kPublished[] = {
    {"gpt2", 124439808, "openai-community/gpt2 config.json (124M)"},
    {"gpt2-medium", 354823168, "gpt2-medium config.json (355M)"},
    {"gpt2-large", 774030080, "gpt2-large config.json (774M)"},
    {"gpt2-xl", 1557611200, "openai-community/gpt2-xl config.json (1.5B)"},
    {"bert-base", 109482240, "bert-base-uncased config.json (110M)"},
    {"bert-base-cased", 108310272, "bert-base-cased config.json; accelerate docs 413.18 MB fp32"},
    {"bert-large", 335141888, "bert-large-uncased config.json (340M)"},
    {"llama-2-7b", 6738415616, "meta-llama/Llama-2-7b-hf config.json"},
    {"mistral-7b", 7241732096, "mistralai/Mistral-7B-v0.1 config.json"},
    {"mixtral-8x7b", 46702792704, "mistralai/Mixtral-8x7B-v0.1 config.json (47B total)"},
    {"resnet-50", 25557032, "torchvision ResNet50_Weights.IMAGENET1K_V1 num_params"},
    {"vit-b-16", 86567656, "torchvision ViT_B_16_Weights.IMAGENET1K_V1 num_params"},
};

TEST(Params, PublishedCountsAreExact)
{
    for (const auto& p : kPublished) {
        SCOPED_TRACE(p.preset);
        const ModelPreset* m = builtinCatalog().findModel(p.preset);
        ASSERT_NE(m, nullptr) << "preset missing: " << p.preset;
        EXPECT_EQ(countParameters(m->spec).total, p.parameters) << p.source;
    }
}

// Every preset in the catalog reproduces the count it records from its published config.
TEST(Params, EveryCatalogPresetMatchesItsPublishedCount)
{
    ASSERT_FALSE(builtinCatalog().models.empty());
    for (const auto& m : builtinCatalog().models) {
        SCOPED_TRACE(m.spec.id);
        EXPECT_GT(m.publishedParameters, 0);
        EXPECT_EQ(countParameters(m.spec).total, m.publishedParameters) << m.source;
    }
}

TEST(Params, SpecPresetsArePresent)
{
    for (const char* id : {"gpt2", "gpt2-medium", "gpt2-large", "gpt2-xl", "bert-base", "bert-large", "llama-2-7b",
                           "llama-2-13b", "llama-2-70b", "llama-3-8b", "llama-3-70b", "llama-3.1-405b", "mistral-7b",
                           "mixtral-8x7b", "qwen2.5-7b", "gemma-2-9b", "phi-3-mini", "resnet-50", "vit-b-16"})
        EXPECT_NE(builtinCatalog().findModel(id), nullptr) << id;
}

// Mixtral 8x7B with top-2 routing: 12,879,925,248 active parameters
// (reference/published.json "params_Mixtral_active"; paper: "13B active").
TEST(Params, MixtralActiveParameters)
{
    const ModelPreset* m = builtinCatalog().findModel("mixtral-8x7b");
    ASSERT_NE(m, nullptr);
    EXPECT_EQ(countParameters(m->spec).activePerToken, 12879925248.0);
}

// Narayanan et al. 2021, Eq. 2: P = 12·l·h²·(1 + 13/(12h) + (V + s)/(12·l·h)).
// Our GPT count adds the final LayerNorm (2h), which Eq. 2 leaves out.
TEST(Params, NarayananEquation2)
{
    struct Row {
        std::int64_t heads, hidden, layers;
        double publishedBillions; // Table 1, rounded to 0.1 B
    };
    const Row rows[] = {{24, 2304, 24, 1.7},      {32, 3072, 30, 3.6},     {32, 4096, 36, 7.5},
                        {48, 6144, 40, 18.4},     {64, 8192, 48, 39.1},    {80, 10240, 60, 76.1},
                        {96, 12288, 80, 145.6},   {128, 16384, 96, 310.1}, {128, 20480, 105, 529.6},
                        {160, 25600, 128, 1008.0}};
    for (const Row& r : rows) {
        const double l = double(r.layers), h = double(r.hidden), V = 51200, s = 2048;
        const double eq2 = 12 * l * h * h * (1 + 13 / (12 * h) + (V + s) / (12 * l * h));
        const double ours = countParameters(test::gptArchitecture(r.layers, r.hidden, r.heads)).total;
        EXPECT_NEAR(ours, eq2 + 2 * h, 1e-6 * eq2) << r.hidden;
        EXPECT_NEAR(ours / 1e9, r.publishedBillions, 0.06) << r.hidden; // Table 1 rounds
    }
}

TEST(Params, GqaAndHeadDimAndQkvBias)
{
    Architecture a;
    a.layers = 1;
    a.hidden = 64;
    a.heads = 8;
    a.kvHeads = 2;
    a.headDim = 16; // explicit: a·d = 128 ≠ h
    a.ffn = 128;
    a.vocab = 10;
    a.gatedMlp = true;
    a.bias = BiasKind::Qkv;
    a.finalNorm = false;
    const ParameterCounts c = countParameters(a);
    const double attn = 64 * 128 + 2 * 64 * 32 + 128 * 64 + (128 + 2 * 32);
    EXPECT_EQ(c.attentionPerLayer, attn);
    EXPECT_EQ(c.mlpPerExpert, 3 * 64 * 128);
    EXPECT_EQ(c.normsPerLayer, 2 * 64);
    EXPECT_EQ(c.total, attn + 3 * 64 * 128 + 2 * 64 + 2 * 10 * 64);
}

TEST(Params, ScaleArchitectureHitsTarget)
{
    const ModelPreset* llama = builtinCatalog().findModel("llama-2-7b");
    ASSERT_NE(llama, nullptr);
    for (double target : {1e6, 1e8, 7e9, 70e9, 1e12, 2e12}) {
        const Architecture a = scaleArchitecture(llama->spec.arch, target);
        const double got = countParameters(a).total;
        EXPECT_NEAR(got / target, 1.0, target < 1e8 ? 0.5 : 0.1) << target;
        EXPECT_GE(a.layers, 1);
        EXPECT_EQ(a.heads % a.kvHeadsOr(), 0);
    }
}

// Issue 29 item 8: a custom size keeps head counts that tensor parallel 2, 4
// and 8 divide (a multiple of 8, as every published model from 1 B up has)
// and a power-of-two number of KV heads that divides them: typing 13 B into
// Size once built 39 heads and 3 KV heads from Llama 3 8B, which TP 2 cannot split.
TEST(Params, ScaleArchitectureKeepsHeadsDivisibleByCommonTensorSizes)
{
    for (const char* id : {"llama-3-8b", "llama-2-7b", "mistral-7b", "qwen2.5-7b", "gpt2"}) {
        const ModelPreset* family = builtinCatalog().findModel(id);
        ASSERT_NE(family, nullptr) << id;
        const bool grouped = family->spec.arch.kvHeadsOr() < family->spec.arch.heads;
        for (double target : {1e9, 3e9, 13e9, 20e9, 34e9, 70e9, 180e9}) {
            SCOPED_TRACE(std::string(id) + " at " + std::to_string(target));
            const Architecture a = scaleArchitecture(family->spec.arch, target);
            EXPECT_EQ(a.heads % 8, 0) << a.heads;
            EXPECT_EQ(a.heads % a.kvHeadsOr(), 0);
            if (grouped)
                EXPECT_TRUE(std::has_single_bit(std::uint64_t(a.kvHeadsOr()))) << a.kvHeadsOr();
            else
                EXPECT_EQ(a.kvHeadsOr(), a.heads);
            EXPECT_NEAR(countParameters(a).total / target, 1.0, 0.1);
        }
    }
}

// Hybrid families scale too: their counts of global and MLP layers keep
// their share of the stack, a linear block its size relative to hidden.
TEST(Params, ScaleArchitectureKeepsAHybridShape)
{
    for (const char* id : {"nemotron-nano-9b-v2", "granite-4.0-h-small", "qwen3-next-80b-a3b"}) {
        SCOPED_TRACE(id);
        const ModelPreset* family = builtinCatalog().findModel(id);
        ASSERT_NE(family, nullptr);
        for (double target : {1e9, 20e9, 200e9}) {
            const Architecture a = scaleArchitecture(family->spec.arch, target);
            EXPECT_NEAR(countParameters(a).total / target, 1.0, 0.15) << target;
            EXPECT_GE(a.globalLayers(), 1);
            EXPECT_LT(a.globalLayers(), a.layers);
            EXPECT_LE(a.mlpLayersOr(), a.layers);
            EXPECT_GT(a.linearParameters, 0);
            EXPECT_GT(kvShape(a).statePerSequence, 0.0);
        }
    }
}

// A base with more KV heads than heads (typed into the window's architecture
// fields) once made the divisor search count down for minutes.
TEST(Params, ScaleArchitectureFromAnInvalidBaseIsQuick)
{
    Architecture a;
    a.layers = 4;
    a.hidden = 64;
    a.heads = 1;
    a.kvHeads = 65536;
    a.ffn = 256;
    a.vocab = 1000;
    const Architecture s = scaleArchitecture(a, 1.9e13);
    EXPECT_GE(s.kvHeadsOr(), 1);
    EXPECT_LE(s.kvHeadsOr(), s.heads);
    EXPECT_EQ(s.heads % s.kvHeadsOr(), 0);
}

} // namespace
