// Switches the language at run time (de, es, zh_CN, back to en) and checks
// that the window follows without a restart: menu titles, tab names, input
// labels, the summary strip and the chart titles are translated, and numbers
// are written in the language's locale.
#include "guitestutil.h"

#include "controller.h"
#include "inputpanel.h"
#include "language.h"
#include "memorychartwidget.h"
#include "report.h"
#include "settings.h"
#include "summarystrip.h"

#include "headroom/explain.h"
#include "headroom/scenario.h"

#include <QChart>
#include <QChartView>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QTabWidget>
#include <QTest>
#include <QTextDocumentFragment>

using namespace headroom;

namespace {

QStringList menuTitles(app::MainWindow* w)
{
    QStringList titles;
    for (QAction* a : w->menuBar()->actions())
        titles << a->text();
    return titles;
}

bool hasLabel(QWidget* root, const QString& text)
{
    for (QLabel* l : root->findChildren<QLabel*>())
        if (l->text() == text)
            return true;
    return false;
}

QString memoryChartTitle(app::MainWindow* w)
{
    auto* view = w->memoryChart()->findChild<QChartView*>();
    // A narrow chart breaks its title over two lines (rich text).
    return view && view->chart()
               ? QTextDocumentFragment::fromHtml(view->chart()->title()).toPlainText()
               : QString();
}

void switchTo(const QString& code)
{
    app::language::apply(code);
    // installTranslator() posts QEvent::LanguageChange; the window then
    // schedules a recompute for the texts the chart data carries.
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
}

} // namespace

class TestI18n : public QObject
{
    Q_OBJECT
private slots:
    void init() { app::language::apply(QStringLiteral("en")); }
    void cleanup() { app::language::apply(QStringLiteral("en")); }
    void resolvesPreferences();
    void switchesAtRunTime_data();
    void switchesAtRunTime();
    void preferencesListLanguages();
    void engineCodesAreWorded_data();
    void engineCodesAreWorded();
};

void TestI18n::resolvesPreferences()
{
    QCOMPARE(app::language::resolve(QStringLiteral("de")), QStringLiteral("de"));
    QCOMPARE(app::language::resolve(QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
    QVERIFY(app::language::available().contains(app::language::resolve(QString())));
    QCOMPARE(app::language::nativeName(QStringLiteral("zh_CN")), QStringLiteral("简体中文"));
}

void TestI18n::switchesAtRunTime_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QStringList>("menus");
    QTest::addColumn<QString>("memoryTab");
    QTest::addColumn<QString>("inputLabel");   // InputPanel: "Sequence length"
    QTest::addColumn<QString>("summaryTitle"); // SummaryStrip: "Training time"
    QTest::addColumn<QString>("chartTitle");   // the start of the memory chart's title
    QTest::addColumn<QChar>("decimalPoint");
    QTest::addColumn<QString>("qtCancel"); // from qtbase_<lang>.qm

    QTest::newRow("de") << QStringLiteral("de")
                        << QStringList{QStringLiteral("&Datei"), QStringLiteral("&Bearbeiten"),
                                       QStringLiteral("S&zenario"), QStringLiteral("&Hilfe")}
                        << QStringLiteral("Speicher") << QStringLiteral("Sequenzlänge")
                        << QStringLiteral("Trainingszeit") << QStringLiteral("Speicher pro GPU:")
                        << QChar(u',') << QStringLiteral("Abbrechen");
    QTest::newRow("es") << QStringLiteral("es")
                        << QStringList{QStringLiteral("&Archivo"), QStringLiteral("&Editar"),
                                       QStringLiteral("E&scenario"), QStringLiteral("A&yuda")}
                        << QStringLiteral("Memoria") << QStringLiteral("Longitud de secuencia")
                        << QStringLiteral("Tiempo de entrenamiento")
                        << QStringLiteral("Memoria por GPU:") << QChar(u',')
                        << QStringLiteral("Cancelar");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN")
                           << QStringList{QStringLiteral("文件(&F)"), QStringLiteral("编辑(&E)"),
                                          QStringLiteral("场景(&S)"), QStringLiteral("帮助(&H)")}
                           << QStringLiteral("显存") << QStringLiteral("序列长度")
                           << QStringLiteral("训练时间") << QStringLiteral("每 GPU 显存：")
                           << QChar(u'.') << QStringLiteral("取消");
}

void TestI18n::switchesAtRunTime()
{
    QFETCH(QString, code);
    QFETCH(QStringList, menus);
    QFETCH(QString, memoryTab);
    QFETCH(QString, inputLabel);
    QFETCH(QString, summaryTitle);
    QFETCH(QString, chartTitle);
    QFETCH(QChar, decimalPoint);
    QFETCH(QString, qtCancel);

    auto t = test::makeWindow();
    app::MainWindow* w = t.window.get();
    const QStringList english{QStringLiteral("&File"), QStringLiteral("&Edit"),
                              QStringLiteral("&Scenario"), QStringLiteral("&Help")};
    QCOMPARE(menuTitles(w).mid(0, 4), english);
    QCOMPARE(w->tabs()->tabText(0), QStringLiteral("Memory"));
    QVERIFY(hasLabel(w->inputPanel(), QStringLiteral("Sequence length")));
    QVERIFY(hasLabel(w->summary(), QStringLiteral("Training time")));
    QVERIFY2(memoryChartTitle(w).startsWith(QStringLiteral("Memory per GPU:")),
             qPrintable(memoryChartTitle(w)));

    switchTo(code);
    QCOMPARE(app::language::current(), code);
    QCOMPARE(menuTitles(w).mid(0, 4), menus);
    QCOMPARE(w->tabs()->tabText(0), memoryTab);
    QVERIFY2(hasLabel(w->inputPanel(), inputLabel), qPrintable(inputLabel));
    QVERIFY2(hasLabel(w->summary(), summaryTitle), qPrintable(summaryTitle));
    w->controller()->flush();
    QVERIFY2(memoryChartTitle(w).startsWith(chartTitle), qPrintable(memoryChartTitle(w)));
    // Numbers in the language's locale: 1234.5 with its decimal separator.
    QCOMPARE(w->formatter().locale().decimalPoint(), QString(decimalPoint));
    QVERIFY2(w->formatter().number(1.5).contains(decimalPoint),
             qPrintable(w->formatter().number(1.5)));
    // Qt's own strings (qtbase_<lang>.qm from the system's translations).
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), qtCancel);

    switchTo(QStringLiteral("en"));
    QCOMPARE(menuTitles(w).mid(0, 4), english);
    QCOMPARE(w->tabs()->tabText(0), QStringLiteral("Memory"));
    QVERIFY(hasLabel(w->inputPanel(), QStringLiteral("Sequence length")));
    QVERIFY(hasLabel(w->summary(), QStringLiteral("Training time")));
    w->controller()->flush();
    QVERIFY2(memoryChartTitle(w).startsWith(QStringLiteral("Memory per GPU:")),
             qPrintable(memoryChartTitle(w)));
    QVERIFY2(w->formatter().number(1.5).contains(u'.'), qPrintable(w->formatter().number(1.5)));
}

