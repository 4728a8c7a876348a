#include "cmdplan.h"

#include "cliargs.h"
#include "cliio.h"

#include "formatter.h"
#include "report.h"

#include "headroom/inputs.h"
#include "headroom/limits.h"
#include "headroom/model/serving.h"
#include "headroom/planner.h"
#include "headroom/scenario.h"
#include "headroom/solve.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <optional>

namespace headroom::cli {

namespace {

const char* const kPlanUsage =
    R"(Usage: headroom-cli plan [--scenario FILE] [--set PATH=VALUE]... [OPTIONS]

Search GPU type x GPU count x tensor/pipeline parallel x ZeRO stage x
micro-batch x recomputation x sequence parallel for the layouts that fit, and
print the Pareto front of training time and cost, best first.

Options:
  --scenario FILE        the base scenario (model, workload, precision, costs);
                         without it the defaults
  --set PATH=VALUE       override one scenario field by its JSON path (repeatable)
  --gpus TYPE,...        catalog GPU ids to compare (default: the scenario's GPU)
  --max-gpus N           largest GPU count searched (default 1024); counts are
                         powers of two and multiples of 8, plus the scenario's
  --gpu-counts N,...     search exactly these GPU counts instead
  --objective time|cost  order of the front (default time)
  --cost-basis cloud|onprem
                         which cost to minimise (default cloud)
  --deadline-days D      keep only layouts that finish within D days
  --budget-usd B         keep only layouts that cost at most B dollars
  --min-headroom F       memory to keep free, as a fraction of the GPU's
                         (0 to <1, default 0): fits when total <= capacity x (1 - F)
  --max-tensor N         largest tensor-parallel size (default 8, one node)
  --max-pipeline N       largest pipeline-parallel size (default 64)
  --max-micro-batch N    largest micro-batch (default 64)
  --threads N            worker threads (default: one per hardware thread)
  --format json|text|markdown
                         output format (default json)
  --out FILE             write the result to FILE instead of stdout
  --serving              plan serving instead of training: GPU type x tensor
                         parallel x weight format x KV dtype, each with the
                         replicas --target-tokens-per-second needs within the
                         scenario's serving.ttft_slo_seconds/tpot_slo_seconds;
                         cheapest per hour first
  --target-tokens-per-second X
                         with --serving: output tokens/s the fleet must sustain
                         (--format json|text|markdown works with --serving too)

JSON: {"evaluated", "pruned", "fitting", "feasible", "front": [{gpu, gpus,
tensor, pipeline, data_parallel, zero, sequence_parallel, micro_batch_size,
recompute, memory_per_gpu, capacity, seconds, cost_usd, equivalent_layouts,
tokens_per_second_per_gpu, mfu, limit, why: [fastest|cheapest|fewest-gpus|pareto], ...}]}.
With --serving: {"target_tokens_per_second", "rows": [{gpu, tensor, replicas,
gpus, weights, kv_cache, concurrency_per_replica, ttft_seconds, tpot_seconds,
tokens_per_second, usd_per_hour_cloud, usd_per_million_tokens_cloud,
usd_per_million_tokens_onprem, limit, cloud_usd_per_gpu_hour, cloud_price:
{origin: scenario|catalog|default, pricing, date, check}, same_fleet_as_row,
tie_reason (rows that cost the same per hour on the same fleet)}]}.
Text and markdown show each row's cloud rate per GPU-hour and its price's date
and age ("check it" when older than six months, a placeholder or Headroom's
default); HEADROOM_TODAY=YYYY-MM-DD fixes the day prices are aged on.
)";

const char* const kSolveUsage =
    R"(Usage: headroom-cli solve WHAT [--scenario FILE] [--set PATH=VALUE]... [OPTIONS]

Reverse questions: how far can this scenario go? Prints the boundary: the
value that works ("value") and one step further, which does not ("next").

WHAT:
  largest-model        most parameters of the scenario's model family (its
                       shape rescaled) that fit on --gpus GPUs of its type
  max-micro-batch      largest training micro-batch per GPU that fits
  max-sequence         longest training sequence that fits
  min-gpus             fewest GPUs of the scenario's type that fit and train
                       --tokens tokens within --days days
  max-inference-batch  most concurrent sequences at the scenario's prompt +
                       output length (inference, at --weights/--kv-cache)
  max-context          longest prompt + output per sequence at --batch
                       sequences (inference, at --weights/--kv-cache)
  best-weights         the most precise weight format that fits (bf16, q8_0,
                       fp8, q6_k, q5_k_m, q4_k_m, int4-awq, q4_k_s, iq4_xs,
                       q4_0, q3_k_m, q2_k) at the scenario's batch and context;
                       "value" is its bits per weight, at_value.weights its name

Options:
  --scenario FILE        the base scenario; without it the defaults
  --set PATH=VALUE       override one scenario field by its JSON path (repeatable)
  --gpu TYPE             catalog GPU id (sets hardware.gpu)
  --gpus N               GPU count (sets parallelism.gpus)
  --tokens D             training tokens (sets workload.training_tokens)
  --days T               min-gpus: the deadline in days (required)
  --max-gpus N           min-gpus: largest count tried (default 16384)
  --weights DTYPE        inference weight format: fp32, bf16, fp16, fp8, int8, int4, nf4,
                         int4-awq, int4-gptq, mxfp4, nvfp4 or a GGUF type (q8_0 ... q2_k)
  --kv-cache DTYPE       inference KV-cache dtype
  --batch B              inference batch (sets workload.micro_batch_size)
  --min-headroom F       memory to keep free, fraction of the GPU's (default 0)
  --step N               granularity of the answer (default 1): micro-batch,
                         tokens, sequences or GPUs
  --step-fraction F      largest-model: relative size step (default 0.01 = 1 %)
  --fixed-layout         largest-model, min-gpus: keep the scenario's tensor,
                         pipeline, ZeRO, micro-batch and recomputation instead
                         of searching layouts
  --format json|text|markdown
                         output format (default json)
  --out FILE             write the result to FILE instead of stdout

JSON: {"solve", "found", "value", "next", "limit": memory|deadline|no-layout|
search-limit|model-context, "at_value": {memory_per_gpu, capacity, seconds, layout, workload,
scenario, ...}, "at_next": {...}}.
)";

