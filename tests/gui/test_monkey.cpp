// A monkey at the window: thousands of random edits (sliders, spin boxes
// with out-of-range and absurd text, combos, check boxes, mode and GPU
// switches, the custom architecture), interleaved with opening good and
// corrupt files, saving and reopening, exports and pinning. After each step,
// once the coalesced recompute has run, the window must still be consistent:
//   - no "nan" or "inf" in any visible label, spin box, message, chart text
//     (titles, axis labels, legend, point labels) or the explanation;
//   - the summary shows what the core computes for the controller's scenario,
//     formatted by the window's Formatter; or, when the scenario is invalid,
//     the error is shown, the summary says so and the charts are greyed;
//   - the charts draw the core's numbers for that scenario.
// The seed is fixed (HEADROOM_MONKEY_SEED overrides it, HEADROOM_MONKEY_STEPS
// the number of steps); a failure prints it with the last actions.
#include "guitestutil.h"

#include "breakevenchartwidget.h"
#include "chartlabels.h"
#include "explainpanel.h"
#include "inputpanel.h"
#include "logslider.h"
#include "memorychartwidget.h"
#include "report.h"
#include "rooflinechartwidget.h"
#include "staleeffect.h"
#include "summarystrip.h"

#include "headroom/charts.h"

#include <nlohmann/json.hpp>

#include <QAbstractSpinBox>
#include <QAction>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QSlider>
#include <QSpinBox>
#include <QStackedBarSeries>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QToolButton>

#include <algorithm>
#include <cmath>
#include <deque>
#include <functional>
#include <limits>
#include <random>

using namespace headroom;
using namespace headroom::app;

