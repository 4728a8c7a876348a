// Current architectures (docs/model.md section 1b): MLA, sliding windows,
// linear layers, MoE with shared experts and dense-first layers, MTP. Every
// figure here is either published (with its source) or follows from the
// config by the rules the comments give.
#include "headroom/catalog.h"
#include "headroom/estimate.h"
#include "headroom/hfimport.h"
#include "headroom/model/inventory.h"
#include "headroom/model/model.h"
#include "headroom/scenario.h"
#include "testutil.h"

#include "headroom/model/serving.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>

using namespace headroom;
using headroom::test::builtinCatalog;

namespace {

// deepseek-ai/DeepSeek-V3 config.json (the Hugging Face repository's copy):
// hidden 7168, 61 layers, 128 heads, q_lora 1536, kv_lora 512, nope 128,
// rope 64, v 128, 256 routed experts of 2048, 1 shared, top-8, 3 dense-first
// layers of 18432, vocab 129280, untied, 1 MTP module, noaux_tc routing.
Architecture deepseekV3()
{
    Architecture a;
    a.layers = 61;
    a.hidden = 7168;
    a.heads = 128;
    a.kvHeads = 128;
    a.headDim = 128;
    a.ffn = 18432;
    a.vocab = 129280;
    a.maxPositions = 163840;
    a.mla = {1536, 512, 128, 64, 128};
    a.experts = 256;
    a.expertsPerToken = 8;
    a.expertFfn = 2048;
    a.sharedFfn = 2048;
    a.denseLayers = 3;
    a.routerBias = true;
    a.mtpLayers = 1;
    return a;
}

Architecture uniformLlama()
{
    Architecture a; // Llama 2 7B's shape (docs/model.md section 1)
    a.layers = 32;
    a.hidden = 4096;
    a.heads = 32;
    a.ffn = 11008;
    return a;
}

Scenario inferenceOf(const Architecture& a, std::int64_t prompt, std::int64_t output)
{
    Scenario s;
    s.model.kind = ModelSource::Kind::Architecture;
    s.model.architecture = a;
    s.workload.mode = Mode::Inference;
    s.workload.microBatchSize = 1;
    s.workload.promptTokens = prompt;
    s.workload.outputTokens = output;
    s.precision.weights = DType::Bf16;
    s.precision.kvCache = DType::Bf16;
    s.parallelism.gpus = 1;
    s.hardware.gpu = "h200";
    return s;
}

double kvBytes(const Scenario& s)
{
    auto e = estimate(s, builtinCatalog());
    EXPECT_TRUE(e.ok()) << e.error().message();
    return e.ok() ? e->perGpu[MemoryComponent::KvCache] : -1;
}

} // namespace

// DeepSeek-V3: 671B total, 37B activated (DeepSeek-V3 technical report,
// abstract). The exact total from its config is 671,026,419,200; the MTP
// module brings the checkpoint to the "685B" of the model card.
TEST(Architectures, DeepseekV3ParameterCounts)
{
    const ParameterCounts c = countParameters(deepseekV3());
    EXPECT_EQ(c.total, 671026419200.0);
    EXPECT_NEAR(c.activePerToken / 1e9, 37.0, 0.6); // "37B activated" (embedding included: 37.55 B)
    // Model card: "685B" with the MTP module. Its checkpoint is FP8 with one
    // fp32 scale per 128×128 block (≈ 42 M more elements Hugging Face counts),
    // so the parameters alone come to 684.49 B.
    EXPECT_NEAR((c.total + c.mtp) / 1e9, 685.0, 0.6);
    EXPECT_GT(c.mtp, 13e9);
    // The MoE layers' routed experts are the part expert parallelism splits.
    EXPECT_EQ(c.routedPerLayer * 61, 58.0 * 256 * 3 * 7168 * 2048);
}

// DeepSeek-V2 §2.1 and docs/model.md §1b: MLA caches (kv_lora + rope) = 576
// elements per token per layer: 61·576·2 B = 70,272 B per token in bf16.
TEST(Architectures, MlaCachesItsLatent)
{
    const KvShape kv = kvShape(deepseekV3());
    EXPECT_EQ(kv.fullPerToken * 2, 70272.0);
    EXPECT_EQ(kv.tensorSplitLimit, 1.0); // the latent is replicated, not split by heads
    Scenario s = inferenceOf(deepseekV3(), 4096, 0);
    s.precision.weights = DType::Fp8;
    s.parallelism.gpus = 8;
    s.parallelism.tensor = 8;
    EXPECT_EQ(kvBytes(s), 70272.0 * 4096); // every rank holds the whole latent
}

// Mistral 7B v0.1 attends to (and caches) at most 4096 tokens per layer
// (Jiang et al. 2023 §2, config sliding_window 4096): 32k of context caches
// what 4k does.
TEST(Architectures, SlidingWindowStopsGrowing)
{
    const ModelPreset* mistral = builtinCatalog().findModel("mistral-7b");
    ASSERT_NE(mistral, nullptr);
    ASSERT_EQ(mistral->spec.arch.local, AttentionKind::SlidingWindow);
    Scenario s = inferenceOf(mistral->spec.arch, 4096, 0);
    const double at4k = kvBytes(s);
    EXPECT_EQ(at4k, 2.0 * 32 * 8 * 128 * 4096 * 2); // 2·L·g·d·c·e
    s.workload.promptTokens = 32768 - 512;
    s.workload.outputTokens = 512;
    EXPECT_EQ(kvBytes(s), at4k);
}

