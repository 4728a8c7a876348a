#pragma once

// "It does not fit: what is the cheapest change that makes it fit?" Each
// candidate changes one thing (a ZeRO stage, recomputation, the micro-batch,
// tensor, pipeline or expert parallelism, the GPU count, the weight or KV
// format, the batch), is estimated by the engine like any scenario, and is
// kept only if it fits; the list is ordered by what it costs (GPUs first,
// then time). Nothing here is a fixed list of advice: every entry is a
// scenario the engine computed.

#include "headroom/catalog.h"
#include "headroom/error.h"
#include "headroom/estimate.h"
#include "headroom/scenario.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace headroom {

enum class FixKind : std::uint8_t {
    ZeroStage,        // value: the stage
    Recompute,        // value: 1 selective, 2 full
    MicroBatch,       // value: the micro-batch (training) or batch (inference)
    TensorParallel,   // value: the tensor-parallel size
    PipelineParallel, // value: the pipeline-parallel size
    ExpertParallel,   // value: the expert-parallel size
    MoreGpus,         // value: the GPU count
    WeightFormat,     // dtype: the weight format (inference)
    KvCacheFormat,    // dtype: the KV-cache format (inference)
    ZeroAndRecompute, // value: the ZeRO stage, with recomputation `recompute` (when neither alone fits)
    // A PyTorch-native stack's own remedies (docs/model.md §6b):
    CompiledLoss,    // software.loss: compiled (the stack's upcast loss under torch.compile)
    ChunkedLoss,     // software.loss: chunked (Liger Kernel's fused linear cross-entropy)
    Adapters,        // value: the LoRA rank; the scenario's mode says LoRA or QLoRA (PEFT)
    SyncEachBatch,   // software.sync_each_batch: FSDP reduces every micro-batch's gradients (no unsharded ones)
    RecomputeLayers, // value: the layers of each model chunk recomputed (Megatron's block method)
    Optimizer,       // optimizer: one with smaller states the stack's users can pick (the Trainer's optim)
    ShardedGpus,     // value: the GPU count, the model states fully sharded over them (ZeRO-3, FSDP)
    EngineShare,     // value: the share of the device in per cent (vLLM's gpu_memory_utilization)
    // Faster, not fitting (timeFixes; docs/model.md §7d, §7f):
    CheckpointInterval, // value: steps between checkpoints (Young/Daly)
    BalanceStages,      // value: the first stage's layers, lastLayers: the last's
};
std::string_view toString(FixKind k); // "zero-stage", "recompute", ...

struct Fix {
    FixKind kind = FixKind::ZeroStage;
    std::int64_t value = 0;
    DType dtype = DType::Bf16;
    Recompute recompute = Recompute::None;                      // ZeroAndRecompute
    headroom::Optimizer optimizer = headroom::Optimizer::AdamW; // Optimizer
    Scenario scenario;                                          // the whole scenario with the change: apply it as is
    std::int64_t gpus = 0;
    double memoryPerGpu = 0;
    double headroom = 0;         // bytes left per GPU
    double seconds = 0;          // training time, or one request's latency (inference)
    double secondsBefore = 0;    // the same for the scenario as it was (its time if it fitted)
    std::int64_t lastLayers = 0; // BalanceStages
    // The change also syncs the gradients each micro-batch: the Trainer's
    // FSDP would otherwise keep them unsharded (software.sync_each_batch).
    bool syncEachBatch = false;
};

// Fixes for a scenario that does not fit, cheapest first (fewest GPUs, then
// the shortest time; a change of what is trained, adapters for the whole
// model, last), at most `limit`. Under a PyTorch-native stack the fixes are
// the ones its users have: gradient checkpointing (whole layers), a chunked
// loss, a smaller micro-batch with more accumulation steps, FSDP's or
// DeepSpeed's sharding (over more GPUs where one has nothing to shard
// over), the Trainer's 8-bit AdamW or Adafactor, and LoRA or QLoRA with PEFT. Empty when it fits already or
// nothing one change can do makes it fit. Errors: the scenario itself is
// invalid (estimate() refuses it).
Expected<std::vector<Fix>> fitFixes(const Scenario& scenario, const Catalog& catalog, std::size_t limit = 3);

// Changes that make a training run that fits finish sooner (docs/model.md
// §7d, §7f): the checkpoint interval that loses least to failures (Daly
// 2006) and the first and last pipeline stages' layers that balance the
// stages. `seconds` and `secondsBefore` are wall-clock training times.
// Empty when neither helps (or for inference).
std::vector<Fix> timeFixes(const ResolvedScenario& scenario, const Estimate& estimate);

} // namespace headroom
