#include "memorychartwidget.h"

#include "language.h"

#include "report.h"

#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCursor>
#include <QEvent>
#include <QGraphicsLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QSignalBlocker>
#include <QStackedBarSeries>
#include <QStandardItemModel>
#include <QToolTip>
#include <QVBoxLayout>

#include <utility>

namespace headroom::app {

MemoryChartWidget::MemoryChartWidget(const Formatter& f, QWidget* parent)
    : DeferredChart(f, sameMemoryChart, parent), m_compare(new QComboBox(this)), m_view(createChartView(f, this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    auto* bar = new QHBoxLayout;
    bar->setContentsMargins(6, 4, 6, 0);
    auto* label = new QLabel(this);
    language::keep(this, label, [label] { label->setText(tr("Compare:")); });
    label->setBuddy(m_compare);
    bar->addWidget(label);
    // Its items are retranslated in place: the box follows their width.
    m_compare->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    bar->addWidget(m_compare);
    bar->addStretch(1);
    layout->addLayout(bar);
    layout->addWidget(m_view, 1);
    m_view->setAcceptDrops(false);

    for (CompareAxis axis : {CompareAxis::None, CompareAxis::Recipe, CompareAxis::Zero, CompareAxis::Recompute,
                             CompareAxis::WeightFormat, CompareAxis::KvFormat, CompareAxis::Pinned})
        m_compare->addItem(QString(), int(axis));
    language::keep(this, m_compare, [this] {
        const char* const names[] = {
            QT_TR_NOOP("Nothing (this scenario)"), QT_TR_NOOP("Precision recipes"), QT_TR_NOOP("ZeRO stages"),
            QT_TR_NOOP("Recomputation"),           QT_TR_NOOP("Weight formats"),    QT_TR_NOOP("KV cache formats"),
            QT_TR_NOOP("Pinned scenario")};
        for (int i = 0; i < m_compare->count(); ++i)
            m_compare->setItemText(i, tr(names[i]));
    });
    setMode(Mode::Train);
    setPinAvailable(false);
    connect(m_compare, &QComboBox::currentIndexChanged, this,
            [this](int index) { emit compareAxisChanged(CompareAxis(m_compare->itemData(index).toInt())); });
}

QChartView* MemoryChartWidget::view()
{
    drawPending();
    return m_view;
}

QChart* MemoryChartWidget::chart()
{
    return view()->chart();
}

void MemoryChartWidget::setCompareAxis(CompareAxis axis)
{
    const QSignalBlocker block(m_compare);
    m_compare->setCurrentIndex(m_compare->findData(int(axis)));
}

void MemoryChartWidget::setPinAvailable(bool available)
{
    auto* model = qobject_cast<QStandardItemModel*>(m_compare->model());
    if (QStandardItem* item = model->item(m_compare->findData(int(CompareAxis::Pinned))))
        item->setEnabled(available);
}

void MemoryChartWidget::setMode(Mode mode)
{
    // Training compares recipes, ZeRO stages and recomputation; inference
    // weight and KV cache formats (issue 29 item 9). The other mode's
    // choices are not offered, and one in use goes back to nothing.
    auto* list = qobject_cast<QListView*>(m_compare->view());
    for (int i = 0; i < m_compare->count(); ++i) {
        const bool applies = compareAxisApplies(CompareAxis(m_compare->itemData(i).toInt()), mode);
        if (list)
            list->setRowHidden(i, !applies);
    }
    if (!compareAxisApplies(CompareAxis(m_compare->currentData().toInt()), mode))
        m_compare->setCurrentIndex(m_compare->findData(int(CompareAxis::None)));
}

bool MemoryChartWidget::offers(CompareAxis axis) const
{
    const auto* list = qobject_cast<const QListView*>(m_compare->view());
    const int row = m_compare->findData(int(axis));
    return row >= 0 && list && !list->isRowHidden(row);
}

void MemoryChartWidget::showData(const ChartData& data, const Formatter& f)
{
    // The compare box follows the mode at once: it is read while hidden too.
    setMode(data.training ? Mode::Train : Mode::Inference);
    DeferredChart::showData(data, f);
}

void MemoryChartWidget::render(const ChartData& data, const Formatter& f)
{
    m_bars = data.memory;
    drawMemoryChart(m_view->chart(), data, f);
    if (!m_connected) {
        for (QAbstractSeries* s : m_view->chart()->series())
            if (auto* stack = qobject_cast<QStackedBarSeries*>(s))
                connect(stack, &QStackedBarSeries::hovered, this, &MemoryChartWidget::onHovered);
        m_connected = true;
    }
}

QString MemoryChartWidget::tooltipFor(int bar, MemoryComponent component, int kvPart)
{
    drawPending();
    if (bar < 0 || std::size_t(bar) >= m_bars.size())
        return {};
    const MemoryBar& b = m_bars[std::size_t(bar)];
    const bool part = kvPart >= 0 && kvPart < int(kKvPartCount);
    const double bytes = part ? b.kvParts[std::size_t(kvPart)] : b.breakdown[component];
    const double total = b.breakdown.total();
    return tr("<b>%1</b>: %2<br>%3 of %4 in use (%5)<br>GPU memory: %6")
        .arg(part ? Report::kvPartName(KvPart(kvPart), b.kvLatent) : Report::componentName(component, b.papers),
             format().bytes(bytes), format().percent(total > 0 ? bytes / total : 0), format().bytes(total),
             ChartText::barLabel(b.label), format().bytes(b.capacity));
}

void MemoryChartWidget::onHovered(bool state, int index, QBarSet* set)
{
    if (!state) {
        QToolTip::hideText();
        return;
    }
    bool ok = false;
    const uint component = set ? set->property("component").toUInt(&ok) : 0;
    if (!ok || component >= kMemoryComponentCount)
        return;
    const QVariant part = set->property("kvPart");
    QToolTip::showText(QCursor::pos(),
                       tooltipFor(index, MemoryComponent(component), part.isValid() ? part.toInt() : -1), m_view);
}

void MemoryChartWidget::renewCharts()
{
    renewChart(m_view, format());
    m_connected = false;
}

} // namespace headroom::app
