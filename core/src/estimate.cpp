#include "headroom/estimate.h"

#include "engine.h"
#include "model/stepmodel.h"
#include "modeljson.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

namespace headroom {

using namespace detail;

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kHoursPerYear = 8760.0;

// Sources, cited next to each figure's formula.
constexpr const char* kSrcParams = "docs/model.md §1";
constexpr const char* kSrcZero = "Rajbhandari et al. 2020 (ZeRO), §3.1, Fig. 1";
constexpr const char* kSrcKorthikanti = "Korthikanti et al. 2022, §4 (Eq. 1-6)";
constexpr const char* kSrcMegatron = "Megatron-LM theoretical_memory_usage.py";
constexpr const char* kSrcPalm = "Chowdhery et al. 2022 (PaLM), App. B";
constexpr const char* kSrcNarayanan = "Narayanan et al. 2021, Eq. 3-4";
constexpr const char* kSrcRoofline = "Williams, Waterman & Patterson 2009 (roofline)";
constexpr const char* kSrcCost = "docs/model.md §10";
constexpr const char* kSrcKv = "docs/model.md §5";
constexpr const char* kSrcKvKinds = "DeepSeek-V2 §2.1 (MLA); Beltagy et al. 2020 (sliding window); docs/model.md §1b";
constexpr const char* kSrcOverhead = "docs/model.md §6";
constexpr const char* kSrcLora = "Hu et al. 2021 (LoRA); Dettmers et al. 2023 (QLoRA)";
constexpr const char* kSrcStep = "Narayanan et al. 2021 §2-3; Korthikanti et al. 2022 §4-6; docs/model.md";
constexpr const char* kSrcBubble = "Narayanan et al. 2021 §2.2 (1F1B, interleaved)";
constexpr const char* kSrcStorage = "docs/model.md §7c (ImageNet: Russakovsky et al. 2015; token ids: Megatron-LM "
                                    "indexed_dataset; read rate: assumption)";
constexpr const char* kSrcPcie = "PCI-SIG base specifications 3.0-5.0 (x16 per direction), ~80 % effective; "
                                 "docs/model.md §7c";
constexpr const char* kSrcDecode = "docs/model.md §7c (JPEG decode + augmentation per core: assumption, measure yours)";
constexpr const char* kSrcCheckpoint = "Rajbhandari et al. 2020 (ZeRO) §3.1 model states, less gradients; "
                                       "docs/model.md §7c";
constexpr const char* kSrcLoader = "PyTorch DataLoader (workers prefetch behind the step); docs/model.md §7c";
constexpr const char* kSrcRing = "Thakur et al. 2005 (ring collectives); NCCL bus bandwidth; docs/model.md";

double loraParameters(const Architecture& in, const Workload& w)
{
    const Architecture a = in.normalized();
    const double h = double(a.hidden), q = double(a.heads * a.headDim), kv = double(a.kvHeads * a.headDim);
    const double f = double(a.ffn), r = double(w.loraRank), E = double(a.experts);
    double perLayer = 0;
    for (const auto& t : w.loraTargets) {
        // r·(d_in + d_out) per adapted matrix (Hu et al. 2021)
        if (t == "q")
            perLayer += r * (h + q);
        else if (t == "k" || t == "v")
            perLayer += r * (h + kv);
        else if (t == "o")
            perLayer += r * (q + h);
        else if (t == "gate")
            perLayer += a.gatedMlp ? E * r * (h + f) : 0;
        else if (t == "up" || t == "down")
            perLayer += E * r * (h + f);
    }
    return double(a.layers) * perLayer;
}

// The predicted step's figures, each worked from the same values predictStep used.
void explainStep(Estimate& est, const ScenarioFacts& f, const ResolvedScenario& rs, const Layout& l, double peak)
{
    const StepTime& st = est.step;
    const Scenario& s = rs.scenario;
    const double gpus = double(l.gpus), m = st.microBatches;
    const double p = double(l.pipeline), v = double(std::max<std::int64_t>(1, l.virtualStages));
    const double tf = st.forwardSeconds, tb = st.backwardSeconds;
    const double outside =
        st[StepPart::DataParallel] + st[StepPart::ParamGather] + st[StepPart::PipelineP2p] + st[StepPart::Optimizer];
    est.figure(FigureId::TrainingTime)
        .set("{D} / ({n}·{r})", est.seconds, kSrcStep)
        .term("D", est.tokens)
        .term("n", gpus)
        .term("r", st.tokensPerSecondPerGpu)
        .thumb("8·{T}·{Np} / ({n}·{X})", 8.0 * est.tokens * f.pc.activePerToken / (gpus * peak * 0.4))
        .term("T", est.tokens)
        .term("Np", f.pc.activePerToken)
        .term("X", peak * 0.4, Unit::FlopsPerSecond);
    est.figure(FigureId::StepTime)
        .set("{m}·({tf} + {tb}) + {bub} + {x}", st.stepSeconds, kSrcStep)
        .term("m", m)
        .term("tf", tf, Unit::Seconds)
        .term("tb", tb, Unit::Seconds)
        .term("bub", st[StepPart::PipelineBubble], Unit::Seconds)
        .term("x", outside, Unit::Seconds);
    if (l.pipeline > 1)
        est.figure(FigureId::PipelineBubble)
            .set("({p} − 1)/{v}·({tf} + {tb})", st[StepPart::PipelineBubble], kSrcBubble)
            .term("p", p)
            .term("v", v)
            .term("tf", tf, Unit::Seconds)
            .term("tb", tb, Unit::Seconds)
            .thumb("({p} − 1)/({v}·{m}) [of_the_step]", st.bubbleFraction)
            .term("m", m);
    const Cluster cl = clusterOf(rs);
    const KernelCurve& k = kernelCurve(rs.gpu.generation);
    if (l.tensor > 1 && f.transformer) {
        const double bytes = double(l.microBatch) * double(s.workload.sequenceLength) /
                             double(std::max<std::int64_t>(1, s.parallelism.context)) * double(f.arch.hidden) *
                             f.rb.activation;
        const std::int64_t in = ranksPerNode(cl, 1, l.tensor);
        const double bw = in < l.tensor ? double(in) * cl.scaleOutBytesPerS : cl.scaleUpBytesPerS;
        const double one = collectiveSeconds(Collective::AllReduce, bytes, l.tensor, in, cl, k);
        est.figure(FigureId::TensorParallelComm)
            .set("4·(2·{al} + 2·({t} − 1)/{t}·{B} / ({bw}·{eta}))", 4.0 * one, kSrcRing)
            .term("al", cl.latencySeconds, Unit::Seconds)
            .term("t", double(l.tensor))
            .term("B", bytes, Unit::Bytes)
            .term("bw", bw, Unit::BytesPerSecond)
            .term("eta", networkEfficiency(k, bytes));
    }
    if (st.dataParallelCommSeconds > 0) {
        const std::int64_t group = std::max<std::int64_t>(1, l.gpus / std::max<std::int64_t>(1, l.tensor * l.pipeline));
        const std::int64_t in = ranksPerNode(cl, l.tensor, group);
        const double bw = in < group ? double(in) * cl.scaleOutBytesPerS : cl.scaleUpBytesPerS;
        est.figure(FigureId::DataParallelComm)
            .set(l.zero >= 3 ? "[per_layer] ({n} − 1)/{n}·{G} / ({bw}·{eta})" : "2·({n} − 1)/{n}·{G} / ({bw}·{eta})",
                 st.dataParallelCommSeconds, kSrcRing)
            .term("n", double(group))
            .term("G", st.gradientBytes, Unit::Bytes)
            .term("bw", bw, Unit::BytesPerSecond)
            .term("eta", networkEfficiency(k, st.gradientBytes));
    }
    est.figure(FigureId::PredictedMfu)
        .set("{F}·{Ts} / ({S}·{n}·{P})", st.mfu, kSrcStep)
        .term("F", est.flopsPerToken, Unit::Flops)
        .term("Ts", st.tokensPerStep)
        .term("S", st.stepSeconds, Unit::Seconds)
        .term("n", gpus)
        .term("P", peak, Unit::FlopsPerSecond);
}

// The input pipeline and checkpoints against the step (docs/model.md §7c).
void explainPipeline(Estimate& est, const ResolvedScenario& rs, double bytesPerState)
{
    const PipelineTime& p = est.pipeline;
    const DataConfig& d = rs.scenario.data;
    const bool images = p.kind == DataKind::Images;
    Figure& storage = est.figure(FigureId::InputStorage);
    if (!images && !d.bytesPerSample)
        storage.set("{B}·{s}·{bt} / {R}", p.storageSeconds, kSrcStorage)
            .term("B", p.samplesPerNode)
            .term("s", double(rs.scenario.workload.sequenceLength))
            .term("bt", p.bytesPerToken)
            .term("R", p.storageReadBytesPerS, Unit::BytesPerSecond);
    else
        storage.set("{B}·{bs} / {R}", p.storageSeconds, kSrcStorage)
            .term("B", p.samplesPerNode)
            .term("bs", p.bytesPerSample, Unit::Bytes)
            .term("R", p.storageReadBytesPerS, Unit::BytesPerSecond);
    if (p.pcieBytesPerS > 0)
        est.figure(FigureId::InputPcie)
            .set("{b}·{bd} / {P}", p.pcieSeconds, kSrcPcie)
            .term("b", p.samplesPerGpu)
            .term("bd", p.decodedBytesPerSample, Unit::Bytes)
            .term("P", p.pcieBytesPerS, Unit::BytesPerSecond);
    if (images)
        est.figure(FigureId::InputDecode)
            .set("{B} / ({c}·{r})", p.decodeSeconds, kSrcDecode)
            .term("B", p.samplesPerNode)
            .term("c", double(d.cpuCoresPerNode))
            .term("r", d.decodeSamplesPerSPerCore);
    if (rs.scenario.checkpoint.intervalSteps > 0) {
        est.figure(FigureId::CheckpointWrite)
            .set("{N}·{k} / {W}", p.checkpointSeconds, kSrcCheckpoint)
            .term("N", p.checkpointBytes / std::max(bytesPerState, 1e-300))
            .term("k", bytesPerState)
            .term("W", rs.scenario.checkpoint.storageWriteBytesPerS, Unit::BytesPerSecond);
        est.figure(FigureId::CheckpointPerStep)
            .set("{Tw} / {n}", p.checkpointSecondsPerStep, kSrcCheckpoint)
            .term("Tw", p.checkpointSeconds, Unit::Seconds)
            .term("n", double(rs.scenario.checkpoint.intervalSteps));
    }
    est.figure(FigureId::InputBoundStep)
        .set(p.overlap ? "max({G}, {Ts}, {Tp}, {Td}) + {Tc}" : "{G} + {Ts} + {Tp} + {Td} + {Tc}", p.stepSeconds,
             kSrcLoader)
        .term("G", p.gpuStepSeconds, Unit::Seconds)
        .term("Ts", p.storageSeconds, Unit::Seconds)
        .term("Tp", p.pcieSeconds, Unit::Seconds)
        .term("Td", p.decodeSeconds, Unit::Seconds)
        .term("Tc", p.checkpointSecondsPerStep, Unit::Seconds);
}

} // namespace

