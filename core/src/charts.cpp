#include "headroom/charts.h"
#include "headroom/model/inventory.h"

#include "engine.h"
#include "model/stepmodel.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace headroom {

namespace {

MemoryBar barFor(const ResolvedScenario& s, std::string label)
{
    MemoryBar bar;
    bar.label = std::move(label);
    bar.capacity = usableMemoryBytes(s.gpu);
    auto e = estimate(s, EstimateOptions{.explain = false});
    if (e) {
        bar.breakdown = e->perGpu;
        bar.kvParts = e->kvParts;
        bar.kvLatent = e->kvLatent;
        bar.fits = e->fits;
        bar.papers = e->memoryPeak.papers;
    }
    return bar;
}

} // namespace

std::vector<MemoryBar> memoryBars(const ResolvedScenario& s, CompareAxis axis)
{
    std::vector<MemoryBar> bars;
    auto addIfValid = [&](ResolvedScenario variant, std::string label) {
        if (!validate(variant))
            bars.push_back(barFor(variant, std::move(label)));
    };
    // Recipes, ZeRO stages and recomputation are training's, weight and KV
    // formats inference's: a scenario of the other mode has its one bar.
    if (!compareAxisApplies(axis, s.scenario.workload.mode))
        axis = CompareAxis::None;
    switch (axis) {
    case CompareAxis::None:
    case CompareAxis::Pinned: // the app adds the pinned scenario's bar itself
        bars.push_back(barFor(s, "current"));
        break;
    case CompareAxis::Recipe:
        for (Recipe r : kRecipes) {
            ResolvedScenario v = s;
            v.scenario.precision.recipe = r;
            addIfValid(std::move(v), std::string(toString(r)));
        }
        break;
    case CompareAxis::Zero:
        for (int z = 0; z <= 3; ++z) {
            ResolvedScenario v = s;
            v.scenario.parallelism.zero = z;
            addIfValid(std::move(v), "ZeRO-" + std::to_string(z));
        }
        break;
    case CompareAxis::Recompute:
        // "full" recomputes every layer; a scenario that recomputes some
        // layers only (recompute_layers) has its own bar beside it.
        for (Recompute r : kRecomputes) {
            ResolvedScenario v = s;
            v.scenario.activations.recompute = r;
            v.scenario.activations.recomputeLayers.reset();
            addIfValid(std::move(v), std::string(toString(r)));
            if (r == Recompute::Full && s.scenario.activations.recompute == Recompute::Full &&
                s.scenario.activations.recomputeLayers)
                addIfValid(s, comparedLabel(s.scenario, axis));
        }
        break;
    case CompareAxis::WeightFormat:
        for (DType d : kCompareWeightFormats) {
            ResolvedScenario v = s;
            v.scenario.precision.weights = d;
            addIfValid(std::move(v), std::string(toString(d)));
        }
        break;
    case CompareAxis::KvFormat:
        for (DType d : kCompareKvFormats) {
            ResolvedScenario v = s;
            v.scenario.precision.kvCache = d;
            addIfValid(std::move(v), "KV " + std::string(toString(d)));
        }
        break;
    }
    return bars;
}

std::string comparedLabel(const Scenario& s, CompareAxis axis)
{
    if (!compareAxisApplies(axis, s.workload.mode))
        return "current";
    switch (axis) {
    case CompareAxis::None:
    case CompareAxis::Pinned: return "current";
    case CompareAxis::Recipe: return std::string(toString(s.precision.recipe));
    case CompareAxis::Zero: return "ZeRO-" + std::to_string(s.parallelism.zero);
    case CompareAxis::Recompute: {
        std::string label(toString(s.activations.recompute));
        if (s.activations.recompute == Recompute::Full && s.activations.recomputeLayers)
            label += ":" + std::to_string(*s.activations.recomputeLayers);
        return label;
    }
    case CompareAxis::WeightFormat: return std::string(toString(s.precision.weights));
    case CompareAxis::KvFormat: return "KV " + std::string(toString(s.precision.kvCache));
    }
    return "current";
}

