import Foundation
import Testing

@testable import StrutText

/// The shaper's steps on values worked by hand (the synthetic font's glyphs and advances are
/// chosen in scripts/text/generate_font_test_data.py: .notdef space A T V a e o period
/// ellipsis uni0301 smile; e 510, uni0301 0 units).
@Suite struct ShaperTests {
    static func synthetic() throws -> FontFace {
        try FontFace(contentsOfFile: try #require(TestData.url("strut-test-gpos.ttf")).path)
    }

    @Test func aPrecomposedLetterTheFaceLacksIsDrawnAsBaseAndMark() throws {
        // The font has "e" and U+0301 but no "é": é decomposes, the mark takes no advance.
        let glyphs = Shaper.shape("\u{E9}", face: try Self.synthetic())
        #expect(glyphs == [ShapedGlyph(glyph: 6, cluster: 0, xAdvance: 510), ShapedGlyph(glyph: 10, cluster: 0, xAdvance: 0)])
        // The same cluster written decomposed shapes the same; the next cluster starts at scalar 2.
        let decomposed = Shaper.shape("e\u{301}e", face: try Self.synthetic())
        #expect(decomposed.map(\.cluster) == [0, 0, 2])
    }

    @Test func defaultIgnorablesDrawNothing() throws {
        // ZWJ becomes the space glyph with no advance, as HarfBuzz hides it.
        let glyphs = Shaper.shape("a\u{200D}a", face: try Self.synthetic())
        #expect(glyphs.map(\.glyph) == [5, 1, 5])
        #expect(glyphs.map(\.xAdvance) == [500, 0, 500])
    }

    @Test(arguments: [
        // م D, ر R, ح D, ب D, ا R: م joins ر; ر does not join forwards; ح ب ا join.
        ("مرحبا", [ArabicJoining.Form.initial, .fina, .initial, .medi, .fina]),
        // A mark is transparent: the two beh still join across it.
        ("بَب", [.initial, .none, .fina]),
        // ZWJ (join causing) makes a lone beh take its initial form.
        ("ب\u{200D}", [.initial, .none]),
        // A space (U) breaks joining.
        ("ب ب", [.isol, .none, .isol]),
    ])
    func arabicLettersTakeTheirJoiningForms(text: String, forms: [ArabicJoining.Form]) {
        #expect(ArabicJoining.forms(of: Array(text.unicodeScalars)) == forms)
    }

    @Test func rightToLeftRunsComeOutInVisualOrder() throws {
        // The clusters of a right-to-left run descend.
        let face = try #require(ShapingOracleTests.faces["NotoSansArabic"])
        #expect(Shaper.shape("مرحبا", face: face).map(\.cluster) == [4, 3, 2, 1, 0])
    }

    @Test func measurementGoesThroughTheShaper() throws {
        // DejaVu Sans "office": HarfBuzz's 1253 + 1980 (ffi ligature) + 1126 + 1260 = 5619
        // units at 2048 per em; the ligature's advance is counted in its first character.
        let face = try #require(ShapingOracleTests.faces["DejaVuSans"])
        let font = Font(face: face, size: 2048)
        #expect(font.width(of: "office") == 5619)
        #expect(font.characterAdvances(of: "office") == [1253, 1980, 0, 0, 1126, 1260])
    }

    @Test func scriptsAreFoundByBlock() {
        #expect(ShapingScript(firstIn: "123 abc".unicodeScalars) == .latin)
        #expect(ShapingScript(firstIn: "1 שלום".unicodeScalars) == .hebrew)
        #expect(ShapingScript(firstIn: "...".unicodeScalars) == .common)
        #expect(ShapingScript.arabic.isRightToLeft && !ShapingScript.latin.isRightToLeft)
    }
}
