#include "servingchartwidget.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QGraphicsLayout>
#include <QHBoxLayout>

#include <utility>

namespace headroom::app {

ServingChartWidget::ServingChartWidget(const Formatter& f, QWidget* parent)
    : QWidget(parent), m_view(createChartView(f, this)), m_format(f)
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    m_view->setAcceptDrops(false);
}

QChart* ServingChartWidget::chart() const
{
    return m_view->chart();
}

void ServingChartWidget::showData(const ChartData& data, const Formatter& f)
{
    // A hidden tab draws when it is shown: a slider step repaints what is seen.
    if (!isVisible()) {
        m_pending = data;
        m_format = f;
        return;
    }
    m_pending.reset();
    if (m_drawn && sameServingChart(*m_drawn, data) && sameFormat(m_format, f))
        return; // a training-only slider leaves the curve as it was
    m_drawn = data;
    m_format = f;
    drawServingChart(m_view->chart(), data, f);
    if (QGraphicsLayout* layout = m_view->chart()->layout())
        layout->activate();
}

void ServingChartWidget::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_pending) {
        const ChartData data = *std::exchange(m_pending, std::nullopt);
        showData(data, m_format);
    }
}

void ServingChartWidget::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    // Drawn texts are not retranslated: draw again in the new language.
    if (event->type() == QEvent::LanguageChange && m_drawn && !m_pending) {
        const ChartData data = *std::exchange(m_drawn, std::nullopt);
        showData(data, m_format);
    }
}

} // namespace headroom::app
