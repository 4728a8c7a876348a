// The inputs, read and checked (headroom/inputs.h): floor 2's readers, each
// handed the model's size check.

#include "headroom/inputs.h"
#include "headroom/model/inventory.h"

#include "readers.h"

#include <utility>

namespace headroom {

Expected<Scenario> parseScenario(std::string_view jsonText, std::string_view fileName)
{
    return detail::parseScenario(jsonText, fileName, &checkParameterLimit);
}

Expected<Scenario> loadScenarioFile(const std::string& path)
{
    return detail::loadScenarioFile(path, &checkParameterLimit);
}

std::optional<Error> checkScenario(const Scenario& s)
{
    return detail::checkScenario(s, &checkParameterLimit);
}

Expected<ResolvedScenario> resolve(const Scenario& s, const Catalog& catalog)
{
    return detail::resolve(s, catalog, &checkExactParameters);
}

Expected<Catalog> parseCatalog(std::string_view jsonText, std::string_view fileName)
{
    return detail::parseCatalog(jsonText, fileName, &checkParameterLimit);
}

Expected<Catalog> loadCatalogFile(const std::string& path)
{
    return detail::loadCatalogFile(path, &checkParameterLimit);
}

Expected<Catalog> loadCatalogFiles(const std::vector<std::string>& paths)
{
    Catalog all;
    for (const auto& p : paths) {
        auto c = loadCatalogFile(p);
        if (!c)
            return c.error();
        all = mergeCatalogs(std::move(all), *c);
    }
    return all;
}

Expected<std::string> upsertCatalogGpu(std::string_view existing, const Gpu& g, std::string_view fileName)
{
    return detail::upsertCatalogGpu(existing, g, fileName, &checkParameterLimit);
}

Expected<std::string> removeCatalogGpu(std::string_view existing, std::string_view id, std::string_view fileName)
{
    return detail::removeCatalogGpu(existing, id, fileName, &checkParameterLimit);
}

std::string modelsToJson(const Catalog& c)
{
    using detail::json;
    json out = json::array();
    for (const auto& m : c.models) {
        json j;
        j["id"] = m.spec.id;
        j["name"] = m.spec.name;
        j["family"] = m.family;
        if (m.spec.kind == ModelSpec::Kind::Transformer) {
            j["architecture"] = detail::architectureToJson(m.spec.arch);
        } else {
            j["parameters"] = detail::number(m.spec.parameters);
            j["activation_bytes_per_sample"] = m.spec.activationBytesPerSample;
            j["forward_flops_per_sample"] = m.spec.forwardFlopsPerSample;
        }
        j["parameters_total"] = detail::number(countParameters(m.spec).total);
        j["published_parameters"] = detail::number(m.publishedParameters);
        j["source"] = m.source;
        out.push_back(j);
    }
    return out.dump(2);
}

Expected<ModelSpec> parseHfConfig(std::string_view jsonText, std::string_view fileName)
{
    return detail::parseHfConfig(jsonText, fileName, &checkExactParameters);
}

Expected<ModelSpec> loadHfConfigFile(const std::string& path)
{
    return detail::loadHfConfigFile(path, &checkExactParameters);
}

} // namespace headroom
