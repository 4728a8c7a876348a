#include "charttabwidget.h"

#include "language.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QGraphicsLayout>
#include <QHBoxLayout>

#include <utility>

namespace headroom::app {

ChartTabWidget::ChartTabWidget(std::vector<Draw> draws, Same same, const Formatter& f, QWidget* parent)
    : QWidget(parent), m_draws(std::move(draws)), m_same(same), m_format(f), m_language(language::current())
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    for (std::size_t i = 0; i < m_draws.size(); ++i) {
        QChartView* view = createChartView(f, this);
        view->setAcceptDrops(false);
        layout->addWidget(view, 1);
        m_views.push_back(view);
    }
}

QChart* ChartTabWidget::chart(int index)
{
    m_pending.flush([this](const ChartData& data, const Formatter& f) { draw(data, f); });
    return m_views.at(std::size_t(index))->chart();
}

void ChartTabWidget::showData(const ChartData& data, const Formatter& f)
{
    if (!m_pending.keep(this, data, f))
        draw(data, f);
}

void ChartTabWidget::draw(const ChartData& data, const Formatter& f)
{
    if (m_drawn && m_same(*m_drawn, data) && sameFormat(m_format, f))
        return;
    m_drawn = data;
    m_format = f;
    for (std::size_t i = 0; i < m_draws.size(); ++i) {
        m_draws[i](m_views[i]->chart(), data, f);
        // Laid out now, so the repaint that follows draws the final geometry once.
        if (QGraphicsLayout* layout = m_views[i]->chart()->layout())
            layout->activate();
    }
}

void ChartTabWidget::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    m_pending.flush([this](const ChartData& data, const Formatter& f) { draw(data, f); });
}

void ChartTabWidget::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    // Drawn texts are not retranslated, and series and axes are named when
    // created: new charts, drawn again in the new language (now, or when shown).
    if (language::switchedSince(&m_language, event)) {
        for (QChartView* view : m_views)
            renewChart(view, m_format);
        // Data kept while hidden is newer than what was drawn.
        if (const auto drawn = std::exchange(m_drawn, std::nullopt); drawn && !m_pending.holds())
            showData(*drawn, m_format);
    }
}

} // namespace headroom::app
