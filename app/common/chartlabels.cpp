#include "chartlabels.h"

#include "charttheme.h"

#include <QApplication>
#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsItem>
#include <QGraphicsLineItem>
#include <QLineSeries>
#include <QPainter>

#include <algorithm>

namespace headroom::app {

namespace {

QFont labelFont(qreal points, bool bold = false)
{
    QFont font = QApplication::font();
    font.setPointSizeF(points);
    font.setBold(bold);
    return font;
}

QPen leaderPen(ChartTheme theme)
{
    QPen pen(themeColors(theme).leader);
    pen.setWidthF(0.8);
    return pen;
}

class LabelItem : public QGraphicsItem {
public:
    explicit LabelItem(QGraphicsItem* parent) : QGraphicsItem(parent) { setZValue(100); }

    // Lines wider than `maxWidth` wrap at spaces.
    void setContent(const QString& text, const QFont& font, QColor color, QColor box, bool centred, qreal maxWidth)
    {
        // A slider step sets most labels to what they were: measuring and
        // wrapping them again was a sixth of a chart's update.
        if (m_set && text == m_text && font == m_font && color == m_color && box == m_box && centred == m_centred &&
            maxWidth == m_maxWidth)
            return;
        m_set = true;
        m_text = text;
        m_centred = centred;
        m_maxWidth = maxWidth;
        prepareGeometryChange();
        setData(kChartLabelTextKey, text);
        setData(kChartLabelColorKey, color);
        setData(kChartLabelBoxKey, box);
        m_font = font;
        m_color = color;
        m_box = box;
        const QFontMetricsF fm(font);
        m_lines = wrapped(text.split(QLatin1Char('\n')), fm, maxWidth - 2 * kPad);
        qreal w = 0;
        m_offsets.clear();
        for (const QString& l : m_lines) {
            m_offsets.push_back(fm.horizontalAdvance(l));
            w = std::max(w, m_offsets.back());
        }
        for (qreal& o : m_offsets)
            o = centred ? (w - o) / 2 : 0;
        m_lineHeight = fm.height();
        m_ascent = fm.ascent();
        m_rect = QRectF(0, 0, w + 2 * kPad, m_lineHeight * m_lines.size() + 2 * kPad);
    }
    QRectF boundingRect() const override { return m_rect; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override
    {
        painter->setPen(Qt::NoPen);
        painter->setBrush(m_box);
        painter->drawRoundedRect(m_rect, 2, 2);
        painter->setPen(m_color);
        painter->setFont(m_font);
        for (int i = 0; i < m_lines.size(); ++i)
            painter->drawText(QPointF(kPad + m_offsets[std::size_t(i)], kPad + m_ascent + i * m_lineHeight),
                              m_lines[i]);
    }

private:
    static QStringList wrapped(const QStringList& lines, const QFontMetricsF& fm, qreal width)
    {
        QStringList out;
        for (const QString& line : lines) {
            if (fm.horizontalAdvance(line) <= width) {
                out << line;
                continue;
            }
            QString current;
            for (const QString& word : line.split(QLatin1Char(' '))) {
                const QString joined = current.isEmpty() ? word : current + QLatin1Char(' ') + word;
                if (!current.isEmpty() && fm.horizontalAdvance(joined) > width) {
                    out << current;
                    current = word;
                } else {
                    current = joined;
                }
            }
            out << current;
        }
        // Scripts without spaces (Chinese) wrap between characters.
        QStringList result;
        for (const QString& line : out) {
            if (fm.horizontalAdvance(line) <= width) {
                result << line;
                continue;
            }
            QString current;
            for (const QChar c : line) {
                if (!current.isEmpty() && fm.horizontalAdvance(current + c) > width) {
                    result << current;
                    current.clear();
                }
                current += c;
            }
            result << current;
        }
        return result;
    }

    static constexpr qreal kPad = 2;
    bool m_set = false;
    QString m_text;
    bool m_centred = false;
    qreal m_maxWidth = 0;
    QStringList m_lines;
    std::vector<qreal> m_offsets; // of each line, centred or flush left
    QFont m_font;
    QColor m_color;
    QColor m_box;
    QRectF m_rect;
    qreal m_lineHeight = 0;
    qreal m_ascent = 0;
};

class Annotations : public QObject {
public:
    static Annotations* of(QChart* chart)
    {
        // No Q_OBJECT here (the class is private to this file): find it by name.
        for (QObject* child : chart->children())
            if (child->objectName() == QLatin1String(kName))
                if (auto* a = dynamic_cast<Annotations*>(child))
                    return a;
        return new Annotations(chart);
    }

