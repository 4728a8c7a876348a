#pragma once

// The input pipeline and checkpoints of a training step (docs/model.md §7c):
// what storage, the host-to-device link and the CPU decoders take per step,
// and what writing checkpoints adds, each against the GPU step, so the
// summary can say which limit binds.

#include "headroom/model/steptime.h"
#include "headroom/scenario.h"

#include <cstdint>
#include <optional>
#include <string_view>

namespace headroom {

// What bounds a training step once inputs and checkpoints are counted.
enum class InputLimit : std::uint8_t { Gpu, Storage, Pcie, Decode, Checkpoint };
std::string_view toString(InputLimit l); // result key: "gpu", "storage", "pcie", "decode", "checkpoint"

// ImageNet-1k's training set: 1,281,167 JPEGs in about 140 GB (Russakovsky
// et al. 2015; ILSVRC2012_img_train.tar), so ~110 KB an image.
inline constexpr double kImageNetTrainImages = 1281167;
inline constexpr double kImageNetTrainBytes = 140e9;
inline constexpr double kImageNetJpegBytes = kImageNetTrainBytes / kImageNetTrainImages;
// A decoded 224×224 RGB image, uint8 (the ResNet/ViT input size; the
// normalisation to floats happens on the GPU, as NVIDIA DALI and FFCV do).
inline constexpr double kDecodedImageBytes = 224.0 * 224.0 * 3.0;
// Token ids as PyTorch's embedding takes them: int64 (torch.long).
inline constexpr double kDeviceBytesPerToken = 8;

// Host-to-device bandwidth per GPU and direction, effective, by the PCIe
// generation the kernel generation's parts use (the table in pipeline.cpp
// with its sources); 0: no copy (unified memory).
double hostToDeviceBytesPerS(KernelGeneration g);
// Bytes per stored token id when the scenario does not say: 2 (uint16) below a
// 65,500-token vocabulary, else 4 (Megatron-LM indexed_dataset DType.optimal_dtype).
double defaultBytesPerToken(std::int64_t vocabulary);

// What the samples are: the scenario's data.kind, else images for a model
// framed per sample (no token vocabulary: ResNet, ViT) and token ids for the rest.
DataKind dataKindOf(const DataConfig& data, const ModelSpec& model);

struct PipelineTime {
    DataKind kind = DataKind::Tokens;
    double nodes = 1;
    double samplesPerStep = 0;        // the global batch
    double samplesPerNode = 0;        // what one node reads and decodes per step
    double samplesPerGpu = 0;         // what one GPU receives per step: global / data parallel
    double bytesPerToken = 0;         // tokens only
    double bytesPerSample = 0;        // as stored
    double decodedBytesPerSample = 0; // as it crosses PCIe
    double storageReadBytesPerS = 0;  // per node
    double pcieBytesPerS = 0;         // per GPU; 0: no copy
    double decodeSamplesPerS = 0;     // per node: cores × per core (images)
    double storageSeconds = 0;        // per step
    double pcieSeconds = 0;
    double decodeSeconds = 0;     // images only
    double checkpointBytes = 0;   // model states: weights + master + optimizer, whole model
    double checkpointSeconds = 0; // one checkpoint
    double checkpointSecondsPerStep = 0;
    double gpuStepSeconds = 0;
    double loaderSeconds = 0; // overlapped: the slowest stage; else their sum
    double stepSeconds = 0;   // the step with inputs and checkpoints
    bool overlap = true;
    InputLimit binding = InputLimit::Gpu;
    bool operator==(const PipelineTime&) const = default;
};

// `gpuStep` is the predicted (or fixed-MFU) step; `dataParallel` the replicas;
// `stateParameters` × `stateBytesPerParameter` what a checkpoint holds.
PipelineTime inputPipeline(const ResolvedScenario& rs, double gpuStep, std::int64_t dataParallel,
                           double stateParameters, double stateBytesPerParameter);
// The same on `gpus` GPUs rather than the scenario's count (the planner's layouts).
PipelineTime inputPipeline(const ResolvedScenario& rs, std::int64_t gpus, double gpuStep, std::int64_t dataParallel,
                           double stateParameters, double stateBytesPerParameter);

// The run's wall time: the GPU's time for the run at the pace of the step
// with its inputs and checkpoints (max(GPU, storage, PCIe, decode) +
// checkpoints per step, §7c). `gpuSeconds` when there is no GPU step.
double runSeconds(const PipelineTime& p, double gpuSeconds);

// A part of a training step that takes time of its own: one of the GPU
// step's exposed parts, the GPU step as a whole (`part` empty, `input` Gpu),
// an input stage or checkpoint writing.
struct StepShare {
    std::optional<StepPart> part;
    InputLimit input = InputLimit::Gpu; // when `part` is empty
    double seconds = 0;
    double share = 0; // of the step with inputs and checkpoints
    bool operator==(const StepShare&) const = default;
};

// What a step spends its time on, largest first: `largest` and the `next`
// (seconds 0: none). What counts is what is exposed: the GPU step's parts
// and checkpoint writing when the GPU sets the pace; the binding input stage
// and checkpoint writing when the inputs do (then the next is the next
// slowest of the GPU step and the other stages, what would bind were the
// first one fixed); everything when the loader does not overlap. Without a
// pipeline (inference, the planner) only the GPU step's parts count.
struct StepShares {
    StepShare largest;
    StepShare next;
    bool operator==(const StepShares&) const = default;
};
StepShares stepShares(const StepTime& step, const PipelineTime& p);
// Its result key: the part's ("compute", "memory_bound", …) or the stage's
// ("gpu" for the GPU step as a whole, "storage", "pcie", "decode", "checkpoint").
std::string_view stepShareKey(const StepShare& s);

} // namespace headroom
