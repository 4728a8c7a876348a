#include "headroom/model/pipeline.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace headroom {

namespace {

// PCIe x16, per direction: 3.0 15.75 GB/s, 4.0 31.5 GB/s, 5.0 63 GB/s (PCI-SIG
// base specifications: 8, 16, 32 GT/s a lane, 128b/130b encoding; NVIDIA's
// datasheets quote the same links bidirectionally as 32, 64, 128 GB/s for
// V100, A100, H100). Pinned host-to-device copies move about 80 % of that
// after packet headers and flow control: 12.5, 25 and 50 GB/s effective.
constexpr double kPcie3 = 12.5e9;
constexpr double kPcie4 = 25e9;
constexpr double kPcie5 = 50e9;

} // namespace

double hostToDeviceBytesPerS(KernelGeneration g)
{
    switch (g) {
    case KernelGeneration::Volta:  // V100: PCIe 3.0 x16
    case KernelGeneration::Turing: // T4, RTX 20: PCIe 3.0 x16
        return kPcie3;
    case KernelGeneration::Ampere: // A100, A10, RTX 30: PCIe 4.0 x16
    case KernelGeneration::Ada:    // L4, L40S, RTX 40: PCIe 4.0 x16
    case KernelGeneration::Cdna2:  // MI250X: PCIe 4.0 x16
    case KernelGeneration::Gaudi:  // Gaudi 2: PCIe 4.0 x16
        return kPcie4;
    case KernelGeneration::Hopper:    // H100, H200: PCIe 5.0 x16
    case KernelGeneration::Blackwell: // B200 on HGX: PCIe 5.0 x16 to the host
    case KernelGeneration::Cdna3:     // MI300X: PCIe 5.0 x16
        return kPcie5;
    case KernelGeneration::Apple: // unified memory: nothing crosses a link
        return 0;
    case KernelGeneration::Generic:
    case KernelGeneration::Tpu: // assumption: a PCIe 4.0 x16 host link
    case KernelGeneration::Count: break;
    }
    return kPcie4;
}

double defaultBytesPerToken(std::int64_t vocabulary)
{
    return vocabulary < 65500 ? 2 : 4;
}

std::string_view toString(InputLimit l)
{
    switch (l) {
    case InputLimit::Gpu: return "gpu";
    case InputLimit::Storage: return "storage";
    case InputLimit::Pcie: return "pcie";
    case InputLimit::Decode: return "decode";
    case InputLimit::Checkpoint: return "checkpoint";
    }
    return "gpu";
}

DataKind dataKindOf(const DataConfig& data, const ModelSpec& model)
{
    if (data.kind)
        return *data.kind;
    const bool tokens = model.kind == ModelSpec::Kind::Transformer && model.arch.vocab > 0;
    return tokens ? DataKind::Tokens : DataKind::Images;
}

PipelineTime inputPipeline(const ResolvedScenario& rs, double gpuStep, std::int64_t dataParallel,
                           double stateParameters, double stateBytesPerParameter)
{
    return inputPipeline(rs, rs.scenario.parallelism.gpus, gpuStep, dataParallel, stateParameters,
                         stateBytesPerParameter);
}

