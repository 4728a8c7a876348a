#include "planpanel.h"

#include "language.h"

#include "controller.h"
#include "planchartwidget.h"
#include "planmodel.h"
#include "report.h"

#include "headroom/limits.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPromise>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <algorithm>

namespace headroom::app {

namespace {

constexpr int kProgressSteps = 1000;
// The front search is most of the work; the chart's sample is the rest.
constexpr double kFrontShare = 0.85;
// Offered ticked besides the scenario's own GPU: the usual training choices.
const char* const kCommonGpus[] = {"h100-sxm", "a100-80gb", "l40s"};

bool hasReason(const PlanRow& r, PlanReason reason)
{
    return std::find(r.why.begin(), r.why.end(), reason) != r.why.end();
}

// The search, on a worker thread. The front is plan()'s; the sample is the
// best layouts per GPU type at each power-of-two count (one small plan()
// each), for the faded points of the chart: plan() returns only the front.
void searchPlans(QPromise<PlanOutcome>& promise, PlanRequest request, Catalog catalog,
                 std::shared_ptr<std::atomic<bool>> cancel)
{
    QElapsedTimer clock;
    clock.start();
    promise.setProgressRange(0, kProgressSteps);
    PlanOutcome out;
    out.request = request;
    PlanControl control;
    control.cancel = cancel.get();
    control.progress = [&promise](double f) { promise.setProgressValue(int(f * kFrontShare * kProgressSteps)); };
    auto result = plan(request, catalog, control);
    if (!result) {
        out.error = result.error();
    } else if (!result->cancelled) {
        const bool anyFit = !result->front.empty();
        out.result = std::move(*result);
        PlanControl quiet;
        quiet.cancel = cancel.get();
        if (anyFit)
            out.sample = planSample(request, catalog, quiet, [&promise](std::size_t done, std::size_t items) {
                promise.setProgressValue(
                    int((kFrontShare + (1 - kFrontShare) * double(done) / double(std::max<std::size_t>(1, items))) *
                        kProgressSteps));
                return true;
            });
        promise.setProgressValue(kProgressSteps);
    }
    out.seconds = double(clock.nsecsElapsed()) / 1e9;
    promise.addResult(std::move(out));
}

} // namespace

struct PlanPanel::Run {
    quint64 id = 0;
    std::shared_ptr<std::atomic<bool>> cancel = std::make_shared<std::atomic<bool>>(false);
    QFutureWatcher<PlanOutcome>* watcher = nullptr;
};

PlanPanel::PlanPanel(Controller* controller, const Formatter& f, QWidget* parent)
    : QWidget(parent), m_controller(controller), m_format(f), m_model(new PlanModel(this)),
      m_proxy(new QSortFilterProxyModel(this))
{
    m_model->setFormatter(f);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(PlanModel::SortRole);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 6, 0, 0);
    layout->setSpacing(4);

    auto* inputs = new QWidget(this);
    buildInputs(inputs);
    layout->addWidget(inputs);

