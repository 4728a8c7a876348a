#include "headroom/solve.h"
#include "headroom/inputs.h"
#include "headroom/limits.h"
#include "headroom/model/inventory.h"
#include "headroom/model/stack.h"
#include "headroom/model/weights.h"

#include "headroom/estimate.h"

#include "engine.h"
#include "jsonreader.h"
#include "modeljson.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>

namespace headroom {

using detail::json;
using detail::number;

namespace {

constexpr double kSecondsPerDay = 86400.0;

struct Solver {
    const SolveRequest& req;
    const Catalog& catalog;
    std::int64_t evaluations = 0;

    double usable(double capacity) const { return capacity * (1.0 - req.minHeadroomFraction); }

    // The scenario with its own layout. A scenario that does not resolve is
    // an error; one that estimate() rejects (the layout cannot hold it) is a
    // point that is not valid and does not fit.
    Expected<SolvePoint> atLayout(const Scenario& s)
    {
        ++evaluations;
        SolvePoint pt;
        pt.scenario = s;
        auto rs = resolve(s, catalog);
        if (!rs)
            return rs.error();
        auto e = estimate(*rs, EstimateOptions{.explain = false});
        if (!e)
            return pt;
        pt.valid = true;
        pt.memoryPerGpu = e->perGpu.total();
        pt.capacity = e->capacity;
        pt.usableCapacity = usable(e->capacity);
        pt.fits = e->fits && pt.memoryPerGpu <= pt.usableCapacity; // inference: the KV share too
        pt.seconds = e->seconds;
        pt.parameters = e->params.total;
        return pt;
    }

