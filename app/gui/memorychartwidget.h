#pragma once

#include "chartrender.h"
#include "pendingdraw.h"

#include <QWidget>

#include <optional>

class QBarSet;
class QChart;
class QChartView;
class QComboBox;

namespace headroom::app {

// The memory stack: one bar per GPU (or per compared variant), drawn by
// drawMemoryChart; a combo picks what to compare; tooltips give the bytes.
class MemoryChartWidget : public DeferredChart {
    Q_OBJECT
public:
    explicit MemoryChartWidget(const Formatter& f, QWidget* parent = nullptr);

    // Draws now when visible, else when shown or read (DeferredChart); the
    // compare box follows the data's mode at once.
    void showData(const ChartData& data, const Formatter& f);
    void setCompareAxis(CompareAxis axis);
    void setPinAvailable(bool available);
    // Offers the compare choices of `mode` (showData() calls it).
    void setMode(Mode mode);
    bool offers(CompareAxis axis) const; // tests

    // The chart with the latest data drawn.
    QChartView* view();
    QChart* chart();
    QComboBox* compareBox() const { return m_compare; }
    // Tooltip text for a bar segment (tests).
    QString tooltipFor(int bar, MemoryComponent component,
                       int kvPart = -1); // kvPart: a KV cache part (KvPart), or -1

signals:
    void compareAxisChanged(headroom::CompareAxis axis);

protected:
    void render(const ChartData& data, const Formatter& f) override;
    void renewCharts() override;

private:
    void onHovered(bool state, int index, QBarSet* set);

    QComboBox* m_compare;
    QChartView* m_view;
    std::vector<MemoryBar> m_bars;
    bool m_connected = false;
};

} // namespace headroom::app
