import Foundation
import Testing

@testable import StrutText

/// Line widths taken from the paragraph's shaping (``ClusterAdvances``) instead of shaping each
/// line again: a boundary the shaper calls safe must split the text into two halves that shape
/// exactly as the whole did, and layouts must come out bit-identical to measuring every line.
@Suite struct SafeToBreakTests {
    /// A measurer that hides its type, so ``ParagraphBreaker`` measures every line by shaping it
    /// (the path every line took before line widths came from the paragraph).
    struct ShapingEveryLine: TextMeasuring {
        let base = OpenTypeMeasurer()
        func lineMetrics(for font: Font) -> LineMetrics { base.lineMetrics(for: font) }
        func characterAdvances(of text: Substring, font: Font) -> [CGFloat] { base.characterAdvances(of: text, font: font) }
        func width(of text: Substring, font: Font) -> CGFloat { base.width(of: text, font: font) }
    }

    static let leftToRight: Set<String> = ["latin", "accented", "greek", "cyrillic", "cjk", "emoji"]
    /// The right-to-left groups (Arabic joining, mirrored brackets, marks; Hebrew with points)
    /// and the Indic ones (Devanagari syllables, reordering, joiners).
    static let rightToLeftAndIndic: Set<String> = [
        "arabic", "arabic-brackets", "arabic-marks", "hebrew", "hebrew-brackets", "hebrew-pointed", "devanagari",
        "devanagari-joiners",
    ]

    /// Oracle strings of `groups` (every `stride`-th), with their faces.
    static func samples(stride: Int, of groups: Set<String> = leftToRight) -> [(text: String, face: FontFace)] {
        ShapingOracleTests.cases.enumerated().compactMap { i, test in
            guard i % stride == 0, groups.contains(test.category), let face = ShapingOracleTests.faces[test.font] else { return nil }
            return (test.text, face)
        }
    }

    /// Property: at every boundary called safe, the text before it shapes to the same advances
    /// and the text from it on to the same advances less the kerning the first held, each
    /// shaped on its own (the independent oracle is the shaper itself, run on the halves).
    @Test func safeBoundariesSplitExactly() {
        let (safe, unsafe) = Self.checkSplits(Self.samples(stride: 3))
        // Most boundaries of Latin text are safe; ligatures and contextual alternates are not
        // (this sample: 16,714 safe, 815 unsafe).
        #expect(safe > 15_000)
        #expect(unsafe > 500)
    }

    /// The same property over the right-to-left and Indic groups: the boundaries called safe
    /// (between characters that do not join, outside syllables, where no lookup reached across)
    /// split the text exactly, and joined letters, syllables and attached marks are unsafe.
    @Test func rightToLeftAndIndicSafeBoundariesSplitExactly() {
        let (safe, unsafe) = Self.checkSplits(Self.samples(stride: 1, of: Self.rightToLeftAndIndic))
        // Both kinds occur in numbers (the counts show the analysis ran; the expectations above
        // are what it must get right).
        #expect(safe > 2_000)
        #expect(unsafe > 2_000)
    }

    /// Checks every boundary of `samples` (see ``safeBoundariesSplitExactly()``); returns how
    /// many were safe and unsafe.
    static func checkSplits(_ samples: [(text: String, face: FontFace)]) -> (safe: Int, unsafe: Int) {
        var safe = 0
        var unsafe = 0
        for (text, face) in samples {
            let whole = face.shapeClusters(of: text)
            let script = ShapingScript(firstIn: text.unicodeScalars)
            guard !whole.lineStartKerning.isEmpty else {
                Issue.record("\(face.familyName) \(text.debugDescription): not analysed")
                continue
            }
            let starts = Array(text.indices)
            for k in 1..<max(starts.count, 1) {
                let before = text[..<starts[k]]
                let after = text[starts[k]...]
                guard ShapingScript(firstIn: before.unicodeScalars) == script, ShapingScript(firstIn: after.unicodeScalars) == script
                else { continue }
                guard whole.isSafeBoundary(k) else {
                    unsafe += 1
                    continue
                }
                safe += 1
                let left = face.shapeClusters(of: before).units
                var right = face.shapeClusters(of: after).units
                #expect(left == Array(whole.units[..<k]), "\(face.familyName) \(text.debugDescription) before \(k)")
                right[0] += whole.lineStartKerning[k]
                #expect(right == Array(whole.units[k...]), "\(face.familyName) \(text.debugDescription) from \(k)")
            }
        }
        return (safe, unsafe)
    }

    /// Known cases, by hand: DejaVu Sans sets "ffi" as one ligature (its second and third
    /// characters have no glyph of their own, so no break inside it is safe), and Inter kerns
    /// "AV" (a line starting at "V" loses that kerning, which the boundary records).
    @Test func ligaturesAreUnsafeAndKerningIsRecorded() throws {
        let dejaVu = try #require(ShapingOracleTests.faces["DejaVuSans"])
        let office = dejaVu.shapeClusters(of: "office")
        #expect(office.units[2] == 0 && office.units[3] == 0)
        #expect(!office.isSafeBoundary(2) && !office.isSafeBoundary(3))
        #expect(office.isSafeBoundary(1) && office.isSafeBoundary(4) && office.isSafeBoundary(5))
        let inter = FontLibrary.bundledFace
        let avatar = inter.shapeClusters(of: "AVATAR")
        #expect(avatar.isSafeBoundary(1))
        let kerning = avatar.lineStartKerning[1]
        #expect(kerning < 0)
        // "V" alone is its advance with no kerning; in "AVATAR" it holds the "AV" pair's.
        #expect(inter.shapeClusters(of: "V").units[0] == avatar.units[1] - kerning)
    }

    /// Differential: every layout through ``OpenTypeMeasurer`` (line widths from the paragraph)
    /// equals the layout measuring each line by shaping it, to the bit, across fonts, widths and
    /// line break modes, on paragraphs made of the oracle's strings.
    @Test func layoutsEqualShapingEveryLine() {
        let texts = Self.samples(stride: 7)
        var fonts: [Font] = [Font.systemFont(ofSize: 17)]
        for name in ["DejaVuSans", "NotoSans"] {
            if let face = ShapingOracleTests.faces[name] { fonts.append(Font(face: face, size: 15)) }
        }
        let styles: [(Int, LineBreakMode)] = [
            (0, .byWordWrapping), (0, .byCharWrapping), (2, .byTruncatingTail), (2, .byTruncatingHead),
            (2, .byTruncatingMiddle), (1, .byClipping),
        ]
        var lines = 0
        var paragraph = ""
        for (n, sample) in texts.enumerated() {
            // Paragraphs of about 200 characters, with a hard break, a tab and trailing spaces now and then.
            paragraph += sample.text + (n % 11 == 0 ? "\n" : n % 13 == 0 ? "\t" : n % 17 == 0 ? "   " : " ")
            guard paragraph.count > 200 else { continue }
            defer { paragraph = "" }
            let font = fonts[n % fonts.count]
            let (limit, mode) = styles[n % styles.count]
            let style = TextStyle(font: font, numberOfLines: limit, lineBreakMode: mode)
            for width in [23.5, 97.25, 180, 280] as [CGFloat] {
                let fast = OpenTypeMeasurer().layout(paragraph, style: style, width: width)
                let slow = ShapingEveryLine().layout(paragraph, style: style, width: width)
                #expect(fast.size == slow.size, "\(paragraph.debugDescription) at \(width)")
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
        #expect(lines > 1_000)
    }
}
