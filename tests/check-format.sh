#!/bin/sh
# Every C++ source follows .clang-format (CTest runs this as format-check).
#   tests/check-format.sh SOURCE_DIR [CLANG_FORMAT]
# Prints the files that differ and exits 1; `clang-format -i FILE` fixes one.
set -eu
root="$1"
clang_format="${2:-clang-format}"
if ! command -v "$clang_format" >/dev/null 2>&1; then
    echo "check-format: $clang_format not found (packaging/install-deps.sh installs clang-format)" >&2
    exit 1
fi
cd "$root"
bad=0
for f in $(find core app tests bench -path tests/data -prune -o \( -name '*.cpp' -o -name '*.h' \) -print | sort); do
    if ! "$clang_format" --dry-run -Werror "$f" >/dev/null 2>&1; then
        echo "check-format: $f does not follow .clang-format (clang-format -i $f)" >&2
        bad=1
    fi
done
exit $bad
