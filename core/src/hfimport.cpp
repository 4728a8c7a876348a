#include "headroom/hfimport.h"
#include "headroom/limits.h"

#include "jsonreader.h"
#include "readers.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <limits>
#include <optional>
#include <string>
#include <system_error>
#include <utility>

namespace headroom {
namespace {

using detail::describe;
using nlohmann::json;

constexpr const char* kSupportedFamilies =
    "gpt2, bert, llama, mistral, mixtral, qwen2, gemma, gemma2, phi3, opt, qwen3, qwen3_moe, olmo2, deepseek_v2, "
    "deepseek_v3, kimi_k2, gpt_oss, gemma3, gemma3_text, glm4_moe, mistral3, llama4, llama4_text, qwen3_next, "
    "nemotron_h, "
    "granitemoehybrid";

// Reads typed fields with a fallback for absent ones; the first bad field
// wins and later reads just return their fallbacks.
class ConfigReader {
public:
    enum class Null : std::uint8_t { Rejected, MeansDefault };

    ConfigReader(const json& config, std::string_view file) : m_config(config), m_file(file) {}

    bool failed() const { return m_error.has_value(); }
    Error error() const { return *m_error; }

    void fail(Error e)
    {
        if (m_error)
            return;
        e.file = m_file;
        m_error = std::move(e);
    }

    bool present(const char* key) const
    {
        const auto it = m_config.find(key);
        return it != m_config.end() && !it->is_null();
    }

    std::int64_t integer(const char* key, std::int64_t fallback, std::int64_t lo, std::int64_t hi,
                         Null null = Null::Rejected)
    {
        const auto it = m_config.find(key);
        if (it == m_config.end() || (it->is_null() && null == Null::MeansDefault))
            return fallback;
        const json& v = *it;
        if (!v.is_number_integer()) {
            fail(makeError(ErrorCode::WrongType, key, describe(v), Expect::Integer));
            return fallback;
        }
        if (v.is_number_unsigned() &&
            v.get<std::uint64_t>() > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max())) {
            fail(makeError(ErrorCode::OutOfRange, key, describe(v), Expect::IntegerRange, lo, hi));
            return fallback;
        }
        const auto n = v.get<std::int64_t>();
        if (n < lo || n > hi) {
            fail(makeError(ErrorCode::OutOfRange, key, describe(v), Expect::IntegerRange, lo, hi));
            return fallback;
        }
        return n;
    }

    // transformers' attribute_map lets a config spell a field either way
    // (GPT2Config: hidden_size -> n_embd).
    std::int64_t aliased(const char* key, const char* alias, std::int64_t fallback, std::int64_t lo, std::int64_t hi)
    {
        const bool hasKey = m_config.contains(key);
        const bool hasAlias = m_config.contains(alias);
        if (hasKey && hasAlias) {
            const std::int64_t a = integer(key, fallback, lo, hi);
            const std::int64_t b = integer(alias, fallback, lo, hi);
            if (!failed() && a != b)
                fail(makeError(ErrorCode::Inconsistent, alias, std::to_string(b), Expect::SameAs, key, a));
            return a;
        }
        return integer(hasAlias ? alias : key, fallback, lo, hi);
    }

    bool boolean(const char* key, bool fallback)
    {
        const auto it = m_config.find(key);
        if (it == m_config.end())
            return fallback;
        if (!it->is_boolean()) {
            fail(makeError(ErrorCode::WrongType, key, describe(*it), Expect::Boolean));
            return fallback;
        }
        return it->get<bool>();
    }

    std::string string(const char* key, const std::string& fallback)
    {
        const auto it = m_config.find(key);
        if (it == m_config.end())
            return fallback;
        if (!it->is_string()) {
            fail(makeError(ErrorCode::WrongType, key, describe(*it), Expect::String));
            return fallback;
        }
        return it->get<std::string>();
    }

    double probability(const char* key, double fallback)
    {
        const auto it = m_config.find(key);
        if (it == m_config.end())
            return fallback;
        if (!it->is_number()) {
            fail(makeError(ErrorCode::WrongType, key, describe(*it), Expect::Probability));
            return fallback;
        }
        const double p = it->get<double>();
        if (!(p >= 0.0 && p <= 1.0)) {
            fail(makeError(ErrorCode::OutOfRange, key, describe(*it), Expect::Probability));
            return fallback;
        }
        return p;
    }

