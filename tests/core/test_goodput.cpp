// Goodput: the wall clock of a training run on a machine that fails
// (docs/model.md §7d, issue 31 item 1). Expected values are worked from the
// cited formulas and published figures here, not read back from the engine.

#include "headroom/model/goodput.h"

#include "testutil.h"

#include <nlohmann/json.hpp>

#include <cmath>

namespace headroom {
namespace {

using test::estimated;

// Llama 3 (Grattafiori et al. 2024, §3.3.4 and Table 5): 466 interruptions in
// a 54-day snapshot on 16,384 H100 GPUs, 47 planned and 419 unexpected. The
// default counts the unexpected ones: 419 / (16,384 · 54 · 24 h).
TEST(Goodput, DefaultRateIsLlama3sUnexpectedInterruptions)
{
    EXPECT_NEAR(kDefaultFailuresPerGpuHour, 419.0 / (16384.0 * 1296.0), 1e-15);
    EXPECT_NEAR(kDefaultFailuresPerGpuHour, 1.973e-5, 0.001e-5);
    // The whole job: one interruption every ~3.1 hours, as Llama 3 reports
    // ("about one every three hours").
    const double mtbfHours = 1.0 / (kDefaultFailuresPerGpuHour * 16384.0);
    EXPECT_NEAR(mtbfHours, 3.09, 0.01);
}

// Young 1974: τ = √(2δM). Daly 2006 eq. (37): τ = √(2δM)·[1 + ⅓·√(δ/2M) +
// ⅑·(δ/2M)] − δ for δ < 2M, else M.
TEST(Goodput, YoungAndDalyIntervals)
{
    EXPECT_DOUBLE_EQ(youngCheckpointSeconds(50, 10000), 1000);
    const double d = 50, M = 10000, r = d / (2 * M);
    EXPECT_NEAR(optimalCheckpointSeconds(d, M), 1000 * (1 + std::sqrt(r) / 3 + r / 9) - d, 1e-9);
    // Daly's estimate stays near Young's when δ ≪ M.
    EXPECT_NEAR(optimalCheckpointSeconds(d, M) / youngCheckpointSeconds(d, M), 1.0, 0.04);
    EXPECT_DOUBLE_EQ(optimalCheckpointSeconds(30000, 10000), 10000);
    EXPECT_TRUE(std::isinf(optimalCheckpointSeconds(50, INFINITY)));
}

// Nothing fails: the wall clock is the work and the writes, P + P/τ·δ.
TEST(Goodput, WithoutFailuresOnlyTheWritesCost)
{
    GoodputInputs in;
    in.productiveSeconds = 100000;
    in.stepSeconds = 10;
    in.intervalSteps = 100; // τ = 1,000 s
    in.writeSeconds = 20;
    in.failuresPerGpuHour = 0;
    const Goodput g = evaluateGoodput(in);
    EXPECT_DOUBLE_EQ(g.wallSeconds, 100000 + 100 * 20);
    EXPECT_DOUBLE_EQ(g.failures, 0);
    EXPECT_NEAR(g.fraction, 100000.0 / 102000.0, 1e-12);
    EXPECT_EQ(g.optimalIntervalSteps, 0);
}

// Daly's complete model T = M·e^{R/M}·(e^{(τ+δ)/M} − 1)·P/τ, and its first
// order (P + P/τ·δ)/(1 − (R + (τ+δ)/2)/M) when τ, δ, R ≪ M.
TEST(Goodput, CompleteModelAndItsFirstOrder)
{
    GoodputInputs in;
    in.productiveSeconds = 30 * 86400.0;
    in.stepSeconds = 6;
    in.intervalSteps = 100; // τ = 600 s
    in.writeSeconds = 10;
    in.reloadSeconds = 20;
    in.restartSeconds = 300;
    in.failuresPerGpuHour = 1e-5;
    in.gpus = 4096; // λ = 0.04096 /h, M ≈ 87,891 s
    const Goodput g = evaluateGoodput(in);
    const double M = 3600.0 / (1e-5 * 4096), P = in.productiveSeconds, tau = 600, d = 10, R = 320;
    EXPECT_NEAR(g.mtbfSeconds, M, 1e-6);
    EXPECT_NEAR(g.wallSeconds, M * std::exp(R / M) * std::expm1((tau + d) / M) * P / tau, 1e-3);
    const double first = (P + P / tau * d) / (1 - (R + (tau + d) / 2) / M);
    EXPECT_NEAR(g.wallSeconds / first, 1.0, 0.002);
    // The parts add up to the wall clock, each at least zero.
    EXPECT_NEAR(g.productiveSeconds + g.writeTotal + g.restartTotal + g.reloadTotal + g.recomputeTotal, g.wallSeconds,
                1e-6 * g.wallSeconds);
    EXPECT_GT(g.recomputeTotal, 0);
    EXPECT_NEAR(g.failures, g.wallSeconds / M, 1e-9);
    EXPECT_NEAR(g.restartTotal, g.failures * 300, 1e-6);
    // Lost per failure ≈ R + (τ + δ)/2 to first order.
    EXPECT_NEAR(g.lostPerFailure, R + (tau + d) / 2, 0.02 * (R + (tau + d) / 2));
}

// The interval Daly's formula picks is where the complete model is lowest:
// half or twice it loses more.
TEST(Goodput, OptimalIntervalLosesLeast)
{
    GoodputInputs in;
    in.productiveSeconds = 20 * 86400.0;
    in.stepSeconds = 2;
    in.writeSeconds = 60;
    in.reloadSeconds = 60;
    in.restartSeconds = 600;
    in.failuresPerGpuHour = kDefaultFailuresPerGpuHour;
    in.gpus = 16384;
    in.intervalSteps = 1000;
    const Goodput base = evaluateGoodput(in);
    ASSERT_GT(base.optimalIntervalSteps, 0);
    in.intervalSteps = base.optimalIntervalSteps;
    const double best = evaluateGoodput(in).fraction;
    EXPECT_NEAR(best, base.fractionAtOptimal, 1e-12);
    for (double k : {0.5, 2.0}) {
        in.intervalSteps = std::int64_t(double(base.optimalIntervalSteps) * k);
        EXPECT_LT(evaluateGoodput(in).fraction, best) << k;
    }
}

// Without checkpoints a failure sends the run back to its start; a long run
// on many GPUs then never finishes, and says so instead of a NaN.
TEST(Goodput, WithoutCheckpointsALongRunNeverFinishes)
{
    GoodputInputs in;
    in.productiveSeconds = 30 * 86400.0;
    in.stepSeconds = 5;
    in.intervalSteps = 0;
    in.failuresPerGpuHour = kDefaultFailuresPerGpuHour;
    in.gpus = 16384;
    const Goodput g = evaluateGoodput(in);
    EXPECT_FALSE(g.finite());
    EXPECT_EQ(g.fraction, 0);
    EXPECT_FALSE(std::isnan(g.fraction));
}

// Llama 3 405B's pre-training: 16,384 H100s (TP 8, PP 16, DP 128), 16 M-token
// batches of 8,192-token sequences (§3.3.2 Table 4), checkpoints to Tectonic at
// its sustained 2 TB/s (§3.3.1). At Llama 3's own failure rate, with the
// interval Daly picks, the goodput lands where Llama 3 reports its effective
// training time: higher than 90 % (§3.3.4), and below 100 %.
TEST(Goodput, Llama3At16kGpusIsAbove90Percent)
{
    Scenario s;
    s.model.preset = "llama-3.1-405b";
    s.hardware.gpu = "h100-sxm";
    s.parallelism.gpus = 16384;
    s.parallelism.tensor = 8;
    s.parallelism.pipeline = 16;
    s.workload.sequenceLength = 8192;
    s.workload.globalBatchSize = 2048;
    s.workload.microBatchSize = 1;
    s.workload.trainingTokens = 15.6e12;
    s.activations.recompute = Recompute::Selective;
    s.checkpoint.storageWriteBytesPerS = 2e12;
    Estimate e = estimated(s);
    ASSERT_GT(e.goodput.optimalIntervalSteps, 0);
    EXPECT_TRUE(e.defaultFailureRate);
    s.checkpoint.intervalSteps = e.goodput.optimalIntervalSteps;
    e = estimated(s);
    EXPECT_GT(e.goodput.fraction, 0.90);
    EXPECT_LT(e.goodput.fraction, 0.99);
    // ~0.32 interruptions an hour on the whole job.
    EXPECT_NEAR(e.goodput.failuresPerHour, 16384 * kDefaultFailuresPerGpuHour, 1e-9);
    // The wall clock's GPU-hours carry the lost share.
    EXPECT_NEAR(e.wallGpuHours, e.gpuHours / e.goodput.fraction, 1e-6 * e.wallGpuHours);
    EXPECT_TRUE(e.figure(FigureId::Goodput).present());
    EXPECT_TRUE(e.figure(FigureId::OptimalCheckpointInterval).present());
    // Half of Llama 3's failure rate loses less.
    s.reliability.failuresPerGpuHour = kDefaultFailuresPerGpuHour / 2;
    const Estimate half = estimated(s);
    EXPECT_FALSE(half.defaultFailureRate);
    EXPECT_GT(half.goodput.fraction, e.goodput.fraction);
}

// The result file: time.goodput and the wall clock's parts, which sum to it.
TEST(Goodput, ResultKeys)
{
    Scenario s;
    s.model.preset = "llama-3-8b";
    s.parallelism.gpus = 512;
    const ResolvedScenario rs = test::resolved(s);
    const Estimate e = estimated(s);
    const auto j = nlohmann::json::parse(estimateToJson(rs, e));
    ASSERT_TRUE(j["time"].contains("goodput"));
    EXPECT_NEAR(j["time"]["goodput"].get<double>(), e.goodput.fraction, 1e-9);
    const auto& w = j["time"]["wall_clock"];
    double sum = 0;
    for (const auto& [k, v] : w["breakdown"].items())
        sum += v.get<double>();
    EXPECT_NEAR(sum, w["seconds"].get<double>(), 1e-6 * sum);
    EXPECT_EQ(w["failure_rate_source"], "llama-3");
    EXPECT_GT(j["cost"]["wall_clock"]["cloud_usd"].get<double>(), j["cost"]["cloud_usd"].get<double>());
}

} // namespace
} // namespace headroom
