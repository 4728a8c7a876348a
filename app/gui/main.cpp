#include "appcatalog.h"
#include "breakevenchartwidget.h"
#include "charttabwidget.h"
#include "explainpanel.h"
#include "headroom_version.h"
#include "language.h"
#include "mainwindow.h"
#include "memorychartwidget.h"
#include "planpanel.h"
#include "practicepanel.h"
#include "report.h"
#include "rooflinechartwidget.h"
#include "rulespanel.h"
#include "servingplanpanel.h"
#include "settings.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QMessageBox>
#include <QTabWidget>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <initializer_list>

using namespace headroom;

namespace {

// Headless screenshots must never wait on a message box: messages go to stderr.
class StderrPrompts : public app::Prompts {
public:
    void message(QWidget*, QMessageBox::Icon, const QString& title, const QString& text) override
    {
        qWarning("%s: %s", qPrintable(title), qPrintable(text));
    }
    QMessageBox::StandardButton askToSave(QWidget*, const QString&) override { return QMessageBox::Discard; }
};

// For headroom-gui-bench: prints the milliseconds from main() to the first
// painted frame of the window (all its visible widgets drawn and flushed), then quits.
class FirstPaintProbe : public QObject {
public:
    FirstPaintProbe(const QElapsedTimer& sinceMain, QObject* parent) : QObject(parent), m_sinceMain(sinceMain) {}
    bool eventFilter(QObject*, QEvent* event) override
    {
        if (event->type() == QEvent::Paint && !m_seen) {
            m_seen = true;
            // The window paints first, then its children in the same pass.
            QTimer::singleShot(0, this, [this] {
                std::printf("first-paint-ms %.3f\n", double(m_sinceMain.nsecsElapsed()) / 1e6);
                std::fflush(stdout);
                QCoreApplication::exit(0);
            });
        }
        return false;
    }

private:
    QElapsedTimer m_sinceMain;
    bool m_seen = false;
};

// The window's command line, shared by the window and by the text-only answers below.
struct Options {
    QCommandLineOption screenshot{QStringLiteral("screenshot"), QStringLiteral("Save a screenshot to FILE and quit."),
                                  QStringLiteral("FILE")};
    QCommandLineOption size{QStringLiteral("size"), QStringLiteral("Window size WxH."), QStringLiteral("WxH"),
                            QStringLiteral("1280x800")};
    QCommandLineOption tab{QStringLiteral("tab"),
                           QStringLiteral("Tab to show: memory, timeline, roofline, break-even, step, schedule, "
                                          "scaling, serving, explain, practice, rules, plan, serving-plan or its "
                                          "index."),
                           QStringLiteral("NAME")};
    QCommandLineOption benchStartup{QStringLiteral("bench-startup"),
                                    QStringLiteral("Print the time to the first frame and quit.")};

    void addTo(QCommandLineParser& parser)
    {
        parser.setApplicationDescription(
            QCoreApplication::translate("main", "GPU memory, time and cost for deep learning."));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addPositionalArgument(QStringLiteral("file"),
                                     QCoreApplication::translate("main", "A scenario (.headroom.json), a Hugging Face "
                                                                         "config.json or a .safetensors file to open."),
                                     QStringLiteral("[file]"));
        // For documentation and checks: draw the window offscreen into a PNG and quit.
        for (QCommandLineOption* o : {&screenshot, &size, &tab, &benchStartup})
            o->setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOptions({screenshot, size, tab, benchStartup});
    }
};

void setIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Headroom"));
    QCoreApplication::setApplicationName(QStringLiteral("Headroom"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HEADROOM_VERSION));
}

// Whether the command line has one of these options, alone or as "--name=value".
bool hasArgument(int argc, char* argv[], std::initializer_list<const char*> names)
{
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--") == 0)
            return false; // what follows is a file name
        for (const char* name : names) {
            const std::size_t n = std::strlen(name);
            if (std::strncmp(argv[i], name, n) == 0 && (argv[i][n] == '\0' || argv[i][n] == '='))
                return true;
        }
    }
    return false;
}

} // namespace

