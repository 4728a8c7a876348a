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
    : DeferredChart(f, sameRooflineChart, parent), m_view(createChartView(f, this))
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

void RooflineChartWidget::render(const ChartData& data, const Formatter& f)
{
    m_points = data.roofline.points;
    m_pinned = data.pinnedPoints;
    drawRooflineChart(m_view->chart(), data, f);
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
                 format().flops(p.flops), format().bytes(p.bytes), format().number(p.intensity),
                 format().flopsRate(p.attainable), Report::bottleneckName(p.bound));
    };
    for (const RooflinePoint& p : m_points)
        if (near(p.intensity, point.x()) && near(p.attainable / 1e12, point.y()))
            return describe(p, false);
    for (const RooflinePoint& p : m_pinned)
        if (near(p.intensity, point.x()) && near(p.attainable / 1e12, point.y()))
            return describe(p, true);
    return {};
}

void RooflineChartWidget::renewCharts()
{
    renewChart(m_view, format());
    m_connected = false;
}

} // namespace headroom::app
