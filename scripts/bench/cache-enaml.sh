#!/usr/bin/env bash
# Simulated L1 data-cache misses per operation of a SolverVsKiwi binary on the enaml_like cases
# (valgrind cachegrind: instructions, data reads and writes, D1 read and write misses, LL misses). Like count-enaml.sh, each case runs
# K1 and K2 times and one operation costs (X(K2) - X(K1)) / (K2 - K1).
#
# Usage: scripts/bench/cache-enaml.sh BINARY [CASES]   (CASES default: "build cycle")
set -euo pipefail
# shellcheck source=per-op.sh
source "$(dirname "$0")/per-op.sh"
[ $# -ge 1 ] || { sed -n '2,6p' "$0"; exit 2; }
BIN="$1"
CASES="${2:-build cycle}"
k_of() { case "$1" in build) echo "10 40" ;; *) echo "60 360" ;; esac; }
# Prints "Ir D1mr D1mw DLmr DLmw Dr Dw" of one run.
count() {
    local out
    out="$(mktemp)"
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=cachegrind --cache-sim=yes --cachegrind-out-file="$out" "$@" > /dev/null 2>&1
    awk '/^events:/ { for (i = 2; i <= NF; i++) name[i] = $i }
         /^summary:/ { for (i = 2; i <= NF; i++) v[name[i]] = $i
                       print v["Ir"], v["D1mr"], v["D1mw"], v["DLmr"], v["DLmw"], v["Dr"], v["Dw"] }' "$out"
    rm -f "$out"
}
printf '| case | Ir/op | Dr/op | Dw/op | D1 read misses/op | D1 write misses/op | LL data misses/op |\n|---|---:|---:|---:|---:|---:|---:|\n'
per_op_rows '| {c} | {p(0):,.0f} | {p(5):,.0f} | {p(6):,.0f} | {p(1):,.1f} | {p(2):,.1f} | {p(3) + p(4):,.1f} |'
