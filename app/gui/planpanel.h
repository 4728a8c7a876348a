#pragma once

#include "formatter.h"
#include "planchart.h"

#include "headroom/planner.h"

#include <QWidget>

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

class QChart;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSortFilterProxyModel;
class QSpinBox;
class QTableView;

namespace headroom::app {

class Controller;
class PlanChartWidget;

class PlanModel;

// What one search produced: the request it ran, plan()'s answer (or the error
// that stopped it) and, for the chart, the best layouts of each GPU type at
// each power-of-two count, which are mostly off the front.
struct PlanOutcome {
    PlanRequest request;
    std::optional<PlanResult> result;
    std::optional<Error> error;
    std::vector<PlanRow> sample;
    double seconds = 0; // wall clock of the search
};

// The Plan tab: inputs for a PlanRequest, a sortable table of the Pareto
// front and a time-against-cost chart. The search runs on a worker thread
// (QtConcurrent) from the controller's current scenario; results come back
// queued to the GUI thread. A new run cancels the one in flight; the
// destructor cancels and waits, so closing the window mid-run is safe.
class PlanPanel : public QWidget {
    Q_OBJECT
public:
    PlanPanel(Controller* controller, const Formatter& f, QWidget* parent = nullptr);
    ~PlanPanel() override;

    void setFormatter(const Formatter& f);

    // The request the inputs describe, on the controller's scenario.
    PlanRequest request() const;
    void setSelectedGpus(const QStringList& ids);
    // Lists the catalog's GPUs again (it changed, or announced parts are
    // shown or hidden now); the ticks stay.
    void refreshGpuList(bool showPreliminary);
    QStringList selectedGpus() const;

    void run();
    void cancel();
    bool isRunning() const;

    // The last completed (not cancelled) run.
    const std::optional<PlanOutcome>& outcome() const { return m_outcome; }
    PlanModel* model() const { return m_model; }
    QSortFilterProxyModel* proxy() const { return m_proxy; }
    QTableView* table() const { return m_table; }
    QChart* chart() const;
    QLabel* statusLabel() const { return m_status; }
    QPushButton* runButton() const { return m_runButton; }
    QPushButton* cancelButton() const { return m_cancelButton; }
    QPushButton* applyButton() const { return m_applyButton; }
    QProgressBar* progressBar() const { return m_progress; }

    // The model row shown selected (-1: none), and selecting one (also
    // marks it on the chart).
    int currentRow() const;
    void selectRow(int modelRow);
    // Loads the row's layout into the scenario (emits scenarioChosen).
    void applyRow(int modelRow);
    PlanChartWidget* chartWidget() const { return m_chart; }

signals:
    // A layout to take over; the window edits the scenario with it.
    void scenarioChosen(const headroom::Scenario& scenario);
    void runStarted();
    void finished();  // a run completed and its results are shown
    void cancelled(); // the run in flight stopped before it finished

protected:
    void showEvent(QShowEvent* event) override;

private:
    struct Run;

    void buildInputs(QWidget* box);
    // The catalog's GPUs, and the scenario's own when the file describes it.
    void syncGpuList();
    bool m_gpuListStale = false;
    bool m_showPreliminary = false;
    void checkDefaultGpus();
    void setSelectedGpusQuietly(const QStringList& ids);
    void raiseCheckedGpus();
    void onRunFinished(quint64 id);
    void showOutcome();
    void updateButtons();
    void onScenarioChanged();
    void setStatus(const QString& text, bool problem = false);
    QString summaryText(const PlanOutcome& o) const;
    QString noFitText(const PlanOutcome& o) const;

    Controller* m_controller;
    Formatter m_format;
    PlanModel* m_model;
    QSortFilterProxyModel* m_proxy;

    QListWidget* m_gpus = nullptr;
    QSpinBox* m_maxGpus = nullptr;
    QComboBox* m_objective = nullptr;
    QComboBox* m_basis = nullptr;
    QDoubleSpinBox* m_deadline = nullptr;
    QDoubleSpinBox* m_budget = nullptr;
    QSpinBox* m_headroom = nullptr;
    QSpinBox* m_maxTensor = nullptr;
    QSpinBox* m_maxPipeline = nullptr;
    QSpinBox* m_maxMicroBatch = nullptr;
    QPushButton* m_runButton = nullptr;
    QPushButton* m_cancelButton = nullptr;
    QPushButton* m_applyButton = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_status = nullptr;
    QLabel* m_stale = nullptr;
    QTableView* m_table = nullptr;
    PlanChartWidget* m_chart = nullptr;

    // Runs not yet finished: the current one last; earlier ones are
    // cancelled and only waited for.
    std::vector<std::unique_ptr<Run>> m_runs;
    quint64 m_nextId = 1;
    quint64 m_currentId = 0;
    std::optional<PlanOutcome> m_outcome;
    std::optional<Scenario> m_applied; // the last scenario a row produced
    QString m_inlineId;                // the scenario's inline GPU listed first, if any
    bool m_gpusTouched = false;
    bool m_shownOnce = false;
};

} // namespace headroom::app
