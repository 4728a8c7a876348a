#include "headroom/hfimport.h"
#include "headroom/inputs.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#ifndef HEADROOM_TESTDATA_DIR
#error "HEADROOM_TESTDATA_DIR must name tests/data"
#endif

namespace headroom {
namespace {

std::string hfConfigPath(const std::string& repo)
{
    return std::string(HEADROOM_TESTDATA_DIR) + "/hf/" + repo + "/config.json";
}

// The engine's counting rule (docs/model.md section 1), in integers, so a fixture's
// total can be checked here without the engine.
std::int64_t countTotal(const Architecture& a)
{
    const std::int64_t h = a.hidden, d = a.headDimOr(), g = a.kvHeadsOr(), f = a.ffnOr();
    std::int64_t attention = h * (a.heads * d) + 2 * h * (g * d) + (a.heads * d) * h;
    std::int64_t mlp = (a.gatedMlp ? 3 : 2) * h * f;
    if (a.bias == BiasKind::All) {
        attention += a.heads * d + 2 * g * d + h;
        mlp += (a.gatedMlp ? 2 * f : f) + h; // gate and up biased when gated, then down

    } else if (a.bias == BiasKind::Qkv) {
        attention += a.heads * d + 2 * g * d;
    }
    const std::int64_t norm = a.norm == NormKind::LayerNorm ? 2 * h : h;
    std::int64_t layer = attention + a.experts * mlp + a.normsPerLayer * norm;
    if (a.experts > 1)
        layer += h * a.experts;
    std::int64_t total = a.layers * layer + a.vocab * h;
    if (a.lmHead && !a.tiedEmbeddings)
        total += a.vocab * h;
    if (a.finalNorm)
        total += norm;
    if (a.learnedPositions)
        total += a.maxPositions * h;
    total += a.typeVocab * h;
    if (a.pooler)
        total += h * h + h;
    return total + a.extraParameters;
}

struct PublishedModel {
    const char* repo;
    const char* name;
    Architecture arch; // every field the import must produce
    std::int64_t parameters;
};

Architecture makeArch(std::int64_t layers, std::int64_t hidden, std::int64_t heads, std::int64_t kvHeads,
                      std::int64_t headDim, std::int64_t ffn, std::int64_t vocab, std::int64_t maxPositions)
{
    Architecture a;
    a.layers = layers;
    a.hidden = hidden;
    a.heads = heads;
    a.kvHeads = kvHeads;
    a.headDim = headDim;
    a.ffn = ffn;
    a.vocab = vocab;
    a.maxPositions = maxPositions;
    return a;
}

Architecture gpt2Arch()
{
    Architecture a = makeArch(12, 768, 12, 12, 64, 3072, 50257, 1024);
    a.gatedMlp = false;
    a.tiedEmbeddings = true;
    a.norm = NormKind::LayerNorm;
    a.bias = BiasKind::All;
    a.learnedPositions = true;
    a.dropout = 0.1;
    return a;
}

Architecture bertArch()
{
    Architecture a = makeArch(12, 768, 12, 12, 64, 3072, 30522, 512);
    a.gatedMlp = false;
    a.norm = NormKind::LayerNorm;
    a.bias = BiasKind::All;
    a.learnedPositions = true;
    a.dropout = 0.1;
    a.typeVocab = 2;
    a.pooler = true;
    a.lmHead = false;
    return a;
}

Architecture llamaLike(std::int64_t layers, std::int64_t hidden, std::int64_t heads, std::int64_t kvHeads,
                       std::int64_t headDim, std::int64_t ffn, std::int64_t vocab, std::int64_t maxPositions)
{
    Architecture a = makeArch(layers, hidden, heads, kvHeads, headDim, ffn, vocab, maxPositions);
    a.gatedMlp = true;
    a.norm = NormKind::RmsNorm;
    a.bias = BiasKind::None;
    return a;
}

Architecture mixtralArch()
{
    Architecture a = llamaLike(32, 4096, 32, 8, 128, 14336, 32000, 32768);
    a.experts = 8;
    a.expertsPerToken = 2;
    return a;
}

Architecture qwenArch()
{
    Architecture a = llamaLike(28, 3584, 28, 4, 128, 18944, 152064, 131072);
    a.bias = BiasKind::Qkv;
    return a;
}

Architecture gemmaArch()
{
    Architecture a = llamaLike(28, 3072, 16, 16, 256, 24576, 256000, 8192);
    a.tiedEmbeddings = true;
    return a;
}

Architecture gemma2Arch()
{
    Architecture a = llamaLike(42, 3584, 16, 8, 256, 14336, 256000, 8192);
    a.tiedEmbeddings = true;
    a.normsPerLayer = 4;
    return a;
}

Architecture optArch()
{
    // max_position_embeddings 2048 plus OPT's 2 offset rows.
    Architecture a = makeArch(24, 2048, 32, 32, 64, 8192, 50272, 2050);
    a.gatedMlp = false;
    a.tiedEmbeddings = true;
    a.norm = NormKind::LayerNorm;
    a.bias = BiasKind::All;
    a.learnedPositions = true;
    a.dropout = 0.1;
    return a;
}

// Totals: what transformers' model.num_parameters() reports for each
// checkpoint; for the sharded ones it is also the Hub's
// model.safetensors.index.json "total_size" divided by the bytes per element.
const std::vector<PublishedModel>& publishedModels()
{
    static const std::vector<PublishedModel> models = {
        // openai-community/gpt2; 124,439,808 is docs/model.md's check (GPT2LMHeadModel).
        {"gpt2", "gpt2", gpt2Arch(), 124439808},
        // google-bert/bert-base-uncased, counted as BertModel (with pooler).
        {"bert-base-uncased", "bert", bertArch(), 109482240},
        // meta-llama/Llama-2-7b-hf; 6,738,415,616 is docs/model.md's check.
        {"Llama-2-7b-hf", "meta-llama/Llama-2-7b-hf", llamaLike(32, 4096, 32, 32, 128, 11008, 32000, 4096), 6738415616},
        // mistralai/Mistral-7B-v0.1: total_size 14,483,464,192 bytes in bf16.
        {"Mistral-7B-v0.1", "mistral", llamaLike(32, 4096, 32, 8, 128, 14336, 32000, 32768), 7241732096},
        // mistralai/Mixtral-8x7B-v0.1: total_size 93,405,585,408 bytes in bf16.
        {"Mixtral-8x7B-v0.1", "mixtral", mixtralArch(), 46702792704},
        // Qwen/Qwen2.5-7B: total_size 15,231,233,024 bytes in bf16 (model card: 7.61B).
        {"Qwen2.5-7B", "qwen2", qwenArch(), 7615616512},
        // google/gemma-7b: total_size 17,075,361,792 bytes in bf16 (Gemma report: 8.54B).
        {"gemma-7b", "gemma", gemmaArch(), 8537680896},
        // google/gemma-2-9b: total_size 36,966,823,936 bytes in fp32.
        {"gemma-2-9b", "gemma2", gemma2Arch(), 9241705984},
        // microsoft/Phi-3-mini-4k-instruct: total_size 7,642,159,104 bytes in bf16.
        {"Phi-3-mini-4k-instruct", "Phi-3-mini-4k-instruct", llamaLike(32, 3072, 32, 32, 96, 8192, 32064, 4096),
         3821079552},
        // facebook/opt-1.3b (OPTForCausalLM, tied head).
        {"opt-1.3b", "facebook/opt-1.3b", optArch(), 1315758080},
    };
    return models;
}

void expectSameArch(const Architecture& got, const Architecture& want)
{
    EXPECT_EQ(got.layers, want.layers);
    EXPECT_EQ(got.hidden, want.hidden);
    EXPECT_EQ(got.heads, want.heads);
    EXPECT_EQ(got.kvHeadsOr(), want.kvHeadsOr());
    EXPECT_EQ(got.headDimOr(), want.headDimOr());
    EXPECT_EQ(got.ffnOr(), want.ffnOr());
    EXPECT_EQ(got.vocab, want.vocab);
    EXPECT_EQ(got.gatedMlp, want.gatedMlp);
    EXPECT_EQ(got.tiedEmbeddings, want.tiedEmbeddings);
    EXPECT_EQ(got.norm, want.norm);
    EXPECT_EQ(got.bias, want.bias);
    EXPECT_EQ(got.learnedPositions, want.learnedPositions);
    EXPECT_EQ(got.maxPositions, want.maxPositions);
    EXPECT_EQ(got.experts, want.experts);
    EXPECT_EQ(got.expertsPerToken, want.expertsPerToken);
    EXPECT_DOUBLE_EQ(got.dropout, want.dropout);
    EXPECT_EQ(got.normsPerLayer, want.normsPerLayer);
    EXPECT_EQ(got.finalNorm, want.finalNorm);
    EXPECT_EQ(got.typeVocab, want.typeVocab);
    EXPECT_EQ(got.pooler, want.pooler);
    EXPECT_EQ(got.lmHead, want.lmHead);
    EXPECT_EQ(got.extraParameters, want.extraParameters);
}

TEST(HfImport, PublishedConfigsGiveTheirArchitectureAndParameterCount)
{
    for (const PublishedModel& m : publishedModels()) {
        SCOPED_TRACE(m.repo);
        const auto spec = loadHfConfigFile(hfConfigPath(m.repo));
        ASSERT_TRUE(spec.ok()) << spec.error().message();
        EXPECT_EQ(spec->kind, ModelSpec::Kind::Transformer);
        // A bare model type ("mistral") gives way to the folder's name
        // ("Mistral-7B-v0.1"; issue 29 item 15).
        const std::string name = m.name;
        const bool bareType = std::all_of(name.begin(), name.end(), [](char c) {
            return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
        });
        EXPECT_EQ(spec->name,
                  bareType ? std::filesystem::path(hfConfigPath(m.repo)).parent_path().filename().string() : name);
        EXPECT_TRUE(spec->id.empty());
        expectSameArch(spec->arch, m.arch);
        EXPECT_EQ(countTotal(spec->arch), m.parameters);
    }
}

// The expected architectures themselves reproduce the published totals, so
// a wrong expectation cannot hide a wrong import.
TEST(HfImport, CountingHelperMatchesPublishedTotals)
{
    for (const PublishedModel& m : publishedModels()) {
        SCOPED_TRACE(m.repo);
        EXPECT_EQ(countTotal(m.arch), m.parameters);
    }
}

struct DefaultsCase {
    const char* json;
    std::int64_t parameters;
};

// Each family's configuration-class defaults alone. Where the defaults are a
// published checkpoint, its count is the check.
TEST(HfImport, MinimalConfigsTakeFamilyDefaults)
{
    const DefaultsCase cases[] = {
        {R"({"model_type": "gpt2"})", 124439808},      // GPT2Config() is GPT-2 small
        {R"({"model_type": "bert"})", 109482240},      // BertConfig() is bert-base
        {R"({"model_type": "llama"})", 6738415616},    // LlamaConfig() is the 7B shape
        {R"({"model_type": "mistral"})", 7241732096},  // MistralConfig() is Mistral 7B
        {R"({"model_type": "mixtral"})", 46702792704}, // MixtralConfig() is Mixtral 8x7B
        {R"({"model_type": "gemma"})", 8537680896},    // GemmaConfig() is gemma-7b
        {R"({"model_type": "gemma2"})", 2614341888},   // Gemma2Config() is gemma-2-2b
        {R"({"model_type": "phi3"})", 3821079552},     // Phi3Config() is Phi-3-mini
        {R"({"model_type": "opt"})", 125239296},       // OPTConfig() is opt-125m
    };
    for (const DefaultsCase& c : cases) {
        SCOPED_TRACE(c.json);
        const auto spec = parseHfConfig(c.json);
        ASSERT_TRUE(spec.ok()) << spec.error().message();
        EXPECT_EQ(countTotal(spec->arch), c.parameters);
    }

    const auto llama = parseHfConfig(R"({"model_type": "llama"})");
    ASSERT_TRUE(llama.ok());
    EXPECT_EQ(llama->name, "llama");
    EXPECT_EQ(llama->arch.kvHeads, 32); // num_key_value_heads None -> heads
    EXPECT_EQ(llama->arch.headDim, 128);
    EXPECT_EQ(llama->arch.maxPositions, 2048);
    EXPECT_FALSE(llama->arch.tiedEmbeddings);

    const auto mistral = parseHfConfig(R"({"model_type": "mistral"})");
    ASSERT_TRUE(mistral.ok());
    EXPECT_EQ(mistral->arch.maxPositions, 131072); // MistralConfig: 4096 * 32

    // Qwen2Config(): the 7B shape of Qwen1 with Qwen2's vocabulary.
    const auto qwen = parseHfConfig(R"({"model_type": "qwen2"})");
    ASSERT_TRUE(qwen.ok());
    EXPECT_EQ(qwen->arch.vocab, 151936);
    EXPECT_EQ(qwen->arch.ffn, 22016);
    EXPECT_EQ(qwen->arch.kvHeads, 32);
    EXPECT_EQ(qwen->arch.bias, BiasKind::Qkv);

    const auto gpt2 = parseHfConfig(R"({"model_type": "gpt2", "n_embd": 1024, "n_head": 16, "n_inner": null})");
    ASSERT_TRUE(gpt2.ok());
    EXPECT_EQ(gpt2->arch.ffn, 4096); // n_inner None -> 4 * n_embd
}

TEST(HfImport, TiedQwenAndExplicitHeadDim)
{
    // Qwen/Qwen2.5-0.5B: tied embeddings; 494,032,768 parameters (model card: 0.49B).
    const auto qwen = parseHfConfig(R"({
        "model_type": "qwen2", "hidden_size": 896, "intermediate_size": 4864,
        "num_hidden_layers": 24, "num_attention_heads": 14, "num_key_value_heads": 2,
        "vocab_size": 151936, "tie_word_embeddings": true, "max_position_embeddings": 32768})");
    ASSERT_TRUE(qwen.ok()) << qwen.error().message();
    EXPECT_TRUE(qwen->arch.tiedEmbeddings);
    EXPECT_EQ(countTotal(qwen->arch), 494032768);