    auto* bar = new QHBoxLayout;
    m_runButton = new QPushButton(this);
    language::keep(this, m_runButton, [this] {
        m_runButton->setText(tr("&Run"));
        m_runButton->setToolTip(tr("Search the layouts for the current scenario"));
    });
    m_cancelButton = new QPushButton(this);
    language::keep(this, m_cancelButton, [this] { m_cancelButton->setText(tr("Cancel")); });
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, kProgressSteps);
    m_progress->setValue(0);
    m_progress->setTextVisible(false);
    m_progress->setFixedWidth(120);
    // Shown while a search runs; its place is kept, so nothing moves.
    QSizePolicy keep = m_progress->sizePolicy();
    keep.setRetainSizeWhenHidden(true);
    m_progress->setSizePolicy(keep);
    m_progress->hide();
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_applyButton = new QPushButton(this);
    language::keep(this, m_applyButton, [this] {
        m_applyButton->setText(tr("&Apply to Scenario"));
        m_applyButton->setToolTip(tr("Load the selected layout into the scenario (or double-click "
                                     "a row)"));
    });
    bar->addWidget(m_runButton);
    bar->addWidget(m_cancelButton);
    bar->addWidget(m_progress);
    bar->addWidget(m_status, 1);
    bar->addWidget(m_applyButton);
    layout->addLayout(bar);

    m_stale = new QLabel(this);
    language::keep(this, m_stale, [this] {
        m_stale->setText(tr("The scenario has changed since this plan was run: press Run to update it."));
    });
    m_stale->setWordWrap(true);
    m_stale->setObjectName(QStringLiteral("plan.stale"));
    m_stale->setStyleSheet(QStringLiteral("color: #8a6d00;"));
    m_stale->hide();
    layout->addWidget(m_stale);

    m_table = new QTableView(this);
    m_table->setModel(m_proxy);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // The reasons take what is left, so the table never needs a horizontal scroll bar at
    // the window's default size.
    m_table->horizontalHeader()->setSectionResizeMode(PlanModel::Why, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSortIndicatorClearable(true);
    // No column sorted at first: the planner's order, best by the objective.
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_table->setSortingEnabled(true);
    m_table->setWordWrap(false);

    m_chart = new PlanChartWidget(m_model, this);

    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_table);
    split->addWidget(m_chart);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 2);
    split->setChildrenCollapsible(false);
    split->setSizes({150, 400}); // the front is a few rows; the chart needs the height
    layout->addWidget(split, 1);

    connect(m_runButton, &QPushButton::clicked, this, &PlanPanel::run);
    connect(m_cancelButton, &QPushButton::clicked, this, &PlanPanel::cancel);
    connect(m_applyButton, &QPushButton::clicked, this, [this] {
        if (currentRow() >= 0)
            applyRow(currentRow());
    });
    connect(m_table, &QAbstractItemView::doubleClicked, this, [this](const QModelIndex& index) {
        if (index.isValid())
            applyRow(m_proxy->mapToSource(index).row());
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        m_chart->setSelectedRow(currentRow());
        updateButtons();
    });
    connect(m_chart, &PlanChartWidget::rowClicked, this, &PlanPanel::selectRow);
    connect(m_controller, &Controller::recomputed, this, [this] { onScenarioChanged(); });
    connect(m_controller, &Controller::failed, this, [this] { onScenarioChanged(); });

    syncGpuList();
    checkDefaultGpus();
    setStatus(tr("Tick the GPU types to compare and press Run."));
    updateButtons();
}

PlanPanel::~PlanPanel()
{
    // The workers hold copies of everything they read, but their results are
    // delivered to this object: stop them and wait before it goes away.
    for (const auto& r : m_runs)
        r->cancel->store(true);
    for (const auto& r : m_runs)
        r->watcher->waitForFinished();
}

