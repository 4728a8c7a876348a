#include "headroom/types.h"

#include <algorithm>
#include <utility>

namespace headroom {

namespace {

template <class E, std::size_t N>
using NameTable = std::array<std::pair<E, std::string_view>, N>;

constexpr NameTable<Mode, 4> kModeNames{{
    {Mode::Train, "train"}, {Mode::Lora, "lora"}, {Mode::Qlora, "qlora"}, {Mode::Inference, "inference"}}};
constexpr NameTable<Recipe, 8> kRecipeNames{{{Recipe::Fp32, "fp32"},
                                             {Recipe::AmpBf16, "amp-bf16"},
                                             {Recipe::AmpFp16, "amp-fp16"},
                                             {Recipe::MixedBf16, "mixed-bf16"},
                                             {Recipe::MixedFp16, "mixed-fp16"},
                                             {Recipe::MixedBf16Fp32Grad, "mixed-bf16-fp32grad"},
                                             {Recipe::PureBf16, "pure-bf16"},
                                             {Recipe::Fp8Mixed, "fp8-mixed"}}};
constexpr NameTable<DType, 7> kDTypeNames{{{DType::Fp32, "fp32"},
                                           {DType::Bf16, "bf16"},
                                           {DType::Fp16, "fp16"},
                                           {DType::Fp8, "fp8"},
                                           {DType::Int8, "int8"},
                                           {DType::Int4, "int4"},
                                           {DType::Nf4, "nf4"}}};
constexpr NameTable<Optimizer, 7> kOptimizerNames{{{Optimizer::AdamW, "adamw"},
                                                   {Optimizer::Adam, "adam"},
                                                   {Optimizer::AdamW8bit, "adamw-8bit"},
                                                   {Optimizer::Lion, "lion"},
                                                   {Optimizer::SgdMomentum, "sgd-momentum"},
                                                   {Optimizer::Sgd, "sgd"},
                                                   {Optimizer::Adafactor, "adafactor"}}};
constexpr NameTable<Recompute, 3> kRecomputeNames{
    {{Recompute::None, "none"}, {Recompute::Selective, "selective"}, {Recompute::Full, "full"}}};
constexpr NameTable<Precision, 7> kPrecisionNames{{{Precision::Fp32, "fp32"},
                                                   {Precision::Tf32, "tf32"},
                                                   {Precision::Bf16, "bf16"},
                                                   {Precision::Fp16, "fp16"},
                                                   {Precision::Fp8, "fp8"},
                                                   {Precision::Int8, "int8"},
                                                   {Precision::Int4, "int4"}}};

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

std::string_view toString(Mode v) { return nameOf(kModeNames, v); }
std::string_view toString(Recipe v) { return nameOf(kRecipeNames, v); }
std::string_view toString(DType v) { return nameOf(kDTypeNames, v); }
std::string_view toString(Optimizer v) { return nameOf(kOptimizerNames, v); }
std::string_view toString(Recompute v) { return nameOf(kRecomputeNames, v); }
std::string_view toString(Precision v) { return nameOf(kPrecisionNames, v); }
std::string_view toString(Bottleneck v) { return v == Bottleneck::Compute ? "compute" : "memory"; }

std::optional<Mode> modeFromString(std::string_view s) { return valueOf(kModeNames, s); }
std::optional<Recipe> recipeFromString(std::string_view s) { return valueOf(kRecipeNames, s); }
std::optional<DType> dtypeFromString(std::string_view s) { return valueOf(kDTypeNames, s); }
std::optional<Optimizer> optimizerFromString(std::string_view s) { return valueOf(kOptimizerNames, s); }
std::optional<Recompute> recomputeFromString(std::string_view s) { return valueOf(kRecomputeNames, s); }
std::optional<Precision> precisionFromString(std::string_view s) { return valueOf(kPrecisionNames, s); }

double dtypeBytes(DType d)
{
    switch (d) {
    case DType::Fp32: return 4;
    case DType::Bf16:
    case DType::Fp16: return 2;
    case DType::Fp8:
    case DType::Int8: return 1;
    case DType::Int4:
    case DType::Nf4: return 0.5;
    }
    return 2;
}

double weightBytesPerParam(DType d)
{
    switch (d) {
    // GPTQ/AWQ-style int4: 4 bits + one 16-bit scale and one 4-bit zero point
    // per group of 128 weights (docs/model.md section 5).
    case DType::Int4: return (4.0 + 16.0 / 128.0 + 4.0 / 128.0) / 8.0;
    // NF4 with double-quantised constants: 4 + 0.127 bits per parameter
    // (Dettmers et al. 2023, QLoRA, section 3).
    case DType::Nf4: return (4.0 + 0.127) / 8.0;
    default: return dtypeBytes(d);
    }
}

} // namespace headroom
