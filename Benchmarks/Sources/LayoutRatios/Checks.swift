import Foundation
import LayoutWorkloads
import StrutAutoLayout
import StrutExamples

/// Checks, before timing, that the two sides of the pairs compute what they claim to; each
/// returns a line for the table's footnotes.
enum Checks {
    /// The static and churning churn fixtures place every icon identically after the same frames.
    static func churn() -> String {
        let a = Churn.Fixture(100, churning: false), b = Churn.Fixture(100, churning: true)
        for _ in 0..<20 {
            a.step()
            b.step()
        }
        let same = (0..<100).allSatisfy { a.iconFrame($0) == b.iconFrame($0) }
        let reused = b.window.layoutEngineStatistics.rowsReused
        return "churn pair: after 20 frames the static and churning cells place all 100 icons "
            + (same ? "identically" : "**differently**") + " (\(reused) rows reused by the churning window)"
    }

    /// A LinkedIn cell's label wraps to the width the engine leaves it beside the badge.
    static func linkedIn() -> String {
        let window = LinkedInCells.build(10)
        let cell = window.subviews[2]
        guard let label = cell.subviews.first as? Label, let badge = cell.subviews.last as? Label else {
            return "LinkedIn cells: **unexpected tree**"
        }
        let layout = label.textLayout(forWidth: label.frame.width)
        let fits =
            label.frame.height == layout.size.height && abs(badge.frame.minX - label.frame.maxX - 8) < 0.001
            && abs(cell.frame.width - 12 - badge.frame.maxX) < 0.001
        return "LinkedIn cells: cell 2's label is \(format(label.frame.width)) × \(format(label.frame.height)) pt "
            + "(\(layout.lines.count) lines) beside a \(format(badge.frame.width)) × \(format(badge.frame.height)) badge; "
            + "label height = its text's height at that width: " + (fits ? "yes" : "**no**")
    }
}

extension Checks {
    /// Whether the batch layout's two tasks overlap at all on this machine.
    static func batchOverlap() -> String {
        let one = BatchFeed.probeConcurrency(tasks: 1), two = BatchFeed.probeConcurrency(tasks: 2)
        return "batch layout: items measured at once, at most \(one.peak) with 1 task and \(two.peak) with 2 tasks; "
            + "with 2 tasks \(two.overlapped) of 400 items started while another was being measured"
    }
}
