#!/bin/sh
# Instructions (callgrind) per label for the Latin probe before shaping (884ae40) and now, warm
# and cold: the cost of N passes minus the cost of none (which leaves out loading the fonts and
# making the labels). Needs valgrind and the probes of bench-latin-before-after.sh (built by it).
#
# usage: scripts/text/bench-latin-instructions.sh [passes (3)]
set -eu
passes=${1:-3}
root=$(cd "$(dirname "$0")/../.." && pwd)
out=$root/.build-text-bench
count() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 | sed -n 's/.*refs: *//p' | tr -d ,
}
echo "| probe | mode | instructions per label |"
echo "|---|---|---:|"
for side in before now; do
  probe=$out/probe-$side/.build/release/LatinProbe
  make=$(( $(count "$probe" make "$passes") - $(count "$probe" make 0) ))
  for mode in warm cold; do
    cost=$(( $(count "$probe" "$mode" "$passes") - $(count "$probe" "$mode" 0) ))
    # Cold passes also make their labels: that part is counted apart (mode make) and left out.
    [ "$mode" = cold ] && cost=$((cost - make))
    echo "| $side | $mode | $((cost / (200 * passes))) |"
  done
done
