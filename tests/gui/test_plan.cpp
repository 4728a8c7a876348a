// The Plan tab: a search through the panel gives the rows core plan() gives
// for the same request; the table sorts by value; a chosen row becomes the
// scenario; runs can be cancelled or replaced while in flight.
#include "guitestutil.h"

#include "controller.h"
#include "inputpanel.h"
#include "planchartwidget.h"
#include "planmodel.h"
#include "planpanel.h"
#include "servingplanpanel.h"

#include "headroom/estimate.h"
#include "headroom/model/serving.h"
#include "headroom/planner.h"

#include <QAction>
#include <QChart>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTableView>
#include <QTableWidget>
#include <QTest>

using namespace headroom;
using namespace headroom::app;

namespace {

constexpr int kWaitMs = 10000;

// Small enough to finish in milliseconds, with more than one point on the front.
void smallRequest(PlanPanel* panel)
{
    panel->setSelectedGpus({QStringLiteral("h100-sxm"), QStringLiteral("a100-80gb"), QStringLiteral("l40s")});
    panel->findChild<QSpinBox*>(QStringLiteral("plan.max_gpus"))->setValue(64);
}

// Millions of layouts: still running when the test acts on it.
void hugeRequest(PlanPanel* panel)
{
    panel->setSelectedGpus(
        {QStringLiteral("h100-sxm"), QStringLiteral("a100-80gb"), QStringLiteral("l40s"), QStringLiteral("a100-40gb")});
    panel->findChild<QSpinBox*>(QStringLiteral("plan.max_gpus"))->setValue(1 << 20);
}

bool runAndWait(PlanPanel* panel)
{
    QSignalSpy done(panel, &PlanPanel::finished);
    panel->run();
    return done.wait(kWaitMs) || done.count() > 0;
}

QScatterSeries* firstSeries(QChart* chart, const char* name)
{
    for (QAbstractSeries* s : chart->series())
        if (s->objectName() == QLatin1String(name))
            return qobject_cast<QScatterSeries*>(s);
    return nullptr;
}

} // namespace

class TestPlan : public QObject {
    Q_OBJECT
private slots:
    void rowsMatchCorePlan();
    void sortsByValue();
    void applyingARowEditsTheScenario();
    void chartAndTableSelectTogether();
    void nothingFitsShowsTheClosest();
    void staleAfterAnEditAndPreferencesFollowed();
    void cancelStopsTheRun();
    void secondRunReplacesTheFirst();
    void closingWhileRunning();
    void menuActionOpensTheTabAndRuns();
    void servingFleetsMatchTheCorePlanner();
    void servingFleetNamesTheBindingLimit();
};

void TestPlan::rowsMatchCorePlan()
{
    auto w = test::makeWindow();
    PlanPanel* panel = w->planPanel();
    QVERIFY(panel);
    smallRequest(panel);
    QVERIFY(runAndWait(panel));
    QVERIFY(!panel->isRunning());
    QVERIFY(panel->outcome() && panel->outcome()->result);

    const auto expected = plan(panel->request(), test::catalog());
    QVERIFY(expected.ok());
    QVERIFY(expected->front.size() >= 2);
    PlanModel* model = panel->model();
    QCOMPARE(model->rowCount(), int(expected->front.size()));
    QCOMPARE(model->frontCount(), int(expected->front.size()));
    for (int i = 0; i < model->rowCount(); ++i) {
        const PlanRow& got = model->planRow(i);
        const PlanRow& want = expected->front[std::size_t(i)];
        QVERIFY(got.config == want.config);
        QCOMPARE(got.seconds, want.seconds); // the same function on the same input: exact
        QCOMPARE(got.costUsd, want.costUsd);
        QCOMPARE(got.memoryPerGpu, want.memoryPerGpu);
        QVERIFY(got.why == want.why);
        // Text through the window's formatter.
        const Formatter& f = w->formatter();
        QCOMPARE(model->index(i, PlanModel::Time).data().toString(), f.duration(want.seconds));
        QCOMPARE(model->index(i, PlanModel::Cost).data().toString(), f.money(want.costUsd));
        const QString memory = model->index(i, PlanModel::Memory).data().toString();
        QVERIFY2(memory.endsWith(f.bytes(want.capacity)), qPrintable(memory));
        QVERIFY2(f.bytes(want.memoryPerGpu).startsWith(memory.section(QLatin1String(" / "), 0, 0)), qPrintable(memory));
        // The catalog name, less the vendor: "H100 SXM5 80GB".
        const QString shown = model->index(i, PlanModel::Gpu).data().toString();
        QVERIFY(!shown.isEmpty());
        QVERIFY(QString::fromStdString(test::catalog().findGpu(want.config.gpu)->name).endsWith(shown));
    }
    // Reasons in words, not codes.
    QVERIFY(!model->index(0, PlanModel::Why).data().toString().contains(QLatin1String("-gpus")));
    QVERIFY(panel->statusLabel()->text().contains(w->formatter().integer(double(expected->fitting))));
    // Every front point and the faded sample are on the chart.
    int frontPoints = 0, samplePoints = 0;
    for (QAbstractSeries* s : panel->chart()->series()) {
        if (s->objectName() == QLatin1String("plan.front"))
            frontPoints += int(static_cast<QScatterSeries*>(s)->count());
        if (s->objectName() == QLatin1String("plan.sample"))
            samplePoints += int(static_cast<QScatterSeries*>(s)->count());
    }
    const auto onFront = std::count_if(expected->front.begin(), expected->front.end(), [](const PlanRow& r) {
        return std::find(r.why.begin(), r.why.end(), PlanReason::Pareto) != r.why.end();
    });
    QCOMPARE(frontPoints, int(onFront));
    QVERIFY(samplePoints > frontPoints);
}

