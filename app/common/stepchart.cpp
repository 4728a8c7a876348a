// One training step's exposed parts, stacked.

#include "chartstyle.h"

namespace headroom::app {

using namespace chartdraw;

void drawStepChart(QChart* chart, const ChartData& data, const Formatter& f)
{
    followLocale(chart, f);
    constexpr qreal kBarWidth = 0.55;
    auto* stack = seriesNamed<QHorizontalStackedBarSeries>(chart, "step");
    if (!stack) {
        stack = new QHorizontalStackedBarSeries;
        stack->setObjectName(QStringLiteral("step"));
        stack->setBarWidth(kBarWidth);
        for (std::size_t i = 0; i < kStepPartCount; ++i) {
            auto* set = new QBarSet(Report::stepPartName(StepPart(i)));
            const QColor color = QColor::fromRgba(kStepColors[i]);
            set->setColor(color);
            set->setBorderColor(color.darker(120));
            set->setObjectName(QLatin1String(toString(StepPart(i)).data()));
            stack->append(set);
        }
        chart->addSeries(stack);
        auto* y = new QBarCategoryAxis;
        auto* x = new QValueAxis;
        styleAxis(x);
        styleAxis(y);
        chart->addAxis(x, Qt::AlignBottom);
        chart->addAxis(y, Qt::AlignLeft);
        stack->attachAxis(x);
        stack->attachAxis(y);
        // One entry a line at the right: each names its part, time and share.
        chart->legend()->setAlignment(Qt::AlignRight);
    }
    auto* xAxis = axisOf<QValueAxis>(chart, Qt::Horizontal);
    auto* yAxis = axisOf<QBarCategoryAxis>(chart, Qt::Vertical);
    const StepData& st = data.step;
    // Bars from the bottom up: a pinned scenario's step under this one.
    std::vector<const StepData*> bars;
    if (data.training && data.pinnedStep)
        bars.push_back(&*data.pinnedStep);
    bars.push_back(&st);
    double top = 0;
    for (const StepData* b : bars)
        top = std::max(top, b->stepSeconds);
    const Scale unit = timeScale(top);
    const QStringList categories = bars.size() > 1
                                       ? QStringList{ChartText::tr("Pinned"), ChartText::tr("This scenario")}
                                       : QStringList{ChartText::tr("One step")};
    if (yAxis->categories() != categories)
        yAxis->setCategories(categories);
    const auto sets = stack->barSets();
    for (std::size_t i = 0; i < kStepPartCount; ++i) {
        QBarSet* set = sets[qsizetype(i)];
        QList<qreal> values;
        bool any = false;
        for (const StepData* b : bars) {
            const double seconds = data.training ? b->seconds[i] : 0;
            values << seconds / unit.divisor;
            any = any || seconds > 0;
        }
        if (set->count() != values.size()) {
            set->remove(0, set->count());
            set->append(values);
        } else {
            for (qsizetype k = 0; k < values.size(); ++k)
                if (set->at(k) != values[k])
                    set->replace(k, values[k]);
        }
        // The legend gives each part's time and share in this scenario.
        const double seconds = data.training ? st.seconds[i] : 0;
        set->setLabel(
            st.stepSeconds > 0 && seconds > 0
                ? ChartText::tr("%1: %2 (%3)")
                      .arg(Report::stepPartName(StepPart(i)), f.duration(seconds), f.percent(seconds / st.stepSeconds))
                : Report::stepPartName(StepPart(i)));
        set->setProperty("nonEmpty", any);
    }
    for (QLegendMarker* m : chart->legend()->markers(stack))
        if (auto* marker = qobject_cast<QBarLegendMarker*>(m))
            marker->setVisible(marker->barset()->property("nonEmpty").toBool());
    // Room at the right for the pinned comparison's totals.
    setZeroBasedAxis(xAxis, data.training ? top / unit.divisor : 1.0, 6, bars.size() > 1 ? 1.3 : 1.08);
    xAxis->setTitleText(ChartText::tr("Seconds exposed per step (%1)").arg(unit.unit));
    // Training only: inference has no step to take apart.
    xAxis->setVisible(data.training);
    yAxis->setVisible(data.training);
    chart->legend()->setVisible(data.training);

    std::vector<ChartLabel> labels;
    // Each part that has the room names its time and share inside its segment.
    for (std::size_t b = 0; data.training && b < bars.size(); ++b) {
        double start = 0;
        for (std::size_t i = 0; i < kStepPartCount; ++i) {
            const double seconds = bars[b]->seconds[i];
            if (!(seconds > 0))
                continue;
            ChartLabel l;
            l.anchor = LabelAnchor::Centre;
            l.value = QPointF((start + seconds / 2) / unit.divisor, double(b));
            l.room = QSizeF(seconds / unit.divisor, kBarWidth);
            l.text = ChartText::tr("%1\n%2", "a step part's time over its share of the step")
                         .arg(f.duration(seconds), f.percent(seconds / bars[b]->stepSeconds));
            labels.push_back(l);
            start += seconds;
        }
        if (bars.size() > 1) {
            ChartLabel total;
            total.value = QPointF(bars[b]->stepSeconds / unit.divisor, double(b));
            total.bold = true;
            total.text = ChartText::tr("%1\nMFU %2").arg(f.duration(bars[b]->stepSeconds), f.percent(bars[b]->mfu));
            labels.push_back(total);
        }
    }
    if (!data.training) {
        chart->setTitle(ChartText::tr("Step time: %1").arg(modelCaption(data)));
        ChartLabel l;
        l.anchor = LabelAnchor::PlotCentre;
        l.text = ChartText::tr("The step time applies to training.\nFor inference see the Roofline and Serving tabs.");
        labels.push_back(l);
    } else if (st.predicted) {
        // The figures first: a narrow chart elides the title from its end.
        chart->setTitle(
            twoLineTitle(ChartText::tr("One step: %1, MFU %2 (predicted), limited by %3")
                             .arg(f.duration(st.stepSeconds), f.percent(st.mfu), Report::stepLimitName(st.limit)),
                         modelCaption(data)));
    } else {
        chart->setTitle(twoLineTitle(
            ChartText::tr("One step: %1 at a fixed MFU of %2").arg(f.duration(st.stepSeconds), f.percent(st.mfu)),
            modelCaption(data)));
        ChartLabel l;
        l.anchor = LabelAnchor::PlotTopLeft;
        l.text =
            ChartText::tr("A fixed MFU counts the whole step as compute: untick \"Fixed MFU\" to predict its parts");
        labels.push_back(l);
    }
    setChartLabels(chart, stack, std::move(labels));
}

} // namespace headroom::app
