#pragma once

// How long a training run really takes on a machine that fails
// (docs/model.md §7d): interruptions at a rate per GPU-hour, each costing a
// restart, a reload of the last checkpoint and the work done since it; the
// checkpoints' own writes; and the interval that loses least (Young 1974,
// Daly 2006). Training time, GPU-hours and cost become wall-clock figures
// with the lost share as its own part.

#include <cstdint>

namespace headroom {

// Llama 3 405B's pre-training (Grattafiori et al. 2024, "The Llama 3 Herd of
// Models", §3.3.4 and Table 5): 419 unexpected interruptions in a 54-day
// snapshot on 16,384 H100 GPUs. Planned interruptions (47 more, automated
// maintenance) are left out: a planned stop checkpoints first.
inline constexpr double kLlama3UnexpectedInterruptions = 419;
inline constexpr double kLlama3Gpus = 16384;
inline constexpr double kLlama3SnapshotHours = 54.0 * 24.0;
inline constexpr double kDefaultFailuresPerGpuHour =
    kLlama3UnexpectedInterruptions / (kLlama3Gpus * kLlama3SnapshotHours);

// The inputs of the goodput model, in seconds and per second.
struct GoodputInputs {
    double productiveSeconds = 0;   // the steps' time without failures (time.seconds)
    double stepSeconds = 0;         // one step
    std::int64_t intervalSteps = 0; // steps between checkpoints; 0: none
    double writeSeconds = 0;        // one checkpoint write (δ)
    double reloadSeconds = 0;       // reading it back after a failure
    double restartSeconds = 0;      // detect, reschedule, start again (R)
    double failuresPerGpuHour = 0;
    double gpus = 1;
};

struct Goodput {
    double failuresPerGpuHour = 0;
    double failuresPerHour = 0; // the job's: λ = n · rate
    double mtbfSeconds = 0;     // M = 1/λ; +inf when nothing fails
    double intervalSeconds = 0; // τ = steps between checkpoints · step; without checkpoints the whole run
    double writeSeconds = 0;    // δ, one checkpoint (0 without checkpoints)
    double reloadSeconds = 0;   // reading the last checkpoint back (0 without checkpoints)
    double restartSeconds = 0;  // R
    double checkpoints = 0;     // written over the run: productive / τ
    double failures = 0;        // expected over the run: wall clock / M
    double lostPerFailure = 0;  // the wall clock lost to each, on average
    double wallSeconds = 0;     // +inf when it overflows: the run would not finish
    double fraction = 1;        // productive / wall clock: the goodput
    // The wall clock in parts; they sum to wallSeconds.
    double productiveSeconds = 0;
    double writeTotal = 0;     // checkpoints · δ
    double restartTotal = 0;   // failures · R
    double reloadTotal = 0;    // failures · reload
    double recomputeTotal = 0; // work done again: the rest
    // The interval that loses least (Daly 2006, his higher-order estimate) and
    // what the run takes with it; 0 steps when nothing fails.
    double optimalIntervalSeconds = 0;
    std::int64_t optimalIntervalSteps = 0;
    double fractionAtOptimal = 1;
    bool finite() const;
};

// Daly 2006 ("A higher order estimate of the optimum checkpoint interval for
// restart dumps", Future Generation Computer Systems 22(3)): τ = √(2δM)·(1 +
// √(δ/(2M))/3 + δ/(18M)) − δ for δ < 2M, else M. Young 1974's first-order
// √(2δM) is its leading term. +inf when nothing fails.
double optimalCheckpointSeconds(double writeSeconds, double mtbfSeconds);
double youngCheckpointSeconds(double writeSeconds, double mtbfSeconds);

// Daly 2006's complete model of the wall clock under exponential failures,
// the restart R' = R + reload: T = M·e^{R'/M}·(e^{(τ+δ)/M} − 1)·P/τ. Without
// checkpoints τ is the whole run P, with no write and nothing to reload.
// To first order, T ≈ (P + P/τ·δ) / (1 − (R' + (τ + δ)/2)/M).
Goodput evaluateGoodput(const GoodputInputs& in);

} // namespace headroom
