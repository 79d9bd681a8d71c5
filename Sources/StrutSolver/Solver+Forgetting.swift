// Forgetting variables: a variable that no constraint names any more leaves the solver's
// tables, and its symbol id is reused, so a long-lived solver whose constraints come and go
// over fresh variables (views replaced in a window) stays bounded.

extension Solver {
    /// Notes the variables of constraints about to be removed: after the removal, the ones no
    /// remaining constraint names are forgotten (see ``forgetUnreferencedVariables()``).
    func noteVariablesOfRemoval(_ constraints: [Constraint]) -> [Int] {
        var symbols: [Int] = []
        for c in constraints {
            guard let index = recordIndex[ObjectIdentifier(c)], let record = records[index] else { continue }
            for term in terms(of: record) where engine.perSymbol[term.symbol].flags.kind == .external {
                symbols.append(term.symbol)
            }
        }
        return symbols
    }

    /// Queues noted variables for ``forgetUnreferencedVariables()``, which the change report
    /// runs; a solver whose changes are never fetched sweeps the queue itself when it outgrows
    /// the symbol table, so the queue stays bounded too.
    func rememberForgetCandidates(_ symbols: [Int]) {
        forgetCandidates += symbols
        if forgetCandidates.count > 2 * engine.symbolCount + 64 { forgetUnreferencedVariables() }
    }

    /// Forgets the noted variables that are now free: parametric, in no row (eager or lazy),
    /// without cost, named by no required constraint, and with no change waiting to be
    /// reported. Such a variable's value is 0 whether or not the solver knows it, so forgetting
    /// it changes no value and no report; naming it again registers it afresh.
    ///
    /// Runs after the change report (never inside a call's transaction), in the order the
    /// variables were noted, so that the ids it frees are reused deterministically.
    /// - Complexity: O(noted variables × objective levels).
    func forgetUnreferencedVariables() {
        guard !forgetCandidates.isEmpty, !engine.journaling, reportWalks == 0 else { return }
        let candidates = forgetCandidates
        if !forgetCandidates.isEmpty { forgetCandidates.removeAll(keepingCapacity: true) }
        for s in candidates where s < variablesBySymbol.count {
            guard let variable = variablesBySymbol[s], engine.perSymbol[s].flags.kind == .external,
                engine.perSymbol[s].flags.state == .parametric, !engine.perSymbol[s].flags.isTouched,
                !engine.perSymbol[s].flags.isInvalidated,
                engine.columns.isEmpty(s), engine.dependents.isEmpty(s), engine.perSymbol[s].lastReported == 0,
                engine.hasZeroCost(s),
                s >= requiredRecordsBySymbol.count || requiredRecordsBySymbol.isEmpty(s)
            else { continue }
            let id = ObjectIdentifier(variable)
            guard edits[id] == nil else { continue }
            variableSymbols[id] = nil
            changeReports.removeAll()
            variablesBySymbol[s] = nil
            variableIdentities[s] = nil
            engine.releaseSymbol(s)
        }
    }
}
