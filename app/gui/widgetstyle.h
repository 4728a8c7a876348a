#pragma once

#include <QEvent>
#include <QLabel>
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

// A label whose text the mouse can select, through QLabel's text control
// only while the pointer is over it or a selection is kept. With the control
// a label lays its new text out through a QTextDocument inside its next
// paint, and that layout's update() there posts an UpdateLater: a second
// frame for every label that changes at a slider step (the summary's
// values, whose pointer is on the slider). Without it, the text is drawn
// as plain text.
class SelectableOnHover : public QObject {
public:
    explicit SelectableOnHover(QLabel* label)
        : QObject(label), m_label(label), m_rest(label->textInteractionFlags() & ~Qt::TextSelectableByMouse)
    {
        label->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched != m_label)
            return false;
        switch (event->type()) {
        case QEvent::Enter: select(true); break;
        case QEvent::Leave:
        case QEvent::FocusOut:
            if (!m_label->underMouse() && !(m_label->hasFocus() && m_label->hasSelectedText()))
                select(false);
            break;
        default: break;
        }
        return false;
    }

private:
    void select(bool on)
    {
        const Qt::TextInteractionFlags flags = on ? m_rest | Qt::TextSelectableByMouse : m_rest;
        if (m_label->textInteractionFlags() != flags)
            m_label->setTextInteractionFlags(flags);
    }

    QLabel* m_label;
    Qt::TextInteractionFlags m_rest; // the label's flags without selection
};

} // namespace headroom::app
