// Issue 29, a newcomer's second walk-through: what the window said that
// misled, each checked against what the core computes for the same scenario.
#include "guitestutil.h"

#include "breakevenchartwidget.h"
#include "chartlabels.h"
#include "chartpicture.h"
#include "chartrender.h"
#include "charttabwidget.h"
#include "charttheme.h"
#include "explainpanel.h"
#include "exportdialog.h"
#include "inputpanel.h"
#include "logslider.h"
#include "memorychartwidget.h"
#include "practicepanel.h"
#include "presenterview.h"
#include "report.h"
#include "rooflinechartwidget.h"
#include "rulespanel.h"
#include "summarystrip.h"

#include "headroom/analysis.h"
#include "headroom/charts.h"
#include "headroom/inputs.h"
#include "headroom/model/rentorbuy.h"
#include "headroom/practice.h"
#include "headroom/startingscenario.h"

#include <QAction>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QGraphicsItem>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPushButton>
#include <QScreen>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>

using namespace headroom;

namespace {

// ResNet-50 on 8 H100s counted in ImageNet images and epochs: 32 cores
// decode 4,800 JPEGs a second, far slower than the GPUs take them.
Scenario resnetOnH100s()
{
    Scenario s;
    s.model.preset = "resnet-50";
    s.parallelism.gpus = 8;
    s.parallelism.zero = 1;
    s.workload.microBatchSize = 256;
    s.workload.globalBatchSize = 2048;
    s.workload.sequenceLength = 1;
    s.workload.samplesPerEpoch = 1281167;
    s.workload.epochs = 90;
    return s;
}

Estimate estimated(const Scenario& s)
{
    return estimate(s, test::catalog()).value();
}

QBarSet* setNamed(QChart* chart, const char* name)
{
    for (QAbstractSeries* series : chart->series())
        if (auto* stack = qobject_cast<QHorizontalStackedBarSeries*>(series))
            for (QBarSet* set : stack->barSets())
                if (set->objectName() == QLatin1String(name))
                    return set;
    return nullptr;
}

double sum(const QBarSet* set)
{
    double total = 0;
    for (qsizetype i = 0; set && i < set->count(); ++i)
        total += set->at(i);
    return total;
}

// With HEADROOM_SHOTS=DIR, a PNG of what a test looked at, to look at by eye.
void saveShot(QWidget* widget, const char* name)
{
    const QString dir = qEnvironmentVariable("HEADROOM_SHOTS");
    if (!dir.isEmpty())
        widget->grab().save(dir + QLatin1Char('/') + QLatin1String(name) + QStringLiteral(".png"));
}

// Each label drawn on a chart, as the chart's child items carry it.
struct Shown {
    QString text;
    QRectF rect;
    QColor color;
};

std::vector<Shown> shownLabels(QChart* chart)
{
    std::vector<Shown> out;
    for (QGraphicsItem* item : chart->childItems()) {
        const QString text = item->data(app::kChartLabelTextKey).toString();
        if (!text.isEmpty() && item->isVisible())
            out.push_back({text, item->mapRectToParent(item->boundingRect()),
                           item->data(app::kChartLabelColorKey).value<QColor>()});
    }
    return out;
}

// The chart's line series as screen segments.
std::vector<QLineF> plottedLines(QChart* chart)
{
    std::vector<QLineF> lines;
    for (QAbstractSeries* s : chart->series()) {
        auto* line = qobject_cast<QLineSeries*>(s);
        if (!line || !line->isVisible() || line->count() < 2)
            continue;
        const QList<QPointF> pts = line->points();
        for (qsizetype i = 1; i < pts.size(); ++i)
            lines.emplace_back(chart->mapToPosition(pts[i - 1], line), chart->mapToPosition(pts[i], line));
    }
    return lines;
}

bool crosses(const QRectF& r, const QLineF& l)
{
    if (r.contains(l.p1()) || r.contains(l.p2()))
        return true;
    const QLineF edges[] = {QLineF(r.topLeft(), r.topRight()), QLineF(r.topRight(), r.bottomRight()),
                            QLineF(r.bottomRight(), r.bottomLeft()), QLineF(r.bottomLeft(), r.topLeft())};
    return std::any_of(std::begin(edges), std::end(edges),
                       [&](const QLineF& e) { return l.intersects(e, nullptr) == QLineF::BoundedIntersection; });
}

struct Made {
    ResolvedScenario rs;
    Estimate e;
    app::ChartData data;
};

Made made(const Scenario& s)
{
    Made m;
    const Analysis a = analyze(s, test::catalog()).value();
    m.rs = a.resolved;
    m.e = a.estimate;
    m.data = app::makeChartData(a, CompareAxis::None);
    return m;
}

Scenario mixtralServing()
{
    return loadScenarioFile(
               test::testData(QStringLiteral("../../resources/examples/mixtral-inference.headroom.json")).toStdString())
        .value();
}

QStringList chartTitles(const QWidget* panel)
{
    QStringList titles;
    for (QChartView* v : panel->findChildren<QChartView*>())
        titles << v->chart()->title();
    return titles;
}

// The legend's entries as drawn (Qt Charts elides one that does not fit).
bool legendIsWhole(QChart* chart, QString* why)
{
    if (!chart->legend()->isVisible())
        return true;
    QStringList shown;
    QList<QGraphicsItem*> items = chart->legend()->childItems();
    while (!items.isEmpty()) {
        QGraphicsItem* item = items.takeFirst();
        items << item->childItems();
        if (auto* text = dynamic_cast<QGraphicsTextItem*>(item); text && text->isVisible())
            shown << text->toPlainText();
    }
    for (QLegendMarker* m : chart->legend()->markers())
        if (m->isVisible() && !shown.contains(test::legendLabelAsDrawn(m))) {
            *why =
                QStringLiteral("legend entry cut: %1 (shown: %2)").arg(m->label(), shown.join(QStringLiteral(" | ")));
            return false;
        }
    return true;
}

} // namespace

