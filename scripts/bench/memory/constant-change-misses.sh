#!/usr/bin/env bash
# Issue 13, memory layout: instructions, D1 misses and L2-model misses per operation, from
# callgrind's cache simulation (deterministic, independent of machine load). Not run in CI.
#
# Compiles the solver's sources with the workloads it drives (swiftc -O -wmo, one module, as
# scripts/soak does) and runs, under callgrind --cache-sim=yes with the last level modelled as
# this machine's L2 (1 MiB, 16-way, 64-byte lines):
#   - the timed operation of `indepN.constant_x20` (one setConstant + the value read), counted
#     only inside the operation (--toggle-collect), 2,000 calls spread over the views as the
#     workload spreads them, at N = 100 and N = 10,000;
#   - an enaml_like build (101 builds − 1) and resize step (1,200 steps − 0);
#   - a chain of 300 items, tight ↔ roomy (20 suggestions − 0);
#   - an independent-views build per view (10,000 views − 1).
#
# Usage: scripts/bench/memory/constant-change-misses.sh [SOURCE_ROOT]   (default: this checkout)
# Per-line detail: callgrind_annotate --auto=yes OUT/indep10000.cg (the binary has -g).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
ROOT="${1:-$(cd "$HERE/../../.." && pwd)}"
OUT="$(mktemp -d /tmp/constant-change-misses.XXXXXX)"
mkdir -p "$OUT/src"
for f in IndependentViews KiwiStrength EnamlLike EnamlLike+Constraints Chain; do
    grep -v '^import StrutSolver' "$ROOT/Benchmarks/Sources/SolverWorkloads/$f.swift" > "$OUT/src/$f.swift"
done
cp "$HERE/driver.swift" "$OUT/src/main.swift"
echo "[memory] compiling $ROOT (swiftc -O -wmo)" >&2
# (In the scratch directory: swiftc leaves the module's files in the working directory.)
(cd "$OUT" && swiftc -O -wmo -g -parse-as-library -module-name Drv -package-name drv -lm \
    $(find "$ROOT/Sources/StrutSolver" -name '*.swift') "$OUT"/src/*.swift -o "$OUT/driver" 2> "$OUT/build.log")
run() { # NAME ARGS… → "instructions D1-misses LL-misses" of the run (or of the toggled operation)
    local name=$1; shift
    local toggle=()
    [ "$1" = indep ] && toggle=("--toggle-collect=\$s3Drv6DriverV6change*")
    valgrind --tool=callgrind --cache-sim=yes --LL=1048576,16,64 --dump-instr=yes "${toggle[@]}" \
        --callgrind-out-file="$OUT/$name.cg" "$OUT/driver" "$@" > /dev/null 2> "$OUT/$name.log"
    awk '/Collected/ {print $4, $8 + $9, $11 + $12}' "$OUT/$name.log"
}
per() { # LABEL "BEFORE" "AFTER" COUNT
    python3 -c "import sys; a=[float(x) for x in sys.argv[2].split()]; b=[float(x) for x in sys.argv[3].split()]; \
print(f'{sys.argv[1]:<34}', '  '.join(f'{(y - x) / float(sys.argv[4]):>12,.1f}' for x, y in zip(a, b)))" "$@"
}
printf '%-34s %12s  %12s  %12s\n' "per operation" instructions "D1 misses" "L2 misses"
per "constant change, N = 100" "0 0 0" "$(run indep100 indep 100 2000)" 2000
per "constant change, N = 10,000" "0 0 0" "$(run indep10000 indep 10000 2000)" 2000
e1=$(run enaml1 enaml 1 0)
per "enaml_like build" "$e1" "$(run enaml101 enaml 101 0)" 100
per "enaml_like resize step" "$e1" "$(run enaml1s enaml 1 1200)" 1200
per "chain 300 tight <-> roomy" "$(run chain0 chain 300 0)" "$(run chain20 chain 300 20)" 20
per "indep build, per view (10,000)" "$(run build1 indepbuild 1)" "$(run build10000 indepbuild 10000)" 9999
echo "(callgrind files in $OUT)"
