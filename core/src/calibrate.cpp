// Calibration by bisection on the efficiency scale: faster kernels never make
// a step slower, so the predicted tokens/s per GPU rises monotonically with
// the scale and one measured run pins it down.

#include "headroom/calibrate.h"

#include "headroom/estimate.h"
#include "headroom/limits.h"

#include "jsonreader.h"

#include <algorithm>
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

Expected<MeasuredRow> parseMeasuredRow(std::string_view text, const std::string& file)
{
    using nlohmann::json;
    auto withFile = [&file](Error e) {
        e.file = file;
        return e;
    };
    json doc;
    if (auto e = detail::parseJson(text, doc))
        return withFile(*e);
    if (!doc.is_object())
        return withFile(makeError(ErrorCode::WrongType, {}, detail::describe(doc), Expect::JsonObject));
    MeasuredRow row;
    // A positive number, or an error naming the key.
    const auto positive = [&](const char* key) -> Expected<std::optional<double>> {
        const auto it = doc.find(key);
        if (it == doc.end() || it->is_null())
            return std::optional<double>{};
        if (!it->is_number())
            return withFile(makeError(ErrorCode::WrongType, key, detail::describe(*it), Expect::PositiveNumber));
        const double v = it->get<double>();
        if (!std::isfinite(v) || v <= 0)
            return withFile(makeError(ErrorCode::OutOfRange, key, detail::describe(*it), Expect::PositiveNumber));
        return std::optional<double>{v};
    };
    const auto count = [&](const char* key) -> Expected<std::optional<std::int64_t>> {
        const auto it = doc.find(key);
        if (it == doc.end() || it->is_null())
            return std::optional<std::int64_t>{};
        if (!it->is_number_integer() || it->get<std::int64_t>() <= 0)
            return withFile(makeError(ErrorCode::WrongType, key, detail::describe(*it), Expect::PositiveInteger));
        return std::optional<std::int64_t>{it->get<std::int64_t>()};
    };
    auto step = positive("step_seconds");
    if (!step)
        return step.error();
    auto peak = positive("peak_allocated_bytes");
    if (!peak)
        return peak.error();
    auto micro = count("micro_batch");
    if (!micro)
        return micro.error();
    auto sequence = count("sequence");
    if (!sequence)
        return sequence.error();
    row.stepSeconds = *step;
    row.peakAllocatedBytes = *peak;
    row.microBatch = *micro;
    row.sequence = *sequence;
    if (const auto it = doc.find("out_of_memory"); it != doc.end()) {
        if (!it->is_boolean())
            return withFile(makeError(ErrorCode::WrongType, "out_of_memory", detail::describe(*it), Expect::Boolean));
        row.outOfMemory = it->get<bool>();
    }
    if (const auto it = doc.find("device"); it != doc.end() && it->is_string())
        row.device = it->get<std::string>();
    if (!row.outOfMemory && !row.stepSeconds && !row.peakAllocatedBytes)
        return withFile(makeError(ErrorCode::MissingField, "step_seconds", {}, Expect::AtLeastOneOf,
                                  "step_seconds, peak_allocated_bytes"));
    return row;
}

namespace {

// A fit's error names the row's key, not the command line's --measured.
Error named(Error e, const char* key)
{
    if (e.path == "--measured")
        e.path = key;
    return e;
}

} // namespace

Expected<MeasuredRow> loadMeasuredRow(const std::string& path)
{
    std::string text;
    if (auto e = detail::readFile(path, text, kMaxScenarioBytes))
        return *e;
    return parseMeasuredRow(text, path);
}

Expected<std::vector<Calibration>> calibrateRow(const ResolvedScenario& scenario, const MeasuredRow& row)
{
    const Workload& w = scenario.scenario.workload;
    if (row.microBatch && *row.microBatch != w.microBatchSize)
        return makeError(ErrorCode::Inconsistent, "micro_batch", std::to_string(*row.microBatch), Expect::EqualTo,
                         "workload.micro_batch_size", w.microBatchSize);
    if (row.sequence && *row.sequence != w.sequenceLength)
        return makeError(ErrorCode::Inconsistent, "sequence", std::to_string(*row.sequence), Expect::EqualTo,
                         "workload.sequence_length", w.sequenceLength);
    if (row.outOfMemory)
        return makeError(ErrorCode::DoesNotFit, "out_of_memory", "true", Expect::Literal, "false");
    std::vector<Calibration> fits;
    ResolvedScenario current = scenario;
    if (row.peakAllocatedBytes) {
        auto fit = calibrate(current, MeasuredQuantity::PeakAllocatedBytes, *row.peakAllocatedBytes);
        if (!fit)
            return named(fit.error(), "peak_allocated_bytes");
        current.scenario = fit->fitted;
        fits.push_back(std::move(*fit));
    }
    if (row.stepSeconds) {
        auto fit = calibrate(current, MeasuredQuantity::StepSeconds, *row.stepSeconds);
        if (!fit)
            return named(fit.error(), "step_seconds");
        fits.push_back(std::move(*fit));
    }
    return fits;
}

} // namespace headroom
