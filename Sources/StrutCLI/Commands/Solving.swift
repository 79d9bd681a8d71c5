import StrutRender

/// What solving a file produced, whatever its form.
enum SolveOutcome: Sendable {
    case system(SystemSolution)

    var table: String {
        switch self {
        case let .system(solution): solution.table
        }
    }

    var json: JSONValue {
        switch self {
        case let .system(solution): solution.json
        }
    }

    /// One line for `demo`.
    var summary: String {
        switch self {
        case let .system(solution):
            solution.values.map { "\($0.name) = \(NumberText.string($0.value))" }.joined(separator: ", ")
                + (solution.broken.isEmpty ? "" : ", \(solution.broken.count) broken")
        }
    }

    /// The scene to draw, when there are views.
    func scene(title: String) -> RenderScene? {
        switch self {
        case .system: nil
        }
    }

    /// The exit status: broken constraints first, then ambiguity when strict.
    func status(strict: Bool) -> ExitReason {
        switch self {
        case let .system(solution):
            if !solution.broken.isEmpty { return .brokenConstraints }
            if strict && !solution.ambiguous.isEmpty { return .ambiguousLayout }
            return .success
        }
    }
}

/// Chooses how to solve a file by its form.
enum Solving {
    static func solve(_ file: LayoutFile, options: LayoutOptions) throws(Diagnostic) -> SolveOutcome {
        do throws(Diagnostic) {
            switch file.content {
            case let .system(system):
                return .system(try SystemSolver.solve(system))
            case let .views(layout):
                // Check every name now, so that mistakes are reported even before layout.
                let resolver = ViewConstraintResolver(layout: layout)
                for spec in layout.constraints {
                    if case let .equation(equation) = spec.form { _ = try resolver.resolve(spec, equation: equation) }
                }
                throw Diagnostic(
                    .unsupported, "view layouts are not supported yet (the view tree module has not landed)", file: file.path)
            case .declarative:
                throw Diagnostic(
                    .unsupported, "declarative layouts are not supported yet (the declarative module has not landed)",
                    file: file.path)
            }
        } catch {
            var diagnostic = error
            diagnostic.source = diagnostic.source ?? file.source
            throw diagnostic
        }
    }
}
