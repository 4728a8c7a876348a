#include "testutil.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <filesystem>
#include <fstream>

using namespace headroom;
using namespace headroom::test;

namespace {

Error parseError(const std::string& json)
{
    auto s = parseScenario(json, "test.headroom.json");
    EXPECT_FALSE(s.ok()) << json;
    return s.ok() ? Error{} : s.error();
}

TEST(Scenario, EmptyObjectTakesDefaults)
{
    auto s = parseScenario("{}");
    ASSERT_TRUE(s.ok());
    EXPECT_EQ(*s, Scenario{});
}

TEST(Scenario, SpecExampleParses)
{
    // The scenario of headroom-cli(1) "SCENARIO FILES" (format 1).
    const char* spec = R"({
      "format": "headroom-scenario", "version": 1,
      "model": {"preset": "llama-2-7b"},
      "workload": {"mode": "train", "micro_batch_size": 1, "global_batch_size": 1024,
                   "sequence_length": 4096, "training_tokens": 2e12,
                   "prompt_tokens": 1024, "output_tokens": 256,
                   "lora_rank": 16, "lora_targets": ["q","k","v","o","gate","up","down"]},
      "precision": {"recipe": "mixed-bf16", "weights": "bf16", "kv_cache": "bf16"},
      "optimizer": "adamw",
      "parallelism": {"gpus": 8, "tensor": 1, "pipeline": 1, "virtual_stages": 1,
                      "zero": 0, "sequence_parallel": false, "expert": 1},
      "activations": {"recompute": "none", "flash_attention": true},
      "hardware": {"gpu": "h100-sxm", "mfu": 0.4, "bandwidth_efficiency": 0.8},
      "overhead": {"fixed_bytes": 1073741824, "fraction": 0.0},
      "cost": {"cloud_usd_per_gpu_hour": 3.0, "purchase_usd_per_gpu": 30000,
               "server_share": 0.35, "depreciation_years": 4, "maintenance_per_year": 0.05,
               "electricity_usd_per_kwh": 0.12, "pue": 1.3, "utilization": 0.7}
    })";
    auto s = parseScenario(spec);
    ASSERT_TRUE(s.ok()) << s.error().message();
    EXPECT_EQ(s->workload.trainingTokens, 2e12);
    EXPECT_EQ(*s->cost.cloudUsdPerGpuHour, 3.0);
    EXPECT_TRUE(estimate(*s, builtinCatalog()).ok());
}

TEST(Scenario, RoundTripsExactly)
{
    Scenario s;
    s.model.kind = ModelSource::Kind::Architecture;
    s.model.architecture = gptArchitecture(12, 768, 12, 50257, 1024);
    s.workload.mode = Mode::Lora;
    s.workload.loraTargets = {"q", "v"};
    s.precision.recipe = Recipe::PureBf16;
    s.optimizer = Optimizer::Lion;
    s.parallelism.gpus = 16;
    s.parallelism.zero = 2;
    s.hardware.hfu = 0.55;
    s.cost.cloudUsdPerGpuHour = 2.5;
    s.overhead.fraction = 0.05;
    auto back = parseScenario(scenarioToJson(s));
    ASSERT_TRUE(back.ok()) << back.error().message();
    EXPECT_EQ(*back, s);

    Scenario inlineGpu;
    Gpu g;
    g.id = "custom";
    g.name = "My accelerator";
    g.memoryBytes = 96e9;
    g.bandwidthBytesPerS = 4e12;
    g.tdpWatts = 600;
    g.peakFlops[std::size_t(Precision::Bf16)] = 1e15;
    inlineGpu.hardware.gpu = "custom";
    inlineGpu.hardware.inlineGpu = g;
    auto back2 = parseScenario(scenarioToJson(inlineGpu));
    ASSERT_TRUE(back2.ok()) << back2.error().message();
    EXPECT_EQ(back2->hardware.inlineGpu->memoryBytes, 96e9);
    EXPECT_TRUE(estimate(*back2, builtinCatalog()).ok());
}

