#pragma once

#include <QWidget>

namespace headroom::app {

class FenceLayout;

// Holds one widget whose text changes at every slider step (a summary value,
// the break-even answer) and passes its layout requests on only when its size
// hints changed. A QLabel asks for layout at every setText; through the
// layouts above it that re-laid the whole window out, about 5 ms a step, for
// a text that mostly keeps its size ("67.9 days" → "68.1 days"). A change of
// size goes up exactly as it would without the fence: nothing is clipped.
class LayoutFence : public QWidget {
public:
    // Takes `child` as its own, sized to the fence; the fence takes its size
    // policy. Hide and show the fence, not the child.
    explicit LayoutFence(QWidget* child, QWidget* parent = nullptr);
    // For a child whose width is given by the pane (a word-wrapped label, a
    // row of buttons): only a change of its height (at the width it has, for
    // a height-for-width child) is passed on. Its preferred width moves with
    // every text; its minimum is a word or a button, far narrower than a pane.
    void setWidthGiven(bool given);
    // While a slider moves (Interaction), a narrower text keeps the width
    // the child had: the summary's cells do not jitter left and right as a
    // value's digits change, and only a wider text lays the strip out. Once
    // the slider is still, the child fits its text again.
    void setGrowWhileDragging(bool grow);

    // How many layout requests reached the fence, and how many it passed on (tests).
    int requests() const;
    int passed() const;

private:
    FenceLayout* m_layout;
};

} // namespace headroom::app
