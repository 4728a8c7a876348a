#include "servingplanpanel.h"

#include "language.h"

#include "controller.h"
#include "planpanel.h"
#include "report.h"

#include "headroom/inputs.h"

#include <QCheckBox>
#include <QColor>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace headroom::app {

namespace {

// Offered ticked besides the scenario's own GPU: the usual serving choices.
const char* const kCommonGpus[] = {"h100-sxm", "h200", "l40s"};

// The fleet and its cost first: at 1280 pixels the details scroll, the prices stay in view.
enum Column {
    Gpu,
    Gpus,
    PerHour,
    Rate,
    PriceDate,
    PerMillion,
    PerMillionOnprem,
    Tensor,
    Replicas,
    Weights,
    KvCache,
    Sequences,
    Tokens,
    Ttft,
    Tpot,
    ColumnCount
};

QString formatName(DType d)
{
    return QString::fromLatin1(toString(d).data(), int(toString(d).size())).toUpper();
}

// A number cell that sorts by its value, not its text.
class NumberItem : public QTableWidgetItem {
public:
    using QTableWidgetItem::QTableWidgetItem;
    bool operator<(const QTableWidgetItem& other) const override
    {
        const QVariant a = data(Qt::UserRole), b = other.data(Qt::UserRole);
        if (a.isValid() && b.isValid())
            return a.toDouble() < b.toDouble();
        return QTableWidgetItem::operator<(other);
    }
};

} // namespace

ServingPlanPanel::ServingPlanPanel(Controller* controller, const Formatter& f, QWidget* parent)
    : QWidget(parent), m_controller(controller), m_format(f)
{
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(8, 8, 8, 8);
    auto* intro = new QLabel(this);
    language::keep(this, intro, [intro] {
        intro->setText(
            tr("The cheapest fleet that serves a target output rate within the scenario's TTFT and TPOT limits "
               "(Serving section), for its model, prompt and output lengths: each GPU type, tensor-parallel size, "
               "weight format and KV cache format, with as many replicas as the target needs."));
    });
    intro->setWordWrap(true);
    column->addWidget(intro);
    auto* box = new QWidget(this);
    buildInputs(box);
    column->addWidget(box);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setObjectName(QStringLiteral("servingplan.status"));
    column->addWidget(m_status);
    m_stale = new QLabel(this);
    language::keep(this, m_stale,
                   [this] { m_stale->setText(tr("The scenario changed since this search: press Find again.")); });
    m_stale->setWordWrap(true);
    m_stale->setStyleSheet(QStringLiteral("color: #8a6d00;"));
    m_stale->hide();
    column->addWidget(m_stale);

    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("servingplan.table"));
    setHeaders();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    column->addWidget(m_table, 1);

    auto* buttons = new QHBoxLayout;
    m_apply = new QPushButton(this);
    language::keep(this, m_apply, [this] {
        m_apply->setText(tr("Use this fleet"));
        m_apply->setToolTip(
            tr("Sets the scenario's GPU, GPU count, tensor parallel, weights and KV cache to the row's"));
    });
    m_apply->setEnabled(false);
    buttons->addStretch(1);
    buttons->addWidget(m_apply);
    column->addLayout(buttons);

    connect(m_apply, &QPushButton::clicked, this, [this] { applyRow(selectedRow()); });
    connect(m_table, &QTableWidget::itemSelectionChanged, this, [this] { m_apply->setEnabled(selectedRow() >= 0); });
    connect(m_table, &QTableWidget::cellDoubleClicked, this, [this](int row, int) {
        if (auto* item = m_table->item(row, Gpu))
            applyRow(item->data(Qt::UserRole).toInt());
    });
    connect(m_controller, &Controller::recomputed, this, [this] { onScenarioChanged(); });
    connect(m_controller, &Controller::failed, this, [this] { onScenarioChanged(); });
    updateStatus();
}

