import Foundation

extension SolveOutcome {
    /// Checks that every number the outcome would print is finite: the last guard of the rule
    /// that no `inf` or `nan` reaches an output. Inputs already obey ``LayoutNumber``'s bound,
    /// but a chain of large factors can still overflow; that is reported here, naming the first
    /// view or variable concerned, instead of printed.
    func checkFinite(file: String) throws(Diagnostic) {
        func fail(_ what: String) -> Diagnostic {
            Diagnostic(
                .invalidConstraint,
                "the layout overflows: \(what) is not a finite number (the constraints' constants or factors are too large)",
                file: file)
        }
        switch self {
        case let .system(solution):
            if let bad = solution.values.first(where: { !$0.value.isFinite }) { throw fail("the value of '\(bad.name)'") }
            if let bad = solution.ambiguous.first(where: { !$0.value.isFinite || !$0.alternativeValue.isFinite }) {
                throw fail("the value of '\(bad.name)'")
            }
        case let .views(result):
            let size = result.windowSize
            guard size.width.isFinite, size.height.isFinite else { throw fail("the window's size") }
            func finite(_ r: CGRect) -> Bool {
                r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite
            }
            if let bad = result.frames.first(where: { !finite($0.frame) || !finite($0.frameInWindow) }) {
                throw fail("the frame of '\(bad.id)'")
            }
            if let bad = result.scene.nodes.first(where: { !finite($0.frame) || !finite($0.frameInWindow) }) {
                throw fail("the frame of '\(bad.identifier)'")
            }
        }
    }
}
