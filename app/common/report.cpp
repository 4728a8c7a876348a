#include "report.h"

#include <QStringList>

#include <cmath>

namespace headroom::app {

QString Report::figureTitle(FigureId id)
{
    switch (id) {
    case FigureId::ParamsTotal: return tr("Parameters");
    case FigureId::ParamsTrainable: return tr("Trainable parameters");
    case FigureId::ParamsActive: return tr("Active parameters per token");
    case FigureId::Weights: return tr("Weights");
    case FigureId::Gradients: return tr("Gradients");
    case FigureId::MasterWeights: return tr("Master weights");
    case FigureId::OptimizerStates: return tr("Optimizer states");
    case FigureId::ActivationsPerLayer: return tr("Activations per layer");
    case FigureId::Activations: return tr("Activations");
    case FigureId::Logits: return tr("Logits and loss");
    case FigureId::KvCache: return tr("KV cache");
    case FigureId::Overhead: return tr("Overhead");
    case FigureId::MemoryTotal: return tr("Memory per GPU");
    case FigureId::Headroom: return tr("Headroom");
    case FigureId::FlopsPerToken: return tr("FLOPs per token (model)");
    case FigureId::HardwareFlopsPerToken: return tr("FLOPs per token (hardware)");
    case FigureId::TotalFlops: return tr("Total training FLOPs");
    case FigureId::TrainingTime: return tr("Training time");
    case FigureId::GpuHours: return tr("GPU-hours");
    case FigureId::Energy: return tr("Energy");
    case FigureId::PrefillTime: return tr("Time to first token");
    case FigureId::DecodeMemoryTime: return tr("Decode step, memory time");
    case FigureId::DecodeComputeTime: return tr("Decode step, compute time");
    case FigureId::DecodeStep: return tr("Time per output token");
    case FigureId::InferenceTokensPerSecond: return tr("Tokens per second (aggregate)");
    case FigureId::MaxBatch: return tr("Largest batch that fits");
    case FigureId::CloudCost: return tr("Cloud cost");
    case FigureId::OnpremRate: return tr("On-prem cost per GPU-hour");
    case FigureId::OnpremCost: return tr("On-prem cost");
    case FigureId::BreakevenHours: return tr("Break-even GPU-hours");
    case FigureId::Count: break;
    }
    return {};
}

QString Report::ruleOfThumbNote(FigureId id)
{
    switch (id) {
    case FigureId::OptimizerStates: return tr("mixed-precision Adam keeps ≈ 16 bytes per parameter");
    case FigureId::Weights: return tr("2 bytes per parameter at 16-bit");
    case FigureId::MemoryTotal: return tr("training needs 4–6× the weights before activations");
    case FigureId::ActivationsPerLayer: return tr("34·s·b·h bytes per layer (GPT, selective recomputation)");
    case FigureId::FlopsPerToken: return tr("6·N per trained token, 2·N per generated token");
    case FigureId::HardwareFlopsPerToken: return tr("8·N with full recomputation");
    case FigureId::TotalFlops: return tr("C ≈ 6·N·D (Kaplan; Hoffmann et al.)");
    case FigureId::TrainingTime: return tr("8·T·P / (n·X) (Narayanan et al. 2021)");
    case FigureId::InferenceTokensPerSecond: return tr("decode tokens/s ≈ bandwidth / model bytes");
    case FigureId::DecodeMemoryTime: return tr("every decode step reads all the weights once");
    case FigureId::BreakevenHours: return tr("purchase price / cloud price per hour");
    default: return {};
    }
}

QString Report::warningMessage(Warning w)
{
    switch (w) {
    case Warning::DoesNotFit: return tr("Does not fit in the GPU's memory.");
    case Warning::PrecisionNotSupported:
        return tr("This GPU has no tensor units for the chosen precision; time uses the next slower peak.");
    case Warning::Fp8NotSupported: return tr("This GPU has no FP8 tensor cores; time uses the BF16/FP16 peak.");
    case Warning::GenericActivationsUnknown:
        return tr("Activation memory of a model given only as a parameter count is unknown: set activation bytes "
                  "per sample.");
    case Warning::SequenceLongerThanContext: return tr("The sequence is longer than the model's trained context.");
    case Warning::GlobalBatchNotDivisible:
        return tr("The global batch is not a multiple of micro-batch × data-parallel size; it is rounded down.");
    case Warning::PipelineBubble:
        return tr("Fewer micro-batches than pipeline stages: the pipeline bubble wastes most of the time.");
    case Warning::LayersNotDivisible:
        return tr("The layers do not divide evenly into pipeline stages; the first stage holds the larger share.");
    case Warning::HeadsNotDivisible:
        return tr("There are fewer KV heads than tensor-parallel GPUs; KV heads are replicated.");
    case Warning::SequenceParallelWithoutTensor:
        return tr("Sequence parallelism has no effect without tensor parallelism.");
    case Warning::CloudCheaperThanPower:
        return tr("The cloud price is below the on-prem power cost alone: owning never breaks even.");
    case Warning::QloraWithoutRecompute: return tr("QLoRA is usually run with full activation recomputation.");
    case Warning::ZeroWithSingleReplica:
        return tr("ZeRO shards across data-parallel replicas; with a single replica it saves nothing.");
    case Warning::PowerUnknown: return tr("This GPU's board power is not published; energy cost is left out.");
    case Warning::Count: break;
    }
    return {};
}

QString Report::errorMessage(const Error& e)
{
    // The engine's message names the file, JSON path, expectation and value;
    // the code picks a translated lead-in.
    QString lead;
    switch (e.code) {
    case ErrorCode::Io: lead = tr("Cannot read the file"); break;
    case ErrorCode::Parse: lead = tr("Not valid JSON"); break;
    case ErrorCode::WrongType: lead = tr("Wrong type"); break;
    case ErrorCode::MissingField: lead = tr("Missing field"); break;
    case ErrorCode::UnknownField: lead = tr("Unknown field"); break;
    case ErrorCode::UnknownValue: lead = tr("Unknown value"); break;
    case ErrorCode::OutOfRange: lead = tr("Value out of range"); break;
    case ErrorCode::Inconsistent: lead = tr("Impossible combination"); break;
    case ErrorCode::Unsupported: lead = tr("Not supported"); break;
    case ErrorCode::NotAvailable: lead = tr("Not available"); break;
    }
    return lead + QStringLiteral(": ") + QString::fromStdString(e.message());
}

QString Report::componentName(MemoryComponent c)
{
    switch (c) {
    case MemoryComponent::Weights: return tr("Weights");
    case MemoryComponent::Gradients: return tr("Gradients");
    case MemoryComponent::MasterWeights: return tr("Master weights");
    case MemoryComponent::OptimizerStates: return tr("Optimizer states");
    case MemoryComponent::Activations: return tr("Activations");
    case MemoryComponent::Logits: return tr("Logits");
    case MemoryComponent::KvCache: return tr("KV cache");
    case MemoryComponent::Overhead: return tr("Overhead");
    case MemoryComponent::Count: break;
    }
    return {};
}

QString Report::bottleneckName(Bottleneck b)
{
    return b == Bottleneck::Memory ? tr("memory bandwidth") : tr("compute");
}

QString Report::figureValue(const Formatter& f, FigureId id, double v)
{
    switch (figureInfo(id).unit) {
    case Unit::Count: return f.count(v);
    case Unit::Bytes: return f.bytes(v);
    case Unit::Flops: return f.flops(v);
    case Unit::Seconds: return f.duration(v);
    case Unit::Hours: return f.hours(v);
    case Unit::Usd: return f.money(v);
    case Unit::UsdPerHour: return f.moneyRate(v);
    case Unit::KWh: return tr("%1 kWh").arg(f.number(v));
    case Unit::Ratio: return f.percent(v);
    case Unit::FlopsPerSecond: return f.flopsRate(v);
    }
    return f.number(v);
}

QString Report::text(const Formatter& f, const ResolvedScenario& rs, const Estimate& e)
{
    const Scenario& s = rs.scenario;
    const bool inference = s.workload.mode == Mode::Inference;
    QStringList out;
    out << tr("Model: %1 (%2 parameters, %3 trainable)")
               .arg(QString::fromStdString(rs.model.name.empty() ? rs.model.id : rs.model.name),
                    f.count(e.params.total), f.count(e.trainableParameters));
    out << tr("Hardware: %1 × %2 (tensor %3, pipeline %4, data %5, ZeRO-%6)")
               .arg(s.parallelism.gpus)
               .arg(QString::fromStdString(rs.gpu.name))
               .arg(s.parallelism.tensor)
               .arg(s.parallelism.pipeline)
               .arg(e.dataParallel)
               .arg(s.parallelism.zero);
    out << QString();
    out << tr("Memory per GPU: %1 of %2 — %3")
               .arg(f.bytes(e.perGpu.total()), f.bytes(e.capacity),
                    e.fits ? tr("fits, %1 free").arg(f.bytes(e.headroom))
                           : tr("does NOT fit, short by %1").arg(f.bytes(-e.headroom)));
    for (std::size_t i = 0; i < kMemoryComponentCount; ++i) {
        if (e.perGpu.bytes[i] <= 0)
            continue;
        out << QStringLiteral("  %1 %2").arg(componentName(MemoryComponent(i)) + QLatin1Char(':'), -20).arg(f.bytes(e.perGpu.bytes[i]));
    }
    out << QString();
    if (!inference) {
        out << tr("Compute: %1 per token, %2 in total over %3 tokens")
                   .arg(f.flops(e.flopsPerToken), f.flops(e.totalFlops), f.count(e.tokens));
        out << tr("Training time: %1 (%2, %3 tokens/s)")
                   .arg(f.duration(e.seconds), f.hours(e.gpuHours), f.count(e.tokensPerSecond));
        out << tr("Cost: cloud %1, on-prem %2, energy %3 kWh")
                   .arg(f.money(e.cloudUsd), f.money(e.onpremUsd), f.number(e.energyKwh));
    } else {
        out << tr("Time to first token: %1; time per output token: %2 (%3-bound)")
                   .arg(f.duration(e.timeToFirstToken), f.duration(e.timePerOutputToken), bottleneckName(e.bottleneck));
        out << tr("Throughput: %1 tokens/s per sequence, %2 tokens/s in aggregate; largest batch %3, longest context %4")
                   .arg(f.number(e.tokensPerSecondPerSequence), f.number(e.inferenceTokensPerSecond))
                   .arg(e.maxBatch)
                   .arg(e.maxContext);
        out << tr("Cost per million tokens: cloud %1, on-prem %2")
                   .arg(f.money(e.usdPerMillionTokensCloud), f.money(e.usdPerMillionTokensOnprem));
    }
    out << tr("Break-even: %1 per GPU (%2 utilisation over the depreciation period)")
               .arg(std::isfinite(e.breakevenHours) ? f.hours(e.breakevenHours) : tr("never"),
                    std::isfinite(e.breakevenUtilization) ? f.percent(e.breakevenUtilization) : tr("n/a"));
    for (Warning w : e.warnings)
        out << tr("Warning: %1").arg(warningMessage(w));
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QString Report::markdown(const Formatter& f, const ResolvedScenario& rs, const Estimate& e)
{
    QStringList out;
    out << tr("# Headroom estimate: %1 on %2 × %3")
               .arg(QString::fromStdString(rs.model.name.empty() ? rs.model.id : rs.model.name))
               .arg(rs.scenario.parallelism.gpus)
               .arg(QString::fromStdString(rs.gpu.name));
    out << QString();
    out << tr("| Figure | Formula | With the numbers | Result | Rule of thumb |");
    out << QStringLiteral("|---|---|---|---|---|");
    for (std::size_t i = 0; i < kFigureCount; ++i) {
        const Figure& fig = e.figures[i];
        if (!fig.present())
            continue;
        const FigureId id = FigureId(i);
        QString thumb;
        if (fig.rule)
            thumb = QString::fromStdString(formulaText(fig.rule)) + QStringLiteral(" ≈ ") + figureValue(f, id, fig.ruleValue);
        auto cell = [](QString s) { return s.replace(QLatin1Char('|'), QStringLiteral("\\|")); };
        out << QStringLiteral("| %1 | `%2` | `%3` | **%4** | %5 |")
                   .arg(cell(figureTitle(id)), cell(QString::fromStdString(formulaText(fig.formula))),
                        cell(QString::fromStdString(substitutedText(fig.formula, fig))), cell(figureValue(f, id, fig.value)),
                        cell(thumb));
    }
    out << QString();
    out << tr("## Sources");
    QStringList seen;
    for (const Figure& fig : e.figures) {
        if (fig.present() && fig.source && *fig.source) {
            const QString src = QString::fromUtf8(fig.source);
            if (!seen.contains(src))
                seen << src;
        }
    }
    for (const QString& src : seen)
        out << QStringLiteral("- ") + src;
    if (!e.warnings.empty()) {
        out << QString() << tr("## Warnings");
        for (Warning w : e.warnings)
            out << QStringLiteral("- ") + warningMessage(w);
    }
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QString Report::csv(const ResolvedScenario&, const Estimate& e)
{
    QStringList out;
    out << QStringLiteral("key,value,unit");
    for (std::size_t i = 0; i < kFigureCount; ++i) {
        const Figure& fig = e.figures[i];
        if (!fig.present())
            continue;
        static const char* const units[] = {"count", "bytes", "flop", "s", "h", "usd", "usd/h", "kwh", "ratio", "flop/s"};
        const FigureInfo& info = figureInfo(FigureId(i));
        out << QStringLiteral("%1,%2,%3")
                   .arg(QString::fromLatin1(info.key),
                        std::isfinite(fig.value) ? QString::number(fig.value, 'g', 17) : QString(),
                        QString::fromLatin1(units[int(info.unit)]));
    }
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace headroom::app
