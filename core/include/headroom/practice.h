#pragma once

#include "headroom/estimate.h"
#include "headroom/explain.h"
#include "headroom/scenario.h"

#include <cstdint>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace headroom {

// Interview practice built on the live model: every expected answer is a
// figure the engine computes, never a hand-typed number. The engine returns
// codes and values; the app words the questions (translatable).

enum class QuestionKind : std::uint8_t {
    TrainingMemory,        // memory per GPU to train (full fine-tuning) this model
    ModelStatesBytes,      // bytes per parameter of model states for the recipe
    ZeroSaving,            // what ZeRO-k saves per GPU on N_d GPUs
    ActivationMemory,      // activation memory per GPU
    KvCacheSize,           // KV cache for batch × context
    InferenceWeights,      // weight memory for inference at a dtype
    TrainingFlops,         // total training FLOPs
    TrainingTime,          // wall-clock training time at MFU
    DecodeTokensPerSecond, // decode speed per sequence
    DecodeBottleneck,      // why is decoding memory-bound? (choice)
    BreakEvenHours,        // GPU-hours where owning beats renting
    PipelineBubble,        // the bubble's share (p − 1)/(v·m) of the step
    GradientReduction,     // one gradient all-reduce / reduce-scatter over the data-parallel GPUs
    TensorParallelComm,    // a layer's tensor-parallel collectives
    // The practice bank (issue 16 item 6): catalog facts, the predicted step,
    // the input pipeline, cost and serving, and conceptual choices.
    GpuMemory,          // HBM capacity of a catalog GPU
    GpuBandwidth,       // its peak memory bandwidth
    GpuPeakFlops,       // its dense BF16 peak
    RidgePoint,         // peak FLOP/s ÷ bandwidth: FLOPs per byte where compute starts to bind
    GpuInterconnect,    // its GPU-to-GPU link (NVLink, Infinity Fabric) per GPU
    DtypeBytes,         // bytes per value of a storage format
    FlopsPerToken,      // training FLOPs per token
    PredictedMfu,       // the predicted step's MFU
    StepTime,           // the predicted step
    InputStage,         // one input-pipeline or checkpoint figure (the question's figure says which)
    InputLimit,         // which limit binds the step (choice: the engine's binding)
    RunCost,            // a run's cost: cloud or on-premises (the figure says which)
    GpuHours,           // the run's GPU-hours
    ServingConcurrency, // sequences a replica holds in KV memory
    ServingTpot,        // time per output token at that concurrency
    ServingTtft,        // time to first token there
    ServingThroughput,  // decode tokens/s per GPU there
    ServingCost,        // cloud cost per million output tokens there
    ServingInputCost,   // cloud cost per million input tokens there (the prefill share of the GPU time)
    Conceptual,         // a conceptual multiple-choice question (Question::idea says which)
    // Issue 30: the parts whose peaks break the usual ratios, and scale-up domains.
    GpuPrecisionPeak, // its dense peak at one precision (givens: "precision", and the 16-bit and FP8 peaks)
    ScaleUpDomain,    // GPUs in one scale-up domain (NVL72, an Ironwood pod, a Trn3 UltraServer)
    // Issue 31: read from the pipeline schedule chart (docs/model.md §7g).
    ScheduleBubble, // the drawn bubble's share of the pipeline's time, (p − 1)/(v·m + p − 1)
    ScheduleChange, // that share with m (givens "m2") or v (givens "v2") changed, as the chart would draw it
    Count
};
std::string_view toString(QuestionKind k);

// The seed lessons' topics, plus the step-time and serving models.
enum class Topic : std::uint8_t {
    WhyGpus,     // compute against CPUs, FLOPs, arithmetic intensity, the roofline ridge
    Memory,      // bytes per parameter, ZeRO, activations, recomputation, KV cache
    Precision,   // formats' bytes, mixed precision, QLoRA
    GpuClasses,  // catalog GPUs: capacity, bandwidth, links; consumer against datacenter
    DataLoading, // storage, PCIe, CPU decode, checkpoints: which limit binds
    MultiGpu,    // DP/TP/PP/EP, the bubble, all-reduce volume
    Cloud,       // cloud against on-premises: break-even, cost of a run
    StepTime,    // predicted MFU, exposed communication
    Serving,     // concurrency from KV memory, TTFT/TPOT, tokens/s per GPU, cost per million tokens
    Count
};
std::string_view toString(Topic t); // "why-gpus", "memory", …

enum class Level : std::uint8_t { Basics, Practitioner, Expert, Count };
std::string_view toString(Level l); // "basics", "practitioner", "expert"

