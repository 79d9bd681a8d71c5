/// The metric tables a measurer needs, in font units: `head`, `hhea`, `maxp`, `hmtx` and `OS/2`.
struct FontMetricsTables: Sendable {
    var unitsPerEm: Int
    var glyphCount: Int
    /// Advance width of every glyph, expanded from the `hmtx` long metrics.
    var advances: [UInt16]
    var hheaAscender: Int
    var hheaDescender: Int
    var hheaLineGap: Int
    /// `OS/2` values; `nil` when the font has no `OS/2` table.
    var os2: OS2?

    struct OS2: Sendable {
        var version: Int
        var weightClass: Int
        var fsSelection: UInt16
        var typoAscender: Int
        var typoDescender: Int
        var typoLineGap: Int
        var winAscent: Int
        var winDescent: Int
        /// `sxHeight` and `sCapHeight` (version 2 and later).
        var xHeight: Int?
        var capHeight: Int?

        /// fsSelection bit 7: line metrics come from the typo values.
        var usesTypoMetrics: Bool { fsSelection & 0x80 != 0 }
        /// fsSelection bit 0: italic.
        var isItalic: Bool { fsSelection & 0x01 != 0 }
    }

    init(_ reader: FontDataReader, directory: TableDirectory) throws(FontParsingError) {
        let head = try directory.required("head")
        let headReader = reader.reading("head")
        try headReader.require(head.offset, min(54, head.length))
        unitsPerEm = Int(try headReader.uint16(at: head.offset + 18))
        guard (16...16384).contains(unitsPerEm) else {
            throw .invalidValue(table: "head", offset: head.offset + 18, reason: "unitsPerEm \(unitsPerEm) is outside 16...16384")
        }

        let maxp = try directory.required("maxp")
        glyphCount = Int(try reader.reading("maxp").uint16(at: maxp.offset + 4))
        guard glyphCount > 0 else {
            throw .invalidValue(table: "maxp", offset: maxp.offset + 4, reason: "the font has no glyphs")
        }

        let hhea = try directory.required("hhea")
        let hheaReader = reader.reading("hhea")
        hheaAscender = Int(try hheaReader.int16(at: hhea.offset + 4))
        hheaDescender = Int(try hheaReader.int16(at: hhea.offset + 6))
        hheaLineGap = Int(try hheaReader.int16(at: hhea.offset + 8))
        let longMetrics = Int(try hheaReader.uint16(at: hhea.offset + 34))
        guard longMetrics > 0 else {
            throw .invalidValue(table: "hhea", offset: hhea.offset + 34, reason: "numberOfHMetrics is 0")
        }

        let hmtx = try directory.required("hmtx")
        let hmtxReader = reader.reading("hmtx")
        guard hmtx.length >= 4 * longMetrics else {
            throw .truncated(table: "hmtx", offset: hmtx.offset, needed: 4 * longMetrics)
        }
        var advances = [UInt16](repeating: 0, count: glyphCount)
        var last: UInt16 = 0
        for glyph in 0..<glyphCount {
            if glyph < longMetrics { last = try hmtxReader.uint16(at: hmtx.offset + 4 * glyph) }
            advances[glyph] = last
        }
        self.advances = advances

        if let table = directory["OS/2"], table.length >= 78 {
            let r = reader.reading("OS/2")
            let at = table.offset
            let version = Int(try r.uint16(at: at))
            var os2 = OS2(
                version: version,
                weightClass: Int(try r.uint16(at: at + 4)),
                fsSelection: try r.uint16(at: at + 62),
                typoAscender: Int(try r.int16(at: at + 68)),
                typoDescender: Int(try r.int16(at: at + 70)),
                typoLineGap: Int(try r.int16(at: at + 72)),
                winAscent: Int(try r.uint16(at: at + 74)),
                winDescent: Int(try r.uint16(at: at + 76)))
            if version >= 2, table.length >= 90 {
                os2.xHeight = Int(try r.int16(at: at + 86))
                os2.capHeight = Int(try r.int16(at: at + 88))
            }
            self.os2 = os2
        } else {
            os2 = nil
        }
    }
}
