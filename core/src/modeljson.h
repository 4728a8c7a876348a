#pragma once

// JSON forms of the shapes shared by the catalog and the scenario file.

#include "headroom/catalog.h"
#include "headroom/model.h"
#include "jsonreader.h"

namespace headroom::detail {

// Reads an architecture object (docs/model.md section 1 field names).
void readArchitecture(const json& j, const std::string& path, std::optional<Error>& error, Architecture& out);
json architectureToJson(const Architecture& a);
// The bounds and cross-field rules every architecture must meet (heads divide
// hidden, kv_heads divide heads, experts_per_token <= experts, at most 1e16
// parameters); readArchitecture applies them, and so does validate() for an
// architecture edited in code. Errors name fields under `path`.
std::optional<Error> checkArchitecture(const Architecture& a, const std::string& path);

// Reads a GPU object; catalog entries require an id, inline scenario GPUs do not.
void readGpu(const json& j, const std::string& path, std::optional<Error>& error, Gpu& out, bool requireId);
json gpuToJson(const Gpu& g, bool withCatalogFields);

// Sanity limits shared by every reader: beyond these a value is a typo.
inline constexpr std::int64_t kMaxLayers = 100000;
inline constexpr std::int64_t kMaxHidden = 1000000;
inline constexpr std::int64_t kMaxHeads = 100000;
inline constexpr std::int64_t kMaxVocab = 100000000;
inline constexpr std::int64_t kMaxPositions = 1LL << 32;
inline constexpr std::int64_t kMaxExperts = 100000;
inline constexpr double kMaxParameters = 1e16;
// Smallest accepted bandwidth (B/s) and non-zero peak (FLOP/s): the engine
// divides by them, and the limits keep every time finite (issue 6).
inline constexpr double kMinRate = 1e6;
// Smallest accepted efficiency or utilisation fraction (MFU, HFU, bandwidth
// efficiency, cost utilisation): 0.01 %; below it the value is a typo.
inline constexpr double kMinFraction = 1e-4;

} // namespace headroom::detail