// Header items are not widgets: a language switch sets them here.
void ServingPlanPanel::setHeaders()
{
    m_table->setHorizontalHeaderLabels({tr("GPU"), tr("GPUs"), tr("$/h"), tr("$/GPU-h"), tr("Price date"),
                                        tr("$/M cloud"), tr("$/M on-prem"), tr("TP"), tr("Replicas"), tr("Weights"),
                                        tr("KV cache"), tr("Sequences"), tr("Tokens/s"), tr("TTFT"), tr("TPOT")});
    m_table->horizontalHeaderItem(Rate)->setToolTip(tr("The cloud rate one GPU of the row is costed at"));
    m_table->horizontalHeaderItem(PriceDate)->setToolTip(
        tr("When the rate was read and how old it is today; marked when older than six months, a "
           "placeholder or Headroom's default"));
    m_table->horizontalHeaderItem(Sequences)->setToolTip(tr("Sequences decoding at once on each replica"));
    m_table->horizontalHeaderItem(Tokens)->setToolTip(tr("Output tokens per second of the whole fleet"));
    m_table->horizontalHeaderItem(PerHour)->setToolTip(tr("The whole fleet, rented, per hour"));
    m_table->horizontalHeaderItem(PerMillion)->setToolTip(tr("Cost per million output tokens on the cloud rate"));
    m_table->horizontalHeaderItem(PerMillionOnprem)
        ->setToolTip(tr("Cost per million output tokens on the on-premises rate (purchase, power and hosting)"));
}

void ServingPlanPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        setHeaders();
        updateStatus();
    }
}

void ServingPlanPanel::buildInputs(QWidget* box)
{
    auto* row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(12);
    auto* gpuColumn = new QVBoxLayout;
    gpuColumn->setSpacing(2);
    const auto label = [this, box](const char* text) {
        auto* l = new QLabel(box);
        language::keep(this, l, [l, text] { l->setText(tr(text)); });
        return l;
    };
    gpuColumn->addWidget(label(QT_TR_NOOP("GPU types")));
    m_gpus = new QListWidget(box);
    m_gpus->setObjectName(QStringLiteral("servingplan.gpus"));
    language::keep(this, m_gpus,
                   [this] { m_gpus->setToolTip(tr("The GPU types to compare. None ticked: the scenario's GPU.")); });
    m_gpus->setUniformItemSizes(true);
    m_gpus->setMaximumHeight(150);
    m_gpus->setMinimumWidth(180);
    fillGpuList();
    gpuColumn->addWidget(m_gpus);
    row->addLayout(gpuColumn);

    auto* form = new QFormLayout;
    m_targetBox = new QDoubleSpinBox(box);
    m_targetBox->setObjectName(QStringLiteral("servingplan.target"));
    m_targetBox->setRange(1, 1e9);
    m_targetBox->setDecimals(0);
    m_targetBox->setValue(10000);
    m_targetBox->setGroupSeparatorShown(true);
    language::keep(this, m_targetBox, [this] {
        m_targetBox->setSuffix(tr(" tokens/s"));
        m_targetBox->setToolTip(tr("Output tokens per second the whole fleet sustains"));
    });
    form->addRow(label(QT_TR_NOOP("Target output rate")), m_targetBox);
    auto checks = [box](auto& list, const auto& values, auto label) {
        auto* line = new QHBoxLayout;
        line->setSpacing(8);
        for (const auto& v : values) {
            auto* c = new QCheckBox(label(v), box);
            c->setChecked(true);
            list.emplace_back(c, v);
            line->addWidget(c);
        }
        line->addStretch(1);
        return line;
    };
    const ServingPlanRequest defaults;
    form->addRow(label(QT_TR_NOOP("Tensor parallel")),
                 checks(m_tensors, defaults.tensors, [](std::int64_t t) { return QString::number(t); }));
    form->addRow(label(QT_TR_NOOP("Weights")), checks(m_weights, defaults.weights, formatName));
    form->addRow(label(QT_TR_NOOP("KV cache")), checks(m_kvCaches, defaults.kvCaches, formatName));
    m_run = new QPushButton(box);
    language::keep(this, m_run, [this] { m_run->setText(tr("Find the cheapest fleet")); });
    m_run->setDefault(true);
    form->addRow(QString(), m_run);
    row->addLayout(form, 1);
    connect(m_run, &QPushButton::clicked, this, &ServingPlanPanel::run);
}

