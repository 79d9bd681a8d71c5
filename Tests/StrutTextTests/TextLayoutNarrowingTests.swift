import Foundation
import StrutText
import Testing

/// `TextLayout.narrowed(toWidth:)` against the oracle it stands in for: laying the text out
/// again at the narrower width. Whenever it answers, the answer is equal (all fields) to the
/// fresh layout; and it answers in the case it exists for (a frame exactly as wide as the text).
@Suite struct TextLayoutNarrowingTests {
    typealias Generator = LayoutPropertyTests.Generator

    @Test(
        arguments: [
            (OpenTypeMeasurer() as any TextMeasuring, "Inter"), (MonospacedCellMeasurer() as any TextMeasuring, "cells"),
        ] as [(any TextMeasuring, String)])
    func narrowedEqualsAFreshLayout(measurer: any TextMeasuring, name: String) {
        var generator = Generator(state: 11)
        var answered = 0
        var checked = 0
        for text in LayoutPropertyTests.paragraphs() {
            let modes: [LineBreakMode] = [.byWordWrapping, .byCharWrapping, .byTruncatingTail, .byClipping]
            let mode = generator.pick(modes)
            let lines = generator.pick([0, 1, 2, 3])
            let alignment = generator.pick([TextAlignment.natural, .left, .center, .right, .justified])
            let style = TextStyle(font: .systemFont(ofSize: 12), numberOfLines: lines, lineBreakMode: mode, alignment: alignment)
            let wide: CGFloat = generator.next() % 4 == 0 ? .greatestFiniteMagnitude : CGFloat(generator.next() % 300) + 1
            let layout = TextLayout(text: text, style: style, width: wide, scale: 2, measurer: measurer)
            // Narrower widths: the text's own width (the common case), and random ones below the wide one.
            let finiteWide = wide == .greatestFiniteMagnitude ? 400 : wide
            var widths = [layout.size.width]
            for _ in 0..<3 { widths.append(CGFloat(generator.next() % UInt64(finiteWide * 4 + 1)) / 4) }
            for narrow in widths where narrow <= wide {
                checked += 1
                // The case it exists for must be answered: left-aligned lines, none cut or
                // clipped, in a frame exactly as wide as the text (the generator's texts have
                // no right-to-left letters, so natural alignment is left alignment here).
                let leftAligned = alignment == .left || alignment == .natural
                let mustAnswer =
                    leftAligned && !layout.isTruncated && narrow == layout.size.width
                    && !layout.lines.contains(where: \.isClipped)
                guard let narrowed = layout.narrowed(toWidth: narrow) else {
                    #expect(!mustAnswer, "\(name) \(text.debugDescription) \(style) from \(wide) to \(narrow)")
                    continue
                }
                answered += 1
                let fresh = TextLayout(text: text, style: style, width: narrow, scale: 2, measurer: measurer)
                #expect(narrowed == fresh, "\(name) \(text.debugDescription) \(style) from \(wide) to \(narrow)")
            }
        }
        // It must answer in a fair share of the cases (else the oracle above checks nothing).
        #expect(answered * 10 > checked, "\(name): answered \(answered) of \(checked)")
    }

    /// The frame as wide as the text: "Hello world" on one line at 300 points, drawn in a
    /// frame of its own width, is the same line, now laid out for that width.
    @Test func aFrameAsWideAsTheTextIsAnswered() throws {
        let style = TextStyle(font: .systemFont(ofSize: 17), numberOfLines: 0)
        let layout = TextLayout(text: "Hello world", style: style, width: 300, scale: 2)
        let narrowed = try #require(layout.narrowed(toWidth: layout.size.width))
        #expect(narrowed.width == layout.size.width)
        #expect(narrowed.lines == layout.lines)
        #expect(narrowed == TextLayout(text: "Hello world", style: style, width: layout.size.width, scale: 2))
        // The same width answers itself; a wider one is never answered.
        #expect(layout.narrowed(toWidth: 300) == layout)
        #expect(layout.narrowed(toWidth: 301) == nil)
        #expect(layout.narrowed(toWidth: .nan) == nil)
        #expect(layout.narrowed(toWidth: -1) == nil)
    }

    /// Cases where the lines' positions or an ellipsis depend on the width are not answered.
    @Test func widthDependentLayoutsAreNotAnswered() {
        let text = "Hello world, this is a longer line of text"
        func layout(_ alignment: TextAlignment, text: String = text) -> TextLayout {
            TextLayout(
                text: text, style: TextStyle(font: .systemFont(ofSize: 17), numberOfLines: 0, alignment: alignment),
                width: 120, scale: 2)
        }
        for alignment in [TextAlignment.center, .right, .justified] {
            let l = layout(alignment)
            #expect(l.narrowed(toWidth: l.size.width) == nil, "\(alignment)")
        }
        // Cut by the line limit with room to spare: the second paragraph is not shown.
        let truncated = TextLayout(
            text: "Hello\nworld", style: TextStyle(font: .systemFont(ofSize: 17), numberOfLines: 1, alignment: .left), scale: 2)
        #expect(truncated.isTruncated)
        #expect(truncated.size.width < truncated.width)
        #expect(truncated.narrowed(toWidth: truncated.size.width) == nil)
        let hebrew = layout(.natural, text: "שלום עולם")
        #expect(hebrew.narrowed(toWidth: hebrew.size.width) == nil)
    }
}
