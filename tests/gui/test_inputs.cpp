// Moving each input changes the scenario, and the charts and the summary
// show what the core computes for the new scenario.
#include "guitestutil.h"

#include "language.h"

#include "breakevenchartwidget.h"
#include "charttabwidget.h"
#include "inputpanel.h"
#include "layerstrip.h"
#include "logslider.h"
#include "memorychartwidget.h"
#include "report.h"
#include "rooflinechartwidget.h"
#include "settings.h"
#include "summarystrip.h"

#include "headroom/charts.h"
#include "headroom/inputs.h"
#include "headroom/model/inventory.h"
#include "headroom/scenariofields.h"

#include <nlohmann/json.hpp>

#include <QAbstractBarSeries>
#include <QAction>
#include <QBarCategoryAxis>
#include <QBarLegendMarker>
#include <QBarSet>
#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QGraphicsRectItem>
#include <QGraphicsTextItem>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QMouseEvent>
#include <QPushButton>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QScopeGuard>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QStackedBarSeries>
#include <QStyle>
#include <QStyleOptionSlider>
#include <QTest>
#include <QToolButton>
#include <QValueAxis>

#include <cmath>

using namespace headroom;
using namespace headroom::app;

namespace {

template <class T>
T* seriesNamed(QChart* chart, const char* name)
{
    for (QAbstractSeries* s : chart->series())
        if (s->objectName() == QLatin1String(name))
            return qobject_cast<T*>(s);
    return nullptr;
}

// Relative tolerance: the charts carry doubles scaled once for the axis.
bool near(double a, double b)
{
    return std::fabs(a - b) <= 1e-9 * std::max(std::fabs(a), std::fabs(b)) + 1e-12;
}

struct Computed {
    ResolvedScenario rs;
    Estimate e;
};

std::optional<Computed> compute(const Scenario& s)
{
    auto rs = resolve(s, test::catalog());
    if (!rs)
        return std::nullopt;
    auto e = estimate(*rs);
    if (!e)
        return std::nullopt;
    return Computed{*rs, *e};
}

// The value at a dotted JSON path of the saved scenario.
std::optional<double> jsonNumber(const Scenario& s, const QString& path)
{
    nlohmann::json j = nlohmann::json::parse(scenarioToJson(s));
    for (const QString& key : path.split(QLatin1Char('.'))) {
        if (!j.is_object() || !j.contains(key.toStdString()))
            return std::nullopt;
        j = j[key.toStdString()];
    }
    return j.is_number() ? std::optional<double>(j.get<double>()) : std::nullopt;
}

void waitForRecompute(Controller* c, int before)
{
    QTRY_VERIFY(c->recomputeCount() > before && !c->isPending());
}

// The memory stack, the roofline and both break-even plots against the core.
void checkCharts(MainWindow* w, CompareAxis axis = CompareAxis::None)
{
    const auto expected = compute(w->controller()->scenario());
    QVERIFY(expected);

    const auto bars = memoryBars(expected->rs, axis);
    QChart* memory = w->memoryChart()->chart();
    auto* stack = seriesNamed<QStackedBarSeries>(memory, "memory");
    auto* capacity = seriesNamed<QLineSeries>(memory, "capacity");
    QVERIFY(stack && capacity);
    QCOMPARE(qsizetype(capacity->count()), qsizetype(2 * bars.size()));
    const double divisor = bars.front().capacity / capacity->at(0).y();
    for (std::size_t c = 0; c < kMemoryComponentCount; ++c) {
        QBarSet* set = test::componentSet(stack, c);
        if (!set) {
            for (const MemoryBar& b : bars)
                QCOMPARE(b.breakdown.bytes[c], 0.0);
            continue;
        }
        QCOMPARE(qsizetype(set->count()), qsizetype(bars.size()));
        for (std::size_t i = 0; i < bars.size(); ++i)
            QVERIFY2(near(set->at(qsizetype(i)) * divisor, bars[i].breakdown.bytes[c]),
                     qPrintable(QStringLiteral("component %1 bar %2: %3 vs %4")
                                    .arg(c)
                                    .arg(i)
                                    .arg(set->at(qsizetype(i)) * divisor)
                                    .arg(bars[i].breakdown.bytes[c])));
    }

    const RooflineData roof = rooflineData(expected->rs, expected->e);
    QList<QPointF> drawn = seriesNamed<QScatterSeries>(w->rooflineChart()->chart(), "ops.compute")->points();
    drawn += seriesNamed<QScatterSeries>(w->rooflineChart()->chart(), "ops.memory")->points();
    QCOMPARE(qsizetype(drawn.size()), qsizetype(roof.points.size()));
    for (const RooflinePoint& p : roof.points) {
        const bool found = std::any_of(drawn.begin(), drawn.end(), [&](const QPointF& d) {
            return near(d.x(), p.intensity) && near(d.y() * 1e12, p.attainable);
        });
        QVERIFY2(found, p.label.c_str());
    }

    const BreakevenData be = breakevenData(expected->rs, expected->e);
    auto* rate = seriesNamed<QLineSeries>(w->breakevenChart()->rateChart(), "onprem.rate");
    {
        const QString problem = test::curveProblem(rate, be.onpremPerHour, 100, 1);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    // Each published TCO tier is a level line at its rate; the others are empty.
    for (TcoTier tier : kTcoTiers) {
        auto* line =
            seriesNamed<QLineSeries>(w->breakevenChart()->rateChart(), ("tco." + std::string(toString(tier))).c_str());
        QVERIFY(line);
        const double published = expected->rs.gpu.prices.tco.of(tier).usdPerGpuHour;
        QCOMPARE(line->count(), published > 0 ? 2 : 0);
        for (qsizetype i = 0; i < line->count(); ++i)
            QVERIFY(near(line->at(i).y(), published));
    }
    auto* cloud = seriesNamed<QLineSeries>(w->breakevenChart()->costChart(), "cloud");
    {
        QVERIFY(cloud->count() >= 2);
        const double money = be.cloudCumulative.back().y / cloud->at(cloud->count() - 1).y();
        const QString problem = test::curveProblem(cloud, be.cloudCumulative, 1, money);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        // A straight line: its two ends.
        QCOMPARE(cloud->count(), 2);
    }

    const Formatter& f = w->formatter();
    if (expected->rs.scenario.workload.mode == Mode::Inference) {
        QCOMPARE(w->summary()->cellText(QStringLiteral("tpot")), f.duration(expected->e.timePerOutputToken));
        QCOMPARE(w->summary()->cellText(QStringLiteral("ttft")), f.duration(expected->e.timeToFirstToken));
    } else {
        QCOMPARE(w->summary()->cellText(QStringLiteral("time")), f.duration(expected->e.seconds));
        QCOMPARE(w->summary()->cellText(QStringLiteral("gpu_hours")), f.hours(expected->e.gpuHours));
        QCOMPARE(w->summary()->cellText(QStringLiteral("cloud")), f.money(expected->e.cloudUsd));
    }
}

void setMode(MainWindow* w, Mode mode)
{
    auto* combo = qobject_cast<QComboBox*>(w->inputPanel()->editor(QStringLiteral("workload.mode")));
    combo->setCurrentIndex(combo->findData(QString::fromLatin1(toString(mode).data())));
    w->controller()->flush();
}

void setModel(MainWindow* w, const char* preset)
{
    auto* model = qobject_cast<QComboBox*>(w->inputPanel()->editor(QStringLiteral("model.preset")));
    model->setCurrentIndex(model->findData(QLatin1String(preset)));
    w->controller()->flush();
}

LogSlider* sliderAt(MainWindow* w, const char* path)
{
    return qobject_cast<LogSlider*>(w->inputPanel()->editor(QLatin1String(path)));
}

QCheckBox* useHfu(MainWindow* w)
{
    return w->inputPanel()->findChild<QCheckBox*>(QStringLiteral("hardware.hfu.enabled"));
}

QCheckBox* fixedMfu(MainWindow* w)
{
    return w->inputPanel()->findChild<QCheckBox*>(QStringLiteral("hardware.mfu.enabled"));
}

void feedImages(MainWindow* w)
{
    auto* kind = qobject_cast<QComboBox*>(w->inputPanel()->editor(QStringLiteral("data.kind")));
    kind->setCurrentIndex(kind->findData(QStringLiteral("images")));
}

QCheckBox* loraTarget(MainWindow* w, const char* id)
{
    return w->inputPanel()->findChild<QCheckBox*>(QStringLiteral("workload.lora_targets.") + QLatin1String(id));
}

} // namespace

class TestInputs : public QObject {
    Q_OBJECT
private slots:
    void layerStripShowsTheLayerKinds();
    void newModelRepairsWhatItCannotTake();
    void everySliderIsCovered();
    void slider_data();
    void slider();
    void sizeSliderMakesACustomArchitecture();
    void architectureField();
    void combosAndChecks();
    void impossibleCombinationIsExplainedInPlace();
    void errorLandsOnTheFieldThatCausedIt();
    void modeDisablesWithoutLosing();
    void burstOfEditsRecomputesOnce();
    void compareAndPin();
    void memoryLegendFollowsModeAndCompare();
    void unitsPreference();
    void logSliderScales();
    void logSlidersHaveFineControl();
    void modelAndGpuAreAboveTheFold();
    void imageModelsAreCountedInImagesAndEpochs();
    void fieldsThatApplyOnlySometimes();
    void recomputedLayersFollowFullRecomputation();
    void deepEpDispatchFollowsMegatronsExperts();
    void hfuIsOptional();
    void fineTuningTakesItsOwnTokens();
    void calibrationFitsTheMeasuredRun();
    void loraTargets();
    void newFieldErrorsShowInPlace();
    void errorPathsReachTheirFields_data();
    void errorPathsReachTheirFields();
    void summaryNamesTheBindingInputLimit();
    void panelShowsEveryFieldUnclipped_data();
    void panelShowsEveryFieldUnclipped();
    void spinBoxesTakeWhatAFileAccepts();
    void kvCacheShareIsAnInput();
};

namespace {
// Each slider, the mode it applies in, and whether a generic model is needed.
struct SliderRow {
    const char* path;
    Mode mode;
    bool generic;
    void (*prepare)(MainWindow*) = nullptr; // what makes the slider apply
};
const SliderRow kSliders[] = {
    {"model.activation_bytes_per_sample", Mode::Train, true},
    {"workload.micro_batch_size", Mode::Train, false},
    {"workload.global_batch_size", Mode::Train, false},
    {"workload.sequence_length", Mode::Train, false},
    {"workload.training_tokens", Mode::Train, false},
    {"workload.samples_per_epoch", Mode::Train, true},
    {"workload.epochs", Mode::Train, true},
    {"workload.prompt_tokens", Mode::Inference, false},
    {"workload.output_tokens", Mode::Inference, false},
    {"workload.lora_rank", Mode::Lora, false},
    {"parallelism.gpus", Mode::Train, false},
    {"parallelism.tensor", Mode::Train, false},
    {"parallelism.pipeline", Mode::Inference, false},
    {"parallelism.virtual_stages", Mode::Train, false,
     [](MainWindow* w) { sliderAt(w, "parallelism.pipeline")->spinBox()->setValue(2); }},
    {"parallelism.expert", Mode::Train, false, [](MainWindow* w) { setModel(w, "mixtral-8x7b"); }},
    {"hardware.mfu", Mode::Train, false, [](MainWindow* w) { fixedMfu(w)->click(); }},
    {"hardware.gpus_per_node", Mode::Train, false},
    {"hardware.scale_up_bytes_per_s", Mode::Train, false},
    {"hardware.scale_out_bytes_per_s", Mode::Train, false},
    {"parallelism.context", Mode::Train, false},
    {"hardware.efficiency_scale", Mode::Train, false},
    {"hardware.power_limit_watts", Mode::Train, false},
    {"hardware.hfu", Mode::Train, false, [](MainWindow* w) { useHfu(w)->click(); }},
    {"hardware.bandwidth_efficiency", Mode::Inference, false},
    {"overhead.fixed_bytes", Mode::Train, false},
    {"overhead.fraction", Mode::Inference, false},
    {"cost.cloud_usd_per_gpu_hour", Mode::Train, false},
    {"cost.purchase_usd_per_gpu", Mode::Train, false},
    {"cost.utilization", Mode::Train, false},
    {"cost.electricity_usd_per_kwh", Mode::Train, false},
    {"cost.pue", Mode::Train, false},
    {"cost.hosting_usd_per_kw_month", Mode::Train, false},
    {"cost.depreciation_years", Mode::Train, false},
    {"cost.server_share", Mode::Train, false},
    {"cost.maintenance_per_year", Mode::Train, false},
    {"data.bytes_per_sample", Mode::Train, false},
    {"data.storage_read_bytes_per_s", Mode::Train, false},
    {"data.pcie_bytes_per_s", Mode::Train, false},
    {"data.cpu_cores_per_node", Mode::Train, false, feedImages},
    {"data.decode_samples_per_s_per_core", Mode::Lora, false, feedImages},
    {"checkpoint.interval_steps", Mode::Train, false},
    {"checkpoint.storage_write_bytes_per_s", Mode::Qlora, false},
};
} // namespace

void TestInputs::everySliderIsCovered()
{
    auto w = test::makeWindow();
    QStringList covered{QStringLiteral("model.parameters")}; // its own test
    for (const SliderRow& r : kSliders)
        covered << QLatin1String(r.path);
    for (const QString& path : w->inputPanel()->fieldPaths())
        if (qobject_cast<LogSlider*>(w->inputPanel()->editor(path)))
            QVERIFY2(covered.contains(path), qPrintable(path));
}

void TestInputs::slider_data()
{
    QTest::addColumn<int>("row");
    for (std::size_t i = 0; i < std::size(kSliders); ++i)
        QTest::newRow(kSliders[i].path) << int(i);
}

void TestInputs::slider()
{
    QFETCH(int, row);
    const SliderRow& r = kSliders[row];
    auto w = test::makeWindow();
    if (r.generic) {
        auto* model = qobject_cast<QComboBox*>(w->inputPanel()->editor(QStringLiteral("model.preset")));
        model->setCurrentIndex(model->findData(QStringLiteral("resnet-50")));
    }
    setMode(w.window.get(), r.mode);
    if (r.prepare) {
        r.prepare(w.window.get());
        w->controller()->flush();
        QVERIFY(!w->controller()->error());
    }
    auto* slider = qobject_cast<LogSlider*>(w->inputPanel()->editor(QLatin1String(r.path)));
    QVERIFY(slider);
    QVERIFY2(slider->isEnabled(), "the slider applies in this mode");
    const Scenario before = w->controller()->scenario();
    const int count = w->controller()->recomputeCount();

    QSlider* s = slider->slider();
    s->triggerAction(s->value() < s->maximum() ? QAbstractSlider::SliderPageStepAdd
                                               : QAbstractSlider::SliderPageStepSub);
    waitForRecompute(w->controller(), count);
    QVERIFY(!(w->controller()->scenario() == before));
    const auto saved = jsonNumber(w->controller()->scenario(), QLatin1String(r.path));
    QVERIFY2(saved, "the field is in the scenario");
    QVERIFY2(near(*saved, slider->value()), qPrintable(QStringLiteral("%1 vs %2").arg(*saved).arg(slider->value())));
    // The spin box shows the same value (to its decimals).
    const double shown = slider->spinBox()->value() / slider->displayFactor();
    const double tolerance = 0.5 * std::pow(10.0, -slider->spinBox()->decimals()) / slider->displayFactor();
    QVERIFY2(std::fabs(shown - slider->value()) <= tolerance * 1.0001 || slider->spinBox()->decimals() == 0,
             qPrintable(QStringLiteral("spin shows %1, value %2").arg(shown).arg(slider->value())));
    QVERIFY(!w->controller()->error());
    checkCharts(w.window.get());
}

void TestInputs::sizeSliderMakesACustomArchitecture()
{
    auto w = test::makeWindow();
    auto* size = qobject_cast<LogSlider*>(w->inputPanel()->editor(QStringLiteral("model.parameters")));
    QVERIFY(size);
    const int count = w->controller()->recomputeCount();
    size->slider()->setValue(size->positionFor(30e9));
    waitForRecompute(w->controller(), count);
    const Scenario& s = w->controller()->scenario();
    QCOMPARE(s.model.kind, ModelSource::Kind::Architecture);
    const double n = countParameters(s.model.architecture).total;
    QVERIFY2(std::fabs(n / size->value() - 1) < 0.15, qPrintable(QString::number(n)));
    checkCharts(w.window.get());
}

void TestInputs::architectureField()
{
    auto w = test::makeWindow();
    auto* layers = qobject_cast<QSpinBox*>(w->inputPanel()->editor(QStringLiteral("model.architecture.layers")));
    QVERIFY(layers);
    QCOMPARE(layers->value(), 32); // Llama 2 7B
    layers->setValue(40);
    w->controller()->flush();
    QCOMPARE(w->controller()->scenario().model.kind, ModelSource::Kind::Architecture);
    QCOMPARE(w->controller()->scenario().model.architecture.layers, std::int64_t(40));
    QCOMPARE(w->controller()->scenario().model.architecture.hidden, std::int64_t(4096));
    checkCharts(w.window.get());
}

void TestInputs::combosAndChecks()
{
    auto w = test::makeWindow();
    InputPanel* panel = w->inputPanel();
    auto* model = qobject_cast<QComboBox*>(panel->editor(QStringLiteral("model.preset")));
    model->setCurrentIndex(model->findData(QStringLiteral("mixtral-8x7b")));
    auto* gpu = qobject_cast<QComboBox*>(panel->editor(QStringLiteral("hardware.gpu")));
    gpu->setCurrentIndex(gpu->findData(QStringLiteral("a100-80gb")));
    auto* recipe = qobject_cast<QComboBox*>(panel->editor(QStringLiteral("precision.recipe")));
    recipe->setCurrentIndex(recipe->findData(QStringLiteral("fp8-mixed")));
    auto* zero = qobject_cast<QComboBox*>(panel->editor(QStringLiteral("parallelism.zero")));
    zero->setCurrentIndex(3);
    auto* flash = qobject_cast<QCheckBox*>(panel->editor(QStringLiteral("activations.flash_attention")));
    flash->click();
    auto* recompute = qobject_cast<QComboBox*>(panel->editor(QStringLiteral("activations.recompute")));
    recompute->setCurrentIndex(recompute->findData(QStringLiteral("full")));
    auto* optimizer = qobject_cast<QComboBox*>(panel->editor(QStringLiteral("optimizer")));
    optimizer->setCurrentIndex(optimizer->findData(QStringLiteral("adamw-8bit")));
    w->controller()->flush();
    const Scenario& s = w->controller()->scenario();
    QCOMPARE(s.model.preset, std::string("mixtral-8x7b"));
    QCOMPARE(s.hardware.gpu, std::string("a100-80gb"));
    QVERIFY(s.precision.recipe == Recipe::Fp8Mixed);
    QCOMPARE(s.parallelism.zero, 3);
    QCOMPARE(s.activations.flashAttention, false);
    QVERIFY(s.activations.recompute == Recompute::Full);
    QVERIFY(s.optimizer == Optimizer::AdamW8bit);
    checkCharts(w.window.get());
}

void TestInputs::impossibleCombinationIsExplainedInPlace()
{
    auto w = test::makeWindow();
    auto* tensor = qobject_cast<LogSlider*>(w->inputPanel()->editor(QStringLiteral("parallelism.tensor")));
    tensor->spinBox()->setValue(3); // 8 GPUs: 3 does not divide
    w->controller()->flush();
    QCOMPARE(w->controller()->scenario().parallelism.tensor, std::int64_t(3)); // never clamped
    QVERIFY(w->controller()->error());
    const QString message = w->inputPanel()->errorText(QStringLiteral("parallelism.tensor"));
    QVERIFY2(message.contains(QStringLiteral("divide the GPU count")), qPrintable(message));
    QVERIFY(w->inputPanel()->errorText(QStringLiteral("parallelism.gpus")).isEmpty());
    QVERIFY(w->summary()->cellText(QStringLiteral("fits")).contains(QStringLiteral("Cannot estimate")));

    tensor->spinBox()->setValue(2);
    w->controller()->flush();
    QVERIFY(!w->controller()->error());
    QVERIFY(w->inputPanel()->errorText(QStringLiteral("parallelism.tensor")).isEmpty());
    checkCharts(w.window.get());
}

// GPUs set to 1,000,000 breaks the global batch (micro-batch × data parallel):
// the message lands on GPUs, the field just changed, names the global batch
// in the panel's words with grouped digits, and moves no control below it.
void TestInputs::errorLandsOnTheFieldThatCausedIt()
{
    auto w = test::makeWindow();
    w->resize(1280, 800);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    InputPanel* panel = w->inputPanel();
    QWidget* below = panel->editor(QStringLiteral("parallelism.tensor"));
    const QPoint before = below->mapTo(panel, QPoint(0, 0));
    sliderAt(w.window.get(), "parallelism.gpus")->spinBox()->setValue(1000000);
    w->controller()->flush();
    QCoreApplication::processEvents();
    QVERIFY(w->controller()->error());
    QCOMPARE(w->controller()->error()->path, std::string("workload.global_batch_size"));
    const QString message = panel->errorText(QStringLiteral("parallelism.gpus"));
    QVERIFY2(message.contains(QStringLiteral("Global batch size")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("1,000,000")), qPrintable(message));
    QVERIFY2(!message.contains(QStringLiteral("workload.")), qPrintable(message));
    QVERIFY(panel->errorText(QStringLiteral("workload.global_batch_size")).isEmpty());
    QCOMPARE(below->mapTo(panel, QPoint(0, 0)), before);
    // The message is drawn under GPUs, inside the panel, clear of the GPUs editor.
    auto* balloon = panel->findChild<QLabel*>(QStringLiteral("fieldError"));
    QVERIFY(balloon && balloon->isVisible());
    const QWidget* gpus = panel->editor(QStringLiteral("parallelism.gpus"));
    const QRect gpusRect(gpus->mapTo(panel, QPoint(0, 0)), gpus->size());
    QVERIFY(!balloon->geometry().intersects(gpusRect));
    QVERIFY(panel->rect().contains(balloon->geometry()));
    QVERIFY(balloon->height() >= balloon->heightForWidth(balloon->width()));

    // The same broken relation reached from the global batch is said there.
    auto* batch = sliderAt(w.window.get(), "workload.global_batch_size");
    batch->spinBox()->setValue(512);
    w->controller()->flush();
    QVERIFY(w->controller()->error());
    QVERIFY(panel->errorText(QStringLiteral("parallelism.gpus")).isEmpty());
    QVERIFY(!panel->errorText(QStringLiteral("workload.global_batch_size")).isEmpty());

    sliderAt(w.window.get(), "parallelism.gpus")->spinBox()->setValue(8);
    w->controller()->flush();
    QVERIFY(!w->controller()->error());
    QVERIFY(!balloon->isVisible());
}

void TestInputs::modeDisablesWithoutLosing()
{
    auto w = test::makeWindow();
    InputPanel* panel = w->inputPanel();
    auto* recipe = qobject_cast<QComboBox*>(panel->editor(QStringLiteral("precision.recipe")));
    recipe->setCurrentIndex(recipe->findData(QStringLiteral("pure-bf16")));
    setMode(w.window.get(), Mode::Inference);
    QVERIFY(!panel->editor(QStringLiteral("precision.recipe"))->isEnabled());
    QVERIFY(!panel->editor(QStringLiteral("workload.global_batch_size"))->isEnabled());
    QVERIFY(panel->editor(QStringLiteral("precision.weights"))->isEnabled());
    QVERIFY(panel->editor(QStringLiteral("workload.prompt_tokens"))->isEnabled());
    QVERIFY(w->controller()->scenario().precision.recipe == Recipe::PureBf16);
    QVERIFY(!w->summary()->cellText(QStringLiteral("tpot")).isEmpty());
    QVERIFY(w->summary()->cellText(QStringLiteral("time")).isEmpty());
    checkCharts(w.window.get());
    setMode(w.window.get(), Mode::Train);
    QVERIFY(panel->editor(QStringLiteral("precision.recipe"))->isEnabled());
    QCOMPARE(recipe->currentData().toString(), QStringLiteral("pure-bf16"));
}

void TestInputs::burstOfEditsRecomputesOnce()
{
    auto w = test::makeWindow();
    w->controller()->flush();
    auto* gpus = qobject_cast<LogSlider*>(w->inputPanel()->editor(QStringLiteral("parallelism.gpus")));
    const int before = w->controller()->recomputeCount();
    for (int i = 0; i < 40; ++i) // a drag: one value per mouse move
        gpus->slider()->setValue(3 + i % 8);
    QCOMPARE(w->controller()->recomputeCount(), before);
    QVERIFY(w->controller()->isPending());
    QTRY_COMPARE(w->controller()->recomputeCount(), before + 1);
    QCOMPARE(w->controller()->scenario().parallelism.gpus, std::int64_t(1) << (3 + 39 % 8));
    checkCharts(w.window.get());
}

namespace {
// What the legend draws: each visible entry's swatch colour, text and place.
struct DrawnEntry {
    QColor swatch;
    QString text;
    QRectF rect; // swatch and text, scene coordinates
};

std::vector<DrawnEntry> drawnLegend(QChart* chart)
{
    std::vector<DrawnEntry> entries;
    QList<QGraphicsItem*> todo = chart->legend()->childItems();
    while (!todo.isEmpty()) {
        QGraphicsItem* item = todo.takeFirst();
        if (!item->isVisible())
            continue;
        QGraphicsRectItem* swatch = nullptr;
        QGraphicsTextItem* text = nullptr;
        for (QGraphicsItem* child : item->childItems()) {
            if (!child->isVisible())
                continue;
            if (auto* r = dynamic_cast<QGraphicsRectItem*>(child))
                swatch = r;
            else if (auto* t = dynamic_cast<QGraphicsTextItem*>(child))
                text = t;
        }
        if (swatch && text)
            entries.push_back({swatch->brush().color(), text->toPlainText(), // NBSP read as spaces
                               swatch->sceneBoundingRect().united(text->sceneBoundingRect())});
        else
            todo << item->childItems();
    }
    return entries;
}

// A set's label as the legend's text item gives it back (QTextDocument's
// plain text turns no-break spaces into spaces).
QString plainLabel(const QBarSet* set)
{
    QString label = set->label();
    return label.replace(QChar::Nbsp, QLatin1Char(' '));
}

// Every drawn legend entry of the memory chart wears its series' colour under
// its own name, no two overlap, and every component with bytes is listed.
bool legendIsTrue(QChart* chart, const char* series, QString* why)
{
    auto* stack = seriesNamed<QAbstractBarSeries>(chart, series);
    if (!stack) {
        *why = QStringLiteral("no bar series");
        return false;
    }
    const auto entries = drawnLegend(chart);
    int expected = 0;
    for (QBarSet* set : stack->barSets()) {
        bool any = false;
        for (qsizetype i = 0; i < set->count(); ++i)
            any = any || set->at(i) > 0;
        expected += any;
        if (!any)
            continue;
        const auto it = std::find_if(entries.begin(), entries.end(),
                                     [&](const DrawnEntry& e) { return e.text == plainLabel(set); });
        if (it == entries.end()) {
            QStringList drawn;
            for (const DrawnEntry& e : entries)
                drawn << e.text;
            *why = QStringLiteral("not in the legend: %1 (drawn: %2)")
                       .arg(set->label(), drawn.join(QStringLiteral(" | ")));
            return false;
        }
        if (it->swatch != set->color()) {
            *why = QStringLiteral("wrong colour beside ") + set->label();
            return false;
        }
    }
    for (const DrawnEntry& e : entries)
        for (QBarSet* set : stack->barSets())
            if (e.text == plainLabel(set) && e.swatch != set->color()) {
                *why = QStringLiteral("wrong colour beside ") + e.text;
                return false;
            }
    const int bars = int(std::count_if(entries.begin(), entries.end(), [&](const DrawnEntry& e) {
        const auto sets = stack->barSets();
        return std::any_of(sets.begin(), sets.end(), [&](QBarSet* s) { return plainLabel(s) == e.text; });
    }));
    if (bars != expected) {
        *why = QStringLiteral("%1 component entries drawn, %2 expected").arg(bars).arg(expected);
        return false;
    }
    for (std::size_t i = 0; i < entries.size(); ++i)
        for (std::size_t j = i + 1; j < entries.size(); ++j)
            if (entries[i].rect.intersects(entries[j].rect)) {
                *why = QStringLiteral("overlapping: %1 / %2").arg(entries[i].text, entries[j].text);
                return false;
            }
    return true;
}
} // namespace

// After every mode and compare switch the memory legend matches the bars
// (it used to keep the previous mode's places: an unlabelled swatch on top of
// "Weights", "Gradients" drawn over "Activations").
void TestInputs::memoryLegendFollowsModeAndCompare()
{
    auto w = test::makeWindow();
    w->resize(1600, 1000);
    w->show();
    QChart* chart = w->memoryChart()->chart();
    const auto check = [&](const char* step) {
        w->controller()->flush();
        QCoreApplication::processEvents();
        QString why;
        QVERIFY2(legendIsTrue(chart, "memory", &why),
                 qPrintable(QString::fromLatin1(step) + QStringLiteral(": ") + why));
    };
    check("start");
    for (Mode mode : {Mode::Inference, Mode::Train, Mode::Lora, Mode::Inference, Mode::Qlora, Mode::Train}) {
        setMode(w.window.get(), mode);
        check(toString(mode).data());
        for (CompareAxis axis : {CompareAxis::Recipe, CompareAxis::Zero, CompareAxis::Recompute, CompareAxis::None}) {
            w->controller()->setCompareAxis(axis);
            check("compare");
        }
    }
    // The step chart's parts come and go with the mode and a fixed MFU.
    w->tabs()->setCurrentWidget(w->stepChart());
    const auto checkStep = [&](const char* step) {
        w->controller()->flush();
        QCoreApplication::processEvents();
        QString why;
        QVERIFY2(legendIsTrue(w->stepChart()->chart(), "step", &why),
                 qPrintable(QString::fromLatin1(step) + QStringLiteral(": ") + why));
    };
    checkStep("step");
    for (int i = 0; i < 2; ++i) {
        fixedMfu(w.window.get())->click();
        checkStep("fixed MFU toggled");
        sliderAt(w.window.get(), "parallelism.pipeline")->spinBox()->setValue(i == 0 ? 2 : 1);
        checkStep("pipeline");
        setMode(w.window.get(), Mode::Inference);
        setMode(w.window.get(), Mode::Train);
        checkStep("inference and back");
    }
}

void TestInputs::compareAndPin()
{
    auto w = test::makeWindow();
    QComboBox* compare = w->memoryChart()->compareBox();
    compare->setCurrentIndex(compare->findData(int(CompareAxis::Zero)));
    w->controller()->flush();
    // Read through chart() each time: a chart on a hidden tab draws when read.
    const auto axis = [&w] {
        return qobject_cast<QBarCategoryAxis*>(w->memoryChart()->chart()->axes(Qt::Horizontal).value(0));
    };
    QCOMPARE(axis()->count(), 4);
    checkCharts(w.window.get(), CompareAxis::Zero);

    QVERIFY(w->controller()->pin());
    auto* gpus = qobject_cast<LogSlider*>(w->inputPanel()->editor(QStringLiteral("parallelism.gpus")));
    gpus->spinBox()->setValue(64);
    w->controller()->flush();
    QCOMPARE(w->controller()->compareAxis(), CompareAxis::Pinned);
    // The scenario's own bar, whose sizes the legend gives, is named in bold.
    QCOMPARE(axis()->categories(), (QStringList{QStringLiteral("<b>This scenario</b>"), QStringLiteral("Pinned")}));
    // The pinned values beneath the cells' own, headed by "Pinned:" beneath the verdict.
    QVERIFY(!w->summary()->pinnedText(QStringLiteral("time")).isEmpty());
    QVERIFY(w->summary()->pinnedText(QStringLiteral("time")) != w->summary()->cellText(QStringLiteral("time")));
    QVERIFY(w->summary()->cellText(QStringLiteral("fits")).contains(QStringLiteral("Pinned")));
    const auto pinnedCloud = [&w] {
        return seriesNamed<QLineSeries>(w->breakevenChart()->costChart(), "cloud.pinned");
    };
    QVERIFY(pinnedCloud()->count() > 0);
    QVERIFY(seriesNamed<QScatterSeries>(w->rooflineChart()->chart(), "ops.pinned")->count() > 0);
    w->controller()->unpin();
    w->controller()->flush();
    QCOMPARE(axis()->count(), 1);
    QCOMPARE(pinnedCloud()->count(), 0);
}

void TestInputs::unitsPreference()
{
    auto w = test::makeWindow();
    // Read through chart() each time: a chart on a hidden tab draws when read.
    const auto yAxis = [&w] {
        return qobject_cast<QValueAxis*>(w->memoryChart()->chart()->axes(Qt::Vertical).value(0));
    };
    QVERIFY(yAxis()->titleText().contains(QStringLiteral("GiB")));
    w.prompts->onPreferences = [] {
        Settings::set(settings::byteUnits, QStringLiteral("decimal"));
        return true;
    };
    QMetaObject::invokeMethod(w.window.get(), [&] {
        // Edit → Preferences…
        for (QAction* a : w->findChildren<QAction*>())
            if (a->text().contains(QStringLiteral("Preferences")))
                a->trigger();
    });
    // The whole title or, on the unshown window's small plot, its unit.
    const QString title = yAxis()->titleText();
    QVERIFY2(title.contains(QStringLiteral("GB")) && !title.contains(QStringLiteral("GiB")), qPrintable(title));
    const QString fits = w->summary()->cellText(QStringLiteral("fits"));
    QVERIFY2(fits.contains(QStringLiteral("GB")) && !fits.contains(QStringLiteral("GiB")), qPrintable(fits));
    Settings::set(settings::byteUnits, QStringLiteral("binary"));
}

void TestInputs::logSliderScales()
{
    LogSlider pow2(LogSlider::Scale::PowersOfTwo, 128, 1 << 20);
    QCOMPARE(pow2.slider()->maximum(), 13);
    QCOMPARE(pow2.valueAt(pow2.positionFor(4096)), 4096.0);
    LogSlider log(LogSlider::Scale::Log, 1e6, 2e12);
    QCOMPARE(log.positionFor(1e6), 0);
    QCOMPARE(log.positionFor(2e12), 1000);
    QVERIFY(std::fabs(log.valueAt(log.positionFor(7e9)) / 7e9 - 1) < 0.01);
    log.setCountStyle();
    QCOMPARE(log.spinBox()->valueFromText(QStringLiteral("6.74 B")), 6.74e9);
    QCOMPARE(log.spinBox()->textFromValue(2e12), QStringLiteral("2 T"));
    QSignalSpy spy(&log, &LogSlider::valueChanged);
    log.setValue(5e9); // from code: no signal
    QCOMPARE(spy.count(), 0);
    log.slider()->setValue(500);
    QCOMPARE(spy.count(), 1);
}

namespace {
// A left-button drag on a slider's handle, `dx` pixels, with `modifiers` held
// during the moves; returns the slider's value after each move.
std::vector<double> dragHandle(LogSlider* s, const std::vector<int>& dx, Qt::KeyboardModifiers modifiers)
{
    QSlider* slider = s->slider();
    QStyleOptionSlider option;
    option.initFrom(slider);
    option.orientation = slider->orientation();
    option.minimum = slider->minimum();
    option.maximum = slider->maximum();
    option.sliderPosition = slider->sliderPosition();
    option.sliderValue = slider->value();
    const QPoint start =
        slider->style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderHandle, slider).center();
    const auto send = [slider](QEvent::Type type, QPoint at, Qt::MouseButton button, Qt::MouseButtons buttons,
                               Qt::KeyboardModifiers mods) {
        QMouseEvent e(type, at, slider->mapToGlobal(at), button, buttons, mods);
        QCoreApplication::sendEvent(slider, &e);
    };
    send(QEvent::MouseButtonPress, start, Qt::LeftButton, Qt::LeftButton, Qt::NoModifier);
    std::vector<double> values;
    for (int d : dx) {
        send(QEvent::MouseMove, start + QPoint(d, 0), Qt::NoButton, Qt::LeftButton, modifiers);
        values.push_back(s->value());
    }
    send(QEvent::MouseButtonRelease, start + QPoint(dx.back(), 0), Qt::LeftButton, Qt::NoButton, modifiers);
    return values;
}

bool isCommon(double v)
{
    const double mantissa = v / std::pow(10.0, std::floor(std::log10(v)));
    for (double m : {1.0, 1.2, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 10.0})
        if (std::fabs(mantissa / m - 1) < 1e-9)
            return true;
    return false;
}
} // namespace

