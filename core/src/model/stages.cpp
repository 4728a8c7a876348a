// Pipeline stages one by one (docs/model.md §7f): the split of the layers,
// Megatron-Core's rules for it, every stage's memory and time, and the split
// that balances them.

#include "headroom/model/stages.h"

#include "components.h"
#include "stepmodel.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace headroom {

StageSplit stageSplit(std::int64_t layers, std::int64_t pipeline, std::optional<std::int64_t> firstLayers,
                      std::optional<std::int64_t> lastLayers)
{
    StageSplit out;
    const std::int64_t p = std::max<std::int64_t>(1, pipeline);
    out.stages = p;
    const double L = double(std::max<std::int64_t>(0, layers));
    if (p == 1 || (!firstLayers && !lastLayers)) {
        const double even = std::ceil(L / double(p));
        out.first = out.middle = out.last = even;
        return out;
    }
    // Megatron-Core (TransformerConfig num_layers_in_first/last_pipeline_stage):
    // the stages without a count share what is left evenly.
    out.uneven = true;
    const std::int64_t given = (firstLayers ? 1 : 0) + (lastLayers ? 1 : 0);
    const double left = L - double(firstLayers.value_or(0)) - double(lastLayers.value_or(0));
    const double share = p > given ? left / double(p - given) : 0;
    out.first = firstLayers ? double(*firstLayers) : share;
    out.last = lastLayers ? double(*lastLayers) : share;
    out.middle = p > 2 ? share : 0;
    return out;
}

StageSplit stageSplit(std::int64_t layers, const Parallelism& par)
{
    return stageSplit(layers, par.pipeline, par.firstStageLayers, par.lastStageLayers);
}

std::optional<Error> checkStageSplit(std::int64_t layers, const Parallelism& par)
{
    if (!par.firstStageLayers && !par.lastStageLayers)
        return std::nullopt;
    const char* field = par.firstStageLayers ? "parallelism.first_stage_layers" : "parallelism.last_stage_layers";
    const std::int64_t value = par.firstStageLayers ? *par.firstStageLayers : *par.lastStageLayers;
    Error e;
    if (par.pipeline < 2) {
        e = makeError(ErrorCode::Inconsistent, field, std::to_string(value), Expect::OnlyWithPipeline);
        e.related = {"parallelism.pipeline"};
        return e;
    }
    const std::int64_t given = (par.firstStageLayers ? 1 : 0) + (par.lastStageLayers ? 1 : 0);
    const std::int64_t rest = par.pipeline - given;
    const std::int64_t left = layers - par.firstStageLayers.value_or(0) - par.lastStageLayers.value_or(0);
    const bool fits = rest == 0 ? left == 0 : (left >= rest && left % rest == 0);
    if (!fits) {
        // The field named is the one given last in the file's order.
        const char* last = par.lastStageLayers ? "parallelism.last_stage_layers" : field;
        const std::int64_t v = par.lastStageLayers ? *par.lastStageLayers : value;
        e = makeError(ErrorCode::Inconsistent, last, std::to_string(v), Expect::StageLayersShare, std::to_string(left),
                      std::to_string(rest));
        e.related = {"parallelism.pipeline", "model.preset", "model.architecture.layers"};
        if (par.firstStageLayers && par.lastStageLayers)
            e.related.push_back("parallelism.first_stage_layers");
        return e;
    }
    return std::nullopt;
}

PipelineSchedule scheduleOf(const Parallelism& p)
{
    if (p.schedule)
        return *p.schedule;
    return p.virtualStages > 1 ? PipelineSchedule::Interleaved : PipelineSchedule::OneFOneB;
}

