import Foundation
import Testing

@testable import StrutText

/// Line widths from the paragraph's shaping for right-to-left (Arabic, Hebrew) and Indic
/// (Devanagari) text: layouts must come out bit-identical to shaping every line again.
@Suite struct SafeToBreakRightToLeftTests {
    typealias ShapingEveryLine = SafeToBreakTests.ShapingEveryLine

    /// The oracle's strings of one face's right-to-left or Indic groups, every `stride`-th.
    static func texts(face name: String, stride: Int) -> [String] {
        SafeToBreakTests.samples(stride: stride, of: SafeToBreakTests.rightToLeftAndIndic).compactMap { sample in
            sample.face === ShapingOracleTests.faces[name] ? sample.text : nil
        }
    }

    /// Paragraphs of about 150 characters made of `texts`, with a hard break, a tab, trailing
    /// spaces and a parenthesized number now and then (lines that start with ASCII or a
    /// character of no script).
    static func paragraphs(of texts: [String]) -> [String] {
        var result: [String] = []
        var paragraph = ""
        for (n, text) in texts.enumerated() {
            paragraph += text + (n % 11 == 0 ? "\n" : n % 13 == 0 ? "\t" : n % 17 == 0 ? "   " : n % 19 == 0 ? " (\(n)) " : " ")
            if paragraph.count > 150 {
                result.append(paragraph)
                paragraph = ""
            }
        }
        return result
    }

    /// Differential, as ``SafeToBreakTests/layoutsEqualShapingEveryLine()``: every layout
    /// through ``OpenTypeMeasurer`` equals the one measuring each line by shaping it (sizes,
    /// line texts, ranges, frames, truncation, and the bidi runs' widths and positions, which
    /// fast lines take from the paragraph's advances too), over the oracle's Arabic, Hebrew and Devanagari
    /// strings at four widths and six line break modes, the paragraphs set in turn by the script's
    /// face with no cascade, by it with the bundled cascade, and (Arabic, Hebrew) by the system
    /// font, whose cascade sets them with the bundled Noto faces.
    @Test(arguments: ["NotoSansArabic", "NotoSansHebrew", "NotoSansDevanagari"])
    func layoutsEqualShapingEveryLine(face name: String) throws {
        let face = try #require(ShapingOracleTests.faces[name])
        var fonts = [Font(face: face, size: 15, cascade: .none), Font(face: face, size: 17)]
        if name != "NotoSansDevanagari" { fonts.append(Font.systemFont(ofSize: 16)) }
        let styles: [(Int, LineBreakMode)] = [
            (0, .byWordWrapping), (0, .byCharWrapping), (2, .byTruncatingTail), (2, .byTruncatingHead),
            (2, .byTruncatingMiddle), (1, .byClipping),
        ]
        var lines = 0
        var analysed = 0
        let paragraphs = Self.paragraphs(of: Self.texts(face: name, stride: 1))
        let paragraphCount = paragraphs.count
        for (n, paragraph) in paragraphs.enumerated() {
            let font = fonts[n % fonts.count]
            let (limit, mode) = styles[n % styles.count]
            let style = TextStyle(font: font, numberOfLines: limit, lineBreakMode: mode)
            if let shaped = font.lineBreakingAdvances(of: paragraph), !shaped.advances.lineStartKerning.isEmpty { analysed += 1 }
            for width in [23.5, 97.25, 180, 280] as [CGFloat] {
                let fast = OpenTypeMeasurer().layout(paragraph, style: style, width: width)
                let slow = ShapingEveryLine().layout(paragraph, style: style, width: width)
                #expect(fast.size == slow.size, "\(name) \(paragraph.debugDescription) at \(width)")
                #expect(fast.lines.map(\.text) == slow.lines.map(\.text))
                #expect(fast.lines.map(\.frame) == slow.lines.map(\.frame))
                #expect(fast.lines.map(\.range) == slow.lines.map(\.range))
                #expect(fast.lines.map(\.isTruncated) == slow.lines.map(\.isTruncated))
                #expect(fast.lines.map(\.runs) == slow.lines.map(\.runs))
                lines += fast.lines.count
            }
            #expect(
                OpenTypeMeasurer().minimumContentWidth(of: paragraph, font: font)
                    == ShapingEveryLine().minimumContentWidth(of: paragraph, font: font))
        }
        // Most paragraphs were set by one face and analysed, so lines took their widths from
        // the paragraph where the boundaries allowed (2026-11-26: Arabic 72 of 86, Hebrew 38
        // of 78, Devanagari 38 of 38; the others mix faces, e.g. digits Noto Sans Hebrew lacks
        // set by Inter), and were laid out in many lines.
        #expect(analysed > 30, "\(analysed) of \(paragraphCount)")
        #expect(lines > 1_000)
    }

    /// By hand, "مرحبا بالعالم" in Noto Sans Arabic: meem, hah, beh, lam and ain join on both
    /// sides and reh and alef only to the letter before them, so the letters join in pairs
    /// م‍ر, ح‍ب‍ا, ب‍ا, ل‍ع‍ا and ل‍م: a break at 1, 3, 4, 7, 9, 10 or 12 would change two forms
    /// and is unsafe. Around the space (5, 6) and after each alef (8, 11) nothing joins, and the
    /// font has no lookup across them: safe.
    @Test func arabicJoinedLettersAreUnsafe() throws {
        let face = try #require(ShapingOracleTests.faces["NotoSansArabic"])
        let advances = face.shapeClusters(of: "مرحبا بالعالم")
        #expect(advances.lineStartKerning.count == 13)
        for joined in [1, 3, 4, 7, 9, 10, 12] { #expect(!advances.isSafeBoundary(joined), "\(joined)") }
        for apart in [5, 6, 8, 11] { #expect(advances.isSafeBoundary(apart), "\(apart)") }
        // The lam-alef ligature: alef has no glyph of its own, and no break may separate them.
        let ligature = face.shapeClusters(of: "لا")
        #expect(ligature.units[1] == 0 && !ligature.isSafeBoundary(1))
    }

    /// The system font sets Arabic with the bundled Noto Sans Arabic (its one run), so the
    /// paragraph is analysed with that face; a line starting with an ASCII character is set by
    /// Inter and is measured by shaping it.
    @Test func cascadeRunFaceSetsTheParagraph() throws {
        let font = Font.systemFont(ofSize: 17)
        let shaped = try #require(font.lineBreakingAdvances(of: "مرحبا بالعالم"))
        #expect(shaped.face !== font.face)
        #expect(shaped.face.draws("م"))
        #expect(!shaped.setsEveryLine)
        #expect(font.startFace(of: "م") === shaped.face)
        #expect(font.startFace(of: "(") === font.face)
        // Two faces (Latin in Inter, Arabic in Noto): no one face sets it.
        #expect(font.lineBreakingAdvances(of: "Hello مرحبا") == nil)
    }
}
