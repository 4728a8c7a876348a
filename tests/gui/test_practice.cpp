// Practice mode, the rules-of-thumb table and the presenter (issue 7): the
// answers shown are the core's figures, answers are judged by the core, every
// classic question has a worked solution and a chart, the table holds
// compareRulesOfThumb's values, and the presenter steps through the example
// presentation with the keys and saves what it shows.
#include "guitestutil.h"

#include "chartpicture.h"
#include "explainpanel.h"
#include "language.h"
#include "practicepanel.h"
#include "practicetext.h"
#include "presenterview.h"
#include "report.h"
#include "rooflinechartwidget.h"
#include "rulespanel.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>

#include <algorithm>
#include <cmath>
#include <set>

using namespace headroom;
using namespace headroom::app;

namespace {

QString examplePresentation()
{
    return test::testData(QStringLiteral("../../resources/examples/lecture-memory.headroom.json"));
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Text as shown, with the no-break spaces between numbers and units kept
// (QTextDocument::toPlainText turns them into plain spaces).
QString plain(const QString& html)
{
    QTextDocument doc;
    doc.setHtml(html);
    return doc.toRawText();
}

// A window at the documented size with the practice tab in front.
test::TestWindow practiceWindow()
{
    auto w = test::makeWindow();
    w->resize(1280, 800);
    w->tabs()->setCurrentWidget(w->practicePage());
    w->show();
    return w;
}

} // namespace

class TestPractice : public QObject {
    Q_OBJECT
private slots:
    void generatedAnswerIsTheFigure();
    void answersAreJudged();
    void answersReadAsPeopleTypeThem();
    void feedbackFollowsALanguageSwitch();
    void interviewSummaryFollowsALanguageSwitch();
    void progressIsKeptBetweenRuns();
    void interviewIsTimedRandomAndScored();
    void classicQuestionsHaveSolutionsAndCharts();
    void everyKindIsWorded();
    void bankFiltersByTopicAndLevel();
    void bankIsWordedInEnglishAndGerman();
    void germanModelNamesNeedNoDeclension();
    void rulesTableEqualsTheCore();
    void explanationNamesTheRuleOfItsMode();
    void examplePresentationParses();
    void presenterStepsWithKeys();
    void savedPresentationRoundTrips();
    void presenterShowsTheScenarioWithoutSlides();
    void presenterChartTextScalesWithTheSlide();
    void screenshots();
};

void TestPractice::generatedAnswerIsTheFigure()
{
    auto w = practiceWindow();
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    PracticePanel* p = w->practicePanel();
    p->setSource(PracticePanel::Source::Scenario);
    const auto& result = w->controller()->result();
    QVERIFY(result);
    const Estimate& e = result->estimate;
    QVERIFY(!p->questions().empty());
    for (int i = 0; i < int(p->questions().size()); ++i) {
        p->setCurrentIndex(i);
        const Question* q = p->currentQuestion();
        QVERIFY(q);
        const double figure =
            q->kind == QuestionKind::ModelStatesBytes ? e.bytesPerParameterStates : e.figure(q->figure).value;
        QCOMPARE(q->answer, figure);
        QVERIFY(!p->questionText().isEmpty());
        p->revealSolution();
        QVERIFY(p->solutionVisible());
        if (q->choiceCount == 0)
            QCOMPARE(p->expectedText(), PracticeText::answerValue(*q, figure, w->formatter()));
        QVERIFY(plain(p->solutionHtml()).contains(p->expectedText()));
    }
    // The first one is the memory per GPU, shown as the Explain tab shows it.
    p->setCurrentIndex(0);
    p->revealSolution();
    QVERIFY(p->currentQuestion()->kind == QuestionKind::TrainingMemory);
    QCOMPARE(p->expectedText(),
             Report::figureValue(w->formatter(), FigureId::MemoryTotal, e.figure(FigureId::MemoryTotal).value));

    // The questions follow the scenario.
    Scenario s = w->controller()->scenario();
    s.workload.sequenceLength = 8192;
    w->controller()->editScenario(s);
    w->controller()->flush();
    QCOMPARE(p->currentQuestion()->answer, w->controller()->result()->estimate.figure(FigureId::MemoryTotal).value);
    QVERIFY(!p->solutionVisible()); // a new question
}

void TestPractice::answersAreJudged()
{
    auto w = practiceWindow();
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    PracticePanel* p = w->practicePanel();
    p->resetScore(); // progress is kept between runs (and tests)
    p->setSource(PracticePanel::Source::Classic);
    const int count = int(p->questions().size());
    QVERIFY(count >= 8);
    int checked = 0;
    int right = 0;
    for (int i = 0; i < count; ++i) {
        p->setCurrentIndex(i);
        const Question q = *p->currentQuestion();
        if (q.choiceCount > 0) {
            p->chooseAnswer(q.correctChoice);
            QCOMPARE(int(p->check()), int(Verdict::Right));
            p->chooseAnswer((q.correctChoice + 1) % q.choiceCount);
            QVERIFY(p->check() != Verdict::Right);
            ++checked;
            ++right;
            continue;
        }
        // The exact answer in each unit offered is right; ten times off is wrong.
        for (int u = 0; u < p->unitBox()->count(); ++u) {
            const double factor = p->unitBox()->itemData(u).toDouble();
            p->setAnswer(QString::number(q.answer / factor, 'g', 17), u);
            QCOMPARE(int(p->check()), int(Verdict::Right));
        }
        const double first = p->unitBox()->itemData(0).toDouble();
        p->setAnswer(QString::number(q.answer / first / 10, 'g', 6), 0);
        QCOMPARE(int(p->check()), int(Verdict::TooLow));
        p->setAnswer(QString::number(q.answer / first * 10, 'g', 6), 0);
        QCOMPARE(int(p->check()), int(Verdict::TooHigh));
        p->setAnswer(QStringLiteral("lots"), 0);
        QCOMPARE(int(p->check()), int(Verdict::NotANumber));
        ++checked;
        ++right;
    }
    // Only each question's first answer counts.
    QCOMPARE(p->answered(), checked);
    QCOMPARE(p->score(), right);

    // Typed into the box and confirmed with Enter, in the default unit.
    p->setSource(PracticePanel::Source::Scenario);
    p->setCurrentIndex(0);
    const Question q = *p->currentQuestion();
    const double factor = p->unitBox()->currentData().toDouble();
    p->answerEdit()->clear();
    QTest::keyClicks(p->answerEdit(), QString::number(q.answer / factor * 3, 'g', 6));
    QTest::keyClick(p->answerEdit(), Qt::Key_Return);
    QVERIFY(p->verdictText().startsWith(PracticeText::tr("Too high")));
    QVERIFY(p->solutionVisible());
    QCOMPARE(p->answered(), checked + 1);
    QCOMPARE(p->score(), right);
}

// Issue 29 item 14: after a live switch of language the feedback line is
// worded in the new language, as checking the same answer again words it.
void TestPractice::feedbackFollowsALanguageSwitch()
{
    language::apply(QStringLiteral("en"));
    auto w = practiceWindow();
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    PracticePanel* p = w->practicePanel();
    p->setSource(PracticePanel::Source::Classic);
    int numeric = -1;
    for (int i = 0; i < int(p->questions().size()) && numeric < 0; ++i)
        if (p->questions()[std::size_t(i)].choiceCount == 0)
            numeric = i;
    QVERIFY(numeric >= 0);
    p->setCurrentIndex(numeric);
    const Question q = *p->currentQuestion();
    const int unit = p->unitBox()->currentIndex();
    // A whole number reads the same in English and German (no decimal point or comma).
    const QString tooHigh = QString::number(std::ceil(q.answer / p->unitBox()->currentData().toDouble() * 10), 'f', 0);
    p->setAnswer(tooHigh, unit);
    QCOMPARE(int(p->check()), int(Verdict::TooHigh));
    const QString english = p->verdictText();

    language::apply(QStringLiteral("de"));
    QCoreApplication::processEvents();
    w->controller()->flush();
    QCoreApplication::processEvents();
    const QString switched = p->verdictText();
    QVERIFY2(switched != english, qPrintable(switched));
    bool shown = false;
    for (QLabel* l : p->findChildren<QLabel*>())
        shown = shown || (l->isVisible() && l->text() == switched);
    QVERIFY2(shown, "the feedback line on screen is the reworded one");
    // The same answer checked again in German words it the same way.
    QCOMPARE(p->unitBox()->currentIndex(), unit);
    p->setAnswer(tooHigh, unit);
    QCOMPARE(int(p->check()), int(Verdict::TooHigh));
    QCOMPARE(switched, p->verdictText());
    language::apply(QStringLiteral("en"));
    QCoreApplication::processEvents();
}

// Issue 29 item 14: a finished interview's summary (the table where the
// solutions show, and the Markdown it saves) is worded again after a live
// switch of language, as finishing the same round in that language words
// it, and stays on screen rather than giving way to a question's solution.
void TestPractice::interviewSummaryFollowsALanguageSwitch()
{
    language::apply(QStringLiteral("en"));
    auto w = practiceWindow();
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    PracticePanel* p = w->practicePanel();
    // The same round each time (the seed), the same answers: right, then
    // wrong, …; whole numbers read the same in English and German.
    const auto play = [p] {
        p->startInterview(4, 11, 60);
        const int count = int(p->questions().size());
        for (int i = 0; i < count; ++i) {
            p->setCurrentIndex(i);
            const Question q = *p->currentQuestion();
            if (q.choiceCount > 0)
                p->chooseAnswer((q.correctChoice + i % 2) % q.choiceCount);
            else
                p->setAnswer(QString::number(
                    std::ceil(q.answer / p->unitBox()->currentData().toDouble() * (i % 2 ? 10 : 1)), 'f', 0));
            if (p->check() == Verdict::NotANumber)
                return false;
        }
        return p->interviewFinished();
    };
    // The seconds taken differ from round to round.
    const auto withoutSeconds = [](QString md) {
        static const QRegularExpression seconds(QStringLiteral("\\| [^|\\n]* \\|$"),
                                                QRegularExpression::MultilineOption);
        return md.replace(seconds, QStringLiteral("| |"));
    };
    QVERIFY(play());
    const QString english = p->interviewMarkdown();
    QVERIFY2(english.startsWith(QStringLiteral("# Headroom interview: ")), qPrintable(english));
    QVERIFY(plain(p->solutionHtml()).contains(QStringLiteral("Headroom interview: ")));

    language::apply(QStringLiteral("de"));
    QCoreApplication::processEvents();
    w->controller()->flush();
    QCoreApplication::processEvents();
    QVERIFY(p->interviewFinished());
    const QString switched = p->interviewMarkdown();
    QVERIFY2(switched.startsWith(QStringLiteral("# Headroom-Interview: ")), qPrintable(switched));
    // On screen: the summary, in German, not the last question's solution.
    const QString shown = plain(p->solutionHtml());
    QVERIFY2(shown.contains(QStringLiteral("Headroom-Interview: ")), qPrintable(shown));
    QVERIFY2(!shown.contains(QStringLiteral("Headroom interview")), qPrintable(shown));

    // Each question, answer and verdict as the same round finished in German words it.
    QVERIFY(play());
    QCOMPARE(withoutSeconds(switched), withoutSeconds(p->interviewMarkdown()));
    QVERIFY(withoutSeconds(switched) != withoutSeconds(english));
    language::apply(QStringLiteral("en"));
    QCoreApplication::processEvents();
}

// Issue 16 item 6: units as people type them.
void TestPractice::answersReadAsPeopleTypeThem()
{
    const app::Formatter english;
    Question bytes;
    bytes.unit = Unit::Bytes;
    const auto read = [&](const Question& q, const char* text, double factor = 1) {
        return PracticeText::parseAnswer(q, QString::fromUtf8(text), english, factor);
    };
    QCOMPARE(read(bytes, "14 GB"), std::optional<double>(14e9));
    QCOMPARE(read(bytes, "14GiB"), std::optional<double>(14.0 * 1073741824));
    QCOMPARE(read(bytes, "1.4e10"), std::optional<double>(1.4e10));
    QCOMPARE(read(bytes, "118", 1073741824.0), std::optional<double>(118.0 * 1073741824)); // the box's unit
    QCOMPARE(read(bytes, "512 KiB"), std::optional<double>(512.0 * 1024));
    QCOMPARE(read(bytes, "1,000 bytes"), std::optional<double>(1000));
    QVERIFY(!read(bytes, "14 parsecs"));
    QVERIFY(!read(bytes, "lots"));
    Question states;
    states.unit = Unit::Count;
    states.kind = QuestionKind::ModelStatesBytes;
    QCOMPARE(read(states, "16 bytes/param"), std::optional<double>(16));
    QCOMPARE(read(states, "16 B/param"), std::optional<double>(16));
    Question time;
    time.unit = Unit::Seconds;
    QCOMPARE(read(time, "2.5 days"), std::optional<double>(2.5 * 86400));
    QCOMPARE(read(time, "50 ms"), std::optional<double>(0.05));
    Question money;
    money.unit = Unit::Usd;
    QCOMPARE(read(money, "$1.2M"), std::optional<double>(1.2e6));
    QCOMPARE(read(money, "377 K"), std::optional<double>(377e3));
    Question share;
    share.unit = Unit::Ratio;
    QVERIFY(read(share, "47 %") && std::fabs(*read(share, "47 %") - 0.47) < 1e-12);
    Question params;
    params.unit = Unit::Count;
    QCOMPARE(read(params, "6.74 B"), std::optional<double>(6.74e9));
    Question flops;
    flops.unit = Unit::Flops;
    QCOMPARE(read(flops, "92.2 ZFLOP"), std::optional<double>(92.2e21));
    // German: a decimal comma.
    app::Formatter german(QLocale(QLocale::German), app::Formatter::ByteUnits::Binary, QStringLiteral("$"));
    QCOMPARE(PracticeText::parseAnswer(bytes, QStringLiteral("1,5 GB"), german, 1), std::optional<double>(1.5e9));

    // In the window: the first classic question answered with its unit typed,
    // whatever the unit box says.
    auto w = practiceWindow();
    PracticePanel* p = w->practicePanel();
    p->resetScore();
    p->setSource(PracticePanel::Source::Classic);
    for (int i = 0; i < int(p->questions().size()); ++i) {
        p->setCurrentIndex(i);
        const Question q = *p->currentQuestion();
        if (q.choiceCount > 0 || q.unit != Unit::Bytes)
            continue;
        p->setAnswer(QString::number(q.answer / 1073741824.0, 'g', 12) + QStringLiteral(" GiB"),
                     p->unitBox()->count() - 1);
        QCOMPARE(int(p->check()), int(Verdict::Right));
        break;
    }
}

// Issue 16 item 6: the classic questions' score survives a restart; Reset forgets it.
void TestPractice::progressIsKeptBetweenRuns()
{
    int answered = 0;
    {
        auto w = practiceWindow();
        PracticePanel* p = w->practicePanel();
        p->resetScore();
        p->setSource(PracticePanel::Source::Classic);
        p->setCurrentIndex(0);
        const Question q = *p->currentQuestion();
        if (q.choiceCount > 0)
            p->chooseAnswer(q.correctChoice);
        else
            p->setAnswer(QString::number(q.answer, 'g', 17), -1);
        if (q.choiceCount == 0)
            p->setAnswer(QString::number(q.answer / p->unitBox()->currentData().toDouble(), 'g', 17));
        QCOMPARE(int(p->check()), int(Verdict::Right));
        p->setCurrentIndex(1);
        p->revealSolution(); // looked first: answered, not right
        answered = p->answered();
        QCOMPARE(answered, 2);
        QCOMPARE(p->score(), 1);
    }
    auto again = practiceWindow();
    PracticePanel* p = again->practicePanel();
    QCOMPARE(p->answered(), answered);
    QCOMPARE(p->score(), 1);
    p->resetScore();
    QCOMPARE(p->answered(), 0);
    auto third = practiceWindow();
    QCOMPARE(third->practicePanel()->answered(), 0);
}

// Issue 16 item 6: an interview draws random questions (the seed fixes the
// order), scores the first answer to each with the time taken, ends when all
// are answered or time is up, and saves its summary as Markdown.
void TestPractice::interviewIsTimedRandomAndScored()
{
    auto w = practiceWindow();
    PracticePanel* p = w->practicePanel();
    const auto order = [p](quint32 seed) {
        p->startInterview(6, seed, 60);
        QStringList ids;
        for (const Question& q : p->questions())
            ids << QString::fromStdString(q.id);
        return ids;
    };
    const QStringList first = order(7);
    QCOMPARE(first.size(), 6);
    QCOMPARE(order(7), first); // the seed fixes the draw
    bool differs = false;
    for (quint32 seed : {1u, 2u, 3u, 4u})
        differs = differs || order(seed) != first;
    QVERIFY(differs);

    p->startInterview(5, 11, 60);
    QCOMPARE(p->source(), PracticePanel::Source::Interview);
    const int count = int(p->questions().size());
    QCOMPARE(count, 5);
    for (int i = 0; i < count; ++i) {
        p->setCurrentIndex(i);
        const Question q = *p->currentQuestion();
        const bool right = i < 3;
        if (q.choiceCount > 0) {
            p->chooseAnswer(right ? q.correctChoice : (q.correctChoice + 1) % q.choiceCount);
        } else {
            const double factor = p->unitBox()->currentData().toDouble();
            p->setAnswer(QString::number(q.answer / factor * (right ? 1 : 10), 'g', 17));
        }
        QVERIFY(p->check() != Verdict::NotANumber);
        QCOMPARE(p->interviewFinished(), i == count - 1);
    }
    QCOMPARE(p->interviewRight(), 3);
    const QString md = p->interviewMarkdown();
    QVERIFY2(md.startsWith(QStringLiteral("# Headroom interview: 3 of 5 right")), qPrintable(md));
    QCOMPARE(md.count(QStringLiteral("\n| ")), 6); // the header and five rows
    QCOMPARE(md.count(QStringLiteral("| right |")), 3);

    // Time up before the end: the rest reads "not answered".
    p->startInterview(4, 5, 60);
    p->setCurrentIndex(0);
    const Question q = *p->currentQuestion();
    if (q.choiceCount > 0)
        p->chooseAnswer(q.correctChoice);
    else
        p->setAnswer(QString::number(q.answer / p->unitBox()->currentData().toDouble(), 'g', 17));
    p->check();
    QVERIFY(!p->interviewFinished());
    p->finishInterview();
    QVERIFY(p->interviewFinished());
    QCOMPARE(p->interviewMarkdown().count(QStringLiteral("not answered")), 3);
    QCOMPARE(int(p->check()), int(Verdict::NotANumber)); // over: no more answers count

    // Saved as Markdown through the window's file prompt.
    QTemporaryDir dir;
    w.prompts->nextFileName = dir.filePath(QStringLiteral("interview.md"));
    auto* save = p->findChild<QPushButton*>();
    for (QPushButton* b : p->findChildren<QPushButton*>())
        if (b->isVisible() && b->text().contains(QStringLiteral("Summary")))
            save = b;
    QVERIFY(save && save->text().contains(QStringLiteral("Summary")));
    save->click();
    QFile saved(w.prompts->nextFileName);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(saved.readAll()), p->interviewMarkdown());
}