// Bad input of every kind: a code and the JSON path, never a crash.
TEST(Scenario, BadInputNamesThePath)
{
    struct Case {
        const char* json;
        ErrorCode code;
        const char* path;
    };
    const Case cases[] = {
        {"{", ErrorCode::Parse, ""},
        {"[1,2]", ErrorCode::WrongType, ""},
        {R"({"parallelism": {"gpus": 0}})", ErrorCode::OutOfRange, "parallelism.gpus"},
        {R"({"parallelism": {"gpus": -4}})", ErrorCode::OutOfRange, "parallelism.gpus"},
        {R"({"parallelism": {"gpus": "eight"}})", ErrorCode::WrongType, "parallelism.gpus"},
        {R"({"parallelism": {"gpus": 1.5}})", ErrorCode::WrongType, "parallelism.gpus"},
        {R"({"parallelism": {"gpus": 1e300}})", ErrorCode::OutOfRange, "parallelism.gpus"},
        {R"({"parallelism": {"zero": 4}})", ErrorCode::OutOfRange, "parallelism.zero"},
        {R"({"parallelism": {"gpu": 8}})", ErrorCode::UnknownField, "parallelism.gpu"},
        {R"({"colour": "red"})", ErrorCode::UnknownField, "colour"},
        {R"({"version": 3})", ErrorCode::Unsupported, "version"},
        {R"({"format": "something-else"})", ErrorCode::UnknownValue, "format"},
        {R"({"precision": {"recipe": "fp64"}})", ErrorCode::UnknownValue, "precision.recipe"},
        {R"({"optimizer": 3})", ErrorCode::WrongType, "optimizer"},
        {R"({"workload": {"lora_targets": ["q", "x"]}})", ErrorCode::UnknownValue, "workload.lora_targets[1]"},
        {R"({"workload": {"sequence_length": 0}})", ErrorCode::OutOfRange, "workload.sequence_length"},
        {R"({"hardware": {"mfu": 1.5}})", ErrorCode::OutOfRange, "hardware.mfu"},
        {R"({"hardware": {"mfu": 0}})", ErrorCode::OutOfRange, "hardware.mfu"},
        {R"({"hardware": {"gpu": {"name": "x"}}})", ErrorCode::MissingField, "hardware.gpu.memory_bytes"},
        {R"({"model": {}})", ErrorCode::MissingField, "model"},
        {R"({"model": {"preset": "gpt2", "parameters": 5}})", ErrorCode::Inconsistent, "model"},
        {R"({"model": {"parameters": 1e17}})", ErrorCode::OutOfRange, "model.parameters"},
        {R"({"model": {"architecture": {"hidden": 100, "heads": 3}}})", ErrorCode::Inconsistent,
         "model.architecture.heads"},
        {R"({"model": {"architecture": {"layers": 1000, "hidden": 1000000, "heads": 1000}}})", ErrorCode::OutOfRange,
         "model.architecture"},
        {R"({"cost": {"pue": 0.5}})", ErrorCode::OutOfRange, "cost.pue"},
        {R"({"overhead": {"fraction": 1}})", ErrorCode::OutOfRange, "overhead.fraction"},
    };
    for (const Case& c : cases) {
        const Error e = parseError(c.json);
        EXPECT_EQ(e.code, c.code) << c.json << " → " << e.message();
        EXPECT_EQ(e.path, c.path) << c.json;
        EXPECT_EQ(e.file, "test.headroom.json");
        EXPECT_FALSE(e.message().empty());
    }
}

TEST(Scenario, ImpossibleCombinationsAreExplainedNotClamped)
{
    struct Case {
        const char* json;
        const char* path;
    };
    const Case cases[] = {
        {R"({"parallelism": {"gpus": 8, "tensor": 3}})", "parallelism.tensor"},
        {R"({"parallelism": {"gpus": 12, "tensor": 8}})", "parallelism.tensor"},
        {R"({"parallelism": {"gpus": 64, "pipeline": 64}})", "parallelism.pipeline"},
        {R"({"parallelism": {"gpus": 8, "virtual_stages": 2}})", "parallelism.virtual_stages"},
        {R"({"parallelism": {"gpus": 8, "expert": 2}})", "parallelism.expert"},
        {R"({"workload": {"global_batch_size": 4}, "parallelism": {"gpus": 8}})", "workload.global_batch_size"},
        {R"({"model": {"parameters": 1e9}, "parallelism": {"gpus": 8, "tensor": 2}})", "parallelism.tensor"},
        {R"({"model": {"parameters": 1e9}, "workload": {"mode": "lora"}})", "workload.mode"},
        {R"({"model": {"preset": "no-such-model"}})", "model.preset"},
        {R"({"hardware": {"gpu": "no-such-gpu"}})", "hardware.gpu"},
    };
    for (const Case& c : cases) {
        auto s = parseScenario(c.json);
        ASSERT_TRUE(s.ok()) << c.json;
        auto e = estimate(*s, builtinCatalog());
        ASSERT_FALSE(e.ok()) << c.json;
        EXPECT_EQ(e.error().path, c.path) << c.json << " → " << e.error().message();
    }
}

