#pragma once

// "Cloud or buy?" for one job (docs/model.md §10, "One job"): what a training
// run costs rented against buying its GPUs for it, and how many such runs a
// year make owning them cheaper than renting.

#include "headroom/estimate.h"
#include "headroom/scenario.h"

namespace headroom {

struct RentOrBuy {
    bool applies = false; // training modes with a run to cost
    double gpus = 0;
    double jobHours = 0;    // the run's wall time
    double gpuHours = 0;    // what is rented
    double rentUsd = 0;     // GPU-hours × the cloud rate (cost.cloud_usd)
    double purchaseUsd = 0; // buying the GPUs with their share of servers: n·K
    double energyUsd = 0;   // the run's power on owned GPUs: GPU-hours × kW × PUE × $/kWh
    double ownYearUsd = 0;  // a year of owning them, used or not: n·(K/Y + maintenance·K + hosting)
    // Runs a year at which owning costs what renting does:
    // n·fixed per year / (rent − energy); +inf when power alone costs more than renting.
    double jobsPerYearToPay = 0;
    // How many such runs the GPUs can do in a year, one after the other: 8760 h / job hours.
    double jobsPerYearMax = 0;
    // Owning pays at some number of such runs a year that fit in one.
    bool buyingCanPay() const { return jobsPerYearToPay <= jobsPerYearMax; }
    bool operator==(const RentOrBuy&) const = default;
};

RentOrBuy rentOrBuy(const ResolvedScenario& rs, const Estimate& e);

} // namespace headroom
