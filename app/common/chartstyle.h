#pragma once

// The drawing toolkit every chart shares (app/common/*chart.cpp): colours,
// axes, legends, titles, the series builder. Internal to app/common.

#include "chartrender.h"

#include "chartlabels.h"
#include "minorgrid.h"
#include "report.h"

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarLegendMarker>
#include <QBarSet>
#include <QBuffer>
#include <QChart>
#include <QChartView>
#include <QFontMetricsF>
#include <QGraphicsLayout>
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

namespace headroom::app::chartdraw {

// Tableau 10: distinct, colour-blind tolerant, readable on white.
inline constexpr std::array<QRgb, kMemoryComponentCount> kComponentColors = {
    0xFF4E79A7, // weights
    0xFFF28E2B, // gradients
    0xFFE15759, // master weights
    0xFF76B7B2, // optimizer states
    0xFF9C755F, // weight copies (autocast, FSDP's unsharded layers)
    0xFF59A14F, // activations
    0xFFEDC948, // logits
    0xFFB07AA1, // KV cache
    0xFFD7D2CE, // allocator reserve (lighter than the overhead it sits under)
    0xFFBAB0AC, // overhead
};
// The KV cache by layer kind: the KV colour, lighter for windowed layers,
// darker for linear layers' constant state.
inline constexpr std::array<QRgb, kKvPartCount> kKvPartColors = {0xFFB07AA1, 0xFFD9B8D0, 0xFF7A4F70};
inline constexpr QRgb kCloudColor = 0xFF4E79A7;
inline constexpr QRgb kOnpremColor = 0xFFF28E2B;
inline constexpr QRgb kComputeBoundColor = 0xFF59A14F;
inline constexpr QRgb kMemoryBoundColor = 0xFFE15759;
inline constexpr QRgb kInk = 0xFF202020;
inline constexpr QRgb kBadColor = 0xFFC0392B;
inline constexpr QRgb kGoodColor = 0xFF2E7D32;
inline constexpr double kTera = 1e12;

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

// Whether a legend entry is meant to show. Qt 6.4 hides all of a legend's
// items while a series is added, until its next layout (QLegendPrivate::
// handleSeriesAdded), so a marker's own isVisible() reads false then; the
// charts hide markers only through setMarkerShown, which remembers it.
inline void setMarkerShown(QLegendMarker* m, bool shown)
{
    m->setProperty("markerHidden", !shown);
    m->setVisible(shown);
}

inline bool markerShown(QLegendMarker* m)
{
    return !m->property("markerHidden").toBool() && (!m->series() || m->series()->isVisible());
}

inline void setLegendVisible(QChart* chart, QAbstractSeries* series, bool visible)
{
    for (QLegendMarker* m : chart->legend()->markers(series))
        setMarkerShown(m, visible);
}

inline QPen linePen(QRgb color, qreal width, Qt::PenStyle style = Qt::SolidLine)
{
    QPen pen{QColor::fromRgba(color)};
    pen.setWidthF(width);
    pen.setStyle(style);
    pen.setCapStyle(Qt::RoundCap);
    return pen;
}

// The property a window's chart carries (DeferredChart sets it): drawn on
// screen, not exported.
inline constexpr char kOnScreenProperty[] = "headroom.onScreen";

// On screen a thin dashed line is cosmetic: one device pixel, dashed by the
// raster engine's line stroker, where a dash of width 1.2 is a path stroked
// and filled dash by dash (the roofline's dashed ceilings were a quarter of
// its paint). Exports keep the themed width.
inline QPen screenPen(const QChart* chart, QPen pen)
{
    if (pen.style() != Qt::SolidLine && pen.widthF() > 0 && pen.widthF() <= 1.5 &&
        chart->property(kOnScreenProperty).toBool())
        pen.setWidthF(0);
    return pen;
}

// A step of 1, 2, 2.5 or 5 × 10^k giving about `ticks` intervals over `span`.
inline double niceStep(double span, int ticks)
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
// QValueAxis and QLogValueAxis lay the axis out again on setLabelFormat even
// when the format is the one they have: set it only when it changes.
template <class Axis>
inline void setLabelFormat(Axis* axis, const QString& format)
{
    if (axis->labelFormat() != format)
        axis->setLabelFormat(format);
}

// Every setter also costs a relayout when it changes nothing (a slider step
// keeps the format and the tick type), so each is called only on a change.
inline void setDynamicTicks(QValueAxis* axis, double top, double step)
{
    if (axis->tickType() != QValueAxis::TicksDynamic)
        axis->setTickType(QValueAxis::TicksDynamic);
    if (axis->tickAnchor() != 0)
        axis->setTickAnchor(0);
    const auto setRange = [axis, top] {
        if (axis->min() != 0 || axis->max() != top)
            axis->setRange(0, top);
    };
    if (step >= axis->tickInterval()) {
        if (axis->tickInterval() != step)
            axis->setTickInterval(step);
        setRange();
    } else {
        setRange();
        axis->setTickInterval(step);
    }
}

// A linear axis from 0 with round ticks, leaving room above the largest value
// for the labels drawn over bars and points.
inline void setZeroBasedAxis(QValueAxis* axis, double maxValue, int ticks, double headroomFactor = 1.08)
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
    setLabelFormat(axis, QStringLiteral("%.%1f").arg(decimals));
    if (axis->minorTickCount() != 0)
        axis->setMinorTickCount(0);
}

