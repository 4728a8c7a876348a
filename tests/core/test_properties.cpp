#include "testutil.h"

#include <cmath>

using namespace headroom;
using namespace headroom::test;

namespace {

Scenario base()
{
    Scenario s;
    s.model.preset = "llama-2-13b";
    s.parallelism.gpus = 64;
    s.workload.globalBatchSize = 512;
    return s;
}

TEST(Properties, MemoryFallsAsZeroStageRises)
{
    double previous = INFINITY;
    for (int z = 0; z <= 3; ++z) {
        Scenario s = base();
        s.parallelism.zero = z;
        const double total = estimated(s).perGpu.total();
        EXPECT_LT(total, previous) << "ZeRO-" << z;
        previous = total;
    }
}

TEST(Properties, MemoryFallsAsTensorParallelRises)
{
    double previous = INFINITY;
    for (std::int64_t t : {1, 2, 4, 8}) {
        Scenario s = base();
        s.parallelism.tensor = t;
        const double total = estimated(s).perGpu.total();
        EXPECT_LT(total, previous) << "TP=" << t;
        previous = total;
    }
}

TEST(Properties, MemoryFallsAsRecomputationRises)
{
    for (bool flash : {false, true}) {
        double previous = INFINITY;
        for (Recompute r : kRecomputes) {
            Scenario s = base();
            s.activations.flashAttention = flash;
            s.activations.recompute = r;
            const double total = estimated(s).perGpu.total();
            EXPECT_LE(total, previous) << toString(r) << " flash=" << flash;
            previous = total;
        }
    }
}

// With a fixed MFU scaling is perfect by construction.
TEST(Properties, FixedMfuTimeHalvesWhenGpusDouble)
{
    Scenario s = base();
    s.hardware.mfu = 0.4;
    const double t64 = estimated(s).seconds;
    s.parallelism.gpus = 128;
    EXPECT_NEAR(estimated(s).seconds, t64 / 2, t64 * 1e-12);
}

// Predicted: at a fixed global batch, doubling the GPUs never more than
// halves the time, and per-GPU throughput never rises (communication grows,
// micro-batches per step shrink). Cost in GPU-hours therefore never falls.
TEST(Properties, PredictedScalingIsNeverSuperlinear)
{
    for (const char* gpu : {"h100-sxm", "a100-80gb", "l40s"}) {
        Scenario s = base();
        s.hardware.gpu = gpu;
        s.parallelism.zero = 1;
        double previousSeconds = 0, previousRate = 0;
        for (std::int64_t n : {8, 16, 32, 64, 128, 256, 512}) {
            s.parallelism.gpus = n;
            const Estimate e = estimated(s);
            ASSERT_TRUE(e.predictedTime);
            if (previousSeconds > 0) {
                EXPECT_GE(e.seconds, previousSeconds / 2 * (1 - 1e-9)) << gpu << " " << n;
                EXPECT_LE(e.step.tokensPerSecondPerGpu, previousRate * (1 + 1e-9)) << gpu << " " << n;
            }
            previousSeconds = e.seconds;
            previousRate = e.step.tokensPerSecondPerGpu;
        }
    }
}

TEST(Properties, KvCacheScalesWithKvHeadsNotHeads)
{
    Scenario s;
    s.workload.mode = Mode::Inference;
    s.parallelism.gpus = 1;
    s.model.kind = ModelSource::Kind::Architecture;
    Architecture a;
    a.heads = 32;
    a.kvHeads = 32;
    s.model.architecture = a;
    const double mha = estimated(s).perGpu[MemoryComponent::KvCache];
    s.model.architecture.kvHeads = 8;
    EXPECT_DOUBLE_EQ(estimated(s).perGpu[MemoryComponent::KvCache], mha / 4);
    s.model.architecture.kvHeads = 1;
    EXPECT_DOUBLE_EQ(estimated(s).perGpu[MemoryComponent::KvCache], mha / 32);
}

bool allFinite(const Estimate& e)
{
    for (double b : e.perGpu.bytes)
        if (!std::isfinite(b) || b < 0)
            return false;
    for (double v : {e.seconds, e.gpuHours, e.totalFlops, e.flopsPerToken, e.cloudUsd, e.onpremUsd, e.energyKwh,
                     e.timeToFirstToken, e.timePerOutputToken, e.inferenceTokensPerSecond, e.headroom})
        if (!std::isfinite(v))
            return false;
    for (const Figure& f : e.figures)
        if (f.present() && !std::isfinite(f.value) && &f != &e.figure(FigureId::BreakevenHours))
            return false;
    return true;
}

// The whole slider ranges of SPEC.md give finite results: model size 1 M–2 T
// (a scaled Llama shape), sequence 128–1 M, GPUs 1–16,384, every mode.
TEST(Properties, FiniteOverTheSliderRanges)
{
    const ModelPreset* family = builtinCatalog().findModel("llama-2-7b");
    ASSERT_NE(family, nullptr);
    int evaluated = 0;
    for (double params : {1e6, 1e8, 7e9, 1e11, 2e12}) {
        const Architecture arch = scaleArchitecture(family->spec.arch, params);
        for (std::int64_t seq : {128, 4096, 131072, 1048576}) {
            for (std::int64_t gpus : {1, 8, 1024, 16384}) {
                for (Mode mode : kModes) {
                    Scenario s;
                    s.model.kind = ModelSource::Kind::Architecture;
                    s.model.architecture = arch;
                    s.workload.mode = mode;
                    s.workload.sequenceLength = seq;
                    s.workload.promptTokens = seq;
                    s.parallelism.gpus = gpus;
                    s.workload.globalBatchSize = gpus * 4;
                    auto e = estimate(s, builtinCatalog());
                    ASSERT_TRUE(e.ok()) << e.error().message();
                    EXPECT_TRUE(allFinite(*e)) << params << " " << seq << " " << gpus << " " << toString(mode);
                    ++evaluated;
                }
            }
        }
    }
    EXPECT_EQ(evaluated, 5 * 4 * 4 * 4);
}

TEST(Properties, HugeGenericModelIsFinite)
{
    Scenario s;
    s.model.kind = ModelSource::Kind::Parameters;
    s.model.parameters = 1e15;
    s.parallelism.gpus = 16384;
    s.parallelism.zero = 3;
    s.workload.globalBatchSize = 16384;
    const Estimate e = estimated(s);
    EXPECT_TRUE(allFinite(e));
    EXPECT_FALSE(e.fits);
}

// Every figure's value is the number the estimate reports for it.
TEST(Properties, FiguresCarryTheReportedValues)
{
    const Estimate e = estimated(base());
    EXPECT_EQ(e.figure(FigureId::MemoryTotal).value, e.perGpu.total());
    EXPECT_EQ(e.figure(FigureId::Weights).value, e.perGpu[MemoryComponent::Weights]);
    EXPECT_EQ(e.figure(FigureId::OptimizerStates).value, e.perGpu[MemoryComponent::OptimizerStates]);
    EXPECT_EQ(e.figure(FigureId::TrainingTime).value, e.seconds);
    EXPECT_EQ(e.figure(FigureId::FlopsPerToken).value, e.flopsPerToken);
    EXPECT_EQ(e.figure(FigureId::CloudCost).value, e.cloudUsd);
    EXPECT_EQ(e.figure(FigureId::BreakevenHours).value, e.breakevenHours);
    // The substituted formula evaluates to the figure for simple products.
    const Figure& w = e.figure(FigureId::Weights);
    EXPECT_EQ(substitutedText(w.formula, w), formatNumber(w.terms[0].value) + "·2 / 1");
}

} // namespace
