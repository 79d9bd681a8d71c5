import ArgumentParser

/// `strut`: lays out layout files, prints frames, draws SVG and writes an HTML inspector.
@main
struct StrutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strut",
        abstract: "Auto Layout everywhere: solve, render and inspect layout files.",
        discussion: """
            Layout files are YAML (or JSON): a view tree with constraints, a declarative layout,
            or a plain constraint system. See the README section "The strut tool and layout files".
            Exit codes: 0 ok, 3 constraints broken, 4 ambiguous (--strict), 10 equation syntax,
            11 format-line syntax, 12 unknown name, 13 invalid constraint, 14 invalid document,
            15 malformed YAML/JSON, 64 usage, 66 cannot read input,
            70 internal error, 73 cannot write output.
            """,
        subcommands: [
            SolveCommand.self, RenderCommand.self, InspectCommand.self, DemoCommand.self, BenchCommand.self, ScrollCommand.self,
            AnimateCommand.self,
        ],
        defaultSubcommand: nil
    )
}
