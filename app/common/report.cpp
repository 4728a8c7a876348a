#include "report.h"

#include <QDate>

#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include <cmath>

namespace headroom::app {

QString Report::figureTitle(FigureId id, bool perSample)
{
    if (perSample && id == FigureId::FlopsPerToken)
        return tr("FLOPs per sample (model)");
    if (perSample && id == FigureId::HardwareFlopsPerToken)
        return tr("FLOPs per sample (hardware)");
    return figureTitle(id);
}

QString Report::figureTitle(FigureId id, const Estimate& e)
{
    if (id == FigureId::Overhead)
        return componentName(MemoryComponent::Overhead, e.memoryPeak.papers);
    return figureTitle(id, e.framedInSamples && e.tokens == e.samples);
}

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
    case FigureId::GpuTrainingTime: return tr("Training time at the GPU step's pace");
    case FigureId::StepTime: return tr("Step time (predicted)");
    case FigureId::PipelineBubble: return tr("Pipeline bubble per step");
    case FigureId::TensorParallelComm: return tr("Tensor-parallel communication per layer");
    case FigureId::DataParallelComm: return tr("Gradient reduction per step");
    case FigureId::PredictedMfu: return tr("MFU (predicted)");
    case FigureId::InputStorage: return tr("Storage reads per step");
    case FigureId::InputPcie: return tr("Host-to-device copy per step");
    case FigureId::InputDecode: return tr("CPU decoding per step");
    case FigureId::CheckpointWrite: return tr("Checkpoint write");
    case FigureId::CheckpointPerStep: return tr("Checkpoint writing per step");
    case FigureId::InputBoundStep: return tr("Step with inputs and checkpoints");
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
    case FigureId::CostPerMillionTokens: return tr("Cloud cost per million tokens");
    case FigureId::OnpremRate: return tr("On-prem cost per GPU-hour");
    case FigureId::OnpremCost: return tr("On-prem cost");
    case FigureId::BreakevenHours: return tr("Break-even GPU-hours");
    case FigureId::JobMtbf: return tr("Mean time between failures of the job");
    case FigureId::LostPerFailure: return tr("Time lost per failure");
    case FigureId::OptimalCheckpointInterval: return tr("Best checkpoint interval");
    case FigureId::WallClockTime: return tr("Wall-clock training time");
    case FigureId::Goodput: return tr("Goodput");
    case FigureId::StragglerSlowdown: return tr("Waiting for the slowest GPU per step");
    case FigureId::BubbleShare: return tr("Pipeline bubble's share of the step");
    case FigureId::TensorCoreRate: return tr("Tensor cores' rate the step is timed at");
    case FigureId::AttentionRate: return tr("Attention kernel's rate");
    case FigureId::AdapterTime: return tr("LoRA adapters' memory-bound work per step");
    case FigureId::ServingKvPerSequence: return tr("Serving: KV cache per sequence");
    case FigureId::ServingKvBudget: return tr("Serving: memory left for the KV cache");
    case FigureId::ServingMaxConcurrency: return tr("Serving: most sequences at once");
    case FigureId::ServingPrefill: return tr("Serving: prefill of one prompt");
    case FigureId::ServingDecodeStep: return tr("Serving: one decode step");
    case FigureId::ServingTokensPerVerification: return tr("Serving: tokens per verification");
    case FigureId::ServingTpot: return tr("Serving: time per output token");
    case FigureId::ServingTtft: return tr("Serving: time to first token");
    case FigureId::ServingTokensPerGpu: return tr("Serving: output tokens per second per GPU");
    case FigureId::ServingCostCloud: return tr("Serving: cloud cost per million output tokens");
    case FigureId::ServingCostOnprem: return tr("Serving: on-prem cost per million output tokens");
    case FigureId::ServingInputCostCloud: return tr("Serving: cloud cost per million input tokens");
    case FigureId::Count: break;
    }
    return {};
}

QString Report::ruleOfThumb(RuleKind r)
{
    // One sentence per rule (kRulesOfThumb): the Rules tab lists them and a
    // figure's explanation names its rule with the same words.
    switch (r) {
    case RuleKind::BytesPerParameter: return tr("≈ 16 bytes per parameter (mixed-precision Adam)");
    case RuleKind::TrainingMultiple: return tr("training needs 4–6× the weights");
    case RuleKind::InferenceTwoBytes: return tr("2 bytes per parameter for fp16 inference");
    case RuleKind::SixND: return tr("C ≈ 6·N·D");
    case RuleKind::DecodeBandwidth: return tr("decode tokens/s ≈ bandwidth / model bytes");
    case RuleKind::ActivationsPerLayer: return tr("activations ≈ 34·s·b·h bytes per layer");
    case RuleKind::TrainingTime: return tr("training time ≈ 8·N·D / (GPUs × 40 % of peak)");
    case RuleKind::PipelineBubble: return tr("pipeline bubble ≈ (p − 1)/(v·m) of the step");
    case RuleKind::KvPerToken: return tr("KV cache ≈ 2·L·h·bytes per token");
    case RuleKind::InferenceMemory: return tr("inference needs 2 bytes per parameter + 20 %");
    case RuleKind::FlopsPerToken: return tr("6·N per trained token, 2·N per generated token");
    case RuleKind::RecomputeFlops: return tr("8·N with full recomputation");
    case RuleKind::DecodeReadsWeights: return tr("every decode step reads all the weights once");
    case RuleKind::BreakevenRatio: return tr("purchase price / cloud price per hour");
    case RuleKind::Count: break;
    }
    return {};
}

