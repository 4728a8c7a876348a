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
    : DeferredChart(f, same, parent), m_draws(std::move(draws))
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
    if (m_draws.size() > 1)
        setSideBySide(layout);
}

QChart* ChartTabWidget::chart(int index)
{
    drawPending();
    return m_views.at(std::size_t(index))->chart();
}

void ChartTabWidget::render(const ChartData& data, const Formatter& f)
{
    for (std::size_t i = 0; i < m_draws.size(); ++i)
        m_draws[i](m_views[i]->chart(), data, f);
}

void ChartTabWidget::renewCharts()
{
    for (QChartView* view : m_views)
        renewChart(view, format());
}

} // namespace headroom::app
