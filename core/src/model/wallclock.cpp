// The run on a machine that fails (docs/model.md §7d): the goodput model's
// numbers for the estimate, with their worked figures.

#include "components.h"
#include "sources.h"

#include <cmath>

namespace headroom::detail {

void fillGoodput(Estimate& est, const EstimateContext& ctx)
{
    const auto& [rs, facts, layout, me, fl, pk, s, w, par, arch, pc] = ctx;
    if (!facts.training)
        return;
    const double gpus = double(par.gpus);
    const PipelineTime& p = est.pipeline;
    const CheckpointConfig& ck = s.checkpoint;
    // One checkpoint of the model states (§7c), written and read back at the
    // job's storage rates.
    const double readRate = ck.storageReadBytesPerS.value_or(ck.storageWriteBytesPerS);
    GoodputInputs in;
    in.productiveSeconds = est.seconds;
    in.stepSeconds = est.step.stepSeconds;
    in.intervalSteps = ck.intervalSteps;
    in.writeSeconds = p.checkpointBytes / ck.storageWriteBytesPerS;
    in.reloadSeconds = p.checkpointBytes / readRate;
    in.restartSeconds = s.reliability.restartSeconds;
    in.failuresPerGpuHour = s.reliability.failuresPerGpuHour.value_or(kDefaultFailuresPerGpuHour);
    in.gpus = gpus;
    est.defaultFailureRate = !s.reliability.failuresPerGpuHour.has_value();
    const Goodput& g = est.goodput = evaluateGoodput(in);
    est.wallGpuHours = g.wallSeconds * gpus / 3600.0;
    est.wallCloudUsd = est.wallGpuHours * est.cloudUsdPerGpuHour;
    est.wallOnpremUsd = est.wallGpuHours * est.onpremUsdPerGpuHour;

    const double M = g.mtbfSeconds;
    if (std::isfinite(M))
        est.figure(FigureId::JobMtbf)
            .set("3600 s/h / ({n}·{f})", M, kSrcFailures)
            .term("n", gpus)
            .term("f", g.failuresPerGpuHour);
    if (!g.finite() || est.seconds <= 0)
        return;
    const bool checkpoints = ck.intervalSteps > 0;
    const double r = g.restartSeconds + g.reloadSeconds;
    if (std::isfinite(M)) {
        // Daly 2006's complete model, and its first-order form as the rule of thumb.
        est.figure(FigureId::WallClockTime)
            .set("{M}·exp(({R} + {L})/{M})·(exp(({tau} + {d})/{M}) − 1)·{P}/{tau}", g.wallSeconds, kSrcDaly)
            .term("M", M, Unit::Seconds)
            .term("R", g.restartSeconds, Unit::Seconds)
            .term("L", g.reloadSeconds, Unit::Seconds)
            .term("tau", g.intervalSeconds, Unit::Seconds)
            .term("d", g.writeSeconds, Unit::Seconds)
            .term("P", est.seconds, Unit::Seconds)
            .thumb("({P} + {P}/{tau}·{d}) / (1 − ({R} + {L} + ({tau} + {d})/2)/{M})",
                   (est.seconds + est.seconds / g.intervalSeconds * g.writeSeconds) /
                       (1.0 - (r + 0.5 * (g.intervalSeconds + g.writeSeconds)) / M));
        if (g.failures > 0)
            est.figure(FigureId::LostPerFailure)
                .set("({T} − {P} − {P}/{tau}·{d}) / ({T}/{M})", g.lostPerFailure, kSrcDaly)
                .term("T", g.wallSeconds, Unit::Seconds)
                .term("P", est.seconds, Unit::Seconds)
                .term("tau", g.intervalSeconds, Unit::Seconds)
                .term("d", g.writeSeconds, Unit::Seconds)
                .term("M", M, Unit::Seconds)
                .term("R", g.restartSeconds, Unit::Seconds)
                .term("L", g.reloadSeconds, Unit::Seconds)
                .thumb("{R} + {L} + ({tau} + {d})/2", r + 0.5 * (g.intervalSeconds + g.writeSeconds));
        const double d = in.writeSeconds;
        if (d < 2.0 * M)
            est.figure(FigureId::OptimalCheckpointInterval)
                .set("√(2·{d}·{M})·(1 + √({d}/(2·{M}))/3 + {d}/(18·{M})) − {d}", g.optimalIntervalSeconds, kSrcDaly)
                .term("d", d, Unit::Seconds)
                .term("M", M, Unit::Seconds)
                .thumb("√(2·{d}·{M}) [young]", youngCheckpointSeconds(d, M));
        else
            est.figure(FigureId::OptimalCheckpointInterval)
                .set("{M}", g.optimalIntervalSeconds, kSrcDaly)
                .term("M", M, Unit::Seconds);
    } else {
        est.figure(FigureId::WallClockTime)
            .set(checkpoints ? "{P} + {P}/{tau}·{d}" : "{P}", g.wallSeconds, kSrcDaly)
            .term("P", est.seconds, Unit::Seconds)
            .term("tau", g.intervalSeconds, Unit::Seconds)
            .term("d", g.writeSeconds, Unit::Seconds);
    }
    est.figure(FigureId::Goodput)
        .set("{P} / {T}", g.fraction, kSrcDaly)
        .term("P", est.seconds, Unit::Seconds)
        .term("T", g.wallSeconds, Unit::Seconds);
}

} // namespace headroom::detail
