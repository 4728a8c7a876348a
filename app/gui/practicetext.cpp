#include "practicetext.h"

#include "report.h"

#include "headroom/inputs.h"

#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace headroom::app {

Expected<Evaluated> evaluateScenario(const Scenario& scenario, const Catalog& catalog)
{
    // Worked figures and serving; a question needs neither fixes nor the best weights.
    auto resolved = resolve(scenario, catalog);
    if (!resolved)
        return resolved.error();
    return analyze(*resolved, catalog, AnalysisOptions{.explain = true, .fixes = false, .bestWeights = false});
}

namespace {

// A value the question names, else the fallback from its scenario: the
// classic set and the generated questions give different subsets.
double given(const Question& q, const char* symbol, double fallback)
{
    for (const Given& t : q.givens)
        if (std::string_view(t.symbol) == symbol)
            return t.value;
    return fallback;
}

// 16, 12.5, 2.25: bytes per parameter and multiples without trailing zeros.
QString compact(const Formatter& f, double v)
{
    return f.locale().toString(v, 'g', 4);
}

QString dtypeName(DType d)
{
    return QString::fromLatin1(toString(d).data(), qsizetype(toString(d).size())).toUpper();
}

QString recipeName(Recipe r)
{
    return ChartText::barLabel(std::string(toString(r)));
}

bool isTraining(QuestionKind k)
{
    switch (k) {
    case QuestionKind::TrainingMemory:
    case QuestionKind::ModelStatesBytes:
    case QuestionKind::ZeroSaving:
    case QuestionKind::ActivationMemory:
    case QuestionKind::TrainingFlops:
    case QuestionKind::TrainingTime:
    case QuestionKind::PipelineBubble:
    case QuestionKind::ScheduleBubble:
    case QuestionKind::ScheduleChange:
    case QuestionKind::GradientReduction:
    case QuestionKind::TensorParallelComm:
    case QuestionKind::FlopsPerToken:
    case QuestionKind::PredictedMfu:
    case QuestionKind::StepTime:
    case QuestionKind::InputStage:
    case QuestionKind::InputLimit:
    case QuestionKind::RunCost:
    case QuestionKind::GpuHours: return true;
    default: return false;
    }
}

// The serving model's questions: the KV memory, not the batch, sets the concurrency.
bool isServing(QuestionKind k)
{
    return k == QuestionKind::ServingConcurrency || k == QuestionKind::ServingTpot || k == QuestionKind::ServingTtft ||
           k == QuestionKind::ServingThroughput || k == QuestionKind::ServingCost ||
           k == QuestionKind::ServingInputCost;
}

// A question about the catalog or a format alone: no scenario to assume.
bool isFact(QuestionKind k)
{
    switch (k) {
    case QuestionKind::GpuMemory:
    case QuestionKind::GpuBandwidth:
    case QuestionKind::GpuPeakFlops:
    case QuestionKind::RidgePoint:
    case QuestionKind::GpuInterconnect:
    case QuestionKind::GpuPrecisionPeak:
    case QuestionKind::ScaleUpDomain:
    case QuestionKind::DtypeBytes:
    case QuestionKind::Conceptual: return true;
    default: return false;
    }
}

// A conceptual question's words: the question, its choices in the core's
// order (practice.cpp kConcepts) and why the right one is right.
struct ConceptText {
    QString question;
    QStringList choices;
    QString why;
};

ConceptText conceptText(Concept c)
{
    switch (c) {
    case Concept::None:
    case Concept::Count: break;
    case Concept::GpuVsCpu:
        return {PracticeText::tr("Why do GPUs train neural networks much faster than CPUs?"),
                {PracticeText::tr("Thousands of cores and tensor cores run the matrix multiplications in parallel"),
                 PracticeText::tr("Their clocks are faster"), PracticeText::tr("They have larger caches per core")},
                PracticeText::tr("Training is mostly large matrix multiplications, which split into "
                                 "thousands of independent "
                                 "pieces; a GPU runs them at hundreds of TFLOP/s, a CPU at a few.")};
    case Concept::ArithmeticIntensity:
        return {PracticeText::tr("What is a kernel's arithmetic intensity?"),
                {PracticeText::tr("The FLOPs it does per second"),
                 PracticeText::tr("The FLOPs it does per byte it moves from memory"),
                 PracticeText::tr("The share of the peak it reaches")},
                PracticeText::tr("Intensity = FLOPs ÷ bytes read and written. Against the roofline's ridge (peak ÷ "
                                 "bandwidth) it tells whether compute or memory bounds the kernel.")};
    case Concept::BelowRidge:
        return {PracticeText::tr("A kernel's arithmetic intensity is below the GPU's ridge point. "
                                 "What bounds its speed?"),
                {PracticeText::tr("Memory bandwidth"), PracticeText::tr("The tensor cores' peak"),
                 PracticeText::tr("The PCIe link")},
                PracticeText::tr("Below the ridge the kernel cannot fetch bytes fast enough to "
                                 "keep the cores busy: its time "
                                 "is bytes ÷ bandwidth, as in decoding at a small batch.")};
    case Concept::Zero3Shards:
        return {PracticeText::tr("What does ZeRO-3 shard over the data-parallel GPUs that ZeRO-2 keeps whole?"),
                {PracticeText::tr("The optimizer states"), PracticeText::tr("The gradients"),
                 PracticeText::tr("The weights")},
                PracticeText::tr("ZeRO-1 shards the optimizer states, ZeRO-2 also the gradients, ZeRO-3 also "
                                 "the weights, "
                                 "gathering each layer's weights when it runs (Rajbhandari et al. 2020).")};
    case Concept::Recomputation:
        return {PracticeText::tr("What does activation recomputation trade?"),
                {PracticeText::tr("Extra forward compute for less activation memory"),
                 PracticeText::tr("Less compute for more memory"), PracticeText::tr("Lower precision for less memory")},
                PracticeText::tr("Only some activations are kept; the rest are computed again in the backward pass. "
                                 "Full "
                                 "recomputation adds about one forward pass: 8·N instead of 6·N FLOPs per token.")};
    case Concept::MlaCache:
        return {PracticeText::tr("Why does multi-head latent attention (DeepSeek-V3) cache less than "
                                 "grouped-query attention?"),
                {PracticeText::tr("It keeps the cache in 4 bits"),
                 PracticeText::tr("It caches one compressed latent per token and layer instead of K and V per head"),
                 PracticeText::tr("It drops tokens older than a window")},
                PracticeText::tr("MLA rebuilds K and V from a 512-wide latent plus a 64-wide RoPE key, "
                                 "so a token costs 576 "
                                 "values per layer (DeepSeek-V2 §2.1).")};
    case Concept::SlidingWindow:
        return {PracticeText::tr("How does a sliding-window layer's KV cache grow with the context?"),
                {PracticeText::tr("With the context up to the window, then it stays constant"),
                 PracticeText::tr("Linearly without limit"), PracticeText::tr("Quadratically")},
                PracticeText::tr("A layer that attends to the last W tokens needs only their keys and "
                                 "values: min(context, "
                                 "W) tokens.")};
    case Concept::MixedKeepsFp32:
        return {PracticeText::tr("In mixed-precision training with Adam, what is kept in FP32?"),
                {PracticeText::tr("The activations"),
                 PracticeText::tr("The master weights and the optimizer's moments"),
                 PracticeText::tr("The gradients exchanged between GPUs")},
                PracticeText::tr("Weights and gradients in 16 bits (2 + 2 bytes), an FP32 master "
                                 "copy and two FP32 moments "
                                 "(12 bytes): 16 bytes per parameter (ZeRO §3.1).")};
    case Concept::QloraStores:
        return {PracticeText::tr("What does QLoRA keep in 4 bits?"),
                {PracticeText::tr("The frozen base model's weights"), PracticeText::tr("The LoRA adapters"),
                 PracticeText::tr("The optimizer states")},
                PracticeText::tr("QLoRA quantises the frozen base weights to NF4 and trains 16-bit LoRA "
                                 "adapters; only the "
                                 "adapters have gradients and optimizer states (Dettmers et al. 2023).")};
    case Concept::Bf16OverFp16:
        return {PracticeText::tr("Why is BF16 preferred to FP16 for training?"),
                {PracticeText::tr("It is more precise"), PracticeText::tr("It takes fewer bytes"),
                 PracticeText::tr("It has FP32's exponent range, so no loss scaling is needed")},
                PracticeText::tr("BF16 keeps FP32's 8 exponent bits with 7 mantissa bits; FP16 has "
                                 "5 exponent bits, so small "
                                 "gradients underflow unless the loss is scaled.")};
    case Concept::Fp8Scaling:
        return {PracticeText::tr("What does FP8 training need that BF16 training does not?"),
                {PracticeText::tr("Scaling factors per tensor or block, to fit values into FP8's range"),
                 PracticeText::tr("FP32 activations"), PracticeText::tr("Twice the weight memory")},
                PracticeText::tr("FP8 (E4M3, E5M2) has so little range that each tensor is scaled "
                                 "into it, the scale taken "
                                 "from recent maxima (Micikevicius et al. 2022).")};
    case Concept::ConsumerLimits:
        return {PracticeText::tr("What most limits a consumer GPU such as the RTX 4090 for training large models?"),
                {PracticeText::tr("It has no tensor cores"),
                 PracticeText::tr("24 GB of memory and no NVLink between cards"),
                 PracticeText::tr("Its low clock speed")},
                PracticeText::tr("Its compute is close to a datacenter GPU's, but its memory caps the "
                                 "model size and "
                                 "several cards share PCIe for their communication.")};
    case Concept::TensorInsideNvlink:
        return {PracticeText::tr("Why is tensor parallelism kept within one NVLink domain?"),
                {PracticeText::tr("Its all-reduces run in every layer and need NVLink's bandwidth"),
                 PracticeText::tr("PCIe cannot reach another GPU's memory"),
                 PracticeText::tr("NVLink uses less power")},
                PracticeText::tr("Tensor parallelism exchanges activations several times per layer "
                                 "and micro-batch; over a "
                                 "slower network that time is exposed.")};
    case Concept::ImagesDecodeBound:
        return {PracticeText::tr("Training a small CNN on JPEGs, the GPUs wait for data. What is "
                                 "the likeliest cause?"),
                {PracticeText::tr("HBM bandwidth"), PracticeText::tr("The gradient all-reduce"),
                 PracticeText::tr("CPU decoding and augmentation of the images")},
                PracticeText::tr("A CPU core decodes and augments a few hundred images per second; "
                                 "a fast GPU consumes "
                                 "thousands, so the cores bind first.")};
    case Concept::LoaderPrefetch:
        return {PracticeText::tr("What do prefetching data-loader workers hide?"),
                {PracticeText::tr("Reading and decoding the next batch behind the current step"),
                 PracticeText::tr("The gradient all-reduce"), PracticeText::tr("Writing checkpoints")},
                PracticeText::tr("With prefetching a step takes the slowest of the GPU step and "
                                 "the input stages, not their "
                                 "sum.")};
    case Concept::DataParallelCopies:
        return {PracticeText::tr("What does plain data parallelism keep on every GPU?"),
                {PracticeText::tr("A full copy of the model and its optimizer states"),
                 PracticeText::tr("A slice of every layer"), PracticeText::tr("A group of consecutive layers")},
                PracticeText::tr("Each GPU holds the whole model and trains on its share of the "
                                 "batch; the gradients are "
                                 "averaged every step. Slices are tensor parallelism, layer groups "
                                 "pipeline parallelism.")};
    case Concept::BubbleShrinks:
        return {PracticeText::tr("What shrinks the pipeline bubble?"),
                {PracticeText::tr("More pipeline stages"),
                 PracticeText::tr("More micro-batches per step, or interleaved stages"),
                 PracticeText::tr("A larger learning rate")},
                PracticeText::tr("The bubble is (p − 1)/(v·m) of the step: more micro-batches m or "
                                 "virtual stages v shrink "
                                 "it, more stages p grow it (Narayanan et al. 2021).")};
    case Concept::ExpertAllToAll:
        return {PracticeText::tr("What does expert parallelism send between GPUs?"),
                {PracticeText::tr("Tokens to the GPUs holding their experts and back (all-to-all)"),
                 PracticeText::tr("Every expert's weights each step"), PracticeText::tr("Only the router's gradients")},
                PracticeText::tr("Experts stay where they are; each token is dispatched to the "
                                 "GPUs of its chosen experts "
                                 "and combined back, in every MoE layer.")};
    case Concept::RingAllReduce:
        return {PracticeText::tr("In a ring all-reduce of G bytes over n GPUs, how much does each GPU send?"),
                {PracticeText::tr("G / n"), PracticeText::tr("n·G"), PracticeText::tr("2·(n − 1)/n·G")},
                PracticeText::tr("A reduce-scatter and an all-gather each send (n − 1)/n·G per GPU, so "
                                 "the volume per GPU "
                                 "stays near 2·G whatever n is.")};
    case Concept::OwningPaysWhenBusy:
        return {PracticeText::tr("When does buying GPUs beat renting them?"),
                {PracticeText::tr("When they stay busy for most of their useful life"),
                 PracticeText::tr("For short, occasional runs"),
                 PracticeText::tr("Whenever the cloud price is above zero")},
                PracticeText::tr("Owning costs depreciation, power and upkeep whether the GPUs are "
                                 "used or not; it pays once "
                                 "the GPU-hours used pass the break-even hours.")};
    case Concept::MfuMeaning:
        return {PracticeText::tr("What does model FLOPs utilisation (MFU) measure?"),
                {PracticeText::tr("Memory used against capacity"),
                 PracticeText::tr("The model's FLOPs per second against the GPUs' peak"),
                 PracticeText::tr("The share of GPUs that are busy")},
                PracticeText::tr("MFU = model FLOPs per token × tokens per second ÷ (GPUs × peak); "
                                 "recomputation does not "
                                 "count (Chowdhery et al. 2022, PaLM).")};
    case Concept::MfuBelowPeak:
        return {PracticeText::tr("Why is a training step's MFU well below 100 %?"),
                {PracticeText::tr("Kernels run below peak, and exposed communication and the bubble add time"),
                 PracticeText::tr("GPUs throttle to save power"), PracticeText::tr("Python overhead alone")},
                PracticeText::tr("Matrix multiplications reach 60–80 % of peak, attention and "
                                 "memory-bound work less, and "
                                 "communication that is not overlapped adds to the step.")};
    case Concept::TtftMeaning:
        return {PracticeText::tr("What does time to first token (TTFT) measure?"),
                {PracticeText::tr("The wait from a request to its first output token, mostly the prompt's prefill"),
                 PracticeText::tr("The time between two output tokens"),
                 PracticeText::tr("The time to load the model")},
                PracticeText::tr("TTFT covers queueing and the prompt's prefill; the time per output "
                                 "token (TPOT) is each "
                                 "decode step after it.")};
    case Concept::BatchingThroughput:
        return {PracticeText::tr("Why does a larger batch raise decode tokens per second per GPU?"),
                {PracticeText::tr("The sequences get shorter"), PracticeText::tr("The clocks go up"),
                 PracticeText::tr("One read of the weights serves every sequence in the batch")},
                PracticeText::tr("Decoding a small batch is bound by reading the weights; each added "
                                 "sequence adds its KV "
                                 "reads and FLOPs but shares the weight read, until compute binds.")};
    case Concept::ConcurrencyCap:
        return {PracticeText::tr("What caps how many sequences one serving replica decodes at once?"),
                {PracticeText::tr("The KV-cache memory left after the weights"),
                 PracticeText::tr("The number of streaming multiprocessors"), PracticeText::tr("The PCIe bandwidth")},
                PracticeText::tr("Each sequence holds its KV cache for its whole context: the memory left after "
                                 "weights, "
                                 "workspace and overhead, divided by one sequence's cache, is the limit.")};
    case Concept::Speculative:
        return {PracticeText::tr("Why does speculative decoding speed up generation?"),
                {PracticeText::tr("It skips checking the draft's tokens"),
                 PracticeText::tr("The large model checks several drafted tokens in one memory-bound step"),
                 PracticeText::tr("It lowers the precision")},
                PracticeText::tr("A small draft proposes k tokens; the target verifies them in one "
                                 "pass that reads its "
                                 "weights once, accepting several tokens per step on average "
                                 "without changing the output.")};
    }
    return {};
}

QString stageQuestion(const Question& q, const Evaluated& ev, const Formatter& f, const QString& model,
                      const QString& gpus, const QString& gpu)
{
    const Scenario& s = ev.resolved.scenario;
    const PipelineTime& p = ev.estimate.pipeline;
    switch (q.figure) {
    case FigureId::InputDecode:
        return PracticeText::tr("Training %1 on %2 × %3: how long do %4 CPU cores take to decode and augment "
                                "one step's %5 images per node?")
            .arg(model, gpus, gpu, f.integer(double(s.data.cpuCoresPerNode)), f.integer(p.samplesPerNode));
    case FigureId::InputStorage:
        return PracticeText::tr("Training %1 on %2 × %3: how long does reading one step's %4 samples per node "
                                "take from storage at %5/s?")
            .arg(model, gpus, gpu, f.integer(p.samplesPerNode), f.bytes(p.storageReadBytesPerS));
    case FigureId::InputPcie:
        return PracticeText::tr("Training %1 on %2 × %3: how long does copying one step's decoded inputs to "
                                "one GPU over PCIe take?")
            .arg(model, gpus, gpu);
    default:
        return PracticeText::tr("Training %1 on %2 × %3: how long does writing one checkpoint of the model "
                                "states take at %4/s?")
            .arg(model, gpus, gpu, f.bytes(s.checkpoint.storageWriteBytesPerS));
    }
}

} // namespace

