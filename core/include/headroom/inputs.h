#pragma once

// What a user hands Headroom, read and checked: scenario files, catalogs and
// Hugging Face configs (docs/architecture.md, floor 3). Floor 2's readers
// judge every field; a model's size takes the model's parameter count, so
// each entry point here hands its reader the model's check
// (headroom/model/inventory.h), which the reader calls where it reads an
// architecture: read, then check, with the errors and their order the
// readers always gave.

#include "headroom/catalog.h"
#include "headroom/error.h"
#include "headroom/hfimport.h"
#include "headroom/scenario.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace headroom {

// ---- Scenarios ------------------------------------------------------------

// Strict reader: unknown fields, wrong types, bad enum strings and absurd
// values are errors naming the JSON path; an inline architecture past
// kMaxParameters (1e16) is refused at "model.architecture". `fileName` goes
// into the error.
Expected<Scenario> parseScenario(std::string_view jsonText, std::string_view fileName = {});
Expected<Scenario> loadScenarioFile(const std::string& path);

// Every rule the file reader applies (ranges, enum values, cross-field rules
// and the size of an inline architecture), for a scenario built in code: the
// window checks each edit with it, so it never holds a scenario it could not
// save and open again. Errors are the reader's for the saved file (code, JSON
// path, value), found from the field tables without writing the file.
std::optional<Error> checkScenario(const Scenario& s);

// The scenario with its model and GPU looked up; a Hugging Face config it
// names is read with parseHfConfig's rules.
Expected<ResolvedScenario> resolve(const Scenario& s, const Catalog& catalog);

// ---- Catalogs -------------------------------------------------------------

// Parses one catalog document: {"format":"headroom-catalog","version":1,
// "gpus":[…], "models":[…], "clouds":[…]} (every array optional). Every entry is validated; an error names the entry's
// index and id and the field ("gpus[3] (h100-sxm).memory_bytes"); a model past
// kMaxParameters at its architecture ("models[3](id).architecture").
Expected<Catalog> parseCatalog(std::string_view jsonText, std::string_view fileName = {});
Expected<Catalog> loadCatalogFile(const std::string& path);
// The three built-in catalog files joined, for tests and the CLI's fallback.
Expected<Catalog> loadCatalogFiles(const std::vector<std::string>& paths);

// A user catalog file's text with `g` added, or replacing the entry with its
// id; the file's other entries, models and clouds are kept as they were. An
// empty `existing` starts a new file. Errors: the existing text does not
// parse as a catalog, or `g` fails checkCatalogGpu.
Expected<std::string> upsertCatalogGpu(std::string_view existing, const Gpu& g, std::string_view fileName = {});
// The same file without the GPU `id` (unchanged when it has none).
Expected<std::string> removeCatalogGpu(std::string_view existing, std::string_view id, std::string_view fileName = {});

// The catalog's models as JSON text (for `headroom-cli catalog models`), each
// with its parameters counted ("parameters_total").
std::string modelsToJson(const Catalog& c);

// ---- Hugging Face configs -------------------------------------------------

// Hugging Face config.json -> ModelSpec. Families: gpt2, bert, llama, mistral,
// mixtral, qwen2, gemma, gemma2, phi3, opt. Each family's defaults apply to
// fields the file leaves out (as transformers' configuration classes do). A
// config past 2^53 parameters, where a double stops counting exactly, is refused.
Expected<ModelSpec> parseHfConfig(std::string_view jsonText, std::string_view fileName = {});
Expected<ModelSpec> loadHfConfigFile(const std::string& path);

} // namespace headroom