// Gemma 3 (Gemma 3 report §2.1): five local layers of 1024 tokens to one
// global; 62 layers give 10 global and 52 local.
TEST(Architectures, InterleavedWindowsCountEachKind)
{
    Architecture a;
    a.layers = 62;
    a.hidden = 5376;
    a.heads = 32;
    a.kvHeads = 16;
    a.headDim = 128;
    a.ffn = 21504;
    a.vocab = 262208;
    a.local = AttentionKind::SlidingWindow;
    a.window = 1024;
    a.globalEvery = 6;
    EXPECT_EQ(a.globalLayers(), 10);
    EXPECT_EQ(a.localLayers(), 52);
    const double perLayerToken = 2.0 * 16 * 128;
    const KvShape kv = kvShape(a);
    EXPECT_EQ(kv.elements(32768), perLayerToken * (10.0 * 32768 + 52.0 * 1024));
    EXPECT_EQ(kvBytes(inferenceOf(a, 32768, 0)), 2.0 * perLayerToken * (10.0 * 32768 + 52.0 * 1024));
    // Below the window every layer caches the whole context.
    EXPECT_EQ(kv.elements(512), perLayerToken * 62 * 512);
}

// Linear-attention layers hold a constant state; only the global ones grow.
TEST(Architectures, LinearLayersHoldAConstantState)
{
    Architecture a = uniformLlama();
    a.local = AttentionKind::Linear;
    a.globalEvery = 4;
    a.linearState = 32 * 128 * 128;
    a.linearParameters = 50'000'000;
    const KvShape kv = kvShape(a);
    EXPECT_EQ(kv.statePerSequence, 24.0 * 32 * 128 * 128);
    EXPECT_EQ(kv.fullPerToken, 8.0 * 2 * 32 * 128);
    EXPECT_EQ(kv.elements(1000) - kv.elements(0), 1000 * kv.fullPerToken);
    // The linear blocks replace those layers' attention in the count.
    const ParameterCounts c = countParameters(a);
    const ParameterCounts plain = countParameters(uniformLlama());
    EXPECT_EQ(c.total - plain.total, 24.0 * (50'000'000 - 4.0 * 4096 * 4096));
}

// A uniform stack is section 1's special case: the same figures, and its
// JSON keeps no section-1b keys.
TEST(Architectures, UniformStackIsTheSpecialCase)
{
    const Architecture a = uniformLlama();
    EXPECT_TRUE(a.uniform());
    EXPECT_EQ(countParameters(a).total, 6738415616.0); // Llama 2 7B (docs/model.md section 1)
    const KvShape kv = kvShape(a);
    EXPECT_EQ(kv.fullPerToken, 2.0 * 32 * 32 * 128);
    EXPECT_EQ(kv.localPerToken, 0.0);
    EXPECT_EQ(attentionScoreWidth(a, 4096), 32.0 * 4096);
    Scenario s;
    s.model.kind = ModelSource::Kind::Architecture;
    s.model.architecture = a;
    const std::string text = scenarioToJson(s);
    for (const char* key : {"mla", "local_attention", "window", "qk_norm", "expert_ffn", "mtp_layers"})
        EXPECT_EQ(text.find(std::string("\"") + key + "\""), std::string::npos) << key;
}

TEST(Architectures, ScenarioRoundTripKeepsEveryField)
{
    Architecture a = deepseekV3();
    a.local = AttentionKind::SlidingWindow;
    a.window = 4096;
    a.globalEvery = 2;
    a.qkNorm = QkNorm::PerHead;
    a.attentionSinks = true;
    Scenario s;
    s.model.kind = ModelSource::Kind::Architecture;
    s.model.architecture = a;
    auto back = parseScenario(scenarioToJson(s));
    ASSERT_TRUE(back.ok()) << back.error().message();
    EXPECT_EQ(back->model.architecture, a);
}

TEST(Architectures, BadFieldsNameTheirPath)
{
    const char* base = R"({"version": 2, "model": {"architecture": {"layers": 4, "hidden": 256, "heads": 4, %s}}})";
    auto parsed = [&](const char* extra) {
        char text[512];
        std::snprintf(text, sizeof text, base, extra);
        return parseScenario(text);
    };
    auto noWindow = parsed(R"("local_attention": "sliding_window")");
    ASSERT_FALSE(noWindow.ok());
    EXPECT_EQ(noWindow.error().path, "model.architecture.window");
    auto unknown = parsed(R"("local_attention": "dilated")");
    ASSERT_FALSE(unknown.ok());
    EXPECT_EQ(unknown.error().path, "model.architecture.local_attention");
    EXPECT_NE(unknown.error().message().find("sliding_window"), std::string::npos);
    auto mla = parsed(R"("mla": {"kv_lora_rank": 512})");
    ASSERT_FALSE(mla.ok());
    EXPECT_EQ(mla.error().path, "model.architecture.mla.v_head_dim");
    auto dense = parsed(R"("dense_layers": 9)");
    ASSERT_FALSE(dense.ok());
    EXPECT_EQ(dense.error().path, "model.architecture.dense_layers");
}

// MoE active parameters: top-k routed plus shared, dense layers whole.
TEST(Architectures, SharedExpertsAndDenseLayersAreAlwaysActive)
{
    Architecture a = uniformLlama();
    a.experts = 8;
    a.expertsPerToken = 2;
    a.expertFfn = 1024;
    a.sharedFfn = 2048;
    a.denseLayers = 2;
    const ParameterCounts c = countParameters(a);
    const double h = 4096, expert = 3 * h * 1024, shared = 3 * h * 2048, dense = 3 * h * 11008, router = h * 8;
    const double attention = 4 * h * h, norms = 2 * h;
    const double layers = 30 * (attention + norms + 8 * expert + shared + router) + 2 * (attention + norms + dense);
    EXPECT_EQ(c.layers, layers);
    EXPECT_EQ(c.activePerToken - c.embedding - c.lmHead - c.other,
              30 * (attention + norms + 2 * expert + shared + router) + 2 * (attention + norms + dense));
}

namespace {

std::string hfConfig(const char* dir)
{
    return std::string(HEADROOM_TESTDATA_DIR) + "/hf/" + dir + "/config.json";
}

struct PublishedCount {
    const char* dir; // tests/data/hf/<dir>/config.json (SOURCE.txt: repository, commit, path)
    double total;    // exact published total
};

} // namespace

