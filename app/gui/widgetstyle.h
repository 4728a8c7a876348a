#pragma once

#include <QString>
#include <QWidget>

namespace headroom::app {

// Sets a style sheet only when it differs: set again, even to the same text,
// a style sheet re-polishes the widget and lays its window out, a few
// milliseconds a slider step for labels restyled at every result.
inline void setStyleSheetIfChanged(QWidget* widget, const QString& style)
{
    if (widget->styleSheet() != style)
        widget->setStyleSheet(style);
}

} // namespace headroom::app
