// Fuzzes the Hugging Face config.json importer (parseHfConfig). An accepted
// config must give finite, non-negative parameter counts below 2^53 (doubles
// hold them exactly, model.h) and a consistent architecture.

#include "fuzzcheck.h"

#include "headroom/hfimport.h"
#include "headroom/inputs.h"
#include "headroom/model/inventory.h"
#include "headroom/model/model.h"

#include <cstdint>
#include <string_view>

using namespace headroom;
using headroom::fuzz::checkFiniteNonNegative;
using headroom::fuzz::propertyFailed;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    auto spec = parseHfConfig(text, "config.json");
    if (!spec) {
        headroom::fuzz::checkError(spec.error());
        return 0;
    }
    const ParameterCounts pc = countParameters(*spec);
    checkFiniteNonNegative("total", pc.total);
    checkFiniteNonNegative("embedding", pc.embedding);
    checkFiniteNonNegative("layers", pc.layers);
    checkFiniteNonNegative("activePerToken", pc.activePerToken);
    checkFiniteNonNegative("matmulPerToken", pc.matmulPerToken);
    checkFiniteNonNegative("layerMatrices", pc.layerMatrices);
    if (pc.total > 9007199254740992.0)
        propertyFailed("parameter count over 2^53 accepted", pc.total);
    if (pc.activePerToken > pc.total)
        propertyFailed("more active than total parameters", pc.activePerToken);
    checkFiniteNonNegative("adafactorStateBytes", adafactorStateBytes(*spec));
    const Architecture& a = spec->arch;
    if (a.layers < 1 || a.hidden < 1 || a.heads < 1 || a.kvHeads < 1 || a.headDim < 1 || a.ffn < 1 ||
        a.heads % a.kvHeads != 0 || a.expertsPerToken > a.experts)
        propertyFailed("accepted config gives an inconsistent architecture", 0);
    return 0;
}