void PlanPanel::buildInputs(QWidget* box)
{
    auto* row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(12);

    auto* gpuColumn = new QVBoxLayout;
    gpuColumn->setSpacing(2);
    auto* gpuLabel = new QLabel(box);
    language::keep(this, gpuLabel, [gpuLabel] { gpuLabel->setText(tr("GPU types")); });
    m_gpus = new QListWidget(box);
    m_gpus->setObjectName(QStringLiteral("plan.gpus"));
    language::keep(this, m_gpus,
                   [this] { m_gpus->setToolTip(tr("The GPU types to compare. None ticked: the scenario's GPU.")); });
    m_gpus->setUniformItemSizes(true);
    m_gpus->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_gpus->setTextElideMode(Qt::ElideRight);
    m_gpus->setFixedWidth(190);
    m_gpus->setFixedHeight(m_gpus->fontMetrics().height() * 5 + 16);
    gpuLabel->setBuddy(m_gpus);
    gpuColumn->addWidget(gpuLabel);
    gpuColumn->addWidget(m_gpus);
    row->addLayout(gpuColumn);
    connect(m_gpus, &QListWidget::itemChanged, this, [this] { m_gpusTouched = true; });

    auto* grid = new QGridLayout;
    grid->setHorizontalSpacing(6);
    grid->setVerticalSpacing(4);
    auto spin = [box](const char* name, int lo, int hi, int value) {
        auto* s = new QSpinBox(box);
        s->setObjectName(QLatin1String(name));
        s->setRange(lo, hi);
        s->setValue(value);
        s->setGroupSeparatorShown(true);
        return s;
    };
    m_maxGpus = spin("plan.max_gpus", 1, int(kMaxGpus), 1024);
    m_maxGpus->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    language::keep(this, m_maxGpus, [this] {
        m_maxGpus->setToolTip(tr("Counts searched: powers of two and multiples of 8 up to this, "
                                 "plus the scenario's own"));
    });
    m_objective = new QComboBox(box);
    m_objective->setObjectName(QStringLiteral("plan.objective"));
    m_objective->addItem(QString(), int(PlanObjective::Time));
    m_objective->addItem(QString(), int(PlanObjective::Cost));
    language::keep(this, m_objective, [this] {
        m_objective->setItemText(0, tr("Time"));
        m_objective->setItemText(1, tr("Cost"));
        m_objective->setToolTip(tr("Which end of the front comes first"));
    });
    m_basis = new QComboBox(box);
    m_basis->setObjectName(QStringLiteral("plan.cost_basis"));
    m_basis->addItem(QString(), int(CostBasis::Cloud));
    m_basis->addItem(QString(), int(CostBasis::Onprem));
    language::keep(this, m_basis, [this] {
        m_basis->setItemText(0, tr("Cloud"));
        m_basis->setItemText(1, tr("On-prem"));
    });
    m_deadline = new QDoubleSpinBox(box);
    m_deadline->setObjectName(QStringLiteral("plan.deadline_days"));
    m_deadline->setRange(0, 36500);
    m_deadline->setDecimals(1);
    language::keep(this, m_deadline, [this] {
        m_deadline->setSpecialValueText(tr("none"));
        m_deadline->setSuffix(tr(" days"));
        m_deadline->setToolTip(tr("Keep only layouts that finish within this many days"));
    });
    m_budget = new QDoubleSpinBox(box);
    m_budget->setObjectName(QStringLiteral("plan.budget_usd"));
    m_budget->setRange(0, 1e9);
    m_budget->setDecimals(0);
    m_budget->setSingleStep(1000);
    m_budget->setGroupSeparatorShown(true);
    language::keep(this, m_budget, [this] { m_budget->setSpecialValueText(tr("none")); });
    m_budget->setPrefix(m_format.currencySymbol());
    language::keep(this, m_budget, [this] {
        m_budget->setToolTip(tr("Keep only layouts that cost at most this (USD) on the cost basis"));
    });
    m_headroom = spin("plan.min_headroom", 0, 95, 0);
    m_headroom->setSuffix(QStringLiteral("\u00A0%"));
    language::keep(this, m_headroom, [this] { m_headroom->setToolTip(tr("Memory to keep free on each GPU")); });
    m_maxTensor = spin("plan.max_tensor", 1, int(kMaxPlanTensor), 8);
    language::keep(this, m_maxTensor,
                   [this] { m_maxTensor->setToolTip(tr("Largest tensor-parallel size (8: one node)")); });
    m_maxPipeline = spin("plan.max_pipeline", 1, int(kMaxPlanPipeline), 64);
    language::keep(this, m_maxPipeline, [this] { m_maxPipeline->setToolTip(tr("Largest pipeline-parallel size")); });
    m_maxMicroBatch = spin("plan.max_micro_batch", 1, int(kMaxPlanMicroBatch), 64);
    language::keep(this, m_maxMicroBatch, [this] { m_maxMicroBatch->setToolTip(tr("Largest micro-batch tried")); });

    const std::pair<const char*, QWidget*> cells[3][3] = {
        {{QT_TR_NOOP("Max GPUs"), m_maxGpus},
         {QT_TR_NOOP("Objective"), m_objective},
         {QT_TR_NOOP("Cost basis"), m_basis}},
        {{QT_TR_NOOP("Deadline"), m_deadline}, {QT_TR_NOOP("Budget"), m_budget}, {QT_TR_NOOP("Headroom"), m_headroom}},
        {{QT_TR_NOOP("Max TP"), m_maxTensor},
         {QT_TR_NOOP("Max PP"), m_maxPipeline},
         {QT_TR_NOOP("Max micro-batch"), m_maxMicroBatch}},
    };
    for (int r = 0; r < 3; ++r) {
        for (int c = 0; c < 3; ++c) {
            auto* label = new QLabel(box);
            language::keep(this, label, [label, text = cells[r][c].first] { label->setText(tr(text)); });
            label->setBuddy(cells[r][c].second);
            label->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
            grid->addWidget(label, r, 2 * c);
            grid->addWidget(cells[r][c].second, r, 2 * c + 1);
        }
    }
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);
    grid->setColumnStretch(5, 1);
    auto* gridColumn = new QVBoxLayout;
    gridColumn->addSpacing(gpuLabel->sizeHint().height() + 2);
    gridColumn->addLayout(grid);
    gridColumn->addStretch(1);
    row->addLayout(gridColumn, 1);
}

