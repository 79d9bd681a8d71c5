import Foundation
import Testing

@testable import StrutText

/// Regressions in fitting lines: what a truncated or wrapped line reports must be what it draws.
@Suite struct LineFittingRegressionTests {
    static let inter17 = Font.systemFont(ofSize: 17)
    static let measurer = OpenTypeMeasurer()

    /// Inter 17 pt, "AVATAR AVATAR" in 46.5 pt (widths from HarfBuzz 15.0.0 via uharfbuzz 0.57.0, `kern`
    /// only): middle truncation by summed advances keeps "A" + "…" + "AR", but drawn "A…AR" is
    /// 47.8125 pt (the "V" it dropped took A–V kerning with it); the wider side loses one more:
    /// "A…R" is 36.3182 pt. Head "…TAR" (45.2045) and tail "AVA…" (46.2188) already fit.
    @Test(
        arguments: [
            (LineBreakMode.byTruncatingMiddle, "A…R", 36.31818181818182),
            (.byTruncatingHead, "…TAR", 45.20454545454545),
            (.byTruncatingTail, "AVA…", 46.21875),
        ] as [(LineBreakMode, String, Double)])
    func truncationFitsAsDrawn(mode: LineBreakMode, expected: String, harfBuzzWidth: Double) {
        let style = TextStyle(font: Self.inter17, numberOfLines: 1, lineBreakMode: mode)
        let layout = Self.measurer.layout("AVATAR AVATAR", style: style, width: 46.5)
        #expect(layout.lines.map(\.text) == [expected])
        #expect(abs(layout.lines[0].frame.width - CGFloat(harfBuzzWidth)) < 0.01)
        #expect(layout.lines[0].frame.width <= 46.5)
    }

    /// Spaces before a line terminator stay in the line's text only as far as they fit; the rest
    /// hang like the spaces at a wrap. In cells: "ab  " in 3 keeps one space (3 cells), in 1 none.
    @Test(
        arguments: [
            (LineBreakMode.byCharWrapping, 3.0, ["ab ", "cd"], [3.0, 2.0]),
            (.byCharWrapping, 1.0, ["a", "b", "c", "d"], [1.0, 1.0, 1.0, 1.0]),
            (.byWordWrapping, 3.0, ["ab ", "cd"], [3.0, 2.0]),
            (.byCharWrapping, 2.5, ["ab", "cd"], [2.0, 2.0]),
        ] as [(LineBreakMode, Double, [String], [Double])])
    func trailingSpacesBeforeALineEndHangPastTheEdge(mode: LineBreakMode, width: Double, lines: [String], widths: [Double]) {
        let cells = MonospacedCellMeasurer()
        let layout = cells.layout("ab  \ncd", style: TextStyle(numberOfLines: 0, lineBreakMode: mode), width: CGFloat(width))
        #expect(layout.lines.map(\.text) == lines)
        #expect(layout.lines.map { Double($0.frame.width) } == widths)
    }

    /// Every line's width is the width of its text (unjustified), in Inter, for both wrapping
    /// modes, over widths from 1 to 120 pt.
    @Test(arguments: [LineBreakMode.byCharWrapping, .byWordWrapping])
    func aLineIsAsWideAsItsText(mode: LineBreakMode) {
        let font = Font.systemFont(ofSize: 12)
        let texts = ["Hello world", "b  \nc", "To. Ta, Yo   \nVA  ", "x  y  z  ", "The quick brown fox\t \njumps"]
        for text in texts {
            for width in stride(from: 1.0, through: 120.0, by: 1.5) {
                let style = TextStyle(font: font, numberOfLines: 0, lineBreakMode: mode)
                for line in Self.measurer.layout(text, style: style, width: width).lines {
                    let drawn = Self.measurer.width(of: line.text, font: font)
                    #expect(abs(drawn - line.frame.width) < 1e-9, "\(text.debugDescription) in \(width): \(line.text.debugDescription)")
                }
            }
        }
    }

    /// Finding the breaks in n flags steps over each of the n clusters once (it used to ask every
    /// scalar position whether it was a cluster boundary, looking back over the whole run), and
    /// a line may break between any two flags.
    @Test(arguments: [1, 2, 1_000, 20_000])
    func breaksInARunOfFlagsVisitEachClusterOnce(count: Int) {
        let text = String(repeating: "🇫🇷", count: count)
        var visits = 0
        let breaks = LineBreaker.breaks(in: text, visitingCluster: { visits += 1 })
        #expect(visits == count)
        #expect(breaks.count == count - 1)
        #expect(breaks.allSatisfy { !$0.isMandatory })
        #expect(breaks.first.map { text.distance(from: text.startIndex, to: $0.index) } == (count > 1 ? 1 : nil))
    }
}
