// The Step and Scaling charts: what the shared drawing functions put on the
// plot (offscreen, at two sizes) against the core's stepData/scalingData,
// labels inside the plot and off each other, and the window's tabs following
// the inputs.
#include "guitestutil.h"

#include "breakevenchartwidget.h"
#include "chartlabels.h"
#include "chartrender.h"
#include "chartstyle.h"
#include "charttabwidget.h"
#include "controller.h"
#include "exportdialog.h"
#include "inputpanel.h"
#include "interaction.h"
#include "language.h"
#include "layoutfence.h"
#include "logslider.h"
#include "memorychartwidget.h"
#include "minorgrid.h"
#include "report.h"
#include "rooflinechartwidget.h"
#include "scenariofile.h"
#include "settings.h"
#include "summarystrip.h"

#include <QAbstractBarSeries>
#include <QAction>
#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarLegendMarker>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QEnterEvent>
#include <QFile>
#include <QFontMetricsF>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QHBoxLayout>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPainter>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QSlider>
#include <QSpinBox>
#include <QStackedBarSeries>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <numeric>
#include <optional>

using namespace headroom;
using app::ChartKind;

namespace {

const QSize kSizes[] = {QSize(1200, 800), QSize(720, 480)};

// Llama 2 7B on 64 H100s with tensor parallelism: every kind of part shows.
Scenario trainingScenario()
{
    Scenario s;
    s.model.preset = "llama-2-7b";
    s.workload.mode = Mode::Train;
    s.parallelism.gpus = 64;
    s.parallelism.tensor = 2;
    s.parallelism.zero = 1;
    s.hardware.gpu = "h100-sxm";
    return s;
}

// The window on a scenario at 1280 × 800, its inputs loaded, on `tab` when
// given, shown (the caller waits until it is exposed).
test::TestWindow shownWindow(const Scenario& s, QWidget* (*tab)(const app::MainWindow&) = nullptr)
{
    auto w = test::makeWindow();
    w->controller()->loadScenario(s, QString());
    w->inputPanel()->reload();
    w->controller()->flush();
    w->resize(1280, 800);
    if (tab)
        w->tabs()->setCurrentWidget(tab(*w.window));
    w->show();
    return w;
}

test::TestWindow shownTrainingWindow()
{
    return shownWindow(trainingScenario());
}

QWidget* timelineTab(const app::MainWindow& w)
{
    return w.timelineChart();
}

// Counts the events of one type a watched object receives.
struct EventCounter : QObject {
    explicit EventCounter(QEvent::Type type) : type(type) {}
    bool eventFilter(QObject*, QEvent* e) override
    {
        count += e->type() == type ? 1 : 0;
        return false;
    }
    QEvent::Type type;
    int count = 0;
};

struct Computed : Analysis {
    app::ChartData data;
};

std::optional<Computed> compute(const Scenario& s, const app::PinnedResult* pinned = nullptr)
{
    auto a = analyze(s, test::catalog());
    if (!a)
        return std::nullopt;
    Computed c;
    static_cast<Analysis&>(c) = std::move(*a);
    c.data = app::makeChartData(c, CompareAxis::None, pinned);
    return c;
}

// The panel export and the CLI render, laid out offscreen at `size`.
std::unique_ptr<QWidget> laidOut(ChartKind kind, const app::ChartData& data, QSize size)
{
    return app::laidOutPanel(kind, data, app::Formatter(), size);
}

QList<QChart*> chartsOf(const QWidget* panel)
{
    QList<QChart*> charts;
    for (QChartView* v : panel->findChildren<QChartView*>())
        charts << v->chart();
    return charts;
}

template <class T>
T* named(QChart* chart, const char* name)
{
    for (QAbstractSeries* s : chart->series())
        if (s->objectName() == QLatin1String(name))
            return qobject_cast<T*>(s);
    return nullptr;
}

struct ShownLabel {
    QString text;
    QRectF rect; // chart coordinates
};

std::vector<ShownLabel> shownLabels(QChart* chart)
{
    std::vector<ShownLabel> labels;
    for (QGraphicsItem* item : chart->childItems()) {
        const QString text = item->data(app::kChartLabelTextKey).toString();
        if (!text.isEmpty() && item->isVisible())
            labels.push_back({text, item->mapRectToParent(item->boundingRect())});
    }
    return labels;
}

// Every label drawn lies inside the plot and clear of every other.
bool labelsAreTidy(QChart* chart, QString* why)
{
    const std::vector<ShownLabel> labels = shownLabels(chart);
    const QRectF plot = chart->plotArea().adjusted(-1, -1, 1, 1);
    for (std::size_t i = 0; i < labels.size(); ++i) {
        if (!plot.contains(labels[i].rect)) {
            *why = QStringLiteral("outside the plot: ") + labels[i].text;
            return false;
        }
        for (std::size_t j = i + 1; j < labels.size(); ++j)
            if (labels[i].rect.intersects(labels[j].rect)) {
                *why = QStringLiteral("overlapping: %1 / %2").arg(labels[i].text, labels[j].text);
                return false;
            }
    }
    return true;
}

// The legend's entries as drawn: Qt Charts elides ("Memory roof (3.05 Ti…")
// a label that does not fit its share of the legend.
QStringList legendTexts(QChart* chart)
{
    QStringList texts;
    QList<QGraphicsItem*> items = chart->legend()->childItems();
    while (!items.isEmpty()) {
        QGraphicsItem* item = items.takeFirst();
        items << item->childItems();
        if (auto* text = dynamic_cast<QGraphicsTextItem*>(item); text && text->isVisible())
            texts << text->toPlainText();
    }
    return texts;
}

// Every visible legend entry is drawn whole, and the legend lies inside the chart.
bool legendIsWhole(QChart* chart, QString* why)
{
    if (!chart->legend()->isVisible())
        return true;
    const QStringList shown = legendTexts(chart);
    for (QLegendMarker* m : chart->legend()->markers())
        if (m->isVisible() && !shown.contains(test::legendLabelAsDrawn(m))) {
            *why =
                QStringLiteral("legend entry cut: %1 (shown: %2)").arg(m->label(), shown.join(QStringLiteral(" | ")));
            return false;
        }
    const QRectF legend = chart->legend()->geometry();
    if (!QRectF(QPointF(0, 0), chart->size()).adjusted(-1, -1, 1, 1).contains(legend)) {
        *why = QStringLiteral("legend outside the chart");
        return false;
    }
    return true;
}

// No text of the chart (title, axis titles, legend) is cut short: Qt Charts
// ends what it elides with "...".
bool textIsWhole(QChart* chart, QString* why)
{
    QList<QGraphicsItem*> items = chart->childItems();
    while (!items.isEmpty()) {
        QGraphicsItem* item = items.takeFirst();
        items << item->childItems();
        if (auto* text = dynamic_cast<QGraphicsTextItem*>(item);
            text && text->isVisible() && text->toPlainText().endsWith(QLatin1String("..."))) {
            *why = QStringLiteral("elided: ") + text->toPlainText();
            return false;
        }
    }
    return true;
}

int visibleLegendEntries(QChart* chart)
{
    int n = 0;
    for (QLegendMarker* m : chart->legend()->markers())
        n += m->isVisible();
    return n;
}

// Each bar's drawn segments, bar by bar (bottom first), in the axis's unit.
// The GPU step's bars (the rows holding step parts), bottom up, each its
// parts in StepPart order; the rows of inputs and checkpoints are left out.
std::vector<std::vector<double>> barsOf(QChart* chart)
{
    std::vector<std::vector<double>> bars;
    auto* stack = named<QHorizontalStackedBarSeries>(chart, "step");
    if (!stack)
        return bars;
    const auto sets = stack->barSets();
    for (qsizetype b = 0; !sets.isEmpty() && b < sets.first()->count(); ++b) {
        std::vector<double> parts;
        for (std::size_t i = 0; i < kStepPartCount && qsizetype(i) < sets.size(); ++i)
            parts.push_back(sets[qsizetype(i)]->at(b));
        if (std::any_of(parts.begin(), parts.end(), [](double v) { return v > 0; }))
            bars.push_back(parts);
    }
    return bars;
}

// Drawn parts in proportion to the step: the same shares as the core's.
bool sameShares(const std::vector<double>& drawn, const StepData& step)
{
    const double total = std::accumulate(drawn.begin(), drawn.end(), 0.0);
    if (drawn.size() != kStepPartCount || !(total > 0) || !(step.stepSeconds > 0))
        return false;
    for (std::size_t i = 0; i < kStepPartCount; ++i)
        if (std::fabs(drawn[i] / total - step.seconds[i] / step.stepSeconds) > 1e-9)
            return false;
    return true;
}

QList<QPointF> pointsOf(QChart* chart, const char* name)
{
    if (auto* s = named<QXYSeries>(chart, name))
        return s->points();
    return {};
}

double ownMarked(QWidget* tab)
{
    const QList<QPointF> own = pointsOf(static_cast<app::ChartTabWidget*>(tab)->chart(0), "own");
    return own.size() == 1 ? own.first().x() : 0.0;
}

} // namespace

// Issue 14 item 8: the memory chart separates the KV cache by layer kind.
// gpt-oss's full and windowed layers are two segments whose sizes add up to
// the KV cache; DeepSeek-V3's one segment says it is MLA's latent; Llama 2's
// stays "KV cache". Legend colours match their segments.
void checkKvSegments(const char* preset, const QStringList& expected)
{
    Scenario s;
    s.model.preset = preset;
    s.workload.mode = Mode::Inference;
    s.workload.microBatchSize = 4;
    s.parallelism = Parallelism{};
    s.parallelism.gpus = 8;
    s.parallelism.tensor = 8;
    s.hardware.gpu = "h200";
    auto a = analyze(s, test::catalog());
    QVERIFY(a.ok());
    const app::ChartData data = app::makeChartData(*a, CompareAxis::None);
    QChart chart;
    const app::Formatter f;
    app::drawMemoryChart(&chart, data, f);
    QStackedBarSeries* stack = nullptr;
    for (QAbstractSeries* series : chart.series())
        if (series->objectName() == QLatin1String("memory"))
            stack = qobject_cast<QStackedBarSeries*>(series);
    QVERIFY(stack);
    QStringList kv;
    double sum = 0;
    for (QBarSet* set : stack->barSets())
        if (set->property("component").toUInt() == uint(MemoryComponent::KvCache)) {
            kv << set->label().section(QStringLiteral(": "), 0, -2);
            sum += set->at(0);
        }
    QCOMPARE(kv, expected);
    // The parts add up to the KV cache: against the weights, in the chart's unit.
    QBarSet* weights = test::componentSet(stack, std::size_t(MemoryComponent::Weights));
    QVERIFY(weights && weights->at(0) > 0);
    QVERIFY(std::fabs(sum / weights->at(0) -
                      a->estimate.perGpu[MemoryComponent::KvCache] / a->estimate.perGpu[MemoryComponent::Weights]) <
            1e-9 * sum / weights->at(0));
    for (QLegendMarker* m : chart.legend()->markers(stack))
        QCOMPARE(m->brush().color(), static_cast<QBarLegendMarker*>(m)->barset()->color());
}

class TestCharts : public QObject {
    Q_OBJECT
private slots:
    void chartTextsDrawnAfterTheWindowsFirstLayout();
    void memoryChartSplitsKvByLayerKind();
    void stepChartMatchesStepData_data();
    void stepChartMatchesStepData();
    void scalingChartsMatchScalingData_data();
    void scalingChartsMatchScalingData();
    void scalingMarksACountOffThePowersOfTwo();
    void fixedMfuDrawsOneComputeBar();
    void pinnedScenarioAddsASecondStepBar();
    void inferenceSaysTheChartsApplyToTraining();
    void exportsAtTheRequestedSize();
    void gpuSliderMovesTheMarkAndTheParts();
    void fixedMfuCheckboxLeavesOneBar();
    void windowExportsTheTabShown();
    void scheduleTabDrawsEveryBlockAndTheBubble();
    void exportChoicesAreKeptBetweenRuns();
    void allChartsInOneImageAreWhole_data();
    void allChartsInOneImageAreWhole();
    void memoryLegendGivesTheScenariosValues();
    void exportSubtitleNamesTheSettings();
    void darkExportsReadOnDark_data();
    void darkExportsReadOnDark();
    void exportPresetsGiveTheirPixelSizes();
    void timelineFollowsTheSoftwareStack();
    void timelineReadsWholeInEveryLanguage();
    void aLegendWhoseEntriesChangeStillFits();
    void memoryLegendNamesTheStacksOverhead();
    void hiddenChartsDrawWhenShown();
    void aFencedLabelLaysOutOnlyWhenItsSizeChanges();
    void chartsDraftWhileASliderMoves();
    void windowGridsAreHairlinesExportsKeepTheirWidth();
    void logAxesDrawTheirMinorGridInOneItem();
    void aWrappedFencedLabelLaysOutOnlyWhenItsHeightChanges();
    void summaryValuesOnlyGrowWhileASliderMoves();
    void summaryValuesSelectableUnderThePointerPaintOnce();
    void newSummaryNotesDoNotLayTheWindowOut();
    void twoChartsStackInAHalfScreenWindow();
    void halfScreenChartsKeepTheirTexts();
    void ticksThinOnANarrowAxis();
    void legendEntriesWrapAtTheirNaturalBreak();
    void exportsLayTwoPlotsWhereTheyHaveRoom();
};

