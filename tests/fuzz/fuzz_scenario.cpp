// Fuzzes the scenario reader and everything after it: parseScenario, then
// (when it parses) the save/load round trip, checkScenario, resolve() against the built-in
// catalog, estimate(), the result JSON and the figures' working. An input the
// reader accepts must evaluate to sane numbers: every memory figure in bytes
// and every time finite and non-negative, and no NaN anywhere.

#include "fuzzcheck.h"

#include "headroom/catalog.h"
#include "headroom/estimate.h"
#include "headroom/explain.h"
#include "headroom/inputs.h"
#include "headroom/model/serving.h"
#include "headroom/scenario.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <string_view>

using namespace headroom;
using headroom::fuzz::checkFinite;
using headroom::fuzz::checkFiniteNonNegative;
using headroom::fuzz::checkNotNan;
using headroom::fuzz::propertyFailed;

namespace {

const Catalog* g_catalog = nullptr;
std::filesystem::path g_dataDir;     // tests/data: the only files hf_config may name
std::filesystem::path g_scenarioDir; // baseDir of fuzzed scenarios (as tests/data/scenarios/*)

// hf_config names a file; the fuzzer may only read regular files under tests/data
// (never /dev/stdin, never a FIFO, never anything else on the machine).
bool hfConfigAllowed(const Scenario& s)
{
    std::filesystem::path p(s.model.hfConfigPath);
    if (p.is_absolute())
        return false;
    std::error_code ec;
    const auto full = std::filesystem::weakly_canonical(g_scenarioDir / p, ec);
    if (ec)
        return false;
    const auto rel = full.lexically_relative(g_dataDir);
    if (rel.empty() || *rel.begin() == "..")
        return false;
    return std::filesystem::is_regular_file(full, ec) && !ec;
}

void checkEstimate(const ResolvedScenario& rs, const Estimate& e)
{
    // Memory, in bytes.
    for (std::size_t i = 0; i < kMemoryComponentCount; ++i)
        checkFiniteNonNegative("perGpu component", e.perGpu.bytes[i]);
    checkFiniteNonNegative("perGpu.total()", e.perGpu.total());
    checkFiniteNonNegative("capacity", e.capacity);
    checkFinite("headroom", e.headroom);
    checkFiniteNonNegative("activationBytesPerLayer", e.activationBytesPerLayer);
    checkFiniteNonNegative("bytesPerParameterStates", e.bytesPerParameterStates);
    // Times.
    checkFiniteNonNegative("seconds", e.seconds);
    checkFiniteNonNegative("gpuHours", e.gpuHours);
    checkFiniteNonNegative("timeToFirstToken", e.timeToFirstToken);
    checkFiniteNonNegative("timePerOutputToken", e.timePerOutputToken);
    checkFiniteNonNegative("decodeMemorySeconds", e.decodeMemorySeconds);
    checkFiniteNonNegative("decodeComputeSeconds", e.decodeComputeSeconds);
    // The step (predicted or fixed): every part, the rate and the MFU.
    checkFiniteNonNegative("step.stepSeconds", e.step.stepSeconds);
    checkFiniteNonNegative("step.tokensPerSecondPerGpu", e.step.tokensPerSecondPerGpu);
    checkFiniteNonNegative("step.mfu", e.step.mfu);
    checkFiniteNonNegative("step.hfu", e.step.hfu);
    for (double part : e.step.exposed)
        checkFiniteNonNegative("step part", part);
    // Counts and rates the front ends print.
    checkFiniteNonNegative("params.total", e.params.total);
    checkFiniteNonNegative("params.activePerToken", e.params.activePerToken);
    checkFiniteNonNegative("trainableParameters", e.trainableParameters);
    checkFiniteNonNegative("flopsPerToken", e.flopsPerToken);
    checkFiniteNonNegative("hardwareFlopsPerToken", e.hardwareFlopsPerToken);
    checkFiniteNonNegative("totalFlops", e.totalFlops);
    checkFiniteNonNegative("peakFlopsPerGpu", e.peakFlopsPerGpu);
    checkFiniteNonNegative("tokensPerSecond", e.tokensPerSecond);
    checkFiniteNonNegative("energyKwh", e.energyKwh);
    checkFiniteNonNegative("tokensPerSecondPerSequence", e.tokensPerSecondPerSequence);
    checkFiniteNonNegative("inferenceTokensPerSecond", e.inferenceTokensPerSecond);
    if (e.maxBatch < 0 || e.maxContext < 0)
        propertyFailed("maxBatch/maxContext negative", double(std::min(e.maxBatch, e.maxContext)));
    // The model's window can only shorten what the memory holds.
    if (e.maxContext > e.maxContextMemory)
        propertyFailed("maxContext above maxContextMemory", double(e.maxContext - e.maxContextMemory));
    // Cost: break-even may be +inf ("never"), never NaN.
    for (double v : {e.cloudUsdPerGpuHour, e.cloudUsd, e.onpremUsd, e.onpremUsdPerGpuHour, e.energyUsdPerGpuHour,
                     e.capitalPerGpu, e.usdPerMillionTokensCloud, e.usdPerMillionTokensOnprem})
        checkFiniteNonNegative("cost figure", v);
    for (double v : {e.breakevenHours, e.breakevenUtilization, e.breakevenMonths})
        checkNotNan("break-even", v);
    for (const Figure& f : e.figures) {
        if (!f.present())
            continue;
        checkNotNan("figure value", f.value);
        checkNotNan("figure rule value", f.ruleValue);
        for (std::size_t i = 0; i < f.termCount; ++i)
            checkNotNan("figure term", f.terms[i].value);
        (void)substitutedText(f.formula, f);
        if (f.rule)
            (void)substitutedText(f.rule, f);
    }
    for (Warning w : e.warnings)
        (void)toString(w);
    // The result JSON must be valid JSON (non-finite numbers become null).
    const std::string out = estimateToJson(rs, e, true, -1);
    if (!nlohmann::json::accept(out))
        propertyFailed("estimateToJson is not valid JSON", 0);
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***)
{
    const std::string dir = HEADROOM_RESOURCES_DIR "/catalog/";
    static auto catalog = loadCatalogFiles({dir + "gpus.json", dir + "models.json", dir + "clouds.json"});
    if (!catalog) {
        std::fprintf(stderr, "fuzz_scenario: cannot load the built-in catalog: %s\n",
                     catalog.error().message().c_str());
        std::abort();
    }
    g_catalog = &*catalog;
    g_dataDir = std::filesystem::weakly_canonical(HEADROOM_TESTDATA_DIR);
    g_scenarioDir = g_dataDir / "scenarios";
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    auto parsed = parseScenario(text, "fuzz.headroom.json");
    if (!parsed) {
        headroom::fuzz::checkError(parsed.error());
        return 0;
    }
    Scenario s = *parsed;

    // A saved scenario reads back as the same scenario.
    const std::string saved = scenarioToJson(s);
    auto reread = parseScenario(saved, "saved.headroom.json");
    if (!reread) {
        std::fprintf(stderr, "saved scenario does not parse: %s\n%s\n", reread.error().message().c_str(),
                     saved.c_str());
        propertyFailed("scenarioToJson output rejected by parseScenario", 0);
    }
    if (!(*reread == s)) {
        std::fprintf(stderr, "saved scenario reads back differently:\n%s\n", saved.c_str());
        propertyFailed("scenarioToJson does not round-trip", 0);
    }
    // The window's check of an edit (the field tables, without the file)
    // accepts whatever the reader accepted.
    if (auto refused = checkScenario(s)) {
        std::fprintf(stderr, "checkScenario refuses what the reader read: %s\n%s\n", refused->message().c_str(),
                     saved.c_str());
        propertyFailed("checkScenario disagrees with the reader", 0);
    }

    if (s.model.kind == ModelSource::Kind::HfConfig) {
        s.baseDir = g_scenarioDir.string();
        if (!hfConfigAllowed(s))
            return 0;
    }
    auto rs = resolve(s, *g_catalog);
    if (!rs) {
        headroom::fuzz::checkError(rs.error());
        return 0;
    }
    auto e = estimate(*rs);
    if (!e) {
        headroom::fuzz::checkError(e.error());
        return 0;
    }
    checkEstimate(*rs, *e);
    // Inference: the serving model answers or names what is wrong.
    if (s.workload.mode == Mode::Inference) {
        auto sv = evaluateServing(*rs, *g_catalog);
        if (!sv) {
            headroom::fuzz::checkError(sv.error());
            return 0;
        }
        for (const ServingPoint& p : sv->curve)
            for (double v : {p.tokensPerSecondPerGpu, p.tokensPerSecondPerUser, p.ttftSeconds, p.tpotSeconds})
                checkFiniteNonNegative("serving point", v);
        for (double v : {sv->chosen.tokensPerSecondPerGpu, sv->chosen.ttftSeconds, sv->chosen.tpotSeconds,
                         sv->usdPerMillionCloud, sv->usdPerMillionOnprem})
            checkFiniteNonNegative("serving", v);
        for (double v : {sv->ownBeatsRentTokensPerMonth, sv->ownBeatsApiTokensPerMonth})
            checkNotNan("serving volume", v);
    }
    return 0;
}
