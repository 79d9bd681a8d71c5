#!/usr/bin/env bash
# Runs the feed benchmark once (release) and writes BENCHMARKS-feed.md + BENCHMARKS-feed.svg at
# the repository root from that run. Usage: scripts/feed/run.sh [--quick]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root/Benchmarks"
swift build -c release --product FeedBenchmarks
out="$root/scripts/feed/last-run.json"
load_start="$(uptime | sed 's/.*load average: //')"
".build/release/FeedBenchmarks" --out "$out" "$@"
load_end="$(uptime | sed 's/.*load average: //')"
profile_args=()
if [[ -f "$root/scripts/feed/profile-summary.md" ]]; then profile_args=(--profile "$root/scripts/feed/profile-summary.md"); fi
# The collection-view section (issue 16) is measured by Benchmarks' CollectionScroll; its summary is kept as written.
if [[ -f "$root/scripts/collections/summary.md" ]]; then profile_args+=(--collections "$root/scripts/collections/summary.md"); fi
python3 "$root/scripts/feed/write_report.py" "$out" "$root/BENCHMARKS-feed.md" "$root/BENCHMARKS-feed.svg" "${profile_args[@]}" \
    --load "$load_start at the start; $load_end at the end"
echo "wrote $root/BENCHMARKS-feed.md and BENCHMARKS-feed.svg"