void TestCharts::stepChartMatchesStepData_data()
{
    QTest::addColumn<QSize>("size");
    for (QSize s : kSizes)
        QTest::addRow("%dx%d", s.width(), s.height()) << s;
}

void TestCharts::stepChartMatchesStepData()
{
    QFETCH(QSize, size);
    const auto c = compute(trainingScenario());
    QVERIFY(c);
    const StepData& step = c->data.step;
    QVERIFY(step.predicted);
    QCOMPARE(step, stepData(c->estimate));
    auto panel = laidOut(ChartKind::Step, c->data, size);
    const QList<QChart*> charts = chartsOf(panel.get());
    QCOMPARE(charts.size(), 1);
    QChart* chart = charts.first();

    const auto bars = barsOf(chart);
    QCOMPARE(bars.size(), std::size_t(1));
    QVERIFY(sameShares(bars.front(), step));
    // The axis holds the whole step, and the legend lists exactly the parts that take time.
    auto* x = qobject_cast<QValueAxis*>(chart->axes(Qt::Horizontal).first());
    QVERIFY(x->max() >= std::accumulate(bars.front().begin(), bars.front().end(), 0.0));
    const auto nonZero = std::count_if(step.seconds.begin(), step.seconds.end(), [](double v) { return v > 0; });
    QVERIFY(nonZero >= 5);
    // Beside the parts, a row and an entry each for storage reads,
    // host-to-device copies and checkpoint writing (tokens need no decoding).
    const PipelineTime& p = step.pipeline;
    const double stages[] = {p.storageSeconds, p.pcieSeconds, p.decodeSeconds, p.checkpointSecondsPerStep};
    QCOMPARE(std::count_if(std::begin(stages), std::end(stages), [](double v) { return v > 0; }), std::ptrdiff_t(3));
    QCOMPARE(visibleLegendEntries(chart), int(nonZero) + 3);
    const app::Formatter f;
    for (QLegendMarker* m : chart->legend()->markers())
        if (m->isVisible()) {
            const auto index = std::size_t(chart->legend()->markers().indexOf(m));
            if (index >= kStepPartCount) {
                QVERIFY2(m->label().contains(f.duration(stages[index - kStepPartCount])), qPrintable(m->label()));
                continue;
            }
            const auto part = StepPart(index);
            QVERIFY(m->label().startsWith(app::Report::stepPartName(part)));
            QVERIFY2(m->label().contains(f.duration(step.seconds[std::size_t(part)])), qPrintable(m->label()));
        }
    // The title: the step with its inputs, the predicted MFU and what limits it.
    const QString title = chart->title();
    QVERIFY2(title.contains(f.duration(p.stepSeconds)), qPrintable(title));
    QVERIFY(title.contains(f.percent(step.mfu)));
    QVERIFY(title.contains(QStringLiteral("predicted")));
    QVERIFY(title.contains(app::Report::limitedBy(f, step.shares).toHtmlEscaped()));
    // The compute segment is wide enough to carry its time and share.
    const auto labels = shownLabels(chart);
    QVERIFY(std::any_of(labels.begin(), labels.end(), [&](const ShownLabel& l) {
        return l.text == f.duration(step.seconds[std::size_t(StepPart::Compute)]) + QLatin1Char('\n') +
                             f.percent(step.seconds[std::size_t(StepPart::Compute)] / p.stepSeconds);
    }));
    QString why;
    QVERIFY2(labelsAreTidy(chart, &why), qPrintable(why));
    QVERIFY(chart->axes(Qt::Horizontal).first()->isVisible());
}

void TestCharts::scalingChartsMatchScalingData_data()
{
    stepChartMatchesStepData_data();
}

void TestCharts::scalingChartsMatchScalingData()
{
    QFETCH(QSize, size);
    Scenario s = trainingScenario();
    // Two GPUs cannot hold 7B with AdamW: the first counts do not fit.
    s.parallelism.tensor = 1;
    const auto c = compute(s);
    QVERIFY(c);
    const std::vector<ScalingPoint>& points = c->data.scaling;
    QCOMPARE(points, scalingData(c->resolved));
    QVERIFY(points.size() >= 8);
    const auto tight = std::count_if(points.begin(), points.end(), [](const ScalingPoint& p) { return !p.fits; });
    QVERIFY(tight >= 1);
    QVERIFY(std::size_t(tight) < points.size());

    auto panel = laidOut(ChartKind::Scaling, c->data, size);
    const QList<QChart*> charts = chartsOf(panel.get());
    QCOMPARE(charts.size(), 2);
    QChart* rate = charts[0];
    QChart* cost = charts[1];

    const QList<QPointF> line = pointsOf(rate, "rate");
    const QList<QPointF> days = pointsOf(cost, "days");
    const QList<QPointF> usd = pointsOf(cost, "cost");
    QCOMPARE(line.size(), qsizetype(points.size()));
    QCOMPARE(days.size(), qsizetype(points.size()));
    QCOMPARE(usd.size(), qsizetype(points.size()));
    for (std::size_t i = 0; i < points.size(); ++i) {
        QCOMPARE(line[qsizetype(i)], QPointF(double(points[i].gpus), points[i].tokensPerSecondPerGpu));
        QCOMPARE(days[qsizetype(i)], QPointF(double(points[i].gpus), points[i].seconds / 86400.0));
        QVERIFY(usd[qsizetype(i)].y() > 0);
    }
    // The cost curve keeps the core's proportions whatever its unit.
    QVERIFY(std::fabs(usd.last().y() / usd.first().y() - points.back().cloudUsd / points.front().cloudUsd) < 1e-9);
    // Hollow where memory does not fit, filled where it does, the scenario's count ringed.
    QCOMPARE(pointsOf(rate, "tight").size(), qsizetype(tight));
    QCOMPARE(pointsOf(rate, "fits").size(), qsizetype(points.size()) - tight);
    QCOMPARE(pointsOf(cost, "days.tight").size(), qsizetype(tight));
    const auto own = std::find_if(points.begin(), points.end(), [](const ScalingPoint& p) { return p.gpus == 64; });
    QVERIFY(own != points.end());
    QCOMPARE(pointsOf(rate, "own"), QList<QPointF>{QPointF(64, own->tokensPerSecondPerGpu)});
    QCOMPARE(pointsOf(cost, "days.own").size(), qsizetype(1));
    // The GPU axis labels only as many counts as fit side by side.
    for (QChart* chart : {rate, cost}) {
        auto* x = qobject_cast<QLogValueAxis*>(chart->axes(Qt::Horizontal).first());
        QVERIFY(x);
        QVERIFY(x->min() < double(points.front().gpus) && x->max() > double(points.back().gpus));
        const double tickSpacing = chart->plotArea().width() * std::log(x->base()) / std::log(x->max() / x->min());
        const qreal widest = QFontMetricsF(x->labelsFont()).horizontalAdvance(QString::number(qlonglong(x->max())));
        QVERIFY2(widest < tickSpacing, qPrintable(QStringLiteral("base %1").arg(x->base())));
        QVERIFY(x->base() == 2 || size.width() < 1000); // every count labelled where there is room
        QString why;
        QVERIFY2(labelsAreTidy(chart, &why), qPrintable(why));
        QVERIFY(chart->legend()->isVisible());
    }
    // Days on a log scale, from the slowest to the fastest count.
    auto* daysAxis = qobject_cast<QLogValueAxis*>(cost->axes(Qt::Vertical, named<QLineSeries>(cost, "days")).first());
    QVERIFY(daysAxis);
    QVERIFY(daysAxis->min() <= points.back().seconds / 86400.0);
    QVERIFY(daysAxis->max() >= points.front().seconds / 86400.0);
}

void TestCharts::scalingMarksACountOffThePowersOfTwo()
{
    Scenario s = trainingScenario();
    s.parallelism.gpus = 48;
    const auto c = compute(s);
    QVERIFY(c);
    const auto& points = c->data.scaling;
    QVERIFY(std::is_sorted(points.begin(), points.end(),
                           [](const ScalingPoint& a, const ScalingPoint& b) { return a.gpus < b.gpus; }));
    QCOMPARE(std::count_if(points.begin(), points.end(), [](const ScalingPoint& p) { return p.gpus == 48; }),
             std::ptrdiff_t(1));
    QCOMPARE(points.size(), scalingData(c->resolved).size() + 1);
    auto panel = laidOut(ChartKind::Scaling, c->data, kSizes[0]);
    const QList<QPointF> own = pointsOf(chartsOf(panel.get())[0], "own");
    QCOMPARE(own.size(), qsizetype(1));
    QCOMPARE(own.first().x(), 48.0);
}

void TestCharts::fixedMfuDrawsOneComputeBar()
{
    Scenario s = trainingScenario();
    s.hardware.mfu = 0.4;
    const auto c = compute(s);
    QVERIFY(c);
    QVERIFY(!c->data.step.predicted);
    for (QSize size : kSizes) {
        auto panel = laidOut(ChartKind::Step, c->data, size);
        QChart* chart = chartsOf(panel.get()).first();
        const auto bars = barsOf(chart);
        QCOMPARE(bars.size(), std::size_t(1));
        QCOMPARE(std::count_if(bars.front().begin(), bars.front().end(), [](double v) { return v > 0; }),
                 std::ptrdiff_t(1));
        QVERIFY(bars.front()[std::size_t(StepPart::Compute)] > 0);
        // Compute, and storage reads, host-to-device copies and checkpoint writing.
        QCOMPARE(visibleLegendEntries(chart), 4);
        QVERIFY(chart->title().contains(QStringLiteral("fixed MFU of 40")));
        QVERIFY(chart->title().contains(QStringLiteral("Fixed MFU")));
        QString why;
        QVERIFY2(labelsAreTidy(chart, &why), qPrintable(why));
        // Scaling at a fixed MFU is flat and says why.
        auto scaling = laidOut(ChartKind::Scaling, c->data, size);
        const auto notes = shownLabels(chartsOf(scaling.get())[0]);
        QVERIFY(std::any_of(notes.begin(), notes.end(),
                            [](const ShownLabel& l) { return l.text.contains(QStringLiteral("fixed MFU")); }));
    }
}

void TestCharts::pinnedScenarioAddsASecondStepBar()
{
    const auto before = compute(trainingScenario());
    QVERIFY(before);
    const app::PinnedResult pinned{before->resolved, before->estimate};
    Scenario s = trainingScenario();
    s.parallelism.tensor = 8;
    const auto c = compute(s, &pinned);
    QVERIFY(c);
    QVERIFY(c->data.pinnedStep);
    auto panel = laidOut(ChartKind::Step, c->data, kSizes[0]);
    QChart* chart = chartsOf(panel.get()).first();
    const auto bars = barsOf(chart);
    QCOMPARE(bars.size(), std::size_t(2));
    QVERIFY(sameShares(bars[0], before->data.step)); // the pinned one below
    QVERIFY(sameShares(bars[1], c->data.step));
    auto* y = qobject_cast<QBarCategoryAxis*>(chart->axes(Qt::Vertical).first());
    QCOMPARE(y->categories().mid(y->categories().size() - 2),
             (QStringList{QStringLiteral("Pinned GPU step"), QStringLiteral("GPU step")}));
    QString why;
    QVERIFY2(labelsAreTidy(chart, &why), qPrintable(why));
}

void TestCharts::inferenceSaysTheChartsApplyToTraining()
{
    Scenario s = trainingScenario();
    s.workload.mode = Mode::Inference;
    s.parallelism.tensor = 1;
    s.parallelism.zero = 0;
    s.parallelism.gpus = 1;
    const auto c = compute(s);
    QVERIFY(c);
    QVERIFY(!c->data.training);
    for (ChartKind kind : {ChartKind::Step, ChartKind::Scaling}) {
        auto panel = laidOut(kind, c->data, kSizes[1]);
        for (QChart* chart : chartsOf(panel.get())) {
            for (QAbstractAxis* axis : chart->axes())
                QVERIFY(!axis->isVisible());
            QVERIFY(!chart->legend()->isVisible());
            const auto labels = shownLabels(chart);
            QCOMPARE(labels.size(), std::size_t(1));
            QVERIFY2(labels.front().text.contains(QStringLiteral("applies to training")),
                     qPrintable(labels.front().text));
        }
    }
    // Back to training on the same charts (the window updates in place): axes and legend return.
    const auto training = compute(trainingScenario());
    QVERIFY(training);
    const app::Formatter f;
    for (auto draw : {app::drawStepChart, app::drawScalingRateChart, app::drawScalingCostChart}) {
        std::unique_ptr<QChartView> view(app::createChartView(f));
        view->resize(kSizes[1]);
        draw(view->chart(), c->data, f);
        draw(view->chart(), training->data, f);
        for (QAbstractAxis* axis : view->chart()->axes())
            QVERIFY(axis->isVisible());
        QVERIFY(view->chart()->legend()->isVisible());
    }
}