namespace {

// One English sentence per warning, in Warning's order: the window and the
// CLI's text say it translated, the result JSON in English.
// The engine's sources with words besides citations (core/src/model/sources.h,
// serving.cpp, inference.cpp, stack.cpp), listed for lupdate: sourceText()
// looks each up by its English text.
[[maybe_unused]] constexpr const char* kWordedSources[] = {
    QT_TRANSLATE_NOOP("Report", "Agrawal et al. 2024 (Sarathi-Serve, chunked prefill); docs/model.md §8b"),
    QT_TRANSLATE_NOOP("Report", "DeepSeek-V2 §2.1 (MLA); Beltagy et al. 2020 (sliding window); docs/model.md §1b"),
    QT_TRANSLATE_NOOP("Report", "Grattafiori et al. 2024 (Llama 3) §3.3.4: 419 unexpected interruptions in 54 days "
                                "on 16,384 GPUs; docs/model.md §7d"),
    QT_TRANSLATE_NOOP("Report", "Kwon et al. 2023 (vLLM, paged KV in 16-token blocks); docs/model.md §8b"),
    QT_TRANSLATE_NOOP("Report", "Leviathan et al. 2023 (speculative decoding); Williams et al. 2009 (roofline per "
                                "kernel); docs/model.md §8b"),
    QT_TRANSLATE_NOOP("Report", "Narayanan et al. 2021 §2.2 (1F1B, interleaved)"),
    QT_TRANSLATE_NOOP("Report", "PCI-SIG base specifications 3.0-5.0 (x16 per direction), ~80 % effective; "
                                "docs/model.md §7c"),
    QT_TRANSLATE_NOOP("Report", "PyTorch DataLoader (workers prefetch behind the step); docs/model.md §7c"),
    QT_TRANSLATE_NOOP("Report", "Rajbhandari et al. 2020 (ZeRO) §3.1 model states, less gradients; docs/model.md §7c"),
    QT_TRANSLATE_NOOP("Report", "Sinha et al. 2022 (SC'22): GPU speed varies across identical parts; the slowest of "
                                "N: √(2·ln N) spreads (extreme-value bound); docs/model.md §7e"),
    QT_TRANSLATE_NOOP("Report", "Thakur et al. 2005 (ring collectives); NCCL bus bandwidth; docs/model.md"),
    QT_TRANSLATE_NOOP("Report", "Williams et al. 2009 (roofline, per kernel); docs/model.md §8"),
    QT_TRANSLATE_NOOP("Report", "Williams et al. 2009 (roofline, per kernel); docs/model.md §8b"),
    QT_TRANSLATE_NOOP("Report", "docs/model.md §7c (ImageNet: Russakovsky et al. 2015; token ids: Megatron-LM "
                                "indexed_dataset; read rate: assumption)"),
    QT_TRANSLATE_NOOP("Report", "docs/model.md §7c (JPEG decode + augmentation per core: assumption, measure yours)"),
    QT_TRANSLATE_NOOP("Report", "docs/model.md §8b and §10 (cost per GPU-hour)"),
    QT_TRANSLATE_NOOP("Report", "Daly 2006 (FGCS 22(3)): complete model and higher-order optimum; Young 1974"),
    QT_TRANSLATE_NOOP("Report", "SGLang v0.5 python/sglang/srt/server_args.py (mem_fraction_static by tp_size)"),
};

constexpr std::array<const char*, std::size_t(Warning::Count)> kWarningSources = {
    // DoesNotFit
    QT_TRANSLATE_NOOP("Report", "Does not fit in the GPU's memory."),
    // PrecisionNotSupported
    QT_TRANSLATE_NOOP("Report", "This GPU has no tensor units for the chosen precision; time uses the next slower "
                                "peak."),
    // Fp8NotSupported
    QT_TRANSLATE_NOOP("Report", "This GPU has no FP8 tensor cores; time uses the BF16/FP16 peak."),
    // GenericActivationsUnknown
    QT_TRANSLATE_NOOP("Report",
                      "Activation memory of a model given only as a parameter count is unknown: set activation bytes "
                      "per sample."),
    // SequenceLongerThanContext
    QT_TRANSLATE_NOOP("Report", "The sequence is longer than the model's trained context."),
    // GlobalBatchNotDivisible
    QT_TRANSLATE_NOOP("Report", "The global batch is not a multiple of micro-batch × data-parallel size; it is rounded "
                                "down."),
    // PipelineBubble
    QT_TRANSLATE_NOOP("Report",
                      "Fewer micro-batches than pipeline stages: the pipeline bubble wastes most of the time."),
    // LayersNotDivisible
    QT_TRANSLATE_NOOP("Report", "The layers do not divide evenly into pipeline stages; the first stage holds the "
                                "larger share."),
    // HeadsNotDivisible
    QT_TRANSLATE_NOOP("Report", "There are fewer KV heads than tensor-parallel GPUs; KV heads are replicated."),
    // SequenceParallelWithoutTensor
    QT_TRANSLATE_NOOP("Report", "Sequence parallelism has no effect without tensor parallelism."),
    // CloudCheaperThanPower
    QT_TRANSLATE_NOOP("Report", "The cloud price is below the on-prem power cost alone: owning never breaks even."),
    // QloraWithoutRecompute
    QT_TRANSLATE_NOOP("Report", "QLoRA is usually run with full activation recomputation."),
    // ZeroWithSingleReplica
    QT_TRANSLATE_NOOP("Report", "ZeRO shards across data-parallel replicas; with a single replica it saves nothing."),
    // PowerUnknown
    QT_TRANSLATE_NOOP("Report", "This GPU's board power is not published; energy cost is left out."),
    // TensorAcrossNodes
    QT_TRANSLATE_NOOP("Report", "The tensor-parallel group is wider than a node: its collectives cross the scale-out "
                                "network."),
    // RecomputeLayersWithoutFull
    QT_TRANSLATE_NOOP("Report", "Recomputed layers apply to full recomputation only; here they change nothing."),
    // RecomputeLayersNotInStack
    QT_TRANSLATE_NOOP("Report", "Recomputing only the first layers of each stage is Megatron-LM's block method, "
                                "which this software stack does not have (torchtitan's nearest recomputes every k-th "
                                "layer); it is estimated as if it had."),
    // ModelParallelNotInStack
    QT_TRANSLATE_NOOP("Report", "This software stack shards by data only (the Hugging Face Trainer's DDP, FSDP or "
                                "DeepSpeed ZeRO): tensor and pipeline parallel are estimated as if it ran them; "
                                "Megatron-LM or FSDP2 (torchtitan) does."),
    // SelectiveNotInStack
    QT_TRANSLATE_NOOP("Report", "This software stack checkpoints whole layers (gradient checkpointing) and has no "
                                "selective recomputation: estimated without recomputation."),
    // WeightsNotInEngine
    QT_TRANSLATE_NOOP("Report", "This inference engine does not load weights in this format (llama.cpp runs GGUF "
                                "files only; the others not llama.cpp's block types): estimated as if it did."),
};

} // namespace

QString Report::warningMessage(Warning w)
{
    return std::size_t(w) < kWarningSources.size() ? tr(kWarningSources[std::size_t(w)]) : QString();
}

QString Report::sourceText(const char* source)
{
    if (!source || !*source)
        return {};
    return tr(source); // a source not in kWordedSources has no translation: as written
}

std::string Report::warningEnglish(Warning w)
{
    return std::size_t(w) < kWarningSources.size() ? kWarningSources[std::size_t(w)] : std::string();
}

QString Report::errorMessage(const Error& e)
{
    QString lead;
    switch (e.code) {
    case ErrorCode::Io: lead = tr("Cannot read the file"); break;
    case ErrorCode::Parse: {
        // A GGUF or safetensors file is not JSON: name its format.
        const QString file = QString::fromStdString(e.file).toLower();
        lead = file.endsWith(QLatin1String(".gguf"))          ? tr("Not a valid GGUF file")
               : file.endsWith(QLatin1String(".safetensors")) ? tr("Not a valid safetensors file")
                                                              : tr("Not valid JSON");
        break;
    }
    case ErrorCode::WrongType: lead = tr("Wrong type"); break;
    case ErrorCode::MissingField: lead = tr("Missing field"); break;
    case ErrorCode::UnknownField: lead = tr("Unknown field"); break;
    case ErrorCode::UnknownValue: lead = tr("Unknown value"); break;
    case ErrorCode::OutOfRange: lead = tr("Value out of range"); break;
    case ErrorCode::Inconsistent: lead = tr("Impossible combination"); break;
    case ErrorCode::Unsupported: lead = tr("Not supported"); break;
    case ErrorCode::NotAvailable: lead = tr("Not available"); break;
    case ErrorCode::DoesNotFit: lead = tr("Does not fit"); break;
    }
    QStringList parts{lead};
    if (!e.file.empty())
        parts << QString::fromStdString(e.file);
    if (!e.path.empty())
        parts << QString::fromStdString(e.path);
    const QString expected = expectation(e);
    QString detail;
    if (e.code == ErrorCode::UnknownField) {
        detail = expected; // the known fields
    } else {
        if (!expected.isEmpty())
            detail = tr("expected %1").arg(expected);
        if (!e.value.empty())
            detail += (detail.isEmpty() ? tr("got %1") : tr(", got %1")).arg(number(QString::fromStdString(e.value)));
    }
    if (!e.suggestions.empty()) {
        QStringList ids;
        for (const std::string& id : e.suggestions)
            ids << QString::fromStdString(id);
        const QString last = ids.takeLast();
        const QString named = ids.isEmpty() ? last : tr("%1 or %2").arg(ids.join(tr(", ", "list separator")), last);
        detail += tr(" (did you mean %1?)").arg(named);
    }
    if (!detail.isEmpty())
        parts << detail;
    return parts.join(QStringLiteral(": "));
}

QString Report::number(const QString& text)
{
    bool ok = false;
    const qlonglong n = text.toLongLong(&ok);
    return ok && text == QString::number(n) ? QLocale().toString(n) : text;
}