// Real config files (copies kept by NVIDIA's aiconfigurator, see each
// SOURCE.txt) imported and counted exactly against the published totals:
// - Qwen3: keras-hub's qwen3_presets.py / qwen3_moe_presets.py "params"
//   (8,190,735,360; 32,762,123,264; 30,532,122,624; 235,093,634,560), which
//   are also each checkpoint's safetensors total_size / 2 (all BF16);
//   model cards: 8.2B, 32.8B, 30.5B (3.3B active), 235B (22B active).
// - gpt-oss: model card (arXiv 2508.10925) Table 1: 116.83B total, 5.13B
//   active for 120b; 20.91B and 3.61B for 20b; "unembedding parameters are
//   counted towards active, but not embeddings".
// - DeepSeek-V3: README_WEIGHTS.md "Total parameters: 671B", "Activation
//   parameters: 36.6B (including 0.9B for the output Head)".
// - Kimi K2: model card "Total Parameters 1T", "Activated Parameters 32B".
TEST(Architectures, CurrentFamiliesImportWithTheirPublishedCounts)
{
    const PublishedCount models[] = {
        {"Qwen3-8B", 8190735360.0},          {"Qwen3-32B", 32762123264.0},          {"Qwen3-30B-A3B", 30532122624.0},
        {"Qwen3-235B-A22B", 235093634560.0}, {"gpt-oss-20b", 20914757184.0},        {"gpt-oss-120b", 116829156672.0},
        {"DeepSeek-V3", 671026419200.0},     {"Kimi-K2-Instruct", 1026408232448.0},
    };
    for (const PublishedCount& m : models) {
        SCOPED_TRACE(m.dir);
        const auto spec = loadHfConfigFile(hfConfig(m.dir));
        ASSERT_TRUE(spec.ok()) << spec.error().message();
        EXPECT_EQ(countParameters(spec->arch).total, m.total);
    }
    // Rounded published figures the exact counts must round to.
    auto active = [](const char* dir) {
        const auto spec = loadHfConfigFile(hfConfig(dir));
        const ParameterCounts c = countParameters(spec->arch);
        return (c.activePerToken - c.embedding) / 1e9;
    };
    EXPECT_NEAR(active("gpt-oss-120b"), 5.13, 0.005);
    EXPECT_NEAR(active("gpt-oss-20b"), 3.61, 0.005);
    EXPECT_NEAR(active("DeepSeek-V3"), 36.6, 0.05);
    EXPECT_NEAR(active("Qwen3-30B-A3B"), 3.0, 0.1); // 3.35 B with the embedding: card "3.3B activated"
    EXPECT_NEAR(active("Qwen3-235B-A22B"), 22.0, 0.5);
    EXPECT_NEAR(active("Kimi-K2-Instruct"), 31.7, 0.05); // card "32B"

    // What each config says about its layers (docs/model.md section 1b).
    const auto oss = loadHfConfigFile(hfConfig("gpt-oss-120b"));
    ASSERT_TRUE(oss.ok());
    EXPECT_EQ(oss->arch.local, AttentionKind::SlidingWindow);
    EXPECT_EQ(oss->arch.window, 128);
    EXPECT_EQ(oss->arch.globalEvery, 2);
    EXPECT_TRUE(oss->arch.attentionSinks);
    const auto ds = loadHfConfigFile(hfConfig("DeepSeek-V3"));
    ASSERT_TRUE(ds.ok());
    EXPECT_EQ(ds->arch.mla, (MlaShape{1536, 512, 128, 64, 128}));
    EXPECT_EQ(ds->arch.denseLayers, 3);
    EXPECT_EQ(ds->arch.mtpLayers, 1);
    const auto qwen = loadHfConfigFile(hfConfig("Qwen3-8B"));
    ASSERT_TRUE(qwen.ok());
    EXPECT_EQ(qwen->arch.qkNorm, QkNorm::PerHead);
}

