#!/bin/sh
# Installs what Headroom needs to build, run and test on Debian 12 (bookworm):
# only the packages that are missing, as root or through sudo.
#
#   packaging/install-deps.sh          install what is missing
#   packaging/install-deps.sh --list   print the package list, one a line
#
# This is the one list of Debian packages. It must hold on a debootstrap
# --variant=minbase root (packaging/fresh-debian.sh proves it), so every
# program that a README command, a project script or a CMake/CPack step runs
# comes from a package named here or from one these depend on;
# packaging/programs.txt lists those programs and packaging/check-deps.sh
# checks them (the README's test command runs it).
set -eu

PACKAGES="build-essential cmake ninja-build pkg-config git dpkg-dev file
qt6-base-dev libqt6opengl6-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools
qt6-l10n-tools qt6-translations-l10n libgl-dev
nlohmann-json3-dev libgtest-dev libgmock-dev libbenchmark-dev
python3 xvfb xauth fonts-dejavu-core fonts-noto-cjk
desktop-file-utils appstream shared-mime-info
clang libclang-rt-14-dev clang-format"

if [ "${1:-}" = "--list" ]; then
    printf '%s\n' $PACKAGES
    exit 0
fi
if [ $# -ne 0 ]; then
    echo "usage: $0 [--list]" >&2
    exit 2
fi

missing=""
for p in $PACKAGES; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing="$missing $p"
    fi
done

if [ -z "$missing" ]; then
    echo "install-deps: everything is installed"
    exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
        SUDO="sudo"
    else
        echo "install-deps: need root or sudo to install:$missing" >&2
        exit 1
    fi
fi

echo "install-deps: installing$missing"
$SUDO apt-get update
# shellcheck disable=SC2086
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends $missing