QChart* PlanPanel::chart() const
{
    return m_chart->chart();
}

void PlanPanel::setFormatter(const Formatter& f)
{
    m_format = f;
    m_model->setFormatter(f);
    m_budget->setPrefix(f.currencySymbol());
    m_chart->redraw();
    if (m_outcome) {
        if (const auto& r = m_outcome->result)
            setStatus(r->front.empty() ? noFitText(*m_outcome) : summaryText(*m_outcome), r->front.empty());
    } else if (!isRunning()) {
        setStatus(tr("Tick the GPU types to compare and press Run."));
    }
}

// ---------------------------------------------------------------------------

void PlanPanel::syncGpuList()
{
    const Scenario& s = m_controller->scenario();
    const QString inlineId = s.hardware.inlineGpu ? scenarioGpuId(s) : QString();
    if (m_gpus->count() > 0 && inlineId == m_inlineId && !m_gpuListStale)
        return;
    m_gpuListStale = false;
    const QStringList checked = selectedGpus();
    const QSignalBlocker block(m_gpus);
    m_gpus->clear();
    m_inlineId = inlineId;
    auto add = [this](const QString& name, const QString& id, const QString& tip) {
        auto* item = new QListWidgetItem(name, m_gpus);
        item->setData(Qt::UserRole, id);
        item->setToolTip(tip);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        item->setCheckState(Qt::Unchecked);
    };
    auto tip = [this](const Gpu& g) {
        return tr("%1 (%2): %3")
            .arg(QString::fromStdString(g.name), QString::fromStdString(g.id), m_format.bytes(usableMemoryBytes(g)));
    };
    if (s.hardware.inlineGpu)
        add(tr("%1 (from the scenario)").arg(shortGpuName(*s.hardware.inlineGpu)), inlineId,
            tip(*s.hardware.inlineGpu));
    for (const Gpu& g : m_controller->catalog().gpus)
        if (!g.preliminary || m_showPreliminary || checked.contains(QString::fromStdString(g.id)))
            add(shortGpuName(g), QString::fromStdString(g.id), tip(g));
    setSelectedGpusQuietly(checked);
    if (!m_gpusTouched)
        raiseCheckedGpus();
}

void PlanPanel::refreshGpuList(bool showPreliminary)
{
    m_showPreliminary = showPreliminary;
    m_gpuListStale = true;
    syncGpuList();
}

void PlanPanel::raiseCheckedGpus()
{
    // The defaults on top, so the list shows what will be compared; once the
    // user ticks items the order stays put under the mouse.
    const QSignalBlocker block(m_gpus);
    int top = 0;
    for (int i = 0; i < m_gpus->count(); ++i)
        if (m_gpus->item(i)->checkState() == Qt::Checked)
            m_gpus->insertItem(top++, m_gpus->takeItem(i));
    m_gpus->scrollToTop();
}

void PlanPanel::checkDefaultGpus()
{
    QStringList ids{scenarioGpuId(m_controller->scenario())};
    for (const char* id : kCommonGpus)
        if (!ids.contains(QLatin1String(id)))
            ids << QLatin1String(id);
    setSelectedGpusQuietly(ids);
    raiseCheckedGpus();
}

void PlanPanel::setSelectedGpusQuietly(const QStringList& ids)
{
    const QSignalBlocker block(m_gpus);
    for (int i = 0; i < m_gpus->count(); ++i) {
        QListWidgetItem* item = m_gpus->item(i);
        item->setCheckState(ids.contains(item->data(Qt::UserRole).toString()) ? Qt::Checked : Qt::Unchecked);
    }
}

void PlanPanel::setSelectedGpus(const QStringList& ids)
{
    setSelectedGpusQuietly(ids);
    m_gpusTouched = true;
}

