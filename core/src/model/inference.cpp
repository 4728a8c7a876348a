// Inference from the roofline (docs/model.md §8): decode and prefill, the
// largest batch and context that fit.

#include "components.h"
#include "sources.h"
#include "stepmodel.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

namespace headroom::detail {

InferenceSpeed evaluateInferenceSpeed(const ScenarioFacts& f, const ResolvedScenario& rs, const Layout& l,
                                      const FlopsEval& fl, double peak, double eKv)
{
    const Scenario& s = rs.scenario;
    const Workload& w = s.workload;
    const Gpu& gpu = rs.gpu;
    const Architecture& arch = f.arch;
    const ParameterCounts& pc = f.pc;
    const double t = double(l.tensor);
    const double Nm = fl.Nm, attnTerm = fl.attnTerm;
    InferenceSpeed x;
    const double b = double(l.microBatch);
    const double P = double(w.promptTokens), O = double(w.outputTokens);
    const double c = P + O / 2.0; // mean context while decoding
    const double bw = gpu.bandwidthBytesPerS * s.hardware.bandwidthEfficiency;
    // Decode and prefill keep the format-1 efficiency until the serving model
    // replaces it (the step-time model covers training).
    const double computeRate = peak * s.hardware.mfu.value_or(kFormat1DefaultMfu);
    const DType wd = f.training ? (f.rb.weights >= 4 ? DType::Fp32 : DType::Bf16) : s.precision.weights;
    const double matrixPerParam = f.training ? weightBytesPerParam(wd) : f.weights.matrixBytesPerParam;
    const double restBytes = f.training ? std::max(dtypeBytes(wd), 2.0) : f.weights.otherBytesPerParam;
    // Whole-model weight bytes read per step; MoE reads only the experts
    // the batch touches: E·(1 − (1 − k/E)^b) per layer in expectation.
    double matrixBytes = pc.layerMatrices * matrixPerParam;
    if (f.transformer && arch.experts > 1) {
        const double E = double(arch.experts), k = double(arch.expertsPerToken);
        const double touched = E * (1.0 - std::pow(1.0 - k / E, b));
        const double expertMatrices = double(arch.layers) * pc.routedMatricesPerLayer;
        matrixBytes -= expertMatrices * (1.0 - touched / E) * matrixPerParam;
    }
    const double weightBytes = matrixBytes + (pc.total - pc.layerMatrices) * restBytes;
    const double kvPerToken = f.transformer ? f.kv.fullPerToken * eKv : 0;
    // Windowed layers read at most their window, linear layers their state.
    auto cappedKv = [&](double context) {
        return f.transformer ? f.kv.localPerToken * std::min(context, f.kv.window) * eKv +
                                   f.kv.statePerSequence * stateBytes(s.precision.weights, s.precision.kvCache)
                             : 0.0;
    };
    const double decodeBytes = weightBytes + b * c * kvPerToken + b * cappedKv(c);
    const double decodeFlops = b * (2.0 * Nm + 4.0 * attnTerm * c);
    x.decodeMemorySeconds = decodeBytes / (t * bw);
    x.decodeComputeSeconds = decodeFlops / (t * computeRate);
    x.timePerOutputToken = std::max(x.decodeMemorySeconds, x.decodeComputeSeconds);
    x.bottleneck = x.decodeMemorySeconds >= x.decodeComputeSeconds ? Bottleneck::Memory : Bottleneck::Compute;
    const double prefillAttn = f.transformer ? attentionScoreWidth(arch, P) : attnTerm;
    const double prefillFlops = b * P * (2.0 * Nm + 4.0 * prefillAttn * P);
    x.prefillBytes = weightBytes + b * P * kvPerToken + b * cappedKv(P);
    x.timeToFirstToken = std::max(prefillFlops / (t * computeRate), x.prefillBytes / (t * bw));
    const double replicas = double(l.dataParallel());
    x.tokensPerSecondPerSequence = x.timePerOutputToken > 0 ? 1.0 / x.timePerOutputToken : 0;
    x.inferenceTokensPerSecond = b * replicas * x.tokensPerSecondPerSequence;
    x.requestSeconds = x.timeToFirstToken + O * x.timePerOutputToken;
    x.b = b;
    x.P = P;
    x.O = O;
    x.c = c;
    x.bw = bw;
    x.computeRate = computeRate;
    x.weightBytes = weightBytes;
    x.kvPerToken = kvPerToken;
    return x;
}

// Decode, prefill and the request, with the largest batch and context that fit.
void fillInference(Estimate& est, const EstimateContext& ctx)
{
    // Named one by one, not bound: the lambdas below capture them (clang 14
    // cannot capture a structured binding).
    const ResolvedScenario& rs = ctx.rs;
    const ScenarioFacts& facts = ctx.facts;
    const Layout& layout = ctx.layout;
    const MemoryEval& me = ctx.me;
    const FlopsEval& fl = ctx.fl;
    const PeakEval& pk = ctx.pk;
    const Scenario& s = ctx.s;
    const Parallelism& par = ctx.par;
    const Architecture& arch = ctx.arch;
    const Gpu& gpu = rs.gpu;
    const bool transformer = facts.transformer;
    const bool training = facts.training;
    const double t = double(par.tensor);
    const std::int64_t dpInt = par.dataParallel();
    const double dp = double(dpInt);
    const double eKv = me.eKv;
    const double context = me.context;
    const double kvPerTokenPerSeq = me.kvPerTokenPerSeq;
    auto workspaceAt = [&](double prompt) { return workspacePerSeq(facts, rs, layout, prompt); };
    const MemoryBreakdown& mem = me.mem;
    const double Nm = fl.Nm;
    const double peak = pk.peak;

    // ---- Inference speed from the roofline (docs/model.md section 8) ----------------
    {
        const InferenceSpeed x = evaluateInferenceSpeed(facts, rs, layout, fl, peak, eKv);
        const double b = x.b;
        const double P = x.P, O = x.O;
        const double c = x.c;
        const double bw = x.bw;
        const double computeRate = x.computeRate;
        const double weightBytes = x.weightBytes;
        const double kvPerToken = x.kvPerToken;
        est.decodeMemorySeconds = x.decodeMemorySeconds;
        est.decodeComputeSeconds = x.decodeComputeSeconds;
        est.timePerOutputToken = x.timePerOutputToken;
        est.bottleneck = x.bottleneck;
        const double prefillBytes = x.prefillBytes;
        est.timeToFirstToken = x.timeToFirstToken;
        const double replicas = dp;
        est.tokensPerSecondPerSequence = x.tokensPerSecondPerSequence;
        est.inferenceTokensPerSecond = x.inferenceTokensPerSecond;

        // Inference's figures: a training scenario's Explain shows only what training has.
        if (!training) {
            est.figure(FigureId::DecodeMemoryTime)
                .set("({W} + {b}·{c}·{kv}) / ({t}·{B}·{eta})", est.decodeMemorySeconds, kSrcRoofline)
                .term("W", weightBytes, Unit::Bytes)
                .term("b", b)
                .term("c", c)
                .term("kv", kvPerToken, Unit::Bytes)
                .term("t", t)
                .term("B", gpu.bandwidthBytesPerS, Unit::BytesPerSecond)
                .term("eta", s.hardware.bandwidthEfficiency)
                .thumb("[model_bytes] / [bandwidth]", weightBytes / gpu.bandwidthBytesPerS);
            est.figure(FigureId::DecodeComputeTime)
                .set("{b}·(2·{N} + 4·{L}·{a}·{d}·{c}) / ({t}·{P}·{eff})", est.decodeComputeSeconds, kSrcRoofline)
                .term("b", b)
                .term("N", Nm)
                .term("L", double(arch.layers))
                .term("a", double(arch.heads))
                .term("d", double(arch.headDim))
                .term("c", c)
                .term("t", t)
                .term("P", peak, Unit::FlopsPerSecond)
                .term("eff", s.hardware.mfu.value_or(kFormat1DefaultMfu));
            est.figure(FigureId::DecodeStep)
                .set("max({Tm}, {Tc})", est.timePerOutputToken, kSrcRoofline)
                .term("Tm", est.decodeMemorySeconds, Unit::Seconds)
                .term("Tc", est.decodeComputeSeconds, Unit::Seconds);
            est.figure(FigureId::PrefillTime)
                .set("max({b}·{P}·(2·{N} + 4·{L}·{a}·{d}·{P}) / ({t}·{R}), {W} / ({t}·{B}))", est.timeToFirstToken,
                     kSrcRoofline)
                .term("b", b)
                .term("P", P)
                .term("N", Nm)
                .term("L", double(arch.layers))
                .term("a", double(arch.heads))
                .term("d", double(arch.headDim))
                .term("t", t)
                .term("R", computeRate, Unit::FlopsPerSecond)
                .term("W", prefillBytes, Unit::Bytes)
                .term("B", bw, Unit::BytesPerSecond);
            est.figure(FigureId::InferenceTokensPerSecond)
                .set("{b}·{r} / {T}", est.inferenceTokensPerSecond, kSrcRoofline)
                .term("b", b)
                .term("r", replicas)
                .term("T", est.timePerOutputToken, Unit::Seconds)
                .thumb("{B} / {W} ([bandwidth] / [model_bytes]) [per_sequence]",
                       gpu.bandwidthBytesPerS / std::max(1.0, weightBytes) * t)
                .term("B", gpu.bandwidthBytesPerS, Unit::BytesPerSecond)
                .term("W", weightBytes, Unit::Bytes);
        }

        if (!training) {
            // Largest batch and context that fit: memory is affine in both.
            const double fixed = mem[MemoryComponent::Weights];
            const double budget =
                (usableMemoryBytes(gpu) - s.overhead.fixedBytes) / (1.0 + s.overhead.fraction) - fixed;
            const double perSeq = me.kvAt(context) + workspaceAt(P);
            // Per token at this context, whatever the layer kinds (section 1b).
            const double kvPerToken = arch.uniform() || context <= 0 ? kvPerTokenPerSeq : me.kvAt(context) / context;
            est.maxBatch = budget > 0 && perSeq > 0 ? std::int64_t(std::min(1e15, std::floor(budget / perSeq))) : 0;
            est.figure(FigureId::MaxBatch)
                .set("⌊(({C} − {F})/(1 + {f}) − {W}) / ({kv}·{ctx} + {ws})⌋", double(est.maxBatch), kSrcKv)
                .term("C", usableMemoryBytes(gpu), Unit::Bytes)
                .term("F", s.overhead.fixedBytes, Unit::Bytes)
                .term("f", s.overhead.fraction)
                .term("W", fixed, Unit::Bytes)
                .term("kv", kvPerToken, Unit::Bytes)
                .term("ctx", context)
                .term("ws", workspaceAt(P), Unit::Bytes);
            // Longest prompt (+ the same output) at this batch: a boundary
            // search, since the workspace grows quadratically without
            // FlashAttention.
            auto fitsAt = [&](double prompt) {
                const double need = fixed + b * (me.kvAt(prompt + O) + workspaceAt(prompt));
                return need * (1.0 + s.overhead.fraction) + s.overhead.fixedBytes <= usableMemoryBytes(gpu);
            };
            const std::int64_t prompt =
                transformer ? largestWorking(std::int64_t(1e12), [&](std::int64_t k) { return fitsAt(double(k)); }) : 0;
            est.maxContext = prompt > 0 ? std::int64_t(double(prompt) + O) : 0;
            est.seconds = x.requestSeconds;
            est.tokens = b * replicas * O;
        }
    }
}

} // namespace headroom::detail
