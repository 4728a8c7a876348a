#!/usr/bin/env python3
"""Decode-sized kernels on one GPU: the measurements behind the serving
model's GEMM roofline near its ridge (docs/validation.md, "Decode kernels").

Times FP8 (e4m3, per-tensor scales, BF16 out: torch._scaled_mm, cuBLASLt) and
BF16 GEMMs of the shapes a decode step runs -- Llama 3.1 8B, 70B and 405B
projections after tensor-parallel sharding -- at batch rows M from 1 to 8192,
and HBM read bandwidth. Weights rotate through buffers larger than L2 so every
call reads its weights from HBM, as a decode step does.

Each GEMM runs inside a CUDA graph (no launch cost from the CPU). Prints one
JSON object: {"device", "torch", "hbm_read_bytes_per_s",
"gemm": [{"dtype", "name", "M", "K", "N", "seconds"}]}. No fitting here; the
analysis is in the test data's notes.

Usage: python3 bench/device/decode_kernels.py > decode_kernels.json
"""
import json
import sys

import torch

# (name, K, N): the weight is K x N, the activation M x K.
SHAPES = [
    ("8b.qkv", 4096, 6144), ("8b.o", 4096, 4096), ("8b.gate_up", 4096, 28672), ("8b.down", 14336, 4096),
    ("70b.qkv", 8192, 10240), ("70b.o", 8192, 8192), ("70b.gate_up", 8192, 57344), ("70b.down", 28672, 8192),
    ("70b-tp2.qkv", 8192, 5120), ("70b-tp2.o", 4096, 8192), ("70b-tp2.gate_up", 8192, 28672),
    ("70b-tp2.down", 14336, 8192),
    ("405b-tp8.qkv", 16384, 2304), ("405b-tp8.o", 2048, 16384), ("405b-tp8.gate_up", 16384, 13312),
    ("405b-tp8.down", 6656, 16384),
]
ROWS = [1, 16, 32, 64, 96, 128, 160, 192, 224, 256, 320, 384, 448, 512, 768, 1024, 2048, 4096, 8192]
ROTATE_BYTES = 512 << 20  # well past the 50-60 MB L2 of an H100/H200


def timed(fn, iters):
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    for _ in range(3):
        fn()
    torch.cuda.synchronize()
    start.record()
    for _ in range(iters):
        fn()
    end.record()
    torch.cuda.synchronize()
    return start.elapsed_time(end) / 1e3 / iters


def hbm_read(dev):
    x = torch.empty(4 << 30, dtype=torch.uint8, device=dev).view(torch.float32)
    x.fill_(1.0)
    s = timed(lambda: x.sum(), 20)
    return x.numel() * 4 / s


def gemm_rows(dev, dtype_name):
    out = []
    fp8 = dtype_name == "fp8"
    elem = 1 if fp8 else 2
    one = torch.ones((), dtype=torch.float32, device=dev)
    for name, K, N in SHAPES:
        copies = max(2, ROTATE_BYTES // (K * N * elem) + 1)
        ws = []
        for _ in range(copies):
            w = torch.randn(N, K, device=dev, dtype=torch.bfloat16)
            ws.append(w.to(torch.float8_e4m3fn) if fp8 else w)
        for M in ROWS:
            a = torch.randn(M, K, device=dev, dtype=torch.bfloat16)
            if fp8:
                a = a.to(torch.float8_e4m3fn)

            def call(w):
                if fp8:
                    r = torch._scaled_mm(a, w.t(), scale_a=one, scale_b=one, out_dtype=torch.bfloat16)
                    return r[0] if isinstance(r, tuple) else r
                return a @ w.t()

            # One CUDA graph calls every weight copy once (as a serving
            # runtime replays its decode step), so the CPU's launch cost is
            # out of the time, as it is in TensorRT-LLM and vLLM.
            for w in ws:  # warm up cuBLAS's heuristics outside the capture
                call(w)
            torch.cuda.synchronize()
            graph = torch.cuda.CUDAGraph()
            with torch.cuda.graph(graph):
                for w in ws:
                    call(w)
            flops = 2.0 * M * K * N * copies
            reps = int(min(50, max(3, 2e12 / max(flops, 1e9))))
            out.append({"dtype": dtype_name, "name": name, "M": M, "K": K, "N": N,
                        "seconds": timed(graph.replay, reps) / copies})
            del graph
        del ws
        torch.cuda.empty_cache()
    return out


def main():
    dev = torch.device("cuda")
    result = {"device": torch.cuda.get_device_name(dev), "torch": torch.__version__,
              "cuda": torch.version.cuda, "hbm_read_bytes_per_s": hbm_read(dev), "gemm": []}
    torch.cuda.empty_cache()
    for d in ("fp8", "bf16"):
        try:
            result["gemm"] += gemm_rows(dev, d)
        except Exception as e:  # report, keep the other dtype
            result.setdefault("errors", []).append(f"{d}: {e}")
        print(f"{d} done", file=sys.stderr, flush=True)
    json.dump(result, sys.stdout, indent=1)


if __name__ == "__main__":
    main()
