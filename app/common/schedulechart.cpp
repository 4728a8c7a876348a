// One training step's pipeline schedule, rank by rank over time
// (docs/model.md §7g): forward and backward blocks, the bubble shaded, the
// exposed communication and the optimizer after them, each rank's memory in
// its lane's name.

#include "chartstyle.h"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QGraphicsItem>
#include <QVariant>

namespace headroom::app {

using namespace chartdraw;

namespace {

constexpr QRgb kForwardColor = 0xFF4E79A7;  // the step chart's compute blue
constexpr QRgb kBackwardColor = 0xFF76B7B2; // teal
constexpr QRgb kWeightColor = 0xFF9C755F;   // brown: weight gradients (zero-bubble)
constexpr QRgb kBubbleColor = 0xFFE0DCD8;   // light grey: idle
constexpr QRgb kCommColor = 0xFFE15759;     // the step chart's gradient-reduction red
constexpr QRgb kOptimizerColor = 0xFF59A14F;
constexpr double kLane = 0.76; // a lane's height, of 1

// The blocks, painted as rectangles in the plot's data coordinates by one
// item: a few thousand fillRect calls, where an area series' polygon of
// thousands of vertices took seconds to fill and stroke. The area series
// stay, empty, for the legend and the axes.
struct Rects {
    std::vector<std::pair<QRectF, QRgb>> rects;
    void add(double x0, double x1, double y0, double y1, QRgb color)
    {
        rects.emplace_back(QRectF(QPointF(x0, y1), QPointF(x1, y0)), color);
    }
};

class BlocksItem : public QGraphicsItem {
public:
    BlocksItem(QChart* chart, QAbstractSeries* series) : QGraphicsItem(chart), m_chart(chart), m_series(series)
    {
        setZValue(2); // above the grid, under the labels
    }
    void setRects(std::vector<std::pair<QRectF, QRgb>> rects)
    {
        m_rects = std::move(rects);
        refresh();
    }
    void refresh()
    {
        prepareGeometryChange();
        update();
    }
    QRectF boundingRect() const override { return m_chart->plotArea(); }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override
    {
        painter->save();
        painter->setClipRect(m_chart->plotArea());
        painter->setPen(Qt::NoPen);
        for (const auto& [r, color] : m_rects) {
            const QPointF a = m_chart->mapToPosition(r.topLeft(), m_series);
            const QPointF b = m_chart->mapToPosition(r.bottomRight(), m_series);
            painter->fillRect(QRectF(a, b).normalized(), QColor::fromRgba(color));
        }
        painter->restore();
    }

private:
    QChart* m_chart;
    QAbstractSeries* m_series;
    std::vector<std::pair<QRectF, QRgb>> m_rects;
};

QAreaSeries* areaNamed(QChart* chart, SeriesBuilder* b, const char* name, QRgb color)
{
    if (auto* s = seriesNamed<QAreaSeries>(chart, name))
        return s;
    // QAreaSeries does not own its boundary lines: parent them to the area.
    auto* s = new QAreaSeries;
    s->setUpperSeries(new QLineSeries(s));
    s->setLowerSeries(new QLineSeries(s));
    s->setColor(QColor::fromRgba(color));
    s->setPen(Qt::NoPen);
    s->setBorderColor(QColor::fromRgba(color));
    return b->add(s, name);
}

} // namespace

void drawScheduleChart(QChart* chart, const ChartData& data, const Formatter& f)
{
    followLocale(chart, f);
    const ScheduleData& d = data.schedule;
    auto* bubble = seriesNamed<QAreaSeries>(chart, "bubble");
    if (!bubble) {
        SeriesBuilder b(chart, new QValueAxis, new QCategoryAxis);
        bubble = areaNamed(chart, &b, "bubble", kBubbleColor);
        areaNamed(chart, &b, "forward", kForwardColor);
        areaNamed(chart, &b, "backward", kBackwardColor);
        areaNamed(chart, &b, "weight", kWeightColor);
        areaNamed(chart, &b, "communication", kCommColor);
        areaNamed(chart, &b, "optimizer", kOptimizerColor);
        chart->legend()->setAlignment(Qt::AlignBottom);
        auto* item = new BlocksItem(chart, bubble);
        chart->setProperty("scheduleBlocksItem", QVariant::fromValue(static_cast<void*>(item)));
        QObject::connect(chart, &QChart::plotAreaChanged, chart, [item] { item->refresh(); });
    }
    auto* blocksItem = static_cast<BlocksItem*>(chart->property("scheduleBlocksItem").value<void*>());
    auto* xAxis = axisOf<QValueAxis>(chart, Qt::Horizontal);
    auto* yAxis = axisOf<QCategoryAxis>(chart, Qt::Vertical);
    const bool shown = data.training && !d.blocks.empty();
    const double end = shown ? d.stepSeconds : 1.0;
    const Scale unit = timeScale(end);
    const int p = std::max(1, d.stages);
    // Rank 0 on top: lane r spans [p − 1 − r, p − r).
    const auto floor = [&](int rank) { return double(p - 1 - rank) + (1.0 - kLane) / 2.0; };
    Rects rects;
    int blocks = 0;
    bool anyWeight = false;
    if (shown) {
        // The bubble: each rank's idle time between its blocks, up to the pipeline's end.
        std::vector<std::vector<std::pair<double, double>>> busy(static_cast<std::size_t>(p));
        for (const ScheduleBlock& blk : d.blocks)
            busy[std::size_t(blk.rank)].emplace_back(blk.start, blk.end);
        for (int r = 0; r < p; ++r) {
            auto& spans = busy[std::size_t(r)];
            std::sort(spans.begin(), spans.end());
            double at = 0;
            for (const auto& [start, stop] : spans) {
                if (start > at + 1e-12 * d.pipelineSeconds)
                    rects.add(at / unit.divisor, start / unit.divisor, floor(r), floor(r) + kLane, kBubbleColor);
                at = std::max(at, stop);
            }
            if (d.pipelineSeconds > at + 1e-12 * d.pipelineSeconds)
                rects.add(at / unit.divisor, d.pipelineSeconds / unit.divisor, floor(r), floor(r) + kLane,
                          kBubbleColor);
        }
        // A hair of white between blocks, so neighbours of one kind stay apart.
        const double gap = 0.0015 * d.stepSeconds;
        for (const ScheduleBlock& blk : d.blocks) {
            const QRgb color = blk.op == ScheduleOp::Forward    ? kForwardColor
                               : blk.op == ScheduleOp::Backward ? kBackwardColor
                                                                : kWeightColor;
            const double end = blk.end - blk.start > 3 * gap ? blk.end - gap : blk.end;
            rects.add(blk.start / unit.divisor, end / unit.divisor, floor(blk.rank), floor(blk.rank) + kLane, color);
            ++blocks;
            anyWeight = anyWeight || blk.op == ScheduleOp::WeightGrad;
        }
        for (int r = 0; r < p; ++r) {
            const double c0 = d.pipelineSeconds / unit.divisor;
            const double c1 = (d.pipelineSeconds + d.communicationSeconds) / unit.divisor;
            if (d.communicationSeconds > 0)
                rects.add(c0, c1, floor(r), floor(r) + kLane, kCommColor);
            if (d.optimizerSeconds > 0)
                rects.add(c1, d.stepSeconds / unit.divisor, floor(r), floor(r) + kLane, kOptimizerColor);
        }
    }
    blocksItem->setRects(std::move(rects.rects));
    chart->setProperty("scheduleBlocks", blocks); // for the tests: one rectangle per block

    const bool zb = d.schedule == PipelineSchedule::ZeroBubble;
    bubble->setName(ChartText::tr("Bubble: %1").arg(f.percent(d.bubbleShare)));
    seriesNamed<QAreaSeries>(chart, "forward")->setName(ChartText::tr("Forward"));
    seriesNamed<QAreaSeries>(chart, "backward")
        ->setName(zb ? ChartText::tr("Backward (input gradients)") : ChartText::tr("Backward"));
    seriesNamed<QAreaSeries>(chart, "weight")->setName(ChartText::tr("Weight gradients"));
    auto* communication = seriesNamed<QAreaSeries>(chart, "communication");
    communication->setName(ChartText::tr("Communication: %1").arg(f.duration(d.communicationSeconds)));
    // A row too narrow for the times leaves them to the step chart.
    communication->setProperty("shortName", ChartText::tr("Communication"));
    auto* optimizer = seriesNamed<QAreaSeries>(chart, "optimizer");
    optimizer->setName(ChartText::tr("Optimizer: %1").arg(f.duration(d.optimizerSeconds)));
    optimizer->setProperty("shortName", ChartText::tr("Optimizer"));
    setLegendVisible(chart, seriesNamed<QAreaSeries>(chart, "weight"), shown && anyWeight);
    setLegendVisible(chart, seriesNamed<QAreaSeries>(chart, "communication"), shown && d.communicationSeconds > 0);
    setLegendVisible(chart, seriesNamed<QAreaSeries>(chart, "optimizer"), shown && d.optimizerSeconds > 0);
    for (const char* name : {"bubble", "forward", "backward"})
        setLegendVisible(chart, seriesNamed<QAreaSeries>(chart, name), shown);

    // Each lane: the stage and its GPUs' memory.
    for (const QString& label : yAxis->categoriesLabels())
        yAxis->remove(label);
    yAxis->setStartValue(0);
    yAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionCenter);
    for (int r = p - 1; shown && r >= 0; --r) {
        const QString memory =
            std::size_t(r) < d.memoryPerRank.size() ? f.bytes(d.memoryPerRank[std::size_t(r)]) : QString();
        yAxis->append(memory.isEmpty() ? ChartText::tr("Stage %1").arg(r)
                                       : ChartText::tr("Stage %1 · %2").arg(r).arg(memory),
                      double(p - r));
    }
    yAxis->setRange(0, double(p));
    yAxis->setVisible(shown);
    setZeroBasedAxis(xAxis, end / unit.divisor, 8, 1.02);
    xAxis->setTitleText(ChartText::tr("Time in one step (%1)").arg(unit.unit));
    xAxis->setVisible(shown);
    chart->legend()->setVisible(shown);