QString Report::expectation(const Error& e)
{
    const auto arg = [&e](std::size_t i) {
        return i < e.args.size() ? number(QString::fromStdString(e.args[i])) : QString();
    };
    switch (e.expect) {
    case Expect::Nothing: return {};
    case Expect::Object: return tr("an object");
    case Expect::JsonObject: return tr("a JSON object");
    case Expect::Array: return tr("an array");
    case Expect::Number: return tr("a number");
    case Expect::Integer: return tr("an integer");
    case Expect::Boolean: return tr("true or false");
    case Expect::String: return tr("a string");
    case Expect::NonEmptyString: return tr("a non-empty string");
    case Expect::ObjectOfStrings: return tr("an object of strings");
    case Expect::ArrayOfNonNegativeIntegers: return tr("an array of non-negative integers");
    case Expect::BeginEndPair: return tr("[begin, end]");
    case Expect::ValidJson:
        return e.args.size() >= 2 ? tr("valid JSON (the error is at line %1, byte %2)").arg(arg(0), arg(1))
                                  : tr("valid JSON");
    case Expect::JsonDepth: return tr("valid JSON nested at most %1 levels deep").arg(arg(0));
    case Expect::ReadableFile: return tr("a readable file");
    case Expect::RegularFile: return tr("a regular file");
    case Expect::FileSize: return tr("a file of at most %1 bytes").arg(arg(0));
    case Expect::HeaderSize: return tr("a header of at most %1 bytes").arg(arg(0));
    case Expect::MinimumFileSize: return tr("at least %1 bytes").arg(arg(0));
    case Expect::HeaderWithinFile: return tr("a header length within the file (%1 bytes)").arg(arg(0));
    case Expect::SafetensorsHeader: return tr("a readable safetensors header");
    case Expect::NumberRange: return tr("a number from %1 to %2").arg(arg(0), arg(1));
    case Expect::NumberAboveRange: return tr("a number above %1 and at most %2").arg(arg(0), arg(1));
    case Expect::IntegerRange: return tr("an integer from %1 to %2").arg(arg(0), arg(1));
    case Expect::NonNegativeInteger: return tr("a non-negative integer");
    case Expect::PositiveInteger: return tr("a positive integer");
    case Expect::PositiveNumber: return tr("a positive number");
    case Expect::NonNegativeNumber: return tr("a non-negative number");
    case Expect::Probability: return tr("a number from 0 to 1");
    case Expect::FractionBelowOne: return tr("a fraction from 0 up to, not including, 1");
    case Expect::ZeroOrNumberRange: return tr("0, or a number from %1 to %2").arg(arg(0), arg(1));
    case Expect::ParameterLimit: return tr("a model of at most %1 parameters").arg(arg(0));
    case Expect::ElementLimit: return tr("a shape of fewer than %1 elements").arg(arg(0));
    case Expect::Literal: return arg(0);
    case Expect::OneOf: return tr("one of %1").arg(arg(0));
    case Expect::AtLeastOneOf: return tr("a list with at least one of %1").arg(arg(0));
    case Expect::ExactlyOneOf: return tr("exactly one of the fields %1").arg(arg(0));
    case Expect::KnownFields: return tr("known fields: %1").arg(arg(0));
    case Expect::NewerVersion:
        return tr("version %1 (the file was written by a newer Headroom; update to read it)").arg(arg(0));
    case Expect::UniqueId: return tr("an id not used before in this file");
    case Expect::CatalogGpu: return tr("a GPU id from the catalog");
    case Expect::CatalogGpuOrObject: return tr("a GPU id from the catalog or a GPU object");
    case Expect::CatalogModel: return tr("a model id from the catalog");
    case Expect::FigureKey: return tr("a figure key such as %1").arg(arg(0));
    case Expect::DtypeName: return tr("a dtype name such as %1").arg(arg(0));
    case Expect::PositivePeak: return tr("at least one positive peak (%1)").arg(arg(0));
    case Expect::Date: return tr("a date YYYY, YYYY-MM or YYYY-MM-DD");
    case Expect::Assignment: return tr("PATH=VALUE, e.g. %1").arg(arg(0));
    case Expect::DottedPath: return tr("a dotted path like %1").arg(arg(0));
    case Expect::DivisorOf: return tr("a divisor of %1 (%2)").arg(arg(0), arg(1));
    case Expect::DivisorOfHiddenOrHeadDim: return tr("a divisor of hidden (%1) or an explicit head_dim").arg(arg(0));
    case Expect::AtMost: return tr("at most %1 (%2)").arg(arg(0), arg(1));
    case Expect::SameAs: return tr("the same value as %1 (%2)").arg(arg(0), arg(1));
    case Expect::EqualTo: return tr("equal to %1 (%2)").arg(arg(0), arg(1));
    case Expect::TensorPipelineDividesGpus:
        return tr("tensor × pipeline (%1 × %2 = %3) to divide the GPU count (%4)").arg(arg(0), arg(1), arg(2), arg(3));
    case Expect::StagesDivideLayers: return tr("pipeline × virtual stages to divide the layers (%1)").arg(arg(0));
    case Expect::GlobalBatchAtLeast:
        return tr("at least micro-batch × data-parallel size (%1 × %2 = %3)").arg(arg(0), arg(1), arg(2));
    case Expect::OneWithoutArchitecture:
        return tr("1 for a model given only as a parameter count (tensor, pipeline and expert parallel need an "
                  "architecture)");
    case Expect::OneWithoutPipeline: return tr("1 unless pipeline parallelism is used");
    case Expect::StageLayersShare:
        return tr("layers that leave %1 for the other %2 stages to share evenly").arg(arg(0), arg(1));
    case Expect::OnlyWithPipeline: return tr("nothing unless pipeline parallelism is used");
    case Expect::ModelWithArchitecture: return tr("a model with an architecture (LoRA adapts its weight matrices)");
    case Expect::TrainingModeFor: return tr("a training mode (train, lora, qlora) for %1").arg(arg(0));
    case Expect::StackRuns: {
        // The job the stack must run, as the core names it.
        const QString job = arg(0) == QLatin1String("training")    ? tr("training")
                            : arg(0) == QLatin1String("inference") ? tr("inference")
                                                                   : arg(0);
        return tr("a software stack that runs %1 (%2)").arg(job, arg(1));
    }
    case Expect::NoCrossAttention: return tr("a model without cross-attention");
    case Expect::WholeBytes: return tr("a whole number of bytes of %1").arg(arg(0));
    case Expect::ByteSpan: return tr("%1 bytes for the shape and dtype").arg(arg(0));
    case Expect::PackedTensors: return tr("tensors packed end to end, this one starting at %1").arg(arg(0));
    case Expect::OffsetsWithinData: return tr("offsets within the data section (%1 bytes)").arg(arg(0));
    case Expect::GgufMagic: return tr("a GGUF file (it starts with \"GGUF\")");
    case Expect::CompleteHeader: return tr("a complete header (%1 bytes needed, the file has %2)").arg(arg(0), arg(1));
    case Expect::GgmlType: return tr("a ggml tensor type llama.cpp knows (0 to %1)").arg(arg(0));
    case Expect::Count: break;
    }
    return QString::fromStdString(e.expectText());
}

QString Report::formulaWord(std::string_view key)
{
    // The engine's formula words (explain.cpp kWords), translated here.
    static const struct {
        const char* key;
        const char* text;
    } kWords[] = {
        {"activations", QT_TR_NOOP("activations")},
        {"adapted_matrices", QT_TR_NOOP("over the adapted matrices")},
        {"adapters", QT_TR_NOOP("adapters")},
        {"attention", QT_TR_NOOP("attention")},
        {"attention_scores", QT_TR_NOOP("attention scores")},
        {"bandwidth", QT_TR_NOOP("bandwidth")},
        {"bytes", QT_TR_NOOP("bytes")},
        {"bytes_per_param", QT_TR_NOOP("bytes/param")},
        {"embedding", QT_TR_NOOP("embedding")},
        {"embeddings_norms", QT_TR_NOOP("embeddings, norms")},
        {"final_norm", QT_TR_NOOP("final norm")},
        {"forward_backward", QT_TR_NOOP("forward + backward per sample")},
        {"frozen", QT_TR_NOOP("frozen")},
        {"gpt_selective", QT_TR_NOOP("GPT, 16-bit, selective")},
        {"gradients", QT_TR_NOOP("gradients")},
        {"head", QT_TR_NOOP("head")},
        {"inference_margin", QT_TR_NOOP("+20% for inference")},
        {"inactive_experts", QT_TR_NOOP("experts a token skips")},
        {"kv", QT_TR_NOOP("KV")},
        {"layers", QT_TR_NOOP("layers")},
        {"layer_input", QT_TR_NOOP("layer input")},
        {"layer_input_kept", QT_TR_NOOP("layer input kept")},
        {"layer_matrices", QT_TR_NOOP("layer matrices")},
        {"logits", QT_TR_NOOP("logits")},
        {"master", QT_TR_NOOP("master")},
        {"mla_latent", QT_TR_NOOP("MLA latent and rope key")},
        {"mlp", QT_TR_NOOP("MLP")},
        {"mlp_per_expert", QT_TR_NOOP("MLP per expert")},
        {"mlp_width", QT_TR_NOOP("MLP width")},
        {"model_bytes", QT_TR_NOOP("model bytes")},
        {"model_states_unsharded", QT_TR_NOOP("model states, unsharded")},
        {"norms", QT_TR_NOOP("norms")},
        {"of_the_step", QT_TR_NOOP("of the step")},
        {"one_layer", QT_TR_NOOP("one layer's activations")},
        {"one_layer_workspace", QT_TR_NOOP("one layer's workspace")},
        {"optimizer", QT_TR_NOOP("optimizer")},
        {"overhead", QT_TR_NOOP("overhead")},
        {"copies", QT_TR_NOOP("weight copies")},
        {"gradients_freed", QT_TR_NOOP("zero_grad(set_to_none) freed them; the backward makes them after the peak")},
        {"gradients_unsynced", QT_TR_NOOP("FSDP's no_sync keeps them whole until a step's last micro-batch")},
        {"tokens", QT_TR_NOOP("tokens")},
        {"layer_input_per_token", QT_TR_NOOP("layer input per token")},
        {"saved_per_token", QT_TR_NOOP("saved per token by the eager ops")},
        {"head_input", QT_TR_NOOP("final norm and head input")},
        {"bytes_per_logit", QT_TR_NOOP("bytes per logit")},
        {"loss_gradients", QT_TR_NOOP("the loss's gradients, kept to the backward")},
        {"log_sum_exp", QT_TR_NOOP("the fp32 log-sum-exp of each token")},
        {"dense_peak", QT_TR_NOOP("dense peak")},
        {"power_limit", QT_TR_NOOP("power limit")},
        {"tdp", QT_TR_NOOP("TDP")},
        {"clock_exponent", QT_TR_NOOP("clock exponent")},
        {"sustained_share", QT_TR_NOOP("the stack's sustained share")},
        {"tensor_rate", QT_TR_NOOP("tensor cores' rate")},
        {"attention_share", QT_TR_NOOP("the kernel's share of it at head dimension 128")},
        {"head_dim_share", QT_TR_NOOP("its published rate at this head dimension over 128's")},
        {"recomputed_share", QT_TR_NOOP("the share of the layers recomputed")},
        {"forward_passes", QT_TR_NOOP("forward passes")},
        {"adapter_forward", QT_TR_NOOP("the adapters' bytes per token forward")},
        {"adapter_backward", QT_TR_NOOP("the adapters' bytes per token backward")},
        {"recomputed_layers", QT_TR_NOOP("recomputed layers")},
        {"one_prompt_workspace", QT_TR_NOOP("one prompt's workspace")},
        {"reserve", QT_TR_NOOP("allocator reserve")},
        {"context", QT_TR_NOOP("CUDA context")},
        {"per_layer", QT_TR_NOOP("per layer")},
        {"per_sequence", QT_TR_NOOP("per sequence")},
        {"replicated", QT_TR_NOOP("replicated")},
        {"rest", QT_TR_NOOP("sum of the rest")},
        {"split", QT_TR_NOOP("split")},
        {"weights", QT_TR_NOOP("weights")},
        {"with_full_recompute", QT_TR_NOOP("with full recomputation")},
        {"young", QT_TR_NOOP("Young 1974")},
    };
    for (const auto& w : kWords)
        if (key == w.key)
            return tr(w.text);
    return {};
}

