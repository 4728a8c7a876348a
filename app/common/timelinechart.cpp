// The memory of one step over time (docs/model.md §6b): what the software
// stack has allocated through the forward, the backward and the optimizer step
// (the prefill and the decode for inference), stacked by kind, under the
// card's capacity, with the peak marked as the moment it is.

#include "chartstyle.h"

#include <QAreaSeries>

namespace headroom::app {

using namespace chartdraw;

namespace {

// What the timeline stacks: what is allocated. The allocator's reserve and
// the context are not a moment's allocations; the peak's label gives them.
constexpr std::size_t kAllocatedKinds = std::size_t(MemoryComponent::AllocatorReserve);

} // namespace

void drawTimelineChart(QChart* chart, const ChartData& data, const Formatter& f)
{
    followLocale(chart, f);
    const MemoryTimeline& tl = data.timeline;
    auto* capacity = seriesNamed<QLineSeries>(chart, "capacity");
    auto* peak = seriesNamed<QScatterSeries>(chart, "peak");
    if (!capacity) {
        SeriesBuilder build(chart, new QValueAxis, new QValueAxis);
        capacity = build.line("capacity", kInk, Qt::DashLine);
        capacity->setPen(linePen(kInk, 2.0, Qt::DashLine));
        peak = build.marker("peak", QString(), 11, QColor::fromRgba(kBadColor), QColor::fromRgba(kInk));
        setBottomLegend(chart);
    }
    auto* xAxis = axisOf<QValueAxis>(chart, Qt::Horizontal);
    auto* yAxis = axisOf<QValueAxis>(chart, Qt::Vertical);

    // The kinds that hold bytes at some moment, in the memory chart's order
    // and colours. Areas come and go with them (Qt 6.4's legend keeps a
    // hidden marker's place: see memorychart.cpp).
    std::vector<std::size_t> shown;
    for (std::size_t c = 0; c < kAllocatedKinds; ++c)
        if (std::any_of(tl.points.begin(), tl.points.end(), [c](const MemoryPoint& p) { return p.bytes.bytes[c] > 0; }))
            shown.push_back(c);
    QList<QAreaSeries*> areas;
    for (QAbstractSeries* s : chart->series())
        if (auto* a = qobject_cast<QAreaSeries*>(s); a && a->property("component").isValid())
            areas << a;
    auto* elided = seriesNamed<QAreaSeries>(chart, "elided");
    const bool elide = tl.elidedMicroBatches > 0 && tl.elidedFrom + 1 < tl.points.size();
    const bool sameAreas =
        std::equal(shown.begin(), shown.end(), areas.begin(), areas.end(),
                   [](std::size_t c, QAreaSeries* a) { return a->property("component") == uint(c); }) &&
        elide == (elided != nullptr);
    if (!sameAreas) {
        for (QAreaSeries* a : areas) {
            chart->removeSeries(a);
            delete a;
        }
        if (elided) {
            chart->removeSeries(elided);
            delete elided;
            elided = nullptr;
        }
        areas.clear();
        for (std::size_t c : shown) {
            auto* area = new QAreaSeries;
            // The bounds are the area's children: QAreaSeries does not own them.
            area->setUpperSeries(new QLineSeries(area));
            area->setLowerSeries(new QLineSeries(area));
            const QColor color = QColor::fromRgba(kComponentColors[c]);
            area->setColor(color);
            area->setBorderColor(color.darker(125));
            area->setProperty("component", uint(c));
            area->setObjectName(QLatin1String(toString(MemoryComponent(c)).data()));
            chart->addSeries(area);
            area->attachAxis(xAxis);
            area->attachAxis(yAxis);
            areas << area;
        }
        // The micro-batches not drawn one by one: a hatched band over the
        // stretch that stands for them, from what stays alive between them
        // to their peak, named in the legend.
        if (elide) {
            elided = new QAreaSeries;
            elided->setUpperSeries(new QLineSeries(elided));
            elided->setLowerSeries(new QLineSeries(elided));
            elided->setObjectName(QStringLiteral("elided"));
            elided->setBrush(QBrush(QColor::fromRgba(kInk), Qt::BDiagPattern));
            elided->setPen(linePen(kInk, 1.0, Qt::DotLine));
            chart->addSeries(elided);
            elided->attachAxis(xAxis);
            elided->attachAxis(yAxis);
        }
        // The lines on top of the areas.
        for (QAbstractSeries* s : {static_cast<QAbstractSeries*>(capacity), static_cast<QAbstractSeries*>(peak)}) {
            chart->removeSeries(s);
            chart->addSeries(s);
            s->attachAxis(xAxis);
            s->attachAxis(yAxis);
        }
    }

    const MemoryPeak& pk = data.peak;
    double end = tl.points.empty() ? 0 : tl.points.back().seconds;
    double top = std::max({data.capacity, pk.allocated, 1.0});
    const Scale bytes = byteScale(top, f);
    const Scale time = timeScale(end);
    // Each area from the stack below it to its own top, point by point.
    std::vector<double> below(tl.points.size(), 0.0);
    for (QAreaSeries* area : areas) {
        const std::size_t c = area->property("component").toUInt();
        QList<QPointF> lower, upper;
        for (std::size_t i = 0; i < tl.points.size(); ++i) {
            const double x = tl.points[i].seconds / time.divisor;
            lower << QPointF(x, below[i] / bytes.divisor);
            below[i] += tl.points[i].bytes.bytes[c];
            upper << QPointF(x, below[i] / bytes.divisor);
        }
        area->lowerSeries()->replace(lower);
        area->upperSeries()->replace(upper);
        // The legend gives each kind at the peak.
        const QString name = Report::componentName(MemoryComponent(c));
        const double atPeak = pk.alive.bytes[c];
        const QString label = atPeak > 0 ? ChartText::tr("%1: %2").arg(name, f.bytes(atPeak)) : name;
        if (area->name() != label)
            area->setName(label);
    }
    if (elided) {
        // The band spans what one drawn later micro-batch spans.
        const MemoryPoint& from = tl.points[tl.elidedFrom];
        double high = from.bytes.total();
        for (const MemoryPoint& p : tl.points)
            if (p.microBatch == 2)
                high = std::max(high, p.bytes.total());
        const double x0 = from.seconds / time.divisor, x1 = tl.points[tl.elidedFrom + 1].seconds / time.divisor;
        const double low = from.bytes.total() / bytes.divisor;
        elided->lowerSeries()->replace({QPointF(x0, low), QPointF(x1, low)});
        elided->upperSeries()->replace({QPointF(x0, high / bytes.divisor), QPointF(x1, high / bytes.divisor)});
        const QString name =
            ChartText::tr("Micro-batches %1–%2, like the 2nd").arg(f.integer(3), f.integer(2 + tl.elidedMicroBatches));
        if (elided->name() != name)
            elided->setName(name);
        elided->setProperty("shortName", ChartText::tr("Micro-batches %1–%2", "a legend's short form")
                                             .arg(f.integer(3), f.integer(2 + tl.elidedMicroBatches)));
    }
    capacity->replace(
        {QPointF(0, data.capacity / bytes.divisor), QPointF(end / time.divisor, data.capacity / bytes.divisor)});
    capacity->setName(ChartText::tr("GPU memory (%1)").arg(f.bytes(data.capacity)));
    const MemoryPoint* peakPoint = tl.peakIndex < tl.points.size() ? &tl.points[tl.peakIndex] : nullptr;
    if (peakPoint)
        peak->replace({QPointF(peakPoint->seconds / time.divisor, pk.allocated / bytes.divisor)});
    else
        peak->clear();
    peak->setName(ChartText::tr("Peak: %1").arg(f.bytes(pk.allocated)));

    setZeroBasedAxis(yAxis, top / bytes.divisor, 6, 1.12);
    yAxis->setTitleText(ChartText::tr("Allocated per GPU (%1)").arg(bytes.unit));
    const double span = end > 0 ? end / time.divisor : 1;
    setDynamicTicks(xAxis, span, niceStep(span, 6));
    setLabelFormat(xAxis, QStringLiteral("%.6g"));
    QString xTitle;
    if (!data.training)
        xTitle = ChartText::tr("Time through one request (%1)").arg(time.unit);
    else if (tl.oneMicroBatch)
        xTitle = ChartText::tr("Time through 1 of %1 micro-batches, pipeline steady state (%2)")
                     .arg(f.integer(tl.microBatches), time.unit);
    else if (tl.microBatches > 1)
        xTitle =
            ChartText::tr("Time through one step of %1 micro-batches (%2)").arg(f.integer(tl.microBatches), time.unit);
    else
        xTitle = ChartText::tr("Time through one step (%1)").arg(time.unit);
    setAxisTitle(xAxis, xTitle, ChartText::tr("Time (%1)").arg(time.unit));
    const QString stack = Report::stackName(pk.stack);
    const QString title = data.training ? ChartText::tr("Memory through one step on %1").arg(stack)
                                        : ChartText::tr("Memory through one request on %1").arg(stack);
    setFittedTitle(
        chart, ChartText::tr("%1: %2", "a chart's title: what, then the model and GPUs").arg(title, modelCaption(data)),
        twoLineTitle(title, modelCaption(data)));

    std::vector<ChartLabel> labels;
    if (peakPoint) {
        ChartLabel l;
        l.value = QPointF(peakPoint->seconds / time.divisor, pk.allocated / bytes.divisor);
        // Above the peak: beside it the label would cover the areas falling away from it.
        l.anchor = LabelAnchor::Above;
        l.bold = true;
        l.color = data.fits ? kGoodColor : kBadColor;
        l.text = pk.papers
                     ? ChartText::tr("Peak %1: every part at once (the papers' accounting)").arg(f.bytes(pk.allocated))
                     : ChartText::tr("Peak %1 at %2\nreserved %3, process %4")
                           .arg(f.bytes(pk.allocated), Report::peakMoment(f, pk, tl), f.bytes(pk.reserved),
                                f.bytes(pk.process));
        labels.push_back(l);
    }
    if (tl.points.empty()) {
        ChartLabel l;
        l.anchor = LabelAnchor::PlotCentre;
        l.text = ChartText::tr("No timeline: the scenario has no step to follow");
        labels.push_back(l);
    }
    setChartLabels(chart, capacity, std::move(labels));
    fitLegend(chart);
}

bool sameTimelineChart(const ChartData& a, const ChartData& b)
{
    return a.timeline == b.timeline && a.peak == b.peak && a.capacity == b.capacity && a.fits == b.fits &&
           a.training == b.training && a.modelName == b.modelName && a.gpus == b.gpus && a.gpuName == b.gpuName;
}

} // namespace headroom::app
