#pragma once

#include <algorithm>
#include <memory>

// Internal building blocks of the estimate, shared by estimate.cpp,
// charts.cpp and the planner.

#include "headroom/estimate.h"
#include "headroom/model/inventory.h"
#include "headroom/model/stages.h"
#include "headroom/model/weights.h"

namespace headroom::detail {

// The largest k in [1, max(1, kMax)] with works(k), for a works() that holds up to a
// boundary and fails past it (memory grows with what is searched): doubling
// from 1, then bisection, O(log k) calls. 0 when works(1) fails. The
// estimate's longest context and every reverse solver search with it.
template <class Works>
std::int64_t largestWorking(std::int64_t kMax, Works&& works)
{
    if (!works(std::int64_t(1)))
        return 0;
    std::int64_t lo = 1, hi = 0;
    while (hi == 0) {
        if (lo >= kMax)
            return lo;
        const std::int64_t k = std::min(kMax, lo * 2);
        (works(k) ? lo : hi) = k;
    }
    while (hi - lo > 1) {
        const std::int64_t mid = lo + (hi - lo) / 2;
        (works(mid) ? lo : hi) = mid;
    }
    return lo;
}

// Bytes per parameter a precision recipe keeps (docs/model.md section 2 table).
struct RecipeBytes {
    double weights;
    double gradients;
    double master;
    double optimizerScale; // 1: fp32 optimizer states, 0.5: bf16 states (pure bf16)
    Precision compute;     // the matmul precision that sets the peak
    double activation;     // e, bytes per saved activation element
};
RecipeBytes recipeBytes(Recipe r);

// Optimizer state bytes per parameter with fp32 states (Adafactor: see
// adafactorStateBytes, per model).
double optimizerBytesPerParam(Optimizer o);

// The GPU's dense peak at precision p, falling back to the next slower
// precision it has; `usedOut` says which one was used.
double peakWithFallback(const Gpu& gpu, Precision p, Precision* usedOut);

// One layer's activations as the layer inventory's widths give them
// (headroom/model/inventory.h, LayerWidths): per token, in elements, before tensor
// parallelism. q, k, v: what attention reads (GQA: a·d, g·d, g·d; MLA: the
// up-projected heads); o: its output, the output projection's input; mlp:
// the MLP's inner width per token averaged over the stack (k routed experts
// and the shared ones; 0 on layers without an MLP).
struct ActivationShape {
    double s = 0, b = 0, h = 0, e = 2;
    double heads = 0; // attention scores per token per key
    double q = 0, k = 0, v = 0, o = 0, mlp = 0;
    double norms = 2;
    bool gated = false, dropout = false, flash = false, sp = false;
    double t = 1;
};

// Korthikanti et al. 2022 section 4, derived term by term so that it also
// covers GQA, gated MLPs, no dropout, fp32 activations and FlashAttention.
// Returns bytes per transformer layer kept for backward with no recomputation,
// with attention scores dropped when `selective`.
double layerActivationBytes(const ActivationShape& x, bool selective);
// The same in its three parts, before tensor parallelism: kept whole on
// every rank (unless sequence parallel), split by tensor parallelism, and the
// attention scores; total() is layerActivationBytes().
struct LayerActivationParts {
    double replicated = 0;
    double split = 0;
    double scores = 0;
    double t = 1;
    bool sp = false;
    double total() const { return sp ? (replicated + split + scores) / t : replicated + (split + scores) / t; }
};
LayerActivationParts layerActivationParts(const ActivationShape& x, bool selective);
// What full recomputation keeps per layer: the layer input.
double layerInputBytes(const ActivationShape& x);

// ---- The numeric core of estimate(), without the explanation figures ----------
// estimate() fills its figures from these; the planner and the reverse solvers
// call them directly for millions of layouts, so they must stay lean: no
// allocation, no strings. Changing a formula here changes both, identically.

// What does not change when only the layout changes: computed once per scenario.
struct ScenarioFacts {
    ScenarioFacts() = default;
    // A transformer's: its inventory built in place (a few KiB, made for
    // every estimate), the normalized architecture with it.
    explicit ScenarioFacts(const Architecture& a) : transformer(true), arch(a.normalized()), inv(buildInventory(arch))
    {
    }

