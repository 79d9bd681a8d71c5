import ArgumentParser
import Foundation
import StrutRender

/// `strut bench`: a quick side-by-side of the same cell (LinkedIn's feed item) laid out by
/// hand-written frame arithmetic, with constraints, with stack views and declaratively, with a
/// progress bar.
/// A smoke-level comparison for the curious; the real benchmarks live in Benchmarks/.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Lay out the feed item many times by hand-written code, constraints, stack views and declaratively.",
        discussion: "Build with -c release for meaningful numbers: swift run -c release strut bench")

    @Option(help: "How many cells each contender lays out.")
    var cells = 200

    @Option(help: "The cell width in points.")
    var width: Double = 375

    @Option(help: "The folder holding the examples (default: Examples/ of the package).")
    var examples: String?

    func validate() throws {
        guard cells > 0, cells <= 1_000_000 else { throw ValidationError("--cells must be 1...1000000") }
        guard width.isFinite, width > 0 else { throw ValidationError("--width must be a positive number") }
    }

    func run() throws {
        try runReportingDiagnostics { () throws(Diagnostic) -> ExitReason in
            let folder = try ExamplesFolder.locate(examples)
            let constraints = try viewLayout(folder + "/feed-item.yaml")
            let stacks = try viewLayout(folder + "/feed-item-stacks.yaml")
            let declarative = try declarativeLayout(folder + "/feed-item-declarative.yaml")
            let width = self.width
            let contenders: [(name: String, run: () throws(Diagnostic) -> Void)] = [
                ("hand-written frames", { () throws(Diagnostic) in _ = HandWrittenFeedItem.layOut(width: width) }),
                ("constraints", { () throws(Diagnostic) in
                    _ = try ViewTreeBuilder.layOutOnly(constraints.layout, file: constraints.file)
                }),
                ("stack views", { () throws(Diagnostic) in _ = try ViewTreeBuilder.layOutOnly(stacks.layout, file: stacks.file) }),
                ("declarative", { () throws(Diagnostic) in _ = try DeclarativeBuilder.arrangeOnly(declarative) }),
            ]
            try StandardOutput.print("strut bench: the feed item, \(cells) cells of width \(NumberText.string(width)) per contender")
            var results: [(name: String, seconds: Double)] = []
            for contender in contenders {
                let seconds = try time(contender.name, contender.run)
                results.append((contender.name, seconds))
            }
            let base = results[0].seconds
            let rows = results.map { r in
                [r.name, String(format: "%.3f s", r.seconds), String(format: "%.1f µs", r.seconds / Double(cells) * 1e6),
                 String(format: "%.1f×", r.seconds / max(base, 1e-12))]
            }
            try StandardOutput.print(TableText(header: ["contender", "total", "per cell", "vs hand-written"], rows: rows, numeric: [1, 2, 3]).text)
            try StandardOutput.print("(hand-written and declarative compute frames only; constraints and stack views also build the views)")
            return .success
        }
    }

    private func viewLayout(_ path: String) throws(Diagnostic) -> (layout: ViewLayoutSpec, file: LayoutFile) {
        var file = try InputFile.load(path)
        guard case var .views(layout) = file.content else {
            throw Diagnostic(.invalidDocument, "\(path) is not a view layout", file: path)
        }
        layout.window.width = width
        file.content = .views(layout)
        return (layout, file)
    }

    private func declarativeLayout(_ path: String) throws(Diagnostic) -> DeclarativeLayoutSpec {
        let file = try InputFile.load(path)
        guard case var .declarative(layout) = file.content else {
            throw Diagnostic(.invalidDocument, "\(path) is not a declarative layout", file: path)
        }
        layout.window.width = width
        return layout
    }

    /// Runs the body `cells` times with a progress bar on standard error; returns the seconds.
    private func time(_ name: String, _ body: () throws(Diagnostic) -> Void) throws(Diagnostic) -> Double {
        fflush(nil)  // the table header before the progress bars
        let bar = ProgressBar(title: name, total: cells)
        let clock = ContinuousClock()
        try body()  // warm-up: font loading and first-use caches are not part of the comparison
        var elapsed = Duration.zero
        for i in 0..<cells {
            let start = clock.now
            try body()
            elapsed += clock.now - start
            bar.update(i + 1)
        }
        bar.finish()
        let parts = elapsed.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
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