class TestNewcomer : public QObject {
    Q_OBJECT
private slots:
    void inputBoundRunShowsTheInputsTimeAndCost();
    void limitedByNamesTheLargestPartAndTheNext();
    void trainingTokensShowTheModesValue();
    void newScenarioIsTheCliDefault();
    void breakEvenAnswersForThisJob();
    void chartOnScreenGreysAtOnceWithTheReason();
    void modelChangeResetsWhatNoLongerApplies();
    void customSizeKeepsTensorParallelValid();
    void inferenceComparesWeightAndKvFormats();
    void allChartsFollowTheMode();
    void rooflineLabelsStayOffTheLines();
    void subtitleSitsUnderTheTitleAndFitsTheMode();
    void exportDefaultsToTwiceThePixelDensity();
    void fitsReadsOnTheDarkTheme();
    void presenterShowsTheModesCharts();
    void presenterKeepsLegendAndWorkingWholeWhenEnlarged();
    void interviewSaysWhenFewerKeepsItsScoreAndFinishes();
    void wordingSaysWhatIsMeant();
    void unitsAndNamesReadAsUsersSayThem();
    void summaryKeepsItsHeightWhenFixesAppear();
};

// Item 1: the headline time and cost of an input-bound run are the run's at
// the pace of the inputs, and the Step chart draws the rows of the bottleneck
// table, its title naming the real limit.
void TestNewcomer::inputBoundRunShowsTheInputsTimeAndCost()
{
    const Scenario s = resnetOnH100s();
    const Estimate e = estimated(s);
    QVERIFY(e.pipeline.binding == InputLimit::Decode);
    QVERIFY(e.seconds > 5 * e.gpuSeconds);
    auto w = test::makeWindow();
    w->controller()->loadScenario(s, QString());
    w->inputPanel()->reload();
    w->controller()->flush();
    const app::Formatter& f = w->formatter();
    QCOMPARE(w->summary()->cellText(QStringLiteral("time")), f.duration(e.seconds));
    QCOMPARE(w->summary()->cellText(QStringLiteral("cloud")), f.money(e.cloudUsd));
    QCOMPARE(w->summary()->cellText(QStringLiteral("gpu_hours")), f.hours(e.seconds * 8 / 3600));
    QVERIFY2(w->summary()->notesText().contains(f.duration(e.gpuSeconds)), qPrintable(w->summary()->notesText()));

    w->resize(1280, 720);
    w->tabs()->setCurrentWidget(w->stepChart());
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    QChart* chart = w->stepChart()->chart();
    // A row each for storage reads, host-to-device copies, CPU decoding and
    // checkpoint writing, each holding its own time.
    for (const char* key : {"storage", "pcie", "decode", "checkpoint"})
        QVERIFY2(sum(setNamed(chart, key)) > 0, key);
    QVERIFY(sum(setNamed(chart, "decode")) > sum(setNamed(chart, "storage")));
    const QString title = chart->title();
    QVERIFY2(title.contains(app::Report::inputLimitName(InputLimit::Decode)), qPrintable(title));
    QVERIFY2(title.contains(f.duration(e.pipeline.stepSeconds)), qPrintable(title));
    QVERIFY2(!title.contains(app::Report::stepShareName({StepPart::MemoryBound})), qPrintable(title));
    w->hide();
}

// Item 2: "limited by" is the largest exposed part with its share and the
// next one, in the summary, the text report and the Step chart's title.
void TestNewcomer::limitedByNamesTheLargestPartAndTheNext()
{
    Scenario s;
    s.model.preset = "llama-2-70b";
    s.workload.mode = Mode::Lora;
    s.parallelism.gpus = 8;
    s.parallelism.zero = 1;
    const Estimate e = estimated(s);
    const StepShares shares = stepShares(e.step, e.pipeline);
    QVERIFY(shares.largest.part == StepPart::Compute);
    const app::Formatter f;
    const QString expected = app::Report::limitedBy(f, shares);
    QVERIFY(expected.startsWith(QStringLiteral("compute, ")));
    QVERIFY(expected.contains(QStringLiteral("; next: ")));
    QVERIFY(expected.contains(f.percent(shares.largest.share)));
    QVERIFY(expected.contains(f.percent(shares.next.share)));

    auto w = test::makeWindow();
    w->controller()->loadScenario(s, QString());
    w->inputPanel()->reload();
    w->controller()->flush();
    QVERIFY2(w->summary()->notesText().contains(expected), qPrintable(w->summary()->notesText()));
    const ResolvedScenario rs = resolve(s, test::catalog()).value();
    QVERIFY(app::Report::text(f, rs, e).contains(QStringLiteral("limited by ") + expected));
    w->resize(1280, 720);
    w->tabs()->setCurrentWidget(w->stepChart());
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    QVERIFY2(w->stepChart()->chart()->title().contains(expected), qPrintable(w->stepChart()->chart()->title()));
    w->hide();
}

// Item 3: switching to LoRA shows the 100 M training tokens the engine uses,
// not the 2 T of pre-training.
void TestNewcomer::trainingTokensShowTheModesValue()
{
    auto w = test::makeWindow();
    auto* mode = qobject_cast<QComboBox*>(w->inputPanel()->editor(QStringLiteral("workload.mode")));
    auto* tokens = qobject_cast<app::LogSlider*>(w->inputPanel()->editor(QStringLiteral("workload.training_tokens")));
    QVERIFY(mode && tokens);
    QCOMPARE(tokens->value(), kPretrainTokens);
    mode->setCurrentIndex(mode->findData(QStringLiteral("lora")));
    QCOMPARE(w->controller()->scenario().workload.trainingTokens, kFineTuneTokens);
    QCOMPARE(tokens->value(), kFineTuneTokens);
    mode->setCurrentIndex(mode->findData(QStringLiteral("train")));
    QCOMPARE(tokens->value(), kPretrainTokens);
}