// The request fields the core names, as the flags that set them.
QString flagFor(const std::string& path)
{
    static const std::pair<const char*, const char*> map[] = {
        {"gpus", "--gpus"},
        {"max_gpus", "--max-gpus"},
        {"gpu_counts", "--gpu-counts"},
        {"min_headroom", "--min-headroom"},
        {"deadline_days", "--deadline-days"},
        {"budget_usd", "--budget-usd"},
        {"max_tensor", "--max-tensor"},
        {"max_pipeline", "--max-pipeline"},
        {"max_micro_batch", "--max-micro-batch"},
        {"days", "--days"},
        {"tokens", "--tokens"},
        {"step", "--step"},
        {"step_fraction", "--step-fraction"},
    };
    for (const auto& [p, flag] : map)
        if (path == p)
            return QString::fromLatin1(flag);
    return {};
}

int failRequest(QTextStream& err, Error e, const std::string& scenarioFile)
{
    const QString flag = flagFor(e.path);
    if (!flag.isEmpty()) {
        QString msg = flag + QStringLiteral(": expected ") + QString::fromStdString(e.expectText());
        if (!e.value.empty())
            msg += QStringLiteral(", got ") + QString::fromStdString(e.value);
        return fail(err, msg);
    }
    if (e.file.empty())
        e.file = scenarioFile;
    return fail(err, QString::fromStdString(e.message()));
}

bool validFormat(const QString& f)
{
    return f == QLatin1String("json") || f == QLatin1String("text") || f == QLatin1String("markdown");
}

QString yesNo(bool b)
{
    return b ? QStringLiteral("yes") : QStringLiteral("no");
}

QString whyText(const PlanRow& row)
{
    QStringList w;
    for (PlanReason r : row.why)
        w << QString::fromLatin1(toString(r).data(), qsizetype(toString(r).size()));
    return w.join(QStringLiteral(", "));
}

QString sv(std::string_view s)
{
    return QString::fromLatin1(s.data(), qsizetype(s.size()));
}

// The cloud rate a scenario is costed at and its provenance: "$6.13/h" and
// "catalog, 2026, 10 months old (check it)", as the report words them.
std::pair<QString, QString> rateCells(const app::Formatter& fmt, const Expected<ResolvedScenario>& rs,
                                      const QString& today)
{
    if (!rs)
        return {QStringLiteral("?"), QString()};
    const PriceChoice c = cloudRateOf(rs->gpu, rs->scenario.cost);
    QString origin = c.origin == PriceOrigin::Scenario  ? QStringLiteral("yours")
                     : c.origin == PriceOrigin::Default ? QStringLiteral("default, no catalog price")
                     : c.from                           ? app::Report::priceAge(*c.from, today)
                                                        : QStringLiteral("undated");
    if (c.origin == PriceOrigin::Catalog && c.pricing != CloudPricing::OnDemand)
        origin = sv(toString(c.pricing)) + QStringLiteral(", ") + origin;
    if (app::Report::priceWarns(c, today))
        origin += QStringLiteral(" (check it)");
    return {fmt.moneyRate(c.usd), origin};
}

