#include "headroom/model.h"

#include <algorithm>
#include <bit>
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

namespace {

// One attention block's parameters: all of them, and its weight matrices.
struct Block {
    double params = 0;
    double matrices = 0;
};

// Softmax attention, multi-head or grouped-query (section 1) or MLA (1b).
Block attentionBlock(const Architecture& a)
{
    const double h = double(a.hidden), heads = double(a.heads);
    Block b;
    if (a.mla.enabled()) {
        // DeepSeek-V2 §2.1: q_a (h·r_q) + its norm + q_b (r_q·H·(d_n + d_r)),
        // or one q (h·H·(d_n + d_r)); kv_a (h·(r_kv + d_r)) + its norm;
        // kv_b (r_kv·H·(d_n + d_v)); o (H·d_v·h).
        const MlaShape& m = a.mla;
        const double qk = double(m.nopeHeadDim + m.ropeHeadDim), v = double(m.vHeadDim);
        const double rq = double(m.qLoraRank), rkv = double(m.kvLoraRank);
        const double q = m.qLoraRank > 0 ? h * rq + rq * heads * qk : h * heads * qk;
        b.matrices = q + h * (rkv + double(m.ropeHeadDim)) + rkv * heads * (double(m.nopeHeadDim) + v) + heads * v * h;
        b.params = b.matrices + rkv + (m.qLoraRank > 0 ? rq : 0);
        if (a.bias == BiasKind::All)
            b.params += h; // o_proj bias
        return b;
    }
    const double q = double(a.heads * a.headDim);    // a*d
    const double kv = double(a.kvHeads * a.headDim); // g*d
    b.matrices = h * q + 2 * h * kv + q * h;         // Q, K, V, O
    if (a.attentionGate)
        b.matrices += h * q; // the output gate's half of q_proj
    b.params = b.matrices;
    if (a.bias == BiasKind::All)
        b.params += q + 2 * kv + h;
    else if (a.bias == BiasKind::Qkv)
        b.params += q + 2 * kv; // Qwen2: QKV only
    if (a.qkNorm == QkNorm::PerHead)
        b.params += 2 * double(a.headDim);
    else if (a.qkNorm == QkNorm::Full)
        b.params += q + kv;
    if (a.attentionSinks)
        b.params += heads;
    return b;
}

// One MLP of width f: gate, up, down when gated (SwiGLU/GeGLU), else up, down.
Block mlpBlock(const Architecture& a, double f)
{
    const double h = double(a.hidden);
    Block b;
    b.matrices = (a.gatedMlp ? 3 : 2) * h * f;
    b.params = b.matrices;
    if (a.bias == BiasKind::All)
        b.params += (a.gatedMlp ? 2 * f : f) + h;
    return b;
}

} // namespace

