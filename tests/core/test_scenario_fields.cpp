// Issue 12 item 4: one table of scenario fields. The reader, the writer and
// checkScenario all walk headroom/scenariofields.h; these tests hold them to
// one another: whatever checkScenario says of a scenario built in code is
// exactly what the reader says of the file the writer makes of it.

#include "testutil.h"

#include "headroom/planner.h"
#include "headroom/scenariofields.h"
#include "headroom/solve.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <limits>
#include <set>

using namespace headroom;
using json = nlohmann::json;

namespace {

// The reader's verdict on the saved file: the rule book checkScenario must
// follow without writing the file.
std::optional<Error> readBack(const Scenario& s)
{
    auto back = parseScenario(scenarioToJson(s));
    if (back.ok())
        return std::nullopt;
    return back.error();
}

void expectSameVerdict(const Scenario& s, const std::string& what)
{
    const std::optional<Error> direct = checkScenario(s);
    const std::optional<Error> file = readBack(s);
    ASSERT_EQ(direct.has_value(), file.has_value())
        << what << ": checkScenario " << (direct ? direct->message() : "accepts") << "; the reader "
        << (file ? file->message() : "accepts");
    if (!direct)
        return;
    EXPECT_EQ(direct->code, file->code) << what;
    EXPECT_EQ(direct->path, file->path) << what;
    EXPECT_EQ(direct->value, file->value) << what;
    EXPECT_EQ(direct->expect, file->expect) << what;
    EXPECT_EQ(direct->args, file->args) << what;
    EXPECT_EQ(direct->message(), file->message()) << what;
}

// Values around and outside a row's range, and the ones a number can hold
// but a file cannot.
template <class Root>
std::vector<double> probes(const Field<Root>& f)
{
    const double inf = std::numeric_limits<double>::infinity();
    std::vector<double> v = {f.min, f.max, f.min - 1, f.max + 1, f.max * 2, -f.max - 1, 0.5 * (f.min + f.max)};
    if (f.type == FieldType::Number) {
        v.insert(v.end(), {std::nextafter(f.min, -inf), std::nextafter(f.max, inf), std::nan(""), inf, -inf});
        if (f.min == 0)
            v.push_back(-1e-300);
    }
    return v;
}

// A scenario in which every field is written: samples instead of tokens
// (epochs), a changed efficiency scale, every optional set.
std::vector<Scenario> bases()
{
    Scenario plain;
    Scenario full;
    full.workload.samplesPerEpoch = 1000;
    full.hardware.efficiencyScale = 0.9;
    full.hardware.mfu = 0.4;
    full.hardware.hfu = 0.5;
    full.hardware.gpusPerNode = 8;
    full.hardware.scaleUpBytesPerS = 4.5e11;
    full.hardware.scaleOutBytesPerS = 5e10;
    full.cost.cloudUsdPerGpuHour = 2;
    full.cost.purchaseUsdPerGpu = 25000;
    full.serving.ttftSloSeconds = 1;
    full.serving.tpotSloSeconds = 0.05;
    full.serving.apiUsdPerMillionTokens = 1;
    full.serving.kvTransferBytesPerS = 5e10;
    full.serving.kvMemoryFraction = 0.9;
    full.data.kind = DataKind::Tokens;
    full.data.bytesPerToken = 2;
    full.data.bytesPerSample = 8192;
    full.data.decodedBytesPerSample = 32768;
    full.data.pcieBytesPerS = 2.5e10;
    return {plain, full};
}

// Sets a numeric row's value, whatever its C++ type; false when the value
// cannot be held (a fraction in an integer).
template <class Root>
bool setNumber(const Field<Root>& f, Root& s, double v)
{
    const FieldRef ref = f.ref(s);
    if (auto* p = std::get_if<double*>(&ref))
        **p = v;
    else if (auto* p = std::get_if<std::optional<double>*>(&ref))
        **p = v;
    else if (!std::isfinite(v) || v != std::floor(v) || std::fabs(v) > 9e15)
        return false;
    else if (auto* p = std::get_if<std::int64_t*>(&ref))
        **p = std::int64_t(v);
    else if (auto* p = std::get_if<int*>(&ref)) {
        if (std::fabs(v) > 2e9)
            return false;
        **p = int(v);
    } else if (auto* p = std::get_if<std::optional<std::int64_t>*>(&ref))
        **p = std::int64_t(v);
    else
        return false;
    return true;
}

struct ProbeCount {
    int probed = 0;
    int refused = 0;
};

// Every plain number of `table` at and past its limits, in the object of
// that table which `at` reaches in `base`: checkScenario must give the
// reader's verdict on the saved file. A value the writer leaves out (a
// negative global_layers, a linear state on windowed layers) never reaches a
// file, so the reader cannot judge it; for an architecture (`strict`)
// checkScenario still holds it to the field's range where the shape uses the
// field, since the engine reads it (checkArchitecture).
template <class Root, std::size_t N, class At>
ProbeCount probeTable(const Field<Root> (&table)[N], const Scenario& base, At at, const std::string& prefix,
                      bool strict = false)
{
    ProbeCount n;
    for (const Field<Root>& f : table) {
        if (f.byHand || (f.type != FieldType::Integer && f.type != FieldType::Number))
            continue;
        for (double v : probes(f)) {
            Scenario s = base;
            Root& root = at(s);
            if (!setNumber(f, root, v))
                continue;
            if (fieldValueText(f, root).empty()) {
                if (!strict)
                    continue;
                const Field<Root>* section = nullptr;
                for (const Field<Root>& row : table)
                    if (row.path == f.parent())
                        section = &row;
                // (A section the shape leaves out, such as MLA's without a latent, is not used.)
                const bool used = !section || !section->written || section->written(root);
                if (used && (v < f.min || v > f.max)) {
                    EXPECT_TRUE(checkScenario(s).has_value()) << prefix << f.path << " = " << v;
                }
                continue;
            }
            expectSameVerdict(s, prefix + std::string(f.path) + " = " + std::to_string(v));
            ++n.probed;
            n.refused += checkScenario(s).has_value();
        }
    }
    return n;
}

} // namespace