// Item 5: File → New starts where headroom-cli without --scenario does.
void TestNewcomer::newScenarioIsTheCliDefault()
{
    auto w = test::makeWindow();
    w->newScenario();
    Scenario s = w->controller()->scenario();
    s.cost.electricityUsdPerKwh = startingScenario().cost.electricityUsdPerKwh; // a preference
    QVERIFY(s == startingScenario());
    QCOMPARE(s.parallelism.zero, 1);
    QVERIFY(s.activations.recompute == Recompute::Selective);
    w->controller()->flush();
    QVERIFY(w->controller()->result()->estimate.fits);
}

// Item 6: the Break-even tab answers "cloud or buy?" for this run: its rent
// against buying its GPUs, and how many such runs a year make buying pay.
void TestNewcomer::breakEvenAnswersForThisJob()
{
    Scenario s;
    s.model.preset = "llama-2-70b";
    s.workload.mode = Mode::Lora;
    s.parallelism.gpus = 8;
    s.parallelism.zero = 1;
    const ResolvedScenario rs = resolve(s, test::catalog()).value();
    const Estimate e = estimate(rs).value();
    const RentOrBuy job = rentOrBuy(rs, e);
    QVERIFY(job.applies && job.buyingCanPay());
    auto w = test::makeWindow();
    w->controller()->loadScenario(s, QString());
    w->inputPanel()->reload();
    w->controller()->flush();
    w->resize(1280, 720);
    w->tabs()->setCurrentWidget(w->breakevenChart());
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    const app::Formatter& f = w->formatter();
    const QString text = w->breakevenChart()->jobText();
    for (const QString& figure : {f.money(e.cloudUsd), f.money(job.purchaseUsd), f.number(job.jobsPerYearToPay)})
        QVERIFY2(text.contains(figure), qPrintable(figure + QStringLiteral(" not in ") + text));
    QVERIFY(app::Report::text(f, rs, e).contains(app::Report::rentOrBuy(f, job)));
    // Inference serves, it does not run a job: no answer shown.
    s.workload.mode = Mode::Inference;
    w->controller()->loadScenario(s, QString());
    w->controller()->flush();
    QVERIFY(w->breakevenChart()->jobText().isEmpty());
    w->hide();
}

// Item 7: an error while a chart is on screen greys that chart at once (not
// after switching tabs) and says why on it; a valid edit brings it back.
void TestNewcomer::chartOnScreenGreysAtOnceWithTheReason()
{
    auto w = test::makeWindow();
    w->resize(1280, 720);
    w->tabs()->setCurrentIndex(0); // Memory
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    w->controller()->flush();
    QCoreApplication::processEvents();
    QWidget* page = w->tabs()->currentWidget();
    // The page's mean saturation, and how many of its pixels are the plain
    // window colour.
    struct Look {
        double saturation = 0;
        double blank = 0;
    };
    const auto look = [&] {
        // What the screen shows (the backing store), not a fresh rendering:
        // a widget that was not repainted still shows its old colours.
        const QPoint at = page->mapTo(w.window.get(), QPoint(0, 0));
        const QImage shot =
            w.window->screen()->grabWindow(w.window->winId(), at.x(), at.y(), page->width(), page->height()).toImage();
        double sum = 0;
        int n = 0;
        // The page's own pixels: the box that says why lies over it, in colour.
        const auto* why = w->tabs()->findChild<QLabel*>(QStringLiteral("stale.reason"));
        const QRectF box =
            why && why->isVisible()
                ? QRectF(why->mapTo(w.window.get(), QPoint(0, 0)) - at, why->size()).adjusted(-2, -2, 2, 2)
                : QRectF();
        // The picture's pixels are device pixels (QT_SCALE_FACTOR, a HiDPI screen).
        const qreal ratio = shot.devicePixelRatio();
        const QColor window = page->palette().color(QPalette::Window);
        int blank = 0;
        for (int y = 0; y < shot.height(); y += 4)
            for (int x = 0; x < shot.width(); x += 4) {
                if (box.contains(QPointF(x, y) / ratio))
                    continue;
                sum += shot.pixelColor(x, y).hsvSaturationF();
                blank += shot.pixelColor(x, y) == window ? 1 : 0;
                ++n;
            }
        return Look{sum / n, double(blank) / n};
    };
    const auto saturation = [&] {
        QCoreApplication::processEvents();
        return look().saturation;
    };
    const double coloured = saturation();
    QVERIFY(coloured > 0.02);
    auto* gpus = qobject_cast<app::LogSlider*>(w->inputPanel()->editor(QStringLiteral("parallelism.gpus")));
    QVERIFY(gpus);
    gpus->spinBox()->setValue(1e6); // more than a scenario may have
    w->controller()->flush();
    QVERIFY(w->controller()->error().has_value());
    QCoreApplication::processEvents();
    QVERIFY2(saturation() < coloured / 10, qPrintable(QString::number(saturation())));
    // The reason is on the chart, not only in the summary.
    auto* reason = w->tabs()->findChild<QLabel*>(QStringLiteral("stale.reason"));
    QVERIFY(reason && reason->isVisible());
    saveShot(w.window.get(), "stale");
    QVERIFY2(reason->text().contains(app::Report::errorMessage(*w->controller()->error()).left(20)),
             qPrintable(reason->text()));
    // Another tab shown while the error lasts is grey from its first frame:
    // the roofline, drawn as it is shown, then its picture taken. It used
    // to paint its page blank (the window colour) for a frame first.
    QWidget* const memoryPage = page;
    for (int i = 0; i < w->tabs()->count(); ++i)
        if (QWidget* tab = w->tabs()->widget(i); tab == w->rooflineChart() || tab->isAncestorOf(w->rooflineChart()))
            page = tab;
    QVERIFY(page != memoryPage);
    w->tabs()->setCurrentWidget(page);
    w.window->repaint(); // the first frame only: nothing queued has run
    const Look first = look();
    QVERIFY2(first.blank < 0.5, qPrintable(QString::number(first.blank)));
    QVERIFY2(first.saturation < coloured / 10, qPrintable(QString::number(first.saturation)));
    saveShot(w.window.get(), "stale-other-tab");
    w->tabs()->setCurrentWidget(memoryPage);
    page = memoryPage;
    gpus->spinBox()->setValue(8);
    w->controller()->flush();
    QCoreApplication::processEvents();
    QVERIFY(!w->controller()->error());
    QVERIFY(saturation() > coloured / 2);
    QVERIFY(!reason->isVisible());
    w->hide();
}

