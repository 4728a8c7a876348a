#include "headroom/catalog.h"
#include "headroom/limits.h"

#include "modeljson.h"
#include "readers.h"

#include <algorithm>
#include <set>

namespace headroom {

using detail::json;
using detail::ObjectReader;

const Gpu* Catalog::findGpu(std::string_view id) const
{
    auto it = std::find_if(gpus.begin(), gpus.end(), [&](const Gpu& g) { return g.id == id; });
    return it == gpus.end() ? nullptr : &*it;
}

const ModelPreset* Catalog::findModel(std::string_view id) const
{
    auto it = std::find_if(models.begin(), models.end(), [&](const ModelPreset& m) { return m.spec.id == id; });
    return it == models.end() ? nullptr : &*it;
}

std::vector<std::string> Catalog::closestGpus(std::string_view id) const
{
    std::vector<std::string_view> ids;
    for (const Gpu& g : gpus)
        ids.push_back(g.id);
    return closestIds(id, ids);
}

std::vector<std::string> Catalog::closestModels(std::string_view id) const
{
    std::vector<std::string_view> ids;
    for (const ModelPreset& m : models)
        ids.push_back(m.spec.id);
    return closestIds(id, ids);
}

namespace {

std::string entryPath(const char* list, std::size_t index, const json& entry)
{
    std::string p = std::string(list) + "[" + std::to_string(index) + "]";
    if (entry.is_object() && entry.contains("id") && entry["id"].is_string())
        p += "(" + entry["id"].get<std::string>() + ")";
    return p;
}

void readModel(const json& j, const std::string& path, std::optional<Error>& error, ModelPreset& m,
               detail::ArchitectureCheck check)
{
    if (!j.is_object()) {
        error = makeError(ErrorCode::WrongType, path, detail::describe(j), Expect::Object);
        return;
    }
    ObjectReader r(j, path, error);
    r.require("id", Expect::NonEmptyString);
    r.require("name", Expect::NonEmptyString);
    r.string("id", m.spec.id, true);
    r.string("name", m.spec.name, true);
    r.string("family", m.family);
    r.string("source", m.source);
    r.number("published_parameters", m.publishedParameters, 0, kMaxParameters);
    const bool hasArch = r.has("architecture");
    const bool hasParams = r.has("parameters");
    if (hasArch == hasParams && !error) {
        error = makeError(ErrorCode::MissingField, path, {}, Expect::ExactlyOneOf, "architecture, parameters");
        return;
    }
    if (hasArch) {
        m.spec.kind = ModelSpec::Kind::Transformer;
        if (const json* a = r.take("architecture"))
            detail::readArchitecture(*a, detail::joinPath(path, "architecture"), error, m.spec.arch, check);
    } else {
        m.spec.kind = ModelSpec::Kind::Generic;
        r.number("parameters", m.spec.parameters, 1, kMaxParameters);
        r.number("activation_bytes_per_sample", m.spec.activationBytesPerSample, 0, 1e15);
        r.number("forward_flops_per_sample", m.spec.forwardFlopsPerSample, 0, 1e18);
    }
    r.finish("id, name, family, source, published_parameters, architecture | parameters, "
             "activation_bytes_per_sample, forward_flops_per_sample");
}

void readCloud(const json& j, const std::string& path, std::optional<Error>& error, CloudOffer& c)
{
    if (!j.is_object()) {
        error = makeError(ErrorCode::WrongType, path, detail::describe(j), Expect::Object);
        return;
    }
    ObjectReader r(j, path, error);
    r.require("id", Expect::NonEmptyString);
    r.require("gpu", Expect::CatalogGpu);
    r.require("usd_per_gpu_hour", Expect::Number);
    r.string("id", c.id, true);
    r.string("provider", c.provider);
    r.string("instance", c.instance);
    r.string("gpu", c.gpu, true);
    r.integer("gpus_per_instance", c.gpusPerInstance, 1, 1024);
    r.number("usd_per_gpu_hour", c.usdPerGpuHour, 0, 1e4, true);
    r.string("pricing", c.pricing);
    r.string("date", c.date);
    r.string("source", c.source);
    r.take("notes");
    r.finish("id, provider, instance, gpu, gpus_per_instance, usd_per_gpu_hour, pricing, date, source, notes");
}

template <class T, class Read, class IdOf>
void readList(ObjectReader& top, const char* key, std::optional<Error>& error, std::vector<T>& out, Read read,
              IdOf idOf)
{
    const json* list = top.array(key);
    if (!list)
        return;
    std::set<std::string> ids;
    for (std::size_t i = 0; i < list->size() && !error; ++i) {
        T item;
        const std::string path = entryPath(key, i, (*list)[i]);
        read((*list)[i], path, error, item);
        if (error)
            return;
        if (!ids.insert(idOf(item)).second) {
            error = makeError(ErrorCode::Inconsistent, path + ".id", idOf(item), Expect::UniqueId);
            return;
        }
        out.push_back(std::move(item));
    }
}

} // namespace

namespace detail {

Expected<Catalog> parseCatalog(std::string_view jsonText, std::string_view fileName, ArchitectureCheck check)
{
    json doc;
    if (auto e = detail::parseJson(jsonText, doc)) {
        e->file = fileName;
        return *e;
    }
    std::optional<Error> error;
    Catalog c;
    if (!doc.is_object()) {
        error = makeError(ErrorCode::WrongType, {}, detail::describe(doc), Expect::JsonObject);
    } else {
        ObjectReader r(doc, {}, error);
        std::string format;
        r.string("format", format);
        if (!error && r.has("format") && format != "headroom-catalog")
            r.fail(ErrorCode::UnknownValue, "format", doc["format"], Expect::Literal, "\"headroom-catalog\"");
        int version = 1;
        r.integer("version", version, 1, 1000000);
        if (!error && version > 1)
            r.fail(ErrorCode::Unsupported, "version", doc["version"], Expect::NewerVersion, "1");
        r.take("note");
        readList(
            r, "gpus", error, c.gpus,
            [](const json& j, const std::string& p, std::optional<Error>& e, Gpu& g) {
                detail::readGpu(j, p, e, g, true);
            },
            [](const Gpu& g) { return g.id; });
        readList(
            r, "models", error, c.models,
            [check](const json& j, const std::string& p, std::optional<Error>& e, ModelPreset& m) {
                readModel(j, p, e, m, check);
            },
            [](const ModelPreset& m) { return m.spec.id; });
        readList(r, "clouds", error, c.clouds, readCloud, [](const CloudOffer& o) { return o.id; });
        r.finish("format, version, note, gpus, models, clouds");
    }
    if (error) {
        error->file = fileName;
        return *error;
    }
    return c;
}

Expected<Catalog> loadCatalogFile(const std::string& path, ArchitectureCheck check)
{
    std::string text;
    if (auto e = detail::readFile(path, text, kMaxCatalogBytes))
        return *e;
    return parseCatalog(text, path, check);
}

} // namespace detail

Catalog mergeCatalogs(Catalog base, const Catalog& overlay)
{
    auto merge = [](auto& into, const auto& from, auto idOf) {
        for (const auto& item : from) {
            auto it = std::find_if(into.begin(), into.end(), [&](const auto& x) { return idOf(x) == idOf(item); });
            if (it != into.end())
                *it = item;
            else
                into.push_back(item);
        }
    };
    merge(base.gpus, overlay.gpus, [](const Gpu& g) { return g.id; });
    merge(base.models, overlay.models, [](const ModelPreset& m) { return m.spec.id; });
    merge(base.clouds, overlay.clouds, [](const CloudOffer& o) { return o.id; });
    return base;
}

std::string_view toString(TcoTier t)
{
    switch (t) {
    case TcoTier::Hyperscaler: return "hyperscaler";
    case TcoTier::Neocloud: return "neocloud";
    case TcoTier::Renting: return "renting";
    }
    return "neocloud";
}

std::vector<PublishedTco> publishedTco(const Gpu& g)
{
    std::vector<PublishedTco> out;
    for (TcoTier t : kTcoTiers)
        if (const DatedRate& r = g.prices.tco.of(t); r.usdPerGpuHour > 0)
            out.push_back({t, r});
    return out;
}

std::vector<const Gpu*> listedGpus(const Catalog& c, bool includePreliminary)
{
    std::vector<const Gpu*> out;
    for (const Gpu& g : c.gpus)
        if (includePreliminary || !g.preliminary)
            out.push_back(&g);
    return out;
}

std::string gpusToJson(const Catalog& c, bool includePreliminary)
{
    json out = json::array();
    for (const Gpu* g : listedGpus(c, includePreliminary))
        out.push_back(detail::gpuToJson(*g, true));
    return out.dump(2);
}

std::optional<Error> checkCatalogGpu(const Gpu& g)
{
    const std::string path = "gpus[0](" + g.id + ")";
    if (g.id.empty())
        return makeError(ErrorCode::WrongType, "gpus[0].id", "\"\"", Expect::NonEmptyString);
    return detail::checkGpu(g, path);
}

namespace {

// The user file's document, or a fresh one; the file must read as a catalog.
Expected<json> catalogDocument(std::string_view existing, std::string_view fileName, detail::ArchitectureCheck check)
{
    if (existing.find_first_not_of(" \t\r\n") == std::string_view::npos)
        return json{{"format", "headroom-catalog"}, {"version", 1}};
    auto parsed = detail::parseCatalog(existing, fileName, check);
    if (!parsed)
        return parsed.error();
    json doc;
    if (auto e = detail::parseJson(existing, doc)) {
        e->file = fileName;
        return *e;
    }
    return doc;
}

} // namespace

namespace detail {

Expected<std::string> upsertCatalogGpu(std::string_view existing, const Gpu& g, std::string_view fileName,
                                       ArchitectureCheck check)
{
    if (auto e = checkCatalogGpu(g))
        return *e;
    auto doc = catalogDocument(existing, fileName, check);
    if (!doc)
        return doc.error();
    json& list = (*doc)["gpus"];
    if (!list.is_array())
        list = json::array();
    const json entry = detail::gpuToJson(g, true);
    auto it = std::find_if(list.begin(), list.end(),
                           [&](const json& e) { return e.is_object() && e.contains("id") && e["id"] == g.id; });
    if (it != list.end())
        *it = entry;
    else
        list.push_back(entry);
    return doc->dump(2) + "\n";
}

Expected<std::string> removeCatalogGpu(std::string_view existing, std::string_view id, std::string_view fileName,
                                       ArchitectureCheck check)
{
    auto doc = catalogDocument(existing, fileName, check);
    if (!doc)
        return doc.error();
    if (doc->contains("gpus")) {
        json& list = (*doc)["gpus"];
        list.erase(std::remove_if(list.begin(), list.end(),
                                  [&](const json& e) {
                                      return e.is_object() && e.contains("id") && e["id"].is_string() &&
                                             e["id"].get_ref<const std::string&>() == id;
                                  }),
                   list.end());
    }
    return doc->dump(2) + "\n";
}

} // namespace detail

std::optional<CalendarDate> parseCalendarDate(std::string_view t)
{
    auto digits = [&](std::size_t at, std::size_t n, int& out) {
        if (at + n > t.size())
            return false;
        out = 0;
        for (std::size_t i = at; i < at + n; ++i) {
            if (t[i] < '0' || t[i] > '9')
                return false;
            out = out * 10 + (t[i] - '0');
        }
        return true;
    };
    CalendarDate d;
    if (!digits(0, 4, d.year) || d.year < 1900)
        return std::nullopt;
    if (t.size() == 4)
        return d;
    if (t.size() < 7 || t[4] != '-' || !digits(5, 2, d.month) || d.month < 1 || d.month > 12)
        return std::nullopt;
    if (t.size() == 7)
        return d;
    if (t.size() != 10 || t[7] != '-' || !digits(8, 2, d.day) || d.day < 1)
        return std::nullopt;
    static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = (d.year % 4 == 0 && d.year % 100 != 0) || d.year % 400 == 0;
    if (d.day > kDays[d.month - 1] + (d.month == 2 && leap ? 1 : 0))
        return std::nullopt;
    return d;
}

PriceAge priceAge(const PriceSource& from, std::string_view today, bool known)
{
    PriceAge age;
    if (!known)
        return age;
    const auto when = parseCalendarDate(from.date);
    const auto now = parseCalendarDate(today);
    if (when && now && now->month > 0) {
        // Whole months from the (first day of the) date to today.
        const int day = std::max(when->day, 1), month = std::max(when->month, 1);
        int months = (now->year - when->year) * 12 + (now->month - month);
        if (std::max(now->day, 1) < day)
            --months;
        age.months = std::max(0, months);
    }
    if (from.placeholder)
        age.status = PriceAgeStatus::Placeholder;
    else if (!when)
        age.status = PriceAgeStatus::Undated;
    else
        age.status = age.months > kPriceStaleMonths ? PriceAgeStatus::Old : PriceAgeStatus::Current;
    return age;
}

CatalogRate catalogCloudRate(const Gpu& g, CloudPricing wanted)
{
    if (wanted == CloudPricing::Reserved1yr && g.prices.reserved1yr.usdPerGpuHour > 0)
        return {g.prices.reserved1yr.usdPerGpuHour, CloudPricing::Reserved1yr, &g.prices.reserved1yr.from};
    if (wanted == CloudPricing::Spot && g.prices.spot.usdPerGpuHour > 0)
        return {g.prices.spot.usdPerGpuHour, CloudPricing::Spot, &g.prices.spot.from};
    return {g.cloudUsdPerGpuHour, CloudPricing::OnDemand, &g.prices.onDemand};
}

std::string cloudsToJson(const Catalog& c)
{
    json out = json::array();
    for (const auto& o : c.clouds)
        out.push_back({{"id", o.id},
                       {"provider", o.provider},
                       {"instance", o.instance},
                       {"gpu", o.gpu},
                       {"gpus_per_instance", o.gpusPerInstance},
                       {"usd_per_gpu_hour", o.usdPerGpuHour},
                       {"pricing", o.pricing},
                       {"date", o.date},
                       {"source", o.source}});
    return out.dump(2);
}

} // namespace headroom
