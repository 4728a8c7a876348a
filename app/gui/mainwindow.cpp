#include "mainwindow.h"

#include "gpueditor.h"

#include "headroom/inputs.h"
#include "headroom/startingscenario.h"

#include "language.h"

#include "breakevenchartwidget.h"
#include "charttabwidget.h"
#include "explainpanel.h"
#include "inputpanel.h"
#include "memorychartwidget.h"
#include "planpanel.h"
#include "practicepanel.h"
#include "presentationfile.h"
#include "presenterview.h"
#include "report.h"
#include "rooflinechartwidget.h"
#include "rulespanel.h"
#include "scenariofile.h"
#include "servingplanpanel.h"
#include "settings.h"
#include "staleeffect.h"
#include "summarystrip.h"

#include <QAction>
#include <QApplication>
#include <QChartView>
#include <QClipboard>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QMimeData>
#include <QScrollArea>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace headroom::app {

namespace {
const char* const kScenarioFilter =
    QT_TRANSLATE_NOOP("MainWindow", "Headroom scenarios (*.headroom.json);;JSON files (*.json);;All files (*)");
constexpr int kStatusMs = 5000;
// The least of the results the window keeps in view beside the inputs.
constexpr int kRightMinimumWidth = 560;
} // namespace

MainWindow::MainWindow(LoadedCatalog catalog, QWidget* parent)
    : QMainWindow(parent), m_controller(new Controller(std::move(catalog.catalog), this)),
      m_prompts(std::make_unique<Prompts>()), m_format(Settings::formatter()), m_catalogWarning(catalog.userError)
{
    m_language = language::current();
    setAcceptDrops(true);
    m_lastExport = savedExportChoices();

    m_inputs =
        new InputPanel(m_controller->catalog(), [c = m_controller]() -> const Scenario& { return c->scenario(); });
    m_inputs->setCurrencySymbol(m_format.currencySymbol());
    m_inputs->setShowPreliminary(Settings::get(settings::showPreliminary));
    auto* scroll = new QScrollArea;
    scroll->setWidget(m_inputs);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(m_inputs->minimumSizeHint().width() + 24);
    scroll->setFrameShape(QFrame::NoFrame);

    auto* right = new QWidget;
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 4, 4, 0);
    rightLayout->setSpacing(4);
    m_summary = new SummaryStrip(right);
    // A fix applies like any edit of the scenario (and is saved with it).
    connect(m_summary, &SummaryStrip::fixChosen, this, [this](const Scenario& s) {
        m_controller->editScenario(s);
        m_inputs->reload();
    });
    m_tabs = new QTabWidget(right);
    m_staleReason = new StaleReason(m_tabs);
    m_tabs->setDocumentMode(true);
    // Ten tabs in Spanish are wider than a 1280-pixel window: scroll them, never widen it.
    m_tabs->tabBar()->setUsesScrollButtons(true);
    m_memory = new MemoryChartWidget(m_format);
    m_roofline = new RooflineChartWidget(m_format);
    m_breakeven = new BreakevenChartWidget(m_format);
    m_step = new ChartTabWidget({drawStepChart}, sameStepChart, m_format);
    m_schedule = new ChartTabWidget({drawScheduleChart}, sameScheduleChart, m_format);
    m_scaling = new ChartTabWidget({drawScalingRateChart, drawScalingCostChart}, sameScalingCharts, m_format);
    m_serving = new ChartTabWidget({drawServingChart}, sameServingChart, m_format);
    m_timeline = new ChartTabWidget({drawTimelineChart}, sameTimelineChart, m_format);
    buildServingPage();
    m_explain = new ExplainPanel;
    addTab(m_tabs, m_memory, QT_TR_NOOP("Memory"));
    addTab(m_tabs, m_timeline, QT_TR_NOOP("Memory timeline"));
    addTab(m_tabs, m_roofline, QT_TR_NOOP("Roofline"));
    addTab(m_tabs, m_breakeven, QT_TR_NOOP("Break-even"));
    addTab(m_tabs, m_step, QT_TR_NOOP("Step time"));
    addTab(m_tabs, m_schedule, QT_TR_NOOP("Schedule"));
    addTab(m_tabs, m_scaling, QT_TR_NOOP("Scaling"));
    addTab(m_tabs, m_servingPage, QT_TR_NOOP("Serving"));
    addTab(m_tabs, m_explain, QT_TR_NOOP("Explain"));
    m_presentation = std::make_unique<Presentation>();
    m_practice = new PracticePanel(m_controller->catalog());
    connect(m_practice, &PracticePanel::exportInterview, this, [this](const QString& markdown) {
        const QString path = m_prompts->saveFileName(this, tr("Save interview summary"),
                                                     QDir(defaultFolder()).filePath(QStringLiteral("interview.md")),
                                                     tr("Markdown (*.md)"));
        if (path.isEmpty())
            return;
        const bool existed = QFileInfo::exists(path);
        if (const QString problem = saveBytes(markdown.toUtf8(), path); !problem.isEmpty())
            showMessage(QMessageBox::Warning, tr("Cannot save"), writeFailure(path, problem, existed));
        else
            statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), kStatusMs);
    });
    m_rules = new RulesPanel;
    // The pages laid out in rows of inputs (practice, plan) scroll where the
    // pane is narrower than their rows, rather than widen every tab's
    // minimum, the charts' included.
    m_practicePage = scrolledPage(m_practice);
    addTab(m_tabs, m_practicePage, QT_TR_NOOP("Practice"));
    addTab(m_tabs, m_rules, QT_TR_NOOP("Rules of Thumb"));
    // Plan: training and inference layouts, and serving fleets.
    m_plan = new PlanPanel(m_controller, m_format);
    m_servingPlan = new ServingPlanPanel(m_controller, m_format);
    m_planTabs = new QTabWidget;
    m_planTabs->setDocumentMode(true);
    addTab(m_planTabs, m_plan, QT_TR_NOOP("Layouts"));
    addTab(m_planTabs, m_servingPlan, QT_TR_NOOP("Serving fleets"));
    m_planPage = scrolledPage(m_planTabs);
    addTab(m_tabs, m_planPage, QT_TR_NOOP("Plan"));
    rightLayout->addWidget(m_summary);
    rightLayout->addWidget(m_tabs, 1);

    // Narrower than its content (the Plan tab's inputs, the summary's eight
    // figures: about 790 pixels) the right side scrolls rather than hold the
    // window at 1,169 pixels: half of a 1,920-pixel screen still takes it.
    auto* rightScroll = new QScrollArea;
    rightScroll->setObjectName(QStringLiteral("results.scroll"));
    rightScroll->setWidget(right);
    rightScroll->setWidgetResizable(true);
    rightScroll->setFrameShape(QFrame::NoFrame);
    rightScroll->setMinimumWidth(kRightMinimumWidth);
    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->addWidget(scroll);
    m_splitter->addWidget(rightScroll);
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->setSizes({390, 890});
    setCentralWidget(m_splitter);

    buildMenus();
    statusBar()->setSizeGripEnabled(true);

    connect(m_inputs, &InputPanel::scenarioEdited, m_controller, &Controller::editScenario);
    connect(m_inputs, &InputPanel::notice, this,
            [this](const QString& text) { statusBar()->showMessage(text, 2 * kStatusMs); });
    connect(m_controller, &Controller::recomputed, this, &MainWindow::onRecomputed);
    connect(m_controller, &Controller::failed, this, &MainWindow::onFailed);
    connect(m_controller, &Controller::documentChanged, this, &MainWindow::updateTitle);
    connect(m_controller, &Controller::pinChanged, this, [this](bool pinned) {
        m_memory->setPinAvailable(pinned);
        m_memory->setCompareAxis(m_controller->compareAxis());
        m_pinAction->setChecked(pinned);
    });
    connect(m_memory, &MemoryChartWidget::compareAxisChanged, m_controller, &Controller::setCompareAxis);
    // A plan row is an edit like any other: the inputs show it, the document is modified.
    connect(m_plan, &PlanPanel::scenarioChosen, this, [this](const Scenario& s) {
        m_controller->editScenario(s);
        m_inputs->reload();
        statusBar()->showMessage(tr("Applied the plan's layout to the scenario"), kStatusMs);
    });
    // Edited or imported GPUs show in every list at once.
    connect(m_controller, &Controller::catalogChanged, this, [this] {
        const bool show = Settings::get(settings::showPreliminary);
        m_inputs->refreshGpus();
        m_plan->refreshGpuList(show);
        m_servingPlan->refreshGpuList(show);
    });
    if (Settings::get(settings::showPreliminary)) {
        m_plan->refreshGpuList(true);
        m_servingPlan->refreshGpuList(true);
    }
    connect(m_servingPlan, &ServingPlanPanel::scenarioChosen, this, [this](const Scenario& s) {
        m_controller->editScenario(s);
        m_inputs->reload();
        statusBar()->showMessage(tr("Applied the serving fleet to the scenario"), kStatusMs);
    });

    const Scenario start = freshScenario();
    m_controller->loadScenario(start, QString());
    m_inputs->reload();
    // Draw the first result before the window is shown: no empty first frame,
    // and the layout is sized for the cells the mode actually shows.
    m_controller->flush();
    resize(1280, 800);
    restoreLayout();
    updateTitle();
    if (!m_catalogWarning.isEmpty())
        statusBar()->showMessage(tr("Your catalog file was ignored: %1").arg(m_catalogWarning));
}

