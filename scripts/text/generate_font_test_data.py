#!/usr/bin/env python3
"""Generates the font test data of Tests/StrutTextTests/Data with fontTools and HarfBuzz, readers
independent of Strut's: `pip install fonttools uharfbuzz`, then run
`python3 scripts/text/generate_font_test_data.py` from the package root.

1. Two tiny synthetic fonts whose every value is chosen here (so tests can state them by hand):
   - strut-test-gpos.ttf: cmap formats 4 and 12 (it maps U+1F600), USE_TYPO_METRICS, GPOS `kern`
     with a PairPos format 1 lookup, and an extension (type 9) lookup holding a format 2 class
     subtable; it also has a legacy `kern` table that must be ignored because GPOS kerns.
   - strut-test-kern.ttf: cmap format 4 only, hhea line metrics, OS/2 version 1 (no cap height),
     kerning only in a legacy `kern` table, format 0.
2. inter-oracle.json (and dejavu-sans-oracle.json when DejaVu Sans is installed: cmap format 12,
   class-based GPOS kerning next to a legacy kern table): for the bundled Inter-Regular.otf, the tables as fontTools reads them
   (metrics, glyph ids and advances of printable ASCII and a few more characters) and HarfBuzz's
   shaped advance of every printable-ASCII pair and of sample strings, with the substitution
   features (liga, calt, ...) off so only advances and kerning count.
"""
import json
import os

import uharfbuzz as hb
from fontTools.feaLib.builder import addOpenTypeFeaturesFromString
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont, newTable
from fontTools.ttLib.tables._k_e_r_n import KernTable_format_0

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))
DATA = os.path.join(ROOT, "Tests", "StrutTextTests", "Data")
INTER = os.path.join(ROOT, "Sources", "StrutText", "Resources", "Inter-Regular.otf")
# Installed by Debian's fonts-dejavu-core; its oracle is written only when the font is present,
# and the test that reads it runs only where the font is installed.
DEJAVU = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

# name: (code point, advance in font units; upem 1000)
GLYPHS = {
    ".notdef": (None, 500), "space": (0x20, 250), "A": (0x41, 600), "T": (0x54, 550),
    "V": (0x56, 580), "a": (0x61, 500), "e": (0x65, 510), "o": (0x6F, 520),
    "period": (0x2E, 240), "ellipsis": (0x2026, 800), "uni0301": (0x301, 0), "smile": (0x1F600, 1000),
}
GPOS_FEATURES = """
languagesystem DFLT dflt;
languagesystem latn dflt;
lookup PAIRS {
    pos A V -100;
    pos V A -90;
    pos A T -50;
    pos T <0 0 0 0> period <0 0 30 0>;
} PAIRS;
@ROUND = [o e a];
@TEE = [T];
lookup CLASSES useExtension {
    pos @TEE @ROUND -70;
    pos A o -15;
} CLASSES;
feature kern { lookup PAIRS; lookup CLASSES; } kern;
"""


def build(path, glyphs, with_gpos, legacy_pairs, typo, os2_version):
    order = list(glyphs)
    fb = FontBuilder(1000, isTTF=True)
    fb.setupGlyphOrder(order)
    fb.setupCharacterMap({cp: name for name, (cp, _) in glyphs.items() if cp is not None})
    pen = TTGlyphPen(None)
    empty = pen.glyph()
    fb.setupGlyf({name: empty for name in order})
    fb.setupHorizontalMetrics({name: (adv, 0) for name, (_, adv) in glyphs.items()})
    fb.setupHorizontalHeader(ascent=900, descent=-300, lineGap=100)
    fb.setupNameTable({"familyName": "Strut Test", "styleName": "Regular"})
    fs_selection = 0x40 | (0x80 if typo else 0)
    fb.setupOS2(version=os2_version, usWeightClass=400, fsSelection=fs_selection,
                sTypoAscender=800, sTypoDescender=-200, sTypoLineGap=50,
                usWinAscent=950, usWinDescent=320, sxHeight=480, sCapHeight=700)
    fb.setupPost()
    fb.setupMaxp() if hasattr(fb, "setupMaxp") else None
    if with_gpos:
        addOpenTypeFeaturesFromString(fb.font, GPOS_FEATURES)
    if legacy_pairs:
        kern = newTable("kern")
        kern.version = 0
        sub = KernTable_format_0()
        sub.version, sub.coverage, sub.format = 0, 1, 0
        sub.kernTable = dict(legacy_pairs)
        kern.kernTables = [sub]
        fb.font["kern"] = kern
    # Fixed timestamps, so regenerating gives the same bytes.
    fb.font.recalcTimestamp = False
    fb.font["head"].created = fb.font["head"].modified = 3_000_000_000
    fb.save(path)
    return path