void ServingPlanPanel::refreshGpuList(bool showPreliminary)
{
    m_showPreliminary = showPreliminary;
    QStringList checked;
    for (int i = 0; i < m_gpus->count(); ++i)
        if (m_gpus->item(i)->checkState() == Qt::Checked)
            checked << m_gpus->item(i)->data(Qt::UserRole).toString();
    m_gpus->clear();
    fillGpuList();
    for (int i = 0; i < m_gpus->count(); ++i)
        m_gpus->item(i)->setCheckState(
            checked.contains(m_gpus->item(i)->data(Qt::UserRole).toString()) ? Qt::Checked : Qt::Unchecked);
}

void ServingPlanPanel::fillGpuList()
{
    const Scenario& s = m_controller->scenario();
    for (const headroom::Gpu& g : m_controller->catalog().gpus) {
        if (g.preliminary && !m_showPreliminary && g.id != s.hardware.gpu)
            continue;
        auto* item = new QListWidgetItem(shortGpuName(g), m_gpus);
        item->setData(Qt::UserRole, QString::fromStdString(g.id));
        item->setToolTip(
            QStringLiteral("%1 (%2): %3")
                .arg(QString::fromStdString(g.name), QString::fromStdString(g.id), Report::capacityText(m_format, g)));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        const bool common =
            std::any_of(std::begin(kCommonGpus), std::end(kCommonGpus), [&](const char* id) { return g.id == id; });
        item->setCheckState(common || g.id == s.hardware.gpu ? Qt::Checked : Qt::Unchecked);
    }
    // The ticked ones first, in catalog order: they are what a search compares.
    int top = 0;
    for (int i = 0; i < m_gpus->count(); ++i)
        if (m_gpus->item(i)->checkState() == Qt::Checked)
            m_gpus->insertItem(top++, m_gpus->takeItem(i));
}

void ServingPlanPanel::setFormatter(const Formatter& f)
{
    m_format = f;
    showRows();
    updateStatus();
}

ServingPlanRequest ServingPlanPanel::request() const
{
    ServingPlanRequest r;
    for (const QString& id : selectedGpus())
        r.gpus.push_back(id.toStdString());
    r.targetTokensPerSecond = m_targetBox->value();
    r.tensors.clear();
    r.weights.clear();
    r.kvCaches.clear();
    for (const auto& [box, t] : m_tensors)
        if (box->isChecked())
            r.tensors.push_back(t);
    for (const auto& [box, d] : m_weights)
        if (box->isChecked())
            r.weights.push_back(d);
    for (const auto& [box, d] : m_kvCaches)
        if (box->isChecked())
            r.kvCaches.push_back(d);
    // Nothing ticked in a row means the scenario's own choice.
    const Scenario& s = m_controller->scenario();
    if (r.tensors.empty())
        r.tensors.push_back(s.parallelism.tensor);
    if (r.weights.empty())
        r.weights.push_back(s.precision.weights);
    if (r.kvCaches.empty())
        r.kvCaches.push_back(s.precision.kvCache);
    return r;
}

void ServingPlanPanel::setSelectedGpus(const QStringList& ids)
{
    for (int i = 0; i < m_gpus->count(); ++i) {
        QListWidgetItem* item = m_gpus->item(i);
        item->setCheckState(ids.contains(item->data(Qt::UserRole).toString()) ? Qt::Checked : Qt::Unchecked);
    }
}

QStringList ServingPlanPanel::selectedGpus() const
{
    QStringList ids;
    for (int i = 0; i < m_gpus->count(); ++i)
        if (m_gpus->item(i)->checkState() == Qt::Checked)
            ids << m_gpus->item(i)->data(Qt::UserRole).toString();
    return ids;
}

