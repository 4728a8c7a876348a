#pragma once

#include "chartrender.h"

#include <QWidget>

#include <optional>

class QChart;
class QChartView;

namespace headroom::app {

// The predicted step: its exposed parts stacked in one bar, live with every
// slider (the same drawing as export and `headroom-cli chart step`).
class StepChartWidget : public QWidget
{
    Q_OBJECT
public:
    explicit StepChartWidget(const Formatter& f, QWidget* parent = nullptr);

    void showData(const ChartData& data, const Formatter& f);
    QChartView* view() const { return m_view; }
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
