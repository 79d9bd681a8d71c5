import Foundation
import StrutText
import Testing

@testable import StrutAutoLayout

/// The label's cache of text layouts: reuse across widths must never show stale lines.
@Suite struct LabelLayoutCacheTests {
    private func textRuns(_ commands: [DrawingCommand]) -> [TextRun] {
        commands.compactMap { command -> TextRun? in
            if case .text(let run) = command { return run }
            return nil
        }
    }

    /// "abc" (3 cells of 10 pt) drawn left-aligned in a 100 pt label at x 10 sits at x 10; after
    /// the alignment changes to center, the cached layout must not be reused: (100 − 30) / 2 = 35,
    /// so x = 10 + 35 = 45.
    @Test func changingTheAlignmentRedrawsFromAFreshLayout() {
        let window = RecordingWindow(200, 200)
        let label = makeCellLabel("abc")
        label.textAlignment = .left
        label.translatesAutoresizingMaskIntoConstraints = true
        label.frame = CGRect(10, 20, 100, 60)
        window.addSubview(label)
        #expect(textRuns(window.runRenderLoopTurn()).first?.rect == CGRect(10, 40, 30, 20))
        label.textAlignment = .center
        #expect(textRuns(window.runRenderLoopTurn()).first?.rect == CGRect(45, 40, 30, 20))
    }

    /// Measured unconstrained (its intrinsic size, 30 × 20) and then drawn in a frame exactly
    /// that wide: the narrowed layout is used, and it equals a fresh layout at 30.
    @Test func aFrameAsWideAsTheTextReusesTheIntrinsicLayout() {
        let label = makeCellLabel("abc")
        label.textAlignment = .left
        #expect(label.intrinsicContentSize == CGSize(width: 30, height: 20))
        let drawn = label.textLayout(forWidth: 30)
        let fresh = TextLayout(text: "abc", style: label.textStyle, width: 30, scale: 1, measurer: label.measurer)
        #expect(drawn == fresh)
    }

    /// A layout made elsewhere is taken over only when it is one of the label's own text and
    /// style; then the label answers from it.
    @Test func adoptedLayoutsMustMatchTheLabel() {
        let label = makeCellLabel("hello world", lines: 0)
        let measurer = MonospacedCellMeasurer(cellWidth: 10, cellHeight: 20, baseline: 15)
        // Another text: ignored, so the label lays out its own ("hello world" is 110 wide).
        label.adoptTextLayout(TextLayout(text: "other", style: label.textStyle, width: 200, measurer: measurer))
        #expect(label.textLayout(forWidth: 200).text == "hello world")
        // Its own text at 300: taken; at 110 (the text's width) the label narrows it.
        let other = makeCellLabel("hello world", lines: 0)
        let adopted = TextLayout(text: "hello world", style: other.textStyle, width: 300, measurer: measurer)
        other.adoptTextLayout(adopted)
        #expect(other.textLayout(forWidth: 300) == adopted)
        #expect(other.textLayout(forWidth: 110) == TextLayout(text: "hello world", style: other.textStyle, width: 110, measurer: measurer))
        // At 60 the text wraps ("hello " / "world"): a fresh layout, two lines.
        #expect(other.textLayout(forWidth: 60).lines.map(\.text) == ["hello", "world"])
    }

    /// Setting text and style in one call (a declarative layout configuring a label it
    /// measured) leaves the label as setting each property would, invalidated once: a cached
    /// layout of the old text is not reused, the intrinsic size follows the new text (10-pt
    /// cells, 20-pt lines: "hello world" wraps at 60 into two lines, 50 × 40), and the measured
    /// layout passed in is the one the label answers with.
    @Test func configuringInOneCallInvalidatesOnceAndAdoptsTheMeasuredLayout() {
        let label = makeCellLabel("abc")
        #expect(label.intrinsicContentSize == CGSize(width: 30, height: 20))
        let measurer = MonospacedCellMeasurer(cellWidth: 10, cellHeight: 20, baseline: 15)
        var style = label.textStyle
        style.numberOfLines = 0
        style.lineHeight = 20
        let measured = TextLayout(text: "hello world", style: style, width: 60, measurer: measurer)
        label.configure(
            text: "hello world", font: style.font, numberOfLines: 0, lineBreakMode: style.lineBreakMode, lineHeight: 20,
            scale: 1, measured: measured)
        #expect(label.text == "hello world")
        #expect(label.numberOfLines == 0)
        #expect(label.lineHeight == 20)
        #expect(label.textStyle == style)
        #expect(label.textLayout(forWidth: 60) == measured)
        #expect(measured.lines.map(\.text) == ["hello", "world"])
        #expect(label.intrinsicContentSize(forWidth: 60) == CGSize(width: 50, height: 40))
        // Unconstrained: one line of 11 cells (the "abc" layout is gone).
        #expect(label.intrinsicContentSize == CGSize(width: 110, height: 20))
        // The same values again change nothing: the adopted layout stays.
        label.configure(
            text: "hello world", font: style.font, numberOfLines: 0, lineBreakMode: style.lineBreakMode, lineHeight: 20,
            scale: 1, measured: nil)
        #expect(label.textLayout(forWidth: 60) == measured)
    }
}