// ---- The numeric core shared with the planner (engine.h) --------------------------
namespace detail {

ScenarioFacts scenarioFacts(const ResolvedScenario& rs)
{
    const Scenario& s = rs.scenario;
    ScenarioFacts f;
    f.transformer = rs.model.kind == ModelSpec::Kind::Transformer;
    f.arch = f.transformer ? rs.model.arch.normalized() : Architecture{};
    f.mode = s.workload.mode;
    f.training = f.mode != Mode::Inference;
    f.adapters = f.mode == Mode::Lora || f.mode == Mode::Qlora;
    f.pc = countParameters(rs.model);
    if (f.transformer)
        f.kv = kvShape(f.arch);
    f.loraParams = f.adapters ? loraParameters(f.arch, s.workload) : 0;
    f.rb = recipeBytes(s.precision.recipe);
    if (!f.training)
        f.weights = weightFormat(rs.model, s.precision.weights);
    f.tokensPerSample = f.transformer ? double(s.workload.sequenceLength) : 1.0;
    f.trainingTokens = trainingTokensOf(s.workload, f.tokensPerSample);
    f.optBytesPerParam =
        optimizerBytesPerParam(s.optimizer) * (s.optimizer == Optimizer::AdamW8bit ? 1.0 : f.rb.optimizerScale);
    if (s.optimizer == Optimizer::Adafactor) {
        const double stateBytes = adafactorStateBytes(rs.model) * f.rb.optimizerScale;
        f.optBytesPerParam = f.pc.total > 0 ? stateBytes / f.pc.total : 0;
    }
    return f;
}

// Tensor and pipeline parallel split parameters first: the first stage holds
// (layers/p + embedding)/t, plus the LM head when untied and p = 1 (Megatron-LM,
// theoretical_memory_usage.py). Expert parallel divides the experts' MLPs.
Partition partition(const ScenarioFacts& f, const Layout& par, bool lastStage)
{
    const ParameterCounts& c = f.pc;
    const double t = double(par.tensor), p = double(par.pipeline), ep = double(par.expert);
    Partition out;
    if (!f.transformer) {
        out.gpuParams = c.total / (t * p);
        out.gpuMatrixParams = out.gpuParams;
        return out;
    }
    const Architecture& a = f.arch;
    const double L = double(a.layers);
    const double layersPerStage = std::ceil(L / p);
    const double h = double(a.hidden);
    // Expert parallelism splits the routed experts (the averages are exact
    // for a uniform stack, docs/model.md section 1b).
    const double perLayer = c.perLayer - c.routedPerLayer + c.routedPerLayer / ep;
    const double otherMatrices = c.layerMatrices / L - c.attentionMatricesPerLayer - c.routedMatricesPerLayer;
    const double matrixPerLayer = c.attentionMatricesPerLayer + c.routedMatricesPerLayer / ep + otherMatrices;
    double params = layersPerStage * perLayer;
    double matrices = layersPerStage * matrixPerLayer;
    const bool single = par.pipeline == 1;
    if (!lastStage || single)
        params += c.embedding;
    if (lastStage || single) {
        params += c.other;
        // Untied head on the last stage; a tied head needs its own copy of the
        // embedding there when the first stage is another GPU.
        params += c.lmHead;
        if (!single && a.tiedEmbeddings && a.lmHead)
            params += double(a.vocab) * h;
    }
    out.gpuParams = params / t;
    out.gpuMatrixParams = matrices / t;
    return out;
}

double workspacePerSeq(const ScenarioFacts& f, const ResolvedScenario& rs, const Layout& l, double prompt)
{
    if (!f.transformer)
        return rs.model.activationBytesPerSample;
    const Architecture& arch = f.arch;
    const double eInf = rs.scenario.precision.weights == DType::Fp32 ? 4.0 : 2.0;
    const double t = double(l.tensor);
    const double width = double(arch.hidden) + double((arch.heads + 2 * arch.kvHeads) * arch.headDim) +
                         (arch.gatedMlp ? 3.0 : 2.0) * double(arch.ffn);
    double ws = eInf * prompt * width / t;
    if (!rs.scenario.activations.flashAttention)
        ws += eInf * double(arch.heads) * prompt * prompt / t;
    return ws + 4.0 * double(arch.vocab); // last-token logits, fp32
}

MemoryEval evaluateMemory(const ScenarioFacts& f, const ResolvedScenario& rs, const Layout& par)
{
    const Scenario& s = rs.scenario;
    const Workload& w = s.workload;
    const ModelSpec& model = rs.model;
    const Architecture& arch = f.arch;
    const bool transformer = f.transformer, training = f.training, adapters = f.adapters;
    const Mode mode = f.mode;
    const ParameterCounts& pc = f.pc;
    const RecipeBytes& rb = f.rb;
    const double t = double(par.tensor), p = double(par.pipeline);
    const std::int64_t dpInt = par.dataParallel();
    const double dp = double(dpInt);
    const int zero = par.zero;
    const double loraParams = f.loraParams;
    const double optBytesPerParam = f.optBytesPerParam;

    MemoryEval out;
    out.dp = dpInt;

    // ---- Model states (docs/model.md section 2) ----------------------------------
    // The stage that holds the embedding (first) and the one with the head (last).
    auto stateMemory = [&](bool lastStage, MemoryBreakdown& mem) {
        const Partition part = partition(f, par, lastStage);
        const double shard3 = zero >= 3 ? dp : 1, shard2 = zero >= 2 ? dp : 1, shard1 = zero >= 1 ? dp : 1;
        if (mode == Mode::Train) {
            mem[MemoryComponent::Weights] = part.gpuParams * rb.weights / shard3;
            mem[MemoryComponent::Gradients] = part.gpuParams * rb.gradients / shard2;
            mem[MemoryComponent::MasterWeights] = part.gpuParams * rb.master / shard1;
            mem[MemoryComponent::OptimizerStates] = part.gpuParams * optBytesPerParam / shard1;
        } else if (adapters) {
            // Frozen base: weights only, bf16 (fp32 for the fp32 recipe), or NF4 on
            // the layer matrices for QLoRA; adapters carry the whole recipe.
            const double baseBytes = rb.weights >= 4 ? 4.0 : 2.0;
            double base = part.gpuParams * baseBytes;
            if (mode == Mode::Qlora)
                base = part.gpuMatrixParams * weightBytesPerParam(DType::Nf4) +
                       (part.gpuParams - part.gpuMatrixParams) * 2.0;
            const double adapterShare = loraParams * (part.gpuMatrixParams / std::max(1.0, pc.layerMatrices));
            mem[MemoryComponent::Weights] = base / shard3 + adapterShare * rb.weights / shard3;
            mem[MemoryComponent::Gradients] = adapterShare * rb.gradients / shard2;
            mem[MemoryComponent::MasterWeights] = adapterShare * rb.master / shard1;
            mem[MemoryComponent::OptimizerStates] = adapterShare * optBytesPerParam / shard1;
        } else {
            // Inference: quantised layer matrices; embeddings, norms and head
            // stay at 16-bit when the weight dtype is narrower.
            mem[MemoryComponent::Weights] = part.gpuMatrixParams * f.weights.matrixBytesPerParam +
                                            (part.gpuParams - part.gpuMatrixParams) * f.weights.otherBytesPerParam;
        }
    };

    // ---- Activations (Korthikanti et al. 2022) ---------------------------------
    ActivationShape& shape = out.shape;
    if (transformer) {
        // Context parallel splits each sequence across its ranks (ring
        // attention over FlashAttention: no s² term to keep whole).
        shape.s = double(w.sequenceLength) / double(std::max<std::int64_t>(1, rs.scenario.parallelism.context));
        shape.b = double(par.microBatch);
        shape.h = double(arch.hidden);
        shape.a = double(arch.heads);
        shape.g = double(arch.kvHeads);
        shape.d = double(arch.headDim);
        shape.f = double(arch.ffn);
        // Averaged over the stack where some layers have no MLP (section 1b).
        const double mlpShare = double(arch.mlpLayersOr()) / double(arch.layers);
        shape.k = double(arch.expertsPerToken) * mlpShare;
        shape.norms = double(arch.normsPerLayer) - (1.0 - mlpShare);
        shape.gated = arch.gatedMlp;
        shape.dropout = arch.dropout > 0;
        shape.e = rb.activation;
        shape.flash = s.activations.flashAttention;
        shape.sp = par.sequenceParallel && par.tensor > 1;
        shape.t = t;
    }
    const std::int64_t microPerStep =
        std::max<std::int64_t>(1, w.globalBatchSize / std::max<std::int64_t>(1, par.microBatch * dpInt));
    out.microPerStep = microPerStep;
    const double inflight = par.pipeline == 1 ? 1.0 : double(std::min<std::int64_t>(microPerStep, par.pipeline));
    const double interleave = par.virtualStages > 1 ? 1.0 + (p - 1.0) / (p * double(par.virtualStages)) : 1.0;
    out.inflight = inflight;
    out.interleave = interleave;
    const Recompute rc = par.recompute;

    const double perLayerFull = transformer ? layerActivationBytes(shape, false) : 0;
    const double perLayerKept = !transformer            ? 0
                                : rc == Recompute::Full ? layerInputBytes(shape)
                                                        : layerActivationBytes(shape, rc == Recompute::Selective);
    out.perLayerFull = perLayerFull;
    out.perLayerKept = perLayerKept;

    auto activationMemory = [&](bool lastStage) {
        if (!training)
            return 0.0;
        if (!transformer)
            return model.activationBytesPerSample * double(par.microBatch) * (rb.activation / 2.0);
        const double layersPerStage = std::ceil(double(arch.layers) / p);
        // First stage: min(m, p) micro-batches in flight under 1F1B (L layers'
        // worth when m >= p); the last stage holds one.
        const double flight = lastStage && par.pipeline > 1 ? 1.0 : inflight;
        double bytes = perLayerKept * layersPerStage * flight;
        if (!lastStage || par.pipeline == 1) {
            // Embedding input (token ids) and its dropout mask, first stage (Megatron-LM).
            double emb = 8.0 * shape.s * shape.b * flight;
            if (shape.dropout)
                emb += shape.s * shape.b * shape.h * flight;
            bytes += shape.sp ? emb / t : emb;
        }
        // Megatron-LM applies the interleaving penalty to all of the above.
        bytes *= interleave;
        if (rc == Recompute::Full)
            bytes += perLayerFull; // one layer's activations live while it is recomputed
        return bytes;
    };
    auto logitsMemory = [&](bool lastStage) {
        if (!training || !transformer || !arch.lmHead || arch.vocab == 0)
            return 0.0;
        if (!lastStage && par.pipeline > 1)
            return 0.0;
        // Output layer input and fp32 logits: 4·s·b·h·(1 + V/h), vocab split by t (Korthikanti §4.3, Megatron-LM).
        return (4.0 * shape.s * shape.b * shape.h) / (shape.sp ? t : 1.0) +
               4.0 * shape.s * shape.b * double(arch.vocab) / t;
    };

    // ---- KV cache and inference workspace (docs/model.md section 5) ---------------
    const double eKv = dtypeBytes(s.precision.kvCache);
    const double context = double(w.promptTokens + w.outputTokens);
    const double layersPerStage = transformer ? std::ceil(double(arch.layers) / p) : 0;
    const double kvSplit = transformer ? std::min(double(par.tensor), f.kv.tensorSplitLimit) : 1.0;
    // The stage's share of each kind of layer: ceil(L/p)/L of the stack.
    const double stageShare = transformer ? layersPerStage / double(arch.layers) : 0;
    const double kvPerTokenPerSeq =
        transformer ? f.kv.fullPerToken / double(arch.layers) * layersPerStage * eKv / kvSplit : 0;
    out.eKv = eKv;
    out.eState = stateBytes(s.precision.weights, s.precision.kvCache);
    out.context = context;
    out.layersPerStage = layersPerStage;
    out.kvSplit = kvSplit;
    out.kvPerTokenPerSeq = kvPerTokenPerSeq;
    if (transformer) {
        out.kvLocalPerToken = f.kv.localPerToken * stageShare * eKv / kvSplit;
        out.kvWindow = f.kv.window;
        out.kvStatePerSeq = f.kv.statePerSequence * stageShare * out.eState / kvSplit;
    }
    const double kvBytesPerSeq = out.kvAt(context);
    out.kvBytesPerSeq = kvBytesPerSeq;
    out.eInf = s.precision.weights == DType::Fp32 ? 4.0 : 2.0;

    auto overheadOf = [&](const MemoryBreakdown& m) { return s.overhead.fixedBytes + s.overhead.fraction * m.total(); };

    auto stageBreakdown = [&](bool lastStage) {
        MemoryBreakdown m;
        stateMemory(lastStage, m);
        m[MemoryComponent::Activations] = activationMemory(lastStage);
        m[MemoryComponent::Logits] = logitsMemory(lastStage);
        if (!training) {
            m[MemoryComponent::KvCache] = kvBytesPerSeq * double(par.microBatch);
            m[MemoryComponent::Activations] =
                workspacePerSeq(f, rs, par, double(w.promptTokens)) * double(par.microBatch);
        }
        m[MemoryComponent::Overhead] = overheadOf(m);
        return m;
    };

    out.mem = stageBreakdown(false);
    if (par.pipeline > 1) {
        const MemoryBreakdown last = stageBreakdown(true);
        if (last.total() > out.mem.total()) {
            out.mem = last;
            out.lastStageWorst = true;
        }
    }
    out.total = out.mem.total();
    return out;
}

FlopsEval evaluateFlops(const ScenarioFacts& f, const ResolvedScenario& rs, Recompute rc)
{
    const Workload& w = rs.scenario.workload;
    const ModelSpec& model = rs.model;
    const Architecture& arch = f.arch;
    const bool transformer = f.transformer, training = f.training;
    const double s_ = double(w.sequenceLength);
    FlopsEval out;
    if (f.mode == Mode::Inference)
        out.ctx = double(w.promptTokens) + double(w.outputTokens) / 2.0;
    // L·a·d; windowed layers count only the tokens they see (section 1b).
    out.attnTerm = transformer ? attentionScoreWidth(arch, f.mode == Mode::Inference ? out.ctx : s_) : 0;
    out.Nm = f.pc.matmulPerToken;
    const double attnTerm = out.attnTerm, Nm = out.Nm;
    double fpt = 0, hfpt = 0;
    if (!transformer) {
        out.fwd = model.forwardFlopsPerSample > 0 ? model.forwardFlopsPerSample : 2.0 * f.pc.total;
        fpt = training ? 3.0 * out.fwd : out.fwd;
        hfpt = fpt + (training && rc == Recompute::Full ? out.fwd : 0);
    } else if (f.mode == Mode::Train) {
        fpt = 6.0 * Nm + 12.0 * attnTerm * s_;
    } else if (f.adapters) {
        // Frozen weights need no weight gradients: forward 2N + input gradients
        // 2N, adapters the full 6 per parameter.
        fpt = 4.0 * Nm + 6.0 * f.loraParams + 12.0 * attnTerm * s_;
    } else {
        fpt = 2.0 * Nm + 4.0 * attnTerm * out.ctx;
    }
    if (transformer && training) {
        // Recomputation adds forward work: full recompute one more forward of
        // the layers (not the LM head), selective the attention core
        // (Narayanan et al. 2021 Eq. 3; Korthikanti et al. 2022 §5).
        out.layerMatmul = Nm - (arch.lmHead ? double(arch.vocab) * double(arch.hidden) : 0) -
                          (arch.pooler ? double(arch.hidden * arch.hidden) : 0) - double(arch.extraParameters);
        double extra = 0;
        if (rc == Recompute::Full)
            extra = 2.0 * out.layerMatmul + 4.0 * attnTerm * s_;
        else if (rc == Recompute::Selective)
            extra = 4.0 * attnTerm * s_;
        hfpt = fpt + extra;
    } else if (hfpt == 0) {
        hfpt = fpt;
    }
    out.fpt = fpt;
    out.hfpt = hfpt;
    return out;
}

PeakEval evaluatePeak(const ScenarioFacts& f, const ResolvedScenario& rs)
{
    PeakEval out;
    Precision used = f.rb.compute;
    if (!f.training) {
        switch (rs.scenario.precision.weights) {
        case DType::Fp32: used = Precision::Fp32; break;
        case DType::Fp8: used = Precision::Fp8; break;
        case DType::Int8: used = Precision::Int8; break;
        default: used = Precision::Bf16; break; // W4A16 and 16-bit weights compute in bf16
        }
    }
    out.wanted = used;
    out.peak = peakWithFallback(rs.gpu, out.wanted, &used);
    out.used = used;
    return out;
}

InferenceSpeed evaluateInferenceSpeed(const ScenarioFacts& f, const ResolvedScenario& rs, const Layout& l,
                                      const FlopsEval& fl, double peak, double eKv)
{
    const Scenario& s = rs.scenario;
    const Workload& w = s.workload;
    const Gpu& gpu = rs.gpu;
    const Architecture& arch = f.arch;
    const ParameterCounts& pc = f.pc;
    const double t = double(l.tensor);
    const double Nm = fl.Nm, attnTerm = fl.attnTerm;
    InferenceSpeed x;
    const double b = double(l.microBatch);
    const double P = double(w.promptTokens), O = double(w.outputTokens);
    const double c = P + O / 2.0; // mean context while decoding
    const double bw = gpu.bandwidthBytesPerS * s.hardware.bandwidthEfficiency;
    // Decode and prefill keep the format-1 efficiency until the serving model
    // replaces it (the step-time model covers training).
    const double computeRate = peak * s.hardware.mfu.value_or(kFormat1DefaultMfu);
    const DType wd = f.training ? (f.rb.weights >= 4 ? DType::Fp32 : DType::Bf16) : s.precision.weights;
    const double matrixPerParam = f.training ? weightBytesPerParam(wd) : f.weights.matrixBytesPerParam;
    const double restBytes = f.training ? std::max(dtypeBytes(wd), 2.0) : f.weights.otherBytesPerParam;
    // Whole-model weight bytes read per step; MoE reads only the experts
    // the batch touches: E·(1 − (1 − k/E)^b) per layer in expectation.
    double matrixBytes = pc.layerMatrices * matrixPerParam;
    if (f.transformer && arch.experts > 1) {
        const double E = double(arch.experts), k = double(arch.expertsPerToken);
        const double touched = E * (1.0 - std::pow(1.0 - k / E, b));
        const double expertMatrices = double(arch.layers) * pc.routedMatricesPerLayer;
        matrixBytes -= expertMatrices * (1.0 - touched / E) * matrixPerParam;
    }
    const double weightBytes = matrixBytes + (pc.total - pc.layerMatrices) * restBytes;
    const double kvPerToken = f.transformer ? f.kv.fullPerToken * eKv : 0;
    // Windowed layers read at most their window, linear layers their state.
    auto cappedKv = [&](double context) {
        return f.transformer ? f.kv.localPerToken * std::min(context, f.kv.window) * eKv +
                                   f.kv.statePerSequence * stateBytes(s.precision.weights, s.precision.kvCache)
                             : 0.0;
    };
    const double decodeBytes = weightBytes + b * c * kvPerToken + b * cappedKv(c);
    const double decodeFlops = b * (2.0 * Nm + 4.0 * attnTerm * c);
    x.decodeMemorySeconds = decodeBytes / (t * bw);
    x.decodeComputeSeconds = decodeFlops / (t * computeRate);
    x.timePerOutputToken = std::max(x.decodeMemorySeconds, x.decodeComputeSeconds);
    x.bottleneck = x.decodeMemorySeconds >= x.decodeComputeSeconds ? Bottleneck::Memory : Bottleneck::Compute;
    const double prefillAttn = f.transformer ? attentionScoreWidth(arch, P) : attnTerm;
    const double prefillFlops = b * P * (2.0 * Nm + 4.0 * prefillAttn * P);
    x.prefillBytes = weightBytes + b * P * kvPerToken + b * cappedKv(P);
    x.timeToFirstToken = std::max(prefillFlops / (t * computeRate), x.prefillBytes / (t * bw));
    const double replicas = double(l.dataParallel());
    x.tokensPerSecondPerSequence = x.timePerOutputToken > 0 ? 1.0 / x.timePerOutputToken : 0;
    x.inferenceTokensPerSecond = b * replicas * x.tokensPerSecondPerSequence;
    x.requestSeconds = x.timeToFirstToken + O * x.timePerOutputToken;
    x.b = b;
    x.P = P;
    x.O = O;
    x.c = c;
    x.bw = bw;
    x.computeRate = computeRate;
    x.weightBytes = weightBytes;
    x.kvPerToken = kvPerToken;
    return x;
}

CostRates costRates(const ResolvedScenario& rs)
{
    const CostConfig& c = rs.scenario.cost;
    CostRates r;
    r.kw = rs.gpu.tdpWatts / 1000.0;
    r.cloudUsdPerGpuHour = rs.cloudUsdPerGpuHour;
    r.capitalPerGpu = rs.purchaseUsdPerGpu * (1.0 + c.serverShare);
    r.energyUsdPerGpuHour = r.kw * c.pue * c.electricityUsdPerKwh;
    r.hostingYear = c.hostingUsdPerKwMonth * r.kw * 12.0;
    r.fixedYear = r.capitalPerGpu / c.depreciationYears + c.maintenancePerYear * r.capitalPerGpu + r.hostingYear;
    r.onpremUsdPerGpuHour = r.fixedYear / (kHoursPerYear * c.utilization) + r.energyUsdPerGpuHour;
    return r;
}

} // namespace detail

