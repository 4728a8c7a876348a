// What a software stack keeps through one step, and when (docs/model.md §6b):
// the phases of a training step (forward, the loss, the start and the end of
// the backward, the optimizer) or of inference (prefill, decode), the peak
// over them, the allocator's reserved total, and the timeline the chart draws.
//
// The papers' accounting (Megatron-LM: a persistent gradient buffer, fused
// kernels, the vocab-parallel loss) is every component at once, the sum
// evaluateMemory makes. PyTorch-native stacks free the gradients between
// steps (zero_grad(set_to_none=True)), so gradients and the forward's
// activations never coexist in a step of one micro-batch, and their eager
// ops keep more per layer: what each op of transformers' modeling code
// saves, counted below from the layer inventory's widths.

#include "decode.h"
#include "stepmodel.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace headroom::detail {

namespace {

bool autocastRecipe(Recipe r)
{
    return r == Recipe::AmpBf16 || r == Recipe::AmpFp16;
}

// Bytes one decoder layer's eager ops save for the backward, per token, split
// into the hidden-wide part (replicated on every tensor-parallel rank) and the
// head- and MLP-wide part (split by t). Counted op by op from transformers
// 5.17's modeling_llama.py, integrations/sdpa_attention.py and PEFT 0.17's
// lora/layer.py, with PyTorch autograd saving only what a backward formula
// needs (a mul by a constant saves nothing; a frozen Linear saves no input):
// - RMSNorm: hidden.to(fp32) is saved by pow and mul; the normalised value,
//   cast back, is saved by the weight's mul (unless the weight is frozen).
// - Under autocast (fp32 parameters) the residual stream is fp32; every
//   Linear casts its fp32 input to bf16 and saves the cast (q, k and v each
//   their own); RoPE's q·cos with fp32 cos/sin gives fp32 q and k, which
//   SDPA casts and saves.
// - SDPA (FlashAttention kernels, enable_gqa: K and V at their own width)
//   saves q, k, v, the output (o_proj's input, the same tensor) and an fp32
//   log-sum-exp per head.
// - The gated MLP keeps gate (SiLU's input), SiLU's output and up (the mul's
//   inputs) and their product (down_proj's input): four ffn-wide tensors.
// - PEFT casts each adapter's input to fp32 and lora_A saves the cast.
// - torch.compile fuses the elementwise chains: a norm saves its input (and
//   the rstd), the MLP gate and up, the casts disappear.
struct EagerSaves {
    double replicated = 0;
    double split = 0;
};

EagerSaves eagerLayerBytes(const ScenarioFacts& f, const Scenario& s, const Numerics& n)
{
    const LayerWidths& w = f.inv.widths;
    const double h = w.hidden;
    const double attention = w.query + w.key + w.value + w.attnOut; // what SDPA saves, in elements
    const double lse = 4.0 * w.heads;                               // fp32 log-sum-exp per head
    const double mlp = w.ffn * w.mlpShare;                          // the MLP's inner width per token
    const double mlpInputs = mlpInputsPerToken(f.inv);
    const double c = n.compute;

    EagerSaves out;
    if (s.software.compile) {
        // Fused: each norm its input (at the residual's dtype), the
        // projections their (shared) input, SDPA, gate and up (the rest is
        // recomputed in the backward by the compiled graph).
        const double trained = f.adapters ? 0.0 : 1.0;
        out.replicated = (1.0 + w.mlpShare) * n.params * h + trained * c * h * (1.0 + mlpInputs);
        out.split = c * attention + lse + 2.0 * c * mlp;
        if (f.adapters)
            out.split += c * mlp; // SiLU's output, for the frozen down projection's adapter
        return out;
    }
    // The projections that read the attention norm's output: q (or q_a), k
    // and v (or MLA's kv_a); each of them casts an fp32 input on its own.
    double projections = 0;
    for (const InventoryTensor& t : f.inv.block(BlockKind::Attention))
        if (t.role == TensorRole::Query || t.role == TensorRole::Key || t.role == TensorRole::Value ||
            t.role == TensorRole::QueryDown || t.role == TensorRole::KvDown)
            projections += 1;
    // A norm's output is already in the matmuls' dtype unless autocast
    // casts an fp32 residual stream.
    const bool castPerProjection = n.autocast && n.params > c;
    const bool frozen = f.adapters;
    // Two norms (one on layers without an MLP): the fp32 upcast of the input
    // (the input itself when fp32), and the normalised value cast back when
    // the norm's weight trains.
    const double norms = (1.0 + w.mlpShare) * (4.0 + (frozen ? 0.0 : n.params)) * h;
    double replicated = norms, split = c * attention + lse;
    if (!frozen) {
        replicated += c * h * (castPerProjection ? projections : 1.0);
        replicated += c * h * mlpInputs * (castPerProjection ? (w.gated ? 2.0 : 1.0) : 1.0);
        split += (w.gated ? 4.0 : 2.0) * c * mlp; // gate, SiLU, up and their product (up, activation)
    } else {
        // PEFT: each adapter's input cast to fp32 and saved by lora_A; under
        // autocast lora_A casts it again to bf16 and saves that instead.
        const double cast = n.autocast ? c : 4.0;
        const double rank = double(s.workload.loraRank);
        const AdaptedWidths adapted = adaptedWidths(f.inv, s.workload.loraTargets);
        replicated += cast * adapted.hiddenInputs;
        // Gate, SiLU and up stay (the mul's inputs); the frozen down
        // projection saves no input, its adapter the cast of the product.
        split += (w.gated ? 3.0 : 1.0) * c * mlp + cast * adapted.splitInputs;
        split += adapted.adapters * cast * rank; // lora_A's outputs
    }
    out.replicated = replicated;
    out.split = split;
    return out;
}

// The final norm and the LM head's input, per token (eager), as the layers'.
// A chunked loss saves no head input: it makes the head's gradients in the forward.
double headInputBytes(const ScenarioFacts& f, const Scenario& s, const Numerics& n)
{
    const double h = f.inv.widths.hidden;
    const double head = f.adapters || chunkedLoss(s) ? 0.0 : n.compute * h;
    if (s.software.compile)
        return n.params * h + head;
    if (f.adapters)
        return 4.0 * h;                 // the norm's fp32 input; the frozen head saves nothing
    return (4.0 + n.params) * h + head; // the upcast, the normalised value, the head's input
}

// The tokens of one chunk of Liger Kernel's fused linear cross-entropy
// (v0.6, ops/fused_linear_cross_entropy.py): enough that chunk × V is about
// T × h, rounded up to a power of two, at most T.
double lossChunkTokens(double tokens, double vocab, double hidden)
{
    const double inc = std::ceil(vocab / std::max(1.0, hidden));
    const double chunk = std::exp2(std::ceil(std::log2(std::max(1.0, std::ceil(tokens / std::max(1.0, inc))))));
    return std::min(chunk, tokens);
}

// Inference: the weights, the KV cache as the engine sizes it, the prefill's
// and the decode's workspace.
void inferenceStepMemory(StepMemoryModel& m, const ScenarioFacts& f, const ResolvedScenario& rs, const Layout& l,
                         const MemoryBreakdown& mem, const StackFacts& stack)
{
    const Scenario& s = rs.scenario;
    m.papers = stack.kv == KvRule::FreeFraction;
    m.base[MemoryComponent::Weights] = mem[MemoryComponent::Weights];
    m.base[MemoryComponent::KvCache] = mem[MemoryComponent::KvCache];
    m.workspacePrefill = mem[MemoryComponent::Activations];
    m.workspaceDecode = inferenceWorkspace(f, rs, l, 1.0, double(l.microBatch));
    m.reserveFraction = s.overhead.fraction;
    m.kvBatch = mem[MemoryComponent::KvCache];
    m.papersWorkspace = m.workspacePrefill;
    m.batch = double(l.microBatch);
    if (stack.kv == KvRule::DeviceFraction) {
        // The engine takes its share of the whole device up front and
        // fills what the weights and the profiled activations leave
        // with KV blocks (vLLM's gpu_memory_utilization).
        m.deviceFraction = s.serving.kvMemoryFraction.value_or(deviceFractionOf(stack, l.tensor * l.pipeline));
        const double share = m.deviceFraction * usableMemoryBytes(rs.gpu);
        m.base[MemoryComponent::KvCache] = std::max(
            mem[MemoryComponent::KvCache], share - m.base[MemoryComponent::Weights] - m.workspacePrefill - m.context);
    } else if (stack.kv == KvRule::Grows) {
        // generate(): the whole batch's prompts in one forward (no
        // chunks), the cache of every sequence at its full length.
        const double prompt = double(s.workload.promptTokens), b = double(l.microBatch);
        m.promptWorkspace = inferenceWorkspace(f, rs, l, prompt, 1.0);
        m.workspacePrefill = std::max(m.workspacePrefill, m.promptWorkspace * b);
        m.reserveFraction = stack.reserveFraction;
    } else if (stack.kv == KvRule::Context) {
        m.reserveFraction = 0; // llama.cpp allocates its buffers itself
    }
}

} // namespace

