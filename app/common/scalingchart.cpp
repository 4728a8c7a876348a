// Scaling: tokens/s per GPU, time and cost against the GPU count.

#include "chartstyle.h"

namespace headroom::app {

using namespace chartdraw;

namespace {

// Scaling applies to training: in inference the plot says so instead of
// showing empty axes. Returns true when the chart has something to draw.
bool showScalingAxes(QChart* chart, const ChartData& data)
{
    const bool show = data.training && !data.scaling.empty();
    for (QAbstractAxis* axis : chart->axes())
        axis->setVisible(show);
    chart->legend()->setVisible(show);
    return show;
}

ChartLabel scalingNotice(const ChartData& data)
{
    ChartLabel l;
    l.anchor = LabelAnchor::PlotCentre;
    l.text = data.training ? ChartText::tr("No GPU count can take this layout.")
                           : ChartText::tr("Scaling applies to training.\nFor inference see the Serving tab.");
    return l;
}

// A label at every power of two where they fit the plot's width, else at
// every 4th, 16th… power: localised counts ("16,384") crowd a narrow plot.
void fitGpuAxisLabels(QChart* chart, QLogValueAxis* axis)
{
    const qreal width = chart->plotArea().width();
    if (width < 10 || !(axis->min() > 0) || !(axis->max() > axis->min()))
        return;
    const QLocale locale = chart->localizeNumbers() ? chart->locale() : QLocale::c();
    // The widest label and a gap between neighbours, against the distance between ticks.
    const qreal label =
        QFontMetricsF(axis->labelsFont()).horizontalAdvance(locale.toString(qlonglong(axis->max()))) + 8;
    const double decades = std::log(axis->max() / axis->min());
    double base = 2;
    while (base < 1024 && width * std::log(base) / decades < label)
        base *= 2;
    if (axis->base() != base)
        axis->setBase(base);
}

// The GPU-count axis: powers of two, a little room beyond the end points.
void setGpuAxis(QChart* chart, QLogValueAxis* axis, const ChartData& data, const QString& title)
{
    const double lo = data.scaling.empty() ? 1 : double(data.scaling.front().gpus);
    const double hi = data.scaling.empty() ? 2 : double(data.scaling.back().gpus);
    axis->setRange(lo / 1.3, hi * 1.3);
    setLabelFormat(axis, QStringLiteral("%.0f"));
    if (axis->minorTickCount() != 0)
        axis->setMinorTickCount(0);
    axis->setTitleText(title);
    if (!axis->property("fitsLabels").toBool()) {
        axis->setProperty("fitsLabels", true);
        QObject::connect(chart, &QChart::plotAreaChanged, axis, [chart, axis] { fitGpuAxisLabels(chart, axis); });
    }
    fitGpuAxisLabels(chart, axis);
}

// The points that fit, those that do not (hollow) and the scenario's own
// count (ringed), along one plotted line.
void markScalingPoints(QChart* chart, const char* fitsName, const char* tightName, const char* ownName,
                       const ChartData& data, double (*y)(const ScalingPoint&))
{
    QList<QPointF> fits, tight, own;
    for (const ScalingPoint& p : data.scaling) {
        const QPointF pt(double(p.gpus), y(p));
        (p.fits ? fits : tight) << pt;
        if (p.gpus == data.gpus)
            own << pt;
    }
    auto* fitsSeries = seriesNamed<QScatterSeries>(chart, fitsName);
    fitsSeries->replace(fits);
    setLegendVisible(chart, fitsSeries, false); // filled dots are the rule: only the exceptions get entries
    auto* tightSeries = seriesNamed<QScatterSeries>(chart, tightName);
    tightSeries->replace(tight);
    setLegendVisible(chart, tightSeries, !tight.isEmpty());
    auto* ownSeries = seriesNamed<QScatterSeries>(chart, ownName);
    ownSeries->replace(own);
    setLegendVisible(chart, ownSeries, !own.isEmpty());
}

void addScalingMarkers(SeriesBuilder& b, const char* fitsName, const char* tightName, const char* ownName, QRgb color)
{
    b.marker(fitsName, ChartText::tr("Fits in memory"), 9, QColor::fromRgba(color), Qt::white);
    b.marker(tightName, ChartText::tr("Does not fit"), 9, Qt::white, QColor::fromRgba(kBadColor));
    b.marker(ownName, ChartText::tr("This scenario"), 15, Qt::transparent, QColor::fromRgba(kInk));
}

} // namespace

void drawScalingRateChart(QChart* chart, const ChartData& data, const Formatter& f)
{
    followLocale(chart, f);
    auto* rate = seriesNamed<QLineSeries>(chart, "rate");
    if (!rate) {
        auto* x = new QLogValueAxis;
        x->setBase(2);
        SeriesBuilder b(chart, x, new QValueAxis);
        rate = b.line("rate", kCloudColor);
        addScalingMarkers(b, "fits", "tight", "own", kCloudColor);
        setBottomLegend(chart);
        // Legend entries drawn as their series are: a hollow point, a ring, a line.
        chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    }
    auto* xAxis = axisOf<QLogValueAxis>(chart, Qt::Horizontal);
    auto* yAxis = axisOf<QValueAxis>(chart, Qt::Vertical);
    QList<QPointF> line;
    double top = 0;
    for (const ScalingPoint& p : data.scaling) {
        line << QPointF(double(p.gpus), p.tokensPerSecondPerGpu);
        top = std::max(top, p.tokensPerSecondPerGpu);
    }
    rate->setName(ChartText::tr("Tokens/s per GPU"));
    rate->replace(line);
    setLegendVisible(chart, rate, false); // the axis names the line; the legend explains the points
    markScalingPoints(chart, "fits", "tight", "own", data,
                      [](const ScalingPoint& p) { return p.tokensPerSecondPerGpu; });
    setGpuAxis(chart, xAxis, data, ChartText::tr("GPUs (more data-parallel replicas)"));
    setZeroBasedAxis(yAxis, top > 0 ? top : 1, 6, 1.15);
    yAxis->setTitleText(ChartText::tr("Tokens/s per GPU"));
    chart->setTitle(ChartText::tr("Scaling %1 on %2").arg(data.modelName, data.gpuName));
    std::vector<ChartLabel> labels;
    if (!showScalingAxes(chart, data)) {
        labels.push_back(scalingNotice(data));
    } else {
        if (const ScalingPoint* p = ownPoint(data)) {
            ChartLabel l;
            l.value = QPointF(double(p->gpus), p->tokensPerSecondPerGpu);
            l.text = data.step.predicted
                         ? ChartText::tr("%1 GPUs: %2 tokens/s each\nMFU %3; limited by %4")
                               .arg(f.integer(double(p->gpus)), f.count(p->tokensPerSecondPerGpu), f.percent(p->mfu),
                                    Report::limitedBy(f, p->shares))
                         : ChartText::tr("%1 GPUs: %2 tokens/s each\nMFU %3 (fixed)")
                               .arg(f.integer(double(p->gpus)), f.count(p->tokensPerSecondPerGpu), f.percent(p->mfu));
            l.bold = true;
            labels.push_back(l);
        }
        if (!data.step.predicted) {
            ChartLabel l;
            l.anchor = LabelAnchor::PlotTopLeft;
            l.text = ChartText::tr("A fixed MFU keeps tokens/s per GPU flat: untick \"Fixed MFU\" "
                                   "to predict how it scales");
            labels.push_back(l);
        }
    }
    fitLegend(chart);
    setChartLabels(chart, rate, std::move(labels));
}

void drawScalingCostChart(QChart* chart, const ChartData& data, const Formatter& f)
{
    followLocale(chart, f);
    auto* days = seriesNamed<QLineSeries>(chart, "days");
    if (!days) {
        auto* x = new QLogValueAxis;
        x->setBase(2);
        // Days on a log scale: the time falls about as 1/GPUs, from years to days.
        auto* y = new QLogValueAxis;
        y->setBase(10);
        SeriesBuilder b(chart, x, y);
        days = b.line("days", kCloudColor);
        // The cost on its own axis at the right.
        auto* costAxis = new QValueAxis;
        styleAxis(costAxis);
        chart->addAxis(costAxis, Qt::AlignRight);
        auto* cost = new QLineSeries;
        cost->setObjectName(QStringLiteral("cost"));
        cost->setPen(linePen(kOnpremColor, 2.5));
        chart->addSeries(cost);
        cost->attachAxis(x);
        cost->attachAxis(costAxis);
        addScalingMarkers(b, "days.fits", "days.tight", "days.own", kCloudColor);
        setBottomLegend(chart);
        chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    }
    auto* xAxis = axisOf<QLogValueAxis>(chart, Qt::Horizontal);
    QLogValueAxis* left = nullptr;
    QValueAxis* right = nullptr;
    for (QAbstractAxis* a : chart->axes(Qt::Vertical)) {
        if (a->alignment() == Qt::AlignLeft)
            left = qobject_cast<QLogValueAxis*>(a);
        else
            right = qobject_cast<QValueAxis*>(a);
    }
    auto* cost = seriesNamed<QLineSeries>(chart, "cost");
    double loDays = 0, topDays = 0, topCost = 0;
    for (const ScalingPoint& p : data.scaling) {
        const double d = p.seconds / 86400.0;
        if (d > 0)
            loDays = loDays > 0 ? std::min(loDays, d) : d;
        topDays = std::max(topDays, d);
        topCost = std::max(topCost, p.cloudUsd);
    }
    const Scale money = moneyScale(topCost, f);
    QList<QPointF> d, c;
    for (const ScalingPoint& p : data.scaling) {
        if (p.seconds > 0) // a log axis has no zero
            d << QPointF(double(p.gpus), p.seconds / 86400.0);
        c << QPointF(double(p.gpus), p.cloudUsd / money.divisor);
    }
    days->setName(ChartText::tr("Training time (days)"));
    days->setProperty("shortName", ChartText::tr("Days"));
    days->replace(d);
    markScalingPoints(chart, "days.fits", "days.tight", "days.own", data,
                      [](const ScalingPoint& p) { return std::max(p.seconds, 1e-9) / 86400.0; });
    // The rate chart beside this one explains the hollow points and the ring.
    setLegendVisible(chart, seriesNamed<QScatterSeries>(chart, "days.own"), false);
    setLegendVisible(chart, seriesNamed<QScatterSeries>(chart, "days.tight"), false);
    cost->setName(ChartText::tr("Cloud cost (%1)").arg(money.unit));
    cost->setProperty("shortName", ChartText::tr("Cost"));
    cost->replace(c);
    setGpuAxis(chart, xAxis, data, ChartText::tr("GPUs"));
    if (left) {
        setLogAxis(chart, left, loDays > 0 ? loDays : 0.1, topDays > 0 ? topDays : 1);
        left->setTitleText(ChartText::tr("Days (log scale)"));
    }
    if (right) {
        setZeroBasedAxis(right, topCost > 0 ? topCost / money.divisor : 1, 6, 1.15);
        right->setTitleText(ChartText::tr("Cloud cost (%1)").arg(money.unit));
        right->setGridLineVisible(false); // the left axis draws the grid
    }
    chart->setTitle(ChartText::tr("Time against cost as GPUs are added"));
    std::vector<ChartLabel> labels;
    if (!showScalingAxes(chart, data)) {
        labels.push_back(scalingNotice(data));
    } else if (const ScalingPoint* p = ownPoint(data); p && p->seconds > 0) {
        ChartLabel l;
        l.value = QPointF(double(p->gpus), p->seconds / 86400.0);
        l.text = ChartText::tr("%1 GPUs: %2, %3")
                     .arg(f.integer(double(p->gpus)), f.duration(p->seconds), f.money(p->cloudUsd));
        l.bold = true;
        labels.push_back(l);
    }
    fitLegend(chart);
    setChartLabels(chart, days, std::move(labels));
}

} // namespace headroom::app