double MemoryBreakdown::total() const
{
    double sum = 0;
    for (double b : bytes)
        sum += b;
    return sum;
}

std::string_view toString(MemoryComponent c)
{
    static constexpr std::string_view names[] = {"weights",     "gradients", "master_weights", "optimizer_states",
                                                 "activations", "logits",    "kv_cache",       "overhead"};
    return names[static_cast<std::size_t>(c)];
}

std::string_view toString(Warning w)
{
    static constexpr std::string_view names[] = {"does-not-fit",
                                                 "precision-not-supported",
                                                 "fp8-not-supported",
                                                 "generic-activations-unknown",
                                                 "sequence-longer-than-context",
                                                 "global-batch-not-divisible",
                                                 "pipeline-bubble",
                                                 "layers-not-divisible",
                                                 "heads-not-divisible",
                                                 "sequence-parallel-without-tensor",
                                                 "cloud-cheaper-than-power",
                                                 "qlora-without-recompute",
                                                 "zero-with-single-replica",
                                                 "power-unknown",
                                                 "tensor-across-nodes"};
    static_assert(std::size(names) == static_cast<std::size_t>(Warning::Count));
    return names[static_cast<std::size_t>(w)];
}

std::string warningText(Warning w)
{
    // The English the window and the CLI's text print too (app/common/
    // report.cpp words each the same; a CLI test holds them together).
    switch (w) {
    case Warning::DoesNotFit: return "Does not fit in the GPU's memory.";
    case Warning::PrecisionNotSupported:
        return "This GPU has no tensor units for the chosen precision; time uses the next slower peak.";
    case Warning::Fp8NotSupported: return "This GPU has no FP8 tensor cores; time uses the BF16/FP16 peak.";
    case Warning::GenericActivationsUnknown:
        return "Activation memory of a model given only as a parameter count is unknown: set activation bytes "
               "per sample.";
    case Warning::SequenceLongerThanContext: return "The sequence is longer than the model's trained context.";
    case Warning::GlobalBatchNotDivisible:
        return "The global batch is not a multiple of micro-batch × data-parallel size; it is rounded down.";
    case Warning::PipelineBubble:
        return "Fewer micro-batches than pipeline stages: the pipeline bubble wastes most of the time.";
    case Warning::LayersNotDivisible:
        return "The layers do not divide evenly into pipeline stages; the first stage holds the larger share.";
    case Warning::HeadsNotDivisible:
        return "There are fewer KV heads than tensor-parallel GPUs; KV heads are replicated.";
    case Warning::SequenceParallelWithoutTensor:
        return "Sequence parallelism has no effect without tensor parallelism.";
    case Warning::CloudCheaperThanPower:
        return "The cloud price is below the on-prem power cost alone: owning never breaks even.";
    case Warning::QloraWithoutRecompute: return "QLoRA is usually run with full activation recomputation.";
    case Warning::ZeroWithSingleReplica:
        return "ZeRO shards across data-parallel replicas; with a single replica it saves nothing.";
    case Warning::PowerUnknown: return "This GPU's board power is not published; energy cost is left out.";
    case Warning::TensorAcrossNodes:
        return "The tensor-parallel group is wider than a node: its collectives cross the scale-out network.";
    case Warning::Count: break;
    }
    return {};
}

