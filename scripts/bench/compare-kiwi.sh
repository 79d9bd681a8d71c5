#!/usr/bin/env bash
# Runs the solver workloads through kiwi (C++, compiled here from the kiwisolver sdist) and
# through Strut (Benchmarks/ SolverVsKiwi, release build), interleaved so both share the machine's
# noise, and prints ONE markdown table of Strut/kiwi time ratios with tableau sizes, pivot counts
# and the targets of the solver issue.
#
# Usage: scripts/bench/compare-kiwi.sh [--rounds N] [--light]
#   --rounds N  light rounds (default 3). The three large cases (indep N=10,000, chain N=1,000,
#               enaml×100) run once per side: kiwi needs seconds per operation there.
#   --light     skip the large cases altogether.
# Needs: python3 with pip, g++ (C++17), swift. Nothing of kiwi is committed: the sdist is
# downloaded with pip into .build-kiwi/ (gitignored) and its sha256 checked.
set -euo pipefail

KIWI_VERSION=1.5.1
KIWI_SHA256=f1303ef2eec81262a4b708c3e858afe58d7c75ad91c1c05266eda7673369859a
ROUNDS=3
HEAVY=1
while [ $# -gt 0 ]; do
    case "$1" in
        --rounds) ROUNDS="$2"; shift 2 ;;
        --light) HEAVY=0; shift ;;
        -h|--help) sed -n '2,14p' "$0"; exit 0 ;;
        *) echo "unknown option: $1" >&2; exit 2 ;;
    esac
done

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
HERE="$ROOT/scripts/bench"
WORK="$ROOT/.build-kiwi"
RUN="$WORK/run"
START=$(date +%s)
BUDGET=540   # seconds for the timed runs; rounds that would start later are skipped
mkdir -p "$WORK"
rm -rf "$RUN" && mkdir -p "$RUN"

log() { echo "[compare-kiwi] $*" >&2; }

# 1. kiwi from the registry, pinned and verified.
SDIST="$WORK/kiwisolver-$KIWI_VERSION.tar.gz"
if [ ! -f "$SDIST" ]; then
    log "downloading kiwisolver $KIWI_VERSION sdist with pip"
    python3 -m pip download --quiet --no-deps --no-binary :all: "kiwisolver==$KIWI_VERSION" -d "$WORK" >&2
fi
echo "$KIWI_SHA256  $SDIST" | sha256sum --check --quiet - || { log "sha256 mismatch for $SDIST"; exit 1; }
KIWI_SRC="$WORK/kiwisolver-$KIWI_VERSION"
[ -f "$KIWI_SRC/kiwi/kiwi.h" ] || tar -xzf "$SDIST" -C "$WORK"

# 2. The kiwi harness, g++ -O2 (as kiwi's own build_and_run_bench.sh).
log "compiling kiwi_harness (g++ -O2)"
g++ -std=c++17 -O2 -Wall -I"$KIWI_SRC" -I"$HERE" "$HERE/kiwi_harness.cpp" -o "$WORK/kiwi_harness"

# 3. Strut's driver, release build.
log "building SolverVsKiwi (swift build -c release)"
(cd "$ROOT/Benchmarks" && swift build -c release --product SolverVsKiwi >&2)
STRUT_BIN="$(cd "$ROOT/Benchmarks" && swift build -c release --show-bin-path)/SolverVsKiwi"

# 4. Interleaved runs: kiwi, Strut, kiwi, Strut ...
run_pair() {  # tag mode timeout
    local tag="$1" mode="$2" limit="$3"
    log "round $tag: kiwi $mode"
    timeout "$limit" "$WORK/kiwi_harness" "$mode" > "$RUN/kiwi.$tag.tsv" 2> "$RUN/kiwi.$tag.err" \
        || log "kiwi $mode exited with $? ($RUN/kiwi.$tag.err)"
    log "round $tag: Strut $mode"
    timeout "$limit" "$STRUT_BIN" "$mode" > "$RUN/strut.$tag.tsv" 2> "$RUN/strut.$tag.err" \
        || log "Strut $mode exited with $? ($RUN/strut.$tag.err: $(grep -m1 -i 'fatal\|error' "$RUN/strut.$tag.err" || true))"
}
LOAD_BEFORE="$(cut -d' ' -f1-3 /proc/loadavg)"
run_pair 1 light 120
[ "$HEAVY" = 1 ] && run_pair heavy heavy 240
for ((round = 2; round <= ROUNDS; round++)); do
    if (( $(date +%s) - START > BUDGET )); then log "time budget spent: skipping round $round"; break; fi
    run_pair "$round" light 120
done
LOAD_AFTER="$(cut -d' ' -f1-3 /proc/loadavg)"

# 5. One table.
{
    # The processor: the same machine kind has run on different ones, and the ratios move with it.
    CPU_MODEL="$(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo 2>/dev/null || true)"
    echo "Strut vs kiwi $KIWI_VERSION — $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores ($(uname -m)${CPU_MODEL:+, $CPU_MODEL}), load $LOAD_BEFORE → $LOAD_AFTER;"
    echo "kiwi: g++ $(g++ -dumpfullversion) -O2; Strut: $(swift --version 2>/dev/null | head -1 | sed 's/ (.*//'), -c release."
    echo "Medians; ratio = Strut time / kiwi time (below 1: Strut faster). Light cases: median of the per-run medians."
    echo
    python3 "$HERE/compare_table.py" "$RUN"
} | tee "$WORK/compare-kiwi.md"
log "total $(( $(date +%s) - START )) s; raw outputs in $RUN"
