#include "testutil.h"

#include "headroom/model/inventory.h"

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

// A model past 1e16 parameters is refused where its architecture is read
// (the model's check, handed to the reader): at the entry's architecture,
// before the entry's other keys and the entries after it.
TEST(Catalog, ModelOverTheParameterLimitIsRefusedAtItsArchitecture)
{
    const std::string huge = R"({"id": "huge", "name": "Huge", "extra": 1, "architecture": {"layers": 100000,
        "hidden": 100000, "heads": 1000}})";
    const std::string text = R"({"models": [{"id": "m", "name": "M", "parameters": 5}, )" + huge +
                             R"(], "clouds": [{"id": "c", "gpu": "h100-sxm", "usd_per_gpu_hour": 0}]})";
    auto c = parseCatalog(text, "user.json");
    ASSERT_FALSE(c.ok());
    EXPECT_EQ(c.error().code, ErrorCode::OutOfRange);
    EXPECT_EQ(c.error().path, "models[1](huge).architecture");
    EXPECT_EQ(c.error().file, "user.json");
    EXPECT_EQ(c.error().expect, Expect::ParameterLimit);
    EXPECT_EQ(c.error().message(),
              "user.json: models[1](huge).architecture: expected a model of at most 1e16 parameters");
    // The user file's edits read it with the same rules, and leave it alone.
    Gpu g = *builtinCatalog().findGpu("h100-sxm");
    g.id = "mine";
    auto added = upsertCatalogGpu(text, g, "user.json");
    ASSERT_FALSE(added.ok());
    EXPECT_EQ(added.error().message(), c.error().message());
    auto removed = removeCatalogGpu(text, "mine", "user.json");
    ASSERT_FALSE(removed.ok());
    EXPECT_EQ(removed.error().message(), c.error().message());
    // One below the limit reads, and its listing counts it.
    auto fits = parseCatalog(R"({"models": [{"id": "big", "name": "Big", "architecture": {"layers": 50000,
        "hidden": 100000, "heads": 1000}}]})");
    ASSERT_TRUE(fits.ok()) << fits.error().message();
    const auto listed = nlohmann::json::parse(modelsToJson(*fits));
    EXPECT_EQ(listed[0]["parameters_total"].get<double>(), countParameters(fits->models[0].spec).total);
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

namespace {

const char* kOneGpu = R"({"format": "headroom-catalog", "version": 1, "gpus": [
    {"id": "x", "name": "X", "memory_bytes": 1e10, "marketed_memory_bytes": 1.2e10, "bandwidth_bytes_per_s": 1e12,
     "tdp_watts": 100, "peak_flops": {"bf16": 1e14, "fp4": 4e14}, "sparse_peak_flops": {"bf16": 2e14},
     "peaks_printed": "sparse", "price_usd": 1000, "cloud_usd_per_gpu_hour": 2,
     "prices": {"purchase": {"date": "2026-05", "source": "quote"},
                "on_demand": {"date": "2026-11-01", "source": "list"},
                "spot": {"usd_per_gpu_hour": 0.9, "date": "2025-01", "source": "spot list"},
                "reserved_1yr": {"usd_per_gpu_hour": 1.4, "date": "2026", "source": "contract", "placeholder": true},
                "tco": {"neocloud": {"usd_per_gpu_hour": 1.1, "date": "2026-02", "source": "study"},
                        "renting": {"usd_per_gpu_hour": 1.9, "date": "2026-05", "source": "index"}}},
     "preliminary": true}]})";