TEST(ScenarioFields, TableIsWellFormed)
{
    std::set<std::string_view> paths;
    for (std::size_t i = 0; i < std::size(kScenarioFields); ++i) {
        const ScenarioField& f = kScenarioFields[i];
        EXPECT_TRUE(paths.insert(f.path).second) << "twice: " << f.path;
        // A plain field says where it lives; a field read by hand does not.
        if (f.type == FieldType::Section)
            EXPECT_EQ(f.ref, nullptr) << f.path;
        else
            EXPECT_EQ(f.byHand, f.ref == nullptr) << f.path;
        if (f.type == FieldType::Integer || f.type == FieldType::Number) {
            EXPECT_LE(f.min, f.max) << f.path;
        }
        // The walks rely on a section's fields following its row.
        const std::string_view parent = f.parent();
        if (parent.empty() || parent.ends_with("[]"))
            continue;
        const ScenarioField* section = findScenarioField(parent);
        ASSERT_NE(section, nullptr) << f.path;
        EXPECT_EQ(section->type, FieldType::Section) << f.path;
        for (const ScenarioField* g = section + 1; g != &f; ++g)
            EXPECT_TRUE(g->path.starts_with(std::string(parent) + ".")) << g->path << " splits " << parent;
    }
}

TEST(ScenarioFields, EveryChoiceNameIsAccepted)
{
    for (const ScenarioField& f : kScenarioFields) {
        if (f.type != FieldType::Choice)
            continue;
        std::string_view names = f.choices;
        int count = 0;
        while (!names.empty()) {
            const auto comma = names.find(", ");
            const std::string_view name = names.substr(0, comma);
            names = comma == std::string_view::npos ? std::string_view() : names.substr(comma + 2);
            Scenario s;
            const ChoiceRef c = std::get<ChoiceRef>(f.ref(s));
            EXPECT_TRUE(c.accepts(name)) << f.path << ": " << name;
            ASSERT_TRUE(c.set(c.at, name)) << f.path << ": " << name;
            EXPECT_EQ(c.name(c.at), name) << f.path;
            // A section written only when it differs from its defaults
            // (software) leaves out a default choice with it.
            const ScenarioField* section = findScenarioField(f.parent());
            const bool written = !section || !section->written || section->written(s);
            EXPECT_EQ(fieldValueText(f, s), written ? "\"" + std::string(name) + "\"" : std::string()) << f.path;
            EXPECT_EQ(checkScenario(s), std::nullopt) << f.path << ": " << name;
            ++count;
        }
        EXPECT_GE(count, 2) << f.path;
        Scenario s;
        EXPECT_FALSE(std::get<ChoiceRef>(f.ref(s)).accepts("no-such-name")) << f.path;
    }
}

