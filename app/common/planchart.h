#pragma once

#include "formatter.h"

#include "headroom/catalog.h"
#include "headroom/planner.h"

#include <QHash>
#include <QPointF>
#include <QString>

#include <functional>
#include <string>
#include <vector>

class QChart;
class QXYSeries;

namespace headroom::app {

// "H100 SXM5 80GB" for "NVIDIA H100 SXM5 80GB", "B200" for "NVIDIA B200 (HGX
// B200, per GPU)": legends, lists and tables are narrow; tooltips give the full name.
QString shortGpuName(const Gpu& g);

// What the plan chart draws: the plan's rows (the Pareto front and the rows
// shown for another reason, numbered as the table numbers them) over faded
// sample layouts, one colour per GPU type.
struct PlanChartData {
    std::vector<PlanRow> rows;
    std::vector<PlanRow> sample;
    std::vector<std::string> gpus;    // the colour order: the GPU types asked for
    QHash<QString, QString> gpuNames; // id -> legend name
    bool inference = false;
    CostBasis basis = CostBasis::Cloud;
    bool searched = false; // a search ran (an empty plot then says nothing fits)
};

// A plotted point: its row in PlanChartData::rows (-1 for a sample) and where
// it stands (log10 seconds, log10 USD).
struct PlanPoint {
    int row = -1;
    PlanRow planRow;
    QPointF at;
};
using PlanPoints = QHash<const QXYSeries*, std::vector<PlanPoint>>;

// Time against cost, both on log scales, the front joined by a step line.
// Creates the axes on the first call and the series afresh on each; series
// are named plan.sample, plan.front.line, plan.front, plan.extra and
// plan.selected (an empty ring series for a selection). Returns the points
// of each series, for tooltips and clicks.
PlanPoints drawPlanChart(QChart* chart, const PlanChartData& data, const Formatter& f);

// The best layouts of each GPU type at each power-of-two count (plus the
// scenario's own), for the faded points: one small plan() each. `progress`
// gets (done, items) and returns false to stop.
std::vector<PlanRow> planSample(const PlanRequest& request, const Catalog& catalog, const PlanControl& control,
                                const std::function<bool(std::size_t, std::size_t)>& progress = {});

// The names of the catalog's GPUs and the scenario's inline one, for legends.
QHash<QString, QString> planGpuNames(const Catalog& catalog, const Scenario& scenario);
// The id the planner gives the scenario's GPU (an inline GPU's id or name).
QString scenarioGpuId(const Scenario& s);

} // namespace headroom::app