void ServingPlanPanel::run()
{
    const Scenario s = m_controller->scenario();
    const ServingPlanRequest req = request();
    auto rows = planServing(s, m_controller->catalog(), req);
    m_searched = s;
    m_target = req.targetTokensPerSecond;
    m_stale->hide();
    m_error.reset();
    m_rows.clear();
    if (!rows) {
        m_outcome = Outcome::Failed;
        m_error = rows.error();
    } else if (!rows->empty()) {
        m_outcome = Outcome::Found;
        m_rows = std::move(*rows);
    } else {
        // Nothing meets the limits: which one binds? Search again without each.
        const auto anyWithout = [&](bool ttft, bool tpot) {
            Scenario t = s;
            if (ttft)
                t.serving.ttftSloSeconds.reset();
            if (tpot)
                t.serving.tpotSloSeconds.reset();
            auto r = planServing(t, m_controller->catalog(), req);
            return r && !r->empty();
        };
        if (s.serving.tpotSloSeconds && anyWithout(false, true))
            m_outcome = Outcome::TpotBinds;
        else if (s.serving.ttftSloSeconds && anyWithout(true, false))
            m_outcome = Outcome::TtftBinds;
        else if ((s.serving.ttftSloSeconds || s.serving.tpotSloSeconds) && anyWithout(true, true))
            m_outcome = Outcome::BothBind;
        else
            m_outcome = Outcome::NothingFits;
    }
    showRows();
    updateStatus();
}

void ServingPlanPanel::updateStatus()
{
    if (m_outcome == Outcome::NotRun || !m_searched) {
        m_status->setText(tr("Set the target and press Find."));
        return;
    }
    if (m_outcome == Outcome::Failed) {
        m_status->setText(m_error ? Report::errorMessage(*m_error) : QString());
        return;
    }
    const Scenario& s = *m_searched;
    QStringList parts;
    if (s.serving.ttftSloSeconds)
        parts << tr("TTFT ≤ %1").arg(m_format.duration(*s.serving.ttftSloSeconds));
    if (s.serving.tpotSloSeconds)
        parts << tr("TPOT ≤ %1").arg(m_format.duration(*s.serving.tpotSloSeconds));
    const QString limits = parts.isEmpty() ? tr("no latency limits") : parts.join(tr(" and "));
    if (m_outcome == Outcome::Found && !m_rows.empty()) {
        const ServingPlanRow& best = m_rows.front();
        const headroom::Gpu* bestGpu = m_controller->catalog().findGpu(best.gpu);
        m_status->setText(
            tr("%1 fleets serve %2 tokens/s within %3. Cheapest: %4 × %5 (%6 replicas of TP %7, "
               "%8 weights, %9 KV cache) at %10.")
                .arg(m_rows.size())
                .arg(m_format.count(m_target), limits)
                .arg(best.gpus)
                .arg(bestGpu ? shortGpuName(*bestGpu) : QString::fromStdString(best.gpu))
                .arg(best.replicas)
                .arg(best.tensor)
                .arg(formatName(best.weights), formatName(best.kvCache), m_format.moneyRate(best.usdPerHourCloud)));
        return;
    }
    QString why;
    switch (m_outcome) {
    case Outcome::TpotBinds:
        why = tr("the TPOT limit binds: even one sequence per replica decodes slower on these GPUs and formats");
        break;
    case Outcome::TtftBinds:
        why = tr("the TTFT limit binds: one prompt's prefill takes longer on these GPUs and formats");
        break;
    case Outcome::BothBind: why = tr("the TTFT and TPOT limits together bind"); break;
    default: why = tr("the model does not fit in any of these GPUs and tensor-parallel sizes"); break;
    }
    m_status->setText(tr("No fleet serves the target within %1: %2. Tick more GPU types, larger tensor-parallel sizes "
                         "or smaller formats, or loosen the limits in the Serving section.")
                          .arg(limits, why));
}

