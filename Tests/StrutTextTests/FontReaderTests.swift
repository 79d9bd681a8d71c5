import Foundation
import Testing

@testable import StrutText

/// The two synthetic fonts are built by scripts/text/generate_font_test_data.py with values
/// chosen there (upem 1000); the expectations below restate those choices, and the script
/// printed HarfBuzz's widths for the same strings, which agree (e.g. "AVA" = 1590).
@Suite struct SyntheticFontTests {
    static func face(_ name: String) throws -> FontFace {
        let url = try #require(TestData.url(name))
        return try FontFace(contentsOfFile: url.path)
    }

    // Glyph order in the script: .notdef space A T V a e o period ellipsis uni0301 smile.
    @Test func mapsCharactersThroughFormat12AndFormat4() throws {
        let gpos = try Self.face("strut-test-gpos.ttf")
        #expect(gpos.glyph(for: "A") == 2)
        #expect(gpos.glyph(for: "o") == 7)
        #expect(gpos.glyph(for: "\u{2026}") == 9)
        #expect(gpos.glyph(for: "\u{1F600}") == 11)  // only a format 12 subtable reaches this
        #expect(gpos.glyph(for: "Z") == 0)
        let kern = try Self.face("strut-test-kern.ttf")
        #expect(kern.glyph(for: "V") == 4)
        #expect(kern.glyph(for: "\u{1F600}") == 0)  // format 4 only, and the glyph is absent
    }

    @Test func readsAdvancesAndNames() throws {
        let face = try Self.face("strut-test-gpos.ttf")
        #expect(face.glyphCount == 12)
        #expect(face.unitsPerEm == 1000)
        #expect((0..<12).map { face.advance(ofGlyph: $0) } as [Int] == [500, 250, 600, 550, 580, 500, 510, 520, 240, 800, 0, 1000])
        #expect(face.advance(ofGlyph: 12) == 0)
        #expect(face.familyName == "Strut Test")
        #expect(face.styleName == "Regular")
        #expect(face.weight == .regular)
    }

    @Test func usesTypoMetricsWhenTheFontAsks() throws {
        // fsSelection bit 7 set: typo 800 / -200 / 50 rather than hhea 900 / -300 / 100.
        let face = try Self.face("strut-test-gpos.ttf")
        #expect([face.ascender, face.descender, face.lineGap, face.capHeight, face.xHeight] as [Int] == [800, -200, 50, 700, 480])
        let font = Font(face: face, size: 20)
        // 20 pt over 1000 units: ascender 16, descender -4, leading 1, line height 16 + 4 + 1.
        #expect(font.ascender == 16)
        #expect(font.descender == -4)
        #expect(font.leading == 1)
        #expect(font.lineHeight == 21)
        #expect(font.capHeight == 14)
        #expect(font.xHeight == 9.6)
    }

    @Test func usesHheaMetricsAndFallbacksOtherwise() throws {
        // No USE_TYPO_METRICS, OS/2 version 1: hhea 900 / -300 / 100, cap height 70 % of the em,
        // x-height 50 %.
        let face = try Self.face("strut-test-kern.ttf")
        #expect([face.ascender, face.descender, face.lineGap, face.capHeight, face.xHeight] as [Int] == [900, -300, 100, 700, 500])
    }

    @Test(
        arguments: [
            // (left, right, units): PairPos format 1 in lookup 0; the class pair T/round and the
            // pair A o sit behind an extension lookup; T + period adjusts the second glyph's advance.
            ("A", "V", -100), ("V", "A", -90), ("A", "T", -50), ("T", "o", -70), ("T", "e", -70),
            ("T", "a", -70), ("A", "o", -15), ("T", ".", 30), ("V", "V", 0), ("o", "T", 0), ("A", "e", 0),
        ] as [(Character, Character, Int)])
    func kernsFromGlyphPositioning(left: Character, right: Character, units: Int) throws {
        let face = try Self.face("strut-test-gpos.ttf")
        let l = face.glyph(for: left.unicodeScalars.first!)
        let r = face.glyph(for: right.unicodeScalars.first!)
        // The legacy kern table says A V = -999; GPOS kerning wins, as in HarfBuzz.
        #expect(face.kerning(between: l, and: r) == units)
    }

