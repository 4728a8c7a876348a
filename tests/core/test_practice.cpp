#include "testutil.h"

#include "headroom/model/serving.h"
#include "headroom/practice.h"

#include <cmath>
#include <set>

using namespace headroom;
using namespace headroom::test;

namespace {

// Every classic question's answer is the core's own figure for its scenario,
// and every one has a worked solution (the figure's formula with numbers).
TEST(Practice, ClassicQuestionsHaveWorkedSolutions)
{
    auto questions = classicQuestions(builtinCatalog());
    ASSERT_TRUE(questions.ok()) << questions.error().message();
    ASSERT_GE(questions->size(), 8u);
    for (const Question& q : *questions) {
        SCOPED_TRACE(q.id);
        const Estimate e = estimated(q.scenario);
        const Figure& f = e.figure(q.figure);
        ASSERT_TRUE(f.present());
        EXPECT_FALSE(substitutedText(f.formula, f).empty());
        EXPECT_TRUE(std::isfinite(q.answer));
        EXPECT_GT(q.answer, 0);
        if (q.choiceCount > 0) {
            EXPECT_EQ(checkChoice(q, q.correctChoice), Verdict::Right);
        } else
            EXPECT_EQ(checkAnswer(q, q.answer), Verdict::Right);
    }
}

// The classic answers match the published facts they rehearse.
TEST(Practice, ClassicAnswersMatchPublishedFacts)
{
    auto questions = classicQuestions(builtinCatalog());
    ASSERT_TRUE(questions.ok());
    for (const Question& q : *questions) {
        if (q.id == "classic.bytes-per-parameter") {
            EXPECT_EQ(q.answer, 16.0);
        } // ZeRO §3.1: 2 + 2 + 12 bytes per parameter
        if (q.id == "classic.zero2-saving-64") {
            EXPECT_NEAR(q.answer / 1e9, 120.0 - 16.640625, 1e-9);
        } // ZeRO Fig. 1: 120 GB → 16.6 GB
        if (q.id == "classic.decode-memory-bound") {
            EXPECT_EQ(q.correctChoice, 0);
        } // memory bandwidth
        if (q.id == "classic.kv-cache-llama3-8b") {
            EXPECT_EQ(q.answer, 8.0 * 8192 * 131072);
        } // 128 KiB per token (GQA, 8 KV heads)
        if (q.id == "classic.kv-cache-deepseek-v3-mla") {
            EXPECT_EQ(q.answer, 4.0 * 32768 * 70272);
        } // DeepSeek-V2 §2.1: (512 + 64)·61·2 B = 70,272 B per token, every TP rank
        if (q.id == "classic.kv-cache-gpt-oss-windows") {
            EXPECT_EQ(q.answer, 4.0 * 2 * 8 * 64 * 2 * (18.0 * 32768 + 18.0 * 128));
        } // 18 full layers and 18 windows of 128 tokens, 8 KV heads of 64
        if (q.id == "classic.training-time-7b-2t") {
            const Estimate e = estimated(q.scenario);
            EXPECT_NEAR(q.answer, e.totalFlops / (512 * 312e12 * 0.4), q.answer * 1e-9);
        } // at the 40 % MFU the question names, on the A100's 312 TFLOP/s (datasheet)
        if (q.id == "classic.gpt3-layer-activations") {
            EXPECT_DOUBLE_EQ(q.answer, 2048.0 * 12288 * (10 + 24.0 / 8 + 5 * 96 * 2048 / (12288.0 * 8)));
        } // Korthikanti Eq. 2
    }
}

TEST(Practice, GeneratedQuestionsEqualTheFigures)
{
    for (Mode mode : kModes) {
        Scenario s;
        s.workload.mode = mode;
        s.activations.recompute = mode == Mode::Qlora ? Recompute::Full : Recompute::None;
        const ResolvedScenario rs = resolved(s);
        const Estimate e = estimated(s);
        const auto questions = questionsFor(rs, e);
        ASSERT_FALSE(questions.empty()) << toString(mode);
        for (const Question& q : questions) {
            SCOPED_TRACE(q.id);
            if (q.kind == QuestionKind::ModelStatesBytes) {
                EXPECT_EQ(q.answer, e.bytesPerParameterStates);
            } else if (q.kind == QuestionKind::DecodeBottleneck)
                EXPECT_EQ(q.correctChoice, e.bottleneck == Bottleneck::Memory ? 0 : 1);
            else
                EXPECT_EQ(q.answer, e.figure(q.figure).value);
        }
    }
}

TEST(Practice, AnswersAreCheckedWithTolerance)
{
    Question q;
    q.answer = 100;
    q.relativeTolerance = 0.1;
    EXPECT_EQ(checkAnswer(q, 100), Verdict::Right);
    EXPECT_EQ(checkAnswer(q, 109.9), Verdict::Right);
    EXPECT_EQ(checkAnswer(q, 89), Verdict::TooLow);
    EXPECT_EQ(checkAnswer(q, 111), Verdict::TooHigh);
    EXPECT_EQ(checkAnswer(q, NAN), Verdict::NotANumber);
    q.choiceCount = 2;
    q.correctChoice = 0;
    EXPECT_EQ(checkChoice(q, 0), Verdict::Right);
    EXPECT_NE(checkChoice(q, 1), Verdict::Right);
    EXPECT_EQ(checkChoice(q, 5), Verdict::NotANumber);
}

// ---- The practice bank (issue 16 item 6) ------------------------------------

// What the engine gives for a bank question, computed here from its scenario
// without the bank's own code path.
double engineAnswer(const Question& q)
{
    const ResolvedScenario rs = resolved(q.scenario);
    const Estimate e = estimated(q.scenario);
    const Gpu& g = rs.gpu;
    const auto states = [](const Estimate& x) {
        return x.perGpu[MemoryComponent::Weights] + x.perGpu[MemoryComponent::Gradients] +
               x.perGpu[MemoryComponent::MasterWeights] + x.perGpu[MemoryComponent::OptimizerStates];
    };
    switch (q.kind) {
    case QuestionKind::GpuMemory: return g.memoryBytes;
    case QuestionKind::GpuBandwidth: return g.bandwidthBytesPerS;
    case QuestionKind::GpuInterconnect: return g.interconnectBytesPerS;
    case QuestionKind::GpuPeakFlops: return g.peak(Precision::Bf16);
    case QuestionKind::RidgePoint: return g.peak(Precision::Bf16) / g.bandwidthBytesPerS;
    case QuestionKind::GpuPrecisionPeak: {
        for (const Given& t : q.givens)
            if (std::string_view(t.symbol) == "precision")
                return g.peak(Precision(int(t.value)));
        return NAN;
    }
    case QuestionKind::ScaleUpDomain: return double(g.gpusPerNode);
    case QuestionKind::DtypeBytes: return dtypeBytes(q.scenario.precision.weights);
    case QuestionKind::ModelStatesBytes: return e.bytesPerParameterStates;
    case QuestionKind::PipelineBubble: return e.step.bubbleFraction;
    case QuestionKind::ZeroSaving: {
        Scenario plain = q.scenario;
        plain.parallelism.zero = 0;
        return states(estimated(plain)) - states(e);
    }
    case QuestionKind::ServingConcurrency:
    case QuestionKind::ServingTpot:
    case QuestionKind::ServingTtft:
    case QuestionKind::ServingThroughput:
    case QuestionKind::ServingCost:
    case QuestionKind::ServingInputCost: {
        auto sv = evaluateServing(rs, builtinCatalog());
        if (!sv)
            ADD_FAILURE() << sv.error().message();
        if (!sv)
            return NAN;
        switch (q.kind) {
        case QuestionKind::ServingConcurrency: return double(sv->maxConcurrency);
        case QuestionKind::ServingTpot: return sv->chosen.tpotSeconds;
        case QuestionKind::ServingTtft: return sv->chosen.ttftSeconds;
        case QuestionKind::ServingThroughput: return sv->chosen.tokensPerSecondPerGpu;
        case QuestionKind::ServingInputCost: return sv->usdPerMillionInputCloud;
        default: return sv->usdPerMillionCloud;
        }
    }
    default: return e.figure(q.figure).value;
    }
}

const Question* findQuestion(const std::vector<Question>& bank, std::string_view id)
{
    for (const Question& q : bank)
        if (q.id == id)
            return &q;
    ADD_FAILURE() << "no question " << id;
    return nullptr;
}

TEST(PracticeBank, EightyDistinctQuestionsOverEveryTopicAndLevel)
{
    auto bank = practiceBank(builtinCatalog());
    ASSERT_TRUE(bank.ok()) << bank.error().message();
    EXPECT_GE(bank->size(), 80u);
    std::set<std::string> ids;
    std::set<Topic> topics;
    std::set<Level> levels;
    std::set<std::pair<Topic, Level>> places;
    for (const Question& q : *bank) {
        SCOPED_TRACE(q.id);
        EXPECT_TRUE(ids.insert(q.id).second) << "duplicate id";
        EXPECT_FALSE(q.id.empty());
        topics.insert(q.topic);
        levels.insert(q.level);
        places.insert({q.topic, q.level});
    }
    EXPECT_EQ(topics.size(), std::size_t(Topic::Count));
    EXPECT_EQ(levels.size(), std::size_t(Level::Count));
    // Every topic has at least two levels: a beginner is not left with experts only.
    for (int t = 0; t < int(Topic::Count); ++t) {
        int n = 0;
        for (int l = 0; l < int(Level::Count); ++l)
            n += places.count({Topic(t), Level(l)}) ? 1 : 0;
        EXPECT_GE(n, 2) << toString(Topic(t));
    }
    // Every concept is asked once.
    std::set<Concept> concepts;
    for (const Question& q : *bank)
        if (q.kind == QuestionKind::Conceptual)
            concepts.insert(q.idea);
    EXPECT_EQ(concepts.size(), std::size_t(Concept::Count) - 1);
}

TEST(PracticeBank, EveryQuestionIsAnswerableAndIsTheEnginesFigure)
{
    auto bank = practiceBank(builtinCatalog());
    ASSERT_TRUE(bank.ok()) << bank.error().message();
    for (const Question& q : *bank) {
        SCOPED_TRACE(q.id);
        if (q.choiceCount > 0) {
            EXPECT_GE(q.correctChoice, 0);
            EXPECT_LT(q.correctChoice, q.choiceCount);
            EXPECT_EQ(checkChoice(q, q.correctChoice), Verdict::Right);
            EXPECT_NE(checkChoice(q, (q.correctChoice + 1) % q.choiceCount), Verdict::Right);
            if (q.kind == QuestionKind::Conceptual) {
                EXPECT_NE(q.idea, Concept::None);
                EXPECT_EQ(q.choiceCount, conceptChoiceCount(q.idea));
                EXPECT_EQ(q.correctChoice, conceptAnswer(q.idea));
            }
            if (q.kind == QuestionKind::InputLimit) {
                EXPECT_EQ(q.correctChoice, int(estimated(q.scenario).pipeline.binding));
            }
            continue;
        }
        EXPECT_TRUE(std::isfinite(q.answer));
        EXPECT_GT(q.answer, 0);
        EXPECT_GT(q.relativeTolerance, 0);
        EXPECT_EQ(q.answer, engineAnswer(q));
        EXPECT_EQ(checkAnswer(q, q.answer), Verdict::Right);
        EXPECT_EQ(checkAnswer(q, q.answer * 2), Verdict::TooHigh);
        if (q.worked) {
            const Estimate e = estimated(q.scenario); // the figure lives in it
            EXPECT_TRUE(e.figure(q.figure).present());
        }
    }
}

// Spot checks against published figures.
TEST(PracticeBank, AnswersMatchPublishedFigures)
{
    auto bank = practiceBank(builtinCatalog());
    ASSERT_TRUE(bank.ok()) << bank.error().message();
    const auto answer = [&](std::string_view id) {
        const Question* q = findQuestion(*bank, id);
        return q ? q->answer : NAN;
    };
    // IEEE 754 binary32: 4 bytes; bfloat16 (Kalamkar et al. 2019): 2 bytes;
    // FP8 E4M3/E5M2 (Micikevicius et al. 2022, "FP8 Formats for Deep
    // Learning"): 1 byte; int4: half a byte.
    EXPECT_EQ(answer("bank.precision.bytes-fp32"), 4.0);
    EXPECT_EQ(answer("bank.precision.bytes-bf16"), 2.0);
    EXPECT_EQ(answer("bank.precision.bytes-fp8"), 1.0);
    EXPECT_EQ(answer("bank.precision.bytes-int4"), 0.5);
    // ZeRO (Rajbhandari et al. 2020) §3.1: mixed-precision Adam keeps 2 + 2 + 12
    // = 16 bytes per parameter.
    EXPECT_EQ(answer("classic.bytes-per-parameter"), 16.0);
    // ZeRO Figure 1 (7.5 B parameters, N_d = 64): 120 GB of model states per
    // GPU without ZeRO, 31.4 GB with P_os (ZeRO-1), 1.9 GB with P_os+g+p (ZeRO-3).
    EXPECT_NEAR(answer("bank.memory.zero1-saving") / 1e9, 120.0 - (30.0 + 12 * 7.5 / 64), 1e-9);
    EXPECT_NEAR(answer("bank.memory.zero3-saving") / 1e9, 120.0 - 16 * 7.5 / 64, 1e-9);
    // NVIDIA H200 datasheet: 141 GB of HBM3e at 4.8 TB/s
    // (https://www.nvidia.com/en-us/data-center/h200/).
    EXPECT_EQ(answer("bank.gpus.bandwidth-h200"), 4.8e12);
    // Issue 30. NVIDIA's aiconfigurator b300_sxm.yaml (Blackwell Ultra datasheet): INT8
    // 307 TOPS sparse, 153.5 dense; nvidia-smi 275,040 MiB. gb10.yaml: FP8 = FP16 ~213
    // TFLOPS on SM 12.1; 119.7 GiB usable to CUDA. GB300 NVL72: 72 GPUs in one NVLink
    // domain; Google TPU7x: 9,216 chips per pod; AWS Trn3 Gen2 UltraServer: 144 chips.
    // Apple M5 Max: 614 GB/s.
    EXPECT_EQ(answer("bank.gpus.int8-b300"), 153.5e12);
    EXPECT_EQ(answer("bank.gpus.fp8-gb10"), 213e12);
    EXPECT_EQ(answer("bank.gpus.memory-b300"), 275040.0 * 1048576);
    EXPECT_EQ(answer("bank.gpus.memory-gb10"), 128538451968.0);
    EXPECT_EQ(answer("bank.gpus.bandwidth-m5-max"), 614e9);
    EXPECT_EQ(answer("bank.multi.nvl72-domain"), 72.0);
    EXPECT_EQ(answer("bank.multi.ironwood-pod"), 9216.0);
    EXPECT_EQ(answer("bank.multi.trn3-ultraserver"), 144.0);
    // GeForce RTX 4090 specifications: 1,008 GB/s of GDDR6X
    // (https://www.nvidia.com/en-us/geforce/graphics-cards/40-series/rtx-4090/).
    EXPECT_EQ(answer("bank.gpus.bandwidth-rtx4090"), 1008e9);
    // NVIDIA H100 SXM datasheet: 3.35 TB/s of HBM3, 989 dense BF16 TFLOP/s
    // (1,979 with sparsity), 900 GB/s of NVLink;
    // https://www.nvidia.com/en-us/data-center/h100/
    EXPECT_EQ(answer("bank.gpus.bandwidth-h100"), 3.35e12);
    EXPECT_NEAR(answer("bank.why.peak-h100") / 1e12, 989, 1);
    EXPECT_EQ(answer("bank.gpus.nvlink-h100"), 900e9);
    // NVIDIA A100 datasheet: 2,039 GB/s (80 GB SXM), 312 BF16 TFLOP/s;
    // https://www.nvidia.com/en-us/data-center/a100/
    EXPECT_EQ(answer("bank.gpus.bandwidth-a100"), 2039e9);
    EXPECT_NEAR(answer("bank.why.ridge-a100"), 312e12 / 2039e9, 0.5);
    // Llama 2 7B (config.json: 32 layers, hidden 4096, 32 KV heads): 2·32·4096·2
    // bytes = 512 KiB per token in BF16; two sequences of 4,096 tokens = 4 GiB.
    EXPECT_EQ(answer("bank.memory.kv-llama2-7b-mha"), 2 * 4096.0 * 2 * 32 * 4096 * 2);
    // Llama 3 70B (config.json: 80 layers, 8 KV heads of 128): 2·80·8·128 bytes
    // per token in FP8, 16 sequences of 2,560 tokens, split over TP 4.
    EXPECT_EQ(answer("bank.memory.kv-llama3-70b-fp8"), 16.0 * 2560 * 2 * 80 * 8 * 128 / 4);
}

const RuleComparison* findRule(const std::vector<RuleComparison>& rules, RuleKind kind)
{
    for (const auto& r : rules)
        if (r.rule == kind)
            return &r;
    return nullptr;
}

// Issue 12: one table of rules. Each comparison estimates the figure the
// table names, and a figure's explanation names the rule of its mode: the
// whole memory is "4–6× the weights" in training but "2 bytes per parameter
// + 20 %" in inference (the explanation used to say the training rule in both).
TEST(RulesOfThumb, OneTableNamesEachRulesFigure)
{
    for (Mode mode : {Mode::Train, Mode::Inference}) {
        Scenario s;
        s.workload.mode = mode;
        s.parallelism.gpus = 8;
        s.parallelism.pipeline = mode == Mode::Train ? 2 : 1;
        s.workload.globalBatchSize = 64;
        s.hardware.mfu.reset();
        const Estimate e = estimated(s);
        const auto rules = compareRulesOfThumb(resolved(s), e);
        ASSERT_GE(rules.size(), 4u);
        for (const RuleComparison& c : rules) {
            EXPECT_EQ(c.figure, ruleOfThumb(c.rule).figure) << toString(c.rule);
            EXPECT_TRUE(mode == Mode::Inference ? ruleOfThumb(c.rule).inference : ruleOfThumb(c.rule).training)
                << toString(c.rule);
            EXPECT_EQ(ruleOfThumbFor(c.figure, mode), c.rule) << toString(c.rule);
        }
    }
    EXPECT_EQ(ruleOfThumbFor(FigureId::MemoryTotal, Mode::Train), RuleKind::TrainingMultiple);
    EXPECT_EQ(ruleOfThumbFor(FigureId::MemoryTotal, Mode::Lora), RuleKind::TrainingMultiple);
    EXPECT_EQ(ruleOfThumbFor(FigureId::MemoryTotal, Mode::Inference), RuleKind::InferenceMemory);
    EXPECT_EQ(ruleOfThumbFor(FigureId::KvCache, Mode::Train), std::nullopt);
    for (int r = 0; r < int(RuleKind::Count); ++r) {
        EXPECT_EQ(ruleOfThumb(RuleKind(r)).rule, RuleKind(r));
        EXPECT_TRUE(*ruleOfThumb(RuleKind(r)).source) << toString(RuleKind(r));
    }
}

TEST(RulesOfThumb, SixteenBytesHoldsForMixedAdamButNotPureBf16)
{
    Scenario s;
    auto rules = compareRulesOfThumb(resolved(s), estimated(s));
    const RuleComparison* bytes = findRule(rules, RuleKind::BytesPerParameter);
    ASSERT_NE(bytes, nullptr);
    EXPECT_EQ(bytes->exact, 16);
    EXPECT_FALSE(bytes->misleading);
    s.precision.recipe = Recipe::PureBf16;
    rules = compareRulesOfThumb(resolved(s), estimated(s));
    bytes = findRule(rules, RuleKind::BytesPerParameter);
    EXPECT_TRUE(bytes->misleading);
    EXPECT_EQ(bytes->caveat, RuleCaveat::RecipeDiffers);
}

TEST(RulesOfThumb, SixNDMisleadsAtLongContext)
{
    Scenario s;
    s.workload.sequenceLength = 4096;
    auto rules = compareRulesOfThumb(resolved(s), estimated(s));
    EXPECT_FALSE(findRule(rules, RuleKind::SixND)->misleading); // +16 % at 4k
    s.workload.sequenceLength = 131072;
    rules = compareRulesOfThumb(resolved(s), estimated(s));
    const RuleComparison* r = findRule(rules, RuleKind::SixND);
    EXPECT_TRUE(r->misleading);
    EXPECT_EQ(r->caveat, RuleCaveat::AttentionFlops);
    EXPECT_GT(r->ratio, 2.0); // 12·L·a·d·s dwarfs 6N at 128k
}

// Korthikanti et al. 2022 Table 2: a GPT layer with selective recomputation
// keeps exactly 34·s·b·h bytes (16-bit, no tensor parallelism); full
// recomputation keeps only the input, 2·s·b·h, and the rule misleads.
TEST(RulesOfThumb, ActivationsPerLayerIsKorthikantisSelectiveGptLayer)
{
    Scenario s;
    s.model.kind = ModelSource::Kind::Architecture;
    s.model.architecture = gptArchitecture(24, 2048, 16);
    s.workload.sequenceLength = 2048;
    s.activations.recompute = Recompute::Selective;
    s.activations.flashAttention = false;
    auto rules = compareRulesOfThumb(resolved(s), estimated(s));
    const RuleComparison* r = findRule(rules, RuleKind::ActivationsPerLayer);
    ASSERT_NE(r, nullptr);
    EXPECT_DOUBLE_EQ(r->ruleValue, 34.0 * 2048 * 1 * 2048);
    EXPECT_DOUBLE_EQ(r->exact, r->ruleValue);
    EXPECT_FALSE(r->misleading);
    s.activations.recompute = Recompute::Full;
    rules = compareRulesOfThumb(resolved(s), estimated(s));
    r = findRule(rules, RuleKind::ActivationsPerLayer);
    EXPECT_DOUBLE_EQ(r->ratio, 2.0 / 34.0);
    EXPECT_TRUE(r->misleading);
    EXPECT_EQ(r->caveat, RuleCaveat::LayerShape);
}

// The legacy 2·L·h·bytes per token: exact for multi-head attention (Llama 2
// 7B, 32 layers × 4096 × 2 × 2 bytes = 512 KiB), 1/8 for Llama 2 70B's 8 KV
// heads of 64 (Touvron et al. 2023, §2.2 and Table 1: GQA), 576/(2·7168) for
// DeepSeek-V3's latent (DeepSeek-V2 paper §2.1.4: d_c + d_h^R = 512 + 64 per
// layer), and between for gpt-oss's 128-token windows on every other layer.
TEST(RulesOfThumb, KvPerTokenHoldsOnlyForMultiHeadAttention)
{
    const auto kvRule = [](const char* preset, std::int64_t prompt) {
        Scenario s;
        s.model.preset = preset;
        s.workload.mode = Mode::Inference;
        s.parallelism.gpus = 1;
        s.workload.promptTokens = prompt;
        s.workload.outputTokens = 0;
        const ResolvedScenario rs = resolved(s);
        auto rules = compareRulesOfThumb(rs, estimated(s));
        const RuleComparison* r = findRule(rules, RuleKind::KvPerToken);
        EXPECT_NE(r, nullptr) << preset;
        return r ? *r : RuleComparison{};
    };
    RuleComparison r = kvRule("llama-2-7b", 4096);
    EXPECT_DOUBLE_EQ(r.exact, 524288.0);
    EXPECT_DOUBLE_EQ(r.ratio, 1.0);
    r = kvRule("llama-2-70b", 4096);
    EXPECT_DOUBLE_EQ(r.ratio, 1.0 / 8);
    EXPECT_EQ(r.caveat, RuleCaveat::AttentionKind);
    r = kvRule("deepseek-v3", 4096);
    EXPECT_DOUBLE_EQ(r.exact, 61.0 * 576 * 2);
    EXPECT_NEAR(r.ratio, 576.0 / (2 * 7168), 1e-12);
    EXPECT_TRUE(r.misleading);
    // gpt-oss-120b: 36 layers, 8 KV heads of 64, every other layer a 128-token window.
    r = kvRule("gpt-oss-120b", 1280);
    const double perLayerToken = 2.0 * 8 * 64 * 2;
    EXPECT_DOUBLE_EQ(r.exact, 18 * perLayerToken + 18 * perLayerToken * 128.0 / 1280);
    EXPECT_EQ(r.caveat, RuleCaveat::AttentionKind);
}

// The rules a training run adds: 8·N·D/(n·0.4·peak) (Narayanan et al. 2021
// Eq. 4) against the predicted time, and the bubble (p − 1)/(v·m) against
// the bubble's share of the predicted step.
TEST(RulesOfThumb, TrainingTimeAndBubbleAgainstThePredictedStep)
{
    Scenario s;
    s.parallelism.gpus = 64;
    s.parallelism.pipeline = 4;
    s.parallelism.zero = 1;
    s.workload.globalBatchSize = 256;
    const Estimate e = estimated(s);
    auto rules = compareRulesOfThumb(resolved(s), e);
    const RuleComparison* time = findRule(rules, RuleKind::TrainingTime);
    ASSERT_NE(time, nullptr);
    EXPECT_DOUBLE_EQ(time->ruleValue, 8.0 * e.tokens * e.params.activePerToken / (64 * e.peakFlopsPerGpu * 0.4));
    EXPECT_DOUBLE_EQ(time->exact, e.gpuSeconds); // the rule is about the GPUs' work
    const RuleComparison* bubble = findRule(rules, RuleKind::PipelineBubble);
    ASSERT_NE(bubble, nullptr);
    // 64 GPUs / 4 stages = 16 replicas; 256 / (16 · 1) = 16 micro-batches.
    EXPECT_DOUBLE_EQ(bubble->ruleValue, 3.0 / 16);
    EXPECT_DOUBLE_EQ(bubble->exact, e.step[StepPart::PipelineBubble] / e.step.stepSeconds);
    EXPECT_LE(bubble->exact, bubble->ruleValue); // the step holds more than the ideal compute
    s.parallelism.pipeline = 1;
    rules = compareRulesOfThumb(resolved(s), estimated(s));
    EXPECT_EQ(findRule(rules, RuleKind::PipelineBubble), nullptr); // no pipeline, no bubble
}

// Inference memory ≈ 1.2 × 2 bytes per parameter: near for one short
// request, far off when the KV cache of a large batch comes on top.
TEST(RulesOfThumb, InferenceMemoryRuleAndTheKvCache)
{
    Scenario s;
    s.workload.mode = Mode::Inference;
    s.parallelism.gpus = 1;
    s.workload.microBatchSize = 1;
    s.workload.promptTokens = 512;
    s.workload.outputTokens = 128;
    auto rules = compareRulesOfThumb(resolved(s), estimated(s));
    const RuleComparison* r = findRule(rules, RuleKind::InferenceMemory);
    ASSERT_NE(r, nullptr);
    EXPECT_DOUBLE_EQ(r->ruleValue, 1.2 * 2 * 6738415616.0);
    EXPECT_FALSE(r->misleading);
    s.workload.microBatchSize = 32;
    s.workload.promptTokens = 4096;
    rules = compareRulesOfThumb(resolved(s), estimated(s));
    r = findRule(rules, RuleKind::InferenceMemory);
    EXPECT_TRUE(r->misleading);
    EXPECT_EQ(r->caveat, RuleCaveat::KvAndBatch);
}

TEST(RulesOfThumb, DecodeBandwidthRuleAndItsLimits)
{
    Scenario s;
    s.workload.mode = Mode::Inference;
    s.parallelism.gpus = 1;
    s.workload.microBatchSize = 1;
    s.workload.promptTokens = 128;
    s.workload.outputTokens = 16;
    auto rules = compareRulesOfThumb(resolved(s), estimated(s));
    const RuleComparison* r = findRule(rules, RuleKind::DecodeBandwidth);
    ASSERT_NE(r, nullptr);
    EXPECT_FALSE(r->misleading); // 80 % bandwidth efficiency, short context: within 30 %
    EXPECT_NEAR(r->ratio, 0.8, 0.01);
    s.workload.microBatchSize = 32;
    s.workload.promptTokens = 8192;
    rules = compareRulesOfThumb(resolved(s), estimated(s));
    EXPECT_EQ(findRule(rules, RuleKind::DecodeBandwidth)->caveat, RuleCaveat::KvCacheReads);
    s.workload.microBatchSize = 512;
    s.workload.promptTokens = 64;
    s.workload.outputTokens = 16;
    rules = compareRulesOfThumb(resolved(s), estimated(s));
    r = findRule(rules, RuleKind::DecodeBandwidth);
    EXPECT_TRUE(r->misleading);
    EXPECT_EQ(r->caveat, RuleCaveat::ComputeBound);
}

TEST(Presentation, RoundTrips)
{
    Presentation p;
    p.title = "Lecture 7: memory";
    Slide a;
    a.title = "Mixed precision Adam";
    a.notes = "16 bytes per parameter";
    a.figure = FigureId::OptimizerStates;
    Slide b;
    b.title = "Decoding";
    b.chart = ChartKind::Roofline;
    b.figure = FigureId::DecodeStep;
    b.scenario.workload.mode = Mode::Inference;
    b.scenario.precision.weights = DType::Int4;
    p.slides = {a, b};
    auto back = parsePresentation(presentationToJson(p));
    ASSERT_TRUE(back.ok()) << back.error().message();
    EXPECT_EQ(*back, p);
}

TEST(Presentation, BadSlideNamesItsPath)
{
    auto p = parsePresentation(R"({"format": "headroom-presentation", "slides": [
        {"title": "ok"}, {"scenario": {"parallelism": {"gpus": 0}}}]})",
                               "lecture.json");
    ASSERT_FALSE(p.ok());
    EXPECT_EQ(p.error().path, "slides[1].scenario.parallelism.gpus");
    EXPECT_EQ(p.error().file, "lecture.json");
    auto q = parsePresentation(R"({"format": "headroom-presentation", "slides": [{"figure": "no.such"}]})");
    ASSERT_FALSE(q.ok());
    EXPECT_EQ(q.error().path, "slides[0].figure");
}