// Issue 17 item 12: a plain drag of a log slider stops at common values; with
// Shift the handle follows ten times slower through every 3-digit value, and
// a powers-of-two slider gets quarter octaves (6144 between 4096 and 8192).
void TestInputs::logSlidersHaveFineControl()
{
    LogSlider size(LogSlider::Scale::Log, 1e6, 2e12);
    size.setCountStyle();
    size.resize(300, 30);
    size.setAttribute(Qt::WA_DontShowOnScreen);
    size.show();
    QCoreApplication::processEvents();
    size.setValue(6.74e9);
    QSignalSpy spy(&size, &LogSlider::valueChanged);

    // Plain: 20 px is a large jump, and it lands on a common value.
    const double plain = dragHandle(&size, {20}, Qt::NoModifier).back();
    QVERIFY2(plain > 6.74e9 * 1.5, qPrintable(QString::number(plain)));
    QVERIFY2(isCommon(plain), qPrintable(QString::number(plain)));
    QCOMPARE(spy.count(), 1);

    // Shift: ten times slower, in steps no common-value grid has.
    size.setValue(6.74e9);
    const std::vector<double> fine = dragHandle(&size, {2, 4, 6, 8, 10, 12, 14, 16, 18, 20}, Qt::ShiftModifier);
    QVERIFY2(fine.back() > 6.74e9 && fine.back() < 6.74e9 * 1.5, qPrintable(QString::number(fine.back())));
    QVERIFY(std::log(fine.back() / 6.74e9) * 5 < std::log(plain / 6.74e9));
    QVERIFY(std::any_of(fine.begin(), fine.end(), [](double v) { return !isCommon(v); }));
    QVERIFY(std::is_sorted(fine.begin(), fine.end()));
    for (double v : fine) // three significant digits, like the spin box shows
        QCOMPARE(v, std::round(v / 1e7) * 1e7);

    // Shift+arrow: one fine step.
    size.setValue(7e9);
    size.slider()->setFocus();
    QTest::keyClick(size.slider(), Qt::Key_Right, Qt::ShiftModifier);
    QCOMPARE(size.value(), 7.01e9);
    QTest::keyClick(size.slider(), Qt::Key_Left, Qt::ShiftModifier);
    QCOMPARE(size.value(), 7e9);

    // Powers of two: arrows step octaves; Shift+arrow quarter octaves.
    LogSlider seq(LogSlider::Scale::PowersOfTwo, 128, 1 << 20);
    seq.resize(300, 30);
    seq.setAttribute(Qt::WA_DontShowOnScreen);
    seq.show();
    seq.setValue(4096);
    seq.slider()->setFocus();
    QTest::keyClick(seq.slider(), Qt::Key_Right, Qt::ShiftModifier);
    QCOMPARE(seq.value(), 5120.0);
    QTest::keyClick(seq.slider(), Qt::Key_Right, Qt::ShiftModifier);
    QCOMPARE(seq.value(), 6144.0);
    QTest::keyClick(seq.slider(), Qt::Key_Right);
    QCOMPARE(seq.value(), 8192.0);
    seq.setValue(4096);
    for (double v : dragHandle(&seq, {3, 6, 9, 12, 15}, Qt::ShiftModifier))
        QCOMPARE(v, std::round(v / 1024) * 1024); // quarter octaves of 4096
}

