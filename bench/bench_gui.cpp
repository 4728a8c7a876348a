// headroom-gui-bench: how long the real window takes from a slider step to
// all charts showing the new estimate, and from process start to the first
// painted frame (docs/performance.md's bars: < 16 ms and < 0.5 s).
//
// What one slider sample measures, on the live MainWindow (offscreen,
// software rasterised):
//   t0       QSlider::setValue() on the input panel's slider: LogSlider,
//            InputPanel::commit(), Controller::editScenario() queue the
//            coalesced recompute (0 ms single-shot timer);
//   updated  the event loop ran the timer: resolve + estimate, the chart
//            data, the summary, and every chart's series and axes updated in
//            place (Controller::recomputed has been handled by the window);
//   visible  the event loop painted the chart view(s) of the visible tab
//            (an event filter on each view's viewport sees QEvent::Paint
//            after `updated`; the time is taken when that batch of events,
//            including the backing-store flush, has returned), plus any
//            further frame Qt schedules within 10 ms (e.g. a relayout);
//   all      `visible` plus drawing each chart on a hidden tab with the
//            new data (a hidden chart draws when it is shown or read, so
//            reading it here does that work) and painting it through
//            QWidget::render() into an image of its on-screen size: Qt
//            paints nothing on hidden tabs, so without this the memory,
//            roofline and break-even charts would not all count.
// slider_to_paint_ms is t0 → all. The visible tab rotates from slider to
// slider so that each tab is the painted one for about a third of them.
//
// Start-up spawns `headroom --bench-startup` (offscreen, empty settings),
// which prints the milliseconds from main() to its first painted frame and
// quits; this program also times spawn → that line, which adds exec, the
// dynamic loader and the Qt plugins. Median of 5 after one unmeasured run.
//
// Output: a table, then one JSON object as the last line of stdout.
// Never a pass/fail: numbers only.
#include "appcatalog.h"
#include "breakevenchartwidget.h"
#include "inputpanel.h"
#include "logslider.h"
#include "mainwindow.h"
#include "memorychartwidget.h"
#include "rooflinechartwidget.h"

#include <QApplication>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <QProcess>
#include <QScopeGuard>
#include <QSettings>
#include <QSlider>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QThread>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <vector>

using namespace headroom;
using namespace headroom::app;

namespace {

constexpr int kStepsPerSweep = 20;
constexpr int kStartupRuns = 5;
constexpr qint64 kSettleNs = 10'000'000; // a follow-up frame within 10 ms still counts
constexpr qint64 kStepTimeoutNs = 5'000'000'000;
constexpr qint64 kPaintTimeoutNs = 1'000'000'000;

class SilentPrompts : public Prompts {
public:
    void message(QWidget*, QMessageBox::Icon, const QString& title, const QString& text) override
    {
        std::fprintf(stderr, "message: %s: %s\n", qPrintable(title), qPrintable(text));
    }
    QMessageBox::StandardButton askToSave(QWidget*, const QString&) override { return QMessageBox::Discard; }
};

// With --census: where the event loop's time goes during the measured steps,
// by event type and receiver (class and object name), exclusive of nested
// events, so that a widget that repaints or relays out too much shows by
// name. QApplication::notify sees every event the loop delivers.
class CensusApp : public QApplication {
public:
    using QApplication::QApplication;
    bool recording = false;
    struct Cost {
        qint64 ns = 0;
        int count = 0;
    };
    std::map<QString, Cost> costs;

    bool notify(QObject* receiver, QEvent* event) override
    {
        if (!recording)
            return QApplication::notify(receiver, event);
        // Named before delivery: a DeferredDelete destroys the receiver.
        const QString name = key(receiver, event);
        const qint64 start = threadCpuNs();
        const qint64 nestedBefore = m_nested;
        const bool result = QApplication::notify(receiver, event);
        const qint64 total = threadCpuNs() - start;
        const qint64 own = total - (m_nested - nestedBefore);
        m_nested = nestedBefore + total;
        Cost& c = costs[name];
        c.ns += own;
        ++c.count;
        if (qEnvironmentVariableIsSet("BENCH_TRACE") && own > 200000)
            fprintf(stderr, "TRACE %s %.2f ms\n", qPrintable(name), own / 1e6);
        return result;
    }

private:
    qint64 m_nested = 0;

