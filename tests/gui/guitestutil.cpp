#include "guitestutil.h"

#include "appcatalog.h"

#include <QBarSet>
#include <QSet>
#include <QStackedBarSeries>

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

} // namespace headroom::test