namespace {

FormulaWords translatedWords()
{
    return [](std::string_view key) {
        const QString word = Report::formulaWord(key);
        return word.isEmpty() ? std::string(formulaWordEnglish(key)) : word.toStdString();
    };
}

} // namespace

QString Report::formula(const char* formula)
{
    return QString::fromStdString(formulaText(formula, translatedWords()));
}

QString Report::substituted(const char* formula, const Figure& figure)
{
    return QString::fromStdString(substitutedText(formula, figure, translatedWords()));
}

QString Report::stepPartName(StepPart p)
{
    switch (p) {
    case StepPart::Compute: return tr("Compute");
    case StepPart::MemoryBound: return tr("Memory-bound work");
    case StepPart::Recompute: return tr("Recomputation");
    case StepPart::TensorParallel: return tr("Tensor parallel");
    case StepPart::ContextParallel: return tr("Context parallel");
    case StepPart::ExpertParallel: return tr("Expert parallel");
    case StepPart::PipelineBubble: return tr("Pipeline bubble");
    case StepPart::PipelineP2p: return tr("Pipeline transfers");
    case StepPart::DataParallel: return tr("Gradient reduction");
    case StepPart::ParamGather: return tr("Parameter gathers");
    case StepPart::Optimizer: return tr("Optimizer step");
    case StepPart::Straggler: return tr("Waiting for the slowest GPU");
    case StepPart::Host: return tr("Kernel launches");
    case StepPart::Count: break;
    }
    return {};
}

QString Report::stepLimitName(StepLimit l)
{
    switch (l) {
    case StepLimit::Compute: return tr("compute");
    case StepLimit::MemoryBound: return tr("memory-bound work");
    case StepLimit::Bubble: return tr("the pipeline bubble");
    case StepLimit::TensorParallel: return tr("tensor-parallel communication");
    case StepLimit::DataParallel: return tr("gradient reduction");
    case StepLimit::Communication: return tr("communication");
    case StepLimit::Host: return tr("the host launching kernels");
    }
    return {};
}

QString Report::inputLimitName(InputLimit l)
{
    switch (l) {
    case InputLimit::Gpu: return tr("the GPU step");
    case InputLimit::Storage: return tr("storage reads");
    case InputLimit::Pcie: return tr("host-to-device copies");
    case InputLimit::Decode: return tr("CPU decoding");
    case InputLimit::Checkpoint: return tr("checkpoint writing");
    }
    return {};
}

QStringList Report::goodputLines(const Formatter& f, const Scenario& s, const Estimate& e)
{
    QStringList out;
    const Goodput& g = e.goodput;
    if (e.seconds <= 0)
        return out;
    // The failure rate, and where it is from (docs/model.md §7d).
    const QString rate =
        e.defaultFailureRate
            ? tr("%1 failures per million GPU-hours (Llama 3's: 419 unexpected interruptions in 54 "
                 "days on 16,384 GPUs)")
                  .arg(f.number(g.failuresPerGpuHour * 1e6))
            : tr("%1 failures per million GPU-hours (the scenario's)").arg(f.number(g.failuresPerGpuHour * 1e6));
    if (!g.finite()) {
        out << tr("Wall clock with failures: the run never finishes at %1: with a failure every %2 and no "
                  "checkpoint to go back to, every failure starts it again")
                   .arg(rate, f.duration(g.mtbfSeconds));
        return out;
    }
    out << tr("Wall clock with failures: %1 (%2, goodput %3) at %4")
               .arg(f.duration(g.wallSeconds), f.hours(e.wallGpuHours), f.percent(g.fraction), rate);
    if (g.failures > 0)
        out << tr("  Lost: %1 failures, each %2 (restart %3, reload %4, work done again %5); checkpoint writes %6")
                   .arg(f.number(g.failures), f.duration(g.lostPerFailure), f.duration(g.restartTotal),
                        f.duration(g.reloadTotal), f.duration(g.recomputeTotal), f.duration(g.writeTotal));
    else if (g.writeTotal > 0)
        out << tr("  Lost: checkpoint writes %1").arg(f.duration(g.writeTotal));
    if (g.optimalIntervalSteps > 0 && g.optimalIntervalSteps != s.checkpoint.intervalSteps)
        out << tr("  Best checkpoint interval (Young/Daly): every %1 steps (%2), goodput %3")
                   .arg(f.integer(double(g.optimalIntervalSteps)), f.duration(g.optimalIntervalSeconds),
                        f.percent(g.fractionAtOptimal));
    return out;
}

QStringList Report::stageLines(const Formatter& f, const Estimate& e)
{
    QStringList out;
    if (e.stages.size() < 2)
        return out;
    out << tr("Pipeline stages (the step is timed on stage %1, the memory figures are stage %2's):")
               .arg(e.slowestStage)
               .arg(e.worstMemoryStage);
    for (const StageReport& r : e.stages) {
        QString what = tr("  Stage %1: %2 layers, %3 per GPU, forward and backward %4")
                           .arg(r.stage)
                           .arg(r.layers == std::floor(r.layers) ? f.integer(r.layers) : f.number(r.layers),
                                f.bytes(r.memory.total()), f.duration(r.forwardSeconds + r.backwardSeconds));
        if (r.embedding)
            what += QLatin1Char(' ') + tr("(embedding)");
        if (r.head)
            what += QLatin1Char(' ') + tr("(LM head and logits)");
        out << what;
    }
    return out;
}

QString Report::inputStageName(InputLimit l)
{
    switch (l) {
    case InputLimit::Gpu: return tr("GPU step");
    case InputLimit::Storage: return tr("Storage reads");
    case InputLimit::Pcie: return tr("Host-to-device copies");
    case InputLimit::Decode: return tr("CPU decoding");
    case InputLimit::Checkpoint: return tr("Checkpoint writing");
    }
    return {};
}

QString Report::inputBound(const Formatter& f, const Estimate& e)
{
    const PipelineTime& p = e.pipeline;
    if (p.binding == InputLimit::Gpu)
        return {};
    double seconds = 0;
    switch (p.binding) {
    case InputLimit::Gpu: break;
    case InputLimit::Storage: seconds = p.storageSeconds; break;
    case InputLimit::Pcie: seconds = p.pcieSeconds; break;
    case InputLimit::Decode: seconds = p.decodeSeconds; break;
    case InputLimit::Checkpoint: seconds = p.checkpointSecondsPerStep; break;
    }
    const QString text = p.binding == InputLimit::Checkpoint ? tr("Checkpoint-bound: %1 %2 per step vs %3 GPU step")
                                                             : tr("Input-bound: %1 %2 per step vs %3 GPU step");
    QString note = text.arg(inputLimitName(p.binding), f.duration(seconds), f.duration(p.gpuStepSeconds));
    // The training time and cost are the run's at that pace (docs/model.md
    // §7c): say what the GPUs alone would take.
    if (e.gpuSeconds > 0 && e.seconds > e.gpuSeconds)
        note += QStringLiteral("; ") +
                tr("time and cost are at that pace (the GPUs alone: %1)").arg(f.duration(e.gpuSeconds));
    return note;
}

