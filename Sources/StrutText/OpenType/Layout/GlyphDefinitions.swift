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
    /// The glyph classes and mark attachment classes of the first glyphs, read once from the
    /// ClassDefs (an index instead of a binary search per glyph shaped); later glyphs are
    /// looked up in the tables.
    private let denseGlyphClasses: [UInt8]
    private let denseMarkAttachmentClasses: [UInt8]

    /// How many glyphs the dense arrays cover at most (a Latin face's every glyph; 32 KB).
    static let denseLimit = 16_384

    /// Whether the font classifies its glyphs (otherwise classes come from Unicode, as HarfBuzz does).
    var hasGlyphClasses: Bool { glyphClassDef != nil }

    init(data: LayoutBytes, table: Int?) {
        self.data = data
        guard let table else {
            glyphClassDef = nil
            markAttachClassDef = nil
            markGlyphSets = nil
            denseGlyphClasses = []
            denseMarkAttachmentClasses = []
            return
        }
        glyphClassDef = data.offset(table + 4, from: table)
        markAttachClassDef = data.offset(table + 10, from: table)
        let minor = data.u16(table + 2)
        markGlyphSets = minor >= 2 ? data.offset(table + 12, from: table) : nil
        denseGlyphClasses = Self.dense(data, glyphClassDef)
        denseMarkAttachmentClasses = Self.dense(data, markAttachClassDef)
    }

    /// The classes of glyphs 0 … n − 1 as the ClassDef answers them (so a malformed table with
    /// overlapping ranges answers as before), n the end of its last range within
    /// ``denseLimit``; empty when a class does not fit a byte.
    private static func dense(_ data: LayoutBytes, _ classDef: Int?) -> [UInt8] {
        guard let classDef else { return [] }
        var end = 0
        switch data.u16(classDef) {
        case 1: end = data.u16(classDef + 2) + data.u16(classDef + 4)
        case 2:
            for r in 0..<data.u16(classDef + 2) { end = max(end, data.u16(classDef + 4 + 6 * r + 2) + 1) }
        default: return []
        }
        var classes = [UInt8](repeating: 0, count: min(end, denseLimit))
        for glyph in classes.indices {
            guard let value = UInt8(exactly: data.glyphClass(classDef, glyph)) else { return [] }
            classes[glyph] = value
        }
        return classes
    }

    @inline(__always)
    func glyphClass(_ glyph: Int) -> GlyphClass {
        let value = glyph >= 0 && glyph < denseGlyphClasses.count ? Int(denseGlyphClasses[glyph]) : data.glyphClass(glyphClassDef, glyph)
        return GlyphClass(rawValue: value) ?? .unclassified
    }

    @inline(__always)
    func markAttachmentClass(_ glyph: Int) -> Int {
        glyph >= 0 && glyph < denseMarkAttachmentClasses.count
            ? Int(denseMarkAttachmentClasses[glyph]) : data.glyphClass(markAttachClassDef, glyph)
    }

    /// Whether `glyph` is in mark glyph set `set` (false when the font has no such set).
    func isInMarkGlyphSet(_ set: Int, _ glyph: Int) -> Bool {
        guard let markGlyphSets, set < data.u16(markGlyphSets + 2) else { return false }
        let coverage = markGlyphSets + data.u32(markGlyphSets + 4 + 4 * set)
        return data.coverage(coverage, glyph) != nil
    }
}
