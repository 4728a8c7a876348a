// Break-even: cumulative cost over months, and the rate per GPU-hour against utilization.

#include "chartstyle.h"

namespace headroom::app {

using namespace chartdraw;

namespace {
// The published-TCO reference lines, in kTcoTiers order.
constexpr std::array<const char*, 3> kTcoSeries = {"tco.hyperscaler", "tco.neocloud", "tco.renting"};
constexpr std::array<QRgb, 3> kTcoColors = {0xFF2E7D32, 0xFF8E4F86, 0xFF7A5A44};
} // namespace

void drawBreakevenCostChart(QChart* chart, const ChartData& data, const Formatter& f)
{
    followLocale(chart, f);
    const BreakevenData& b = data.breakeven;
    auto* cloud = seriesNamed<QLineSeries>(chart, "cloud");
    if (!cloud) {
        auto* x = new QValueAxis;
        SeriesBuilder b(chart, x, new QValueAxis);
        cloud = b.line("cloud", kCloudColor);
        b.line("onprem", kOnpremColor);
        b.line("cloud.pinned", kCloudColor, Qt::DashLine)->setName(ChartText::tr("Cloud (pinned)"));
        b.line("onprem.pinned", kOnpremColor, Qt::DashLine)->setName(ChartText::tr("On-prem (pinned)"));
        b.marker("crossing", ChartText::tr("Break-even"), 11, QColor::fromRgba(kInk), Qt::white);
        setBottomLegend(chart);
        x->setTitleText(ChartText::tr("Months"));
    }
    auto* xAxis = axisOf<QValueAxis>(chart, Qt::Horizontal);
    auto* yAxis = axisOf<QValueAxis>(chart, Qt::Vertical);

    double horizon = b.horizonMonths;
    double top = std::max(maxY(b.cloudCumulative), maxY(b.onpremCumulative));
    if (data.pinnedBreakeven) {
        horizon = std::max(horizon, data.pinnedBreakeven->horizonMonths);
        top =
            std::max({top, maxY(data.pinnedBreakeven->cloudCumulative), maxY(data.pinnedBreakeven->onpremCumulative)});
    }
    const Scale money = moneyScale(top, f);
    cloud->setName(ChartText::tr("Cloud, %1 per GPU").arg(f.moneyRate(b.cloudPerHour)));
    cloud->setProperty("shortName", ChartText::tr("Cloud"));
    cloud->replace(toPoints(b.cloudCumulative, 1, money.divisor));
    auto* onprem = seriesNamed<QLineSeries>(chart, "onprem");
    onprem->setName(ChartText::tr("On-prem (bought)"));
    onprem->setProperty("shortName", ChartText::tr("On-prem"));
    onprem->replace(toPoints(b.onpremCumulative, 1, money.divisor));
    auto* cloudPinned = seriesNamed<QLineSeries>(chart, "cloud.pinned");
    auto* onpremPinned = seriesNamed<QLineSeries>(chart, "onprem.pinned");
    if (data.pinnedBreakeven) {
        cloudPinned->replace(toPoints(data.pinnedBreakeven->cloudCumulative, 1, money.divisor));
        onpremPinned->replace(toPoints(data.pinnedBreakeven->onpremCumulative, 1, money.divisor));
    } else {
        cloudPinned->clear();
        onpremPinned->clear();
    }
    setLegendVisible(chart, cloudPinned, data.pinnedBreakeven.has_value());
    setLegendVisible(chart, onpremPinned, data.pinnedBreakeven.has_value());

    std::vector<ChartLabel> labels;
    auto* crossing = seriesNamed<QScatterSeries>(chart, "crossing");
    setLegendVisible(chart, crossing, std::isfinite(b.crossingMonths) && b.crossingMonths <= horizon);
    if (std::isfinite(b.crossingMonths) && b.crossingMonths <= horizon) {
        crossing->replace({QPointF(b.crossingMonths, b.crossingUsd / money.divisor)});
        ChartLabel l;
        l.value = QPointF(b.crossingMonths, b.crossingUsd / money.divisor);
        l.text = ChartText::tr("Break-even after %1 months\n%2 spent")
                     .arg(f.number(b.crossingMonths), f.money(b.crossingUsd));
        l.bold = true;
        labels.push_back(l);
    } else {
        crossing->clear();
        ChartLabel l;
        l.anchor = LabelAnchor::PlotTopLeft;
        l.text = ChartText::tr("Owning never breaks even at this usage");
        l.color = kBadColor;
        l.bold = true;
        labels.push_back(l);
    }

    const double months = horizon > 0 && std::isfinite(horizon) ? horizon : 12;
    // Months or whole years; past a century (a long depreciation) any round step.
    double step = niceStep(months, 8);
    for (double s : {1.0, 2.0, 3.0, 6.0, 12.0, 24.0, 36.0, 60.0, 120.0})
        if (months / s <= 10) {
            step = s;
            break;
        }
    setDynamicTicks(xAxis, months, step);
    setLabelFormat(xAxis, QStringLiteral("%.0f"));
    setAxisTitle(xAxis, ChartText::tr("Months at %1 utilisation").arg(f.percent(b.chosenUtilization)),
                 ChartText::tr("Months"));
    setZeroBasedAxis(yAxis, top / money.divisor, 6, 1.05);
    yAxis->setTitleText(ChartText::tr("Cumulative cost (%1)").arg(money.unit));
    setTitle(chart, data.gpus == 1 ? ChartText::tr("Cloud against buying one GPU")
                                   : ChartText::tr("Cloud against buying %1 GPUs").arg(data.gpus));
    fitLegend(chart);
    setChartLabels(chart, cloud, std::move(labels));
}

void drawBreakevenRateChart(QChart* chart, const ChartData& data, const Formatter& f)
{
    followLocale(chart, f);
    const BreakevenData& b = data.breakeven;
    auto* onprem = seriesNamed<QLineSeries>(chart, "onprem.rate");
    if (!onprem) {
        auto* x = new QValueAxis;
        SeriesBuilder b(chart, x, new QValueAxis);
        b.line("cloud.rate", kCloudColor);
        onprem = b.line("onprem.rate", kOnpremColor);
        onprem->setName(ChartText::tr("On-prem"));
        b.line("onprem.rate.pinned", kOnpremColor, Qt::DashLine)->setName(ChartText::tr("On-prem (pinned)"));
        // Published costs of one GPU-hour (owning as a hyperscaler, as a
        // neocloud, renting): a dotted reference line each, where published.
        for (std::size_t i = 0; i < kTcoTiers.size(); ++i)
            b.line(kTcoSeries[i], kTcoColors[i], Qt::DotLine);
        b.marker("chosen", ChartText::tr("Your usage"), 10, QColor::fromRgba(kOnpremColor), QColor::fromRgba(kInk));
        b.marker("crossing.rate", ChartText::tr("Break-even"), 11, QColor::fromRgba(kInk), Qt::white);
        x->setRange(0, 100);
        x->setTickType(QValueAxis::TicksDynamic);
        x->setTickAnchor(0);
        x->setTickInterval(10);
        x->setLabelFormat(QStringLiteral("%.0f"));
        x->setTitleText(ChartText::tr("Utilisation (%)"));
        setBottomLegend(chart);
    }
    auto* yAxis = axisOf<QValueAxis>(chart, Qt::Vertical);

    // The on-prem rate at utilisation u is F/u + energy: read F and energy off
    // two points of the core's curve to place the chosen utilisation on it.
    double chosenRate = 0;
    if (b.onpremPerHour.size() >= 2) {
        const CurvePoint& p1 = b.onpremPerHour[b.onpremPerHour.size() - 2];
        const CurvePoint& p2 = b.onpremPerHour.back();
        const double fixed = (p1.y - p2.y) / (1.0 / p1.x - 1.0 / p2.x);
        const double energy = p2.y - fixed / p2.x;
        if (b.chosenUtilization > 0)
            chosenRate = fixed / b.chosenUtilization + energy;
    }
    const double cloudRate = b.cloudPerHour;
    double top =
        std::max({cloudRate * 2.2, chosenRate * 1.6, b.onpremPerHour.empty() ? 0.0 : b.onpremPerHour.back().y * 3});
    if (data.pinnedBreakeven)
        top = std::max(top, data.pinnedBreakeven->cloudPerHour * 1.3);
    for (const PublishedTco& t : b.publishedTco)
        top = std::max(top, t.rate.usdPerGpuHour * 1.15);

    auto* cloud = seriesNamed<QLineSeries>(chart, "cloud.rate");
    cloud->setName(ChartText::tr("Cloud, %1").arg(f.moneyRate(cloudRate)));
    cloud->setProperty("shortName", ChartText::tr("Cloud"));
    cloud->replace({QPointF(0, cloudRate), QPointF(100, cloudRate)});
    onprem->replace(toPoints(b.onpremPerHour, 100, 1));
    auto* pinned = seriesNamed<QLineSeries>(chart, "onprem.rate.pinned");
    if (data.pinnedBreakeven)
        pinned->replace(toPoints(data.pinnedBreakeven->onpremPerHour, 100, 1));
    else
        pinned->clear();
    setLegendVisible(chart, pinned, data.pinnedBreakeven.has_value());
    // The published tiers: level lines named on the plot, at their right end
    // (the legend has no room for "owning as a neocloud" and a date).
    std::vector<ChartLabel> labels;
    for (std::size_t i = 0; i < kTcoTiers.size(); ++i) {
        auto* line = seriesNamed<QLineSeries>(chart, kTcoSeries[i]);
        setLegendVisible(chart, line, false);
        const auto it = std::find_if(b.publishedTco.begin(), b.publishedTco.end(),
                                     [&](const PublishedTco& t) { return t.tier == kTcoTiers[i]; });
        if (it == b.publishedTco.end()) {
            line->clear();
            continue;
        }
        const double rate = it->rate.usdPerGpuHour;
        line->replace({QPointF(0, rate), QPointF(100, rate)});
        ChartLabel l;
        l.value = QPointF(100, rate);
        l.anchor = LabelAnchor::AboveLeft;
        l.lineStartX = 0;
        l.color = kTcoColors[i];
        l.text = ChartText::tr("Published: %1, %2 (%3)", "tier, cost per GPU-hour, date")
                     .arg(Report::tcoTierName(it->tier), f.moneyRate(rate),
                          it->rate.from.date.empty() ? ChartText::tr("undated")
                                                     : QString::fromStdString(it->rate.from.date));
        labels.push_back(l);
    }

    auto* chosen = seriesNamed<QScatterSeries>(chart, "chosen");
    chosen->replace({QPointF(b.chosenUtilization * 100, chosenRate)});
    ChartLabel you;
    you.value = QPointF(b.chosenUtilization * 100, chosenRate);
    you.text = ChartText::tr("Your usage: %1, %2").arg(f.percent(b.chosenUtilization), f.moneyRate(chosenRate));
    labels.push_back(you);
    auto* crossing = seriesNamed<QScatterSeries>(chart, "crossing.rate");
    setLegendVisible(chart, crossing, std::isfinite(b.crossingUtilization) && b.crossingUtilization <= 1);
    if (std::isfinite(b.crossingUtilization) && b.crossingUtilization <= 1) {
        crossing->replace({QPointF(b.crossingUtilization * 100, cloudRate)});
        ChartLabel l;
        l.value = QPointF(b.crossingUtilization * 100, cloudRate);
        l.text = ChartText::tr("Break-even at %1 utilisation").arg(f.percent(b.crossingUtilization));
        l.bold = true;
        labels.push_back(l);
    } else {
        crossing->clear();
        ChartLabel l;
        l.anchor = LabelAnchor::PlotTopLeft;
        l.text = ChartText::tr("Owning never breaks even, even at 100 % use");
        l.color = kBadColor;
        l.bold = true;
        labels.push_back(l);
    }
    setZeroBasedAxis(yAxis, top, 6, 1.0);
    yAxis->setTitleText(ChartText::tr("Cost per GPU-hour (%1)").arg(f.currencySymbol()));
    setTitle(chart, ChartText::tr("Cost per GPU-hour against utilisation"));
    fitLegend(chart);
    setChartLabels(chart, onprem, std::move(labels));
}

} // namespace headroom::app