    @Test(arguments: [("A", "V", -120), ("T", "o", -80), ("V", "a", -60), ("V", "A", 0), ("o", "T", 0)] as [(Character, Character, Int)])
    func kernsFromTheLegacyTable(left: Character, right: Character, units: Int) throws {
        let face = try Self.face("strut-test-kern.ttf")
        let l = face.glyph(for: left.unicodeScalars.first!)
        let r = face.glyph(for: right.unicodeScalars.first!)
        #expect(face.kerning(between: l, and: r) == units)
    }

    @Test(
        arguments: [
            // HarfBuzz's advances printed by the generator script (font units = points at 1000 pt).
            ("strut-test-gpos.ttf", "AV", 1080), ("strut-test-gpos.ttf", "AVA", 1590), ("strut-test-gpos.ttf", "Te", 990),
            ("strut-test-gpos.ttf", "T.", 820), ("strut-test-gpos.ttf", "Ao", 1105),
            ("strut-test-kern.ttf", "AV", 1060), ("strut-test-kern.ttf", "AVA", 1660), ("strut-test-kern.ttf", "Va", 1020),
            ("strut-test-kern.ttf", "To", 990),
        ] as [(String, String, Int)])
    func stringWidthsMatchHarfBuzz(file: String, text: String, units: Int) throws {
        let font = Font(face: try Self.face(file), size: 1000)
        #expect(font.width(of: text) == CGFloat(units))
    }
}

/// Real fonts against fontTools (tables) and HarfBuzz (shaped advances), both run by
/// scripts/text/generate_font_test_data.py into Data/*-oracle.json: the bundled Inter (CFF,
/// cmap format 12, GPOS PairPos formats 1 and 2, typo metrics) always, and DejaVu Sans (glyf,
/// class-based GPOS kerning that must win over its legacy kern table, hhea metrics) where
/// Debian's fonts-dejavu-core is installed.
@Suite struct FontOracleTests {
    struct Oracle: Decodable {
        struct Glyph: Decodable {
            let glyph: Int
            let advance: Int
        }
        struct Metrics: Decodable {
            let ascender: Int
            let descender: Int
            let lineGap: Int
        }
        struct OS2: Decodable {
            let fsSelection: Int
            let typoAscender: Int
            let typoDescender: Int
            let typoLineGap: Int
            let capHeight: Int
            let xHeight: Int
            let weightClass: Int
            let version: Int
        }
        let unitsPerEm: Int
        let glyphCount: Int
        let family: String
        let hhea: Metrics
        let os2: OS2
        let glyphs: [String: Glyph]
        let kerningPairs: [[Pair]]
        let pairsCompared: Int
        let strings: [String: Int]

        enum Pair: Decodable {
            case text(String)
            case value(Int)
            init(from decoder: Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let value = try? container.decode(Int.self) {
                    self = .value(value)
                } else {
                    self = .text(try container.decode(String.self))
                }
            }
        }
    }

    /// DejaVu Sans as Debian's fonts-dejavu-core ships it, kept in the test data so CI reads it.
    static var dejaVuPath: String { TestData.url("Fonts/DejaVuSans.ttf")?.path ?? "" }

    static var fonts: [String] { ["inter", "dejavu-sans"] }

    static func load(_ name: String) throws -> (Oracle, FontFace) {
        let url = try #require(TestData.url("\(name)-oracle.json"))
        let data = try #require(FileManager.default.contents(atPath: url.path))
        let oracle = try JSONDecoder().decode(Oracle.self, from: data)
        let face = name == "inter" ? FontLibrary.bundledFace : try FontFace(contentsOfFile: dejaVuPath)
        return (oracle, face)
    }