// Presets of families the importer already reads, from copies of their
// published config.json (see each SOURCE.txt) against the Hub's published
// totals: Phi-4 14,659,507,200 and Gemma 3's 4,300,079,472 / 27,432,406,640
// (safetensors totals recorded by kvfit beside its copies; Gemma 3's include
// the SigLIP tower and projector), OLMo 2 13B 13,716,198,400 (its
// model.safetensors.index.json: 54,864,793,600 bytes in float32), GLM-4.5-Air
// 110,468,824,832 and GLM-4.5 358,337,791,296 (safetensors totals recorded by
// kvfit, the MTP layer included).
TEST(Architectures, PublishedPresetsOfExistingFamilies)
{
    const PublishedCount models[] = {
        {"phi-4", 14659507200.0},          {"OLMo-2-1124-13B", 13716198400.0},
        {"gemma-3-4b-it", 3880263168.0},   // text model
        {"gemma-3-27b-it", 27009346304.0}, // text model
        {"GLM-4.5-Air", 106852251264.0},   // without the MTP layer
        {"GLM-4.5", 352797829024.0},       // without the MTP layer
    };
    for (const PublishedCount& m : models) {
        SCOPED_TRACE(m.dir);
        const auto spec = loadHfConfigFile(hfConfig(m.dir));
        ASSERT_TRUE(spec.ok()) << spec.error().message();
        EXPECT_EQ(countParameters(spec->arch).total, m.total);
    }

    // GLM-4.5-Air and GLM-4.5: each checkpoint stores the MTP layer with its
    // own copies of the embedding and head, as DeepSeek-V3's does, so total +
    // MTP is the Hub's total. Cards: 12B and 32B active, which fit without
    // the embedding and head (12.18 B, 32.06 B).
    const struct {
        const char* dir;
        double hub, active;
        QkNorm qkNorm;
    } glms[] = {{"GLM-4.5-Air", 110468824832.0, 12.0, QkNorm::None},
                {"GLM-4.5", 358337791296.0, 32.0, QkNorm::PerHead}};
    for (const auto& g : glms) {
        SCOPED_TRACE(g.dir);
        const auto glm = loadHfConfigFile(hfConfig(g.dir));
        ASSERT_TRUE(glm.ok());
        const ParameterCounts counts = countParameters(glm->arch);
        EXPECT_EQ(counts.total + counts.mtp, g.hub);
        EXPECT_NEAR((counts.activePerToken - counts.embedding - counts.lmHead) / 1e9, g.active, 0.25);
        EXPECT_EQ(glm->arch.bias, BiasKind::Qkv);
        EXPECT_EQ(glm->arch.qkNorm, g.qkNorm);
    }

    // Gemma 3 with its vision tower (the checkpoints' vision_config: SigLIP,
    // hidden 1152, 27 layers, MLP 4304, patch 14 at 896 pixels): text +
    // tower = the Hub's total.
    const struct {
        const char* dir;
        double vision, hub;
    } gemma[] = {{"gemma-3-4b-it", 419816304.0, 4300079472.0}, {"gemma-3-27b-it", 423060336.0, 27432406640.0}};
    for (const auto& g : gemma) {
        SCOPED_TRACE(g.dir);
        std::FILE* f = std::fopen(hfConfig(g.dir).c_str(), "rb");
        ASSERT_NE(f, nullptr);
        std::string text;
        char buf[4096];
        for (std::size_t n; (n = std::fread(buf, 1, sizeof buf, f)) > 0;)
            text.append(buf, n);
        std::fclose(f);
        const std::string wrapped = R"({"model_type": "gemma3", "vision_config": {"hidden_size": 1152,
            "image_size": 896, "intermediate_size": 4304, "model_type": "siglip_vision_model",
            "num_attention_heads": 16, "num_hidden_layers": 27, "patch_size": 14}, "text_config": )" +
                                    text + "}";
        const auto spec = parseHfConfig(wrapped, g.dir);
        ASSERT_TRUE(spec.ok()) << spec.error().message();
        EXPECT_EQ(spec->visionParameters, g.vision);
        EXPECT_EQ(countParameters(spec->arch).total + spec->visionParameters, g.hub);
    }

    // The presets are these imports.
    const struct {
        const char* preset;
        const char* dir;
    } presets[] = {{"phi-4", "phi-4"},
                   {"olmo-2-13b", "OLMo-2-1124-13B"},
                   {"gemma-3-4b", "gemma-3-4b-it"},
                   {"gemma-3-27b", "gemma-3-27b-it"},
                   {"glm-4.5-air", "GLM-4.5-Air"},
                   {"glm-4.5", "GLM-4.5"}};
    for (const auto& p : presets) {
        SCOPED_TRACE(p.preset);
        const ModelPreset* preset = builtinCatalog().findModel(p.preset);
        ASSERT_NE(preset, nullptr);
        const auto spec = loadHfConfigFile(hfConfig(p.dir));
        ASSERT_TRUE(spec.ok());
        EXPECT_EQ(preset->spec.arch, spec->arch);
    }
}

// Qwen3-Next-80B-A3B (kvfit's copy of its config.json, SOURCE.txt), written
// out from transformers' Qwen3NextForCausalLM: 12 full layers (q_proj with
// its output gate 2·a·d, k, v, o, QK-norm 2·d), 36 Gated DeltaNet layers, 48
// MoE layers (512 experts of 512, a shared expert of 512 with its h -> 1
// gate, router h·E), two norms a layer. The Hub's safetensors total,
// 81,324,862,720 (recorded by kvfit), adds the MTP module: fc 2h·h, two
// pre-norms, one full layer with its MoE and norms, a final norm.
TEST(Architectures, Qwen3NextImportsItsLinearLayersAndGates)
{
    const double h = 2048, V = 151936;
    const double full = h * 16 * 256 * 2 + 2 * h * 2 * 256 + 16 * 256 * h + 2 * 256;
    const double k = 16 * 128, v = 32 * 128, conv = 2 * k + v;
    const double deltaNet = h * (2 * k + 2 * v) + h * 2 * 32 + conv * 4 + 2 * 32 + 128 + v * h;
    const double moe = h * 512 + 512 * 3 * h * 512 + 3 * h * 512 + h;
    const double total = 12 * full + 36 * deltaNet + 48 * (moe + 2 * h) + 2 * V * h + h;
    EXPECT_EQ(total, 79674391296.0);
    const double mtp = 2 * h * h + 2 * h + full + moe + 2 * h + h;
    EXPECT_EQ(total + mtp, 81324862720.0);

    const auto spec = loadHfConfigFile(hfConfig("Qwen3-Next-80B-A3B-Instruct"));
    ASSERT_TRUE(spec.ok()) << spec.error().message();
    const Architecture& a = spec->arch;
    EXPECT_EQ(a.local, AttentionKind::Linear);
    EXPECT_EQ(a.globalEvery, 4);
    EXPECT_EQ(a.linearParameters, deltaNet);
    EXPECT_EQ(a.linearState, 32 * 128 * 128 + conv * 3);
    EXPECT_TRUE(a.attentionGate);
    EXPECT_TRUE(a.sharedExpertGate);
    const ParameterCounts c = countParameters(a);
    EXPECT_EQ(c.total, total);
    // Card: 80B total, 3B activated (3.25 B without the embedding and head).
    EXPECT_NEAR((c.activePerToken - c.embedding - c.lmHead) / 1e9, 3.0, 0.3);

    // KV cache: 12 full layers grow by 2·g·d a token, 36 linear layers hold
    // their state.
    const KvShape kv = kvShape(a);
    EXPECT_EQ(kv.fullPerToken, 12.0 * 2 * 2 * 256);
    EXPECT_EQ(kv.localPerToken, 0.0);
    EXPECT_EQ(kv.statePerSequence, 36.0 * (32 * 128 * 128 + conv * 3));

    // layer_types, when given, must agree; gates round-trip through a scenario.
    EXPECT_TRUE(parseHfConfig(R"({"model_type": "qwen3_next", "num_hidden_layers": 4,
        "layer_types": ["linear_attention", "linear_attention", "linear_attention", "full_attention"]})",
                              "inline")
                    .ok());
    EXPECT_FALSE(parseHfConfig(R"({"model_type": "qwen3_next", "num_hidden_layers": 2,
        "layer_types": ["linear_attention", "sliding_attention"]})",
                               "inline")
                     .ok());
    Scenario s;
    s.model.kind = ModelSource::Kind::Architecture;
    s.model.architecture = a;
    auto back = parseScenario(scenarioToJson(s));
    ASSERT_TRUE(back.ok()) << back.error().message();
    EXPECT_EQ(back->model.architecture, a);

    const ModelPreset* preset = builtinCatalog().findModel("qwen3-next-80b-a3b");
    ASSERT_NE(preset, nullptr);
    EXPECT_EQ(preset->spec.arch, a);
}