// Issue 17 item 11: at 1280×720 the first questions (which model, which GPU,
// how many) are answered without scrolling the inputs.
void TestInputs::modelAndGpuAreAboveTheFold()
{
    auto w = test::makeWindow();
    w->resize(1280, 720);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    QScrollArea* scroll = nullptr;
    for (QScrollArea* area : w->findChildren<QScrollArea*>())
        if (area->widget() == w->inputPanel())
            scroll = area;
    QVERIFY(scroll);
    QCOMPARE(scroll->verticalScrollBar()->value(), 0);
    const QRect viewport = scroll->viewport()->rect();
    for (const char* path : {"model.preset", "hardware.gpu", "workload.mode"}) {
        QWidget* editor = w->inputPanel()->editor(QLatin1String(path));
        const QRect at(editor->mapTo(scroll->viewport(), QPoint(0, 0)), editor->size());
        QVERIFY2(viewport.contains(at), path);
    }
}

// Issue 16 item 2: ResNet-50 reads in images and epochs (ImageNet-1k, 90
// epochs), not "24.5 GFLOP per token, 2.00 T tokens"; a language model can
// count sequences and epochs too.
void TestInputs::imageModelsAreCountedInImagesAndEpochs()
{
    auto w = test::makeWindow();
    QSignalSpy notices(w->inputPanel(), &InputPanel::notice);
    setModel(w.window.get(), "resnet-50");
    const Scenario& s = w->controller()->scenario();
    QCOMPARE(s.workload.samplesPerEpoch, std::optional<double>(1281167));
    QCOMPARE(s.workload.epochs, 90.0);
    QVERIFY(!notices.isEmpty());
    QVERIFY2(notices.last().first().toString().contains(QStringLiteral("ImageNet")),
             qPrintable(notices.last().first().toString()));
    InputPanel* panel = w->inputPanel();
    QVERIFY(panel->editor(QStringLiteral("workload.samples_per_epoch"))->isEnabled());
    QVERIFY(panel->editor(QStringLiteral("workload.epochs"))->isEnabled());
    QVERIFY(!panel->editor(QStringLiteral("workload.training_tokens"))->isEnabled());
    QVERIFY(!panel->editor(QStringLiteral("workload.sequence_length"))->isEnabled()); // an image, not a sequence
    const QString throughput = w->summary()->cellText(QStringLiteral("throughput"));
    QVERIFY2(throughput.contains(QStringLiteral("samples/s")), qPrintable(throughput));
    const auto result = w->controller()->result();
    QVERIFY(result);
    QCOMPARE(result->estimate.samples, 1281167.0 * 90);
    // The report in words: samples and epochs, no tokens.
    const QString text =
        Report::text(w->formatter(), result->resolved, result->estimate).replace(QChar::Nbsp, QLatin1Char(' '));
    QVERIFY2(text.contains(QStringLiteral("90 of 1.28 M samples")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("tokens")), qPrintable(text));

    // Epochs scale the run: 45 epochs, half the samples and half the time.
    const double seconds = result->estimate.seconds;
    sliderAt(w.window.get(), "workload.epochs")->spinBox()->setValue(45);
    w->controller()->flush();
    QVERIFY(std::fabs(w->controller()->result()->estimate.seconds / seconds - 0.5) < 1e-9);

    // Llama 2 7B counts tokens again (issue 29 item 8: ImageNet's images ×
    // epochs no longer apply); turning the count on uses the shown samples.
    setModel(w.window.get(), "llama-2-7b");
    auto* bySamples = panel->findChild<QCheckBox*>(QStringLiteral("workload.samples_per_epoch.enabled"));
    QVERIFY(bySamples && !bySamples->isChecked());
    w->controller()->flush();
    QVERIFY(!w->controller()->scenario().workload.samplesPerEpoch);
    QVERIFY(panel->editor(QStringLiteral("workload.training_tokens"))->isEnabled());
    QVERIFY(panel->editor(QStringLiteral("workload.sequence_length"))->isEnabled());
    bySamples->click();
    w->controller()->flush();
    const Estimate& e = w->controller()->result()->estimate;
    QCOMPARE(e.tokens, e.samples * 4096);
}

