#include "scalingchartwidget.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QGraphicsLayout>
#include <QHBoxLayout>

#include <utility>

namespace headroom::app {

ScalingChartWidget::ScalingChartWidget(const Formatter& f, QWidget* parent)
    : QWidget(parent), m_rate(createChartView(f, this)), m_cost(createChartView(f, this)), m_format(f)
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_rate, 1);
    layout->addWidget(m_cost, 1);
    m_rate->setAcceptDrops(false);
    m_cost->setAcceptDrops(false);
}

QChart* ScalingChartWidget::rateChart() const
{
    return m_rate->chart();
}

QChart* ScalingChartWidget::costChart() const
{
    return m_cost->chart();
}

void ScalingChartWidget::showData(const ChartData& data, const Formatter& f)
{
    // A hidden tab draws when it is shown: a slider step repaints what is seen.
    if (!isVisible()) {
        m_pending = data;
        m_format = f;
        return;
    }
    m_pending.reset();
    if (m_drawn && sameScalingCharts(*m_drawn, data) && sameFormat(m_format, f))
        return;
    m_drawn = data;
    m_format = f;
    drawScalingRateChart(m_rate->chart(), data, f);
    drawScalingCostChart(m_cost->chart(), data, f);
    for (QChartView* view : {m_rate, m_cost})
        if (QGraphicsLayout* layout = view->chart()->layout())
            layout->activate();
}

void ScalingChartWidget::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_pending) {
        const ChartData data = *std::exchange(m_pending, std::nullopt);
        showData(data, m_format);
    }
}

void ScalingChartWidget::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange && m_drawn && !m_pending) {
        const ChartData data = *std::exchange(m_drawn, std::nullopt);
        showData(data, m_format);
    }
}

} // namespace headroom::app