TEST(Scenario, OverridesByJsonPath)
{
    auto text = applyOverride("{}", "parallelism.gpus=64");
    ASSERT_TRUE(text.ok());
    auto s = parseScenario(*text);
    ASSERT_TRUE(s.ok());
    EXPECT_EQ(s->parallelism.gpus, 64);

    text = applyOverride(*text, "hardware.gpu=a100-80gb");
    ASSERT_TRUE(text.ok());
    EXPECT_EQ(parseScenario(*text)->hardware.gpu, "a100-80gb");

    // Choosing another model kind replaces the model object.
    text = applyOverride(R"({"model": {"preset": "gpt2"}})", "model.parameters=7e9");
    ASSERT_TRUE(text.ok());
    auto p = parseScenario(*text);
    ASSERT_TRUE(p.ok()) << p.error().message();
    EXPECT_EQ(p->model.kind, ModelSource::Kind::Parameters);

    EXPECT_FALSE(applyOverride("{}", "novalue").ok());
    EXPECT_FALSE(applyOverride("{}", "=3").ok());
    EXPECT_FALSE(applyOverride(R"({"parallelism": 3})", "parallelism.gpus=2").ok());
}

TEST(Scenario, HfConfigPathIsRelativeToTheScenario)
{
    const auto dir = std::filesystem::temp_directory_path() / "headroom-scenario-test";
    std::filesystem::create_directories(dir);
    std::filesystem::copy_file(HEADROOM_TESTDATA_DIR "/hf/gpt2/config.json", dir / "config.json",
                               std::filesystem::copy_options::overwrite_existing);
    {
        std::ofstream(dir / "s.headroom.json")
            << R"({"model": {"hf_config": "config.json"}, "parallelism": {"gpus": 1}})";
    }
    auto s = loadScenarioFile((dir / "s.headroom.json").string());
    ASSERT_TRUE(s.ok()) << s.error().message();
    auto e = estimate(*s, builtinCatalog());
    ASSERT_TRUE(e.ok()) << e.error().message();
    EXPECT_EQ(e->params.total, 124439808);
    std::filesystem::remove_all(dir);
}

// A model's size is the model's check, handed to the readers: an inline
// architecture past 1e16 parameters is refused at model.architecture, before
// the fields after the model; checkScenario and estimate() say the same of the
// scenario built in code.
TEST(Scenario, ArchitectureOverTheParameterLimitIsRefused)
{
    const char* text = R"({"model": {"architecture": {"layers": 100000, "hidden": 100000, "heads": 1000}},
        "parallelism": {"gpus": 0}})";
    auto read = parseScenario(text, "s.json");
    ASSERT_FALSE(read.ok());
    EXPECT_EQ(read.error().code, ErrorCode::OutOfRange);
    EXPECT_EQ(read.error().expect, Expect::ParameterLimit);
    EXPECT_EQ(read.error().message(), "s.json: model.architecture: expected a model of at most 1e16 parameters");
    Scenario s;
    s.model.kind = ModelSource::Kind::Architecture;
    s.model.architecture.layers = 100000;
    s.model.architecture.hidden = 100000;
    s.model.architecture.heads = 1000;
    const auto checked = checkScenario(s);
    ASSERT_TRUE(checked.has_value());
    EXPECT_EQ(checked->message(), "model.architecture: expected a model of at most 1e16 parameters");
    const auto estimated = estimate(s, builtinCatalog());
    ASSERT_FALSE(estimated.ok());
    EXPECT_EQ(estimated.error().message(), checked->message());
}

