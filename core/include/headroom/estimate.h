#pragma once

#include "headroom/error.h"
#include "headroom/explain.h"
#include "headroom/model/goodput.h"
#include "headroom/model/model.h"
#include "headroom/model/pipeline.h"
#include "headroom/model/stack.h"
#include "headroom/model/steptime.h"
#include "headroom/scenario.h"
#include "headroom/types.h"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace headroom {

// Memory components per GPU in bytes, in the order the stack chart draws them.
enum class MemoryComponent : std::uint8_t {
    Weights,
    Gradients,
    MasterWeights,
    OptimizerStates,
    WeightCopies, // transient copies of the weights: autocast's bf16 casts, FSDP's unsharded layers
    Activations,
    Logits,
    KvCache,
    AllocatorReserve, // a caching allocator's reserved bytes over what is allocated at the peak (PyTorch)
    Overhead,         // the papers' accounting: fixed + fraction; a stack's: the CUDA context and libraries
    Count
};
inline constexpr std::size_t kMemoryComponentCount = static_cast<std::size_t>(MemoryComponent::Count);
std::string_view toString(MemoryComponent c); // "weights", "master_weights", …

// The KV cache by what holds it (docs/model.md §1b): layers that see the
// whole context (or MLA's latent), windowed layers, linear layers' state.
enum class KvPart : std::uint8_t { Context, Window, State, Count };
inline constexpr std::size_t kKvPartCount = static_cast<std::size_t>(KvPart::Count);

struct MemoryBreakdown {
    std::array<double, kMemoryComponentCount> bytes{};
    double& operator[](MemoryComponent c) { return bytes[static_cast<std::size_t>(c)]; }
    double operator[](MemoryComponent c) const { return bytes[static_cast<std::size_t>(c)]; }
    double total() const
    {
        double sum = 0;
        for (double b : bytes)
            sum += b;
        return sum;
    }
    bool operator==(const MemoryBreakdown&) const = default;
};

// The memory of one step as a timeline (docs/model.md §6b; SPEC "Format 2,
// continued"): what the software stack allocates and frees through the
// forward, the backward (with recomputation) and the optimizer step (prefill
// and decode for inference), the peak as a moment with what is alive then,
// the allocator's reserved total and the process the device would show.
enum class MemoryMoment : std::uint8_t {
    StepStart,
    Forward,       // through the forward, the loss included
    BackwardStart, // the loss's gradient against every saved activation
    Backward,
    Optimizer,
    StepEnd,
    Prefill,
    Decode,
};
template <>
struct EnumNames<MemoryMoment> {
    static constexpr std::pair<MemoryMoment, std::string_view> table[] = {
        {MemoryMoment::StepStart, "step-start"},
        {MemoryMoment::Forward, "forward"},
        {MemoryMoment::BackwardStart, "backward-start"},
        {MemoryMoment::Backward, "backward"},
        {MemoryMoment::Optimizer, "optimizer"},
        {MemoryMoment::StepEnd, "step-end"},
        {MemoryMoment::Prefill, "prefill"},
        {MemoryMoment::Decode, "decode"}};
};

// The largest allocated total over one step, and what it takes on the device.
struct MemoryPeak {
    SoftwareStack stack = SoftwareStack::Megatron;
    bool papers = true; // the papers' accounting: every component at once (Megatron-LM, TensorRT-LLM)
    MemoryMoment moment = MemoryMoment::BackwardStart;
    MemoryBreakdown alive; // allocated at the peak, by kind (the Overhead slot is 0)
    double allocated = 0;  // alive.total()
    double reserved = 0;   // the allocator's reserved total at the peak
    double context = 0;    // CUDA context and libraries, outside the allocator
    double process = 0;    // reserved + context: what the device shows; "fits" compares this
    bool operator==(const MemoryPeak&) const = default;
};

// One moment of the step: its time from the step's start and what is allocated.
struct MemoryPoint {
    MemoryPoint() = default;
    // (A constructor, so that vector::emplace_back builds a point in place:
    // clang 14 has no parenthesized aggregate initialization.)
    MemoryPoint(double at, MemoryMoment moment, const MemoryBreakdown& alive, int micro)
        : seconds(at), phase(moment), bytes(alive), microBatch(micro)
    {
    }
    double seconds = 0;
    MemoryMoment phase = MemoryMoment::StepStart;
    MemoryBreakdown bytes; // the Overhead slot is 0
    int microBatch = 0;    // 1-based, within the step; 0 outside them (the step's start, the optimizer)
    bool operator==(const MemoryPoint&) const = default;
};

// A step's micro-batches drawn one by one up to this many; past it the third
// to the one before the last, all alike, are one stretch (MemoryTimeline).
inline constexpr int kDrawnMicroBatches = 4;

struct MemoryTimeline {
    std::vector<MemoryPoint> points; // in time order, the peak among them
    std::size_t peakIndex = 0;
    int microBatches = 1;       // the step's micro-batches (gradient accumulation)
    bool oneMicroBatch = false; // one of them drawn: a pipeline stage interleaves them
    // Micro-batches not drawn one by one: from points[elidedFrom] to the next
    // point, `elidedMicroBatches` of them, each like the one before.
    std::size_t elidedFrom = 0;
    int elidedMicroBatches = 0;
    bool operator==(const MemoryTimeline&) const = default;
};

