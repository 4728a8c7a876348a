#include "pendingdraw.h"

#include "interaction.h"
#include "language.h"

#include <QChartView>

#include <utility>

namespace headroom::app {

DeferredChart::DeferredChart(const Formatter& f, Same same, QWidget* parent)
    : QWidget(parent), m_same(same), m_format(f), m_language(language::current())
{
    // Smooth again once the slider is still (a hint that changes repaints).
    connect(&Interaction::instance(), &Interaction::settled, this, [this] { setSmooth(true); });
}

void DeferredChart::setSmooth(bool smooth)
{
    for (QChartView* view : findChildren<QChartView*>())
        if (view->renderHints().testFlag(QPainter::Antialiasing) != smooth)
            view->setRenderHint(QPainter::Antialiasing, smooth);
}

void DeferredChart::showData(const ChartData& data, const Formatter& f)
{
    if (isVisible()) {
        m_pending.reset(); // what was kept is older than this
        draw(data, f);
        return;
    }
    m_pending = data;
    m_pendingFormat = f;
}

void DeferredChart::drawPending()
{
    if (!m_pending)
        return;
    const ChartData data = *std::exchange(m_pending, std::nullopt);
    draw(data, m_pendingFormat);
}

void DeferredChart::draw(const ChartData& data, const Formatter& f)
{
    if (m_drawn && m_same(*m_drawn, data) && sameFormat(m_format, f))
        return; // e.g. a cost input moved and this chart shows none
    m_drawn = data;
    m_format = f;
    // A draft while a slider moves (Interaction).
    setSmooth(!Interaction::instance().active());
    render(data, f);
}

void DeferredChart::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    drawPending();
}

void DeferredChart::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (!language::switchedSince(&m_language, event))
        return;
    renewCharts();
    // Drawn again now, or when shown; data kept while hidden is newer.
    if (const auto drawn = std::exchange(m_drawn, std::nullopt); drawn && !m_pending)
        showData(*drawn, m_format);
}

} // namespace headroom::app
