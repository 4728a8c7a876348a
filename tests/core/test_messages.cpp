// The core speaks in codes and data (issue 5): errors carry an Expect code
// with its arguments, formulas carry [word] codes, and the English defaults
// (headroom-cli's text) are complete. Also: one rule book for scenarios
// built in code and read from files.
#include "testutil.h"

#include "headroom/explain.h"

#include <cctype>
#include <regex>
#include <set>

using namespace headroom;
using namespace headroom::test;

namespace {

// Every scenario shape that selects a different formula text.
std::vector<Scenario> formulaScenarios()
{
    std::vector<Scenario> out;
    for (Mode mode : {Mode::Train, Mode::Lora, Mode::Qlora, Mode::Inference}) {
        for (Recompute rc : {Recompute::None, Recompute::Selective, Recompute::Full}) {
            for (bool flash : {false, true}) {
                Scenario s;
                s.workload.mode = mode;
                s.activations.recompute = rc;
                s.activations.flashAttention = flash;
                if (mode == Mode::Qlora)
                    s.precision.weights = DType::Nf4;
                out.push_back(s);
                // The exact Korthikanti case: GPT, no flash, no recompute.
                Scenario gpt = s;
                gpt.model.kind = ModelSource::Kind::Architecture;
                gpt.model.architecture = gptArchitecture(24, 2048, 16);
                out.push_back(gpt);
            }
        }
    }
    Scenario generic;
    generic.model.kind = ModelSource::Kind::Parameters;
    generic.model.parameters = 1e9;
    generic.model.activationBytesPerSample = 1e6;
    out.push_back(generic);
    Scenario moe;
    moe.model.preset = "mixtral-8x7b";
    out.push_back(moe);
    // Full recomputation of some layers only (recompute_layers), on
    // Megatron's account and on an eager stack's.
    Scenario someLayers;
    someLayers.activations.recompute = Recompute::Full;
    someLayers.activations.recomputeLayers = 8;
    someLayers.parallelism.pipeline = 2;
    out.push_back(someLayers);
    someLayers.software.stack = SoftwareStack::Fsdp2;
    someLayers.parallelism.pipeline = 1;
    someLayers.workload.globalBatchSize = someLayers.parallelism.gpus;
    out.push_back(someLayers);
    // A software stack's memory figures (docs/model.md §6b): the context, the
    // allocator's reserve and autocast's weight copies.
    Scenario hf;
    hf.model.preset = "llama-2-7b";
    hf.precision.recipe = Recipe::AmpBf16;
    hf.parallelism.gpus = 8;
    hf.software.stack = SoftwareStack::HfTransformers;
    out.push_back(hf);
    // The stack's own workings (the peak's moment): freed gradients, eager
    // layers (checkpointed too), the loss (chunked too), the engines' pools.
    Scenario hf1 = hf;
    hf1.parallelism.gpus = 1;
    hf1.workload.globalBatchSize = 1;
    out.push_back(hf1);
    hf1.activations.recompute = Recompute::Full;
    hf1.software.loss = LossKernel::Chunked;
    hf1.workload.mode = Mode::Lora;
    hf1.workload.microBatchSize = hf1.workload.globalBatchSize = 8;
    out.push_back(hf1);
    for (SoftwareStack engine : {SoftwareStack::Vllm, SoftwareStack::HfTransformers}) {
        Scenario serve;
        serve.workload.mode = Mode::Inference;
        serve.workload.microBatchSize = 16;
        serve.software.stack = engine;
        out.push_back(serve);
    }
    // Section 1b's kinds: MLA, sliding windows with sinks, QK-norm MoE.
    for (const char* preset : {"deepseek-v3", "gpt-oss-120b", "qwen3-30b-a3b"}) {
        for (Mode mode : {Mode::Train, Mode::Inference}) {
            Scenario s;
            s.model.preset = preset;
            s.workload.mode = mode;
            s.parallelism.gpus = 64;
            s.parallelism.zero = 3;
            out.push_back(s);
        }
    }
    Scenario hfu;
    hfu.hardware.hfu = 0.5;
    out.push_back(hfu);
    // The rates the step is timed at: a power limit, torchtitan's sustained
    // share, FlashAttention at 64-wide heads (the tensor cores' and the
    // attention kernel's figures).
    Scenario limited;
    limited.model.kind = ModelSource::Kind::Architecture;
    limited.model.architecture = gptArchitecture(24, 2048, 32);
    limited.hardware.gpu = "h100-sxm";
    limited.hardware.powerLimitWatts = 500;
    limited.software.stack = SoftwareStack::Fsdp2;
    limited.parallelism.gpus = 8;
    limited.parallelism.zero = 3;
    out.push_back(limited);
    // The Trainer's FSDP accumulating four micro-batches: whole gradients
    // under no_sync.
    Scenario accumulating = hf;
    accumulating.parallelism.zero = 3;
    accumulating.workload.microBatchSize = 1;
    accumulating.workload.globalBatchSize = 32;
    out.push_back(accumulating);
    Scenario fixed;
    fixed.hardware.mfu = 0.4;
    out.push_back(fixed);
    // The predicted step with every parallel dimension: bubble, TP, ZeRO-3.
    Scenario parallel;
    parallel.parallelism.gpus = 32;
    parallel.parallelism.tensor = 2;
    parallel.parallelism.pipeline = 2;
    parallel.parallelism.zero = 3;
    out.push_back(parallel);
    return out;
}

// What is left of a formula once its {symbols} and [words] are taken out.
std::string mathOnly(const char* formula)
{
    static const std::regex codes(R"(\{[A-Za-z0-9]+(\|[a-z_]+)?\}|\[[a-z_]+\])");
    return std::regex_replace(formula, codes, " ");
}

} // namespace

