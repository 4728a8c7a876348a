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
