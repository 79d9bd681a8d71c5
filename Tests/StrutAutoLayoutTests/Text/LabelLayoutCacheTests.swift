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
}