MainWindow::~MainWindow() = default;

GpuEditor* MainWindow::openGpuEditor(bool asNew)
{
    const Scenario& s = m_controller->scenario();
    const Gpu* current =
        s.hardware.inlineGpu ? &*s.hardware.inlineGpu : m_controller->catalog().findGpu(s.hardware.gpu);
    Gpu start = current ? *current : Gpu{};
    if (asNew) {
        // A copy to change: its own id, so the built-in entry stays as it is.
        start.id = start.id.empty() ? std::string("my-gpu") : start.id + "-mine";
        start.name = tr("%1 (mine)").arg(QString::fromStdString(start.name)).toStdString();
        start.preliminary = false;
    }
    const QString file = userCatalogPath();
    auto* editor = new GpuEditor(
        start,
        [file](const Gpu& g) -> QString {
            if (auto e = saveUserGpus({g}, file))
                return Report::errorMessage(*e);
            return {};
        },
        this);
    editor->setAttribute(Qt::WA_DeleteOnClose);
    connect(editor, &QDialog::accepted, this, [this, editor, file] {
        const Gpu g = editor->saved();
        Catalog added;
        added.gpus.push_back(g);
        m_controller->mergeCatalog(added);
        // The scenario runs on the GPU just saved.
        Scenario s = m_controller->scenario();
        s.hardware.gpu = g.id;
        s.hardware.inlineGpu.reset();
        m_controller->editScenario(s);
        m_inputs->reload();
        statusBar()->showMessage(tr("Saved %1 to your catalog (%2)").arg(QString::fromStdString(g.id), file),
                                 2 * kStatusMs);
    });
    editor->open();
    return editor;
}

bool MainWindow::importGpus(const QString& path)
{
    auto read = loadCatalogFile(path.toStdString());
    if (!read) {
        showMessage(QMessageBox::Warning, tr("Cannot import GPUs"), Report::errorMessage(read.error()));
        return false;
    }
    if (read->gpus.empty()) {
        showMessage(QMessageBox::Information, tr("Cannot import GPUs"),
                    tr("%1 holds no GPUs.").arg(QFileInfo(path).fileName()));
        return false;
    }
    if (auto e = saveUserGpus(read->gpus)) {
        showMessage(QMessageBox::Warning, tr("Cannot import GPUs"), Report::errorMessage(*e));
        return false;
    }
    Catalog added;
    added.gpus = read->gpus;
    m_controller->mergeCatalog(added);
    statusBar()->showMessage(
        tr("Imported %1 GPUs from %2 into your catalog").arg(read->gpus.size()).arg(QFileInfo(path).fileName()),
        2 * kStatusMs);
    return true;
}