QString PracticeText::modelName(const ResolvedScenario& rs, const Formatter& f)
{
    switch (rs.scenario.model.kind) {
    case ModelSource::Kind::Parameters:
        return tr("a model of %1 parameters").arg(f.count(rs.scenario.model.parameters));
    case ModelSource::Kind::Architecture: return tr("a custom model");
    default: return QString::fromStdString(!rs.model.name.empty() ? rs.model.name : rs.model.id);
    }
}

QString PracticeText::gpuName(const ResolvedScenario& rs)
{
    return QString::fromStdString(!rs.gpu.name.empty() ? rs.gpu.name : rs.gpu.id);
}

QString PracticeText::topicName(Topic t)
{
    switch (t) {
    case Topic::WhyGpus: return tr("Why GPUs");
    case Topic::Memory: return tr("Memory rules");
    case Topic::Precision: return tr("Precision");
    case Topic::GpuClasses: return tr("GPU classes");
    case Topic::DataLoading: return tr("Data loading");
    case Topic::MultiGpu: return tr("Multi-GPU");
    case Topic::Cloud: return tr("Cloud or on-premises");
    case Topic::StepTime: return tr("Step time");
    case Topic::Serving: return tr("Serving");
    case Topic::Count: break;
    }
    return {};
}

QString PracticeText::levelName(Level l)
{
    switch (l) {
    case Level::Basics: return tr("Basics");
    case Level::Practitioner: return tr("Practitioner");
    case Level::Expert: return tr("Expert");
    case Level::Count: break;
    }
    return {};
}

