#!/usr/bin/env bash
# Builds everything (core, CLI, GUI, tests; no benchmarks) with AddressSanitizer,
# LeakSanitizer and UndefinedBehaviorSanitizer, Debug, and runs the whole test
# suite. Any sanitizer report fails the run.
#
#   tests/run-sanitizers.sh [BUILD_DIR]      (default: build/sanitize)
#
# Environment: HEADROOM_BUILD_GUI=OFF leaves the GUI out (no Qt);
# JOBS=N parallel build and test jobs (default: all cores);
# CXX picks the compiler (g++ and clang++ both work).
set -euo pipefail

SRC_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BUILD_DIR=${1:-$SRC_DIR/build/sanitize}
JOBS=${JOBS:-$(nproc 2>/dev/null || echo 2)}
GUI=${HEADROOM_BUILD_GUI:-ON}

generator=()
if [[ ! -f "$BUILD_DIR/CMakeCache.txt" ]] && command -v ninja >/dev/null 2>&1; then
    generator=(-G Ninja)
fi
cmake -S "$SRC_DIR" -B "$BUILD_DIR" "${generator[@]}" \
    -DCMAKE_BUILD_TYPE=Debug \
    -DHEADROOM_SANITIZE=ON \
    -DHEADROOM_BUILD_TESTS=ON \
    -DHEADROOM_BUILD_BENCH=OFF \
    -DHEADROOM_BUILD_GUI="$GUI"
cmake --build "$BUILD_DIR" --parallel "$JOBS"

export QT_QPA_PLATFORM=offscreen
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$SRC_DIR/tests/lsan.supp}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
ctest --test-dir "$BUILD_DIR" --output-on-failure --timeout 600 --parallel "$JOBS"