    // The best layout (fastest, then the planner's tie-break) on the
    // scenario's GPU type and the given count.
    Expected<SolvePoint> withSearch(const Scenario& s, std::int64_t gpus)
    {
        ++evaluations;
        PlanRequest pr = req.layoutSearch;
        pr.scenario = s;
        pr.gpus.clear();
        pr.gpuCounts = {gpus};
        pr.maxGpus = std::max<std::int64_t>(gpus, 1);
        pr.objective = PlanObjective::Time;
        pr.deadlineDays.reset();
        pr.budgetUsd.reset();
        pr.minHeadroomFraction = req.minHeadroomFraction;
        pr.threads = 1;
        pr.prune = true;
        auto r = plan(pr, catalog);
        if (!r)
            return r.error();
        auto rs = resolve(s, catalog); // plan() resolved it already: this cannot fail
        const double parameters = rs ? countParameters(rs->model).total : 0;
        Scenario at = s;
        at.parallelism.gpus = gpus;
        if (r->front.empty()) {
            // Nothing fits: show the layout that came closest, so the failing
            // side still has a memory figure (none when no layout is valid).
            SolvePoint pt;
            pt.scenario = at;
            pt.valid = r->evaluated > 0;
            pt.fits = false;
            pt.parameters = parameters;
            if (r->leanest) {
                const PlanRow& row = *r->leanest;
                pt.scenario = applyPlanConfig(at, row.config);
                pt.memoryPerGpu = row.memoryPerGpu;
                pt.capacity = row.capacity;
                pt.usableCapacity = row.usableCapacity;
                pt.seconds = row.seconds;
            }
            return pt;
        }
        const PlanRow& row = r->front.front();
        SolvePoint pt;
        pt.scenario = applyPlanConfig(at, row.config);
        pt.valid = true;
        pt.fits = true;
        pt.memoryPerGpu = row.memoryPerGpu;
        pt.capacity = row.capacity;
        pt.usableCapacity = row.usableCapacity;
        pt.seconds = row.seconds;
        pt.parameters = parameters;
        return pt;
    }
};

// Integer boundary search over k = 1, 2, …, kMax: doubling, then bisection.
// Finds k with works(k) and !works(k + 1). Memory grows with each quantity
// searched here (up to rounding of whole micro-batches in flight), so this is
// the largest working value; where it is not monotone it is still a true
// boundary, which is what the result promises.
struct Boundary {
    bool found = false;
    bool limited = false; // works at kMax
    std::int64_t lo = 0, hi = 0;
    SolvePoint atLo, atHi;
};

Expected<Boundary> searchUp(std::int64_t kMax, const std::function<Expected<SolvePoint>(std::int64_t)>& at,
                            const std::function<bool(const SolvePoint&)>& works)
{
    // The shared search (largestWorking); the points it saw at the boundary
    // are kept: the largest working and the smallest failing.
    Boundary b;
    std::optional<Error> failed;
    const std::int64_t lo = detail::largestWorking(kMax, [&](std::int64_t k) {
        if (failed)
            return false;
        auto p = at(k);
        if (!p) {
            failed = p.error();
            return false;
        }
        const bool ok = works(*p);
        if (ok && k > b.lo) {
            b.lo = k;
            b.atLo = std::move(*p);
        } else if (!ok && (b.hi == 0 || k < b.hi)) {
            b.hi = k;
            b.atHi = std::move(*p);
        }
        return ok;
    });
    if (failed)
        return *failed;
    b.found = lo >= 1;
    b.limited = b.found && b.hi == 0;
    return b;
}

// Only memory limits the answer: a global batch smaller than one micro-batch
// per replica is raised to it.
Scenario applyMicroBatch(Scenario s, std::int64_t microBatch, std::int64_t dp)
{
    s.workload.microBatchSize = microBatch;
    s.workload.globalBatchSize = std::min(kMaxGlobalBatch, std::max(s.workload.globalBatchSize, microBatch * dp));
    return s;
}

bool isTraining(const Scenario& s)
{
    return s.workload.mode != Mode::Inference;
}

Error trainingModeError(SolveKind k)
{
    return makeError(ErrorCode::Inconsistent, "workload.mode", "inference", Expect::TrainingModeFor,
                     std::string(toString(k)));
}

} // namespace

std::string_view toString(SolveLimit l)
{
    switch (l) {
    case SolveLimit::Memory: return "memory";
    case SolveLimit::Deadline: return "deadline";
    case SolveLimit::NoLayout: return "no-layout";
    case SolveLimit::SearchLimit: return "search-limit";
    case SolveLimit::ModelContext: return "model-context";
    }
    return "memory";
}

namespace {

bool fitsOnly(const SolvePoint& p)
{
    return p.fits;
}

// One solve, a method per kind of question: the base scenario, the step and
// the result they fill are members.
class Solving {
public:
    Solving(const SolveRequest& r, const Catalog& c, const ModelSpec& baseModel)
        : req(r), catalog(c), solver{r, c}, family(baseModel), base(r.scenario), step(r.step)
    {
        result.kind = r.kind;
    }
    std::optional<Error> maxMicroBatch();
    std::optional<Error> maxSequence();
    std::optional<Error> maxInferenceBatch();
    std::optional<Error> maxContext();
    std::optional<Error> bestWeights();
    std::optional<Error> largestModel();
    std::optional<Error> minGpus();
    SolveResult done()
    {
        result.evaluations = solver.evaluations;
        return std::move(result);
    }

private:
    void finish(Boundary&& b, const std::function<double(std::int64_t)>& valueOf);
    // The largest k·step the scenario fits with, the quantity set by `set`.
    std::optional<Error> searchSteps(std::int64_t kMax, const std::function<void(Scenario&, std::int64_t)>& set,
                                     const std::function<double(std::int64_t)>& valueOf);
    std::optional<Error> baseEstimates() const;
    // The value at k: k steps.
    std::function<double(std::int64_t)> times() const
    {
        return [this](std::int64_t k) { return double(k * step); };
    }

