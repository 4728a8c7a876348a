#include "headroom/catalog.h"
#include "headroom/estimate.h"
#include "headroom/gguf.h"
#include "headroom/hfimport.h"
#include "headroom/inputs.h"
#include "headroom/model/serving.h"
#include "headroom/scenario.h"

#include <benchmark/benchmark.h>

#include <fstream>
#include <iterator>
#include <string>

namespace {

const headroom::Catalog& catalog()
{
    static const headroom::Catalog c = [] {
        const std::string dir = HEADROOM_RESOURCES_DIR "/catalog/";
        auto loaded = headroom::loadCatalogFiles({dir + "gpus.json", dir + "models.json", dir + "clouds.json"});
        return loaded ? *loaded : headroom::Catalog{};
    }();
    return c;
}

headroom::ResolvedScenario resolved(headroom::Mode mode)
{
    headroom::Scenario s;
    s.workload.mode = mode;
    auto r = headroom::resolve(s, catalog());
    return r ? *r : headroom::ResolvedScenario{};
}

void BM_EstimateTrain(benchmark::State& state)
{
    const auto rs = resolved(headroom::Mode::Train);
    for (auto _ : state) {
        auto e = headroom::estimate(rs);
        benchmark::DoNotOptimize(e);
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_EstimateTrain);

// The same without worked figures, as the solvers, sweeps and chart points
// estimate (EstimateOptions::explain = false).
void BM_EstimateTrainNoExplain(benchmark::State& state)
{
    const auto rs = resolved(headroom::Mode::Train);
    for (auto _ : state) {
        auto e = headroom::estimate(rs, headroom::EstimateOptions{.explain = false});
        benchmark::DoNotOptimize(e);
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_EstimateTrainNoExplain);

// The same scenario with format 1's fixed MFU: what the predicted step costs.
void BM_EstimateTrainFixedMfu(benchmark::State& state)
{
    auto rs = resolved(headroom::Mode::Train);
    rs.scenario.hardware.mfu = 0.4;
    for (auto _ : state) {
        auto e = headroom::estimate(rs);
        benchmark::DoNotOptimize(e);
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_EstimateTrainFixedMfu);

// A pipelined, tensor- and data-parallel layout: every part of the step.
void BM_EstimateTrainEveryPart(benchmark::State& state)
{
    auto rs = resolved(headroom::Mode::Train);
    rs.scenario.parallelism.gpus = 256;
    rs.scenario.parallelism.tensor = 4;
    rs.scenario.parallelism.pipeline = 4;
    rs.scenario.parallelism.virtualStages = 2;
    rs.scenario.parallelism.zero = 1;
    rs.scenario.parallelism.sequenceParallel = true;
    for (auto _ : state) {
        auto e = headroom::estimate(rs);
        benchmark::DoNotOptimize(e);
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_EstimateTrainEveryPart);

void BM_EstimateInference(benchmark::State& state)
{
    const auto rs = resolved(headroom::Mode::Inference);
    for (auto _ : state) {
        auto e = headroom::estimate(rs);
        benchmark::DoNotOptimize(e);
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_EstimateInference);

// The serving model: the whole curve over concurrency (issue 15: at most
// 200 µs for 64 points; Llama 3 8B on an H100 holds ~ 230 sequences, so the
// curve has 9 points and the SLO bisection ~ 8 more).
void BM_ServingCurve(benchmark::State& state)
{
    headroom::Scenario s;
    s.model.preset = "llama-3-8b";
    s.workload.mode = headroom::Mode::Inference;
    s.parallelism.gpus = 1;
    s.serving.tpotSloSeconds = 0.03;
    auto rs = headroom::resolve(s, catalog());
    for (auto _ : state) {
        auto r = headroom::evaluateServing(*rs, catalog());
        benchmark::DoNotOptimize(r);
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ServingCurve);

// The window checks every edit against the file reader's rules before it
// estimates (checkScenario: the table of headroom/scenariofields.h walked over
// the values; an inline architecture is still read back from its JSON).
void BM_CheckScenario(benchmark::State& state)
{
    headroom::Scenario s;
    s.model.kind = headroom::ModelSource::Kind::Architecture;
    s.model.architecture = resolved(headroom::Mode::Train).model.arch;
    for (auto _ : state) {
        auto e = headroom::checkScenario(s);
        benchmark::DoNotOptimize(e);
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_CheckScenario);

// The same for a catalog model: the scenario's own fields only.
void BM_CheckScenarioPreset(benchmark::State& state)
{
    const headroom::Scenario s;
    for (auto _ : state) {
        auto e = headroom::checkScenario(s);
        benchmark::DoNotOptimize(e);
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_CheckScenarioPreset);

void BM_CatalogLoad(benchmark::State& state)
{
    const std::string dir = HEADROOM_RESOURCES_DIR "/catalog/";
    for (auto _ : state) {
        auto c = headroom::loadCatalogFiles({dir + "gpus.json", dir + "models.json", dir + "clouds.json"});
        benchmark::DoNotOptimize(c);
    }
}
BENCHMARK(BM_CatalogLoad);

// A 10,000-point sweep: micro-batch x sequence length x GPU count, each a
// full estimate (what `headroom-cli sweep` and a dragged slider do).
void BM_Sweep10k(benchmark::State& state)
{
    auto rs = resolved(headroom::Mode::Train);
    for (auto _ : state) {
        double sum = 0;
        for (int i = 0; i < 10000; ++i) {
            rs.scenario.parallelism.gpus = 8 << (i % 8);
            rs.scenario.workload.globalBatchSize = 8192;
            rs.scenario.workload.microBatchSize = 1 + i % 4;
            rs.scenario.workload.sequenceLength = 512 << (i % 6);
            auto e = headroom::estimate(rs);
            sum += e ? e->perGpu.total() : 0;
        }
        benchmark::DoNotOptimize(sum);
    }
    state.SetItemsProcessed(state.iterations() * 10000);
}
BENCHMARK(BM_Sweep10k)->Unit(benchmark::kMillisecond);

std::string readText(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

void BM_HfConfigImport(benchmark::State& state)
{
    const std::string text = readText(HEADROOM_TESTDATA_DIR "/hf/Mixtral-8x7B-v0.1/config.json");
    for (auto _ : state) {
        auto m = headroom::parseHfConfig(text);
        benchmark::DoNotOptimize(m);
    }
    state.SetBytesProcessed(state.iterations() * std::int64_t(text.size()));
}
BENCHMARK(BM_HfConfigImport);

// A header shaped like a 7B checkpoint shard: ~300 tensors.
void BM_SafetensorsHeader(benchmark::State& state)
{
    std::string header = "{\"__metadata__\":{\"format\":\"pt\"}";
    std::uint64_t offset = 0;
    for (int layer = 0; layer < 32; ++layer) {
        for (const char* name : {"q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj",
                                 "input_layernorm", "post_attention_layernorm"}) {
            const bool norm = std::string(name).find("norm") != std::string::npos;
            const std::uint64_t elements = norm ? 4096 : 4096ull * 4096;
            header += ",\"model.layers." + std::to_string(layer) + "." + name + ".weight\":{\"dtype\":\"BF16\",";
            header += norm ? "\"shape\":[4096]" : "\"shape\":[4096,4096]";
            header +=
                ",\"data_offsets\":[" + std::to_string(offset) + "," + std::to_string(offset + 2 * elements) + "]}";
            offset += 2 * elements;
        }
    }
    header += "}";
    for (auto _ : state) {
        auto s = headroom::parseSafetensorsHeader(header);
        benchmark::DoNotOptimize(s);
    }
    state.SetBytesProcessed(state.iterations() * std::int64_t(header.size()));
}
BENCHMARK(BM_SafetensorsHeader);

// A GGUF header shaped like Llama 3.1 70B at Q4_K_M: 128,256 vocabulary
// strings (and as many scores and types), 280,147 merges, 724 tensors.
std::string llama70bGgufHeader()
{
    std::string h = "GGUF";
    auto u32 = [&](std::uint32_t v) { h.append(reinterpret_cast<const char*>(&v), 4); };
    auto u64 = [&](std::uint64_t v) { h.append(reinterpret_cast<const char*>(&v), 8); };
    auto str = [&](const std::string& v) {
        u64(v.size());
        h += v;
    };
    u32(3);
    u64(80 * 9 + 4);
    u64(6);
    str("general.architecture");
    u32(8);
    str("llama");
    str("llama.block_count");
    u32(4);
    u32(80);
    str("llama.embedding_length");
    u32(4);
    u32(8192);
    str("llama.attention.head_count");
    u32(4);
    u32(64);
    str("tokenizer.ggml.tokens");
    u32(9);
    u32(8);
    u64(128256);
    for (int i = 0; i < 128256; ++i)
        str("token" + std::to_string(i));
    str("tokenizer.ggml.merges");
    u32(9);
    u32(8);
    u64(280147);
    for (int i = 0; i < 280147; ++i)
        str("m" + std::to_string(i) + " x");
    std::uint64_t offset = 0;
    auto tensor = [&](const std::string& name, std::uint64_t a, std::uint64_t b, std::uint32_t type, double bytesPer) {
        str(name);
        u32(2);
        u64(a);
        u64(b);
        u32(type);
        u64(offset);
        offset += (std::uint64_t(double(a * b) * bytesPer) + 31) / 32 * 32;
    };
    tensor("token_embd.weight", 8192, 128256, 12, 144.0 / 256);
    tensor("output.weight", 8192, 128256, 14, 210.0 / 256);
    for (int l = 0; l < 80; ++l) {
        const std::string p = "blk." + std::to_string(l) + ".";
        for (const char* n : {"attn_q", "attn_output"})
            tensor(p + n + ".weight", 8192, 8192, 12, 144.0 / 256);
        for (const char* n : {"attn_k", "attn_v"})
            tensor(p + n + ".weight", 8192, 1024, 12, 144.0 / 256);
        for (const char* n : {"ffn_gate", "ffn_up", "ffn_down"})
            tensor(p + n + ".weight", 8192, 28672, 12, 144.0 / 256);
        tensor(p + "attn_norm.weight", 8192, 1, 0, 4);
        tensor(p + "ffn_norm.weight", 8192, 1, 0, 4);
    }
    tensor("output_norm.weight", 8192, 1, 0, 4);
    tensor("rope_freqs.weight", 64, 1, 0, 4);
    return h;
}

void BM_GgufHeader70B(benchmark::State& state)
{
    const std::string header = llama70bGgufHeader();
    for (auto _ : state) {
        auto s = headroom::parseGgufHeader(header);
        if (!s)
            state.SkipWithError(s.error().message().c_str());
        benchmark::DoNotOptimize(s);
    }
    state.SetBytesProcessed(state.iterations() * std::int64_t(header.size()));
}
BENCHMARK(BM_GgufHeader70B)->Unit(benchmark::kMillisecond);

void BM_HfConfigImportDeepseekV3(benchmark::State& state)
{
    const std::string text = readText(HEADROOM_TESTDATA_DIR "/hf/DeepSeek-V3/config.json");
    for (auto _ : state) {
        auto m = headroom::parseHfConfig(text);
        benchmark::DoNotOptimize(m);
    }
}
BENCHMARK(BM_HfConfigImportDeepseekV3);

} // namespace

BENCHMARK_MAIN();
