// The accelerators added for issue 30, each figure held against the source the
// catalog cites for it (resources/catalog/gpus.json `sources`, read
// 2026-11-26; docs/catalog.md lists them with their dates).

#include "testutil.h"

#include "headroom/charts.h"
#include "headroom/model/serving.h"
#include "headroom/planner.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <set>

using namespace headroom;
using namespace headroom::test;

namespace {

constexpr double kGiB = 1024.0 * 1024 * 1024;
constexpr double kMiB = 1024.0 * 1024;
constexpr double T = 1e12;

const Gpu& gpu(const char* id)
{
    const Gpu* g = builtinCatalog().findGpu(id);
    if (!g) {
        ADD_FAILURE() << "no GPU " << id;
        static const Gpu none;
        return none;
    }
    return *g;
}

// One row per figure: the GPU, what, the catalog's value and the source's.
struct Figure {
    const char* gpu;
    const char* what;
    double value;
    double expected;
};

double peakOf(const char* id, Precision p)
{
    return gpu(id).peak(p);
}
double sparseOf(const char* id, Precision p)
{
    return gpu(id).sparsePeak(p);
}

TEST(Accelerators, PeaksMemoryBandwidthAndLinksMatchTheirSources)
{
    using P = Precision;
    const Figure figures[] = {
        // NVIDIA aiconfigurator b300_sxm.yaml (Blackwell Ultra datasheet): 275040 MiB by
        // nvidia-smi, 62 TB/s / 8 = 7.75 TB/s, BF16 4.5 PF sparse / 2, INT8 307 TOPS sparse / 2,
        // FP8 9 PF sparse / 2, FP4 14 PF dense (18 sparse), 1,100 W.
        {"b300", "memory", gpu("b300").memoryBytes, 275040 * kMiB},
        {"b300", "marketed memory (288 GB, 8 x 36 GB stacks)", gpu("b300").marketedMemoryBytes, 288 * kGiB},
        {"b300", "bandwidth", gpu("b300").bandwidthBytesPerS, 7.75 * T},
        {"b300", "tdp", gpu("b300").tdpWatts, 1100},
        {"b300", "bf16", peakOf("b300", P::Bf16), 2250 * T},
        {"b300", "fp8", peakOf("b300", P::Fp8), 4500 * T},
        {"b300", "int8", peakOf("b300", P::Int8), 153.5 * T},
        {"b300", "int8 sparse", sparseOf("b300", P::Int8), 307 * T},
        {"b300", "fp4", peakOf("b300", P::Fp4), 14000 * T},
        {"b300", "fp4 sparse", sparseOf("b300", P::Fp4), 18000 * T},
        // KLOCKWOOD_B300: 2 x 900 GB/s NVLink 5; ConnectX-8 800 Gb/s per GPU (aiconfigurator).
        {"b300", "NVLink", gpu("b300").interconnectBytesPerS, 1800e9},
        {"b300", "scale-up per direction", gpu("b300").scaleUpBytesPerS, 900e9},
        {"b300", "scale-out per direction", gpu("b300").scaleOutBytesPerS, 100e9},
        {"b300", "GPUs per node", double(gpu("b300").gpusPerNode), 8},
        // aiconfigurator gb300.yaml: 284208 MiB, 8 TB/s, BF16 2.5 PF, INT8 165 TOPS, FP8 5 PF,
        // FP4 15 PF, 1,400 W; GB300 NVL72 rack (vendordeep): 1,440 PF FP4 sparse / 72,
        // 720 PF FP8 sparse / 72, 24 POPS INT8 sparse / 72, 130 TB/s NVLink / 72.
        {"gb300", "memory", gpu("gb300").memoryBytes, 284208 * kMiB},
        {"gb300", "bandwidth", gpu("gb300").bandwidthBytesPerS, 8 * T},
        {"gb300", "tdp", gpu("gb300").tdpWatts, 1400},
        {"gb300", "bf16", peakOf("gb300", P::Bf16), 2500 * T},
        {"gb300", "fp8", peakOf("gb300", P::Fp8), 5000 * T},
        {"gb300", "int8", peakOf("gb300", P::Int8), 165 * T},
        {"gb300", "fp4", peakOf("gb300", P::Fp4), 15000 * T},
        {"gb300", "fp4 sparse (1,440 PF / 72)", sparseOf("gb300", P::Fp4), 1440e15 / 72},
        {"gb300", "fp8 sparse (720 PF / 72)", sparseOf("gb300", P::Fp8), 720e15 / 72},
        {"gb300", "NVLink (130 TB/s / 72, rounded by NVIDIA to 1.8)", gpu("gb300").interconnectBytesPerS, 1800e9},
        {"gb300", "NVL72 domain", double(gpu("gb300").gpusPerNode), 72},
        // AMD MI355X page (dense): FP16 2.5 PF = 2,400 MHz x 512 x 2 x 1,024 = 2,516.6 TF,
        // FP8 5 PF, INT8 5 POPS, MXFP4/MXFP6 10.1 PF, FP32 157.3 TF; 288 GiB (ROCm), 8 TB/s, 1,400 W.
        {"mi355x", "memory (288 GiB)", gpu("mi355x").memoryBytes, 288 * kGiB},
        {"mi355x", "bandwidth", gpu("mi355x").bandwidthBytesPerS, 8 * T},
        {"mi355x", "tdp", gpu("mi355x").tdpWatts, 1400},
        {"mi355x", "fp32", peakOf("mi355x", P::Fp32), 157.3 * T},
        {"mi355x", "bf16", peakOf("mi355x", P::Bf16), 2516.6 * T},
        {"mi355x", "fp8", peakOf("mi355x", P::Fp8), 5033.2 * T},
        {"mi355x", "fp8 sparse (10.1 PF)", sparseOf("mi355x", P::Fp8), 10066.4 * T},
        {"mi355x", "fp4 (MXFP4 = MXFP6)", peakOf("mi355x", P::Fp4), 10066.3 * T},
        {"mi355x", "8-GPU platform", double(gpu("mi355x").gpusPerNode), 8},
        // MI350X: the same silicon at 2,200 MHz, 1,000 W; FP4 18.45 PF sparse (Tom's Hardware).
        {"mi350x", "memory", gpu("mi350x").memoryBytes, 288 * kGiB},
        {"mi350x", "tdp", gpu("mi350x").tdpWatts, 1000},
        {"mi350x", "fp32", peakOf("mi350x", P::Fp32), 144.2 * T},
        {"mi350x", "bf16", peakOf("mi350x", P::Bf16), 2306.9 * T},
        {"mi350x", "fp4 x 2 (18.45 PF sparse)", 2 * peakOf("mi350x", P::Fp4), 18455 * T},
        // Google TPU7x doc: 2,307 TF BF16, 4,614 TF FP8, 192 GiB, 9,216 chips per pod;
        // Google blog: 7.37 TB/s HBM, ICI 1.2 TB/s bidirectional.
        {"tpu7x", "memory (192 GiB)", gpu("tpu7x").memoryBytes, 192 * kGiB},
        {"tpu7x", "bandwidth", gpu("tpu7x").bandwidthBytesPerS, 7.37 * T},
        {"tpu7x", "bf16", peakOf("tpu7x", P::Bf16), 2307 * T},
        {"tpu7x", "fp8", peakOf("tpu7x", P::Fp8), 4614 * T},
        {"tpu7x", "ICI", gpu("tpu7x").interconnectBytesPerS, 1200e9},
        {"tpu7x", "ICI per direction", gpu("tpu7x").scaleUpBytesPerS, 600e9},
        {"tpu7x", "pod", double(gpu("tpu7x").gpusPerNode), 9216},
        // AWS Neuron trainium3.rst: 2,517 MXFP8/MXFP4, 671 BF16/FP16/TF32, 2,517 sparse,
        // 183 FP32, 144 GiB at 4.9 TB/s, NeuronLink-v4 2.56 TB/s; trn3-arch.rst: 144 chips,
        // EFA 28,800 Gbps per UltraServer = 200 Gb/s per chip.
        {"trainium3", "memory (144 GiB)", gpu("trainium3").memoryBytes, 144 * kGiB},
        {"trainium3", "bandwidth", gpu("trainium3").bandwidthBytesPerS, 4.9 * T},
        {"trainium3", "bf16", peakOf("trainium3", P::Bf16), 671 * T},
        {"trainium3", "fp8 (MXFP8)", peakOf("trainium3", P::Fp8), 2517 * T},
        {"trainium3", "fp4 (MXFP4)", peakOf("trainium3", P::Fp4), 2517 * T},
        {"trainium3", "bf16 sparse", sparseOf("trainium3", P::Bf16), 2517 * T},
        {"trainium3", "fp32", peakOf("trainium3", P::Fp32), 183 * T},
        {"trainium3", "NeuronLink-v4", gpu("trainium3").interconnectBytesPerS, 2.56 * T},
        {"trainium3", "UltraServer", double(gpu("trainium3").gpusPerNode), 144},
        {"trainium3", "EFA per chip", gpu("trainium3").scaleOutBytesPerS, 28800e9 / 8 / 144},
        // aiconfigurator rtx_pro_6000_server.yaml: 97887 MiB, 600 W, 1.792 TB/s; NVIDIA:
        // 4,000 AI TOPS FP4 sparse, 125 TFLOPS FP32; PCIe only.
        {"rtx-pro-6000", "memory", gpu("rtx-pro-6000").memoryBytes, 97887 * kMiB},
        {"rtx-pro-6000", "bandwidth", gpu("rtx-pro-6000").bandwidthBytesPerS, 1.792 * T},
        {"rtx-pro-6000", "tdp", gpu("rtx-pro-6000").tdpWatts, 600},
        {"rtx-pro-6000", "fp32", peakOf("rtx-pro-6000", P::Fp32), 125 * T},
        {"rtx-pro-6000", "fp4 sparse", sparseOf("rtx-pro-6000", P::Fp4), 4000 * T},
        {"rtx-pro-6000", "fp4", peakOf("rtx-pro-6000", P::Fp4), 2000 * T},
        {"rtx-pro-6000", "no NVLink", gpu("rtx-pro-6000").interconnectBytesPerS, 0},
        {"rtx-pro-6000", "PCIe Gen5 x16 per direction", gpu("rtx-pro-6000").scaleUpBytesPerS, 64e9},
        // aiconfigurator gb10.yaml: 119.7 GiB usable to CUDA (128538451968 B) of 128 GiB,
        // 273 GB/s, FP16 ~213 TF = FP8 on SM 12.1, FP4 1 PF sparse, 140 W, ConnectX-7 25 GB/s;
        // Hot Chips 2025: ~31 TF FP32.
        {"gb10", "memory", gpu("gb10").memoryBytes, 128538451968.0},
        {"gb10", "memory in GiB", gpu("gb10").memoryBytes / kGiB, 119.7},
        {"gb10", "marketed", gpu("gb10").marketedMemoryBytes, 128 * kGiB},
        {"gb10", "bandwidth", gpu("gb10").bandwidthBytesPerS, 273e9},
        {"gb10", "tdp", gpu("gb10").tdpWatts, 140},
        {"gb10", "bf16", peakOf("gb10", P::Bf16), 213 * T},
        {"gb10", "fp4 sparse", sparseOf("gb10", P::Fp4), 1000 * T},
        {"gb10", "fp32", peakOf("gb10", P::Fp32), 31 * T},
        {"gb10", "ConnectX-7 200 Gb/s", gpu("gb10").scaleOutBytesPerS, 25e9},
        // Apple (March 2026): M5 Max 40-core GPU, 128 GB at 614 GB/s; M5 Pro 20 cores,
        // 64 GB at 307 GB/s; M5 10 cores, 32 GB at 153 GB/s. Usable: Metal's working set,
        // 3/4 above 32 GiB, 2/3 at or below.
        {"m5-max", "bandwidth", gpu("m5-max").bandwidthBytesPerS, 614e9},
        {"m5-max", "marketed", gpu("m5-max").marketedMemoryBytes, 128 * kGiB},
        {"m5-max", "usable (3/4)", gpu("m5-max").memoryBytes, 96 * kGiB},
        {"m5-pro", "bandwidth", gpu("m5-pro").bandwidthBytesPerS, 307e9},
        {"m5-pro", "usable (3/4 of 64)", gpu("m5-pro").memoryBytes, 48 * kGiB},
        {"m5", "bandwidth", gpu("m5").bandwidthBytesPerS, 153e9},
        {"m5", "usable (2/3 of 32)", gpu("m5").memoryBytes, 32 * kGiB * 2 / 3},
        // Zakharko's M5 Max estimate (40 cores, ~1,750 MHz): FP16 70 TF, FP32 18 TF.
        {"m5-max", "fp16", peakOf("m5-max", P::Fp16), 70 * T},
        {"m5-max", "fp32", peakOf("m5-max", P::Fp32), 18 * T},
        // H200 as PyTorch reports it, measured 2026-11-26 (reference/measured-gpu.json).
        {"h200", "memory", gpu("h200").memoryBytes, 150109880320.0},
    };
    for (const Figure& f : figures) {
        // Relative 1e-4: the catalog keeps the sources' digits; the GiB reading of GB10 is
        // the source's own rounding (119.7).
        const double tolerance = std::abs(f.expected) * (std::string_view(f.what) == "memory in GiB" ? 1e-3 : 1e-4);
        EXPECT_NEAR(f.value, f.expected, tolerance) << f.gpu << " " << f.what;
    }
}

// Blackwell Ultra gave up INT8 for FP4: about 3 % of B200's INT8 (153.5 of 4,500 TOPS).
TEST(Accelerators, BlackwellUltraInt8IsAFewPercentOfB200s)
{
    const double ratio = peakOf("b300", Precision::Int8) / peakOf("b200", Precision::Int8);
    EXPECT_GT(ratio, 0.02);
    EXPECT_LT(ratio, 0.04);
    EXPECT_LT(peakOf("gb300", Precision::Int8), peakOf("gb200", Precision::Int8) / 20);
    // FP4 gained: 14 PF against 9 PF.
    EXPECT_GT(peakOf("b300", Precision::Fp4), 1.5 * peakOf("b200", Precision::Fp4));
}

// SM 12.1 (GB10): FP8 does not double FP16, unlike B200 and H100; FP4 does.
TEST(Accelerators, Sm12Fp8DoesNotDoubleFp16)
{
    EXPECT_EQ(peakOf("gb10", Precision::Fp8), peakOf("gb10", Precision::Fp16));
    // B200 and H100 double it (H100's datasheet rounds: 1,978.9 against 2 x 989.4).
    EXPECT_DOUBLE_EQ(peakOf("b200", Precision::Fp8), 2 * peakOf("b200", Precision::Fp16));
    EXPECT_NEAR(peakOf("h100-sxm", Precision::Fp8), 2 * peakOf("h100-sxm", Precision::Fp16), 1e11);
    EXPECT_GT(peakOf("gb10", Precision::Fp4), 1.9 * peakOf("gb10", Precision::Fp8));
}

Scenario inference(const char* gpuId, DType weights)
{
    Scenario s;
    s.model.preset = "llama-3-8b";
    s.workload.mode = Mode::Inference;
    s.parallelism.gpus = 1;
    s.precision.weights = weights;
    s.precision.kvCache = DType::Bf16;
    s.hardware.gpu = gpuId;
    return s;
}

double ceilingOf(const RooflineData& r, Precision p)
{
    for (const RooflineCeiling& c : r.ceilings)
        if (c.precision == p)
            return c.peakFlops;
    return 0;
}

// Issue 30: a B300 INT8 roofline takes B300's INT8 peak, not B200's.
TEST(Accelerators, B300Int8RooflineUsesB300sPeak)
{
    const ResolvedScenario rs = resolved(inference("b300", DType::Int8));
    const Estimate e = estimated(rs.scenario);
    EXPECT_EQ(e.computePrecision, Precision::Int8);
    EXPECT_DOUBLE_EQ(e.peakFlopsPerGpu, 153.5e12);
    const RooflineData r = rooflineData(rs, e);
    EXPECT_DOUBLE_EQ(ceilingOf(r, Precision::Int8), 153.5e12);
    EXPECT_DOUBLE_EQ(ceilingOf(r, Precision::Fp4), 14e15);
    for (const RooflinePoint& p : r.points)
        EXPECT_LE(p.attainable, 153.5e12 * (1 + 1e-12)) << p.label;
    // The B200 next to it computes INT8 thirty times faster.
    const Estimate b200 = estimated(inference("b200", DType::Int8));
    EXPECT_DOUBLE_EQ(b200.peakFlopsPerGpu, 4.5e15);
}

// Issue 30: GB10's FP8 roof is its FP16 roof.
TEST(Accelerators, Gb10Fp8RooflineEqualsItsFp16Roof)
{
    const ResolvedScenario rs = resolved(inference("gb10", DType::Fp8));
    const Estimate e = estimated(rs.scenario);
    EXPECT_EQ(e.computePrecision, Precision::Fp8);
    const RooflineData r = rooflineData(rs, e);
    ASSERT_GT(ceilingOf(r, Precision::Fp8), 0);
    EXPECT_EQ(ceilingOf(r, Precision::Fp8), ceilingOf(r, Precision::Bf16));
    // The same model in bf16 takes the same compute roof.
    const Estimate bf16 = estimated(inference("gb10", DType::Bf16));
    EXPECT_EQ(e.peakFlopsPerGpu, bf16.peakFlopsPerGpu);
}

// "Fits" compares with what software sees, not the vendor's figure.
TEST(Accelerators, FitsUsesTheUsableCapacity)
{
    for (const char* id : {"b300", "gb300", "rtx-pro-6000", "gb10", "h200", "m5-max"}) {
        const Gpu& g = gpu(id);
        EXPECT_EQ(usableMemoryBytes(g), g.memoryBytes) << id;
        EXPECT_LT(usableMemoryBytes(g), g.marketedMemoryBytes) << id;
        const Estimate e = estimated(inference(id, DType::Bf16));
        EXPECT_EQ(e.capacity, usableMemoryBytes(g)) << id;
    }
    // Between the two figures: 95.7 GiB of bf16 weights would fit the marketed 96 GiB but
    // not the 97,887 MiB (95.6 GiB) the card reports, and the verdict is "does not fit".
    Scenario s = inference("rtx-pro-6000", DType::Bf16);
    s.model.kind = ModelSource::Kind::Parameters;
    s.model.parameters = 51.4e9;
    s.overhead.fixedBytes = 0;
    const Estimate e = estimated(s);
    const Gpu& card = gpu("rtx-pro-6000");
    ASSERT_GT(e.perGpu.total(), usableMemoryBytes(card));
    ASSERT_LT(e.perGpu.total(), card.marketedMemoryBytes);
    EXPECT_FALSE(e.fits);
}

// Scale-up domains: NVL72, an Ironwood pod and a Trn3 UltraServer are each one domain;
// the step-time and serving models read them through clusterOf().
TEST(Accelerators, ScaleUpDomainsReachTheNetworkModel)
{
    Scenario s;
    for (const auto& [id, domain] : {std::pair{"gb300", 72}, {"tpu7x", 9216}, {"trainium3", 144}, {"b300", 8}}) {
        const Cluster c = clusterOf(gpu(id), s.hardware);
        EXPECT_EQ(c.gpusPerNode, domain) << id;
        EXPECT_EQ(c.scaleUpBytesPerS, gpu(id).scaleUpBytesPerS) << id;
    }
}

// Announced parts are in the catalog, flagged, and left out of lists unless asked for.
TEST(Accelerators, PreliminaryPartsAreHiddenUnlessAskedFor)
{
    const Catalog& c = builtinCatalog();
    for (const char* id : {"rubin", "mi455x", "maia200"}) {
        ASSERT_NE(c.findGpu(id), nullptr) << id;
        EXPECT_TRUE(c.findGpu(id)->preliminary) << id;
    }
    const auto shown = listedGpus(c, false);
    const auto all = listedGpus(c, true);
    EXPECT_EQ(all.size(), c.gpus.size());
    EXPECT_EQ(shown.size(), c.gpus.size() - 3);
    for (const Gpu* g : shown)
        EXPECT_FALSE(g->preliminary) << g->id;
    const auto listed = nlohmann::json::parse(gpusToJson(c));
    const auto withPreliminary = nlohmann::json::parse(gpusToJson(c, true));
    EXPECT_EQ(listed.size(), shown.size());
    EXPECT_EQ(withPreliminary.size(), c.gpus.size());
    // A scenario can still name one.
    Scenario s = inference("rubin", DType::Nvfp4);
    EXPECT_TRUE(resolve(s, c).ok());
}

// Every new entry says which peaks its vendor printed, cites dated sources, and
// keeps dense at or below sparse.
TEST(Accelerators, DenseAndSparseAreBothStoredWithTheirBasis)
{
    for (const char* id : {"b300", "gb300", "mi355x", "mi350x", "tpu7x", "trainium3", "rtx-pro-6000", "gb10", "m5",
                           "m5-pro", "m5-max", "rubin", "mi455x", "b200", "gb200", "h100-sxm", "h200"}) {
        const Gpu& g = gpu(id);
        EXPECT_TRUE(g.peaksPrinted.has_value()) << id;
        EXPECT_FALSE(g.sources.empty()) << id;
        for (Precision p : kPrecisions) {
            if (g.sparsePeak(p) > 0) {
                EXPECT_LE(g.peak(p), g.sparsePeak(p)) << id << " " << toString(p);
            }
        }
    }
    EXPECT_EQ(gpu("tpu7x").peaksPrinted, PeakBasis::Dense);
    EXPECT_EQ(gpu("rtx-pro-6000").peaksPrinted, PeakBasis::Sparse);
    EXPECT_EQ(gpu("m5-max").peaksPrinted, PeakBasis::None);
}

// Issue 30: the planner and the serving fleets take the new parts at their prices.
TEST(Accelerators, PlannerAndServingFleetsIncludeTheNewParts)
{
    PlanRequest req;
    req.scenario.model.preset = "llama-3-8b";
    req.scenario.workload.globalBatchSize = 256;
    req.gpus = {"b300", "h200", "mi355x"};
    req.maxGpus = 16;
    auto plan = headroom::plan(req, builtinCatalog());
    ASSERT_TRUE(plan.ok()) << plan.error().message();
    std::set<std::string> seen;
    for (const PlanRow& r : plan->front)
        seen.insert(r.config.gpu);
    EXPECT_FALSE(seen.empty());

    Scenario base = inference("h200", DType::Bf16);
    base.serving.tpotSloSeconds = 0.05;
    ServingPlanRequest sreq;
    sreq.targetTokensPerSecond = 20000;
    sreq.gpus = {"b300", "h200", "mi355x", "rtx-pro-6000"};
    auto rows = planServing(base, builtinCatalog(), sreq);
    ASSERT_TRUE(rows.ok()) << rows.error().message();
    std::set<std::string> fleets;
    for (const ServingPlanRow& r : *rows) {
        fleets.insert(r.gpu);
        // Each GPU at its own catalog rate (MI355X has none: the $3.00 default).
        const Gpu& g = gpu(r.gpu.c_str());
        const double rate = g.cloudUsdPerGpuHour > 0 ? g.cloudUsdPerGpuHour : 3.0;
        EXPECT_NEAR(r.usdPerHourCloud, rate * double(r.gpus), 1e-9) << r.gpu;
    }
    EXPECT_TRUE(fleets.count("b300"));
    EXPECT_TRUE(fleets.count("rtx-pro-6000"));
}

} // namespace
