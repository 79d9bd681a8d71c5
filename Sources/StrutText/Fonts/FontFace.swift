import Foundation

/// One parsed font file (or one face of a collection): its names, metrics, character map,
/// glyph advances and pair kerning, all read once and kept in lookup-ready form.
///
/// A face is immutable and shared by every ``Font`` made from it, at any size and on any thread.
/// Measuring never parses tables again: a code point is one array index to its glyph, a glyph one
/// index to its advance, and a pair one or two hash lookups to its kerning.
///
/// The reader covers what measurement needs: `cmap` formats 4 and 12, `head`, `hhea`, `maxp`,
/// `hmtx`, `OS/2`, `name`, the legacy `kern` table (format 0), and the layout tables `GSUB`,
/// `GPOS` and `GDEF`, which ``Shaper`` interprets in place (ligatures, contextual alternates,
/// kerning, mark positioning, Arabic joining).
public final class FontFace: Sendable, CustomStringConvertible {
    /// The family name (`name` ID 16, else ID 1), e.g. "Inter".
    public let familyName: String
    /// The style within the family (`name` ID 17, else ID 2), e.g. "Regular" or "Bold Italic".
    public let styleName: String
    /// The weight class from `OS/2` (400 when the font has no `OS/2` table).
    public let weight: Font.Weight
    /// Whether `OS/2` marks the face italic (or its style name says so).
    public let isItalic: Bool
    /// Font units per em (`head.unitsPerEm`).
    public let unitsPerEm: Int
    /// Ascender in font units (positive, above the baseline).
    public let ascender: Int
    /// Descender in font units (negative, below the baseline).
    public let descender: Int
    /// Line gap in font units.
    public let lineGap: Int
    /// Height of flat capitals in font units (`OS/2.sCapHeight`; 70 % of the em without it).
    public let capHeight: Int
    /// Height of lower-case x in font units (`OS/2.sxHeight`; 50 % of the em without it).
    public let xHeight: Int
    /// Number of glyphs in the font.
    public let glyphCount: Int
    /// The file the face was read from, when it was read from a file.
    public let path: String?

    let characterMap: CharacterMap
    let advances: [UInt16]
    let kerning: PairKerning
    /// `GSUB`, `GPOS` and `GDEF`, indexed for ``Shaper``.
    let shaping: ShapingTables
    /// The cluster advances of texts shaped recently (see ``ClusterAdvanceCache``).
    let clusterAdvanceCache = ClusterAdvanceCache()
    /// What each left-to-right plan does to ASCII text (see ``ASCIIShapingShortcut``).
    let asciiShortcuts = ASCIIShapingShortcuts()

    /// Parses a font from its bytes.
    /// - Parameters:
    ///   - bytes: the whole `.ttf`, `.otf` or `.ttc` file.
    ///   - faceIndex: which face of a `.ttc` collection (0 for single fonts).
    ///   - path: recorded as ``path``, for diagnostics.
    /// - Throws: ``FontParsingError`` naming the table and offset of the first problem.
    /// - Complexity: O(file size + 65,536) once; measuring afterwards does no parsing.
    public init(bytes: [UInt8], faceIndex: Int = 0, path: String? = nil) throws(FontParsingError) {
        let reader = FontDataReader(bytes: bytes)
        let directory = try TableDirectory(reader, faceIndex: faceIndex)
        let metrics = try FontMetricsTables(reader, directory: directory)
        let names = try FontNames(reader, directory: directory)
        characterMap = try CharacterMap(reader, table: try directory.required("cmap"), glyphCount: metrics.glyphCount)
        var kerning = PairKerning()
        if let gpos = directory["GPOS"] {
            kerning.lookups = try PairKerning.glyphPositioningLookups(reader, table: gpos, glyphCount: metrics.glyphCount)
        }
        if kerning.lookups.isEmpty, let kern = directory["kern"] {
            kerning.legacyPairs = try PairKerning.legacyPairs(reader, table: kern)
        }
        // Printable ASCII and Latin-1: their pairs are read from a flat matrix when measuring.
        var common: [UInt16] = []
        for value in Array(0x20...0x7E) + Array(0xA0...0xFF) + [0x2019, 0x201C, 0x201D, 0x2013, 0x2014, 0x2026] {
            if let scalar = Unicode.Scalar(value) { common.append(characterMap.glyph(for: scalar)) }
        }
        self.kerning = kerning.withCommonPairs(common, glyphCount: metrics.glyphCount)
        shaping = ShapingTables(
            bytes: bytes, gsub: directory["GSUB"]?.offset, gpos: directory["GPOS"]?.offset, gdef: directory["GDEF"]?.offset,
            hasLegacyKerning: !kerning.legacyPairs.isEmpty)
        advances = metrics.advances
        glyphCount = metrics.glyphCount
        unitsPerEm = metrics.unitsPerEm
        familyName = names.family
        styleName = names.style
        self.path = path
        if let os2 = metrics.os2 {
            weight = Font.Weight(rawValue: os2.weightClass)
            isItalic = os2.isItalic || names.style.localizedCaseInsensitiveContains("italic")
            if os2.usesTypoMetrics {
                ascender = os2.typoAscender
                descender = os2.typoDescender
                lineGap = os2.typoLineGap
            } else {
                ascender = metrics.hheaAscender
                descender = metrics.hheaDescender
                lineGap = metrics.hheaLineGap
            }
            capHeight = os2.capHeight ?? metrics.unitsPerEm * 7 / 10
            xHeight = os2.xHeight ?? metrics.unitsPerEm / 2
        } else {
            weight = .regular
            isItalic = names.style.localizedCaseInsensitiveContains("italic")
            ascender = metrics.hheaAscender
            descender = metrics.hheaDescender
            lineGap = metrics.hheaLineGap
            capHeight = metrics.unitsPerEm * 7 / 10
            xHeight = metrics.unitsPerEm / 2
        }
    }

    /// Reads and parses the font file at `path`.
    /// - Throws: ``FontParsingError/unreadableFile(path:)`` or a parsing error.
    public convenience init(contentsOfFile path: String, faceIndex: Int = 0) throws(FontParsingError) {
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadableFile(path: path) }
        try self.init(bytes: [UInt8](data), faceIndex: faceIndex, path: path)
    }

    /// The glyph index for a code point (0, `.notdef`, when the font has none).
    /// - Complexity: O(1) in the Basic Multilingual Plane.
    public func glyph(for scalar: Unicode.Scalar) -> Int { Int(characterMap.glyph(for: scalar)) }

    /// The advance width of a glyph in font units (0 for an out-of-range glyph).
    public func advance(ofGlyph glyph: Int) -> Int {
        glyph >= 0 && glyph < advances.count ? Int(advances[glyph]) : 0
    }

    /// The kerning adjustment between two glyphs in font units (negative tightens).
    public func kerning(between left: Int, and right: Int) -> Int {
        guard !kerning.isEmpty, let l = UInt16(exactly: left), let r = UInt16(exactly: right) else { return 0 }
        return Int(kerning.adjustment(l, r))
    }

    /// Whether the face has any kerning (GPOS pair adjustment or a `kern` table).
    public var hasKerning: Bool { !kerning.isEmpty }

    /// Family, style, weight, glyph count and units per em.
    public var description: String {
        "FontFace(\(familyName) \(styleName), weight \(weight.rawValue), \(glyphCount) glyphs, \(unitsPerEm) upem)"
    }
}
