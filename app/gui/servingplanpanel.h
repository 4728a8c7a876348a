#pragma once

#include "formatter.h"

#include "headroom/model/serving.h"

#include <QWidget>

#include <optional>
#include <vector>

class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace headroom::app {

class Controller;

// The serving planner in the window (docs/model.md §8b, "Serving planner"):
// the cheapest fleet (GPU type × tensor parallel × weight format × KV cache,
// as many replicas as the target needs) that serves a target output rate
// within the scenario's TTFT and TPOT limits. planServing() takes a few
// milliseconds for the whole catalog, so a search runs on the GUI thread.
class ServingPlanPanel : public QWidget {
    Q_OBJECT
public:
    ServingPlanPanel(Controller* controller, const Formatter& f, QWidget* parent = nullptr);

    void setFormatter(const Formatter& f);
    // Lists the catalog's GPUs again (it changed, or announced parts are
    // shown or hidden now); the ticks stay.
    void refreshGpuList(bool showPreliminary);

    // The request the inputs describe.
    ServingPlanRequest request() const;
    void setSelectedGpus(const QStringList& ids);
    QStringList selectedGpus() const;
    QDoubleSpinBox* targetBox() const { return m_targetBox; }

    // Searches from the controller's current scenario and shows the rows.
    void run();
    const std::vector<ServingPlanRow>& rows() const { return m_rows; }
    QTableWidget* table() const { return m_table; }
    QLabel* statusLabel() const { return m_status; }
    QPushButton* applyButton() const { return m_apply; }

    // The scenario with the row's fleet: its GPU, count, tensor parallel,
    // weight and KV formats (emits scenarioChosen).
    void applyRow(int row);

signals:
    void scenarioChosen(const headroom::Scenario& scenario);

protected:
    void changeEvent(QEvent* event) override;

private:
    // What the last search found, so its sentence can be said again in
    // another language or number format.
    enum class Outcome : std::uint8_t { NotRun, Failed, Found, TpotBinds, TtftBinds, BothBind, NothingFits };
    void setHeaders();
    void updateStatus();
    void buildInputs(QWidget* box);
    void fillGpuList();
    void showRows();
    void onScenarioChanged();
    int selectedRow() const;

    Controller* m_controller;
    Formatter m_format;
    QListWidget* m_gpus = nullptr;
    bool m_showPreliminary = false;
    QDoubleSpinBox* m_targetBox = nullptr;
    std::vector<std::pair<QCheckBox*, std::int64_t>> m_tensors;
    std::vector<std::pair<QCheckBox*, DType>> m_weights;
    std::vector<std::pair<QCheckBox*, DType>> m_kvCaches;
    QPushButton* m_run = nullptr;
    QPushButton* m_apply = nullptr;
    QLabel* m_status = nullptr;
    QLabel* m_stale = nullptr;
    QTableWidget* m_table = nullptr;
    std::vector<ServingPlanRow> m_rows;
    std::optional<Scenario> m_searched; // the scenario the rows are for
    Outcome m_outcome = Outcome::NotRun;
    std::optional<Error> m_error;
    double m_target = 0; // the target the rows are for
};

} // namespace headroom::app