// Nemotron-H (NVIDIA-Nemotron-Nano-9B-v2, kvfit's copy of its config.json):
// 56 blocks, 27 Mamba-2 (M), 4 attention (*), 25 ReLU² MLPs (-), each with
// one RMSNorm. Written out from NemotronHForCausalLM: Mamba-2 in_proj
// h·(2·d_inner + 2·g·N + H), a biased depthwise conv over d_inner + 2·g·N,
// dt_bias, A_log and D per head, a gated norm d_inner, out_proj d_inner·h.
// The Hub's safetensors total (recorded by kvfit): 8,888,227,328.
TEST(Architectures, NemotronHImportsItsBlockPattern)
{
    const double h = 4480, V = 131072, inner = 128 * 80, conv = inner + 2 * 8 * 128;
    const double mamba = h * (inner + conv + 128) + conv * 4 + conv + 3 * 128 + inner + inner * h;
    const double mlp = 2 * h * 15680, attention = 2 * h * 40 * 128 + 2 * h * 8 * 128;
    const double total = 27 * mamba + 25 * mlp + 4 * attention + 56 * h + h + 2 * V * h;
    EXPECT_EQ(total, 8888227328.0);

    const auto spec = loadHfConfigFile(hfConfig("NVIDIA-Nemotron-Nano-9B-v2"));
    ASSERT_TRUE(spec.ok()) << spec.error().message();
    const Architecture& a = spec->arch;
    EXPECT_EQ(a.layers, 31); // one per mixer, each with the MLP that follows it
    EXPECT_EQ(a.mlpLayers, 25);
    EXPECT_EQ(a.globalLayers(), 4);
    EXPECT_EQ(a.localLayers(), 27);
    EXPECT_EQ(a.linearParameters, mamba);
    EXPECT_FALSE(a.gatedMlp);
    EXPECT_EQ(countParameters(a).total, total);

    // KV cache: 4 attention layers grow by 2·g·d a token; 27 Mamba-2 layers
    // hold H·P·N + conv·(K − 1) each.
    const KvShape kv = kvShape(a);
    EXPECT_EQ(kv.fullPerToken, 4.0 * 2 * 8 * 128);
    EXPECT_EQ(kv.statePerSequence, 27.0 * (128 * 80 * 128 + conv * 3));

    // Patterns the layer list cannot hold are refused, not approximated.
    auto withPattern = [](const char* pattern) {
        return parseHfConfig(std::string(R"({"model_type": "nemotron_h", "num_hidden_layers": )") +
                                 std::to_string(std::strlen(pattern)) + R"(, "hybrid_override_pattern": ")" + pattern +
                                 "\"}",
                             "inline");
    };
    const auto mixed = withPattern("MM-*-");
    ASSERT_TRUE(mixed.ok()) << mixed.error().message();
    EXPECT_EQ(mixed->arch.layers, 3);
    EXPECT_EQ(mixed->arch.mlpLayers, 2);
    EXPECT_EQ(mixed->arch.globalLayers(), 1);
    for (const char* pattern : {"-M", "M--", "MEE", "M-ME"}) {
        SCOPED_TRACE(pattern);
        const auto refused = withPattern(pattern);
        ASSERT_FALSE(refused.ok());
        EXPECT_EQ(refused.error().code, ErrorCode::Unsupported);
    }
    Scenario s;
    s.model.kind = ModelSource::Kind::Architecture;
    s.model.architecture = a;
    auto back = parseScenario(scenarioToJson(s));
    ASSERT_TRUE(back.ok()) << back.error().message();
    EXPECT_EQ(back->model.architecture, a);

    // Nemotron-H 56B's published config.json (aiconfigurator's copy) holds
    // Python's bare Infinity; it reads as null. 54 Mamba-2 (256 heads of 64,
    // 8 groups, state 256), 10 attention (64 heads, 8 KV heads), 54 MLPs of
    // 32768 over hidden 8192: 56,324,350,464, the card's 56B (no exact
    // published figure was found).
    const auto big = loadHfConfigFile(hfConfig("Nemotron-H-56B-Base-8K"));
    ASSERT_TRUE(big.ok()) << big.error().message();
    {
        const double H = 8192, in = 256 * 64, c = in + 2 * 8 * 256;
        const double m2 = H * (in + c + 256) + c * 4 + c + 3 * 256 + in + in * H;
        const double expected =
            54 * m2 + 54 * 2 * H * 32768 + 10 * (2 * H * 64 * 128 + 2 * H * 8 * 128) + 118 * H + H + 2 * V * H;
        EXPECT_EQ(expected, 56324350464.0);
        EXPECT_EQ(countParameters(big->arch).total, expected);
        EXPECT_EQ(big->arch.layers, 64);
        EXPECT_EQ(big->arch.mlpLayers, 54);
        EXPECT_EQ(big->arch.globalLayers(), 10);
    }
    // Only bare words become null: inside a string they stay text, and a
    // parse error still points at the original byte.
    const auto named = parseHfConfig(R"({"model_type": "nemotron_h", "_name_or_path": "NaN-Infinity",
        "time_step_limit": [0.0, Infinity], "x": -Infinity, "y": NaN})",
                                     "inline");
    ASSERT_TRUE(named.ok()) << named.error().message();
    EXPECT_EQ(named->name, "NaN-Infinity");
    const auto broken = parseHfConfig(R"({"a": Infinity, "b": })", "inline");
    ASSERT_FALSE(broken.ok());
    EXPECT_EQ(broken.error().code, ErrorCode::Parse);

    const ModelPreset* preset = builtinCatalog().findModel("nemotron-nano-9b-v2");
    ASSERT_NE(preset, nullptr);
    EXPECT_EQ(preset->spec.arch, a);
}

