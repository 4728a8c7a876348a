#pragma once

class QChart;
class QLogValueAxis;

namespace headroom::app {

// The minor grid of a logarithmic axis, at 2, 3, …, 9 times each power of
// ten, drawn by one item in one call, with the axis's short minor ticks.
// Qt Charts makes every minor grid line and every minor tick an item of its
// own: on the roofline's two log axes about 90 of each, which took half of
// each paint of the chart (2.3 → 1.2 ms a paint, the GUI harness's event
// census) and had each one laid out again when a range changed. The item
// takes its pens from the axis (the theme's colours, the screen's hairline,
// an export's width) and follows the axis's range and the plot area; the
// axis keeps no minor ticks of its own.
void showLogMinorGrid(QChart* chart, QLogValueAxis* axis);

// The QGraphicsItem::type() of that item. Its dashed lines are the most
// pixels of a chart's paint: on screen it is painted from a device-pixel
// cache (pendingdraw.cpp) and drawn again only when the range or the plot
// area moves; exports draw it as lines.
inline constexpr int kLogMinorGridType = 65536 + 0x4D47; // QGraphicsItem::UserType + "MG"

} // namespace headroom::app