void TestPractice::classicQuestionsHaveSolutionsAndCharts()
{
    auto w = practiceWindow();
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    PracticePanel* p = w->practicePanel();
    p->setSource(PracticePanel::Source::Classic);
    const int count = int(p->questions().size());
    for (int i = 0; i < count; ++i) {
        p->setCurrentIndex(i);
        const Question& q = *p->currentQuestion();
        const Evaluated& ev = *p->currentEvaluation();
        QVERIFY2(!p->solutionVisible(), q.id.c_str());
        p->revealSolution();
        const QString shown = plain(p->solutionHtml());
        QVERIFY2(shown.contains(p->expectedText()), q.id.c_str());
        if (!q.worked) {
            // A catalog fact, the serving model's numbers or a concept's why.
            const QString working = PracticeText::working(q, ev, w->formatter());
            QVERIFY2(!working.isEmpty(), q.id.c_str());
            QVERIFY2(shown.contains(working), q.id.c_str());
            if (q.kind == QuestionKind::Conceptual) {
                QVERIFY(!p->chart()->hasChart());
                continue;
            }
            QVERIFY2(p->chart()->hasChart(), q.id.c_str());
            continue;
        }
        const Figure& fig = ev.estimate.figure(q.figure);
        QVERIFY2(fig.present(), q.id.c_str());
        const QString formula = QString::fromStdString(formulaText(fig.formula));
        const QString numbers = QString::fromStdString(substitutedText(fig.formula, fig));
        QVERIFY(!formula.isEmpty());
        QVERIFY(!numbers.isEmpty());
        const QString text = plain(p->solutionHtml());
        QVERIFY2(text.contains(formula), q.id.c_str());
        QVERIFY2(text.contains(numbers), q.id.c_str());
        QVERIFY2(text.contains(Report::figureTitle(q.figure)), q.id.c_str());
        // The chart the question asks for, drawn from the question's scenario.
        ChartPicture* chart = p->chart();
        QVERIFY(chart->hasChart());
        QVERIFY(chart->kind() == q.chart);
        chart->renderNow();
        QVERIFY2(!chart->image().isNull(), q.id.c_str());
        QVERIFY2(test::distinctColours(chart->image()) > 20, q.id.c_str());
    }
}

