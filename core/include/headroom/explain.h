#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace headroom {

// Every figure the engine reports, so each can carry its working.
enum class FigureId : std::uint8_t {
    ParamsTotal,
    ParamsTrainable,
    ParamsActive,
    Weights,
    Gradients,
    MasterWeights,
    OptimizerStates,
    ActivationsPerLayer,
    Activations,
    Logits,
    KvCache,
    Overhead,
    MemoryTotal,
    Headroom,
    FlopsPerToken,
    HardwareFlopsPerToken,
    TotalFlops,
    GpuTrainingTime, // the run at the GPU step's pace
    StepTime,
    PipelineBubble,
    TensorParallelComm,
    DataParallelComm,
    PredictedMfu,
    InputStorage,
    InputPcie,
    InputDecode,
    CheckpointWrite,
    CheckpointPerStep,
    InputBoundStep,
    TrainingTime, // the run at the pace of the step with inputs and checkpoints
    GpuHours,
    Energy,
    PrefillTime,
    DecodeMemoryTime,
    DecodeComputeTime,
    DecodeStep,
    InferenceTokensPerSecond,
    MaxBatch,
    CloudCost,
    CostPerMillionTokens,
    OnpremRate,
    OnpremCost,
    BreakevenHours,
    // The run at scale (docs/model.md §7d-7f): failures and checkpoints, the
    // slowest GPU, the pipeline's bubble as a share of the step.
    JobMtbf,
    LostPerFailure,
    OptimalCheckpointInterval,
    WallClockTime,
    Goodput,
    StragglerSlowdown,
    BubbleShare,
    TensorCoreRate, // the tensor cores' rate a step's GEMMs see: power limit, the stack's sustained share
    AttentionRate,  // FlashAttention's rate: the kernel's share of peak at head dim 128, its head-dim ratio
    AdapterTime,    // PEFT's LoRA adapters' memory-bound work per step (eager stacks)
    // Serving (docs/model.md §8b), at the chosen concurrency: these live in
    // ServingResult::figures, not in an Estimate (explainedFigure()).
    ServingKvPerSequence,
    ServingKvBudget,
    ServingMaxConcurrency,
    ServingPrefill,
    ServingDecodeStep,
    ServingTokensPerVerification,
    ServingTpot,
    ServingTtft,
    ServingTokensPerGpu,
    ServingCostCloud,
    ServingCostOnprem,
    ServingInputCostCloud,
    Count
};

inline constexpr std::size_t kFigureCount = static_cast<std::size_t>(FigureId::Count);
// The figures an Estimate holds (the serving ones follow them). Every
// estimate copies its table, so it carries only its own.
inline constexpr std::size_t kEstimateFigureCount = static_cast<std::size_t>(FigureId::ServingKvPerSequence);

enum class Unit : std::uint8_t {
    Count,
    Bytes,
    Flops,
    Seconds,
    Hours,
    Usd,
    UsdPerHour,
    KWh,
    Ratio,
    FlopsPerSecond,
    BytesPerSecond
};

// One input of a formula: its symbol as it stands in the formula, its value
// and the unit it is written in when the numbers are put in ("12.6 GiB").
// No default member initializers: an estimate's figure table is made without
// zeroing 16 terms of each of its figures (Figure below); `Term{}` is zero.
struct Term {
    const char* symbol;
    double value;
    Unit unit;
    bool operator==(const Term&) const = default;
};

// A figure with its working: formula with {symbol} placeholders and [word]
// codes (a string
// literal chosen by the case that applied), the values put into it, the
// result, and the rule of thumb an interviewer would quote with its value.
//
// Only the first termCount terms are ever set or read: a figure made by
// default-initialization (FigureTable's, make_unique_for_overwrite) leaves the
// rest unwritten, and copies and comparisons stop at termCount. `Figure{}`
// zeroes everything.
struct Figure {
    const char* formula = nullptr; // nullptr: the figure does not apply
    const char* rule = nullptr;    // rule of thumb, same placeholder syntax, or nullptr
    const char* source = "";
    double value = 0;
    double ruleValue = 0;
    std::uint8_t termCount = 0;
    std::array<Term, 16> terms;

