import Testing

@testable import StrutText

/// The Indic path's parts, with values derived by hand from the syllable grammar and checked
/// against HarfBuzz 15.0.0 (uharfbuzz 0.57.0) on the committed Noto Sans Devanagari.
@Suite struct IndicShapingTests {
    static func syllables(_ text: String) -> [(Range<Int>, IndicSyllables.Kind)] {
        let categories = text.unicodeScalars.map { IndicCategory.devanagari($0).0 }
        var result: [(Range<Int>, IndicSyllables.Kind)] = []
        var start = 0
        while start < categories.count {
            let (end, kind) = IndicSyllables.syllable(categories, from: start)
            result.append((start..<end, kind))
            start = end
        }
        return result
    }

    /// "कि कि": consonant + matra, the space on its own, consonant + matra.
    @Test func syllablesSplitAtTheSpace() {
        let found = Self.syllables("कि कि")
        #expect(found.map(\.0) == [0..<2, 2..<3, 3..<5])
        #expect(found.map(\.1) == [.consonant, .other, .consonant])
    }

    /// "क्षि" (ka, virama, ssa, i-matra) is one syllable; so is "र्कि" (Ra, virama, ka, i):
    /// halant + consonant continues a syllable.
    @Test func conjunctsStayInOneSyllable() {
        #expect(Self.syllables("क्षि").map(\.0) == [0..<4])
        #expect(Self.syllables("र्कि").map(\.0) == [0..<4])
        // A final virama ends the syllable: "क्" then the vowel "अ".
        #expect(Self.syllables("क्अ").map(\.0) == [0..<2, 2..<3])
        #expect(Self.syllables("क्अ").map(\.1) == [.consonant, .vowel])
    }

    /// A matra with nothing to stand on is a broken cluster: HarfBuzz inserts a dotted circle
    /// (glyph 134) and the i-matra (glyph 67, 259 units) is drawn before it, both in cluster 0.
    /// After a digit (a placeholder) no circle is needed: HarfBuzz gives glyphs 604 (the
    /// i-matra's narrow variant) and 804 (the digit).
    @Test func brokenClustersGetADottedCircle() throws {
        let url = try #require(TestData.url("Fonts/NotoSansDevanagari-Regular.ttf"))
        let face = try FontFace(contentsOfFile: url.path)
        let alone = Shaper.shape("\u{093F}", face: face)
        #expect(alone.map(\.glyph) == [67, 134])
        #expect(alone.map(\.cluster) == [0, 0])
        #expect(alone.map(\.xAdvance) == [259, 510])
        let afterDigit = Shaper.shape("1\u{093F}", face: face)
        #expect(afterDigit.map(\.glyph) == [604, 804])
        #expect(afterDigit.map(\.xAdvance) == [259, 551])
    }
}
