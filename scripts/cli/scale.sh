#!/usr/bin/env bash
# strut at scale: a vertical chain of N views through solve, render and inspect, with the
# elapsed and CPU time and the peak memory (/usr/bin/time -v) of each run. Release build.
#
#   scripts/cli/scale.sh [N ...]          default: 1000 10000 100000
#   FIT=1 scripts/cli/scale.sh 1000 ...   the fitting-height chain (make-chain.py --fit)
#
# Prints one tab-separated line per run: views, command, elapsed s, user s, sys s, peak MB,
# output bytes. Files go to out/scale/.
set -euo pipefail
cd "$(dirname "$0")/../.."
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(1000 10000 100000)
scratch=${SCRATCH:-.build}   # SCRATCH=.build-release to use another build folder
[ -n "${NOBUILD:-}" ] || swift build -c release --product strut --scratch-path "$scratch" >&2   # NOBUILD=1: use the binary as it is
strut=$scratch/release/strut
out=out/scale
mkdir -p "$out"
printf 'views\tcommand\telapsed_s\tuser_s\tsys_s\tpeak_MB\toutput_bytes\n'
for n in "${sizes[@]}"; do
  file="$out/chain-$n${FIT:+-fit}.yaml"
  scripts/cli/make-chain.py "$n" ${FIT:+--fit} > "$file"
  for command in solve render inspect; do
    case $command in
      solve) target="$out/chain-$n.txt"; args=(solve "$file") ;;
      render) target="$out/chain-$n.svg"; args=(render "$file" -o "$target") ;;
      inspect) target="$out/chain-$n.html"; args=(inspect "$file" -o "$target") ;;
    esac
    if [ "$command" = solve ]; then
      /usr/bin/time -v -o "$out/time.txt" "$strut" "${args[@]}" > "$target"
    else
      /usr/bin/time -v -o "$out/time.txt" "$strut" "${args[@]}" > /dev/null
    fi
    elapsed=$(awk -F': ' '/Elapsed \(wall clock\)/ {n=split($2,t,":"); s=0; for(i=1;i<=n;i++) s=s*60+t[i]; print s}' "$out/time.txt")
    user=$(awk -F': ' '/User time/ {print $2}' "$out/time.txt")
    sys=$(awk -F': ' '/System time/ {print $2}' "$out/time.txt")
    peak=$(awk -F': ' '/Maximum resident/ {printf "%.0f", $2/1024}' "$out/time.txt")
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$n" "$command" "$elapsed" "$user" "$sys" "$peak" "$(stat -c %s "$target")"
  done
done
