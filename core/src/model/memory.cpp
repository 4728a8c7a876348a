#include "../engine.h"

namespace headroom::detail {

RecipeBytes recipeBytes(Recipe r)
{
    // docs/model.md section 2; ZeRO (Rajbhandari et al. 2020) K = 12 accounting for
    // mixed precision; Megatron-LM keeps fp32 main grads (18 bytes).
    switch (r) {
    case Recipe::Fp32: return {4, 4, 0, 1, Precision::Fp32, 4};
    case Recipe::AmpBf16: return {4, 4, 0, 1, Precision::Bf16, 2};
    case Recipe::AmpFp16: return {4, 4, 0, 1, Precision::Fp16, 2};
    case Recipe::MixedBf16: return {2, 2, 4, 1, Precision::Bf16, 2};
    case Recipe::MixedFp16: return {2, 2, 4, 1, Precision::Fp16, 2};
    case Recipe::MixedBf16Fp32Grad: return {2, 4, 4, 1, Precision::Bf16, 2};
    case Recipe::PureBf16: return {2, 2, 0, 0.5, Precision::Bf16, 2};
    case Recipe::Fp8Mixed: return {2, 2, 4, 1, Precision::Fp8, 2};
    }
    return {2, 2, 4, 1, Precision::Bf16, 2};
}

double optimizerBytesPerParam(Optimizer o)
{
    switch (o) {
    case Optimizer::AdamW:
    case Optimizer::Adam: return 8;      // momentum + variance, fp32
    case Optimizer::AdamW8bit: return 2; // Dettmers et al. 2022, 8-bit block-wise states
    case Optimizer::Lion: return 4;      // momentum only (Chen et al. 2023)
    case Optimizer::SgdMomentum: return 4;
    case Optimizer::Sgd: return 0;
    case Optimizer::Adafactor: return 0; // per model: adafactorStateBytes
    }
    return 8;
}

double peakWithFallback(const Gpu& gpu, Precision p, Precision* usedOut)
{
    // Slower precisions a framework falls back to when the unit is missing.
    static constexpr Precision chainFp8[] = {Precision::Fp8, Precision::Bf16, Precision::Fp16, Precision::Tf32,
                                             Precision::Fp32};
    static constexpr Precision chainBf16[] = {Precision::Bf16, Precision::Fp16, Precision::Tf32, Precision::Fp32};
    static constexpr Precision chainFp16[] = {Precision::Fp16, Precision::Bf16, Precision::Tf32, Precision::Fp32};
    static constexpr Precision chainInt8[] = {Precision::Int8, Precision::Fp8, Precision::Fp16, Precision::Bf16,
                                              Precision::Fp32};
    static constexpr Precision chainInt4[] = {Precision::Int4, Precision::Int8, Precision::Fp16, Precision::Bf16,
                                              Precision::Fp32};
    static constexpr Precision chainFp4[] = {Precision::Fp4, Precision::Fp8, Precision::Bf16, Precision::Fp16,
                                             Precision::Fp32};
    static constexpr Precision chainTf32[] = {Precision::Tf32, Precision::Fp32};
    static constexpr Precision chainFp32[] = {Precision::Fp32, Precision::Tf32};
    auto tryChain = [&](auto& chain) {
        for (Precision q : chain) {
            if (gpu.peak(q) > 0) {
                if (usedOut)
                    *usedOut = q;
                return gpu.peak(q);
            }
        }
        return 0.0;
    };
    double v = 0;
    switch (p) {
    case Precision::Fp8: v = tryChain(chainFp8); break;
    case Precision::Bf16: v = tryChain(chainBf16); break;
    case Precision::Fp16: v = tryChain(chainFp16); break;
    case Precision::Int8: v = tryChain(chainInt8); break;
    case Precision::Int4: v = tryChain(chainInt4); break;
    case Precision::Fp4: v = tryChain(chainFp4); break;
    case Precision::Tf32: v = tryChain(chainTf32); break;
    case Precision::Fp32: v = tryChain(chainFp32); break;
    }
    if (v > 0)
        return v;
    // A catalog entry always has at least one positive peak: take the largest.
    Precision best = Precision::Fp32;
    for (Precision q : kPrecisions)
        if (gpu.peak(q) > v) {
            v = gpu.peak(q);
            best = q;
        }
    if (usedOut)
        *usedOut = best;
    return v;
}

double layerActivationBytes(const ActivationShape& x, bool selective)
{
    return layerActivationParts(x, selective).total();
}

LayerActivationParts layerActivationParts(const ActivationShape& x, bool selective)
{
    const double sb = x.s * x.b;
    // Not split by tensor parallelism (Korthikanti: 10sbh for GPT): the
    // attention and MLP inputs, the norms' inputs, two 1-byte dropout masks.
    double replicated = x.e * sb * x.h   // QKV projection input (norm output)
                        + x.e * sb * x.h // MLP input (norm output)
                        + x.norms * x.e * sb * x.h;
    if (x.dropout)
        replicated += 2 * sb * x.h; // attention-output and MLP-output dropout masks
    // Split by tensor parallelism (24sbh/t for GPT): Q, K and V as attention
    // reads them (GQA: g heads for K and V, not a), the output-projection input.
    double split = x.e * sb * (x.q + x.k + x.v + x.o);
    // MLP: first linear output(s) and the activation output; gated keeps gate
    // and up (2f) plus the activation output (f). MoE: each token visits k
    // experts (the inventory's per-token width counts them).
    split += (x.gated ? 3 : 2) * x.e * sb * x.mlp;
    // Attention scores: softmax output, dropout mask and dropout output
    // (5as²b for GPT); none with FlashAttention, which keeps the fp32
    // log-sum-exp instead (Dao et al. 2022).
    double scores = 0;
    if (x.flash)
        scores = 4 * x.heads * sb;
    else if (!selective)
        scores = x.heads * x.s * sb * (x.e + (x.dropout ? 1 + x.e : 0));
    return {replicated, split, scores, x.t, x.sp};
}

double layerInputBytes(const ActivationShape& x)
{
    const double bytes = x.e * x.s * x.b * x.h;
    return x.sp ? bytes / x.t : bytes;
}

} // namespace headroom::detail
