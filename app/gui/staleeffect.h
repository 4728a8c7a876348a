#pragma once

#include <QAbstractScrollArea>
#include <QEvent>
#include <QLabel>
#include <QTabWidget>
#include <QWidget>

#include <algorithm>

namespace headroom::app {

// While the scenario has an error the pages keep the last valid estimate;
// a grey snapshot of each, laid over it, says so without the layout jumping.
// A snapshot rather than a QGraphicsColorizeEffect on the page: the effect
// drew the whole page into a pixmap and recoloured it at every repaint, about
// 16 ms of the 30 ms a step into an invalid value took to show (the GUI
// latency harness, docs/performance.md); the page is drawn once here, and the
// snapshot is one image while the error lasts.
void setStale(QWidget* page, bool stale);
bool isStale(const QWidget* page);

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
