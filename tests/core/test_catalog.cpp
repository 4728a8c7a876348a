#include "testutil.h"

#include <nlohmann/json.hpp>

using namespace headroom;
using namespace headroom::test;

namespace {

TEST(Catalog, BuiltinLoadsWithSpecIds)
{
    const Catalog& c = builtinCatalog();
    for (const char* id : {"t4", "v100-32gb", "a10g", "l4", "l40s", "a100-40gb", "a100-80gb", "h100-sxm", "h100-pcie",
                           "h200", "b200", "rtx-3090", "rtx-4090", "rtx-5090", "mi300x", "mi325x", "gaudi3", "tpu-v5p"})
        EXPECT_NE(c.findGpu(id), nullptr) << id;
    EXPECT_FALSE(c.clouds.empty());
    for (const auto& offer : c.clouds)
        EXPECT_NE(c.findGpu(offer.gpu), nullptr) << offer.id << " names unknown GPU " << offer.gpu;
}

// Dense peaks (hardware.json: vendor sparse figures halved). H100 SXM:
// 989.4 TFLOP/s BF16 dense, 3.35 TB/s; A100: 312 TFLOP/s BF16, 19.5 FP32.
TEST(Catalog, DensePeaks)
{
    const Gpu* h100 = builtinCatalog().findGpu("h100-sxm");
    ASSERT_NE(h100, nullptr);
    EXPECT_NEAR(h100->peak(Precision::Bf16), 989.4e12, 1e12);
    EXPECT_NEAR(h100->bandwidthBytesPerS, 3.35e12, 1e9);
    const Gpu* a100 = builtinCatalog().findGpu("a100-80gb");
    ASSERT_NE(a100, nullptr);
    EXPECT_DOUBLE_EQ(a100->peak(Precision::Bf16), 312e12);
    EXPECT_DOUBLE_EQ(a100->peak(Precision::Fp32), 19.5e12);
    EXPECT_EQ(a100->peak(Precision::Fp8), 0);
    // docs/model.md: "H100 80GB: 81,559 MiB usable".
    EXPECT_DOUBLE_EQ(h100->memoryBytes, 81559.0 * 1048576);
}

TEST(Catalog, MissingFieldNamesEntryAndField)
{
    const char* text = R"({"format": "headroom-catalog", "version": 1, "gpus": [
        {"id": "ok", "name": "OK", "memory_bytes": 1e9, "bandwidth_bytes_per_s": 1e11, "tdp_watts": 100,
         "peak_flops": {"fp32": 1e12}},
        {"id": "broken", "name": "Broken", "bandwidth_bytes_per_s": 1e11, "tdp_watts": 100,
         "peak_flops": {"fp32": 1e12}}]})";
    auto c = parseCatalog(text, "user.json");
    ASSERT_FALSE(c.ok());
    EXPECT_EQ(c.error().code, ErrorCode::MissingField);
    EXPECT_EQ(c.error().path, "gpus[1](broken).memory_bytes");
    EXPECT_EQ(c.error().file, "user.json");
}

TEST(Catalog, RejectsBadEntries)
{
    struct Case {
        const char* text;
        const char* path;
    };
    const Case cases[] = {
        {R"({"gpus": [{"id": "x", "name": "X", "memory_bytes": -1, "bandwidth_bytes_per_s": 1e12, "tdp_watts": 1,
             "peak_flops": {"fp32": 1e12}}]})",
         "gpus[0](x).memory_bytes"},
        {R"({"gpus": [{"id": "x", "name": "X", "memory_bytes": 1, "bandwidth_bytes_per_s": 1e12, "tdp_watts": 1,
             "peak_flops": {}}]})",
         "gpus[0](x).peak_flops"},
        {R"({"gpus": [{"id": "x", "name": "X", "memory_bytes": 1, "bandwidth_bytes_per_s": 1e12, "tdp_watts": 1,
             "peak_flops": {"fp64": 1e12}}]})",
         "gpus[0](x).peak_flops.fp64"},
        {R"({"models": [{"id": "m", "name": "M"}]})", "models[0](m)"},
        {R"({"models": [{"id": "m", "name": "M", "architecture": {"layers": "many"}}]})",
         "models[0](m).architecture.layers"},
        {R"({"clouds": [{"id": "c", "gpu": "h100-sxm", "usd_per_gpu_hour": 0}]})", "clouds[0](c).usd_per_gpu_hour"},
        // Issue 6: rates the engine divides by have a floor (1e6), so that no
        // time comes out infinite; a peak is 0 (no such path) or at least 1e6.
        {R"({"gpus": [{"id": "x", "name": "X", "memory_bytes": 1, "bandwidth_bytes_per_s": 1, "tdp_watts": 1,
             "peak_flops": {"fp32": 1e12}}]})",
         "gpus[0](x).bandwidth_bytes_per_s"},
        {R"({"gpus": [{"id": "x", "name": "X", "memory_bytes": 1, "bandwidth_bytes_per_s": 1e12, "tdp_watts": 1,
             "peak_flops": {"fp32": 1e12, "bf16": 1e-310}}]})",
         "gpus[0](x).peak_flops.bf16"},
        {R"({"gpus": [{"id": "x", "name": "X", "memory_bytes": 1, "bandwidth_bytes_per_s": 1e12, "tdp_watts": 1,
             "peak_flops": {"fp32": 999999}}]})",
         "gpus[0](x).peak_flops.fp32"},
        {R"({"models": [{"id": "g", "name": "G", "parameters": 1e-300}]})", "models[0](g).parameters"},
        {R"({"gpus": "none"})", "gpus"},
        {R"({"version": 9})", "version"},
    };
    for (const Case& c : cases) {
        auto parsed = parseCatalog(c.text);
        ASSERT_FALSE(parsed.ok()) << c.text;
        EXPECT_EQ(parsed.error().path, c.path) << parsed.error().message();
    }
}