void TestInputs::fieldsThatApplyOnlySometimes()
{
    auto w = test::makeWindow();
    InputPanel* panel = w->inputPanel();
    auto enabled = [panel](const char* path) { return panel->editor(QLatin1String(path))->isEnabled(); };
    // Expert parallel: MoE models only.
    QVERIFY(!enabled("parallelism.expert")); // Llama 2 7B: no experts
    setModel(w.window.get(), "mixtral-8x7b");
    QVERIFY(enabled("parallelism.expert"));
    setModel(w.window.get(), "resnet-50"); // no architecture at all
    QVERIFY(!enabled("parallelism.expert"));
    setModel(w.window.get(), "llama-2-7b");

    // Virtual stages: an interleaved pipeline needs a pipeline.
    QVERIFY(!enabled("parallelism.virtual_stages"));
    sliderAt(w.window.get(), "parallelism.pipeline")->spinBox()->setValue(4);
    w->controller()->flush();
    QVERIFY(enabled("parallelism.virtual_stages"));
    sliderAt(w.window.get(), "parallelism.pipeline")->spinBox()->setValue(1);
    w->controller()->flush();
    QVERIFY(!enabled("parallelism.virtual_stages"));

    // Bandwidth efficiency is an inference input; the overheads apply always.
    QVERIFY(!enabled("hardware.bandwidth_efficiency"));
    QVERIFY(enabled("overhead.fixed_bytes") && enabled("overhead.fraction"));
    QVERIFY(enabled("cost.hosting_usd_per_kw_month"));
    setMode(w.window.get(), Mode::Inference);
    QVERIFY(enabled("hardware.bandwidth_efficiency"));
    QVERIFY(!useHfu(w.window.get())->isEnabled()); // inference takes MFU
    QVERIFY(!enabled("workload.lora_targets"));
    setMode(w.window.get(), Mode::Lora);
    QVERIFY(enabled("workload.lora_targets"));
    setMode(w.window.get(), Mode::Qlora);
    QVERIFY(enabled("workload.lora_targets"));
    QVERIFY(!w->controller()->error());
}

