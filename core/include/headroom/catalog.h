#pragma once

#include "headroom/error.h"
#include "headroom/model.h"
#include "headroom/steptime.h"
#include "headroom/types.h"

#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace headroom {

struct Gpu {
    std::string id;
    std::string name;
    std::string vendor;
    double memoryBytes = 0;
    double bandwidthBytesPerS = 0; // peak HBM/DRAM bandwidth
    double tdpWatts = 0;
    // Dense peak FLOP/s (or OP/s) per precision, 0 where the GPU has none.
    std::array<double, kPrecisions.size()> peakFlops{};
    std::string interconnect;
    double interconnectBytesPerS = 0;
    // Kernel family and network (docs/catalog.md "Network and kernel generation").
    KernelGeneration generation = KernelGeneration::Generic;
    std::int64_t gpusPerNode = 0; // 0: unknown (8 is assumed)
    double scaleUpBytesPerS = 0;  // per GPU, per direction; 0: the interconnect figure
    double scaleOutBytesPerS = 0; // per GPU, per direction; 0: 12.5 GB/s assumed
    double latencySeconds = 0;    // α per collective; 0: 10 µs assumed
    std::string networkSource;
    double priceUsd = 0;           // purchase price per GPU, 0 if unknown
    double cloudUsdPerGpuHour = 0; // reference on-demand rate, 0 if unknown
    std::vector<std::string> sources;
    std::vector<std::string> unverified; // fields whose figures are soft

    double peak(Precision p) const { return peakFlops[static_cast<std::size_t>(p)]; }

    bool operator==(const Gpu&) const = default;
};

struct ModelPreset {
    ModelSpec spec;                 // spec.id is the preset id
    double publishedParameters = 0; // the count from the published config
    std::string family;             // "llama", "gpt2", ...
    std::string source;
};

struct CloudOffer {
    std::string id;
    std::string provider;
    std::string instance;
    std::string gpu; // catalog GPU id
    int gpusPerInstance = 1;
    double usdPerGpuHour = 0;
    std::string pricing; // on-demand, spot, reserved-1yr, ...
    std::string date;    // observation date
    std::string source;
};

struct Catalog {
    std::vector<Gpu> gpus;
    std::vector<ModelPreset> models;
    std::vector<CloudOffer> clouds;

    const Gpu* findGpu(std::string_view id) const;
    const ModelPreset* findModel(std::string_view id) const;
    // For an id the catalog lacks, the ids it was probably meant to be (at
    // most three, in catalog order), or none: closestIds (headroom/error.h).
    std::vector<std::string> closestGpus(std::string_view id) const;
    std::vector<std::string> closestModels(std::string_view id) const;
};

// Parses one catalog document: {"format":"headroom-catalog","version":1,
// "gpus":[…], "models":[…], "clouds":[…]} (every array optional). Every entry is validated; an error names the entry's
// index and id and the field ("gpus[3] (h100-sxm).memory_bytes").
Expected<Catalog> parseCatalog(std::string_view jsonText, std::string_view fileName = {});
Expected<Catalog> loadCatalogFile(const std::string& path);
// Entries of `overlay` replace entries of `base` with the same id and add the
// rest.
Catalog mergeCatalogs(Catalog base, const Catalog& overlay);

// The three built-in catalog files joined, for tests and the CLI's fallback.
Expected<Catalog> loadCatalogFiles(const std::vector<std::string>& paths);

// Catalog as JSON text (for `headroom-cli catalog …`).
std::string gpusToJson(const Catalog& c);
std::string modelsToJson(const Catalog& c);
std::string cloudsToJson(const Catalog& c);

} // namespace headroom
