import ArgumentParser
import Foundation
import StrutExamples
import StrutRender

/// `strut bench`: LayoutKit's feed item built four ways (hand-written frames, constraints, stack
/// views, declarative layouts), each contender making its views, measuring them at the width,
/// framing them in a window and running a render-loop turn, then laying them out again at a
/// second width: the harness of `Benchmarks/`' feed benchmark (BENCHMARKS-feed.md), with the
/// same cells, interleaved rounds and table shape.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Build and lay out N feed items by hand-written code, constraints, stack views and declaratively.",
        discussion: """
            Every contender builds its views and lays them out in a window (the feed benchmark's \
            harness, BENCHMARKS-feed.md). Rounds are interleaved: each round times every \
            contender once; the figure is the median round, in process CPU time. Build with -c release for meaningful \
            numbers: swift run -c release strut bench
            """)

    @Option(help: "How many cells each contender builds and lays out (N).")
    var cells = 100

    @Option(help: "The cell width in points.")
    var width: Double = 375

    @Option(help: "The width of the second layout (re-layout).")
    var relayoutWidth: Double = 320

    @Option(help: "Interleaved rounds (the figure is the median).")
    var rounds = 9

    func validate() throws {
        guard cells > 0, cells <= 100_000 else { throw ValidationError("--cells must be 1...100000") }
        guard width.isFinite, width > 0 else { throw ValidationError("--width must be a positive number") }
        guard relayoutWidth.isFinite, relayoutWidth > 0 else { throw ValidationError("--relayout-width must be a positive number") }
        guard rounds > 0, rounds <= 1000 else { throw ValidationError("--rounds must be 1...1000") }
    }

    /// The feed benchmark's series: the four implementations and the constraint items chained
    /// in the window's engine without per-item fitting.
    static let series: [(name: String, implementation: FeedImplementation, inEngine: Bool)] =
        FeedImplementation.allCases.map { ($0.rawValue, $0, false) } + [("constraints, one engine", .constraints, true)]

    func run() throws {
        try runReportingDiagnostics { () throws(Diagnostic) -> ExitReason in
            try measure()
            return .success
        }
    }

    /// Runs the interleaved rounds and prints the two tables (a write error ends with exit 73).
    private func measure() throws(Diagnostic) {
        let n = cells, width = CGFloat(self.width), second = CGFloat(relayoutWidth)
        try StandardOutput.print(
            "strut bench: the feed item, N = \(n) cells at width \(NumberText.string(self.width)), re-laid out at \(NumberText.string(relayoutWidth)); median of \(rounds) interleaved rounds"
        )
        // Warm-up: font loading and first-use caches are not part of the comparison.
        for s in Self.series { FeedColumn(implementation: s.implementation, count: 1, inEngine: s.inEngine).layOut(width: width) }
        fflush(nil)
        var build = [[Double]](repeating: [], count: Self.series.count)
        var relayout = [[Double]](repeating: [], count: Self.series.count)
        let bar = ProgressBar(title: "rounds", total: rounds)
        for round in 0..<rounds {
            for (i, s) in Self.series.enumerated() {
                let t0 = Self.processCPUSeconds()
                do {
                    let column = FeedColumn(implementation: s.implementation, count: n, inEngine: s.inEngine)
                    column.layOut(width: width)
                    withExtendedLifetime(column) {}
                }
                build[i].append(Self.processCPUSeconds() - t0)
                let column = FeedColumn(implementation: s.implementation, count: n, inEngine: s.inEngine)
                column.layOut(width: width)
                let t1 = Self.processCPUSeconds()
                column.layOut(width: second)
                relayout[i].append(Self.processCPUSeconds() - t1)
                withExtendedLifetime(column) {}
            }
            bar.update(round + 1)
        }
        bar.finish()
        for (title, samples) in [("Build and lay out N cells", build), ("Re-lay out at a new width", relayout)] {
            let medians = samples.map { $0.sorted()[$0.count / 2] }
            let base = max(medians[0], 1e-12)
            let rows = Self.series.indices.map { i in
                [
                    Self.series[i].name, String(format: "%.3f ms (%.2f×)", medians[i] * 1000, medians[i] / base),
                    String(format: "%.1f", medians[i] / Double(n) * 1e6),
                ]
            }
            try StandardOutput.print("\n\(title)")
            try StandardOutput.print(TableText(header: ["implementation", "N = \(n)", "µs per cell"], rows: rows, numeric: [1, 2]).text)
        }
        try StandardOutput.print("\n(process CPU time; ×: relative to hand-written in the same run)")
    }

    /// This process's CPU time in seconds: time spent waiting for a processor on a busy machine
    /// is left out.
    static func processCPUSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}

/// A one-line progress bar on standard error: `constraints  [#########...........]  45%`.
struct ProgressBar {
    let title: String
    let total: Int
    private let width = 30

    init(title: String, total: Int) {
        self.title = title
        self.total = max(1, total)
    }

    func line(_ done: Int) -> String {
        let filled = min(width, done * width / total)
        let percent = min(100, done * 100 / total)
        let name = title.padding(toLength: 20, withPad: " ", startingAt: 0)
        return "\(name) [" + String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled) + "] \(percent)%"
    }

    /// Redrawn in place on a terminal; elsewhere (a pipe, a log) only the finished line is
    /// written.
    private let isTerminal = isatty(FileHandle.standardError.fileDescriptor) != 0

    func update(_ done: Int) {
        // Redraw about 50 times in all, not on every cell.
        guard isTerminal, done == total || done % max(1, total / 50) == 0 else { return }
        FileHandle.standardError.write(Data(("\r" + line(done)).utf8))
    }

    func finish() { FileHandle.standardError.write(Data(((isTerminal ? "" : line(total)) + "\n").utf8)) }
}
