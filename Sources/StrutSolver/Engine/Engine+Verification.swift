// Every public call runs as a transaction that is kept only if the call's result checks out:
// a bounded number of pivots, finite values, and (checked by the solver, which knows the
// constraints) the required constraints that read a changed variable. See the DocC article
// "Numerical robustness".

extension Engine {
    /// The most pivots one call may make: `200 + 10 × symbols`. A simplex run needs a small
    /// multiple of the rows it touches; a run past this bound is cycling on rounding (Harris's
    /// ratio test gives up the anti-cycling proof of Bland's rule for stability) and the call
    /// fails instead of hanging.
    static func pivotBound(symbols: Int) -> Int { 200 + 10 * symbols }

    /// Opens the call's transaction and its pivot budget.
    mutating func beginCall() {
        beginTransaction()
        callOpen = true
        nestedTransaction = false
        callPivotBase = pivotCount
        pivotLimit = Engine.pivotBound(symbols: symbolCount)
        pivotBudgetExceeded = false
        callRestructured = false
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
    /// some row the call wrote holds a non-finite number. A call that only moved row constants
    /// (a suggestion or constant change without pivots) is checked too: the rounding of a shift
    /// multiplied by a large coefficient was seen to break a required constraint by 470× its
    /// tolerance on issue 13's systems. Cost: the rows the call wrote plus the
    /// definitions (lazy rows) that read them.
    mutating func changedExternalsOfCall() -> [Int]? {
        visitEpoch &+= 1
        var frontier: [Int] = []
        swap(&frontier, &verificationScratch)
        frontier.removeAll(keepingCapacity: true)
        defer { swap(&frontier, &verificationScratch) }
        for entry in journal {
            let s: Int
            switch entry {
            case let .row(symbol, _, _): s = symbol
            case let .reused(symbol, _, _, _): s = symbol
            default: continue
            }
            if s < symbolCount && visitStamps[s] != visitEpoch {
                visitStamps[s] = visitEpoch
                frontier.append(s)
            }
        }
        if journalBase < symbolCount {
            for s in journalBase..<symbolCount where visitStamps[s] != visitEpoch {
                visitStamps[s] = visitEpoch
                frontier.append(s)
            }
        }
        var i = 0
        while i < frontier.count {
            let s = frontier[i]
            i += 1
            guard rows[s].constant.isFinite else { return nil }
            for d in dependents[s] where visitStamps[d] != visitEpoch {
                visitStamps[d] = visitEpoch
                frontier.append(d)
            }
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
