#!/bin/sh
# Proves a refactor changed no number: runs two builds of headroom-cli over
# every scenario file in the tree (examples, test scenarios, the fuzz corpus)
# and compares their output byte for byte: estimate as JSON (with every
# worked figure), text and markdown, the planner's JSON and every reverse
# solver, and every chart of the examples as PNG and SVG.
#
#   bench/compare-cli.sh OLD/headroom-cli NEW/headroom-cli
#
# Build the old one from the commit before the change (git worktree add, cmake
# --preset default, cmake --build … --target headroom-cli). Prints each file
# that differs and exits 1 if any does. With COMPARE_CLI_DIFFS=DIR, each
# difference is kept there as a unified diff (text outputs), to be read.
set -eu
old="$1"
new="$2"
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
differ=0
compared=0
for f in "$root"/resources/examples/*.json "$root"/tests/data/scenarios/*.json \
    "$root"/tests/fuzz/corpus/fuzz_scenario/*.json; do
    for run in "estimate --format json" "estimate --format text" "estimate --format markdown" "plan --max-gpus 64" \
        "solve max-micro-batch" "solve max-sequence" "solve min-gpus" "solve max-inference-batch" \
        "solve max-context" "solve best-weights" "solve largest-model"; do
        # shellcheck disable=SC2086 # $run is a command and its options
        "$old" $run --scenario "$f" >"$tmp/old" 2>&1 || true
        # shellcheck disable=SC2086
        "$new" $run --scenario "$f" >"$tmp/new" 2>&1 || true
        compared=$((compared + 1))
        if ! cmp -s "$tmp/old" "$tmp/new"; then
            echo "compare-cli: differs: $run ${f#"$root"/}" >&2
            differ=1
            if [ -n "${COMPARE_CLI_DIFFS:-}" ]; then
                mkdir -p "$COMPARE_CLI_DIFFS"
                name=$(printf '%s__%s' "$(basename "$f" .json)" "$run" | tr ' /' '__')
                diff -u "$tmp/old" "$tmp/new" >"$COMPARE_CLI_DIFFS/$name.diff" || true
            fi
        fi
    done
done
# Every chart of the examples, as PNG and SVG (offscreen, as CI renders them).
for f in "$root"/resources/examples/*.json; do
    for kind in memory roofline breakeven step scaling serving plan; do
        for ext in png svg; do
            QT_QPA_PLATFORM=offscreen "$old" chart "$kind" --scenario "$f" --out "$tmp/old.$ext" >/dev/null 2>&1 || true
            QT_QPA_PLATFORM=offscreen "$new" chart "$kind" --scenario "$f" --out "$tmp/new.$ext" >/dev/null 2>&1 || true
            compared=$((compared + 1))
            if ! cmp -s "$tmp/old.$ext" "$tmp/new.$ext"; then
                echo "compare-cli: differs: chart $kind ($ext) ${f#"$root"/}" >&2
                differ=1
            fi
        done
    done
done
echo "compare-cli: $compared outputs compared"
exit $differ
