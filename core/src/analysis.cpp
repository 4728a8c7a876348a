// One analysis of a scenario (headroom/analysis.h).

#include "headroom/analysis.h"
#include "headroom/inputs.h"

#include "headroom/solve.h"
#include "jsonreader.h"

#include <limits>

namespace headroom {

Expected<Analysis> analyze(const Scenario& scenario, const Catalog& catalog, AnalysisOptions options)
{
    // The reader's rules first: what is analysed can also be saved and reopened.
    if (auto invalid = checkScenario(scenario))
        return *invalid;
    auto resolved = resolve(scenario, catalog);
    if (!resolved)
        return resolved.error();
    return analyze(*resolved, catalog, options);
}

Expected<Analysis> analyze(const ResolvedScenario& rs, const Catalog& catalog, AnalysisOptions options)
{
    auto est = estimate(rs, EstimateOptions{.explain = options.explain});
    if (!est)
        return est.error();
    Analysis a;
    a.resolved = rs;
    a.estimate = std::move(*est);
    const Scenario& s = rs.scenario;
    if (s.workload.mode == Mode::Inference) {
        auto sv = evaluateServing(rs, catalog);
        if (sv) {
            a.servingOutcome = ServingOutcome::Served;
            a.serving = std::move(*sv);
            // One cost per token: the serving point's, under load. The
            // estimate's batch alone would charge the whole replica to it.
            Estimate& e = a.estimate;
            e.usdPerMillionTokensCloud = a.serving->usdPerMillionCloud;
            e.usdPerMillionTokensOnprem = a.serving->usdPerMillionOnprem;
            if (e.figures.present())
                e.figure(FigureId::CostPerMillionTokens) = Figure{};
        } else if (sv.error().code == ErrorCode::DoesNotFit) {
            a.servingOutcome = ServingOutcome::NoRoomForKv;
            a.servingWhy = sv.error();
        } else {
            return sv.error(); // bad serving input
        }
        if (options.bestWeights) {
            SolveRequest best;
            best.kind = SolveKind::BestWeights;
            best.scenario = s;
            if (auto solved = solve(best, catalog); solved && solved->found) {
                a.bestWeights = solved->best.scenario.precision.weights;
                a.bestWeightsBits = solved->best.value;
            }
        }
    }
    // Every fix, not fitFixes' cheapest three: a stack lists its own last
    // (LoRA with PEFT trains something else), and the window, the CLI and the
    // JSON show them all.
    if (!a.estimate.fits && options.fixes)
        if (auto fixes = fitFixes(s, catalog, std::numeric_limits<std::size_t>::max()))
            a.fixes = std::move(*fixes);
    if (a.estimate.fits && options.fixes)
        a.timeFixes = timeFixes(a.resolved, a.estimate);
    return a;
}

std::string analysisToJson(const Analysis& a, int indent, WarningWords words, FixWords fixWords, bool withExplain)
{
    using detail::json;
    json j = json::parse(estimateToJson(a.resolved, a.estimate, withExplain, -1, a.servingResult(), words));
    // "fixes" make it fit; for a run that fits, "time_fixes" finish it sooner.
    if (!a.estimate.fits || !a.timeFixes.empty()) {
        json list = json::array();
        for (const Fix& fx : a.estimate.fits ? a.timeFixes : a.fixes) {
            json o = {
                {"kind", toString(fx.kind)}, {"description", fixWords ? fixWords(fx) : std::string(toString(fx.kind))},
                {"gpus", fx.gpus},           {"memory_per_gpu", fx.memoryPerGpu},
                {"headroom", fx.headroom},   {"seconds", fx.seconds}};
            o["scenario"] = json::parse(scenarioToJson(fx.scenario));
            list.push_back(std::move(o));
        }
        j[a.estimate.fits ? "time_fixes" : "fixes"] = std::move(list);
    }
    return j.dump(indent);
}

} // namespace headroom