QString planTable(const app::Formatter& fmt, const PlanRequest& req, const PlanResult& r, const Catalog& catalog,
                  bool markdown)
{
    QString text;
    QTextStream t(&text);
    const QString summary =
        QStringLiteral("%1 layouts searched (%2 evaluated, %3 pruned), %4 fit, %5 meet the "
                       "deadline and budget; "
                       "objective: %6, cost: %7%8.")
            .arg(fmt.integer(double(r.evaluated + r.pruned)), fmt.integer(double(r.evaluated)),
                 fmt.integer(double(r.pruned)), fmt.integer(double(r.fitting)), fmt.integer(double(r.feasible)),
                 sv(toString(req.objective)), sv(toString(req.costBasis)),
                 r.cancelled ? QStringLiteral(" (cancelled: partial)") : QString());
    const QStringList head = {QStringLiteral("#"),
                              QStringLiteral("GPU"),
                              QStringLiteral("GPUs"),
                              QStringLiteral("TP"),
                              QStringLiteral("PP"),
                              QStringLiteral("DP"),
                              QStringLiteral("ZeRO"),
                              QStringLiteral("SP"),
                              QStringLiteral("MB"),
                              QStringLiteral("recompute"),
                              QStringLiteral("memory/GPU"),
                              QStringLiteral("capacity"),
                              QStringLiteral("time"),
                              QStringLiteral("cost"),
                              QStringLiteral("$/GPU-h"),
                              QStringLiteral("price date"),
                              QStringLiteral("equal layouts"),
                              QStringLiteral("why")};
    const QString today = app::Report::today();
    QString noFit = QStringLiteral("No layout fits.");
    if (r.leanest) {
        const PlanRow& l = *r.leanest;
        noFit += QStringLiteral(" The closest: %1 x %2 (TP %3, PP %4, ZeRO %5, MB %6, recompute "
                                "%7) needs %8 of %9 per GPU.")
                     .arg(QString::number(l.config.gpus), QString::fromStdString(l.config.gpu),
                          QString::number(l.config.tensor), QString::number(l.config.pipeline),
                          QString::number(l.config.zero), QString::number(l.config.microBatch),
                          sv(toString(l.config.recompute)), fmt.bytes(l.memoryPerGpu), fmt.bytes(l.usableCapacity));
    }
    std::vector<QStringList> rows;
    int i = 0;
    for (const PlanRow& row : r.front) {
        const PlanConfig& c = row.config;
        const auto [rate, date] = rateCells(fmt, resolve(applyPlanConfig(req.scenario, c), catalog), today);
        rows.push_back({QString::number(++i), QString::fromStdString(c.gpu), QString::number(c.gpus),
                        QString::number(c.tensor), QString::number(c.pipeline), QString::number(c.dataParallel()),
                        QString::number(c.zero), yesNo(c.sequenceParallel), QString::number(c.microBatch),
                        sv(toString(c.recompute)), fmt.bytes(row.memoryPerGpu), fmt.bytes(row.capacity),
                        fmt.duration(row.seconds), fmt.money(row.costUsd), rate, date, QString::number(row.equivalent),
                        whyText(row)});
    }
    if (markdown) {
        t << "## Plan\n\n" << summary << "\n\n";
        if (rows.empty()) {
            t << noFit << '\n';
            return text;
        }
        t << "| " << head.join(QStringLiteral(" | ")) << " |\n|";
        for (qsizetype k = 0; k < head.size(); ++k)
            t << "---|";
        t << '\n';
        for (const QStringList& row : rows)
            t << "| " << row.join(QStringLiteral(" | ")) << " |\n";
        return text;
    }
    t << summary << '\n';
    if (rows.empty()) {
        t << noFit << '\n';
        return text;
    }
    std::vector<qsizetype> width(std::size_t(head.size()), 0);
    auto measure = [&](const QStringList& row) {
        for (qsizetype k = 0; k < row.size(); ++k)
            width[std::size_t(k)] = std::max(width[std::size_t(k)], row[k].size());
    };
    measure(head);
    for (const QStringList& row : rows)
        measure(row);
    auto line = [&](const QStringList& row) {
        QStringList cells;
        for (qsizetype k = 0; k < row.size(); ++k)
            cells << (k + 1 == row.size() ? row[k] : row[k].leftJustified(width[std::size_t(k)]));
        t << cells.join(QStringLiteral("  ")) << '\n';
    };
    line(head);
    for (const QStringList& row : rows)
        line(row);
    t << "equal layouts: how many layouts give this row's time and cost (it shows one of them).\n";
    return text;
}

