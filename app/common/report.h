#pragma once

#include "formatter.h"

#include "headroom/fixes.h"
#include "headroom/practice.h"

#include "headroom/estimate.h"
#include "headroom/model/rentorbuy.h"
#include "headroom/model/serving.h"

#include <QCoreApplication>
#include <QString>

#include <string_view>

namespace headroom::app {

// Words for the engine's codes, translated; the engine itself returns codes.
class Report {
    Q_DECLARE_TR_FUNCTIONS(Report)
public:
    static QString figureTitle(FigureId id);
    // The same, for a run counted in samples of one "token" each (a model
    // without layers: FLOPs per sample, not per token).
    static QString figureTitle(FigureId id, bool perSample);
    // As `e` shows it: per sample for a model counted in samples, and the
    // overhead named as the memory legend names it (a stack's CUDA context).
    static QString figureTitle(FigureId id, const Estimate& e);
    static QString warningMessage(Warning w);
    // A figure's source as cited under its formula: authors, titles, versions
    // and file names as written, the words around them translated ("read
    // rate: assumption"); a source of citations alone is shown as it is.
    static QString sourceText(const char* source);
    static std::string warningEnglish(Warning w); // the untranslated sentence (the result JSON's)
    // "Value out of range: scenario.json: parallelism.gpus: expected an
    // integer from 1 to 1048576, got 0", every word translated.
    static QString errorMessage(const Error& e);
    // What the value should have been (the error's Expect code and its data).
    static QString expectation(const Error& e);
    // An error's number as the user's locale writes it ("1,000,000"); any
    // other text as it is.
    static QString number(const QString& text);
    static QString componentName(MemoryComponent c);
    // The same, as a memory breakdown holds it: under a software stack's
    // accounting (not the papers') its Overhead slot is the CUDA context (§6b).
    static QString componentName(MemoryComponent c, bool papers);
    // The software stack by its name ("Hugging Face Transformers"), and short
    // ("HF Transformers") where a cell has little room.
    static QString stackName(SoftwareStack s);
    static QString stackShortName(SoftwareStack s);
    // A moment of one step: "the start of the backward", "the prefill".
    static QString momentName(MemoryMoment m);
    // The peak's moment, with its micro-batch when the step accumulates them.
    static QString peakMoment(const Formatter& f, const MemoryPeak& peak, const MemoryTimeline& timeline);
    // "Software: Hugging Face Transformers (eager), torch.compile": the stack in use.
    static QString softwareLine(const ResolvedScenario& rs, const Estimate& e);
    // ", power limit 500 of 700 W" when the board runs below its TDP, else empty.
    static QString powerLimitNote(const Formatter& f, const ResolvedScenario& rs);
    // "Peak: 62.1 GiB allocated at the start of the backward (activations
    // 30.2 GiB, logits 12.0 GiB, …); reserved 66.0 GiB; the process 66.5
    // GiB with the CUDA context": the stack's peak as a moment; empty under
    // the papers' accounting, which has no moment.
    static QString peakLine(const Formatter& f, const Estimate& e);
    // "KV cache: full layers", "KV cache: MLA latent", "KV cache: windowed layers", "Recurrent state".
    static QString kvPartName(KvPart p, bool latent);
    // The step chart's parts and what limits a step, translated.
    static QString stepPartName(StepPart p);
    static QString stepLimitName(StepLimit l);
    static QString bottleneckName(Bottleneck b);
    // What bounds the decode step: the GPU's bottleneck, or the host where
    // Python launches slower than the GPU runs (generate()).
    static QString decodeBoundName(const Estimate& e);
    // What an input limit is, as "storage reads" (docs/model.md §7c).
    static QString inputLimitName(InputLimit l);
    // The same as a row or legend names it: "Storage reads", "GPU step".
    static QString inputStageName(InputLimit l);
    // "Input-bound: storage reads 1.8 s per step vs 0.9 s GPU step; time and
    // cost are at that pace (the GPUs alone: 10 days)" when something other
    // than the GPU sets a training step's pace; else empty.
    static QString inputBound(const Formatter& f, const Estimate& e);
    // The wall clock on a machine that fails, with its lost parts and the
    // failure rate it assumes (docs/model.md §7d); empty without one.
    static QStringList goodputLines(const Formatter& f, const Scenario& s, const Estimate& e);
    // Every pipeline stage's layers, memory and time, the worst marked (§7f).
    static QStringList stageLines(const Formatter& f, const Estimate& e);
    // A step part or input stage as a sentence names it: "compute",
    // "memory-bound work", "CPU decoding", "the GPU step".
    static QString stepShareName(const StepShare& s);
    // What limits a step: "compute, 83 %; next: memory-bound work, 11 %".
    static QString limitedBy(const Formatter& f, const StepShares& s);
    // "Cloud or buy?" for one run: "Renting this run costs $691 (231 GPU-h);
    // buying its 8 GPUs with their servers $324 K, and the run's power $25.
    // Owning pays from 141 such runs a year (302 fit in a year)."
    static QString rentOrBuy(const Formatter& f, const RentOrBuy& r);
    // A fix that makes a scenario fit, as a button reads: "ZeRO stage 3
    // (time +4 %)", "Tensor parallel 2 on 2 GPUs", "Weights in q4_k_m".
    static QString fixText(const Fix& fix, const Formatter& f);
    static std::string fixEnglish(const Fix& fix); // the untranslated words, as the result JSON writes them
    // A memory figure is per GPU; its rule of thumb over P parameters is the
    // whole model's ("16 bytes × P"): said so wherever both stand side by side.
    static bool ruleIsWholeModel(FigureId id, const Figure& fig);
    // A figure's value in the unit it carries.
    static QString figureValue(const Formatter& f, FigureId id, double value);
    // A value in its unit (bytes, seconds, $/h, ...), as the figures show it.
    static QString unitValue(const Formatter& f, Unit unit, double value);
    // A rule of thumb in words, e.g. "≈ 16 bytes per parameter (mixed-precision
    // Adam)": the one wording of each rule (headroom/practice.h kRulesOfThumb).
    static QString ruleOfThumb(RuleKind r);

