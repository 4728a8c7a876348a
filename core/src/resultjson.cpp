#include "headroom/estimate.h"
#include "headroom/model/rentorbuy.h"
#include "headroom/model/serving.h"

#include "jsonreader.h"

#include <string>
#include <string_view>

namespace headroom {

// Whether a formula names a symbol: "{S}" or "{S|word}".
static bool usesSymbol(const char* formula, const char* symbol)
{
    if (!formula || !symbol)
        return false;
    const std::string_view f(formula);
    const std::string bare = std::string("{") + symbol;
    for (const std::string& open : {bare + "}", bare + "|"})
        if (f.find(open) != std::string_view::npos)
            return true;
    return false;
}

namespace {

using detail::json;
using detail::number;

// What was estimated, and the model's parameters.
void writeScenario(json& j, const ResolvedScenario& rs, const Estimate& e)
{
    const Scenario& s = rs.scenario;
    j["format"] = "headroom-result";
    j["version"] = 1;
    j["scenario"] = {{"model", rs.model.name.empty() ? rs.model.id : rs.model.name},
                     {"gpu", rs.gpu.id},
                     {"gpus", s.parallelism.gpus},
                     {"mode", toString(s.workload.mode)}};
    j["parameters"] = {{"total", number(e.params.total)},
                       {"trainable", number(e.trainableParameters)},
                       {"active_per_token", number(e.params.activePerToken)},
                       {"embedding", number(e.params.embedding)}};
    // docs/model.md section 1b: MTP modules and a vision tower, outside total.
    if (e.params.mtp > 0)
        j["parameters"]["mtp_modules"] = number(e.params.mtp);
    if (rs.model.visionParameters > 0)
        j["parameters"]["vision_tower"] = number(rs.model.visionParameters);
}

// Memory per GPU, and the software stack's account of one step.
void writeMemory(json& j, const ResolvedScenario& rs, const Estimate& e)
{
    const Scenario& s = rs.scenario;
    json perGpu;
    for (std::size_t i = 0; i < kMemoryComponentCount; ++i)
        perGpu[std::string(toString(MemoryComponent(i)))] = number(e.perGpu.bytes[i]);
    perGpu["total"] = number(e.perGpu.total());
    j["memory"] = {{"per_gpu", perGpu},
                   {"capacity", number(e.capacity)},
                   {"fits", e.fits},
                   {"headroom", number(e.headroom)},
                   {"activations_per_layer", number(e.activationBytesPerLayer)},
                   {"bytes_per_parameter_states", number(e.bytesPerParameterStates)},
                   {"data_parallel", e.dataParallel},
                   {"micro_batches_per_step", e.microBatchesPerStep}};
    // The software stack's account of one step (docs/model.md §6b). What is
    // alive is keyed as SPEC's "Format 2, continued" names it.
    {
        const auto aliveKey = [](MemoryComponent c) -> std::string {
            switch (c) {
            case MemoryComponent::MasterWeights: return "master";
            case MemoryComponent::OptimizerStates: return "optimizer";
            default: return std::string(toString(c));
            }
        };
        const MemoryPeak& pk = e.memoryPeak;
        json alive = json::object();
        for (std::size_t i = 0; i < kMemoryComponentCount; ++i)
            if (MemoryComponent(i) != MemoryComponent::Overhead &&
                MemoryComponent(i) != MemoryComponent::AllocatorReserve)
                alive[aliveKey(MemoryComponent(i))] = number(pk.alive.bytes[i]);
        j["memory"]["peak"] = {{"bytes", number(pk.allocated)}, {"moment", toString(pk.moment)}, {"alive", alive}};
        if (e.timeline.peakIndex < e.timeline.points.size() && e.timeline.points[e.timeline.peakIndex].microBatch > 0)
            j["memory"]["peak"]["micro_batch"] = e.timeline.points[e.timeline.peakIndex].microBatch;
        j["memory"]["reserved_bytes"] = number(pk.reserved);
        j["memory"]["context_bytes"] = number(pk.context);
        j["memory"]["process_bytes"] = number(pk.process);
        json timeline = json::array();
        for (const MemoryPoint& p : e.timeline.points) {
            json bytes = json::object();
            for (std::size_t i = 0; i < kMemoryComponentCount; ++i)
                if (p.bytes.bytes[i] > 0)
                    bytes[aliveKey(MemoryComponent(i))] = number(p.bytes.bytes[i]);
            json point = {{"seconds", number(p.seconds)}, {"phase", toString(p.phase)}, {"bytes", bytes}};
            if (p.microBatch > 0)
                point["micro_batch"] = p.microBatch;
            timeline.push_back(std::move(point));
        }
        j["memory"]["timeline"] = timeline;
        j["software"] = {{"stack", toString(e.stack)},
                         {"compile", s.software.compile},
                         {"loss", chunkedLoss(s)    ? "chunked"
                                  : compiledLoss(s) ? "compiled"
                                                    : "stack"},
                         {"attention", toString(s.software.attention)},
                         {"source", stackFacts(e.stack).source}};
        // A mixture of experts' token exchange (docs/model.md §7b).
        if (rs.model.arch.experts > 1 && s.workload.mode != Mode::Inference)
            j["software"]["moe_dispatcher"] = toString(s.software.moeDispatcher);
    }
}

// FLOPs, the run's time and, for a serving scenario, the serving curve.
void writeComputeAndServing(json& j, const Estimate& e, const ServingResult* serving)
{
    j["compute"] = {{"flops_per_token", number(e.flopsPerToken)},
                    {"hardware_flops_per_token", number(e.hardwareFlopsPerToken)},
                    {"total_flops", number(e.totalFlops)},
                    {"tokens", number(e.tokens)},
                    {"peak_flops_per_gpu", number(e.peakFlopsPerGpu)},
                    {"precision", toString(e.computePrecision)}};
    if (e.samples > 0) {
        // The run in samples (images, sequences), and in epochs when counted so.
        const double tokensPerSample = e.tokens / e.samples;
        j["compute"]["samples"] = number(e.samples);
        j["compute"]["flops_per_sample"] = number(e.flopsPerToken * tokensPerSample);
        if (e.epochs > 0) {
            j["compute"]["epochs"] = number(e.epochs);
            j["compute"]["steps_per_epoch"] = number(e.stepsPerEpoch);
        }
    }
    j["time"] = {{"seconds", number(e.seconds)},
                 {"days", number(e.seconds / 86400.0)},
                 {"gpu_hours", number(e.gpuHours)},
                 {"tokens_per_second", number(e.tokensPerSecond)},
                 {"model", e.predictedTime ? "predicted" : "fixed-mfu"}};
    if (e.samples > 0 && e.seconds > 0)
        j["time"]["samples_per_second"] = number(e.samples / e.seconds);
    if (serving) {
        const ServingResult& sv = *serving;
        auto pointJson = [](const ServingPoint& p) {
            return json{{"concurrency", p.concurrency},
                        {"tokens_per_second_per_gpu", number(p.tokensPerSecondPerGpu)},
                        {"tokens_per_second_per_user", number(p.tokensPerSecondPerUser)},
                        {"ttft_seconds", number(p.ttftSeconds)},
                        {"tpot_seconds", number(p.tpotSeconds)},
                        {"bottleneck", p.memoryBound ? "memory" : "compute"}};
        };
        json curve = json::array();
        for (const ServingPoint& p : sv.curve)
            curve.push_back(pointJson(p));
        json cost = {{"cloud", number(sv.usdPerMillionCloud)}, {"onprem", number(sv.usdPerMillionOnprem)}};
        if (sv.usdPerMillionApi > 0)
            cost["api"] = number(sv.usdPerMillionApi);
        j["serving"] = {
            {"concurrency", sv.chosen.concurrency},
            {"max_concurrency", sv.maxConcurrency},
            {"limit", toString(sv.limit)},
            {"replicas", sv.replicas},
            {"gpus_per_replica", sv.gpusPerReplica},
            {"tokens_per_second_per_gpu", number(sv.chosen.tokensPerSecondPerGpu)},
            {"tokens_per_second_per_user", number(sv.chosen.tokensPerSecondPerUser)},
            {"ttft_seconds", number(sv.chosen.ttftSeconds)},
            {"tpot_seconds", number(sv.chosen.tpotSeconds)},
            {"prefill_seconds", number(sv.prefillSeconds)},
            {"tokens_per_verification", number(sv.tokensPerVerification)},
            {"kv_bytes_per_sequence", number(sv.kvBytesPerSequence)},
            {"usd_per_million_tokens", cost},
            {"usd_per_million_input_tokens",
             {{"cloud", number(sv.usdPerMillionInputCloud)}, {"onprem", number(sv.usdPerMillionInputOnprem)}}},
            {"prefill_cost_share", number(sv.prefillCostShare)},
            {"input_tokens_per_second_per_gpu", number(sv.inputTokensPerSecondPerGpu)},
            {"own_beats_rent_tokens_per_month", number(sv.ownBeatsRentTokensPerMonth)},
            {"own_beats_api_tokens_per_month", number(sv.ownBeatsApiTokensPerMonth)},
            {"curve", curve}};
        if (sv.disaggregated)
            j["serving"]["disaggregated"] = {
                {"prefill_replicas", sv.prefillReplicas},
                {"prefill_replicas_auto", sv.prefillReplicasAuto},
                {"decode_replicas", sv.decodeReplicas},
                {"kv_transfer_seconds", number(sv.kvTransferSeconds)},
                {"prefill_utilization", number(sv.chosen.prefillUtilization)},
                {"colocated_tokens_per_second_per_gpu", number(sv.colocatedTokensPerSecondPerGpu)}};
    }
}

// A training run: its step, its wall clock on a machine that fails, its
// pipeline stages and its inputs and checkpoints.
void writeTraining(json& j, const Estimate& e)
{
    // The step: predicted from its parts, or with a fixed MFU everything is
    // compute. The breakdown's parts sum to step_seconds.
    const StepTime& st = e.step;
    json& t = j["time"];
    t["step_seconds"] = number(st.stepSeconds);
    t["tokens_per_second_per_gpu"] = number(st.tokensPerSecondPerGpu);
    t["mfu"] = number(st.mfu);
    t["hfu"] = number(st.hfu);
    t["micro_batches_per_step"] = number(st.microBatches);
    t["limit"] = toString(st.limit);
    // The run at the GPU step's pace; time.seconds is at the pace of the
    // step with inputs and checkpoints (issue 29; docs/model.md §7c).
    t["gpu_seconds"] = number(e.gpuSeconds);
    const StepShares shares = stepShares(st, e.pipeline);
    t["limited_by"] = {{"part", stepShareKey(shares.largest)},
                       {"share", number(shares.largest.share)},
                       {"next", shares.next.seconds > 0 ? json(stepShareKey(shares.next)) : json()},
                       {"next_share", number(shares.next.share)}};
    json parts = json::object();
    for (std::size_t i = 0; i < kStepPartCount; ++i)
        parts[std::string(toString(StepPart(i)))] = number(st.exposed[i]);
    t["breakdown"] = parts;
    // The run on a machine that fails (docs/model.md §7d): the goodput,
    // and the wall clock with what is lost as its own parts (they sum to
    // wall_clock.seconds); time.seconds stays the steps' time.
    const Goodput& g = e.goodput;
    t["goodput"] = number(g.fraction);
    t["wall_clock"] = {{"seconds", number(g.wallSeconds)},
                       {"days", number(g.wallSeconds / 86400.0)},
                       {"gpu_hours", number(e.wallGpuHours)},
                       {"failures_per_gpu_hour", number(g.failuresPerGpuHour)},
                       {"failure_rate_source", e.defaultFailureRate ? "llama-3" : "scenario"},
                       {"failures_per_hour", number(g.failuresPerHour)},
                       {"mtbf_seconds", number(g.mtbfSeconds)},
                       {"failures", number(g.failures)},
                       {"lost_per_failure_seconds", number(g.lostPerFailure)},
                       {"checkpoint_interval_seconds", number(g.intervalSeconds)},
                       {"checkpoint_write_seconds", number(g.writeSeconds)},
                       {"checkpoint_reload_seconds", number(g.reloadSeconds)},
                       {"restart_seconds", number(g.restartSeconds)},
                       {"checkpoints", number(g.checkpoints)},
                       {"optimal_interval_seconds", number(g.optimalIntervalSeconds)},
                       {"optimal_interval_steps", g.optimalIntervalSteps},
                       {"goodput_at_optimal_interval", number(g.fractionAtOptimal)},
                       {"breakdown",
                        {{"productive", number(g.productiveSeconds)},
                         {"checkpoint_writes", number(g.writeTotal)},
                         {"restarts", number(g.restartTotal)},
                         {"reloads", number(g.reloadTotal)},
                         {"recomputation", number(g.recomputeTotal)}}}};
    // The bubble's share of the pipeline's time, as the schedule chart
    // draws it (docs/model.md §7g).
    if (const Figure& b = e.figure(FigureId::BubbleShare); b.present())
        t["pipeline_bubble_share"] = number(b.value);
    // The tensor cores' rate under a power limit or a stack's sustained share.
    if (const Figure& r = e.figure(FigureId::TensorCoreRate); r.present())
        t["tensor_core_flops_per_s"] = number(r.value);
    // FlashAttention's rate at the model's head dimension (docs/model.md §7b).
    if (const Figure& r = e.figure(FigureId::AttentionRate); r.present())
        t["attention_flops_per_s"] = number(r.value);
    // PEFT's adapters' memory-bound work over the step (docs/model.md §6b).
    if (const Figure& a = e.figure(FigureId::AdapterTime); a.present())
        t["lora_adapter_seconds"] = number(a.value);
    // Every pipeline stage (docs/model.md §7f).
    if (!e.stages.empty()) {
        json stages = json::array();
        for (const StageReport& r : e.stages)
            stages.push_back({{"stage", r.stage},
                              {"layers", number(r.layers)},
                              {"embedding", r.embedding},
                              {"head", r.head},
                              {"in_flight", number(r.inFlight)},
                              {"forward_seconds", number(r.forwardSeconds)},
                              {"backward_seconds", number(r.backwardSeconds)},
                              {"memory_bytes", number(r.memory.total())}});
        j["stages"] = {
            {"per_stage", stages}, {"worst_memory_stage", e.worstMemoryStage}, {"slowest_stage", e.slowestStage}};
    }
    // Inputs and checkpoints against the step (docs/model.md §7c).
    const PipelineTime& p = e.pipeline;
    j["pipeline"] = {{"kind", toString(p.kind)},
                     {"nodes", number(p.nodes)},
                     {"samples_per_node", number(p.samplesPerNode)},
                     {"samples_per_gpu", number(p.samplesPerGpu)},
                     {"bytes_per_sample", number(p.bytesPerSample)},
                     {"decoded_bytes_per_sample", number(p.decodedBytesPerSample)},
                     {"storage_read_bytes_per_s", number(p.storageReadBytesPerS)},
                     {"pcie_bytes_per_s", number(p.pcieBytesPerS)},
                     {"storage_seconds", number(p.storageSeconds)},
                     {"pcie_seconds", number(p.pcieSeconds)},
                     {"decode_seconds", number(p.decodeSeconds)},
                     {"checkpoint_bytes", number(p.checkpointBytes)},
                     {"checkpoint_seconds", number(p.checkpointSeconds)},
                     {"checkpoint_seconds_per_step", number(p.checkpointSecondsPerStep)},
                     {"gpu_step_seconds", number(p.gpuStepSeconds)},
                     {"step_seconds", number(p.stepSeconds)},
                     {"overlap", p.overlap},
                     {"binding", toString(p.binding)}};
}

// The single request and the cost of the run, the published TCO and "cloud
// or buy".
void writeInferenceAndCost(json& j, const ResolvedScenario& rs, const Estimate& e)
{
    const Scenario& s = rs.scenario;
    j["inference"] = {{"time_to_first_token_seconds", number(e.timeToFirstToken)},
                      {"time_per_output_token_seconds", number(e.timePerOutputToken)},
                      {"decode_memory_seconds", number(e.decodeMemorySeconds)},
                      {"decode_compute_seconds", number(e.decodeComputeSeconds)},
                      {"tokens_per_second", number(e.inferenceTokensPerSecond)},
                      {"tokens_per_second_per_sequence", number(e.tokensPerSecondPerSequence)},
                      {"max_batch", e.maxBatch},
                      {"max_context", e.maxContext},
                      {"max_context_memory", e.maxContextMemory},
                      {"bottleneck", toString(e.bottleneck)},
                      {"host_bound", e.decodeHostBound},
                      // The batch's requests alone on a replica, no queue: at
                      // batch 1 the serving curve's first point.
                      {"batch", s.workload.microBatchSize},
                      {"alone", true}};
    // "never" break-even is null in JSON (no Infinity in JSON).
    j["cost"] = {{"cloud_usd", number(e.cloudUsd)},
                 {"onprem_usd", number(e.onpremUsd)},
                 {"breakeven_hours", number(e.breakevenHours)},
                 {"breakeven_utilization", number(e.breakevenUtilization)},
                 {"breakeven_months", number(e.breakevenMonths)},
                 {"energy_kwh", number(e.energyKwh)},
                 {"cloud_usd_per_gpu_hour", number(e.cloudUsdPerGpuHour)},
                 {"onprem_usd_per_gpu_hour", number(e.onpremUsdPerGpuHour)},
                 {"energy_usd_per_gpu_hour", number(e.energyUsdPerGpuHour)},
                 {"capital_usd_per_gpu", number(e.capitalPerGpu)},
                 {"usd_per_million_tokens_cloud", number(e.usdPerMillionTokensCloud)},
                 {"usd_per_million_tokens_onprem", number(e.usdPerMillionTokensOnprem)}};
    // Published costs of one GPU-hour of this GPU beside the break-even
    // (docs/catalog.md "Prices and their age"): one entry per tier found.
    json tco = json::array();
    for (const PublishedTco& t : publishedTco(rs.gpu))
        tco.push_back({{"tier", std::string(toString(t.tier))},
                       {"usd_per_gpu_hour", number(t.rate.usdPerGpuHour)},
                       {"date", t.rate.from.date},
                       {"source", t.rate.from.source},
                       {"placeholder", t.rate.from.placeholder}});
    j["cost"]["published_tco"] = tco;
    if (s.workload.mode != Mode::Inference)
        j["cost"]["wall_clock"] = {{"cloud_usd", number(e.wallCloudUsd)}, {"onprem_usd", number(e.wallOnpremUsd)}};
    // "Cloud or buy?" for this run (docs/model.md §10, "One job").
    if (const RentOrBuy job = rentOrBuy(rs, e); job.applies)
        j["cost"]["job"] = {{"rent_usd", number(job.rentUsd)},
                            {"purchase_usd", number(job.purchaseUsd)},
                            {"energy_usd", number(job.energyUsd)},
                            {"own_year_usd", number(job.ownYearUsd)},
                            {"jobs_per_year_to_pay", number(job.jobsPerYearToPay)},
                            {"jobs_per_year_max", number(job.jobsPerYearMax)},
                            {"buying_can_pay", job.buyingCanPay()}};
}

// Every figure present: its formula, its working, its value and the inputs
// the formula names.
json explainJson(const Estimate& e, const ServingResult* serving)
{
    json ex = json::array();
    for (std::size_t i = 0; i < kFigureCount; ++i) {
        const Figure& f = explainedFigure(e, serving, FigureId(i)); // serving's come with its result
        if (!f.present())
            continue;
        json item;
        item["id"] = figureInfo(FigureId(i)).key;
        item["formula"] = formulaText(f.formula);
        item["substituted"] = substitutedText(f.formula, f);
        item["value"] = number(f.value);
        // Only what the formula or its rule of thumb uses: a figure keeps
        // every term its cases might need (a CNN has no layers or vocabulary).
        json inputs = json::object();
        for (std::size_t k = 0; k < f.termCount; ++k)
            if (usesSymbol(f.formula, f.terms[k].symbol) || usesSymbol(f.rule, f.terms[k].symbol))
                inputs[f.terms[k].symbol] = number(f.terms[k].value);
        item["inputs"] = inputs;
        if (f.rule) {
            item["rule_of_thumb"] = formulaText(f.rule);
            item["rule_of_thumb_value"] = number(f.ruleValue);
        }
        if (f.source && *f.source)
            item["source"] = f.source;
        ex.push_back(item);
    }
    return ex;
}

} // namespace

std::string estimateToJson(const ResolvedScenario& rs, const Estimate& e, bool withExplain, int indent,
                           const ServingResult* serving, WarningWords words)
{
    json j;
    writeScenario(j, rs, e);
    writeMemory(j, rs, e);
    writeComputeAndServing(j, e, serving);
    if (rs.scenario.workload.mode != Mode::Inference)
        writeTraining(j, e);
    writeInferenceAndCost(j, rs, e);
    json warnings = json::array();
    json warningCodes = json::array();
    for (Warning w : e.warnings) {
        warnings.push_back(words ? words(w) : std::string(toString(w)));
        warningCodes.push_back(toString(w));
    }
    j["warnings"] = warnings;
    j["warning_codes"] = warningCodes;
    if (withExplain)
        j["explain"] = explainJson(e, serving);
    return j.dump(indent);
}

} // namespace headroom