    std::vector<ChartLabel> labels;
    const QString name = d.schedule == PipelineSchedule::Interleaved ? ChartText::tr("Interleaved 1F1B")
                         : zb                                        ? ChartText::tr("Zero-bubble (ZB-H1)")
                                                                     : ChartText::tr("1F1B");
    if (!data.training) {
        chart->setTitle(ChartText::tr("Pipeline schedule: %1").arg(modelCaption(data)));
        ChartLabel l;
        l.anchor = LabelAnchor::PlotCentre;
        l.text = ChartText::tr("The pipeline schedule applies to training.");
        labels.push_back(l);
    } else if (!shown) {
        chart->setTitle(ChartText::tr("Pipeline schedule: %1").arg(modelCaption(data)));
        ChartLabel l;
        l.anchor = LabelAnchor::PlotCentre;
        l.text = ChartText::tr("The schedule is drawn from the predicted step:\nuntick \"Fixed MFU\" to see it.");
        labels.push_back(l);
    } else {
        // The formula the drawing explains: (p − 1)/(v·m + p − 1) with equal stages.
        const QString first = zb ? ChartText::tr("%1: p = %2, m = %3; bubble %4 of the pipeline's time")
                                       .arg(name)
                                       .arg(d.stages)
                                       .arg(d.microBatches)
                                       .arg(f.percent(d.bubbleShare))
                                 : ChartText::tr("%1: p = %2, v = %3, m = %4; bubble %5 = (p − 1)/(v·m + p − 1)")
                                       .arg(name)
                                       .arg(d.stages)
                                       .arg(d.virtualStages)
                                       .arg(d.microBatches)
                                       .arg(f.percent(d.bubbleShare));
        chart->setTitle(twoLineTitle(first, modelCaption(data)));
        if (d.stepMicroBatches > d.microBatches) {
            ChartLabel l;
            l.anchor = LabelAnchor::PlotTopLeft;
            l.text = ChartText::tr("Drawn with %1 of the step's %2 micro-batches")
                         .arg(d.microBatches)
                         .arg(f.integer(d.stepMicroBatches));
            labels.push_back(l);
        }
    }
    setChartLabels(chart, bubble, std::move(labels));
    fitLegend(chart);
}

bool sameScheduleChart(const ChartData& a, const ChartData& b)
{
    return a.training == b.training && a.schedule == b.schedule && a.modelName == b.modelName &&
           a.gpuName == b.gpuName && a.gpus == b.gpus && a.subtitle == b.subtitle && a.theme == b.theme;
}

} // namespace headroom::app
