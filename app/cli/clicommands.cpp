#include "clicommands.h"

#include "cliargs.h"
#include "cliio.h"
#include "cmdchart.h"
#include "cmdplan.h"

#include "appcatalog.h"
#include "formatter.h"
#include "headroom_version.h"
#include "report.h"

#include "headroom/analysis.h"
#include "headroom/calibrate.h"
#include "headroom/estimate.h"
#include "headroom/fixes.h"
#include "headroom/gguf.h"
#include "headroom/hfimport.h"
#include "headroom/inputs.h"
#include "headroom/model/inventory.h"
#include "headroom/model/serving.h"
#include "headroom/scenario.h"
#include "headroom/scenariofields.h"

#include <nlohmann/json.hpp>

#include <QFileInfo>
#include <QRegularExpression>

#include <cmath>
#include <optional>

namespace headroom::cli {

namespace {

using nlohmann::json;

const char* const kUsage = R"(Usage: headroom-cli COMMAND [OPTIONS]

Commands:
  estimate [--scenario FILE] [--set PATH=VALUE]... [--format json|text|markdown] [--out FILE]
      Evaluate a scenario (defaults when no --scenario) and print the result.
  params --hf-config FILE | --safetensors FILE | --gguf FILE | --preset NAME
      Print {"total", "trainable", "embedding", "active_per_token"} (and, where a
      model has them, "mtp_modules" and "vision_tower", which total leaves out).
      --gguf reads a GGUF header only: tensor bytes by ggml type, bits per weight
      and the shape its metadata gives.
  catalog gpus|models|clouds [--format json|text] [--include-preliminary]
      List the catalog (built-in plus the user's catalog file) as JSON, or as
      aligned text; `catalog gpus --format text` gives each GPU's prices' and
      sources' dates.
      Announced parts (preliminary) are listed only with --include-preliminary.
  sweep [--scenario FILE] --vary PATH --values V1,V2,... [--set PATH=VALUE]...
      One result per value, as JSON lines.
  plan [--scenario FILE] [--gpus TYPE,...] [--max-gpus N] [--objective time|cost] ...
      Search GPU type x count x tensor/pipeline/ZeRO x micro-batch x recomputation
      for layouts that fit; print the Pareto front of time and cost.
      `headroom-cli plan --help` lists every option.
  solve largest-model|max-micro-batch|max-sequence|min-gpus|max-inference-batch|max-context|best-weights ...
      Reverse solvers: the boundary that fits and the next step that does not.
      `headroom-cli solve --help` lists every option.
  fields [--format text|json]
      Every scenario field: its JSON path, type, accepted range, default and
      the names it takes (the table the reader, the writer and --set share).
  calibrate --scenario FILE --measured tokens_per_second_per_gpu=X|step_seconds=X|peak_allocated_bytes=X | --row FILE
        [--set PATH=VALUE]... [--out FILE]
      Fit the predicted step time's efficiency to one measured run of yours;
      print the fitted scenario (hardware.efficiency_scale), to --out if given.
  chart memory|timeline|roofline|breakeven|step|scaling|serving|plan|all --scenario FILE --out FILE.png|FILE.svg
        [--preset slide-16x9|slide-4x3|square|a4] [--width W --height H --scale S]
        [--theme light|dark] [--compare none|recipe|zero|recompute|weights=F|kv=F|tp=N] [--subtitle]
      Render the window's chart headless, to PNG (W·S × H·S pixels, 1200 × 800 at scale 2 by
      default, or a preset's size) or SVG, light or dark.

Common options:
  --catalog FILE   an extra catalog file layered over the built-in one
  --version        print version, commit and licenses
  --help           this text

Exit status: 0 on success, 2 on bad input (one line on stderr naming the file,
the JSON path and what was expected).
)";

int cmdEstimate(Args& args, QTextStream& out, QTextStream& err, const Catalog& catalog)
{
    const auto scenarioPath = args.take(QStringLiteral("--scenario"));
    const QStringList sets = args.takeAll(QStringLiteral("--set"));
    const QString format = args.take(QStringLiteral("--format")).value_or(QStringLiteral("json"));
    const auto outFile = args.take(QStringLiteral("--out"));
    if (!args.error().isEmpty())
        return fail(err, args.error());
    if (const QString stray = args.stray(QStringLiteral("estimate")); !stray.isEmpty())
        return fail(err, stray);
    if (format != QLatin1String("json") && format != QLatin1String("text") && format != QLatin1String("markdown"))
        return fail(err, QStringLiteral("--format: expected json, text or markdown, got %1").arg(format));
    std::string fileName;
    auto rs = loadResolved(scenarioPath, sets, catalog, &fileName);
    if (!rs)
        return fail(err, rs.error());
    // One analysis: the estimate, serving (inference), the fixes when it does
    // not fit; a model that does not fit is a result, bad input an error.
    auto analysis = analyze(*rs, catalog);
    if (!analysis) {
        Error e = analysis.error();
        e.file = fileName;
        return fail(err, e);
    }
    const Analysis& a = *analysis;
    const app::Formatter fmt = textFormatter();
    QString text;
    if (format == QLatin1String("json")) {
        text = QString::fromStdString(analysisToJson(a, 2, &app::Report::warningEnglish, &app::Report::fixEnglish)) +
               QLatin1Char('\n');
    } else {
        const ServingResult* sv = a.servingResult(); // its figures are worked out too
        text = format == QLatin1String("text") ? app::Report::text(fmt, a.resolved, a.estimate, sv)
                                               : app::Report::markdown(fmt, a.resolved, a.estimate, sv);
        if (!a.fixes.empty()) {
            text += (format == QLatin1String("text") ? QStringLiteral("\nTo fit (cheapest first):\n")
                                                     : QStringLiteral("\n**To fit (cheapest first):**\n\n"));
            for (const Fix& fx : a.fixes)
                text += QStringLiteral("  - ") + app::Report::fixText(fx, fmt) + QLatin1Char('\n');
        }
        if (!a.timeFixes.empty()) {
            text += (format == QLatin1String("text") ? QStringLiteral("\nTo finish sooner:\n")
                                                     : QStringLiteral("\n**To finish sooner:**\n\n"));
            for (const Fix& fx : a.timeFixes)
                text += QStringLiteral("  - ") + app::Report::fixText(fx, fmt) + QLatin1Char('\n');
        }
    }
    return writeOutput(out, err, outFile, text);
}

int cmdParams(Args& args, QTextStream& out, QTextStream& err, const Catalog& catalog)
{
    const auto hf = args.take(QStringLiteral("--hf-config"));
    const auto st = args.take(QStringLiteral("--safetensors"));
    const auto preset = args.take(QStringLiteral("--preset"));
    const auto gguf = args.take(QStringLiteral("--gguf"));
    if (!args.error().isEmpty())
        return fail(err, args.error());
    if (const QString stray = args.stray(QStringLiteral("params")); !stray.isEmpty())
        return fail(err, stray);
    if (int(hf.has_value()) + int(st.has_value()) + int(preset.has_value()) + int(gguf.has_value()) != 1)
        return fail(err,
                    QStringLiteral("params: give exactly one of --hf-config FILE, --safetensors FILE, --gguf FILE, "
                                   "--preset NAME"));
    json j;
    if (gguf) {
        // The header only: metadata and tensor infos, never the weights.
        auto summary = readGgufFile(gguf->toStdString());
        if (!summary)
            return fail(err, summary.error());
        j["total"] = summary->parameters;
        j["trainable"] = summary->parameters;
        j["tensors"] = summary->tensorCount;
        j["tensor_bytes"] = summary->tensorBytes;
        j["bits_per_weight"] = summary->bitsPerWeight();
        j["architecture"] = summary->architecture;
        if (!summary->name.empty())
            j["name"] = summary->name;
        if (!summary->fileType.empty())
            j["file_type"] = summary->fileType;
        json types = json::object();
        for (const auto& [type, count] : summary->parametersByType)
            types[type] = {{"parameters", count}, {"bytes", summary->bytesByType.at(type)}};
        j["by_type"] = types;
        if (summary->arch) {
            const Architecture& a = *summary->arch;
            j["shape"] = {{"layers", a.layers},    {"hidden", a.hidden},    {"heads", a.heads},
                          {"kv_heads", a.kvHeads}, {"head_dim", a.headDim}, {"ffn", a.ffn},
                          {"vocab", a.vocab},      {"experts", a.experts},  {"context", a.maxPositions}};
        }
    } else if (st) {
        auto summary = readSafetensorsFile(st->toStdString());
        if (!summary)
            return fail(err, summary.error());
        j["total"] = summary->totalParameters;
        j["trainable"] = summary->totalParameters;
        j["embedding"] = summary->embeddingParameters;
        j["active_per_token"] = summary->totalParameters;
        j["tensors"] = summary->tensorCount;
        if (summary->scaleElements > 0)
            j["scale_elements"] = summary->scaleElements; // stored beside quantised weights, not parameters
        json dtypes = json::object();
        for (const auto& [dtype, count] : summary->parametersByDtype)
            dtypes[dtype] = count;
        j["by_dtype"] = dtypes;
    } else {
        ModelSpec spec;
        if (hf) {
            auto s = loadHfConfigFile(hf->toStdString());
            if (!s)
                return fail(err, s.error());
            spec = *s;
        } else {
            const ModelPreset* p = catalog.findModel(preset->toStdString());
            if (!p)
                return fail(
                    err, QStringLiteral("--preset: unknown model %1 (see headroom-cli catalog models)").arg(*preset));
            spec = p->spec;
        }
        const ParameterCounts c = countParameters(spec);
        j["total"] = c.total;
        j["trainable"] = c.total;
        j["embedding"] = c.embedding;
        j["active_per_token"] = c.activePerToken;
        // docs/model.md section 1b: what the total leaves out, said apart.
        if (c.mtp > 0) {
            j["mtp_modules"] = c.mtp;
            j["total_with_mtp"] = c.total + c.mtp;
        }
        if (spec.visionParameters > 0) {
            j["vision_tower"] = spec.visionParameters;
            j["total_with_vision"] = c.total + spec.visionParameters;
        }
        if (spec.visionUncounted)
            j["vision_tower"] = "not counted (text model only)";
    }
    // Counts are whole numbers: print them without a fraction.
    for (auto& [key, value] : j.items())
        if (value.is_number_float() && value.get<double>() < 9007199254740992.0)
            value = static_cast<std::int64_t>(value.get<double>());
    out << QString::fromStdString(j.dump(2)) << '\n';
    return kExitOk;
}

// A source's key ("NV_BWU_AIC") or its first words, and the dates it names.
// A source as "KEY (dates)"; the catalog's notes ("Memory: ...", "Price: ...")
// are not sources and give an empty string.
QString sourceSummary(const std::string& source)
{
    const QString text = QString::fromStdString(source);
    static const QRegularExpression key(QStringLiteral("^([A-Z][A-Z0-9_]*)(?::|$)"));
    const QRegularExpressionMatch m = key.match(text);
    if (!m.hasMatch())
        return {};
    static const QRegularExpression date(QStringLiteral("\\b(\\d{4}-\\d{2}(?:-\\d{2})?)\\b"));
    QStringList dates;
    for (auto it = date.globalMatch(text); it.hasNext();) {
        const QString d = it.next().captured(1);
        if (!dates.contains(d))
            dates << d;
    }
    return m.captured(1) + (dates.isEmpty()
                                ? QStringLiteral(" (undated)")
                                : QStringLiteral(" (") + dates.join(QStringLiteral(", ")) + QLatin1Char(')'));
}

// Bandwidths as vendors print them, in decimal units: 7.75 TB/s, 900 GB/s.
QString decimalRate(const app::Formatter& f, double bytesPerS)
{
    return bytesPerS >= 1e12 ? f.number(bytesPerS / 1e12) + QStringLiteral("\u00A0TB/s")
                             : f.number(bytesPerS / 1e9) + QStringLiteral("\u00A0GB/s");
}

QString peaksText(const app::Formatter& f, const std::array<double, kPrecisions.size()>& peaks)
{
    QStringList parts;
    for (Precision p : kPrecisions)
        if (peaks[std::size_t(p)] > 0)
            parts << QString::fromLatin1(toString(p).data()).toUpper() + QLatin1Char(' ') +
                         f.flopsRate(peaks[std::size_t(p)]);
    return parts.join(QStringLiteral(", "));
}

// `catalog gpus --format text`: each GPU with its figures, its prices' dates
// and its sources' dates, English like every text output of the tool.
QString gpusText(const Catalog& catalog, bool includePreliminary)
{
    const app::Formatter f = textFormatter();
    const QString today = app::Report::today();
    QString text;
    QTextStream t(&text);
    const auto listed = listedGpus(catalog, includePreliminary);
    t << listed.size() << " GPUs"
      << (includePreliminary ? "" : " (preliminary parts hidden; --include-preliminary lists them)")
      << ", prices aged on " << today << "\n";
    for (const Gpu* gp : listed) {
        const Gpu& g = *gp;
        t << "\n" << QString::fromStdString(g.id) << "  " << QString::fromStdString(g.name);
        if (!g.vendor.empty())
            t << "  [" << QString::fromStdString(g.vendor) << "]";
        if (g.preliminary)
            t << "  PRELIMINARY (announced, not shipping)";
        t << "\n";
        t << "  memory:  " << app::Report::capacityText(f, g) << ", " << decimalRate(f, g.bandwidthBytesPerS) << ", "
          << (g.tdpWatts > 0 ? f.integer(g.tdpWatts) + QStringLiteral(" W") : QStringLiteral("power not published"))
          << "\n";
        t << "  dense:   " << peaksText(f, g.peakFlops) << "\n";
        const QString sparse = peaksText(f, g.sparsePeakFlops);
        if (!sparse.isEmpty())
            t << "  sparse:  " << sparse << "\n";
        if (g.peaksPrinted)
            t << "  printed: " << QString::fromLatin1(toString(*g.peaksPrinted).data()) << "\n";
        t << "  network: " << (g.gpusPerNode > 0 ? f.integer(double(g.gpusPerNode)) : QStringLiteral("?"))
          << " per scale-up domain, scale-up "
          << (g.scaleUpBytesPerS > 0 ? decimalRate(f, g.scaleUpBytesPerS) : QStringLiteral("none")) << ", scale-out "
          << decimalRate(f, g.scaleOutBytesPerS) << " per direction";
        if (!g.interconnect.empty())
            t << "; " << QString::fromStdString(g.interconnect);
        t << "\n";
        QStringList prices;
        const auto quote = [&](const QString& what, const QString& amount, const PriceSource& from) {
            prices << what + QLatin1Char(' ') + amount + QStringLiteral(" (") + app::Report::priceAge(from, today) +
                          (headroom::priceAge(from, today.toStdString()).warn() ? QStringLiteral(", check it")
                                                                                : QString()) +
                          QLatin1Char(')');
        };
        if (g.priceUsd > 0)
            quote(QStringLiteral("purchase"), f.money(g.priceUsd), g.prices.purchase);
        if (g.cloudUsdPerGpuHour > 0)
            quote(QStringLiteral("on-demand"), f.moneyRate(g.cloudUsdPerGpuHour), g.prices.onDemand);
        if (g.prices.reserved1yr.usdPerGpuHour > 0)
            quote(QStringLiteral("1-year"), f.moneyRate(g.prices.reserved1yr.usdPerGpuHour), g.prices.reserved1yr.from);
        if (g.prices.spot.usdPerGpuHour > 0)
            quote(QStringLiteral("spot"), f.moneyRate(g.prices.spot.usdPerGpuHour), g.prices.spot.from);
        for (const PublishedTco& c : publishedTco(g))
            quote(QStringLiteral("TCO ") + QString::fromUtf8(toString(c.tier)), f.moneyRate(c.rate.usdPerGpuHour),
                  c.rate.from);
        t << "  prices:  " << (prices.isEmpty() ? QStringLiteral("none known") : prices.join(QStringLiteral("; ")))
          << "\n";
        QStringList sources;
        int notes = 0;
        for (const std::string& src : g.sources) {
            const QString s = sourceSummary(src);
            if (s.isEmpty())
                ++notes;
            else
                sources << s;
        }
        if (notes > 0)
            sources << QStringLiteral("%1 note%2").arg(notes).arg(notes == 1 ? "" : "s");
        t << "  sources: " << (sources.isEmpty() ? QStringLiteral("none given") : sources.join(QStringLiteral("; ")))
          << "\n";
    }
    return text;
}

// Aligned columns, two spaces apart, the last one ragged.
QString columns(const std::vector<QStringList>& rows)
{
    std::vector<qsizetype> width;
    for (const QStringList& row : rows)
        for (qsizetype k = 0; k < row.size(); ++k) {
            width.resize(std::max(width.size(), std::size_t(k + 1)), 0);
            width[std::size_t(k)] = std::max(width[std::size_t(k)], row[k].size());
        }
    QString text;
    for (const QStringList& row : rows) {
        QStringList cells;
        for (qsizetype k = 0; k < row.size(); ++k)
            cells << (k + 1 == row.size() ? row[k] : row[k].leftJustified(width[std::size_t(k)]));
        text += cells.join(QStringLiteral("  ")) + QLatin1Char('\n');
    }
    return text;
}

// `catalog models --format text`: each preset's id, name, family and size.
QString modelsText(const Catalog& catalog)
{
    const app::Formatter f = textFormatter();
    const json all = json::parse(modelsToJson(catalog));
    std::vector<QStringList> rows{
        {QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("family"), QStringLiteral("parameters")}};
    for (const json& m : all)
        rows.push_back({QString::fromStdString(m.value("id", std::string())),
                        QString::fromStdString(m.value("name", std::string())),
                        QString::fromStdString(m.value("family", std::string())),
                        m.contains("parameters_total") ? f.count(m["parameters_total"].get<double>()) : QString()});
    return columns(rows);
}

// `catalog clouds --format text`: each offer's provider, instance, GPU,
// pricing, rate and date (the source stays in the JSON).
QString cloudsText(const Catalog& catalog)
{
    const app::Formatter f = textFormatter();
    const json all = json::parse(cloudsToJson(catalog));
    std::vector<QStringList> rows{{QStringLiteral("id"), QStringLiteral("provider"), QStringLiteral("instance"),
                                   QStringLiteral("gpu"), QStringLiteral("GPUs"), QStringLiteral("pricing"),
                                   QStringLiteral("$/GPU-h"), QStringLiteral("date")}};
    for (const json& c : all)
        rows.push_back({QString::fromStdString(c.value("id", std::string())),
                        QString::fromStdString(c.value("provider", std::string())),
                        QString::fromStdString(c.value("instance", std::string())),
                        QString::fromStdString(c.value("gpu", std::string())),
                        QString::number(c.value("gpus_per_instance", 1)),
                        QString::fromStdString(c.value("pricing", std::string())),
                        c.contains("usd_per_gpu_hour") ? f.moneyRate(c["usd_per_gpu_hour"].get<double>()) : QString(),
                        QString::fromStdString(c.value("date", std::string()))});
    return columns(rows);
}

int cmdCatalog(Args& args, QTextStream& out, QTextStream& err, const Catalog& catalog)
{
    const QString format = args.take(QStringLiteral("--format")).value_or(QStringLiteral("json"));
    const bool preliminary = args.flag(QStringLiteral("--include-preliminary"));
    const QStringList pos = args.positional();
    if (!args.error().isEmpty())
        return fail(err, args.error());
    if (!args.leftover().isEmpty())
        return fail(err, QStringLiteral("catalog: unknown option %1").arg(args.leftover()));
    const QString what = pos.value(0);
    if (pos.size() != 1 ||
        (what != QLatin1String("gpus") && what != QLatin1String("models") && what != QLatin1String("clouds")))
        return fail(err, QStringLiteral("catalog: expected one of gpus, models, clouds"));
    if (format != QLatin1String("json") && format != QLatin1String("text"))
        return fail(err, QStringLiteral("--format: expected json or text, got %1").arg(format));
    if (format == QLatin1String("text")) {
        out << (what == QLatin1String("gpus")     ? gpusText(catalog, preliminary)
                : what == QLatin1String("models") ? modelsText(catalog)
                                                  : cloudsText(catalog));
        return kExitOk;
    }
    const std::string text = what == QLatin1String("gpus")     ? gpusToJson(catalog, preliminary)
                             : what == QLatin1String("models") ? modelsToJson(catalog)
                                                               : cloudsToJson(catalog);
    out << QString::fromStdString(text) << '\n';
    return kExitOk;
}

// The scenario fields, from headroom/scenariofields.h: what a file may say.
int cmdFields(Args& args, QTextStream& out, QTextStream& err)
{
    const QString format = args.take(QStringLiteral("--format")).value_or(QStringLiteral("text"));
    if (!args.leftover().isEmpty() || !args.positional().isEmpty())
        return fail(err, QStringLiteral("fields: unknown option %1").arg(args.leftover()));
    if (format != QLatin1String("text") && format != QLatin1String("json"))
        return fail(err, QStringLiteral("fields: --format expects text or json, got %1").arg(format));
    json all = json::array();
    const auto add = [&all](const auto& f, const std::string& path, const std::string& defaultText) {
        json row = {{"path", path}, {"type", toString(f.type)}};
        if (f.type == FieldType::Integer || f.type == FieldType::Number) {
            const auto number = [](double v) {
                return v == std::floor(v) && std::fabs(v) < 9e15 ? json(std::int64_t(v)) : json(v);
            };
            row["min"] = number(f.min);
            row["max"] = number(f.max);
            if (f.minExclusive)
                row["min_exclusive"] = true;
        }
        if (f.type == FieldType::Choice && !f.choices.empty()) {
            json names = json::array();
            for (const QString& n :
                 QString::fromUtf8(f.choices.data(), qsizetype(f.choices.size())).split(QStringLiteral(", ")))
                names.push_back(n.toStdString());
            row["choices"] = names;
        }
        if (!defaultText.empty())
            row["default"] = json::parse(defaultText);
        all.push_back(row);
    };
    const Scenario defaults;
    const Architecture defaultShape;
    for (const ScenarioField& f : kScenarioFields) {
        add(f, std::string(f.path), fieldValueText(f, defaults));
        // An inline architecture's fields, where the scenario holds one.
        if (&f == &scenarioField("model.architecture"))
            for (const ArchitectureField& a : kArchitectureFields)
                add(a, std::string(f.path) + "." + std::string(a.path), fieldValueText(a, defaultShape));
        // And an inline GPU's (a catalog id, or an object of these).
        if (&f == &scenarioField("hardware.gpu"))
            for (const GpuField& g : kGpuFields)
                add(g, std::string(f.path) + "." + std::string(g.path), std::string());
    }
    if (format == QLatin1String("json")) {
        out << QString::fromStdString(all.dump(2)) << '\n';
        return kExitOk;
    }
    // Columns two spaces apart at least: the longest path ran into its type.
    qsizetype pathWidth = 0, typeWidth = 0;
    for (const json& row : all) {
        pathWidth = std::max(pathWidth, qsizetype(row["path"].get<std::string>().size()));
        typeWidth = std::max(typeWidth, qsizetype(row["type"].get<std::string>().size()));
    }
    for (const json& row : all) {
        QString line = QString::fromStdString(row["path"].get<std::string>()).leftJustified(pathWidth + 2) +
                       QString::fromStdString(row["type"].get<std::string>()).leftJustified(typeWidth + 2);
        if (row.contains("min"))
            line += QStringLiteral("%1%2 to %3")
                        .arg(row.contains("min_exclusive") ? QStringLiteral("above ") : QString(),
                             QString::fromStdString(row["min"].dump()), QString::fromStdString(row["max"].dump()));
        else if (row.contains("choices"))
            for (const json& n : row["choices"])
                line += QString::fromStdString(n.get<std::string>()) + (&n == &row["choices"].back() ? "" : ", ");
        if (row.contains("default"))
            line += QStringLiteral("  (default %1)").arg(QString::fromStdString(row["default"].dump()));
        out << line.trimmed() << '\n';
    }
    return kExitOk;
}

int cmdSweep(Args& args, QTextStream& out, QTextStream& err, const Catalog& catalog)
{
    const auto scenarioPath = args.take(QStringLiteral("--scenario"));
    const auto vary = args.take(QStringLiteral("--vary"));
    const auto values = args.take(QStringLiteral("--values"));
    const QStringList sets = args.takeAll(QStringLiteral("--set"));
    const QString format = args.take(QStringLiteral("--format")).value_or(QStringLiteral("json"));
    if (!args.error().isEmpty())
        return fail(err, args.error());
    if (const QString stray = args.stray(QStringLiteral("sweep")); !stray.isEmpty())
        return fail(err, stray);
    if (format != QLatin1String("json") && format != QLatin1String("text") && format != QLatin1String("csv"))
        return fail(err, QStringLiteral("--format: expected json, text or csv, got %1").arg(format));
    if (!vary || vary->isEmpty())
        return fail(err, QStringLiteral("sweep: --vary PATH is required (e.g. parallelism.gpus)"));
    if (!values || values->isEmpty())
        return fail(err, QStringLiteral("sweep: --values V1,V2,... is required"));
    const QStringList list = values->split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (list.size() > 100000)
        return fail(err, QStringLiteral("sweep: at most 100000 values"));
    // Evaluate every value before printing anything, so bad input never leaves
    // half a result behind.
    QStringList lines;
    for (const QString& v : list) {
        QStringList all = sets;
        all << *vary + QLatin1Char('=') + v.trimmed();
        auto ls = loadScenario(scenarioPath, all);
        if (!ls)
            return fail(err, ls.error());
        auto rs = resolve(ls->scenario, catalog);
        if (!rs)
            return fail(err, QStringLiteral("%1=%2: %3").arg(*vary, v, QString::fromStdString(rs.error().message())));
        // A sweep line carries no explanations and no fixes; inference gets its serving result.
        auto analysis = analyze(*rs, catalog, AnalysisOptions{.explain = false, .fixes = false, .bestWeights = false});
        if (!analysis)
            return fail(err,
                        QStringLiteral("%1=%2: %3").arg(*vary, v, QString::fromStdString(analysis.error().message())));
        const Estimate* est = &analysis->estimate;
        if (format == QLatin1String("json")) {
            json line = json::parse(analysisToJson(*analysis, -1, &app::Report::warningEnglish, nullptr, false));
            json value = json::parse(v.trimmed().toStdString(), nullptr, false);
            line["sweep"] = {{"path", vary->toStdString()},
                             {"value", value.is_discarded() ? json(v.trimmed().toStdString()) : value}};
            lines << QString::fromStdString(line.dump());
            continue;
        }
        // Tables: numbers in full (csv) or formatted (text), one row per value.
        const bool inference = rs->scenario.workload.mode == Mode::Inference;
        const bool csv = format == QLatin1String("csv");
        const app::Formatter f = textFormatter();
        auto num = [&](double x, QString shown) { return csv ? QString::number(x, 'g', 10) : shown; };
        QStringList row{v.trimmed(), est->fits ? QStringLiteral("yes") : QStringLiteral("no"),
                        num(est->perGpu.total(), f.bytes(est->perGpu.total()))};
        if (inference)
            row << num(est->timeToFirstToken, f.duration(est->timeToFirstToken))
                << num(est->timePerOutputToken, f.duration(est->timePerOutputToken))
                << num(est->inferenceTokensPerSecond, f.count(est->inferenceTokensPerSecond));
        else
            row << num(est->seconds, f.duration(est->seconds)) << num(est->gpuHours, f.count(est->gpuHours))
                << num(est->cloudUsd, f.money(est->cloudUsd))
                << num(est->step.tokensPerSecondPerGpu, f.count(est->step.tokensPerSecondPerGpu))
                << num(est->step.mfu, f.percent(est->step.mfu));
        if (lines.isEmpty()) {
            // csv carries seconds; text shows a duration ("292 days"), so its
            // column says time, not seconds.
            QStringList head{*vary, QStringLiteral("fits"), QStringLiteral("memory_per_gpu")};
            head << (inference ? QStringList{csv ? QStringLiteral("ttft_seconds") : QStringLiteral("ttft"),
                                             csv ? QStringLiteral("tpot_seconds") : QStringLiteral("tpot"),
                                             QStringLiteral("tokens_per_second")}
                               : QStringList{csv ? QStringLiteral("seconds") : QStringLiteral("time"),
                                             QStringLiteral("gpu_hours"), QStringLiteral("cloud_usd"),
                                             QStringLiteral("tokens_per_second_per_gpu"), QStringLiteral("mfu")});
            lines << head.join(QLatin1Char(csv ? ',' : '\t'));
        }
        if (csv)
            for (QString& cell : row)
                if (cell.contains(QLatin1Char(',')) || cell.contains(QLatin1Char('"')))
                    cell = QLatin1Char('"') + QString(cell).replace(QLatin1Char('"'), QStringLiteral("\"\"")) +
                           QLatin1Char('"');
        lines << row.join(QLatin1Char(csv ? ',' : '\t'));
    }
    if (format == QLatin1String("text")) {
        // Align the tab-separated cells into columns.
        std::vector<int> width;
        for (const QString& l : lines) {
            const QStringList cells = l.split(QLatin1Char('\t'));
            width.resize(std::max(width.size(), std::size_t(cells.size())), 0);
            for (int i = 0; i < cells.size(); ++i)
                width[std::size_t(i)] = std::max(width[std::size_t(i)], int(cells[i].size()));
        }
        for (QString& l : lines) {
            const QStringList cells = l.split(QLatin1Char('\t'));
            QStringList padded;
            for (int i = 0; i < cells.size(); ++i)
                padded << (i == 0 ? cells[i].leftJustified(width[0]) : cells[i].rightJustified(width[std::size_t(i)]));
            l = padded.join(QStringLiteral("  "));
        }
    }
    for (const QString& l : lines)
        out << l << '\n';
    return kExitOk;
}

// calibrate --row: every figure of one bench/gpu/run_step.py row fitted, the
// peak first; a row that ran out of memory is compared with the verdict.
int calibrateToRow(const QString& rowFile, const std::optional<QString>& scenarioPath, const QStringList& sets,
                   const std::optional<QString>& outFile, QTextStream& out, QTextStream& err, const Catalog& catalog)
{
    auto row = loadMeasuredRow(rowFile.toStdString());
    if (!row)
        return fail(err, row.error());
    std::string fileName;
    auto rs = loadResolved(scenarioPath, sets, catalog, &fileName);
    if (!rs)
        return fail(err, rs.error());
    const auto gib = [](double bytes) { return QString::number(bytes / double(1ULL << 30), 'f', 1); };
    auto fits = calibrateRow(*rs, *row);
    if (!fits && fits.error().code == ErrorCode::DoesNotFit && row->outOfMemory) {
        auto e = estimate(*rs, EstimateOptions{.explain = false});
        if (!e)
            return fail(err, e.error());
        return fail(err, QStringLiteral("calibrate: %1: the measured run ran out of memory, so there is nothing to "
                                        "fit; Headroom predicts %2 GiB of %3 GiB (%4)")
                             .arg(rowFile, gib(e->perGpu.total()), gib(e->capacity),
                                  e->fits ? QStringLiteral("fits: the prediction misses this run")
                                          : QStringLiteral("does not fit, as measured")));
    }
    if (!fits) {
        Error e = fits.error();
        e.file = rowFile.toStdString();
        return fail(err, e);
    }
    // The card it ran on against the scenario's ("NVIDIA H200" within "NVIDIA H200 SXM 141GB").
    QString card = QString::fromStdString(row->device).trimmed();
    if (card.startsWith(QLatin1String("NVIDIA "), Qt::CaseInsensitive))
        card = card.mid(7);
    card = card.section(QLatin1Char(' '), 0, 0);
    if (!card.isEmpty() && !QString::fromStdString(rs->gpu.name).contains(card, Qt::CaseInsensitive))
        err << QStringLiteral("calibrate: note: %1 was measured on %2; the scenario's GPU is %3\n")
                   .arg(rowFile, QString::fromStdString(row->device), QString::fromStdString(rs->gpu.name));
    QStringList parts;
    for (const Calibration& c : *fits)
        parts << (c.quantity == MeasuredQuantity::PeakAllocatedBytes
                      ? QStringLiteral("peak allocated %1 bytes (predicted %2 before, on %3): activations.scale %4")
                            .arg(c.measured, 0, 'f', 0)
                            .arg(c.before, 0, 'f', 0)
                            .arg(QString::fromLatin1(toString(stackOf(c.fitted)).data()))
                            .arg(c.activationScale, 0, 'f', 4)
                      : QStringLiteral("step time %1 s (predicted %2 before): efficiency_scale %3")
                            .arg(c.measured, 0, 'g', 6)
                            .arg(c.before, 0, 'g', 6)
                            .arg(c.efficiencyScale, 0, 'f', 4));
    json doc = json::parse(scenarioToJson(fits->back().fitted));
    doc["description"] = QStringLiteral("Calibrated to %1: %2")
                             .arg(QFileInfo(rowFile).fileName(), parts.join(QStringLiteral("; ")))
                             .toStdString();
    return writeOutput(out, err, outFile, QString::fromStdString(doc.dump(2)) + QLatin1Char('\n'));
}

// Fits hardware.efficiency_scale to one measurement and writes the scenario
// that carries it; a summary of the fit goes into its description.
int cmdCalibrate(Args& args, QTextStream& out, QTextStream& err, const Catalog& catalog)
{
    const auto scenarioPath = args.take(QStringLiteral("--scenario"));
    const QStringList sets = args.takeAll(QStringLiteral("--set"));
    const auto measuredText = args.take(QStringLiteral("--measured"));
    const auto rowFile = args.take(QStringLiteral("--row"));
    const auto outFile = args.take(QStringLiteral("--out"));
    if (!args.error().isEmpty())
        return fail(err, args.error());
    if (const QString stray = args.stray(QStringLiteral("calibrate")); !stray.isEmpty())
        return fail(err, stray);
    if (measuredText.has_value() == rowFile.has_value())
        return fail(err, QStringLiteral("calibrate: one of --measured tokens_per_second_per_gpu=X, step_seconds=X or "
                                        "peak_allocated_bytes=X, or --row FILE (a bench/gpu/run_step.py row), "
                                        "is required"));
    if (rowFile)
        return calibrateToRow(*rowFile, scenarioPath, sets, outFile, out, err, catalog);
    auto measured = parseMeasurement(measuredText->toStdString());
    if (!measured)
        return fail(err, measured.error());
    std::string fileName;
    auto rs = loadResolved(scenarioPath, sets, catalog, &fileName);
    if (!rs)
        return fail(err, rs.error());
    auto fit = calibrate(*rs, measured->first, measured->second);
    if (!fit) {
        Error e = fit.error();
        e.file = fileName;
        return fail(err, e);
    }
    const bool bySeconds = fit->quantity == MeasuredQuantity::StepSeconds;
    std::string text = scenarioToJson(fit->fitted);
    json doc = json::parse(text);
    if (fit->quantity == MeasuredQuantity::PeakAllocatedBytes)
        doc["description"] =
            QStringLiteral("Calibrated to a measured peak allocated of %1 bytes (predicted %2 before, on %3): "
                           "activations.scale %4")
                .arg(fit->measured, 0, 'f', 0)
                .arg(fit->before, 0, 'f', 0)
                .arg(QString::fromLatin1(toString(stackOf(fit->fitted)).data()))
                .arg(fit->activationScale, 0, 'f', 4)
                .toStdString();
    else
        doc["description"] =
            QStringLiteral("Calibrated to a measured %1 of %2 (predicted %3 before): efficiency_scale %4")
                .arg(bySeconds ? QStringLiteral("step time (s)") : QStringLiteral("tokens/s per GPU"))
                .arg(fit->measured, 0, 'g', 6)
                .arg(fit->before, 0, 'g', 6)
                .arg(fit->efficiencyScale, 0, 'f', 4)
                .toStdString();
    return writeOutput(out, err, outFile, QString::fromStdString(doc.dump(2)) + QLatin1Char('\n'));
}

// Each command's own --help (plan, solve and chart have theirs elsewhere).
QString commandUsage(const QString& command)
{
    if (command == QLatin1String("estimate"))
        return QStringLiteral(
            "Usage: headroom-cli estimate [--scenario FILE] [--set PATH=VALUE]... [--format json|text|markdown]\n"
            "                             [--out FILE] [--catalog FILE]\n\n"
            "Evaluate a scenario (the defaults when no --scenario) and print the result: JSON with the keys\n"
            "scripts rely on (parameters, memory, compute, time with the predicted step, inference, serving\n"
            "in inference mode, cost, warnings), plain text, or Markdown with every formula worked out.\n"
            "--set overrides one field by its JSON path, e.g. --set parallelism.gpus=64; repeatable.\n"
            "--out writes the result to FILE atomically instead of standard output.\n");
    if (command == QLatin1String("params"))
        return QStringLiteral(
            "Usage: headroom-cli params --hf-config FILE | --safetensors FILE | --gguf FILE | --preset NAME\n"
            "                           [--catalog FILE]\n\n"
            "Print {\"total\", \"trainable\", \"embedding\", \"active_per_token\"} for a Hugging Face\n"
            "config.json, a .safetensors file (its header only) or a catalog preset. A .gguf file's\n"
            "header gives the exact bytes of every tensor by ggml type, the bits per weight and the\n"
            "shape its metadata names; the tensor data is never read.\n");
    if (command == QLatin1String("catalog"))
        return QStringLiteral(
            "Usage: headroom-cli catalog gpus|models|clouds [--format json|text] [--include-preliminary]\n"
            "                            [--catalog FILE]\n\n"
            "List the built-in catalog, with the user's catalog file layered over it, as JSON (the default).\n"
            "catalog gpus --format text lists each GPU with its usable and marketed memory, dense and sparse\n"
            "peaks, network, prices with their dates and age (older than six months: \"check it\"), and the\n"
            "dates of its sources; HEADROOM_TODAY=YYYY-MM-DD fixes the day prices are aged on. catalog models\n"
            "--format text lists each preset's id, name, family and size; catalog clouds --format text each\n"
            "offer's provider, instance, GPU, pricing, rate per GPU-hour and date.\n"
            "Parts announced but not shipping (\"preliminary\": true) are left out unless\n"
            "--include-preliminary is given.\n");
    if (command == QLatin1String("sweep"))
        return QStringLiteral(
            "Usage: headroom-cli sweep [--scenario FILE] --vary PATH --values V1,V2,... [--set PATH=VALUE]...\n"
            "                          [--format json|text|csv] [--catalog FILE]\n\n"
            "Evaluate the scenario once per value of the field at PATH. json (the default): one compact\n"
            "result per line with a \"sweep\" object; text: an aligned table; csv: a header and one row per\n"
            "value (fits, memory per GPU, time, GPU-hours, cloud cost, tokens/s per GPU, MFU; TTFT and TPOT in\n"
            "inference). Every value is evaluated before anything is printed.\n");
    if (command == QLatin1String("fields"))
        return QStringLiteral(
            "Usage: headroom-cli fields [--format text|json]\n\n"
            "Every scenario field: its JSON path, type, accepted range or names, and default; the inline\n"
            "architecture's (model.architecture.*) and an inline GPU's (hardware.gpu.*) fields too. These are\n"
            "the paths --set PATH=VALUE takes. text (the default): one aligned line per field; json: an array\n"
            "of {path, type, min, max, choices, default}.\n");
    if (command == QLatin1String("calibrate"))
        return QStringLiteral(
            "Usage: headroom-cli calibrate --scenario FILE\n"
            "                              --measured "
            "tokens_per_second_per_gpu=X|step_seconds=X|peak_allocated_bytes=X | --row FILE\n"
            "                              [--set PATH=VALUE]... [--out FILE] [--catalog FILE]\n\n"
            "Fit the predicted step time's efficiency (hardware.efficiency_scale) to one measured training\n"
            "run of yours and print the fitted scenario; every other layout estimated from it uses the fit.\n"
            "peak_allocated_bytes (torch.cuda.max_memory_allocated(), as bench/gpu/run_step.py writes it)\n"
            "fits what each layer keeps (activations.scale) so the software stack's predicted peak\n"
            "(memory.peak.bytes, under software.stack) matches it.\n"
            "--row FILE reads a row as bench/gpu/run_step.py writes it and fits what it measured, the peak\n"
            "first, then the step time; its micro_batch and sequence must be the scenario's, and a row that ran\n"
            "out of memory is compared with the scenario's verdict instead.\n");
    return {};
}

} // namespace

bool needsGui(const QStringList& args)
{
    return !args.isEmpty() && args.first() == QLatin1String("chart");
}

int run(const QStringList& argList, QTextStream& out, QTextStream& err)
{
    if (argList.isEmpty())
        return fail(err, QStringLiteral("no command given; try headroom-cli --help"));
    const QString command = argList.first();
    if (command == QLatin1String("--help") || command == QLatin1String("-h") || command == QLatin1String("help")) {
        out << kUsage;
        return kExitOk;
    }
    if (command == QLatin1String("--version")) {
        out << "headroom-cli " << HEADROOM_VERSION << " (commit " << HEADROOM_GIT_COMMIT << ")\n"
            << "Built with Qt " << QT_VERSION_STR << " (LGPLv3), Qt Charts (GPLv3), nlohmann_json "
            << NLOHMANN_JSON_VERSION_MAJOR << '.' << NLOHMANN_JSON_VERSION_MINOR << '.' << NLOHMANN_JSON_VERSION_PATCH
            << " (MIT)\n";
        return kExitOk;
    }
    // Commands with their own option sets print their own help.
    if (command == QLatin1String("chart"))
        return runChartCommand(argList.mid(1), out, err);
    const bool ownHelp = command == QLatin1String("plan") || command == QLatin1String("solve");
    Args args(argList.mid(1));
    if (ownHelp && argList.contains(QStringLiteral("--help"))) {
        out << (command == QLatin1String("plan") ? planUsage() : solveUsage());
        return kExitOk;
    }
    if (args.flag(QStringLiteral("--help"))) {
        const QString own = commandUsage(command);
        out << (own.isEmpty() ? QString::fromLatin1(kUsage) : own);
        return kExitOk;
    }
    const auto catalogFile = args.take(QStringLiteral("--catalog"));
    auto loaded = app::loadCatalog(catalogFile.value_or(QString()));
    if (!loaded)
        return fail(err, loaded.error());
    if (!loaded->userError.isEmpty())
        err << "headroom-cli: warning: user catalog ignored: " << loaded->userError << '\n';
    const Catalog& catalog = loaded->catalog;

    if (command == QLatin1String("estimate"))
        return cmdEstimate(args, out, err, catalog);
    if (command == QLatin1String("params"))
        return cmdParams(args, out, err, catalog);
    if (command == QLatin1String("catalog"))
        return cmdCatalog(args, out, err, catalog);
    if (command == QLatin1String("sweep"))
        return cmdSweep(args, out, err, catalog);
    if (command == QLatin1String("fields"))
        return cmdFields(args, out, err);
    if (command == QLatin1String("calibrate"))
        return cmdCalibrate(args, out, err, catalog);
    if (command == QLatin1String("plan"))
        return runPlanCommand(argList.mid(1), out, err, catalog);
    if (command == QLatin1String("solve"))
        return runSolveCommand(argList.mid(1), out, err, catalog);
    return fail(err, QStringLiteral("unknown command %1; try headroom-cli --help").arg(command));
}

} // namespace headroom::cli
