// Every public call runs as a transaction that is kept only if the call's result checks out:
// a bounded number of pivots, finite values, and (checked by the solver, which knows the
// constraints) the required constraints that read a changed variable. See the DocC article
// "Numerical robustness".

extension Engine {
    /// The most pivots one call may make: `1,000 + 100 × symbols`. A simplex run needs a small
    /// multiple of the rows it touches; a run past this bound is cycling on rounding (Harris's
    /// ratio test gives up the anti-cycling proof of Bland's rule for stability) and the call
    /// fails instead of hanging.
    static func pivotBound(symbols: Int) -> Int { 1_000 + 100 * symbols }

    /// Opens the call's transaction and its pivot budget.
    mutating func beginCall() {
        beginTransaction()
        callOpen = true
        nestedTransaction = false
        callPivotBase = pivotCount
        pivotLimit = Engine.pivotBound(symbols: symbolCount)
        pivotBudgetExceeded = false
    }

    /// Closes the call's transaction: keeps its changes or undoes them (unless an inner failure
    /// already rolled back).
    mutating func endCall(keep: Bool) {
        callOpen = false
        nestedTransaction = false
        pivotLimit = Int.max
        pivotBudgetExceeded = false
        guard journaling else { return }
        if keep { commitTransaction() } else { rollbackTransaction() }
    }

    /// The external symbols whose value the open call may have changed (ascending), or nil if
    /// some row the call wrote holds a non-finite number. Cost: the rows the call wrote plus the
    /// definitions (lazy rows) that read them.
    mutating func changedExternalsOfCall() -> [Int]? {
        visitEpoch &+= 1
        var frontier: [Int] = []
        func visit(_ s: Int, _ engine: inout Engine) {
            if engine.visitStamps[s] != engine.visitEpoch {
                engine.visitStamps[s] = engine.visitEpoch
                frontier.append(s)
            }
        }
        for entry in journal {
            switch entry {
            case let .row(s, _, _): if s < symbolCount { visit(s, &self) }
            case let .reused(s, _, _, _): visit(s, &self)
            default: break
            }
        }
        if journalBase < symbolCount { for s in journalBase..<symbolCount { visit(s, &self) } }
        var i = 0
        while i < frontier.count {
            let s = frontier[i]
            i += 1
            guard rows[s].constant.isFinite else { return nil }
            for d in dependents[s] { visit(d, &self) }
        }
        var externals: [Int] = []
        for s in frontier where flags[s].kind == .external {
            guard value(of: s).isFinite else { return nil }
            externals.append(s)
        }
        externals.sort()
        return externals
    }
}