QString quantityText(const app::Formatter& fmt, SolveKind k, double v)
{
    // One sample, one GPU, one sequence: not "1 samples".
    if (v == 1) {
        switch (k) {
        case SolveKind::MaxMicroBatch: return QStringLiteral("1 sample per micro-batch");
        case SolveKind::MinGpus: return QStringLiteral("1 GPU");
        case SolveKind::MaxInferenceBatch: return QStringLiteral("1 sequence");
        default: break;
        }
    }
    switch (k) {
    case SolveKind::LargestModel: return fmt.count(v) + QStringLiteral(" parameters");
    case SolveKind::MaxMicroBatch: return fmt.integer(v) + QStringLiteral(" samples per micro-batch");
    case SolveKind::MaxSequence: return fmt.integer(v) + QStringLiteral(" tokens per sequence");
    case SolveKind::MinGpus: return fmt.integer(v) + QStringLiteral(" GPUs");
    case SolveKind::MaxInferenceBatch: return fmt.integer(v) + QStringLiteral(" sequences");
    case SolveKind::MaxContext: return fmt.integer(v) + QStringLiteral(" tokens of context");
    case SolveKind::BestWeights: return QString::number(v, 'f', 2) + QStringLiteral(" bits per weight");
    }
    return fmt.number(v);
}

QString solveText(const app::Formatter& fmt, const SolveResult& r, bool markdown)
{
    QString text;
    QTextStream t(&text);
    // Memory with as many digits as it takes to tell the boundary from the
    // next step and each from its capacity ("45.0 GiB of 45.0 GiB; next ...
    // 45.0 GiB of 45.0 GiB — fails" said nothing).
    std::vector<double> shown;
    for (const SolvePoint* p : {&r.best, r.next ? &*r.next : nullptr})
        if (p && p->valid && (p != &r.best || r.found))
            shown.insert(shown.end(), {p->memoryPerGpu, p->capacity});
    int decimals = 0; // 0: the formatter's three significant digits
    const auto gib = [&](double v) {
        return decimals == 0 ? fmt.bytes(v)
                             : fmt.locale().toString(v / double(1 << 30), 'f', decimals) + QStringLiteral("\u00A0GiB");
    };
    const auto distinct = [&] {
        for (std::size_t i = 0; i < shown.size(); ++i)
            for (std::size_t j = i + 1; j < shown.size(); ++j)
                if (shown[i] != shown[j] && gib(shown[i]) == gib(shown[j]))
                    return false;
        return true;
    };
    if (fmt.byteUnits() == app::Formatter::ByteUnits::Binary)
        for (decimals = 0; !distinct() && decimals < 9;)
            decimals = decimals == 0 ? 2 : decimals + 1;
    auto point = [&](const SolvePoint& p) {
        const Scenario& s = p.scenario;
        if (!p.valid)
            return QStringLiteral("%1: no valid layout on %2 GPUs (the global batch, heads or "
                                  "layers do not divide)")
                .arg(quantityText(fmt, r.kind, p.value), QString::number(s.parallelism.gpus));
        QString quantity = quantityText(fmt, r.kind, p.value);
        if (r.kind == SolveKind::BestWeights)
            quantity = QStringLiteral("%1 (%2)").arg(QString::fromUtf8(toString(s.precision.weights).data()), quantity);
        QString line = QStringLiteral("%1: memory %2 of %3").arg(quantity, gib(p.memoryPerGpu), gib(p.capacity));
        if (r.kind == SolveKind::LargestModel)
            line += QStringLiteral(" (exactly %1 parameters)").arg(fmt.integer(p.parameters));
        const bool inference = s.workload.mode == Mode::Inference;
        line += QStringLiteral("; %1 x %2, TP %3, PP %4")
                    .arg(QString::number(s.parallelism.gpus),
                         QString::fromStdString(s.hardware.inlineGpu ? s.hardware.inlineGpu->id : s.hardware.gpu),
                         QString::number(s.parallelism.tensor), QString::number(s.parallelism.pipeline));
        if (inference)
            line += QStringLiteral(", batch %1, context %2")
                        .arg(s.workload.microBatchSize)
                        .arg(s.workload.promptTokens + s.workload.outputTokens);
        else
            line += QStringLiteral(", ZeRO %1, MB %2, recompute %3; time %4")
                        .arg(QString::number(s.parallelism.zero), QString::number(s.workload.microBatchSize),
                             sv(toString(s.activations.recompute)), fmt.duration(p.seconds));
        return line;
    };
    const QString title = QStringLiteral("solve %1").arg(sv(toString(r.kind)));
    if (markdown)
        t << "## " << title << "\n\n";
    else
        t << title << '\n';
    const QString bullet = markdown ? QStringLiteral("- ") : QStringLiteral("  ");
    if (r.found)
        t << bullet << "works:        " << point(r.best) << '\n';
    else
        t << bullet << "nothing works" << '\n';
    if (r.next)
        t << bullet << "next step:    " << point(*r.next) << " — fails (" << sv(toString(r.limit)) << ")\n";
    else if (r.limit == SolveLimit::SearchLimit)
        t << bullet << "still works at the largest value searched\n";
    else if (r.limit == SolveLimit::ModelContext)
        t << bullet << "the model's context window (max_positions) ends it before memory does\n";
    return text;
}

} // namespace

QString planUsage()
{
    return QString::fromUtf8(kPlanUsage);
}

QString solveUsage()
{
    return QString::fromUtf8(kSolveUsage);
}

