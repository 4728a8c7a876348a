#include "planchartwidget.h"

#include "chartrender.h"
#include "planmodel.h"

#include <QApplication>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>

namespace headroom::app {

namespace {

// Tableau 10, as the other charts.
constexpr std::array<QRgb, 10> kPalette = {0xFF4E79A7, 0xFFF28E2B, 0xFF59A14F, 0xFFE15759,
                                           0xFF76B7B2, 0xFFEDC948, 0xFFB07AA1, 0xFFFF9DA7,
                                           0xFF9C755F, 0xFFBAB0AC};
constexpr QRgb kInk = 0xFF202020;

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
        const auto above = std::find_if(candidates.begin(), candidates.end(),
                                        [&](double c) { return std::log10(c) > hi; });
        const auto below = std::find_if(candidates.rbegin(), candidates.rend(),
                                        [&](double c) { return std::log10(c) < lo; });
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

PlanChartWidget::PlanChartWidget(const PlanModel* model, QWidget* parent)
    : QWidget(parent), m_model(model), m_view(createChartView(model->formatter(), this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    m_view->setMinimumHeight(220);
    QChart* chart = m_view->chart();
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->addAxis(newAxis(), Qt::AlignBottom);
    chart->addAxis(newAxis(), Qt::AlignLeft);
    redraw();
}

QChart* PlanChartWidget::chart() const
{
    return m_view->chart();
}

void PlanChartWidget::setPlan(std::vector<PlanRow> sample, std::vector<std::string> gpus,
                              bool inference, CostBasis basis, bool searched)
{
    m_sample = std::move(sample);
    m_gpus = std::move(gpus);
    m_inference = inference;
    m_basis = basis;
    m_searched = searched;
    m_selectedRow = -1; // rows are numbered afresh
    redraw();
}

void PlanChartWidget::setSelectedRow(int modelRow)
{
    m_selectedRow = modelRow;
    updateSelection();
}

void PlanChartWidget::redraw()
{
    QChart* chart = m_view->chart();
    auto* xAxis = static_cast<QCategoryAxis*>(chart->axes(Qt::Horizontal).first());
    auto* yAxis = static_cast<QCategoryAxis*>(chart->axes(Qt::Vertical).first());
    m_points.clear();
    m_selected = nullptr;
    chart->removeAllSeries();

    const Formatter& f = m_model->formatter();
    chart->setLocale(f.locale());
    // Log scales; the round tick values say so.
    xAxis->setTitleText(m_inference ? tr("Latency per request") : tr("Training time"));
    yAxis->setTitleText(m_basis == CostBasis::Onprem ? tr("On-prem cost") : tr("Cloud cost"));

    // Rows and sample points with a positive time and cost (log axes).
    auto plottable = [](const PlanRow& r) {
        return r.seconds > 0 && r.costUsd > 0 && std::isfinite(r.seconds) &&
               std::isfinite(r.costUsd);
    };
    auto at = [](const PlanRow& r) {
        return QPointF(std::log10(r.seconds), std::log10(r.costUsd));
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
    auto interactive = [this](QXYSeries* s) {
        connect(s, &QXYSeries::hovered, this, [this, s](const QPointF& p, bool state) {
            if (state)
                QToolTip::showText(QCursor::pos(), toolTipAt(s, p), m_view);
            else
                QToolTip::hideText();
        });
        connect(s, &QXYSeries::clicked, this, [this, s](const QPointF& p) {
            if (const PointInfo* info = pointAt(s, p); info && info->row >= 0)
                emit rowClicked(info->row);
        });
    };

    const bool any = m_model->frontCount() > 0;
    if (any) {
        // GPU types in the order asked, so colours stay put between runs.
        for (const std::string& id : m_gpus)
            colourOf(id);
        for (int i = 0; i < m_model->frontCount(); ++i)
            colourOf(m_model->planRow(i).config.gpu);

        // Faded: the best layout of each type at each power-of-two count.
        for (const std::string& id : gpuOrder) {
            auto* s = new QScatterSeries;
            QColor c = colourOf(id);
            c.setAlpha(90);
            s->setColor(c);
            s->setBorderColor(c);
            s->setMarkerSize(8);
            s->setName(m_model->gpuName(id));
            std::vector<PointInfo> infos;
            QList<QPointF> pts;
            for (const PlanRow& r : m_sample) {
                if (r.config.gpu != id || !plottable(r))
                    continue;
                infos.push_back({-1, r, at(r)});
                pts << at(r);
                extend(at(r));
            }
            s->replace(pts);
            add(s, "plan.sample");
            interactive(s);
            m_points.insert(s, std::move(infos));
        }

        // The front, connected by a step line: everything above and to the
        // right of it is beaten on both time and cost.
        std::vector<int> front;
        for (int i = 0; i < m_model->frontCount(); ++i)
            if (hasReason(m_model->planRow(i), PlanReason::Pareto) &&
                plottable(m_model->planRow(i)))
                front.push_back(i);
        std::sort(front.begin(), front.end(), [this](int a, int b) {
            return m_model->planRow(a).seconds < m_model->planRow(b).seconds;
        });
        auto* line = new QLineSeries;
        QPen pen{QColor::fromRgba(kInk)};
        pen.setWidthF(1.5);
        line->setPen(pen);
        line->setName(tr("Pareto front"));
        QList<QPointF> steps;
        for (std::size_t k = 0; k < front.size(); ++k) {
            const QPointF p = at(m_model->planRow(front[k]));
            if (k > 0)
                steps << QPointF(p.x(), steps.back().y());
            steps << p;
            extend(p);
        }
        line->replace(steps);
        add(line, "plan.front.line");

        for (const std::string& id : gpuOrder) {
            std::vector<PointInfo> infos;
            QList<QPointF> pts;
            for (int i : front)
                if (m_model->planRow(i).config.gpu == id) {
                    infos.push_back({i, m_model->planRow(i), at(m_model->planRow(i))});
                    pts << at(m_model->planRow(i));
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
            interactive(s);
            m_points.insert(s, std::move(infos));
        }

        // Rows shown for another reason (the fewest GPUs), off the front.
        std::vector<PointInfo> extra;
        QList<QPointF> extraPts;
        for (int i = 0; i < m_model->frontCount(); ++i) {
            const PlanRow& r = m_model->planRow(i);
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
            s->setName(tr("Fewest GPUs (off the front)"));
            s->replace(extraPts);
            add(s, "plan.extra");
            interactive(s);
            m_points.insert(s, std::move(extra));
        }

        m_selected = new QScatterSeries;
        m_selected->setMarkerSize(22);
        m_selected->setColor(QColor(0, 0, 0, 0));
        QPen ring{QColor::fromRgba(kInk)};
        ring.setWidthF(2);
        m_selected->setPen(ring);
        add(m_selected, "plan.selected");
        hideFromLegend(m_selected);
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
    chart->setTitle(any || !m_searched ? QString() : tr("No layout to plot"));
    updateSelection();
}

const PlanChartWidget::PointInfo* PlanChartWidget::pointAt(const QXYSeries* series,
                                                           const QPointF& p) const
{
    const auto it = m_points.constFind(series);
    if (it == m_points.constEnd() || it->empty())
        return nullptr;
    const PointInfo* best = nullptr;
    double bestDistance = 1e300;
    for (const PointInfo& info : *it) {
        const double d = std::hypot(info.at.x() - p.x(), info.at.y() - p.y());
        if (d < bestDistance) {
            bestDistance = d;
            best = &info;
        }
    }
    return best;
}

QString PlanChartWidget::toolTipAt(const QXYSeries* series, const QPointF& point) const
{
    const PointInfo* info = pointAt(series, point);
    if (!info)
        return {};
    const PlanRow& r = info->planRow;
    const Formatter& f = m_model->formatter();
    QString tip = m_model->describe(r.config) + QLatin1Char('\n') +
                  tr("%1, %2; memory %3 of %4")
                      .arg(f.duration(r.seconds), f.money(r.costUsd, r.costUsd < 1 ? 2 : 3),
                           f.bytes(r.memoryPerGpu), f.bytes(r.capacity));
    if (info->row < 0) {
        tip += QLatin1Char('\n') +
               tr("The best layout on %1 GPUs of this type").arg(f.integer(double(r.config.gpus)));
    } else {
        QStringList words;
        for (PlanReason reason : r.why)
            words << PlanModel::reasonName(reason);
        tip += QLatin1Char('\n') + words.join(tr(", ", "list separator")) + QLatin1Char('\n') +
               tr("Click to select the row; double-click the row to apply it");
    }
    return tip;
}

std::optional<QPointF> PlanChartWidget::pointOf(int modelRow) const
{
    for (auto it = m_points.constBegin(); it != m_points.constEnd(); ++it)
        for (const PointInfo& info : it.value())
            if (info.row == modelRow)
                return info.at;
    return std::nullopt;
}

void PlanChartWidget::updateSelection()
{
    if (!m_selected)
        return;
    const auto p = pointOf(m_selectedRow);
    if (p)
        m_selected->replace({*p});
    else
        m_selected->clear();
}

} // namespace headroom::app
