#include "headroom/scenario.h"

#include "headroom/fieldranges.h"

#include "headroom/hfimport.h"
#include "modeljson.h"

#include <algorithm>
#include <filesystem>

namespace headroom {

using detail::json;
using detail::ObjectReader;

namespace {

constexpr std::size_t kMaxRequestClasses = 64;
constexpr const char* kLoraTargets[] = {"q", "k", "v", "o", "gate", "up", "down"};

void readModelSource(const json& j, std::optional<Error>& error, ModelSource& m)
{
    if (!j.is_object()) {
        error = makeError(ErrorCode::WrongType, "model", detail::describe(j), Expect::Object);
        return;
    }
    const int kinds = int(j.contains("preset")) + int(j.contains("architecture")) + int(j.contains("hf_config")) +
                      int(j.contains("parameters"));
    if (kinds != 1) {
        error = makeError(kinds == 0 ? ErrorCode::MissingField : ErrorCode::Inconsistent, "model", detail::describe(j),
                          Expect::ExactlyOneOf, "preset, architecture, hf_config, parameters");
        return;
    }
    ObjectReader r(j, "model", error);
    if (j.contains("preset")) {
        m.kind = ModelSource::Kind::Preset;
        r.string("preset", m.preset, true);
    } else if (j.contains("architecture")) {
        m.kind = ModelSource::Kind::Architecture;
        m.architecture = Architecture{};
        if (const json* a = r.take("architecture"))
            detail::readArchitecture(*a, "model.architecture", error, m.architecture);
    } else if (j.contains("hf_config")) {
        m.kind = ModelSource::Kind::HfConfig;
        r.string("hf_config", m.hfConfigPath, true);
    } else {
        m.kind = ModelSource::Kind::Parameters;
        r.number(fieldRange("model.parameters"), m.parameters);
    }
    r.number(fieldRange("model.activation_bytes_per_sample"), m.activationBytesPerSample);
    r.string("name", m.name);
    r.finish("preset, architecture, hf_config, parameters, activation_bytes_per_sample, name");
}

void readWorkload(const json& j, std::optional<Error>& error, Workload& w)
{
    ObjectReader r(j, "workload", error);
    r.enumeration("mode", w.mode, modeFromString, Expect::OneOf, "train, lora, qlora, inference");
    r.integer(fieldRange("workload.micro_batch_size"), w.microBatchSize);
    r.integer(fieldRange("workload.global_batch_size"), w.globalBatchSize);
    r.integer(fieldRange("workload.sequence_length"), w.sequenceLength);
    // Fine-tuning's documented default is its own: a 2 T-token pre-training
    // budget would make a LoRA run read as decades.
    if (!j.contains("training_tokens"))
        w.trainingTokens = defaultTrainingTokens(w.mode);
    // The amount of training in tokens or in samples and epochs, not both.
    if (j.contains("training_tokens") && j.contains("samples_per_epoch")) {
        r.fail(ErrorCode::Inconsistent, "samples_per_epoch", j.at("samples_per_epoch"), Expect::ExactlyOneOf,
               "training_tokens, samples_per_epoch");
        return;
    }
    r.number(fieldRange("workload.training_tokens"), w.trainingTokens);
    r.number(fieldRange("workload.samples_per_epoch"), w.samplesPerEpoch);
    r.number(fieldRange("workload.epochs"), w.epochs);
    r.integer(fieldRange("workload.prompt_tokens"), w.promptTokens);
    r.integer(fieldRange("workload.output_tokens"), w.outputTokens);
    r.integer(fieldRange("workload.lora_rank"), w.loraRank);
    if (const json* t = r.array("lora_targets")) {
        if (t->empty()) {
            r.fail(ErrorCode::OutOfRange, "lora_targets", *t, Expect::AtLeastOneOf, "q, k, v, o, gate, up, down");
            return;
        }
        w.loraTargets.clear();
        for (std::size_t i = 0; i < t->size(); ++i) {
            const json& v = (*t)[i];
            const bool known = v.is_string() && std::any_of(std::begin(kLoraTargets), std::end(kLoraTargets),
                                                            [&](const char* k) { return v.get<std::string>() == k; });
            if (!known) {
                r.fail(ErrorCode::UnknownValue, "lora_targets[" + std::to_string(i) + "]", v, Expect::OneOf,
                       "q, k, v, o, gate, up, down");
                return;
            }
            if (std::find(w.loraTargets.begin(), w.loraTargets.end(), v.get<std::string>()) == w.loraTargets.end())
                w.loraTargets.push_back(v.get<std::string>());
        }
    }
    r.finish("mode, micro_batch_size, global_batch_size, sequence_length, training_tokens, samples_per_epoch, "
             "epochs, prompt_tokens, output_tokens, lora_rank, lora_targets");
}

void readScenarioObject(const json& doc, std::optional<Error>& error, Scenario& s)
{
    if (!doc.is_object()) {
        error = makeError(ErrorCode::WrongType, {}, detail::describe(doc), Expect::JsonObject);
        return;
    }
    ObjectReader r(doc, {}, error);
    std::string format = "headroom-scenario";
    r.string("format", format);
    if (!error && format != "headroom-scenario")
        r.fail(ErrorCode::UnknownValue, "format", doc["format"], Expect::Literal, "\"headroom-scenario\"");
    int version = kScenarioVersion;
    r.integer("version", version, 1, 1000000);
    if (!error && version > kScenarioVersion) {
        r.fail(ErrorCode::Unsupported, "version", doc["version"], Expect::NewerVersion, "2");
        return;
    }
    r.take("name");
    r.take("description");
    if (const json* m = r.take("model"))
        readModelSource(*m, error, s.model);
    if (const json* w = r.object("workload"))
        readWorkload(*w, error, s.workload);
    if (const json* p = r.object("precision")) {
        ObjectReader pr(*p, "precision", error);
        pr.enumeration("recipe", s.precision.recipe, recipeFromString, Expect::OneOf,
                       "fp32, amp-bf16, amp-fp16, mixed-bf16, mixed-fp16, mixed-bf16-fp32grad, pure-bf16, "
                       "fp8-mixed");
        pr.enumeration("weights", s.precision.weights, dtypeFromString, Expect::OneOf, kDTypeList);
        pr.enumeration("kv_cache", s.precision.kvCache, dtypeFromString, Expect::OneOf, kDTypeList);
        pr.finish("recipe, weights, kv_cache");
    }
    r.enumeration("optimizer", s.optimizer, optimizerFromString, Expect::OneOf,
                  "adamw, adam, adamw-8bit, lion, sgd-momentum, sgd, adafactor");
    if (const json* p = r.object("parallelism")) {
        ObjectReader pr(*p, "parallelism", error);
        pr.integer(fieldRange("parallelism.gpus"), s.parallelism.gpus);
        pr.integer(fieldRange("parallelism.tensor"), s.parallelism.tensor);
        pr.integer(fieldRange("parallelism.pipeline"), s.parallelism.pipeline);
        pr.integer(fieldRange("parallelism.virtual_stages"), s.parallelism.virtualStages);
        pr.integer(fieldRange("parallelism.zero"), s.parallelism.zero);
        pr.boolean("sequence_parallel", s.parallelism.sequenceParallel);
        pr.integer(fieldRange("parallelism.expert"), s.parallelism.expert);
        pr.integer(fieldRange("parallelism.context"), s.parallelism.context);
        pr.enumeration(
            "gather_unit", s.parallelism.gatherUnit,
            [](std::string_view v) -> std::optional<GatherUnit> {
                GatherUnit u;
                return gatherUnitFromString(v, u) ? std::optional<GatherUnit>(u) : std::nullopt;
            },
            Expect::OneOf, "layer, tensor");
        if (const json* o = pr.object("overlap")) {
            ObjectReader orr(*o, "parallelism.overlap", error);
            Overlap& ov = s.parallelism.overlap;
            orr.boolean("grad_reduce", ov.gradReduce);
            orr.boolean("param_gather", ov.paramGather);
            orr.boolean("tensor", ov.tensor);
            orr.boolean("pipeline", ov.pipeline);
            orr.boolean("expert", ov.expert);
            orr.finish("grad_reduce, param_gather, tensor, pipeline, expert");
        }
        pr.finish("gpus, tensor, pipeline, virtual_stages, zero, sequence_parallel, expert, context, gather_unit, "
                  "overlap");
    }
    if (const json* a = r.object("activations")) {
        ObjectReader ar(*a, "activations", error);
        ar.enumeration("recompute", s.activations.recompute, recomputeFromString, Expect::OneOf,
                       "none, selective, full");
        ar.boolean("flash_attention", s.activations.flashAttention);
        ar.finish("recompute, flash_attention");
    }
    if (const json* h = r.object("hardware")) {
        ObjectReader hr(*h, "hardware", error);
        if (const json* g = hr.take("gpu")) {
            if (g->is_string() && !g->get_ref<const std::string&>().empty()) {
                s.hardware.gpu = g->get<std::string>();
                s.hardware.inlineGpu.reset();
            } else if (g->is_object()) {
                Gpu gpu;
                detail::readGpu(*g, "hardware.gpu", error, gpu, false);
                if (gpu.id.empty())
                    gpu.id = "custom";
                s.hardware.gpu = gpu.id;
                s.hardware.inlineGpu = gpu;
            } else {
                hr.fail(ErrorCode::WrongType, "gpu", *g, Expect::CatalogGpuOrObject);
            }
        }
        hr.number(fieldRange("hardware.mfu"), s.hardware.mfu);
        hr.number(fieldRange("hardware.hfu"), s.hardware.hfu);
        hr.number(fieldRange("hardware.bandwidth_efficiency"), s.hardware.bandwidthEfficiency);
        if (h->contains("gpus_per_node")) {
            std::int64_t n = 8;
            hr.integer(fieldRange("hardware.gpus_per_node"), n);
            s.hardware.gpusPerNode = n;
        }
        // Bandwidths divide times: zero or negative is an error, not an infinity.
        hr.number(fieldRange("hardware.scale_up_bytes_per_s"), s.hardware.scaleUpBytesPerS);
        hr.number(fieldRange("hardware.scale_out_bytes_per_s"), s.hardware.scaleOutBytesPerS);
        hr.number(fieldRange("hardware.efficiency_scale"), s.hardware.efficiencyScale);
        hr.finish("gpu, mfu, hfu, bandwidth_efficiency, gpus_per_node, scale_up_bytes_per_s, scale_out_bytes_per_s, "
                  "efficiency_scale");
    }
    if (const json* o = r.object("overhead")) {
        ObjectReader orr(*o, "overhead", error);
        orr.number(fieldRange("overhead.fixed_bytes"), s.overhead.fixedBytes);
        orr.number(fieldRange("overhead.fraction"), s.overhead.fraction);
        orr.finish("fixed_bytes, fraction");
    }
    if (const json* c = r.object("cost")) {
        ObjectReader cr(*c, "cost", error);
        cr.number(fieldRange("cost.cloud_usd_per_gpu_hour"), s.cost.cloudUsdPerGpuHour);
        cr.number(fieldRange("cost.purchase_usd_per_gpu"), s.cost.purchaseUsdPerGpu);
        cr.number(fieldRange("cost.server_share"), s.cost.serverShare);
        cr.number(fieldRange("cost.depreciation_years"), s.cost.depreciationYears);
        cr.number(fieldRange("cost.maintenance_per_year"), s.cost.maintenancePerYear);
        cr.number(fieldRange("cost.electricity_usd_per_kwh"), s.cost.electricityUsdPerKwh);
        cr.number(fieldRange("cost.pue"), s.cost.pue);
        cr.number(fieldRange("cost.utilization"), s.cost.utilization);
        cr.number(fieldRange("cost.hosting_usd_per_kw_month"), s.cost.hostingUsdPerKwMonth);
        cr.finish("cloud_usd_per_gpu_hour, purchase_usd_per_gpu, server_share, depreciation_years, "
                  "maintenance_per_year, electricity_usd_per_kwh, pue, utilization, hosting_usd_per_kw_month");
    }
    if (const json* sv = r.object("serving")) {
        ObjectReader sr(*sv, "serving", error);
        ServingConfig& c = s.serving;
        // "auto" (true) or a count from 1 to max (into `out`); absent: false, `out` kept.
        const auto autoOrCount = [&sr](const char* key, std::int64_t max, std::optional<std::int64_t>& out) {
            const json* n = sr.take(key);
            if (!n)
                return false;
            if (n->is_string() && n->get<std::string>() == "auto") {
                out.reset();
                return true;
            }
            if (n->is_number_integer() && n->get<std::int64_t>() >= 1 && n->get<std::int64_t>() <= max)
                out = n->get<std::int64_t>();
            else
                sr.fail(n->is_number() ? ErrorCode::OutOfRange : ErrorCode::WrongType, key, *n, Expect::OneOf,
                        "\"auto\", an integer from 1 to " + std::to_string(max));
            return false;
        };
        autoOrCount("concurrency", 1 << 24, c.concurrency);
        sr.number(fieldRange("serving.ttft_slo_seconds"), c.ttftSloSeconds);
        sr.number(fieldRange("serving.tpot_slo_seconds"), c.tpotSloSeconds);
        sr.number(fieldRange("serving.api_usd_per_million_tokens"), c.apiUsdPerMillionTokens);
        if (const json* sp = sr.object("speculative")) {
            ObjectReader pr(*sp, "serving.speculative", error);
            pr.integer(fieldRange("serving.speculative.draft_tokens"), c.speculative.draftTokens);
            if (pr.has("acceptance")) {
                const json& a = (*sp)["acceptance"];
                if (a.is_number() && (a.get<double>() < 0 || a.get<double>() >= 1))
                    pr.fail(ErrorCode::OutOfRange, "acceptance", a, Expect::FractionBelowOne);
            }
            pr.number(fieldRange("serving.speculative.acceptance"), c.speculative.acceptance);
            pr.string("draft_model", c.speculative.draftModel);
            pr.finish("draft_tokens, acceptance, draft_model");
        }
        sr.number(fieldRange("serving.kv_transfer_bytes_per_s"), c.kvTransferBytesPerS);
        sr.number(fieldRange("serving.kv_memory_fraction"), c.kvMemoryFraction);
        c.prefillReplicasAuto = autoOrCount("prefill_replicas", 1 << 20, c.prefillReplicas);
        if (const json* mix = sr.array("request_mix")) {
            if (mix->size() > kMaxRequestClasses)
                sr.fail(ErrorCode::OutOfRange, "request_mix", *mix, Expect::AtMost, std::to_string(kMaxRequestClasses),
                        "request kinds");
            for (std::size_t i = 0; i < mix->size() && !error; ++i) {
                const std::string path = "serving.request_mix[" + std::to_string(i) + "]";
                const json& item = (*mix)[i];
                if (!item.is_object()) {
                    error = makeError(ErrorCode::WrongType, path, detail::describe(item), Expect::Object);
                    break;
                }
                RequestClass rc;
                ObjectReader ir(item, path, error);
                ir.require("prompt_tokens", Expect::IntegerRange, "1", std::to_string(1LL << 27));
                ir.require("output_tokens", Expect::IntegerRange, "1", std::to_string(1LL << 27));
                ir.integer(fieldRange("serving.request_mix[].prompt_tokens"), rc.promptTokens);
                ir.integer(fieldRange("serving.request_mix[].output_tokens"), rc.outputTokens);
                ir.number(fieldRange("serving.request_mix[].weight"), rc.weight);
                ir.finish("prompt_tokens, output_tokens, weight");
                c.requestMix.push_back(rc);
            }
        }
        sr.finish("concurrency, ttft_slo_seconds, tpot_slo_seconds, api_usd_per_million_tokens, speculative, "
                  "prefill_replicas, kv_transfer_bytes_per_s, kv_memory_fraction, request_mix");
    }
    if (const json* d = r.object("data")) {
        ObjectReader dr(*d, "data", error);
        DataConfig& c = s.data;
        dr.enumeration("kind", c.kind, dataKindFromString, Expect::OneOf, "tokens, images");
        dr.number(fieldRange("data.bytes_per_token"), c.bytesPerToken);
        dr.number(fieldRange("data.bytes_per_sample"), c.bytesPerSample);
        dr.number(fieldRange("data.decoded_bytes_per_sample"), c.decodedBytesPerSample);
        // Rates divide times: zero or negative is an error, not an infinity.
        dr.number(fieldRange("data.storage_read_bytes_per_s"), c.storageReadBytesPerS);
        dr.number(fieldRange("data.pcie_bytes_per_s"), c.pcieBytesPerS);
        dr.integer(fieldRange("data.cpu_cores_per_node"), c.cpuCoresPerNode);
        dr.number(fieldRange("data.decode_samples_per_s_per_core"), c.decodeSamplesPerSPerCore);
        dr.boolean("overlap", c.overlap);
        dr.finish("kind, bytes_per_token, bytes_per_sample, decoded_bytes_per_sample, storage_read_bytes_per_s, "
                  "pcie_bytes_per_s, cpu_cores_per_node, decode_samples_per_s_per_core, overlap");
    }
    if (const json* c = r.object("checkpoint")) {
        ObjectReader cr(*c, "checkpoint", error);
        cr.integer(fieldRange("checkpoint.interval_steps"), s.checkpoint.intervalSteps);
        cr.number(fieldRange("checkpoint.storage_write_bytes_per_s"), s.checkpoint.storageWriteBytesPerS);
        cr.finish("interval_steps, storage_write_bytes_per_s");
    }
    r.finish("format, version, name, description, model, workload, precision, optimizer, parallelism, "
             "activations, hardware, overhead, cost, serving, data, checkpoint");
    // Format 1 means a fixed MFU of 0.4 when it gives neither; format 2 (and a
    // file without a version) predicts the step time.
    if (!error && version == 1 && !s.hardware.mfu && !s.hardware.hfu)
        s.hardware.mfu = kFormat1DefaultMfu;
}

} // namespace

std::string_view toString(DataKind k)
{
    return k == DataKind::Images ? "images" : "tokens";
}

std::optional<DataKind> dataKindFromString(std::string_view s)
{
    if (s == "tokens")
        return DataKind::Tokens;
    if (s == "images")
        return DataKind::Images;
    return std::nullopt;
}

Expected<Scenario> parseScenario(std::string_view jsonText, std::string_view fileName)
{
    json doc;
    if (auto e = detail::parseJson(jsonText, doc)) {
        e->file = fileName;
        return *e;
    }
    std::optional<Error> error;
    Scenario s;
    readScenarioObject(doc, error, s);
    if (error) {
        error->file = fileName;
        return *error;
    }
    return s;
}

Expected<Scenario> loadScenarioFile(const std::string& path)
{
    std::string text;
    if (auto e = detail::readFile(path, text, 16u << 20))
        return *e;
    auto s = parseScenario(text, path);
    if (s) {
        std::error_code ec;
        const auto abs = std::filesystem::absolute(std::filesystem::path(path), ec);
        s->baseDir = (ec ? std::filesystem::path(path) : abs).parent_path().string();
    }
    return s;
}

namespace {

// The scenario as the file holds it, before it is written out as text.
json scenarioObject(const Scenario& s)
{
    using detail::number;
    json j;
    j["format"] = "headroom-scenario";
    j["version"] = kScenarioVersion;
    json m;
    switch (s.model.kind) {
    case ModelSource::Kind::Preset: m["preset"] = s.model.preset; break;
    case ModelSource::Kind::Architecture: m["architecture"] = detail::architectureToJson(s.model.architecture); break;
    case ModelSource::Kind::HfConfig: m["hf_config"] = s.model.hfConfigPath; break;
    case ModelSource::Kind::Parameters: m["parameters"] = number(s.model.parameters); break;
    }
    if (s.model.activationBytesPerSample > 0)
        m["activation_bytes_per_sample"] = number(s.model.activationBytesPerSample);
    if (!s.model.name.empty())
        m["name"] = s.model.name;
    j["model"] = m;
    const Workload& w = s.workload;
    j["workload"] = {{"mode", toString(w.mode)},
                     {"micro_batch_size", w.microBatchSize},
                     {"global_batch_size", w.globalBatchSize},
                     {"sequence_length", w.sequenceLength},
                     {"training_tokens", number(w.trainingTokens)},
                     {"prompt_tokens", w.promptTokens},
                     {"output_tokens", w.outputTokens},
                     {"lora_rank", w.loraRank},
                     {"lora_targets", w.loraTargets}};
    if (w.samplesPerEpoch) {
        j["workload"].erase("training_tokens");
        j["workload"]["samples_per_epoch"] = number(*w.samplesPerEpoch);
        j["workload"]["epochs"] = number(w.epochs);
    }
    j["precision"] = {{"recipe", toString(s.precision.recipe)},
                      {"weights", toString(s.precision.weights)},
                      {"kv_cache", toString(s.precision.kvCache)}};
    j["optimizer"] = toString(s.optimizer);
    const Parallelism& p = s.parallelism;
    j["parallelism"] = {{"gpus", p.gpus},
                        {"tensor", p.tensor},
                        {"pipeline", p.pipeline},
                        {"virtual_stages", p.virtualStages},
                        {"zero", p.zero},
                        {"sequence_parallel", p.sequenceParallel},
                        {"expert", p.expert},
                        {"context", p.context},
                        {"gather_unit", toString(p.gatherUnit)},
                        {"overlap",
                         {{"grad_reduce", p.overlap.gradReduce},
                          {"param_gather", p.overlap.paramGather},
                          {"tensor", p.overlap.tensor},
                          {"pipeline", p.overlap.pipeline},
                          {"expert", p.overlap.expert}}}};
    j["activations"] = {{"recompute", toString(s.activations.recompute)},
                        {"flash_attention", s.activations.flashAttention}};
    json hw;
    if (s.hardware.inlineGpu) {
        // The reader keeps an inline GPU's id, sources and unverified list, so
        // they are written too (id only when not the reader's "custom").
        const Gpu& g = *s.hardware.inlineGpu;
        json gj = detail::gpuToJson(g, false);
        if (!g.id.empty() && g.id != "custom")
            gj["id"] = g.id;
        if (!g.sources.empty())
            gj["sources"] = g.sources;
        if (!g.unverified.empty())
            gj["unverified"] = g.unverified;
        hw["gpu"] = gj;
    } else {
        hw["gpu"] = s.hardware.gpu;
    }
    if (s.hardware.mfu)
        hw["mfu"] = *s.hardware.mfu;
    if (s.hardware.hfu)
        hw["hfu"] = *s.hardware.hfu;
    hw["bandwidth_efficiency"] = s.hardware.bandwidthEfficiency;
    if (s.hardware.gpusPerNode)
        hw["gpus_per_node"] = *s.hardware.gpusPerNode;
    if (s.hardware.scaleUpBytesPerS)
        hw["scale_up_bytes_per_s"] = number(*s.hardware.scaleUpBytesPerS);
    if (s.hardware.scaleOutBytesPerS)
        hw["scale_out_bytes_per_s"] = number(*s.hardware.scaleOutBytesPerS);
    if (s.hardware.efficiencyScale != 1.0)
        hw["efficiency_scale"] = s.hardware.efficiencyScale;
    j["hardware"] = hw;
    j["overhead"] = {{"fixed_bytes", number(s.overhead.fixedBytes)}, {"fraction", s.overhead.fraction}};
    json c;
    if (s.cost.cloudUsdPerGpuHour)
        c["cloud_usd_per_gpu_hour"] = *s.cost.cloudUsdPerGpuHour;
    if (s.cost.purchaseUsdPerGpu)
        c["purchase_usd_per_gpu"] = number(*s.cost.purchaseUsdPerGpu);
    c["server_share"] = s.cost.serverShare;
    c["depreciation_years"] = number(s.cost.depreciationYears);
    c["maintenance_per_year"] = s.cost.maintenancePerYear;
    c["electricity_usd_per_kwh"] = s.cost.electricityUsdPerKwh;
    c["pue"] = s.cost.pue;
    c["utilization"] = s.cost.utilization;
    c["hosting_usd_per_kw_month"] = number(s.cost.hostingUsdPerKwMonth);
    j["cost"] = c;
    json sv;
    sv["concurrency"] = s.serving.concurrency ? json(*s.serving.concurrency) : json("auto");
    if (s.serving.ttftSloSeconds)
        sv["ttft_slo_seconds"] = *s.serving.ttftSloSeconds;
    if (s.serving.tpotSloSeconds)
        sv["tpot_slo_seconds"] = *s.serving.tpotSloSeconds;
    if (s.serving.apiUsdPerMillionTokens)
        sv["api_usd_per_million_tokens"] = *s.serving.apiUsdPerMillionTokens;
    sv["speculative"] = {{"draft_tokens", s.serving.speculative.draftTokens},
                         {"acceptance", s.serving.speculative.acceptance},
                         {"draft_model", s.serving.speculative.draftModel}};
    if (s.serving.prefillReplicasAuto)
        sv["prefill_replicas"] = "auto";
    else if (s.serving.prefillReplicas)
        sv["prefill_replicas"] = *s.serving.prefillReplicas;
    if (!s.serving.requestMix.empty()) {
        json mix = json::array();
        for (const RequestClass& rc : s.serving.requestMix)
            mix.push_back(
                {{"prompt_tokens", rc.promptTokens}, {"output_tokens", rc.outputTokens}, {"weight", rc.weight}});
        sv["request_mix"] = std::move(mix);
    }
    if (s.serving.kvTransferBytesPerS)
        sv["kv_transfer_bytes_per_s"] = *s.serving.kvTransferBytesPerS;
    if (s.serving.kvMemoryFraction)
        sv["kv_memory_fraction"] = *s.serving.kvMemoryFraction;
    j["serving"] = sv;
    const DataConfig& d = s.data;
    json dj;
    if (d.kind)
        dj["kind"] = toString(*d.kind);
    if (d.bytesPerToken)
        dj["bytes_per_token"] = *d.bytesPerToken;
    if (d.bytesPerSample)
        dj["bytes_per_sample"] = number(*d.bytesPerSample);
    if (d.decodedBytesPerSample)
        dj["decoded_bytes_per_sample"] = number(*d.decodedBytesPerSample);
    dj["storage_read_bytes_per_s"] = number(d.storageReadBytesPerS);
    if (d.pcieBytesPerS)
        dj["pcie_bytes_per_s"] = number(*d.pcieBytesPerS);
    dj["cpu_cores_per_node"] = d.cpuCoresPerNode;
    dj["decode_samples_per_s_per_core"] = d.decodeSamplesPerSPerCore;
    dj["overlap"] = d.overlap;
    j["data"] = dj;
    j["checkpoint"] = {{"interval_steps", s.checkpoint.intervalSteps},
                       {"storage_write_bytes_per_s", number(s.checkpoint.storageWriteBytesPerS)}};
    return j;
}

} // namespace

std::string scenarioToJson(const Scenario& s)
{
    return scenarioObject(s).dump(2) + "\n";
}

Layout layoutOf(const Scenario& s)
{
    Layout l;
    static_cast<ParallelSizes&>(l) = s.parallelism;
    l.microBatch = s.workload.microBatchSize;
    l.recompute = s.activations.recompute;
    return l;
}

void applyLayout(Scenario& s, const Layout& l)
{
    static_cast<ParallelSizes&>(s.parallelism) = l;
    s.workload.microBatchSize = l.microBatch;
    s.activations.recompute = l.recompute;
}

std::optional<Error> checkScenario(const Scenario& s)
{
    // One rule book: the reader's, applied to the object the file would hold
    // (nlohmann's text form of a double reads back exactly, so skipping the
    // text changes nothing but the time).
    std::optional<Error> error;
    Scenario back;
    readScenarioObject(scenarioObject(s), error, back);
    return error;
}

Expected<std::string> applyOverride(std::string_view jsonText, std::string_view assignment)
{
    const auto eq = assignment.find('=');
    const std::string path(assignment.substr(0, eq));
    if (eq == std::string_view::npos || path.empty())
        return makeError(ErrorCode::Parse, "--set", std::string(assignment), Expect::Assignment, "parallelism.gpus=64");
    const std::string_view valueText = assignment.substr(eq + 1);
    json doc;
    if (jsonText.empty())
        doc = json::object();
    else if (auto e = detail::parseJson(jsonText, doc))
        return *e;
    if (!doc.is_object())
        return makeError(ErrorCode::WrongType, {}, detail::describe(doc), Expect::JsonObject);
    json value;
    if (detail::parseJson(valueText, value))
        value = std::string(valueText); // a bare word: take it as a string
    json* node = &doc;
    std::size_t start = 0;
    while (true) {
        const std::size_t dot = path.find('.', start);
        const std::string key = path.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
        if (key.empty())
            return makeError(ErrorCode::Parse, path, std::string(assignment), Expect::DottedPath, "parallelism.gpus");
        if (dot == std::string::npos) {
            // Choosing another kind of model replaces the whole model object.
            if (start > 0 && path.compare(0, start, "model.") == 0 &&
                (key == "preset" || key == "architecture" || key == "hf_config" || key == "parameters"))
                *node = json::object();
            (*node)[key] = value;
            break;
        }
        json& child = (*node)[key];
        if (child.is_null())
            child = json::object();
        if (!child.is_object())
            return makeError(ErrorCode::WrongType, path.substr(0, dot), detail::describe(child), Expect::Object);
        node = &child;
        start = dot + 1;
    }
    return doc.dump(2);
}

Expected<ResolvedScenario> resolve(const Scenario& s, const Catalog& catalog)
{
    ResolvedScenario r;
    r.scenario = s;
    switch (s.model.kind) {
    case ModelSource::Kind::Preset: {
        const ModelPreset* preset = catalog.findModel(s.model.preset);
        if (!preset)
            return makeError(ErrorCode::UnknownValue, "model.preset", s.model.preset, Expect::CatalogModel);
        r.model = preset->spec;
        if (r.model.kind == ModelSpec::Kind::Generic && s.model.activationBytesPerSample > 0)
            r.model.activationBytesPerSample = s.model.activationBytesPerSample;
        break;
    }
    case ModelSource::Kind::Architecture:
        r.model.kind = ModelSpec::Kind::Transformer;
        r.model.name = s.model.name.empty() ? "custom" : s.model.name;
        r.model.arch = s.model.architecture;
        break;
    case ModelSource::Kind::HfConfig: {
        std::filesystem::path p(s.model.hfConfigPath);
        if (p.is_relative() && !s.baseDir.empty())
            p = std::filesystem::path(s.baseDir) / p;
        auto spec = loadHfConfigFile(p.string());
        if (!spec) {
            Error e = spec.error();
            e.path = e.path.empty() ? "model.hf_config" : "model.hf_config: " + e.path;
            return e;
        }
        r.model = *spec;
        break;
    }
    case ModelSource::Kind::Parameters:
        r.model.kind = ModelSpec::Kind::Generic;
        r.model.name = s.model.name.empty() ? "generic" : s.model.name;
        r.model.parameters = s.model.parameters;
        r.model.activationBytesPerSample = s.model.activationBytesPerSample;
        break;
    }
    if (s.hardware.inlineGpu) {
        r.gpu = *s.hardware.inlineGpu;
    } else {
        const Gpu* gpu = catalog.findGpu(s.hardware.gpu);
        if (!gpu)
            return makeError(ErrorCode::UnknownValue, "hardware.gpu", s.hardware.gpu, Expect::CatalogGpuOrObject);
        r.gpu = *gpu;
    }
    // The defaults when neither scenario nor catalog says: $3.00/GPU-h and $30,000 (docs/model.md §10).
    r.cloudUsdPerGpuHour =
        s.cost.cloudUsdPerGpuHour.value_or(r.gpu.cloudUsdPerGpuHour > 0 ? r.gpu.cloudUsdPerGpuHour : 3.0);
    r.purchaseUsdPerGpu = s.cost.purchaseUsdPerGpu.value_or(r.gpu.priceUsd > 0 ? r.gpu.priceUsd : 30000.0);
    return r;
}

} // namespace headroom