// A Hugging Face config a scenario names is read with the importer's rules:
// past 2^53 parameters it is refused at model.hf_config, naming the config.
TEST(Scenario, HfConfigOverTheExactCountIsRefused)
{
    const auto dir = std::filesystem::temp_directory_path() / "headroom-scenario-huge-config";
    std::filesystem::create_directories(dir);
    {
        std::ofstream(dir / "config.json") << R"({"model_type": "llama", "num_hidden_layers": 100000,
            "hidden_size": 1000000, "num_attention_heads": 1000, "intermediate_size": 100000000})";
        std::ofstream(dir / "s.headroom.json") << R"({"model": {"hf_config": "config.json"}})";
    }
    auto s = loadScenarioFile((dir / "s.headroom.json").string());
    ASSERT_TRUE(s.ok()) << s.error().message();
    auto rs = resolve(*s, builtinCatalog());
    ASSERT_FALSE(rs.ok());
    EXPECT_EQ(rs.error().code, ErrorCode::OutOfRange);
    EXPECT_EQ(rs.error().expect, Expect::ParameterLimit);
    EXPECT_EQ(rs.error().path, "model.hf_config");
    EXPECT_EQ(rs.error().file, (dir / "config.json").string());
    std::filesystem::remove_all(dir);
}

TEST(Scenario, MissingFileIsAnIoError)
{
    auto s = loadScenarioFile("/nonexistent/x.headroom.json");
    ASSERT_FALSE(s.ok());
    EXPECT_EQ(s.error().code, ErrorCode::Io);
    EXPECT_NE(s.error().message().find("/nonexistent/x.headroom.json"), std::string::npos);
}

// Fuzzing (issue 6): an inline GPU's id, sources and unverified list were
// dropped on save, so a saved scenario read back as another one (id "custom").
TEST(Scenario, InlineGpuRoundTripsWithItsId)
{
    const char* text = R"({"hardware": {"gpu": {"id": "my-gpu", "name": "My GPU", "memory_bytes": 8e9,
        "bandwidth_bytes_per_s": 4e11, "tdp_watts": 0, "peak_flops": {"bf16": 1e14},
        "sources": ["datasheet"], "unverified": ["price_usd"]}}})";
    auto s = parseScenario(text);
    ASSERT_TRUE(s.ok()) << s.error().message();
    EXPECT_EQ(s->hardware.gpu, "my-gpu");
    auto back = parseScenario(scenarioToJson(*s));
    ASSERT_TRUE(back.ok()) << back.error().message();
    EXPECT_EQ(*back, *s);
    EXPECT_EQ(back->hardware.inlineGpu->id, "my-gpu");
    EXPECT_EQ(back->hardware.inlineGpu->sources, std::vector<std::string>{"datasheet"});
}

// Fuzzing (issue 6): a denormal peak (1e-310 FLOP/s) was accepted and the
// training time came out +inf. Rates and fractions the engine divides by now
// have a floor; below it the reader names the field instead of computing inf.
TEST(Scenario, NearZeroRatesAreRejectedNotComputedAsInfinity)
{
    struct Case {
        const char* json;
        const char* path;
    };
    const Case cases[] = {
        {R"({"hardware": {"gpu": {"name": "x", "memory_bytes": 8e9, "bandwidth_bytes_per_s": 4e11, "tdp_watts": 0,
             "peak_flops": {"fp32": 1e13, "bf16": 100000000000000.05e-324}}}})",
         "hardware.gpu.peak_flops.bf16"},
        {R"({"hardware": {"gpu": {"name": "x", "memory_bytes": 8e9, "bandwidth_bytes_per_s": 1e-300, "tdp_watts": 0,
             "peak_flops": {"bf16": 1e14}}}})",
         "hardware.gpu.bandwidth_bytes_per_s"},
        {R"({"hardware": {"mfu": 1e-300}})", "hardware.mfu"},
        {R"({"hardware": {"hfu": 5e-324}})", "hardware.hfu"},
        {R"({"hardware": {"bandwidth_efficiency": 1e-300}})", "hardware.bandwidth_efficiency"},
        {R"({"cost": {"utilization": 1e-300}})", "cost.utilization"},
        {R"({"cost": {"depreciation_years": 1e-300}})", "cost.depreciation_years"},
        {R"({"model": {"parameters": 1e-300}})", "model.parameters"},
    };
    for (const Case& c : cases) {
        const Error e = parseError(c.json);
        EXPECT_EQ(e.code, ErrorCode::OutOfRange) << c.json << " → " << e.message();
        EXPECT_EQ(e.path, c.path) << c.json;
    }
    // The floors themselves are accepted.
    auto s = parseScenario(R"({"hardware": {"mfu": 1e-4, "hfu": 1e-4, "bandwidth_efficiency": 1e-4},
        "cost": {"utilization": 1e-4, "depreciation_years": 0.01}, "model": {"parameters": 1}})");
    ASSERT_TRUE(s.ok()) << s.error().message();
}

