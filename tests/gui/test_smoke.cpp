// Opens the window with a scenario argument and closes it: in process, and
// the real binary (headroom FILE --screenshot) offscreen.
#include "guitestutil.h"

#include "charttabwidget.h"
#include "controller.h"
#include "inputpanel.h"
#include "report.h"
#include "scenariofile.h"
#include "summarystrip.h"

#include "headroom/fixes.h"
#include "headroom/inputs.h"
#include <QLineSeries>

#include <QAction>
#include <QBarSet>
#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QMenu>
#include <QScatterSeries>

#include <QProcess>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace headroom;

class TestSmoke : public QObject {
    Q_OBJECT
private slots:
    void windowOpensAndCloses();
    void binaryWithScenarioArgument();
    void commandLineWithoutADisplay();
    void layoutIsRemembered();
    void stepAndScalingChartsFollowTheScenario();
    void servingChartDrawsTheCurve();
    void fixButtonsMakeItFit();
    void everyFixIsOffered();
    void undoAndRedoEdits();
};

void TestSmoke::windowOpensAndCloses()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("smoke.headroom.json"));
    Scenario s;
    s.parallelism.gpus = 16;
    QVERIFY(app::writeScenarioFile(path, s).isEmpty());
    auto w = test::makeWindow();
    QVERIFY(w->openFile(path));
    w->resize(1280, 800);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    QCOMPARE(w->size(), QSize(1280, 800)); // everything fits at 1280×800
    QVERIFY(w->windowTitle().contains(QStringLiteral("Headroom")));
    QCOMPARE(w->controller()->scenario().parallelism.gpus, std::int64_t(16));
    QVERIFY(w->close());
    QVERIFY(w.prompts->messages.isEmpty());
}

void TestSmoke::binaryWithScenarioArgument()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("smoke.headroom.json"));
    QVERIFY(app::writeScenarioFile(path, Scenario{}).isEmpty());
    const QString shot = dir.filePath(QStringLiteral("shot.png"));
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(HEADROOM_GUI_EXE), {path, QStringLiteral("--screenshot"), shot});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 0);
    const QImage image(shot);
    QCOMPARE(image.size(), QSize(1280, 800));
    QVERIFY(test::distinctColours(image) > 20);
}

// In a terminal without a display (ssh, a container) --help and --version
// answer, a screenshot is drawn offscreen, and opening the window says why it
// cannot, where Qt alone aborts with a platform-plugin error.
void TestSmoke::commandLineWithoutADisplay()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
        env.remove(QLatin1String(name));
    const auto run = [&](const QStringList& args) {
        auto p = std::make_unique<QProcess>();
        p->setProcessEnvironment(env);
        p->start(QStringLiteral(HEADROOM_GUI_EXE), args);
        p->waitForFinished(60000);
        return p;
    };
    {
        const auto p = run({QStringLiteral("--version")});
        QCOMPARE(p->exitStatus(), QProcess::NormalExit);
        QCOMPARE(p->exitCode(), 0);
        QVERIFY(QString::fromUtf8(p->readAllStandardOutput()).startsWith(QStringLiteral("Headroom ")));
    }
    {
        const auto p = run({QStringLiteral("--help")});
        QCOMPARE(p->exitStatus(), QProcess::NormalExit);
        QCOMPARE(p->exitCode(), 0);
        QVERIFY(QString::fromUtf8(p->readAllStandardOutput()).contains(QStringLiteral("[file]")));
    }
    {
        const auto p = run({});
        QCOMPARE(p->exitStatus(), QProcess::NormalExit);
        QCOMPARE(p->exitCode(), 1);
        const QString err = QString::fromUtf8(p->readAllStandardError());
        QVERIFY2(err.contains(QStringLiteral("no display")) && err.contains(QStringLiteral("headroom-cli")),
                 qPrintable(err));
    }
    {
        QTemporaryDir dir;
        const QString shot = dir.filePath(QStringLiteral("shot.png"));
        const auto p =
            run({QStringLiteral("--screenshot"), shot, QStringLiteral("--size"), QStringLiteral("1280x720")});
        QCOMPARE(p->exitStatus(), QProcess::NormalExit);
        QCOMPARE(p->exitCode(), 0);
        QCOMPARE(QImage(shot).size(), QSize(1280, 720));
    }
}

