#!/usr/bin/env bash
# Instruction counts of the enaml_like cases (count-enaml.sh) for a base commit and for this
# checkout, one table each, against the same kiwi. The base is exported with `git archive` (no
# worktree, no change to the repository) under .build-kiwi/ (gitignored) and given this
# checkout's `count` driver
# (Benchmarks/Sources/SolverVsKiwi/Count.swift and main.swift) if it has none, so that both
# sides run the same workload code; only StrutSolver differs.
#
# Usage: scripts/bench/enaml-before-after.sh BASE_COMMIT [--cases "build cycle same"]
# Takes two release builds (several minutes each on a cold cache).
set -euo pipefail

[ $# -ge 1 ] || { sed -n '2,9p' "$0"; exit 2; }
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
BASE="$(git -C "$ROOT" rev-parse --short "$1")"; shift
WORK="$ROOT/.build-kiwi"
TREE="$WORK/base-$BASE"
log() { echo "[enaml-before-after] $*" >&2; }
mkdir -p "$WORK"
if [ ! -d "$TREE" ]; then
    log "exporting $BASE into $TREE"
    mkdir -p "$TREE"
    git -C "$ROOT" archive "$BASE" | tar -x -C "$TREE"
fi
for f in Benchmarks/Sources/SolverVsKiwi/Count.swift Benchmarks/Sources/SolverVsKiwi/main.swift; do
    cp "$ROOT/$f" "$TREE/$f"
done
log "building the base ($BASE)"
(cd "$TREE/Benchmarks" && swift build -c release --product SolverVsKiwi >&2)
BASE_BIN="$(cd "$TREE/Benchmarks" && swift build -c release --show-bin-path)/SolverVsKiwi"
log "building this checkout"
(cd "$ROOT/Benchmarks" && swift build -c release --product SolverVsKiwi >&2)

echo "Base $BASE:"
"$ROOT/scripts/bench/count-enaml.sh" --strut "$BASE_BIN" "$@"
echo
echo "This checkout ($(git -C "$ROOT" rev-parse --short HEAD)$(git -C "$ROOT" diff --quiet || echo ', with uncommitted changes')):"
"$ROOT/scripts/bench/count-enaml.sh" --no-build "$@"
log "the base's sources and build stay in $TREE (delete it when done)"
