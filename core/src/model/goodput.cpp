// Goodput: the wall clock of a training run that fails (docs/model.md §7d).

#include "headroom/model/goodput.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace headroom {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNeverFinishes = 1000;

// Daly 2006's complete model: the expected wall clock of P seconds of work
// done in segments of τ, each followed by a write of δ, when failures come
// at rate 1/M and each costs a restart of r before the segment runs again.
double wallClock(double P, double tau, double delta, double r, double M)
{
    if (P <= 0)
        return 0;
    if (!std::isfinite(M))
        return P + P / tau * delta;
    const double a = r / M, b = (tau + delta) / M;
    if (a > 700 || b > 700)
        return kInf;
    const double T = M * std::exp(a) * std::expm1(b) * P / tau;
    // A thousand times its work is no longer a run that finishes: said as
    // such (infinite), not as a goodput of 10⁻⁹⁹.
    return T > kNeverFinishes * P ? kInf : T;
}

} // namespace

bool Goodput::finite() const
{
    return std::isfinite(wallSeconds);
}

double youngCheckpointSeconds(double writeSeconds, double mtbfSeconds)
{
    if (!std::isfinite(mtbfSeconds))
        return kInf;
    return std::sqrt(2.0 * std::max(0.0, writeSeconds) * mtbfSeconds);
}

double optimalCheckpointSeconds(double writeSeconds, double mtbfSeconds)
{
    if (!std::isfinite(mtbfSeconds))
        return kInf;
    const double d = std::max(0.0, writeSeconds), M = mtbfSeconds;
    if (d >= 2.0 * M)
        return M;
    const double r = d / (2.0 * M);
    return std::sqrt(2.0 * d * M) * (1.0 + std::sqrt(r) / 3.0 + r / 9.0) - d;
}

Goodput evaluateGoodput(const GoodputInputs& in)
{
    Goodput g;
    const double P = std::max(0.0, in.productiveSeconds);
    g.failuresPerGpuHour = std::max(0.0, in.failuresPerGpuHour);
    g.failuresPerHour = g.failuresPerGpuHour * std::max(1.0, in.gpus);
    g.mtbfSeconds = g.failuresPerHour > 0 ? 3600.0 / g.failuresPerHour : kInf;
    g.productiveSeconds = P;
    g.restartSeconds = std::max(0.0, in.restartSeconds);
    const bool checkpoints = in.intervalSteps > 0 && in.stepSeconds > 0;
    // Without checkpoints a failure sends the run back to its start: one
    // segment, the whole run, and nothing to write or reload.
    g.intervalSeconds = checkpoints ? double(in.intervalSteps) * in.stepSeconds : P;
    g.writeSeconds = checkpoints ? std::max(0.0, in.writeSeconds) : 0;
    g.reloadSeconds = checkpoints ? std::max(0.0, in.reloadSeconds) : 0;
    const double M = g.mtbfSeconds;
    const double r = g.restartSeconds + g.reloadSeconds;

    if (P > 0 && g.intervalSeconds > 0) {
        g.wallSeconds = wallClock(P, g.intervalSeconds, g.writeSeconds, r, M);
        g.checkpoints = checkpoints ? P / g.intervalSeconds : 0;
        g.fraction = P / g.wallSeconds;
        if (g.finite()) {
            g.writeTotal = g.checkpoints * g.writeSeconds;
            g.failures = std::isfinite(M) ? g.wallSeconds / M : 0;
            g.restartTotal = g.failures * g.restartSeconds;
            g.reloadTotal = g.failures * g.reloadSeconds;
            // What is left of the wall clock is work done again.
            g.recomputeTotal = std::max(0.0, g.wallSeconds - P - g.writeTotal - g.restartTotal - g.reloadTotal);
            g.lostPerFailure = g.failures > 0 ? (g.wallSeconds - P - g.writeTotal) / g.failures : 0;
        } else {
            g.failures = kInf;
            g.lostPerFailure = kInf;
            g.fraction = 0;
        }
    }

    // The interval that loses least, in whole steps (at least one).
    g.optimalIntervalSeconds = optimalCheckpointSeconds(std::max(0.0, in.writeSeconds), M);
    g.fractionAtOptimal = g.fraction;
    if (in.stepSeconds > 0 && std::isfinite(g.optimalIntervalSeconds) && P > 0) {
        const double steps = std::clamp(std::round(g.optimalIntervalSeconds / in.stepSeconds), 1.0, 1e9);
        g.optimalIntervalSteps = std::int64_t(steps);
        const double best = wallClock(P, steps * in.stepSeconds, std::max(0.0, in.writeSeconds),
                                      g.restartSeconds + std::max(0.0, in.reloadSeconds), M);
        g.fractionAtOptimal = best > 0 ? P / best : 1.0;
    }
    return g;
}

} // namespace headroom