    void set(QAbstractSeries* series, std::vector<ChartLabel> labels)
    {
        m_series = series;
        m_labels = std::move(labels);
        relayout();
    }

    void relayout()
    {
        // Light text in dark boxes on a dark export (chartTheme()).
        const ChartTheme theme = chartTheme(m_chart);
        const QColor box = themeColors(theme).labelBox;
        while (m_items.size() < m_labels.size())
            m_items.push_back(new LabelItem(m_chart));
        while (m_leaders.size() < m_labels.size()) {
            auto* line = new QGraphicsLineItem(m_chart);
            line->setZValue(99);
            m_leaders.push_back(line);
        }
        for (std::size_t i = 0; i < m_items.size(); ++i) {
            m_items[i]->setVisible(false);
            m_leaders[i]->setVisible(false);
            m_leaders[i]->setPen(leaderPen(theme));
        }
        const QRectF plot = m_chart->plotArea();
        if (!m_series || plot.width() < 10 || plot.height() < 10)
            return;

        std::vector<QPointF> anchors(m_labels.size());
        std::vector<QRectF> taken;
        for (std::size_t i = 0; i < m_labels.size(); ++i) {
            // Notices have no data point (and (0, 0) is off a log axis).
            const bool notice =
                m_labels[i].anchor == LabelAnchor::PlotTopLeft || m_labels[i].anchor == LabelAnchor::PlotCentre;
            anchors[i] = notice ? plot.topLeft() : m_chart->mapToPosition(m_labels[i].value, m_series);
            if (m_labels[i].anchor == LabelAnchor::Right)
                taken.push_back(QRectF(anchors[i] - QPointF(5, 5), QSizeF(10, 10)));
        }
        // Labels tied to one spot first (notices, bar totals, the names at a
        // line's end), then the ones that can move aside; each group from the
        // top of the plot down, so stacked labels flow downwards.
        std::vector<std::size_t> order(m_labels.size());
        for (std::size_t i = 0; i < order.size(); ++i)
            order[i] = i;
        std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
            const bool movableA = m_labels[a].anchor == LabelAnchor::Right;
            const bool movableB = m_labels[b].anchor == LabelAnchor::Right;
            if (movableA != movableB)
                return movableB;
            return anchors[a].y() < anchors[b].y();
        });
        const QRectF bounds = plot.adjusted(2, 2, -2, -2);
        const std::vector<QLineF> lines = plottedLines();
        for (std::size_t i : order) {
            const ChartLabel& l = m_labels[i];
            const QPointF p = anchors[i];
            const bool inPlot = l.anchor == LabelAnchor::PlotTopLeft || l.anchor == LabelAnchor::PlotCentre;
            if (!inPlot && !plot.adjusted(-1, -1, 1, 1).contains(p))
                continue;
            LabelItem* item = m_items[i];
            const bool centred = l.anchor == LabelAnchor::Centre || l.anchor == LabelAnchor::PlotCentre;
            // On a dark slide, text reads at 7:1 (WCAG AAA): 4.5:1 left
            // "fits" in a dim green a projector washes out.
            item->setContent(l.text, labelFont(l.anchor == LabelAnchor::PlotCentre ? 10 : 8.5, l.bold),
                             themed(QColor::fromRgba(l.color), theme, kTextContrastDark), box, centred, bounds.width());
            const QSizeF size = item->boundingRect().size();
            if (l.anchor == LabelAnchor::Centre) {
                const QRectF room = roomOf(l);
                if (size.width() + 4 > room.width() || size.height() + 2 > room.height())
                    continue; // a segment too short for its label: the legend names it
            }
            const qreal lineStart = l.lineStartX
                                        ? m_chart->mapToPosition(QPointF(*l.lineStartX, l.value.y()), m_series).x()
                                        : bounds.left();
            QRectF r = l.anchor == LabelAnchor::PlotCentre
                           ? QRectF(plot.center() - QPointF(size.width() / 2, size.height() / 2), size)
                           : place(l.anchor, p, size, bounds, taken, lines, lineStart);
            if (r.isNull())
                continue;
            item->setPos(r.topLeft());
            item->setVisible(true);
            taken.push_back(r);
            if (l.anchor == LabelAnchor::Right && !QRectF(r).adjusted(-8, -4, 8, 4).contains(p)) {
                // To the label's nearest edge: its side, or its bottom or top when above or below.
                const QPointF end(std::clamp(p.x(), r.left(), r.right()), std::clamp(p.y(), r.top(), r.bottom()));
                m_leaders[i]->setLine(QLineF(p, end));
                m_leaders[i]->setVisible(true);
            }
        }
    }

private:
    static constexpr const char* kName = "headroom-annotations";