void TestPlan::sortsByValue()
{
    auto w = test::makeWindow();
    PlanPanel* panel = w->planPanel();
    smallRequest(panel);
    QVERIFY(runAndWait(panel));
    QSortFilterProxyModel* proxy = panel->proxy();
    QVERIFY(proxy->rowCount() >= 2);
    for (int column : {int(PlanModel::Cost), int(PlanModel::Time), int(PlanModel::Memory)}) {
        panel->table()->sortByColumn(column, Qt::AscendingOrder);
        double last = -1;
        for (int r = 0; r < proxy->rowCount(); ++r) {
            const PlanRow& row = panel->model()->planRow(proxy->mapToSource(proxy->index(r, 0)).row());
            const double v = column == PlanModel::Cost   ? row.costUsd
                             : column == PlanModel::Time ? row.seconds
                                                         : row.memoryPerGpu;
            QVERIFY2(v >= last, qPrintable(QStringLiteral("column %1 row %2").arg(column).arg(r)));
            last = v;
        }
    }
    panel->table()->sortByColumn(PlanModel::Cost, Qt::DescendingOrder);
    const PlanRow& top = panel->model()->planRow(proxy->mapToSource(proxy->index(0, 0)).row());
    for (int r = 0; r < panel->model()->rowCount(); ++r)
        QVERIFY(top.costUsd >= panel->model()->planRow(r).costUsd);
}

