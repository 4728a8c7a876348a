// Serving: continuous batching with paged KV memory (Kwon et al. 2023, vLLM),
// chunked prefill sharing the decode steps (Agrawal et al. 2024,
// Sarathi-Serve), speculative decoding (Leviathan et al. 2023), cost per
// million tokens (docs/model.md §8b and §10).

#include "headroom/model/serving.h"

#include "decode.h"
#include "headroom/estimate.h"
#include "headroom/inputs.h"
#include "headroom/limits.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <tuple>
#include <utility>

namespace headroom {

std::string_view toString(ServingLimit l)
{
    switch (l) {
    case ServingLimit::KvMemory: return "kv-memory";
    case ServingLimit::TtftSlo: return "ttft-slo";
    case ServingLimit::TpotSlo: return "tpot-slo";
    case ServingLimit::Requested: return "requested";
    case ServingLimit::NothingMeets: return "nothing-meets";
    case ServingLimit::PrefillPool: return "prefill-pool";
    }
    return "kv-memory";
}

namespace {

using namespace detail;

constexpr double kInf = std::numeric_limits<double>::infinity();

using Engine = DecodeModel;

// Operators keep the prefill pool below saturation: its queue (M/D/1)
// is bounded at this utilisation.
constexpr double kMaxPrefillUtilization = 0.9;

} // namespace

namespace {

// serving.prefill_replicas "auto": the split of the replicas into prefill and
// decode pools that serves the most output tokens per GPU within the SLOs
// (fewer prefill replicas on a tie). Every split up to 64 replicas; beyond,
// 64 spread geometrically and then the neighbours of the best.
Expected<ServingResult> bestSplit(const ResolvedScenario& rs, const Catalog& catalog)
{
    const Layout l = layoutOf(rs.scenario);
    const std::int64_t perReplica = std::max<std::int64_t>(1, l.tensor * l.pipeline);
    const std::int64_t replicas = std::max<std::int64_t>(1, l.gpus / perReplica);
    if (replicas < 2)
        return makeError(ErrorCode::Inconsistent, "parallelism.gpus", std::to_string(l.gpus), Expect::IntegerRange,
                         std::to_string(2 * perReplica), std::to_string(kMaxGpus));
    std::optional<ServingResult> best;
    std::optional<Error> firstError;
    std::vector<std::int64_t> tried;
    const auto tryOne = [&](std::int64_t n) {
        if (n < 1 || n >= replicas || std::find(tried.begin(), tried.end(), n) != tried.end())
            return;
        tried.push_back(n);
        ResolvedScenario one = rs;
        one.scenario.serving.prefillReplicasAuto = false;
        one.scenario.serving.prefillReplicas = n;
        auto r = evaluateServing(one, catalog);
        if (!r) {
            if (!firstError)
                firstError = r.error();
            return;
        }
        const auto score = [](const ServingResult& x) {
            return std::make_pair(x.limit != ServingLimit::NothingMeets, x.chosen.tokensPerSecondPerGpu);
        };
        if (!best || score(*r) > score(*best))
            best = std::move(*r);
    };
    constexpr std::int64_t kExhaustive = 64;
    if (replicas - 1 <= kExhaustive) {
        for (std::int64_t n = 1; n < replicas; ++n)
            tryOne(n);
    } else {
        for (int i = 0; i < kExhaustive; ++i)
            tryOne(std::int64_t(std::llround(std::pow(double(replicas - 1), double(i) / (kExhaustive - 1)))));
        for (std::int64_t step = std::max<std::int64_t>(1, best ? best->prefillReplicas / 8 : 1); best && step >= 1;
             step /= 2) {
            const std::int64_t at = best->prefillReplicas;
            tryOne(at - step);
            tryOne(at + step);
        }
    }
    if (!best)
        return *firstError;
    best->prefillReplicasAuto = true;
    return *best;
}

} // namespace

namespace {

// Serving one scenario (evaluateServing), built part by part: what the
// parts share is a member, each part a method in the order they run.
class ServingBuilder {
public:
    ServingBuilder(const ResolvedScenario& resolved, const Catalog& cat);
    Expected<ServingResult> build();

private:
    // A kind of request: its prompt and output tokens, its share u of the
    // requests and v of the sequences in flight.
    struct Kind {
        double P, O, u, v;
    };
    // The prompts' share of the steps at b sequences: {carrying} of the steps
    // carry a chunk of {chunk} prompt tokens, which makes such a step {with}
    // instead of {without}.
    struct PromptShare {
        double carrying = 0, chunk = 0, with = 0, without = 0;
        double seconds() const { return carrying * (with - without); }
    };
    void requests();
    std::optional<Error> kvCapacityOf();
    void prefillAndDraft();
    std::optional<Error> disaggregation();
    void prompts();
    double replicaStep(double b, double promptRows = 0, double prompts = 0, double promptAttn = 0) const;
    PromptShare promptShareAt(double b) const;
    double colocatedQueue(double rho) const;
    ServingPoint pointAt(std::int64_t n) const;
    std::optional<Error> choose();
    void againstColocated();
    void cost();
    void explainMemoryAndSteps();
    void explainTimeAndCost();

