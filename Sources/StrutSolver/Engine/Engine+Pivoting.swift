// Pivot rules.
//
// Primal simplex (after adds, removals, priority changes): the entering symbol is the
// *smallest id* whose cost vector is lexicographically negative; the leaving row is the
// restricted row with the smallest ratio `-constant / coefficient`, ties broken by the
// smallest basic id. This is Bland's rule applied to the lexicographic objective (which is
// a single linear objective with symbolic weights), so the primal simplex cannot cycle.
//
// Dual simplex (after constant changes and suggestions): the leaving row is the restricted
// row with the *smallest basic id* among the infeasible ones, the entering symbol minimises
// the lexicographic ratio `cost / coefficient` over the row's positive cells, ties broken by
// the smallest id: the dual form of Bland's rule, which cannot cycle either.
//
// Ties are decided by id only, never by iteration order of a hash table or by addresses.

extension Engine {
    /// Makes `entering` basic in place of `leaving` and substitutes it everywhere eager.
    mutating func pivot(entering: Int, leaving: Int) {
        pivotCount += 1
        if flags[entering].kind == .external || flags[leaving].state != .eager {
            var row = takeRow(leaving)
            row.add(-1, to: leaving)
            row.solve(for: entering)
            install(entering, row, lazy: flags[entering].kind == .external)
            substituteEverywhere(entering, with: row)
            return
        }
        // Fast path (restricted enters, eager row leaves): the row changes hands, so each
        // column just renames `leaving` to `entering` instead of a removal plus an insertion.
        recordRow(leaving)
        recordRow(entering)
        var row = rows[leaving]
        rows[leaving] = Row()
        flags[leaving].state = .parametric
        touch(leaving)
        for cell in row.cells {
            let s = cell.symbol
            recordColumn(s)
            if s == entering {
                Engine.remove(leaving, from: &columns[s])
            } else {
                Engine.replace(leaving, with: entering, in: &columns[s])
            }
        }
        row.add(-1, to: leaving)
        row.solve(for: entering)
        recordColumn(leaving)
        columns[leaving].append(entering)
        rows[entering] = row
        flags[entering].state = .eager
        touch(entering)
        queueIfInfeasible(entering)
        substituteEverywhere(entering, with: row)
    }

    /// Substitutes a new basic symbol's row into the eager rows and the objective.
    mutating func substituteEverywhere(_ symbol: Int, with row: Row) {
        let holders = columns[symbol]
        for target in holders where target != symbol { substitute(symbol, with: row, into: target) }
        substituteObjective(symbol, with: row)
    }

    /// Primal simplex: minimise the objective lexicographically. The tableau must be feasible.
    mutating func optimize() {
        while let entering = candidates.popMin() {
            flags[entering].isCandidate = false
            guard flags[entering].state == .parametric, flags[entering].kind.canEnter, isImproving(entering) else {
                continue
            }
            var leaving = -1
            var bestRatio = Double.infinity
            for target in columns[entering] where flags[target].kind.isRestricted {
                let a = rows[target].coefficient(of: entering)
                if a < 0 {
                    let ratio = max(0, -rows[target].constant / a)
                    if ratio < bestRatio - 1e-12 || (ratio <= bestRatio + 1e-12 && target < leaving) {
                        if ratio < bestRatio { bestRatio = ratio }
                        leaving = target
                    }
                }
            }
            // No restricted row limits the entering symbol: the objective (a sum of errors,
            // bounded below by zero) cannot really decrease along it; leave it.
            guard leaving >= 0 else { continue }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Dual simplex: restores feasibility after constants changed, keeping optimality.
    /// Returns the basic symbol of a row that cannot be made feasible, or nil on success.
    mutating func dualOptimize() -> Int? {
        while let leaving = infeasible.popMin() {
            flags[leaving].isInfeasibleQueued = false
            guard flags[leaving].state == .eager, rows[leaving].constant < -Tolerance.feasibility else { continue }
            var entering = -1
            var enteringCoefficient = 0.0
            for cell in rows[leaving].cells {
                let s = cell.symbol
                let a = cell.coefficient
                guard flags[s].kind.canEnter else { continue }
                let usable = a > 0 || (flags[s].kind == .external && a != 0)
                guard usable else { continue }
                let ca = flags[s].kind == .external ? abs(a) : a
                if entering < 0 || dualRatio(s, ca, isLessThan: entering, enteringCoefficient) {
                    entering = s
                    enteringCoefficient = ca
                }
            }
            guard entering >= 0 else {
                // Put it back so a rollback or the caller sees a consistent queue.
                return leaving
            }
            pivot(entering: entering, leaving: leaving)
        }
        return nil
    }

    /// Dual then primal until both are clean. Returns the failing row of the dual, if any.
    mutating func solve() -> Int? {
        if let failed = dualOptimize() { return failed }
        optimize()
        return nil
    }
}
