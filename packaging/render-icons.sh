#!/bin/sh
# Renders every raster icon from the one scalable SVG: the hicolor PNGs for
# Linux, headroom.ico for the Windows installer and headroom.icns for the macOS
# bundle. The results are committed, so building never needs this; run it after
# editing the SVG. Needs rsvg-convert (Debian package librsvg2-bin) and python3.
set -eu
cd "$(dirname "$0")/../resources/icons"
ID=io.github.headroom_app.Headroom
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

for size in 16 32 48 64 128 256 512 1024; do
    rsvg-convert --width "$size" --height "$size" --output "$tmp/$size.png" "$ID.svg"
done
for size in 16 32 48 64 128 256; do
    mkdir -p "hicolor/${size}x${size}/apps"
    cp "$tmp/$size.png" "hicolor/${size}x${size}/apps/$ID.png"
done

# Both container formats accept PNG payloads (ICO since Windows Vista, ICNS
# since macOS 10.7), so no image library is needed.
python3 - "$tmp" <<'PY'
import struct, sys
tmp = sys.argv[1]
def png(size):
    with open(f"{tmp}/{size}.png", "rb") as f:
        return f.read()

sizes = [16, 32, 48, 64, 128, 256]
ico = struct.pack("<HHH", 0, 1, len(sizes))
offset = 6 + 16 * len(sizes)
data = b""
for s in sizes:
    d = png(s)
    ico += struct.pack("<BBBBHHII", s % 256, s % 256, 0, 0, 1, 32, len(d), offset)
    offset += len(d)
    data += d
with open("headroom.ico", "wb") as f:
    f.write(ico + data)

entries = [(b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
           (b"ic09", 512), (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512)]
body = b"".join(t + struct.pack(">I", 8 + len(png(s))) + png(s) for t, s in entries)
with open("headroom.icns", "wb") as f:
    f.write(b"icns" + struct.pack(">I", 8 + len(body)) + body)
PY
echo "render-icons: wrote hicolor/*/apps/$ID.png, headroom.ico, headroom.icns"
