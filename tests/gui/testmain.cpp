// Runs the GUI suites. Settings and app data go to a temporary folder: the
// XDG folders point into it before QApplication exists, and QSettings is
// told the same, so a test never reads or writes the user's preferences.
#include "guitestutil.h"

#include <QApplication>
#include <QDir>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

int main(int argc, char* argv[])
{
    QTemporaryDir home;
    if (!home.isValid()) {
        std::fprintf(stderr, "cannot create a temporary folder\n");
        return 1;
    }
    for (const char* var : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"}) {
        const QString dir = home.filePath(QString::fromLatin1(var).toLower());
        QDir().mkpath(dir);
        qputenv(var, dir.toLocal8Bit());
    }
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // Prices are aged on a fixed day, so that what the window says of them does
    // not change with the calendar (docs/catalog.md "Prices and their age").
    qputenv("HEADROOM_TODAY", "2026-11-26");

    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("HeadroomTests"));
    QCoreApplication::setApplicationName(QStringLiteral("Headroom"));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, home.filePath(QStringLiteral("xdg_config_home")));
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, home.filePath(QStringLiteral("xdg_config_home")));

    using Factory = std::unique_ptr<QObject> (*)();
    const std::pair<const char*, Factory> suites[] = {
        {"TestInputs", headroom::test::makeTestInputs},
        {"TestFiles", headroom::test::makeTestFiles},
        {"TestSmoke", headroom::test::makeTestSmoke},
        {"TestFonts", headroom::test::makeTestFonts},
        {"TestMonkey", headroom::test::makeTestMonkey},
        {"TestPractice", headroom::test::makeTestPractice},
        {"TestPlan", headroom::test::makeTestPlan},
        {"TestI18n", headroom::test::makeTestI18n},
        {"TestCharts", headroom::test::makeTestCharts},
        {"TestNewcomer", headroom::test::makeTestNewcomer},
        {"TestGpuCatalog", headroom::test::makeTestGpuCatalog},
    };
    QStringList args = app.arguments();
    QString only;
    if (args.size() > 1 && !args[1].startsWith(QLatin1Char('-'))) {
        only = args[1];
        args.removeAt(1);
    }
    int failures = 0;
    bool ran = false;
    for (const auto& [name, make] : suites) {
        if (!only.isEmpty() && only != QLatin1String(name))
            continue;
        ran = true;
        auto suite = make();
        failures += QTest::qExec(suite.get(), args);
    }
    if (!ran) {
        std::fprintf(stderr, "unknown suite %s\n", qPrintable(only));
        return 2;
    }
    return failures == 0 ? 0 : 1;
}