// docs/model.md sections 1 and 1b. Every term is a product of integers well
// below 2^53, so doubles keep the counts exact.
ParameterCounts countParameters(const Architecture& in)
{
    const Architecture a = in.normalized();
    const double h = double(a.hidden);
    const double V = double(a.vocab);
    const double E = double(a.experts);
    const double k = double(a.expertsPerToken);
    const double L = double(a.layers);
    const double normSize = a.norm == NormKind::LayerNorm ? 2 * h : h;

    ParameterCounts c;
    const Block attn = attentionBlock(a);
    const Block expert = mlpBlock(a, double(a.expertFfnOr()));
    c.mlpPerExpert = expert.params;
    c.routerPerLayer = a.experts > 1 ? h * E + (a.routerBias ? E : 0) : 0;
    c.normsPerLayer = double(a.normsPerLayer) * normSize;

    // The layer list (section 1b): softmax layers against linear ones, MoE
    // layers against the dense-first ones.
    const double linear = a.local == AttentionKind::Linear ? double(a.localLayers()) : 0;
    const double softmax = L - linear;
    // Layers with an MLP (section 1b: all but Nemotron-H's lone mixers).
    const double mlpCount = double(a.mlpLayersOr());
    const double moe = a.experts > 1 ? double(a.moeLayers()) : mlpCount; // E = 1: the dense MLP is the "expert"
    const double dense = mlpCount - moe;
    const Block denseMlp = mlpBlock(a, double(a.ffn));
    Block shared = a.experts > 1 && a.sharedFfn > 0 ? mlpBlock(a, double(a.sharedFfn)) : Block{};
    if (a.experts > 1 && a.sharedFfn > 0 && a.sharedExpertGate) {
        shared.params += h; // shared_expert_gate, h -> 1
        shared.matrices += h;
    }
    const double linearParams = double(a.linearParameters);

    const double attnAll = softmax * attn.params + linear * linearParams;
    const double attnMatricesAll = softmax * attn.matrices + linear * linearParams;
    const double routedAll = moe * E * expert.params;
    const double routedMatricesAll = moe * E * expert.matrices;
    const double otherMlp = dense * denseMlp.params + moe * (shared.params + c.routerPerLayer);
    const double otherMlpMatrices = dense * denseMlp.matrices + moe * (shared.matrices + (a.experts > 1 ? h * E : 0));

    if (a.uniform() && linear == 0) {
        // Section 1 as published: one layer times L (kept in this order so
        // the figures of a uniform stack stay bit for bit what they were).
        c.attentionPerLayer = attn.params;
        c.perLayer = c.attentionPerLayer + E * c.mlpPerExpert + c.routerPerLayer + c.normsPerLayer;
        c.layers = L * c.perLayer;
    } else {
        c.attentionPerLayer = attnAll / L;
        // A layer without an MLP has no pre-MLP norm.
        c.layers = attnAll + routedAll + otherMlp + L * c.normsPerLayer - (L - mlpCount) * normSize;
        c.perLayer = c.layers / L;
    }
    c.attentionMatricesPerLayer = attnMatricesAll / L;
    c.routedPerLayer = routedAll / L;
    c.routedMatricesPerLayer = routedMatricesAll / L;

    c.embedding = V * h;
    if (a.learnedPositions)
        c.embedding += double(a.maxPositions) * h;
    c.embedding += double(a.typeVocab) * h;
    const bool hasHead = a.lmHead && V > 0;
    c.lmHead = hasHead && !a.tiedEmbeddings ? V * h : 0;

    c.other = (a.finalNorm ? normSize : 0) + (a.pooler ? h * h + h : 0) + double(a.extraParameters);
    c.total = c.layers + c.embedding + c.lmHead + c.other;

    // PaLM appendix B: N counts the weight matrices a token's matmuls use, the
    // LM head even when tied; not the embedding lookups, biases or norms.
    const double headMatmul = (hasHead ? V * h : 0) + (a.pooler ? h * h : 0) + double(a.extraParameters);
    if (a.uniform() && linear == 0) {
        const double perLayerActive = c.attentionPerLayer + k * c.mlpPerExpert + c.routerPerLayer + c.normsPerLayer;
        c.activePerToken = L * perLayerActive + c.embedding + c.lmHead + c.other;
        const double matmulPerLayer = attn.matrices + k * expert.matrices + c.routerPerLayer;
        c.layerMatrices = L * (attn.matrices + E * expert.matrices + c.routerPerLayer);
        c.matmulPerToken = L * matmulPerLayer + headMatmul;
    } else {
        // MoE layers: top-k routed experts plus the shared ones (section 1b).
        const double kActive = a.experts > 1 ? k : 1;
        c.activePerToken = c.total - routedAll + moe * kActive * expert.params;
        c.layerMatrices = attnMatricesAll + routedMatricesAll + otherMlpMatrices;
        c.matmulPerToken = attnMatricesAll + moe * kActive * expert.matrices + otherMlpMatrices + headMatmul;
    }

    // A DeepSeek-V3 MTP module as its checkpoint stores it: two norms, the
    // 2h -> h projection, one (MoE) layer, the head's norm and its own copies
    // of the embedding and the output head.
    if (a.mtpLayers > 0) {
        const double moeLayer =
            attn.params + c.normsPerLayer +
            (a.experts > 1 ? E * expert.params + shared.params + c.routerPerLayer : denseMlp.params);
        c.mtp = double(a.mtpLayers) * (moeLayer + 2 * normSize + 2 * h * h + normSize + 2 * V * h);
    }
    return c;
}

KvShape kvShape(const Architecture& in)
{
    const Architecture a = in.normalized();
    KvShape kv;
    // K and V per layer: 2·g·d elements; an MLA layer caches its latent and
    // one rope key, r_kv + d_r (DeepSeek-V2 §2.1).
    const double perLayer =
        a.mla.enabled() ? double(a.mla.kvLoraRank + a.mla.ropeHeadDim) : 2.0 * double(a.kvHeads * a.headDim);
    kv.tensorSplitLimit = a.mla.enabled() ? 1.0 : double(a.kvHeads);
    const double global = double(a.globalLayers()), local = double(a.localLayers());
    kv.fullPerToken = global * perLayer;
    if (a.local == AttentionKind::Linear) {
        kv.statePerSequence = local * double(a.linearState);
    } else if (local > 0) {
        kv.localPerToken = local * perLayer;
        kv.window = double(a.window);
    }
    return kv;
}

ScoreWidths scoreWidths(const Architecture& in)
{
    const Architecture a = in.normalized();
    const double width = a.mla.enabled()
                             ? double(a.heads) * double(a.mla.nopeHeadDim + a.mla.ropeHeadDim + a.mla.vHeadDim) / 2.0
                             : double(a.heads * a.headDim);
    ScoreWidths w;
    w.full = double(a.globalLayers()) * width;
    if (a.local == AttentionKind::SlidingWindow || a.local == AttentionKind::Chunked) {
        w.local = double(a.localLayers()) * width;
        w.window = double(a.window);
    }
    return w;
}

