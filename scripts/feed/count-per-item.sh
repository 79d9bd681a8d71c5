#!/usr/bin/env bash
# Instructions per feed item in steady state (valgrind --tool=callgrind), for each implementation:
# (count at N = 2K − count at N = K) ÷ K, each run building N items, laying them out at 375 and
# freeing them (`--teardown`, as the timed build does). Counting from K items up, not from one,
# leaves out one-off costs (font loading, the text shaper's per-face shortcut, made once per
# process after 32 texts, the first cell's solve that later cells reuse): the figure is what one
# more item costs, the quantity the CPU-time ratios at N = 100 / 1,000 measure.
#
#   scripts/feed/count-per-item.sh [K] [--relayout]     # K defaults to 100
#
# Needs valgrind and a release build of FeedBenchmarks (cd Benchmarks && swift build -c release
# --product FeedBenchmarks). Output files go to .build-feedcount/ (ignored by git).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
bin="$root/Benchmarks/.build/release/FeedBenchmarks"
out="$root/.build-feedcount"
k=100
extra=()
for a in "$@"; do
    case "$a" in
        --relayout) extra+=(--relayout) ;;
        [0-9]*) k="$a" ;;
        *) echo "unknown option: $a" >&2; exit 2 ;;
    esac
done
[ -x "$bin" ] || { echo "build first: cd Benchmarks && swift build -c release --product FeedBenchmarks" >&2; exit 1; }
command -v valgrind >/dev/null || { echo "needs valgrind (apt-get install valgrind)" >&2; exit 1; }
mkdir -p "$out"
count() {  # implementation, N
    local file="$out/$(echo "$1" | tr ' ' '_')-$2${extra[*]:+-relayout}.out"
    valgrind --tool=callgrind --callgrind-out-file="$file" "$bin" --only "$1" --count "$2" --teardown \
        "${extra[@]}" >/dev/null 2>&1
    awk '/^summary:/ { print $2; exit }' "$file"
}
declare -A per
for impl in "hand-written" "constraints" "stack views" "declarative"; do
    a=$(count "$impl" "$k")
    b=$(count "$impl" $((2 * k)))
    per[$impl]=$(( (b - a) / k ))
done
hw=${per[hand-written]}
echo "| per item (N = $k → $((2 * k))${extra[*]:+, with re-layout at 320}) | instructions | × hand-written |"
echo "|---|---|---|"
for impl in "hand-written" "constraints" "stack views" "declarative"; do
    awk -v n="${per[$impl]}" -v h="$hw" -v name="$impl" \
        'BEGIN { printf "| %s | %.3f M | %.2f× |\n", name, n / 1e6, n / h }'
done