bool Estimate::hasWarning(Warning w) const
{
    return std::find(warnings.begin(), warnings.end(), w) != warnings.end();
}

std::optional<Error> validate(const ResolvedScenario& rs)
{
    const Scenario& s = rs.scenario;
    const Parallelism& par = s.parallelism;
    if (s.model.kind == ModelSource::Kind::Architecture)
        if (auto e = detail::checkArchitecture(s.model.architecture, "model.architecture"))
            return e;
    if (par.gpus < 1 || par.tensor < 1 || par.pipeline < 1 || par.virtualStages < 1 || par.expert < 1)
        return makeError(ErrorCode::OutOfRange, "parallelism", {}, Expect::PositiveInteger);
    const auto err = [](const char* path, std::int64_t v, Expect expect, auto... args) {
        return makeError(ErrorCode::Inconsistent, path, std::to_string(v), expect, args...);
    };
    // The other fields of a relation: changing any of them can break it.
    const auto with = [](Error e, std::initializer_list<const char*> related) {
        e.related.assign(related.begin(), related.end());
        return e;
    };
    static constexpr const char* kModel = "model.preset";
    if (par.gpus % (par.tensor * par.pipeline) != 0)
        return with(err("parallelism.tensor", par.tensor, Expect::TensorPipelineDividesGpus, par.tensor, par.pipeline,
                        par.tensor * par.pipeline, par.gpus),
                    {"parallelism.pipeline", "parallelism.gpus"});
    if (par.context < 1)
        return makeError(ErrorCode::OutOfRange, "parallelism.context", std::to_string(par.context),
                         Expect::PositiveInteger);
    if (par.context > 1) {
        if (par.dataParallel() % par.context != 0)
            return with(err("parallelism.context", par.context, Expect::DivisorOf, "gpus / (tensor·pipeline)",
                            par.dataParallel()),
                        {"parallelism.gpus", "parallelism.tensor", "parallelism.pipeline"});
        if (s.workload.sequenceLength % par.context != 0)
            return with(err("parallelism.context", par.context, Expect::DivisorOf, "sequence_length",
                            s.workload.sequenceLength),
                        {"workload.sequence_length"});
    }
    // A node size given in the scenario must tile the job: whole nodes, or part of one.
    if (const auto gpn = s.hardware.gpusPerNode; gpn && (par.gpus > *gpn ? par.gpus % *gpn != 0 : *gpn % par.gpus != 0))
        return with(err("hardware.gpus_per_node", *gpn, Expect::DivisorOf, "gpus", par.gpus),
                    {"parallelism.gpus", "hardware.gpu"});
    const std::int64_t dp = par.gpus / (par.tensor * par.pipeline * par.context);
    const bool transformer = rs.model.kind == ModelSpec::Kind::Transformer;
    if (transformer) {
        const Architecture a = rs.model.arch.normalized();
        if (a.heads % par.tensor != 0)
            return with(err("parallelism.tensor", par.tensor, Expect::DivisorOf, "heads", a.heads),
                        {kModel, "model.architecture.heads"});
        if (par.pipeline > a.layers)
            return with(err("parallelism.pipeline", par.pipeline, Expect::AtMost, "layers", a.layers),
                        {kModel, "model.architecture.layers"});
        if (par.virtualStages > 1 && a.layers % (par.pipeline * par.virtualStages) != 0)
            return with(err("parallelism.virtual_stages", par.virtualStages, Expect::StagesDivideLayers, a.layers),
                        {"parallelism.pipeline", kModel, "model.architecture.layers"});
        if (par.expert > 1 && (a.experts % par.expert != 0))
            return with(err("parallelism.expert", par.expert, Expect::DivisorOf, "experts", a.experts),
                        {kModel, "model.architecture.experts"});
    } else if (par.tensor > 1 || par.pipeline > 1 || par.expert > 1) {
        return with(err(par.tensor > 1 ? "parallelism.tensor"
                                       : (par.pipeline > 1 ? "parallelism.pipeline" : "parallelism.expert"),
                        std::max({par.tensor, par.pipeline, par.expert}), Expect::OneWithoutArchitecture),
                    {kModel, "model.parameters"});
    }
    if (par.virtualStages > 1 && par.pipeline == 1)
        return with(err("parallelism.virtual_stages", par.virtualStages, Expect::OneWithoutPipeline),
                    {"parallelism.pipeline"});
    if (par.expert > 1 && dp % par.expert != 0)
        return with(err("parallelism.expert", par.expert, Expect::DivisorOf, "data_parallel", dp),
                    {"parallelism.gpus", "parallelism.tensor", "parallelism.pipeline", "parallelism.context"});
    const Mode mode = s.workload.mode;
    if (mode != Mode::Inference) {
        if (s.workload.globalBatchSize < s.workload.microBatchSize * dp)
            return with(err("workload.global_batch_size", s.workload.globalBatchSize, Expect::GlobalBatchAtLeast,
                            s.workload.microBatchSize, dp, s.workload.microBatchSize * dp),
                        {"workload.micro_batch_size", "parallelism.gpus", "parallelism.tensor", "parallelism.pipeline",
                         "parallelism.context"});
    }
    if ((mode == Mode::Lora || mode == Mode::Qlora) && !transformer)
        return with(makeError(ErrorCode::Inconsistent, "workload.mode", std::string(toString(mode)),
                              Expect::ModelWithArchitecture),
                    {kModel, "model.parameters"});
    return std::nullopt;
}

