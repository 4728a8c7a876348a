#include "headroom/practice.h"

#include "headroom/inputs.h"
#include "headroom/limits.h"
#include "headroom/model/inventory.h"
#include "headroom/model/schedule.h"

#include "headroom/model/serving.h"

#include "jsonreader.h"

#include <algorithm>
#include <cmath>
#include <tuple>

namespace headroom {

using detail::json;
using detail::ObjectReader;

std::string_view toString(QuestionKind k)
{
    static constexpr std::string_view names[] = {"training-memory",
                                                 "model-states-bytes",
                                                 "zero-saving",
                                                 "activation-memory",
                                                 "kv-cache-size",
                                                 "inference-weights",
                                                 "training-flops",
                                                 "training-time",
                                                 "decode-tokens-per-second",
                                                 "decode-bottleneck",
                                                 "break-even-hours",
                                                 "pipeline-bubble",
                                                 "gradient-reduction",
                                                 "tensor-parallel-comm",
                                                 "gpu-memory",
                                                 "gpu-bandwidth",
                                                 "gpu-peak-flops",
                                                 "ridge-point",
                                                 "gpu-interconnect",
                                                 "dtype-bytes",
                                                 "flops-per-token",
                                                 "predicted-mfu",
                                                 "step-time",
                                                 "input-stage",
                                                 "input-limit",
                                                 "run-cost",
                                                 "gpu-hours",
                                                 "serving-concurrency",
                                                 "serving-tpot",
                                                 "serving-ttft",
                                                 "serving-throughput",
                                                 "serving-cost",
                                                 "serving-input-cost",
                                                 "conceptual",
                                                 "gpu-precision-peak",
                                                 "scale-up-domain",
                                                 "schedule-bubble",
                                                 "schedule-change"};
    static_assert(std::size(names) == std::size_t(QuestionKind::Count));
    return names[std::size_t(k)];
}

std::string_view toString(Topic t)
{
    static constexpr std::string_view names[] = {"why-gpus",  "memory", "precision", "gpu-classes", "data-loading",
                                                 "multi-gpu", "cloud",  "step-time", "serving"};
    static_assert(std::size(names) == std::size_t(Topic::Count));
    return names[std::size_t(t)];
}

std::string_view toString(Level l)
{
    static constexpr std::string_view names[] = {"basics", "practitioner", "expert"};
    static_assert(std::size(names) == std::size_t(Level::Count));
    return names[std::size_t(l)];
}

namespace {

// A conceptual question's topic, level, number of choices and the right one
// (the app words the choices in this order).
struct ConceptRow {
    std::string_view id;
    Topic topic;
    Level level;
    int choices;
    int answer;
};

constexpr ConceptRow kConcepts[] = {
    {"none", Topic::Memory, Level::Basics, 0, -1},
    {"gpu-vs-cpu", Topic::WhyGpus, Level::Basics, 3, 0},
    {"arithmetic-intensity", Topic::WhyGpus, Level::Basics, 3, 1},
    {"below-ridge", Topic::WhyGpus, Level::Practitioner, 3, 0},
    {"zero3-shards", Topic::Memory, Level::Practitioner, 3, 2},
    {"recomputation", Topic::Memory, Level::Practitioner, 3, 0},
    {"mla-cache", Topic::Memory, Level::Expert, 3, 1},
    {"sliding-window", Topic::Memory, Level::Expert, 3, 0},
    {"mixed-keeps-fp32", Topic::Precision, Level::Practitioner, 3, 1},
    {"qlora-stores", Topic::Precision, Level::Practitioner, 3, 0},
    {"bf16-over-fp16", Topic::Precision, Level::Basics, 3, 2},
    {"fp8-scaling", Topic::Precision, Level::Expert, 3, 0},
    {"consumer-limits", Topic::GpuClasses, Level::Basics, 3, 1},
    {"tensor-inside-nvlink", Topic::GpuClasses, Level::Practitioner, 3, 0},
    {"images-decode-bound", Topic::DataLoading, Level::Practitioner, 3, 2},
    {"loader-prefetch", Topic::DataLoading, Level::Basics, 3, 0},
    {"data-parallel-copies", Topic::MultiGpu, Level::Basics, 3, 0},
    {"bubble-shrinks", Topic::MultiGpu, Level::Practitioner, 3, 1},
    {"expert-all-to-all", Topic::MultiGpu, Level::Expert, 3, 0},
    {"ring-all-reduce", Topic::MultiGpu, Level::Expert, 3, 2},
    {"owning-pays-when-busy", Topic::Cloud, Level::Basics, 3, 0},
    {"mfu-meaning", Topic::StepTime, Level::Basics, 3, 1},
    {"mfu-below-peak", Topic::StepTime, Level::Practitioner, 3, 0},
    {"ttft-meaning", Topic::Serving, Level::Basics, 3, 0},
    {"batching-throughput", Topic::Serving, Level::Practitioner, 3, 2},
    {"concurrency-cap", Topic::Serving, Level::Practitioner, 3, 0},
    {"speculative", Topic::Serving, Level::Expert, 3, 1},
};
static_assert(std::size(kConcepts) == std::size_t(Concept::Count));

} // namespace

std::string_view toString(Concept c)
{
    return kConcepts[std::size_t(c)].id;
}

int conceptChoiceCount(Concept c)
{
    return kConcepts[std::size_t(c)].choices;
}

int conceptAnswer(Concept c)
{
    return kConcepts[std::size_t(c)].answer;
}

std::string_view toString(RuleKind r)
{
    static constexpr std::string_view names[] = {
        "bytes-per-parameter",   "training-multiple", "inference-two-bytes",  "six-n-d",        "decode-bandwidth",
        "activations-per-layer", "training-time",     "pipeline-bubble",      "kv-per-token",   "inference-memory",
        "flops-per-token",       "recompute-flops",   "decode-reads-weights", "breakeven-ratio"};
    static_assert(std::size(names) == std::size_t(RuleKind::Count));
    return names[std::size_t(r)];
}

const RuleOfThumb& ruleOfThumb(RuleKind r)
{
    for (const RuleOfThumb& t : kRulesOfThumb)
        if (t.rule == r)
            return t;
    return kRulesOfThumb[0];
}

std::optional<RuleKind> ruleOfThumbFor(FigureId figure, Mode mode)
{
    const bool training = mode != Mode::Inference;
    for (const RuleOfThumb& t : kRulesOfThumb)
        if (t.figure == figure && (training ? t.training : t.inference))
            return t.rule;
    return std::nullopt;
}

std::string_view toString(RuleCaveat c)
{
    static constexpr std::string_view names[] = {"none",
                                                 "activations-dominate",
                                                 "attention-flops",
                                                 "kv-cache-reads",
                                                 "compute-bound",
                                                 "quantised-weights",
                                                 "sharded-states",
                                                 "mixture-of-experts",
                                                 "recipe-differs",
                                                 "bandwidth-efficiency",
                                                 "layer-shape",
                                                 "efficiency",
                                                 "other-step-parts",
                                                 "attention-kind",
                                                 "kv-and-batch",
                                                 "frozen-weights"};
    return names[std::size_t(c)];
}

namespace {

double modelStates(const Estimate& e)
{
    return e.perGpu[MemoryComponent::Weights] + e.perGpu[MemoryComponent::Gradients] +
           e.perGpu[MemoryComponent::MasterWeights] + e.perGpu[MemoryComponent::OptimizerStates];
}

Question numeric(QuestionKind kind, std::string id, const Scenario& s, const Estimate& e, FigureId figure,
                 ChartKind chart, double tolerance = 0.1)
{
    Question q;
    q.kind = kind;
    q.id = std::move(id);
    q.scenario = s;
    q.figure = figure;
    q.answer = e.figure(figure).value;
    q.unit = figureInfo(figure).unit;
    q.chart = chart;
    q.relativeTolerance = tolerance;
    return q;
}

} // namespace

std::vector<Question> questionsFor(const ResolvedScenario& rs, const Estimate& e)
{
    std::vector<Question> out;
    const Scenario& s = rs.scenario;
    const double N = e.params.total;
    const auto given = [&](Question& q) {
        q.givens = {{"N", N}, {"gpus", double(s.parallelism.gpus)}, {"memory", usableMemoryBytes(rs.gpu)}};
    };
    const bool training = s.workload.mode != Mode::Inference;
    if (training) {
        Question q = numeric(QuestionKind::TrainingMemory, "scenario.training-memory", s, e, FigureId::MemoryTotal,
                             ChartKind::Memory, 0.15);
        given(q);
        out.push_back(q);
        Question states = numeric(QuestionKind::ModelStatesBytes, "scenario.model-states-bytes", s, e,
                                  FigureId::OptimizerStates, ChartKind::Memory, 0.01);
        states.answer = e.bytesPerParameterStates;
        states.unit = Unit::Count;
        given(states);
        out.push_back(states);
        if (e.figure(FigureId::Activations).present()) {
            Question a = numeric(QuestionKind::ActivationMemory, "scenario.activation-memory", s, e,
                                 FigureId::Activations, ChartKind::Memory, 0.2);
            given(a);
            a.givens.push_back({"s", double(s.workload.sequenceLength)});
            a.givens.push_back({"b", double(s.workload.microBatchSize)});
            out.push_back(a);
        }
        Question f = numeric(QuestionKind::TrainingFlops, "scenario.training-flops", s, e, FigureId::TotalFlops,
                             ChartKind::Roofline, 0.2);
        given(f);
        f.givens.push_back({"D", e.tokens});
        out.push_back(f);
        Question t = numeric(QuestionKind::TrainingTime, "scenario.training-time", s, e, FigureId::GpuTrainingTime,
                             ChartKind::Roofline, 0.2);
        given(t);
        t.givens.push_back({"D", e.tokens});
        t.givens.push_back({"MFU", s.hardware.hfu.value_or(e.step.mfu)});
        t.givens.push_back({"peak", e.peakFlopsPerGpu});
        out.push_back(t);
        // The predicted step's parts, each worked in the Explain panel.
        const Parallelism& par = s.parallelism;
        if (e.predictedTime && e.figure(FigureId::PipelineBubble).present()) {
            Question b = numeric(QuestionKind::PipelineBubble, "scenario.pipeline-bubble", s, e,
                                 FigureId::PipelineBubble, ChartKind::Step, 0.05);
            b.answer = e.step.bubbleFraction;
            b.unit = Unit::Ratio;
            given(b);
            b.givens.push_back({"p", double(par.pipeline)});
            b.givens.push_back({"v", double(par.virtualStages)});
            b.givens.push_back({"m", e.step.microBatches});
            out.push_back(b);
        }
        // Read from the schedule chart: the drawn bubble's share, and what
        // more micro-batches or more virtual stages would make of it.
        if (e.predictedTime && e.figure(FigureId::BubbleShare).present()) {
            const ScheduleData d = scheduleData(rs, e);
            if (d.complete && d.schedule != PipelineSchedule::ZeroBubble && !d.blocks.empty()) {
                Question b = numeric(QuestionKind::ScheduleBubble, "scenario.schedule-bubble", s, e,
                                     FigureId::BubbleShare, ChartKind::Schedule, 0.05);
                b.answer = d.bubbleShare;
                b.unit = Unit::Ratio;
                b.topic = Topic::MultiGpu;
                b.givens = {{"p", double(d.stages)}, {"v", double(d.virtualStages)}, {"m", double(d.microBatches)}};
                out.push_back(b);
                // Doubling m, or v where the layers allow another chunk per stage.
                Question c = b;
                c.kind = QuestionKind::ScheduleChange;
                c.id = "scenario.schedule-change";
                c.worked = false;
                const std::int64_t layers = e.stages.empty() ? 0 : std::int64_t(e.stages.front().layers);
                const int v2 = d.virtualStages * 2;
                const bool moreV = d.stages > 1 && layers > 0 && layers % v2 == 0 && d.microBatches % d.stages == 0;
                const ScheduleData after =
                    moreV ? simulateSchedule(PipelineSchedule::Interleaved, d.stages, v2, d.microBatches, 1.0, 2.0)
                          : simulateSchedule(d.schedule, d.stages, d.virtualStages, 2 * d.microBatches, 1.0, 2.0);
                c.answer = after.bubbleShare;
                c.givens.push_back({moreV ? "v2" : "m2", moreV ? double(v2) : 2.0 * d.microBatches});
                out.push_back(c);
            }
        }
        if (e.predictedTime && e.figure(FigureId::DataParallelComm).present()) {
            Question g = numeric(QuestionKind::GradientReduction, "scenario.gradient-reduction", s, e,
                                 FigureId::DataParallelComm, ChartKind::Step, 0.25);
            given(g);
            g.givens.push_back({"G", e.step.gradientBytes});
            out.push_back(g);
        }
        if (e.predictedTime && e.figure(FigureId::TensorParallelComm).present()) {
            Question c = numeric(QuestionKind::TensorParallelComm, "scenario.tensor-parallel-comm", s, e,
                                 FigureId::TensorParallelComm, ChartKind::Step, 0.25);
            given(c);
            c.givens.push_back({"t", double(par.tensor)});
            out.push_back(c);
        }
    } else {
        Question w = numeric(QuestionKind::InferenceWeights, "scenario.inference-weights", s, e, FigureId::Weights,
                             ChartKind::Memory, 0.1);
        given(w);
        out.push_back(w);
        if (e.figure(FigureId::KvCache).present()) {
            Question kv = numeric(QuestionKind::KvCacheSize, "scenario.kv-cache", s, e, FigureId::KvCache,
                                  ChartKind::Memory, 0.05);
            given(kv);
            kv.givens.push_back({"b", double(s.workload.microBatchSize)});
            kv.givens.push_back({"context", double(s.workload.promptTokens + s.workload.outputTokens)});
            out.push_back(kv);
        }
        Question d = numeric(QuestionKind::DecodeTokensPerSecond, "scenario.decode-tokens-per-second", s, e,
                             FigureId::InferenceTokensPerSecond, ChartKind::Roofline, 0.25);
        given(d);
        d.givens.push_back({"bandwidth", rs.gpu.bandwidthBytesPerS});
        out.push_back(d);
        Question why;
        why.kind = QuestionKind::DecodeBottleneck;
        why.id = "scenario.decode-bottleneck";
        why.scenario = s;
        why.figure = FigureId::DecodeStep;
        why.chart = ChartKind::Roofline;
        why.answer = e.figure(FigureId::DecodeStep).value;
        why.unit = Unit::Seconds;
        why.choiceCount = 2; // 0: memory bandwidth, 1: compute
        why.correctChoice = e.bottleneck == Bottleneck::Memory ? 0 : 1;
        given(why);
        out.push_back(why);
    }
    if (std::isfinite(e.breakevenHours)) {
        Question b = numeric(QuestionKind::BreakEvenHours, "scenario.break-even", s, e, FigureId::BreakevenHours,
                             ChartKind::Breakeven, 0.15);
        b.givens = {{"price", rs.purchaseUsdPerGpu}, {"rate", e.cloudUsdPerGpuHour}};
        out.push_back(b);
    }
    return out;
}

namespace {

// The classic questions, one method each (or one per pair asked on the same
// scenario); each appends its questions to `out`.
class ClassicQuestions {
public:
    explicit ClassicQuestions(const Catalog& c) : catalog(c) {}
    std::optional<Error> fullFinetune();
    std::optional<Error> decodeBound();
    std::optional<Error> zeroSaving();
    std::optional<Error> kvCache();
    std::optional<Error> kvCacheKinds();
    std::optional<Error> int4Weights();
    std::optional<Error> trainingFlopsAndTime();
    std::optional<Error> layerActivations();
    std::optional<Error> breakEven();
    std::vector<Question> out;

private:
    Expected<std::pair<ResolvedScenario, Estimate>> evaluate(const Scenario& s) const
    {
        auto r = resolve(s, catalog);
        if (!r)
            return r.error();
        auto e = estimate(*r);
        if (!e)
            return e.error();
        return std::make_pair(std::move(*r), std::move(*e));
    }