// Things worth telling the user that are not errors. Codes; the app words
// them (app/common/report.cpp, one table for the window, the CLI's text and
// the JSON's sentences).
enum class Warning : std::uint8_t {
    DoesNotFit,
    PrecisionNotSupported, // e.g. bf16 on V100: time uses a slower peak
    Fp8NotSupported,
    GenericActivationsUnknown,
    SequenceLongerThanContext,
    GlobalBatchNotDivisible,
    PipelineBubble,     // fewer micro-batches than stages
    LayersNotDivisible, // L not divisible by pipeline stages
    HeadsNotDivisible,  // heads not divisible by tensor size
    SequenceParallelWithoutTensor,
    CloudCheaperThanPower, // break-even never happens
    QloraWithoutRecompute,
    ZeroWithSingleReplica,
    PowerUnknown,               // the catalog has no TDP: energy cost left out
    TensorAcrossNodes,          // a tensor-parallel group wider than a node: costed over the scale-out network
    RecomputeLayersWithoutFull, // activations.recompute_layers without full recomputation: no effect
    RecomputeLayersNotInStack,  // a stack without Megatron's block method
    ModelParallelNotInStack,    // tensor or pipeline parallel training under a stack that shards by data only
    SelectiveNotInStack,        // selective recomputation under a stack that checkpoints whole layers
    WeightsNotInEngine,         // a weight format the chosen inference engine does not load (engineLoads)
    Count
};
std::string_view toString(Warning w); // stable code, e.g. "does-not-fit"

// An estimate's worked figures, or none: the solvers, sweeps and charts that
// need only the numbers skip them (EstimateOptions::explain), which saves
// zeroing and copying 42 figures per estimate. Copies are deep; moves are a
// pointer. Writing to a figure of an empty table writes to scratch.
class FigureTable {
public:
    using Table = std::array<Figure, kEstimateFigureCount>;
    FigureTable() = default;
    // Default-initialized: each figure's header is set, its terms are not
    // (Figure: only the first termCount are read).
    explicit FigureTable(bool present) : m_table(present ? std::make_unique_for_overwrite<Table>() : nullptr) {}
    FigureTable(const FigureTable& o) : m_table(o.m_table ? std::make_unique<Table>(*o.m_table) : nullptr) {}
    FigureTable& operator=(const FigureTable& o)
    {
        if (this != &o)
            m_table = o.m_table ? std::make_unique<Table>(*o.m_table) : nullptr;
        return *this;
    }
    FigureTable(FigureTable&&) noexcept = default;
    FigureTable& operator=(FigureTable&&) noexcept = default;

    bool present() const { return m_table != nullptr; }
    std::size_t size() const { return m_table ? m_table->size() : 0; }
    const Figure* begin() const { return m_table ? m_table->data() : nullptr; }
    const Figure* end() const { return m_table ? m_table->data() + m_table->size() : nullptr; }
    const Figure& operator[](std::size_t i) const { return (*m_table)[i]; }
    Figure& at(std::size_t i);

private:
    std::unique_ptr<Table> m_table;
};

// One pipeline stage of a training step (docs/model.md §7f): its layers,
// whether it holds the embedding and the LM head, one micro-batch's forward
// and backward through it, the micro-batches whose activations it keeps
// (1F1B: min(m, p − stage)), and its memory per GPU.
struct StageReport {
    std::int64_t stage = 0;
    double layers = 0;
    bool embedding = false;
    bool head = false;
    double forwardSeconds = 0;
    double backwardSeconds = 0;
    double inFlight = 1;
    MemoryBreakdown memory;
    bool operator==(const StageReport&) const = default;
};

struct Estimate {
    ParameterCounts params;
    double trainableParameters = 0;

    MemoryBreakdown perGpu; // the most loaded GPU: at the peak of the step, with the overhead
    // The software stack's account of the step (docs/model.md §6b): the peak
    // as a moment with what is alive then, the allocator's reserve and the
    // process; and the timeline of one step (filled with the explanations).
    SoftwareStack stack = SoftwareStack::Megatron;
    MemoryPeak memoryPeak;
    MemoryTimeline timeline;
    // perGpu's KV cache by layer kind (inference); the parts sum to it.
    std::array<double, kKvPartCount> kvParts{};
    bool kvLatent = false; // the context part is MLA's latent
    double capacity = 0;
    bool fits = false;
    double headroom = 0; // capacity - total (negative: short by)
    double activationBytesPerLayer = 0;
    double bytesPerParameterStates = 0; // (w + g + m + o) per parameter, before sharding
    int dataParallel = 1;
    int microBatchesPerStep = 1;