    @Test(arguments: fonts)
    func tablesMatchFontTools(font: String) throws {
        let (oracle, face) = try Self.load(font)
        #expect(face.unitsPerEm == oracle.unitsPerEm)
        #expect(face.glyphCount == oracle.glyphCount)
        #expect(face.familyName == oracle.family)
        #expect(face.weight.rawValue == oracle.os2.weightClass)
        let typo = oracle.os2.fsSelection & 0x80 != 0
        #expect(typo == (font == "inter"))  // Inter asks for typo metrics, DejaVu does not
        #expect(face.ascender == (typo ? oracle.os2.typoAscender : oracle.hhea.ascender))
        #expect(face.descender == (typo ? oracle.os2.typoDescender : oracle.hhea.descender))
        #expect(face.lineGap == (typo ? oracle.os2.typoLineGap : oracle.hhea.lineGap))
        if oracle.os2.version >= 2 {
            #expect(face.capHeight == oracle.os2.capHeight)
            #expect(face.xHeight == oracle.os2.xHeight)
        }
        for (hex, expected) in oracle.glyphs.sorted(by: { $0.key < $1.key }) {
            let scalar = try #require(UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init))
            #expect(face.glyph(for: scalar) == expected.glyph, "glyph of U+\(hex)")
            #expect(face.advance(ofGlyph: face.glyph(for: scalar)) == expected.advance, "advance of U+\(hex)")
        }
    }

    @Test(arguments: fonts)
    func everyPrintableASCIIPairKernsAsHarfBuzz(font: String) throws {
        let (oracle, face) = try Self.load(font)
        #expect(oracle.pairsCompared == 95 * 95)
        var expected: [String: Int] = [:]
        for pair in oracle.kerningPairs {
            guard case .text(let text) = pair[0], case .value(let value) = pair[1] else { continue }
            expected[text] = value
        }
        #expect(expected.count > 200)  // Inter kerns 810 of these pairs, DejaVu Sans 220
        var mismatches: [String] = []
        for left in 0x20..<0x7F {
            for right in 0x20..<0x7F {
                let l = Unicode.Scalar(UInt8(left))
                let r = Unicode.Scalar(UInt8(right))
                let text = String(Character(l)) + String(Character(r))
                let actual = face.kerning(between: face.glyph(for: l), and: face.glyph(for: r))
                if actual != expected[text, default: 0] { mismatches.append("\(text): \(actual) vs \(expected[text, default: 0])") }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) pairs differ: \(mismatches.prefix(10))")
    }

    @Test(arguments: fonts)
    func stringWidthsMatchHarfBuzz(font: String) throws {
        let (oracle, face) = try Self.load(font)
        let sized = Font(face: face, size: CGFloat(oracle.unitsPerEm))
        for (text, units) in oracle.strings.sorted(by: { $0.key < $1.key }) {
            #expect(sized.width(of: text) == CGFloat(units), "\(text)")
        }
    }
}

@Suite struct MalformedFontTests {
    static func bytes(_ name: String) throws -> [UInt8] {
        let url = try #require(TestData.url(name))
        return [UInt8](try #require(FileManager.default.contents(atPath: url.path)))
    }

    @Test func everyTruncationThrowsInsteadOfTrapping() throws {
        for name in ["strut-test-gpos.ttf", "strut-test-kern.ttf"] {
            let bytes = try Self.bytes(name)
            for length in 0..<bytes.count {
                #expect(throws: FontParsingError.self, "\(name) cut to \(length) bytes") {
                    try FontFace(bytes: Array(bytes[0..<length]))
                }
            }
        }
    }

    @Test func corruptingAnyByteNeverTraps() throws {
        // Each byte in turn set to 0xFF and to 0x00: parsing must either succeed or throw.
        var failures = 0
        for name in ["strut-test-gpos.ttf", "strut-test-kern.ttf"] {
            let bytes = try Self.bytes(name)
            for offset in 0..<bytes.count {
                for value: UInt8 in [0xFF, 0x00, 0x7F] {
                    var copy = bytes
                    copy[offset] = value
                    do { _ = try FontFace(bytes: copy) } catch { failures += 1 }
                }
            }
        }
        #expect(failures > 0)
    }

