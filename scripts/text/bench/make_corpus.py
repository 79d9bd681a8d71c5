#!/usr/bin/env python3
"""Writes the shaping benchmark's corpus (TSV: font path, face index, group, text) from
Tests/StrutTextTests/Data/shaping-oracle.jsonl: the strings HarfBuzz's goldens were made from,
grouped by script. Fonts missing on this machine (the system CJK and emoji faces) are left out."""
import json
import os
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
DATA = os.path.join(ROOT, "Tests", "StrutTextTests", "Data")
FONTS = {
    "Inter": os.path.join(ROOT, "Sources", "StrutText", "Resources", "Inter-Regular.otf"),
    "DejaVuSans": os.path.join(DATA, "Fonts", "DejaVuSans.ttf"),
    "NotoSans": os.path.join(DATA, "Fonts", "NotoSans-Regular.ttf"),
    "NotoSansArabic": os.path.join(DATA, "Fonts", "NotoSansArabic-Regular.ttf"),
    "NotoSansHebrew": os.path.join(DATA, "Fonts", "NotoSansHebrew-Regular.ttf"),
    "NotoSansDevanagari": os.path.join(DATA, "Fonts", "NotoSansDevanagari-Regular.ttf"),
    "NotoSansCJK": "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    "NotoColorEmoji": "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
}

out = open(sys.argv[1], "w", encoding="utf-8")
for line in open(os.path.join(DATA, "shaping-oracle.jsonl"), encoding="utf-8"):
    case = json.loads(line)
    path = FONTS[case["font"]]
    if not os.path.exists(path) or "\t" in case["text"] or "\n" in case["text"]:
        continue
    group = case["category"].split("-")[0]
    out.write("%s\t0\t%s\t%s\n" % (path, group, case["text"]))