    // Compute and time (training modes)
    double flopsPerToken = 0;         // model FLOPs (PaLM)
    double hardwareFlopsPerToken = 0; // + recomputation
    double totalFlops = 0;
    double tokens = 0;
    // The run in samples (images, sequences): tokens / tokens per sample;
    // epochs and optimizer steps per epoch when the scenario counts epochs
    // (0 otherwise). A model without layers is framed in samples throughout.
    double samples = 0;
    double epochs = 0;
    double stepsPerEpoch = 0;
    bool framedInSamples = false;
    double peakFlopsPerGpu = 0; // dense, at the compute precision
    Precision computePrecision = Precision::Bf16;
    // The run's wall time: at the pace of the step with its inputs and
    // checkpoints (docs/model.md §7c); gpuSeconds at the GPU step's pace.
    double seconds = 0;
    double gpuSeconds = 0;
    double gpuHours = 0;
    double tokensPerSecond = 0;
    double energyKwh = 0;
    // The step (training modes): predicted from its parts, or, with a fixed
    // MFU, the rate that MFU implies with everything counted as compute.
    bool predictedTime = false;
    StepTime step;
    // Inputs and checkpoints against that step (training modes; docs/model.md §7c).
    PipelineTime pipeline;
    // The run on a machine that fails (training modes; docs/model.md §7d):
    // interruptions, restarts, reloads, work done again and checkpoint
    // writes, and the wall clock they make of `seconds`. The failure rate is
    // the scenario's, else Llama 3's (defaultFailureRate).
    Goodput goodput;
    // Every pipeline stage (training with pipeline parallelism; empty
    // otherwise), the one with the most memory (whose figures perGpu gives)
    // and the slowest (which times the step).
    std::vector<StageReport> stages;
    std::int64_t worstMemoryStage = 0;
    std::int64_t slowestStage = 0;
    bool defaultFailureRate = true;
    double wallGpuHours = 0;
    double wallCloudUsd = 0;
    double wallOnpremUsd = 0;

    // Inference (all modes report it for the inference view; meaningful in inference mode)
    double timeToFirstToken = 0;
    double timePerOutputToken = 0;
    double decodeMemorySeconds = 0;
    double decodeComputeSeconds = 0;
    double tokensPerSecondPerSequence = 0;
    double inferenceTokensPerSecond = 0; // aggregate over batch and replicas
    std::int64_t maxBatch = 0;           // largest batch that fits at this context
    std::int64_t maxContext = 0;         // longest prompt+output that fits at this batch, within the model's window
    std::int64_t maxContextMemory = 0;   // the same bounded by memory alone (above maxContext: the window binds)
    Bottleneck bottleneck = Bottleneck::Compute; // the decode step's kernels on the GPU
    // A decode step the host takes longer to launch than the GPU to run
    // (transformers' generate()): the time per token is the host's.
    bool decodeHostBound = false;

    // Cost
    double cloudUsdPerGpuHour = 0;
    double cloudUsd = 0;
    double onpremUsd = 0;
    double onpremUsdPerGpuHour = 0; // at the chosen utilisation
    double energyUsdPerGpuHour = 0;
    double capitalPerGpu = 0;
    double breakevenHours = 0;           // per GPU; +inf: never
    double breakevenUtilization = 0;     // h* / (Y * 8760); +inf: never
    double breakevenMonths = 0;          // at the chosen utilisation; +inf: never
    double usdPerMillionTokensCloud = 0; // inference
    double usdPerMillionTokensOnprem = 0;

    std::vector<Warning> warnings;
    FigureTable figures; // the serving figures are the serving result's

    // A serving figure's id, or an estimate made without explanations,
    // gives an empty figure here (explainedFigure() in serving.h has them).
    const Figure& figure(FigureId id) const
    {
        static const Figure none{};
        const auto i = static_cast<std::size_t>(id);
        return i < figures.size() ? figures[i] : none;
    }
    Figure& figure(FigureId id) { return figures.at(static_cast<std::size_t>(id)); }
    bool hasWarning(Warning w) const;
};

struct EstimateOptions {
    bool explain = true; // false: no worked figures (every number is the same)
};

// Validates cross-field consistency (tensor x pipeline divides gpus, …) and
// evaluates. Errors name the JSON path of the field to change.
Expected<Estimate> estimate(const ResolvedScenario& scenario, EstimateOptions options = {});
// Convenience: resolve against the catalog, then estimate.
Expected<Estimate> estimate(const Scenario& scenario, const Catalog& catalog, EstimateOptions options = {});

// Checks only the cross-field rules; the planner uses it to skip early.
std::optional<Error> validate(const ResolvedScenario& scenario);

// The estimate as the result JSON of headroom-cli(1) "RESULT" (keys scripts rely on) plus the
// figures with their working under "explain".
// With `serving` (inference mode), its result under "serving" too.
// "warnings" holds each warning in `words` (the app's English sentences), or
// its stable code when none is given; "warning_codes" always the codes.
struct ServingResult;
using WarningWords = std::string (*)(Warning);
std::string estimateToJson(const ResolvedScenario& scenario, const Estimate& e, bool withExplain = true, int indent = 2,
                           const ServingResult* serving = nullptr, WarningWords words = nullptr);

} // namespace headroom
