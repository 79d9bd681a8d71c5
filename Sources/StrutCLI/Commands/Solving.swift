import StrutRender

/// What solving a file produced, whatever its form.
enum SolveOutcome: Sendable {
    case system(SystemSolution)
    case views(ViewLayoutResult)

    var table: String {
        switch self {
        case let .system(solution): solution.table
        case let .views(result): result.table
        }
    }

    var json: JSONValue {
        switch self {
        case let .system(solution): solution.json
        case let .views(result): result.json
        }
    }

    /// One line for `demo`.
    var summary: String {
        switch self {
        case let .system(solution):
            solution.values.map { "\($0.name) = \(NumberText.string($0.value))" }.joined(separator: ", ")
                + (solution.broken.isEmpty ? "" : ", \(solution.broken.count) broken")
        case let .views(result):
            "\(result.frames.count - 1) view\(result.frames.count == 2 ? "" : "s") in \(NumberText.string(result.windowSize.width)) × \(NumberText.string(result.windowSize.height))"
                + (result.broken.isEmpty ? "" : ", \(result.broken.count) broken")
                + (result.ambiguous.isEmpty ? "" : ", \(result.ambiguous.count) ambiguous")
        }
    }

    /// The scene to draw, when there are views.
    var scene: RenderScene? {
        switch self {
        case .system: nil
        case let .views(result): result.scene
        }
    }

    /// What the engine logged (printed on standard error by `solve`).
    var log: [String] {
        switch self {
        case .system: []
        case let .views(result): result.log
        }
    }

    /// The exit status: broken constraints first, then ambiguity when strict.
    func status(strict: Bool) -> ExitReason {
        let (broken, ambiguous): (Bool, Bool) =
            switch self {
            case let .system(solution): (!solution.broken.isEmpty, !solution.ambiguous.isEmpty)
            case let .views(result): (!result.broken.isEmpty, !result.ambiguous.isEmpty)
            }
        if broken { return .brokenConstraints }
        if strict && ambiguous { return .ambiguousLayout }
        return .success
    }
}

/// Chooses how to solve a file by its form.
enum Solving {
    /// The scene to draw, or a diagnostic for a file without views.
    static func scene(of outcome: SolveOutcome, file: LayoutFile) throws(Diagnostic) -> RenderScene {
        guard let scene = outcome.scene else {
            throw Diagnostic(
                .invalidDocument, "a constraint system has no views to draw: use 'strut solve' to see its values", file: file.path)
        }
        return scene
    }

    /// Lays out or solves a file. `withTrace` adds the `_autolayoutTrace` of a view tree.
    static func solve(
        _ file: LayoutFile, options: WindowOverrides = WindowOverrides(), withTrace: Bool = true
    ) throws(Diagnostic) -> SolveOutcome {
        do throws(Diagnostic) {
            let outcome: SolveOutcome
            switch file.content {
            case let .system(system):
                outcome = .system(try SystemSolver.solve(system))
            case var .views(layout):
                options.apply(to: &layout.window)
                outcome = .views(try ViewTreeBuilder.layOut(layout, file: file, withTrace: withTrace))
            case var .declarative(layout):
                options.apply(to: &layout.window)
                outcome = .views(try DeclarativeBuilder.layOut(layout, file: file))
            }
            try outcome.checkFinite(file: file.path)
            return outcome
        } catch {
            var diagnostic = error
            diagnostic.source = diagnostic.source ?? file.source
            throw diagnostic
        }
    }
}
