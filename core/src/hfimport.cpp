#include "headroom/hfimport.h"

#include "jsonreader.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdint>
#include <cstdio>
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

using nlohmann::json;
using detail::describe;

constexpr const char* kSupportedFamilies = "gpt2, bert, llama, mistral, mixtral, qwen2, gemma, gemma2, phi3, opt";

constexpr std::uintmax_t kMaxConfigBytes = 16u << 20;
// Counts are kept in doubles, exact below 2^53 (model.h).
constexpr long double kMaxParameters = 9007199254740992.0L;

// Limits on what a real config can hold; beyond them the file is broken.
constexpr std::int64_t kMaxLayers = 100000;
constexpr std::int64_t kMaxHidden = 1000000;
constexpr std::int64_t kMaxHeads = 1000000;
constexpr std::int64_t kMaxFfn = 100000000;
constexpr std::int64_t kMaxVocab = 100000000;
constexpr std::int64_t kMaxPositions = 1000000000;
constexpr std::int64_t kMaxExperts = 100000;



// Reads typed fields with a fallback for absent ones; the first bad field
// wins and later reads just return their fallbacks.
class ConfigReader
{
public:
    enum class Null : std::uint8_t
    {
        Rejected,
        MeansDefault
    };

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
            v.get<std::uint64_t>() >
                static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max())) {
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
    std::int64_t aliased(const char* key, const char* alias, std::int64_t fallback, std::int64_t lo,
                         std::int64_t hi)
    {
        const bool hasKey = m_config.contains(key);
        const bool hasAlias = m_config.contains(alias);
        if (hasKey && hasAlias) {
            const std::int64_t a = integer(key, fallback, lo, hi);
            const std::int64_t b = integer(alias, fallback, lo, hi);
            if (!failed() && a != b)
                fail(makeError(ErrorCode::Inconsistent, alias, std::to_string(b),
                               Expect::SameAs, key, a));
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

void requireDivides(ConfigReader& reader, std::int64_t whole, std::int64_t part,
                    const char* partKey, const char* wholeKey)
{
    if (whole % part != 0)
        reader.fail(makeError(ErrorCode::Inconsistent, partKey, std::to_string(part),
                              Expect::DivisorOf, wholeKey, whole));
}

void requireFlagOff(ConfigReader& reader, const char* key, bool fallback, Expect why)
{
    if (reader.boolean(key, fallback) && !reader.failed())
        reader.fail(makeError(ErrorCode::Unsupported, key, "true", why));
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
    a.dropout =
        r.maxProbability({{"hidden_dropout_prob", 0.1}, {"attention_probs_dropout_prob", 0.1}});
    // Relative position types add a distance table to every layer.
    const std::string positions = r.string("position_embedding_type", "absolute");
    if (!r.failed() && positions != "absolute")
        r.fail(makeError(ErrorCode::Unsupported, "position_embedding_type", '"' + positions + '"',
                         Expect::Literal, "\"absolute\""));
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
    a.dropout = r.maxProbability(
        {{"dropout", 0.1}, {"attention_dropout", 0.0}, {"activation_dropout", 0.0}});
    if (r.failed())
        return;
    // opt-350m embeds at 512 and projects in and out; the engine has no slot
    // for a narrower embedding table.
    if (projection != a.hidden) {
        r.fail(makeError(ErrorCode::Unsupported, "word_embed_proj_dim", std::to_string(projection),
                         Expect::EqualTo, "hidden_size", a.hidden));
        return;
    }
    if (!affine) {
        r.fail(makeError(ErrorCode::Unsupported, "layer_norm_elementwise_affine", "false",
                         Expect::Literal, "true"));
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
enum class BiasRule : std::uint8_t
{
    None,          // Mistral, Mixtral, Phi-3: hard-coded bias=False
    Qkv,           // Qwen2: q, k, v biased, o not
    AttentionFlag, // Gemma, Gemma 2: attention_bias on q, k, v, o
    LlamaFlags,    // Llama: attention_bias on q, k, v, o; mlp_bias on gate, up, down
};

struct DecoderFamily
{
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
        a.dropout = r.maxProbability(
            {{"attention_dropout", 0.0}, {"resid_pdrop", 0.0}, {"embd_pdrop", 0.0}});
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
    if (a.expertsPerToken > a.experts)
        r.fail(makeError(ErrorCode::Inconsistent, "num_experts_per_tok",
                         std::to_string(a.expertsPerToken),
                         Expect::AtMost, "num_local_experts", a.experts));
    if (r.failed())
        return;

    a.gatedMlp = true; // SwiGLU (GeGLU for Gemma)
    a.norm = NormKind::RmsNorm;
    a.learnedPositions = false; // RoPE
    a.normsPerLayer = f.normsPerLayer;
    a.finalNorm = true;

    // Biases the BiasKinds cannot express exactly go to extraParameters so the
    // total stays exact: o_proj alone (Qkv + h), the gated MLP's gate bias
    // (All counts f + h, a gated MLP with biases has 2f + h).
    std::int64_t extraPerLayer = 0;
    if (f.bias == BiasRule::Qkv) {
        a.bias = BiasKind::Qkv;
    } else if (attentionBias && mlpBias) {
        a.bias = BiasKind::All;
        extraPerLayer = a.ffn;
    } else if (attentionBias) {
        a.bias = BiasKind::Qkv;
        extraPerLayer = a.hidden;
    } else if (mlpBias) {
        a.bias = BiasKind::None;
        extraPerLayer = 2 * a.ffn + a.hidden;
    } else {
        a.bias = BiasKind::None;
    }
    // A one-expert Mixtral still has its router, which the engine counts only for E > 1.
    if (f.experts && a.experts == 1)
        extraPerLayer += a.hidden;
    a.extraParameters = extraPerLayer * a.layers;
}

// The engine's count (docs/model.md section 1) in long double, to refuse shapes
// whose total a double cannot hold exactly. The ranges checked before keep
// every product here far from overflow.
long double estimateParameters(const Architecture& a)
{
    const long double h = a.hidden, d = a.headDim, f = a.ffn, V = a.vocab;
    const long double q = static_cast<long double>(a.heads) * d;
    const long double kv = static_cast<long double>(a.kvHeads) * d;
    long double attention = 2 * h * q + 2 * h * kv;
    long double mlp = (a.gatedMlp ? 3 : 2) * h * f;
    if (a.bias == BiasKind::All) {
        attention += q + 2 * kv + h;
        mlp += f + h;
    } else if (a.bias == BiasKind::Qkv) {
        attention += q + 2 * kv;
    }
    const long double normSize = a.norm == NormKind::LayerNorm ? 2 * h : h;
    long double layer = attention + a.experts * mlp + a.normsPerLayer * normSize;
    if (a.experts > 1)
        layer += h * a.experts;
    long double total = a.layers * layer + V * h;
    if (a.lmHead && !a.tiedEmbeddings)
        total += V * h;
    if (a.finalNorm)
        total += normSize;
    if (a.learnedPositions)
        total += a.maxPositions * h;
    total += a.typeVocab * h;
    if (a.pooler)
        total += h * h + h;
    return total + a.extraParameters;
}

Expected<ModelSpec> parseConfig(std::string_view jsonText, std::string_view fileName)
{
    auto withFile = [&](Error e) {
        e.file = std::string(fileName);
        return e;
    };

    json config;
    try {
        config = json::parse(jsonText.begin(), jsonText.end());
    } catch (const json::parse_error& e) {
        return withFile(makeError(ErrorCode::Parse, {}, std::to_string(e.byte), Expect::ValidJson));
    }
    if (!config.is_object())
        return withFile(makeError(ErrorCode::WrongType, {}, describe(config), Expect::JsonObject));

    ConfigReader reader(config, fileName);
    const auto typeIt = config.find("model_type");
    if (typeIt == config.end())
        return withFile(makeError(ErrorCode::MissingField, "model_type", {},
                                  Expect::OneOf, kSupportedFamilies));
    if (!typeIt->is_string())
        return withFile(
            makeError(ErrorCode::WrongType, "model_type", describe(*typeIt), Expect::String));
    const std::string modelType = typeIt->get<std::string>();

    ModelSpec spec;
    spec.kind = ModelSpec::Kind::Transformer;
    spec.name = reader.string("_name_or_path", {});
    if (spec.name.empty())
        spec.name = modelType;
    Architecture& arch = spec.arch;
    arch = Architecture{};

    const DecoderFamily* decoder = nullptr;
    for (const DecoderFamily& f : kDecoderFamilies)
        if (modelType == f.modelType)
            decoder = &f;
    if (decoder)
        readDecoder(reader, *decoder, arch);
    else if (modelType == "gpt2")
        readGpt2(reader, arch);
    else if (modelType == "bert")
        readBert(reader, arch);
    else if (modelType == "opt")
        readOpt(reader, arch);
    else
        return withFile(makeError(
            ErrorCode::Unsupported, "model_type", describe(*typeIt),
            Expect::OneOf, kSupportedFamilies));
    if (reader.failed())
        return reader.error();

    const long double total = estimateParameters(arch);
    if (total > kMaxParameters) {
        char text[64];
        std::snprintf(text, sizeof text, "%.3Le parameters", total);
        return withFile(
            makeError(ErrorCode::OutOfRange, {}, text, Expect::ParameterLimit, "2^53"));
    }
    return spec;
}

} // namespace

Expected<ModelSpec> parseHfConfig(std::string_view jsonText, std::string_view fileName)
{
    try {
        return parseConfig(jsonText, fileName);
    } catch (const std::exception& e) {
        Error error = makeError(ErrorCode::Parse, {}, e.what(), Expect::ValidJson);
        error.file = std::string(fileName);
        return error;
    }
}

Expected<ModelSpec> loadHfConfigFile(const std::string& path)
{
    try {
        std::string text;
        if (auto error = detail::readFile(path, text, kMaxConfigBytes))
            return *error;
        return parseHfConfig(text, path);
    } catch (const std::exception& e) {
        Error error = makeError(ErrorCode::Io, {}, e.what(), Expect::ReadableFile);
        error.file = path;
        return error;
    }
}

} // namespace headroom