void ServingPlanPanel::showRows()
{
    m_table->setSortingEnabled(false);
    m_table->clearContents();
    m_table->setRowCount(int(m_rows.size()));
    const auto& catalog = m_controller->catalog();
    const QString today = Report::today();
    for (int i = 0; i < int(m_rows.size()); ++i) {
        const ServingPlanRow& r = m_rows[std::size_t(i)];
        const headroom::Gpu* g = catalog.findGpu(r.gpu);
        auto* name = new QTableWidgetItem(g ? shortGpuName(*g) : QString::fromStdString(r.gpu));
        name->setData(Qt::UserRole, i); // the row in m_rows, whatever the sort
        m_table->setItem(i, Gpu, name);
        const auto num = [&](int col, const QString& text, double v) {
            auto* item = new NumberItem(text);
            item->setData(Qt::UserRole, v);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(i, col, item);
        };
        num(Tensor, QString::number(r.tensor), double(r.tensor));
        num(Replicas, m_format.integer(double(r.replicas)), double(r.replicas));
        num(Gpus, m_format.integer(double(r.gpus)), double(r.gpus));
        m_table->setItem(i, Weights, new QTableWidgetItem(formatName(r.weights)));
        m_table->setItem(i, KvCache, new QTableWidgetItem(formatName(r.kvCache)));
        num(Sequences, m_format.integer(double(r.point.concurrency)), double(r.point.concurrency));
        num(Tokens, m_format.count(r.tokensPerSecond), r.tokensPerSecond);
        num(Ttft, m_format.duration(r.point.ttftSeconds), r.point.ttftSeconds);
        num(Tpot, m_format.duration(r.point.tpotSeconds), r.point.tpotSeconds);
        num(PerHour, m_format.moneyRate(r.usdPerHourCloud), r.usdPerHourCloud);
        // The rate and its date as the fleet is costed (the scenario's own price
        // for its own GPU, the catalog's for the others).
        const auto rs = resolve(
            servingFleetScenario(m_controller->scenario(), r.gpu, r.tensor, r.tensor, r.weights, r.kvCache), catalog);
        if (rs) {
            const PriceChoice c = cloudRateOf(rs->gpu, rs->scenario.cost);
            num(Rate, m_format.moneyRate(c.usd), c.usd);
            auto* date = new QTableWidgetItem(Report::priceOrigin(c, today));
            const bool warn = Report::priceWarns(c, today);
            date->setData(Qt::UserRole + 1, warn);
            if (warn) {
                date->setForeground(QColor(0x8a, 0x5a, 0x00));
                date->setToolTip(tr("Check this price: %1").arg(Report::priceOrigin(c, today)));
            } else if (c.from) {
                date->setToolTip(QString::fromStdString(c.from->source));
            }
            m_table->setItem(i, PriceDate, date);
        }
        num(PerMillion, m_format.money(r.usdPerMillionCloud), r.usdPerMillionCloud);
        num(PerMillionOnprem, m_format.money(r.usdPerMillionOnprem), r.usdPerMillionOnprem);
    }
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(PerHour, Qt::AscendingOrder); // cheapest first, as planServing() ranks them
    m_apply->setEnabled(selectedRow() >= 0);
}

int ServingPlanPanel::selectedRow() const
{
    const QList<QTableWidgetItem*> items = m_table->selectedItems();
    for (QTableWidgetItem* item : items)
        if (item->column() == Gpu)
            return item->data(Qt::UserRole).toInt();
    return -1;
}

void ServingPlanPanel::applyRow(int row)
{
    if (row < 0 || row >= int(m_rows.size()))
        return;
    const ServingPlanRow& r = m_rows[std::size_t(row)];
    const Scenario s = servingFleetScenario(m_searched.value_or(m_controller->scenario()), r.gpu, r.gpus, r.tensor,
                                            r.weights, r.kvCache);
    m_searched = s;
    emit scenarioChosen(s);
}

void ServingPlanPanel::onScenarioChanged()
{
    if (m_searched)
        m_stale->setVisible(m_controller->scenario() != *m_searched && !m_rows.empty());
}

} // namespace headroom::app
