// Predicted training step time (docs/model.md "Predicted step time").
//
// One step of the most loaded pipeline stage: m micro-batches, each a forward
// and a backward through L/p layers (plus the LM head on the last stage), at
// GEMM efficiencies that depend on each GEMM's size after tensor-parallel
// sharding; memory-bound work at HBM speed; the collectives of every parallel
// dimension over a two-tier network, each exposed only where nothing hides
// it; then the pipeline bubble, the gradient reduction's tail and the
// optimizer step. Narayanan et al. 2021 §2–3; Korthikanti et al. 2022 §4–6;
// Isaev et al. 2023 (Calculon).

#include "stepmodel.h"

#include <algorithm>
#include <cmath>

namespace headroom {

namespace {

// A model known per sample (a CNN): besides its convolutions, the memory-bound
// kernels (batch norm's statistics and normalisation, activations, residual
// adds, and their backward) stream the activations it saves. Passes over those
// bytes per training step, forward and backward together: fitted on ONE
// measured run, NVIDIA DeepLearningExamples ResNet-50 v1.5, 1 × A100 80GB, AMP,
// batch 256: 2,470 img/s (docs/validation.md, "Per-sample models"); the other
// published rows of that table are held out.
constexpr double kPerSampleActivationPasses = 9.2;

// FP8 GEMMs against bf16 ones of the same training shapes, each as a share of
// its own dense peak: cuBLAS on one H200, median of the 21 shapes with
// M ≥ 1,024, 1,229 of 1,979 TFLOP/s in FP8 (e4m3, torch._scaled_mm) and 671
// of 989 in bf16: 0.621 / 0.679 = 0.915 (tests/data/measured/
// h200-hf-pytorch-2026-11-26.json, "kernels"). The FP8 kernels reach a
// smaller share of a peak twice as high: 1.83× the bf16 rate, not 2×.
constexpr double kFp8GemmShare = 0.915;
// Bytes an element moved to quantize a GEMM operand with current (per-tensor,
// this step's) scaling, as Transformer Engine's Float8CurrentScaling and
// torchao's dynamic Float8Linear do: one read for the amax, one to cast, the
// FP8 copy and its transpose written (the backward's layout on Hopper):
// 2 + 2 + 1 + 1. Compiled (torch.compile), the amax fuses into the kernel
// that produced the tensor: 4.
constexpr double kFp8CastBytes = 6.0;
constexpr double kFp8CastBytesCompiled = 4.0;

constexpr std::array<std::string_view, kStepPartCount> kStepPartNames = {
    "compute",         "memory_bound",    "recompute",    "tensor_parallel", "context_parallel",
    "expert_parallel", "pipeline_bubble", "pipeline_p2p", "data_parallel",   "param_gather",
    "optimizer",       "straggler",       "host"};

} // namespace

std::string_view toString(StepPart p)
{
    return kStepPartNames[std::size_t(p)];
}

std::string_view toString(StepLimit l)
{
    switch (l) {
    case StepLimit::Compute: return "compute";
    case StepLimit::MemoryBound: return "memory-bound";
    case StepLimit::Bubble: return "pipeline-bubble";
    case StepLimit::TensorParallel: return "tensor-parallel";
    case StepLimit::DataParallel: return "data-parallel";
    case StepLimit::Communication: return "communication";
    case StepLimit::Host: return "host";
    }
    return "compute";
}

double boardWatts(const Gpu& g, const HardwareConfig& hw)
{
    if (!hw.powerLimitWatts)
        return g.tdpWatts;
    return g.tdpWatts > 0 ? std::min(g.tdpWatts, *hw.powerLimitWatts) : *hw.powerLimitWatts;
}

Cluster clusterOf(const Gpu& g, const HardwareConfig& hw)
{
    Cluster c;
    c.gpusPerNode = hw.gpusPerNode.value_or(g.gpusPerNode > 0 ? g.gpusPerNode : 8);
    c.scaleUpBytesPerS = hw.scaleUpBytesPerS.value_or(
        g.scaleUpBytesPerS > 0 ? g.scaleUpBytesPerS : (g.interconnectBytesPerS > 0 ? g.interconnectBytesPerS : 32e9));
    c.scaleOutBytesPerS = hw.scaleOutBytesPerS.value_or(g.scaleOutBytesPerS > 0 ? g.scaleOutBytesPerS : 12.5e9);
    c.latencySeconds = g.latencySeconds > 0 ? g.latencySeconds : 1e-5;
    c.gpusPerPod = hw.gpusPerPod.value_or(0);
    c.podOversubscription = std::max(1.0, hw.podOversubscription);
    return c;
}

namespace detail {

namespace {

// Time of one GEMM of `flops` at the GPU's dense peak.
struct Gemms {
    const KernelCurve& k;
    double peak;
    double scale;
    double flops = 0;
    double seconds = 0;
    void add(double f, double count = 1)
    {
        if (f <= 0 || count <= 0)
            return;
        flops += f * count;
        seconds += count * f / (peak * gemmEfficiency(k, f, scale));
    }
};

// One transformer layer's work for one micro-batch on one GPU.
struct LayerWork {
    double gemmForward = 0;      // seconds
    double gemmFlops = 0;        // forward FLOPs of the GEMMs
    double attentionForward = 0; // seconds of the attention core (scores, softmax·V)
    double attentionBackward = 0;
    double attentionFlops = 0;
    double memForward = 0;               // seconds of memory-bound work outside attention
    double softmaxForward = 0;           // memory-bound attention work (no FlashAttention)
    double tensorComm = 0;               // one direction's TP collectives (forward)
    double tensorOverlapped = 0;         // what of tensorComm each GEMM it feeds leaves exposed (overlap.tensor)
    double tensorOverlappedBackward = 0; // the same for the backward's collectives (AsyncTP)
    double contextComm = 0;              // K/V ring exchange, forward
    double contextMergeForward = 0;      // torch's ring attention: fp32 merges and copies, forward
    double contextMergeBackward = 0;     // the same in the backward
    double expertComm = 0;               // all-to-all dispatch + combine, forward
    double castForward = 0;              // FP8: quantizing the GEMMs' inputs and weights
    double castBackward = 0;             // FP8: quantizing the output gradients
    double dequantize = 0;               // QLoRA: NF4 weights to bf16, once per pass
    double permuteForward =
        0; // a mixture of experts' token movement: Megatron's permutations, transformers' sentinel fills
    double permuteBackward = 0;
    double adapterForward = 0; // PEFT's adapters' memory-bound work (eager stacks)
    double adapterBackward = 0;
};

// FP8 training (docs/model.md §7, "FP8 training"): which units each part
// of the step runs on. Transformer Engine and torchao put only the layers'
// linear GEMMs in FP8; attention (FlashAttention in bf16: TE's fp8_dpa is
// off by default) and the LM head (Megatron's output layer is not a TE
// module; torchtitan's float8 recipes filter "output") stay in 16 bits.
struct Fp8Plan {
    bool on = false;
    double linearPeak = 0; // the layers' GEMMs
    double highPeak = 0;   // attention and the LM head
    double castBytes = 0;  // per element quantized
};

Fp8Plan fp8PlanOf(const ScenarioFacts& f, const ResolvedScenario& rs, double peak)
{
    Fp8Plan plan;
    plan.on = f.training && f.rb.compute == Precision::Fp8 && rs.gpu.peak(Precision::Fp8) > 0;
    plan.linearPeak = plan.on ? peak * kFp8GemmShare : peak;
    plan.highPeak = plan.on ? peakWithFallback(rs.gpu, Precision::Bf16, nullptr) : peak;
    plan.castBytes = rs.scenario.software.compile ? kFp8CastBytesCompiled : kFp8CastBytes;
    return plan;
}

} // namespace

Cluster clusterOf(const ResolvedScenario& rs)
{
    return headroom::clusterOf(rs.gpu, rs.scenario.hardware);
}

bool usesPredictedTime(const ResolvedScenario& rs)
{
    return !rs.scenario.hardware.mfu && !rs.scenario.hardware.hfu;
}

namespace {

// One training step, built part by part: what every part reads is a member,
// set once from the scenario and the layout; each part is a method, called in
// the order the step runs (build()).
class StepBuilder {
public:
    StepBuilder(const ScenarioFacts& facts, const ResolvedScenario& resolved, const Layout& layout,
                const FlopsEval& flops, double peakFlops, const KernelCurve* curve);
    StepTime build();

private:
    // One layer's forward and backward for one micro-batch, after overlap.
    struct LayerTimes {
        double fwdCompute, fwdMem, wgrad, bwdCompute, bwdMem, tpF, tpB, cpF, cpB, recompute, recomputeTp;
    };
    LayerWork layerWork();
    LayerTimes layerTimes(const LayerWork& lw) const;
    // The backward makes the attention again: full recomputation, or
    // Megatron's selective one (torchtitan's per-op policy keeps SDPA's outputs).
    bool attentionRecomputed() const { return rc == Recompute::Full || (rc == Recompute::Selective && !opSelective); }
    void transformerStage(const LayerWork& lw, const LayerTimes& times);
    void sampleStage();
    void dataParallel();
    void finish();

