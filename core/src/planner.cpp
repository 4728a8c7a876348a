#include "headroom/planner.h"
#include "headroom/inputs.h"
#include "headroom/limits.h"
#include "headroom/model/stack.h"

#include "engine.h"
#include "jsonreader.h"
#include "model/decode.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <system_error>
#include <thread>
#include <tuple>

namespace headroom {

using namespace detail;

namespace {

constexpr double kSecondsPerDay = 86400.0;

// One GPU type of the search, resolved once: the hot loop touches no strings.
struct GpuContext {
    std::string id;
    int rank = 0; // id's position in sorted order (the last tie-break)
    ResolvedScenario rs;
    ScenarioFacts facts;
    double capacity = 0;
    double usable = 0; // capacity x (1 - min headroom)
    double peak = 0;
    double eKv = 2;
    std::array<FlopsEval, 3> flops{}; // by recomputation level
    double cloudRate = 0;
    double onpremRate = 0;
};

struct Candidate {
    double timeKey = 0; // planCompareKey(seconds): what dominance looks at
    double costKey = 0;
    double seconds = 0;
    double cost = 0;
    double cloudUsd = 0;
    double onpremUsd = 0;
    double gpuHours = 0;
    double memory = 0;
    double tokensPerSecondPerGpu = 0;
    double mfu = 0;
    StepLimit limit = StepLimit::Compute;
    std::int64_t equivalent = 1;
    Layout layout;
    int gpu = 0; // index into the contexts
    int rank = 0;
};

auto tieKey(const Layout& l, int rank)
{
    return std::make_tuple(int(l.recompute), l.tensor * l.pipeline, l.pipeline, l.zero, l.sequenceParallel,
                           -l.microBatch, l.gpus, rank, l.tensor, l.expert);
}

bool preferred(const Candidate& a, const Candidate& b)
{
    return tieKey(a.layout, a.rank) < tieKey(b.layout, b.rank);
}

// Time of one layout, as estimate() computes it, so rows match it exactly:
// training from the predicted step (or the fixed MFU the scenario gives),
// inference one request's latency.
void timeOf(const GpuContext& g, const Layout& l, const FlopsEval& fl, bool training, Candidate& c,
            StepShares* shares = nullptr)
{
    if (training) {
        StepTime st;
        const double gpuSeconds = trainingSeconds(g.facts, g.rs, l, fl, g.peak, &st);
        const double gpus = double(l.gpus);
        if (usesPredictedTime(g.rs)) {
            c.tokensPerSecondPerGpu = st.tokensPerSecondPerGpu;
            c.mfu = st.mfu;
            c.limit = st.limit;
        } else {
            // The fixed MFU's step, worked as fillCompute works it.
            c.tokensPerSecondPerGpu = gpuSeconds > 0 ? g.facts.trainingTokens / (gpuSeconds * gpus) : 0;
            c.mfu = g.rs.scenario.hardware.mfu.value_or(0);
            const Workload& w = g.rs.scenario.workload;
            const double tokensPerStep = double(w.globalBatchSize) * double(w.sequenceLength);
            st.stepSeconds = c.tokensPerSecondPerGpu > 0 ? tokensPerStep / (c.tokensPerSecondPerGpu * gpus) : 0;
            st.exposed[std::size_t(StepPart::Compute)] = st.stepSeconds;
        }
        // At the pace of the step with its inputs and checkpoints, as the
        // estimate's time (docs/model.md §7c).
        const ScenarioFacts& f = g.facts;
        const double trainable = f.adapters ? f.loraParams : f.pc.total;
        const PipelineTime p = inputPipeline(g.rs, l.gpus, st.stepSeconds, l.dataParallel(), trainable,
                                             f.rb.weights + f.rb.master + f.optBytesPerParam);
        c.seconds = runSeconds(p, gpuSeconds);
        if (shares)
            *shares = stepShares(st, p);
    } else {
        c.seconds = aloneRequests(g.facts, g.rs, l, g.peak, double(l.microBatch)).requestSeconds();
    }
}

// A small archive of non-dominated (time, cost) points, one representative
// per point. Exact: a layout is dropped only when another is at least as good
// in both and better in one, or when it ties and ranks lower.
class ParetoArchive {
public:
    void add(const Candidate& c)
    {
        for (Candidate& a : m_points) {
            if (a.timeKey == c.timeKey && a.costKey == c.costKey) {
                const std::int64_t n = a.equivalent + c.equivalent;
                if (preferred(c, a))
                    a = c;
                a.equivalent = n;
                return;
            }
            if (a.timeKey <= c.timeKey && a.costKey <= c.costKey)
                return;
        }
        std::erase_if(m_points, [&](const Candidate& a) { return c.timeKey <= a.timeKey && c.costKey <= a.costKey; });
        m_points.push_back(c);
    }
    const std::vector<Candidate>& points() const { return m_points; }

private:
    std::vector<Candidate> m_points;
};

// The fewest GPUs, then the fastest, then the cheapest.
class FewestTracker {
public:
    void add(const Candidate& c)
    {
        if (!m_has) {
            m_best = c;
            m_has = true;
            return;
        }
        const auto kc = std::make_tuple(c.layout.gpus, c.timeKey, c.costKey);
        const auto kb = std::make_tuple(m_best.layout.gpus, m_best.timeKey, m_best.costKey);
        if (kc < kb) {
            m_best = c;
        } else if (kc == kb) {
            const std::int64_t n = m_best.equivalent + c.equivalent;
            if (preferred(c, m_best))
                m_best = c;
            m_best.equivalent = n;
        }
    }
    bool has() const { return m_has; }
    const Candidate& best() const { return m_best; }

private:
    bool m_has = false;
    Candidate m_best;
};

struct Space {
    std::vector<std::int64_t> tensors;
    std::vector<std::int64_t> pipelines;
    std::vector<std::int64_t> microBatches; // ascending
    std::vector<Recompute> recomputes;
    int maxZero = 3;
    std::int64_t expert = 1;
    std::int64_t globalBatch = 1;
    bool training = true;
    // The stack frees the gradients between steps (PyTorch's set_to_none):
    // one micro-batch a step keeps none through the forward, so it can need
    // less than a smaller micro-batch with accumulation (rule 1's exception).
    bool singleStepCheaper = false;
    // Memory never rises with the ZeRO stage (pruning rule 2). Not under the
    // HF Trainer: its FSDP (ZeRO-3) keeps whole gradients through
    // accumulation (trainerNoSync) where ZeRO-2 keeps shards.
    bool zeroMonotone = true;
};

// The layout closest to fitting: least memory per GPU relative to the usable
// capacity, over every layout evaluated (a pruned layout never needs less
// than the evaluated one that pruned it), whether it fits or not.
struct LeanestTracker {
    bool has = false;
    double ratio = 0;
    Candidate best;