QString PracticeText::sourceName(bool classic)
{
    return classic ? tr("Question bank") : tr("Questions on this scenario");
}

namespace {

QString optimizerName(Optimizer o)
{
    switch (o) {
    case Optimizer::AdamW: return PracticeText::tr("AdamW");
    case Optimizer::Adam: return PracticeText::tr("Adam");
    case Optimizer::AdamW8bit: return PracticeText::tr("8-bit AdamW");
    case Optimizer::Lion: return PracticeText::tr("Lion");
    case Optimizer::SgdMomentum: return PracticeText::tr("SGD with momentum");
    case Optimizer::Sgd: return PracticeText::tr("SGD");
    case Optimizer::Adafactor: return PracticeText::tr("Adafactor");
    }
    return {};
}

QString recomputeName(Recompute r)
{
    switch (r) {
    case Recompute::None: return PracticeText::tr("no recomputation");
    case Recompute::Selective: return PracticeText::tr("selective recomputation");
    case Recompute::Full: return PracticeText::tr("full recomputation");
    }
    return {};
}

} // namespace

QString PracticeText::question(const Question& q, const Evaluated& ev, const Formatter& f)
{
    const ResolvedScenario& rs = ev.resolved;
    const Scenario& s = rs.scenario;
    const Estimate& e = ev.estimate;
    const QString model = modelName(rs, f);
    const QString gpu = gpuName(rs);
    const QString N = f.count(given(q, "N", e.params.total));
    // "Llama 2 7B (6.74 B parameters)"; a model known by its size alone is named by it.
    const QString sized =
        s.model.kind == ModelSource::Kind::Parameters ? model : tr("%1 (%2 parameters)").arg(model, N);
    const QString gpus = f.integer(given(q, "gpus", double(s.parallelism.gpus)));
    const QString batch = f.integer(given(q, "b", double(s.workload.microBatchSize)));
    switch (q.kind) {
    case QuestionKind::TrainingMemory:
        return tr("How much memory per GPU does training %1 on %2 × %3 need, with micro-batch "
                  "%4 and sequence %5?")
            .arg(sized, gpus, gpu, batch, f.integer(given(q, "s", double(s.workload.sequenceLength))));
    case QuestionKind::ModelStatesBytes:
        return tr("How many bytes per parameter do the model states of %1 take with %2 in %3: "
                  "weights, gradients, master weights and optimizer states, before any sharding?")
            .arg(model, optimizerName(s.optimizer), recipeName(s.precision.recipe));
    case QuestionKind::ZeroSaving:
        return tr("What does ZeRO-%1 save per GPU in model states when %2 is trained with %3 in "
                  "%4 on %5 data-parallel GPUs, against plain data parallelism?")
            .arg(s.parallelism.zero)
            .arg(sized, optimizerName(s.optimizer), recipeName(s.precision.recipe), gpus);
    case QuestionKind::ActivationMemory:
        if (q.figure == FigureId::ActivationsPerLayer)
            return tr("How much activation memory does one transformer layer of %1 keep per GPU "
                      "at sequence %2 and micro-batch %3, with tensor parallelism %4?")
                .arg(model, f.integer(given(q, "s", double(s.workload.sequenceLength))), batch,
                     f.integer(given(q, "t", double(s.parallelism.tensor))));
        return tr("How much activation memory per GPU does training %1 keep at sequence %2 and "
                  "micro-batch %3?")
            .arg(model, f.integer(given(q, "s", double(s.workload.sequenceLength))), batch);
    case QuestionKind::KvCacheSize:
        return tr("How large is the KV cache of %1 for %2 sequences of %3 tokens, stored in %4?")
            .arg(model, batch,
                 f.integer(given(q, "context", double(s.workload.promptTokens + s.workload.outputTokens))),
                 dtypeName(s.precision.kvCache));
    case QuestionKind::InferenceWeights:
        return tr("How much memory do the weights of %1 take for inference in %2?")
            .arg(sized, dtypeName(s.precision.weights));
    case QuestionKind::TrainingFlops:
        return tr("How many FLOPs does training %1 on %2 tokens take?").arg(sized, f.count(given(q, "D", e.tokens)));
    case QuestionKind::TrainingTime:
        return tr("How long does training %1 on %2 tokens take on %3 × %4 at %5 MFU?")
            .arg(sized, f.count(given(q, "D", e.tokens)), gpus, gpu,
                 f.percent(given(q, "MFU", s.hardware.hfu.value_or(s.hardware.mfu.value_or(kFormat1DefaultMfu)))));
    case QuestionKind::DecodeTokensPerSecond:
        return tr("How many tokens per second, all sequences together, does %1 generate in %2 "
                  "at batch %3 on %4 × %5 (%6 of memory bandwidth each)?")
            .arg(model, dtypeName(s.precision.weights), batch, gpus, gpu,
                 f.byteRate(given(q, "bandwidth", rs.gpu.bandwidthBytesPerS)));
    case QuestionKind::DecodeBottleneck:
        return tr("Decoding %1 in %2 at batch %3 on %4: what limits the time per output token, "
                  "and why?")
            .arg(model, dtypeName(s.precision.weights), batch, gpu);
    case QuestionKind::BreakEvenHours:
        return tr("A %1 costs %2 to buy or %3 to rent. After how many GPU-hours of use is owning "
                  "it cheaper than renting, counting server, power and upkeep?")
            .arg(gpu, f.money(given(q, "price", rs.purchaseUsdPerGpu)),
                 f.moneyRate(given(q, "rate", rs.cloudUsdPerGpuHour)));
    case QuestionKind::PipelineBubble:
        return tr("Training %1 with %2 pipeline stages, %3 virtual stages per GPU and %4 micro-batches "
                  "per step: what share of the micro-batches' time does the pipeline bubble add?")
            .arg(model, f.integer(given(q, "p", double(s.parallelism.pipeline))),
                 f.integer(given(q, "v", double(s.parallelism.virtualStages))),
                 f.integer(given(q, "m", e.step.microBatches)));
    case QuestionKind::ScheduleBubble:
        return tr("The Schedule tab draws one step of %1 with %2 pipeline stages, %3 model chunks per stage and "
                  "%4 micro-batches. What share of the pipeline's time, summed over the stages, is bubble?")
            .arg(model, f.integer(given(q, "p", 1)), f.integer(given(q, "v", 1)), f.integer(given(q, "m", 1)));
    case QuestionKind::ScheduleChange:
        if (given(q, "v2", 0) > 0)
            return tr("The Schedule tab draws %1 pipeline stages, %2 model chunks per stage and %3 micro-batches. "
                      "With %4 chunks per stage instead (interleaved), what share of the pipeline's time would be "
                      "bubble?")
                .arg(f.integer(given(q, "p", 1)), f.integer(given(q, "v", 1)), f.integer(given(q, "m", 1)),
                     f.integer(given(q, "v2", 1)));
        return tr("The Schedule tab draws %1 pipeline stages, %2 model chunks per stage and %3 micro-batches. "
                  "With %4 micro-batches per step instead, what share of the pipeline's time would be bubble?")
            .arg(f.integer(given(q, "p", 1)), f.integer(given(q, "v", 1)), f.integer(given(q, "m", 1)),
                 f.integer(given(q, "m2", 1)));
    case QuestionKind::GradientReduction:
        return tr("How long does reducing %1 of gradients across the data-parallel GPUs of %2 × %3 "
                  "take once per step, before any overlap with the backward pass?")
            .arg(f.bytes(given(q, "G", e.step.gradientBytes)), gpus, gpu);
    case QuestionKind::TensorParallelComm:
        return tr("With tensor parallelism %1 on %2, how long do one layer's tensor-parallel "
                  "collectives take per micro-batch, forward and backward, before any overlap?")
            .arg(f.integer(given(q, "t", double(s.parallelism.tensor))), gpu);
    case QuestionKind::GpuMemory: return tr("How much memory does one %1 have?").arg(gpu);
    case QuestionKind::GpuBandwidth: return tr("What is the peak memory bandwidth of one %1?").arg(gpu);
    case QuestionKind::GpuPeakFlops: return tr("What is the dense BF16 peak of one %1, without sparsity?").arg(gpu);
    case QuestionKind::GpuPrecisionPeak:
        return tr("What dense %1 peak does the roofline of one %2 take, without sparsity?")
            .arg(QString::fromLatin1(toString(Precision(int(given(q, "precision", 0)))).data()).toUpper(), gpu);
    case QuestionKind::ScaleUpDomain:
        return tr("How many accelerators share one scale-up domain (the fast link, %1) when %2 is deployed as "
                  "designed?")
            .arg(QString::fromStdString(rs.gpu.interconnect), gpu);
    case QuestionKind::RidgePoint:
        return tr("At how many FLOPs per byte of memory traffic does a BF16 kernel on %1 stop being "
                  "memory-bound (the roofline's ridge)?")
            .arg(gpu);
    case QuestionKind::GpuInterconnect:
        return tr("How fast is the %1's link to other GPUs (%2), per GPU and direction?")
            .arg(gpu, QString::fromStdString(rs.gpu.interconnect));
    case QuestionKind::DtypeBytes:
        return tr("How many bytes does one value take in %1?").arg(dtypeName(s.precision.weights));
    case QuestionKind::FlopsPerToken:
        return tr("How many FLOPs does training %1 take per token, forward and backward?").arg(sized);
    case QuestionKind::PredictedMfu:
        return tr("What MFU does training %1 on %2 × %3 reach, as predicted from its step?").arg(sized, gpus, gpu);
    case QuestionKind::StepTime:
        return tr("How long does one training step of %1 on %2 × %3 take, with a global batch of %4 sequences "
                  "of %5 tokens?")
            .arg(sized, gpus, gpu, f.integer(double(s.workload.globalBatchSize)),
                 f.integer(double(s.workload.sequenceLength)));
    case QuestionKind::InputStage: return stageQuestion(q, ev, f, model, gpus, gpu);
    case QuestionKind::InputLimit:
        return tr("Training %1 on %2 × %3: once inputs and checkpoints are counted, what sets the pace of a "
                  "step?")
            .arg(model, gpus, gpu);
    case QuestionKind::RunCost:
        if (q.figure == FigureId::OnpremCost)
            return tr("What does training %1 on %2 tokens on %3 × %4 cost on GPUs you own, at %5 per "
                      "GPU for depreciation, power and upkeep?")
                .arg(sized, f.count(e.tokens), gpus, gpu, f.moneyRate(e.onpremUsdPerGpuHour));
        return tr("What does training %1 on %2 tokens on %3 × %4 cost in the cloud at %5 per GPU?")
            .arg(sized, f.count(e.tokens), gpus, gpu, f.moneyRate(e.cloudUsdPerGpuHour));
    case QuestionKind::GpuHours:
        return tr("How many GPU-hours does training %1 on %2 tokens on %3 × %4 take?")
            .arg(sized, f.count(e.tokens), gpus, gpu);
    case QuestionKind::ServingConcurrency:
        return tr("Serving %1 in %2 on %3 × %4 (%5 prompt + %6 output tokens): how many sequences fit in one "
                  "replica's KV memory?")
            .arg(model, dtypeName(s.precision.weights), gpus, gpu, f.integer(double(s.workload.promptTokens)),
                 f.integer(double(s.workload.outputTokens)));
    case QuestionKind::ServingTpot:
    case QuestionKind::ServingTtft:
    case QuestionKind::ServingThroughput:
    case QuestionKind::ServingCost:
    case QuestionKind::ServingInputCost: {
        const QString serving =
            tr("Serving %1 in %2 on %3 × %4 (%5 prompt + %6 output tokens) with as many sequences as the KV "
               "memory holds:")
                .arg(model, dtypeName(s.precision.weights), gpus, gpu, f.integer(double(s.workload.promptTokens)),
                     f.integer(double(s.workload.outputTokens)));
        const QString ask = q.kind == QuestionKind::ServingTpot   ? tr("what is the time per output token?")
                            : q.kind == QuestionKind::ServingTtft ? tr("what is the time to first token?")
                            : q.kind == QuestionKind::ServingThroughput
                                ? tr("how many output tokens per second does each GPU produce?")
                            : q.kind == QuestionKind::ServingInputCost
                                ? tr("priced as an API prices input apart, what do a million input tokens cost in "
                                     "the cloud?")
                                : tr("what do a million output tokens cost in the cloud?");
        return serving + QLatin1Char(' ') + ask;
    }
    case QuestionKind::Conceptual: return conceptText(q.idea).question;
    case QuestionKind::Count: break;
    }
    return {};
}