namespace {

constexpr std::uint32_t kDefaultSeed = 20240611;
constexpr int kDefaultSteps = 3000;

// "nan", "inf", "infinity" as words (not "Inference" or "info").
const QRegularExpression& badNumber()
{
    static const QRegularExpression re(QStringLiteral("(?<![A-Za-z])(nan|inf|infinity)(?![A-Za-z])"),
                                       QRegularExpression::CaseInsensitiveOption);
    return re;
}

bool hasBadNumber(const QString& text)
{
    return badNumber().match(text).hasMatch();
}

template <class T>
T* seriesNamed(QChart* chart, const char* name)
{
    for (QAbstractSeries* s : chart->series())
        if (s->objectName() == QLatin1String(name))
            return qobject_cast<T*>(s);
    return nullptr;
}

bool near(double a, double b)
{
    return std::fabs(a - b) <= 1e-9 * std::max(std::fabs(a), std::fabs(b)) + 1e-12;
}

// Every leaf of a JSON object as a dotted path, for mutating scenario files.
void leafPaths(const nlohmann::json& j, const std::string& prefix, std::vector<std::string>& out)
{
    if (j.is_object() && !j.empty()) {
        for (auto it = j.begin(); it != j.end(); ++it)
            leafPaths(it.value(), prefix.empty() ? it.key() : prefix + "." + it.key(), out);
    } else if (!prefix.empty()) {
        out.push_back(prefix);
    }
}

nlohmann::json* at(nlohmann::json& j, const std::string& path)
{
    nlohmann::json* cur = &j;
    std::size_t start = 0;
    while (true) {
        const std::size_t dot = path.find('.', start);
        const std::string key = path.substr(start, dot - start);
        if (!cur->is_object())
            *cur = nlohmann::json::object();
        cur = &(*cur)[key];
        if (dot == std::string::npos)
            return cur;
        start = dot + 1;
    }
}

class Monkey {
public:
    Monkey(std::uint32_t seed, test::TestWindow& w, const QString& dir) : m_rng(seed), m_w(w), m_dir(dir)
    {
        const QDir data(test::testData(QStringLiteral("scenarios")));
        for (const QString& name : data.entryList(QDir::Files))
            m_files << data.filePath(name);
        QDirIterator hf(test::testData(QStringLiteral("hf")), {QStringLiteral("config.json")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (hf.hasNext())
            m_files << hf.next();
        const QDir st(test::testData(QStringLiteral("safetensors")));
        for (const QString& name : st.entryList(QDir::Files))
            m_files << st.filePath(name);
        QFile good(test::testData(QStringLiteral("scenarios/llama2-7b-train.headroom.json")));
        if (good.open(QIODevice::ReadOnly))
            m_goodJson = good.readAll();
        leafPaths(nlohmann::json::parse(scenarioToJson(Scenario{})), {}, m_keys);
        for (const char* key : {"model.architecture.layers", "model.architecture.hidden", "model.architecture.heads",
                                "model.architecture.experts", "hardware.gpu", "hardware.mfu", "format", "version"})
            m_keys.push_back(key);
    }

    // One random action; its description goes to the log.
    QString step()
    {
        const int r = pick(0, 999);
        if (r < 300)
            return moveSlider();
        if (r < 470)
            return typeIntoSpin();
        if (r < 640)
            return chooseCombo();
        if (r < 700)
            return toggleCheck();
        if (r < 760)
            return editArchitecture();
        if (r < 800)
            return clickButton();
        if (r < 870)
            return openFile();
        if (r < 880)
            return saveAndReopen();
        if (r < 890)
            return exportSomething();
        if (r < 920)
            return pinOrCompare();
        if (r < 960)
            return switchTab();
        if (r < 970) {
            m_w->newScenario();
            return QStringLiteral("File → New");
        }
        return moveSlider();
    }

private:
    int pick(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(m_rng); }
    double uniform(double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(m_rng); }
    bool chance(double p) { return uniform(0, 1) < p; }
    template <class T>
    const T& oneOf(const std::vector<T>& v)
    {
        return v[std::size_t(pick(0, int(v.size()) - 1))];
    }

    template <class T>
    std::vector<std::pair<QString, T*>> editors(bool enabledOnly = true)
    {
        std::vector<std::pair<QString, T*>> out;
        InputPanel* panel = m_w->inputPanel();
        for (const QString& path : panel->fieldPaths())
            if (auto* e = qobject_cast<T*>(panel->editor(path)))
                if (!enabledOnly || e->isEnabled())
                    out.push_back({path, e});
        return out;
    }

    QString moveSlider()
    {
        const auto sliders = editors<LogSlider>();
        if (sliders.empty())
            return QStringLiteral("no slider enabled");
        const auto& [path, slider] = oneOf(sliders);
        QSlider* s = slider->slider();
        const int to = chance(0.2) ? (chance(0.5) ? s->minimum() : s->maximum()) : pick(s->minimum(), s->maximum());
        s->setValue(to);
        return QStringLiteral("slider %1 to position %2").arg(path).arg(to);
    }

    QString typeText(QAbstractSpinBox* spin, const QString& text)
    {
        // What the user typed, then Return (lineEdit() is protected).
        if (auto* edit = spin->findChild<QLineEdit*>())
            edit->setText(text);
        spin->interpretText();
        return text;
    }

    QString typeIntoSpin()
    {
        const auto sliders = editors<LogSlider>();
        if (sliders.empty())
            return QStringLiteral("no spin box enabled");
        const auto& [path, slider] = oneOf(sliders);
        NumberSpinBox* spin = slider->spinBox();
        static const std::vector<QString> texts = {QStringLiteral("0"),
                                                   QStringLiteral("-1"),
                                                   QStringLiteral("1e999"),
                                                   QStringLiteral("-1e999"),
                                                   QStringLiteral("nan"),
                                                   QStringLiteral("inf"),
                                                   QStringLiteral("-inf"),
                                                   QStringLiteral("1e-320"),
                                                   QStringLiteral("abc"),
                                                   QStringLiteral(""),
                                                   QStringLiteral("6.74 B"),
                                                   QStringLiteral("2 T"),
                                                   QStringLiteral("999999999999999999999999"),
                                                   QStringLiteral("0.0000001"),
                                                   QStringLiteral("1,5"),
                                                   QStringLiteral("1.5.5"),
                                                   QStringLiteral("  42  ")};
        const int how = pick(0, 3);
        if (how == 0) {
            const QString t = typeText(spin, oneOf(texts));
            return QStringLiteral("spin %1 typed '%2'").arg(path, t);
        }
        double v = 0;
        if (how == 1) // anywhere in the spin box's range, log-uniform when it spans decades
            v = spin->minimum() > 0 ? std::exp(uniform(std::log(spin->minimum()), std::log(spin->maximum())))
                                    : uniform(spin->minimum(), spin->maximum());
        else if (how == 2)
            v = chance(0.5) ? spin->minimum() : spin->maximum();
        else
            v = oneOf(std::vector<double>{-1e300, 1e300, -1, 0, 1e-300, 1e18, std::numeric_limits<double>::max()});
        spin->setValue(v);
        return QStringLiteral("spin %1 set to %2").arg(path).arg(v, 0, 'g', 17);
    }

    QString chooseCombo()
    {
        auto combos = editors<QComboBox>();
        if (chance(0.1))
            combos.push_back({QStringLiteral("compare"), m_w->memoryChart()->compareBox()});
        if (combos.empty())
            return QStringLiteral("no combo enabled");
        const auto& [path, combo] = oneOf(combos);
        std::vector<int> enabled;
        auto* model = qobject_cast<QStandardItemModel*>(combo->model());
        for (int i = 0; i < combo->count(); ++i)
            if (!model || (model->item(i) && model->item(i)->isEnabled()))
                enabled.push_back(i);
        if (enabled.empty())
            return QStringLiteral("combo %1 has no item enabled").arg(path);
        const int index = oneOf(enabled);
        combo->setCurrentIndex(index);
        return QStringLiteral("combo %1 to '%2'").arg(path, combo->itemText(index));
    }

    QString toggleCheck()
    {
        const auto checks = editors<QCheckBox>();
        if (checks.empty())
            return QStringLiteral("no check box enabled");
        const auto& [path, check] = oneOf(checks);
        check->click();
        return QStringLiteral("check %1 %2").arg(path, check->isChecked() ? "on" : "off");
    }

    QString editArchitecture()
    {
        const auto spins = editors<QSpinBox>();
        if (spins.empty())
            return QStringLiteral("no architecture field enabled");
        const auto& [path, spin] = oneOf(spins);
        const int how = pick(0, 3);
        if (how == 0) {
            const QString t =
                typeText(spin, oneOf(std::vector<QString>{QStringLiteral("0"), QStringLiteral("-5"),
                                                          QStringLiteral("99999999999"), QStringLiteral("abc"),
                                                          QStringLiteral("1e5"), QStringLiteral("3")}));
            return QStringLiteral("architecture %1 typed '%2'").arg(path, t);
        }
        const int v = how == 1   ? pick(spin->minimum(), spin->maximum())
                      : how == 2 ? (chance(0.5) ? spin->minimum() : spin->maximum())
                                 : pick(spin->minimum(), std::min(spin->maximum(), 256));
        spin->setValue(v);
        return QStringLiteral("architecture %1 set to %2").arg(path).arg(v);
    }

    QString clickButton()
    {
        std::vector<QToolButton*> buttons;
        for (QToolButton* b : m_w->inputPanel()->findChildren<QToolButton*>())
            if (b->isEnabled())
                buttons.push_back(b);
        if (buttons.empty())
            return QStringLiteral("no button enabled");
        QToolButton* b = oneOf(buttons);
        b->click();
        return QStringLiteral("button '%1'").arg(b->text());
    }

    QByteArray garbage()
    {
        QByteArray bytes;
        switch (pick(0, 6)) {
        case 0: // truncated
            return m_goodJson.left(pick(0, int(m_goodJson.size()) - 1));
        case 1: // random bytes
            for (int i = pick(0, 4000); i > 0; --i)
                bytes.append(char(pick(0, 255)));
            return bytes;
        case 2: // numbers JSON cannot hold
            return QByteArray(m_goodJson)
                .replace("\"gpus\": 8",
                         oneOf(std::vector<QByteArray>{"\"gpus\": 1e999", "\"gpus\": NaN", "\"gpus\": Infinity",
                                                       "\"gpus\": -0", "\"gpus\": 18446744073709551616"}));
        case 3: { // deep nesting
            const int depth = pick(1, 3000);
            return QByteArray(depth, '[') + QByteArray(depth, ']');
        }
        default: { // one field of a good file given a wrong type or an absurd value
            nlohmann::json j = nlohmann::json::parse(m_goodJson.toStdString());
            for (int n = pick(1, 3); n > 0; --n) {
                const std::vector<nlohmann::json> values = {0,
                                                            -1,
                                                            1,
                                                            0.5,
                                                            1e-300,
                                                            1e300,
                                                            std::numeric_limits<double>::max(),
                                                            -std::numeric_limits<double>::max(),
                                                            std::numeric_limits<std::int64_t>::max(),
                                                            std::numeric_limits<std::int64_t>::min(),
                                                            std::numeric_limits<std::uint64_t>::max(),
                                                            9007199254740993.0,
                                                            "text",
                                                            "",
                                                            nullptr,
                                                            true,
                                                            false,
                                                            nlohmann::json::array(),
                                                            nlohmann::json::object(),
                                                            nlohmann::json::array({1, 2}),
                                                            nlohmann::json{{"layers", -3}, {"hidden", 1e30}}};
                *at(j, oneOf(m_keys)) = oneOf(values);
            }
            return QByteArray::fromStdString(j.dump());
        }
        }
    }

    QString openFile()
    {
        QString path;
        if (chance(0.5)) {
            path = oneOf(std::vector<QString>(m_files.begin(), m_files.end()));
        } else {
            path = QDir(m_dir).filePath(QStringLiteral("garbage%1.headroom.json").arg(m_garbage++ % 16));
            QFile f(path);
            if (f.open(QIODevice::WriteOnly))
                f.write(garbage());
        }
        const bool ok = m_w->openFile(path);
        return QStringLiteral("open %1: %2").arg(QFileInfo(path).fileName(), ok ? "ok" : "refused");
    }

    QString saveAndReopen()
    {
        const QString path = QDir(m_dir).filePath(QStringLiteral("saved.headroom.json"));
        const Scenario before = m_w->controller()->scenario();
        // What the window could estimate must come back as it was saved.
        const bool valid = !m_w->controller()->error();
        m_roundTrip.clear();
        if (!m_w->saveScenarioTo(path))
            return QStringLiteral("save refused");
        const bool ok = m_w->openFile(path);
        // Compared as saved. The folder a scenario was read from is not part of
        // it, and a config path relative to it is saved absolute: compare the files.
        const auto saved = [](Scenario s) {
            if (s.model.kind == ModelSource::Kind::HfConfig)
                s.model.hfConfigPath = QFileInfo(QDir(QString::fromStdString(s.baseDir))
                                                     .absoluteFilePath(QString::fromStdString(s.model.hfConfigPath)))
                                           .canonicalFilePath()
                                           .toStdString();
            return nlohmann::json::parse(scenarioToJson(s));
        };
        const auto diff = nlohmann::json::diff(saved(before), saved(m_w->controller()->scenario()));
        if (valid && ok && !diff.empty()) {
            m_roundTrip =
                QStringLiteral("the saved scenario reopened differently: %1").arg(QString::fromStdString(diff.dump()));
        } else if (valid && !ok) {
            const QString why = m_w.prompts->messages.isEmpty() ? QString() : m_w.prompts->messages.back().text;
            // The window checks each edit with the reader's rules
            // (checkScenario), so what it estimates it can save and reopen.
            m_roundTrip = QStringLiteral("the saved scenario did not reopen: %1").arg(why);
        }
        return QStringLiteral("save and reopen: %1").arg(ok ? "ok" : "refused");
    }

    QString exportSomething()
    {
        ExportRequest r;
        r.kind = ChartKind(pick(0, 3));
        r.format = chance(0.5) ? ExportRequest::Format::Png : ExportRequest::Format::Svg;
        r.size = chance(0.1) ? QSize(pick(-10, 100000), pick(-10, 100000))
                             : QSize(pick(kMinExportSide, 700), pick(kMinExportSide, 500));
        r.scale = chance(0.1) ? uniform(-1, 20) : uniform(0.5, 2);
        r.path = QDir(m_dir).filePath(r.format == ExportRequest::Format::Png ? QStringLiteral("chart.png")
                                                                             : QStringLiteral("chart.svg"));
        QFile::remove(r.path);
        const int which = pick(0, 5);
        bool ok = false;
        QString what;
        if (which < 4) {
            ok = m_w->exportChart(r);
            what = QStringLiteral("export %1 %2x%3 at %4")
                       .arg(QFileInfo(r.path).fileName())
                       .arg(r.size.width())
                       .arg(r.size.height())
                       .arg(r.scale);
        } else if (which == 4) {
            r.path = QDir(m_dir).filePath(chance(0.5) ? QStringLiteral("results.csv") : QStringLiteral("results.json"));
            QFile::remove(r.path);
            ok = m_w->exportResults(r.path);
            what = QStringLiteral("export %1").arg(QFileInfo(r.path).fileName());
        } else {
            r.path = QDir(m_dir).filePath(QStringLiteral("explanation.md"));
            QFile::remove(r.path);
            ok = m_w->exportExplanation(r.path);
            what = QStringLiteral("export explanation.md");
        }
        m_exportProblem = ok && QFileInfo(r.path).size() <= 0
                              ? QStringLiteral("%1 reported success but wrote nothing").arg(what)
                              : QString();
        return QStringLiteral("%1: %2").arg(what, ok ? "ok" : "refused");
    }

    QString pinOrCompare()
    {
        if (chance(0.5)) {
            for (QAction* a : m_w->findChildren<QAction*>())
                if (a->isCheckable() && a->text().contains(QStringLiteral("Pin"))) {
                    a->trigger();
                    return QStringLiteral("pin %1").arg(a->isChecked() ? "on" : "off");
                }
        }
        m_w->controller()->unpin();
        return QStringLiteral("unpin");
    }

    QString switchTab()
    {
        QTabWidget* tabs = m_w->tabs();
        const int index = pick(0, tabs->count() - 1);
        tabs->setCurrentIndex(index);
        return QStringLiteral("tab %1").arg(tabs->tabText(index));
    }

public:
    QString m_roundTrip;     // set by a save and reopen that lost something
    QString m_exportProblem; // set by an export that claimed success wrongly

private:
    std::mt19937 m_rng;
    test::TestWindow& m_w;
    QString m_dir;
    QStringList m_files;
    QByteArray m_goodJson;
    std::vector<std::string> m_keys;
    int m_garbage = 0;
};

// ---------------------------------------------------------------------------
// Checks: each returns a description of what is wrong, or nothing.

QString checkTexts(app::MainWindow* w, test::FakePrompts* prompts, bool withExplanation)
{
    QStringList texts;
    for (const QLabel* l : w->findChildren<QLabel*>())
        if (l->isVisible())
            texts << l->text() << l->toolTip();
    for (const QAbstractSpinBox* s : w->findChildren<QAbstractSpinBox*>())
        if (s->isVisible())
            texts << s->text();
    texts << w->windowTitle() << w->summary()->notesText();
    for (const auto& m : prompts->messages)
        texts << m.title << m.text;
    const QChartView* views[] = {w->memoryChart()->view(), w->rooflineChart()->view(), w->breakevenChart()->costView(),
                                 w->breakevenChart()->rateView()};
    for (const QChartView* v : views)
        for (const QGraphicsItem* item : v->scene()->items()) {
            if (!item->isVisible())
                continue;
            if (const auto* t = dynamic_cast<const QGraphicsTextItem*>(item))
                texts << t->toPlainText();
            const QVariant label = item->data(kChartLabelTextKey);
            if (label.isValid())
                texts << label.toString();
        }
    if (withExplanation && w->controller()->result())
        texts << w->explainPanel()->html();
    for (const QString& t : texts)
        if (hasBadNumber(t))
            return QStringLiteral("a shown text has a bad number: \"%1\"").arg(t.left(400));
    return {};
}

QString checkSummary(app::MainWindow* w)
{
    const Controller* c = w->controller();
    const SummaryStrip* s = w->summary();
    static const QStringList keys = {
        QStringLiteral("time"),        QStringLiteral("gpu_hours"),  QStringLiteral("throughput"),
        QStringLiteral("cloud"),       QStringLiteral("onprem"),     QStringLiteral("ttft"),
        QStringLiteral("tpot"),        QStringLiteral("tokens"),     QStringLiteral("cloud_mtok"),
        QStringLiteral("onprem_mtok"), QStringLiteral("bottleneck"), QStringLiteral("breakeven")};
    if (const auto& error = c->error()) {
        if (!s->cellText(QStringLiteral("fits")).contains(QStringLiteral("Cannot estimate")))
            return QStringLiteral("invalid scenario (%1) but the summary says \"%2\"")
                .arg(Report::errorMessage(*error), s->cellText(QStringLiteral("fits")));
        // The note names the field in the panel's words, not by its JSON path.
        Error worded = *error;
        if (const QString name = w->inputPanel()->fieldName(QString::fromStdString(error->path)); !name.isEmpty())
            worded.path = name.toStdString();
        if (s->notesText() != Report::errorMessage(worded))
            return QStringLiteral("the summary's note \"%1\" is not the error \"%2\"")
                .arg(s->notesText(), Report::errorMessage(worded));
        for (const QString& key : keys) {
            const QString shown = s->cellText(key);
            if (!shown.isEmpty() && shown != QStringLiteral("—"))
                return QStringLiteral("invalid scenario but the summary still shows %1 = %2").arg(key, shown);
        }
        bool shown = !w->inputPanel()->errorText(QString()).isEmpty();
        for (const QString& path : w->inputPanel()->fieldPaths())
            shown = shown || !w->inputPanel()->errorText(path).isEmpty();
        if (!shown)
            return QStringLiteral("invalid scenario (%1) but no field shows the error")
                .arg(Report::errorMessage(*error));
        for (int i = 0; i < w->tabs()->count(); ++i)
            if (!app::isStale(w->tabs()->widget(i)))
                return QStringLiteral("invalid scenario but tab %1 is not greyed").arg(i);
        return {};
    }
    if (!c->result())
        return QStringLiteral("no error and no result");
    // The window shows one analysis (headroom/analysis.h): the same as the core's.
    auto analysis = analyze(c->scenario(), c->catalog());
    if (!analysis)
        return QStringLiteral("the window shows a result; the core refuses: %1")
            .arg(Report::errorMessage(analysis.error()));
    const Estimate* e = &analysis->estimate;
    const Formatter& f = w->formatter();
    const QString stack = QStringLiteral(" · ") + Report::stackShortName(e->stack);
    const QString fits = e->fits ? QStringLiteral("Fits%1\n%2 free per GPU").arg(stack, f.bytes(e->headroom))
                         : e->headroom >= 0.0
                             ? QStringLiteral("Does not fit%1\nthe KV cache holds %2 sequences")
                                   .arg(stack, f.integer(double(e->maxBatch)))
                             : QStringLiteral("Does not fit%1\nshort %2 per GPU").arg(stack, f.bytes(-e->headroom));
    if (!s->cellText(QStringLiteral("fits")).startsWith(fits))
        return QStringLiteral("fits shows \"%1\", the core gives \"%2\"")
            .arg(s->cellText(QStringLiteral("fits")), fits);
    const std::map<QString, QString> expected = {
        {QStringLiteral("time"), f.duration(e->seconds)},
        {QStringLiteral("gpu_hours"), f.hours(e->gpuHours)},
        {QStringLiteral("throughput"),
         e->framedInSamples ? QStringLiteral("%1 samples/s").arg(f.count(e->seconds > 0 ? e->samples / e->seconds : 0))
                            : QStringLiteral("%1 tok/s").arg(f.count(e->tokensPerSecond))},
        {QStringLiteral("cloud"), f.money(e->cloudUsd)},
        {QStringLiteral("onprem"), f.money(e->onpremUsd)},
        {QStringLiteral("ttft"), f.duration(e->timeToFirstToken)},
        {QStringLiteral("tpot"), f.duration(e->timePerOutputToken)},
        {QStringLiteral("tokens"), f.count(e->inferenceTokensPerSecond)},
        {QStringLiteral("cloud_mtok"), f.money(e->usdPerMillionTokensCloud)},
        {QStringLiteral("onprem_mtok"), f.money(e->usdPerMillionTokensOnprem)},
        {QStringLiteral("bottleneck"), Report::bottleneckName(e->bottleneck)},
        {QStringLiteral("breakeven"), std::isfinite(e->breakevenUtilization)
                                          ? QStringLiteral("%1 use").arg(f.percent(e->breakevenUtilization))
                                          : QStringLiteral("never")},
    };
    const bool inference = analysis->resolved.scenario.workload.mode == Mode::Inference;
    const QStringList shownKeys =
        inference
            ? QStringList{QStringLiteral("ttft"),       QStringLiteral("tpot"),        QStringLiteral("tokens"),
                          QStringLiteral("cloud_mtok"), QStringLiteral("onprem_mtok"), QStringLiteral("bottleneck"),
                          QStringLiteral("breakeven")}
            : QStringList{QStringLiteral("time"),  QStringLiteral("gpu_hours"), QStringLiteral("throughput"),
                          QStringLiteral("cloud"), QStringLiteral("onprem"),    QStringLiteral("breakeven")};
    for (const auto& [key, text] : expected) {
        const QString shown = s->cellText(key);
        if (shownKeys.contains(key) && shown != text)
            return QStringLiteral("%1 shows \"%2\", the core gives \"%3\"").arg(key, shown, text);
        if (!shownKeys.contains(key) && !shown.isEmpty())
            return QStringLiteral("%1 is shown in the wrong mode").arg(key);
    }
    return {};
}

// The charts draw the core's numbers for the current scenario (they are
// redrawn only when their data changes; this catches one left behind).
QString checkCharts(app::MainWindow* w)
{
    const Controller* c = w->controller();
    if (c->error() || !c->result())
        return {};
    const Result& r = *c->result();
    const std::vector<MemoryBar> bars =
        memoryBars(r.resolved, c->compareAxis() == CompareAxis::Pinned ? CompareAxis::None : c->compareAxis());
    auto* stack = seriesNamed<QStackedBarSeries>(w->memoryChart()->chart(), "memory");
    auto* capacity = seriesNamed<QLineSeries>(w->memoryChart()->chart(), "capacity");
    if (!stack || !capacity || capacity->count() < 2 || bars.empty())
        return QStringLiteral("the memory chart has no bars");
    const double divisor = capacity->at(0).y() > 0 ? bars.front().capacity / capacity->at(0).y() : 1;
    for (std::size_t comp = 0; comp < kMemoryComponentCount; ++comp) {
        // A component may be drawn in parts (the KV cache by layer kind): they add up.
        QList<QBarSet*> parts;
        for (QBarSet* set : stack->barSets())
            if (set->property("component").toUInt() == comp)
                parts << set;
        if (parts.isEmpty()) {
            for (const MemoryBar& b : bars)
                if (b.breakdown.bytes[comp] != 0)
                    return QStringLiteral("memory chart: component %1 is missing").arg(comp);
            continue;
        }
        for (std::size_t i = 0; i < bars.size(); ++i) {
            double shown = 0;
            for (QBarSet* set : parts) {
                if (set->count() < qsizetype(bars.size()))
                    return QStringLiteral("memory chart: component %1 has too few bars").arg(comp);
                shown += set->at(qsizetype(i)) * divisor;
            }
            if (!near(shown, bars[i].breakdown.bytes[comp]))
                return QStringLiteral("memory chart: component %1 bar %2 shows %3, the core %4")
                    .arg(comp)
                    .arg(i)
                    .arg(shown)
                    .arg(bars[i].breakdown.bytes[comp]);
        }
    }
    const RooflineData roof = rooflineData(r.resolved, r.estimate);
    QChart* rc = w->rooflineChart()->chart();
    const qsizetype drawn = seriesNamed<QScatterSeries>(rc, "ops.compute")->count() +
                            seriesNamed<QScatterSeries>(rc, "ops.memory")->count();
    if (drawn != qsizetype(roof.points.size()))
        return QStringLiteral("roofline: %1 operations drawn, the core has %2").arg(drawn).arg(roof.points.size());
    const BreakevenData be = breakevenData(r.resolved, r.estimate);
    auto* rate = seriesNamed<QLineSeries>(w->breakevenChart()->rateChart(), "onprem.rate");
    if (const QString problem = test::curveProblem(rate, be.onpremPerHour, 100, 1); !problem.isEmpty())
        return QStringLiteral("break-even rate: ") + problem;
    return {};
}

} // namespace

class TestMonkey : public QObject {
    Q_OBJECT
private slots:
    void randomInputs();
};

void TestMonkey::randomInputs()
{
    const std::uint32_t seed = qEnvironmentVariableIsSet("HEADROOM_MONKEY_SEED")
                                   ? std::uint32_t(qEnvironmentVariableIntValue("HEADROOM_MONKEY_SEED"))
                                   : kDefaultSeed;
    const int steps = qEnvironmentVariableIsSet("HEADROOM_MONKEY_STEPS")
                          ? qEnvironmentVariableIntValue("HEADROOM_MONKEY_STEPS")
                          : kDefaultSteps;
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto w = test::makeWindow();
    // Laid out and "visible" like a shown window, but never painted: the
    // checks are about content, and painting 3,000 frames would be most of the run.
    w->setAttribute(Qt::WA_DontShowOnScreen);
    w->resize(1280, 800);
    w->show();
    for (int i = 0; i < w->tabs()->count(); ++i) { // every chart gets its size
        w->tabs()->setCurrentIndex(i);
        QCoreApplication::processEvents();
    }
    w->tabs()->setCurrentIndex(0);

    Monkey monkey(seed, w, dir.path());
    std::deque<QString> log;
    std::vector<std::pair<qint64, QString>> slowest; // the run should stay well under 30 s
    QElapsedTimer clock;
    clock.start();
    for (int i = 0; i < steps; ++i) {
        w.prompts->messages.clear();
        const qint64 started = clock.elapsed();
        log.push_back(monkey.step());
        if (log.size() > 25)
            log.pop_front();
        // Once the coalescing timer has run.
        QCoreApplication::processEvents();
        w->controller()->flush();
        QCoreApplication::processEvents();
        QString problem = checkSummary(w.window.get());
        if (problem.isEmpty())
            problem = checkTexts(w.window.get(), w.prompts, i % 50 == 0 || i == steps - 1);
        if (problem.isEmpty())
            problem = checkCharts(w.window.get());
        if (problem.isEmpty())
            problem = monkey.m_roundTrip;
        if (problem.isEmpty())
            problem = monkey.m_exportProblem;
        slowest.push_back({clock.elapsed() - started, log.back()});
        std::sort(slowest.begin(), slowest.end(), std::greater<>());
        if (slowest.size() > 5)
            slowest.pop_back();
        if (!problem.isEmpty()) {
            QStringList last;
            for (const QString& l : log)
                last << QStringLiteral("  ") + l;
            QFAIL(qPrintable(QStringLiteral("step %1 of seed %2 (HEADROOM_MONKEY_SEED=%2 to "
                                            "repeat): %3\nlast actions:\n%4\nscenario: %5")
                                 .arg(i)
                                 .arg(seed)
                                 .arg(problem, last.join(QLatin1Char('\n')),
                                      QString::fromStdString(scenarioToJson(w->controller()->scenario())))));
        }
    }
    qInfo("%d random steps (seed %u) in %.1f s", steps, seed, clock.elapsed() / 1000.0);
    for (const auto& [ms, what] : slowest)
        qInfo("slowest: %lld ms, %s", ms, qPrintable(what));
}

std::unique_ptr<QObject> headroom::test::makeTestMonkey()
{
    return std::make_unique<TestMonkey>();
}

#include "test_monkey.moc"
