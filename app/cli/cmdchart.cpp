#include "cmdchart.h"

#include "report.h"

#include "appcatalog.h"
#include "chartrender.h"
#include "formatter.h"

#include "headroom/estimate.h"
#include "headroom/inputs.h"
#include "headroom/limits.h"
#include "headroom/planner.h"
#include "headroom/scenario.h"

#include <QApplication>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <optional>

namespace headroom::cli {

namespace {

constexpr int kOk = 0;
constexpr int kBadInput = 2;

int fail(QTextStream& err, const QString& message)
{
    err << "headroom-cli: " << message << '\n';
    return kBadInput;
}

int fail(QTextStream& err, Error e, const QString& file)
{
    if (e.file.empty())
        e.file = file.toStdString();
    return fail(err, QString::fromStdString(e.message()));
}

struct ChartOptions {
    app::ChartKind kind = app::ChartKind::Memory;
    QString scenario;
    QString out;
    QString catalog;
    QStringList sets;
    int width = 1200;
    int height = 800;
    // Twice the pixel density by default (2400 × 1600): at scale 1 the text
    // is screen-sized, small on a slide or a page.
    double scale = 2.0;
    CompareAxis compare = CompareAxis::None;
    ServingVariant servingVariant; // --compare weights=F|kv=F|tp=N (the serving chart)
    QStringList planGpus;          // --gpus a,b (the plan chart)
    std::int64_t planMaxGpus = 1024;
    bool subtitle = false; // the key settings above the chart
    app::ChartTheme theme = app::ChartTheme::Light;
};

QString presetNames()
{
    QStringList names;
    for (const app::ExportPreset& p : app::kExportPresets)
        names << QLatin1String(p.id);
    const QString last = names.takeLast();
    return names.join(QStringLiteral(", ")) + QStringLiteral(" or ") + last;
}

// Parses the arguments; on error returns the one-line message.
std::optional<QString> parseOptions(QStringList args, ChartOptions& o)
{
    if (!args.isEmpty() && args.first() == QLatin1String("chart"))
        args.removeFirst();
    QStringList positional;
    // --preset fills the size and scale; --width, --height and --scale, in
    // any order, override its values.
    std::optional<int> width, height;
    std::optional<double> scale;
    auto value = [&](int& i, const QString& name) -> std::optional<QString> {
        const QString& a = args[i];
        if (a.startsWith(name + QLatin1Char('=')))
            return a.mid(name.size() + 1);
        if (i + 1 >= args.size())
            return std::nullopt;
        return args[++i];
    };
    for (int i = 0; i < args.size(); ++i) {
        const QString a = args[i];
        const QString name = a.section(QLatin1Char('='), 0, 0);
        if (!a.startsWith(QLatin1String("--"))) {
            positional << a;
            continue;
        }
        if (a == QLatin1String("--subtitle")) { // a flag: no value
            o.subtitle = true;
            continue;
        }
        const auto v = value(i, name);
        if (!v)
            return QStringLiteral("%1: expected a value after it").arg(name);
        if (name == QLatin1String("--scenario"))
            o.scenario = *v;
        else if (name == QLatin1String("--out"))
            o.out = *v;
        else if (name == QLatin1String("--catalog"))
            o.catalog = *v;
        else if (name == QLatin1String("--set"))
            o.sets << *v;
        else if (name == QLatin1String("--width") || name == QLatin1String("--height")) {
            bool ok = false;
            const int n = v->toInt(&ok);
            if (!ok || n < kMinExportSide || n > kMaxExportSide)
                return QStringLiteral("%1: expected an integer from %2 to %3, got %4")
                    .arg(name)
                    .arg(kMinExportSide)
                    .arg(kMaxExportSide)
                    .arg(*v);
            (name == QLatin1String("--width") ? width : height) = n;
        } else if (name == QLatin1String("--scale")) {
            bool ok = false;
            const double s = v->toDouble(&ok);
            if (!ok || !std::isfinite(s) || s < kMinExportScale || s > kMaxExportScale)
                return QStringLiteral("--scale: expected a number from %1 to %2, got %3")
                    .arg(kMinExportScale)
                    .arg(kMaxExportScale)
                    .arg(*v);
            scale = s;
        } else if (name == QLatin1String("--preset")) {
            const auto* end = std::end(app::kExportPresets);
            const auto* p = std::find_if(std::begin(app::kExportPresets), end,
                                         [&](const app::ExportPreset& p) { return *v == QLatin1String(p.id); });
            if (p == end)
                return QStringLiteral("--preset: expected %1, got %2").arg(presetNames(), *v);
            o.width = p->size.width();
            o.height = p->size.height();
            o.scale = p->scale;
        } else if (name == QLatin1String("--theme")) {
            if (*v == QLatin1String("light"))
                o.theme = app::ChartTheme::Light;
            else if (*v == QLatin1String("dark"))
                o.theme = app::ChartTheme::Dark;
            else
                return QStringLiteral("--theme: expected light or dark, got %1").arg(*v);
        } else if (name == QLatin1String("--gpus")) {
            o.planGpus = v->split(QLatin1Char(','), Qt::SkipEmptyParts);
        } else if (name == QLatin1String("--max-gpus")) {
            bool ok = false;
            const qlonglong n = v->toLongLong(&ok);
            if (!ok || n < 1 || n > kMaxGpus)
                return QStringLiteral("--max-gpus: expected an integer from 1 to %1, got %2").arg(kMaxGpus).arg(*v);
            o.planMaxGpus = n;
        } else if (name == QLatin1String("--compare")) {
            if (*v == QLatin1String("none"))
                o.compare = CompareAxis::None;
            else if (*v == QLatin1String("recipe"))
                o.compare = CompareAxis::Recipe;
            else if (*v == QLatin1String("zero"))
                o.compare = CompareAxis::Zero;
            else if (*v == QLatin1String("recompute"))
                o.compare = CompareAxis::Recompute;
            else if (v->contains(QLatin1Char('='))) {
                auto variant = parseServingVariant(v->toStdString(), "--compare");
                if (!variant)
                    return app::Report::errorMessage(variant.error());
                o.servingVariant = *variant;
            } else
                return QStringLiteral("--compare: expected none, recipe, zero, recompute (the memory chart) or "
                                      "weights=FORMAT, kv=FORMAT, tp=N (the serving chart), got %1")
                    .arg(*v);
        } else {
            return QStringLiteral("chart: unknown option %1").arg(name);
        }
    }
    o.width = width.value_or(o.width);
    o.height = height.value_or(o.height);
    o.scale = scale.value_or(o.scale);
    const QString kind = positional.value(0);
    if (positional.size() != 1)
        return QStringLiteral("chart: expected one of %1").arg(QLatin1String(nameList<ChartKind>()));
    const auto chart = fromString<ChartKind>(kind.toStdString());
    if (!chart)
        return QStringLiteral("chart: expected one of %1, got %2").arg(QLatin1String(nameList<ChartKind>()), kind);
    o.kind = *chart;
    if ((!o.planGpus.isEmpty() || o.planMaxGpus != 1024) && o.kind != app::ChartKind::Plan)
        return QStringLiteral("--gpus and --max-gpus choose the plan chart's search; draw the plan chart");
    if (o.servingVariant.kind != ServingVariant::Kind::None && o.kind != app::ChartKind::Serving)
        return QStringLiteral("--compare %1: compares serving configurations; draw the serving chart")
            .arg(QString::fromStdString(toString(o.servingVariant)));
    if (o.scenario.isEmpty())
        return QStringLiteral("chart: --scenario FILE is required");
    if (o.out.isEmpty())
        return QStringLiteral("chart: --out FILE.png is required");
    const QString suffix = QFileInfo(o.out).suffix().toLower();
    if (suffix != QLatin1String("png") && suffix != QLatin1String("svg"))
        return QStringLiteral("%1: expected a file name ending in .png or .svg").arg(o.out);
    const QSize pixels = app::exportPixelSize(QSize(o.width, o.height), o.scale);
    if (!app::exportSizeAllowed(QSize(o.width, o.height), o.scale))
        return QStringLiteral("--scale: expected at most %1 pixels a side and %2 megapixels, got %3×%4")
            .arg(kMaxExportPixels)
            .arg(kMaxExportArea / 1e6)
            .arg(pixels.width())
            .arg(pixels.height());
    return std::nullopt;
}

} // namespace

int runChartCommand(const QStringList& args, QTextStream& out, QTextStream& err)
{
    if (args.contains(QStringLiteral("--help")) || args.contains(QStringLiteral("-h"))) {
        out << R"(Usage: headroom-cli chart memory|timeline|roofline|breakeven|step|schedule|scaling|serving|plan|all --scenario FILE
                          --out FILE.png|FILE.svg [--preset slide-16x9|slide-4x3|square|a4]
                          [--width W] [--height H] [--scale S] [--theme light|dark]
                          [--compare none|recipe|zero|recompute|weights=F|kv=F|tp=N] [--subtitle]
                          [--gpus ID,...] [--max-gpus N] [--set PATH=VALUE]... [--catalog FILE]

Render the window's chart headless: the memory stack, the memory of one step over time under
the software stack (software.stack; the peak marked as its moment), the roofline, the break-even curves,
the predicted step's parts, the step's pipeline schedule rank by rank (1F1B, interleaved or
zero-bubble, the bubble shaded), the scaling over GPU counts, the serving curve, or the first three
in one image. The size is in device-independent pixels (default 1200 × 800) and the scale
multiplies them (default 2): the PNG is W·S × H·S pixels, 2400 × 1600 by default, with text
as large as on a HiDPI screen. .svg writes SVG at W × H units. Numbers read as in English
(10,000), whatever the locale. --subtitle adds a line of the key settings above the chart:
model, GPUs, mode and precision, parallel layout, batch and sequence.

--preset sets the size and scale for a use: slide-16x9 is 1280 × 720 at scale 1.5 (1920 × 1080
pixels), slide-4x3 1200 × 900 at 4/3 (1600 × 1200), square 1200 × 1200 at 1 (1200 × 1200), a4
the A4 page in portrait at 300 DPI, 992 × 1403 at 2.5 (2480 × 3508; text prints at 0.8 of its
point size). Taller than wide, the plots stand one under another (break-even's and scaling's
two already in a square, and wherever that leaves each more of the 600 × 220 a plot needs).
--width, --height and --scale given with it override its values. A size too small for a chart
to keep its titles, legends and ticks whole is drawn as asked, with a note on stderr naming
the size that would (a plot needs 600 × 220; the memory, step and timeline charts, whose
legends list their entries, 600 × 340).
--theme dark draws light text and lines on a dark background, for dark slides (default light).

--compare recipe|zero|recompute puts the memory stack's variants side by side. For the serving
chart, --compare weights=FORMAT (fp8, int4-awq, q4_k_m, …), kv=FORMAT (fp8, int8, q8_0, …) or
tp=N draws a second curve for that configuration on the same GPUs (tp=N: replicas of N GPUs
against the scenario's tensor-parallel size), with its chosen point and cost.

plan searches layouts as the Plan tab does (headroom-cli plan; --gpus catalog ids to compare,
default the scenario's GPU; --max-gpus, default 1024) and draws time against cost: the Pareto
front joined by a step line over the best layout of each GPU type at each power-of-two count.
)";
        return kOk;
    }
    ChartOptions o;
    if (auto message = parseOptions(args, o))
        return fail(err, *message);
    if (!qobject_cast<QApplication*>(QCoreApplication::instance()))
        return fail(err, QStringLiteral("chart: needs a QApplication (internal error)"));

    auto loaded = app::loadCatalog(o.catalog);
    if (!loaded)
        return fail(err, loaded.error(), o.catalog);
    if (!loaded->userError.isEmpty())
        err << "headroom-cli: warning: user catalog ignored: " << loaded->userError << '\n';

    QFile file(o.scenario);
    if (!file.open(QIODevice::ReadOnly))
        return fail(err, QStringLiteral("%1: cannot read: %2").arg(o.scenario, file.errorString()));
    std::string text = file.readAll().toStdString();
    for (const QString& set : o.sets) {
        auto next = applyOverride(text, set.toStdString());
        if (!next)
            return fail(err, next.error(), QStringLiteral("--set ") + set);
        text = std::move(*next);
    }
    auto scenario = parseScenario(text, o.scenario.toStdString());
    if (!scenario)
        return fail(err, scenario.error(), o.scenario);
    scenario->baseDir = QFileInfo(o.scenario).absolutePath().toStdString();
    auto resolved = resolve(*scenario, loaded->catalog);
    if (!resolved)
        return fail(err, resolved.error(), o.scenario);
    // The analysis the window makes (no fixes or best weights: a chart draws neither).
    auto analysis =
        analyze(*resolved, loaded->catalog, AnalysisOptions{.explain = true, .fixes = false, .bestWeights = false});
    if (!analysis)
        return fail(err, analysis.error(), o.scenario);
    const Estimate* est = &analysis->estimate;
    // A chart of the other mode would be drawn empty: say so instead.
    const Mode mode = resolved->scenario.workload.mode;
    if (o.kind == app::ChartKind::Serving && mode != Mode::Inference)
        return fail(err,
                    QStringLiteral("%1: chart serving: the serving curve is drawn for inference; "
                                   "workload.mode is %2 (--set workload.mode=inference)")
                        .arg(o.scenario, QString::fromUtf8(toString(mode).data(), qsizetype(toString(mode).size()))));
    if ((o.kind == app::ChartKind::Step || o.kind == app::ChartKind::Scaling) && mode == Mode::Inference)
        return fail(err, QStringLiteral("%1: chart %2: drawn for training; workload.mode is inference "
                                        "(the serving chart shows inference)")
                             .arg(o.scenario,
                                  o.kind == app::ChartKind::Step ? QStringLiteral("step") : QStringLiteral("scaling")));

    // The CLI's charts do not depend on the user's locale or preferences:
    // numbers as the window writes them in English, grouped ("10,000"; a
    // default Formatter's C locale writes "10000").
    const app::Formatter fmt(QLocale(QLocale::English, QLocale::UnitedStates), app::Formatter::ByteUnits::Binary,
                             QStringLiteral("$"));
    const std::optional<app::ServingComparison> comparison =
        app::compareServing(*analysis, o.servingVariant, loaded->catalog);
    app::ChartData data = app::makeChartData(*analysis, o.compare, nullptr, comparison ? &*comparison : nullptr);
    if (o.kind == app::ChartKind::Plan) {
        // The planner's search as the Plan tab runs it: the front and the
        // best layout of each GPU type at each power-of-two count.
        PlanRequest request;
        request.scenario = resolved->scenario;
        for (const QString& id : o.planGpus)
            request.gpus.push_back(id.toStdString());
        request.maxGpus = o.planMaxGpus;
        auto result = plan(request, loaded->catalog);
        if (!result)
            return fail(err, result.error(), o.scenario);
        app::PlanChartData p;
        p.rows = result->front;
        if (!p.rows.empty())
            p.sample = app::planSample(request, loaded->catalog, PlanControl{});
        p.gpus = request.gpus;
        p.gpuNames = app::planGpuNames(loaded->catalog, request.scenario);
        p.inference = request.scenario.workload.mode == Mode::Inference;
        p.basis = request.costBasis;
        p.searched = true;
        data.plan = std::move(p);
    }
    if (data.servingCompareError)
        return fail(err, QStringLiteral("--compare %1: %2")
                             .arg(QString::fromStdString(toString(o.servingVariant)),
                                  app::Report::errorMessage(*data.servingCompareError)));
    if (o.subtitle)
        data.subtitle = app::chartSubtitle(*resolved, *est, fmt, data.serving ? &*data.serving : nullptr);
    data.theme = o.theme;
    const QSize size(o.width, o.height);
    // Drawn as asked, but said: below this its texts are shortened.
    const QSize legible = app::legibleMinimumSize(o.kind, size);
    if (size.width() < legible.width() || size.height() < legible.height())
        err << QStringLiteral("headroom-cli: note: at %1 × %2 the %3 chart shortens its titles, legends or ticks; "
                              "%4 × %5 or more keeps them whole\n")
                   .arg(size.width())
                   .arg(size.height())
                   .arg(QString::fromStdString(std::string(toString(o.kind))))
                   .arg(std::max(legible.width(), size.width()))
                   .arg(std::max(legible.height(), size.height()));
    QString problem;
    if (QFileInfo(o.out).suffix().toLower() == QLatin1String("svg"))
        problem = app::saveBytes(app::renderChartSvg(o.kind, data, fmt, size), o.out);
    else
        problem = app::saveImage(app::renderChartImage(o.kind, data, fmt, size, o.scale), o.out);
    if (!problem.isEmpty())
        return fail(err, QStringLiteral("%1: cannot write: %2").arg(o.out, problem));
    return kOk;
}

} // namespace headroom::cli
