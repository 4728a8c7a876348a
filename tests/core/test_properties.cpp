#include "testutil.h"

#include <cctype>
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
    const double t64 = estimated(s).gpuSeconds; // checkpoint writing does not scale with GPUs
    s.parallelism.gpus = 128;
    EXPECT_NEAR(estimated(s).gpuSeconds, t64 / 2, t64 * 1e-12);
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

// The whole slider ranges of the window give finite results: model size 1 M–2 T
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
    EXPECT_EQ(substitutedText(w.formula, w), formatTerm(w.terms[0].value, Unit::Count) + "·2 / 1");
}

double termOf(const Figure& f, std::string_view symbol)
{
    for (std::size_t i = 0; i < f.termCount; ++i)
        if (symbol == f.terms[i].symbol)
            return f.terms[i].value;
    ADD_FAILURE() << "no term " << symbol << " in " << f.formula;
    return 0;
}

// Issue 17 item 5: the worked figures put every part's number in, and the
// parts add up to the figure (the memory total is Practice question 1's answer).
TEST(Properties, WorkedSumsAddUpToTheirFigures)
{
    for (const char* preset : {"llama-2-7b", "gpt2", "mixtral-8x7b", "deepseek-v3", "qwen3-30b-a3b"}) {
        for (Mode mode : {Mode::Train, Mode::Inference}) {
            for (Recompute rc : {Recompute::None, Recompute::Full}) {
                Scenario s = base();
                s.model.preset = preset;
                s.workload.mode = mode;
                s.activations.recompute = rc;
                s.parallelism.gpus = 64;
                s.parallelism.pipeline = 2;
                s.parallelism.zero = 1;
                s.workload.globalBatchSize = 512;
                const Estimate e = estimated(s);
                SCOPED_TRACE(std::string(preset) + " " + std::string(toString(mode)));
                const Figure& total = e.figure(FigureId::MemoryTotal);
                double sum = 0;
                for (const char* part : {"W", "G", "M", "O", "A", "Lg", "KV", "Ov"})
                    sum += termOf(total, part);
                EXPECT_DOUBLE_EQ(sum, total.value);
                const std::string worked = substitutedText(total.formula, total);
                EXPECT_EQ(worked.find("weights"), std::string::npos) << worked;
                EXPECT_NE(worked.find(formatTerm(e.perGpu[MemoryComponent::Weights], Unit::Bytes)), std::string::npos)
                    << worked;

                const Figure& params = e.figure(FigureId::ParamsTotal);
                const double L = termOf(params, "L");
                const double layers = std::string(params.formula).find("{Ly|") != std::string::npos
                                          ? termOf(params, "Ly")
                                          : L * (termOf(params, "Pa") + termOf(params, "Pm") + termOf(params, "Pn"));
                EXPECT_NEAR(layers + termOf(params, "Pe") + termOf(params, "Ph") + termOf(params, "Po"), params.value,
                            1e-6 * params.value);
                const std::string p = substitutedText(params.formula, params);
                EXPECT_EQ(p.find("attention"), std::string::npos) << p;
                EXPECT_EQ(p.find("head"), std::string::npos) << p;

                if (mode == Mode::Train) {
                    const Figure& act = e.figure(FigureId::Activations);
                    const double a = termOf(act, "Lp") * termOf(act, "m") * termOf(act, "x") * termOf(act, "Ai") +
                                     termOf(act, "A1") + termOf(act, "Ae");
                    EXPECT_NEAR(a, act.value, 1e-9 * act.value);
                    const std::string worked = substitutedText(act.formula, act);
                    EXPECT_EQ(worked.find("per layer"), std::string::npos) << worked;
                }
                // No raw digit runs: large values read in units (989 TFLOP/s, 6.74 B).
                for (const Figure& f : e.figures) {
                    if (!f.present())
                        continue;
                    const std::string t = substitutedText(f.formula, f);
                    int run = 0;
                    for (char c : t) {
                        run = std::isdigit(static_cast<unsigned char>(c)) ? run + 1 : 0;
                        EXPECT_LE(run, 7) << t;
                    }
                }
            }
        }
    }
}

TEST(Properties, TermsReadInTheirUnits)
{
    EXPECT_EQ(formatTerm(6738415616, Unit::Count), "6.74 B");
    EXPECT_EQ(formatTerm(2e12, Unit::Count), "2 T");
    EXPECT_EQ(formatTerm(32000, Unit::Count), "32000");
    EXPECT_EQ(formatTerm(0.4, Unit::Ratio), "0.4");
    EXPECT_EQ(formatTerm(989.4e12, Unit::FlopsPerSecond), "989 TFLOP/s");
    EXPECT_EQ(formatTerm(85520809984, Unit::Bytes), "79.6 GiB");
    EXPECT_EQ(formatTerm(1073741824, Unit::Bytes), "1.00 GiB");
    EXPECT_EQ(formatTerm(514.5 * 1048576, Unit::Bytes), "515 MiB");
    EXPECT_EQ(formatTerm(0, Unit::Bytes), "0 B");
    EXPECT_EQ(formatTerm(450e9, Unit::BytesPerSecond), "450 GB/s");
    EXPECT_EQ(formatTerm(0.1327, Unit::Seconds), "133 ms");
    EXPECT_EQ(formatTerm(37125, Unit::Usd), "$37.1 K");
    EXPECT_EQ(formatTerm(6.88, Unit::UsdPerHour), "$6.88/h");
    EXPECT_EQ(formatTerm(0.12, Unit::Usd), "$0.12");
    EXPECT_EQ(formatTerm(0.00307, Unit::Hours), "0.00307 h"); // an inference request's GPU-hours
}

} // namespace

// Without explanations (solvers, sweeps, chart points) an estimate has no
// worked figures and every number is the one the explained estimate gives;
// a copy of an explained estimate carries its own figures.
TEST(Properties, EstimatesWithoutExplanationsGiveTheSameNumbers)
{
    for (const char* preset : {"llama-2-7b", "deepseek-v3", "qwen3-next-80b-a3b"}) {
        SCOPED_TRACE(preset);
        Scenario s;
        s.model.preset = preset;
        s.parallelism.gpus = 64;
        s.hardware.gpu = "h200";
        const auto with = estimate(s, builtinCatalog());
        const auto without = estimate(s, builtinCatalog(), EstimateOptions{.explain = false});
        ASSERT_TRUE(with.ok()) << with.error().message();
        ASSERT_TRUE(without.ok());
        EXPECT_TRUE(with->figures.present());
        EXPECT_FALSE(without->figures.present());
        EXPECT_FALSE(without->figure(FigureId::MemoryTotal).present());
        EXPECT_EQ(with->perGpu.bytes, without->perGpu.bytes);
        EXPECT_EQ(with->seconds, without->seconds);
        EXPECT_EQ(with->step.tokensPerSecondPerGpu, without->step.tokensPerSecondPerGpu);
        EXPECT_EQ(with->cloudUsd, without->cloudUsd);
        EXPECT_EQ(with->maxBatch, without->maxBatch);
        EXPECT_EQ(with->warnings, without->warnings);

        Estimate copy = *with;
        ASSERT_TRUE(copy.figures.present());
        EXPECT_EQ(copy.figure(FigureId::MemoryTotal), with->figure(FigureId::MemoryTotal));
        copy.figure(FigureId::MemoryTotal).value = -1;
        EXPECT_NE(with->figure(FigureId::MemoryTotal).value, -1);
    }
}
