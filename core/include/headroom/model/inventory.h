#pragma once

// The layer inventory (issue 27; docs/model.md §1 and §1b): built once from
// an architecture, it is the one place that knows what each kind of layer
// holds and computes. Every tensor with its role and shape, grouped into the
// blocks a layer is made of (an attention or a linear-attention mixer, a
// dense or a mixture-of-experts MLP) with the number of layers that have
// each, the tensors outside the layers, and the widths of what a layer
// computes per token. Parameter counts, weight bytes (the GGUF walk
// included), LoRA adapters, FLOPs, the step-time GEMMs, the roofline's
// points, the decode and prefill steps, the activation memory and the
// inference workspace are folds over it; nothing else multiplies heads by
// a head dimension.

#include "headroom/error.h"
#include "headroom/model/model.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace headroom {

// What a tensor is: the quantiser's rules, the LoRA targets that adapt it
// and the GGUF names follow from it.
enum class TensorRole : std::uint8_t {
    Query,     // q_proj (MHA/GQA), or MLA's single q without a q_lora
    QueryGate, // Qwen3-Next's output gate, the second half of q_proj
    Key,
    Value,
    Output,    // o_proj
    QueryDown, // MLA q_a_proj (h → q_lora)
    QueryUp,   // MLA q_b_proj (q_lora → heads·(nope + rope))
    KvDown,    // MLA kv_a_proj_with_mqa (h → kv_lora + rope)
    KeyUp,     // MLA kv_b_proj's key half (kv_lora → heads·nope), GGUF's attn_k_b
    ValueUp,   // MLA kv_b_proj's value half (kv_lora → heads·v), GGUF's attn_v_b
    Mixer,     // a linear-attention or state-space block's matrices, as one
    Gate,
    Up,
    Down,
    Router,           // ffn_gate_inp
    SharedExpertGate, // an h → 1 gate on the shared expert (Qwen3-Next)
    Norm,             // a normalisation's weight (and bias)
    Bias,             // linear biases
    Vector,           // other vectors: QK-norms, attention sinks, router biases, latent norms
    TokenEmbedding,
    PositionEmbedding,
    TypeEmbedding,
    LmHead,
    Pooler,
    Extra, // parameters outside the stack that take part in matmuls (a ViT's patch projection)
};

// Which MLP a Gate/Up/Down belongs to.
enum class MlpPart : std::uint8_t { None, Dense, Routed, Shared };

struct InventoryTensor {
    TensorRole role = TensorRole::Vector;
    MlpPart mlp = MlpPart::None;
    double rows = 0;     // output features (d_out)
    double cols = 1;     // input features (d_in; ggml's ne[0])
    double copies = 1;   // routed experts stacked in one tensor
    bool matrix = false; // a weight matrix: quantised, and part of the matmuls
    double elements() const { return rows * cols * copies; }
};

// The blocks a layer is made of. Every layer has one mixer (softmax
// attention or a linear/state-space block) and at most one MLP (dense, or
// routed experts with their router and shared experts). With one expert the
// "routed" block is the dense MLP itself, so that expert parallelism and the
// per-expert figures read it alike.
enum class BlockKind : std::uint8_t { Attention, Linear, RoutedMlp, DenseMlp, Count };
inline constexpr std::size_t kBlockKindCount = std::size_t(BlockKind::Count);

struct InventoryBlock {
    BlockKind kind = BlockKind::Attention;
    double layers = 0; // how many layers have it
    std::array<InventoryTensor, 16> tensors{};
    std::uint8_t count = 0;
    double norms = 0; // normalisation parameters that come with the block (per layer)

    const InventoryTensor* begin() const { return tensors.data(); }
    const InventoryTensor* end() const { return tensors.data() + count; }
    double params() const;   // per layer, norms excluded
    double matrices() const; // per layer
};

// What one layer computes per token, averaged over the stack: the widths of
// the values a layer's operations read and write (in elements, before
// tensor parallelism), as the activation memory, the workspace, the step's
// elementwise traffic and the LoRA adapters' inputs read them.
struct LayerWidths {
    double hidden = 0;
    double query = 0;   // what attention's scores read per token: heads·d (MLA: heads·(nope + rope))
    double key = 0;     // K as attention reads it (GQA: g·d; MLA: heads·(nope + rope))
    double value = 0;   // V likewise (MLA: heads·v)
    double attnOut = 0; // attention's output, o_proj's input (MLA: heads·v)
    double heads = 0;   // query heads (scores per token per key)
    double ffn = 0; // the MLP's inner width per token, over the layers with one: k routed experts + shared, or dense
    double mlpShare = 1; // the share of layers that have an MLP
    double normsPerLayer = 2;
    bool gated = true;
};