void TestSmoke::layoutIsRemembered()
{
    QList<int> sizes;
    {
        auto w = test::makeWindow();
        w->resize(1280, 800);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
        auto* splitter = w->findChild<QSplitter*>();
        QVERIFY(splitter);
        splitter->setSizes({500, 780});
        sizes = splitter->sizes();
        w->tabs()->setCurrentIndex(2);
        QVERIFY(w->close());
    }
    auto w = test::makeWindow();
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    QCOMPARE(w->findChild<QSplitter*>()->sizes(), sizes);
    QCOMPARE(w->tabs()->currentIndex(), 2);
    w->tabs()->setCurrentIndex(0);
    QVERIFY(w->close());
}

std::unique_ptr<QObject> headroom::test::makeTestSmoke()
{
    return std::make_unique<TestSmoke>();
}

#include "test_smoke.moc"

// The step chart stacks the predicted step's parts, the scaling chart marks
// the scenario's own GPU count, and both follow every edit; a fixed MFU leaves
// one compute bar.
void TestSmoke::stepAndScalingChartsFollowTheScenario()
{
    auto w = test::makeWindow();
    w->resize(1280, 800);
    w->tabs()->setCurrentWidget(w->stepChart());
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    auto partsOf = [&]() {
        std::vector<double> parts;
        // The GPU step's row, at the top above the inputs' rows; its parts the first sets.
        for (QAbstractSeries* s : w->stepChart()->chart()->series())
            if (auto* stack = qobject_cast<QHorizontalStackedBarSeries*>(s))
                for (QBarSet* set : stack->barSets().mid(0, qsizetype(kStepPartCount)))
                    parts.push_back(set->at(set->count() - 1));
        return parts;
    };
    const StepData& step = w->controller()->result()->charts.step;
    QVERIFY(step.predicted);
    std::vector<double> parts = partsOf();
    QCOMPARE(parts.size(), kStepPartCount);
    // Drawn in the axis's unit: the parts keep their proportions to the step.
    const double drawnTotal = std::accumulate(parts.begin(), parts.end(), 0.0);
    for (std::size_t i = 0; i < kStepPartCount; ++i)
        QVERIFY(std::fabs(parts[i] / drawnTotal - step.seconds[i] / step.stepSeconds) < 1e-9);
    QVERIFY(w->stepChart()->chart()->title().contains(QStringLiteral("predicted")));

    auto ownCount = [&]() {
        for (QAbstractSeries* s : w->scalingChart()->chart(0)->series())
            if (s->objectName() == QLatin1String("own"))
                if (auto* own = qobject_cast<QScatterSeries*>(s); own && own->count() == 1)
                    return own->at(0).x();
        return 0.0;
    };
    // A hidden tab draws when shown.
    Scenario s = w->controller()->scenario();
    s.parallelism.gpus = 64;
    w->controller()->editScenario(s);
    w->controller()->flush();
    QVERIFY(partsOf() != parts);
    w->tabs()->setCurrentWidget(w->scalingChart());
    QCOMPARE(ownCount(), 64.0);
    s.parallelism.gpus = 16;
    w->controller()->editScenario(s);
    w->controller()->flush();
    QCOMPARE(ownCount(), 16.0);
    w->tabs()->setCurrentWidget(w->stepChart());

    // A fixed MFU: the whole step is compute.
    s.hardware.mfu = 0.4;
    w->controller()->editScenario(s);
    w->controller()->flush();
    parts = partsOf();
    QVERIFY(parts[std::size_t(StepPart::Compute)] > 0);
    QCOMPARE(std::count_if(parts.begin(), parts.end(), [](double v) { return v > 0; }), std::ptrdiff_t(1));
    QVERIFY(w->stepChart()->chart()->title().contains(QStringLiteral("fixed")));
    w->hide();
}

