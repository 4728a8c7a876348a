#include "headroom/practice.h"

#include "jsonreader.h"

#include <algorithm>
#include <cmath>
#include <tuple>

namespace headroom {

using detail::json;
using detail::ObjectReader;

std::string_view toString(QuestionKind k)
{
    static constexpr std::string_view names[] = {
        "training-memory", "model-states-bytes", "zero-saving",  "activation-memory",
        "kv-cache-size",   "inference-weights",  "training-flops", "training-time",
        "decode-tokens-per-second", "decode-bottleneck", "break-even-hours", "pipeline-bubble",
        "gradient-reduction", "tensor-parallel-comm"};
    static_assert(std::size(names) == std::size_t(QuestionKind::Count));
    return names[std::size_t(k)];
}

std::string_view toString(ChartKind c)
{
    switch (c) {
    case ChartKind::Memory: return "memory";
    case ChartKind::Roofline: return "roofline";
    case ChartKind::Breakeven: return "breakeven";
    case ChartKind::Step: return "step";
    case ChartKind::Scaling: return "scaling";
    }
    return "memory";
}

std::string_view toString(RuleKind r)
{
    static constexpr std::string_view names[] = {"bytes-per-parameter", "training-multiple", "inference-two-bytes",
                                                 "six-n-d", "decode-bandwidth", "activations-per-layer",
                                                 "training-time", "pipeline-bubble", "kv-per-token",
                                                 "inference-memory"};
    static_assert(std::size(names) == std::size_t(RuleKind::Count));
    return names[std::size_t(r)];
}

std::string_view toString(RuleCaveat c)
{
    static constexpr std::string_view names[] = {"none",          "activations-dominate", "attention-flops",
                                                 "kv-cache-reads", "compute-bound",        "quantised-weights",
                                                 "sharded-states", "mixture-of-experts",   "recipe-differs",
                                                 "bandwidth-efficiency", "layer-shape", "efficiency",
                                                 "other-step-parts", "attention-kind", "kv-and-batch"};
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
        q.givens = {{"N", N}, {"gpus", double(s.parallelism.gpus)}, {"memory", rs.gpu.memoryBytes}};
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
        Question t = numeric(QuestionKind::TrainingTime, "scenario.training-time", s, e, FigureId::TrainingTime,
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

Expected<std::vector<Question>> classicQuestions(const Catalog& catalog)
{
    std::vector<Question> out;
    auto evaluate = [&](const Scenario& s) -> Expected<std::pair<ResolvedScenario, Estimate>> {
        auto r = resolve(s, catalog);
        if (!r)
            return r.error();
        auto e = estimate(*r);
        if (!e)
            return e.error();
        return std::make_pair(std::move(*r), std::move(*e));
    };

    // 1. Full fine-tuning of a 7B model with AdamW in mixed precision.
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
        Question q = numeric(QuestionKind::TrainingMemory, "classic.full-finetune-7b", s, r->second,
                             FigureId::MemoryTotal, ChartKind::Memory, 0.15);
        q.givens = {{"N", r->second.params.total}, {"s", 2048}, {"b", 1}};
        out.push_back(q);
        Question k = numeric(QuestionKind::ModelStatesBytes, "classic.bytes-per-parameter", s, r->second,
                             FigureId::OptimizerStates, ChartKind::Memory, 0.01);
        k.answer = r->second.bytesPerParameterStates; // 16 (ZeRO §3.1)
        k.unit = Unit::Count;
        out.push_back(k);
    }
    // 2. Why is decoding memory-bound? (Llama 2 7B, batch 1, H100)
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
        q.givens = {{"N", r->second.params.total}, {"bandwidth", r->first.gpu.bandwidthBytesPerS},
                    {"peak", r->second.peakFlopsPerGpu}};
        out.push_back(q);
        Question t = numeric(QuestionKind::DecodeTokensPerSecond, "classic.decode-tokens-per-second", s, r->second,
                             FigureId::InferenceTokensPerSecond, ChartKind::Roofline, 0.25);
        t.givens = q.givens;
        out.push_back(t);
    }
    // 3. What does ZeRO-2 save on 64 GPUs? (ZeRO paper's 7.5B model)
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
        Question q = numeric(QuestionKind::ZeroSaving, "classic.zero2-saving-64", s, zero2->second,
                             FigureId::Gradients, ChartKind::Memory, 0.05);
        q.answer = modelStates(base->second) - modelStates(zero2->second); // 120 − 16.6 GB
        q.unit = Unit::Bytes;
        q.givens = {{"N", 7.5e9}, {"gpus", 64}};
        out.push_back(q);
    }
    // 4. KV cache of Llama 3 8B for 8 sequences of 8k tokens in bf16.
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
        Question q = numeric(QuestionKind::KvCacheSize, "classic.kv-cache-llama3-8b", s, r->second,
                             FigureId::KvCache, ChartKind::Memory, 0.05);
        q.givens = {{"b", 8}, {"context", 8192}};
        out.push_back(q);
    }
    // 4b. The KV cache of current attention kinds (docs/model.md section 1b):
    // DeepSeek-V3's MLA latent, gpt-oss's alternating 128-token windows.
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
    // 5. Weights of a 70B model at int4 for inference.
    {
        Scenario s;
        s.model.preset = "llama-2-70b";
        s.workload.mode = Mode::Inference;
        s.precision.weights = DType::Int4;
        s.parallelism.gpus = 1;
        auto r = evaluate(s);
        if (!r)
            return r.error();
        Question q = numeric(QuestionKind::InferenceWeights, "classic.int4-70b-weights", s, r->second,
                             FigureId::Weights, ChartKind::Memory, 0.1);
        q.givens = {{"N", r->second.params.total}};
        out.push_back(q);
    }
    // 6. Training FLOPs and 7. time: Llama 2 7B on 2T tokens, 512 A100s at 40 % MFU.
    {
        Scenario s;
        s.model.preset = "llama-2-7b";
        s.hardware.gpu = "a100-80gb";
        s.parallelism.gpus = 512;
        s.workload.trainingTokens = 2e12;
        auto r = evaluate(s);
        if (!r)
            return r.error();
        Question f = numeric(QuestionKind::TrainingFlops, "classic.training-flops-7b-2t", s, r->second,
                             FigureId::TotalFlops, ChartKind::Roofline, 0.2);
        f.givens = {{"N", r->second.params.total}, {"D", 2e12}};
        out.push_back(f);
        Question t = numeric(QuestionKind::TrainingTime, "classic.training-time-7b-2t", s, r->second,
                             FigureId::TrainingTime, ChartKind::Roofline, 0.2);
        t.givens = {{"N", r->second.params.total}, {"D", 2e12}, {"gpus", 512}, {"MFU", 0.4},
                    {"peak", r->second.peakFlopsPerGpu}};
        out.push_back(t);
    }
    // 8. Activation memory of one GPT-3 layer (Korthikanti et al. 2022).
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
    }
    // 9. Break-even: an H100 at $30,000 against $3/GPU-hour.
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
    }
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
    auto add = [&](RuleKind rule, FigureId figure, double low, double high, double exact, RuleCaveat caveat) {
        RuleComparison c;
        c.rule = rule;
        c.figure = figure;
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
        add(RuleKind::BytesPerParameter, FigureId::OptimizerStates, 16, 16, e.bytesPerParameterStates,
            RuleCaveat::RecipeDiffers);
        // "Training needs 4–6× the weights" (per GPU, before sharding tricks).
        const double weights = e.perGpu[MemoryComponent::Weights];
        const double multiple = weights > 0 ? e.perGpu.total() / weights : 0;
        const bool activationsDominate = e.perGpu[MemoryComponent::Activations] + e.perGpu[MemoryComponent::Logits] >
                                         modelStates(e);
        add(RuleKind::TrainingMultiple, FigureId::MemoryTotal, 4, 6, multiple,
            s.parallelism.zero > 0 || s.parallelism.tensor > 1 ? RuleCaveat::ShardedStates
            : activationsDominate                              ? RuleCaveat::ActivationsDominate
                                                               : RuleCaveat::RecipeDiffers);
    }
    if (training) {
        // Kaplan et al. 2020 / Hoffmann et al. 2022: C ≈ 6·N·D.
        add(RuleKind::SixND, FigureId::TotalFlops, 6 * e.params.activePerToken * e.tokens,
            6 * e.params.activePerToken * e.tokens, e.totalFlops,
            moe ? RuleCaveat::MixtureOfExperts : RuleCaveat::AttentionFlops);
    } else {
        // "2 bytes per parameter for fp16 inference".
        const DType w = s.precision.weights;
        add(RuleKind::InferenceTwoBytes, FigureId::Weights, 2 * N, 2 * N, e.perGpu[MemoryComponent::Weights],
            w != DType::Bf16 && w != DType::Fp16 ? RuleCaveat::QuantisedWeights : RuleCaveat::ShardedStates);
        // Decode tokens/s ≈ bandwidth / model bytes.
        const double modelBytes = N * weightBytesPerParam(w);
        const double rule = modelBytes > 0 ? rs.gpu.bandwidthBytesPerS * double(s.parallelism.tensor) / modelBytes : 0;
        const double kvShare = e.perGpu[MemoryComponent::KvCache] / std::max(1.0, e.perGpu[MemoryComponent::Weights]);
        add(RuleKind::DecodeBandwidth, FigureId::InferenceTokensPerSecond, rule, rule, e.tokensPerSecondPerSequence,
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
        add(RuleKind::ActivationsPerLayer, FigureId::ActivationsPerLayer, 34 * sbh, 34 * sbh, e.activationBytesPerLayer,
            RuleCaveat::LayerShape);
    }
    if (training && e.tokens > 0) {
        // Narayanan et al. 2021 Eq. 4: T ≈ 8·T·P / (n·X), X at 40 % of peak
        // (the training-time figure's rule of thumb).
        const Figure& time = e.figure(FigureId::TrainingTime);
        if (time.present() && time.ruleValue > 0)
            add(RuleKind::TrainingTime, FigureId::TrainingTime, time.ruleValue, time.ruleValue, e.seconds,
                RuleCaveat::Efficiency);
    }
    if (training && e.predictedTime && s.parallelism.pipeline > 1 && e.step.stepSeconds > 0) {
        // Narayanan et al. 2021 §2.2: the bubble is (p − 1)/(v·m) of the ideal step.
        add(RuleKind::PipelineBubble, FigureId::PipelineBubble, e.step.bubbleFraction, e.step.bubbleFraction,
            e.step[StepPart::PipelineBubble] / e.step.stepSeconds, RuleCaveat::OtherStepParts);
    }
    if (transformer && !training) {
        // The legacy calculators' 2·L·h·bytes per token (every layer caches K
        // and V for every head) against the layer kinds' own cache (section 1b).
        const double eKv = dtypeBytes(s.precision.kvCache);
        const double context = double(s.workload.promptTokens + s.workload.outputTokens);
        const KvShape kv = kvShape(arch);
        add(RuleKind::KvPerToken, FigureId::KvCache, 2.0 * double(arch.layers) * double(arch.hidden) * eKv,
            2.0 * double(arch.layers) * double(arch.hidden) * eKv,
            context > 0 ? kv.elements(context) * eKv / context : 0, RuleCaveat::AttentionKind);
    }
    if (!training) {
        // "Inference needs the 16-bit weights plus about 20 %": against the
        // whole model's memory on the GPUs it spans (per GPU × tensor × pipeline).
        const double spanned = e.perGpu.total() * double(s.parallelism.tensor * s.parallelism.pipeline);
        add(RuleKind::InferenceMemory, FigureId::MemoryTotal, 1.2 * 2 * N, 1.2 * 2 * N, spanned,
            weightBytesPerParam(s.precision.weights) != 2 ? RuleCaveat::QuantisedWeights : RuleCaveat::KvAndBatch);
    }
    return out;
}

// ---- Presenter sequences ----------------------------------------------------

namespace {

std::optional<FigureId> figureFromKey(std::string_view key)
{
    for (std::size_t i = 0; i < kFigureCount; ++i)
        if (key == figureInfo(FigureId(i)).key)
            return FigureId(i);
    return std::nullopt;
}

std::optional<ChartKind> chartFromString(std::string_view s)
{
    for (ChartKind c : {ChartKind::Memory, ChartKind::Roofline, ChartKind::Breakeven, ChartKind::Step, ChartKind::Scaling})
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
                sr.enumeration("chart", slide.chart, chartFromString, Expect::OneOf, "memory, roofline, breakeven");
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
    if (auto e = detail::readFile(path, text, 16u << 20))
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