// Item 8: settings that no longer apply after a model change are reset, and
// the status bar says so: ImageNet's images × epochs do not stay on for a
// language model, LoRA does not stay on for a model without layers.
void TestNewcomer::modelChangeResetsWhatNoLongerApplies()
{
    auto w = test::makeWindow();
    auto* model = qobject_cast<QComboBox*>(w->inputPanel()->editor(QStringLiteral("model.preset")));
    auto* mode = qobject_cast<QComboBox*>(w->inputPanel()->editor(QStringLiteral("workload.mode")));
    QVERIFY(model && mode);
    model->setCurrentIndex(model->findData(QStringLiteral("resnet-50")));
    QVERIFY(w->controller()->scenario().workload.samplesPerEpoch.has_value()); // ImageNet, 90 epochs
    model->setCurrentIndex(model->findData(QStringLiteral("llama-2-7b")));
    QVERIFY(!w->controller()->scenario().workload.samplesPerEpoch);
    QVERIFY2(w->statusBar()->currentMessage().contains(QStringLiteral("counted in tokens again")),
             qPrintable(w->statusBar()->currentMessage()));
    w->controller()->flush();
    QVERIFY(!w->controller()->error());
    QVERIFY(w->summary()->cellText(QStringLiteral("throughput")).contains(QStringLiteral("tok/s")));

    mode->setCurrentIndex(mode->findData(QStringLiteral("lora")));
    QVERIFY(w->controller()->scenario().workload.mode == Mode::Lora);
    model->setCurrentIndex(model->findData(QStringLiteral("resnet-50")));
    QVERIFY(w->controller()->scenario().workload.mode == Mode::Train);
    QCOMPARE(mode->currentData().toString(), QStringLiteral("train"));
    QVERIFY2(w->statusBar()->currentMessage().contains(QStringLiteral("mode set to pre-training")),
             qPrintable(w->statusBar()->currentMessage()));
    w->controller()->flush();
    QVERIFY2(!w->controller()->error(), w->controller()->error() ? w->controller()->error()->message().c_str() : "");
}

// Item 8: typing 13 B into Size scales to heads that tensor parallel 2
// divides (it built 39 heads and 3 KV heads from Llama 3 8B).
void TestNewcomer::customSizeKeepsTensorParallelValid()
{
    auto w = test::makeWindow();
    Scenario s = w->controller()->scenario();
    s.model.preset = "llama-3-8b";
    s.parallelism.tensor = 2;
    w->controller()->loadScenario(s, QString());
    w->inputPanel()->reload();
    auto* size = qobject_cast<app::LogSlider*>(w->inputPanel()->editor(QStringLiteral("model.parameters")));
    QVERIFY(size);
    size->spinBox()->setValue(13e9);
    w->controller()->flush();
    const Scenario now = w->controller()->scenario();
    QVERIFY(now.model.kind == ModelSource::Kind::Architecture);
    const Architecture& a = now.model.architecture;
    QCOMPARE(a.heads % 8, std::int64_t(0));
    QCOMPARE(a.heads % a.kvHeadsOr(), std::int64_t(0));
    QCOMPARE(now.parallelism.tensor, std::int64_t(2));
    QVERIFY2(!w->controller()->error(), w->controller()->error() ? w->controller()->error()->message().c_str() : "");
}

// Item 9: Compare in inference offers weight and KV cache formats, each a
// bar of its own, not training's recipes, ZeRO stages and recomputation
// (which drew one bar without saying why).
void TestNewcomer::inferenceComparesWeightAndKvFormats()
{
    auto w = test::makeWindow();
    app::MemoryChartWidget* memory = w->memoryChart();
    QVERIFY(memory->offers(CompareAxis::Recipe));
    QVERIFY(!memory->offers(CompareAxis::WeightFormat));
    QComboBox* compare = memory->compareBox();
    compare->setCurrentIndex(compare->findData(int(CompareAxis::Zero)));
    w->controller()->flush();
    QCOMPARE(w->controller()->result()->charts.memory.size(), std::size_t(4));

    Scenario s = w->controller()->scenario();
    s.workload.mode = Mode::Inference;
    s.parallelism.zero = 0;
    s.parallelism.gpus = 1;
    s.activations.recompute = Recompute::None;
    w->controller()->editScenario(s);
    w->inputPanel()->reload();
    w->controller()->flush();
    for (CompareAxis training : {CompareAxis::Recipe, CompareAxis::Zero, CompareAxis::Recompute})
        QVERIFY(!memory->offers(training));
    QVERIFY(memory->offers(CompareAxis::WeightFormat) && memory->offers(CompareAxis::KvFormat));
    QCOMPARE(CompareAxis(compare->currentData().toInt()), CompareAxis::None); // ZeRO no longer applies
    w->controller()->flush();

    compare->setCurrentIndex(compare->findData(int(CompareAxis::WeightFormat)));
    w->controller()->flush();
    const auto& bars = w->controller()->result()->charts.memory;
    QCOMPARE(bars.size(), std::size(kCompareWeightFormats));
    // Fewer bits, fewer bytes of weights (FP8 and INT8 are a byte each).
    for (std::size_t i = 1; i < bars.size(); ++i)
        QVERIFY(bars[i].breakdown[MemoryComponent::Weights] <= bars[i - 1].breakdown[MemoryComponent::Weights]);
    QVERIFY(bars.back().breakdown[MemoryComponent::Weights] < bars.front().breakdown[MemoryComponent::Weights] / 3);
    QCOMPARE(w->controller()->result()->charts.currentBar, 0); // bf16, the scenario's own
    w->resize(1280, 720);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    saveShot(w.window.get(), "compare-weights");
    w->hide();
    compare->setCurrentIndex(compare->findData(int(CompareAxis::KvFormat)));
    w->controller()->flush();
    const auto& kv = w->controller()->result()->charts.memory;
    QCOMPARE(kv.size(), std::size(kCompareKvFormats));
    QVERIFY(kv[1].breakdown[MemoryComponent::KvCache] < kv[0].breakdown[MemoryComponent::KvCache]);
    QCOMPARE(app::ChartText::barLabel(kv[1].label), QStringLiteral("KV cache FP8"));
}

