#!/usr/bin/env python3
"""Run a Headroom scenario's step on a real GPU and write one measured row.

Builds the scenario's model with Hugging Face transformers (random weights,
directly on the GPU; SDPA attention), runs it the way the scenario's software
stack does, and prints one JSON row in the format of
tests/data/measured/h200-hf-pytorch-2026-11-26.json ("training" or
"inference" rows): peak allocated and reserved bytes, step time and tokens/s
(training), prefill and per-token decode time (inference), with the card, the
versions and the date. `headroom-cli calibrate --measured
peak_allocated_bytes=X` and `--measured step_seconds=X` read the figures.

What it runs (docs/model.md §6b):
  training, software.stack hf-transformers (the default here):
    loss = model(input_ids=ids, labels=ids).loss; loss.backward();
    optimizer.step(); optimizer.zero_grad(set_to_none=True)
    precision.recipe amp-bf16: fp32 parameters under torch.autocast(bfloat16);
    pure-bf16 / mixed-bf16: bf16 parameters (mixed-bf16 also under autocast,
    as the HF Trainer's bf16=True does); optimizer AdamW(fused=True);
    activations.recompute full: gradient_checkpointing_enable(use_reentrant=False);
    workload.mode lora/qlora: PEFT LoRA on workload.lora_targets with
    workload.lora_rank; qlora loads the base model with transformers'
    BitsAndBytesConfig (NF4, double quantization, bf16 compute: 4.127 bits
    a weight, docs/model.md "QLoRA") from a temporary save of the random
    model, and stops with a message where bitsandbytes is missing rather
    than measure LoRA on bf16 weights under QLoRA's name.
  training, software.stack fsdp2: the same step with each decoder layer and
    the model wrapped by torch.distributed.fsdp.fully_shard on one rank
    (world size 1); recipe mixed-bf16 runs as torchtitan does: fp32
    parameters, MixedPrecisionPolicy(param_dtype=bf16, reduce_dtype=fp32),
    no autocast.
  software.compile: each decoder layer compiled in place (torchtitan's
    --training.compile); software.loss "compiled": the loss computed
    torchtitan's way, cross_entropy(logits.float()) under torch.compile.
  inference (workload.mode inference): one prefill of workload.prompt_tokens
    at micro_batch_size (the last position's logits, as generate() asks),
    decode steps with a DynamicCache, and generate()'s own time per token
    (greedy, the difference of two lengths up to workload.output_tokens),
    bf16 weights.

--profile adds the step's GPU kernel time by name category and its 60
longest kernels (torch.profiler, after the timing, so the timing is the
profiler's-free one).

Steps: two warm-up steps, then the mean of three, synchronised; peaks are
torch.cuda.max_memory_allocated()/max_memory_reserved() over the timed steps.
An out-of-memory step writes the row with "out_of_memory": true.

The model comes from the scenario's model.architecture, or its model.preset
looked up with `headroom-cli catalog models` (HEADROOM_CLI, default
headroom-cli on PATH). Usage:

    python3 bench/gpu/run_step.py SCENARIO.headroom.json [--set PATH=VALUE]... > row.json

Needs PyTorch with CUDA, transformers and, for LoRA, peft. The project's
build and tests never run it; rows it writes go into tests/data/measured/
with the card, the versions and the date.
"""
import argparse
import datetime
import json
import os
import subprocess
import sys
import time


def load_scenario(path, sets):
    with open(path, encoding="utf-8") as f:
        s = json.load(f)
    for assignment in sets:
        key, _, value = assignment.partition("=")
        node = s
        parts = key.split(".")
        for p in parts[:-1]:
            node = node.setdefault(p, {})
        try:
            node[parts[-1]] = json.loads(value)
        except json.JSONDecodeError:
            node[parts[-1]] = value
    return s


def architecture(scenario):
    model = scenario.get("model", {})
    if "architecture" in model:
        return model["architecture"]
    preset = model.get("preset")
    if not preset:
        sys.exit("run_step: the scenario needs model.architecture or model.preset")
    cli = os.environ.get("HEADROOM_CLI", "headroom-cli")
    out = subprocess.run([cli, "catalog", "models"], capture_output=True, text=True, check=True).stdout
    models = json.loads(out)
    models = models.get("models", models) if isinstance(models, dict) else models
    for m in models:
        if m.get("id") == preset:
            return m["architecture"]
    sys.exit(f"run_step: model.preset {preset} is not in the catalog")