TEST(Messages, EveryExpectationHasAnEnglishDefaultAndAUniqueName)
{
    std::set<std::string> names;
    for (int i = 0; i < int(Expect::Count); ++i) {
        Error e;
        e.expect = Expect(i);
        e.args = {"A", "B", "C", "D"};
        const std::string text = e.expectText();
        if (e.expect != Expect::Nothing) {
            EXPECT_FALSE(text.empty()) << expectName(e.expect);
        }
        EXPECT_EQ(text.find('{'), std::string::npos) << text;
        EXPECT_TRUE(names.insert(expectName(e.expect)).second) << expectName(e.expect);
    }
}

TEST(Messages, ArgumentsFillTheirPlaceholders)
{
    EXPECT_EQ(fillArgs("a divisor of {0} ({1})", {"heads", "32"}), "a divisor of heads (32)");
    EXPECT_EQ(fillArgs("{1} then {0}", {"x"}), " then x"); // a missing argument stays empty
    EXPECT_EQ(fillArgs("{no}", {}), "{no}");
    EXPECT_EQ(numberArg(1048576), "1048576");
    EXPECT_EQ(numberArg(1e18), "1e+18");
    EXPECT_EQ(numberArg(0.0001), "0.0001");
}

TEST(Messages, ErrorsCarryCodesAndDataNotSentences)
{
    const Catalog& catalog = builtinCatalog();
    struct Case {
        const char* json;
        ErrorCode code;
        Expect expect;
        std::vector<std::string> args;
    };
    const Case cases[] = {
        {R"({"parallelism": {"gpus": 0}})", ErrorCode::OutOfRange, Expect::IntegerRange, {"1", "1048576"}},
        {R"({"parallelism": {"gpus": "8"}})", ErrorCode::WrongType, Expect::IntegerRange, {"1", "1048576"}},
        {R"({"workload": {"mode": "serve"}})",
         ErrorCode::UnknownValue,
         Expect::OneOf,
         {"train, lora, qlora, inference"}},
        {R"({"version": 9})", ErrorCode::Unsupported, Expect::NewerVersion, {"2"}},
        {R"({"colour": 1})", ErrorCode::UnknownField, Expect::KnownFields, {}},
        {R"({"model": {"architecture": {"layers": 2, "hidden": 100, "heads": 3}}})",
         ErrorCode::Inconsistent,
         Expect::DivisorOfHiddenOrHeadDim,
         {"100"}},
        {"{\"model\": ", ErrorCode::Parse, Expect::ValidJson, {}},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.json);
        auto s = parseScenario(c.json, "s.json");
        ASSERT_FALSE(s.ok());
        const Error& e = s.error();
        EXPECT_EQ(e.code, c.code) << e.message();
        EXPECT_EQ(e.expect, c.expect) << e.message();
        if (!c.args.empty()) {
            EXPECT_EQ(e.args, c.args);
        }
        EXPECT_EQ(e.message().find('{'), std::string::npos) << e.message();
    }
    // An engine rule: tensor parallel must divide the heads.
    Scenario s;
    s.parallelism.tensor = 3;
    s.parallelism.gpus = 6;
    auto est = estimate(s, catalog);
    ASSERT_FALSE(est.ok());
    EXPECT_EQ(est.error().path, "parallelism.tensor");
    EXPECT_EQ(est.error().expect, Expect::DivisorOf);
    EXPECT_EQ(est.error().args, (std::vector<std::string>{"heads", "32"}));
    EXPECT_EQ(est.error().message(), "parallelism.tensor: expected a divisor of heads (32), got 3");
}