// Conceptual questions: the app words each (question, its choices in this
// order, and why the right one is right); the core knows the right index.
enum class Concept : std::uint8_t {
    None,
    GpuVsCpu,
    ArithmeticIntensity,
    BelowRidge,
    Zero3Shards,
    Recomputation,
    MlaCache,
    SlidingWindow,
    MixedKeepsFp32,
    QloraStores,
    Bf16OverFp16,
    Fp8Scaling,
    ConsumerLimits,
    TensorInsideNvlink,
    ImagesDecodeBound,
    LoaderPrefetch,
    DataParallelCopies,
    BubbleShrinks,
    ExpertAllToAll,
    RingAllReduce,
    OwningPaysWhenBusy,
    MfuMeaning,
    MfuBelowPeak,
    TtftMeaning,
    BatchingThroughput,
    ConcurrencyCap,
    Speculative,
    Count
};
std::string_view toString(Concept c);
int conceptChoiceCount(Concept c); // choices the app offers
int conceptAnswer(Concept c);      // index of the right one

// A value a question's text refers to, by the symbol the text uses (a
// figure's Term leaves its members unset for speed; a given sets them all).
struct Given {
    const char* symbol = "";
    double value = 0;
    Unit unit = Unit::Count;
    bool operator==(const Given&) const = default;
};

struct Question {
    QuestionKind kind = QuestionKind::TrainingMemory;
    std::string id;                          // stable, e.g. "classic.full-finetune-7b"
    Scenario scenario;                       // what the question is about
    FigureId figure = FigureId::MemoryTotal; // the worked solution
    double answer = 0;                       // the engine's figure
    double relativeTolerance = 0.1;          // an answer within this fraction is right
    Unit unit = Unit::Bytes;
    ChartKind chart = ChartKind::Memory;
    // Values the question's text refers to, e.g. {"N", 7e9}, {"gpus", 64}.
    std::vector<Given> givens;
    // Choice questions: index of the right choice; numeric ones have -1.
    int correctChoice = -1;
    int choiceCount = 0;
    Topic topic = Topic::Memory;
    Level level = Level::Practitioner;
    Concept idea = Concept::None; // Conceptual questions
    // Whether `figure` is the worked solution (the Explain panel's formula).
    // Catalog facts, serving figures and concepts are explained otherwise.
    bool worked = true;
};

// The classic set ("How much memory does full fine-tuning of a 7B model with
// AdamW in mixed precision need?", "Why is decoding memory-bound?", "What does
// ZeRO-2 save on 64 GPUs?", …), each evaluated on the catalog.
Expected<std::vector<Question>> classicQuestions(const Catalog& catalog);
// The practice bank: the classic set plus one row per question over every
// topic and level, each numeric answer computed by the engine (estimate(),
// evaluateServing(), the input pipeline, catalog GPU facts) for a scenario
// built from catalog presets. Ids are stable ("bank.memory.zero3-saving").
Expected<std::vector<Question>> practiceBank(const Catalog& catalog);
// Questions generated from the user's current scenario.
std::vector<Question> questionsFor(const ResolvedScenario& s, const Estimate& e);

enum class Verdict : std::uint8_t { Right, TooLow, TooHigh, NotANumber };
Verdict checkAnswer(const Question& q, double given);
Verdict checkChoice(const Question& q, int choice);

// Rules of thumb against the exact figures for a scenario.
enum class RuleKind : std::uint8_t {
    BytesPerParameter,   // 16 bytes/param for mixed-precision Adam (per recipe)
    TrainingMultiple,    // "training needs 4–6× the weights"
    InferenceTwoBytes,   // "2 bytes per parameter for fp16 inference"
    SixND,               // C ≈ 6·N·D
    DecodeBandwidth,     // tokens/s ≈ bandwidth / model bytes
    ActivationsPerLayer, // 34·s·b·h bytes per layer (Korthikanti, GPT, selective)
    TrainingTime,        // T ≈ 8·N·D / (n·40 % of peak) (Narayanan et al. 2021, Eq. 4)
    PipelineBubble,      // bubble ≈ (p − 1)/(v·m) of the step (Narayanan et al. 2021)
    KvPerToken,          // KV cache ≈ 2·L·h·bytes per token (multi-head attention)
    InferenceMemory,     // memory ≈ 1.2 × 2 bytes per parameter for 16-bit inference
    // Rules a figure's explanation names, not compared in the Rules tab:
    FlopsPerToken,      // 6·N per trained token, 2·N per generated token
    RecomputeFlops,     // 8·N per token with full recomputation
    DecodeReadsWeights, // every decode step reads all the weights once
    BreakevenRatio,     // break-even hours ≈ purchase price / cloud price per hour
    Count
};
std::string_view toString(RuleKind r);

