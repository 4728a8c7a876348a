// The input pipeline and checkpoints against the GPU step (docs/model.md §7c,
// issue 16 item 3). Expected values are worked from the cited figures here,
// not read back from the engine.

#include "headroom/model/pipeline.h"
#include "headroom/planner.h"

#include "testutil.h"

#include <nlohmann/json.hpp>

#include <set>

namespace headroom {
namespace {

using test::estimated;

Scenario imageTraining(const char* model, std::int64_t gpus, std::int64_t batch)
{
    Scenario s;
    s.model.preset = model;
    s.parallelism.gpus = gpus;
    s.workload.globalBatchSize = batch;
    s.workload.microBatchSize = batch / gpus;
    s.workload.trainingTokens = 1.28e6 * 90; // 90 epochs of ImageNet, one "token" a sample
    s.workload.sequenceLength = 1;
    s.data.kind = DataKind::Images;
    return s;
}

// ImageNet-1k: 1,281,167 training JPEGs in ~140 GB, so ~110 KB an image.
TEST(Pipeline, ImageNetJpegIsAbout110KB)
{
    EXPECT_NEAR(kImageNetJpegBytes, 110e3, 2e3);
}

// A step of 256 images of ~110 KB is ~28 MB; at 500 MB/s that is ~56 ms.
TEST(Pipeline, StorageReadsAStepOfImages)
{
    Scenario s = imageTraining("resnet-50", 8, 256);
    s.data.storageReadBytesPerS = 500e6;
    const Estimate e = estimated(s);
    EXPECT_DOUBLE_EQ(e.pipeline.nodes, 1);
    EXPECT_DOUBLE_EQ(e.pipeline.samplesPerNode, 256);
    EXPECT_NEAR(e.pipeline.samplesPerNode * e.pipeline.bytesPerSample, 28e6, 0.5e6);
    EXPECT_NEAR(e.pipeline.storageSeconds, 0.056, 0.001);
    const Figure& f = e.figure(FigureId::InputStorage);
    ASSERT_TRUE(f.present());
    EXPECT_DOUBLE_EQ(f.value, e.pipeline.storageSeconds);
    EXPECT_STRNE(f.source, "");
}

// Two nodes split the reads: each reads only the samples its replicas train on.
TEST(Pipeline, NodesShareTheReads)
{
    Scenario one = imageTraining("resnet-50", 8, 512);
    Scenario two = imageTraining("resnet-50", 16, 512);
    two.workload.microBatchSize = 32;
    const Estimate a = estimated(one), b = estimated(two);
    EXPECT_DOUBLE_EQ(b.pipeline.nodes, 2);
    EXPECT_NEAR(b.pipeline.storageSeconds, a.pipeline.storageSeconds / 2, 1e-12);
}

// CPU decoding: 256 images on 8 cores at 150 images/s each = 256/1200 s.
TEST(Pipeline, DecodeTimeIsSamplesOverCoresTimesRate)
{
    Scenario s = imageTraining("resnet-50", 8, 256);
    s.data.cpuCoresPerNode = 8;
    s.data.decodeSamplesPerSPerCore = 150;
    const Estimate e = estimated(s);
    EXPECT_NEAR(e.pipeline.decodeSeconds, 256.0 / (8 * 150), 1e-12);
    EXPECT_TRUE(e.figure(FigureId::InputDecode).present());
    // Text needs no decoding: no figure, no time.
    Scenario text;
    const Estimate t = estimated(text);
    EXPECT_EQ(t.pipeline.decodeSeconds, 0);
    EXPECT_FALSE(t.figure(FigureId::InputDecode).present());
}

// A small fast model reading from slow storage waits for its inputs; a large
// model on the same storage does not.
TEST(Pipeline, SmallModelOnSlowStorageIsInputBound)
{
    Scenario small = imageTraining("resnet-50", 8, 256);
    small.data.storageReadBytesPerS = 100e6; // a network share or one hard disk
    small.data.cpuCoresPerNode = 1024;       // decoding out of the way
    const Estimate e = estimated(small);
    EXPECT_EQ(e.pipeline.binding, InputLimit::Storage);
    EXPECT_GT(e.pipeline.storageSeconds, e.pipeline.gpuStepSeconds);
    // Overlapped: the step is the storage time, not storage + GPU.
    EXPECT_NEAR(e.pipeline.stepSeconds, e.pipeline.storageSeconds + e.pipeline.checkpointSecondsPerStep, 1e-12);

    Scenario large;
    large.model.preset = "llama-2-70b";
    large.parallelism.gpus = 64;
    large.parallelism.tensor = 8;
    large.parallelism.pipeline = 2;
    large.data.storageReadBytesPerS = 100e6;
    const Estimate l = estimated(large);
    EXPECT_EQ(l.pipeline.binding, InputLimit::Gpu);
    // 1024 sequences of 4096 uint16 ids over 8 nodes: 1 MiB a node, ~10 ms at 100 MB/s.
    EXPECT_NEAR(l.pipeline.storageSeconds, 1024.0 / 8 * 4096 * 2 / 100e6, 1e-12);
    EXPECT_LT(l.pipeline.storageSeconds, l.pipeline.gpuStepSeconds);
}

// The default decoders (32 cores × 150 images/s) cannot feed eight H100s
// training ResNet-50: the case NVIDIA DALI was written for.
TEST(Pipeline, DefaultCpuDecodingBindsResNet50OnH100s)
{
    const Estimate e = estimated(imageTraining("resnet-50", 8, 2048));
    EXPECT_EQ(e.pipeline.binding, InputLimit::Decode);
    EXPECT_NEAR(e.pipeline.decodeSeconds, 2048.0 / (32 * 150), 1e-12);
}

TEST(Pipeline, WithoutOverlapTheStagesAdd)
{
    Scenario s = imageTraining("resnet-50", 8, 256);
    s.data.overlap = false;
    const Estimate e = estimated(s);
    const PipelineTime& p = e.pipeline;
    EXPECT_NEAR(p.stepSeconds,
                p.gpuStepSeconds + p.storageSeconds + p.pcieSeconds + p.decodeSeconds + p.checkpointSecondsPerStep,
                1e-12);
    EXPECT_DOUBLE_EQ(e.figure(FigureId::InputBoundStep).value, p.stepSeconds);
}

// Host-to-device: PCIe 4.0 x16 moves ~25 GB/s, 5.0 ~50 GB/s, per direction.
TEST(Pipeline, PcieByGpuGeneration)
{
    Scenario s = imageTraining("resnet-50", 8, 256);
    s.hardware.gpu = "a100-80gb";
    const Estimate a = estimated(s);
    EXPECT_DOUBLE_EQ(a.pipeline.pcieBytesPerS, 25e9);
    // 32 images a GPU of 224·224·3 bytes over 25 GB/s.
    EXPECT_NEAR(a.pipeline.pcieSeconds, 32 * 224.0 * 224 * 3 / 25e9, 1e-15);
    s.hardware.gpu = "h100-sxm";
    EXPECT_DOUBLE_EQ(estimated(s).pipeline.pcieBytesPerS, 50e9);
    s.hardware.gpu = "v100-32gb";
    EXPECT_DOUBLE_EQ(estimated(s).pipeline.pcieBytesPerS, 12.5e9);
    s.data.pcieBytesPerS = 1e9;
    EXPECT_DOUBLE_EQ(estimated(s).pipeline.pcieBytesPerS, 1e9);
}

// A scenario that does not say what its samples are gets images for a model
// known per sample (ResNet-50, ViT-B/16: no token vocabulary) and token ids for
// a language model; saying so overrides it, and an absent kind stays absent in
// the file.
TEST(Pipeline, SampleKindFollowsTheModelUnlessTheScenarioSays)
{
    for (const char* vision : {"resnet-50", "vit-b-16"}) {
        Scenario s = imageTraining(vision, 8, 256);
        s.data.kind.reset();
        const Estimate e = estimated(s);
        EXPECT_EQ(e.pipeline.kind, DataKind::Images) << vision;
        EXPECT_DOUBLE_EQ(e.pipeline.bytesPerSample, kImageNetJpegBytes) << vision;
        EXPECT_GT(e.pipeline.decodeSeconds, 0) << vision;
        EXPECT_EQ(parseScenario(scenarioToJson(s)).value().data.kind, std::nullopt) << vision;
        s.data.kind = DataKind::Tokens;
        EXPECT_EQ(estimated(s).pipeline.kind, DataKind::Tokens) << vision;
    }
    Scenario llm;
    llm.model.preset = "llama-2-7b";
    EXPECT_EQ(estimated(llm).pipeline.kind, DataKind::Tokens);
    EXPECT_DOUBLE_EQ(estimated(llm).pipeline.decodeSeconds, 0);
    llm.data.kind = DataKind::Images;
    EXPECT_EQ(estimated(llm).pipeline.kind, DataKind::Images);
}

// Token ids: uint16 below a 65,500 vocabulary (Llama 2, 32,000), int32 above (Llama 3, 128,256).
TEST(Pipeline, BytesPerTokenFollowTheVocabulary)
{
    Scenario s;
    s.model.preset = "llama-2-7b";
    EXPECT_DOUBLE_EQ(estimated(s).pipeline.bytesPerSample, 4096.0 * 2);
    s.model.preset = "llama-3-8b";
    EXPECT_DOUBLE_EQ(estimated(s).pipeline.bytesPerSample, 4096.0 * 4);
    s.data.bytesPerToken = 8;
    EXPECT_DOUBLE_EQ(estimated(s).pipeline.bytesPerSample, 4096.0 * 8);
}

// Llama 2 7B, mixed bf16 AdamW: a checkpoint holds bf16 weights (2), fp32 master
// (4) and Adam's two fp32 moments (8) = 14 bytes a parameter (ZeRO's 16 less
// the gradients, which are not saved): ~94 GB, ~47 s at 2 GB/s, every 1000 steps.
TEST(Pipeline, CheckpointOfLlama2_7B)
{
    Scenario s;
    s.model.preset = "llama-2-7b";
    s.checkpoint.intervalSteps = 1000;
    s.checkpoint.storageWriteBytesPerS = 2e9;
    const Estimate e = estimated(s);
    const double params = e.params.total;
    EXPECT_NEAR(params, 6.74e9, 0.01e9);
    EXPECT_DOUBLE_EQ(e.pipeline.checkpointBytes, params * (2 + 4 + 8));
    EXPECT_NEAR(e.pipeline.checkpointSeconds, 6.74e9 * 14 / 2e9, 0.1);
    EXPECT_NEAR(e.pipeline.checkpointSecondsPerStep, e.pipeline.checkpointSeconds / 1000, 1e-12);
    EXPECT_TRUE(e.figure(FigureId::CheckpointWrite).present());
    EXPECT_TRUE(e.figure(FigureId::CheckpointPerStep).present());
    EXPECT_EQ(e.pipeline.binding, InputLimit::Gpu);

    // A checkpoint every step to a slow disk stops training for longer than it runs.
    s.checkpoint.intervalSteps = 1;
    s.checkpoint.storageWriteBytesPerS = 200e6;
    EXPECT_EQ(estimated(s).pipeline.binding, InputLimit::Checkpoint);
    // No checkpoints: nothing added.
    s.checkpoint.intervalSteps = 0;
    const Estimate none = estimated(s);
    EXPECT_EQ(none.pipeline.checkpointSecondsPerStep, 0);
    EXPECT_FALSE(none.figure(FigureId::CheckpointWrite).present());
}

// LoRA saves its adapters, not the frozen base.
TEST(Pipeline, LoraCheckpointsTheAdapters)
{
    Scenario s;
    s.model.preset = "llama-2-7b";
    s.workload.mode = Mode::Lora;
    const Estimate e = estimated(s);
    EXPECT_DOUBLE_EQ(e.pipeline.checkpointBytes, e.trainableParameters * (2 + 4 + 8));
    EXPECT_LT(e.pipeline.checkpointBytes, e.params.total);
}

TEST(Pipeline, InferenceHasNoInputFigures)
{
    Scenario s;
    s.workload.mode = Mode::Inference;
    const Estimate e = estimated(s);
    EXPECT_FALSE(e.figure(FigureId::InputStorage).present());
    EXPECT_FALSE(e.figure(FigureId::InputBoundStep).present());
}

TEST(Pipeline, ResultJsonCarriesTheKeysAndFigures)
{
    Scenario s = imageTraining("resnet-50", 8, 256);
    const ResolvedScenario rs = test::resolved(s);
    auto e = estimate(rs);
    ASSERT_TRUE(e.ok());
    const auto j = nlohmann::json::parse(estimateToJson(rs, *e));
    const auto& p = j.at("pipeline");
    for (const char* key : {"storage_seconds", "pcie_seconds", "decode_seconds", "checkpoint_seconds",
                            "checkpoint_seconds_per_step", "step_seconds", "gpu_step_seconds"})
        EXPECT_TRUE(p.at(key).is_number()) << key;
    EXPECT_EQ(p.at("binding"), std::string(toString(e->pipeline.binding)));
    EXPECT_DOUBLE_EQ(p.at("storage_seconds").get<double>(), e->pipeline.storageSeconds);
    std::set<std::string> ids;
    for (const auto& item : j.at("explain"))
        ids.insert(item.at("id").get<std::string>());
    for (const char* id :
         {"pipeline.storage_seconds", "pipeline.pcie_seconds", "pipeline.decode_seconds", "pipeline.checkpoint_seconds",
          "pipeline.checkpoint_seconds_per_step", "pipeline.step_seconds"})
        EXPECT_TRUE(ids.count(id)) << id;
}

// A figure's inputs in the result are what its formula (or its rule of thumb)
// uses: ResNet-50's parameter count is N alone, not a transformer's layers and
// vocabulary it does not have; Llama's is worked from its parts.
TEST(ResultJson, ExplainInputsAreWhatTheFormulaUses)
{
    const auto inputsOf = [](const Scenario& s, const char* id) {
        const ResolvedScenario rs = test::resolved(s);
        auto e = estimate(rs);
        EXPECT_TRUE(e.ok());
        std::set<std::string> symbols;
        const auto j = nlohmann::json::parse(estimateToJson(rs, *e));
        for (const auto& item : j.at("explain"))
            if (item.at("id").get<std::string>() == id)
                for (const auto& [symbol, value] : item.at("inputs").items())
                    symbols.insert(symbol);
        return symbols;
    };
    const Scenario cnn = imageTraining("resnet-50", 8, 256);
    EXPECT_EQ(inputsOf(cnn, "parameters.total"), (std::set<std::string>{"N"}));
    EXPECT_EQ(inputsOf(cnn, "parameters.active_per_token"), (std::set<std::string>{"N"}));
    Scenario llm;
    llm.model.preset = "llama-2-7b";
    EXPECT_EQ(inputsOf(llm, "parameters.total"), (std::set<std::string>{"L", "Pa", "Pm", "Pn", "V", "h", "Ph", "Po"}));
}

// The core has no sentences: "warnings" holds the words the app passes, or
// the stable codes when none are given (a core-only build).
TEST(ResultJson, WarningsAreWordedByTheCaller)
{
    Scenario s;
    s.model.preset = "llama-2-7b";
    s.parallelism.gpus = 1;
    s.parallelism.zero = 1; // one replica: ZeRO saves nothing
    const ResolvedScenario rs = test::resolved(s);
    auto e = estimate(rs);
    ASSERT_TRUE(e.ok());
    ASSERT_TRUE(e->hasWarning(Warning::ZeroWithSingleReplica));
    const auto codes = nlohmann::json::parse(estimateToJson(rs, *e));
    EXPECT_EQ(codes.at("warnings"), codes.at("warning_codes"));
    const auto worded = nlohmann::json::parse(
        estimateToJson(rs, *e, false, 2, nullptr, [](Warning w) { return "said: " + std::string(toString(w)); }));
    ASSERT_EQ(worded.at("warnings").size(), e->warnings.size());
    EXPECT_EQ(worded.at("warnings")[0], "said: " + std::string(toString(e->warnings[0])));
}

// Issue 29 item 1: an input-bound run's time and cost go at the pace of the
// step with its inputs, max(GPU step, storage, PCIe, decode) + checkpoints
// per step (§7c), not at the GPU's. ResNet-50 on 8 H100s, 2,048 images a
// step, decoded by 32 cores at 150 images/s: 2048 / 4800 = 427 ms a step;
// a checkpoint of 25.6 M parameters × 14 bytes at 2 GB/s every 1,000 steps.
TEST(Pipeline, InputBoundRunTakesTheInputsTime)
{
    const Scenario s = imageTraining("resnet-50", 8, 2048);
    const Estimate e = estimated(s);
    ASSERT_EQ(e.pipeline.binding, InputLimit::Decode);
    const double decode = 2048.0 / (32 * 150);
    const double checkpoint = e.trainableParameters * (2 + 4 + 8) / 2e9 / 1000;
    const double steps = 1.28e6 * 90 / 2048;
    EXPECT_NEAR(e.seconds, steps * (decode + checkpoint), e.seconds * 1e-12);
    // The GPUs alone would take a fraction of that.
    EXPECT_NEAR(e.gpuSeconds, steps * e.pipeline.gpuStepSeconds, e.gpuSeconds * 1e-12);
    EXPECT_LT(e.gpuSeconds, e.seconds / 5);
    // GPU-hours and cost follow the run: rented GPUs wait for their inputs.
    EXPECT_NEAR(e.gpuHours, e.seconds * 8 / 3600, 1e-9 * e.gpuHours);
    EXPECT_NEAR(e.cloudUsd, e.seconds * 8 / 3600 * e.cloudUsdPerGpuHour, 1e-9 * e.cloudUsd);
    EXPECT_NEAR(e.tokensPerSecond, 1.28e6 * 90 / e.seconds, 1e-9 * e.tokensPerSecond);
    // Each figure says so.
    EXPECT_DOUBLE_EQ(e.figure(FigureId::TrainingTime).value, e.seconds);
    EXPECT_EQ(formulaText(e.figure(FigureId::TrainingTime).formula), "Tg·S / G");
    EXPECT_DOUBLE_EQ(e.figure(FigureId::GpuTrainingTime).value, e.gpuSeconds);
}

// A GPU-bound run adds only its checkpoint writing: Llama 2 7B's ~47 s
// checkpoint every 1,000 steps.
TEST(Pipeline, GpuBoundRunAddsItsCheckpoints)
{
    Scenario s;
    s.model.preset = "llama-2-7b";
    s.parallelism.gpus = 64;
    const Estimate e = estimated(s);
    ASSERT_EQ(e.pipeline.binding, InputLimit::Gpu);
    const double steps = 2e12 / (1024.0 * 4096);
    EXPECT_NEAR(e.seconds - e.gpuSeconds, steps * e.pipeline.checkpointSeconds / 1000, 1e-9 * e.seconds);
    s.checkpoint.intervalSteps = 0;
    const Estimate none = estimated(s);
    EXPECT_DOUBLE_EQ(none.seconds, none.gpuSeconds);
}

// A format-1 file knew no checkpoints: its time stays the papers' (SPEC:
// "a format-1 file keeps every number it gave"); it may still ask for them.
TEST(Pipeline, FormatOneFilesWriteNoCheckpointsUnlessTheySay)
{
    const auto v1 = parseScenario(R"({"format": "headroom-scenario", "version": 1})");
    ASSERT_TRUE(v1.ok());
    EXPECT_EQ(v1->checkpoint.intervalSteps, 0);
    const Estimate e = estimated(*v1);
    EXPECT_DOUBLE_EQ(e.seconds, e.gpuSeconds);
    const auto asked =
        parseScenario(R"({"format": "headroom-scenario", "version": 1, "checkpoint": {"interval_steps": 500}})");
    ASSERT_TRUE(asked.ok());
    EXPECT_EQ(asked->checkpoint.intervalSteps, 500);
    EXPECT_EQ(parseScenario(R"({"format": "headroom-scenario", "version": 2})")->checkpoint.intervalSteps, 1000);
}

// The planner's rows are the estimate's, inputs included.
TEST(Pipeline, PlannerRowsGoAtTheInputsPace)
{
    PlanRequest r;
    r.scenario = imageTraining("resnet-50", 8, 2048);
    r.gpus = {"h100-sxm", "a100-80gb"};
    r.maxGpus = 32;
    const PlanResult p = plan(r, test::builtinCatalog()).value();
    ASSERT_FALSE(p.front.empty());
    for (const PlanRow& row : p.front) {
        SCOPED_TRACE(row.config.gpu + " x" + std::to_string(row.config.gpus));
        const Estimate e = estimated(applyPlanConfig(r.scenario, row.config));
        EXPECT_EQ(e.seconds, row.seconds);
        EXPECT_EQ(e.cloudUsd, row.cloudUsd);
        EXPECT_GT(e.seconds, e.gpuSeconds);
        EXPECT_EQ(row.shares, stepShares(e.step, e.pipeline));
    }
}

// Issue 29 item 2: "limited by" names the largest exposed part with its share
// and the next one. A GPU-bound step's shares are its parts over the step
// (with checkpoints); an input-bound step's first is the binding stage, and
// its next the slowest of the rest, the GPU step among them.
TEST(StepShares, LargestExposedPartAndTheNext)
{
    Scenario lora;
    lora.model.preset = "llama-2-70b";
    lora.workload.mode = Mode::Lora;
    lora.parallelism.gpus = 8;
    lora.parallelism.zero = 1;
    const Estimate l = estimated(lora);
    const StepShares ls = stepShares(l.step, l.pipeline);
    // Whatever it is, it is the largest: nothing exposed is longer.
    for (std::size_t i = 0; i < kStepPartCount; ++i) {
        EXPECT_LE(l.step.exposed[i], ls.largest.seconds);
        if (ls.largest.part != StepPart(i)) {
            EXPECT_LE(l.step.exposed[i], ls.next.seconds);
        }
    }
    ASSERT_TRUE(ls.largest.part.has_value());
    EXPECT_EQ(*ls.largest.part, StepPart::Compute); // compute is most of a 70B LoRA step
    EXPECT_DOUBLE_EQ(ls.largest.share, l.step[StepPart::Compute] / l.pipeline.stepSeconds);
    EXPECT_GT(ls.largest.share, 0.5);
    EXPECT_LT(ls.next.share, ls.largest.share);

    const Estimate r = estimated(imageTraining("resnet-50", 8, 2048));
    const StepShares rs = stepShares(r.step, r.pipeline);
    EXPECT_FALSE(rs.largest.part.has_value());
    EXPECT_EQ(rs.largest.input, InputLimit::Decode);
    EXPECT_DOUBLE_EQ(rs.largest.seconds, 2048.0 / (32 * 150));
    EXPECT_DOUBLE_EQ(rs.largest.share, rs.largest.seconds / r.pipeline.stepSeconds);
    // Next: reading 2,048 JPEGs of ~110 KB at 2 GB/s, 112 ms, slower than
    // the GPU step hidden behind them.
    EXPECT_FALSE(rs.next.part.has_value());
    EXPECT_EQ(rs.next.input, InputLimit::Storage);
    EXPECT_DOUBLE_EQ(rs.next.seconds, 2048 * kImageNetJpegBytes / 2e9);
    EXPECT_GT(rs.next.seconds, r.pipeline.gpuStepSeconds);
    // With fast storage the GPU step comes next.
    Scenario nvme = imageTraining("resnet-50", 8, 2048);
    nvme.data.storageReadBytesPerS = 7e9;
    const Estimate n = estimated(nvme);
    const StepShares ns = stepShares(n.step, n.pipeline);
    EXPECT_EQ(ns.largest.input, InputLimit::Decode);
    EXPECT_FALSE(ns.next.part.has_value());
    EXPECT_EQ(ns.next.input, InputLimit::Gpu);
    EXPECT_DOUBLE_EQ(ns.next.seconds, n.pipeline.gpuStepSeconds);

    // Without loader overlap every stage adds: each is its own exposed part.
    Scenario serial = imageTraining("resnet-50", 8, 2048);
    serial.data.overlap = false;
    const Estimate x = estimated(serial);
    const StepShares xs = stepShares(x.step, x.pipeline);
    EXPECT_EQ(xs.largest.input, InputLimit::Decode);
    EXPECT_EQ(xs.next.input, InputLimit::Storage);
    EXPECT_DOUBLE_EQ(xs.largest.share, x.pipeline.decodeSeconds / x.pipeline.stepSeconds);
    // The step is their sum, so the GPU's largest part has a share of its own.
    EXPECT_LT(xs.largest.share + xs.next.share, 1.0);
}

// The result JSON keeps time.seconds as the run's time and adds the GPU's
// time and what limits the step (new keys; docs/model.md §7c).
TEST(Pipeline, ResultJsonSaysTheRunAndTheGpuTime)
{
    const Scenario s = imageTraining("resnet-50", 8, 2048);
    const ResolvedScenario rs = test::resolved(s);
    auto e = estimate(rs);
    ASSERT_TRUE(e.ok());
    const auto j = nlohmann::json::parse(estimateToJson(rs, *e));
    const auto& t = j.at("time");
    EXPECT_DOUBLE_EQ(t.at("seconds").get<double>(), e->seconds);
    EXPECT_DOUBLE_EQ(t.at("gpu_seconds").get<double>(), e->gpuSeconds);
    EXPECT_EQ(t.at("limited_by").at("part"), "decode");
    EXPECT_DOUBLE_EQ(t.at("limited_by").at("share").get<double>(), e->pipeline.decodeSeconds / e->pipeline.stepSeconds);
    EXPECT_EQ(t.at("limited_by").at("next"), "storage");
    EXPECT_DOUBLE_EQ(j.at("cost").at("cloud_usd").get<double>(), e->cloudUsd);
}

} // namespace
} // namespace headroom
