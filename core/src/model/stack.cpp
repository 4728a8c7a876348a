// The software stacks' facts (headroom/model/stack.h; docs/model.md §6b). Each
// fact was read in the stack's own source at the version named beside it;
// the two allocator fractions were fitted on declared measured rows
// (docs/validation.md, "Memory against real runs").

#include "headroom/model/stack.h"
#include "headroom/model/steptime.h"

#include "headroom/scenario.h"

#include <array>

namespace headroom {

namespace {

// PyTorch's CUDA context and libraries outside the caching allocator: about
// 0.75 GiB on an H200 with PyTorch 2.11 (the out-of-memory messages of the
// measured runs, tests/data/measured: "process has X in use" minus what
// PyTorch reserved).
constexpr double kTorchContextBytes = 0.75 * 1024.0 * 1024.0 * 1024.0;

// PyTorch's caching allocator reserves more than it allocates: fitted on two
// declared rows of the H200 runs (TinyLlama shape, 4 × 2,048 without
// recomputation: 1.029; 8 × 2,048 with full recomputation: 1.130); the other
// ten rows are held out (docs/validation.md).
constexpr double kTorchReserve = 0.029;
constexpr double kTorchReserveRecompute = 0.130;
// Host time per eager kernel (Python, the module call, autocast's and
// autograd's dispatch): fitted on ONE declared row of the H200 runs, the only
// host-bound one (TinyLlama shape, 1 × 2,048 under autocast: 87.0 ms for
// 2,670 kernels = 32.6 µs each); the other eleven rows are GPU-bound and held
// out (docs/validation.md, "Step time against real runs").
constexpr double kTorchLaunchSeconds = 32.6e-6;
// The GPU's idle time between two eager kernels with the host ahead of it:
// fitted on ONE declared row's profile, the same one as the elementwise share
// below (01-hf-tinyllama-autocast-4x2048: 182.7 ms a step, 174.1 ms of it in
// kernels, 8.6 ms idle over the 2,669 kernels the layer inventory counts:
// 3.23 us each; the profile's 3,712 launches, memsets included, make it
// 2.3 us a launch). Held out: every other row of both H200 sets, whose idle
// the profiles put at 1.8-2.6 us a launch (09, 15, 16, 18). The count is
// the layer inventory's, about 0.75 of the launches a profile sees for a
// plain layer and all of them with PEFT's adapters, whose idle it so
// over-counts (29 ms against 17 for Llama 3 8B with LoRA).
constexpr double kTorchKernelGapSeconds = 3.23e-6;
// transformers' eager modelling code: its elementwise, norm and cast kernels
// reach 0.607 of the copy rate over a Llama layer's op mix on the H200: fitted on ONE declared row's
// kernel profile (tests/data/measured/h200-hf-pytorch-2026-11-28.json,
// 01-hf-tinyllama-autocast-4x2048: 81.8 ms of kernels that are neither GEMM,
// attention nor optimizer, for what the counted bytes take 46.3 ms at the
// copy rate plus 5.6 ms of loss, casts and embedding); the other rows of both
// H200 sets are held out (docs/validation.md, "Memory and step time against
// real runs"). The profile shows why: the broadcasting and type-promoting
// binary ops and the strided casts run PyTorch's unvectorised
// elementwise_kernel / unrolled_elementwise_kernel (35-47 us for a tensor the
// vectorised add streams in 47 us at 4.3 TB/s counting twice the bytes).
// Not torchtitan's Llama (the fsdp2 stack): its RMSNorm is torch's fused
// kernel, its rotary one complex multiply, its stream bf16 under FSDP's
// mixed precision; its published eager and compiled runs keep the copy rate
// (headroom-validate: 0.607 there would put the eager rows 9-12 % slow).
constexpr double kEagerElementwiseShare = 0.607;
// A masked fill whose mask is one bool a row, broadcast along it
// (tensor.masked_fill(mask[rows, 1], 0)): 0.350 of the copy rate, from the
// kernel times of ONE declared row's op table, the 8 x 2 mixture of experts
// (tests/data/measured/h200-hf-pytorch-2026-11-28.json, "moe_ops": 32 fills
// of [8192, 11264] and 64 of [8192, 2048] bf16, each read and written, in
// 11.05 ms: 1.46 TB/s against the 4.16 TB/s copy). Held out: the 64 x 8
// model, whose profile has its fills of [32768, 2048] at 182 us (1.47 TB/s).
constexpr double kRowMaskFillShare = 0.350;
// torch.optim.AdamW(fused=True) reaches 0.830 of the copy rate with fp32
// states (28 bytes a parameter: 8.93 ms for 1.10 B parameters) and 0.611
// with bf16 states (14 bytes: 44.2 ms for 8.03 B): each fitted on ONE
// declared row's profile of the same file (01-hf-tinyllama-autocast-4x2048,
// 09-hf-llama-3-8b-bf16-1x4096); held out: FSDP2's fp32 states (02), the
// bf16 TinyLlama (15) and the two mixtures of experts (04, 17).
constexpr double kTorchAdamShare32 = 0.830;
constexpr double kTorchAdamShare16 = 0.611;
// Host time per kernel of transformers' generate() forward (no autograd),
// 19.1 us: fitted on ONE declared row, Llama 3 8B at batch 1 (24.2 ms a
// token, 32 layers of 39 kernels and about 20 for the embedding, the head
// and the greedy step; the second call's 08-hf-llama-3-8b-decode-b1); held out:
// three other decode rows and the four prefills.
constexpr double kGenerateLaunchSeconds = 19.1e-6;
// The share of the library tables' tensor-core rates torchtitan's FSDP2 runs
// sustain: fitted on ONE declared row, Llama 3.1 8B eager on 8 H100 at 500 W
// (benchmarks/llama3_h100_202412_torchtitan.md, Table 1 'FSDP'); its other
// five rows of Tables 1 and 3, Table 2's context-parallel rows, Table 4's
// 70B rows and Trainy's two H200 rows are held out (docs/validation.md,
// "PyTorch-native runs"; headroom-validate --fit reproduces it). Refitted
// (0.81 before) when the library GEMM rate became the in-step one (0.777
// of the peak, 0.673 before): the same row, the same method.
constexpr double kTorchtitanTensorShare = 0.730;

// What every PyTorch-native training stack shares: the caching allocator,
// the CUDA context, one kernel per eager op launched from Python.
void eagerPyTorch(StackFacts& f)
{
    f.reserveFraction = kTorchReserve;
    f.reserveFractionRecompute = kTorchReserveRecompute;
    f.contextBytes = kTorchContextBytes;
    f.fusedElementwise = false;
    f.launchSeconds = kTorchLaunchSeconds;
    f.kernelGapSeconds = kTorchKernelGapSeconds;
    // torch/csrc/autograd/functions/accumulate_grad.h (PyTorch 2.11): a
    // micro-batch after the first adds its gradient to .grad in place.
    f.fusedGradientAccumulation = false;
}

StackFacts megatron()
{
    StackFacts f;
    f.stack = SoftwareStack::Megatron;
    f.training = true;
    f.inference = false;
    // A contiguous gradient buffer (fp32 main grads) for the whole run:
    // megatron/core/distributed/param_and_grad_buffer.py (core_r0.12.0).
    f.gradientsPersist = true;
    // Fused kernels (bias-dropout-add, SwiGLU, layer norm), the vocab-parallel
    // cross entropy: megatron/core/tensor_parallel/cross_entropy.py.
    f.saves = SaveRule::Fused;
    f.loss = LossRule::FusedVocabParallel;
    // FP8: the schedule tells Transformer Engine's layers which micro-batch
    // is a step's first (megatron/core/pipeline_parallel/schedules.py,
    // forward_step's set_is_first_microbatch); TE casts the weights to FP8
    // then and reuses the copies for the step's other micro-batches
    // (transformer_engine/pytorch/module/linear.py, is_first_microbatch).
    f.fp8WeightCache = true;
    // recompute_method "block" with recompute_num_layers: the first N layers
    // of each model chunk recomputed, the rest kept
    // (megatron/core/transformer/transformer_block.py, _checkpointed_forward).
    f.blockRecompute = true;
    f.source = "Megatron-LM core_r0.12.0: megatron/core/distributed/param_and_grad_buffer.py, "
               "megatron/core/tensor_parallel/cross_entropy.py, megatron/core/pipeline_parallel/schedules.py; "
               "Korthikanti et al. 2022";
    return f;
}

StackFacts deepspeed()
{
    StackFacts f;
    f.stack = SoftwareStack::DeepSpeed;
    // Through the HF Trainer DeepSpeed shards the model states (ZeRO); its
    // PipelineModule needs the model rewritten as a layer list, which an HF
    // model is not (deepspeed/runtime/pipe/module.py, v0.16).
    f.modelParallel = false;
    // ZeRO-1/2 keep flat, partitioned gradient buffers through the step
    // (deepspeed/runtime/zero/stage_1_and_2.py, v0.16: averaged_gradients);
    // the model is the user's (transformers' eager modeling code under the
    // HF Trainer), so its ops save what eager PyTorch saves.
    f.gradientsPersist = true;
    f.saves = SaveRule::Eager;
    f.loss = LossRule::UpcastLogSoftmax;
    eagerPyTorch(f);
    f.elementwiseShare = kEagerElementwiseShare; // transformers' modelling code
    f.maskedFillShare = kRowMaskFillShare;
    f.source = "DeepSpeed v0.16 deepspeed/runtime/zero/stage_1_and_2.py; transformers 5.17 modeling_llama.py";
    return f;
}

StackFacts fsdp2()
{
    StackFacts f;
    f.stack = SoftwareStack::Fsdp2;
    // torch.optim's zero_grad(set_to_none=True) (the default since PyTorch
    // 2.0, torch/optim/optimizer.py) frees the sharded gradients between
    // steps; torchtitan's Llama (torchtitan/models/llama3/model.py, v0.1)
    // runs eager SwiGLU and RMSNorm and upcasts the logits for the loss.
    f.gradientsPersist = false;
    f.saves = SaveRule::Eager;
    f.loss = LossRule::UpcastLogSoftmax;
    // activation_checkpoint.mode "selective", selective_ac_option "op" (the
    // default of torchtitan's Llama configs): torch.utils.checkpoint's
    // selective contexts saving SDPA and every other mm
    // (torchtitan/parallelisms/parallelize_llama.py, 9dec370).
    f.opSelectiveCheckpointing = true;
    // Tensor parallel through DTensor (torch/distributed/tensor/parallel):
    // in the backward a Linear's input and weight gradients are computed in
    // one autograd node (MmBackward0) and the redistribution's collective in
    // the next, which the following op waits for; ProcessGroupNCCL's stream
    // first waits for every kernel launched before it. Nothing overlaps the
    // backward's collectives but AsyncTP's fused matmuls.
    f.tpBackwardOverlapsWgrad = false;
    // Context parallel: torch's experimental ring attention (_SDPAMerger
    // with convert_to_f32, _templated_ring_attention(_backward),
    // torch/distributed/tensor/experimental/_attention.py) over
    // torchtitan's repeat_kv'd K and V (torchtitan/models/llama3/model.py).
    f.torchRingAttention = true;
    eagerPyTorch(f);
    // torchtitan's optimizer: torch.optim.AdamW, implementation "fused"
    // (torchtitan/components/optimizer.py).
    f.adamShare32 = kTorchAdamShare32;
    f.adamShare16 = kTorchAdamShare16;
    f.tensorShare = kTorchtitanTensorShare;
    f.source = "PyTorch 2.11 torch/distributed/fsdp/_fully_shard, torch/optim/optimizer.py; torchtitan "
               "torchtitan/models/llama3/model.py, torchtitan/parallelisms/parallelize_llama.py";
    return f;
}

StackFacts hfTransformers()
{
    StackFacts f;
    f.stack = SoftwareStack::HfTransformers;
    f.training = true;
    // The Trainer parallelizes by data only (DDP, FSDP or DeepSpeed through
    // Accelerate, transformers 5.17 trainer.py): no tensor or pipeline
    // parallel training.
    f.modelParallel = false;
    f.inference = true;
    // The Trainer calls zero_grad(set_to_none=True) (transformers 5.17
    // trainer.py; PyTorch's default since 2.0): gradients appear during the
    // backward and are gone between steps.
    f.gradientsPersist = false;
    // modeling_llama.py (5.17): LlamaRMSNorm upcasts to fp32 and saves it,
    // LlamaMLP keeps gate, SiLU, up and their product; sdpa_attention.py
    // passes enable_gqa without a mask (no repeat_kv); loss_utils.py's
    // ForCausalLMLoss upcasts the logits (logits.float()) before
    // cross_entropy's log_softmax.
    f.saves = SaveRule::Eager;
    f.loss = LossRule::UpcastLogSoftmax;
    // torch.autocast caches the bf16 cast of each leaf weight that requires
    // grad until the context exits, and F.linear saves it for the backward
    // (aten/src/ATen/autocast_mode.cpp, cached_cast; PyTorch 2.11).
    f.autocastCopies = true;
    // PEFT 0.17 tuners/lora/layer.py: _cast_input_dtype casts x to the
    // adapter's dtype (fp32 with autocast_adapter_dtype=True, the default).
    f.adapterInputCasts = true;
    eagerPyTorch(f);
    f.elementwiseShare = kEagerElementwiseShare;
    f.maskedFillShare = kRowMaskFillShare;
    // The Trainer's default optimizer is torch.optim.AdamW (fused where
    // the parameters are on CUDA; transformers 5.17 optimization.py).
    f.adamShare32 = kTorchAdamShare32;
    f.adamShare16 = kTorchAdamShare16;
    // generate() keeps a DynamicCache that grows token by token, no pool
    // (transformers 5.17 cache_utils.py), and launches every kernel of
    // every step from Python.
    f.kv = KvRule::Grows;
    f.inferenceLaunchSeconds = kGenerateLaunchSeconds;
    f.source = "transformers 5.17: models/llama/modeling_llama.py, integrations/sdpa_attention.py, "
               "loss/loss_utils.py, trainer.py, cache_utils.py; PEFT 0.17 tuners/lora/layer.py; PyTorch 2.11 "
               "aten/src/ATen/autocast_mode.cpp, torch/distributed/fsdp/_runtime_utils.py; Accelerate 1.15 "
               "utils/dataclasses.py, accelerator.py";
    return f;
}

StackFacts engine(SoftwareStack s)
{
    StackFacts f;
    f.stack = s;
    f.training = false;
    f.inference = true;
    f.contextBytes = kTorchContextBytes;
    switch (s) {
    case SoftwareStack::Vllm:
        // vllm/config.py CacheConfig.gpu_memory_utilization = 0.9 (v0.11):
        // the whole instance, weights and profiled activations inside it.
        f.kv = KvRule::DeviceFraction;
        f.deviceFraction = 0.9;
        f.source = "vLLM v0.11 vllm/config.py (CacheConfig.gpu_memory_utilization), vllm/worker/gpu_worker.py";
        break;
    case SoftwareStack::Sglang:
        // sglang/srt/server_args.py __post_init__: mem_fraction_static 0.88
        // on one GPU, lower with more (deviceFractionOf) (v0.5).
        f.kv = KvRule::DeviceFraction;
        f.deviceFraction = 0.88;
        f.source = "SGLang v0.5 python/sglang/srt/server_args.py (mem_fraction_static by tp_size)";
        break;
    case SoftwareStack::TensorRtLlm:
        // KvCacheConfig.free_gpu_memory_fraction = 0.9 of what is free after
        // the weights and the activations (tensorrt_llm/llmapi/llm_args.py).
        f.kv = KvRule::FreeFraction;
        f.source = "TensorRT-LLM v1.0 tensorrt_llm/llmapi/llm_args.py (KvCacheConfig.free_gpu_memory_fraction)";
        break;
    case SoftwareStack::LlamaCpp:
        // llama_context allocates the whole n_ctx KV cache up front, with its
        // compute buffers (src/llama-context.cpp, b6000); no PyTorch allocator.
        f.kv = KvRule::Context;
        f.contextBytes = 0.3 * 1024.0 * 1024.0 * 1024.0; // the CUDA context of a plain CUDA program
        f.source = "llama.cpp b6000 src/llama-context.cpp, src/llama-kv-cache.cpp";
        break;
    default: break;
    }
    return f;
}

} // namespace

const StackFacts& stackFacts(SoftwareStack s)
{
    static const std::array<StackFacts, 8> table = {megatron(),
                                                    deepspeed(),
                                                    fsdp2(),
                                                    hfTransformers(),
                                                    engine(SoftwareStack::Vllm),
                                                    engine(SoftwareStack::Sglang),
                                                    engine(SoftwareStack::TensorRtLlm),
                                                    engine(SoftwareStack::LlamaCpp)};
    return table[std::size_t(s) < table.size() ? std::size_t(s) : 0];
}

double deviceFractionOf(const StackFacts& f, std::int64_t gpus)
{
    if (f.stack != SoftwareStack::Sglang)
        return f.deviceFraction;
    // server_args.py (SGLang v0.5), mem_fraction_static when not given:
    // 0.79 from 16 GPUs, 0.81 from 8, 0.85 from 4, 0.87 from 2, else 0.88.
    if (gpus >= 16)
        return 0.79;
    if (gpus >= 8)
        return 0.81;
    if (gpus >= 4)
        return 0.85;
    if (gpus >= 2)
        return 0.87;
    return f.deviceFraction;
}

SoftwareStack stackOf(const Scenario& s)
{
    if (s.software.stack)
        return *s.software.stack;
    return s.workload.mode == Mode::Inference ? SoftwareStack::TensorRtLlm : SoftwareStack::Megatron;
}

std::optional<SoftwareStack> hardwareInferenceStack(KernelGeneration g)
{
    switch (g) {
    case KernelGeneration::Apple: return SoftwareStack::LlamaCpp;
    case KernelGeneration::Cdna2:
    case KernelGeneration::Cdna3:
    case KernelGeneration::Gaudi:
    case KernelGeneration::Tpu: return SoftwareStack::Vllm;
    default: return std::nullopt;
    }
}

double contextBytesOf(const Scenario& s)
{
    if (!s.software.stack || s.overhead.fixedBytes != OverheadConfig{}.fixedBytes)
        return s.overhead.fixedBytes;
    const double stack = stackFacts(*s.software.stack).contextBytes;
    return stack > 0 ? stack : s.overhead.fixedBytes;
}

bool chunkedLoss(const Scenario& s)
{
    return s.software.loss == LossKernel::Chunked && s.workload.mode != Mode::Inference &&
           stackFacts(stackOf(s)).loss == LossRule::UpcastLogSoftmax;
}

Numerics numericsOf(const Scenario& s, const StackFacts& stack, const ParallelSizes& layout, double activationBytes)
{
    Numerics n;
    const Recipe r = s.precision.recipe;
    const bool amp = r == Recipe::AmpBf16 || r == Recipe::AmpFp16;
    n.compute = activationBytes;
    // Under FSDP's mixed precision the embedding's gathered weight is 16-bit,
    // and so is the residual stream it starts (RMSNorm casts back to it).
    n.params = (amp && !fsdpMixedPrecision(s, layout)) || activationBytes >= 4 ? 4.0 : 2.0;
    n.autocast = amp || (stack.autocastCopies &&
                         (r == Recipe::MixedBf16 || r == Recipe::MixedFp16 || r == Recipe::MixedBf16Fp32Grad));
    return n;
}

bool fsdpMixedPrecision(const Scenario& s, const ParallelSizes& layout)
{
    // Accelerate 1.15 (utils/dataclasses.py FullyShardedDataParallelPlugin,
    // set_mixed_precision): param_dtype and reduce_dtype are the mixed
    // precision's 16-bit type; accelerator.py keeps the flat parameters in
    // fp32 ("we follow DeepSpeed's strategy to hold the parameters in full
    // precision").
    const Recipe r = s.precision.recipe;
    return trainerFsdp(s, layout) && (r == Recipe::AmpBf16 || r == Recipe::AmpFp16);
}

bool trainerFsdp(const Scenario& s, const ParallelSizes& layout)
{
    return stackOf(s) == SoftwareStack::HfTransformers && s.workload.mode != Mode::Inference && layout.zero >= 3 &&
           layout.dataParallel() > 1;
}

bool trainerNoSync(const Scenario& s, const ParallelSizes& layout, double microBatches)
{
    // transformers 5.17 trainer.py: every micro-batch but the last runs in
    // accelerator.no_sync(model) unless DeepSpeed runs it; Accelerate 1.15
    // accelerator.py no_sync: FSDP1's model.no_sync(), whose docstring
    // (torch/distributed/fsdp/fully_sharded_data_parallel.py) warns it
    // "will accumulate the full model gradients (instead of gradient shards)
    // until the eventual sync". The unsharded gradient is the unsharded flat
    // parameter's, in its (mixed-precision) dtype: _post_backward_hook
    // returns before the reduce-scatter and the upcast when not syncing.
    return trainerFsdp(s, layout) && microBatches > 1 && !s.software.syncEachBatch;
}

bool engineLoads(SoftwareStack s, DType weights)
{
    switch (s) {
    case SoftwareStack::LlamaCpp:
        return isGguf(weights) || weights == DType::Bf16 || weights == DType::Fp16 || weights == DType::Fp32;
    case SoftwareStack::Vllm:
    case SoftwareStack::Sglang:
    case SoftwareStack::TensorRtLlm:
    case SoftwareStack::HfTransformers: return !isGguf(weights);
    default: return true;
    }
}

bool lossParallel(const Scenario& s, const StackFacts& stack, std::int64_t tensor)
{
    return stack.stack == SoftwareStack::Fsdp2 && tensor > 1 && !chunkedLoss(s) && !compiledLoss(s);
}

bool compiledLoss(const Scenario& s)
{
    return s.software.loss == LossKernel::Compiled && s.workload.mode != Mode::Inference &&
           stackFacts(stackOf(s)).loss == LossRule::UpcastLogSoftmax;
}

} // namespace headroom
