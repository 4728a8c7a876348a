#include "chartrender.h"

#include "chartstyle.h"

#include "headroom/inputs.h"

namespace headroom::app {

using namespace chartdraw;

// ---------------------------------------------------------------------------

QString ChartText::barLabel(const std::string& label)
{
    if (label == "current")
        return tr("This scenario");
    if (label == "pinned")
        return tr("Pinned");
    if (auto r = fromString<Recipe>(label)) {
        switch (*r) {
        case Recipe::Fp32: return tr("FP32");
        case Recipe::AmpBf16: return tr("AMP BF16");
        case Recipe::AmpFp16: return tr("AMP FP16");
        case Recipe::MixedBf16: return tr("Mixed BF16");
        case Recipe::MixedFp16: return tr("Mixed FP16");
        case Recipe::MixedBf16Fp32Grad: return tr("BF16 FP32-grad");
        case Recipe::PureBf16: return tr("Pure BF16");
        case Recipe::Fp8Mixed: return tr("FP8 mixed");
        }
    }
    // "full:4": full recomputation of the first 4 layers of each chunk.
    if (const auto colon = label.find(':'); colon != std::string::npos && label.compare(0, colon, "full") == 0)
        return tr("Full, %1 layers").arg(QString::fromStdString(label.substr(colon + 1)));
    if (auto r = fromString<Recompute>(label)) {
        switch (*r) {
        case Recompute::None: return tr("No recompute");
        case Recompute::Selective: return tr("Selective");
        case Recompute::Full: return tr("Full recompute");
        }
    }
    // The inference axes: "FP8 weights", "KV cache INT8".
    if (label.rfind("KV ", 0) == 0)
        return tr("KV cache %1").arg(QString::fromStdString(label.substr(3)).toUpper());
    if (fromString<DType>(label))
        return tr("%1 weights").arg(QString::fromStdString(label).toUpper());
    return QString::fromStdString(label); // "ZeRO-2"
}

QString ChartText::precisionName(Precision p)
{
    return QString::fromLatin1(toString(p).data(), qsizetype(toString(p).size())).toUpper();
}

QString ChartText::kindName(ChartKind kind)
{
    switch (kind) {
    case ChartKind::Memory: return tr("Memory");
    case ChartKind::Roofline: return tr("Roofline");
    case ChartKind::Breakeven: return tr("Break-even");
    case ChartKind::Step: return tr("Step time");
    case ChartKind::Schedule: return tr("Pipeline schedule");
    case ChartKind::Scaling: return tr("Scaling");
    case ChartKind::Serving: return tr("Serving");
    case ChartKind::Plan: return tr("Plan");
    case ChartKind::Timeline: return tr("Memory timeline");
    case ChartKind::All: return tr("All charts");
    }
    return {};
}

namespace {

// The model, the GPU and their count as the charts name them.
void setNames(ChartData& d, const ResolvedScenario& rs)
{
    d.modelName = QString::fromStdString(!rs.model.name.empty() ? rs.model.name : rs.model.id);
    if (!rs.scenario.model.name.empty() && (rs.scenario.model.kind == ModelSource::Kind::Architecture ||
                                            rs.scenario.model.kind == ModelSource::Kind::Parameters))
        d.modelName = QString::fromStdString(rs.scenario.model.name); // an imported model keeps its name
    else if (rs.scenario.model.kind == ModelSource::Kind::Architecture)
        d.modelName = ChartText::tr("Custom model");
    else if (rs.scenario.model.kind == ModelSource::Kind::Parameters)
        d.modelName = ChartText::tr("Model of %1 parameters").arg(Formatter().count(rs.scenario.model.parameters));
    d.gpuName = QString::fromStdString(rs.gpu.name.empty() ? rs.gpu.id : rs.gpu.name);
    d.gpus = rs.scenario.parallelism.gpus;
}

} // namespace

QString ChartText::modeName(Mode mode)
{
    switch (mode) {
    case Mode::Train: return tr("training");
    case Mode::Lora: return tr("LoRA fine-tuning");
    case Mode::Qlora: return tr("QLoRA fine-tuning");
    case Mode::Inference: return tr("inference");
    }
    return {};
}

QString chartSubtitle(const ResolvedScenario& rs, const Estimate& e, const Formatter& f, const ServingResult* serving)
{
    const Scenario& s = rs.scenario;
    const Parallelism& p = s.parallelism;
    const auto upper = [](std::string_view v) { return QString::fromLatin1(v.data(), qsizetype(v.size())).toUpper(); };
    QString precision;
    if (s.workload.mode == Mode::Inference)
        precision = ChartText::tr("weights %1, KV cache %2")
                        .arg(upper(toString(s.precision.weights)), upper(toString(s.precision.kvCache)));
    else if (s.workload.mode == Mode::Qlora)
        precision = ChartText::tr("%1, base weights %2")
                        .arg(ChartText::barLabel(std::string(toString(s.precision.recipe))),
                             upper(toString(s.precision.weights)));
    else
        precision = ChartText::barLabel(std::string(toString(s.precision.recipe)));
    QString layout =
        ChartText::tr("tensor %1 × pipeline %2 × data %3")
            .arg(f.integer(double(p.tensor)), f.integer(double(p.pipeline)), f.integer(double(e.dataParallel)));
    if (p.context > 1)
        layout += ChartText::tr(", context %1").arg(f.integer(double(p.context)));
    if (p.expert > 1)
        layout += ChartText::tr(", expert %1").arg(f.integer(double(p.expert)));
    const Workload& w = s.workload;
    const bool inference = w.mode == Mode::Inference;
    if (p.zero > 0 && !inference) // ZeRO shards training's states: nothing of inference's
        layout += ChartText::tr(", ZeRO-%1").arg(p.zero);
    // Inference: the sequences the serving model runs at once on a replica
    // (the serving chart's point), else the scenario's batch.
    const QString batch =
        inference ? (serving ? ChartText::tr("%1 sequences at once, prompt %2 + output %3 tokens")
                                   .arg(f.integer(double(serving->chosen.concurrency)),
                                        f.integer(double(w.promptTokens)), f.integer(double(w.outputTokens)))
                             : ChartText::tr("batch %1, prompt %2 + output %3 tokens")
                                   .arg(f.integer(double(w.microBatchSize)), f.integer(double(w.promptTokens)),
                                        f.integer(double(w.outputTokens))))
                  : ChartText::tr("micro-batch %1, global batch %2, sequence %3")
                        .arg(f.integer(double(w.microBatchSize)), f.integer(double(w.globalBatchSize)),
                             f.integer(double(w.sequenceLength)));
    ChartData names;
    setNames(names, rs);
    // The software stack last: every exported number is the stack's.
    QString software = Report::stackName(e.stack);
    if (s.software.compile)
        software += QStringLiteral(", torch.compile");
    if (chunkedLoss(s))
        software += ChartText::tr(", chunked loss");
    else if (compiledLoss(s))
        software += ChartText::tr(", compiled loss");
    return ChartText::tr("%1 · %2, %3 · %4 · %5")
               .arg(modelCaption(names), ChartText::modeName(w.mode), precision, layout, batch) +
           QStringLiteral(" · ") + software;
}

std::optional<ServingComparison> compareServing(const Analysis& analysis, const ServingVariant& variant,
                                                const Catalog& catalog)
{
    if (variant.kind == ServingVariant::Kind::None || !analysis.serving)
        return std::nullopt;
    ServingComparison c;
    c.variant = variant;
    auto other = resolve(withServingVariant(analysis.resolved.scenario, variant), catalog);
    auto sv = other ? evaluateServing(*other, catalog) : Expected<ServingResult>(other.error());
    if (sv)
        c.result = std::move(*sv);
    else
        c.error = sv.error();
    return c;
}

ChartData makeChartData(const Analysis& analysis, CompareAxis axis, const PinnedResult* pinned,
                        const ServingComparison* comparison)
{
    const ResolvedScenario& rs = analysis.resolved;
    const Estimate& e = analysis.estimate;
    ChartData d;
    d.memory = memoryBars(rs, axis == CompareAxis::Pinned ? CompareAxis::None : axis);
    // The compared variant that is the scenario itself: the legend's values.
    const std::string own = comparedLabel(rs.scenario, axis);
    const auto bar = std::find_if(d.memory.begin(), d.memory.end(),
                                  [&](const MemoryBar& b) { return b.label == own || b.label == "current"; });
    d.currentBar = bar == d.memory.end() ? -1 : int(bar - d.memory.begin());
    if (pinned) {
        if (axis == CompareAxis::Pinned) {
            MemoryBar bar;
            bar.label = "pinned";
            bar.breakdown = pinned->estimate.perGpu;
            bar.kvParts = pinned->estimate.kvParts;
            bar.kvLatent = pinned->estimate.kvLatent;
            bar.capacity = pinned->estimate.capacity;
            bar.fits = pinned->estimate.fits;
            bar.papers = pinned->estimate.memoryPeak.papers;
            d.memory.push_back(std::move(bar));
        }
        d.pinnedPoints = rooflineData(pinned->scenario, pinned->estimate).points;
        d.pinnedBreakeven = breakevenData(pinned->scenario, pinned->estimate);
        if (pinned->scenario.scenario.workload.mode != Mode::Inference)
            d.pinnedStep = stepData(pinned->estimate);
    }
    d.roofline = rooflineData(rs, e);
    d.breakeven = breakevenData(rs, e);
    d.job = rentOrBuy(rs, e);
    setNames(d, rs);
    d.training = rs.scenario.workload.mode != Mode::Inference;
    d.timeline = e.timeline;
    d.peak = e.memoryPeak;
    d.capacity = e.capacity;
    d.fits = e.fits;
    if (d.training) {
        d.step = stepData(e);
        d.schedule = scheduleData(rs, e);
        d.scaling = scalingData(rs);
        // The default counts are powers of two: a scenario on 48 GPUs adds its own.
        const auto own = [&](const ScalingPoint& p) { return p.gpus >= d.gpus; };
        const auto at = std::find_if(d.scaling.begin(), d.scaling.end(), own);
        if (at == d.scaling.end() || at->gpus != d.gpus) {
            const std::vector<ScalingPoint> extra = scalingData(rs, {d.gpus});
            d.scaling.insert(at, extra.begin(), extra.end());
        }
    } else {
        d.serving = analysis.serving;
        d.servingError = analysis.servingWhy;
        d.ttftSlo = rs.scenario.serving.ttftSloSeconds;
        d.tpotSlo = rs.scenario.serving.tpotSloSeconds;
        if (comparison) {
            d.servingVariant = comparison->variant;
            d.servingCompare = comparison->result;
            d.servingCompareError = comparison->error;
        }
    }
    return d;
}

QString servingVariantName(const ServingVariant& v, const ServingResult* result)
{
    const QString format = QString::fromLatin1(toString(v.dtype).data(), int(toString(v.dtype).size())).toUpper();
    switch (v.kind) {
    case ServingVariant::Kind::None: return {};
    case ServingVariant::Kind::Weights: return ChartText::tr("%1 weights").arg(format);
    case ServingVariant::Kind::KvCache: return ChartText::tr("%1 KV cache").arg(format);
    case ServingVariant::Kind::Tensor:
        return result ? ChartText::tr("TP %1, %2 replicas").arg(v.tensor).arg(result->replicas)
                      : ChartText::tr("TP %1").arg(v.tensor);
    }
    return {};
}

bool sameMemoryChart(const ChartData& a, const ChartData& b)
{
    return a.memory == b.memory && a.currentBar == b.currentBar && a.modelName == b.modelName &&
           a.gpuName == b.gpuName && a.gpus == b.gpus;
}

bool sameRooflineChart(const ChartData& a, const ChartData& b)
{
    return a.roofline == b.roofline && a.pinnedPoints == b.pinnedPoints;
}

bool sameBreakevenCharts(const ChartData& a, const ChartData& b)
{
    return a.breakeven == b.breakeven && a.pinnedBreakeven == b.pinnedBreakeven && a.gpus == b.gpus && a.job == b.job;
}

bool sameStepChart(const ChartData& a, const ChartData& b)
{
    return a.step == b.step && a.pinnedStep == b.pinnedStep && a.training == b.training && a.modelName == b.modelName &&
           a.gpus == b.gpus && a.gpuName == b.gpuName;
}

bool sameScalingCharts(const ChartData& a, const ChartData& b)
{
    return a.scaling == b.scaling && a.step.predicted == b.step.predicted && a.training == b.training &&
           a.gpus == b.gpus && a.modelName == b.modelName && a.gpuName == b.gpuName;
}

bool sameServingChart(const ChartData& a, const ChartData& b)
{
    return a.serving == b.serving && a.ttftSlo == b.ttftSlo && a.tpotSlo == b.tpotSlo && a.training == b.training &&
           a.modelName == b.modelName && a.gpus == b.gpus && a.gpuName == b.gpuName &&
           a.servingVariant == b.servingVariant && a.servingCompare == b.servingCompare &&
           a.servingCompareError.has_value() == b.servingCompareError.has_value() &&
           (!a.servingCompareError || a.servingCompareError->message() == b.servingCompareError->message());
}

bool sameFormat(const Formatter& a, const Formatter& b)
{
    return a.byteUnits() == b.byteUnits() && a.locale() == b.locale() && a.currencySymbol() == b.currencySymbol();
}

void drawPlanChart(QChart* chart, const ChartData& data, const Formatter& f)
{
    drawPlanChart(chart, data.plan.value_or(PlanChartData{}), f);
    chart->setTitle(data.plan && !data.plan->rows.empty()
                        ? ChartText::tr("Layouts for %1: time against cost").arg(data.modelName)
                        : ChartText::tr("No layout to plot"));
}

void renewChart(QChartView* view, const Formatter& f)
{
    QChart* old = view->chart();
    QChart* chart = newChart();
    chart->setLocale(f.locale());
    view->setChart(chart); // the view lets go of the old chart without deleting it
    delete old;
}

QChartView* createChartView(const Formatter& f, QWidget* parent)
{
    // Pass the chart to the constructor: setChart() on a default-constructed
    // view detaches the view's own default chart without deleting it (a leak
    // LeakSanitizer reports in every chart widget).
    QChart* chart = newChart();
    chart->setLocale(f.locale());
    auto* view = new QChartView(chart, parent);
    view->setRenderHint(QPainter::Antialiasing);
    view->setRenderHint(QPainter::TextAntialiasing);
    view->setFrameShape(QFrame::NoFrame);
    view->setMinimumSize(260, 200);
    return view;
}

std::unique_ptr<QWidget> createChartPanel(ChartKind kind, const ChartData& data, const Formatter& f)
{
    auto panel = std::make_unique<QWidget>();
    panel->setAutoFillBackground(true);
    const ThemeColors colors = themeColors(data.theme);
    QPalette pal = panel->palette();
    pal.setColor(QPalette::Window, colors.background);
    pal.setColor(QPalette::WindowText, colors.text);
    pal.setColor(QPalette::Base, colors.background);
    panel->setPalette(pal);
    // The key settings above the charts, when asked for; the charts below.
    auto* column = new QVBoxLayout(panel.get());
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    // The key settings under the title (issue 29 item 10). One plot: its
    // own title moves above them, here. Several: the model they share
    // leads the line, in bold, as the image's title.
    const bool severalPlots = kind == ChartKind::All || kind == ChartKind::Breakeven || kind == ChartKind::Scaling;
    QLabel* heading = nullptr;
    if (!data.subtitle.isEmpty()) {
        if (!severalPlots) {
            heading = new QLabel(panel.get());
            heading->setObjectName(QStringLiteral("heading"));
            heading->setTextFormat(Qt::RichText);
            heading->setWordWrap(true);
            heading->setAlignment(Qt::AlignCenter);
            heading->setFont(chartFont(11, true));
            heading->setContentsMargins(8, 6, 8, 0);
            column->addWidget(heading);
        }
        QString line = data.subtitle.toHtmlEscaped();
        const QString caption = modelCaption(data).toHtmlEscaped();
        if (severalPlots && line.startsWith(caption))
            line = QStringLiteral("<b>%1</b>%2").arg(caption, line.mid(caption.size()));
        auto* subtitle = new QLabel(line, panel.get());
        subtitle->setObjectName(QStringLiteral("subtitle"));
        subtitle->setTextFormat(Qt::RichText);
        subtitle->setWordWrap(true);
        subtitle->setAlignment(Qt::AlignCenter);
        subtitle->setFont(chartFont(severalPlots ? 10 : 9.5));
        subtitle->setContentsMargins(8, severalPlots ? 6 : 2, 8, 0);
        column->addWidget(subtitle);
    }
    auto* charts = new QWidget(panel.get());
    column->addWidget(charts, 1);
    auto view = [&](void (*draw)(QChart*, const ChartData&, const Formatter&)) {
        QChartView* v = createChartView(f, charts);
        v->setMinimumSize(10, 10);
        draw(v->chart(), data, f);
        if (heading) { // the plot's title, above the settings
            const QString title = v->chart()->title();
            heading->setText(Qt::mightBeRichText(title) ? title : title.toHtmlEscaped());
            v->chart()->setTitle(QString());
        }
        applyChartTheme(v->chart(), data.theme);
        return v;
    };
    switch (kind) {
    case ChartKind::Memory: {
        auto* l = new QHBoxLayout(charts);
        l->setContentsMargins(0, 0, 0, 0);
        l->addWidget(view(drawMemoryChart));
        break;
    }
    case ChartKind::Roofline: {
        auto* l = new QHBoxLayout(charts);
        l->setContentsMargins(0, 0, 0, 0);
        l->addWidget(view(drawRooflineChart));
        break;
    }
    case ChartKind::Breakeven: {
        auto* l = new QGridLayout(charts);
        l->setContentsMargins(0, 0, 0, 0);
        l->setSpacing(0);
        l->addWidget(view(drawBreakevenCostChart), 0, 0);
        // Side by side when wide, stacked when tall: decided at render time by the aspect.
        l->addWidget(view(drawBreakevenRateChart), 0, 1);
        break;
    }
    case ChartKind::Step: {
        auto* l = new QHBoxLayout(charts);
        l->setContentsMargins(0, 0, 0, 0);
        l->addWidget(view(drawStepChart));
        break;
    }
    case ChartKind::Schedule: {
        auto* l = new QHBoxLayout(charts);
        l->setContentsMargins(0, 0, 0, 0);
        l->addWidget(view(drawScheduleChart));
        break;
    }
    case ChartKind::Scaling: {
        auto* l = new QGridLayout(charts);
        l->setContentsMargins(0, 0, 0, 0);
        l->setSpacing(0);
        l->addWidget(view(drawScalingRateChart), 0, 0);
        l->addWidget(view(drawScalingCostChart), 0, 1);
        break;
    }
    case ChartKind::Serving: {
        auto* l = new QHBoxLayout(charts);
        l->setContentsMargins(0, 0, 0, 0);
        l->addWidget(view(drawServingChart));
        break;
    }
    case ChartKind::Plan: {
        auto* l = new QHBoxLayout(charts);
        l->setContentsMargins(0, 0, 0, 0);
        l->addWidget(view(drawPlanChart));
        break;
    }
    case ChartKind::Timeline: {
        auto* l = new QHBoxLayout(charts);
        l->setContentsMargins(0, 0, 0, 0);
        l->addWidget(view(drawTimelineChart));
        break;
    }
    case ChartKind::All: {
        auto* l = new QVBoxLayout(charts);
        l->setContentsMargins(0, 0, 0, 0);
        l->setSpacing(0);
        // The roofline's points, peaks and legend row need more width than
        // the memory bar and its legend column (which Qt Charts keeps to 40 %
        // of the chart): 11 parts to 9.
        auto* top = new QHBoxLayout;
        top->setSpacing(0);
        top->addWidget(view(drawMemoryChart), 9);
        top->addWidget(view(drawRooflineChart), 11);
        l->addLayout(top);
        // Under them the mode's own charts (issue 29 item 10): training's
        // step and how time and cost scale with the GPUs; inference's serving
        // curve and what owning the GPUs would cost over time.
        auto* bottom = new QHBoxLayout;
        bottom->setSpacing(0);
        if (data.training) {
            // The step's legend names each part with its time and share: 3 to 2.
            bottom->addWidget(view(drawStepChart), 3);
            bottom->addWidget(view(drawScalingCostChart), 2);
        } else {
            bottom->addWidget(view(drawServingChart), 11);
            bottom->addWidget(view(drawBreakevenCostChart), 9);
        }
        l->addLayout(bottom);
        break;
    }
    }
    return panel;
}

namespace {
// The room one plot needs to keep its whole title, legend and tick labels
// (the step chart's legend of parts with their times is the widest): the
// exports at 1200 × 800, two plots side by side, keep them all. A legend
// that lists its entries one a line at the right (the memory stack's, the
// step's parts, the timeline's kinds) needs the taller plot.
constexpr QSize kPlotMinimum(600, 220);
constexpr QSize kListedLegendPlotMinimum(600, 340);

// Two plots one under the other where that leaves each less short of
// kPlotMinimum than side by side would; a tie, as in a square, stacks them.
bool stackTwoPlots(QSize size)
{
    const double w = size.width(), h = size.height();
    const double needW = kPlotMinimum.width(), needH = kPlotMinimum.height();
    const auto shortOf = [&](double width, double height) {
        return std::max(0.0, needW - width) / needW + std::max(0.0, needH - height) / needH;
    };
    const double side = shortOf(w / 2, h), stacked = shortOf(w, h / 2);
    return stacked < side || (stacked == side && h >= w);
}
} // namespace

QSize legibleMinimumSize(ChartKind kind, QSize requested)
{
    const int w = kPlotMinimum.width(), h = kPlotMinimum.height();
    switch (kind) {
    case ChartKind::Breakeven:
    case ChartKind::Scaling: return stackTwoPlots(requested) ? QSize(w, 2 * h) : QSize(2 * w, h);
    case ChartKind::All: { // the memory stack and the step's parts among its four
        const int listed = kListedLegendPlotMinimum.height();
        return requested.height() > requested.width() ? QSize(w, 2 * listed + 2 * h) : QSize(2 * w, 2 * listed);
    }
    case ChartKind::Memory:
    case ChartKind::Step:
    case ChartKind::Timeline: return kListedLegendPlotMinimum;
    default: return kPlotMinimum;
    }
}

std::unique_ptr<QWidget> laidOutPanel(ChartKind kind, const ChartData& data, const Formatter& f, QSize logicalSize)
{
    auto panel = createChartPanel(kind, data, f);
    // Break-even's and scaling's two plots one under another, each the full
    // width, where that leaves them more of the room a plot needs than side
    // by side (a square, a portrait page, a narrow export: stackTwoPlots).
    // All's four plots stack only on a page taller than wide.
    const QList<QChartView*> views = panel->findChildren<QChartView*>();
    const bool stack = views.size() > 2 ? logicalSize.height() > logicalSize.width() : stackTwoPlots(logicalSize);
    if (views.size() > 1 && stack) {
        QWidget* charts = views.first()->parentWidget();
        delete charts->layout();
        auto* column = new QVBoxLayout(charts);
        column->setContentsMargins(0, 0, 0, 0);
        column->setSpacing(0);
        for (QChartView* v : views)
            column->addWidget(v);
    }
    panel->setAttribute(Qt::WA_DontShowOnScreen);
    panel->resize(logicalSize);
    panel->show();
    for (int i = 0; i < 3; ++i)
        QCoreApplication::processEvents();
    return panel;
}

QSize exportPixelSize(QSize logicalSize, qreal scale)
{
    return QSize(qRound(logicalSize.width() * scale), qRound(logicalSize.height() * scale));
}

bool exportSizeAllowed(QSize logicalSize, qreal scale)
{
    const QSize px = exportPixelSize(logicalSize, scale);
    return px.width() >= 1 && px.height() >= 1 && px.width() <= kMaxExportPixels && px.height() <= kMaxExportPixels &&
           double(px.width()) * double(px.height()) <= kMaxExportArea;
}

QImage renderChartImage(ChartKind kind, const ChartData& data, const Formatter& f, QSize logicalSize, qreal scale)
{
    auto panel = laidOutPanel(kind, data, f, logicalSize);
    QImage image(exportPixelSize(logicalSize, scale), QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);
    image.fill(themeColors(data.theme).background);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::TextAntialiasing);
        panel->render(&painter, QPoint(), QRegion(), QWidget::DrawChildren);
    }
    // A plain (device-pixel-ratio 1) image: what is written is exactly the pixel size.
    QImage out = image.convertToFormat(QImage::Format_RGB32);
    out.setDevicePixelRatio(1);
    return out;
}

