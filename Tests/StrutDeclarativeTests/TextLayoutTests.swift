import DeclarativeTestSupport
import Foundation
import StrutDeclarative
import StrutText
import Testing

/// Label, text view and button layouts, measured in fixed 10 × 20 cells so sizes can be worked
/// by hand (one cell per character, one 20-pt row per line).
@Suite struct TextLayoutTests {
    let cells = MonospacedCellMeasurer(cellWidth: 10, cellHeight: 20)
    let big = CGSize(width: 1000, height: 1000)

    func label(_ text: String, lines: Int = 0, mode: LineBreakMode = .byTruncatingTail) -> LabelLayout {
        LabelLayout(text: text, numberOfLines: lines, lineBreakMode: mode, measurer: cells)
    }

    @Test func labelMeasuresItsText() {
        #expect(label("Hi").measurement(within: big).size == CGSize(width: 20, height: 20))
        #expect(label("Nick Snyder").measurement(within: big).size == CGSize(width: 110, height: 20))
    }

    @Test func labelWrapsAtWordsWithinTheWidth() {
        // 60 pt = 6 cells: "Nick" (40) and "Snyder" (60) on two lines.
        #expect(label("Nick Snyder").measurement(within: CGSize(width: 60, height: 100)).size == CGSize(width: 60, height: 40))
    }

    @Test func labelIsCappedAtTheProposal() {
        #expect(label("Nick Snyder").measurement(within: CGSize(width: 60, height: 30)).size == CGSize(width: 60, height: 30))
    }

    @Test func emptyLabelMeasuresZero() {
        #expect(label("").measurement(within: big).size == .zero)
    }

    @Test func lineLimitedLabelIsOnlyAsWideAsItsLine() {
        // One line of 6 cells: "Nick Snyder" is truncated; LayoutKit reported the whole 65 pt
        // proposal as the width; here the width is the truncated line's, at most 60.
        let size = label("Nick Snyder", lines: 1).measurement(within: CGSize(width: 65, height: 100)).size
        #expect(size.height == 20)
        #expect(size.width <= 60)
        // Two lines: both fit, 2 × 20 tall.
        #expect(label("Nick Snyder", lines: 2).measurement(within: CGSize(width: 65, height: 100)).size == CGSize(width: 60, height: 40))
    }

    @Test func labelDefaults() {
        let layout = LabelLayout(text: "x")
        #expect(layout.needsView)
        #expect(layout.flexibility == .flexible)
        #expect(layout.numberOfLines == 0)
        #expect(layout.lineBreakMode == .byTruncatingTail)
        // Top leading in a larger rectangle.
        let labelLayout = label("Hi")
        #expect(labelLayout.arrangement(width: 100, height: 50).frame == CGRect(0, 0, 20, 20))
    }

    @Test func twoLabelStack() {
        // LayoutKit's StackLayoutTests: "Hi" over "Nick Snyder", spacing 4: 110 × (20 + 4 + 20).
        let stack = StackLayout(axis: .vertical, spacing: 4, sublayouts: [label("Hi"), label("Nick Snyder")])
        let arrangement = stack.arrangement()
        #expect(arrangement.frame == CGRect(0, 0, 110, 44))
        #expect(arrangement.sublayouts.map(\.frame) == [CGRect(0, 0, 20, 20), CGRect(0, 24, 110, 20)])
    }

    @Test func insetLabel() {
        // LayoutKit's InsetLayoutTests: a label inset by 10 measures its text plus 20 each way.
        let layout = InsetLayout(inset: 10, sublayout: label("Hi"))
        #expect(layout.arrangement().frame == CGRect(0, 0, 40, 40))
        #expect(layout.arrangement().sublayouts.map(\.frame) == [CGRect(10, 10, 20, 20)])
    }

    // MARK: Text view

    @Test func textViewAddsInsetsAndPadding() {
        // "Hi" 20 × 20 + (2 + 4 + 2 · 5, 1 + 3) = 36 × 24.
        let layout = TextViewLayout(
            text: "Hi", lineFragmentPadding: 5, textContainerInset: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
            measurer: cells)
        #expect(layout.measurement(within: big).size == CGSize(width: 36, height: 24))
    }

    @Test func textViewWrapsWithinItsContainer() {
        // 76 − 16 = 60 pt for text: "Nick" / "Snyder" → 60 × 40, plus 16 × 4.
        let layout = TextViewLayout(
            text: "Nick Snyder", lineFragmentPadding: 5,
            textContainerInset: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), measurer: cells)
        #expect(layout.measurement(within: CGSize(width: 76, height: 500)).size == CGSize(width: 76, height: 44))
    }

    @Test func emptyTextViewKeepsOneLine() {
        let layout = TextViewLayout(text: "", lineFragmentPadding: 5, measurer: cells)
        #expect(layout.measurement(within: big).size == CGSize(width: 10, height: 20))
    }

    // MARK: Button

    @Test func systemButtonHasMinimumWidthAndPadding() {
        // "OK" 20 × 20: width max(30, 20) = 30, height 20 + 12 = 32.
        #expect(ButtonLayout(type: .system, title: "OK", measurer: cells).measurement(within: big).size == CGSize(width: 30, height: 32))
        // A longer title: 6 cells = 60.
        #expect(
            ButtonLayout(type: .custom, title: "Follow", measurer: cells).measurement(within: big).size == CGSize(width: 60, height: 32))
    }

    @Test func emptySystemButtonIsAsTallAsASpace() {
        #expect(ButtonLayout(type: .system, title: "", measurer: cells).measurement(within: big).size == CGSize(width: 30, height: 32))
    }

    @Test func customImageOrInsetsDropTheDefaultMetrics() {
        // Image 10 × 10 + "Go" 20 × 20: 30 × 20.
        let imaged = ButtonLayout(type: .custom, title: "Go", image: .size(CGSize(width: 10, height: 10)), measurer: cells)
        #expect(imaged.measurement(within: big).size == CGSize(width: 30, height: 20))
        // Insets (1, 2, 3, 4): 20 + 6 × 20 + 4.
        let inset = ButtonLayout(title: "OK", contentEdgeInsets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), measurer: cells)
        #expect(inset.measurement(within: big).size == CGSize(width: 26, height: 24))
    }

    @Test func imageButtonTypesHaveA22PointImage() {
        #expect(
            ButtonLayout(type: .detailDisclosure, title: "", measurer: cells).measurement(within: big).size == CGSize(width: 22, height: 22)
        )
        // With a title: 22 + 20 wide, max(22, 20) tall.
        #expect(
            ButtonLayout(type: .contactAdd, title: "Hi", measurer: cells).measurement(within: big).size == CGSize(width: 42, height: 22))
    }

    @Test func buttonIsCappedAtTheProposal() {
        #expect(
            ButtonLayout(title: "OK", measurer: cells).measurement(within: CGSize(width: 25, height: 10)).size
                == CGSize(width: 25, height: 10))
    }
}
