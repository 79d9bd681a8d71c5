#!/usr/bin/env python3
"""Per-frame cost of scrolling a collection view, independent of the machine's load.

Runs `CollectionScroll --profile WORKLOAD --items N --frames F` under callgrind with a dump
before every timed frame (`--dump-before='*frameBoundary*'`) and the cache simulator, so that
each frame's instructions and simulated cache misses are counted apart from other processes.
Prints, for the frames that configure cells, the median and the slowest frame ÷ the median, in
instructions and in estimated cycles (Ir + 10 × L1 misses + 100 × last-level misses).

Usage (after `cd Benchmarks && swift build -c release --product CollectionScroll`):
    scripts/collections/frame-costs.py [--frames 150] [grid:1000 grid:10000 flow:1000 flow:10000]
"""
import glob
import os
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BINARY = os.path.join(ROOT, "Benchmarks", ".build", "release", "CollectionScroll")


def totals(path):
    """The event totals of one callgrind dump (Ir Dr Dw I1mr D1mr D1mw ILmr DLmr DLmw)."""
    with open(path) as f:
        for line in f:
            if line.startswith("summary:") or line.startswith("totals:"):
                values = [int(x) for x in line.split()[1:]]
                return values + [0] * (9 - len(values))
    return None


def cycles(v):
    ir, _, _, i1, d1r, d1w, ilr, dlr, dlw = v
    return ir + 10 * (i1 + d1r + d1w) + 100 * (ilr + dlr + dlw)


def run(workload, items, frames):
    # The frames that configure cells, from a native run (the frame sequence is deterministic;
    # so is hashing, so that two runs execute the same instructions). The profiled run does not
    # log frames: the log line would count in its frame.
    env = dict(os.environ, COLLECTION_SCROLL_FRAMES="1", SWIFT_DETERMINISTIC_HASHING="1")
    native = subprocess.run(
        [BINARY, "--profile", workload, "--items", str(items), "--frames", str(frames)],
        env=env, capture_output=True, text=True, check=True)
    configuring = [int(line.split()[1]) for line in native.stderr.splitlines() if line.startswith("frame ")]
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "cg.out")
        subprocess.run(
            ["valgrind", "--tool=callgrind", "--cache-sim=yes", "--dump-before=*frameBoundary*",
             "--callgrind-out-file=" + out, BINARY, "--profile", workload, "--items", str(items),
             "--frames", str(frames)],
            env=dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1"), capture_output=True, text=True, check=True)
        # Part k (k ≥ 2) holds timed frame k − 2. The last frame shares the final, unnumbered dump
        # with the teardown of the view tree, so it is left out.
        parts = {int(p.rsplit(".", 1)[1]): totals(p) for p in glob.glob(out + ".*")}
    costs = [parts[i + 2] for i in configuring if parts.get(i + 2)]
    ir = [c[0] for c in costs]
    cy = [cycles(c) for c in costs]
    return len(costs), statistics.median(ir), max(ir), statistics.median(cy), max(cy)


def main():
    args = sys.argv[1:]
    frames = 150
    if args[:1] == ["--frames"]:
        frames = int(args[1])
        args = args[2:]
    configs = args or ["grid:1000", "grid:10000", "flow:1000", "flow:10000"]
    print("| workload | items | configuring frames | median instructions | slowest ÷ median (instructions) | slowest ÷ median (estimated cycles) |")
    print("|---|---|---|---|---|---|")
    for config in configs:
        workload, items = config.split(":")
        n, ir_median, ir_max, cy_median, cy_max = run(workload, int(items), frames)
        print(f"| {workload} | {int(items):,} | {n} | {ir_median:,.0f} | {ir_max / ir_median:.3f}× | {cy_max / cy_median:.3f}× |")


if __name__ == "__main__":
    main()
