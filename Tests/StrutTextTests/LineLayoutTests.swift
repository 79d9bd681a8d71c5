import Foundation
import StrutText
import Testing

/// Line breaking worked by hand in terminal cells: every character is one cell wide, wide ones
/// (CJK, emoji) two, so the expected lines can be counted on fingers.
@Suite struct LineLayoutTests {
    static let cells = MonospacedCellMeasurer()

    static func lines(_ text: String, width: CGFloat, mode: LineBreakMode = .byWordWrapping, lines: Int = 0) -> [String] {
        let style = TextStyle(numberOfLines: lines, lineBreakMode: mode)
        return cells.layout(text, style: style, width: width).lines.map(\.text)
    }

    @Test(
        arguments: [
            // English: spaces hang at a wrap; "The quick" is exactly 9 cells.
            ("The quick brown fox", 9.0, ["The quick", "brown fox"]),
            ("The quick brown fox", 8.0, ["The", "quick", "brown", "fox"]),
            ("The quick brown fox", 100.0, ["The quick brown fox"]),
            // A word wider than the line is broken between characters.
            ("Supercalifragilistic", 8.0, ["Supercal", "ifragili", "stic"]),
            ("a verylongword", 5.0, ["a", "veryl", "ongwo", "rd"]),
            // A hyphen allows a break after it, not before.
            ("well-known fact", 6.0, ["well-", "known", "fact"]),
            // Numbers (LB25): "$100.00" does not break inside, so it is cut by characters.
            ("$100.00 total", 5.0, ["$100.", "00", "total"]),
            // Hard breaks: LF, CRLF (one character), an empty line between two breaks.
            ("Hello\nWorld", 20.0, ["Hello", "World"]),
            ("a\r\nb", 20.0, ["a", "b"]),
            ("a\n\nb", 20.0, ["a", "", "b"]),
            // Spaces before a hard break stay on their line.
            ("ab  \ncd", 20.0, ["ab  ", "cd"]),
        ] as [(String, Double, [String])])
    func wrapsEnglish(text: String, width: Double, expected: [String]) {
        #expect(Self.lines(text, width: CGFloat(width)) == expected)
    }

    @Test(
        arguments: [
            // Each ideograph or kana is 2 cells; any two may be split (ID ÷ ID)...
            ("今日は良い天気ですね", 7.0, ["今日は", "良い天", "気です", "ね"]),
            // ...but not before a closing mark (、 。 are CL: LB13), so は and 気 move down.
            ("今日は、良い天気。", 6.0, ["今日", "は、良", "い天", "気。"]),
            // Small kana (CJ, resolved to NS) may not start a line: ょ pulls ち down with it.
            ("あちょ", 4.0, ["あ", "ちょ"]),
        ] as [(String, Double, [String])])
    func wrapsCJK(text: String, width: Double, expected: [String]) {
        #expect(Self.lines(text, width: CGFloat(width)) == expected)
    }

    @Test func neverSplitsEmojiSequences() {
        // A ZWJ family is one 2-cell cluster; it may stand between letters on its own line.
        #expect(Self.lines("a👨‍👩‍👧b", width: 2) == ["a", "👨‍👩‍👧", "b"])
        // Flags are regional-indicator pairs: a break between pairs, never inside one.
        #expect(Self.lines("🇯🇵🇺🇸🇫🇷", width: 3) == ["🇯🇵", "🇺🇸", "🇫🇷"])
        // A skin-tone modifier stays with its base (LB30b), even when char-wrapping.
        #expect(Self.lines("👍🏽👍🏽", width: 2, mode: .byCharWrapping) == ["👍🏽", "👍🏽"])
        // "❤️" is U+2764 U+FE0F: emoji presentation, two cells.
        #expect(Self.cells.width(of: "❤️", font: .systemFont(ofSize: 17)) == 2)
    }

