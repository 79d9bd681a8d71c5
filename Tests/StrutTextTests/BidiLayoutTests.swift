import Foundation
import Testing

@testable import StrutText

/// Lines carry their directional runs in display order, measured in terminal cells.
@Suite struct BidiLayoutTests {
    static let cells = MonospacedCellMeasurer()

    static func runs(_ text: String) -> [(String, Bool, Double, Double)] {
        let layout = cells.layout(text, style: TextStyle(numberOfLines: 0))
        guard let line = layout.lines.first else { return [] }
        return line.runs.map { (String(line.text[$0.range]), $0.isRightToLeft, Double($0.x), Double($0.width)) }
    }

    @Test func aLeftToRightLineWithHebrewInside() {
        // Paragraph level 0: "abc " (0), "אבג" (1), "." (0); the Hebrew reads right to left.
        let runs = Self.runs("abc אבג.")
        #expect(runs.map(\.0) == ["abc ", "אבג", "."])
        #expect(runs.map(\.1) == [false, true, false])
        #expect(runs.map(\.2) == [0, 4, 7])
        #expect(runs.map(\.3) == [4, 3, 1])
    }

    @Test func aRightToLeftLineWithLatinInside() {
        // Paragraph level 1: "אבג " (1), "abc" (2), "." (1); displayed ".", "abc", "אבג ".
        let runs = Self.runs("אבג abc.")
        #expect(runs.map(\.0) == [".", "abc", "אבג "])
        #expect(runs.map(\.1) == [true, false, true])
        #expect(runs.map(\.2) == [0, 1, 4])
    }

    @Test func aHebrewSentenceIsOneRunWithItsFullStop() {
        let runs = Self.runs("שלום עולם.")
        #expect(runs.count == 1)
        #expect(runs.first?.1 == true)
        #expect(runs.first?.3 == 10)
    }

    @Test func visualOrderReversesRightToLeftRuns() {
        let paragraph = BidiParagraph(Array("abc אבג.".unicodeScalars))
        #expect(paragraph.level == 0)
        #expect(paragraph.visualOrder(of: 0..<8) == [0, 1, 2, 3, 6, 5, 4, 7])
        // Mirrored brackets: the pair around Hebrew resolves to R (N0).
        let rtl = BidiParagraph(Array("א(ב)".unicodeScalars))
        #expect(rtl.levels == [1, 1, 1, 1])
    }
}

/// Runs measured in proportional faces add up to their line.
@Suite struct BidiRunWidthTests {
    /// Digits between Arabic words are measured in the Arabic face within the line (they stay
    /// in the run of the face they follow), but alone they would take Inter's digits: a run's
    /// width must come from the line's own advances. Measured alone, the runs of this line
    /// added up to 3.3 pt more than the line at 17 pt (the demo's second line overflowed its
    /// frame by that much).
    @Test func runsAddUpToTheLine() throws {
        let layout = OpenTypeMeasurer().layout(
            "وعبرية (שלום עולם) وأرقام 2026 في سطر واحد.", style: TextStyle(font: .systemFont(ofSize: 17), numberOfLines: 1))
        let line = try #require(layout.lines.first)
        // Display order: " في سطر واحد." (right to left), "2026", then the rest (right to left).
        #expect(line.runs.count == 3)
        #expect(line.runs.map(\.isRightToLeft) == [true, false, true])
        let total = line.runs.reduce(0) { $0 + $1.width }
        #expect(abs(total - line.frame.width) < 1e-9)
        for (run, next) in zip(line.runs, line.runs.dropFirst()) { #expect(abs(run.x + run.width - next.x) < 1e-9) }
    }
}