TEST(ScenarioFields, DefaultsAreWhatAnEmptyFileMeans)
{
    // The defaults the table lists are a default Scenario's, which is what
    // "{}" reads as.
    auto empty = parseScenario("{}");
    ASSERT_TRUE(empty.ok());
    const Scenario defaults;
    for (const ScenarioField& f : kScenarioFields)
        EXPECT_EQ(fieldValueText(f, *empty), fieldValueText(f, defaults)) << f.path;
    EXPECT_EQ(fieldValueText(scenarioField("cost.pue"), defaults), "1.3");
    EXPECT_EQ(fieldValueText(scenarioField("parallelism.gpus"), defaults), "8");
    EXPECT_EQ(fieldValueText(scenarioField("workload.mode"), defaults), "\"train\"");
    EXPECT_EQ(fieldValueText(scenarioField("overhead.fixed_bytes"), defaults), "1073741824");
    // An optional field is absent until set, and the writer leaves it out.
    EXPECT_EQ(fieldValueText(scenarioField("hardware.mfu"), defaults), "");
}

// Every plain numeric field, at and beyond its limits, in a scenario where it
// is written: checkScenario and the reader give the same answer.
TEST(ScenarioFields, CheckScenarioIsTheReadersVerdictOnEveryNumber)
{
    int probed = 0, refused = 0;
    for (const Scenario& base : bases()) {
        const ProbeCount n = probeTable(
            kScenarioFields, base, [](Scenario& s) -> Scenario& { return s; }, "");
        probed += n.probed;
        refused += n.refused;
    }
    EXPECT_GT(probed, 500);
    EXPECT_GT(refused, 250); // the probes do reach outside the ranges
}

