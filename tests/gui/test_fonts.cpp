// Qt draws a missing glyph as an empty box without a word: check that the
// fonts the window uses have every special character the UI prints.
#include "guitestutil.h"

#include "language.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFontDatabase>
#include <QGlyphRun>
#include <QRawFont>
#include <QSet>
#include <QTest>
#include <QTextLayout>
#include <QTranslator>
#include <QXmlStreamReader>

class TestFonts : public QObject {
    Q_OBJECT
private slots:
    void glyphs_data();
    void glyphs();
    void translations_data();
    void translations();
};

namespace {

// Every translated text of a .ts file (the catalogue as committed).
QStringList translatedTexts(const QString& path)
{
    QStringList out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return out;
    QXmlStreamReader xml(&file);
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement &&
            (xml.name() == QLatin1String("translation") || xml.name() == QLatin1String("numerusform"))) {
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (!text.isEmpty())
                out << text;
        }
    }
    return out;
}

// The characters of `text` that the font Qt picks (the font itself, or the
// fallback font fontconfig offers for the writing system) draws as the
// .notdef box. Laid out one character at a time, as Qt would in a label.
QString missingCharacters(const QFont& font, const QString& text, QSet<QString>* families)
{
    QString missing;
    QSet<uint> seen;
    for (const uint c : text.toUcs4()) {
        if (seen.contains(c) || QChar::isSpace(c) || QChar::category(c) == QChar::Other_Control ||
            QChar::category(c) == QChar::Other_Format)
            continue;
        seen.insert(c);
        const QString s = QString::fromUcs4(reinterpret_cast<const char32_t*>(&c), 1);
        QTextLayout layout(s, font);
        layout.beginLayout();
        layout.createLine();
        layout.endLayout();
        bool drawn = false;
        for (const QGlyphRun& run : layout.glyphRuns()) {
            for (const quint32 glyph : run.glyphIndexes())
                drawn = drawn || glyph != 0;
            families->insert(run.rawFont().familyName());
        }
        if (!drawn)
            missing += s;
    }
    return missing;
}

} // namespace

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
                 qPrintable(
                     QStringLiteral("%1 lacks U+%2").arg(raw.familyName()).arg(c.unicode(), 4, 16, QLatin1Char('0'))));
    }
}

void TestFonts::translations_data()
{
    QTest::addColumn<QString>("code");
    for (const QString& code : headroom::app::language::available())
        if (code != QLatin1String("en"))
            QTest::newRow(qPrintable(code)) << code;
}

// Chinese needs a CJK font (fonts-noto-cjk on Debian): without one every
// Han character is a box. Checks the sample through the embedded catalogue
// (what the window shows) and every translated string of the .ts file.
void TestFonts::translations()
{
    QFETCH(QString, code);
    QTranslator translator;
    QVERIFY2(translator.load(QStringLiteral(":/i18n/headroom_%1.qm").arg(code)),
             "the .qm file is not embedded under :/i18n");
    const char* const sample[][2] = {
        {"headroom::app::MainWindow", "&File"},
        {"headroom::app::MainWindow", "Memory"},
        {"headroom::app::MainWindow", "Explain"},
        {"headroom::app::InputPanel", "Model"},
        {"Report", "Optimizer states"},
        {"Report", "Activations"},
        {"headroom::app::SummaryStrip", "Training time"},
    };
    QString text;
    for (const auto& [context, source] : sample) {
        const QString t = translator.translate(context, source);
        text += t.isEmpty() ? QString::fromUtf8(source) : t;
    }
    if (code != QLatin1String("en"))
        QVERIFY2(text != QStringLiteral("&FileMemoryExplainModelOptimizer statesActivationsTraining time"),
                 "the sample is not translated");
    text += translatedTexts(
                QDir(QStringLiteral(HEADROOM_TRANSLATIONS_DIR)).filePath(QStringLiteral("headroom_%1.ts").arg(code)))
                .join(QString());
    QVERIFY(text.size() > 1000);

    QFont bold = QApplication::font();
    bold.setBold(true);
    for (const QFont& font : {QApplication::font(), bold}) {
        QSet<QString> families;
        const QString missing = missingCharacters(font, text, &families);
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("%1: no font draws these characters of the %2 UI: %3 "
                                                              "(fonts used: %4; install fonts-noto-cjk)")
                                                   .arg(font.family(), code, missing,
                                                        QStringList(families.values()).join(QStringLiteral(", ")))));
    }
}

std::unique_ptr<QObject> headroom::test::makeTestFonts()
{
    return std::make_unique<TestFonts>();
}

#include "test_fonts.moc"
