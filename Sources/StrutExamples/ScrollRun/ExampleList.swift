import Foundation
import StrutAutoLayout

/// The example lists the `strut scroll` command scrolls: the book's beverage list with its cell
/// written three ways.
public enum ExampleList: String, CaseIterable, Sendable {
    /// Frame arithmetic in `layoutSubviews`: the baseline.
    case beverageHandWritten = "beverage-hand-written"
    /// Constraints made once; the two that depend on the state swapped only when it changes.
    case beverageFixed = "beverage-fixed"
    /// Every constraint deactivated, rebuilt and reactivated in `updateConstraints` each time the
    /// cell is configured (the book's "Don't do this!").
    case beverageChurning = "beverage-churning"

    /// The beverage cell style this list shows.
    public var style: BeverageExampleCell.Style {
        switch self {
        case .beverageHandWritten: .handWritten
        case .beverageFixed: .fixed
        case .beverageChurning: .churning
        }
    }
}

extension ScrollRun {
    /// Builds an example list of `rows` rows in a window of `size`, scrolls it top to bottom and
    /// returns the run (for `strut scroll`).
    ///
    /// ```swift
    /// let run = ScrollRun.runExample(.beverageChurning, rows: 1000)
    /// print(run.summary.median, run.churnByView.count)
    /// try run.traceJSON().write(toFile: "scroll.json", atomically: true, encoding: .utf8)
    /// ```
    public static func runExample(
        _ list: ExampleList, rows: Int = 1000, size: CGSize = CGSize(width: 375, height: 667),
        options: Options = Options()
    ) -> Result {
        let window = Window(size: size)
        let table = TableView(frame: CGRect(origin: .zero, size: size))
        window.addSubview(table)
        let source = BeverageListSource(count: max(0, rows), style: list.style)
        source.install(in: table)
        return withExtendedLifetime(source) { run(table, options: options) }
    }

    /// A plain-text report of runs, one line each, with each median relative to the run named
    /// `baseline` (the figure that counts: absolute times depend on the machine).
    ///
    /// Columns: median, 95th and 99th percentile (ms), frames over the 120 Hz (8.3 ms) and
    /// 60 Hz (16.7 ms) budgets, the slowest frame over the median, solver operations and
    /// constraints reactivated (churn) per frame on average, and the median ratio.
    public static func report(_ runs: [(name: String, result: Result)], baseline: String) -> String {
        let base = runs.first { $0.name == baseline }?.result.summary.median ?? 0
        let nameWidth = max(4, runs.map(\.name.count).max() ?? 0)
        func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }
        func lpad(_ s: String, _ n: Int) -> String { s.count >= n ? s : String(repeating: " ", count: n - s.count) + s }
        func ms(_ s: Double) -> String { String(format: "%.3f", s * 1000) }
        var lines = [
            pad("list", nameWidth) + "  frames  median ms   p95 ms   p99 ms  >120Hz  >60Hz  max/med  ops/frame  churn/frame  × \(baseline)"
        ]
        for (name, result) in runs {
            let s = result.summary
            let n = Double(max(result.frames.count, 1))
            let ops = Double(result.frames.map(\.engineOperations).reduce(0, +)) / n
            let churn = Double(result.frames.map(\.churn.reactivated).reduce(0, +)) / n
            let ratio = base > 0 ? String(format: "%.2f", s.median / base) : "-"
            lines.append(
                pad(name, nameWidth) + lpad(String(s.count), 8) + lpad(ms(s.median), 11) + lpad(ms(s.p95), 9)
                    + lpad(ms(s.p99), 9) + lpad(String(s.framesOver120Hz), 8) + lpad(String(s.framesOver60Hz), 7)
                    + lpad(String(format: "%.2f", s.maxOverMedian), 9) + lpad(String(format: "%.1f", ops), 11)
                    + lpad(String(format: "%.1f", churn), 13) + lpad(ratio, 10))
        }
        lines.append("Times are this machine's (debug or release as built); the ratios are the figures that compare.")
        return lines.joined(separator: "\n")
    }
}