namespace {

// plan --serving: the cheapest fleet that sustains a target throughput within the SLOs.
int runServingPlan(Args& args, QTextStream& out, QTextStream& err, const Catalog& catalog)
{
    const auto scenarioPath = args.take(QStringLiteral("--scenario"));
    const QStringList sets = args.takeAll(QStringLiteral("--set"));
    const auto gpus = args.take(QStringLiteral("--gpus"));
    const auto outFile = args.take(QStringLiteral("--out"));
    const QString format = args.take(QStringLiteral("--format")).value_or(QStringLiteral("json"));
    ServingPlanRequest req;
    if (auto v =
            args.real(QStringLiteral("--target-tokens-per-second"), 0, kMaxTokensPerSecond, true, "a positive number"))
        req.targetTokensPerSecond = *v;
    if (!args.error().isEmpty())
        return fail(err, args.error());
    if (const QString stray = args.stray(QStringLiteral("plan --serving")); !stray.isEmpty())
        return fail(err, stray);
    if (!validFormat(format))
        return fail(err, QStringLiteral("--format: expected json, text or markdown, got %1").arg(format));
    if (!(req.targetTokensPerSecond > 0))
        return fail(err, QStringLiteral("plan --serving: --target-tokens-per-second X is required"));
    if (gpus)
        for (const QString& id : gpus->split(QLatin1Char(','), Qt::SkipEmptyParts))
            req.gpus.push_back(id.trimmed().toStdString());
    auto loaded = loadScenario(scenarioPath, sets);
    if (!loaded)
        return fail(err, loaded.error());
    auto rows = planServing(loaded->scenario, catalog, req);
    if (!rows)
        return failRequest(err, rows.error(), loaded->fileName);
    const QString today = app::Report::today();
    // Each row's price as the fleet is costed: the GPU's own catalog rate
    // unless it is the scenario's GPU with a price of the user's.
    std::vector<Expected<ResolvedScenario>> resolvedRows;
    for (const ServingPlanRow& r : *rows)
        resolvedRows.push_back(
            resolve(servingFleetScenario(loaded->scenario, r.gpu, r.tensor, r.tensor, r.weights, r.kvCache), catalog));
    const app::Formatter fmt = textFormatter();
    // Rows that differ only in their formats cost the same per hour: the
    // same fleet meets the target in each. Each such row names the first of
    // its group (0: none), and the reason is said once.
    std::vector<std::size_t> sameFleetAs(rows->size(), 0);
    for (std::size_t i = 0; i < rows->size(); ++i)
        for (std::size_t k = 0; k < i && sameFleetAs[i] == 0; ++k) {
            const ServingPlanRow &a = (*rows)[k], &b = (*rows)[i];
            if (sameFleetAs[k] == 0 && a.gpu == b.gpu && a.gpus == b.gpus && a.tensor == b.tensor &&
                a.usdPerHourCloud == b.usdPerHourCloud)
                sameFleetAs[i] = k + 1;
        }
    const auto tieReason = [&](std::size_t first) {
        const ServingPlanRow& r = (*rows)[first - 1];
        return QStringLiteral("the same fleet (%1 x %2, TP %3) meets %4 tokens/s with each weight and KV format, so it "
                              "costs the same per hour; the formats differ in tokens/s, TPOT and cost per million "
                              "tokens")
            .arg(QString::number(r.gpus), QString::fromStdString(r.gpu), QString::number(r.tensor),
                 fmt.count(req.targetTokensPerSecond));
    };
    if (format != QLatin1String("json")) {
        QString text;
        QTextStream t(&text);
        const bool md = format == QLatin1String("markdown");
        const QString title = QStringLiteral("Serving fleets for %1 tokens/s, cheapest first (prices aged on %2)")
                                  .arg(fmt.count(req.targetTokensPerSecond), today);
        t << (md ? QStringLiteral("## ") : QString()) << title << (md ? "\n\n" : "\n");
        if (rows->empty()) {
            t << "No layout meets the serving SLOs on these GPUs.\n";
            return writeOutput(out, err, outFile, text);
        }
        const QStringList head = {QStringLiteral("#"),         QStringLiteral("GPU"),      QStringLiteral("GPUs"),
                                  QStringLiteral("TP"),        QStringLiteral("weights"),  QStringLiteral("KV"),
                                  QStringLiteral("$/h fleet"), QStringLiteral("$/GPU-h"),  QStringLiteral("price date"),
                                  QStringLiteral("$/M tok"),   QStringLiteral("tokens/s"), QStringLiteral("TPOT")};
        std::vector<QStringList> table;
        for (std::size_t i = 0; i < rows->size(); ++i) {
            const ServingPlanRow& r = (*rows)[i];
            const auto [rate, date] = rateCells(fmt, resolvedRows[i], today);
            table.push_back({QString::number(i + 1), QString::fromStdString(r.gpu), QString::number(r.gpus),
                             QString::number(r.tensor), sv(toString(r.weights)), sv(toString(r.kvCache)),
                             fmt.moneyRate(r.usdPerHourCloud), rate, date, fmt.money(r.usdPerMillionCloud),
                             fmt.count(r.tokensPerSecond), fmt.duration(r.point.tpotSeconds)});
        }
        if (md) {
            t << "| " << head.join(QStringLiteral(" | ")) << " |\n|";
            for (qsizetype k = 0; k < head.size(); ++k)
                t << "---|";
            t << '\n';
            for (const QStringList& row : table)
                t << "| " << row.join(QStringLiteral(" | ")) << " |\n";
        } else {
            std::vector<qsizetype> width(std::size_t(head.size()), 0);
            for (qsizetype k = 0; k < head.size(); ++k) {
                width[std::size_t(k)] = head[k].size();
                for (const QStringList& row : table)
                    width[std::size_t(k)] = std::max(width[std::size_t(k)], row[k].size());
            }
            auto line = [&](const QStringList& row) {
                QStringList cells;
                for (qsizetype k = 0; k < row.size(); ++k)
                    cells << (k + 1 == row.size() ? row[k] : row[k].leftJustified(width[std::size_t(k)]));
                t << cells.join(QStringLiteral("  ")) << '\n';
            };
            line(head);
            for (const QStringList& row : table)
                line(row);
        }
        for (std::size_t first = 1; first <= rows->size(); ++first) {
            QStringList tied;
            for (std::size_t i = 0; i < rows->size(); ++i)
                if (sameFleetAs[i] == first)
                    tied << QString::number(i + 1);
            if (!tied.isEmpty())
                t << (md ? "\n" : "") << "Rows " << first << ", " << tied.join(QStringLiteral(", "))
                  << " tie: " << tieReason(first) << ".\n";
        }
        return writeOutput(out, err, outFile, text);
    }
    nlohmann::json j;
    j["format"] = "headroom-serving-plan";
    j["target_tokens_per_second"] = req.targetTokensPerSecond;
    nlohmann::json list = nlohmann::json::array();
    for (std::size_t i = 0; i < rows->size(); ++i) {
        const ServingPlanRow& r = (*rows)[i];
        nlohmann::json row = {{"gpu", r.gpu},
                              {"tensor", r.tensor},
                              {"replicas", r.replicas},
                              {"gpus", r.gpus},
                              {"weights", std::string(toString(r.weights))},
                              {"kv_cache", std::string(toString(r.kvCache))},
                              {"concurrency_per_replica", r.point.concurrency},
                              {"ttft_seconds", r.point.ttftSeconds},
                              {"tpot_seconds", r.point.tpotSeconds},
                              {"tokens_per_second", r.tokensPerSecond},
                              {"usd_per_hour_cloud", r.usdPerHourCloud},
                              {"usd_per_million_tokens_cloud", r.usdPerMillionCloud},
                              {"usd_per_million_tokens_onprem", r.usdPerMillionOnprem},
                              {"limit", std::string(toString(r.limit))}};
        if (resolvedRows[i]) {
            const PriceChoice c = cloudRateOf(resolvedRows[i]->gpu, resolvedRows[i]->scenario.cost);
            row["cloud_usd_per_gpu_hour"] = c.usd;
            row["cloud_price"] = {{"origin", c.origin == PriceOrigin::Scenario  ? "scenario"
                                             : c.origin == PriceOrigin::Catalog ? "catalog"
                                                                                : "default"},
                                  {"pricing", std::string(toString(c.pricing))},
                                  {"date", c.from ? c.from->date : std::string()},
                                  {"check", app::Report::priceWarns(c, today)}};
        }
        if (sameFleetAs[i] != 0) {
            row["same_fleet_as_row"] = sameFleetAs[i];
            row["tie_reason"] = tieReason(sameFleetAs[i]).toStdString();
        }
        list.push_back(std::move(row));
    }
    j["rows"] = list;
    if (rows->empty())
        j["note"] = "no layout meets the serving SLOs on these GPUs";
    return writeOutput(out, err, outFile, QString::fromStdString(j.dump(2)) + QLatin1Char('\n'));
}

} // namespace