// Every memory figure and time of an accepted scenario is finite and
// non-negative, at the edges of what the reader accepts too (issue 6).
void expectSane(const Estimate& e, const std::string& what)
{
    for (std::size_t i = 0; i < kMemoryComponentCount; ++i) {
        EXPECT_TRUE(std::isfinite(e.perGpu.bytes[i])) << what << ": " << toString(MemoryComponent(i));
        EXPECT_GE(e.perGpu.bytes[i], 0) << what << ": " << toString(MemoryComponent(i));
    }
    for (double v : {e.perGpu.total(), e.activationBytesPerLayer, e.seconds, e.gpuHours, e.timeToFirstToken,
                     e.timePerOutputToken, e.decodeMemorySeconds, e.decodeComputeSeconds, e.totalFlops, e.flopsPerToken,
                     e.tokensPerSecond, e.inferenceTokensPerSecond, e.energyKwh, e.cloudUsd, e.onpremUsd,
                     e.onpremUsdPerGpuHour, e.usdPerMillionTokensCloud}) {
        EXPECT_TRUE(std::isfinite(v)) << what << ": " << v;
        EXPECT_GE(v, 0) << what;
    }
    EXPECT_TRUE(std::isfinite(e.headroom)) << what;
    for (const Figure& f : e.figures)
        EXPECT_FALSE(std::isnan(f.value)) << what << ": " << (f.formula ? f.formula : "");
}

TEST(Scenario, ExtremeAcceptedValuesGiveFiniteEstimates)
{
    const char* slowGpu = R"("gpu": {"name": "slow", "memory_bytes": 1, "bandwidth_bytes_per_s": 1e6,
        "tdp_watts": 100000, "peak_flops": {"int4": 1e6}}, "mfu": 1e-4, "bandwidth_efficiency": 1e-4)";
    const std::string cases[] = {
        // A million sequences per micro-batch on one GPU.
        R"({"model": {"preset": "gpt2"}, "workload": {"micro_batch_size": 1000000, "global_batch_size": 1000000000,
            "sequence_length": 134217728}, "activations": {"flash_attention": false}, "parallelism": {"gpus": 1}})",
        // 1e16 parameters, 2^27 tokens per sequence, 2^20 GPUs, the largest budgets.
        R"({"model": {"parameters": 1e16, "activation_bytes_per_sample": 1e15},
            "workload": {"micro_batch_size": 953, "global_batch_size": 1000000000,
                         "sequence_length": 134217728, "training_tokens": 1e18},
            "parallelism": {"gpus": 1048576, "zero": 3}, "overhead": {"fixed_bytes": 1e15, "fraction": 0.99}})",
        // The largest dense architecture, no FlashAttention, 2^27 tokens, on the slowest accepted GPU.
        std::string(R"({"model": {"architecture": {"layers": 100, "hidden": 100000, "heads": 1000, "ffn": 400000,
            "vocab": 100000000}}, "workload": {"sequence_length": 134217728, "training_tokens": 1e18,
            "micro_batch_size": 953, "global_batch_size": 1000000000},
            "activations": {"flash_attention": false, "recompute": "full"}, "hardware": {)") +
            slowGpu +
            R"(}, "parallelism": {"gpus": 1048576}, "cost": {"utilization": 1e-4, "depreciation_years": 0.01,
            "purchase_usd_per_gpu": 1e7, "hosting_usd_per_kw_month": 1e5, "electricity_usd_per_kwh": 100,
            "pue": 5}, "optimizer": "adafactor"})",
        // Inference at 2^27 + 2^27 tokens of context, a million sequences, on the slowest accepted GPU.
        std::string(R"({"model": {"preset": "llama-3.1-405b"}, "workload": {"mode": "inference",
            "micro_batch_size": 1000000, "prompt_tokens": 134217728, "output_tokens": 134217728},
            "activations": {"flash_attention": false}, "precision": {"weights": "int4", "kv_cache": "fp32"},
            "parallelism": {"gpus": 1048576}, "hardware": {)") +
            slowGpu + "}}",
        // The smallest accepted model, inference on the fastest accepted GPU.
        R"({"model": {"parameters": 1}, "workload": {"mode": "inference", "output_tokens": 0},
            "hardware": {"gpu": {"name": "fast", "memory_bytes": 1e15, "bandwidth_bytes_per_s": 1e15,
            "tdp_watts": 0, "peak_flops": {"bf16": 1e18}}, "mfu": 1}, "parallelism": {"gpus": 1}})",
    };
    for (const std::string& text : cases) {
        auto s = parseScenario(text);
        ASSERT_TRUE(s.ok()) << s.error().message() << "\n" << text;
        auto e = estimate(*s, builtinCatalog());
        ASSERT_TRUE(e.ok()) << e.error().message() << "\n" << text;
        expectSane(*e, text);
    }
}