void MainWindow::setShowPreliminary(bool show)
{
    Settings::set(settings::showPreliminary, show);
    if (m_preliminaryAction && m_preliminaryAction->isChecked() != show)
        m_preliminaryAction->setChecked(show);
    m_inputs->setShowPreliminary(show);
    m_plan->refreshGpuList(show);
    m_servingPlan->refreshGpuList(show);
}

void MainWindow::setPrompts(std::unique_ptr<Prompts> prompts)
{
    m_prompts = std::move(prompts);
}

QAction* MainWindow::named(QAction* action, const char* text, const char* shortcut)
{
    language::keep(this, action, [action, text, shortcut] {
        action->setText(tr(text));
        if (shortcut)
            action->setShortcut(QKeySequence(tr(shortcut)));
    });
    return action;
}

QMenu* MainWindow::named(QMenu* menu, const char* text)
{
    named(menu->menuAction(), text);
    return menu;
}

QScrollArea* MainWindow::scrolledPage(QWidget* page)
{
    auto* scroll = new QScrollArea;
    scroll->setWidget(page);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    return scroll;
}

void MainWindow::addTab(QTabWidget* tabs, QWidget* page, const char* text)
{
    tabs->addTab(page, QString());
    language::keep(this, page, [tabs, page, text] { tabs->setTabText(tabs->indexOf(page), tr(text)); });
}

