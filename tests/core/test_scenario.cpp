#include "testutil.h"

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
    // The scenario of SPEC.md "Scenario file (format 1)".
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
        {R"({"version": 2})", ErrorCode::Unsupported, "version"},
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
        std::ofstream(dir / "s.headroom.json") << R"({"model": {"hf_config": "config.json"}, "parallelism": {"gpus": 1}})";
    }
    auto s = loadScenarioFile((dir / "s.headroom.json").string());
    ASSERT_TRUE(s.ok()) << s.error().message();
    auto e = estimate(*s, builtinCatalog());
    ASSERT_TRUE(e.ok()) << e.error().message();
    EXPECT_EQ(e->params.total, 124439808);
    std::filesystem::remove_all(dir);
}

TEST(Scenario, MissingFileIsAnIoError)
{
    auto s = loadScenarioFile("/nonexistent/x.headroom.json");
    ASSERT_FALSE(s.ok());
    EXPECT_EQ(s.error().code, ErrorCode::Io);
    EXPECT_NE(s.error().message().find("/nonexistent/x.headroom.json"), std::string::npos);
}

} // namespace
