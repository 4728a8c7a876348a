#!/usr/bin/env python3
"""Training-sized kernels on one GPU: the measurements the two open leads of
docs/validation.md ("Memory and step time against real runs") need.

The H200 rows of a 2,048-wide model (TinyLlama's shape, 64-wide heads) run
13-19 % slower than predicted. Two leads, neither measured yet:
  1. GEMMs of a narrow model: the measured table has no K or N below 4,096,
     and the key and value projections are N = 256 wide;
  2. attention at head dimension 64: every kernel's published rate falls
     there (FlashAttention-3 paper, Fig. 5), and torch 2.11 dispatches SDPA to
     cuDNN on Hopper.

This script times both, on the shapes of the measured rows and of Llama 3 8B
for comparison:
  - BF16 GEMMs (torch.matmul, cuBLAS) of each projection, forward (M x K by
    K x N), input gradient (M x N by N x K) and weight gradient (K x M by
    M x N), at the rows' token counts;
  - SDPA forward and forward + backward, causal, bf16, grouped-query K/V
    (enable_gqa, as transformers passes them), with the backend torch picks by
    itself and with each of FLASH_ATTENTION and CUDNN_ATTENTION forced.

Prints one JSON object: {"device", "torch", "cudnn", "date", "gemm": [...],
"attention": [...]}, each GEMM with its TFLOP/s and each attention case with
its forward and forward + backward TFLOP/s (FLOPs: 4*b*h*s*s*d/2 forward for a
causal mask, 2.5 times that backward, as docs/model.md counts them). No
fitting here: the rows go into tests/data/measured/ with the card and date,
and the model's change is made against them there.

Usage: python3 bench/device/training_kernels.py > training_kernels.json
       python3 bench/device/training_kernels.py --dry-run   (the plan, no GPU)
"""
import datetime
import json
import sys

# (model, name, K, N): the weight is K x N, the activation M x K.
GEMMS = [
    ("tinyllama", "q", 2048, 2048), ("tinyllama", "k/v", 2048, 256), ("tinyllama", "o", 2048, 2048),
    ("tinyllama", "gate/up", 2048, 5632), ("tinyllama", "down", 5632, 2048), ("tinyllama", "lm_head", 2048, 32000),
    ("llama-3-8b", "q", 4096, 4096), ("llama-3-8b", "k/v", 4096, 1024), ("llama-3-8b", "o", 4096, 4096),
    ("llama-3-8b", "gate/up", 4096, 14336), ("llama-3-8b", "down", 14336, 4096),
    ("llama-3-8b", "lm_head", 4096, 128256),
]
# Tokens per micro-batch of the measured rows: 4, 8 and 32 (checkpointed) x 2,048; 2 x 8,192.
TOKENS = [8192, 16384, 65536]
# (model, query heads, K/V heads, head dim); batch x sequence as the rows run them.
ATTENTION = [("tinyllama", 32, 4, 64), ("llama-3-8b", 32, 8, 128)]
SHAPES = [(8, 2048), (2, 8192), (4, 4096), (1, 8192)]


def plan():
    gemms = [(m, n, k, nn, t) for (m, n, k, nn) in GEMMS for t in TOKENS]
    attention = [(a, b, s) for a in ATTENTION for (b, s) in SHAPES]
    return gemms, attention


def main():
    gemms, attention = plan()
    if "--dry-run" in sys.argv[1:]:
        print(json.dumps({"gemm_cases": len(gemms) * 3, "attention_cases": len(attention) * 3,
                          "gemm": [list(g) for g in gemms], "attention": [list(a) for a in attention]}, indent=1))
        return

    import torch
    import torch.nn.functional as F
    from torch.nn.attention import SDPBackend, sdpa_kernel

    dev = torch.device("cuda")

    def timed(fn, iters=20):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        for _ in range(3):
            fn()
        torch.cuda.synchronize()
        best = float("inf")
        for _ in range(3):  # the fastest of three rounds: the kernel's own time
            start.record()
            for _ in range(iters):
                fn()
            end.record()
            torch.cuda.synchronize()
            best = min(best, start.elapsed_time(end) / 1e3 / iters)
        return best

    out = {"device": torch.cuda.get_device_name(dev), "torch": torch.__version__,
           "cudnn": torch.backends.cudnn.version(), "date": datetime.date.today().isoformat(),
           "gemm": [], "attention": []}
    for model, name, k, n, tokens in gemms:
        a = torch.randn(tokens, k, device=dev, dtype=torch.bfloat16)
        w = torch.randn(k, n, device=dev, dtype=torch.bfloat16)
        g = torch.randn(tokens, n, device=dev, dtype=torch.bfloat16)
        flops = 2.0 * tokens * k * n
        for part, fn in (("forward", lambda: a @ w), ("input_gradient", lambda: g @ w.t()),
                         ("weight_gradient", lambda: a.t() @ g)):
            seconds = timed(fn)
            out["gemm"].append({"model": model, "name": name, "part": part, "M": tokens, "K": k, "N": n,
                                "seconds": seconds, "tflops": flops / seconds / 1e12})
        del a, w, g
    backends = {"default": None, "flash": SDPBackend.FLASH_ATTENTION, "cudnn": SDPBackend.CUDNN_ATTENTION}
    for (model, heads, kv_heads, d), b, s in attention:
        q = torch.randn(b, heads, s, d, device=dev, dtype=torch.bfloat16, requires_grad=True)
        kk = torch.randn(b, kv_heads, s, d, device=dev, dtype=torch.bfloat16, requires_grad=True)
        v = torch.randn(b, kv_heads, s, d, device=dev, dtype=torch.bfloat16, requires_grad=True)
        grad = torch.randn(b, heads, s, d, device=dev, dtype=torch.bfloat16)
        forward_flops = 4.0 * b * heads * s * s * d / 2.0
        for label, backend in backends.items():
            def forward():
                return F.scaled_dot_product_attention(q, kk, v, is_causal=True, enable_gqa=True)

            def both():  # the gradients returned, not accumulated into .grad
                torch.autograd.grad(forward(), (q, kk, v), grad)

            row = {"model": model, "heads": heads, "kv_heads": kv_heads, "head_dim": d, "batch": b,
                   "sequence": s, "backend": label}
            try:
                if backend is None:
                    fwd, fb = timed(forward), timed(both)
                else:
                    with sdpa_kernel([backend]):
                        fwd, fb = timed(forward), timed(both)
                row.update({"forward_seconds": fwd, "forward_tflops": forward_flops / fwd / 1e12,
                            "forward_backward_seconds": fb,
                            "forward_backward_tflops": 3.5 * forward_flops / fb / 1e12})
            except RuntimeError as e:  # a backend that cannot run this case says why
                row["error"] = str(e).splitlines()[0]
            out["attention"].append(row)
        del q, kk, v, grad
    json.dump(out, sys.stdout, indent=1)
    print()


if __name__ == "__main__":
    main()
