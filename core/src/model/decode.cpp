// The one decode and prefill model (decode.h; docs/model.md §8, §8b).

#include "decode.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <string>

namespace headroom::detail {

namespace {
// generate()'s kernels of a step outside the layers: the embedding, the
// final RMSNorm (six eager ops), the head, the logits' cast, the greedy
// argmax and the stopping criteria's checks, the new token appended.
constexpr double kGenerateStepKernels = 20;
} // namespace

double DecodeModel::collective(double rows) const
{
    if (t <= 1)
        return 0;
    const std::int64_t n = std::int64_t(t);
    // Two all-reduces of the hidden state per layer (Megatron's row- and
    // column-parallel pair), at 16 bits.
    return 2.0 * layers / p *
           collectiveSeconds(Collective::AllReduce, rows * hidden * 2.0, n, ranksPerNode(cluster, 1, n), cluster, *k);
}

double DecodeModel::weightsRead(double rows) const
{
    if (expertBytes <= 0)
        return weightBytes;
    const double E = double(f->arch.experts), kk = double(f->arch.expertsPerToken);
    const double touched = 1.0 - std::pow(1.0 - kk / E, rows);
    return weightBytes - expertBytes * (1.0 - touched);
}

double DecodeModel::efficiency(double rows) const
{
    return gemmEfficiency(*k, etaFlops(rows), scale);
}

double DecodeModel::gemmFlops(double decodeRows, double promptRows, double prompts) const
{
    return (decodeRows * 2.0 * matmul + promptRows * 2.0 * (matmul - headMatmul) + prompts * 2.0 * headMatmul) /
           (t * p);
}

DecodeModel::Reads DecodeModel::readsOf(const std::vector<std::pair<double, double>>& contexts) const
{
    Reads r;
    for (const auto& [c, v] : contexts) {
        r.kv += v * kvBytes(c);
        r.attn += v * 4.0 * scoreWidth(c) * c;
    }
    return r;
}

DecodeModel::Step DecodeModel::stageStep(double b, const Reads& reads, double tokens, double promptRows, double prompts,
                                         double promptAttn) const
{
    Step st;
    const double rows = b * tokens + promptRows;
    const double eta = peak * efficiency(rows);
    const double gemmBytes = weightsRead(rows), flops = gemmFlops(b * tokens, promptRows, prompts);
    const double attnBytes = b * reads.kv, attnFlops = (b * tokens * reads.attn + promptAttn) / (t * p);
    st.memorySeconds = (gemmBytes + attnBytes) / bandwidth;
    st.computeSeconds = (flops + attnFlops) / eta;
    st.memoryBound = st.memorySeconds >= st.computeSeconds;
    st.gemm = gemmRooflineSeconds(*k, gemmBytes, flops, etaFlops(rows), peak, bandwidth, scale);
    st.attention = std::max(attnBytes / bandwidth, attnFlops / eta);
    st.elementwise = rows * elementwise / elementwiseBandwidth;
    st.comm = collective(rows);
    st.seconds = st.gemm + st.attention + st.elementwise + st.comm;
    hostFloor(st);
    return st;
}

void DecodeModel::hostFloor(Step& st, double stages) const
{
    const double host = stages * hostSeconds;
    if (host > st.seconds) {
        st.host = host - st.seconds;
        st.seconds = host;
        st.hostBound = true;
    }
}

DecodeModel::Step DecodeModel::decode(double b, const Reads& reads, double tokens) const
{
    Step st = stageStep(std::max(1.0, b / p), reads, tokens);
    if (p > 1) {
        st.seconds *= p;
        st.gemm *= p;
        st.attention *= p;
        st.elementwise *= p;
        st.comm *= p;
        st.host *= p;
        st.memorySeconds *= p;
        st.computeSeconds *= p;
    }
    return st;
}

double DecodeModel::prefillFlops(double P, double b) const
{
    return b * (2.0 * (matmul - headMatmul) * P + 2.0 * headMatmul + 2.0 * scoreWidth(P) * P * P) / (t * p);
}

DecodeModel::Step DecodeModel::prefill(double P, double b) const
{
    // The weights once (all experts: a prompt's rows touch every one).
    Step st;
    const double rows = b * P;
    const double flops = prefillFlops(P, b);
    st.memorySeconds = p * weightBytes / bandwidth;
    st.computeSeconds = p * flops / (peak * efficiency(rows));
    st.memoryBound = st.memorySeconds >= st.computeSeconds;
    st.gemm = p * gemmRooflineSeconds(*k, weightBytes, flops, etaFlops(rows), peak, bandwidth, scale);
    st.elementwise = p * rows * elementwise / elementwiseBandwidth;
    st.comm = p * collective(rows);
    st.seconds = st.gemm + st.elementwise + st.comm;
    hostFloor(st, p); // each stage's launches, one stage after the other
    return st;
}

DecodeModel decodeModelFor(const ScenarioFacts& f, const ResolvedScenario& rs, const Layout& l, double peak)
{
    DecodeModel g;
    g.f = &f;
    g.k = &kernelCurve(rs.gpu.generation);
    g.cluster = clusterOf(rs);
    g.t = double(l.tensor);
    g.p = double(l.pipeline);
    g.peak = peak * powerClockShare(rs.gpu, rs.scenario.hardware); // lower clocks under a power limit
    g.scale = rs.scenario.hardware.efficiencyScale;
    g.bandwidth = std::max(1.0, rs.gpu.bandwidthBytesPerS * rs.scenario.hardware.bandwidthEfficiency);
    const ParameterCounts& pc = f.pc;
    const WeightFormat& wf = f.weights; // tensor by tensor (GGUF mixes included)
    g.weightBytes = wf.totalBytes / (g.t * g.p);
    if (f.transformer && f.arch.experts > 1)
        g.expertBytes = double(f.arch.layers) * pc.routedPerLayer * wf.matrixBytesPerParam /
                        (g.t * g.p * double(std::max<std::int64_t>(1, l.expert)));
    g.matmul = pc.matmulPerToken;
    if (f.transformer) {
        const Architecture& a = f.arch;
        g.headMatmul = a.lmHead && a.vocab > 0 ? double(a.vocab) * double(a.hidden) : 0;
        const double kvSplit = std::min(g.t, f.kv.tensorSplitLimit);
        const double perGpu = dtypeBytes(rs.scenario.precision.kvCache) / (g.p * kvSplit);
        g.kvPerToken = f.kv.fullPerToken * perGpu;
        g.kvCapped = f.kv.localPerToken * perGpu;
        g.kvWindow = f.kv.window;
        g.kvState = f.kv.statePerSequence * perGpu / dtypeBytes(rs.scenario.precision.kvCache) *
                    stateBytes(rs.scenario.precision.weights, rs.scenario.precision.kvCache);
        g.widths = f.scores;
        g.hidden = double(a.hidden);
        g.ffn = double(a.ffnOr());
        g.layers = double(a.layers);
        // As in training (§7b): no sequence parallel in a decode step, so
        // every TP rank repeats the hidden-sized work.
        g.elementwise = g.layers / g.p * elementwiseBytesPerToken(f.inv, g.t, false, f.rb.activation);
        g.elementwiseBandwidth =
            std::max(1.0, rs.gpu.bandwidthBytesPerS * g.k->memory * rs.scenario.hardware.efficiencyScale);
        // generate()'s forward from Python: each layer's eager kernels and
        // the cache's two updates (DynamicCache.update, torch.cat of K and
        // V), and about kGenerateStepKernels for the embedding, the final
        // norm, the head and the greedy step (stack.h, inferenceLaunchSeconds).
        const StackFacts& stack = stackFacts(stackOf(rs.scenario));
        if (stack.inferenceLaunchSeconds > 0) {
            const double perLayer = eagerLayer(f.inv, g.t, false).kernels + 2.0;
            g.hostKernels = g.layers / g.p * perLayer + kGenerateStepKernels / g.p;
            g.hostSeconds = stack.inferenceLaunchSeconds * g.hostKernels;
        }
    } else {
        g.hidden = std::sqrt(std::max(1.0, pc.total / 12.0));
        g.ffn = 4.0 * g.hidden;
    }
    return g;
}

DecodeStepOf decodeStepOf(const DecodeModel& target, const DecodeModel* draft, const SpeculativeConfig& sp, double b,
                          const DecodeModel::Reads& reads, const DecodeModel::Reads& draftReads)
{
    DecodeStepOf d;
    if (sp.draftTokens > 0) {
        const double a = sp.acceptance;
        d.tokensPerVerification = (1.0 - std::pow(a, double(sp.draftTokens) + 1.0)) / (1.0 - a);
        d.tokensPerStep = double(sp.draftTokens) + 1.0;
        d.draftSeconds = draft ? draft->decode(b, draftReads, 1.0).seconds : 0.1 * target.decode(b, reads, 1.0).seconds;
    }
    d.verify = target.decode(b, reads, d.tokensPerStep);
    d.seconds = double(sp.draftTokens) * d.draftSeconds + d.verify.seconds;
    return d;
}

AloneRequests aloneRequests(const ScenarioFacts& f, const ResolvedScenario& rs, const Layout& l, double peak, double b)
{
    const Workload& w = rs.scenario.workload;
    AloneRequests r;
    r.target = decodeModelFor(f, rs, l, peak);
    if (f.draft)
        r.draft = decodeModelFor(*f.draft, rs, l, peak);
    r.b = b;
    r.P = double(w.promptTokens);
    r.O = std::max(1.0, double(w.outputTokens));
    r.context = r.P + r.O / 2.0; // mean context while decoding
    r.reads = r.target.readsAt(r.context);
    const DecodeModel::Reads draftReads = r.draft ? r.draft->readsAt(r.context) : DecodeModel::Reads{};
    r.prefill = r.target.prefill(r.P, b);
    r.decode =
        decodeStepOf(r.target, r.draft ? &*r.draft : nullptr, rs.scenario.serving.speculative, b, r.reads, draftReads);
    return r;
}

namespace {

// A step the host launches slower than the GPU runs it: the GPU's time, or
// the host's launches, whichever is longer.
void explainHostBound(Figure& fig, const DecodeModel& m, const DecodeModel::Step& st, double seconds)
{
    fig.set(m.p > 1 ? "max({gpu}, {p}·{n}·{tl})" : "max({gpu}, {n}·{tl})", seconds,
            "transformers generate(): one kernel at a time from Python; host time per kernel measured on an "
            "H200 (docs/validation.md, \"Memory and step time against real runs\")")
        .term("gpu", st.seconds - st.host, Unit::Seconds)
        .term("p", m.p)
        .term("n", m.hostKernels)
        .term("tl", m.hostSeconds / std::max(1.0, m.hostKernels), Unit::Seconds);
}

} // namespace

void explainDecodeStep(Figure& fig, const DecodeModel& m, const DecodeStepOf& d, double b,
                       const DecodeModel::Reads& reads, bool perToken, const char* source)
{
    // Every combination of speculation, pipeline stages and per-token, built once.
    static const std::array<std::string, 8> formulas = [] {
        std::array<std::string, 8> out;
        const std::string kernels =
            "max({Wr} / {B}, {Fg} / ({X}·{eta})) + max({b}·{kv_c} / {B}, {Fa} / ({X}·{eta})) + {ew} / {Bm} + {comm}";
        for (int i = 0; i < 8; ++i) {
            const bool speculative = i & 1, stages = i & 2, token = i & 4;
            std::string f = stages ? "{p}·(" + kernels + ")" : kernels;
            if (speculative)
                f = "{k}·{t_draft} + " + f;
            if (speculative && token)
                f = "(" + f + ") / {a}";
            out[std::size_t(i)] = f;
        }
        return out;
    }();
    const bool speculative = d.draftSeconds > 0 || d.tokensPerStep > 1;
    const double perStage = std::max(1.0, b / m.p);
    const double rows = perStage * d.tokensPerStep;
    const int which = (speculative ? 1 : 0) | (m.p > 1 ? 2 : 0) | (perToken ? 4 : 0);
    if (d.verify.hostBound && !speculative) {
        explainHostBound(fig, m, d.verify, perToken ? d.tpot() : d.seconds);
        return;
    }
    fig.set(formulas[std::size_t(which)].c_str(), perToken ? d.tpot() : d.seconds, source)
        .term("k", d.tokensPerStep - 1.0)
        .term("t_draft", d.draftSeconds, Unit::Seconds)
        .term("p", m.p)
        .term("Wr", m.weightsRead(rows), Unit::Bytes)
        .term("B", m.bandwidth, Unit::BytesPerSecond)
        .term("Fg", m.gemmFlops(rows), Unit::Flops)
        .term("X", m.peak, Unit::FlopsPerSecond)
        .term("eta", m.efficiency(rows), Unit::Ratio)
        .term("b", perStage)
        .term("kv_c", reads.kv, Unit::Bytes)
        .term("Fa", rows * reads.attn / (m.t * m.p), Unit::Flops)
        .term("ew", rows * m.elementwise, Unit::Bytes)
        .term("Bm", m.elementwiseBandwidth, Unit::BytesPerSecond)
        .term("comm", m.collective(rows), Unit::Seconds)
        .term("a", d.tokensPerVerification);
}

void explainPrefill(Figure& fig, const DecodeModel& m, double P, double b, const char* source)
{
    const DecodeModel::Step pre = m.prefill(P, b);
    if (pre.hostBound) {
        explainHostBound(fig, m, pre, pre.seconds);
        return;
    }
    fig.set(m.p > 1 ? "{p}·(max({F} / ({X}·{eta}), {Wg} / {B}) + {b}·{P}·{ew} / {Bm} + {comm})"
                    : "max({F} / ({X}·{eta}), {Wg} / {B}) + {b}·{P}·{ew} / {Bm} + {comm}",
            pre.seconds, source)
        .term("p", m.p)
        .term("F", m.prefillFlops(P, b), Unit::Flops)
        .term("X", m.peak, Unit::FlopsPerSecond)
        .term("eta", m.efficiency(b * P), Unit::Ratio)
        .term("Wg", m.weightBytes, Unit::Bytes)
        .term("B", m.bandwidth, Unit::BytesPerSecond)
        .term("b", b)
        .term("P", P)
        .term("ew", m.elementwise, Unit::Bytes)
        .term("Bm", m.elementwiseBandwidth, Unit::BytesPerSecond)
        .term("comm", m.collective(b * P), Unit::Seconds);
}

KvCapacity kvCapacity(const ScenarioFacts& f, const ResolvedScenario& rs, const Layout& l, double weightsPerGpu,
                      double perSequence, double longestPrompt)
{
    const Scenario& s = rs.scenario;
    const StackFacts& stack = stackFacts(stackOf(s));
    KvCapacity c;
    const double context = contextBytesOf(s);
    c.usable = (usableMemoryBytes(rs.gpu) - context) / (1.0 + s.overhead.fraction);
    c.weights = weightsPerGpu;
    c.workspace = inferenceWorkspace(f, rs, l, longestPrompt, 1);
    switch (stack.kv) {
    case KvRule::DeviceFraction:
        // vLLM, SGLang: a share of the whole device, the weights, the
        // profiled activations and the context inside it.
        c.fraction = s.serving.kvMemoryFraction.value_or(deviceFractionOf(stack, l.tensor * l.pipeline));
        c.budget = c.fraction * usableMemoryBytes(rs.gpu) - context - c.weights - c.workspace;
        break;
    case KvRule::Grows:
    case KvRule::Context:
        // HF generate's growing cache, llama.cpp's context: what is left.
        c.fraction = s.serving.kvMemoryFraction.value_or(1.0);
        c.budget = c.fraction * (c.usable - c.weights - c.workspace);
        break;
    case KvRule::FreeFraction:
        // TensorRT-LLM: a share of what the weights and activations leave.
        c.fraction = s.serving.kvMemoryFraction.value_or(kDefaultKvMemoryFraction);
        c.budget = c.fraction * (c.usable - c.weights - c.workspace);
        break;
    }
    c.perSequence = perSequence;
    if (c.budget > 0)
        c.sequences =
            perSequence > 0 ? std::int64_t(std::min(1e7, std::floor(c.budget / perSequence))) : std::int64_t(1e7);
    return c;
}

KvCapacity scenarioKvCapacity(const ScenarioFacts& f, const ResolvedScenario& rs, const Layout& l, double weightsPerGpu)
{
    const Workload& w = rs.scenario.workload;
    const double P = double(w.promptTokens), O = std::max<double>(1.0, double(w.outputTokens));
    const DecodeModel m = decodeModelFor(f, rs, l, 0);
    return kvCapacity(f, rs, l, weightsPerGpu, m.kvBytes(pagedTokens(P + O)), P);
}

double pagedTokens(double tokens)
{
    return std::ceil(tokens / kPageTokens) * kPageTokens;
}

} // namespace headroom::detail
