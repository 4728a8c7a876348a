#pragma once

#include <QGraphicsColorizeEffect>
#include <QWidget>

namespace headroom::app {

// While the scenario has an error the charts keep the last valid estimate;
// greying them out says so without the layout jumping.
inline void setStale(QWidget* widget, bool stale)
{
    if (stale == (widget->graphicsEffect() != nullptr))
        return;
    if (stale) {
        // Colourise rather than fade: no transparency to composite, so the
        // result never depends on what lies behind the widget.
        auto* effect = new QGraphicsColorizeEffect(widget);
        effect->setColor(QColor(0xB0, 0xB0, 0xB0));
        effect->setStrength(1.0);
        widget->setGraphicsEffect(effect);
    } else {
        widget->setGraphicsEffect(nullptr);
    }
    widget->setToolTip(stale ? QObject::tr("The last valid estimate: fix the field in red to update it") : QString());
}

} // namespace headroom::app