    const ResolvedScenario& rs;
    const Catalog& catalog;
    const Scenario& s;
    const Workload& w;
    const ScenarioFacts f;
    const Layout l;
    const PeakEval pk;
    const Engine target;
    const SpeculativeConfig& sp;
    ServingResult out;
    std::vector<Kind> kinds;
    double P = 0, O = 0, maxPrompt = 0;
    std::vector<std::pair<double, double>> contexts, pagedContexts; // (context, share in flight)
    bool mixed = false;
    Engine::Reads reads;
    double pagedContext = 0, weightsPerGpu = 0, workspace = 0, kvFraction = 0;
    double prefillResidual = 0;
    std::optional<Engine> draft;
    Engine::Reads draftReads;
    bool split = false;
    double prefillPool = 0, decodePool = 0;
    double promptAttention = 0, promptChunk = 0, tokensPerStep = 1;
    CostRates rates;
};

Layout servingLayout(const Scenario& s)
{
    Layout l = layoutOf(s);
    l.microBatch = 1;
    return l;
}

ServingBuilder::ServingBuilder(const ResolvedScenario& resolved, const Catalog& cat)
    : rs(resolved), catalog(cat), s(resolved.scenario), w(s.workload), f(scenarioFacts(resolved)), l(servingLayout(s)),
      pk(evaluatePeak(f, resolved)), target(decodeModelFor(f, resolved, l, pk.peak)), sp(s.serving.speculative)
{
    out.gpusPerReplica = l.tensor * l.pipeline;
    out.replicas = std::max<std::int64_t>(1, l.gpus / out.gpusPerReplica);
}

Expected<ServingResult> ServingBuilder::build()
{
    requests();
    if (auto e = kvCapacityOf())
        return *e;
    prefillAndDraft();
    if (auto e = disaggregation())
        return *e;
    prompts();
    if (auto e = choose())
        return *e;
    if (split)
        againstColocated();
    cost();
    // The working of each figure, with this scenario's numbers (explain.h).
    explainMemoryAndSteps();
    explainTimeAndCost();
    return std::move(out);
}

void ServingBuilder::requests()
{
    // The requests served: kinds of (prompt, output) with their shares u of
    // the requests; a kind's share of the sequences in flight is u·O / Σ u·O
    // (a long answer stays in the batch longer). One kind without a mix.
    if (s.serving.requestMix.empty()) {
        kinds.push_back({double(w.promptTokens), std::max(1.0, double(w.outputTokens)), 1.0, 1.0});
    } else {
        double weights = 0, inFlight = 0;
        for (const RequestClass& rc : s.serving.requestMix) {
            weights += rc.weight;
            inFlight += rc.weight * double(rc.outputTokens);
        }
        for (const RequestClass& rc : s.serving.requestMix)
            kinds.push_back({double(rc.promptTokens), double(rc.outputTokens), rc.weight / weights,
                             rc.weight * double(rc.outputTokens) / inFlight});
    }
    for (const Kind& k : kinds) {
        P += k.u * k.P;
        O += k.u * k.O;
        maxPrompt = std::max(maxPrompt, k.P);
        contexts.emplace_back(k.P + k.O / 2.0, k.v);
        pagedContexts.emplace_back(pagedTokens(k.P + k.O), k.v);
    }
    mixed = kinds.size() > 1;
    reads = target.readsOf(contexts);
}

std::optional<Error> ServingBuilder::kvCapacityOf()
{
    // Paged KV: the runtime's share (serving.kv_memory_fraction) of what is
    // left after weights, one prompt's workspace and the overheads, in
    // 16-token blocks per sequence (decode.h, kvCapacity: the estimate's
    // largest batch is the same number).
    for (const auto& [ctx, v] : pagedContexts) {
        pagedContext += v * ctx;
        out.kvBytesPerSequence += v * target.kvBytes(ctx);
    }
    weightsPerGpu = evaluateMemory(f, rs, l).mem[MemoryComponent::Weights];
    const KvCapacity capacity = kvCapacity(f, rs, l, weightsPerGpu, out.kvBytesPerSequence, maxPrompt);
    workspace = capacity.workspace, kvFraction = capacity.fraction;
    out.kvBudgetBytes = capacity.budget;
    if (out.kvBudgetBytes <= 0 || (out.kvBytesPerSequence > 0 && out.kvBudgetBytes < out.kvBytesPerSequence))
        return makeError(ErrorCode::DoesNotFit, "hardware.gpu", rs.gpu.id, Expect::AtMost, "GPU memory",
                         std::to_string(std::int64_t(usableMemoryBytes(rs.gpu))));
    out.maxConcurrency = capacity.sequences;
    return std::nullopt;
}

void ServingBuilder::prefillAndDraft()
{
    // Prefill: the mean over requests, and its second moment for the
    // prefill pool's queue (Pollaczek–Khinchine).
    double prefillSquare = 0;
    for (const Kind& k : kinds) {
        const double t = target.prefill(k.P).seconds;
        out.prefillSeconds += k.u * t;
        prefillSquare += k.u * t * t;
    }
    prefillResidual = out.prefillSeconds > 0 ? prefillSquare / out.prefillSeconds : 0;

    // Speculative decoding (decode.h, decodeStepOf): the draft model resolve() found.
    if (sp.draftTokens > 0) {
        const double a = sp.acceptance;
        out.tokensPerVerification = (1.0 - std::pow(a, double(sp.draftTokens) + 1.0)) / (1.0 - a);
        if (f.draft)
            draft = decodeModelFor(*f.draft, rs, l, pk.peak);
    }
    draftReads = draft ? draft->readsOf(contexts) : Engine::Reads{};
}

std::optional<Error> ServingBuilder::disaggregation()
{
    // Disaggregated: prefill replicas pass each prompt's KV cache to a
    // decode replica, every rank its own shard over its scale-out link.
    split = s.serving.prefillReplicas.has_value();
    decodePool = double(out.replicas);
    if (split) {
        if (*s.serving.prefillReplicas >= out.replicas)
            return makeError(ErrorCode::Inconsistent, "serving.prefill_replicas",
                             std::to_string(*s.serving.prefillReplicas), Expect::AtMost,
                             "the replicas less one for decode", std::to_string(out.replicas - 1));
        out.disaggregated = true;
        out.prefillReplicas = *s.serving.prefillReplicas;
        out.decodeReplicas = out.replicas - out.prefillReplicas;
        prefillPool = double(out.prefillReplicas);
        decodePool = double(out.decodeReplicas);
        const double link = s.serving.kvTransferBytesPerS.value_or(target.cluster.scaleOutBytesPerS);
        double promptKv = 0;
        for (const Kind& k : kinds)
            promptKv += k.u * target.kvBytes(k.P);
        out.kvTransferSeconds = link > 0 ? promptKv / link : 0;
    }
    return std::nullopt;
}

void ServingBuilder::prompts()
{
    // Prompt attention per arriving request, causal: 2·width(P)·P² (the mean over the mix).
    for (const Kind& k : kinds)
        promptAttention += k.u * 2.0 * target.scoreWidth(k.P) * k.P * k.P;
    // The prompt tokens one step carries when it carries any: a whole
    // prompt, or a chunk of kChunkTokens of a longer one.
    for (const Kind& k : kinds)
        promptChunk += k.u * std::min(k.P, kChunkTokens);
    tokensPerStep = sp.draftTokens > 0 ? double(sp.draftTokens) + 1.0 : 1.0;
}

// Steady state: per step, b/O·a sequences finish and as many arrive
// (a tokens per verification). A step that carries prompt tokens carries
// a chunk of at least one prompt (up to the chunk budget); a fraction of
// the steps do. What the chunk adds to its step is the prompts' share.
// One decode step of the replica carrying `promptRows` prompt tokens of
// `prompts` prompts: the b sequences in p micro-batches, each token
// through every stage (decode.h).
double ServingBuilder::replicaStep(double b, double promptRows, double prompts, double promptAttn) const
{
    return target.p *
           target.stageStep(std::max(1.0, b / target.p), reads, tokensPerStep, promptRows, prompts, promptAttn).seconds;
}

ServingBuilder::PromptShare ServingBuilder::promptShareAt(double b) const
{
    PromptShare ps;
    const double rows = b * out.tokensPerVerification / O * P;
    if (rows <= 0)
        return ps;
    ps.chunk = std::max(rows, promptChunk);
    ps.carrying = rows / ps.chunk;
    ps.with = replicaStep(b, ps.chunk, ps.chunk / P, ps.chunk / P * promptAttention);
    ps.without = replicaStep(b);
    return ps;
}

double ServingBuilder::colocatedQueue(double rho) const
{
    return rho > 0 && rho < 1 ? rho / (2.0 * (1.0 - rho)) * prefillResidual : 0.0;
}

// One point of the curve: n sequences in flight on each replica.
ServingPoint ServingBuilder::pointAt(std::int64_t n) const
{
    ServingPoint pt;
    pt.concurrency = n;
    const double b = double(n);
    const DecodeStepOf d = decodeStepOf(target, draft ? &*draft : nullptr, sp, b, reads, draftReads);
    pt.decodeSeconds = d.seconds;
    pt.memoryBound = d.verify.memoryBound;
    const double perStep = d.tokensPerVerification;
    if (split) {
        // Decode steps carry no prompts. Requests finish at the decode
        // pool's rate, or the prefill pool's if that is lower.
        pt.tpotSeconds = pt.decodeSeconds / perStep;
        const double decodeRate = decodePool * b / (O * pt.tpotSeconds);
        const double prefillRate = prefillPool / out.prefillSeconds;
        const double rate = std::min(decodeRate, kMaxPrefillUtilization * prefillRate);
        const double rho = rate / prefillRate;
        // Mean M/G/1 wait for the prefill pool (M/D/1 for one kind of
        // request), then the prompt, the KV hand-over and the first decode step.
        const double wait = rho / (2.0 * (1.0 - rho)) * prefillResidual;
        pt.prefillUtilization = rho;
        pt.ttftSeconds = wait + out.prefillSeconds + out.kvTransferSeconds + pt.decodeSeconds;
        pt.tokensPerSecondPerUser = 1.0 / pt.tpotSeconds;
        pt.tokensPerSecondPerGpu = rate * O / ((prefillPool + decodePool) * double(out.gpusPerReplica));
        return pt;
    }
    if (n == 1) {
        // One sequence alone: no other prompt shares its steps and none
        // waits before its own; its prompt's prefill gives the first
        // token. The estimate's single-request figures are this point.
        pt.tpotSeconds = pt.decodeSeconds / perStep;
        pt.ttftSeconds = out.prefillSeconds;
        pt.tokensPerSecondPerUser = 1.0 / pt.tpotSeconds;
        pt.tokensPerSecondPerGpu = 1.0 / pt.tpotSeconds / double(out.gpusPerReplica);
        return pt;
    }
    pt.prefillShareSeconds = promptShareAt(b).seconds();
    const double step = pt.decodeSeconds + pt.prefillShareSeconds;
    pt.tpotSeconds = step / perStep;
    // A new request waits for the running step (half of one on average),
    // for the prompts queued before its own, then its prompt's prefill,
    // then one step for its first token. The prompts take a share ρ of
    // the GPU's time; served first come first served, a prompt waits
    // ρ/(2(1 − ρ))·E[t²]/E[t] for those ahead of it (M/G/1,
    // Pollaczek–Khinchine, as the prefill pool of a split below).
    pt.prefillUtilization = step > 0 ? pt.prefillShareSeconds / step : 0;
    pt.queueSeconds = colocatedQueue(pt.prefillUtilization);
    pt.ttftSeconds = 0.5 * step + pt.queueSeconds + out.prefillSeconds + step;
    pt.tokensPerSecondPerUser = 1.0 / pt.tpotSeconds;
    pt.tokensPerSecondPerGpu = b / pt.tpotSeconds / double(out.gpusPerReplica);
    return pt;
}

// The curve, and the point chosen on it: the concurrency asked for, the
// most the KV memory holds, or the most within the SLOs.
std::optional<Error> ServingBuilder::choose()
{
    for (std::int64_t n = 1; n < out.maxConcurrency; n *= 2)
        out.curve.push_back(pointAt(n));
    out.curve.push_back(pointAt(out.maxConcurrency));

    const auto meets = [&](const ServingPoint& pt) {
        return (!s.serving.ttftSloSeconds || pt.ttftSeconds <= *s.serving.ttftSloSeconds) &&
               (!s.serving.tpotSloSeconds || pt.tpotSeconds <= *s.serving.tpotSloSeconds);
    };
    if (s.serving.concurrency) {
        if (*s.serving.concurrency > out.maxConcurrency)
            return makeError(ErrorCode::Inconsistent, "serving.concurrency", std::to_string(*s.serving.concurrency),
                             Expect::AtMost, "the sequences the KV memory holds", std::to_string(out.maxConcurrency));
        out.chosen = pointAt(*s.serving.concurrency);
        out.limit = ServingLimit::Requested;
    } else if (meets(out.curve.back())) {
        out.chosen = out.curve.back();
        out.limit = ServingLimit::KvMemory;
    } else if (!meets(pointAt(1))) {
        out.chosen = pointAt(1);
        out.limit = ServingLimit::NothingMeets;
    } else {
        // TTFT and TPOT grow with concurrency: bisect the largest that meets both.
        std::int64_t lo = 1, hi = out.maxConcurrency;
        while (hi - lo > 1) {
            const std::int64_t mid = lo + (hi - lo) / 2;
            (meets(pointAt(mid)) ? lo : hi) = mid;
        }
        out.chosen = pointAt(lo);
        const ServingPoint next = pointAt(hi);
        out.limit = s.serving.tpotSloSeconds && next.tpotSeconds > *s.serving.tpotSloSeconds ? ServingLimit::TpotSlo
                                                                                             : ServingLimit::TtftSlo;
    }
    return std::nullopt;
}

// The same GPUs colocated, within the same SLOs: is splitting worth it?
void ServingBuilder::againstColocated()
{
    if (out.limit != ServingLimit::NothingMeets && out.limit != ServingLimit::Requested &&
        out.chosen.prefillUtilization >= kMaxPrefillUtilization * (1.0 - 1e-9)) {
        // The prefill pool is saturated: more sequences per decode
        // replica only slow each user. Take the knee, the smallest
        // concurrency that already reaches this throughput.
        const double best = out.chosen.tokensPerSecondPerGpu * (1.0 - 1e-9);
        std::int64_t lo = 0, hi = out.chosen.concurrency;
        while (hi - lo > 1) {
            const std::int64_t mid = lo + (hi - lo) / 2;
            (pointAt(mid).tokensPerSecondPerGpu >= best ? hi : lo) = mid;
        }
        out.chosen = pointAt(hi);
        out.limit = ServingLimit::PrefillPool;
    }
    ResolvedScenario colocated = rs;
    colocated.scenario.serving.prefillReplicas.reset();
    if (auto c2 = evaluateServing(colocated, catalog); c2 && c2->limit != ServingLimit::NothingMeets)
        out.colocatedTokensPerSecondPerGpu = c2->chosen.tokensPerSecondPerGpu;
}

void ServingBuilder::cost()
{
    // Cost per million output tokens, rented and owned (docs/model.md §10),
    // and the monthly volumes where owning this fleet beats renting it and
    // beats the API (owning's fixed cost against a per-token saving).
    rates = costRates(rs);
    const double perGpuTokensPerHour = out.chosen.tokensPerSecondPerGpu * 3600.0;
    if (perGpuTokensPerHour > 0) {
        out.usdPerMillionCloud = rates.cloudUsdPerGpuHour / perGpuTokensPerHour * 1e6;
        out.usdPerMillionOnprem = rates.onpremUsdPerGpuHour / perGpuTokensPerHour * 1e6;
        const double gpus = double(l.gpus);
        const double fixedMonth = gpus * rates.fixedYear / 12.0;
        const double capacityMonth = gpus * perGpuTokensPerHour * 730.0; // the fleet flat out
        const double energyPerToken = rates.energyUsdPerGpuHour / perGpuTokensPerHour;
        const auto volumeWhere = [&](double perTokenAlternative) {
            const double saving = perTokenAlternative - energyPerToken;
            if (saving <= 0)
                return kInf;
            const double v = fixedMonth / saving;
            return v <= capacityMonth ? v : kInf;
        };
        out.ownBeatsRentTokensPerMonth = volumeWhere(rates.cloudUsdPerGpuHour / perGpuTokensPerHour);
        if (s.serving.apiUsdPerMillionTokens) {
            out.usdPerMillionApi = *s.serving.apiUsdPerMillionTokens;
            out.ownBeatsApiTokensPerMonth = volumeWhere(out.usdPerMillionApi / 1e6);
        }
        // Input tokens: the prefill share of the GPU time, per prompt token.
        const ServingPoint& ch = out.chosen;
        const double step = ch.decodeSeconds + ch.prefillShareSeconds;
        out.prefillCostShare =
            split ? prefillPool / (prefillPool + decodePool) : (step > 0 ? ch.prefillShareSeconds / step : 0);
        out.inputTokensPerSecondPerGpu = ch.tokensPerSecondPerGpu * P / O;
        if (out.inputTokensPerSecondPerGpu > 0) {
            const double inputPerHour = out.inputTokensPerSecondPerGpu * 3600.0;
            out.usdPerMillionInputCloud = rates.cloudUsdPerGpuHour * out.prefillCostShare / inputPerHour * 1e6;
            out.usdPerMillionInputOnprem = rates.onpremUsdPerGpuHour * out.prefillCostShare / inputPerHour * 1e6;
        }
    }
}

constexpr const char* kVllm = "Kwon et al. 2023 (vLLM, paged KV in 16-token blocks); docs/model.md §8b";
constexpr const char* kSarathi = "Agrawal et al. 2024 (Sarathi-Serve, chunked prefill); docs/model.md §8b";
constexpr const char* kDist = "Zhong et al. 2024 (DistServe); docs/model.md §8b";
constexpr const char* kCost = "docs/model.md §8b and §10 (cost per GPU-hour)";

// The working of the memory, prefill and decode-step figures.
void ServingBuilder::explainMemoryAndSteps()
{
    const double b = double(out.chosen.concurrency);
    const double a = out.tokensPerVerification;

    Figure& kv = out.figure(FigureId::ServingKvPerSequence);
    if (mixed)
        kv.set("{kv_seq} ([mean_over_kinds])", out.kvBytesPerSequence, kVllm);
    else if (target.kvCapped > 0 || target.kvState > 0)
        kv.set("{ctx}·{kv_full} + min({ctx}, {win})·{kv_win} + {state}", out.kvBytesPerSequence, kVllm);
    else
        kv.set("{ctx}·{kv_full}", out.kvBytesPerSequence, kVllm);
    kv.term("ctx", pagedContext)
        .term("kv_full", target.kvPerToken, Unit::Bytes)
        .term("win", target.kvWindow)
        .term("kv_win", target.kvCapped, Unit::Bytes)
        .term("state", target.kvState, Unit::Bytes)
        .term("kv_seq", out.kvBytesPerSequence, Unit::Bytes)
        .term("kinds", double(kinds.size()));

    // vLLM and SGLang as stacks take their share of the whole device.
    const bool deviceShare = stackFacts(stackOf(s)).kv == KvRule::DeviceFraction;
    out.figure(FigureId::ServingKvBudget)
        .set(deviceShare ? "{kvf}·{M} − {fixed} − {W} − {ws}" : "{kvf}·(({M} − {fixed}) / (1 + {frac}) − {W} − {ws})",
             out.kvBudgetBytes, kVllm)
        .term("kvf", kvFraction, Unit::Ratio)
        .term("M", usableMemoryBytes(rs.gpu), Unit::Bytes)
        .term("fixed", contextBytesOf(s), Unit::Bytes)
        .term("frac", s.overhead.fraction, Unit::Ratio)
        .term("W", weightsPerGpu, Unit::Bytes)
        .term("ws", workspace, Unit::Bytes);

    if (out.kvBytesPerSequence > 0)
        out.figure(FigureId::ServingMaxConcurrency)
            .set("⌊{budget} / {kv_seq}⌋", double(out.maxConcurrency), kVllm)
            .term("budget", out.kvBudgetBytes, Unit::Bytes)
            .term("kv_seq", out.kvBytesPerSequence, Unit::Bytes);

    if (mixed) {
        out.figure(FigureId::ServingPrefill)
            .set("{pre} ([mean_over_kinds])", out.prefillSeconds, kSarathi)
            .term("pre", out.prefillSeconds, Unit::Seconds)
            .term("kinds", double(kinds.size()));
    } else {
        explainPrefill(out.figure(FigureId::ServingPrefill), target, P, 1.0, kSarathi);
    }
    explainDecodeStep(out.figure(FigureId::ServingDecodeStep), target,
                      decodeStepOf(target, draft ? &*draft : nullptr, sp, b, reads, draftReads), b, reads, false,
                      sp.draftTokens > 0 ? "Leviathan et al. 2023 (speculative decoding); Williams et al. 2009 "
                                           "(roofline per kernel); docs/model.md §8b"
                                         : "Williams et al. 2009 (roofline, per kernel); docs/model.md §8b");

    if (sp.draftTokens > 0)
        out.figure(FigureId::ServingTokensPerVerification)
            .set("(1 − {α}^({k} + 1)) / (1 − {α})", a, "Leviathan et al. 2023, eq. 1")
            .term("α", sp.acceptance, Unit::Ratio)
            .term("k", double(sp.draftTokens));
}

// The working of TPOT, TTFT, throughput and cost at the chosen point.
void ServingBuilder::explainTimeAndCost()
{
    const ServingPoint& ch = out.chosen;
    const double b = double(ch.concurrency);
    const double g = double(out.gpusPerReplica);
    const double a = out.tokensPerVerification;
    if (split) {
        out.figure(FigureId::ServingTpot)
            .set("{dec} / {a}", ch.tpotSeconds, kDist)
            .term("dec", ch.decodeSeconds, Unit::Seconds)
            .term("a", a);
        const double wait = ch.ttftSeconds - out.prefillSeconds - out.kvTransferSeconds - ch.decodeSeconds;
        out.figure(FigureId::ServingTtft)
            .set("{wait} + {pre} + {kvx} + {dec}", ch.ttftSeconds, kDist)
            .term("wait", wait, Unit::Seconds)
            .term("pre", out.prefillSeconds, Unit::Seconds)
            .term("kvx", out.kvTransferSeconds, Unit::Seconds)
            .term("dec", ch.decodeSeconds, Unit::Seconds);
        out.figure(FigureId::ServingTokensPerGpu)
            .set("{rate}·{O} / (({Rp} + {Rd})·{g})", ch.tokensPerSecondPerGpu, kDist)
            .term("rate", ch.tokensPerSecondPerGpu * (prefillPool + decodePool) * g / O)
            .term("O", O)
            .term("Rp", prefillPool)
            .term("Rd", decodePool)
            .term("g", g);
    } else if (ch.concurrency == 1) {
        // One sequence alone (pointAt): no prompts share its steps, none queue.
        out.figure(FigureId::ServingTpot)
            .set("{dec} / {a}", ch.tpotSeconds, kSarathi)
            .term("dec", ch.decodeSeconds, Unit::Seconds)
            .term("a", a);
        out.figure(FigureId::ServingTtft)
            .set("{pre}", ch.ttftSeconds, kSarathi)
            .term("pre", out.prefillSeconds, Unit::Seconds);
    } else {
        // The prompts' share: {f} of the steps carry a chunk of {chunk}
        // prompt tokens, which makes such a step {with} instead of {without}.
        const PromptShare ps = promptShareAt(b);
        out.figure(FigureId::ServingTpot)
            .set("({dec} + {f}·({with} − {without})) / {a}, {f} = {b}·{a} / {O}·{P} / {chunk}", ch.tpotSeconds,
                 kSarathi)
            .term("dec", ch.decodeSeconds, Unit::Seconds)
            .term("f", ps.carrying, Unit::Ratio)
            .term("with", ps.with, Unit::Seconds)
            .term("without", ps.without, Unit::Seconds)
            .term("a", a)
            .term("b", b)
            .term("O", O)
            .term("P", P)
            .term("chunk", ps.chunk);
        out.figure(FigureId::ServingTtft)
            .set("1.5·{step} + {ρ}/(2·(1 − {ρ}))·{res} + {pre}", ch.ttftSeconds, kSarathi)
            .term("step", ch.decodeSeconds + ch.prefillShareSeconds, Unit::Seconds)
            .term("ρ", ch.prefillUtilization, Unit::Ratio)
            .term("res", prefillResidual, Unit::Seconds)
            .term("pre", out.prefillSeconds, Unit::Seconds);
    }
    if (!split)
        out.figure(FigureId::ServingTokensPerGpu)
            .set("{b} / ({tpot}·{g})", ch.tokensPerSecondPerGpu, kVllm)
            .term("b", b)
            .term("tpot", ch.tpotSeconds, Unit::Seconds)
            .term("g", g);
    if (ch.tokensPerSecondPerGpu > 0) {
        out.figure(FigureId::ServingCostCloud)
            .set("{rate} / ({tps}·3600 s/h) · 10⁶", out.usdPerMillionCloud, kCost)
            .term("rate", rates.cloudUsdPerGpuHour, Unit::UsdPerHour)
            .term("tps", ch.tokensPerSecondPerGpu);
        out.figure(FigureId::ServingCostOnprem)
            .set("{rate} / ({tps}·3600 s/h) · 10⁶", out.usdPerMillionOnprem, kCost)
            .term("rate", rates.onpremUsdPerGpuHour, Unit::UsdPerHour)
            .term("tps", ch.tokensPerSecondPerGpu);
    }
    if (out.inputTokensPerSecondPerGpu > 0)
        out.figure(FigureId::ServingInputCostCloud)
            .set("{rate}·{share} / ({tps}·{P} / {O}·3600 s/h) · 10⁶", out.usdPerMillionInputCloud, kCost)
            .term("rate", rates.cloudUsdPerGpuHour, Unit::UsdPerHour)
            .term("share", out.prefillCostShare, Unit::Ratio)
            .term("tps", ch.tokensPerSecondPerGpu)
            .term("P", P)
            .term("O", O);
}

} // namespace

Expected<ServingResult> evaluateServing(const ResolvedScenario& rs, const Catalog& catalog)
{
    const Scenario& s = rs.scenario;
    const Workload& w = s.workload;
    if (w.mode != Mode::Inference)
        return makeError(ErrorCode::Inconsistent, "workload.mode", std::string(toString(w.mode)), Expect::OneOf,
                         "inference");
    if (auto e = validate(rs))
        return *e;
    if (s.serving.prefillReplicasAuto)
        return bestSplit(rs, catalog);
    return ServingBuilder(rs, catalog).build();
}

const Figure& explainedFigure(const Estimate& estimate, const ServingResult* serving, FigureId id)
{
    static const Figure none{};
    const auto i = static_cast<std::size_t>(id);
    if (i < kEstimateFigureCount)
        return estimate.figures[i];
    return serving && i >= kServingFigureFirst && i < kFigureCount ? serving->figures[i - kServingFigureFirst] : none;
}

Expected<ServingVariant> parseServingVariant(std::string_view text, std::string_view what)
{
    ServingVariant v;
    if (text == "none")
        return v;
    const std::size_t eq = text.find('=');
    const std::string_view key = text.substr(0, eq);
    const std::string_view value = eq == std::string_view::npos ? std::string_view() : text.substr(eq + 1);
    const auto bad = [&] {
        return makeError(ErrorCode::UnknownValue, std::string(what), std::string(text), Expect::OneOf,
                         "none, weights=FORMAT, kv=FORMAT, tp=N");
    };
    if (eq == std::string_view::npos || value.empty())
        return bad();
    if (key == "weights" || key == "kv") {
        const auto d = fromString<DType>(value);
        if (!d)
            return makeError(ErrorCode::UnknownValue, std::string(what), std::string(value), Expect::OneOf,
                             nameList<DType>());
        v.kind = key == "weights" ? ServingVariant::Kind::Weights : ServingVariant::Kind::KvCache;
        v.dtype = *d;
        return v;
    }
    if (key == "tp") {
        std::int64_t n = 0;
        for (char ch : value) {
            if (ch < '0' || ch > '9' || n > 1000000)
                return makeError(ErrorCode::OutOfRange, std::string(what), std::string(value), Expect::IntegerRange,
                                 "1", "1024");
            n = n * 10 + (ch - '0');
        }
        if (n < 1 || n > 1024)
            return makeError(ErrorCode::OutOfRange, std::string(what), std::string(value), Expect::IntegerRange, "1",
                             "1024");
        v.kind = ServingVariant::Kind::Tensor;
        v.tensor = n;
        return v;
    }
    return bad();
}

std::string toString(const ServingVariant& v)
{
    switch (v.kind) {
    case ServingVariant::Kind::None: return "none";
    case ServingVariant::Kind::Weights: return "weights=" + std::string(toString(v.dtype));
    case ServingVariant::Kind::KvCache: return "kv=" + std::string(toString(v.dtype));
    case ServingVariant::Kind::Tensor: return "tp=" + std::to_string(v.tensor);
    }
    return "none";
}

Scenario withServingVariant(Scenario s, const ServingVariant& v)
{
    switch (v.kind) {
    case ServingVariant::Kind::None: break;
    case ServingVariant::Kind::Weights: s.precision.weights = v.dtype; break;
    case ServingVariant::Kind::KvCache: s.precision.kvCache = v.dtype; break;
    case ServingVariant::Kind::Tensor: {
        const std::int64_t gpus = s.parallelism.gpus;
        s.parallelism.tensor = v.tensor;
        s.parallelism.pipeline = 1;
        s.parallelism.virtualStages = 1;
        s.parallelism.context = 1;
        s.parallelism.gpus = gpus >= v.tensor && gpus % v.tensor == 0 ? gpus : v.tensor;
        // Disaggregated pools keep their split only while it still leaves decode replicas.
        if (s.serving.prefillReplicas && *s.serving.prefillReplicas >= s.parallelism.gpus / v.tensor)
            s.serving.prefillReplicas.reset();
        if (s.parallelism.gpus / v.tensor < 2)
            s.serving.prefillReplicasAuto = false;
        break;
    }
    }
    return s;
}

Scenario servingFleetScenario(const Scenario& base, const std::string& gpu, std::int64_t gpus, std::int64_t tensor,
                              DType weights, DType kvCache)
{
    Scenario s = base;
    s.workload.mode = Mode::Inference;
    s.parallelism.gpus = gpus;
    s.parallelism.tensor = tensor;
    s.parallelism.pipeline = 1;
    s.parallelism.virtualStages = 1;
    s.parallelism.expert = 1;
    s.parallelism.context = 1;
    s.hardware.gpusPerNode.reset();
    s.serving.concurrency.reset(); // the SLOs choose
    // Colocated replicas, as the planner sizes them.
    s.serving.prefillReplicas.reset();
    s.serving.prefillReplicasAuto = false;
    s.precision.weights = weights;
    s.precision.kvCache = kvCache;
    if (gpu != base.hardware.gpu) {
        // Another catalog GPU, at its own catalog prices: a price set in the
        // scenario belongs to the scenario's GPU.
        s.hardware.gpu = gpu;
        s.hardware.inlineGpu.reset();
        s.cost.cloudUsdPerGpuHour.reset();
        s.cost.purchaseUsdPerGpu.reset();
    }
    return s;
}

Expected<std::vector<ServingPlanRow>> planServing(const Scenario& base, const Catalog& catalog,
                                                  const ServingPlanRequest& request)
{
    if (!(request.targetTokensPerSecond > 0) || !std::isfinite(request.targetTokensPerSecond))
        return makeError(ErrorCode::OutOfRange, "--target-tokens-per-second",
                         std::to_string(request.targetTokensPerSecond), Expect::PositiveNumber);
    std::vector<std::string> gpus = request.gpus;
    if (gpus.empty())
        gpus.push_back(base.hardware.gpu);
    for (const std::string& id : gpus)
        if (!catalog.findGpu(id) && !(base.hardware.inlineGpu && id == base.hardware.gpu)) {
            Error e = makeError(ErrorCode::UnknownValue, "--gpus", id, Expect::CatalogGpu);
            e.suggestions = catalog.closestGpus(id);
            return e;
        }
    std::vector<ServingPlanRow> rows;
    for (const std::string& id : gpus) {
        for (std::int64_t t : request.tensors) {
            for (DType w : request.weights) {
                for (DType kv : request.kvCaches) {
                    // One replica; the fleet is as many as the target needs.
                    const Scenario s = servingFleetScenario(base, id, t, t, w, kv);
                    auto rs = resolve(s, catalog);
                    if (!rs)
                        continue;
                    auto sv = evaluateServing(*rs, catalog);
                    if (!sv || sv->limit == ServingLimit::NothingMeets || sv->chosen.tokensPerSecondPerGpu <= 0)
                        continue; // does not fit, or no concurrency meets the SLOs
                    ServingPlanRow row;
                    row.gpu = id;
                    row.tensor = t;
                    row.weights = w;
                    row.kvCache = kv;
                    row.point = sv->chosen;
                    row.limit = sv->limit;
                    const double perReplica = sv->chosen.tokensPerSecondPerGpu * double(t);
                    row.replicas = std::int64_t(std::ceil(request.targetTokensPerSecond / perReplica));
                    row.gpus = row.replicas * t;
                    row.tokensPerSecond = perReplica * double(row.replicas);
                    row.usdPerHourCloud = double(row.gpus) * rs->cloudUsdPerGpuHour;
                    row.usdPerMillionCloud = sv->usdPerMillionCloud;
                    row.usdPerMillionOnprem = sv->usdPerMillionOnprem;
                    rows.push_back(row);
                }
            }
        }
    }
    std::sort(rows.begin(), rows.end(), [](const ServingPlanRow& a, const ServingPlanRow& b) {
        return std::tie(a.usdPerHourCloud, a.gpus, a.point.tpotSeconds) <
               std::tie(b.usdPerHourCloud, b.gpus, b.point.tpotSeconds);
    });
    return rows;
}

} // namespace headroom
