#pragma once

#include "chartrender.h"
#include "formatter.h"

#include "headroom/practice.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace headroom::app {

// A scenario analysed against the catalog (headroom/analysis.h): what a
// question, a rule of thumb or a slide is worked on.
using Evaluated = Analysis;
Expected<Evaluated> evaluateScenario(const Scenario& scenario, const Catalog& catalog);

// A unit the learner can answer in: "GiB" is 2^30 of the question's unit.
struct AnswerUnit {
    QString label;
    double factor = 1;
};

// Words for the practice codes of the core (questions, choices, verdicts,
// rules of thumb and their caveats). The core hands out codes and values;
// every sentence is made here, translatable, with numbers from the Formatter.
class PracticeText {
    Q_DECLARE_TR_FUNCTIONS(PracticeText)
public:
    static QString question(const Question& q, const Evaluated& ev, const Formatter& f);
    // What the question takes as given, e.g. "Mixed BF16 · AdamW · micro-batch 1 · …".
    static QString assumptions(const Question& q, const Evaluated& ev, const Formatter& f);
    static QStringList choices(const Question& q);

    static std::vector<AnswerUnit> answerUnits(const Question& q, const Formatter& f);
    static int defaultAnswerUnit(const Question& q, const Formatter& f);
    // An answer as people type it: a number in the language's or C's format
    // (1.4e10 too), with or without a unit of the question's kind ("14 GB",
    // "16 bytes/param", "2.5 days", "$1.2M", "47 %"). Without a unit it is in
    // `unitFactor` (the unit box's choice). In the question's base unit, or
    // nothing when the text is not a number and a unit of that kind.
    static std::optional<double> parseAnswer(const Question& q, const QString& text, const Formatter& f,
                                             double unitFactor);
    // A value in the question's unit, e.g. "118 GiB", "16 bytes per parameter".
    static QString answerValue(const Question& q, double value, const Formatter& f);
    static QString verdict(const Question& q, Verdict v, double given, const Formatter& f);

    // The rule's and the exact value of a comparison in the rule's own terms.
    static QString ruleValue(const RuleComparison& c, const Formatter& f);
    static QString exactValue(const RuleComparison& c, const Formatter& f);
    // "fine (within 30 %)" or by how much and why the rule misleads here.
    static QString misleads(const RuleComparison& c, const Evaluated& ev, const Formatter& f);
    static QString caveat(const RuleComparison& c, const Evaluated& ev, const Formatter& f);

    // The bank's filters and each question's place in them.
    static QString topicName(Topic t);
    static QString levelName(Level l);
    // The worked solution of a question that has no Explain figure: a
    // catalog fact with its sources, the serving model's numbers, or why the
    // right choice is right. Empty for questions worked by a figure.
    static QString working(const Question& q, const Evaluated& ev, const Formatter& f);

    static QString modelName(const ResolvedScenario& rs, const Formatter& f);
    static QString gpuName(const ResolvedScenario& rs);
    static QString sourceName(bool classic);
};

} // namespace headroom::app
