#include "testutil.h"

#include "headroom/planner.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <atomic>
#include <thread>

using namespace headroom;
using namespace headroom::test;

namespace {

// ---- An independent brute force --------------------------------------------------
// Enumerates the planner's documented space (planner.h) and evaluates every
// layout with the full estimate(), then builds the Pareto front by
// definition. The planner's lean path and its pruning must agree exactly.

struct BruteRow {
    PlanConfig config;
    double memory = 0, seconds = 0, cost = 0;
    std::int64_t equivalent = 1;
};

struct BruteResult {
    std::int64_t space = 0, fitting = 0, feasible = 0;
    std::vector<BruteRow> front; // sorted by the objective
    std::optional<BruteRow> fewest;
    std::optional<BruteRow> leanest; // least memory relative to the usable capacity
    double leanestRatio = 0;
};

std::vector<std::int64_t> bruteCounts(const PlanRequest& r)
{
    std::vector<std::int64_t> c = r.gpuCounts;
    if (c.empty()) {
        for (std::int64_t n = 1; n <= r.maxGpus; ++n)
            if ((n & (n - 1)) == 0 || n % 8 == 0 || n == r.scenario.parallelism.gpus)
                c.push_back(n);
    }
    std::sort(c.begin(), c.end());
    c.erase(std::unique(c.begin(), c.end()), c.end());
    return c;
}

std::vector<PlanConfig> bruteSpace(const PlanRequest& r, const std::string& gpu)
{
    const ResolvedScenario rs = resolved(r.scenario);
    const bool transformer = rs.model.kind == ModelSpec::Kind::Transformer;
    const Architecture a = rs.model.arch.normalized();
    const bool training = r.scenario.workload.mode != Mode::Inference;
    const std::int64_t G = r.scenario.workload.globalBatchSize;
    // Training: what the stack runs (planner.h).
    const StackFacts& stack = stackFacts(stackOf(r.scenario));
    const bool modelParallel = !training || stack.modelParallel;
    std::vector<PlanConfig> out;
    for (std::int64_t n : bruteCounts(r))
        for (std::int64_t t = 1; t <= (modelParallel ? r.maxTensor : 1); t *= 2) {
            if (n % t != 0 || (t > 1 && (!transformer || a.heads % t != 0)))
                continue;
            const std::int64_t layers = transformer ? a.layers : 1;
            for (std::int64_t p = 1; p <= std::min(layers, modelParallel ? r.maxPipeline : 1); ++p) {
                if (layers % p != 0 || (n / t) % p != 0)
                    continue;
                const std::int64_t dp = n / (t * p);
                const std::int64_t ep = r.scenario.parallelism.expert;
                if (ep > 1 && dp % ep != 0)
                    continue;
                std::vector<Recompute> rcs;
                for (Recompute rc : kRecomputes)
                    if (rc != Recompute::Selective || hasSelectiveRecompute(stack))
                        rcs.push_back(rc);
                std::vector<std::int64_t> mbs;
                int zeros = dp > 1 ? 3 : 0;
                std::vector<bool> sps = {false};
                if (training) {
                    for (std::int64_t b = 1; b <= r.maxMicroBatch; b *= 2)
                        if (G % (b * dp) == 0)
                            mbs.push_back(b);
                    if (t > 1)
                        sps.push_back(true);
                } else {
                    rcs = {r.scenario.activations.recompute};
                    mbs = {r.scenario.workload.microBatchSize};
                    zeros = 0;
                }
                for (Recompute rc : rcs)
                    for (bool sp : sps)
                        for (int z = 0; z <= zeros; ++z)
                            for (std::int64_t b : mbs) {
                                PlanConfig c;
                                c.gpu = gpu;
                                c.gpus = n;
                                c.tensor = t;
                                c.pipeline = p;
                                c.expert = ep;
                                c.zero = z;
                                c.sequenceParallel = sp;
                                c.microBatch = b;
                                c.recompute = rc;
                                out.push_back(c);
                            }
            }
        }
    return out;
}

BruteResult bruteForce(const PlanRequest& r)
{
    BruteResult res;
    std::vector<std::string> gpus = r.gpus;
    if (gpus.empty())
        gpus = {r.scenario.hardware.gpu};
    std::vector<BruteRow> feasible;
    for (const std::string& gpu : gpus) {
        for (const PlanConfig& c : bruteSpace(r, gpu)) {
            ++res.space;
            const Scenario s = applyPlanConfig(r.scenario, c);
            auto e = estimate(s, builtinCatalog());
            EXPECT_TRUE(e.ok()) << "the planner's space holds an invalid layout: " << (e ? "" : e.error().message());
            if (!e)
                continue;
            const double usable = e->capacity * (1.0 - r.minHeadroomFraction);
            const double ratio = e->perGpu.total() / usable;
            if (!res.leanest || ratio < res.leanestRatio ||
                (ratio == res.leanestRatio && preferredLayout(c, res.leanest->config))) {
                res.leanest = BruteRow{c, e->perGpu.total(), e->seconds, 0};
                res.leanestRatio = ratio;
            }
            if (!(e->perGpu.total() <= usable))
                continue;
            ++res.fitting;
            BruteRow row{c, e->perGpu.total(), e->seconds,
                         r.costBasis == CostBasis::Cloud ? e->cloudUsd : e->onpremUsd};
            if (r.deadlineDays && row.seconds > *r.deadlineDays * 86400.0)
                continue;
            if (r.budgetUsd && row.cost > *r.budgetUsd)
                continue;
            ++res.feasible;
            feasible.push_back(row);
        }
    }
    const auto kt = [](const BruteRow& x) { return planCompareKey(x.seconds); };
    const auto kc = [](const BruteRow& x) { return planCompareKey(x.cost); };
    // Pareto by definition: nobody at least as good in both and better in one.
    std::vector<BruteRow> optimal;
    for (const BruteRow& x : feasible) {
        const bool dominated = std::any_of(feasible.begin(), feasible.end(), [&](const BruteRow& y) {
            return kt(y) <= kt(x) && kc(y) <= kc(x) && (kt(y) < kt(x) || kc(y) < kc(x));
        });
        if (!dominated)
            optimal.push_back(x);
    }
    // One representative per point: the preferred layout; count the rest.
    for (const BruteRow& x : optimal) {
        auto same = std::find_if(res.front.begin(), res.front.end(),
                                 [&](const BruteRow& y) { return kt(y) == kt(x) && kc(y) == kc(x); });
        if (same == res.front.end()) {
            res.front.push_back(x);
        } else {
            const std::int64_t n = same->equivalent + 1;
            if (preferredLayout(x.config, same->config))
                *same = x;
            same->equivalent = n;
        }
    }
    const bool byCost = r.objective == PlanObjective::Cost;
    std::sort(res.front.begin(), res.front.end(), [&](const BruteRow& a, const BruteRow& b) {
        return byCost ? std::make_pair(kc(a), kt(a)) < std::make_pair(kc(b), kt(b))
                      : std::make_pair(kt(a), kc(a)) < std::make_pair(kt(b), kc(b));
    });
    for (const BruteRow& x : feasible) {
        auto key = [&](const BruteRow& y) { return std::make_tuple(y.config.gpus, kt(y), kc(y)); };
        if (!res.fewest || key(x) < key(*res.fewest)) {
            res.fewest = x;
        } else if (key(x) == key(*res.fewest)) {
            const std::int64_t n = res.fewest->equivalent + 1;
            if (preferredLayout(x.config, res.fewest->config))
                res.fewest = x;
            res.fewest->equivalent = n;
        }
    }
    return res;
}

bool hasReason(const PlanRow& r, PlanReason why)
{
    return std::find(r.why.begin(), r.why.end(), why) != r.why.end();
}

PlanResult planned(const PlanRequest& r, const PlanControl& control = {})
{
    auto p = plan(r, builtinCatalog(), control);
    EXPECT_TRUE(p.ok()) << (p ? "" : p.error().message());
    return p ? *p : PlanResult{};
}

BruteResult expectMatchesBruteForce(const PlanRequest& request)
{
    const BruteResult brute = bruteForce(request);
    EXPECT_GT(brute.space, 0);
    for (bool prune : {true, false}) {
        SCOPED_TRACE(prune ? "with pruning" : "without pruning");
        PlanRequest r = request;
        r.prune = prune;
        const PlanResult p = planned(r);
        EXPECT_EQ(p.evaluated + p.pruned, brute.space);
        if (!prune) {
            EXPECT_EQ(p.pruned, 0);
        }
        EXPECT_EQ(p.fitting, brute.fitting);
        EXPECT_EQ(p.feasible, brute.feasible);
        std::vector<PlanRow> front;
        for (const PlanRow& row : p.front)
            if (hasReason(row, PlanReason::Pareto))
                front.push_back(row);
        EXPECT_EQ(front.size(), brute.front.size()) << "a Pareto point was lost or invented";
        if (front.size() != brute.front.size())
            continue;
        for (std::size_t i = 0; i < front.size(); ++i) {
            SCOPED_TRACE("row " + std::to_string(i));
            EXPECT_EQ(front[i].config, brute.front[i].config);
            // The lean path reproduces estimate() bit for bit.
            EXPECT_EQ(front[i].memoryPerGpu, brute.front[i].memory);
            EXPECT_EQ(front[i].seconds, brute.front[i].seconds);
            EXPECT_EQ(front[i].costUsd, brute.front[i].cost);
            EXPECT_EQ(front[i].equivalent, brute.front[i].equivalent);
        }
        if (!front.empty()) {
            const bool byCost = r.objective == PlanObjective::Cost;
            EXPECT_TRUE(hasReason(front.front(), byCost ? PlanReason::Cheapest : PlanReason::Fastest));
            EXPECT_TRUE(hasReason(front.back(), byCost ? PlanReason::Fastest : PlanReason::Cheapest));
        }
        const bool hasFewest = std::any_of(p.front.begin(), p.front.end(),
                                           [](const PlanRow& row) { return hasReason(row, PlanReason::FewestGpus); });
        EXPECT_EQ(brute.fewest.has_value(), hasFewest);
        if (brute.fewest && hasFewest) {
            auto row = std::find_if(p.front.begin(), p.front.end(),
                                    [](const PlanRow& x) { return hasReason(x, PlanReason::FewestGpus); });
            EXPECT_EQ(row->config.gpus, brute.fewest->config.gpus);
            EXPECT_EQ(row->seconds, brute.fewest->seconds);
            EXPECT_EQ(row->costUsd, brute.fewest->cost);
            if (!hasReason(*row, PlanReason::Pareto)) {
                EXPECT_EQ(row->config, brute.fewest->config);
                EXPECT_EQ(row->equivalent, brute.fewest->equivalent);
            }
        }
    }
    {
        const PlanResult p = planned(request);
        EXPECT_EQ(brute.leanest.has_value(), p.leanest.has_value());
        if (brute.leanest && p.leanest) {
            EXPECT_EQ(p.leanest->config, brute.leanest->config);
            EXPECT_EQ(p.leanest->memoryPerGpu, brute.leanest->memory);
            EXPECT_EQ(p.leanest->seconds, brute.leanest->seconds);
        }
    }
    return brute;
}

// Small spaces where memory is tight, so that every pruning rule fires.
PlanRequest gpt2OnSmallGpus()
{
    PlanRequest r;
    r.scenario.model.preset = "gpt2-large";
    r.scenario.hardware.gpu = "t4";
    r.scenario.workload.globalBatchSize = 64;
    r.scenario.workload.sequenceLength = 2048;
    r.scenario.activations.flashAttention = false;
    r.scenario.parallelism.gpus = 6;
    r.gpus = {"t4", "rtx-3060-12gb"};
    r.maxGpus = 16;
    r.maxMicroBatch = 16;
    r.threads = 2;
    return r;
}

PlanRequest llamaWithHfu()
{
    // With HFU, recomputation's extra FLOPs cost time, so layouts on the
    // same GPUs differ in time (and cost); the GPU types trade time against cost.
    PlanRequest r;
    r.scenario.model.preset = "llama-2-7b";
    r.scenario.hardware.gpu = "a100-40gb";
    r.scenario.hardware.hfu = 0.5;
    r.scenario.workload.globalBatchSize = 128;
    r.scenario.workload.sequenceLength = 4096;
    r.gpus = {"a100-40gb", "a100-80gb", "l40s", "h100-sxm"};
    r.maxGpus = 32;
    r.maxMicroBatch = 8;
    r.maxPipeline = 8;
    return r;
}

TEST(Planner, MatchesBruteForceOnSmallGpus)
{
    const BruteResult brute = expectMatchesBruteForce(gpt2OnSmallGpus());
    // Memory is tight here: many layouts do not fit, some do.
    EXPECT_GT(brute.fitting, 0);
    EXPECT_LT(brute.fitting, brute.space * 3 / 4);
}

TEST(Planner, MatchesBruteForceAcrossGpuTypes)
{
    const PlanRequest r = llamaWithHfu();
    expectMatchesBruteForce(r);
    // The space is rich enough to have a real front and pruned layouts.
    const PlanResult p = planned(r);
    EXPECT_GE(std::count_if(p.front.begin(), p.front.end(),
                            [](const PlanRow& x) { return hasReason(x, PlanReason::Pareto); }),
              2);
    EXPECT_GT(p.pruned, 0);
}

TEST(Planner, MatchesBruteForceWithConstraints)
{
    PlanRequest r = llamaWithHfu();
    r.minHeadroomFraction = 0.15;
    r.deadlineDays = 400.0;
    r.budgetUsd = 2.5e6;
    r.objective = PlanObjective::Cost;
    r.costBasis = CostBasis::Onprem;
    expectMatchesBruteForce(r);
}

TEST(Planner, MatchesBruteForceForLoraAndMoe)
{
    PlanRequest lora = gpt2OnSmallGpus();
    lora.scenario.model.preset = "llama-2-7b";
    lora.scenario.workload.mode = Mode::Qlora;
    lora.scenario.workload.sequenceLength = 1024;
    lora.gpus = {"t4", "l4"};
    lora.maxGpus = 8;
    expectMatchesBruteForce(lora);

    PlanRequest moe;
    moe.scenario.model.preset = "mixtral-8x7b";
    moe.scenario.hardware.gpu = "h100-sxm";
    moe.scenario.parallelism.expert = 2;
    moe.scenario.workload.globalBatchSize = 64;
    moe.maxGpus = 16;
    moe.maxMicroBatch = 4;
    expectMatchesBruteForce(moe);
}

// A full fine-tune under the HF Trainer: its layouts are data-parallel
// (DDP, FSDP or ZeRO through Accelerate) with whole-layer checkpointing, so
// the planner offers no tensor or pipeline parallel and no selective
// recomputation, which the Trainer cannot run; under Megatron it does.
TEST(Planner, SearchesWhatTheStackRuns)
{
    PlanRequest r;
    r.scenario.model.preset = "llama-3-8b";
    r.scenario.hardware.gpu = "h100-sxm";
    r.scenario.precision.recipe = Recipe::AmpBf16;
    r.scenario.workload.globalBatchSize = 32;
    r.scenario.workload.sequenceLength = 4096;
    r.scenario.software.stack = SoftwareStack::HfTransformers;
    r.maxGpus = 8;
    r.maxMicroBatch = 4;
    expectMatchesBruteForce(r);
    const PlanResult hf = planned(r);
    ASSERT_FALSE(hf.front.empty());
    for (const auto& row : hf.front) {
        EXPECT_EQ(row.config.tensor, 1);
        EXPECT_EQ(row.config.pipeline, 1);
        EXPECT_NE(row.config.recompute, Recompute::Selective);
    }
    // torchtitan (fsdp2) runs its per-op selective policy and 2D layouts.
    r.scenario.software.stack = SoftwareStack::Fsdp2;
    expectMatchesBruteForce(r);
    const auto fsdp2 = bruteSpace(r, "h100-sxm");
    EXPECT_TRUE(std::any_of(fsdp2.begin(), fsdp2.end(),
                            [](const PlanConfig& c) { return c.recompute == Recompute::Selective; }));
    r.scenario.software.stack = SoftwareStack::Megatron;
    const PlanResult megatron = planned(r);
    EXPECT_TRUE(std::any_of(megatron.front.begin(), megatron.front.end(),
                            [](const auto& row) { return row.config.tensor > 1 || row.config.pipeline > 1; }));
}

TEST(Planner, MatchesBruteForceForInference)
{
    PlanRequest r;
    r.scenario.model.preset = "llama-2-70b";
    r.scenario.workload.mode = Mode::Inference;
    r.scenario.workload.microBatchSize = 16;
    r.scenario.hardware.gpu = "a100-80gb";
    r.gpus = {"a100-80gb", "h100-sxm", "l40s"};
    r.maxGpus = 16;
    expectMatchesBruteForce(r);
}

TEST(Planner, MatchesBruteForceForGenericModel)
{
    PlanRequest r;
    r.scenario.model.kind = ModelSource::Kind::Parameters;
    r.scenario.model.parameters = 3e9;
    r.scenario.model.activationBytesPerSample = 2e9;
    r.scenario.hardware.gpu = "rtx-4090";
    r.scenario.hardware.hfu = 0.45;
    r.scenario.workload.globalBatchSize = 256;
    r.maxGpus = 32;
    expectMatchesBruteForce(r);
}

TEST(Planner, EveryRowFitsAndIsWhatEstimateSays)
{
    PlanRequest r;
    r.scenario.model.preset = "llama-2-13b";
    r.gpus = {"h100-sxm", "a100-80gb", "a100-40gb", "mi300x", "l40s"};
    r.maxGpus = 256;
    r.minHeadroomFraction = 0.1;
    const PlanResult p = planned(r);
    ASSERT_FALSE(p.front.empty());
    EXPECT_GT(p.fitting, 0);
    for (const PlanRow& row : p.front) {
        SCOPED_TRACE(row.config.gpu + " x" + std::to_string(row.config.gpus));
        EXPECT_LE(row.memoryPerGpu, row.capacity * 0.9);
        EXPECT_EQ(row.usableCapacity, row.capacity * 0.9);
        const Estimate e = estimated(applyPlanConfig(r.scenario, row.config));
        EXPECT_TRUE(e.fits);
        EXPECT_EQ(e.perGpu.total(), row.memoryPerGpu);
        EXPECT_EQ(e.capacity, row.capacity);
        EXPECT_EQ(e.seconds, row.seconds);
        EXPECT_EQ(e.gpuHours, row.gpuHours);
        EXPECT_EQ(e.cloudUsd, row.cloudUsd);
        EXPECT_EQ(e.onpremUsd, row.onpremUsd);
        EXPECT_EQ(row.costUsd, row.cloudUsd);
        EXPECT_EQ(row.config.dataParallel() * row.config.tensor * row.config.pipeline, row.config.gpus);
        EXPECT_FALSE(row.why.empty());
        EXPECT_GE(row.equivalent, 1);
    }
    // Sorted by time, and on the front cost falls as time rises.
    for (std::size_t i = 1; i < p.front.size(); ++i) {
        if (!hasReason(p.front[i], PlanReason::Pareto))
            continue;
        EXPECT_LT(p.front[i - 1].seconds, p.front[i].seconds);
        EXPECT_GT(p.front[i - 1].costUsd, p.front[i].costUsd);
    }
}

TEST(Planner, DeadlineAndBudgetAreHonoured)
{
    PlanRequest r;
    r.gpus = {"h100-sxm", "a100-80gb", "l40s"};
    r.deadlineDays = 30;
    r.budgetUsd = 600000;
    const PlanResult p = planned(r);
    ASSERT_FALSE(p.front.empty());
    EXPECT_LT(p.feasible, p.fitting);
    for (const PlanRow& row : p.front) {
        EXPECT_LE(row.seconds, 30 * 86400.0);
        EXPECT_LE(row.costUsd, 600000.0);
    }
    // The fewest-GPUs row is the smallest count that still meets the deadline.
    auto fewest = std::find_if(p.front.begin(), p.front.end(),
                               [](const PlanRow& x) { return hasReason(x, PlanReason::FewestGpus); });
    ASSERT_NE(fewest, p.front.end());
    for (const PlanRow& row : p.front)
        EXPECT_GE(row.config.gpus, fewest->config.gpus);
}

TEST(Planner, NothingFitsGivesAnEmptyFront)
{
    PlanRequest r;
    r.scenario.model.preset = "llama-3.1-405b";
    r.scenario.hardware.gpu = "t4";
    r.maxGpus = 8;
    const PlanResult p = planned(r);
    EXPECT_TRUE(p.front.empty());
    EXPECT_EQ(p.fitting, 0);
    EXPECT_GT(p.evaluated, 0);
    // The closest layout says how far off it is.
    ASSERT_TRUE(p.leanest.has_value());
    EXPECT_GT(p.leanest->memoryPerGpu, p.leanest->capacity);
    EXPECT_EQ(estimated(applyPlanConfig(r.scenario, p.leanest->config)).perGpu.total(), p.leanest->memoryPerGpu);
}

TEST(Planner, SameResultOnAnyNumberOfThreads)
{
    PlanRequest r = llamaWithHfu();
    r.threads = 1;
    const PlanResult one = planned(r);
    r.threads = 4;
    const PlanResult four = planned(r);
    EXPECT_EQ(one.evaluated, four.evaluated);
    EXPECT_EQ(one.pruned, four.pruned);
    EXPECT_EQ(one.fitting, four.fitting);
    ASSERT_EQ(one.front.size(), four.front.size());
    for (std::size_t i = 0; i < one.front.size(); ++i) {
        EXPECT_EQ(one.front[i].config, four.front[i].config);
        EXPECT_EQ(one.front[i].why, four.front[i].why);
        EXPECT_EQ(one.front[i].equivalent, four.front[i].equivalent);
    }
}

TEST(Planner, CancelledBeforeStartDoesNoWork)
{
    std::atomic<bool> cancel{true};
    PlanControl control;
    control.cancel = &cancel;
    bool progressed = false;
    control.progress = [&](double) { progressed = true; };
    const PlanResult p = planned(llamaWithHfu(), control);
    EXPECT_TRUE(p.cancelled);
    EXPECT_EQ(p.evaluated, 0);
    EXPECT_FALSE(progressed);
}

TEST(Planner, CancelFromProgressStopsEarly)
{
    PlanRequest r;
    r.gpus = {"h100-sxm", "a100-80gb", "a100-40gb", "l40s", "mi300x"};
    r.threads = 2;
    const PlanResult full = planned(r);

    std::atomic<bool> cancel{false};
    PlanControl control;
    control.cancel = &cancel;
    control.progress = [&](double) { cancel = true; };
    const PlanResult p = planned(r, control);
    EXPECT_TRUE(p.cancelled);
    EXPECT_GT(p.evaluated, 0);
    EXPECT_LT(p.evaluated, full.evaluated);
}

TEST(Planner, ProgressRisesToOneOnTheCallingThread)
{
    PlanRequest r = llamaWithHfu();
    r.threads = 3;
    std::vector<double> seen;
    const auto caller = std::this_thread::get_id();
    bool otherThread = false;
    PlanControl control;
    control.progress = [&](double f) {
        otherThread = otherThread || std::this_thread::get_id() != caller;
        seen.push_back(f);
    };
    const PlanResult p = planned(r, control);
    EXPECT_FALSE(p.cancelled);
    EXPECT_FALSE(otherThread);
    ASSERT_FALSE(seen.empty());
    EXPECT_TRUE(std::is_sorted(seen.begin(), seen.end()));
    EXPECT_GT(seen.front(), 0.0);
    EXPECT_EQ(seen.back(), 1.0);
}

// The facts the pruning rules rest on, checked on the full estimate() over
// a grid of layouts (planner.cpp explains each rule).
namespace {

// Memory per GPU of the scenario at a ZeRO stage, sequence parallel and micro-batch.
double memoryAt(const Scenario& s, int zero, bool sequenceParallel, std::int64_t microBatch)
{
    Scenario x = s;
    x.parallelism.zero = zero;
    x.parallelism.sequenceParallel = sequenceParallel;
    x.workload.microBatchSize = microBatch;
    return estimated(x).perGpu.total();
}

} // namespace

TEST(Planner, PruningRulesHold)
{
    for (const char* preset : {"gpt2", "llama-2-7b", "mixtral-8x7b", "bert-base"})
        for (bool flash : {false, true})
            for (std::int64_t t : {1, 2, 4})
                for (std::int64_t p : {1, 2, 4})
                    for (Recompute rc : kRecomputes) {
                        Scenario s;
                        s.model.preset = preset;
                        s.parallelism.gpus = 16;
                        s.parallelism.tensor = t;
                        s.parallelism.pipeline = p;
                        s.workload.globalBatchSize = 256;
                        s.activations.flashAttention = flash;
                        s.activations.recompute = rc;
                        const std::int64_t dp = s.parallelism.gpus / (t * p);
                        auto total = [&](int zero, bool sp, std::int64_t mb) { return memoryAt(s, zero, sp, mb); };
                        SCOPED_TRACE(std::string(preset) + " t=" + std::to_string(t) + " p=" + std::to_string(p) + " " +
                                     std::string(toString(rc)));
                        for (std::int64_t mb = 1; mb * 2 * dp <= 256; mb *= 2)
                            for (int z = 0; z <= 3; ++z) {
                                // Rule 1: non-decreasing in the micro-batch.
                                EXPECT_LE(total(z, false, mb), total(z, false, 2 * mb));
                                // Rule 2: non-increasing in the ZeRO stage.
                                if (z < 3) {
                                    EXPECT_GE(total(z, false, mb), total(z + 1, false, mb));
                                }
                                // Rule 3: sequence parallel never adds memory.
                                EXPECT_LE(total(z, true, mb), total(z, false, mb));
                            }
                    }
}

// The same rules under the stacks that free the gradients between steps
// (fsdp2, the HF Trainer): rule 1 holds while both micro-batches accumulate;
// the one that makes the step a single micro-batch may need less (its
// exception, which the planner always evaluates). Rule 2 holds under fsdp2
// but not under the Trainer, whose FSDP (ZeRO-3) keeps whole gradients
// through accumulation (no_sync) where ZeRO-2 keeps shards: the planner
// prunes no ZeRO stage there. Rule 3 holds as it is.
TEST(Planner, PruningRulesHoldUnderStacksThatFreeGradients)
{
    bool dipSeen = false, trainerZeroRises = false;
    for (SoftwareStack stack : {SoftwareStack::Fsdp2, SoftwareStack::HfTransformers})
        for (std::int64_t t : {1, 2})
            for (Recompute rc : {Recompute::None, Recompute::Full}) {
                Scenario s;
                s.model.preset = "llama-2-7b";
                s.software.stack = stack;
                s.parallelism.gpus = 8;
                s.parallelism.tensor = t;
                s.workload.globalBatchSize = 32;
                s.activations.recompute = rc;
                const std::int64_t dp = s.parallelism.gpus / t;
                auto total = [&](int zero, bool sp, std::int64_t mb) { return memoryAt(s, zero, sp, mb); };
                SCOPED_TRACE(std::string(toString(stack)) + " t=" + std::to_string(t) + " " +
                             std::string(toString(rc)));
                for (std::int64_t mb = 1; mb * 2 * dp <= 32; mb *= 2)
                    for (int z = 0; z <= 3; ++z) {
                        if (mb * 2 * dp < 32) {
                            EXPECT_LE(total(z, false, mb), total(z, false, 2 * mb));
                        } else {
                            dipSeen = dipSeen || total(z, false, 2 * mb) < total(z, false, mb);
                        }
                        if (z < 3 && stack == SoftwareStack::Fsdp2) {
                            EXPECT_GE(total(z, false, mb), total(z + 1, false, mb)) << "z " << z << " mb " << mb;
                        }
                        if (z == 2 && stack == SoftwareStack::HfTransformers)
                            trainerZeroRises = trainerZeroRises || total(3, false, mb) > total(2, false, mb);
                        if (t > 1) {
                            EXPECT_LE(total(z, true, mb), total(z, false, mb));
                        }
                    }
            }
    EXPECT_TRUE(dipSeen);          // rule 1's exception is real
    EXPECT_TRUE(trainerZeroRises); // and rule 2 does not hold under the Trainer
}

TEST(Planner, RequestErrors)
{
    auto expectError = [](PlanRequest r, ErrorCode code, const std::string& path) {
        auto p = plan(r, builtinCatalog());
        ASSERT_FALSE(p.ok());
        EXPECT_EQ(p.error().code, code);
        EXPECT_EQ(p.error().path, path);
    };
    PlanRequest r;
    r.gpus = {"h100-sxm", "no-such-gpu"};
    expectError(r, ErrorCode::UnknownValue, "gpus");
    r = {};
    r.maxGpus = 0;
    expectError(r, ErrorCode::OutOfRange, "max_gpus");
    r = {};
    r.minHeadroomFraction = 1.0;
    expectError(r, ErrorCode::OutOfRange, "min_headroom");
    r = {};
    r.deadlineDays = -1.0;
    expectError(r, ErrorCode::OutOfRange, "deadline_days");
    r = {};
    r.scenario.model.preset = "no-such-model";
    expectError(r, ErrorCode::UnknownValue, "model.preset");
}

TEST(Planner, ScenarioPriceAppliesToItsOwnGpuOnly)
{
    PlanRequest r;
    r.scenario.cost.cloudUsdPerGpuHour = 1.0;
    r.gpus = {"h100-sxm", "a100-80gb"};
    r.maxGpus = 64;
    const PlanResult p = planned(r);
    for (const PlanRow& row : p.front) {
        const double rate = row.cloudUsd / row.gpuHours;
        if (row.config.gpu == "h100-sxm")
            EXPECT_NEAR(rate, 1.0, 1e-9);
        else
            EXPECT_NEAR(rate, builtinCatalog().findGpu(row.config.gpu)->cloudUsdPerGpuHour, 1e-9);
    }
}

TEST(Planner, CompareKeyIsMonotoneAndCoarse)
{
    EXPECT_EQ(planCompareKey(0.0), 0.0);
    EXPECT_EQ(planCompareKey(445084.8670574759), planCompareKey(std::nextafter(445084.8670574759, 1e300)));
    EXPECT_LT(planCompareKey(445084.0), planCompareKey(445085.0));
    double previous = 0;
    for (double v = 1e-3; v < 1e12; v *= 1.37) {
        EXPECT_LE(previous, planCompareKey(v));
        EXPECT_LE(planCompareKey(v), v);
        EXPECT_NEAR(planCompareKey(v), v, v * 1e-8);
        previous = planCompareKey(v);
    }
}

TEST(Planner, Json)
{
    PlanRequest r;
    r.maxGpus = 64;
    const PlanResult p = planned(r);
    const auto j = nlohmann::json::parse(planToJson(r, p));
    EXPECT_EQ(j["evaluated"], p.evaluated);
    EXPECT_EQ(j["fitting"], p.fitting);
    ASSERT_EQ(j["front"].size(), p.front.size());
    ASSERT_FALSE(p.front.empty());
    const auto& row = j["front"][0];
    for (const char* key :
         {"gpu", "gpus", "tensor", "pipeline", "data_parallel", "zero", "sequence_parallel", "micro_batch_size",
          "recompute", "memory_per_gpu", "capacity", "seconds", "cost_usd", "why"})
        EXPECT_TRUE(row.contains(key)) << key;
    EXPECT_EQ(row["why"][0], "fastest");
}

} // namespace
// Every software stack, training (full, LoRA, QLoRA) and serving: the lean
// path and its pruning agree with estimate() layout by layout. Under fsdp2
// and the HF Trainer the gradients are freed between steps, so a micro-batch
// that makes the step one micro-batch can fit where a smaller one, which
// accumulates with its gradients alive, does not (pruning rule 1's exception).
TEST(Planner, MatchesBruteForceUnderEveryStack)
{
    int checked = 0;
    for (SoftwareStack st :
         {SoftwareStack::DeepSpeed, SoftwareStack::Fsdp2, SoftwareStack::HfTransformers, SoftwareStack::Megatron}) {
        for (Mode m : {Mode::Train, Mode::Lora, Mode::Qlora}) {
            SCOPED_TRACE(std::string(toString(st)) + " " + std::string(toString(m)));
            PlanRequest r;
            r.scenario.model.preset = "llama-3-8b";
            r.scenario.hardware.gpu = "h100-sxm";
            r.scenario.precision.recipe = Recipe::AmpBf16;
            r.scenario.workload.mode = m;
            r.scenario.workload.globalBatchSize = 16;
            r.scenario.workload.sequenceLength = 4096;
            r.scenario.software.stack = st;
            r.maxGpus = 8;
            r.maxMicroBatch = 4;
            if (estimate(r.scenario, builtinCatalog()).ok()) { // a stack that does not run the mode is refused
                expectMatchesBruteForce(r);
                ++checked;
            }
        }
    }
    for (SoftwareStack st : {SoftwareStack::Vllm, SoftwareStack::Sglang, SoftwareStack::LlamaCpp,
                             SoftwareStack::HfTransformers, SoftwareStack::TensorRtLlm}) {
        SCOPED_TRACE(std::string(toString(st)));
        PlanRequest r;
        r.scenario.model.preset = "llama-2-70b";
        r.scenario.hardware.gpu = "h100-sxm";
        r.scenario.workload.mode = Mode::Inference;
        r.scenario.workload.microBatchSize = 8;
        r.scenario.software.stack = st;
        r.maxGpus = 8;
        ASSERT_TRUE(estimate(r.scenario, builtinCatalog()).ok()) << toString(st);
        expectMatchesBruteForce(r);
        ++checked;
    }
    // The Trainer's FSDP keeps whole gradients through accumulation, so ZeRO-3
    // can need more than ZeRO-2 (pruning rule 2 does not hold there).
    PlanRequest trainer;
    trainer.scenario.model.preset = "llama-2-7b";
    trainer.scenario.hardware.gpu = "h100-sxm";
    trainer.scenario.workload.globalBatchSize = 32;
    trainer.scenario.software.stack = SoftwareStack::HfTransformers;
    trainer.maxGpus = 8;
    trainer.maxMicroBatch = 4;
    // About 50.7 GiB usable: on 8 GPUs without recomputation micro-batch 1
    // fits at ZeRO-2 (50.0 GiB) and not at ZeRO-3 (51.3 GiB).
    trainer.minHeadroomFraction = 0.3635;
    expectMatchesBruteForce(trainer);
    EXPECT_GE(checked, 12);
}