// Recomputed layers: with full recomputation on a stack that recomputes
// some layers only (Megatron-LM's block method); 0 reads "every layer" and
// leaves the field out of the scenario.
void TestInputs::recomputedLayersFollowFullRecomputation()
{
    auto w = test::makeWindow();
    InputPanel* panel = w->inputPanel();
    auto* layers = qobject_cast<QSpinBox*>(panel->editor(QStringLiteral("activations.recompute_layers")));
    QVERIFY(layers);
    QVERIFY(!layers->isEnabled()); // the window's default: no recomputation
    auto* recompute = qobject_cast<QComboBox*>(panel->editor(QStringLiteral("activations.recompute")));
    recompute->setCurrentIndex(recompute->findData(QStringLiteral("full")));
    w->controller()->flush();
    QVERIFY(layers->isEnabled());
    QCOMPARE(layers->text(), layers->specialValueText());
    const double every = w->controller()->result()->estimate.perGpu[MemoryComponent::Activations];
    layers->setValue(4);
    w->controller()->flush();
    QCOMPARE(w->controller()->scenario().activations.recomputeLayers, std::optional<std::int64_t>(4));
    QVERIFY(w->controller()->result()->estimate.perGpu[MemoryComponent::Activations] > every);
    layers->setValue(0);
    w->controller()->flush();
    QVERIFY(!w->controller()->scenario().activations.recomputeLayers);
    // The Trainer checkpoints every layer or none.
    auto* stack = qobject_cast<QComboBox*>(panel->editor(QStringLiteral("software.stack")));
    stack->setCurrentIndex(stack->findData(QStringLiteral("hf-transformers")));
    w->controller()->flush();
    QVERIFY(!layers->isEnabled());
    QVERIFY(!w->controller()->error());
}

