#pragma once

#include "chartrender.h"

#include <QWidget>

#include <optional>

class QChart;
class QChartView;

namespace headroom::app {

// Serving: output tokens/s per GPU against tokens/s per user as the
// concurrency grows, the SLO limit and the chosen point (inference mode).
class ServingChartWidget : public QWidget
{
    Q_OBJECT
public:
    explicit ServingChartWidget(const Formatter& f, QWidget* parent = nullptr);

    void showData(const ChartData& data, const Formatter& f);
    QChart* chart() const;

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    QChartView* m_view;
    std::optional<ChartData> m_drawn;
    std::optional<ChartData> m_pending; // data that came while the tab was hidden
    Formatter m_format;
};

} // namespace headroom::app
