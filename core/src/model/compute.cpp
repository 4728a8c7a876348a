// FLOPs, the peak and training time (docs/model.md §7, §7b, §7c): the
// evaluations the planner shares, and the estimate's figures worked from them.

#include "components.h"
#include "sources.h"
#include "stepmodel.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

namespace headroom::detail {

namespace {

// The predicted step's figures, each worked from the same values predictStep used.
void explainStep(Estimate& est, const ScenarioFacts& f, const ResolvedScenario& rs, const Layout& l, double peak)
{
    const StepTime& st = est.step;
    const Scenario& s = rs.scenario;
    const double gpus = double(l.gpus), m = st.microBatches;
    const double p = double(l.pipeline), v = double(std::max<std::int64_t>(1, l.virtualStages));
    const double tf = st.forwardSeconds, tb = st.backwardSeconds;
    const double outside = st[StepPart::DataParallel] + st[StepPart::ParamGather] + st[StepPart::PipelineP2p] +
                           st[StepPart::Optimizer] + st.gradientAccumulationSeconds;
    est.figure(FigureId::TrainingTime)
        .set("{D} / ({n}·{r})", est.seconds, kSrcStep)
        .term("D", est.tokens)
        .term("n", gpus)
        .term("r", st.tokensPerSecondPerGpu)
        .thumb("8·{T}·{Np} / ({n}·{X})", 8.0 * est.tokens * f.pc.activePerToken / (gpus * peak * 0.4))
        .term("T", est.tokens)
        .term("Np", f.pc.activePerToken)
        .term("X", peak * 0.4, Unit::FlopsPerSecond);
    Figure& step = est.figure(FigureId::StepTime);
    if (st.kernels > 0) {
        // An eager stack: the GPU's work and its idle moments between
        // kernels, or the host's launches, whichever is longer.
        const double n = st.kernels;
        step.set("max({m}·({tf} + {tb}) + {bub} + {x} + {n}·{tg}, {n}·{tl})", st.stepSeconds, kSrcEagerStep)
            .term("n", n)
            .term("tg", st.gapSeconds / n, Unit::Seconds)
            .term("tl", st.hostSeconds / n, Unit::Seconds);
    } else {
        step.set("{m}·({tf} + {tb}) + {bub} + {x}", st.stepSeconds, kSrcStep);
    }
    step.term("m", m)
        .term("tf", tf, Unit::Seconds)
        .term("tb", tb, Unit::Seconds)
        .term("bub", st[StepPart::PipelineBubble], Unit::Seconds)
        .term("x", outside, Unit::Seconds);
    const bool zeroBubble = scheduleOf(s.parallelism) == PipelineSchedule::ZeroBubble;
    if (l.pipeline > 1 && zeroBubble) {
        // ZB-H1 (Qi et al. 2024): the weight gradients t_W fill the drain.
        est.figure(FigureId::PipelineBubble)
            .set("({p} − 1)·max(0, {tf} + {tb} − 2·{tw})", st[StepPart::PipelineBubble], kSrcZeroBubble)
            .term("p", p)
            .term("tf", tf, Unit::Seconds)
            .term("tb", tb, Unit::Seconds)
            .term("tw", st.wgradSeconds, Unit::Seconds);
        est.figure(FigureId::BubbleShare)
            .set("{B} / ({m}·({tf} + {tb}) + {B})",
                 st[StepPart::PipelineBubble] / (m * (tf + tb) + st[StepPart::PipelineBubble]), kSrcZeroBubble)
            .term("B", st[StepPart::PipelineBubble], Unit::Seconds)
            .term("m", m)
            .term("tf", tf, Unit::Seconds)
            .term("tb", tb, Unit::Seconds);
    } else if (l.pipeline > 1) {
        est.figure(FigureId::PipelineBubble)
            .set("({p} − 1)/{v}·({tf} + {tb})", st[StepPart::PipelineBubble], kSrcBubble)
            .term("p", p)
            .term("v", v)
            .term("tf", tf, Unit::Seconds)
            .term("tb", tb, Unit::Seconds)
            .thumb("({p} − 1)/({v}·{m}) [of_the_step]", st.bubbleFraction)
            .term("m", m);
        // The bubble's share of the pipeline's time: what the schedule chart shades.
        est.figure(FigureId::BubbleShare)
            .set("({p} − 1)/({v}·{m} + {p} − 1)", (p - 1.0) / (v * m + p - 1.0), kSrcBubble)
            .term("p", p)
            .term("v", v)
            .term("m", m);
    }
    if (st[StepPart::Straggler] > 0)
        est.figure(FigureId::StragglerSlowdown)
            .set("{sg}·√(2·ln({n}))·({C} + {Mb} + {Rc})", st[StepPart::Straggler], kSrcStraggler)
            .term("sg", s.hardware.gpuSpeedSpread.value_or(kDefaultGpuSpeedSpread))
            .term("n", gpus)
            .term("C", st[StepPart::Compute], Unit::Seconds)
            .term("Mb", st[StepPart::MemoryBound], Unit::Seconds)
            .term("Rc", st[StepPart::Recompute], Unit::Seconds);
    const Cluster cl = clusterOf(rs);
    const KernelCurve& k = kernelCurve(rs.gpu.generation);
    // The bandwidth that binds a collective over `size` ranks, `in` per node:
    // the scale-up links, or across nodes the node's NICs if they are slower
    // (collectiveSeconds takes the slower part).
    const auto binding = [&](std::int64_t size, std::int64_t in, std::int64_t pod = 0) {
        double bw = in < size ? std::min(cl.scaleUpBytesPerS, double(in) * cl.scaleOutBytesPerS) : cl.scaleUpBytesPerS;
        // Between oversubscribed pods (docs/model.md §7e).
        if (pod > 0 && pod < size)
            bw = std::min(bw, double(in) * cl.scaleOutBytesPerS /
                                  std::max(1.0, cl.podOversubscription * double(in) / double(pod)));
        return bw;
    };
    if (l.tensor > 1 && f.transformer) {
        const double bytes = double(l.microBatch) * double(s.workload.sequenceLength) /
                             double(std::max<std::int64_t>(1, s.parallelism.context)) * double(f.arch.hidden) *
                             f.rb.activation;
        const std::int64_t in = ranksPerNode(cl, 1, l.tensor);
        const double one = collectiveSeconds(Collective::AllReduce, bytes, l.tensor, in, cl, k);
        est.figure(FigureId::TensorParallelComm)
            .set("4·({al} + 2·({t} − 1)/{t}·{B} / ({bw}·{eta}))", 4.0 * one, kSrcRing)
            .term("al", collectiveLatency(Collective::AllReduce, l.tensor, in, cl), Unit::Seconds)
            .term("t", double(l.tensor))
            .term("B", bytes, Unit::Bytes)
            .term("bw", binding(l.tensor, in), Unit::BytesPerSecond)
            .term("eta", networkEfficiency(k, bytes));
    }
    if (st.dataParallelCommSeconds > 0) {
        // An all-reduce (2(n − 1)/n of the bytes), or with a sharded
        // optimizer a reduce-scatter ((n − 1)/n); ZeRO-3 one per layer and micro-batch.
        const std::int64_t group = st.gradientGroup;
        const std::int64_t in = ranksPerNode(cl, l.tensor, group);
        const bool allReduce = l.zero == 0;
        const Collective kind = allReduce ? Collective::AllReduce : Collective::ReduceScatter;
        const char* formula = l.zero >= 3 ? "{c}·(({n} − 1)/{n}·{G} / ({bw}·{eta}) + {al}) [per_layer]"
                                          : (allReduce ? "2·({n} − 1)/{n}·{G} / ({bw}·{eta}) + {al}"
                                                       : "({n} − 1)/{n}·{G} / ({bw}·{eta}) + {al}");
        est.figure(FigureId::DataParallelComm)
            .set(formula, st.dataParallelCommSeconds, kSrcRing)
            .term("c", st.gradientCollectives)
            .term("n", double(group))
            .term("G", st.gradientBytes, Unit::Bytes)
            .term("bw", binding(group, in, ranksPerPod(cl, l.tensor, group)), Unit::BytesPerSecond)
            .term("eta", networkEfficiency(k, st.gradientBytes))
            .term("al", collectiveLatency(kind, group, in, cl) + st.gradientExtraLatency, Unit::Seconds);
    }
    // The tensor cores' rate the step's GEMMs and attention were timed
    // against, where a power limit or the stack's sustained share lowers it.
    if (st.powerShare < 1 || st.sustainedShare < 1) {
        const double limit = s.hardware.powerLimitWatts.value_or(rs.gpu.tdpWatts);
        Figure& rate = est.figure(FigureId::TensorCoreRate);
        const double value = peak * st.powerShare * st.sustainedShare;
        if (st.powerShare < 1 && st.sustainedShare < 1)
            rate.set("{P|dense_peak}·({W|power_limit}/{Wt|tdp})^{x|clock_exponent}·{s|sustained_share}", value,
                     kSrcTensorRate);
        else if (st.powerShare < 1)
            rate.set("{P|dense_peak}·({W|power_limit}/{Wt|tdp})^{x|clock_exponent}", value, kSrcTensorRate);
        else
            rate.set("{P|dense_peak}·{s|sustained_share}", value, kSrcTensorRate);
        rate.term("P", peak, Unit::FlopsPerSecond).term("s", st.sustainedShare);
        if (st.powerShare < 1)
            rate.term("W", limit).term("Wt", rs.gpu.tdpWatts).term("x", kPowerClockExponent);
    }
    // FlashAttention's rate: the kernel's share of the tensor cores' rate at
    // head dimension 128, times its published ratio at the model's.
    if (st.attentionRate > 0) {
        est.figure(FigureId::AttentionRate)
            .set("{P|tensor_rate}·min(1, {a|attention_share}·{r|head_dim_share})", st.attentionRate, kSrcAttentionRate)
            .term("P", st.attentionPeak, Unit::FlopsPerSecond)
            .term("a", st.attentionAt128)
            .term("r", st.attentionHeadShare);
    }
    if (st.adapterSeconds > 0)
        est.figure(FigureId::AdapterTime)
            .set("{m}·{L|layers}·{T|tokens}·({r|forward_passes}·{Bf|adapter_forward} + {Bb|adapter_backward}) / "
                 "{bw|bandwidth}",
                 st.adapterSeconds, kSrcPeft)
            .term("m", st.microBatches)
            .term("L", st.stageLayers)
            .term("T", st.adapterTokens)
            .term("r", st.adapterForwardPasses)
            .term("Bf", st.adapterForwardBytes, Unit::Bytes)
            .term("Bb", st.adapterBackwardBytes, Unit::Bytes)
            .term("bw", st.memoryBytesPerS, Unit::BytesPerSecond);
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

// The run at the pace of the step with its inputs and checkpoints (issue 29):
// what time and cost use. The GPU's time keeps the working set above.
void explainRunTime(Estimate& est)
{
    const PipelineTime& p = est.pipeline;
    est.gpuSeconds = est.seconds;
    est.seconds = runSeconds(p, est.gpuSeconds);
    est.figure(FigureId::GpuTrainingTime) = est.figure(FigureId::TrainingTime);
    est.figure(FigureId::TrainingTime)
        .set("{Tg}·{S} / {G}", est.seconds, kSrcLoader)
        .term("Tg", est.gpuSeconds, Unit::Seconds)
        .term("S", p.stepSeconds, Unit::Seconds)
        .term("G", p.gpuStepSeconds, Unit::Seconds);
}

// The attention-score terms the FLOPs-per-token figures share: L·a·d times
// the tokens attended (s or c), or A for a stack of mixed layer kinds.
Figure& attentionTerms(Figure& f, const Architecture& arch, const char* length, double tokens, double attnTerm)
{
    return f.term("L", double(arch.layers))
        .term("a", double(arch.heads))
        .term("d", double(arch.headDim))
        .term(length, tokens)
        .term("A", attnTerm);
}

} // namespace

FlopsEval evaluateFlops(const ScenarioFacts& f, const ResolvedScenario& rs, Recompute rc, double recomputedShare)
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
    out.attnTerm = transformer ? f.scores.at(f.mode == Mode::Inference ? out.ctx : s_) : 0;
    out.Nm = f.pc.matmulPerToken;
    const double attnTerm = out.attnTerm, Nm = out.Nm;
    double fpt = 0, hfpt = 0;
    if (!transformer) {
        out.fwd = model.forwardFlopsPerSample > 0 ? model.forwardFlopsPerSample : 2.0 * f.pc.total;
        fpt = training ? 3.0 * out.fwd : out.fwd;
        hfpt = fpt + (training && rc == Recompute::Full ? recomputedShare * out.fwd : 0);
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
        if (rc == Recompute::Full) {
            // (recompute_layers: the share of the layers recomputed.)
            out.recomputedShare = recomputedShare;
            extra = recomputedShare * (2.0 * out.layerMatmul + 4.0 * attnTerm * s_);
        } else if (rc == Recompute::Selective)
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

// FLOPs per token, the peak, training time and the input pipeline.
void fillCompute(Estimate& est, const EstimateContext& ctx)
{
    const auto& [rs, facts, layout, me, fl, pk, s, w, par, arch, pc] = ctx;
    const bool transformer = facts.transformer;
    const Mode mode = w.mode;
    const bool training = facts.training;
    const bool adapters = facts.adapters;
    const std::int64_t dpInt = par.dataParallel();
    const double loraParams = facts.loraParams;
    const RecipeBytes& rb = facts.rb;
    const double optBytesPerParam = facts.optBytesPerParam;
    const std::int64_t microPerStep = me.microPerStep;
    const Recompute rc = layout.recompute; // what is estimated (layoutOf)
    const double Nm = fl.Nm;
    const double fpt = fl.fpt, hfpt = fl.hfpt;
    const double s_ = double(w.sequenceLength);
    const double peak = pk.peak;
    const double gpus = double(par.gpus);

    // ---- Compute and time (docs/model.md section 7) ---------------------------------
    if (!transformer) {
        est.figure(FigureId::FlopsPerToken)
            .set(training ? "3·{F} ([forward_backward])" : "{F}", fpt, kSrcPalm)
            .term("F", fl.fwd, Unit::Flops);
    } else if (mode == Mode::Train) {
        Figure& f = est.figure(FigureId::FlopsPerToken)
                        .set(arch.uniform() ? "6·{N} + 12·{L}·{a}·{d}·{s}" : "6·{N} + 12·{A}·{s}", fpt, kSrcPalm)
                        .term("N", Nm);
        attentionTerms(f, arch, "s", s_, fl.attnTerm).thumb("6·{N}", 6.0 * Nm);
    } else if (adapters) {
        Figure& f = est.figure(FigureId::FlopsPerToken)
                        .set(arch.uniform() ? "4·{N} + 6·{Na} + 12·{L}·{a}·{d}·{s}" : "4·{N} + 6·{Na} + 12·{A}·{s}",
                             fpt, kSrcLora)
                        .term("N", Nm)
                        .term("Na", loraParams);
        attentionTerms(f, arch, "s", s_, fl.attnTerm).thumb("6·{N}", 6.0 * Nm);
    } else {
        const double ctx = fl.ctx;
        Figure& f = est.figure(FigureId::FlopsPerToken)
                        .set(arch.uniform() ? "2·{N} + 4·{L}·{a}·{d}·{c}" : "2·{N} + 4·{A}·{c}", fpt, kSrcPalm)
                        .term("N", Nm);
        attentionTerms(f, arch, "c", ctx, fl.attnTerm).thumb("2·{N}", 2.0 * Nm);
    }
    if (transformer && training) {
        const double layerMatmul = fl.layerMatmul;
        est.figure(FigureId::HardwareFlopsPerToken)
            .set(rc == Recompute::Full && fl.recomputedShare < 1.0
                     ? (arch.uniform() ? "{M} + {r|recomputed_share}·(2·{Nl} + 4·{L}·{a}·{d}·{s})"
                                       : "{M} + {r|recomputed_share}·(2·{Nl} + 4·{A}·{s})")
                 : rc == Recompute::Full
                     ? (arch.uniform() ? "{M} + 2·{Nl} + 4·{L}·{a}·{d}·{s}" : "{M} + 2·{Nl} + 4·{A}·{s}")
                 : rc == Recompute::Selective ? (arch.uniform() ? "{M} + 4·{L}·{a}·{d}·{s}" : "{M} + 4·{A}·{s}")
                                              : "{M}",
                 hfpt, kSrcNarayanan)
            .term("M", fpt, Unit::Flops)
            .term("Nl", layerMatmul)
            .term("r", fl.recomputedShare);
        attentionTerms(est.figure(FigureId::HardwareFlopsPerToken), arch, "s", s_, fl.attnTerm)
            .thumb("8·{N} [with_full_recompute]", 8.0 * Nm)
            .term("N", Nm);
    }
    est.flopsPerToken = fpt;
    est.hardwareFlopsPerToken = hfpt;

    const Precision wanted = pk.wanted;
    const Precision used = pk.used;
    if (used != wanted) {
        est.warnings.push_back(wanted == Precision::Fp8 ? Warning::Fp8NotSupported : Warning::PrecisionNotSupported);
    }
    est.peakFlopsPerGpu = peak;
    est.computePrecision = used;

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
        explainRunTime(est);
    }
}

} // namespace headroom::detail
