#!/bin/sh
# Fails when a program the project runs would be missing on a fresh Debian 12:
# each program in packaging/programs.txt must resolve (command -v, or Qt's
# tool folder) to a file owned (dpkg -S) by a package that
# packaging/install-deps.sh names, by a package those depend on (Depends and
# Pre-Depends, followed recursively through what is installed; Recommends are
# not installed by install-deps), or by a package every Debian system has
# (Essential: yes or Priority: required). A failure names the program and the
# package to add. It also checks that .ci/run runs exactly the README's test
# command. Takes a few seconds; runs after install-deps.sh in that command.
#
#   packaging/check-deps.sh
set -eu

here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
fail=0
bad() { echo "check-deps: $*" >&2; fail=1; }

# --- the packages install-deps.sh provides, closed over their dependencies ---
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
"$here/install-deps.sh" --list > "$tmp/roots"
dpkg-query -W -f='${Package}\t${Status}\t${Essential}\t${Priority}\t${Provides}\t${Pre-Depends}, ${Depends}\n' \
    > "$tmp/installed"
# One awk pass: which installed packages are reachable from the roots, plus the
# packages every Debian has. Alternatives (a | b) follow each one installed;
# virtual names follow their installed providers.
awk -F '\t' '
    function names(field, out,    n, i, parts, p) {
        gsub(/\([^)]*\)/, "", field); gsub(/:[a-z0-9]+/, "", field); gsub(/[ ]/, "", field)
        n = split(field, parts, /[,|]/)
        for (i = 1; i <= n; i++) if (parts[i] != "") out[++out[0]] = parts[i]
    }
    FNR == NR { want[$1] = 1; next }
    $2 !~ /install ok installed/ { next }
    {
        installed[$1] = 1; deps[$1] = $6
        if ($3 == "yes" || $4 == "required") base[$1] = 1
        delete prov; prov[0] = 0; names($5, prov)
        for (i = 1; i <= prov[0]; i++) providers[prov[i]] = providers[prov[i]] " " $1
    }
    END {
        n = 0
        for (p in want) if (p in installed) queue[++n] = p
        for (i = 1; i <= n; i++) {
            p = queue[i]
            if (p in seen) continue
            seen[p] = 1
            delete d; d[0] = 0; names(deps[p], d)
            for (j = 1; j <= d[0]; j++) {
                q = d[j]
                if (q in installed && !(q in seen)) queue[++n] = q
                m = split(providers[q], pv, " ")
                for (k = 1; k <= m; k++) if (!(pv[k] in seen)) queue[++n] = pv[k]
            }
        }
        for (p in seen) print p, "listed-or-dependency"
        for (p in base) if (!(p in seen)) print p, "base"
    }' "$tmp/roots" "$tmp/installed" > "$tmp/allowed"

# --- each program ---
owner() { # the package owning a path, trying the /bin and /usr/bin spellings (usrmerge)
    for candidate in "$1" "$(echo "$1" | sed 's#^/usr/bin/#/bin/#;s#^/usr/sbin/#/sbin/#')" \
        "$(echo "$1" | sed 's#^/bin/#/usr/bin/#;s#^/sbin/#/usr/sbin/#')"; do
        pkg=$(dpkg -S "$candidate" 2>/dev/null | grep -v '^diversion by' | sed -n '1s/^\([^:,]*\).*/\1/p')
        if [ -n "$pkg" ]; then echo "$pkg"; return 0; fi
    done
    return 1
}
count=0
while read -r program rest; do
    case "$program" in ''|'#'*) continue ;; esac
    count=$((count + 1))
    # Looked up on a fresh Debian's PATH: a copy in /usr/local or a user's shims
    # (pyenv, say) proves nothing about a newcomer's machine.
    path=$(PATH=/usr/sbin:/usr/bin:/sbin:/bin command -v "$program" 2>/dev/null || true)
    [ -z "$path" ] && [ -x "/usr/lib/qt6/bin/$program" ] && path=/usr/lib/qt6/bin/$program
    if [ -z "$path" ]; then
        hint=$(apt-file search "bin/$program" 2>/dev/null | head -1 | cut -d: -f1 || true)
        bad "$program (run by: $rest) is not installed; add its package${hint:+ ($hint)} to packaging/install-deps.sh"
        continue
    fi
    pkg=""
    for p in "$path" "$(readlink -f "$path")"; do
        pkg=$(owner "$p") && break
    done
    if [ -z "$pkg" ]; then
        bad "$program resolves to $path, which no Debian package owns; install it through packaging/install-deps.sh"
        continue
    fi
    if ! grep -q "^$pkg " "$tmp/allowed"; then
        bad "$program (run by: $rest) comes from package $pkg, which packaging/install-deps.sh neither names nor pulls in; add $pkg to its list"
    fi
done < "$here/programs.txt"

# --- .ci/run runs exactly the README's test command ---
readme_cmd=$(awk '/^Install what is missing, build, and run every test/ { want = 1 }
                  want && /^```sh/ { getline; print; exit }' "$root/README.md")
ci_cmd=$(grep -v '^#' "$root/.ci/run" | grep -v '^\(set \|cd \)' | sed '/^[[:space:]]*$/d')
if [ -z "$readme_cmd" ]; then
    bad "README.md has no test command under \"Install what is missing, build, and run every test\""
elif [ "$readme_cmd" != "$ci_cmd" ]; then
    bad ".ci/run does not run exactly the README's test command:
  README: $readme_cmd
  .ci/run: $ci_cmd"
fi

if [ "$fail" -ne 0 ]; then
    echo "check-deps: FAILED" >&2
    exit 1
fi
echo "check-deps: all $count programs come from packages install-deps.sh provides; .ci/run = README"