QString PracticeText::assumptions(const Question& q, const Evaluated& ev, const Formatter& f)
{
    const ResolvedScenario& rs = ev.resolved;
    const Scenario& s = rs.scenario;
    QStringList parts;
    if (isFact(q.kind))
        return {}; // the catalog's figure or a concept: nothing to assume
    if (q.kind == QuestionKind::BreakEvenHours) {
        parts << tr("server share %1").arg(f.percent(s.cost.serverShare))
              << tr("%1 years of depreciation").arg(f.number(s.cost.depreciationYears))
              << tr("upkeep %1 a year").arg(f.percent(s.cost.maintenancePerYear))
              << tr("%1 W board power, PUE %2, %3 per kWh")
                     .arg(f.number(rs.gpu.tdpWatts), f.number(s.cost.pue),
                          f.currencySymbol() + f.locale().toString(s.cost.electricityUsdPerKwh, 'f', 2))
              << tr("%1 utilisation").arg(f.percent(s.cost.utilization));
    } else if (q.kind == QuestionKind::InputStage || q.kind == QuestionKind::InputLimit) {
        // The input pipeline's own settings, not the model's shape.
        const DataConfig& d = s.data;
        parts << tr("%1 × %2 (%3 each)")
                     .arg(f.integer(double(s.parallelism.gpus)), gpuName(rs), f.bytes(usableMemoryBytes(rs.gpu)))
              << tr("global batch %1").arg(f.integer(double(s.workload.globalBatchSize)))
              << tr("storage reads %1/s per node").arg(f.bytes(d.storageReadBytesPerS));
        if (d.kind == DataKind::Images)
            parts << tr("%1 CPU cores per node at %2 images/s each")
                         .arg(f.integer(double(d.cpuCoresPerNode)), f.number(d.decodeSamplesPerSPerCore));
        if (s.checkpoint.intervalSteps > 0)
            parts << tr("a checkpoint every %1 steps, written at %2/s")
                         .arg(f.integer(double(s.checkpoint.intervalSteps)),
                              f.bytes(s.checkpoint.storageWriteBytesPerS));
        parts << (d.overlap ? tr("loader workers prefetch behind the step") : tr("no prefetching"));
    } else if (isTraining(q.kind)) {
        parts << tr("%1 × %2 (%3 each)")
                     .arg(f.integer(double(s.parallelism.gpus)), gpuName(rs), f.bytes(usableMemoryBytes(rs.gpu)))
              << recipeName(s.precision.recipe) << optimizerName(s.optimizer)
              << tr("micro-batch %1").arg(f.integer(double(s.workload.microBatchSize)))
              << tr("sequence %1").arg(f.integer(double(s.workload.sequenceLength)));
        if (s.parallelism.tensor > 1 || s.parallelism.pipeline > 1)
            parts << tr("tensor %1 × pipeline %2").arg(s.parallelism.tensor).arg(s.parallelism.pipeline);
        if (s.parallelism.zero > 0)
            parts << tr("ZeRO-%1").arg(s.parallelism.zero);
        parts << recomputeName(s.activations.recompute)
              << (s.activations.flashAttention ? tr("FlashAttention") : tr("no FlashAttention"));
        if (q.kind == QuestionKind::TrainingTime)
            parts << tr("%1 peak per GPU").arg(f.flopsRate(given(q, "peak", ev.estimate.peakFlopsPerGpu)));
    } else {
        parts << tr("%1 × %2 (%3 each)")
                     .arg(f.integer(double(s.parallelism.gpus)), gpuName(rs), f.bytes(usableMemoryBytes(rs.gpu)))
              << tr("weights in %1").arg(dtypeName(s.precision.weights))
              << tr("KV cache in %1").arg(dtypeName(s.precision.kvCache))
              << (isServing(q.kind) ? tr("as many sequences as the KV memory holds")
                                    : tr("batch %1").arg(f.integer(double(s.workload.microBatchSize))))
              << tr("%1 prompt + %2 output tokens")
                     .arg(f.integer(double(s.workload.promptTokens)), f.integer(double(s.workload.outputTokens)));
        if (s.parallelism.tensor > 1)
            parts << tr("tensor %1").arg(s.parallelism.tensor);
        if (q.kind == QuestionKind::DecodeTokensPerSecond || q.kind == QuestionKind::DecodeBottleneck)
            parts << tr("kernels reach %1 of peak bandwidth").arg(f.percent(s.hardware.bandwidthEfficiency));
    }
    if (s.overhead.fixedBytes > 0 && q.kind == QuestionKind::TrainingMemory)
        parts << tr("%1 fixed overhead").arg(f.bytes(s.overhead.fixedBytes));
    return tr("Assume: %1.").arg(parts.join(QStringLiteral(" · ")));
}