// Issue 30: the second memory figure, sparse peaks and their basis, dated prices
// and the preliminary flag read, write back and check like every GPU field.
TEST(Catalog, NewGpuFieldsRoundTrip)
{
    auto c = parseCatalog(kOneGpu, "user.json");
    ASSERT_TRUE(c.ok()) << c.error().message();
    const Gpu& g = c->gpus.at(0);
    EXPECT_EQ(g.marketedMemoryBytes, 1.2e10);
    EXPECT_EQ(g.peak(Precision::Fp4), 4e14);
    EXPECT_EQ(g.sparsePeak(Precision::Bf16), 2e14);
    EXPECT_EQ(g.peaksPrinted, PeakBasis::Sparse);
    EXPECT_TRUE(g.preliminary);
    EXPECT_EQ(g.prices.spot.usdPerGpuHour, 0.9);
    EXPECT_TRUE(g.prices.reserved1yr.from.placeholder);
    EXPECT_EQ(g.prices.tco.neocloud.usdPerGpuHour, 1.1);
    EXPECT_EQ(g.prices.tco.renting.from.date, "2026-05"); // each tier its own date
    EXPECT_EQ(g.prices.tco.hyperscaler, DatedRate{});
    EXPECT_EQ(checkCatalogGpu(g), std::nullopt);
    // Written by the same table, read back equal.
    auto back = parseCatalog(R"({"gpus": )" + gpusToJson(*c, true) + "}");
    ASSERT_TRUE(back.ok()) << back.error().message();
    EXPECT_EQ(back->gpus.at(0), g);
    // A GPU without the new fields writes none of them.
    const auto plain = nlohmann::json::parse(gpusToJson(builtinCatalog()))[0];
    EXPECT_FALSE(plain.contains("sparse_peak_flops"));
    EXPECT_FALSE(plain.contains("preliminary"));
    EXPECT_FALSE(plain.contains("marketed_memory_bytes"));
}

TEST(Catalog, BadNewFieldsNameTheirPath)
{
    struct Case {
        const char* from;
        const char* to;
        const char* path;
    };
    const Case cases[] = {
        {R"("date": "2026-05")", R"("date": "May 2026")", "gpus[0](x).prices.purchase.date"},
        {R"("date": "2026-11-01")", R"("date": "2026-02-30")", "gpus[0](x).prices.on_demand.date"},
        {R"("usd_per_gpu_hour": 0.9)", R"("usd_per_gpu_hour": -1)", "gpus[0](x).prices.spot.usd_per_gpu_hour"},
        {R"("sparse_peak_flops": {"bf16": 2e14})", R"("sparse_peak_flops": {"bf16": 5})",
         "gpus[0](x).sparse_peak_flops.bf16"},
        {R"("peaks_printed": "sparse")", R"("peaks_printed": "printed")", "gpus[0](x).peaks_printed"},
        {R"("marketed_memory_bytes": 1.2e10)", R"("marketed_memory_bytes": -2)", "gpus[0](x).marketed_memory_bytes"},
        {R"("preliminary": true)", R"("preliminary": "yes")", "gpus[0](x).preliminary"},
        {R"("neocloud": {)", R"("neocloud_usd": {)", "gpus[0](x).prices.tco.neocloud_usd"},
        {R"("usd_per_gpu_hour": 1.9)", R"("usd_per_gpu_hour": -1.9)", "gpus[0](x).prices.tco.renting.usd_per_gpu_hour"},
        {R"("date": "2026-05", "source": "index")", R"("date": "March 2026", "source": "index")",
         "gpus[0](x).prices.tco.renting.date"},
    };
    for (const Case& c : cases) {
        std::string text = kOneGpu;
        const auto at = text.find(c.from);
        ASSERT_NE(at, std::string::npos) << c.from;
        text.replace(at, std::string(c.from).size(), c.to);
        auto parsed = parseCatalog(text);
        ASSERT_FALSE(parsed.ok()) << c.to;
        EXPECT_EQ(parsed.error().path, c.path) << parsed.error().message();
    }
}

