// Every worked figure evaluates to its value (issue 27, "figures as
// expressions"): the formula the window, the CLI and the Markdown report
// print, with the numbers put in, is the number shown beside it.

#include "testutil.h"

#include "headroom/explain.h"
#include "headroom/model/serving.h"

#include <cmath>
#include <string>

using namespace headroom;
using namespace headroom::test;

namespace {

Figure withTerms(std::initializer_list<std::pair<const char*, double>> terms)
{
    Figure f;
    for (const auto& [symbol, value] : terms)
        f.term(symbol, value);
    return f;
}

double value(const char* formula, const Figure& f = {})
{
    const FormulaValue v = evaluateFormula(formula, f);
    EXPECT_TRUE(v.value.has_value()) << formula << ": " << v.error;
    return v.value.value_or(std::nan(""));
}

// Relative difference, with exact zero matching exact zero.
double relative(double a, double b)
{
    if (a == b)
        return 0;
    return std::fabs(a - b) / std::max(std::fabs(a), std::fabs(b));
}

// Checks one figure: its formula with its terms gives its value, and its rule
// of thumb (when it has terms) gives the rule's value.
void expectEvaluates(const Figure& fig, const std::string& where)
{
    if (!fig.present())
        return;
    const FormulaValue v = evaluateFormula(fig.formula, fig);
    ASSERT_TRUE(v.value.has_value()) << where << ": " << fig.formula << ": " << v.error;
    if (std::isfinite(fig.value)) {
        EXPECT_LE(relative(*v.value, fig.value), 1e-9)
            << where << ": " << fig.formula << " = " << substitutedText(fig.formula, fig) << " evaluates to "
            << *v.value << ", shown as " << fig.value;
    }
    EXPECT_LE(v.definitionError, 1e-9) << where << ": " << fig.formula;
    if (fig.rule && fig.termCount > 0 && std::string(fig.rule).find('{') != std::string::npos) {
        const FormulaValue r = evaluateFormula(fig.rule, fig);
        ASSERT_TRUE(r.value.has_value()) << where << " (rule): " << fig.rule << ": " << r.error;
        if (std::isfinite(fig.ruleValue)) {
            EXPECT_LE(relative(*r.value, fig.ruleValue), 1e-9)
                << where << " (rule): " << fig.rule << " evaluates to " << *r.value << ", shown as " << fig.ruleValue;
        }
    }
}

} // namespace

TEST(FormulaEvaluation, ArithmeticAsWritten)
{
    EXPECT_DOUBLE_EQ(value("2·3 + 4"), 10);
    EXPECT_DOUBLE_EQ(value("2 × 3 − 4 / 2"), 4);
    EXPECT_DOUBLE_EQ(value("−2·(3 + 1)"), -8);
    EXPECT_DOUBLE_EQ(value("10⁶"), 1e6);
    EXPECT_DOUBLE_EQ(value("2^(3 + 1)"), 16);
    EXPECT_DOUBLE_EQ(value("max(1, 5, 3) + min(2, 7)"), 7);
    EXPECT_DOUBLE_EQ(value("⌊7 / 2⌋ + ⌈7 / 2⌉"), 7);
    EXPECT_DOUBLE_EQ(value("3600 s/h · 2"), 7200);
    // Young/Daly's interval and the slowest of N GPUs (docs/model.md §7d, §7e).
    EXPECT_DOUBLE_EQ(value("√(2·8) + √4"), 6);
    EXPECT_NEAR(value("√(2·ln(1024))"), std::sqrt(2.0 * std::log(1024.0)), 1e-12);
    EXPECT_DOUBLE_EQ(value("2·ln(1)"), 0);
    EXPECT_NEAR(value("exp(1) − 1"), std::expm1(1.0), 1e-12);
}

TEST(FormulaEvaluation, TermsWordsAndNotes)
{
    const Figure f = withTerms({{"N", 7e9}, {"w", 2}, {"Z", 8}, {"R", 3}});
    EXPECT_DOUBLE_EQ(value("{N}·{w} / {Z}", f), 7e9 * 2 / 8);
    EXPECT_DOUBLE_EQ(value("{N}·4.127/8 (NF4) + {R|rest}·2 (bf16)", f), 7e9 * 4.127 / 8 + 6);
    EXPECT_DOUBLE_EQ(value("{N}·{w} ([layer_matrices]) + {R} [per_layer]", f), 14e9 + 3);
}