QStringList PracticeText::choices(const Question& q)
{
    if (q.kind == QuestionKind::Conceptual)
        return conceptText(q.idea).choices;
    if (q.kind == QuestionKind::InputLimit) // InputLimit's order: gpu, storage, pcie, decode, checkpoint
        return {tr("The GPUs' own step"), tr("Reading from storage"), tr("The host-to-GPU copy over PCIe"),
                tr("CPU decoding and augmentation"), tr("Writing checkpoints")};
    if (q.kind == QuestionKind::DecodeBottleneck)
        return {tr("Memory bandwidth: every step reads all the weights once for 2 FLOPs per "
                   "weight"),
                tr("Compute: the batch does enough FLOPs per weight read to keep the tensor "
                   "cores busy")};
    return {};
}

std::vector<AnswerUnit> PracticeText::answerUnits(const Question& q, const Formatter& f)
{
    const QString c = f.currencySymbol();
    switch (q.unit) {
    case Unit::Bytes: {
        std::vector<AnswerUnit> binary = {
            {tr("GiB"), 1073741824.0}, {tr("MiB"), 1048576.0}, {tr("TiB"), 1099511627776.0}};
        std::vector<AnswerUnit> decimal = {{tr("GB"), 1e9}, {tr("MB"), 1e6}, {tr("TB"), 1e12}};
        auto units = f.byteUnits() == Formatter::ByteUnits::Binary ? binary : decimal;
        const auto& other = f.byteUnits() == Formatter::ByteUnits::Binary ? decimal : binary;
        units.insert(units.end(), other.begin(), other.end());
        units.push_back({tr("bytes"), 1});
        return units;
    }
    case Unit::Flops:
        return {{tr("FLOP"), 1},     {tr("GFLOP"), 1e9},  {tr("TFLOP"), 1e12}, {tr("PFLOP"), 1e15},
                {tr("EFLOP"), 1e18}, {tr("ZFLOP"), 1e21}, {tr("YFLOP"), 1e24}};
    case Unit::Seconds:
        return {{tr("days"), 86400},        {tr("hours"), 3600},          {tr("minutes"), 60},
                {tr("seconds"), 1},         {tr("milliseconds"), 1e-3},   {tr("microseconds"), 1e-6},
                {tr("weeks"), 7 * 86400.0}, {tr("years"), 365.25 * 86400}};
    case Unit::Hours:
        return {{tr("GPU-hours"), 1},
                {tr("thousand GPU-hours"), 1e3},
                {tr("million GPU-hours"), 1e6},
                {tr("GPU-days"), 24}};
    case Unit::Usd:
        return {
            {c, 1}, {tr("%1 thousand").arg(c), 1e3}, {tr("%1 million").arg(c), 1e6}, {tr("%1 billion").arg(c), 1e9}};
    case Unit::UsdPerHour: return {{tr("%1 per hour").arg(c), 1}};
    case Unit::KWh: return {{tr("kWh"), 1}, {tr("MWh"), 1e3}, {tr("GWh"), 1e6}};
    case Unit::Ratio: return {{tr("%"), 0.01}, {tr("fraction"), 1}};
    case Unit::FlopsPerSecond: return {{tr("TFLOP/s"), 1e12}, {tr("PFLOP/s"), 1e15}, {tr("FLOP/s"), 1}};
    case Unit::BytesPerSecond: return {{tr("GB/s"), 1e9}, {tr("TB/s"), 1e12}, {tr("bytes/s"), 1}};
    case Unit::Count: break;
    }
    if (q.kind == QuestionKind::ModelStatesBytes)
        return {{tr("bytes per parameter"), 1}};
    if (q.kind == QuestionKind::DtypeBytes)
        return {{tr("bytes"), 1}};
    if (q.kind == QuestionKind::RidgePoint)
        return {{tr("FLOP per byte"), 1}};
    if (q.kind == QuestionKind::ServingConcurrency)
        return {{tr("sequences"), 1}};
    if (q.kind == QuestionKind::ScaleUpDomain)
        return {{tr("GPUs", "unit after a count"), 1}};
    if (q.kind == QuestionKind::DecodeTokensPerSecond || q.kind == QuestionKind::ServingThroughput)
        return {{tr("tokens/s"), 1}, {tr("thousand tokens/s"), 1e3}};
    return {{tr("(plain number)"), 1}, {tr("thousand"), 1e3}, {tr("million"), 1e6}, {tr("billion"), 1e9}};
}

