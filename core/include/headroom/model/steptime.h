#pragma once

#include "headroom/enumnames.h"

// Predicted training step time (docs/model.md "Predicted step time"): one step
// built from its parts, each GEMM at an efficiency that depends on its size,
// every collective over a two-tier network, with explicit overlap. MFU and HFU
// are outputs. Sources: Narayanan et al. 2021 §2–3, Korthikanti et al. 2022
// §4–6, Isaev et al. 2023 (Calculon), Dao 2023 (FlashAttention-2).

#include <array>
#include <cstdint>
#include <string_view>

namespace headroom {

// Which family of kernels a GPU runs: sets its GEMM and attention efficiency
// curves (core/src/model/kernels.cpp holds the table with its sources).
enum class KernelGeneration : std::uint8_t {
    Generic,
    Volta,
    Turing,
    Ampere,
    Ada,
    Hopper,
    Blackwell,
    Cdna2,
    Cdna3,
    Gaudi,
    Tpu,
    Apple,
    Count
};
// Catalog names; "generic" last, as the catalog's messages list it.
template <>
struct EnumNames<KernelGeneration> {
    static constexpr std::pair<KernelGeneration, std::string_view> table[] = {
        {KernelGeneration::Volta, "volta"},   {KernelGeneration::Turing, "turing"},
        {KernelGeneration::Ampere, "ampere"}, {KernelGeneration::Ada, "ada"},
        {KernelGeneration::Hopper, "hopper"}, {KernelGeneration::Blackwell, "blackwell"},
        {KernelGeneration::Cdna2, "cdna2"},   {KernelGeneration::Cdna3, "cdna3"},
        {KernelGeneration::Gaudi, "gaudi"},   {KernelGeneration::Tpu, "tpu"},
        {KernelGeneration::Apple, "apple"},   {KernelGeneration::Generic, "generic"}};
};

// The network a training job runs on, per GPU and per direction.
struct Cluster {
    std::int64_t gpusPerNode = 8;
    double scaleUpBytesPerS = 0;  // NVLink / xGMI / PCIe inside a node
    double scaleOutBytesPerS = 0; // the GPU's share of the NICs between nodes
    double latencySeconds = 1e-5; // α of one collective step
    // The fabric above the nodes (docs/model.md §7e): GPUs under one
    // non-blocking tier (a pod of leaf and spine switches; 0: the whole job),
    // and the oversubscription of the tier above it (1: none; Llama 3's
    // 3,072-GPU pods meet at 1:7).
    std::int64_t gpusPerPod = 0;
    double podOversubscription = 1;
};

// What hides behind what (Megatron-LM's flags; docs/model.md).
struct Overlap {
    bool gradReduce = true;  // --overlap-grad-reduce
    bool paramGather = true; // --overlap-param-gather (ZeRO-1/3 gathers, FSDP prefetch)
    bool tensor = false;     // --tp-comm-overlap (forward TP collectives behind GEMMs)
    bool pipeline = false;   // stage-boundary transfers behind compute
    bool expert = false;     // MoE all-to-all behind another micro-batch's compute (DualPipe)

