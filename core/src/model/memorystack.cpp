// Memory per GPU (docs/model.md §2-6): the evaluation the planner and the
// solvers share, and the estimate's memory figures worked from it.

#include "components.h"
#include "sources.h"
#include "stepmodel.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <utility>

namespace headroom::detail {

// Tensor and pipeline parallel split parameters first: the first stage holds
// (its layers + embedding)/t, plus the LM head when untied and p = 1
// (Megatron-LM, theoretical_memory_usage.py); the last its layers and the
// head. Expert parallel divides the experts' MLPs.
Partition partition(const ScenarioFacts& f, const Layout& par, std::int64_t stage)
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
    const double layersPerStage = stageSplitOf(f, par).layers(stage);
    const double h = double(a.hidden);
    // Expert parallelism splits the routed experts (the averages are exact
    // for a uniform stack, docs/model.md section 1b).
    const double perLayer = c.perLayer - c.routedPerLayer + c.routedPerLayer / ep;
    const double otherMatrices = c.layerMatrices / L - c.attentionMatricesPerLayer - c.routedMatricesPerLayer;
    const double matrixPerLayer = c.attentionMatricesPerLayer + c.routedMatricesPerLayer / ep + otherMatrices;
    double params = layersPerStage * perLayer;
    double matrices = layersPerStage * matrixPerLayer;
    const bool single = par.pipeline == 1;
    const bool lastStage = stage >= par.pipeline - 1;
    if (stage == 0 || single)
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

double workspaceWidth(const ScenarioFacts& f)
{
    // The hidden state, Q, K and V, and the MLP's inner values (gate, up and
    // their product when gated) of the widest layer kind a token goes through.
    const LayerWidths& lw = f.inv.widths;
    return lw.hidden + lw.query + lw.key + lw.value + (lw.gated ? 3.0 : 2.0) * lw.ffn;
}

double inferenceWorkspace(const ScenarioFacts& f, const ResolvedScenario& rs, const Layout& l, double prompt,
                          double sequences)
{
    if (!f.transformer)
        return rs.model.activationBytesPerSample * sequences;
    const LayerWidths& lw = f.inv.widths;
    const double eInf = rs.scenario.precision.weights == DType::Fp32 ? 4.0 : 2.0;
    const double t = double(l.tensor);
    const double chunk = std::min(sequences * prompt, kChunkTokens);
    double ws = eInf * chunk * workspaceWidth(f) / t;
    if (!rs.scenario.activations.flashAttention)
        ws += eInf * lw.heads * chunk * prompt / t;     // each row's scores over its prompt
    return ws + 4.0 * double(f.arch.vocab) * sequences; // last-token logits, fp32
}

namespace {

// The memory of one GPU (evaluateMemory), built part by part: what the parts
// share is a member, each part a method.
class MemoryBuilder {
public:
    MemoryBuilder(const ScenarioFacts& facts, const ResolvedScenario& resolved, const Layout& layout);
    MemoryEval build(std::vector<MemoryBreakdown>* perStage);

private:
    void stateMemory(std::int64_t stage, MemoryBreakdown& mem) const;
    void activationShape();
    void activationSizes();
    double flightOf(std::int64_t stage) const;
    double activationMemory(std::int64_t stage) const;
    double layerActivations(double layers) const; // a stage's layers, per micro-batch in flight
    double logitsMemory(std::int64_t stage) const;
    void kvCache();
    double overheadOf(const MemoryBreakdown& m) const;
    MemoryBreakdown stageBreakdown(std::int64_t stage) const;
    void consider(std::int64_t stage);
    void stackAccount();

