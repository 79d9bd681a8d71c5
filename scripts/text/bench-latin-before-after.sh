#!/bin/sh
# Latin label measurement before shaping (884ae40, the last commit measuring with cmap + kern
# only) against this checkout: the same probe (scripts/text/bench/LatinProbe) built against
# each, run alternately. Two modes: warm (the same 200 labels again: caches filled) and cold
# (200 labels never measured before in every pass: first measurement).
#
# usage: scripts/text/bench-latin-before-after.sh [rounds (9)] [passes (20)]
set -eu
rounds=${1:-9}
passes=${2:-20}
root=$(cd "$(dirname "$0")/../.." && pwd)
out=$root/.build-text-bench
mkdir -p "$out/latin" "$out/before-src"
[ -f "$out/before-src/Package.swift" ] || git -C "$root" archive 884ae40 | tar -x -C "$out/before-src"
"$root/scripts/text/bench/make_probe_package.sh" "$out/probe-before" "$out/before-src" LatinProbe
"$root/scripts/text/bench/make_probe_package.sh" "$out/probe-now" "$root" LatinProbe ShapingProbe
swift build -c release --package-path "$out/probe-before" --product LatinProbe >/dev/null
swift build -c release --package-path "$out/probe-now" --product LatinProbe >/dev/null
i=1
while [ "$i" -le "$rounds" ]; do
  for mode in warm cold; do
    "$out/probe-before/.build/release/LatinProbe" "$mode" "$passes" > "$out/latin/before-$mode-$i.txt"
    "$out/probe-now/.build/release/LatinProbe" "$mode" "$passes" > "$out/latin/now-$mode-$i.txt"
  done
  i=$((i + 1))
done
python3 "$root/scripts/text/bench/summarize.py" latin "$out/latin" "$rounds" "884ae40" "$passes" | tee "$out/latin.md"
