#!/usr/bin/env python3
"""Writes the shaping benchmark's corpus (TSV: font path, face index, group, text) from
Tests/StrutTextTests/Data/shaping-oracle.jsonl: the strings HarfBuzz's goldens were made from,
grouped by script. Fonts missing on this machine (the system CJK and emoji faces) are left out."""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from oracle_fonts import DATA, FONTS  # noqa: E402

out = open(sys.argv[1], "w", encoding="utf-8")
for line in open(os.path.join(DATA, "shaping-oracle.jsonl"), encoding="utf-8"):
    case = json.loads(line)
    path = FONTS[case["font"]]
    if not os.path.exists(path) or "\t" in case["text"] or "\n" in case["text"]:
        continue
    group = case["category"].split("-")[0]
    out.write("%s\t0\t%s\t%s\n" % (path, group, case["text"]))