    static qint64 threadCpuNs()
    {
        timespec t{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
        return qint64(t.tv_sec) * 1'000'000'000 + t.tv_nsec;
    }
    static QString key(QObject* receiver, QEvent* event)
    {
        QString type = QString::number(int(event->type()));
        switch (event->type()) {
        case QEvent::Paint: type = QStringLiteral("Paint"); break;
        case QEvent::LayoutRequest: type = QStringLiteral("LayoutRequest"); break;
        case QEvent::Resize: type = QStringLiteral("Resize"); break;
        case QEvent::Timer: type = QStringLiteral("Timer"); break;
        case QEvent::MetaCall: type = QStringLiteral("MetaCall"); break;
        case QEvent::UpdateRequest: type = QStringLiteral("UpdateRequest"); break;
        case QEvent::GraphicsSceneResize: type = QStringLiteral("SceneResize"); break;
        case QEvent::Polish: type = QStringLiteral("Polish"); break;
        case QEvent::PolishRequest: type = QStringLiteral("PolishRequest"); break;
        default: break;
        }
        QString who = QString::fromLatin1(receiver->metaObject()->className());
        if (!receiver->objectName().isEmpty())
            who += QLatin1Char('#') + receiver->objectName();
        else if (QObject* parent = receiver->parent()) // a chart view's viewport: in QChartView in …
            who += QStringLiteral(" in ") +
                   (parent->objectName().isEmpty() ? QString::fromLatin1(parent->metaObject()->className())
                                                   : parent->objectName()) +
                   (parent->parent()
                        ? QStringLiteral(" in ") + QString::fromLatin1(parent->parent()->metaObject()->className())
                        : QString());
        return type + QLatin1Char(' ') + who;
    }
};

// Counts paint events on a chart view's viewport.
class PaintProbe : public QObject {
public:
    using QObject::QObject;
    int paints = 0;
    bool eventFilter(QObject*, QEvent* event) override
    {
        if (event->type() == QEvent::Paint)
            ++paints;
        return false;
    }
};

struct View {
    QChartView* view;
    int tab;
    PaintProbe* probe;
    // The view with the latest data drawn: a chart on a hidden tab draws
    // what it was given when it is read (DeferredChart), which `all` counts.
    std::function<QChartView*()> current;
};

struct Sample {
    double updatedMs;
    double visibleMs;
    double allMs;
    double cpuMs; // CPU time over the same span as allMs
    int tab;
    int frames; // paints of the visible chart view(s) after the recompute
};

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    // Nearest rank: the p95 of 40 samples is the 38th.
    const std::size_t rank = std::size_t(std::ceil(p / 100.0 * double(v.size())));
    return v[std::clamp<std::size_t>(rank, 1, v.size()) - 1];
}

double ms(qint64 ns)
{
    return double(ns) / 1e6;
}

// CPU time of this process: on a loaded machine wall time includes waiting
// for a core, CPU time does not.
qint64 cpuNs()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return qint64(t.tv_sec) * 1'000'000'000 + t.tv_nsec;
}

// The mode and model in which `path` is enabled (the panel disables fields
// that do not apply).
bool enableFor(MainWindow& w, LogSlider* slider)
{
    InputPanel* panel = w.inputPanel();
    auto* mode = qobject_cast<QComboBox*>(panel->editor(QStringLiteral("workload.mode")));
    auto* model = qobject_cast<QComboBox*>(panel->editor(QStringLiteral("model.preset")));
    for (const char* preset : {"", "resnet-50"}) {
        w.newScenario();
        if (*preset)
            model->setCurrentIndex(model->findData(QLatin1String(preset)));
        for (int m = 0; m < mode->count(); ++m) {
            mode->setCurrentIndex(m);
            if (slider->isEnabled()) {
                w.controller()->flush();
                return true;
            }
        }
    }
    return false;
}

