#pragma once

#include "appcatalog.h"
#include "chartrender.h"
#include "controller.h"
#include "exportdialog.h"
#include "formatter.h"
#include "prompts.h"

#include <QMainWindow>

#include <memory>

class QAction;
class QMenu;
class QSplitter;
class QTabWidget;

namespace headroom::app {

class BreakevenChartWidget;
class ExplainPanel;
class InputPanel;
class MemoryChartWidget;
class RooflineChartWidget;
class SummaryStrip;

// Wires the panels together: inputs on the left, the summary and the charts
// on the right, menus for files, export and preferences. The work happens
// in the controller, the panels and chartrender.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(LoadedCatalog catalog, QWidget* parent = nullptr);
    ~MainWindow() override;

    Controller* controller() const { return m_controller; }
    InputPanel* inputPanel() const { return m_inputs; }
    SummaryStrip* summary() const { return m_summary; }
    MemoryChartWidget* memoryChart() const { return m_memory; }
    RooflineChartWidget* rooflineChart() const { return m_roofline; }
    BreakevenChartWidget* breakevenChart() const { return m_breakeven; }
    ExplainPanel* explainPanel() const { return m_explain; }
    QTabWidget* tabs() const { return m_tabs; }
    const Formatter& formatter() const { return m_format; }

    // Replaces the dialogs and message boxes (tests).
    void setPrompts(std::unique_ptr<Prompts> prompts);

    // File actions, callable without dialogs (command line, drops, tests).
    // Each reports a failure through the prompts and leaves the scenario as it was.
    bool openFile(const QString& path); // a scenario, a HF config.json or a .safetensors file
    bool openScenario(const QString& path);
    bool importModel(const QString& path);
    bool saveScenarioTo(const QString& path);
    bool exportChart(const ExportRequest& request);
    bool exportResults(const QString& path); // JSON or CSV by the suffix
    bool exportExplanation(const QString& path);
    void copyChart();
    void newScenario();
    bool maybeSave(); // true: carry on (saved, or discarded)
    ChartKind currentChartKind() const;

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void buildMenus();
    void onRecomputed(const Result& result);
    void onFailed(const Error& error);
    void updateTitle();
    void rebuildRecentMenu();
    void rememberFile(const QString& path);
    void restoreLayout();
    void saveLayout();
    void applyPreferences();
    void showMessage(QMessageBox::Icon icon, const QString& title, const QString& text);
    QString documentName() const;
    QString defaultFolder() const;
    Scenario freshScenario() const;

    bool save();
    bool saveAs();
    void openDialog();
    void importDialog();
    void exportChartDialog();
    void exportResultsDialog();
    void exportExplanationDialog();
    void editPreferences();
    void setPinned(bool pinned);

    Controller* m_controller;
    std::unique_ptr<Prompts> m_prompts;
    Formatter m_format;
    QString m_catalogWarning;
    InputPanel* m_inputs = nullptr;
    SummaryStrip* m_summary = nullptr;
    QTabWidget* m_tabs = nullptr;
    MemoryChartWidget* m_memory = nullptr;
    RooflineChartWidget* m_roofline = nullptr;
    BreakevenChartWidget* m_breakeven = nullptr;
    ExplainPanel* m_explain = nullptr;
    QSplitter* m_splitter = nullptr;
    QMenu* m_recentMenu = nullptr;
    QAction* m_pinAction = nullptr;
    ExportRequest m_lastExport;
};

} // namespace headroom::app
