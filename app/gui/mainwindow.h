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
class QScrollArea;
class QComboBox;
class QTabWidget;

namespace headroom {
// Not included: headroom/practice.h's ChartKind would clash with the app's
// wherever both namespaces are used (the tests).
struct Presentation;
} // namespace headroom

namespace headroom::app {

class BreakevenChartWidget;
class ChartTabWidget;
class ExplainPanel;
class GpuEditor;
class InputPanel;
class MemoryChartWidget;
class PlanPanel;
class ServingPlanPanel;
class PracticePanel;
class PresenterView;
class RooflineChartWidget;
class RulesPanel;
class StaleReason;
class SummaryStrip;

// Wires the panels together: inputs on the left, the summary and the charts
// on the right, menus for files, export and preferences. The work happens
// in the controller, the panels and chartrender.
class MainWindow : public QMainWindow {
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
    PlanPanel* planPanel() const { return m_plan; }
    ServingPlanPanel* servingPlanPanel() const { return m_servingPlan; }
    // The Plan tab on the given panel (planPanel() or servingPlanPanel()).
    void showPlan(QWidget* panel);
    // The GPU form (Catalog → Add GPU / Edit This GPU), open and not yet
    // closed; Save writes the user's catalog file and uses the GPU.
    GpuEditor* openGpuEditor(bool asNew);
    // Copies the GPUs of a catalog file into the user's catalog (Catalog →
    // Import GPUs); false, with a message, when the file does not read.
    bool importGpus(const QString& path);
    // The Keyboard Shortcuts dialog's text: the menus' shortcuts and the sliders' keys.
    QString shortcutsHtml() const;
    void setShowPreliminary(bool show);
    ChartTabWidget* stepChart() const { return m_step; }
    ChartTabWidget* scheduleChart() const { return m_schedule; }
    ChartTabWidget* scalingChart() const { return m_scaling; }
    ChartTabWidget* servingChart() const { return m_serving; }
    ChartTabWidget* timelineChart() const { return m_timeline; }
    QWidget* servingPage() const { return m_servingPage; } // the tab: the chart under its compare choice
    QComboBox* servingCompareBox() const { return m_servingCompare; }
    QTabWidget* tabs() const { return m_tabs; }
    const Formatter& formatter() const { return m_format; }

    // Replaces the dialogs and message boxes (tests).
    void setPrompts(std::unique_ptr<Prompts> prompts);

    // File actions, callable without dialogs (command line, drops, tests).
    // Each reports a failure through the prompts and leaves the scenario as it was.
    // A scenario, a HF config.json, a .safetensors file or a presentation.
    bool openFile(const QString& path);
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

    // Practice, rules of thumb and the presenter (issue 7).
    PracticePanel* practicePanel() const { return m_practice; }
    QWidget* practicePage() const { return m_practicePage; } // its tab: the panel in a scroll area
    RulesPanel* rulesPanel() const { return m_rules; }
    PresenterView* presenter(); // made on first use
    const Presentation& presentation() const;
    bool openPresentation(const QString& path); // and starts presenting it
    bool addScenarioAsSlide();
    bool savePresentationTo(const QString& path);
    // F5: the presentation, or without slides the current scenario as one
    // slide (the chart shown).
    void startPresenter();

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override; // LanguageChange: retranslate()
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void buildServingPage();
    void buildMenus();
    // A menu entry, menu or tab whose text (and translated shortcut) is set
    // now and again after each switch of language (language::keep).
    QAction* named(QAction* action, const char* text, const char* shortcut = nullptr);
    QMenu* named(QMenu* menu, const char* text);
    void addTab(QTabWidget* tabs, QWidget* page, const char* text);
    static QScrollArea* scrolledPage(QWidget* page);
    void onRecomputed(const Result& result);
    void onFailed(const Error& error);
    // Export, copy and add-as-slide act on the current estimate: off while
    // the inputs have an error, with the reason in their tool and status tips.
    void updateResultActions();
    // The estimate of the current inputs, or nullptr after telling the user
    // why there is none (`nothing` when no estimate was ever made). The last
    // valid estimate belongs to other inputs and is never exported as current.
    const Result* currentResult(const QString& title, const QString& nothing);
    void updateTitle();
    void rebuildRecentMenu();
    void rememberFile(const QString& path);
    void restoreLayout();
    void saveLayout();
    void applyPreferences();
    void retranslate();
    void showMessage(QMessageBox::Icon icon, const QString& title, const QString& text);
    // "Could not write FILE: REASON." and, when a file was there, that it is intact.
    static QString writeFailure(const QString& path, QString problem, bool existed);
    QString documentName() const;
    QString defaultFolder() const;
    Scenario freshScenario() const;

    bool save();
    bool saveAs();
    void openDialog();
    void importDialog();
    void exportChartDialog();

public:
    // The last chart export's choices, kept in the settings between runs.
    static ExportRequest savedExportChoices();
    static void saveExportChoices(const ExportRequest& r);
    static void resetExportChoices() { saveExportChoices(ExportRequest{}); }

private:
    void exportResultsDialog();
    void exportExplanationDialog();
    void editPreferences();
    void setPinned(bool pinned);
    void openPresentationDialog();
    void savePresentationDialog();

    Controller* m_controller;
    std::unique_ptr<Prompts> m_prompts;
    Formatter m_format;
    QString m_catalogWarning;
    InputPanel* m_inputs = nullptr;
    SummaryStrip* m_summary = nullptr;
    QTabWidget* m_tabs = nullptr;
    StaleReason* m_staleReason = nullptr; // why the pages are grey, over them
    MemoryChartWidget* m_memory = nullptr;
    RooflineChartWidget* m_roofline = nullptr;
    BreakevenChartWidget* m_breakeven = nullptr;
    ChartTabWidget* m_step = nullptr;
    ChartTabWidget* m_schedule = nullptr; // the step's pipeline schedule
    ChartTabWidget* m_scaling = nullptr;
    ChartTabWidget* m_serving = nullptr;
    ChartTabWidget* m_timeline = nullptr;
    QWidget* m_servingPage = nullptr; // the serving chart under its compare choice
    QComboBox* m_servingCompare = nullptr;
    ExplainPanel* m_explain = nullptr;
    PlanPanel* m_plan = nullptr;
    ServingPlanPanel* m_servingPlan = nullptr;
    QTabWidget* m_planTabs = nullptr;
    QWidget* m_planPage = nullptr;     // m_planTabs in its scroll area: the Plan tab
    QWidget* m_practicePage = nullptr; // m_practice in its scroll area: the Practice tab
    QSplitter* m_splitter = nullptr;
    QMenu* m_recentMenu = nullptr;
    QAction* m_pinAction = nullptr;
    QAction* m_preliminaryAction = nullptr;
    QList<QAction*> m_resultActions;
    ExportRequest m_lastExport;
    PracticePanel* m_practice = nullptr;
    RulesPanel* m_rules = nullptr;
    PresenterView* m_presenter = nullptr;
    std::unique_ptr<Presentation> m_presentation;
    QString m_presentationPath;
    QString m_language; // the language the texts are in (retranslate())
};

} // namespace headroom::app
