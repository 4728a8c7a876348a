#pragma once

#include "chartrender.h"

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

    void showData(const ChartData& data, const Formatter& f);
    QChartView* costView() const { return m_cost; }
    QChartView* rateView() const { return m_rate; }
    QChart* costChart() const;
    QChart* rateChart() const;
    // "Cloud or buy?" for this run, above the charts (training; hidden otherwise).
    QString jobText() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void connectTooltips();

    QLabel* m_job;
    QChartView* m_cost;
    QChartView* m_rate;
    BreakevenData m_data;
    std::optional<ChartData> m_drawn;
    Formatter m_format;
    QString m_language; // the language the charts were drawn in
    bool m_connected = false;
};

} // namespace headroom::app
