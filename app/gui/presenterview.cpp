#include "presenterview.h"

#include "language.h"

#include "chartpicture.h"
#include "explainpanel.h"
#include "report.h"

#include <QApplication>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>

namespace headroom::app {

namespace {
constexpr qreal kZoomStep = 1.15;
constexpr qreal kMinZoom = 0.5;
constexpr qreal kMaxZoom = 3.0;
// Chart text grows with the zoom, a little less than the prose: a chart
// drawn at half its size is too cramped to read.
constexpr qreal kChartScale = 1.2;
// The slide the type sizes are made for; a larger window (a projector's full
// screen) enlarges everything on it alike, as a slide show does.
constexpr QSize kReferenceSlide(1280, 800);
constexpr qreal kMinSlideScale = 0.6;
constexpr qreal kMaxSlideScale = 4.0;
} // namespace

PresenterView::PresenterView(const Catalog& catalog, const Formatter& f, QWidget* parent)
    : QWidget(parent, Qt::Window), m_catalog(catalog), m_format(f), m_title(new QLabel(this)),
      m_counter(new QLabel(this)), m_chart(new ChartPicture(this)), m_working(new QLabel(this)),
      m_notes(new QLabel(this)), m_hint(new QLabel(this))
{
    setFocusPolicy(Qt::StrongFocus);
    // Dark on white whatever the desktop theme: a projector washes out grey.
    setAutoFillBackground(true);
    QPalette pal = palette();
    pal.setColor(QPalette::Window, Qt::white);
    pal.setColor(QPalette::WindowText, QColor(0x20, 0x20, 0x20));
    setPalette(pal);

    auto* layout = new QVBoxLayout(this);
    auto* header = new QHBoxLayout;
    m_title->setWordWrap(true);
    header->addWidget(m_title, 1);
    header->addWidget(m_counter, 0, Qt::AlignTop);
    layout->addLayout(header);

    auto* body = new QHBoxLayout;
    m_body = body;
    body->addWidget(m_chart, 2);
    m_working->setWordWrap(true);
    m_working->setTextFormat(Qt::RichText);
    m_working->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_working->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Expanding);
    body->addWidget(m_working, 1);
    layout->addLayout(body, 1);

    m_notes->setWordWrap(true);
    m_notes->setTextFormat(Qt::PlainText);
    layout->addWidget(m_notes);
    language::keep(this, m_hint, [this] {
        m_hint->setText(tr("→ Space next · ← previous · Home/End · F full screen · Ctrl +/− text "
                           "size · Esc leave"));
    });
    QPalette grey = m_hint->palette();
    grey.setColor(QPalette::WindowText, QColor(0x90, 0x90, 0x90));
    m_hint->setPalette(grey);
    layout->addWidget(m_hint, 0, Qt::AlignRight);

    applyFonts();
    resize(1280, 800);
}

void PresenterView::setFormatter(const Formatter& f)
{
    m_format = f;
    render();
}

void PresenterView::setPresentation(const Presentation& presentation)
{
    m_presentation = presentation;
    m_index = 0;
    updateTitle();
    render();
}

void PresenterView::updateTitle()
{
    const QString title = QString::fromStdString(m_presentation.title);
    setWindowTitle(title.isEmpty() ? tr("Headroom presenter") : tr("%1 — Headroom presenter").arg(title));
}

void PresenterView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        updateTitle();
        render();
    }
}

void PresenterView::showSlide(int index)
{
    const int clamped = std::clamp(index, 0, std::max(0, slideCount() - 1));
    if (clamped == m_index)
        return;
    m_index = clamped;
    render();
    emit slideChanged(m_index);
}

void PresenterView::setZoom(qreal zoom)
{
    zoom = std::clamp(zoom, kMinZoom, kMaxZoom);
    if (qFuzzyCompare(zoom, m_zoom))
        return;
    m_zoom = zoom;
    applyFonts();
}

qreal PresenterView::slideScaleFor(QSize size)
{
    return std::clamp(
        std::min(qreal(size.width()) / kReferenceSlide.width(), qreal(size.height()) / kReferenceSlide.height()),
        kMinSlideScale, kMaxSlideScale);
}

void PresenterView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    const qreal scale = slideScaleFor(size());
    if (qFuzzyCompare(scale, m_slideScale)) {
        fitWorking();
        return;
    }
    m_slideScale = scale;
    applyFonts();
}