QString Report::rentOrBuy(const Formatter& f, const RentOrBuy& r)
{
    if (!r.applies)
        return {};
    // One GPU's sentence has no count to put in: give each its own arguments.
    const QString costs =
        r.gpus == 1 ? tr("Renting this run costs %1 (%2); buying its GPU with its share of a server costs %3, "
                         "and the run's power on it %4.")
                          .arg(f.money(r.rentUsd), f.hours(r.gpuHours), f.money(r.purchaseUsd), f.money(r.energyUsd))
                    : tr("Renting this run costs %1 (%2); buying its %5 GPUs with their servers costs %3, "
                         "and the run's power on them %4.")
                          .arg(f.money(r.rentUsd), f.hours(r.gpuHours), f.money(r.purchaseUsd), f.money(r.energyUsd),
                               f.integer(r.gpus));
    QString verdict;
    if (!std::isfinite(r.jobsPerYearToPay))
        verdict = tr("Owning never pays: the power alone costs more than renting.");
    else if (!r.buyingCanPay())
        verdict = tr("Owning would pay only at %1 such runs a year, but at most %2 fit in a year: rent.")
                      .arg(f.number(r.jobsPerYearToPay), f.number(r.jobsPerYearMax));
    else
        verdict = tr("Owning pays from %1 such runs a year (%2 a year of upkeep and depreciation; at most %3 runs "
                     "fit in a year); fewer, and renting is cheaper.")
                      .arg(f.number(r.jobsPerYearToPay), f.money(r.ownYearUsd), f.number(r.jobsPerYearMax));
    return costs + QLatin1Char(' ') + verdict;
}

QString Report::stepShareName(const StepShare& s)
{
    if (!s.part)
        return inputLimitName(s.input);
    switch (*s.part) {
    case StepPart::Compute: return tr("compute");
    case StepPart::MemoryBound: return tr("memory-bound work");
    case StepPart::Recompute: return tr("recomputation");
    case StepPart::TensorParallel: return tr("tensor-parallel communication");
    case StepPart::ContextParallel: return tr("context-parallel communication");
    case StepPart::ExpertParallel: return tr("expert-parallel communication");
    case StepPart::PipelineBubble: return tr("the pipeline bubble");
    case StepPart::PipelineP2p: return tr("pipeline transfers");
    case StepPart::DataParallel: return tr("gradient reduction");
    case StepPart::ParamGather: return tr("parameter gathers");
    case StepPart::Optimizer: return tr("the optimizer step");
    case StepPart::Straggler: return tr("waiting for the slowest GPU");
    case StepPart::Host: return tr("kernel launches");
    case StepPart::Count: break;
    }
    return {};
}

QString Report::limitedBy(const Formatter& f, const StepShares& s)
{
    if (!(s.largest.seconds > 0))
        return {};
    if (!(s.next.seconds > 0))
        return tr("%1, %2", "what limits a step: its largest part and that part's share")
            .arg(stepShareName(s.largest), f.percent(s.largest.share));
    return tr("%1, %2; next: %3, %4", "what limits a step: its largest part with its share, then the next")
        .arg(stepShareName(s.largest), f.percent(s.largest.share), stepShareName(s.next), f.percent(s.next.share));
}

QString Report::kvPartName(KvPart p, bool latent)
{
    switch (p) {
    case KvPart::Context: return latent ? tr("KV cache: MLA latent") : tr("KV cache: full layers");
    case KvPart::Window: return tr("KV cache: windowed layers");
    case KvPart::State: return tr("Recurrent state");
    case KvPart::Count: break;
    }
    return componentName(MemoryComponent::KvCache);
}

QString Report::componentName(MemoryComponent c)
{
    switch (c) {
    case MemoryComponent::Weights: return tr("Weights");
    case MemoryComponent::Gradients: return tr("Gradients");
    case MemoryComponent::MasterWeights: return tr("Master weights");
    case MemoryComponent::OptimizerStates: return tr("Optimizer states");
    case MemoryComponent::WeightCopies: return tr("Weight copies");
    case MemoryComponent::Activations: return tr("Activations");
    case MemoryComponent::Logits: return tr("Logits");
    case MemoryComponent::KvCache: return tr("KV cache");
    case MemoryComponent::AllocatorReserve: return tr("Allocator reserve");
    case MemoryComponent::Overhead: return tr("Overhead");
    case MemoryComponent::Count: break;
    }
    return {};
}

QString Report::componentName(MemoryComponent c, bool papers)
{
    return c == MemoryComponent::Overhead && !papers ? tr("CUDA context") : componentName(c);
}

QString Report::stackName(SoftwareStack s)
{
    switch (s) {
    case SoftwareStack::Megatron: return QStringLiteral("Megatron-LM");
    case SoftwareStack::DeepSpeed: return QStringLiteral("DeepSpeed ZeRO");
    case SoftwareStack::Fsdp2: return QStringLiteral("PyTorch FSDP2");
    case SoftwareStack::HfTransformers: return QStringLiteral("Hugging Face Transformers");
    case SoftwareStack::Vllm: return QStringLiteral("vLLM");
    case SoftwareStack::Sglang: return QStringLiteral("SGLang");
    case SoftwareStack::TensorRtLlm: return QStringLiteral("TensorRT-LLM");
    case SoftwareStack::LlamaCpp: return QStringLiteral("llama.cpp");
    }
    return {};
}

QString Report::stackShortName(SoftwareStack s)
{
    switch (s) {
    case SoftwareStack::Megatron: return QStringLiteral("Megatron");
    case SoftwareStack::DeepSpeed: return QStringLiteral("DeepSpeed");
    case SoftwareStack::Fsdp2: return QStringLiteral("FSDP2");
    case SoftwareStack::HfTransformers: return QStringLiteral("HF");
    case SoftwareStack::TensorRtLlm: return QStringLiteral("TRT-LLM");
    default: return stackName(s);
    }
}

QString Report::momentName(MemoryMoment m)
{
    switch (m) {
    case MemoryMoment::StepStart: return tr("the start of the step");
    case MemoryMoment::Forward: return tr("the end of the forward");
    case MemoryMoment::BackwardStart: return tr("the start of the backward");
    case MemoryMoment::Backward: return tr("the backward");
    case MemoryMoment::Optimizer: return tr("the optimizer step");
    case MemoryMoment::StepEnd: return tr("the end of the step");
    case MemoryMoment::Prefill: return tr("the prefill");
    case MemoryMoment::Decode: return tr("decoding");
    }
    return {};
}

QString Report::peakMoment(const Formatter& f, const MemoryPeak& peak, const MemoryTimeline& tl)
{
    const QString moment = momentName(peak.moment);
    const int microBatch = tl.peakIndex < tl.points.size() ? tl.points[tl.peakIndex].microBatch : 0;
    if (tl.microBatches < 2 || tl.oneMicroBatch || microBatch < 1)
        return moment;
    return tr("%1 of micro-batch %2 of %3").arg(moment, f.integer(microBatch), f.integer(tl.microBatches));
}

QString Report::powerLimitNote(const Formatter& f, const ResolvedScenario& rs)
{
    const double watts = boardWatts(rs.gpu, rs.scenario.hardware);
    return watts < rs.gpu.tdpWatts
               ? tr(", power limit %1 of %2 W").arg(f.integer(watts)).arg(f.integer(rs.gpu.tdpWatts))
               : QString();
}

QString Report::softwareLine(const ResolvedScenario& rs, const Estimate& e)
{
    QString line = tr("Software: %1").arg(stackName(e.stack));
    if (rs.scenario.software.compile)
        line += tr(", torch.compile");
    if (chunkedLoss(rs.scenario))
        line += tr(", chunked loss");
    else if (compiledLoss(rs.scenario))
        line += tr(", compiled loss");
    if (rs.scenario.software.attention == AttentionKernel::FlashAttention2)
        line += tr(", FlashAttention-2");
    if (rs.scenario.software.moeDispatcher == MoeDispatcher::DeepEp && rs.model.arch.experts > 1 &&
        rs.scenario.workload.mode != Mode::Inference)
        line += tr(", DeepEP dispatch");
    if (e.memoryPeak.papers)
        line += e.stack == SoftwareStack::Megatron || e.stack == SoftwareStack::TensorRtLlm
                    ? tr(" (the papers' accounting: every part of memory at once)")
                    : QString();
    else if (!rs.scenario.software.stack)
        line += tr(" (the default)");
    else if (rs.stackFromHardware)
        line += tr(" (the default on this hardware)");
    return line;
}

