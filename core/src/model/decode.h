#pragma once

// The one decode and prefill model (docs/model.md §8 and §8b). A replica of
// t × p GPUs reads its weights once per step for every token row and each
// sequence's KV cache (or state); GEMMs and attention each run at their own
// roofline with the kernel model's efficiency, elementwise work at the HBM
// rate, and the tensor-parallel all-reduces of every layer on top. The
// estimate's single-request figures, the serving curve, the planner's
// inference objective and the charts all read it, so a request's TTFT and
// TPOT are one number wherever they are shown.

#include "stepmodel.h"

#include <optional>
#include <utility>
#include <vector>

namespace headroom::detail {

// What one model costs per step on one replica.
struct DecodeModel {
    const ScenarioFacts* f = nullptr;
    const KernelCurve* k = nullptr;
    Cluster cluster;
    double t = 1, p = 1;
    double peak = 0;
    double bandwidth = 0;   // achieved HBM bytes/s
    double weightBytes = 0; // per GPU, all weights (dense); MoE touched below
    double expertBytes = 0; // per GPU, the routed experts' share of weightBytes
    double kvPerToken = 0;  // bytes per token of context, per GPU (full-context layers)
    double kvCapped = 0;    // windowed layers' bytes per token, per GPU, up to kvWindow
    double kvWindow = 0;
    double kvState = 0;    // linear layers' constant state per sequence, per GPU
    double matmul = 0;     // matmul parameters per token (PaLM)
    double headMatmul = 0; // of which the LM head: a prompt computes it for its last token only
    // Norms, residual adds and the MLP activation: bytes per token row on
    // one GPU over its layers, read and written at elementwiseBandwidth.
    double elementwise = 0;
    double elementwiseBandwidth = 1;
    double hidden = 0, ffn = 0, layers = 0;
    double scale = 1;
    // A forward launched kernel by kernel from Python (transformers'
    // generate()): the host's time for one forward of one stage; a step is
    // never shorter (0: an engine that replays CUDA graphs).
    double hostSeconds = 0;
    double hostKernels = 0; // of which kernels, one stage's forward
    ScoreWidths widths;

    // What one sequence caches (and decode reads) at context c (section 1b).
    double kvBytes(double c) const { return c * kvPerToken + kvCapped * std::min(c, kvWindow) + kvState; }
    double scoreWidth(double c) const { return widths.at(c); }
    // The tensor-parallel all-reduces of one step of `rows` token rows, on one stage.
    double collective(double rows) const;
    // Weights read by one step of b token rows: MoE reads the experts the
    // rows touch, E·(1 − (1 − k/E)^b) per layer in expectation.
    double weightsRead(double rows) const;
    // η is sized by one layer's MLP GEMM of `rows` rows, as in training.
    double etaFlops(double rows) const { return 2.0 * rows * hidden * ffn / t; }
    double efficiency(double rows) const;
    // GEMM FLOPs per GPU of a step: `decodeRows` rows through every matrix,
    // `promptRows` prompt rows of which `prompts` finish their prompt (only a
    // prompt's last token goes through the LM head).
    double gemmFlops(double decodeRows, double promptRows = 0, double prompts = 0) const;

    // What one decode step reads and computes per sequence, beyond the
    // weights, averaged over the sequences in flight (the request mix).
    struct Reads {
        double kv = 0;   // KV (or state) bytes per sequence
        double attn = 0; // attention FLOPs per verified token, 4·width(c)·c
    };
    Reads readsOf(const std::vector<std::pair<double, double>>& contexts) const; // (context, share in flight)
    Reads readsAt(double context) const { return {kvBytes(context), 4.0 * scoreWidth(context) * context}; }

