#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace headroom {

enum class Mode : std::uint8_t { Train, Lora, Qlora, Inference };
enum class Recipe : std::uint8_t {
    Fp32,
    AmpBf16,
    AmpFp16,
    MixedBf16,
    MixedFp16,
    MixedBf16Fp32Grad,
    PureBf16,
    Fp8Mixed
};
// Storage formats. Beyond the plain ones: int4 with group scales (GPTQ/AWQ),
// the microscaled FP4 formats, and llama.cpp's GGUF types (docs/model.md §5b).
enum class DType : std::uint8_t {
    Fp32,
    Bf16,
    Fp16,
    Fp8,
    Int8,
    Int4,
    Nf4,
    Int4Awq,
    Int4Gptq,
    Mxfp4,
    Nvfp4,
    Q8_0,
    Q6_K,
    Q5_K_M,
    Q4_K_M,
    Q4_K_S,
    Q4_0,
    Q3_K_M,
    Q2_K,
    Iq4_Xs
};
enum class Optimizer : std::uint8_t { AdamW, Adam, AdamW8bit, Lion, SgdMomentum, Sgd, Adafactor };
enum class Recompute : std::uint8_t { None, Selective, Full };
// Compute precisions a GPU has a dense peak for (roofline ceilings, time).
enum class Precision : std::uint8_t { Fp32, Tf32, Bf16, Fp16, Fp8, Int8, Int4 };
enum class Bottleneck : std::uint8_t { Compute, Memory };
// The charts: the window's, `headroom-cli chart`'s and practice questions'
// (which draw the first five). Break-even is two plots (cost over months,
// cost per GPU-hour against utilisation); All is every plot in one image.
enum class ChartKind {
    Memory,
    Roofline,
    Breakeven,
    Step,    // the exposed parts of one training step
    Scaling, // the same job at other GPU counts: throughput, time and cost
    Serving, // throughput per GPU against speed per user over concurrency
    Plan,    // the planner's layouts, time against cost
    All
};
inline constexpr const char* kChartKindList = "memory, roofline, breakeven, step, scaling, serving, plan, all";

inline constexpr std::array kModes = {Mode::Train, Mode::Lora, Mode::Qlora, Mode::Inference};
inline constexpr std::array kRecipes = {Recipe::Fp32,      Recipe::AmpBf16,   Recipe::AmpFp16,
                                        Recipe::MixedBf16, Recipe::MixedFp16, Recipe::MixedBf16Fp32Grad,
                                        Recipe::PureBf16,  Recipe::Fp8Mixed};
inline constexpr std::array kDTypes = {DType::Fp32,   DType::Bf16, DType::Fp16,    DType::Fp8,      DType::Int8,
                                       DType::Int4,   DType::Nf4,  DType::Int4Awq, DType::Int4Gptq, DType::Mxfp4,
                                       DType::Nvfp4,  DType::Q8_0, DType::Q6_K,    DType::Q5_K_M,   DType::Q4_K_M,
                                       DType::Q4_K_S, DType::Q4_0, DType::Q3_K_M,  DType::Q2_K,     DType::Iq4_Xs};
// A GGUF type (llama.cpp): its mixes keep some tensors at other types.
bool isGguf(DType d);
inline constexpr std::array kOptimizers = {Optimizer::AdamW,    Optimizer::Adam,        Optimizer::AdamW8bit,
                                           Optimizer::Lion,     Optimizer::SgdMomentum, Optimizer::Sgd,
                                           Optimizer::Adafactor};
inline constexpr std::array kRecomputes = {Recompute::None, Recompute::Selective, Recompute::Full};
inline constexpr std::array kPrecisions = {Precision::Fp32, Precision::Tf32, Precision::Bf16, Precision::Fp16,
                                           Precision::Fp8,  Precision::Int8, Precision::Int4};

// Stable identifiers, as written in scenario files and on the command line.
std::string_view toString(Mode v);
std::string_view toString(Recipe v);
std::string_view toString(DType v);
std::string_view toString(Optimizer v);
std::string_view toString(Recompute v);
std::string_view toString(Precision v);
std::string_view toString(Bottleneck v);
std::string_view toString(ChartKind v);
std::optional<ChartKind> chartKindFromString(std::string_view s);

std::optional<Mode> modeFromString(std::string_view s);
std::optional<Recipe> recipeFromString(std::string_view s);
std::optional<DType> dtypeFromString(std::string_view s);
// Every DType name, for messages.
inline constexpr const char* kDTypeList = "fp32, bf16, fp16, fp8, int8, int4, nf4, int4-awq, int4-gptq, mxfp4, nvfp4, "
                                          "q8_0, q6_k, q5_k_m, q4_k_m, q4_k_s, q4_0, q3_k_m, q2_k, iq4_xs";
std::optional<Optimizer> optimizerFromString(std::string_view s);
std::optional<Recompute> recomputeFromString(std::string_view s);
std::optional<Precision> precisionFromString(std::string_view s);

// Bytes per element for a storage dtype, before any group-scale overhead.
double dtypeBytes(DType d);
// Bytes per element of a linear-attention or state-space layer's recurrent
// state (docs/model.md §1b): runtimes do not quantise it with the KV cache.
// llama.cpp (GGUF weights) keeps it in F32; vLLM and TensorRT-LLM at the
// model's 16-bit dtype (fp32 with an fp32 KV cache).
double stateBytes(DType weights, DType kvCache);
// Bytes per quantised weight including group scales / zero points
// (docs/model.md section 5; NF4 per Dettmers et al. 2023).
double weightBytesPerParam(DType d);

} // namespace headroom
