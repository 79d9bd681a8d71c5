import ArgumentParser

/// `strut inspect FILE -o out.html`.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect", abstract: "Write a self-contained HTML inspector for a laid-out file.")

    @Argument(help: "The layout file (YAML or JSON).")
    var file: String

    @Option(name: .shortAndLong, help: "The HTML file to write.")
    var output: String

    @OptionGroup var layout: LayoutOptions

    func run() throws {
        try runReportingDiagnostics { () throws(Diagnostic) -> ExitReason in
            let file = try InputFile.load(self.file)
            _ = try Solving.solve(file, options: layout.overrides)
            throw Diagnostic(.unsupported, "inspecting needs a view layout", file: file.path)
        }
    }
}