    explicit Annotations(QChart* chart) : QObject(chart), m_chart(chart)
    {
        setObjectName(QLatin1String(kName));
        connect(chart, &QChart::plotAreaChanged, this, &Annotations::relayout);
    }

    // A Centre label's room on screen.
    QRectF roomOf(const ChartLabel& l) const
    {
        const QPointF half(l.room.width() / 2, l.room.height() / 2);
        return QRectF(m_chart->mapToPosition(l.value - half, m_series),
                      m_chart->mapToPosition(l.value + half, m_series))
            .normalized();
    }

    static bool overlaps(const QRectF& r, const std::vector<QRectF>& taken)
    {
        return std::any_of(taken.begin(), taken.end(), [&](const QRectF& t) { return t.intersects(r); });
    }

    static QRectF clampInto(QRectF r, const QRectF& bounds)
    {
        if (r.right() > bounds.right())
            r.moveRight(bounds.right());
        if (r.left() < bounds.left())
            r.moveLeft(bounds.left());
        if (r.bottom() > bounds.bottom())
            r.moveBottom(bounds.bottom());
        if (r.top() < bounds.top())
            r.moveTop(bounds.top());
        return r;
    }

    // `lineStart`: AboveLeft's limit on screen (lineStartX).
    static QRectF place(LabelAnchor anchor, QPointF p, QSizeF size, const QRectF& bounds,
                        const std::vector<QRectF>& taken, const std::vector<QLineF>& lines, qreal lineStart)
    {
        switch (anchor) {
        case LabelAnchor::Above: {
            QRectF r = clampInto(QRectF(QPointF(p.x() - size.width() / 2, p.y() - size.height() - 3), size), bounds);
            for (int step = 0; step < 3 && overlaps(r, taken); ++step)
                r.translate(0, -(size.height() + 1)); // neighbours of equal height: stagger
            return r;
        }
        case LabelAnchor::AboveLeft: {
            // Above the line's end, else below it; else slid left along the
            // line (equal peaks, points at the end), not past its start; else
            // ending where the line starts, above its height (lines closer
            // than a label is tall), and on to the left from there.
            const QRectF above(QPointF(p.x() - size.width() - 4, p.y() - size.height() - 1), size);
            const QRectF below(QPointF(p.x() - size.width() - 4, p.y() + 2), size);
            const qreal limit = std::max(bounds.left(), lineStart);
            for (qreal dx = 0; dx < bounds.width(); dx += size.width() / 4) {
                if (dx > 0 && above.left() - dx < limit)
                    break;
                for (const QRectF& c : {above.translated(-dx, 0), below.translated(-dx, 0)}) {
                    const QRectF r = clampInto(c, bounds);
                    if (!overlaps(r, taken))
                        return r;
                }
            }
            const QRectF before(QPointF(lineStart - size.width() - 6, above.top()), size);
            for (qreal dx = 0; before.left() - dx >= bounds.left(); dx += size.width() / 4) {
                const QRectF r = clampInto(before.translated(-dx, 0), bounds);
                if (!overlaps(r, taken))
                    return r;
            }
            // Nowhere free (a plot too short for its lines' names): not
            // drawn, rather than drawn over another label.
            return QRectF();
        }
        case LabelAnchor::PlotTopLeft: return QRectF(bounds.topLeft() + QPointF(6, 6), size);
        case LabelAnchor::Centre:
        case LabelAnchor::PlotCentre: return QRectF(p - QPointF(size.width() / 2, size.height() / 2), size);
        case LabelAnchor::Right: break;
        }
        const qreal gap = 7;
        const QRectF candidates[] = {
            QRectF(QPointF(p.x() + gap, p.y() - size.height() / 2), size),                // right
            QRectF(QPointF(p.x() + 4, p.y() - size.height() - gap + 2), size),            // above right
            QRectF(QPointF(p.x() + 4, p.y() + gap - 2), size),                            // below right
            QRectF(QPointF(p.x() - gap - size.width(), p.y() - size.height() / 2), size), // left
            QRectF(QPointF(p.x() - size.width() - 4, p.y() - size.height() - gap + 2), size),
            QRectF(QPointF(p.x() - size.width() - 4, p.y() + gap - 2), size),
        };
        // The first free spot that crosses no plotted line. A free one that
        // crosses a line is kept for last: a point on a roof or a ceiling
        // has room above or below it, further off (issue 29 item 10).
        const QRectF* best = nullptr;
        int bestCrossings = 0;
        for (const QRectF& c : candidates) {
            if (!bounds.contains(c) || overlaps(c, taken))
                continue;
            const int crossings = crossingCount(c, lines);
            if (!best || crossings < bestCrossings) {
                best = &c;
                bestCrossings = crossings;
            }
            if (crossings == 0)
                return c;
        }
        // Wider than the room beside the point: above or below it, slid
        // sideways into the plot, and further off (with a leader line) until
        // it crosses no plotted line.
        for (int lift = 0; lift < 4; ++lift) {
            const qreal dy = lift * (size.height() / 2 + 2);
            for (const QRectF& c : {candidates[1].translated(0, -dy), candidates[4].translated(0, -dy),
                                    candidates[2].translated(0, dy), candidates[5].translated(0, dy)}) {
                const QRectF r = clampInto(c, bounds);
                if (bounds.contains(r) && !overlaps(r, taken) && crossingCount(r, lines) == 0)
                    return r;
            }
        }
        // Crowded: walk down (then up) from the right-hand spot, then the
        // left-hand one, with a leader line back to the point: first to a
        // spot clear of the lines, then to any free one.
        for (const bool clear : {true, false}) {
            if (!clear && best)
                return *best;
            for (const QRectF& from : {candidates[0], candidates[3]}) {
                const QRectF start = clampInto(from, bounds);
                for (int dir : {1, -1}) {
                    QRectF r = start;
                    for (int step = 0; step < 40; ++step) {
                        r.translate(0, dir * (size.height() * 0.5 + 1));
                        if (!bounds.contains(r))
                            break;
                        if (!overlaps(r, taken) && (!clear || crossingCount(r, lines) == 0))
                            return r;
                    }
                }
            }
        }
        return clampInto(candidates[0], bounds);
    }

