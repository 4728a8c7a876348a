#pragma once

#include "headroom/catalog.h"
#include "headroom/error.h"
#include "headroom/model/model.h"
#include "headroom/model/stack.h"
#include "headroom/model/steptime.h"
#include "headroom/types.h"

#include <algorithm>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace headroom {

// A scenario exactly as headroom-cli(1) "SCENARIO FILES" describes it (packaging/headroom-cli.1). Every field has
// its documented default; optional<> marks defaults that come from the catalog
// (the chosen GPU's price) rather than from a constant.
struct ModelSource {
    enum class Kind : std::uint8_t { Preset, Architecture, HfConfig, Parameters };
    Kind kind = Kind::Preset;
    std::string preset = "llama-2-7b";
    Architecture architecture;
    std::string hfConfigPath;            // as written; resolved against baseDir
    double parameters = 0;               // Kind::Parameters
    double activationBytesPerSample = 0; // Kind::Parameters (generic)
    // What to call an inline architecture or a parameter count (format 2:
    // an imported config keeps its model's name); empty: "custom", "generic".
    std::string name;

    bool operator==(const ModelSource&) const = default;
};

// The training tokens a mode means when the scenario does not say: 2 T for
// pre-training (Llama 2's budget), 100 M for LoRA and QLoRA fine-tuning (an
// instruction set of ~100 k examples of ~1 k tokens; docs/model.md §7).
inline constexpr double kPretrainTokens = 2e12;
inline constexpr double kFineTuneTokens = 1e8;
inline constexpr double defaultTrainingTokens(Mode m)
{
    return m == Mode::Lora || m == Mode::Qlora ? kFineTuneTokens : kPretrainTokens;
}

struct Workload {
    Mode mode = Mode::Train;
    std::int64_t microBatchSize = 1;
    std::int64_t globalBatchSize = 1024;
    std::int64_t sequenceLength = 4096;
    double trainingTokens = kPretrainTokens;
    // Counting in samples instead (images, sequences): the run trains on
    // samplesPerEpoch × epochs samples, each sequence_length tokens for a
    // transformer and one "token" for a model without layers (issue 16).
    // When set, trainingTokens is not used.
    std::optional<double> samplesPerEpoch;
    double epochs = 1;
    std::int64_t promptTokens = 1024;
    std::int64_t outputTokens = 256;
    std::int64_t loraRank = 16;
    std::vector<std::string> loraTargets = {"q", "k", "v", "o", "gate", "up", "down"};

    bool operator==(const Workload&) const = default;
};

// Tokens a training run sees: its training_tokens, or samples × epochs ×
// tokens per sample (the sequence length; 1 for a model counted per sample).
inline double trainingTokensOf(const Workload& w, double tokensPerSample)
{
    return w.samplesPerEpoch ? *w.samplesPerEpoch * w.epochs * tokensPerSample : w.trainingTokens;
}

struct PrecisionConfig {
    Recipe recipe = Recipe::MixedBf16;
    DType weights = DType::Bf16;
    DType kvCache = DType::Bf16;

    bool operator==(const PrecisionConfig&) const = default;
};

// The parallel sizes and ZeRO stage that a layout and the scenario's
// parallelism share.
struct ParallelSizes {
    std::int64_t gpus = 1;
    std::int64_t tensor = 1;
    std::int64_t pipeline = 1;
    std::int64_t virtualStages = 1;
    int zero = 0;
    bool sequenceParallel = false;
    std::int64_t expert = 1;

    // The replicas of one tensor × pipeline group (context-parallel ranks,
    // which the scenario gives, among them): what ZeRO shards over.
    std::int64_t dataParallel() const { return gpus / std::max<std::int64_t>(1, tensor * pipeline); }
    bool operator==(const ParallelSizes&) const = default;
};

// The scenario's `parallelism`: the sizes, and how the job runs on them.
struct Parallelism : ParallelSizes {
    Parallelism() { gpus = 8; }
    std::int64_t context = 1;                  // context-parallel size (format 2)
    GatherUnit gatherUnit = GatherUnit::Layer; // ZeRO-3 gathers: per layer or per tensor
    Overlap overlap;                           // format 2: what hides behind what
    // Uneven pipeline stages (Megatron-Core's --decoder-first-pipeline-num-layers
    // and --decoder-last-pipeline-num-layers): the layers of the first and of
    // the last stage; the rest split evenly over the stages between. Absent:
    // every stage takes ⌈L/p⌉ (docs/model.md §7f).
    std::optional<std::int64_t> firstStageLayers;
    std::optional<std::int64_t> lastStageLayers;
    // The pipeline schedule; absent: interleaved with virtual stages, else 1F1B.
    std::optional<PipelineSchedule> schedule;