void MainWindow::buildMenus()
{
    QMenu* file = named(menuBar()->addMenu(QString()), QT_TR_NOOP("&File"));
    named(file->addAction(QString(), QKeySequence::New, this,
                          [this] {
                              if (maybeSave())
                                  newScenario();
                          }),
          QT_TR_NOOP("&New"));
    named(file->addAction(QString(), QKeySequence::Open, this, &MainWindow::openDialog), QT_TR_NOOP("&Open…"));
    m_recentMenu = named(file->addMenu(QString()), QT_TR_NOOP("Open &Recent"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::rebuildRecentMenu);
    named(file->addAction(QString(), QKeySequence::Save, this, &MainWindow::save), QT_TR_NOOP("&Save"));
    named(file->addAction(QString(), QKeySequence::SaveAs, this, &MainWindow::saveAs), QT_TR_NOOP("Save &As…"));
    file->addSeparator();
    named(file->addAction(QString(), this, &MainWindow::importDialog), QT_TR_NOOP("&Import Model…"));
    QMenu* exportMenu = named(file->addMenu(QString()), QT_TR_NOOP("&Export"));
    // Tool tips show on disabled items too: they say why an export is off.
    file->setToolTipsVisible(true);
    exportMenu->setToolTipsVisible(true);
    m_resultActions << named(exportMenu->addAction(QString(), QKeySequence(), this, &MainWindow::exportChartDialog),
                             QT_TR_NOOP("Chart as &Image…"), QT_TR_NOOP("Ctrl+E"));
    m_resultActions << named(exportMenu->addAction(QString(), this,
                                                   [this] {
                                                       m_lastExport.kind = ChartKind::All;
                                                       exportChartDialog();
                                                   }),
                             QT_TR_NOOP("&All Charts in One Image…"));
    m_resultActions << named(exportMenu->addAction(QString(), this, &MainWindow::exportResultsDialog),
                             QT_TR_NOOP("Results as &JSON or CSV…"));
    m_resultActions << named(exportMenu->addAction(QString(), this, &MainWindow::exportExplanationDialog),
                             QT_TR_NOOP("Explanation as &Markdown…"));
    file->addSeparator();
    named(file->addAction(QString(), this, &MainWindow::openPresentationDialog), QT_TR_NOOP("Open &Presentation…"));
    m_resultActions << named(file->addAction(QString(), this, &MainWindow::addScenarioAsSlide),
                             QT_TR_NOOP("A&dd Scenario as Slide"));
    named(file->addAction(QString(), this, &MainWindow::savePresentationDialog), QT_TR_NOOP("Save Presentation…"));
    named(file->addAction(QString(), QKeySequence(), this, &MainWindow::startPresenter), QT_TR_NOOP("Start Presen&ter"),
          QT_TR_NOOP("F5"));
    file->addSeparator();
    named(file->addAction(QString(), QKeySequence::Quit, this, &QWidget::close), QT_TR_NOOP("&Quit"));

    QMenu* edit = named(menuBar()->addMenu(QString()), QT_TR_NOOP("&Edit"));
    edit->setToolTipsVisible(true);
    QAction* undo =
        named(edit->addAction(QString(), QKeySequence::Undo, m_controller, &Controller::undo), QT_TR_NOOP("&Undo"));
    undo->setObjectName(QStringLiteral("undo"));
    QAction* redo =
        named(edit->addAction(QString(), QKeySequence::Redo, m_controller, &Controller::redo), QT_TR_NOOP("&Redo"));
    redo->setObjectName(QStringLiteral("redo"));
    const auto updateUndo = [this, undo, redo] {
        undo->setEnabled(m_controller->canUndo());
        redo->setEnabled(m_controller->canRedo());
    };
    updateUndo();
    connect(m_controller, &Controller::undoChanged, this, updateUndo);
    connect(m_controller, &Controller::scenarioRestored, m_inputs, &InputPanel::reload);
    edit->addSeparator();
    m_resultActions << named(edit->addAction(QString(), QKeySequence::Copy, this, &MainWindow::copyChart),
                             QT_TR_NOOP("&Copy Chart"));
    m_resultActions << named(
        edit->addAction(QString(), this,
                        [this] {
                            if (currentResult(tr("Cannot copy"), tr("There is no valid estimate to explain.")))
                                m_explain->copyMarkdown();
                        }),
        QT_TR_NOOP("Copy &Explanation as Markdown"));
    edit->addSeparator();
    named(edit->addAction(QString(), QKeySequence::Preferences, this, &MainWindow::editPreferences),
          QT_TR_NOOP("&Preferences…"));

    QMenu* scenario = named(menuBar()->addMenu(QString()), QT_TR_NOOP("&Scenario"));
    m_pinAction =
        named(scenario->addAction(QString(), QKeySequence()), QT_TR_NOOP("&Pin for Comparison"), QT_TR_NOOP("Ctrl+P"));
    m_pinAction->setCheckable(true);
    connect(m_pinAction, &QAction::triggered, this, &MainWindow::setPinned);
    named(scenario->addAction(QString(), QKeySequence(), this,
                              [this] {
                                  showPlan(m_plan);
                                  m_plan->run();
                              }),
          QT_TR_NOOP("Plan &Layouts"), QT_TR_NOOP("Ctrl+L"));
    named(scenario->addAction(QString(), this,
                              [this] {
                                  showPlan(m_servingPlan);
                                  m_servingPlan->run();
                              }),
          QT_TR_NOOP("Plan a Serving &Fleet"));

    QMenu* catalogMenu = named(menuBar()->addMenu(QString()), QT_TR_NOOP("&Catalog"));
    named(catalogMenu->addAction(QString(), this, [this] { openGpuEditor(true); }), QT_TR_NOOP("&Add GPU…"));
    named(catalogMenu->addAction(QString(), this, [this] { openGpuEditor(false); }), QT_TR_NOOP("&Edit This GPU…"));
    named(catalogMenu->addAction(QString(), this,
                                 [this] {
                                     const QString path = m_prompts->openFileName(
                                         this, tr("Import GPUs"), defaultFolder(), tr("Catalog files (*.json)"));
                                     if (!path.isEmpty())
                                         importGpus(path);
                                 }),
          QT_TR_NOOP("&Import GPUs from a File…"));
    catalogMenu->addSeparator();
    m_preliminaryAction = named(catalogMenu->addAction(QString()), QT_TR_NOOP("Show &Preliminary Parts"));
    m_preliminaryAction->setObjectName(QStringLiteral("showPreliminary"));
    m_preliminaryAction->setCheckable(true);
    m_preliminaryAction->setChecked(Settings::get(settings::showPreliminary));
    connect(m_preliminaryAction, &QAction::toggled, this, &MainWindow::setShowPreliminary);

    QMenu* help = named(menuBar()->addMenu(QString()), QT_TR_NOOP("&Help"));
    named(help->addAction(QString(), this,
                          [this] { QMessageBox::information(this, tr("Keyboard Shortcuts"), shortcutsHtml()); }),
          QT_TR_NOOP("&Keyboard Shortcuts"));
    named(help->addAction(
              QString(), this,
              [this] {
                  QMessageBox::information(
                      this, tr("Documentation"),
                      tr("<p>Every formula, with its source, is in <b>docs/model.md</b>; the accuracy against "
                         "published measurements in <b>docs/validation.md</b>; the command line in "
                         "<b>man headroom-cli</b>.</p><p>Installed from the package, the docs are in %1.</p>")
                          .arg(QStringLiteral("/usr/share/doc/headroom")));
              }),
          QT_TR_NOOP("&Documentation"));
    help->addSeparator();
    named(help->addAction(QString(), this,
                          [this] {
                              QMessageBox::about(
                                  this, tr("About Headroom"),
                                  tr("<b>Headroom</b> %1<br>GPU memory, time and cost for deep learning.<br>"
                                     "Built with Qt %2 (LGPLv3) and Qt Charts (GPLv3).")
                                      .arg(QCoreApplication::applicationVersion(), QString::fromLatin1(qVersion())));
                          }),
          QT_TR_NOOP("&About Headroom"));
}

// ---------------------------------------------------------------------------

QString MainWindow::shortcutsHtml() const
{
    // Generated from the menus, so it never lists a shortcut that is not there.
    QString rows;
    for (QAction* menu : menuBar()->actions()) {
        if (!menu->menu())
            continue;
        for (QAction* a : menu->menu()->actions()) {
            if (a->shortcut().isEmpty())
                continue;
            rows += QStringLiteral("<tr><td>%1</td><td>&nbsp;&nbsp;<b>%2</b></td></tr>")
                        .arg(a->text().remove(QLatin1Char('&')).toHtmlEscaped(),
                             a->shortcut().toString(QKeySequence::NativeText).toHtmlEscaped());
        }
    }
    // The sliders' fine steps are keys and a drag, not menu entries: said here.
    return QStringLiteral("<table>%1</table>").arg(rows) +
           tr("<p>Sliders: arrow keys step, Page Up/Down jump; Shift+arrow takes a fine step, and dragging with "
              "Shift held moves the handle finely; type a value in the box beside them (1.5e9, 70B, 128K).</p>");
}

void MainWindow::onRecomputed(const Result& result)
{
    for (int i = 0; i < m_tabs->count(); ++i)
        setStale(m_tabs->widget(i), false);
    m_staleReason->hide();
    m_inputs->showError(std::nullopt);
    m_summary->showResult(result, m_format);
    m_memory->showData(result.charts, m_format);
    m_roofline->showData(result.charts, m_format);
    m_breakeven->showData(result.charts, m_format);
    m_step->showData(result.charts, m_format);
    m_schedule->showData(result.charts, m_format);
    m_scaling->showData(result.charts, m_format);
    m_serving->showData(result.charts, m_format);
    m_timeline->showData(result.charts, m_format);
    m_explain->showResult(result, m_format);
    m_practice->showResult(result, m_format);
    m_rules->showResult(result, m_format);
    updateResultActions();
}

void MainWindow::onFailed(const Error& error)
{
    m_inputs->showError(error);
    // The summary names the field as the panel does, not by its JSON path.
    Error worded = error;
    if (const QString name = m_inputs->fieldName(QString::fromStdString(error.path)); !name.isEmpty())
        worded.path = name.toStdString();
    m_summary->showError(worded);
    for (int i = 0; i < m_tabs->count(); ++i)
        setStale(m_tabs->widget(i), true);
    m_staleReason->showReason(Report::errorMessage(worded));
    updateResultActions();
}

void MainWindow::updateResultActions()
{
    const auto& error = m_controller->error();
    const QString why =
        error ? tr("Not available while the scenario has an error: %1").arg(Report::errorMessage(*error)) : QString();
    for (QAction* a : std::as_const(m_resultActions)) {
        a->setEnabled(!error);
        a->setToolTip(why); // empty: the action's text
        a->setStatusTip(why);
    }
}

const Result* MainWindow::currentResult(const QString& title, const QString& nothing)
{
    m_controller->flush();
    if (const auto& error = m_controller->error()) {
        showMessage(QMessageBox::Warning, title,
                    tr("The scenario has an error, so it has no estimate: %1").arg(Report::errorMessage(*error)));
        return nullptr;
    }
    if (!m_controller->result()) {
        showMessage(QMessageBox::Warning, title, nothing);
        return nullptr;
    }
    return &*m_controller->result();
}

QString MainWindow::documentName() const
{
    const QString path = m_controller->filePath();
    return path.isEmpty() ? tr("Untitled") : QFileInfo(path).fileName();
}

void MainWindow::updateTitle()
{
    const bool modified = m_controller->isModified();
    if (m_controller->filePath().isEmpty() && !modified)
        setWindowTitle(tr("Headroom"));
    else
        setWindowTitle(tr("%1%2 — Headroom").arg(documentName(), modified ? QStringLiteral("*") : QString()));
}

Scenario MainWindow::freshScenario() const
{
    // The first screen shows a run that fits, the same one headroom-cli
    // starts from without --scenario (headroom/startingscenario.h).
    Scenario s = startingScenario();
    s.cost.electricityUsdPerKwh = Settings::get(settings::energyPrice);
    return s;
}

void MainWindow::newScenario()
{
    const Scenario s = freshScenario();
    m_controller->loadScenario(s, QString());
    m_inputs->reload();
}

bool MainWindow::maybeSave()
{
    if (!m_controller->isModified())
        return true;
    switch (m_prompts->askToSave(this, documentName())) {
    case QMessageBox::Save: return save();
    case QMessageBox::Discard: return true;
    default: return false;
    }
}

void MainWindow::showMessage(QMessageBox::Icon icon, const QString& title, const QString& text)
{
    m_prompts->message(this, icon, title, text);
}

QString MainWindow::defaultFolder() const
{
    const QString path = m_controller->filePath();
    if (!path.isEmpty())
        return QFileInfo(path).absolutePath();
    const QString folder = Settings::get(settings::exportFolder);
    return !folder.isEmpty() ? folder : QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
}

void MainWindow::rememberFile(const QString& path)
{
    Settings::addRecentFile(path);
    Settings::set(settings::lastScenario, QFileInfo(path).absoluteFilePath());
}

// ---------------------------------------------------------------------------

bool MainWindow::openFile(const QString& path)
{
    switch (detectFileKind(path)) {
    case FileKind::HfConfig:
    case FileKind::Safetensors:
    case FileKind::Gguf: return importModel(path);
    case FileKind::Presentation: return openPresentation(path);
    case FileKind::Scenario: break;
    }
    return openScenario(path);
}

bool MainWindow::openScenario(const QString& path)
{
    // Read first: a broken file changes nothing and asks nothing.
    auto scenario = readScenarioFile(path);
    if (!scenario) {
        showMessage(QMessageBox::Warning, tr("Cannot open scenario"), Report::errorMessage(scenario.error()));
        return false;
    }
    if (!maybeSave())
        return false;
    const QString absolute = QFileInfo(path).absoluteFilePath();
    m_controller->loadScenario(*scenario, absolute);
    m_inputs->reload();
    rememberFile(absolute);
    statusBar()->showMessage(tr("Opened %1").arg(QFileInfo(absolute).fileName()), kStatusMs);
    return true;
}

bool MainWindow::importModel(const QString& path)
{
    auto imported = importModelFile(path);
    if (!imported) {
        showMessage(QMessageBox::Warning, tr("Cannot import model"), Report::errorMessage(imported.error()));
        return false;
    }
    Scenario s = m_controller->scenario();
    s.model = imported->source;
    if (imported->weights) // a GGUF file is weights for inference in its own format
        s.precision.weights = *imported->weights;
    m_controller->editScenario(s);
    m_inputs->reload();
    statusBar()->showMessage(tr("Imported %1").arg(imported->description), kStatusMs);
    return true;
}

QString MainWindow::writeFailure(const QString& path, QString problem, bool existed)
{
    // QSaveFile wrote a temporary file beside it: what was there is untouched.
    while (problem.endsWith(QLatin1Char('.')))
        problem.chop(1);
    const QString what = tr("Could not write %1: %2.").arg(QDir::toNativeSeparators(path), problem);
    return existed ? what + QLatin1Char('\n') + tr("The file already there was not changed.") : what;
}

bool MainWindow::saveScenarioTo(const QString& path)
{
    const bool existed = QFileInfo::exists(path);
    const QString problem = writeScenarioFile(path, m_controller->scenario());
    if (!problem.isEmpty()) {
        showMessage(QMessageBox::Warning, tr("Cannot save scenario"), writeFailure(path, problem, existed));
        return false;
    }
    const QString absolute = QFileInfo(path).absoluteFilePath();
    m_controller->markSaved(absolute);
    rememberFile(absolute);
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(absolute).fileName()), kStatusMs);
    return true;
}

