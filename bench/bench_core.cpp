#include "headroom/catalog.h"
#include "headroom/estimate.h"
#include "headroom/scenario.h"

#include <benchmark/benchmark.h>

#include <string>

namespace {

const headroom::Catalog& catalog()
{
    static const headroom::Catalog c = [] {
        const std::string dir = HEADROOM_RESOURCES_DIR "/catalog/";
        auto loaded = headroom::loadCatalogFiles({dir + "gpus.json", dir + "models.json", dir + "clouds.json"});
        return loaded ? *loaded : headroom::Catalog{};
    }();
    return c;
}

headroom::ResolvedScenario resolved(headroom::Mode mode)
{
    headroom::Scenario s;
    s.workload.mode = mode;
    auto r = headroom::resolve(s, catalog());
    return r ? *r : headroom::ResolvedScenario{};
}

void BM_EstimateTrain(benchmark::State& state)
{
    const auto rs = resolved(headroom::Mode::Train);
    for (auto _ : state) {
        auto e = headroom::estimate(rs);
        benchmark::DoNotOptimize(e);
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_EstimateTrain);

void BM_EstimateInference(benchmark::State& state)
{
    const auto rs = resolved(headroom::Mode::Inference);
    for (auto _ : state) {
        auto e = headroom::estimate(rs);
        benchmark::DoNotOptimize(e);
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_EstimateInference);

void BM_CatalogLoad(benchmark::State& state)
{
    const std::string dir = HEADROOM_RESOURCES_DIR "/catalog/";
    for (auto _ : state) {
        auto c = headroom::loadCatalogFiles({dir + "gpus.json", dir + "models.json", dir + "clouds.json"});
        benchmark::DoNotOptimize(c);
    }
}
BENCHMARK(BM_CatalogLoad);

} // namespace

BENCHMARK_MAIN();