void TestPlan::applyingARowEditsTheScenario()
{
    auto w = test::makeWindow();
    PlanPanel* panel = w->planPanel();
    smallRequest(panel);
    QVERIFY(runAndWait(panel));
    const Scenario before = w->controller()->scenario();
    QVERIFY(!w->controller()->isModified());

    // A row on another GPU type than the scenario's.
    int pick = -1;
    for (int i = 0; i < panel->model()->rowCount(); ++i)
        if (panel->model()->planRow(i).config.gpu != before.hardware.gpu)
            pick = i;
    QVERIFY(pick >= 0);
    const PlanRow row = panel->model()->planRow(pick);
    panel->selectRow(pick);
    QCOMPARE(panel->currentRow(), pick);
    QVERIFY(panel->applyButton()->isEnabled());
    QTest::mouseClick(panel->applyButton(), Qt::LeftButton);

    const Scenario now = w->controller()->scenario();
    QVERIFY(now == applyPlanConfig(before, row.config));
    QCOMPARE(now.hardware.gpu, row.config.gpu);
    QCOMPARE(now.parallelism.gpus, row.config.gpus);
    QCOMPARE(now.parallelism.tensor, row.config.tensor);
    QCOMPARE(now.parallelism.pipeline, row.config.pipeline);
    QCOMPARE(now.parallelism.zero, row.config.zero);
    QCOMPARE(now.parallelism.sequenceParallel, row.config.sequenceParallel);
    QCOMPARE(now.workload.microBatchSize, row.config.microBatch);
    QVERIFY(now.activations.recompute == row.config.recompute);
    QVERIFY(w->inputPanel()->scenario() == now); // the inputs show it
    QVERIFY(w->controller()->isModified());
    QVERIFY(w->windowTitle().contains(QLatin1Char('*')));
    // The window's estimate of the applied scenario is the row's.
    w->controller()->flush();
    QVERIFY(w->controller()->result());
    QCOMPARE(w->controller()->result()->estimate.perGpu.total(), row.memoryPerGpu);
    QCOMPARE(w->controller()->result()->estimate.seconds, row.seconds);

    // Double-clicking another row applies it too (on screen, so the rows have their places).
    w->showPlan(panel);
    w->resize(1280, 800);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    QVERIFY(!panel->isRunning()); // it has results: showing it does not search again
    const int other = pick == 0 ? 1 : 0;
    const QModelIndex cell = panel->proxy()->mapFromSource(panel->model()->index(other, 1));
    const QPoint at = panel->table()->visualRect(cell).center();
    // A widget double-click from QTest is a lone event: press first, as a mouse does.
    QTest::mouseClick(panel->table()->viewport(), Qt::LeftButton, {}, at);
    QTest::mouseDClick(panel->table()->viewport(), Qt::LeftButton, {}, at);
    QVERIFY(w->controller()->scenario() == applyPlanConfig(now, panel->model()->planRow(other).config));
}

void TestPlan::chartAndTableSelectTogether()
{
    auto w = test::makeWindow();
    PlanPanel* panel = w->planPanel();
    smallRequest(panel);
    QVERIFY(runAndWait(panel));
    QScatterSeries* front = firstSeries(panel->chart(), "plan.front");
    QScatterSeries* selected = firstSeries(panel->chart(), "plan.selected");
    QVERIFY(front && selected && front->count() > 0);

    // Clicking a point selects its row.
    const QPointF p = front->at(0);
    emit front->clicked(p);
    const int row = panel->currentRow();
    QVERIFY(row >= 0);
    QCOMPARE(*panel->chartWidget()->pointOf(row), p);
    QVERIFY(!panel->chartWidget()->toolTipAt(front, p).isEmpty());
    // Selecting a row rings its point.
    const int last = panel->model()->rowCount() - 1;
    panel->selectRow(last);
    QCOMPARE(selected->count(), 1);
    QCOMPARE(selected->at(0), *panel->chartWidget()->pointOf(last));
}

void TestPlan::nothingFitsShowsTheClosest()
{
    auto w = test::makeWindow();
    Scenario s = w->controller()->scenario();
    s.model.preset = "llama-3.1-405b";
    w->controller()->loadScenario(s, QString());
    PlanPanel* panel = w->planPanel();
    panel->setSelectedGpus({QStringLiteral("l40s")});
    panel->findChild<QSpinBox*>(QStringLiteral("plan.max_gpus"))->setValue(2);
    QVERIFY(runAndWait(panel));
    const auto expected = plan(panel->request(), test::catalog());
    QVERIFY(expected.ok() && expected->front.empty() && expected->leanest);
    QCOMPARE(panel->model()->rowCount(), 1);
    QVERIFY(panel->model()->isClosest(0));
    QVERIFY(panel->model()->planRow(0).config == expected->leanest->config);
    const QString status = panel->statusLabel()->text();
    QVERIFY2(status.contains(w->formatter().bytes(expected->leanest->memoryPerGpu)), qPrintable(status));
}