    double maxProbability(std::initializer_list<std::pair<const char*, double>> fields)
    {
        double p = 0.0;
        for (const auto& [key, fallback] : fields)
            p = std::max(p, probability(key, fallback));
        return p;
    }

private:
    const json& m_config;
    std::string m_file;
    std::optional<Error> m_error;
};

void requireDivides(ConfigReader& reader, std::int64_t whole, std::int64_t part, const char* partKey,
                    const char* wholeKey)
{
    if (whole % part != 0)
        reader.fail(
            makeError(ErrorCode::Inconsistent, partKey, std::to_string(part), Expect::DivisorOf, wholeKey, whole));
}

void requireFlagOff(ConfigReader& reader, const char* key, bool fallback, Expect why)
{
    if (reader.boolean(key, fallback) && !reader.failed())
        reader.fail(makeError(ErrorCode::Unsupported, key, "true", why));
}

// top-k within the experts, named by the family's own key for the count.
void requireTopKWithinExperts(ConfigReader& r, const Architecture& a, const char* expertsKey)
{
    if (a.expertsPerToken > a.experts)
        r.fail(makeError(ErrorCode::Inconsistent, "num_experts_per_tok", std::to_string(a.expertsPerToken),
                         Expect::AtMost, expertsKey, a.experts));
}

void readGpt2(ConfigReader& r, Architecture& a)
{
    // transformers GPT2Config defaults (GPT-2 small).
    a.hidden = r.aliased("n_embd", "hidden_size", 768, 1, kMaxHidden);
    a.layers = r.aliased("n_layer", "num_hidden_layers", 12, 1, kMaxLayers);
    a.heads = r.aliased("n_head", "num_attention_heads", 12, 1, kMaxHeads);
    a.ffn = r.integer("n_inner", 4 * a.hidden, 1, kMaxFfn, ConfigReader::Null::MeansDefault);
    a.vocab = r.integer("vocab_size", 50257, 1, kMaxVocab);
    a.maxPositions = r.aliased("n_positions", "max_position_embeddings", 1024, 1, kMaxPositions);
    a.tiedEmbeddings = r.boolean("tie_word_embeddings", true);
    a.dropout = r.maxProbability({{"resid_pdrop", 0.1}, {"embd_pdrop", 0.1}, {"attn_pdrop", 0.1}});
    requireFlagOff(r, "add_cross_attention", false, Expect::NoCrossAttention);
    if (r.failed())
        return;
    // GPT2Attention requires n_embd divisible by n_head.
    requireDivides(r, a.hidden, a.heads, "n_head", "n_embd");
    a.kvHeads = a.heads;
    a.headDim = a.hidden / a.heads;
    a.gatedMlp = false;
    a.norm = NormKind::LayerNorm;
    a.bias = BiasKind::All;
    a.learnedPositions = true;
}

void readBert(ConfigReader& r, Architecture& a)
{
    // transformers BertConfig defaults (bert-base). Counted as BertModel: the
    // pooler is there, the masked-LM head is not.
    a.hidden = r.integer("hidden_size", 768, 1, kMaxHidden);
    a.layers = r.integer("num_hidden_layers", 12, 1, kMaxLayers);
    a.heads = r.integer("num_attention_heads", 12, 1, kMaxHeads);
    a.ffn = r.integer("intermediate_size", 3072, 1, kMaxFfn);
    a.vocab = r.integer("vocab_size", 30522, 1, kMaxVocab);
    a.maxPositions = r.integer("max_position_embeddings", 512, 1, kMaxPositions);
    a.typeVocab = r.integer("type_vocab_size", 2, 0, kMaxVocab);
    a.dropout = r.maxProbability({{"hidden_dropout_prob", 0.1}, {"attention_probs_dropout_prob", 0.1}});
    // Relative position types add a distance table to every layer.
    const std::string positions = r.string("position_embedding_type", "absolute");
    if (!r.failed() && positions != "absolute")
        r.fail(makeError(ErrorCode::Unsupported, "position_embedding_type", '"' + positions + '"', Expect::Literal,
                         "\"absolute\""));
    requireFlagOff(r, "add_cross_attention", false, Expect::NoCrossAttention);
    if (r.failed())
        return;
    requireDivides(r, a.hidden, a.heads, "num_attention_heads", "hidden_size");
    a.kvHeads = a.heads;
    a.headDim = a.hidden / a.heads;
    a.gatedMlp = false;
    a.tiedEmbeddings = false;
    a.norm = NormKind::LayerNorm;
    a.bias = BiasKind::All;
    a.learnedPositions = true;
    a.finalNorm = true; // the embedding LayerNorm
    a.pooler = true;
    a.lmHead = false;
}

void readOpt(ConfigReader& r, Architecture& a)
{
    // transformers OPTConfig defaults (opt-125m).
    a.hidden = r.integer("hidden_size", 768, 1, kMaxHidden);
    a.layers = r.integer("num_hidden_layers", 12, 1, kMaxLayers);
    a.heads = r.integer("num_attention_heads", 12, 1, kMaxHeads);
    a.ffn = r.integer("ffn_dim", 3072, 1, kMaxFfn);
    a.vocab = r.integer("vocab_size", 50272, 1, kMaxVocab);
    const std::int64_t positions = r.integer("max_position_embeddings", 2048, 1, kMaxPositions);
    const std::int64_t projection =
        r.integer("word_embed_proj_dim", a.hidden, 1, kMaxHidden, ConfigReader::Null::MeansDefault);
    a.tiedEmbeddings = r.boolean("tie_word_embeddings", true);
    const bool preNorm = r.boolean("do_layer_norm_before", true);
    const bool removeFinalNorm = r.boolean("_remove_final_layer_norm", false);
    const bool bias = r.boolean("enable_bias", true);
    const bool affine = r.boolean("layer_norm_elementwise_affine", true);
    a.dropout = r.maxProbability({{"dropout", 0.1}, {"attention_dropout", 0.0}, {"activation_dropout", 0.0}});
    if (r.failed())
        return;
    // opt-350m embeds at 512 and projects in and out; the engine has no slot
    // for a narrower embedding table.
    if (projection != a.hidden) {
        r.fail(makeError(ErrorCode::Unsupported, "word_embed_proj_dim", std::to_string(projection), Expect::EqualTo,
                         "hidden_size", a.hidden));
        return;
    }
    if (!affine) {
        r.fail(makeError(ErrorCode::Unsupported, "layer_norm_elementwise_affine", "false", Expect::Literal, "true"));
        return;
    }
    requireDivides(r, a.hidden, a.heads, "num_attention_heads", "hidden_size");
    a.kvHeads = a.heads;
    a.headDim = a.hidden / a.heads;
    a.gatedMlp = false; // ReLU MLP
    a.norm = NormKind::LayerNorm;
    a.bias = bias ? BiasKind::All : BiasKind::None;
    a.learnedPositions = true;
    // OPTLearnedPositionalEmbedding keeps 2 rows more than max_position_embeddings.
    a.maxPositions = positions + 2;
    a.finalNorm = preNorm && !removeFinalNorm;
}

// How a Llama-like family decides its linear biases.
enum class BiasRule : std::uint8_t {
    None,          // Mistral, Mixtral, Phi-3: hard-coded bias=False
    Qkv,           // Qwen2: q, k, v biased, o not
    AttentionFlag, // Gemma, Gemma 2: attention_bias on q, k, v, o
    LlamaFlags,    // Llama: attention_bias on q, k, v, o; mlp_bias on gate, up, down
};

struct DecoderFamily {
    const char* modelType;
    std::int64_t hidden, ffn, layers, heads;
    std::int64_t kvHeads; // 0: num_attention_heads
    std::int64_t headDim; // 0: hidden / heads
    std::int64_t vocab, maxPositions;
    bool tied;
    std::int64_t normsPerLayer;
    BiasRule bias;
    bool experts;
};

// Defaults of each transformers configuration class (LlamaConfig, MistralConfig, ...).
constexpr DecoderFamily kDecoderFamilies[] = {
    {"llama", 4096, 11008, 32, 32, 0, 0, 32000, 2048, false, 2, BiasRule::LlamaFlags, false},
    {"mistral", 4096, 14336, 32, 32, 8, 0, 32000, 4096 * 32, false, 2, BiasRule::None, false},
    {"mixtral", 4096, 14336, 32, 32, 8, 0, 32000, 4096 * 32, false, 2, BiasRule::None, true},
    {"qwen2", 4096, 22016, 32, 32, 32, 0, 151936, 32768, false, 2, BiasRule::Qkv, false},
    {"gemma", 3072, 24576, 28, 16, 16, 256, 256000, 8192, true, 2, BiasRule::AttentionFlag, false},
    // Gemma 2 norms before and after both attention and MLP.
    {"gemma2", 2304, 9216, 26, 8, 4, 256, 256000, 8192, true, 4, BiasRule::AttentionFlag, false},
    {"phi3", 3072, 8192, 32, 32, 0, 0, 32064, 4096, false, 2, BiasRule::None, false},
};

void readDecoder(ConfigReader& r, const DecoderFamily& f, Architecture& a)
{
    a.hidden = r.integer("hidden_size", f.hidden, 1, kMaxHidden);
    a.ffn = r.integer("intermediate_size", f.ffn, 1, kMaxFfn);
    a.layers = r.integer("num_hidden_layers", f.layers, 1, kMaxLayers);
    a.heads = r.integer("num_attention_heads", f.heads, 1, kMaxHeads);
    a.vocab = r.integer("vocab_size", f.vocab, 1, kMaxVocab);
    a.maxPositions = r.integer("max_position_embeddings", f.maxPositions, 1, kMaxPositions);
    a.tiedEmbeddings = r.boolean("tie_word_embeddings", f.tied);
    // num_key_value_heads=None means multi-head attention in every family.
    a.kvHeads = r.integer("num_key_value_heads", f.kvHeads > 0 ? f.kvHeads : a.heads, 1, kMaxHeads,
                          ConfigReader::Null::MeansDefault);
    const bool explicitHeadDim = f.headDim > 0 || r.present("head_dim");
    a.headDim = r.integer("head_dim", f.headDim, 1, kMaxHidden, ConfigReader::Null::MeansDefault);
    if (f.modelType == std::string_view("phi3"))
        a.dropout = r.maxProbability({{"attention_dropout", 0.0}, {"resid_pdrop", 0.0}, {"embd_pdrop", 0.0}});
    else
        a.dropout = r.probability("attention_dropout", 0.0);
    if (f.experts) {
        // transformers MixtralConfig: num_local_experts 8, num_experts_per_tok 2.
        a.experts = r.integer("num_local_experts", 8, 1, kMaxExperts);
        a.expertsPerToken = r.integer("num_experts_per_tok", 2, 1, kMaxExperts);
    }
    bool attentionBias = false;
    bool mlpBias = false;
    if (f.bias == BiasRule::Qkv)
        attentionBias = true;
    if (f.bias == BiasRule::AttentionFlag || f.bias == BiasRule::LlamaFlags)
        attentionBias = r.boolean("attention_bias", false);
    if (f.bias == BiasRule::LlamaFlags)
        mlpBias = r.boolean("mlp_bias", false);
    if (r.failed())
        return;

    if (!explicitHeadDim) {
        requireDivides(r, a.hidden, a.heads, "num_attention_heads", "hidden_size");
        a.headDim = a.hidden / a.heads;
    }
    requireDivides(r, a.heads, a.kvHeads, "num_key_value_heads", "num_attention_heads");
    requireTopKWithinExperts(r, a, "num_local_experts");
    if (r.failed())
        return;

    a.gatedMlp = true; // SwiGLU (GeGLU for Gemma)
    a.norm = NormKind::RmsNorm;
    a.learnedPositions = false; // RoPE
    a.normsPerLayer = f.normsPerLayer;
    a.finalNorm = true;

    // Biases the BiasKinds cannot express exactly go to extraParameters so the
    // total stays exact: o_proj alone (Qkv + h), the MLP's alone (2f + h).
    std::int64_t extraPerLayer = 0;
    if (f.bias == BiasRule::Qkv) {
        a.bias = BiasKind::Qkv;
    } else if (attentionBias && mlpBias) {
        a.bias = BiasKind::All; // a gated MLP's biases: 2f + h (docs/model.md section 1)
    } else if (attentionBias) {
        a.bias = BiasKind::Qkv;
        extraPerLayer = a.hidden;
    } else if (mlpBias) {
        a.bias = BiasKind::None;
        extraPerLayer = 2 * a.ffn + a.hidden;
    } else {
        a.bias = BiasKind::None;
    }
    // Sliding windows (docs/model.md section 1b): Mistral and Mixtral window
    // every layer when sliding_window is set (Mistral 7B v0.1: 4096); Gemma 2
    // alternates, layer 0 local (transformers Gemma2: is_sliding = !(i % 2)).
    const std::string_view type = f.modelType;
    if (type == "mistral" || type == "mixtral" || type == "gemma2") {
        const std::int64_t window = r.integer("sliding_window", type == "gemma2" ? 4096 : 0, 0, kMaxPositions,
                                              ConfigReader::Null::MeansDefault);
        if (r.failed())
            return;
        if (window > 0 && !(type != "gemma2" && window >= a.maxPositions)) {
            a.local = AttentionKind::SlidingWindow;
            a.window = window;
            a.globalEvery = type == "gemma2" ? 2 : 0;
        }
    }
    // A one-expert Mixtral still has its router, which the engine counts only for E > 1.
    if (f.experts && a.experts == 1)
        extraPerLayer += a.hidden;
    a.extraParameters = extraPerLayer * a.layers;
}

// ---- Section 1b families ------------------------------------------------------

// Dense decoders after Llama with QK-norm: Qwen3 (an RMSNorm over each head's
// dim, transformers Qwen3Config defaults) and OLMo 2 (over all heads' width,
// Olmo2Config defaults; norms after attention and after the MLP).
void readQkNormDecoder(ConfigReader& r, Architecture& a, bool olmo)
{
    a.hidden = r.integer("hidden_size", 4096, 1, kMaxHidden);
    a.ffn = r.integer("intermediate_size", olmo ? 11008 : 22016, 1, kMaxFfn);
    a.layers = r.integer("num_hidden_layers", 32, 1, kMaxLayers);
    a.heads = r.integer("num_attention_heads", 32, 1, kMaxHeads);
    a.kvHeads = r.integer("num_key_value_heads", a.heads, 1, kMaxHeads, ConfigReader::Null::MeansDefault);
    a.vocab = r.integer("vocab_size", olmo ? 50304 : 151936, 1, kMaxVocab);
    a.maxPositions = r.integer("max_position_embeddings", olmo ? 2048 : 32768, 1, kMaxPositions);
    a.tiedEmbeddings = r.boolean("tie_word_embeddings", false);
    const bool bias = r.boolean("attention_bias", false);
    a.dropout = r.probability("attention_dropout", 0.0);
    // Qwen3Config: head_dim 128 unless given; OLMo 2: hidden / heads.
    a.headDim = olmo ? 0 : r.integer("head_dim", 128, 1, kMaxHidden, ConfigReader::Null::MeansDefault);
    if (r.failed())
        return;
    if (olmo) {
        requireDivides(r, a.hidden, a.heads, "num_attention_heads", "hidden_size");
        a.headDim = a.hidden / a.heads;
    }
    requireDivides(r, a.heads, a.kvHeads, "num_key_value_heads", "num_attention_heads");
    a.gatedMlp = true;
    a.norm = NormKind::RmsNorm;
    a.normsPerLayer = 2;
    a.qkNorm = olmo ? QkNorm::Full : QkNorm::PerHead;
    // attention_bias puts a bias on q, k, v and o.
    a.bias = bias ? BiasKind::Qkv : BiasKind::None;
    a.extraParameters = bias ? a.hidden * a.layers : 0;
}

// Qwen3-MoE (Qwen3MoeConfig): every decoder_sparse_step-th layer is MoE
// unless listed in mlp_only_layers; experts of moe_intermediate_size.
void readQwen3Moe(ConfigReader& r, const json& config, Architecture& a)
{
    readQkNormDecoder(r, a, false);
    if (r.failed())
        return;
    a.experts = r.integer("num_experts", 128, 1, kMaxExperts);
    a.expertsPerToken = r.integer("num_experts_per_tok", 8, 1, kMaxExperts);
    a.expertFfn = r.integer("moe_intermediate_size", 768, 1, kMaxFfn);
    const std::int64_t step = r.integer("decoder_sparse_step", 1, 1, kMaxLayers);
    std::int64_t dense = 0;
    for (std::int64_t i = 0; i < a.layers; ++i) {
        bool mlpOnly = false;
        if (const auto it = config.find("mlp_only_layers"); it != config.end() && it->is_array())
            for (const json& v : *it)
                mlpOnly = mlpOnly || (v.is_number_integer() && v.get<std::int64_t>() == i);
        if (mlpOnly || (i + 1) % step != 0)
            ++dense;
    }
    a.denseLayers = a.experts > 1 ? dense : 0;
    requireTopKWithinExperts(r, a, "num_experts");
}

// DeepSeek-V2/V3 (and Kimi K2): MLA, routed and shared experts, dense-first
// layers, MTP modules (DeepseekV3Config defaults).
void readDeepseek(ConfigReader& r, const json& config, Architecture& a, bool v3)
{
    a.hidden = r.integer("hidden_size", v3 ? 7168 : 5120, 1, kMaxHidden);
    a.ffn = r.integer("intermediate_size", v3 ? 18432 : 12288, 1, kMaxFfn);
    a.layers = r.integer("num_hidden_layers", v3 ? 61 : 60, 1, kMaxLayers);
    a.heads = r.integer("num_attention_heads", 128, 1, kMaxHeads);
    a.kvHeads = a.heads;
    a.vocab = r.integer("vocab_size", v3 ? 129280 : 102400, 1, kMaxVocab);
    a.maxPositions = r.integer("max_position_embeddings", v3 ? 4096 : 2048, 1, kMaxPositions);
    a.tiedEmbeddings = r.boolean("tie_word_embeddings", false);
    // q_lora_rank null (DeepSeek-V2-Lite): queries projected directly.
    const bool directQ = config.contains("q_lora_rank") && config["q_lora_rank"].is_null();
    a.mla.qLoraRank = directQ ? 0 : r.integer("q_lora_rank", 1536, 1, kMaxHidden);
    a.mla.kvLoraRank = r.integer("kv_lora_rank", 512, 1, kMaxHidden);
    a.mla.nopeHeadDim = r.integer("qk_nope_head_dim", 128, 0, kMaxHidden);
    a.mla.ropeHeadDim = r.integer("qk_rope_head_dim", 64, 0, kMaxHidden);
    a.mla.vHeadDim = r.integer("v_head_dim", 128, 1, kMaxHidden);
    a.headDim = a.mla.vHeadDim;
    a.experts = r.integer("n_routed_experts", v3 ? 256 : 160, 1, kMaxExperts, ConfigReader::Null::MeansDefault);
    a.expertsPerToken = r.integer("num_experts_per_tok", v3 ? 8 : 6, 1, kMaxExperts, ConfigReader::Null::MeansDefault);
    a.expertFfn = r.integer("moe_intermediate_size", v3 ? 2048 : 1536, 1, kMaxFfn);
    const std::int64_t shared =
        r.integer("n_shared_experts", v3 ? 1 : 2, 0, kMaxExperts, ConfigReader::Null::MeansDefault);
    a.denseLayers = r.integer("first_k_dense_replace", v3 ? 3 : 0, 0, kMaxLayers);
    const std::int64_t freq = r.integer("moe_layer_freq", 1, 1, kMaxLayers);
    a.mtpLayers = r.integer("num_nextn_predict_layers", v3 ? 1 : 0, 0, 64);
    const bool bias = r.boolean("attention_bias", false);
    // V3's noaux_tc routing keeps a correction bias per expert.
    const std::string topk = r.string("topk_method", v3 ? "noaux_tc" : "greedy");
    if (r.failed())
        return;
    if (freq != 1) {
        r.fail(makeError(ErrorCode::Unsupported, "moe_layer_freq", std::to_string(freq), Expect::Literal, "1"));
        return;
    }
    a.denseLayers = std::min(a.denseLayers, a.layers);
    if (a.experts <= 1)
        a.denseLayers = 0;
    a.sharedFfn = shared * a.expertFfn;
    a.routerBias = topk == "noaux_tc";
    a.gatedMlp = true;
    a.norm = NormKind::RmsNorm;
    a.normsPerLayer = 2;
    a.bias = bias ? BiasKind::All : BiasKind::None;
    requireTopKWithinExperts(r, a, "n_routed_experts");
}

// The local/global layer pattern from a layer_types list ("sliding_attention",
// "full_attention", "linear_attention", ...): the pattern must repeat with a
// period n whose last layer is global (every n-th layer global).
void readLayerTypes(ConfigReader& r, const json& config, Architecture& a, AttentionKind localKind,
                    const char* localName)
{
    const auto it = config.find("layer_types");
    if (it == config.end() || it->is_null())
        return;
    if (!it->is_array() || std::int64_t(it->size()) != a.layers) {
        r.fail(makeError(ErrorCode::Inconsistent, "layer_types", describe(*it), Expect::SameAs, "num_hidden_layers",
                         a.layers));
        return;
    }
    std::int64_t globals = 0, firstGlobal = 0;
    for (std::int64_t i = 0; i < a.layers; ++i) {
        const json& v = (*it)[std::size_t(i)];
        const bool global = v == "full_attention";
        if (!global && v != localName) {
            r.fail(makeError(ErrorCode::Unsupported, "layer_types", describe(v), Expect::OneOf,
                             std::string("full_attention, ") + localName));
            return;
        }
        if (global && globals++ == 0)
            firstGlobal = i + 1;
    }
    if (globals == 0) {
        a.local = localKind;
        a.globalEvery = 0;
        return;
    }
    if (globals == a.layers) {
        a.local = AttentionKind::Full;
        return;
    }
    // Check the period; the counts are what the engine needs.
    for (std::int64_t i = 0; i < a.layers; ++i) {
        const bool global = (*it)[std::size_t(i)] == "full_attention";
        if (global != ((i + 1) % firstGlobal == 0)) {
            r.fail(makeError(ErrorCode::Unsupported, "layer_types", describe(*it), Expect::Literal,
                             "a repeating pattern ending in full_attention"));
            return;
        }
    }
    a.local = localKind;
    a.globalEvery = firstGlobal;
}

// gpt-oss (GptOssConfig): alternating 128-token sliding windows with
// attention sinks, biases everywhere, MoE with a biased router.
void readGptOss(ConfigReader& r, const json& config, Architecture& a)
{
    a.hidden = r.integer("hidden_size", 2880, 1, kMaxHidden);
    a.layers = r.integer("num_hidden_layers", 36, 1, kMaxLayers);
    a.heads = r.integer("num_attention_heads", 64, 1, kMaxHeads);
    a.kvHeads = r.integer("num_key_value_heads", 8, 1, kMaxHeads);
    a.headDim = r.integer("head_dim", 64, 1, kMaxHidden);
    a.ffn = r.integer("intermediate_size", 2880, 1, kMaxFfn);
    a.experts = r.integer("num_local_experts", 128, 1, kMaxExperts);
    a.expertsPerToken = r.aliased("num_experts_per_tok", "experts_per_token", 4, 1, kMaxExperts);
    a.vocab = r.integer("vocab_size", 201088, 1, kMaxVocab);
    a.maxPositions = r.integer("max_position_embeddings", 131072, 1, kMaxPositions);
    a.tiedEmbeddings = r.boolean("tie_word_embeddings", false);
    a.window = r.integer("sliding_window", 128, 1, kMaxPositions);
    const bool bias = r.boolean("attention_bias", true);
    if (r.failed())
        return;
    requireDivides(r, a.heads, a.kvHeads, "num_key_value_heads", "num_attention_heads");
    a.local = AttentionKind::SlidingWindow;
    a.globalEvery = 2; // transformers' default layer_types: sliding, full, ...
    readLayerTypes(r, config, a, AttentionKind::SlidingWindow, "sliding_attention");
    a.attentionSinks = true;
    a.routerBias = true;
    a.gatedMlp = true;
    a.norm = NormKind::RmsNorm;
    a.normsPerLayer = 2;
    a.bias = bias ? BiasKind::All : BiasKind::None; // experts always carry biases
    if (!bias)                                      // the experts' biases alone: 2f + h per expert
        a.extraParameters = a.layers * a.experts * (2 * a.ffn + a.hidden);
    requireTopKWithinExperts(r, a, "num_local_experts");
}

// Gemma 3's text model (Gemma3TextConfig defaults): 5 local : 1 global
// sliding windows, QK-norm per head, four norms per layer, tied head.
void readGemma3Text(ConfigReader& r, const json& config, Architecture& a)
{
    a.hidden = r.integer("hidden_size", 2304, 1, kMaxHidden);
    a.ffn = r.integer("intermediate_size", 9216, 1, kMaxFfn);
    a.layers = r.integer("num_hidden_layers", 26, 1, kMaxLayers);
    a.heads = r.integer("num_attention_heads", 8, 1, kMaxHeads);
    a.kvHeads = r.integer("num_key_value_heads", 4, 1, kMaxHeads);
    a.headDim = r.integer("head_dim", 256, 1, kMaxHidden);
    a.vocab = r.integer("vocab_size", 262208, 1, kMaxVocab);
    a.maxPositions = r.integer("max_position_embeddings", 131072, 1, kMaxPositions);
    a.tiedEmbeddings = r.boolean("tie_word_embeddings", true);
    a.window = r.integer("sliding_window", 4096, 1, kMaxPositions);
    const std::int64_t pattern = r.integer("sliding_window_pattern", 6, 1, kMaxLayers);
    const bool bias = r.boolean("attention_bias", false);
    a.dropout = r.probability("attention_dropout", 0.0);
    if (r.failed())
        return;
    requireDivides(r, a.heads, a.kvHeads, "num_key_value_heads", "num_attention_heads");
    a.local = AttentionKind::SlidingWindow;
    a.globalEvery = pattern;
    readLayerTypes(r, config, a, AttentionKind::SlidingWindow, "sliding_attention");
    a.qkNorm = QkNorm::PerHead;
    a.gatedMlp = true; // GeGLU
    a.norm = NormKind::RmsNorm;
    a.normsPerLayer = 4;
    a.bias = bias ? BiasKind::Qkv : BiasKind::None;
    a.extraParameters = bias ? a.hidden * a.layers : 0;
}

// GLM-4.5 (Glm4MoeConfig): GQA with QKV biases, routed and shared experts,
// dense-first layers, a corrected router, MTP layers.
void readGlm4Moe(ConfigReader& r, Architecture& a)
{
    a.hidden = r.integer("hidden_size", 4096, 1, kMaxHidden);
    a.ffn = r.integer("intermediate_size", 10944, 1, kMaxFfn);
    a.layers = r.integer("num_hidden_layers", 46, 1, kMaxLayers);
    a.heads = r.integer("num_attention_heads", 96, 1, kMaxHeads);
    a.kvHeads = r.integer("num_key_value_heads", 8, 1, kMaxHeads);
    a.headDim = r.integer("head_dim", 128, 1, kMaxHidden, ConfigReader::Null::MeansDefault);
    a.vocab = r.integer("vocab_size", 151552, 1, kMaxVocab);
    a.maxPositions = r.integer("max_position_embeddings", 131072, 1, kMaxPositions);
    a.tiedEmbeddings = r.boolean("tie_word_embeddings", false);
    a.experts = r.integer("n_routed_experts", 128, 1, kMaxExperts);
    a.expertsPerToken = r.integer("num_experts_per_tok", 8, 1, kMaxExperts);
    a.expertFfn = r.integer("moe_intermediate_size", 1408, 1, kMaxFfn);
    const std::int64_t shared = r.integer("n_shared_experts", 1, 0, kMaxExperts);
    a.denseLayers = r.integer("first_k_dense_replace", 1, 0, kMaxLayers);
    a.mtpLayers = r.integer("num_nextn_predict_layers", 1, 0, 64);
    const bool bias = r.boolean("attention_bias", false);
    const bool qkNorm = r.boolean("use_qk_norm", false);
    if (r.failed())
        return;
    requireDivides(r, a.heads, a.kvHeads, "num_key_value_heads", "num_attention_heads");
    a.denseLayers = std::min(a.denseLayers, a.layers);
    a.sharedFfn = shared * a.expertFfn;
    a.routerBias = true; // e_score_correction_bias
    a.qkNorm = qkNorm ? QkNorm::PerHead : QkNorm::None;
    a.gatedMlp = true;
    a.norm = NormKind::RmsNorm;
    a.normsPerLayer = 2;
    a.bias = bias ? BiasKind::Qkv : BiasKind::None; // q, k, v biased; o not
    requireTopKWithinExperts(r, a, "n_routed_experts");
}

// Qwen3-Next (Qwen3NextConfig defaults): every full_attention_interval-th
// layer gated softmax attention (q_proj doubled for the output gate,
// per-head QK-norm), the others Gated DeltaNet linear attention with a
// constant state; MoE as Qwen3-MoE plus a shared expert with its own h -> 1
// gate. The checkpoint's MTP module (mtp.*, sharing the embedding and head)
// is not counted.
void readQwen3Next(ConfigReader& r, const json& config, Architecture& a)
{
    a.hidden = r.integer("hidden_size", 2048, 1, kMaxHidden);
    a.ffn = r.integer("intermediate_size", 5632, 1, kMaxFfn);
    a.layers = r.integer("num_hidden_layers", 48, 1, kMaxLayers);
    a.heads = r.integer("num_attention_heads", 16, 1, kMaxHeads);
    a.kvHeads = r.integer("num_key_value_heads", 2, 1, kMaxHeads);
    a.headDim = r.integer("head_dim", 256, 1, kMaxHidden, ConfigReader::Null::MeansDefault);
    a.vocab = r.integer("vocab_size", 151936, 1, kMaxVocab);
    a.maxPositions = r.integer("max_position_embeddings", 32768, 1, kMaxPositions);
    a.tiedEmbeddings = r.boolean("tie_word_embeddings", false);
    const bool bias = r.boolean("attention_bias", false);
    a.dropout = r.probability("attention_dropout", 0.0);
    const std::int64_t interval = r.integer("full_attention_interval", 4, 1, kMaxLayers);
    const std::int64_t kernel = r.integer("linear_conv_kernel_dim", 4, 1, 1024);
    const std::int64_t keyDim = r.integer("linear_key_head_dim", 128, 1, kMaxHidden);
    const std::int64_t valueDim = r.integer("linear_value_head_dim", 128, 1, kMaxHidden);
    const std::int64_t keyHeads = r.integer("linear_num_key_heads", 16, 1, kMaxHeads);
    const std::int64_t valueHeads = r.integer("linear_num_value_heads", 32, 1, kMaxHeads);
    a.experts = r.integer("num_experts", 512, 1, kMaxExperts);
    a.expertsPerToken = r.integer("num_experts_per_tok", 10, 1, kMaxExperts);
    a.expertFfn = r.integer("moe_intermediate_size", 512, 1, kMaxFfn);
    const std::int64_t shared = r.integer("shared_expert_intermediate_size", 512, 0, kMaxFfn);
    const std::int64_t step = r.integer("decoder_sparse_step", 1, 1, kMaxLayers);
    if (r.failed())
        return;
    requireDivides(r, a.heads, a.kvHeads, "num_key_value_heads", "num_attention_heads");
    requireDivides(r, valueHeads, keyHeads, "linear_num_key_heads", "linear_num_value_heads");
    if (r.failed())
        return;
    a.local = AttentionKind::Linear;
    a.globalEvery = interval;
    readLayerTypes(r, config, a, AttentionKind::Linear, "linear_attention");
    const std::int64_t k = keyHeads * keyDim, v = valueHeads * valueDim, conv = 2 * k + v;
    const std::int64_t h = a.hidden;
    a.linearParameters = h * (2 * k + 2 * v) + h * 2 * valueHeads + conv * kernel + 2 * valueHeads + valueDim + v * h;
    a.linearState = valueHeads * keyDim * valueDim + conv * (kernel - 1);
    a.attentionGate = true;
    a.qkNorm = QkNorm::PerHead;
    // Dense layers as Qwen3-MoE: mlp_only_layers, or off the decoder_sparse_step.
    std::int64_t dense = 0;
    for (std::int64_t i = 0; i < a.layers; ++i) {
        bool mlpOnly = false;
        if (const auto it = config.find("mlp_only_layers"); it != config.end() && it->is_array())
            for (const json& x : *it)
                mlpOnly = mlpOnly || (x.is_number_integer() && x.get<std::int64_t>() == i);
        if (mlpOnly || (i + 1) % step != 0)
            ++dense;
    }
    a.denseLayers = a.experts > 1 ? dense : 0;
    a.sharedFfn = a.experts > 1 ? shared : 0;
    a.sharedExpertGate = a.sharedFfn > 0;
    a.gatedMlp = true;
    a.norm = NormKind::RmsNorm;
    a.normsPerLayer = 2;
    // attention_bias: q (with its gate half), k, v and o biased on the full layers.
    a.bias = bias ? BiasKind::Qkv : BiasKind::None;
    a.extraParameters = bias ? a.globalLayers() * (a.heads * a.headDim + h) : 0;
    requireTopKWithinExperts(r, a, "num_experts");
}

// Nemotron-H (NemotronHConfig defaults): a stack of single blocks, each one
// RMSNorm and one of a Mamba-2 mixer (M), softmax attention (*) or a ReLU²
// MLP (-), as hybrid_override_pattern lists them. An engine layer is a mixer
// with the MLP block that follows it, if one does: mlp_layers of them carry
// an MLP, global_layers of them are attention, the rest linear (Mamba-2 with
// a constant state). Nemotron 3 (E): a MoE block of n_routed_experts ReLU²
// experts (moe_intermediate_size), n_shared_experts shared ones
// (moe_shared_expert_intermediate_size) and a router with its correction
// bias, in place of the MLP. An MLP not after a mixer, dense and MoE blocks in
// one model, and Super's latent MoE (moe_latent_size) are refused.
void readNemotronH(ConfigReader& r, Architecture& a)
{
    a.hidden = r.integer("hidden_size", 4096, 1, kMaxHidden);
    a.ffn = r.integer("intermediate_size", 21504, 1, kMaxFfn);
    const std::int64_t blocks = r.integer("num_hidden_layers", 52, 1, kMaxLayers);
    a.heads = r.integer("num_attention_heads", 32, 1, kMaxHeads);
    a.kvHeads = r.integer("num_key_value_heads", 8, 1, kMaxHeads);
    const std::int64_t headDim = r.integer("attention_head_dim", 128, 1, kMaxHidden, ConfigReader::Null::MeansDefault);
    a.headDim = r.integer("head_dim", headDim, 1, kMaxHidden, ConfigReader::Null::MeansDefault);
    a.vocab = r.integer("vocab_size", 131072, 1, kMaxVocab);
    a.maxPositions = r.integer("max_position_embeddings", 4096, 1, kMaxPositions);
    a.tiedEmbeddings = r.boolean("tie_word_embeddings", false);
    const std::string pattern =
        r.string("hybrid_override_pattern", "M-M-M-M*-M-M-M-M-M*-M-M-M-M-M*-M-M-M-M-M*-M-M-M-M-M-");
    const std::int64_t mambaHeads = r.integer("mamba_num_heads", 128, 1, kMaxHeads);
    const std::int64_t mambaHeadDim = r.integer("mamba_head_dim", 64, 1, kMaxHidden);
    const std::int64_t groups = r.integer("n_groups", 8, 1, kMaxHeads);
    const std::int64_t state = r.integer("ssm_state_size", 128, 1, kMaxHidden);
    const std::int64_t kernel = r.integer("conv_kernel", 4, 1, 1024);
    const bool mambaBias = r.boolean("use_bias", false);
    const bool convBias = r.boolean("use_conv_bias", true);
    const bool attentionBias = r.boolean("attention_bias", false);
    const bool mlpBias = r.boolean("mlp_bias", false);
    a.dropout = r.probability("attention_dropout", 0.0);
    const bool moePattern = pattern.find('E') != std::string::npos;
    std::int64_t routed = 0, sharedExperts = 0, sharedFfn = 0;
    if (moePattern) {
        routed = r.integer("n_routed_experts", 8, 2, kMaxExperts);
        a.expertsPerToken = r.integer("num_experts_per_tok", 2, 1, kMaxExperts);
        a.expertFfn = r.integer("moe_intermediate_size", 7688, 1, kMaxFfn);
        sharedExperts = r.integer("n_shared_experts", 1, 0, kMaxExperts);
        sharedFfn = r.integer("moe_shared_expert_intermediate_size", 7688, 1, kMaxFfn);
        if (mlpBias) {
            r.fail(makeError(ErrorCode::Unsupported, "mlp_bias", "true", Expect::Literal, "false with MoE blocks (E)"));
            return;
        }
        if (r.integer("moe_latent_size", 0, 0, kMaxHidden, ConfigReader::Null::MeansDefault) > 0) {
            r.fail(makeError(ErrorCode::Unsupported, "moe_latent_size", "a latent MoE", Expect::Literal,
                             "none (Nemotron 3 Super's latent projections are not modelled)"));
            return;
        }
    }
    if (r.failed())
        return;
    if (std::int64_t(pattern.size()) != blocks) {
        r.fail(makeError(ErrorCode::Inconsistent, "hybrid_override_pattern", pattern, Expect::SameAs,
                         "num_hidden_layers", blocks));
        return;
    }
    std::int64_t mamba = 0, attention = 0, mlps = 0;
    bool open = false; // the last mixer has no MLP yet
    const char mlpBlock = moePattern ? 'E' : '-';
    for (const char c : pattern) {
        if (c == 'M' || c == '*') {
            ++(c == 'M' ? mamba : attention);
            open = true;
        } else if (c == mlpBlock && open) {
            ++mlps;
            open = false;
        } else {
            r.fail(makeError(ErrorCode::Unsupported, "hybrid_override_pattern", pattern, Expect::Literal,
                             "M and * blocks, each followed by at most one - block (or one E block, not both kinds)"));
            return;
        }
    }
    requireDivides(r, a.heads, a.kvHeads, "num_key_value_heads", "num_attention_heads");
    if (r.failed())
        return;
    const std::int64_t h = a.hidden;
    a.layers = mamba + attention;
    a.local = mamba > 0 ? AttentionKind::Linear : AttentionKind::Full;
    a.globalCount = mamba > 0 ? attention : 0;
    a.globalEvery = 0;
    a.mlpLayers = mlps < a.layers ? mlps : 0;
    // Mamba-2 (NemotronHMamba2Mixer): in_proj to z, x, B, C and dt; a
    // depthwise conv over x, B, C; dt_bias, A_log, D per head; a gated
    // RMSNorm over the inner width; out_proj.
    const std::int64_t inner = mambaHeads * mambaHeadDim, conv = inner + 2 * groups * state;
    const std::int64_t inProj = inner + conv + mambaHeads;
    a.linearParameters = h * inProj + (mambaBias ? inProj : 0) + conv * kernel + (convBias ? conv : 0) +
                         3 * mambaHeads + inner + inner * h + (mambaBias ? h : 0);
    a.linearState = mambaHeads * mambaHeadDim * state + conv * (kernel - 1);
    a.gatedMlp = false; // ReLU²: up and down, experts and shared ones alike
    if (moePattern) {
        a.experts = routed;
        a.sharedFfn = sharedExperts * sharedFfn;
        a.routerBias = true; // NemotronHTopkRouter's e_score_correction_bias
        requireTopKWithinExperts(r, a, "n_routed_experts");
        if (r.failed())
            return;
    }
    a.norm = NormKind::RmsNorm;
    a.normsPerLayer = 2;
    // Biases the BiasKinds cannot hold alone go to extraParameters.
    if (attentionBias && mlpBias) {
        a.bias = BiasKind::All;
    } else if (attentionBias) {
        a.bias = BiasKind::Qkv;
        a.extraParameters = attention * h; // o_proj
    } else if (mlpBias) {
        a.bias = BiasKind::None;
        a.extraParameters = mlps * (a.ffn + h);
    } else {
        a.bias = BiasKind::None;
    }
}

// Granite 4.0-H (GraniteMoeHybridConfig defaults): layer_types lists each
// layer's mixer, Mamba-2 ("mamba") or attention; every layer also has a MoE
// of num_local_experts (intermediate_size each, router without bias) and a
// shared SwiGLU MLP of shared_intermediate_size; with no experts the shared
// MLP is the layer's MLP.
void readGraniteMoeHybrid(ConfigReader& r, const json& config, Architecture& a)
{
    a.hidden = r.integer("hidden_size", 4096, 1, kMaxHidden);
    const std::int64_t expertFfn = r.integer("intermediate_size", 11008, 1, kMaxFfn);
    const std::int64_t shared = r.integer("shared_intermediate_size", 0, 0, kMaxFfn);
    a.layers = r.integer("num_hidden_layers", 32, 1, kMaxLayers);
    a.heads = r.integer("num_attention_heads", 32, 1, kMaxHeads);
    a.kvHeads = r.integer("num_key_value_heads", a.heads, 1, kMaxHeads, ConfigReader::Null::MeansDefault);
    a.vocab = r.integer("vocab_size", 32000, 1, kMaxVocab);
    a.maxPositions = r.integer("max_position_embeddings", 2048, 1, kMaxPositions);
    a.tiedEmbeddings = r.boolean("tie_word_embeddings", false);
    const std::int64_t experts = r.integer("num_local_experts", 8, 0, kMaxExperts);
    const std::int64_t topK = r.integer("num_experts_per_tok", 2, 1, kMaxExperts);
    const std::int64_t mambaHeads = r.integer("mamba_n_heads", 128, 1, kMaxHeads);
    const std::int64_t groups = r.integer("mamba_n_groups", 1, 1, kMaxHeads);
    const std::int64_t state = r.integer("mamba_d_state", 256, 1, kMaxHidden);
    const std::int64_t kernel = r.integer("mamba_d_conv", 4, 1, 1024);
    const std::int64_t expand = r.integer("mamba_expand", 2, 1, 64);
    const bool convBias = r.boolean("mamba_conv_bias", true);
    const bool projBias = r.boolean("mamba_proj_bias", false);
    const bool attentionBias = r.boolean("attention_bias", false);
    a.dropout = r.probability("attention_dropout", 0.0);
    if (r.failed())
        return;
    requireDivides(r, a.hidden, a.heads, "num_attention_heads", "hidden_size");
    requireDivides(r, a.heads, a.kvHeads, "num_key_value_heads", "num_attention_heads");
    const std::int64_t inner = expand * a.hidden;
    requireDivides(r, inner, mambaHeads, "mamba_n_heads", "mamba_expand × hidden_size");
    if (r.failed())
        return;
    a.headDim = a.hidden / a.heads;
    // mamba_d_head "auto" (or absent): the inner width over the heads.
    std::int64_t headDim = inner / mambaHeads;
    if (r.present("mamba_d_head") && !config.at("mamba_d_head").is_string())
        headDim = r.integer("mamba_d_head", headDim, 1, kMaxHidden);
    if (headDim * mambaHeads != inner) {
        r.fail(makeError(ErrorCode::Inconsistent, "mamba_d_head", std::to_string(headDim), Expect::SameAs,
                         "mamba_expand × hidden_size / mamba_n_heads", inner / mambaHeads));
        return;
    }
    std::int64_t attention = a.layers;
    if (const auto it = config.find("layer_types"); it != config.end() && !it->is_null()) {
        if (!it->is_array() || std::int64_t(it->size()) != a.layers) {
            r.fail(makeError(ErrorCode::Inconsistent, "layer_types", describe(*it), Expect::SameAs, "num_hidden_layers",
                             a.layers));
            return;
        }
        attention = 0;
        for (const json& v : *it) {
            if (v == "attention")
                ++attention;
            else if (v != "mamba") {
                r.fail(
                    makeError(ErrorCode::Unsupported, "layer_types", describe(v), Expect::OneOf, "mamba, attention"));
                return;
            }
        }
    }
    const std::int64_t h = a.hidden, conv = inner + 2 * groups * state, inProj = inner + conv + mambaHeads;
    a.local = attention < a.layers ? AttentionKind::Linear : AttentionKind::Full;
    a.globalCount = attention < a.layers ? attention : 0;
    a.globalEvery = 0;
    a.linearParameters = h * inProj + (projBias ? inProj : 0) + conv * kernel + (convBias ? conv : 0) + 3 * mambaHeads +
                         inner + inner * h + (projBias ? h : 0);
    a.linearState = mambaHeads * headDim * state + conv * (kernel - 1);
    if (experts > 1) {
        a.experts = experts;
        a.expertsPerToken = topK;
        a.expertFfn = expertFfn;
        a.ffn = expertFfn;
        a.sharedFfn = shared;
    } else if (experts == 1 || shared == 0) {
        r.fail(makeError(ErrorCode::Unsupported, "num_local_experts", std::to_string(experts), Expect::Literal,
                         "0 with a shared_intermediate_size, or more than 1"));
        return;
    } else {
        a.ffn = shared; // no experts: the shared MLP is the layer's MLP
    }
    a.gatedMlp = true;
    a.norm = NormKind::RmsNorm;
    a.normsPerLayer = 2;
    // attention_bias: q, k, v and o biased on the attention layers.
    a.bias = attentionBias ? BiasKind::Qkv : BiasKind::None;
    a.extraParameters = attentionBias ? attention * h : 0;
    requireTopKWithinExperts(r, a, "num_local_experts");
}

// Llama 4's text model (Llama4TextConfig defaults): GQA; every
// interleave_moe_layer_step-th layer MoE (routed experts of intermediate_size,
// a shared expert of the same width, a router without bias), the others dense
// MLPs of intermediate_size_mlp; chunked attention except every
// no_rope_layer_interval-th layer (NoPE, global). The QK-norm is a plain L2
// norm without weights. Only the number of dense layers enters the counts.
void readLlama4Text(ConfigReader& r, const json& config, Architecture& a)
{
    a.hidden = r.integer("hidden_size", 5120, 1, kMaxHidden);
    a.expertFfn = r.integer("intermediate_size", 8192, 1, kMaxFfn);
    a.ffn = r.integer("intermediate_size_mlp", 16384, 1, kMaxFfn);
    a.layers = r.integer("num_hidden_layers", 48, 1, kMaxLayers);
    a.heads = r.integer("num_attention_heads", 40, 1, kMaxHeads);
    a.kvHeads = r.integer("num_key_value_heads", 8, 1, kMaxHeads);
    a.headDim = r.integer("head_dim", 128, 1, kMaxHidden);
    a.vocab = r.integer("vocab_size", 202048, 1, kMaxVocab);
    a.maxPositions = r.integer("max_position_embeddings", 131072, 1, kMaxPositions);
    a.tiedEmbeddings = r.boolean("tie_word_embeddings", false);
    a.experts = r.integer("num_local_experts", 16, 1, kMaxExperts);
    a.expertsPerToken = r.integer("num_experts_per_tok", 1, 1, kMaxExperts);
    const std::int64_t step = r.integer("interleave_moe_layer_step", 1, 1, kMaxLayers);
    a.window = r.integer("attention_chunk_size", 8192, 1, kMaxPositions);
    const std::int64_t nopeEvery = r.integer("no_rope_layer_interval", 4, 1, kMaxLayers);
    const bool bias = r.boolean("attention_bias", false);
    a.dropout = r.probability("attention_dropout", 0.0);
    if (r.failed())
        return;
    requireDivides(r, a.heads, a.kvHeads, "num_key_value_heads", "num_attention_heads");
    // moe_layers, when given, lists the MoE layers; else layers step-1, 2·step-1, ...
    std::int64_t moe = a.layers / step;
    if (const auto it = config.find("moe_layers"); it != config.end() && !it->is_null()) {
        if (!it->is_array()) {
            r.fail(makeError(ErrorCode::WrongType, "moe_layers", describe(*it), Expect::Array));
            return;
        }
        moe = 0;
        for (std::int64_t i = 0; i < a.layers; ++i)
            for (const json& v : *it)
                if (v.is_number_integer() && v.get<std::int64_t>() == i) {
                    ++moe;
                    break;
                }
    }
    a.local = AttentionKind::Chunked;
    a.globalEvery = nopeEvery;
    // no_rope_layers, when given: 0 marks a NoPE (global) layer, 1 a chunked one.
    if (const auto it = config.find("no_rope_layers"); it != config.end() && it->is_array() && !it->empty()) {
        if (std::int64_t(it->size()) != a.layers) {
            r.fail(makeError(ErrorCode::Inconsistent, "no_rope_layers", describe(*it), Expect::SameAs,
                             "num_hidden_layers", a.layers));
            return;
        }
        std::int64_t globals = 0, firstGlobal = 0;
        for (std::int64_t i = 0; i < a.layers; ++i)
            if ((*it)[std::size_t(i)] == 0 && globals++ == 0)
                firstGlobal = i + 1;
        for (std::int64_t i = 0; i < a.layers && globals > 0; ++i)
            if (((*it)[std::size_t(i)] == 0) != ((i + 1) % firstGlobal == 0)) {
                r.fail(makeError(ErrorCode::Unsupported, "no_rope_layers", describe(*it), Expect::Literal,
                                 "a repeating pattern ending in 0"));
                return;
            }
        a.globalEvery = globals > 0 ? firstGlobal : 0;
    }
    if (a.experts > 1) {
        a.denseLayers = a.layers - moe;
        a.sharedFfn = a.expertFfn;
    } else {
        a.expertFfn = 0; // no MoE layers: every layer dense at intermediate_size_mlp
    }
    a.gatedMlp = true;
    a.norm = NormKind::RmsNorm;
    a.normsPerLayer = 2;
    a.bias = bias ? BiasKind::Qkv : BiasKind::None;
    a.extraParameters = bias ? a.hidden * a.layers : 0; // o_proj biases
    requireTopKWithinExperts(r, a, "num_local_experts");
}

// SigLIP vision tower and Gemma 3's projector (Gemma3Config.vision_config,
// SiglipVisionConfig defaults): counted apart from the text model.
double gemma3VisionParameters(const json& config, std::int64_t textHidden)
{
    const auto vit = config.find("vision_config");
    if (vit == config.end() || !vit->is_object())
        return 0;
    auto get = [&](const char* key, std::int64_t fallback) {
        const auto it = vit->find(key);
        return it != vit->end() && it->is_number_integer() ? double(it->get<std::int64_t>()) : double(fallback);
    };
    const double h = get("hidden_size", 1152), f = get("intermediate_size", 4304), L = get("num_hidden_layers", 27);
    const double patch = get("patch_size", 14), image = get("image_size", 896), channels = get("num_channels", 3);
    const double perLayer = 4 * h * h + 4 * h + 2 * h * f + f + h + 2 * 2 * h; // attention, MLP, 2 LayerNorms
    const double positions = (image / patch) * (image / patch);
    const double embeddings = channels * patch * patch * h + h + positions * h;
    const double projector = h * double(textHidden) + h; // mm_input_projection, mm_soft_emb_norm
    return L * perLayer + embeddings + 2 * h + projector;
}

// Python's json writes float("inf") and NaN as the bare words Infinity and
// NaN, which JSON lacks; published configs carry them (Nemotron-H's
// time_step_limit). Outside strings each becomes null, padded with spaces so
// a parse error's byte offset still points into the original text (NaN,
// one byte shorter than null, shifts what follows by one).
std::string withoutPythonFloats(std::string_view text)
{
    std::string out(text);
    bool inString = false;
    for (std::size_t i = 0; i < out.size(); ++i) {
        const char c = out[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
            continue;
        }
        for (const std::string_view word :
             {std::string_view("-Infinity"), std::string_view("Infinity"), std::string_view("NaN")}) {
            if (out.compare(i, word.size(), word) == 0) {
                std::string null = "null";
                if (word.size() > null.size())
                    null.append(word.size() - null.size(), ' ');
                out.replace(i, word.size(), null);
                i += null.size() - 1;
                break;
            }
        }
    }
    return out;
}

Expected<ModelSpec> parseConfig(std::string_view rawText, std::string_view fileName, detail::ArchitectureCheck check)
{
    const std::string cleaned = withoutPythonFloats(rawText);
    const std::string_view jsonText = cleaned;
    auto withFile = [&](Error e) {
        e.file = std::string(fileName);
        return e;
    };

    json config;
    try {
        config = json::parse(jsonText.begin(), jsonText.end());
    } catch (const json::parse_error& e) {
        // Where it goes wrong, not the bare byte offset ("got 1"): an empty
        // file says so, else the line and byte as the scenario reader gives.
        if (jsonText.find_first_not_of(" \t\r\n") == std::string_view::npos)
            return withFile(makeError(ErrorCode::Parse, {}, "an empty file", Expect::ValidJson));
        const std::size_t at = std::min<std::size_t>(e.byte > 0 ? e.byte - 1 : 0, jsonText.size());
        const std::size_t line = 1 + std::size_t(std::count(jsonText.begin(), jsonText.begin() + at, '\n'));
        return withFile(makeError(ErrorCode::Parse, {}, {}, Expect::ValidJson, line, e.byte));
    }
    if (!config.is_object())
        return withFile(makeError(ErrorCode::WrongType, {}, describe(config), Expect::JsonObject));

    ConfigReader reader(config, fileName);
    const auto typeIt = config.find("model_type");
    if (typeIt == config.end())
        return withFile(makeError(ErrorCode::MissingField, "model_type", {}, Expect::OneOf, kSupportedFamilies));
    if (!typeIt->is_string())
        return withFile(makeError(ErrorCode::WrongType, "model_type", describe(*typeIt), Expect::String));
    const std::string modelType = typeIt->get<std::string>();

    ModelSpec spec;
    spec.kind = ModelSpec::Kind::Transformer;
    spec.name = reader.string("_name_or_path", {});
    if (spec.name.empty())
        spec.name = modelType;
    Architecture& arch = spec.arch;
    arch = Architecture{};

    // Multimodal wrappers: the text model is in text_config (Gemma 3, Mistral 3).
    std::string family = modelType;
    const json* source = &config;
    if (modelType == "gemma3" || modelType == "mistral3" || modelType == "llama4") {
        const auto text = config.find("text_config");
        if (text == config.end() || !text->is_object())
            return withFile(makeError(ErrorCode::MissingField, "text_config", {}, Expect::Object));
        source = &*text;
        const auto inner = text->find("model_type");
        family = inner != text->end() && inner->is_string() ? inner->get<std::string>()
                 : modelType == "gemma3"                    ? "gemma3_text"
                 : modelType == "llama4"                    ? "llama4_text"
                                                            : "mistral";
        if (modelType == "gemma3") {
            const auto hidden = text->find("hidden_size");
            spec.visionParameters = gemma3VisionParameters(
                config, hidden != text->end() && hidden->is_number_integer() ? hidden->get<std::int64_t>() : 2304);
        } else {
            spec.visionUncounted = config.contains("vision_config");
        }
    }
    ConfigReader textReader(*source, std::string(fileName) + (source == &config ? "" : ": text_config"));
    ConfigReader& r = source == &config ? reader : textReader;

    const DecoderFamily* decoder = nullptr;
    for (const DecoderFamily& f : kDecoderFamilies)
        if (family == f.modelType)
            decoder = &f;
    if (decoder)
        readDecoder(r, *decoder, arch);
    else if (family == "qwen3" || family == "olmo2")
        readQkNormDecoder(r, arch, family == "olmo2");
    else if (family == "qwen3_moe")
        readQwen3Moe(r, *source, arch);
    else if (family == "deepseek_v2" || family == "deepseek_v3" || family == "kimi_k2")
        readDeepseek(r, *source, arch, family != "deepseek_v2");
    else if (family == "gpt_oss")
        readGptOss(r, *source, arch);
    else if (family == "gemma3_text")
        readGemma3Text(r, *source, arch);
    else if (family == "glm4_moe")
        readGlm4Moe(r, arch);
    else if (family == "llama4_text")
        readLlama4Text(r, *source, arch);
    else if (family == "qwen3_next")
        readQwen3Next(r, *source, arch);
    else if (family == "nemotron_h")
        readNemotronH(r, arch);
    else if (family == "granitemoehybrid")
        readGraniteMoeHybrid(r, *source, arch);
    else if (modelType == "gpt2")
        readGpt2(reader, arch);
    else if (modelType == "bert")
        readBert(reader, arch);
    else if (modelType == "opt")
        readOpt(reader, arch);
    else
        return withFile(
            makeError(ErrorCode::Unsupported, "model_type", describe(*typeIt), Expect::OneOf, kSupportedFamilies));
    if (r.failed())
        return r.error();
    if (reader.failed())
        return reader.error();

    // Its size last, by the check handed in (the model counts it: headroom/inputs.h).
    if (check)
        if (auto e = check(arch, {}))
            return withFile(*e);
    return spec;
}

} // namespace

