// One training step's exposed parts, stacked, and beside them the rows of the
// bottleneck table: storage reads, host-to-device copies, CPU decoding and
// checkpoint writing per step (docs/model.md §7c). The slowest row sets the
// pace; the title names it with its share and the next one.

#include "chartstyle.h"

namespace headroom::app {

using namespace chartdraw;

namespace {

// The input stages in the order their rows read from the top, after the GPU step.
constexpr InputLimit kStages[] = {InputLimit::Storage, InputLimit::Pcie, InputLimit::Decode, InputLimit::Checkpoint};
constexpr std::size_t kStageCount = std::size(kStages);

double stageSeconds(const PipelineTime& p, InputLimit l)
{
    switch (l) {
    case InputLimit::Gpu: return p.gpuStepSeconds;
    case InputLimit::Storage: return p.storageSeconds;
    case InputLimit::Pcie: return p.pcieSeconds;
    case InputLimit::Decode: return p.decodeSeconds;
    case InputLimit::Checkpoint: return p.checkpointSecondsPerStep;
    }
    return 0;
}

} // namespace

void drawStepChart(QChart* chart, const ChartData& data, const Formatter& f)
{
    followLocale(chart, f);
    constexpr qreal kBarWidth = 0.55;
    auto* stack = seriesNamed<QHorizontalStackedBarSeries>(chart, "step");
    if (!stack) {
        stack = new QHorizontalStackedBarSeries;
        stack->setObjectName(QStringLiteral("step"));
        stack->setBarWidth(kBarWidth);
        auto addSet = [stack](const QString& name, QRgb rgba, std::string_view key) {
            auto* set = new QBarSet(name);
            const QColor color = QColor::fromRgba(rgba);
            set->setColor(color);
            set->setBorderColor(color.darker(120));
            set->setObjectName(QLatin1String(key.data(), qsizetype(key.size())));
            stack->append(set);
        };
        for (std::size_t i = 0; i < kStepPartCount; ++i)
            addSet(Report::stepPartName(StepPart(i)), kStepColors[i], toString(StepPart(i)));
        for (std::size_t k = 0; k < kStageCount; ++k)
            addSet(Report::inputStageName(kStages[k]), kInputColors[k], toString(kStages[k]));
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
    const PipelineTime& pipe = st.pipeline;
    // The step the run goes at: with its inputs and checkpoints when known.
    const double runStep = pipe.gpuStepSeconds > 0 ? pipe.stepSeconds : st.stepSeconds;
    // Rows from the bottom up: the input stages (the last stage lowest), a
    // pinned scenario's GPU step, this scenario's at the top.
    std::vector<InputLimit> stageRows;
    if (data.training)
        for (auto k = std::ptrdiff_t(kStageCount) - 1; k >= 0; --k)
            if (stageSeconds(pipe, kStages[k]) > 0)
                stageRows.push_back(kStages[k]);
    std::vector<const StepData*> bars;
    if (data.training && data.pinnedStep)
        bars.push_back(&*data.pinnedStep);
    bars.push_back(&st);
    const qsizetype firstBar = qsizetype(stageRows.size());
    double top = 0;
    for (const StepData* b : bars)
        top = std::max(top, b->stepSeconds);
    for (InputLimit l : stageRows)
        top = std::max(top, stageSeconds(pipe, l));
    const Scale unit = timeScale(top);
    QStringList categories;
    for (InputLimit l : stageRows)
        categories << Report::inputStageName(l);
    if (bars.size() > 1)
        categories << ChartText::tr("Pinned GPU step") << ChartText::tr("GPU step");
    else
        categories << (stageRows.empty() ? ChartText::tr("One step") : ChartText::tr("GPU step"));
    if (yAxis->categories() != categories)
        yAxis->setCategories(categories);
    const qsizetype rows = categories.size();
    const auto sets = stack->barSets();
    auto fill = [](QBarSet* set, const QList<qreal>& values) {
        if (set->count() != values.size()) {
            set->remove(0, set->count());
            set->append(values);
        } else {
            for (qsizetype k = 0; k < values.size(); ++k)
                if (set->at(k) != values[k])
                    set->replace(k, values[k]);
        }
    };
    for (std::size_t i = 0; i < kStepPartCount; ++i) {
        QBarSet* set = sets[qsizetype(i)];
        QList<qreal> values(rows, 0.0);
        bool any = false;
        for (std::size_t b = 0; b < bars.size(); ++b) {
            const double seconds = data.training ? bars[b]->seconds[i] : 0;
            values[firstBar + qsizetype(b)] = seconds / unit.divisor;
            any = any || seconds > 0;
        }
        fill(set, values);
        // The legend gives each part's time and its share of the step.
        const double seconds = data.training ? st.seconds[i] : 0;
        const QString part = Report::stepPartName(StepPart(i));
        const bool shown = runStep > 0 && seconds > 0;
        set->setLabel(shown ? ChartText::tr("%1: %2 (%3)").arg(part, f.duration(seconds), f.percent(seconds / runStep))
                            : part);
        // Beside a narrow plot the share is left to the bar.
        set->setProperty("shortName", shown ? ChartText::tr("%1: %2").arg(part, f.duration(seconds)) : QString());
        set->setProperty("nonEmpty", any);
    }
    for (std::size_t k = 0; k < kStageCount; ++k) {
        QBarSet* set = sets[qsizetype(kStepPartCount + k)];
        QList<qreal> values(rows, 0.0);
        const auto row = std::find(stageRows.begin(), stageRows.end(), kStages[k]);
        const double seconds = stageSeconds(pipe, kStages[k]);
        if (row != stageRows.end())
            values[row - stageRows.begin()] = seconds / unit.divisor;
        fill(set, values);
        const QString name = Report::inputStageName(kStages[k]);
        set->setLabel(row != stageRows.end() ? ChartText::tr("%1: %2").arg(name, f.duration(seconds)) : name);
        set->setProperty("shortName", name); // its row prints the time beside its bar
        set->setProperty("nonEmpty", row != stageRows.end());
    }
    for (QLegendMarker* m : chart->legend()->markers(stack))
        if (auto* marker = qobject_cast<QBarLegendMarker*>(m))
            setMarkerShown(marker, marker->barset()->property("nonEmpty").toBool());
    // Room at the right for each row's total.
    setZeroBasedAxis(xAxis, data.training ? top / unit.divisor : 1.0, 6, 1.25);
    xAxis->setTitleText(ChartText::tr("Seconds per step (%1)").arg(unit.unit));
    // Training only: inference has no step to take apart.
    xAxis->setVisible(data.training);
    yAxis->setVisible(data.training);
    chart->legend()->setVisible(data.training);

    std::vector<ChartLabel> labels;
    // Each part that has the room names its time and share inside its segment.
    for (std::size_t b = 0; data.training && b < bars.size(); ++b) {
        const double row = double(firstBar) + double(b);
        const double step = bars[b]->pipeline.gpuStepSeconds > 0 ? bars[b]->pipeline.stepSeconds : bars[b]->stepSeconds;
        double start = 0;
        for (std::size_t i = 0; i < kStepPartCount; ++i) {
            const double seconds = bars[b]->seconds[i];
            if (!(seconds > 0))
                continue;
            ChartLabel l;
            l.anchor = LabelAnchor::Centre;
            l.value = QPointF((start + seconds / 2) / unit.divisor, row);
            l.room = QSizeF(seconds / unit.divisor, kBarWidth);
            l.text = ChartText::tr("%1\n%2", "a step part's time over its share of the step")
                         .arg(f.duration(seconds), f.percent(seconds / step));
            labels.push_back(l);
            start += seconds;
        }
        ChartLabel total;
        total.value = QPointF(bars[b]->stepSeconds / unit.divisor, row);
        total.bold = true;
        total.text = ChartText::tr("%1\nMFU %2").arg(f.duration(bars[b]->stepSeconds), f.percent(bars[b]->mfu));
        labels.push_back(total);
    }
    // Each input row ends in its time; the one that sets the pace says so.
    for (std::size_t r = 0; r < stageRows.size(); ++r) {
        const double seconds = stageSeconds(pipe, stageRows[r]);
        ChartLabel l;
        l.value = QPointF(seconds / unit.divisor, double(r));
        const bool binds = pipe.binding == stageRows[r];
        l.bold = binds;
        l.text = binds ? ChartText::tr("%1: sets the pace").arg(f.duration(seconds)) : f.duration(seconds);
        labels.push_back(l);
    }
    const QString limit = Report::limitedBy(f, st.shares);
    if (!data.training) {
        chart->setProperty("titleOneLine", QString()); // a title of one form: fitTitle leaves it
        chart->setTitle(ChartText::tr("Step time: %1").arg(modelCaption(data)));
        ChartLabel l;
        l.anchor = LabelAnchor::PlotCentre;
        l.text = ChartText::tr("The step time applies to training.\nFor inference see the Roofline and Serving tabs.");
        labels.push_back(l);
    } else if (st.predicted) {
        // The figures first; a chart too narrow for the next part's share
        // leaves it to the summary and the legend, and the MFU to its bar.
        const QString first = ChartText::tr("One step: %1, limited by %2").arg(f.duration(runStep), limit);
        const QString second = ChartText::tr("%1 · MFU %2 (predicted)").arg(modelCaption(data), f.percent(st.mfu));
        StepShares largest = st.shares;
        largest.next = {};
        const QString narrow =
            ChartText::tr("One step: %1, limited by %2").arg(f.duration(runStep), Report::limitedBy(f, largest));
        // The MFU stays at the GPU step's bar.
        setFittedTitle(chart, twoLineTitle(first, second), twoLineTitle(narrow, modelCaption(data)),
                       first + QLatin1Char('\n') + second);
    } else {
        // The note goes under the title: the plot's top holds the GPU step's row.
        chart->setProperty("titleOneLine", QString());
        chart->setTitle(
            twoLineTitle(ChartText::tr("One step: %1, limited by %2").arg(f.duration(runStep), limit),
                         ChartText::tr("%1 · at a fixed MFU of %2").arg(modelCaption(data), f.percent(st.mfu))) +
            QStringLiteral("<p align=\"center\"><small>%1</small></p>")
                .arg(ChartText::tr("A fixed MFU counts the whole step as compute: untick \"Fixed MFU\" to predict "
                                   "its parts")
                         .toHtmlEscaped()));
    }
    setChartLabels(chart, stack, std::move(labels));
    fitLegend(chart); // the parts' short forms beside a narrow plot
}

} // namespace headroom::app
