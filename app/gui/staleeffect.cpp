#include "staleeffect.h"

#include <QPainter>

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
        setGeometry(m_page->rect());
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
        // The page's picture is taken as the page is first painted (its
        // charts, drawn as they were shown, are laid out by then), from the
        // widgets just painted under this one.
        if (m_image.isNull() || m_takenAt != m_page->size())
            take();
        QPainter painter(this);
        painter.fillRect(rect(), palette().window());
        painter.setOpacity(0.55);
        painter.drawImage(QPoint(0, 0), m_image);
    }

private:
    void take()
    {
        // The page's widgets but this one, rendered into a picture: safe
        // inside this widget's paint (grabbing the page would paint this
        // widget again).
        const qreal ratio = devicePixelRatioF();
        QImage picture(m_page->size() * ratio, QImage::Format_ARGB32_Premultiplied);
        picture.setDevicePixelRatio(ratio);
        picture.fill(m_page->palette().color(m_page->backgroundRole()));
        {
            QPainter painter(&picture);
            for (QWidget* child : m_page->findChildren<QWidget*>(Qt::FindDirectChildrenOnly))
                if (child != this && child->isVisible())
                    child->render(&painter, child->pos(), QRegion(),
                                  QWidget::DrawWindowBackground | QWidget::DrawChildren);
        }
        m_image = picture.convertToFormat(QImage::Format_Grayscale8);
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