    bool operator==(const Parallelism&) const = default;
};

// One way to lay a job out on GPUs: the parallel sizes, the ZeRO stage, the
// micro-batch and recomputation, the fields the planner and the solvers vary.
// A scenario writes them across parallelism, workload and activations; the
// engine, the planner (PlanConfig) and the solvers take them as this value,
// and read nothing of them from the scenario.
struct Layout : ParallelSizes {
    std::int64_t microBatch = 1;
    Recompute recompute = Recompute::None;
    // With full recomputation, the layers of each model chunk recomputed,
    // from its first (activations.recompute_layers); 0: every layer.
    std::int64_t recomputeLayers = 0;

    bool operator==(const Layout&) const = default;
};

struct ActivationConfig {
    Recompute recompute = Recompute::None;
    // Full recomputation of only the first N layers of each model chunk (a
    // pipeline stage, or each of its virtual stages), the others keeping
    // their activations: Megatron-LM's recompute_method "block" with
    // recompute_num_layers N (docs/model.md §3). Absent: every layer.
    std::optional<std::int64_t> recomputeLayers;
    bool flashAttention = true;
    // A factor on what each layer keeps for the backward: 1 is the stack's own
    // account; `headroom-cli calibrate --measured peak_allocated_bytes=X`
    // fits it to a measured peak (model code that keeps more or less).
    double scale = 1.0;

    bool operator==(const ActivationConfig&) const = default;
};

struct HardwareConfig {
    std::string gpu = "h100-sxm";
    std::optional<Gpu> inlineGpu; // hardware.gpu given as an object
    // Format 2: absent means the predicted step time answers; a number fixes
    // the time as in format 1 (whose files default to 0.4).
    std::optional<double> mfu;
    std::optional<double> hfu; // replaces mfu, against hardware FLOPs
    double bandwidthEfficiency = 0.8;
    // The cluster, per GPU and per direction; absent: the catalog GPU's figures.
    std::optional<std::int64_t> gpusPerNode;
    std::optional<double> scaleUpBytesPerS;
    std::optional<double> scaleOutBytesPerS;
    // The fabric above the nodes (docs/model.md §7e): GPUs under one
    // non-blocking pod of switches (absent: the whole job), the
    // oversubscription between pods (1: none), and the spread of the GPUs'
    // speeds, whose slowest sets every synchronous step (absent: 0, off;
    // docs/model.md §7e after Sinha et al. 2022).
    std::optional<std::int64_t> gpusPerPod;
    double podOversubscription = 1;
    std::optional<double> gpuSpeedSpread;
    // Scales every kernel efficiency of the predicted model; `headroom-cli
    // calibrate` fits it to one measured run (1: the built-in curves).
    double efficiencyScale = 1.0;
    // A board power limit below the GPU's TDP (nvidia-smi -pl): the tensor
    // cores run at lower clocks (docs/model.md §7b "Power limit"); absent:
    // the TDP.
    std::optional<double> powerLimitWatts;

    bool operator==(const HardwareConfig&) const = default;
};

struct OverheadConfig {
    double fixedBytes = 1073741824.0; // 1 GiB: CUDA context, workspaces
    double fraction = 0.0;            // allocator fragmentation

    bool operator==(const OverheadConfig&) const = default;
};

// Where a price a scenario uses came from.
enum class PriceOrigin : std::uint8_t { Scenario, Catalog, Default };

struct CostConfig {
    std::optional<double> cloudUsdPerGpuHour; // default: GPU's catalog rate, else 3.0
    std::optional<double> purchaseUsdPerGpu;  // default: GPU's catalog price, else 30000
    double serverShare = 0.35;
    double depreciationYears = 4;
    double maintenancePerYear = 0.05;
    double electricityUsdPerKwh = 0.12;
    double pue = 1.3;
    double utilization = 0.7;
    double hostingUsdPerKwMonth = 0;
    // Which catalog rate stands for the cloud when cloudUsdPerGpuHour is not
    // set; absent: on-demand.
    std::optional<CloudPricing> cloudPricing;

    bool operator==(const CostConfig&) const = default;
};

// Serving (inference mode, format 2; docs/model.md §8b).
struct SpeculativeConfig {
    std::int64_t draftTokens = 0; // k; 0: no speculative decoding
    double acceptance = 0.7;      // α, per draft token, in [0, 1)
    std::string draftModel;       // catalog preset of the draft; empty: a tenth of the target's cost

