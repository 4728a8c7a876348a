#pragma once

// Every field of a scenario file, in one table: its JSON path, type, range,
// enumeration names and where it lives in Scenario. The file reader, the
// writer, checkScenario (the window's check of each edit), `headroom-cli
// fields` and the window's boxes all come from it, so they cannot disagree.
// The rows are in the order the reader reads them, which is the order the
// "known fields" of an error message list them in.
//
// A few fields are read, written and checked by hand (`byHand`):
// the model (one of four kinds), an inline GPU, the LoRA targets, the
// serving fields that take "auto" and the request mix. They have rows too,
// so that the lists and the ranges are complete.
//
// An inline architecture (model.architecture, and a catalog model's) has its
// own table of the same kind, kArchitectureFields, with paths relative to the
// architecture object.

#include "headroom/fieldranges.h"
#include "headroom/limits.h"
#include "headroom/scenario.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>

namespace headroom {

enum class FieldType : std::uint8_t {
    Section, // an object of further fields
    Integer,
    Number,
    Boolean,
    Choice, // one of the names in `choices`
    Text,
    List, // an array (the LoRA targets, the request mix)
    Date, // a text "YYYY", "YYYY-MM" or "YYYY-MM-DD" (a price's date)
};
template <>
struct EnumNames<FieldType> {
    static constexpr std::pair<FieldType, std::string_view> table[] = {
        {FieldType::Section, "object"},  {FieldType::Integer, "integer"}, {FieldType::Number, "number"},
        {FieldType::Boolean, "boolean"}, {FieldType::Choice, "choice"},   {FieldType::Text, "string"},
        {FieldType::List, "array"},      {FieldType::Date, "date"}};
};

// An enumeration member, reached without knowing its type.
struct ChoiceRef {
    void* at = nullptr;
    std::string_view (*name)(const void* at) = nullptr; // empty: an optional choice that is absent
    bool (*set)(void* at, std::string_view name) = nullptr;
    bool (*accepts)(std::string_view name) = nullptr; // a name `set` takes
};

// Where a field's value lives inside one Scenario.
using FieldRef = std::variant<std::monostate, double*, std::optional<double>*, std::int64_t*, int*,
                              std::optional<std::int64_t>*, bool*, std::string*, ChoiceRef>;

namespace detail {
template <NamedEnum E>
bool parseChoice(std::string_view s, E& out)
{
    const std::optional<E> v = fromString<E>(s);
    if (v)
        out = *v;
    return v.has_value();
}

template <class T>
struct OptionalChoice : std::false_type {
};
template <NamedEnum E>
struct OptionalChoice<std::optional<E>> : std::true_type {
    using Enum = E;
};

template <class T>
FieldRef refTo(T& v)
{
    if constexpr (NamedEnum<T>) {
        return ChoiceRef{&v, [](const void* p) { return toString(*static_cast<const T*>(p)); },
                         [](void* p, std::string_view s) { return parseChoice(s, *static_cast<T*>(p)); },
                         [](std::string_view s) { return fromString<T>(s).has_value(); }};
    } else if constexpr (OptionalChoice<T>::value) {
        using E = typename OptionalChoice<T>::Enum;
        return ChoiceRef{&v,
                         [](const void* p) {
                             const auto& o = *static_cast<const T*>(p);
                             return o ? toString(*o) : std::string_view();
                         },
                         [](void* p, std::string_view s) {
                             E e{};
                             if (!parseChoice(s, e))
                                 return false;
                             *static_cast<T*>(p) = e;
                             return true;
                         },
                         [](std::string_view s) { return fromString<E>(s).has_value(); }};
    } else {
        return &v;
    }
}

template <class T>
struct MemberOf;
template <class C, class M>
struct MemberOf<M C::*> {
    using Class = C;
};

// The member at the end of a chain of member pointers, from the table's root
// (a Scenario, an Architecture).
template <auto First, auto... Rest>
FieldRef member(typename MemberOf<decltype(First)>::Class& root)
{
    return refTo(((root.*First).*....*Rest));
}
} // namespace detail

// One field of a table rooted at `Root`.
template <class Root>
struct Field : FieldRange {
    FieldType type = FieldType::Section;
    // Read, written and checked by hand (the model, an inline GPU, the
    // fields that also take "auto", the arrays): `ref` is null.
    bool byHand = false;
    std::string_view choices; // Choice: the accepted names, ", "-separated
    FieldRef (*ref)(Root&) = nullptr;
    // When the writer writes the field; null: always (an optional: when set).
    bool (*written)(const Root&) = nullptr;
    bool whole = false; // written with whole values as integers ("1", not "1.0")

