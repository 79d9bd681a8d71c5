import Foundation
import StrutText
import Testing

@testable import StrutAutoLayout

/// A declarative layout hands a label the text, style and layout it measured:
/// `configure(text:style:scale:)` then `adoptMeasuredTextLayout(_:style:scale:afterChange:)`,
/// with the result of the public setters and `adoptTextLayout(_:)`.
@Suite struct LabelMeasuredTextTests {
    private let measurer = MonospacedCellMeasurer(cellWidth: 10, cellHeight: 20, baseline: 15)

    /// The style a declarative label layout measures with: multi-line, 20-pt lines.
    private func multiLineStyle(of label: Label) -> TextStyle {
        TextStyle(font: label.font, numberOfLines: 0, lineBreakMode: .byWordWrapping, lineHeight: 20)
    }

    /// "hello world" (10-pt cells) at 60 wraps into "hello" / "world", 50 × 40: the label takes
    /// that layout and answers with it; unconstrained it is one line, 110 × 20 (the "abc"
    /// layout, 30 × 20, is gone). The same values again change nothing and keep the layout.
    @Test func theMeasuredLayoutIsTakenOverAfterOneInvalidation() {
        let label = makeCellLabel("abc")
        #expect(label.intrinsicContentSize == CGSize(width: 30, height: 20))
        let style = multiLineStyle(of: label)
        let measured = TextLayout(text: "hello world", style: style, width: 60, measurer: measurer)
        let changed = label.configure(text: "hello world", style: style, scale: 1)
        #expect(changed)
        label.adoptMeasuredTextLayout(measured, style: style, scale: 1, afterChange: changed)
        #expect(label.text == "hello world")
        #expect(label.numberOfLines == 0 && label.lineBreakMode == .byWordWrapping && label.lineHeight == 20)
        #expect(label.textStyle == style)
        #expect(label.textLayout(forWidth: 60) == measured)
        #expect(measured.lines.map(\.text) == ["hello", "world"])
        #expect(label.intrinsicContentSize(forWidth: 60) == CGSize(width: 50, height: 40))
        #expect(label.intrinsicContentSize == CGSize(width: 110, height: 20))
        #expect(!label.configure(text: "hello world", style: style, scale: 1))
        #expect(label.textLayout(forWidth: 60) == measured)
    }

    /// A label whose alignment was set to center (by a view recipe, say) does not take a layout
    /// measured with natural alignment: it lays its text out again, centered ("hello" and
    /// "world", 50 wide, sit at (60 − 50) / 2 = 5), as `adoptTextLayout` would.
    @Test func aLabelWithAnotherAlignmentLaysOutAgain() {
        let label = makeCellLabel("")
        label.textAlignment = .center
        let style = multiLineStyle(of: label)
        let measured = TextLayout(text: "hello world", style: style, width: 60, measurer: measurer)
        let changed = label.configure(text: "hello world", style: style, scale: 1)
        label.adoptMeasuredTextLayout(measured, style: style, scale: 1, afterChange: changed)
        let drawn = label.textLayout(forWidth: 60)
        #expect(drawn != measured)
        #expect(drawn.style.alignment == .center)
        #expect(drawn.lines.map(\.frame.origin.x) == [5, 5])
    }

    /// A scale of 0 is sanitized to 1 by a layout but kept by the label: they differ, so the
    /// layout is not taken. (Measured here with 12-pt cells, so that a taken layout shows: "hi"
    /// would be 24 wide; the label's own 10-pt cells make it 20.) At scale 1 the same layout
    /// is taken.
    @Test func aLayoutOfAnotherScaleIsNotTaken() {
        let wide = MonospacedCellMeasurer(cellWidth: 12, cellHeight: 20, baseline: 15)
        let label = makeCellLabel("")
        let style = multiLineStyle(of: label)
        let measured = TextLayout(text: "hi", style: style, width: 77, scale: 0, measurer: wide)
        #expect(measured.scale == 1 && measured.size.width == 24)
        let changed = label.configure(text: "hi", style: style, scale: 0)
        label.adoptMeasuredTextLayout(measured, style: style, scale: 0, afterChange: changed)
        #expect(label.contentScaleFactor == 0)
        #expect(label.textLayout(forWidth: 77).size.width == 20)
        let other = makeCellLabel("")
        let taken = TextLayout(text: "hi", style: style, width: 77, scale: 1, measurer: wide)
        let otherChanged = other.configure(text: "hi", style: style, scale: 1)
        other.adoptMeasuredTextLayout(taken, style: style, scale: 1, afterChange: otherChanged)
        #expect(other.textLayout(forWidth: 77).size.width == 24)
    }

    /// Attributed text set on a label whose text then stays the same keeps its runs; a plain
    /// layout (12-pt cells, 24 wide) is not taken over them.
    @Test func attributedTextIsNotReplacedByAPlainLayout() {
        let label = makeCellLabel("")
        let style = multiLineStyle(of: label)
        _ = label.configure(text: "hi", style: style, scale: 1)
        label.richText = AttributedText([.init("hi", font: label.font)])
        let wide = MonospacedCellMeasurer(cellWidth: 12, cellHeight: 20, baseline: 15)
        let measured = TextLayout(text: "hi", style: style, width: 77, measurer: wide)
        let changed = label.configure(text: "hi", style: style, scale: 1)
        #expect(!changed)
        label.adoptMeasuredTextLayout(measured, style: style, scale: 1, afterChange: changed)
        #expect(label.richText != nil)
        // Not cached: the plain layout at 77 is the label's own (10-pt cells, 20 wide).
        #expect(label.textLayout(forWidth: 77).size.width == 20)
    }

    /// The label knows whether its measurer is the default one without copying it.
    @Test func theDefaultMeasurerFlagFollowsTheMeasurer() {
        let label = Label(text: "a")
        #expect(label.hasDefaultMeasurer)
        label.measurer = measurer
        #expect(!label.hasDefaultMeasurer)
        label.measurer = OpenTypeMeasurer()
        #expect(label.hasDefaultMeasurer)
    }
}