// Item 10: "All charts in one image" holds the charts of the mode: for
// inference the serving curve; for training the step time and scaling.
void TestNewcomer::allChartsFollowTheMode()
{
    const Made serving = made(mixtralServing());
    QVERIFY(serving.data.serving.has_value());
    auto panel = app::laidOutPanel(ChartKind::All, serving.data, app::Formatter(), QSize(1920, 1080));
    QStringList titles = chartTitles(panel.get());
    const auto has = [&](const QString& start) {
        return std::any_of(titles.begin(), titles.end(), [&](const QString& t) { return t.contains(start); });
    };
    QVERIFY2(has(QStringLiteral("Memory per GPU")), qPrintable(titles.join(QLatin1Char('|'))));
    QVERIFY2(has(QStringLiteral("Roofline")), qPrintable(titles.join(QLatin1Char('|'))));
    QVERIFY2(has(QStringLiteral("Serving")), qPrintable(titles.join(QLatin1Char('|'))));
    saveShot(panel.get(), "all-inference");

    Scenario training = startingScenario();
    const Made train = made(training);
    panel = app::laidOutPanel(ChartKind::All, train.data, app::Formatter(), QSize(1920, 1080));
    titles = chartTitles(panel.get());
    QVERIFY2(has(QStringLiteral("One step")), qPrintable(titles.join(QLatin1Char('|'))));
    QVERIFY2(has(QStringLiteral("Time against cost")), qPrintable(titles.join(QLatin1Char('|'))));
    QVERIFY2(!has(QStringLiteral("Serving")), qPrintable(titles.join(QLatin1Char('|'))));
    saveShot(panel.get(), "all-training");
    // Every label of every plot clear of the others, inside its plot.
    for (QChartView* v : panel->findChildren<QChartView*>()) {
        const auto labels = shownLabels(v->chart());
        for (std::size_t i = 0; i < labels.size(); ++i)
            for (std::size_t j = i + 1; j < labels.size(); ++j)
                QVERIFY2(!labels[i].rect.intersects(labels[j].rect),
                         qPrintable(labels[i].text + QStringLiteral(" / ") + labels[j].text));
    }
}

// Item 10: the names of the roofline's operations stay off the roof and
// the ceilings (compute-bound points sit on a ceiling: the name goes above
// or below it), alone and in the all-charts image.
void TestNewcomer::rooflineLabelsStayOffTheLines()
{
    Scenario training = startingScenario();
    for (const Made& m : {made(mixtralServing()), made(training)}) {
        for (const auto& [kind, size] :
             {std::pair{ChartKind::Roofline, QSize(1200, 800)}, std::pair{ChartKind::Roofline, QSize(720, 480)},
              std::pair{ChartKind::All, QSize(1920, 1080)}}) {
            auto panel = app::laidOutPanel(kind, m.data, app::Formatter(), size);
            for (QChartView* v : panel->findChildren<QChartView*>()) {
                if (!v->chart()->title().startsWith(QStringLiteral("Roofline")))
                    continue;
                const auto lines = plottedLines(v->chart());
                for (const Shown& label : shownLabels(v->chart())) {
                    const bool op = std::any_of(
                        m.data.roofline.points.begin(), m.data.roofline.points.end(),
                        [&](const RooflinePoint& p) { return label.text == QString::fromStdString(p.label); });
                    if (!op)
                        continue;
                    for (const QLineF& l : lines)
                        QVERIFY2(!crosses(label.rect, l), qPrintable(label.text + QStringLiteral(" on a line at ") +
                                                                     QString::number(size.width())));
                }
            }
        }
    }
}

