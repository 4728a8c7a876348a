// Fuzzes the catalog reader (parseCatalog). An accepted catalog must give
// finite parameter counts for each model preset (the reader caps them at 1e16)
// and must serialise to valid JSON for `headroom-cli catalog ...`.

#include "fuzzcheck.h"

#include "headroom/catalog.h"

#include <nlohmann/json.hpp>

#include <cstdint>
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