namespace {

// Unit words as people type them, by the question's unit, in its base unit.
std::vector<std::pair<QString, double>> typedUnits(const Question& q)
{
    const auto si = [](const char* unit) {
        std::vector<std::pair<QString, double>> out;
        const QString u = QString::fromUtf8(unit);
        const std::pair<const char*, double> prefixes[] = {{"", 1},     {"K", 1e3},  {"k", 1e3},  {"M", 1e6},
                                                           {"G", 1e9},  {"T", 1e12}, {"P", 1e15}, {"E", 1e18},
                                                           {"Z", 1e21}, {"Y", 1e24}};
        for (const auto& [p, factor] : prefixes)
            out.push_back({QLatin1String(p) + u, factor});
        return out;
    };
    std::vector<std::pair<QString, double>> units;
    const auto add = [&](std::initializer_list<const char*> words, double factor) {
        for (const char* w : words)
            units.push_back({QString::fromUtf8(w), factor});
    };
    switch (q.unit) {
    case Unit::Bytes:
        units = si("B");
        add({"byte", "bytes"}, 1);
        add({"KiB", "kiB"}, 1024.0);
        add({"MiB"}, 1048576.0);
        add({"GiB"}, 1073741824.0);
        add({"TiB"}, 1099511627776.0);
        add({"PiB"}, 1125899906842624.0);
        break;
    case Unit::Flops:
        units = si("FLOP");
        for (auto& [w, f] : si("FLOPs"))
            units.push_back({w, f});
        break;
    case Unit::FlopsPerSecond:
        units = si("FLOP/s");
        for (auto& [w, f] : si("FLOPS"))
            units.push_back({w, f});
        break;
    case Unit::BytesPerSecond: units = si("B/s"); break;
    case Unit::Seconds:
        add({"s", "sec", "second", "seconds"}, 1);
        add({"ms", "millisecond", "milliseconds"}, 1e-3);
        add({"µs", "us", "microsecond", "microseconds"}, 1e-6);
        add({"min", "minute", "minutes"}, 60);
        add({"h", "hr", "hour", "hours"}, 3600);
        add({"d", "day", "days"}, 86400);
        add({"week", "weeks"}, 7 * 86400.0);
        add({"y", "year", "years"}, 365.25 * 86400);
        break;
    case Unit::Hours:
        add({"h", "GPU-h", "GPU-hours", "GPU hours", "hours"}, 1);
        add({"K GPU-h", "k GPU-h", "K", "k"}, 1e3);
        add({"M GPU-h", "M"}, 1e6);
        add({"GPU-days", "GPU days", "days"}, 24);
        break;
    case Unit::Usd:
    case Unit::UsdPerHour:
        add({"$", "USD", "$/h", "/h"}, 1);
        add({"K", "k", "$K", "$k", "thousand"}, 1e3);
        add({"M", "$M", "million"}, 1e6);
        add({"B", "$B", "billion"}, 1e9);
        break;
    case Unit::KWh:
        add({"kWh"}, 1);
        add({"MWh"}, 1e3);
        add({"GWh"}, 1e6);
        break;
    case Unit::Ratio: add({"%"}, 0.01); break;
    case Unit::Count:
        if (q.kind == QuestionKind::DtypeBytes) // "2 B" is two bytes here, not two billion
            add({"B", "byte", "bytes"}, 1);
        if (q.kind == QuestionKind::RidgePoint)
            add({"FLOP/B", "FLOP/byte", "FLOPs/byte", "FLOP per byte"}, 1);
        if (q.kind == QuestionKind::ServingConcurrency)
            add({"sequences", "seqs"}, 1);
        if (q.kind == QuestionKind::ScaleUpDomain)
            add({"GPUs", "GPU", "chips", "chip"}, 1);
        add({"K", "k", "thousand"}, 1e3);
        add({"M", "million"}, 1e6);
        add({"B", "billion", "bn"}, 1e9);
        add({"T", "trillion"}, 1e12);
        if (q.kind == QuestionKind::ModelStatesBytes)
            add({"bytes/param", "B/param", "bytes per parameter", "bytes/parameter", "B/p", "bytes"}, 1);
        if (q.kind == QuestionKind::DecodeTokensPerSecond || q.kind == QuestionKind::ServingThroughput)
            add({"tokens/s", "tok/s", "token/s", "t/s"}, 1);
        break;
    }
    return units;
}

} // namespace

std::optional<double> PracticeText::parseAnswer(const Question& q, const QString& text, const Formatter& f,
                                                double unitFactor)
{
    QString t = text.trimmed();
    t.replace(QChar::Nbsp, QLatin1Char(' '));
    if (t.startsWith(QLatin1Char('$'))) // "$1.2M": the currency before the number
        t = t.mid(1).trimmed();
    // The longest leading number the language's or C's format reads.
    static const QRegularExpression number(QStringLiteral(R"(^[+-]?[0-9][0-9.,\s]*([eE][+-]?[0-9]+)?)"));
    QString digits = number.match(t).captured(0).trimmed();
    double value = 0;
    bool ok = false;
    while (!digits.isEmpty()) {
        value = f.locale().toDouble(digits, &ok);
        if (!ok)
            value = QLocale::c().toDouble(digits, &ok);
        if (ok)
            break;
        digits.chop(1);
        digits = digits.trimmed();
    }
    if (!ok || !std::isfinite(value))
        return std::nullopt;
    QString unit = t.mid(t.indexOf(digits) + digits.size()).trimmed();
    if (unit.isEmpty())
        return value * unitFactor;
    // The unit box's own words first (translated), then what people type.
    for (const AnswerUnit& u : answerUnits(q, f))
        if (unit.compare(u.label, Qt::CaseInsensitive) == 0)
            return value * u.factor;
    const auto units = typedUnits(q);
    for (const auto& [word, factor] : units) // exact case first: "M" is mega, "m" is not
        if (unit == word)
            return value * factor;
    for (const auto& [word, factor] : units)
        if (unit.compare(word, Qt::CaseInsensitive) == 0)
            return value * factor;
    return std::nullopt;
}

int PracticeText::defaultAnswerUnit(const Question& q, const Formatter&)
{
    // Fixed per kind, not picked from the answer's magnitude: the unit must
    // not give the order of magnitude away.
    if (q.unit == Unit::Seconds && q.kind != QuestionKind::TrainingTime)
        return 4; // milliseconds: decode and training steps
    return 0;
}

QString PracticeText::answerValue(const Question& q, double v, const Formatter& f)
{
    switch (q.unit) {
    case Unit::Count:
        if (q.kind == QuestionKind::ModelStatesBytes)
            return tr("%1 bytes per parameter").arg(compact(f, v));
        if (q.kind == QuestionKind::DecodeTokensPerSecond || q.kind == QuestionKind::ServingThroughput)
            return tr("%1 tokens/s").arg(f.number(v));
        if (q.kind == QuestionKind::DtypeBytes)
            return tr("%1 bytes").arg(compact(f, v));
        if (q.kind == QuestionKind::RidgePoint)
            return tr("%1 FLOP per byte").arg(f.number(v));
        if (q.kind == QuestionKind::ServingConcurrency)
            return tr("%1 sequences").arg(f.integer(v));
        return f.count(v);
    default: return Report::unitValue(f, q.unit, v);
    }
}

QString PracticeText::verdict(const Question& q, Verdict v, double given, const Formatter& f)
{
    if (q.choiceCount > 0) {
        const QStringList texts = choices(q);
        const QString right = texts.value(q.correctChoice);
        switch (v) {
        case Verdict::Right: return tr("Right: %1.").arg(right);
        case Verdict::NotANumber: return tr("Pick one of the answers.");
        default: return tr("Not quite. It is: %1.").arg(right);
        }
    }
    const QString exact = answerValue(q, q.answer, f);
    switch (v) {
    case Verdict::Right:
        return tr("Right: the exact figure is %1, and anything within ±%2 counts.")
            .arg(exact, f.percent(q.relativeTolerance));
    case Verdict::TooLow:
        if (given > 0)
            return tr("Too low: %1 is %2× below the exact figure, %3.")
                .arg(answerValue(q, given, f), f.number(q.answer / given, 2), exact);
        return tr("Too low: the exact figure is %1.").arg(exact);
    case Verdict::TooHigh:
        if (q.answer > 0)
            return tr("Too high: %1 is %2× the exact figure, %3.")
                .arg(answerValue(q, given, f), f.number(given / q.answer, 2), exact);
        return tr("Too high: the exact figure is %1.").arg(exact);
    case Verdict::NotANumber: break;
    }
    return tr("Enter a number, with or without its unit, such as 118, 14 GB or 8.4e22.");
}