TEST(ScenarioFields, CheckScenarioIsTheReadersVerdictOnFieldsReadByHand)
{
    const auto check = [](const char* what, auto change) {
        Scenario s;
        change(s);
        expectSameVerdict(s, what);
        return checkScenario(s);
    };
    EXPECT_TRUE(check("no LoRA target", [](Scenario& s) { s.workload.loraTargets.clear(); }));
    EXPECT_TRUE(check("unknown LoRA target", [](Scenario& s) { s.workload.loraTargets = {"q", "wq"}; }));
    EXPECT_FALSE(check("repeated LoRA target", [](Scenario& s) { s.workload.loraTargets = {"q", "q"}; }));
    EXPECT_TRUE(check("concurrency 0", [](Scenario& s) { s.serving.concurrency = 0; }));
    EXPECT_TRUE(check("concurrency 2^25", [](Scenario& s) { s.serving.concurrency = 1 << 25; }));
    EXPECT_FALSE(check("concurrency 64", [](Scenario& s) { s.serving.concurrency = 64; }));
    EXPECT_TRUE(check("prefill replicas 0", [](Scenario& s) { s.serving.prefillReplicas = 0; }));
    EXPECT_FALSE(check("prefill replicas auto", [](Scenario& s) {
        s.serving.prefillReplicas = 0;
        s.serving.prefillReplicasAuto = true;
    }));
    EXPECT_TRUE(check("acceptance 1", [](Scenario& s) { s.serving.speculative.acceptance = 1; }));
    EXPECT_TRUE(check("acceptance -0.1", [](Scenario& s) { s.serving.speculative.acceptance = -0.1; }));
    EXPECT_TRUE(check("acceptance NaN", [](Scenario& s) { s.serving.speculative.acceptance = std::nan(""); }));
    EXPECT_TRUE(check("65 request kinds", [](Scenario& s) { s.serving.requestMix.resize(65); }));
    EXPECT_TRUE(check("request output 0", [](Scenario& s) {
        s.serving.requestMix.resize(3);
        s.serving.requestMix[2].outputTokens = 0;
    }));
    EXPECT_TRUE(check("request weight 0", [](Scenario& s) { s.serving.requestMix = {{1024, 256, 0}}; }));
    EXPECT_TRUE(check("request weight NaN", [](Scenario& s) { s.serving.requestMix = {{1024, 256, std::nan("")}}; }));
    EXPECT_TRUE(check("request prompt 2^28", [](Scenario& s) { s.serving.requestMix = {{1LL << 28, 256, 1}}; }));
    EXPECT_TRUE(check("empty preset", [](Scenario& s) { s.model.preset.clear(); }));
    EXPECT_TRUE(check("empty GPU", [](Scenario& s) { s.hardware.gpu.clear(); }));
    EXPECT_TRUE(check("parameters 0", [](Scenario& s) {
        s.model.kind = ModelSource::Kind::Parameters;
        s.model.parameters = 0;
    }));
    EXPECT_TRUE(check("parameters NaN", [](Scenario& s) {
        s.model.kind = ModelSource::Kind::Parameters;
        s.model.parameters = std::nan("");
    }));
    EXPECT_TRUE(check("activation bytes 1e16", [](Scenario& s) {
        s.model.kind = ModelSource::Kind::Parameters;
        s.model.parameters = 1e9;
        s.model.activationBytesPerSample = 1e16;
    }));
    EXPECT_TRUE(check("empty hf_config", [](Scenario& s) { s.model.kind = ModelSource::Kind::HfConfig; }));
    EXPECT_TRUE(check("architecture without layers", [](Scenario& s) {
        s.model.kind = ModelSource::Kind::Architecture;
        s.model.architecture.layers = 0;
        s.model.architecture.hidden = 4096;
        s.model.architecture.heads = 32;
    }));
    EXPECT_TRUE(check("inline GPU without memory", [](Scenario& s) {
        Gpu g = *test::builtinCatalog().findGpu("h100-sxm");
        g.memoryBytes = -1;
        s.hardware.inlineGpu = g;
    }));
    // Two errors: the first in the reader's order is the one both report.
    EXPECT_TRUE(check("two errors", [](Scenario& s) {
        s.cost.pue = 0;
        s.parallelism.tensor = 0;
    }));
}

TEST(ScenarioFields, WriterWritesEveryPlainFieldByTheTable)
{
    for (const Scenario& s : bases()) {
        const json file = json::parse(scenarioToJson(s));
        for (const ScenarioField& f : kScenarioFields) {
            const std::string text = fieldValueText(f, s);
            if (text.empty())
                continue;
            std::string pointer = "/";
            for (char c : f.path)
                pointer += c == '.' ? '/' : c;
            ASSERT_TRUE(file.contains(json::json_pointer(pointer))) << f.path;
            EXPECT_EQ(file.at(json::json_pointer(pointer)).dump(), text) << f.path;
        }
        auto back = parseScenario(scenarioToJson(s));
        ASSERT_TRUE(back.ok()) << back.error().message();
        EXPECT_EQ(*back, s);
    }
}

