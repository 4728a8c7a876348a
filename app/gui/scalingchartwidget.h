#pragma once

#include "chartrender.h"

#include <QWidget>

#include <optional>

class QChart;
class QChartView;

namespace headroom::app {

// The same job at other GPU counts: tokens/s per GPU, and training time
// against cloud cost, side by side, the scenario's own count marked.
class ScalingChartWidget : public QWidget
{
    Q_OBJECT
public:
    explicit ScalingChartWidget(const Formatter& f, QWidget* parent = nullptr);

    void showData(const ChartData& data, const Formatter& f);
    QChart* rateChart() const;
    QChart* costChart() const;

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    QChartView* m_rate;
    QChartView* m_cost;
    std::optional<ChartData> m_drawn;
    std::optional<ChartData> m_pending; // data that came while the tab was hidden
    Formatter m_format;
};

} // namespace headroom::app
