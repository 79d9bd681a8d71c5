import Foundation
import Testing

@testable import StrutText

/// Fallback faces and bundled weights, against HarfBuzz 15.0.0 (uharfbuzz 0.57.0) widths of the
/// same strings in the same bundled files.
@Suite struct FontCascadeTests {
    @Test func anArabicNameBesideLatinIsMeasuredWithTheArabicFace() {
        // "Hi " in Inter: 3,544 units at 2816/em; "مرحبا" in Noto Sans Arabic: 2,104 at 1000/em.
        let font = Font.systemFont(ofSize: 17)
        let expected = 3544.0 * 17 / 2816 + 2104.0 * 17 / 1000
        #expect(abs(font.width(of: "Hi مرحبا") - expected) < 0.01)
        let runs = font.faceRuns(of: "Hi مرحبا")
        #expect(runs.map(\.face.familyName) == ["Inter", "Noto Sans Arabic"])
        // The space stays with the run it is in.
        #expect(runs.first.map { String("Hi مرحبا"[$0.range]) } == "Hi ")
    }

    @Test func hebrewFallsBackToNotoSansHebrew() {
        // "שלום" in Noto Sans Hebrew: 2,227 units at 1000/em.
        #expect(abs(Font.systemFont(ofSize: 17).width(of: "שלום") - 2227.0 * 17 / 1000) < 0.01)
    }

    @Test func withoutACascadeMissingLettersAreNotdef() {
        let font = Font.systemFont(ofSize: 17).withCascade(.none)
        #expect(font.faceRuns(of: "Hi مرحبا").count == 1)
        #expect(abs(font.width(of: "Hi مرحبا") - Font.systemFont(ofSize: 17).width(of: "Hi مرحبا")) > 1)
    }

    @Test(
        arguments: [
            // "Hello" by HarfBuzz in each bundled Inter file (units at 2816/em).
            (Font.Weight.regular, 6740, "Regular"), (.medium, 6842, "Medium"), (.semibold, 6944, "Semi Bold"), (.bold, 7044, "Bold"),
            // No bundled face of 800: the closest is bold.
            (.heavy, 7044, "Bold"),
        ] as [(Font.Weight, Int, String)])
    func weightsMeasureInTheirOwnFace(weight: Font.Weight, units: Int, style: String) throws {
        let font = Font(face: FontLibrary.bundledInterFace(weight: weight), size: 17)
        #expect(font.face.styleName == style)
        #expect(abs(font.width(of: "Hello") - CGFloat(units) * 17 / 2816) < 0.01)
    }

    @Test func systemFontOfABundledWeightIsTheBundledFace() {
        #expect(Font.systemFont(ofSize: 17, weight: .bold).face === FontLibrary.bundledInterFace(weight: .bold))
        #expect(Font(family: "inter", size: 12, weight: .semibold)?.face.weight == .semibold)
    }

    @Test func emojiSequencesAreOneClusterOfOneEm() {
        // Inter has "1" but no keycap: the keycap sequence is one wide cluster, 1 em, not "1" + .notdef.
        let font = Font.systemFont(ofSize: 20)
        for sequence in ["1\u{FE0F}\u{20E3}", "👍🏽", "🇫🇷", "👨‍👩‍👧"] {
            #expect(font.characterAdvances(of: sequence) == [20], "\(sequence)")
        }
    }
}