TEST(Catalog, DuplicateIdsAreRejected)
{
    auto c = parseCatalog(R"({"models": [{"id": "m", "name": "M", "parameters": 5},
                                         {"id": "m", "name": "M2", "parameters": 6}]})");
    ASSERT_FALSE(c.ok());
    EXPECT_EQ(c.error().path, "models[1](m).id");
}

TEST(Catalog, UserOverlayOverridesAndAdds)
{
    auto user = parseCatalog(R"({"gpus": [
        {"id": "h100-sxm", "name": "My H100", "memory_bytes": 8e10, "bandwidth_bytes_per_s": 3e12, "tdp_watts": 700,
         "peak_flops": {"bf16": 9e14}},
        {"id": "my-card", "name": "Mine", "memory_bytes": 2e10, "bandwidth_bytes_per_s": 1e12, "tdp_watts": 300,
         "peak_flops": {"bf16": 2e14}}]})");
    ASSERT_TRUE(user.ok()) << user.error().message();
    const Catalog merged = mergeCatalogs(builtinCatalog(), *user);
    EXPECT_EQ(merged.gpus.size(), builtinCatalog().gpus.size() + 1);
    EXPECT_EQ(merged.findGpu("h100-sxm")->name, "My H100");
    EXPECT_NE(merged.findGpu("my-card"), nullptr);
}

TEST(Catalog, JsonListingsParse)
{
    for (const std::string& text :
         {gpusToJson(builtinCatalog()), modelsToJson(builtinCatalog()), cloudsToJson(builtinCatalog())}) {
        auto j = nlohmann::json::parse(text, nullptr, false);
        ASSERT_FALSE(j.is_discarded());
        EXPECT_TRUE(j.is_array());
        EXPECT_FALSE(j.empty());
    }
}

// Issue 6: deep nesting is a Parse error, not a stack overflow in the error text.
TEST(Catalog, DeeplyNestedJsonIsAnError)
{
    const std::size_t depth = 200000; // far beyond what a recursive dump() survives
    auto c = parseCatalog(R"({"gpus": [{"id": )" + std::string(depth, '[') + std::string(depth, ']') + "}]}");
    ASSERT_FALSE(c.ok());
    EXPECT_EQ(c.error().code, ErrorCode::Parse);
}

} // namespace

namespace {

// An id that is almost a catalog's names the ones meant: another case or
// separator ("llama2-7b", "Llama 3.1 70B"), an abbreviation ("a100": every
// equally close one), a suffix too many or a typo ("h200-sxm",
// "deepseek-v4"). Nothing close, or a short id a letter away ("gpt-5"), names
// nothing.
TEST(Catalog, UnknownIdsSuggestTheCloseOnes)
{
    // Scenario choices get the same (headroom/error.h, suggestChoices).
    EXPECT_EQ(closestIds("q4km", {"q4_k_m", "q4_k_s", "q4_0"}), std::vector<std::string>{"q4_k_m"});
    EXPECT_EQ(closestIds("adam8bit", {"adamw", "adam", "adamw-8bit", "sgd"}),
              (std::vector<std::string>{"adam", "adamw-8bit"}));
    using V = std::vector<std::string>;
    const Catalog& c = builtinCatalog();
    EXPECT_EQ(c.closestGpus("h200-sxm"), (V{"h100-sxm", "h200"})); // a suffix too many, or a digit off
    EXPECT_EQ(c.closestGpus("H100_SXM"), V{"h100-sxm"});
    EXPECT_EQ(c.closestGpus("a100"), (V{"a100-40gb", "a100-80gb"}));
    EXPECT_EQ(c.closestGpus("mi300"), V{"mi300x"});
    EXPECT_EQ(c.closestGpus("rtx4090"), V{"rtx-4090"});
    EXPECT_EQ(c.closestGpus("quantum-annealer"), V{});
    EXPECT_EQ(c.closestGpus(""), V{});
    EXPECT_EQ(c.closestModels("llama2-7b"), V{"llama-2-7b"});
    EXPECT_EQ(c.closestModels("Llama 3.1 70B"), V{"llama-3.1-70b"});
    EXPECT_EQ(c.closestModels("mixtral-8x7"), V{"mixtral-8x7b"});
    EXPECT_EQ(c.closestModels("deepseek-v4"), V{"deepseek-v3"});
    EXPECT_EQ(c.closestModels("gpt-5"), V{});
}

// The scenario's error carries the suggestions, and its message says them.
TEST(Catalog, ResolveErrorsSayWhichIdWasMeant)
{
    Scenario s;
    s.hardware.gpu = "h200-sxm";
    auto r = resolve(s, builtinCatalog());
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().suggestions, (std::vector<std::string>{"h100-sxm", "h200"}));
    EXPECT_EQ(r.error().message(), "hardware.gpu: expected a GPU id from the catalog or a GPU object, got h200-sxm "
                                   "(did you mean h100-sxm or h200?)");
    s.hardware.gpu = "a100";
    r = resolve(s, builtinCatalog());
    ASSERT_FALSE(r);
    EXPECT_NE(r.error().message().find("got a100 (did you mean a100-40gb or a100-80gb?)"), std::string::npos)
        << r.error().message();
    s = Scenario{};
    s.model.preset = "llama2-7b";
    r = resolve(s, builtinCatalog());
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().suggestions, std::vector<std::string>{"llama-2-7b"});
    s.model.preset = "gpt-5";
    r = resolve(s, builtinCatalog());
    ASSERT_FALSE(r);
    EXPECT_TRUE(r.error().suggestions.empty());
    EXPECT_EQ(r.error().message().find("did you mean"), std::string::npos);
}

} // namespace
