// Explaining an unsatisfiable required constraint with a minimal conflicting set.
//
// The engine's failed row is an infeasibility proof (a Farkas combination); the required
// constraints whose markers appear in it are a conflicting set. A deletion filter then makes
// it minimal: drop each candidate in turn and keep it out if the rest still conflicts. Each
// test solves a small fresh system made of the candidates only, so the cost is
// O(k² × small solve) for k candidates, paid only on failure.

extension Solver {
    /// A minimal set of required constraints that `constraint` at `constant` conflicts with,
    /// found from `candidates` (the tableau's proof; `confirmed`: already known to conflict),
    /// else from every required record and `batch` (the required constraints added before it
    /// in the same call, whose records the failed call has undone). Nil if none of these
    /// conflicts with it in a fresh solver: the verdict is then not confirmed, and the call is a
    /// numerical failure, never a conflict with an empty or made-up list (issue 13, soak seed
    /// 528763 on 025ef23: a batch's add named no conflicting constraint at all).
    func explainConflict(
        _ constraint: Constraint, constant: Double, candidates: [Constraint], confirmed: Bool = false,
        batch: [Constraint] = []
    ) -> [Constraint]? {
        guard explainsConflicts else { return [] }
        let target = copy(of: constraint, constant: constant)
        var kept = candidates
        if !confirmed && !conflicts(target, with: kept) {
            // The proof did not name enough: start from every required constraint.
            kept = records.compactMap { $0 }.filter { $0.isRequired && $0.constraint !== constraint }.map(\.constraint)
            kept += batch.filter { $0.priority.isRequired && $0 !== constraint }
            guard conflicts(target, with: kept) else { return nil }
        }
        var i = 0
        while i < kept.count {
            var trial = kept
            trial.remove(at: i)
            if conflicts(target, with: trial) { kept = trial } else { i += 1 }
        }
        return kept
    }

    /// A required copy of `constraint` with another constant.
    private func copy(of constraint: Constraint, constant: Double) -> Constraint {
        var expression = constraint.expression
        expression.constant = constant
        return Constraint(expression, constraint.relation, priority: .required)
    }

    /// Whether a fresh solver holding only the required records (at their current constants,
    /// without the record `excluded`) rejects the required ones of `additions` as
    /// unsatisfiable. The confirmation of last resort for an unsatisfiable verdict (issue 13):
    /// if this probe accepts them, or cannot decide (a numerical failure of its own), the
    /// verdict came from rounding and the call is refused as a numerical failure instead.
    /// - Complexity: one solve of the required constraints; paid only on failure.
    func requiredConstraintsReject(_ additions: [Constraint], excluding excluded: Int = -1) -> Bool {
        // A probe (which does not explain) takes its own verdict: no probe of probes.
        guard explainsConflicts else { return true }
        engine.rebuilds += 1
        let probe = Solver(explainsConflicts: false)
        var copies: [Constraint] = []
        for (index, record) in records.enumerated() where index != excluded {
            if let record, record.isRequired { copies.append(copy(of: record.constraint, constant: record.constant)) }
        }
        for c in additions where c.priority.isRequired { copies.append(copy(of: c, constant: c.expression.constant)) }
        do throws(SolverError) {
            try probe.addConstraints(copies)
            return false
        } catch {
            if case .unsatisfiableConstraint = error { return true }
            return false
        }
    }

    /// Whether the conflicting set the tableau named (`candidates`, required) rejects
    /// `constraint` at `constant` on its own, in a fresh solver. Constraints that cannot hold
    /// together cannot hold beside any others either, so such a verdict stands without a
    /// rebuild of the whole tableau: an unsatisfiable add costs a solve of its conflicting set,
    /// not of the system (a screen adding 1,000 conflicting constraints paid 1,000 rebuilds
    /// and 1,000 fresh solves of every required constraint). A set that does not confirm it
    /// (rounding in the tableau, or a certificate that names too few) goes the long way:
    /// rebuild, then the fresh solve of every required constraint.
    func conflictingSetConfirms(_ constraint: Constraint, constant: Double, candidates: [Constraint]) -> Bool {
        guard explainsConflicts else { return false }
        return conflicts(copy(of: constraint, constant: constant), with: candidates)
    }

    /// Whether `target` cannot be added to a solver holding only `others` (at their current
    /// constants): whether that solver finds them unsatisfiable. A probe that cannot decide
    /// (a numerical failure of its own) confirms nothing.
    private func conflicts(_ target: Constraint, with others: [Constraint]) -> Bool {
        let probe = Solver(explainsConflicts: false)
        var copies = others.map { copy(of: $0, constant: self.constant(of: $0) ?? $0.expression.constant) }
        copies.append(target)
        do throws(SolverError) {
            try probe.addConstraints(copies)
            return false
        } catch {
            if case .unsatisfiableConstraint = error { return true }
            return false
        }
    }
}