StepMemoryModel stepMemoryModel(const ScenarioFacts& f, const ResolvedScenario& rs, const Layout& l,
                                const MemoryEval& papers)
{
    const Scenario& s = rs.scenario;
    const StackFacts& stack = stackFacts(stackOf(s));
    StepMemoryModel m;
    m.stack = stack.stack;
    m.training = f.training;
    m.context = contextBytesOf(s);
    const MemoryBreakdown& mem = papers.mem;

    if (!f.training) {
        inferenceStepMemory(m, f, rs, l, papers.mem, stack);
        return m;
    }

    // Model states: alive through the step; gradients too when the stack
    // keeps a buffer (Megatron, DeepSpeed), else made during the backward.
    m.base[MemoryComponent::Weights] = mem[MemoryComponent::Weights];
    m.base[MemoryComponent::MasterWeights] = mem[MemoryComponent::MasterWeights];
    m.base[MemoryComponent::OptimizerStates] = mem[MemoryComponent::OptimizerStates];
    const double grads = mem[MemoryComponent::Gradients];
    if (stack.gradientsPersist)
        m.base[MemoryComponent::Gradients] = grads;
    else
        m.gradients = grads;
    // Accumulated micro-batches keep the gradients through the next forward.
    m.gradientsInForward = !stack.gradientsPersist && papers.microPerStep > 1;
    // Under the Trainer's no_sync, unsharded until the last micro-batch.
    if (trainerNoSync(s, l, double(papers.microPerStep)))
        m.gradientsUnsynced = trainerFsdpBytes(f, s, l) * (f.adapters ? f.loraParams : f.pc.total);
    // The most loaded stage's layers: with uneven stages (§7f) not ⌈L/p⌉.
    m.layers = std::max(1.0, papers.worstLayers > 0 ? papers.worstLayers : papers.layersPerStage);

    if (stack.saves == SaveRule::Fused || !f.transformer) {
        // Korthikanti et al. 2022's layer, Megatron's loss: the sum.
        m.papers = stack.gradientsPersist && !m.gradientsInForward;
        m.activations = mem[MemoryComponent::Activations];
        m.perLayer = papers.perLayerKept;
        m.recomputedLayer = l.recompute == Recompute::Full ? papers.perLayerFull : 0;
        m.layersRecomputed = recomputedLayers(l, m.layers);
        m.lossForward = m.lossBackward = mem[MemoryComponent::Logits];
        m.reserveFraction = s.overhead.fraction;
        return m;
    }

    // Eager ops (docs/model.md §6b): per token, split by tensor parallelism.
    m.papers = false;
    const ActivationShape& x = papers.shape;
    const double tokens = x.s * x.b; // this GPU's micro-batch
    const double t = double(l.tensor);
    const Numerics numerics = numericsOf(s, stack, l, f.rb.activation);
    const EagerSaves layer = eagerLayerBytes(f, s, numerics);
    const double full = s.activations.scale * tokens *
                        (x.sp ? (layer.replicated + layer.split) / t : layer.replicated + layer.split / t);
    const double flight = papers.inflight * papers.interleave;
    // transformers checkpoints whole layers; torchtitan's selective mode
    // keeps the layer's input, SDPA's outputs and every other matmul's.
    const bool opSelective = l.recompute == Recompute::Selective && stack.opSelectiveCheckpointing;
    const bool recompute = l.recompute == Recompute::Full || opSelective;
    double input = s.activations.scale * tokens * numerics.params * x.h / (x.sp ? t : 1.0);
    if (opSelective) {
        const OpCheckpointLayer op = opCheckpointLayer(f.inv, t);
        const LayerWidths& w = f.inv.widths;
        input +=
            s.activations.scale * tokens * (numerics.compute * (op.savedPerToken + w.attnOut / t) + 4.0 * w.heads / t);
    }
    m.perLayer = recompute ? input : full;
    m.recomputedLayer = recompute ? full : 0;
    // recompute_layers: the first layers checkpointed, the others whole.
    m.layersRecomputed = opSelective ? m.layers : recomputedLayers(l, m.layers);
    m.activations = flight * (m.layersRecomputed * m.perLayer + (m.layers - m.layersRecomputed) * full);
    // The embedding's output (the first layer's input under checkpointing is
    // counted above) and, on the last stage, the final norm and the head's input.
    const bool lastStage = papers.lastStageWorst || l.pipeline == 1;
    const double headInput = lastStage ? tokens * headInputBytes(f, s, numerics) : 0;
    m.activations += headInput;
    m.eager = true;
    m.tokens = tokens;
    m.scale = s.activations.scale;
    m.layerPerToken = full / (m.scale * tokens);
    m.inputPerToken = input / (m.scale * tokens);
    m.flight = flight;
    m.headInput = headInput;

    // The loss (transformers' ForCausalLMLoss): the logits in the compute
    // dtype, their fp32 copy and log_softmax's fp32 output at the end of the
    // forward; at the start of the backward the saved output, its gradient
    // and the gradient of the input, three fp32 copies.
    // A chunked loss (software.loss): one chunk's logits in the compute dtype
    // while the forward runs the loss, and the head's input gradient (and its
    // weight's, when the head trains) made there and kept to the backward,
    // with an fp32 loss per token.
    // The same loss compiled (torchtitan's torch.compile(cross_entropy_loss),
    // components/loss.py since bbb1b61): Inductor reads the 16-bit logits in
    // one fused reduction and keeps them with an fp32 log-sum-exp per token;
    // the backward writes the 16-bit gradient beside them. No fp32 copy.
    const Architecture& a = f.arch;
    if (lastStage && a.lmHead && a.vocab > 0) {
        const double vocab = double(a.vocab) / (stack.stack == SoftwareStack::Fsdp2 ? t : 1.0);
        m.logits = tokens * vocab;
        if (chunkedLoss(s)) {
            const double h = f.inv.widths.hidden;
            const double chunk = lossChunkTokens(tokens, vocab, h);
            const double headGradient = f.adapters ? 0.0 : vocab * h * numerics.params;
            const double kept = tokens * h * numerics.compute + headGradient + 4.0 * tokens;
            m.lossForwardPerLogit = numerics.compute * chunk / tokens;
            m.lossKept = kept;
            m.lossForward = numerics.compute * chunk * vocab + kept;
            m.lossBackward = kept;
        } else if (compiledLoss(s)) {
            m.lossForwardPerLogit = numerics.compute;
            m.lossBackwardPerLogit = 2.0 * numerics.compute;
            m.lossKept = 4.0 * tokens;
            m.lossForward = m.lossForwardPerLogit * m.logits + m.lossKept;
            m.lossBackward = m.lossBackwardPerLogit * m.logits + m.lossKept;
        } else if (lossParallel(s, stack, l.tensor)) {
            // torchtitan under tensor parallel (loss_parallel(), on when TP > 1:
            // parallel_dims.py) runs the loss on the vocabulary shards
            // through DTensor's decomposed handlers (torch/distributed/tensor/
            // parallel/loss.py): _log_softmax keeps the fp32 copy, x − max
            // and exp(x − max) at once beside the 16-bit logits (14 bytes a
            // local logit); the fused nll/log_softmax backward computes
            // (zeros + exp(log-probs))·grad beside the saved log-probs, four
            // fp32 tensors (16 bytes) where the fused kernels keep three.
            const double eLogits = f.rb.activation >= 4 ? 0.0 : 2.0;
            m.lossForwardPerLogit = eLogits + 12.0;
            m.lossBackwardPerLogit = 16.0;
            m.lossForward = m.lossForwardPerLogit * m.logits;
            m.lossBackward = m.lossBackwardPerLogit * m.logits;
        } else {
            const double eLogits = f.rb.activation >= 4 ? 0.0 : 2.0; // .float() copies a 16-bit tensor
            m.lossForwardPerLogit = eLogits + 4.0 + 4.0;
            m.lossBackwardPerLogit = 12.0;
            m.lossForward = m.lossForwardPerLogit * m.logits;
            m.lossBackward = m.lossBackwardPerLogit * m.logits;
        }
    }

    // Autocast's bf16 copy of every matmul weight (fp32 parameters): alive
    // from its cast in the forward to its layer's backward; with
    // checkpointing the cache goes when the forward's autocast exits and one
    // layer's casts come back while it is recomputed.
    // (A frozen fp32 base under autocast: each Linear saves its weight's cast, as many bytes.)
    if (stack.autocastCopies && autocastRecipe(s.precision.recipe)) {
        m.copiesPerLayer = 2.0 * f.pc.layerMatrices / double(a.layers) / t;
        if (lastStage && a.lmHead) // the head's cast (the embedding's weight, when tied)
            m.copiesFixed = 2.0 * double(a.vocab) * double(a.hidden) / t;
        m.copiesFreedAfterForward = recompute;
    }
    m.copiesBackward = m.copiesPerLayer;
    // FSDP2 gathers each layer's parameters unsharded in bf16, the next one
    // prefetched: two layers' worth through the forward and the backward.
    if (stack.stack == SoftwareStack::Fsdp2 && l.zero >= 3 && papers.dp > 1) {
        const double layerParams = f.pc.perLayer / t;
        m.copiesPerLayer = m.copiesBackward = 0;
        m.copiesFixed = 2.0 * 2.0 * layerParams;
    }
    // DeepSpeed ZeRO-3 (v0.19.6, runtime/zero/partitioned_param_coordinator.py)
    // gathers each module's parameters for its forward and backward and
    // releases them after, except those used again within
    // stage3_max_reuse_distance = 1e9 parameters of the trace (the default,
    // runtime/zero/config.py, and the Hugging Face docs' ZeRO-3 config):
    // __params_to_release walks the trace ahead and keeps what recurs. At the
    // turn from the forward to the backward the head recurs at once, and the
    // last layers recur after the head twice and the layers after them twice:
    // layer L−k stays whole while 2·P_head + 2·(k − 1)·P_layer < 1e9. Beside
    // them one prefetch bucket (stage3_prefetch_bucket_size, 0.9·h² under the
    // Trainer's "auto": transformers integrations/deepspeed.py). The end of the
    // backward gathers the embedding.
    if (stack.stack == SoftwareStack::DeepSpeed && l.zero >= 3 && papers.dp > 1) {
        constexpr double kReuseDistance = 1e9;
        const double bytes = f.rb.weights, layer = f.pc.perLayer;
        const double vh = double(a.vocab) * double(a.hidden);
        const double head = a.lmHead ? vh : 0.0;
        const double embedding = f.pc.embedding > 0 ? f.pc.embedding : head;
        const double kept =
            layer > 0 ? std::clamp(std::ceil((kReuseDistance - 2.0 * head) / (2.0 * layer)), 0.0, double(a.layers))
                      : 0.0;
        const double prefetch = std::floor(0.9 * double(a.hidden) * double(a.hidden));
        m.copiesPerLayer = 0;
        m.copiesFreedAfterForward = false;
        m.copiesFixed = bytes * (head + kept * layer + prefetch);
        m.copiesBackward = bytes * (embedding + prefetch);
    }
    // The Trainer's FSDP (Accelerate 1.15: FSDP1, FULL_SHARD, each decoder
    // layer wrapped, limit_all_gathers=True) gathers each layer in 16 bits for
    // its forward and again for its backward, the rate limiter letting two
    // all-gathers be in flight; the root unit (the embedding, the final norm
    // and the head) is not resharded after the forward (torch/distributed/
    // fsdp/_runtime_utils.py, _post_forward_reshard: "Do not free the root's
    // parameters in the post-forward") and stays whole through the backward,
    // whose last step is its own. At the end of the backward: the first
    // layer and the root. In 16 bits under mixed precision, where autocast
    // has nothing left to cast; else at the parameters' own bytes.
    if (trainerFsdp(s, l)) {
        const double bytes = trainerFsdpBytes(f, s, l);
        const double layerParams = f.pc.perLayer, root = f.pc.embedding + f.pc.lmHead + f.pc.other;
        m.copiesPerLayer = 0;
        m.copiesFreedAfterForward = false;
        m.copiesFixed = bytes * (2.0 * layerParams + root);
        m.copiesBackward = bytes * (layerParams + root);
    }
    m.reserveFraction = (recompute ? stack.reserveFractionRecompute : stack.reserveFraction) + s.overhead.fraction;
    return m;
}

