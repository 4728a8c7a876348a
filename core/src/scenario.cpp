#include "headroom/scenario.h"

#include "headroom/scenariofields.h"

#include "fieldwalk.h"
#include "headroom/limits.h"
#include "headroom/model/stack.h"
#include "modeljson.h"
#include "readers.h"

#include <algorithm>
#include <cmath>
#include <filesystem>

namespace headroom {

using detail::json;
using detail::ObjectReader;

namespace {

constexpr const char* kLoraTargets[] = {"q", "k", "v", "o", "gate", "up", "down"};
constexpr const char* kLoraTargetList = "q, k, v, o, gate, up, down";

using Walk = detail::FieldWalk<kScenarioFields>;
constexpr std::size_t kTop = Walk::kTop;

void readModelSource(const json& j, std::optional<Error>& error, ModelSource& m, detail::ArchitectureCheck check)
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
            detail::readArchitecture(*a, "model.architecture", error, m.architecture, check);
    } else if (j.contains("hf_config")) {
        m.kind = ModelSource::Kind::HfConfig;
        r.string("hf_config", m.hfConfigPath, true);
    } else {
        m.kind = ModelSource::Kind::Parameters;
        r.number(scenarioField("model.parameters"), m.parameters);
    }
    r.number(scenarioField("model.activation_bytes_per_sample"), m.activationBytesPerSample);
    r.string("name", m.name);
    r.finish("preset, architecture, hf_config, parameters, activation_bytes_per_sample, name");
}

// "auto" (true) or a count in the row's range (into `out`); absent: false, `out` kept.
bool readAutoOrCount(ObjectReader& r, const ScenarioField& f, std::optional<std::int64_t>& out)
{
    const json* n = r.take(f.key());
    if (!n)
        return false;
    if (n->is_string() && n->get<std::string>() == "auto") {
        out.reset();
        return true;
    }
    if (n->is_number_integer() && n->get<std::int64_t>() >= std::int64_t(f.min) &&
        n->get<std::int64_t>() <= std::int64_t(f.max))
        out = n->get<std::int64_t>();
    else
        r.fail(n->is_number() ? ErrorCode::OutOfRange : ErrorCode::WrongType, f.key(), *n, Expect::OneOf,
               "\"auto\", an integer from 1 to " + std::to_string(std::int64_t(f.max)));
    return false;
}

void readLoraTargets(ObjectReader& r, Workload& w)
{
    const json* t = r.array("lora_targets");
    if (!t)
        return;
    if (t->empty()) {
        r.fail(ErrorCode::OutOfRange, "lora_targets", *t, Expect::AtLeastOneOf, kLoraTargetList);
        return;
    }
    w.loraTargets.clear();
    for (std::size_t i = 0; i < t->size(); ++i) {
        const json& v = (*t)[i];
        const bool known = v.is_string() && std::any_of(std::begin(kLoraTargets), std::end(kLoraTargets),
                                                        [&](const char* k) { return v.get<std::string>() == k; });
        if (!known) {
            r.fail(ErrorCode::UnknownValue, "lora_targets[" + std::to_string(i) + "]", v, Expect::OneOf,
                   kLoraTargetList);
            return;
        }
        if (std::find(w.loraTargets.begin(), w.loraTargets.end(), v.get<std::string>()) == w.loraTargets.end())
            w.loraTargets.push_back(v.get<std::string>());
    }
}

void readHardwareGpu(ObjectReader& r, std::optional<Error>& error, HardwareConfig& h)
{
    const json* g = r.take("gpu");
    if (!g)
        return;
    if (g->is_string() && !g->get_ref<const std::string&>().empty()) {
        h.gpu = g->get<std::string>();
        h.inlineGpu.reset();
    } else if (g->is_object()) {
        Gpu gpu;
        detail::readGpu(*g, "hardware.gpu", error, gpu, false);
        if (gpu.id.empty())
            gpu.id = "custom";
        h.gpu = gpu.id;
        h.inlineGpu = gpu;
    } else {
        r.fail(ErrorCode::WrongType, "gpu", *g, Expect::CatalogGpuOrObject);
    }
}

