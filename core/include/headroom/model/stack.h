#pragma once

// The software that runs a job (format 2, `software.stack`; docs/model.md
// §6b): what it keeps in memory, when, and how it runs the kernels. The
// papers' accounting (ZeRO's 16 bytes, Korthikanti's fused layer) is how
// Megatron-LM keeps memory; PyTorch-native stacks keep other tensors for
// other lifetimes. Each stack is a table of facts, each read in the stack's
// own source at a named version (stack.cpp cites them).

#include "headroom/enumnames.h"
#include "headroom/types.h"

#include <cstdint>
#include <optional>
#include <string_view>
#include <utility>

namespace headroom {

enum class SoftwareStack : std::uint8_t {
    Megatron,       // Megatron-LM / NeMo (training)
    DeepSpeed,      // DeepSpeed ZeRO with Hugging Face models (training)
    Fsdp2,          // PyTorch FSDP2, torchtitan (training)
    HfTransformers, // Hugging Face Trainer/Accelerate in eager mode, PEFT for adapters; generate() for inference
    Vllm,
    Sglang,
    TensorRtLlm,
    LlamaCpp,
};
template <>
struct EnumNames<SoftwareStack> {
    static constexpr std::pair<SoftwareStack, std::string_view> table[] = {
        {SoftwareStack::Megatron, "megatron"},
        {SoftwareStack::DeepSpeed, "deepspeed"},
        {SoftwareStack::Fsdp2, "fsdp2"},
        {SoftwareStack::HfTransformers, "hf-transformers"},
        {SoftwareStack::Vllm, "vllm"},
        {SoftwareStack::Sglang, "sglang"},
        {SoftwareStack::TensorRtLlm, "tensorrt-llm"},
        {SoftwareStack::LlamaCpp, "llama.cpp"}};
};

// What a layer's operations save for the backward.
enum class SaveRule : std::uint8_t {
    Fused, // Megatron's fused kernels: Korthikanti et al. 2022's accounting
    Eager, // PyTorch eager, op by op, as transformers' modeling code runs it
};
// How the loss treats the logits.
enum class LossRule : std::uint8_t {
    FusedVocabParallel, // Megatron: the fp32 logits and the head's input, no more
    UpcastLogSoftmax,   // transformers' ForCausalLMLoss: .float(), then log_softmax
};
// The loss kernel a user chose (format 2, `software.loss`): the stack's own,
// or a chunked fused linear cross-entropy (Liger Kernel's
// LigerFusedLinearCrossEntropy, Apple's Cut Cross-Entropy) that never makes
// the whole logits tensor: chunks of tokens through the head, each chunk's
// gradient computed in the forward; or the stack's own upcast loss under
// torch.compile, which never materializes the fp32 copies.
enum class LossKernel : std::uint8_t {
    Stack,    // the stack's (LossRule)
    Chunked,  // chunked fused linear cross-entropy (Liger Kernel v0.6)
    Compiled, // the upcast cross-entropy under torch.compile (torchtitan since bbb1b61, 2025-04-02)
};
template <>
struct EnumNames<LossKernel> {
    static constexpr std::pair<LossKernel, std::string_view> table[] = {
        {LossKernel::Stack, "stack"}, {LossKernel::Chunked, "chunked"}, {LossKernel::Compiled, "compiled"}};
};

// The attention kernel a PyTorch stack's scaled_dot_product_attention runs.
// The stack's own (the built-in curve: cuDNN's fused attention, as PyTorch
// prefers on Hopper with cuDNN 9.15 or newer, and as Transformer Engine and
// torchtitan since March 2025 run), or FlashAttention-2: SDPA's flash backend,
// PyTorch's default before that (cuDNN opt-in after pytorch/pytorch#138522)
// and `attn_implementation="flash_attention_2"` in transformers.
enum class AttentionKernel : std::uint8_t {
    Stack,
    FlashAttention2,
};
template <>
struct EnumNames<AttentionKernel> {
    static constexpr std::pair<AttentionKernel, std::string_view> table[] = {
        {AttentionKernel::Stack, "stack"}, {AttentionKernel::FlashAttention2, "flash-attention-2"}};
};

// How a mixture of experts sends its tokens to the experts and back.
// Megatron-Core's alltoall dispatcher (token_dispatcher.py,
// MoEAlltoAllTokenDispatcher; fused or not, moe_utils.py permute,
// sort_chunks_by_idxs and unpermute) copies each routed token into the
// exchange's order, sorts what arrives by local expert, and undoes both
// after the experts; DeepEP's dispatch and combine kernels (Megatron's flex
// dispatcher, DeepSeek-V3 §3.2.2) write the experts' buffers directly.
enum class MoeDispatcher : std::uint8_t {
    AllToAll,
    DeepEp,
};
template <>
struct EnumNames<MoeDispatcher> {
    static constexpr std::pair<MoeDispatcher, std::string_view> table[] = {{MoeDispatcher::AllToAll, "alltoall"},
                                                                           {MoeDispatcher::DeepEp, "deepep"}};
};

// How an inference engine sizes its KV cache.
enum class KvRule : std::uint8_t {
    FreeFraction,   // a share of the memory free after weights and a profiling pass (TensorRT-LLM)
    DeviceFraction, // a share of the whole device, weights and activations inside it (vLLM, SGLang)
    Context,        // a fixed context allocated up front, plus compute buffers (llama.cpp)
    Grows,          // the cache grows per token, no pool (HF generate)
};

struct StackFacts {
    SoftwareStack stack = SoftwareStack::Megatron;
    bool training = true;   // runs training
    bool inference = false; // runs inference
    // Training memory (docs/model.md §6b).
    bool gradientsPersist = true; // a gradient buffer for the whole step; false: zero_grad(set_to_none) frees them
    SaveRule saves = SaveRule::Fused;
    LossRule loss = LossRule::FusedVocabParallel;
    // Mixed precision with fp32 parameters: autocast's bf16 copies of the
    // matmul weights live through the forward and are saved for the backward.
    bool autocastCopies = false;
    // With an adapter (LoRA), PEFT casts each adapter's input to the
    // adapter's dtype (fp32) and that cast is saved.
    bool adapterInputCasts = false;
    // recompute "selective" is per-op selective checkpointing (torchtitan's
    // op policy, headroom/model/inventory.h opCheckpointLayer); false: the stack
    // has no selective mode and checkpoints whole layers or nothing.
    bool opSelectiveCheckpointing = false;
    // The allocator: reserved over allocated at the peak (PyTorch's caching
    // allocator), without and with recomputation; and the CUDA context and
    // libraries outside it, in bytes (0: the scenario's overhead.fixed_bytes).
    double reserveFraction = 0;
    double reserveFractionRecompute = 0;
    double contextBytes = 0;
    // Inference memory.
    KvRule kv = KvRule::FreeFraction;
    double deviceFraction = 0.9; // DeviceFraction: the share of the device the engine takes
    // Time (docs/model.md §6b, "Time follows the same inventory").
    bool fusedElementwise = true; // elementwise and norm kernels fused (false: one kernel per eager op)
    double launchSeconds = 0;     // host time per kernel launch (eager PyTorch), for the host-bound flag
    // The GPU's own time between one eager kernel and the next, per kernel
    // the layer's count names (launch latency, a kernel's ramp and tail):
    // idle time a kernel profile does not count, even with the host ahead.
    double kernelGapSeconds = 0;
    // The share of the copy rate an eager stack's elementwise, norm and cast
    // kernels reach over a layer's op mix (PyTorch's TensorIterator kernels:
    // broadcasts, type promotion and strided copies run unvectorised); 1
    // where fused kernels stream at the copy rate.
    double elementwiseShare = 1.0;
    // The share of the copy rate of a masked fill with a row mask (a [rows, 1]
    // bool broadcast over the row: transformers' experts path zeroing the
    // rows of its sentinel tokens around each grouped GEMM); 0 where the
    // stack's experts path has none.
    double maskedFillShare = 0;
    // The share of the copy rate torch.optim's fused AdamW
    // (multi_tensor_apply) reaches with fp32 and with 16-bit states; 1 where
    // the stack's optimizer is not torch.optim's.
    double adamShare32 = 1.0;
    double adamShare16 = 1.0;
    // Inference from Python (transformers' generate()): host time per kernel
    // of a forward without autograd; a step is never shorter than its
    // launches (0: an engine that captures its steps in CUDA graphs).
    double inferenceLaunchSeconds = 0;
    // The share of the library tables' tensor-core rates (GEMMs and
    // attention) the stack's published runs sustain: 1 where the tables hold
    // (one GPU, a few steps), fitted where a stack's multi-GPU runs say
    // otherwise (fsdp2: docs/validation.md, "PyTorch-native runs"). Only
    // against a measured table (Hopper): other generations' curves are
    // fitted on whole runs and hold it already.
    double tensorShare = 1.0;
    // FP8 training: the FP8 copies of the weights are cast once a step and
    // kept across its micro-batches (Transformer Engine's is_first_microbatch);
    // false: cast again at every micro-batch's forward (torchao's Float8Linear).
    bool fp8WeightCache = false;
    // Tensor and pipeline parallelism for training: Megatron's and
    // torchtitan's; false where the stack shards only by data (the HF
    // Trainer's DDP/FSDP/DeepSpeed ZeRO), so no fix proposes them.
    bool modelParallel = true;
    // Tensor parallel's backward collectives run beside the weight-gradient
    // GEMMs (Megatron's LinearWithGradAccumulationAndAsyncCommunication);
    // false: each waits for the GEMMs launched before it and is waited for
    // by the op after it (torch's DTensor collectives in autograd order).
    bool tpBackwardOverlapsWgrad = true;
    // Gradients of a step's micro-batches summed inside the weight-gradient
    // GEMMs (Megatron's gradient_accumulation_fusion into its fp32 buffer);
    // false: each micro-batch's gradient is added to the last's by an
    // elementwise kernel (autograd's AccumulateGrad).
    bool fusedGradientAccumulation = true;
    // Full recomputation of only the first N layers of each model chunk
    // (activations.recompute_layers; Megatron-LM's recompute_method "block").
    bool blockRecompute = false;
    // Context parallel through torch's experimental ring attention
    // (torch/distributed/tensor/experimental/_attention.py): the blocks'
    // outputs merged op by op in fp32, K/V and their gradients concatenated
    // at every step, fp32 gradients accumulated; K and V at the query heads'
    // width (torchtitan's Llama repeats them before SDPA). false: a fused
    // ring (Transformer Engine's, Megatron's CP).
    bool torchRingAttention = false;
    const char* source = ""; // where these facts were read
};

// The facts of a stack (stack.cpp, one table).
const StackFacts& stackFacts(SoftwareStack s);

// Whether an inference engine loads weights in this format: llama.cpp only
// GGUF files ("llama.cpp requires the model to be stored in the GGUF file
// format", its README), 16-bit ones included; TensorRT-LLM, vLLM, SGLang
// and transformers their own quantizations (FP8, AWQ/GPTQ, bitsandbytes),
// not llama.cpp's block types (vLLM's GGUF loader is "highly experimental";
// transformers dequantizes a GGUF file to full precision on load).
bool engineLoads(SoftwareStack s, DType weights);

// Whether "selective" recomputation is something the stack runs: Megatron's
// (the attention core again) or torchtitan's per-op policy. An eager stack
// without the op policy (the HF Trainer, DeepSpeed through it) checkpoints
// whole layers or nothing.
inline bool hasSelectiveRecompute(const StackFacts& f)
{
    return f.saves != SaveRule::Eager || f.opSelectiveCheckpointing;
}

// The share of the device a DeviceFraction engine takes when `gpus` GPUs
// (tensor × pipeline) serve one replica: SGLang lowers its static fraction as
// the parallelism grows (room for the larger communication buffers); vLLM
// keeps one fraction.
double deviceFractionOf(const StackFacts& f, std::int64_t gpus);

// The stack a scenario runs on: `software.stack` when given, else the
// documented default for its mode (Megatron-LM for training, TensorRT-LLM's
// KV sizing for inference: the accounting every earlier version used).
struct Scenario;
SoftwareStack stackOf(const Scenario& s);

// The engine inference runs on where the scenario names none and the
// accelerator is not NVIDIA's (TensorRT-LLM runs on NVIDIA GPUs only):
// llama.cpp on Apple silicon (Metal), vLLM on AMD Instinct (ROCm), Gaudi and
// TPUs, the platforms its documentation lists; nothing on NVIDIA and
// generic parts, which keep the default. resolve() fills it in.
enum class KernelGeneration : std::uint8_t; // headroom/model/steptime.h
std::optional<SoftwareStack> hardwareInferenceStack(KernelGeneration g);

// The CUDA context and libraries outside the allocator, in bytes: the
// scenario's overhead.fixed_bytes when it gives one (or names no stack, the
// papers' accounting), else the named stack's measured context.
double contextBytesOf(const Scenario& s);

// Whether the scenario's loss is chunked (`software.loss`: chunked, in
// training, on a stack whose own loss upcasts the logits; a stack with a
// fused loss, Megatron's, has nothing to chunk).
bool chunkedLoss(const Scenario& s);
// The stack's upcast loss compiled (software.loss "compiled"): Inductor fuses
// .float(), log_softmax and the NLL, keeping the 16-bit logits and a
// per-token log-sum-exp, and writes the 16-bit gradient.
bool compiledLoss(const Scenario& s);
// torchtitan's loss under tensor parallel: loss_parallel() on the vocabulary
// shards through DTensor's decomposed handlers (an eager, uncompiled loss of
// the fsdp2 stack with TP > 1).
bool lossParallel(const Scenario& s, const StackFacts& stack, std::int64_t tensor);

// The Hugging Face Trainer's ZeRO-3 is FSDP through Accelerate, and under
// its mixed precision (amp-bf16/amp-fp16, the Trainer's bf16=True over fp32
// parameters) FSDP's MixedPrecision gathers the layers in 16 bits: autocast
// finds nothing to cast and the residual stream stays 16-bit
// (docs/model.md §6b "FSDP through Accelerate").
struct ParallelSizes;
// The Trainer's ZeRO-3: FSDP1 FULL_SHARD through Accelerate, on more than one GPU.
bool trainerFsdp(const Scenario& s, const ParallelSizes& layout);
bool fsdpMixedPrecision(const Scenario& s, const ParallelSizes& layout);
// The Trainer runs every micro-batch but a step's last under
// accelerator.no_sync, which for FSDP1 keeps the whole model's gradients
// unsharded, in the gathered parameters' dtype, until the last micro-batch
// reduces them (docs/model.md §6b): false for another stack, no ZeRO-3, one
// GPU, one micro-batch a step, or software.sync_each_batch.
bool trainerNoSync(const Scenario& s, const ParallelSizes& layout, double microBatches);

// How a stack runs a recipe's numbers: the parameters' (and so the residual
// stream's) bytes, the matmuls' bytes, and whether torch.autocast casts.
// The Hugging Face Trainer with bf16=True runs a 16-bit model under
// autocast too (Accelerate's mixed precision): the mixed recipes there.
// `activationBytes` is the recipe's activation element (2 for 16-bit).
struct Numerics {
    double params = 2;  // the residual stream and the parameters
    double compute = 2; // what the matmuls and attention save
    bool autocast = false;
};
Numerics numericsOf(const Scenario& s, const StackFacts& stack, const ParallelSizes& layout, double activationBytes);

} // namespace headroom