    constexpr std::string_view parent() const
    {
        const auto dot = path.rfind('.');
        return dot == std::string_view::npos ? std::string_view() : path.substr(0, dot);
    }
    constexpr Field above() const
    {
        Field f = *this;
        f.minExclusive = true;
        return f;
    }
    constexpr Field asWhole() const
    {
        Field f = *this;
        f.whole = true;
        return f;
    }
    constexpr Field when(bool (*w)(const Root&)) const
    {
        Field f = *this;
        f.written = w;
        return f;
    }
};
using ScenarioField = Field<Scenario>;
using ArchitectureField = Field<Architecture>;
using GpuField = Field<Gpu>;

namespace fields {
// (byHand is said, not worked out from `ref`: GCC with -fsanitize cannot
// compare a function's address with null in a constant expression.)
template <class Root>
constexpr Field<Root> row(std::string_view path, FieldType type, double min, double max, FieldRef (*ref)(Root&),
                          std::string_view choices = {}, bool byHand = false)
{
    return {{path, min, max, false}, type, byHand, choices, ref, nullptr, false};
}
template <class Root = Scenario>
constexpr Field<Root> section(std::string_view path)
{
    return row<Root>(path, FieldType::Section, 0, 0, nullptr);
}
template <class Root = Scenario>
constexpr Field<Root> byHand(std::string_view path, FieldType type, double min = 0, double max = 0,
                             std::string_view choices = {})
{
    return row<Root>(path, type, min, max, nullptr, choices, true);
}
template <class Root>
constexpr Field<Root> integer(std::string_view path, double min, double max, FieldRef (*ref)(Root&))
{
    return row(path, FieldType::Integer, min, max, ref);
}
template <class Root>
constexpr Field<Root> number(std::string_view path, double min, double max, FieldRef (*ref)(Root&))
{
    return row(path, FieldType::Number, min, max, ref);
}
template <class Root>
constexpr Field<Root> boolean(std::string_view path, FieldRef (*ref)(Root&))
{
    return row(path, FieldType::Boolean, 0, 0, ref);
}
template <class Root>
constexpr Field<Root> text(std::string_view path, FieldRef (*ref)(Root&))
{
    return row(path, FieldType::Text, 0, 0, ref);
}
template <class Root>
constexpr Field<Root> date(std::string_view path, FieldRef (*ref)(Root&))
{
    return row(path, FieldType::Date, 0, 0, ref);
}
// A choice of one of E's names (headroom/enumnames.h), which the row lists.
template <NamedEnum E, class Root>
constexpr Field<Root> choice(std::string_view path, FieldRef (*ref)(Root&))
{
    return row(path, FieldType::Choice, 0, 0, ref, nameList<E>());
}
} // namespace fields

inline constexpr ScenarioField kScenarioFields[] = {
    // clang-format off
    fields::byHand("format", FieldType::Text),
    fields::byHand("version", FieldType::Integer, 1, kScenarioVersion),
    fields::byHand("name", FieldType::Text),
    fields::byHand("description", FieldType::Text),
    fields::byHand("model", FieldType::Section),
    fields::byHand("model.preset", FieldType::Text),
    fields::byHand("model.architecture", FieldType::Section),
    fields::byHand("model.hf_config", FieldType::Text),
    fields::byHand("model.parameters", FieldType::Number, 1, kMaxParameters),
    fields::byHand("model.activation_bytes_per_sample", FieldType::Number, 0, 1e15),
    fields::byHand("model.name", FieldType::Text),

    fields::section("workload"),
    fields::choice<Mode>("workload.mode", detail::member<&Scenario::workload, &Workload::mode>),
    fields::integer("workload.micro_batch_size", 1, kMaxMicroBatch, detail::member<&Scenario::workload, &Workload::microBatchSize>),
    fields::integer("workload.global_batch_size", 1, kMaxGlobalBatch, detail::member<&Scenario::workload, &Workload::globalBatchSize>),
    fields::integer("workload.sequence_length", 1, kMaxTokens, detail::member<&Scenario::workload, &Workload::sequenceLength>),
    // Either training_tokens, or samples_per_epoch × epochs.
    fields::number("workload.training_tokens", 0, kMaxTrainingTokens, detail::member<&Scenario::workload, &Workload::trainingTokens>)
        .above().asWhole().when([](const Scenario& s) { return !s.workload.samplesPerEpoch; }),
    fields::number("workload.samples_per_epoch", 1, 1e15, detail::member<&Scenario::workload, &Workload::samplesPerEpoch>).asWhole(),
    fields::number("workload.epochs", 0, 1e6, detail::member<&Scenario::workload, &Workload::epochs>)
        .above().asWhole().when([](const Scenario& s) { return s.workload.samplesPerEpoch.has_value(); }),
    fields::integer("workload.prompt_tokens", 1, kMaxTokens, detail::member<&Scenario::workload, &Workload::promptTokens>),
    fields::integer("workload.output_tokens", 0, kMaxTokens, detail::member<&Scenario::workload, &Workload::outputTokens>),
    fields::integer("workload.lora_rank", 1, 65536, detail::member<&Scenario::workload, &Workload::loraRank>),
    fields::byHand("workload.lora_targets", FieldType::List),

    fields::section("precision"),
    fields::choice<Recipe>("precision.recipe", detail::member<&Scenario::precision, &PrecisionConfig::recipe>),
    fields::choice<DType>("precision.weights", detail::member<&Scenario::precision, &PrecisionConfig::weights>),
    fields::choice<DType>("precision.kv_cache", detail::member<&Scenario::precision, &PrecisionConfig::kvCache>),

    fields::choice<Optimizer>("optimizer", detail::member<&Scenario::optimizer>),

    fields::section("parallelism"),
    fields::integer("parallelism.gpus", 1, kMaxGpus, detail::member<&Scenario::parallelism, &ParallelSizes::gpus>),
    fields::integer("parallelism.tensor", 1, 1024, detail::member<&Scenario::parallelism, &ParallelSizes::tensor>),
    fields::integer("parallelism.pipeline", 1, 1024, detail::member<&Scenario::parallelism, &ParallelSizes::pipeline>),
    fields::integer("parallelism.virtual_stages", 1, 1024, detail::member<&Scenario::parallelism, &ParallelSizes::virtualStages>),
    fields::integer("parallelism.zero", 0, 3, detail::member<&Scenario::parallelism, &ParallelSizes::zero>),
    fields::boolean("parallelism.sequence_parallel", detail::member<&Scenario::parallelism, &ParallelSizes::sequenceParallel>),
    fields::integer("parallelism.expert", 1, kMaxGpus, detail::member<&Scenario::parallelism, &ParallelSizes::expert>),
    fields::integer("parallelism.context", 1, kMaxGpus, detail::member<&Scenario::parallelism, &Parallelism::context>),
    fields::choice<GatherUnit>("parallelism.gather_unit", detail::member<&Scenario::parallelism, &Parallelism::gatherUnit>),
    fields::section("parallelism.overlap"),
    fields::boolean("parallelism.overlap.grad_reduce", detail::member<&Scenario::parallelism, &Parallelism::overlap, &Overlap::gradReduce>),
    fields::boolean("parallelism.overlap.param_gather", detail::member<&Scenario::parallelism, &Parallelism::overlap, &Overlap::paramGather>),
    fields::boolean("parallelism.overlap.tensor", detail::member<&Scenario::parallelism, &Parallelism::overlap, &Overlap::tensor>),
    fields::boolean("parallelism.overlap.pipeline", detail::member<&Scenario::parallelism, &Parallelism::overlap, &Overlap::pipeline>),
    fields::boolean("parallelism.overlap.expert", detail::member<&Scenario::parallelism, &Parallelism::overlap, &Overlap::expert>),
    // Uneven pipeline stages and the schedule (docs/model.md §7f): written when set.
    fields::integer("parallelism.first_stage_layers", 1, kMaxLayers, detail::member<&Scenario::parallelism, &Parallelism::firstStageLayers>),
    fields::integer("parallelism.last_stage_layers", 1, kMaxLayers, detail::member<&Scenario::parallelism, &Parallelism::lastStageLayers>),
    fields::choice<PipelineSchedule>("parallelism.schedule", detail::member<&Scenario::parallelism, &Parallelism::schedule>),

    fields::section("activations"),
    fields::choice<Recompute>("activations.recompute", detail::member<&Scenario::activations, &ActivationConfig::recompute>),
    // With "full": the layers of each model chunk recomputed (written when set).
    fields::integer("activations.recompute_layers", 1, kMaxLayers, detail::member<&Scenario::activations, &ActivationConfig::recomputeLayers>),
    fields::boolean("activations.flash_attention", detail::member<&Scenario::activations, &ActivationConfig::flashAttention>),
    fields::number("activations.scale", 0.05, 20, detail::member<&Scenario::activations, &ActivationConfig::scale>)
        .when([](const Scenario& s) { return s.activations.scale != 1.0; }),

    fields::section("hardware"),
    fields::byHand("hardware.gpu", FieldType::Text),
    fields::number("hardware.mfu", kMinFraction, 1, detail::member<&Scenario::hardware, &HardwareConfig::mfu>),
    fields::number("hardware.hfu", kMinFraction, 1, detail::member<&Scenario::hardware, &HardwareConfig::hfu>),
    fields::number("hardware.bandwidth_efficiency", kMinFraction, 1, detail::member<&Scenario::hardware, &HardwareConfig::bandwidthEfficiency>),
    fields::integer("hardware.gpus_per_node", 1, kMaxGpus, detail::member<&Scenario::hardware, &HardwareConfig::gpusPerNode>),
    // Bandwidths divide times: zero or negative is an error, not an infinity.
    fields::number("hardware.scale_up_bytes_per_s", kMinRate, 1e15, detail::member<&Scenario::hardware, &HardwareConfig::scaleUpBytesPerS>).asWhole(),
    fields::number("hardware.scale_out_bytes_per_s", kMinRate, 1e15, detail::member<&Scenario::hardware, &HardwareConfig::scaleOutBytesPerS>).asWhole(),
    // The fabric above the nodes and the GPUs' spread of speeds (docs/model.md §7e).
    fields::integer("hardware.gpus_per_pod", 1, double(1 << 24), detail::member<&Scenario::hardware, &HardwareConfig::gpusPerPod>),
    fields::number("hardware.pod_oversubscription", 1, 64, detail::member<&Scenario::hardware, &HardwareConfig::podOversubscription>)
        .when([](const Scenario& s) { return s.hardware.podOversubscription != 1.0; }),
    fields::number("hardware.gpu_speed_spread", 0, 0.5, detail::member<&Scenario::hardware, &HardwareConfig::gpuSpeedSpread>),
    fields::number("hardware.efficiency_scale", 0.05, 5, detail::member<&Scenario::hardware, &HardwareConfig::efficiencyScale>)
        .when([](const Scenario& s) { return s.hardware.efficiencyScale != 1.0; }),
    fields::number("hardware.power_limit_watts", 10, 1e5, detail::member<&Scenario::hardware, &HardwareConfig::powerLimitWatts>),

    fields::section("overhead"),
    fields::number("overhead.fixed_bytes", 0, 1e15, detail::member<&Scenario::overhead, &OverheadConfig::fixedBytes>).asWhole(),
    fields::number("overhead.fraction", 0, 0.99, detail::member<&Scenario::overhead, &OverheadConfig::fraction>),

    fields::section("cost"),
    fields::number("cost.cloud_usd_per_gpu_hour", 0, 1e4, detail::member<&Scenario::cost, &CostConfig::cloudUsdPerGpuHour>),
    fields::number("cost.purchase_usd_per_gpu", 0, 1e7, detail::member<&Scenario::cost, &CostConfig::purchaseUsdPerGpu>).asWhole(),
    fields::number("cost.server_share", 0, 10, detail::member<&Scenario::cost, &CostConfig::serverShare>),
    fields::number("cost.depreciation_years", 0.01, 50, detail::member<&Scenario::cost, &CostConfig::depreciationYears>).asWhole(),
    fields::number("cost.maintenance_per_year", 0, 1, detail::member<&Scenario::cost, &CostConfig::maintenancePerYear>),
    fields::number("cost.electricity_usd_per_kwh", 0, 100, detail::member<&Scenario::cost, &CostConfig::electricityUsdPerKwh>),
    fields::number("cost.pue", 1, 5, detail::member<&Scenario::cost, &CostConfig::pue>),
    fields::number("cost.utilization", kMinFraction, 1, detail::member<&Scenario::cost, &CostConfig::utilization>),
    fields::number("cost.hosting_usd_per_kw_month", 0, 1e5, detail::member<&Scenario::cost, &CostConfig::hostingUsdPerKwMonth>).asWhole(),
    // Which catalog rate stands for the cloud when cloud_usd_per_gpu_hour is not set.
    fields::choice<CloudPricing>("cost.cloud_pricing", detail::member<&Scenario::cost, &CostConfig::cloudPricing>),

    fields::section("serving"),
    fields::byHand("serving.concurrency", FieldType::Integer, 1, kMaxConcurrency), // or "auto"
    fields::number("serving.ttft_slo_seconds", 1e-6, 1e6, detail::member<&Scenario::serving, &ServingConfig::ttftSloSeconds>),
    fields::number("serving.tpot_slo_seconds", 1e-6, 1e6, detail::member<&Scenario::serving, &ServingConfig::tpotSloSeconds>),
    fields::number("serving.api_usd_per_million_tokens", 1e-6, 1e6, detail::member<&Scenario::serving, &ServingConfig::apiUsdPerMillionTokens>),
    fields::section("serving.speculative"),
    fields::integer("serving.speculative.draft_tokens", 0, 64, detail::member<&Scenario::serving, &ServingConfig::speculative, &SpeculativeConfig::draftTokens>),
    // Below 1 (the reader says so before it checks the range).
    fields::number("serving.speculative.acceptance", 0, 1, detail::member<&Scenario::serving, &ServingConfig::speculative, &SpeculativeConfig::acceptance>),
    fields::text("serving.speculative.draft_model", detail::member<&Scenario::serving, &ServingConfig::speculative, &SpeculativeConfig::draftModel>),
    fields::byHand("serving.prefill_replicas", FieldType::Integer, 1, kMaxGpus), // or "auto"
    fields::number("serving.kv_transfer_bytes_per_s", 1e6, 1e15, detail::member<&Scenario::serving, &ServingConfig::kvTransferBytesPerS>),
    fields::number("serving.kv_memory_fraction", 0.01, 1, detail::member<&Scenario::serving, &ServingConfig::kvMemoryFraction>),
    fields::byHand("serving.request_mix", FieldType::List),
    fields::byHand("serving.request_mix[].prompt_tokens", FieldType::Integer, 1, kMaxTokens),
    fields::byHand("serving.request_mix[].output_tokens", FieldType::Integer, 1, kMaxTokens),
    fields::byHand("serving.request_mix[].weight", FieldType::Number, 0, 1e12).above(),

    fields::section("data"),
    fields::choice<DataKind>("data.kind", detail::member<&Scenario::data, &DataConfig::kind>),
    fields::number("data.bytes_per_token", 1, 16, detail::member<&Scenario::data, &DataConfig::bytesPerToken>),
    fields::number("data.bytes_per_sample", 1, 1e12, detail::member<&Scenario::data, &DataConfig::bytesPerSample>).asWhole(),
    fields::number("data.decoded_bytes_per_sample", 1, 1e12, detail::member<&Scenario::data, &DataConfig::decodedBytesPerSample>).asWhole(),
    // Rates divide times: zero or negative is an error, not an infinity.
    fields::number("data.storage_read_bytes_per_s", kMinRate, 1e15, detail::member<&Scenario::data, &DataConfig::storageReadBytesPerS>).asWhole(),
    fields::number("data.pcie_bytes_per_s", kMinRate, 1e15, detail::member<&Scenario::data, &DataConfig::pcieBytesPerS>).asWhole(),
    fields::integer("data.cpu_cores_per_node", 1, double(1 << 20), detail::member<&Scenario::data, &DataConfig::cpuCoresPerNode>),
    fields::number("data.decode_samples_per_s_per_core", 1e-3, 1e9, detail::member<&Scenario::data, &DataConfig::decodeSamplesPerSPerCore>),
    fields::boolean("data.overlap", detail::member<&Scenario::data, &DataConfig::overlap>),

    fields::section("software").when([](const Scenario& s) { return !(s.software == SoftwareConfig{}); }),
    fields::choice<SoftwareStack>("software.stack", detail::member<&Scenario::software, &SoftwareConfig::stack>),
    fields::boolean("software.compile", detail::member<&Scenario::software, &SoftwareConfig::compile>),
    fields::boolean("software.sync_each_batch", detail::member<&Scenario::software, &SoftwareConfig::syncEachBatch>)
        .when([](const Scenario& s) { return s.software.syncEachBatch; }),
    fields::choice<LossKernel>("software.loss", detail::member<&Scenario::software, &SoftwareConfig::loss>),
    fields::choice<AttentionKernel>("software.attention", detail::member<&Scenario::software, &SoftwareConfig::attention>),
    fields::choice<MoeDispatcher>("software.moe_dispatcher", detail::member<&Scenario::software, &SoftwareConfig::moeDispatcher>)
        .when([](const Scenario& s) { return s.software.moeDispatcher != MoeDispatcher::AllToAll; }),

    fields::section("checkpoint"),
    fields::integer("checkpoint.interval_steps", 0, 1000000000, detail::member<&Scenario::checkpoint, &CheckpointConfig::intervalSteps>),
    fields::number("checkpoint.storage_write_bytes_per_s", kMinRate, 1e15, detail::member<&Scenario::checkpoint, &CheckpointConfig::storageWriteBytesPerS>).asWhole(),
    fields::number("checkpoint.storage_read_bytes_per_s", kMinRate, 1e15, detail::member<&Scenario::checkpoint, &CheckpointConfig::storageReadBytesPerS>).asWhole(),

    // Interruptions and restarts (docs/model.md §7d): written when not the defaults.
    fields::section("reliability").when([](const Scenario& s) { return !(s.reliability == ReliabilityConfig{}); }),
    fields::number("reliability.failures_per_gpu_hour", 0, 1, detail::member<&Scenario::reliability, &ReliabilityConfig::failuresPerGpuHour>),
    fields::number("reliability.restart_seconds", 0, 1e7, detail::member<&Scenario::reliability, &ReliabilityConfig::restartSeconds>)
        .when([](const Scenario& s) { return s.reliability.restartSeconds != ReliabilityConfig{}.restartSeconds; }),
    // clang-format on
};

// An architecture's fields (docs/model.md sections 1 and 1b), relative to the
// architecture object, in the order its reader reads them. Section 1b's
// fields are written only where used, so a section-1 shape keeps its JSON.
inline constexpr ArchitectureField kArchitectureFields[] = {
    // clang-format off
    fields::integer("layers", 1, kMaxLayers, detail::member<&Architecture::layers>),
    fields::integer("hidden", 1, kMaxHidden, detail::member<&Architecture::hidden>),
    fields::integer("heads", 1, kMaxHeads, detail::member<&Architecture::heads>),
    fields::integer("kv_heads", 0, kMaxHeads, detail::member<&Architecture::kvHeads>),
    fields::integer("head_dim", 0, kMaxHidden, detail::member<&Architecture::headDim>),
    fields::integer("ffn", 0, kMaxFfn, detail::member<&Architecture::ffn>),
    fields::integer("vocab", 0, kMaxVocab, detail::member<&Architecture::vocab>),
    fields::boolean("gated_mlp", detail::member<&Architecture::gatedMlp>),
    fields::boolean("tied_embeddings", detail::member<&Architecture::tiedEmbeddings>),
    fields::choice<NormKind>("norm", detail::member<&Architecture::norm>),
    fields::byHand<Architecture>("bias", FieldType::Choice, 0, 0, "true, false, qkv"),
    fields::boolean("learned_positions", detail::member<&Architecture::learnedPositions>),
    fields::integer("max_positions", 0, double(kMaxPositions), detail::member<&Architecture::maxPositions>),
    fields::integer("experts", 1, kMaxExperts, detail::member<&Architecture::experts>),
    fields::integer("experts_per_token", 1, kMaxExperts, detail::member<&Architecture::expertsPerToken>),
    fields::number("dropout", 0, 1, detail::member<&Architecture::dropout>),
    fields::integer("norms_per_layer", 0, 16, detail::member<&Architecture::normsPerLayer>),
    fields::boolean("final_norm", detail::member<&Architecture::finalNorm>),
    fields::integer("type_vocab", 0, kMaxVocab, detail::member<&Architecture::typeVocab>),
    fields::boolean("pooler", detail::member<&Architecture::pooler>),
    fields::boolean("lm_head", detail::member<&Architecture::lmHead>),
    fields::integer("extra_parameters", 0, kMaxParameters, detail::member<&Architecture::extraParameters>),
    fields::section<Architecture>("mla").when([](const Architecture& a) { return a.mla.enabled(); }),
    fields::integer("mla.q_lora_rank", 0, kMaxHidden, detail::member<&Architecture::mla, &MlaShape::qLoraRank>),
    fields::integer("mla.kv_lora_rank", 1, kMaxHidden, detail::member<&Architecture::mla, &MlaShape::kvLoraRank>),
    fields::integer("mla.nope_head_dim", 0, kMaxHidden, detail::member<&Architecture::mla, &MlaShape::nopeHeadDim>),
    fields::integer("mla.rope_head_dim", 0, kMaxHidden, detail::member<&Architecture::mla, &MlaShape::ropeHeadDim>),
    fields::integer("mla.v_head_dim", 1, kMaxHidden, detail::member<&Architecture::mla, &MlaShape::vHeadDim>),
    fields::choice<AttentionKind>("local_attention", detail::member<&Architecture::local>)
        .when([](const Architecture& a) { return a.local != AttentionKind::Full; }),
    fields::integer("window", 0, double(kMaxPositions), detail::member<&Architecture::window>)
        .when([](const Architecture& a) { return a.local != AttentionKind::Full && a.local != AttentionKind::Linear; }),
    fields::integer("global_every", 0, kMaxLayers, detail::member<&Architecture::globalEvery>)
        .when([](const Architecture& a) { return a.local != AttentionKind::Full; }),
    fields::integer("global_layers", 0, kMaxLayers, detail::member<&Architecture::globalCount>)
        .when([](const Architecture& a) { return a.local != AttentionKind::Full && a.globalCount > 0; }),
    fields::integer("linear_state", 0, kMaxLinearState, detail::member<&Architecture::linearState>)
        .when([](const Architecture& a) { return a.local == AttentionKind::Linear; }),
    fields::integer("linear_parameters", 0, kMaxLinearState, detail::member<&Architecture::linearParameters>)
        .when([](const Architecture& a) { return a.local == AttentionKind::Linear; }),
    fields::choice<QkNorm>("qk_norm", detail::member<&Architecture::qkNorm>)
        .when([](const Architecture& a) { return a.qkNorm != QkNorm::None; }),
    fields::boolean("attention_sinks", detail::member<&Architecture::attentionSinks>)
        .when([](const Architecture& a) { return a.attentionSinks; }),
    fields::boolean("attention_gate", detail::member<&Architecture::attentionGate>)
        .when([](const Architecture& a) { return a.attentionGate; }),
    fields::integer("expert_ffn", 0, kMaxFfn, detail::member<&Architecture::expertFfn>)
        .when([](const Architecture& a) { return a.expertFfn > 0; }),
    fields::integer("shared_ffn", 0, kMaxFfn, detail::member<&Architecture::sharedFfn>)
        .when([](const Architecture& a) { return a.sharedFfn > 0; }),
    fields::integer("dense_layers", 0, kMaxLayers, detail::member<&Architecture::denseLayers>)
        .when([](const Architecture& a) { return a.denseLayers > 0; }),
    fields::boolean("router_bias", detail::member<&Architecture::routerBias>)
        .when([](const Architecture& a) { return a.routerBias; }),
    fields::boolean("shared_expert_gate", detail::member<&Architecture::sharedExpertGate>)
        .when([](const Architecture& a) { return a.sharedExpertGate; }),
    fields::integer("mtp_layers", 0, 64, detail::member<&Architecture::mtpLayers>)
        .when([](const Architecture& a) { return a.mtpLayers > 0; }),
    fields::integer("mlp_layers", 0, kMaxLayers, detail::member<&Architecture::mlpLayers>)
        .when([](const Architecture& a) { return a.mlpLayers > 0; }),
    // clang-format on
};

// A GPU's fields (docs/catalog.md), for catalog entries and a scenario's
// inline hardware.gpu alike, relative to the GPU object, in its reader's
// order. The catalog's own fields (id, sources, unverified) are written only
// for the catalog.
inline constexpr GpuField kGpuFields[] = {
    // clang-format off
    fields::byHand<Gpu>("id", FieldType::Text),
    fields::byHand<Gpu>("name", FieldType::Text),
    fields::text("vendor", detail::member<&Gpu::vendor>).when([](const Gpu& g) { return !g.vendor.empty(); }),
    fields::number("memory_bytes", 0, 1e15, detail::member<&Gpu::memoryBytes>).above(),
    // The vendor's figure beside what software sees; 0: not given.
    fields::number("marketed_memory_bytes", 0, 1e15, detail::member<&Gpu::marketedMemoryBytes>)
        .when([](const Gpu& g) { return g.marketedMemoryBytes > 0; }),
    // Bandwidth and peaks divide the roofline's times: below 1 MB/s or 1
    // MFLOP/s a figure is a typo, and a near-zero one would turn times into inf.
    fields::number("bandwidth_bytes_per_s", kMinRate, 1e15, detail::member<&Gpu::bandwidthBytesPerS>),
    fields::number("tdp_watts", 0, 1e5, detail::member<&Gpu::tdpWatts>), // 0: not published
    fields::byHand<Gpu>("peak_flops", FieldType::Section), // per precision: 0 (none) or 1e6 to 1e18
    fields::byHand<Gpu>("sparse_peak_flops", FieldType::Section), // the same, with 2:4 sparsity
    fields::choice<PeakBasis>("peaks_printed", detail::member<&Gpu::peaksPrinted>),
    fields::section<Gpu>("interconnect")
        .when([](const Gpu& g) { return !g.interconnect.empty() || g.interconnectBytesPerS > 0; }),
    fields::text("interconnect.name", detail::member<&Gpu::interconnect>),
    fields::number("interconnect.bandwidth_bytes_per_s", 0, 1e15, detail::member<&Gpu::interconnectBytesPerS>),
    fields::choice<KernelGeneration>("generation", detail::member<&Gpu::generation>)
        .when([](const Gpu& g) { return g.generation != KernelGeneration::Generic; }),
    fields::section<Gpu>("network").when([](const Gpu& g) {
        return g.gpusPerNode > 0 || g.scaleUpBytesPerS > 0 || g.scaleOutBytesPerS > 0 || g.latencySeconds > 0;
    }),
    fields::integer("network.gpus_per_node", 1, kMaxGpus, detail::member<&Gpu::gpusPerNode>)
        .when([](const Gpu& g) { return g.gpusPerNode > 0; }),
    // 0: not clustered (a consumer card) or no scale-up link of its own.
    fields::number("network.scale_up_bytes_per_s", 0, 1e15, detail::member<&Gpu::scaleUpBytesPerS>),
    fields::number("network.scale_out_bytes_per_s", 0, 1e15, detail::member<&Gpu::scaleOutBytesPerS>),
    fields::number("network.latency_seconds", 0, 1, detail::member<&Gpu::latencySeconds>)
        .when([](const Gpu& g) { return g.latencySeconds > 0; }),
    fields::text("network.source", detail::member<&Gpu::networkSource>)
        .when([](const Gpu& g) { return !g.networkSource.empty(); }),
    fields::number("price_usd", 0, 1e8, detail::member<&Gpu::priceUsd>).when([](const Gpu& g) { return g.priceUsd > 0; }),
    fields::number("cloud_usd_per_gpu_hour", 0, 1e4, detail::member<&Gpu::cloudUsdPerGpuHour>)
        .when([](const Gpu& g) { return g.cloudUsdPerGpuHour > 0; }),
    // Where each price was read and when, and the rates beside on-demand.
    fields::section<Gpu>("prices").when([](const Gpu& g) { return g.prices != GpuPrices{}; }),
    fields::section<Gpu>("prices.purchase").when([](const Gpu& g) { return g.prices.purchase != PriceSource{}; }),
    fields::date("prices.purchase.date", detail::member<&Gpu::prices, &GpuPrices::purchase, &PriceSource::date>)
        .when([](const Gpu& g) { return !g.prices.purchase.date.empty(); }),
    fields::text("prices.purchase.source", detail::member<&Gpu::prices, &GpuPrices::purchase, &PriceSource::source>)
        .when([](const Gpu& g) { return !g.prices.purchase.source.empty(); }),
    fields::boolean("prices.purchase.placeholder", detail::member<&Gpu::prices, &GpuPrices::purchase, &PriceSource::placeholder>)
        .when([](const Gpu& g) { return g.prices.purchase.placeholder; }),
    fields::section<Gpu>("prices.on_demand").when([](const Gpu& g) { return g.prices.onDemand != PriceSource{}; }),
    fields::date("prices.on_demand.date", detail::member<&Gpu::prices, &GpuPrices::onDemand, &PriceSource::date>)
        .when([](const Gpu& g) { return !g.prices.onDemand.date.empty(); }),
    fields::text("prices.on_demand.source", detail::member<&Gpu::prices, &GpuPrices::onDemand, &PriceSource::source>)
        .when([](const Gpu& g) { return !g.prices.onDemand.source.empty(); }),
    fields::boolean("prices.on_demand.placeholder", detail::member<&Gpu::prices, &GpuPrices::onDemand, &PriceSource::placeholder>)
        .when([](const Gpu& g) { return g.prices.onDemand.placeholder; }),
    fields::section<Gpu>("prices.reserved_1yr").when([](const Gpu& g) { return g.prices.reserved1yr != DatedRate{}; }),
    fields::number("prices.reserved_1yr.usd_per_gpu_hour", 0, 1e4, detail::member<&Gpu::prices, &GpuPrices::reserved1yr, &DatedRate::usdPerGpuHour>)
        .when([](const Gpu& g) { return g.prices.reserved1yr.usdPerGpuHour > 0; }),
    fields::date("prices.reserved_1yr.date", detail::member<&Gpu::prices, &GpuPrices::reserved1yr, &DatedRate::from, &PriceSource::date>)
        .when([](const Gpu& g) { return !g.prices.reserved1yr.from.date.empty(); }),
    fields::text("prices.reserved_1yr.source", detail::member<&Gpu::prices, &GpuPrices::reserved1yr, &DatedRate::from, &PriceSource::source>)
        .when([](const Gpu& g) { return !g.prices.reserved1yr.from.source.empty(); }),
    fields::boolean("prices.reserved_1yr.placeholder", detail::member<&Gpu::prices, &GpuPrices::reserved1yr, &DatedRate::from, &PriceSource::placeholder>)
        .when([](const Gpu& g) { return g.prices.reserved1yr.from.placeholder; }),
    fields::section<Gpu>("prices.spot").when([](const Gpu& g) { return g.prices.spot != DatedRate{}; }),
    fields::number("prices.spot.usd_per_gpu_hour", 0, 1e4, detail::member<&Gpu::prices, &GpuPrices::spot, &DatedRate::usdPerGpuHour>)
        .when([](const Gpu& g) { return g.prices.spot.usdPerGpuHour > 0; }),
    fields::date("prices.spot.date", detail::member<&Gpu::prices, &GpuPrices::spot, &DatedRate::from, &PriceSource::date>)
        .when([](const Gpu& g) { return !g.prices.spot.from.date.empty(); }),
    fields::text("prices.spot.source", detail::member<&Gpu::prices, &GpuPrices::spot, &DatedRate::from, &PriceSource::source>)
        .when([](const Gpu& g) { return !g.prices.spot.from.source.empty(); }),
    fields::boolean("prices.spot.placeholder", detail::member<&Gpu::prices, &GpuPrices::spot, &DatedRate::from, &PriceSource::placeholder>)
        .when([](const Gpu& g) { return g.prices.spot.from.placeholder; }),
    fields::section<Gpu>("prices.tco").when([](const Gpu& g) { return g.prices.tco != TcoTiers{}; }),
    fields::section<Gpu>("prices.tco.hyperscaler").when([](const Gpu& g) { return g.prices.tco.hyperscaler != DatedRate{}; }),
    fields::number("prices.tco.hyperscaler.usd_per_gpu_hour", 0, 1e4, detail::member<&Gpu::prices, &GpuPrices::tco, &TcoTiers::hyperscaler, &DatedRate::usdPerGpuHour>)
        .when([](const Gpu& g) { return g.prices.tco.hyperscaler.usdPerGpuHour > 0; }),
    fields::date("prices.tco.hyperscaler.date", detail::member<&Gpu::prices, &GpuPrices::tco, &TcoTiers::hyperscaler, &DatedRate::from, &PriceSource::date>)
        .when([](const Gpu& g) { return !g.prices.tco.hyperscaler.from.date.empty(); }),
    fields::text("prices.tco.hyperscaler.source", detail::member<&Gpu::prices, &GpuPrices::tco, &TcoTiers::hyperscaler, &DatedRate::from, &PriceSource::source>)
        .when([](const Gpu& g) { return !g.prices.tco.hyperscaler.from.source.empty(); }),
    fields::boolean("prices.tco.hyperscaler.placeholder", detail::member<&Gpu::prices, &GpuPrices::tco, &TcoTiers::hyperscaler, &DatedRate::from, &PriceSource::placeholder>)
        .when([](const Gpu& g) { return g.prices.tco.hyperscaler.from.placeholder; }),
    fields::section<Gpu>("prices.tco.neocloud").when([](const Gpu& g) { return g.prices.tco.neocloud != DatedRate{}; }),
    fields::number("prices.tco.neocloud.usd_per_gpu_hour", 0, 1e4, detail::member<&Gpu::prices, &GpuPrices::tco, &TcoTiers::neocloud, &DatedRate::usdPerGpuHour>)
        .when([](const Gpu& g) { return g.prices.tco.neocloud.usdPerGpuHour > 0; }),
    fields::date("prices.tco.neocloud.date", detail::member<&Gpu::prices, &GpuPrices::tco, &TcoTiers::neocloud, &DatedRate::from, &PriceSource::date>)
        .when([](const Gpu& g) { return !g.prices.tco.neocloud.from.date.empty(); }),
    fields::text("prices.tco.neocloud.source", detail::member<&Gpu::prices, &GpuPrices::tco, &TcoTiers::neocloud, &DatedRate::from, &PriceSource::source>)
        .when([](const Gpu& g) { return !g.prices.tco.neocloud.from.source.empty(); }),
    fields::boolean("prices.tco.neocloud.placeholder", detail::member<&Gpu::prices, &GpuPrices::tco, &TcoTiers::neocloud, &DatedRate::from, &PriceSource::placeholder>)
        .when([](const Gpu& g) { return g.prices.tco.neocloud.from.placeholder; }),
    fields::section<Gpu>("prices.tco.renting").when([](const Gpu& g) { return g.prices.tco.renting != DatedRate{}; }),
    fields::number("prices.tco.renting.usd_per_gpu_hour", 0, 1e4, detail::member<&Gpu::prices, &GpuPrices::tco, &TcoTiers::renting, &DatedRate::usdPerGpuHour>)
        .when([](const Gpu& g) { return g.prices.tco.renting.usdPerGpuHour > 0; }),
    fields::date("prices.tco.renting.date", detail::member<&Gpu::prices, &GpuPrices::tco, &TcoTiers::renting, &DatedRate::from, &PriceSource::date>)
        .when([](const Gpu& g) { return !g.prices.tco.renting.from.date.empty(); }),
    fields::text("prices.tco.renting.source", detail::member<&Gpu::prices, &GpuPrices::tco, &TcoTiers::renting, &DatedRate::from, &PriceSource::source>)
        .when([](const Gpu& g) { return !g.prices.tco.renting.from.source.empty(); }),
    fields::boolean("prices.tco.renting.placeholder", detail::member<&Gpu::prices, &GpuPrices::tco, &TcoTiers::renting, &DatedRate::from, &PriceSource::placeholder>)
        .when([](const Gpu& g) { return g.prices.tco.renting.from.placeholder; }),
    // Announced, not shipping: lists leave it out unless asked.
    fields::boolean("preliminary", detail::member<&Gpu::preliminary>).when([](const Gpu& g) { return g.preliminary; }),
    fields::byHand<Gpu>("sources", FieldType::List),
    fields::byHand<Gpu>("unverified", FieldType::List),
    fields::byHand<Gpu>("notes", FieldType::Text),
    // clang-format on
};

// A field's row, looked up when the program is compiled: a path not in the
// table does not compile.
consteval const ScenarioField& scenarioField(std::string_view path)
{
    for (const ScenarioField& f : kScenarioFields)
        if (f.path == path)
            return f;
    throw "scenarioField: no such scenario field";
}

consteval const ArchitectureField& architectureField(std::string_view path)
{
    for (const ArchitectureField& f : kArchitectureFields)
        if (f.path == path)
            return f;
    throw "architectureField: no such architecture field";
}

consteval const GpuField& gpuField(std::string_view path)
{
    for (const GpuField& f : kGpuFields)
        if (f.path == path)
            return f;
    throw "gpuField: no such GPU field";
}

// The same at run time, for a path held in a string; nullptr when unknown.
constexpr const ScenarioField* findScenarioField(std::string_view path)
{
    for (const ScenarioField& f : kScenarioFields)
        if (f.path == path)
            return &f;
    return nullptr;
}

constexpr const ArchitectureField* findArchitectureField(std::string_view path)
{
    for (const ArchitectureField& f : kArchitectureFields)
        if (f.path == path)
            return &f;
    return nullptr;
}

// The value a field has in `s`, as its file would hold it (JSON text; empty
// when the writer would leave the field out). Fields read by hand: empty.
std::string fieldValueText(const ScenarioField& f, const Scenario& s);
std::string fieldValueText(const ArchitectureField& f, const Architecture& a);
std::string fieldValueText(const GpuField& f, const Gpu& g);

} // namespace headroom