// Inference: the serving curve as the core computes it, point for point, and
// the chosen concurrency marked.
void TestSmoke::servingChartDrawsTheCurve()
{
    auto w = test::makeWindow();
    Scenario s;
    s.model.preset = "llama-3-8b";
    s.workload.mode = Mode::Inference;
    s.parallelism.gpus = 1;
    s.serving.tpotSloSeconds = 0.03;
    w->controller()->loadScenario(s, QString());
    w->controller()->flush();
    w->resize(1280, 800);
    w->tabs()->setCurrentWidget(w->servingPage());
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    const auto& serving = w->controller()->result()->charts.serving;
    QVERIFY(serving.has_value());
    int points = -1, chosen = -1;
    for (QAbstractSeries* series : w->servingChart()->chart()->series()) {
        if (series->objectName() == QLatin1String("curve"))
            points = int(qobject_cast<QLineSeries*>(series)->count());
        if (series->objectName() == QLatin1String("chosen"))
            chosen = int(qobject_cast<QScatterSeries*>(series)->count());
    }
    QCOMPARE(points, int(serving->curve.size()));
    QCOMPARE(chosen, 1);
    QVERIFY(serving->chosen.tpotSeconds <= 0.03);
    QVERIFY(w->currentChartKind() == app::ChartKind::Serving);
    // A second configuration beside it, chosen above the chart: its curve
    // is the core's for the scenario with that one change.
    auto* box = w->servingCompareBox();
    const int fp8 = box->findData(QStringLiteral("weights=fp8"));
    QVERIFY(fp8 > 0);
    box->setCurrentIndex(fp8);
    w->controller()->flush();
    const auto& compared = w->controller()->result()->charts.servingCompare;
    QVERIFY(compared.has_value());
    Scenario fp8Scenario = s;
    fp8Scenario.precision.weights = DType::Fp8;
    const ServingResult expected =
        *evaluateServing(*resolve(fp8Scenario, w->controller()->catalog()), w->controller()->catalog());
    QCOMPARE(compared->curve.size(), expected.curve.size());
    QCOMPARE(compared->chosen.concurrency, expected.chosen.concurrency);
    QApplication::processEvents();
    bool drawn = false;
    for (QAbstractSeries* series : w->servingChart()->chart()->series()) {
        if (series->objectName() == QLatin1String("compare")) {
            drawn = int(qobject_cast<QLineSeries*>(series)->count()) == int(expected.curve.size());
            QCOMPARE(series->name(), QStringLiteral("FP8 weights"));
        }
    }
    QVERIFY(drawn);
    // Replicas of TP 2 on one GPU take two GPUs, one replica.
    box->setCurrentIndex(box->findData(QStringLiteral("tp=2")));
    w->controller()->flush();
    QVERIFY(w->controller()->result()->charts.servingCompare.has_value());
    QCOMPARE(w->controller()->result()->charts.servingCompare->gpusPerReplica, 2);
    box->setCurrentIndex(0);
    w->controller()->flush();
    QVERIFY(!w->controller()->result()->charts.servingCompare.has_value());
    // The split chosen for the most per GPU, and a file's request mix, in the inputs.
    {
        Scenario mixed = s;
        mixed.parallelism.gpus = 8;
        mixed.serving.requestMix = {{512, 512, 3.0}, {8192, 128, 1.0}};
        w->controller()->loadScenario(mixed, QString());
        w->inputPanel()->reload();
        auto* autoSplit = w->inputPanel()->findChild<QCheckBox*>(QStringLiteral("serving.prefill_replicas_auto"));
        auto* replicas = w->inputPanel()->findChild<QDoubleSpinBox*>(QStringLiteral("serving.prefill_replicas"));
        auto* mixLabel = w->inputPanel()->findChild<QLabel*>(QStringLiteral("serving.request_mix"));
        QVERIFY(autoSplit && replicas && mixLabel);
        QVERIFY(mixLabel->text().contains(QStringLiteral("2")));
        QVERIFY(replicas->isEnabled());
        autoSplit->setChecked(true);
        w->controller()->flush();
        QVERIFY(w->controller()->scenario().serving.prefillReplicasAuto);
        QVERIFY(!replicas->isEnabled());
        const auto& chosen = w->controller()->result()->charts.serving;
        QVERIFY(chosen.has_value());
        QVERIFY(chosen->disaggregated && chosen->prefillReplicasAuto);
        autoSplit->setChecked(false);
        w->controller()->flush();
        QVERIFY(!w->controller()->scenario().serving.prefillReplicasAuto);
        QVERIFY(replicas->isEnabled());
    }
    // A serving setting the fleet cannot take is bad input, like any other
    // (one analysis, one input check): the window names the setting, not
    // "does not fit".
    s.serving.prefillReplicas = 4; // of one replica
    w->controller()->loadScenario(s, QString());
    w->controller()->flush();
    QVERIFY(w->controller()->error().has_value());
    QCOMPARE(w->controller()->error()->path, std::string("serving.prefill_replicas"));
    QVERIFY(w->controller()->error()->code != ErrorCode::DoesNotFit);
    // A model whose weights leave no room for a sequence's KV cache is an
    // outcome: the estimate stands, the serving chart says why it has no curve.
    s.serving.prefillReplicas.reset();
    s.model.preset = "llama-3.1-405b";
    s.parallelism = Parallelism{};
    s.parallelism.gpus = 1;
    s.hardware.gpu = "l4";
    w->controller()->loadScenario(s, QString());
    w->controller()->flush();
    QVERIFY(!w->controller()->error().has_value());
    const app::ChartData& data = w->controller()->result()->charts;
    QVERIFY(!data.serving.has_value());
    QVERIFY(data.servingError.has_value());
    QCOMPARE(data.servingError->code, ErrorCode::DoesNotFit);
    w->hide();
}

