#include "staleeffect.h"

#include <QPainter>
#include <QPointer>

namespace headroom::app {

namespace {

constexpr const char* kSnapshotName = "stale.snapshot";

// Over its page: the page as it was, in grey and faded, until the scenario is
// valid again. Mouse events pass through to the page (its tool tips say why).
class StaleSnapshot : public QWidget {
public:
    explicit StaleSnapshot(QWidget* page) : QWidget(page), m_page(page)
    {
        setObjectName(QLatin1String(kSnapshotName));
        setAttribute(Qt::WA_TransparentForMouseEvents);
        setAttribute(Qt::WA_OpaquePaintEvent);
        page->installEventFilter(this);
        hide();
    }

    // Taken now when the page is on screen, else when it is shown.
    void cover()
    {
        m_image = QImage();
        if (m_page->isVisible())
            take();
        show();
        raise();
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched == m_page && isVisibleTo(m_page)) {
            // A new size or language: the page is drawn again, then greyed.
            const auto type = event->type();
            if (type == QEvent::Resize || type == QEvent::LanguageChange || type == QEvent::Show) {
                m_image = QImage();
                setGeometry(m_page->rect());
                update();
            }
        }
        return QWidget::eventFilter(watched, event);
    }

    void showEvent(QShowEvent* event) override
    {
        QWidget::showEvent(event);
        setGeometry(m_page->rect());
    }

    void paintEvent(QPaintEvent*) override
    {
        QPainter painter(this);
        if (m_image.isNull() || m_takenAt != m_page->size()) {
            // Drawn on the next frame: grabbing the page paints it, which
            // cannot happen inside this paint.
            painter.fillRect(rect(), palette().window());
            QMetaObject::invokeMethod(
                this,
                [self = QPointer<StaleSnapshot>(this)] {
                    if (self && self->isVisible()) {
                        self->take();
                        self->update();
                    }
                },
                Qt::QueuedConnection);
            return;
        }
        painter.fillRect(rect(), palette().window());
        painter.setOpacity(0.55);
        painter.drawImage(QPoint(0, 0), m_image);
    }

private:
    void take()
    {
        setGeometry(m_page->rect());
        const bool shown = isVisible();
        setVisible(false); // not in its own picture
        const QPixmap page = m_page->grab();
        setVisible(shown);
        m_image = page.toImage().convertToFormat(QImage::Format_Grayscale8);
        m_takenAt = m_page->size(); // the picture's own size may round (a fractional pixel ratio)
    }

    QWidget* m_page;
    QImage m_image;
    QSize m_takenAt; // the page's size when the picture was taken
};

StaleSnapshot* snapshotOf(const QWidget* page)
{
    return page->findChild<StaleSnapshot*>(QLatin1String(kSnapshotName), Qt::FindDirectChildrenOnly);
}

} // namespace

void setStale(QWidget* page, bool stale)
{
    if (stale == isStale(page))
        return;
    StaleSnapshot* snapshot = snapshotOf(page);
    if (stale) {
        if (!snapshot)
            snapshot = new StaleSnapshot(page);
        snapshot->cover();
    } else if (snapshot) {
        snapshot->hide();
    }
    page->setToolTip(stale ? QObject::tr("The last valid estimate: fix the field in red to update it") : QString());
}

bool isStale(const QWidget* page)
{
    const StaleSnapshot* snapshot = snapshotOf(page);
    return snapshot && !snapshot->isHidden();
}

} // namespace headroom::app
