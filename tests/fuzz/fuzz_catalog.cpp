// Fuzzes the catalog reader (parseCatalog). An accepted catalog must give
// finite parameter counts for each model preset (the reader caps them at 1e16)
// and must serialise to valid JSON for `headroom-cli catalog ...`.

#include "fuzzcheck.h"

#include "headroom/catalog.h"
#include "headroom/inputs.h"
#include "headroom/model/inventory.h"
#include "headroom/scenario.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

using namespace headroom;
using headroom::fuzz::checkFiniteNonNegative;
using headroom::fuzz::propertyFailed;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    auto c = parseCatalog(text, "fuzz-catalog.json");
    if (!c) {
        headroom::fuzz::checkError(c.error());
        return 0;
    }
    for (const Gpu& g : c->gpus) {
        checkFiniteNonNegative("gpu memory", g.memoryBytes);
        checkFiniteNonNegative("gpu bandwidth", g.bandwidthBytesPerS);
        bool anyPeak = false;
        for (double p : g.peakFlops) {
            checkFiniteNonNegative("gpu peak", p);
            anyPeak = anyPeak || p > 0;
        }
        if (!anyPeak)
            propertyFailed("accepted GPU without a positive peak", 0);
    }
    for (const ModelPreset& m : c->models) {
        const ParameterCounts pc = countParameters(m.spec);
        checkFiniteNonNegative("model total parameters", pc.total);
        checkFiniteNonNegative("model active parameters", pc.activePerToken);
        checkFiniteNonNegative("model matmul parameters", pc.matmulPerToken);
        if (pc.total > 1e16)
            propertyFailed("model over the 1e16-parameter limit accepted", pc.total);
        checkFiniteNonNegative("adafactor state bytes", adafactorStateBytes(m.spec));
    }
    // A GPU or an architecture the catalog reader accepts is one a scenario
    // may hold inline: the window's check (the field tables) accepts it, and
    // the scenario file writes and reads it back unchanged.
    for (const Gpu& g : c->gpus) {
        Scenario s;
        s.hardware.inlineGpu = g;
        s.hardware.gpu = g.id;
        if (auto e = checkScenario(s)) {
            std::fprintf(stderr, "%s\n", e->message().c_str());
            propertyFailed("checkScenario refuses a GPU the catalog reader read", 0);
        }
        auto back = parseScenario(scenarioToJson(s));
        if (!back || !(back->hardware.inlineGpu == s.hardware.inlineGpu))
            propertyFailed("an inline GPU does not round-trip", 0);
    }
    for (const ModelPreset& m : c->models) {
        if (m.spec.kind != ModelSpec::Kind::Transformer)
            continue;
        Scenario s;
        s.model.kind = ModelSource::Kind::Architecture;
        s.model.architecture = m.spec.arch;
        if (auto e = checkScenario(s)) {
            std::fprintf(stderr, "%s\n", e->message().c_str());
            propertyFailed("checkScenario refuses an architecture the catalog reader read", 0);
        }
    }
    for (const std::string& out : {gpusToJson(*c), modelsToJson(*c), cloudsToJson(*c)})
        if (!nlohmann::json::accept(out))
            propertyFailed("catalog JSON output is not valid JSON", 0);
    // What the app does with a user catalog: merge it over another.
    const Catalog merged = mergeCatalogs(*c, *c);
    if (merged.gpus.size() != c->gpus.size() || merged.models.size() != c->models.size() ||
        merged.clouds.size() != c->clouds.size())
        propertyFailed("merging a catalog with itself changed its size", 0);
    return 0;
}
