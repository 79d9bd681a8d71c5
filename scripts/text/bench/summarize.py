#!/usr/bin/env python3
"""Tables for scripts/text/bench-*.sh from the per-round outputs: ranges over rounds, and the
ratio of the two sides taken round by round (both ran back to back) as min–max and median."""
import os
import statistics
import sys

kind, folder, rounds, peer = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
passes = sys.argv[5] if len(sys.argv) > 5 else "?"


def read(name):
    rows = {}
    for line in open(os.path.join(folder, name), encoding="utf-8"):
        fields = line.split()
        if fields:
            rows[fields[0]] = fields[1:]
    return rows


def span(values, fmt):
    return "%s–%s" % (fmt % min(values), fmt % max(values))


if kind == "shaping":
    hb = [read("hb-%d.txt" % r) for r in range(1, rounds + 1)]
    strut = [read("strut-%d.txt" % r) for r in range(1, rounds + 1)]
    print("| script | strings | %s µs/string | Strut µs/string | Strut / HarfBuzz (per round) | median | same advances |" % peer)
    print("|---|---:|---:|---:|---:|---:|---|")
    for group in hb[0]:
        if group not in strut[0]:
            continue
        h = [float(r[group][1]) / 1000 for r in hb]
        s = [float(r[group][1]) / 1000 for r in strut]
        ratios = [b / a for a, b in zip(h, s)]
        same = "yes" if hb[0][group][2] == strut[0][group][2] else "no (%s vs %s)" % (hb[0][group][2], strut[0][group][2])
        print("| %s | %s | %s | %s | %s× | %.2f× | %s |" % (group, hb[0][group][0], span(h, "%.2f"), span(s, "%.2f"),
                                                      span(ratios, "%.2f"), statistics.median(ratios), same))
    print("\n%d rounds, alternating; each round shapes every group's strings %s times after one untimed pass." % (rounds, passes))
else:
    print("| mode | before (%s) µs/label | now µs/label | now / before (per round) | median |" % peer)
    print("|---|---:|---:|---:|---:|")
    for mode in ("warm", "cold"):
        before = [float(read("before-%s-%d.txt" % (mode, r))[mode][0]) / 1000 for r in range(1, rounds + 1)]
        now = [float(read("now-%s-%d.txt" % (mode, r))[mode][0]) / 1000 for r in range(1, rounds + 1)]
        ratios = [b / a for a, b in zip(before, now)]
        print("| %s | %s | %s | %s× | %.2f× |" % (mode, span(before, "%.2f"), span(now, "%.2f"), span(ratios, "%.2f"),
                                                 statistics.median(ratios)))
    print("\n%d rounds, alternating before/now; 200 labels (half 12-character names, half 160-character"
          " paragraphs wrapped at 280 pt, Inter 17 pt) per pass." % rounds)
