#pragma once

#include "chartrender.h"

#include <QWidget>

#include <optional>
#include <utility>

namespace headroom::app {

// The chart data a widget was given while hidden (another tab in front),
// kept and drawn when the widget is shown or read. A slider step then lays
// out only the charts on screen: Qt Charts lays every axis out again on a
// change, 3–6 ms a chart, which the hidden ones made the user wait for.
class PendingDraw {
public:
    // Keeps `data` when `widget` is not visible; true when kept (draw
    // nothing now). A visible widget drops what it kept: it draws `data`.
    bool keep(const QWidget* widget, const ChartData& data, const Formatter& f)
    {
        if (widget->isVisible()) {
            m_data.reset();
            return false;
        }
        m_data = data;
        m_format = f;
        return true;
    }
    bool holds() const { return m_data.has_value(); }
    // Draws what was kept, once: `draw(data, format)`.
    template <class Draw>
    void flush(Draw draw)
    {
        if (!m_data)
            return;
        const ChartData data = *std::exchange(m_data, std::nullopt);
        draw(data, m_format);
    }

private:
    std::optional<ChartData> m_data;
    Formatter m_format;
};

} // namespace headroom::app
