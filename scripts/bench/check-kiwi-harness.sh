#!/usr/bin/env bash
# Checks the kiwi half of compare-kiwi.sh against kiwi's own program: compiles the kiwisolver
# sdist's benchmarks/enaml_like_benchmark.cpp unmodified (nanobench, g++ -O2, as its
# build_and_run_bench.sh does) and runs it alternately with kiwi_harness (own, harness, own, …)
# for ROUNDS rounds (default 9). Prints, per round, kiwi's own "building solver" and
# "suggest value" (same size repeated; median over the six sizes) beside the harness's
# enaml.build and enaml.resize_same, then min–median–max of each and of harness/own per round.
# It also runs kiwi_build_regimes (kiwi_build_regimes.cpp) four ways per round, to split the
# build's gap into its two causes: the code (kiwi's own build_solver, sdist file included
# unmodified, against the harness's term-list build) and the regime (the first 11 builds of a
# fresh process, as nanobench times them, against 101 builds after 3 warm-up ones, as the harness
# does). "own code, cold" ÷ "kiwi's own program" checks that the harness's clock and median
# reproduce kiwi's figure when they time kiwi's code in kiwi's regime.
# Run compare-kiwi.sh once first (it downloads and verifies the sdist into .build-kiwi/).
set -euo pipefail
ROUNDS="${1:-9}"
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
WORK="$ROOT/.build-kiwi"
K="$WORK/kiwisolver-1.5.1"
[ -f "$K/benchmarks/enaml_like_benchmark.cpp" ] || { echo "run scripts/bench/compare-kiwi.sh first (sdist in $WORK)" >&2; exit 1; }
g++ -std=c++17 -O2 -Wall -I"$K" -I"$K/benchmarks" "$K/benchmarks/enaml_like_benchmark.cpp" -o "$WORK/kiwi_own_bench"
g++ -std=c++17 -O2 -Wall -I"$K" -I"$ROOT/scripts/bench" "$ROOT/scripts/bench/kiwi_harness.cpp" -o "$WORK/kiwi_harness"
g++ -std=c++17 -O2 -I"$K" -I"$K/benchmarks" -I"$ROOT/scripts/bench" "$ROOT/scripts/bench/kiwi_build_regimes.cpp" \
    -o "$WORK/kiwi_build_regimes" 2> /dev/null
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
printf 'round\town_build_ns\tharness_build_ns\town_suggest_ns\tharness_same_ns\town_code_cold_ns\town_code_warm_ns\tharness_code_cold_ns\tharness_code_warm_ns\n' > "$WORK/kiwi-check.tsv"
for ((r = 1; r <= ROUNDS; r++)); do
    own="$("$WORK/kiwi_own_bench" 2>&1)"
    build=$(echo "$own" | grep 'building solver' | head -1 | awk -F'|' '{gsub(/[ ,]/,"",$2); print $2}')
    suggest=$(echo "$own" | grep '`suggest value' | awk -F'|' '{gsub(/[ ,]/,"",$2); print $2}' | sort -g | awk '{a[NR]=$1} END {print (a[int((NR+1)/2)]+a[int(NR/2)+1])/2}')
    harness="$("$WORK/kiwi_harness" light 2>/dev/null)"
    hb=$(echo "$harness" | awk -F'\t' '$1=="case" && $2=="enaml.build" {print $3}')
    hs=$(echo "$harness" | awk -F'\t' '$1=="case" && $2=="enaml.resize_same" {print $3}')
    regimes=""
    for code in own harness; do
        for regime in cold warm; do
            regimes="$regimes	$("$WORK/kiwi_build_regimes" "$code" "$regime" | cut -f3)"
        done
    done
    printf '%s\t%s\t%s\t%s\t%s%s\n' "$r" "$build" "$hb" "$suggest" "$hs" "$regimes" | tee -a "$WORK/kiwi-check.tsv"
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
python3 - "$WORK/kiwi-check.tsv" <<'PY'
import sys, statistics as st
rows = [l.split('\t') for l in open(sys.argv[1]).read().split('\n')[1:] if l.strip()]
cols = list(zip(*[[float(x) for x in r[1:]] for r in rows]))
def rng(v): return f"{min(v):,.3f} – {st.median(v):,.3f} – {max(v):,.3f}"
print("own build ns", rng(cols[0])); print("harness build ns", rng(cols[1]))
print("harness/own build", rng([b / a for a, b in zip(cols[0], cols[1])]))
print("own suggest ns", rng(cols[2])); print("harness same-value step ns", rng(cols[3]))
print("harness/own same-value step", rng([b / a for a, b in zip(cols[2], cols[3])]))
own, harness, oc, ow, hc, hw = cols[0], cols[1], cols[4], cols[5], cols[6], cols[7]
ratio = lambda x, y: rng([b / a for a, b in zip(x, y)])
print("build regimes ns: own code cold", rng(oc), "| own code warm", rng(ow), "| harness code cold", rng(hc), "| harness code warm", rng(hw))
print("own code cold / kiwi's own program (same code, same regime; the clock check)", ratio(own, oc))
print("harness code cold / kiwi's own program (the harness's code in kiwi's regime)", ratio(own, hc))
print("code: harness / own, cold", ratio(oc, hc), "| warm", ratio(ow, hw))
print("regime: warm / cold, own code", ratio(oc, ow), "| harness code", ratio(hc, hw))
PY