    // mistralai/Mistral-Nemo-Base-2407: head_dim 128 with hidden 5120 / 32 heads = 160.
    const auto nemo = parseHfConfig(R"({
        "model_type": "mistral", "hidden_size": 5120, "intermediate_size": 14336,
        "num_hidden_layers": 40, "num_attention_heads": 32, "num_key_value_heads": 8,
        "head_dim": 128, "vocab_size": 131072, "max_position_embeddings": 1024000})");
    ASSERT_TRUE(nemo.ok()) << nemo.error().message();
    EXPECT_EQ(nemo->arch.headDim, 128);
    // 12,247,782,400 parameters (Mistral NeMo: "12B").
    EXPECT_EQ(countTotal(nemo->arch), 12247782400);
}

TEST(HfImport, BiasFlagsStayExact)
{
    const std::int64_t h = 4096, f = 11008, L = 32, q = 4096, kv = 4096;
    const auto base = parseHfConfig(R"({"model_type": "llama"})");
    ASSERT_TRUE(base.ok());
    const std::int64_t plain = countTotal(base->arch);

    // LlamaAttention: q, k, v and o all take attention_bias.
    const auto attention = parseHfConfig(R"({"model_type": "llama", "attention_bias": true})");
    ASSERT_TRUE(attention.ok());
    EXPECT_EQ(countTotal(attention->arch), plain + L * (q + 2 * kv + h));

    // LlamaMLP: gate, up and down all take mlp_bias.
    const auto mlp = parseHfConfig(R"({"model_type": "llama", "mlp_bias": true})");
    ASSERT_TRUE(mlp.ok());
    EXPECT_EQ(countTotal(mlp->arch), plain + L * (2 * f + h));

    const auto both = parseHfConfig(R"({"model_type": "llama", "attention_bias": true, "mlp_bias": true})");
    ASSERT_TRUE(both.ok());
    EXPECT_EQ(both->arch.bias, BiasKind::All);
    EXPECT_EQ(countTotal(both->arch), plain + L * (q + 2 * kv + h + 2 * f + h));

    // Mistral hard-codes bias=False whatever the file says.
    const auto mistral = parseHfConfig(R"({"model_type": "mistral", "attention_bias": true})");
    ASSERT_TRUE(mistral.ok());
    EXPECT_EQ(mistral->arch.bias, BiasKind::None);
    EXPECT_EQ(mistral->arch.extraParameters, 0);
}

