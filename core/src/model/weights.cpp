// Weight bytes per format. The GGUF mixes follow llama.cpp's per-tensor type
// rules (src/llama-quant.cpp, llama_tensor_get_type; tools/quantize/README.md
// gives the resulting bits per weight, which tests/core/test_weights.cpp holds).

#include "headroom/model/weights.h"

#include "headroom/model/inventory.h"

#include <algorithm>
#include <array>
#include <cstdint>

namespace headroom {

namespace {

// ggml tensor types a GGUF mix uses, with their bytes per block of weights.
enum class G : std::uint8_t { F32, F16, Q8_0, Q6_K, Q5_K, Q4_K, Q3_K, Q2_K, Q4_0, IQ4_XS, IQ4_NL, Q5_0, Q5_1 };

struct GInfo {
    double bytes; // per block
    int block;    // weights per block
};

GInfo info(G g)
{
    switch (g) {
    case G::F32: return {4, 1};
    case G::F16: return {2, 1};
    case G::Q8_0: return {34, 32};
    case G::Q6_K: return {210, 256};
    case G::Q5_K: return {176, 256};
    case G::Q4_K: return {144, 256};
    case G::Q3_K: return {110, 256};
    case G::Q2_K: return {84, 256};
    case G::Q4_0: return {18, 32};
    case G::IQ4_XS: return {136, 256};
    case G::IQ4_NL: return {18, 32};
    case G::Q5_0: return {22, 32};
    case G::Q5_1: return {24, 32};
    }
    return {2, 1};
}

double bytesPerWeight(G g)
{
    const GInfo i = info(g);
    return i.bytes / double(i.block);
}

G baseType(DType d)
{
    switch (d) {
    case DType::Q8_0: return G::Q8_0;
    case DType::Q6_K: return G::Q6_K;
    case DType::Q5_K_M: return G::Q5_K;
    case DType::Q4_K_M:
    case DType::Q4_K_S: return G::Q4_K;
    case DType::Q4_0: return G::Q4_0;
    case DType::Q3_K_M: return G::Q3_K;
    case DType::Q2_K: return G::Q2_K;
    case DType::Iq4_Xs: return G::IQ4_XS;
    default: return G::F16;
    }
}

// A tensor whose rows (ncols) the type's block does not divide falls back.
G fallback(G g, std::int64_t ncols)
{
    if (ncols % info(g).block == 0)
        return g;
    G r = G::F16;
    switch (g) {
    case G::IQ4_XS: r = G::IQ4_NL; break;
    case G::Q2_K:
    case G::Q3_K: r = G::Q4_0; break;
    case G::Q4_K: r = G::Q5_0; break;
    case G::Q5_K: r = G::Q5_1; break;
    case G::Q6_K: r = G::Q8_0; break;
    default: break;
    }
    return ncols % info(r).block == 0 ? r : G::F16;
}

bool useMoreBits(std::int64_t i, std::int64_t n)
{
    return i < n / 8 || i >= 7 * n / 8 || (i - n / 8) % 3 == 2;
}

// The GGUF total of a transformer, tensor by tensor, as llama.cpp's
// quantizer types them (src/llama-quant.cpp, llama_tensor_get_type_impl) and
// its converter names them (convert_hf_to_gguf.py): per block, attn_q, attn_k,
// attn_v and attn_output (MLA: attn_q_a and attn_q_b or attn_q,
// attn_kv_a_mqa, and kv_b split into attn_k_b, stored transposed, and
// attn_v_b, none of them an "attn_v"); ffn_gate, ffn_up and ffn_down in the
// dense layers; ffn_{gate,up,down}_exps (experts stacked into one 3-D tensor)
// and ffn_{gate,up,down}_shexp in the MoE layers, the router (ffn_gate_inp)
// kept in F32. A type whose block does not divide a tensor's rows (ne[0])
// falls back tensor by tensor.
WeightFormat ggufFormat(const Architecture& in, const ParameterCounts& pc, DType d)
{
    const Architecture a = in.normalized();
    const G base = baseType(d);
    const std::int64_t L = a.layers, h = a.hidden, heads = a.heads;
    const double gqa = double(a.heads) / double(std::max<std::int64_t>(1, a.kvHeads));
    const bool moe = a.experts > 1;
    const bool eightExperts = a.experts == 8;
    const bool seventyB = L == 80; // llama.cpp's LLM_TYPE_70B bump of attn_v

    double matrices = 0, matrixParams = 0;
    auto add = [&](G g, double n, std::int64_t ncols) {
        matrices += n * bytesPerWeight(fallback(g, ncols));
        matrixParams += n;
    };

    // attn_v (and the other "attn_v-like" tensors): by its index among them.
    std::int64_t iV = 0;
    const std::int64_t linear = a.local == AttentionKind::Linear ? a.localLayers() : 0;
    const std::int64_t nV = a.mla.enabled() ? 0 : L - linear;
    auto attnV = [&] {
        G v = base;
        if (d == DType::Q2_K)
            v = gqa >= 4 ? G::Q4_K : G::Q3_K;
        else if (d == DType::Q3_K_M)
            v = iV < 2 ? G::Q5_K : G::Q4_K;
        else if (d == DType::Iq4_Xs && gqa >= 4)
            v = G::Q5_K;
        else if ((d == DType::Q4_K_M || d == DType::Q5_K_M) && useMoreBits(iV, nV))
            v = G::Q6_K;
        else if (d == DType::Q4_K_S && iV < 4)
            v = G::Q5_K;
        if (seventyB && (v == G::Q3_K || v == G::Q4_K))
            v = G::Q5_K;
        if (eightExperts)
            v = G::Q8_0;
        ++iV;
        return v;
    };
    G attnOut = base;
    if (eightExperts) {
        if (d == DType::Q2_K || d == DType::Q3_K_M || d == DType::Q4_K_S || d == DType::Q4_K_M || d == DType::Iq4_Xs)
            attnOut = G::Q5_K;
    } else if (d == DType::Q2_K) {
        attnOut = G::Q3_K;
    } else if (d == DType::Q3_K_M) {
        attnOut = G::Q4_K;
    }
    // ffn_down (and _exps, _shexp): by block with experts (the quantizer
    // reads the block from the name), else by its index among them; of the
    // model's layer count either way.
    std::int64_t iDown = 0;
    auto ffnDown = [&](std::int64_t block) {
        const std::int64_t i = moe ? block : iDown++;
        G g = base;
        if (d == DType::Q2_K)
            g = G::Q3_K;
        else if (d == DType::Q3_K_M)
            g = i < L / 16 ? G::Q5_K : G::Q4_K;
        else if (d == DType::Q4_K_M && useMoreBits(i, L))
            g = G::Q6_K;
        else if (d == DType::Iq4_Xs && i < L / 8)
            g = G::Q5_K;
        else if (d == DType::Q5_K_M && useMoreBits(i, L))
            g = G::Q6_K;
        else if (d == DType::Q4_K_S && i < L / 8)
            g = G::Q5_K;
        return g;
    };

    // The layer inventory, layer by layer in the stack's order
    // (headroom/model/inventory.h): each matrix at its type, ffn_down by block.
    const Inventory inv = buildInventory(a);
    double routers = 0;
    for (std::int64_t i = 0; i < L; ++i) {
        if (inv.mixerOf(i) == BlockKind::Attention) {
            for (const InventoryTensor& t : inv.block(BlockKind::Attention)) {
                if (!t.matrix)
                    continue;
                switch (t.role) {
                case TensorRole::Key: add(eightExperts ? G::Q8_0 : base, t.elements(), std::int64_t(t.cols)); break;
                case TensorRole::Value: add(attnV(), t.elements(), std::int64_t(t.cols)); break;
                case TensorRole::Output: add(attnOut, t.elements(), std::int64_t(t.cols)); break;
                case TensorRole::KeyUp: // attn_k_b is stored transposed: ne[0] is the nope head dim
                    add(base, t.elements(), std::int64_t(t.rows) / std::max<std::int64_t>(1, heads));
                    break;
                default: add(base, t.elements(), std::int64_t(t.cols)); break; // q (and its gate), q_a, q_b, kv_a, v_b
                }
            }
        } else {
            // Linear-attention and state-space blocks (section 1b) keep the
            // base type over their matrices: close, not llama.cpp's rule for their tensors.
            for (const InventoryTensor& t : inv.block(BlockKind::Linear))
                if (t.matrix)
                    add(base, t.elements(), h);
        }
        const InventoryBlock* mlp = inv.mlpOf(i);
        if (!mlp)
            continue;
        for (const InventoryTensor& t : *mlp) {
            if (t.role == TensorRole::Router || t.role == TensorRole::SharedExpertGate ||
                (t.role == TensorRole::Vector && t.mlp == MlpPart::None)) {
                // The routers (and their biases) stay in F32: the quantizer
                // skips ffn_gate_inp, and the converter writes it in F32.
                routers += t.elements();
                continue;
            }
            if (!t.matrix)
                continue;
            if (t.role == TensorRole::Down) // ffn_down, _exps, _shexp
                add(ffnDown(i), t.elements(), std::int64_t(t.cols));
            else // ffn_gate, ffn_up (stacked for the experts)
                add(base, t.elements(), std::int64_t(t.cols));
        }
    }
    matrices += bytesPerWeight(G::F32) * routers;
    matrixParams += routers;

    // Output and token embedding: the output (or a tied embedding) at Q6_K
    // unless the mix is Q8_0; an untied embedding at the base type.
    const G out = fallback(base == G::Q8_0 ? G::Q8_0 : G::Q6_K, h);
    const double vocab = double(a.vocab) * double(h);
    double other = 0;
    if (a.tiedEmbeddings)
        other += bytesPerWeight(out) * vocab;
    else
        other += bytesPerWeight(fallback(base, h)) * vocab + (a.lmHead ? bytesPerWeight(out) * vocab : 0);
    // Norms, biases, position and token-type tables: not quantized (F32).
    const double rest = pc.total - matrixParams - (a.tiedEmbeddings ? vocab : vocab * (a.lmHead ? 2.0 : 1.0));
    other += bytesPerWeight(G::F32) * std::max(0.0, rest);

    WeightFormat w;
    w.parameters = pc.total;
    w.totalBytes = matrices + other;
    w.matrixBytesPerParam = matrixParams > 0 ? matrices / matrixParams : bytesPerWeight(base);
    const double otherParams = pc.total - matrixParams;
    w.otherBytesPerParam = otherParams > 0 ? other / otherParams : 2.0;
    return w;
}

} // namespace

double WeightFormat::bitsPerWeight() const
{
    return parameters > 0 ? totalBytes * 8.0 / parameters : 0;
}

WeightFormat weightFormat(const ModelSpec& model, DType d)
{
    return weightFormat(model, countParameters(model), d);
}

WeightFormat weightFormat(const ModelSpec& model, const ParameterCounts& pc, DType d)
{
    if (isGguf(d) && model.kind == ModelSpec::Kind::Transformer)
        return ggufFormat(model.arch, pc, d);
    // Plain and group-scaled formats quantize the layer matrices; embeddings,
    // norms and the LM head stay at 16 bits (32 for fp32).
    WeightFormat w;
    w.parameters = pc.total;
    w.matrixBytesPerParam = weightBytesPerParam(d);
    w.otherBytesPerParam = std::max(dtypeBytes(d), 2.0);
    if (isGguf(d)) // a model known only by its size: the base type throughout
        w.otherBytesPerParam = w.matrixBytesPerParam;
    w.totalBytes = pc.layerMatrices * w.matrixBytesPerParam + (pc.total - pc.layerMatrices) * w.otherBytesPerParam;
    return w;
}

} // namespace headroom
