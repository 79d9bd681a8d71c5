// Checking input before anything changes, so that bad input leaves the solver intact.

extension Solver {
    /// Rejects duplicates (already added, or twice in the batch), invalid priorities and
    /// non-finite numbers, before any state changes.
    func validateNew<Constraints: Collection<Constraint>>(_ constraints: Constraints) throws(SolverError) {
        var seen = Set<ObjectIdentifier>()
        if constraints.count > 1 { seen.reserveCapacity(constraints.count) }
        for c in constraints {
            let id = ObjectIdentifier(c)
            // A constraint whose cache was never written (tags start at 1) is in no solver: no
            // hash lookup for a new constraint.
            // (So a pending table is built only for a constraint some solver has seen.)
            if c.solverCache.load(ordering: .relaxed) != 0 {
                if indexesPending { buildPendingIndexes() }
                guard storedRecordIndex[id] == nil else { throw .duplicateConstraint(c) }
            }
            if constraints.count > 1 {
                guard seen.insert(id).inserted else { throw .duplicateConstraint(c) }
            }
            guard c.priority.isValid else { throw .invalidPriority(c.priority) }
            guard c.expression.constant.isFinite else {
                throw .nonFiniteValue("constant \(c.expression.constant) of constraint \(c)")
            }
            for term in c.expression.terms where !term.coefficient.isFinite {
                throw .nonFiniteValue("coefficient \(term.coefficient) of \(term.variable) in constraint \(c)")
            }
        }
    }
}