// Item 10: the line of key settings comes under the chart's title, not above
// it, and for inference says what inference uses: no ZeRO stage, and the
// sequences the serving model runs at once rather than a training batch.
void TestNewcomer::subtitleSitsUnderTheTitleAndFitsTheMode()
{
    Made m = made(mixtralServing());
    Scenario leftover = mixtralServing();
    leftover.parallelism.zero = 1; // a leftover of training: not inference's
    m = made(leftover);
    const app::Formatter f;
    const QString subtitle = app::chartSubtitle(m.rs, m.e, f, m.data.serving ? &*m.data.serving : nullptr);
    QVERIFY2(!subtitle.contains(QStringLiteral("ZeRO")), qPrintable(subtitle));
    QVERIFY2(subtitle.contains(f.integer(double(m.data.serving->chosen.concurrency))), qPrintable(subtitle));
    QVERIFY2(subtitle.contains(QStringLiteral("sequences")), qPrintable(subtitle));
    m.data.subtitle = subtitle;
    // One plot: its title first, the settings under it.
    auto panel = app::laidOutPanel(ChartKind::Roofline, m.data, f, QSize(1200, 800));
    auto* heading = panel->findChild<QLabel*>(QStringLiteral("heading"));
    auto* line = panel->findChild<QLabel*>(QStringLiteral("subtitle"));
    QVERIFY(heading && line);
    QVERIFY(heading->geometry().bottom() <= line->geometry().top());
    QVERIFY2(heading->text().startsWith(QStringLiteral("Roofline")), qPrintable(heading->text()));
    // The roofline names the model, not only the GPU.
    QVERIFY2(heading->text().contains(QStringLiteral("Mixtral")), qPrintable(heading->text()));
    QVERIFY(line->text().contains(QStringLiteral("weights INT4")));
    QVERIFY(panel->findChild<QChartView*>()->chart()->title().isEmpty());
    // Several plots: the model they share leads the line, in bold.
    panel = app::laidOutPanel(ChartKind::All, m.data, f, QSize(1920, 1080));
    line = panel->findChild<QLabel*>(QStringLiteral("subtitle"));
    QVERIFY(line);
    QVERIFY2(line->text().startsWith(QStringLiteral("<b>Mixtral")), qPrintable(line->text()));
    QVERIFY(!panel->findChild<QLabel*>(QStringLiteral("heading")));
    QVERIFY(line->geometry().bottom() <= panel->findChild<QChartView*>()->parentWidget()->geometry().top() + 1);
}

// Item 10: the window's chart export starts at 2× (as headroom-cli chart does).
void TestNewcomer::exportDefaultsToTwiceThePixelDensity()
{
    app::MainWindow::resetExportChoices();
    QCOMPARE(app::ExportRequest{}.scale, 2.0);
    auto w = test::makeWindow();
    w->controller()->flush();
    w.prompts->nextExport.reset(); // cancel the dialog
    QAction* exportAction = nullptr;
    for (QAction* a : w->findChildren<QAction*>())
        if (a->text() == QStringLiteral("Chart as &Image…"))
            exportAction = a;
    QVERIFY(exportAction);
    exportAction->trigger();
    QVERIFY(w.prompts->offeredExport);
    QCOMPARE(w.prompts->offeredExport->scale, 2.0);
}

// Item 10: "fits" on a dark slide reads at a contrast of 7:1 (WCAG AAA).
void TestNewcomer::fitsReadsOnTheDarkTheme()
{
    Made m = made(startingScenario());
    m.data.theme = app::ChartTheme::Dark;
    auto panel = app::laidOutPanel(ChartKind::Memory, m.data, app::Formatter(), QSize(800, 500));
    const QColor background = app::themeColors(app::ChartTheme::Dark).background;
    bool seen = false;
    for (const Shown& l : shownLabels(panel->findChild<QChartView*>()->chart()))
        if (l.text.contains(QStringLiteral("fits"))) {
            seen = true;
            QVERIFY2(app::contrastRatio(l.color, background) >= 7.0,
                     qPrintable(QString::number(app::contrastRatio(l.color, background))));
        }
    QVERIFY(seen);
}

// Item 11: F5 on the current scenario presents the charts of its mode, the
// one shown first: for inference the serving curve and the roofline.
void TestNewcomer::presenterShowsTheModesCharts()
{
    auto w = test::makeWindow();
    w->tabs()->setCurrentWidget(w->stepChart());
    w->startPresenter();
    app::PresenterView* view = w->presenter();
    QVERIFY(view->isVisible());
    QVERIFY(view->slideCount() >= 4);
    const auto kinds = [&] {
        std::vector<ChartKind> out;
        for (const Slide& slide : view->presentation().slides)
            out.push_back(slide.chart);
        return out;
    };
    std::vector<ChartKind> shown = kinds();
    QVERIFY(shown.front() == ChartKind::Step); // the tab on screen first
    for (ChartKind k : {ChartKind::Memory, ChartKind::Roofline, ChartKind::Scaling, ChartKind::Breakeven})
        QVERIFY(std::find(shown.begin(), shown.end(), k) != shown.end());
    QVERIFY2(view->titleText().contains(QStringLiteral("Step time")), qPrintable(view->titleText()));
    view->close();

    Scenario s = w->controller()->scenario();
    s.workload.mode = Mode::Inference;
    s.parallelism.zero = 0;
    w->controller()->editScenario(s);
    w->tabs()->setCurrentIndex(0); // Memory
    w->startPresenter();
    shown = kinds();
    QVERIFY(shown.front() == ChartKind::Memory);
    QVERIFY(std::find(shown.begin(), shown.end(), ChartKind::Serving) != shown.end());
    QVERIFY(std::find(shown.begin(), shown.end(), ChartKind::Roofline) != shown.end());
    QVERIFY(std::find(shown.begin(), shown.end(), ChartKind::Step) == shown.end());
    // The serving slide works out its time per output token.
    const auto serving = std::find(shown.begin(), shown.end(), ChartKind::Serving) - shown.begin();
    view->showSlide(int(serving));
    QVERIFY(view->chart()->kind() == ChartKind::Serving);
    QVERIFY2(view->workingHtml().contains(QStringLiteral("TPOT")) ||
                 view->workingHtml().contains(app::Report::figureTitle(FigureId::ServingTpot).toHtmlEscaped()),
             qPrintable(view->workingHtml()));
    QVERIFY(!view->workingHtml().contains(QStringLiteral("does not apply")));
    view->close();
    QVERIFY(w->presentation().slides.empty());
}

