#include "layoutfence.h"

#include "interaction.h"

#include <QFontMetrics>
#include <QLabel>
#include <QLayout>
#include <QWidgetItem>

#include <utility>

namespace headroom::app {

// One item, laid out over the whole rect; its invalidate() goes on (to the
// widget and the layouts above) only when the item's hints changed. The
// child's updateGeometry() calls it directly, with the child's hints
// already renewed.
class FenceLayout : public QLayout {
public:
    explicit FenceLayout(QWidget* parent) : QLayout(parent) { setContentsMargins(0, 0, 0, 0); }
    ~FenceLayout() override { delete m_item; }

    void addItem(QLayoutItem* item) override
    {
        delete std::exchange(m_item, item);
        m_known = false;
        QLayout::invalidate();
    }
    int count() const override { return m_item ? 1 : 0; }
    QLayoutItem* itemAt(int index) const override { return index == 0 ? m_item : nullptr; }
    QLayoutItem* takeAt(int index) override
    {
        if (index != 0 || !m_item)
            return nullptr;
        m_known = false;
        QLayout::invalidate();
        return std::exchange(m_item, nullptr);
    }
    QSize sizeHint() const override
    {
        if (!m_item)
            return {};
        const QSize hint = m_item->sizeHint();
        if (!growWhileDragging)
            return hint;
        // While a slider moves, as wide as the widest text it has had.
        m_floor = Interaction::instance().active() ? m_floor.expandedTo(hint) : hint;
        return m_floor;
    }
    QSize minimumSize() const override { return m_item ? m_item->minimumSize() : QSize(); }
    QSize maximumSize() const override
    {
        return m_item ? m_item->maximumSize() : QSize(QLAYOUTSIZE_MAX, QLAYOUTSIZE_MAX);
    }
    Qt::Orientations expandingDirections() const override
    {
        return m_item ? m_item->expandingDirections() : Qt::Orientations();
    }
    bool hasHeightForWidth() const override { return m_item && m_item->hasHeightForWidth(); }
    int heightForWidth(int width) const override { return m_item ? m_item->heightForWidth(width) : -1; }
    void setGeometry(const QRect& rect) override
    {
        QLayout::setGeometry(rect);
        const bool resized = rect.width() != m_width;
        m_width = rect.width(); // QLayout::invalidate() forgets its rect
        if (m_item)
            m_item->setGeometry(rect);
        // Its height for the new width is what the next request compares with.
        if (resized && m_known)
            m_hints = hints();
    }
    void invalidate() override
    {
        ++requests;
        const Hints now = hints();
        if (m_known && now == m_hints)
            return; // the child keeps its size: nothing above moves
        if (m_known && growWhileDragging && Interaction::instance().active() && narrowerOnly(now))
            return; // keeps its width until the slider is still (settle())
        m_hints = now;
        m_known = true;
        ++passed;
        QLayout::invalidate();
        // Up at once, as the child's request would go without the fence: the
        // layouts above are invalid before the repaint this change posts,
        // not one event later.
        if (QWidget* fence = parentWidget())
            fence->updateGeometry();
    }

    // The slider is still: a child that kept a wider text's width fits its own again.
    void settle()
    {
        m_known = false;
        invalidate();
    }

    int requests = 0, passed = 0;
    bool widthGiven = false;
    bool growWhileDragging = false;

private:
    struct Hints {
        QSize hint, minimum, maximum;
        int heightForWidth = -1;
        Qt::Orientations expanding;
        bool empty = true;
        // For a plain label, measured by its text (plainOneBlock).
        QString style;
        QMargins margins;
        QSizePolicy policy;
        bool operator==(const Hints&) const = default;
    };
    static bool plainOneBlock(const QLabel* label)
    {
        return !label->wordWrap() && label->indent() < 0 && label->margin() == 0 &&
               (label->textFormat() == Qt::PlainText ||
                (label->textFormat() == Qt::AutoText && !Qt::mightBeRichText(label->text())));
    }
    Hints hints() const
    {
        Hints h;
        if (!m_item)
            return h;
        if (widthGiven && m_item->widget()) {
            // Only its height for the width it has can move what is around
            // it; asking the item for its hints would lay a word-wrapped
            // label's text out three times more (QLabel's preferred and
            // minimum sizes), about 1 ms a step for the break-even answer.
            // A child without a height for its width: its heights.
            if (m_item->widget()->hasHeightForWidth()) {
                h.heightForWidth = m_item->widget()->heightForWidth(m_width);
            } else {
                h.hint = QSize(0, m_item->sizeHint().height());
                h.minimum = QSize(0, m_item->minimumSize().height());
                h.maximum = QSize(0, m_item->maximumSize().height());
            }
            h.empty = m_item->isEmpty();
            return h;
        }
        if (const auto* label = qobject_cast<const QLabel*>(m_item->widget()); label && plainOneBlock(label)) {
            // A plain, unwrapped label: its hints follow its text's extent in
            // its font, with its style, margins and policy. QLabel measures
            // a selectable text three times through a QTextDocument (its
            // preferred, minimum and one-line sizes), about 0.15 ms a label,
            // nine labels a step; the font's metrics measure it once.
            h.hint = QFontMetrics(label->font()).size(0, label->text());
            h.style = label->styleSheet();
            h.margins = label->contentsMargins();
            h.maximum = label->maximumSize();
            h.policy = label->sizePolicy();
            h.empty = m_item->isEmpty();
            return h;
        }
        h.hint = widthGiven ? QSize(0, m_item->sizeHint().height()) : m_item->sizeHint();
        h.minimum = m_item->minimumSize();
        h.maximum = m_item->maximumSize();
        h.heightForWidth = m_item->hasHeightForWidth() ? m_item->heightForWidth(m_width) : -1;
        h.expanding = m_item->expandingDirections();
        h.empty = m_item->isEmpty();
        return h;
    }

    // The same hints but a narrower text.
    bool narrowerOnly(const Hints& now) const
    {
        if (now.hint.width() > m_hints.hint.width())
            return false;
        Hints same = now;
        same.hint.setWidth(m_hints.hint.width());
        return same == m_hints;
    }

    QLayoutItem* m_item = nullptr;
    mutable QSize m_floor; // while a slider moves, the widest hint given
    int m_width = 0;       // the width the item was last laid out at
    Hints m_hints;
    bool m_known = false;
};

LayoutFence::LayoutFence(QWidget* child, QWidget* parent) : QWidget(parent), m_layout(new FenceLayout(this))
{
    setSizePolicy(child->sizePolicy());
    m_layout->addWidget(child);
}

void LayoutFence::setWidthGiven(bool given)
{
    m_layout->widthGiven = given;
}

void LayoutFence::setGrowWhileDragging(bool grow)
{
    if (grow && !m_layout->growWhileDragging)
        connect(&Interaction::instance(), &Interaction::settled, this, [this] {
            if (m_layout->growWhileDragging)
                m_layout->settle();
        });
    m_layout->growWhileDragging = grow;
}

int LayoutFence::requests() const
{
    return m_layout->requests;
}

int LayoutFence::passed() const
{
    return m_layout->passed;
}

} // namespace headroom::app
