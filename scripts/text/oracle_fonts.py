"""The fonts of the shaping golden set, by the names the JSONL file uses: shared by
generate_shaping_oracle.py and bench/make_corpus.py."""
import os

SYSTEM_CJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"  # fonts-noto-cjk, face 0 (JP)
SYSTEM_EMOJI = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"  # fonts-noto-color-emoji
SYSTEM_PACKAGES = {SYSTEM_CJK: "fonts-noto-cjk", SYSTEM_EMOJI: "fonts-noto-color-emoji"}
ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))
DATA = os.path.join(ROOT, "Tests", "StrutTextTests", "Data")
FONTS = {
    "Inter": os.path.join(ROOT, "Sources", "StrutText", "Resources", "Inter-Regular.otf"),
    "DejaVuSans": os.path.join(DATA, "Fonts", "DejaVuSans.ttf"),
    "NotoSans": os.path.join(DATA, "Fonts", "NotoSans-Regular.ttf"),
    "NotoSansArabic": os.path.join(DATA, "Fonts", "NotoSansArabic-Regular.ttf"),
    "NotoSansHebrew": os.path.join(DATA, "Fonts", "NotoSansHebrew-Regular.ttf"),
    "NotoSansDevanagari": os.path.join(DATA, "Fonts", "NotoSansDevanagari-Regular.ttf"),
    # System fonts (too large to commit); the tests that need them skip when they are absent.
    "NotoSansCJK": SYSTEM_CJK,
    "NotoColorEmoji": SYSTEM_EMOJI,
}
