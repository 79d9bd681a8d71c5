#!/usr/bin/env python3
"""Writes Tests/StrutTextTests/Data/shaping-oracle.jsonl: HarfBuzz's shaping of a corpus of strings
in the fonts the tests use, the expected values of StrutText's Shaper.

Independent oracle: HarfBuzz through `pip install uharfbuzz` (0.57.0 bundles HarfBuzz 15.0.0; the run prints it). Run from the
package root: `python3 scripts/text/generate_shaping_oracle.py`.

Fonts: the bundled Inter-Regular.otf, and Tests/StrutTextTests/Data/Fonts/ (DejaVu Sans from
fonts-dejavu-core, Noto Sans, Noto Sans Arabic and Noto Sans Hebrew from fonts-noto-core; licences
beside them). Each string is one buffer, shaped with HarfBuzz's defaults (script and direction
guessed, default features), code points added one by one so clusters count Unicode scalars.

One JSON object per line: {"font": name, "category": ..., "text": ..., "glyphs": [g, cluster,
x_advance, x_offset, y_offset, ...]} (font units, visual order), then "width" (sum of advances).
The corpus is deterministic (fixed random seed).
"""
import json
import os
import random
import unicodedata

import uharfbuzz as hb

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))
DATA = os.path.join(ROOT, "Tests", "StrutTextTests", "Data")
FONTS = {
    "Inter": os.path.join(ROOT, "Sources", "StrutText", "Resources", "Inter-Regular.otf"),
    "DejaVuSans": os.path.join(DATA, "Fonts", "DejaVuSans.ttf"),
    "NotoSans": os.path.join(DATA, "Fonts", "NotoSans-Regular.ttf"),
    "NotoSansArabic": os.path.join(DATA, "Fonts", "NotoSansArabic-Regular.ttf"),
    "NotoSansHebrew": os.path.join(DATA, "Fonts", "NotoSansHebrew-Regular.ttf"),
}

WORDS = """the of and to in is you that it he was for on are as with his they at be this have from or one had
by word but not what all were we when your can said there use an each which she do how their if will up other
about out many then them these so some her would make like him into time has look two more write go see number
no way could people my than first water been call who oil its now find long down day did get come made may part
office coffee traffic affine afflict baffle effort official difficult suffix fluffy waffle staff flow fly fifty
fjord first fish float flight final affair offer stuff shuffle efficient sufficient buffalo giraffe Jeff Taft
AVATAR WAVE Tokyo Yours Vacuum LATVIA Type Wolf Your Tea Ta To Te Ty Yo Ya Av VA AT TA LT Ly""".split()
LATIN_EXTRA = ["x->y", "a->b", "<-", "->", "=>", "<=", ">=", "!=", "==", "Y<", ">T", ":V", "T:", "1:2", "10:30",
               "x-y", "--", "---", "...", "(x)", "[A]", "{V}", "A-Z", "0x7F", "3x4", "12×34", "#1", "@T", "'T'",
               "\"V\"", "T.", "V,", "Y.", "F.", "P.", "r.", "f)", "f]", "(j", "«V»", "¿T?", "T\u0325o", "V\u0301A"]
GREEK = "αβγδεζηθικλμνξοπρστυφχψωάέήίόύώΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ"
CYRILLIC = "абвгдежзийклмнопрстуфхцчшщъыьэюяАБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯёЁіїєґ"
HEBREW = "אבגדהוזחטיכךלמםנןסעפףצץקרשת"
HEBREW_POINTS = [chr(c) for c in range(0x05B0, 0x05BD)] + ["\u05C1", "\u05C2", "\u05BF", "\u05C7"]
ARABIC = "ابتثجحخدذرزسشصضطظعغفقكلمنهويءآأؤإئةى"
ARABIC_MARKS = ["\u064E", "\u064F", "\u0650", "\u0651", "\u0652", "\u064B", "\u064C", "\u064D"]
ARABIC_WORDS = ["مرحبا", "السلام", "عليكم", "كتاب", "محمد", "الله", "لا", "بسم", "العربية", "شكرا", "مساء", "الخير",
                "مدرسة", "قلم", "بيت", "سيارة", "لغة", "تفاحة", "في", "من", "إلى", "على", "هذا", "ذلك"]
COMBINING = [chr(c) for c in range(0x0300, 0x0370)]