    @Test func errorsNameTheTableAndOffset() throws {
        #expect(throws: FontParsingError.truncated(table: "sfnt", offset: 4, needed: 2)) {
            try FontFace(bytes: [0, 1, 0, 0])
        }
        #expect(
            throws: FontParsingError.invalidValue(
                table: "sfnt", offset: 0, reason: "sfnt version 0x12345678 is neither TrueType nor OpenType")
        ) {
            try FontFace(bytes: [0x12, 0x34, 0x56, 0x78, 0, 0])
        }
        // Rename the `cmap` record's tag in the table directory.
        var bytes = try Self.bytes("strut-test-kern.ttf")
        let count = Int(bytes[4]) << 8 | Int(bytes[5])
        for i in 0..<count where bytes[12 + 16 * i..<16 + 16 * i].elementsEqual("cmap".utf8) {
            bytes[12 + 16 * i] = UInt8(ascii: "x")
        }
        #expect(throws: FontParsingError.missingTable("cmap")) { try FontFace(bytes: bytes) }
        let message = FontParsingError.truncated(table: "hmtx", offset: 120, needed: 48).description
        #expect(message == "font table 'hmtx': needs 48 byte(s) at offset 120, past the end of the data")
        #expect(throws: FontParsingError.unreadableFile(path: "/nonexistent/font.ttf")) {
            try FontFace(contentsOfFile: "/nonexistent/font.ttf")
        }
    }
}

/// Targeted corruptions, located by walking the table directory here (independently of the reader).
@Suite struct TargetedCorruptionTests {
    static func tableOffset(_ tag: String, in bytes: [UInt8]) -> Int? {
        let count = Int(bytes[4]) << 8 | Int(bytes[5])
        for i in 0..<count where bytes[12 + 16 * i..<16 + 16 * i].elementsEqual(tag.utf8) {
            let at = 12 + 16 * i + 8
            return Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        return nil
    }

    @Test func aCharacterMapWithoutUnicodeSubtablesIsUnsupported() throws {
        var bytes = try MalformedFontTests.bytes("strut-test-kern.ttf")
        let cmap = try #require(Self.tableOffset("cmap", in: bytes))
        let count = Int(bytes[cmap + 2]) << 8 | Int(bytes[cmap + 3])
        for i in 0..<count {  // every encoding record becomes platform 2 (ISO, deprecated)
            bytes[cmap + 4 + 8 * i] = 0
            bytes[cmap + 5 + 8 * i] = 2
        }
        #expect(throws: FontParsingError.unsupportedFormat(table: "cmap", offset: cmap, format: -1)) {
            try FontFace(bytes: bytes)
        }
    }

    @Test func tooManyLongMetricsForTheHmtxTable() throws {
        var bytes = try MalformedFontTests.bytes("strut-test-kern.ttf")
        let hhea = try #require(Self.tableOffset("hhea", in: bytes))
        let hmtx = try #require(Self.tableOffset("hmtx", in: bytes))
        bytes[hhea + 34] = 0x10  // numberOfHMetrics = 0x1000: 16,384 bytes of long metrics
        bytes[hhea + 35] = 0x00
        #expect(throws: FontParsingError.truncated(table: "hmtx", offset: hmtx, needed: 0x1000 * 4)) {
            try FontFace(bytes: bytes)
        }
    }

    @Test func aZeroUnitsPerEmIsInvalid() throws {
        var bytes = try MalformedFontTests.bytes("strut-test-kern.ttf")
        let head = try #require(Self.tableOffset("head", in: bytes))
        bytes[head + 18] = 0
        bytes[head + 19] = 0
        #expect(throws: FontParsingError.invalidValue(table: "head", offset: head + 18, reason: "unitsPerEm 0 is outside 16...16384")) {
            try FontFace(bytes: bytes)
        }
    }
}
