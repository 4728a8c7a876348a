#!/bin/sh
# Renders the screenshots the AppStream metainfo lists (docs/screenshots/) from
# a build of the window, offscreen, on the Llama 2 7B example:
#
#   packaging/make-screenshots.sh BUILD_DIR
#
# Uses the window's hidden --screenshot/--size/--tab options. Run it again
# when the window changes, and commit the PNGs.
set -eu

if [ $# -ne 1 ] || [ ! -x "$1/app/gui/headroom" ]; then
    echo "usage: $0 BUILD_DIR (a build with the window, app/gui/headroom)" >&2
    exit 2
fi
headroom=$(cd "$1" && pwd)/app/gui/headroom
src=$(cd "$(dirname "$0")/.." && pwd)
out=$src/docs/screenshots

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
# A fresh home: no user catalog, settings or language from this machine.
export HOME="$tmp" XDG_DATA_HOME="$tmp/data" XDG_CONFIG_HOME="$tmp/config" XDG_RUNTIME_DIR="$tmp/run"
export QT_QPA_PLATFORM=offscreen LANG=C.UTF-8 LC_ALL=C.UTF-8 LANGUAGE=
mkdir -p "$XDG_RUNTIME_DIR" "$out"
chmod 700 "$XDG_RUNTIME_DIR"

# Opened by a relative name, so the status bar does not show this machine's paths.
cd "$src/resources/examples"
# name:tab, the tab by name (the window's --tab; plan: the Plan tab, which runs its
# search with the default inputs when shown)
for shot in window:memory roofline:roofline breakeven:break-even explain:explain plan:plan; do
    name=${shot%:*}
    "$headroom" --screenshot "$out/$name.png" --size 1280x800 --tab "${shot#*:}" llama2-7b-pretrain.headroom.json 2>"$tmp/log" ||
        { cat "$tmp/log" >&2; exit 1; }
    echo "make-screenshots: wrote docs/screenshots/$name.png"
done
# The memory timeline of a step that accumulates eight micro-batches under the
# Hugging Face Trainer: the peak is the second micro-batch's.
"$headroom" --screenshot "$out/timeline.png" --size 1280x800 --tab timeline llama3-8b-hf-finetune.headroom.json 2>"$tmp/log" ||
    { cat "$tmp/log" >&2; exit 1; }
echo "make-screenshots: wrote docs/screenshots/timeline.png"
# The window in Simplified Chinese (docs/translations.md): checks the CJK font
# and clipping. LANGUAGE picks the UI language; numbers follow it.
LANGUAGE=zh_CN "$headroom" --screenshot "$out/window-zh_CN.png" --size 1280x800 --tab memory llama2-7b-pretrain.headroom.json 2>"$tmp/log" ||
    { cat "$tmp/log" >&2; exit 1; }
echo "make-screenshots: wrote docs/screenshots/window-zh_CN.png"