QStringList PlanPanel::selectedGpus() const
{
    QStringList ids;
    for (int i = 0; i < m_gpus->count(); ++i)
        if (m_gpus->item(i)->checkState() == Qt::Checked)
            ids << m_gpus->item(i)->data(Qt::UserRole).toString();
    return ids;
}

PlanRequest PlanPanel::request() const
{
    PlanRequest r;
    r.scenario = m_controller->scenario();
    for (const QString& id : selectedGpus())
        r.gpus.push_back(id.toStdString());
    r.maxGpus = m_maxGpus->value();
    r.objective = PlanObjective(m_objective->currentData().toInt());
    r.costBasis = CostBasis(m_basis->currentData().toInt());
    if (m_deadline->value() > 0)
        r.deadlineDays = m_deadline->value();
    if (m_budget->value() > 0)
        r.budgetUsd = m_budget->value();
    r.minHeadroomFraction = m_headroom->value() / 100.0;
    r.maxTensor = m_maxTensor->value();
    r.maxPipeline = m_maxPipeline->value();
    r.maxMicroBatch = m_maxMicroBatch->value();
    return r;
}

// ---------------------------------------------------------------------------

void PlanPanel::run()
{
    syncGpuList();
    for (const auto& r : m_runs)
        r->cancel->store(true);
    auto run = std::make_unique<Run>();
    run->id = m_nextId++;
    m_currentId = run->id;
    run->watcher = new QFutureWatcher<PlanOutcome>(this);
    const quint64 id = run->id;
    connect(run->watcher, &QFutureWatcherBase::progressValueChanged, this, [this, id](int v) {
        if (id == m_currentId)
            m_progress->setValue(v);
    });
    connect(run->watcher, &QFutureWatcherBase::finished, this, [this, id] { onRunFinished(id); });
    // Copies of the request and the catalog: the worker shares nothing with
    // the window but the cancel flag.
    run->watcher->setFuture(QtConcurrent::run(searchPlans, request(), m_controller->catalog(), run->cancel));
    m_runs.push_back(std::move(run));
    m_progress->setValue(0);
    m_progress->show();
    setStatus(tr("Searching…"));
    updateButtons();
    emit runStarted();
}

void PlanPanel::cancel()
{
    if (!isRunning())
        return;
    for (const auto& r : m_runs)
        if (r->id == m_currentId)
            r->cancel->store(true);
    setStatus(tr("Cancelling…"));
}

bool PlanPanel::isRunning() const
{
    return m_currentId != 0;
}

void PlanPanel::onRunFinished(quint64 id)
{
    const auto it = std::find_if(m_runs.begin(), m_runs.end(), [id](const auto& r) { return r->id == id; });
    if (it == m_runs.end())
        return;
    const bool wasCancelled = (*it)->cancel->load();
    std::optional<PlanOutcome> outcome;
    QFutureWatcher<PlanOutcome>* watcher = (*it)->watcher;
    if (!wasCancelled && watcher->future().resultCount() > 0)
        outcome = watcher->result();
    watcher->deleteLater();
    m_runs.erase(it);
    if (id != m_currentId)
        return; // replaced by a newer run, which reports for itself
    m_currentId = 0;
    m_progress->hide();
    if (wasCancelled || !outcome) {
        setStatus(m_outcome ? tr("Cancelled: the table shows the previous results.") : tr("Cancelled."));
        updateButtons();
        emit cancelled();
        return;
    }
    if (outcome->error) {
        m_outcome.reset();
        m_model->clear();
        m_chart->setPlan({}, {}, false, CostBasis::Cloud, true);
        setStatus(Report::errorMessage(*outcome->error), true);
        m_stale->hide();
        updateButtons();
        emit finished();
        return;
    }
    m_outcome = std::move(outcome);
    m_applied.reset();
    showOutcome();
    emit finished();
}

