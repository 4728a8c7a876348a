#include "rulespanel.h"

#include "report.h"

#include "practicetext.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace headroom::app {

RulesPanel::RulesPanel(QWidget* parent)
    : QWidget(parent), m_caption(new QLabel(this)), m_table(new QTableWidget(0, ColumnCount, this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_caption->setWordWrap(true);
    layout->addWidget(m_caption);
    layout->addWidget(m_table, 1);
    setHeaders();
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(true);
    m_table->setAlternatingRowColors(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
}

void RulesPanel::setHeaders()
{
    m_table->setHorizontalHeaderLabels(
        {tr("Rule of thumb"), tr("The rule gives"), tr("Exact"), tr("Exact ÷ rule"), tr("Misleading here?")});
}

void RulesPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() != QEvent::LanguageChange)
        return;
    setHeaders();
    m_dirty = true;
    if (isVisible())
        render();
}

QTableWidget* RulesPanel::table() const
{
    if (m_dirty)
        const_cast<RulesPanel*>(this)->render();
    return m_table;
}

const std::vector<RuleComparison>& RulesPanel::comparisons() const
{
    if (m_dirty)
        const_cast<RulesPanel*>(this)->render();
    return m_rules;
}

void RulesPanel::showResult(const Result& result, const Formatter& f)
{
    m_scenario = result.resolved;
    m_estimate = result.estimate;
    m_format = f;
    m_dirty = true;
    if (isVisible())
        render();
}

void RulesPanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_dirty)
        render();
}

void RulesPanel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitColumns();
}

void RulesPanel::fitColumns()
{
    // The values take what their text needs; the rule and the explanation
    // share the rest and wrap.
    int fixed = 0;
    for (int c : {RuleValueColumn, ExactColumn, RatioColumn}) {
        m_table->resizeColumnToContents(c);
        fixed += m_table->columnWidth(c);
    }
    const int rest = std::max(320, m_table->viewport()->width() - fixed);
    m_table->setColumnWidth(RuleColumn, std::min(rest * 2 / 5, 300));
    m_table->setColumnWidth(MisleadsColumn, rest - m_table->columnWidth(RuleColumn));
    m_table->resizeRowsToContents();
}

void RulesPanel::render()
{
    m_dirty = false;
    if (!m_estimate || !m_scenario)
        return;
    m_rules = compareRulesOfThumb(*m_scenario, *m_estimate);
    Evaluated ev;
    ev.resolved = *m_scenario;
    ev.estimate = *m_estimate;
    m_caption->setText(tr("The rules of thumb for %1 on %2 × %3, against the exact figures. A "
                          "rule is misleading where it is off by more than a factor of 1.3 (the exact "
                          "figure 30 % above it or 23 % below it).")
                           .arg(PracticeText::modelName(*m_scenario, m_format))
                           .arg(m_scenario->scenario.parallelism.gpus)
                           .arg(PracticeText::gpuName(*m_scenario)));
    m_table->setRowCount(int(m_rules.size()));
    for (int row = 0; row < int(m_rules.size()); ++row) {
        const RuleComparison& c = m_rules[std::size_t(row)];
        auto set = [&](int column, const QString& text, std::optional<double> value = {}) {
            auto* item = new QTableWidgetItem(text);
            item->setToolTip(text);
            if (value)
                item->setData(ValueRole, *value);
            if (column == MisleadsColumn && c.misleading)
                item->setForeground(QColor(0xC0, 0x39, 0x2B));
            m_table->setItem(row, column, item);
        };
        set(RuleColumn, Report::ruleOfThumb(c.rule));
        // Where the rule comes from (a citation, as written).
        m_table->item(row, RuleColumn)
            ->setToolTip(Report::ruleOfThumb(c.rule) + QLatin1Char('\n') +
                         QString::fromUtf8(ruleOfThumb(c.rule).source));
        set(RuleValueColumn, PracticeText::ruleValue(c, m_format), c.ruleValue);
        set(ExactColumn, PracticeText::exactValue(c, m_format), c.exact);
        set(RatioColumn, tr("%1×").arg(m_format.number(c.ratio, 3)), c.ratio);
        set(MisleadsColumn, PracticeText::misleads(c, ev, m_format));
    }
    fitColumns();
}

} // namespace headroom::app