struct Inventory {
    Architecture arch; // normalized
    double layers = 0;
    std::array<InventoryBlock, kBlockKindCount> blocks{};
    InventoryBlock outside; // embeddings, head, final norm, pooler, extra (layers: 1)
    double normSize = 0;    // elements of one normalisation
    double mtp = 0;         // multi-token prediction modules as the checkpoint stores them
    LayerWidths widths;

    const InventoryBlock& block(BlockKind k) const { return blocks[std::size_t(k)]; }
    // The kinds of layer i in the stack's order: softmax layers first, then
    // linear ones; dense-MLP layers first (DeepSeek's first_k_dense_replace),
    // then the routed ones, then layers without an MLP. Only the counts are
    // known from a config; this order is the convention the GGUF walk reads.
    BlockKind mixerOf(std::int64_t layer) const;
    const InventoryBlock* mlpOf(std::int64_t layer) const; // nullptr: no MLP
};

Inventory buildInventory(const Architecture& arch);

// The folds over it (inventory.cpp), and the same from an architecture.
ParameterCounts countParameters(const Inventory& inv);
ParameterCounts countParameters(const Architecture& arch);
ParameterCounts countParameters(const ModelSpec& model); // a generic model: its size alone
// The model's size checks, which headroom/inputs.h hands the readers (they
// cannot count): an architecture past kMaxParameters (1e16), the error at
// `path` (a scenario's or a catalog entry's architecture); an imported config
// past kMaxExactCount (2^53), where a double stops holding the count exactly,
// a stricter bound for what an importer reads.
std::optional<Error> checkParameterLimit(const Architecture& arch, const std::string& path);
std::optional<Error> checkExactParameters(const Architecture& arch, const std::string& path);
// What a sequence caches (docs/model.md sections 5 and 1b).
KvShape kvShape(const Inventory& inv);
KvShape kvShape(const Architecture& arch);
// Attention-score work per token (ScoreWidths, model.h).
ScoreWidths scoreWidths(const Inventory& inv);
ScoreWidths scoreWidths(const Architecture& arch);
double attentionScoreWidth(const Architecture& arch, double context);
// Adafactor keeps 4·(rows + cols) bytes per matrix and 4 per vector element
// (Shazeer & Stern 2018): the state bytes of the whole model.
double adafactorStateBytes(const ModelSpec& model);
// The forward GEMMs of one layer (averaged over the stack) for a micro-batch
// of T tokens on one GPU of a tensor-parallel group of t and an expert-
// parallel group of ep, as Megatron-LM runs them: Q, K and V fused, the
// output projection, gate and up fused, down; each routed expert sees
// ep·T·k/E rows and a GPU runs E/ep of them; the router is replicated. A
// stack with section-1b mixers runs its mixers' matrices as one GEMM of
// their mean size. Each entry: FLOPs of one GEMM and how many per layer.
enum class GemmKind : std::uint8_t {
    Qkv,
    Output,
    Mixer, // a section-1b stack's mixer matrices, as one
    MlpUp, // gate and up (dense, or one routed expert)
    MlpDown,
    Router,
    SharedUp,
    SharedDown,
    DenseUp, // the dense-first layers of an MoE stack
    DenseDown,
};
struct Gemm {
    GemmKind kind = GemmKind::Qkv;
    double flops = 0;    // 2·m·n·k of one
    double count = 1;    // per layer, on average over the stack
    double m = 0;        // rows (tokens)
    double n = 0, k = 0; // output and input features on this GPU
};
struct LayerGemms {
    std::array<Gemm, 12> list{};
    std::uint8_t size = 0;
    const Gemm* begin() const { return list.data(); }
    const Gemm* end() const { return list.data() + size; }
};
LayerGemms layerGemms(const Inventory& inv, double T, double t, double ep);
// Bytes per token that one layer's memory-bound kernels read and write on
// one GPU of a tensor-parallel group of t (Korthikanti et al. 2022 §4.1's
// elementwise terms), averaged over the stack: two norms (read, write), two
// residual adds (read 2, write 1, a 1-byte mask with dropout), the MLP
// activation (read, write; gated: read 2), at e bytes an element. Without
// sequence parallel every TP rank repeats the hidden-sized work.
double elementwiseBytesPerToken(const Inventory& inv, double t, bool sequenceParallel, double e);
// The same layer run op by op in eager PyTorch (transformers 5.17's
// modeling_llama.py; docs/model.md §6b "Time"), bytes per token per layer,
// forward: each RMSNorm as six kernels with its fp32 upcast (36 bytes per
// hidden element), rotary embeddings on q and k (20 bytes per element of
// each), the MLP's activation and product (10 bytes per ffn element),
// bf16 residual adds (6 each); with an fp32 residual stream (autocast over
// fp32 parameters) each norm is four kernels and 28 bytes (its casts are
// no-ops), rotary promotes q and k to fp32 and autocast casts them back for
// SDPA (36 bytes), the residual adds move 10 bytes per element and each of
// the five Linears fed by a norm casts its input to bf16 (6 bytes). A routed
// MLP gathers, scales, scatters and adds back its tokens' k copies
// (transformers 5.x grouped_mm_experts_forward): h·(2 + 22k) bytes per token
// in bf16, h·(4 + 40k) over an fp32 stream.
struct EagerLayer {
    double bytesPerToken = 0; // forward
    double kernels = 0;       // forward kernels of one layer (the backward launches about twice as many)
};
EagerLayer eagerLayer(const Inventory& inv, double t, bool fp32Residual);