// Item 11: at enlarged text (Ctrl + three times) the memory legend's entries
// and the worked formula stay whole: the chart's text grows only as far as
// its legend fits, and the working's type shrinks to its column.
void TestNewcomer::presenterKeepsLegendAndWorkingWholeWhenEnlarged()
{
    auto w = test::makeWindow();
    Scenario s = w->controller()->scenario();
    s.model.preset = "llama-2-70b";
    s.parallelism.gpus = 64;
    s.parallelism.zero = 3;
    w->controller()->editScenario(s);
    w->tabs()->setCurrentIndex(0);
    w->startPresenter();
    app::PresenterView* view = w->presenter();
    view->resize(1280, 800);
    QVERIFY(QTest::qWaitForWindowExposed(view));
    for (int i = 0; i < 3; ++i)
        QTest::keyClick(view, Qt::Key_Plus, Qt::ControlModifier);
    QCoreApplication::processEvents();
    for (int slide = 0; slide < view->slideCount(); ++slide) {
        view->showSlide(slide);
        QCoreApplication::processEvents();
        const Slide& shown = view->presentation().slides[std::size_t(slide)];
        QVERIFY2(view->workingFits(), qPrintable(QString::fromStdString(shown.title)));
        app::ChartPicture* picture = view->chart();
        // Larger than the export's text where the chart has the room (two
        // plots side by side, scaling and break-even, have less).
        if (shown.chart == ChartKind::Memory)
            QVERIFY(picture->drawnScale() > 1.2);
        const auto data = app::makeChartData(analyze(shown.scenario, test::catalog()).value(), CompareAxis::None);
        auto panel = app::laidOutPanel(shown.chart, data, app::Formatter(), picture->logicalSize());
        for (QChartView* v : panel->findChildren<QChartView*>()) {
            QString why;
            QVERIFY2(legendIsWhole(v->chart(), &why),
                     qPrintable(QString::fromStdString(shown.title) + QStringLiteral(": ") + why));
        }
    }
    view->chart()->renderNow();
    saveShot(view, "presenter-zoomed");
    view->close();
}

// Item 12: an interview on a topic and level with fewer than 10 questions
// says so (and its clock is for that many); its score is its own, not the
// practice's carried on; the last question has a Finish button that ends the
// round and shows the summary.
void TestNewcomer::interviewSaysWhenFewerKeepsItsScoreAndFinishes()
{
    auto w = test::makeWindow();
    app::PracticePanel* p = w->practicePanel();
    w->tabs()->setCurrentWidget(p);
    // A topic and level of the bank with fewer than 10 questions.
    std::optional<Topic> topic;
    std::optional<Level> level;
    int available = 0;
    const std::vector<Question> bank = practiceBank(test::catalog()).value();
    for (int t = 0; t < int(Topic::Count) && !topic; ++t)
        for (Level l : {Level::Basics, Level::Practitioner, Level::Expert}) {
            const auto n = std::count_if(bank.begin(), bank.end(),
                                         [&](const Question& q) { return int(q.topic) == t && q.level == l; });
            if (n >= 2 && n < 10) {
                topic = Topic(t);
                level = l;
                available = int(n);
                break;
            }
        }
    QVERIFY(topic && level);
    // A practice answer first: the interview's score does not carry it on.
    p->setSource(app::PracticePanel::Source::Classic);
    p->setFilter(std::nullopt, std::nullopt);
    p->revealSolution(); // looked first: counts as answered, not right
    QCOMPARE(p->answered(), 1);
    p->setFilter(topic, level);
    p->startInterview(10, 5, 90);
    QCOMPARE(int(p->questions().size()), available);
    const QString limit =
        QStringLiteral("%1:%2").arg(available * 90 / 60).arg(available * 90 % 60, 2, 10, QLatin1Char('0'));
    QVERIFY2(p->verdictText().contains(QString::number(available)) && p->verdictText().contains(limit),
             qPrintable(p->verdictText()));
    QCOMPARE(p->scoreText(), QStringLiteral("Interview: 0 of 0 right"));
    for (int i = 0; i < available; ++i) {
        p->setCurrentIndex(i);
        QCOMPARE(p->nextButton()->text() == QStringLiteral("Finish"), i == available - 1);
        QVERIFY(p->nextButton()->isEnabled());
        if (i == 0) { // the first answered right
            const Question q = *p->currentQuestion();
            if (q.choiceCount > 0)
                p->chooseAnswer(q.correctChoice);
            else
                p->setAnswer(QString::number(q.answer / p->unitBox()->currentData().toDouble(), 'g', 17));
            QCOMPARE(p->check(), Verdict::Right);
            QCOMPARE(p->scoreText(), QStringLiteral("Interview: 1 of 1 right"));
        }
    }
    QCOMPARE(p->answered(), 1); // the practice's count, untouched
    p->nextButton()->click();   // Finish
    QVERIFY(p->interviewFinished());
    QVERIFY2(p->solutionHtml().contains(QStringLiteral("1 of %1 right").arg(available)), qPrintable(p->solutionHtml()));
    QCOMPARE(p->nextButton()->text(), QStringLiteral("Next ▶"));
    p->setSource(app::PracticePanel::Source::Classic);
    QCOMPARE(p->scoreText(), QStringLiteral("Score: 0 of 1"));
}

