#include "headroom/types.h"
#include "headroom/model.h"

#include <algorithm>
#include <utility>

namespace headroom {

namespace {

template <class E, std::size_t N>
using NameTable = std::array<std::pair<E, std::string_view>, N>;

constexpr NameTable<Mode, 4> kModeNames{
    {{Mode::Train, "train"}, {Mode::Lora, "lora"}, {Mode::Qlora, "qlora"}, {Mode::Inference, "inference"}}};
constexpr NameTable<Recipe, 8> kRecipeNames{{{Recipe::Fp32, "fp32"},
                                             {Recipe::AmpBf16, "amp-bf16"},
                                             {Recipe::AmpFp16, "amp-fp16"},
                                             {Recipe::MixedBf16, "mixed-bf16"},
                                             {Recipe::MixedFp16, "mixed-fp16"},
                                             {Recipe::MixedBf16Fp32Grad, "mixed-bf16-fp32grad"},
                                             {Recipe::PureBf16, "pure-bf16"},
                                             {Recipe::Fp8Mixed, "fp8-mixed"}}};
constexpr NameTable<DType, 20> kDTypeNames{
    {{DType::Fp32, "fp32"},          {DType::Bf16, "bf16"},     {DType::Fp16, "fp16"},     {DType::Fp8, "fp8"},
     {DType::Int8, "int8"},          {DType::Int4, "int4"},     {DType::Nf4, "nf4"},       {DType::Int4Awq, "int4-awq"},
     {DType::Int4Gptq, "int4-gptq"}, {DType::Mxfp4, "mxfp4"},   {DType::Nvfp4, "nvfp4"},   {DType::Q8_0, "q8_0"},
     {DType::Q6_K, "q6_k"},          {DType::Q5_K_M, "q5_k_m"}, {DType::Q4_K_M, "q4_k_m"}, {DType::Q4_K_S, "q4_k_s"},
     {DType::Q4_0, "q4_0"},          {DType::Q3_K_M, "q3_k_m"}, {DType::Q2_K, "q2_k"},     {DType::Iq4_Xs, "iq4_xs"}}};
constexpr NameTable<Optimizer, 7> kOptimizerNames{{{Optimizer::AdamW, "adamw"},
                                                   {Optimizer::Adam, "adam"},
                                                   {Optimizer::AdamW8bit, "adamw-8bit"},
                                                   {Optimizer::Lion, "lion"},
                                                   {Optimizer::SgdMomentum, "sgd-momentum"},
                                                   {Optimizer::Sgd, "sgd"},
                                                   {Optimizer::Adafactor, "adafactor"}}};
constexpr NameTable<AttentionKind, 4> kAttentionKindTable{{{AttentionKind::Full, "full"},
                                                           {AttentionKind::SlidingWindow, "sliding_window"},
                                                           {AttentionKind::Chunked, "chunked"},
                                                           {AttentionKind::Linear, "linear"}}};
constexpr NameTable<QkNorm, 3> kQkNormTable{
    {{QkNorm::None, "none"}, {QkNorm::PerHead, "per_head"}, {QkNorm::Full, "full"}}};
constexpr NameTable<NormKind, 2> kNormKindTable{{{NormKind::LayerNorm, "layernorm"}, {NormKind::RmsNorm, "rmsnorm"}}};
constexpr NameTable<Recompute, 3> kRecomputeNames{
    {{Recompute::None, "none"}, {Recompute::Selective, "selective"}, {Recompute::Full, "full"}}};
constexpr NameTable<Precision, 7> kPrecisionNames{{{Precision::Fp32, "fp32"},
                                                   {Precision::Tf32, "tf32"},
                                                   {Precision::Bf16, "bf16"},
                                                   {Precision::Fp16, "fp16"},
                                                   {Precision::Fp8, "fp8"},
                                                   {Precision::Int8, "int8"},
                                                   {Precision::Int4, "int4"}}};

constexpr NameTable<ChartKind, 8> kChartKindNames{{{ChartKind::Memory, "memory"},
                                                   {ChartKind::Roofline, "roofline"},
                                                   {ChartKind::Breakeven, "breakeven"},
                                                   {ChartKind::Step, "step"},
                                                   {ChartKind::Scaling, "scaling"},
                                                   {ChartKind::Serving, "serving"},
                                                   {ChartKind::Plan, "plan"},
                                                   {ChartKind::All, "all"}}};

template <class E, std::size_t N>
std::string_view nameOf(const NameTable<E, N>& table, E v)
{
    for (const auto& [e, name] : table)
        if (e == v)
            return name;
    return "?";
}

template <class E, std::size_t N>
std::optional<E> valueOf(const NameTable<E, N>& table, std::string_view s)
{
    for (const auto& [e, name] : table)
        if (name == s)
            return e;
    return std::nullopt;
}

} // namespace

std::string_view toString(Mode v)
{
    return nameOf(kModeNames, v);
}
std::string_view toString(Recipe v)
{
    return nameOf(kRecipeNames, v);
}
std::string_view toString(DType v)
{
    return nameOf(kDTypeNames, v);
}
std::string_view toString(Optimizer v)
{
    return nameOf(kOptimizerNames, v);
}
std::string_view toString(Recompute v)
{
    return nameOf(kRecomputeNames, v);
}
std::string_view toString(AttentionKind v)
{
    return nameOf(kAttentionKindTable, v);
}
std::string_view toString(QkNorm v)
{
    return nameOf(kQkNormTable, v);
}
std::string_view toString(NormKind v)
{
    return nameOf(kNormKindTable, v);
}
std::optional<NormKind> normKindFromString(std::string_view s)
{
    return valueOf(kNormKindTable, s);
}
std::optional<AttentionKind> attentionKindFromString(std::string_view s)
{
    return valueOf(kAttentionKindTable, s);
}
std::optional<QkNorm> qkNormFromString(std::string_view s)
{
    return valueOf(kQkNormTable, s);
}
std::string_view toString(Precision v)
{
    return nameOf(kPrecisionNames, v);
}
std::string_view toString(Bottleneck v)
{
    return v == Bottleneck::Compute ? "compute" : "memory";
}
std::string_view toString(ChartKind v)
{
    return nameOf(kChartKindNames, v);
}
std::optional<ChartKind> chartKindFromString(std::string_view s)
{
    return valueOf(kChartKindNames, s);
}

std::optional<Mode> modeFromString(std::string_view s)
{
    return valueOf(kModeNames, s);
}
std::optional<Recipe> recipeFromString(std::string_view s)
{
    return valueOf(kRecipeNames, s);
}
std::optional<DType> dtypeFromString(std::string_view s)
{
    return valueOf(kDTypeNames, s);
}
std::optional<Optimizer> optimizerFromString(std::string_view s)
{
    return valueOf(kOptimizerNames, s);
}
std::optional<Recompute> recomputeFromString(std::string_view s)
{
    return valueOf(kRecomputeNames, s);
}
std::optional<Precision> precisionFromString(std::string_view s)
{
    return valueOf(kPrecisionNames, s);
}

bool isGguf(DType d)
{
    return d >= DType::Q8_0;
}

double stateBytes(DType weights, DType kvCache)
{
    if (isGguf(weights))
        return 4; // llama.cpp: recurrent states r and s in GGML_TYPE_F32
    return std::max(2.0, dtypeBytes(kvCache));
}

// Bytes per element of a format's base type, scales included: the plain
// types; GGUF blocks by their layout (ggml: Q8_0 34 B per 32 weights, Q6_K 210
// per 256, Q5_K 176/256, Q4_K 144/256, Q4_0 18/32, Q3_K 110/256, Q2_K 84/256,
// IQ4_XS 136/256); MXFP4 4 bits + an 8-bit scale per 32; NVFP4 4 bits + an
// FP8 scale per 16 (docs/model.md §5b). A _K_M or _K_S mix is named by its
// base type here; weightFormat() applies its per-tensor rule.
double dtypeBytes(DType d)
{
    switch (d) {
    case DType::Fp32: return 4;
    case DType::Bf16:
    case DType::Fp16: return 2;
    case DType::Fp8:
    case DType::Int8: return 1;
    case DType::Int4:
    case DType::Nf4:
    case DType::Int4Awq:
    case DType::Int4Gptq: return 0.5;
    case DType::Mxfp4: return 4.25 / 8;
    case DType::Nvfp4: return 4.5 / 8;
    case DType::Q8_0: return 34.0 / 32;
    case DType::Q6_K: return 210.0 / 256;
    case DType::Q5_K_M: return 176.0 / 256;
    case DType::Q4_K_M:
    case DType::Q4_K_S: return 144.0 / 256;
    case DType::Q4_0: return 18.0 / 32;
    case DType::Q3_K_M: return 110.0 / 256;
    case DType::Q2_K: return 84.0 / 256;
    case DType::Iq4_Xs: return 136.0 / 256;
    }
    return 2;
}

double weightBytesPerParam(DType d)
{
    switch (d) {
    // GPTQ/AWQ-style int4: 4 bits + one 16-bit scale and one 4-bit zero point
    // per group of 128 weights (docs/model.md section 5).
    case DType::Int4:
    case DType::Int4Awq:
    case DType::Int4Gptq: return (4.0 + 16.0 / 128.0 + 4.0 / 128.0) / 8.0;
    // NF4 with double-quantised constants: 4 + 0.127 bits per parameter
    // (Dettmers et al. 2023, QLoRA, section 3).
    case DType::Nf4: return (4.0 + 0.127) / 8.0;
    default: return dtypeBytes(d);
    }
}

} // namespace headroom
