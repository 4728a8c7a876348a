// Weight bytes per format. The GGUF mixes follow llama.cpp's per-tensor type
// rules (src/llama-quant.cpp, llama_tensor_get_type; tools/quantize/README.md
// gives the resulting bits per weight, which tests/core/test_weights.cpp holds).

#include "headroom/weights.h"

#include <algorithm>
#include <array>
#include <cstdint>

namespace headroom {

namespace {

// ggml tensor types a GGUF mix uses, with their bytes per block of weights.
enum class G : std::uint8_t { F32, F16, Q8_0, Q6_K, Q5_K, Q4_K, Q3_K, Q2_K, Q4_0, IQ4_XS, IQ4_NL, Q5_0, Q5_1 };

struct GInfo {
    double bytes;   // per block
    int block;      // weights per block
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

// The GGUF total of a transformer, tensor by tensor.
WeightFormat ggufFormat(const Architecture& in, const ParameterCounts& pc, DType d)
{
    const Architecture a = in.normalized();
    const G base = baseType(d);
    const std::int64_t L = a.layers, h = a.hidden, q = a.heads * a.headDim, kv = a.kvHeads * a.headDim,
                       f = a.ffn, E = std::max<std::int64_t>(1, a.experts);
    const double gqa = double(a.heads) / double(std::max<std::int64_t>(1, a.kvHeads));
    const bool eightExperts = a.experts == 8;
    const bool seventyB = L == 80; // llama.cpp's LLM_TYPE_70B bump of attn_v
    auto bytes = [](G g, double n) { return n * bytesPerWeight(g); };

    double matrices = 0, matrixParams = 0;
    for (std::int64_t i = 0; i < L; ++i) {
        // attn_v
        G v = base;
        if (d == DType::Q2_K)
            v = gqa >= 4 ? G::Q4_K : G::Q3_K;
        else if (d == DType::Q3_K_M)
            v = i < 2 ? G::Q5_K : G::Q4_K;
        else if (d == DType::Iq4_Xs && gqa >= 4)
            v = G::Q5_K;
        else if ((d == DType::Q4_K_M || d == DType::Q5_K_M) && useMoreBits(i, L))
            v = G::Q6_K;
        else if (d == DType::Q4_K_S && i < 4)
            v = G::Q5_K;
        if (seventyB && (v == G::Q3_K || v == G::Q4_K))
            v = G::Q5_K;
        if (eightExperts)
            v = G::Q8_0;
        // attn_k, attn_q
        const G k = eightExperts ? G::Q8_0 : base;
        // attn_output
        G o = base;
        if (eightExperts) {
            if (d == DType::Q2_K || d == DType::Q3_K_M || d == DType::Q4_K_S || d == DType::Q4_K_M || d == DType::Iq4_Xs)
                o = G::Q5_K;
        } else if (d == DType::Q2_K) {
            o = G::Q3_K;
        } else if (d == DType::Q3_K_M) {
            o = G::Q4_K;
        }
        // ffn_down
        G down = base;
        if (d == DType::Q2_K)
            down = G::Q3_K;
        else if (d == DType::Q3_K_M)
            down = i < L / 16 ? G::Q5_K : G::Q4_K;
        else if (d == DType::Q4_K_M && useMoreBits(i, L))
            down = G::Q6_K;
        else if (d == DType::Iq4_Xs && i < L / 8)
            down = G::Q5_K;
        else if (d == DType::Q5_K_M && useMoreBits(i, L))
            down = G::Q6_K;
        else if (d == DType::Q4_K_S && i < L / 8)
            down = G::Q5_K;

        const double mlpIn = a.gatedMlp ? 2.0 : 1.0;
        matrices += bytes(fallback(base, h), double(h * q)) + bytes(fallback(k, h), double(h * kv)) +
                    bytes(fallback(v, h), double(h * kv)) + bytes(fallback(o, q), double(q * h)) +
                    bytes(fallback(base, h), mlpIn * double(E * h * f)) + bytes(fallback(down, f), double(E * f * h));
        matrixParams += double(h * q + 2 * h * kv + q * h) + (mlpIn + 1.0) * double(E * h * f);
    }
    // Section 1b's shapes (MLA, shared experts, dense-first layers, linear
    // blocks) keep the mix's bytes per matrix weight of the loop above, over
    // their own matrices: close, not llama.cpp's per-tensor rule.
    if (!a.uniform() && matrixParams > 0) {
        matrices *= (pc.layerMatrices - pc.routerPerLayer * double(L)) / matrixParams;
        matrixParams = pc.layerMatrices - pc.routerPerLayer * double(L);
    }
    // The router stays in F32 (llama.cpp does not quantize ffn_gate_inp).
    const double router = pc.routerPerLayer * double(L);
    matrices += bytes(G::F32, router);
    matrixParams += router;

    // Output and token embedding: the output (or a tied embedding) at Q6_K
    // unless the mix is Q8_0; an untied embedding at the base type.
    const G out = fallback(base == G::Q8_0 ? G::Q8_0 : G::Q6_K, h);
    const double vocab = double(a.vocab) * double(h);
    double other = 0;
    if (a.tiedEmbeddings)
        other += bytes(out, vocab);
    else
        other += bytes(fallback(base, h), vocab) + (a.lmHead ? bytes(out, vocab) : 0);
    // Norms, biases, position and token-type tables: not quantized (F32).
    const double rest = pc.total - matrixParams - (a.tiedEmbeddings ? vocab : vocab * (a.lmHead ? 2.0 : 1.0));
    other += bytes(G::F32, std::max(0.0, rest));

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
    const ParameterCounts pc = countParameters(model);
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
