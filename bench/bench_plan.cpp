// Planner and reverse-solver throughput. items_per_second is layouts whose
// memory was evaluated per second (docs/performance.md: at least 1,000,000 per core).
#include "headroom/catalog.h"
#include "headroom/inputs.h"
#include "headroom/planner.h"
#include "headroom/solve.h"

#include <benchmark/benchmark.h>

#include <string>

namespace {

const headroom::Catalog& planCatalog()
{
    static const headroom::Catalog c = [] {
        const std::string dir = HEADROOM_RESOURCES_DIR "/catalog/";
        auto loaded = headroom::loadCatalogFiles({dir + "gpus.json", dir + "models.json", dir + "clouds.json"});
        return loaded ? *loaded : headroom::Catalog{};
    }();
    return c;
}

headroom::PlanRequest request(const char* preset, std::vector<std::string> gpus, int threads, bool prune)
{
    headroom::PlanRequest r;
    r.scenario.model.preset = preset;
    r.gpus = std::move(gpus);
    r.threads = threads;
    r.prune = prune;
    return r;
}

void runPlan(benchmark::State& state, const headroom::PlanRequest& r)
{
    std::int64_t evaluated = 0, pruned = 0;
    for (auto _ : state) {
        auto result = headroom::plan(r, planCatalog());
        if (!result) {
            state.SkipWithError(result.error().message().c_str());
            return;
        }
        evaluated += result->evaluated;
        pruned += result->pruned;
        benchmark::DoNotOptimize(result);
    }
    state.SetItemsProcessed(evaluated);
    state.counters["evaluated_per_plan"] = double(evaluated) / double(state.iterations());
    state.counters["pruned_per_plan"] = double(pruned) / double(state.iterations());
}

const std::vector<std::string> kFiveGpus = {"h100-sxm", "a100-80gb", "a100-40gb", "l40s", "mi300x"};

// One GPU type, counts up to 1024, one thread.
void BM_PlanLlama7bOneGpu(benchmark::State& state)
{
    runPlan(state, request("llama-2-7b", {"h100-sxm"}, 1, true));
}
BENCHMARK(BM_PlanLlama7bOneGpu)->Unit(benchmark::kMillisecond);

void BM_PlanLlama7bFiveGpus(benchmark::State& state)
{
    runPlan(state, request("llama-2-7b", kFiveGpus, 1, true));
}
BENCHMARK(BM_PlanLlama7bFiveGpus)->Unit(benchmark::kMillisecond);

// Every layout evaluated (no pruning): the raw speed of the lean evaluation.
void BM_PlanLlama7bFiveGpusBruteForce(benchmark::State& state)
{
    runPlan(state, request("llama-2-7b", kFiveGpus, 1, false));
}
BENCHMARK(BM_PlanLlama7bFiveGpusBruteForce)->Unit(benchmark::kMillisecond);

// 80 layers: more pipeline sizes, most layouts do not fit.
void BM_PlanLlama70bFiveGpus(benchmark::State& state)
{
    runPlan(state, request("llama-2-70b", kFiveGpus, 1, true));
}
BENCHMARK(BM_PlanLlama70bFiveGpus)->Unit(benchmark::kMillisecond);

void BM_PlanMixtralFiveGpusBruteForce(benchmark::State& state)
{
    runPlan(state, request("mixtral-8x7b", kFiveGpus, 1, false));
}
BENCHMARK(BM_PlanMixtralFiveGpusBruteForce)->Unit(benchmark::kMillisecond);

// All hardware threads (wall-clock rate).
void BM_PlanLlama70bFiveGpusThreaded(benchmark::State& state)
{
    headroom::PlanRequest r = request("llama-2-70b", kFiveGpus, 0, false);
    r.maxGpus = 4096;
    runPlan(state, r);
}
BENCHMARK(BM_PlanLlama70bFiveGpusThreaded)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_PlanLlama70bFiveGpusOneThread4096(benchmark::State& state)
{
    headroom::PlanRequest r = request("llama-2-70b", kFiveGpus, 1, false);
    r.maxGpus = 4096;
    runPlan(state, r);
}
BENCHMARK(BM_PlanLlama70bFiveGpusOneThread4096)->Unit(benchmark::kMillisecond)->UseRealTime();

void runSolve(benchmark::State& state, headroom::SolveKind kind)
{
    headroom::SolveRequest r;
    r.kind = kind;
    r.scenario.hardware.gpu = "a100-80gb";
    r.scenario.parallelism.zero = 3;
    r.scenario.activations.recompute = headroom::Recompute::Selective;
    r.days = 30;
    r.tokens = 2e11;
    for (auto _ : state) {
        auto result = headroom::solve(r, planCatalog());
        if (!result) {
            state.SkipWithError(result.error().message().c_str());
            return;
        }
        benchmark::DoNotOptimize(result);
    }
}

void BM_SolveLargestModel(benchmark::State& state)
{
    runSolve(state, headroom::SolveKind::LargestModel);
}
BENCHMARK(BM_SolveLargestModel)->Unit(benchmark::kMillisecond);

void BM_SolveMinGpus(benchmark::State& state)
{
    runSolve(state, headroom::SolveKind::MinGpus);
}
BENCHMARK(BM_SolveMinGpus)->Unit(benchmark::kMillisecond);

void BM_SolveMaxSequence(benchmark::State& state)
{
    runSolve(state, headroom::SolveKind::MaxSequence);
}
BENCHMARK(BM_SolveMaxSequence)->Unit(benchmark::kMicrosecond);

} // namespace
