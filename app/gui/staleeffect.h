#pragma once

#include <QAbstractScrollArea>
#include <QEvent>
#include <QGraphicsColorizeEffect>
#include <QLabel>
#include <QTabWidget>
#include <QWidget>

#include <algorithm>

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
    // A chart view paints its viewport on its own: without a repaint the page
    // on screen kept its colours until it was shown again (issue 29 item 7).
    widget->update();
    for (QAbstractScrollArea* view : widget->findChildren<QAbstractScrollArea*>())
        view->viewport()->update();
}

// Why the pages are grey, on the page shown: a box in its middle, over the
// tabs' pages rather than inside one, so the grey does not fade it.
class StaleReason : public QLabel {
public:
    explicit StaleReason(QTabWidget* tabs) : QLabel(tabs), m_tabs(tabs)
    {
        setObjectName(QStringLiteral("stale.reason"));
        setWordWrap(true);
        setAlignment(Qt::AlignCenter);
        setTextFormat(Qt::PlainText);
        setStyleSheet(QStringLiteral("QLabel { background: #FFF3E0; color: #B71C1C; border: 1px solid #FFCC80; "
                                     "border-radius: 4px; padding: 8px 12px; }"));
        tabs->installEventFilter(this);
        hide();
    }

    void showReason(const QString& reason)
    {
        setText(QObject::tr("Not updated: %1").arg(reason));
        show();
        place();
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched == m_tabs && event->type() == QEvent::Resize && isVisible())
            place();
        return QLabel::eventFilter(watched, event);
    }

private:
    void place()
    {
        const QWidget* page = m_tabs->currentWidget();
        const QRect area = page ? QRect(page->mapTo(m_tabs, QPoint(0, 0)), page->size()) : m_tabs->rect();
        const int width = std::clamp(area.width() - 40, 100, 720);
        resize(width, heightForWidth(width));
        move(area.x() + (area.width() - width) / 2, area.y() + (area.height() - height()) / 2);
        raise();
    }

    QTabWidget* m_tabs;
};

} // namespace headroom::app
