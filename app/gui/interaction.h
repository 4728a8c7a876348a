#pragma once

#include <QObject>
#include <QTimer>

namespace headroom::app {

// A slider the user is moving. While it moves, the charts paint without
// antialiasing (a draft: 2–4 ms less a break-even step on this VM's software
// rasterizer, docs/performance.md); once it has been still for
// kSettleMilliseconds they paint once more, smooth. Exports and screenshots
// of a still window are always smooth.
class Interaction : public QObject {
    Q_OBJECT
public:
    static constexpr int kSettleMilliseconds = 250;

    static Interaction& instance();
    // A user's slider step (LogSlider::valueChanged; setValue() never emits).
    void touch();
    bool active() const { return m_active; }

signals:
    void settled();

private:
    Interaction();

    QTimer m_settle;
    bool m_active = false;
};

} // namespace headroom::app
