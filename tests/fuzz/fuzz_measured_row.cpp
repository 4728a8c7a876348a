// Fuzzes the measured-row reader that `headroom-cli calibrate --row` uses
// (parseMeasuredRow, the format bench/gpu/run_step.py writes) and the
// calibration after it. An accepted row holds only positive, finite figures
// and positive counts; calibrating a small HF scenario to it either refuses
// with a message or gives finite, positive scales whose fitted scenario
// estimates to a finite step.

#include "fuzzcheck.h"

#include "headroom/calibrate.h"
#include "headroom/catalog.h"
#include "headroom/estimate.h"
#include "headroom/inputs.h"
#include "headroom/scenario.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

using namespace headroom;
using headroom::fuzz::checkFinite;
using headroom::fuzz::propertyFailed;

namespace {

const ResolvedScenario* g_scenario = nullptr;

void checkPositive(const char* what, double v)
{
    if (!std::isfinite(v) || v <= 0)
        propertyFailed(what, v);
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***)
{
    const std::string dir = HEADROOM_RESOURCES_DIR "/catalog/";
    static auto catalog = loadCatalogFiles({dir + "gpus.json", dir + "models.json", dir + "clouds.json"});
    if (!catalog) {
        std::fprintf(stderr, "fuzz_measured_row: cannot load the built-in catalog: %s\n",
                     catalog.error().message().c_str());
        std::abort();
    }
    // GPT-2 on one H200 under transformers: small enough that a calibration's
    // bisection (about 120 estimates) keeps the fuzzer fast.
    Scenario s;
    s.model.preset = "gpt2";
    s.workload.microBatchSize = s.workload.globalBatchSize = 2;
    s.workload.sequenceLength = 1024;
    s.parallelism.gpus = 1;
    s.hardware.gpu = "h200";
    s.software.stack = SoftwareStack::HfTransformers;
    static auto rs = resolve(s, *catalog);
    if (!rs) {
        std::fprintf(stderr, "fuzz_measured_row: cannot resolve its scenario: %s\n", rs.error().message().c_str());
        std::abort();
    }
    g_scenario = &*rs;
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    auto row = parseMeasuredRow(text, "row.json");
    if (!row) {
        headroom::fuzz::checkError(row.error());
        return 0;
    }
    if (row->stepSeconds)
        checkPositive("step_seconds", *row->stepSeconds);
    if (row->peakAllocatedBytes)
        checkPositive("peak_allocated_bytes", *row->peakAllocatedBytes);
    if (row->microBatch && *row->microBatch <= 0)
        propertyFailed("micro_batch", double(*row->microBatch));
    if (row->sequence && *row->sequence <= 0)
        propertyFailed("sequence", double(*row->sequence));
    if (!row->outOfMemory && !row->stepSeconds && !row->peakAllocatedBytes)
        propertyFailed("a row with nothing measured accepted", 0);
    auto fits = calibrateRow(*g_scenario, *row);
    if (!fits) {
        headroom::fuzz::checkError(fits.error());
        return 0;
    }
    if (fits->empty())
        propertyFailed("a calibration with no fit", 0);
    for (const Calibration& c : *fits) {
        checkPositive("efficiencyScale", c.efficiencyScale);
        checkPositive("activationScale", c.activationScale);
        checkFinite("before", c.before);
        checkFinite("after", c.after);
    }
    auto e = estimate(*g_scenario, EstimateOptions{.explain = false});
    ResolvedScenario fitted = *g_scenario;
    fitted.scenario = fits->back().fitted;
    auto after = estimate(fitted, EstimateOptions{.explain = false});
    if (!e || !after)
        propertyFailed("the fitted scenario does not estimate", 0);
    checkPositive("fitted step", after->step.stepSeconds);
    return 0;
}