// A decades' axis from the decade below lo to the one above hi, its minor
// grid drawn by one item (minorgrid.h) rather than by Qt Charts.
inline void setLogAxis(QChart* chart, QLogValueAxis* axis, double lo, double hi)
{
    lo = std::pow(10.0, std::floor(std::log10(lo)));
    hi = std::pow(10.0, std::ceil(std::log10(hi)));
    if (hi <= lo)
        hi = lo * 10;
    // A hair beyond the decades, so rounding in log10 never drops the end labels.
    if (axis->min() != lo * 0.9999 || axis->max() != hi * 1.0001)
        axis->setRange(lo * 0.9999, hi * 1.0001);
    setLabelFormat(axis, QStringLiteral("%.6g"));
    if (axis->minorTickCount() != 0)
        axis->setMinorTickCount(0);
    showLogMinorGrid(chart, axis);
}

// A unit that fits the magnitude of `maxBytes`, honouring GiB/GB.
struct Scale {
    double divisor = 1;
    QString unit;
};

inline Scale byteScale(double maxBytes, const Formatter& f)
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

inline Scale moneyScale(double maxUsd, const Formatter& f)
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

inline QFont chartFont(qreal points, bool bold = false)
{
    QFont font = QApplication::font();
    font.setPointSizeF(points);
    font.setBold(bold);
    return font;
}

// An axis title longer than its side of the plot ("Cumulative cost ($ K)"
// beside a plot 90 pixels tall) is elided by Qt Charts ("Cumulativ…"); the
// unit in its parentheses ("$ K") is shown instead, the quantity being in the
// chart's title. A title the draw function sets again is taken as the new
// whole title.
inline QString axisUnitOf(const QString& title)
{
    const qsizetype open = title.lastIndexOf(QLatin1Char('('));
    return open > 0 && title.endsWith(QLatin1Char(')')) ? title.mid(open + 1, title.size() - open - 2) : QString();
}

// A long axis title may name a shorter form for a narrow plot ("Time (s)"
// for "Time through one step of 128 micro-batches (s)"); fitAxisTitles takes
// the whole title, else the shorter one, else the unit alone.
inline void setAxisTitle(QAbstractAxis* axis, const QString& whole, const QString& shorter)
{
    axis->setProperty("shortTitle", shorter);
    if (axis->property("wholeTitle").toString() != whole)
        axis->setProperty("wholeTitle", QString());
    axis->setTitleText(whole);
}

// Dynamic ticks every `step` along a short axis put their labels on top of
// one another, and Qt Charts elides them all ("…"): a step is
// widened to a nicer one that leaves each label its width. The step a draw
// function sets is kept as the whole one, taken back where the axis widens.
inline void fitTicks(QValueAxis* axis, qreal room, const QLocale& locale)
{
    if (axis->tickType() != QValueAxis::TicksDynamic || !(axis->tickInterval() > 0))
        return;
    const double fitted = axis->property("fittedInterval").toDouble();
    double whole = axis->property("wholeInterval").toDouble();
    if (!(whole > 0) || axis->tickInterval() != fitted)
        whole = axis->tickInterval(); // the draw function set it anew
    const double span = axis->max() - axis->min();
    if (!(span > 0) || !std::isfinite(span))
        return;
    const QFontMetricsF fm(axis->labelsFont());
    const auto text = [&locale](double v) { return locale.toString(v, 'g', 6); };
    // Along a vertical axis each label takes a line.
    const qreal label =
        axis->orientation() == Qt::Vertical
            ? fm.height() + 2
            : std::max(fm.horizontalAdvance(text(axis->max())), fm.horizontalAdvance(text(axis->min()))) + 12;
    const int most = std::max(2, int(room / label));
    double want = whole;
    for (int ticks = most - 1; ticks >= 1 && span / want + 1 > most; --ticks)
        want = std::max(whole, niceStep(span, ticks));
    axis->setProperty("wholeInterval", whole);
    axis->setProperty("fittedInterval", want);
    if (axis->tickInterval() != want)
        axis->setTickInterval(want);
}

