#pragma once

// One analysis of a scenario: everything the window, headroom-cli, the
// exports and the charts show, computed once, in one place (issue 27). The
// estimate, and for inference the serving model's result, and when the
// scenario does not fit the cheapest changes that make it fit, and for
// inference the most precise weight format that fits.

#include "headroom/catalog.h"
#include "headroom/error.h"
#include "headroom/estimate.h"
#include "headroom/fixes.h"
#include "headroom/model/serving.h"
#include "headroom/scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace headroom {

struct AnalysisOptions {
    bool explain = true;     // the worked figures
    bool fixes = true;       // fitFixes() when it does not fit
    bool bestWeights = true; // inference: the best-weights solver
};

// Whether the serving model has a result: its weights may leave no room for
// a single sequence's KV cache. Not fitting is an outcome, not bad input.
enum class ServingOutcome : std::uint8_t { NotInference, Served, NoRoomForKv };

struct Analysis {
    ResolvedScenario resolved;
    Estimate estimate;
    ServingOutcome servingOutcome = ServingOutcome::NotInference;
    std::optional<ServingResult> serving; // Served
    std::optional<Error> servingWhy;      // NoRoomForKv: the engine's account of it
    std::vector<Fix> fixes;               // when it does not fit: every one, cheapest first
    std::vector<Fix> timeFixes;           // when it fits: finishing sooner (timeFixes())
    std::optional<DType> bestWeights;     // inference: the most precise format that fits
    double bestWeightsBits = 0;

    bool fits() const { return estimate.fits; }
    const ServingResult* servingResult() const { return serving ? &*serving : nullptr; }
};

// Checks the scenario (checkScenario: the reader's rules), resolves it
// against the catalog and analyses it. Errors are bad input only: a
// scenario that does not fit, or whose serving has no room, is a result.
Expected<Analysis> analyze(const Scenario& scenario, const Catalog& catalog, AnalysisOptions options = {});
Expected<Analysis> analyze(const ResolvedScenario& scenario, const Catalog& catalog, AnalysisOptions options = {});

// The result JSON of `headroom-cli estimate` (SPEC.md, "Result"): the
// estimate with its worked figures, the serving result, and the fixes when it
// does not fit, each described by `fixWords` (its stable kind without one).
// The window's JSON export writes exactly this.
using FixWords = std::string (*)(const Fix&);
std::string analysisToJson(const Analysis& analysis, int indent = 2, WarningWords words = nullptr,
                           FixWords fixWords = nullptr, bool withExplain = true);

} // namespace headroom