// Nemotron 3 Nano 30B-A3B (its config.json as transcribed in a public test
// header; SOURCE.txt): MoE blocks (E) in place of the MLPs. 23 Mamba-2 (64
// heads of 64, 8 groups, state 128), 6 attention (32 heads, 2 KV heads of
// 128), 23 MoE blocks of 128 ReLU² experts of 1856 (up and down), one shared
// expert of 3712 and a router with its correction bias; 52 block norms and a
// final one; untied. No exact published total was found: the count is the
// shapes' sum, term by term.
TEST(Architectures, NemotronThreeImportsItsMoeBlocks)
{
    const auto spec = loadHfConfigFile(hfConfig("NVIDIA-Nemotron-3-Nano-30B-A3B"));
    ASSERT_TRUE(spec.ok()) << spec.error().message();
    const Architecture& a = spec->arch;
    EXPECT_EQ(a.layers, 29);
    EXPECT_EQ(a.globalLayers(), 6);
    EXPECT_EQ(a.moeLayers(), 23);
    EXPECT_EQ(a.experts, 128);
    EXPECT_EQ(a.expertsPerToken, 6);
    const double h = 2688, V = 131072, in = 64 * 64, c = in + 2 * 8 * 128;
    const double mamba = h * (in + c + 64) + c * 4 + c + 3 * 64 + in + in * h;
    const double attention = h * 4096 + 2 * h * 256 + 4096 * h;
    const double expert = 2 * h * 1856;
    const double moe = 128 * expert + 2 * h * 3712 + h * 128 + 128;
    const double expected = 23 * mamba + 6 * attention + 23 * moe + 53 * h + 2 * V * h;
    EXPECT_EQ(expected, 31577940288.0);
    const ParameterCounts pc = countParameters(a);
    EXPECT_EQ(pc.total, expected);
    EXPECT_EQ(pc.activePerToken, expected - 23 * (128 - 6) * expert);

    // What the importer cannot hold is refused by name: dense and MoE blocks
    // in one stack, and Super's latent MoE.
    const auto mixed = parseHfConfig(R"({"model_type": "nemotron_h", "num_hidden_layers": 4,
        "hybrid_override_pattern": "M-ME", "n_routed_experts": 8, "num_experts_per_tok": 2})",
                                     "inline");
    ASSERT_FALSE(mixed.ok());
    EXPECT_NE(mixed.error().message().find("hybrid_override_pattern"), std::string::npos);
    const auto latent = parseHfConfig(R"({"model_type": "nemotron_h", "num_hidden_layers": 2,
        "hybrid_override_pattern": "ME", "n_routed_experts": 8, "num_experts_per_tok": 2, "moe_latent_size": 1024})",
                                      "inline");
    ASSERT_FALSE(latent.ok());
    EXPECT_NE(latent.error().message().find("moe_latent_size"), std::string::npos);
}

// Granite 4.0-H Small (kvfit's copy of its config.json): 40 layers, 36
// Mamba-2 and 4 attention, each with a MoE (72 experts of 768, top-10, an
// unbiased router) and a shared SwiGLU MLP of 1536, two RMSNorms; tied.
// Written out from GraniteMoeHybridForCausalLM against the Hub's safetensors
// total (recorded by kvfit): 32,207,337,984.
TEST(Architectures, GraniteMoeHybridImportsItsLayerTypes)
{
    const double h = 4096, V = 100352, inner = 2 * h, conv = inner + 2 * 1 * 128;
    const double mamba = h * (inner + conv + 128) + conv * 4 + conv + 3 * 128 + inner + inner * h;
    const double attention = 2 * h * 32 * 128 + 2 * h * 8 * 128;
    const double moe = h * 72 + 72 * 3 * h * 768 + 3 * h * 1536;
    const double total = 36 * mamba + 4 * attention + 40 * (moe + 2 * h) + V * h + h;
    EXPECT_EQ(total, 32207337984.0);

    const auto spec = loadHfConfigFile(hfConfig("granite-4.0-h-small"));
    ASSERT_TRUE(spec.ok()) << spec.error().message();
    const Architecture& a = spec->arch;
    EXPECT_EQ(a.globalLayers(), 4);
    EXPECT_EQ(a.localLayers(), 36);
    EXPECT_EQ(a.linearParameters, mamba);
    EXPECT_EQ(a.experts, 72);
    EXPECT_EQ(a.sharedFfn, 1536);
    EXPECT_EQ(countParameters(a).total, total);
    const KvShape kv = kvShape(a);
    EXPECT_EQ(kv.fullPerToken, 4.0 * 2 * 8 * 128);
    EXPECT_EQ(kv.statePerSequence, 36.0 * (128 * 64 * 128 + conv * 3));

    // No experts: the shared MLP is the layer's (Granite 4.0-H Micro's shape).
    const auto dense = parseHfConfig(R"({"model_type": "granitemoehybrid", "num_local_experts": 0,
        "shared_intermediate_size": 8192, "num_hidden_layers": 4,
        "layer_types": ["mamba", "attention", "mamba", "attention"]})",
                                     "inline");
    ASSERT_TRUE(dense.ok()) << dense.error().message();
    EXPECT_EQ(dense->arch.experts, 1);
    EXPECT_EQ(dense->arch.ffn, 8192);
    EXPECT_EQ(dense->arch.globalLayers(), 2);
    EXPECT_FALSE(parseHfConfig(R"({"model_type": "granitemoehybrid", "num_hidden_layers": 2,
        "layer_types": ["mamba", "sliding_attention"]})",
                               "inline")
                     .ok());

    const ModelPreset* preset = builtinCatalog().findModel("granite-4.0-h-small");
    ASSERT_NE(preset, nullptr);
    EXPECT_EQ(preset->spec.arch, a);
}

