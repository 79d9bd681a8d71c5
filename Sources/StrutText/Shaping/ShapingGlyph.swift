/// One glyph in the shaping buffer: what it is, where it came from, and how it is positioned.
struct ShapingGlyph: Sendable {
    var glyph: Int
    /// The scalar offset in the shaped text of the cluster this glyph belongs to.
    var cluster: Int
    /// The features that may act on this glyph (bit per feature group; bit 0 for global ones).
    var mask: UInt32
    /// The scalar it was mapped from (for Unicode properties when the font lacks `GDEF`).
    var scalar: Unicode.Scalar
    var glyphClass: GlyphDefinitions.GlyphClass
    var markAttachmentClass: Int
    /// Default-ignorable code points (ZWJ, ZWNJ, variation selectors): skipped when matching,
    /// drawn as nothing.
    var isDefaultIgnorable: Bool
    var isZeroWidthJoiner: Bool { scalar.value == 0x200D }
    var isZeroWidthNonJoiner: Bool { scalar.value == 0x200C }
    /// Set on a ligature and the marks it enclosed; 0 otherwise.
    var ligatureID = 0
    /// For a mark inside a ligature: the component (1-based) it followed; for a ligature: its
    /// number of components.
    var ligatureComponent = 0
    var xAdvance = 0
    var yAdvance = 0
    var xOffset = 0
    var yOffset = 0
    /// The glyph this one is attached to (mark or cursive attachment), or -1.
    var attachedTo = -1
    /// 1 for mark attachment, 2 for cursive.
    var attachmentKind = 0
    /// Pair kerning added to `xAdvance` with the pair's second glyph, and the kerning the pair's
    /// first glyph took on this one's behalf (for measurers counting kerning in the second).
    var kerningWithNext = 0
    var kerningWithPrevious = 0
    /// Whether a line break between this glyph and the one before would change the shaping of
    /// either side (a lookup matched across them), beyond `kerningWithPrevious`; HarfBuzz's
    /// unsafe-to-break flag.
    var isUnsafeToBreakBefore = false

    /// Made by a ligature substitution (and not multiplied since), or by a multiple substitution.
    var isLigated = false
    var isMultiplied = false
    /// Indic shaping: the character's category and position (``IndicCategory``,
    /// ``IndicPosition``) and the syllable it belongs to (lookups of per-syllable features
    /// match within it).
    var indicCategory = IndicCategory.other
    var indicPosition = IndicPosition.end
    var syllable: UInt32 = 0

    var isMark: Bool { glyphClass == .mark }
}
