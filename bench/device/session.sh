#!/bin/sh
# One device session's measurements, prepared so that a session lent a GPU
# runs them with one call and keeps the device time for a rerun:
#
#   sh bench/device/session.sh            (on the device; writes under $OUT)
#
# 1. bench/device/training_kernels.py: the GEMMs of a 2,048-wide model and
#    SDPA at head dimensions 64 and 128 (the open lead of docs/validation.md,
#    "Memory and step time against real runs");
# 2. bench/gpu/run_step.py on each of bench/device/scenarios/*.json: a
#    TinyLlama-shaped autocast run already measured on the H200 (ties this
#    card to those rows), FSDP2 on one rank, QLoRA (when bitsandbytes is
#    installed), a mixture of experts under transformers' modelling code.
#
# Each step has its own time limit, so one that hangs costs its limit and
# not the session; a failed step leaves its log and the others run. At most
# 560 s in all, under one device call's 600 s. Nothing here is fitted: the
# rows go into tests/data/measured/ with the card, the versions and the date,
# and are compared with `headroom-cli estimate --scenario F --set
# hardware.gpu=...`.
set -u
out=${OUT:-bench-device-out}
mkdir -p "$out"
here=$(dirname "$0")

step() {
    name=$1
    limit=$2
    shift 2
    start=$(date +%s)
    timeout "$limit" python3 "$@" >"$out/$name.json" 2>"$out/$name.log"
    rc=$?
    echo "$name: exit $rc after $(($(date +%s) - start)) s" | tee -a "$out/steps.txt"
}

{
    date -u +%Y-%m-%dT%H:%M:%SZ
    nvidia-smi --query-gpu=name,memory.total,power.limit,clocks.max.sm,driver_version --format=csv
    python3 -c 'import sys, torch, transformers; print(sys.version.split()[0], torch.__version__, torch.version.cuda, transformers.__version__)'
    python3 -c 'import peft; print("peft", peft.__version__)' || true
    python3 -c 'import bitsandbytes; print("bitsandbytes", bitsandbytes.__version__)' || true
} >"$out/machine.txt" 2>&1

step training_kernels 120 "$here/training_kernels.py"
for scenario in "$here"/scenarios/*.json; do
    step "$(basename "$scenario" .json)" 110 "$here/../gpu/run_step.py" "$scenario"
done
cat "$out/steps.txt"