bool compareAxisApplies(CompareAxis axis, Mode mode)
{
    switch (axis) {
    case CompareAxis::None:
    case CompareAxis::Pinned: return true;
    case CompareAxis::Recipe:
    case CompareAxis::Zero:
    case CompareAxis::Recompute: return mode != Mode::Inference;
    case CompareAxis::WeightFormat:
    case CompareAxis::KvFormat: return mode == Mode::Inference;
    }
    return false;
}

double gemmIntensity(double m, double k, double n, double e)
{
    return 2.0 * m * k * n / (e * (m * k + k * n + m * n));
}

RooflineData rooflineData(const ResolvedScenario& rs, const Estimate& est)
{
    RooflineData out;
    const Gpu& gpu = rs.gpu;
    out.gpuName = gpu.name;
    out.bandwidth = gpu.bandwidthBytesPerS;
    // Under a power limit the card's compute ceilings are its lower clocks'
    // (docs/model.md §7b "Power limit"), as the step and decode times use.
    const double share = detail::powerClockShare(gpu, rs.scenario.hardware);
    for (Precision p : kPrecisions) {
        if (gpu.peak(p) <= 0)
            continue;
        // BF16 and FP16 share one ceiling on most parts; keep both only when they differ.
        if (p == Precision::Fp16 && gpu.peak(Precision::Bf16) == gpu.peak(Precision::Fp16))
            continue;
        out.ceilings.push_back({p, gpu.peak(p) * share, gpu.peak(p) * share / gpu.bandwidthBytesPerS});
    }
    const Scenario& s = rs.scenario;
    const Precision prec = est.computePrecision;
    const double peak = est.peakFlopsPerGpu * share;
    const double bw = gpu.bandwidthBytesPerS;
    auto add = [&](std::string label, double flops, double bytes) {
        if (!(flops > 0) || !(bytes > 0))
            return;
        RooflinePoint pt;
        pt.label = std::move(label);
        pt.flops = flops;
        pt.bytes = bytes;
        pt.intensity = flops / bytes;
        pt.precision = prec;
        pt.attainable = std::min(peak, pt.intensity * bw);
        pt.bound = pt.intensity * bw < peak ? Bottleneck::Memory : Bottleneck::Compute;
        out.points.push_back(std::move(pt));
    };
    if (rs.model.kind == ModelSpec::Kind::Transformer) {
        // Every shape from the layer inventory (headroom/model/inventory.h).
        const Inventory inv = buildInventory(rs.model.arch);
        const Architecture& a = inv.arch;
        const double t = double(s.parallelism.tensor), ep = double(s.parallelism.expert);
        const bool training = s.workload.mode != Mode::Inference;
        const double e = training ? detail::recipeBytes(s.precision.recipe).activation
                                  : (s.precision.weights == DType::Fp32 ? 4.0 : 2.0);
        const double ew = training ? e : weightBytesPerParam(s.precision.weights);
        const double h = double(a.hidden), L = inv.layers;
        // Tokens per GEMM: a training micro-batch, or an inference prefill.
        const double m = training ? double(s.workload.microBatchSize * s.workload.sequenceLength)
                                  : double(s.workload.microBatchSize * s.workload.promptTokens);
        auto gemm = [&](std::string label, double rows, double k, double n) {
            const double flops = 2.0 * rows * k * n;
            const double bytes = e * rows * k + ew * k * n + e * rows * n;
            add(std::move(label), flops, bytes);
        };
        const std::string phase = training ? "" : "prefill ";
        // The layer's projections and its MLP (an MoE expert on its own ep·m·k/E rows).
        const auto layerPoints = [&](const std::string& prefix, double rows, bool decode) {
            for (const Gemm& g : layerGemms(inv, rows, t, ep)) {
                // A touched expert sees at least one row.
                const double r = decode ? std::max(1.0, g.m) : g.m;
                switch (g.kind) {
                case GemmKind::Qkv:
                    if (!decode)
                        gemm(prefix + "QKV projection", r, g.k, g.n);
                    break;
                case GemmKind::Mixer:
                    if (!decode)
                        gemm(prefix + "attention projections", r, g.k, g.n);
                    break;
                case GemmKind::MlpUp: gemm(prefix + (decode ? "GEMV (MLP up)" : "MLP up"), r, g.k, g.n); break;
                case GemmKind::MlpDown:
                    if (!decode)
                        gemm(prefix + "MLP down", r, g.k, g.n);
                    break;
                default: break;
                }
            }
        };
        layerPoints(phase, m, false);
        if (a.lmHead && a.vocab > 0)
            gemm(phase + "LM head", m, h, double(a.vocab) / t);
        // Attention core: FlashAttention reads Q, K, V and writes O once, so
        // its intensity grows with the sequence; without it the s×s scores go
        // through memory. One layer on average (windows, MLA's widths).
        const LayerWidths& w = inv.widths;
        const double sq = training ? double(s.workload.sequenceLength) : double(s.workload.promptTokens);
        const double b = double(s.workload.microBatchSize);
        const ScoreWidths scores = scoreWidths(inv);
        const double attnFlops = 4.0 * b * sq * sq * scores.at(sq) / L / t;
        const double kvSplit = a.mla.enabled() ? t : std::min(t, double(a.kvHeads));
        double attnBytes = e * b * sq * ((w.query + w.attnOut) / t + (w.key + w.value) / kvSplit);
        if (!s.activations.flashAttention)
            attnBytes += 2.0 * e * b * (w.heads / t) * sq * sq;
        add(s.activations.flashAttention ? "attention (flash)" : "attention (unfused)", attnFlops, attnBytes);
        // Elementwise: a norm reads and writes each element, ~5 FLOPs each.
        add("norm / elementwise", 5.0 * m * h, 2.0 * e * m * h);
        // Decode (inference only): batch b GEMV, AI ≈ 2b / e_w.
        if (!training) {
            const double bd = double(s.workload.microBatchSize);
            layerPoints("decode ", bd, true);
            const double ctx = double(s.workload.promptTokens + s.workload.outputTokens);
            const double eKv = dtypeBytes(s.precision.kvCache);
            // One layer on average: MLA reads its latent, windows cap the read.
            add("decode attention", 4.0 * bd * scores.at(ctx) * ctx / L, bd * kvShape(inv).elements(ctx) / L * eKv);
        }
    } else {
        const double fwd =
            rs.model.forwardFlopsPerSample > 0 ? rs.model.forwardFlopsPerSample : 2.0 * rs.model.parameters;
        add("forward (whole model)", fwd * double(s.workload.microBatchSize),
            2.0 * rs.model.parameters + rs.model.activationBytesPerSample * double(s.workload.microBatchSize));
    }
    double lo = 1e300, hi = 0;
    for (const auto& c : out.ceilings)
        hi = std::max(hi, c.ridge);
    for (const auto& p : out.points) {
        lo = std::min(lo, p.intensity);
        hi = std::max(hi, p.intensity);
    }
    out.minIntensity = std::pow(10.0, std::floor(std::log10(std::max(1e-3, std::min(lo, 1.0)))));
    out.maxIntensity = std::pow(10.0, std::ceil(std::log10(std::max(10.0, hi * 2))));
    return out;
}

