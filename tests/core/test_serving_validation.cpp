// The serving model against published measured serving runs and measured
// decode kernels: TensorRT-LLM's maximum throughput, NIM's latency at a fixed
// number of users, and decode-sized GEMMs timed on an H100 and an H200. Each
// data file names its source and every assumption. Nothing is fitted on these
// rows; what they reach is held here, so it cannot regress silently.
// docs/validation.md, "Serving", has the tables (HEADROOM_PRINT_ROWS=1 prints
// them).

#include "testutil.h"

#include "headroom/model/serving.h"
#include "model/stepmodel.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <tuple>
#include <vector>

namespace headroom {
namespace {

nlohmann::json testData(const std::string& path)
{
    std::ifstream in(std::string(HEADROOM_TESTDATA_DIR "/") + path);
    EXPECT_TRUE(in) << path;
    return in ? nlohmann::json::parse(in) : nlohmann::json::object();
}

// A serving row's scenario: FP8 weights and KV cache (the files say why), one
// tensor-parallel group of the row's GPUs.
Scenario rowScenario(const nlohmann::json& row)
{
    Scenario s;
    s.model.preset = row.at("preset").get<std::string>();
    s.workload.mode = Mode::Inference;
    s.workload.microBatchSize = 1;
    s.workload.promptTokens = row.at("input_tokens").get<std::int64_t>();
    s.workload.outputTokens = row.at("output_tokens").get<std::int64_t>();
    s.precision.weights = DType::Fp8;
    s.precision.kvCache = DType::Fp8;
    s.parallelism = Parallelism{};
    s.parallelism.gpus = row.at("tensor").get<std::int64_t>();
    s.parallelism.tensor = s.parallelism.gpus;
    s.hardware.gpu = row.at("gpu").get<std::string>();
    if (row.contains("concurrency"))
        s.serving.concurrency = row.at("concurrency").get<std::int64_t>();
    return s;
}

double predictedOutputTokensPerSecond(const nlohmann::json& row, std::int64_t* concurrency = nullptr)
{
    const Scenario s = rowScenario(row);
    auto r = evaluateServing(test::resolved(s), test::builtinCatalog());
    EXPECT_TRUE(r.ok()) << row.at("id");
    // No SLO: the concurrency the KV memory allows, as an offline benchmark runs.
    EXPECT_EQ(r->limit, ServingLimit::KvMemory) << row.at("id");
    if (concurrency)
        *concurrency = r->chosen.concurrency;
    return r->chosen.tokensPerSecondPerGpu * double(r->gpusPerReplica) * double(r->replicas);
}

// TensorRT-LLM's performance overview: maximum throughput, offline.
TEST(ServingValidation, TensorRtLlmMaximumThroughput)
{
    const auto doc = testData("throughput/serving-throughput.json");
    std::vector<double> errors;
    for (const auto& row : doc.at("rows")) {
        const double measured = row.at("measured_output_tokens_per_second").get<double>();
        std::int64_t concurrency = 0;
        const double predicted = predictedOutputTokensPerSecond(row, &concurrency);
        const double error = predicted / measured - 1.0;
        // HEADROOM_PRINT_ROWS=1 prints docs/validation.md's table.
        if (std::getenv("HEADROOM_PRINT_ROWS"))
            std::printf("| %s | %lld/%lld | %.0f | %.0f | %+.1f %% | %lld |\n", row.at("id").get<std::string>().c_str(),
                        (long long)row.at("input_tokens").get<std::int64_t>(),
                        (long long)row.at("output_tokens").get<std::int64_t>(), measured, predicted, error * 100.0,
                        (long long)concurrency);
        errors.push_back(std::fabs(error));
        // What the model reaches today: no row off by more than 30 %.
        EXPECT_LT(std::fabs(error), 0.30) << row.at("id") << ": " << error * 100 << " %";
    }
    ASSERT_EQ(errors.size(), 60u);
    std::sort(errors.begin(), errors.end());
    const double median = 0.5 * (errors[29] + errors[30]);
    EXPECT_LE(median, 0.15) << "issue 15: decode throughput within 15 % median";
    // Per kernel roofline, prompts batched into decode steps, the runtime's
    // KV fraction, the memory-bound elementwise work: 7.0 % today.
    EXPECT_LE(median, 0.08);
    EXPECT_EQ(std::count_if(errors.begin(), errors.end(), [](double e) { return e > 0.35; }), 0)
        << "issue 15: none worse than 35 %";
}

// TTFT and inter-token latency at a fixed number of users: NVIDIA NIM 1.8.0's
// published table for Llama 3.3 70B on 2 × H100, FP8, TP 2, 5,000 input and
// 500 output tokens (tests/data/throughput/serving-latency.json names it and
// every assumption). Throughput as the benchmark counts it, per user
// O / (TTFT + (O − 1)·ITL). Nothing is fitted on these rows.
TEST(ServingValidation, NimLatencyAtFixedConcurrency)
{
    const auto doc = testData("throughput/serving-latency.json");
    std::vector<double> ttftErrors, itlErrors;
    for (const auto& row : doc.at("rows")) {
        const Scenario s = rowScenario(row);
        const auto r = evaluateServing(test::resolved(s), test::builtinCatalog());
        ASSERT_TRUE(r.ok()) << row.at("id") << ": " << r.error().message();
        const auto& m = row.at("measured");
        const double ttft = r->chosen.ttftSeconds * 1e3, itl = r->chosen.tpotSeconds * 1e3;
        const double O = double(s.workload.outputTokens), c = double(*s.serving.concurrency);
        const double throughput = c * O / (r->chosen.ttftSeconds + (O - 1) * r->chosen.tpotSeconds);
        const double ttftError = ttft / m.at("ttft_ms").get<double>() - 1.0;
        const double itlError = itl / m.at("itl_ms").get<double>() - 1.0;
        if (std::getenv("HEADROOM_PRINT_ROWS")) // docs/validation.md's table
            std::printf("| %lld | %.0f | %.0f (%+.1f %%) | %.2f | %.2f (%+.1f %%) | %.0f | %.0f (%+.1f %%) |\n",
                        (long long)c, m.at("ttft_ms").get<double>(), ttft, ttftError * 100,
                        m.at("itl_ms").get<double>(), itl, itlError * 100,
                        m.at("output_tokens_per_second").get<double>(), throughput,
                        (throughput / m.at("output_tokens_per_second").get<double>() - 1) * 100);
        ttftErrors.push_back(std::fabs(ttftError));
        itlErrors.push_back(std::fabs(itlError));
        // What the model reaches today: every row within 25 % on both
        // (issue 15: none worse than 35 %).
        EXPECT_LT(std::fabs(ttftError), 0.25) << row.at("id");
        EXPECT_LT(std::fabs(itlError), 0.25) << row.at("id");
    }
    ASSERT_EQ(ttftErrors.size(), 4u);
    std::sort(ttftErrors.begin(), ttftErrors.end());
    std::sort(itlErrors.begin(), itlErrors.end());
    EXPECT_LE(0.5 * (ttftErrors[1] + ttftErrors[2]), 0.15) << "issue 15: TTFT within 15 % median";
    EXPECT_LE(0.5 * (itlErrors[1] + itlErrors[2]), 0.15);
}

// The decode step's GEMM roofline against decode-sized GEMMs measured on an
// H100 and an H200 (tests/data/kernels/decode-gemm.json: FP8 through
// cuBLASLt and BF16, the projections of one Llama 3.1 layer after TP
// sharding, in CUDA graphs). Nothing is fitted on these rows. Per layer and
// token-row count M: measured Σ over the layer's four GEMMs against
// gemmRooflineSeconds for the same bytes and FLOPs, with the catalog GPU's
// peaks and the default bandwidth efficiency, as Engine::step calls it.
TEST(ServingValidation, DecodeGemmsAgainstMeasuredKernels)
{
    const auto doc = testData("kernels/decode-gemm.json");
    struct Shape {
        double hidden, ffn, tensor;
    };
    const std::map<std::string, Shape> layers = {{"8b", {4096, 14336, 1}},
                                                 {"70b", {8192, 28672, 1}},
                                                 {"70b-tp2", {8192, 28672, 2}},
                                                 {"405b-tp8", {16384, 53248, 8}}};
    const Scenario defaults;
    std::size_t compared = 0;
    std::vector<double> memoryBound;
    for (const auto& device : doc.at("devices")) {
        const Gpu* gpu = test::builtinCatalog().findGpu(device.at("gpu").get<std::string>());
        ASSERT_NE(gpu, nullptr);
        const auto& curve = detail::kernelCurve(gpu->generation);
        // (dtype, layer, M) → (measured seconds, weight elements)
        std::map<std::tuple<std::string, std::string, std::int64_t>, std::pair<double, double>> sums;
        for (const auto& row : device.at("rows")) {
            const std::string name = row.at(1).get<std::string>();
            auto& [seconds, elements] =
                sums[{row.at(0).get<std::string>(), name.substr(0, name.find('.')), row.at(4).get<std::int64_t>()}];
            seconds += row.at(5).get<double>();
            elements += row.at(2).get<double>() * row.at(3).get<double>();
        }
        for (const auto& [key, value] : sums) {
            const auto& [dtype, layer, M] = key;
            const Shape& shape = layers.at(layer);
            const bool fp8 = dtype == "fp8";
            const double bytes = value.second * (fp8 ? 1.0 : 2.0), flops = 2.0 * double(M) * value.second;
            const double model = detail::gemmRooflineSeconds(
                curve, bytes, flops, 2.0 * double(M) * shape.hidden * shape.ffn / shape.tensor,
                gpu->peak(fp8 ? Precision::Fp8 : Precision::Bf16),
                gpu->bandwidthBytesPerS * defaults.hardware.bandwidthEfficiency, 1.0);
            const double ratio = value.first / model;
            if (std::getenv("HEADROOM_PRINT_ROWS"))
                std::printf("| %s | %s | %s | %lld | %.1f | %.1f | %.2f |\n", gpu->id.c_str(), dtype.c_str(),
                            layer.c_str(), (long long)M, value.first * 1e6, model * 1e6, ratio);
            // Up to 128 rows these GEMMs are memory-bound: the roofline is
            // within 10 % low and 35 % high of the kernels (measured 0.94 to
            // 1.28). At the ridge (160-224) and beyond, η is training's fitted
            // constant and cuBLAS runs large GEMMs faster than the model
            // (measured 0.60-1.23, one cuBLAS heuristic outlier at M = 448).
            const auto where = [&] { return gpu->id + ' ' + dtype + ' ' + layer + " M=" + std::to_string(M); };
            if (M <= 128) {
                EXPECT_GT(ratio, 0.9) << where();
                EXPECT_LT(ratio, 1.35) << where();
                memoryBound.push_back(ratio);
            } else {
                EXPECT_GT(ratio, 0.55) << where();
                EXPECT_LT(ratio, 1.3) << where();
            }
            ++compared;
        }
    }
    EXPECT_EQ(compared, 2u * 2u * 4u * 19u);
    std::sort(memoryBound.begin(), memoryBound.end());
    ASSERT_FALSE(memoryBound.empty());
    const double median = memoryBound[memoryBound.size() / 2]; // measured 1.05
    EXPECT_GT(median, 0.95);
    EXPECT_LT(median, 1.15);
}

} // namespace
} // namespace headroom