// The window's form checks a GPU with the reader's verdict, before writing it.
TEST(Catalog, CheckCatalogGpuIsTheReadersVerdict)
{
    auto c = parseCatalog(kOneGpu);
    ASSERT_TRUE(c.ok());
    const Gpu good = c->gpus.at(0);
    const auto verdict = [](const Gpu& g) -> std::optional<std::string> {
        if (auto e = checkCatalogGpu(g))
            return e->path;
        return std::nullopt;
    };
    Gpu g = good;
    g.id.clear();
    EXPECT_EQ(verdict(g), "gpus[0].id");
    g = good;
    g.prices.purchase.date = "26-05";
    EXPECT_EQ(verdict(g), "gpus[0](x).prices.purchase.date");
    g = good;
    g.sparsePeakFlops[std::size_t(Precision::Fp8)] = 3;
    EXPECT_EQ(verdict(g), "gpus[0](x).sparse_peak_flops.fp8");
    g = good;
    g.memoryBytes = 0;
    EXPECT_EQ(verdict(g), "gpus[0](x).memory_bytes");
    // The same edits written out: the reader names the same paths.
    g = good;
    g.prices.spot.usdPerGpuHour = 2e4;
    ASSERT_TRUE(checkCatalogGpu(g).has_value());
    auto text = upsertCatalogGpu("", g);
    ASSERT_FALSE(text.ok());
    EXPECT_EQ(text.error().path, "gpus[0](x).prices.spot.usd_per_gpu_hour");
}

// A user catalog file keeps its other entries when a GPU is added, replaced or removed.
TEST(Catalog, UserFileUpsertKeepsTheRest)
{
    const std::string file = R"({"format": "headroom-catalog", "version": 1,
        "models": [{"id": "m", "name": "M", "parameters": 5}],
        "gpus": [{"id": "mine", "name": "Mine", "memory_bytes": 2e10, "bandwidth_bytes_per_s": 1e12,
                  "tdp_watts": 300, "peak_flops": {"bf16": 2e14}}]})";
    Gpu g = *builtinCatalog().findGpu("b300");
    g.id = "b300-ours";
    g.name = "Our B300";
    g.priceUsd = 49000;
    g.prices.purchase = {"2026-11-20", "our vendor's quote", false};
    auto added = upsertCatalogGpu(file, g, "catalog.json");
    ASSERT_TRUE(added.ok()) << added.error().message();
    auto c = parseCatalog(*added);
    ASSERT_TRUE(c.ok()) << c.error().message();
    ASSERT_EQ(c->gpus.size(), 2u);
    EXPECT_EQ(c->models.size(), 1u);
    EXPECT_EQ(*c->findGpu("b300-ours"), g);
    g.priceUsd = 47000;
    auto replaced = upsertCatalogGpu(*added, g);
    ASSERT_TRUE(replaced.ok());
    c = parseCatalog(*replaced);
    ASSERT_EQ(c->gpus.size(), 2u);
    EXPECT_EQ(c->findGpu("b300-ours")->priceUsd, 47000);
    auto removed = removeCatalogGpu(*replaced, "b300-ours");
    ASSERT_TRUE(removed.ok());
    c = parseCatalog(*removed);
    ASSERT_EQ(c->gpus.size(), 1u);
    EXPECT_EQ(c->gpus[0].id, "mine");
    // A fresh file, and a broken one (never overwritten).
    auto fresh = upsertCatalogGpu("", g);
    ASSERT_TRUE(fresh.ok());
    EXPECT_TRUE(parseCatalog(*fresh).ok());
    auto broken = upsertCatalogGpu(R"({"gpus": [{"id": 3}]})", g, "catalog.json");
    ASSERT_FALSE(broken.ok());
    EXPECT_EQ(broken.error().file, "catalog.json");
}

TEST(Catalog, CalendarDates)
{
    EXPECT_EQ(parseCalendarDate("2026"), (CalendarDate{2026, 0, 0}));
    EXPECT_EQ(parseCalendarDate("2026-03"), (CalendarDate{2026, 3, 0}));
    EXPECT_EQ(parseCalendarDate("2024-02-29"), (CalendarDate{2024, 2, 29}));
    for (const char* bad : {"", "26", "2026-13", "2026-00", "2025-02-29", "2026-1", "2026/01", "2026-01-32",
                            "March 2026", "2026-03-01T00:00"})
        EXPECT_FALSE(parseCalendarDate(bad)) << bad;
}