// Issue 16 item 1: a scenario that does not fit offers the cheapest changes
// that make it fit, as buttons; pressing one applies it and it fits.
void TestSmoke::fixButtonsMakeItFit()
{
    auto w = test::makeWindow();
    Scenario s;
    s.model.preset = "llama-2-7b";
    s.parallelism.gpus = 8;
    s.parallelism.zero = 0;
    s.workload.microBatchSize = 4;
    w->controller()->loadScenario(s, QString());
    w->inputPanel()->reload();
    w->controller()->flush();
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    QVERIFY(!w->controller()->result()->estimate.fits);
    const QStringList fixes = w->summary()->fixTexts();
    QVERIFY(!fixes.isEmpty());
    QCOMPARE(std::size_t(fixes.size()), w->controller()->result()->fixes.size());
    auto* first = w->summary()->findChild<QPushButton*>(QStringLiteral("fix0"));
    QVERIFY(first && first->isVisible());
    QCOMPARE(first->text(), fixes.first());
    first->click();
    w->controller()->flush();
    QVERIFY(w->controller()->result()->estimate.fits);
    QCOMPARE(w->inputPanel()->scenario(), w->controller()->scenario());
    QVERIFY(w->summary()->fixTexts().isEmpty());
    QVERIFY(!first->isVisible());
    w->hide();
}