// Issue 29 item 13: 6·N·D overstates a LoRA run because the frozen weights
// need no weight gradients (forward 2·N, input gradients 2·N: ≈ 4·N·D,
// docs/model.md §7), not because 6·N counts matmul parameters.
TEST(RulesOfThumb, LoraSixNdBlamesTheFrozenWeights)
{
    Scenario s;
    s.model.preset = "llama-2-70b";
    s.workload.mode = Mode::Lora;
    s.parallelism.gpus = 8;
    s.parallelism.zero = 1;
    const Estimate e = estimated(s);
    const auto rules = compareRulesOfThumb(resolved(s), e);
    const RuleComparison* r = findRule(rules, RuleKind::SixND);
    ASSERT_NE(r, nullptr);
    EXPECT_TRUE(r->misleading);
    EXPECT_EQ(r->caveat, RuleCaveat::FrozenWeights);
    // 4·N·D, plus the adapters' 6 per parameter and attention's 12·L·a·d·s,
    // against 6·N·D: between 4/6 and 0.8 at 4,096 tokens.
    EXPECT_GT(r->ratio, 4.0 / 6.0);
    EXPECT_LT(r->ratio, 0.8);
}

// Issue 29 item 13: an inference estimate has no training activation figure
// (what a layer keeps for backward, with the 34·s·b·h rule); its activations
// are one layer's workspace.
TEST(RulesOfThumb, InferenceHasNoTrainingActivationFigure)
{
    Scenario s;
    s.workload.mode = Mode::Inference;
    const Estimate e = estimated(s);
    EXPECT_FALSE(e.figure(FigureId::ActivationsPerLayer).present());
    EXPECT_TRUE(e.figure(FigureId::Activations).present());
    Scenario t;
    EXPECT_TRUE(estimated(t).figure(FigureId::ActivationsPerLayer).present());
}

} // namespace
