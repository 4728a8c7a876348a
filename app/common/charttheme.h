#pragma once

#include <QColor>

class QChart;

namespace headroom::app {

// The colours an exported chart is drawn in (the export dialog's Theme,
// `headroom-cli chart --theme`). The window's charts are always Light; Dark
// is for exports only: slides with a dark background.
enum class ChartTheme { Light, Dark };

// The colours of the parts that are not data: the background, text, the
// grid, the boxes behind point labels and their leader lines.
struct ThemeColors {
    QColor background;
    QColor text;
    QColor grid;
    QColor minorGrid;
    QColor axisLine;
    QColor labelBox; // translucent, so a label over a line still shows the line
    QColor leader;
};
ThemeColors themeColors(ChartTheme theme);

// WCAG 2 relative luminance (0 black to 1 white) and contrast ratio (1 to 21).
qreal relativeLuminance(const QColor& c);
qreal contrastRatio(const QColor& a, const QColor& b);

// Text needs 4.5:1 against its background to read (WCAG AA); lines, markers
// and bars 3:1.
inline constexpr qreal kTextContrast = 4.5;
// Text drawn on a dark export: 7:1 (WCAG AAA), for slides on projectors.
inline constexpr qreal kTextContrastDark = 7.0;
inline constexpr qreal kGraphicContrast = 3.0;

// `color`, drawn on light, as drawn in `theme`: unchanged in Light. In Dark,
// greys flip their lightness (dark ink becomes light ink, white becomes the
// background) and a colour too dark for the background is mixed with white
// until it reaches `minContrast`; transparent stays transparent.
QColor themed(const QColor& color, ChartTheme theme, qreal minContrast);

// Marks `chart` as drawn in `theme` (its point labels read it when they are
// laid out) and recolours what the draw functions coloured for Light: the
// background, titles, axes, grid, legend and every series. Call after the
// chart's draw function. Light leaves the chart as it is.
void applyChartTheme(QChart* chart, ChartTheme theme);
// The theme applyChartTheme() marked `chart` with; Light when none.
ChartTheme chartTheme(const QChart* chart);

} // namespace headroom::app