void TestPractice::everyKindIsWorded()
{
    // Every kind the core can ask has a sentence, every choice question its choices.
    auto bank = practiceBank(test::catalog());
    QVERIFY(bank);
    std::vector<Question> all = *bank;
    for (int variant = 0; variant < 3; ++variant) {
        Scenario s;
        s.workload.mode = variant == 1 ? Mode::Inference : Mode::Train;
        if (variant == 2) { // the predicted step's bubble and tensor-parallel questions
            s.parallelism.gpus = 32;
            s.parallelism.tensor = 2;
            s.parallelism.pipeline = 2;
        }
        auto ev = evaluateScenario(s, test::catalog());
        QVERIFY(ev);
        auto more = questionsFor(ev->resolved, ev->estimate);
        all.insert(all.end(), more.begin(), more.end());
    }
    std::set<QuestionKind> kinds;
    const Formatter f;
    for (const Question& q : all) {
        auto ev = evaluateScenario(q.scenario, test::catalog());
        QVERIFY(ev);
        const QString text = PracticeText::question(q, *ev, f);
        QVERIFY2(text.endsWith(QLatin1Char('?')), q.id.c_str());
        const QRegularExpression placeholder(QStringLiteral("%\\d"));
        QVERIFY2(!text.contains(placeholder), qPrintable(text)); // every %n filled
        QVERIFY(!PracticeText::assumptions(q, *ev, f).contains(placeholder));
        QCOMPARE(PracticeText::choices(q).size(), q.choiceCount);
        QVERIFY(!PracticeText::answerUnits(q, f).empty());
        if (!q.worked)
            QVERIFY2(!PracticeText::working(q, *ev, f).isEmpty(), q.id.c_str());
        kinds.insert(q.kind);
    }
    QCOMPARE(kinds.size(), std::size_t(QuestionKind::Count));
    for (int t = 0; t < int(Topic::Count); ++t)
        QVERIFY(!PracticeText::topicName(Topic(t)).isEmpty());
    for (int l = 0; l < int(Level::Count); ++l)
        QVERIFY(!PracticeText::levelName(Level(l)).isEmpty());
    for (int r = 0; r < int(RuleKind::Count); ++r)
        QVERIFY(!Report::ruleOfThumb(RuleKind(r)).isEmpty());
}

