#include "guitestutil.h"

#include "appcatalog.h"

#include <QBarSet>
#include <QLegendMarker>
#include <QSet>
#include <QStackedBarSeries>
#include <QXYSeries>

#include <cmath>

namespace headroom::test {

const Catalog& catalog()
{
    static const Catalog c = [] {
        auto loaded = app::loadCatalog();
        return loaded ? loaded->catalog : Catalog{};
    }();
    return c;
}

TestWindow makeWindow()
{
    TestWindow t;
    auto loaded = app::loadCatalog();
    t.window = std::make_unique<app::MainWindow>(loaded ? *loaded : app::LoadedCatalog{});
    auto prompts = std::make_unique<FakePrompts>();
    t.prompts = prompts.get();
    t.window->setPrompts(std::move(prompts));
    return t;
}

int distinctColours(const QImage& image)
{
    QSet<QRgb> colours;
    const QImage img = image.convertToFormat(QImage::Format_RGB32);
    for (int y = 0; y < img.height(); y += 2) {
        const auto* line = reinterpret_cast<const QRgb*>(img.constScanLine(y));
        for (int x = 0; x < img.width(); x += 2)
            colours.insert(line[x] & 0xFFF0F0F0); // ignore antialiasing noise
    }
    return int(colours.size());
}

double inkShare(const QImage& image)
{
    const QImage img = image.convertToFormat(QImage::Format_RGB32);
    qint64 ink = 0, all = 0;
    for (int y = 0; y < img.height(); y += 2) {
        const auto* line = reinterpret_cast<const QRgb*>(img.constScanLine(y));
        for (int x = 0; x < img.width(); x += 2, ++all)
            if (qGray(line[x]) < 235)
                ++ink;
    }
    return all ? double(ink) / double(all) : 0;
}

QString testData(const QString& relative)
{
    return QStringLiteral(HEADROOM_TESTDATA_DIR "/") + relative;
}

QBarSet* componentSet(const QStackedBarSeries* stack, std::size_t component)
{
    for (QBarSet* set : stack->barSets())
        if (set->property("component").toUInt() == component)
            return set;
    return nullptr;
}

QString curveProblem(const QXYSeries* drawn, const std::vector<CurvePoint>& curve, double xScale, double yDivisor)
{
    const auto near = [](double a, double b) {
        return std::fabs(a - b) <= 1e-9 * std::max(std::fabs(a), std::fabs(b)) + 1e-12;
    };
    std::vector<QPointF> want;
    for (const CurvePoint& p : curve)
        if (std::isfinite(p.y))
            want.emplace_back(p.x * xScale, p.y / yDivisor);
    const QList<QPointF> got = drawn->points();
    if (want.empty() != got.isEmpty())
        return QStringLiteral("%1 points drawn, the core has %2").arg(got.size()).arg(want.size());
    // Each drawn point is the next of the curve's it matches; the curve's
    // between two drawn ones lie on the segment joining them.
    std::size_t j = 0;
    for (qsizetype i = 0; i < got.size(); ++i) {
        const std::size_t from = j;
        while (j < want.size() && !(near(got[i].x(), want[j].x()) && near(got[i].y(), want[j].y())))
            ++j;
        if (j == want.size())
            return QStringLiteral("drawn point %1 (%2, %3) is not the core's").arg(i).arg(got[i].x()).arg(got[i].y());
        if (i == 0 && j != 0)
            return QStringLiteral("the line does not start at the core's first point");
        for (std::size_t k = from; i > 0 && k < j; ++k) {
            const QPointF a = got[i - 1], b = got[i], c = want[k];
            const double t = b.x() == a.x() ? 0.0 : (c.x() - a.x()) / (b.x() - a.x());
            const double y = a.y() + t * (b.y() - a.y());
            if (std::fabs(y - c.y()) > 1e-6 * std::max({std::fabs(a.y()), std::fabs(b.y()), 1e-12}))
                return QStringLiteral("the core's point (%1, %2) is off the drawn line (%3)")
                    .arg(c.x())
                    .arg(c.y())
                    .arg(y);
        }
        ++j;
    }
    if (j != want.size())
        return QStringLiteral("the line stops before the core's last point");
    return {};
}

QString legendLabelAsDrawn(const QLegendMarker* m)
{
    QString label = m->label();
    label.replace(QStringLiteral("<br>"), QStringLiteral("\n"));
    label.replace(QStringLiteral("&lt;"), QStringLiteral("<"));
    label.replace(QStringLiteral("&gt;"), QStringLiteral(">"));
    label.replace(QStringLiteral("&quot;"), QStringLiteral("\""));
    label.replace(QStringLiteral("&amp;"), QStringLiteral("&"));
    return label.replace(QChar(0x00A0), QLatin1Char(' '));
}

} // namespace headroom::test