// Issue 30: a price shows its age; older than six months or a placeholder warns.
TEST(Catalog, PriceAgeWarnsWhenOldOrPlaceholder)
{
    const char* today = "2026-11-26";
    EXPECT_EQ(priceAge({"2026-09-25", "x", false}, today).status, PriceAgeStatus::Current);
    EXPECT_EQ(priceAge({"2026-09-25", "x", false}, today).months, 2);
    EXPECT_EQ(priceAge({"2026-05", "x", false}, today).months, 6);
    EXPECT_FALSE(priceAge({"2026-05", "x", false}, today).warn());
    EXPECT_EQ(priceAge({"2026-05-27", "x", false}, today).months, 5);
    EXPECT_EQ(priceAge({"2026-04", "x", false}, today).status, PriceAgeStatus::Old);
    EXPECT_EQ(priceAge({"2024", "x", false}, today).months, 34);
    EXPECT_TRUE(priceAge({"2024", "x", false}, today).warn());
    EXPECT_EQ(priceAge({"2026-11", "x", true}, today).status, PriceAgeStatus::Placeholder);
    EXPECT_TRUE(priceAge({"2026-11", "x", true}, today).warn());
    EXPECT_EQ(priceAge({"", "x", false}, today).status, PriceAgeStatus::Undated);
    EXPECT_EQ(priceAge({"", "", false}, today, false).status, PriceAgeStatus::None);
    EXPECT_FALSE(priceAge({"", "", false}, today, false).warn());
}

// Every catalog price carries a date, and the built-in ones read as dates.
TEST(Catalog, EveryBuiltinPriceIsDated)
{
    for (const Gpu& g : builtinCatalog().gpus) {
        if (g.priceUsd > 0) {
            EXPECT_TRUE(parseCalendarDate(g.prices.purchase.date)) << g.id << " purchase";
            EXPECT_FALSE(g.prices.purchase.source.empty()) << g.id;
        }
        if (g.cloudUsdPerGpuHour > 0) {
            EXPECT_TRUE(parseCalendarDate(g.prices.onDemand.date)) << g.id << " on-demand";
            EXPECT_FALSE(g.prices.onDemand.source.empty()) << g.id;
        }
        for (const DatedRate* r : {&g.prices.reserved1yr, &g.prices.spot, &g.prices.tco.hyperscaler,
                                   &g.prices.tco.neocloud, &g.prices.tco.renting}) {
            if (r->usdPerGpuHour > 0) {
                EXPECT_TRUE(parseCalendarDate(r->from.date)) << g.id;
                EXPECT_FALSE(r->from.source.empty()) << g.id;
            }
        }
    }
}

// The published TCO tiers of the built-in catalog, each against its source.
// Issue 30 item 3: owning as a hyperscaler, as a neocloud, renting, where
// published. Only the H100 SXM has any; no hyperscaler-owner figure was found.
TEST(Catalog, PublishedTcoTiersMatchTheirSources)
{
    const Catalog& c = builtinCatalog();
    const Gpu* h100 = c.findGpu("h100-sxm");
    ASSERT_NE(h100, nullptr);
    const std::vector<PublishedTco> tiers = publishedTco(*h100);
    ASSERT_EQ(tiers.size(), 2u);
    // Latent Space, "$2 H100s: How the GPU Rental Bubble Burst" (Oct 2024):
    // renting below $1.65/h loses money over five years at ~$50k capex.
    EXPECT_EQ(tiers[0].tier, TcoTier::Neocloud);
    EXPECT_EQ(tiers[0].rate.usdPerGpuHour, 1.65);
    EXPECT_EQ(tiers[0].rate.from.date, "2024-10");
    EXPECT_NE(tiers[0].rate.from.source.find("Latent Space"), std::string::npos);
    // SemiAnalysis, "The Great GPU Shortage: Rental Capacity" (2026-04-02):
    // a one-year H100 contract at $2.35/GPU-hour in March 2026.
    EXPECT_EQ(tiers[1].tier, TcoTier::Renting);
    EXPECT_EQ(tiers[1].rate.usdPerGpuHour, 2.35);
    EXPECT_EQ(tiers[1].rate.from.date, "2026-03");
    EXPECT_NE(tiers[1].rate.from.source.find("SemiAnalysis"), std::string::npos);
    EXPECT_EQ(h100->prices.tco.hyperscaler, DatedRate{});
    EXPECT_EQ(toString(TcoTier::Hyperscaler), "hyperscaler");
    // No other GPU carries a tier: none was found published.
    for (const Gpu& g : c.gpus) {
        if (g.id != "h100-sxm") {
            EXPECT_FALSE(g.prices.tco.any()) << g.id;
        }
    }
}