QString PracticeText::working(const Question& q, const Evaluated& ev, const Formatter& f)
{
    const Gpu& g = ev.resolved.gpu;
    // The catalog entry's first source (the datasheet); the catalog lists the rest.
    const QString source = g.sources.empty()
                               ? QString()
                               : QLatin1Char(' ') + tr("Source: %1.").arg(QString::fromStdString(g.sources.front()));
    const QString gpu = gpuName(ev.resolved);
    const QString answer = answerValue(q, q.answer, f);
    const double step = given(q, "decode", 0) + given(q, "prefill", 0);
    switch (q.kind) {
    case QuestionKind::GpuMemory:
    case QuestionKind::GpuBandwidth:
    case QuestionKind::GpuPeakFlops:
    case QuestionKind::GpuInterconnect:
        if (g.interconnectBytesPerS <= 0)
            return tr("From the catalog: %1 has %2 of memory at %3/s and a dense BF16 peak of %4; "
                      "link between GPUs: %5.")
                       .arg(gpu, Report::capacityText(f, g), f.bytes(g.bandwidthBytesPerS),
                            f.flopsRate(g.peak(Precision::Bf16)), QString::fromStdString(g.interconnect)) +
                   source;
        return tr("From the catalog: %1 has %2 of memory at %3/s, a dense BF16 peak of %4 and %5 "
                  "at %6/s per GPU.")
                   .arg(gpu, Report::capacityText(f, g), f.bytes(g.bandwidthBytesPerS),
                        f.flopsRate(g.peak(Precision::Bf16)), QString::fromStdString(g.interconnect),
                        f.bytes(g.interconnectBytesPerS)) +
               source;
    case QuestionKind::GpuPrecisionPeak: {
        const Precision p = Precision(int(given(q, "precision", 0)));
        const QString name = QString::fromLatin1(toString(p).data()).toUpper();
        const double fp16 = given(q, "fp16", 0), fp8 = given(q, "fp8", 0);
        QString why;
        if (p == Precision::Int8 && fp8 > 2 * q.answer)
            why =
                tr(" Its FP8 peak is %1: INT8 models run faster converted to FP8 on this part.").arg(f.flopsRate(fp8));
        else if (p == Precision::Fp8 && fp16 > 0 && std::abs(fp8 - fp16) < 0.01 * fp16)
            why = tr(" Its FP16 peak is the same %1: FP8 saves memory and bandwidth here, not compute time.")
                      .arg(f.flopsRate(fp16));
        return tr("From the catalog: %1's dense %2 peak is %3.").arg(gpu, name, answer) + why + source;
    }
    case QuestionKind::ScaleUpDomain:
        return tr("From the catalog: %1 GPUs share %2 at %3/s per GPU and direction; beyond them traffic takes "
                  "the slower scale-out network.")
                   .arg(answer, QString::fromStdString(g.interconnect), f.bytes(given(q, "scale_up", 0))) +
               source;
    case QuestionKind::RidgePoint:
        return tr("Ridge = peak ÷ bandwidth = %1 ÷ %2/s = %3: below it a kernel waits for memory, "
                  "above it for the tensor cores.")
                   .arg(f.flopsRate(g.peak(Precision::Bf16)), f.bytes(g.bandwidthBytesPerS), answer) +
               source;
    case QuestionKind::DtypeBytes:
        return tr("%1 stores a value in %2 bits: %3.")
            .arg(dtypeName(ev.resolved.scenario.precision.weights), compact(f, q.answer * 8), answer);
    case QuestionKind::ServingConcurrency:
        return tr("KV memory per GPU after weights, workspace and overhead ÷ one sequence's KV "
                  "cache (16-token pages) = %1 ÷ %2 = %3.")
            .arg(f.bytes(given(q, "budget", 0)), f.bytes(given(q, "kv", 0)), answer);
    case QuestionKind::ServingTpot:
        return tr("Each step decodes every sequence (%1) and carries the arriving prompts' share "
                  "of prefill (%2): TPOT = %1 + %2 = %3 at %4 sequences.")
            .arg(f.duration(given(q, "decode", 0)), f.duration(given(q, "prefill", 0)), answer,
                 f.integer(given(q, "concurrency", 0)));
    case QuestionKind::ServingTtft:
        return tr("TTFT = half a step of waiting + the prompt's prefill (%1) + one step (%2) = %3 "
                  "at %4 sequences.")
            .arg(f.duration(given(q, "prompt", 0)), f.duration(step), answer, f.integer(given(q, "concurrency", 0)));
    case QuestionKind::ServingThroughput:
        return tr("%1 sequences ÷ TPOT %2 ÷ GPUs per replica %3 = %4 per GPU.")
            .arg(f.integer(given(q, "concurrency", 0)), f.duration(step), f.integer(given(q, "gpus", 1)),
                 answerValue(q, given(q, "tokens", 0), f));
    case QuestionKind::ServingCost:
        return tr("%1 per GPU ÷ (%2 tokens/s per GPU × 3,600 s) × 1,000,000 = %3.")
            .arg(f.moneyRate(given(q, "rate", 0)), f.number(given(q, "tokens", 0)), answer);
    case QuestionKind::ServingInputCost:
        return tr("Prefill takes %1 of each step's GPU time; %2 per GPU × %1 ÷ (%3 prompt tokens/s per GPU × "
                  "3,600 s) × 1,000,000 = %4. The rest of the GPU time is the output tokens' price.")
            .arg(f.percent(given(q, "share", 0)), f.moneyRate(given(q, "rate", 0)), f.number(given(q, "input", 0)),
                 answer);
    case QuestionKind::Conceptual: return conceptText(q.idea).why;
    case QuestionKind::ScheduleChange: {
        const double p = given(q, "p", 1), v = given(q, "v2", given(q, "v", 1)), m = given(q, "m2", given(q, "m", 1));
        return tr("Bubble = (p − 1)/(v·m + p − 1) = (%1 − 1)/(%2·%3 + %1 − 1) = %4: each stage idles p − 1 "
                  "micro-batches' time (÷ v when interleaved) while the pipeline fills and drains, against m of "
                  "work. More micro-batches or more chunks shrink it.")
            .arg(f.integer(p), f.integer(v), f.integer(m), answer);
    }
    default: return {};
    }
}

// ---------------------------------------------------------------------------

namespace {

QString ruleNumber(RuleKind r, double v, const Formatter& f)
{
    switch (r) {
    case RuleKind::BytesPerParameter: return PracticeText::tr("%1 bytes per parameter").arg(compact(f, v));
    case RuleKind::TrainingMultiple: return PracticeText::tr("%1× the weights").arg(f.number(v, 2));
    case RuleKind::InferenceTwoBytes: return f.bytes(v);
    case RuleKind::SixND: return f.flops(v);
    case RuleKind::DecodeBandwidth: return PracticeText::tr("%1 tokens/s").arg(f.number(v));
    case RuleKind::ActivationsPerLayer:
    case RuleKind::InferenceMemory: return f.bytes(v);
    case RuleKind::KvPerToken: return PracticeText::tr("%1 per token").arg(f.bytes(v));
    case RuleKind::TrainingTime: return f.duration(v);
    case RuleKind::PipelineBubble: return PracticeText::tr("%1 of the step").arg(f.percent(v));
    // Named in explanations only, never compared.
    case RuleKind::FlopsPerToken:
    case RuleKind::RecomputeFlops:
    case RuleKind::DecodeReadsWeights:
    case RuleKind::BreakevenRatio:
    case RuleKind::Count: break;
    }
    return f.number(v);
}

} // namespace

