#include "planchart.h"

#include "chartrender.h"

#include <QApplication>
#include <QCategoryAxis>
#include <QChart>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>

#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>

namespace headroom::app {

namespace {

constexpr QRgb kInk = 0xFF202020;
// Tableau 10, as the other charts.
constexpr std::array<QRgb, 10> kPalette = {0xFF4E79A7, 0xFFF28E2B, 0xFF59A14F, 0xFFE15759, 0xFF76B7B2,
                                           0xFFEDC948, 0xFFB07AA1, 0xFFFF9DA7, 0xFF9C755F, 0xFFBAB0AC};

bool hasReason(const PlanRow& r, PlanReason reason)
{
    return std::find(r.why.begin(), r.why.end(), reason) != r.why.end();
}

// Tick values a reader takes in at a glance, each a whole number in the unit
// Formatter::duration picks for it (60 s, 2 min, 2 h, 3 days, 2 years).
std::vector<double> durationTicks()
{
    std::vector<double> t;
    for (double decade = 1e-6; decade < 1; decade *= 10)
        for (double m : {1.0, 2.0, 5.0})
            t.push_back(m * decade);
    constexpr double minute = 60, hour = 3600, day = 86400, year = 365.25 * day;
    for (double v : {1.0, 2.0, 5.0, 10.0, 20.0, 30.0, 60.0})
        t.push_back(v);
    for (double v : {2.0, 5.0, 10.0, 20.0, 30.0, 60.0})
        t.push_back(v * minute);
    for (double v : {2.0, 3.0, 6.0, 12.0, 24.0})
        t.push_back(v * hour);
    for (double v : {2.0, 3.0, 5.0, 7.0, 10.0, 14.0, 20.0, 30.0, 60.0, 90.0, 180.0})
        t.push_back(v * day);
    for (double decade = 1; decade < 1e6; decade *= 10)
        for (double m : {2.0, 5.0, 10.0})
            t.push_back(m * decade * year);
    return t;
}

std::vector<double> moneyTicks()
{
    std::vector<double> t;
    for (double decade = 1e-4; decade < 1e15; decade *= 10)
        for (double m : {1.0, 2.0, 3.0, 5.0})
            t.push_back(m * decade);
    return t;
}

// A log scale drawn on a linear category axis: values are plotted as log10,
// and the labels are the Formatter's words for round values, which a
// QLogValueAxis (printf formats only) cannot show.
void setLogTicks(QCategoryAxis* axis, double lo, double hi, const std::vector<double>& candidates,
                 const std::function<QString(double)>& label)
{
    for (const QString& l : axis->categoriesLabels())
        axis->remove(l);
    std::vector<double> inside;
    for (double c : candidates)
        if (std::log10(c) >= lo && std::log10(c) <= hi)
            inside.push_back(c);
    if (inside.size() < 2) {
        // Too narrow for two round values: widen to the ones either side.
        const auto above =
            std::find_if(candidates.begin(), candidates.end(), [&](double c) { return std::log10(c) > hi; });
        const auto below =
            std::find_if(candidates.rbegin(), candidates.rend(), [&](double c) { return std::log10(c) < lo; });
        if (below != candidates.rend())
            lo = std::log10(*below) - 0.02;
        if (above != candidates.end())
            hi = std::log10(*above) + 0.02;
        inside.clear();
        for (double c : candidates)
            if (std::log10(c) >= lo && std::log10(c) <= hi)
                inside.push_back(c);
    }
    const double gap = (hi - lo) / 7;
    double last = -1e300;
    axis->setStartValue(lo);
    for (double c : inside) {
        const double x = std::log10(c);
        if (x - last < gap)
            continue;
        const QString text = label(c);
        if (axis->categoriesLabels().contains(text))
            continue;
        axis->append(text, x);
        last = x;
    }
    axis->setRange(lo, hi);
}

// A padded range in decades around [lo, hi].
std::pair<double, double> padded(double lo, double hi, double minSpan)
{
    const double pad = std::max(0.08, 0.08 * (hi - lo));
    lo -= pad;
    hi += pad;
    if (hi - lo < minSpan) {
        const double mid = (lo + hi) / 2;
        lo = mid - minSpan / 2;
        hi = mid + minSpan / 2;
    }
    return {lo, hi};
}

QCategoryAxis* newAxis()
{
    auto* axis = new QCategoryAxis;
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    QFont labels = QApplication::font();
    labels.setPointSizeF(8.5);
    axis->setLabelsFont(labels);
    QFont title = QApplication::font();
    title.setPointSizeF(9);
    axis->setTitleFont(title);
    axis->setGridLineColor(QColor(0xE0, 0xE0, 0xE0));
    return axis;
}

} // namespace

// "H100 SXM5 80GB" for "NVIDIA H100 SXM5 80GB", "B200" for "NVIDIA B200 (HGX
// B200, per GPU)": the table and the list are narrow; tooltips give the full name.
QString shortGpuName(const Gpu& g)
{
    QString name = QString::fromStdString(g.name.empty() ? g.id : g.name);
    const QString vendor = QString::fromStdString(g.vendor);
    if (!vendor.isEmpty() && name.startsWith(vendor + QLatin1Char(' ')))
        name = name.mid(vendor.size() + 1);
    const qsizetype paren = name.indexOf(QLatin1String(" ("));
    if (paren > 0 && name.endsWith(QLatin1Char(')')))
        name.truncate(paren);
    return name;
}

QString scenarioGpuId(const Scenario& s)
{
    // As the planner names an inline GPU (planner.cpp, baseGpuId).
    if (s.hardware.inlineGpu) {
        const Gpu& g = *s.hardware.inlineGpu;
        return QString::fromStdString(!g.id.empty() ? g.id : !g.name.empty() ? g.name : "custom");
    }
    return QString::fromStdString(s.hardware.gpu);
}

PlanPoints drawPlanChart(QChart* chart, const PlanChartData& d, const Formatter& f)
{
    if (chart->axes(Qt::Horizontal).isEmpty()) {
        chart->legend()->setAlignment(Qt::AlignBottom);
        chart->addAxis(newAxis(), Qt::AlignBottom);
        chart->addAxis(newAxis(), Qt::AlignLeft);
    }
    auto* xAxis = static_cast<QCategoryAxis*>(chart->axes(Qt::Horizontal).first());
    auto* yAxis = static_cast<QCategoryAxis*>(chart->axes(Qt::Vertical).first());
    PlanPoints points;
    chart->removeAllSeries();
    chart->setLocale(f.locale());
    // Log scales; the round tick values say so.
    xAxis->setTitleText(d.inference ? ChartText::tr("Latency per request") : ChartText::tr("Training time"));
    yAxis->setTitleText(d.basis == CostBasis::Onprem ? ChartText::tr("On-prem cost") : ChartText::tr("Cloud cost"));

    // Rows and sample points with a positive time and cost (log axes).
    auto plottable = [](const PlanRow& r) {
        return r.seconds > 0 && r.costUsd > 0 && std::isfinite(r.seconds) && std::isfinite(r.costUsd);
    };
    auto at = [](const PlanRow& r) { return QPointF(std::log10(r.seconds), std::log10(r.costUsd)); };
    auto nameOf = [&d](const std::string& id) {
        const QString qid = QString::fromStdString(id);
        return d.gpuNames.value(qid, qid);
    };

    std::vector<std::string> gpuOrder;
    auto colourOf = [&gpuOrder](const std::string& id) {
        auto it = std::find(gpuOrder.begin(), gpuOrder.end(), id);
        if (it == gpuOrder.end()) {
            gpuOrder.push_back(id);
            it = gpuOrder.end() - 1;
        }
        return QColor::fromRgba(kPalette[std::size_t(it - gpuOrder.begin()) % kPalette.size()]);
    };

    double xmin = 1e300, xmax = -1e300, ymin = 1e300, ymax = -1e300;
    auto extend = [&](QPointF p) {
        xmin = std::min(xmin, p.x());
        xmax = std::max(xmax, p.x());
        ymin = std::min(ymin, p.y());
        ymax = std::max(ymax, p.y());
    };
    auto add = [&](QXYSeries* s, const char* name) {
        s->setObjectName(QLatin1String(name));
        chart->addSeries(s);
        s->attachAxis(xAxis);
        s->attachAxis(yAxis);
    };
    auto hideFromLegend = [chart](QAbstractSeries* s) {
        for (QLegendMarker* m : chart->legend()->markers(s))
            m->setVisible(false);
    };
    const int rowCount = int(d.rows.size());
    const auto row = [&d](int i) -> const PlanRow& { return d.rows[std::size_t(i)]; };

    const bool any = rowCount > 0;
    if (any) {
        // GPU types in the order asked, so colours stay put between runs.
        for (const std::string& id : d.gpus)
            colourOf(id);
        for (int i = 0; i < rowCount; ++i)
            colourOf(row(i).config.gpu);

        // Faded: the best layout of each type at each power-of-two count.
        for (const std::string& id : gpuOrder) {
            auto* s = new QScatterSeries;
            QColor c = colourOf(id);
            c.setAlpha(90);
            s->setColor(c);
            s->setBorderColor(c);
            s->setMarkerSize(8);
            s->setName(nameOf(id));
            std::vector<PlanPoint> infos;
            QList<QPointF> pts;
            for (const PlanRow& r : d.sample) {
                if (r.config.gpu != id || !plottable(r))
                    continue;
                infos.push_back({-1, r, at(r)});
                pts << at(r);
                extend(at(r));
            }
            s->replace(pts);
            add(s, "plan.sample");
            points.insert(s, std::move(infos));
        }

        // The front, connected by a step line: everything above and to the
        // right of it is beaten on both time and cost.
        std::vector<int> front;
        for (int i = 0; i < rowCount; ++i)
            if (hasReason(row(i), PlanReason::Pareto) && plottable(row(i)))
                front.push_back(i);
        std::sort(front.begin(), front.end(), [&](int a, int b) { return row(a).seconds < row(b).seconds; });
        auto* line = new QLineSeries;
        QPen pen{QColor::fromRgba(kInk)};
        pen.setWidthF(1.5);
        line->setPen(pen);
        line->setName(ChartText::tr("Pareto front"));
        QList<QPointF> steps;
        for (std::size_t k = 0; k < front.size(); ++k) {
            const QPointF p = at(row(front[k]));
            if (k > 0)
                steps << QPointF(p.x(), steps.back().y());
            steps << p;
            extend(p);
        }
        line->replace(steps);
        add(line, "plan.front.line");

        for (const std::string& id : gpuOrder) {
            std::vector<PlanPoint> infos;
            QList<QPointF> pts;
            for (int i : front)
                if (row(i).config.gpu == id) {
                    infos.push_back({i, row(i), at(row(i))});
                    pts << at(row(i));
                }
            if (pts.isEmpty())
                continue;
            auto* s = new QScatterSeries;
            s->setColor(colourOf(id));
            s->setBorderColor(QColor::fromRgba(kInk));
            s->setMarkerSize(13);
            s->replace(pts);
            add(s, "plan.front");
            hideFromLegend(s);
            points.insert(s, std::move(infos));
        }

        // Rows shown for another reason (the fewest GPUs), off the front.
        std::vector<PlanPoint> extra;
        QList<QPointF> extraPts;
        for (int i = 0; i < rowCount; ++i) {
            const PlanRow& r = row(i);
            if (hasReason(r, PlanReason::Pareto) || !plottable(r))
                continue;
            extra.push_back({i, r, at(r)});
            extraPts << at(r);
            extend(at(r));
        }
        if (!extraPts.isEmpty()) {
            auto* s = new QScatterSeries;
            s->setMarkerShape(QScatterSeries::MarkerShapeTriangle);
            s->setMarkerSize(14);
            s->setColor(colourOf(extra.front().planRow.config.gpu));
            s->setBorderColor(QColor::fromRgba(kInk));
            s->setName(ChartText::tr("Fewest GPUs (off the front)"));
            s->replace(extraPts);
            add(s, "plan.extra");
            points.insert(s, std::move(extra));
        }

        auto* selected = new QScatterSeries;
        selected->setMarkerSize(22);
        selected->setColor(QColor(0, 0, 0, 0));
        QPen ring{QColor::fromRgba(kInk)};
        ring.setWidthF(2);
        selected->setPen(ring);
        add(selected, "plan.selected");
        hideFromLegend(selected);
    }

    if (xmin > xmax) {
        // Nothing to plot: a blank frame with round labels.
        xmin = std::log10(86400.0);
        xmax = std::log10(30 * 86400.0);
        ymin = 3;
        ymax = 6;
    }
    const auto [xlo, xhi] = padded(xmin, xmax, 0.8);
    const auto [ylo, yhi] = padded(ymin, ymax, 0.8);
    setLogTicks(xAxis, xlo, xhi, durationTicks(), [&f](double v) { return f.duration(v, 1); });
    setLogTicks(yAxis, ylo, yhi, moneyTicks(), [&f](double v) { return f.money(v, 1); });
    chart->legend()->setVisible(any);
    chart->setTitle(any || !d.searched ? QString() : ChartText::tr("No layout to plot"));
    return points;
}

std::vector<PlanRow> planSample(const PlanRequest& request, const Catalog& catalog, const PlanControl& control,
                                const std::function<bool(std::size_t, std::size_t)>& progress)
{
    std::vector<PlanRow> sample;
    std::vector<std::int64_t> counts = request.gpuCounts;
    if (counts.empty()) {
        for (std::int64_t n = 1; n <= request.maxGpus; n *= 2)
            counts.push_back(n);
        const std::int64_t own = request.scenario.parallelism.gpus;
        if (own >= 1 && own <= request.maxGpus && std::find(counts.begin(), counts.end(), own) == counts.end())
            counts.push_back(own);
    }
    std::vector<std::vector<std::string>> types;
    if (request.gpus.empty())
        types.push_back({});
    for (const std::string& id : request.gpus)
        types.push_back({id});
    const std::size_t items = types.size() * counts.size();
    std::size_t done = 0;
    for (const auto& type : types) {
        for (std::int64_t n : counts) {
            if ((control.cancel && control.cancel->load()) || (progress && !progress(done, items)))
                return sample;
            PlanRequest one = request;
            one.gpus = type;
            one.gpuCounts = {n};
            one.threads = 1;
            PlanControl quiet;
            quiet.cancel = control.cancel;
            auto part = plan(one, catalog, quiet);
            if (part && !part->cancelled)
                for (PlanRow& r : part->front)
                    if (hasReason(r, PlanReason::Pareto))
                        sample.push_back(std::move(r));
            ++done;
        }
    }
    if (progress)
        progress(done, items);
    return sample;
}

QHash<QString, QString> planGpuNames(const Catalog& catalog, const Scenario& scenario)
{
    QHash<QString, QString> names;
    for (const Gpu& g : catalog.gpus)
        names.insert(QString::fromStdString(g.id), shortGpuName(g));
    if (const auto& g = scenario.hardware.inlineGpu)
        names.insert(scenarioGpuId(scenario), shortGpuName(*g));
    return names;
}

} // namespace headroom::app
