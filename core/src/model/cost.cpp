// Cost (docs/model.md §10): cloud and on-premises rates, energy, break-even.

#include "components.h"
#include "sources.h"
#include "stepmodel.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

namespace headroom::detail {

namespace {
constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kHoursPerYear = 8760.0;
} // namespace

CostRates costRates(const ResolvedScenario& rs)
{
    const CostConfig& c = rs.scenario.cost;
    CostRates r;
    r.kw = boardWatts(rs.gpu, rs.scenario.hardware) / 1000.0;
    r.cloudUsdPerGpuHour = rs.cloudUsdPerGpuHour;
    r.capitalPerGpu = rs.purchaseUsdPerGpu * (1.0 + c.serverShare);
    r.energyUsdPerGpuHour = r.kw * c.pue * c.electricityUsdPerKwh;
    r.hostingYear = c.hostingUsdPerKwMonth * r.kw * 12.0;
    r.fixedYear = r.capitalPerGpu / c.depreciationYears + c.maintenancePerYear * r.capitalPerGpu + r.hostingYear;
    r.onpremUsdPerGpuHour = r.fixedYear / (kHoursPerYear * c.utilization) + r.energyUsdPerGpuHour;
    return r;
}

// GPU-hours, cost and break-even, with their figures.
void fillCost(Estimate& est, const EstimateContext& ctx)
{
    const auto& [rs, facts, layout, me, fl, pk, s, w, par, arch, pc] = ctx;
    const bool training = facts.training;
    const double gpus = double(par.gpus);

    est.gpuHours = est.seconds * gpus / 3600.0;
    est.tokensPerSecond = est.seconds > 0 ? est.tokens / est.seconds : 0;
    est.figure(FigureId::GpuHours)
        .set("{T}·{n} / 3600", est.gpuHours, "")
        .term("T", est.seconds, Unit::Seconds)
        .term("n", gpus);

    // ---- Cost (docs/model.md section 10) ----------------------------------------------
    {
        const CostConfig& c = s.cost;
        const CostRates rates = costRates(rs);
        const double kw = rates.kw;
        est.cloudUsdPerGpuHour = rates.cloudUsdPerGpuHour;
        est.capitalPerGpu = rates.capitalPerGpu;
        est.energyUsdPerGpuHour = rates.energyUsdPerGpuHour;
        const double hostingYear = rates.hostingYear;
        est.onpremUsdPerGpuHour = rates.onpremUsdPerGpuHour;
        est.cloudUsd = est.gpuHours * est.cloudUsdPerGpuHour;
        est.onpremUsd = est.gpuHours * est.onpremUsdPerGpuHour;
        est.energyKwh = est.gpuHours * kw * c.pue;
        const double margin = est.cloudUsdPerGpuHour - est.energyUsdPerGpuHour;
        const double fixedLife =
            est.capitalPerGpu + c.depreciationYears * (c.maintenancePerYear * est.capitalPerGpu + hostingYear);
        if (margin > 0) {
            est.breakevenHours = fixedLife / margin;
            est.breakevenUtilization = est.breakevenHours / (c.depreciationYears * kHoursPerYear);
            est.breakevenMonths = est.breakevenHours / (c.utilization * kHoursPerYear / 12.0);
        } else {
            est.breakevenHours = est.breakevenUtilization = est.breakevenMonths = kInf;
            est.warnings.push_back(Warning::CloudCheaperThanPower);
        }
        if (!training && est.inferenceTokensPerSecond > 0) {
            const double tokensPerHour = est.inferenceTokensPerSecond * 3600.0;
            est.usdPerMillionTokensCloud = gpus * est.cloudUsdPerGpuHour / tokensPerHour * 1e6;
            est.usdPerMillionTokensOnprem = gpus * est.onpremUsdPerGpuHour / tokensPerHour * 1e6;
            est.figure(FigureId::CostPerMillionTokens)
                .set("{n}·{r} / ({X}·3600)·1000000", est.usdPerMillionTokensCloud, kSrcCost)
                .term("n", gpus)
                .term("r", est.cloudUsdPerGpuHour, Unit::UsdPerHour)
                .term("X", est.inferenceTokensPerSecond);
        }
        est.figure(FigureId::Energy)
            .set("{H}·{kW}·{PUE}", est.energyKwh, kSrcCost)
            .term("H", est.gpuHours, Unit::Hours)
            .term("kW", kw)
            .term("PUE", c.pue);
        est.figure(FigureId::CloudCost)
            .set("{H}·{r}", est.cloudUsd, kSrcCost)
            .term("H", est.gpuHours, Unit::Hours)
            .term("r", est.cloudUsdPerGpuHour, Unit::UsdPerHour);
        est.figure(FigureId::OnpremRate)
            .set("({K}/{Y} + {mt}·{K} + {host}) / (8760·{u}) + {kW}·{PUE}·{el}", est.onpremUsdPerGpuHour, kSrcCost)
            .term("K", est.capitalPerGpu, Unit::Usd)
            .term("Y", c.depreciationYears)
            .term("mt", c.maintenancePerYear)
            .term("host", hostingYear, Unit::Usd)
            .term("u", c.utilization)
            .term("kW", kw)
            .term("PUE", c.pue)
            .term("el", c.electricityUsdPerKwh, Unit::Usd);
        est.figure(FigureId::OnpremCost)
            .set("{H}·{rate}", est.onpremUsd, kSrcCost)
            .term("H", est.gpuHours, Unit::Hours)
            .term("rate", est.onpremUsdPerGpuHour, Unit::UsdPerHour);
        est.figure(FigureId::BreakevenHours)
            .set("({K} + {Y}·({mt}·{K} + {host})) / ({r} − {kW}·{PUE}·{el})", est.breakevenHours, kSrcCost)
            .term("K", est.capitalPerGpu, Unit::Usd)
            .term("Y", c.depreciationYears)
            .term("mt", c.maintenancePerYear)
            .term("host", hostingYear, Unit::Usd)
            .term("r", est.cloudUsdPerGpuHour, Unit::UsdPerHour)
            .term("kW", kw)
            .term("PUE", c.pue)
            .term("el", c.electricityUsdPerKwh, Unit::Usd)
            .thumb("{price} / {r}", rs.purchaseUsdPerGpu / std::max(1e-9, est.cloudUsdPerGpuHour))
            .term("price", rs.purchaseUsdPerGpu, Unit::Usd);
    }
}

} // namespace headroom::detail
