#include "chartpicture.h"

#include <QPainter>

#include <algorithm>

namespace headroom::app {

ChartPicture::ChartPicture(QWidget* parent) : QWidget(parent)
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(0);
    connect(&m_timer, &QTimer::timeout, this, &ChartPicture::renderNow);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void ChartPicture::setChart(ChartKind kind, const ChartData& data, const Formatter& f)
{
    m_kind = kind;
    m_data = data;
    m_format = f;
    schedule();
}

void ChartPicture::clear()
{
    m_data.reset();
    m_image = QImage();
    m_timer.stop();
    update();
}

void ChartPicture::setTextScale(qreal scale)
{
    if (qFuzzyCompare(scale, m_scale))
        return;
    m_scale = scale;
    schedule();
}

QSize ChartPicture::minimumChartSize(ChartKind kind)
{
    switch (kind) {
    case ChartKind::Breakeven:
    case ChartKind::Scaling: return {900, 380}; // two plots side by side
    case ChartKind::Step: return {660, 360};    // a legend entry per part, with its time and share
    case ChartKind::Roofline:
    case ChartKind::Serving: return {560, 360};
    case ChartKind::Memory:
    case ChartKind::Plan:
    case ChartKind::Schedule:
    case ChartKind::Timeline:
    case ChartKind::All: break;
    }
    return {520, 340};
}

qreal ChartPicture::drawnScale() const
{
    // Enlarged text on a small chart cut its legend ("Optimizer states:
    // 50.2 …"): grow the text only as far as the chart keeps its room.
    const QSize need = minimumChartSize(m_kind);
    const qreal room = std::min(qreal(width()) / need.width(), qreal(height()) / need.height());
    // Where even the export's size does not fit (two plots side by side in
    // a narrow column), the text is drawn smaller rather than cut.
    return std::min(m_scale, std::max<qreal>(0.6, room));
}

QSize ChartPicture::logicalSize() const
{
    const qreal scale = drawnScale();
    return {std::max(kMinExportSide, qRound(width() / scale)),
            std::max(kMinExportSide * 3 / 4, qRound(height() / scale))};
}

void ChartPicture::schedule()
{
    m_timer.start();
}

void ChartPicture::renderNow()
{
    m_timer.stop();
    // renderChartImage lays its widgets out with processEvents(): never twice at once.
    if (m_rendering || !m_data || width() <= 0 || height() <= 0)
        return;
    if (!isVisible()) {
        m_stale = true;
        return;
    }
    m_stale = false;
    m_rendering = true;
    const qreal dpr = devicePixelRatioF();
    // Below one pixel per point Qt paints at 1:1 and crops: draw at least
    // at 1 and let paintEvent() shrink the picture into the widget.
    m_image = renderChartImage(m_kind, *m_data, m_format, logicalSize(), std::max<qreal>(1.0, drawnScale() * dpr));
    m_image.setDevicePixelRatio(dpr);
    m_rendering = false;
    update();
}

void ChartPicture::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_stale)
        schedule();
}

void ChartPicture::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (m_data)
        schedule();
}

void ChartPicture::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), Qt::white);
    if (m_image.isNull())
        return;
    // Until the picture for a new size is drawn, the last one is stretched.
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    painter.drawImage(rect(), m_image);
}

} // namespace headroom::app