bool MainWindow::save()
{
    if (m_controller->filePath().isEmpty())
        return saveAs();
    return saveScenarioTo(m_controller->filePath());
}

bool MainWindow::saveAs()
{
    const QString suggested = m_controller->filePath().isEmpty()
                                  ? QDir(defaultFolder()).filePath(QStringLiteral("scenario.headroom.json"))
                                  : m_controller->filePath();
    QString path = m_prompts->saveFileName(this, tr("Save scenario"), suggested, tr(kScenarioFilter));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".headroom.json");
    return saveScenarioTo(path);
}

void MainWindow::openDialog()
{
    const QString path =
        m_prompts->openFileName(this, tr("Open scenario"), defaultFolder(),
                                tr("Scenarios and models (*.json *.safetensors *.gguf);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

void MainWindow::importDialog()
{
    const QString path = m_prompts->openFileName(
        this, tr("Import model"), defaultFolder(),
        tr("Hugging Face config, safetensors or GGUF (config.json *.json *.safetensors *.gguf);;All files (*)"));
    if (!path.isEmpty())
        importModel(path);
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = Settings::get(settings::recentFiles);
    for (const QString& path : files) {
        m_recentMenu->addAction(QDir::toNativeSeparators(path), this, [this, path] {
            if (!QFileInfo::exists(path)) {
                Settings::removeRecentFile(path);
                showMessage(QMessageBox::Warning, tr("Cannot open scenario"),
                            tr("%1 no longer exists.").arg(QDir::toNativeSeparators(path)));
                return;
            }
            openFile(path);
        });
    }
    if (files.isEmpty())
        named(m_recentMenu->addAction(QString()), QT_TR_NOOP("No recent files"))->setEnabled(false);
    else {
        m_recentMenu->addSeparator();
        named(m_recentMenu->addAction(QString(), this, [] { Settings::set(settings::recentFiles, QStringList()); }),
              QT_TR_NOOP("Clear List"));
    }
}

// ---------------------------------------------------------------------------

// The serving curve with a second configuration beside it: other weight or
// KV formats, or replicas of another tensor-parallel size on the same GPUs.
void MainWindow::buildServingPage()
{
    m_servingPage = new QWidget;
    auto* column = new QVBoxLayout(m_servingPage);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(2);
    auto* row = new QHBoxLayout;
    row->setContentsMargins(8, 4, 8, 0);
    auto* label = new QLabel(m_servingPage);
    language::keep(this, label, [label] { label->setText(tr("Compare with:")); });
    m_servingCompare = new QComboBox(m_servingPage);
    m_servingCompare->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    label->setBuddy(m_servingCompare);
    using Kind = ServingVariant::Kind;
    const auto add = [this](const char* text, ServingVariant v) {
        const int index = m_servingCompare->count();
        m_servingCompare->addItem(QString(), QString::fromStdString(toString(v)));
        language::keep(this, m_servingCompare,
                       [box = m_servingCompare, index, text] { box->setItemText(index, tr(text)); });
    };
    add(QT_TR_NOOP("Nothing"), {});
    add(QT_TR_NOOP("FP8 weights"), {Kind::Weights, DType::Fp8, 1});
    add(QT_TR_NOOP("INT4 (AWQ) weights"), {Kind::Weights, DType::Int4Awq, 1});
    add(QT_TR_NOOP("NVFP4 weights"), {Kind::Weights, DType::Nvfp4, 1});
    add(QT_TR_NOOP("Q4_K_M weights (GGUF)"), {Kind::Weights, DType::Q4_K_M, 1});
    add(QT_TR_NOOP("FP8 KV cache"), {Kind::KvCache, DType::Fp8, 1});
    add(QT_TR_NOOP("INT8 KV cache"), {Kind::KvCache, DType::Int8, 1});
    add(QT_TR_NOOP("Replicas of 1 GPU (no tensor parallel)"), {Kind::Tensor, DType::Bf16, 1});
    add(QT_TR_NOOP("Replicas of tensor parallel 2"), {Kind::Tensor, DType::Bf16, 2});
    add(QT_TR_NOOP("Replicas of tensor parallel 4"), {Kind::Tensor, DType::Bf16, 4});
    add(QT_TR_NOOP("Replicas of tensor parallel 8"), {Kind::Tensor, DType::Bf16, 8});
    language::keep(this, m_servingCompare, [box = m_servingCompare] {
        box->setToolTip(tr("A second curve for the same scenario with this one change, on the same GPUs"));
    });
    row->addWidget(label);
    row->addWidget(m_servingCompare);
    row->addStretch(1);
    column->addLayout(row);
    column->addWidget(m_serving, 1);
    connect(m_servingCompare, &QComboBox::currentIndexChanged, this, [this](int index) {
        auto v = parseServingVariant(m_servingCompare->itemData(index).toString().toStdString(), "serving compare");
        m_controller->setServingVariant(v ? *v : ServingVariant{});
    });
}

void MainWindow::showPlan(QWidget* panel)
{
    m_tabs->setCurrentWidget(m_planPage);
    m_planTabs->setCurrentWidget(panel);
}

ChartKind MainWindow::currentChartKind() const
{
    QWidget* current = m_tabs->currentWidget();
    if (current == m_memory)
        return ChartKind::Memory;
    if (current == m_roofline)
        return ChartKind::Roofline;
    if (current == m_breakeven)
        return ChartKind::Breakeven;
    if (current == m_step)
        return ChartKind::Step;
    if (current == m_schedule)
        return ChartKind::Schedule;
    if (current == m_scaling)
        return ChartKind::Scaling;
    if (current == m_servingPage)
        return ChartKind::Serving;
    if (current == m_timeline)
        return ChartKind::Timeline;
    return ChartKind::All;
}

bool MainWindow::exportChart(const ExportRequest& request)
{
    const Result* result = currentResult(tr("Cannot export"), tr("There is no valid estimate to draw."));
    if (!result)
        return false;
    if (request.path.isEmpty() || !exportSizeAllowed(request.size, request.scale)) {
        showMessage(QMessageBox::Warning, tr("Cannot export"),
                    tr("Choose a file, and a size of at most %1 pixels a side and %2 megapixels.")
                        .arg(kMaxExportPixels)
                        .arg(kMaxExportArea / 1e6));
        return false;
    }
    const bool existed = QFileInfo::exists(request.path);
    ChartData charts = result->charts;
    if (request.subtitle)
        charts.subtitle =
            chartSubtitle(result->resolved, result->estimate, m_format, charts.serving ? &*charts.serving : nullptr);
    charts.theme = request.theme;
    const QString problem =
        request.format == ExportRequest::Format::Svg
            ? saveBytes(renderChartSvg(request.kind, charts, m_format, request.size), request.path)
            : saveImage(renderChartImage(request.kind, charts, m_format, request.size, request.scale), request.path);
    if (!problem.isEmpty()) {
        showMessage(QMessageBox::Warning, tr("Cannot export"), writeFailure(request.path, problem, existed));
        return false;
    }
    Settings::set(settings::exportFolder, QFileInfo(request.path).absolutePath());
    statusBar()->showMessage(tr("Exported %1").arg(QFileInfo(request.path).fileName()), kStatusMs);
    return true;
}

// The last export's choices as kept in the settings; a hand-edited value out
// of range falls back to the default.
ExportRequest MainWindow::savedExportChoices()
{
    ExportRequest r;
    const int width = Settings::get(settings::exportWidth);
    const int height = Settings::get(settings::exportHeight);
    if (width >= kMinExportSide && width <= kMaxExportSide && height >= kMinExportSide && height <= kMaxExportSide)
        r.size = QSize(width, height);
    const double scale = Settings::get(settings::exportScale);
    if (scale >= kMinExportScale && scale <= kMaxExportScale)
        r.scale = scale;
    r.format = Settings::get(settings::exportFormat) == QLatin1String("svg") ? ExportRequest::Format::Svg
                                                                             : ExportRequest::Format::Png;
    r.theme = Settings::get(settings::exportTheme) == QLatin1String("dark") ? ChartTheme::Dark : ChartTheme::Light;
    r.subtitle = Settings::get(settings::exportSubtitle);
    return r;
}

void MainWindow::saveExportChoices(const ExportRequest& r)
{
    Settings::set(settings::exportWidth, r.size.width());
    Settings::set(settings::exportHeight, r.size.height());
    Settings::set(settings::exportScale, double(r.scale));
    Settings::set(settings::exportFormat,
                  r.format == ExportRequest::Format::Svg ? QStringLiteral("svg") : QStringLiteral("png"));
    Settings::set(settings::exportTheme,
                  r.theme == ChartTheme::Dark ? QStringLiteral("dark") : QStringLiteral("light"));
    Settings::set(settings::exportSubtitle, r.subtitle);
}

void MainWindow::exportChartDialog()
{
    if (!currentResult(tr("Cannot export"), tr("There is no valid estimate to draw."))) {
        m_lastExport.kind = ChartKind::Memory;
        return;
    }
    ExportRequest initial = m_lastExport;
    if (initial.kind != ChartKind::All)
        initial.kind = currentChartKind();
    const QString suffix = initial.format == ExportRequest::Format::Svg ? QStringLiteral("svg") : QStringLiteral("png");
    initial.path =
        QDir(defaultFolder())
            .filePath(ChartText::kindName(initial.kind).toLower().replace(QLatin1Char(' '), QLatin1Char('-')) +
                      QLatin1Char('.') + suffix);
    m_lastExport.kind = ChartKind::Memory;
    const auto request = m_prompts->exportRequest(this, initial);
    if (!request)
        return;
    m_lastExport = *request;
    saveExportChoices(*request);
    exportChart(*request);
}

bool MainWindow::exportResults(const QString& path)
{
    const Result* result = currentResult(tr("Cannot export"), tr("There is no valid estimate to export."));
    if (!result)
        return false;
    const bool csv = QFileInfo(path).suffix().compare(QLatin1String("csv"), Qt::CaseInsensitive) == 0;
    // The JSON is headroom-cli estimate's, byte for byte (analysisToJson).
    const QByteArray bytes = csv ? Report::csv(result->resolved, result->estimate, result->servingResult()).toUtf8()
                                 : QByteArray::fromStdString(
                                       analysisToJson(*result, 2, &Report::warningEnglish, &Report::fixEnglish) + "\n");
    const bool existed = QFileInfo::exists(path);
    const QString problem = saveBytes(bytes, path);
    if (!problem.isEmpty()) {
        showMessage(QMessageBox::Warning, tr("Cannot export"), writeFailure(path, problem, existed));
        return false;
    }
    statusBar()->showMessage(tr("Exported %1").arg(QFileInfo(path).fileName()), kStatusMs);
    return true;
}

void MainWindow::exportResultsDialog()
{
    if (!currentResult(tr("Cannot export"), tr("There is no valid estimate to export.")))
        return;
    const QString path = m_prompts->saveFileName(this, tr("Export results"),
                                                 QDir(defaultFolder()).filePath(QStringLiteral("results.json")),
                                                 tr("JSON (*.json);;CSV (*.csv)"));
    if (!path.isEmpty())
        exportResults(path);
}

bool MainWindow::exportExplanation(const QString& path)
{
    const Result* result = currentResult(tr("Cannot export"), tr("There is no valid estimate to explain."));
    if (!result)
        return false;
    const bool existed = QFileInfo::exists(path);
    const QString problem = saveBytes(
        Report::markdown(m_format, result->resolved, result->estimate, result->servingResult()).toUtf8(), path);
    if (!problem.isEmpty()) {
        showMessage(QMessageBox::Warning, tr("Cannot export"), writeFailure(path, problem, existed));
        return false;
    }
    statusBar()->showMessage(tr("Exported %1").arg(QFileInfo(path).fileName()), kStatusMs);
    return true;
}

void MainWindow::exportExplanationDialog()
{
    if (!currentResult(tr("Cannot export"), tr("There is no valid estimate to explain.")))
        return;
    const QString path = m_prompts->saveFileName(this, tr("Export explanation"),
                                                 QDir(defaultFolder()).filePath(QStringLiteral("explanation.md")),
                                                 tr("Markdown (*.md)"));
    if (!path.isEmpty())
        exportExplanation(path);
}

void MainWindow::copyChart()
{
    const Result* result = currentResult(tr("Cannot copy"), tr("There is no valid estimate to draw."));
    if (!result)
        return;
    const ChartKind kind = currentChartKind();
    const QSize size = kind == ChartKind::All ? QSize(1600, 1000) : m_tabs->currentWidget()->size();
    const QImage image =
        renderChartImage(kind, result->charts, m_format, size.expandedTo(QSize(400, 300)), devicePixelRatioF());
    if (QClipboard* clipboard = QApplication::clipboard())
        clipboard->setImage(image);
    statusBar()->showMessage(tr("Copied the chart"), kStatusMs);
}

// ---------------------------------------------------------------------------

void MainWindow::setPinned(bool pinned)
{
    if (pinned) {
        if (!m_controller->pin()) {
            m_pinAction->setChecked(false);
            showMessage(QMessageBox::Information, tr("Nothing to pin"),
                        tr("Fix the scenario first: it has no valid estimate."));
        }
    } else {
        m_controller->unpin();
    }
}

void MainWindow::applyPreferences()
{
    m_format = Settings::formatter();
    m_inputs->setCurrencySymbol(m_format.currencySymbol());
    m_inputs->setShowPreliminary(Settings::get(settings::showPreliminary));
    m_plan->setFormatter(m_format);
    m_servingPlan->setFormatter(m_format);
    if (const auto& result = m_controller->result())
        onRecomputed(*result);
}

void MainWindow::editPreferences()
{
    const QString before = language::current();
    if (!m_prompts->editPreferences(this))
        return;
    // A new language retranslates the window through changeEvent().
    if (language::resolve(Settings::get(settings::language)) != before)
        language::apply(Settings::get(settings::language));
    applyPreferences();
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

// The one path that follows a language switch: static texts (menus, tabs,
// labels, tool tips) are translated again, the locale follows the language,
// and the results (summary, charts, explain panel) are drawn again with the
// new translator and number format.
void MainWindow::retranslate()
{
    // Installing Qt's and Headroom's translators sends one event each.
    if (language::current() == m_language)
        return;
    m_language = language::current();
    setLocale(QLocale());
    updateTitle();
    rebuildRecentMenu();
    applyPreferences();
    if (m_presenter)
        m_presenter->setFormatter(m_format);
    m_controller->refresh();
}

// ---------------------------------------------------------------------------

const Presentation& MainWindow::presentation() const
{
    return *m_presentation;
}

PresenterView* MainWindow::presenter()
{
    if (!m_presenter)
        m_presenter = new PresenterView(m_controller->catalog(), m_format, this);
    return m_presenter;
}

void MainWindow::startPresenter()
{
    // Without slides, the scenario on screen is the presentation: a slide
    // for each chart of its mode, the one shown first (the presentation
    // itself stays empty).
    Presentation shown;
    if (m_presentation->slides.empty()) {
        const Result* result =
            currentResult(tr("Nothing to present"), tr("Fix the scenario first: it has no valid estimate."));
        if (!result)
            return;
        shown.slides = scenarioSlides(result->resolved, currentChartKind(), m_format);
    }
    PresenterView* view = presenter();
    view->setFormatter(m_format);
    view->setPresentation(m_presentation->slides.empty() ? shown : *m_presentation);
    view->show();
    view->raise();
    view->activateWindow();
    view->setFocus();
}

bool MainWindow::openPresentation(const QString& path)
{
    auto presentation = readPresentationFile(path);
    if (!presentation) {
        showMessage(QMessageBox::Warning, tr("Cannot open presentation"), Report::errorMessage(presentation.error()));
        return false;
    }
    *m_presentation = std::move(*presentation);
    m_presentationPath = QFileInfo(path).absoluteFilePath();
    startPresenter();
    return true;
}

bool MainWindow::addScenarioAsSlide()
{
    const Result* result = currentResult(tr("Nothing to add"), tr("Fix the scenario first: it has no valid estimate."));
    if (!result)
        return false;
    m_presentation->slides.push_back(slideFor(result->resolved, currentChartKind(), m_format));
    statusBar()->showMessage(tr("Added slide %1 to the presentation").arg(m_presentation->slides.size()), kStatusMs);
    return true;
}

bool MainWindow::savePresentationTo(const QString& path)
{
    const bool existed = QFileInfo::exists(path);
    const QString problem = writePresentationFile(path, *m_presentation);
    if (!problem.isEmpty()) {
        showMessage(QMessageBox::Warning, tr("Cannot save presentation"), writeFailure(path, problem, existed));
        return false;
    }
    m_presentationPath = QFileInfo(path).absoluteFilePath();
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), kStatusMs);
    return true;
}

void MainWindow::openPresentationDialog()
{
    const QString path =
        m_prompts->openFileName(this, tr("Open presentation"),
                                m_presentationPath.isEmpty() ? defaultFolder() : QFileInfo(m_presentationPath).path(),
                                tr("Headroom presentations (*.headroom.json);;All files (*)"));
    if (!path.isEmpty())
        openPresentation(path);
}

void MainWindow::savePresentationDialog()
{
    const QString suggested = !m_presentationPath.isEmpty()
                                  ? m_presentationPath
                                  : QDir(defaultFolder()).filePath(QStringLiteral("presentation.headroom.json"));
    QString path = m_prompts->saveFileName(this, tr("Save presentation"), suggested,
                                           tr("Headroom presentations (*.headroom.json)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".headroom.json");
    savePresentationTo(path);
}

// ---------------------------------------------------------------------------

void MainWindow::restoreLayout()
{
    const QByteArray geometry = Settings::get(settings::windowGeometry);
    if (!geometry.isEmpty())
        restoreGeometry(geometry);
    const QByteArray state = Settings::get(settings::windowState);
    if (!state.isEmpty())
        restoreState(state);
    const QByteArray splitter = Settings::get(settings::splitterState);
    if (!splitter.isEmpty())
        m_splitter->restoreState(splitter);
    m_tabs->setCurrentIndex(std::clamp(Settings::get(settings::chartTab), 0, m_tabs->count() - 1));
}

void MainWindow::saveLayout()
{
    Settings::set(settings::windowGeometry, saveGeometry());
    Settings::set(settings::windowState, saveState());
    Settings::set(settings::splitterState, m_splitter->saveState());
    Settings::set(settings::chartTab, m_tabs->currentIndex());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    saveLayout();
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.first().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() != 1 || !urls.first().isLocalFile())
        return;
    event->acceptProposedAction();
    // Open after the drop has finished: a message box inside the drop
    // handler would keep the drag source waiting.
    const QString path = urls.first().toLocalFile();
    QTimer::singleShot(0, this, [this, path] { openFile(path); });
}

} // namespace headroom::app
