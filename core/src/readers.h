#pragma once

// The readers of floor 2 (docs/architecture.md), which the public entry
// points of headroom/inputs.h (floor 3) call. A reader judges everything a
// file says but a model's size, which takes the model's parameter count: it
// is handed that check (ArchitectureCheck, modeljson.h) and calls it where it
// reads an architecture, so the error comes where it always came, before
// anything later in the file. nullptr: no size check (the starting scenario).

#include "headroom/catalog.h"
#include "headroom/hfimport.h"
#include "headroom/scenario.h"
#include "modeljson.h"

#include <string>
#include <string_view>

namespace headroom::detail {

// scenario.cpp; `check` judges an inline architecture, `importCheck` the
// Hugging Face config a scenario names.
Expected<Scenario> parseScenario(std::string_view jsonText, std::string_view fileName, ArchitectureCheck check);
Expected<Scenario> loadScenarioFile(const std::string& path, ArchitectureCheck check);
std::optional<Error> checkScenario(const Scenario& s, ArchitectureCheck check);
Expected<ResolvedScenario> resolve(const Scenario& s, const Catalog& catalog, ArchitectureCheck importCheck);

// catalog.cpp; `check` judges each model's architecture.
Expected<Catalog> parseCatalog(std::string_view jsonText, std::string_view fileName, ArchitectureCheck check);
Expected<Catalog> loadCatalogFile(const std::string& path, ArchitectureCheck check);
Expected<std::string> upsertCatalogGpu(std::string_view existing, const Gpu& g, std::string_view fileName,
                                       ArchitectureCheck check);
Expected<std::string> removeCatalogGpu(std::string_view existing, std::string_view id, std::string_view fileName,
                                       ArchitectureCheck check);

// hfimport.cpp; `check` judges the architecture read, after every field.
Expected<ModelSpec> parseHfConfig(std::string_view jsonText, std::string_view fileName, ArchitectureCheck check);
Expected<ModelSpec> loadHfConfigFile(const std::string& path, ArchitectureCheck check);

} // namespace headroom::detail
