#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <utility>

#include "headroom/enumnames.h"

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
// FP4 (NVFP4/MXFP4 tensor paths) comes last so that the other indices keep
// their places in every peak array.
enum class Precision : std::uint8_t { Fp32, Tf32, Bf16, Fp16, Fp8, Int8, Int4, Fp4 };
enum class Bottleneck : std::uint8_t { Compute, Memory };
// The charts: the window's, `headroom-cli chart`'s and practice questions'
// (which draw the first five). Break-even is two plots (cost over months,
// cost per GPU-hour against utilisation); All is every plot in one image.
enum class ChartKind {
    Memory,
    Roofline,
    Breakeven,
    Step,     // the exposed parts of one training step
    Scaling,  // the same job at other GPU counts: throughput, time and cost
    Serving,  // throughput per GPU against speed per user over concurrency
    Plan,     // the planner's layouts, time against cost
    Timeline, // the memory of one step over time, under the software stack
    All
};
// Stable identifiers, as written in scenario files and on the command line
// (toString, fromString<E>, nameList<E>: headroom/enumnames.h).
template <>
struct EnumNames<Mode> {
    static constexpr std::pair<Mode, std::string_view> table[] = {
        {Mode::Train, "train"}, {Mode::Lora, "lora"}, {Mode::Qlora, "qlora"}, {Mode::Inference, "inference"}};
};
template <>
struct EnumNames<Recipe> {
    static constexpr std::pair<Recipe, std::string_view> table[] = {{Recipe::Fp32, "fp32"},
                                                                    {Recipe::AmpBf16, "amp-bf16"},
                                                                    {Recipe::AmpFp16, "amp-fp16"},
                                                                    {Recipe::MixedBf16, "mixed-bf16"},
                                                                    {Recipe::MixedFp16, "mixed-fp16"},
                                                                    {Recipe::MixedBf16Fp32Grad, "mixed-bf16-fp32grad"},
                                                                    {Recipe::PureBf16, "pure-bf16"},
                                                                    {Recipe::Fp8Mixed, "fp8-mixed"}};
};
template <>
struct EnumNames<DType> {
    static constexpr std::pair<DType, std::string_view> table[] = {
        {DType::Fp32, "fp32"},     {DType::Bf16, "bf16"},        {DType::Fp16, "fp16"},
        {DType::Fp8, "fp8"},       {DType::Int8, "int8"},        {DType::Int4, "int4"},
        {DType::Nf4, "nf4"},       {DType::Int4Awq, "int4-awq"}, {DType::Int4Gptq, "int4-gptq"},
        {DType::Mxfp4, "mxfp4"},   {DType::Nvfp4, "nvfp4"},      {DType::Q8_0, "q8_0"},
        {DType::Q6_K, "q6_k"},     {DType::Q5_K_M, "q5_k_m"},    {DType::Q4_K_M, "q4_k_m"},
        {DType::Q4_K_S, "q4_k_s"}, {DType::Q4_0, "q4_0"},        {DType::Q3_K_M, "q3_k_m"},
        {DType::Q2_K, "q2_k"},     {DType::Iq4_Xs, "iq4_xs"}};
};
template <>
struct EnumNames<Optimizer> {
    static constexpr std::pair<Optimizer, std::string_view> table[] = {{Optimizer::AdamW, "adamw"},
                                                                       {Optimizer::Adam, "adam"},
                                                                       {Optimizer::AdamW8bit, "adamw-8bit"},
                                                                       {Optimizer::Lion, "lion"},
                                                                       {Optimizer::SgdMomentum, "sgd-momentum"},
                                                                       {Optimizer::Sgd, "sgd"},
                                                                       {Optimizer::Adafactor, "adafactor"}};
};
template <>
struct EnumNames<Recompute> {
    static constexpr std::pair<Recompute, std::string_view> table[] = {
        {Recompute::None, "none"}, {Recompute::Selective, "selective"}, {Recompute::Full, "full"}};
};
template <>
struct EnumNames<Precision> {
    static constexpr std::pair<Precision, std::string_view> table[] = {
        {Precision::Fp32, "fp32"}, {Precision::Tf32, "tf32"}, {Precision::Bf16, "bf16"}, {Precision::Fp16, "fp16"},
        {Precision::Fp8, "fp8"},   {Precision::Int8, "int8"}, {Precision::Int4, "int4"}, {Precision::Fp4, "fp4"}};
};
template <>
struct EnumNames<ChartKind> {
    static constexpr std::pair<ChartKind, std::string_view> table[] = {
        {ChartKind::Memory, "memory"}, {ChartKind::Roofline, "roofline"}, {ChartKind::Breakeven, "breakeven"},
        {ChartKind::Step, "step"},     {ChartKind::Scaling, "scaling"},   {ChartKind::Serving, "serving"},
        {ChartKind::Plan, "plan"},     {ChartKind::Timeline, "timeline"}, {ChartKind::All, "all"}};
};

// Which peak figures a vendor printed for a part (docs/catalog.md "Dense and
// sparse peaks"): the dense ones, the 2:4-sparse ones, both, or none (the
// catalog's figures are then measured or derived, as its sources say).
enum class PeakBasis : std::uint8_t { Dense, Sparse, Both, None };
template <>
struct EnumNames<PeakBasis> {
    static constexpr std::pair<PeakBasis, std::string_view> table[] = {{PeakBasis::Dense, "dense"},
                                                                       {PeakBasis::Sparse, "sparse"},
                                                                       {PeakBasis::Both, "both"},
                                                                       {PeakBasis::None, "none"}};
};
// How cloud hours are bought: the catalog keeps a dated rate for each where
// one is known (docs/model.md §10).
enum class CloudPricing : std::uint8_t { OnDemand, Reserved1yr, Spot };
template <>
struct EnumNames<CloudPricing> {
    static constexpr std::pair<CloudPricing, std::string_view> table[] = {{CloudPricing::OnDemand, "on-demand"},
                                                                          {CloudPricing::Reserved1yr, "reserved-1yr"},
                                                                          {CloudPricing::Spot, "spot"}};
};

inline constexpr auto kModes = enumValues<Mode>();
inline constexpr auto kRecipes = enumValues<Recipe>();
inline constexpr auto kDTypes = enumValues<DType>();
// A GGUF type (llama.cpp): its mixes keep some tensors at other types.
bool isGguf(DType d);
inline constexpr auto kOptimizers = enumValues<Optimizer>();
inline constexpr auto kRecomputes = enumValues<Recompute>();
inline constexpr auto kPrecisions = enumValues<Precision>();

std::string_view toString(Bottleneck v);

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