TEST(HfImport, OptVariants)
{
    // facebook/opt-350m embeds at 512 and projects: not representable.
    const auto projected = parseHfConfig(
        R"({"model_type": "opt", "hidden_size": 1024, "word_embed_proj_dim": 512, "do_layer_norm_before": false})",
        "opt-350m.json");
    ASSERT_FALSE(projected.ok());
    EXPECT_EQ(projected.error().code, ErrorCode::Unsupported);
    EXPECT_EQ(projected.error().path, "word_embed_proj_dim");
    EXPECT_EQ(projected.error().file, "opt-350m.json");

    const auto postNorm = parseHfConfig(R"({"model_type": "opt", "do_layer_norm_before": false})");
    ASSERT_TRUE(postNorm.ok());
    EXPECT_FALSE(postNorm->arch.finalNorm);

    const auto noBias = parseHfConfig(R"({"model_type": "opt", "enable_bias": false})");
    ASSERT_TRUE(noBias.ok());
    EXPECT_EQ(noBias->arch.bias, BiasKind::None);
}

TEST(HfImport, Gpt2AttributeAliases)
{
    const auto aliased = parseHfConfig(R"({"model_type": "gpt2", "hidden_size": 1024, "num_hidden_layers": 24,
                                           "num_attention_heads": 16})");
    ASSERT_TRUE(aliased.ok()) << aliased.error().message();
    EXPECT_EQ(aliased->arch.hidden, 1024);
    EXPECT_EQ(aliased->arch.layers, 24);
    EXPECT_EQ(aliased->arch.heads, 16);
    // gpt2-medium: 354,823,168 parameters.
    EXPECT_EQ(countTotal(aliased->arch), 354823168);

    const auto clash = parseHfConfig(R"({"model_type": "gpt2", "n_embd": 768, "hidden_size": 1024})");
    ASSERT_FALSE(clash.ok());
    EXPECT_EQ(clash.error().code, ErrorCode::Inconsistent);
    EXPECT_EQ(clash.error().path, "hidden_size");
}