    const ScenarioFacts& f;
    const ResolvedScenario& rs;
    const Layout& par;
    const Scenario& s;
    const Workload& w;
    const ModelSpec& model;
    const Architecture& arch;
    const bool transformer, training, adapters;
    const Mode mode;
    const ParameterCounts& pc;
    const RecipeBytes& rb;
    const double t, p;
    const std::int64_t dpInt;
    const double dp;
    const int zero;
    const double loraParams;
    const double optBytesPerParam;
    const Recompute rc;
    const StageSplit split;
    MemoryEval out;
    ActivationShape& shape;
    std::int64_t microPerStep = 1;
    double inflight = 1, interleave = 1, keep = 1, perLayerFull = 0, perLayerKept = 0;
    double eKv = 2, context = 0, layersPerStage = 0, kvSplit = 1, stageShare = 0, kvPerTokenPerSeq = 0,
           kvBytesPerSeq = 0;
};

MemoryBuilder::MemoryBuilder(const ScenarioFacts& facts, const ResolvedScenario& resolved, const Layout& layout)
    : f(facts), rs(resolved), par(layout), s(resolved.scenario), w(s.workload), model(resolved.model), arch(facts.arch),
      transformer(facts.transformer), training(facts.training), adapters(facts.adapters), mode(facts.mode),
      pc(facts.pc), rb(facts.rb), t(double(layout.tensor)), p(double(layout.pipeline)), dpInt(layout.dataParallel()),
      dp(double(dpInt)), zero(layout.zero), loraParams(facts.loraParams), optBytesPerParam(facts.optBytesPerParam),
      rc(layout.recompute), split(stageSplitOf(facts, layout)), shape(out.shape)
{
    out.dp = dpInt;
}

MemoryEval MemoryBuilder::build(std::vector<MemoryBreakdown>* perStage)
{
    activationShape();
    activationSizes();
    kvCache();
    // The most loaded stage: the first or the last, or with uneven stages
    // the second, which keeps one micro-batch fewer than the first but may
    // hold more layers (docs/model.md §7f).
    out.mem = stageBreakdown(0);
    if (par.pipeline > 1)
        consider(par.pipeline - 1);
    if (split.uneven && par.pipeline > 2)
        consider(1);
    out.lastStageWorst = par.pipeline > 1 && out.worstStage == par.pipeline - 1;
    out.worstLayers = transformer ? split.layers(out.worstStage) : 0;
    out.worstFlight = flightOf(out.worstStage);
    if (perStage) {
        perStage->clear();
        for (std::int64_t i = 0; i < par.pipeline; ++i)
            perStage->push_back(stageBreakdown(i));
    }
    out.total = out.mem.total();
    stackAccount();
    return std::move(out);
}

// ---- Model states (docs/model.md section 2) ----------------------------------
// The stage that holds the embedding (first) and the one with the head (last).
void MemoryBuilder::stateMemory(std::int64_t stage, MemoryBreakdown& mem) const
{
    const Partition part = partition(f, par, stage);
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
            base =
                part.gpuMatrixParams * weightBytesPerParam(DType::Nf4) + (part.gpuParams - part.gpuMatrixParams) * 2.0;
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
}

// ---- Activations (Korthikanti et al. 2022) ---------------------------------
void MemoryBuilder::activationShape()
{
    if (transformer) {
        // Context parallel splits each sequence across its ranks (ring
        // attention over FlashAttention: no s² term to keep whole).
        shape.s = double(w.sequenceLength) / double(std::max<std::int64_t>(1, rs.scenario.parallelism.context));
        shape.b = double(par.microBatch);
        shape.h = double(arch.hidden);
        // The layer inventory's widths (headroom/model/inventory.h): MLA's heads,
        // the experts a token visits, averaged over the stack where some
        // layers have no MLP (section 1b).
        const LayerWidths& lw = f.inv.widths;
        shape.heads = lw.heads;
        shape.q = lw.query;
        shape.k = lw.key;
        shape.v = lw.value;
        shape.o = lw.attnOut;
        shape.mlp = lw.ffn * lw.mlpShare;
        shape.norms = lw.normsPerLayer;
        shape.gated = lw.gated;
        shape.dropout = arch.dropout > 0;
        shape.e = rb.activation;
        shape.flash = s.activations.flashAttention;
        shape.sp = par.sequenceParallel && par.tensor > 1;
        shape.t = t;
    }
}

void MemoryBuilder::activationSizes()
{
    microPerStep = std::max<std::int64_t>(1, w.globalBatchSize / std::max<std::int64_t>(1, par.microBatch * dpInt));
    out.microPerStep = microPerStep;
    inflight = par.pipeline == 1 ? 1.0 : double(std::min<std::int64_t>(microPerStep, par.pipeline));
    interleave = par.virtualStages > 1 ? 1.0 + (p - 1.0) / (p * double(par.virtualStages)) : 1.0;
    out.inflight = inflight;
    out.interleave = interleave;

    keep = rs.scenario.activations.scale; // 1 unless calibrated to a measured peak
    perLayerFull = transformer ? keep * layerActivationBytes(shape, false) : 0;
    perLayerKept = !transformer            ? 0
                   : rc == Recompute::Full ? keep * layerInputBytes(shape)
                                           : keep * layerActivationBytes(shape, rc == Recompute::Selective);
    out.perLayerFull = perLayerFull;
    out.perLayerKept = perLayerKept;
}

// Stage i keeps min(m, p − i) micro-batches in flight under 1F1B
// (Narayanan et al. 2021 §2.2.1): the first min(m, p), the last one.
double MemoryBuilder::flightOf(std::int64_t stage) const
{
    return par.pipeline == 1 ? 1.0 : double(std::min<std::int64_t>(microPerStep, par.pipeline - stage));
}

double MemoryBuilder::activationMemory(std::int64_t stage) const
{
    if (!training)
        return 0.0;
    if (!transformer)
        return model.activationBytesPerSample * double(par.microBatch) * (rb.activation / 2.0);
    const double layersPerStage = split.layers(stage);
    const double flight = flightOf(stage);
    double bytes = layerActivations(layersPerStage) * flight;
    if (stage == 0) {
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
}

double MemoryBuilder::layerActivations(double layers) const
{
    // Full recomputation of some layers only (recompute_layers): the others
    // keep what they keep without it.
    if (rc != Recompute::Full)
        return layers * perLayerKept;
    const double recomputed = recomputedLayers(par, layers);
    return recomputed * perLayerKept + (layers - recomputed) * perLayerFull;
}

double MemoryBuilder::logitsMemory(std::int64_t stage) const
{
    if (!training || !transformer || !arch.lmHead || arch.vocab == 0)
        return 0.0;
    if (stage < par.pipeline - 1)
        return 0.0;
    // Output layer input and fp32 logits: 4·s·b·h·(1 + V/h), vocab split by t (Korthikanti §4.3, Megatron-LM).
    return (4.0 * shape.s * shape.b * shape.h) / (shape.sp ? t : 1.0) +
           4.0 * shape.s * shape.b * double(arch.vocab) / t;
}

void MemoryBuilder::kvCache()
{
    // ---- KV cache and inference workspace (docs/model.md section 5) ---------------
    eKv = dtypeBytes(s.precision.kvCache);
    context = double(w.promptTokens + w.outputTokens);
    layersPerStage = transformer ? std::ceil(double(arch.layers) / p) : 0;
    kvSplit = transformer ? std::min(double(par.tensor), f.kv.tensorSplitLimit) : 1.0;
    // The stage's share of each kind of layer: ceil(L/p)/L of the stack.
    stageShare = transformer ? layersPerStage / double(arch.layers) : 0;
    kvPerTokenPerSeq = transformer ? f.kv.fullPerToken / double(arch.layers) * layersPerStage * eKv / kvSplit : 0;
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
    kvBytesPerSeq = out.kvAt(context);
    out.kvBytesPerSeq = kvBytesPerSeq;
    out.eInf = s.precision.weights == DType::Fp32 ? 4.0 : 2.0;
}

double MemoryBuilder::overheadOf(const MemoryBreakdown& m) const
{
    return s.overhead.fixedBytes + s.overhead.fraction * m.total();
}

MemoryBreakdown MemoryBuilder::stageBreakdown(std::int64_t stage) const
{
    MemoryBreakdown m;
    stateMemory(stage, m);
    m[MemoryComponent::Activations] = activationMemory(stage);
    m[MemoryComponent::Logits] = logitsMemory(stage);
    if (!training) {
        m[MemoryComponent::KvCache] = kvBytesPerSeq * double(par.microBatch);
        m[MemoryComponent::Activations] =
            inferenceWorkspace(f, rs, par, double(w.promptTokens), double(par.microBatch));
    }
    m[MemoryComponent::Overhead] = overheadOf(m);
    return m;
}

void MemoryBuilder::consider(std::int64_t stage)
{
    const MemoryBreakdown m = stageBreakdown(stage);
    if (m.total() > out.mem.total()) {
        out.mem = m;
        out.worstStage = stage;
    }
}

void MemoryBuilder::stackAccount()
{
    // The software stack's account of the step (stepmemory.cpp, docs/model.md
    // §6b): the papers' accounting is the sum above; another stack's peak is
    // a moment of the step, with the context and the allocator's reserve as
    // its overhead, and "fits" compares what the process takes.
    if (!rs.scenario.software.stack) {
        // The default stack is the papers' accounting: the peak is the sum,
        // at the start of the backward (the prefill for inference); the
        // timeline's model is made only when a timeline is drawn.
        out.peak.stack = stackOf(rs.scenario);
        out.peak.papers = true;
        out.peak.moment = f.training ? MemoryMoment::BackwardStart : MemoryMoment::Prefill;
        out.peak.alive = out.mem;
        out.peak.alive[MemoryComponent::Overhead] = 0;
        out.peak.allocated = out.peak.alive.total();
        out.peak.context = contextBytesOf(rs.scenario);
        out.peak.process = out.total;
        out.peak.reserved = out.total - out.peak.context;
        return;
    }
    out.hasStep = true;
    out.step = stepMemoryModel(f, rs, par, out);
    out.peak = peakOf(out.step);
    if (out.step.papers) {
        out.peak.process = out.total;
        out.peak.reserved = out.total - out.peak.context;
    } else {
        MemoryBreakdown alive = out.peak.alive;
        alive[MemoryComponent::AllocatorReserve] = out.peak.reserved - out.peak.allocated;
        alive[MemoryComponent::Overhead] = out.peak.context;
        out.mem = alive;
        out.total = out.peak.process;
    }
}

} // namespace

MemoryEval evaluateMemory(const ScenarioFacts& f, const ResolvedScenario& rs, const Layout& par,
                          std::vector<MemoryBreakdown>* perStage)
{
    return MemoryBuilder(f, rs, par).build(perStage);
}

void fillTimeline(Estimate& est, const EstimateContext& ctx)
{
    // Filled with the explanations: the planner's and the charts' estimates
    // without them need only the peak.
    if (!est.figures.present())
        return;
    const MemoryEval& me = ctx.me;
    TimelineTimes t;
    if (ctx.facts.training) {
        const StepTime& st = est.step;
        t.forward = st.forwardSeconds;
        t.backward = st.backwardSeconds;
        t.optimizer = st[StepPart::Optimizer];
        t.microBatches = est.microBatchesPerStep;
        t.pipelined = ctx.layout.pipeline > 1;
        t.lossForward = st.headForwardSeconds;
        t.lossBackward = std::max(0.0, st.headSeconds - st.headForwardSeconds);
        if (t.forward <= 0 && t.backward <= 0) { // a fixed MFU: the step's compute, a third forward
            const double perMicro = st.stepSeconds / std::max(1.0, st.microBatches);
            t.forward = perMicro / 3.0;
            t.backward = perMicro - t.forward;
        }
    } else {
        // The prefill, then the whole output decoded.
        t.forward = est.timeToFirstToken;
        t.backward = est.timePerOutputToken * double(std::max<std::int64_t>(1, ctx.s.workload.outputTokens));
    }
    est.timeline = timelineOf(me.hasStep ? me.step : stepMemoryModel(ctx.facts, ctx.rs, ctx.layout, me), me.peak, t);
}

void fillStackFigures(Estimate& est, const EstimateContext& ctx);

// The model states' figures (docs/model.md section 2): ZeRO's shards, LoRA's adapters.
void fillStateFigures(Estimate& est, const EstimateContext& ctx)
{
    const auto& [rs, facts, layout, me, fl, pk, s, w, par, arch, pc] = ctx;
    const Mode mode = w.mode;
    const bool adapters = facts.adapters;
    const std::int64_t dpInt = par.dataParallel();
    const double dp = double(dpInt);
    const double loraParams = facts.loraParams;
    const RecipeBytes& rb = facts.rb;
    const int zero = par.zero;
    const double optBytesPerParam = facts.optBytesPerParam;
    const MemoryBreakdown& mem = me.mem;

    const double shard3 = zero >= 3 ? dp : 1, shard2 = zero >= 2 ? dp : 1, shard1 = zero >= 1 ? dp : 1;
    const Partition part = partition(facts, layout, me.worstStage);
    const double N = mode == Mode::Train ? part.gpuParams : (adapters ? loraParams : part.gpuParams);
    // A state of `n` parameters at `bytes` each, sharded `shard` ways (ZeRO).
    const auto sharded = [&](FigureId id, MemoryComponent c, const char* formula, const char* nSymbol, double n,
                             const char* bytesSymbol, double bytes, double shard, const char* source) -> Figure& {
        return est.figure(id).set(formula, mem[c], source).term(nSymbol, n).term(bytesSymbol, bytes).term("Z", shard);
    };
    if (mode == Mode::Train) {
        est.figure(FigureId::Weights)
            .set("{N}·{w} / {Z}", mem[MemoryComponent::Weights], kSrcZero)
            .term("N", N)
            .term("w", rb.weights)
            .term("Z", shard3)
            .thumb("{w} [bytes] × {P}", rb.weights * pc.total)
            .term("P", pc.total);
        sharded(FigureId::Gradients, MemoryComponent::Gradients, "{N}·{g} / {Z}", "N", N, "g", rb.gradients, shard2,
                kSrcZero);
        sharded(FigureId::MasterWeights, MemoryComponent::MasterWeights, "{N}·{m} / {Z}", "N", N, "m", rb.master,
                shard1, kSrcZero);
        sharded(FigureId::OptimizerStates, MemoryComponent::OptimizerStates, "{N}·{o} / {Z}", "N", N, "o",
                optBytesPerParam, shard1, kSrcZero)
            .thumb("{K} [bytes_per_param] × {P} ([model_states_unsharded])", est.bytesPerParameterStates * pc.total)
            .term("K", est.bytesPerParameterStates)
            .term("P", pc.total);
    } else if (adapters) {
        // The adapters on this GPU: their share of the layer matrices it holds.
        const double adapterShare = loraParams * (part.gpuMatrixParams / std::max(1.0, pc.layerMatrices));
        est.figure(FigureId::Weights)
            .set(mode == Mode::Qlora ? "({Nm}·4.127/8 (NF4) + {Nr}·2 (bf16) + {Na}·{w}) / {Z}"
                                     : "({Nb}·{wb} ([frozen]) + {Na}·{w} ([adapters])) / {Z}",
                 mem[MemoryComponent::Weights], kSrcLora)
            .term("Nm", part.gpuMatrixParams)
            .term("Nr", part.gpuParams - part.gpuMatrixParams)
            .term("Nb", part.gpuParams)
            .term("wb", rb.weights >= 4 ? 4.0 : 2.0)
            .term("Na", adapterShare)
            .term("w", rb.weights)
            .term("Z", shard3)
            .thumb(mode == Mode::Qlora ? "0.5 [bytes] × {P}" : "2 [bytes] × {P}",
                   (mode == Mode::Qlora ? 0.5 : 2.0) * pc.total)
            .term("P", pc.total);
        sharded(FigureId::Gradients, MemoryComponent::Gradients, "{Na}·{g} / {Z}", "Na", adapterShare, "g",
                rb.gradients, shard2, kSrcLora);
        sharded(FigureId::MasterWeights, MemoryComponent::MasterWeights, "{Na}·{m} / {Z}", "Na", adapterShare, "m",
                rb.master, shard1, kSrcLora);
        sharded(FigureId::OptimizerStates, MemoryComponent::OptimizerStates, "{Na}·{o} / {Z}", "Na", adapterShare, "o",
                optBytesPerParam, shard1, kSrcLora);
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

// The activations', logits' and KV cache's figures (sections 3-5).
void fillActivationFigures(Estimate& est, const EstimateContext& ctx)
{
    const auto& [rs, facts, layout, me, fl, pk, s, w, par, arch, pc] = ctx;
    const ModelSpec& model = rs.model;
    const bool transformer = facts.transformer;
    const bool training = facts.training;
    const double t = double(par.tensor);
    const RecipeBytes& rb = facts.rb;
    const ActivationShape& shape = me.shape;
    const double interleave = me.interleave;
    const Recompute rc = layout.recompute; // what is estimated (layoutOf)
    const double perLayerKept = me.perLayerKept;
    const double eKv = me.eKv;
    const double layersPerStage = me.layersPerStage;
    const double kvSplit = me.kvSplit;
    const double eInf = me.eInf;
    const MemoryBreakdown& mem = me.mem;

    // What a layer keeps for the backward pass: training's (inference keeps
    // one layer's workspace, the Activations figure; issue 29 item 13).
    if (transformer && training) {
        const char* perLayerFormula =
            rc == Recompute::Full ? "{e}·{s}·{b}·{h} ([layer_input_kept])"
            : (!shape.flash && rc == Recompute::None && !shape.sp && t == 1 && shape.e == 2 && shape.dropout &&
               !shape.gated && shape.k == shape.q && shape.mlp == 4 * shape.h)
                ? "{s}·{b}·{h}·(34 + 5·{a}·{s}/{h})"
            : shape.sp ? "({R|replicated} + {S|split} + {A|attention_scores}) / {t}"
                       : "{R|replicated} + ({S|split} + {A|attention_scores}) / {t}";
        const LayerActivationParts parts = layerActivationParts(shape, rc == Recompute::Selective);
        est.figure(FigureId::ActivationsPerLayer)
            .set(perLayerFormula, perLayerKept, kSrcKorthikanti)
            .term("s", shape.s)
            .term("b", shape.b)
            .term("h", shape.h)
            .term("a", shape.heads)
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
        const double flight = me.worstFlight;
        // Some layers recomputed (recompute_layers): the others keep a whole layer's.
        const double recomputed = recomputedLayers(layout, me.worstLayers);
        const bool someLayers = rc == Recompute::Full && recomputed < me.worstLayers;
        const double layers = flight * interleave *
                              (someLayers ? recomputed * perLayerKept + (me.worstLayers - recomputed) * me.perLayerFull
                                          : me.worstLayers * perLayerKept);
        const double oneLayer = rc == Recompute::Full ? me.perLayerFull : 0;
        est.figure(FigureId::Activations)
            .set(!transformer            ? "{A}·{b}·{e}/2"
                 : someLayers            ? "{Lr|recomputed_layers}·{m}·{x}·({Ai|layer_input}) + ({Lp} − "
                                           "{Lr|recomputed_layers})·{m}·{x}·({A1|per_layer}) + "
                                           "{A1|one_layer} + {Ae|embedding}"
                 : rc == Recompute::Full ? "{Lp}·{m}·{x}·({Ai|layer_input}) + {A1|one_layer} + {Ae|embedding}"
                                         : "{Lp}·{m}·{x}·({Ai|per_layer}) + {Ae|embedding}",
                 mem[MemoryComponent::Activations], kSrcKorthikanti)
            .term("Lp", me.worstLayers)
            .term("Lr", recomputed)
            .term("m", flight)
            .term("x", interleave)
            .term("Ai", perLayerKept, Unit::Bytes)
            .term("A1", oneLayer, Unit::Bytes)
            .term("Ae", std::max(0.0, mem[MemoryComponent::Activations] - layers - oneLayer), Unit::Bytes)
            .term("A", model.activationBytesPerSample, Unit::Bytes)
            .term("b", double(w.microBatchSize))
            .term("e", rb.activation);
        // On the last stage only; the head's input is split by t only with
        // sequence parallelism, the fp32 logits always (vocab-parallel).
        if (mem[MemoryComponent::Logits] > 0)
            est.figure(FigureId::Logits)
                .set(shape.sp || t == 1 ? "4·{s}·{b}·{h}·(1 + {V}/{h}) / {t}" : "4·{s}·{b}·{h} + 4·{s}·{b}·{V} / {t}",
                     mem[MemoryComponent::Logits], kSrcMegatron)
                .term("s", shape.s)
                .term("b", shape.b)
                .term("h", shape.h)
                .term("V", double(arch.vocab))
                .term("t", t);
    } else {
        // One prefill step's tokens: the batch's prompts, at most a chunk.
        const double chunk = std::min(double(w.microBatchSize) * double(w.promptTokens), kChunkTokens);
        est.figure(FigureId::Activations)
            .set(transformer ? "{e}·{c}·({h} + {q} + {k} + {v} + {Fw|mlp_width})/{t} + {Sc|attention_scores} + "
                               "4·{V}·{b} ([one_layer_workspace])"
                             : "{b}·{A}",
                 mem[MemoryComponent::Activations], "docs/model.md §5")
            .term("b", double(w.microBatchSize))
            .term("e", eInf)
            .term("c", chunk)
            .term("h", facts.inv.widths.hidden)
            .term("q", facts.inv.widths.query)
            .term("k", facts.inv.widths.key)
            .term("v", facts.inv.widths.value)
            .term("Fw", (facts.inv.widths.gated ? 3.0 : 2.0) * facts.inv.widths.ffn)
            .term("Sc",
                  s.activations.flashAttention ? 0.0
                                               : eInf * facts.inv.widths.heads * chunk * double(w.promptTokens) / t,
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
}

// The overhead, the total and the headroom: the papers' sum or the stack's process (§6b).
void fillTotalFigures(Estimate& est, const EstimateContext& ctx)
{
    const auto& [rs, facts, layout, me, fl, pk, s, w, par, arch, pc] = ctx;
    const Gpu& gpu = rs.gpu;
    const Mode mode = w.mode;
    const MemoryBreakdown& mem = me.mem;
    const double total = me.total;

    // The papers' accounting sums its parts with an overhead; a software
    // stack's process is its peak's allocations, the allocator's reserve and
    // the CUDA context (docs/model.md §6b): the figures say which.
    if (me.peak.papers) {
        est.figure(FigureId::Overhead)
            .set("{F} + {f}·({R|rest})", mem[MemoryComponent::Overhead], kSrcOverhead)
            .term("F", s.overhead.fixedBytes, Unit::Bytes)
            .term("f", s.overhead.fraction)
            .term("R", total - mem[MemoryComponent::Overhead], Unit::Bytes);
    } else {
        est.figure(FigureId::Overhead)
            .set("{Cx|context}", mem[MemoryComponent::Overhead], stackFacts(me.peak.stack).source)
            .term("Cx", mem[MemoryComponent::Overhead], Unit::Bytes);
    }
    // One total: the papers' sum, or a stack's process with its weight
    // copies, allocator reserve and context (§6b).
    est.figure(FigureId::MemoryTotal)
        .set(me.peak.papers ? "{W|weights} + {G|gradients} + {M|master} + {O|optimizer} + {A|activations} + "
                              "{Lg|logits} + {KV|kv} + {Ov|overhead}"
                            : "{W|weights} + {G|gradients} + {M|master} + {O|optimizer} + {Wc|copies} + "
                              "{A|activations} + {Lg|logits} + {KV|kv} + {Rs|reserve} + {Ov|context}",
             total, me.peak.papers ? "docs/model.md §2-6" : "docs/model.md §6b")
        .term("W", mem[MemoryComponent::Weights], Unit::Bytes)
        .term("G", mem[MemoryComponent::Gradients], Unit::Bytes)
        .term("M", mem[MemoryComponent::MasterWeights], Unit::Bytes)
        .term("O", mem[MemoryComponent::OptimizerStates], Unit::Bytes)
        .term("A", mem[MemoryComponent::Activations], Unit::Bytes)
        .term("Lg", mem[MemoryComponent::Logits], Unit::Bytes)
        .term("KV", mem[MemoryComponent::KvCache], Unit::Bytes)
        .term("Ov", mem[MemoryComponent::Overhead], Unit::Bytes)
        .thumb(mode == Mode::Train ? "16 [bytes] × {P} + {A|activations}"
                                   : "1.2 × 2 [bytes] × {P} ([inference_margin])",
               mode == Mode::Train ? 16.0 * pc.total + mem[MemoryComponent::Activations] : 1.2 * 2.0 * pc.total)
        .term("P", pc.total);
    if (!me.peak.papers)
        est.figure(FigureId::MemoryTotal)
            .term("Wc", mem[MemoryComponent::WeightCopies], Unit::Bytes)
            .term("Rs", mem[MemoryComponent::AllocatorReserve], Unit::Bytes);
    est.figure(FigureId::Headroom)
        .set("{C} − {T}", est.headroom, "")
        .term("C", usableMemoryBytes(gpu), Unit::Bytes)
        .term("T", total, Unit::Bytes);
}

// Model states, activations, KV cache and overheads per GPU, with their figures.
void fillMemory(Estimate& est, const EstimateContext& ctx)
{
    const auto& [rs, facts, layout, me, fl, pk, s, w, par, arch, pc] = ctx;
    const Gpu& gpu = rs.gpu;
    const bool transformer = facts.transformer;
    const RecipeBytes& rb = facts.rb;
    const double optBytesPerParam = facts.optBytesPerParam;
    const std::int64_t microPerStep = me.microPerStep;
    const double perLayerKept = me.perLayerKept;
    const MemoryBreakdown& mem = me.mem;
    const double total = me.total;

    // ---- Model states (docs/model.md section 2) ----------------------------------
    est.bytesPerParameterStates = rb.weights + rb.gradients + rb.master + optBytesPerParam;

    // ---- Memory per GPU: model states, activations (Korthikanti et al. 2022),
    // KV cache and workspace (docs/model.md sections 2-6), in evaluateMemory.
    est.microBatchesPerStep = int(std::min<std::int64_t>(microPerStep, std::numeric_limits<int>::max()));
    est.activationBytesPerLayer = perLayerKept;

    est.perGpu = mem;
    if (mem[MemoryComponent::KvCache] > 0) {
        const double b = double(layout.microBatch);
        est.kvParts = {me.kvPerTokenPerSeq * me.context * b, me.kvLocalPerToken * std::min(me.context, me.kvWindow) * b,
                       me.kvStatePerSeq * b};
        // A serving engine's pool (vLLM, SGLang) or a grown cache holds
        // other bytes than the batch's: its layer kinds in the same shares.
        double parts = 0;
        for (double p : est.kvParts)
            parts += p;
        const double kv = mem[MemoryComponent::KvCache];
        if (parts > 0 && std::abs(parts - kv) > 1e-9 * kv)
            for (double& p : est.kvParts)
                p *= kv / parts;
        else if (!(parts > 0))
            est.kvParts = {kv, 0, 0};
        est.kvLatent = transformer && arch.mla.enabled();
    }
    est.capacity = usableMemoryBytes(gpu);
    // What the process takes (the stack's peak, its reserve and context) against the device.
    est.stack = me.peak.stack;
    est.memoryPeak = me.peak;
    est.fits = total <= usableMemoryBytes(gpu);
    est.headroom = usableMemoryBytes(gpu) - total;

    // Figures for the memory stack, each with its working.
    fillStateFigures(est, ctx);
    fillActivationFigures(est, ctx);
    fillTotalFigures(est, ctx);
    if (!me.peak.papers)
        fillStackFigures(est, ctx);
}

// Under a software stack the bars are what is alive at the peak's moment
// (docs/model.md §6b), so the figures of the parts that moment changes say
// so: the gradients set_to_none freed, the eager layers' saves, the loss's
// logits, the serving engine's pool. The others (weights, master weights,
// optimizer states) are the papers' at every moment.
void fillStackFigures(Estimate& est, const EstimateContext& ctx)
{
    const MemoryEval& me = ctx.me;
    const StepMemoryModel& m = me.step;
    const MemoryBreakdown& mem = me.mem;
    const StackFacts& stack = stackFacts(m.stack);
    const MemoryMoment at = me.peak.moment;
    const double gradients = mem[MemoryComponent::Gradients];
    const double activations = mem[MemoryComponent::Activations];
    const double logits = mem[MemoryComponent::Logits];
    if (m.training) {
        if (!stack.gradientsPersist && gradients < 0.5 * m.gradients)
            est.figure(FigureId::Gradients).set("0 ([gradients_freed])", gradients, stack.source);
        // FSDP under the Trainer's no_sync: the whole model's, unsharded.
        if (m.gradientsUnsynced > 0 && gradients == m.gradientsUnsynced) {
            const double n = ctx.facts.adapters ? ctx.facts.loraParams : ctx.pc.total;
            est.figure(FigureId::Gradients)
                .set("{N}·{u|bytes_per_param} ([gradients_unsynced])", gradients, stack.source)
                .term("N", n)
                .term("u", gradients / n, Unit::Bytes);
        }
        if (!m.eager)
            return;
        // One layer's eager saves (or its input under checkpointing), per token.
        const bool checkpointed = m.recomputedLayer > 0;
        est.activationBytesPerLayer = m.perLayer;
        est.figure(FigureId::ActivationsPerLayer)
            .set(m.scale != 1.0
                     ? (checkpointed ? "{k}·{T|tokens}·{Bi|layer_input_per_token}"
                                     : "{k}·{T|tokens}·{Bt|saved_per_token}")
                     : (checkpointed ? "{T|tokens}·{Bi|layer_input_per_token}" : "{T|tokens}·{Bt|saved_per_token}"),
                 m.perLayer, stack.source)
            .term("k", m.scale)
            .term("T", m.tokens)
            .term("Bi", m.inputPerToken, Unit::Bytes)
            .term("Bt", m.layerPerToken, Unit::Bytes);
        Figure& a = est.figure(FigureId::Activations);
        if ((at == MemoryMoment::Forward || at == MemoryMoment::BackwardStart) && m.layersRecomputed > 0 &&
            m.layersRecomputed < m.layers)
            a.set("{Lr|recomputed_layers}·{m}·{Ai|layer_input} + ({Lp|layers} − "
                  "{Lr|recomputed_layers})·{m}·{A1|per_layer} + "
                  "{Ah|head_input}",
                  activations, stack.source)
                .term("Lp", m.layers)
                .term("Lr", m.layersRecomputed)
                .term("m", m.flight)
                .term("Ai", m.perLayer, Unit::Bytes)
                .term("A1", m.recomputedLayer, Unit::Bytes)
                .term("Ah", m.headInput, Unit::Bytes);
        else if (at == MemoryMoment::Forward || at == MemoryMoment::BackwardStart)
            a.set("{Lp|layers}·{m}·{Ai|per_layer} + {Ah|head_input}", activations, stack.source)
                .term("Lp", m.layers)
                .term("m", m.flight)
                .term("Ai", m.perLayer, Unit::Bytes)
                .term("Ah", m.headInput, Unit::Bytes);
        else if (at == MemoryMoment::Backward && checkpointed)
            a.set("{A1|one_layer} + {Ai|layer_input}", activations, stack.source)
                .term("A1", m.recomputedLayer, Unit::Bytes)
                .term("Ai", m.perLayer, Unit::Bytes);
        else if (at == MemoryMoment::Backward)
            a.set("{Ai|per_layer}", activations, stack.source).term("Ai", activations, Unit::Bytes);
        else
            a.set("0", activations, stack.source);
        if (logits > 0) {
            // The loss's tensors: bytes per logit alive at the moment, and
            // what a chunked loss keeps to the backward.
            const double perLogit = at == MemoryMoment::Forward ? m.lossForwardPerLogit : m.lossBackwardPerLogit;
            Figure& lg = est.figure(FigureId::Logits);
            if (compiledLoss(ctx.s))
                lg.set("{p|bytes_per_logit}·{L|logits} + {K|log_sum_exp}", logits, stack.source);
            else if (m.lossKept > 0 && perLogit > 0)
                lg.set("{p|bytes_per_logit}·{L|logits} + {K|loss_gradients}", logits, stack.source);
            else if (m.lossKept > 0)
                lg.set("{K|loss_gradients}", logits, stack.source);
            else
                lg.set("{p|bytes_per_logit}·{L|logits}", logits, stack.source);
            lg.term("p", perLogit, Unit::Bytes).term("L", m.logits).term("K", m.lossKept, Unit::Bytes);
        }
        return;
    }
    // Inference: the engine's pool, and the workspace of the moment.
    const double kv = mem[MemoryComponent::KvCache];
    if (stack.kv == KvRule::DeviceFraction && kv > m.kvBatch * (1 + 1e-12)) {
        est.figure(FigureId::KvCache)
            .set("{f}·{C} − {W|weights} − {Ap|activations} − {Cx|context}", kv, stack.source)
            .term("f", m.deviceFraction)
            .term("C", usableMemoryBytes(ctx.rs.gpu), Unit::Bytes)
            .term("W", mem[MemoryComponent::Weights], Unit::Bytes)
            .term("Ap", m.workspacePrefill, Unit::Bytes)
            .term("Cx", m.context, Unit::Bytes);
    }
    // (Decoding's workspace, one token per sequence, never exceeds the
    // prefill's chunk: the peak is the prefill's.)
    if (stack.kv == KvRule::Grows && m.promptWorkspace > 0 && activations > m.papersWorkspace * (1 + 1e-12))
        est.figure(FigureId::Activations)
            .set("{b}·{Wp|one_prompt_workspace}", activations, stack.source)
            .term("b", m.batch)
            .term("Wp", m.promptWorkspace, Unit::Bytes);
}

} // namespace headroom::detail
