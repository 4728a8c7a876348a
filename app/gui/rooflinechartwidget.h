#pragma once

#include "chartrender.h"

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

    void showData(const ChartData& data, const Formatter& f);
    QChartView* view() const { return m_view; }
    QChart* chart() const;
    // Tooltip for the operation drawn at (intensity, TFLOP/s), empty if none (tests).
    QString tooltipAt(QPointF point) const;

protected:
    void changeEvent(QEvent* event) override;

private:
    QChartView* m_view;
    std::vector<RooflinePoint> m_points;
    std::vector<RooflinePoint> m_pinned;
    std::optional<ChartData> m_drawn;
    Formatter m_format;
    QString m_language; // the language the charts were drawn in
    bool m_connected = false;
};

} // namespace headroom::app