void PresenterView::applyFonts()
{
    const qreal base = QApplication::font().pointSizeF() > 0 ? QApplication::font().pointSizeF() : 9;
    // The margins and gaps grow with the slide too; the key hint stays UI-sized.
    const qreal s = m_slideScale;
    layout()->setContentsMargins(qRound(24 * s), qRound(16 * s), qRound(24 * s), qRound(8 * s));
    layout()->setSpacing(qRound(10 * s));
    m_body->setSpacing(qRound(20 * s));
    const qreal text = base * 2 * m_zoom * s;
    QFont body = font();
    body.setPointSizeF(text);
    QFont title = body;
    title.setPointSizeF(text * 1.35);
    title.setBold(true);
    QFont small = body;
    small.setPointSizeF(text * 0.7);
    m_title->setFont(title);
    m_counter->setFont(small);
    m_workingPoints = text;
    m_working->setFont(body);
    fitWorking();
    m_notes->setFont(body);
    QFont hint = body;
    hint.setPointSizeF(base);
    m_hint->setFont(hint);
    // The chart's titles, axes, legend and labels scale with the notes: its
    // layout stays that of the reference slide, only larger.
    m_chart->setTextScale(kChartScale * m_zoom * s);
}

void PresenterView::render()
{
    if (m_presentation.slides.empty()) {
        m_title->setText(tr("This presentation has no slides."));
        m_counter->clear();
        m_working->clear();
        m_notes->clear();
        m_chart->clear();
        return;
    }
    const Slide& slide = m_presentation.slides[std::size_t(m_index)];
    m_title->setText(QString::fromStdString(slide.title));
    m_counter->setText(tr("%1 / %2").arg(m_index + 1).arg(slideCount()));
    m_notes->setText(QString::fromStdString(slide.notes));
    m_notes->setVisible(!slide.notes.empty());
    auto ev = evaluateScenario(slide.scenario, m_catalog);
    if (!ev) {
        m_working->setText(Report::errorMessage(ev.error()).toHtmlEscaped());
        m_chart->clear();
        return;
    }
    const ChartData data = makeChartData(*ev, CompareAxis::None);
    // A serving figure (TPOT on the serving slide) is the serving result's.
    const Figure& fig = explainedFigure(ev->estimate, ev->servingResult(), slide.figure);
    m_working->setText(
        fig.present()
            ? ExplainPanel::figureStyle() +
                  ExplainPanel::figureHtml(slide.figure, fig, m_format, slide.scenario.workload.mode, &ev->estimate)
            : tr("%1 does not apply to this scenario.").arg(Report::figureTitle(slide.figure)).toHtmlEscaped());
    fitWorking();
    m_chart->setChart(slide.chart, data, m_format);
}

void PresenterView::fitWorking()
{
    // The worked figure in the slide's type if it fits its column, else a
    // little smaller until it does (enlarged text cut the formula off).
    QFont font = m_working->font();
    if (!isVisible()) { // laid out when shown (resizeEvent fits it then)
        font.setPointSizeF(m_workingPoints);
        m_working->setFont(font);
        return;
    }
    layout()->activate();
    for (qreal points = m_workingPoints; points > m_workingPoints * 0.45; points *= 0.92) {
        font.setPointSizeF(points);
        m_working->setFont(font);
        if (workingFits())
            return;
    }
}

bool PresenterView::workingFits() const
{
    const int width = m_working->contentsRect().width();
    return m_working->minimumSizeHint().width() <= m_working->width() &&
           m_working->heightForWidth(m_working->width()) <= m_working->height() && width > 0;
}

QString PresenterView::titleText() const
{
    return m_title->text();
}

QString PresenterView::notesText() const
{
    return m_notes->text();
}

QString PresenterView::workingHtml() const
{
    return m_working->text();
}

void PresenterView::keyPressEvent(QKeyEvent* event)
{
    // Ctrl with + or = (the same key without Shift), -, and 0: as in browsers.
    if (event->modifiers() & Qt::ControlModifier) {
        switch (event->key()) {
        case Qt::Key_Plus:
        case Qt::Key_Equal: setZoom(m_zoom * kZoomStep); return;
        case Qt::Key_Minus:
        case Qt::Key_Underscore: setZoom(m_zoom / kZoomStep); return;
        case Qt::Key_0: setZoom(1); return;
        default: break;
        }
    }
    const bool plain = (event->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier;
    switch (event->key()) {
    case Qt::Key_Right:
    case Qt::Key_PageDown:
    case Qt::Key_Space: next(); return;
    case Qt::Key_Left:
    case Qt::Key_PageUp:
    case Qt::Key_Backspace: previous(); return;
    case Qt::Key_Home: showSlide(0); return;
    case Qt::Key_End: showSlide(slideCount() - 1); return;
    case Qt::Key_F:
        if (plain) {
            if (isFullScreen())
                showNormal();
            else
                showFullScreen();
            return;
        }
        break;
    case Qt::Key_Escape:
        if (isFullScreen())
            showNormal();
        close();
        return;
    default: break;
    }
    QWidget::keyPressEvent(event);
}

} // namespace headroom::app
