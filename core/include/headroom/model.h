#pragma once

#include <cstdint>
#include <string>

namespace headroom {

enum class NormKind : std::uint8_t { LayerNorm, RmsNorm };
// Which linear layers carry a bias: none (Llama), all (GPT-2, BERT, OPT),
// or only the QKV projection (Qwen2).
enum class BiasKind : std::uint8_t { None, All, Qkv };

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

    Architecture normalized() const;
    std::int64_t kvHeadsOr() const { return kvHeads > 0 ? kvHeads : heads; }
    std::int64_t headDimOr() const { return headDim > 0 ? headDim : (heads > 0 ? hidden / heads : 0); }
    std::int64_t ffnOr() const { return ffn > 0 ? ffn : 4 * hidden; }

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
    double parameters = 0;                // generic only
    double activationBytesPerSample = 0;  // generic only, at 16-bit activations
    double forwardFlopsPerSample = 0;     // generic only; 0 means 2*N per sample
};

// Parameter counts (docs/model.md section 1). Doubles hold them exactly (< 2^53).
struct ParameterCounts {
    double total = 0;
    double embedding = 0;       // token (+ position + token-type) embeddings
    double lmHead = 0;          // untied output projection (0 when tied or absent)
    double layers = 0;          // all transformer layers
    double perLayer = 0;        // one layer, all experts
    double attentionPerLayer = 0;
    double mlpPerExpert = 0;    // one expert's MLP (the dense MLP when E = 1)
    double routerPerLayer = 0;
    double normsPerLayer = 0;
    double other = 0;           // final norm, pooler, extra parameters
    double activePerToken = 0;  // what one token touches (MoE: k experts)
    // Parameters that take part in matmuls for one token (PaLM appendix B):
    // all weight matrices of the active path, the LM head even when tied,
    // no embedding lookups, biases or norms.
    double matmulPerToken = 0;
    // Weight-matrix parameters inside the layers (quantisable for inference and QLoRA).
    double layerMatrices = 0;
};

ParameterCounts countParameters(const ModelSpec& model);
ParameterCounts countParameters(const Architecture& arch);

// Adafactor keeps 4*(rows+cols) bytes per matrix and 4 bytes per vector
// element (Shazeer & Stern 2018). Returns state bytes for the whole model.
double adafactorStateBytes(const ModelSpec& model);

// A Llama-like shape grown or shrunk to about `parameters` parameters, keeping
// the family's ratios (ffn/hidden, head dim, GQA ratio, vocab). Used for the
// custom size slider and the "largest model that fits" solver.
Architecture scaleArchitecture(const Architecture& family, double parameters);

} // namespace headroom
