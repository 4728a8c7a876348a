// One job rented against its GPUs bought (docs/model.md §10, "One job").

#include "headroom/model/rentorbuy.h"

#include "engine.h"

#include <limits>

namespace headroom {

RentOrBuy rentOrBuy(const ResolvedScenario& rs, const Estimate& e)
{
    RentOrBuy r;
    const Scenario& s = rs.scenario;
    if (s.workload.mode == Mode::Inference || !(e.seconds > 0))
        return r;
    const detail::CostRates rates = detail::costRates(rs);
    r.applies = true;
    r.gpus = double(s.parallelism.gpus);
    r.jobHours = e.seconds / 3600.0;
    r.gpuHours = e.gpuHours;
    r.rentUsd = e.cloudUsd;
    r.purchaseUsd = r.gpus * rates.capitalPerGpu;
    r.energyUsd = e.gpuHours * rates.energyUsdPerGpuHour;
    r.ownYearUsd = r.gpus * rates.fixedYear;
    // Owning N runs a year costs the year's fixed cost plus N runs' power;
    // renting them costs N rents.
    const double saved = r.rentUsd - r.energyUsd;
    r.jobsPerYearToPay = saved > 0 ? r.ownYearUsd / saved : std::numeric_limits<double>::infinity();
    r.jobsPerYearMax = 8760.0 / r.jobHours;
    return r;
}

} // namespace headroom
