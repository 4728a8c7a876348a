#include "headroom/fixes.h"

#include "headroom/estimate.h"
#include "headroom/inputs.h"
#include "headroom/model/stack.h"
#include "headroom/model/stages.h"
#include "headroom/solve.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>
#include <tuple>
#include <utility>

namespace headroom {

std::string_view toString(FixKind k)
{
    switch (k) {
    case FixKind::ZeroStage: return "zero-stage";
    case FixKind::Recompute: return "recompute";
    case FixKind::MicroBatch: return "micro-batch";
    case FixKind::TensorParallel: return "tensor-parallel";
    case FixKind::PipelineParallel: return "pipeline-parallel";
    case FixKind::ExpertParallel: return "expert-parallel";
    case FixKind::MoreGpus: return "more-gpus";
    case FixKind::WeightFormat: return "weight-format";
    case FixKind::KvCacheFormat: return "kv-cache-format";
    case FixKind::ZeroAndRecompute: return "zero-and-recompute";
    case FixKind::CompiledLoss: return "compiled-loss";
    case FixKind::ChunkedLoss: return "chunked-loss";
    case FixKind::Adapters: return "adapters";
    case FixKind::SyncEachBatch: return "sync-each-batch";
    case FixKind::RecomputeLayers: return "recompute-layers";
    case FixKind::Optimizer: return "optimizer";
    case FixKind::ShardedGpus: return "sharded-gpus";
    case FixKind::EngineShare: return "engine-share";
    case FixKind::CheckpointInterval: return "checkpoint-interval";
    case FixKind::BalanceStages: return "balance-stages";
    }
    return "zero-stage";
}

namespace {

// The single changes that make a scenario fit (fitFixes), found kind by kind:
// the scenario, its estimate and the fixes found so far are members.
class FixFinder {
public:
    FixFinder(const Scenario& s, const Catalog& c, const ResolvedScenario& r, double secondsBefore)
        : scenario(s), catalog(c), resolved(r), par(s.parallelism), before(secondsBefore),
          moe(r.model.kind == ModelSpec::Kind::Transformer && r.model.arch.experts > 1),
          experts(moe ? r.model.arch.experts : 1)
    {
        for (std::int64_t f = 2; f <= 64; f *= 2)
            doublings.push_back(f);
    }
    std::vector<Fix> find(std::size_t limit);

private:
    bool attempt(FixKind kind, std::int64_t value, const Scenario& s, DType dtype = DType::Bf16);
    void firstOf(FixKind kind, const std::vector<std::int64_t>& values,
                 const std::function<Scenario(std::int64_t)>& at);
    void smallerBatch();
    void trainingStates(const StackFacts& stack);
    void someLayersRecomputed();
    void smallerOptimizer(const StackFacts& stack);
    void zeroAndRecompute();
    void trainingLayouts(const StackFacts& stack);
    void inference();
    void expertParallel();

