#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "headroom/enumnames.h"

namespace headroom {

enum class NormKind : std::uint8_t { LayerNorm, RmsNorm };
// Which linear layers carry a bias: none (Llama), all (GPT-2, BERT, OPT),
// or only the QKV projection (Qwen2).
enum class BiasKind : std::uint8_t { None, All, Qkv };

// What a layer's token mixer is (docs/model.md section 1b). Full: softmax
// attention over the whole context (multi-head, grouped-query or MLA).
// SlidingWindow and Chunked: softmax attention over at most `window` tokens
// (Mistral, Gemma 2/3, gpt-oss; Llama 4's chunks), which is all they cache.
// Linear: linear attention or a state-space block (Gated DeltaNet, Mamba-2):
// a constant recurrent state per sequence instead of a growing cache.
enum class AttentionKind : std::uint8_t { Full, SlidingWindow, Chunked, Linear };

// Query/key normalisation inside attention: none, one RMSNorm over each
// head's dimension (Qwen3, Gemma 3), or over all heads' width (OLMo 2).
enum class QkNorm : std::uint8_t { None, PerHead, Full };

// Scenario names (toString, fromString<E>: headroom/enumnames.h).
template <>
struct EnumNames<AttentionKind> {
    static constexpr std::pair<AttentionKind, std::string_view> table[] = {
        {AttentionKind::Full, "full"},
        {AttentionKind::SlidingWindow, "sliding_window"},
        {AttentionKind::Chunked, "chunked"},
        {AttentionKind::Linear, "linear"}};
};
template <>
struct EnumNames<QkNorm> {
    static constexpr std::pair<QkNorm, std::string_view> table[] = {
        {QkNorm::None, "none"}, {QkNorm::PerHead, "per_head"}, {QkNorm::Full, "full"}};
};
template <>
struct EnumNames<NormKind> {
    static constexpr std::pair<NormKind, std::string_view> table[] = {{NormKind::LayerNorm, "layernorm"},
                                                                      {NormKind::RmsNorm, "rmsnorm"}};
};

// Multi-head latent attention (DeepSeek-V2 section 2.1). A zero kvLoraRank
// means the layer is not MLA. Queries use nope + rope dims per head, values
// vHeadDim; the cache holds the latent (kvLoraRank) and one shared rope key.
struct MlaShape {
    std::int64_t qLoraRank = 0; // 0: queries projected directly from the hidden state
    std::int64_t kvLoraRank = 0;
    std::int64_t nopeHeadDim = 0;
    std::int64_t ropeHeadDim = 0;
    std::int64_t vHeadDim = 0;

    bool enabled() const { return kvLoraRank > 0; }
    bool operator==(const MlaShape&) const = default;
};

// A transformer's shape, the fields of docs/model.md section 1. Zero in kvHeads,
// headDim or ffn means "the usual default" (heads, hidden/heads, 4*hidden);
// normalized() fills them in.
struct Architecture {
    std::int64_t layers = 32;
    std::int64_t hidden = 4096;
    std::int64_t heads = 32;
    std::int64_t kvHeads = 0;
    std::int64_t headDim = 0;
    std::int64_t ffn = 0;
    std::int64_t vocab = 32000;
    bool gatedMlp = true;
    bool tiedEmbeddings = false;
    NormKind norm = NormKind::RmsNorm;
    BiasKind bias = BiasKind::None;
    bool learnedPositions = false;
    std::int64_t maxPositions = 4096;
    std::int64_t experts = 1;         // MoE experts per layer (1 = dense)
    std::int64_t expertsPerToken = 1; // top-k
    double dropout = 0.0;             // > 0: dropout masks are kept (Korthikanti)
    std::int64_t normsPerLayer = 2;   // Gemma 2 has 4
    bool finalNorm = true;            // one norm after the last layer (or after the embedding, BERT)
    // Encoders (BERT): token-type embeddings, a pooler, no LM head.
    std::int64_t typeVocab = 0;
    bool pooler = false;
    bool lmHead = true;
    // Parameters outside the layer stack that still take part in matmuls
    // (ViT patch projection, class token, classifier head). Counted in total.
    std::int64_t extraParameters = 0;

