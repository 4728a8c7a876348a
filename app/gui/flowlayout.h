#pragma once

#include <QLayout>

#include <vector>

namespace headroom::app {

// Lays its items out left to right at their preferred sizes and starts a new
// line where the next one does not fit: a row of figures that wraps in a
// narrow pane instead of holding the window at the row's width. Its minimum
// width is its widest item's; its height follows the width it is given
// (height for width).
class FlowLayout : public QLayout {
public:
    explicit FlowLayout(int spacing, QWidget* parent = nullptr);
    ~FlowLayout() override;

    void addItem(QLayoutItem* item) override;
    int count() const override;
    QLayoutItem* itemAt(int index) const override;
    QLayoutItem* takeAt(int index) override;
    Qt::Orientations expandingDirections() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect& rect) override;

private:
    // Places the items in `rect` (only measures when !apply); returns the height used.
    int place(const QRect& rect, bool apply) const;

    std::vector<QLayoutItem*> m_items;
};

} // namespace headroom::app