QString Report::peakLine(const Formatter& f, const Estimate& e)
{
    const MemoryPeak& pk = e.memoryPeak;
    if (pk.papers || !(pk.allocated > 0))
        return {};
    // What is alive at the peak, largest first, the three largest named.
    std::vector<std::pair<double, MemoryComponent>> alive;
    for (std::size_t i = 0; i < kMemoryComponentCount; ++i)
        if (pk.alive.bytes[i] > 0)
            alive.push_back({pk.alive.bytes[i], MemoryComponent(i)});
    std::sort(alive.begin(), alive.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    QStringList parts;
    for (std::size_t i = 0; i < alive.size() && i < 3; ++i)
        parts << tr("%1 %2").arg(componentName(alive[i].second), f.bytes(alive[i].first));
    if (alive.size() > 3)
        parts << QStringLiteral("…");
    return tr("Peak: %1 allocated at %2 (%3); the allocator reserves %4; with the CUDA context the process takes %5")
        .arg(f.bytes(pk.allocated), peakMoment(f, pk, e.timeline), parts.join(QStringLiteral(" · ")),
             f.bytes(pk.reserved), f.bytes(pk.process));
}

QString Report::bottleneckName(Bottleneck b)
{
    return b == Bottleneck::Memory ? tr("memory bandwidth") : tr("compute");
}

QString Report::decodeBoundName(const Estimate& e)
{
    return e.decodeHostBound ? tr("host") : bottleneckName(e.bottleneck);
}

QString Report::fixWords(const Fix& fix, const Formatter& f, bool translated)
{
    const auto T = [translated](const char* source) { return translated ? tr(source) : QString::fromUtf8(source); };
    const bool inference = fix.scenario.workload.mode == Mode::Inference;
    const auto recomputeName = [&](Recompute r) {
        return r == Recompute::Full ? T(QT_TR_NOOP("full recomputation")) : T(QT_TR_NOOP("selective recomputation"));
    };
    // A PyTorch-native stack's users name the same changes their way.
    const SoftwareStack stack = stackOf(fix.scenario);
    const bool eager = stackFacts(stack).saves == SaveRule::Eager;
    const bool fsdp = stack == SoftwareStack::HfTransformers || stack == SoftwareStack::Fsdp2;
    QString what;
    switch (fix.kind) {
    case FixKind::ZeroStage:
        what = fsdp && fix.value >= 3 ? T(QT_TR_NOOP("FSDP full sharding (ZeRO-3)"))
               : fsdp                 ? T(QT_TR_NOOP("FSDP gradient and optimizer sharding (ZeRO-%1)")).arg(fix.value)
                                      : T(QT_TR_NOOP("ZeRO stage %1")).arg(fix.value);
        break;
    case FixKind::Recompute:
        what = fix.value != 2 ? T(QT_TR_NOOP("Selective recomputation"))
               : eager        ? T(QT_TR_NOOP("Gradient checkpointing"))
                              : T(QT_TR_NOOP("Full recomputation"));
        break;
    case FixKind::MicroBatch:
        if (inference) {
            what = T(QT_TR_NOOP("Batch %1")).arg(fix.value);
        } else {
            // The global batch stays: the accumulation steps make it up.
            const Parallelism& p = fix.scenario.parallelism;
            const std::int64_t dp = std::max<std::int64_t>(1, p.dataParallel());
            const std::int64_t steps = std::max<std::int64_t>(1, fix.scenario.workload.globalBatchSize /
                                                                     std::max<std::int64_t>(1, fix.value * dp));
            what = T(QT_TR_NOOP("Micro-batch %1 with %2 accumulation steps")).arg(fix.value).arg(steps);
        }
        break;
    case FixKind::CompiledLoss:
        what = T(QT_TR_NOOP("The loss compiled (torch.compile: no fp32 copies of the logits)"));
        break;
    case FixKind::ChunkedLoss:
        what = T(QT_TR_NOOP("A chunked loss (Liger Kernel's fused linear cross-entropy)"));
        break;
    case FixKind::Adapters:
        what = fix.scenario.workload.mode == Mode::Qlora
                   ? T(QT_TR_NOOP("QLoRA rank %1 with PEFT (adapters only, 4-bit base)")).arg(fix.value)
                   : T(QT_TR_NOOP("LoRA rank %1 with PEFT (adapters only)")).arg(fix.value);
        break;
    case FixKind::TensorParallel: what = T(QT_TR_NOOP("Tensor parallel %1")).arg(fix.value); break;
    case FixKind::PipelineParallel: what = T(QT_TR_NOOP("Pipeline parallel %1")).arg(fix.value); break;
    case FixKind::ExpertParallel: what = T(QT_TR_NOOP("Expert parallel %1")).arg(fix.value); break;
    case FixKind::MoreGpus: what = T(QT_TR_NOOP("%1 GPUs")).arg(fix.value); break;
    case FixKind::WeightFormat:
        what = T(QT_TR_NOOP("Weights in %1")).arg(QString::fromUtf8(toString(fix.dtype).data()));
        break;
    case FixKind::KvCacheFormat:
        what = T(QT_TR_NOOP("KV cache in %1")).arg(QString::fromUtf8(toString(fix.dtype).data()));
        break;
    case FixKind::ZeroAndRecompute:
        what =
            eager ? T(QT_TR_NOOP("ZeRO stage %1 and gradient checkpointing")).arg(fix.value)
                  : T(QT_TR_NOOP("ZeRO stage %1 and %2")).arg(QString::number(fix.value), recomputeName(fix.recompute));
        break;
    case FixKind::SyncEachBatch: what = T(QT_TR_NOOP("Gradients synced each micro-batch (sync_each_batch)")); break;
    case FixKind::RecomputeLayers:
        what = fix.scenario.parallelism.virtualStages > 1
                   ? T(QT_TR_NOOP("Recompute the first %1 layers of each model chunk (recompute_num_layers)"))
                         .arg(fix.value)
                   : T(QT_TR_NOOP("Recompute the first %1 layers of each stage (recompute_num_layers)")).arg(fix.value);
        break;
    case FixKind::Optimizer:
        what = fix.optimizer == Optimizer::AdamW8bit
                   ? T(QT_TR_NOOP("8-bit AdamW (bitsandbytes: optim=\"adamw_bnb_8bit\")"))
                   : T(QT_TR_NOOP("Adafactor (optim=\"adafactor\")"));
        break;
    case FixKind::ShardedGpus:
        what = fsdp ? T(QT_TR_NOOP("FSDP full sharding over %1 GPUs")).arg(fix.value)
                    : T(QT_TR_NOOP("ZeRO-3 over %1 GPUs")).arg(fix.value);
        break;
    case FixKind::EngineShare:
        what = T(QT_TR_NOOP("gpu_memory_utilization %1 (a larger KV pool)"))
                   .arg(QString::number(double(fix.value) / 100.0, 'f', 2));
        break;
    case FixKind::CheckpointInterval:
        what = T(QT_TR_NOOP("Checkpoint every %1 steps (Young/Daly)")).arg(f.integer(double(fix.value)));
        break;
    case FixKind::BalanceStages:
        what = T(QT_TR_NOOP("Balance the stages: %1 layers first, %2 last")).arg(fix.value).arg(fix.lastLayers);
        break;
    }
    if (fix.syncEachBatch)
        what += T(QT_TR_NOOP(" + sync_each_batch"));
    if (fix.kind != FixKind::MoreGpus && inference && fix.gpus > 0)
        what += QLatin1Char(' ') +
                (fix.gpus == 1 ? T(QT_TR_NOOP("on one GPU")) : T(QT_TR_NOOP("on %1 GPUs")).arg(fix.gpus));
    if (!inference && fix.secondsBefore > 0 && fix.seconds > 0) {
        const double change = fix.seconds / fix.secondsBefore - 1.0;
        what += QStringLiteral(" (") +
                (change >= 0 ? T(QT_TR_NOOP("time +%1")).arg(f.percent(change))
                             : T(QT_TR_NOOP("time −%1")).arg(f.percent(-change))) +
                QLatin1Char(')');
    }
    return what;
}

QString Report::fixText(const Fix& fix, const Formatter& f)
{
    return fixWords(fix, f, true);
}

std::string Report::fixEnglish(const Fix& fix)
{
    return fixWords(fix, Formatter(), false).toStdString();
}

bool Report::ruleIsWholeModel(FigureId id, const Figure& fig)
{
    return fig.rule && figureInfo(id).unit == Unit::Bytes &&
           std::string_view(fig.rule).find("{P}") != std::string_view::npos;
}

QString Report::figureValue(const Formatter& f, FigureId id, double v)
{
    if (id == FigureId::MaxBatch || id == FigureId::ServingMaxConcurrency) // whole sequences
        return f.integer(v);
    return unitValue(f, figureInfo(id).unit, v);
}

QString Report::unitValue(const Formatter& f, Unit unit, double v)
{
    switch (unit) {
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
    case Unit::BytesPerSecond: return f.byteRate(v);
    }
    return f.number(v);
}

QString Report::servingLimitName(ServingLimit l)
{
    switch (l) {
    case ServingLimit::KvMemory: return tr("the KV memory");
    case ServingLimit::TtftSlo: return tr("the time-to-first-token limit");
    case ServingLimit::TpotSlo: return tr("the time-per-token limit");
    case ServingLimit::Requested: return tr("the scenario's setting");
    case ServingLimit::NothingMeets: return tr("nothing: even one sequence breaks the limits");
    case ServingLimit::PrefillPool: return tr("the prefill pool");
    }
    return {};
}

QStringList Report::servingLines(const Formatter& f, const ServingResult& r)
{
    QStringList out;
    out << tr("Serving under load: %1 sequences at once on each replica (GPUs per replica: %2; set by %3; the KV "
              "memory holds %4)")
               .arg(f.integer(double(r.chosen.concurrency)), f.integer(double(r.gpusPerReplica)),
                    servingLimitName(r.limit), f.integer(double(r.maxConcurrency)));
    out << tr("  %1 output tokens/s per GPU, %2 tokens/s per user; TTFT %3, TPOT %4")
               .arg(f.count(r.chosen.tokensPerSecondPerGpu), f.count(r.chosen.tokensPerSecondPerUser),
                    f.duration(r.chosen.ttftSeconds), f.duration(r.chosen.tpotSeconds));
    out << tr("  Per million output tokens: cloud %1, on-prem %2%3")
               .arg(f.money(r.usdPerMillionCloud), f.money(r.usdPerMillionOnprem),
                    r.usdPerMillionApi > 0 ? tr(", API %1").arg(f.money(r.usdPerMillionApi)) : QString());
    out << tr("  Per million input tokens: cloud %1, on-prem %2 (prefill takes %3 of the GPU time)")
               .arg(f.money(r.usdPerMillionInputCloud), f.money(r.usdPerMillionInputOnprem),
                    f.percent(r.prefillCostShare));
    return out;
}

QString Report::text(const Formatter& f, const ResolvedScenario& rs, const Estimate& e, const ServingResult* serving)
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
    out.back() += powerLimitNote(f, rs);
    out << softwareLine(rs, e);
    out << QString();
    out << tr("Memory per GPU: %1 of %2 — %3")
               .arg(f.bytes(e.perGpu.total()), capacityText(f, rs.gpu),
                    e.fits ? tr("fits, %1 free").arg(f.bytes(e.headroom))
                    : e.headroom >= 0.0
                        ? tr("does NOT fit: the runtime's KV cache share holds %1 sequences, the "
                             "batch is %2")
                              .arg(f.integer(double(e.maxBatch)), f.integer(double(s.workload.microBatchSize)))
                        : tr("does NOT fit, short by %1").arg(f.bytes(-e.headroom)));
    for (std::size_t i = 0; i < kMemoryComponentCount; ++i) {
        if (e.perGpu.bytes[i] <= 0)
            continue;
        out << QStringLiteral("  %1 %2")
                   .arg(componentName(MemoryComponent(i), e.memoryPeak.papers) + QLatin1Char(':'), -20)
                   .arg(f.bytes(e.perGpu.bytes[i]));
    }
    if (const QString peak = peakLine(f, e); !peak.isEmpty())
        out << peak;
    out << QString();
    if (!inference) {
        if (e.framedInSamples) {
            // Images (or sequences) and epochs, as the run is counted.
            const double perSample = e.samples > 0 ? e.tokens / e.samples : 1;
            out << tr("Compute: %1 per sample, %2 in total over %3 samples")
                       .arg(f.flops(e.flopsPerToken * perSample), f.flops(e.totalFlops), f.count(e.samples));
            if (e.epochs > 0)
                out << tr("Epochs: %1 of %2 samples, %3 optimizer steps each")
                           .arg(e.epochs == std::floor(e.epochs) ? f.integer(e.epochs) : f.number(e.epochs),
                                f.count(e.samples / e.epochs), f.integer(std::ceil(e.stepsPerEpoch)));
            out << tr("Training time: %1 (%2, %3 samples/s)")
                       .arg(f.duration(e.seconds), f.hours(e.gpuHours),
                            f.count(e.seconds > 0 ? e.samples / e.seconds : 0));
        } else {
            out << tr("Compute: %1 per token, %2 in total over %3 tokens")
                       .arg(f.flops(e.flopsPerToken), f.flops(e.totalFlops), f.count(e.tokens));
            out << tr("Training time: %1 (%2, %3 tokens/s)")
                       .arg(f.duration(e.seconds), f.hours(e.gpuHours), f.count(e.tokensPerSecond));
        }
        const PipelineTime& p = e.pipeline;
        if (e.predictedTime) {
            out << tr("GPU step: %1 predicted, MFU %2").arg(f.duration(e.step.stepSeconds), f.percent(e.step.mfu));
            for (std::size_t i = 0; i < kStepPartCount; ++i)
                if (e.step.exposed[i] > 0)
                    out << QStringLiteral("  %1 %2")
                               .arg(stepPartName(StepPart(i)) + QLatin1Char(':'), -30)
                               .arg(f.duration(e.step.exposed[i]));
        } else {
            out << tr("GPU step: %1 at a fixed MFU of %2 (not predicted)")
                       .arg(f.duration(e.step.stepSeconds), f.percent(e.step.mfu));
        }
        // The bottleneck table (docs/model.md §7c): each stage beside the GPU step.
        out << (p.overlap ? tr("Inputs and checkpoints per step (loading overlaps the GPU step):")
                          : tr("Inputs and checkpoints per step (loading does not overlap the GPU step):"));
        const std::pair<InputLimit, double> stages[] = {{InputLimit::Storage, p.storageSeconds},
                                                        {InputLimit::Pcie, p.pcieSeconds},
                                                        {InputLimit::Decode, p.decodeSeconds},
                                                        {InputLimit::Checkpoint, p.checkpointSecondsPerStep}};
        for (const auto& [stage, seconds] : stages)
            if (seconds > 0)
                out << QStringLiteral("  %1 %2")
                           .arg(inputStageName(stage) + QLatin1Char(':'), -30)
                           .arg(f.duration(seconds));
        out << tr("Step with inputs and checkpoints: %1; limited by %2")
                   .arg(f.duration(p.stepSeconds), limitedBy(f, stepShares(e.step, p)));
        if (const QString bound = inputBound(f, e); !bound.isEmpty())
            out << bound;
        out << goodputLines(f, s, e);
        out << stageLines(f, e);
        out << tr("Cost: cloud %1, on-prem %2, energy %3 kWh")
                   .arg(f.money(e.cloudUsd), f.money(e.onpremUsd), f.number(e.energyKwh));
        if (e.goodput.finite() && e.goodput.fraction < 1)
            out << tr("Cost over the wall clock: cloud %1, on-prem %2")
                       .arg(f.money(e.wallCloudUsd), f.money(e.wallOnpremUsd));
        if (const QString job = rentOrBuy(f, headroom::rentOrBuy(rs, e)); !job.isEmpty())
            out << tr("Cloud or buy: %1").arg(job);
    } else {
        // The batch alone on a replica (one request by default), then the
        // server under load: the same decode model, two questions.
        const std::int64_t batch = s.workload.microBatchSize;
        const QString bound = decodeBoundName(e);
        out << (batch == 1 ? tr("One request alone (no queue): time to first token %1; time per output token %2 "
                                "(%3-bound)")
                                 .arg(f.duration(e.timeToFirstToken), f.duration(e.timePerOutputToken), bound)
                           : tr("A batch of %1 requests alone (no queue): time to first token %2; time per output "
                                "token %3 (%4-bound)")
                                 .arg(f.integer(double(batch)), f.duration(e.timeToFirstToken),
                                      f.duration(e.timePerOutputToken), bound));
        const QString longest = e.maxContextMemory > e.maxContext
                                    ? tr("%1 (the model's context window; the memory holds %2)")
                                          .arg(f.integer(double(e.maxContext)), f.integer(double(e.maxContextMemory)))
                                    : f.integer(double(e.maxContext));
        out << tr("Throughput: %1 tokens/s per sequence, %2 tokens/s in aggregate; largest batch %3, longest context "
                  "%4")
                   .arg(f.number(e.tokensPerSecondPerSequence), f.number(e.inferenceTokensPerSecond),
                        f.integer(double(e.maxBatch)), longest);
        if (serving)
            out << servingLines(f, *serving); // its cost per token is the one cost
        else
            out << tr("Cost per million tokens: cloud %1, on-prem %2")
                       .arg(f.money(e.usdPerMillionTokensCloud), f.money(e.usdPerMillionTokensOnprem));
    }
    out << tr("Break-even: %1 per GPU (%2 utilisation over the depreciation period)")
               .arg(std::isfinite(e.breakevenHours) ? f.hours(e.breakevenHours) : tr("never"),
                    std::isfinite(e.breakevenUtilization) ? f.percent(e.breakevenUtilization) : tr("n/a"));
    const QString today = Report::today();
    out << priceLines(f, rs, today);
    for (Warning w : e.warnings)
        out << tr("Warning: %1").arg(warningMessage(w));
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QString Report::markdown(const Formatter& f, const ResolvedScenario& rs, const Estimate& e,
                         const ServingResult* serving)
{
    QStringList out;
    out << tr("# Headroom estimate: %1 on %2 × %3")
                   .arg(QString::fromStdString(rs.model.name.empty() ? rs.model.id : rs.model.name))
                   .arg(rs.scenario.parallelism.gpus)
                   .arg(QString::fromStdString(rs.gpu.name)) +
               powerLimitNote(f, rs);
    out << QString();
    out << softwareLine(rs, e);
    if (const QString peak = peakLine(f, e); !peak.isEmpty())
        out << QString() << peak;
    out << QString();
    out << tr("| Figure | Formula | With the numbers | Result | Rule of thumb |");
    out << QStringLiteral("|---|---|---|---|---|");
    for (std::size_t i = 0; i < kFigureCount; ++i) {
        const Figure& fig = explainedFigure(e, serving, FigureId(i));
        if (!fig.present())
            continue;
        const FigureId id = FigureId(i);
        QString thumb;
        if (fig.rule)
            thumb = (ruleIsWholeModel(id, fig) ? tr("whole model: ") : QString()) + formula(fig.rule) +
                    QStringLiteral(" ≈ ") + figureValue(f, id, fig.ruleValue);
        auto cell = [](QString s) { return s.replace(QLatin1Char('|'), QStringLiteral("\\|")); };
        out << QStringLiteral("| %1 | `%2` | `%3` | **%4** | %5 |")
                   .arg(cell(figureTitle(id, e)), cell(formula(fig.formula)), cell(substituted(fig.formula, fig)),
                        cell(figureValue(f, id, fig.value)), cell(thumb));
    }
    out << QString();
    out << tr("## Sources");
    QStringList seen;
    for (std::size_t i = 0; i < kFigureCount; ++i) {
        const Figure& fig = explainedFigure(e, serving, FigureId(i));
        if (fig.present() && fig.source && *fig.source) {
            const QString src = sourceText(fig.source);
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

QString Report::today()
{
    // One variable read, not the whole environment copied (it was called at every slider step).
    const QString fixed = qEnvironmentVariable("HEADROOM_TODAY");
    if (!fixed.isEmpty()) {
        const auto d = parseCalendarDate(fixed.toStdString());
        if (d && d->day > 0)
            return fixed;
    }
    return QDate::currentDate().toString(Qt::ISODate);
}

QString Report::priceAge(const PriceSource& from, const QString& today)
{
    const PriceAge age = headroom::priceAge(from, today.toStdString());
    const QString date = QString::fromStdString(from.date);
    switch (age.status) {
    case PriceAgeStatus::Placeholder: return date.isEmpty() ? tr("a placeholder") : tr("a placeholder (%1)").arg(date);
    case PriceAgeStatus::Undated: return tr("undated");
    case PriceAgeStatus::None: return QString();
    case PriceAgeStatus::Current:
    case PriceAgeStatus::Old:
        if (age.months < 1)
            return tr("%1, this month").arg(date);
        if (age.months == 1)
            return tr("%1, a month old").arg(date);
        return tr("%1, %2 months old").arg(date).arg(age.months);
    }
    return date;
}

QString Report::cloudPricingName(CloudPricing p)
{
    switch (p) {
    case CloudPricing::OnDemand: return tr("on-demand");
    case CloudPricing::Reserved1yr: return tr("one-year reserved");
    case CloudPricing::Spot: return tr("spot");
    }
    return {};
}

QString Report::priceOrigin(const PriceChoice& c, const QString& today)
{
    switch (c.origin) {
    case PriceOrigin::Scenario: return tr("your price, saved with the scenario");
    case PriceOrigin::Default: return tr("Headroom's default: no catalog price for this GPU");
    case PriceOrigin::Catalog: break;
    }
    const QString age = c.from ? priceAge(*c.from, today) : tr("undated");
    return tr("catalog, %1").arg(age);
}

bool Report::priceWarns(const PriceChoice& c, const QString& today)
{
    if (c.origin == PriceOrigin::Scenario)
        return false;
    if (c.origin == PriceOrigin::Default || !c.from)
        return true;
    return headroom::priceAge(*c.from, today.toStdString()).warn();
}

QStringList Report::priceLines(const Formatter& f, const ResolvedScenario& rs, const QString& today)
{
    const Gpu& g = rs.gpu;
    const PriceChoice cloud = cloudRateOf(g, rs.scenario.cost);
    const PriceChoice purchase = purchasePriceOf(g, rs.scenario.cost);
    auto mark = [&](const PriceChoice& c) {
        if (!priceWarns(c, today))
            return QString();
        if (c.origin == PriceOrigin::Default)
            return tr(" — a placeholder: set your own");
        if (c.from && headroom::priceAge(*c.from, today.toStdString()).status == PriceAgeStatus::Old)
            return tr(" — older than six months: check it");
        return tr(" — not a quoted price: check it");
    };
    QStringList out;
    out << tr("Prices (%1):").arg(today);
    QString wanted;
    if (rs.scenario.cost.cloudPricing && *rs.scenario.cost.cloudPricing != cloud.pricing &&
        cloud.origin == PriceOrigin::Catalog)
        wanted = tr(" (no %1 rate known for this GPU)").arg(cloudPricingName(*rs.scenario.cost.cloudPricing));
    out << tr("  Cloud: %1 per GPU, %2, %3%4%5")
               .arg(f.moneyRate(cloud.usd), cloudPricingName(cloud.pricing), priceOrigin(cloud, today), wanted,
                    mark(cloud));
    out << tr("  Purchase: %1 per GPU, %2%3").arg(f.money(purchase.usd), priceOrigin(purchase, today), mark(purchase));
    const auto other = [&](const DatedRate& r, CloudPricing p) {
        if (r.usdPerGpuHour > 0 && p != cloud.pricing)
            out << tr("  Also in the catalog: %1 %2 (%3)")
                       .arg(cloudPricingName(p), f.moneyRate(r.usdPerGpuHour), priceAge(r.from, today));
    };
    if (g.cloudUsdPerGpuHour > 0 && cloud.pricing != CloudPricing::OnDemand)
        out << tr("  Also in the catalog: %1 %2 (%3)")
                   .arg(cloudPricingName(CloudPricing::OnDemand), f.moneyRate(g.cloudUsdPerGpuHour),
                        priceAge(g.prices.onDemand, today));
    other(g.prices.reserved1yr, CloudPricing::Reserved1yr);
    other(g.prices.spot, CloudPricing::Spot);
    // The published tiers beside the break-even, each with its own date, and
    // the tiers no figure was found for.
    const std::vector<PublishedTco> tco = publishedTco(g);
    if (!tco.empty()) {
        QStringList tiers;
        QStringList missing;
        for (TcoTier tier : kTcoTiers) {
            const DatedRate& r = g.prices.tco.of(tier);
            if (r.usdPerGpuHour > 0)
                tiers << tr("%1 %2 (%3)", "a published cost per GPU-hour: tier, rate, age")
                             .arg(tcoTierName(tier), f.moneyRate(r.usdPerGpuHour), priceAge(r.from, today));
            else
                missing << tcoTierName(tier);
        }
        out << tr("  Published cost per GPU-hour: %1").arg(tiers.join(QStringLiteral(", ")));
        if (!missing.isEmpty())
            out << tr("  Not published for this GPU: %1").arg(missing.join(QStringLiteral(", ")));
    }
    return out;
}

QString Report::tcoTierName(TcoTier t)
{
    switch (t) {
    case TcoTier::Hyperscaler: return tr("owning as a hyperscaler");
    case TcoTier::Neocloud: return tr("owning as a neocloud");
    case TcoTier::Renting: return tr("renting");
    }
    return {};
}

QString Report::priceWarning(const Formatter& f, const ResolvedScenario& rs, const QString& today)
{
    const PriceChoice cloud = cloudRateOf(rs.gpu, rs.scenario.cost);
    const PriceChoice purchase = purchasePriceOf(rs.gpu, rs.scenario.cost);
    QStringList parts;
    for (const auto& [c, what] :
         {std::pair{cloud, tr("cloud %1", "a price to check").arg(f.moneyRate(cloud.usd))},
          std::pair{purchase, tr("purchase %1", "a price to check").arg(f.money(purchase.usd))}})
        if (priceWarns(c, today))
            parts << tr("%1 (%2)", "a price and where it comes from").arg(what, priceOrigin(c, today));
    if (parts.isEmpty())
        return {};
    return tr("Check the prices: %1.").arg(parts.join(tr("; ")));
}

QString Report::capacityText(const Formatter& f, const Gpu& g)
{
    const double usable = usableMemoryBytes(g);
    if (g.marketedMemoryBytes > 0 && g.marketedMemoryBytes != usable)
        return tr("%1 usable (%2 marketed)").arg(f.bytes(usable), f.bytes(g.marketedMemoryBytes));
    return f.bytes(usable);
}

QString Report::csv(const ResolvedScenario&, const Estimate& e, const ServingResult* serving)
{
    QStringList out;
    out << QStringLiteral("key,value,unit");
    for (std::size_t i = 0; i < kFigureCount; ++i) {
        const Figure& fig = explainedFigure(e, serving, FigureId(i));
        if (!fig.present())
            continue;
        static const char* const units[] = {"count", "bytes", "flop",  "s",      "h",  "usd",
                                            "usd/h", "kwh",   "ratio", "flop/s", "B/s"};
        static_assert(std::size(units) == std::size_t(Unit::BytesPerSecond) + 1, "one name per Unit");
        const FigureInfo& info = figureInfo(FigureId(i));
        out << QStringLiteral("%1,%2,%3")
                   .arg(QString::fromLatin1(info.key),
                        std::isfinite(fig.value) ? QString::number(fig.value, 'g', 17) : QString(),
                        QString::fromLatin1(units[int(info.unit)]));
    }
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace headroom::app
