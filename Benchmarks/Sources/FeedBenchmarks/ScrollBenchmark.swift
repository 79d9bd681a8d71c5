import Foundation
import StrutAutoLayout
import StrutExamples

/// Scrolls a table of feed items per implementation, and the book's beverage list with its
/// churning and fixed cells; returns the per-frame distributions as JSON.
enum ScrollBenchmark {
    static func run(rows: Int) -> String {
        var entries: [String] = []
        func entry(_ name: String, _ r: ScrollRun.Result) {
            let s = r.summary
            let ops = r.frames.map(\.engineOperations).reduce(0, +)
            let churn = r.frames.map(\.churn.reactivated).reduce(0, +)
            let work = FrameTimeSummary(durations: r.frames.filter { $0.cellsConfigured > 0 }.map(\.duration))
            entries.append(
                "    \(quote(name)): {\"frames\": \(s.count), \"median\": \(s.median), \"p95\": \(s.p95), \"p99\": \(s.p99), \"max\": \(s.max), \"mean\": \(s.mean), \"over120Hz\": \(s.framesOver120Hz), \"over60Hz\": \(s.framesOver60Hz), \"engineOperations\": \(ops), \"reactivated\": \(churn), \"cellsCreated\": \(r.tableStatistics.cellsCreated), \"workFrames\": \(work.count), \"workMedian\": \(work.median), \"workP99\": \(work.p99), \"workMax\": \(work.max), \"workMean\": \(work.mean)}"
            )
            FileHandle.standardError.write(
                Data(
                    String(
                        format: "scroll %@: %d frames, median %.3f ms, p95 %.3f, p99 %.3f, max %.3f (%.1f× median)\n",
                        name, s.count, s.median * 1000, s.p95 * 1000, s.p99 * 1000, s.max * 1000, s.maxOverMedian
                    ).utf8))
        }
        let options = ScrollRun.Options(pointsPerFrame: 40, recordsTrace: false)
        for implementation in FeedImplementation.allCases {
            let size = CGSize(width: 375, height: 667)
            let window = Window(size: size)
            let table = TableView(frame: CGRect(origin: .zero, size: size))
            window.addSubview(table)
            let source = FeedTableSource(count: rows, implementation: implementation)
            source.install(in: table)
            let result = withExtendedLifetime(source) { ScrollRun.run(table, options: options) }
            entry("feed " + implementation.rawValue, result)
        }
        for list in [ExampleList.beverageHandWritten, .beverageFixed, .beverageChurning] {
            entry(list.rawValue, ScrollRun.runExample(list, rows: rows, options: options))
        }
        return "{\n" + entries.joined(separator: ",\n") + "\n  }"
    }
}