double trainerFsdpBytes(const ScenarioFacts& f, const Scenario& s, const ParallelSizes& layout)
{
    return fsdpMixedPrecision(s, layout) ? 2.0 : f.rb.weights;
}

std::array<MemoryBreakdown, kStepPhaseCount> phasesOf(const StepMemoryModel& m, bool firstMicroBatch,
                                                      bool lastMicroBatch)
{
    std::array<MemoryBreakdown, kStepPhaseCount> p{};
    for (MemoryBreakdown& b : p)
        b = m.base;
    if (!m.training) {
        p[std::size_t(StepPhase::Prefill)][MemoryComponent::Activations] = m.workspacePrefill;
        p[std::size_t(StepPhase::Decode)][MemoryComponent::Activations] = m.workspaceDecode;
        return p;
    }
    const double copies = m.copiesPerLayer * m.layers + m.copiesFixed;
    MemoryBreakdown& forward = p[std::size_t(StepPhase::Forward)];
    forward[MemoryComponent::Activations] = m.activations;
    forward[MemoryComponent::WeightCopies] = copies;
    forward[MemoryComponent::Logits] = m.lossForward;
    MemoryBreakdown& start = p[std::size_t(StepPhase::BackwardStart)];
    start[MemoryComponent::Activations] = m.activations;
    start[MemoryComponent::WeightCopies] = m.copiesFreedAfterForward ? 0.0 : copies;
    start[MemoryComponent::Logits] = m.lossBackward;
    // Before the last micro-batch, FSDP under no_sync holds the gradients
    // unsharded (gradientsUnsynced); the last reduces them to their shards.
    const bool unsynced = m.gradientsUnsynced > 0;
    if (m.gradientsInForward && !firstMicroBatch) {
        forward[MemoryComponent::Gradients] += unsynced ? m.gradientsUnsynced : m.gradients;
        start[MemoryComponent::Gradients] += unsynced ? m.gradientsUnsynced : m.gradients;
    }
    // The end of the backward: every gradient, the first layer's activations
    // (recomputed, with its weights cast again, under checkpointing).
    MemoryBreakdown& backward = p[std::size_t(StepPhase::Backward)];
    backward[MemoryComponent::Gradients] += unsynced && !lastMicroBatch ? m.gradientsUnsynced : m.gradients;
    backward[MemoryComponent::Activations] =
        m.recomputedLayer > 0 ? m.recomputedLayer + m.perLayer : std::min(m.perLayer, m.activations);
    backward[MemoryComponent::WeightCopies] = m.copiesBackward;
    p[std::size_t(StepPhase::Optimizer)][MemoryComponent::Gradients] += m.gradients;
    return p;
}