    // One step of one pipeline stage: b sequences verifying `tokens` tokens
    // each, with `promptRows` prompt tokens (of `prompts` prompts, attention
    // `promptAttn` FLOPs) batched into it, as in-flight batching with chunked
    // prefill runs them (Agrawal et al. 2024). GEMMs read the weights once
    // for every row; attention reads each sequence's KV; each kernel at its
    // own roofline, one after the other.
    struct Step {
        double seconds = 0;
        double gemm = 0, attention = 0, elementwise = 0, comm = 0; // its parts
        double memorySeconds = 0, computeSeconds = 0;              // all bytes at B, all FLOPs at η
        bool memoryBound = true;
        double host = 0;        // the host's launches, when they take longer than the GPU
        bool hostBound = false; // the GPU waits for Python: seconds is the host's
    };
    Step stageStep(double b, const Reads& reads, double tokens, double promptRows = 0, double prompts = 0,
                   double promptAttn = 0) const;
    // A decode step of the replica as one sequence sees it: b sequences in p
    // micro-batches, each token through every stage (p · one stage's step of
    // ⌈b/p⌉ sequences, one when b < p).
    Step decode(double b, const Reads& reads, double tokens) const;
    // FLOPs per GPU of `b` prompts of P tokens: every row through the
    // layers, the LM head for each prompt's last token, causal attention
    // (half the square).
    double prefillFlops(double P, double b = 1) const;
    // `b` prompts of P tokens together, alone on the replica, through every stage.
    Step prefill(double P, double b = 1) const;
    // A step of `stages` stages one after the other never shorter than
    // their launches (hostSeconds each).
    void hostFloor(Step& st, double stages = 1) const;
};

DecodeModel decodeModelFor(const ScenarioFacts& f, const ResolvedScenario& rs, const Layout& l, double peak);

// Speculative decoding (Leviathan et al. 2023): k draft steps, then the
// target verifies k + 1 tokens in one step, (1 − α^(k+1)) / (1 − α) of them
// accepted. Without a named draft model a draft step costs a tenth of a
// target step.
struct DecodeStepOf {
    DecodeModel::Step verify; // the target's step
    double draftSeconds = 0;  // one draft step (0 without speculation)
    double seconds = 0;       // k drafts + the verification
    double tokensPerStep = 1; // tokens one step verifies (k + 1)
    double tokensPerVerification = 1;
    double tpot() const { return seconds / tokensPerVerification; }
};
DecodeStepOf decodeStepOf(const DecodeModel& target, const DecodeModel* draft, const SpeculativeConfig& sp, double b,
                          const DecodeModel::Reads& reads, const DecodeModel::Reads& draftReads);

// `b` requests of P prompt and O output tokens, alone on one replica (no
// queue, nobody else's prompts): TTFT is their prefill, TPOT their decode
// step at the mean context P + O/2. At b = 1 this is the serving curve's
// first point (serving.h), and the estimate's inference figures.
struct AloneRequests {
    DecodeModel target;
    std::optional<DecodeModel> draft;
    DecodeModel::Reads reads;
    double b = 1, P = 0, O = 0, context = 0;
    DecodeModel::Step prefill;
    DecodeStepOf decode;
    double ttft() const { return prefill.seconds; }
    double tpot() const { return decode.tpot(); }
    double requestSeconds() const { return ttft() + O * tpot(); }
};
AloneRequests aloneRequests(const ScenarioFacts& f, const ResolvedScenario& rs, const Layout& l, double peak, double b);

// The working of a decode step and of a prefill (explain.h), one for the
// estimate's figures and the serving model's: `perToken` divides the step by
// the tokens a verification yields (TPOT) instead of showing the step.
void explainDecodeStep(Figure& fig, const DecodeModel& m, const DecodeStepOf& d, double b,
                       const DecodeModel::Reads& reads, bool perToken, const char* source);
void explainPrefill(Figure& fig, const DecodeModel& m, double P, double b, const char* source);

// How many sequences of `pagedContext` tokens the KV memory of one GPU holds:
// the runtime's share (serving.kv_memory_fraction) of what is left after the
// weights, one prompt's workspace and the overheads (Kwon et al. 2023). The
// estimate's largest batch and the serving model's concurrency are this one number.
struct KvCapacity {
    double usable = 0;      // (capacity − fixed overhead) / (1 + fraction)
    double weights = 0;     // per GPU
    double workspace = 0;   // one prompt's, per GPU
    double fraction = 0.9;  // the runtime's share
    double budget = 0;      // bytes for the KV cache, per GPU
    double perSequence = 0; // bytes one sequence caches, per GPU
    std::int64_t sequences = 0;
};
KvCapacity kvCapacity(const ScenarioFacts& f, const ResolvedScenario& rs, const Layout& l, double weightsPerGpu,
                      double perSequence, double longestPrompt);

// The same for the scenario's requests (workload.prompt_tokens + output_tokens):
// the estimate's largest batch, and for inference part of "fits" (a batch the
// runtime's KV share cannot hold does not fit), the planner's and the solvers' too.
KvCapacity scenarioKvCapacity(const ScenarioFacts& f, const ResolvedScenario& rs, const Layout& l,
                              double weightsPerGpu);

// Tokens a paged KV cache holds for a sequence of `tokens`: whole 16-token blocks (vLLM).
inline constexpr double kPageTokens = 16;
double pagedTokens(double tokens);

} // namespace headroom::detail
