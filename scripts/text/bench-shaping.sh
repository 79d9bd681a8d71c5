#!/bin/sh
# Shaping throughput: Strut's Shaper against HarfBuzz (Debian's libharfbuzz-dev) on the strings
# of the shaping oracle, the two harnesses run alternately (HarfBuzz, Strut, HarfBuzz, …) so
# that both see the same machine noise. Prints a markdown table (also .build-text-bench/shaping.md).
#
# usage: scripts/text/bench-shaping.sh [rounds (9)] [passes per round (3)]
# needs: cc, pkg-config, libharfbuzz-dev (installed with apt-get when missing and run as root),
# python3, swift. CJK and emoji rows need fonts-noto-cjk and fonts-noto-color-emoji.
set -eu
rounds=${1:-9}
passes=${2:-3}
root=$(cd "$(dirname "$0")/../.." && pwd)
out=$root/.build-text-bench
mkdir -p "$out/shaping"
if ! pkg-config --exists harfbuzz; then
  [ "$(id -u)" = 0 ] && DEBIAN_FRONTEND=noninteractive apt-get install -y libharfbuzz-dev pkg-config >/dev/null
fi
cc -O2 -o "$out/hb_shape_bench" "$root/scripts/text/bench/hb_shape_bench.c" $(pkg-config --cflags --libs harfbuzz)
python3 "$root/scripts/text/bench/make_corpus.py" "$out/corpus.tsv"
"$root/scripts/text/bench/make_probe_package.sh" "$out/probe-now" "$root" LatinProbe ShapingProbe
swift build -c release --package-path "$out/probe-now" --product ShapingProbe >/dev/null
strut=$out/probe-now/.build/release/ShapingProbe
i=1
while [ "$i" -le "$rounds" ]; do
  "$out/hb_shape_bench" "$out/corpus.tsv" "$passes" > "$out/shaping/hb-$i.txt"
  "$strut" "$out/corpus.tsv" "$passes" > "$out/shaping/strut-$i.txt"
  i=$((i + 1))
done
python3 "$root/scripts/text/bench/summarize.py" shaping "$out/shaping" "$rounds" \
  "HarfBuzz $(pkg-config --modversion harfbuzz)" "$passes" | tee "$out/shaping.md"
