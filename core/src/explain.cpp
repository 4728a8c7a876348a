#include "headroom/explain.h"

#include <cmath>
#include <cstdio>
#include <cstring>

namespace headroom {

namespace {

constexpr FigureInfo kFigures[] = {
    {FigureId::ParamsTotal, "parameters.total", Unit::Count},
    {FigureId::ParamsTrainable, "parameters.trainable", Unit::Count},
    {FigureId::ParamsActive, "parameters.active_per_token", Unit::Count},
    {FigureId::Weights, "memory.per_gpu.weights", Unit::Bytes},
    {FigureId::Gradients, "memory.per_gpu.gradients", Unit::Bytes},
    {FigureId::MasterWeights, "memory.per_gpu.master_weights", Unit::Bytes},
    {FigureId::OptimizerStates, "memory.per_gpu.optimizer_states", Unit::Bytes},
    {FigureId::ActivationsPerLayer, "memory.activations_per_layer", Unit::Bytes},
    {FigureId::Activations, "memory.per_gpu.activations", Unit::Bytes},
    {FigureId::Logits, "memory.per_gpu.logits", Unit::Bytes},
    {FigureId::KvCache, "memory.per_gpu.kv_cache", Unit::Bytes},
    {FigureId::Overhead, "memory.per_gpu.overhead", Unit::Bytes},
    {FigureId::MemoryTotal, "memory.per_gpu.total", Unit::Bytes},
    {FigureId::Headroom, "memory.headroom", Unit::Bytes},
    {FigureId::FlopsPerToken, "compute.flops_per_token", Unit::Flops},
    {FigureId::HardwareFlopsPerToken, "compute.hardware_flops_per_token", Unit::Flops},
    {FigureId::TotalFlops, "compute.total_flops", Unit::Flops},
    {FigureId::TrainingTime, "time.seconds", Unit::Seconds},
    {FigureId::GpuHours, "time.gpu_hours", Unit::Hours},
    {FigureId::Energy, "cost.energy_kwh", Unit::KWh},
    {FigureId::PrefillTime, "inference.time_to_first_token_seconds", Unit::Seconds},
    {FigureId::DecodeMemoryTime, "inference.decode_memory_seconds", Unit::Seconds},
    {FigureId::DecodeComputeTime, "inference.decode_compute_seconds", Unit::Seconds},
    {FigureId::DecodeStep, "inference.time_per_output_token_seconds", Unit::Seconds},
    {FigureId::InferenceTokensPerSecond, "inference.tokens_per_second", Unit::Count},
    {FigureId::MaxBatch, "inference.max_batch", Unit::Count},
    {FigureId::CloudCost, "cost.cloud_usd", Unit::Usd},
    {FigureId::OnpremRate, "cost.onprem_usd_per_gpu_hour", Unit::UsdPerHour},
    {FigureId::OnpremCost, "cost.onprem_usd", Unit::Usd},
    {FigureId::BreakevenHours, "cost.breakeven_hours", Unit::Hours},
};
static_assert(std::size(kFigures) == kFigureCount, "one FigureInfo per FigureId");

} // namespace

const FigureInfo& figureInfo(FigureId id)
{
    return kFigures[static_cast<std::size_t>(id)];
}

std::string formatNumber(double v)
{
    if (!std::isfinite(v))
        return v > 0 ? "∞" : (v < 0 ? "-∞" : "n/a");
    char buf[64];
    const double a = std::fabs(v);
    if (v == std::floor(v) && a < 1e15)
        std::snprintf(buf, sizeof buf, "%.0f", v);
    else if (a != 0 && (a >= 1e6 || a < 1e-3))
        std::snprintf(buf, sizeof buf, "%.3g", v);
    else
        std::snprintf(buf, sizeof buf, "%.4g", v);
    return buf;
}

std::string formulaText(const char* formula)
{
    std::string out;
    if (!formula)
        return out;
    for (const char* p = formula; *p; ++p)
        if (*p != '{' && *p != '}')
            out += *p;
    return out;
}

std::string substitutedText(const char* formula, const Figure& figure)
{
    std::string out;
    if (!formula)
        return out;
    for (const char* p = formula; *p; ++p) {
        if (*p != '{') {
            out += *p;
            continue;
        }
        const char* end = std::strchr(p, '}');
        if (!end)
            break;
        const std::string symbol(p + 1, end);
        bool found = false;
        for (std::size_t i = 0; i < figure.termCount; ++i) {
            if (symbol == figure.terms[i].symbol) {
                out += formatNumber(figure.terms[i].value);
                found = true;
                break;
            }
        }
        if (!found)
            out += symbol;
        p = end;
    }
    return out;
}

} // namespace headroom
