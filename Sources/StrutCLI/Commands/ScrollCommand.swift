import ArgumentParser
import Foundation
import Strut
import StrutExamples

/// `strut scroll`: scrolls the book's beverage list from top to bottom, one render-loop turn per
/// frame, with its cell written three ways (hand-written frames, constraints made once, and the
/// churning "Don't do this!" cell), prints the per-frame distribution and writes a Chrome
/// trace-event file (open it in Perfetto or chrome://tracing).
struct ScrollCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scroll",
        abstract: "Scroll an example list frame by frame and report the layout work per frame.",
        discussion: """
            With a layout file, scrolls each of its 'type: scroll' views from the top to the \
            bottom (or left to right) and prints what every frame shows.
            Lists: \(ExampleList.allCases.map(\.rawValue).joined(separator: ", ")).
            The ratios to the hand-written list are the figures that compare; absolute times are
            this machine's (build with -c release for meaningful ones).
            """)

    @Argument(help: "A view layout file with 'type: scroll' views to scroll (default: the example lists).")
    var file: String?

    @Option(help: "How many rows each list has.")
    var rows = 1000

    @Option(help: "Points scrolled per frame.")
    var pointsPerFrame: Double = 40

    @Option(help: "Scroll only this list (default: all three).")
    var list: String?

    @Option(name: .shortAndLong, help: "Where to write the trace-event JSON of the last list scrolled.")
    var trace: String?

    func validate() throws {
        guard rows > 0, rows <= 1_000_000 else { throw ValidationError("--rows must be 1...1000000") }
        guard pointsPerFrame.isFinite, pointsPerFrame > 0 else {
            throw ValidationError("--points-per-frame must be a positive number")
        }
        if file != nil, list != nil || trace != nil {
            throw ValidationError("--list and --trace apply to the example lists, not to a layout file")
        }
        if let list, ExampleList(rawValue: list) == nil {
            throw ValidationError(
                "unknown list '\(list)'; the lists are: \(ExampleList.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }

    func run() throws {
        if let file {
            try runReportingDiagnostics { () throws(Diagnostic) -> ExitReason in
                let layoutFile = try InputFile.load(file)
                let runs = try FileScrollRun.run(layoutFile, pointsPerFrame: CGFloat(pointsPerFrame), log: { printError($0) })
                try StandardOutput.print("strut scroll \(file): \(NumberText.string(pointsPerFrame)) points a frame")
                try StandardOutput.print(FileScrollRun.report(runs))
                return .success
            }
            return
        }
        try runReportingDiagnostics { () throws(Diagnostic) -> ExitReason in
            let lists = list.flatMap(ExampleList.init(rawValue:)).map { [$0] } ?? ExampleList.allCases
            let options = ScrollRun.Options(pointsPerFrame: CGFloat(pointsPerFrame), recordsTrace: trace != nil)
            var runs: [(name: String, result: ScrollRun.Result)] = []
            for example in lists {
                runs.append((example.rawValue, ScrollRun.runExample(example, rows: rows, options: options)))
            }
            try StandardOutput.print("strut scroll: \(rows) rows, \(NumberText.string(pointsPerFrame)) points a frame")
            try StandardOutput.print(ScrollRun.report(runs, baseline: lists[0].rawValue))
            if let trace, let last = runs.last {
                try InputFile.write(last.result.traceJSON(), to: trace)
                try StandardOutput.print("trace of \(last.name) written to \(trace)")
            }
            return .success
        }
    }
}
