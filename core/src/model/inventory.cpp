// The layer inventory and its folds (headroom/model/inventory.h; docs/model.md §1, §1b).

#include "headroom/model/inventory.h"
#include "headroom/limits.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string_view>

namespace headroom {

namespace {

InventoryTensor matrix(TensorRole role, double rows, double cols, MlpPart mlp = MlpPart::None, double copies = 1)
{
    InventoryTensor t;
    t.role = role;
    t.mlp = mlp;
    t.rows = rows;
    t.cols = cols;
    t.copies = copies;
    t.matrix = true;
    return t;
}

InventoryTensor vector(TensorRole role, double elements, double copies = 1)
{
    InventoryTensor t;
    t.role = role;
    t.rows = elements;
    t.cols = 1;
    t.copies = copies;
    return t;
}

void add(InventoryBlock& b, const InventoryTensor& t)
{
    if (b.count < b.tensors.size())
        b.tensors[b.count++] = t;
}

// Softmax attention, multi-head or grouped-query (section 1) or MLA (1b).
void attentionTensors(const Architecture& a, InventoryBlock& b)
{
    const double h = double(a.hidden), heads = double(a.heads);
    if (a.mla.enabled()) {
        // DeepSeek-V2 §2.1: q_a (h·r_q) + its norm + q_b (r_q·H·(d_n + d_r)),
        // or one q (h·H·(d_n + d_r)); kv_a (h·(r_kv + d_r)) + its norm;
        // kv_b (r_kv·H·(d_n + d_v)); o (H·d_v·h).
        const MlaShape& m = a.mla;
        const double qk = double(m.nopeHeadDim + m.ropeHeadDim), v = double(m.vHeadDim);
        const double rq = double(m.qLoraRank), rkv = double(m.kvLoraRank);
        if (m.qLoraRank > 0) {
            add(b, matrix(TensorRole::QueryDown, rq, h));
            add(b, matrix(TensorRole::QueryUp, heads * qk, rq));
        } else {
            add(b, matrix(TensorRole::Query, heads * qk, h));
        }
        add(b, matrix(TensorRole::KvDown, rkv + double(m.ropeHeadDim), h));
        add(b, matrix(TensorRole::KeyUp, heads * double(m.nopeHeadDim), rkv));
        add(b, matrix(TensorRole::ValueUp, heads * v, rkv));
        add(b, matrix(TensorRole::Output, h, heads * v));
        add(b, vector(TensorRole::Vector, rkv + (m.qLoraRank > 0 ? rq : 0))); // the latent norms
        if (a.bias == BiasKind::All)
            add(b, vector(TensorRole::Bias, h)); // o_proj's
        return;
    }
    const double q = double(a.heads * a.headDim), kv = double(a.kvHeads * a.headDim);
    add(b, matrix(TensorRole::Query, q, h));
    if (a.attentionGate)
        add(b, matrix(TensorRole::QueryGate, q, h));
    add(b, matrix(TensorRole::Key, kv, h));
    add(b, matrix(TensorRole::Value, kv, h));
    add(b, matrix(TensorRole::Output, h, q));
    if (a.bias == BiasKind::All)
        add(b, vector(TensorRole::Bias, q + 2 * kv + h));
    else if (a.bias == BiasKind::Qkv)
        add(b, vector(TensorRole::Bias, q + 2 * kv)); // Qwen2: QKV only
    if (a.qkNorm == QkNorm::PerHead)
        add(b, vector(TensorRole::Vector, 2 * double(a.headDim)));
    else if (a.qkNorm == QkNorm::Full)
        add(b, vector(TensorRole::Vector, q + kv));
    if (a.attentionSinks)
        add(b, vector(TensorRole::Vector, heads));
}

// One MLP of width f: gate, up, down when gated (SwiGLU/GeGLU), else up, down.
void mlpTensors(const Architecture& a, double f, MlpPart part, double copies, InventoryBlock& b)
{
    const double h = double(a.hidden);
    if (a.gatedMlp)
        add(b, matrix(TensorRole::Gate, f, h, part, copies));
    add(b, matrix(TensorRole::Up, f, h, part, copies));
    add(b, matrix(TensorRole::Down, h, f, part, copies));
    if (a.bias == BiasKind::All) {
        InventoryTensor bias = vector(TensorRole::Bias, (a.gatedMlp ? 2 * f : f) + h, copies);
        bias.mlp = part;
        add(b, bias);
    }
}

double sumOf(const InventoryBlock& b, bool matricesOnly)
{
    double sum = 0;
    for (const InventoryTensor& t : b)
        if (!matricesOnly || t.matrix)
            sum += t.elements();
    return sum;
}

} // namespace

double InventoryBlock::params() const
{
    return sumOf(*this, false);
}

double InventoryBlock::matrices() const
{
    return sumOf(*this, true);
}

Inventory buildInventory(const Architecture& in)
{
    Inventory inv;
    const Architecture a = in.normalized();
    inv.arch = a;
    inv.layers = double(a.layers);
    const double h = double(a.hidden), V = double(a.vocab), E = double(a.experts);
    inv.normSize = a.norm == NormKind::LayerNorm ? 2 * h : h;

    // The mixers: softmax layers and linear ones (section 1b).
    const double linear = a.local == AttentionKind::Linear ? double(a.localLayers()) : 0;
    InventoryBlock& attention = inv.blocks[std::size_t(BlockKind::Attention)];
    attention.kind = BlockKind::Attention;
    attention.layers = inv.layers - linear;
    attentionTensors(a, attention);
    InventoryBlock& mixer = inv.blocks[std::size_t(BlockKind::Linear)];
    mixer.kind = BlockKind::Linear;
    mixer.layers = linear;
    if (a.linearParameters > 0) // its matrices as one: the config gives only their count
        add(mixer, matrix(TensorRole::Mixer, double(a.linearParameters), 1));

    // The MLPs: routed experts (the dense MLP when E = 1) on the MoE layers,
    // the dense-first layers, none on Nemotron-H's lone mixer blocks.
    const double mlpCount = double(a.mlpLayersOr());
    const double routedLayers = a.experts > 1 ? double(a.moeLayers()) : mlpCount;
    InventoryBlock& routed = inv.blocks[std::size_t(BlockKind::RoutedMlp)];
    routed.kind = BlockKind::RoutedMlp;
    routed.layers = routedLayers;
    mlpTensors(a, double(a.expertFfnOr()), a.experts > 1 ? MlpPart::Routed : MlpPart::Dense, E, routed);
    if (a.experts > 1) {
        add(routed, matrix(TensorRole::Router, E, h));
        if (a.routerBias)
            add(routed, vector(TensorRole::Vector, E));
        if (a.sharedFfn > 0) {
            mlpTensors(a, double(a.sharedFfn), MlpPart::Shared, 1, routed);
            if (a.sharedExpertGate)
                add(routed, matrix(TensorRole::SharedExpertGate, 1, h));
        }
    }
    InventoryBlock& dense = inv.blocks[std::size_t(BlockKind::DenseMlp)];
    dense.kind = BlockKind::DenseMlp;
    dense.layers = mlpCount - routedLayers;
    mlpTensors(a, double(a.ffn), MlpPart::Dense, 1, dense);

    // Norms: the pre-MLP one comes with an MLP, the rest with the mixer
    // (a layer without an MLP has one fewer).
    attention.norms = mixer.norms = double(a.normsPerLayer - 1) * inv.normSize;
    routed.norms = dense.norms = inv.normSize;

    // Outside the layers: the tables, the head, the final norm, a pooler and
    // the extra matrices of a vision model.
    InventoryBlock& out = inv.outside;
    out.layers = 1;
    InventoryTensor table = matrix(TensorRole::TokenEmbedding, V, h);
    table.matrix = false; // looked up, not multiplied
    add(out, table);
    if (a.learnedPositions) {
        table.role = TensorRole::PositionEmbedding;
        table.rows = double(a.maxPositions);
        add(out, table);
    }
    if (a.typeVocab > 0) {
        table.role = TensorRole::TypeEmbedding;
        table.rows = double(a.typeVocab);
        add(out, table);
    }
    if (a.lmHead && V > 0 && !a.tiedEmbeddings)
        add(out, matrix(TensorRole::LmHead, V, h));
    if (a.finalNorm)
        add(out, vector(TensorRole::Norm, inv.normSize));
    if (a.pooler) {
        add(out, matrix(TensorRole::Pooler, h, h));
        add(out, vector(TensorRole::Bias, h));
    }
    if (a.extraParameters > 0)
        add(out, matrix(TensorRole::Extra, double(a.extraParameters), 1));

    // A DeepSeek-V3 MTP module as its checkpoint stores it: two norms, the
    // 2h -> h projection, one (MoE) layer, the head's norm and its own copies
    // of the embedding and the output head.
    if (a.mtpLayers > 0) {
        const double layer = attention.params() + double(a.normsPerLayer) * inv.normSize +
                             (a.experts > 1 ? routed.params() : dense.params());
        inv.mtp = double(a.mtpLayers) * (layer + 2 * inv.normSize + 2 * h * h + inv.normSize + 2 * V * h);
    }

    // What a layer computes per token, for the activations and the workspace.
    LayerWidths& w = inv.widths;
    w.hidden = h;
    w.heads = double(a.heads);
    if (a.mla.enabled()) {
        const MlaShape& m = a.mla;
        w.query = w.key = double(a.heads) * double(m.nopeHeadDim + m.ropeHeadDim);
        w.value = w.attnOut = double(a.heads) * double(m.vHeadDim);
    } else {
        w.query = w.attnOut = double(a.heads * a.headDim);
        w.key = w.value = double(a.kvHeads * a.headDim);
    }
    w.mlpShare = inv.layers > 0 ? mlpCount / inv.layers : 0;
    w.normsPerLayer = double(a.normsPerLayer) - (1.0 - w.mlpShare);
    w.gated = a.gatedMlp;
    // Per token over the MLP layers: k routed experts and the shared ones
    // on the routed layers, the dense width on the dense-first ones.
    const double routedPerToken = a.experts > 1
                                      ? double(a.expertsPerToken) * double(a.expertFfnOr()) + double(a.sharedFfn)
                                      : double(a.expertFfnOr());
    w.ffn = mlpCount > 0 ? (routedLayers * routedPerToken + dense.layers * double(a.ffn)) / mlpCount : 0;
    return inv;
}

BlockKind Inventory::mixerOf(std::int64_t layer) const
{
    return double(layer) < block(BlockKind::Attention).layers ? BlockKind::Attention : BlockKind::Linear;
}

const InventoryBlock* Inventory::mlpOf(std::int64_t layer) const
{
    const InventoryBlock& dense = block(BlockKind::DenseMlp);
    const InventoryBlock& routed = block(BlockKind::RoutedMlp);
    if (double(layer) < dense.layers)
        return &dense;
    if (double(layer) < dense.layers + routed.layers)
        return &routed;
    return nullptr;
}

ParameterCounts countParameters(const Inventory& inv)
{
    const Architecture& a = inv.arch;
    const InventoryBlock& attention = inv.block(BlockKind::Attention);
    const InventoryBlock& mixer = inv.block(BlockKind::Linear);
    const InventoryBlock& routed = inv.block(BlockKind::RoutedMlp);
    const InventoryBlock& dense = inv.block(BlockKind::DenseMlp);
    const double h = double(a.hidden), E = double(a.experts), k = double(a.expertsPerToken), L = inv.layers;

    // One routed expert, the router and the shared experts, apart.
    double expert = 0, expertMatrices = 0, router = 0, routerMatrices = 0, shared = 0, sharedMatrices = 0;
    for (const InventoryTensor& t : routed) {
        const double perCopy = t.rows * t.cols;
        if (t.mlp == MlpPart::Routed || (E == 1 && t.mlp == MlpPart::Dense)) {
            expert += perCopy;
            expertMatrices += t.matrix ? perCopy : 0;
        } else if (t.role == TensorRole::Router || (t.role == TensorRole::Vector && t.mlp == MlpPart::None)) {
            router += t.elements();
            routerMatrices += t.matrix ? t.elements() : 0;
        } else {
            shared += t.elements();
            sharedMatrices += t.matrix ? t.elements() : 0;
        }
    }
    // A bias vector of an MLP part counts with that part.
    ParameterCounts c;
    c.mlpPerExpert = expert;
    c.routerPerLayer = router;
    c.normsPerLayer = double(a.normsPerLayer) * inv.normSize;

    const double attnAll = attention.layers * attention.params() + mixer.layers * mixer.params();
    const double attnMatricesAll = attention.layers * attention.matrices() + mixer.layers * mixer.matrices();
    const double routedAll = routed.layers * E * expert;
    const double routedMatricesAll = routed.layers * E * expertMatrices;
    const double otherMlp = dense.layers * dense.params() + routed.layers * (shared + router);
    const double otherMlpMatrices = dense.layers * dense.matrices() + routed.layers * (sharedMatrices + routerMatrices);
    const double mlpCount = routed.layers + dense.layers;

    if (a.uniform() && mixer.layers == 0) {
        // Section 1 as published: one layer times L.
        c.attentionPerLayer = attention.params();
        c.perLayer = c.attentionPerLayer + E * c.mlpPerExpert + c.routerPerLayer + c.normsPerLayer;
        c.layers = L * c.perLayer;
    } else {
        c.attentionPerLayer = attnAll / L;
        // A layer without an MLP has no pre-MLP norm.
        c.layers = attnAll + routedAll + otherMlp + L * c.normsPerLayer - (L - mlpCount) * inv.normSize;
        c.perLayer = c.layers / L;
    }
    c.attentionMatricesPerLayer = attnMatricesAll / L;
    c.routedPerLayer = routedAll / L;
    c.routedMatricesPerLayer = routedMatricesAll / L;

    double headMatmul = 0;
    for (const InventoryTensor& t : inv.outside) {
        switch (t.role) {
        case TensorRole::TokenEmbedding:
        case TensorRole::PositionEmbedding:
        case TensorRole::TypeEmbedding: c.embedding += t.elements(); break;
        case TensorRole::LmHead: c.lmHead += t.elements(); break;
        default: c.other += t.elements(); break;
        }
        if (t.matrix) // the head, the pooler, the extra matrices: part of the matmuls
            headMatmul += t.elements();
    }
    // PaLM appendix B: the LM head takes part in matmuls even when tied.
    const bool hasHead = a.lmHead && a.vocab > 0;
    if (hasHead && a.tiedEmbeddings)
        headMatmul += double(a.vocab) * h;
    c.total = c.layers + c.embedding + c.lmHead + c.other;

    if (a.uniform() && mixer.layers == 0) {
        const double perLayerActive = c.attentionPerLayer + k * c.mlpPerExpert + c.routerPerLayer + c.normsPerLayer;
        c.activePerToken = L * perLayerActive + c.embedding + c.lmHead + c.other;
        const double matmulPerLayer = attention.matrices() + k * expertMatrices + c.routerPerLayer;
        c.layerMatrices = L * (attention.matrices() + E * expertMatrices + c.routerPerLayer);
        c.matmulPerToken = L * matmulPerLayer + headMatmul;
    } else {
        // MoE layers: top-k routed experts plus the shared ones (section 1b).
        const double kActive = a.experts > 1 ? k : 1;
        c.activePerToken = c.total - routedAll + routed.layers * kActive * expert;
        c.layerMatrices = attnMatricesAll + routedMatricesAll + otherMlpMatrices;
        c.matmulPerToken = attnMatricesAll + routed.layers * kActive * expertMatrices + otherMlpMatrices + headMatmul;
    }
    c.mtp = inv.mtp;
    return c;
}

// ---- What a sequence caches and what attention computes (sections 5, 1b) -----

KvShape kvShape(const Inventory& inv)
{
    const Architecture& a = inv.arch;
    KvShape kv;
    // K and V per layer: 2·g·d elements; an MLA layer caches its latent and
    // one rope key, r_kv + d_r (DeepSeek-V2 §2.1): kv_a's output.
    double perLayer = inv.widths.key + inv.widths.value;
    if (a.mla.enabled())
        for (const InventoryTensor& t : inv.block(BlockKind::Attention))
            if (t.role == TensorRole::KvDown)
                perLayer = t.rows;
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

ScoreWidths scoreWidths(const Inventory& inv)
{
    const Architecture& a = inv.arch;
    // heads × the mean of the query-key and value head dims (MLA's differ).
    const double width = (inv.widths.query + inv.widths.attnOut) / 2.0;
    ScoreWidths w;
    w.full = double(a.globalLayers()) * width;
    if (a.local == AttentionKind::SlidingWindow || a.local == AttentionKind::Chunked) {
        w.local = double(a.localLayers()) * width;
        w.window = double(a.window);
    }
    return w;
}

KvShape kvShape(const Architecture& arch)
{
    return kvShape(buildInventory(arch));
}

ScoreWidths scoreWidths(const Architecture& arch)
{
    return scoreWidths(buildInventory(arch));
}

double attentionScoreWidth(const Architecture& arch, double context)
{
    return scoreWidths(arch).at(context);
}

ParameterCounts countParameters(const Architecture& arch)
{
    return countParameters(buildInventory(arch));
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

std::optional<Error> checkParameterLimit(const Architecture& arch, const std::string& path)
{
    if (countParameters(arch).total > kMaxParameters)
        return makeError(ErrorCode::OutOfRange, path, {}, Expect::ParameterLimit, "1e16");
    return std::nullopt;
}

std::optional<Error> checkExactParameters(const Architecture& arch, const std::string& path)
{
    // The engine's own count; past 2^53 a double no longer holds it exactly
    // (a stricter bound than a scenario's kMaxParameters).
    const double total = countParameters(arch).total;
    if (total <= double(kMaxExactCount))
        return std::nullopt;
    char text[64];
    std::snprintf(text, sizeof text, "%.3e parameters", total);
    return makeError(ErrorCode::OutOfRange, path, text, Expect::ParameterLimit, "2^53");
}

// Adafactor (Shazeer & Stern 2018) factors the second moment of an r x c
// matrix into r + c fp32 values (each routed expert's its own); vectors keep
// one value per element. We count no first moment (beta1 = 0, the paper's default).
double adafactorStateBytes(const ModelSpec& model)
{
    if (model.kind == ModelSpec::Kind::Generic)
        return 4.0 * 2.0 * std::sqrt(std::max(0.0, model.parameters)); // one square matrix: a rough floor
    const Inventory inv = buildInventory(model.arch);
    const auto factored = [](const InventoryBlock& b) {
        double values = 0;
        for (const InventoryTensor& t : b) {
            const bool table = t.role == TensorRole::TokenEmbedding || t.role == TensorRole::PositionEmbedding ||
                               t.role == TensorRole::TypeEmbedding;
            values += t.matrix || table ? t.copies * (t.rows + t.cols) : t.elements();
        }
        return values + b.norms;
    };
    double values = factored(inv.outside);
    for (const InventoryBlock& b : inv.blocks)
        values += b.layers * factored(b);
    return 4.0 * values;
}

// ---- The step's kernels (docs/model.md §7b) -----------------------------------

LayerGemms layerGemms(const Inventory& inv, double T, double t, double ep)
{
    LayerGemms g;
    // The FLOPs as written (the step's arithmetic), and the shape for the roofline.
    const auto add = [&](GemmKind kind, double flops, double m, double n, double k, double count = 1) {
        if (g.size < g.list.size())
            g.list[g.size++] = {kind, flops, count, m, n, k};
    };
    const Architecture& a = inv.arch;
    const double L = inv.layers, h = double(a.hidden), E = double(a.experts), topK = double(a.expertsPerToken);
    const InventoryBlock& attention = inv.block(BlockKind::Attention);
    const InventoryBlock& mixer = inv.block(BlockKind::Linear);
    const InventoryBlock& routed = inv.block(BlockKind::RoutedMlp);
    const InventoryBlock& dense = inv.block(BlockKind::DenseMlp);
    // Sums of a block's matrices by role, one copy.
    const auto width = [](const InventoryBlock& b, std::initializer_list<TensorRole> roles, MlpPart part) {
        double rows = 0;
        for (const InventoryTensor& x : b)
            for (TensorRole r : roles)
                if (x.matrix && x.role == r && (part == MlpPart::None || x.mlp == part))
                    rows += x.rows;
        return rows;
    };

    if (a.uniform()) {
        const double qkv = width(attention, {TensorRole::Query, TensorRole::Key, TensorRole::Value}, MlpPart::None);
        add(GemmKind::Qkv, 2.0 * T * h * qkv / t, T, qkv / t, h);
        // o_proj: its input width (a·d) by the hidden size.
        double outIn = 0;
        for (const InventoryTensor& x : attention)
            if (x.role == TensorRole::Output)
                outIn = x.cols;
        add(GemmKind::Output, 2.0 * T * outIn * h / t, T, h, outIn / t);
    } else {
        // MLA's down and up projections, linear-attention blocks: the
        // mixers' matrices, averaged over the stack (section 1b).
        const double perLayer = (attention.layers * attention.matrices() + mixer.layers * mixer.matrices()) / L;
        add(GemmKind::Mixer, 2.0 * T * perLayer / t, T, perLayer / h / t, h);
    }
    const MlpPart expertPart = a.experts > 1 ? MlpPart::Routed : MlpPart::Dense;
    const double upFe = width(routed, {TensorRole::Gate, TensorRole::Up}, expertPart); // mlpIn·f of one expert
    const double fe = width(routed, {TensorRole::Up}, expertPart);
    if (a.experts > 1) {
        // Each expert sees ep·T·k/E tokens; this GPU runs E/ep experts.
        const double share = a.uniform() ? 1.0 : routed.layers / L;
        const double rows = ep * T * topK / E;
        add(GemmKind::MlpUp, 2.0 * rows * h * upFe / t, rows, upFe / t, h, share * E / ep);
        add(GemmKind::MlpDown, 2.0 * rows * fe * h / t, rows, h, fe / t, share * E / ep);
        add(GemmKind::Router, 2.0 * T * h * E, T, E, h, share); // the router, replicated
        const double sharedUp = width(routed, {TensorRole::Gate, TensorRole::Up}, MlpPart::Shared);
        if (sharedUp > 0) {
            const double sharedF = width(routed, {TensorRole::Up}, MlpPart::Shared);
            add(GemmKind::SharedUp, 2.0 * T * h * sharedUp / t, T, sharedUp / t, h, share);
            add(GemmKind::SharedDown, 2.0 * T * sharedF * h / t, T, h, sharedF / t, share);
        }
        const double denseShare = a.uniform() ? 0.0 : (routed.layers + dense.layers) / L - share;
        if (denseShare > 0.0) {
            const double up = width(dense, {TensorRole::Gate, TensorRole::Up}, MlpPart::Dense);
            const double f = width(dense, {TensorRole::Up}, MlpPart::Dense);
            add(GemmKind::DenseUp, 2.0 * T * h * up / t, T, up / t, h, denseShare);
            add(GemmKind::DenseDown, 2.0 * T * f * h / t, T, h, f / t, denseShare);
        }
    } else {
        const double share = routed.layers / L; // 1 but for Nemotron-H's lone mixers
        add(GemmKind::MlpUp, 2.0 * T * h * upFe / t, T, upFe / t, h, share);
        add(GemmKind::MlpDown, 2.0 * T * fe * h / t, T, h, fe / t, share);
    }
    return g;
}

double elementwiseBytesPerToken(const Inventory& inv, double t, bool sequenceParallel, double e)
{
    const LayerWidths& w = inv.widths;
    const double hiddenBytes =
        w.hidden / (sequenceParallel ? t : 1.0) * (4.0 * e + 2.0 * (3.0 * e + (inv.arch.dropout > 0 ? 1.0 : 0.0)));
    const double mlpBytes = w.ffn * w.mlpShare / t * (w.gated ? 3.0 : 2.0) * e;
    return hiddenBytes + mlpBytes;
}

OpCheckpointLayer opCheckpointLayer(const Inventory& inv, double t)
{
    OpCheckpointLayer out;
    double count = 0, flops = 0, recomputed = 0;
    for (BlockKind kind : {BlockKind::Attention, BlockKind::Linear, BlockKind::DenseMlp, BlockKind::RoutedMlp}) {
        const InventoryBlock& b = inv.block(kind);
        if (b.layers <= 0)
            continue;
        const double share = b.layers / std::max(1.0, inv.layers); // the layers that have this block
        for (const InventoryTensor& x : b) {
            if (!x.matrix || x.role == TensorRole::Router || x.role == TensorRole::SharedExpertGate)
                continue;
            count += 1;
            const double work = x.rows * x.cols * share;
            flops += work;
            if (int(count) % 2 == 0) {
                recomputed += work;
                continue;
            }
            const bool rowParallel = x.role == TensorRole::Output || x.role == TensorRole::Down;
            out.savedPerToken += share * x.rows / (rowParallel ? 1.0 : t);
        }
    }
    out.recomputedShare = flops > 0 ? recomputed / flops : 0.0;
    return out;
}

EagerLayer eagerLayer(const Inventory& inv, double t, bool fp32Residual)
{
    const LayerWidths& w = inv.widths;
    const double h = w.hidden, q = w.query / t, k = w.key / t, f = w.ffn * w.mlpShare / t;
    EagerLayer x;
    // Two RMSNorms: to(fp32), pow, mean, rsqrt·x, to(bf16), ·weight; over an
    // fp32 residual stream the two casts are no-ops (pow 8, mean 4, rsqrt·x
    // 8, ·weight 8 bytes).
    x.bytesPerToken = 2.0 * (fp32Residual ? 28.0 : 36.0) * h;
    x.kernels = 2.0 * (fp32Residual ? 4.0 : 6.0);
    // Rotary embeddings: x·cos, rotate_half (neg, cat), ·sin, add, on q and
    // k. Over an fp32 residual stream cos and sin are fp32 (the rotary
    // module casts them to the hidden state's dtype), so x·cos, ·sin and the
    // add promote the bf16 projections to fp32 (6 + 2 + 4 + 6 + 12 bytes),
    // and autocast casts q and k back to bf16 for SDPA (6 more).
    x.bytesPerToken += (fp32Residual ? 36.0 : 20.0) * (q + k);
    x.kernels += 2.0 * 5.0 + (fp32Residual ? 2.0 : 0.0);
    // The seven Linears and the attention kernel with its layout copies.
    x.kernels += 7.0 + 4.0;
    // The MLP: act_fn(gate) · up.
    x.bytesPerToken += (w.gated ? 10.0 : 4.0) * f;
    x.kernels += w.gated ? 2.0 : 1.0;
    // Two residual adds; fp32 under autocast, with the Linears' input casts.
    x.bytesPerToken += 2.0 * (fp32Residual ? 10.0 : 6.0) * h;
    x.kernels += 2.0;
    if (fp32Residual) {
        x.bytesPerToken += 5.0 * 6.0 * h;
        x.kernels += 5.0;
    }
    // A routed MLP moves its tokens (transformers 5.x integrations/moe.py,
    // grouped_mm_experts_forward, the default where torch._grouped_mm
    // exists): the output zeroed (h per token at the stream's a bytes); each
    // of the token's k copies gathered by token and again grouped by expert
    // (read and write, 2a each), scaled by its routing weight and gathered
    // back to token order (2c each, c = 2), cast to the stream's dtype where
    // it differs (c + a), and index_add_ into the output (read the copy,
    // read and write the row: c + 2a); the router's linear, softmax, top-k
    // and renormalisation, the sort, the counts and the offsets as kernels.
    const InventoryBlock& routed = inv.block(BlockKind::RoutedMlp);
    if (routed.layers > 0 && inv.arch.experts > 1) {
        const double share = routed.layers / std::max(1.0, inv.layers);
        const double a = fp32Residual ? 4.0 : 2.0, c = 2.0;
        const double copies = double(inv.arch.expertsPerToken);
        x.bytesPerToken += share * h * (a + copies * (4.0 * a + 4.0 * c + (a != c ? c + a : 0.0) + c + 2.0 * a));
        x.kernels += share * 20.0;
    }
    return x;
}

double mlpInputsPerToken(const Inventory& inv)
{
    const Architecture& a = inv.arch;
    return (a.experts > 1 ? double(a.expertsPerToken) + (a.sharedFfn > 0 ? 1.0 : 0.0) : 1.0) * inv.widths.mlpShare;
}

AdaptedWidths adaptedWidths(const Inventory& inv, const std::vector<std::string>& targets)
{
    const LayerWidths& w = inv.widths;
    const Architecture& a = inv.arch;
    const double h = w.hidden, mlp = w.ffn * w.mlpShare;
    const double mlpInputs = mlpInputsPerToken(inv);
    const auto adapted = [&targets](std::string_view name) {
        return std::find(targets.begin(), targets.end(), name) != targets.end();
    };
    AdaptedWidths x;
    const double qkvOut[] = {w.query, w.key, w.value};
    int i = 0;
    for (std::string_view qkv : {"q", "k", "v"}) {
        const double out = qkvOut[i++];
        if (adapted(qkv) && !(a.mla.enabled() && qkv == "v")) {
            x.hiddenInputs += h;
            x.columnOutputs += out;
            x.adapters += 1;
        }
    }
    if (adapted("o")) {
        x.splitInputs += w.attnOut;
        x.rowOutputs += h;
        x.adapters += 1;
    }
    for (std::string_view up : {"gate", "up"}) {
        if (adapted(up) && (up != "gate" || w.gated)) {
            x.hiddenInputs += h * mlpInputs;
            x.columnOutputs += mlp;
            x.adapters += mlpInputs;
        }
    }
    if (adapted("down")) {
        x.splitInputs += mlp;
        x.rowOutputs += h * mlpInputs;
        x.adapters += mlpInputs;
    }
    return x;
}

AdapterTraffic adapterTraffic(const AdaptedWidths& w, double t, double activation, double compute, bool autocast)
{
    // The adapters' weights are fp32 (PEFT's cast_adapter_dtype upcasts
    // 16-bit ones), so a 16-bit input x is cast to fp32 first, and the
    // backward casts its gradient back; x's gradient is then summed with the
    // frozen Linear's (read 2, write 1 at x's bytes). Per element of the
    // inputs (in) and of the outputs (out), with x at a bytes and c = 2:
    // - under autocast, lora_A casts the fp32 input back to 16 bits, the
    //   matmuls write 16-bit outputs, · scaling and + result stay 16-bit:
    //   forward in·(a + 4 if a < 4; + 4 + c; + c) + out·6c, backward
    //   in·(4 + a if a < 4; + c + 4; + 2c; + 3a) + out·4c;
    // - without autocast the adapters run in fp32 and promote the result to
    //   fp32, cast back at the end: forward in·(a + 4 if a < 4; + 4) +
    //   out·(4 + 8 + a + 8 + (4 + a if a < 4)), backward in·(8 + (4 + a if
    //   a < 4) + 3a) + out·(16 + (2·(4 + a) if a < 4)).
    const double a = activation, c = compute;
    const bool cast = a < 4.0;
    const double in = w.hiddenInputs + w.splitInputs / t;
    const double out = w.columnOutputs / t + w.rowOutputs;
    const double linears = w.adapters;
    AdapterTraffic x;
    if (autocast) {
        x.forwardBytes = in * ((cast ? a + 4.0 : 0.0) + 4.0 + 2.0 * c) + out * 6.0 * c;
        x.backwardBytes = in * ((cast ? 4.0 + a : 0.0) + 3.0 * c + 4.0 + 3.0 * a) + out * 4.0 * c;
        // casts of x (PEFT's and autocast's) and of A and B, two matmuls, · and +
        x.kernels = linears * ((cast ? 1.0 : 0.0) + 7.0);
    } else {
        x.forwardBytes = in * ((cast ? a + 4.0 : 0.0) + 4.0) + out * (20.0 + a + (cast ? 4.0 + a : 0.0));
        x.backwardBytes = in * (8.0 + (cast ? 4.0 + a : 0.0) + 3.0 * a) + out * (16.0 + (cast ? 2.0 * (4.0 + a) : 0.0));
        x.kernels = linears * (4.0 + (cast ? 2.0 : 0.0));
    }
    return x;
}

namespace {

// The tensors a LoRA target adapts in a block (inventory.h).
bool adapts(const std::string& target, const InventoryTensor& t)
{
    switch (t.role) {
    case TensorRole::Query:
    case TensorRole::QueryDown:
    case TensorRole::QueryUp: return target == "q";
    case TensorRole::Key:
    case TensorRole::KvDown: return target == "k";
    case TensorRole::Value: return target == "v";
    case TensorRole::KeyUp:
    case TensorRole::ValueUp: return target == "v"; // kv_b_proj: one matrix, both halves
    case TensorRole::Output: return target == "o";
    case TensorRole::Gate: return target == "gate";
    case TensorRole::Up: return target == "up";
    case TensorRole::Down: return target == "down";
    default: return false;
    }
}

} // namespace

double loraWidthPerLayer(const Inventory& inv, const std::vector<std::string>& targets)
{
    // Σ (d_in + d_out) per adapted matrix; kv_b is one matrix in the
    // checkpoint (GGUF splits it): its halves share d_in once.
    double width = 0;
    for (const InventoryBlock& b : inv.blocks) {
        if (b.layers <= 0)
            continue;
        double perLayer = 0;
        bool kvUpSeen = false;
        for (const InventoryTensor& t : b) {
            if (!t.matrix)
                continue;
            for (const std::string& target : targets) {
                if (!adapts(target, t))
                    continue;
                if (t.role == TensorRole::KeyUp || t.role == TensorRole::ValueUp) {
                    perLayer += t.rows + (kvUpSeen ? 0 : t.cols);
                    kvUpSeen = true;
                } else {
                    perLayer += t.copies * (t.rows + t.cols);
                }
            }
        }
        width += b.layers * perLayer;
    }
    return inv.layers > 0 ? width / inv.layers : 0;
}

double loraParameters(const Inventory& inv, const std::vector<std::string>& targets, double rank)
{
    return inv.layers * rank * loraWidthPerLayer(inv, targets);
}

} // namespace headroom