inline void fitAxisTitles(QChart* chart)
{
    const QRectF plot = chart->plotArea();
    if (!(plot.width() > 0) || !(plot.height() > 0))
        return;
    for (QAbstractAxis* axis : chart->axes()) {
        const QString current = axis->titleText();
        QString whole = axis->property("wholeTitle").toString();
        const QString shorter = axis->property("shortTitle").toString();
        const qreal room = axis->orientation() == Qt::Vertical ? plot.height() : plot.width();
        if (auto* value = qobject_cast<QValueAxis*>(axis))
            fitTicks(value, room, chart->locale());
        if (whole.isEmpty() || (current != whole && current != shorter && current != axisUnitOf(whole)))
            whole = current;
        if (whole.isEmpty())
            continue;
        const QFontMetricsF fm(axis->titleFont());
        const auto fits = [&](const QString& text) { return fm.horizontalAdvance(text) + 8 <= room; };
        const QString unit = axisUnitOf(whole);
        const QString want = fits(whole)                           ? whole
                             : !shorter.isEmpty() && fits(shorter) ? shorter
                             : unit.isEmpty()                      ? (shorter.isEmpty() ? whole : shorter)
                                                                   : unit;
        axis->setProperty("wholeTitle", whole);
        if (current != want)
            axis->setTitleText(want);
    }
}

// A legend entry's whole text is its series' name (its bar set's label); a
// series or bar set may name a shorter form (the "shortName" property) for a
// legend at the right, where Qt Charts gives the legend at most 0.4 of the
// chart's width (its abstractchartlayout.cpp, golden_ratio) and elides what
// is wider.
inline QString wholeLabel(QLegendMarker* m)
{
    if (auto* bar = qobject_cast<QBarLegendMarker*>(m))
        return bar->barset()->label();
    return m->series() ? m->series()->name() : m->label();
}

// What names a legend entry's shorter form: its bar set's or its series'.
inline QString shortLabel(QLegendMarker* m)
{
    if (auto* bar = qobject_cast<QBarLegendMarker*>(m))
        return bar->barset()->property("shortName").toString();
    return m->series() ? m->series()->property("shortName").toString() : QString();
}

// The width of a bottom legend's one row with every shown entry whole.
inline qreal legendRowWidth(QChart* chart)
{
    const QFontMetricsF fm(chart->legend()->font());
    qreal row = 16; // the legend's own margins
    for (QLegendMarker* m : chart->legend()->markers())
        if (markerShown(m)) // the text, the marker, their margins and a little more
            row += fm.horizontalAdvance(wholeLabel(m)) + std::max(fm.height(), 15.0) + 12;
    return row;
}

// An entry too wide for a right-hand legend reads over two lines (Qt Charts
// lays legend texts out as rich text): broken at a space, or after a
// full-width colon or comma (Chinese writes none), after a colon or a comma
// where one leaves both lines in `room`, else as late as fits; never between
// a number and its unit. Empty where no break does.
inline QString wrappedLabel(const QString& text, const QFontMetricsF& fm, qreal room)
{
    qsizetype best = -1, bestSkip = 0;
    bool bestNatural = false;
    for (qsizetype i = 1; i < text.size(); ++i) {
        const QChar c = text.at(i), before = text.at(i - 1);
        const bool space = c == QLatin1Char(' ') && !before.isDigit();
        const bool fullWidth = before == QChar(0xFF1A) || before == QChar(0xFF0C); // ： ，
        if (!space && !fullWidth)
            continue;
        const QString first = text.left(i);
        if (fm.horizontalAdvance(first) > room)
            break;
        const qsizetype skip = space ? 1 : 0;
        if (fm.horizontalAdvance(text.mid(i + skip)) > room)
            continue;
        const bool natural = fullWidth || first.endsWith(QLatin1Char(':')) || first.endsWith(QLatin1Char(','));
        if (natural || !bestNatural) {
            best = i;
            bestSkip = skip;
            bestNatural = bestNatural || natural;
        }
    }
    return best < 0
               ? QString()
               : text.left(best).toHtmlEscaped() + QStringLiteral("<br>") + text.mid(best + bestSkip).toHtmlEscaped();
}

