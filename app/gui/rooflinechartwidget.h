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
class RooflineChartWidget : public DeferredChart {
    Q_OBJECT
public:
    explicit RooflineChartWidget(const Formatter& f, QWidget* parent = nullptr);

    // The chart with the latest data drawn.
    QChartView* view();
    QChart* chart();
    // Tooltip for the operation drawn at (intensity, TFLOP/s), empty if none (tests).
    QString tooltipAt(QPointF point);

protected:
    void render(const ChartData& data, const Formatter& f) override;
    void renewCharts() override;

private:
    QChartView* m_view;
    std::vector<RooflinePoint> m_points;
    std::vector<RooflinePoint> m_pinned;
    bool m_connected = false;
};

} // namespace headroom::app
