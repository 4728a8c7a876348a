#!/bin/sh
# Builds the .deb from a configured build directory and checks it: the
# desktop file, AppStream metainfo and MIME type validate, the version agrees
# everywhere it is written, and the programs run from the unpacked package.
#
#   packaging/check-package.sh BUILD_DIR
#
# Leaves the package in BUILD_DIR/packages/. Needs dpkg-dev,
# desktop-file-utils, appstream and shared-mime-info (packaging/install-deps.sh
# installs them); runs lintian too when it is installed.
set -eu

if [ $# -ne 1 ] || [ ! -f "$1/CMakeCache.txt" ]; then
    echo "usage: $0 BUILD_DIR (a configured CMake build directory)" >&2
    exit 2
fi
build=$(cd "$1" && pwd)
src=$(cd "$(dirname "$0")/.." && pwd)
app_id=io.github.headroom_app.Headroom

say() { echo "check-package: $*"; }
die() { echo "check-package: FAILED: $*" >&2; exit 1; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

# The package installs what the build made (man pages, programs), so build first.
cmake --build "$build"
rm -rf "$build/packages"
(cd "$build" && cpack -G DEB -B "$build/packages")
set -- "$build"/packages/*.deb
if [ $# -ne 1 ] || [ ! -f "$1" ]; then
    die "expected one .deb in $build/packages"
fi
deb=$1
say "built $deb"

# --- control fields ---
dpkg-deb --field "$deb" Package Version Architecture Depends Section Homepage Maintainer
version=$(dpkg-deb --field "$deb" Version)
depends=$(dpkg-deb --field "$deb" Depends)
case "$depends" in
    *libqt6core6*) ;;
    *) die "Depends lacks the Qt libraries (did dpkg-shlibdeps run?): $depends" ;;
esac
project_version=${version%-*}

# --- unpack ---
root=$tmp/root
dpkg-deb -x "$deb" "$root"
say "contents:"
(cd "$root" && find . -type f | sort | sed 's/^\./  /')

has_gui=false
[ -x "$root/usr/bin/headroom" ] && has_gui=true
[ -x "$root/usr/bin/headroom-cli" ] || die "usr/bin/headroom-cli is missing"
for f in usr/share/man/man1/headroom-cli.1.gz usr/share/doc/headroom/copyright \
         usr/share/doc/headroom/changelog.Debian.gz usr/share/doc/headroom/LICENSE \
         usr/share/doc/headroom/README.md usr/share/doc/headroom/THIRD_PARTY_NOTICES.md \
         usr/share/doc/headroom/model.md usr/share/doc/headroom/validation.md; do
    [ -f "$root/$f" ] || die "$f is missing"
done
ls "$root"/usr/share/headroom/examples/*.headroom.json >/dev/null 2>&1 || die "no example scenarios"

# --- desktop integration: the installed files, or the sources for a CLI-only build ---
if $has_gui; then
    share=$root/usr/share
    desktop=$share/applications/$app_id.desktop
    metainfo=$share/metainfo/$app_id.metainfo.xml
    mime=$share/mime/packages/$app_id.xml
    for size in 16 32 48 64 128 256; do
        [ -f "$share/icons/hicolor/${size}x${size}/apps/$app_id.png" ] || die "missing ${size}x${size} icon"
    done
    [ -f "$share/icons/hicolor/scalable/apps/$app_id.svg" ] || die "missing scalable icon"
    [ -f "$share/man/man1/headroom.1.gz" ] || die "usr/share/man/man1/headroom.1.gz is missing"
else
    say "no usr/bin/headroom (CLI-only build): checking the desktop files from the source tree"
    desktop=$src/resources/desktop/$app_id.desktop
    metainfo=$src/resources/desktop/$app_id.metainfo.xml
    mime=$src/resources/desktop/$app_id.mime.xml
fi
desktop-file-validate "$desktop" || die "desktop-file-validate $desktop"
say "desktop-file-validate: ok"
appstreamcli validate --no-net "$metainfo" || die "appstreamcli validate $metainfo"
grep -q "<release version=\"$project_version\"" "$metainfo" ||
    die "the metainfo has no <release version=\"$project_version\"> (release notes for this version)"
grep -q "^Icon=$app_id\$" "$desktop" || die "the desktop file's Icon= is not $app_id"
grep -q "^MimeType=.*application/x-headroom-scenario;" "$desktop" || die "the desktop file lacks the scenario MIME type"

# The MIME package compiles, and *.headroom.json maps to the scenario type.
mkdir -p "$tmp/mime/packages"
cp "$mime" "$tmp/mime/packages/$app_id.xml"
update-mime-database "$tmp/mime" 2>"$tmp/mime.log" || { cat "$tmp/mime.log" >&2; die "update-mime-database"; }
grep -q '^[0-9]*:application/x-headroom-scenario:\*\.headroom\.json' "$tmp/mime/globs2" ||
    die "*.headroom.json is not mapped to application/x-headroom-scenario"
grep -q '^application/x-headroom-scenario application/json$' "$tmp/mime/subclasses" ||
    die "application/x-headroom-scenario is not a sub-class of application/json"
say "MIME type: ok"

changelog_version=$(gzip -dc "$root/usr/share/doc/headroom/changelog.Debian.gz" | sed -n '1s/^headroom (\([^)]*\)).*/\1/p')
[ "$changelog_version" = "$version" ] ||
    die "packaging/debian/changelog's top entry is $changelog_version, the package is $version"

# --- run the programs from the unpacked tree (Qt comes from the system) ---
# A fresh home, so a user catalog or settings on this machine cannot interfere.
export HOME="$tmp/home" XDG_DATA_HOME="$tmp/home/data" XDG_CONFIG_HOME="$tmp/home/config"
export XDG_RUNTIME_DIR="$tmp/home/run" QT_QPA_PLATFORM=offscreen
mkdir -p "$XDG_RUNTIME_DIR"
chmod 700 "$XDG_RUNTIME_DIR"
cli=$root/usr/bin/headroom-cli
"$cli" --version > "$tmp/version.txt" || die "headroom-cli --version"
cat "$tmp/version.txt"
grep -q "^headroom-cli $project_version " "$tmp/version.txt" || die "headroom-cli --version does not say $project_version"
grep -q "LGPL" "$tmp/version.txt" || die "headroom-cli --version does not name the licenses"

example=$root/usr/share/headroom/examples/llama2-7b-pretrain.headroom.json
"$cli" estimate --scenario "$example" > "$tmp/estimate.json" || die "headroom-cli estimate --scenario $example"
for key in '"parameters"' '"memory"' '"per_gpu"' '"fits"' '"time"' '"cost"'; do
    grep -q "$key" "$tmp/estimate.json" || die "the estimate lacks $key"
done
"$cli" estimate --scenario "$example" --format text > /dev/null || die "headroom-cli estimate --format text"
say "headroom-cli estimate on $(basename "$example"): ok"

# The man page names every command and option that --help does.
gzip -dc "$root/usr/share/man/man1/headroom-cli.1.gz" | sed 's/\\-/-/g' > "$tmp/man.txt"
"$cli" --help > "$tmp/help.txt"
"$cli" plan --help >> "$tmp/help.txt" 2>/dev/null || true
"$cli" solve --help >> "$tmp/help.txt" 2>/dev/null || true
: > "$tmp/undocumented.txt"
# Commands and options are single words, so word splitting is what is wanted.
# shellcheck disable=SC2013
for cmd in $(sed -n '/^Commands:/,/^$/s/^  \([a-z][a-z]*\).*/\1/p' "$tmp/help.txt"); do
    grep -q "^\.B[IR]* \"\{0,1\}$cmd\b" "$tmp/man.txt" || echo "command $cmd" >> "$tmp/undocumented.txt"
done
# shellcheck disable=SC2013
for opt in $(grep -o -- '--[a-z][a-z-]*' "$tmp/help.txt" | sort -u); do
    grep -q -- "$opt" "$tmp/man.txt" || echo "option $opt" >> "$tmp/undocumented.txt"
done
if [ -s "$tmp/undocumented.txt" ]; then
    cat "$tmp/undocumented.txt" >&2
    die "packaging/headroom-cli.1 lacks what headroom-cli --help lists (above)"
fi
say "man page covers headroom-cli --help: ok"

if $has_gui; then
    "$root/usr/bin/headroom" --version || die "headroom --version"
fi

if command -v lintian >/dev/null 2>&1; then
    lintian_ok=true
    lintian --fail-on error "$deb" > "$tmp/lintian.txt" 2>&1 || lintian_ok=false
    grep -v '^running with root privileges' "$tmp/lintian.txt" || true
    $lintian_ok || die "lintian found errors (lintian --info $deb explains each tag)"
    say "lintian: no errors"
else
    say "lintian not installed; skipped"
fi

say "all checks passed: $deb"
