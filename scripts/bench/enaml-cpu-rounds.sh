#!/usr/bin/env bash
# CPU-time ratios Strut/kiwi of enaml_like build and resize step (cycling sizes), over N
# interleaved rounds: kiwi, then each Strut binary given, in every round, so that all share the
# machine's noise. Prints min / median / max of the per-round ratios per binary.
#
# Usage: scripts/bench/enaml-cpu-rounds.sh ROUNDS STRUT_BINARY [STRUT_BINARY ...]
#   (kiwi_harness is built here from the sdist that count-enaml.sh / compare-kiwi.sh fetch.)
set -euo pipefail
[ $# -ge 2 ] || { sed -n '2,7p' "$0"; exit 2; }
ROUNDS="$1"; shift
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
WORK="$ROOT/.build-kiwi"
KIWI_SRC="$WORK/kiwisolver-1.5.1"
[ -f "$KIWI_SRC/kiwi/kiwi.h" ] || { echo "run scripts/bench/count-enaml.sh once first (fetches kiwi)" >&2; exit 1; }
g++ -std=c++17 -O2 -Wall -I"$KIWI_SRC" -I"$ROOT/scripts/bench" "$ROOT/scripts/bench/kiwi_harness.cpp" -o "$WORK/kiwi_harness"
OUT="$(mktemp -d)"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for ((r = 1; r <= ROUNDS; r++)); do
    "$WORK/kiwi_harness" enaml | awk -v r="$r" '$1 == "case" { print r, "kiwi", $2, $3 }' >> "$OUT/all"
    i=0
    for bin in "$@"; do
        i=$((i + 1))
        "$bin" light enaml | awk -v r="$r" -v b="strut$i" '$1 == "case" { print r, b, $2, $3 }' >> "$OUT/all"
    done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
python3 - "$OUT/all" "$@" <<'PY'
import sys, statistics
rows = [l.split() for l in open(sys.argv[1])]
bins = sys.argv[2:]
t = {}
for r, who, case, ns in rows: t[(r, who, case)] = float(ns)
rounds = sorted({r for r, *_ in rows}, key=int)
for i, b in enumerate(bins, 1):
    for case in ["enaml.build", "enaml.resize_cycle", "enaml.resize_same"]:
        ratios = sorted(t[(r, f"strut{i}", case)] / t[(r, "kiwi", case)] for r in rounds)
        print(f"{b}: {case}: Strut/kiwi min {ratios[0]:.2f}, median {statistics.median(ratios):.2f}, max {ratios[-1]:.2f} over {len(ratios)} rounds")
PY
rm -rf "$OUT"