// Every rule of thumb, once: the figure it estimates, whether it speaks of
// training or of inference, and where it comes from. The app words each rule
// (Report::ruleOfThumb), compareRulesOfThumb gives its value against the
// exact figure, and a figure's explanation names its rule (ruleOfThumbFor).
struct RuleOfThumb {
    RuleKind rule;
    FigureId figure;
    bool training;
    bool inference;
    const char* source;
};
inline constexpr RuleOfThumb kRulesOfThumb[] = {
    {RuleKind::BytesPerParameter, FigureId::OptimizerStates, true, false, "Rajbhandari et al. 2020 (ZeRO), §3.1"},
    {RuleKind::TrainingMultiple, FigureId::MemoryTotal, true, false, "practitioners' rule (weights × 4–6)"},
    {RuleKind::InferenceTwoBytes, FigureId::Weights, true, true, "16-bit weights: 2 bytes per parameter"},
    {RuleKind::SixND, FigureId::TotalFlops, true, false, "Kaplan et al. 2020; Hoffmann et al. 2022"},
    {RuleKind::DecodeBandwidth, FigureId::InferenceTokensPerSecond, false, true,
     "memory-bound decode (roofline, Williams et al. 2009)"},
    {RuleKind::ActivationsPerLayer, FigureId::ActivationsPerLayer, true, false, "Korthikanti et al. 2022, §4"},
    {RuleKind::TrainingTime, FigureId::GpuTrainingTime, true, false, "Narayanan et al. 2021, Eq. 4"},
    {RuleKind::PipelineBubble, FigureId::PipelineBubble, true, false, "Narayanan et al. 2021, §2.2"},
    {RuleKind::KvPerToken, FigureId::KvCache, false, true, "multi-head attention (Vaswani et al. 2017)"},
    {RuleKind::InferenceMemory, FigureId::MemoryTotal, false, true, "practitioners' rule (16-bit weights + 20 %)"},
    {RuleKind::FlopsPerToken, FigureId::FlopsPerToken, true, true, "Kaplan et al. 2020, Table 1"},
    {RuleKind::RecomputeFlops, FigureId::HardwareFlopsPerToken, true, false, "Narayanan et al. 2021, §5.1"},
    {RuleKind::DecodeReadsWeights, FigureId::DecodeMemoryTime, false, true, "memory-bound decode"},
    {RuleKind::BreakevenRatio, FigureId::BreakevenHours, true, true, "docs/model.md §10"},
};
static_assert(std::size(kRulesOfThumb) == std::size_t(RuleKind::Count));
const RuleOfThumb& ruleOfThumb(RuleKind r);
// The rule a figure's explanation names in this mode, if any.
std::optional<RuleKind> ruleOfThumbFor(FigureId figure, Mode mode);

// Why a rule misleads for this scenario.
enum class RuleCaveat : std::uint8_t {
    None,
    ActivationsDominate, // long sequences / big batches: activations, not states
    AttentionFlops,      // 12·L·a·d·s is large next to 6N at this context
    KvCacheReads,        // decode also reads the KV cache
    ComputeBound,        // big batch: decode is compute-bound
    QuantisedWeights,    // weights are not 16-bit
    ShardedStates,       // ZeRO/TP divide the states
    MixtureOfExperts,    // only k of E experts are active
    RecipeDiffers,       // this recipe keeps other than 16 bytes
    BandwidthEfficiency, // real kernels reach ~80 % of peak bandwidth
    LayerShape,          // recomputation, FlashAttention, TP, GQA or the MLP differ from GPT's layer
    Efficiency,          // the predicted MFU and recomputation differ from the rule's 40 % and 8·N
    OtherStepParts,      // communication and the optimizer take part of the step too
    AttentionKind,       // GQA, MLA, windows or linear layers cache less than 2·L·h
    KvAndBatch,          // the KV cache, the batch's workspace and the overhead add more
    FrozenWeights,       // LoRA/QLoRA: frozen weights need no weight gradients (≈ 4·N·D)
};
std::string_view toString(RuleCaveat c);

struct RuleComparison {
    RuleKind rule;
    FigureId figure;      // the exact figure it estimates (kRulesOfThumb's)
    double ruleValue = 0; // what the rule gives (the high end for ranges)
    double ruleLow = 0;   // the low end for ranges (== ruleValue otherwise)
    double exact = 0;
    double ratio = 1;        // exact / rule (for ranges: against the nearest end)
    bool misleading = false; // off by more than 30 % (ratio outside [1/1.3, 1.3])
    RuleCaveat caveat = RuleCaveat::None;
};

std::vector<RuleComparison> compareRulesOfThumb(const ResolvedScenario& s, const Estimate& e);

// A presenter's prepared sequence of scenarios (a teacher at a projector).
struct Slide {
    std::string title;
    std::string notes;
    ChartKind chart = ChartKind::Memory;
    FigureId figure = FigureId::MemoryTotal;
    Scenario scenario;

    bool operator==(const Slide&) const = default;
};

struct Presentation {
    std::string title;
    std::vector<Slide> slides;

    bool operator==(const Presentation&) const = default;
};

// {"format": "headroom-presentation", "version": 1, "title": …, "slides":
// [{"title", "notes", "chart", "figure", "scenario": {…scenario format 1…}}]}
Expected<Presentation> parsePresentation(std::string_view jsonText, std::string_view fileName = {});
Expected<Presentation> loadPresentationFile(const std::string& path);
std::string presentationToJson(const Presentation& p);

} // namespace headroom
