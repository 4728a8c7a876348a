#pragma once

#include "charttheme.h"
#include "formatter.h"

#include "headroom/analysis.h"
#include "headroom/charts.h"
#include "headroom/estimate.h"
#include "headroom/limits.h"
#include "headroom/model/rentorbuy.h"
#include "headroom/model/schedule.h"
#include "headroom/model/serving.h"
#include "headroom/scenario.h"
#include "planchart.h"

#include <QCoreApplication>
#include <QImage>
#include <QSize>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

class QChart;
class QChartView;
class QWidget;

namespace headroom::app {

using headroom::ChartKind; // core/include/headroom/types.h

struct PinnedResult {
    ResolvedScenario scenario;
    Estimate estimate;
};

// Everything the charts draw, computed once per recompute from the core, so
// the window, PNG/SVG export and `headroom-cli chart` draw the same numbers.
struct ChartData {
    std::vector<MemoryBar> memory; // labels "current", "pinned" or the compared variant
    // The bar of the scenario itself among `memory` (the compared variant it
    // matches), whose values the legend gives; -1 when none is.
    int currentBar = 0;
    // A line of the key settings drawn above the charts (chartSubtitle());
    // empty: none. Set by the export and the CLI when asked for.
    QString subtitle;
    // The colours of an export (createChartPanel()); the window draws Light.
    ChartTheme theme = ChartTheme::Light;
    RooflineData roofline;
    std::vector<RooflinePoint> pinnedPoints;
    BreakevenData breakeven;
    std::optional<BreakevenData> pinnedBreakeven;
    RentOrBuy job; // "Cloud or buy?" for this run (training modes)
    QString modelName;
    QString gpuName;
    std::int64_t gpus = 0;
    bool training = true;
    StepData step;                        // training modes
    ScheduleData schedule;                // training modes: the step's pipeline schedule
    std::optional<StepData> pinnedStep;   // a pinned training scenario: its step beside this one
    std::vector<ScalingPoint> scaling;    // training modes, the scenario's own count among them
    std::optional<ServingResult> serving; // inference mode, when the model fits
    std::optional<Error> servingError;    // why there is no serving curve (bad serving input, no room)
    std::optional<double> ttftSlo, tpotSlo;
    // A second serving configuration beside the scenario's (ServingVariant):
    // its curve, or why there is none.
    ServingVariant servingVariant;
    std::optional<ServingResult> servingCompare;
    std::optional<Error> servingCompareError;
    // The planner's layouts, when a plan was searched (the Plan chart).
    std::optional<PlanChartData> plan;
    // The memory of one step under the software stack (the Timeline chart).
    MemoryTimeline timeline;
    MemoryPeak peak;
    double capacity = 0; // usable bytes per GPU
    bool fits = true;
};

// A second serving configuration drawn beside the scenario's (the Serving
// tab's "Compare with"): the variant and its serving result, or why there is none.
struct ServingComparison {
    ServingVariant variant;
    std::optional<ServingResult> result;
    std::optional<Error> error;
};
// The scenario changed as `variant` says, analysed for its serving curve;
// nullopt for no variant or a training scenario.
std::optional<ServingComparison> compareServing(const Analysis& analysis, const ServingVariant& variant,
                                                const Catalog& catalog);

// The numbers every chart draws, from one analysis (the serving curve is its
// own); `comparison` adds a second serving curve in inference mode.
ChartData makeChartData(const Analysis& analysis, CompareAxis axis, const PinnedResult* pinned = nullptr,
                        const ServingComparison* comparison = nullptr);

// "FP8 weights", "FP8 KV cache", "TP 2, 4 replicas": a serving variant as a legend names it.
QString servingVariantName(const ServingVariant& v, const ServingResult* result = nullptr);

// The key settings in one line, for an exported chart's subtitle: model,
// GPUs × GPU, mode and precision, parallel layout, batch and sequence.
QString chartSubtitle(const ResolvedScenario& scenario, const Estimate& estimate, const Formatter& f,
                      const ServingResult* serving = nullptr);

// Drawing: each function fills a QChart. The first call creates the series
// and axes; later calls update them in place (replace()), so a chart on
// screen follows a slider drag without being rebuilt. Animations stay off.
void drawMemoryChart(QChart* chart, const ChartData& data, const Formatter& f);
void drawRooflineChart(QChart* chart, const ChartData& data, const Formatter& f);
void drawBreakevenCostChart(QChart* chart, const ChartData& data, const Formatter& f);
void drawBreakevenRateChart(QChart* chart, const ChartData& data, const Formatter& f);
void drawStepChart(QChart* chart, const ChartData& data, const Formatter& f);
void drawScheduleChart(QChart* chart, const ChartData& data, const Formatter& f);
void drawScalingRateChart(QChart* chart, const ChartData& data, const Formatter& f);
void drawScalingCostChart(QChart* chart, const ChartData& data, const Formatter& f);
void drawServingChart(QChart* chart, const ChartData& data, const Formatter& f);
void drawPlanChart(QChart* chart, const ChartData& data, const Formatter& f);
void drawTimelineChart(QChart* chart, const ChartData& data, const Formatter& f);

// True when the draw function would draw `b` exactly as it drew `a`: the
// window skips the redraw (a cost slider leaves the memory and roofline
// charts as they are, a batch slider the break-even charts), which saves a
// chart layout and a repaint. Each compares everything its draw function reads.
bool sameMemoryChart(const ChartData& a, const ChartData& b);
bool sameRooflineChart(const ChartData& a, const ChartData& b);
bool sameBreakevenCharts(const ChartData& a, const ChartData& b);
bool sameStepChart(const ChartData& a, const ChartData& b);
bool sameScheduleChart(const ChartData& a, const ChartData& b);
bool sameScalingCharts(const ChartData& a, const ChartData& b);
bool sameServingChart(const ChartData& a, const ChartData& b);
bool sameTimelineChart(const ChartData& a, const ChartData& b);
bool sameFormat(const Formatter& a, const Formatter& b);

// A chart view set up the way every Headroom chart is (antialiased, no
// animation, numbers in the formatter's locale).
// A new empty chart in the view, in the current language and `f`'s locale:
// the draw functions name series and axes when they create them, so a
// language switch draws the chart again from nothing.
void renewChart(QChartView* view, const Formatter& f);
QChartView* createChartView(const Formatter& f, QWidget* parent = nullptr);

// The plots of `kind` laid out in one widget, drawn from `data`, under
// data.subtitle when it is set, in data.theme's colours; used for export and
// by the CLI. The caller owns it.
std::unique_ptr<QWidget> createChartPanel(ChartKind kind, const ChartData& data, const Formatter& f);

// createChartPanel() laid out offscreen at `logicalSize`, as the export
// renders it: charts compute their plot areas and label positions only once
// they have a geometry. Taller than wide (a portrait page), the plots stand
// one under another; break-even's and scaling's two already in a square, and
// wherever that leaves each plot less short of its room than side by side.
// Needs a QApplication.
std::unique_ptr<QWidget> laidOutPanel(ChartKind kind, const ChartData& data, const Formatter& f, QSize logicalSize);

// The smallest size at which `kind`'s plots, laid out as they would be at
// `requested`, keep their whole titles, legends and tick labels: 600 × 220 a
// plot, 600 × 340 where the legend lists its entries at the right. Smaller
// exports are drawn, their texts shortened.
QSize legibleMinimumSize(ChartKind kind, QSize requested);

// Renders `kind` offscreen at `logicalSize` device-independent pixels and
// `scale` device pixels per logical pixel: the image is logicalSize × scale
// pixels. Needs a QApplication (offscreen is fine) and fonts.
QImage renderChartImage(ChartKind kind, const ChartData& data, const Formatter& f, QSize logicalSize, qreal scale);
// The same drawing as SVG (QSvgGenerator), logicalSize in SVG user units.
QByteArray renderChartSvg(ChartKind kind, const ChartData& data, const Formatter& f, QSize logicalSize);

// Sizes by name, for the export dialog and `headroom-cli chart --preset`:
// the pixel sizes a user expects, each at a density where every chart kind,
// All's four plots included, keeps its legends and titles whole. The slides
// are 1920 × 1080 and 1600 × 1200 pixels at 1.5 and 4/3 device pixels per
// logical pixel (text a third larger than at scale 1); the square is 1200 ×
// 1200 at scale 1; A4 is the portrait page at 300 DPI, 2480 × 3508 pixels,
// laid out 992 × 1403 at scale 2.5, so text prints at 0.8 of its point size
// (794 × 1123, the page at 96 DPI, leaves the stacked plots of All too
// short for their axis titles). Each scale is a whole DPI (the dialog's).
struct ExportPreset {
    const char* id; // the CLI's name
    QSize size;     // logical pixels
    qreal scale;    // device pixels per logical pixel
};
inline constexpr ExportPreset kExportPresets[] = {
    {"slide-16x9", {1280, 720}, 1.5},         // 1920 × 1080 pixels
    {"slide-4x3", {1200, 900}, 128.0 / 96.0}, // 1600 × 1200 pixels
    {"square", {1200, 1200}, 1.0},            // 1200 × 1200 pixels
    {"a4", {992, 1403}, 2.5},                 // 2480 × 3508 pixels: A4 at 300 DPI
};

// Pixel size of an export, rounded as renderChartImage rounds it.
QSize exportPixelSize(QSize logicalSize, qreal scale);
// True when an export of this size and scale is within the export limits
// (kMinExportSide … kMaxExportArea, headroom/limits.h).
bool exportSizeAllowed(QSize logicalSize, qreal scale);

// Writes atomically (QSaveFile): the file is either complete or untouched.
// Returns an empty string on success, else a message for the user.
QString saveImage(const QImage& image, const QString& path, const char* format = "PNG");
// Replaces `path` with `bytes` whole or not at all (also on a full disk); on
// failure the old file is untouched and the result is the system's reason.
QString saveBytes(const QByteArray& bytes, const QString& path);

// Translated names used by the chart code and its tooltips.
class ChartText {
    Q_DECLARE_TR_FUNCTIONS(ChartText)
public:
    static QString barLabel(const std::string& coreLabel);
    static QString precisionName(Precision p);
    static QString kindName(ChartKind kind);
    static QString modeName(Mode mode);
};

} // namespace headroom::app
