#pragma once

#include "formatter.h"
#include "practicetext.h"

#include "headroom/practice.h"

#include <QWidget>

class QHBoxLayout;
class QLabel;

namespace headroom::app {

class ChartPicture;

// A teacher at a projector: one slide of a presentation at a time, its
// title, the slide's chart and the slide's figure worked out side by side,
// and the notes, in large type (twice the base size, Ctrl +/- to scale).
// Like a slide show, everything grows with the window past 1280 × 800 (a
// projector's full screen): the notes and the chart's text alike.
// Keys: Right, PageDown, Space next; Left, PageUp previous; Home, End;
// F full screen; Esc leaves.
class PresenterView : public QWidget {
    Q_OBJECT
public:
    PresenterView(const Catalog& catalog, const Formatter& f, QWidget* parent = nullptr);

    void setFormatter(const Formatter& f);
    void setPresentation(const Presentation& presentation);
    const Presentation& presentation() const { return m_presentation; }

    int currentSlide() const { return m_index; }
    int slideCount() const { return int(m_presentation.slides.size()); }
    void showSlide(int index);
    void next() { showSlide(m_index + 1); }
    void previous() { showSlide(m_index - 1); }

    // 1 is twice the application's base point size.
    qreal zoom() const { return m_zoom; }
    void setZoom(qreal zoom);
    // How much larger than the 1280 × 800 slide the window is (0.6 to 4):
    // every size on the slide is multiplied by it.
    qreal slideScale() const { return m_slideScale; }
    static qreal slideScaleFor(QSize size);

    QString titleText() const;
    QString notesText() const;
    QString workingHtml() const; // the slide's figure worked out
    bool workingFits() const;    // the worked figure whole in its column (tests)
    ChartPicture* chart() const { return m_chart; }

signals:
    void slideChanged(int index);

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override; // LanguageChange: the slide again
    void resizeEvent(QResizeEvent* event) override;

private:
    void render();
    void updateTitle();
    void applyFonts();
    void fitWorking();

    const Catalog& m_catalog;
    Formatter m_format;
    Presentation m_presentation;
    int m_index = 0;
    qreal m_zoom = 1;
    qreal m_slideScale = 1;
    qreal m_workingPoints = 18; // the worked figure's type before it is fitted
    QHBoxLayout* m_body = nullptr;
    QLabel* m_title;
    QLabel* m_counter;
    ChartPicture* m_chart;
    QLabel* m_working;
    QLabel* m_notes;
    QLabel* m_hint;
};

} // namespace headroom::app
