#pragma once

#include <QPointF>
#include <QRgb>
#include <QSizeF>
#include <QString>

#include <optional>
#include <vector>

class QAbstractSeries;
class QChart;

namespace headroom::app {

// Text placed on a chart next to data points: bar totals, operation names,
// ceiling names, crossings. Qt Charts 6.4 has no per-point label text, so the
// labels are graphics items anchored to data coordinates and laid out again
// whenever the plot area moves. A greedy pass keeps them off each other and
// off the plotted lines, with a leader line when one has to move away. A label
// wider than the plot wraps at spaces (between characters in Chinese).

enum class LabelAnchor {
    Right,     // beside a point, moved aside when it would overlap
    Above,     // centred above a point (bar totals)
    AboveLeft, // ending at the point, above it (ceiling names at the right edge)
    PlotTopLeft,
    Centre,     // centred on a point (inside a bar segment); hidden where it does not fit
    PlotCentre, // a notice in the middle of the plot (a chart that does not apply)
};

struct ChartLabel {
    QPointF value; // data coordinates
    QString text;
    QRgb color = 0xFF202020;
    bool bold = false;
    LabelAnchor anchor = LabelAnchor::Right;
    // Centre only: the room around `value` in data units (a segment's length
    // and the bar's width). The label shows only where it fits inside.
    QSizeF room;
    // AboveLeft only: the x (data units) where the line the label names
    // starts. A label crowded out of the line's end slides left along the
    // line, above or below it, but not past its start.
    std::optional<double> lineStartX;
};

// Replaces the chart's labels; positions map through `series`'s axes.
void setChartLabels(QChart* chart, QAbstractSeries* series, std::vector<ChartLabel> labels);
// Lays the chart's labels out again (after applyChartTheme() changed their colours).
void relayoutChartLabels(QChart* chart);

// The QGraphicsItem::data() key under which each label item keeps its text
// (the items draw it themselves; tests read it here).
inline constexpr int kChartLabelTextKey = 0;
// ... its text colour and the colour of the box behind the text (QColor).
inline constexpr int kChartLabelColorKey = 1;
inline constexpr int kChartLabelBoxKey = 2;

} // namespace headroom::app
