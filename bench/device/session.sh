#!/bin/sh
# One device session's measurements, prepared so that a session lent a GPU
# runs them with one call and keeps the device time for a rerun:
#
#   sh bench/device/session.sh [SECONDS] [SET]   (on the device; writes under $OUT)
#
# SET "first" (the default) is the 2026-11-28 first call's list; "second" the
# rows that call showed were needed: decode and generate() at other sizes,
# and held-out training rows for what the first call's profiles changed;
# "third" a checkpointed step's profile and who launches a mixture of
# experts' extra kernels (bench/device/moe_stacks.py).
#
# 1. bench/gpu/run_step.py on each of bench/device/scenarios/*.json (rows
#    marked below also under the profiler: kernel time by category), in
#    priority order: the TinyLlama-shaped autocast run already measured on
#    the H200 first (ties this card to those rows);
# 2. bench/device/training_kernels.py: the GEMMs of a 2,048-wide model and
#    SDPA at head dimensions 64 and 128 (docs/validation.md, "Memory and step
#    time against real runs").
#
# Each step has its own time limit and the whole run a deadline (SECONDS,
# default 450): a step that would not finish before it is skipped and says
# so, a step that hangs costs its limit, a failed step leaves its log and the
# others run. The device tool returns at most 8 files, so everything is packed
# into $OUT/session.tar.gz, with steps.txt and machine.txt beside it.
# Nothing here is fitted: the rows go into tests/data/measured/ with the
# card, the versions and the date; predictions made before the run are in
# bench/device/predicted-*.json.
set -u
budget=${1:-450}
set_name=${2:-first}
out=${OUT:-bench-device-out}
work=$(mktemp -d)
mkdir -p "$out"
here=$(dirname "$0")
begin=$(date +%s)
export PYTHONUNBUFFERED=1

pack() {
    cp "$work/steps.txt" "$work/machine.txt" "$out/" 2>/dev/null
    tar -czf "$out/session.tar.gz" -C "$work" .
}
trap pack EXIT

step() {
    name=$1
    limit=$2
    shift 2
    left=$((budget - ($(date +%s) - begin)))
    if [ "$left" -lt 20 ]; then
        echo "$name: skipped, $left s left" | tee -a "$work/steps.txt"
        return
    fi
    [ "$limit" -gt "$left" ] && limit=$left
    start=$(date +%s)
    timeout "$limit" python3 "$@" >"$work/$name.json" 2>"$work/$name.log"
    rc=$?
    echo "$name: exit $rc after $(($(date +%s) - start)) s (limit $limit)" | tee -a "$work/steps.txt"
    pack
}

{
    date -u +%Y-%m-%dT%H:%M:%SZ
    nvidia-smi --query-gpu=name,memory.total,power.limit,clocks.max.sm,driver_version --format=csv
    python3 -c 'import sys, torch, transformers; print(sys.version.split()[0], torch.__version__, torch.version.cuda, torch.backends.cudnn.version(), transformers.__version__)'
    python3 -c 'import peft; print("peft", peft.__version__)' || true
    python3 -c 'import bitsandbytes; print("bitsandbytes", bitsandbytes.__version__)' || true
} >"$work/machine.txt" 2>&1

run=$here/../gpu/run_step.py
s=$here/scenarios
if [ "$set_name" = third ]; then
    step 18-hf-tinyllama-autocast-8x2048-ckpt 50 "$run" "$s/18-hf-tinyllama-autocast-8x2048-ckpt.json" --profile
    step moe_stacks-17 60 "$here/moe_stacks.py" "$s/17-hf-moe-8x2-1x4096.json"
elif [ "$set_name" = second ]; then
    step 08-hf-llama-3-8b-decode-b1 60 "$run" "$s/08-hf-llama-3-8b-decode-b1.json" --profile
    step 12-hf-llama-3-8b-decode-b16 60 "$run" "$s/12-hf-llama-3-8b-decode-b16.json" --profile
    step 13-hf-tinyllama-decode-b1 45 "$run" "$s/13-hf-tinyllama-decode-b1.json" --profile
    step 14-hf-llama-3.2-1b-decode-b8 45 "$run" "$s/14-hf-llama-3.2-1b-decode-b8.json" --profile
    step 15-hf-tinyllama-bf16-4x2048 40 "$run" "$s/15-hf-tinyllama-bf16-4x2048.json" --profile
    step 16-hf-llama-3.2-1b-lora-4x4096 45 "$run" "$s/16-hf-llama-3.2-1b-lora-4x4096.json" --profile
    step 17-hf-moe-8x2-1x4096 45 "$run" "$s/17-hf-moe-8x2-1x4096.json" --profile
else
    step 01-hf-tinyllama-autocast-4x2048 60 "$run" "$s/01-hf-tinyllama-autocast-4x2048.json" --profile
    step training_kernels 110 "$here/training_kernels.py"
    step 05-hf-llama-3.2-1b-autocast-4x4096 60 "$run" "$s/05-hf-llama-3.2-1b-autocast-4x4096.json"
    step 06-hf-llama-3-8b-lora-1x4096 60 "$run" "$s/06-hf-llama-3-8b-lora-1x4096.json" --profile
    step 02-fsdp2-llama-3.2-1b-2x4096 60 "$run" "$s/02-fsdp2-llama-3.2-1b-2x4096.json" --profile
    step 04-hf-moe-64x8-1x4096 70 "$run" "$s/04-hf-moe-64x8-1x4096.json" --profile
    step 09-hf-llama-3-8b-bf16-1x4096 50 "$run" "$s/09-hf-llama-3-8b-bf16-1x4096.json" --profile
    step 07-hf-tinyllama-autocast-1x2048 40 "$run" "$s/07-hf-tinyllama-autocast-1x2048.json" --profile
    step 08-hf-llama-3-8b-decode-b1 50 "$run" "$s/08-hf-llama-3-8b-decode-b1.json" --profile
    step 10-hf-llama-3.2-1b-autocast-16x4096-ckpt 60 "$run" "$s/10-hf-llama-3.2-1b-autocast-16x4096-ckpt.json"
    step 03-qlora-llama-3-8b-1x4096-ckpt 30 "$run" "$s/03-qlora-llama-3-8b-1x4096-ckpt.json"
    step 11-fsdp2-compile-llama-3.2-1b-2x4096 150 "$run" "$s/11-fsdp2-compile-llama-3.2-1b-2x4096.json"
fi
echo "total $(($(date +%s) - begin)) s"
cat "$work/steps.txt"
python3 - "$work" <<'PY' || true
import glob, json, os, sys
for f in sorted(glob.glob(os.path.join(sys.argv[1], "*.json"))):
    try:
        r = json.load(open(f))
    except Exception as e:
        print(os.path.basename(f), "unreadable:", e)
        continue
    if "gemm" in r:
        print(os.path.basename(f), len(r["gemm"]), "GEMMs,", len(r["attention"]), "attention cases")
        continue
    gb = lambda k: "%.2f" % (r.get(k, 0) / 1e9)
    line = [os.path.basename(f)[:40], "OOM" if r.get("out_of_memory") else "fits",
            "alloc", gb("peak_allocated_bytes"), "reserved", gb("peak_reserved_bytes")]
    for k in ("step_seconds", "prefill_seconds", "decode_step_seconds"):
        if k in r:
            line += [k, "%.4f" % r[k]]
    p = r.get("profile") or r.get("decode_profile")
    if p:
        line += ["busy", "%.4f" % p["kernel_seconds_per_step"], "launches", "%d" % p["kernel_launches_per_step"]]
    print(" ".join(line))
PY
