#pragma once

#include "chartrender.h"

#include <QString>
#include <QWidget>

class QBoxLayout;

#include <optional>

namespace headroom::app {

// A chart widget that draws only what is on screen. A slider step lays out
// only the charts the user sees: Qt Charts lays every axis out again on a
// change, 3–6 ms a chart, which the hidden tabs made the user wait for. The
// data a hidden widget is given is kept and drawn when it is shown or read
// (an accessor calls drawPending()). Data equal to what was drawn, in the
// same units, is not drawn again. After a language switch the subclass
// renews its charts (renewCharts) and the last data is drawn again, now or
// when shown. While a slider moves the charts paint as a draft, without
// antialiasing, and smooth once it is still (Interaction). The memory,
// roofline and break-even widgets and the chart tabs are its subclasses.
class DeferredChart : public QWidget {
    Q_OBJECT
public:
    using Same = bool (*)(const ChartData&, const ChartData&);

    // Draws now when visible, else when shown or read.
    void showData(const ChartData& data, const Formatter& f);

protected:
    // `same` tells data that would draw the same chart (sameMemoryChart, …).
    DeferredChart(const Formatter& f, Same same, QWidget* parent);

    // Draws what the widget was given while hidden; accessors call it first.
    void drawPending();
    // The units the charts were drawn in (tooltips format with them).
    const Formatter& format() const { return m_format; }

    // Draws `data` into the widget's charts (only when it is new).
    virtual void render(const ChartData& data, const Formatter& f) = 0;
    // Makes the charts again after a language switch (their texts are drawn,
    // and their series and axes named when created).
    virtual void renewCharts() = 0;

    // Charts side by side (break-even's two, scaling's two) while the widget
    // is wide enough for both, one above the other in a narrower pane (half a
    // screen), where side by side their axes and legends would be elided.
    void setSideBySide(QBoxLayout* charts);

    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    // A chart view that resizes drops its texts' cached pixels (cacheTexts).
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void draw(const ChartData& data, const Formatter& f);
    // Antialiased charts, or a draft while a slider moves (Interaction).
    void setSmooth(bool smooth);
    // Grid lines drawn with a cosmetic (hairline) pen.
    void useHairlineGrids();
    // The charts' text items cached as device pixels.
    void cacheTexts();
    // The legends' and charts' pending layouts, done now.
    void layOutNow();

    Same m_same;
    std::optional<ChartData> m_pending; // data that came while hidden
    std::optional<ChartData> m_drawn;
    Formatter m_format;
    Formatter m_pendingFormat;
    QString m_language; // the language the charts were drawn in
    QBoxLayout* m_sideBySide = nullptr;
};

} // namespace headroom::app
