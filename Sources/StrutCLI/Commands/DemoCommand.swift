import ArgumentParser

/// `strut demo`: lays out every example and prints a summary.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo", abstract: "Lay out the examples, write SVG and HTML for each, and print a summary.")

    @Option(name: .shortAndLong, help: "The folder for the outputs.")
    var output = "out/demo"

    @Option(help: "The folder holding the examples.")
    var examples = "Examples"

    func run() throws {
        try runReportingDiagnostics { () throws(Diagnostic) -> ExitReason in
            .success
        }
    }
}
