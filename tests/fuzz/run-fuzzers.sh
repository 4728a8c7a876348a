#!/usr/bin/env bash
# Runs every libFuzzer target for SECONDS each (default 60) and fails if any
# of them finds a crash, a leak, a timeout or an out-of-memory.
#
#   tests/fuzz/run-fuzzers.sh BUILD_DIR [SECONDS]
#
# BUILD_DIR: a build tree configured with clang and -DHEADROOM_BUILD_FUZZERS=ON;
# when it does not exist yet it is configured here (clang++, fuzzers on, GUI
# and benchmarks off). The fuzzers run on a copy of tests/fuzz/corpus: nothing
# is ever written into the source tree. Reproducers and the grown corpus go to
# $HEADROOM_FUZZ_OUT (default: a new folder under ${TMPDIR:-/tmp}).
#
# Environment: FUZZERS="fuzz_scenario fuzz_catalog ..." runs a subset;
# CXX picks the compiler when BUILD_DIR is configured here (default clang++).
#
# Exits 0 with a message, running nothing, when clang or its libFuzzer runtime
# is missing (Debian: apt-get install clang libclang-rt-14-dev).
set -euo pipefail

usage() { echo "usage: $0 BUILD_DIR [SECONDS]" >&2; exit 2; }
[[ $# -ge 1 && $# -le 2 ]] || usage
BUILD_DIR=$1
SECONDS_EACH=${2:-60}
[[ $SECONDS_EACH =~ ^[0-9]+$ && $SECONDS_EACH -gt 0 ]] || usage

SRC_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
FUZZ_SRC="$SRC_DIR/tests/fuzz"
ALL_FUZZERS=(fuzz_scenario fuzz_catalog fuzz_hfconfig fuzz_safetensors fuzz_gguf fuzz_measured_row)
read -r -a SELECTED <<< "${FUZZERS:-${ALL_FUZZERS[*]}}"

skip() { echo "run-fuzzers: SKIPPED: $*"; exit 0; }

have_fuzzers() {
    local f
    for f in "${SELECTED[@]}"; do
        [[ -x "$BUILD_DIR/tests/fuzz/$f" ]] || return 1
    done
}

# ---- Toolchain: clang with the libFuzzer runtime --------------------------------
if [[ -f "$BUILD_DIR/CMakeCache.txt" ]]; then
    if ! grep -q '^HEADROOM_BUILD_FUZZERS:BOOL=ON' "$BUILD_DIR/CMakeCache.txt"; then
        echo "run-fuzzers: $BUILD_DIR is a build tree without -DHEADROOM_BUILD_FUZZERS=ON;" \
             "give a separate folder (it is configured with clang here)" >&2
        exit 2
    fi
else
    CXX_BIN=${CXX:-clang++}
    command -v "$CXX_BIN" >/dev/null 2>&1 || skip "no clang ($CXX_BIN not found)"
    "$CXX_BIN" --version 2>/dev/null | grep -qi clang || skip "$CXX_BIN is not clang; libFuzzer needs clang"
    probe=$(mktemp -d)
    trap 'rm -rf "$probe"' EXIT
    printf '%s\n' '#include <cstddef>' '#include <cstdint>' \
        'extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t*, std::size_t) { return 0; }' > "$probe/p.cpp"
    "$CXX_BIN" -fsanitize=fuzzer,address,undefined "$probe/p.cpp" -o "$probe/p" >/dev/null 2>&1 ||
        skip "$CXX_BIN cannot link -fsanitize=fuzzer,address,undefined (libFuzzer runtime missing:" \
             "apt-get install libclang-rt-14-dev)"
    rm -rf "$probe"
    trap - EXIT
    command -v cmake >/dev/null 2>&1 || { echo "run-fuzzers: cmake not found" >&2; exit 2; }
    generator=()
    command -v ninja >/dev/null 2>&1 && generator=(-G Ninja)
    CXX=$CXX_BIN cmake -S "$SRC_DIR" -B "$BUILD_DIR" "${generator[@]}" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DHEADROOM_BUILD_FUZZERS=ON -DHEADROOM_BUILD_GUI=OFF -DHEADROOM_BUILD_BENCH=OFF
fi
# Absolute from here on: each fuzzer runs in its own working folder.
BUILD_DIR=$(cd "$BUILD_DIR" && pwd)
cmake --build "$BUILD_DIR" --target fuzzers --parallel "${HEADROOM_BUILD_JOBS:-2}"
have_fuzzers || { echo "run-fuzzers: fuzzers missing in $BUILD_DIR/tests/fuzz after the build" >&2; exit 2; }

# ---- Run -----------------------------------------------------------------------
OUT=${HEADROOM_FUZZ_OUT:-$(mktemp -d "${TMPDIR:-/tmp}/headroom-fuzz.XXXXXX")}
mkdir -p "$OUT"
case "$(cd "$OUT" && pwd)/" in
"$SRC_DIR"/*) echo "run-fuzzers: HEADROOM_FUZZ_OUT must be outside the source tree" >&2; exit 2 ;;
esac
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}

failed=()
for f in "${SELECTED[@]}"; do
    work="$OUT/$f"
    rm -rf "$work"
    mkdir -p "$work/corpus" "$work/artifacts"
    cp -R "$FUZZ_SRC/corpus/$f/." "$work/corpus/"
    seeds=$(find "$work/corpus" -type f | wc -l)
    echo "== $f: ${SECONDS_EACH}s, $seeds seeds, log $work/log.txt"
    status=0
    (cd "$work" && "$BUILD_DIR/tests/fuzz/$f" -max_total_time="$SECONDS_EACH" -rss_limit_mb=2048 -timeout=10 \
        -print_final_stats=1 -dict="$FUZZ_SRC/$f.dict" -artifact_prefix="$work/artifacts/" \
        corpus) > "$work/log.txt" 2>&1 || status=$?
    grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|#[0-9]+ +DONE)' "$work/log.txt" | sed 's/^/   /' || true
    grown=$(( $(find "$work/corpus" -type f | wc -l) - seeds ))
    echo "   corpus grew by $grown inputs ($work/corpus)"
    mapfile -t found < <(find "$work/artifacts" -type f | sort)
    if [[ $status -ne 0 || ${#found[@]} -gt 0 ]]; then
        failed+=("$f")
        echo "!! $f FAILED (exit $status); last lines of the log:"
        grep -E 'ERROR|SUMMARY|fuzz property failed|runtime error|Test unit written' "$work/log.txt" | head -20 |
            sed 's/^/   /' || true
        for a in "${found[@]}"; do
            echo "   reproducer: $a"
            echo "   replay:     $BUILD_DIR/tests/fuzz/$f $a"
        done
    fi
done

if [[ ${#failed[@]} -gt 0 ]]; then
    echo "run-fuzzers: FAILED: ${failed[*]} (output in $OUT)"
    exit 1
fi
echo "run-fuzzers: all ${#SELECTED[@]} fuzzers ran ${SECONDS_EACH}s each without a finding (output in $OUT)"
