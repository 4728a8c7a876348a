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
class BreakevenChartWidget : public QWidget {
    Q_OBJECT
public:
    explicit BreakevenChartWidget(const Formatter& f, QWidget* parent = nullptr);

    // Draws now when visible, else when shown or read (PendingDraw).
    void showData(const ChartData& data, const Formatter& f);
    // The charts with the latest data drawn.
    QChartView* costView();
    QChartView* rateView();
    QChart* costChart();
    QChart* rateChart();
    // "Cloud or buy?" for this run, above the charts (training; hidden otherwise).
    QString jobText();

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void draw(const ChartData& data, const Formatter& f);
    void drawPending();

    PendingDraw m_pending;
    void connectTooltips();

    QLabel* m_job;
    QWidget* m_jobFence; // holds m_job (LayoutFence)
    QChartView* m_cost;
    QChartView* m_rate;
    BreakevenData m_data;
    std::optional<ChartData> m_drawn;
    Formatter m_format;
    QString m_language; // the language the charts were drawn in
    bool m_connected = false;
};

} // namespace headroom::app