// Issue 16 item 6: the bank through the topic and level boxes; the interview
// draws from the same filter.
void TestPractice::bankFiltersByTopicAndLevel()
{
    auto w = practiceWindow();
    PracticePanel* p = w->practicePanel();
    p->setSource(PracticePanel::Source::Classic);
    auto bank = practiceBank(test::catalog());
    QVERIFY(bank);
    QCOMPARE(p->questions().size(), bank->size()); // all topics, all levels
    QVERIFY(p->questions().size() >= 80);
    QCOMPARE(p->topicBox()->count(), int(Topic::Count) + 1);
    QCOMPARE(p->levelBox()->count(), int(Level::Count) + 1);
    for (int t = 0; t < int(Topic::Count); ++t) {
        for (int l = -1; l < int(Level::Count); ++l) {
            // Through the boxes, as a user picks them.
            p->topicBox()->setCurrentIndex(t + 1);
            p->levelBox()->setCurrentIndex(l + 1);
            emit p->levelBox()->activated(l + 1);
            const auto expected = std::count_if(bank->begin(), bank->end(), [&](const Question& q) {
                return q.topic == Topic(t) && (l < 0 || q.level == Level(l));
            });
            QCOMPARE(std::ptrdiff_t(p->questions().size()), std::ptrdiff_t(expected));
            if (l < 0)
                QVERIFY(expected > 0); // every topic has questions
            for (int i = 0; i < int(p->questions().size()); ++i) {
                p->setCurrentIndex(i);
                const Question* q = p->currentQuestion();
                QVERIFY(q->topic == Topic(t));
                QVERIFY(l < 0 || q->level == Level(l));
                // Each question shows its level and topic.
                QVERIFY(p->placeText().contains(PracticeText::topicName(q->topic)));
                QVERIFY(p->placeText().contains(PracticeText::levelName(q->level)));
            }
        }
    }
    // The interview draws from the filter only.
    p->setFilter(Topic::Serving, Level::Expert);
    p->startInterview(50, 3, 60);
    QVERIFY(!p->questions().empty());
    for (const Question& q : p->questions())
        QVERIFY2(q.topic == Topic::Serving && q.level == Level::Expert, q.id.c_str());
    p->setFilter(std::nullopt, std::nullopt);
    p->setSource(PracticePanel::Source::Scenario); // its questions follow the scenario, not the filter
    QVERIFY(!p->topicBox()->isEnabled());
    p->setSource(PracticePanel::Source::Classic);
    QVERIFY(p->topicBox()->isEnabled());
    QCOMPARE(p->questions().size(), bank->size());
}

