import ArgumentParser

/// `strut render FILE -o out.svg`.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Draw a laid-out file as SVG (frames, text, image placeholders).")

    @Argument(help: "The layout file (YAML or JSON).")
    var file: String

    @Option(name: .shortAndLong, help: "The SVG file to write.")
    var output: String

    @Flag(help: "Draw the constraints over the views.")
    var constraints = false

    @OptionGroup var layout: LayoutOptions

    func run() throws {
        try runReportingDiagnostics { () throws(Diagnostic) -> ExitReason in
            let file = try InputFile.load(self.file)
            _ = try Solving.solve(file, options: layout.overrides)
            throw Diagnostic(.unsupported, "rendering needs a view layout", file: file.path)
        }
    }
}