double attentionScoreWidth(const Architecture& arch, double context)
{
    return scoreWidths(arch).at(context);
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
    if (!a.uniform()) {
        // Section 1b shapes: each layer's attention as four h-wide matrices
        // of its weights, each MLP as three h × f matrices; vectors (norms,
        // biases, sinks) one value per element.
        const double h = double(a.hidden), L = double(a.layers), E = double(a.experts);
        const double attnCols = c.attentionMatricesPerLayer / (4.0 * h);
        const double moe = double(a.moeLayers());
        const double factored = L * 4.0 * (h + attnCols) + moe * E * 3.0 * (h + double(a.expertFfnOr())) +
                                (double(a.mlpLayersOr()) - moe) * 3.0 * (h + double(a.ffn)) +
                                (a.sharedFfn > 0 ? moe * 3.0 * (h + double(a.sharedFfn)) : 0.0);
        const double vectors = std::max(0.0, c.total - c.layerMatrices - c.embedding - c.lmHead);
        const double tables = (double(a.vocab) + h) * (c.lmHead > 0 ? 2.0 : 1.0);
        return 4.0 * (factored + vectors + tables);
    }
    const double h = double(a.hidden), q = double(a.heads * a.headDim), kv = double(a.kvHeads * a.headDim);
    const double f = double(a.ffn), V = double(a.vocab), E = double(a.experts);
    double perLayer = (h + q) + 2 * (h + kv) + (q + h); // Q, K, V, O
    perLayer += E * (a.gatedMlp ? 3 : 2) * (h + f);     // MLP matrices
    if (a.experts > 1)
        perLayer += h + E; // router
    // Vectors: biases and norms, one value per element.
    const double vectors =
        c.perLayer - (h * q + 2 * h * kv + q * h) - E * (a.gatedMlp ? 3 : 2) * h * f - (a.experts > 1 ? h * E : 0);
    double total = double(a.layers) * (perLayer + vectors);
    total += (V + h); // token embedding
    if (a.learnedPositions)
        total += double(a.maxPositions) + h;
    if (a.typeVocab > 0)
        total += double(a.typeVocab) + h;
    if (c.lmHead > 0)
        total += V + h;
    total += c.other; // small: counted as vectors
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
    // Section 1b counts keep their share of the layers; a linear block and
    // its state keep their size relative to hidden (h² and h).
    auto keepShares = [&](Architecture& t) {
        const double layerShare = double(t.layers) / double(family.layers);
        if (family.globalCount > 0)
            t.globalCount =
                std::clamp<std::int64_t>(std::llround(double(family.globalCount) * layerShare), 1, t.layers);
        if (family.mlpLayers > 0)
            t.mlpLayers = std::clamp<std::int64_t>(std::llround(double(family.mlpLayers) * layerShare), 1, t.layers);
        const double width = double(t.hidden) / double(family.hidden);
        if (family.linearParameters > 0)
            t.linearParameters =
                std::max<std::int64_t>(1, std::llround(double(family.linearParameters) * width * width));
        if (family.linearState > 0)
            t.linearState = std::max<std::int64_t>(1, std::llround(double(family.linearState) * width));
    };

    auto build = [&](double hidden) {
        Architecture t = family;
        // Small models shrink the head dimension too (never below 8).
        const std::int64_t d = std::max<std::int64_t>(8, std::min<std::int64_t>(headDim, std::llround(hidden / 8) * 8));
        std::int64_t heads = std::max<std::int64_t>(1, std::llround(hidden / double(d)));
        // A multiple of 8 heads (of a power of two below 8), so that tensor
        // parallel 2, 4 and 8 divide them as they do every published model's.
        const std::int64_t granule = std::bit_floor(std::uint64_t(std::min<std::int64_t>(heads, 8)));
        heads = std::max<std::int64_t>(granule, std::llround(double(heads) / double(granule)) * granule);
        t.hidden = heads * d;
        t.heads = heads;
        t.headDim = d;
        // At most one KV head per query head: a base with more (an invalid
        // layout typed into the window) would make the divisor search below
        // count down from billions. Grouped queries take a power of two KV
        // heads (as GQA models do: 8 for Llama 3, Mistral, Qwen2.5 ...) that
        // divides the heads, so KV heads split evenly over tensor parallel too.
        t.kvHeads = std::clamp<std::int64_t>(std::llround(double(heads) * kvRatio), 1, heads);
        if (t.kvHeads < heads) {
            t.kvHeads = std::int64_t(std::bit_floor(std::uint64_t(t.kvHeads)));
            while (heads % t.kvHeads != 0)
                t.kvHeads /= 2;
        }
        t.ffn = std::max<std::int64_t>(8, std::llround(ffnRatio * double(t.hidden) / 8.0) * 8);
        t.layers = std::max<std::int64_t>(1, std::llround(aspect * double(t.hidden)));
        // A tiny model cannot carry a 32k-256k vocabulary: cap the embeddings
        // at half the budget (a smaller tokenizer, as tiny models use).
        const double embeddingCopies = t.tiedEmbeddings || !t.lmHead ? 1.0 : 2.0;
        const double maxVocab = 0.5 * parameters / (embeddingCopies * double(t.hidden));
        t.vocab = std::min<std::int64_t>(family.vocab, std::max<std::int64_t>(256, std::llround(maxVocab)));
        keepShares(t);
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
    keepShares(a);
    return a;
}

} // namespace headroom