// Every question of the bank is worded, with its choices and its working:
// no empty text, no raw id or code, every placeholder filled, in English and
// in German.
void TestPractice::bankIsWordedInEnglishAndGerman()
{
    auto bank = practiceBank(test::catalog());
    QVERIFY(bank);
    const QRegularExpression placeholder(QStringLiteral("%\\d"));
    for (const QString& code : {QStringLiteral("en"), QStringLiteral("de")}) {
        language::apply(code);
        const Formatter f(QLocale(code == QLatin1String("de") ? QLocale::German : QLocale::English),
                          Formatter::ByteUnits::Binary, QStringLiteral("$"));
        for (const Question& q : *bank) {
            auto ev = evaluateScenario(q.scenario, test::catalog());
            QVERIFY(ev);
            const QString id = QString::fromStdString(q.id);
            QStringList texts{PracticeText::question(q, *ev, f), PracticeText::topicName(q.topic),
                              PracticeText::levelName(q.level), PracticeText::answerValue(q, q.answer, f)};
            texts << PracticeText::choices(q);
            if (!q.worked)
                texts << PracticeText::working(q, *ev, f);
            for (const QString& t : texts) {
                QVERIFY2(!t.trimmed().isEmpty(), qPrintable(code + QLatin1Char(' ') + id));
                QVERIFY2(!t.contains(placeholder), qPrintable(code + QLatin1Char(' ') + t));
                QVERIFY2(!t.contains(id), qPrintable(t));
                QVERIFY2(!t.contains(QString::fromLatin1(toString(q.kind).data())), qPrintable(t));
            }
            QVERIFY2(texts.first().endsWith(QLatin1Char('?')), qPrintable(texts.first()));
        }
    }
    language::apply(QStringLiteral("en"));
}

