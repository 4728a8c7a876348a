// The memory stack per GPU: one bar per component, the KV cache by layer kind.

#include "chartstyle.h"

namespace headroom::app {

using namespace chartdraw;

void drawMemoryChart(QChart* chart, const ChartData& data, const Formatter& f)
{
    followLocale(chart, f);
    auto* stack = seriesNamed<QStackedBarSeries>(chart, "memory");
    auto* capacity = seriesNamed<QLineSeries>(chart, "capacity");
    if (!stack) {
        stack = new QStackedBarSeries;
        stack->setObjectName(QStringLiteral("memory"));
        stack->setBarWidth(0.55);
        capacity = new QLineSeries;
        capacity->setObjectName(QStringLiteral("capacity"));
        capacity->setPen(linePen(kInk, 2.0, Qt::DashLine));
        chart->addSeries(stack);
        chart->addSeries(capacity);
        auto* x = new QBarCategoryAxis;
        auto* y = new QValueAxis;
        styleAxis(x);
        styleAxis(y);
        chart->addAxis(x, Qt::AlignBottom);
        chart->addAxis(y, Qt::AlignLeft);
        for (QAbstractSeries* s : {static_cast<QAbstractSeries*>(stack), static_cast<QAbstractSeries*>(capacity)}) {
            s->attachAxis(x);
            s->attachAxis(y);
        }
        chart->legend()->setAlignment(Qt::AlignRight);
    }
    auto* xAxis = axisOf<QBarCategoryAxis>(chart, Qt::Horizontal);
    auto* yAxis = axisOf<QValueAxis>(chart, Qt::Vertical);

    const auto& bars = data.memory;
    double top = 0;
    for (const MemoryBar& b : bars)
        top = std::max({top, b.breakdown.total(), b.capacity});
    const Scale scale = byteScale(top, f);

    // Many bars: break two-word names over two lines (axis labels take rich
    // text). Beside others, the scenario's own bar, whose values the legend
    // gives, is named in bold.
    const int own = data.currentBar >= 0 && data.currentBar < int(bars.size()) ? data.currentBar : -1;
    QStringList categories;
    for (const MemoryBar& b : bars) {
        QString name = ChartText::barLabel(b.label).toHtmlEscaped();
        if (bars.size() > 4)
            name.replace(name.indexOf(QLatin1Char(' ')), name.contains(QLatin1Char(' ')) ? 1 : 0,
                         QStringLiteral("<br>"));
        if (bars.size() > 1 && categories.size() == own)
            name = QStringLiteral("<b>%1</b>").arg(name);
        categories << name;
    }
    if (xAxis->categories() != categories)
        xAxis->setCategories(categories);

    // One bar set per component that holds bytes in some bar, in component
    // order; the KV cache split by layer kind when a model has more than one
    // kind (windows, linear state) or caches MLA's latent. Sets come and go
    // rather than hiding their legend markers: Qt 6.4's legend keeps a hidden
    // marker's place, so markers shown again after a mode switch were drawn
    // over their neighbours in the wrong colours.
    struct Segment {
        std::size_t component;
        int kvPart; // -1: the whole component
        bool operator==(const Segment&) const = default;
    };
    const auto bytesOf = [](const MemoryBar& b, const Segment& s) {
        return s.kvPart < 0 ? b.breakdown.bytes[s.component] : b.kvParts[std::size_t(s.kvPart)];
    };
    const auto kvSplit = std::any_of(bars.begin(), bars.end(), [](const MemoryBar& b) {
        return b.breakdown[MemoryComponent::KvCache] > 0 &&
               (b.kvLatent || b.kvParts[std::size_t(KvPart::Window)] > 0 || b.kvParts[std::size_t(KvPart::State)] > 0);
    });
    std::vector<Segment> shown;
    for (std::size_t c = 0; c < kMemoryComponentCount; ++c) {
        const bool split = kvSplit && c == std::size_t(MemoryComponent::KvCache);
        for (int part = split ? 0 : -1; part < (split ? int(kKvPartCount) : 0); ++part) {
            const Segment s{c, part};
            if (std::any_of(bars.begin(), bars.end(), [&](const MemoryBar& b) { return bytesOf(b, s) > 0; }))
                shown.push_back(s);
        }
    }
    QList<QBarSet*> sets = stack->barSets();
    const auto segmentOf = [](const QBarSet* set) {
        return Segment{std::size_t(set->property("component").toUInt()), set->property("kvPart").toInt()};
    };
    const bool sameSets = std::equal(shown.begin(), shown.end(), sets.begin(), sets.end(),
                                     [&](const Segment& s, QBarSet* set) { return segmentOf(set) == s; });
    if (!sameSets) {
        stack->clear();
        for (const Segment& s : shown) {
            auto* set = new QBarSet(QString());
            const QColor color =
                QColor::fromRgba(s.kvPart < 0 ? kComponentColors[s.component] : kKvPartColors[std::size_t(s.kvPart)]);
            set->setColor(color);
            set->setBorderColor(color.darker(120));
            set->setProperty("component", uint(s.component));
            set->setProperty("kvPart", s.kvPart);
            stack->append(set);
        }
        sets = stack->barSets();
    }
    const bool latent = own >= 0 && bars[std::size_t(own)].kvLatent;
    // The overhead segment named as the scenario's own bar accounts for it:
    // under a software stack it is the CUDA context, as the text and Explain say.
    const bool papers = own >= 0 ? bars[std::size_t(own)].papers : bars.empty() || bars.front().papers;
    for (QBarSet* set : sets) {
        const Segment s = segmentOf(set);
        // Named on every draw, so a language switch renames the legend too;
        // the legend gives each part's size in the scenario's own bar.
        const QString name = s.kvPart < 0 ? Report::componentName(MemoryComponent(s.component), papers)
                                          : Report::kvPartName(KvPart(s.kvPart), latent);
        const double bytes = own >= 0 ? bytesOf(bars[std::size_t(own)], s) : 0;
        const QString label = bytes > 0 ? ChartText::tr("%1: %2").arg(name, f.bytes(bytes)) : name;
        if (set->label() != label)
            set->setLabel(label);
        if (set->count() != qsizetype(bars.size())) {
            QList<qreal> values;
            for (const MemoryBar& b : bars)
                values << bytesOf(b, s) / scale.divisor;
            set->remove(0, set->count());
            set->append(values);
        } else {
            for (std::size_t i = 0; i < bars.size(); ++i) {
                const qreal v = bytesOf(bars[i], s) / scale.divisor;
                if (set->at(qsizetype(i)) != v)
                    set->replace(qsizetype(i), v);
            }
        }
    }

    // The capacity as a step line: each bar's own GPU (a pinned scenario may differ).
    QList<QPointF> cap;
    bool sameCapacity = true;
    for (std::size_t i = 0; i < bars.size(); ++i) {
        cap << QPointF(double(i) - 0.5, bars[i].capacity / scale.divisor)
            << QPointF(double(i) + 0.5, bars[i].capacity / scale.divisor);
        sameCapacity = sameCapacity && bars[i].capacity == bars.front().capacity;
    }
    capacity->replace(cap);
    capacity->setName(!bars.empty() && sameCapacity
                          ? ChartText::tr("GPU memory (%1)").arg(f.bytes(bars.front().capacity))
                          : ChartText::tr("GPU memory"));

    setZeroBasedAxis(yAxis, top / scale.divisor, 6);
    yAxis->setTitleText(ChartText::tr("Memory per GPU (%1)").arg(scale.unit));
    // Two lines where one does not fit, split where the caption goes (the
    // translation's own words and punctuation).
    const QString pattern = ChartText::tr("Memory per GPU: %1");
    const qsizetype at = pattern.indexOf(QLatin1String("%1"));
    setFittedTitle(chart, pattern.arg(modelCaption(data)),
                   at > 0 ? twoLineTitle(pattern.left(at).trimmed(), pattern.mid(at).arg(modelCaption(data)))
                          : pattern.arg(modelCaption(data)));

    std::vector<ChartLabel> labels;
    for (std::size_t i = 0; i < bars.size(); ++i) {
        const double total = bars[i].breakdown.total();
        ChartLabel l;
        l.value = QPointF(double(i), total / scale.divisor);
        l.anchor = LabelAnchor::Above;
        l.bold = true;
        l.color = bars[i].fits ? kGoodColor : kBadColor;
        // Side by side the colour and the capacity line say it; alone, say it in words.
        if (bars.size() > 2)
            l.text = f.bytes(total);
        else
            l.text = bars[i].fits ? ChartText::tr("%1, fits").arg(f.bytes(total))
                                  : ChartText::tr("%1, does not fit").arg(f.bytes(total));
        labels.push_back(l);
    }
    setChartLabels(chart, stack, std::move(labels));
    fitLegend(chart); // an entry too wide for the legend's room over two lines
}

} // namespace headroom::app