// Item 13: the LoRA row of the rules blames the frozen weights' missing
// gradients (≈ 4·N·D), not "6·N counts matmul parameters"; Explain in
// inference has no training activation row; the TPOT working names the f it
// defines; a per-GPU memory figure says its rule of thumb is the whole model's.
void TestNewcomer::wordingSaysWhatIsMeant()
{
    auto w = test::makeWindow();
    Scenario s = w->controller()->scenario();
    s.model.preset = "llama-2-70b";
    s.workload.mode = Mode::Lora;
    s.workload.trainingTokens = kFineTuneTokens;
    w->controller()->loadScenario(s, QString());
    w->inputPanel()->reload();
    w->controller()->flush();
    w->tabs()->setCurrentWidget(w->rulesPanel());
    w->resize(1280, 720);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    QTableWidget* table = w->rulesPanel()->table();
    QString sixNd;
    for (int r = 0; r < table->rowCount(); ++r)
        if (table->item(r, app::RulesPanel::RuleColumn)->text().contains(QStringLiteral("6·N·D")))
            sixNd = table->item(r, app::RulesPanel::MisleadsColumn)->text();
    QVERIFY2(sixNd.contains(QStringLiteral("frozen weights need no weight gradients")), qPrintable(sixNd));
    QVERIFY2(!sixNd.contains(QStringLiteral("matmul")), qPrintable(sixNd));

    // The memory figure per GPU beside the whole model's rule, said so.
    w->tabs()->setCurrentWidget(w->explainPanel());
    QCoreApplication::processEvents();
    QVERIFY2(w->explainPanel()->html().contains(QStringLiteral("for the whole model (the figure above is per GPU)")),
             "no whole-model note");

    // Serving 70B on one H100 does not fit: the default model serves.
    s.model.preset = Scenario{}.model.preset;
    s.workload.mode = Mode::Inference;
    s.parallelism.zero = 0;
    s.parallelism.gpus = 1;
    w->controller()->loadScenario(s, QString());
    w->controller()->flush();
    QCoreApplication::processEvents();
    const QString html = w->explainPanel()->html();
    QVERIFY(!html.contains(app::Report::figureTitle(FigureId::ActivationsPerLayer)));
    QVERIFY2(html.contains(app::Report::figureTitle(FigureId::ServingTpot)), qPrintable(html.right(3000)));
    QVERIFY(html.contains(QStringLiteral(", f = ")));
    w->hide();
}

// Item 15: "118 min" reads "1.97 h"; memory bandwidth in TB/s as vendors
// quote it (3.35, not 3.05 TiB/s), in Explain and on the roofline; the
// shortcuts dialog lists the sliders' Shift fine steps; an imported config
// keeps its name in the Model box. Item 16: the window names a GGUF file's
// format rather than calling it "Not valid JSON".
void TestNewcomer::unitsAndNamesReadAsUsersSayThem()
{
    const app::Formatter f;
    QCOMPARE(f.duration(118 * 60), QStringLiteral("1.97 h"));
    QCOMPARE(f.duration(45 * 60), QStringLiteral("45.0 min"));
    QCOMPARE(f.duration(3596), QStringLiteral("59.9 min"));
    QCOMPARE(f.byteRate(3.35e12), QStringLiteral("3.35\u00A0TB/s"));

    auto w = test::makeWindow();
    Scenario s = w->controller()->scenario();
    s.hardware.gpu = "h100-sxm";
    s.workload.mode = Mode::Inference;
    s.parallelism.zero = 0;
    s.parallelism.gpus = 1;
    w->controller()->loadScenario(s, QString());
    w->controller()->flush();
    w->tabs()->setCurrentWidget(w->explainPanel());
    QCoreApplication::processEvents();
    const QString html =
        w->explainPanel()->html().replace(QStringLiteral("&nbsp;"), QStringLiteral(" ")).replace(QChar(0xA0), u' ');
    QVERIFY(!html.contains(QStringLiteral("TiB/s")));
    const Analysis a = analyze(s, test::catalog()).value();
    const app::ChartData data = app::makeChartData(a, CompareAxis::None);
    QChart chart;
    app::drawRooflineChart(&chart, data, f);
    bool roof = false;
    for (QAbstractSeries* series : chart.series())
        roof = roof || series->name() == QStringLiteral("Memory roof (3.35\u00A0TB/s)");
    QVERIFY(roof);

    const QString keys = w->shortcutsHtml();
    QVERIFY2(keys.contains(QStringLiteral("Shift+arrow")) && keys.contains(QStringLiteral("Shift held")),
             qPrintable(keys));

    QVERIFY(w->importModel(test::testData(QStringLiteral("hf/DeepSeek-V3/config.json"))));
    auto* model = qobject_cast<QComboBox*>(w->inputPanel()->editor(QStringLiteral("model.preset")));
    QVERIFY(model);
    QCOMPARE(model->currentText(), QStringLiteral("DeepSeek-V3"));

    Error gguf = makeError(ErrorCode::Parse, "general.architecture", {}, Expect::CompleteHeader, 64, 60);
    gguf.file = "model.gguf";
    const QString said = app::Report::errorMessage(gguf);
    QVERIFY2(said.startsWith(QStringLiteral("Not a valid GGUF file")), qPrintable(said));
}

// Item 15: "To fit" and its fix buttons appearing as a slider moves must not
// grow the summary strip and move the tabs below it.
void TestNewcomer::summaryKeepsItsHeightWhenFixesAppear()
{
    auto w = test::makeWindow();
    w->resize(1280, 720);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    Scenario fits = w->controller()->scenario();
    fits.workload.mode = Mode::Inference;
    fits.parallelism.gpus = 1;
    fits.parallelism.zero = 0;
    w->controller()->loadScenario(fits, QString());
    w->controller()->flush();
    QCoreApplication::processEvents();
    QVERIFY2(w->summary()->fixTexts().isEmpty(), qPrintable(w->summary()->fixTexts().join(QLatin1Char('|'))));
    const int height = w->summary()->height();
    const int tabsAt = w->tabs()->mapTo(w.window.get(), QPoint()).y();

    Scenario tooBig = fits;
    tooBig.workload.microBatchSize = 4096; // the KV cache of 4,096 sequences does not fit on one GPU
    w->controller()->loadScenario(tooBig, QString());
    w->controller()->flush();
    QCoreApplication::processEvents();
    QVERIFY(!w->summary()->fixTexts().isEmpty());
    QCOMPARE(w->summary()->height(), height);
    QCOMPARE(w->tabs()->mapTo(w.window.get(), QPoint()).y(), tabsAt);
}

std::unique_ptr<QObject> headroom::test::makeTestNewcomer()
{
    return std::make_unique<TestNewcomer>();
}

#include "test_newcomer.moc"
