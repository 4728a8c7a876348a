#pragma once

#include "chartrender.h"
#include "pendingdraw.h"

#include <QWidget>

#include <optional>

class QChart;
class QChartView;
class QLabel;

namespace headroom::app {

// Break-even: cumulative cloud and on-prem cost over months, and the cost
// per GPU-hour against utilisation, side by side.
class BreakevenChartWidget : public DeferredChart {
    Q_OBJECT
public:
    explicit BreakevenChartWidget(const Formatter& f, QWidget* parent = nullptr);

    // The charts with the latest data drawn.
    QChartView* costView();
    QChartView* rateView();
    QChart* costChart();
    QChart* rateChart();
    // "Cloud or buy?" for this run, above the charts (training; hidden otherwise).
    QString jobText();

protected:
    void render(const ChartData& data, const Formatter& f) override;
    void renewCharts() override;

private:
    void connectTooltips();

    QLabel* m_jobTitle; // "Cloud or buy?"
    QLabel* m_job;      // the answer, fenced (LayoutFence)
    QWidget* m_jobRow;  // both, shown when there is an answer
    QChartView* m_cost;
    QChartView* m_rate;
    BreakevenData m_data;
    bool m_connected = false;
};

} // namespace headroom::app