void TestCharts::exportsAtTheRequestedSize()
{
    const auto c = compute(trainingScenario());
    QVERIFY(c);
    const app::Formatter f;
    for (ChartKind kind : {ChartKind::Step, ChartKind::Scaling}) {
        for (QSize size : kSizes) {
            const QImage image = app::renderChartImage(kind, c->data, f, size, 1.5);
            QCOMPARE(image.size(), app::exportPixelSize(size, 1.5));
            QVERIFY(test::distinctColours(image) > 8);
            QVERIFY(test::inkShare(image) > 0.03);
        }
        const QByteArray svg = app::renderChartSvg(kind, c->data, f, kSizes[0]);
        QVERIFY(svg.startsWith("<?xml"));
        QVERIFY(svg.contains("<svg"));
    }
}

// Dragging the GPU slider: the Step tab redraws with the new parts, and the
// Scaling tab rings the new count when shown.
void TestCharts::gpuSliderMovesTheMarkAndTheParts()
{
    auto w = test::makeWindow();
    w->controller()->loadScenario(trainingScenario(), QString());
    w->inputPanel()->reload();
    w->controller()->flush();
    w->resize(1280, 800);
    w->tabs()->setCurrentWidget(w->stepChart());
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    const auto before = barsOf(w->stepChart()->chart());
    QCOMPARE(before.size(), std::size_t(1));
    QVERIFY(sameShares(before.front(), w->controller()->result()->charts.step));

    auto* gpus = qobject_cast<app::LogSlider*>(w->inputPanel()->editor(QStringLiteral("parallelism.gpus")));
    QVERIFY(gpus);
    gpus->slider()->setValue(gpus->positionFor(512));
    QCOMPARE(w->controller()->scenario().parallelism.gpus, std::int64_t(512));
    w->controller()->flush();
    const StepData& step = w->controller()->result()->charts.step;
    const auto after = barsOf(w->stepChart()->chart());
    QVERIFY(after != before);
    QVERIFY(sameShares(after.front(), step));
    QVERIFY(w->stepChart()->chart()->title().contains(app::Formatter().duration(step.pipeline.stepSeconds)));

    w->tabs()->setCurrentWidget(w->scalingChart());
    QCOMPARE(ownMarked(w->scalingChart()), 512.0);
    gpus->slider()->setValue(gpus->positionFor(128));
    w->controller()->flush();
    QCOMPARE(ownMarked(w->scalingChart()), 128.0);
    w->hide();
}

void TestCharts::fixedMfuCheckboxLeavesOneBar()
{
    auto w = test::makeWindow();
    w->controller()->loadScenario(trainingScenario(), QString());
    w->inputPanel()->reload();
    w->controller()->flush();
    w->resize(1280, 800);
    w->tabs()->setCurrentWidget(w->stepChart());
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    auto* fixed = w->inputPanel()->findChild<QCheckBox*>(QStringLiteral("hardware.mfu.enabled"));
    QVERIFY(fixed);
    QVERIFY(!fixed->isChecked());
    fixed->click();
    w->controller()->flush();
    QVERIFY(w->controller()->scenario().hardware.mfu.has_value());
    const auto bars = barsOf(w->stepChart()->chart());
    QCOMPARE(std::count_if(bars.front().begin(), bars.front().end(), [](double v) { return v > 0; }),
             std::ptrdiff_t(1));
    QVERIFY(w->stepChart()->chart()->title().contains(QStringLiteral("fixed MFU")));
    fixed->click();
    w->controller()->flush();
    QVERIFY(w->controller()->result()->charts.step.predicted);
    QVERIFY(barsOf(w->stepChart()->chart()).front()[std::size_t(StepPart::TensorParallel)] > 0);
    w->hide();
}

// Chart → Image on the Step or Scaling tab offers that chart and writes it at
// the chosen size and scale, PNG or SVG.
void TestCharts::windowExportsTheTabShown()
{
    QTemporaryDir dir;
    auto w = test::makeWindow();
    w->controller()->loadScenario(trainingScenario(), QString());
    w->controller()->flush();
    QAction* exportAction = nullptr;
    for (QAction* a : w->findChildren<QAction*>())
        if (a->text() == QStringLiteral("Chart as &Image…"))
            exportAction = a;
    QVERIFY(exportAction);
    const struct {
        QWidget* tab;
        ChartKind kind;
        app::ExportRequest::Format format;
        const char* file;
    } cases[] = {{w->stepChart(), ChartKind::Step, app::ExportRequest::Format::Png, "step.png"},
                 {w->scheduleChart(), ChartKind::Schedule, app::ExportRequest::Format::Png, "schedule.png"},
                 {w->scalingChart(), ChartKind::Scaling, app::ExportRequest::Format::Png, "scaling.png"},
                 {w->scalingChart(), ChartKind::Scaling, app::ExportRequest::Format::Svg, "scaling.svg"}};
    for (const auto& c : cases) {
        w->tabs()->setCurrentWidget(c.tab);
        const QString path = dir.filePath(QLatin1String(c.file));
        w.prompts->nextExport = app::ExportRequest{c.kind, c.format, QSize(600, 400), 2.0, path};
        exportAction->trigger();
        QVERIFY(w.prompts->offeredExport);
        QVERIFY(w.prompts->offeredExport->kind == c.kind);
        if (c.format == app::ExportRequest::Format::Png) {
            const QImage image(path);
            QCOMPARE(image.size(), QSize(1200, 800));
            QVERIFY(test::inkShare(image) > 0.03);
        } else {
            QFile svg(path);
            QVERIFY(svg.open(QIODevice::ReadOnly));
            QVERIFY(svg.readAll().contains("<svg"));
        }
    }
    QVERIFY(w.prompts->messages.isEmpty());
}

// The Schedule tab (issue 31): one rectangle per block of the step's
// schedule, the bubble's share in the title and the legend, the formula it
// checks beside it.
void TestCharts::scheduleTabDrawsEveryBlockAndTheBubble()
{
    Scenario s = trainingScenario();
    s.parallelism.pipeline = 4;
    s.parallelism.virtualStages = 2;
    s.workload.globalBatchSize = 128; // 16 micro-batches per pipeline on 8 replicas
    auto w = test::makeWindow();
    w->controller()->loadScenario(s, QString());
    w->controller()->flush();
    w->resize(1280, 800);
    w->tabs()->setCurrentWidget(w->scheduleChart());
    w->show(); // a hidden tab keeps its data and draws it when shown
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    QChart* chart = w->scheduleChart()->chart();
    QVERIFY(chart);
    const auto& result = w->controller()->result();
    QVERIFY(result);
    const ScheduleData& d = result->charts.schedule;
    QCOMPARE(d.stages, 4);
    QCOMPARE(d.virtualStages, 2);
    bool forward = false;
    for (QAbstractSeries* series : chart->series())
        forward = forward || series->objectName() == QLatin1String("forward");
    QVERIFY(forward); // the legend's entry
    // A forward and a backward rectangle per micro-batch, chunk and stage.
    QCOMPARE(chart->property("scheduleBlocks").toInt(), 2 * d.stages * d.virtualStages * d.microBatches);
    QVERIFY(test::inkShare(w->scheduleChart()->grab().toImage()) > 0.1);
    QVERIFY(chart->title().contains(QStringLiteral("(p − 1)/(v·m + p − 1)")));
    const QString share = app::Formatter().percent(3.0 / (2.0 * d.microBatches + 3.0));
    QVERIFY2(chart->title().contains(share), qPrintable(chart->title() + QStringLiteral(" / ") + share));
}

// A slide deck is exported chart after chart, often over several sessions:
// the size, scale (so the preset), format, theme and subtitle chosen last are
// offered again by a new window (issue 16 item 4).
void TestCharts::exportChoicesAreKeptBetweenRuns()
{
    QTemporaryDir dir;
    const auto exportActionOf = [](app::MainWindow* window) {
        for (QAction* a : window->findChildren<QAction*>())
            if (a->text() == QStringLiteral("Chart as &Image…"))
                return a;
        return static_cast<QAction*>(nullptr);
    };
    {
        auto w = test::makeWindow();
        w->controller()->loadScenario(trainingScenario(), QString());
        w->controller()->flush();
        app::ExportRequest chosen{ChartKind::Memory, app::ExportRequest::Format::Svg, QSize(1280, 720), 1.5,
                                  dir.filePath(QStringLiteral("memory.svg"))};
        chosen.subtitle = true;
        chosen.theme = app::ChartTheme::Dark;
        w.prompts->nextExport = chosen;
        exportActionOf(w.window.get())->trigger();
        QVERIFY(QFile::exists(chosen.path));
    }
    auto w = test::makeWindow();
    w->controller()->loadScenario(trainingScenario(), QString());
    w->controller()->flush();
    w.prompts->nextExport.reset(); // cancelled: only what is offered matters
    exportActionOf(w.window.get())->trigger();
    QVERIFY(w.prompts->offeredExport);
    const app::ExportRequest& offered = *w.prompts->offeredExport;
    QCOMPARE(offered.size, QSize(1280, 720));
    QCOMPARE(offered.scale, 1.5);
    QCOMPARE(offered.format, app::ExportRequest::Format::Svg);
    QCOMPARE(offered.theme, app::ChartTheme::Dark);
    QVERIFY(offered.subtitle);
    QVERIFY(offered.path.endsWith(QStringLiteral(".svg")));
    // The next suites start from the defaults again.
    app::MainWindow::resetExportChoices();
    QCOMPARE(app::MainWindow::savedExportChoices().theme, app::ChartTheme::Light);
}

// The chart's texts are cached as device pixels (pendingdraw.cpp). Opened
// in German at 1280 x 800, a Llama 3 8B full fine-tune that does not fit
// under the Trainer lays the window out twice (its long fix button first
// squeezes the chart), and the title and axis labels painted in between kept
// their clipped pixels: the chart showed none until the window was resized.
// Each title and axis label must have ink where it stands.
void TestCharts::chartTextsDrawnAfterTheWindowsFirstLayout()
{
    app::language::apply(QStringLiteral("de"));
    Scenario s;
    s.model.preset = "llama-3-8b";
    s.precision.recipe = Recipe::AmpBf16;
    s.workload.microBatchSize = 1;
    s.workload.globalBatchSize = 4;
    s.workload.sequenceLength = 4096;
    s.parallelism.gpus = 1;
    s.hardware.gpu = "h200";
    s.software.stack = SoftwareStack::HfTransformers;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("finetune.headroom.json"));
    QVERIFY(app::writeScenarioFile(path, s).isEmpty());
    auto w = test::makeWindow();
    QVERIFY(w->openFile(path));
    w->resize(1280, 800);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    w->controller()->flush();
    for (int i = 0; i < 10; ++i)
        QCoreApplication::processEvents();
    QChartView* view = w->memoryChart()->view();
    const QImage shot = view->grab().toImage();
    int texts = 0;
    for (QGraphicsItem* item : view->chart()->childItems()) {
        const std::function<void(QGraphicsItem*)> visit = [&](QGraphicsItem* it) {
            auto* text = it->type() == QGraphicsTextItem::Type ? static_cast<QGraphicsTextItem*>(it) : nullptr;
            if (text && it->isVisible() && !text->toPlainText().trimmed().isEmpty()) {
                const QRect r = view->mapFromScene(it->sceneBoundingRect()).boundingRect() & shot.rect();
                int ink = 0;
                for (int y = r.top(); y <= r.bottom(); ++y)
                    for (int x = r.left(); x <= r.right(); ++x)
                        ink += qGray(shot.pixel(x, y)) < 128;
                QVERIFY2(ink > 0, qPrintable(QStringLiteral("no ink for '%1'").arg(text->toPlainText())));
                ++texts;
            }
            for (QGraphicsItem* child : it->childItems())
                visit(child);
        };
        visit(item);
    }
    QVERIFY(texts >= 10); // the title, the axes' labels and title, the legend
    QVERIFY(w->close());
    app::language::apply(QStringLiteral("en"));
}

void TestCharts::memoryChartSplitsKvByLayerKind()
{
    checkKvSegments("gpt-oss-120b",
                    {QStringLiteral("KV cache: full layers"), QStringLiteral("KV cache: windowed layers")});
    checkKvSegments("deepseek-v3", {QStringLiteral("KV cache: MLA latent")});
    checkKvSegments("llama-2-7b", {QStringLiteral("KV cache")});
}