TEST(Messages, FormulasAreMathWithWordCodes)
{
    const auto keys = formulaWordKeys();
    const std::set<std::string_view> known(keys.begin(), keys.end());
    std::set<std::string> used;
    for (const Scenario& s : formulaScenarios()) {
        auto e = estimate(s, builtinCatalog());
        ASSERT_TRUE(e.ok()) << e.error().message();
        for (const Figure& f : e->figures) {
            for (const char* text : {f.formula, f.rule}) {
                if (!text)
                    continue;
                // [word], and {symbol|word}: a part whose value the worked text shows.
                static const std::regex word(R"(\[([a-z_]+)\]|\{[A-Za-z0-9]+\|([a-z_]+)\})");
                const std::string t(text);
                for (std::sregex_iterator it(t.begin(), t.end(), word), end; it != end; ++it) {
                    const std::string key = (*it)[1].matched ? (*it)[1].str() : (*it)[2].str();
                    EXPECT_TRUE(known.count(key)) << "unknown word code " << key << " in " << t;
                    used.insert(key);
                }
                // Outside the codes: symbols, digits and operators only; at
                // most a function name (max, exp: Daly's wall clock) or a
                // subscripted symbol (d_out).
                static const std::regex prose(R"([A-Za-z]{3,})");
                const std::string math = mathOnly(text);
                for (std::sregex_iterator it(math.begin(), math.end(), prose), end; it != end; ++it) {
                    const std::string w = (*it)[0].str();
                    EXPECT_TRUE(w == "max" || w == "min" || w == "exp" || w == "out" || w == "Korthikanti")
                        << "prose '" << w << "' in " << t;
                }
                const std::string shown = formulaText(text);
                EXPECT_EQ(shown.find('['), std::string::npos) << shown;
                EXPECT_EQ(shown.find('{'), std::string::npos) << shown;
            }
        }
    }
    // Every word the table lists is used by some formula: no dead entries.
    for (std::string_view k : keys)
        EXPECT_TRUE(used.count(std::string(k))) << "word code never used: " << k;
}

TEST(Messages, FormulaWordsAreLookedUpThroughTheCaller)
{
    Figure f;
    f.set("{L}·([attention] + [mlp])", 1, "").term("L", 32);
    const FormulaWords upper = [](std::string_view key) { return "<" + std::string(key) + ">"; };
    EXPECT_EQ(formulaText(f.formula), "L·(attention + MLP)");
    EXPECT_EQ(formulaText(f.formula, upper), "L·(<attention> + <mlp>)");
    EXPECT_EQ(substitutedText(f.formula, f, upper), "32·(<attention> + <mlp>)");
}

// The window edits a Scenario in code; what it can estimate it must also be
// able to save and read back, so the engine and the reader share one rule book.
TEST(Rules, InlineArchitectureRulesHoldInTheEngineToo)
{
    Scenario s;
    s.model.kind = ModelSource::Kind::Architecture;
    s.model.architecture = gptArchitecture(4, 1000, 16);
    s.model.architecture.headDim = 0; // 1000 / 16 is not whole
    auto est = estimate(s, builtinCatalog());
    ASSERT_FALSE(est.ok());
    EXPECT_EQ(est.error().path, "model.architecture.heads");
    auto read = parseScenario(scenarioToJson(s));
    ASSERT_FALSE(read.ok());
    EXPECT_EQ(read.error().path, est.error().path);
    EXPECT_EQ(read.error().expect, est.error().expect);

    s.model.architecture = gptArchitecture(4, 1024, 16);
    s.model.architecture.experts = 4;
    s.model.architecture.expertsPerToken = 8;
    est = estimate(s, builtinCatalog());
    ASSERT_FALSE(est.ok());
    EXPECT_EQ(est.error().path, "model.architecture.experts_per_token");

    s.model.architecture = gptArchitecture(0, 1024, 16); // no layers
    est = estimate(s, builtinCatalog());
    ASSERT_FALSE(est.ok());
    EXPECT_EQ(est.error().path, "model.architecture.layers");
}

TEST(Rules, CheckScenarioAppliesTheReadersRulesToCode)
{
    Scenario s;
    EXPECT_FALSE(checkScenario(s).has_value());
    s.hardware.mfu = 0; // the reader refuses an MFU of 0
    auto e = checkScenario(s);
    ASSERT_TRUE(e.has_value());
    EXPECT_EQ(e->path, "hardware.mfu");
    EXPECT_EQ(e->code, ErrorCode::OutOfRange);
    s = Scenario{};
    s.workload.loraTargets.clear();
    s.workload.mode = Mode::Lora;
    e = checkScenario(s);
    ASSERT_TRUE(e.has_value());
    EXPECT_EQ(e->path.rfind("workload.lora_targets", 0), 0u) << e->path;
    // Zero or negative parallel sizes are errors, never a division by zero.
    s = Scenario{};
    s.parallelism.tensor = 0;
    auto est = estimate(s, builtinCatalog());
    ASSERT_FALSE(est.ok());
    EXPECT_EQ(est.error().code, ErrorCode::OutOfRange);
}