void TestPlan::staleAfterAnEditAndPreferencesFollowed()
{
    auto w = test::makeWindow();
    PlanPanel* panel = w->planPanel();
    smallRequest(panel);
    QVERIFY(runAndWait(panel));
    auto* stale = panel->findChild<QLabel*>(QStringLiteral("plan.stale"));
    QVERIFY(stale && stale->isHidden());

    // Applying a row is not a change the plan has to catch up with.
    panel->applyRow(0);
    w->controller()->flush();
    QVERIFY(stale->isHidden());
    // Another edit is.
    Scenario s = w->controller()->scenario();
    s.workload.sequenceLength *= 2;
    w->controller()->editScenario(s);
    w->controller()->flush();
    QVERIFY(!stale->isHidden());
    QVERIFY(runAndWait(panel));
    QVERIFY(stale->isHidden());

    // Units and currency from the preferences.
    panel->setFormatter(Formatter(QLocale::c(), Formatter::ByteUnits::Decimal, QStringLiteral("EUR ")));
    const QString memory = panel->model()->index(0, PlanModel::Memory).data().toString();
    QVERIFY2(memory.endsWith(QLatin1String("GB")) && !memory.contains(QLatin1String("GiB")), qPrintable(memory));
    QVERIFY(panel->model()->index(0, PlanModel::Cost).data().toString().startsWith(QLatin1String("EUR ")));
    QVERIFY(panel->findChild<QDoubleSpinBox*>(QStringLiteral("plan.budget_usd"))
                ->prefix()
                .startsWith(QLatin1String("EUR")));
}

void TestPlan::cancelStopsTheRun()
{
    auto w = test::makeWindow();
    PlanPanel* panel = w->planPanel();
    smallRequest(panel);
    QVERIFY(runAndWait(panel));
    const auto rows = panel->model()->rowCount();

    hugeRequest(panel);
    QSignalSpy cancelled(panel, &PlanPanel::cancelled);
    QSignalSpy finished(panel, &PlanPanel::finished);
    panel->run();
    QVERIFY(panel->isRunning());
    QVERIFY(panel->cancelButton()->isEnabled());
    QTest::mouseClick(panel->cancelButton(), Qt::LeftButton);
    QVERIFY(cancelled.wait(kWaitMs) || cancelled.count() == 1);
    QCOMPARE(finished.count(), 0);
    QVERIFY(!panel->isRunning());
    QVERIFY(!panel->cancelButton()->isEnabled());
    // The previous results stay.
    QCOMPARE(panel->model()->rowCount(), rows);
    QCOMPARE(panel->outcome()->request.maxGpus, std::int64_t(64));
}

void TestPlan::secondRunReplacesTheFirst()
{
    auto w = test::makeWindow();
    PlanPanel* panel = w->planPanel();
    QSignalSpy started(panel, &PlanPanel::runStarted);
    QSignalSpy cancelled(panel, &PlanPanel::cancelled);
    QSignalSpy finished(panel, &PlanPanel::finished);
    hugeRequest(panel);
    panel->run();
    QVERIFY(panel->isRunning());
    smallRequest(panel);
    panel->run(); // cancels the first
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, kWaitMs);
    QCOMPARE(started.count(), 2);
    QCOMPARE(cancelled.count(), 0);
    QCOMPARE(panel->outcome()->request.maxGpus, std::int64_t(64));
    const auto expected = plan(panel->request(), test::catalog());
    QCOMPARE(panel->model()->rowCount(), int(expected->front.size()));
    // The first run's late result (if any) changes nothing.
    QTest::qWait(50);
    QCOMPARE(finished.count(), 1);
    QCOMPARE(panel->outcome()->request.maxGpus, std::int64_t(64));
}

void TestPlan::closingWhileRunning()
{
    auto w = test::makeWindow();
    w->resize(1280, 800);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    PlanPanel* panel = w->planPanel();
    hugeRequest(panel);
    panel->run();
    QVERIFY(panel->isRunning());
    QVERIFY(w->close());
    w.window.reset(); // cancels and waits for the worker
    QVERIFY(true);
}

void TestPlan::menuActionOpensTheTabAndRuns()
{
    auto w = test::makeWindow();
    PlanPanel* panel = w->planPanel();
    smallRequest(panel);
    QAction* action = nullptr;
    for (QAction* a : w->findChildren<QAction*>())
        if (a->text() == QLatin1String("Plan &Layouts"))
            action = a;
    QVERIFY(action);
    QSignalSpy done(panel, &PlanPanel::finished);
    action->trigger();
    QVERIFY(w->tabs()->currentWidget()->isAncestorOf(panel));
    QVERIFY(panel->isVisibleTo(w.window.get()));
    QVERIFY(done.wait(kWaitMs) || done.count() == 1);
    QVERIFY(panel->model()->rowCount() > 0);
    // Its serving twin opens the serving fleets and searches at once.
    for (QAction* a : w->findChildren<QAction*>())
        if (a->text() == QLatin1String("Plan a Serving &Fleet"))
            action = a;
    action->trigger();
    QVERIFY(w->tabs()->currentWidget()->isAncestorOf(w->servingPlanPanel()));
    QVERIFY(w->servingPlanPanel()->isVisibleTo(w.window.get()));
    QVERIFY(!w->servingPlanPanel()->statusLabel()->text().contains(QStringLiteral("press Find")));
}