void TestCharts::allChartsInOneImageAreWhole_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QSize>("size");
    // The export dialog's and the CLI's default size, and Copy Chart's.
    for (QSize size : {QSize(1200, 800), QSize(1600, 1000)})
        for (const char* name : {"zero3", "tensor", "inference"})
            QTest::addRow("%s %dx%d", name, size.width(), size.height()) << QString::fromLatin1(name) << size;
}

// "All charts in one image" draws four charts at a quarter of the size each:
// every legend entry still reads whole and the labels stay inside their plot
// and off each other (issue 17 item 14).
void TestCharts::allChartsInOneImageAreWhole()
{
    QFETCH(QString, scenario);
    QFETCH(QSize, size);
    Scenario s = trainingScenario();
    if (scenario == QLatin1String("zero3")) {
        // tests/data/scenarios/llama2-7b-train: 8 H100s, ZeRO-3, a fixed MFU.
        s.parallelism = Parallelism{};
        s.parallelism.gpus = 8;
        s.parallelism.zero = 3;
        s.activations.recompute = Recompute::Selective;
        s.hardware.mfu = 0.4;
    } else if (scenario == QLatin1String("inference")) {
        s = Scenario{};
        s.model.preset = "llama-2-70b";
        s.workload.mode = Mode::Inference;
        s.parallelism.gpus = 4;
        s.parallelism.tensor = 4;
        s.hardware.gpu = "a100-80gb";
    }
    const auto c = compute(s);
    QVERIFY(c);
    auto panel = laidOut(ChartKind::All, c->data, size);
    const QList<QChart*> charts = chartsOf(panel.get());
    QCOMPARE(charts.size(), 4);
    for (QChart* chart : charts) {
        QString why;
        QVERIFY2(legendIsWhole(chart, &why), qPrintable(chart->title() + QStringLiteral(": ") + why));
        QVERIFY2(textIsWhole(chart, &why), qPrintable(chart->title() + QStringLiteral(": ") + why));
        QVERIFY2(labelsAreTidy(chart, &why), qPrintable(chart->title() + QStringLiteral(": ") + why));
    }
}

namespace {

// The memory chart's legend: each visible part's entry, by component.
std::map<MemoryComponent, QString> memoryLegend(QChart* chart)
{
    std::map<MemoryComponent, QString> entries;
    for (QLegendMarker* m : chart->legend()->markers())
        if (auto* bar = qobject_cast<QBarLegendMarker*>(m); bar && bar->isVisible()) {
            entries[MemoryComponent(bar->barset()->property("component").toUInt())] = m->label();
        }
    return entries;
}

// Each part that takes memory is named with its size in `bar`, and only those.
bool legendGives(QChart* chart, const MemoryBar& bar, const app::Formatter& f, QString* why)
{
    const auto entries = memoryLegend(chart);
    for (std::size_t c = 0; c < kMemoryComponentCount; ++c) {
        const auto component = MemoryComponent(c);
        const double bytes = bar.breakdown.bytes[c];
        const auto it = entries.find(component);
        const QString expected = app::Report::componentName(component) + QStringLiteral(": ") + f.bytes(bytes);
        if (bytes > 0 && (it == entries.end() || it->second != expected)) {
            *why = QStringLiteral("expected %1, got %2")
                       .arg(expected, it == entries.end() ? QStringLiteral("nothing") : it->second);
            return false;
        }
    }
    return true;
}

} // namespace

// The memory legend gives each part's size: of the one bar, or beside other
// bars of the scenario's own (named in bold); in the window and in an export
// (issue 17 item 14).
void TestCharts::memoryLegendGivesTheScenariosValues()
{
    const app::Formatter f;
    const auto c = compute(trainingScenario());
    QVERIFY(c);
    QString why;
    {
        auto panel = laidOut(ChartKind::Memory, c->data, kSizes[0]);
        QChart* chart = chartsOf(panel.get()).first();
        QCOMPARE(c->data.memory.size(), std::size_t(1));
        QVERIFY2(legendGives(chart, c->data.memory.front(), f, &why), qPrintable(why));
        QVERIFY2(legendIsWhole(chart, &why), qPrintable(why));
    }
    // Recipes side by side: the values are the scenario's recipe's (Mixed BF16),
    // not the first bar's (FP32), and that bar's name is bold.
    const app::ChartData compared = app::makeChartData(*c, CompareAxis::Recipe);
    QVERIFY(compared.memory.size() > 2);
    QVERIFY(compared.currentBar > 0);
    const MemoryBar& own = compared.memory[std::size_t(compared.currentBar)];
    QCOMPARE(own.label, std::string(toString(trainingScenario().precision.recipe)));
    QVERIFY(own.breakdown.bytes != compared.memory.front().breakdown.bytes);
    QCOMPARE(own.breakdown, c->estimate.perGpu);
    {
        auto panel = laidOut(ChartKind::Memory, compared, kSizes[0]);
        QChart* chart = chartsOf(panel.get()).first();
        QVERIFY2(legendGives(chart, own, f, &why), qPrintable(why));
        const QStringList categories =
            qobject_cast<QBarCategoryAxis*>(chart->axes(Qt::Horizontal).first())->categories();
        for (int i = 0; i < categories.size(); ++i)
            QCOMPARE(categories[i].startsWith(QLatin1String("<b>")), i == compared.currentBar);
    }
    // The window's memory tab says the same, in its own number format.
    auto w = shownWindow(trainingScenario(), [](const app::MainWindow& m) -> QWidget* { return m.memoryChart(); });
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    QChart* chart = w->memoryChart()->findChild<QChartView*>()->chart();
    QVERIFY2(legendGives(chart, w->controller()->result()->charts.memory.front(), w->formatter(), &why),
             qPrintable(why));
    QVERIFY2(legendIsWhole(chart, &why), qPrintable(why));
    w->hide();
}

// Chart → Image with "Subtitle with the key settings" ticked puts the model,
// the GPUs, the mode, the layout and the batch above the chart; unticked,
// nothing (issue 17 item 14).
void TestCharts::exportSubtitleNamesTheSettings()
{
    app::ExportRequest initial;
    initial.path = QStringLiteral("chart.png");
    app::ExportDialog dialog(initial);
    auto* box = dialog.findChild<QCheckBox*>(QStringLiteral("subtitle"));
    QVERIFY(box);
    QVERIFY(!box->isChecked());
    QVERIFY(!dialog.request().subtitle);
    box->click();
    QVERIFY(dialog.request().subtitle);
    initial.subtitle = true;
    QVERIFY(app::ExportDialog(initial).request().subtitle);

    QTemporaryDir dir;
    auto w = test::makeWindow();
    w->controller()->loadScenario(trainingScenario(), QString());
    w->controller()->flush();
    const app::Formatter& f = w->formatter();
    for (ChartKind kind : {ChartKind::Memory, ChartKind::All}) {
        for (bool subtitle : {false, true}) {
            const QString path = dir.filePath(QStringLiteral("chart%1%2.svg").arg(int(kind)).arg(subtitle));
            QVERIFY(w->exportChart({kind, app::ExportRequest::Format::Svg, QSize(1200, 800), 1.0, path, subtitle}));
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QString svg = QString::fromUtf8(file.readAll());
            // llama-2-7b on 64 H100s, tensor 2 (so data 32), ZeRO-1, training,
            // micro-batch 1 of a global batch of 1024 at 4096 tokens.
            for (const QString& part :
                 {QStringLiteral("tensor 2"), QStringLiteral("data 32"), QStringLiteral("ZeRO-1"),
                  QStringLiteral("training"), QStringLiteral("Mixed BF16"),
                  QStringLiteral("global batch ") + f.integer(1024), QStringLiteral("sequence ") + f.integer(4096)})
                QVERIFY2(svg.contains(part) == subtitle, qPrintable(part));
        }
    }
    QVERIFY(w.prompts->messages.isEmpty());
}

namespace {

// The inference scenario of allChartsInOneImageAreWhole: Llama 2 70B on four
// A100s, tensor 4, so the serving chart has its curve.
Scenario inferenceScenario()
{
    Scenario s;
    s.model.preset = "llama-2-70b";
    s.workload.mode = Mode::Inference;
    s.parallelism.gpus = 4;
    s.parallelism.tensor = 4;
    s.hardware.gpu = "a100-80gb";
    return s;
}

// Everything drawn on `chart` reads on `background`: the visible text (title,
// axis labels and titles, legend) and the point labels at 4.5:1, their boxes
// dark, the series' lines, markers and bars at 3:1.
bool readsOn(QChart* chart, const QColor& background, QString* why)
{
    if (chart->backgroundBrush().color() != background) {
        *why = QStringLiteral("chart background %1").arg(chart->backgroundBrush().color().name());
        return false;
    }
    int texts = 0;
    QList<QGraphicsItem*> items = chart->childItems();
    while (!items.isEmpty()) {
        QGraphicsItem* item = items.takeFirst();
        items << item->childItems();
        if (!item->isVisible())
            continue;
        if (auto* text = dynamic_cast<QGraphicsTextItem*>(item); text && !text->toPlainText().trimmed().isEmpty()) {
            ++texts;
            if (app::contrastRatio(text->defaultTextColor(), background) < app::kTextContrast) {
                *why = QStringLiteral("text %1 in %2").arg(text->toPlainText(), text->defaultTextColor().name());
                return false;
            }
        }
        if (!item->data(app::kChartLabelTextKey).toString().isEmpty()) {
            ++texts;
            const auto color = item->data(app::kChartLabelColorKey).value<QColor>();
            const auto box = item->data(app::kChartLabelBoxKey).value<QColor>();
            if (app::contrastRatio(color, background) < app::kTextContrast ||
                app::contrastRatio(color, box) < app::kTextContrast || app::relativeLuminance(box) > 0.05) {
                *why = QStringLiteral("label %1 in %2 on %3")
                           .arg(item->data(app::kChartLabelTextKey).toString(), color.name(), box.name());
                return false;
            }
        }
    }
    if (texts < 3) {
        *why = QStringLiteral("only %1 texts").arg(texts);
        return false;
    }
    auto visible = [&](const QColor& c) {
        return c.alpha() > 0 && app::contrastRatio(c, background) >= app::kGraphicContrast;
    };
    for (QAbstractSeries* series : chart->series()) {
        if (!series->isVisible())
            continue;
        bool ok = true;
        if (auto* scatter = qobject_cast<QScatterSeries*>(series))
            ok = visible(scatter->color()) || visible(scatter->borderColor());
        else if (auto* line = qobject_cast<QXYSeries*>(series))
            ok = visible(line->pen().color());
        else if (auto* bars = qobject_cast<QAbstractBarSeries*>(series))
            for (QBarSet* set : bars->barSets())
                ok = ok && visible(set->color());
        if (!ok) {
            *why = QStringLiteral("series %1 does not stand out").arg(series->objectName());
            return false;
        }
    }
    return true;
}

} // namespace

void TestCharts::darkExportsReadOnDark_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<bool>("inference");
    QTest::addColumn<QSize>("size");
    // The default size and every preset's.
    std::vector<QSize> sizes = {kSizes[0]};
    for (const app::ExportPreset& p : app::kExportPresets)
        sizes.push_back(p.size);
    for (QSize size : sizes) {
        for (ChartKind kind : {ChartKind::Memory, ChartKind::Roofline, ChartKind::Breakeven, ChartKind::Step,
                               ChartKind::Scaling, ChartKind::All})
            QTest::addRow("%s %dx%d", qPrintable(app::ChartText::kindName(kind)), size.width(), size.height())
                << int(kind) << false << size;
        for (ChartKind kind : {ChartKind::Serving, ChartKind::All})
            QTest::addRow("%s inference %dx%d", qPrintable(app::ChartText::kindName(kind)), size.width(), size.height())
                << int(kind) << true << size;
    }
}