    void add(double r, const Candidate& c)
    {
        if (!has || r < ratio || (r == ratio && preferred(c, best))) {
            has = true;
            ratio = r;
            best = c;
        }
    }
};

struct Worker {
    ParetoArchive front;
    FewestTracker fewest;
    LeanestTracker leanest;
    std::int64_t evaluated = 0, pruned = 0, fitting = 0, feasible = 0;
};

struct Limits {
    std::optional<double> deadlineSeconds;
    std::optional<double> budgetUsd;
    CostBasis basis = CostBasis::Cloud;
    bool prune = true;
};

bool cancelled(const PlanControl& c)
{
    return c.cancel && c.cancel->load(std::memory_order_relaxed);
}

// Every layout of one GPU type and count. Memory is the only thing checked
// per layout; time and cost follow from the GPU, the count and (with HFU, or
// in inference) the layout.
//
// Pruning rules. Each one skips only layouts that provably do not fit, so no
// fitting layout, and hence no Pareto-optimal one, is ever dropped; the counts
// of fitting layouts stay exact. test_planner.cpp checks them against brute force.
//  1. Micro-batch: with the global batch a whole multiple of micro-batch x
//     data-parallel size, memory is non-decreasing in the micro-batch (states
//     do not depend on it; activations and logits grow as b, and the first
//     pipeline stage holds b x min(G/(b·dp), p) = min(G/dp, b·p) micro-batch
//     samples in flight). Micro-batches are tried smallest first: once one
//     does not fit, the larger ones are skipped. The exception: under a stack
//     that frees the gradients between steps (fsdp2, the HF Trainer), the
//     micro-batch that makes the step a single micro-batch (b = G/dp) keeps
//     no gradients through its forward, where every smaller one accumulates
//     with them alive, so it is evaluated even after a smaller one failed.
//  2. ZeRO: each stage divides more model states by dp, so memory is
//     non-increasing in the stage. Stages are tried 3 down to 0: when no
//     micro-batch fits at stage z (the smallest, and the single-step one of
//     rule 1's exception), lower stages are skipped. Not under the HF
//     Trainer, whose FSDP keeps whole gradients through accumulation: there
//     every stage is evaluated.
//  3. Sequence parallel divides the replicated activations (and the layer
//     input kept by full recomputation, the embedding output and the logits'
//     input) by t and changes nothing else, so it never needs more memory.
//     It is tried first: when nothing fits with it at the highest ZeRO stage
//     (at any stage where rule 2 does not hold), the same layouts without it
//     are skipped.
// Recomputation is NOT monotone here (full recomputation keeps one whole
// layer live, which can exceed what selective keeps when a stage holds one
// layer), so every level is evaluated.
void searchItem(const GpuContext& g, int gi, std::int64_t n, const Space& sp, const Limits& lim, Worker& w,
                const PlanControl& control)
{
    const ScenarioFacts& f = g.facts;
    const auto mbTotal = std::int64_t(sp.microBatches.size());
    for (const std::int64_t t : sp.tensors) {
        if (n % t != 0)
            continue;
        for (const std::int64_t p : sp.pipelines) {
            if ((n / t) % p != 0)
                continue;
            const std::int64_t dp = n / (t * p);
            if (sp.expert > 1 && dp % sp.expert != 0)
                continue;
            // Micro-batches with the global batch a whole multiple of
            // micro-batch x dp: a prefix of the ascending powers of two.
            std::int64_t mbCount = 0;
            if (sp.training) {
                while (mbCount < mbTotal && sp.globalBatch % (sp.microBatches[std::size_t(mbCount)] * dp) == 0)
                    ++mbCount;
            } else {
                mbCount = mbTotal;
            }
            if (mbCount == 0)
                continue;
            if (cancelled(control))
                return;
            // Rule 1's exception: the micro-batch of a one-micro-batch step.
            const std::int64_t single =
                sp.training && sp.singleStepCheaper && sp.microBatches[std::size_t(mbCount - 1)] * dp == sp.globalBatch
                    ? mbCount - 1
                    : -1;
            // ZeRO shards across data-parallel replicas: with one replica every
            // stage is the same layout, so only stage 0 is searched.
            const int zeroTop = dp > 1 ? sp.maxZero : 0;
            for (const Recompute rc : sp.recomputes) {
                const FlopsEval& fl = g.flops[std::size_t(rc)];
                const int spCount = t > 1 && sp.training ? 2 : 1;
                for (int spi = 0; spi < spCount; ++spi) {
                    const bool seqPar = spCount == 2 && spi == 0; // with sequence parallel first (rule 3)
                    // Rule 3's trigger: nothing fit with sequence parallel at the
                    // top stage (at every stage where rule 2 does not hold).
                    bool smallestFailed = !sp.zeroMonotone;
                    for (int z = zeroTop; z >= 0; --z) {
                        bool firstFailed = false, anyFit = false;
                        for (std::int64_t mi = 0; mi < mbCount; ++mi) {
                            Layout l;
                            l.gpus = n;
                            l.tensor = t;
                            l.pipeline = p;
                            l.virtualStages = 1;
                            l.expert = sp.expert;
                            l.zero = z;
                            l.sequenceParallel = seqPar;
                            l.microBatch = sp.microBatches[std::size_t(mi)];
                            l.recompute = rc;
                            const MemoryEval me = evaluateMemory(f, g.rs, l);
                            ++w.evaluated;
                            const double ratio = me.total / g.usable;
                            if (!w.leanest.has || ratio <= w.leanest.ratio) {
                                Candidate c;
                                c.layout = l;
                                c.gpu = gi;
                                c.rank = g.rank;
                                c.memory = me.total;
                                w.leanest.add(ratio, c);
                            }
                            // Inference: the runtime's KV share must hold the batch too (decode.h).
                            const bool poolHolds =
                                sp.training ||
                                l.microBatch <=
                                    scenarioKvCapacity(f, g.rs, l, me.mem[MemoryComponent::Weights]).sequences;
                            if (!(me.total <= g.usable) || !poolHolds) {
                                if (mi == 0)
                                    firstFailed = true;
                                if (lim.prune) {
                                    if (single > mi) { // rule 1, up to its exception
                                        w.pruned += single - mi - 1;
                                        mi = single - 1;
                                        continue;
                                    }
                                    w.pruned += mbCount - mi - 1; // rule 1
                                    break;
                                }
                                continue;
                            }
                            anyFit = true;
                            ++w.fitting;
                            Candidate c;
                            timeOf(g, l, fl, sp.training, c);
                            // As estimate() computes them, so rows match it exactly.
                            c.gpuHours = c.seconds * double(n) / 3600.0;
                            c.cloudUsd = c.gpuHours * g.cloudRate;
                            c.onpremUsd = c.gpuHours * g.onpremRate;
                            c.cost = lim.basis == CostBasis::Cloud ? c.cloudUsd : c.onpremUsd;
                            if ((lim.deadlineSeconds && c.seconds > *lim.deadlineSeconds) ||
                                (lim.budgetUsd && c.cost > *lim.budgetUsd))
                                continue;
                            ++w.feasible;
                            c.timeKey = planCompareKey(c.seconds);
                            c.costKey = planCompareKey(c.cost);
                            c.memory = me.total;
                            c.layout = l;
                            c.gpu = gi;
                            c.rank = g.rank;
                            w.front.add(c);
                            w.fewest.add(c);
                        }
                        // With the smallest failed, only rule 1's exception could have fit.
                        const bool noneFit = firstFailed && !anyFit;
                        if (sp.zeroMonotone && z == zeroTop && noneFit)
                            smallestFailed = true;
                        if (!sp.zeroMonotone && !noneFit)
                            smallestFailed = false;
                        if (lim.prune && noneFit && sp.zeroMonotone) {
                            w.pruned += std::int64_t(z) * mbCount; // rule 2: stages z-1 … 0
                            break;
                        }
                    }
                    if (lim.prune && seqPar && smallestFailed) {
                        w.pruned += std::int64_t(zeroTop + 1) * mbCount; // rule 3: the same layouts without it
                        break;
                    }
                }
            }
        }
    }
}

std::string baseGpuId(const Scenario& s)
{
    if (s.hardware.inlineGpu) {
        const Gpu& g = *s.hardware.inlineGpu;
        return !g.id.empty() ? g.id : (!g.name.empty() ? g.name : std::string("custom"));
    }
    return s.hardware.gpu;
}

template <class... Args>
Error requestError(const char* path, double value, Expect expected, Args... args)
{
    std::string v = std::isfinite(value) && value == std::floor(value) && std::fabs(value) < 1e15
                        ? std::to_string(std::int64_t(value))
                        : std::to_string(value);
    return makeError(ErrorCode::OutOfRange, path, std::move(v), expected, args...);
}

std::vector<std::int64_t> countGrid(const PlanRequest& r)
{
    std::vector<std::int64_t> counts = r.gpuCounts;
    if (counts.empty()) {
        for (std::int64_t n = 1; n <= r.maxGpus; n *= 2)
            counts.push_back(n);
        for (std::int64_t n = 8; n <= r.maxGpus; n += 8)
            counts.push_back(n);
        if (r.scenario.parallelism.gpus >= 1 && r.scenario.parallelism.gpus <= r.maxGpus)
            counts.push_back(r.scenario.parallelism.gpus);
    }
    std::sort(counts.begin(), counts.end());
    counts.erase(std::unique(counts.begin(), counts.end()), counts.end());
    return counts;
}

} // namespace

std::string_view toString(PlanReason r)
{
    switch (r) {
    case PlanReason::Fastest: return "fastest";
    case PlanReason::Cheapest: return "cheapest";
    case PlanReason::FewestGpus: return "fewest-gpus";
    case PlanReason::Pareto: return "pareto";
    }
    return "pareto";
}

double planCompareKey(double v)
{
    if (!(v > 0) || !std::isfinite(v))
        return v;
    // Positive doubles order like their bit patterns, so clearing the low
    // mantissa bits rounds down monotonically.
    constexpr std::uint64_t mask = ~((std::uint64_t(1) << 24) - 1);
    return std::bit_cast<double>(std::bit_cast<std::uint64_t>(v) & mask);
}

bool preferredLayout(const PlanConfig& a, const PlanConfig& b)
{
    auto key = [](const PlanConfig& c) {
        return std::make_tuple(int(c.recompute), c.tensor * c.pipeline, c.pipeline, c.zero, c.sequenceParallel,
                               -c.microBatch, c.gpus, std::string_view(c.gpu), c.tensor, c.expert);
    };
    return key(a) < key(b);
}

Scenario applyPlanConfig(const Scenario& base, const PlanConfig& c)
{
    Scenario s = base;
    if (c.gpu != baseGpuId(base)) {
        // Another GPU: its catalog prices, not the ones set for the base GPU.
        s.hardware.gpu = c.gpu;
        s.hardware.inlineGpu.reset();
        s.cost.cloudUsdPerGpuHour.reset();
        s.cost.purchaseUsdPerGpu.reset();
    }
    applyLayout(s, c);
    return s;
}

namespace {

// The request's own limits (headroom/limits.h) and values.
std::optional<Error> checkRequest(const PlanRequest& req)
{
    if (!(req.maxGpus >= 1 && req.maxGpus <= kMaxGpus))
        return requestError("max_gpus", double(req.maxGpus), Expect::IntegerRange, 1, kMaxGpus);
    for (std::int64_t n : req.gpuCounts)
        if (!(n >= 1 && n <= kMaxGpus))
            return requestError("gpu_counts", double(n), Expect::IntegerRange, 1, kMaxGpus);
    if (!(req.minHeadroomFraction >= 0 && req.minHeadroomFraction < 1))
        return requestError("min_headroom", req.minHeadroomFraction, Expect::FractionBelowOne);
    if (req.deadlineDays && !(*req.deadlineDays > 0 && std::isfinite(*req.deadlineDays)))
        return requestError("deadline_days", *req.deadlineDays, Expect::PositiveNumber);
    if (req.budgetUsd && !(*req.budgetUsd >= 0 && std::isfinite(*req.budgetUsd)))
        return requestError("budget_usd", *req.budgetUsd, Expect::NonNegativeNumber);
    if (req.maxTensor < 1 || req.maxTensor > kMaxPlanTensor)
        return requestError("max_tensor", double(req.maxTensor), Expect::IntegerRange, 1, kMaxPlanTensor);
    if (req.maxPipeline < 1 || req.maxPipeline > kMaxPlanPipeline)
        return requestError("max_pipeline", double(req.maxPipeline), Expect::IntegerRange, 1, kMaxPlanPipeline);
    if (req.maxMicroBatch < 1 || req.maxMicroBatch > kMaxPlanMicroBatch)
        return requestError("max_micro_batch", double(req.maxMicroBatch), Expect::IntegerRange, 1, kMaxPlanMicroBatch);
    return std::nullopt;
}

// Each GPU type of the search resolved once (the scenario's own when the
// request names none), ranked by id for the last tie-break.
Expected<std::vector<GpuContext>> resolveGpus(const PlanRequest& req, const Catalog& catalog)
{
    const Scenario& base = req.scenario;
    const std::string baseId = baseGpuId(base);
    std::vector<std::string> ids;
    for (const std::string& id : req.gpus)
        if (std::find(ids.begin(), ids.end(), id) == ids.end())
            ids.push_back(id);
    if (ids.empty())
        ids.push_back(baseId);
    std::vector<GpuContext> gpus(ids.size());
    for (std::size_t i = 0; i < ids.size(); ++i) {
        GpuContext& g = gpus[i];
        g.id = ids[i];
        if (g.id != baseId && !catalog.findGpu(g.id)) {
            Error e = makeError(ErrorCode::UnknownValue, "gpus", g.id, Expect::CatalogGpu);
            e.suggestions = catalog.closestGpus(g.id);
            return e;
        }
        PlanConfig probe;
        probe.gpu = g.id;
        auto rs = resolve(applyPlanConfig(base, probe), catalog);
        if (!rs)
            return rs.error();
        g.rs = std::move(*rs);
        g.facts = scenarioFacts(g.rs);
        g.capacity = usableMemoryBytes(g.rs.gpu);
        g.usable = g.capacity * (1.0 - req.minHeadroomFraction);
        g.peak = evaluatePeak(g.facts, g.rs).peak;
        g.eKv = dtypeBytes(g.rs.scenario.precision.kvCache);
        for (const Recompute rc : kRecomputes)
            g.flops[std::size_t(rc)] = evaluateFlops(g.facts, g.rs, rc);
        const CostRates rates = costRates(g.rs);
        g.cloudRate = rates.cloudUsdPerGpuHour;
        g.onpremRate = rates.onpremUsdPerGpuHour;
    }
    std::sort(ids.begin(), ids.end());
    for (GpuContext& g : gpus)
        g.rank = int(std::lower_bound(ids.begin(), ids.end(), g.id) - ids.begin());
    return gpus;
}

// The sizes searched per GPU count: tensor sizes that divide the heads,
// pipeline sizes that divide the layers, micro-batches and recomputation
// for training; inference keeps the scenario's batch.
Expected<Space> searchSpace(const PlanRequest& req, const ScenarioFacts& f)
{
    const Scenario& base = req.scenario;
    Space space;
    space.training = f.training;
    space.globalBatch = base.workload.globalBatchSize;
    space.expert = base.parallelism.expert;
    if ((f.mode == Mode::Lora || f.mode == Mode::Qlora) && !f.transformer)
        return makeError(ErrorCode::Inconsistent, "workload.mode", std::string(toString(f.mode)),
                         Expect::ModelWithArchitecture);
    if (space.expert > 1 && (!f.transformer || f.arch.experts % space.expert != 0))
        return makeError(ErrorCode::Inconsistent, "parallelism.expert", std::to_string(space.expert), Expect::DivisorOf,
                         "experts", f.arch.experts);
    // Training searches what the stack runs (the fixes' rule, fixes.cpp):
    // the HF Trainer and DeepSpeed through it shard by data only, and an
    // eager stack checkpoints whole layers.
    const StackFacts& stack = stackFacts(stackOf(base));
    const bool modelParallel = !f.training || stack.modelParallel;
    for (std::int64_t t = 1; t <= (modelParallel ? req.maxTensor : 1); t *= 2)
        if (t == 1 || (f.transformer && f.arch.heads % t == 0))
            space.tensors.push_back(t);
    const std::int64_t layers = f.transformer ? f.arch.layers : 1;
    for (std::int64_t p = 1; p <= std::min(modelParallel ? req.maxPipeline : 1, layers); ++p)
        if (layers % p == 0)
            space.pipelines.push_back(p);
    if (f.training) {
        for (std::int64_t b = 1; b <= req.maxMicroBatch; b *= 2)
            space.microBatches.push_back(b);
        for (Recompute rc : kRecomputes)
            if (rc != Recompute::Selective || hasSelectiveRecompute(stack))
                space.recomputes.push_back(rc);
        space.maxZero = 3;
        space.singleStepCheaper = !stack.gradientsPersist;
        space.zeroMonotone = stack.stack != SoftwareStack::HfTransformers;
    } else {
        // Inference: the batch is the user's; ZeRO, recomputation and
        // sequence parallelism do not apply.
        space.microBatches.push_back(base.workload.microBatchSize);
        space.recomputes.push_back(base.activations.recompute);
        space.maxZero = 0;
    }
    return space;
}

// The search: work items are (GPU type, count), shared out to threads; one
// worker's archive per thread, merged afterwards.
std::vector<Worker> searchAll(const PlanRequest& req, const std::vector<GpuContext>& gpus, const Space& space,
                              const Limits& lim, const PlanControl& control)
{
    const std::vector<std::int64_t> counts = countGrid(req);
    const std::size_t items = gpus.size() * counts.size();
    unsigned threads = req.threads > 0 ? unsigned(req.threads) : std::max(1u, std::thread::hardware_concurrency());
    threads = unsigned(std::min<std::size_t>(threads, std::max<std::size_t>(1, items)));
    std::vector<Worker> workers(threads);
    std::atomic<std::size_t> next{0};
    std::atomic<std::size_t> done{0};
    auto work = [&](Worker& w, bool reports) {
        for (;;) {
            if (cancelled(control))
                return;
            const std::size_t i = next.fetch_add(1, std::memory_order_relaxed);
            if (i >= items)
                return;
            // Largest counts first: they hold the most layouts, so the tail is short.
            const std::size_t gi = i % gpus.size();
            const std::size_t ci = counts.size() - 1 - i / gpus.size();
            searchItem(gpus[gi], int(gi), counts[ci], space, lim, w, control);
            const std::size_t d = done.fetch_add(1, std::memory_order_relaxed) + 1;
            if (reports && control.progress && !cancelled(control))
                control.progress(double(d) / double(items));
        }
    };
    std::vector<std::thread> pool;
    for (unsigned i = 1; i < threads; ++i) {
        try {
            pool.emplace_back(work, std::ref(workers[i]), false);
        } catch (const std::system_error&) {
            break; // no more threads to be had: the ones running share the work
        }
    }
    work(workers[0], true);
    for (std::thread& th : pool)
        th.join();
    return workers;
}

// A result row for a candidate, with what limits the step for training
// (worked for the row only, not in the hot loop).
PlanRow rowOf(const std::vector<GpuContext>& gpus, const Candidate& c, bool training)
{
    const GpuContext& g = gpus[std::size_t(c.gpu)];
    PlanRow row;
    PlanConfig& cfg = row.config;
    static_cast<Layout&>(cfg) = c.layout;
    cfg.gpu = g.id;
    row.memoryPerGpu = c.memory;
    row.capacity = g.capacity;
    row.usableCapacity = g.usable;
    row.seconds = c.seconds;
    row.gpuHours = c.gpuHours;
    row.costUsd = c.cost;
    row.cloudUsd = c.cloudUsd;
    row.onpremUsd = c.onpremUsd;
    row.equivalent = c.equivalent;
    row.tokensPerSecondPerGpu = c.tokensPerSecondPerGpu;
    row.mfu = c.mfu;
    row.limit = c.limit;
    if (training) {
        Candidate again = c;
        timeOf(g, c.layout, g.flops[std::size_t(c.layout.recompute)], true, again, &row.shares);
    }
    return row;
}

// The workers' archives merged into the result: the Pareto front in the
// objective's order, its fastest and cheapest ends, the fewest GPUs (on the
// front or added to it) and the layout closest to fitting.
PlanResult mergeWorkers(const PlanRequest& req, const std::vector<GpuContext>& gpus, const Space& space,
                        const Limits& lim, const std::vector<Worker>& workers)
{
    PlanResult result;
    ParetoArchive front;
    FewestTracker fewest;
    LeanestTracker leanest;
    for (const Worker& w : workers) {
        result.evaluated += w.evaluated;
        result.pruned += w.pruned;
        result.fitting += w.fitting;
        result.feasible += w.feasible;
        for (const Candidate& c : w.front.points())
            front.add(c);
        if (w.fewest.has())
            fewest.add(w.fewest.best());
        if (w.leanest.has)
            leanest.add(w.leanest.ratio, w.leanest.best);
    }

    std::vector<Candidate> points = front.points();
    const bool byCost = req.objective == PlanObjective::Cost;
    std::sort(points.begin(), points.end(), [&](const Candidate& a, const Candidate& b) {
        return byCost ? std::tie(a.costKey, a.timeKey) < std::tie(b.costKey, b.timeKey)
                      : std::tie(a.timeKey, a.costKey) < std::tie(b.timeKey, b.costKey);
    });
    for (const Candidate& c : points) {
        PlanRow row = rowOf(gpus, c, space.training);
        row.why.push_back(PlanReason::Pareto);
        result.front.push_back(std::move(row));
    }
    if (!result.front.empty()) {
        // On a front sorted by time, cost falls: the fastest is one end, the cheapest the other.
        result.front.front().why.push_back(byCost ? PlanReason::Cheapest : PlanReason::Fastest);
        result.front.back().why.push_back(byCost ? PlanReason::Fastest : PlanReason::Cheapest);
    }
    if (fewest.has()) {
        const Candidate& c = fewest.best();
        auto on = std::find_if(result.front.begin(), result.front.end(), [&](const PlanRow& r) {
            return planCompareKey(r.seconds) == c.timeKey && planCompareKey(r.costUsd) == c.costKey;
        });
        if (on != result.front.end()) {
            on->why.push_back(PlanReason::FewestGpus);
        } else {
            PlanRow row = rowOf(gpus, c, space.training);
            row.why.push_back(PlanReason::FewestGpus);
            result.front.push_back(std::move(row));
        }
    }
    if (leanest.has) {
        // Time and cost as for any row; computed once, here, not in the hot loop.
        Candidate c = leanest.best;
        const GpuContext& g = gpus[std::size_t(c.gpu)];
        const FlopsEval& fl = g.flops[std::size_t(c.layout.recompute)];
        timeOf(g, c.layout, fl, space.training, c);
        c.gpuHours = c.seconds * double(c.layout.gpus) / 3600.0;
        c.cloudUsd = c.gpuHours * g.cloudRate;
        c.onpremUsd = c.gpuHours * g.onpremRate;
        c.cost = lim.basis == CostBasis::Cloud ? c.cloudUsd : c.onpremUsd;
        result.leanest = rowOf(gpus, c, space.training);
    }
    for (PlanRow& r : result.front) {
        std::sort(r.why.begin(), r.why.end());
        r.why.erase(std::unique(r.why.begin(), r.why.end()), r.why.end());
    }
    return result;
}

} // namespace

Expected<PlanResult> plan(const PlanRequest& req, const Catalog& catalog, const PlanControl& control)
{
    if (auto e = checkRequest(req))
        return *e;
    auto gpus = resolveGpus(req, catalog);
    if (!gpus)
        return gpus.error();
    auto space = searchSpace(req, gpus->front().facts);
    if (!space)
        return space.error();
    Limits lim;
    if (req.deadlineDays)
        lim.deadlineSeconds = *req.deadlineDays * kSecondsPerDay;
    lim.budgetUsd = req.budgetUsd;
    lim.basis = req.costBasis;
    lim.prune = req.prune;

    const std::vector<Worker> workers = searchAll(req, *gpus, *space, lim, control);
    const bool wasCancelled = cancelled(control);
    PlanResult result = mergeWorkers(req, *gpus, *space, lim, workers);
    result.cancelled = wasCancelled;
    if (control.progress && !result.cancelled)
        control.progress(1.0);
    return result;
}

std::string planToJson(const PlanRequest& req, const PlanResult& r, int indent)
{
    json j;
    j["format"] = "headroom-plan";
    j["version"] = 1;
    j["objective"] = toString(req.objective);
    j["cost_basis"] = toString(req.costBasis);
    j["min_headroom"] = req.minHeadroomFraction;
    j["deadline_days"] = req.deadlineDays ? json(*req.deadlineDays) : json(nullptr);
    j["budget_usd"] = req.budgetUsd ? json(*req.budgetUsd) : json(nullptr);
    j["evaluated"] = r.evaluated;
    j["pruned"] = r.pruned;
    j["fitting"] = r.fitting;
    j["feasible"] = r.feasible;
    j["cancelled"] = r.cancelled;
    auto rowJson = [](const PlanRow& row) {
        const PlanConfig& c = row.config;
        json o;
        o["gpu"] = c.gpu;
        o["gpus"] = c.gpus;
        o["tensor"] = c.tensor;
        o["pipeline"] = c.pipeline;
        o["data_parallel"] = c.dataParallel();
        o["expert"] = c.expert;
        o["zero"] = c.zero;
        o["sequence_parallel"] = c.sequenceParallel;
        o["micro_batch_size"] = c.microBatch;
        o["recompute"] = toString(c.recompute);
        o["memory_per_gpu"] = number(row.memoryPerGpu);
        o["capacity"] = number(row.capacity);
        o["usable_capacity"] = number(row.usableCapacity);
        o["headroom"] = number(row.capacity - row.memoryPerGpu);
        o["seconds"] = number(row.seconds);
        o["days"] = number(row.seconds / kSecondsPerDay);
        o["gpu_hours"] = number(row.gpuHours);
        o["cost_usd"] = number(row.costUsd);
        o["cloud_usd"] = number(row.cloudUsd);
        o["onprem_usd"] = number(row.onpremUsd);
        o["equivalent_layouts"] = row.equivalent;
        o["tokens_per_second_per_gpu"] = number(row.tokensPerSecondPerGpu);
        o["mfu"] = number(row.mfu);
        o["limit"] = toString(row.limit);
        json why = json::array();
        for (PlanReason w : row.why)
            why.push_back(toString(w));
        o["why"] = why;
        return o;
    };
    json rows = json::array();
    for (const PlanRow& row : r.front)
        rows.push_back(rowJson(row));
    j["front"] = std::move(rows);
    j["leanest"] = r.leanest ? rowJson(*r.leanest) : json(nullptr);
    return j.dump(indent);
}

} // namespace headroom
