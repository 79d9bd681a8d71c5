import Foundation
import StrutTestSupport
import StrutText
import Testing

/// Invariants over many generated paragraphs (a fixed-seed generator, so runs are repeatable):
/// lines cover the text in order, never split a character, and fit the width unless a single
/// character is wider than it.
@Suite struct LayoutPropertyTests {
    typealias Generator = SplitMix64

    static let pieces = [
        "word", "a", "longerword", "Supercalifragilistic", " ", " ", "  ", "\n", "-", "—", "(x)", "1,234.5", "$9",
        "日本語", "、", "。", "ちょっと", "한국어", "👨‍👩‍👧", "🇯🇵", "👍🏽", "e\u{301}", "\u{308}", "\t", "AV", "To",
    ]

    static func paragraphs() -> [String] {
        var generator = Generator(state: 2026)
        return (0..<300).map { _ in
            let count = Int(generator.next() % 25)
            return (0..<count).map { _ in generator.pick(pieces) }.joined()
        }
    }

    @Test(
        arguments: [
            (OpenTypeMeasurer() as any TextMeasuring, "Inter"), (MonospacedCellMeasurer() as any TextMeasuring, "cells"),
        ] as [(any TextMeasuring, String)])
    func linesCoverTheTextAndFit(measurer: any TextMeasuring, name: String) {
        var generator = Generator(state: 7)
        for text in Self.paragraphs() {
            let width = CGFloat(generator.next() % 200) + 1
            for mode in [LineBreakMode.byWordWrapping, .byCharWrapping] {
                let style = TextStyle(font: .systemFont(ofSize: 12), numberOfLines: 0, lineBreakMode: mode)
                let layout = TextLayout(text: text, style: style, width: width, scale: 2, measurer: measurer)
                // Ranges tile the text, in order.
                var cursor = text.startIndex
                for line in layout.lines {
                    #expect(line.range.lowerBound == cursor, "\(name) \(text.debugDescription) width \(width)")
                    cursor = line.range.upperBound
                }
                #expect(cursor == text.endIndex)
                for line in layout.lines {
                    // Line boundaries fall on character boundaries.
                    #expect(line.range.lowerBound.samePosition(in: text.unicodeScalars) != nil)
                    #expect(String(text[line.range]).hasPrefix(line.text))
                    // A line overflows only when it is one character wider than the width.
                    if line.frame.width > width + 1e-6 {
                        // (Spaces after it hang past the edge.)
                        let visible = line.text.reversed().drop(while: { $0 == " " || $0 == "\t" })
                        #expect(
                            visible.count == 1,
                            "\(name) \(line.text.debugDescription) \(line.frame.width) > \(width) in \(text.debugDescription)")
                    }
                }
                let lineHeight = measurer.lineMetrics(for: style.font).lineHeight
                let expected = (CGFloat(layout.lines.count) * lineHeight).roundedUp(toPixelsOf: 2)
                #expect(text.isEmpty ? layout.size == .zero : abs(layout.size.height - expected) < 1e-9)
            }
        }
    }

    @Test func layoutsAreTheSameFromManyThreads() async {
        let texts = Self.paragraphs()
        let style = TextStyle(numberOfLines: 3, lineBreakMode: .byTruncatingMiddle)
        let serial = texts.map { TextLayout(text: $0, style: style, width: 90, scale: 3) }
        let parallel = await withTaskGroup(of: (Int, TextLayout).self) { group in
            for (i, text) in texts.enumerated() {
                group.addTask { (i, TextLayout(text: text, style: style, width: 90, scale: 3)) }
            }
            var result = [TextLayout?](repeating: nil, count: texts.count)
            for await (i, layout) in group { result[i] = layout }
            return result
        }
        #expect(parallel.map { $0! } == serial)
    }
}

/// A host's own measurer plugs in through the protocol.
@Suite struct CustomMeasurerTests {
    /// Every character 7 pt, lines 20 pt with the baseline at 15.
    struct FixedMeasurer: TextMeasuring {
        func lineMetrics(for font: Font) -> LineMetrics { LineMetrics(ascender: 15, descender: -5, leading: 0) }
        func characterAdvances(of text: Substring, font: Font) -> [CGFloat] { text.map { _ in 7 } }
        func width(of text: Substring, font: Font) -> CGFloat { CGFloat(text.count * 7) }
    }

    /// Breaks the contract: returns no advances at all.
    struct BrokenMeasurer: TextMeasuring {
        func lineMetrics(for font: Font) -> LineMetrics { LineMetrics(ascender: 15, descender: -5, leading: 0) }
        func characterAdvances(of text: Substring, font: Font) -> [CGFloat] { [] }
        func width(of text: Substring, font: Font) -> CGFloat { CGFloat(text.count * 7) }
    }

    @Test func layoutUsesTheHostsAnswers() {
        // "hello world" = 11 × 7 = 77 pt; in 50 pt it wraps to "hello" (35) / "world" (35).
        let layout = FixedMeasurer().layout("hello world", style: TextStyle(numberOfLines: 0), width: 50)
        #expect(layout.lines.map(\.text) == ["hello", "world"])
        #expect(layout.size == CGSize(width: 35, height: 40))
        #expect(layout.firstBaseline == 15)
        #expect(layout.lastBaseline == 35)
        #expect(layout.lastBaselineFromBottom == 5)
        // A measurer that returns the wrong number of advances is measured character by character.
        #expect(
            BrokenMeasurer().layout("hello world", style: TextStyle(numberOfLines: 0), width: 50).lines.map(\.text) == ["hello", "world"])
    }

    @Test func cellMeasurerCountsColumns() {
        let cells = MonospacedCellMeasurer(cellWidth: 8, cellHeight: 16, baseline: 12)
        let font = Font.systemFont(ofSize: 12)
        // a(1) 日(2) 👍🏽(2) é(1) ZWSP(0) tab(4) = 10 columns.
        #expect(cells.width(of: "a日👍🏽e\u{301}\u{200B}\t", font: font) == 80)
        #expect(cells.lineMetrics(for: font) == LineMetrics(ascender: 12, descender: -4, leading: 0))
        // Halfwidth katakana is one column.
        #expect(cells.cells(of: "ｱ") == 1)
        #expect(cells.cells(of: "Ａ") == 2)
    }

    @Test func lineBreakerReportsOpportunitiesOnCharacterBoundaries() {
        let text = "Hi there!\nNew"
        let breaks = LineBreaker.breaks(in: text)
        #expect(breaks.map { text.distance(from: text.startIndex, to: $0.index) } == [3, 10])
        #expect(breaks.map(\.isMandatory) == [false, true])
    }
}
