#pragma once

#include "chartrender.h"
#include "pendingdraw.h"

#include <QWidget>

#include <optional>

class QChart;
class QChartView;

namespace headroom::app {

// The roofline, drawn by drawRooflineChart; tooltips give an operation's
// FLOPs, bytes and intensity.
class RooflineChartWidget : public QWidget {
    Q_OBJECT
public:
    explicit RooflineChartWidget(const Formatter& f, QWidget* parent = nullptr);

    // Draws now when visible, else when shown or read (PendingDraw).
    void showData(const ChartData& data, const Formatter& f);
    // The chart with the latest data drawn.
    QChartView* view();
    QChart* chart();
    // Tooltip for the operation drawn at (intensity, TFLOP/s), empty if none (tests).
    QString tooltipAt(QPointF point);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void draw(const ChartData& data, const Formatter& f);
    void drawPending();

    PendingDraw m_pending;
    QChartView* m_view;
    std::vector<RooflinePoint> m_points;
    std::vector<RooflinePoint> m_pinned;
    std::optional<ChartData> m_drawn;
    Formatter m_format;
    QString m_language; // the language the charts were drawn in
    bool m_connected = false;
};

} // namespace headroom::app