MemoryPeak peakOf(const StepMemoryModel& m)
{
    MemoryPeak peak;
    peak.stack = m.stack;
    peak.papers = m.papers;
    const auto phases = phasesOf(m);
    static constexpr StepPhase training[] = {StepPhase::Forward, StepPhase::BackwardStart, StepPhase::Backward,
                                             StepPhase::Optimizer};
    static constexpr StepPhase inference[] = {StepPhase::Prefill, StepPhase::Decode};
    const auto consider = [&](StepPhase ph) {
        const double total = phases[std::size_t(ph)].total();
        if (total > peak.allocated) {
            peak.allocated = total;
            peak.alive = phases[std::size_t(ph)];
            peak.moment = momentOf(ph);
        }
    };
    peak.moment = m.training ? MemoryMoment::BackwardStart : MemoryMoment::Prefill;
    if (m.training) {
        // The papers' accounting is every component at once: the start of the backward.
        if (m.papers) {
            consider(StepPhase::BackwardStart);
        } else {
            for (StepPhase ph : training)
                consider(ph);
        }
    } else {
        for (StepPhase ph : inference)
            consider(ph);
    }
    peak.reserved = peak.allocated * (1.0 + m.reserveFraction);
    peak.context = m.context;
    peak.process = peak.reserved + peak.context;
    return peak;
}

