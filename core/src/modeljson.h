#pragma once

// JSON forms of the shapes shared by the catalog and the scenario file.

#include "headroom/catalog.h"
#include "headroom/limits.h"
#include "headroom/model/model.h"
#include "jsonreader.h"

namespace headroom::detail {

// What a reader cannot judge from an architecture's fields, its size: that
// takes the model's parameter count (floor 3), so the reader is handed the
// check (headroom/inputs.h hands checkParameterLimit) and calls it where the
// architecture is read, after the fields' rules. nullptr: no such check.
using ArchitectureCheck = std::optional<Error> (*)(const Architecture& a, const std::string& path);

// Reads an architecture object (docs/model.md section 1 field names), then
// applies checkArchitecture and `check`.
void readArchitecture(const json& j, const std::string& path, std::optional<Error>& error, Architecture& out,
                      ArchitectureCheck check);
json architectureToJson(const Architecture& a);
// The bounds and cross-field rules every architecture must meet (heads divide
// hidden, kv_heads divide heads, experts_per_token <= experts); readArchitecture
// applies them, and so does validate() for an architecture edited in code.
// Errors name fields under `path`. (Its size, at most 1e16 parameters, is the
// model's check: checkParameterLimit, headroom/model/inventory.h.)
std::optional<Error> checkArchitecture(const Architecture& a, const std::string& path);

// Reads a GPU object; catalog entries require an id, inline scenario GPUs do not.
void readGpu(const json& j, const std::string& path, std::optional<Error>& error, Gpu& out, bool requireId);
json gpuToJson(const Gpu& g, bool withCatalogFields);
// The reader's rules for a GPU built in code (a scenario's inline GPU), without
// writing it out: the error readGpu would give for gpuToJson's object.
std::optional<Error> checkGpu(const Gpu& g, const std::string& path);

} // namespace headroom::detail
