import ArgumentParser
import StrutRender

/// `strut inspect FILE -o out.html`.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect", abstract: "Write a self-contained HTML inspector for a laid-out file.")

    @Argument(help: "The layout file (YAML or JSON), or - for standard input.")
    var file: String

    @Option(name: .shortAndLong, help: "The HTML file to write.")
    var output: String

    @OptionGroup var layout: LayoutOptions

    func run() throws {
        try runReportingDiagnostics { () throws(Diagnostic) -> ExitReason in
            let file = try InputFile.load(self.file)
            let outcome = try Solving.solve(file, options: layout.overrides, withTrace: false)
            for line in outcome.log { printError(line) }
            let scene = try Solving.scene(of: outcome, file: file)
            try InputFile.write(InspectorPage().render(scene), to: output)
            try StandardOutput.print("wrote \(output) (\(outcome.summary)); open it in a browser, or at \(output)#view=ID to select a view")
            return outcome.status(strict: false)
        }
    }
}