void TestI18n::preferencesListLanguages()
{
    // The Preferences choice, saved, is what main() and the window apply.
    app::Settings::set(app::settings::language, QStringLiteral("de"));
    QCOMPARE(app::language::apply(app::Settings::get(app::settings::language)),
             QStringLiteral("de"));
    QCOMPARE(QLocale().decimalPoint(), QStringLiteral(","));
    app::Settings::set(app::settings::language, QString());
}

void TestI18n::engineCodesAreWorded_data()
{
    QTest::addColumn<QString>("code");
    for (const char* code : {"de", "es", "zh_CN"})
        QTest::newRow(code) << QString::fromLatin1(code);
}

// The core returns codes (Expect, [word] codes in formulas); the window words
// every one of them, in English exactly as the core's default, and in each
// language differently from English.
void TestI18n::engineCodesAreWorded()
{
    QFETCH(QString, code);
    const std::vector<std::string> args{"A", "B", "C", "D"};
    QStringList englishExpect;
    for (int i = 0; i < int(Expect::Count); ++i) {
        Error e;
        e.expect = Expect(i);
        e.args = args;
        const QString text = app::Report::expectation(e);
        QVERIFY2(e.expect == Expect::Nothing || !text.isEmpty(), expectName(e.expect));
        QVERIFY2(!text.contains(u'%'), qPrintable(text));
        englishExpect << text;
    }
    const auto keys = formulaWordKeys();
    for (std::string_view key : keys) {
        const QString word = app::Report::formulaWord(key);
        QVERIFY2(!word.isEmpty(), key.data());
        QCOMPARE(word.toStdString(), std::string(formulaWordEnglish(key)));
    }

    switchTo(code);
    int same = 0;
    for (int i = 0; i < int(Expect::Count); ++i) {
        Error e;
        e.expect = Expect(i);
        e.args = args;
        const QString text = app::Report::expectation(e);
        // Literals, lists of ids and "[begin, end]" are data in every language.
        if (e.expect != Expect::Nothing && e.expect != Expect::Literal &&
            e.expect != Expect::BeginEndPair)
            QVERIFY2(text != englishExpect[i], qPrintable(code + QLatin1Char(' ') + text));
    }
    for (std::string_view key : keys)
        same += app::Report::formulaWord(key).toStdString() == formulaWordEnglish(key);
    // A few words are the same in a language (MLP, KV); most are not.
    QVERIFY2(same * 4 < int(keys.size()), qPrintable(QString::number(same)));

    // A whole message, as the window shows it: nothing left in English.
    auto bad = parseScenario(R"({"parallelism": {"gpus": 0}})", "s.headroom.json");
    QVERIFY(!bad.ok());
    const QString message = app::Report::errorMessage(bad.error());
    QVERIFY2(message.contains(QLatin1String("parallelism.gpus")) &&
                 message.contains(QLocale().toString(1048576)), // the language's digits
             qPrintable(message));
    for (const char* english : {"expected", "integer", "got", "Value out of range"})
        QVERIFY2(!message.contains(QLatin1String(english)), qPrintable(message));
    switchTo(QStringLiteral("en"));
    QCOMPARE(
        app::Report::errorMessage(bad.error()),
        QStringLiteral(
            "Value out of range: s.headroom.json: parallelism.gpus: expected an integer from 1 to "
            "1,048,576, got 0"));
}

std::unique_ptr<QObject> headroom::test::makeTestI18n()
{
    return std::make_unique<TestI18n>();
}

#include "test_i18n.moc"
