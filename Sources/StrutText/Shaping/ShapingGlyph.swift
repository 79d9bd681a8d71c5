/// One glyph in the shaping buffer: what it is, where it came from, and how it is positioned.
///
/// The record is kept to 64 bytes (one cache line; it was 144 with a machine word per field):
/// every lookup walks the buffer, so its size decides how much of a paragraph's buffer stays in
/// the first-level data cache next to the font's tables. Fields are stored in the narrowest type
/// their values need (glyph ids and font-unit values are 16-bit in the font; sums of them, and
/// positions in the text, fit 32 bits) and read and written as `Int` through the properties
/// below. Stored properties are declared widest first so the record has no padding.
struct ShapingGlyph: Sendable {
    private var storedGlyph: Int32
    private var storedCluster: Int32
    private var storedXAdvance: Int32 = 0
    private var storedYAdvance: Int32 = 0
    private var storedXOffset: Int32 = 0
    private var storedYOffset: Int32 = 0
    private var storedKerningWithNext: Int32 = 0
    private var storedKerningWithPrevious: Int32 = 0
    private var storedAttachedTo: Int32 = -1
    private var storedLigatureComponent: Int32 = 0
    /// The features that may act on this glyph (bit per feature group; bit 0 for global ones).
    var mask: UInt32
    /// The scalar it was mapped from (for Unicode properties when the font lacks `GDEF`).
    var scalar: Unicode.Scalar
    /// The Indic syllable the glyph belongs to (lookups of per-syllable features match within it).
    var syllable: UInt32 = 0
    private var storedMarkAttachmentClass: UInt16
    var glyphClass: GlyphDefinitions.GlyphClass
    private var storedLigatureID: UInt8 = 0
    private var storedAttachmentKind: UInt8 = 0
    /// Default-ignorable code points (ZWJ, ZWNJ, variation selectors): skipped when matching,
    /// drawn as nothing.
    var isDefaultIgnorable: Bool
    /// Whether a line break between this glyph and the one before would change the shaping of
    /// either side (a lookup matched across them), beyond `kerningWithPrevious`; HarfBuzz's
    /// unsafe-to-break flag.
    var isUnsafeToBreakBefore = false
    /// Made by a ligature substitution (and not multiplied since), or by a multiple substitution.
    var isLigated = false
    var isMultiplied = false
    /// Indic shaping: the character's category and position (``IndicCategory``,
    /// ``IndicPosition``).
    var indicCategory = IndicCategory.other
    var indicPosition = IndicPosition.end

    init(
        glyph: Int, cluster: Int, mask: UInt32, scalar: Unicode.Scalar, glyphClass: GlyphDefinitions.GlyphClass,
        markAttachmentClass: Int, isDefaultIgnorable: Bool
    ) {
        storedGlyph = Int32(truncatingIfNeeded: glyph)
        storedCluster = Int32(truncatingIfNeeded: cluster)
        self.mask = mask
        self.scalar = scalar
        self.glyphClass = glyphClass
        storedMarkAttachmentClass = UInt16(truncatingIfNeeded: markAttachmentClass)
        self.isDefaultIgnorable = isDefaultIgnorable
    }

    /// The glyph index in the face (16-bit in OpenType).
    var glyph: Int {
        get { Int(storedGlyph) }
        set { storedGlyph = Int32(truncatingIfNeeded: newValue) }
    }
    /// The scalar offset in the shaped text of the cluster this glyph belongs to.
    var cluster: Int {
        get { Int(storedCluster) }
        set { storedCluster = Int32(truncatingIfNeeded: newValue) }
    }
    /// The `GDEF` mark attachment class (16-bit in the font).
    var markAttachmentClass: Int {
        get { Int(storedMarkAttachmentClass) }
        set { storedMarkAttachmentClass = UInt16(truncatingIfNeeded: newValue) }
    }
    var isZeroWidthJoiner: Bool { scalar.value == 0x200D }
    var isZeroWidthNonJoiner: Bool { scalar.value == 0x200C }
    /// Set on a ligature and the marks it enclosed; 0 otherwise (1…255).
    var ligatureID: Int {
        get { Int(storedLigatureID) }
        set { storedLigatureID = UInt8(truncatingIfNeeded: newValue) }
    }
    /// For a mark inside a ligature: the component (1-based) it followed; for a ligature: its
    /// number of components.
    var ligatureComponent: Int {
        get { Int(storedLigatureComponent) }
        set { storedLigatureComponent = Int32(truncatingIfNeeded: newValue) }
    }
    var xAdvance: Int {
        get { Int(storedXAdvance) }
        set { storedXAdvance = Int32(truncatingIfNeeded: newValue) }
    }
    var yAdvance: Int {
        get { Int(storedYAdvance) }
        set { storedYAdvance = Int32(truncatingIfNeeded: newValue) }
    }
    var xOffset: Int {
        get { Int(storedXOffset) }
        set { storedXOffset = Int32(truncatingIfNeeded: newValue) }
    }
    var yOffset: Int {
        get { Int(storedYOffset) }
        set { storedYOffset = Int32(truncatingIfNeeded: newValue) }
    }
    /// The glyph this one is attached to (mark or cursive attachment), or -1.
    var attachedTo: Int {
        get { Int(storedAttachedTo) }
        set { storedAttachedTo = Int32(truncatingIfNeeded: newValue) }
    }
    /// 1 for mark attachment, 2 for cursive.
    var attachmentKind: Int {
        get { Int(storedAttachmentKind) }
        set { storedAttachmentKind = UInt8(truncatingIfNeeded: newValue) }
    }
    /// Pair kerning added to `xAdvance` with the pair's second glyph, and the kerning the pair's
    /// first glyph took on this one's behalf (for measurers counting kerning in the second).
    var kerningWithNext: Int {
        get { Int(storedKerningWithNext) }
        set { storedKerningWithNext = Int32(truncatingIfNeeded: newValue) }
    }
    var kerningWithPrevious: Int {
        get { Int(storedKerningWithPrevious) }
        set { storedKerningWithPrevious = Int32(truncatingIfNeeded: newValue) }
    }

    var isMark: Bool { glyphClass == .mark }
}
