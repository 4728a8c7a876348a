#pragma once

// The predicted step time against published measured runs
// (tests/data/throughput/training.json): shared by the GoogleTest that holds
// the accuracy targets and by headroom-validate, which writes
// docs/validation.md and fits the kernel constants on the declared rows.
// It reaches into the core's internals (predictStep with a kernel table
// override), which only these two use.

#include "headroom/catalog.h"
#include "headroom/estimate.h"
#include "headroom/inputs.h"
#include "headroom/model/stack.h"
#include "headroom/scenario.h"
#include "model/stepmodel.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace headroom::validation {

struct Row {
    std::string id;
    std::string source;
    bool fit = false;
    std::string gpu;
    SoftwareStack stack = SoftwareStack::Megatron;
    std::string layout;  // "TP 8 · PP 8 · DP 1 · v 3 · mb 1 · selective"
    double measured = 0; // tokens/s per GPU
    double predicted = 0;
    double error = 0; // predicted / measured − 1
    StepTime step;
    std::vector<std::string> assumptions;
};

struct LayerRow {
    std::string id;
    double measuredForward = 0, measuredBackward = 0;
    double predictedForward = 0, predictedBackward = 0;
};

struct Pair {
    std::string name, a, b, what;
    double measuredRatio = 0, predictedRatio = 0, error = 0;
};

struct Report {
    std::vector<Row> rows;
    std::vector<LayerRow> layers;
    std::vector<Pair> pairs;
};

// Kernel tables by generation for a fit; an empty optional keeps the built-in one.
using CurveOverride = std::map<KernelGeneration, detail::KernelCurve>;

inline std::string layoutText(const Scenario& s)
{
    const Parallelism& p = s.parallelism;
    std::ostringstream o;
    o << "TP " << p.tensor << " · PP " << p.pipeline;
    if (p.virtualStages > 1)
        o << " (v " << p.virtualStages << ")";
    o << " · DP " << p.gpus / (p.tensor * p.pipeline * p.context);
    if (p.zero > 0)
        o << " · ZeRO-" << p.zero;
    if (p.sequenceParallel)
        o << " · SP";
    o << " · mb " << s.workload.microBatchSize << " · " << toString(s.activations.recompute);
    if (s.activations.recompute == Recompute::Full && s.activations.recomputeLayers)
        o << " (" << *s.activations.recomputeLayers << " layers)";
    return o.str();
}

// The step predicted for one scenario; std::nullopt with `why` on a scenario
// the engine refuses.
inline std::optional<StepTime> predict(const Scenario& s, const Catalog& catalog, const CurveOverride& curves,
                                       std::string& why)
{
    auto rs = resolve(s, catalog);
    if (!rs) {
        why = rs.error().message();
        return std::nullopt;
    }
    if (auto e = validate(*rs)) {
        why = e->message();
        return std::nullopt;
    }
    using namespace detail;
    const ScenarioFacts f = scenarioFacts(*rs);
    const Layout l = layoutOf(rs->scenario);
    const FlopsEval fl = evaluateFlops(f, *rs, l.recompute, recomputedShare(f, l));
    const PeakEval pk = evaluatePeak(f, *rs);
    const auto it = curves.find(rs->gpu.generation);
    return predictStep(f, *rs, l, fl, pk.peak, it == curves.end() ? nullptr : &it->second);
}

inline std::optional<std::string> load(const std::string& path, const Catalog& catalog, const CurveOverride& curves,
                                       Report& out)
{
    std::ifstream in(path);
    if (!in)
        return "cannot read " + path;
    nlohmann::json doc;
    try {
        doc = nlohmann::json::parse(in);
    } catch (const std::exception& e) {
        return path + ": " + e.what();
    }
    auto scenarioOf = [&](const nlohmann::json& row, Scenario& s) -> std::optional<std::string> {
        auto parsed = parseScenario(row.at("scenario").dump(), path);
        if (!parsed)
            return row.value("id", "?") + ": " + parsed.error().message();
        s = *parsed;
        return std::nullopt;
    };
    for (const auto& row : doc.at("rows")) {
        Row r;
        r.id = row.at("id").get<std::string>();
        r.source = row.at("source").get<std::string>();
        r.fit = row.at("fit").get<bool>();
        r.measured = row.at("measured").at("tokens_per_second_per_gpu").get<double>();
        if (row.contains("assumptions"))
            r.assumptions = row.at("assumptions").get<std::vector<std::string>>();
        Scenario s;
        if (auto e = scenarioOf(row, s))
            return e;
        r.gpu = s.hardware.gpu;
        r.stack = stackOf(s);
        r.layout = layoutText(s);
        std::string why;
        auto st = predict(s, catalog, curves, why);
        if (!st)
            return r.id + ": " + why;
        r.step = *st;
        r.predicted = st->tokensPerSecondPerGpu;
        r.error = r.predicted / r.measured - 1.0;
        out.rows.push_back(std::move(r));
    }
    for (const auto& row : doc.value("layer_rows", nlohmann::json::array())) {
        // One layer: the same scenario cut to a single layer with no LM head,
        // no data parallel and no optimizer in the forward/backward times.
        LayerRow lr;
        lr.id = row.at("id").get<std::string>();
        lr.measuredForward = row.at("measured").at("layer_forward_seconds").get<double>();
        lr.measuredBackward = row.at("measured").at("layer_backward_seconds").get<double>();
        Scenario s;
        if (auto e = scenarioOf(row, s))
            return e;
        s.model.architecture.layers = 1;
        s.model.architecture.lmHead = false;
        std::string why;
        auto st = predict(s, catalog, curves, why);
        if (!st)
            return lr.id + ": " + why;
        lr.predictedForward = st->forwardSeconds;
        lr.predictedBackward = st->backwardSeconds;
        out.layers.push_back(lr);
    }
    for (const auto& pj : doc.value("pairs", nlohmann::json::array())) {
        Pair p;
        p.name = pj.at("name").get<std::string>();
        p.a = pj.at("a").get<std::string>();
        p.b = pj.at("b").get<std::string>();
        p.what = pj.value("what", "");
        p.measuredRatio = pj.at("measured_ratio").get<double>();
        auto find = [&](const std::string& id) -> const Row* {
            for (const Row& r : out.rows)
                if (r.id == id)
                    return &r;
            return nullptr;
        };
        const Row* a = find(p.a);
        const Row* b = find(p.b);
        if (!a || !b)
            return "pair " + p.name + " names a row that does not exist";
        p.predictedRatio = a->predicted / b->predicted;
        p.error = p.predictedRatio / p.measuredRatio - 1.0;
        out.pairs.push_back(p);
    }
    return std::nullopt;
}

struct Summary {
    std::size_t count = 0;
    double median = 0; // of |error|
    double worst = 0;  // largest |error|
    std::string worstId;
};

inline Summary summarize(const std::vector<Row>& rows, int fitFilter /* -1 all, 0 held out, 1 fitted */)
{
    Summary s;
    std::vector<double> errs;
    for (const Row& r : rows) {
        if (fitFilter >= 0 && r.fit != (fitFilter == 1))
            continue;
        const double a = std::fabs(r.error);
        errs.push_back(a);
        if (a > s.worst) {
            s.worst = a;
            s.worstId = r.id;
        }
    }
    s.count = errs.size();
    if (!errs.empty()) {
        std::sort(errs.begin(), errs.end());
        const std::size_t n = errs.size();
        s.median = n % 2 ? errs[n / 2] : 0.5 * (errs[n / 2 - 1] + errs[n / 2]);
    }
    return s;
}

} // namespace headroom::validation
