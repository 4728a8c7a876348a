// Qt draws a missing glyph as an empty box without a word: check that the
// fonts the window uses have every special character the UI prints.
#include "guitestutil.h"

#include <QApplication>
#include <QFontDatabase>
#include <QRawFont>
#include <QTest>

class TestFonts : public QObject
{
    Q_OBJECT
private slots:
    void glyphs_data();
    void glyphs();
};

void TestFonts::glyphs_data()
{
    QTest::addColumn<QFont>("font");
    QTest::newRow("application") << QApplication::font();
    QTest::newRow("bold") << [] {
        QFont f = QApplication::font();
        f.setBold(true);
        return f;
    }();
    QTest::newRow("fixed (formulas)") << QFontDatabase::systemFont(QFontDatabase::FixedFont);
}

void TestFonts::glyphs()
{
    QFETCH(QFont, font);
    // µs, 8 × H100, ≈ 16 bytes, s·b·h, − and en/em dashes, 2³⁰ and 10⁹, … in menus, ↺ reset
    // buttons.
    const QString used = QStringLiteral("µ×≈·−–—³⁰⁹…↺%$€");
    const QRawFont raw = QRawFont::fromFont(font);
    QVERIFY2(raw.isValid(), qPrintable(font.family()));
    const QFontMetrics metrics(font);
    for (const QChar c : used) {
        QVERIFY2(raw.supportsCharacter(c) || metrics.inFont(c),
                 qPrintable(QStringLiteral("%1 lacks U+%2")
                                .arg(raw.familyName())
                                .arg(c.unicode(), 4, 16, QLatin1Char('0'))));
    }
}

std::unique_ptr<QObject> headroom::test::makeTestFonts()
{
    return std::make_unique<TestFonts>();
}

#include "test_fonts.moc"