struct BadCase {
    const char* label;
    const char* json;
    ErrorCode code;
    const char* path;
    const char* value;
};

TEST(HfImport, BadInputsAreErrorValues)
{
    const BadCase cases[] = {
        {"malformed JSON", R"({"model_type": "llama",})", ErrorCode::Parse, "", ""},
        {"empty text", "", ErrorCode::Parse, "", "an empty file"}, // not "got 1" (issue 29 item 16)
        {"not an object", "[1, 2]", ErrorCode::WrongType, "", "[1,2]"},
        {"no model_type", R"({"hidden_size": 4096})", ErrorCode::MissingField, "model_type", ""},
        {"model_type not a string", R"({"model_type": 7})", ErrorCode::WrongType, "model_type", "7"},
        {"string for layers", R"({"model_type": "llama", "num_hidden_layers": "32"})", ErrorCode::WrongType,
         "num_hidden_layers", "\"32\""},
        {"float for layers", R"({"model_type": "llama", "num_hidden_layers": 32.0})", ErrorCode::WrongType,
         "num_hidden_layers", "32.0"},
        {"bool for hidden", R"({"model_type": "bert", "hidden_size": true})", ErrorCode::WrongType, "hidden_size",
         "true"},
        {"negative hidden", R"({"model_type": "llama", "hidden_size": -4096})", ErrorCode::OutOfRange, "hidden_size",
         "-4096"},
        {"zero layers", R"({"model_type": "gpt2", "n_layer": 0})", ErrorCode::OutOfRange, "n_layer", "0"},
        {"absurd layers", R"({"model_type": "llama", "num_hidden_layers": 100001})", ErrorCode::OutOfRange,
         "num_hidden_layers", "100001"},
        {"absurd hidden", R"({"model_type": "llama", "hidden_size": 1000001})", ErrorCode::OutOfRange, "hidden_size",
         "1000001"},
        {"absurd vocab", R"({"model_type": "llama", "vocab_size": 100000001})", ErrorCode::OutOfRange, "vocab_size",
         "100000001"},
        {"huge unsigned", R"({"model_type": "llama", "vocab_size": 18446744073709551615})", ErrorCode::OutOfRange,
         "vocab_size", "18446744073709551615"},
        {"unknown model_type", R"({"model_type": "mamba"})", ErrorCode::Unsupported, "model_type", "\"mamba\""},
        {"qwen2_moe", R"({"model_type": "qwen2_moe"})", ErrorCode::Unsupported, "model_type", "\"qwen2_moe\""},
        {"heads not dividing hidden", R"({"model_type": "llama", "hidden_size": 4096, "num_attention_heads": 30})",
         ErrorCode::Inconsistent, "num_attention_heads", "30"},
        {"gpt2 heads not dividing", R"({"model_type": "gpt2", "n_head": 7})", ErrorCode::Inconsistent, "n_head", "7"},
        {"kv heads not dividing heads", R"({"model_type": "mistral", "num_key_value_heads": 5})",
         ErrorCode::Inconsistent, "num_key_value_heads", "5"},
        {"top-k above experts", R"({"model_type": "mixtral", "num_experts_per_tok": 9})", ErrorCode::Inconsistent,
         "num_experts_per_tok", "9"},
        {"dropout above 1", R"({"model_type": "bert", "hidden_dropout_prob": 1.5})", ErrorCode::OutOfRange,
         "hidden_dropout_prob", "1.5"},
        {"tie not a bool", R"({"model_type": "llama", "tie_word_embeddings": 1})", ErrorCode::WrongType,
         "tie_word_embeddings", "1"},
        {"null hidden", R"({"model_type": "llama", "hidden_size": null})", ErrorCode::WrongType, "hidden_size", "null"},
        {"relative positions", R"({"model_type": "bert", "position_embedding_type": "relative_key"})",
         ErrorCode::Unsupported, "position_embedding_type", "\"relative_key\""},
        {"too many parameters",
         R"({"model_type": "llama", "num_hidden_layers": 100000, "hidden_size": 1000000,
             "num_attention_heads": 1000, "intermediate_size": 100000000})",
         ErrorCode::OutOfRange, "", nullptr},
    };
    for (const BadCase& c : cases) {
        SCOPED_TRACE(c.label);
        const auto spec = parseHfConfig(c.json, "config.json");
        ASSERT_FALSE(spec.ok());
        EXPECT_EQ(spec.error().code, c.code) << spec.error().message();
        EXPECT_EQ(spec.error().path, c.path);
        if (c.value) {
            EXPECT_EQ(spec.error().value, c.value);
        }
        EXPECT_EQ(spec.error().file, "config.json");
        EXPECT_FALSE(spec.error().message().empty());
    }
}

