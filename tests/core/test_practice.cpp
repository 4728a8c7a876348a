#include "testutil.h"

#include "headroom/practice.h"

#include <cmath>

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
        }
        else
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
            }
            else if (q.kind == QuestionKind::DecodeBottleneck)
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

const RuleComparison* findRule(const std::vector<RuleComparison>& rules, RuleKind kind)
{
    for (const auto& r : rules)
        if (r.rule == kind)
            return &r;
    return nullptr;
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

} // namespace