MemoryMoment momentOf(StepPhase p)
{
    switch (p) {
    case StepPhase::Start: return MemoryMoment::StepStart;
    case StepPhase::Forward: return MemoryMoment::Forward;
    case StepPhase::BackwardStart: return MemoryMoment::BackwardStart;
    case StepPhase::Backward: return MemoryMoment::Backward;
    case StepPhase::Optimizer: return MemoryMoment::Optimizer;
    case StepPhase::End: return MemoryMoment::StepEnd;
    case StepPhase::Prefill: return MemoryMoment::Prefill;
    case StepPhase::Decode: return MemoryMoment::Decode;
    case StepPhase::Count: break;
    }
    return MemoryMoment::StepStart;
}

MemoryTimeline timelineOf(const StepMemoryModel& m, const MemoryPeak& peak, const TimelineTimes& t)
{
    MemoryTimeline tl;
    const auto push = [&](double seconds, MemoryMoment phase, const MemoryBreakdown& bytes, int microBatch) {
        tl.points.emplace_back(seconds, phase, bytes, microBatch);
    };
    if (!m.training) {
        const auto phases = phasesOf(m);
        const auto at = [&](StepPhase ph) { return phases[std::size_t(ph)]; };
        push(0, MemoryMoment::StepStart, at(StepPhase::Start), 0);
        push(t.forward, MemoryMoment::Prefill, at(StepPhase::Prefill), 0);
        push(t.forward + t.backward, MemoryMoment::Decode, at(StepPhase::Decode), 0);
    } else {
        // Every micro-batch of the step, one after the other (one, in a
        // pipeline's steady state: its stages interleave them). The first
        // runs its forward without gradients when the stack frees them
        // between steps; the others on top of the ones accumulated so far.
        const int count = std::max(1, t.microBatches);
        tl.microBatches = count;
        tl.oneMicroBatch = t.pipelined && count > 1;
        const int drawn = tl.oneMicroBatch ? 1 : count;
        // The first micro-batch differs from the others only where gradients
        // live through a forward, the last only under no_sync (phasesOf).
        const auto later = phasesOf(m, false);
        std::optional<std::array<MemoryBreakdown, kStepPhaseCount>> firstOwn, lastOwn;
        if (m.gradientsInForward)
            firstOwn = phasesOf(m, true);
        if (m.gradientsUnsynced > 0)
            lastOwn = phasesOf(m, false, true);
        const auto& first = firstOwn ? *firstOwn : later;
        const auto& last = lastOwn ? *lastOwn : later;
        // Past kDrawnMicroBatches, the third to the one before the last are
        // alike: one flat stretch between them stands for them all, at real
        // time, and the chart says so.
        const bool elide = drawn > kDrawnMicroBatches;
        tl.points.reserve(std::size_t(7 * std::min(drawn, kDrawnMicroBatches) + 4));
        push(0, MemoryMoment::StepStart, first[std::size_t(StepPhase::Start)], 0);
        double now = 0;
        // What stays alive between micro-batches: the states and the
        // gradients so far.
        MemoryBreakdown between = later[std::size_t(StepPhase::Start)];
        between[MemoryComponent::Gradients] = later[std::size_t(StepPhase::Backward)][MemoryComponent::Gradients];
        for (int k = 1; k <= drawn; ++k) {
            // (A pipeline's steady state is a later micro-batch.)
            const auto& ph = k == 1 && !tl.oneMicroBatch ? first : (k == drawn && drawn > 1 ? last : later);
            const auto at = [&ph](StepPhase p) -> const MemoryBreakdown& { return ph[std::size_t(p)]; };
            if (elide && k == 3) {
                // From the third micro-batch's start to the last's: one
                // stretch at what stays alive between them.
                push(now, MemoryMoment::Forward, between, k);
                tl.elidedFrom = tl.points.size() - 1;
                tl.elidedMicroBatches = drawn - 3;
                now += double(drawn - 3) * (t.forward + t.backward);
                k = drawn;
            }
            if (k > 1 || tl.oneMicroBatch)
                push(now, MemoryMoment::Forward, between, k);
            // Layer by layer the forward keeps each layer's activations (and
            // weight copies) and the backward frees them and makes its
            // gradients: equal steps per layer, so memory moves linearly
            // between the phases' points and those points draw the step.
            // The head and the loss make the logits' tensors over their own
            // time at the end of the forward, and the backward frees them
            // once the head's backward has used their gradient.
            const bool logits = at(StepPhase::Forward)[MemoryComponent::Logits] > 0;
            const double lossForward = logits ? std::clamp(t.lossForward, 0.0, t.forward) : 0.0;
            const double lossBackward = logits ? std::clamp(t.lossBackward, 0.0, t.backward) : 0.0;
            now += t.forward - lossForward;
            push(now, MemoryMoment::Forward, at(StepPhase::Forward), k);
            tl.points.back().bytes[MemoryComponent::Logits] = 0; // the last layer's forward, before the loss
            now += lossForward;
            push(now, MemoryMoment::Forward, at(StepPhase::Forward), k);
            push(now, MemoryMoment::BackwardStart, at(StepPhase::BackwardStart), k);
            // Into the backward: the loss's tensors freed and, with
            // checkpointing, the last layer's activations recomputed on top;
            // then what the forward kept is freed as the gradients appear.
            now += lossBackward;
            push(now, MemoryMoment::BackwardStart, at(StepPhase::BackwardStart), k);
            push(now, MemoryMoment::Backward, at(StepPhase::BackwardStart), k);
            tl.points.back().bytes[MemoryComponent::Logits] = 0;
            // (With recompute_layers the last layers are not recomputed.)
            if (m.layersRecomputed >= m.layers)
                tl.points.back().bytes[MemoryComponent::Activations] += m.recomputedLayer;
            now += t.backward - lossBackward;
            push(now, MemoryMoment::Backward, at(StepPhase::Backward), k);
            tl.points.back().bytes[MemoryComponent::Logits] = 0;
        }
        push(now, MemoryMoment::Optimizer, later[std::size_t(StepPhase::Optimizer)], 0);
        push(now + t.optimizer, MemoryMoment::StepEnd, later[std::size_t(StepPhase::End)], 0);
    }
    // The peak's own point (a phase's total, not an interpolation), in place.
    std::size_t best = 0;
    for (std::size_t i = 0; i < tl.points.size(); ++i)
        if (tl.points[i].phase == peak.moment && tl.points[i].bytes.total() >= peak.allocated * (1 - 1e-12)) {
            best = i;
            break;
        }
    tl.peakIndex = best;
    return tl;
}

} // namespace headroom::detail