    // ---- Current architectures (docs/model.md section 1b) ----------------
    // The layer list is a pattern: every layer uses the attention below,
    // except that when `local` is not Full every layer is local except each
    // `globalEvery`-th (layers n, 2n, ...; 0: no global layers). Gemma 3:
    // SlidingWindow 1024 every 6; gpt-oss: SlidingWindow 128 every 2;
    // Qwen3-Next: Linear every 4.
    MlaShape mla;
    AttentionKind local = AttentionKind::Full;
    std::int64_t window = 0; // tokens a SlidingWindow/Chunked layer sees
    std::int64_t globalEvery = 0;
    // How many layers are global when they follow no period (Nemotron-H's
    // attention blocks among its Mamba-2 blocks); 0: every globalEvery-th.
    std::int64_t globalCount = 0;
    std::int64_t linearState = 0;      // Linear: state elements per layer per sequence
    std::int64_t linearParameters = 0; // Linear: parameters of one linear-attention block
    QkNorm qkNorm = QkNorm::None;
    bool attentionSinks = false; // one learned logit per head (gpt-oss)
    // Gated attention (Qwen3-Next's full layers): q_proj also produces a
    // sigmoid gate for the output, a second h × a·d block.
    bool attentionGate = false;
    // MoE: routed experts' FFN width (0: ffn), shared experts' total width
    // (0: none), how many layers are dense with width ffn (the first ones, or
    // wherever the config puts them: only the number counts), a bias per router.
    std::int64_t expertFfn = 0;
    std::int64_t sharedFfn = 0;
    std::int64_t denseLayers = 0;
    bool routerBias = false;
    bool sharedExpertGate = false; // an h → 1 sigmoid gate on the shared expert (Qwen3-Next)
    std::int64_t mtpLayers = 0;    // multi-token prediction modules (DeepSeek-V3)
    // Layers that carry an MLP (0: all). A layer without one has no pre-MLP
    // norm either: normsPerLayer − 1 norms (Nemotron-H's lone mixer blocks).
    std::int64_t mlpLayers = 0;

    Architecture normalized() const;
    std::int64_t kvHeadsOr() const { return kvHeads > 0 ? kvHeads : heads; }
    std::int64_t headDimOr() const { return headDim > 0 ? headDim : (heads > 0 ? hidden / heads : 0); }
    std::int64_t ffnOr() const { return ffn > 0 ? ffn : 4 * hidden; }
    std::int64_t expertFfnOr() const { return expertFfn > 0 ? expertFfn : ffnOr(); }
    // Layers of each kind (docs/model.md section 1b).
    std::int64_t globalLayers() const
    {
        if (local == AttentionKind::Full)
            return layers;
        if (globalCount > 0)
            return std::min(globalCount, layers);
        return globalEvery > 0 ? layers / globalEvery : 0;
    }
    std::int64_t localLayers() const { return layers - globalLayers(); }
    std::int64_t mlpLayersOr() const { return mlpLayers > 0 ? std::min(mlpLayers, layers) : layers; }
    std::int64_t moeLayers() const
    {
        return experts > 1 ? std::max<std::int64_t>(0, mlpLayersOr() - std::clamp<std::int64_t>(denseLayers, 0, layers))
                           : 0;
    }
    // True when nothing of section 1b is used: the shape of section 1.
    bool uniform() const
    {
        return !mla.enabled() && local == AttentionKind::Full && qkNorm == QkNorm::None && !attentionSinks &&
               !attentionGate && expertFfn == 0 && sharedFfn == 0 && denseLayers == 0 && !routerBias &&
               !sharedExpertGate && mtpLayers == 0 && globalCount == 0 && mlpLayers == 0;
    }