def harfbuzz_font(path):
    blob = hb.Blob.from_file_path(path)
    face = hb.Face(blob)
    font = hb.Font(face)
    return font, face.upem


OFF = {f: False for f in ("liga", "calt", "clig", "rclt", "dlig", "ccmp", "locl", "case", "rlig")}


def shaped(font, text):
    buf = hb.Buffer()
    buf.add_str(text)
    buf.guess_segment_properties()
    features = dict(OFF)
    features["kern"] = True
    hb.shape(font, buf, features)
    return [i.codepoint for i in buf.glyph_infos], sum(p.x_advance for p in buf.glyph_positions)


def main():
    gpos = build(os.path.join(DATA, "strut-test-gpos.ttf"), GLYPHS, True,
                 {("A", "V"): -999}, typo=True, os2_version=4)
    kern_glyphs = {k: v for k, v in GLYPHS.items() if k != "smile"}
    kern = build(os.path.join(DATA, "strut-test-kern.ttf"), kern_glyphs, False,
                 {("A", "V"): -120, ("T", "o"): -80, ("V", "a"): -60}, typo=False, os2_version=1)
    for path in (gpos, kern):
        font, _ = harfbuzz_font(path)
        for text in ("AV", "VA", "AT", "To", "Te", "Ao", "T.", "Va", "AVA"):
            print(os.path.basename(path), repr(text), shaped(font, text)[1])

    write_oracle(INTER, os.path.join(DATA, "inter-oracle.json"))
    if os.path.exists(DEJAVU):
        write_oracle(DEJAVU, os.path.join(DATA, "dejavu-sans-oracle.json"))


def write_oracle(path, out):
    tt = TTFont(path)
    cmap = tt.getBestCmap()
    order = tt.getGlyphOrder()
    hmtx = tt["hmtx"].metrics
    os2 = tt["OS/2"]
    hhea = tt["hhea"]
    font, upem = harfbuzz_font(path)
    printable = [chr(c) for c in range(0x20, 0x7F)]
    extra = ["\u2026", "\u00e9", "\u00c5", "\u00df", "\u2014", "\u201c", "\u20ac"]
    glyphs = {}
    for ch in printable + extra:
        name = cmap.get(ord(ch))
        gid = order.index(name) if name else 0
        glyphs["%04X" % ord(ch)] = {"glyph": gid, "advance": hmtx[order[gid]][0]}
    pairs = []
    skipped = 0
    for left in printable:
        for right in printable:
            gids, width = shaped(font, left + right)
            expect = [glyphs["%04X" % ord(left)]["glyph"], glyphs["%04X" % ord(right)]["glyph"]]
            if gids != expect:
                skipped += 1
                continue
            value = width - glyphs["%04X" % ord(left)]["advance"] - glyphs["%04X" % ord(right)]["advance"]
            if value:
                pairs.append([left + right, value])
    strings = {}
    for text in ["Hello, World!", "AVATAR", "Typography", "WAVE", "Tokyo", "The quick brown fox",
                 "jumps over the lazy dog.", "LT", "Yo", "P.", "fi", "1,234.56", "\u00c5ngstr\u00f6m",
                 # Marks: composed when the font has the glyph (A + U+0308 kerns as Ä), else a
                 # zero-width mark between the pair (V U+0331 A).
                 "A\u0308V", "V\u0331A", "T\u0323o", "cafe\u0301"]:
        gids, width = shaped(font, text)
        strings[text] = width
    oracle = {
        "unitsPerEm": upem,
        "hhea": {"ascender": hhea.ascent, "descender": hhea.descent, "lineGap": hhea.lineGap},
        "os2": {"version": os2.version, "fsSelection": os2.fsSelection, "weightClass": os2.usWeightClass,
                "typoAscender": os2.sTypoAscender, "typoDescender": os2.sTypoDescender,
                "typoLineGap": os2.sTypoLineGap, "capHeight": getattr(os2, "sCapHeight", 0),
                "xHeight": getattr(os2, "sxHeight", 0)},
        "glyphCount": len(order),
        "family": tt["name"].getBestFamilyName(),
        "glyphs": glyphs,
        "kerningPairs": pairs,
        "pairsCompared": len(printable) ** 2 - skipped,
        "strings": strings,
    }
    with open(out, "w", encoding="utf-8") as f:
        json.dump(oracle, f, indent=1, sort_keys=True, ensure_ascii=True)
    print("%s: %d non-zero kerning pairs of %d compared (%d skipped: shaping changed glyphs)"
          % (os.path.basename(path), len(pairs), len(printable) ** 2 - skipped, skipped))


if __name__ == "__main__":
    main()