    const SolveRequest& req;
    const Catalog& catalog;
    Solver solver;
    const ModelSpec& family;
    Scenario base;
    const std::int64_t step;
    SolveResult result;
};

// Converts the boundary found on k = 1, 2, … into values.
void Solving::finish(Boundary&& b, const std::function<double(std::int64_t)>& valueOf)
{
    result.found = b.found;
    if (b.found) {
        result.best = std::move(b.atLo);
        result.best.value = valueOf(b.lo);
    }
    if (b.limited) {
        result.limit = SolveLimit::SearchLimit;
    } else {
        SolvePoint n = std::move(b.atHi);
        n.value = valueOf(b.hi);
        result.limit = n.valid ? SolveLimit::Memory : SolveLimit::NoLayout;
        result.next = std::move(n);
    }
}

std::optional<Error> Solving::searchSteps(std::int64_t kMax, const std::function<void(Scenario&, std::int64_t)>& set,
                                          const std::function<double(std::int64_t)>& valueOf)
{
    auto at = [&](std::int64_t k) {
        Scenario s = base;
        set(s, k * step);
        return solver.atLayout(s);
    };
    auto b = searchUp(kMax, at, fitsOnly);
    if (!b)
        return b.error();
    finish(std::move(*b), valueOf);
    return std::nullopt;
}

// The base scenario itself must be valid before anything is searched.
std::optional<Error> Solving::baseEstimates() const
{
    if (auto e = estimate(base, catalog, EstimateOptions{.explain = false}); !e)
        return e.error();
    return std::nullopt;
}

std::optional<Error> Solving::maxMicroBatch()
{
    if (!isTraining(base))
        return trainingModeError(req.kind);
    const Parallelism& par = base.parallelism;
    const std::int64_t dp = std::max<std::int64_t>(1, par.dataParallel());
    // The base layout itself must be valid (at micro-batch 1).
    if (auto e = estimate(applyMicroBatch(base, 1, dp), catalog, EstimateOptions{.explain = false}); !e)
        return e.error();
    auto at = [&](std::int64_t k) { return solver.atLayout(applyMicroBatch(base, k * step, dp)); };
    const std::int64_t kMax = std::min(kMaxMicroBatch, kMaxGlobalBatch / dp) / step;
    // Under a stack that frees the gradients between steps (set_to_none),
    // memory falls where the step becomes one micro-batch (k·step·dp ≥ the
    // global batch): no gradients live through its forward. Each side of
    // that point is monotone (planner.cpp, pruning rule 1), so the single
    // micro-batch side is searched first and the accumulating side only when
    // nothing there fits.
    const std::int64_t G = base.workload.globalBatchSize;
    const std::int64_t kSingle = ((G + dp - 1) / dp + step - 1) / step;
    if (!stackFacts(stackOf(base)).gradientsPersist && kSingle > 1 && kSingle <= kMax) {
        const std::int64_t shift = kSingle - 1;
        auto single = searchUp(
            kMax - shift, [&](std::int64_t j) { return at(shift + j); }, fitsOnly);
        if (!single)
            return single.error();
        if (single->found) {
            single->lo += shift;
            if (single->hi > 0)
                single->hi += shift;
            finish(std::move(*single), times());
            return std::nullopt;
        }
        auto accumulating = searchUp(shift, at, fitsOnly);
        if (!accumulating)
            return accumulating.error();
        if (accumulating->limited) { // fits up to the dip's edge: the next step is the single one, which failed
            accumulating->limited = false;
            accumulating->hi = kSingle;
            accumulating->atHi = std::move(single->atHi);
        }
        finish(std::move(*accumulating), times());
        return std::nullopt;
    }
    auto b = searchUp(kMax, at, fitsOnly);
    if (!b)
        return b.error();
    finish(std::move(*b), times());
    return std::nullopt;
}

std::optional<Error> Solving::maxSequence()
{
    if (!isTraining(base))
        return trainingModeError(req.kind);
    if (auto e = baseEstimates())
        return e;
    return searchSteps(
        kMaxTokens / step, [](Scenario& s, std::int64_t v) { s.workload.sequenceLength = v; }, times());
}

std::optional<Error> Solving::maxInferenceBatch()
{
    base.workload.mode = Mode::Inference;
    if (auto e = baseEstimates())
        return e;
    return searchSteps(
        kMaxMicroBatch / step, [](Scenario& s, std::int64_t v) { s.workload.microBatchSize = v; }, times());
}

// The prompt grows; the output length stays the scenario's. The value
// reported is the whole context, prompt + output, up to the model's window
// (max_positions): a context the model was not trained to is no answer,
// whatever the memory holds.
std::optional<Error> Solving::maxContext()
{
    base.workload.mode = Mode::Inference;
    if (auto e = baseEstimates())
        return e;
    const std::int64_t output = base.workload.outputTokens;
    std::int64_t kMax = kMaxTokens / step;
    const std::int64_t window = family.kind == ModelSpec::Kind::Transformer ? family.arch.maxPositions : 0;
    const bool windowBinds = window > 0 && (window - output) / step < kMax;
    if (windowBinds)
        kMax = std::max<std::int64_t>(0, (window - output) / step);
    if (kMax == 0) { // the output alone fills the window: no prompt step fits in it
        result.found = false;
        result.limit = SolveLimit::ModelContext;
        return std::nullopt;
    }
    if (auto e = searchSteps(
            kMax, [](Scenario& s, std::int64_t v) { s.workload.promptTokens = v; },
            [this, output](std::int64_t k) { return double(k * step + output); }))
        return e;
    if (windowBinds && result.limit == SolveLimit::SearchLimit)
        result.limit = SolveLimit::ModelContext; // it still fit at the window's last step
    return std::nullopt;
}

// Formats from the most precise down: the first that fits is the answer,
// the one before it (more precise) the step that does not. Under an engine
// the user chose, only the formats it loads (engineLoads); the papers'
// accounting (no stack) keeps every format.
std::optional<Error> Solving::bestWeights()
{
    base.workload.mode = Mode::Inference;
    if (auto e = baseEstimates())
        return e;
    std::optional<SolvePoint> above;
    for (DType d : kWeightFormatsByPrecision) {
        if (base.software.stack && !engineLoads(*base.software.stack, d))
            continue;
        Scenario s = base;
        s.precision.weights = d;
        auto pt = solver.atLayout(s);
        if (!pt)
            return pt.error();
        auto rs = resolve(s, catalog);
        pt->value = rs ? weightFormat(rs->model, d).bitsPerWeight() : 0;
        if (pt->valid && pt->fits) {
            result.found = true;
            result.best = std::move(*pt);
            break;
        }
        above = std::move(*pt);
    }
    if (above) {
        result.limit = above->valid ? SolveLimit::Memory : SolveLimit::NoLayout;
        result.next = std::move(above);
    } else {
        result.limit = SolveLimit::SearchLimit; // the most precise format fits
    }
    return std::nullopt;
}

// A geometric grid of sizes from the family's smallest shape up:
// P_k = P_0 · (1 + stepFraction)^k. Each size is the family's shape
// rescaled (scaleArchitecture), or a generic parameter count.
std::optional<Error> Solving::largestModel()
{
    const bool transformer = family.kind == ModelSpec::Kind::Transformer;
    const double p0 = transformer ? countParameters(scaleArchitecture(family.arch, 1.0)).total : 1e6;
    const double ratio = 1.0 + req.stepFraction;
    const auto kMax = std::int64_t(std::floor(std::log(kMaxParameters / p0) / std::log(ratio)));
    // searchUp counts k from 1; the grid from P_0.
    auto sizeAt = [&](std::int64_t k) { return p0 * std::pow(ratio, double(k - 1)); };
    auto at = [&](std::int64_t k) -> Expected<SolvePoint> {
        const double parameters = sizeAt(k);
        Scenario s = base;
        s.model = ModelSource{};
        Architecture arch;
        if (transformer) {
            arch = scaleArchitecture(family.arch, parameters);
            s.model.kind = ModelSource::Kind::Architecture;
            s.model.architecture = arch;
        } else {
            s.model.kind = ModelSource::Kind::Parameters;
            s.model.parameters = parameters;
            s.model.activationBytesPerSample = family.activationBytesPerSample;
        }
        auto p = req.searchLayouts ? solver.withSearch(s, base.parallelism.gpus) : solver.atLayout(s);
        if (!p)
            return p.error();
        p->architecture = arch;
        p->parameters = transformer ? countParameters(arch).total : parameters;
        return p;
    };
    auto b = searchUp(kMax + 1, at, fitsOnly);
    if (!b)
        return b.error();
    finish(std::move(*b), sizeAt);
    return std::nullopt;
}

// The fewest GPUs (a multiple of the step) that fit and finish the training
// tokens within the days.
std::optional<Error> Solving::minGpus()
{
    if (!isTraining(base))
        return trainingModeError(req.kind);
    if (!req.days || !(*req.days > 0) || !std::isfinite(*req.days))
        return makeError(ErrorCode::OutOfRange, "days", req.days ? std::to_string(*req.days) : std::string(),
                         Expect::PositiveNumber);
    if (req.tokens) {
        if (!(*req.tokens > 0) || !std::isfinite(*req.tokens))
            return makeError(ErrorCode::OutOfRange, "tokens", std::to_string(*req.tokens), Expect::PositiveNumber);
        base.workload.trainingTokens = *req.tokens;
    }
    if (req.maxGpus < 1 || req.maxGpus > kMaxGpus)
        return makeError(ErrorCode::OutOfRange, "max_gpus", std::to_string(req.maxGpus), Expect::IntegerRange, 1,
                         kMaxGpus);
    const double deadline = *req.days * kSecondsPerDay;
    // Time is inversely proportional to the GPU count: one GPU's time
    // (without recomputation, the fastest) gives a lower bound to start
    // from; every count below it misses the deadline.
    Scenario one = base;
    one.parallelism = Parallelism{};
    one.parallelism.gpus = 1;
    one.workload.microBatchSize = 1;
    one.activations.recompute = Recompute::None;
    auto e1 = estimate(one, catalog, EstimateOptions{.explain = false});
    if (!e1)
        return e1.error();
    const double lower = std::floor(e1->seconds / deadline * (1.0 - 1e-9));
    const std::int64_t kMax = req.maxGpus / step;
    std::int64_t k = std::max<std::int64_t>(1, std::int64_t(std::min(lower, double(kMax * step))) / step);

    auto at = [&](std::int64_t gpus) -> Expected<SolvePoint> {
        Expected<SolvePoint> p = SolvePoint{};
        if (req.searchLayouts) {
            p = solver.withSearch(base, gpus);
        } else {
            Scenario s = base;
            s.parallelism.gpus = gpus;
            p = solver.atLayout(s);
        }
        if (!p)
            return p.error();
        p->value = double(gpus);
        p->meetsDeadline = p->valid && p->seconds <= deadline;
        return p;
    };
    std::optional<SolvePoint> previous;
    for (; k <= kMax; ++k) {
        auto p = at(k * step);
        if (!p)
            return p.error();
        if (p->fits && p->meetsDeadline) {
            result.found = true;
            result.best = std::move(*p);
            break;
        }
        previous = std::move(*p);
    }
    if (!result.found) {
        result.limit = SolveLimit::SearchLimit;
        return std::nullopt;
    }
    const std::int64_t n = std::int64_t(result.best.value);
    if (n - step < 1) {
        result.limit = SolveLimit::Deadline; // nothing below the first step
        return std::nullopt;
    }
    if (!previous || std::int64_t(previous->value) != n - step) {
        auto p = at(n - step);
        if (!p)
            return p.error();
        previous = std::move(*p);
    }
    result.next = std::move(*previous);
    // Why one step fewer fails: no layout, memory, then time.
    result.limit = !result.next->valid  ? SolveLimit::NoLayout
                   : !result.next->fits ? SolveLimit::Memory
                                        : SolveLimit::Deadline;
    return std::nullopt;
}

} // namespace

Expected<SolveResult> solve(const SolveRequest& req, const Catalog& catalog)
{
    if (!(req.minHeadroomFraction >= 0 && req.minHeadroomFraction < 1))
        return makeError(ErrorCode::OutOfRange, "min_headroom", std::to_string(req.minHeadroomFraction),
                         Expect::FractionBelowOne);
    if (req.step < 1 || req.step > kMaxSolveStep)
        return makeError(ErrorCode::OutOfRange, "step", std::to_string(req.step), Expect::PositiveInteger);
    if (!(req.stepFraction >= kMinFraction && req.stepFraction <= 1))
        return makeError(ErrorCode::OutOfRange, "step_fraction", std::to_string(req.stepFraction), Expect::NumberRange,
                         "0.0001", "1");
    // The base must resolve (model, GPU) whatever is solved for.
    auto baseResolved = resolve(req.scenario, catalog);
    if (!baseResolved)
        return baseResolved.error();

    Solving solving(req, catalog, baseResolved->model);
    std::optional<Error> error;
    switch (req.kind) {
    case SolveKind::MaxMicroBatch: error = solving.maxMicroBatch(); break;
    case SolveKind::MaxSequence: error = solving.maxSequence(); break;
    case SolveKind::MaxInferenceBatch: error = solving.maxInferenceBatch(); break;
    case SolveKind::MaxContext: error = solving.maxContext(); break;
    case SolveKind::BestWeights: error = solving.bestWeights(); break;
    case SolveKind::LargestModel: error = solving.largestModel(); break;
    case SolveKind::MinGpus: error = solving.minGpus(); break;
    }
    if (error)
        return *error;
    return solving.done();
}

std::string solveToJson(const SolveResult& r, int indent)
{
    auto point = [&](const SolvePoint& p, bool withScenario) {
        const Scenario& s = p.scenario;
        json o;
        o["value"] = number(p.value);
        o["fits"] = p.fits;
        if (r.kind == SolveKind::MinGpus)
            o["meets_deadline"] = p.meetsDeadline;
        o["memory_per_gpu"] = number(p.memoryPerGpu);
        o["capacity"] = number(p.capacity);
        o["usable_capacity"] = number(p.usableCapacity);
        o["headroom"] = number(p.capacity - p.memoryPerGpu);
        o["seconds"] = number(p.seconds);
        o["days"] = number(p.seconds / kSecondsPerDay);
        o["parameters"] = number(p.parameters);
        o["layout"] = {{"gpu", s.hardware.inlineGpu ? s.hardware.inlineGpu->id : s.hardware.gpu},
                       {"gpus", s.parallelism.gpus},
                       {"tensor", s.parallelism.tensor},
                       {"pipeline", s.parallelism.pipeline},
                       {"virtual_stages", s.parallelism.virtualStages},
                       {"expert", s.parallelism.expert},
                       {"zero", s.parallelism.zero},
                       {"sequence_parallel", s.parallelism.sequenceParallel},
                       {"micro_batch_size", s.workload.microBatchSize},
                       {"recompute", toString(s.activations.recompute)}};
        if (r.kind == SolveKind::BestWeights)
            o["weights"] = toString(s.precision.weights);
        o["workload"] = {{"mode", toString(s.workload.mode)},
                         {"micro_batch_size", s.workload.microBatchSize},
                         {"global_batch_size", s.workload.globalBatchSize},
                         {"sequence_length", s.workload.sequenceLength},
                         {"prompt_tokens", s.workload.promptTokens},
                         {"output_tokens", s.workload.outputTokens},
                         {"training_tokens", number(s.workload.trainingTokens)}};
        if (r.kind == SolveKind::LargestModel && s.model.kind == ModelSource::Kind::Architecture)
            o["architecture"] = detail::architectureToJson(p.architecture);
        if (withScenario)
            o["scenario"] = json::parse(scenarioToJson(s));
        return o;
    };
    json j;
    j["format"] = "headroom-solve";
    j["version"] = 1;
    j["solve"] = toString(r.kind);
    j["found"] = r.found;
    j["value"] = r.found ? number(r.best.value) : json(nullptr);
    j["next"] = r.next ? number(r.next->value) : json(nullptr);
    j["limit"] = toString(r.limit);
    j["evaluations"] = r.evaluations;
    j["at_value"] = r.found ? point(r.best, true) : json(nullptr);
    j["at_next"] = r.next ? point(*r.next, false) : json(nullptr);
    return j.dump(indent);
}

} // namespace headroom