// DeepEP's dispatch is a choice for a mixture of experts on Megatron: off
// for a dense model and on an eager stack (transformers' own experts path);
// on, it spares the alltoall dispatcher's permutations.
void TestInputs::deepEpDispatchFollowsMegatronsExperts()
{
    auto w = test::makeWindow();
    InputPanel* panel = w->inputPanel();
    auto* deepep = qobject_cast<QCheckBox*>(panel->editor(QStringLiteral("software.moe_dispatcher")));
    QVERIFY(deepep);
    QVERIFY(!deepep->isEnabled()); // the window's default model is dense
    setModel(w.window.get(), "mixtral-8x7b");
    w->controller()->flush();
    QVERIFY(deepep->isEnabled());
    const double permuting = w->controller()->result()->estimate.step[StepPart::MemoryBound];
    deepep->click();
    w->controller()->flush();
    QVERIFY(w->controller()->scenario().software.moeDispatcher == MoeDispatcher::DeepEp);
    QVERIFY(w->controller()->result()->estimate.step[StepPart::MemoryBound] < permuting);
    auto* stack = qobject_cast<QComboBox*>(panel->editor(QStringLiteral("software.stack")));
    stack->setCurrentIndex(stack->findData(QStringLiteral("hf-transformers")));
    w->controller()->flush();
    QVERIFY(!deepep->isEnabled());
    QVERIFY(!w->controller()->error());
}

// Switching to LoRA with pre-training's 2 T tokens still set moves them to
// fine-tuning's default, and back; a number the user typed stays.
void TestInputs::fineTuningTakesItsOwnTokens()
{
    auto w = test::makeWindow();
    QCOMPARE(w->controller()->scenario().workload.trainingTokens, 2e12);
    setMode(w.window.get(), Mode::Qlora);
    QCOMPARE(w->controller()->scenario().workload.trainingTokens, 1e8);
    setMode(w.window.get(), Mode::Train);
    QCOMPARE(w->controller()->scenario().workload.trainingTokens, 2e12);
    QSlider* tokens = sliderAt(w.window.get(), "workload.training_tokens")->slider();
    const int count = w->controller()->recomputeCount();
    tokens->triggerAction(QAbstractSlider::SliderPageStepSub);
    waitForRecompute(w->controller(), count);
    const double typed = w->controller()->scenario().workload.trainingTokens;
    QVERIFY(typed != 2e12);
    setMode(w.window.get(), Mode::Lora);
    QCOMPARE(w->controller()->scenario().workload.trainingTokens, typed);
}

// Issue 13 item 4: a measured tokens/s per GPU fits the efficiency scale, and
// the estimate then predicts exactly that.
void TestInputs::calibrationFitsTheMeasuredRun()
{
    auto w = test::makeWindow();
    auto* measured = w->inputPanel()->findChild<QDoubleSpinBox*>(QStringLiteral("calibration.measured"));
    auto* fit = w->inputPanel()->findChild<QPushButton*>(QStringLiteral("calibration.fit"));
    QVERIFY(measured && fit);
    const double before = w->controller()->result()->estimate.step.tokensPerSecondPerGpu;
    measured->setValue(std::round(before * 0.8));
    fit->click();
    w->controller()->flush();
    QVERIFY(w->controller()->scenario().hardware.efficiencyScale < 1.0);
    QVERIFY(std::fabs(w->controller()->result()->estimate.step.tokensPerSecondPerGpu / std::round(before * 0.8) - 1) <
            2e-3);
    QCOMPARE(sliderAt(w.window.get(), "hardware.efficiency_scale")->value(),
             w->controller()->scenario().hardware.efficiencyScale);
    // The outcome follows a switch of language, and comes back word for word.
    auto* result = w->inputPanel()->findChild<QLabel*>(QStringLiteral("calibration.result"));
    const QString english = result->text();
    QVERIFY2(english.startsWith(QStringLiteral("Fitted: efficiency scale 0.")), qPrintable(english));
    app::language::apply(QStringLiteral("de"));
    QCoreApplication::processEvents();
    QVERIFY2(!result->text().isEmpty() && result->text() != english, qPrintable(result->text()));
    QVERIFY2(result->text().contains(QStringLiteral("0,")), qPrintable(result->text())); // German decimals
    app::language::apply(QStringLiteral("en"));
    QCoreApplication::processEvents();
    QCOMPARE(result->text(), english);
    // A measurement no scale reaches says why and changes nothing.
    const double scale = w->controller()->scenario().hardware.efficiencyScale;
    measured->setValue(1e8);
    fit->click();
    w->controller()->flush();
    QCOMPARE(w->controller()->scenario().hardware.efficiencyScale, scale);
    QVERIFY(!w->inputPanel()->findChild<QLabel*>(QStringLiteral("calibration.result"))->text().isEmpty());
}

void TestInputs::hfuIsOptional()
{
    auto w = test::makeWindow();
    InputPanel* panel = w->inputPanel();
    // Training time is predicted until the user fixes an MFU.
    QCheckBox* fixed = fixedMfu(w.window.get());
    QVERIFY(fixed && !fixed->isChecked());
    QVERIFY(!panel->editor(QStringLiteral("hardware.mfu"))->isEnabled());
    QVERIFY(!w->controller()->scenario().hardware.mfu);
    QVERIFY(w->controller()->result()->estimate.predictedTime);
    const double predicted = w->controller()->result()->estimate.seconds;
    fixed->click();
    w->controller()->flush();
    QCOMPARE(w->controller()->scenario().hardware.mfu.value_or(0), 0.4);
    QVERIFY(!w->controller()->result()->estimate.predictedTime);

    QCheckBox* use = useHfu(w.window.get());
    QVERIFY(use && !use->isChecked());
    QVERIFY(!panel->editor(QStringLiteral("hardware.hfu"))->isEnabled());
    QVERIFY(panel->editor(QStringLiteral("hardware.mfu"))->isEnabled());
    QVERIFY(!w->controller()->scenario().hardware.hfu);
    const double before = w->controller()->result()->estimate.seconds;

    use->click();
    w->controller()->flush();
    QVERIFY(w->controller()->scenario().hardware.hfu.has_value());
    QCOMPARE(*w->controller()->scenario().hardware.hfu, 0.4); // starts at the MFU
    QVERIFY(panel->editor(QStringLiteral("hardware.hfu"))->isEnabled());
    QVERIFY(!panel->editor(QStringLiteral("hardware.mfu"))->isEnabled()); // not used now
    sliderAt(w.window.get(), "hardware.hfu")->spinBox()->setValue(50);    // percent
    w->controller()->flush();
    QCOMPARE(*w->controller()->scenario().hardware.hfu, 0.5);
    QVERIFY(w->controller()->result()->estimate.seconds != before);
    QVERIFY(QString::fromStdString(scenarioToJson(w->controller()->scenario())).contains(QStringLiteral("\"hfu\"")));

    use->click();
    w->controller()->flush();
    QVERIFY(!w->controller()->scenario().hardware.hfu); // unset again, not 0
    QVERIFY(!QString::fromStdString(scenarioToJson(w->controller()->scenario())).contains(QStringLiteral("\"hfu\"")));
    QCOMPARE(w->controller()->result()->estimate.seconds, before);

    // Unfixing returns to the prediction, MFU and HFU both unset.
    fixed->click();
    w->controller()->flush();
    QVERIFY(!w->controller()->scenario().hardware.mfu && !w->controller()->scenario().hardware.hfu);
    QVERIFY(w->controller()->result()->estimate.predictedTime);
    QCOMPARE(w->controller()->result()->estimate.seconds, predicted);

    // A file with an HFU shows it: box checked, the group open.
    Scenario s;
    s.hardware.hfu = 0.6;
    w->controller()->loadScenario(s, QString());
    panel->reload();
    QVERIFY(use->isChecked());
    QVERIFY(panel->editor(QStringLiteral("hardware.hfu"))->isVisibleTo(panel));
    QCOMPARE(sliderAt(w.window.get(), "hardware.hfu")->value(), 0.6);
}

void TestInputs::loraTargets()
{
    auto w = test::makeWindow();
    setMode(w.window.get(), Mode::Lora);
    const char* const ids[] = {"q", "k", "v", "o", "gate", "up", "down"};
    for (const char* id : ids) {
        QVERIFY2(loraTarget(w.window.get(), id), id);
        QVERIFY2(loraTarget(w.window.get(), id)->isChecked(), id); // the default: all seven
        QVERIFY(!loraTarget(w.window.get(), id)->toolTip().isEmpty());
    }
    const double all = w->controller()->result()->estimate.trainableParameters;
    loraTarget(w.window.get(), "gate")->click();
    loraTarget(w.window.get(), "up")->click();
    loraTarget(w.window.get(), "down")->click();
    w->controller()->flush();
    QCOMPARE(w->controller()->scenario().workload.loraTargets, (std::vector<std::string>{"q", "k", "v", "o"}));
    const double attention = w->controller()->result()->estimate.trainableParameters;
    QVERIFY2(attention < all, qPrintable(QStringLiteral("%1 vs %2").arg(attention).arg(all)));
    // Llama 2 7B, rank 16: r·(h+h) for q, k, v and o over 32 layers (Hu et al. 2021).
    QCOMPARE(attention, 32.0 * 4 * 16 * (4096 + 4096));
    checkCharts(w.window.get());

    // A file's targets show as checked boxes.
    Scenario s = w->controller()->scenario();
    s.workload.loraTargets = {"v", "q"};
    w->controller()->loadScenario(s, QString());
    w->inputPanel()->reload();
    for (const char* id : ids)
        QCOMPARE(loraTarget(w.window.get(), id)->isChecked(), std::string(id) == "q" || std::string(id) == "v");

    // Unchecking the last one is not undone behind the user's back.
    loraTarget(w.window.get(), "q")->click();
    loraTarget(w.window.get(), "v")->click();
    w->controller()->flush();
    QVERIFY(w->controller()->scenario().workload.loraTargets.empty());
    for (const char* id : ids)
        QVERIFY2(!loraTarget(w.window.get(), id)->isChecked(), id);
    if (const auto& error = w->controller()->error()) {
        // Where the engine refuses an empty list, the message sits under the boxes.
        QVERIFY2(QString::fromStdString(error->path).startsWith(QLatin1String("workload.lora_targets")),
                 error->path.c_str());
        QVERIFY(!w->inputPanel()->errorText(QStringLiteral("workload.lora_targets")).isEmpty());
        QVERIFY(w->inputPanel()->editor(QStringLiteral("workload.lora_targets"))->isEnabled());
    }
    loraTarget(w.window.get(), "k")->click();
    w->controller()->flush();
    QVERIFY(!w->controller()->error());
    QVERIFY(w->inputPanel()->errorText(QStringLiteral("workload.lora_targets")).isEmpty());
}