    const Scenario& scenario;
    const Catalog& catalog;
    const ResolvedScenario& resolved;
    const Parallelism& par;
    const double before;
    const bool moe;
    const std::int64_t experts;
    std::vector<std::int64_t> doublings; // 2, 4, … 64
    std::vector<Fix> fixes;
};

std::vector<Fix> FixFinder::find(std::size_t limit)
{
    if (scenario.workload.mode != Mode::Inference) {
        // A PyTorch-native stack checkpoints whole layers (transformers'
        // gradient_checkpointing_enable, torch.utils.checkpoint): full only.
        const StackFacts& stack = stackFacts(stackOf(scenario));
        trainingStates(stack);
        zeroAndRecompute();
        trainingLayouts(stack);
    } else {
        inference();
    }
    if (moe)
        expertParallel();

    // Cheapest first: no more GPUs, then the shortest time, then the most
    // room; training something else (adapters) only after the rest.
    std::stable_sort(fixes.begin(), fixes.end(), [](const Fix& a, const Fix& b) {
        const bool ja = a.kind == FixKind::Adapters, jb = b.kind == FixKind::Adapters;
        return std::make_tuple(ja, a.gpus, a.seconds, -a.headroom) <
               std::make_tuple(jb, b.gpus, b.seconds, -b.headroom);
    });
    if (fixes.size() > limit)
        fixes.resize(limit);
    return std::move(fixes);
}

// One change, estimated; kept when it fits. Under the Trainer's FSDP with
// accumulation, a change that does not fit is tried again with the gradients
// synced each micro-batch, as its users would (software.sync_each_batch).
bool FixFinder::attempt(FixKind kind, std::int64_t value, const Scenario& changed, DType dtype)
{
    Scenario s = changed;
    auto e = estimate(s, catalog, EstimateOptions{.explain = false});
    bool synced = false;
    if (e && !e->fits && kind != FixKind::SyncEachBatch &&
        trainerNoSync(s, s.parallelism, double(e->microBatchesPerStep))) {
        s.software.syncEachBatch = synced = true;
        e = estimate(s, catalog, EstimateOptions{.explain = false});
    }
    if (!e || !e->fits)
        return false;
    Fix f;
    f.syncEachBatch = synced;
    f.kind = kind;
    f.value = value;
    f.dtype = dtype;
    f.scenario = s;
    f.gpus = s.parallelism.gpus;
    f.memoryPerGpu = e->perGpu.total();
    f.headroom = e->headroom;
    f.seconds = e->seconds;
    f.secondsBefore = before;
    fixes.push_back(std::move(f));
    return true;
}

// The first step of an escalating series that fits (the smallest change).
void FixFinder::firstOf(FixKind kind, const std::vector<std::int64_t>& values,
                        const std::function<Scenario(std::int64_t)>& at)
{
    for (std::int64_t v : values)
        if (attempt(kind, v, at(v)))
            return;
}

// Halving the (micro-)batch until it fits: the largest that does.
void FixFinder::smallerBatch()
{
    std::vector<std::int64_t> halves;
    for (std::int64_t b = scenario.workload.microBatchSize / 2; b >= 1; b /= 2)
        halves.push_back(b);
    firstOf(FixKind::MicroBatch, halves, [&](std::int64_t b) {
        Scenario s = scenario;
        s.workload.microBatchSize = b;
        return s;
    });
}

// Training on the same GPUs: the gradients synced each micro-batch (the
// Trainer's FSDP), a higher ZeRO stage, recomputation.
void FixFinder::trainingStates(const StackFacts& stack)
{
    const double microBatches =
        double(scenario.workload.globalBatchSize) /
        double(std::max<std::int64_t>(1, par.dataParallel() * scenario.workload.microBatchSize));
    if (trainerNoSync(scenario, par, microBatches)) {
        Scenario s = scenario;
        s.software.syncEachBatch = true;
        attempt(FixKind::SyncEachBatch, 1, s);
    }
    std::vector<std::int64_t> stages;
    for (int z = par.zero + 1; z <= 3; ++z)
        stages.push_back(z);
    firstOf(FixKind::ZeroStage, stages, [&](std::int64_t z) {
        Scenario s = scenario;
        s.parallelism.zero = int(z);
        return s;
    });
    std::vector<std::int64_t> modes;
    if (scenario.activations.recompute == Recompute::None && hasSelectiveRecompute(stack))
        modes.push_back(1);
    // Full: every layer (also where recompute_layers left some whole).
    if (scenario.activations.recompute != Recompute::Full || scenario.activations.recomputeLayers)
        modes.push_back(2);
    firstOf(FixKind::Recompute, modes, [&](std::int64_t m) {
        Scenario s = scenario;
        s.activations.recompute = m == 1 ? Recompute::Selective : Recompute::Full;
        s.activations.recomputeLayers.reset();
        return s;
    });
    if (stack.blockRecompute)
        someLayersRecomputed();
    smallerOptimizer(stack);
}

// The Trainer's own optimizers with smaller states (TrainingArguments.optim):
// bitsandbytes' 8-bit AdamW ("adamw_bnb_8bit", 2 bytes a parameter for
// AdamW's 8), then Adafactor ("adafactor", factored second moments). Only
// the Hugging Face stack lists them; Megatron's and DeepSpeed's optimizers
// keep full-precision states.
void FixFinder::smallerOptimizer(const StackFacts& stack)
{
    if (stack.stack != SoftwareStack::HfTransformers || scenario.workload.mode != Mode::Train)
        return;
    std::vector<Optimizer> smaller;
    if (scenario.optimizer == Optimizer::AdamW || scenario.optimizer == Optimizer::Adam)
        smaller.push_back(Optimizer::AdamW8bit);
    if (scenario.optimizer != Optimizer::Adafactor && scenario.optimizer != Optimizer::Sgd)
        smaller.push_back(Optimizer::Adafactor);
    for (Optimizer o : smaller) {
        Scenario s = scenario;
        s.optimizer = o;
        if (attempt(FixKind::Optimizer, 0, s)) {
            fixes.back().optimizer = o;
            return;
        }
    }
}

// Megatron-LM's block method: the fewest layers of each model chunk
// recomputed that make the run fit, the cheapest full recomputation that
// does (memory falls as the count grows, so a bisection finds it).
void FixFinder::someLayersRecomputed()
{
    if (resolved.model.kind != ModelSpec::Kind::Transformer)
        return;
    // The largest model chunk: of the most loaded stage, uneven stages too.
    const StageSplit split = stageSplit(resolved.model.arch.layers, par);
    const double stageLayers = std::max({split.first, split.middle, split.last});
    const std::int64_t chunkLayers =
        std::int64_t(std::ceil(stageLayers / double(std::max<std::int64_t>(1, par.virtualStages))));
    const bool some = scenario.activations.recompute == Recompute::Full && scenario.activations.recomputeLayers;
    if (scenario.activations.recompute == Recompute::Full && !some)
        return; // every layer already
    const auto at = [&](std::int64_t n) {
        Scenario s = scenario;
        s.activations.recompute = Recompute::Full;
        s.activations.recomputeLayers = n;
        return s;
    };
    const auto fits = [&](std::int64_t n) {
        auto e = estimate(at(n), catalog, EstimateOptions{.explain = false});
        return e && e->fits;
    };
    std::int64_t lo = some ? *scenario.activations.recomputeLayers + 1 : 1, hi = chunkLayers - 1;
    if (lo > hi || !fits(hi))
        return;
    while (lo < hi) {
        const std::int64_t mid = lo + (hi - lo) / 2;
        if (fits(mid))
            hi = mid;
        else
            lo = mid + 1;
    }
    attempt(FixKind::RecomputeLayers, hi, at(hi));
}

// Model states and activations both too large: shard the one and recompute
// the other, on the same GPUs, when neither alone will do.
void FixFinder::zeroAndRecompute()
{
    const bool sameGpus = std::any_of(fixes.begin(), fixes.end(), [](const Fix& f) {
        return f.kind == FixKind::ZeroStage || f.kind == FixKind::Recompute;
    });
    for (int z = std::max(1, par.zero); z <= 3 && !sameGpus; ++z) {
        bool found = false;
        for (Recompute rc : {Recompute::Selective, Recompute::Full}) {
            if (rc == scenario.activations.recompute || (z == par.zero && rc == Recompute::Selective))
                continue;
            Scenario s = scenario;
            s.parallelism.zero = z;
            s.activations.recompute = rc;
            s.activations.recomputeLayers.reset();
            if (attempt(FixKind::ZeroAndRecompute, z, s)) {
                fixes.back().recompute = rc;
                found = true;
                break;
            }
        }
        if (found)
            break;
    }
}

// Training: the chunked loss, a smaller micro-batch, more model parallelism
// or GPUs, or adapters instead of the whole model.
void FixFinder::trainingLayouts(const StackFacts& stack)
{
    // Where the stack's loss upcasts the logits: the same loss compiled (one
    // line, torch.compile of the loss function, as torchtitan does with
    // --training.compile), or without its whole logits (Liger Kernel's
    // chunked fused linear cross-entropy).
    if (stack.loss == LossRule::UpcastLogSoftmax && scenario.software.loss == LossKernel::Stack) {
        for (const auto& [kind, loss] : {std::pair{FixKind::CompiledLoss, LossKernel::Compiled},
                                         std::pair{FixKind::ChunkedLoss, LossKernel::Chunked}}) {
            Scenario s = scenario;
            s.software.loss = loss;
            attempt(kind, 0, s);
        }
    }
    // The largest smaller micro-batch that fits (the global batch stays).
    smallerBatch();
    std::vector<std::int64_t> tensors, pipelines, gpus;
    for (std::int64_t f : doublings) {
        if (par.tensor * f <= par.gpus && f <= 16)
            tensors.push_back(par.tensor * f);
        if (par.pipeline * f <= par.gpus)
            pipelines.push_back(par.pipeline * f);
        gpus.push_back(par.gpus * f);
    }
    // Tensor and pipeline parallel only where the stack has them.
    if (!stack.modelParallel) {
        tensors.clear();
        pipelines.clear();
    }
    firstOf(FixKind::TensorParallel, tensors, [&](std::int64_t t) {
        Scenario s = scenario;
        s.parallelism.tensor = t;
        s.parallelism.sequenceParallel = true; // Megatron pairs them
        return s;
    });
    firstOf(FixKind::PipelineParallel, pipelines, [&](std::int64_t p) {
        Scenario s = scenario;
        s.parallelism.pipeline = p;
        return s;
    });
    firstOf(FixKind::MoreGpus, gpus, [&](std::int64_t n) {
        Scenario s = scenario;
        s.parallelism.gpus = n;
        return s;
    });
    // More GPUs with the model states fully sharded over them (FSDP's
    // FULL_SHARD, ZeRO-3): where more GPUs alone keep a whole copy each,
    // and on one GPU, where a ZeRO stage has nothing to shard over.
    if (par.zero < 3) {
        firstOf(FixKind::ShardedGpus, gpus, [&](std::int64_t n) {
            Scenario s = scenario;
            s.parallelism.gpus = n;
            s.parallelism.zero = 3;
            return s;
        });
    }
    // Training adapters instead of the whole model (PEFT), where the
    // stack has them: LoRA, then QLoRA's 4-bit base.
    if (stack.stack == SoftwareStack::HfTransformers && scenario.workload.mode == Mode::Train &&
        resolved.model.kind == ModelSpec::Kind::Transformer) {
        for (Mode m : {Mode::Lora, Mode::Qlora}) {
            Scenario s = scenario;
            s.workload.mode = m;
            if (attempt(FixKind::Adapters, s.workload.loraRank, s))
                break;
        }
    }
}

// Inference: split the weights over more GPUs, or store them smaller.
void FixFinder::inference()
{
    std::vector<std::int64_t> tensors;
    for (std::int64_t f : doublings)
        if (par.tensor * f <= 64)
            tensors.push_back(par.tensor * f);
    firstOf(FixKind::TensorParallel, tensors, [&](std::int64_t t) {
        Scenario s = scenario;
        s.parallelism.tensor = t;
        s.parallelism.gpus = std::max(par.gpus, t * par.pipeline);
        return s;
    });
    SolveRequest best;
    best.kind = SolveKind::BestWeights;
    best.scenario = scenario;
    if (auto solved = solve(best, catalog); solved && solved->found)
        attempt(FixKind::WeightFormat, 0, solved->best.scenario, solved->best.scenario.precision.weights);
    if (dtypeBytes(scenario.precision.kvCache) > 1) {
        Scenario s = scenario;
        s.precision.kvCache = DType::Fp8;
        attempt(FixKind::KvCacheFormat, 0, s, DType::Fp8);
    }
    // vLLM takes gpu_memory_utilization of the device (0.9 unless set) and
    // fills it with the weights, the profiled activations and the KV pool:
    // raised to 0.95 the pool grows by 5 % of the device, the rest staying for
    // the CUDA context and the graphs. (SGLang's mem_fraction_static leaves
    // its activations and graphs outside it, so it is not raised here.)
    const StackFacts& engine = stackFacts(stackOf(resolved.scenario)); // the hardware's engine where none is named
    if (engine.stack == SoftwareStack::Vllm &&
        scenario.serving.kvMemoryFraction.value_or(deviceFractionOf(engine, par.tensor * par.pipeline)) < 0.95) {
        Scenario s = scenario;
        s.serving.kvMemoryFraction = 0.95;
        attempt(FixKind::EngineShare, 95, s);
    }
    smallerBatch();
}

// A mixture of experts: the experts over more GPUs.
void FixFinder::expertParallel()
{
    const bool inference = scenario.workload.mode == Mode::Inference;
    std::vector<std::int64_t> eps;
    for (std::int64_t f : doublings)
        if (par.expert * f <= experts && experts % (par.expert * f) == 0)
            eps.push_back(par.expert * f);
    firstOf(FixKind::ExpertParallel, eps, [&](std::int64_t e) {
        Scenario s = scenario;
        s.parallelism.expert = e;
        if (inference)
            s.parallelism.gpus = std::max(par.gpus, e * par.tensor * par.pipeline);
        return s;
    });
}

} // namespace

Expected<std::vector<Fix>> fitFixes(const Scenario& scenario, const Catalog& catalog, std::size_t limit)
{
    auto resolved = resolve(scenario, catalog);
    if (!resolved)
        return resolved.error();
    auto base = estimate(*resolved, EstimateOptions{.explain = false});
    if (!base)
        return base.error();
    if (base->fits)
        return std::vector<Fix>{};
    return FixFinder(scenario, catalog, *resolved, base->seconds).find(limit);
}

std::vector<Fix> timeFixes(const ResolvedScenario& rs, const Estimate& e)
{
    std::vector<Fix> out;
    if (rs.scenario.workload.mode == Mode::Inference || !e.fits || !e.goodput.finite())
        return out;
    const auto wallOf = [](const Estimate& x) { return x.goodput.wallSeconds; };
    const auto make = [&](FixKind kind, const ResolvedScenario& changed) -> std::optional<Fix> {
        auto after = estimate(changed, EstimateOptions{.explain = false});
        if (!after || !after->fits || !after->goodput.finite() || wallOf(*after) >= wallOf(e) * (1.0 - 1e-4))
            return std::nullopt;
        Fix fx;
        fx.kind = kind;
        fx.scenario = changed.scenario;
        fx.gpus = changed.scenario.parallelism.gpus;
        fx.memoryPerGpu = after->perGpu.total();
        fx.headroom = after->headroom;
        fx.seconds = wallOf(*after);
        fx.secondsBefore = wallOf(e);
        return fx;
    };
    // Young/Daly: the interval that loses least, when it is not the scenario's.
    const Goodput& g = e.goodput;
    if (g.optimalIntervalSteps > 0 && g.optimalIntervalSteps != rs.scenario.checkpoint.intervalSteps) {
        ResolvedScenario changed = rs;
        changed.scenario.checkpoint.intervalSteps = g.optimalIntervalSteps;
        if (auto fx = make(FixKind::CheckpointInterval, changed)) {
            fx->value = g.optimalIntervalSteps;
            out.push_back(*fx);
        }
    }
    // The balanced pipeline split.
    if (auto best = balancedStages(rs)) {
        ResolvedScenario changed = rs;
        changed.scenario.parallelism.firstStageLayers = best->first;
        changed.scenario.parallelism.lastStageLayers = best->last;
        if (auto fx = make(FixKind::BalanceStages, changed)) {
            fx->value = best->first;
            fx->lastLayers = best->last;
            out.push_back(*fx);
        }
    }
    return out;
}

} // namespace headroom
