#pragma once

#include "headroom/planner.h"

#include <QHash>
#include <QPointF>
#include <QWidget>

#include <optional>
#include <string>
#include <vector>

class QChart;
class QChartView;
class QScatterSeries;
class QXYSeries;

namespace headroom::app {

class PlanModel;

// The plan as time against cost, both on log scales: the model's rows (the
// Pareto front highlighted and joined by a step line, the fewest-GPU row
// apart) over faded sample layouts, one colour per GPU type. Hovering a
// point names its layout; clicking a row's point emits rowClicked.
class PlanChartWidget : public QWidget {
    Q_OBJECT
public:
    explicit PlanChartWidget(const PlanModel* model, QWidget* parent = nullptr);

    // Draws the model's rows and `sample`; `gpus` fixes the colour order.
    // `searched`: a search ran (an empty plot then says that nothing fits).
    void setPlan(std::vector<PlanRow> sample, std::vector<std::string> gpus, bool inference, CostBasis basis,
                 bool searched);
    // Draws again from the model and the last plan (after a formatter change).
    void redraw();
    void setSelectedRow(int modelRow); // -1: none

    QChart* chart() const;
    QChartView* view() const { return m_view; }
    // Where a model row is plotted (log10 seconds, log10 USD), and the
    // tooltip for a point of a series.
    std::optional<QPointF> pointOf(int modelRow) const;
    QString toolTipAt(const QXYSeries* series, const QPointF& point) const;

signals:
    void rowClicked(int modelRow);

private:
    struct PointInfo {
        int row = -1; // model row; -1 for a sample point
        PlanRow planRow;
        QPointF at;
    };
    const PointInfo* pointAt(const QXYSeries* series, const QPointF& p) const;
    void updateSelection();

    const PlanModel* m_model;
    QChartView* m_view;
    std::vector<PlanRow> m_sample;
    std::vector<std::string> m_gpus;
    bool m_inference = false;
    CostBasis m_basis = CostBasis::Cloud;
    bool m_searched = false;
    int m_selectedRow = -1;
    QHash<const QXYSeries*, std::vector<PointInfo>> m_points;
    QScatterSeries* m_selected = nullptr;
};

} // namespace headroom::app