// `rowWidth`: legendRowWidth(), measured once by fitLegend.
inline void fitLegendLabels(QChart* chart, qreal width, qreal rowWidth)
{
    const QFontMetricsF fm(chart->legend()->font());
    const Qt::Alignment side = chart->legend()->alignment();
    // At the right: the legend's share, less the marker, its margins and the
    // layout's, an entry (what Qt Charts lays out, measured with a little
    // to spare: it elides a text a few pixels past it). Below: the one row,
    // all entries together.
    const qreal room = 0.4 * width - std::max(fm.height(), 15.0) - 40;
    const bool rowTooWide = side == Qt::AlignBottom && rowWidth > width;
    bool changed = false;
    for (QLegendMarker* m : chart->legend()->markers()) {
        if (!m->series())
            continue;
        const QString whole = wholeLabel(m);
        const QString shorter = shortLabel(m);
        const bool tooWide = side == Qt::AlignRight && fm.horizontalAdvance(whole) > room;
        // A marker given a label stops following its series' name (Qt
        // Charts' custom label): only entries too wide or with a short form
        // are set, and the draw functions fit the legend after every draw.
        if (!tooWide && shorter.isEmpty() && m->property("fittedLabel").toString().isEmpty())
            continue;
        // Too wide at the right: over two lines, else the short form (over
        // two lines where it needs them); a row too wide below: short forms.
        QString want = whole;
        if (tooWide) {
            const QString wrapped = wrappedLabel(whole, fm, room);
            const QString wrappedShort =
                wrapped.isEmpty() && fm.horizontalAdvance(shorter) > room ? wrappedLabel(shorter, fm, room) : QString();
            want = !wrapped.isEmpty()        ? wrapped
                   : !wrappedShort.isEmpty() ? wrappedShort
                   : !shorter.isEmpty()      ? shorter
                                             : whole;
        } else if (rowTooWide && !shorter.isEmpty()) {
            want = shorter;
        }
        // A bar set's marker may answer its set's label while it shows the
        // short one set last: what was set is kept on the marker too.
        if (m->label() != want || m->property("fittedLabel").toString() != want) {
            m->setLabel(want);
            m->setProperty("fittedLabel", want);
            changed = true;
        }
    }
    // The legend sets its items' texts when it lays them out again.
    if (changed)
        if (QGraphicsLayout* layout = chart->legend()->layout())
            layout->invalidate();
}

// Qt Charts lays a bottom legend out in one row and elides the entries that
// do not fit ("Memory roof (3.05 Ti…"). A chart too narrow for its row (each
// of All's four charts, a small export) lists the entries at the right, one a
// line, where each keeps its whole text. Decided on the chart's width, so the
// move does not feed back into itself.
inline void fitLegend(QChart* chart)
{
    fitAxisTitles(chart); // a draw function calls this after naming its axes
    const qreal width = chart->size().width() - chart->margins().left() - chart->margins().right();
    if (!(width > 0))
        return;
    const qreal row = legendRowWidth(chart);
    if (chart->property("bottomLegend").toBool()) {
        const Qt::Alignment want = row <= width ? Qt::AlignBottom : Qt::AlignRight;
        if (chart->legend()->alignment() != want)
            chart->legend()->setAlignment(want);
    }
    fitLegendLabels(chart, width, row);
}

// A legend below the plot while it fits there (fitLegend); the draw function
// calls fitLegend() again after renaming its entries.
inline void setBottomLegend(QChart* chart)
{
    chart->setProperty("bottomLegend", true);
    chart->legend()->setAlignment(Qt::AlignBottom);
}

// A title too wide for its chart is elided too: one that has a two-line form
// takes it where the one line does not fit.
inline void fitTitle(QChart* chart)
{
    const QString oneLine = chart->property("titleOneLine").toString();
    const qreal width = chart->size().width() - chart->margins().left() - chart->margins().right();
    if (oneLine.isEmpty() || !(width > 0))
        return;
    // A rich-text title is measured by its widest line, given as plain text.
    const QString measured = chart->property("titleMeasure").toString();
    const QFontMetricsF fm(chart->titleFont());
    qreal widest = 0;
    for (const QString& line : (measured.isEmpty() ? oneLine : measured).split(QLatin1Char('\n')))
        widest = std::max(widest, fm.horizontalAdvance(line));
    const bool fits = widest + 16 <= width;
    const QString title = fits ? oneLine : chart->property("titleTwoLines").toString();
    if (chart->title() != title)
        chart->setTitle(title);
}

// A chart lays itself out again on every setTitle, the same title included.
inline void setTitle(QChart* chart, const QString& title)
{
    if (chart->title() != title)
        chart->setTitle(title);
}

