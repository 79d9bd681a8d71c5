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
import subprocess
import sys
import unicodedata

try:
    import uharfbuzz as hb
except ImportError:  # the oracle is installed by the script, pinned
    subprocess.check_call([sys.executable, "-m", "pip", "install", "uharfbuzz==0.57.0"])
    import uharfbuzz as hb

from oracle_fonts import DATA, FONTS, ROOT, SYSTEM_PACKAGES  # noqa: E402

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

# CJK: common Han characters, kana, Hangul syllables, CJK and fullwidth punctuation.
HAN = ("的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可她里后小么"
       "心多天而能好都然没日于起还发成事只作当想看文无开手十用主行方又如前所本见经头面公同三已老从动两长知民样现分"
       "将外但身些与高意进把法此实回二理美点月明其种声全工己话儿者向情部正名定女问力机给等几很业最间新什打便位因重"
       "東京都日本語漢字學習書體驗愛國際電話號碼車站鐵道")
HIRAGANA = "".join(chr(c) for c in range(0x3041, 0x3097))
KATAKANA = "".join(chr(c) for c in range(0x30A1, 0x30FB)) + "ー"
HANGUL_WORDS = ["안녕하세요", "감사합니다", "한국어", "서울", "사랑", "학교", "컴퓨터", "대한민국", "우리", "이름"]
CJK_PUNCTUATION = "。、「」『』（）！？：；・〜【】《》…—，．"
JAPANESE_WORDS = ["東京", "日本語", "ありがとう", "こんにちは", "カタカナ", "ひらがな", "漢字", "コンピューター",
                  "今日は良い天気ですね。", "「こんにちは」と言った。", "データ（２０２６年）", "全角ＡＢＣ１２３"]


def cjk_corpus(rng, n):
    out = list(JAPANESE_WORDS) + HANGUL_WORDS
    hangul = [chr(c) for c in range(0xAC00, 0xD7A4)]
    while len(out) < n:
        kind = rng.random()
        length = rng.randint(1, 10)
        if kind < 0.35:
            pool = HAN
        elif kind < 0.55:
            pool = HIRAGANA + HAN[:40]
        elif kind < 0.7:
            pool = KATAKANA
        elif kind < 0.85:
            out.append(" ".join("".join(rng.choice(hangul) for _ in range(rng.randint(1, 4)))
                                for _ in range(rng.randint(1, 3))))
            continue
        else:
            pool = HAN + HIRAGANA + CJK_PUNCTUATION * 3
        out.append("".join(rng.choice(pool) for _ in range(length)))
    return out[:n]


# Emoji: single pictographs, presentation selectors, skin tones, flags, keycaps, tag sequences,
# ZWJ sequences, and emoji between words.
EMOJI_BASES = [chr(c) for c in list(range(0x1F600, 0x1F640)) + list(range(0x1F440, 0x1F450)) +
               list(range(0x1F466, 0x1F46A)) + [0x1F44D, 0x1F44E, 0x1F44B, 0x1F64F, 0x1F4AA, 0x1F90C, 0x1F9D1]]
SKIN_TONES = [chr(c) for c in range(0x1F3FB, 0x1F400)]
TONED = [chr(c) for c in [0x1F44D, 0x1F44B, 0x1F64F, 0x1F4AA, 0x1F466, 0x1F467, 0x1F468, 0x1F469, 0x1F9D1, 0x270C]]
TEXT_DEFAULT = ["\u2764", "\u263A", "\u2600", "\u2601", "\u2708", "\u2709", "\u270F", "\u2714", "\u00A9", "\u00AE",
                "\u203C", "\u2122", "\u2B50", "\u26A0"]
COUNTRIES = ("FR DE GB US JP CN IN BR CA AU IT ES MX KR RU NL SE NO DK FI PL PT IE CH AT BE GR TR IL EG SA AE ZA NG KE "
             "AR CL CO PE UA CZ HU RO NZ SG TH VN ID PH MY PK BD").split()
ZWJ_SEQUENCES = ["\U0001F468\u200D\U0001F469\u200D\U0001F467\u200D\U0001F466", "\U0001F469\u200D\U0001F4BB",
                 "\U0001F468\u200D\U0001F373", "\U0001F3F3\uFE0F\u200D\U0001F308", "\U0001F441\uFE0F\u200D\U0001F5E8\uFE0F",
                 "\U0001F9D1\U0001F3FD\u200D\U0001F4BB", "\U0001F469\u200D\u2764\uFE0F\u200D\U0001F468",
                 "\U0001F408\u200D\u2B1B", "\U0001F43B\u200D\u2744\uFE0F", "\u2764\uFE0F\u200D\U0001F525",
                 "\U0001F469\U0001F3FB\u200D\U0001F91D\u200D\U0001F468\U0001F3FF", "\U0001F3C3\u200D\u2640\uFE0F"]
TAG_FLAGS = ["\U0001F3F4\U000E0067\U000E0062\U000E0065\U000E006E\U000E0067\U000E007F",
             "\U0001F3F4\U000E0067\U000E0062\U000E0073\U000E0063\U000E0074\U000E007F"]


