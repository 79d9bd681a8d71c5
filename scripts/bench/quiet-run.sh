#!/usr/bin/env bash
# Issue 13's timing runs, for a quiet machine (1-minute load below 1): run it when nothing else
# builds or fuzzes. Writes everything under out/quiet-run-<UTC time>/ and prints the summaries.
#
#   1. check-kiwi-harness.sh 9: kiwi's own enaml_like_benchmark (sdist, unmodified) against the
#      kiwi half of compare-kiwi.sh, alternating, 9 rounds — Proof (a): within 10 %? (both now
#      time the solver's teardown inside the build, as kiwi's benchmark does)
#   2. compare-kiwi.sh --rounds 9: Strut against kiwi, interleaved (light cases 9 rounds, the
#      large ones once per side) — Proof (b): enaml_like build and resize ≤ 0.7×, constant change
#      N = 10,000 within 2× of N = 100, per-constraint build 10,000 vs 100 within 1.5×, …
#   3. the chained cells (SolverVsKiwi cells1000 / cells10000: build N cells, size each with one
#      setConstant), CPU time (user + sys) per run, 9 interleaved rounds: growth per ×10 cells.
#
# Usage: scripts/bench/quiet-run.sh     (about 15–20 minutes; needs what compare-kiwi.sh needs)
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
OUT="$ROOT/out/quiet-run-$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$OUT"
load() { cut -d' ' -f1-3 /proc/loadavg; }
echo "start $(date -u +%H:%M:%S) UTC, load $(load), commit $(git -C "$ROOT" rev-parse --short HEAD)" | tee "$OUT/summary.txt"

# compare-kiwi.sh first: it downloads and verifies the sdist and builds both sides.
"$ROOT/scripts/bench/compare-kiwi.sh" --rounds 9 > "$OUT/compare-kiwi.md" 2> "$OUT/compare-kiwi.log"
echo "compare-kiwi done $(date -u +%H:%M:%S), load $(load)" | tee -a "$OUT/summary.txt"

"$ROOT/scripts/bench/check-kiwi-harness.sh" 9 > "$OUT/check-kiwi-harness.txt" 2>&1
echo "check-kiwi-harness done $(date -u +%H:%M:%S), load $(load)" | tee -a "$OUT/summary.txt"

BIN="$ROOT/Benchmarks/.build/release/SolverVsKiwi"
[ -x "$BIN" ] || (cd "$ROOT/Benchmarks" && swift build -c release --product SolverVsKiwi)
printf 'round\tcells1000_cpu_s\tcells10000_cpu_s\n' > "$OUT/cells.tsv"
for r in 1 2 3 4 5 6 7 8 9; do
    a=$( { /usr/bin/time -f '%U %S' "$BIN" cells1000 > /dev/null; } 2>&1 | awk '{print $1 + $2}')
    b=$( { /usr/bin/time -f '%U %S' "$BIN" cells10000 > /dev/null; } 2>&1 | awk '{print $1 + $2}')
    printf '%s\t%s\t%s\n' "$r" "$a" "$b" >> "$OUT/cells.tsv"
done
echo "cells done $(date -u +%H:%M:%S), load $(load)" | tee -a "$OUT/summary.txt"

{
    echo
    echo "== kiwi's own benchmark against the harness (Proof (a)) =="
    tail -11 "$OUT/check-kiwi-harness.txt"
    echo
    echo "== chained cells, CPU s per run (min-median-max over 9 rounds) and 10,000 / 1,000 =="
    python3 - "$OUT/cells.tsv" <<'PY'
import sys, statistics as st
rows = [l.split('\t') for l in open(sys.argv[1]).read().split('\n')[1:] if l.strip()]
a = [float(r[1]) for r in rows]; b = [float(r[2]) for r in rows]
f = lambda v: f"{min(v):.3f} - {st.median(v):.3f} - {max(v):.3f}"
print("cells1000", f(a)); print("cells10000", f(b))
print("ratio per round", f([y / x for x, y in zip(a, b) if x > 0]))
PY
    echo
    echo "== Strut against kiwi (Proof (b)) =="
    cat "$OUT/compare-kiwi.md"
} | tee -a "$OUT/summary.txt"
