#pragma once

#include "chartrender.h"

#include <QImage>
#include <QTimer>
#include <QWidget>

#include <optional>

namespace headroom::app {

// One chart drawn by renderChartImage, the code behind export and
// `headroom-cli chart`, shown as a picture that fills the widget. The text
// scale enlarges everything on the chart alike (the presenter's projector
// fonts) by drawing at size / scale and scale × the screen's pixel ratio.
// Rendering waits for a 0 ms timer, so a burst of resizes or slide steps
// draws once.
class ChartPicture : public QWidget {
    Q_OBJECT
public:
    explicit ChartPicture(QWidget* parent = nullptr);

    void setChart(ChartKind kind, const ChartData& data, const Formatter& f);
    void clear();
    void setTextScale(qreal scale);
    qreal textScale() const { return m_scale; }
    // The size the chart is laid out at, and the scale it is drawn at: the
    // text scale, less where the chart would have less room than its
    // legend and labels need (minimumChartSize()).
    QSize logicalSize() const;
    qreal drawnScale() const;
    // The least room a chart of `kind` needs for its titles and legend whole.
    static QSize minimumChartSize(ChartKind kind);

    bool hasChart() const { return m_data.has_value(); }
    ChartKind kind() const { return m_kind; }
    // The last picture drawn; renderNow() draws a pending one first (tests).
    const QImage& image() const { return m_image; }
    void renderNow();

    QSize sizeHint() const override { return {480, 360}; }
    QSize minimumSizeHint() const override { return {240, 180}; }

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void schedule();

    ChartKind m_kind = ChartKind::Memory;
    std::optional<ChartData> m_data;
    Formatter m_format;
    qreal m_scale = 1;
    QImage m_image;
    QTimer m_timer;
    bool m_rendering = false;
    bool m_stale = false; // changed while hidden: drawn when shown
};

} // namespace headroom::app