    Figure() = default;
    Figure(const Figure& o) { *this = o; }
    Figure& operator=(const Figure& o)
    {
        formula = o.formula;
        rule = o.rule;
        source = o.source;
        value = o.value;
        ruleValue = o.ruleValue;
        termCount = o.termCount;
        std::copy_n(o.terms.begin(), termCount, terms.begin());
        return *this;
    }
    bool present() const { return formula != nullptr; }
    bool operator==(const Figure& o) const
    {
        return formula == o.formula && rule == o.rule && source == o.source && value == o.value &&
               ruleValue == o.ruleValue && termCount == o.termCount &&
               std::equal(terms.begin(), terms.begin() + termCount, o.terms.begin());
    }
    Figure& set(const char* f, double v, const char* src)
    {
        formula = f;
        value = v;
        source = src;
        termCount = 0;
        rule = nullptr;
        return *this;
    }
    Figure& term(const char* symbol, double v, Unit unit = Unit::Count)
    {
        if (termCount < terms.size())
            terms[termCount++] = Term{symbol, v, unit};
        return *this;
    }
    Figure& thumb(const char* r, double v)
    {
        rule = r;
        ruleValue = v;
        return *this;
    }
};

struct FigureInfo {
    FigureId id;
    const char* key; // stable id, e.g. "memory.weights"
    Unit unit;
};

const FigureInfo& figureInfo(FigureId id);

// Formulas hold symbols as {s} and words as [key], e.g.
// "{L}·([attention] + [mlp]) + {V}·{h} ([embedding])": the words are codes a
// front end translates; FormulaWords maps a key to its text (empty: English).
// {s|key} is a part with a value of its own: the formula says the word
// ("attention"), the worked text its value ("67.1 M").
using FormulaWords = std::function<std::string(std::string_view key)>;
std::string_view formulaWordEnglish(std::string_view key); // the key itself when unknown
std::vector<std::string_view> formulaWordKeys();           // every key the engine uses

// "{s}·{b}·{h}" -> "s·b·h" (the formula as written on a whiteboard).
std::string formulaText(const char* formula, const FormulaWords& words = {});
// "{s}·{b}" -> "4096·1" with each symbol replaced by its value in its unit,
// readably ("6.74 B·2 / 1", "989 TFLOP/s", "12.6 GiB").
std::string substitutedText(const char* formula, const Figure& figure, const FormulaWords& words = {});
// A formula evaluated with its figure's terms, as a whiteboard would: + − ·
// × / ^ and superscript powers, parentheses, max(), min(), √, ln(), exp(), ⌊ ⌋ and ⌈ ⌉;
// [words] and parenthesised notes after a complete operand ("(NF4)",
// "([embedding])"), and a unit after a number ("3600 s/h"), are read as
// text. A formula may end in ", {x} = …", a definition of one of its terms:
// `definitionError`, when given, receives how far the term is from it.
// `error` says what could not be read (a Σ over request kinds, an unknown
// symbol); the result is then nullopt. Tests hold every worked figure to its
// value with it, so a figure's working and its number cannot drift apart.
struct FormulaValue {
    std::optional<double> value;
    std::string error;
    double definitionError = 0; // |term − its definition| / max(|term|, tiny)
};
FormulaValue evaluateFormula(const char* formula, const Figure& figure);

// Compact number for formulas: integers exactly up to 1e15, else 3 significant digits.
std::string formatNumber(double v);
// A term's value in its unit: integers below 100,000 exactly, larger counts
// with K/M/B/T, bytes in binary units, rates and times in SI units.
std::string formatTerm(double v, Unit unit);

} // namespace headroom
