#!/usr/bin/env bash
# Runs the feed benchmark once (release) and writes BENCHMARKS-feed.md + BENCHMARKS-feed.svg at
# the repository root from that run. Usage: scripts/feed/run.sh [--quick]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root/Benchmarks"
swift build -c release --product FeedBenchmarks
out="$root/scripts/feed/last-run.json"
".build/release/FeedBenchmarks" --out "$out" "$@"
profile_args=()
if [[ -f "$root/scripts/feed/profile-summary.md" ]]; then profile_args=(--profile "$root/scripts/feed/profile-summary.md"); fi
python3 "$root/scripts/feed/write_report.py" "$out" "$root/BENCHMARKS-feed.md" "$root/BENCHMARKS-feed.svg" "${profile_args[@]}"
echo "wrote $root/BENCHMARKS-feed.md and BENCHMARKS-feed.svg"
