#include "rooflinechartwidget.h"

#include "language.h"

#include "report.h"

#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QEvent>
#include <QGraphicsLayout>
#include <QScatterSeries>
#include <QToolTip>
#include <QVBoxLayout>

#include <cmath>
#include <utility>

namespace headroom::app {

RooflineChartWidget::RooflineChartWidget(const Formatter& f, QWidget* parent)
    : QWidget(parent), m_view(createChartView(f, this)), m_format(f), m_language(language::current())
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    m_view->setAcceptDrops(false);
}

QChartView* RooflineChartWidget::view()
{
    drawPending();
    return m_view;
}

QChart* RooflineChartWidget::chart()
{
    return view()->chart();
}

void RooflineChartWidget::showData(const ChartData& data, const Formatter& f)
{
    if (!m_pending.keep(this, data, f))
        draw(data, f);
}

void RooflineChartWidget::drawPending()
{
    m_pending.flush([this](const ChartData& data, const Formatter& f) { draw(data, f); });
}

void RooflineChartWidget::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    drawPending();
}

void RooflineChartWidget::draw(const ChartData& data, const Formatter& f)
{
    if (m_drawn && sameRooflineChart(*m_drawn, data) && sameFormat(m_format, f))
        return; // e.g. a cost input moved: the operations are where they were
    m_drawn = data;
    m_points = data.roofline.points;
    m_pinned = data.pinnedPoints;
    m_format = f;
    drawRooflineChart(m_view->chart(), data, f);
    // Lay the chart out now rather than on its posted layout request: the
    // repaint that follows then draws the final geometry once, not twice.
    if (QGraphicsLayout* layout = m_view->chart()->layout())
        layout->activate();
    if (m_connected)
        return;
    m_connected = true;
    for (QAbstractSeries* s : m_view->chart()->series()) {
        auto* scatter = qobject_cast<QScatterSeries*>(s);
        if (!scatter || !s->objectName().startsWith(QLatin1String("ops.")))
            continue;
        connect(scatter, &QScatterSeries::hovered, this, [this](const QPointF& p, bool state) {
            const QString tip = state ? tooltipAt(p) : QString();
            if (tip.isEmpty())
                QToolTip::hideText();
            else
                QToolTip::showText(QCursor::pos(), tip, m_view);
        });
    }
}

QString RooflineChartWidget::tooltipAt(QPointF point)
{
    drawPending();
    auto near = [](double a, double b) { return std::fabs(a - b) <= 1e-9 * std::max(std::fabs(a), std::fabs(b)); };
    auto describe = [&](const RooflinePoint& p, bool pinned) {
        return tr("<b>%1</b>%2<br>FLOPs: %3<br>Bytes moved: %4<br>Intensity: %5 "
                  "FLOP/byte<br>Attainable: %6 (%7-bound)")
            .arg(QString::fromStdString(p.label).toHtmlEscaped(), pinned ? tr(" (pinned)") : QString(),
                 m_format.flops(p.flops), m_format.bytes(p.bytes), m_format.number(p.intensity),
                 m_format.flopsRate(p.attainable), Report::bottleneckName(p.bound));
    };
    for (const RooflinePoint& p : m_points)
        if (near(p.intensity, point.x()) && near(p.attainable / 1e12, point.y()))
            return describe(p, false);
    for (const RooflinePoint& p : m_pinned)
        if (near(p.intensity, point.x()) && near(p.attainable / 1e12, point.y()))
            return describe(p, true);
    return {};
}

void RooflineChartWidget::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    // The chart's texts are drawn, and its series and axes named when
    // created: a new chart, drawn again in the new language.
    if (language::switchedSince(&m_language, event)) {
        renewChart(m_view, m_format);
        m_connected = false;
        // Drawn again now, or when shown; data kept while hidden is newer.
        if (const auto drawn = std::exchange(m_drawn, std::nullopt); drawn && !m_pending.holds())
            showData(*drawn, m_format);
    }
}

} // namespace headroom::app
