#include "pendingdraw.h"

#include "chartstyle.h"
#include "interaction.h"
#include "language.h"
#include "minorgrid.h"

#include <QAbstractAxis>
#include <QBoxLayout>
#include <QChart>
#include <QChartView>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QLegend>

#include <utility>

namespace headroom::app {

namespace {

// An item and every descendant (a chart's items are all its descendants).
template <class Visit>
void forEachItem(QGraphicsItem* item, const Visit& visit)
{
    visit(item);
    for (QGraphicsItem* child : item->childItems())
        forEachItem(child, visit);
}

} // namespace

DeferredChart::DeferredChart(const Formatter& f, Same same, QWidget* parent)
    : QWidget(parent), m_same(same), m_format(f), m_language(language::current())
{
    // Smooth again once the slider is still (a hint that changes repaints).
    connect(&Interaction::instance(), &Interaction::settled, this, [this] { setSmooth(true); });
}

void DeferredChart::setSmooth(bool smooth)
{
    for (QChartView* view : findChildren<QChartView*>())
        if (view->renderHints().testFlag(QPainter::Antialiasing) != smooth)
            view->setRenderHint(QPainter::Antialiasing, smooth);
}

void DeferredChart::useHairlineGrids()
{
    // A grid line or tick of width 1 is stroked as a path to be drawn and
    // again for its bounding box (QGraphicsLineItem::boundingRect calls
    // shape()); a cosmetic pen is drawn as a line, one pixel wide on screen.
    // The roofline has about 90 of each (minor lines on both log axes).
    // Exports keep the themed width (chartrender.cpp draws its own charts).
    for (QChartView* view : findChildren<QChartView*>()) {
        for (QAbstractAxis* axis : view->chart()->axes()) {
            for (auto [get, set] : {std::pair{&QAbstractAxis::gridLinePen, &QAbstractAxis::setGridLinePen},
                                    std::pair{&QAbstractAxis::minorGridLinePen, &QAbstractAxis::setMinorGridLinePen},
                                    std::pair{&QAbstractAxis::linePen, &QAbstractAxis::setLinePen}}) {
                QPen pen = (axis->*get)();
                if (pen.widthF() != 0) {
                    pen.setWidthF(0);
                    (axis->*set)(pen);
                }
            }
        }
    }
}

void DeferredChart::showData(const ChartData& data, const Formatter& f)
{
    if (isVisible()) {
        m_pending.reset(); // what was kept is older than this
        draw(data, f);
        return;
    }
    m_pending = data;
    m_pendingFormat = f;
}

void DeferredChart::drawPending()
{
    if (!m_pending)
        return;
    const ChartData data = *std::exchange(m_pending, std::nullopt);
    draw(data, m_pendingFormat);
}

void DeferredChart::draw(const ChartData& data, const Formatter& f)
{
    if (m_drawn && m_same(*m_drawn, data) && sameFormat(m_format, f))
        return; // e.g. a cost input moved and this chart shows none
    m_drawn = data;
    m_format = f;
    // A draft while a slider moves (Interaction).
    setSmooth(!Interaction::instance().active());
    for (QChartView* view : findChildren<QChartView*>())
        if (!view->chart()->property(chartdraw::kOnScreenProperty).toBool())
            view->chart()->setProperty(chartdraw::kOnScreenProperty, true);
    render(data, f);
    useHairlineGrids();
    layOutNow();
    cacheTexts();
}

void DeferredChart::cacheTexts()
{
    // A chart's texts (axis labels and titles, legend entries) are laid out
    // through a QTextDocument at every paint; most keep their text from one
    // step to the next. Cached as device pixels, an unchanged one is copied;
    // a changed one repaints its cache (QGraphicsItem::update).
    // Walked down from each chart, every item of which is its descendant:
    // QGraphicsScene::items() sorts the whole scene by stacking order first.
    // The minor grid of a log axis too (minorgrid.h): its dashed lines keep
    // their place while the range and the plot area do.
    for (QChartView* view : findChildren<QChartView*>()) {
        forEachItem(view->chart(), [](QGraphicsItem* item) {
            if ((item->type() == QGraphicsTextItem::Type || item->type() == kLogMinorGridType) &&
                item->cacheMode() != QGraphicsItem::DeviceCoordinateCache)
                item->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
        });
        if (!view->property("headroomTextCacheWatched").toBool()) {
            view->setProperty("headroomTextCacheWatched", true);
            view->installEventFilter(this);
        }
    }
}

bool DeferredChart::eventFilter(QObject* watched, QEvent* event)
{
    // A device-pixel cache holds what was exposed when it was painted, and a
    // text that only moves keeps it (QGraphicsItem::DeviceCoordinateCache).
    // A title or axis label painted while the view was narrower than the
    // window's final layout (a long translated fix button in the summary
    // strip first squeezes the chart) kept its clipped pixels after the view
    // grew: the chart showed no title and no axis labels until the window
    // was resized again. A view that resizes repaints its texts whole.
    if (event->type() == QEvent::Resize)
        if (auto* view = qobject_cast<QChartView*>(watched))
            forEachItem(view->chart(), [](QGraphicsItem* item) {
                if (item->cacheMode() == QGraphicsItem::DeviceCoordinateCache)
                    item->update();
            });
    return QWidget::eventFilter(watched, event);
}

void DeferredChart::layOutNow()
{
    // Laid out now rather than on the posted layout requests: the repaint
    // that follows draws the final geometry once, not twice. The legend
    // first: a renamed entry invalidates only the legend's own layout, and
    // a legend that changes size invalidates the chart's. Nothing else is
    // laid out: a chart whose axes, titles and legend kept their size keeps
    // its geometry (the draw functions set only what changed).
    for (QChartView* view : findChildren<QChartView*>()) {
        QChart* chart = view->chart();
        if (QGraphicsLayout* legend = chart->legend()->layout())
            legend->activate();
        if (QGraphicsLayout* layout = chart->layout())
            layout->activate();
    }
}

namespace {
// Two charts side by side need about 410 pixels each for their axes, titles
// and right-hand legends to keep their whole texts; narrower, the window
// stands them one under the other (the tab's height leaves each room; an
// export weighs both sides, chartrender.cpp).
constexpr int kSideBySideWidth = 820;
} // namespace

void DeferredChart::setSideBySide(QBoxLayout* charts)
{
    m_sideBySide = charts;
}

void DeferredChart::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (!m_sideBySide)
        return;
    const auto direction = width() >= kSideBySideWidth ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
    if (m_sideBySide->direction() != direction)
        m_sideBySide->setDirection(direction);
}

void DeferredChart::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    drawPending();
}

void DeferredChart::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (!language::switchedSince(&m_language, event))
        return;
    renewCharts();
    // Drawn again now, or when shown; data kept while hidden is newer.
    if (const auto drawn = std::exchange(m_drawn, std::nullopt); drawn && !m_pending)
        showData(*drawn, m_format);
}

} // namespace headroom::app