    @Test func neverSplitsCombiningMarks() {
        // "é" written as e + U+0301 is one character of one cell.
        #expect(Self.lines("cafe\u{301} ole\u{301}", width: 4) == ["cafe\u{301}", "ole\u{301}"])
        #expect(
            Self.lines("e\u{301}e\u{301}e\u{301}e\u{301}", width: 3, mode: .byCharWrapping) == ["e\u{301}e\u{301}e\u{301}", "e\u{301}"])
        // A mark after a space forms one cluster with it (UAX #29): drawn, not dropped as a
        // hanging space, and with no break opportunity inside it the word is cut by characters.
        #expect(Self.lines("ab \u{308}cd", width: 3) == ["ab \u{308}", "cd"])
    }

    @Test func charWrappingIgnoresWordBoundaries() {
        // The space inside a line is kept; only spaces at a line's end hang.
        #expect(Self.lines("Hello world", width: 4, mode: .byCharWrapping) == ["Hell", "o wo", "rld"])
    }

    @Test func sizeCountsTheWidestLineAndAllLines() {
        let layout = Self.cells.layout("The quick brown fox", style: TextStyle(numberOfLines: 0), width: 8)
        #expect(layout.size == CGSize(width: 5, height: 4))  // "quick"/"brown" are 5 cells
        #expect(layout.lines.map(\.frame.minY) == [0, 1, 2, 3])
        #expect(!layout.isTruncated)
        #expect(Self.cells.layout("", style: TextStyle()).size == .zero)
        #expect(Self.cells.layout("", style: TextStyle()).lines.isEmpty)
    }

    @Test func rangesCoverTheSource() {
        let text = "ab cd\nef"
        let layout = Self.cells.layout(text, style: TextStyle(numberOfLines: 0), width: 3)
        #expect(layout.lines.map { String(text[$0.range]) } == ["ab ", "cd\n", "ef"])
    }

    @Test(
        arguments: [
            (TextAlignment.left, [0.0, 0.0]), (.natural, [0, 0]), (.center, [0.5, 2]), (.right, [1, 4]), (.justified, [0, 0]),
        ] as [(TextAlignment, [Double])])
    func alignsLinesInTheWidth(alignment: TextAlignment, xs: [Double]) {
        // Width 6: "ab cd" (5 cells) wraps before "ef" (2 cells).
        let style = TextStyle(numberOfLines: 0, alignment: alignment)
        let layout = Self.cells.layout("ab cd ef", style: style, width: 6)
        #expect(layout.lines.map(\.text) == ["ab cd", "ef"])
        #expect(layout.lines.map(\.frame.minX) == xs.map { CGFloat($0) })
        if alignment == .justified {
            // The wrapped line's one space takes the missing cell; the last line is not stretched.
            #expect(layout.lines.map(\.extraSpaceWidth) == [1, 0])
            #expect(layout.lines.map(\.frame.width) == [6, 2])
        }
    }
}

@Suite struct WritingDirectionTests {
    @Test func naturalAlignmentFollowsTheFirstStrongCharacter() {
        let cells = MonospacedCellMeasurer()
        let style = TextStyle(numberOfLines: 0, alignment: .natural)
        // "שלום" is 4 cells; right-aligned in 10 it starts at 6. Digits and spaces are not strong.
        #expect(cells.layout("12 שלום", style: style, width: 10).lines.map(\.frame.minX) == [3])
        #expect(cells.layout("مرحبا", style: style, width: 10).lines.map(\.frame.minX) == [5])
        #expect(cells.layout("abc שלום", style: style, width: 10).lines.map(\.frame.minX) == [0])
        #expect(WritingDirection(firstStrongIn: "123") == .leftToRight)
        // Explicit left stays left.
        #expect(cells.layout("שלום", style: TextStyle(alignment: .left), width: 10).lines.map(\.frame.minX) == [0])
    }
}

@Suite struct ContentWidthTests {
    @Test(
        arguments: [
            // Widest unbreakable run, in cells: "quick"/"brown" 5; "well-"/"known" 5; each CJK
            // ideograph may stand alone (2 cells) but は、 stays together (4); "$100.00" is one number.
            ("The quick brown fox", 5.0, 19.0), ("well-known", 5, 10), ("今日は、", 4, 8), ("$100.00 total", 7, 13),
            ("ab\ncdef  \ng", 4, 6), ("", 0, 0),
        ] as [(String, Double, Double)])
    func minimumAndMaximumContentWidths(text: String, minimum: Double, maximum: Double) {
        let cells = MonospacedCellMeasurer()
        let font = Font.systemFont(ofSize: 10)
        #expect(cells.minimumContentWidth(of: text, font: font) == CGFloat(minimum))
        #expect(cells.maximumContentWidth(of: text, font: font) == CGFloat(maximum))
    }
}