void PlanPanel::showOutcome()
{
    const PlanOutcome& o = *m_outcome;
    const PlanResult& r = *o.result;
    const QHash<QString, QString> names = planGpuNames(m_controller->catalog(), o.request.scenario);
    std::optional<PlanRow> closest;
    if (r.front.empty() && r.fitting == 0)
        closest = r.leanest;
    const bool inference = o.request.scenario.workload.mode == Mode::Inference;
    m_model->setRows(r.front, closest, names, inference, o.request.costBasis);
    // Inference searches no ZeRO, sequence parallelism or recomputation.
    for (int column : {PlanModel::Zero, PlanModel::SequenceParallel, PlanModel::Recomputation})
        m_table->setColumnHidden(column, inference);
    m_chart->setPlan(o.sample, o.request.gpus, inference, o.request.costBasis, true);
    if (m_model->rowCount() > 0)
        selectRow(m_proxy->mapToSource(m_proxy->index(0, 0)).row());
    setStatus(r.front.empty() ? noFitText(o) : summaryText(o), r.front.empty());
    m_stale->hide();
    updateButtons();
}

QString PlanPanel::summaryText(const PlanOutcome& o) const
{
    const PlanResult& r = *o.result;
    const Formatter& f = m_format;
    return tr("%1 layouts searched (%2 skipped as too big), %3 fit, %4 within the deadline and "
              "budget. %5 on the front. Took %6.")
        .arg(f.integer(double(r.evaluated + r.pruned)), f.integer(double(r.pruned)), f.integer(double(r.fitting)),
             f.integer(double(r.feasible)),
             f.integer(double(std::count_if(r.front.begin(), r.front.end(),
                                            [](const PlanRow& row) { return hasReason(row, PlanReason::Pareto); }))),
             f.duration(o.seconds));
}

QString PlanPanel::noFitText(const PlanOutcome& o) const
{
    const PlanResult& r = *o.result;
    const QString searched =
        QLatin1Char(' ') + tr("%1 layouts searched.").arg(m_format.integer(double(r.evaluated + r.pruned)));
    if (r.fitting > 0)
        return tr("%1 layouts fit in memory, but none finishes within the deadline and the "
                  "budget: relax one of them.")
                   .arg(m_format.integer(double(r.fitting))) +
               searched;
    QString text =
        o.request.minHeadroomFraction > 0
            ? tr("No layout fits in memory with %1 kept free.").arg(m_format.percent(o.request.minHeadroomFraction))
            : tr("No layout fits in memory.");
    if (r.leanest)
        text +=
            QLatin1Char(' ') + tr("The closest, %1, needs %2 per GPU where %3 is usable (the grey row).")
                                   .arg(m_model->describe(r.leanest->config), m_format.bytes(r.leanest->memoryPerGpu),
                                        m_format.bytes(r.leanest->usableCapacity));
    return text + searched;
}

void PlanPanel::setStatus(const QString& text, bool problem)
{
    m_status->setText(text);
    m_status->setToolTip(text);
    m_status->setStyleSheet(problem ? QStringLiteral("color: #c0392b;") : QString());
}

void PlanPanel::updateButtons()
{
    m_runButton->setEnabled(true);
    m_cancelButton->setEnabled(isRunning());
    m_applyButton->setEnabled(currentRow() >= 0);
}

void PlanPanel::onScenarioChanged()
{
    syncGpuList();
    if (!m_outcome)
        return;
    const Scenario& now = m_controller->scenario();
    m_stale->setVisible(now != m_outcome->request.scenario && (!m_applied || now != *m_applied));
}

void PlanPanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_shownOnce)
        return;
    m_shownOnce = true;
    syncGpuList();
    if (!m_gpusTouched)
        checkDefaultGpus();
    // One run with the defaults, so the tab is never empty; it takes milliseconds.
    if (!m_outcome && !isRunning())
        QTimer::singleShot(0, this, [this] {
            if (!m_outcome && !isRunning())
                run();
        });
}

// ---------------------------------------------------------------------------

int PlanPanel::currentRow() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return -1;
    return m_proxy->mapToSource(rows.first()).row();
}

void PlanPanel::selectRow(int modelRow)
{
    if (modelRow < 0 || modelRow >= m_model->rowCount()) {
        m_table->clearSelection();
        return;
    }
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(modelRow, 0));
    m_table->selectRow(index.row());
    m_table->scrollTo(index);
}

void PlanPanel::applyRow(int modelRow)
{
    if (modelRow < 0 || modelRow >= m_model->rowCount())
        return;
    const PlanConfig& c = m_model->planRow(modelRow).config;
    const Scenario s = applyPlanConfig(m_controller->scenario(), c);
    m_applied = s;
    emit scenarioChosen(s);
    m_stale->hide();
}

} // namespace headroom::app