int runPlanCommand(const QStringList& argList, QTextStream& out, QTextStream& err, const Catalog& catalog)
{
    Args args(argList);
    if (args.flag(QStringLiteral("--help"))) {
        out << planUsage();
        return kExitOk;
    }
    args.takeAll(QStringLiteral("--catalog")); // loaded by the caller
    if (args.flag(QStringLiteral("--serving")))
        return runServingPlan(args, out, err, catalog);
    const auto scenarioPath = args.take(QStringLiteral("--scenario"));
    const QStringList sets = args.takeAll(QStringLiteral("--set"));
    const auto gpus = args.take(QStringLiteral("--gpus"));
    const auto counts = args.take(QStringLiteral("--gpu-counts"));
    const auto objective = args.take(QStringLiteral("--objective"));
    const auto basis = args.take(QStringLiteral("--cost-basis"));
    const QString format = args.take(QStringLiteral("--format")).value_or(QStringLiteral("json"));
    const auto outFile = args.take(QStringLiteral("--out"));
    PlanRequest req;
    if (auto v = args.integer(QStringLiteral("--max-gpus"), 1, kMaxGpus))
        req.maxGpus = *v;
    if (auto v = args.integer(QStringLiteral("--max-tensor"), 1, kMaxPlanTensor))
        req.maxTensor = *v;
    if (auto v = args.integer(QStringLiteral("--max-pipeline"), 1, kMaxPlanPipeline))
        req.maxPipeline = *v;
    if (auto v = args.integer(QStringLiteral("--max-micro-batch"), 1, kMaxPlanMicroBatch))
        req.maxMicroBatch = *v;
    if (auto v = args.integer(QStringLiteral("--threads"), 1, kMaxThreads))
        req.threads = int(*v);
    req.deadlineDays = args.real(QStringLiteral("--deadline-days"), 0, kMaxDays, true, "a positive number of days");
    req.budgetUsd = args.real(QStringLiteral("--budget-usd"), 0, kMaxUsd, false, "a non-negative amount in USD");
    if (auto v = args.real(QStringLiteral("--min-headroom"), 0, 0.999999, false,
                           "a fraction from 0 up to (not including) 1"))
        req.minHeadroomFraction = *v;
    if (!args.error().isEmpty())
        return fail(err, args.error());
    if (!args.leftover().isEmpty())
        return fail(err, QStringLiteral("plan: unknown option %1; try headroom-cli plan --help").arg(args.leftover()));
    if (!args.positional().isEmpty())
        return fail(err, QStringLiteral("plan: unexpected argument %1").arg(args.positional().first()));
    if (!validFormat(format))
        return fail(err, QStringLiteral("--format: expected json, text or markdown, got %1").arg(format));
    if (objective) {
        const auto o = fromString<PlanObjective>(objective->toStdString());
        if (!o)
            return fail(err, QStringLiteral("--objective: expected time or cost, got %1").arg(*objective));
        req.objective = *o;
    }
    if (basis) {
        const auto b = fromString<CostBasis>(basis->toStdString());
        if (!b)
            return fail(err, QStringLiteral("--cost-basis: expected cloud or onprem, got %1").arg(*basis));
        req.costBasis = *b;
    }
    if (gpus) {
        for (const QString& id : gpus->split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const std::string s = id.trimmed().toStdString();
            if (!catalog.findGpu(s)) {
                Error e = makeError(ErrorCode::UnknownValue, "--gpus", s, Expect::CatalogGpu);
                e.suggestions = catalog.closestGpus(s);
                return fail(err, e);
            }
            req.gpus.push_back(s);
        }
        if (req.gpus.empty())
            return fail(err, QStringLiteral("--gpus: expected a comma-separated list of GPU ids"));
    }
    if (counts) {
        for (const QString& c : counts->split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            bool ok = false;
            const qlonglong n = c.trimmed().toLongLong(&ok);
            if (!ok || n < 1 || n > kMaxGpus)
                return fail(
                    err, QStringLiteral("--gpu-counts: expected GPU counts from 1 to %1, got %2").arg(kMaxGpus).arg(c));
            req.gpuCounts.push_back(std::int64_t(n));
        }
        if (req.gpuCounts.empty())
            return fail(err, QStringLiteral("--gpu-counts: expected a comma-separated list of GPU counts"));
    }

    auto loaded = loadScenario(scenarioPath, sets);
    if (!loaded)
        return fail(err, loaded.error());
    const std::string fileName = loaded->fileName;
    req.scenario = std::move(loaded->scenario);

    auto result = plan(req, catalog);
    if (!result)
        return failRequest(err, result.error(), fileName);
    const app::Formatter fmt = textFormatter();
    QString text;
    if (format == QLatin1String("json"))
        text = QString::fromStdString(planToJson(req, *result)) + QLatin1Char('\n');
    else
        text = planTable(fmt, req, *result, catalog, format == QLatin1String("markdown"));
    return writeOutput(out, err, outFile, text);
}

