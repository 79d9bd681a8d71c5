#!/usr/bin/env bash
# Instructions (and data reads/writes) per operation of Strut and kiwi on the same enaml_like
# workload, counted with valgrind (callgrind with its cache simulator for Dr/Dw). Repeatable on a
# loaded machine, unlike CPU time. Each case runs twice, K1 and K2 times; one operation costs
# (I(K2) - I(K1)) / (K2 - K1), so start-up and the one-off build cancel out.
#
# Usage: scripts/bench/count-enaml.sh [--strut BINARY] [--no-build] [--cases "build cycle same"]
#   --strut BINARY  a SolverVsKiwi binary (default: this checkout's release build, built first)
#   --no-build      use the existing release build
# Cases: build (build the solver and destroy it), cycle (suggest width/height cycling through
# the 6 sizes, read changed values), same (suggest the same size again, read changed values).
# Needs: valgrind, g++, python3 + pip (kiwi's sdist, as compare-kiwi.sh), swift.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
HERE="$ROOT/scripts/bench"
WORK="$ROOT/.build-kiwi"
STRUT_BIN=""
BUILD=1
CASES="build cycle same"
while [ $# -gt 0 ]; do
    case "$1" in
        --strut) STRUT_BIN="$2"; shift 2 ;;
        --no-build) BUILD=0; shift ;;
        --cases) CASES="$2"; shift 2 ;;
        -h|--help) sed -n '2,13p' "$0"; exit 0 ;;
        *) echo "unknown option: $1" >&2; exit 2 ;;
    esac
done
log() { echo "[count-enaml] $*" >&2; }

KIWI_VERSION=1.5.1
KIWI_SHA256=f1303ef2eec81262a4b708c3e858afe58d7c75ad91c1c05266eda7673369859a
mkdir -p "$WORK"
SDIST="$WORK/kiwisolver-$KIWI_VERSION.tar.gz"
[ -f "$SDIST" ] || python3 -m pip download --quiet --no-deps --no-binary :all: "kiwisolver==$KIWI_VERSION" -d "$WORK" >&2
echo "$KIWI_SHA256  $SDIST" | sha256sum --check --quiet - || { log "sha256 mismatch for $SDIST"; exit 1; }
KIWI_SRC="$WORK/kiwisolver-$KIWI_VERSION"
[ -f "$KIWI_SRC/kiwi/kiwi.h" ] || tar -xzf "$SDIST" -C "$WORK"
g++ -std=c++17 -O2 -g -I"$KIWI_SRC" -I"$HERE" "$HERE/kiwi_count.cpp" -o "$WORK/kiwi_count"

if [ -z "$STRUT_BIN" ]; then
    if [ "$BUILD" = 1 ]; then (cd "$ROOT/Benchmarks" && swift build -c release --product SolverVsKiwi >&2); fi
    STRUT_BIN="$(cd "$ROOT/Benchmarks" && swift build -c release --show-bin-path)/SolverVsKiwi"
fi

# Prints "Ir Dr Dw" of one run.
count() {
    local out
    out="$(mktemp)"
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --cache-sim=yes --callgrind-out-file="$out" "$@" > /dev/null 2>&1
    awk '/^summary:/ { print $2, $3, $4 }' "$out"
    rm -f "$out"
}
k_of() { case "$1" in build) echo "10 40" ;; *) echo "60 360" ;; esac; }

printf '| case | Strut Ir/op | kiwi Ir/op | Ir Strut/kiwi | Strut Dr/op | kiwi Dr/op | Strut Dw/op | kiwi Dw/op |\n'
printf '|---|---:|---:|---:|---:|---:|---:|---:|\n'
for c in $CASES; do
    read -r k1 k2 <<< "$(k_of "$c")"
    s1=$(count "$STRUT_BIN" count "$c" "$k1"); s2=$(count "$STRUT_BIN" count "$c" "$k2")
    w1=$(count "$WORK/kiwi_count" "$c" "$k1"); w2=$(count "$WORK/kiwi_count" "$c" "$k2")
    python3 - "$c" "$k1" "$k2" "$s1" "$s2" "$w1" "$w2" <<'PY'
import sys
c, k1, k2 = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
s1, s2, w1, w2 = ([int(x) for x in a.split()] for a in sys.argv[4:8])
per = lambda a, b, i: (b[i] - a[i]) / (k2 - k1)
si, wi = per(s1, s2, 0), per(w1, w2, 0)
print(f"| {c} | {si:,.0f} | {wi:,.0f} | {si / wi:.3f} | {per(s1, s2, 1):,.0f} | {per(w1, w2, 1):,.0f} | {per(s1, s2, 2):,.0f} | {per(w1, w2, 2):,.0f} |")
PY
done
