#!/usr/bin/env bash
# Soak test of StrutSolver's numerical robustness (issue 13); not run in CI.
#
# Compiles the solver's sources together with the test target's random-system generator and
# dense oracle (swiftc -O -wmo, one module optimized as a whole, as SwiftPM's release builds are, so
# nothing is exported for it and generics are specialized across files) and runs random systems of
# 15–60 variables / 40–200 constraints (a tenth of the coefficients in 1e-4…1e-2; every fourth
# system half of them), in random add orders, then removals, constant and priority changes and
# suggestions. After every call every required constraint must hold within the solver's
# documented tolerance with finite values, or the call must have thrown a numerical error and
# left the solver bit-identical. Every 1,000th system (SOAK_ORACLE_EVERY=N: every Nth) is also
# checked against the oracle, level by level: no level's error may be beaten by more than a slack
# scaled to the magnitudes while every higher level stays within the solution's own error there
# (an oracle that cannot solve such a capped program is counted as inconclusive, not passed).
#
# Usage: scripts/soak/soak.sh [COUNT] [FIRST_SEED]    (default 1,000,000 systems from seed 0)
# SOAK_SEEDS=1,6,9 replays the listed seeds only.
# SOAK_DUMP_DIR=dir writes each system the oracle flags as dir/seed-N.json; scripts/soak/highs-check.py
# gives HiGHS's independent verdict on it.
# Prints progress every 10 systems (every 1,000 after the first 1,000) and a summary: count, failures, refusals, slowest case
# (in CPU time: a soak at `nice -n 19`, or paused with SIGSTOP while benchmarks run, keeps honest times).
set -euo pipefail
COUNT="${1:-1000000}"
FIRST="${2:-0}"
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
WORK="${SOAK_WORK:-$ROOT/.build-soak}"
mkdir -p "$WORK/src"
for f in "$ROOT"/Tests/StrutSolverTests/Oracle/{DenseSimplex,HierarchyOracle+Solution,RandomSystem,SoakDraw,SplitMix}.swift \
    "$ROOT"/Tests/StrutTestSupport/SplitMix64.swift; do
    grep -v '^@testable import\|^import Testing\|^import StrutTestSupport' "$f" > "$WORK/src/$(basename "$f")"
done
cp "$ROOT/scripts/soak/main.swift" "$WORK/src/main.swift"
echo "[soak] compiling (swiftc -O -wmo)" >&2
swiftc -O -wmo -parse-as-library -module-name Soak -package-name strut -lm \
    $(find "$ROOT/Sources/StrutSolver" -name '*.swift') "$WORK"/src/*.swift -o "$WORK/soak"
exec "$WORK/soak" "$COUNT" "$FIRST"
