// The predicted step time: collectives, the step's parts, format 1 against
// format 2, calibration, bad input, and the published measured runs
// (tests/data/throughput/training.json, each row with its source).

#include "testutil.h"

#include "headroom/calibrate.h"
#include "headroom/planner.h"
#include "model/stepmodel.h"
#include "validation.h"

#include <cmath>
#include <fstream>
#include <numeric>
#include <set>

using namespace headroom;
using namespace headroom::test;

namespace {

const std::string kTraining = HEADROOM_TESTDATA_DIR "/throughput/training.json";

const validation::Report& report()
{
    static const validation::Report r = [] {
        validation::Report out;
        if (auto e = validation::load(kTraining, builtinCatalog(), {}, out))
            ADD_FAILURE() << *e;
        return out;
    }();
    return r;
}

const validation::Row& row(const std::string& id)
{
    for (const auto& r : report().rows)
        if (r.id == id)
            return r;
    ADD_FAILURE() << "no row " << id;
    static const validation::Row none;
    return none;
}

Cluster dgxA100()
{
    Cluster c;
    c.gpusPerNode = 8;
    c.scaleUpBytesPerS = 300e9;
    c.scaleOutBytesPerS = 25e9;
    c.latencySeconds = 1e-5;
    return c;
}

// ---- Collectives --------------------------------------------------------------

TEST(Collectives, RingAllReduceInsideANode)
{
    // 2(n−1)/n·B / (bw·η) + α + tree hops: 8 GPUs, 512 MiB on NVLink3, where the
    // measured NCCL bus bandwidth is 222 of 300 GB/s (η 0.74).
    const Cluster c = dgxA100();
    const auto& k = detail::kernelCurve(KernelGeneration::Ampere);
    const double B = 512.0 * 1024 * 1024;
    const double expected = 2.0 * 7 / 8 * B / (300e9 * 0.74) + 1e-5 + 2 * 3 * 1e-6;
    EXPECT_NEAR(detail::collectiveSeconds(detail::Collective::AllReduce, B, 8, 8, c, k), expected, 1e-9);
    // The bus bandwidth this implies is the measured one (B·2(n−1)/n / t).
    const double t = detail::collectiveSeconds(detail::Collective::AllReduce, B, 8, 8, c, k);
    EXPECT_NEAR(2.0 * 7 / 8 * B / t / 1e9, 222, 1.0);
}

TEST(Collectives, MessageSizeEfficiencyFollowsTheMeasuredCurve)
{
    // H100 NVLink4, nccl-tests 8-GPU all-reduce bus bandwidth: 72 GB/s at
    // 1 MiB, 362 at 64 MiB, 445 at 512 MiB of 450 (docs/model.md).
    const auto& k = detail::kernelCurve(KernelGeneration::Hopper);
    EXPECT_NEAR(detail::networkEfficiency(k, 1 << 20) * 450, 72, 1);
    EXPECT_NEAR(detail::networkEfficiency(k, 64 << 20) * 450, 362, 1);
    EXPECT_NEAR(detail::networkEfficiency(k, 512.0 * (1 << 20)) * 450, 445, 1);
    EXPECT_LT(detail::networkEfficiency(k, 4 << 20), detail::networkEfficiency(k, 16 << 20));
}

TEST(Collectives, AGroupAcrossNodesIsBoundByItsNics)
{
    // 64 ranks, one per node (tensor parallel 8 fills each node): the ring
    // crosses a 25 GB/s NIC; 8 per node share their node's 8 NICs.
    const Cluster c = dgxA100();
    const auto& k = detail::kernelCurve(KernelGeneration::Ampere);
    const double B = 1e9;
    const double onePerNode = detail::collectiveSeconds(detail::Collective::AllReduce, B, 64, 1, c, k);
    const double eightPerNode = detail::collectiveSeconds(detail::Collective::AllReduce, B, 64, 8, c, k);
    const double eta = detail::networkEfficiency(k, B);
    EXPECT_NEAR(onePerNode - detail::collectiveLatency(detail::Collective::AllReduce, 64, 1, c),
                2.0 * 63 / 64 * B / (25e9 * eta), 1e-9);
    EXPECT_NEAR(onePerNode / eightPerNode, 8.0, 0.05);
    // Megatron's rank order: TP 8 fills a node, so DP ranks sit one per node.
    EXPECT_EQ(detail::ranksPerNode(c, 8, 64), 1);
    EXPECT_EQ(detail::ranksPerNode(c, 1, 64), 8);
    EXPECT_EQ(detail::ranksPerNode(c, 2, 64), 4);
    EXPECT_EQ(detail::ranksPerNode(c, 1, 4), 4);
}

TEST(Collectives, RingLatencyGrowsWithTheGroup)
{
    // All-gather and reduce-scatter rings take n − 1 steps; all-reduce takes
    // the tree's 2⌈log2 n⌉ at scale.
    const Cluster c = dgxA100();
    const double ag1536 = detail::collectiveLatency(detail::Collective::AllGather, 1536, 8, c);
    const double ag384 = detail::collectiveLatency(detail::Collective::AllGather, 384, 8, c);
    EXPECT_NEAR(ag1536 - c.latencySeconds, 4 * (ag384 - c.latencySeconds) + 3 * 0.5 * c.latencySeconds, 1e-12);
    EXPECT_NEAR(detail::collectiveLatency(detail::Collective::AllReduce, 1024, 8, c),
                c.latencySeconds + 20 * 0.5 * c.latencySeconds, 1e-12);
}

// ---- The step's parts ---------------------------------------------------------

Scenario gpt175()
{
    // Korthikanti et al. 2022 Table 3, 175B on 64 A100s.
    Scenario s;
    s.model.kind = ModelSource::Kind::Architecture;
    s.model.architecture = gptArchitecture(96, 12288, 96);
    s.hardware.gpu = "a100-80gb";
    s.precision.recipe = Recipe::MixedFp16;
    s.workload.globalBatchSize = 64;
    s.workload.sequenceLength = 2048;
    s.parallelism.gpus = 64;
    s.parallelism.tensor = 8;
    s.parallelism.pipeline = 8;
    s.parallelism.virtualStages = 3;
    s.parallelism.sequenceParallel = true;
    s.activations.recompute = Recompute::Selective;
    s.activations.flashAttention = false;
    return s;
}

TEST(StepTime, PartsSumToTheStepAndMfuFollows)
{
    const Estimate e = estimated(gpt175());
    ASSERT_TRUE(e.predictedTime);
    const StepTime& st = e.step;
    const double sum = std::accumulate(st.exposed.begin(), st.exposed.end(), 0.0);
    EXPECT_NEAR(sum, st.stepSeconds, st.stepSeconds * 1e-12);
    EXPECT_GT(st[StepPart::Compute], 0);
    EXPECT_GT(st[StepPart::TensorParallel], 0);
    EXPECT_GT(st[StepPart::PipelineBubble], 0);
    EXPECT_DOUBLE_EQ(st[StepPart::DataParallel], 0); // DP 1
    // MFU = model FLOPs per step / (step · GPUs · peak); time = tokens / rate.
    EXPECT_NEAR(st.mfu, e.flopsPerToken * st.tokensPerStep / (st.stepSeconds * 64 * 312e12), 1e-12);
    EXPECT_NEAR(e.gpuSeconds, e.tokens / (st.tokensPerSecondPerGpu * 64), e.seconds * 1e-12);
    EXPECT_GT(st.hfu, st.mfu); // selective recomputation adds hardware FLOPs
    // The bubble is (p − 1)/v of one micro-batch's forward and backward.
    EXPECT_NEAR(st[StepPart::PipelineBubble], 7.0 / 3.0 * (st.forwardSeconds + st.backwardSeconds),
                st.stepSeconds * 1e-9);
    EXPECT_NEAR(st.bubbleFraction, 7.0 / (3.0 * 64), 1e-12);
}

TEST(StepTime, OverlapSwitchesHideWhatTheyName)
{
    Scenario s = gpt175();
    s.parallelism.gpus = 512; // DP 8
    s.workload.globalBatchSize = 512;
    s.parallelism.overlap.gradReduce = false;
    const Estimate exposed = estimated(s);
    s.parallelism.overlap.gradReduce = true;
    const Estimate hidden = estimated(s);
    EXPECT_GT(exposed.step[StepPart::DataParallel], hidden.step[StepPart::DataParallel]);
    EXPECT_NEAR(exposed.step[StepPart::DataParallel], exposed.step.dataParallelCommSeconds, 1e-12);
    s.parallelism.overlap.tensor = true;
    EXPECT_LT(estimated(s).step[StepPart::TensorParallel], hidden.step[StepPart::TensorParallel]);
}

// Overlapped tensor parallelism pipelines each collective with the GEMM that
// consumes or produces it (torch's fused_all_gather_matmul and
// fused_matmul_reduce_scatter, Transformer Engine's userbuffers), not with
// the layer's GEMMs together: with a short QKV GEMM under a long all-gather
// (Llama 3.1 70B's shape, 16 × 8,192 tokens, TP 8 as torchtitan's Table 4
// runs it) the attention's collectives stay partly exposed, and a four
// times wider MLP, whose own collectives were hidden already, hides none
// of them.
TEST(StepTime, OverlappedCollectivesHideUnderTheirOwnGemm)
{
    Scenario s;
    s.model.kind = ModelSource::Kind::Architecture;
    Architecture& a = s.model.architecture;
    a.layers = 80;
    a.hidden = 8192;
    a.heads = 64;
    a.kvHeads = 8;
    a.ffn = 28672;
    a.vocab = 128256;
    setTorchtitan70bLayout(s);
    s.parallelism.overlap.tensor = false;
    const double plain = estimated(s).step[StepPart::TensorParallel];
    s.parallelism.overlap.tensor = true;
    const double overlapped = estimated(s).step[StepPart::TensorParallel];
    EXPECT_GT(overlapped, 0.0);
    EXPECT_LT(overlapped, 0.5 * plain);
    a.ffn = 4 * 28672;
    EXPECT_NEAR(estimated(s).step[StepPart::TensorParallel], overlapped, 1e-9 * overlapped);
}

// DualPipe-style overlap (DeepSeek-V3 report §3.2.1): the expert-parallel
// all-to-alls hide behind a layer's forward and backward; nothing else moves,
// and the switch survives a scenario round trip.
TEST(StepTime, ExpertOverlapHidesTheAllToAllsAndNothingElse)
{
    Scenario s;
    s.model.preset = "deepseek-v3";
    s.hardware.gpu = "h100-sxm";
    s.workload.globalBatchSize = 1024;
    s.workload.sequenceLength = 4096;
    s.parallelism.gpus = 1024;
    s.parallelism.pipeline = 16;
    s.parallelism.expert = 64; // 8 nodes: the all-to-all leaves the node
    s.parallelism.zero = 1;
    s.parallelism.overlap.pipeline = true;
    const Estimate exposed = estimated(s);
    s.parallelism.overlap.expert = true;
    const Estimate hidden = estimated(s);
    ASSERT_TRUE(exposed.predictedTime);
    EXPECT_GT(exposed.step[StepPart::ExpertParallel], 0.05 * exposed.step.stepSeconds);
    EXPECT_LT(hidden.step[StepPart::ExpertParallel], exposed.step[StepPart::ExpertParallel]);
    EXPECT_LT(hidden.step.stepSeconds, exposed.step.stepSeconds);
    for (StepPart p : {StepPart::Compute, StepPart::MemoryBound, StepPart::DataParallel, StepPart::Optimizer})
        EXPECT_DOUBLE_EQ(hidden.step[p], exposed.step[p]) << toString(p);
    auto back = parseScenario(scenarioToJson(s));
    ASSERT_TRUE(back.ok()) << back.error().message();
    EXPECT_TRUE(back->parallelism.overlap.expert);
    EXPECT_EQ(*back, s);
}

TEST(StepTime, InterleavingShrinksTheBubbleAndMicroBatchesAmortiseIt)
{
    Scenario s = gpt175();
    s.parallelism.virtualStages = 1;
    const double v1 = estimated(s).step[StepPart::PipelineBubble];
    s.parallelism.virtualStages = 3;
    const double v3 = estimated(s).step[StepPart::PipelineBubble];
    EXPECT_NEAR(v3 / v1, 1.0 / 3.0, 0.02);
    s.workload.globalBatchSize = 256; // four times the micro-batches
    const Estimate bigger = estimated(s);
    EXPECT_NEAR(bigger.step.bubbleFraction, 7.0 / (3.0 * 256), 1e-12);
}

TEST(StepTime, PcieCardsLoseAtScale)
{
    // The same job on L40S (PCIe, 8 per box, 6.25 GB/s out) scales worse
    // than on H100 SXM (NVLink, 50 GB/s out): per-GPU throughput falls
    // further from 8 to 256 GPUs.
    auto dropOf = [](const char* gpu) {
        Scenario s;
        s.model.preset = "llama-2-7b";
        s.hardware.gpu = gpu;
        s.parallelism.zero = 3;
        s.activations.recompute = Recompute::Full;
        s.workload.globalBatchSize = 256;
        s.parallelism.gpus = 8;
        const double at8 = estimated(s).step.tokensPerSecondPerGpu;
        s.parallelism.gpus = 256;
        return estimated(s).step.tokensPerSecondPerGpu / at8;
    };
    EXPECT_LT(dropOf("l40s"), dropOf("h100-sxm"));
    EXPECT_LT(dropOf("l40s"), 0.9);
}

TEST(StepTime, TensorGroupWiderThanANodeIsCostedAcrossNodesAndWarned)
{
    Scenario s = gpt175();
    s.parallelism.tensor = 8;
    const Estimate inside = estimated(s);
    s.hardware.gpusPerNode = 4;
    const Estimate across = estimated(s);
    EXPECT_TRUE(across.hasWarning(Warning::TensorAcrossNodes));
    EXPECT_FALSE(inside.hasWarning(Warning::TensorAcrossNodes));
    EXPECT_TRUE(across.step.tensorAcrossNodes);
    // 4 NICs at 25 GB/s against 300 GB/s NVLink: the exposed forward part
    // triples, the backward part outgrows the weight-gradient GEMM it hid behind.
    EXPECT_GT(across.step[StepPart::TensorParallel], 2 * inside.step[StepPart::TensorParallel]);
}

// ---- Format 1 against format 2 ---------------------------------------------

TEST(StepTime, AFormatOneFileKeepsItsFixedMfu)
{
    auto v1 = parseScenario(R"({"format": "headroom-scenario", "version": 1, "model": {"preset": "llama-2-7b"}})");
    ASSERT_TRUE(v1.ok());
    ASSERT_TRUE(v1->hardware.mfu.has_value());
    EXPECT_DOUBLE_EQ(*v1->hardware.mfu, 0.4);
    const Estimate e = estimated(*v1);
    EXPECT_FALSE(e.predictedTime);
    EXPECT_DOUBLE_EQ(e.seconds, e.totalFlops / (8 * e.peakFlopsPerGpu * 0.4));
    // Written as format 2, it keeps the MFU and so its meaning.
    auto back = parseScenario(scenarioToJson(*v1));
    ASSERT_TRUE(back.ok());
    EXPECT_EQ(*back, *v1);
    EXPECT_NE(scenarioToJson(*v1).find("\"version\": 2"), std::string::npos);
    // Format 2 (and no version at all) predicts.
    auto v2 = parseScenario(R"({"version": 2, "model": {"preset": "llama-2-7b"}})");
    ASSERT_TRUE(v2.ok());
    EXPECT_FALSE(v2->hardware.mfu.has_value());
    EXPECT_TRUE(estimated(*v2).predictedTime);
    auto json = estimateToJson(resolved(*v2), estimated(*v2), false);
    EXPECT_NE(json.find("\"model\": \"predicted\""), std::string::npos);
    EXPECT_NE(json.find("\"pipeline_bubble\""), std::string::npos);
}

TEST(StepTime, BadNetworkInputNamesItsPath)
{
    struct Case {
        const char* json;
        const char* path;
    };
    const Case cases[] = {
        {R"({"hardware": {"scale_up_bytes_per_s": 0}})", "hardware.scale_up_bytes_per_s"},
        {R"({"hardware": {"scale_out_bytes_per_s": -5e10}})", "hardware.scale_out_bytes_per_s"},
        {R"({"hardware": {"gpus_per_node": 0}})", "hardware.gpus_per_node"},
        {R"({"hardware": {"efficiency_scale": 0}})", "hardware.efficiency_scale"},
        {R"({"parallelism": {"context": 0}})", "parallelism.context"},
        {R"({"parallelism": {"overlap": {"tensor": "yes"}}})", "parallelism.overlap.tensor"},
        {R"({"parallelism": {"gather_unit": "bucket"}})", "parallelism.gather_unit"},
    };
    for (const Case& c : cases) {
        auto s = parseScenario(c.json, "net.json");
        ASSERT_FALSE(s.ok()) << c.json;
        EXPECT_EQ(s.error().path, c.path) << c.json;
    }
    // Cross-field rules: the engine names the field to change.
    Scenario s;
    s.parallelism.gpus = 12;
    s.hardware.gpusPerNode = 8;
    auto e = estimate(s, builtinCatalog());
    ASSERT_FALSE(e.ok());
    EXPECT_EQ(e.error().path, "hardware.gpus_per_node");
    s = Scenario{};
    s.parallelism.context = 3;
    e = estimate(s, builtinCatalog());
    ASSERT_FALSE(e.ok());
    EXPECT_EQ(e.error().path, "parallelism.context");
}

// ---- Calibration -------------------------------------------------------------

TEST(Calibration, OneMeasuredRunPredictsAnother)
{
    // Fit on Korthikanti et al. 2022 Table 5's 22B run (1.10 s per iteration),
    // then predict the 530B run of the same table (37.83 s per iteration).
    auto at = [](const std::string& id) {
        for (const auto& r : report().rows)
            if (r.id == id)
                return r;
        return validation::Row{};
    };
    auto scenarioOf = [](const std::string& id) {
        std::ifstream in(kTraining);
        const auto doc = nlohmann::json::parse(in);
        for (const auto& r : doc.at("rows"))
            if (r.at("id") == id)
                return *parseScenario(r.at("scenario").dump());
        return Scenario{};
    };
    const Scenario small = scenarioOf("korthikanti22-t5-22b-selective");
    auto fit = calibrate(resolved(small), MeasuredQuantity::StepSeconds, 1.10);
    ASSERT_TRUE(fit.ok()) << fit.error().message();
    EXPECT_NEAR(fit->after, 1.10, 1.10 * 1e-3);
    Scenario big = scenarioOf("korthikanti22-t5-530b-selective");
    big.hardware.efficiencyScale = fit->efficiencyScale;
    const Estimate e = estimated(big);
    EXPECT_NEAR(e.step.stepSeconds / 37.83, 1.0, 0.12) << e.step.stepSeconds;
    // And the calibrated prediction is no worse than the uncalibrated one.
    const double uncalibrated = std::fabs(at("korthikanti22-t5-530b-selective").error);
    EXPECT_LE(std::fabs(e.step.tokensPerSecondPerGpu / at("korthikanti22-t5-530b-selective").measured - 1),
              uncalibrated + 0.02);
}

TEST(Calibration, RefusesWhatItCannotFit)
{
    Scenario s;
    EXPECT_FALSE(calibrate(resolved(s), MeasuredQuantity::TokensPerSecondPerGpu, 1e12).ok());
    EXPECT_FALSE(calibrate(resolved(s), MeasuredQuantity::TokensPerSecondPerGpu, -1).ok());
    s.workload.mode = Mode::Inference;
    EXPECT_FALSE(calibrate(resolved(s), MeasuredQuantity::TokensPerSecondPerGpu, 1000).ok());
    EXPECT_FALSE(parseMeasurement("tokens_per_second_per_gpu=abc").ok());
    EXPECT_FALSE(parseMeasurement("latency=3").ok());
    auto m = parseMeasurement("step_seconds=1.5");
    ASSERT_TRUE(m.ok());
    EXPECT_EQ(m->first, MeasuredQuantity::StepSeconds);
    EXPECT_DOUBLE_EQ(m->second, 1.5);
}

// ---- The planner sees the trade-offs ---------------------------------------------

TEST(StepTime, PlannerFrontTradesTimeForCost)
{
    // With communication and bubbles in the time, more GPUs finish sooner but
    // cost more: on PCIe L40S boxes (6.25 GB/s out of a node) the front holds
    // every count from 8 to 512, cost rising as time falls, and the row says
    // what limits it.
    PlanRequest req;
    req.scenario.model.preset = "llama-2-7b";
    req.gpus = {"l40s"};
    req.maxGpus = 512;
    auto r = plan(req, builtinCatalog());
    ASSERT_TRUE(r.ok()) << r.error().message();
    std::vector<PlanRow> front;
    for (const PlanRow& row : r->front)
        if (std::find(row.why.begin(), row.why.end(), PlanReason::Pareto) != row.why.end())
            front.push_back(row);
    ASSERT_GE(front.size(), 4u);
    for (std::size_t i = 1; i < front.size(); ++i) {
        EXPECT_GT(front[i].seconds, front[i - 1].seconds);
        EXPECT_LT(front[i].costUsd, front[i - 1].costUsd);
    }
    EXPECT_GT(front.front().config.gpus, front.back().config.gpus);
    EXPECT_GT(front.front().costUsd, 1.1 * front.back().costUsd);
    EXPECT_LT(front.front().mfu, front.back().mfu);
    EXPECT_EQ(front.front().limit, StepLimit::Communication);
}

// ---- Published measured runs (tests/data/throughput/training.json) -----------

// Korthikanti et al. 2022, Table 4: forward and backward of one 22B layer on
// 8 A100s (TP 8). The kernel constants are fitted on whole steps, not on
// these, so they are a held-out check of the layer model.
TEST(PublishedRuns, OneLayerForwardAndBackward)
{
    ASSERT_EQ(report().layers.size(), 5u);
    for (const auto& l : report().layers) {
        EXPECT_NEAR(l.predictedForward / l.measuredForward, 1.0, 0.15) << l.id;
        EXPECT_NEAR(l.predictedBackward / l.measuredBackward, 1.0, 0.15) << l.id;
    }
    // Sequence parallel saves forward time (the norms and dropout split by t,
    // its all-gather/reduce-scatter cost as much as the all-reduce).
    EXPECT_LT(report().layers[1].predictedForward, report().layers[0].predictedForward);
}

// The rows the model covers, fitted and held out apart (docs/validation.md
// shows every row). The accuracy reached is held here so it cannot regress;
// issue 13 asks for a held-out median within 10 % and no row worse than 25 %.
TEST(PublishedRuns, TokensPerSecondPerGpu)
{
    // With MegaScale's two strong-scaling rows (issue 31), torchtitan's
    // four FSDP2 rows (issue 28), its two Float8 rows (issue 29 item 4), and
    // since issue 28's PyTorch-native round its context-parallel and 70B rows
    // (Tables 2 and 4) and Trainy's two H200 rows. One torchtitan row is
    // fitted: the fsdp2 stack's sustained tensor-core share. Megatron-Bridge's
    // Llama 3 8B on 8 H100s (25.11), with some layers recomputed, since
    // activations.recompute_layers can write it. NeMo AutoModel's Llama 3.1
    // 70B pre-training row (FSDP2, context parallel 2, compiled layers; 2026).
    ASSERT_EQ(report().rows.size(), 83u);
    const auto held = validation::summarize(report().rows, 0);
    const auto fitted = validation::summarize(report().rows, 1);
    EXPECT_EQ(fitted.count, 7u);
    EXPECT_EQ(held.count, 76u);
    EXPECT_LE(fitted.median, 0.05);
    // Issue 13's target is 10 %: 9.5 % (docs/validation.md; 9.3 % on the 74
    // rows before the Llama 3 8B row). Held at what is reached.
    EXPECT_LE(held.median, 0.096);
    // Every row within 25 % but the known misses, each named with why
    // (docs/validation.md, "What the model misses").
    const std::set<std::string> knownMisses = {// DeepSpeed ZeRO-3 of 2021 on 2240 GPUs (Narayanan et al. 2021,
                                               // Table 2): with nothing overlapped (the code of the time synchronized
                                               // before every gather) the error still grows with the GPU count.
                                               "narayanan21-t2-zero3-530b-2240gpu",
                                               // MPT-70B FSDP on 64 A100-40GB: memory within a few GiB of capacity
                                               // (allocator pressure the model does not see); the same job on 128
                                               // GPUs is predicted within 5 %.
                                               "mpt-a100-40gb-70b-64gpu",
                                               // gpt-oss-120b on 64 H100 (Megatron-Bridge 26.02): measured at 16 %
                                               // MFU; the model has no cost for MoE token permutation, grouped-GEMM
                                               // and router kernels, nor for attention with sinks.
                                               "mbridge2602-h100-gpt-oss-120b"};
    // torchtitan's context parallel at 8 ranks (Table 2, 256k tokens) was the
    // fourth miss (+29 %) until the eager stacks' GEMMs ran at their in-step
    // rate and torchtitan's share was refitted on its declared row: +17.8 %
    // now, and every PyTorch-native row within 25 % (issue 28's target).
    std::size_t misses = 0;
    for (const auto& r : report().rows) {
        if (knownMisses.count(r.id)) {
            ++misses;
            EXPECT_LE(std::fabs(r.error), 0.41) << r.id; // what docs/validation.md reports
            continue;
        }
        EXPECT_LE(std::fabs(r.error), 0.25) << r.id << " predicted " << r.predicted << " measured " << r.measured;
    }
    EXPECT_EQ(misses, knownMisses.size()); // the list names real rows
}

// The one MoE and MLA row (DeepSeek-V3 on 2,048 H800s, arXiv 2412.19437):
// held out, its all-to-alls hidden by DualPipe as the report says. Exposed,
// they would cost about as much as the compute (the report's "approximately
// 1:1"), and the prediction would fall far below the measured rate.
TEST(PublishedRuns, DeepSeekV3MoeAndMla)
{
    const auto& ds = row("deepseek-v3-h800-2048gpu");
    EXPECT_FALSE(ds.fit);
    // −12 % while every GEMM and the attention ran at the FP8 peak; −23 % with
    // the report's own split (§3.3: attention, the head, gating and norms in
    // bf16 or fp32), which is the one kept (issue 29 item 4).
    EXPECT_LE(std::fabs(ds.error), 0.25) << ds.predicted << " against " << ds.measured;
    EXPECT_GT(ds.step[StepPart::ExpertParallel], 0); // not all of it hides
}

TEST(PublishedRuns, LayoutPairsKeepTheirMeasuredRatio)
{
    for (const auto& p : report().pairs) {
        if (p.what.rfind("ZeRO-3", 0) == 0) {
            // ZeRO-3 against TP+PP: within 8 % at 384 GPUs, not beyond
            // (docs/validation.md); held at what is reached.
            EXPECT_LE(std::fabs(p.error), 0.55) << p.name;
            continue;
        }
        EXPECT_LE(std::fabs(p.error), 0.085) << p.name;
    }
    // The one ZeRO-3 pair inside the target: 175B on 384 GPUs, where compute
    // and the serialized gathers are of a size.
    const auto first = std::find_if(report().pairs.begin(), report().pairs.end(), [](const auto& p) {
        return p.name == "Narayanan Table 2, 175B: ZeRO-3 on 384 GPUs vs PTD-P on 384";
    });
    ASSERT_NE(first, report().pairs.end());
    EXPECT_LE(std::fabs(first->error), 0.08);
    // Korthikanti 530B: DP 1 → DP 8 costs 3.5 % measured (gradient all-reduce
    // not overlapped); the model sees a cost too.
    const auto& dp1 = row("korthikanti22-t5-530b-selective");
    const auto& dp8 = row("korthikanti22-530b-dp8-selective");
    EXPECT_GT(dp1.predicted, dp8.predicted);
}

// ---- FP8 and QLoRA (issue 29 item 4; docs/model.md "FP8 training") ---------

// torchtitan, benchmarks/llama3_h100_202412_torchtitan.md, Tables 1 and 3:
// Llama 3.1 8B, FSDP + torch.compile, 8,532 against 6,667 tokens/s per GPU
// with Float8 on 8 H100 (1.280×), 8,380 against 6,514 on 128 (1.286×). Nothing
// was fitted on them.
TEST(PublishedRuns, Float8SpeedUpOfTorchtitan)
{
    std::size_t seen = 0;
    for (const auto& p : report().pairs) {
        if (p.name.find("Float8") == std::string::npos)
            continue;
        ++seen;
        EXPECT_NEAR(p.measuredRatio, p.name.find("on 8 ") != std::string::npos ? 8532.0 / 6667.0 : 8380.0 / 6514.0,
                    1e-3);
        EXPECT_LE(std::fabs(p.error), 0.05) << p.name << " predicted " << p.predictedRatio;
    }
    EXPECT_EQ(seen, 2u);
}

Scenario llama3Megatron(Recipe recipe)
{
    Scenario s;
    s.model.preset = "llama-3-8b";
    s.workload.microBatchSize = 1;
    s.workload.globalBatchSize = 128;
    s.workload.sequenceLength = 8192;
    s.precision.recipe = recipe;
    s.parallelism.gpus = 8;
    s.parallelism.zero = 1;
    s.activations.flashAttention = true;
    s.activations.recompute = Recompute::Full;
    s.hardware.gpu = "h100-sxm";
    return s;
}

// A power limit below the TDP lowers the tensor cores' clocks: an H100 SXM
// (700 W, 989.4 TFLOP/s bf16) limited to 400 W computes at the rate of the
// H100 NVL, the same 132-SM GH100 on a 400 W board (835.5 TFLOP/s; NVIDIA's
// H100 datasheet), while memory-bound work keeps HBM's rate; energy is paid
// on the limit. A limit at or above the TDP changes nothing.
TEST(StepTime, PowerLimitRunsTheTensorCoresAtTheLowerBoardsRate)
{
    const Scenario full = llama3Megatron(Recipe::MixedBf16);
    Scenario limited = full;
    limited.hardware.powerLimitWatts = 400;
    const Estimate a = estimated(full);
    const Estimate b = estimated(limited);
    ASSERT_TRUE(a.predictedTime && b.predictedTime);
    EXPECT_NEAR(a.step[StepPart::Compute] / b.step[StepPart::Compute], 835.5 / 989.4, 0.003);
    EXPECT_NEAR(a.step[StepPart::MemoryBound], b.step[StepPart::MemoryBound], 1e-12 * a.step.stepSeconds);
    EXPECT_GT(b.step.stepSeconds, a.step.stepSeconds);
    // Energy per GPU-hour on 400 W, not 700: more hours, less power.
    EXPECT_NEAR((b.energyKwh / b.gpuSeconds) / (a.energyKwh / a.gpuSeconds), 400.0 / 700.0, 1e-3);
    Scenario above = full;
    above.hardware.powerLimitWatts = 800;
    EXPECT_DOUBLE_EQ(estimated(above).step.stepSeconds, a.step.stepSeconds);
}

// The tensor cores' rate the step is timed against is a figure of its own
// where it is not the datasheet's: (limit/TDP)^0.302 under a power limit, the
// fsdp2 stack's sustained 0.81, both for torchtitan's 500 W rows. Its formula
// evaluates to its value; a plain Megatron run at full power has no such figure.
TEST(StepTime, TheTensorCoreRateIsExplained)
{
    const Scenario full = llama3Megatron(Recipe::MixedBf16);
    EXPECT_FALSE(estimated(full).figure(FigureId::TensorCoreRate).present());
    Scenario limited = full;
    limited.hardware.powerLimitWatts = 500;
    limited.software.stack = SoftwareStack::Fsdp2;
    limited.parallelism.zero = 3;
    const Estimate e = estimated(limited);
    const Figure& rate = e.figure(FigureId::TensorCoreRate);
    ASSERT_TRUE(rate.present());
    EXPECT_NEAR(rate.value, 989.4e12 * std::pow(500.0 / 700.0, 0.302) * 0.730, 1e9);
    const FormulaValue v = evaluateFormula(rate.formula, rate);
    ASSERT_TRUE(v.value.has_value()) << v.error;
    EXPECT_NEAR(*v.value / rate.value, 1.0, 1e-12) << rate.formula;
    EXPECT_DOUBLE_EQ(e.step.powerShare * e.step.sustainedShare * 989.4e12, rate.value);
    // Off Hopper there is no measured library table: the generation's curve
    // was fitted on whole runs and the share is not applied on top of it.
    Scenario ampere = limited;
    ampere.hardware.gpu = "a100-80gb";
    ampere.hardware.powerLimitWatts.reset();
    const Estimate a = estimated(ampere);
    EXPECT_DOUBLE_EQ(a.step.sustainedShare, 1.0);
    EXPECT_FALSE(a.figure(FigureId::TensorCoreRate).present());
}

// FlashAttention-2 (SDPA's flash backend before PyTorch preferred cuDNN on
// Hopper): fwd+bwd at 335 of 989 TFLOP/s on H100 (Dao 2023 §4.1), 0.34 of
// the peak against the built-in curve's 0.45; only the attention slows.
TEST(StepTime, FlashAttention2RunsAtDaosMeasuredRate)
{
    Scenario s = llama3Megatron(Recipe::MixedBf16);
    s.software.stack = SoftwareStack::Fsdp2;
    s.parallelism.zero = 3;
    s.activations.recompute = Recompute::None;
    Scenario fa2 = s;
    fa2.software.attention = AttentionKernel::FlashAttention2;
    const Estimate a = estimated(s);
    const Estimate b = estimated(fa2);
    ASSERT_TRUE(a.predictedTime && b.predictedTime);
    EXPECT_NEAR(a.step.attentionEfficiency, 0.45, 1e-9);
    EXPECT_NEAR(b.step.attentionEfficiency, 0.34, 1e-9);
    EXPECT_GT(b.step[StepPart::Compute], a.step[StepPart::Compute]);
    EXPECT_DOUBLE_EQ(b.step[StepPart::MemoryBound], a.step[StepPart::MemoryBound]);
    // Ampere's curve is FlashAttention-2's own rate already.
    s.hardware.gpu = fa2.hardware.gpu = "a100-80gb";
    EXPECT_DOUBLE_EQ(estimated(fa2).step.stepSeconds, estimated(s).step.stepSeconds);
}

// The attention kernel's rate follows the head dimension as the published
// and measured figures do, at the same number of tokens: causal, at 2,048
// tokens, cuDNN's forward on an H100 484 TFLOP/s at head dimension 128 and
// 450 at 256 (Shah et al. 2024, FlashAttention-3, Figure 5 (d), (f)); at 64
// the forward + backward pass measured on an H200 through torch 2.11's SDPA,
// 0.782 of the 128-wide rate at 2,048 tokens, 0.773 at 4,096, 0.786 at 8,192
// (tests/data/measured/h200-hf-pytorch-2026-11-28.json "kernels"): 378, 400
// and 416 against 484, 518 and 529; FlashAttention-2 fwd+bwd 232 against 265 on an H100 and 140 against
// 155 on an A100 (Dao 2023, FlashAttention-2, Figures 7 and 4 (c), (d)).
// Between the printed sequence lengths the ratio is read in log2 of the
// tokens; under context parallelism each block has s/cp tokens.
TEST(StepTime, AttentionRateFollowsTheHeadDimension)
{
    // Four layers of hidden 4,096: the same attention FLOPs at every head
    // width (heads × head dimension = 4,096).
    const auto efficiency = [](std::int64_t headDim, const char* gpu, AttentionKernel kernel, std::int64_t tokens,
                               std::int64_t context = 1) {
        Scenario s;
        s.model.kind = ModelSource::Kind::Architecture;
        Architecture& a = s.model.architecture;
        a.layers = 4;
        a.hidden = 4096;
        a.heads = 4096 / headDim;
        a.kvHeads = a.heads;
        a.headDim = headDim;
        a.ffn = 14336;
        a.vocab = 32000;
        a.maxPositions = 262144;
        s.workload.microBatchSize = 1;
        s.workload.globalBatchSize = 8 / context;
        s.workload.sequenceLength = tokens;
        s.parallelism.gpus = 8;
        s.parallelism.context = context;
        s.activations.flashAttention = true;
        s.hardware.gpu = gpu;
        s.software.attention = kernel;
        const Estimate e = estimated(s);
        EXPECT_TRUE(e.predictedTime);
        return e.step.attentionEfficiency;
    };
    const double cudnn128 = efficiency(128, "h100-sxm", AttentionKernel::Stack, 2048);
    EXPECT_NEAR(cudnn128, 0.45, 1e-12); // the curve's own rate at 128
    EXPECT_NEAR(efficiency(64, "h100-sxm", AttentionKernel::Stack, 2048) / cudnn128, 378.0 / 484, 1e-12);
    EXPECT_NEAR(efficiency(256, "h100-sxm", AttentionKernel::Stack, 2048) / cudnn128, 450.0 / 484, 1e-12);
    const double fa2 = efficiency(128, "h100-sxm", AttentionKernel::FlashAttention2, 2048);
    EXPECT_NEAR(fa2, 0.34, 1e-12);
    EXPECT_NEAR(efficiency(64, "h100-sxm", AttentionKernel::FlashAttention2, 2048) / fa2, 232.0 / 265, 1e-12);
    const double ampere = efficiency(128, "a100-80gb", AttentionKernel::Stack, 2048);
    EXPECT_NEAR(efficiency(64, "a100-80gb", AttentionKernel::Stack, 2048) / ampere, 140.0 / 155, 1e-12);
    // No published rate at 256 on an A100: held at 128's.
    EXPECT_NEAR(efficiency(256, "a100-80gb", AttentionKernel::Stack, 2048) / ampere, 1.0, 1e-12);
    // Head dimension 96, halfway in log2 between 64 and 128 at 4,096 tokens
    // (400 and 518); 2,896 tokens, halfway between 2k and 4k.
    EXPECT_NEAR(efficiency(96, "h100-sxm", AttentionKernel::Stack, 4096) / cudnn128,
                1.0 + std::log2(128.0 / 96) * (400.0 / 518 - 1), 1e-12);
    const double u = std::log2(2896.0 / 2048);
    EXPECT_NEAR(efficiency(64, "h100-sxm", AttentionKernel::Stack, 2896) / cudnn128,
                (378 + u * (400 - 378)) / (484 + u * (518 - 484)), 1e-12);
    // Past the printed ends the ratio holds: 16k's at 64k tokens; a block of
    // 64k / 4 = 16k tokens under context parallelism of 4.
    EXPECT_NEAR(efficiency(64, "h100-sxm", AttentionKernel::Stack, 65536) / cudnn128, 424.0 / 539, 1e-12);
    EXPECT_NEAR(efficiency(64, "h100-sxm", AttentionKernel::Stack, 65536, 4) / cudnn128, 424.0 / 539, 1e-12);
    EXPECT_NEAR(efficiency(64, "h100-sxm", AttentionKernel::Stack, 8192, 4) / cudnn128, 378.0 / 484, 1e-12);

    // The rate is a figure with its formula worked out: the tensor cores'
    // rate, the kernel's share of it at 128, the ratio at the model's heads.
    Scenario gptOss;
    gptOss.model.preset = "gpt-oss-120b";
    gptOss.parallelism.gpus = 64;
    gptOss.parallelism.expert = 8;
    gptOss.workload.sequenceLength = 4096;
    gptOss.hardware.gpu = "h100-sxm";
    const Estimate e = estimated(gptOss);
    const Figure& rate = e.figure(FigureId::AttentionRate);
    ASSERT_TRUE(rate.present());
    EXPECT_DOUBLE_EQ(rate.value, e.step.attentionRate);
    EXPECT_NEAR(e.step.attentionHeadDim, 64.0, 1e-12);
    EXPECT_NEAR(e.step.attentionHeadShare, 400.0 / 518, 1e-12); // cuDNN at 4,096 tokens, measured
    EXPECT_NEAR(rate.value, 989.4e12 * 0.45 * 400.0 / 518, 1e6);
    const FormulaValue v = evaluateFormula(rate.formula, rate);
    ASSERT_TRUE(v.value.has_value()) << v.error;
    EXPECT_NEAR(*v.value / rate.value, 1.0, 1e-12) << rate.formula;
    // Without FlashAttention the scores are batched GEMMs: no such figure.
    gptOss.activations.flashAttention = false;
    EXPECT_FALSE(estimated(gptOss).figure(FigureId::AttentionRate).present());
}

// Only the layers' linear GEMMs run on the FP8 units, at the rate measured
// against bf16 on an H200 (0.915 of the bf16 share of peak); attention and
// the LM head stay in bf16 and every GEMM operand is quantized first. Llama
// 3 8B on 8 H100 was 1.87× faster in FP8 when everything ran at the FP8 peak;
// published FP8 speed-ups of Llama-class training are 1.28–1.29× (torchtitan,
// above) and NVIDIA quotes up to about 1.5× for Transformer Engine.
TEST(Fp8Training, OnlyTheLinearGemmsRunInFp8)
{
    const Estimate bf16 = estimated(llama3Megatron(Recipe::MixedBf16));
    const Estimate fp8 = estimated(llama3Megatron(Recipe::Fp8Mixed));
    ASSERT_TRUE(bf16.predictedTime);
    ASSERT_TRUE(fp8.predictedTime);
    const double speedUp = fp8.step.tokensPerSecondPerGpu / bf16.step.tokensPerSecondPerGpu;
    EXPECT_GT(speedUp, 1.2);
    EXPECT_LT(speedUp, 1.55);
    // The GEMMs reach 0.915 of bf16's share of their (doubled) peak.
    EXPECT_NEAR(fp8.step.gemmEfficiency / bf16.step.gemmEfficiency, 0.915, 1e-9);
    // FlashAttention runs at the same bf16 rate in both.
    EXPECT_NEAR(fp8.step.attentionEfficiency, bf16.step.attentionEfficiency, 1e-12);
    // The casts are memory-bound work bf16 does not have.
    EXPECT_GT(fp8.step[StepPart::MemoryBound], bf16.step[StepPart::MemoryBound]);
}

// Transformer Engine under Megatron casts the weights once a step and keeps
// the FP8 copies across micro-batches; torchao under FSDP2 casts them at
// every micro-batch. More micro-batches amortize Megatron's casts only.
TEST(Fp8Training, MegatronCastsTheWeightsOnceAStep)
{
    const auto castShare = [](SoftwareStack stack, std::int64_t globalBatch) {
        Scenario s = llama3Megatron(Recipe::Fp8Mixed);
        s.software.stack = stack;
        s.workload.globalBatchSize = globalBatch;
        const Estimate e = estimated(s);
        // Per micro-batch, without FSDP2's adding of the micro-batches' gradients.
        return (e.step[StepPart::MemoryBound] - e.step.gradientAccumulationSeconds) / e.step.microBatches;
    };
    EXPECT_LT(castShare(SoftwareStack::Megatron, 256), castShare(SoftwareStack::Megatron, 8));
    EXPECT_NEAR(castShare(SoftwareStack::Fsdp2, 256), castShare(SoftwareStack::Fsdp2, 8), 1e-12);
}

// Accumulating micro-batches: an eager stack adds each micro-batch's
// gradients to the last's after the first (autograd's AccumulateGrad: read
// both, write one, 3 × the gradient's bytes a parameter, sharded by FSDP);
// Megatron sums them inside its weight-gradient GEMMs and pays nothing.
TEST(StepTime, EagerStacksAddTheMicroBatchesGradients)
{
    Scenario s = llama3Megatron(Recipe::MixedBf16);
    s.workload.globalBatchSize = 64; // 8 micro-batches a step on DP 8
    Estimate e = estimated(s);
    ASSERT_GT(e.step.microBatches, 1.0);
    EXPECT_EQ(e.step.gradientAccumulationSeconds, 0.0);
    s.software.stack = SoftwareStack::Fsdp2;
    s.parallelism.zero = 3;
    e = estimated(s);
    const double m = e.step.microBatches;
    const double params = double(e.params.total) / 8.0; // reduce-scattered: one DP rank's shard
    const double hbm = 0.866 * 3.35e12;                 // H100 SXM, the copy rate of the library tables
    EXPECT_NEAR(e.step.gradientAccumulationSeconds, (m - 1.0) * params * 3.0 * 2.0 / hbm, // bf16 gradients
                1e-6 * e.step.gradientAccumulationSeconds);
}

// QLoRA: bitsandbytes' MatMul4Bit dequantizes each NF4 matrix to bf16 in the
// forward and again in the backward for the input gradient (frozen weights
// take none): 4.127 bits read and 2 bytes written per weight per pass, three
// passes with full recomputation (Dettmers et al. 2023; bitsandbytes
// autograd/_functions.py). The difference from LoRA is exactly that traffic.
TEST(QloraTime, DequantizesOncePerPass)
{
    Scenario l;
    l.model.preset = "llama-2-7b";
    l.workload.mode = Mode::Lora;
    l.workload.microBatchSize = 1;
    l.workload.globalBatchSize = 8;
    l.workload.sequenceLength = 512;
    l.parallelism.gpus = 1;
    l.activations.flashAttention = true;
    l.activations.recompute = Recompute::None;
    l.hardware.gpu = "a100-80gb";
    Scenario q = l;
    q.workload.mode = Mode::Qlora;
    for (Recompute rc : {Recompute::None, Recompute::Full}) {
        l.activations.recompute = q.activations.recompute = rc;
        const Estimate el = estimated(l), eq = estimated(q);
        const ResolvedScenario rs = resolved(q);
        const double passes = rc == Recompute::Full ? 3.0 : 2.0;
        const double hbm = rs.gpu.bandwidthBytesPerS * detail::kernelCurve(rs.gpu.generation).memory;
        const double perPass = eq.params.layerMatrices * (4.127 / 8.0 + 2.0) / hbm;
        // The recomputed forward's pass is counted with the recomputation.
        const auto memory = [](const Estimate& e) {
            return e.step[StepPart::MemoryBound] + e.step[StepPart::Recompute];
        };
        EXPECT_NEAR(memory(eq) - memory(el), eq.step.microBatches * passes * perPass, perPass * 1e-6);
        // At 512 tokens a micro-batch the dequantization is no small part.
        EXPECT_GT(eq.step.stepSeconds / el.step.stepSeconds, 1.1);
    }
}

// ---- Scaling series (issue 31 item 2; docs/validation.md "Scaling series") ----

double medianAbsError(const std::vector<std::string>& prefixes)
{
    std::vector<double> errors;
    for (const auto& r : report().rows)
        for (const auto& prefix : prefixes)
            if (r.id.rfind(prefix, 0) == 0 && !r.fit)
                errors.push_back(std::fabs(r.error));
    EXPECT_FALSE(errors.empty());
    std::sort(errors.begin(), errors.end());
    const std::size_t n = errors.size();
    return n % 2 ? errors[n / 2] : 0.5 * (errors[n / 2 - 1] + errors[n / 2]);
}

// Weak scaling (model and GPUs grow together): Narayanan et al. 2021 Table 1,
// 32 → 3,072 A100s, and the Megatron-Core r0.8.0 README's H100 table, 96 →
// 6,144 GPUs. Every row held out: median within 10 %.
TEST(ScalingSeries, WeakScalingWithinTenPercent)
{
    EXPECT_LE(medianAbsError({"narayanan21-t1-"}), 0.10);
    EXPECT_LE(medianAbsError({"mcore08-h100-1", "mcore08-h100-3", "mcore08-h100-4", "mcore08-h100-7"}), 0.10);
}

// Strong scaling (one model, one batch, more GPUs): Narayanan et al. 2021
// Table 2 (PTD-P, 175B at batch 1,536 on 384 → 1,536 GPUs; 530B at 2,240 on
// 560 → 2,240), the Megatron-Core README's 175B endpoints (96 → 4,608 H100s)
// and MegaScale's Megatron-LM baseline (256 → 1,024 A100s). Held out: median
// within 10 %.
TEST(ScalingSeries, StrongScalingWithinTenPercent)
{
    EXPECT_LE(medianAbsError({"narayanan21-t2-ptdp-", "mcore08-h100-177b-strong-", "megascale24-"}), 0.10);
}

// MegaScale (Jiang et al. 2024, NSDI '24) Table 2: Megatron-LM's 175B run at
// batch 768 falls from 53 % MFU on 256 GPUs to 45 % on 1,024 as the
// micro-batches per pipeline fall from 192 to 48 (a bigger bubble) and the
// shorter step hides less of the gradient reduction. The predicted drop, in
// the rows' MFU convention, within 3 points of the published 8.
TEST(ScalingSeries, MegaScaleMfuDropWithinThreePoints)
{
    const auto& a = row("megascale24-t2-megatron-175b-256gpu");
    const auto& b = row("megascale24-t2-megatron-175b-1024gpu");
    const double mfuA = 0.53 * a.predicted / a.measured, mfuB = 0.45 * b.predicted / b.measured;
    EXPECT_NEAR(100.0 * (mfuA - mfuB), 8.0, 3.0) << mfuA << " → " << mfuB;
    EXPECT_GT(b.step[StepPart::PipelineBubble] / b.step.stepSeconds,
              a.step[StepPart::PipelineBubble] / a.step.stepSeconds);
}

} // namespace