// Issue 29 item 14: a model without a catalog name is named in German as a
// title ("„Eigenes Modell“"), which no preposition declines; "ein eigenes
// Modell" after "von" read "Training von ein eigenes Modell".
void TestPractice::germanModelNamesNeedNoDeclension()
{
    auto base = evaluateScenario(Scenario{}, test::catalog());
    QVERIFY(base);
    Scenario custom;
    custom.model.kind = ModelSource::Kind::Architecture;
    custom.model.architecture = base->resolved.model.arch;
    Scenario counted;
    counted.model.kind = ModelSource::Kind::Parameters;
    counted.model.parameters = 7e9;
    // After a dative preposition an article is "einem"/"einer", never "ein"/"eine"/"eines"/"einen".
    const QRegularExpression undeclined(QStringLiteral("\\b(von|mit|aus|bei|nach|zu)\\s+(ein|eine|eines|einen)\\s"));
    language::apply(QStringLiteral("de"));
    const Formatter f(QLocale(QLocale::German), Formatter::ByteUnits::Binary, QStringLiteral("$"));
    // Every question of the bank and of the scenario, asked of each unnamed model.
    auto bank = practiceBank(test::catalog());
    QVERIFY(bank);
    int worded = 0;
    for (const ModelSource& model : {custom.model, counted.model}) {
        Scenario own = custom;
        own.model = model;
        auto ev = evaluateScenario(own, test::catalog());
        QVERIFY(ev);
        std::vector<std::pair<Question, Evaluated>> asked;
        for (Question& q : questionsFor(ev->resolved, ev->estimate))
            asked.emplace_back(std::move(q), *ev);
        for (const Question& q : *bank) {
            Scenario s = q.scenario;
            s.model = model;
            if (auto e = evaluateScenario(s, test::catalog()))
                asked.emplace_back(q, std::move(*e));
        }
        for (const auto& [q, e] : asked) {
            const QString text = PracticeText::question(q, e, f);
            QVERIFY2(!text.contains(undeclined), qPrintable(text));
            ++worded;
        }
    }
    QVERIFY(worded > 50);
    language::apply(QStringLiteral("en"));
}

void TestPractice::rulesTableEqualsTheCore()
{
    auto w = test::makeWindow();
    w->resize(1280, 800);
    w->tabs()->setCurrentWidget(w->rulesPanel());
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    auto compare = [&] {
        const auto& result = w->controller()->result();
        QVERIFY(result);
        const auto expected = compareRulesOfThumb(result->resolved, result->estimate);
        QTableWidget* table = w->rulesPanel()->table();
        QCOMPARE(table->rowCount(), int(expected.size()));
        QVERIFY(!expected.empty());
        for (int row = 0; row < table->rowCount(); ++row) {
            const RuleComparison& c = expected[std::size_t(row)];
            auto value = [&](int column) { return table->item(row, column)->data(RulesPanel::ValueRole).toDouble(); };
            QCOMPARE(table->item(row, RulesPanel::RuleColumn)->text(), Report::ruleOfThumb(c.rule));
            // The tool tip cites where the rule comes from (kRulesOfThumb).
            QVERIFY(table->item(row, RulesPanel::RuleColumn)
                        ->toolTip()
                        .contains(QString::fromUtf8(ruleOfThumb(c.rule).source)));
            QCOMPARE(value(RulesPanel::RuleValueColumn), c.ruleValue);
            QCOMPARE(value(RulesPanel::ExactColumn), c.exact);
            QCOMPARE(value(RulesPanel::RatioColumn), c.ratio);
            const QString misleads = table->item(row, RulesPanel::MisleadsColumn)->text();
            QVERIFY(!misleads.isEmpty());
            QCOMPARE(misleads.startsWith(PracticeText::tr("Yes")), c.misleading);
        }
    };
    compare();
    // Live: a long sequence makes attention FLOPs and activations matter.
    Scenario s = w->controller()->scenario();
    s.workload.sequenceLength = 131072;
    s.parallelism.gpus = 64;
    s.parallelism.tensor = 8;
    w->controller()->editScenario(s);
    w->controller()->flush();
    compare();
    bool attention = false;
    for (const RuleComparison& c : w->rulesPanel()->comparisons())
        attention = attention || c.caveat == RuleCaveat::AttentionFlops;
    QVERIFY(attention);
    s = Scenario{};
    s.workload.mode = Mode::Inference;
    s.precision.weights = DType::Int4;
    w->controller()->editScenario(s);
    w->controller()->flush();
    compare();
}

// Issue 12: one wording per rule, and the Explain panel names the rule of the
// scenario's mode: the whole memory of an inference scenario is "2 bytes per
// parameter + 20 %", not the training rule it used to show.
void TestPractice::explanationNamesTheRuleOfItsMode()
{
    const app::Formatter f;
    for (Mode mode : {Mode::Train, Mode::Inference}) {
        Scenario s;
        s.workload.mode = mode;
        auto ev = app::evaluateScenario(s, test::catalog());
        QVERIFY(ev);
        const Figure& total = ev->estimate.figure(FigureId::MemoryTotal);
        QVERIFY(total.present());
        const QString html = app::ExplainPanel::figureHtml(FigureId::MemoryTotal, total, f, mode);
        const RuleKind expected = mode == Mode::Inference ? RuleKind::InferenceMemory : RuleKind::TrainingMultiple;
        const RuleKind other = mode == Mode::Inference ? RuleKind::TrainingMultiple : RuleKind::InferenceMemory;
        QVERIFY2(html.contains(Report::ruleOfThumb(expected).toHtmlEscaped()), qPrintable(html));
        QVERIFY2(!html.contains(Report::ruleOfThumb(other).toHtmlEscaped()), qPrintable(html));
    }
}