std::optional<StageBalance> balancedStages(const ResolvedScenario& rs)
{
    const Parallelism& par = rs.scenario.parallelism;
    if (rs.model.kind != ModelSpec::Kind::Transformer || par.pipeline < 2 ||
        rs.scenario.workload.mode == Mode::Inference)
        return std::nullopt;
    const std::int64_t L = rs.model.arch.normalized().layers;
    const std::int64_t p = par.pipeline;
    auto evaluate = [&](std::optional<std::int64_t> first, std::optional<std::int64_t> last,
                        StageBalance& out) -> bool {
        ResolvedScenario v = rs;
        v.scenario.parallelism.firstStageLayers = first;
        v.scenario.parallelism.lastStageLayers = last;
        auto e = estimate(v, EstimateOptions{.explain = false});
        if (!e || !e->fits || e->step.stepSeconds <= 0)
            return false;
        out.first = first.value_or(0);
        out.last = last.value_or(0);
        out.stepSeconds = e->step.stepSeconds;
        out.worstStageBytes = e->perGpu.total();
        return true;
    };
    StageBalance current;
    const bool currentWorks = evaluate(par.firstStageLayers, par.lastStageLayers, current);
    std::optional<StageBalance> best;
    const auto better = [](const StageBalance& a, const StageBalance& b) {
        // Faster by more than a part in 10⁶, else less memory on the worst stage.
        if (a.stepSeconds < b.stepSeconds * (1.0 - 1e-6))
            return true;
        return a.stepSeconds <= b.stepSeconds * (1.0 + 1e-6) && a.worstStageBytes < b.worstStageBytes;
    };
    // The first and last counts Megatron-Core accepts (the rest shared
    // evenly) near the even split: up to twice a stage's even share each
    // (with two stages, every split).
    const std::int64_t rest = p - 2;
    const std::int64_t reach = p == 2 ? L : std::min(L, 2 * ((L + p - 1) / p));
    for (std::int64_t first = 1; first <= reach; ++first)
        for (std::int64_t last = 1; last <= reach && first + last <= L; ++last) {
            const std::int64_t left = L - first - last;
            if (rest == 0 ? left != 0 : (left < rest || left % rest != 0))
                continue;
            StageBalance c;
            if (evaluate(first, last, c) && (!best || better(c, *best)))
                best = c;
        }
    if (!best)
        return std::nullopt;
    if (currentWorks && !better(*best, current))
        return std::nullopt;
    return best;
}

namespace detail {

// Every stage's layers, time and memory; the slowest and the most loaded.
void fillStages(Estimate& est, const EstimateContext& ctx)
{
    const auto& [rs, facts, layout, me, fl, pk, s, w, par, arch, pc] = ctx;
    est.worstMemoryStage = me.worstStage;
    est.slowestStage = est.step.slowestStage;
    if (!facts.training || !facts.transformer || layout.pipeline < 2)
        return;
    std::vector<MemoryBreakdown> memory;
    evaluateMemory(facts, rs, layout, &memory);
    const StageSplit split = stageSplitOf(facts, layout);
    const StepTime& st = est.step;
    const double m = double(me.microPerStep);
    for (std::int64_t i = 0; i < layout.pipeline; ++i) {
        StageReport r;
        r.stage = i;
        r.layers = split.layers(i);
        r.embedding = i == 0;
        r.head = i == layout.pipeline - 1 && arch.lmHead;
        r.inFlight = std::min(m, double(layout.pipeline - i));
        if (est.predictedTime) {
            r.forwardSeconds = r.layers * st.layerForwardSeconds + (r.head ? st.headForwardSeconds : 0);
            r.backwardSeconds = r.layers * st.layerSeconds + (r.head ? st.headSeconds : 0) - r.forwardSeconds;
        }
        if (std::size_t(i) < memory.size())
            r.memory = memory[std::size_t(i)];
        // The most loaded stage as the memory figures give it: under a
        // PyTorch-native stack its peak moment with the allocator's reserve
        // and the context (§6b); the other stages in the papers' accounting.
        if (i == est.worstMemoryStage)
            r.memory = est.perGpu;
        est.stages.push_back(r);
    }
}

} // namespace detail
} // namespace headroom
