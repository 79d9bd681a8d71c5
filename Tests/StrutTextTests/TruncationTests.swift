import Foundation
import StrutText
import Testing

/// Truncation in terminal cells ("…" is one cell), worked by hand.
@Suite struct TruncationTests {
    static let cells = MonospacedCellMeasurer()

    static func layout(_ text: String, width: CGFloat, mode: LineBreakMode, lines: Int) -> TextLayout {
        cells.layout(text, style: TextStyle(numberOfLines: lines, lineBreakMode: mode), width: width)
    }

    @Test(
        arguments: [
            // "Hello world again" is 17 cells in a width of 10: 9 cells of text + "…".
            (LineBreakMode.byTruncatingTail, "Hello wor…", 10.0),
            // Head: the last 9 cells.
            (.byTruncatingHead, "…rld again", 10),
            // Middle: grown alternately from both ends (H n e i l a l g o), 5 + 4 cells.
            (.byTruncatingMiddle, "Hello…gain", 10),
            // Clipping: the whole paragraph, cut at the edge.
            (.byClipping, "Hello world again", 10),
            // Wrapping modes just stop after the last allowed line.
            (.byWordWrapping, "Hello", 5),
            (.byCharWrapping, "Hello worl", 10),
        ] as [(LineBreakMode, String, Double)])
    func truncatesOneLine(mode: LineBreakMode, expected: String, width: Double) {
        let layout = Self.layout("Hello world again", width: 10, mode: mode, lines: 1)
        #expect(layout.lines.map(\.text) == [expected])
        #expect(layout.lines[0].frame.width == CGFloat(mode == .byClipping ? 17 : width))
        #expect(layout.size.width == CGFloat(width))
        #expect(layout.isTruncated)
        #expect(layout.lines[0].isTruncated == mode.truncates)
        #expect(layout.lines[0].isClipped == (mode == .byClipping))
    }

    @Test func truncatesTheLastOfSeveralLines() {
        // Line 1 wraps by word ("Hello world" is 11 > 10); line 2 holds "world aga" + "…".
        let layout = Self.layout("Hello world again and again", width: 10, mode: .byTruncatingTail, lines: 2)
        #expect(layout.lines.map(\.text) == ["Hello", "world aga…"])
        #expect(layout.size == CGSize(width: 10, height: 2))
    }

    @Test func dropsSpacesBeforeTheEllipsis() {
        // Room for 6 cells before "…": "Hello " loses its space.
        #expect(Self.layout("Hello world", width: 7, mode: .byTruncatingTail, lines: 1).lines.map(\.text) == ["Hello…"])
        // Head: "…" + "world" rather than "… world".
        #expect(Self.layout("Hello world", width: 7, mode: .byTruncatingHead, lines: 1).lines.map(\.text) == ["…world"])
    }

    @Test func marksHiddenParagraphs() {
        // "Hi" fits, but the next paragraph is hidden by numberOfLines = 1.
        let layout = Self.layout("Hi\nthere", width: 10, mode: .byTruncatingTail, lines: 1)
        #expect(layout.lines.map(\.text) == ["Hi…"])
        #expect(layout.size.width == 3)
    }

    @Test func textThatFitsIsNotTruncated() {
        for mode in LineBreakMode.allCases {
            let layout = Self.layout("Hello", width: 10, mode: mode, lines: 1)
            #expect(layout.lines.map(\.text) == ["Hello"])
            #expect(!layout.isTruncated)
            #expect(layout.size == CGSize(width: 5, height: 1))
        }
    }

    @Test func unlimitedLinesNeverTruncate() {
        let layout = Self.layout("Hello world again", width: 10, mode: .byTruncatingTail, lines: 0)
        #expect(layout.lines.map(\.text) == ["Hello", "world", "again"])
        #expect(!layout.isTruncated)
    }

    @Test func anEllipsisWiderThanTheLineStillShows() {
        let layout = Self.layout("Hello", width: 0.5, mode: .byTruncatingTail, lines: 1)
        #expect(layout.lines.map(\.text) == ["…"])
        #expect(layout.size.width == 0.5)
    }
}