// An inline architecture's fields are a table of the same kind: in shapes
// that write every one of them (section 1b's included), checkScenario and
// the reader agree on each field at and past its limits.
TEST(ScenarioFields, ArchitectureFieldsAreCheckedAsTheReaderReadsThem)
{
    Architecture windowed;
    windowed.layers = 48;
    windowed.hidden = 4096;
    windowed.heads = 32;
    windowed.kvHeads = 8;
    windowed.experts = 64;
    windowed.expertsPerToken = 4;
    windowed.local = AttentionKind::SlidingWindow;
    windowed.window = 4096;
    windowed.globalEvery = 4;
    windowed.globalCount = 12;
    windowed.qkNorm = QkNorm::PerHead;
    windowed.attentionSinks = true;
    windowed.attentionGate = true;
    windowed.expertFfn = 1408;
    windowed.sharedFfn = 2816;
    windowed.denseLayers = 1;
    windowed.routerBias = true;
    windowed.sharedExpertGate = true;
    windowed.mtpLayers = 1;
    windowed.mlpLayers = 40;
    windowed.mla = {1536, 512, 128, 64, 128};
    windowed.dropout = 0.1;
    Architecture linear = windowed;
    linear.local = AttentionKind::Linear;
    linear.linearState = 1 << 20;
    linear.linearParameters = 1 << 24;
    int probed = 0, refused = 0;
    for (const Architecture& shape : {windowed, linear}) {
        Scenario base;
        base.model.kind = ModelSource::Kind::Architecture;
        base.model.architecture = shape;
        ASSERT_EQ(checkScenario(base), std::nullopt) << checkScenario(base)->message();
        const ProbeCount n = probeTable(
            kArchitectureFields, base, [](Scenario& s) -> Architecture& { return s.model.architecture; },
            "model.architecture.", true);
        probed += n.probed;
        refused += n.refused;
    }
    EXPECT_GT(probed, 300);
    EXPECT_GT(refused, 150);
    // Each choice name reads back; a name the table lacks is refused.
    for (const ArchitectureField& f : kArchitectureFields) {
        if (f.type != FieldType::Choice || f.byHand)
            continue;
        Architecture a = windowed;
        const ChoiceRef c = std::get<ChoiceRef>(f.ref(a));
        EXPECT_FALSE(c.accepts("no-such-name")) << f.path;
        EXPECT_TRUE(c.accepts(c.name(c.at))) << f.path;
    }
}

// The window's architecture boxes take the file's ranges, and a file's
// architecture writes and reads back unchanged.
TEST(ScenarioFields, ArchitectureWritesAndReadsBack)
{
    for (const ModelPreset& preset : test::builtinCatalog().models) {
        const std::string& id = preset.spec.id;
        if (preset.spec.kind != ModelSpec::Kind::Transformer)
            continue;
        Scenario s;
        s.model.kind = ModelSource::Kind::Architecture;
        s.model.architecture = preset.spec.arch;
        auto back = parseScenario(scenarioToJson(s));
        ASSERT_TRUE(back.ok()) << id << ": " << back.error().message();
        EXPECT_EQ(back->model.architecture, preset.spec.arch) << id;
        EXPECT_EQ(checkScenario(s), std::nullopt) << id;
    }
}

// An inline GPU's fields are a third table of the same kind: with every
// field written, checkScenario and the reader agree on each at and past its
// limits, and on the peaks read by hand.
TEST(ScenarioFields, InlineGpuFieldsAreCheckedAsTheReaderReadsThem)
{
    Gpu gpu = *test::builtinCatalog().findGpu("h100-sxm");
    gpu.vendor = "NVIDIA";
    gpu.interconnect = "NVLink 4";
    gpu.interconnectBytesPerS = 4.5e11;
    gpu.gpusPerNode = 8;
    gpu.latencySeconds = 1e-5;
    gpu.networkSource = "test";
    gpu.priceUsd = 30000;
    gpu.cloudUsdPerGpuHour = 3;
    Scenario base;
    base.hardware.inlineGpu = gpu;
    base.hardware.gpu = gpu.id;
    ASSERT_EQ(checkScenario(base), std::nullopt) << checkScenario(base)->message();
    const ProbeCount n = probeTable(
        kGpuFields, base, [](Scenario& s) -> Gpu& { return *s.hardware.inlineGpu; }, "hardware.gpu.");
    const int probed = n.probed, refused = n.refused;
    EXPECT_GT(probed, 60);
    EXPECT_GT(refused, 30);
    const auto check = [&base](const char* what, auto change) {
        Scenario s = base;
        change(*s.hardware.inlineGpu);
        expectSameVerdict(s, what);
        return checkScenario(s);
    };
    EXPECT_TRUE(check("no name", [](Gpu& g) { g.name.clear(); }));
    EXPECT_TRUE(check("no peak", [](Gpu& g) { g.peakFlops.fill(0); }));
    EXPECT_TRUE(check("peak below 1e6", [](Gpu& g) { g.peakFlops[std::size_t(Precision::Fp8)] = 10; }));
    EXPECT_TRUE(check("peak above 1e18", [](Gpu& g) { g.peakFlops[std::size_t(Precision::Bf16)] = 2e18; }));
    EXPECT_TRUE(check("infinite peak", [](Gpu& g) {
        g.peakFlops[std::size_t(Precision::Bf16)] = std::numeric_limits<double>::infinity();
    }));
    EXPECT_FALSE(check("a peak of 0", [](Gpu& g) { g.peakFlops[std::size_t(Precision::Int4)] = 0; }));
    EXPECT_FALSE(check("unknown generation", [](Gpu& g) { g.generation = KernelGeneration::Generic; }));
}