int main(int argc, char* argv[])
{
    QElapsedTimer sinceMain;
    sinceMain.start();
    // --help and --version print text: they need no window, so they answer
    // in a terminal without a display (Qt would abort making the window's
    // application there).
    if (hasArgument(argc, argv, {"-h", "-?", "--help", "--help-all", "-v", "--version"})) {
        QCoreApplication core(argc, argv);
        setIdentity();
        app::language::apply(app::Settings::get(app::settings::language));
        QCommandLineParser parser;
        Options options;
        options.addTo(parser);
        parser.process(core); // prints and exits
        return 0;
    }
    // A screenshot is drawn offscreen unless the caller chose a platform.
    if (hasArgument(argc, argv, {"--screenshot"}) && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
    // Without a display Qt prints a plugin error and aborts: say what is missing instead.
    // Qt's -platform option, or QT_QPA_PLATFORM, names a platform that needs none.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY") &&
        qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") && !hasArgument(argc, argv, {"-platform", "--platform"})) {
        std::fprintf(stderr, "headroom: no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set).\n"
                             "Run it in a desktop session, or use headroom-cli for the same figures in a terminal.\n");
        return 1;
    }
#endif
    QApplication app(argc, argv);
    setIdentity();
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.headroom_app.Headroom"));
    // The preference, or the system's language (LANGUAGE, LC_ALL, LANG).
    app::language::apply(app::Settings::get(app::settings::language));

    QCommandLineParser parser;
    Options options;
    options.addTo(parser);
    const QCommandLineOption& screenshot = options.screenshot;
    const QCommandLineOption& size = options.size;
    const QCommandLineOption& tab = options.tab;
    const QCommandLineOption& benchStartup = options.benchStartup;
    parser.process(app);

    auto catalog = app::loadCatalog();
    if (!catalog) {
        QMessageBox::critical(nullptr, QStringLiteral("Headroom"), app::Report::errorMessage(catalog.error()));
        return 1;
    }
    app::MainWindow window(std::move(*catalog));
    if (parser.isSet(screenshot))
        window.setPrompts(std::make_unique<StderrPrompts>());
    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty()) {
        window.openFile(files.first());
    } else {
        const QString last = app::Settings::get(app::settings::lastScenario);
        if (!last.isEmpty() && QFileInfo::exists(last) && !parser.isSet(screenshot))
            window.openScenario(last);
    }
    if (parser.isSet(tab)) {
        const QString which = parser.value(tab);
        if (which == QLatin1String("plan")) {
            window.showPlan(window.planPanel());
        } else if (which == QLatin1String("serving-plan")) {
            window.showPlan(window.servingPlanPanel());
            window.controller()->flush();
            window.servingPlanPanel()->run();
        } else {
            // By name, so scripts do not break when a tab is added before another.
            const std::pair<const char*, QWidget*> pages[] = {
                {"memory", window.memoryChart()},     {"timeline", window.timelineChart()},
                {"roofline", window.rooflineChart()}, {"break-even", window.breakevenChart()},
                {"step", window.stepChart()},         {"schedule", window.scheduleChart()},
                {"scaling", window.scalingChart()},   {"serving", window.servingPage()},
                {"explain", window.explainPanel()},   {"practice", window.practicePage()},
                {"rules", window.rulesPanel()}};
            const auto named = std::find_if(std::begin(pages), std::end(pages),
                                            [&](const auto& p) { return which == QLatin1String(p.first); });
            bool isIndex = false;
            const int index = which.toInt(&isIndex);
            if (named != std::end(pages)) {
                window.tabs()->setCurrentWidget(named->second);
            } else if (isIndex && index >= 0 && index < window.tabs()->count()) {
                window.tabs()->setCurrentIndex(index);
            } else {
                // A misspelt name would otherwise show the first tab and a script save the wrong picture.
                QStringList names;
                for (const auto& [name, page] : pages)
                    names << QLatin1String(name);
                names << QStringLiteral("plan") << QStringLiteral("serving-plan");
                std::fprintf(stderr, "headroom: --tab %s: not a tab; one of %s, or an index below %d\n",
                             qPrintable(which), qPrintable(names.join(QStringLiteral(", "))), window.tabs()->count());
                return 2;
            }
        }
    }

    if (parser.isSet(screenshot)) {
        const QStringList wh = parser.value(size).split(QLatin1Char('x'));
        window.resize(wh.value(0).toInt(), wh.value(1).toInt());
        window.show();
        window.controller()->flush();
        for (int i = 0; i < 5; ++i)
            QCoreApplication::processEvents();
        // The Plan tab searches when first shown: wait for its results.
        QElapsedTimer waited;
        waited.start();
        const app::PlanPanel* plan = window.planPanel();
        while (plan->isVisible() && (plan->isRunning() || !plan->outcome()) && waited.elapsed() < 30000) {
            QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
            QThread::msleep(5);
        }
        for (int i = 0; i < 5; ++i)
            QCoreApplication::processEvents();
        const bool ok = window.grab().save(parser.value(screenshot));
        return ok ? 0 : 1;
    }
    if (parser.isSet(benchStartup))
        window.installEventFilter(new FirstPaintProbe(sinceMain, &window));
    window.show();
    return app.exec();
}
