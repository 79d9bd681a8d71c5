import Foundation
import Testing

@testable import StrutText

/// Layouts with the synthetic font of scripts/text/generate_font_test_data.py at 10 pt
/// (upem 1000, so one unit is 0.01 pt): ascender 8, descender -2, leading 0.5, line height 10.5;
/// advances A 6, V 5.8, T 5.5, o 5.2, space 2.5, "…" 8; kerning A V -1, V A -0.9, T o -0.7.
@Suite struct FontLayoutTests {
    static let font: Font = {
        let url = TestData.url("strut-test-gpos.ttf")!
        return Font(face: try! FontFace(contentsOfFile: url.path), size: 10)
    }()

    static func layout(
        _ text: String, width: CGFloat = .greatestFiniteMagnitude, scale: CGFloat = 1, lines: Int = 0,
        lineHeight: CGFloat? = nil, spacing: CGFloat = 0, mode: LineBreakMode = .byWordWrapping
    ) -> TextLayout {
        let style = TextStyle(font: font, numberOfLines: lines, lineBreakMode: mode, lineHeight: lineHeight, lineSpacing: spacing)
        return TextLayout(text: text, style: style, width: width, scale: scale)
    }

    @Test func kernedAdvancesAddUp() {
        // "AVA": 6 + 5.8 + 6 - 1 - 0.9 = 15.9; per character the kerning sits on the second.
        #expect(abs(Self.font.width(of: "AVA") - 15.9) < 1e-9)
        let advances = Self.font.characterAdvances(of: "AVA")
        #expect(zip(advances, [6, 4.8, 5.1] as [CGFloat]).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    @Test(
        arguments: [
            // "AV" is 10.8 × 10.5: @1x 11 × 11, @2x 11 × 10.5, @3x 33/3 × 32/3.
            (1.0, 11.0, 11.0), (2.0, 11.0, 10.5), (3.0, 11.0, 32.0 / 3),
        ] as [(Double, Double, Double)])
    func sizeIsRoundedUpToThePixelGrid(scale: Double, width: Double, height: Double) {
        let layout = Self.layout("AV", scale: CGFloat(scale))
        #expect(layout.size.width == CGFloat(width))
        #expect(abs(layout.size.height - CGFloat(height)) < 1e-12)
        #expect(abs(layout.lines[0].frame.width - 10.8) < 1e-9)
    }

    @Test func baselinesFollowTheAscenderAndTheLineStack() {
        // Width 12 breaks "AV AV" into two lines; spacing 4: lines at y 0 and 14.5.
        let layout = Self.layout("AV AV", width: 12, spacing: 4)
        #expect(layout.lines.map(\.text) == ["AV", "AV"])
        #expect(layout.lines.map(\.frame.minY) == [0, 14.5])
        #expect(layout.firstBaseline == 8)
        #expect(layout.lastBaseline == 22.5)  // 14.5 + 8
        #expect(layout.size.height == 25)  // 10.5 + 4 + 10.5
        #expect(layout.lastBaselineFromBottom == 2.5)
    }

    @Test func anExplicitLineHeightPutsTheExtraAboveTheText() {
        // Line height 20: the baseline keeps 2 (descender) + 0.5 (leading) above the line's bottom.
        let layout = Self.layout("AV AV", width: 12, lineHeight: 20)
        #expect(layout.lines.map(\.baseline) == [17.5, 37.5])
        #expect(layout.size.height == 40)
        #expect(layout.lastBaselineFromBottom == 2.5)
    }

    @Test func numberOfLinesCapsTheHeight() {
        let layout = Self.layout("AV AV AV AV", width: 12, lines: 2)
        #expect(layout.lines.count == 2)
        #expect(layout.size.height == 21)
        #expect(layout.isTruncated)
    }

    @Test func tailTruncationUsesTheFontsEllipsis() {
        // Width 20 holds "AV" (10.8) + "…" (8) = 18.8 but not "AV " + "A" + "…".
        let layout = Self.layout("AV AV AV", width: 20, lines: 1, mode: .byTruncatingTail)
        #expect(layout.lines.map(\.text) == ["AV…"])
        #expect(abs(layout.lines[0].frame.width - 18.8) < 1e-9)
        #expect(layout.size.width == 19)
    }

    @Test func missingWideCharactersTakeOneEm() {
        // The font has no CJK or emoji-sequence glyphs: each such cluster is measured as 1 em.
        #expect(Self.font.width(of: "日本") == 20)
        #expect(Self.font.width(of: "👨‍👩‍👧") == 10)
        #expect(Self.font.width(of: "🇯🇵") == 10)
        // The font maps U+1F600 itself (1000 units).
        #expect(Self.font.width(of: "\u{1F600}") == 10)
        // A missing narrow letter is drawn as .notdef (500 units); a combining mark it has takes 0.
        #expect(Self.font.width(of: "Z") == 5)
        #expect(abs(Self.font.width(of: "e\u{301}") - 5.1) < 1e-9)
        // Line feeds and variation selectors take no space; a tab is four spaces.
        #expect(Self.font.width(of: "A\nA") == 12)
        #expect(Self.font.width(of: "\t") == 10)
    }
}
