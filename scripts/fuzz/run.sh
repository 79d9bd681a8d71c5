#!/usr/bin/env bash
# Builds Strut's libFuzzer targets (coverage + AddressSanitizer on every module) and runs one.
#
#   scripts/fuzz/run.sh build                      # build all four targets
#   scripts/fuzz/run.sh TARGET [SECONDS] [JOBS]    # fuzz: equation | visual-format | layout-file | font
#   FUZZ_TIMEOUT=60 scripts/fuzz/run.sh TARGET …   # a longer per-input timeout (wall clock; on a loaded machine)
#
# The corpus of each target starts from scripts/fuzz/corpus/TARGET (seeded from Examples/ and
# the tests by seed-corpus.sh); new inputs go to out/fuzz/TARGET/corpus, crashes to
# out/fuzz/TARGET/ (crash-*, leak-*, timeout-*). The log (with libFuzzer's execution counts)
# is out/fuzz/TARGET/log.txt.
set -euo pipefail
cd "$(dirname "$0")"
root=$(cd ../.. && pwd)
scratch="$root/.build-fuzz"

build() {
  swift build -c release --scratch-path "$scratch" \
    -Xswiftc -sanitize=fuzzer,address \
    -Xcc -fsanitize=fuzzer-no-link -Xcc -fsanitize=address
}

if [ "${1:-}" = build ]; then build; exit 0; fi

target=${1:?usage: run.sh build | run.sh TARGET [SECONDS] [JOBS]}
seconds=${2:-600}
jobs=${3:-1}
case "$target" in
  equation) product=FuzzEquation; dict=equation.dict ;;
  visual-format) product=FuzzVisualFormat; dict=visual-format.dict ;;
  layout-file) product=FuzzLayoutFile; dict=layout-file.dict ;;
  font) product=FuzzFont; dict= ;;
  *) echo "unknown target '$target': equation, visual-format, layout-file or font" >&2; exit 64 ;;
esac
binary="$scratch/release/$product"
[ -x "$binary" ] || build
out="$root/out/fuzz/$target"
mkdir -p "$out/corpus"
args=(-max_total_time="$seconds" -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb=4096 -print_final_stats=1 -artifact_prefix="$out/")
[ -n "$dict" ] && args+=(-dict="$PWD/dictionaries/$dict")
[ "$jobs" -gt 1 ] && args+=(-jobs="$jobs" -workers="$jobs")
# A fixed seed, so that a run can be repeated.
"$binary" "${args[@]}" -seed=14 "$out/corpus" "$PWD/corpus/$target" 2>&1 | tee "$out/log.txt"