inline void setFittedTitle(QChart* chart, const QString& oneLine, const QString& twoLines,
                           const QString& measured = QString())
{
    chart->setProperty("titleMeasure", measured);
    chart->setProperty("titleOneLine", oneLine);
    chart->setProperty("titleTwoLines", twoLines);
    if (!oneLine.isEmpty() && chart->size().width() - chart->margins().left() - chart->margins().right() > 0)
        fitTitle(chart); // one line or two, set once
    else
        setTitle(chart, oneLine);
}

// Axis numbers in the formatter's locale (a language switch changes it).
inline void followLocale(QChart* chart, const Formatter& f)
{
    if (chart->locale() != f.locale())
        chart->setLocale(f.locale());
}

inline QChart* newChart()
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
    QObject::connect(chart, &QChart::plotAreaChanged, chart, [chart] { fitAxisTitles(chart); });
    return chart;
}

inline void styleAxis(QAbstractAxis* axis)
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
        s->setPen(screenPen(m_chart, linePen(color, style == Qt::SolidLine ? 2.5 : 1.5, style)));
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

inline QString modelCaption(const ChartData& d)
{
    return ChartText::tr("%1 on %2 × %3").arg(d.modelName).arg(d.gpus).arg(d.gpuName);
}

// A chart title of two centred lines (the title is rich text).
inline QString twoLineTitle(const QString& first, const QString& second)
{
    return QStringLiteral("<p align=\"center\">%1<br>%2</p>").arg(first.toHtmlEscaped(), second.toHtmlEscaped());
}

// A curve's points, without those on the straight line through their
// neighbours: a straight stretch is one segment to draw. The cumulative
// cost lines are straight, 121 points each, and a thick line is stroked
// joint by joint at every repaint.
inline QList<QPointF> toPoints(const std::vector<CurvePoint>& curve, double xScale, double yDivisor)
{
    QList<QPointF> pts;
    pts.reserve(qsizetype(curve.size()));
    const auto straight = [](const QPointF& a, const QPointF& b, const QPointF& c) {
        // b on the segment a–c, off it by at most a part in 10⁹ of its length.
        const double cross = (b.x() - a.x()) * (c.y() - a.y()) - (b.y() - a.y()) * (c.x() - a.x());
        const double extent = (c.x() - a.x()) * (c.x() - a.x()) + (c.y() - a.y()) * (c.y() - a.y());
        return std::abs(cross) <= 1e-9 * extent && (b.x() - a.x()) * (c.x() - b.x()) >= 0 &&
               (b.y() - a.y()) * (c.y() - b.y()) >= 0;
    };
    for (const CurvePoint& p : curve) {
        if (!std::isfinite(p.y))
            continue;
        const QPointF next(p.x * xScale, p.y / yDivisor);
        if (pts.size() >= 2 && straight(pts[pts.size() - 2], pts.back(), next))
            pts.back() = next;
        else
            pts.append(next);
    }
    return pts;
}

inline double maxY(const std::vector<CurvePoint>& curve)
{
    double m = 0;
    for (const CurvePoint& p : curve)
        if (std::isfinite(p.y))
            m = std::max(m, p.y);
    return m;
}

// One colour per step part, in StepPart order: compute in the memory chart's
// weights blue, waiting on the network in warm colours.
inline constexpr std::array<QRgb, kStepPartCount> kStepColors = {
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
    0xFF8C6D31, // straggler: waiting for the slowest GPU
    0xFF8CD17D, // waiting for the host
};

// The step chart's rows beside the GPU step: storage reads, host-to-device
// copies, CPU decoding, checkpoint writing (InputLimit's order after Gpu).
inline constexpr std::array<QRgb, 4> kInputColors = {
    0xFF79706E, // storage reads
    0xFFD4A6C8, // host-to-device copies
    0xFFB6992D, // CPU decoding
    0xFF499894, // checkpoint writing
};

// Seconds in one unit for a whole axis: ms below two seconds, else s, else min.
inline Scale timeScale(double maxSeconds)
{
    if (maxSeconds < 2)
        return {1e-3, ChartText::tr("ms")};
    if (maxSeconds < 600)
        return {1, ChartText::tr("s")};
    if (maxSeconds < 600 * 60)
        return {60, ChartText::tr("min")};
    if (maxSeconds < 72 * 3600)
        return {3600, ChartText::tr("h")};
    return {86400, ChartText::tr("days")};
}

// The point of `points` at the scenario's own GPU count, if any.
inline const ScalingPoint* ownPoint(const ChartData& d)
{
    for (const ScalingPoint& p : d.scaling)
        if (p.gpus == d.gpus)
            return &p;
    return nullptr;
}

} // namespace headroom::app::chartdraw
