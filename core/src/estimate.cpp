#include "headroom/estimate.h"
#include "headroom/inputs.h"
#include "headroom/model/inventory.h"
#include "headroom/model/stack.h"

#include "engine.h"
#include "model/components.h"
#include "model/stepmodel.h"
#include "modeljson.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

namespace headroom {

using namespace detail;

// ---- The numeric core shared with the planner (engine.h) --------------------------
namespace detail {

ScenarioFacts scenarioFacts(const ResolvedScenario& rs)
{
    const Scenario& s = rs.scenario;
    ScenarioFacts f = rs.model.kind == ModelSpec::Kind::Transformer ? ScenarioFacts(rs.model.arch) : ScenarioFacts();
    f.mode = s.workload.mode;
    f.training = f.mode != Mode::Inference;
    f.adapters = f.mode == Mode::Lora || f.mode == Mode::Qlora;
    if (f.transformer) {
        f.pc = countParameters(f.inv);
        f.kv = kvShape(f.inv);
        f.scores = scoreWidths(f.inv);
    } else {
        f.pc = countParameters(rs.model);
    }
    f.loraParams = f.adapters ? loraParameters(f.inv, s.workload.loraTargets, double(s.workload.loraRank)) : 0;
    f.rb = recipeBytes(s.precision.recipe);
    if (!f.training)
        f.weights = weightFormat(rs.model, f.pc, s.precision.weights);
    f.tokensPerSample = f.transformer ? double(s.workload.sequenceLength) : 1.0;
    f.trainingTokens = trainingTokensOf(s.workload, f.tokensPerSample);
    f.firstStageLayers = s.parallelism.firstStageLayers;
    f.lastStageLayers = s.parallelism.lastStageLayers;
    f.optBytesPerParam =
        optimizerBytesPerParam(s.optimizer) * (s.optimizer == Optimizer::AdamW8bit ? 1.0 : f.rb.optimizerScale);
    if (s.optimizer == Optimizer::Adafactor) {
        const double stateBytes = adafactorStateBytes(rs.model) * f.rb.optimizerScale;
        f.optBytesPerParam = f.pc.total > 0 ? stateBytes / f.pc.total : 0;
    }
    if (rs.draftModel && !f.training) {
        ResolvedScenario draft = rs;
        draft.model = *rs.draftModel;
        draft.draftModel.reset();
        f.draft = std::make_shared<const ScenarioFacts>(scenarioFacts(draft));
    }
    return f;
}

// The checks every estimate makes; the app words them (report.cpp).
void fillWarnings(Estimate& est, const EstimateContext& ctx)
{
    const auto& [rs, facts, layout, me, fl, pk, s, w, par, arch, pc] = ctx;
    const Gpu& gpu = rs.gpu;
    const ModelSpec& model = rs.model;
    const bool transformer = facts.transformer;
    const Mode mode = w.mode;
    const bool training = facts.training;
    const std::int64_t dpInt = par.dataParallel();
    const int zero = par.zero;
    const std::int64_t microPerStep = me.microPerStep;
    const Recompute rc = s.activations.recompute;

    // ---- Warnings ------------------------------------------------------------------
    if (!est.fits)
        est.warnings.push_back(Warning::DoesNotFit);
    if (!transformer && training && model.activationBytesPerSample <= 0)
        est.warnings.push_back(Warning::GenericActivationsUnknown);
    if (transformer && arch.maxPositions > 0 &&
        (training ? w.sequenceLength : w.promptTokens + w.outputTokens) > arch.maxPositions)
        est.warnings.push_back(Warning::SequenceLongerThanContext);
    if (training && w.globalBatchSize % (w.microBatchSize * dpInt) != 0)
        est.warnings.push_back(Warning::GlobalBatchNotDivisible);
    if (training && par.pipeline > 1 && microPerStep < par.pipeline)
        est.warnings.push_back(Warning::PipelineBubble);
    if (transformer && arch.layers % par.pipeline != 0 && !stageSplitOf(facts, layout).uneven)
        est.warnings.push_back(Warning::LayersNotDivisible);
    if (transformer && par.tensor > arch.kvHeads)
        est.warnings.push_back(Warning::HeadsNotDivisible);
    if (par.sequenceParallel && par.tensor == 1)
        est.warnings.push_back(Warning::SequenceParallelWithoutTensor);
    if (mode == Mode::Qlora && rc != Recompute::Full)
        est.warnings.push_back(Warning::QloraWithoutRecompute);
    if (training && zero > 0 && dpInt == 1)
        est.warnings.push_back(Warning::ZeroWithSingleReplica);
    if (gpu.tdpWatts <= 0)
        est.warnings.push_back(Warning::PowerUnknown);
    if (training && par.tensor > clusterOf(rs).gpusPerNode)
        est.warnings.push_back(Warning::TensorAcrossNodes);
    if (training && s.activations.recomputeLayers) {
        if (rc != Recompute::Full)
            est.warnings.push_back(Warning::RecomputeLayersWithoutFull);
        else if (!stackFacts(stackOf(s)).blockRecompute)
            est.warnings.push_back(Warning::RecomputeLayersNotInStack);
    }
    if (training && (par.tensor > 1 || par.pipeline > 1) && !stackFacts(stackOf(s)).modelParallel)
        est.warnings.push_back(Warning::ModelParallelNotInStack);
    // layoutOf() estimates it without recomputation, as the stack would run.
    if (training && s.activations.recompute == Recompute::Selective && !hasSelectiveRecompute(stackFacts(stackOf(s))))
        est.warnings.push_back(Warning::SelectiveNotInStack);
    if (!training && s.software.stack && !engineLoads(*s.software.stack, s.precision.weights))
        est.warnings.push_back(Warning::WeightsNotInEngine);
}

} // namespace detail

std::string_view toString(MemoryComponent c)
{
    static constexpr std::string_view names[] = {
        "weights",     "gradients", "master_weights", "optimizer_states",  "weight_copies",
        "activations", "logits",    "kv_cache",       "allocator_reserve", "overhead"};
    static_assert(std::size(names) == kMemoryComponentCount);
    return names[static_cast<std::size_t>(c)];
}

std::string_view toString(Warning w)
{
    static constexpr std::string_view names[] = {"does-not-fit",
                                                 "precision-not-supported",
                                                 "fp8-not-supported",
                                                 "generic-activations-unknown",
                                                 "sequence-longer-than-context",
                                                 "global-batch-not-divisible",
                                                 "pipeline-bubble",
                                                 "layers-not-divisible",
                                                 "heads-not-divisible",
                                                 "sequence-parallel-without-tensor",
                                                 "cloud-cheaper-than-power",
                                                 "qlora-without-recompute",
                                                 "zero-with-single-replica",
                                                 "power-unknown",
                                                 "tensor-across-nodes",
                                                 "recompute-layers-without-full",
                                                 "recompute-layers-not-in-stack",
                                                 "model-parallel-not-in-stack",
                                                 "selective-not-in-stack",
                                                 "weights-not-in-engine"};
    static_assert(std::size(names) == static_cast<std::size_t>(Warning::Count));
    return names[static_cast<std::size_t>(w)];
}

bool Estimate::hasWarning(Warning w) const
{
    return std::find(warnings.begin(), warnings.end(), w) != warnings.end();
}

std::optional<Error> validate(const ResolvedScenario& rs)
{
    const Scenario& s = rs.scenario;
    const Parallelism& par = s.parallelism;
    if (s.model.kind == ModelSource::Kind::Architecture) {
        if (auto e = detail::checkArchitecture(s.model.architecture, "model.architecture"))
            return e;
        if (auto e = checkParameterLimit(s.model.architecture, "model.architecture"))
            return e;
    }
    if (par.gpus < 1 || par.tensor < 1 || par.pipeline < 1 || par.virtualStages < 1 || par.expert < 1)
        return makeError(ErrorCode::OutOfRange, "parallelism", {}, Expect::PositiveInteger);
    const auto err = [](const char* path, std::int64_t v, Expect expect, auto... args) {
        return makeError(ErrorCode::Inconsistent, path, std::to_string(v), expect, args...);
    };
    // The other fields of a relation: changing any of them can break it.
    const auto with = [](Error e, std::initializer_list<const char*> related) {
        e.related.assign(related.begin(), related.end());
        return e;
    };
    static constexpr const char* kModel = "model.preset";
    if (par.gpus % (par.tensor * par.pipeline) != 0)
        return with(err("parallelism.tensor", par.tensor, Expect::TensorPipelineDividesGpus, par.tensor, par.pipeline,
                        par.tensor * par.pipeline, par.gpus),
                    {"parallelism.pipeline", "parallelism.gpus"});
    if (par.context < 1)
        return makeError(ErrorCode::OutOfRange, "parallelism.context", std::to_string(par.context),
                         Expect::PositiveInteger);
    if (par.context > 1) {
        if (par.dataParallel() % par.context != 0)
            return with(err("parallelism.context", par.context, Expect::DivisorOf, "gpus / (tensor·pipeline)",
                            par.dataParallel()),
                        {"parallelism.gpus", "parallelism.tensor", "parallelism.pipeline"});
        if (s.workload.sequenceLength % par.context != 0)
            return with(err("parallelism.context", par.context, Expect::DivisorOf, "sequence_length",
                            s.workload.sequenceLength),
                        {"workload.sequence_length"});
    }
    // A node size given in the scenario must tile the job: whole nodes, or part of one.
    if (const auto gpn = s.hardware.gpusPerNode; gpn && (par.gpus > *gpn ? par.gpus % *gpn != 0 : *gpn % par.gpus != 0))
        return with(err("hardware.gpus_per_node", *gpn, Expect::DivisorOf, "gpus", par.gpus),
                    {"parallelism.gpus", "hardware.gpu"});
    const std::int64_t dp = par.gpus / (par.tensor * par.pipeline * par.context);
    const bool transformer = rs.model.kind == ModelSpec::Kind::Transformer;
    if (transformer) {
        const Architecture a = rs.model.arch.normalized();
        if (a.heads % par.tensor != 0)
            return with(err("parallelism.tensor", par.tensor, Expect::DivisorOf, "heads", a.heads),
                        {kModel, "model.architecture.heads"});
        if (par.pipeline > a.layers)
            return with(err("parallelism.pipeline", par.pipeline, Expect::AtMost, "layers", a.layers),
                        {kModel, "model.architecture.layers"});
        if (auto e = checkStageSplit(a.layers, par))
            return e;
        if (par.virtualStages > 1 && !stageSplit(a.layers, par).uneven &&
            a.layers % (par.pipeline * par.virtualStages) != 0)
            return with(err("parallelism.virtual_stages", par.virtualStages, Expect::StagesDivideLayers, a.layers),
                        {"parallelism.pipeline", kModel, "model.architecture.layers"});
        if (par.expert > 1 && (a.experts % par.expert != 0))
            return with(err("parallelism.expert", par.expert, Expect::DivisorOf, "experts", a.experts),
                        {kModel, "model.architecture.experts"});
    } else if (auto e = checkStageSplit(0, par)) {
        return e;
    } else if (par.tensor > 1 || par.pipeline > 1 || par.expert > 1) {
        return with(err(par.tensor > 1 ? "parallelism.tensor"
                                       : (par.pipeline > 1 ? "parallelism.pipeline" : "parallelism.expert"),
                        std::max({par.tensor, par.pipeline, par.expert}), Expect::OneWithoutArchitecture),
                    {kModel, "model.parameters"});
    }
    if (par.virtualStages > 1 && par.pipeline == 1)
        return with(err("parallelism.virtual_stages", par.virtualStages, Expect::OneWithoutPipeline),
                    {"parallelism.pipeline"});
    if (par.expert > 1 && dp % par.expert != 0)
        return with(err("parallelism.expert", par.expert, Expect::DivisorOf, "data_parallel", dp),
                    {"parallelism.gpus", "parallelism.tensor", "parallelism.pipeline", "parallelism.context"});
    const Mode mode = s.workload.mode;
    if (mode != Mode::Inference) {
        if (s.workload.globalBatchSize < s.workload.microBatchSize * dp)
            return with(err("workload.global_batch_size", s.workload.globalBatchSize, Expect::GlobalBatchAtLeast,
                            s.workload.microBatchSize, dp, s.workload.microBatchSize * dp),
                        {"workload.micro_batch_size", "parallelism.gpus", "parallelism.tensor", "parallelism.pipeline",
                         "parallelism.context"});
    }
    if (mode == Mode::Inference && rs.draftModel &&
        countParameters(*rs.draftModel).total >= countParameters(rs.model).total) {
        const SpeculativeConfig& sp = s.serving.speculative;
        return with(makeError(ErrorCode::Inconsistent, "serving.speculative.draft_model", sp.draftModel, Expect::AtMost,
                              "the target's parameters", std::to_string(std::int64_t(countParameters(rs.model).total))),
                    {kModel});
    }
    // The software stack must run the job's mode (headroom/model/stack.h).
    if (s.software.stack) {
        const StackFacts& stack = stackFacts(*s.software.stack);
        const bool inference = mode == Mode::Inference;
        if (inference ? !stack.inference : !stack.training) {
            std::string runs;
            for (const auto& [id, name] : EnumNames<SoftwareStack>::table)
                if (inference ? stackFacts(id).inference : stackFacts(id).training)
                    runs += (runs.empty() ? "" : ", ") + std::string(name);
            return with(makeError(ErrorCode::Inconsistent, "software.stack", std::string(toString(*s.software.stack)),
                                  Expect::StackRuns, inference ? "inference" : "training", runs),
                        {"workload.mode"});
        }
    }
    if ((mode == Mode::Lora || mode == Mode::Qlora) && !transformer)
        return with(makeError(ErrorCode::Inconsistent, "workload.mode", std::string(toString(mode)),
                              Expect::ModelWithArchitecture),
                    {kModel, "model.parameters"});
    return std::nullopt;
}

Figure& FigureTable::at(std::size_t i)
{
    thread_local Figure scratch; // written and never read: an estimate without explanations
    return m_table ? (*m_table)[i] : scratch;
}

Expected<Estimate> estimate(const Scenario& scenario, const Catalog& catalog, EstimateOptions options)
{
    auto r = resolve(scenario, catalog);
    if (!r)
        return r.error();
    return estimate(*r, options);
}

Expected<Estimate> estimate(const ResolvedScenario& rs, EstimateOptions options)
{
    if (auto e = validate(rs))
        return *e;
    // Evaluated once; every component reads them (and the planner, the
    // solvers and the serving model call the same functions).
    const ScenarioFacts facts = scenarioFacts(rs);
    const Layout layout = layoutOf(rs.scenario);
    const MemoryEval me = evaluateMemory(facts, rs, layout);
    const FlopsEval fl = evaluateFlops(facts, rs, layout.recompute, recomputedShare(facts, layout));
    const PeakEval pk = evaluatePeak(facts, rs);
    const EstimateContext ctx{rs, facts, layout, me, fl, pk};

    Estimate est;
    est.figures = FigureTable(options.explain);
    est.params = facts.pc;
    est.dataParallel = int(rs.scenario.parallelism.dataParallel());
    fillParameters(est, ctx);
    fillMemory(est, ctx);
    fillCompute(est, ctx);
    fillStages(est, ctx);
    fillInference(est, ctx);
    fillTimeline(est, ctx);
    fillCost(est, ctx);
    fillGoodput(est, ctx);
    fillWarnings(est, ctx);
    return est;
}

} // namespace headroom