    bool operator==(const SpeculativeConfig&) const = default;
};

// One kind of request in a serving mix: its prompt and output lengths and
// its share of the requests (weights are relative).
struct RequestClass {
    std::int64_t promptTokens = 1024;
    std::int64_t outputTokens = 256;
    double weight = 1;
    bool operator==(const RequestClass&) const = default;
};

// TensorRT-LLM's default KvCacheConfig.free_gpu_memory_fraction: the KV cache
// takes 90 % of the memory free once the weights and activations are in
// (https://nvidia.github.io/TensorRT-LLM/examples/kvcacheconfig.html); its
// published benchmarks run 0.90 to 0.95.
inline constexpr double kDefaultKvMemoryFraction = 0.9;

struct ServingConfig {
    std::optional<std::int64_t> concurrency; // sequences per replica; absent: "auto" (the SLOs choose)
    std::optional<double> ttftSloSeconds;
    std::optional<double> tpotSloSeconds;
    std::optional<double> apiUsdPerMillionTokens; // an API's price per million output tokens
    SpeculativeConfig speculative;
    // Disaggregated prefill and decode (DistServe, Zhong et al. 2024): this
    // many of the replicas only prefill and pass the KV cache on; the rest
    // only decode. Absent: every replica does both (chunked prefill).
    std::optional<std::int64_t> prefillReplicas;
    // "auto": the split of the replicas that serves the most within the SLOs.
    bool prefillReplicasAuto = false;
    std::optional<double> kvTransferBytesPerS; // per GPU; absent: the cluster's scale-out bandwidth
    // The share of the memory left after weights, one prompt's workspace and
    // the overheads that the runtime gives its paged KV cache; absent:
    // kDefaultKvMemoryFraction.
    std::optional<double> kvMemoryFraction;
    // The requests served: kinds of prompt and output lengths with their
    // shares. Empty: every request is workload.prompt_tokens + output_tokens.
    std::vector<RequestClass> requestMix;

    bool operator==(const ServingConfig&) const = default;
};

// The input pipeline and checkpoints of a training job (format 2, optional;
// docs/model.md §7c). Absent optionals take the defaults §7c cites.
enum class DataKind : std::uint8_t { Tokens, Images };
template <>
struct EnumNames<DataKind> {
    static constexpr std::pair<DataKind, std::string_view> table[] = {{DataKind::Tokens, "tokens"},
                                                                      {DataKind::Images, "images"}};
};

struct DataConfig {
    // Absent: images for a model known per sample (a CNN, a ViT: no token
    // vocabulary), token ids otherwise (dataKindOf in pipeline.h).
    std::optional<DataKind> kind;
    // Tokens: ids as stored (absent: 2 bytes below a 65,500 vocabulary, else 4,
    // Megatron-LM's indexed dataset).
    std::optional<double> bytesPerToken;
    // As stored; absent: tokens × bytes per token, or ~110 KB for an image
    // (ImageNet-1k's JPEGs, ~140 GB / 1.28 M).
    std::optional<double> bytesPerSample;
    // As it crosses PCIe; absent: tokens × 8 (int64 ids), or 224·224·3 bytes (uint8 RGB).
    std::optional<double> decodedBytesPerSample;
    double storageReadBytesPerS = 2e9;     // per node
    std::optional<double> pcieBytesPerS;   // per GPU; absent: by the GPU's generation
    std::int64_t cpuCoresPerNode = 32;     // cores the loader workers get
    double decodeSamplesPerSPerCore = 150; // images: JPEG decode + augmentation
    bool overlap = true;                   // loader workers prefetch behind the step

    bool operator==(const DataConfig&) const = default;
};

struct CheckpointConfig {
    std::int64_t intervalSteps = 1000;  // 0: no checkpoints
    double storageWriteBytesPerS = 2e9; // what the whole job writes at
    // What a restart reads the last checkpoint back at; absent: the write rate.
    std::optional<double> storageReadBytesPerS;

    bool operator==(const CheckpointConfig&) const = default;
};

// How often the job is interrupted and what a restart costs (format 2,
// optional; docs/model.md §7d). Absent: Llama 3's published rate.
struct ReliabilityConfig {
    std::optional<double> failuresPerGpuHour;
    double restartSeconds = 600; // detect, reschedule, start the processes again

    bool operator==(const ReliabilityConfig&) const = default;
};