TEST(FormulaEvaluation, DefinitionsAreChecked)
{
    const Figure f = withTerms({{"a", 2}, {"b", 3}, {"f", 6}});
    const FormulaValue ok = evaluateFormula("{a} + {f}, {f} = {a}·{b}", f);
    ASSERT_TRUE(ok.value);
    EXPECT_DOUBLE_EQ(*ok.value, 8);
    EXPECT_DOUBLE_EQ(ok.definitionError, 0);
    const FormulaValue wrong = evaluateFormula("{a} + {f}, {f} = {a} + {b}", f);
    EXPECT_NEAR(wrong.definitionError, 1.0 / 6.0, 1e-12);
}

TEST(FormulaEvaluation, WhatCannotBeReadIsSaid)
{
    const Figure f = withTerms({{"a", 2}});
    EXPECT_FALSE(evaluateFormula("{a} + {missing}", f).value);
    EXPECT_FALSE(evaluateFormula("Σ {a}ᵢ over kinds", f).value);
    EXPECT_FALSE(evaluateFormula("({a} + 1", f).value);
    EXPECT_NE(evaluateFormula("{a} + {missing}", f).error.find("symbol"), std::string::npos);
}

// Every preset of the catalog in every mode, and the layouts that switch on
// the figures a single GPU leaves out (tensor, pipeline, data parallel,
// serving with speculative decoding and disaggregated pools).
TEST(FiguresAsExpressions, EveryPresetEveryModeEvaluatesToItsValue)
{
    const Catalog& catalog = builtinCatalog();
    int figures = 0;
    for (const ModelPreset& preset : catalog.models) {
        for (Mode mode : {Mode::Train, Mode::Lora, Mode::Qlora, Mode::Inference}) {
            if (mode != Mode::Train && mode != Mode::Inference && preset.spec.kind != ModelSpec::Kind::Transformer)
                continue;
            for (int layout = 0; layout < 3; ++layout) {
                Scenario s;
                s.model.preset = preset.spec.id;
                s.workload.mode = mode;
                if (layout == 1) {
                    s.parallelism.gpus = 64;
                    s.parallelism.zero = 1;
                } else if (layout == 2 && preset.spec.kind == ModelSpec::Kind::Transformer) {
                    s.parallelism.gpus = 16;
                    s.parallelism.tensor = 2;
                    s.parallelism.pipeline = 2;
                    s.parallelism.zero = 3;
                    s.workload.globalBatchSize = 64;
                    if (mode == Mode::Inference) {
                        s.serving.speculative.draftTokens = 3;
                        s.serving.speculative.acceptance = 0.7;
                        s.serving.prefillReplicas = 1;
                    }
                }
                auto rs = resolve(s, catalog);
                ASSERT_TRUE(rs) << rs.error().message();
                auto est = estimate(*rs);
                if (!est)
                    continue; // a layout the model cannot take (heads not divisible, …)
                const std::string where =
                    preset.spec.id + " " + std::string(toString(mode)) + " layout " + std::to_string(layout);
                for (const Figure& fig : est->figures) {
                    expectEvaluates(fig, where);
                    figures += fig.present() ? 1 : 0;
                }
                if (mode == Mode::Inference) {
                    auto sv = evaluateServing(*rs, catalog);
                    if (!sv)
                        continue; // does not fit
                    for (const Figure& fig : sv->figures) {
                        expectEvaluates(fig, where + " serving");
                        figures += fig.present() ? 1 : 0;
                    }
                }
            }
        }
    }
    EXPECT_GT(figures, 2000); // the loop really ran over the catalog
}