// cost.cloud_pricing picks the catalog rate; the scenario's own rate still wins.
TEST(Catalog, CloudPricingPicksTheCatalogRate)
{
    Scenario s;
    s.hardware.gpu = "rtx-pro-6000";
    ResolvedScenario rs = resolved(s);
    EXPECT_EQ(rs.cloudUsdPerGpuHour, 1.57); // RunPod on-demand, 2026-03
    EXPECT_EQ(rs.cloudPricing, CloudPricing::OnDemand);
    EXPECT_EQ(rs.cloudOrigin, PriceOrigin::Catalog);
    s.cost.cloudPricing = CloudPricing::Spot;
    rs = resolved(s);
    EXPECT_EQ(rs.cloudUsdPerGpuHour, 0.89); // RunPod spot, 2026-03
    EXPECT_EQ(rs.cloudPricing, CloudPricing::Spot);
    // No one-year rate known: the on-demand one, and the resolved scenario says so.
    s.cost.cloudPricing = CloudPricing::Reserved1yr;
    rs = resolved(s);
    EXPECT_EQ(rs.cloudUsdPerGpuHour, 1.57);
    EXPECT_EQ(rs.cloudPricing, CloudPricing::OnDemand);
    s.cost.cloudUsdPerGpuHour = 1.2;
    rs = resolved(s);
    EXPECT_EQ(rs.cloudUsdPerGpuHour, 1.2);
    EXPECT_EQ(rs.cloudOrigin, PriceOrigin::Scenario);
    // Saved with the scenario, read back.
    auto back = parseScenario(scenarioToJson(s));
    ASSERT_TRUE(back.ok()) << back.error().message();
    EXPECT_EQ(back->cost.cloudPricing, CloudPricing::Reserved1yr);
    EXPECT_EQ(back->cost.cloudUsdPerGpuHour, 1.2);
    // A format-1 file, which has no such field, keeps its meaning.
    auto old = parseScenario(R"({"format": "headroom-scenario", "version": 1, "hardware": {"gpu": "h100-sxm"}})");
    ASSERT_TRUE(old.ok());
    EXPECT_FALSE(old->cost.cloudPricing.has_value());
    EXPECT_EQ(resolved(*old).cloudUsdPerGpuHour, builtinCatalog().findGpu("h100-sxm")->cloudUsdPerGpuHour);
}

// An inline GPU takes the new fields too, and a scenario with one reads back.
TEST(Catalog, InlineGpuTakesTheNewFields)
{
    auto s = parseScenario(R"({"hardware": {"gpu": {"name": "Spark", "memory_bytes": 128538451968,
        "marketed_memory_bytes": 137438953472, "bandwidth_bytes_per_s": 273e9, "tdp_watts": 140,
        "peak_flops": {"bf16": 213e12, "fp8": 213e12}, "prices": {"purchase": {"date": "2026-06", "source": "list"}},
        "price_usd": 3999}}})");
    ASSERT_TRUE(s.ok()) << s.error().message();
    ASSERT_TRUE(s->hardware.inlineGpu);
    EXPECT_EQ(s->hardware.inlineGpu->marketedMemoryBytes, 137438953472.0);
    auto back = parseScenario(scenarioToJson(*s));
    ASSERT_TRUE(back.ok()) << back.error().message();
    EXPECT_EQ(*back, *s);
    auto bad = parseScenario(R"({"hardware": {"gpu": {"name": "X", "memory_bytes": 1e10,
        "bandwidth_bytes_per_s": 1e12, "tdp_watts": 1, "peak_flops": {"bf16": 1e14},
        "prices": {"spot": {"date": "soon"}}}}})");
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.error().path, "hardware.gpu.prices.spot.date");
}

} // namespace