// Issue 6: a deeply nested value made describe() (the "got ..." of an error)
// and applyOverride's dump() recurse once per level: a scenario of brackets
// overflowed the stack. Deep nesting is now a Parse error up front.
TEST(Scenario, DeeplyNestedJsonIsAnErrorNotACrash)
{
    const std::size_t depth = 200000; // far beyond what a recursive dump() survives
    const std::string deep = std::string(depth, '[') + std::string(depth, ']');
    const Error e = parseError(R"({"parallelism": )" + deep + "}");
    EXPECT_EQ(e.code, ErrorCode::Parse);
    EXPECT_EQ(e.expect, Expect::JsonDepth) << e.message();
    ASSERT_EQ(e.args.size(), 1u);
    EXPECT_EQ(e.args[0], "64");
    EXPECT_NE(e.message().find("nested at most 64 levels"), std::string::npos) << e.message();
    auto over = applyOverride(R"({"x": )" + deep + "}", "parallelism.gpus=8");
    ASSERT_FALSE(over.ok());
    EXPECT_EQ(over.error().code, ErrorCode::Parse);
    // A deep --set value is taken as a string, like any text that is not JSON.
    auto value = applyOverride("{}", "name=" + deep);
    ASSERT_TRUE(value.ok());
    // Nesting our formats use still reads.
    EXPECT_TRUE(parseScenario(R"({"model": {"architecture": {"layers": 2, "hidden": 64, "heads": 4}}})").ok());
    // Shallow but wrong values are still shown in the error, as JSON.
    EXPECT_EQ(parseError(R"({"parallelism": [1, [2, {"a": 3}]]})").value, R"([1,[2,{"a":3}]])");
    EXPECT_EQ(parseError(R"({"parallelism": [[[[[[1]]]]]]})").value, "[[[[[...]]]]]");
}

// Issue 6: the error's "got ..." text was cut at a fixed byte, which could
// split a UTF-8 sequence and leave invalid text in the message.
TEST(Scenario, ErrorTextStaysValidUtf8)
{
    std::string longValue;
    for (int i = 0; i < 40; ++i)
        longValue += "\xC3\xA9"; // é
    for (const std::string& prefix : {std::string(), std::string("x"), std::string("xy")}) {
        const Error e = parseError(R"({"optimizer": ")" + prefix + longValue + R"("})");
        EXPECT_EQ(e.code, ErrorCode::UnknownValue);
        EXPECT_LE(e.value.size(), 60u);
        EXPECT_NO_THROW((void)nlohmann::json(e.message()).dump()) << prefix.size();
    }
}

} // namespace

namespace {

// Issue 17 item 7: QLoRA of a 70B model read "49.4 years" because fine-tuning
// kept pre-training's 2 T tokens. Each mode has its own documented default.
TEST(Scenario, FineTuningHasItsOwnTokenDefault)
{
    auto lora = parseScenario(R"({"workload": {"mode": "qlora"}})");
    ASSERT_TRUE(lora.ok());
    EXPECT_DOUBLE_EQ(lora->workload.trainingTokens, 1e8);
    auto given = parseScenario(R"({"workload": {"mode": "lora", "training_tokens": 5e9}})");
    ASSERT_TRUE(given.ok());
    EXPECT_DOUBLE_EQ(given->workload.trainingTokens, 5e9);
    auto train = parseScenario(R"({"workload": {"mode": "train"}})");
    ASSERT_TRUE(train.ok());
    EXPECT_DOUBLE_EQ(train->workload.trainingTokens, 2e12);
    // QLoRA of Llama 2 70B on 8 H100s: hours, not years, and slower than
    // LoRA by the NF4 dequantization it does before every GEMM.
    Scenario q = *lora;
    q.model.preset = "llama-2-70b";
    q.activations.recompute = Recompute::Full;
    const Estimate eq = estimated(q);
    EXPECT_LT(eq.seconds, 86400.0);
    Scenario l = q;
    l.workload.mode = Mode::Lora;
    EXPECT_GT(eq.seconds, estimated(l).seconds);
}

} // namespace

