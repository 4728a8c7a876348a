#!/usr/bin/env python3
"""Where a mixture of experts' extra kernels come from: one training step of
a scenario under torch.profiler with Python stacks, printing for each aten op
named on the command line (default: masked_fill, index_add, mul, gather,
index) its calls, input shapes and the Python frames that called it. The
2026-11-28 profiles showed six masked_fill kernels a layer over
expert-weight-sized tensors in transformers' grouped_mm path; this says who
launched them, so the model can count them from the source, not fit them.

Usage: python3 bench/device/moe_stacks.py SCENARIO.json [OP]... > stacks.json
"""
import importlib.util
import json
import os
import sys

import torch
from torch.profiler import ProfilerActivity, profile

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("run_step", os.path.join(here, "..", "gpu", "run_step.py"))
run_step = importlib.util.module_from_spec(spec)
spec.loader.exec_module(run_step)


def main():
    scenario = run_step.load_scenario(sys.argv[1], [])
    ops = sys.argv[2:] or ["masked_fill", "index_add", "mul", "gather", "index", "copy_", "zeros", "fill_"]
    a = run_step.architecture(scenario)
    w = scenario["workload"]
    b, seq = int(w["micro_batch_size"]), int(w["sequence_length"])
    with torch.device("cuda"):
        model = run_step.from_config(run_step.hf_config(a), torch.bfloat16)
    opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=1e-5, fused=True)
    ids = torch.randint(0, a["vocab"], (b, seq), device="cuda")

    def step():
        model(input_ids=ids, labels=ids).loss.backward()
        opt.step()
        opt.zero_grad(set_to_none=True)

    for _ in range(2):
        step()
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA], record_shapes=True, with_stack=True) as prof:
        step()
        torch.cuda.synchronize()
    seen = {}
    for e in prof.events():
        name = e.name
        if not name.startswith("aten::") or not any(name[6:].startswith(op) for op in ops):
            continue
        frames = list(e.stack or [])[:12]
        key = (name, str(e.input_shapes), tuple(frames))
        entry = seen.setdefault(key, {"op": name, "shapes": str(e.input_shapes)[:300], "stack": frames,
                                      "calls": 0, "device_seconds": 0.0})
        entry["calls"] += 1
        entry["device_seconds"] += getattr(e, "device_time_total", 0.0) / 1e6
    rows = sorted(seen.values(), key=lambda r: -r["device_seconds"])
    json.dump({"experts_implementation": getattr(model.config, "_experts_implementation", None),
               "ops": rows[:80]}, sys.stdout, indent=1)


if __name__ == "__main__":
    main()
