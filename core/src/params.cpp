#include "headroom/model.h"

#include <algorithm>
#include <cmath>

namespace headroom {

Architecture Architecture::normalized() const
{
    Architecture a = *this;
    a.kvHeads = kvHeadsOr();
    a.headDim = headDimOr();
    a.ffn = ffnOr();
    a.experts = std::max<std::int64_t>(1, experts);
    a.expertsPerToken = std::clamp<std::int64_t>(expertsPerToken, 1, a.experts);
    return a;
}

// docs/model.md section 1. Every term is a product of integers well below 2^53,
// so doubles keep the counts exact.
ParameterCounts countParameters(const Architecture& in)
{
    const Architecture a = in.normalized();
    const double h = double(a.hidden);
    const double q = double(a.heads * a.headDim);   // a*d
    const double kv = double(a.kvHeads * a.headDim); // g*d
    const double f = double(a.ffn);
    const double V = double(a.vocab);
    const double E = double(a.experts);
    const double k = double(a.expertsPerToken);
    const double normSize = a.norm == NormKind::LayerNorm ? 2 * h : h;

    ParameterCounts c;
    const double attnMatrices = h * q + 2 * h * kv + q * h; // Q, K, V, O
    double attnBias = 0;
    if (a.bias == BiasKind::All)
        attnBias = q + 2 * kv + h;
    else if (a.bias == BiasKind::Qkv)
        attnBias = q + 2 * kv; // Qwen2: QKV only
    c.attentionPerLayer = attnMatrices + attnBias;

    const double mlpMatrices = (a.gatedMlp ? 3 : 2) * h * f; // SwiGLU/GeGLU: gate, up, down
    const double mlpBias = a.bias == BiasKind::All ? f + h : 0;
    c.mlpPerExpert = mlpMatrices + mlpBias;
    c.routerPerLayer = a.experts > 1 ? h * E : 0;
    c.normsPerLayer = double(a.normsPerLayer) * normSize;
    c.perLayer = c.attentionPerLayer + E * c.mlpPerExpert + c.routerPerLayer + c.normsPerLayer;
    c.layers = double(a.layers) * c.perLayer;

    c.embedding = V * h;
    if (a.learnedPositions)
        c.embedding += double(a.maxPositions) * h;
    c.embedding += double(a.typeVocab) * h;
    const bool hasHead = a.lmHead && V > 0;
    c.lmHead = hasHead && !a.tiedEmbeddings ? V * h : 0;

    c.other = (a.finalNorm ? normSize : 0) + (a.pooler ? h * h + h : 0) + double(a.extraParameters);
    c.total = c.layers + c.embedding + c.lmHead + c.other;

    const double perLayerActive = c.attentionPerLayer + k * c.mlpPerExpert + c.routerPerLayer + c.normsPerLayer;
    c.activePerToken = double(a.layers) * perLayerActive + c.embedding + c.lmHead + c.other;

    // PaLM appendix B: N counts the weight matrices a token's matmuls use, the
    // LM head even when tied; not the embedding lookups, biases or norms.
    const double matmulPerLayer = attnMatrices + k * mlpMatrices + c.routerPerLayer;
    c.layerMatrices = double(a.layers) * (attnMatrices + E * mlpMatrices + c.routerPerLayer);
    c.matmulPerToken = double(a.layers) * matmulPerLayer + (hasHead ? V * h : 0) +
                       (a.pooler ? h * h : 0) + double(a.extraParameters);
    return c;
}

ParameterCounts countParameters(const ModelSpec& model)
{
    if (model.kind == ModelSpec::Kind::Transformer)
        return countParameters(model.arch);
    ParameterCounts c;
    c.total = model.parameters;
    c.activePerToken = model.parameters;
    c.matmulPerToken = model.parameters;
    c.layerMatrices = model.parameters;
    c.layers = model.parameters;
    return c;
}

// Adafactor (Shazeer & Stern 2018) factors the second moment of an r x c
// matrix into r + c fp32 values; vectors keep one value per element. We count
// no first moment (beta1 = 0, the paper's default).
double adafactorStateBytes(const ModelSpec& model)
{
    const ParameterCounts c = countParameters(model);
    if (model.kind == ModelSpec::Kind::Generic)
        return 4.0 * 2.0 * std::sqrt(std::max(0.0, c.total)); // one square matrix: a rough floor
    const Architecture a = model.arch.normalized();
    const double h = double(a.hidden), q = double(a.heads * a.headDim), kv = double(a.kvHeads * a.headDim);
    const double f = double(a.ffn), V = double(a.vocab), E = double(a.experts);
    double perLayer = (h + q) + 2 * (h + kv) + (q + h);       // Q, K, V, O
    perLayer += E * (a.gatedMlp ? 3 : 2) * (h + f);            // MLP matrices
    if (a.experts > 1)
        perLayer += h + E;                                     // router
    // Vectors: biases and norms, one value per element.
    const double vectors = c.perLayer - (h * q + 2 * h * kv + q * h) - E * (a.gatedMlp ? 3 : 2) * h * f -
                           (a.experts > 1 ? h * E : 0);
    double total = double(a.layers) * (perLayer + vectors);
    total += (V + h);                                          // token embedding
    if (a.learnedPositions)
        total += double(a.maxPositions) + h;
    if (a.typeVocab > 0)
        total += double(a.typeVocab) + h;
    if (c.lmHead > 0)
        total += V + h;
    total += c.other;                                          // small: counted as vectors
    return 4.0 * total;
}

// Grow or shrink a family's shape to about `parameters`: keep the ratios
// ffn/hidden, kv/heads, head dim and vocab; choose hidden and layers so that
// the aspect ratio L/h matches the family (Kaplan et al. 2020 find loss
// insensitive to it over a wide range, so the family's own ratio is a fair choice).
Architecture scaleArchitecture(const Architecture& familyIn, double parameters)
{
    const Architecture family = familyIn.normalized();
    Architecture a = family;
    const double ffnRatio = double(family.ffn) / double(family.hidden);
    const double kvRatio = double(family.kvHeads) / double(family.heads);
    const double aspect = double(family.layers) / double(family.hidden);
    const std::int64_t headDim = family.headDim > 0 ? family.headDim : 64;

    auto build = [&](double hidden) {
        Architecture t = family;
        // Small models shrink the head dimension too (never below 8).
        const std::int64_t d = std::max<std::int64_t>(8, std::min<std::int64_t>(headDim, std::llround(hidden / 8) * 8));
        std::int64_t heads = std::max<std::int64_t>(1, std::llround(hidden / double(d)));
        t.hidden = heads * d;
        t.heads = heads;
        t.headDim = d;
        // At most one KV head per query head: a base with more (an invalid
        // layout typed into the window) would make the divisor search below
        // count down from billions.
        t.kvHeads = std::clamp<std::int64_t>(std::llround(double(heads) * kvRatio), 1, heads);
        while (heads % t.kvHeads != 0)
            --t.kvHeads;
        t.ffn = std::max<std::int64_t>(8, std::llround(ffnRatio * double(t.hidden) / 8.0) * 8);
        t.layers = std::max<std::int64_t>(1, std::llround(aspect * double(t.hidden)));
        // A tiny model cannot carry a 32k-256k vocabulary: cap the embeddings
        // at half the budget (a smaller tokenizer, as tiny models use).
        const double embeddingCopies = t.tiedEmbeddings || !t.lmHead ? 1.0 : 2.0;
        const double maxVocab = 0.5 * parameters / (embeddingCopies * double(t.hidden));
        t.vocab = std::min<std::int64_t>(family.vocab, std::max<std::int64_t>(256, std::llround(maxVocab)));
        return t;
    };
    // Bisect on hidden size; total parameters grow monotonically with it.
    double lo = 8, hi = 1e6;
    for (int i = 0; i < 80; ++i) {
        const double mid = std::sqrt(lo * hi);
        if (countParameters(build(mid)).total < parameters)
            lo = mid;
        else
            hi = mid;
    }
    a = build(hi);
    // Fine-tune the layer count for the closest total.
    const double perLayer = countParameters(a).perLayer;
    const double rest = countParameters(a).total - double(a.layers) * perLayer;
    a.layers = std::max<std::int64_t>(1, std::llround((parameters - rest) / perLayer));
    return a;
}

} // namespace headroom