void TestInputs::newFieldErrorsShowInPlace()
{
    auto w = test::makeWindow();
    InputPanel* panel = w->inputPanel();
    // Mixtral has 8 experts: 3 does not divide them.
    setModel(w.window.get(), "mixtral-8x7b");
    sliderAt(w.window.get(), "parallelism.expert")->spinBox()->setValue(3);
    w->controller()->flush();
    QCOMPARE(w->controller()->scenario().parallelism.expert, std::int64_t(3)); // never clamped
    QString message = panel->errorText(QStringLiteral("parallelism.expert"));
    QVERIFY2(message.contains(QStringLiteral("experts")), qPrintable(message));
    sliderAt(w.window.get(), "parallelism.expert")->spinBox()->setValue(4);
    w->controller()->flush();
    QVERIFY(!w->controller()->error());
    QVERIFY(panel->errorText(QStringLiteral("parallelism.expert")).isEmpty());
    setModel(w.window.get(), "llama-2-7b");
    // Expert parallel 4 on a dense model: switching models puts it back to 1
    // (issue 17 item 2), so the estimate stays valid and the field, which no
    // longer applies, is disabled.
    w->controller()->flush();
    QCOMPARE(w->controller()->scenario().parallelism.expert, std::int64_t(1));
    QVERIFY(!w->controller()->error());
    QVERIFY(panel->errorText(QStringLiteral("parallelism.expert")).isEmpty());
    QVERIFY(!panel->editor(QStringLiteral("parallelism.expert"))->isEnabled());

    // Virtual stages left at 2 when the pipeline goes back to 1.
    sliderAt(w.window.get(), "parallelism.pipeline")->spinBox()->setValue(2);
    sliderAt(w.window.get(), "parallelism.virtual_stages")->spinBox()->setValue(2);
    w->controller()->flush();
    QVERIFY(!w->controller()->error());
    sliderAt(w.window.get(), "parallelism.pipeline")->spinBox()->setValue(1);
    w->controller()->flush();
    // Said where the change was made, naming the field it breaks.
    message = panel->errorText(QStringLiteral("parallelism.pipeline"));
    QVERIFY2(message.contains(QStringLiteral("Virtual")) && message.contains(QStringLiteral("pipeline")),
             qPrintable(message));
    QVERIFY(panel->editor(QStringLiteral("parallelism.virtual_stages"))->isEnabled());
    sliderAt(w.window.get(), "parallelism.virtual_stages")->spinBox()->setValue(1);
    w->controller()->flush();
    QVERIFY(!w->controller()->error());
    QVERIFY(!panel->editor(QStringLiteral("parallelism.virtual_stages"))->isEnabled());
}

// Issue 16 item 3: when storage, PCIe, decoding or checkpoints, not the GPU,
// set the pace, the summary says which and by how much.
void TestInputs::summaryNamesTheBindingInputLimit()
{
    auto w = test::makeWindow();
    InputPanel* panel = w->inputPanel();
    QVERIFY(!w->summary()->notesText().contains(QStringLiteral("bound:"))); // Llama 2 7B: GPU-bound
    // ResNet-50 on 8 GPUs, its ImageNet JPEGs on 100 MB/s storage.
    Scenario s;
    s.model.preset = "resnet-50";
    s.workload.sequenceLength = 1;
    s.workload.globalBatchSize = 256;
    s.workload.microBatchSize = 32;
    s.data.kind = DataKind::Images;
    s.data.storageReadBytesPerS = 1e8;
    s.data.cpuCoresPerNode = 1024;
    w->controller()->loadScenario(s, QString());
    panel->reload();
    w->controller()->flush();
    QVERIFY(w->controller()->result());
    const PipelineTime& p = w->controller()->result()->estimate.pipeline;
    QVERIFY(p.binding == InputLimit::Storage);
    const Formatter& f = w->formatter();
    const QString expected = QStringLiteral("Input-bound: storage reads %1 per step vs %2 GPU step")
                                 .arg(f.duration(p.storageSeconds), f.duration(p.gpuStepSeconds));
    QVERIFY2(w->summary()->notesText().contains(expected), qPrintable(w->summary()->notesText()));
    // The training time shown is the run's at the input's pace (issue 29);
    // the note says what the GPUs alone would take.
    const Estimate& e = w->controller()->result()->estimate;
    QCOMPARE(w->summary()->cellText(QStringLiteral("time")), f.duration(e.seconds));
    QVERIFY(e.seconds > e.gpuSeconds * p.stepSeconds / p.gpuStepSeconds * 0.999);
    const QString pace =
        QStringLiteral("; time and cost are at that pace (the GPUs alone: %1)").arg(f.duration(e.gpuSeconds));
    QVERIFY2(w->summary()->notesText().contains(pace), qPrintable(w->summary()->notesText()));
    // The group with the fields opened for a scenario that sets them.
    QVERIFY(panel->editor(QStringLiteral("data.storage_read_bytes_per_s"))->isVisibleTo(panel));

    // Faster storage: now the decoders on 2 cores bind.
    sliderAt(w.window.get(), "data.storage_read_bytes_per_s")->spinBox()->setValue(50); // GB/s
    sliderAt(w.window.get(), "data.cpu_cores_per_node")->spinBox()->setValue(2);
    w->controller()->flush();
    QTRY_VERIFY(w->summary()->notesText().contains(QStringLiteral("Input-bound: CPU decoding")));
    QVERIFY(w->controller()->result()->estimate.pipeline.binding == InputLimit::Decode);

    // Enough cores: the GPU sets the pace and the summary says nothing.
    sliderAt(w.window.get(), "data.cpu_cores_per_node")->spinBox()->setValue(100000);
    w->controller()->flush();
    QTRY_VERIFY(!w->summary()->notesText().contains(QStringLiteral("bound:")));
    QVERIFY(w->controller()->result()->estimate.pipeline.binding == InputLimit::Gpu);
}

void TestInputs::errorPathsReachTheirFields_data()
{
    // The engine's JSON path of each new field, and the field that shows it.
    QTest::addColumn<QString>("errorPath");
    QTest::addColumn<QString>("field");
    for (const char* path :
         {"parallelism.expert", "parallelism.virtual_stages", "hardware.hfu", "hardware.bandwidth_efficiency",
          "overhead.fixed_bytes", "overhead.fraction", "cost.hosting_usd_per_kw_month", "workload.lora_targets",
          "data.storage_read_bytes_per_s", "checkpoint.interval_steps"})
        QTest::newRow(path) << QString::fromLatin1(path) << QString::fromLatin1(path);
    QTest::newRow("one LoRA target") << QStringLiteral("workload.lora_targets[2]")
                                     << QStringLiteral("workload.lora_targets");
}

void TestInputs::errorPathsReachTheirFields()
{
    QFETCH(QString, errorPath);
    QFETCH(QString, field);
    auto w = test::makeWindow();
    InputPanel* panel = w->inputPanel();
    QVERIFY(panel->fieldPaths().contains(field));
    // The paths the scenario file uses: a file with the field set reads back.
    Error e = makeError(ErrorCode::OutOfRange, errorPath.toStdString(), "-1", Expect::DottedPath, "test.value");
    panel->showError(e);
    const QString shown = panel->errorText(field);
    QVERIFY2(shown.contains(QStringLiteral("test.value")), qPrintable(shown));
    QVERIFY(panel->errorText(QString()).isEmpty()); // not the panel-wide message
    QVERIFY2(panel->editor(field)->isVisibleTo(panel), "a collapsed group opens");
    QVERIFY(panel->editor(field)->isEnabled());
    panel->showError(std::nullopt);
    QVERIFY(panel->errorText(field).isEmpty());
}

void TestInputs::panelShowsEveryFieldUnclipped_data()
{
    // Longer words (German) and other scripts (Chinese) must fit as well.
    QTest::addColumn<QString>("language");
    for (const char* code : {"en", "de", "es", "zh_CN"})
        QTest::newRow(code) << QString::fromLatin1(code);
}

