#include "headroom/model/rentorbuy.h"

#include "testutil.h"

#include <cmath>

using namespace headroom;
using namespace headroom::test;

namespace {

// docs/model.md §10 check, from a comparison table in one of the project's source
// texts, with power and upkeep set to zero: RTX 4090 $1,600 at $0.40/h →
// 4,000 h; A100 80GB $15,000 at $4/h → 3,750 h; 8×A100 $150,000 at $32/h →
// about 4,700 h (4,687.5 exactly, per GPU $18,750 at $4/h).
TEST(Cost, BreakEvenTable)
{
    struct Row {
        const char* gpu;
        double price, rate, hours, tolerance;
    };
    const Row rows[] = {{"rtx-4090", 1600, 0.40, 4000, 1e-9},
                        {"a100-80gb", 15000, 4.0, 3750, 1e-9},
                        {"a100-80gb", 150000.0 / 8, 32.0 / 8, 4700, 15}};
    for (const Row& r : rows) {
        Scenario sc;
        sc.hardware.gpu = r.gpu;
        sc.parallelism.gpus = 8;
        sc.cost.purchaseUsdPerGpu = r.price;
        sc.cost.cloudUsdPerGpuHour = r.rate;
        sc.cost.serverShare = 0;
        sc.cost.maintenancePerYear = 0;
        sc.cost.electricityUsdPerKwh = 0;
        const Estimate e = estimated(sc);
        EXPECT_NEAR(e.breakevenHours, r.hours, r.tolerance) << r.gpu << " $" << r.price;
    }
}

TEST(Cost, BreakEvenWithPowerAndUpkeep)
{
    Scenario sc;
    sc.hardware.gpu = "h100-sxm"; // 700 W
    sc.cost.purchaseUsdPerGpu = 30000;
    sc.cost.cloudUsdPerGpuHour = 3.0;
    const Estimate e = estimated(sc);
    const double capital = 30000 * 1.35;
    const double energy = 0.7 * 1.3 * 0.12;
    const double hours = (capital + 4 * 0.05 * capital) / (3.0 - energy); // docs/model.md §10
    EXPECT_NEAR(e.breakevenHours, hours, 1e-6);
    EXPECT_NEAR(e.breakevenUtilization, hours / (4 * 8760), 1e-12);
    EXPECT_NEAR(e.breakevenMonths, hours / (0.7 * 730), 1e-9);
    EXPECT_NEAR(e.energyUsdPerGpuHour, energy, 1e-12);
    EXPECT_NEAR(e.cloudUsd, e.gpuHours * 3.0, 1e-6);
    const double rate = (capital / 4 + 0.05 * capital) / (8760 * 0.7) + energy;
    EXPECT_NEAR(e.onpremUsd, e.gpuHours * rate, 1e-6);
    EXPECT_NEAR(e.energyKwh, e.gpuHours * 0.7 * 1.3, 1e-6);
}

TEST(Cost, NeverBreaksEvenWhenCloudCostsLessThanPower)
{
    Scenario sc;
    sc.cost.cloudUsdPerGpuHour = 0.05;
    sc.cost.electricityUsdPerKwh = 1.0;
    const Estimate e = estimated(sc);
    EXPECT_TRUE(std::isinf(e.breakevenHours));
    EXPECT_TRUE(e.hasWarning(Warning::CloudCheaperThanPower));
}

TEST(Cost, DefaultsComeFromTheCatalogGpu)
{
    Scenario sc;
    sc.hardware.gpu = "rtx-4090";
    const ResolvedScenario rs = resolved(sc);
    const Gpu* gpu = builtinCatalog().findGpu("rtx-4090");
    ASSERT_NE(gpu, nullptr);
    EXPECT_EQ(rs.purchaseUsdPerGpu, gpu->priceUsd > 0 ? gpu->priceUsd : 30000.0);
    EXPECT_EQ(rs.cloudUsdPerGpuHour, gpu->cloudUsdPerGpuHour > 0 ? gpu->cloudUsdPerGpuHour : 3.0);
}

// Issue 29 item 6, "Cloud or buy?" for one job: a LoRA fine-tune of Llama 2
// 70B on 8 H100s at $3.00 an hour rented, $30,000 a GPU bought (× 1.35 with
// servers), 700 W at PUE 1.3 and $0.12/kWh. Owning 8 GPUs for a year costs
// 8·(K/4 + 5 %·K) whether they run or not; each run then costs only its power.
TEST(Cost, OneJobRentedAgainstBought)
{
    Scenario sc;
    sc.model.preset = "llama-2-70b";
    sc.workload.mode = Mode::Lora;
    sc.parallelism.gpus = 8;
    sc.parallelism.zero = 1;
    sc.hardware.gpu = "h100-sxm";
    sc.cost.purchaseUsdPerGpu = 30000;
    sc.cost.cloudUsdPerGpuHour = 3.0;
    const ResolvedScenario rs = resolved(sc);
    const Estimate e = estimate(rs).value();
    const RentOrBuy r = rentOrBuy(rs, e);
    ASSERT_TRUE(r.applies);
    const double capital = 30000 * 1.35;
    const double energy = 0.7 * 1.3 * 0.12;
    const double gpuHours = e.seconds * 8 / 3600;
    EXPECT_NEAR(r.rentUsd, gpuHours * 3.0, 1e-9 * r.rentUsd);
    EXPECT_DOUBLE_EQ(r.purchaseUsd, 8 * capital);
    EXPECT_NEAR(r.energyUsd, gpuHours * energy, 1e-9 * r.energyUsd);
    EXPECT_NEAR(r.ownYearUsd, 8 * (capital / 4 + 0.05 * capital), 1e-6);
    const double runs = 8 * (capital / 4 + 0.05 * capital) / (gpuHours * (3.0 - energy));
    EXPECT_NEAR(r.jobsPerYearToPay, runs, 1e-9 * runs);
    EXPECT_NEAR(r.jobsPerYearMax, 8760 / (e.seconds / 3600), 1e-9 * r.jobsPerYearMax);
    // The same answer as the break-even hours: that many runs a year use
    // each GPU for h*/Y hours, the use at which owning pays over its life.
    EXPECT_NEAR(r.jobsPerYearToPay * gpuHours / 8, e.breakevenHours / 4, 1e-9 * e.breakevenHours);
    EXPECT_TRUE(r.buyingCanPay());

    // Power dearer than renting: owning never pays.
    sc.cost.electricityUsdPerKwh = 10;
    const ResolvedScenario dear = resolved(sc);
    const RentOrBuy never = rentOrBuy(dear, estimate(dear).value());
    EXPECT_TRUE(std::isinf(never.jobsPerYearToPay));
    EXPECT_FALSE(never.buyingCanPay());
    // Inference has no job to buy for.
    sc.workload.mode = Mode::Inference;
    const ResolvedScenario serving = resolved(sc);
    EXPECT_FALSE(rentOrBuy(serving, estimate(serving).value()).applies);
}

} // namespace
