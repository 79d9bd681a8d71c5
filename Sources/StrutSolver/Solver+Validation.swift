// Checking input before anything changes, so that bad input leaves the solver intact.

extension Solver {
    /// Rejects duplicates (already added, or twice in the batch), invalid priorities and
    /// non-finite numbers, before any state changes.
    func validateNew<Constraints: Collection<Constraint>>(_ constraints: Constraints) throws(SolverError) {
        if let failure = firstInvalid(in: constraints, creatingLevels: false) { throw failure }
    }

    /// What ``validateNew(_:)`` throws for `constraints`, or nil. With `creatingLevels`, also makes
    /// the priority level of every constraint with a valid soft priority, in order, all of them
    /// even past an invalid constraint (as a pass of its own before the validation did): one
    /// pass reads each constraint once. Past the core's second-level cache a batch's
    /// constraints no longer fit, and each pass over them missed on every one.
    func firstInvalid<Constraints: Collection<Constraint>>(
        in constraints: Constraints, creatingLevels: Bool
    ) -> SolverError? {
        var seen = Set<ObjectIdentifier>()
        if constraints.count > 1 { seen.reserveCapacity(constraints.count) }
        var failure: SolverError?
        for c in constraints {
            if creatingLevels, c.priority.isValid, !c.priority.isRequired {
                _ = engine.levelSlot(for: c.priority.rawValue)
            }
            guard failure == nil else { continue }
            failure = invalidity(of: c, count: constraints.count, seen: &seen)
            if failure != nil, !creatingLevels { return failure }
        }
        return failure
    }

    /// Why constraint `c` (one of a batch of `count`, after those in `seen`) cannot be added, or
    /// nil; lists it in `seen`.
    @inline(__always)
    private func invalidity(of c: Constraint, count: Int, seen: inout Set<ObjectIdentifier>) -> SolverError? {
        let id = ObjectIdentifier(c)
        // A constraint whose cache was never written (tags start at 1) is in no solver: no
        // hash lookup for a new constraint.
        // (So a pending table is built only for a constraint some solver has seen.)
        if c.solverCache.load(ordering: .relaxed) != 0 {
            if indexesPending { buildPendingIndexes() }
            guard storedRecordIndex[id] == nil else { return .duplicateConstraint(c) }
        }
        if count > 1 {
            guard seen.insert(id).inserted else { return .duplicateConstraint(c) }
        }
        guard c.priority.isValid else { return .invalidPriority(c.priority) }
        guard c.expression.constant.isFinite else {
            return .nonFiniteValue("constant \(c.expression.constant) of constraint \(c)")
        }
        // The coefficients are read in place: iterating the terms copied each one, a retain and
        // a release of its variable per term.
        let terms = c.expression.terms
        let bad = terms.withUnsafeBufferPointer { buffer in buffer.firstIndex { !$0.coefficient.isFinite } }
        if let bad {
            return .nonFiniteValue("coefficient \(terms[bad].coefficient) of \(terms[bad].variable) in constraint \(c)")
        }
        return nil
    }
}