std::unique_ptr<QObject> headroom::test::makeTestPlan()
{
    return std::make_unique<TestPlan>();
}

// The window's serving planner shows the core's rows, cheapest first, and a
// row applied becomes the scenario: its fleet serves the target within the limits.
void TestPlan::servingFleetsMatchTheCorePlanner()
{
    auto w = test::makeWindow();
    Scenario s;
    s.model.preset = "llama-3-8b";
    s.workload.mode = Mode::Inference;
    s.parallelism.gpus = 1;
    s.serving.tpotSloSeconds = 0.04;
    w->controller()->loadScenario(s, QString());
    w->inputPanel()->reload();
    ServingPlanPanel* panel = w->servingPlanPanel();
    panel->setSelectedGpus({QStringLiteral("h100-sxm"), QStringLiteral("l40s")});
    panel->targetBox()->setValue(50000);
    panel->run();
    const auto expected = planServing(s, w->controller()->catalog(), panel->request());
    QVERIFY(expected.ok());
    QVERIFY(!expected->empty());
    QCOMPARE(panel->rows().size(), expected->size());
    QCOMPARE(panel->table()->rowCount(), int(expected->size()));
    QCOMPARE(panel->rows().front().gpus, expected->front().gpus);
    QCOMPARE(panel->rows().front().gpu, expected->front().gpu);
    QVERIFY(panel->statusLabel()->text().contains(QStringLiteral("Cheapest")));
    for (const ServingPlanRow& r : panel->rows()) {
        QVERIFY(r.tokensPerSecond >= 50000);
        QVERIFY(r.point.tpotSeconds <= 0.04);
    }
    // Apply the cheapest: the scenario takes its fleet, and its serving
    // result is the row's.
    panel->applyRow(0);
    w->controller()->flush();
    const Scenario& now = w->controller()->scenario();
    const ServingPlanRow& best = panel->rows().front();
    QCOMPARE(now.hardware.gpu, best.gpu);
    QCOMPARE(now.parallelism.gpus, best.gpus);
    QCOMPARE(now.parallelism.tensor, best.tensor);
    QVERIFY(now.precision.weights == best.weights);
    QVERIFY(now.precision.kvCache == best.kvCache);
    const auto& serving = w->controller()->result()->charts.serving;
    QVERIFY(serving.has_value());
    QCOMPARE(serving->replicas, best.replicas);
    QCOMPARE(serving->chosen.concurrency, best.point.concurrency);
    QVERIFY(w->controller()->isModified());
    // The menu opens the tab on it.
    w->showPlan(panel);
    QCOMPARE(w->tabs()->currentWidget()->isAncestorOf(panel), true);
}

// A TPOT limit no GPU meets: no rows, and the message names that limit.
void TestPlan::servingFleetNamesTheBindingLimit()
{
    auto w = test::makeWindow();
    Scenario s;
    s.model.preset = "llama-3-70b";
    s.workload.mode = Mode::Inference;
    s.serving.tpotSloSeconds = 0.0001; // 0.1 ms per token: no GPU reads 70 B weights that fast
    w->controller()->loadScenario(s, QString());
    ServingPlanPanel* panel = w->servingPlanPanel();
    panel->setSelectedGpus({QStringLiteral("h100-sxm")});
    panel->run();
    QVERIFY(panel->rows().empty());
    QCOMPARE(panel->table()->rowCount(), 0);
    const QString text = panel->statusLabel()->text();
    QVERIFY2(text.contains(QStringLiteral("TPOT limit binds")), qPrintable(text));
    QVERIFY(!panel->applyButton()->isEnabled());
}
#include "test_plan.moc"
