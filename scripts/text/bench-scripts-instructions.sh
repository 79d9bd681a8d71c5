#!/bin/sh
# Instructions (callgrind) per right-to-left or Indic paragraph (scripts/text/bench/ScriptsProbe:
# Arabic and Hebrew in the system font, Devanagari in Noto Sans Devanagari, 160 characters
# wrapped at 280 pt, never measured before) for a baseline commit and this checkout: the cost of
# N passes minus that of none, less the cost of making the paragraphs. The probes' checksums
# (sum of the layouts' heights) must be equal: the same layouts.
#
# usage: scripts/text/bench-scripts-instructions.sh [baseline commit (0b83663)] [passes (3)]
set -eu
base=${1:-0b83663}
passes=${2:-3}
root=$(cd "$(dirname "$0")/../.." && pwd)
out=$root/.build-text-bench
font=$root/Tests/StrutTextTests/Data/Fonts/NotoSansDevanagari-Regular.ttf
mkdir -p "$out/base-$base-src"
[ -f "$out/base-$base-src/Package.swift" ] || git -C "$root" archive "$base" | tar -x -C "$out/base-$base-src"
"$root/scripts/text/bench/make_probe_package.sh" "$out/probe-scripts-$base" "$out/base-$base-src" ScriptsProbe
"$root/scripts/text/bench/make_probe_package.sh" "$out/probe-scripts-now" "$root" ScriptsProbe
swift build -c release --package-path "$out/probe-scripts-$base" --product ScriptsProbe >/dev/null
swift build -c release --package-path "$out/probe-scripts-now" --product ScriptsProbe >/dev/null
count() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 | sed -n 's/.*refs: *//p' | tr -d ,
}
echo "| probe | instructions per paragraph | checksum |"
echo "|---|---:|---:|"
for side in "$base" now; do
  probe=$out/probe-scripts-$side/.build/release/ScriptsProbe
  cost=$(( $(count "$probe" cold "$passes" "$font") - $(count "$probe" cold 0 "$font") ))
  make=$(( $(count "$probe" make "$passes" "$font") - $(count "$probe" make 0 "$font") ))
  echo "| $side | $(( (cost - make) / (150 * passes) )) | $("$probe" cold "$passes" "$font" | cut -d' ' -f3) |"
done
