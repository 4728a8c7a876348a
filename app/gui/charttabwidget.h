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
class ChartTabWidget : public QWidget {
    Q_OBJECT
public:
    using Draw = void (*)(QChart*, const ChartData&, const Formatter&);
    using Same = bool (*)(const ChartData&, const ChartData&);

    ChartTabWidget(std::vector<Draw> draws, Same same, const Formatter& f, QWidget* parent = nullptr);

    void showData(const ChartData& data, const Formatter& f);
    // The chart with the latest data drawn.
    QChart* chart(int index = 0);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void draw(const ChartData& data, const Formatter& f);

    std::vector<Draw> m_draws;
    Same m_same;
    std::vector<QChartView*> m_views;
    std::optional<ChartData> m_drawn;
    PendingDraw m_pending; // data that came while the tab was hidden
    Formatter m_format;
    QString m_language; // the language the charts were drawn in
};

} // namespace headroom::app
