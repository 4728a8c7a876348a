#include "breakevenchartwidget.h"

#include "language.h"
#include "layoutfence.h"
#include "report.h"
#include "widgetstyle.h"

#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QEvent>
#include <QGraphicsLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <utility>

namespace headroom::app {

namespace {

// The curve point nearest to x (the curves are sampled evenly).
const CurvePoint* nearest(const std::vector<CurvePoint>& curve, double x)
{
    const CurvePoint* best = nullptr;
    for (const CurvePoint& p : curve)
        if (!best || std::fabs(p.x - x) < std::fabs(best->x - x))
            best = &p;
    return best;
}

} // namespace

BreakevenChartWidget::BreakevenChartWidget(const Formatter& f, QWidget* parent)
    : DeferredChart(f, sameBreakevenCharts, parent), m_jobTitle(new QLabel(this)), m_job(new QLabel(this)),
      m_cost(createChartView(f, this)), m_rate(createChartView(f, this))
{
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->setSpacing(0);
    // The question a one-off run asks, answered in words above the curves:
    // the question in bold, the answer beside it as plain text. As one rich
    // text label its height for the pane's width went through a QTextDocument
    // and its HTML at every cost step (0.7 ms a step); plain text wraps by
    // the font's metrics.
    m_jobRow = new QWidget(this);
    auto* row = new QHBoxLayout(m_jobRow);
    row->setContentsMargins(8, 4, 8, 4);
    row->setSpacing(6);
    m_jobTitle->setObjectName(QStringLiteral("job.title"));
    QFont bold = m_jobTitle->font();
    bold.setBold(true);
    m_jobTitle->setFont(bold);
    m_jobTitle->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    row->addWidget(m_jobTitle, 0, Qt::AlignTop);
    m_job->setObjectName(QStringLiteral("job"));
    m_job->setTextFormat(Qt::PlainText);
    m_job->setWordWrap(true);
    new SelectableOnHover(m_job); // its numbers change at every cost step
    // Its numbers change at every step, its height seldom: fenced.
    auto* fence = new LayoutFence(m_job, m_jobRow);
    fence->setWidthGiven(true); // the pane's width; its height follows the text
    row->addWidget(fence, 1);
    m_jobRow->hide();
    outer->addWidget(m_jobRow);
    auto* layout = new QHBoxLayout;
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_cost, 1);
    layout->addWidget(m_rate, 1);
    outer->addLayout(layout, 1);
    setSideBySide(layout);
    m_cost->setAcceptDrops(false);
    m_rate->setAcceptDrops(false);
}

QChartView* BreakevenChartWidget::costView()
{
    drawPending();
    return m_cost;
}

QChartView* BreakevenChartWidget::rateView()
{
    drawPending();
    return m_rate;
}

QChart* BreakevenChartWidget::costChart()
{
    return costView()->chart();
}

QChart* BreakevenChartWidget::rateChart()
{
    return rateView()->chart();
}

QString BreakevenChartWidget::jobText()
{
    drawPending();
    return m_jobRow->isHidden() ? QString() : m_jobTitle->text() + QLatin1Char(' ') + m_job->text();
}

void BreakevenChartWidget::render(const ChartData& data, const Formatter& f)
{
    m_data = data.breakeven;
    const QString job = Report::rentOrBuy(f, data.job);
    if (const QString title = tr("Cloud or buy?"); m_jobTitle->text() != title)
        m_jobTitle->setText(title); // again after a switch of language
    m_job->setText(job);
    m_jobRow->setVisible(!job.isEmpty());
    drawBreakevenCostChart(m_cost->chart(), data, f);
    drawBreakevenRateChart(m_rate->chart(), data, f);
    if (!m_connected)
        connectTooltips();
}

void BreakevenChartWidget::connectTooltips()
{
    m_connected = true;
    auto hook = [this](QChart* chart, const char* name, auto text) {
        for (QAbstractSeries* s : chart->series())
            if (s->objectName() == QLatin1String(name))
                if (auto* line = qobject_cast<QLineSeries*>(s))
                    connect(line, &QLineSeries::hovered, this, [this, text](const QPointF& p, bool state) {
                        if (state)
                            QToolTip::showText(QCursor::pos(), text(p.x()), this);
                        else
                            QToolTip::hideText();
                    });
    };
    // The name is worded when the tool tip shows, in the language of the moment.
    auto cumulative = [this](const std::vector<CurvePoint> BreakevenData::*curve, const char* name) {
        return [this, curve, name](double month) {
            const CurvePoint* p = nearest(m_data.*curve, month);
            return p ? tr("<b>%1</b><br>After %2 months: %3").arg(tr(name), format().number(p->x), format().money(p->y))
                     : QString();
        };
    };
    hook(m_cost->chart(), "cloud", cumulative(&BreakevenData::cloudCumulative, QT_TR_NOOP("Cloud")));
    hook(m_cost->chart(), "onprem", cumulative(&BreakevenData::onpremCumulative, QT_TR_NOOP("On-prem")));
    hook(m_rate->chart(), "onprem.rate", [this](double percent) {
        const CurvePoint* p = nearest(m_data.onpremPerHour, percent / 100.0);
        return p ? tr("<b>On-prem</b> at %1 utilisation: %2").arg(format().percent(p->x), format().moneyRate(p->y))
                 : QString();
    });
    hook(m_rate->chart(), "cloud.rate", [this](double) {
        return tr("<b>Cloud</b>: %1 at any utilisation").arg(format().moneyRate(m_data.cloudPerHour));
    });
}

void BreakevenChartWidget::renewCharts()
{
    renewChart(m_cost, format());
    renewChart(m_rate, format());
    m_connected = false;
}

} // namespace headroom::app