void TestPractice::examplePresentationParses()
{
    const QByteArray bytes = readAll(examplePresentation());
    QVERIFY(!bytes.isEmpty());
    auto p = parsePresentation(bytes.toStdString(), "lecture-memory.headroom.json");
    QVERIFY2(p, p ? "" : p.error().message().c_str());
    QVERIFY(p->slides.size() >= 4 && p->slides.size() <= 6);
    for (const Slide& slide : p->slides) {
        QVERIFY(!slide.title.empty());
        QVERIFY(!slide.notes.empty());
        auto ev = evaluateScenario(slide.scenario, test::catalog());
        QVERIFY2(ev, slide.title.c_str());
        QVERIFY2(ev->estimate.figure(slide.figure).present(), slide.title.c_str());
    }
}

void TestPractice::presenterStepsWithKeys()
{
    auto w = test::makeWindow();
    QVERIFY(w->openPresentation(examplePresentation()));
    QVERIFY(w.prompts->messages.isEmpty());
    PresenterView* view = w->presenter();
    QVERIFY(view->isVisible());
    QVERIFY(QTest::qWaitForWindowExposed(view));
    const Presentation& deck = view->presentation();
    const int n = view->slideCount();
    QCOMPARE(n, int(deck.slides.size()));
    auto shows = [&](int i) {
        const Slide& slide = deck.slides[std::size_t(i)];
        QCOMPARE(view->currentSlide(), i);
        QCOMPARE(view->titleText(), QString::fromStdString(slide.title));
        QCOMPARE(view->notesText(), QString::fromStdString(slide.notes));
        QVERIFY(plain(view->workingHtml()).contains(Report::figureTitle(slide.figure)));
        QVERIFY(view->chart()->kind() == slide.chart);
    };
    shows(0);
    const Qt::Key forward[] = {Qt::Key_Right, Qt::Key_PageDown, Qt::Key_Space};
    for (int i = 1; i < n; ++i) {
        QTest::keyClick(view, forward[i % 3]);
        shows(i);
    }
    QTest::keyClick(view, Qt::Key_Right); // stays on the last
    shows(n - 1);
    view->chart()->renderNow();
    QVERIFY(test::distinctColours(view->chart()->image()) > 20);
    const Qt::Key back[] = {Qt::Key_Left, Qt::Key_PageUp};
    for (int i = n - 2; i >= 0; --i) {
        QTest::keyClick(view, back[i % 2]);
        shows(i);
    }
    QTest::keyClick(view, Qt::Key_End);
    shows(n - 1);
    QTest::keyClick(view, Qt::Key_Home);
    shows(0);

    const qreal zoom = view->zoom();
    QTest::keyClick(view, Qt::Key_Plus, Qt::ControlModifier);
    QVERIFY(view->zoom() > zoom);
    QTest::keyClick(view, Qt::Key_Minus, Qt::ControlModifier);
    QVERIFY(qFuzzyCompare(view->zoom(), zoom));
    QTest::keyClick(view, Qt::Key_F);
    QVERIFY(view->isFullScreen());
    QTest::keyClick(view, Qt::Key_Escape);
    QVERIFY(!view->isVisible());

    // Opened like any file (command line, drop, File → Open), it is presented too.
    QVERIFY(w->openFile(examplePresentation()));
    QVERIFY(view->isVisible());
    QCOMPARE(view->currentSlide(), 0);
    QVERIFY(w.prompts->messages.isEmpty());
}

void TestPractice::savedPresentationRoundTrips()
{
    QTemporaryDir dir;
    auto w = test::makeWindow();
    QVERIFY(w->openPresentation(examplePresentation()));
    w->presenter()->close();
    Scenario s;
    s.model.preset = "mistral-7b";
    s.workload.mode = Mode::Inference;
    s.workload.microBatchSize = 8;
    w->controller()->editScenario(s);
    w->tabs()->setCurrentWidget(w->rooflineChart());
    QVERIFY(w->addScenarioAsSlide());
    const Presentation deck = w->presentation();
    QVERIFY(deck.slides.back().scenario == s);
    QVERIFY(deck.slides.back().chart == headroom::ChartKind::Roofline);

    const QString path = dir.filePath(QStringLiteral("deck.headroom.json"));
    QVERIFY(w->savePresentationTo(path));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{"deck.headroom.json"});
    auto back = parsePresentation(readAll(path).toStdString());
    QVERIFY2(back, back ? "" : back.error().message().c_str());
    QVERIFY(*back == deck);

    // A broken file is reported with its JSON path and changes nothing.
    w.prompts->nextFileName = dir.filePath(QStringLiteral("broken.headroom.json"));
    QFile broken(w.prompts->nextFileName);
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("{\"format\": \"headroom-presentation\", \"slides\": [{\"chart\": \"pie\"}]}");
    broken.close();
    QVERIFY(!w->openPresentation(w.prompts->nextFileName));
    QCOMPARE(w.prompts->messages.size(), 1);
    QVERIFY(w.prompts->messages.first().text.contains(QLatin1String("slides[0].chart")));
    QVERIFY(w->presentation() == deck); // unchanged
}