def hf_config(a):
    from transformers import LlamaConfig, MixtralConfig

    common = dict(
        hidden_size=a["hidden"],
        intermediate_size=a["ffn"],
        num_hidden_layers=a["layers"],
        num_attention_heads=a["heads"],
        num_key_value_heads=a.get("kv_heads", a["heads"]),
        vocab_size=a["vocab"],
        max_position_embeddings=a.get("max_positions", 8192),
        tie_word_embeddings=a.get("tied_embeddings", False),
        head_dim=a.get("head_dim", a["hidden"] // a["heads"]),
        use_cache=False,
        attn_implementation="sdpa",
    )
    if a.get("experts", 1) > 1:
        return MixtralConfig(num_local_experts=a["experts"], num_experts_per_tok=a.get("experts_per_token", 2),
                             **common)
    return LlamaConfig(**common)


def from_config(config, dtype):
    """AutoModelForCausalLM.from_config with `dtype` (transformers >= 4.56; 5.x
    dropped `torch_dtype` from some paths), falling back for older releases."""
    from transformers import AutoModelForCausalLM

    try:
        return AutoModelForCausalLM.from_config(config, dtype=dtype)
    except TypeError:
        return AutoModelForCausalLM.from_config(config, torch_dtype=dtype)


def new_cache(config):
    from transformers import DynamicCache

    try:
        return DynamicCache(config=config)
    except TypeError:
        return DynamicCache()


def kernel_profile(fn, steps=2):
    """GPU kernel time of `steps` calls of fn by category, from torch.profiler:
    where a step's time goes (GEMMs, attention, elementwise, the optimizer)
    and how much of the wall time the GPU is busy at all. Run after the
    timed steps, so the profiler's own overhead is not in step_seconds."""
    import torch
    from torch.profiler import ProfilerActivity, profile

    categories = [
        ("gemm", ("gemm", "cutlass", "xmma", "nvjet", "cublas", "splitk", "grouped_mm")),
        ("attention", ("flash", "fmha", "attention", "sdpa", "cudnn")),
        ("optimizer", ("multi_tensor", "adam", "foreach")),
        ("loss", ("cross_entropy", "log_softmax", "nll_loss", "softmax")),
        ("norm_reduce", ("norm", "reduce")),
        ("copy_cast", ("copy", "cast", "cat", "fill", "index", "gather", "scatter")),
        ("elementwise", ("elementwise", "vectorized", "unrolled")),
    ]
    fn()
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
        start = time.perf_counter()
        for _ in range(steps):
            fn()
        torch.cuda.synchronize()
        wall = (time.perf_counter() - start) / steps
    totals = {name: 0.0 for name, _ in categories}
    totals["other"] = 0.0
    kernels = []
    launches = 0
    for e in prof.key_averages():
        # record_function ranges (the optimizer's "Optimizer.step#AdamW.step")
        # also carry their kernels' device time: counted once, as kernels.
        if e.device_type != torch.autograd.DeviceType.CUDA or e.key.startswith(("Optimizer.", "ProfilerStep")):
            continue
        us = getattr(e, "self_device_time_total", None)
        if us is None:
            us = getattr(e, "self_cuda_time_total", 0.0)
        seconds = us / 1e6 / steps
        launches += e.count
        lower = e.key.lower()
        for name, words in categories:
            if any(w in lower for w in words):
                totals[name] += seconds
                break
        else:
            totals["other"] += seconds
        kernels.append({"name": e.key[:160], "calls_per_step": e.count / steps, "seconds_per_step": seconds})
    kernels.sort(key=lambda k: -k["seconds_per_step"])
    busy = sum(totals.values())
    return {"profiled_wall_seconds_per_step": wall, "kernel_seconds_per_step": busy,
            "kernel_launches_per_step": launches / steps, "by_category": totals, "top_kernels": kernels[:60],
            "note": "categories are name matches, first match wins; top_kernels keeps the names to re-sort"}


def load_nf4(config):
    """The random model with NF4 base weights, loaded the way QLoRA users load one."""
    import shutil
    import tempfile

    import torch
    from transformers import AutoModelForCausalLM, BitsAndBytesConfig

    folder = tempfile.mkdtemp(prefix="headroom-qlora-")
    try:
        with torch.device("cuda"):
            full = from_config(config, torch.bfloat16)
        full.save_pretrained(folder)
        del full
        torch.cuda.empty_cache()
        quant = BitsAndBytesConfig(load_in_4bit=True, bnb_4bit_quant_type="nf4", bnb_4bit_use_double_quant=True,
                                   bnb_4bit_compute_dtype=torch.bfloat16)
        return AutoModelForCausalLM.from_pretrained(folder, quantization_config=quant, dtype=torch.bfloat16,
                                                    device_map={"": 0})
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def measure(fn, warmup=2, timed=3, each=None):
    """Mean seconds of `timed` synchronised calls after `warmup`; `each`, a
    list, receives every call's own time (the spread)."""
    import torch

    for _ in range(warmup):
        fn()
    torch.cuda.synchronize()
    torch.cuda.reset_peak_memory_stats()
    start = time.perf_counter()
    for _ in range(timed):
        one = time.perf_counter()
        fn()
        if each is not None:
            torch.cuda.synchronize()
            each.append(time.perf_counter() - one)
    torch.cuda.synchronize()
    return (time.perf_counter() - start) / timed


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("scenario")
    parser.add_argument("--set", action="append", default=[])
    parser.add_argument("--profile", action="store_true",
                        help="also write the step's GPU kernel time by category (torch.profiler), after the timing")
    args = parser.parse_args()
    s = load_scenario(args.scenario, args.set)
    if s.get("workload", {}).get("mode") == "qlora":
        try:
            import bitsandbytes  # noqa: F401  (transformers' 4-bit path needs it)
        except ImportError:
            sys.exit("run_step: workload.mode qlora needs bitsandbytes (pip install bitsandbytes); "
                     "without it the row would be LoRA on bf16 weights")

    import torch
    import transformers

    w = s.get("workload", {})
    mode = w.get("mode", "train")
    stack = s.get("software", {}).get("stack", "hf-transformers" if mode != "inference" else "hf-transformers")
    recipe = s.get("precision", {}).get("recipe", "mixed-bf16")
    a = architecture(s)
    config = hf_config(a)
    b = int(w.get("micro_batch_size", 1))
    seq = int(w.get("sequence_length", 2048))
    row = {
        "model": s.get("model", {}).get("preset") or "architecture",
        "stack": stack,
        "recipe": recipe,
        "mode": mode,
        "micro_batch": b,
        "device": torch.cuda.get_device_name(),
        "total_memory_bytes": torch.cuda.get_device_properties(0).total_memory,
        "versions": {"torch": torch.__version__, "transformers": transformers.__version__},
        "date": datetime.date.today().isoformat(),
    }
    # torchtitan's FSDP2 keeps fp32 parameters and computes in bf16 through
    # the mixed-precision policy, not autocast.
    fsdp_mixed = stack == "fsdp2" and recipe in ("mixed-bf16", "mixed-bf16-fp32grad")
    fp32_params = recipe in ("amp-bf16", "amp-fp16", "fp32") or fsdp_mixed
    dtype = torch.float32 if fp32_params else torch.bfloat16
    for name in ("peft", "bitsandbytes"):
        try:
            row["versions"][name] = __import__(name).__version__
        except ImportError:
            pass
    if mode == "qlora":
        model = load_nf4(config)
        row["base_weights"] = "nf4 (bitsandbytes, double quantization, bf16 compute)"
    else:
        with torch.device("cuda"):
            model = from_config(config, dtype)
    # What transformers chose to run: the attention kernel, and for a mixture
    # of experts its experts path (transformers 5: grouped_mm where
    # torch._grouped_mm exists, else the eager loop), which Headroom's
    # eager MoE accounting assumes (docs/model.md §6b).
    row["attn_implementation"] = getattr(model.config, "_attn_implementation", None)
    if a.get("experts", 1) > 1:
        row["experts_implementation"] = getattr(model.config, "_experts_implementation", None)
    try:
        if mode == "inference":
            prompt = int(w.get("prompt_tokens", 512))
            row["prompt_tokens"] = prompt
            model.eval()
            ids = torch.randint(0, a["vocab"], (b, prompt), device="cuda")
            def prefill():  # as generate() runs it: the last position's logits only
                with torch.no_grad():
                    return model(input_ids=ids, past_key_values=new_cache(model.config), use_cache=True,
                                 logits_to_keep=1)

            row["prefill_seconds"] = measure(prefill)
            out = prefill()
            cache = out.past_key_values
            nxt = ids[:, -1:]

            def decode():
                with torch.no_grad():
                    model(input_ids=nxt, past_key_values=cache, use_cache=True)

            row["decode_step_seconds"] = measure(decode, warmup=3, timed=20)
            if args.profile:
                row["decode_profile"] = kernel_profile(decode, steps=5)
            del out, cache  # generate() below makes its own: the peak is one cache's
            # generate() itself (greedy, the cache on): its per-token time is the
            # difference of two lengths over the tokens between them, so the
            # prefill and the set-up drop out.
            lengths = (int(w.get("output_tokens", 48)) // 3 or 1, int(w.get("output_tokens", 48)))
            if lengths[1] > lengths[0]:
                seconds = []
                for n in lengths:
                    seconds.append(measure(lambda n=n: model.generate(
                        input_ids=ids, attention_mask=torch.ones_like(ids), max_new_tokens=n, min_new_tokens=n,
                        do_sample=False, use_cache=True, pad_token_id=0), warmup=1, timed=2))
                row["generate_new_tokens"] = list(lengths)
                row["generate_seconds"] = seconds
                row["generate_decode_step_seconds"] = (seconds[1] - seconds[0]) / (lengths[1] - lengths[0])
        else:
            row["sequence"] = seq
            gc = s.get("activations", {}).get("recompute", "none") == "full"
            row["gradient_checkpointing"] = gc
            if gc:
                model.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": False})
            if mode in ("lora", "qlora"):
                from peft import LoraConfig, get_peft_model

                names = {"q": "q_proj", "k": "k_proj", "v": "v_proj", "o": "o_proj", "gate": "gate_proj",
                         "up": "up_proj", "down": "down_proj"}
                targets = [names[t] for t in w.get("lora_targets", ["q", "v"])]
                model = get_peft_model(model, LoraConfig(r=int(w.get("lora_rank", 16)), target_modules=targets))
                row["lora"] = {"rank": int(w.get("lora_rank", 16)), "targets": w.get("lora_targets", ["q", "v"])}
            compiled = bool(s.get("software", {}).get("compile", False))
            row["compile"] = compiled
            if compiled:
                # torchtitan's --training.compile: each decoder layer compiled
                # in place (before fully_shard, as its parallelize_llama.py
                # orders them), and the loss compiled on its own below.
                for layer in model.model.layers:
                    layer.compile()
            if stack == "fsdp2":
                import torch.distributed as dist
                from torch.distributed.fsdp import MixedPrecisionPolicy, fully_shard

                os.environ.setdefault("MASTER_ADDR", "127.0.0.1")
                os.environ.setdefault("MASTER_PORT", "29517")
                dist.init_process_group("nccl", rank=0, world_size=1)
                policy = (MixedPrecisionPolicy(param_dtype=torch.bfloat16, reduce_dtype=torch.float32)
                          if fsdp_mixed else MixedPrecisionPolicy())
                row["fsdp_mixed_precision"] = "param bf16, reduce fp32" if fsdp_mixed else "none"
                for layer in model.model.layers:
                    fully_shard(layer, mp_policy=policy)
                fully_shard(model, mp_policy=policy)
            params = [p for p in model.parameters() if p.requires_grad]
            # bitsandbytes' NF4 weights are not trainable; the adapters are.
            row["trainable_parameters"] = sum(p.numel() for p in params)
            opt = torch.optim.AdamW(params, lr=1e-5, fused=True)
            row["optimizer"] = "AdamW(fused=True)"
            ids = torch.randint(0, a["vocab"], (b, seq), device="cuda")
            autocast = recipe in ("amp-bf16", "mixed-bf16") and not fsdp_mixed
            row["autocast"] = autocast

            def torchtitan_loss(logits, labels):  # torchtitan components/loss.py
                return torch.nn.functional.cross_entropy(logits.flatten(0, 1).float(), labels.flatten(0, 1))

            # software.loss "compiled": torchtitan's torch.compile(cross_entropy_loss).
            compiled_loss = s.get("software", {}).get("loss") == "compiled"
            loss_fn = torch.compile(torchtitan_loss) if compiled_loss else None
            row["loss"] = ("torch.compile(cross_entropy(logits.float()))" if compiled_loss
                           else "transformers ForCausalLMLoss")

            def step():
                with torch.autocast("cuda", dtype=torch.bfloat16, enabled=autocast):
                    if loss_fn is None:
                        loss = model(input_ids=ids, labels=ids).loss
                    else:
                        loss = loss_fn(model(input_ids=ids).logits, ids)
                loss.backward()
                opt.step()
                opt.zero_grad(set_to_none=True)

            try:
                step()
            except RuntimeError as e:  # fused AdamW on a stack's parameters it does not take
                if isinstance(e, torch.cuda.OutOfMemoryError) or not params:
                    raise
                row["optimizer"] = "AdamW(foreach=True): fused refused (" + str(e).splitlines()[0][:200] + ")"
                opt = torch.optim.AdamW(params, lr=1e-5, foreach=True)
            each = []
            seconds = measure(step, each=each)
            row["step_seconds"] = seconds
            row["step_seconds_each"] = each
            row["tokens_per_second"] = b * seq / seconds
            if args.profile:
                peaks = (torch.cuda.max_memory_allocated(), torch.cuda.max_memory_reserved())
                row["profile"] = kernel_profile(step)
                row["peak_allocated_bytes"], row["peak_reserved_bytes"] = peaks
        row.setdefault("peak_allocated_bytes", torch.cuda.max_memory_allocated())
        row.setdefault("peak_reserved_bytes", torch.cuda.max_memory_reserved())
    except torch.cuda.OutOfMemoryError as e:
        row["out_of_memory"] = True
        row["message"] = str(e).splitlines()[0]
    json.dump(row, sys.stdout, indent=2)
    print()


if __name__ == "__main__":
    main()