    // How many segments of the plotted lines pass through `r`.
    static int crossingCount(const QRectF& r, const std::vector<QLineF>& lines)
    {
        int n = 0;
        const QLineF edges[] = {QLineF(r.topLeft(), r.topRight()), QLineF(r.topRight(), r.bottomRight()),
                                QLineF(r.bottomRight(), r.bottomLeft()), QLineF(r.bottomLeft(), r.topLeft())};
        for (const QLineF& l : lines) {
            bool hit = r.contains(l.p1()) || r.contains(l.p2());
            for (const QLineF& e : edges)
                hit = hit || l.intersects(e, nullptr) == QLineF::BoundedIntersection;
            n += hit;
        }
        return n;
    }

    // The chart's line series as screen segments, obstacles for labels.
    std::vector<QLineF> plottedLines() const
    {
        std::vector<QLineF> lines;
        for (QAbstractSeries* s : m_chart->series()) {
            auto* line = qobject_cast<QLineSeries*>(s);
            if (!line || !line->isVisible() || line->count() < 2)
                continue;
            const QList<QPointF> pts = line->points();
            QPointF prev = m_chart->mapToPosition(pts.first(), line);
            for (qsizetype i = 1; i < pts.size(); ++i) {
                const QPointF next = m_chart->mapToPosition(pts[i], line);
                lines.emplace_back(prev, next);
                prev = next;
            }
        }
        return lines;
    }

    QChart* m_chart;
    QAbstractSeries* m_series = nullptr;
    std::vector<ChartLabel> m_labels;
    std::vector<LabelItem*> m_items;
    std::vector<QGraphicsLineItem*> m_leaders;
};

} // namespace

void setChartLabels(QChart* chart, QAbstractSeries* series, std::vector<ChartLabel> labels)
{
    Annotations::of(chart)->set(series, std::move(labels));
}

void relayoutChartLabels(QChart* chart)
{
    Annotations::of(chart)->relayout();
}

} // namespace headroom::app
