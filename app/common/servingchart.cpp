// Serving: tokens/s per GPU against tokens/s per user, with the SLO lines.

#include "chartstyle.h"

namespace headroom::app {

using namespace chartdraw;

void drawServingChart(QChart* chart, const ChartData& data, const Formatter& f)
{
    followLocale(chart, f);
    auto* curve = seriesNamed<QLineSeries>(chart, "curve");
    if (!curve) {
        auto* x = new QLogValueAxis;
        SeriesBuilder b(chart, x, new QValueAxis);
        curve = b.line("curve", kCloudColor);
        b.marker("meets", ChartText::tr("Meets the limits"), 9, QColor::fromRgba(kCloudColor), Qt::white);
        b.marker("misses", ChartText::tr("Breaks a limit"), 9, Qt::white, QColor::fromRgba(kBadColor));
        b.marker("chosen", ChartText::tr("Chosen concurrency"), 15, Qt::transparent, QColor::fromRgba(kInk));
        b.line("tpot.slo", kBadColor, Qt::DashLine)->setName(ChartText::tr("Time-per-token limit"));
        b.line("compare", kOnpremColor);
        b.marker("compare.chosen", QString(), 13, Qt::transparent, QColor::fromRgba(kOnpremColor));
        setBottomLegend(chart);
    }
    auto* xAxis = axisOf<QLogValueAxis>(chart, Qt::Horizontal);
    auto* yAxis = axisOf<QValueAxis>(chart, Qt::Vertical);
    QList<QPointF> line, meets, misses, chosen;
    double top = 0, xlo = 1e300, xhi = 0;
    std::vector<ChartLabel> labels;
    if (data.serving) {
        const ServingResult& r = *data.serving;
        for (const ServingPoint& p : r.curve) {
            const QPointF pt(p.tokensPerSecondPerUser, p.tokensPerSecondPerGpu);
            line << pt;
            const bool ok =
                (!data.ttftSlo || p.ttftSeconds <= *data.ttftSlo) && (!data.tpotSlo || p.tpotSeconds <= *data.tpotSlo);
            (ok ? meets : misses) << pt;
            top = std::max(top, p.tokensPerSecondPerGpu);
            xlo = std::min(xlo, p.tokensPerSecondPerUser);
            xhi = std::max(xhi, p.tokensPerSecondPerUser);
            ChartLabel l;
            l.value = pt;
            l.text = f.integer(double(p.concurrency));
            labels.push_back(l);
        }
        chosen << QPointF(r.chosen.tokensPerSecondPerUser, r.chosen.tokensPerSecondPerGpu);
        top = std::max(top, r.chosen.tokensPerSecondPerGpu);
        ChartLabel c;
        c.value = chosen.front();
        c.bold = true;
        c.text = ChartText::tr("%1 sequences: %2 tokens/s per GPU, %3 per user\nTTFT %4, TPOT %5\n"
                               "%6 per 1M output tokens, %7 per 1M input tokens")
                     .arg(f.integer(double(r.chosen.concurrency)), f.count(r.chosen.tokensPerSecondPerGpu),
                          f.count(r.chosen.tokensPerSecondPerUser), f.duration(r.chosen.ttftSeconds),
                          f.duration(r.chosen.tpotSeconds), f.money(r.usdPerMillionCloud),
                          f.money(r.usdPerMillionInputCloud));
        labels.push_back(c);
        ChartLabel why;
        why.anchor = LabelAnchor::PlotTopLeft;
        why.bold = r.limit == ServingLimit::NothingMeets;
        why.color = r.limit == ServingLimit::NothingMeets ? kBadColor : kInk;
        switch (r.limit) {
        case ServingLimit::KvMemory:
            why.text = ChartText::tr("Concurrency limited by the KV memory (%1 sequences)")
                           .arg(f.integer(double(r.maxConcurrency)));
            break;
        case ServingLimit::TtftSlo:
            why.text = ChartText::tr("Concurrency limited by the time-to-first-token limit");
            break;
        case ServingLimit::TpotSlo: why.text = ChartText::tr("Concurrency limited by the time-per-token limit"); break;
        case ServingLimit::Requested: why.text = ChartText::tr("Concurrency as set in the scenario"); break;
        case ServingLimit::NothingMeets:
            why.text = ChartText::tr("No concurrency meets the limits: even one sequence breaks them");
            break;
        case ServingLimit::PrefillPool:
            why.text = ChartText::tr("Throughput limited by the prefill pool (%1 busy): more sequences only slow "
                                     "each user; give prefill more replicas")
                           .arg(f.percent(r.chosen.prefillUtilization));
            break;
        }
        if (r.disaggregated)
            why.text += QLatin1Char('\n') +
                        (r.prefillReplicasAuto
                             ? ChartText::tr("Disaggregated, the split that serves most: %1 prefill + %2 decode "
                                             "replicas, KV hand-over %3; colocated, the same GPUs give %4 tokens/s "
                                             "per GPU")
                             : ChartText::tr("Disaggregated: %1 prefill + %2 decode replicas, KV hand-over %3; "
                                             "colocated, the same GPUs give %4 tokens/s per GPU"))
                            .arg(f.integer(double(r.prefillReplicas)), f.integer(double(r.decodeReplicas)),
                                 f.duration(r.kvTransferSeconds), f.count(r.colocatedTokensPerSecondPerGpu));
        labels.push_back(why);
    } else {
        ChartLabel l;
        l.anchor = LabelAnchor::PlotTopLeft;
        l.text = data.training ? ChartText::tr("Serving applies to inference: choose the Inference mode")
                 : data.servingError && data.servingError->path.rfind("serving.", 0) == 0
                     ? Report::errorMessage(*data.servingError)
                     : ChartText::tr("The model does not fit: nothing to serve");
        labels.push_back(l);
    }
    // The variant beside it, in the same axes.
    QList<QPointF> otherLine, otherChosen;
    if (data.serving && data.servingCompare) {
        const ServingResult& r = *data.servingCompare;
        for (const ServingPoint& p : r.curve) {
            otherLine << QPointF(p.tokensPerSecondPerUser, p.tokensPerSecondPerGpu);
            top = std::max(top, p.tokensPerSecondPerGpu);
            xlo = std::min(xlo, p.tokensPerSecondPerUser);
            xhi = std::max(xhi, p.tokensPerSecondPerUser);
        }
        otherChosen << QPointF(r.chosen.tokensPerSecondPerUser, r.chosen.tokensPerSecondPerGpu);
        ChartLabel l;
        l.value = otherChosen.front();
        l.color = kOnpremColor;
        l.text = ChartText::tr("%1: %2 sequences, %3 tokens/s per GPU\nTPOT %4; %5 per 1M output tokens")
                     .arg(servingVariantName(data.servingVariant, &r), f.integer(double(r.chosen.concurrency)),
                          f.count(r.chosen.tokensPerSecondPerGpu), f.duration(r.chosen.tpotSeconds),
                          f.money(r.usdPerMillionCloud));
        labels.push_back(l);
    } else if (data.serving && data.servingCompareError) {
        // Under the note on what limits the concurrency (one corner, one label).
        const auto note = std::find_if(labels.begin(), labels.end(),
                                       [](const ChartLabel& l) { return l.anchor == LabelAnchor::PlotTopLeft; });
        const QString text =
            ChartText::tr("No curve for %1: %2")
                .arg(servingVariantName(data.servingVariant), Report::errorMessage(*data.servingCompareError));
        if (note != labels.end())
            note->text += QLatin1Char('\n') + text;
    }
    auto* compare = seriesNamed<QLineSeries>(chart, "compare");
    compare->setName(servingVariantName(data.servingVariant, data.servingCompare ? &*data.servingCompare : nullptr));
    compare->replace(otherLine);
    setLegendVisible(chart, compare, !otherLine.isEmpty());
    auto* compareChosen = seriesNamed<QScatterSeries>(chart, "compare.chosen");
    compareChosen->replace(otherChosen);
    setLegendVisible(chart, compareChosen, false);
    curve->setName(data.servingCompare ? ChartText::tr("This scenario, by concurrency")
                                       : ChartText::tr("Throughput against speed, by concurrency"));
    curve->replace(line);
    seriesNamed<QScatterSeries>(chart, "meets")->replace(meets);
    setLegendVisible(chart, seriesNamed<QScatterSeries>(chart, "meets"), false);
    auto* missSeries = seriesNamed<QScatterSeries>(chart, "misses");
    missSeries->replace(misses);
    setLegendVisible(chart, missSeries, !misses.isEmpty());
    seriesNamed<QScatterSeries>(chart, "chosen")->replace(chosen);
    if (xhi <= 0) {
        xlo = 1;
        xhi = 100;
    }
    auto* slo = seriesNamed<QLineSeries>(chart, "tpot.slo");
    if (data.tpotSlo && *data.tpotSlo > 0) {
        const double x = 1.0 / *data.tpotSlo;
        xlo = std::min(xlo, x);
        xhi = std::max(xhi, x);
        slo->replace({QPointF(x, 0), QPointF(x, std::max(top, 1.0) * 1.15)});
    } else {
        slo->clear();
    }
    setLegendVisible(chart, slo, data.tpotSlo.has_value());
    setLogAxis(chart, xAxis, xlo, xhi);
    xAxis->setTitleText(ChartText::tr("Output tokens/s per user (faster to the right)"));
    setZeroBasedAxis(yAxis, top > 0 ? top : 1, 6, 1.15);
    yAxis->setTitleText(ChartText::tr("Output tokens/s per GPU"));
    chart->setTitle(ChartText::tr("Serving %1").arg(modelCaption(data)));
    fitLegend(chart);
    setChartLabels(chart, curve, std::move(labels));
}

} // namespace headroom::app
