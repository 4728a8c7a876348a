#include "planchartwidget.h"

#include "chartrender.h"
#include "planchart.h"
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

PlanChartWidget::PlanChartWidget(const PlanModel* model, QWidget* parent)
    : QWidget(parent), m_model(model), m_view(createChartView(model->formatter(), this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    m_view->setMinimumHeight(220);
    redraw();
}

QChart* PlanChartWidget::chart() const
{
    return m_view->chart();
}

void PlanChartWidget::setPlan(std::vector<PlanRow> sample, std::vector<std::string> gpus, bool inference,
                              CostBasis basis, bool searched)
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
    PlanChartData d;
    for (int i = 0; i < m_model->frontCount(); ++i)
        d.rows.push_back(m_model->planRow(i));
    d.sample = m_sample;
    d.gpus = m_gpus;
    d.gpuNames = m_model->gpuNames();
    d.inference = m_inference;
    d.basis = m_basis;
    d.searched = m_searched;
    // The same drawing as export and `headroom-cli chart plan`; here the
    // points also answer hovering and clicks.
    m_points.clear();
    const PlanPoints points = drawPlanChart(chart, d, m_model->formatter());
    m_selected = nullptr;
    for (QAbstractSeries* series : chart->series()) {
        auto* s = qobject_cast<QXYSeries*>(series);
        if (!s)
            continue;
        if (s->objectName() == QLatin1String("plan.selected"))
            m_selected = qobject_cast<QScatterSeries*>(s);
        const auto it = points.find(s);
        if (it == points.end())
            continue;
        std::vector<PointInfo> infos;
        for (const PlanPoint& p : *it)
            infos.push_back({p.row, p.planRow, p.at});
        m_points.insert(s, std::move(infos));
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
    }
    updateSelection();
}

const PlanChartWidget::PointInfo* PlanChartWidget::pointAt(const QXYSeries* series, const QPointF& p) const
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
                      .arg(f.duration(r.seconds), f.money(r.costUsd, r.costUsd < 1 ? 2 : 3), f.bytes(r.memoryPerGpu),
                           f.bytes(r.capacity));
    if (info->row < 0) {
        tip += QLatin1Char('\n') + tr("The best layout on %1 GPUs of this type").arg(f.integer(double(r.config.gpus)));
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