    const Catalog& catalog;
};

// 1. Full fine-tuning of a 7B model with AdamW in mixed precision.
std::optional<Error> ClassicQuestions::fullFinetune()
{
    Scenario s;
    s.model.preset = "llama-2-7b";
    s.parallelism.gpus = 1;
    s.workload.microBatchSize = 1;
    s.workload.globalBatchSize = 1;
    s.workload.sequenceLength = 2048;
    s.activations.recompute = Recompute::Selective;
    auto r = evaluate(s);
    if (!r)
        return r.error();
    Question q = numeric(QuestionKind::TrainingMemory, "classic.full-finetune-7b", s, r->second, FigureId::MemoryTotal,
                         ChartKind::Memory, 0.15);
    q.givens = {{"N", r->second.params.total}, {"s", 2048}, {"b", 1}};
    out.push_back(q);
    Question k = numeric(QuestionKind::ModelStatesBytes, "classic.bytes-per-parameter", s, r->second,
                         FigureId::OptimizerStates, ChartKind::Memory, 0.01);
    k.answer = r->second.bytesPerParameterStates; // 16 (ZeRO §3.1)
    k.unit = Unit::Count;
    out.push_back(k);
    return std::nullopt;
}

// 2. Why is decoding memory-bound? (Llama 2 7B, batch 1, H100)
std::optional<Error> ClassicQuestions::decodeBound()
{
    Scenario s;
    s.model.preset = "llama-2-7b";
    s.workload.mode = Mode::Inference;
    s.workload.microBatchSize = 1;
    s.parallelism.gpus = 1;
    auto r = evaluate(s);
    if (!r)
        return r.error();
    Question q;
    q.kind = QuestionKind::DecodeBottleneck;
    q.id = "classic.decode-memory-bound";
    q.scenario = s;
    q.figure = FigureId::DecodeMemoryTime;
    q.answer = r->second.figure(FigureId::DecodeMemoryTime).value;
    q.unit = Unit::Seconds;
    q.chart = ChartKind::Roofline;
    q.choiceCount = 2;
    q.correctChoice = r->second.bottleneck == Bottleneck::Memory ? 0 : 1;
    q.givens = {{"N", r->second.params.total},
                {"bandwidth", r->first.gpu.bandwidthBytesPerS},
                {"peak", r->second.peakFlopsPerGpu}};
    out.push_back(q);
    Question t = numeric(QuestionKind::DecodeTokensPerSecond, "classic.decode-tokens-per-second", s, r->second,
                         FigureId::InferenceTokensPerSecond, ChartKind::Roofline, 0.25);
    t.givens = q.givens;
    out.push_back(t);
    return std::nullopt;
}

// 3. What does ZeRO-2 save on 64 GPUs? (ZeRO paper's 7.5B model)
std::optional<Error> ClassicQuestions::zeroSaving()
{
    Scenario s;
    s.model.kind = ModelSource::Kind::Parameters;
    s.model.parameters = 7.5e9;
    s.precision.recipe = Recipe::MixedFp16;
    s.parallelism.gpus = 64;
    s.overhead.fixedBytes = 0;
    auto base = evaluate(s);
    s.parallelism.zero = 2;
    auto zero2 = evaluate(s);
    if (!base)
        return base.error();
    if (!zero2)
        return zero2.error();
    Question q = numeric(QuestionKind::ZeroSaving, "classic.zero2-saving-64", s, zero2->second, FigureId::Gradients,
                         ChartKind::Memory, 0.05);
    q.answer = modelStates(base->second) - modelStates(zero2->second); // 120 − 16.6 GB
    q.unit = Unit::Bytes;
    q.givens = {{"N", 7.5e9}, {"gpus", 64}};
    out.push_back(q);
    return std::nullopt;
}

// 4. KV cache of Llama 3 8B for 8 sequences of 8k tokens in bf16.
std::optional<Error> ClassicQuestions::kvCache()
{
    Scenario s;
    s.model.preset = "llama-3-8b";
    s.workload.mode = Mode::Inference;
    s.workload.microBatchSize = 8;
    s.workload.promptTokens = 8192 - 256;
    s.workload.outputTokens = 256;
    s.parallelism.gpus = 1;
    auto r = evaluate(s);
    if (!r)
        return r.error();
    Question q = numeric(QuestionKind::KvCacheSize, "classic.kv-cache-llama3-8b", s, r->second, FigureId::KvCache,
                         ChartKind::Memory, 0.05);
    q.givens = {{"b", 8}, {"context", 8192}};
    out.push_back(q);
    return std::nullopt;
}

// 4b. The KV cache of current attention kinds (docs/model.md section 1b):
// DeepSeek-V3's MLA latent, gpt-oss's alternating 128-token windows.
std::optional<Error> ClassicQuestions::kvCacheKinds()
{
    for (const auto& [preset, id, gpus] : {std::tuple{"deepseek-v3", "classic.kv-cache-deepseek-v3-mla", 8},
                                           std::tuple{"gpt-oss-120b", "classic.kv-cache-gpt-oss-windows", 1}}) {
        Scenario s;
        s.model.preset = preset;
        s.workload.mode = Mode::Inference;
        s.workload.microBatchSize = 4;
        s.workload.promptTokens = 32768 - 1024;
        s.workload.outputTokens = 1024;
        s.precision.weights = DType::Fp8;
        s.hardware.gpu = "h200";
        s.parallelism.gpus = gpus;
        s.parallelism.tensor = gpus;
        auto r = evaluate(s);
        if (!r)
            return r.error();
        Question q = numeric(QuestionKind::KvCacheSize, id, s, r->second, FigureId::KvCache, ChartKind::Memory, 0.05);
        q.givens = {{"b", 4}, {"context", 32768}};
        out.push_back(q);
    }
    return std::nullopt;
}

// 5. Weights of a 70B model at int4 for inference.
std::optional<Error> ClassicQuestions::int4Weights()
{
    Scenario s;
    s.model.preset = "llama-2-70b";
    s.workload.mode = Mode::Inference;
    s.precision.weights = DType::Int4;
    s.parallelism.gpus = 1;
    auto r = evaluate(s);
    if (!r)
        return r.error();
    Question q = numeric(QuestionKind::InferenceWeights, "classic.int4-70b-weights", s, r->second, FigureId::Weights,
                         ChartKind::Memory, 0.1);
    q.givens = {{"N", r->second.params.total}};
    out.push_back(q);
    return std::nullopt;
}

// 6. Training FLOPs and 7. time: Llama 2 7B on 2T tokens, 512 A100s at 40 % MFU.
std::optional<Error> ClassicQuestions::trainingFlopsAndTime()
{
    Scenario s;
    s.model.preset = "llama-2-7b";
    s.hardware.gpu = "a100-80gb";
    s.parallelism.gpus = 512;
    s.workload.trainingTokens = 2e12;
    s.hardware.mfu = 0.4; // the question's "at 40 % MFU", not the predicted step
    auto r = evaluate(s);
    if (!r)
        return r.error();
    Question f = numeric(QuestionKind::TrainingFlops, "classic.training-flops-7b-2t", s, r->second,
                         FigureId::TotalFlops, ChartKind::Roofline, 0.2);
    f.givens = {{"N", r->second.params.total}, {"D", 2e12}};
    out.push_back(f);
    Question t = numeric(QuestionKind::TrainingTime, "classic.training-time-7b-2t", s, r->second,
                         FigureId::GpuTrainingTime, ChartKind::Roofline, 0.2);
    t.givens = {
        {"N", r->second.params.total}, {"D", 2e12}, {"gpus", 512}, {"MFU", 0.4}, {"peak", r->second.peakFlopsPerGpu}};
    out.push_back(t);
    return std::nullopt;
}

// 8. Activation memory of one GPT-3 layer (Korthikanti et al. 2022).
std::optional<Error> ClassicQuestions::layerActivations()
{
    Scenario s;
    s.model.preset = "gpt3-175b";
    s.workload.sequenceLength = 2048;
    s.activations.flashAttention = false;
    s.parallelism.gpus = 1024;
    s.parallelism.tensor = 8;
    s.parallelism.pipeline = 8;
    s.workload.globalBatchSize = 1536;
    auto r = evaluate(s);
    if (!r)
        return r.error();
    Question q = numeric(QuestionKind::ActivationMemory, "classic.gpt3-layer-activations", s, r->second,
                         FigureId::ActivationsPerLayer, ChartKind::Memory, 0.1);
    q.givens = {{"s", 2048}, {"b", 1}, {"h", 12288}, {"a", 96}, {"t", 8}};
    out.push_back(q);
    return std::nullopt;
}

// 9. Break-even: an H100 at $30,000 against $3/GPU-hour.
std::optional<Error> ClassicQuestions::breakEven()
{
    Scenario s;
    s.cost.purchaseUsdPerGpu = 30000;
    s.cost.cloudUsdPerGpuHour = 3.0;
    auto r = evaluate(s);
    if (!r)
        return r.error();
    Question q = numeric(QuestionKind::BreakEvenHours, "classic.break-even-h100", s, r->second,
                         FigureId::BreakevenHours, ChartKind::Breakeven, 0.15);
    q.givens = {{"price", 30000}, {"rate", 3.0}};
    out.push_back(q);
    return std::nullopt;
}

} // namespace

Expected<std::vector<Question>> classicQuestions(const Catalog& catalog)
{
    ClassicQuestions c(catalog);
    for (auto ask :
         {&ClassicQuestions::fullFinetune, &ClassicQuestions::decodeBound, &ClassicQuestions::zeroSaving,
          &ClassicQuestions::kvCache, &ClassicQuestions::kvCacheKinds, &ClassicQuestions::int4Weights,
          &ClassicQuestions::trainingFlopsAndTime, &ClassicQuestions::layerActivations, &ClassicQuestions::breakEven})
        if (auto e = (c.*ask)())
            return *e;
    return std::move(c.out);
}

// ---- The practice bank ------------------------------------------------------

namespace {

// Scenarios the bank's rows are asked on, all from catalog presets.
Scenario onGpu(const char* gpu)
{
    Scenario s;
    s.hardware.gpu = gpu;
    s.parallelism.gpus = 1;
    return s;
}

Scenario training(const char* model, const char* gpu, std::int64_t gpus)
{
    Scenario s;
    s.model.preset = model;
    s.hardware.gpu = gpu;
    s.parallelism.gpus = gpus;
    return s;
}

Scenario serving(const char* model, const char* gpu, std::int64_t tensor, DType weights = DType::Bf16)
{
    Scenario s;
    s.model.preset = model;
    s.hardware.gpu = gpu;
    s.workload.mode = Mode::Inference;
    s.workload.promptTokens = 2048;
    s.workload.outputTokens = 512;
    s.precision.weights = weights;
    s.parallelism.gpus = tensor;
    s.parallelism.tensor = tensor;
    return s;
}

// The ZeRO paper's example (Rajbhandari et al. 2020, Figure 1): 7.5 B
// parameters, mixed-precision Adam, 64 data-parallel GPUs, ZeRO stage k.
Scenario zeroPaper(int stage)
{
    Scenario s;
    s.model.kind = ModelSource::Kind::Parameters;
    s.model.parameters = 7.5e9;
    s.precision.recipe = Recipe::MixedFp16;
    s.parallelism.gpus = 64;
    s.parallelism.zero = stage;
    s.overhead.fixedBytes = 0;
    return s;
}

// ResNet-50 on ImageNet JPEGs, 8 GPUs of a node, 256 images per GPU.
Scenario images(const char* gpu, std::int64_t cores)
{
    Scenario s;
    s.model.preset = "resnet-50";
    s.hardware.gpu = gpu;
    s.parallelism.gpus = 8;
    s.workload.globalBatchSize = 2048;
    s.workload.microBatchSize = 256;
    s.data.kind = DataKind::Images;
    s.data.cpuCoresPerNode = cores;
    return s;
}

struct BankRow {
    const char* id;
    Topic topic;
    Level level;
    QuestionKind kind;
    Scenario (*scenario)();
    FigureId figure = FigureId::MemoryTotal; // the figure asked (worked kinds) or shown
    double tolerance = 0.1;
    ChartKind chart = ChartKind::Memory;
    Precision precision = Precision::Bf16; // GpuPrecisionPeak
};

// One row per question. The scenario builders name presets only; every
// number a question expects is computed below from the engine.
const std::vector<BankRow>& bankRows()
{
    using K = QuestionKind;
    using T = Topic;
    using L = Level;
    using F = FigureId;
    using C = ChartKind;
    static const std::vector<BankRow> rows = {
        // Why GPUs: peaks, the ridge of the roofline, FLOPs per token.
        {"bank.why.peak-h100", T::WhyGpus, L::Basics, K::GpuPeakFlops, [] { return onGpu("h100-sxm"); },
         F::DecodeComputeTime, 0.1, C::Roofline},
        {"bank.why.peak-a100", T::WhyGpus, L::Basics, K::GpuPeakFlops, [] { return onGpu("a100-80gb"); },
         F::DecodeComputeTime, 0.1, C::Roofline},
        {"bank.why.peak-b200", T::WhyGpus, L::Practitioner, K::GpuPeakFlops, [] { return onGpu("b200"); },
         F::DecodeComputeTime, 0.1, C::Roofline},
        {"bank.why.ridge-h100", T::WhyGpus, L::Practitioner, K::RidgePoint, [] { return onGpu("h100-sxm"); },
         F::DecodeComputeTime, 0.15, C::Roofline},
        {"bank.why.ridge-a100", T::WhyGpus, L::Practitioner, K::RidgePoint, [] { return onGpu("a100-80gb"); },
         F::DecodeComputeTime, 0.15, C::Roofline},
        {"bank.why.ridge-rtx4090", T::WhyGpus, L::Expert, K::RidgePoint, [] { return onGpu("rtx-4090"); },
         F::DecodeComputeTime, 0.15, C::Roofline},
        {"bank.why.flops-per-token-8b", T::WhyGpus, L::Practitioner, K::FlopsPerToken,
         [] { return training("llama-3-8b", "h100-sxm", 8); }, F::FlopsPerToken, 0.2, C::Roofline},
        {"bank.why.training-flops-70b", T::WhyGpus, L::Practitioner, K::TrainingFlops,
         [] { return training("llama-2-70b", "h100-sxm", 1024); }, F::TotalFlops, 0.2, C::Roofline},
        // Memory: per recipe, ZeRO, activations, KV cache.
        {"bank.memory.zero1-saving", T::Memory, L::Practitioner, K::ZeroSaving, [] { return zeroPaper(1); },
         F::OptimizerStates, 0.05},
        {"bank.memory.zero3-saving", T::Memory, L::Expert, K::ZeroSaving, [] { return zeroPaper(3); }, F::Weights,
         0.05},
        {"bank.memory.zero3-13b-8gpus", T::Memory, L::Practitioner, K::TrainingMemory,
         [] {
             Scenario s = training("llama-2-13b", "a100-80gb", 8);
             s.parallelism.zero = 3;
             s.activations.recompute = Recompute::Full;
             return s;
         },
         F::MemoryTotal, 0.15},
        {"bank.memory.activations-full-recompute", T::Memory, L::Practitioner, K::ActivationMemory,
         [] {
             Scenario s = training("llama-2-7b", "h100-sxm", 8);
             s.activations.recompute = Recompute::Full;
             return s;
         },
         F::Activations, 0.2},
        {"bank.memory.activations-no-recompute", T::Memory, L::Expert, K::ActivationMemory,
         [] {
             Scenario s = training("llama-3-8b", "h100-sxm", 8);
             s.workload.sequenceLength = 8192;
             return s;
         },
         F::Activations, 0.2},
        {"bank.memory.kv-llama2-7b-mha", T::Memory, L::Basics, K::KvCacheSize,
         [] {
             Scenario s = serving("llama-2-7b", "h100-sxm", 1);
             s.workload.microBatchSize = 2;
             s.workload.promptTokens = 4096 - 512;
             return s;
         },
         F::KvCache, 0.05},
        {"bank.memory.kv-llama3-70b-fp8", T::Memory, L::Practitioner, K::KvCacheSize,
         [] {
             Scenario s = serving("llama-3-70b", "h100-sxm", 4);
             s.workload.microBatchSize = 16;
             s.precision.kvCache = DType::Fp8;
             return s;
         },
         F::KvCache, 0.05},
        {"bank.memory.training-8b-h200", T::Memory, L::Basics, K::TrainingMemory,
         [] {
             Scenario s = training("llama-3-8b", "h200", 1);
             s.workload.globalBatchSize = 64;
             s.activations.recompute = Recompute::Selective;
             return s;
         },
         F::MemoryTotal, 0.15},
        // Precision: formats, recipes, QLoRA.
        {"bank.precision.bytes-fp32", T::Precision, L::Basics, K::DtypeBytes,
         [] {
             Scenario s = serving("llama-2-7b", "h100-sxm", 1, DType::Fp32);
             return s;
         },
         F::Weights, 0.01},
        {"bank.precision.bytes-bf16", T::Precision, L::Basics, K::DtypeBytes,
         [] { return serving("llama-2-7b", "h100-sxm", 1, DType::Bf16); }, F::Weights, 0.01},
        {"bank.precision.bytes-fp8", T::Precision, L::Basics, K::DtypeBytes,
         [] { return serving("llama-2-7b", "h100-sxm", 1, DType::Fp8); }, F::Weights, 0.01},
        {"bank.precision.bytes-int4", T::Precision, L::Basics, K::DtypeBytes,
         [] { return serving("llama-2-7b", "h100-sxm", 1, DType::Int4); }, F::Weights, 0.01},
        {"bank.precision.states-pure-bf16", T::Precision, L::Practitioner, K::ModelStatesBytes,
         [] {
             Scenario s = training("llama-2-7b", "h100-sxm", 8);
             s.precision.recipe = Recipe::PureBf16;
             return s;
         },
         F::OptimizerStates, 0.01},
        {"bank.precision.states-adam8bit", T::Precision, L::Practitioner, K::ModelStatesBytes,
         [] {
             Scenario s = training("llama-2-7b", "h100-sxm", 8);
             s.optimizer = Optimizer::AdamW8bit;
             return s;
         },
         F::OptimizerStates, 0.01},
        {"bank.precision.states-fp32-sgd", T::Precision, L::Expert, K::ModelStatesBytes,
         [] {
             Scenario s = training("llama-2-7b", "h100-sxm", 8);
             s.precision.recipe = Recipe::Fp32;
             s.optimizer = Optimizer::SgdMomentum;
             return s;
         },
         F::OptimizerStates, 0.01},
        {"bank.precision.weights-70b-bf16", T::Precision, L::Basics, K::InferenceWeights,
         [] { return serving("llama-3-70b", "h100-sxm", 1); }, F::Weights, 0.1},
        {"bank.precision.weights-8b-fp8", T::Precision, L::Practitioner, K::InferenceWeights,
         [] { return serving("llama-3-8b", "l4", 1, DType::Fp8); }, F::Weights, 0.1},
        {"bank.precision.qlora-7b", T::Precision, L::Expert, K::TrainingMemory,
         [] {
             Scenario s = training("llama-2-7b", "rtx-4090", 1);
             s.workload.mode = Mode::Qlora;
             s.workload.sequenceLength = 2048;
             s.workload.globalBatchSize = 16;
             s.activations.recompute = Recompute::Full;
             return s;
         },
         F::MemoryTotal, 0.15},
        // GPU classes: the catalog's capacity, bandwidth and links.
        {"bank.gpus.memory-h100", T::GpuClasses, L::Basics, K::GpuMemory, [] { return onGpu("h100-sxm"); }},
        {"bank.gpus.memory-a100", T::GpuClasses, L::Basics, K::GpuMemory, [] { return onGpu("a100-80gb"); }},
        {"bank.gpus.memory-h200", T::GpuClasses, L::Basics, K::GpuMemory, [] { return onGpu("h200"); }},
        {"bank.gpus.memory-rtx4090", T::GpuClasses, L::Basics, K::GpuMemory, [] { return onGpu("rtx-4090"); }},
        {"bank.gpus.memory-mi300x", T::GpuClasses, L::Practitioner, K::GpuMemory, [] { return onGpu("mi300x"); }},
        {"bank.gpus.memory-b200", T::GpuClasses, L::Practitioner, K::GpuMemory, [] { return onGpu("b200"); }},
        {"bank.gpus.bandwidth-h100", T::GpuClasses, L::Practitioner, K::GpuBandwidth,
         [] { return onGpu("h100-sxm"); }, F::MemoryTotal, 0.15, C::Roofline},
        {"bank.gpus.bandwidth-a100", T::GpuClasses, L::Practitioner, K::GpuBandwidth,
         [] { return onGpu("a100-80gb"); }, F::MemoryTotal, 0.15, C::Roofline},
        {"bank.gpus.bandwidth-h200", T::GpuClasses, L::Practitioner, K::GpuBandwidth, [] { return onGpu("h200"); },
         F::MemoryTotal, 0.15, C::Roofline},
        {"bank.gpus.bandwidth-rtx4090", T::GpuClasses, L::Expert, K::GpuBandwidth,
         [] { return onGpu("rtx-4090"); }, F::MemoryTotal, 0.15, C::Roofline},
        {"bank.gpus.bandwidth-l4", T::GpuClasses, L::Expert, K::GpuBandwidth, [] { return onGpu("l4"); },
         F::MemoryTotal, 0.15, C::Roofline},
        {"bank.gpus.nvlink-h100", T::GpuClasses, L::Practitioner, K::GpuInterconnect,
         [] { return onGpu("h100-sxm"); }, F::MemoryTotal, 0.15, C::Step},
        {"bank.gpus.nvlink-a100", T::GpuClasses, L::Expert, K::GpuInterconnect,
         [] { return onGpu("a100-80gb"); }, F::MemoryTotal, 0.15, C::Step},
        {"bank.gpus.nvlink-b200", T::GpuClasses, L::Expert, K::GpuInterconnect, [] { return onGpu("b200"); },
         F::MemoryTotal, 0.15, C::Step},
        // Issue 30: what software sees beside the marketed figure, and the peaks
        // that break the usual ratios (Blackwell Ultra's INT8, SM 12.1's FP8).
        {"bank.gpus.memory-b300", T::GpuClasses, L::Practitioner, K::GpuMemory, [] { return onGpu("b300"); }},
        {"bank.gpus.memory-gb10", T::GpuClasses, L::Practitioner, K::GpuMemory, [] { return onGpu("gb10"); }},
        {"bank.gpus.bandwidth-m5-max", T::GpuClasses, L::Practitioner, K::GpuBandwidth,
         [] { return onGpu("m5-max"); }, F::MemoryTotal, 0.15, C::Roofline},
        {"bank.gpus.int8-b300", T::GpuClasses, L::Expert, K::GpuPrecisionPeak, [] { return onGpu("b300"); },
         F::DecodeComputeTime, 0.15, C::Roofline, Precision::Int8},
        {"bank.gpus.fp8-gb10", T::GpuClasses, L::Expert, K::GpuPrecisionPeak, [] { return onGpu("gb10"); },
         F::DecodeComputeTime, 0.15, C::Roofline, Precision::Fp8},
        // Data loading and checkpoints: each stage's time, and which binds.
        {"bank.data.decode-resnet50", T::DataLoading, L::Practitioner, K::InputStage,
         [] { return images("a100-80gb", 32); }, F::InputDecode, 0.1, C::Step},
        {"bank.data.storage-resnet50", T::DataLoading, L::Practitioner, K::InputStage,
         [] { return images("a100-80gb", 32); }, F::InputStorage, 0.1, C::Step},
        {"bank.data.pcie-resnet50", T::DataLoading, L::Expert, K::InputStage,
         [] { return images("a100-80gb", 32); }, F::InputPcie, 0.1, C::Step},
        {"bank.data.checkpoint-70b", T::DataLoading, L::Expert, K::InputStage,
         [] { return training("llama-2-70b", "h100-sxm", 256); }, F::CheckpointWrite, 0.1, C::Step},
        {"bank.data.limit-resnet50-32-cores", T::DataLoading, L::Practitioner, K::InputLimit,
         [] { return images("h100-sxm", 32); }, F::InputBoundStep, 0, C::Step},
        {"bank.data.limit-resnet50-256-cores", T::DataLoading, L::Expert, K::InputLimit,
         [] {
             Scenario s = images("h100-sxm", 256);
             s.data.storageReadBytesPerS = 0.5e9;
             return s;
         },
         F::InputBoundStep, 0, C::Step},
        {"bank.data.limit-llama-7b", T::DataLoading, L::Basics, K::InputLimit,
         [] { return training("llama-2-7b", "h100-sxm", 64); }, F::InputBoundStep, 0, C::Step},
        // Multi-GPU: the bubble, gradient and tensor-parallel collectives.
        {"bank.multi.nvl72-domain", T::MultiGpu, L::Practitioner, K::ScaleUpDomain, [] { return onGpu("gb300"); },
         F::MemoryTotal, 0.01, C::Step},
        {"bank.multi.ironwood-pod", T::MultiGpu, L::Expert, K::ScaleUpDomain, [] { return onGpu("tpu7x"); },
         F::MemoryTotal, 0.01, C::Step},
        {"bank.multi.trn3-ultraserver", T::MultiGpu, L::Expert, K::ScaleUpDomain, [] { return onGpu("trainium3"); },
         F::MemoryTotal, 0.01, C::Step},
        {"bank.multi.bubble-p4-m8", T::MultiGpu, L::Practitioner, K::PipelineBubble,
         [] {
             Scenario s = training("llama-2-13b", "h100-sxm", 32);
             s.parallelism.pipeline = 4;
             s.workload.globalBatchSize = 64;
             return s;
         },
         F::PipelineBubble, 0.05, C::Step},
        {"bank.multi.bubble-interleaved", T::MultiGpu, L::Expert, K::PipelineBubble,
         [] {
             Scenario s = training("llama-2-70b", "h100-sxm", 64);
             s.parallelism.tensor = 8;
             s.parallelism.pipeline = 8;
             s.parallelism.virtualStages = 2;
             s.workload.globalBatchSize = 64;
             return s;
         },
         F::PipelineBubble, 0.05, C::Step},
        {"bank.multi.allreduce-7b-8gpus", T::MultiGpu, L::Practitioner, K::GradientReduction,
         [] { return training("llama-2-7b", "h100-sxm", 8); }, F::DataParallelComm, 0.25, C::Step},
        {"bank.multi.allreduce-7b-64gpus", T::MultiGpu, L::Expert, K::GradientReduction,
         [] { return training("llama-2-7b", "h100-sxm", 64); }, F::DataParallelComm, 0.25, C::Step},
        {"bank.multi.tensor-70b-tp8", T::MultiGpu, L::Expert, K::TensorParallelComm,
         [] {
             Scenario s = training("llama-2-70b", "h100-sxm", 64);
             s.parallelism.tensor = 8;
             return s;
         },
         F::TensorParallelComm, 0.25, C::Step},
        // Cloud against on-premises.
        {"bank.cloud.break-even-a100", T::Cloud, L::Basics, K::BreakEvenHours, [] { return onGpu("a100-80gb"); },
         F::BreakevenHours, 0.15, C::Breakeven},
        {"bank.cloud.cost-7b-cloud", T::Cloud, L::Practitioner, K::RunCost,
         [] { return training("llama-2-7b", "h100-sxm", 256); }, F::CloudCost, 0.2, C::Breakeven},
        {"bank.cloud.cost-7b-onprem", T::Cloud, L::Expert, K::RunCost,
         [] { return training("llama-2-7b", "h100-sxm", 256); }, F::OnpremCost, 0.2, C::Breakeven},
        {"bank.cloud.gpu-hours-8b", T::Cloud, L::Practitioner, K::GpuHours,
         [] { return training("llama-3-8b", "h100-sxm", 512); }, F::GpuHours, 0.2, C::Breakeven},
        // The predicted step.
        {"bank.step.mfu-7b-8gpus", T::StepTime, L::Practitioner, K::PredictedMfu,
         [] { return training("llama-2-7b", "h100-sxm", 8); }, F::PredictedMfu, 0.15, C::Step},
        {"bank.step.mfu-70b-tp8", T::StepTime, L::Expert, K::PredictedMfu,
         [] {
             Scenario s = training("llama-2-70b", "h100-sxm", 64);
             s.parallelism.tensor = 8;
             return s;
         },
         F::PredictedMfu, 0.15, C::Step},
        {"bank.step.step-time-7b", T::StepTime, L::Expert, K::StepTime,
         [] { return training("llama-2-7b", "h100-sxm", 64); }, F::StepTime, 0.25, C::Step},
        {"bank.step.training-time-8b", T::StepTime, L::Practitioner, K::TrainingTime,
         [] { return training("llama-3-8b", "h100-sxm", 512); }, F::GpuTrainingTime, 0.25, C::Step},
        // Serving: concurrency from KV memory, latency, throughput and cost.
        {"bank.serving.concurrency-8b-h100", T::Serving, L::Practitioner, K::ServingConcurrency,
         [] { return serving("llama-3-8b", "h100-sxm", 1); }, F::MaxBatch, 0.15, C::Memory},
        {"bank.serving.concurrency-70b-tp4", T::Serving, L::Expert, K::ServingConcurrency,
         [] { return serving("llama-3-70b", "h100-sxm", 4); }, F::MaxBatch, 0.15, C::Memory},
        {"bank.serving.tpot-8b-h100", T::Serving, L::Practitioner, K::ServingTpot,
         [] { return serving("llama-3-8b", "h100-sxm", 1); }, F::DecodeStep, 0.25, C::Roofline},
        {"bank.serving.ttft-70b-tp4", T::Serving, L::Expert, K::ServingTtft,
         [] { return serving("llama-3-70b", "h100-sxm", 4); }, F::PrefillTime, 0.25, C::Roofline},
        {"bank.serving.throughput-8b-h100", T::Serving, L::Practitioner, K::ServingThroughput,
         [] { return serving("llama-3-8b", "h100-sxm", 1); }, F::InferenceTokensPerSecond, 0.25, C::Roofline},
        {"bank.serving.throughput-8b-l4-fp8", T::Serving, L::Expert, K::ServingThroughput,
         [] { return serving("llama-3-8b", "l4", 1, DType::Fp8); }, F::InferenceTokensPerSecond, 0.25,
         C::Roofline},
        {"bank.serving.cost-8b-h100", T::Serving, L::Practitioner, K::ServingCost,
         [] { return serving("llama-3-8b", "h100-sxm", 1); }, F::CostPerMillionTokens, 0.25, C::Breakeven},
        {"bank.serving.cost-70b-tp4", T::Serving, L::Expert, K::ServingCost,
         [] { return serving("llama-3-70b", "h100-sxm", 4); }, F::CostPerMillionTokens, 0.25, C::Breakeven},
        {"bank.serving.input-cost-8b-h100", T::Serving, L::Expert, K::ServingInputCost,
         [] { return serving("llama-3-8b", "h100-sxm", 1); }, F::CostPerMillionTokens, 0.25, C::Breakeven},
    };
    return rows;
}

// Topic and level of the classic questions (they keep their ids).
std::pair<Topic, Level> classicPlace(std::string_view id)
{
    static constexpr std::tuple<std::string_view, Topic, Level> places[] = {
        {"classic.full-finetune-7b", Topic::Memory, Level::Practitioner},
        {"classic.bytes-per-parameter", Topic::Memory, Level::Basics},
        {"classic.decode-memory-bound", Topic::WhyGpus, Level::Practitioner},
        {"classic.decode-tokens-per-second", Topic::Serving, Level::Basics},
        {"classic.zero2-saving-64", Topic::Memory, Level::Expert},
        {"classic.kv-cache-llama3-8b", Topic::Memory, Level::Practitioner},
        {"classic.kv-cache-deepseek-v3-mla", Topic::Memory, Level::Expert},
        {"classic.kv-cache-gpt-oss-windows", Topic::Memory, Level::Expert},
        {"classic.int4-70b-weights", Topic::Precision, Level::Basics},
        {"classic.training-flops-7b-2t", Topic::WhyGpus, Level::Basics},
        {"classic.training-time-7b-2t", Topic::StepTime, Level::Basics},
        {"classic.gpt3-layer-activations", Topic::Memory, Level::Expert},
        {"classic.break-even-h100", Topic::Cloud, Level::Practitioner},
    };
    for (const auto& [key, topic, level] : places)
        if (key == id)
            return {topic, level};
    return {Topic::Memory, Level::Practitioner};
}

} // namespace

namespace {

// A question about the GPU itself (its memory, bandwidth, peaks, ridge
// point, scale-up domain) or a data type: answered from the catalog, no
// working. False for other kinds.
bool answerFromGpu(Question& q, const BankRow& row, const Gpu& gpu)
{
    const double peak = gpu.peak(Precision::Bf16);
    switch (row.kind) {
    case QuestionKind::GpuMemory:
        q.worked = false;
        q.answer = usableMemoryBytes(gpu);
        q.unit = Unit::Bytes;
        break;
    case QuestionKind::GpuBandwidth:
        q.worked = false;
        q.answer = gpu.bandwidthBytesPerS;
        q.unit = Unit::BytesPerSecond;
        break;
    case QuestionKind::GpuInterconnect:
        q.worked = false;
        q.answer = gpu.interconnectBytesPerS;
        q.unit = Unit::BytesPerSecond;
        break;
    case QuestionKind::GpuPeakFlops:
        q.worked = false;
        q.answer = peak;
        q.unit = Unit::FlopsPerSecond;
        break;
    case QuestionKind::GpuPrecisionPeak:
        q.worked = false;
        q.answer = gpu.peak(row.precision);
        q.unit = Unit::FlopsPerSecond;
        q.givens = {{"precision", double(row.precision)},
                    {"fp16", gpu.peak(Precision::Fp16), Unit::FlopsPerSecond},
                    {"fp8", gpu.peak(Precision::Fp8), Unit::FlopsPerSecond}};
        break;
    case QuestionKind::ScaleUpDomain:
        q.worked = false;
        q.answer = double(gpu.gpusPerNode);
        q.unit = Unit::Count;
        q.givens = {{"scale_up", gpu.scaleUpBytesPerS, Unit::BytesPerSecond}};
        break;
    case QuestionKind::RidgePoint:
        q.worked = false;
        q.answer = gpu.bandwidthBytesPerS > 0 ? peak / gpu.bandwidthBytesPerS : 0;
        q.unit = Unit::Count;
        q.givens = {{"peak", peak, Unit::FlopsPerSecond}, {"bandwidth", gpu.bandwidthBytesPerS, Unit::BytesPerSecond}};
        break;
    case QuestionKind::DtypeBytes:
        q.worked = false;
        q.answer = dtypeBytes(q.scenario.precision.weights);
        q.unit = Unit::Count;
        break;
    default: return false;
    }
    return true;
}

// A serving question: the serving result's figure at its chosen
// concurrency, with what the worked solution is made of.
std::optional<Error> answerServing(Question& q, QuestionKind kind, const ResolvedScenario& rs, const Catalog& catalog)
{
    auto sv = evaluateServing(rs, catalog);
    if (!sv)
        return sv.error();
    q.worked = false;
    const ServingPoint& at = sv->chosen;
    q.answer = kind == QuestionKind::ServingConcurrency  ? double(sv->maxConcurrency)
               : kind == QuestionKind::ServingTpot       ? at.tpotSeconds
               : kind == QuestionKind::ServingTtft       ? at.ttftSeconds
               : kind == QuestionKind::ServingThroughput ? at.tokensPerSecondPerGpu
               : kind == QuestionKind::ServingInputCost  ? sv->usdPerMillionInputCloud
                                                         : sv->usdPerMillionCloud;
    q.unit = kind == QuestionKind::ServingConcurrency || kind == QuestionKind::ServingThroughput ? Unit::Count
             : kind == QuestionKind::ServingCost || kind == QuestionKind::ServingInputCost       ? Unit::Usd
                                                                                                 : Unit::Seconds;
    // What the worked solution is made of.
    q.givens = {{"kv", sv->kvBytesPerSequence, Unit::Bytes},
                {"budget", sv->kvBudgetBytes, Unit::Bytes},
                {"concurrency", double(at.concurrency)},
                {"decode", at.decodeSeconds, Unit::Seconds},
                {"prefill", at.prefillShareSeconds, Unit::Seconds},
                {"prompt", sv->prefillSeconds, Unit::Seconds},
                {"gpus", double(sv->gpusPerReplica)},
                {"rate", rs.cloudUsdPerGpuHour, Unit::UsdPerHour},
                {"tokens", at.tokensPerSecondPerGpu},
                {"share", sv->prefillCostShare, Unit::Ratio},
                {"input", sv->inputTokensPerSecondPerGpu}};
    return std::nullopt;
}

// One row of the bank, evaluated: the scenario's estimate, and the answer
// the row's kind asks of it.
Expected<Question> bankQuestion(const BankRow& row, const Catalog& catalog)
{
    Question q;
    q.kind = row.kind;
    q.id = row.id;
    q.topic = row.topic;
    q.level = row.level;
    q.scenario = row.scenario();
    q.figure = row.figure;
    q.chart = row.chart;
    q.relativeTolerance = row.tolerance;
    q.unit = figureInfo(row.figure).unit;
    auto rs = resolve(q.scenario, catalog);
    if (!rs)
        return rs.error();
    auto e = estimate(*rs);
    if (!e)
        return e.error();
    if (answerFromGpu(q, row, rs->gpu))
        return q;
    switch (row.kind) {
    case QuestionKind::ModelStatesBytes:
        q.answer = e->bytesPerParameterStates;
        q.unit = Unit::Count;
        break;
    case QuestionKind::ZeroSaving: {
        Scenario plain = q.scenario;
        plain.parallelism.zero = 0;
        auto base = estimate(plain, catalog);
        if (!base)
            return base.error();
        q.answer = modelStates(*base) - modelStates(*e);
        q.unit = Unit::Bytes;
        break;
    }
    case QuestionKind::PipelineBubble:
        q.answer = e->step.bubbleFraction;
        q.unit = Unit::Ratio;
        q.givens = {{"p", double(q.scenario.parallelism.pipeline)},
                    {"v", double(q.scenario.parallelism.virtualStages)},
                    {"m", e->step.microBatches}};
        break;
    case QuestionKind::GradientReduction:
        q.answer = e->figure(row.figure).value;
        q.givens = {{"G", e->step.gradientBytes}};
        break;
    case QuestionKind::TrainingTime: // at the MFU its step predicts
        q.answer = e->figure(row.figure).value;
        q.givens = {{"MFU", q.scenario.hardware.hfu.value_or(e->step.mfu)}, {"peak", e->peakFlopsPerGpu}};
        break;
    case QuestionKind::InputLimit:
        q.worked = true;
        q.answer = e->figure(row.figure).value;
        q.unit = Unit::Seconds;
        q.choiceCount = 5; // gpu, storage, pcie, decode, checkpoint (InputLimit's order)
        q.correctChoice = int(e->pipeline.binding);
        break;
    case QuestionKind::ServingConcurrency:
    case QuestionKind::ServingTpot:
    case QuestionKind::ServingTtft:
    case QuestionKind::ServingThroughput:
    case QuestionKind::ServingCost:
    case QuestionKind::ServingInputCost:
        if (auto error = answerServing(q, row.kind, *rs, catalog))
            return *error;
        break;
    default: // the figure the row names
        q.answer = e->figure(row.figure).value;
        break;
    }
    return q;
}

// The conceptual questions: a choice each, worded by the app.
void appendConcepts(std::vector<Question>& out)
{
    for (std::size_t i = 1; i < std::size_t(Concept::Count); ++i) {
        const ConceptRow& c = kConcepts[i];
        Question q;
        q.kind = QuestionKind::Conceptual;
        q.id = "bank.concept." + std::string(c.id);
        q.idea = Concept(i);
        q.topic = c.topic;
        q.level = c.level;
        q.worked = false;
        q.choiceCount = c.choices;
        q.correctChoice = c.answer;
        q.answer = 1; // nothing to compute: the choice is the answer
        q.unit = Unit::Count;
        out.push_back(std::move(q));
    }
}

} // namespace

Expected<std::vector<Question>> practiceBank(const Catalog& catalog)
{
    auto classic = classicQuestions(catalog);
    if (!classic)
        return classic.error();
    std::vector<Question> out = std::move(*classic);
    for (Question& q : out)
        std::tie(q.topic, q.level) = classicPlace(q.id);
    for (const BankRow& row : bankRows()) {
        auto q = bankQuestion(row, catalog);
        if (!q)
            return q.error();
        out.push_back(std::move(*q));
    }
    appendConcepts(out);
    return out;
}

Verdict checkAnswer(const Question& q, double given)
{
    if (!std::isfinite(given))
        return Verdict::NotANumber;
    const double tolerance = std::fabs(q.answer) * q.relativeTolerance;
    if (given < q.answer - tolerance)
        return Verdict::TooLow;
    if (given > q.answer + tolerance)
        return Verdict::TooHigh;
    return Verdict::Right;
}

Verdict checkChoice(const Question& q, int choice)
{
    if (choice < 0 || choice >= q.choiceCount)
        return Verdict::NotANumber;
    return choice == q.correctChoice ? Verdict::Right : (choice < q.correctChoice ? Verdict::TooLow : Verdict::TooHigh);
}

std::vector<RuleComparison> compareRulesOfThumb(const ResolvedScenario& rs, const Estimate& e)
{
    std::vector<RuleComparison> out;
    const Scenario& s = rs.scenario;
    const bool training = s.workload.mode != Mode::Inference;
    const bool moe = rs.model.kind == ModelSpec::Kind::Transformer && rs.model.arch.experts > 1;
    auto add = [&](RuleKind rule, double low, double high, double exact, RuleCaveat caveat) {
        RuleComparison c;
        c.rule = rule;
        c.figure = ruleOfThumb(rule).figure;
        c.ruleLow = low;
        c.ruleValue = high;
        c.exact = exact;
        const double nearest = exact < low ? low : (exact > high ? high : exact);
        c.ratio = nearest > 0 ? exact / nearest : 1.0;
        c.misleading = c.ratio > 1.3 || c.ratio < 1 / 1.3;
        c.caveat = c.misleading ? caveat : RuleCaveat::None;
        out.push_back(c);
    };
    const double N = e.params.total;
    if (training && s.workload.mode == Mode::Train) {
        // ZeRO §3.1: 16 bytes per parameter with mixed-precision Adam.
        add(RuleKind::BytesPerParameter, 16, 16, e.bytesPerParameterStates, RuleCaveat::RecipeDiffers);
        // "Training needs 4–6× the weights" (per GPU, before sharding tricks).
        const double weights = e.perGpu[MemoryComponent::Weights];
        const double multiple = weights > 0 ? e.perGpu.total() / weights : 0;
        const bool activationsDominate =
            e.perGpu[MemoryComponent::Activations] + e.perGpu[MemoryComponent::Logits] > modelStates(e);
        add(RuleKind::TrainingMultiple, 4, 6, multiple,
            s.parallelism.zero > 0 || s.parallelism.tensor > 1 ? RuleCaveat::ShardedStates
            : activationsDominate                              ? RuleCaveat::ActivationsDominate
                                                               : RuleCaveat::RecipeDiffers);
    }
    if (training) {
        // Kaplan et al. 2020 / Hoffmann et al. 2022: C ≈ 6·N·D.
        // With adapters the frozen weights need no weight gradients: ≈ 4·N·D.
        const bool adapters = s.workload.mode == Mode::Lora || s.workload.mode == Mode::Qlora;
        add(RuleKind::SixND, 6 * e.params.activePerToken * e.tokens, 6 * e.params.activePerToken * e.tokens,
            e.totalFlops,
            moe        ? RuleCaveat::MixtureOfExperts
            : adapters ? RuleCaveat::FrozenWeights
                       : RuleCaveat::AttentionFlops);
    } else {
        // "2 bytes per parameter for fp16 inference".
        const DType w = s.precision.weights;
        add(RuleKind::InferenceTwoBytes, 2 * N, 2 * N, e.perGpu[MemoryComponent::Weights],
            w != DType::Bf16 && w != DType::Fp16 ? RuleCaveat::QuantisedWeights : RuleCaveat::ShardedStates);
        // Decode tokens/s ≈ bandwidth / model bytes.
        const double modelBytes = N * weightBytesPerParam(w);
        const double rule = modelBytes > 0 ? rs.gpu.bandwidthBytesPerS * double(s.parallelism.tensor) / modelBytes : 0;
        const double kvShare = e.perGpu[MemoryComponent::KvCache] / std::max(1.0, e.perGpu[MemoryComponent::Weights]);
        add(RuleKind::DecodeBandwidth, rule, rule, e.tokensPerSecondPerSequence,
            e.bottleneck == Bottleneck::Compute ? RuleCaveat::ComputeBound
            : moe                               ? RuleCaveat::MixtureOfExperts
            : kvShare > 0.1                     ? RuleCaveat::KvCacheReads
                                                : RuleCaveat::BandwidthEfficiency);
    }
    const bool transformer = rs.model.kind == ModelSpec::Kind::Transformer;
    const Architecture arch = transformer ? rs.model.arch.normalized() : Architecture{};
    if (transformer && training) {
        // Korthikanti et al. 2022 §4: 34·s·b·h bytes per layer, GPT (MHA, 4h
        // MLP, 16-bit, dropout) with selective recomputation and no tensor
        // parallelism, against what a layer of this scenario keeps.
        const double sbh = double(s.workload.sequenceLength) * double(s.workload.microBatchSize) * double(arch.hidden);
        add(RuleKind::ActivationsPerLayer, 34 * sbh, 34 * sbh, e.activationBytesPerLayer, RuleCaveat::LayerShape);
    }
    if (training && e.tokens > 0) {
        // Narayanan et al. 2021 Eq. 4: T ≈ 8·T·P / (n·X), X at 40 % of peak
        // (the training-time figure's rule of thumb).
        // The GPU's time: the rule knows nothing of inputs and checkpoints.
        const Figure& time = e.figure(FigureId::GpuTrainingTime);
        if (time.present() && time.ruleValue > 0)
            add(RuleKind::TrainingTime, time.ruleValue, time.ruleValue, e.gpuSeconds, RuleCaveat::Efficiency);
    }
    if (training && e.predictedTime && s.parallelism.pipeline > 1 && e.step.stepSeconds > 0) {
        // Narayanan et al. 2021 §2.2: the bubble is (p − 1)/(v·m) of the ideal step.
        add(RuleKind::PipelineBubble, e.step.bubbleFraction, e.step.bubbleFraction,
            e.step[StepPart::PipelineBubble] / e.step.stepSeconds, RuleCaveat::OtherStepParts);
    }
    if (transformer && !training) {
        // The legacy calculators' 2·L·h·bytes per token (every layer caches K
        // and V for every head) against the layer kinds' own cache (section 1b).
        const double eKv = dtypeBytes(s.precision.kvCache);
        const double context = double(s.workload.promptTokens + s.workload.outputTokens);
        const KvShape kv = kvShape(arch);
        add(RuleKind::KvPerToken, 2.0 * double(arch.layers) * double(arch.hidden) * eKv,
            2.0 * double(arch.layers) * double(arch.hidden) * eKv,
            context > 0 ? kv.elements(context) * eKv / context : 0, RuleCaveat::AttentionKind);
    }
    if (!training) {
        // "Inference needs the 16-bit weights plus about 20 %": against the
        // whole model's memory on the GPUs it spans (per GPU × tensor × pipeline).
        const double spanned = e.perGpu.total() * double(s.parallelism.tensor * s.parallelism.pipeline);
        add(RuleKind::InferenceMemory, 1.2 * 2 * N, 1.2 * 2 * N, spanned,
            weightBytesPerParam(s.precision.weights) != 2 ? RuleCaveat::QuantisedWeights : RuleCaveat::KvAndBatch);
    }
    return out;
}

// ---- Presenter sequences ----------------------------------------------------

namespace {

std::optional<FigureId> figureFromKey(std::string_view key)
{
    // A slide shows one of the estimate's figures (a serving figure needs its serving result).
    for (std::size_t i = 0; i < kEstimateFigureCount; ++i)
        if (key == figureInfo(FigureId(i)).key)
            return FigureId(i);
    return std::nullopt;
}

std::optional<ChartKind> chartFromString(std::string_view s)
{
    for (ChartKind c : {ChartKind::Memory, ChartKind::Roofline, ChartKind::Breakeven, ChartKind::Step,
                        ChartKind::Schedule, ChartKind::Scaling, ChartKind::Serving})
        if (toString(c) == s)
            return c;
    return std::nullopt;
}

} // namespace

Expected<Presentation> parsePresentation(std::string_view jsonText, std::string_view fileName)
{
    json doc;
    if (auto e = detail::parseJson(jsonText, doc)) {
        e->file = fileName;
        return *e;
    }
    std::optional<Error> error;
    Presentation p;
    if (!doc.is_object()) {
        error = makeError(ErrorCode::WrongType, {}, detail::describe(doc), Expect::JsonObject);
    } else {
        ObjectReader r(doc, {}, error);
        std::string format;
        r.require("format", Expect::Literal, "\"headroom-presentation\"");
        r.string("format", format);
        if (!error && format != "headroom-presentation")
            r.fail(ErrorCode::UnknownValue, "format", doc["format"], Expect::Literal, "\"headroom-presentation\"");
        int version = 1;
        r.integer("version", version, 1, 1000000);
        if (!error && version > 1)
            r.fail(ErrorCode::Unsupported, "version", doc["version"], Expect::NewerVersion, "1");
        r.string("title", p.title);
        if (const json* slides = r.array("slides")) {
            for (std::size_t i = 0; i < slides->size() && !error; ++i) {
                const std::string path = "slides[" + std::to_string(i) + "]";
                const json& js = (*slides)[i];
                if (!js.is_object()) {
                    error = makeError(ErrorCode::WrongType, path, detail::describe(js), Expect::Object);
                    break;
                }
                Slide slide;
                ObjectReader sr(js, path, error);
                sr.string("title", slide.title);
                sr.string("notes", slide.notes);
                sr.enumeration("chart", slide.chart, chartFromString, Expect::OneOf,
                               "memory, roofline, breakeven, step, scaling, serving");
                sr.enumeration("figure", slide.figure, figureFromKey, Expect::FigureKey, "memory.per_gpu.total");
                if (const json* sc = sr.object("scenario")) {
                    auto parsed = parseScenario(sc->dump());
                    if (!parsed) {
                        Error e = parsed.error();
                        e.path = path + ".scenario" + (e.path.empty() ? "" : "." + e.path);
                        error = e;
                    } else {
                        slide.scenario = *parsed;
                    }
                }
                sr.finish("title, notes, chart, figure, scenario");
                p.slides.push_back(std::move(slide));
            }
        }
        r.finish("format, version, title, slides");
    }
    if (error) {
        error->file = fileName;
        return *error;
    }
    return p;
}

Expected<Presentation> loadPresentationFile(const std::string& path)
{
    std::string text;
    if (auto e = detail::readFile(path, text, kMaxScenarioBytes))
        return *e;
    return parsePresentation(text, path);
}

std::string presentationToJson(const Presentation& p)
{
    json j;
    j["format"] = "headroom-presentation";
    j["version"] = 1;
    j["title"] = p.title;
    json slides = json::array();
    for (const Slide& s : p.slides) {
        json js;
        js["title"] = s.title;
        js["notes"] = s.notes;
        js["chart"] = toString(s.chart);
        js["figure"] = figureInfo(s.figure).key;
        js["scenario"] = json::parse(scenarioToJson(s.scenario));
        slides.push_back(js);
    }
    j["slides"] = slides;
    return j.dump(2) + "\n";
}

} // namespace headroom