QByteArray renderChartSvg(ChartKind kind, const ChartData& data, const Formatter& f, QSize logicalSize)
{
    auto panel = laidOutPanel(kind, data, f, logicalSize);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(logicalSize);
    svg.setViewBox(QRect(QPoint(0, 0), logicalSize));
    svg.setTitle(ChartText::kindName(kind));
    svg.setDescription(QStringLiteral("Headroom"));
    {
        QPainter painter(&svg);
        painter.fillRect(QRect(QPoint(0, 0), logicalSize), themeColors(data.theme).background);
        panel->render(&painter, QPoint(), QRegion(), QWidget::DrawChildren);
    }
    return bytes;
}

QString saveImage(const QImage& image, const QString& path, const char* format)
{
    if (image.isNull())
        return ChartText::tr("Nothing to write");
    // Encode in memory, so a failing disk reports its own reason.
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, format))
        return ChartText::tr("Cannot encode the image");
    return saveBytes(bytes, path);
}

QString saveBytes(const QByteArray& bytes, const QString& path)
{
    QSaveFile file(path);
    // Unbuffered: Qt 6.4's commit() ignores a failed flush of its write buffer
    // and renames the truncated file over the old one. A write the disk cuts
    // short reports no error until it is retried, so write on to the end.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return file.errorString();
    for (qint64 done = 0; done < bytes.size();) {
        const qint64 n = file.write(bytes.constData() + done, bytes.size() - done);
        if (n <= 0) {
            const QString why = file.errorString();
            file.cancelWriting();
            return why;
        }
        done += n;
    }
    if (!file.commit())
        return file.errorString();
    return {};
}

} // namespace headroom::app