// What runs the job (format 2, docs/model.md §6b): absent, the documented
// default of the mode (stackOf, headroom/model/stack.h).
struct SoftwareConfig {
    std::optional<SoftwareStack> stack;
    bool compile = false; // torch.compile where the stack has it
    // The Trainer syncs (reduces) the gradients after every micro-batch, not
    // only a step's last: Accelerate's gradient_accumulation_kwargs
    // {"sync_each_batch": true}, which spares FSDP's unsharded gradients.
    bool syncEachBatch = false;
    LossKernel loss = LossKernel::Stack;
    AttentionKernel attention = AttentionKernel::Stack;
    MoeDispatcher moeDispatcher = MoeDispatcher::AllToAll; // a mixture of experts' token exchange
    bool operator==(const SoftwareConfig&) const = default;
};

struct Scenario {
    ModelSource model;
    Workload workload;
    PrecisionConfig precision;
    Optimizer optimizer = Optimizer::AdamW;
    Parallelism parallelism;
    ActivationConfig activations;
    HardwareConfig hardware;
    OverheadConfig overhead;
    CostConfig cost;
    ServingConfig serving;
    DataConfig data;
    CheckpointConfig checkpoint;
    ReliabilityConfig reliability;
    SoftwareConfig software;
    std::string baseDir; // folder of the scenario file, for relative paths

    bool operator==(const Scenario&) const = default;
};

// The layout a scenario describes, and the scenario with a layout written
// into it (every other setting kept).
Layout layoutOf(const Scenario& s);
void applyLayout(Scenario& s, const Layout& l);

inline constexpr int kScenarioVersion = 2;
// The MFU a format-1 file means when it gives neither mfu nor hfu.
inline constexpr double kFormat1DefaultMfu = 0.4;

// The reader (parseScenario, loadScenarioFile) and checkScenario are
// headroom/inputs.h's: a scenario's architecture is refused past 1e16
// parameters, which only the model can count.
// Writes every field (defaults included), so a saved file round-trips exactly.
std::string scenarioToJson(const Scenario& s);

// Applies `--set a.b.c=VALUE` to scenario JSON text: VALUE is taken as JSON if
// it parses (numbers, true, [..]), else as a string; a text or choice field
// (headroom/scenariofields.h) always takes it as a string. Returns the new JSON text.
Expected<std::string> applyOverride(std::string_view jsonText, std::string_view assignment);

// A scenario with its model and GPU looked up: what the engine evaluates.
struct ResolvedScenario {
    Scenario scenario;
    ModelSpec model;
    Gpu gpu;
    // Inference with speculative decoding and a named draft model: its preset.
    std::optional<ModelSpec> draftModel;
    double cloudUsdPerGpuHour = 0;
    double purchaseUsdPerGpu = 0;
    // Where the two came from (docs/catalog.md "Prices and their age").
    PriceOrigin cloudOrigin = PriceOrigin::Default;
    PriceOrigin purchaseOrigin = PriceOrigin::Default;
    CloudPricing cloudPricing = CloudPricing::OnDemand; // the kind of catalog rate taken
    // scenario.software.stack was empty and is the hardware's inference
    // engine (hardwareInferenceStack): a default, not the user's choice.
    bool stackFromHardware = false;
};

// The cloud rate and the purchase price a scenario's cost takes for `gpu`:
// the scenario's own figure (saved with it), else the GPU's catalog figure
// (the cloud rate of the kind cost.cloud_pricing asks for, or on-demand when
// the GPU has none of that kind), else Headroom's default ($3.00 per GPU-hour,
// $30,000; docs/model.md §10). `from` is the catalog figure's provenance.
struct PriceChoice {
    double usd = 0;
    PriceOrigin origin = PriceOrigin::Default;
    CloudPricing pricing = CloudPricing::OnDemand;
    const PriceSource* from = nullptr; // Catalog only
};
PriceChoice cloudRateOf(const Gpu& gpu, const CostConfig& cost);
PriceChoice purchasePriceOf(const Gpu& gpu, const CostConfig& cost);

// The network a training job runs on: the GPU's catalog figures, replaced
// field by field by the scenario's hardware.gpus_per_node, scale_up and
// scale_out (docs/model.md §7b, "Network figures").
Cluster clusterOf(const Gpu& gpu, const HardwareConfig& hardware);

// The power a GPU's board runs at: its TDP, or hardware.power_limit_watts
// where that is lower (energy and hosting are paid on it).
double boardWatts(const Gpu& gpu, const HardwareConfig& hardware);

// The schedule a pipeline runs: the scenario's, else interleaved when it has
// virtual stages and 1F1B otherwise.
PipelineSchedule scheduleOf(const Parallelism& p);

} // namespace headroom
