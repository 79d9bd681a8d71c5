import ArgumentParser
import StrutRender

/// `strut render FILE -o out.svg`.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Draw a laid-out file as SVG (frames, text, image placeholders).")

    @Argument(help: "The layout file (YAML or JSON), or - for standard input.")
    var file: String

    @Option(name: .shortAndLong, help: "The SVG file to write.")
    var output: String

    @Flag(help: "Draw the constraints over the views.")
    var constraints = false

    @OptionGroup var layout: LayoutOptions

    func run() throws {
        try runReportingDiagnostics { () throws(Diagnostic) -> ExitReason in
            let file = try InputFile.load(self.file)
            let outcome = try Solving.solve(file, options: layout.overrides, withTrace: false)
            for line in outcome.log { printError(line) }
            let scene = try Solving.scene(of: outcome, file: file)
            try InputFile.write(SVGRenderer(drawsConstraints: constraints).render(scene), to: output)
            try StandardOutput.print("wrote \(output) (\(outcome.summary))")
            return outcome.status(strict: false)
        }
    }
}