// Runs the event loop until `done` or the timeout; false on timeout.
template <class F>
bool spinUntil(F done, const QElapsedTimer& clock, qint64 deadline)
{
    while (!done()) {
        if (clock.nsecsElapsed() > deadline)
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents);
    }
    return true;
}

void renderOffscreen(QChartView* view)
{
    QImage image(view->size(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    view->render(&painter);
}

// The 1-minute load average: other work on a 2-core machine shows in wall times.
double loadAverage()
{
    QFile f(QStringLiteral("/proc/loadavg"));
    return f.open(QIODevice::ReadOnly) ? f.readAll().split(' ').value(0).toDouble() : -1;
}

struct StartupResult {
    std::vector<double> spawnToPaint;
    std::vector<double> mainToPaint;
    QString problem;
};

StartupResult measureStartup(const QString& exe, const QString& home)
{
    StartupResult r;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (!env.contains(QStringLiteral("QT_QPA_PLATFORM")))
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    for (const char* var : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"})
        env.insert(QLatin1String(var), QDir(home).filePath(QString::fromLatin1(var).toLower()));
    for (int run = 0; run <= kStartupRuns; ++run) {
        QProcess p;
        p.setProcessEnvironment(env);
        p.setProcessChannelMode(QProcess::SeparateChannels);
        QElapsedTimer clock;
        clock.start();
        p.start(exe, {QStringLiteral("--bench-startup")});
        double mainToPaint = -1;
        double spawnToPaint = -1;
        QByteArray out;
        while (mainToPaint < 0 && p.waitForReadyRead(30000)) {
            out += p.readAllStandardOutput();
            const qsizetype at = out.indexOf("first-paint-ms ");
            const qsizetype end = at >= 0 ? out.indexOf('\n', at) : -1;
            if (end > at) {
                spawnToPaint = ms(clock.nsecsElapsed());
                mainToPaint = out.mid(at + 15, end - at - 15).trimmed().toDouble();
            }
        }
        p.waitForFinished(30000);
        if (mainToPaint < 0) {
            r.problem = QStringLiteral("%1 --bench-startup printed no time (exit %2): %3")
                            .arg(exe)
                            .arg(p.exitCode())
                            .arg(QString::fromLocal8Bit(p.readAllStandardError()).left(500));
            return r;
        }
        if (run == 0)
            continue; // page cache and font cache warm-up
        r.spawnToPaint.push_back(spawnToPaint);
        r.mainToPaint.push_back(mainToPaint);
    }
    return r;
}

} // namespace

int main(int argc, char* argv[])
{
    QTemporaryDir home;
    if (!home.isValid()) {
        std::fprintf(stderr, "cannot create a temporary folder\n");
        return 1;
    }
    // Empty settings, as on a first start: no user catalog, no last scenario.
    for (const char* var : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"}) {
        const QString dir = home.filePath(QString::fromLatin1(var).toLower());
        QDir().mkpath(dir);
        qputenv(var, dir.toLocal8Bit());
    }
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");

    CensusApp app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("HeadroomBench"));
    QCoreApplication::setApplicationName(QStringLiteral("Headroom"));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, home.filePath(QStringLiteral("xdg_config_home")));

    const QStringList args = app.arguments();
    QString exe = QStringLiteral(HEADROOM_GUI_EXE);
    int steps = kStepsPerSweep;
    int fixedTab = -1;
    QString only;
    bool verbose = false;
    bool startupRuns = true;
    bool census = false;
    for (int i = 1; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--exe") && i + 1 < args.size())
            exe = args[++i];
        else if (args[i] == QLatin1String("--steps") && i + 1 < args.size())
            steps = std::max(1, args[++i].toInt());
        else if (args[i] == QLatin1String("--tab") && i + 1 < args.size())
            fixedTab = std::clamp(args[++i].toInt(), 0, 2);
        else if (args[i] == QLatin1String("--only") && i + 1 < args.size())
            only = args[++i];
        else if (args[i] == QLatin1String("--verbose"))
            verbose = true;
        else if (args[i] == QLatin1String("--no-startup"))
            startupRuns = false;
        else if (args[i] == QLatin1String("--census"))
            census = true;
        else {
            std::fprintf(stderr, "usage: headroom-gui-bench [--steps N] [--tab 0|1|2] [--only PATH] "
                                 "[--exe PATH] [--verbose] [--no-startup] [--census]\n");
            return 2;
        }
    }

    auto loaded = loadCatalog();
    if (!loaded) {
        std::fprintf(stderr, "cannot load the catalog\n");
        return 1;
    }
    MainWindow window(std::move(*loaded));
    window.setPrompts(std::make_unique<SilentPrompts>());
    window.resize(1280, 800);
    window.show();
    for (int i = 0; i < 20; ++i) {
        QCoreApplication::processEvents();
        QThread::msleep(5);
    }

    // Each view on the tab that holds it (the window's order has the memory
    // timeline between the memory chart and the roofline).
    QTabWidget* tabs = window.tabs();
    const auto tabOf = [tabs](QWidget* view) {
        for (int i = 0; i < tabs->count(); ++i)
            if (tabs->widget(i)->isAncestorOf(view))
                return i;
        return -1;
    };
    const std::array<int, 3> chartTabs = {tabOf(window.memoryChart()), tabOf(window.rooflineChart()),
                                          tabOf(window.breakevenChart())};
    std::vector<View> views = {
        {window.memoryChart()->view(), chartTabs[0], nullptr, [&window] { return window.memoryChart()->view(); }},
        {window.rooflineChart()->view(), chartTabs[1], nullptr, [&window] { return window.rooflineChart()->view(); }},
        {window.breakevenChart()->costView(), chartTabs[2], nullptr,
         [&window] { return window.breakevenChart()->costView(); }},
        {window.breakevenChart()->rateView(), chartTabs[2], nullptr,
         [&window] { return window.breakevenChart()->rateView(); }},
    };
    for (View& v : views) {
        v.probe = new PaintProbe(&window);
        v.view->viewport()->installEventFilter(v.probe);
    }
    // Each chart tab once, as a user would: every view gets its real size.
    for (int t : {chartTabs[0], chartTabs[1], chartTabs[2], chartTabs[0]}) {
        tabs->setCurrentIndex(t);
        for (int i = 0; i < 5; ++i)
            QCoreApplication::processEvents();
    }

    // The cost of painting each chart as it stands, no data change: what a
    // frame costs at the least (CPU time, 20 renders each).
    std::vector<double> paintOnlyMs;
    for (const View& v : views) {
        renderOffscreen(v.view);
        const qint64 c0 = cpuNs();
        for (int i = 0; i < 20; ++i)
            renderOffscreen(v.view);
        paintOnlyMs.push_back(ms(cpuNs() - c0) / 20);
    }

    const double loadBefore = loadAverage();
    std::vector<LogSlider*> sliders;
    for (const QString& path : window.inputPanel()->fieldPaths())
        if (auto* s = qobject_cast<LogSlider*>(window.inputPanel()->editor(path)))
            if (only.isEmpty() || path == only)
                sliders.push_back(s);

    bool updated = false;
    qint64 updatedAt = 0;
    QElapsedTimer clock;
    clock.start();
    // Connected after the window's own connections: runs once the charts are updated.
    QObject::connect(window.controller(), &Controller::recomputed, &window, [&] {
        updated = true;
        updatedAt = clock.nsecsElapsed();
    });
    QObject::connect(window.controller(), &Controller::failed, &window, [&] {
        updated = true;
        updatedAt = clock.nsecsElapsed();
    });

    std::map<QString, std::vector<Sample>> samples;
    std::vector<QString> order;
    QStringList skipped;
    int noops = 0;
    int timeouts = 0;
    int errors = 0;
    std::vector<double> invalidMs; // an invalid step to its greyed frame
    QHash<QWidget*, PaintProbe*> greyProbes;
    // Runs the event loop until no view has painted for kSettleNs: `lastPaint`
    // becomes the time of the last frame (and `idleSince` the CPU clock then).
    const auto settle = [&](qint64& lastPaint, qint64* idleSince) {
        const auto paints = [&] {
            int n = 0;
            for (const View& v : views)
                n += v.probe->paints;
            return n;
        };
        int seen = paints();
        while (clock.nsecsElapsed() - lastPaint < kSettleNs) {
            QCoreApplication::processEvents(QEventLoop::AllEvents);
            if (const int now = paints(); now != seen) {
                seen = now;
                lastPaint = clock.nsecsElapsed();
                if (idleSince)
                    *idleSince = cpuNs();
            }
        }
    };
    int unchanged = 0;
    for (std::size_t index = 0; index < sliders.size(); ++index) {
        LogSlider* slider = sliders[index];
        const QString path = slider->objectName();
        if (!enableFor(window, slider)) {
            skipped << path;
            continue;
        }
        const int tab = chartTabs[fixedTab >= 0 ? std::size_t(fixedTab) : index % 3];
        tabs->setCurrentIndex(tab);
        for (int i = 0; i < 5; ++i)
            QCoreApplication::processEvents();
        order.push_back(path);

        QSlider* s = slider->slider();
        std::vector<int> positions;
        for (int k = 0; k <= steps; ++k)
            positions.push_back(s->minimum() + int(std::lround(double(k) * (s->maximum() - s->minimum()) / steps)));
        for (int k = steps - 1; k >= 0; --k)
            positions.push_back(positions[std::size_t(k)]);
        positions.erase(std::unique(positions.begin(), positions.end()), positions.end());
        // Start from the bottom of the range without measuring the jump there.
        s->setValue(positions.front());
        window.controller()->flush();
        for (int i = 0; i < 5; ++i)
            QCoreApplication::processEvents();

        for (std::size_t k = 1; k < positions.size(); ++k) {
            updated = false;
            std::vector<int> before;
            for (const View& v : views)
                before.push_back(v.probe->paints);
            auto visiblePainted = [&] {
                for (std::size_t i = 0; i < views.size(); ++i)
                    if (views[i].tab == tab && views[i].probe->paints == before[i])
                        return false;
                return true;
            };

            std::optional<ChartData> previous;
            if (const auto& r = window.controller()->result())
                previous = r->charts;
            const qint64 t0 = clock.nsecsElapsed();
            const qint64 cpu0 = cpuNs();
            app.recording = census;
            const auto stopRecording = qScopeGuard([&app] { app.recording = false; });
            s->setValue(positions[k]);
            if (!window.controller()->isPending()) {
                ++noops; // the value rounds to the same scenario: nothing to draw
                continue;
            }
            const qint64 deadline = t0 + kStepTimeoutNs;
            if (!spinUntil([&] { return updated; }, clock, deadline)) {
                ++timeouts;
                continue;
            }
            // Paints counted from here on show the new data.
            for (std::size_t i = 0; i < views.size(); ++i)
                before[i] = views[i].probe->paints;
            if (window.controller()->error()) {
                // The charts keep the last valid estimate, greyed: not timed
                // with the others. Its frame (the page through the grey
                // effect) is let paint and settle here, timed apart; left
                // pending, it was charged to the next, valid step.
                ++errors;
                // The grey picture lies over the page (app/gui/staleeffect.cpp):
                // its paint is the frame; the charts under it are not repainted.
                QWidget* grey = tabs->currentWidget()->findChild<QWidget*>(QStringLiteral("stale.snapshot"));
                if (grey) {
                    PaintProbe*& probe = greyProbes[grey];
                    if (!probe) {
                        probe = new PaintProbe(&window);
                        grey->installEventFilter(probe);
                    }
                    const int greyBefore = probe->paints;
                    spinUntil([&] { return probe->paints > greyBefore; }, clock,
                              std::min(deadline, updatedAt + kPaintTimeoutNs));
                } else {
                    spinUntil(visiblePainted, clock, std::min(deadline, updatedAt + kPaintTimeoutNs));
                }
                qint64 greyedAt = clock.nsecsElapsed();
                settle(greyedAt, nullptr);
                invalidMs.push_back(ms(greyedAt - t0));
                continue;
            }
            // The window redraws only the charts whose data changed (a cost
            // slider leaves the memory chart as it is): nothing to wait for then.
            const ChartData& now = window.controller()->result()->charts;
            const bool changed = !previous || (tab == chartTabs[0]   ? !sameMemoryChart(*previous, now)
                                               : tab == chartTabs[1] ? !sameRooflineChart(*previous, now)
                                                                     : !sameBreakevenCharts(*previous, now));
            if (changed && !spinUntil(visiblePainted, clock, std::min(deadline, updatedAt + kPaintTimeoutNs))) {
                ++timeouts;
                continue;
            }
            qint64 visibleAt = changed ? clock.nsecsElapsed() : updatedAt;
            unchanged += !changed;
            // Another frame soon after (a relayout, a deferred scene update) is
            // part of showing the new state.
            qint64 idleSince = cpuNs();
            settle(visibleAt, &idleSince);
            const qint64 settleCpuNs = cpuNs() - idleSince;
            int frames = 0;
            for (std::size_t i = 0; i < views.size(); ++i)
                if (views[i].tab == tab)
                    frames = std::max(frames, views[i].probe->paints - before[i]);
            const qint64 hiddenStart = clock.nsecsElapsed();
            for (const View& v : views)
                if (v.tab != tab)
                    renderOffscreen(v.current());
            const qint64 hiddenNs = clock.nsecsElapsed() - hiddenStart;
            // The settling wait is idle spinning: CPU time counts the work only.
            const qint64 cpu = cpuNs() - cpu0 - settleCpuNs;
            samples[path].push_back(
                Sample{ms(updatedAt - t0), ms(visibleAt - t0), ms(visibleAt - t0 + hiddenNs), ms(cpu), tab, frames});
            if (verbose)
                std::fprintf(stderr,
                             "%s = %g: updated %.2f, visible %.2f, all %.2f ms, cpu %.2f ms, "
                             "%d frame(s)\n",
                             qPrintable(path), slider->value(), samples[path].back().updatedMs,
                             samples[path].back().visibleMs, samples[path].back().allMs, samples[path].back().cpuMs,
                             frames);
        }
    }

    if (census) {
        std::vector<std::pair<QString, CensusApp::Cost>> list(app.costs.begin(), app.costs.end());
        std::sort(list.begin(), list.end(), [](const auto& a, const auto& b) { return a.second.ns > b.second.ns; });
        qint64 total = 0;
        for (const auto& entry : list)
            total += entry.second.ns;
        std::printf("event census over the measured steps (thread CPU, exclusive of nested events): %.1f ms\n",
                    ms(total));
        for (std::size_t i = 0; i < std::min<std::size_t>(list.size(), 40); ++i)
            std::printf("  %9.2f ms %6d  %s\n", ms(list[i].second.ns), list[i].second.count, qPrintable(list[i].first));
    }

    StartupResult startup;
    if (startupRuns)
        startup = measureStartup(exe, home.path());
    else
        startup.problem = QStringLiteral("not measured (--no-startup)");

    // ---- report -------------------------------------------------------------
    std::vector<double> all, visible, updatedMs, cpu;
    int framesSum = 0, framesMax = 0, framed = 0;
    std::map<int, std::vector<double>> byTab;
    for (const auto& [path, list] : samples)
        for (const Sample& x : list) {
            all.push_back(x.allMs);
            visible.push_back(x.visibleMs);
            updatedMs.push_back(x.updatedMs);
            cpu.push_back(x.cpuMs);
            if (x.frames > 0) {
                framesSum += x.frames;
                framesMax = std::max(framesMax, x.frames);
                ++framed;
            }
            byTab[x.tab].push_back(x.visibleMs);
        }

    const double loadAfter = loadAverage();
    std::printf("headroom-gui-bench: Qt %s, platform %s, window 1280x800, %d CPUs, load average "
                "%.2f before and %.2f after\n",
                qVersion(), qPrintable(QGuiApplication::platformName()), QThread::idealThreadCount(), loadBefore,
                loadAfter);
    std::printf("slider step to paint, ms (updated: recompute + series/axes/summary updated; "
                "visible: + the visible tab painted; all: + hidden charts rendered)\n\n");
    std::printf("%-36s %4s %4s  %8s %8s  %8s %8s  %8s %8s %8s  %8s\n", "slider", "tab", "n", "upd p50", "upd p95",
                "vis p50", "vis p95", "all p50", "all p95", "all max", "cpu p95");
    QJsonObject perSlider;
    for (const QString& path : order) {
        const auto& list = samples[path];
        std::vector<double> a, v, u, c;
        for (const Sample& x : list) {
            c.push_back(x.cpuMs);
            a.push_back(x.allMs);
            v.push_back(x.visibleMs);
            u.push_back(x.updatedMs);
        }
        const int tab = list.empty() ? -1 : list.front().tab;
        std::printf("%-36s %4d %4zu  %8.2f %8.2f  %8.2f %8.2f  %8.2f %8.2f %8.2f  %8.2f\n", qPrintable(path), tab,
                    list.size(), percentile(u, 50), percentile(u, 95), percentile(v, 50), percentile(v, 95),
                    percentile(a, 50), percentile(a, 95), a.empty() ? 0.0 : *std::max_element(a.begin(), a.end()),
                    percentile(c, 95));
        QJsonObject o;
        o[QStringLiteral("n")] = int(list.size());
        o[QStringLiteral("visible_tab")] = tab;
        o[QStringLiteral("p50")] = percentile(a, 50);
        o[QStringLiteral("p95")] = percentile(a, 95);
        o[QStringLiteral("max")] = a.empty() ? 0.0 : *std::max_element(a.begin(), a.end());
        o[QStringLiteral("visible_p95")] = percentile(v, 95);
        o[QStringLiteral("cpu_p95")] = percentile(c, 95);
        perSlider[path] = o;
    }
    const double allMax = all.empty() ? 0.0 : *std::max_element(all.begin(), all.end());
    std::printf("%-36s %4s %4zu  %8.2f %8.2f  %8.2f %8.2f  %8.2f %8.2f %8.2f  %8.2f\n", "ALL", "", all.size(),
                percentile(updatedMs, 50), percentile(updatedMs, 95), percentile(visible, 50), percentile(visible, 95),
                percentile(all, 50), percentile(all, 95), allMax, percentile(cpu, 95));
    std::printf("CPU time per step (same span as 'all', without the idle settling wait): "
                "p50 %.2f, p95 %.2f ms\n",
                percentile(cpu, 50), percentile(cpu, 95));
    for (const auto& [tab, list] : byTab)
        std::printf("visible tab %d (%s): n %zu, visible p50 %.2f, p95 %.2f ms\n", tab, qPrintable(tabs->tabText(tab)),
                    list.size(), percentile(list, 50), percentile(list, 95));
    std::printf("frames painted per step that changed the visible chart: mean %.2f, max %d\n",
                framed ? double(framesSum) / framed : 0.0, framesMax);
    std::printf("painting one chart, no data change (CPU ms): memory %.2f, roofline %.2f, "
                "break-even cost %.2f, break-even rate %.2f\n",
                paintOnlyMs[0], paintOnlyMs[1], paintOnlyMs[2], paintOnlyMs[3]);
    std::printf("steps that made the scenario invalid (charts greyed, not redrawn; not counted): %d; "
                "to the greyed frame p50 %.2f, p95 %.2f ms\n",
                errors, percentile(invalidMs, 50), percentile(invalidMs, 95));
    std::printf("steps that changed nothing (no recompute, not counted): %d\n", noops);
    std::printf("steps that left the visible chart as it was (counted; no repaint needed): %d\n", unchanged);
    if (timeouts)
        std::printf("steps that timed out (not counted): %d\n", timeouts);
    if (!skipped.isEmpty())
        std::printf("sliders never enabled (not measured): %s\n", qPrintable(skipped.join(QStringLiteral(", "))));

    std::printf("\nstart-up, %s --bench-startup, median of %d after a warm-up run:\n",
                qPrintable(QDir::toNativeSeparators(exe)), kStartupRuns);
    if (!startup.problem.isEmpty()) {
        std::printf("  failed: %s\n", qPrintable(startup.problem));
    } else {
        auto list = [](const std::vector<double>& v) {
            QStringList s;
            for (double x : v)
                s << QString::number(x, 'f', 1);
            return s.join(QStringLiteral(", "));
        };
        std::printf("  spawn to first painted frame: %.1f ms (%s)\n", percentile(startup.spawnToPaint, 50),
                    qPrintable(list(startup.spawnToPaint)));
        std::printf("  main() to first painted frame: %.1f ms (%s)\n", percentile(startup.mainToPaint, 50),
                    qPrintable(list(startup.mainToPaint)));
    }

    QJsonObject json;
    json[QStringLiteral("qt")] = QString::fromLatin1(qVersion());
    json[QStringLiteral("platform")] = QGuiApplication::platformName();
    json[QStringLiteral("cpus")] = QThread::idealThreadCount();
    json[QStringLiteral("load_average_before")] = loadBefore;
    json[QStringLiteral("load_average_after")] = loadAfter;
    json[QStringLiteral("samples")] = int(all.size());
    json[QStringLiteral("invalid_steps")] = errors;
    json[QStringLiteral("invalid_step_to_greyed_ms_p50")] = percentile(invalidMs, 50);
    json[QStringLiteral("invalid_step_to_greyed_ms_p95")] = percentile(invalidMs, 95);
    json[QStringLiteral("noop_steps")] = noops;
    json[QStringLiteral("visible_unchanged_steps")] = unchanged;
    json[QStringLiteral("frames_per_changed_step_mean")] = framed ? double(framesSum) / framed : 0.0;
    json[QStringLiteral("frames_per_changed_step_max")] = framesMax;
    json[QStringLiteral("timeouts")] = timeouts;
    json[QStringLiteral("slider_to_paint_ms_p50")] = percentile(all, 50);
    json[QStringLiteral("slider_to_paint_ms_p95")] = percentile(all, 95);
    json[QStringLiteral("slider_to_paint_ms_max")] = allMax;
    json[QStringLiteral("visible_tab_ms_p50")] = percentile(visible, 50);
    json[QStringLiteral("visible_tab_ms_p95")] = percentile(visible, 95);
    json[QStringLiteral("slider_to_paint_cpu_ms_p50")] = percentile(cpu, 50);
    json[QStringLiteral("slider_to_paint_cpu_ms_p95")] = percentile(cpu, 95);
    json[QStringLiteral("recompute_and_update_ms_p50")] = percentile(updatedMs, 50);
    json[QStringLiteral("recompute_and_update_ms_p95")] = percentile(updatedMs, 95);
    json[QStringLiteral("per_slider")] = perSlider;
    QJsonObject paintOnly;
    paintOnly[QStringLiteral("memory")] = paintOnlyMs[0];
    paintOnly[QStringLiteral("roofline")] = paintOnlyMs[1];
    paintOnly[QStringLiteral("breakeven_cost")] = paintOnlyMs[2];
    paintOnly[QStringLiteral("breakeven_rate")] = paintOnlyMs[3];
    json[QStringLiteral("paint_only_cpu_ms")] = paintOnly;
    if (startup.problem.isEmpty()) {
        json[QStringLiteral("startup_ms")] = percentile(startup.spawnToPaint, 50);
        json[QStringLiteral("startup_main_to_paint_ms")] = percentile(startup.mainToPaint, 50);
        QJsonArray runs;
        for (double x : startup.spawnToPaint)
            runs.append(x);
        json[QStringLiteral("startup_runs_ms")] = runs;
    } else {
        json[QStringLiteral("startup_ms")] = QJsonValue();
        json[QStringLiteral("startup_error")] = startup.problem;
    }
    std::printf("%s\n", QJsonDocument(json).toJson(QJsonDocument::Compact).constData());
    std::fflush(stdout);
    return 0;
}
