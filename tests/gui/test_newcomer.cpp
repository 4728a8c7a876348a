// Issue 29, a newcomer's second walk-through: what the window said that
// misled, each checked against what the core computes for the same scenario.
#include "guitestutil.h"

#include "breakevenchartwidget.h"
#include "charttabwidget.h"
#include "inputpanel.h"
#include "logslider.h"
#include "memorychartwidget.h"
#include "report.h"
#include "summarystrip.h"

#include "headroom/charts.h"
#include "headroom/rentorbuy.h"
#include "headroom/startingscenario.h"

#include <QBarSet>
#include <QChart>
#include <QComboBox>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QScreen>
#include <QStatusBar>
#include <QTabWidget>
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
    const auto saturation = [&] {
        // What the screen shows (the backing store), not a fresh rendering:
        // a widget that was not repainted still shows its old colours.
        QCoreApplication::processEvents();
        const QPoint at = page->mapTo(w.window.get(), QPoint(0, 0));
        const QImage shot =
            w.window->screen()->grabWindow(w.window->winId(), at.x(), at.y(), page->width(), page->height()).toImage();
        double sum = 0;
        int n = 0;
        // The page's own pixels: the box that says why lies over it, in colour.
        const auto* why = w->tabs()->findChild<QLabel*>(QStringLiteral("stale.reason"));
        const QRect box = why && why->isVisible()
                              ? QRect(why->mapTo(w.window.get(), QPoint(0, 0)) - at, why->size()).adjusted(-2, -2, 2, 2)
                              : QRect();
        for (int y = 0; y < shot.height(); y += 4)
            for (int x = 0; x < shot.width(); x += 4) {
                if (box.contains(x, y))
                    continue;
                sum += shot.pixelColor(x, y).hsvSaturationF();
                ++n;
            }
        return sum / n;
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

std::unique_ptr<QObject> headroom::test::makeTestNewcomer()
{
    return std::make_unique<TestNewcomer>();
}

#include "test_newcomer.moc"
