/// The `GDEF` table's glyph classes, mark attachment classes and mark glyph sets, which lookup
/// flags consult to skip glyphs.
struct GlyphDefinitions: Sendable {
    /// `GDEF` glyph classes: 1 base, 2 ligature, 3 mark, 4 component.
    enum GlyphClass: Int {
        case unclassified = 0
        case base, ligature, mark, component
    }

    let data: LayoutBytes
    private let glyphClassDef: Int?
    private let markAttachClassDef: Int?
    private let markGlyphSets: Int?

    /// Whether the font classifies its glyphs (otherwise classes come from Unicode, as HarfBuzz does).
    var hasGlyphClasses: Bool { glyphClassDef != nil }

    init(data: LayoutBytes, table: Int?) {
        self.data = data
        guard let table else {
            glyphClassDef = nil
            markAttachClassDef = nil
            markGlyphSets = nil
            return
        }
        glyphClassDef = data.offset(table + 4, from: table)
        markAttachClassDef = data.offset(table + 10, from: table)
        let minor = data.u16(table + 2)
        markGlyphSets = minor >= 2 ? data.offset(table + 12, from: table) : nil
    }

    func glyphClass(_ glyph: Int) -> GlyphClass { GlyphClass(rawValue: data.glyphClass(glyphClassDef, glyph)) ?? .unclassified }

    func markAttachmentClass(_ glyph: Int) -> Int { data.glyphClass(markAttachClassDef, glyph) }

    /// Whether `glyph` is in mark glyph set `set` (false when the font has no such set).
    func isInMarkGlyphSet(_ set: Int, _ glyph: Int) -> Bool {
        guard let markGlyphSets, set < data.u16(markGlyphSets + 2) else { return false }
        let coverage = markGlyphSets + data.u32(markGlyphSets + 4 + 4 * set)
        return data.coverage(coverage, glyph) != nil
    }
}