// The Linears of one decoder layer that a LoRA target list adapts, each
// wrapped by PEFT on its own, as widths per token (elements, before tensor
// parallelism): q, k and v read the hidden state (MLA: no v adapter, its
// kv_b_proj is "v"'s), gate and up too, once per expert the token visits;
// o reads attention's output, down the MLP's inner width.
struct AdaptedWidths {
    double hiddenInputs = 0;  // q, k, v, gate, up: replicated on every tensor-parallel rank
    double splitInputs = 0;   // o, down: split by t
    double columnOutputs = 0; // q, k, v, gate, up: split by t
    double rowOutputs = 0;    // o, down: hidden-wide
    double adapters = 0;      // adapters a token passes (lora_A's r-wide outputs)
};
AdaptedWidths adaptedWidths(const Inventory& inv, const std::vector<std::string>& targets);
// How many times a token's hidden state enters an MLP, averaged over the
// layers: once per routed expert it visits (and the shared one), else once.
double mlpInputsPerToken(const Inventory& inv);
// What PEFT's LoRA Linear runs beside the frozen Linear, per token of one
// layer (PEFT 0.17 tuners/lora/layer.py, Linear.forward, unchanged in 0.20:
// x cast to the fp32 adapter's dtype (_cast_input_dtype), lora_B(lora_A(x))
// (dropout 0 is nn.Identity), · scaling, result + ...; its backward: each
// op's gradient and x's gradient summed with the frozen Linear's), in bytes
// forward and backward and kernels forward. `activation` is the residual
// stream's bytes, `compute` the matmuls' (16-bit), autocast whether
// torch.autocast runs the adapters' matmuls (docs/model.md §6b "Time").
struct AdapterTraffic {
    double forwardBytes = 0;
    double backwardBytes = 0;
    double kernels = 0;
};
AdapterTraffic adapterTraffic(const AdaptedWidths& w, double t, double activation, double compute, bool autocast);

// Per-op selective activation checkpointing as torchtitan runs it
// (torchtitan/parallelisms/parallelize_llama.py, 9dec370, _save_list and
// _custom_policy): SDPA's outputs and every other matmul's output (the 1st,
// 3rd, ... in the layer's order: q, v, gate, down for a Llama layer) are
// saved; everything else is recomputed in the backward: the other matmuls
// and every elementwise op. Per token of one layer, after tensor parallelism
// (column-parallel outputs split by t, row-parallel o and down whole).
struct OpCheckpointLayer {
    double savedPerToken = 0;   // elements of the saved matmul outputs
    double recomputedShare = 0; // of the layer's forward matmul FLOPs, made again in the backward
};
OpCheckpointLayer opCheckpointLayer(const Inventory& inv, double t);

// Trainable LoRA parameters, rank r on the named targets, r·(d_in + d_out) per
// adapted matrix (Hu et al. 2021). Targets by their Hugging Face names:
// q, k, v, o, gate, up, down. On MLA, q adapts q_a and q_b (or q), k the
// kv_a projection and v the kv_b projection (PEFT's q_proj / q_a_proj and
// q_b_proj, kv_a_proj_with_mqa, kv_b_proj); the MLP targets adapt every
// expert's and the shared experts' matrices. Linear mixers take no adapters.
double loraParameters(const Inventory& inv, const std::vector<std::string>& targets, double rank);
// Σ (d_in + d_out) over the adapted matrices of one layer, averaged over the stack.
double loraWidthPerLayer(const Inventory& inv, const std::vector<std::string>& targets);

} // namespace headroom