Figure& FigureTable::at(std::size_t i)
{
    thread_local Figure scratch; // written and never read: an estimate without explanations
    return m_table ? (*m_table)[i] : scratch;
}

Expected<Estimate> estimate(const Scenario& scenario, const Catalog& catalog, EstimateOptions options)
{
    auto r = resolve(scenario, catalog);
    if (!r)
        return r.error();
    return estimate(*r, options);
}

Expected<Estimate> estimate(const ResolvedScenario& rs, EstimateOptions options)
{
    if (auto e = validate(rs))
        return *e;

    const Scenario& s = rs.scenario;
    const Workload& w = s.workload;
    const Parallelism& par = s.parallelism;
    const Gpu& gpu = rs.gpu;
    const ModelSpec& model = rs.model;
    const ScenarioFacts facts = scenarioFacts(rs);
    const Layout layout = layoutOf(s);
    const bool transformer = facts.transformer;
    const Architecture& arch = facts.arch;
    const Mode mode = w.mode;
    const bool training = facts.training;
    const bool adapters = facts.adapters;

    Estimate est;
    est.figures = FigureTable(options.explain);
    const ParameterCounts& pc = facts.pc;
    est.params = pc;
    const double t = double(par.tensor);
    const std::int64_t dpInt = par.dataParallel();
    const double dp = double(dpInt);
    est.dataParallel = int(dpInt);

    // ---- Parameters ------------------------------------------------------
    {
        // Worked with every part's count: per layer for a uniform stack, the
        // layers' sum otherwise; the embedding as V·h when that is what it is.
        const double L = double(arch.layers);
        const bool vh = pc.embedding == double(arch.vocab) * double(arch.hidden);
        const char* formula =
            !transformer ? "{N}"
            : arch.uniform()
                ? (vh ? "{L}·({Pa|attention} + {Pm|mlp} + {Pn|norms}) + {V}·{h} ([embedding]) + {Ph|head} + "
                        "{Po|final_norm}"
                      : "{L}·({Pa|attention} + {Pm|mlp} + {Pn|norms}) + {Pe|embedding} + {Ph|head} + {Po|final_norm}")
                : "{Ly|layers} + {Pe|embedding} + {Ph|head} + {Po|final_norm}";
        const double perLayer = L > 0 ? pc.layers / L : 0;
        est.figure(FigureId::ParamsTotal)
            .set(formula, pc.total, kSrcParams)
            .term("L", L)
            .term("Pa", pc.attentionPerLayer)
            .term("Pm", perLayer - pc.attentionPerLayer - pc.normsPerLayer)
            .term("Pn", pc.normsPerLayer)
            .term("V", double(arch.vocab))
            .term("h", double(arch.hidden))
            .term("Pe", pc.embedding)
            .term("Ph", pc.lmHead)
            .term("Po", pc.other)
            .term("Ly", pc.layers)
            .term("N", pc.total);
    }
    const double loraParams = facts.loraParams;
    est.trainableParameters = adapters ? loraParams : (training ? pc.total : 0);
    if (adapters)
        est.figure(FigureId::ParamsTrainable)
            .set("{L}·Σ {r}·(d_in + d_out) [adapted_matrices]", loraParams, kSrcLora)
            .term("L", double(arch.layers))
            .term("r", double(w.loraRank));
    else
        est.figure(FigureId::ParamsTrainable)
            .set(mode == Mode::Inference ? "0 ([frozen])" : "{N}", est.trainableParameters, kSrcParams)
            .term("N", pc.total);
    est.figure(FigureId::ParamsActive)
        .set(arch.experts <= 1 ? "{N}"
             : arch.uniform()  ? "{N} − {L}·({E} − {k})·{Pe|mlp_per_expert}"
                               : "{N} − {X|inactive_experts}",
             pc.activePerToken, kSrcParams)
        .term("N", pc.total)
        .term("L", double(arch.layers))
        .term("E", double(arch.experts))
        .term("k", double(arch.expertsPerToken))
        .term("Pe", pc.mlpPerExpert)
        .term("X", pc.total - pc.activePerToken);

    // ---- Model states (docs/model.md section 2) ----------------------------------
    const RecipeBytes& rb = facts.rb;
    const int zero = par.zero;
    const double optBytesPerParam = facts.optBytesPerParam;
    est.bytesPerParameterStates = rb.weights + rb.gradients + rb.master + optBytesPerParam;

    // ---- Memory per GPU: model states, activations (Korthikanti et al. 2022),
    // KV cache and workspace (docs/model.md sections 2-6), in evaluateMemory.
    const MemoryEval me = evaluateMemory(facts, rs, layout);
    const ActivationShape& shape = me.shape;
    const std::int64_t microPerStep = me.microPerStep;
    est.microBatchesPerStep = int(std::min<std::int64_t>(microPerStep, std::numeric_limits<int>::max()));
    const double inflight = me.inflight;
    const double interleave = me.interleave;
    const Recompute rc = s.activations.recompute;
    const double perLayerKept = me.perLayerKept;
    est.activationBytesPerLayer = perLayerKept;
    const double eKv = me.eKv;
    const double context = me.context;
    const double layersPerStage = me.layersPerStage;
    const double kvSplit = me.kvSplit;
    const double kvPerTokenPerSeq = me.kvPerTokenPerSeq;
    const double eInf = me.eInf;
    auto workspaceAt = [&](double prompt) { return workspacePerSeq(facts, rs, layout, prompt); };

    const MemoryBreakdown mem = me.mem;
    const bool lastStageWorst = me.lastStageWorst;
    est.perGpu = mem;
    if (mem[MemoryComponent::KvCache] > 0) {
        const double b = double(layout.microBatch);
        est.kvParts = {me.kvPerTokenPerSeq * me.context * b, me.kvLocalPerToken * std::min(me.context, me.kvWindow) * b,
                       me.kvStatePerSeq * b};
        est.kvLatent = transformer && arch.mla.enabled();
    }
    est.capacity = gpu.memoryBytes;
    const double total = me.total;
    est.fits = total <= gpu.memoryBytes;
    est.headroom = gpu.memoryBytes - total;

    // Figures for the memory stack, each with its working.
    {
        const double shard3 = zero >= 3 ? dp : 1, shard2 = zero >= 2 ? dp : 1, shard1 = zero >= 1 ? dp : 1;
        const Partition part = partition(facts, layout, lastStageWorst);
        const double N = mode == Mode::Train ? part.gpuParams : (adapters ? loraParams : part.gpuParams);
        if (mode == Mode::Train) {
            est.figure(FigureId::Weights)
                .set("{N}·{w} / {Z}", mem[MemoryComponent::Weights], kSrcZero)
                .term("N", N)
                .term("w", rb.weights)
                .term("Z", shard3)
                .thumb("{w} [bytes] × {P}", rb.weights * pc.total)
                .term("P", pc.total);
            est.figure(FigureId::Gradients)
                .set("{N}·{g} / {Z}", mem[MemoryComponent::Gradients], kSrcZero)
                .term("N", N)
                .term("g", rb.gradients)
                .term("Z", shard2);
            est.figure(FigureId::MasterWeights)
                .set("{N}·{m} / {Z}", mem[MemoryComponent::MasterWeights], kSrcZero)
                .term("N", N)
                .term("m", rb.master)
                .term("Z", shard1);
            est.figure(FigureId::OptimizerStates)
                .set("{N}·{o} / {Z}", mem[MemoryComponent::OptimizerStates], kSrcZero)
                .term("N", N)
                .term("o", optBytesPerParam)
                .term("Z", shard1)
                .thumb("{K} [bytes_per_param] × {P} ([model_states_unsharded])", est.bytesPerParameterStates * pc.total)
                .term("K", est.bytesPerParameterStates)
                .term("P", pc.total);
        } else if (adapters) {
            est.figure(FigureId::Weights)
                .set(mode == Mode::Qlora ? "{Nm}·4.127/8 (NF4) + {Nr}·2 (bf16) + {Na}·{w}"
                                         : "{Nb}·{wb} ([frozen]) + {Na}·{w} ([adapters])",
                     mem[MemoryComponent::Weights], kSrcLora)
                .term("Nm", part.gpuMatrixParams)
                .term("Nr", part.gpuParams - part.gpuMatrixParams)
                .term("Nb", part.gpuParams)
                .term("wb", rb.weights >= 4 ? 4.0 : 2.0)
                .term("Na", loraParams)
                .term("w", rb.weights)
                .thumb(mode == Mode::Qlora ? "≈ 0.5 [bytes] × {P}" : "2 [bytes] × {P}",
                       (mode == Mode::Qlora ? 0.5 : 2.0) * pc.total)
                .term("P", pc.total);
            est.figure(FigureId::Gradients)
                .set("{Na}·{g} / {Z}", mem[MemoryComponent::Gradients], kSrcLora)
                .term("Na", loraParams)
                .term("g", rb.gradients)
                .term("Z", shard2);
            est.figure(FigureId::MasterWeights)
                .set("{Na}·{m} / {Z}", mem[MemoryComponent::MasterWeights], kSrcLora)
                .term("Na", loraParams)
                .term("m", rb.master)
                .term("Z", shard1);
            est.figure(FigureId::OptimizerStates)
                .set("{Na}·{o} / {Z}", mem[MemoryComponent::OptimizerStates], kSrcLora)
                .term("Na", loraParams)
                .term("o", optBytesPerParam)
                .term("Z", shard1);
        } else {
            est.figure(FigureId::Weights)
                .set("{Nm}·{bw} ([layer_matrices]) + {Nr}·{br} ([embeddings_norms])", mem[MemoryComponent::Weights],
                     "docs/model.md §5")
                .term("Nm", part.gpuMatrixParams)
                .term("bw", facts.weights.matrixBytesPerParam)
                .term("Nr", part.gpuParams - part.gpuMatrixParams)
                .term("br", facts.weights.otherBytesPerParam)
                .thumb("{bw} [bytes] × {P}", weightBytesPerParam(s.precision.weights) * pc.total)
                .term("P", pc.total);
        }
    }
    if (transformer) {
        const char* perLayerFormula = rc == Recompute::Full ? "{e}·{s}·{b}·{h} ([layer_input_kept])"
                                      : (!shape.flash && rc == Recompute::None && !shape.sp && t == 1 && shape.e == 2 &&
                                         shape.dropout && !shape.gated && shape.g == shape.a && shape.f == 4 * shape.h)
                                          ? "{s}·{b}·{h}·(34 + 5·{a}·{s}/{h})"
                                      : shape.sp ? "({R|replicated} + {S|split} + {A|attention_scores}) / {t}"
                                                 : "{R|replicated} + ({S|split} + {A|attention_scores}) / {t}";
        const LayerActivationParts parts = layerActivationParts(shape, rc == Recompute::Selective);
        est.figure(FigureId::ActivationsPerLayer)
            .set(perLayerFormula, perLayerKept, kSrcKorthikanti)
            .term("s", shape.s)
            .term("b", shape.b)
            .term("h", shape.h)
            .term("a", shape.a)
            .term("e", shape.e)
            .term("t", t)
            .term("R", parts.replicated, Unit::Bytes)
            .term("S", parts.split, Unit::Bytes)
            .term("A", parts.scores, Unit::Bytes)
            .thumb("{s}·{b}·{h}·34 ([gpt_selective])", shape.s * shape.b * shape.h * 34);
    }
    if (training) {
        // The embedding's share is what the layers leave of the total, so the
        // worked sum adds up whatever the stage.
        // The stage the memory figures are for: the last holds one micro-batch.
        const double flight = lastStageWorst && par.pipeline > 1 ? 1.0 : inflight;
        const double layers = layersPerStage * flight * interleave * perLayerKept;
        const double oneLayer = rc == Recompute::Full ? me.perLayerFull : 0;
        est.figure(FigureId::Activations)
            .set(!transformer            ? "{A}·{b}·{e}/2"
                 : rc == Recompute::Full ? "{Lp}·{m}·{x}·({Ai|layer_input}) + {A1|one_layer} + {Ae|embedding}"
                                         : "{Lp}·{m}·{x}·({Ai|per_layer}) + {Ae|embedding}",
                 mem[MemoryComponent::Activations], kSrcKorthikanti)
            .term("Lp", layersPerStage)
            .term("m", flight)
            .term("x", interleave)
            .term("Ai", perLayerKept, Unit::Bytes)
            .term("A1", oneLayer, Unit::Bytes)
            .term("Ae", std::max(0.0, mem[MemoryComponent::Activations] - layers - oneLayer), Unit::Bytes)
            .term("A", model.activationBytesPerSample, Unit::Bytes)
            .term("b", double(w.microBatchSize))
            .term("e", rb.activation);
        est.figure(FigureId::Logits)
            .set("4·{s}·{b}·{h}·(1 + {V}/{h}) / {t}", mem[MemoryComponent::Logits], kSrcMegatron)
            .term("s", shape.s)
            .term("b", shape.b)
            .term("h", shape.h)
            .term("V", double(arch.vocab))
            .term("t", t);
    } else {
        est.figure(FigureId::Activations)
            .set(transformer ? "{b}·({e}·{P}·({h} + ({a} + 2·{g})·{d} + {Fw|mlp_width})/{t} + {Sc|attention_scores} + "
                               "4·{V}) ([one_layer_workspace])"
                             : "{b}·{A}",
                 mem[MemoryComponent::Activations], "docs/model.md §5")
            .term("b", double(w.microBatchSize))
            .term("e", eInf)
            .term("P", double(w.promptTokens))
            .term("h", double(arch.hidden))
            .term("a", double(arch.heads))
            .term("g", double(arch.kvHeads))
            .term("d", double(arch.headDim))
            .term("Fw", (arch.gatedMlp ? 3.0 : 2.0) * double(arch.ffn))
            .term("Sc",
                  s.activations.flashAttention
                      ? 0.0
                      : eInf * double(arch.heads) * double(w.promptTokens) * double(w.promptTokens) / t,
                  Unit::Bytes)
            .term("t", t)
            .term("V", double(arch.vocab))
            .term("A", model.activationBytesPerSample, Unit::Bytes);
        if (!arch.uniform()) {
            // Section 1b: per token, full layers' K+V (an MLA latent), windowed
            // layers up to their window, linear layers a constant state.
            const double share = layersPerStage / double(arch.layers);
            est.figure(FigureId::KvCache)
                .set(arch.mla.enabled() ? "{K}·({P} + {O})·{b}·{e} / {t} ([mla_latent])"
                     : arch.local == AttentionKind::Linear
                         ? "({K}·({P} + {O})·{e} + {S}·{es})·{b} / {t}"
                         : "({K}·({P} + {O}) + {Kw}·min({P} + {O}, {w}))·{b}·{e} / {t}",
                     mem[MemoryComponent::KvCache], kSrcKvKinds)
                .term("K", facts.kv.fullPerToken * share)
                .term("Kw", facts.kv.localPerToken * share)
                .term("w", facts.kv.window)
                .term("S", facts.kv.statePerSequence * share)
                .term("P", double(w.promptTokens))
                .term("O", double(w.outputTokens))
                .term("b", double(w.microBatchSize))
                .term("e", eKv)
                .term("es", me.eState)
                .term("t", kvSplit);
        } else
            est.figure(FigureId::KvCache)
                .set("2·{L}·{g}·{d}·({P} + {O})·{b}·{e} / {t}", mem[MemoryComponent::KvCache], kSrcKv)
                .term("L", layersPerStage)
                .term("g", double(arch.kvHeads))
                .term("d", double(arch.headDim))
                .term("P", double(w.promptTokens))
                .term("O", double(w.outputTokens))
                .term("b", double(w.microBatchSize))
                .term("e", eKv)
                .term("t", kvSplit);
    }
    est.figure(FigureId::Overhead)
        .set("{F} + {f}·({R|rest})", mem[MemoryComponent::Overhead], kSrcOverhead)
        .term("F", s.overhead.fixedBytes, Unit::Bytes)
        .term("f", s.overhead.fraction)
        .term("R", total - mem[MemoryComponent::Overhead], Unit::Bytes);
    est.figure(FigureId::MemoryTotal)
        .set("{W|weights} + {G|gradients} + {M|master} + {O|optimizer} + {A|activations} + {Lg|logits} + {KV|kv} + "
             "{Ov|overhead}",
             total, "docs/model.md §2-6")
        .term("W", mem[MemoryComponent::Weights], Unit::Bytes)
        .term("G", mem[MemoryComponent::Gradients], Unit::Bytes)
        .term("M", mem[MemoryComponent::MasterWeights], Unit::Bytes)
        .term("O", mem[MemoryComponent::OptimizerStates], Unit::Bytes)
        .term("A", mem[MemoryComponent::Activations], Unit::Bytes)
        .term("Lg", mem[MemoryComponent::Logits], Unit::Bytes)
        .term("KV", mem[MemoryComponent::KvCache], Unit::Bytes)
        .term("Ov", mem[MemoryComponent::Overhead], Unit::Bytes)
        .thumb(mode == Mode::Train ? "16 [bytes] × {P} + [activations]" : "2 [bytes] × {P} ([inference_margin])",
               mode == Mode::Train ? 16.0 * pc.total + mem[MemoryComponent::Activations] : 1.2 * 2.0 * pc.total)
        .term("P", pc.total);
    est.figure(FigureId::Headroom)
        .set("{C} − {T}", est.headroom, "")
        .term("C", gpu.memoryBytes, Unit::Bytes)
        .term("T", total, Unit::Bytes);

    // ---- Compute and time (docs/model.md section 7) ---------------------------------
    const double s_ = double(w.sequenceLength);
    const FlopsEval fl = evaluateFlops(facts, rs, rc);
    const double Nm = fl.Nm;
    const double fpt = fl.fpt, hfpt = fl.hfpt;
    if (!transformer) {
        est.figure(FigureId::FlopsPerToken)
            .set(training ? "3·{F} ([forward_backward])" : "{F}", fpt, kSrcPalm)
            .term("F", fl.fwd, Unit::Flops);
    } else if (mode == Mode::Train) {
        est.figure(FigureId::FlopsPerToken)
            .set(arch.uniform() ? "6·{N} + 12·{L}·{a}·{d}·{s}" : "6·{N} + 12·{A}·{s}", fpt, kSrcPalm)
            .term("N", Nm)
            .term("L", double(arch.layers))
            .term("a", double(arch.heads))
            .term("d", double(arch.headDim))
            .term("s", s_)
            .term("A", fl.attnTerm)
            .thumb("6·{N}", 6.0 * Nm);
    } else if (adapters) {
        est.figure(FigureId::FlopsPerToken)
            .set(arch.uniform() ? "4·{N} + 6·{Na} + 12·{L}·{a}·{d}·{s}" : "4·{N} + 6·{Na} + 12·{A}·{s}", fpt, kSrcLora)
            .term("N", Nm)
            .term("Na", loraParams)
            .term("L", double(arch.layers))
            .term("a", double(arch.heads))
            .term("d", double(arch.headDim))
            .term("s", s_)
            .term("A", fl.attnTerm)
            .thumb("6·{N}", 6.0 * Nm);
    } else {
        const double ctx = fl.ctx;
        est.figure(FigureId::FlopsPerToken)
            .set(arch.uniform() ? "2·{N} + 4·{L}·{a}·{d}·{c}" : "2·{N} + 4·{A}·{c}", fpt, kSrcPalm)
            .term("N", Nm)
            .term("L", double(arch.layers))
            .term("a", double(arch.heads))
            .term("d", double(arch.headDim))
            .term("c", ctx)
            .term("A", fl.attnTerm)
            .thumb("2·{N}", 2.0 * Nm);
    }
    if (transformer && training) {
        const double layerMatmul = fl.layerMatmul;
        est.figure(FigureId::HardwareFlopsPerToken)
            .set(rc == Recompute::Full
                     ? (arch.uniform() ? "{M} + 2·{Nl} + 4·{L}·{a}·{d}·{s}" : "{M} + 2·{Nl} + 4·{A}·{s}")
                 : rc == Recompute::Selective ? (arch.uniform() ? "{M} + 4·{L}·{a}·{d}·{s}" : "{M} + 4·{A}·{s}")
                                              : "{M}",
                 hfpt, kSrcNarayanan)
            .term("M", fpt, Unit::Flops)
            .term("Nl", layerMatmul)
            .term("L", double(arch.layers))
            .term("a", double(arch.heads))
            .term("d", double(arch.headDim))
            .term("s", s_)
            .term("A", fl.attnTerm)
            .thumb("8·{N} [with_full_recompute]", 8.0 * Nm);
    }
    est.flopsPerToken = fpt;
    est.hardwareFlopsPerToken = hfpt;

    const PeakEval pk = evaluatePeak(facts, rs);
    const Precision wanted = pk.wanted;
    const Precision used = pk.used;
    const double peak = pk.peak;
    if (used != wanted) {
        est.warnings.push_back(wanted == Precision::Fp8 ? Warning::Fp8NotSupported : Warning::PrecisionNotSupported);
    }
    est.peakFlopsPerGpu = peak;
    est.computePrecision = used;
    const double gpus = double(par.gpus);

    if (training) {
        est.tokens = facts.trainingTokens;
        est.samples = est.tokens / facts.tokensPerSample;
        est.epochs = w.samplesPerEpoch ? w.epochs : 0;
        est.stepsPerEpoch = w.samplesPerEpoch ? *w.samplesPerEpoch / double(w.globalBatchSize) : 0;
        est.framedInSamples = !transformer || w.samplesPerEpoch.has_value();
        est.totalFlops = est.tokens * fpt;
        // Framed as the user counts: tokens, or samples (× epochs) × FLOPs per sample.
        const char* totalFormula = !est.framedInSamples ? "{D}·{F}" : est.epochs > 0 ? "{S}·{E}·{Fs}" : "{Sa}·{Fs}";
        est.figure(FigureId::TotalFlops)
            .set(totalFormula, est.totalFlops, kSrcPalm)
            .term("D", est.tokens)
            .term("F", fpt, Unit::Flops)
            .term("S", w.samplesPerEpoch.value_or(0))
            .term("E", est.epochs)
            .term("Sa", est.samples)
            .term("Fs", fpt * facts.tokensPerSample, Unit::Flops)
            .thumb("6·{N}·{D}", 6.0 * pc.activePerToken * est.tokens)
            .term("N", pc.activePerToken);
        est.predictedTime = usesPredictedTime(rs);
        if (est.predictedTime) {
            est.seconds = detail::trainingSeconds(facts, rs, layout, fl, peak, &est.step);
            explainStep(est, facts, rs, layout, peak);
        } else {
            const bool byHfu = s.hardware.hfu.has_value();
            const double eff = byHfu ? *s.hardware.hfu : *s.hardware.mfu;
            est.seconds = detail::trainingSeconds(facts, rs, layout, fl, peak);
            // The fixed model's step, for the same keys: tokens per step at the rate it implies.
            StepTime& st = est.step;
            st.tokensPerStep = double(w.globalBatchSize) * double(w.sequenceLength);
            st.tokensPerSecondPerGpu = est.seconds > 0 ? est.tokens / (est.seconds * gpus) : 0;
            st.stepSeconds = st.tokensPerSecondPerGpu > 0 ? st.tokensPerStep / (st.tokensPerSecondPerGpu * gpus) : 0;
            st.exposed[std::size_t(StepPart::Compute)] = st.stepSeconds;
            st.mfu = byHfu ? eff * fpt / std::max(hfpt, 1e-300) : eff;
            st.hfu = byHfu ? eff : eff * hfpt / std::max(fpt, 1e-300);
            st.microBatches = double(microPerStep);
            est.figure(FigureId::TrainingTime)
                .set(byHfu ? "{D}·{Fh} / ({n}·{P}·{HFU})" : "{D}·{F} / ({n}·{P}·{MFU})", est.seconds, kSrcNarayanan)
                .term("D", est.tokens)
                .term("F", fpt, Unit::Flops)
                .term("Fh", hfpt, Unit::Flops)
                .term("n", gpus)
                .term("P", peak, Unit::FlopsPerSecond)
                .term("MFU", s.hardware.mfu.value_or(0))
                .term("HFU", byHfu ? *s.hardware.hfu : 0)
                .thumb("8·{T}·{Np} / ({n}·{X})", 8.0 * est.tokens * pc.activePerToken / (gpus * peak * eff))
                .term("T", est.tokens)
                .term("Np", pc.activePerToken)
                .term("X", peak * eff, Unit::FlopsPerSecond);
        }
        // A checkpoint holds the model states but the gradients: weights, master
        // copy and optimizer states of what is trained (LoRA: the adapters).
        const double bytesPerState = rb.weights + rb.master + optBytesPerParam;
        est.pipeline = inputPipeline(rs, est.step.stepSeconds, dpInt, est.trainableParameters, bytesPerState);
        explainPipeline(est, rs, bytesPerState);
    }

    // ---- Inference speed from the roofline (docs/model.md section 8) ----------------
    {
        const InferenceSpeed x = evaluateInferenceSpeed(facts, rs, layout, fl, peak, eKv);
        const double b = x.b;
        const double P = x.P, O = x.O;
        const double c = x.c;
        const double bw = x.bw;
        const double computeRate = x.computeRate;
        const double weightBytes = x.weightBytes;
        const double kvPerToken = x.kvPerToken;
        est.decodeMemorySeconds = x.decodeMemorySeconds;
        est.decodeComputeSeconds = x.decodeComputeSeconds;
        est.timePerOutputToken = x.timePerOutputToken;
        est.bottleneck = x.bottleneck;
        const double prefillBytes = x.prefillBytes;
        est.timeToFirstToken = x.timeToFirstToken;
        const double replicas = dp;
        est.tokensPerSecondPerSequence = x.tokensPerSecondPerSequence;
        est.inferenceTokensPerSecond = x.inferenceTokensPerSecond;

        // Inference's figures: a training scenario's Explain shows only what training has.
        if (!training) {
            est.figure(FigureId::DecodeMemoryTime)
                .set("({W} + {b}·{c}·{kv}) / ({t}·{B}·{eta})", est.decodeMemorySeconds, kSrcRoofline)
                .term("W", weightBytes, Unit::Bytes)
                .term("b", b)
                .term("c", c)
                .term("kv", kvPerToken, Unit::Bytes)
                .term("t", t)
                .term("B", gpu.bandwidthBytesPerS, Unit::BytesPerSecond)
                .term("eta", s.hardware.bandwidthEfficiency)
                .thumb("[model_bytes] / [bandwidth]", weightBytes / gpu.bandwidthBytesPerS);
            est.figure(FigureId::DecodeComputeTime)
                .set("{b}·(2·{N} + 4·{L}·{a}·{d}·{c}) / ({t}·{P}·{eff})", est.decodeComputeSeconds, kSrcRoofline)
                .term("b", b)
                .term("N", Nm)
                .term("L", double(arch.layers))
                .term("a", double(arch.heads))
                .term("d", double(arch.headDim))
                .term("c", c)
                .term("t", t)
                .term("P", peak, Unit::FlopsPerSecond)
                .term("eff", s.hardware.mfu.value_or(kFormat1DefaultMfu));
            est.figure(FigureId::DecodeStep)
                .set("max({Tm}, {Tc})", est.timePerOutputToken, kSrcRoofline)
                .term("Tm", est.decodeMemorySeconds, Unit::Seconds)
                .term("Tc", est.decodeComputeSeconds, Unit::Seconds);
            est.figure(FigureId::PrefillTime)
                .set("max({b}·{P}·(2·{N} + 4·{L}·{a}·{d}·{P}) / ({t}·{R}), {W} / ({t}·{B}))", est.timeToFirstToken,
                     kSrcRoofline)
                .term("b", b)
                .term("P", P)
                .term("N", Nm)
                .term("L", double(arch.layers))
                .term("a", double(arch.heads))
                .term("d", double(arch.headDim))
                .term("t", t)
                .term("R", computeRate, Unit::FlopsPerSecond)
                .term("W", prefillBytes, Unit::Bytes)
                .term("B", bw, Unit::BytesPerSecond);
            est.figure(FigureId::InferenceTokensPerSecond)
                .set("{b}·{r} / {T}", est.inferenceTokensPerSecond, kSrcRoofline)
                .term("b", b)
                .term("r", replicas)
                .term("T", est.timePerOutputToken, Unit::Seconds)
                .thumb("{B} / {W} ([bandwidth] / [model_bytes]) [per_sequence]",
                       gpu.bandwidthBytesPerS / std::max(1.0, weightBytes) * t)
                .term("B", gpu.bandwidthBytesPerS, Unit::BytesPerSecond)
                .term("W", weightBytes, Unit::Bytes);
        }

        if (!training) {
            // Largest batch and context that fit: memory is affine in both.
            const double fixed = mem[MemoryComponent::Weights];
            const double budget = (gpu.memoryBytes - s.overhead.fixedBytes) / (1.0 + s.overhead.fraction) - fixed;
            const double perSeq = me.kvAt(context) + workspaceAt(P);
            // Per token at this context, whatever the layer kinds (section 1b).
            const double kvPerToken = arch.uniform() || context <= 0 ? kvPerTokenPerSeq : me.kvAt(context) / context;
            est.maxBatch = budget > 0 && perSeq > 0 ? std::int64_t(std::min(1e15, std::floor(budget / perSeq))) : 0;
            est.figure(FigureId::MaxBatch)
                .set("⌊(({C} − {F})/(1 + {f}) − {W}) / ({kv}·{ctx} + {ws})⌋", double(est.maxBatch), kSrcKv)
                .term("C", gpu.memoryBytes, Unit::Bytes)
                .term("F", s.overhead.fixedBytes, Unit::Bytes)
                .term("f", s.overhead.fraction)
                .term("W", fixed, Unit::Bytes)
                .term("kv", kvPerToken, Unit::Bytes)
                .term("ctx", context)
                .term("ws", workspaceAt(P), Unit::Bytes);
            // Longest prompt (+ the same output) at this batch: bisect, since the
            // workspace grows quadratically without FlashAttention.
            auto fitsAt = [&](double prompt) {
                const double need = fixed + b * (me.kvAt(prompt + O) + workspaceAt(prompt));
                return need * (1.0 + s.overhead.fraction) + s.overhead.fixedBytes <= gpu.memoryBytes;
            };
            if (!transformer || !fitsAt(1)) {
                est.maxContext = 0;
            } else {
                double lo = 1, hi = 1;
                while (hi < 1e12 && fitsAt(hi))
                    hi *= 2;
                while (hi - lo > 1) {
                    const double mid = std::floor((lo + hi) / 2);
                    (fitsAt(mid) ? lo : hi) = mid;
                }
                est.maxContext = std::int64_t(lo + O);
            }
            est.seconds = x.requestSeconds;
            est.tokens = b * replicas * O;
        }
    }

    est.gpuHours = est.seconds * gpus / 3600.0;
    est.tokensPerSecond = est.seconds > 0 ? est.tokens / est.seconds : 0;
    est.figure(FigureId::GpuHours)
        .set("{T}·{n} / 3600", est.gpuHours, "")
        .term("T", est.seconds, Unit::Seconds)
        .term("n", gpus);

    // ---- Cost (docs/model.md section 10) ----------------------------------------------
    {
        const CostConfig& c = s.cost;
        const CostRates rates = costRates(rs);
        const double kw = rates.kw;
        est.cloudUsdPerGpuHour = rates.cloudUsdPerGpuHour;
        est.capitalPerGpu = rates.capitalPerGpu;
        est.energyUsdPerGpuHour = rates.energyUsdPerGpuHour;
        const double hostingYear = rates.hostingYear;
        est.onpremUsdPerGpuHour = rates.onpremUsdPerGpuHour;
        est.cloudUsd = est.gpuHours * est.cloudUsdPerGpuHour;
        est.onpremUsd = est.gpuHours * est.onpremUsdPerGpuHour;
        est.energyKwh = est.gpuHours * kw * c.pue;
        const double margin = est.cloudUsdPerGpuHour - est.energyUsdPerGpuHour;
        const double fixedLife =
            est.capitalPerGpu + c.depreciationYears * (c.maintenancePerYear * est.capitalPerGpu + hostingYear);
        if (margin > 0) {
            est.breakevenHours = fixedLife / margin;
            est.breakevenUtilization = est.breakevenHours / (c.depreciationYears * kHoursPerYear);
            est.breakevenMonths = est.breakevenHours / (c.utilization * kHoursPerYear / 12.0);
        } else {
            est.breakevenHours = est.breakevenUtilization = est.breakevenMonths = kInf;
            est.warnings.push_back(Warning::CloudCheaperThanPower);
        }
        if (!training && est.inferenceTokensPerSecond > 0) {
            const double tokensPerHour = est.inferenceTokensPerSecond * 3600.0;
            est.usdPerMillionTokensCloud = gpus * est.cloudUsdPerGpuHour / tokensPerHour * 1e6;
            est.usdPerMillionTokensOnprem = gpus * est.onpremUsdPerGpuHour / tokensPerHour * 1e6;
            est.figure(FigureId::CostPerMillionTokens)
                .set("{n}·{r} / ({X}·3600)·1000000", est.usdPerMillionTokensCloud, kSrcCost)
                .term("n", gpus)
                .term("r", est.cloudUsdPerGpuHour, Unit::UsdPerHour)
                .term("X", est.inferenceTokensPerSecond);
        }
        est.figure(FigureId::Energy)
            .set("{H}·{kW}·{PUE}", est.energyKwh, kSrcCost)
            .term("H", est.gpuHours, Unit::Hours)
            .term("kW", kw)
            .term("PUE", c.pue);
        est.figure(FigureId::CloudCost)
            .set("{H}·{r}", est.cloudUsd, kSrcCost)
            .term("H", est.gpuHours, Unit::Hours)
            .term("r", est.cloudUsdPerGpuHour, Unit::UsdPerHour);
        est.figure(FigureId::OnpremRate)
            .set("({K}/{Y} + {mt}·{K} + {host}) / (8760·{u}) + {kW}·{PUE}·{el}", est.onpremUsdPerGpuHour, kSrcCost)
            .term("K", est.capitalPerGpu, Unit::Usd)
            .term("Y", c.depreciationYears)
            .term("mt", c.maintenancePerYear)
            .term("host", hostingYear, Unit::Usd)
            .term("u", c.utilization)
            .term("kW", kw)
            .term("PUE", c.pue)
            .term("el", c.electricityUsdPerKwh, Unit::Usd);
        est.figure(FigureId::OnpremCost)
            .set("{H}·{rate}", est.onpremUsd, kSrcCost)
            .term("H", est.gpuHours, Unit::Hours)
            .term("rate", est.onpremUsdPerGpuHour, Unit::UsdPerHour);
        est.figure(FigureId::BreakevenHours)
            .set("({K} + {Y}·({mt}·{K} + {host})) / ({r} − {kW}·{PUE}·{el})", est.breakevenHours, kSrcCost)
            .term("K", est.capitalPerGpu, Unit::Usd)
            .term("Y", c.depreciationYears)
            .term("mt", c.maintenancePerYear)
            .term("host", hostingYear, Unit::Usd)
            .term("r", est.cloudUsdPerGpuHour, Unit::UsdPerHour)
            .term("kW", kw)
            .term("PUE", c.pue)
            .term("el", c.electricityUsdPerKwh, Unit::Usd)
            .thumb("{price} / {r}", rs.purchaseUsdPerGpu / std::max(1e-9, est.cloudUsdPerGpuHour))
            .term("price", rs.purchaseUsdPerGpu, Unit::Usd);
    }

    // ---- Warnings ------------------------------------------------------------------
    if (!est.fits)
        est.warnings.push_back(Warning::DoesNotFit);
    if (!transformer && training && model.activationBytesPerSample <= 0)
        est.warnings.push_back(Warning::GenericActivationsUnknown);
    if (transformer && arch.maxPositions > 0 &&
        (training ? w.sequenceLength : w.promptTokens + w.outputTokens) > arch.maxPositions)
        est.warnings.push_back(Warning::SequenceLongerThanContext);
    if (training && w.globalBatchSize % (w.microBatchSize * dpInt) != 0)
        est.warnings.push_back(Warning::GlobalBatchNotDivisible);
    if (training && par.pipeline > 1 && microPerStep < par.pipeline)
        est.warnings.push_back(Warning::PipelineBubble);
    if (transformer && arch.layers % par.pipeline != 0)
        est.warnings.push_back(Warning::LayersNotDivisible);
    if (transformer && par.tensor > arch.kvHeads)
        est.warnings.push_back(Warning::HeadsNotDivisible);
    if (par.sequenceParallel && par.tensor == 1)
        est.warnings.push_back(Warning::SequenceParallelWithoutTensor);
    if (mode == Mode::Qlora && rc != Recompute::Full)
        est.warnings.push_back(Warning::QloraWithoutRecompute);
    if (training && zero > 0 && dpInt == 1)
        est.warnings.push_back(Warning::ZeroWithSingleReplica);
    if (gpu.tdpWatts <= 0)
        est.warnings.push_back(Warning::PowerUnknown);
    if (training && par.tensor > clusterOf(rs).gpusPerNode)
        est.warnings.push_back(Warning::TensorAcrossNodes);
    return est;
}

} // namespace headroom