// Llama 4 (copies of the text_config kept by aiconfigurator, see SOURCE.txt).
// The text model is checked against the tensor list of transformers'
// Llama4ForCausalLM written out here: per layer Q, K, V, O (no QK-norm
// weights: an L2 norm), two RMSNorms; an MoE layer has E routed experts
// (gate, up, down of 8192), a shared expert of 8192 and an unbiased router;
// a dense layer one MLP of 16384 (Maverick: every other layer). Scout's
// published total, the Hub's safetensors total 108,641,793,536 (recorded by
// kvfit, docs/catalog.md), is that plus Llama4VisionConfig's tower, written
// out below; Maverick's cards give only 400B (17B active).
TEST(Architectures, Llama4ImportsItsInterleavedExpertsAndChunks)
{
    const double h = 5120, V = 202048;
    const double attention = 2 * h * 40 * 128 + 2 * h * 8 * 128, norms = 2 * h;
    const double expert = 3 * h * 8192, dense = 3 * h * 16384;
    auto text = [&](double E, double moe) {
        const double moeLayer = attention + norms + E * expert + expert + h * E;
        return moe * moeLayer + (48 - moe) * (attention + norms + dense) + 2 * V * h + h;
    };
    EXPECT_EQ(text(16, 48), 107769861120.0);
    EXPECT_EQ(text(128, 24), 400711848960.0);
    // Vision (Llama4VisionModel, hidden 1408, 34 layers, MLP 5632, patch 14
    // at 336): biased Q, K, V, O and MLP, two LayerNorms a layer; the patch
    // projection, class token, 577 positions, pre/post LayerNorms; the
    // pixel-shuffle MLP (5632 -> 4096 -> 4096) and the projector to 5120.
    const double vh = 1408, vf = 5632;
    const double visionLayer = 4 * (vh * vh + vh) + (vh * vf + vf) + (vf * vh + vh) + 4 * vh;
    const double vision =
        34 * visionLayer + 3 * 14 * 14 * vh + vh + 577 * vh + 4 * vh + vf * 4096 + 4096.0 * 4096 + 4096.0 * 5120;
    EXPECT_EQ(vision, 871932416.0);
    EXPECT_EQ(text(16, 48) + vision, 108641793536.0);

    const auto scout = loadHfConfigFile(hfConfig("Llama-4-Scout-17B-16E-Instruct"));
    ASSERT_TRUE(scout.ok()) << scout.error().message();
    EXPECT_EQ(countParameters(scout->arch).total, 107769861120.0);
    EXPECT_EQ(scout->arch.experts, 16);
    EXPECT_EQ(scout->arch.denseLayers, 0);
    EXPECT_EQ(scout->arch.expertFfn, 8192);
    EXPECT_EQ(scout->arch.sharedFfn, 8192);
    EXPECT_EQ(scout->arch.local, AttentionKind::Chunked);
    EXPECT_EQ(scout->arch.window, 8192);
    EXPECT_EQ(scout->arch.globalEvery, 4);
    EXPECT_EQ(scout->arch.qkNorm, QkNorm::None);

    const auto maverick = loadHfConfigFile(hfConfig("Llama-4-Maverick-17B-128E-Instruct"));
    ASSERT_TRUE(maverick.ok()) << maverick.error().message();
    EXPECT_EQ(countParameters(maverick->arch).total, 400711848960.0);
    EXPECT_EQ(maverick->arch.experts, 128);
    EXPECT_EQ(maverick->arch.denseLayers, 24);
    EXPECT_EQ(maverick->arch.ffn, 16384);

    // "17B active": top-1 routed plus the shared expert, the embedding counted.
    for (const auto* spec : {&*scout, &*maverick}) {
        const ParameterCounts c = countParameters(spec->arch);
        EXPECT_NEAR(c.activePerToken / 1e9, 17.2, 0.05);
    }
    EXPECT_EQ(countParameters(scout->arch).activePerToken, 17172894720.0);
    EXPECT_EQ(countParameters(maverick->arch).activePerToken, 17184691200.0);

    // KV cache: 12 global (NoPE) layers grow, 36 chunked layers stop at 8192.
    const KvShape kv = kvShape(scout->arch);
    EXPECT_EQ(kv.fullPerToken, 12.0 * 2 * 8 * 128);
    EXPECT_EQ(kv.localPerToken, 36.0 * 2 * 8 * 128);
    EXPECT_EQ(kv.window, 8192.0);
    EXPECT_EQ(kv.statePerSequence, 0.0);

    // The presets are these imports.
    for (const char* id : {"llama-4-scout", "llama-4-maverick"}) {
        SCOPED_TRACE(id);
        const ModelPreset* p = builtinCatalog().findModel(id);
        ASSERT_NE(p, nullptr);
        EXPECT_EQ(p->spec.arch, (std::string_view(id) == "llama-4-scout" ? scout : maverick)->arch);
    }
}

