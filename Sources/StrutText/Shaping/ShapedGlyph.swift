/// One glyph of shaped text, in font units (scale by `size / unitsPerEm` for points).
public struct ShapedGlyph: Sendable, Hashable {
    /// The glyph index in the face.
    public var glyph: Int
    /// The offset, in Unicode scalars of the shaped text, of the first character this glyph
    /// stands for (HarfBuzz's cluster, with grapheme clusters kept whole). Several glyphs share a
    /// cluster when a character became several; a ligature takes the first of its characters'.
    public var cluster: Int
    /// How far the pen moves after this glyph.
    public var xAdvance: Int
    /// Vertical pen movement (0 in horizontal text).
    public var yAdvance: Int
    /// Where the glyph is drawn relative to the pen (marks on their bases, kerning placement).
    public var xOffset: Int
    /// Vertical placement relative to the baseline (positive up).
    public var yOffset: Int
    /// Kerning this glyph's advance holds for the pair it starts, and the kerning the glyph
    /// before holds for the pair this one ends (for measurers counting kerning in the second).
    var kerningWithNext = 0
    var kerningWithPrevious = 0
    /// Whether setting the text before this glyph and the text from it on separately would
    /// shape them differently than here (other than losing `kerningWithPrevious`): HarfBuzz's
    /// unsafe-to-break flag, for line breakers that take widths from the whole paragraph.
    var isUnsafeToBreakBefore = false

    /// A glyph and its position.
    public init(glyph: Int, cluster: Int, xAdvance: Int, yAdvance: Int = 0, xOffset: Int = 0, yOffset: Int = 0) {
        self.glyph = glyph
        self.cluster = cluster
        self.xAdvance = xAdvance
        self.yAdvance = yAdvance
        self.xOffset = xOffset
        self.yOffset = yOffset
    }

    /// Glyph, cluster and position compare; the kerning bookkeeping does not.
    public static func == (a: ShapedGlyph, b: ShapedGlyph) -> Bool {
        a.glyph == b.glyph && a.cluster == b.cluster && a.xAdvance == b.xAdvance && a.yAdvance == b.yAdvance
            && a.xOffset == b.xOffset && a.yOffset == b.yOffset
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(glyph)
        hasher.combine(cluster)
        hasher.combine(xAdvance)
        hasher.combine(xOffset)
        hasher.combine(yOffset)
    }
}
