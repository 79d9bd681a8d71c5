#!/usr/bin/env bash
# Instruction counts (valgrind --tool=callgrind) for the key layout pairs: a second, repeatable
# column beside LayoutRatios' wall-clock ratios. Each side runs in its own process, once after a
# warm-up run, and only the run is collected (--toggle-collect on layoutbench_measured_region).
#
#   scripts/layoutbench/callgrind-ratios.sh            # the key pairs
#   scripts/layoutbench/callgrind-ratios.sh --profile "WORKLOAD NAME"   # where that run's time goes
#
# Needs valgrind and a release build of LayoutRatios (cd Benchmarks && swift build -c release
# --product LayoutRatios). Output files go to .build-layoutbench/ (ignored by git).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
bin="$root/Benchmarks/.build/release/LayoutRatios"
out="$root/.build-layoutbench"
mkdir -p "$out"
[ -x "$bin" ] || { echo "build first: cd Benchmarks && swift build -c release --product LayoutRatios" >&2; exit 1; }

# Total instructions of one run of a workload.
instructions() {
    local name="$1" file
    file="$out/callgrind.$(echo "$name" | tr -c 'A-Za-z0-9=' '_').out"
    # Reuse a profile made from the current binary.
    if [ ! "$file" -nt "$bin" ]; then
        valgrind --tool=callgrind --collect-atstart=no --toggle-collect=layoutbench_measured_region \
            --callgrind-out-file="$file" "$bin" --callgrind "$name" >/dev/null 2>"$file.log"
    fi
    callgrind_annotate "$file" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }'
}

if [ "${1:-}" = "--profile" ]; then
    name="$2"
    n=$(instructions "$name")
    file="$out/callgrind.$(echo "$name" | tr -c 'A-Za-z0-9=' '_').out"
    echo "$name: $n instructions"
    callgrind_annotate --inclusive=yes "$file" 2>/dev/null | swift demangle --simplified | sed -n '1,60p'
    exit 0
fi

# baseline | candidate | target
pairs=(
    "churn pair, static N=1000|churn pair, deactivate-rebuild-activate N=1000|≤ 1.2×"
    "feed cell, plain constraints (10 cells)|feed cell, stack views (10 cells)|≤ 1.3×"
    "feed item, hand-written frames (20 items)|feed item, declarative layout (20 items)|≤ 1.2×"
    "text: sum cached advances (200 labels)|text: measure with line breaking (200 labels)|—"
    "nested auto-sized stacks depth=100|nested auto-sized stacks depth=1000|≤ 12×"
    "drag, one of N siblings N=1000|drag, one of N siblings N=10000|≤ 12×"
    "drag, head of a row N=1000|drag, head of a row N=10000|≤ 12×"
    "independent siblings N=1000|independent siblings N=10000|≤ 12×"
    "dependent siblings N=1000|dependent siblings N=10000|≤ 12×"
    "nested views N=1000|nested views N=10000|≤ 12×"
    "churn pair, deactivate-rebuild-activate N=1000|churn pair, deactivate-rebuild-activate N=10000|≤ 12×"
    "LinkedIn cells N=1000|LinkedIn cells N=10000|≤ 12×"
)
echo "| pair (candidate / baseline) | baseline instructions | candidate instructions | ratio | target |"
echo "|---|---|---|---|---|"
for p in "${pairs[@]}"; do
    IFS='|' read -r a b target <<<"$p"
    ia=$(instructions "$a"); ib=$(instructions "$b")
    ratio=$(awk -v a="$ia" -v b="$ib" 'BEGIN { printf "%.2f", b / a }')
    echo "| $b / $a | $ia | $ib | ${ratio}× | $target |"
done
