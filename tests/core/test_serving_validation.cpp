// The serving model against published measured maximum throughput:
// TensorRT-LLM's performance overview (tests/data/throughput/
// serving-throughput.json names the table, its commit and every assumption).
// Nothing is fitted on these rows; what they reach is held here, so it cannot
// regress silently. docs/validation.md, "Serving", has the table.

#include "testutil.h"

#include "headroom/serving.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <vector>

namespace headroom {
namespace {

double predictedOutputTokensPerSecond(const nlohmann::json& row, std::int64_t* concurrency = nullptr)
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
    auto r = evaluateServing(test::resolved(s), test::builtinCatalog());
    EXPECT_TRUE(r.ok()) << row.at("id");
    // No SLO: the concurrency the KV memory allows, as an offline benchmark runs.
    EXPECT_EQ(r->limit, ServingLimit::KvMemory) << row.at("id");
    if (concurrency)
        *concurrency = r->chosen.concurrency;
    return r->chosen.tokensPerSecondPerGpu * double(r->gpusPerReplica) * double(r->replicas);
}

TEST(ServingValidation, TensorRtLlmMaximumThroughput)
{
    std::ifstream in(HEADROOM_TESTDATA_DIR "/throughput/serving-throughput.json");
    ASSERT_TRUE(in);
    const auto doc = nlohmann::json::parse(in);
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
        // What the model reaches today: no row off by more than 45 %.
        EXPECT_LT(std::fabs(error), 0.45) << row.at("id") << ": " << error * 100 << " %";
    }
    ASSERT_EQ(errors.size(), 60u);
    std::sort(errors.begin(), errors.end());
    const double median = 0.5 * (errors[29] + errors[30]);
    EXPECT_LE(median, 0.15) << "issue 15: decode throughput within 15 % median";
    // Per kernel roofline and prompts batched into decode steps: 6.1 % today.
    EXPECT_LE(median, 0.08);
    // issue 15 asks for none worse than 35 %: one row (Llama 3.1 405B, H100
    // TP 8, 128/4096, +44 %) is not there yet (docs/validation.md).
    EXPECT_LE(std::count_if(errors.begin(), errors.end(), [](double e) { return e > 0.35; }), 1);
}

} // namespace
} // namespace headroom

namespace headroom {
namespace {

// TTFT and inter-token latency at a fixed number of users: NVIDIA NIM 1.8.0's
// published table for Llama 3.3 70B on 2 × H100, FP8, TP 2, 5,000 input and
// 500 output tokens (tests/data/throughput/serving-latency.json names it and
// every assumption). Throughput as the benchmark counts it, per user
// O / (TTFT + (O − 1)·ITL). Nothing is fitted on these rows.
TEST(ServingValidation, NimLatencyAtFixedConcurrency)
{
    std::ifstream in(HEADROOM_TESTDATA_DIR "/throughput/serving-latency.json");
    ASSERT_TRUE(in);
    const auto doc = nlohmann::json::parse(in);
    std::vector<double> ttftErrors, itlErrors;
    for (const auto& row : doc.at("rows")) {
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
        s.serving.concurrency = row.at("concurrency").get<std::int64_t>();
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
        // What the model reaches today: every row within 15 % on both.
        EXPECT_LT(std::fabs(ttftError), 0.15) << row.at("id");
        EXPECT_LT(std::fabs(itlError), 0.15) << row.at("id");
    }
    ASSERT_EQ(ttftErrors.size(), 4u);
    std::sort(ttftErrors.begin(), ttftErrors.end());
    std::sort(itlErrors.begin(), itlErrors.end());
    EXPECT_LE(0.5 * (ttftErrors[1] + ttftErrors[2]), 0.15) << "issue 15: TTFT within 15 % median";
    EXPECT_LE(0.5 * (itlErrors[1] + itlErrors[2]), 0.15);
}

} // namespace
} // namespace headroom