// Every catalog GPU writes and reads back unchanged, catalog fields included.
TEST(ScenarioFields, CatalogGpusWriteAndReadBack)
{
    for (const Gpu& g : test::builtinCatalog().gpus) {
        Scenario s;
        s.hardware.inlineGpu = g;
        s.hardware.gpu = g.id;
        auto back = parseScenario(scenarioToJson(s));
        ASSERT_TRUE(back.ok()) << g.id << ": " << back.error().message();
        EXPECT_EQ(*back->hardware.inlineGpu, g) << g.id;
        EXPECT_EQ(checkScenario(s), std::nullopt) << g.id;
    }
}

// Issue 12: one table of names per enumeration (headroom/enumnames.h), from
// which toString, fromString and the lists of error messages come.
static_assert(nameList<Mode>() == "train, lora, qlora, inference");
static_assert(fromString<Recipe>("pure-bf16") == Recipe::PureBf16);
static_assert(toString(GatherUnit::Tensor) == "tensor");
static_assert(!fromString<DType>("fp64"));

namespace {
template <NamedEnum E>
void expectNamesRoundTrip(const char* what)
{
    std::set<std::string_view> names;
    for (E v : enumValues<E>()) {
        EXPECT_EQ(fromString<E>(toString(v)), v) << what << ": " << toString(v);
        EXPECT_TRUE(names.insert(toString(v)).second) << what << ": twice " << toString(v);
        EXPECT_NE(nameList<E>().find(toString(v)), std::string_view::npos) << what;
    }
}
} // namespace

TEST(EnumNames, EveryNameRoundTripsOnce)
{
    expectNamesRoundTrip<Mode>("Mode");
    expectNamesRoundTrip<Recipe>("Recipe");
    expectNamesRoundTrip<DType>("DType");
    expectNamesRoundTrip<Optimizer>("Optimizer");
    expectNamesRoundTrip<Recompute>("Recompute");
    expectNamesRoundTrip<Precision>("Precision");
    expectNamesRoundTrip<ChartKind>("ChartKind");
    expectNamesRoundTrip<AttentionKind>("AttentionKind");
    expectNamesRoundTrip<QkNorm>("QkNorm");
    expectNamesRoundTrip<NormKind>("NormKind");
    expectNamesRoundTrip<DataKind>("DataKind");
    expectNamesRoundTrip<GatherUnit>("GatherUnit");
    expectNamesRoundTrip<KernelGeneration>("KernelGeneration");
    expectNamesRoundTrip<PlanObjective>("PlanObjective");
    expectNamesRoundTrip<CostBasis>("CostBasis");
    expectNamesRoundTrip<SolveKind>("SolveKind");
    expectNamesRoundTrip<FieldType>("FieldType");
    // Every generation has a name (the catalog's list ends with "generic").
    EXPECT_EQ(enumValues<KernelGeneration>().size(), std::size_t(KernelGeneration::Count));
    EXPECT_EQ(toString(KernelGeneration::Count), "?");
}