namespace {

// Issue 16 item 3: the input pipeline and checkpoint fields round-trip, and
// bad values name their JSON path like every other field.
TEST(Scenario, DataAndCheckpointFieldsRoundTrip)
{
    Scenario s;
    s.data.kind = DataKind::Images;
    s.data.bytesPerToken = 4;
    s.data.bytesPerSample = 110e3;
    s.data.decodedBytesPerSample = 602112;
    s.data.storageReadBytesPerS = 500e6;
    s.data.pcieBytesPerS = 25e9;
    s.data.cpuCoresPerNode = 48;
    s.data.decodeSamplesPerSPerCore = 120.5;
    s.data.overlap = false;
    s.checkpoint.intervalSteps = 250;
    s.checkpoint.storageWriteBytesPerS = 5e9;
    const std::string text = scenarioToJson(s);
    auto back = parseScenario(text);
    ASSERT_TRUE(back.ok()) << back.error().message();
    EXPECT_EQ(*back, s);
    EXPECT_EQ(back->data, s.data);
    EXPECT_EQ(back->checkpoint, s.checkpoint);
    // Absent fields take their defaults, and optional ones stay absent.
    auto defaults = parseScenario(R"({"data": {}, "checkpoint": {}})");
    ASSERT_TRUE(defaults.ok());
    EXPECT_EQ(defaults->data, DataConfig{});
    EXPECT_EQ(defaults->checkpoint, CheckpointConfig{});
    EXPECT_FALSE(defaults->data.bytesPerSample.has_value());
    EXPECT_FALSE(nlohmann::json::parse(scenarioToJson(Scenario{}))["data"].contains("bytes_per_sample"));
}

TEST(Scenario, BadDataAndCheckpointValuesNameThePath)
{
    struct Case {
        const char* json;
        ErrorCode code;
        const char* path;
    };
    const Case cases[] = {
        {R"({"data": {"kind": "audio"}})", ErrorCode::UnknownValue, "data.kind"},
        {R"({"data": {"storage_read_bytes_per_s": 0}})", ErrorCode::OutOfRange, "data.storage_read_bytes_per_s"},
        {R"({"data": {"pcie_bytes_per_s": -1}})", ErrorCode::OutOfRange, "data.pcie_bytes_per_s"},
        {R"({"data": {"bytes_per_sample": 0}})", ErrorCode::OutOfRange, "data.bytes_per_sample"},
        {R"({"data": {"bytes_per_token": 100}})", ErrorCode::OutOfRange, "data.bytes_per_token"},
        {R"({"data": {"cpu_cores_per_node": 0}})", ErrorCode::OutOfRange, "data.cpu_cores_per_node"},
        {R"({"data": {"cpu_cores_per_node": 2.5}})", ErrorCode::WrongType, "data.cpu_cores_per_node"},
        {R"({"data": {"decode_samples_per_s_per_core": 0}})", ErrorCode::OutOfRange,
         "data.decode_samples_per_s_per_core"},
        {R"({"data": {"overlap": "yes"}})", ErrorCode::WrongType, "data.overlap"},
        {R"({"data": {"speed": 1}})", ErrorCode::UnknownField, "data.speed"},
        {R"({"data": 5})", ErrorCode::WrongType, "data"},
        {R"({"checkpoint": {"interval_steps": -1}})", ErrorCode::OutOfRange, "checkpoint.interval_steps"},
        {R"({"checkpoint": {"storage_write_bytes_per_s": 0}})", ErrorCode::OutOfRange,
         "checkpoint.storage_write_bytes_per_s"},
        {R"({"checkpoint": {"every": 10}})", ErrorCode::UnknownField, "checkpoint.every"},
    };
    for (const Case& c : cases) {
        const Error e = parseError(c.json);
        EXPECT_EQ(e.code, c.code) << c.json << " → " << e.message();
        EXPECT_EQ(e.path, c.path) << c.json;
    }
    // The window's check applies the same rules to a scenario built in code.
    Scenario s;
    s.data.storageReadBytesPerS = 0;
    ASSERT_TRUE(checkScenario(s).has_value());
    EXPECT_EQ(checkScenario(s)->path, "data.storage_read_bytes_per_s");
}

} // namespace
