#include "charttheme.h"

#include "chartlabels.h"

#include <QAbstractAxis>
#include <QAbstractBarSeries>
#include <QBarSet>
#include <QChart>
#include <QLegend>
#include <QPen>
#include <QScatterSeries>
#include <QXYSeries>

#include <cmath>

namespace headroom::app {

namespace {
constexpr const char* kThemeProperty = "headroomTheme";
} // namespace

ThemeColors themeColors(ChartTheme theme)
{
    if (theme == ChartTheme::Dark)
        return {QColor(0x1E, 0x22, 0x28), QColor(0xE8, 0xE8, 0xE8), QColor(0x3A, 0x40, 0x48),
                QColor(0x2A, 0x2F, 0x36), QColor(0x9A, 0xA0, 0xA8), QColor(0x1E, 0x22, 0x28, 220),
                QColor(0x8A, 0x90, 0x98)};
    return {Qt::white,
            QColor(0x20, 0x20, 0x20),
            QColor(0xE0, 0xE0, 0xE0),
            QColor(0xF0, 0xF0, 0xF0),
            QColor(0x80, 0x80, 0x80),
            QColor(255, 255, 255, 220),
            QColor(0x90, 0x90, 0x90)};
}

qreal relativeLuminance(const QColor& c)
{
    auto channel = [](qreal v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    const QColor rgb = c.toRgb();
    return 0.2126 * channel(rgb.redF()) + 0.7152 * channel(rgb.greenF()) + 0.0722 * channel(rgb.blueF());
}

qreal contrastRatio(const QColor& a, const QColor& b)
{
    const qreal la = relativeLuminance(a);
    const qreal lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor themed(const QColor& color, ChartTheme theme, qreal minContrast)
{
    if (theme == ChartTheme::Light || color.alpha() == 0)
        return color;
    const QColor background = themeColors(theme).background;
    QColor c = color.toRgb();
    if (c.hslSaturationF() < 0.1) {
        if (c.lightnessF() > 0.94) { // white: marker fills and rims
            QColor b = background;
            b.setAlpha(c.alpha());
            return b;
        }
        c = QColor::fromHslF(c.hslHueF(), c.hslSaturationF(), 1.0 - c.lightnessF(), c.alphaF());
    }
    const QColor white(Qt::white);
    for (int i = 0; i < 20 && contrastRatio(c, background) < minContrast; ++i)
        c = QColor::fromRgbF(c.redF() + (white.redF() - c.redF()) * 0.1,
                             c.greenF() + (white.greenF() - c.greenF()) * 0.1,
                             c.blueF() + (white.blueF() - c.blueF()) * 0.1, c.alphaF());
    return c;
}

void applyChartTheme(QChart* chart, ChartTheme theme)
{
    chart->setProperty(kThemeProperty, int(theme));
    if (theme == ChartTheme::Light)
        return;
    const ThemeColors colors = themeColors(theme);
    chart->setBackgroundBrush(colors.background);
    chart->setBackgroundPen(Qt::NoPen);
    chart->setTitleBrush(colors.text);
    chart->legend()->setLabelColor(colors.text);
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsColor(colors.text);
        axis->setTitleBrush(colors.text);
        axis->setLinePenColor(colors.axisLine);
        axis->setGridLineColor(colors.grid);
        axis->setMinorGridLineColor(colors.minorGrid);
    }
    for (QAbstractSeries* series : chart->series()) {
        if (auto* scatter = qobject_cast<QScatterSeries*>(series)) {
            scatter->setColor(themed(scatter->color(), theme, kGraphicContrast));
            scatter->setBorderColor(themed(scatter->borderColor(), theme, kGraphicContrast));
        } else if (auto* line = qobject_cast<QXYSeries*>(series)) {
            QPen pen = line->pen();
            pen.setColor(themed(pen.color(), theme, kGraphicContrast));
            line->setPen(pen);
        } else if (auto* bars = qobject_cast<QAbstractBarSeries*>(series)) {
            for (QBarSet* set : bars->barSets()) {
                const QColor fill = themed(set->color(), theme, kGraphicContrast);
                set->setColor(fill);
                set->setBorderColor(fill.darker(120));
                set->setLabelColor(colors.text);
            }
        }
    }
    relayoutChartLabels(chart);
}

ChartTheme chartTheme(const QChart* chart)
{
    return ChartTheme(chart->property(kThemeProperty).toInt());
}

} // namespace headroom::app