void readRequestMix(ObjectReader& r, std::optional<Error>& error, ServingConfig& c)
{
    const json* mix = r.array("request_mix");
    if (!mix)
        return;
    if (mix->size() > kMaxRequestClasses)
        r.fail(ErrorCode::OutOfRange, "request_mix", *mix, Expect::AtMost, std::to_string(kMaxRequestClasses),
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
        ir.integer(scenarioField("serving.request_mix[].prompt_tokens"), rc.promptTokens);
        ir.integer(scenarioField("serving.request_mix[].output_tokens"), rc.outputTokens);
        ir.number(scenarioField("serving.request_mix[].weight"), rc.weight);
        ir.finish("prompt_tokens, output_tokens, weight");
        c.requestMix.push_back(rc);
    }
}

void readScenarioObject(const json& doc, std::optional<Error>& error, Scenario& s, detail::ArchitectureCheck check)
{
    if (!doc.is_object()) {
        error = makeError(ErrorCode::WrongType, {}, detail::describe(doc), Expect::JsonObject);
        return;
    }
    int version = kScenarioVersion;
    bool checkpointIntervalGiven = false;
    // The fields the table's walk does not read itself, and the rules that
    // span fields.
    auto byHand = [&](ObjectReader& r, const ScenarioField& f) {
        if (&f == &scenarioField("format")) {
            std::string format = "headroom-scenario";
            r.string("format", format);
            if (!error && format != "headroom-scenario")
                r.fail(ErrorCode::UnknownValue, "format", doc["format"], Expect::Literal, "\"headroom-scenario\"");
        } else if (&f == &scenarioField("version")) {
            r.integer("version", version, 1, 1000000);
            if (!error && version > kScenarioVersion)
                r.fail(ErrorCode::Unsupported, "version", doc["version"], Expect::NewerVersion, "2");
        } else if (&f == &scenarioField("name") || &f == &scenarioField("description")) {
            r.take(f.key());
        } else if (&f == &scenarioField("model")) {
            if (const json* m = r.take("model"))
                readModelSource(*m, error, s.model, check);
        } else if (&f == &scenarioField("workload.training_tokens")) {
            // Fine-tuning's documented default is its own: a 2 T-token
            // pre-training budget would make a LoRA run read as decades.
            if (!r.has("training_tokens"))
                s.workload.trainingTokens = defaultTrainingTokens(s.workload.mode);
            // The amount of training in tokens or in samples and epochs, not both.
            else if (const json* samples = r.has("samples_per_epoch") ? r.take("samples_per_epoch") : nullptr)
                r.fail(ErrorCode::Inconsistent, "samples_per_epoch", *samples, Expect::ExactlyOneOf,
                       "training_tokens, samples_per_epoch");
            return false;
        } else if (&f == &scenarioField("workload.lora_targets")) {
            readLoraTargets(r, s.workload);
        } else if (&f == &scenarioField("hardware.gpu")) {
            readHardwareGpu(r, error, s.hardware);
        } else if (&f == &scenarioField("serving.concurrency")) {
            readAutoOrCount(r, f, s.serving.concurrency);
        } else if (&f == &scenarioField("serving.speculative.acceptance")) {
            if (const json* a = r.has("acceptance") ? r.take("acceptance") : nullptr;
                a && a->is_number() && (a->get<double>() < 0 || a->get<double>() >= 1))
                r.fail(ErrorCode::OutOfRange, "acceptance", *a, Expect::FractionBelowOne);
            return false;
        } else if (&f == &scenarioField("serving.prefill_replicas")) {
            s.serving.prefillReplicasAuto = readAutoOrCount(r, f, s.serving.prefillReplicas);
        } else if (&f == &scenarioField("serving.request_mix")) {
            readRequestMix(r, error, s.serving);
        } else if (&f == &scenarioField("checkpoint.interval_steps")) {
            checkpointIntervalGiven = r.has("interval_steps");
            return false;
        } else {
            return false;
        }
        return true;
    };
    auto end = [](ObjectReader&, std::size_t) {};
    Walk::read(doc, kTop, std::string(), error, s, byHand, end);
    // Format 1 means a fixed MFU of 0.4 when it gives neither; format 2 (and a
    // file without a version) predicts the step time.
    if (!error && version == 1 && !s.hardware.mfu && !s.hardware.hfu)
        s.hardware.mfu = kFormat1DefaultMfu;
    // Format 1 knew no checkpoints: its training time is the papers' (the
    // run's time adds checkpoint writing since issue 29).
    if (!error && version == 1 && !checkpointIntervalGiven)
        s.checkpoint.intervalSteps = 0;
}

} // namespace