// Issue 28: PyTorch-native published rows with the stack, power limit and
// attention kernel they ran with (torchtitan, benchmarks/
// llama3_h100_202412_torchtitan.md, Tables 1-4: FSDP2 on H100 at "the
// default 500W power limit", torch of 2024-12-23 with SDPA's FlashAttention-2
// backend; benchmarks/llama3-8b_h200_202506_trainy-whitefiber.md: Trainy's
// FSDP2 on 32 and 64 H200). One row, Table 1's eager 8-GPU run, fitted the
// fsdp2 stack's sustained share of the library rates (0.81); the target is a
// held-out median within 8 %: 4.7 % on the thirteen others.
TEST(PublishedRuns, PyTorchNativeRowsWithTheirStack)
{
    // torchtitan's rows and NeMo AutoModel's (FSDP2 with compiled layers, a
    // year and a half newer, on 700 W DGX H100s; held out, −11.3 %).
    EXPECT_LE(medianAbsError({"torchtitan-", "automodel-"}), 0.08);
    EXPECT_LE(std::fabs(row("automodel-h100-llama3.1-70b-64gpu-cp2").error), 0.12);
    const auto& fitted = row("torchtitan-h100-llama3.1-8b-8gpu");
    EXPECT_TRUE(fitted.fit);
    EXPECT_LE(std::fabs(fitted.error), 0.01);
    // A different card, a year's newer torch and no power limit: held out,
    // within 5 %, which a share tuned to the 500 W H100 alone could miss.
    for (const char* id :
         {"torchtitan-h200-llama3.1-8b-32gpu-compile-float8", "torchtitan-h200-llama3.1-8b-64gpu-compile-float8"}) {
        EXPECT_FALSE(row(id).fit);
        EXPECT_LE(std::fabs(row(id).error), 0.05) << id;
    }
    // Tables 1 and 3 (8B, 8 and 128 GPUs): within 9 %.
    for (const auto& r : report().rows) {
        if (r.id.rfind("torchtitan-h100-llama3.1-8b-", 0) == 0 && r.id.find("-cp") == std::string::npos) {
            EXPECT_LE(std::fabs(r.error), 0.09) << r.id;
        }
    }
    // Table 4's 70B with plain TP 8: its backward collectives exposed as
    // torch runs them (Stacks.TorchTensorParallelBackwardIsExposed), within 5 %.
    EXPECT_LE(std::fabs(row("torchtitan-h100-llama3.1-70b-256gpu-2d").error), 0.05);
}
