// The roofline: compute ceilings per precision, the HBM roof, the scenario's operations.

#include "chartstyle.h"

namespace headroom::app {

using namespace chartdraw;

void drawRooflineChart(QChart* chart, const ChartData& data, const Formatter& f)
{
    followLocale(chart, f);
    const RooflineData& r = data.roofline;
    auto* hbm = seriesNamed<QLineSeries>(chart, "hbm");
    if (!hbm) {
        auto* x = new QLogValueAxis;
        auto* y = new QLogValueAxis;
        x->setBase(10);
        y->setBase(10);
        x->setTitleText(ChartText::tr("Arithmetic intensity (FLOP/byte)"));
        y->setTitleText(ChartText::tr("Attainable performance (TFLOP/s)"));
        SeriesBuilder b(chart, x, y);
        hbm = b.line("hbm", 0xFF4E79A7);
        for (Precision p : kPrecisions) {
            auto* ceiling = new QLineSeries;
            ceiling->setProperty("precision", int(p));
            b.add(ceiling, "ceiling");
        }
        b.marker("ridge", QString(), 9, QColor::fromRgba(kInk), Qt::white)
            ->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
        b.marker("ops.pinned", ChartText::tr("Pinned scenario"), 10, QColor(0, 0, 0, 0), QColor(0x80, 0x80, 0x80));
        b.marker("ops.compute", ChartText::tr("Compute-bound"), 10, QColor::fromRgba(kComputeBoundColor), Qt::white);
        b.marker("ops.memory", ChartText::tr("Memory-bound"), 10, QColor::fromRgba(kMemoryBoundColor), Qt::white);
        setBottomLegend(chart);
    }
    auto* xAxis = axisOf<QLogValueAxis>(chart, Qt::Horizontal);
    auto* yAxis = axisOf<QLogValueAxis>(chart, Qt::Vertical);

    double xmin = r.minIntensity > 0 ? r.minIntensity : 0.1;
    double xmax = r.maxIntensity > xmin ? r.maxIntensity : xmin * 1e4;
    // A point on the edge of the plot would be cut in half: give it a decade.
    for (const RooflinePoint& p : r.points) {
        if (p.intensity <= xmin * 1.3)
            xmin /= 10;
        if (p.intensity >= xmax / 1.3)
            xmax *= 10;
    }
    double maxPeak = 0;
    for (const RooflineCeiling& c : r.ceilings)
        maxPeak = std::max(maxPeak, c.peakFlops);
    const Precision computePrecision = r.points.empty() ? Precision::Bf16 : r.points.front().precision;

    hbm->setName(ChartText::tr("Memory roof (%1)").arg(f.byteRate(r.bandwidth)));
    if (r.bandwidth > 0 && maxPeak > 0)
        hbm->replace({QPointF(xmin, xmin * r.bandwidth / kTera), QPointF(maxPeak / r.bandwidth, maxPeak / kTera)});
    else
        hbm->clear();

    std::vector<ChartLabel> labels;
    const RooflineCeiling* ridgeCeiling = nullptr;
    for (QAbstractSeries* s : chart->series()) {
        if (s->objectName() != QLatin1String("ceiling"))
            continue;
        auto* line = static_cast<QLineSeries*>(s);
        const auto p = Precision(line->property("precision").toInt());
        const auto it = std::find_if(r.ceilings.begin(), r.ceilings.end(),
                                     [&](const RooflineCeiling& c) { return c.precision == p; });
        setLegendVisible(chart, line, false);
        if (it == r.ceilings.end()) {
            line->clear();
            line->setVisible(false);
            continue;
        }
        const bool main = p == computePrecision;
        if (main)
            ridgeCeiling = &*it;
        line->setPen(screenPen(
            chart, linePen(main ? 0xFF303030 : 0xFF9A9A9A, main ? 2.0 : 1.2, main ? Qt::SolidLine : Qt::DashLine)));
        line->replace({QPointF(it->ridge, it->peakFlops / kTera), QPointF(xmax, it->peakFlops / kTera)});
        line->setVisible(true);
    }
    if (!ridgeCeiling && !r.ceilings.empty())
        ridgeCeiling = &*std::max_element(r.ceilings.begin(), r.ceilings.end(),
                                          [](const auto& a, const auto& b) { return a.peakFlops < b.peakFlops; });
    // One label per distinct peak ("FP8 / INT8 1,979 TFLOP/s"), on its ceiling.
    struct Peak {
        double flops;
        double ridge;
        QStringList names;
    };
    std::vector<Peak> peaks;
    for (const RooflineCeiling& c : r.ceilings) {
        auto it = std::find_if(peaks.begin(), peaks.end(), [&](const Peak& pk) { return pk.flops == c.peakFlops; });
        if (it == peaks.end())
            peaks.push_back({c.peakFlops, c.ridge, {ChartText::precisionName(c.precision)}});
        else
            it->names << ChartText::precisionName(c.precision);
    }
    for (const auto& [peak, ridgeX, names] : peaks) {
        ChartLabel l;
        l.value = QPointF(xmax, peak / kTera);
        l.anchor = LabelAnchor::AboveLeft;
        l.lineStartX = ridgeX;
        l.text = ChartText::tr("%1 peak %2").arg(names.join(QStringLiteral(" / ")), f.flopsRate(peak));
        l.bold = names.contains(ChartText::precisionName(computePrecision));
        l.color = l.bold ? kInk : 0xFF707070;
        labels.push_back(l);
    }

    auto* ridge = seriesNamed<QScatterSeries>(chart, "ridge");
    if (ridgeCeiling) {
        ridge->replace({QPointF(ridgeCeiling->ridge, ridgeCeiling->peakFlops / kTera)});
        ridge->setName(ChartText::tr("Ridge point (%1 FLOP/byte)").arg(f.number(ridgeCeiling->ridge)));
    } else {
        ridge->clear();
        ridge->setName(ChartText::tr("Ridge point"));
    }

    QList<QPointF> computePts, memoryPts, pinnedPts;
    double ymin = xmin * r.bandwidth / kTera;
    for (const RooflinePoint& p : r.points) {
        const QPointF pt(p.intensity, p.attainable / kTera);
        (p.bound == Bottleneck::Compute ? computePts : memoryPts) << pt;
        ymin = std::min(ymin, pt.y());
        ChartLabel l;
        l.value = pt;
        l.text = QString::fromStdString(p.label);
        labels.push_back(l);
    }
    for (const RooflinePoint& p : data.pinnedPoints)
        if (p.intensity >= xmin && p.intensity <= xmax)
            pinnedPts << QPointF(p.intensity, p.attainable / kTera);
    auto* compute = seriesNamed<QScatterSeries>(chart, "ops.compute");
    auto* memory = seriesNamed<QScatterSeries>(chart, "ops.memory");
    compute->replace(computePts);
    memory->replace(memoryPts);
    setLegendVisible(chart, compute, !computePts.isEmpty());
    setLegendVisible(chart, memory, !memoryPts.isEmpty());
    auto* pinned = seriesNamed<QScatterSeries>(chart, "ops.pinned");
    pinned->replace(pinnedPts);
    setLegendVisible(chart, pinned, !data.pinnedPoints.empty());

    setLogAxis(chart, xAxis, xmin, xmax);
    setLogAxis(chart, yAxis, std::max(ymin * 0.9, 1e-6), std::max(maxPeak / kTera * 2.5, 1.0));
    setTitle(chart, ChartText::tr("Roofline: %1").arg(modelCaption(data)));
    fitLegend(chart);
    setChartLabels(chart, hbm, std::move(labels));
}

} // namespace headroom::app
