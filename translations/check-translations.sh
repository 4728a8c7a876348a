#!/bin/sh
# Fails when a translation is stale or incomplete (see docs/translations.md).
#   1. Stale: lupdate is run on a temporary copy of each .ts file; the set of
#      (context, source, comment) entries must equal the committed file's.
#      Location lines are not written (-locations none), so moving code is fine.
#   2. Incomplete: no type="unfinished", "vanished" or "obsolete" entries and no
#      empty <translation>.
# Usage: translations/check-translations.sh   (from anywhere; needs lupdate and python3)
set -eu

here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
lupdate=${LUPDATE:-}
if [ -z "$lupdate" ]; then
    for candidate in /usr/lib/qt6/bin/lupdate "$(command -v lupdate6 || true)" \
        "$(command -v lupdate || true)"; do
        if [ -n "$candidate" ] && [ -x "$candidate" ]; then
            lupdate=$candidate
            break
        fi
    done
fi
[ -n "$lupdate" ] || { echo "check-translations: lupdate not found (set LUPDATE)" >&2; exit 2; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

entries() { # the sorted (context, source, comment) triples of a .ts file
    python3 - "$1" <<'PY'
import sys, xml.etree.ElementTree as ET
out = set()
for ctx in ET.parse(sys.argv[1]).getroot().iter('context'):
    name = ctx.findtext('name') or ''
    for m in ctx.iter('message'):
        out.add(repr((name, m.findtext('source') or '', m.findtext('comment') or '')))
print('\n'.join(sorted(out)))
PY
}

status=0
for ts in "$here"/headroom_*.ts; do
    name=$(basename "$ts")
    cp "$ts" "$tmp/$name"
    (cd "$root" && "$lupdate" -silent -no-obsolete -locations none app/gui app/common \
        -ts "$tmp/$name") >"$tmp/lupdate.log" 2>&1 || { cat "$tmp/lupdate.log" >&2; exit 2; }
    entries "$ts" >"$tmp/committed.txt"
    entries "$tmp/$name" >"$tmp/fresh.txt"
    if ! cmp -s "$tmp/committed.txt" "$tmp/fresh.txt"; then
        echo "$name is stale against the sources (- only in the file, + only in the sources):" >&2
        diff -u "$tmp/committed.txt" "$tmp/fresh.txt" | sed -n '/^[-+](/p' >&2
        status=1
    fi
    bad=$(grep -cE 'type="(unfinished|vanished|obsolete)"|<translation>\s*</translation>|<translation/>' \
        "$ts" || true)
    if [ "$bad" -ne 0 ]; then
        echo "$name has $bad unfinished, obsolete or empty entries:" >&2
        grep -nE -B3 'type="(unfinished|vanished|obsolete)"|<translation>\s*</translation>|<translation/>' \
            "$ts" | grep -E '<source>|type=|<translation' >&2 || true
        status=1
    fi
done
if [ "$status" -eq 0 ]; then
    echo "translations: all up to date and complete"
else
    echo "Refresh with: cmake --build <build> --target update_translations, then translate." >&2
fi
exit "$status"