// The dark theme, for dark slides: every chart kind on a dark background,
// with its text light enough to read (4.5:1), its lines, markers and bars
// standing out (3:1), the subtitle light too, and still whole and tidy; the
// light theme draws on white as before (issue 16 item 4).
void TestCharts::darkExportsReadOnDark()
{
    QFETCH(int, kind);
    QFETCH(bool, inference);
    QFETCH(QSize, size);
    const auto c = compute(inference ? inferenceScenario() : trainingScenario());
    QVERIFY(c);
    const app::Formatter f;
    app::ChartData data = c->data;
    data.subtitle = app::chartSubtitle(c->resolved, c->estimate, f);
    data.theme = app::ChartTheme::Dark;
    const QColor background = app::themeColors(app::ChartTheme::Dark).background;
    QVERIFY(app::relativeLuminance(background) < 0.05);

    auto panel = laidOut(ChartKind(kind), data, size);
    auto* subtitle = panel->findChild<QLabel*>(QStringLiteral("subtitle"));
    QVERIFY(subtitle);
    QVERIFY(app::contrastRatio(subtitle->palette().color(QPalette::WindowText), background) >= app::kTextContrast);
    QCOMPARE(panel->palette().color(QPalette::Window), background);
    for (QChart* chart : chartsOf(panel.get())) {
        QString why;
        QVERIFY2(readsOn(chart, background, &why), qPrintable(chart->title() + QStringLiteral(": ") + why));
        QVERIFY2(legendIsWhole(chart, &why), qPrintable(chart->title() + QStringLiteral(": ") + why));
        QVERIFY2(textIsWhole(chart, &why), qPrintable(chart->title() + QStringLiteral(": ") + why));
        QVERIFY2(labelsAreTidy(chart, &why), qPrintable(chart->title() + QStringLiteral(": ") + why));
    }

    // The image: dark at its corners and mostly dark; the light one white.
    for (const auto theme : {app::ChartTheme::Dark, app::ChartTheme::Light}) {
        data.theme = theme;
        const QImage image = app::renderChartImage(ChartKind(kind), data, f, size, 1.5);
        QCOMPARE(image.size(), app::exportPixelSize(size, 1.5));
        const QColor expected = app::themeColors(theme).background;
        for (QPoint corner : {QPoint(0, 0), QPoint(image.width() - 1, image.height() - 1),
                              QPoint(0, image.height() - 1), QPoint(image.width() - 1, 0)})
            QCOMPARE(image.pixelColor(corner), expected);
        qint64 dark = 0;
        for (int y = 0; y < image.height(); y += 3)
            for (int x = 0; x < image.width(); x += 3)
                dark += app::relativeLuminance(image.pixelColor(x, y)) < 0.05;
        const double share = double(dark) * 9 / (double(image.width()) * image.height());
        if (theme == app::ChartTheme::Dark)
            QVERIFY2(share > 0.6, qPrintable(QString::number(share)));
        else
            QVERIFY2(share < 0.1, qPrintable(QString::number(share)));
    }
}

// The export dialog's presets fill the size and scale for their pixel sizes;
// editing the size turns the preset to Custom, and a size that matches one
// picks it again; a size too small for the chart's texts is said. The theme
// comes back in the request, and the window's export writes a dark image
// (issue 16 item 4).
void TestCharts::exportPresetsGiveTheirPixelSizes()
{
    app::ExportRequest initial;
    initial.path = QStringLiteral("chart.png");
    app::ExportDialog dialog(initial);
    auto* preset = dialog.findChild<QComboBox*>(QStringLiteral("preset"));
    QVERIFY(preset);
    QCOMPARE(preset->currentData().toString(), QString()); // 1200 × 800 at 1×: Custom
    const std::map<QString, QSize> pixels = {{QStringLiteral("slide-16x9"), QSize(1920, 1080)},
                                             {QStringLiteral("slide-4x3"), QSize(1600, 1200)},
                                             {QStringLiteral("square"), QSize(1200, 1200)},
                                             {QStringLiteral("a4"), QSize(2480, 3508)}};
    QCOMPARE(preset->count(), int(pixels.size()) + 1);
    for (const auto& [id, expected] : pixels) {
        const int index = preset->findData(id);
        QVERIFY2(index > 0, qPrintable(id));
        preset->setCurrentIndex(index);
        const app::ExportRequest r = dialog.request();
        QCOMPARE(app::exportPixelSize(r.size, r.scale), expected);
        QVERIFY(app::exportSizeAllowed(r.size, r.scale));
        QVERIFY(
            preset->itemText(index).contains(QStringLiteral("%1 × %2").arg(expected.width()).arg(expected.height())));
        QCOMPARE(preset->currentIndex(), index); // filling the fields kept the preset
        // Every preset keeps the chart's texts whole: no note.
        QVERIFY2(!dialog.findChild<QLabel*>(QStringLiteral("pixels"))->text().contains(QStringLiteral("shortened")),
                 qPrintable(id));
    }
    auto* width = dialog.findChild<QSpinBox*>(QStringLiteral("width"));
    QVERIFY(width);
    preset->setCurrentIndex(preset->findData(QStringLiteral("slide-16x9")));
    width->setValue(1000);
    QCOMPARE(preset->currentData().toString(), QString());
    QCOMPARE(dialog.request().size, QSize(1000, 720)); // Custom keeps what was typed
    width->setValue(1280);
    QCOMPARE(preset->currentData().toString(), QStringLiteral("slide-16x9"));
    // A size too small for the chart's texts is said, with the size that
    // keeps them whole, and follows the chart picked.
    auto* pixelsLabel = dialog.findChild<QLabel*>(QStringLiteral("pixels"));
    auto* height = dialog.findChild<QSpinBox*>(QStringLiteral("height"));
    width->setValue(500);
    height->setValue(300);
    QVERIFY2(pixelsLabel->text().contains(QStringLiteral("shortened below 600 × 340")),
             qPrintable(pixelsLabel->text()));
    auto* kind = dialog.findChild<QComboBox*>(QStringLiteral("kind"));
    QCOMPARE(kind->currentData().toInt(), int(ChartKind::Memory));
    kind->setCurrentIndex(kind->findData(int(ChartKind::Roofline)));
    QVERIFY2(pixelsLabel->text().contains(QStringLiteral("shortened below 600 × 300")),
             qPrintable(pixelsLabel->text()));
    width->setValue(1280);
    height->setValue(720);
    // Opened on a preset's size and scale, the dialog names it.
    initial.size = app::kExportPresets[3].size;
    initial.scale = app::kExportPresets[3].scale;
    QCOMPARE(app::ExportDialog(initial).findChild<QComboBox*>(QStringLiteral("preset"))->currentData(),
             QVariant(QStringLiteral("a4")));

    auto* theme = dialog.findChild<QComboBox*>(QStringLiteral("theme"));
    QVERIFY(theme);
    QCOMPARE(dialog.request().theme, app::ChartTheme::Light);
    theme->setCurrentIndex(theme->findData(int(app::ChartTheme::Dark)));
    QCOMPARE(dialog.request().theme, app::ChartTheme::Dark);
    initial.theme = app::ChartTheme::Dark;
    QCOMPARE(app::ExportDialog(initial).request().theme, app::ChartTheme::Dark);

    QTemporaryDir dir;
    auto w = test::makeWindow();
    w->controller()->loadScenario(trainingScenario(), QString());
    w->controller()->flush();
    for (const auto t : {app::ChartTheme::Light, app::ChartTheme::Dark}) {
        const QString path = dir.filePath(QStringLiteral("chart%1.png").arg(int(t)));
        QVERIFY(w->exportChart({ChartKind::Memory, app::ExportRequest::Format::Png, app::kExportPresets[0].size,
                                app::kExportPresets[0].scale, path, false, t}));
        const QImage image(path);
        QCOMPARE(image.size(), QSize(1920, 1080));
        QCOMPARE(image.pixelColor(0, 0), app::themeColors(t).background);
    }
    QVERIFY(w.prompts->messages.isEmpty());
}

namespace {

// Llama-3-8B in pure bf16, one sequence of 4,096 tokens on one H200: the
// measured HF run the stack tests start from (tests/data/measured).
Scenario llama3OneH200()
{
    Scenario s;
    s.model.preset = "llama-3-8b";
    s.hardware.gpu = "h200";
    s.parallelism.gpus = 1;
    s.workload.microBatchSize = 1;
    s.workload.globalBatchSize = 1;
    s.workload.sequenceLength = 4096;
    s.precision.recipe = Recipe::PureBf16;
    return s;
}

} // namespace

// Issue 28: the Software field picks the stack; the Memory timeline tab draws
// the step under it, stacked by kind, with the peak where the core puts it,
// its moment named on the chart, the capacity line, labels and legend whole;
// the summary names the stack; the same chart exports at its pixel size.
void TestCharts::timelineFollowsTheSoftwareStack()
{
    Scenario s = llama3OneH200();
    auto w = shownWindow(s, timelineTab);
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    QVERIFY(w->summary()->cellText(QStringLiteral("fits")).startsWith(QStringLiteral("Fits · Megatron\n")));

    auto* software = qobject_cast<QComboBox*>(w->inputPanel()->editor(QStringLiteral("software.stack")));
    QVERIFY(software);
    software->setCurrentIndex(software->findData(QStringLiteral("hf-transformers")));
    QCOMPARE(w->controller()->scenario().software.stack, std::optional(SoftwareStack::HfTransformers));
    w->controller()->flush();
    QCoreApplication::processEvents(); // the legend lays its new texts out
    QVERIFY(w->summary()->cellText(QStringLiteral("fits")).startsWith(QStringLiteral("Fits · HF\n")));

    const Estimate& e = w->controller()->result()->estimate;
    QVERIFY(e.memoryPeak.moment == MemoryMoment::BackwardStart);
    QChart* chart = w->timelineChart()->chart();
    QList<QAreaSeries*> areas;
    for (QAbstractSeries* series : chart->series())
        if (auto* a = qobject_cast<QAreaSeries*>(series))
            areas << a;
    QVERIFY(areas.size() >= 4); // weights, optimizer states, activations, logits at least
    // The top of the stack at the peak's point is the peak, in the axis's unit.
    const qsizetype at = qsizetype(e.timeline.peakIndex);
    const double top = areas.back()->upperSeries()->at(at).y();
    const QList<QPointF> peak = pointsOf(chart, "peak");
    QCOMPARE(peak.size(), 1);
    QVERIFY(std::abs(peak.front().y() - top) < 1e-9 * top);
    const double divisor = 1024.0 * 1024 * 1024; // GiB: the window's default units
    QVERIFY(std::abs(top * divisor - e.memoryPeak.allocated) < 1e-6 * e.memoryPeak.allocated);
    // The capacity line at the usable memory.
    const QList<QPointF> capacity = pointsOf(chart, "capacity");
    QCOMPARE(capacity.size(), 2);
    QVERIFY(std::abs(capacity.front().y() * divisor - e.capacity) < 1e-6 * e.capacity);
    bool named = false;
    for (const ShownLabel& l : shownLabels(chart))
        named = named || l.text.contains(QStringLiteral("at the start of the backward"));
    QVERIFY(named);
    QVERIFY(chart->title().contains(QStringLiteral("Hugging Face Transformers")));
    QString why;
    QVERIFY2(labelsAreTidy(chart, &why), qPrintable(why));
    QVERIFY2(legendIsWhole(chart, &why), qPrintable(why));
    QVERIFY2(textIsWhole(chart, &why), qPrintable(why));

    // Twelve micro-batches a step: the first two and the last drawn, the
    // nine between them one hatched stretch named in the legend; the peak is
    // the second's, on top of the first's gradients, and the chart says so.
    Scenario accumulated = w->controller()->scenario();
    accumulated.workload.globalBatchSize = 12;
    w->controller()->loadScenario(accumulated, QString());
    w->inputPanel()->reload();
    w->controller()->flush();
    QCoreApplication::processEvents();
    const Estimate& twelve = w->controller()->result()->estimate;
    QCOMPARE(twelve.timeline.microBatches, 12);
    QCOMPARE(twelve.timeline.elidedMicroBatches, 9);
    const auto band = [chart] {
        for (QAbstractSeries* series : chart->series())
            if (series->objectName() == QLatin1String("elided"))
                return qobject_cast<QAreaSeries*>(series);
        return static_cast<QAreaSeries*>(nullptr);
    };
    QAreaSeries* elided = band();
    QVERIFY(elided);
    QCOMPARE(elided->name(), QStringLiteral("Micro-batches 3–11, like the 2nd"));
    QCOMPARE(elided->upperSeries()->count(), 2);
    QVERIFY(std::abs(elided->upperSeries()->at(0).y() * divisor - twelve.memoryPeak.allocated) <
            1e-6 * twelve.memoryPeak.allocated);
    named = false;
    for (const ShownLabel& l : shownLabels(chart))
        named = named || l.text.contains(QStringLiteral("of micro-batch 2 of 12"));
    QVERIFY(named);
    QVERIFY(chart->axes(Qt::Horizontal).front()->titleText().contains(QStringLiteral("12 micro-batches")));
    QVERIFY2(labelsAreTidy(chart, &why), qPrintable(why));
    QVERIFY2(legendIsWhole(chart, &why), qPrintable(why));
    QVERIFY2(textIsWhole(chart, &why), qPrintable(why));
    // One step again: the band goes.
    w->controller()->loadScenario(s, QString());
    w->controller()->flush();
    QVERIFY(!band());

    // Exported as the tab shows it.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("timeline.png"));
    QVERIFY(w->exportChart({ChartKind::Timeline, app::ExportRequest::Format::Png, QSize(900, 600), 2.0, path}));
    QCOMPARE(QImage(path).size(), QSize(1800, 1200));
    QVERIFY(w.prompts->messages.isEmpty());
    w->hide();
}

