#!/bin/sh
# Reproduces a newcomer's first run on a fresh Debian 12: a debootstrap
# --variant=minbase bookworm root with nothing else installed, a clone of this
# repository in it, then, as root inside that root:
#   1. the README's test command, exactly as CI runs it (bash .ci/run, CI=true);
#   2. the README's first command (install, build, open the window) under
#      xvfb-run: it passes when the window is still up after 20 seconds;
#   3. a screenshot of the window under xvfb-run, copied out for a look
#      (no fonts would show as empty boxes).
#
#   sudo packaging/fresh-debian.sh [WORK_DIR]     (default /var/tmp/headroom-fresh)
#
# Needs root, debootstrap and git on this machine and Debian's mirror
# (MIRROR, default http://deb.debian.org/debian). Takes about 20 minutes on 2
# cores, most of it the build, the sanitizer build and the fuzzers; not part of
# .ci/run. Leaves WORK_DIR/log.txt, WORK_DIR/window.png and the root itself
# (delete WORK_DIR afterwards; KEEP_ROOT=0 deletes the root on success).
set -eu

[ "$(id -u)" -eq 0 ] || { echo "fresh-debian: run as root (debootstrap and chroot need it)" >&2; exit 2; }
command -v debootstrap >/dev/null 2>&1 || { echo "fresh-debian: apt-get install debootstrap" >&2; exit 2; }
src=$(cd "$(dirname "$0")/.." && pwd)
work=${1:-/var/tmp/headroom-fresh}
mirror=${MIRROR:-http://deb.debian.org/debian}
root=$work/root
log=$work/log.txt
mkdir -p "$work"
: > "$log"
say() { echo "fresh-debian: $*" | tee -a "$log"; }
elapsed() { echo "$(( $(date +%s) - $1 )) s"; }

mounted=""
cleanup() {
    for m in $mounted; do umount -l "$m" 2>/dev/null || true; done
}
trap cleanup EXIT INT TERM

start=$(date +%s)
if [ -e "$root" ]; then
    echo "fresh-debian: $root exists; remove it first (a fresh root is the point)" >&2
    exit 2
fi
say "debootstrap --variant=minbase bookworm $root $mirror"
debootstrap --variant=minbase bookworm "$root" "$mirror" >> "$log" 2>&1
say "minbase root ready in $(elapsed "$start"): $(chroot "$root" dpkg-query -W | wc -l) packages"

# The project as a newcomer gets it: a clone of the committed tree.
git clone --quiet --no-hardlinks "$src" "$root/root/headroom"
say "cloned $(git -C "$src" rev-parse --short HEAD) into /root/headroom"

cp /etc/resolv.conf "$root/etc/resolv.conf"
for fs in proc sys dev dev/pts; do
    mount --bind "/$fs" "$root/$fs"
    mounted="$root/$fs $mounted"
done
mkdir -p "$root/dev/shm"

in_root() { # runs a shell command in the root with a clean environment, as CI does
    env -i HOME=/root PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
        LANG=C.UTF-8 CI=true TERM=dumb chroot "$root" /bin/bash -c "cd /root/headroom && $1"
}

# 1. The README's test command, as CI runs it.
t=$(date +%s)
say "1/3: bash .ci/run (the README's test command)"
if in_root 'bash .ci/run' >> "$log" 2>&1; then
    say "1/3: bash .ci/run passed in $(elapsed "$t")"
else
    say "1/3: bash .ci/run FAILED after $(elapsed "$t"); the end of $log:"
    tail -40 "$log"
    exit 1
fi

# 2. The README's first command under xvfb-run: the window must stay up.
first=$(awk '/^Install what is missing, build, and open the window/ { want = 1 }
             want && /^```sh/ { getline; print; exit }' "$root/root/headroom/README.md")
[ -n "$first" ] || { say "2/3: README.md has no first command"; exit 1; }
t=$(date +%s)
say "2/3: xvfb-run -a timeout 20 sh -c '$first'"
status=0
in_root "xvfb-run -a timeout 20 sh -c '$first'" >> "$log" 2>&1 || status=$?
if [ "$status" -eq 124 ]; then
    say "2/3: the window was still open after 20 s (ended by timeout), $(elapsed "$t") in all"
else
    say "2/3: FAILED: the first command exited $status before 20 s"
    exit 1
fi

# 3. A screenshot of the window on the X server, with the fonts the root has.
in_root 'xvfb-run -a -s "-screen 0 1600x1000x24" build/default/app/gui/headroom --screenshot /root/window.png' \
    >> "$log" 2>&1 || { say "3/3: FAILED: the screenshot run"; exit 1; }
cp "$root/root/window.png" "$work/window.png"
say "3/3: screenshot in $work/window.png; font families in the root: $(in_root 'fc-list : family 2>/dev/null | sort -u | tr "\n" ";"' || echo unknown)"

say "all passed in $(elapsed "$start")"
if [ "${KEEP_ROOT:-1}" = 0 ]; then
    cleanup
    mounted=""
    rm -rf "$root"
fi