int runSolveCommand(const QStringList& argList, QTextStream& out, QTextStream& err, const Catalog& catalog)
{
    Args args(argList);
    if (args.flag(QStringLiteral("--help"))) {
        out << solveUsage();
        return kExitOk;
    }
    args.takeAll(QStringLiteral("--catalog")); // loaded by the caller
    if (args.flag(QStringLiteral("--serving")))
        return runServingPlan(args, out, err, catalog);
    const auto scenarioPath = args.take(QStringLiteral("--scenario"));
    const QStringList sets = args.takeAll(QStringLiteral("--set"));
    const auto gpu = args.take(QStringLiteral("--gpu"));
    const auto weights = args.take(QStringLiteral("--weights"));
    const auto kvCache = args.take(QStringLiteral("--kv-cache"));
    const QString format = args.take(QStringLiteral("--format")).value_or(QStringLiteral("json"));
    const auto outFile = args.take(QStringLiteral("--out"));
    const bool fixedLayout = args.flag(QStringLiteral("--fixed-layout"));
    const auto gpus = args.integer(QStringLiteral("--gpus"), 1, kMaxGpus);
    const auto batch = args.integer(QStringLiteral("--batch"), 1, kMaxMicroBatch);
    SolveRequest req;
    if (auto v = args.integer(QStringLiteral("--max-gpus"), 1, kMaxGpus))
        req.maxGpus = *v;
    if (auto v = args.integer(QStringLiteral("--step"), 1, kMaxSolveStep))
        req.step = *v;
    if (auto v = args.real(QStringLiteral("--step-fraction"), kMinFraction, 1, false, "a fraction from 0.0001 to 1"))
        req.stepFraction = *v;
    if (auto v = args.real(QStringLiteral("--min-headroom"), 0, 0.999999, false,
                           "a fraction from 0 up to (not including) 1"))
        req.minHeadroomFraction = *v;
    req.tokens = args.real(QStringLiteral("--tokens"), 0, kMaxTrainingTokens, true, "a positive number of tokens");
    req.days = args.real(QStringLiteral("--days"), 0, kMaxDays, true, "a positive number of days");
    req.searchLayouts = !fixedLayout;
    if (!args.error().isEmpty())
        return fail(err, args.error());
    if (!args.leftover().isEmpty())
        return fail(err,
                    QStringLiteral("solve: unknown option %1; try headroom-cli solve --help").arg(args.leftover()));
    const QStringList pos = args.positional();
    const QString kinds = QStringLiteral("largest-model, max-micro-batch, max-sequence, min-gpus, "
                                         "max-inference-batch, max-context or best-weights");
    if (pos.isEmpty())
        return fail(err, QStringLiteral("solve: expected what to solve for: %1").arg(kinds));
    if (pos.size() > 1)
        return fail(err, QStringLiteral("solve: unexpected argument %1").arg(pos[1]));
    const auto kind = fromString<SolveKind>(pos.first().toStdString());
    if (!kind)
        return fail(err, QStringLiteral("solve: expected %1, got %2").arg(kinds, pos.first()));
    req.kind = *kind;
    if (!validFormat(format))
        return fail(err, QStringLiteral("--format: expected json, text or markdown, got %1").arg(format));
    if (req.kind == SolveKind::MinGpus && !req.days)
        return fail(err, QStringLiteral("solve min-gpus: --days D (the deadline) is required"));
    if (gpu && !catalog.findGpu(gpu->toStdString())) {
        Error e = makeError(ErrorCode::UnknownValue, "--gpu", gpu->toStdString(), Expect::CatalogGpu);
        e.suggestions = catalog.closestGpus(e.value);
        return fail(err, e);
    }
    // Every format the engine knows (headroom/enumnames.h), as the scenario reader lists them.
    std::optional<DType> wd, kd;
    if (weights && !(wd = fromString<DType>(weights->toStdString())))
        return fail(err, makeError(ErrorCode::UnknownValue, "--weights", weights->toStdString(), Expect::OneOf,
                                   std::string(nameList<DType>())));
    if (kvCache && !(kd = fromString<DType>(kvCache->toStdString())))
        return fail(err, makeError(ErrorCode::UnknownValue, "--kv-cache", kvCache->toStdString(), Expect::OneOf,
                                   std::string(nameList<DType>())));

    auto loaded = loadScenario(scenarioPath, sets);
    if (!loaded)
        return fail(err, loaded.error());
    const std::string fileName = loaded->fileName;
    req.scenario = std::move(loaded->scenario);
    Scenario& s = req.scenario;
    if (gpu) {
        s.hardware.gpu = gpu->toStdString();
        s.hardware.inlineGpu.reset();
    }
    if (gpus)
        s.parallelism.gpus = *gpus;
    if (batch)
        s.workload.microBatchSize = *batch;
    if (wd)
        s.precision.weights = *wd;
    if (kd)
        s.precision.kvCache = *kd;
    if (req.tokens)
        s.workload.trainingTokens = *req.tokens;

    auto result = solve(req, catalog);
    if (!result)
        return failRequest(err, result.error(), fileName);
    const app::Formatter fmt = textFormatter();
    QString text;
    if (format == QLatin1String("json"))
        text = QString::fromStdString(solveToJson(*result)) + QLatin1Char('\n');
    else
        text = solveText(fmt, *result, format == QLatin1String("markdown"));
    return writeOutput(out, err, outFile, text);
}

} // namespace headroom::cli
