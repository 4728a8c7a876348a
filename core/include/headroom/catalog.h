#pragma once

#include "headroom/error.h"
#include "headroom/model/model.h"
#include "headroom/model/steptime.h"
#include "headroom/types.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace headroom {

// Where a price was read and when (docs/catalog.md "Prices and their age").
struct PriceSource {
    std::string date;         // "YYYY", "YYYY-MM" or "YYYY-MM-DD": the day it was attested
    std::string source;       // the citation
    bool placeholder = false; // an estimate standing in for a quoted price

    bool operator==(const PriceSource&) const = default;
};

// A cloud rate per GPU-hour with its provenance; 0: none known.
struct DatedRate {
    double usdPerGpuHour = 0;
    PriceSource from;

    bool operator==(const DatedRate&) const = default;
};

// Published costs of one GPU-hour for the break-even: owning it as a
// hyperscaler, owning it as a neocloud, and renting it. Each tier is its own
// dated figure (the studies differ); 0: not published.
enum class TcoTier : std::uint8_t { Hyperscaler, Neocloud, Renting };
inline constexpr std::array<TcoTier, 3> kTcoTiers = {TcoTier::Hyperscaler, TcoTier::Neocloud, TcoTier::Renting};

struct TcoTiers {
    DatedRate hyperscaler;
    DatedRate neocloud;
    DatedRate renting;

    const DatedRate& of(TcoTier t) const
    {
        return t == TcoTier::Hyperscaler ? hyperscaler : t == TcoTier::Neocloud ? neocloud : renting;
    }
    bool any() const
    {
        return hyperscaler.usdPerGpuHour > 0 || neocloud.usdPerGpuHour > 0 || renting.usdPerGpuHour > 0;
    }
    bool operator==(const TcoTiers&) const = default;
};

// "hyperscaler", "neocloud", "renting": the result JSON's and the catalog's key.
std::string_view toString(TcoTier t);

struct GpuPrices {
    PriceSource purchase; // of Gpu::priceUsd
    PriceSource onDemand; // of Gpu::cloudUsdPerGpuHour
    DatedRate reserved1yr;
    DatedRate spot;
    TcoTiers tco;

    bool operator==(const GpuPrices&) const = default;
};

struct Gpu {
    std::string id;
    std::string name;
    std::string vendor;
    // What software sees (nvidia-smi, rocm-smi, PyTorch): the capacity every
    // "fits" compares with, through usableMemoryBytes().
    double memoryBytes = 0;
    // The vendor's figure ("288 GB"), in bytes, beside it; 0: not given.
    double marketedMemoryBytes = 0;
    double bandwidthBytesPerS = 0; // peak HBM/DRAM bandwidth
    double tdpWatts = 0;
    // Dense peak FLOP/s (or OP/s) per precision, 0 where the GPU has none.
    std::array<double, kPrecisions.size()> peakFlops{};
    // The 2:4 structured-sparsity peaks, 0 where none is known.
    std::array<double, kPrecisions.size()> sparsePeakFlops{};
    std::optional<PeakBasis> peaksPrinted; // which of the two the vendor printed
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
    GpuPrices prices;              // the dates and sources of both, and further rates
    // Announced, not shipping: listed only when asked for.
    bool preliminary = false;
    std::vector<std::string> sources;
    std::vector<std::string> unverified; // fields whose figures are soft

    double peak(Precision p) const { return peakFlops[static_cast<std::size_t>(p)]; }
    double sparsePeak(Precision p) const { return sparsePeakFlops[static_cast<std::size_t>(p)]; }

    bool operator==(const Gpu&) const = default;
};

// The tiers a GPU has a published figure for, in kTcoTiers order.
struct PublishedTco {
    TcoTier tier = TcoTier::Neocloud;
    DatedRate rate;
    bool operator==(const PublishedTco&) const = default;
};
std::vector<PublishedTco> publishedTco(const Gpu& g);

// The capacity a "fits" verdict compares with: what software sees on the
// device, not the vendor's figure. Every fit test goes through this one
// function (memory stack, inference batch, serving KV budget, planner).
inline double usableMemoryBytes(const Gpu& g)
{
    return g.memoryBytes;
}

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

// The reader (parseCatalog, loadCatalogFile, loadCatalogFiles), the user
// file's edits (upsertCatalogGpu, removeCatalogGpu) and modelsToJson are
// headroom/inputs.h's: they count a model's parameters, which only the model can.
// Entries of `overlay` replace entries of `base` with the same id and add the
// rest.
Catalog mergeCatalogs(Catalog base, const Catalog& overlay);

// The GPUs a list shows: every one, or all but the preliminary ones.
std::vector<const Gpu*> listedGpus(const Catalog& c, bool includePreliminary);

// Catalog as JSON text (for `headroom-cli catalog …`; the models' is
// modelsToJson, headroom/inputs.h). Preliminary GPUs are left out unless asked for.
std::string gpusToJson(const Catalog& c, bool includePreliminary = false);
std::string cloudsToJson(const Catalog& c);

// A GPU entry's values checked with the catalog reader's rules and messages
// (the inline-GPU check plus a non-empty id), the path starting at
// "gpus[0](id)": what the window's GPU form says before it saves.
std::optional<Error> checkCatalogGpu(const Gpu& g);

// ---- Prices and their age (docs/catalog.md "Prices and their age") ----------

struct CalendarDate {
    int year = 0;
    int month = 0; // 1..12; 0: the source gives the year only
    int day = 0;   // 1..31; 0: the month only
    bool operator==(const CalendarDate&) const = default;
};
// "YYYY", "YYYY-MM" or "YYYY-MM-DD", a real day; nullopt otherwise.
std::optional<CalendarDate> parseCalendarDate(std::string_view text);

enum class PriceAgeStatus : std::uint8_t {
    Current,     // dated, at most six months before today
    Old,         // dated, more than six months before today
    Placeholder, // an estimate, not a quote
    Undated,     // no date (or one that does not read): as good as a placeholder
    None,        // no such price
};
struct PriceAge {
    PriceAgeStatus status = PriceAgeStatus::None;
    int months = -1; // whole months from the price's date to today; -1: unknown
    bool warn() const { return status != PriceAgeStatus::Current && status != PriceAgeStatus::None; }
};
inline constexpr int kPriceStaleMonths = 6;
// The age of a price attested at `from` on `today` ("YYYY-MM-DD"). A date
// given to the month counts from its first day; to the year, from 1 January.
PriceAge priceAge(const PriceSource& from, std::string_view today, bool known = true);

// The catalog rate of `g` for `wanted`, with its provenance; when the GPU has
// none of that kind, the on-demand one (`used` says which was taken). A rate
// of 0 means none is known at all.
struct CatalogRate {
    double usdPerGpuHour = 0;
    CloudPricing used = CloudPricing::OnDemand;
    const PriceSource* from = nullptr;
};
CatalogRate catalogCloudRate(const Gpu& g, CloudPricing wanted);

} // namespace headroom