QString PracticeText::ruleValue(const RuleComparison& c, const Formatter& f)
{
    if (c.ruleLow != c.ruleValue && c.rule == RuleKind::TrainingMultiple)
        return tr("%1–%2× the weights").arg(compact(f, c.ruleLow), compact(f, c.ruleValue));
    if (c.ruleLow != c.ruleValue)
        return tr("%1 to %2").arg(ruleNumber(c.rule, c.ruleLow, f), ruleNumber(c.rule, c.ruleValue, f));
    return ruleNumber(c.rule, c.ruleValue, f);
}

QString PracticeText::exactValue(const RuleComparison& c, const Formatter& f)
{
    return ruleNumber(c.rule, c.exact, f);
}

QString PracticeText::misleads(const RuleComparison& c, const Evaluated& ev, const Formatter& f)
{
    if (!c.misleading)
        return tr("No: within 30 %.");
    const QString by = c.ratio >= 1 ? tr("Yes, %1× the rule").arg(f.number(c.ratio, 3))
                                    : tr("Yes, %1 below the rule").arg(f.percent(1 - c.ratio));
    const QString why = caveat(c, ev, f);
    return why.isEmpty() ? by + QLatin1Char('.') : tr("%1: %2.").arg(by, why);
}

QString PracticeText::caveat(const RuleComparison& c, const Evaluated& ev, const Formatter& f)
{
    const ResolvedScenario& rs = ev.resolved;
    const Scenario& s = rs.scenario;
    const Estimate& e = ev.estimate;
    const double states = e.perGpu[MemoryComponent::Weights] + e.perGpu[MemoryComponent::Gradients] +
                          e.perGpu[MemoryComponent::MasterWeights] + e.perGpu[MemoryComponent::OptimizerStates];
    switch (c.caveat) {
    case RuleCaveat::None: return {};
    case RuleCaveat::ActivationsDominate:
        return tr("activations and logits (%1) outweigh the model states (%2) at sequence %3 and "
                  "micro-batch %4")
            .arg(f.bytes(e.perGpu[MemoryComponent::Activations] + e.perGpu[MemoryComponent::Logits]), f.bytes(states),
                 f.integer(double(s.workload.sequenceLength)), f.integer(double(s.workload.microBatchSize)));
    case RuleCaveat::AttentionFlops:
        if (c.ratio > 1)
            return tr("at this context, attention's 12·L·a·d·s is %1 of the FLOPs (sequence %2)")
                .arg(f.percent(1 - 1 / c.ratio), f.integer(double(s.workload.sequenceLength)));
        return tr("6·N counts matmul parameters only; the exact count here is lower");
    case RuleCaveat::KvCacheReads:
        return tr("each decode step also reads the KV cache, %1 (%2 of the weights)")
            .arg(f.bytes(e.perGpu[MemoryComponent::KvCache]),
                 f.percent(e.perGpu[MemoryComponent::KvCache] / std::max(1.0, e.perGpu[MemoryComponent::Weights])));
    case RuleCaveat::ComputeBound:
        return tr("at batch %1 the decode step is compute-bound: %2 of compute against %3 of "
                  "weight and cache reads")
            .arg(f.integer(double(s.workload.microBatchSize)), f.duration(e.decodeComputeSeconds),
                 f.duration(e.decodeMemorySeconds));
    case RuleCaveat::QuantisedWeights:
        return tr("the weights are in %1, %2 bytes per parameter")
            .arg(dtypeName(s.precision.weights), f.number(weightBytesPerParam(s.precision.weights)));
    case RuleCaveat::ShardedStates:
        if (c.rule == RuleKind::InferenceTwoBytes)
            return tr("tensor parallelism %1 splits the weights over the GPUs").arg(s.parallelism.tensor);
        return tr("ZeRO-%1 and tensor parallelism %2 divide the states over the GPUs")
            .arg(s.parallelism.zero)
            .arg(s.parallelism.tensor);
    case RuleCaveat::MixtureOfExperts:
        return tr("only %1 of %2 experts are active per token")
            .arg(rs.model.arch.expertsPerToken)
            .arg(rs.model.arch.experts);
    case RuleCaveat::RecipeDiffers:
        if (c.rule == RuleKind::TrainingMultiple)
            return tr("%1 with %2 keeps %3 bytes per parameter of model states, %4× the "
                      "weights alone, and activations and overhead add %5")
                .arg(recipeName(s.precision.recipe), optimizerName(s.optimizer), compact(f, e.bytesPerParameterStates),
                     f.number(states / std::max(1.0, e.perGpu[MemoryComponent::Weights]), 2),
                     f.bytes(std::max(0.0, e.perGpu.total() - states)));
        return tr("%1 with %2 keeps %3 bytes per parameter")
            .arg(recipeName(s.precision.recipe), optimizerName(s.optimizer), compact(f, e.bytesPerParameterStates));
    case RuleCaveat::BandwidthEfficiency:
        return tr("real kernels reach about %1 of the peak bandwidth").arg(f.percent(s.hardware.bandwidthEfficiency));
    case RuleCaveat::LayerShape: {
        // What differs from the rule's layer: GPT, selective recomputation,
        // no FlashAttention, no tensor parallelism, MHA, a 4h MLP.
        const Architecture a = rs.model.arch.normalized();
        QStringList differs;
        if (s.activations.recompute == Recompute::Full)
            differs << tr("full recomputation keeps only each layer's input");
        else if (s.activations.recompute == Recompute::None && !s.activations.flashAttention)
            differs << tr("without recomputation the attention scores are kept (5·a·s²·b)");
        if (s.parallelism.tensor > 1)
            differs << tr("tensor parallelism %1 splits most of the layer").arg(s.parallelism.tensor);
        if (a.kvHeads < a.heads)
            differs << tr("%1 KV heads for %2 query heads").arg(a.kvHeads).arg(a.heads);
        if (a.gatedMlp || a.ffn != 4 * a.hidden)
            differs << tr("the MLP is %1 wide%2")
                           .arg(f.integer(double(a.ffn)))
                           .arg(a.gatedMlp ? tr(" and gated") : QString());
        if (a.experts > 1)
            differs << tr("each token visits %1 experts").arg(a.expertsPerToken);
        return differs.isEmpty() ? tr("the layer differs from GPT's") : differs.join(QStringLiteral("; "));
    }
    case RuleCaveat::Efficiency:
        return tr("the rule assumes full recomputation (8·N FLOPs per token) at 40 % of peak; this run "
                  "does %1 per token at %2 MFU")
            .arg(f.flops(e.hardwareFlopsPerToken),
                 f.percent(e.predictedTime ? e.step.mfu : s.hardware.mfu.value_or(0.4)));
    case RuleCaveat::OtherStepParts:
        return tr("communication, memory-bound work and the optimizer take %1 of the step beside "
                  "the bubble")
            .arg(f.percent(std::max(
                0.0, 1 - (e.step[StepPart::PipelineBubble] + e.step[StepPart::Compute] + e.step[StepPart::Recompute]) /
                             std::max(1e-30, e.step.stepSeconds))));
    case RuleCaveat::AttentionKind: {
        const Architecture a = rs.model.arch.normalized();
        if (a.mla.enabled())
            return tr("multi-head latent attention caches a %1-wide latent per layer, not K and V "
                      "for every head")
                .arg(a.mla.kvLoraRank + a.mla.ropeHeadDim);
        if (a.local == AttentionKind::Linear)
            return tr("linear-attention layers hold a constant state instead of a growing cache");
        if (a.local != AttentionKind::Full && a.window > 0)
            return tr("sliding-window layers stop growing at %1 tokens").arg(f.integer(double(a.window)));
        if (a.kvHeads < a.heads)
            return tr("grouped-query attention caches %1 KV heads of %2").arg(a.kvHeads).arg(a.heads);
        return tr("the cache's width differs from the hidden size");
    }
    case RuleCaveat::KvAndBatch:
        return tr("the KV cache (%1), the batch's workspace and the overhead come on top of the "
                  "weights")
            .arg(f.bytes(e.perGpu[MemoryComponent::KvCache] * double(s.parallelism.tensor * s.parallelism.pipeline)));
    case RuleCaveat::FrozenWeights:
        return tr("the frozen weights need no weight gradients: the backward pass computes only the input "
                  "gradients, so adapters cost about 4·N·D, not 6·N·D (%1 here)")
            .arg(f.flops(e.totalFlops));
    }
    return {};
}

} // namespace headroom::app
