import StrutSolver

extension LayoutEngine {
    /// The active constraints of the engine's tree that have no row because the other constraints
    /// imply them (``LayoutConstraint/isImpliedByOthers``: a stack view's implied `UISV-…`
    /// constraints), each with the terms its row would have, in tree order. Debugging only: it
    /// walks the whole tree.
    ///
    /// The variables of an implied constraint are among those of the rows that imply it, so a
    /// walk through shared variables that reaches those rows reaches it too; listing it beside
    /// them shows UIKit's whole `UISV-…` set.
    func impliedConstraintRows() -> [(constraint: LayoutConstraint, terms: [Term])] {
        guard let root else { return [] }
        var views: [View] = []
        root.collectSubtree(into: &views)
        var result: [(constraint: LayoutConstraint, terms: [Term])] = []
        for view in views {
            for c in view.installed where c.isImpliedByOthers {
                if let built = buildRow(for: c) { result.append((c, built.terms)) }
            }
        }
        return result
    }
}