BreakevenData breakevenData(const ResolvedScenario& rs, const Estimate& e)
{
    BreakevenData out;
    const CostConfig& c = rs.scenario.cost;
    const double gpus = double(rs.scenario.parallelism.gpus);
    const double kw = boardWatts(rs.gpu, rs.scenario.hardware) / 1000.0;
    const double hostingYear = c.hostingUsdPerKwMonth * kw * 12.0;
    const double fixedYear =
        e.capitalPerGpu / c.depreciationYears + c.maintenancePerYear * e.capitalPerGpu + hostingYear;
    const double hoursPerMonth = c.utilization * 8760.0 / 12.0;
    out.chosenUtilization = c.utilization;
    out.cloudPerHour = e.cloudUsdPerGpuHour;
    out.publishedTco = publishedTco(rs.gpu);
    // Where the cumulative curves cross: capital paid up front, upkeep by the
    // month, energy by the hour used (this is a time, not docs/model.md's h*).
    const double monthlyGain = hoursPerMonth * (e.cloudUsdPerGpuHour - e.energyUsdPerGpuHour) -
                               (c.maintenancePerYear * e.capitalPerGpu + hostingYear) / 12.0;
    out.crossingMonths = monthlyGain > 0 ? e.capitalPerGpu / monthlyGain : std::numeric_limits<double>::infinity();
    const double lifeMonths = c.depreciationYears * 12.0;
    out.horizonMonths = std::isfinite(out.crossingMonths)
                            ? std::max(lifeMonths, std::min(1.5 * out.crossingMonths, 240.0))
                            : lifeMonths;
    constexpr int kSteps = 120;
    out.cloudCumulative.reserve(kSteps + 1);
    out.onpremCumulative.reserve(kSteps + 1);
    for (int i = 0; i <= kSteps; ++i) {
        const double m = out.horizonMonths * i / kSteps;
        const double hours = hoursPerMonth * m;
        out.cloudCumulative.push_back({m, gpus * e.cloudUsdPerGpuHour * hours});
        // Capital is paid up front; upkeep accrues monthly; energy per hour used.
        const double onprem = e.capitalPerGpu + (c.maintenancePerYear * e.capitalPerGpu + hostingYear) * m / 12.0 +
                              e.energyUsdPerGpuHour * hours;
        out.onpremCumulative.push_back({m, gpus * onprem});
    }
    out.crossingUsd = std::isfinite(out.crossingMonths)
                          ? gpus * e.cloudUsdPerGpuHour * hoursPerMonth * out.crossingMonths
                          : std::numeric_limits<double>::infinity();
    for (int i = 1; i <= kSteps; ++i) {
        const double u = double(i) / kSteps;
        out.onpremPerHour.push_back({u, fixedYear / (8760.0 * u) + e.energyUsdPerGpuHour});
    }
    const double margin = e.cloudUsdPerGpuHour - e.energyUsdPerGpuHour;
    out.crossingUtilization = margin > 0 ? fixedYear / (8760.0 * margin) : std::numeric_limits<double>::infinity();
    return out;
}