// The timeline's texts that grow with the step (the axis title naming the
// micro-batches, the peak's moment with its micro-batch, the stretch's legend
// entry) read whole in every language at the export sizes: a pipelined step
// (one steady-state micro-batch) and an accumulating one under the HF Trainer.
// A draw that replaces the chart's series (a kind of memory appears on the
// timeline) decides where the legend goes while Qt 6.4 still hides every
// legend item (QLegendPrivate::handleSeriesAdded, until its next layout):
// read from the items, no entry seemed to show, the legend went below the
// plot and Qt elided its eight entries there ("Weight copi...").
void TestCharts::aLegendWhoseEntriesChangeStillFits()
{
    Scenario ddp = llama3OneH200();
    ddp.software.stack = SoftwareStack::HfTransformers;
    Scenario fsdp = ddp; // the Trainer's FSDP: its gathered layers appear as weight copies
    fsdp.model.preset = "llama-3-8b";
    fsdp.hardware.gpu = "h100-sxm";
    fsdp.precision.recipe = Recipe::AmpBf16;
    fsdp.parallelism.gpus = 8;
    fsdp.parallelism.zero = 3;
    fsdp.workload.microBatchSize = 2;
    fsdp.workload.globalBatchSize = 16;
    fsdp.activations.recompute = Recompute::Full;
    auto w = shownWindow(ddp, timelineTab);
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    QChart* chart = w->timelineChart()->chart();
    const auto copies = [chart] {
        for (QLegendMarker* m : chart->legend()->markers())
            if (m->label().startsWith(QStringLiteral("Weight copies")))
                return true;
        return false;
    };
    QVERIFY(!copies());
    w->controller()->loadScenario(fsdp, QString());
    w->inputPanel()->reload();
    w->controller()->flush();
    for (int i = 0; i < 3; ++i)
        QCoreApplication::processEvents();
    QVERIFY(copies());
    QString why;
    QVERIFY2(legendIsWhole(chart, &why), qPrintable(why));
    QVERIFY2(textIsWhole(chart, &why), qPrintable(why));
    w->hide();
}

void TestCharts::timelineReadsWholeInEveryLanguage()
{
    Scenario pipelined = trainingScenario();
    pipelined.parallelism.pipeline = 2;
    pipelined.workload.microBatchSize = 1;
    pipelined.workload.globalBatchSize = 256;
    Scenario accumulating = llama3OneH200();
    accumulating.software.stack = SoftwareStack::HfTransformers;
    accumulating.workload.globalBatchSize = 12;
    for (const Scenario& s : {pipelined, accumulating}) {
        const auto c = compute(s);
        QVERIFY(c);
        QVERIFY(c->data.timeline.microBatches > 1);
        for (const char* code : {"en", "de", "es", "zh_CN"}) {
            app::language::apply(QString::fromLatin1(code));
            for (QSize size : kSizes) {
                auto panel = laidOut(ChartKind::Timeline, c->data, size);
                QChart* chart = chartsOf(panel.get()).first();
                const QString where = QStringLiteral("%1 %2x%3").arg(code).arg(size.width()).arg(size.height());
                QString why;
                QVERIFY2(textIsWhole(chart, &why), qPrintable(where + QStringLiteral(": ") + why));
                QVERIFY2(legendIsWhole(chart, &why), qPrintable(where + QStringLiteral(": ") + why));
                QVERIFY2(labelsAreTidy(chart, &why), qPrintable(where + QStringLiteral(": ") + why));
            }
        }
    }
    app::language::apply(QStringLiteral("en"));
}

// Issue 28: under a software stack the memory chart's overhead segment is the
// CUDA context (the allocator's reserve is a segment of its own), and the
// legend and the tooltips say so, as the text report and Explain do; under
// the papers' accounting it stays "Overhead". Beside a pinned scenario of the
// other accounting each bar's tooltip names its own.
void TestCharts::memoryLegendNamesTheStacksOverhead()
{
    Scenario s = llama3OneH200();
    s.software.stack = SoftwareStack::HfTransformers;
    auto w = test::makeWindow();
    w->controller()->loadScenario(s, QString());
    w->controller()->flush();
    w->resize(1280, 800);
    w->tabs()->setCurrentWidget(w->memoryChart());
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    QCoreApplication::processEvents();
    const app::Formatter& f = w->formatter();
    const Estimate& e = w->controller()->result()->estimate;
    QVERIFY(!e.memoryPeak.papers);
    QVERIFY(e.memoryPeak.context > 0);
    QVERIFY(e.memoryPeak.reserved > e.memoryPeak.allocated);
    QCOMPARE(e.perGpu[MemoryComponent::Overhead], e.memoryPeak.context);

    QChart* chart = w->memoryChart()->chart();
    auto legend = memoryLegend(chart);
    const QString context = QStringLiteral("CUDA context: ") + f.bytes(e.memoryPeak.context);
    QCOMPARE(legend[MemoryComponent::Overhead], context);
    QCOMPARE(legend[MemoryComponent::AllocatorReserve],
             QStringLiteral("Allocator reserve: ") + f.bytes(e.memoryPeak.reserved - e.memoryPeak.allocated));
    for (const auto& [component, label] : legend)
        QVERIFY2(!label.startsWith(QStringLiteral("Overhead")), qPrintable(label));
    // The text report names the segment the same way, with the same size.
    const QString text = app::Report::text(f, w->controller()->result()->resolved, e);
    static const QRegularExpression spaces(QStringLiteral(":\\s+"));
    QVERIFY2(text.split(QLatin1Char('\n'))
                 .replaceInStrings(spaces, QStringLiteral(": "))
                 .contains(QStringLiteral("  ") + context),
             qPrintable(text));
    QVERIFY(w->memoryChart()
                ->tooltipFor(0, MemoryComponent::Overhead)
                .startsWith(QStringLiteral("<b>CUDA context</b>: ") + f.bytes(e.memoryPeak.context)));
    QString why;
    QVERIFY2(legendIsWhole(chart, &why), qPrintable(why));

    // Pinned, then the papers' accounting: its overhead is "Overhead" again,
    // while the pinned bar beside it keeps its CUDA context.
    QVERIFY(w->controller()->pin());
    Scenario papers = s;
    papers.software.stack.reset();
    w->controller()->editScenario(papers);
    w->controller()->setCompareAxis(CompareAxis::Pinned);
    w->controller()->flush();
    QCoreApplication::processEvents();
    const Estimate& now = w->controller()->result()->estimate;
    QVERIFY(now.memoryPeak.papers);
    QVERIFY(now.perGpu[MemoryComponent::Overhead] > 0);
    QCOMPARE(w->controller()->result()->charts.memory.size(), std::size_t(2));
    legend = memoryLegend(chart);
    QCOMPARE(legend[MemoryComponent::Overhead],
             QStringLiteral("Overhead: ") + f.bytes(now.perGpu[MemoryComponent::Overhead]));
    QVERIFY(w->memoryChart()->tooltipFor(0, MemoryComponent::Overhead).startsWith(QStringLiteral("<b>Overhead</b>")));
    QVERIFY(
        w->memoryChart()->tooltipFor(1, MemoryComponent::Overhead).startsWith(QStringLiteral("<b>CUDA context</b>")));
    w->hide();
}

// While a slider moves the visible chart paints as a draft, without
// antialiasing (issue 27: the step's paint); once the slider has been still
// for Interaction::kSettleMilliseconds it is smooth again. A scenario loaded
// or typed is drawn smooth at once.
void TestCharts::chartsDraftWhileASliderMoves()
{
    // A slider step of an earlier test may still be settling.
    QTRY_VERIFY_WITH_TIMEOUT(!app::Interaction::instance().active(), 4 * app::Interaction::kSettleMilliseconds);
    auto w = shownTrainingWindow();
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    QChartView* view = w->memoryChart()->view();
    QVERIFY(view->renderHints().testFlag(QPainter::Antialiasing));

    auto* gpus = qobject_cast<app::LogSlider*>(w->inputPanel()->editor(QStringLiteral("parallelism.gpus")));
    QVERIFY(gpus);
    gpus->slider()->setValue(gpus->positionFor(double(w->controller()->scenario().parallelism.gpus * 2)));
    w->controller()->flush();
    QVERIFY(app::Interaction::instance().active());
    QVERIFY(!view->renderHints().testFlag(QPainter::Antialiasing));
    QTRY_VERIFY_WITH_TIMEOUT(view->renderHints().testFlag(QPainter::Antialiasing),
                             4 * app::Interaction::kSettleMilliseconds);
    QVERIFY(!app::Interaction::instance().active());
}

// A grid line or tick of width 1 is stroked twice per paint (drawn, and for
// its bounding box); the roofline has about 90 of each. On screen they are
// cosmetic hairlines, and the texts are cached as device pixels; an export
// at 2x keeps lines of the themed width.
void TestCharts::windowGridsAreHairlinesExportsKeepTheirWidth()
{
    auto w = shownTrainingWindow();
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    const auto pens = [](QChart* chart) {
        QList<QPen> out;
        for (QAbstractAxis* axis : chart->axes())
            out << axis->gridLinePen() << axis->minorGridLinePen() << axis->linePen();
        return out;
    };
    for (QChartView* view : {w->memoryChart()->view(), w->rooflineChart()->view()}) {
        const QList<QPen> onScreen = pens(view->chart());
        QVERIFY(!onScreen.isEmpty());
        for (const QPen& pen : onScreen)
            QVERIFY(pen.isCosmetic() && pen.widthF() == 0);
        // Its texts are painted from a cache while they keep their text.
        int texts = 0;
        for (QGraphicsItem* item : view->scene()->items())
            if (item->type() == QGraphicsTextItem::Type) {
                QCOMPARE(item->cacheMode(), QGraphicsItem::DeviceCoordinateCache);
                ++texts;
            }
        QVERIFY(texts > 5);
    }
    const auto c = compute(trainingScenario());
    QVERIFY(c);
    auto panel = laidOut(ChartKind::Roofline, c->data, kSizes[0]);
    const QList<QChart*> exported = chartsOf(panel.get());
    QCOMPARE(exported.size(), 1);
    for (const QPen& pen : pens(exported.first()))
        QVERIFY(pen.widthF() >= 1);
}

// A log axis's minor grid is one item (app/common/minorgrid.h), not Qt
// Charts' item per line: lines at 2…9 times each power of ten across the
// plot, none between, in the axis's minor-grid pen; cached as pixels on
// screen, drawn as lines in an export.
void TestCharts::logAxesDrawTheirMinorGridInOneItem()
{
    const auto c = compute(trainingScenario());
    QVERIFY(c);
    auto panel = laidOut(ChartKind::Roofline, c->data, kSizes[0]);
    QChart* chart = chartsOf(panel.get()).first();
    QLogValueAxis* x = nullptr;
    QLogValueAxis* y = nullptr;
    for (QAbstractAxis* axis : chart->axes())
        if (auto* log = qobject_cast<QLogValueAxis*>(axis))
            (log->orientation() == Qt::Horizontal ? x : y) = log;
    QVERIFY(x && y);
    QCOMPARE(x->minorTickCount(), 0);
    QCOMPARE(y->minorTickCount(), 0);
    QList<QGraphicsItem*> grids;
    for (QGraphicsItem* item : chart->childItems())
        if (item->type() == app::kLogMinorGridType)
            grids << item;
    QCOMPARE(grids.size(), 2);
    QCOMPARE(grids.first()->cacheMode(), QGraphicsItem::NoCache); // an export: lines
    // The dashed ceilings of the other precisions: cosmetic on screen (one
    // device pixel, not a path stroked dash by dash), 1.2 wide in an export.
    const auto dashedWidths = [](QChart* of) {
        QList<qreal> widths;
        for (QAbstractSeries* series : of->series())
            if (auto* line = qobject_cast<QLineSeries*>(series);
                line && line->objectName() == QLatin1String("ceiling") && line->isVisible() &&
                line->pen().style() == Qt::DashLine)
                widths << line->pen().widthF();
        return widths;
    };
    const QList<qreal> exported = dashedWidths(chart);
    // In a solid red pen, with the other lines out of the way.
    for (QLogValueAxis* axis : std::array{x, y}) {
        axis->setMinorGridLinePen(QPen(Qt::red, 1));
        axis->setGridLineVisible(false);
    }
    for (QAbstractSeries* series : chart->series())
        series->setVisible(false);
    QCoreApplication::processEvents();
    const QRectF area = chart->plotArea();
    QImage image(chart->scene()->sceneRect().size().toSize(), QImage::Format_ARGB32);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        chart->scene()->render(&painter, QRectF(image.rect()), chart->scene()->sceneRect());
    }
    const auto redAt = [&](double value, Qt::Orientation along) {
        const double lo = std::log10((along == Qt::Horizontal ? x : y)->min());
        const double hi = std::log10((along == Qt::Horizontal ? x : y)->max());
        const double t = (std::log10(value) - lo) / (hi - lo);
        const QPointF at = along == Qt::Horizontal ? QPointF(area.left() + t * area.width(), area.center().y())
                                                   : QPointF(area.center().x(), area.bottom() - t * area.height());
        const QPointF scene = chart->mapToScene(at) - chart->scene()->sceneRect().topLeft(); // image pixels
        for (int d = -1; d <= 1; ++d) {
            const QPoint p = along == Qt::Horizontal ? QPoint(int(scene.x()) + d, int(scene.y()))
                                                     : QPoint(int(scene.x()), int(scene.y()) + d);
            const QColor colour = image.pixelColor(p);
            if (colour.red() > 200 && colour.green() < 120)
                return true;
        }
        return false;
    };
    const double xDecade = std::pow(10.0, std::ceil(std::log10(x->min())));
    const double yDecade = std::pow(10.0, std::ceil(std::log10(y->min())));
    for (int k = 2; k <= 9; ++k) {
        QVERIFY2(redAt(k * xDecade, Qt::Horizontal), qPrintable(QString::number(k * xDecade)));
        QVERIFY2(redAt(k * yDecade, Qt::Vertical), qPrintable(QString::number(k * yDecade)));
    }
    QVERIFY(!redAt(1.5 * xDecade, Qt::Horizontal));
    QVERIFY(!redAt(1.5 * yDecade, Qt::Vertical));

    // On screen: cached as pixels.
    auto w = test::makeWindow();
    w->controller()->loadScenario(trainingScenario(), QString());
    w->controller()->flush();
    w->tabs()->setCurrentIndex(w->tabs()->indexOf(w->rooflineChart()));
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    int cached = 0;
    for (QGraphicsItem* item : w->rooflineChart()->chart()->childItems())
        if (item->type() == app::kLogMinorGridType) {
            QCOMPARE(item->cacheMode(), QGraphicsItem::DeviceCoordinateCache);
            ++cached;
        }
    QCOMPARE(cached, 2);

    const QList<qreal> screen = dashedWidths(w->rooflineChart()->chart());
    QVERIFY(!screen.isEmpty());
    QCOMPARE(screen.size(), exported.size());
    for (qreal width : screen)
        QCOMPARE(width, 0.0);
    for (qreal width : exported)
        QCOMPARE(width, 1.2);
}

