#include "minorgrid.h"

#include <QChart>
#include <QGraphicsObject>
#include <QLogValueAxis>
#include <QPainter>
#include <QPointer>
#include <QVarLengthArray>

#include <cmath>

namespace headroom::app {

namespace {

// Under Qt Charts' own grid lines (ChartPresenter: shades 1, grid 2).
constexpr qreal kMinorGridZ = 1.5;
// Qt Charts' minor tick: half its label padding (4) outside the plot.
constexpr qreal kMinorTickLength = 2.0;

class LogMinorGrid : public QGraphicsObject {
public:
    LogMinorGrid(QChart* chart, QLogValueAxis* axis) : QGraphicsObject(chart), m_chart(chart), m_axis(axis)
    {
        setZValue(kMinorGridZ);
        setFlag(ItemHasNoContents, false);
        const auto moved = [this] {
            prepareGeometryChange();
            m_area = m_chart->plotArea();
            update();
        };
        connect(chart, &QChart::plotAreaChanged, this, moved);
        // update() also drops a cached picture (QGraphicsItem::DeviceCoordinateCache).
        connect(axis, &QLogValueAxis::rangeChanged, this, [this] { update(); });
        connect(axis, &QAbstractAxis::minorGridLinePenChanged, this, [this] { update(); });
        connect(axis, &QAbstractAxis::linePenChanged, this, [this] { update(); });
        connect(axis, &QAbstractAxis::minorGridVisibleChanged, this, [this] { update(); });
        connect(axis, &QAbstractAxis::visibleChanged, this, [this] { update(); });
        // An axis taken off the chart (a chart made again) takes its grid along.
        connect(axis, &QObject::destroyed, this, &QObject::deleteLater);
        moved();
    }

    int type() const override { return kLogMinorGridType; }
    const QLogValueAxis* axis() const { return m_axis; }

    QRectF boundingRect() const override
    {
        return m_area.adjusted(-kMinorTickLength - 1, -kMinorTickLength - 1, kMinorTickLength + 1,
                               kMinorTickLength + 1);
    }

    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override
    {
        if (!m_axis || !m_axis->isVisible() || m_area.isEmpty() || !(m_axis->min() > 0) ||
            !(m_axis->max() > m_axis->min()))
            return; // an axis gone (this item goes at the next turn of the event loop)
        const double lo = std::log10(m_axis->min()), hi = std::log10(m_axis->max());
        const bool horizontal = m_axis->orientation() == Qt::Horizontal;
        QVarLengthArray<QLineF, 128> grid;
        QVarLengthArray<QLineF, 128> ticks;
        for (double decade = std::floor(lo); decade <= std::ceil(hi); ++decade) {
            for (int k = 2; k <= 9; ++k) {
                const double at = decade + std::log10(double(k));
                if (at <= lo || at >= hi)
                    continue;
                const double t = (at - lo) / (hi - lo);
                if (horizontal) {
                    const qreal x = m_area.left() + t * m_area.width();
                    grid.append(QLineF(x, m_area.top(), x, m_area.bottom()));
                    const qreal y = m_axis->alignment() == Qt::AlignTop ? m_area.top() : m_area.bottom();
                    const qreal out = m_axis->alignment() == Qt::AlignTop ? -kMinorTickLength : kMinorTickLength;
                    ticks.append(QLineF(x, y, x, y + out));
                } else {
                    const qreal y = m_area.bottom() - t * m_area.height();
                    grid.append(QLineF(m_area.left(), y, m_area.right(), y));
                    const qreal x = m_axis->alignment() == Qt::AlignRight ? m_area.right() : m_area.left();
                    const qreal out = m_axis->alignment() == Qt::AlignRight ? kMinorTickLength : -kMinorTickLength;
                    ticks.append(QLineF(x, y, x + out, y));
                }
            }
        }
        if (m_axis->isMinorGridLineVisible()) {
            painter->setPen(m_axis->minorGridLinePen());
            painter->drawLines(grid.data(), int(grid.size()));
        }
        if (m_axis->isLineVisible()) {
            painter->setPen(m_axis->linePen());
            painter->drawLines(ticks.data(), int(ticks.size()));
        }
    }

private:
    QChart* m_chart;
    QPointer<QLogValueAxis> m_axis;
    QRectF m_area;
};

} // namespace

void showLogMinorGrid(QChart* chart, QLogValueAxis* axis)
{
    for (QGraphicsItem* item : chart->childItems())
        if (item->type() == kLogMinorGridType && static_cast<LogMinorGrid*>(item)->axis() == axis)
            return;
    new LogMinorGrid(chart, axis);
}

} // namespace headroom::app
