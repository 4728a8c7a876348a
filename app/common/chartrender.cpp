#include "chartrender.h"

#include "chartlabels.h"
#include "report.h"

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarLegendMarker>
#include <QBarSet>
#include <QBuffer>
#include <QChart>
#include <QChartView>
#include <QFontMetricsF>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPainter>
#include <QSaveFile>
#include <QScatterSeries>
#include <QStackedBarSeries>
#include <QSvgGenerator>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <array>
#include <cmath>

namespace headroom::app {

namespace {

// Tableau 10: distinct, colour-blind tolerant, readable on white.
constexpr std::array<QRgb, kMemoryComponentCount> kComponentColors = {
    0xFF4E79A7, // weights
    0xFFF28E2B, // gradients
    0xFFE15759, // master weights
    0xFF76B7B2, // optimizer states
    0xFF59A14F, // activations
    0xFFEDC948, // logits
    0xFFB07AA1, // KV cache
    0xFFBAB0AC, // overhead
};
// The KV cache by layer kind: the KV colour, lighter for windowed layers,
// darker for linear layers' constant state.
constexpr std::array<QRgb, kKvPartCount> kKvPartColors = {0xFFB07AA1, 0xFFD9B8D0, 0xFF7A4F70};
constexpr QRgb kCloudColor = 0xFF4E79A7;
constexpr QRgb kOnpremColor = 0xFFF28E2B;
constexpr QRgb kComputeBoundColor = 0xFF59A14F;
constexpr QRgb kMemoryBoundColor = 0xFFE15759;
constexpr QRgb kInk = 0xFF202020;
constexpr QRgb kBadColor = 0xFFC0392B;
constexpr QRgb kGoodColor = 0xFF2E7D32;
constexpr double kTera = 1e12;

template <class T>
T* seriesNamed(QChart* chart, const char* name)
{
    for (QAbstractSeries* s : chart->series())
        if (s->objectName() == QLatin1String(name))
            return qobject_cast<T*>(s);
    return nullptr;
}

template <class T>
T* axisOf(QChart* chart, Qt::Orientation o)
{
    const auto axes = chart->axes(o);
    return axes.isEmpty() ? nullptr : qobject_cast<T*>(axes.first());
}

void setLegendVisible(QChart* chart, QAbstractSeries* series, bool visible)
{
    for (QLegendMarker* m : chart->legend()->markers(series))
        m->setVisible(visible);
}

QPen linePen(QRgb color, qreal width, Qt::PenStyle style = Qt::SolidLine)
{
    QPen pen{QColor::fromRgba(color)};
    pen.setWidthF(width);
    pen.setStyle(style);
    pen.setCapStyle(Qt::RoundCap);
    return pen;
}

// A step of 1, 2, 2.5 or 5 × 10^k giving about `ticks` intervals over `span`.
double niceStep(double span, int ticks)
{
    if (!(span > 0) || !std::isfinite(span))
        return 1;
    const double raw = span / ticks;
    const double mag = std::pow(10.0, std::floor(std::log10(raw)));
    const double r = raw / mag;
    const double nice = r <= 1 ? 1 : r <= 2 ? 2 : r <= 2.5 ? 2.5 : r <= 5 ? 5 : 10;
    return nice * mag;
}

// [0, top] with a tick every `step`. Qt Charts lays the axis out again after
// each setter, creating one item per tick: the setter that lowers the tick
// count goes first, or a range grown a thousandfold under the old interval
// would build thousands of tick items for a moment (seconds on a slider step).
void setDynamicTicks(QValueAxis* axis, double top, double step)
{
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0);
    if (step >= axis->tickInterval()) {
        axis->setTickInterval(step);
        axis->setRange(0, top);
    } else {
        axis->setRange(0, top);
        axis->setTickInterval(step);
    }
}

// A linear axis from 0 with round ticks, leaving room above the largest value
// for the labels drawn over bars and points.
void setZeroBasedAxis(QValueAxis* axis, double maxValue, int ticks, double headroomFactor = 1.08)
{
    if (!(maxValue > 0) || !std::isfinite(maxValue))
        maxValue = 1;
    const double step = niceStep(maxValue * headroomFactor, ticks);
    const double top = std::ceil(maxValue * headroomFactor / step) * step;
    setDynamicTicks(axis, top, step);
    int decimals = 0;
    while (decimals < 4 &&
           std::fabs(step * std::pow(10.0, decimals) - std::round(step * std::pow(10.0, decimals))) > 1e-9)
        ++decimals;
    axis->setLabelFormat(QStringLiteral("%.%1f").arg(decimals));
    axis->setMinorTickCount(0);
}

void setLogAxis(QLogValueAxis* axis, double lo, double hi)
{
    lo = std::pow(10.0, std::floor(std::log10(lo)));
    hi = std::pow(10.0, std::ceil(std::log10(hi)));
    if (hi <= lo)
        hi = lo * 10;
    // A hair beyond the decades, so rounding in log10 never drops the end labels.
    axis->setRange(lo * 0.9999, hi * 1.0001);
    axis->setLabelFormat(QStringLiteral("%.6g"));
    axis->setMinorTickCount(8);
}

// A unit that fits the magnitude of `maxBytes`, honouring GiB/GB.
struct Scale {
    double divisor = 1;
    QString unit;
};

Scale byteScale(double maxBytes, const Formatter& f)
{
    static const char* const binary[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
    static const char* const decimal[] = {"B", "kB", "MB", "GB", "TB", "PB", "EB"};
    const bool bin = f.byteUnits() == Formatter::ByteUnits::Binary;
    const double base = bin ? 1024.0 : 1000.0;
    Scale s;
    int i = 0;
    while (maxBytes / s.divisor >= base && i < 6) {
        s.divisor *= base;
        ++i;
    }
    s.unit = QString::fromLatin1(bin ? binary[i] : decimal[i]);
    return s;
}

Scale moneyScale(double maxUsd, const Formatter& f)
{
    Scale s;
    if (maxUsd >= 2e9)
        s = {1e9, ChartText::tr("%1 B", "billions of a currency").arg(f.currencySymbol())};
    else if (maxUsd >= 2e6)
        s = {1e6, ChartText::tr("%1 M", "millions of a currency").arg(f.currencySymbol())};
    else if (maxUsd >= 2e3)
        s = {1e3, ChartText::tr("%1 K", "thousands of a currency").arg(f.currencySymbol())};
    else
        s = {1, f.currencySymbol()};
    return s;
}

QFont chartFont(qreal points, bool bold = false)
{
    QFont font = QApplication::font();
    font.setPointSizeF(points);
    font.setBold(bold);
    return font;
}

// Qt Charts lays a bottom legend out in one row and elides the entries that
// do not fit ("Memory roof (3.05 Ti…"). A chart too narrow for its row (each
// of All's four charts, a small export) lists the entries at the right, one a
// line, where each keeps its whole text. Decided on the chart's width, so the
// move does not feed back into itself.
void fitLegend(QChart* chart)
{
    const qreal width = chart->size().width() - chart->margins().left() - chart->margins().right();
    if (!(width > 0) || !chart->property("bottomLegend").toBool())
        return;
    const QFontMetricsF fm(chart->legend()->font());
    qreal row = 16; // the legend's own margins
    for (QLegendMarker* m : chart->legend()->markers())
        if (m->isVisible()) // the text, the marker, their margins and a little more
            row += fm.horizontalAdvance(m->label()) + std::max(fm.height(), 15.0) + 12;
    const Qt::Alignment want = row <= width ? Qt::AlignBottom : Qt::AlignRight;
    if (chart->legend()->alignment() != want)
        chart->legend()->setAlignment(want);
}

// A legend below the plot while it fits there (fitLegend); the draw function
// calls fitLegend() again after renaming its entries.
void setBottomLegend(QChart* chart)
{
    chart->setProperty("bottomLegend", true);
    chart->legend()->setAlignment(Qt::AlignBottom);
}

// A title too wide for its chart is elided too: one that has a two-line form
// takes it where the one line does not fit.
void fitTitle(QChart* chart)
{
    const QString oneLine = chart->property("titleOneLine").toString();
    const qreal width = chart->size().width() - chart->margins().left() - chart->margins().right();
    if (oneLine.isEmpty() || !(width > 0))
        return;
    const bool fits = QFontMetricsF(chart->titleFont()).horizontalAdvance(oneLine) + 16 <= width;
    const QString title = fits ? oneLine : chart->property("titleTwoLines").toString();
    if (chart->title() != title)
        chart->setTitle(title);
}

void setFittedTitle(QChart* chart, const QString& oneLine, const QString& twoLines)
{
    chart->setProperty("titleOneLine", oneLine);
    chart->setProperty("titleTwoLines", twoLines);
    chart->setTitle(oneLine);
    fitTitle(chart);
}

// Axis numbers in the formatter's locale (a language switch changes it).
void followLocale(QChart* chart, const Formatter& f)
{
    if (chart->locale() != f.locale())
        chart->setLocale(f.locale());
}

QChart* newChart()
{
    auto* chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setTheme(QChart::ChartThemeLight);
    chart->setBackgroundRoundness(0);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->setLocalizeNumbers(true);
    chart->setTitleFont(chartFont(10.5, true));
    chart->legend()->setFont(chartFont(9));
    chart->legend()->setShowToolTips(true);
    QObject::connect(chart, &QGraphicsWidget::geometryChanged, chart, [chart] {
        fitTitle(chart);
        fitLegend(chart);
    });
    return chart;
}

void styleAxis(QAbstractAxis* axis)
{
    axis->setLabelsFont(chartFont(8.5));
    axis->setTitleFont(chartFont(9));
    axis->setGridLineColor(QColor(0xE0, 0xE0, 0xE0));
    axis->setMinorGridLineColor(QColor(0xF0, 0xF0, 0xF0));
}

// Puts a chart's two axes in place, styled, and adds series on them by name
// (the draw functions find them again with seriesNamed()).
class SeriesBuilder {
public:
    SeriesBuilder(QChart* chart, QAbstractAxis* x, QAbstractAxis* y) : m_chart(chart), m_x(x), m_y(y)
    {
        styleAxis(x);
        styleAxis(y);
        chart->addAxis(x, Qt::AlignBottom);
        chart->addAxis(y, Qt::AlignLeft);
    }
    template <class S>
    S* add(S* series, const char* name)
    {
        series->setObjectName(QLatin1String(name));
        m_chart->addSeries(series);
        series->attachAxis(m_x);
        series->attachAxis(m_y);
        return series;
    }
    // Solid lines are the current scenario, dashed ones the pinned one.
    QLineSeries* line(const char* name, QRgb color, Qt::PenStyle style = Qt::SolidLine)
    {
        auto* s = new QLineSeries;
        s->setPen(linePen(color, style == Qt::SolidLine ? 2.5 : 1.5, style));
        return add(s, name);
    }
    QScatterSeries* marker(const char* name, const QString& title, qreal size, const QColor& fill, const QColor& border)
    {
        auto* s = new QScatterSeries;
        s->setMarkerSize(size);
        s->setColor(fill);
        s->setBorderColor(border);
        s->setName(title);
        return add(s, name);
    }

private:
    QChart* m_chart;
    QAbstractAxis* m_x;
    QAbstractAxis* m_y;
};

QString modelCaption(const ChartData& d)
{
    return ChartText::tr("%1 on %2 × %3").arg(d.modelName).arg(d.gpus).arg(d.gpuName);
}

// A chart title of two centred lines (the title is rich text).
QString twoLineTitle(const QString& first, const QString& second)
{
    return QStringLiteral("<p align=\"center\">%1<br>%2</p>").arg(first.toHtmlEscaped(), second.toHtmlEscaped());
}

QList<QPointF> toPoints(const std::vector<CurvePoint>& curve, double xScale, double yDivisor)
{
    QList<QPointF> pts;
    pts.reserve(qsizetype(curve.size()));
    for (const CurvePoint& p : curve)
        if (std::isfinite(p.y))
            pts.append(QPointF(p.x * xScale, p.y / yDivisor));
    return pts;
}

double maxY(const std::vector<CurvePoint>& curve)
{
    double m = 0;
    for (const CurvePoint& p : curve)
        if (std::isfinite(p.y))
            m = std::max(m, p.y);
    return m;
}

} // namespace

// ---------------------------------------------------------------------------

QString ChartText::barLabel(const std::string& label)
{
    if (label == "current")
        return tr("This scenario");
    if (label == "pinned")
        return tr("Pinned");
    if (auto r = recipeFromString(label)) {
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
    if (auto r = recomputeFromString(label)) {
        switch (*r) {
        case Recompute::None: return tr("No recompute");
        case Recompute::Selective: return tr("Selective");
        case Recompute::Full: return tr("Full recompute");
        }
    }
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
    case ChartKind::Scaling: return tr("Scaling");
    case ChartKind::Serving: return tr("Serving");
    case ChartKind::Plan: return tr("Plan");
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

QString chartSubtitle(const ResolvedScenario& rs, const Estimate& e, const Formatter& f)
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
    if (p.zero > 0)
        layout += ChartText::tr(", ZeRO-%1").arg(p.zero);
    const Workload& w = s.workload;
    const QString batch = w.mode == Mode::Inference
                              ? ChartText::tr("batch %1, prompt %2 + output %3 tokens")
                                    .arg(f.integer(double(w.microBatchSize)), f.integer(double(w.promptTokens)),
                                         f.integer(double(w.outputTokens)))
                              : ChartText::tr("micro-batch %1, global batch %2, sequence %3")
                                    .arg(f.integer(double(w.microBatchSize)), f.integer(double(w.globalBatchSize)),
                                         f.integer(double(w.sequenceLength)));
    ChartData names;
    setNames(names, rs);
    return ChartText::tr("%1 · %2, %3 · %4 · %5")
        .arg(modelCaption(names), ChartText::modeName(w.mode), precision, layout, batch);
}

ChartData makeChartData(const ResolvedScenario& rs, const Estimate& e, CompareAxis axis, const PinnedResult* pinned,
                        const Catalog* catalog, const ServingVariant& servingVariant)
{
    ChartData d;
    d.memory = memoryBars(rs, axis == CompareAxis::Pinned ? CompareAxis::None : axis);
    // The compared variant that is the scenario itself: the legend's values.
    std::string own = "current";
    if (axis == CompareAxis::Recipe)
        own = std::string(toString(rs.scenario.precision.recipe));
    else if (axis == CompareAxis::Zero)
        own = "ZeRO-" + std::to_string(rs.scenario.parallelism.zero);
    else if (axis == CompareAxis::Recompute)
        own = std::string(toString(rs.scenario.activations.recompute));
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
            d.memory.push_back(std::move(bar));
        }
        d.pinnedPoints = rooflineData(pinned->scenario, pinned->estimate).points;
        d.pinnedBreakeven = breakevenData(pinned->scenario, pinned->estimate);
        if (pinned->scenario.scenario.workload.mode != Mode::Inference)
            d.pinnedStep = stepData(pinned->estimate);
    }
    d.roofline = rooflineData(rs, e);
    d.breakeven = breakevenData(rs, e);
    setNames(d, rs);
    d.training = rs.scenario.workload.mode != Mode::Inference;
    if (d.training) {
        d.step = stepData(e);
        d.scaling = scalingData(rs);
        // The default counts are powers of two: a scenario on 48 GPUs adds its own.
        const auto own = [&](const ScalingPoint& p) { return p.gpus >= d.gpus; };
        const auto at = std::find_if(d.scaling.begin(), d.scaling.end(), own);
        if (at == d.scaling.end() || at->gpus != d.gpus) {
            const std::vector<ScalingPoint> extra = scalingData(rs, {d.gpus});
            d.scaling.insert(at, extra.begin(), extra.end());
        }
    } else {
        auto sv = evaluateServing(rs, catalog ? *catalog : Catalog{});
        if (sv)
            d.serving = std::move(*sv);
        else
            d.servingError = sv.error();
        d.ttftSlo = rs.scenario.serving.ttftSloSeconds;
        d.tpotSlo = rs.scenario.serving.tpotSloSeconds;
        d.servingVariant = servingVariant;
        if (servingVariant.kind != ServingVariant::Kind::None && d.serving) {
            const Catalog none;
            const Catalog& c = catalog ? *catalog : none;
            auto other = resolve(withServingVariant(rs.scenario, servingVariant), c);
            auto sv = other ? evaluateServing(*other, c) : Expected<ServingResult>(other.error());
            if (sv)
                d.servingCompare = std::move(*sv);
            else
                d.servingCompareError = sv.error();
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
    return a.breakeven == b.breakeven && a.pinnedBreakeven == b.pinnedBreakeven && a.gpus == b.gpus;
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

// ---------------------------------------------------------------------------

void drawMemoryChart(QChart* chart, const ChartData& data, const Formatter& f)
{
    followLocale(chart, f);
    auto* stack = seriesNamed<QStackedBarSeries>(chart, "memory");
    auto* capacity = seriesNamed<QLineSeries>(chart, "capacity");
    if (!stack) {
        stack = new QStackedBarSeries;
        stack->setObjectName(QStringLiteral("memory"));
        stack->setBarWidth(0.55);
        capacity = new QLineSeries;
        capacity->setObjectName(QStringLiteral("capacity"));
        capacity->setPen(linePen(kInk, 2.0, Qt::DashLine));
        chart->addSeries(stack);
        chart->addSeries(capacity);
        auto* x = new QBarCategoryAxis;
        auto* y = new QValueAxis;
        styleAxis(x);
        styleAxis(y);
        chart->addAxis(x, Qt::AlignBottom);
        chart->addAxis(y, Qt::AlignLeft);
        for (QAbstractSeries* s : {static_cast<QAbstractSeries*>(stack), static_cast<QAbstractSeries*>(capacity)}) {
            s->attachAxis(x);
            s->attachAxis(y);
        }
        chart->legend()->setAlignment(Qt::AlignRight);
    }
    auto* xAxis = axisOf<QBarCategoryAxis>(chart, Qt::Horizontal);
    auto* yAxis = axisOf<QValueAxis>(chart, Qt::Vertical);

    const auto& bars = data.memory;
    double top = 0;
    for (const MemoryBar& b : bars)
        top = std::max({top, b.breakdown.total(), b.capacity});
    const Scale scale = byteScale(top, f);

    // Many bars: break two-word names over two lines (axis labels take rich
    // text). Beside others, the scenario's own bar, whose values the legend
    // gives, is named in bold.
    const int own = data.currentBar >= 0 && data.currentBar < int(bars.size()) ? data.currentBar : -1;
    QStringList categories;
    for (const MemoryBar& b : bars) {
        QString name = ChartText::barLabel(b.label).toHtmlEscaped();
        if (bars.size() > 4)
            name.replace(name.indexOf(QLatin1Char(' ')), name.contains(QLatin1Char(' ')) ? 1 : 0,
                         QStringLiteral("<br>"));
        if (bars.size() > 1 && categories.size() == own)
            name = QStringLiteral("<b>%1</b>").arg(name);
        categories << name;
    }
    if (xAxis->categories() != categories)
        xAxis->setCategories(categories);

    // One bar set per component that holds bytes in some bar, in component
    // order; the KV cache split by layer kind when a model has more than one
    // kind (windows, linear state) or caches MLA's latent. Sets come and go
    // rather than hiding their legend markers: Qt 6.4's legend keeps a hidden
    // marker's place, so markers shown again after a mode switch were drawn
    // over their neighbours in the wrong colours.
    struct Segment {
        std::size_t component;
        int kvPart; // -1: the whole component
        bool operator==(const Segment&) const = default;
    };
    const auto bytesOf = [](const MemoryBar& b, const Segment& s) {
        return s.kvPart < 0 ? b.breakdown.bytes[s.component] : b.kvParts[std::size_t(s.kvPart)];
    };
    const auto kvSplit = std::any_of(bars.begin(), bars.end(), [](const MemoryBar& b) {
        return b.breakdown[MemoryComponent::KvCache] > 0 &&
               (b.kvLatent || b.kvParts[std::size_t(KvPart::Window)] > 0 || b.kvParts[std::size_t(KvPart::State)] > 0);
    });
    std::vector<Segment> shown;
    for (std::size_t c = 0; c < kMemoryComponentCount; ++c) {
        const bool split = kvSplit && c == std::size_t(MemoryComponent::KvCache);
        for (int part = split ? 0 : -1; part < (split ? int(kKvPartCount) : 0); ++part) {
            const Segment s{c, part};
            if (std::any_of(bars.begin(), bars.end(), [&](const MemoryBar& b) { return bytesOf(b, s) > 0; }))
                shown.push_back(s);
        }
    }
    QList<QBarSet*> sets = stack->barSets();
    const auto segmentOf = [](const QBarSet* set) {
        return Segment{std::size_t(set->property("component").toUInt()), set->property("kvPart").toInt()};
    };
    const bool sameSets = std::equal(shown.begin(), shown.end(), sets.begin(), sets.end(),
                                     [&](const Segment& s, QBarSet* set) { return segmentOf(set) == s; });
    if (!sameSets) {
        stack->clear();
        for (const Segment& s : shown) {
            auto* set = new QBarSet(QString());
            const QColor color =
                QColor::fromRgba(s.kvPart < 0 ? kComponentColors[s.component] : kKvPartColors[std::size_t(s.kvPart)]);
            set->setColor(color);
            set->setBorderColor(color.darker(120));
            set->setProperty("component", uint(s.component));
            set->setProperty("kvPart", s.kvPart);
            stack->append(set);
        }
        sets = stack->barSets();
    }
    const bool latent = own >= 0 && bars[std::size_t(own)].kvLatent;
    for (QBarSet* set : sets) {
        const Segment s = segmentOf(set);
        // Named on every draw, so a language switch renames the legend too;
        // the legend gives each part's size in the scenario's own bar.
        const QString name = s.kvPart < 0 ? Report::componentName(MemoryComponent(s.component))
                                          : Report::kvPartName(KvPart(s.kvPart), latent);
        const double bytes = own >= 0 ? bytesOf(bars[std::size_t(own)], s) : 0;
        const QString label = bytes > 0 ? ChartText::tr("%1: %2").arg(name, f.bytes(bytes)) : name;
        if (set->label() != label)
            set->setLabel(label);
        if (set->count() != qsizetype(bars.size())) {
            QList<qreal> values;
            for (const MemoryBar& b : bars)
                values << bytesOf(b, s) / scale.divisor;
            set->remove(0, set->count());
            set->append(values);
        } else {
            for (std::size_t i = 0; i < bars.size(); ++i) {
                const qreal v = bytesOf(bars[i], s) / scale.divisor;
                if (set->at(qsizetype(i)) != v)
                    set->replace(qsizetype(i), v);
            }
        }
    }

    // The capacity as a step line: each bar's own GPU (a pinned scenario may differ).
    QList<QPointF> cap;
    bool sameCapacity = true;
    for (std::size_t i = 0; i < bars.size(); ++i) {
        cap << QPointF(double(i) - 0.5, bars[i].capacity / scale.divisor)
            << QPointF(double(i) + 0.5, bars[i].capacity / scale.divisor);
        sameCapacity = sameCapacity && bars[i].capacity == bars.front().capacity;
    }
    capacity->replace(cap);
    capacity->setName(!bars.empty() && sameCapacity
                          ? ChartText::tr("GPU memory (%1)").arg(f.bytes(bars.front().capacity))
                          : ChartText::tr("GPU memory"));

    setZeroBasedAxis(yAxis, top / scale.divisor, 6);
    yAxis->setTitleText(ChartText::tr("Memory per GPU (%1)").arg(scale.unit));
    // Two lines where one does not fit, split where the caption goes (the
    // translation's own words and punctuation).
    const QString pattern = ChartText::tr("Memory per GPU: %1");
    const qsizetype at = pattern.indexOf(QLatin1String("%1"));
    setFittedTitle(chart, pattern.arg(modelCaption(data)),
                   at > 0 ? twoLineTitle(pattern.left(at).trimmed(), pattern.mid(at).arg(modelCaption(data)))
                          : pattern.arg(modelCaption(data)));

    std::vector<ChartLabel> labels;
    for (std::size_t i = 0; i < bars.size(); ++i) {
        const double total = bars[i].breakdown.total();
        ChartLabel l;
        l.value = QPointF(double(i), total / scale.divisor);
        l.anchor = LabelAnchor::Above;
        l.bold = true;
        l.color = bars[i].fits ? kGoodColor : kBadColor;
        // Side by side the colour and the capacity line say it; alone, say it in words.
        if (bars.size() > 2)
            l.text = f.bytes(total);
        else
            l.text = bars[i].fits ? ChartText::tr("%1, fits").arg(f.bytes(total))
                                  : ChartText::tr("%1, does not fit").arg(f.bytes(total));
        labels.push_back(l);
    }
    setChartLabels(chart, stack, std::move(labels));
}

// ---------------------------------------------------------------------------

void drawRooflineChart(QChart* chart, const ChartData& data, const Formatter& f)
{
    followLocale(chart, f);
    const RooflineData& r = data.roofline;
    auto* hbm = seriesNamed<QLineSeries>(chart, "hbm");
    if (!hbm) {
        auto* x = new QLogValueAxis;
        auto* y = new QLogValueAxis;
        x->setBase(10);
        y->setBase(10);
        x->setTitleText(ChartText::tr("Arithmetic intensity (FLOP/byte)"));
        y->setTitleText(ChartText::tr("Attainable performance (TFLOP/s)"));
        SeriesBuilder b(chart, x, y);
        hbm = b.line("hbm", 0xFF4E79A7);
        for (Precision p : kPrecisions) {
            auto* ceiling = new QLineSeries;
            ceiling->setProperty("precision", int(p));
            b.add(ceiling, "ceiling");
        }
        b.marker("ridge", QString(), 9, QColor::fromRgba(kInk), Qt::white)
            ->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
        b.marker("ops.pinned", ChartText::tr("Pinned scenario"), 10, QColor(0, 0, 0, 0), QColor(0x80, 0x80, 0x80));
        b.marker("ops.compute", ChartText::tr("Compute-bound"), 10, QColor::fromRgba(kComputeBoundColor), Qt::white);
        b.marker("ops.memory", ChartText::tr("Memory-bound"), 10, QColor::fromRgba(kMemoryBoundColor), Qt::white);
        setBottomLegend(chart);
    }
    auto* xAxis = axisOf<QLogValueAxis>(chart, Qt::Horizontal);
    auto* yAxis = axisOf<QLogValueAxis>(chart, Qt::Vertical);

    double xmin = r.minIntensity > 0 ? r.minIntensity : 0.1;
    double xmax = r.maxIntensity > xmin ? r.maxIntensity : xmin * 1e4;
    // A point on the edge of the plot would be cut in half: give it a decade.
    for (const RooflinePoint& p : r.points) {
        if (p.intensity <= xmin * 1.3)
            xmin /= 10;
        if (p.intensity >= xmax / 1.3)
            xmax *= 10;
    }
    double maxPeak = 0;
    for (const RooflineCeiling& c : r.ceilings)
        maxPeak = std::max(maxPeak, c.peakFlops);
    const Precision computePrecision = r.points.empty() ? Precision::Bf16 : r.points.front().precision;

    hbm->setName(ChartText::tr("Memory roof (%1/s)").arg(f.bytes(r.bandwidth)));
    if (r.bandwidth > 0 && maxPeak > 0)
        hbm->replace({QPointF(xmin, xmin * r.bandwidth / kTera), QPointF(maxPeak / r.bandwidth, maxPeak / kTera)});
    else
        hbm->clear();

    std::vector<ChartLabel> labels;
    const RooflineCeiling* ridgeCeiling = nullptr;
    for (QAbstractSeries* s : chart->series()) {
        if (s->objectName() != QLatin1String("ceiling"))
            continue;
        auto* line = static_cast<QLineSeries*>(s);
        const auto p = Precision(line->property("precision").toInt());
        const auto it = std::find_if(r.ceilings.begin(), r.ceilings.end(),
                                     [&](const RooflineCeiling& c) { return c.precision == p; });
        setLegendVisible(chart, line, false);
        if (it == r.ceilings.end()) {
            line->clear();
            line->setVisible(false);
            continue;
        }
        const bool main = p == computePrecision;
        if (main)
            ridgeCeiling = &*it;
        line->setPen(linePen(main ? 0xFF303030 : 0xFF9A9A9A, main ? 2.0 : 1.2, main ? Qt::SolidLine : Qt::DashLine));
        line->replace({QPointF(it->ridge, it->peakFlops / kTera), QPointF(xmax, it->peakFlops / kTera)});
        line->setVisible(true);
    }
    if (!ridgeCeiling && !r.ceilings.empty())
        ridgeCeiling = &*std::max_element(r.ceilings.begin(), r.ceilings.end(),
                                          [](const auto& a, const auto& b) { return a.peakFlops < b.peakFlops; });
    // One label per distinct peak ("FP8 / INT8 1,979 TFLOP/s"), on its ceiling.
    struct Peak {
        double flops;
        double ridge;
        QStringList names;
    };
    std::vector<Peak> peaks;
    for (const RooflineCeiling& c : r.ceilings) {
        auto it = std::find_if(peaks.begin(), peaks.end(), [&](const Peak& pk) { return pk.flops == c.peakFlops; });
        if (it == peaks.end())
            peaks.push_back({c.peakFlops, c.ridge, {ChartText::precisionName(c.precision)}});
        else
            it->names << ChartText::precisionName(c.precision);
    }
    for (const auto& [peak, ridgeX, names] : peaks) {
        ChartLabel l;
        l.value = QPointF(xmax, peak / kTera);
        l.anchor = LabelAnchor::AboveLeft;
        l.lineStartX = ridgeX;
        l.text = ChartText::tr("%1 peak %2").arg(names.join(QStringLiteral(" / ")), f.flopsRate(peak));
        l.bold = names.contains(ChartText::precisionName(computePrecision));
        l.color = l.bold ? kInk : 0xFF707070;
        labels.push_back(l);
    }

    auto* ridge = seriesNamed<QScatterSeries>(chart, "ridge");
    if (ridgeCeiling) {
        ridge->replace({QPointF(ridgeCeiling->ridge, ridgeCeiling->peakFlops / kTera)});
        ridge->setName(ChartText::tr("Ridge point (%1 FLOP/byte)").arg(f.number(ridgeCeiling->ridge)));
    } else {
        ridge->clear();
        ridge->setName(ChartText::tr("Ridge point"));
    }

    QList<QPointF> computePts, memoryPts, pinnedPts;
    double ymin = xmin * r.bandwidth / kTera;
    for (const RooflinePoint& p : r.points) {
        const QPointF pt(p.intensity, p.attainable / kTera);
        (p.bound == Bottleneck::Compute ? computePts : memoryPts) << pt;
        ymin = std::min(ymin, pt.y());
        ChartLabel l;
        l.value = pt;
        l.text = QString::fromStdString(p.label);
        labels.push_back(l);
    }
    for (const RooflinePoint& p : data.pinnedPoints)
        if (p.intensity >= xmin && p.intensity <= xmax)
            pinnedPts << QPointF(p.intensity, p.attainable / kTera);
    auto* compute = seriesNamed<QScatterSeries>(chart, "ops.compute");
    auto* memory = seriesNamed<QScatterSeries>(chart, "ops.memory");
    compute->replace(computePts);
    memory->replace(memoryPts);
    setLegendVisible(chart, compute, !computePts.isEmpty());
    setLegendVisible(chart, memory, !memoryPts.isEmpty());
    auto* pinned = seriesNamed<QScatterSeries>(chart, "ops.pinned");
    pinned->replace(pinnedPts);
    setLegendVisible(chart, pinned, !data.pinnedPoints.empty());

    setLogAxis(xAxis, xmin, xmax);
    setLogAxis(yAxis, std::max(ymin * 0.9, 1e-6), std::max(maxPeak / kTera * 2.5, 1.0));
    chart->setTitle(ChartText::tr("Roofline: %1").arg(QString::fromStdString(r.gpuName)));
    fitLegend(chart);
    setChartLabels(chart, hbm, std::move(labels));
}

// ---------------------------------------------------------------------------

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
    cloud->replace(toPoints(b.cloudCumulative, 1, money.divisor));
    auto* onprem = seriesNamed<QLineSeries>(chart, "onprem");
    onprem->setName(ChartText::tr("On-prem (bought)"));
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
    xAxis->setLabelFormat(QStringLiteral("%.0f"));
    xAxis->setTitleText(ChartText::tr("Months at %1 utilisation").arg(f.percent(b.chosenUtilization)));
    setZeroBasedAxis(yAxis, top / money.divisor, 6, 1.05);
    yAxis->setTitleText(ChartText::tr("Cumulative cost (%1)").arg(money.unit));
    chart->setTitle(data.gpus == 1 ? ChartText::tr("Cloud against buying one GPU")
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

    auto* cloud = seriesNamed<QLineSeries>(chart, "cloud.rate");
    cloud->setName(ChartText::tr("Cloud, %1").arg(f.moneyRate(cloudRate)));
    cloud->replace({QPointF(0, cloudRate), QPointF(100, cloudRate)});
    onprem->replace(toPoints(b.onpremPerHour, 100, 1));
    auto* pinned = seriesNamed<QLineSeries>(chart, "onprem.rate.pinned");
    if (data.pinnedBreakeven)
        pinned->replace(toPoints(data.pinnedBreakeven->onpremPerHour, 100, 1));
    else
        pinned->clear();
    setLegendVisible(chart, pinned, data.pinnedBreakeven.has_value());

    std::vector<ChartLabel> labels;
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
    chart->setTitle(ChartText::tr("Cost per GPU-hour against utilisation"));
    fitLegend(chart);
    setChartLabels(chart, onprem, std::move(labels));
}

// ---------------------------------------------------------------------------

namespace {

// One colour per step part, in StepPart order: compute in the memory chart's
// weights blue, waiting on the network in warm colours.
constexpr std::array<QRgb, kStepPartCount> kStepColors = {
    0xFF4E79A7, // compute
    0xFF76B7B2, // memory-bound
    0xFF9C755F, // recompute
    0xFFF28E2B, // tensor parallel
    0xFFFF9DA7, // context parallel
    0xFFB07AA1, // expert parallel
    0xFFBAB0AC, // pipeline bubble
    0xFFEDC948, // pipeline transfers
    0xFFE15759, // data parallel
    0xFFD37295, // parameter gathers
    0xFF59A14F, // optimizer
};

// Seconds in one unit for a whole axis: ms below two seconds, else s, else min.
Scale timeScale(double maxSeconds)
{
    if (maxSeconds < 2)
        return {1e-3, ChartText::tr("ms")};
    if (maxSeconds < 600)
        return {1, ChartText::tr("s")};
    return {60, ChartText::tr("min")};
}

// The point of `points` at the scenario's own GPU count, if any.
const ScalingPoint* ownPoint(const ChartData& d)
{
    for (const ScalingPoint& p : d.scaling)
        if (p.gpus == d.gpus)
            return &p;
    return nullptr;
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
    axis->setLabelFormat(QStringLiteral("%.0f"));
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
                         ? ChartText::tr("%1 GPUs: %2 tokens/s each\nMFU %3, limited by %4")
                               .arg(f.integer(double(p->gpus)), f.count(p->tokensPerSecondPerGpu), f.percent(p->mfu),
                                    Report::stepLimitName(p->limit))
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
    days->replace(d);
    markScalingPoints(chart, "days.fits", "days.tight", "days.own", data,
                      [](const ScalingPoint& p) { return std::max(p.seconds, 1e-9) / 86400.0; });
    // The rate chart beside this one explains the hollow points and the ring.
    setLegendVisible(chart, seriesNamed<QScatterSeries>(chart, "days.own"), false);
    setLegendVisible(chart, seriesNamed<QScatterSeries>(chart, "days.tight"), false);
    cost->setName(ChartText::tr("Cloud cost (%1)").arg(money.unit));
    cost->replace(c);
    setGpuAxis(chart, xAxis, data, ChartText::tr("GPUs"));
    if (left) {
        setLogAxis(left, loDays > 0 ? loDays : 0.1, topDays > 0 ? topDays : 1);
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
    setLogAxis(xAxis, xlo, xhi);
    xAxis->setTitleText(ChartText::tr("Output tokens/s per user (faster to the right)"));
    setZeroBasedAxis(yAxis, top > 0 ? top : 1, 6, 1.15);
    yAxis->setTitleText(ChartText::tr("Output tokens/s per GPU"));
    chart->setTitle(ChartText::tr("Serving %1").arg(modelCaption(data)));
    fitLegend(chart);
    setChartLabels(chart, curve, std::move(labels));
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
    if (!data.subtitle.isEmpty()) {
        auto* subtitle = new QLabel(data.subtitle, panel.get());
        subtitle->setObjectName(QStringLiteral("subtitle"));
        subtitle->setTextFormat(Qt::PlainText);
        subtitle->setWordWrap(true);
        subtitle->setAlignment(Qt::AlignCenter);
        subtitle->setFont(chartFont(9.5));
        subtitle->setContentsMargins(8, 6, 8, 0);
        column->addWidget(subtitle);
    }
    auto* charts = new QWidget(panel.get());
    column->addWidget(charts, 1);
    auto view = [&](void (*draw)(QChart*, const ChartData&, const Formatter&)) {
        QChartView* v = createChartView(f, charts);
        v->setMinimumSize(10, 10);
        draw(v->chart(), data, f);
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
    case ChartKind::All: {
        auto* l = new QGridLayout(charts);
        l->setContentsMargins(0, 0, 0, 0);
        l->setSpacing(0);
        // The roofline's points, peaks and legend row need more width than
        // the memory bar and its legend column (which Qt Charts keeps to 40 %
        // of the chart): 11 parts to 9.
        auto* top = new QHBoxLayout;
        top->setSpacing(0);
        top->addWidget(view(drawMemoryChart), 9);
        top->addWidget(view(drawRooflineChart), 11);
        l->addLayout(top, 0, 0, 1, 2);
        l->addWidget(view(drawBreakevenCostChart), 1, 0);
        l->addWidget(view(drawBreakevenRateChart), 1, 1);
        break;
    }
    }
    return panel;
}

std::unique_ptr<QWidget> laidOutPanel(ChartKind kind, const ChartData& data, const Formatter& f, QSize logicalSize)
{
    auto panel = createChartPanel(kind, data, f);
    // Not wide (a square, a portrait page): the plots one under another, each
    // the full width, where side by side their legends and titles would not
    // fit. All's four plots stack only on a page taller than wide.
    const QList<QChartView*> views = panel->findChildren<QChartView*>();
    const bool stack =
        views.size() > 2 ? logicalSize.height() > logicalSize.width() : logicalSize.height() >= logicalSize.width();
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