    bool operator==(const Architecture&) const = default;
};

// A model is either a transformer with a known shape, or "generic": only a
// parameter count is known (ResNet-50, anything else) and the user supplies
// activation bytes per sample (docs/model.md section 1, last paragraph).
struct ModelSpec {
    enum class Kind : std::uint8_t { Transformer, Generic };
    Kind kind = Kind::Transformer;
    std::string id;   // catalog id or empty
    std::string name; // display name
    Architecture arch;
    double parameters = 0;               // generic only
    double activationBytesPerSample = 0; // generic only, at 16-bit activations
    double forwardFlopsPerSample = 0;    // generic only; 0 means 2*N per sample
    // A vision tower beside the text model (Gemma 3's SigLIP and projector):
    // not in the engine's count, which is the text model's; shown beside it.
    double visionParameters = 0;
    bool visionUncounted = false; // the config has a vision tower Headroom does not count
};

// Parameter counts (docs/model.md section 1). Doubles hold them exactly (< 2^53).
struct ParameterCounts {
    double total = 0;
    double embedding = 0; // token (+ position + token-type) embeddings
    double lmHead = 0;    // untied output projection (0 when tied or absent)
    double layers = 0;    // all transformer layers
    double perLayer = 0;  // one layer, all experts
    double attentionPerLayer = 0;
    double mlpPerExpert = 0; // one expert's MLP (the dense MLP when E = 1)
    double routerPerLayer = 0;
    double normsPerLayer = 0;
    double other = 0;          // final norm, pooler, extra parameters
    double activePerToken = 0; // what one token touches (MoE: k experts)
    // Parameters that take part in matmuls for one token (PaLM appendix B):
    // all weight matrices of the active path, the LM head even when tied,
    // no embedding lookups, biases or norms.
    double matmulPerToken = 0;
    // Weight-matrix parameters inside the layers (quantisable for inference and QLoRA).
    double layerMatrices = 0;
    // Averages over the layers (exact for a uniform stack): the attention
    // block's weight matrices, and every routed expert's parameters and
    // matrices (the part expert parallelism splits; the dense MLP when E = 1).
    double attentionMatricesPerLayer = 0;
    double routedPerLayer = 0;
    double routedMatricesPerLayer = 0;
    // Multi-token prediction modules as stored in the checkpoint (their own
    // layer, projections and copies of the embedding and head); not in total.
    double mtp = 0;
};

// What a sequence keeps in the KV cache, in elements, summed over the layers
// (docs/model.md sections 5 and 1b): layers that see the whole context grow
// by fullPerToken per token, windowed layers stop at their window, linear
// layers hold a constant state.
struct KvShape {
    double fullPerToken = 0;
    double localPerToken = 0;
    double window = 0;
    double statePerSequence = 0;
    // Split across tensor-parallel ranks: the KV heads are (at most one rank
    // per head); an MLA latent is replicated.
    double tensorSplitLimit = 1;

    double elements(double context) const
    {
        return fullPerToken * context + localPerToken * std::min(context, window) + statePerSequence;
    }
    bool growsWithoutLimit() const { return fullPerToken > 0; }
};

// Attention-score work per token at a context: Σ over softmax layers of
// heads·d (d the mean of the query-key and value head dims), windowed layers
// counted at min(context, window)/context (FLOPs per token 4·width·context
// forward, docs/model.md section 7), split once for hot loops:
// width(c) = full + local·min(c, window)/c.
struct ScoreWidths {
    double full = 0;
    double local = 0;
    double window = 0;
    double at(double context) const
    {
        return local > 0 && context > 0 ? full + local * std::min(context, window) / context : full;
    }
};

// A Llama-like shape grown or shrunk to about `parameters` parameters, keeping
// the family's ratios (ffn/hidden, head dim, GQA ratio, vocab). Used for the
// custom size slider and the "largest model that fits" solver.
Architecture scaleArchitecture(const Architecture& family, double parameters);

} // namespace headroom
