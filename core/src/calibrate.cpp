// Calibration by bisection on the efficiency scale: faster kernels never make
// a step slower, so the predicted tokens/s per GPU rises monotonically with
// the scale and one measured run pins it down.

#include "headroom/calibrate.h"

#include "headroom/estimate.h"

#include <cmath>
#include <string>

namespace headroom {

namespace {

constexpr double kMinScale = 0.05;
constexpr double kMaxScale = 5.0;

// The measured quantity predicted at a scale; NaN when the scenario fails.
double predictedAt(const ResolvedScenario& base, double scale, MeasuredQuantity q, Error* error)
{
    ResolvedScenario rs = base;
    rs.scenario.hardware.efficiencyScale = scale;
    rs.scenario.hardware.mfu.reset();
    rs.scenario.hardware.hfu.reset();
    auto e = estimate(rs, EstimateOptions{.explain = false});
    if (!e) {
        if (error)
            *error = e.error();
        return std::nan("");
    }
    return q == MeasuredQuantity::StepSeconds ? e->step.stepSeconds : e->step.tokensPerSecondPerGpu;
}

std::string numberText(double v)
{
    char buf[48];
    std::snprintf(buf, sizeof buf, "%.6g", v);
    return buf;
}

} // namespace

Expected<std::pair<MeasuredQuantity, double>> parseMeasurement(std::string_view text)
{
    const auto eq = text.find('=');
    const std::string_view key = text.substr(0, eq);
    MeasuredQuantity q;
    if (key == "tokens_per_second_per_gpu")
        q = MeasuredQuantity::TokensPerSecondPerGpu;
    else if (key == "step_seconds")
        q = MeasuredQuantity::StepSeconds;
    else if (key == "peak_allocated_bytes")
        q = MeasuredQuantity::PeakAllocatedBytes;
    else
        return makeError(ErrorCode::UnknownValue, "--measured", std::string(text), Expect::OneOf,
                         "tokens_per_second_per_gpu=X, step_seconds=X, peak_allocated_bytes=X");
    const std::string value(eq == std::string_view::npos ? std::string_view{} : text.substr(eq + 1));
    char* end = nullptr;
    const double v = value.empty() ? std::nan("") : std::strtod(value.c_str(), &end);
    if (!std::isfinite(v) || v <= 0 || end != value.c_str() + value.size())
        return makeError(ErrorCode::OutOfRange, "--measured", std::string(text), Expect::PositiveNumber);
    return std::make_pair(q, v);
}

namespace {

// The stack's peak allocated at an activations.scale; NaN when it fails.
double peakAt(const ResolvedScenario& base, double scale, Error* error)
{
    ResolvedScenario rs = base;
    rs.scenario.activations.scale = scale;
    auto e = estimate(rs, EstimateOptions{.explain = false});
    if (!e) {
        if (error)
            *error = e.error();
        return std::nan("");
    }
    return e->memoryPeak.allocated;
}

// What each layer keeps, scaled until the predicted peak is the measured
// one: the peak grows with the scale (more kept, never less allocated).
Expected<Calibration> calibratePeak(const ResolvedScenario& scenario, double measured)
{
    constexpr double kMinKeep = 0.05, kMaxKeep = 20.0;
    Error error;
    Calibration c;
    c.measured = measured;
    c.quantity = MeasuredQuantity::PeakAllocatedBytes;
    c.before = peakAt(scenario, scenario.scenario.activations.scale, &error);
    if (std::isnan(c.before))
        return error;
    const double lo = peakAt(scenario, kMinKeep, nullptr), hi = peakAt(scenario, kMaxKeep, nullptr);
    if (!(measured >= lo && measured <= hi))
        return makeError(ErrorCode::OutOfRange, "--measured", numberText(measured), Expect::NumberRange, numberText(lo),
                         numberText(hi));
    double l = kMinKeep, h = kMaxKeep;
    for (int i = 0; i < 60 && h - l > 1e-7; ++i) {
        const double mid = 0.5 * (l + h);
        (peakAt(scenario, mid, nullptr) < measured ? l : h) = mid;
    }
    c.activationScale = 0.5 * (l + h);
    c.efficiencyScale = scenario.scenario.hardware.efficiencyScale;
    c.after = peakAt(scenario, c.activationScale, nullptr);
    c.fitted = scenario.scenario;
    c.fitted.activations.scale = c.activationScale;
    return c;
}

} // namespace

Expected<Calibration> calibrate(const ResolvedScenario& scenario, MeasuredQuantity quantity, double measured)
{
    if (scenario.scenario.workload.mode == Mode::Inference)
        return makeError(ErrorCode::Inconsistent, "workload.mode", "inference", Expect::OneOf, "train, lora, qlora");
    if (!(measured > 0) || !std::isfinite(measured))
        return makeError(ErrorCode::OutOfRange, "--measured", numberText(measured), Expect::PositiveNumber);
    if (quantity == MeasuredQuantity::PeakAllocatedBytes)
        return calibratePeak(scenario, measured);
    Error error;
    Calibration c;
    c.measured = measured;
    c.quantity = quantity;
    c.before = predictedAt(scenario, scenario.scenario.hardware.efficiencyScale, quantity, &error);
    if (std::isnan(c.before))
        return error;
    // As a rate: higher is faster whichever quantity was measured.
    const bool bySeconds = quantity == MeasuredQuantity::StepSeconds;
    auto rate = [&](double scale) {
        const double v = predictedAt(scenario, scale, quantity, nullptr);
        return bySeconds ? 1.0 / v : v;
    };
    const double target = bySeconds ? 1.0 / measured : measured;
    const double lo = rate(kMinScale), hi = rate(kMaxScale);
    if (!(target >= lo && target <= hi)) {
        const double a = bySeconds ? 1.0 / hi : lo, b = bySeconds ? 1.0 / lo : hi;
        return makeError(ErrorCode::OutOfRange, "--measured", numberText(measured), Expect::NumberRange, numberText(a),
                         numberText(b));
    }
    double l = kMinScale, h = kMaxScale;
    for (int i = 0; i < 60 && h - l > 1e-7; ++i) {
        const double mid = 0.5 * (l + h);
        (rate(mid) < target ? l : h) = mid;
    }
    c.efficiencyScale = 0.5 * (l + h);
    c.after = predictedAt(scenario, c.efficiencyScale, quantity, nullptr);
    c.fitted = scenario.scenario;
    c.fitted.hardware.efficiencyScale = c.efficiencyScale;
    c.fitted.hardware.mfu.reset();
    c.fitted.hardware.hfu.reset();
    return c;
}

} // namespace headroom