namespace detail {

Expected<Scenario> parseScenario(std::string_view jsonText, std::string_view fileName, ArchitectureCheck check)
{
    json doc;
    if (auto e = detail::parseJson(jsonText, doc)) {
        e->file = fileName;
        return *e;
    }
    std::optional<Error> error;
    Scenario s;
    readScenarioObject(doc, error, s, check);
    if (error) {
        error->file = fileName;
        return *error;
    }
    return s;
}

Expected<Scenario> loadScenarioFile(const std::string& path, ArchitectureCheck check)
{
    std::string text;
    if (auto e = detail::readFile(path, text, kMaxScenarioBytes))
        return *e;
    auto s = parseScenario(text, path, check);
    if (s) {
        std::error_code ec;
        const auto abs = std::filesystem::absolute(std::filesystem::path(path), ec);
        s->baseDir = (ec ? std::filesystem::path(path) : abs).parent_path().string();
    }
    return s;
}

} // namespace detail

namespace {

json modelObject(const ModelSource& model)
{
    using detail::number;
    json m;
    switch (model.kind) {
    case ModelSource::Kind::Preset: m["preset"] = model.preset; break;
    case ModelSource::Kind::Architecture: m["architecture"] = detail::architectureToJson(model.architecture); break;
    case ModelSource::Kind::HfConfig: m["hf_config"] = model.hfConfigPath; break;
    case ModelSource::Kind::Parameters: m["parameters"] = number(model.parameters); break;
    }
    if (model.activationBytesPerSample > 0)
        m["activation_bytes_per_sample"] = number(model.activationBytesPerSample);
    if (!model.name.empty())
        m["name"] = model.name;
    return m;
}

// An inline GPU as the file holds it: the reader keeps its id, sources and
// unverified list, so they are written too (id only when not the reader's
// "custom").
json inlineGpuObject(const Gpu& g)
{
    json gj = detail::gpuToJson(g, false);
    if (!g.id.empty() && g.id != "custom")
        gj["id"] = g.id;
    if (!g.sources.empty())
        gj["sources"] = g.sources;
    if (!g.unverified.empty())
        gj["unverified"] = g.unverified;
    return gj;
}

json requestMixArray(const std::vector<RequestClass>& mix)
{
    json a = json::array();
    for (const RequestClass& rc : mix)
        a.push_back({{"prompt_tokens", rc.promptTokens}, {"output_tokens", rc.outputTokens}, {"weight", rc.weight}});
    return a;
}

// The scenario as the file holds it, before it is written out as text.
json scenarioObject(const Scenario& s)
{
    auto byHand = [&s](const ScenarioField& f, json& out) {
        if (&f == &scenarioField("format"))
            out["format"] = "headroom-scenario";
        else if (&f == &scenarioField("version"))
            out["version"] = kScenarioVersion;
        else if (&f == &scenarioField("model"))
            out["model"] = modelObject(s.model);
        else if (&f == &scenarioField("workload.lora_targets"))
            out["lora_targets"] = s.workload.loraTargets;
        else if (&f == &scenarioField("hardware.gpu"))
            out["gpu"] = s.hardware.inlineGpu ? inlineGpuObject(*s.hardware.inlineGpu) : json(s.hardware.gpu);
        else if (&f == &scenarioField("serving.concurrency"))
            out["concurrency"] = s.serving.concurrency ? json(*s.serving.concurrency) : json("auto");
        else if (&f == &scenarioField("serving.prefill_replicas") && s.serving.prefillReplicasAuto)
            out["prefill_replicas"] = "auto";
        else if (&f == &scenarioField("serving.prefill_replicas") && s.serving.prefillReplicas)
            out["prefill_replicas"] = *s.serving.prefillReplicas;
        else if (&f == &scenarioField("serving.request_mix") && !s.serving.requestMix.empty())
            out["request_mix"] = requestMixArray(s.serving.requestMix);
    };
    return Walk::write(kTop, s, byHand);
}

std::optional<Error> checkModel(const ModelSource& m, detail::ArchitectureCheck check)
{
    const auto nonEmpty = [](const char* path, const std::string& v) {
        return v.empty() ? std::optional<Error>(makeError(ErrorCode::WrongType, path, "\"\"", Expect::NonEmptyString))
                         : std::nullopt;
    };
    std::optional<Error> e;
    switch (m.kind) {
    case ModelSource::Kind::Preset: e = nonEmpty("model.preset", m.preset); break;
    case ModelSource::Kind::HfConfig: e = nonEmpty("model.hf_config", m.hfConfigPath); break;
    case ModelSource::Kind::Architecture:
        e = detail::checkArchitecture(m.architecture, "model.architecture");
        if (!e && check)
            e = check(m.architecture, "model.architecture");
        break;
    case ModelSource::Kind::Parameters: {
        const FieldRange& f = scenarioField("model.parameters");
        const json v = detail::number(m.parameters);
        if (!std::isfinite(m.parameters))
            e = makeError(ErrorCode::WrongType, "model.parameters", "null", Expect::Number);
        else if (m.parameters < f.min || m.parameters > f.max)
            e = makeError(ErrorCode::OutOfRange, "model.parameters", detail::describe(v), Expect::NumberRange, f.min,
                          f.max);
        break;
    }
    }
    const FieldRange& a = scenarioField("model.activation_bytes_per_sample");
    if (!e && m.activationBytesPerSample > 0 && !std::isfinite(m.activationBytesPerSample))
        e = makeError(ErrorCode::WrongType, "model.activation_bytes_per_sample", "null", Expect::Number);
    else if (!e && m.activationBytesPerSample > a.max)
        e = makeError(ErrorCode::OutOfRange, "model.activation_bytes_per_sample",
                      detail::describe(detail::number(m.activationBytesPerSample)), Expect::NumberRange, a.min, a.max);
    return e;
}

std::optional<Error> checkAutoOrCount(const ScenarioField& f, const std::optional<std::int64_t>& n)
{
    if (!n || (*n >= std::int64_t(f.min) && *n <= std::int64_t(f.max)))
        return std::nullopt;
    return makeError(ErrorCode::OutOfRange, std::string(f.path), std::to_string(*n), Expect::OneOf,
                     "\"auto\", an integer from 1 to " + std::to_string(std::int64_t(f.max)));
}

std::optional<Error> checkLoraTargets(const std::vector<std::string>& targets)
{
    if (targets.empty())
        return makeError(ErrorCode::OutOfRange, "workload.lora_targets", "[]", Expect::AtLeastOneOf, kLoraTargetList);
    for (std::size_t i = 0; i < targets.size(); ++i)
        if (std::none_of(std::begin(kLoraTargets), std::end(kLoraTargets),
                         [&](const char* k) { return targets[i] == k; }))
            return makeError(ErrorCode::UnknownValue, "workload.lora_targets[" + std::to_string(i) + "]",
                             detail::describe(json(targets[i])), Expect::OneOf, kLoraTargetList);
    return std::nullopt;
}

std::optional<Error> checkRequestMix(const std::vector<RequestClass>& mix)
{
    if (mix.size() > kMaxRequestClasses)
        return makeError(ErrorCode::OutOfRange, "serving.request_mix", detail::describe(requestMixArray(mix)),
                         Expect::AtMost, std::to_string(kMaxRequestClasses), "request kinds");
    const ScenarioField& prompt = scenarioField("serving.request_mix[].prompt_tokens");
    const ScenarioField& output = scenarioField("serving.request_mix[].output_tokens");
    const ScenarioField& weight = scenarioField("serving.request_mix[].weight");
    for (std::size_t i = 0; i < mix.size(); ++i) {
        const std::string path = "serving.request_mix[" + std::to_string(i) + "].";
        const RequestClass& rc = mix[i];
        for (const auto& [f, n] : {std::pair{&prompt, rc.promptTokens}, std::pair{&output, rc.outputTokens}})
            if (n < std::int64_t(f->min) || n > std::int64_t(f->max))
                return makeError(ErrorCode::OutOfRange, path + f->key(), std::to_string(n), Expect::IntegerRange,
                                 std::int64_t(f->min), std::int64_t(f->max));
        if (!std::isfinite(rc.weight))
            return makeError(ErrorCode::WrongType, path + weight.key(), "null", Expect::Number);
        if (rc.weight <= weight.min || rc.weight > weight.max)
            return makeError(ErrorCode::OutOfRange, path + weight.key(), detail::describe(json(rc.weight)),
                             Expect::NumberAboveRange, weight.min, weight.max);
    }
    return std::nullopt;
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
    // A stack that checkpoints whole layers has no selective mode (the HF
    // Trainer's gradient_checkpointing_enable): it runs without
    // recomputation, and the estimate warns (SelectiveNotInStack).
    if (l.recompute == Recompute::Selective && s.workload.mode != Mode::Inference &&
        !hasSelectiveRecompute(stackFacts(stackOf(s))))
        l.recompute = Recompute::None;
    l.recomputeLayers = s.activations.recomputeLayers.value_or(0);
    return l;
}

void applyLayout(Scenario& s, const Layout& l)
{
    static_cast<ParallelSizes&>(s.parallelism) = l;
    s.workload.microBatchSize = l.microBatch;
    s.activations.recompute = l.recompute;
    if (l.recomputeLayers > 0)
        s.activations.recomputeLayers = l.recomputeLayers;
    else
        s.activations.recomputeLayers.reset();
}

namespace detail {

std::optional<Error> checkScenario(const Scenario& s, ArchitectureCheck check)
{
    // The reader's rules, applied to the values themselves in the reader's
    // order: what this accepts, the file the writer makes of it reads back.
    auto byHand = [&s, check](const ScenarioField& f, std::optional<Error>& e) {
        if (&f == &scenarioField("model"))
            e = checkModel(s.model, check);
        else if (&f == &scenarioField("workload.lora_targets"))
            e = checkLoraTargets(s.workload.loraTargets);
        else if (&f == &scenarioField("hardware.gpu")) {
            if (s.hardware.inlineGpu) {
                e = detail::checkGpu(*s.hardware.inlineGpu, "hardware.gpu");
            } else if (s.hardware.gpu.empty()) {
                e = makeError(ErrorCode::WrongType, "hardware.gpu", "\"\"", Expect::CatalogGpuOrObject);
            }
        } else if (&f == &scenarioField("serving.concurrency"))
            e = checkAutoOrCount(f, s.serving.concurrency);
        else if (&f == &scenarioField("serving.speculative.acceptance")) {
            const double a = s.serving.speculative.acceptance;
            if (std::isfinite(a) && (a < 0 || a >= 1))
                e = makeError(ErrorCode::OutOfRange, std::string(f.path), detail::describe(json(a)),
                              Expect::FractionBelowOne);
            return e.has_value();
        } else if (&f == &scenarioField("serving.prefill_replicas"))
            e = s.serving.prefillReplicasAuto ? std::nullopt : checkAutoOrCount(f, s.serving.prefillReplicas);
        else if (&f == &scenarioField("serving.request_mix"))
            e = checkRequestMix(s.serving.requestMix);
        else
            return false;
        return true;
    };
    return Walk::check(kTop, std::string(), s, byHand);
}

} // namespace detail

namespace {
template <class Root>
std::string valueText(const Field<Root>& f, const Root& root)
{
    if (f.byHand || f.type == FieldType::Section)
        return {};
    // A field of a section the writer leaves out (MLA's, without a latent).
    const Field<Root>* section = nullptr;
    const auto find = [&f](const auto& table) -> const Field<Root>* {
        for (const Field<Root>& row : table)
            if (row.path == f.parent())
                return &row;
        return nullptr;
    };
    if constexpr (std::is_same_v<Root, Architecture>)
        section = find(kArchitectureFields);
    else if constexpr (std::is_same_v<Root, Gpu>)
        section = find(kGpuFields);
    else
        section = find(kScenarioFields);
    if (section && section->written && !section->written(root))
        return {};
    const std::optional<json> v = detail::plainJson(f, root);
    return v ? v->dump() : std::string();
}
} // namespace

std::string fieldValueText(const ScenarioField& f, const Scenario& s)
{
    return valueText(f, s);
}

std::string fieldValueText(const ArchitectureField& f, const Architecture& a)
{
    return valueText(f, a);
}

std::string fieldValueText(const GpuField& f, const Gpu& g)
{
    return valueText(f, g);
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
    // A text or a choice is a string, even where it reads as a number or a
    // keyword (a model named 70b, true); otherwise a bare word is a string.
    const ScenarioField* field = findScenarioField(path);
    const bool text = field && (field->type == FieldType::Text || field->type == FieldType::Choice);
    if ((text && !valueText.starts_with('"')) || detail::parseJson(valueText, value))
        value = std::string(valueText);
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

namespace detail {

Expected<ResolvedScenario> resolve(const Scenario& s, const Catalog& catalog, ArchitectureCheck importCheck)
{
    ResolvedScenario r;
    r.scenario = s;
    switch (s.model.kind) {
    case ModelSource::Kind::Preset: {
        const ModelPreset* preset = catalog.findModel(s.model.preset);
        if (!preset) {
            Error e = makeError(ErrorCode::UnknownValue, "model.preset", s.model.preset, Expect::CatalogModel);
            e.suggestions = catalog.closestModels(s.model.preset);
            return e;
        }
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
        auto spec = loadHfConfigFile(p.string(), importCheck);
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
        if (!gpu) {
            Error e = makeError(ErrorCode::UnknownValue, "hardware.gpu", s.hardware.gpu, Expect::CatalogGpuOrObject);
            e.suggestions = catalog.closestGpus(s.hardware.gpu);
            return e;
        }
        r.gpu = *gpu;
    }
    // Inference on an accelerator TensorRT-LLM does not run on: its own engine.
    if (!s.software.stack && s.workload.mode == Mode::Inference) {
        if (const auto engine = hardwareInferenceStack(r.gpu.generation)) {
            r.scenario.software.stack = engine;
            r.stackFromHardware = true;
        }
    }
    // The draft model speculative decoding names (serving.speculative.draft_model).
    const SpeculativeConfig& sp = s.serving.speculative;
    if (s.workload.mode == Mode::Inference && sp.draftTokens > 0 && !sp.draftModel.empty()) {
        const ModelPreset* preset = catalog.findModel(sp.draftModel);
        if (!preset) {
            Error e = makeError(ErrorCode::UnknownValue, "serving.speculative.draft_model", sp.draftModel,
                                Expect::CatalogModel);
            e.suggestions = catalog.closestModels(sp.draftModel);
            return e;
        }
        r.draftModel = preset->spec;
    }
    // The defaults when neither scenario nor catalog says: $3.00/GPU-h and $30,000 (docs/model.md §10).
    const PriceChoice cloud = cloudRateOf(r.gpu, s.cost);
    const PriceChoice purchase = purchasePriceOf(r.gpu, s.cost);
    r.cloudUsdPerGpuHour = cloud.usd;
    r.cloudOrigin = cloud.origin;
    r.cloudPricing = cloud.pricing;
    r.purchaseUsdPerGpu = purchase.usd;
    r.purchaseOrigin = purchase.origin;
    return r;
}

} // namespace detail

PriceChoice cloudRateOf(const Gpu& gpu, const CostConfig& cost)
{
    if (cost.cloudUsdPerGpuHour)
        return {*cost.cloudUsdPerGpuHour, PriceOrigin::Scenario, cost.cloudPricing.value_or(CloudPricing::OnDemand)};
    const CatalogRate rate = catalogCloudRate(gpu, cost.cloudPricing.value_or(CloudPricing::OnDemand));
    if (rate.usdPerGpuHour > 0)
        return {rate.usdPerGpuHour, PriceOrigin::Catalog, rate.used, rate.from};
    // The default when neither scenario nor catalog says: $3.00/GPU-h (docs/model.md §10).
    return {3.0, PriceOrigin::Default, CloudPricing::OnDemand};
}

PriceChoice purchasePriceOf(const Gpu& gpu, const CostConfig& cost)
{
    if (cost.purchaseUsdPerGpu)
        return {*cost.purchaseUsdPerGpu, PriceOrigin::Scenario};
    if (gpu.priceUsd > 0)
        return {gpu.priceUsd, PriceOrigin::Catalog, CloudPricing::OnDemand, &gpu.prices.purchase};
    return {30000.0, PriceOrigin::Default}; // docs/model.md §10
}

} // namespace headroom