// Issue 28: every fix the engine finds is offered, not the cheapest three: an
// HF Transformers run that does not fit gets its adapters fix (the stack lists it
// last). Buttons while the row has room, whole, the rest in the "N more"
// menu; the strip keeps its height; a fix from the menu applies like a button.
void TestSmoke::everyFixIsOffered()
{
    Scenario s;
    s.model.preset = "llama-3-8b";
    s.hardware.gpu = "h200";
    s.parallelism.gpus = 4;
    s.parallelism.zero = 3;
    s.workload.mode = Mode::Train;
    s.workload.microBatchSize = 4;
    s.workload.globalBatchSize = 64;
    s.workload.sequenceLength = 4096;
    s.activations.recompute = Recompute::None;
    s.software.stack = SoftwareStack::HfTransformers;
    // Every fix the engine finds for it, cheapest first, LoRA last.
    const auto all = fitFixes(s, test::catalog(), 100);
    QVERIFY(all.ok());
    QVERIFY2(all->size() > 3, qPrintable(QString::number(all->size())));
    QVERIFY(all->back().kind == FixKind::Adapters);

    for (const QSize size : {QSize(1280, 720), QSize(1600, 1000), QSize(2560, 1000)}) {
        const QString where = QStringLiteral("%1×%2: ").arg(size.width()).arg(size.height());
        auto w = test::makeWindow();
        w->resize(size);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
        Scenario fits = s;
        fits.workload.microBatchSize = 1;
        fits.activations.recompute = Recompute::Full;
        fits.parallelism.zero = 3;
        w->controller()->loadScenario(fits, QString());
        w->controller()->flush();
        QCoreApplication::processEvents();
        QVERIFY(w->controller()->result()->estimate.fits);
        const int height = w->summary()->height();
        const int tabsAt = w->tabs()->mapTo(w.window.get(), QPoint()).y();

        w->controller()->loadScenario(s, QString());
        w->inputPanel()->reload();
        w->controller()->flush();
        QCoreApplication::processEvents();
        QVERIFY(!w->controller()->result()->estimate.fits);
        QStringList expected;
        for (const Fix& fx : *all)
            expected << app::Report::fixText(fx, w->formatter());
        QCOMPARE(w->summary()->fixTexts(), expected);
        QCOMPARE(w->summary()->height(), height);
        QCOMPARE(w->tabs()->mapTo(w.window.get(), QPoint()).y(), tabsAt);

        // What the row shows: whole buttons inside the strip, in order, then
        // the menu with the rest; each fix once.
        QStringList offered;
        const int right = w->summary()->contentsRect().right();
        for (int i = 0; i < expected.size(); ++i) {
            auto* b = w->summary()->findChild<QPushButton*>(QStringLiteral("fix%1").arg(i));
            if (!b || !b->isVisible())
                break;
            QVERIFY2(b->width() >= b->sizeHint().width(), qPrintable(where + b->text()));
            QVERIFY2(b->mapTo(w->summary(), QPoint(b->width(), 0)).x() <= right + 1, qPrintable(where + b->text()));
            offered << b->text();
        }
        QVERIFY2(!offered.isEmpty(), qPrintable(where));
        auto* more = w->summary()->findChild<QPushButton*>(QStringLiteral("moreFixes"));
        QVERIFY(more && more->menu());
        QCOMPARE(more->isVisible(), offered.size() < expected.size());
        QList<QAction*> inMenu;
        if (more->isVisible()) {
            QVERIFY2(more->mapTo(w->summary(), QPoint(more->width(), 0)).x() <= right + 1, qPrintable(where));
            QCOMPARE(more->text(), QStringLiteral("%1 more").arg(expected.size() - offered.size()));
            inMenu = more->menu()->actions();
            for (QAction* a : inMenu)
                offered << a->text();
        }
        QCOMPARE(offered, expected);
        if (size.width() == 1280)
            QVERIFY2(!inMenu.isEmpty(), "five fixes do not all fit beside the inputs at 1280 pixels");

        // The adapters, last (LoRA, or QLoRA where LoRA's base and FSDP's
        // gathered layers do not fit): from the menu where it is there, else
        // its button; the window takes the fix's scenario.
        if (inMenu.isEmpty())
            w->summary()->findChild<QPushButton*>(QStringLiteral("fix%1").arg(expected.size() - 1))->click();
        else
            inMenu.back()->trigger();
        w->controller()->flush();
        QVERIFY(w->controller()->scenario().workload.mode == all->back().scenario.workload.mode);
        QVERIFY(w->controller()->scenario().workload.mode == Mode::Lora ||
                w->controller()->scenario().workload.mode == Mode::Qlora);
        QVERIFY(w->controller()->result()->estimate.fits);
        w->hide();
    }
}

// Issue 17 item 11: Edit → Undo and Redo over scenario edits; a burst of
// edits (a slider drag) is one step; loading a file starts a new history.
void TestSmoke::undoAndRedoEdits()
{
    auto w = test::makeWindow();
    app::Controller* c = w->controller();
    Scenario s = c->scenario();
    QAction* undo = w->findChild<QAction*>(QStringLiteral("undo"));
    QAction* redo = w->findChild<QAction*>(QStringLiteral("redo"));
    QVERIFY(undo && redo);
    QVERIFY(!undo->isEnabled());
    const Scenario first = s;
    c->setUndoMergeMs(0); // every edit its own step
    s.parallelism.gpus = 16;
    c->editScenario(s);
    const Scenario second = s;
    s.parallelism.zero = 2;
    c->editScenario(s);
    QVERIFY(undo->isEnabled());
    undo->trigger();
    QCOMPARE(c->scenario(), second);
    QCOMPARE(w->inputPanel()->scenario(), second); // the inputs show what was restored
    undo->trigger();
    QCOMPARE(c->scenario(), first);
    QVERIFY(!undo->isEnabled());
    QVERIFY(redo->isEnabled());
    redo->trigger();
    QCOMPARE(c->scenario(), second);
    // A new edit forgets what could be redone.
    s = second;
    s.workload.microBatchSize = 2;
    c->editScenario(s);
    QVERIFY(!redo->isEnabled());
    // Opening a scenario starts again.
    c->loadScenario(first, QString());
    QVERIFY(!undo->isEnabled());
    QVERIFY(!redo->isEnabled());
    // A burst within the merge window (a slider drag) is one step.
    c->setUndoMergeMs(60000);
    s = first;
    for (int gpus : {32, 64, 128}) {
        s.parallelism.gpus = gpus;
        c->editScenario(s);
    }
    undo->trigger();
    QCOMPARE(c->scenario(), first);
    QVERIFY(!undo->isEnabled());
}
