#!/usr/bin/env bash
# Profiles one workload group of SolverVsKiwi (release build) under callgrind and prints the
# hottest functions (inclusive and self cost), for finding where Strut's solver spends its time.
#
# Usage: scripts/bench/profile-strut.sh GROUP [TOP]
#   GROUP: enaml, enamlx1, enamlx10, enamlx100, indep100, indep1000, indep10000, chain10,
#          chain100, chain1000 (callgrind runs ~50x slower than native: prefer the small ones)
#   TOP:   how many functions to list (default 25)
set -euo pipefail
GROUP="${1:?usage: profile-strut.sh GROUP [TOP]}"
TOP="${2:-25}"
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
OUT="$ROOT/.build-kiwi/profile"
mkdir -p "$OUT"
(cd "$ROOT/Benchmarks" && swift build -c release --product SolverVsKiwi >&2)
BIN="$(cd "$ROOT/Benchmarks" && swift build -c release --show-bin-path)/SolverVsKiwi"
valgrind --tool=callgrind --callgrind-out-file="$OUT/callgrind.$GROUP.out" "$BIN" all "$GROUP" > "$OUT/$GROUP.tsv" 2> "$OUT/$GROUP.valgrind.log"
top_functions() {  # the TOP lines after the PROGRAM TOTALS header, paths shortened
    callgrind_annotate "$1" --threshold=100 "$OUT/callgrind.$GROUP.out" 2>/dev/null \
        | awk -v top="$TOP" '/PROGRAM TOTALS/ { print; found = 1; next } found && /file:function/ { listing = 1; next } listing && NF && shown < top { print; shown++ }' \
        | sed -e 's#\[/[^]]*/#[#' -e 's#^\( *[0-9,]* ([ 0-9.%]*)\)  [^:]*:#\1  #' | swift demangle --simplified
}
echo "## $GROUP: self cost (instructions), top $TOP"
top_functions --inclusive=no
echo
echo "## $GROUP: inclusive cost, top $TOP"
top_functions --inclusive=yes
echo
echo "(full profile: $OUT/callgrind.$GROUP.out — open with callgrind_annotate or kcachegrind)"