    bool transformer = false;
    bool training = false;
    bool adapters = false;
    Mode mode = Mode::Train;
    Architecture arch; // normalized; default-constructed for a generic model
    Inventory inv;     // the layer inventory of a transformer (headroom/model/inventory.h)
    ParameterCounts pc;
    KvShape kv;            // what a sequence caches, by layer kind
    ScoreWidths scores;    // what attention's scores read per token, by layer kind
    double loraParams = 0; // trainable adapter parameters (LoRA, QLoRA)
    RecipeBytes rb{};
    double optBytesPerParam = 0;
    WeightFormat weights;       // inference: the weight format, tensor by tensor
    double tokensPerSample = 1; // a sequence for a transformer, one sample otherwise
    double trainingTokens = 0;  // training_tokens, or samples × epochs × tokensPerSample
    // Uneven pipeline stages as the scenario sets them (docs/model.md §7f).
    std::optional<std::int64_t> firstStageLayers;
    std::optional<std::int64_t> lastStageLayers;
    // Inference with a named draft model: the draft's facts (speculative decoding).
    std::shared_ptr<const ScenarioFacts> draft;
};
ScenarioFacts scenarioFacts(const ResolvedScenario& rs);

// The layout (headroom::Layout, scenario.h) is the fields the planner varies:
// estimate() takes them from the scenario with layoutOf(); the functions below
// read parallelism, micro-batch and recomputation only from it, never from
// rs.scenario.

// The layers of each pipeline stage of layout `l` (headroom/model/stages.h).
inline StageSplit stageSplitOf(const ScenarioFacts& f, const Layout& l)
{
    return stageSplit(f.transformer ? f.arch.layers : 0, l.pipeline, f.firstStageLayers, f.lastStageLayers);
}

// Of a stage of `stageLayers` layers, those whose forward the backward runs
// again (docs/model.md §3): every one under full recomputation, or
// recompute_layers of each of the stage's model chunks (Megatron-LM's
// recompute_method "block"; v chunks under interleaving); none otherwise.
inline double recomputedLayers(const Layout& l, double stageLayers)
{
    if (l.recompute != Recompute::Full)
        return 0.0;
    if (l.recomputeLayers <= 0)
        return stageLayers;
    const double chunks = double(std::max<std::int64_t>(1, l.virtualStages));
    return std::min(stageLayers, double(l.recomputeLayers) * chunks);
}

// The share of the model's layers recomputed: 1 under full recomputation
// of every layer, Σ over stages of recomputedLayers / L with recompute_layers.
inline double recomputedShare(const ScenarioFacts& f, const Layout& l)
{
    if (l.recompute != Recompute::Full || l.recomputeLayers <= 0 || !f.transformer || f.arch.layers <= 0)
        return 1.0;
    const StageSplit split = stageSplitOf(f, l);
    const double middle = double(std::max<std::int64_t>(0, l.pipeline - 2));
    double sum = recomputedLayers(l, split.layers(0));
    if (l.pipeline > 1)
        sum += middle * recomputedLayers(l, split.layers(1)) + recomputedLayers(l, split.layers(l.pipeline - 1));
    return std::min(1.0, sum / double(f.arch.layers));
}

struct Partition {
    double gpuParams = 0;       // parameters held by one GPU of the stage (before ZeRO)
    double gpuMatrixParams = 0; // of which layer weight matrices (quantisable)
};
// The parameters one GPU of pipeline stage `stage` holds: its layers, the
// embedding on the first, the LM head on the last.
Partition partition(const ScenarioFacts& f, const Layout& l, std::int64_t stage);

// ---- What the software stack keeps, and when (model/stepmemory.cpp, §6b) --------
enum class StepPhase : std::uint8_t { Start, Forward, BackwardStart, Backward, Optimizer, End, Prefill, Decode, Count };
inline constexpr std::size_t kStepPhaseCount = std::size_t(StepPhase::Count);
MemoryMoment momentOf(StepPhase p);

struct StepMemoryModel {
    SoftwareStack stack = SoftwareStack::Megatron;
    bool training = true;
    bool papers = true;              // the papers' accounting: every component at once
    MemoryBreakdown base;            // alive through the whole step (states, a persistent gradient buffer)
    double gradients = 0;            // made during the backward (set_to_none frees them between steps)
    bool gradientsInForward = false; // accumulated micro-batches keep them through the next forward
    // FSDP under the Trainer's no_sync: the whole model's gradients, unsharded,
    // from the first micro-batch's backward to the last's (0: none).
    double gradientsUnsynced = 0;
    double layers = 1;           // layers on this GPU's stage
    double perLayer = 0;         // what one layer keeps through the forward (its input, with checkpointing)
    double recomputedLayer = 0;  // full recomputation: one layer's activations while it is recomputed
    double layersRecomputed = 0; // of `layers`, those checkpointed (recompute_layers: the first ones)
    double activations = 0;      // everything kept at the end of the forward
    double copiesPerLayer = 0;   // weight copies one layer holds (autocast's casts)
    double copiesFixed = 0;      // the head's cast, or FSDP's unsharded layers in flight
    double copiesBackward = 0;   // what of them is alive at the end of the backward
    bool copiesFreedAfterForward = false;
    double lossForward = 0;  // the loss's tensors at the end of the forward
    double lossBackward = 0; // at the start of the backward
    // Eager stacks (the Explain figures): the logits on this GPU, the bytes
    // per logit alive at the end of the forward and the start of the
    // backward, and (a chunked loss) the gradients it keeps to the backward.
    double logits = 0;
    double lossForwardPerLogit = 0;
    double lossBackwardPerLogit = 0;
    double lossKept = 0;
    // Eager stacks: the per-token bytes of one layer and the head's input.
    bool eager = false;
    double tokens = 0;        // this GPU's micro-batch, in tokens
    double scale = 1;         // activations.scale (calibrated)
    double layerPerToken = 0; // one layer's saves per token on this GPU (tensor-parallel split applied)
    double inputPerToken = 0; // a checkpointed layer's input per token
    double flight = 1;        // micro-batches in flight × interleave
    double headInput = 0;     // the final norm's and the head's saves, bytes
    double workspacePrefill = 0, workspaceDecode = 0;
    // Inference (the Explain figures): the batch's own cache, the engine's
    // share of the device, generate()'s one-prompt workspace and the batch.
    double kvBatch = 0;
    double deviceFraction = 0;
    double promptWorkspace = 0;
    double papersWorkspace = 0;
    double batch = 1;
    double reserveFraction = 0; // the allocator's reserve over what is allocated
    double context = 0;         // CUDA context and libraries
};
// Memory per GPU of the most loaded pipeline stage, with the intermediate
// values the explanation figures show.
struct MemoryEval {
    MemoryBreakdown mem;
    double total = 0;
    bool lastStageWorst = false;
    // The stage `mem` is for (the most loaded), its layers and the
    // micro-batches whose activations it keeps.
    std::int64_t worstStage = 0;
    double worstLayers = 0;
    double worstFlight = 1;
    std::int64_t dp = 1;
    std::int64_t microPerStep = 1;
    double inflight = 1;
    double interleave = 1;
    double layersPerStage = 0;
    double perLayerFull = 0;
    double perLayerKept = 0;
    double eKv = 2;
    double context = 0;
    double kvSplit = 1;
    double kvPerTokenPerSeq = 0; // full-context layers, bytes per token of one sequence
    double kvBytesPerSeq = 0;    // everything one sequence caches at `context`
    double kvLocalPerToken = 0;  // windowed layers, bytes per token up to kvWindow
    double kvWindow = 0;
    double kvStatePerSeq = 0; // linear layers' constant state, bytes
    double eState = 2;        // bytes per state element (stateBytes)
    // What one sequence caches at a context (docs/model.md sections 5, 1b).
    double kvAt(double ctx) const
    {
        return kvPerTokenPerSeq * ctx + (kvLocalPerToken * std::min(ctx, kvWindow) + kvStatePerSeq);
    }
    double eInf = 2;
    ActivationShape shape;
    // The software stack's account (stepmemory.cpp): the peak of one step,
    // and what its timeline is drawn from.
    MemoryPeak peak;
    StepMemoryModel step;
    bool hasStep = false; // `step` made (a named stack); else fillTimeline makes it
};
// `perStage`, when given, receives every pipeline stage's breakdown.
MemoryEval evaluateMemory(const ScenarioFacts& f, const ResolvedScenario& rs, const Layout& l,
                          std::vector<MemoryBreakdown>* perStage = nullptr);

StepMemoryModel stepMemoryModel(const ScenarioFacts& f, const ResolvedScenario& rs, const Layout& l,
                                const MemoryEval& papers);
// `firstMicroBatch`: the step's first, whose forward has no gradients yet
// when the stack frees them between steps.
// The bytes of a parameter the Trainer's FSDP gathers, and of the unsharded
// gradient its no_sync keeps: FSDP's 16-bit param_dtype under mixed
// precision (fsdpMixedPrecision), else the parameters' own bytes.
double trainerFsdpBytes(const ScenarioFacts& f, const Scenario& s, const ParallelSizes& layout);
std::array<MemoryBreakdown, kStepPhaseCount> phasesOf(const StepMemoryModel& m, bool firstMicroBatch = false,
                                                      bool lastMicroBatch = false);
MemoryPeak peakOf(const StepMemoryModel& m);
// The seconds of a step's parts: one micro-batch's forward and backward (or
// the prefill and the whole decode), the optimizer step; how many
// micro-batches the step accumulates and whether a pipeline interleaves them.
struct TimelineTimes {
    double forward = 0;
    double backward = 0;
    double optimizer = 0;
    // The head and the loss at the end of the forward, and their backward at
    // the start of the backward (inside forward and backward): the time the
    // logits' tensors are alive.
    double lossForward = 0;
    double lossBackward = 0;
    int microBatches = 1;
    bool pipelined = false;
};
// The timeline of one step for the chart: per layer through the forward and
// the backward of each micro-batch (or prefill and decode).
MemoryTimeline timelineOf(const StepMemoryModel& m, const MemoryPeak& peak, const TimelineTimes& t);
// Tokens one prefill step carries at most: TensorRT-LLM's default max_num_tokens
// and vLLM's max_num_batched_tokens for chunked prefill (8,192).
inline constexpr double kChunkTokens = 8192;
// Inference workspace per GPU (docs/model.md §5): one layer's activations for
// the prompt tokens one prefill step carries (`sequences` prompts of `prompt`
// tokens, at most kChunkTokens of them with chunked prefill) and each
// sequence's last-token logits in fp32.
double inferenceWorkspace(const ScenarioFacts& f, const ResolvedScenario& rs, const Layout& l, double prompt,
                          double sequences);
// Elements per token of that layer's workspace (the inventory's widths).
double workspaceWidth(const ScenarioFacts& f);

// FLOPs per token (docs/model.md §7): model FLOPs and hardware FLOPs with recomputation.
struct FlopsEval {
    double fpt = 0;             // model FLOPs per token
    double hfpt = 0;            // + recomputation
    double Nm = 0;              // matmul parameters per token
    double attnTerm = 0;        // L·a·d
    double layerMatmul = 0;     // matmul parameters of the layers (what full recompute repeats)
    double fwd = 0;             // generic: forward FLOPs per sample
    double ctx = 0;             // inference: mean context
    double recomputedShare = 1; // of the layers, under full recomputation (recompute_layers)
};
FlopsEval evaluateFlops(const ScenarioFacts& f, const ResolvedScenario& rs, Recompute rc, double recomputedShare = 1.0);

// The dense peak at the compute precision (falling back where the GPU lacks it).
struct PeakEval {
    Precision wanted = Precision::Bf16;
    Precision used = Precision::Bf16;
    double peak = 0;
};
PeakEval evaluatePeak(const ScenarioFacts& f, const ResolvedScenario& rs);

// Per-GPU-hour rates (docs/model.md §10); they depend on the GPU and the cost
// settings, not on the layout.
struct CostRates {
    double kw = 0;
    double cloudUsdPerGpuHour = 0;
    double capitalPerGpu = 0;
    double energyUsdPerGpuHour = 0;
    double hostingYear = 0;
    double fixedYear = 0;
    double onpremUsdPerGpuHour = 0;
};
CostRates costRates(const ResolvedScenario& rs);

} // namespace headroom::detail
