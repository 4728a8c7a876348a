#pragma once

// The range of every numeric scenario field, by its JSON path: one table that
// the file reader checks (a value outside is an error naming the path) and
// the window's boxes take, so the two cannot disagree. headroom-cli(1) lists
// the fields; a request-mix entry's fields are under "serving.request_mix[]".

#include <cstdint>
#include <optional>
#include <string_view>

namespace headroom {

// The largest parameter count a model may have (a total, not per GPU).
inline constexpr double kMaxParameters = 1e16;
// Smallest accepted bandwidth (B/s) and non-zero peak (FLOP/s): the engine
// divides by them, and the limits keep every time finite.
inline constexpr double kMinRate = 1e6;
// Smallest accepted efficiency or utilisation fraction (MFU, HFU, bandwidth
// efficiency, cost utilisation): 0.01 %; below it the value is a typo.
inline constexpr double kMinFraction = 1e-4;

struct FieldRange {
    std::string_view path;
    double min = 0;
    double max = 0;
    bool minExclusive = false; // the minimum itself is refused (0 tokens)

    // The last part of the path: the key inside its object.
    const char* key() const { return path.data() + path.rfind('.') + 1; }
};

inline constexpr FieldRange kFieldRanges[] = {
    {"model.parameters", 1, kMaxParameters},
    {"model.activation_bytes_per_sample", 0, 1e15},
    {"workload.micro_batch_size", 1, 1000000},
    {"workload.global_batch_size", 1, 1000000000},
    {"workload.sequence_length", 1, double(1LL << 27)},
    {"workload.training_tokens", 0, 1e18, true},
    {"workload.samples_per_epoch", 1, 1e15},
    {"workload.epochs", 0, 1e6, true},
    {"workload.prompt_tokens", 1, double(1LL << 27)},
    {"workload.output_tokens", 0, double(1LL << 27)},
    {"workload.lora_rank", 1, 65536},
    {"parallelism.gpus", 1, double(1 << 20)},
    {"parallelism.tensor", 1, 1024},
    {"parallelism.pipeline", 1, 1024},
    {"parallelism.virtual_stages", 1, 1024},
    {"parallelism.zero", 0, 3},
    {"parallelism.expert", 1, double(1 << 20)},
    {"parallelism.context", 1, double(1 << 20)},
    {"hardware.mfu", kMinFraction, 1},
    {"hardware.hfu", kMinFraction, 1},
    {"hardware.bandwidth_efficiency", kMinFraction, 1},
    {"hardware.gpus_per_node", 1, double(1 << 20)},
    {"hardware.scale_up_bytes_per_s", kMinRate, 1e15},
    {"hardware.scale_out_bytes_per_s", kMinRate, 1e15},
    {"hardware.efficiency_scale", 0.05, 5},
    {"overhead.fixed_bytes", 0, 1e15},
    {"overhead.fraction", 0, 0.99},
    {"cost.cloud_usd_per_gpu_hour", 0, 1e4},
    {"cost.purchase_usd_per_gpu", 0, 1e7},
    {"cost.server_share", 0, 10},
    {"cost.depreciation_years", 0.01, 50},
    {"cost.maintenance_per_year", 0, 1},
    {"cost.electricity_usd_per_kwh", 0, 100},
    {"cost.pue", 1, 5},
    {"cost.utilization", kMinFraction, 1},
    {"cost.hosting_usd_per_kw_month", 0, 1e5},
    {"serving.ttft_slo_seconds", 1e-6, 1e6},
    {"serving.tpot_slo_seconds", 1e-6, 1e6},
    {"serving.api_usd_per_million_tokens", 1e-6, 1e6},
    {"serving.speculative.draft_tokens", 0, 64},
    {"serving.speculative.acceptance", 0, 1},
    {"serving.kv_transfer_bytes_per_s", 1e6, 1e15},
    {"serving.kv_memory_fraction", 0.01, 1},
    {"serving.request_mix[].prompt_tokens", 1, double(1LL << 27)},
    {"serving.request_mix[].output_tokens", 1, double(1LL << 27)},
    {"serving.request_mix[].weight", 0, 1e12, true},
    {"data.bytes_per_token", 1, 16},
    {"data.bytes_per_sample", 1, 1e12},
    {"data.decoded_bytes_per_sample", 1, 1e12},
    {"data.storage_read_bytes_per_s", kMinRate, 1e15},
    {"data.pcie_bytes_per_s", kMinRate, 1e15},
    {"data.cpu_cores_per_node", 1, double(1 << 20)},
    {"data.decode_samples_per_s_per_core", 1e-3, 1e9},
    {"checkpoint.interval_steps", 0, 1000000000},
    {"checkpoint.storage_write_bytes_per_s", kMinRate, 1e15},
};

// A field's range, looked up when the program is compiled: a path not in the
// table does not compile.
consteval FieldRange fieldRange(std::string_view path)
{
    for (const FieldRange& f : kFieldRanges)
        if (f.path == path)
            return f;
    throw "fieldRange: no such scenario field";
}

// The same at run time, for a path held in a string (the window's fields).
constexpr std::optional<FieldRange> findFieldRange(std::string_view path)
{
    for (const FieldRange& f : kFieldRanges)
        if (f.path == path)
            return f;
    return std::nullopt;
}

} // namespace headroom
