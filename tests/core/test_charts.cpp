#include "testutil.h"

#include "headroom/charts.h"

#include <cmath>

using namespace headroom;
using namespace headroom::test;

namespace {

// Williams, Waterman & Patterson 2009; docs/model.md §9: GEMM m×k×n at e bytes has
// AI = 2mkn / (e·(mk + kn + mn)); a decode GEMV with batch b has AI ≈ 2b/e_w.
TEST(Roofline, GemmIntensity)
{
    EXPECT_DOUBLE_EQ(gemmIntensity(4096, 4096, 4096, 2), 2.0 * 4096 * 4096 * 4096 / (2.0 * 3 * 4096 * 4096));
    EXPECT_NEAR(gemmIntensity(1, 4096, 4096, 2), 1.0, 0.01); // GEMV, b = 1, bf16: ≈ 2b/e = 1
    EXPECT_NEAR(gemmIntensity(8, 8192, 8192, 2), 8.0, 0.02); // b = 8: ≈ 8
}

TEST(Roofline, CeilingsAndPoints)
{
    Scenario s;
    const ResolvedScenario rs = resolved(s);
    const Estimate e = estimated(s);
    const RooflineData d = rooflineData(rs, e);
    ASSERT_FALSE(d.ceilings.empty());
    for (const auto& c : d.ceilings) {
        EXPECT_GT(c.peakFlops, 0);
        EXPECT_DOUBLE_EQ(c.ridge, c.peakFlops / rs.gpu.bandwidthBytesPerS);
    }
    ASSERT_GE(d.points.size(), 5u);
    bool sawMemoryBound = false, sawComputeBound = false;
    for (const auto& p : d.points) {
        EXPECT_DOUBLE_EQ(p.intensity, p.flops / p.bytes);
        EXPECT_LE(p.attainable, e.peakFlopsPerGpu);
        sawMemoryBound |= p.bound == Bottleneck::Memory;
        sawComputeBound |= p.bound == Bottleneck::Compute;
        EXPECT_GE(p.intensity, d.minIntensity);
        EXPECT_LE(p.intensity, d.maxIntensity);
    }
    EXPECT_TRUE(sawMemoryBound);  // decode GEMV, norms
    EXPECT_TRUE(sawComputeBound); // training GEMMs
}

// The roofline under a power limit has the lower ceilings the step time
// computes with: an H100 SXM (700 W, 989.4 TFLOP/s bf16) at 400 W reaches
// the H100 NVL's 835.5 (NVIDIA's datasheets; docs/model.md §7b).
TEST(Roofline, PowerLimitLowersTheCeilings)
{
    Scenario s;
    s.hardware.gpu = "h100-sxm";
    s.hardware.powerLimitWatts = 400;
    const ResolvedScenario rs = resolved(s);
    const Estimate e = estimated(s);
    const RooflineData d = rooflineData(rs, e);
    bool sawBf16 = false;
    for (const auto& c : d.ceilings)
        if (c.precision == Precision::Bf16) {
            sawBf16 = true;
            EXPECT_NEAR(c.peakFlops / 1e12, 835.5, 1.0);
        }
    EXPECT_TRUE(sawBf16);
    for (const auto& p : d.points)
        EXPECT_LE(p.attainable, 835.5e12 * 1.001);
}

TEST(MemoryChart, CompareAcrossZeroStages)
{
    Scenario s;
    s.parallelism.gpus = 64;
    const auto bars = memoryBars(resolved(s), CompareAxis::Zero);
    ASSERT_EQ(bars.size(), 4u);
    for (std::size_t i = 1; i < bars.size(); ++i)
        EXPECT_LT(bars[i].breakdown.total(), bars[i - 1].breakdown.total());
    EXPECT_EQ(memoryBars(resolved(s), CompareAxis::Recipe).size(), kRecipes.size());
}

// The published TCO tiers of the scenario's GPU ride along with the break-even
// (issue 30 item 3); a GPU without any carries none.
TEST(BreakevenChart, CarriesThePublishedTcoTiers)
{
    Scenario s;
    s.hardware.gpu = "h100-sxm";
    BreakevenData d = breakevenData(resolved(s), estimated(s));
    ASSERT_EQ(d.publishedTco.size(), 2u);
    EXPECT_EQ(d.publishedTco[0].tier, TcoTier::Neocloud);
    EXPECT_EQ(d.publishedTco[0].rate.usdPerGpuHour, 1.65); // Latent Space, 2024-10
    EXPECT_EQ(d.publishedTco[1].tier, TcoTier::Renting);
    EXPECT_EQ(d.publishedTco[1].rate.usdPerGpuHour, 2.35); // SemiAnalysis, 2026-03
    s.hardware.gpu = "a100-80gb";
    d = breakevenData(resolved(s), estimated(s));
    EXPECT_TRUE(d.publishedTco.empty());
}

TEST(BreakevenChart, CurvesCrossWhereReported)
{
    Scenario s;
    const ResolvedScenario rs = resolved(s);
    const Estimate e = estimated(s);
    const BreakevenData d = breakevenData(rs, e);
    ASSERT_TRUE(std::isfinite(d.crossingMonths));
    // Before the crossing the cloud is cheaper, after it owning is.
    for (std::size_t i = 0; i < d.cloudCumulative.size(); ++i) {
        const double m = d.cloudCumulative[i].x;
        if (m < d.crossingMonths * 0.99) {
            EXPECT_LT(d.cloudCumulative[i].y, d.onpremCumulative[i].y) << m;
        }
        if (m > d.crossingMonths * 1.01) {
            EXPECT_GT(d.cloudCumulative[i].y, d.onpremCumulative[i].y) << m;
        }
    }
    // Cost per GPU-hour equals the cloud rate at the break-even utilisation.
    const double u = d.crossingUtilization;
    ASSERT_GT(u, 0);
    const double fixedYear = (e.onpremUsdPerGpuHour - e.energyUsdPerGpuHour) * 8760 * rs.scenario.cost.utilization;
    EXPECT_NEAR(fixedYear / (8760 * u) + e.energyUsdPerGpuHour, e.cloudUsdPerGpuHour, 1e-9);
}

} // namespace