// F5 with no presentation presents the scenario on screen as one slide of
// the chart shown, and leaves the presentation empty; a scenario without an
// estimate says why instead (issue 17 item 15).
void TestPractice::presenterShowsTheScenarioWithoutSlides()
{
    auto w = test::makeWindow();
    QVERIFY(w->presentation().slides.empty());
    QAction* start = nullptr;
    for (QAction* a : w->findChildren<QAction*>())
        if (a->shortcut() == QKeySequence(Qt::Key_F5))
            start = a;
    QVERIFY(start);
    Scenario s;
    s.model.preset = "mistral-7b";
    s.parallelism.gpus = 16;
    w->controller()->editScenario(s);
    for (QWidget* tab : {static_cast<QWidget*>(w->rooflineChart()), w->tabs()->widget(0)}) {
        w->tabs()->setCurrentWidget(tab);
        start->trigger();
        QVERIFY2(w.prompts->messages.isEmpty(), qPrintable(w.prompts->messages.value(0).title + QStringLiteral(": ") +
                                                           w.prompts->messages.value(0).text));
        PresenterView* view = w->presenter();
        QVERIFY(view->isVisible());
        // A slide for each chart of the mode, the one shown first (issue 29 item 11).
        QVERIFY(view->slideCount() >= 4);
        QCOMPARE(view->presentation().slides.front().scenario, s);
        QVERIFY2(view->titleText().contains(QStringLiteral("Mistral")), qPrintable(view->titleText()));
        QVERIFY2(view->titleText().contains(QStringLiteral("16")), qPrintable(view->titleText()));
        QVERIFY(view->chart()->hasChart());
        QVERIFY(view->chart()->kind() ==
                (tab == w->rooflineChart() ? app::ChartKind::Roofline : app::ChartKind::Memory));
        view->close();
    }
    QVERIFY(w->presentation().slides.empty());

    // Tensor parallel 3 on 16 GPUs: no estimate, nothing to present.
    s.parallelism.tensor = 3;
    w->controller()->editScenario(s);
    start->trigger();
    QCOMPARE(w.prompts->messages.size(), 1);
    QCOMPARE(w.prompts->messages.first().title, QStringLiteral("Nothing to present"));
    QVERIFY(!w->presenter()->isVisible());
}

// A larger presenter window is a larger slide: the chart's text grows with the
// notes, so the chart keeps its layout and its text its size beside the notes
// (issue 17 item 15).
void TestPractice::presenterChartTextScalesWithTheSlide()
{
    auto w = test::makeWindow();
    QVERIFY(w->openPresentation(examplePresentation()));
    PresenterView* view = w->presenter();
    QVERIFY(QTest::qWaitForWindowExposed(view));
    auto notesPoints = [&] {
        for (QLabel* l : view->findChildren<QLabel*>())
            if (l->text() == view->notesText())
                return l->font().pointSizeF();
        return 0.0;
    };
    struct Look {
        qreal notes;
        qreal chartScale;
        QSizeF chartLayout; // the size the chart is laid out at
    };
    auto look = [&](QSize size) {
        view->resize(size);
        QCoreApplication::processEvents();
        view->chart()->renderNow();
        const QImage& image = view->chart()->image();
        const qreal scale = view->chart()->textScale();
        return Look{notesPoints(), scale, QSizeF(image.size()) / (scale * image.devicePixelRatio())};
    };
    const Look slide = look(QSize(1280, 800));
    QVERIFY(slide.notes > 0);
    QVERIFY(!view->chart()->image().isNull());
    const Look projector = look(QSize(2560, 1600));
    QCOMPARE(view->slideScale(), 2.0);
    QVERIFY(qFuzzyCompare(projector.notes, 2 * slide.notes));
    QVERIFY(qFuzzyCompare(projector.chartScale, 2 * slide.chartScale));
    // Laid out alike (within 2 %: the key hint below keeps its UI size), so
    // every title, axis label, legend entry and label is twice as large.
    QVERIFY2(std::abs(projector.chartLayout.width() / slide.chartLayout.width() - 1) < 0.02 &&
                 std::abs(projector.chartLayout.height() / slide.chartLayout.height() - 1) < 0.02,
             qPrintable(QStringLiteral("%1×%2 against %3×%4")
                            .arg(projector.chartLayout.width())
                            .arg(projector.chartLayout.height())
                            .arg(slide.chartLayout.width())
                            .arg(slide.chartLayout.height())));
    // Ctrl + still scales the text on top of the slide's size.
    QTest::keyClick(view, Qt::Key_Plus, Qt::ControlModifier);
    QVERIFY(view->chart()->textScale() > projector.chartScale);
    view->close();
}

// Not a check: with HEADROOM_SCREENSHOT_DIR set, saves practice.png (classic
// question HEADROOM_SCREENSHOT_QUESTION, answered), rules.png and presenter.png
// (slide HEADROOM_SCREENSHOT_SLIDE) at 1280×800 there, for docs/screenshots.
void TestPractice::screenshots()
{
    const QString out = qEnvironmentVariable("HEADROOM_SCREENSHOT_DIR");
    if (out.isEmpty())
        QSKIP("HEADROOM_SCREENSHOT_DIR is not set");
    {
        auto w = practiceWindow();
        QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
        PracticePanel* p = w->practicePanel();
        p->setSource(PracticePanel::Source::Classic);
        p->setCurrentIndex(qEnvironmentVariableIntValue("HEADROOM_SCREENSHOT_QUESTION"));
        if (p->currentQuestion()->choiceCount > 0)
            p->chooseAnswer(0);
        else
            p->setAnswer(QStringLiteral("112"), 0);
        p->check();
        p->chart()->renderNow();
        QCoreApplication::processEvents();
        QVERIFY(w->grab().save(QDir(out).filePath(QStringLiteral("practice.png"))));
        w->tabs()->setCurrentWidget(w->rulesPanel());
        QCoreApplication::processEvents();
        QVERIFY(w->grab().save(QDir(out).filePath(QStringLiteral("rules.png"))));
    }
    {
        auto w = test::makeWindow();
        QVERIFY(w->openPresentation(examplePresentation()));
        PresenterView* view = w->presenter();
        view->resize(1280, 800);
        QVERIFY(QTest::qWaitForWindowExposed(view));
        const int slide = qEnvironmentVariableIntValue("HEADROOM_SCREENSHOT_SLIDE");
        view->showSlide(slide);
        QCoreApplication::processEvents();
        view->chart()->renderNow();
        QCoreApplication::processEvents();
        QVERIFY(view->grab().save(QDir(out).filePath(QStringLiteral("presenter.png"))));
    }
}

std::unique_ptr<QObject> headroom::test::makeTestPractice()
{
    return std::make_unique<TestPractice>();
}

#include "test_practice.moc"
