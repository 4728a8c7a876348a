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
    const QSize logical(std::max(kMinExportSide, qRound(width() / m_scale)),
                        std::max(kMinExportSide * 3 / 4, qRound(height() / m_scale)));
    m_image = renderChartImage(m_kind, *m_data, m_format, logical, m_scale * dpr);
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
