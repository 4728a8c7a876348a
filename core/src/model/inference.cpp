// Inference figures of the estimate (docs/model.md §8): a batch of requests
// alone on a replica, from the one decode and prefill model (decode.h) the
// serving curve also reads, and the largest batch and context that fit.

#include "headroom/limits.h"

#include "components.h"
#include "decode.h"
#include "sources.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

namespace headroom::detail {

// Decode, prefill and the request, with the largest batch and context that fit.
void fillInference(Estimate& est, const EstimateContext& ctx)
{
    // Named one by one, not bound: the lambdas below capture them (clang 14
    // cannot capture a structured binding).
    const ResolvedScenario& rs = ctx.rs;
    const ScenarioFacts& facts = ctx.facts;
    const Layout& layout = ctx.layout;
    const MemoryEval& me = ctx.me;
    const Scenario& s = ctx.s;
    const Gpu& gpu = rs.gpu;
    if (facts.training)
        return; // a training scenario's Explain shows only what training has
    const bool transformer = facts.transformer;
    const double replicas = double(layout.dataParallel());

    // ---- Speed: the batch alone on its replica (decode.h) -------------------------
    const AloneRequests x = aloneRequests(facts, rs, layout, ctx.pk.peak, double(layout.microBatch));
    const double b = x.b, P = x.P, O = x.O;
    est.timeToFirstToken = x.ttft();
    est.timePerOutputToken = x.tpot();
    const double perToken = x.decode.tokensPerVerification;
    est.decodeMemorySeconds = x.decode.verify.memorySeconds / perToken;
    est.decodeComputeSeconds = x.decode.verify.computeSeconds / perToken;
    est.bottleneck = x.decode.verify.memoryBound ? Bottleneck::Memory : Bottleneck::Compute;
    est.decodeHostBound = x.decode.verify.hostBound;
    est.tokensPerSecondPerSequence = est.timePerOutputToken > 0 ? 1.0 / est.timePerOutputToken : 0;
    est.inferenceTokensPerSecond = b * replicas * est.tokensPerSecondPerSequence;
    est.seconds = x.requestSeconds();
    est.tokens = b * replicas * O;

    const DecodeModel& m = x.target;
    const double perStage = std::max(1.0, b / m.p);
    const double rows = perStage * x.decode.tokensPerStep;
    const double weightsRead = m.weightsRead(rows);
    est.figure(FigureId::DecodeMemoryTime)
        .set(m.p > 1 ? "{p}·({Wr} + {b}·{kv_c}) / {B} / {a}" : "({Wr} + {b}·{kv_c}) / {B} / {a}",
             est.decodeMemorySeconds, kSrcRoofline)
        .term("p", m.p)
        .term("Wr", weightsRead, Unit::Bytes)
        .term("b", perStage)
        .term("kv_c", x.reads.kv, Unit::Bytes)
        .term("B", m.bandwidth, Unit::BytesPerSecond)
        .term("a", perToken)
        .thumb("{W} / {Bg} ([model_bytes] / [bandwidth])", facts.weights.totalBytes / gpu.bandwidthBytesPerS)
        .term("W", facts.weights.totalBytes, Unit::Bytes)
        .term("Bg", gpu.bandwidthBytesPerS, Unit::BytesPerSecond);
    est.figure(FigureId::DecodeComputeTime)
        .set(m.p > 1 ? "{p}·({Fg} + {Fa}) / ({X}·{eta}) / {a}" : "({Fg} + {Fa}) / ({X}·{eta}) / {a}",
             est.decodeComputeSeconds, kSrcRoofline)
        .term("p", m.p)
        .term("Fg", m.gemmFlops(rows), Unit::Flops)
        .term("Fa", rows * x.reads.attn / (m.t * m.p), Unit::Flops)
        .term("X", m.peak, Unit::FlopsPerSecond)
        .term("eta", m.efficiency(rows), Unit::Ratio)
        .term("a", perToken);
    explainDecodeStep(est.figure(FigureId::DecodeStep), m, x.decode, b, x.reads, true,
                      "Williams et al. 2009 (roofline, per kernel); docs/model.md §8");
    explainPrefill(est.figure(FigureId::PrefillTime), m, P, b, "Williams et al. 2009 (roofline); docs/model.md §8");
    est.figure(FigureId::InferenceTokensPerSecond)
        .set("{b}·{r} / {T}", est.inferenceTokensPerSecond, kSrcRoofline)
        .term("b", b)
        .term("r", replicas)
        .term("T", est.timePerOutputToken, Unit::Seconds)
        .thumb("{t}·{Bg} / {W} ([bandwidth] / [model_bytes]) [per_sequence]",
               m.t * gpu.bandwidthBytesPerS / std::max(1.0, facts.weights.totalBytes))
        .term("t", m.t)
        .term("Bg", gpu.bandwidthBytesPerS, Unit::BytesPerSecond)
        .term("W", std::max(1.0, facts.weights.totalBytes), Unit::Bytes);

    // ---- Capacity: the one rule the serving model uses (decode.h) -------------------
    // A batch the runtime's KV share cannot hold does not fit, whatever is
    // left of the card: the runtime keeps the rest (docs/model.md §8b).
    const KvCapacity cap = scenarioKvCapacity(facts, rs, layout, me.mem[MemoryComponent::Weights]);
    est.maxBatch = cap.sequences;
    if (layout.microBatch > est.maxBatch)
        est.fits = false;
    // A model that caches nothing has no such limit; an empty or a huge
    // budget is clamped (decode.h, kvCapacity).
    // vLLM and SGLang take their share of the whole device, the context inside it.
    static constexpr const char* kMaxBatch[2][3] = {{"max(⌊{kvf}·(({C} − {F})/(1 + {f}) − {W} − {ws}) / {K}⌋, 0)",
                                                     "min(⌊{kvf}·(({C} − {F})/(1 + {f}) − {W} − {ws}) / {K}⌋, 10⁷)",
                                                     "⌊{kvf}·(({C} − {F})/(1 + {f}) − {W} − {ws}) / {K}⌋"},
                                                    {"max(⌊({kvf}·{C} − {F} − {W} − {ws}) / {K}⌋, 0)",
                                                     "min(⌊({kvf}·{C} − {F} − {W} − {ws}) / {K}⌋, 10⁷)",
                                                     "⌊({kvf}·{C} − {F} − {W} − {ws}) / {K}⌋"}};
    const bool deviceShare = stackFacts(stackOf(s)).kv == KvRule::DeviceFraction;
    const char* maxBatchFormula = kMaxBatch[deviceShare ? 1 : 0][cap.budget <= 0             ? 0
                                                                 : cap.sequences >= 10000000 ? 1
                                                                                             : 2];
    if (cap.perSequence > 0)
        est.figure(FigureId::MaxBatch)
            .set(maxBatchFormula, double(est.maxBatch),
                 "Kwon et al. 2023 (vLLM, paged KV in 16-token blocks); docs/model.md §8b")
            .term("kvf", cap.fraction, Unit::Ratio)
            .term("C", usableMemoryBytes(gpu), Unit::Bytes)
            .term("F", contextBytesOf(s), Unit::Bytes)
            .term("f", s.overhead.fraction)
            .term("W", cap.weights, Unit::Bytes)
            .term("ws", cap.workspace, Unit::Bytes)
            .term("K", cap.perSequence, Unit::Bytes);

    // Longest prompt (+ the same output) at this batch: a boundary search
    // (the workspace grows quadratically without FlashAttention), to the
    // solvers' limit; a windowed or recurrent model may fit any length.
    const double fixed = me.mem[MemoryComponent::Weights];
    const DecodeModel sized = decodeModelFor(facts, rs, layout, 0);
    auto fitsAt = [&](double prompt) {
        const double need = fixed + b * me.kvAt(prompt + O) + inferenceWorkspace(facts, rs, layout, prompt, b);
        if (need * (1.0 + s.overhead.fraction) + contextBytesOf(s) > usableMemoryBytes(gpu))
            return false;
        return b <=
               double(kvCapacity(facts, rs, layout, fixed, sized.kvBytes(pagedTokens(prompt + O)), prompt).sequences);
    };
    const std::int64_t prompt =
        transformer ? largestWorking(kMaxTokens, [&](std::int64_t k) { return fitsAt(double(k)); }) : 0;
    est.maxContextMemory = prompt > 0 ? std::int64_t(double(prompt) + O) : 0;
    // A context past the model's window (max_positions) is no answer,
    // whatever the memory holds.
    const std::int64_t window = transformer ? facts.arch.maxPositions : 0;
    est.maxContext = window > 0 ? std::min(est.maxContextMemory, window) : est.maxContextMemory;
}

} // namespace headroom::detail