// Under a software stack (docs/model.md §6b) every memory figure is the
// peak moment's: the total adds the weight copies, the allocator's reserve
// and the CUDA context; the gradients set_to_none freed, the eager layers'
// saves, the loss's logits and the engine's pool show the stack's working,
// and each evaluates to the bar it explains.
TEST(FormulaEvaluation, EveryMemoryFigureUnderEachStackEvaluatesToItsBar)
{
    const Catalog& catalog = headroom::test::builtinCatalog();
    const struct {
        Mode mode;
        SoftwareStack stack;
        std::int64_t gpus;
        int zero;
        std::int64_t micro = 1;
        std::int64_t global = 0;
        Recompute recompute = Recompute::None;
        LossKernel loss = LossKernel::Stack;
        bool compile = false;
        std::int64_t tensor = 1;
    } cases[] = {{Mode::Train, SoftwareStack::HfTransformers, 1, 0},
                 {Mode::Lora, SoftwareStack::HfTransformers, 1, 0},
                 {Mode::Train, SoftwareStack::HfTransformers, 1, 0, 2, 8, Recompute::Full},
                 {Mode::Train, SoftwareStack::HfTransformers, 1, 0, 4, 4, Recompute::None, LossKernel::Chunked},
                 {Mode::Lora, SoftwareStack::HfTransformers, 1, 0, 8, 8, Recompute::Full, LossKernel::Chunked},
                 {Mode::Train, SoftwareStack::DeepSpeed, 8, 2},
                 {Mode::Train, SoftwareStack::DeepSpeed, 8, 3, 1, 32, Recompute::Full},
                 {Mode::Train, SoftwareStack::HfTransformers, 8, 3, 1, 32, Recompute::Full},
                 {Mode::Train, SoftwareStack::Fsdp2, 8, 3},
                 {Mode::Train, SoftwareStack::Fsdp2, 8, 3, 2, 16, Recompute::None, LossKernel::Stack, true},
                 {Mode::Inference, SoftwareStack::Vllm, 1, 0},
                 {Mode::Inference, SoftwareStack::Sglang, 1, 0},
                 {Mode::Inference, SoftwareStack::Sglang, 2, 0, 8, 0, Recompute::None, LossKernel::Stack, false, 2},
                 {Mode::Inference, SoftwareStack::LlamaCpp, 1, 0},
                 {Mode::Inference, SoftwareStack::HfTransformers, 1, 0, 16}};
    int changed = 0;
    for (const auto& c : cases) {
        Scenario s;
        s.model.preset = "llama-3-8b";
        s.hardware.gpu = "h200";
        s.workload.mode = c.mode;
        s.workload.microBatchSize = c.micro;
        s.workload.globalBatchSize = c.global > 0 ? c.global : c.gpus * c.micro;
        s.parallelism.gpus = c.gpus;
        s.parallelism.tensor = c.tensor;
        s.parallelism.zero = c.zero;
        s.activations.recompute = c.recompute;
        s.software.stack = c.stack;
        s.software.loss = c.loss;
        s.software.compile = c.compile;
        auto rs = resolve(s, catalog);
        ASSERT_TRUE(rs) << rs.error().message();
        auto est = estimate(*rs);
        ASSERT_TRUE(est) << est.error().message();
        const std::string where =
            std::string(toString(c.stack)) + " " + std::string(toString(c.mode)) + " micro " + std::to_string(c.micro);
        for (std::size_t i = 0; i < est->figures.size(); ++i)
            expectEvaluates(est->figures[i], where + " " + std::string(figureInfo(FigureId(i)).key));
        if (c.mode == Mode::Inference)
            if (auto sv = evaluateServing(*rs, catalog))
                for (const Figure& fig : sv->figures)
                    expectEvaluates(fig, where + " serving");
        EXPECT_NEAR(est->figure(FigureId::MemoryTotal).value, est->perGpu.total(), 1.0) << where;
        const std::pair<FigureId, MemoryComponent> bars[] = {
            {FigureId::Weights, MemoryComponent::Weights},
            {FigureId::Gradients, MemoryComponent::Gradients},
            {FigureId::MasterWeights, MemoryComponent::MasterWeights},
            {FigureId::OptimizerStates, MemoryComponent::OptimizerStates},
            {FigureId::Activations, MemoryComponent::Activations},
            {FigureId::Logits, MemoryComponent::Logits},
            {FigureId::KvCache, MemoryComponent::KvCache},
            {FigureId::Overhead, MemoryComponent::Overhead}};
        for (const auto& [id, component] : bars) {
            const Figure& fig = est->figure(id);
            if (!fig.present())
                continue;
            EXPECT_NEAR(fig.value, est->perGpu[component], 1e-9 * est->perGpu.total())
                << where << " " << figureInfo(id).key;
            changed += std::string_view(fig.source).find("docs/model.md §6b") != std::string_view::npos ||
                               std::string_view(fig.source).find("transformers") != std::string_view::npos ||
                               std::string_view(fig.source).find("vLLM") != std::string_view::npos ||
                               std::string_view(fig.source).find("SGLang") != std::string_view::npos
                           ? 1
                           : 0;
        }
    }
    EXPECT_GT(changed, 20); // the stack's own workings were shown, not only the papers'
}
