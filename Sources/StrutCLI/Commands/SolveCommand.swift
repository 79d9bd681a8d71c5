import ArgumentParser

/// `strut solve FILE`: prints the solved values (a constraint system) or frames (a layout).
struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve", abstract: "Solve a layout file and print the frames (or variable values).")

    @Argument(help: "The layout file (YAML or JSON), or - for standard input.")
    var file: String

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    @Flag(help: "Exit with status 4 when the layout is ambiguous.")
    var strict = false

    @Flag(help: "Also print the view tree as UIKit's _autolayoutTrace does (ambiguous views marked).")
    var trace = false

    @OptionGroup var layout: LayoutOptions

    func run() throws {
        try runReportingDiagnostics { () throws(Diagnostic) -> ExitReason in
            let file = try InputFile.load(self.file)
            let outcome = try Solving.solve(file, options: layout.overrides, withTrace: trace)
            for line in outcome.log { printError(line) }
            try StandardOutput.print(json ? outcome.json.text() : outcome.table)
            if trace, case let .views(result) = outcome, let text = result.trace { try StandardOutput.print("\n" + text) }
            return outcome.status(strict: strict)
        }
    }
}
