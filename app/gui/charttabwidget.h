#pragma once

#include "chartrender.h"
#include "pendingdraw.h"

#include <QWidget>

#include <optional>
#include <vector>

class QChart;
class QChartView;

namespace headroom::app {

// A chart tab drawn by the shared chart functions (the same drawing as
// export and `headroom-cli chart`): one or more charts side by side. It
// redraws only when what it draws changed, and while hidden it keeps the
// latest data and draws it when shown, so a slider step repaints what is seen.
// The Step, Scaling and Serving tabs are instances.
class ChartTabWidget : public DeferredChart {
    Q_OBJECT
public:
    using Draw = void (*)(QChart*, const ChartData&, const Formatter&);

    ChartTabWidget(std::vector<Draw> draws, Same same, const Formatter& f, QWidget* parent = nullptr);

    // The chart with the latest data drawn.
    QChart* chart(int index = 0);

protected:
    void render(const ChartData& data, const Formatter& f) override;
    void renewCharts() override;

private:
    std::vector<Draw> m_draws;
    std::vector<QChartView*> m_views;
};

} // namespace headroom::app