    const ScenarioFacts& f;
    const ResolvedScenario& rs;
    const Layout& l;
    const FlopsEval& fl;
    const Scenario& sc;
    const Workload& w;
    const Parallelism& par;
    const Overlap& ov;
    const StackFacts& stack;
    const Architecture& a;
    double peak;
    double powerShare = 1; // the tensor cores' share of their rate: power limit × the stack's sustained share
    bool eager = false, opSelective = false;
    bool autocastCasts = false; // torch.autocast casts fp32 weights (layerWork)
    bool fsdp16 = false;        // FSDP gathers 16-bit layers (fsdpMixedPrecision)
    double unsyncedBytes = 0;   // the Trainer's no_sync: unsharded gradients until the last micro-batch
    KernelCurve k;
    Cluster cl;
    double scale = 1, hbm = 1;
    Fp8Plan fp8;
    StepTime st;
    double t = 1, p = 1, v = 1, cp = 1, dp = 1, b = 1, s = 1, e = 2, m = 1;
    std::int64_t dpInt = 1, tpIn = 1, cpIn = 1, epIn = 1, gradGroup = 1, dpIn = 1, dpPod = 1, epPod = 1;
    bool stagesAcrossNodes = false;
    Recompute rc = Recompute::None;
    // The layer's shape (transformers).
    double L = 0, h = 0, heads = 0, V = 0, topK = 1, ep = 1, T = 0;
    bool moe = false;
    // The stage the step is timed on, per micro-batch.
    double stageForward = 0, stageBackward = 0, stageRecompute = 0;
    double stageMemF = 0, stageTpF = 0, stageTpB = 0, stageCp = 0, stageEp = 0;
    double stageParams = 0; // parameters this GPU holds (after TP, PP and EP)
    double layerParamsGpu = 0;
    double layersPerStage = 1;
    double layerForwardCompute = 0, layerBackwardCompute = 0;
    double stageWgrad = 0;   // the weight-gradient GEMMs of the stage's backward
    double layerKernels = 0; // eager kernels of one layer's forward
    // Data parallel, per step.
    double trainedParams = 0, gBytes = 0;
    double paramGather = 0, gradReduce = 0, dataExposed = 0, gatherExposed = 0;
    double bubble = 0;
};

StepBuilder::StepBuilder(const ScenarioFacts& facts, const ResolvedScenario& resolved, const Layout& layout,
                         const FlopsEval& flops, double peakFlops, const KernelCurve* curve)
    : f(facts), rs(resolved), l(layout), fl(flops), sc(resolved.scenario), w(sc.workload), par(sc.parallelism),
      ov(par.overlap), stack(stackFacts(stackOf(sc))), a(facts.arch), peak(peakFlops)
{
    // The stack's kernel profile (docs/model.md §6b "Time"): Megatron's fused
    // kernels under the fitted curve; an eager stack's every elementwise op
    // and launch modelled, its GEMMs and copies at the libraries' measured rate.
    eager = !stack.fusedElementwise && !sc.software.compile;
    // Under FSDP's mixed precision the layers arrive in 16 bits: autocast
    // casts no weight, and the residual stream is 16-bit.
    fsdp16 = fsdpMixedPrecision(sc, l);
    autocastCasts = stack.autocastCopies && !f.adapters && !fsdp16 &&
                    (sc.precision.recipe == Recipe::AmpBf16 || sc.precision.recipe == Recipe::AmpFp16);
    // Per-op selective checkpointing (torchtitan), compiled or not.
    opSelective = stack.opSelectiveCheckpointing;
    if (curve) {
        k = *curve;
    } else if (stack.fusedElementwise) {
        k = kernelCurve(rs.gpu.generation);
    } else {
        k = libraryCurve(rs.gpu.generation);
        if (k.measuredTable) // elsewhere the fitted curve already holds it
            k.tensorShare = stack.tensorShare;
    }
    k = withAttentionKernel(k, rs.gpu.generation, sc.software.attention);
    cl = clusterOf(rs);
    scale = sc.hardware.efficiencyScale;
    hbm = std::max(rs.gpu.bandwidthBytesPerS, 1.0) * k.memory * scale;
    fp8 = fp8PlanOf(f, rs, peak);
    // Under a power limit the tensor cores run at lower clocks; memory-bound
    // kernels keep HBM's rate. A stack whose runs sustain less than the
    // library tables (fsdp2) scales the same rates.
    st.powerShare = powerClockShare(rs.gpu, sc.hardware);
    st.sustainedShare = k.tensorShare;
    powerShare = st.powerShare * st.sustainedShare;
    fp8.linearPeak *= powerShare;
    fp8.highPeak *= powerShare;

    t = double(l.tensor), p = double(l.pipeline), v = double(std::max<std::int64_t>(1, l.virtualStages));
    cp = double(std::max<std::int64_t>(1, par.context));
    dpInt = std::max<std::int64_t>(1, l.gpus / std::max<std::int64_t>(1, l.tensor * l.pipeline * par.context));
    dp = double(dpInt);
    b = double(l.microBatch);
    s = double(w.sequenceLength);
    e = f.rb.activation;
    st.microBatches = std::max(1.0, double(w.globalBatchSize) / (dp * b));
    m = st.microBatches;
    unsyncedBytes = trainerNoSync(sc, l, m) ? trainerFsdpBytes(f, sc, l) : 0.0;
    // A sample is a sequence of s tokens, or one "token" for a model known
    // per sample (an image): its FLOPs per token are per sample.
    st.tokensPerStep = m * dp * b * f.tokensPerSample;

    // Process groups in Megatron's rank order tp-cp-ep-dp-pp.
    tpIn = ranksPerNode(cl, 1, l.tensor);
    cpIn = ranksPerNode(cl, l.tensor, par.context);
    epIn = ranksPerNode(cl, l.tensor * par.context, l.expert);
    // Gradients are reduced over data and context parallel ranks together.
    gradGroup = dpInt * std::max<std::int64_t>(1, par.context);
    dpIn = ranksPerNode(cl, l.tensor, gradGroup);
    // The tier above the nodes (docs/model.md §7e): how many of a group's ranks share a pod.
    dpPod = ranksPerPod(cl, l.tensor, gradGroup);
    epPod = ranksPerPod(cl, l.tensor * par.context, l.expert);
    st.tensorAcrossNodes = tpIn < l.tensor;
    st.dataAcrossNodes = dpIn < gradGroup;
    stagesAcrossNodes = l.pipeline > 1 && l.tensor * par.context * dpInt >= cl.gpusPerNode;
    rc = l.recompute;

    L = double(a.layers);
    h = double(a.hidden), heads = f.inv.widths.heads, V = double(a.vocab);
    topK = double(std::max<std::int64_t>(1, a.expertsPerToken));
    ep = double(std::max<std::int64_t>(1, l.expert));
    T = b * s / cp; // tokens of this GPU's micro-batch (sequence split by CP)
    moe = a.experts > 1;
}

StepTime StepBuilder::build()
{
    if (f.transformer) {
        layersPerStage = std::ceil(L / p);
        const LayerWork lw = layerWork();
        transformerStage(lw, layerTimes(lw));
    } else {
        sampleStage();
    }
    dataParallel();
    finish();
    return st;
}

// One transformer layer's kernels and collectives for one micro-batch.
LayerWork StepBuilder::layerWork()
{
    // The layer's GEMMs from the inventory (fused QKV and gate/up,
    // experts on ep·T·k/E rows each).
    Gemms fwd{k, fp8.linearPeak, scale};
    const LayerGemms gemms = layerGemms(f.inv, T, t, ep);
    for (const Gemm& gemm : gemms)
        fwd.add(gemm.flops, gemm.count);
    LayerWork lw;
    lw.gemmForward = fwd.seconds;
    lw.gemmFlops = fwd.flops;
    // FP8: each GEMM's input is quantized in the forward, each output's
    // gradient in the backward, the weights once a micro-batch (once a
    // step where Transformer Engine keeps its FP8 copies). With sequence
    // parallel the hidden-wide operands are cast on the rank's sequence
    // shard and gathered in FP8 (TE's FP8 all-gather), a t-th each.
    if (fp8.on) {
        const double shard = l.sequenceParallel ? t : 1.0;
        double inputs = 0, gradients = 0, weights = 0;
        for (const Gemm& gemm : gemms) {
            inputs += gemm.m * gemm.k * gemm.count / (gemm.k == h ? shard : 1.0);
            gradients += gemm.m * gemm.n * gemm.count / (gemm.n == h ? shard : 1.0);
            weights += gemm.n * gemm.k * gemm.count;
        }
        const double weightCasts = stack.fp8WeightCache ? 1.0 / m : 1.0;
        lw.castForward = (inputs + weightCasts * weights) * fp8.castBytes / hbm;
        lw.castBackward = gradients * fp8.castBytes / hbm;
    }

    // torch.autocast over fp32 parameters (Hugging Face's fp32 model with
    // bf16 autocast): each Linear's weight is cast to 16 bits once per
    // forward and kept for the autocast context (cached_cast,
    // aten/src/ATen/autocast_mode.cpp, PyTorch 2.11), read 4 and written 2
    // bytes; the cast's backward turns its 16-bit gradient into fp32, read 2
    // and written 4. A recomputed forward runs outside the context (the
    // backward) and casts again (in fwdMem).
    if (autocastCasts) {
        double weights = 0;
        for (const Gemm& gemm : gemms)
            weights += gemm.n * gemm.k * gemm.count;
        lw.castForward += weights * 6.0 / hbm;
        lw.castBackward += weights * 6.0 / hbm;
    }

    // Attention core: QKᵀ and P·V, 4·b·s_q·s_k·a·d / t. With FlashAttention
    // the causal half is skipped and the backward recomputes the scores
    // (2.5× the forward's matmuls, Dao 2023 §3.1); without it the full
    // square is computed and the softmax, mask and dropout stream through
    // HBM (Korthikanti et al. 2022 §4.1's a·s²·b terms).
    // Windowed layers see at most their window; MLA's heads use the mean of
    // the query-key and value dims; linear layers have no scores (1b).
    const double headWidth = f.scores.at(s) / L;
    const double attnFull = 4.0 * b * (s / cp) * s * headWidth / t;
    if (sc.activations.flashAttention) {
        lw.attentionFlops = 0.5 * attnFull;
        // The kernel's rate at the layers' head dimension (MLA: the mean of
        // its query-key and value dims) and each block's tokens.
        const double headDim = (f.inv.widths.query + f.inv.widths.attnOut) / (2.0 * std::max(1.0, heads));
        const double share = attentionHeadShare(k, headDim, s / cp);
        const double rate = fp8.highPeak * std::min(1.0, k.flashAttention * share * scale);
        st.attentionRate = lw.attentionFlops > 0 ? rate : 0.0; // no figure where nothing attends
        st.attentionPeak = fp8.highPeak;
        st.attentionAt128 = k.flashAttention * scale;
        st.attentionHeadShare = share;
        st.attentionHeadDim = headDim;
        lw.attentionForward = lw.attentionFlops / rate;
        lw.attentionBackward = 2.5 * lw.attentionFlops / rate;
    } else {
        lw.attentionFlops = attnFull;
        const double perHead = attnFull / std::max(1.0, b * heads / t) / 2.0;
        lw.attentionForward = attnFull / (fp8.highPeak * gemmEfficiency(k, perHead, scale));
        lw.attentionBackward = 2.0 * lw.attentionForward;
        const double scores = b * (heads / t) * (s / cp) * s;
        const double dropoutBytes = a.dropout > 0 ? 2.0 * e + 1.0 : 0.0;
        lw.softmaxForward = scores * (2.0 * e + dropoutBytes) / hbm;
    }

    const bool fp32Residual =
        !fsdp16 && (sc.precision.recipe == Recipe::AmpBf16 || sc.precision.recipe == Recipe::AmpFp16);
    const EagerLayer eagerOps = eagerLayer(f.inv, t, fp32Residual);
    // Eager ops at the share of the copy rate PyTorch's elementwise kernels
    // reach (stack.h, elementwiseShare); fused ones at the copy rate.
    lw.memForward = T *
                    (eager ? eagerOps.bytesPerToken / stack.elementwiseShare
                           : elementwiseBytesPerToken(f.inv, t, l.sequenceParallel, e)) /
                    hbm;
    layerKernels = eagerOps.kernels;
    // PEFT's LoRA Linears beside the frozen ones, op by op (inventory.h,
    // adapterTraffic): memory-bound casts, the rank-r matmuls' reads and
    // writes, · scaling and + result, forward and backward.
    if (eager && f.adapters) {
        const Numerics n = numericsOf(sc, stack, l, e);
        const AdapterTraffic peft =
            adapterTraffic(adaptedWidths(f.inv, w.loraTargets), t, n.params, n.compute, n.autocast);
        lw.adapterForward = T * peft.forwardBytes / hbm;
        lw.adapterBackward = T * peft.backwardBytes / hbm;
        st.adapterForwardBytes = peft.forwardBytes;
        st.adapterBackwardBytes = peft.backwardBytes;
        st.adapterTokens = T;
        st.memoryBytesPerS = hbm;
        layerKernels += peft.kernels;
    }
    // Megatron-Core's alltoall dispatcher (token_dispatcher.py,
    // MoEAlltoAllTokenDispatcher; moe_utils.py permute, sort_chunks_by_idxs
    // and unpermute, fused or not): each routed token's k copies gathered
    // into the exchange's order (read and write), sorted by local expert and
    // back where a rank holds more than one (read and write each), and
    // un-permuted (read k, scaled by the routing probabilities, summed into
    // the token); the backward runs the inverse permutations, as many bytes.
    // DeepEP's dispatch and combine write the experts' buffers directly
    // (software.moe_dispatcher: deepep). An eager stack's own experts path
    // is counted with its layer (eagerLayer).
    const InventoryBlock& routed = f.inv.block(BlockKind::RoutedMlp);
    if (moe && !eager && routed.layers > 0 && sc.software.moeDispatcher == MoeDispatcher::AllToAll) {
        const double share = routed.layers / std::max(1.0, L);
        const bool sorted = double(a.experts) / ep > 1.0;
        const double tokens = T / (l.sequenceParallel ? t : 1.0);
        const double bytes = share * tokens * h * e * (topK * (sorted ? 7.0 : 3.0) + 1.0);
        lw.permuteForward = lw.permuteBackward = bytes / hbm;
    }
    // transformers' experts path (integrations/moe.py, grouped_mm_experts_forward,
    // as profiled under 5.17: the moe_ops table of tests/data/measured/
    // h200-hf-pytorch-2026-11-28.json) zeroes its sentinel rows around the
    // grouped GEMMs (transformers#45621: rows past the last expert's offset
    // are left unwritten): in place on the gathered inputs [T·k, h], out of
    // place (a copy, then the fill) on the gate-up output [T·k, 2·ffn] and on
    // the down output [T·k, h]; each fill's backward fills the gradient out
    // of place again. The fills run at the row-mask share of the copy rate.
    if (moe && eager && routed.layers > 0 && stack.maskedFillShare > 0) {
        const double share = routed.layers / std::max(1.0, L);
        const double c = 2.0; // the grouped GEMMs' 16-bit outputs
        const double up = (a.gatedMlp ? 2.0 : 1.0) * double(a.expertFfnOr()) / t;
        const double fillF = topK * (2.0 * e * h + 2.0 * c * up + 2.0 * c * h);
        const double copyF = topK * (2.0 * c * up + 2.0 * c * h);
        const double fillB = topK * (2.0 * c * up + 4.0 * c * h);
        const double fill = hbm * stack.maskedFillShare;
        lw.permuteForward = share * T * (fillF / fill + copyF / hbm);
        lw.permuteBackward = share * T * fillB * (1.0 / fill + 1.0 / hbm);
    }
    // QLoRA: each NF4 matrix is dequantized to bf16 before every GEMM that
    // uses it (bitsandbytes; Dettmers et al. 2023): 4.127 bits read, 2
    // bytes written per weight, in the forward and again in the backward.
    // The frozen weights take no weight gradient, so the backward
    // dequantizes once (for the input gradient), as the forward does.
    if (f.mode == Mode::Qlora)
        lw.dequantize = f.pc.layerMatrices / L / t * (4.127 / 8.0 + 2.0) / hbm;

    // Tensor parallel: two all-reduces of b·s·h forward (with sequence
    // parallel an all-gather and a reduce-scatter each, measured no faster:
    // Korthikanti et al. 2022 Table 4), two more backward.
    const double actBytes = T * h * e;
    if (l.tensor > 1) {
        // Sizes are the whole gathered (or reduced) buffer, as NCCL counts them.
        const double one = l.sequenceParallel
                               ? collectiveSeconds(Collective::AllGather, actBytes, l.tensor, tpIn, cl, k) +
                                     collectiveSeconds(Collective::ReduceScatter, actBytes, l.tensor, tpIn, cl, k)
                               : collectiveSeconds(Collective::AllReduce, actBytes, l.tensor, tpIn, cl, k);
        lw.tensorComm = 2.0 * one;
        // Overlapped (Megatron's --tp-comm-overlap, torch's AsyncTP): each
        // collective is split into the t shards it gathers or scatters and
        // pipelined with the GEMM that consumes or produces it, one shard's
        // transfer under another shard's product (torch
        // torch/distributed/_symmetric_memory fused_all_gather_matmul and
        // fused_matmul_reduce_scatter; Transformer Engine's userbuffers).
        // One shard's product runs before the first transfer (or after the
        // last), so a collective of c under a GEMM of g leaves
        // max(0, c − g·(t − 1)/t) exposed: the input all-gather under the
        // QKV and MLP-up GEMMs, the reduce-scatter under the output and
        // MLP-down GEMMs (the all-reduces of a layer without sequence
        // parallel under the latter two).
        // The GEMMs by the collective they pair with: the attention's
        // input (QKV, a mixer's matrices), its output, the MLP's up (with
        // the router and a shared expert's) and its down.
        std::array<double, 4> paired{};
        for (const Gemm& gemm : gemms) {
            const double seconds = gemm.count * gemm.flops / (fp8.linearPeak * gemmEfficiency(k, gemm.flops, scale));
            switch (gemm.kind) {
            case GemmKind::Qkv:
            case GemmKind::Mixer: paired[0] += seconds; break;
            case GemmKind::Output: paired[1] += seconds; break;
            case GemmKind::MlpDown:
            case GemmKind::SharedDown:
            case GemmKind::DenseDown: paired[3] += seconds; break;
            default: paired[2] += seconds; break;
            }
        }
        const double under = (t - 1.0) / t;
        const auto exposed = [under](double comm, double gemm) { return std::max(0.0, comm - under * gemm); };
        if (l.sequenceParallel) {
            const double gather = collectiveSeconds(Collective::AllGather, actBytes, l.tensor, tpIn, cl, k);
            const double scatter = collectiveSeconds(Collective::ReduceScatter, actBytes, l.tensor, tpIn, cl, k);
            lw.tensorOverlapped = exposed(gather, paired[0]) + exposed(scatter, paired[1]) +
                                  exposed(gather, paired[2]) + exposed(scatter, paired[3]);
            // Backward: the input gradients of QKV and MLP-up reduce-scattered
            // as their GEMMs produce them; the output gradient gathered into
            // the input- and weight-gradient GEMMs of the output and MLP-down.
            lw.tensorOverlappedBackward = exposed(scatter, paired[0]) + exposed(gather, 2.0 * paired[1]) +
                                          exposed(scatter, paired[2]) + exposed(gather, 2.0 * paired[3]);
        } else {
            lw.tensorOverlapped = exposed(one, paired[1]) + exposed(one, paired[3]);
            lw.tensorOverlappedBackward = exposed(one, paired[0]) + exposed(one, paired[2]);
        }
    }
    // Context parallel: each rank passes its K and V chunk around the ring
    // (cp − 1 steps), overlapped with the attention it feeds.
    if (par.context > 1) {
        // torchtitan repeats K and V to the query heads before SDPA, so its
        // ring passes them at the query's width.
        const double kvWidth =
            stack.torchRingAttention ? 2.0 * f.inv.widths.query : f.inv.widths.key + f.inv.widths.value;
        const double kvChunk = T * kvWidth / t * e;
        lw.contextComm = (cp - 1.0) * p2pSeconds(kvChunk, cpIn < par.context, cl, k);
        if (stack.torchRingAttention) {
            // torch's ring attention, op by op, in bytes per element of the
            // local output (tokens × query width), from _attention.py:
            // forward, the K/V concatenated for the rotater at each of the
            // cp − 1 sending steps (8), every block's output cast to fp32
            // (6) and from the second on merged, out − σ(lse_b − lse)·(out −
            // out_b) (32); on the half of those steps where the rank takes
            // only the second half of q, half of that and the fp32 output
            // concatenated whole again (_partial_update, 8): 40.5 a step on
            // average, and the result cast back (6). Backward: fp32 dq, dk
            // and dv zeroed (12), the K/V concatenated at the sending steps
            // (8), at every step dq, dk and dv accumulated in fp32 from the
            // bf16 block gradients (3 × 11.5 with the partial updates) and
            // dk/dv concatenated to send (16), all cast back (18).
            const double elements = T * f.inv.widths.query / t;
            lw.contextMergeForward = (40.5 * (cp - 1.0) + 12.0) * elements / hbm;
            lw.contextMergeBackward = (30.0 + 8.0 * (cp - 1.0) + 50.5 * cp) * elements / hbm;
        }
    }
    // Expert parallel: all-to-all dispatch and combine of the routed tokens.
    if (moe && l.expert > 1) {
        const double routed = T * topK * h * e;
        lw.expertComm = 2.0 * collectiveSeconds(Collective::AllToAll, routed, l.expert, epIn, cl, k, epPod);
    }
    return lw;
}

StepBuilder::LayerTimes StepBuilder::layerTimes(const LayerWork& lw) const
{
    // Forward and backward of one layer for one micro-batch.
    const double fwdCompute = lw.gemmForward + lw.attentionForward;
    const double fwdMem =
        lw.memForward + lw.softmaxForward + lw.castForward + lw.dequantize + lw.adapterForward + lw.permuteForward;
    const double wgrad = lw.gemmForward; // weight gradients: one forward's GEMMs
    const double bwdCompute = 2.0 * lw.gemmForward + lw.attentionBackward;
    const double bwdMem = 2.0 * (lw.memForward + lw.softmaxForward) + lw.castBackward + lw.dequantize +
                          lw.adapterBackward + lw.permuteBackward;
    // Forward TP collectives are exposed unless overlapped with their GEMMs
    // (--tp-comm-overlap, AsyncTP); Megatron's backward ones overlap the
    // weight-gradient GEMMs (its async all-reduce; Korthikanti et al. 2022
    // §6.1), torch's are exposed unless AsyncTP pairs them with their GEMMs.
    const double tpF = ov.tensor ? lw.tensorOverlapped : lw.tensorComm;
    const double tpB = stack.tpBackwardOverlapsWgrad ? std::max(0.0, lw.tensorComm - wgrad)
                       : ov.tensor                   ? lw.tensorOverlappedBackward
                                                     : lw.tensorComm;
    // The ring's merges (torch's) are not hidden: they run between its
    // blocks; a recomputed attention merges again in the backward.
    const double cpF = std::max(0.0, lw.contextComm - lw.attentionForward) + lw.contextMergeForward;
    const double cpB = std::max(0.0, 2.0 * lw.contextComm - lw.attentionBackward) + lw.contextMergeBackward +
                       (attentionRecomputed() ? lw.contextMergeForward : 0.0);
    double recompute = 0, recomputeTp = 0;
    if (rc == Recompute::Full) {
        recompute = fwdCompute + fwdMem;
        recomputeTp = tpF;
    } else if (rc == Recompute::Selective && opSelective) {
        // torchtitan's per-op policy: every other matmul and every
        // elementwise op again, SDPA's outputs kept.
        recompute = opCheckpointLayer(f.inv, t).recomputedShare * lw.gemmForward + fwdMem;
    } else if (rc == Recompute::Selective) {
        recompute = lw.attentionForward + lw.softmaxForward;
    }
    return {fwdCompute, fwdMem, wgrad, bwdCompute, bwdMem, tpF, tpB, cpF, cpB, recompute, recomputeTp};
}

// The stage the step is timed on: its layers, the LM head where it holds it,
// and the parameters it keeps.
void StepBuilder::transformerStage(const LayerWork& lw, const LayerTimes& times)
{
    const auto& [fwdCompute, fwdMem, wgrad, bwdCompute, bwdMem, tpF, tpB, cpF, cpB, recompute, recomputeTp] = times;
    // The LM head and the loss, on the last stage: a T×h×V/t GEMM forward,
    // two backward; fp32 logits streamed through softmax and cross-entropy.
    double headSeconds = 0, headMem = 0;
    if (a.lmHead) {
        Gemms head{k, fp8.highPeak, scale};
        head.add(2.0 * T * h * V / t);
        headSeconds = head.seconds;
        // transformers' loss: logits.float(), log_softmax, its backward
        // and the cast's: about 40 bytes a logit (loss_utils.py). A
        // chunked loss (Liger Kernel v0.6): the 16-bit chunk written by
        // the GEMM, read twice and its gradient written in place by the
        // cross-entropy kernel, read by the two gradient GEMMs: 12 bytes.
        // Compiled: the 16-bit logits read by the forward's reduction and
        // again by the backward, the 16-bit gradient written: 6 bytes.
        // torchtitan's loss_parallel under TP: the decomposed log_softmax
        // and its fused backward (torch/distributed/tensor/parallel/loss.py)
        // pass over fp32 copies about twice as often: 76 bytes.
        const double perLogit = chunkedLoss(sc)                            ? 12.0
                                : compiledLoss(sc)                         ? 6.0
                                : lossParallel(sc, stack, l.tensor)        ? 76.0
                                : stack.loss == LossRule::UpcastLogSoftmax ? 40.0
                                                                           : 18.0;
        headMem = T * V / t * perLogit / hbm;
        // The head's weight cast and its gradient's, as the layers' (layerWork).
        if (autocastCasts)
            headMem += 12.0 * h * V / t / hbm;
    }
    // The stage the step is timed on: the slowest (docs/model.md §7f).
    // With an even split that is the last, which adds the head.
    const double epExposed =
        std::max(0.0, 2.0 * lw.expertComm - (ov.expert ? fwdCompute + bwdCompute + fwdMem + bwdMem : 0.0));
    const double frozen = f.adapters ? 1.0 : 0.0; // frozen weights take no weight gradients
    const double layerTotal = fwdCompute + bwdCompute + recompute + fwdMem + bwdMem + tpF + tpB + recomputeTp + cpF +
                              cpB + epExposed - frozen * wgrad;
    const double headTotal = (3.0 - frozen) * headSeconds + headMem;
    // Full recomputation of some layers only (recompute_layers): the others
    // skip the recomputed forward, its collectives and its ring merges.
    const double recomputedForward = rc == Recompute::Full ? recompute + recomputeTp + lw.contextMergeForward : 0.0;
    const auto kept = [this](double layers) {
        return rc == Recompute::Full ? layers - recomputedLayers(l, layers) : 0.0;
    };
    const auto stageSeconds = [&](double layers) { return layers * layerTotal - kept(layers) * recomputedForward; };
    const StageSplit split = stageSplitOf(f, l);
    const std::int64_t lastStage = l.pipeline - 1;
    std::int64_t slowest = lastStage;
    double slowestSeconds = stageSeconds(split.layers(lastStage)) + headTotal;
    for (std::int64_t stage : {std::int64_t(0), std::int64_t(1)})
        if (stage < lastStage && stageSeconds(split.layers(stage)) > slowestSeconds) {
            slowest = stage;
            slowestSeconds = stageSeconds(split.layers(stage));
        }
    layersPerStage = split.layers(slowest);
    const double notRecomputed = kept(layersPerStage);
    const bool headHere = slowest == lastStage;
    st.slowestStage = int(slowest);
    st.stageLayers = layersPerStage;
    st.layerForwardSeconds = fwdCompute + fwdMem + tpF;
    st.layerSeconds = layerTotal;
    st.headForwardSeconds = headSeconds + headMem / 3.0;
    st.headSeconds = headTotal;

    stageForward = layersPerStage * (fwdCompute);
    stageBackward = layersPerStage * (bwdCompute);
    stageRecompute = (layersPerStage - notRecomputed) * recompute;
    // The adapters' forward runs again wherever the layer's elementwise work
    // does: full recomputation, and torchtitan's per-op policy.
    if (lw.adapterForward > 0) {
        const double again = rc == Recompute::Full                       ? layersPerStage - notRecomputed
                             : rc == Recompute::Selective && opSelective ? layersPerStage
                                                                         : 0.0;
        st.adapterForwardPasses = 1.0 + again / std::max(1.0, layersPerStage);
        st.adapterSeconds = m * layersPerStage * (st.adapterForwardPasses * lw.adapterForward + lw.adapterBackward);
    }
    stageMemF = layersPerStage * (fwdMem + bwdMem);
    stageTpF = layersPerStage * tpF;
    // The recomputed forward runs inside the backward.
    stageTpB = layersPerStage * tpB + (layersPerStage - notRecomputed) * recomputeTp;
    stageCp = layersPerStage * (cpF + cpB) - notRecomputed * lw.contextMergeForward;
    st.contextMergeSeconds =
        m * (layersPerStage * (lw.contextMergeForward * (attentionRecomputed() ? 2.0 : 1.0) + lw.contextMergeBackward) -
             notRecomputed * lw.contextMergeForward);
    // Expert-parallel all-to-alls, forward and backward: exposed, or with
    // overlap.expert (DualPipe, DeepSeek-V3 report §3.2.1) hidden behind
    // the compute of another micro-batch's chunk running alongside, about
    // one layer's forward and backward.
    const double epComm = 2.0 * lw.expertComm;
    const double epHide = ov.expert ? fwdCompute + bwdCompute + fwdMem + bwdMem : 0.0;
    stageEp = layersPerStage * std::max(0.0, epComm - epHide);
    stageWgrad = layersPerStage * wgrad;
    layerForwardCompute = fwdCompute + fwdMem / 3.0;
    layerBackwardCompute = bwdCompute + 2.0 * fwdMem / 3.0;

    if (a.lmHead && headHere) {
        stageForward += headSeconds;
        stageBackward += 2.0 * headSeconds;
        stageWgrad += headSeconds;
        stageMemF += headMem;
    }
    st.gemmEfficiency = lw.gemmFlops > 0 ? lw.gemmFlops / (lw.gemmForward * peak) : 0;
    st.attentionEfficiency = lw.attentionForward > 0 ? lw.attentionFlops / (lw.attentionForward * fp8.highPeak) : 0;
    st.tensorCommSeconds = layersPerStage * 2.0 * lw.tensorComm;

    // Parameters of this GPU: the stage's layers after TP (experts after EP).
    const ParameterCounts& pc = f.pc;
    const double expertParams = pc.routedPerLayer;
    layerParamsGpu = (pc.perLayer - (moe ? expertParams - expertParams / ep : 0)) / t;
    // The first stage also holds the embedding, the last the LM head (or,
    // tied, its own copy of the embedding): the most loaded holds one.
    // With uneven stages, what the slowest stage holds of them.
    const double ends =
        l.pipeline == 1 ? pc.embedding + pc.lmHead
        : split.uneven
            ? (slowest == 0 ? pc.embedding : 0.0) +
                  (headHere ? std::max(pc.lmHead, a.tiedEmbeddings && a.lmHead ? double(a.vocab) * h : 0.0) : 0.0)
            : std::max(pc.embedding, pc.lmHead);
    stageParams = layersPerStage * layerParamsGpu + ends / t;
}

void StepBuilder::sampleStage()
{
    // A model known only by its size: forward FLOPs per sample as one large
    // GEMM stream, backward twice that.
    // The memory-bound kernels stream the saved activations
    // (kPerSampleActivationPasses passes, a third of them in the forward).
    const double fwdFlops = fl.fwd * b;
    Gemms fwd{k, peak * powerShare, scale};
    fwd.add(fwdFlops);
    stageForward = fwd.seconds;
    stageBackward = 2.0 * fwd.seconds;
    stageMemF = kPerSampleActivationPasses * rs.model.activationBytesPerSample * b * (e / 2.0) / hbm;
    stageRecompute = rc == Recompute::Full ? fwd.seconds + stageMemF / 3.0 : 0;
    stageWgrad = fwd.seconds;
    stageParams = f.pc.total;
    layerParamsGpu = stageParams;
    st.gemmEfficiency = gemmEfficiency(k, fwdFlops, scale);
    layerForwardCompute = stageForward + stageMemF / 3.0;
    layerBackwardCompute = stageBackward + 2.0 * stageMemF / 3.0;
}

// The gradients' reduction and the parameters' gathers over the data-parallel
// group (ZeRO-3/FSDP layer by layer, else once a step).
void StepBuilder::dataParallel()
{
    // LoRA/QLoRA train only the adapters: their gradients and optimizer.
    trainedParams = f.adapters ? f.loraParams / (t * p) : stageParams;
    // Frozen weights need no weight gradients: their backward is one GEMM, not two.
    if (f.adapters)
        stageBackward -= stageWgrad;

    // ZeRO-3 / FSDP: gather each layer's parameters before its forward and its
    // backward, prefetched behind the previous layer; gradients are
    // reduce-scattered layer by layer inside the backward.
    const double wBytes = std::max(2.0, f.rb.weights >= 4 ? 4.0 : f.rb.weights);
    gBytes = f.rb.gradients;
    if (l.zero >= 3 && gradGroup > 1) {
        // Gathered tensor by tensor, each collective pays its own latency.
        double tensors = 1;
        if (par.gatherUnit == GatherUnit::Tensor && f.transformer) {
            const Architecture& a = f.arch;
            const double matrices = 2.0 + (a.gatedMlp ? 3.0 : 2.0) * double(std::max<std::int64_t>(1, a.experts));
            const double biases = a.bias == BiasKind::All ? matrices : (a.bias == BiasKind::Qkv ? 1.0 : 0.0);
            const double norms = double(a.normsPerLayer) * (a.norm == NormKind::LayerNorm ? 2.0 : 1.0);
            tensors = matrices + biases + norms;
        }
        const double extraLatency = (tensors - 1.0) * collectiveLatency(Collective::AllGather, gradGroup, dpIn, cl);
        const double gatherLayer =
            collectiveSeconds(Collective::AllGather, layerParamsGpu * wBytes, gradGroup, dpIn, cl, k, dpPod) +
            extraLatency;
        const double reduceLayer =
            collectiveSeconds(Collective::ReduceScatter, layerParamsGpu * gBytes, gradGroup, dpIn, cl, k, dpPod) +
            extraLatency;
        // Reduced every micro-batch, or under the Trainer's no_sync only in
        // the last (the accumulated unsharded gradient, the same bytes).
        const double reducing = unsyncedBytes > 0 ? 1.0 : m;
        st.gradientBytes = layerParamsGpu * gBytes;
        st.gradientCollectives = reducing * layersPerStage;
        st.gradientExtraLatency = extraLatency;
        const double hideF = ov.paramGather ? layerForwardCompute : 0;
        const double hideB = ov.paramGather ? layerBackwardCompute : 0;
        // Per micro-batch: a gather forward, a gather and a reduce-scatter
        // backward, and with full recomputation one more gather for the
        // recomputed forward.
        // (recompute_layers: for the recomputed layers only.)
        const double backwardGathers =
            1.0 + (layersPerStage > 0 ? recomputedLayers(l, layersPerStage) / layersPerStage : 0.0);
        const double exposedF = std::max(0.0, gatherLayer - hideF);
        const double exposedB =
            std::max(0.0, backwardGathers * gatherLayer + (ov.gradReduce ? reduceLayer : 0) - hideB);
        const double exposedGatherOnly = std::max(0.0, backwardGathers * gatherLayer - hideB);
        gatherExposed = layersPerStage * (m * exposedF + reducing * exposedB + (m - reducing) * exposedGatherOnly) +
                        gatherLayer; // the first layer waits
        dataExposed = ov.gradReduce ? reduceLayer : reducing * layersPerStage * reduceLayer;
        paramGather = m * layersPerStage * (1.0 + backwardGathers) * gatherLayer;
        gradReduce = reducing * layersPerStage * reduceLayer;
    } else if (gradGroup > 1) {
        // Gradients once per step: an all-reduce, or with a sharded optimizer
        // (ZeRO-1/2, Megatron's distributed optimizer) a reduce-scatter and an
        // all-gather of the updated parameters. Overlapped with the last
        // micro-batch's backward, bucket by bucket, except the last bucket.
        const double grads = trainedParams * gBytes;
        st.gradientBytes = grads;
        if (l.zero >= 1) {
            gradReduce = collectiveSeconds(Collective::ReduceScatter, grads, gradGroup, dpIn, cl, k, dpPod);
            paramGather =
                collectiveSeconds(Collective::AllGather, trainedParams * wBytes, gradGroup, dpIn, cl, k, dpPod);
        } else {
            gradReduce = collectiveSeconds(Collective::AllReduce, grads, gradGroup, dpIn, cl, k, dpPod);
        }
        const double buckets = std::max(1.0, layersPerStage);
        const double window = (stageBackward + stageRecompute) * (1.0 - 1.0 / buckets);
        dataExposed = ov.gradReduce ? std::max(gradReduce / buckets, gradReduce - window) : gradReduce;
        // The gather of updated parameters hides behind the next forward.
        gatherExposed = ov.paramGather ? std::max(paramGather / buckets, paramGather - stageForward) : paramGather;
    }
    st.dataParallelCommSeconds = gradReduce;
    st.paramGatherCommSeconds = paramGather;
    st.gradientGroup = gradGroup;
}

// The pipeline's transfers and bubble, the optimizer, stragglers, the
// eager stack's host, and the step's parts, rates and limit.
void StepBuilder::finish()
{
    // Pipeline: stage-boundary transfers of b·s·h (÷t with scatter/gather or
    // sequence parallel), forward and backward, v times with interleaving.
    double p2pExposed = 0;
    if (l.pipeline > 1 && f.transformer) {
        const double bytes = b * (s / cp) * double(f.arch.hidden) * e / (l.tensor > 1 ? t : 1.0);
        // Stages spread over more than one pod: some boundary crosses between pods.
        const bool stagesAcrossPods = cl.gpusPerPod > 0 && l.gpus > cl.gpusPerPod;
        st.pipelineP2pSeconds = p2pSeconds(bytes, stagesAcrossNodes, cl, k, stagesAcrossPods);
        const double transfers = ov.pipeline ? 2.0 * (p - 1.0) : 2.0 * (v * m + p - 1.0);
        p2pExposed = transfers * st.pipelineP2pSeconds;
    }

    // Optimizer step: read and write the master copy (or the weights) and the
    // states, read the gradient, write the 16-bit weights; sharded by ZeRO ≥ 1.
    const double updated = trainedParams / (l.zero >= 1 ? double(gradGroup) : 1.0);
    const double master = f.rb.master > 0 ? f.rb.master : f.rb.weights;
    const double optBytes = 2.0 * master + 2.0 * f.optBytesPerParam + gBytes + (f.rb.master > 0 ? f.rb.weights : 0);
    // torch.optim's fused AdamW streams below the copy rate, the more so
    // with 16-bit states (stack.h, adamShare).
    const bool adam = sc.optimizer == Optimizer::AdamW || sc.optimizer == Optimizer::Adam;
    const double adamShare = !adam ? 1.0 : f.optBytesPerParam >= 8.0 ? stack.adamShare32 : stack.adamShare16;
    const double optimizer = updated * optBytes / (hbm * adamShare);

    // One micro-batch through the stage, and the step.
    const double perMicro =
        stageForward + stageBackward + stageRecompute + stageMemF + stageTpF + stageTpB + stageCp + stageEp;
    st.forwardSeconds = stageForward + stageMemF / 3.0 + stageTpF;
    st.backwardSeconds = perMicro - st.forwardSeconds;
    st.bubbleFraction = (p - 1.0) / (v * m);
    bubble = (p - 1.0) / v * perMicro;
    st.wgradSeconds = f.adapters ? 0.0 : stageWgrad;
    if (scheduleOf(par) == PipelineSchedule::ZeroBubble && l.pipeline > 1) {
        // ZB-H1 (Qi et al. 2024, §3): the weight gradients fill the drain, so
        // the bubble is (p − 1)·(t_F + t_B − t_W) with t_B the input gradients
        // alone, i.e. (p − 1)·(t_f + t_b − 2·t_W) of the whole backward t_b.
        bubble = (p - 1.0) * std::max(0.0, perMicro - 2.0 * st.wgradSeconds);
        st.bubbleFraction = bubble / (m * perMicro);
    }

    // Stragglers (docs/model.md §7e): a synchronous step ends when its
    // slowest GPU does. With the GPUs' speeds spread by σ around the median,
    // the slowest of N is about σ·√(2·ln N) slower (the extreme-value bound
    // of N normal draws), on everything the GPU itself computes.
    const double spread = sc.hardware.gpuSpeedSpread.value_or(kDefaultGpuSpeedSpread);
    st.stragglerFraction = l.gpus > 1 ? spread * std::sqrt(2.0 * std::log(double(l.gpus))) : 0.0;

    auto& x = st.exposed;
    x[std::size_t(StepPart::Compute)] = m * (stageForward + stageBackward);
    // Accumulating micro-batches on an eager stack: each after the first adds
    // its gradients to the last's, read both and write one (sharded with
    // ZeRO-2/3 and FSDP, which reduce-scatter each micro-batch's); Megatron
    // sums them inside the weight-gradient GEMMs.
    // Under the Trainer's no_sync, FSDP adds them unsharded, in their dtype.
    const double accumulatedBytes = stack.fusedGradientAccumulation ? 0.0
                                    : unsyncedBytes > 0
                                        ? trainedParams * unsyncedBytes
                                        : trainedParams / (l.zero >= 2 ? double(gradGroup) : 1.0) * gBytes;
    st.gradientAccumulationSeconds = (m - 1.0) * 3.0 * accumulatedBytes / hbm;
    x[std::size_t(StepPart::MemoryBound)] = m * stageMemF + st.gradientAccumulationSeconds;
    x[std::size_t(StepPart::Recompute)] = m * stageRecompute;
    x[std::size_t(StepPart::TensorParallel)] = m * (stageTpF + stageTpB);
    x[std::size_t(StepPart::ContextParallel)] = m * stageCp;
    x[std::size_t(StepPart::ExpertParallel)] = m * stageEp;
    x[std::size_t(StepPart::PipelineBubble)] = bubble;
    x[std::size_t(StepPart::PipelineP2p)] = p2pExposed;
    x[std::size_t(StepPart::DataParallel)] = dataExposed;
    x[std::size_t(StepPart::ParamGather)] = gatherExposed;
    x[std::size_t(StepPart::Optimizer)] = optimizer;
    x[std::size_t(StepPart::Straggler)] =
        st.stragglerFraction * (x[std::size_t(StepPart::Compute)] + x[std::size_t(StepPart::MemoryBound)] +
                                x[std::size_t(StepPart::Recompute)]);
    st.stepSeconds = 0;
    for (double part : x)
        st.stepSeconds += part;
    // An eager stack launches every kernel from Python (the forward's
    // kernels, twice as many backward, the recomputed forward again, and
    // about 30 for the embedding, the loss and a fused optimizer). The GPU
    // idles a moment between two of them even when the host is ahead
    // (kernelGapSeconds each), and a small step waits for the host.
    if (eager && f.transformer && stack.launchSeconds > 0) {
        const double passes = 3.0 + (rc == Recompute::Selective && opSelective ? 1.0
                                     : layersPerStage > 0 ? recomputedLayers(l, layersPerStage) / layersPerStage
                                                          : 0.0);
        st.kernels = m * layersPerStage * layerKernels * passes + 30.0;
        st.hostSeconds = stack.launchSeconds * st.kernels;
        st.gapSeconds = stack.kernelGapSeconds * st.kernels;
        const double busy = st.stepSeconds + st.gapSeconds;
        st.hostBound = st.hostSeconds > busy;
        x[std::size_t(StepPart::Host)] = std::max(busy, st.hostSeconds) - st.stepSeconds;
        st.stepSeconds = std::max(busy, st.hostSeconds);
    }

    const double gpus = double(l.gpus);
    st.tokensPerSecondPerGpu = st.stepSeconds > 0 ? st.tokensPerStep / (st.stepSeconds * gpus) : 0;
    st.mfu = st.stepSeconds > 0 ? fl.fpt * st.tokensPerStep / (st.stepSeconds * gpus * peak) : 0;
    st.hfu = st.stepSeconds > 0 ? fl.hfpt * st.tokensPerStep / (st.stepSeconds * gpus * peak) : 0;

    // What limits it: the largest exposed part that is not useful compute, if
    // it takes more than a tenth of the step; else compute.
    const double comm = x[std::size_t(StepPart::ContextParallel)] + x[std::size_t(StepPart::ExpertParallel)] +
                        x[std::size_t(StepPart::PipelineP2p)] + x[std::size_t(StepPart::ParamGather)];
    const std::array<std::pair<StepLimit, double>, 5> candidates = {{
        {StepLimit::MemoryBound, x[std::size_t(StepPart::MemoryBound)]},
        {StepLimit::Bubble, bubble},
        {StepLimit::TensorParallel, x[std::size_t(StepPart::TensorParallel)]},
        {StepLimit::DataParallel, dataExposed},
        {StepLimit::Communication, comm},
    }};
    st.limit = StepLimit::Compute;
    double worst = 0.1 * st.stepSeconds;
    for (const auto& [limit, seconds] : candidates)
        if (seconds > worst) {
            worst = seconds;
            st.limit = limit;
        }
    if (st.hostBound)
        st.limit = StepLimit::Host;
}

} // namespace

StepTime predictStep(const ScenarioFacts& f, const ResolvedScenario& rs, const Layout& l, const FlopsEval& fl,
                     double peak, const KernelCurve* curve)
{
    return StepBuilder(f, rs, l, fl, peak, curve).build();
}

double trainingSeconds(const ScenarioFacts& f, const ResolvedScenario& rs, const Layout& l, const FlopsEval& fl,
                       double peak, StepTime* step)
{
    const HardwareConfig& hw = rs.scenario.hardware;
    if (!usesPredictedTime(rs)) {
        const bool byHfu = hw.hfu.has_value();
        const double eff = byHfu ? *hw.hfu : *hw.mfu;
        const double work = f.trainingTokens * (byHfu ? fl.hfpt : fl.fpt);
        return work / (double(l.gpus) * peak * eff);
    }
    const StepTime st = predictStep(f, rs, l, fl, peak);
    if (step)
        *step = st;
    const double rate = st.tokensPerSecondPerGpu * double(l.gpus);
    return rate > 0 ? f.trainingTokens / rate : 0;
}

} // namespace detail
} // namespace headroom