PipelineTime inputPipeline(const ResolvedScenario& rs, std::int64_t gpuCount, double gpuStep, std::int64_t dataParallel,
                           double stateParameters, double stateBytesPerParameter)
{
    const Scenario& s = rs.scenario;
    const DataConfig& d = s.data;
    PipelineTime p;
    p.kind = dataKindOf(d, rs.model);
    const bool images = p.kind == DataKind::Images;
    const Cluster cl = clusterOf(rs.gpu, s.hardware);
    const double gpus = double(std::max<std::int64_t>(1, gpuCount));
    p.nodes = std::ceil(gpus / double(std::max<std::int64_t>(1, cl.gpusPerNode)));
    p.samplesPerStep = double(s.workload.globalBatchSize);
    // Each sample is read and decoded once, by the node whose replica trains on it.
    p.samplesPerNode = p.samplesPerStep / p.nodes;
    p.samplesPerGpu = p.samplesPerStep / double(std::max<std::int64_t>(1, dataParallel));
    const double tokens = double(s.workload.sequenceLength);
    const std::int64_t vocab = rs.model.kind == ModelSpec::Kind::Transformer ? rs.model.arch.vocab : 32000;
    p.bytesPerToken = images ? 0 : d.bytesPerToken.value_or(defaultBytesPerToken(vocab));
    p.bytesPerSample = d.bytesPerSample.value_or(images ? kImageNetJpegBytes : tokens * p.bytesPerToken);
    p.decodedBytesPerSample =
        d.decodedBytesPerSample.value_or(images ? kDecodedImageBytes : tokens * kDeviceBytesPerToken);
    p.storageReadBytesPerS = d.storageReadBytesPerS;
    p.pcieBytesPerS = d.pcieBytesPerS.value_or(hostToDeviceBytesPerS(rs.gpu.generation));
    p.storageSeconds = p.samplesPerNode * p.bytesPerSample / p.storageReadBytesPerS;
    p.pcieSeconds = p.pcieBytesPerS > 0 ? p.samplesPerGpu * p.decodedBytesPerSample / p.pcieBytesPerS : 0;
    if (images) {
        p.decodeSamplesPerS = double(d.cpuCoresPerNode) * d.decodeSamplesPerSPerCore;
        p.decodeSeconds = p.samplesPerNode / p.decodeSamplesPerS;
    }
    p.checkpointBytes = stateParameters * stateBytesPerParameter;
    if (s.checkpoint.intervalSteps > 0) {
        p.checkpointSeconds = p.checkpointBytes / s.checkpoint.storageWriteBytesPerS;
        p.checkpointSecondsPerStep = p.checkpointSeconds / double(s.checkpoint.intervalSteps);
    }
    p.gpuStepSeconds = gpuStep;
    p.overlap = d.overlap;
    // Loader workers prefetch the next batches while the GPUs run this one
    // (PyTorch DataLoader num_workers, pin_memory): the slowest stage sets the
    // pace. Without them the stages run one after the other, then the step.
    p.loaderSeconds = p.overlap ? std::max({p.storageSeconds, p.pcieSeconds, p.decodeSeconds})
                                : p.storageSeconds + p.pcieSeconds + p.decodeSeconds;
    // A synchronous checkpoint stops training while it writes.
    p.stepSeconds =
        (p.overlap ? std::max(gpuStep, p.loaderSeconds) : gpuStep + p.loaderSeconds) + p.checkpointSecondsPerStep;
    const std::pair<InputLimit, double> limits[] = {{InputLimit::Gpu, gpuStep},
                                                    {InputLimit::Storage, p.storageSeconds},
                                                    {InputLimit::Pcie, p.pcieSeconds},
                                                    {InputLimit::Decode, p.decodeSeconds},
                                                    {InputLimit::Checkpoint, p.checkpointSecondsPerStep}};
    double worst = -1;
    for (const auto& [limit, seconds] : limits)
        if (seconds > worst) {
            worst = seconds;
            p.binding = limit;
        }
    return p;
}

double runSeconds(const PipelineTime& p, double gpuSeconds)
{
    return p.gpuStepSeconds > 0 ? gpuSeconds * p.stepSeconds / p.gpuStepSeconds : gpuSeconds;
}

std::string_view stepShareKey(const StepShare& s)
{
    return s.part ? toString(*s.part) : toString(s.input);
}

StepShares stepShares(const StepTime& step, const PipelineTime& p)
{
    const bool piped = p.gpuStepSeconds > 0;
    const double total = piped ? p.stepSeconds : step.stepSeconds;
    std::array<StepShare, kStepPartCount + 5> rows{};
    std::size_t count = 0;
    auto add = [&](std::optional<StepPart> part, InputLimit input, double seconds) {
        if (seconds > 0)
            rows[count++] = {part, input, seconds, total > 0 ? seconds / total : 0};
    };
    const bool inputsBind = piped && p.overlap && p.loaderSeconds > p.gpuStepSeconds;
    if (!inputsBind)
        for (std::size_t i = 0; i < kStepPartCount; ++i)
            add(StepPart(i), InputLimit::Gpu, step.exposed[i]);
    if (piped) {
        // Overlapped and slower than the GPU, every stage runs beside the
        // others: the slowest is exposed, the rest are the runners-up.
        if (inputsBind)
            add(std::nullopt, InputLimit::Gpu, p.gpuStepSeconds);
        if (!p.overlap || inputsBind) {
            add(std::nullopt, InputLimit::Storage, p.storageSeconds);
            add(std::nullopt, InputLimit::Pcie, p.pcieSeconds);
            add(std::nullopt, InputLimit::Decode, p.decodeSeconds);
        }
        add(std::nullopt, InputLimit::Checkpoint, p.checkpointSecondsPerStep);
    }
    // Largest first; a tie keeps the table's order (compute before the rest).
    StepShares out;
    for (std::size_t i = 0; i < count; ++i) {
        if (rows[i].seconds > out.largest.seconds) {
            out.next = out.largest;
            out.largest = rows[i];
        } else if (rows[i].seconds > out.next.seconds) {
            out.next = rows[i];
        }
    }
    return out;
}

} // namespace headroom
