#pragma once

#include "headroom/catalog.h"
#include "headroom/estimate.h"
#include "headroom/inputs.h"
#include "headroom/scenario.h"

#include <gtest/gtest.h>

#include <string>

namespace headroom::test {

// The built-in catalog, read from resources/ the way the app reads it.
inline const Catalog& builtinCatalog()
{
    static const Catalog c = [] {
        const std::string dir = HEADROOM_RESOURCES_DIR "/catalog/";
        auto loaded = loadCatalogFiles({dir + "gpus.json", dir + "models.json", dir + "clouds.json"});
        if (!loaded)
            ADD_FAILURE() << loaded.error().message();
        return loaded ? *loaded : Catalog{};
    }();
    return c;
}

inline ResolvedScenario resolved(const Scenario& s)
{
    auto r = resolve(s, builtinCatalog());
    if (!r)
        ADD_FAILURE() << r.error().message();
    return r ? *r : ResolvedScenario{};
}

inline Estimate estimated(const Scenario& s)
{
    auto e = estimate(resolved(s));
    if (!e)
        ADD_FAILURE() << e.error().message();
    return e ? *e : Estimate{};
}

// A GPT-style architecture as in Narayanan et al. 2021 and Korthikanti et al.
// 2022: LayerNorm, biases, learned positions, 4h MLP, tied embeddings, dropout.
inline Architecture gptArchitecture(std::int64_t layers, std::int64_t hidden, std::int64_t heads,
                                    std::int64_t vocab = 51200, std::int64_t positions = 2048)
{
    Architecture a;
    a.layers = layers;
    a.hidden = hidden;
    a.heads = heads;
    a.kvHeads = heads;
    a.headDim = hidden / heads;
    a.ffn = 4 * hidden;
    a.vocab = vocab;
    a.gatedMlp = false;
    a.tiedEmbeddings = true;
    a.norm = NormKind::LayerNorm;
    a.bias = BiasKind::All;
    a.learnedPositions = true;
    a.maxPositions = positions;
    a.dropout = 0.1;
    return a;
}

// A scenario with only model states in memory: no overhead, generic model
// (no activations), for checks of the ZeRO accounting.
inline Scenario modelStatesOnly(double parameters, std::int64_t gpus, int zero)
{
    Scenario s;
    s.model.kind = ModelSource::Kind::Parameters;
    s.model.parameters = parameters;
    s.precision.recipe = Recipe::MixedFp16;
    s.optimizer = Optimizer::Adam;
    s.parallelism.gpus = gpus;
    s.parallelism.zero = zero;
    s.workload.globalBatchSize = 4096;
    s.overhead.fixedBytes = 0;
    return s;
}

// The Llama-3-8B LoRA run (r = 16, all seven linears, bf16) at 8 × 2,048 on
// one H200 under Hugging Face's stack, which went out of memory on the real
// card (tests/data/measured/h200-hf-pytorch-2026-11-26.json).
inline Scenario hfLoraOutOfMemory()
{
    Scenario s;
    s.model.preset = "llama-3-8b";
    s.workload.mode = Mode::Lora;
    s.precision.recipe = Recipe::MixedBf16;
    s.workload.microBatchSize = s.workload.globalBatchSize = 8;
    s.workload.sequenceLength = 2048;
    s.parallelism.gpus = 1;
    s.hardware.gpu = "h200";
    s.software.stack = SoftwareStack::HfTransformers;
    return s;
}

inline double modelStateBytes(const Estimate& e)
{
    return e.perGpu[MemoryComponent::Weights] + e.perGpu[MemoryComponent::Gradients] +
           e.perGpu[MemoryComponent::MasterWeights] + e.perGpu[MemoryComponent::OptimizerStates];
}

// torchtitan's Table 4 layout for Llama 3.1 70B on H100s: 16 × 8,192
// tokens a rank, 256 GPUs as FSDP 32 × TP 8 with sequence parallel, full
// recomputation (benchmarks/llama3_h100_202412_torchtitan.md).
inline void setTorchtitan70bLayout(Scenario& s)
{
    s.hardware.gpu = "h100-sxm";
    s.workload.microBatchSize = 16;
    s.workload.sequenceLength = 8192;
    s.workload.globalBatchSize = 16 * 32;
    s.parallelism.gpus = 256;
    s.parallelism.tensor = 8;
    s.parallelism.sequenceParallel = true;
    s.parallelism.zero = 3;
    s.activations.recompute = Recompute::Full;
}

} // namespace headroom::test