def latin_corpus(rng, n):
    out = list(WORDS) + LATIN_EXTRA
    ascii_chars = [chr(c) for c in range(0x20, 0x7F)]
    while len(out) < n:
        kind = rng.random()
        if kind < 0.4:
            out.append(" ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 4))))
        elif kind < 0.7:
            out.append("".join(rng.choice(ascii_chars) for _ in range(rng.randint(2, 10))))
        else:
            out.append(rng.choice(WORDS) + rng.choice(["", " ", "-", "."]) + rng.choice(LATIN_EXTRA))
    return out[:n]


def accented_corpus(rng, n):
    precomposed = [chr(c) for c in range(0xC0, 0x250) if unicodedata.category(chr(c)).startswith("L")]
    out = ["Ǣ", "ǣ", "Ǭ", "ḝ", "T\u0325o", "e\u0301", "a\u0308\u0301", "n\u0303o"]
    while len(out) < n:
        word = ""
        for _ in range(rng.randint(1, 6)):
            r = rng.random()
            if r < 0.4:
                word += rng.choice(precomposed)
            elif r < 0.7:
                word += rng.choice("aeiouAEIOUnsTVWY") + "".join(rng.choice(COMBINING) for _ in range(rng.randint(1, 2)))
            else:
                word += rng.choice("abcdefghijklmnopqrstuvwxyz")
        out.append(word)
    return out[:n]


def alphabet_corpus(rng, n, letters, marks=None, mark_rate=0.0):
    out = []
    while len(out) < n:
        words = []
        for _ in range(rng.randint(1, 3)):
            w = ""
            for _ in range(rng.randint(1, 8)):
                w += rng.choice(letters)
                if marks and rng.random() < mark_rate:
                    w += rng.choice(marks)
            words.append(w)
        out.append(" ".join(words))
    return out


def shape(font, text):
    buf = hb.Buffer()
    buf.add_codepoints([ord(c) for c in text])
    buf.guess_segment_properties()
    hb.shape(font, buf, {})
    flat = []
    for info, pos in zip(buf.glyph_infos, buf.glyph_positions):
        flat += [info.codepoint, info.cluster, pos.x_advance, pos.x_offset, pos.y_offset]
    return flat, sum(p.x_advance for p in buf.glyph_positions)


def main():
    rng = random.Random(20261125)
    plan = {
        "Inter": [("latin", latin_corpus(rng, 1800)), ("accented", accented_corpus(rng, 500)),
                  ("greek", alphabet_corpus(rng, 300, GREEK)), ("cyrillic", alphabet_corpus(rng, 300, CYRILLIC))],
        "DejaVuSans": [("latin", latin_corpus(rng, 1500)), ("accented", accented_corpus(rng, 500)),
                       ("greek", alphabet_corpus(rng, 300, GREEK)), ("cyrillic", alphabet_corpus(rng, 300, CYRILLIC))],
        "NotoSans": [("latin", latin_corpus(rng, 1500)), ("accented", accented_corpus(rng, 500)),
                     ("greek", alphabet_corpus(rng, 300, GREEK)), ("cyrillic", alphabet_corpus(rng, 300, CYRILLIC))],
        "NotoSansHebrew": [("hebrew", alphabet_corpus(rng, 400, HEBREW)),
                           ("hebrew-pointed", alphabet_corpus(rng, 400, HEBREW, HEBREW_POINTS, 0.5))],
        "NotoSansArabic": [("arabic", ARABIC_WORDS + alphabet_corpus(rng, 600, ARABIC)),
                           ("arabic-marks", alphabet_corpus(rng, 300, ARABIC, ARABIC_MARKS, 0.4))],
    }
    # Right-to-left text with brackets (mirrored), digits and punctuation.
    plan["NotoSansHebrew"].append(("hebrew-brackets", alphabet_corpus(rng, 300, HEBREW + "()[]<>{}0123456789.,-")))
    plan["NotoSansArabic"].append(("arabic-brackets", alphabet_corpus(rng, 300, ARABIC + "()[]«»0123456789.،-")))
    path = os.path.join(DATA, "shaping-oracle.jsonl")
    count = 0
    with open(path, "w", encoding="utf-8") as out:
        for name, groups in plan.items():
            face = hb.Face(open(FONTS[name], "rb").read())
            font = hb.Font(face)
            for category, texts in groups:
                seen = set()
                for text in texts:
                    if text in seen:
                        continue
                    seen.add(text)
                    glyphs, width = shape(font, text)
                    out.write(json.dumps({"font": name, "category": category, "text": text, "glyphs": glyphs,
                                          "width": width}, ensure_ascii=False) + "\n")
                    count += 1
    print("HarfBuzz %s (uharfbuzz %s): wrote %d cases to %s" % (hb.version_string(), hb.__version__, count, path))


if __name__ == "__main__":
    main()