StepData stepData(const Estimate& e)
{
    StepData d;
    d.predicted = e.predictedTime;
    d.seconds = e.step.exposed;
    d.stepSeconds = e.step.stepSeconds;
    d.mfu = e.step.mfu;
    d.limit = e.step.limit;
    d.pipeline = e.pipeline;
    d.shares = stepShares(e.step, e.pipeline);
    return d;
}

std::vector<ScalingPoint> scalingData(const ResolvedScenario& rs, std::vector<std::int64_t> counts)
{
    std::vector<ScalingPoint> out;
    const Parallelism& par = rs.scenario.parallelism;
    const std::int64_t unit = std::max<std::int64_t>(1, par.tensor * par.pipeline * par.context);
    if (counts.empty()) {
        const std::int64_t top = std::min<std::int64_t>(16384, std::max<std::int64_t>(unit, par.gpus) * 64);
        for (std::int64_t n = unit; n <= top; n *= 2)
            counts.push_back(n);
    }
    for (std::int64_t n : counts) {
        if (n < unit || n % unit != 0)
            continue;
        ResolvedScenario at = rs;
        at.scenario.parallelism.gpus = n;
        // ZeRO needs replicas to shard over. (A count an explicit node size
        // does not tile fails validation and is left out.)
        if (n / unit == 1)
            at.scenario.parallelism.zero = 0;
        auto e = estimate(at, EstimateOptions{.explain = false});
        if (!e)
            continue;
        ScalingPoint p;
        p.gpus = n;
        p.tokensPerSecondPerGpu = e->step.tokensPerSecondPerGpu;
        p.mfu = e->step.mfu;
        p.seconds = e->seconds;
        p.cloudUsd = e->cloudUsd;
        p.onpremUsd = e->onpremUsd;
        p.fits = e->fits;
        p.limit = e->step.limit;
        p.shares = stepShares(e->step, e->pipeline);
        out.push_back(p);
    }
    return out;
}

} // namespace headroom