    bool operator==(const Overlap&) const = default;
};

// The order a pipeline stage runs its micro-batches' forward and backward
// passes in (docs/model.md §7f): 1F1B (Narayanan et al. 2021 §2.2.1),
// Megatron's interleaved 1F1B over v model chunks per stage (§2.2.2), or
// zero-bubble ZB-H1 (Qi et al. 2024, ICLR: the backward split into its input
// and weight gradients, the weight gradients filling the drain).
enum class PipelineSchedule : std::uint8_t { OneFOneB, Interleaved, ZeroBubble };
template <>
struct EnumNames<PipelineSchedule> {
    static constexpr std::pair<PipelineSchedule, std::string_view> table[] = {
        {PipelineSchedule::OneFOneB, "1f1b"},
        {PipelineSchedule::Interleaved, "interleaved"},
        {PipelineSchedule::ZeroBubble, "zero-bubble"}};
};

// How ZeRO-3 gathers a layer's parameters: one flat buffer per layer
// (PyTorch FSDP wrapping each block, Megatron's distributed optimizer), or
// one collective per parameter tensor (DeepSpeed ZeRO-3 as measured in
// Narayanan et al. 2021, Table 2): the same bytes, many more latencies.
enum class GatherUnit : std::uint8_t { Layer, Tensor };
template <>
struct EnumNames<GatherUnit> {
    static constexpr std::pair<GatherUnit, std::string_view> table[] = {{GatherUnit::Layer, "layer"},
                                                                        {GatherUnit::Tensor, "tensor"}};
};

// The spread of identical GPUs' speeds, as a fraction of the median (σ),
// when the scenario gives none: off, since the measured runs Headroom is
// validated on carry their own stragglers (docs/model.md §7e; Sinha et al.
// 2022, SC'22, measured several percent on real clusters).
inline constexpr double kDefaultGpuSpeedSpread = 0.0;

// The exposed parts of one step, in the order the step chart stacks them;
// they sum to the step time.
enum class StepPart : std::uint8_t {
    Compute,     // GEMMs and attention, forward and backward
    MemoryBound, // norms, activations, residuals, softmax, dropout
    Recompute,   // the forward work recomputation repeats
    TensorParallel,
    ContextParallel,
    ExpertParallel,
    PipelineBubble,
    PipelineP2p,
    DataParallel, // gradient all-reduce / reduce-scatter, the tail not hidden
    ParamGather,  // ZeRO-1/3 and FSDP parameter all-gathers not hidden
    Optimizer,
    Straggler, // the slowest of the job's GPUs sets the pace (docs/model.md §7e)
    Host,      // the GPU between eager kernels, or waiting for the host to launch them (a host-bound step)
    Count
};
inline constexpr std::size_t kStepPartCount = static_cast<std::size_t>(StepPart::Count);
std::string_view toString(StepPart p); // result key: "compute", "tensor_parallel", …

// What bounds a layout's speed, named in the planner's rows and the summary.
enum class StepLimit : std::uint8_t { Compute, MemoryBound, Bubble, TensorParallel, DataParallel, Communication, Host };
std::string_view toString(StepLimit l);

struct StepTime {
    std::array<double, kStepPartCount> exposed{}; // seconds per step
    double stepSeconds = 0;
    double tokensPerStep = 0;
    double tokensPerSecondPerGpu = 0;
    double mfu = 0;             // model FLOPs / (step · GPUs · dense peak)
    double hfu = 0;             // hardware FLOPs (with recomputation) likewise
    double microBatches = 1;    // per step and pipeline: global / (dp · b)
    double forwardSeconds = 0;  // one micro-batch through one stage (t_f)
    double backwardSeconds = 0; // t_b, with recomputation
    double bubbleFraction = 0;  // (p − 1) / (v · m)
    double gemmEfficiency = 0;  // FLOP-weighted η of the layer GEMMs
    double attentionEfficiency = 0;
    // FlashAttention's rate (0 without it) and its parts: the tensor cores'
    // rate it is timed against, the kernel's share of it at head dimension
    // 128 (with a calibration's scale) and the published ratio at the model's
    // head dimension (docs/model.md §7b "Attention core").
    double attentionRate = 0;
    double attentionPeak = 0;
    double attentionAt128 = 0;
    double attentionHeadShare = 1;
    double attentionHeadDim = 0;
    // PEFT's LoRA adapters beside the frozen Linears (eager stacks;
    // docs/model.md §6b): bytes per token of one layer, forward and
    // backward, the forward passes (2 where the layer is recomputed) and
    // their time over the step, counted in the memory-bound work and the
    // recomputation.
    double adapterForwardBytes = 0;
    double adapterBackwardBytes = 0;
    double adapterForwardPasses = 1;
    double adapterSeconds = 0;
    double adapterTokens = 0;   // tokens of one micro-batch on this GPU
    double memoryBytesPerS = 0; // the rate memory-bound kernels are timed at
    // The tensor cores' rate against the datasheet's: a power limit's share
    // ((limit/TDP)^0.302) and the stack's sustained share (fsdp2's fitted
    // 0.81); 1 and 1 when neither applies (docs/model.md §6b, §7b).
    double powerShare = 1;
    double sustainedShare = 1;
    double tensorCommSeconds = 0;       // per micro-batch and stage, before overlap
    double dataParallelCommSeconds = 0; // per step, before overlap
    double gradientBytes = 0;           // what one GPU reduces per step (ZeRO-3: per layer)
    double gradientCollectives = 1;     // reductions per step: 1, or ZeRO-3's one per layer and micro-batch
    double gradientExtraLatency = 0;    // ZeRO-3 tensor by tensor: the latencies beyond one collective's
    std::int64_t gradientGroup = 1;     // ranks that reduce together (data × context parallel)
    double paramGatherCommSeconds = 0;
    double gradientAccumulationSeconds = 0; // per step: eager stacks adding micro-batches' gradients (in MemoryBound)
    double contextMergeSeconds = 0;         // per step: torch's ring attention merging in fp32 (in ContextParallel)
    double pipelineP2pSeconds = 0;          // one transfer
    double wgradSeconds = 0;                // the weight-gradient GEMMs of one micro-batch on the stage (t_W)
    double stragglerFraction = 0;           // σ·√(2·ln N): how much slower the slowest GPU is
    int slowestStage = 0;                   // the pipeline stage the step is timed on
    double stageLayers = 0;                 // its layers
    // One layer and the LM head with its loss, one micro-batch: forward, and
    // forward and backward together, with what is exposed of their collectives.
    double layerForwardSeconds = 0;
    double layerSeconds = 0;
    double headForwardSeconds = 0;
    double headSeconds = 0;
    double hostSeconds = 0; // an eager stack's kernel launches from the host (0: not modelled)
    double gapSeconds = 0;  // the GPU idle between an eager stack's kernels (0: not modelled)
    double kernels = 0;     // the eager kernels the host launches a step (0: not modelled)
    bool hostBound = false; // the GPU waits for the host: the step is the host's time
    bool tensorAcrossNodes = false;
    bool dataAcrossNodes = false;
    StepLimit limit = StepLimit::Compute;

    double operator[](StepPart p) const { return exposed[static_cast<std::size_t>(p)]; }
};

} // namespace headroom