def flag(code):
    return "".join(chr(0x1F1E6 + ord(c) - ord("A")) for c in code)


def emoji_corpus(rng, n):
    keycaps = [k + "\uFE0F\u20E3" for k in "0123456789#*"] + [k + "\u20E3" for k in "0123456789"]
    singles = (EMOJI_BASES + [t + "\uFE0F" for t in TEXT_DEFAULT] + TEXT_DEFAULT +
               [b + s for b in TONED for s in SKIN_TONES] + [flag(c) for c in COUNTRIES] + keycaps +
               ZWJ_SEQUENCES + TAG_FLAGS)
    out = list(singles)
    words = ["I", "love", "NY", "ok", "go", "team", "yes", "no", "hi"]
    while len(out) < n:
        kind = rng.random()
        if kind < 0.5:
            out.append("".join(rng.choice(singles) for _ in range(rng.randint(2, 5))))
        else:
            out.append(" ".join(rng.choice(words + singles) for _ in range(rng.randint(2, 5))))
    return out[:n]


# Devanagari: words, and syllables built by rule (consonant clusters with virama, nukta, reph,
# pre-base and other matras, signs).
DEVANAGARI_WORDS = ["नमस्ते", "हिन्दी", "भारत", "धन्यवाद", "कृपया", "प्रेम", "विद्यालय", "क्षत्रिय", "त्रिभुज",
                    "ज्ञान", "शुद्ध", "अर्थ", "कर्म", "धर्म", "पुत्र", "स्त्री", "राष्ट्र", "द्वार", "श्री", "ट्रक",
                    "कि", "कृ", "र्कि", "क्कि", "ड़", "फ़िल्म", "ॐ", "१२३४", "सत्यमेव जयते", "मराठी", "संस्कृत"]
DEV_CONSONANTS = [chr(c) for c in range(0x0915, 0x093A)]
DEV_VOWELS = [chr(c) for c in range(0x0905, 0x0915)]
DEV_MATRAS = [chr(c) for c in list(range(0x093E, 0x094D)) + [0x0955, 0x0956, 0x0957, 0x0962, 0x0963]]
DEV_SIGNS = ["\u0901", "\u0902", "\u0903"]
VIRAMA, NUKTA, RA = "\u094D", "\u093C", "\u0930"


def devanagari_syllable(rng):
    r = rng.random()
    if r < 0.12:
        return rng.choice(DEV_VOWELS) + (rng.choice(DEV_SIGNS) if rng.random() < 0.3 else "")
    s = ""
    if rng.random() < 0.15:
        s += RA + VIRAMA  # reph
    for k in range(1 if rng.random() < 0.6 else rng.randint(2, 3)):
        if k:
            s += VIRAMA
        s += rng.choice(DEV_CONSONANTS)
        if rng.random() < 0.08:
            s += NUKTA
    r = rng.random()
    if r < 0.6:
        s += rng.choice(DEV_MATRAS)
    elif r < 0.7:
        s += VIRAMA
    if rng.random() < 0.2:
        s += rng.choice(DEV_SIGNS)
    return s


def devanagari_corpus(rng, n):
    out = list(DEVANAGARI_WORDS)
    while len(out) < n:
        if rng.random() < 0.2:
            out.append(" ".join(rng.choice(DEVANAGARI_WORDS) for _ in range(rng.randint(1, 3))))
        else:
            out.append(" ".join("".join(devanagari_syllable(rng) for _ in range(rng.randint(1, 4)))
                                for _ in range(rng.randint(1, 2))))
    return out[:n]


def devanagari_joiner_corpus(rng, n):
    """Explicit half forms (virama + ZWJ), forbidden conjuncts (virama + ZWNJ), and joiners
    after a reph or before a matra."""
    out = ["\u0915\u094D\u200D\u0937", "\u0915\u094D\u200C\u0937", "\u0930\u094D\u200D\u0915",
           "\u0915\u094D\u200D", "\u0926\u094D\u200C\u092F\u093F"]
    while len(out) < n:
        a, b = rng.choice(DEV_CONSONANTS), rng.choice(DEV_CONSONANTS)
        joiner = rng.choice(["\u200D", "\u200C"])
        tail = rng.choice(DEV_MATRAS + ["", ""])
        out.append(a + VIRAMA + joiner + b + tail)
    return out[:n]


def ensure_system_fonts():
    """Installs the system faces the corpus needs (Debian packages) when they are missing."""
    missing = sorted({pkg for path, pkg in SYSTEM_PACKAGES.items() if not os.path.exists(path)})
    if missing:
        subprocess.check_call(["apt-get", "install", "-y"] + missing)


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
    # Scripts added later draw from the generator after the earlier ones, so earlier cases stay.
    plan["NotoSansDevanagari"] = [("devanagari", devanagari_corpus(rng, 1000))]
    plan["NotoSansCJK"] = [("cjk", cjk_corpus(rng, 700))]
    plan["NotoColorEmoji"] = [("emoji", emoji_corpus(rng, 600))]
    plan["NotoSansDevanagari"].append(("devanagari-joiners", devanagari_joiner_corpus(rng, 150)))
    ensure_system_fonts()
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