class HfImportFiles : public ::testing::Test {
protected:
    void SetUp() override
    {
        m_dir = std::filesystem::path(::testing::TempDir()) /
                ("headroom_hf_" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
        std::filesystem::create_directories(m_dir);
    }
    void TearDown() override { std::filesystem::remove_all(m_dir); }

    std::filesystem::path m_dir;
};

// Issue 29 item 15: a config without "_name_or_path" is named by its
// folder ("DeepSeek-V3"), not by its bare model type ("deepseek_v3"), so the
// CLI's "Model:" line and the window name the model the user downloaded.
TEST(HfImportName, AConfigWithoutItsNameTakesItsFolders)
{
    const auto spec = loadHfConfigFile(std::string(HEADROOM_TESTDATA_DIR) + "/hf/DeepSeek-V3/config.json");
    ASSERT_TRUE(spec.ok()) << spec.error().message();
    EXPECT_EQ(spec->name, "DeepSeek-V3");
}

TEST_F(HfImportFiles, MissingFileIsIo)
{
    const std::string path = (m_dir / "absent.json").string();
    const auto spec = loadHfConfigFile(path);
    ASSERT_FALSE(spec.ok());
    EXPECT_EQ(spec.error().code, ErrorCode::Io);
    EXPECT_EQ(spec.error().file, path);

    const auto dir = loadHfConfigFile(m_dir.string());
    ASSERT_FALSE(dir.ok());
    EXPECT_EQ(dir.error().code, ErrorCode::Io);
}

TEST_F(HfImportFiles, OversizedFileIsRefused)
{
    const auto path = m_dir / "big.json";
    {
        std::ofstream(path) << R"({"model_type": "gpt2"})";
    }
    std::filesystem::resize_file(path, (16u << 20) + 1); // sparse; never parsed
    const auto spec = loadHfConfigFile(path.string());
    ASSERT_FALSE(spec.ok());
    EXPECT_EQ(spec.error().code, ErrorCode::OutOfRange);
}

TEST_F(HfImportFiles, ParseErrorsNameTheFile)
{
    const auto path = m_dir / "config.json";
    {
        std::ofstream(path) << "{\"model_type\": \"llama\", \"hidden_size\": }";
    }
    const auto spec = loadHfConfigFile(path.string());
    ASSERT_FALSE(spec.ok());
    EXPECT_EQ(spec.error().code, ErrorCode::Parse);
    EXPECT_EQ(spec.error().file, path.string());
    // Where, in words: line and 1-based byte of the stray '}', not a bare
    // "got 40" (issue 29 item 16).
    EXPECT_EQ(spec.error().value, "");
    EXPECT_NE(spec.error().message().find("expected valid JSON (the error is at line 1, byte 40)"), std::string::npos)
        << spec.error().message();
}

// Issue 6 (fuzzing): a config nested 200,000 levels deep is read without
// recursion: ignored fields are skipped, a bad field is named, no stack overflow.
TEST(HfImport, DeeplyNestedValuesDoNotOverflowTheStack)
{
    const std::size_t depth = 200000; // far beyond what a recursive dump() survives
    const std::string deep = std::string(depth, '[') + std::string(depth, ']');
    const auto ignored = parseHfConfig(R"({"model_type": "gpt2", "rope_scaling": )" + deep + "}");
    ASSERT_TRUE(ignored.ok()) << ignored.error().message();
    const auto bad = parseHfConfig(R"({"model_type": "gpt2", "n_layer": )" + deep + "}");
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.error().code, ErrorCode::WrongType);
    EXPECT_EQ(bad.error().path, "n_layer");
}

} // namespace
} // namespace headroom