namespace {

// Issue 17 item 4: each mode shows only what it has. Training lists no decode
// rows in Explain and no decode kernels on the roofline; an inference memory
// chart compared across training's axes (ZeRO, recipes, recomputation) is
// one bar, not four identical ones.
TEST(Charts, EachModeShowsOnlyWhatItHas)
{
    Scenario train;
    const Estimate e = estimated(train);
    EXPECT_FALSE(e.figure(FigureId::DecodeStep).present());
    EXPECT_FALSE(e.figure(FigureId::PrefillTime).present());
    for (const RooflinePoint& p : rooflineData(resolved(train), e).points)
        EXPECT_EQ(p.label.find("decode"), std::string::npos) << p.label;
    Scenario infer;
    infer.workload.mode = Mode::Inference;
    const Estimate ei = estimated(infer);
    EXPECT_TRUE(ei.figure(FigureId::DecodeStep).present());
    bool decode = false;
    for (const RooflinePoint& p : rooflineData(resolved(infer), ei).points)
        decode = decode || p.label.find("decode") != std::string::npos;
    EXPECT_TRUE(decode);
    for (CompareAxis axis : {CompareAxis::Zero, CompareAxis::Recipe, CompareAxis::Recompute})
        EXPECT_EQ(memoryBars(resolved(infer), axis).size(), 1u);
    EXPECT_EQ(memoryBars(resolved(train), CompareAxis::Zero).size(), 4u);
}

// Issue 29 item 9: inference compares weight and KV cache formats, a bar
// each; training has one bar on those axes. Weights shrink with their bits
// (bf16 2 bytes, fp8 and int8 1, 4-bit formats about half a byte); the KV
// cache halves from bf16 to fp8.
TEST(Charts, InferenceComparesWeightAndKvFormats)
{
    Scenario infer;
    infer.workload.mode = Mode::Inference;
    infer.parallelism.gpus = 1;
    const auto weights = memoryBars(resolved(infer), CompareAxis::WeightFormat);
    ASSERT_EQ(weights.size(), std::size(kCompareWeightFormats));
    EXPECT_EQ(weights[0].label, "bf16");
    const double bf16 = weights[0].breakdown[MemoryComponent::Weights];
    EXPECT_NEAR(weights[1].breakdown[MemoryComponent::Weights] / bf16, 0.5, 0.03);
    for (std::size_t i = 1; i < weights.size(); ++i)
        EXPECT_LE(weights[i].breakdown[MemoryComponent::Weights], weights[i - 1].breakdown[MemoryComponent::Weights]);
    const auto kv = memoryBars(resolved(infer), CompareAxis::KvFormat);
    ASSERT_EQ(kv.size(), std::size(kCompareKvFormats));
    EXPECT_DOUBLE_EQ(kv[1].breakdown[MemoryComponent::KvCache], kv[0].breakdown[MemoryComponent::KvCache] / 2);
    EXPECT_DOUBLE_EQ(kv[0].breakdown[MemoryComponent::Weights], kv[1].breakdown[MemoryComponent::Weights]);
    Scenario train;
    for (CompareAxis axis : {CompareAxis::WeightFormat, CompareAxis::KvFormat}) {
        EXPECT_EQ(memoryBars(resolved(train), axis).size(), 1u);
        EXPECT_FALSE(compareAxisApplies(axis, Mode::Train));
        EXPECT_TRUE(compareAxisApplies(axis, Mode::Inference));
    }
    EXPECT_FALSE(compareAxisApplies(CompareAxis::Zero, Mode::Inference));
}

} // namespace