namespace {

// A fenced widget alone in a shown window, above (or beside) a stretch.
std::unique_ptr<QWidget> fencedWindow(app::LayoutFence* fence, QSize size, Qt::Orientation along)
{
    auto window = std::make_unique<QWidget>();
    QBoxLayout* layout = along == Qt::Horizontal ? static_cast<QBoxLayout*>(new QHBoxLayout(window.get()))
                                                 : new QVBoxLayout(window.get());
    layout->addWidget(fence);
    layout->addStretch(1);
    window->resize(size);
    window->show();
    return window;
}

} // namespace

// A summary value changes at every slider step; its size seldom (issue 27).
// Fenced, a text of the same size lays nothing out above it, and one that
// grows is laid out at once, to its full width: never clipped.
void TestCharts::aFencedLabelLaysOutOnlyWhenItsSizeChanges()
{
    auto* label = new QLabel(QStringLiteral("67.9 days"));
    auto* fence = new app::LayoutFence(label);
    const auto window = fencedWindow(fence, QSize(400, 60), Qt::Horizontal);
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    QCoreApplication::processEvents();
    const int passed = fence->passed();
    const int requests = fence->requests();

    // The same glyphs: as wide as before. Asked, not passed on.
    label->setText(QStringLiteral("76.9 days"));
    QCoreApplication::processEvents();
    QVERIFY(fence->requests() > requests);
    QCOMPARE(fence->passed(), passed);
    QCOMPARE(label->text(), QStringLiteral("76.9 days"));

    // Longer: passed on, and laid out to its width before the next paint.
    label->setText(QStringLiteral("1,068.1 days, and a longer note"));
    QCOMPARE(fence->passed(), passed + 1);
    QCoreApplication::processEvents();
    QVERIFY2(label->width() >= label->sizeHint().width(),
             qPrintable(QStringLiteral("%1 < %2").arg(label->width()).arg(label->sizeHint().width())));
    QCOMPARE(fence->width(), label->width());

    // The summary's values are selectable: measured by their text as well.
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QCoreApplication::processEvents();
    const int selectable = fence->passed();
    label->setText(QStringLiteral("1,086.1 days, and a longer note"));
    QCoreApplication::processEvents();
    QCOMPARE(fence->passed(), selectable);
    // The same text in a style with padding is wider: passed on, and laid out.
    label->setStyleSheet(QStringLiteral("QLabel { padding: 0 12px; }"));
    QVERIFY(fence->passed() > selectable);
    QCoreApplication::processEvents();
    QVERIFY(label->width() >= label->sizeHint().width());
}

// While a slider moves, a summary value that narrows keeps its width (the
// cells do not jitter, and the strip is not laid out again); a wider one
// widens it at once; once the slider is still, it fits its text again.
void TestCharts::summaryValuesOnlyGrowWhileASliderMoves()
{
    QTRY_VERIFY_WITH_TIMEOUT(!app::Interaction::instance().active(), 4 * app::Interaction::kSettleMilliseconds);
    auto* label = new QLabel(QStringLiteral("1,068.1 days"));
    auto* fence = new app::LayoutFence(label);
    fence->setGrowWhileDragging(true);
    const auto window = fencedWindow(fence, QSize(400, 60), Qt::Horizontal);
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    QCoreApplication::processEvents();
    const int wide = fence->width();
    const int passed = fence->passed();

    app::Interaction::instance().touch();
    label->setText(QStringLiteral("8.1 days"));
    QCoreApplication::processEvents();
    QCOMPARE(fence->passed(), passed);
    QCOMPARE(fence->width(), wide);
    label->setText(QStringLiteral("10,068.1 days and more"));
    QCOMPARE(fence->passed(), passed + 1);
    QCoreApplication::processEvents();
    QVERIFY(fence->width() > wide);
    QVERIFY(label->width() >= label->sizeHint().width());

    label->setText(QStringLiteral("8.1 days"));
    QTRY_VERIFY_WITH_TIMEOUT(!app::Interaction::instance().active(), 4 * app::Interaction::kSettleMilliseconds);
    QCoreApplication::processEvents();
    QVERIFY2(fence->width() < wide, qPrintable(QStringLiteral("%1 >= %2").arg(fence->width()).arg(wide)));
    QVERIFY(label->width() >= label->sizeHint().width());
}

// The notes line under the summary ("Limited by compute, 58 %; …") changes
// at most steps, its one line's height never: fenced, a new note does not lay
// the window out (each layout activated asks its parent's again, and the
// splitter's measured the whole window).
void TestCharts::newSummaryNotesDoNotLayTheWindowOut()
{
    auto w = shownTrainingWindow();
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
    EventCounter requests(QEvent::LayoutRequest);
    QWidget* splitter = w->centralWidget();
    QVERIFY(splitter);
    splitter->installEventFilter(&requests);
    app::Result r = *w->controller()->result();
    const QString before = w->summary()->notesText();
    r.estimate.step.exposed[std::size_t(StepPart::MemoryBound)] *= 1.7; // another share for the "limited by" note
    w->summary()->showResult(r, w->formatter());
    QVERIFY2(w->summary()->notesText() != before, qPrintable(before));
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
    QCOMPARE(requests.count, 0);
}

// The summary's values can be selected with the mouse where the pointer is,
// and otherwise are drawn as plain text: with QLabel's text control a new
// value was laid out inside its paint, which asked for a second paint of the
// whole strip (an UpdateLater) at every slider step.
void TestCharts::summaryValuesSelectableUnderThePointerPaintOnce()
{
    auto w = shownTrainingWindow();
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    auto* value = w->summary()->findChild<QLabel*>(QStringLiteral("time"));
    QVERIFY(value);
    QVERIFY(!(value->textInteractionFlags() & Qt::TextSelectableByMouse));

    // A new value paints once, while a slider moves too.
    EventCounter paints(QEvent::Paint);
    value->installEventFilter(&paints);
    QCoreApplication::processEvents();
    paints.count = 0;
    Scenario s = trainingScenario();
    s.workload.trainingTokens *= 3;
    app::Interaction::instance().touch();
    w->controller()->loadScenario(s, QString());
    w->controller()->flush();
    for (int i = 0; i < 10; ++i)
        QCoreApplication::processEvents();
    QCOMPARE(paints.count, 1);

    // Under the pointer it is selectable, and stays so while a selection is kept.
    QEnterEvent enter(QPointF(2, 2), QPointF(2, 2), QPointF(2, 2));
    QCoreApplication::sendEvent(value, &enter);
    QVERIFY(value->textInteractionFlags() & Qt::TextSelectableByMouse);
    value->setSelection(0, 2);
    value->setFocus();
    QVERIFY(value->hasSelectedText());
    QEvent leave(QEvent::Leave);
    QCoreApplication::sendEvent(value, &leave);
    QVERIFY(value->textInteractionFlags() & Qt::TextSelectableByMouse);
    value->clearFocus();
    QVERIFY(!(value->textInteractionFlags() & Qt::TextSelectableByMouse));
}

// The break-even answer is word-wrapped across its pane: the pane gives its
// width, and only a change of its height for that width goes up. A text of
// more lines is laid out at once to its full height (never clipped).
void TestCharts::aWrappedFencedLabelLaysOutOnlyWhenItsHeightChanges()
{
    auto* label = new QLabel(QStringLiteral("Renting this run costs $388 K; buying its GPUs costs $2.38 M."));
    label->setWordWrap(true);
    auto* fence = new app::LayoutFence(label);
    fence->setWidthGiven(true);
    const auto window = fencedWindow(fence, QSize(420, 300), Qt::Vertical);
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    QCoreApplication::processEvents();
    const int passed = fence->passed();
    const int height = label->height();
    QCOMPARE(height, label->heightForWidth(label->width()));

    // Other numbers, the same lines: asked, not passed on, the same height.
    label->setText(QStringLiteral("Renting this run costs $391 K; buying its GPUs costs $2.41 M."));
    QCoreApplication::processEvents();
    QCOMPARE(fence->passed(), passed);
    QCOMPARE(label->height(), height);

    // Three times the text: passed on, and as tall as its lines at once.
    label->setText(label->text().repeated(3));
    QCOMPARE(fence->passed(), passed + 1);
    QCoreApplication::processEvents();
    QVERIFY(label->height() > height);
    QCOMPARE(label->height(), label->heightForWidth(label->width()));
}

// A slider step lays out only the charts on screen (issue 27: the visible
// chart within 8 ms); a chart on a hidden tab draws the newest data, in the
// newest units, when its tab is shown.
// At 960 pixels wide (half of a 1,920-pixel screen) the Break-even and
// Scaling tabs put their two charts one above the other, where side by side
// their axis titles and legends were elided; a title longer than its axis is
// the unit in its parentheses. At 1,600 they stand side by side, whole titles.
void TestCharts::twoChartsStackInAHalfScreenWindow()
{
    auto w = shownWindow(trainingScenario(), [](const app::MainWindow& m) -> QWidget* { return m.breakevenChart(); });
    w->resize(960, 700);
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    QCOMPARE(w->width(), 960);
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
    const auto views = [&] {
        QChartView* cost = w->breakevenChart()->costView();
        QChartView* rate = w->breakevenChart()->rateView();
        return std::make_pair(cost->geometry(), rate->geometry());
    };
    auto [cost, rate] = views();
    QVERIFY2(rate.top() >= cost.bottom() && rate.left() == cost.left(), "stacked at 960 px");
    // Every axis title whole or its unit, none elided by Qt Charts.
    for (QChart* chart : {w->breakevenChart()->costChart(), w->breakevenChart()->rateChart()}) {
        const QRectF plot = chart->plotArea();
        for (QAbstractAxis* axis : chart->axes()) {
            const qreal room = axis->orientation() == Qt::Vertical ? plot.height() : plot.width();
            QVERIFY2(QFontMetricsF(axis->titleFont()).horizontalAdvance(axis->titleText()) <= room,
                     qPrintable(axis->titleText()));
        }
    }
    const QString shortTitle = w->breakevenChart()->costChart()->axes(Qt::Vertical).first()->titleText();
    QVERIFY2(shortTitle.startsWith(QLatin1Char('$')) && !shortTitle.contains(QLatin1Char('(')),
             qPrintable(shortTitle)); // "Cumulative cost ($ M)" beside a short plot: "$ M"

    w->resize(1600, 1000);
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
    std::tie(cost, rate) = views();
    QVERIFY2(rate.left() >= cost.right() && rate.top() == cost.top(), "side by side at 1,600 px");
    const QString wholeTitle = w->breakevenChart()->costChart()->axes(Qt::Vertical).first()->titleText();
    QVERIFY2(wholeTitle.endsWith(QStringLiteral("(") + shortTitle + QStringLiteral(")")), qPrintable(wholeTitle));

    w->tabs()->setCurrentWidget(w->scalingChart());
    w->resize(960, 700);
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
    const auto scaling = w->scalingChart()->findChildren<QChartView*>();
    QCOMPARE(scaling.size(), 2);
    QVERIFY(scaling[1]->geometry().top() >= scaling[0]->geometry().bottom());
}

