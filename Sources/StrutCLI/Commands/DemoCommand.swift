import ArgumentParser
import Foundation
import StrutRender

/// `strut demo`: lays out every example, writes an SVG and an HTML inspector for each, and
/// prints a summary. The README's main command; it must work on a fresh clone.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo", abstract: "Lay out the examples, write SVG and HTML for each, and print a summary.")

    @Option(name: .shortAndLong, help: "The folder for the outputs (git-ignored by default).")
    var output = "out/demo"

    @Option(help: "The folder holding the examples (default: Examples/ of the package).")
    var examples: String?

    func run() throws {
        try runReportingDiagnostics { () throws(Diagnostic) -> ExitReason in
            let folder = try ExamplesFolder.locate(examples)
            let files = try exampleFiles(in: folder)
            // The one command that makes its output folder (documented: out/demo by default).
            do {
                try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            } catch {
                throw Diagnostic(.cannotWriteOutput, "cannot make the output folder \(output): \(error.localizedDescription)")
            }
            try StandardOutput.print("strut demo: \(files.count) examples from \(folder)/, outputs in \(output)/")
            var failures = 0
            for path in files {
                let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
                do throws(Diagnostic) {
                    let file = try InputFile.load(path)
                    let outcome = try Solving.solve(file, withTrace: false)
                    var written: [String] = []
                    if let scene = outcome.scene {
                        let svg = output + "/" + name + ".svg"
                        let html = output + "/" + name + ".html"
                        try InputFile.write(SVGRenderer(drawsConstraints: false).render(scene), to: svg)
                        try InputFile.write(InspectorPage().render(scene), to: html)
                        written = [svg, html]
                    } else {
                        let json = output + "/" + name + ".json"
                        try InputFile.write(outcome.json.text() + "\n", to: json)
                        written = [json]
                    }
                    let title = file.title.map { " (\($0))" } ?? ""
                    try StandardOutput.print(
                        "  ✓ \(name)\(title): \(outcome.summary) → \(written.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: ", "))"
                    )
                } catch {
                    failures += 1
                    try StandardOutput.print("  ✗ \(name): failed")
                    printError(error.rendered(source: error.source))
                }
            }
            let done = files.count - failures
            try StandardOutput.print("\(done) laid out, \(failures) failed.")
            if done > 0 { try StandardOutput.print("Open \(output)/<example>.html in a browser to inspect a layout.") }
            return failures == 0 ? .success : .invalidDocument
        }
    }

    private func exampleFiles(in folder: String) throws(Diagnostic) -> [String] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw Diagnostic(.cannotReadInput, "cannot list \(folder): \(error.localizedDescription)")
        }
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json") }
            .sorted().map { folder + "/" + $0 }
    }
}