void TestInputs::panelShowsEveryFieldUnclipped()
{
    QFETCH(QString, language);
    app::language::apply(language);
    const auto english = qScopeGuard([] { app::language::apply(QStringLiteral("en")); });
    auto w = test::makeWindow();
    w->resize(1280, 800);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    InputPanel* panel = w->inputPanel();
    // Open every collapsed group, LoRA mode (its fields enabled), an MoE model.
    setModel(w.window.get(), "mixtral-8x7b");
    setMode(w.window.get(), Mode::Lora);
    for (QToolButton* b : panel->findChildren<QToolButton*>())
        if (b->isCheckable() && !b->isChecked())
            b->click();
    QCoreApplication::processEvents();
    auto* scroll = qobject_cast<QScrollArea*>(panel->parentWidget()->parentWidget());
    QVERIFY(scroll);
    QVERIFY2(panel->width() <= scroll->viewport()->width(), "no horizontal clipping");
    // The panel keeps the width the window gives it (390 px): no row widens it.
    // On failure, name the widest label and editor: those are what to shorten.
    QString widest;
    int labelWidth = 0, editorWidth = 0;
    for (QLabel* label : panel->findChildren<QLabel*>())
        if (label->isVisible() && !label->wordWrap() && label->sizeHint().width() > labelWidth) {
            labelWidth = label->sizeHint().width();
            widest = label->text();
        }
    QString widestEditor;
    for (const QString& path : panel->fieldPaths())
        if (panel->editor(path)->minimumSizeHint().width() > editorWidth) {
            editorWidth = panel->editor(path)->minimumSizeHint().width();
            widestEditor = path;
        }
    QVERIFY2(panel->minimumSizeHint().width() <= 390 - 24,
             qPrintable(QStringLiteral("%1 px; widest label \"%2\" %3 px, widest editor %4 %5 px")
                            .arg(panel->minimumSizeHint().width())
                            .arg(widest)
                            .arg(labelWidth)
                            .arg(widestEditor)
                            .arg(editorWidth)));
    for (const QString& path : panel->fieldPaths()) {
        QWidget* editor = panel->editor(path);
        QVERIFY2(editor->isVisible(), qPrintable(path));
        QVERIFY2(
            editor->width() >= editor->minimumSizeHint().width(),
            qPrintable(
                QStringLiteral("%1: %2 < %3").arg(path).arg(editor->width()).arg(editor->minimumSizeHint().width())));
        // Its label in full, and the editor inside the panel.
        const QRect inPanel(editor->mapTo(panel, QPoint(0, 0)), editor->size());
        QVERIFY2(panel->rect().contains(inPanel), qPrintable(path));
    }
    for (QLabel* label : panel->findChildren<QLabel*>()) {
        if (!label->isVisible())
            continue;
        if (!label->wordWrap()) {
            QVERIFY2(label->width() >= label->sizeHint().width(), qPrintable(label->text()));
            continue;
        }
        // A wrapped label gets the height its lines need, and breaks between
        // words (or after a hyphen), never inside one: every part fits.
        QVERIFY2(label->height() >= label->heightForWidth(label->width()), qPrintable(label->text()));
        const auto parts = label->text().split(QRegularExpression(QStringLiteral("\\s+|(?<=-)")), Qt::SkipEmptyParts);
        for (const QString& part : parts)
            QVERIFY2(label->fontMetrics().horizontalAdvance(part) <= label->contentsRect().width(),
                     qPrintable(label->text()));
    }
    for (QCheckBox* check : panel->findChildren<QCheckBox*>())
        if (check->isVisible())
            QVERIFY2(check->width() >= check->sizeHint().width(), qPrintable(check->text()));

    // Screenshots to look at, when asked for (HEADROOM_SHOT_DIR).
    const QString shots = qEnvironmentVariable("HEADROOM_SHOT_DIR");
    if (!shots.isEmpty()) {
        QDir().mkpath(shots);
        QVERIFY(panel->grab().save(QDir(shots).filePath(language + QStringLiteral("-panel-full.png"))));
        for (const char* path :
             {"parallelism.expert", "hardware.hfu", "cost.hosting_usd_per_kw_month", "workload.lora_targets"}) {
            scroll->ensureWidgetVisible(panel->editor(QLatin1String(path)), 0, 80);
            QCoreApplication::processEvents();
            QVERIFY(w->grab().save(
                QDir(shots).filePath(language + QLatin1Char('-') + QLatin1String(path) + QStringLiteral(".png"))));
        }
        // An engine error under a new field: Mixtral's 8 experts over 3 GPUs.
        sliderAt(w.window.get(), "parallelism.expert")->spinBox()->setValue(3);
        w->controller()->flush();
        scroll->ensureWidgetVisible(panel->editor(QStringLiteral("parallelism.expert")), 0, 80);
        QCoreApplication::processEvents();
        QVERIFY(w->grab().save(QDir(shots).filePath(language + QStringLiteral("-expert-error.png"))));
    }
}

std::unique_ptr<QObject> headroom::test::makeTestInputs()
{
    return std::make_unique<TestInputs>();
}

// Issue 12: one table of ranges. Every slider's spin box takes exactly what a
// scenario file accepts for its field (headroom/scenariofields.h), in the units
// it shows.
void TestInputs::spinBoxesTakeWhatAFileAccepts()
{
    auto w = test::makeWindow();
    int checked = 0;
    for (const ScenarioField& range : kScenarioFields) {
        if (range.type != FieldType::Integer && range.type != FieldType::Number)
            continue;
        auto* slider = qobject_cast<LogSlider*>(w->inputPanel()->editor(QString::fromUtf8(range.path)));
        if (!slider || range.minExclusive)
            continue;
        // QDoubleSpinBox rounds its range to the decimals it shows.
        const double unit = std::pow(10.0, slider->spinBox()->decimals()), factor = slider->displayFactor();
        QCOMPARE(slider->spinBox()->maximum(), std::round(range.max * factor * unit) / unit);
        QCOMPARE(slider->spinBox()->minimum(), std::round(range.min * factor * unit) / unit);
        ++checked;
    }
    QVERIFY2(checked >= 30, qPrintable(QString::number(checked)));
}

// The runtime's KV share (serving.kv_memory_fraction): "default" until set,
// and a value typed in reaches the scenario and the serving result.
void TestInputs::kvCacheShareIsAnInput()
{
    auto w = test::makeWindow();
    Scenario s;
    s.model.preset = "llama-3-8b";
    s.workload.mode = Mode::Inference;
    s.parallelism.gpus = 1;
    w->controller()->loadScenario(s, QString());
    w->inputPanel()->reload();
    w->controller()->flush();
    auto* share = qobject_cast<QDoubleSpinBox*>(w->inputPanel()->editor(QStringLiteral("serving.kv_memory_fraction")));
    QVERIFY(share);
    QCOMPARE(share->value(), share->minimum()); // shows "default"
    QVERIFY(w->controller()->result() && w->controller()->result()->charts.serving);
    const auto before = w->controller()->result()->charts.serving->maxConcurrency;
    share->setValue(0.45);
    w->controller()->flush();
    QCOMPARE(w->controller()->scenario().serving.kvMemoryFraction.value_or(0), 0.45);
    QVERIFY(w->controller()->result()->charts.serving->maxConcurrency < before);
}

#include "test_inputs.moc"

// Issue 14 item 8: the architecture section shows the layer list compactly.
void TestInputs::layerStripShowsTheLayerKinds()
{
    auto w = test::makeWindow();
    auto* strip = w->inputPanel()->findChild<LayerStrip*>();
    QVERIFY(strip);
    const struct {
        const char* preset;
        const char* words;
    } cases[] = {
        {"deepseek-v3", "61 layers: MLA (latent 512) · 3 dense + 58 MoE layers, 256 experts, top-8, shared experts"},
        {"gpt-oss-120b", "36 layers: 18 full grouped-query (8 KV heads) + 18 sliding-window (128 tokens)"},
        {"llama-2-7b", "32 layers: multi-head"},
    };
    for (const auto& c : cases) {
        Scenario s;
        s.model.preset = c.preset;
        w->controller()->loadScenario(s, QString());
        w->inputPanel()->reload();
        QVERIFY2(strip->summaryText().startsWith(QString::fromUtf8(c.words)), qPrintable(strip->summaryText()));
    }
    // The strip paints one cell per layer, coloured by kind: gpt-oss's
    // first layer is a sliding window, its second full attention.
    LayerStrip alone;
    const ModelPreset* oss = w->controller()->catalog().findModel("gpt-oss-120b");
    QVERIFY(oss);
    alone.setArchitecture(oss->spec.arch, true);
    alone.resize(360, alone.sizeHint().height());
    alone.show();
    QVERIFY(QTest::qWaitForWindowExposed(&alone));
    QImage image(alone.size(), QImage::Format_ARGB32);
    image.fill(Qt::white);
    alone.render(&image);
    if (qEnvironmentVariableIsSet("HEADROOM_TEST_SAVE"))
        image.save(QStringLiteral("/tmp/layerstrip.png"));
    const QColor first = image.pixelColor(2, 2), second = image.pixelColor(12, 2);
    QVERIFY(first != QColor(Qt::white));
    QVERIFY(second != QColor(Qt::white));
    QVERIFY(first != second);
    // A model known only by its size has no layers to show.
    Scenario generic;
    generic.model.kind = ModelSource::Kind::Parameters;
    generic.model.parameters = 1e9;
    w->controller()->loadScenario(generic, QString());
    w->inputPanel()->reload();
    QVERIFY(strip->isHidden());
}

// Issue 17 item 2: switching from Mixtral with expert parallel 2 to a dense
// model puts EP back to 1 and says so; the estimate is valid, never stale.
void TestInputs::newModelRepairsWhatItCannotTake()
{
    auto w = test::makeWindow();
    Scenario s;
    s.model.preset = "mixtral-8x7b";
    s.parallelism.gpus = 8;
    s.parallelism.expert = 2;
    w->controller()->loadScenario(s, QString());
    w->inputPanel()->reload();
    w->controller()->flush();
    QVERIFY(w->controller()->result().has_value());
    QSignalSpy notices(w->inputPanel(), &InputPanel::notice);
    auto* model = w->inputPanel()->findChild<QComboBox*>(QStringLiteral("model.preset"));
    QVERIFY(model);
    model->setCurrentIndex(model->findData(QStringLiteral("llama-3-8b")));
    w->controller()->flush();
    QCOMPARE(w->controller()->scenario().model.preset, std::string("llama-3-8b"));
    QCOMPARE(w->controller()->scenario().parallelism.expert, std::int64_t(1));
    QVERIFY(!w->controller()->error().has_value());
    QCOMPARE(notices.count(), 1);
    QVERIFY(notices.first().first().toString().contains(QStringLiteral("expert parallel")));
    // A model that takes the settings changes nothing and says nothing.
    model->setCurrentIndex(model->findData(QStringLiteral("llama-2-7b")));
    w->controller()->flush();
    QCOMPARE(notices.count(), 1);
}