// Llama 4's lists, when a config spells them out: moe_layers names the MoE
// layers, no_rope_layers marks NoPE (global) layers with 0.
TEST(Architectures, Llama4ListsOverrideTheSteps)
{
    const auto spec = parseHfConfig(R"({"model_type": "llama4_text", "num_hidden_layers": 8,
        "num_local_experts": 4, "moe_layers": [1, 5, 7],
        "no_rope_layers": [1, 1, 0, 1, 1, 0, 1, 1]})",
                                    "inline");
    ASSERT_TRUE(spec.ok()) << spec.error().message();
    EXPECT_EQ(spec->arch.denseLayers, 5);
    EXPECT_EQ(spec->arch.globalEvery, 3);
    EXPECT_FALSE(parseHfConfig(R"({"model_type": "llama4_text", "num_hidden_layers": 4,
        "no_rope_layers": [1, 0, 0, 1]})",
                               "inline")
                     .ok());
    EXPECT_FALSE(parseHfConfig(R"({"model_type": "llama4_text", "num_hidden_layers": 4,
        "no_rope_layers": [1, 0]})",
                               "inline")
                     .ok());
    EXPECT_FALSE(parseHfConfig(R"({"model_type": "llama4_text", "moe_layers": 3})", "inline").ok());
    const auto wrapped = parseHfConfig(R"({"model_type": "llama4", "text_config": {},
        "vision_config": {"hidden_size": 1408}})",
                                       "inline");
    ASSERT_TRUE(wrapped.ok()) << wrapped.error().message();
    EXPECT_TRUE(wrapped->visionUncounted);
    EXPECT_EQ(countParameters(wrapped->arch).total, 107769861120.0); // Llama4TextConfig's defaults are Scout's
}

// The new families' presets run through the engine: finite figures for
// training and serving, and a KV cache that grows only on the layers that see
// the whole context (Llama 4's NoPE layers, Qwen3-Next's full layers).
TEST(Architectures, HybridPresetsEstimateAndTheirCacheFollowsTheLayerKinds)
{
    for (const char* id :
         {"llama-4-scout", "llama-4-maverick", "qwen3-next-80b-a3b", "glm-4.5-air", "glm-4.5", "gemma-3-27b", "phi-4",
          "olmo-2-13b", "gemma-3-4b", "nemotron-nano-9b-v2", "granite-4.0-h-small"}) {
        SCOPED_TRACE(id);
        const ModelPreset* p = builtinCatalog().findModel(id);
        ASSERT_NE(p, nullptr);
        Scenario train;
        train.model.preset = id;
        train.parallelism.gpus = 8;
        train.hardware.gpu = "h200";
        const auto t = estimate(train, builtinCatalog());
        ASSERT_TRUE(t.ok()) << t.error().message();
        for (double b : t->perGpu.bytes) {
            EXPECT_TRUE(std::isfinite(b));
            EXPECT_GE(b, 0.0);
        }
        EXPECT_GT(t->seconds, 0.0);
        EXPECT_TRUE(std::isfinite(t->seconds));

        Scenario infer = inferenceOf(p->spec.arch, 1000, 0);
        const double shortKv = kvBytes(infer);
        infer.workload.promptTokens = 101000;
        const double longKv = kvBytes(infer);
        EXPECT_GT(shortKv, 0.0);
        EXPECT_TRUE(std::isfinite(longKv));
        const KvShape kv = kvShape(p->spec.arch);
        // bf16: 2 bytes an element; 100,000 more tokens past every window.
        const double window = kv.localPerToken > 0 ? std::max(0.0, std::min(101000.0, kv.window) - 1000.0) : 0.0;
        EXPECT_NEAR(longKv - shortKv, 2.0 * (100000.0 * kv.fullPerToken + window * kv.localPerToken), 1e-6 * longKv);
    }
    // Qwen3-Next: 12 of 48 layers cache K and V; 36 hold a constant state.
    const ModelPreset* next = builtinCatalog().findModel("qwen3-next-80b-a3b");
    ASSERT_NE(next, nullptr);
    const double state = kvBytes(inferenceOf(next->spec.arch, 1, 0));
    EXPECT_NEAR(state, 2.0 * (36.0 * 548864 + 12.0 * 2 * 2 * 256), 1.0);

    // The state is not quantised with the KV cache: with an FP8 cache the
    // full layers' K and V halve and the 36 states stay at 16 bits; under
    // llama.cpp (GGUF weights) the states are F32 (docs/model.md §1b).
    Scenario fp8 = inferenceOf(next->spec.arch, 1, 0);
    fp8.precision.kvCache = DType::Fp8;
    EXPECT_NEAR(kvBytes(fp8), 2.0 * 36.0 * 548864 + 1.0 * 12.0 * 2 * 2 * 256, 1.0);
    Scenario gguf = inferenceOf(next->spec.arch, 1, 0);
    gguf.precision.weights = DType::Q4_K_M;
    EXPECT_NEAR(kvBytes(gguf), 4.0 * 36.0 * 548864 + 2.0 * 12.0 * 2 * 2 * 256, 1.0);
    // Serving holds the same bytes per sequence (one token of context, 16-token pages).
    fp8.precision.weights = DType::Fp8; // 80B fits one H200 in FP8
    const auto served = evaluateServing(test::resolved(fp8), builtinCatalog());
    ASSERT_TRUE(served.ok()) << served.error().message();
    EXPECT_NEAR(served->kvBytesPerSequence, 2.0 * 36.0 * 548864 + 1.0 * 12.0 * 2 * 2 * 256 * 16, 1.0);
}

// Adafactor (Shazeer & Stern 2018) factors each matrix's second moment into
// rows + columns: far below Adam's 8 bytes per parameter, never negative,
// for every section-1b family (a fuzzer found the uniform rule going
// negative on Qwen3-MoE's QK-norm).
TEST(Architectures, AdafactorStatesStayPositiveAndSmall)
{
    for (const char* preset : {"deepseek-v3", "qwen3-30b-a3b", "gpt-oss-20b", "qwen3-8b", "mistral-7b"}) {
        SCOPED_TRACE(preset);
        const ModelPreset* p = builtinCatalog().findModel(preset);
        ASSERT_NE(p, nullptr);
        const double bytes = adafactorStateBytes(p->spec);
        const double total = countParameters(p->spec).total;
        EXPECT_GT(bytes, 0.0);
        EXPECT_LT(bytes, 0.1 * total); // 4(r + c) per r × c matrix: a sliver of 4 bytes per parameter
    }
}