    // A formula as written on a whiteboard, and with the numbers put in, its
    // [word] codes in the current language (explain.h).
    static QString formula(const char* formula);
    static QString substituted(const char* formula, const Figure& figure);
    static QString formulaWord(std::string_view key); // empty when the table lacks the key

    // What sets a serving replica's concurrency: "the KV memory", "the TPOT limit".
    static QString servingLimitName(ServingLimit l);
    // The serving model's lines of the text report (inference mode).
    static QStringList servingLines(const Formatter& f, const ServingResult& r);
    // Plain text summary (headroom-cli --format text, clipboard), with the
    // serving model's lines when `serving` is given.
    static QString text(const Formatter& f, const ResolvedScenario& s, const Estimate& e,
                        const ServingResult* serving = nullptr);
    // Markdown with the worked formulas (--format markdown, Explain → Copy).
    static QString markdown(const Formatter& f, const ResolvedScenario& s, const Estimate& e,
                            const ServingResult* serving = nullptr);
    // ---- Prices and their age (docs/catalog.md "Prices and their age") ----
    // Today as "YYYY-MM-DD": HEADROOM_TODAY when it holds a date (reproducible
    // reports and tests), else the system's date.
    static QString today();
    // A catalog price's date and age: "2026-09-25, 2 months old", "2026, 10
    // months old", "a placeholder (2026-06)", "undated".
    static QString priceAge(const PriceSource& from, const QString& today);
    // Where a price a scenario uses comes from: "your price, saved with the
    // scenario", "catalog on-demand rate, 2026-09-25, 2 months old", "Headroom's
    // default: no catalog price for this GPU".
    static QString priceOrigin(const PriceChoice& c, const QString& today);
    // True when the price is the default, a placeholder, undated, or more than
    // six months old on `today`.
    static bool priceWarns(const PriceChoice& c, const QString& today);
    static QString cloudPricingName(CloudPricing p);
    // The text report's price lines: the cloud rate and the purchase price with
    // their provenance, any other rates the catalog knows, and the published
    // TCO tiers for the break-even.
    static QStringList priceLines(const Formatter& f, const ResolvedScenario& rs, const QString& today);
    // One sentence for the summary when a price needs checking; empty when not.
    static QString priceWarning(const Formatter& f, const ResolvedScenario& rs, const QString& today);
    // "owning as a hyperscaler", "owning as a neocloud", "renting".
    static QString tcoTierName(TcoTier t);
    // "268.6 GiB usable (288 GiB marketed)": the capacity "fits" uses, and the
    // vendor's figure beside it when there is one.
    static QString capacityText(const Formatter& f, const Gpu& g);

    // Results as CSV: key,value,unit rows.
    static QString csv(const ResolvedScenario& s, const Estimate& e, const ServingResult* serving = nullptr);

private:
    // A fix's words, translated or in the English of the result JSON.
    static QString fixWords(const Fix& fix, const Formatter& f, bool translated);
};

} // namespace headroom::app