namespace detail {

Expected<ModelSpec> parseHfConfig(std::string_view jsonText, std::string_view fileName, ArchitectureCheck check)
{
    try {
        return parseConfig(jsonText, fileName, check);
    } catch (const std::exception& e) {
        Error error = makeError(ErrorCode::Parse, {}, e.what(), Expect::ValidJson);
        error.file = std::string(fileName);
        return error;
    }
}

Expected<ModelSpec> loadHfConfigFile(const std::string& path, ArchitectureCheck check)
{
    try {
        std::string text;
        if (auto error = detail::readFile(path, text, kMaxScenarioBytes))
            return *error;
        auto spec = parseHfConfig(text, path, check);
        // Without "_name_or_path" the name is the bare model type ("llama");
        // the folder a config sits in names the model better (the window's
        // import does the same; issue 29 item 15).
        if (spec && std::all_of(spec->name.begin(), spec->name.end(),
                                [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_'; })) {
            const std::string folder = std::filesystem::absolute(path).parent_path().filename().string();
            if (!folder.empty() && folder != "." && folder != "/")
                spec->name = folder;
        }
        return spec;
    } catch (const std::exception& e) {
        Error error = makeError(ErrorCode::Io, {}, e.what(), Expect::ReadableFile);
        error.file = path;
        return error;
    }
}

} // namespace detail

} // namespace headroom
