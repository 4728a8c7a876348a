#include "stepchartwidget.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QGraphicsLayout>
#include <QHBoxLayout>

#include <utility>

namespace headroom::app {

StepChartWidget::StepChartWidget(const Formatter& f, QWidget* parent)
    : QWidget(parent), m_view(createChartView(f, this)), m_format(f)
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    m_view->setAcceptDrops(false);
}

QChart* StepChartWidget::chart() const
{
    return m_view->chart();
}

void StepChartWidget::showData(const ChartData& data, const Formatter& f)
{
    // A hidden tab draws when it is shown: a slider step repaints what is seen.
    if (!isVisible()) {
        m_pending = data;
        m_format = f;
        return;
    }
    m_pending.reset();
    if (m_drawn && sameStepChart(*m_drawn, data) && sameFormat(m_format, f))
        return; // a cost slider leaves the step as it was
    m_drawn = data;
    m_format = f;
    drawStepChart(m_view->chart(), data, f);
    if (QGraphicsLayout* layout = m_view->chart()->layout())
        layout->activate();
}

void StepChartWidget::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_pending) {
        const ChartData data = *std::exchange(m_pending, std::nullopt);
        showData(data, m_format);
    }
}

void StepChartWidget::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    // Drawn texts are not retranslated: draw again in the new language.
    if (event->type() == QEvent::LanguageChange && m_drawn && !m_pending) {
        const ChartData data = *std::exchange(m_drawn, std::nullopt);
        showData(data, m_format);
    }
}

} // namespace headroom::app