void TestCharts::hiddenChartsDrawWhenShown()
{
    auto w = test::makeWindow();
    const auto showTab = [&w](QWidget* chart) {
        for (int i = 0; i < w->tabs()->count(); ++i)
            if (w->tabs()->widget(i) == chart || w->tabs()->widget(i)->isAncestorOf(chart))
                w->tabs()->setCurrentIndex(i);
        QCoreApplication::processEvents();
    };
    w->controller()->loadScenario(trainingScenario(), QString());
    w->controller()->flush();
    w->resize(1280, 800);
    showTab(w->breakevenChart());
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    showTab(w->memoryChart());
    QVERIFY(w->memoryChart()->isVisible() && !w->breakevenChart()->isVisible());
    // Held without the accessors, which draw what a hidden chart was given.
    QChart* cost = w->breakevenChart()->findChild<QChartView*>()->chart();
    QChart* memory = w->memoryChart()->findChild<QChartView*>()->chart();
    const QString costTitle = cost->title();
    const QString memoryTitle = memory->title();
    QVERIFY(!costTitle.isEmpty());

    auto* gpus = qobject_cast<app::LogSlider*>(w->inputPanel()->editor(QStringLiteral("parallelism.gpus")));
    QVERIFY(gpus);
    gpus->slider()->setValue(gpus->positionFor(double(w->controller()->scenario().parallelism.gpus * 4)));
    w->controller()->flush();
    QVERIFY2(memory->title() != memoryTitle, qPrintable(memory->title())); // the visible chart: at once
    QCOMPARE(cost->title(), costTitle);                                    // the hidden one: not yet

    showTab(w->breakevenChart());
    QVERIFY2(cost->title() != costTitle, qPrintable(cost->title()));
    QCOMPARE(cost->title(), w->breakevenChart()->costChart()->title());

    // The units change while the Scaling tab is hidden reaches it when shown
    // (the same data in new units once kept the old units).
    showTab(w->scalingChart());
    showTab(w->memoryChart());
    w.prompts->onPreferences = [] {
        app::Settings::set(app::settings::currencySymbol, QStringLiteral("€"));
        return true;
    };
    for (QAction* a : w->findChildren<QAction*>()) // Edit → Preferences…
        if (a->text().contains(QStringLiteral("Preferences")))
            a->trigger();
    w->controller()->flush();
    showTab(w->scalingChart());
    QStringList titles;
    for (QAbstractAxis* axis : w->scalingChart()->chart(1)->axes())
        titles << axis->titleText();
    QVERIFY2(titles.join(QLatin1Char(' ')).contains(QStringLiteral("€")),
             qPrintable(titles.join(QStringLiteral(" | "))));
    app::Settings::set(app::settings::currencySymbol, QStringLiteral("$"));
    w->hide();
}

std::unique_ptr<QObject> headroom::test::makeTestCharts()
{
    return std::make_unique<TestCharts>();
}

// At half a screen the timeline's legend sits at the right, where Qt Charts
// gives it 0.4 of the chart and elided the stretch's entry ("Micro-batches
// 3–7, like t..."), and its axis title named only its unit ("s"): the entry
// takes its short form, the title "Time (s)". The step chart elided its
// title ("…; next: memory-bound...") and its parts ("Memory-bound work: 3.30
// ..."), the schedule its legend row ("Optimizer: 10.1..."). All grow whole
// again with the window.
void TestCharts::halfScreenChartsKeepTheirTexts()
{
    Scenario s = llama3OneH200();
    s.software.stack = SoftwareStack::HfTransformers;
    s.workload.globalBatchSize = 12;
    auto w = shownWindow(s, timelineTab);
    w->resize(960, 700);
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
    QChart* chart = w->timelineChart()->chart();
    const auto band = [chart]() -> QLegendMarker* {
        for (QLegendMarker* m : chart->legend()->markers())
            if (m->series() && !m->series()->property("shortName").toString().isEmpty())
                return m;
        return nullptr;
    };
    QVERIFY(band());
    const QString shortName = band()->series()->property("shortName").toString();
    QVERIFY2(band()->series()->name().startsWith(shortName + QStringLiteral(", like")),
             qPrintable(band()->series()->name()));
    QCOMPARE(chart->legend()->alignment(), Qt::AlignRight);
    // Over two lines, broken after its comma, every word kept.
    QVERIFY2(band()->label().contains(QStringLiteral(",<br>like")), qPrintable(band()->label()));
    QCOMPARE(test::legendLabelAsDrawn(band()).replace(QLatin1Char('\n'), QLatin1Char(' ')), band()->series()->name());
    QString why;
    QVERIFY2(legendIsWhole(chart, &why), qPrintable(why));
    QVERIFY2(textIsWhole(chart, &why), qPrintable(why));
    QAbstractAxis* x = chart->axes(Qt::Horizontal).first();
    QCOMPARE(x->titleText(), QStringLiteral("Time (s)"));
    // The step's title leaves the next part's share to the summary, its
    // legend the parts' shares to the bars.
    w->tabs()->setCurrentWidget(w->stepChart());
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
    QChart* step = w->stepChart()->chart();
    QVERIFY2(!step->title().contains(QStringLiteral("next:")), qPrintable(step->title()));
    QVERIFY2(legendIsWhole(step, &why), qPrintable(why));
    QVERIFY2(textIsWhole(step, &why), qPrintable(why));
    // The schedule's legend row leaves the communication's and the
    // optimizer's times to the step chart (64 GPUs: both show).
    w->controller()->loadScenario(trainingScenario(), QString());
    w->inputPanel()->reload();
    w->controller()->flush();
    w->tabs()->setCurrentWidget(w->scheduleChart());
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
    QChart* schedule = w->scheduleChart()->chart();
    QCOMPARE(schedule->legend()->alignment(), Qt::AlignBottom);
    QVERIFY(named<QAreaSeries>(schedule, "communication")->name().contains(QLatin1Char(':')));
    QVERIFY2(legendIsWhole(schedule, &why), qPrintable(why));
    QVERIFY2(textIsWhole(schedule, &why), qPrintable(why));
    w->controller()->loadScenario(s, QString());
    w->inputPanel()->reload();
    w->controller()->flush();
    w->tabs()->setCurrentWidget(w->timelineChart());

    w->resize(1900, 1000);
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
    QCOMPARE(band()->label(), band()->series()->name());
    QVERIFY2(x->titleText().startsWith(QStringLiteral("Time through one step of")), qPrintable(x->titleText()));
    w->tabs()->setCurrentWidget(w->stepChart());
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
    QVERIFY2(step->title().contains(QStringLiteral("next:")), qPrintable(step->title()));
    QVERIFY2(legendIsWhole(step, &why), qPrintable(why));
    QVERIFY2(legendIsWhole(chart, &why), qPrintable(why));
    QVERIFY2(textIsWhole(chart, &why), qPrintable(why));
    w->hide();
}

// A narrow axis would stack its tick labels and Qt Charts would elide them all
// ("..."): the step widens to a nice one that leaves each label its room, and
// the draw function's step comes back where the axis widens.
void TestCharts::ticksThinOnANarrowAxis()
{
    QChartView view(app::chartdraw::newChart());
    QChart* chart = view.chart();
    auto* x = new QValueAxis;
    auto* y = new QValueAxis;
    app::chartdraw::SeriesBuilder b(chart, x, y);
    b.line("line", 0xff336699)->replace({QPointF(0, 0), QPointF(100000, 1)});
    app::chartdraw::setDynamicTicks(x, 100000, 10000);
    view.resize(220, 200);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    for (int i = 0; i < 3; ++i)
        QCoreApplication::processEvents();
    const qreal room = chart->plotArea().width();
    const qreal label = QFontMetricsF(x->labelsFont()).horizontalAdvance(QStringLiteral("100,000"));
    QVERIFY2(x->tickInterval() > 10000, qPrintable(QString::number(x->tickInterval())));
    QVERIFY2(
        (100000 / x->tickInterval() + 1) * label <= room,
        qPrintable(
            QStringLiteral("%1 ticks of %2 px in %3 px").arg(100000 / x->tickInterval() + 1).arg(label).arg(room)));
    view.resize(1400, 300);
    for (int i = 0; i < 3; ++i)
        QCoreApplication::processEvents();
    QCOMPARE(x->tickInterval(), 10000.0);
    // A draw that sets its own step again is taken as the whole one.
    app::chartdraw::setDynamicTicks(x, 100000, 20000);
    app::chartdraw::fitLegend(chart);
    QCOMPARE(x->tickInterval(), 20000.0);
}

// An entry too wide for a right-hand legend breaks after its colon or comma
// where both lines fit, else as late as fits; never inside a number and its
// unit (a no-break space); not at all where no break leaves both lines in.
void TestCharts::legendEntriesWrapAtTheirNaturalBreak()
{
    const QFontMetricsF fm(app::chartdraw::chartFont(9));
    const auto width = [&fm](const char* text) { return fm.horizontalAdvance(QString::fromUtf8(text)); };
    const QString part = QStringLiteral("Memory-bound work: 3.30\u00a0s (6.2\u00a0%)");
    const qreal room = width("Memory-bound work: 3.30 s");
    QCOMPARE(app::chartdraw::wrappedLabel(part, fm, room),
             QStringLiteral("Memory-bound work:<br>3.30\u00a0s (6.2\u00a0%)"));
    // No natural break that fits: as late as fits.
    const QString words = QStringLiteral("one two three four five six");
    QCOMPARE(app::chartdraw::wrappedLabel(words, fm, width("one two three four")),
             QStringLiteral("one two three four<br>five six"));
    // Too narrow for either line, or nowhere to break.
    QVERIFY(app::chartdraw::wrappedLabel(part, fm, width("Memory")).isEmpty());
    QVERIFY(app::chartdraw::wrappedLabel(QStringLiteral("通信与优化器的时间"), fm, width("abc")).isEmpty());
    // Chinese breaks after its full-width colon, and no text between a
    // number and its unit where a plain space separates them.
    const QString zh = QStringLiteral("受显存带宽限制的运算：3.30 秒（6.2 %）");
    QCOMPARE(app::chartdraw::wrappedLabel(zh, fm, fm.horizontalAdvance(QStringLiteral("受显存带宽限制的运算："))),
             QStringLiteral("受显存带宽限制的运算：<br>3.30 秒（6.2 %）"));
    QCOMPARE(app::chartdraw::wrappedLabel(QStringLiteral("Optimizer 10.1 ms"), fm, width("Optimizer 10.1")),
             QStringLiteral("Optimizer<br>10.1 ms"));
    // Escaped as the rich text the legend lays out.
    QCOMPARE(app::chartdraw::wrappedLabel(QStringLiteral("Q&A: a <b>"), fm, width("Q&A: a")),
             QStringLiteral("Q&amp;A:<br>a &lt;b&gt;"));
}

// Break-even's and scaling's two plots stand side by side where each keeps
// the room a plot needs and one under the other where that leaves them less
// short of it; every preset keeps every chart's texts whole by the rule the
// CLI and the export dialog warn with.
void TestCharts::exportsLayTwoPlotsWhereTheyHaveRoom()
{
    const auto c = compute(trainingScenario());
    QVERIFY(c);
    const auto stacked = [&](QSize size) {
        auto panel = laidOut(ChartKind::Breakeven, c->data, size);
        const auto views = panel->findChildren<QChartView*>();
        return views.size() == 2 && views[1]->geometry().top() >= views[0]->geometry().bottom();
    };
    QVERIFY(!stacked(QSize(1200, 800)));
    QVERIFY(stacked(QSize(1200, 1200)));
    QVERIFY(stacked(QSize(640, 400))); // 640 × 200 each rather than 320 × 400
    {
        auto panel = laidOut(ChartKind::Breakeven, c->data, QSize(640, 400));
        QString why;
        for (QChart* chart : chartsOf(panel.get())) {
            QVERIFY2(textIsWhole(chart, &why), qPrintable(why));
            QVERIFY2(legendIsWhole(chart, &why), qPrintable(why));
        }
    }
    for (const app::ExportPreset& p : app::kExportPresets)
        for (ChartKind k :
             {ChartKind::Memory, ChartKind::Timeline, ChartKind::Roofline, ChartKind::Breakeven, ChartKind::Step,
              ChartKind::Schedule, ChartKind::Scaling, ChartKind::Serving, ChartKind::All}) {
            const QSize need = app::legibleMinimumSize(k, p.size);
            QVERIFY2(need.width() <= p.size.width() && need.height() <= p.size.height(), p.id);
        }
    const QSize small = app::legibleMinimumSize(ChartKind::Breakeven, QSize(500, 300));
    QVERIFY(small.width() > 500 || small.height() > 300);
}

#include "test_charts.moc"
