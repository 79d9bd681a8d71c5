// The objective: strictly hierarchical priorities.
//
// Representation: one coefficient vector per symbol, one entry per *priority level* in use
// (slot 0 is reserved for phase one and sits above every priority), stored densely as
// `objective[symbol * levelCount + level]` with levels sorted by descending priority. Each
// non-required constraint's errors have cost exactly 1 at their own level, so errors within a
// level add, and two cost vectors compare lexicographically (the first level that differs
// decides): no number of violations at a lower level can outweigh one at a higher level.
// Nothing is scaled by a big weight, so nothing is lost to floating-point absorption.
//
// Cost: a pivot updates the objective in O(levels × |pivot row|) instead of O(|pivot row|);
// deciding whether a symbol may enter, or comparing two dual ratios, reads ≤ levels
// contiguous doubles. Memory is 8 bytes × levels per symbol. A new distinct priority reshapes
// the array once (O(symbols × levels)); levels are few in practice (required, 750, 250, 50…).
//
// Entering candidates (symbols with a lexicographically negative cost) are tracked in a
// min-heap as the objective changes, so checking optimality after an edit costs the number
// of changed costs, not the size of the objective.

extension Engine {
    /// The level slot for a (non-required) priority, inserting a new level if needed.
    mutating func levelSlot(for priority: Float) -> Int {
        // Slots 1... are sorted by descending priority.
        var position = 1
        while position < levelCount && levelPriorities[position] > priority { position += 1 }
        if position < levelCount && levelPriorities[position] == priority { return position }
        insertLevel(at: position, priority: priority)
        return position
    }

    /// Inserts an empty level column at `position` (rare: first use of a priority).
    ///
    /// The reshaped costs are reserved for the per-symbol arrays' capacity (as ``reserveSymbols(_:)``
    /// does: the next symbols' costs append without a reallocation) and copied through buffers
    /// (no bounds or uniqueness check per cost). The same costs at the same places.
    private mutating func insertLevel(at position: Int, priority: Float) {
        let old = levelCount
        let count = symbolCount
        let new = old + 1
        var reshaped: [Double] = []
        reshaped.reserveCapacity(max(perSymbol.capacity, count) * new)
        reshaped.append(contentsOf: repeatElement(0, count: count * new))
        reshaped.withUnsafeMutableBufferPointer { reshaped in
            objective.withUnsafeBufferPointer { costs in
                for s in 0..<count {
                    for l in 0..<old {
                        reshaped[s * new + (l < position ? l : l + 1)] = costs[s * old + l]
                    }
                }
            }
        }
        objective = reshaped
        levelPriorities.insert(priority, at: position)
        objectiveConstants.insert(0, at: position)
        levelCount = old + 1
    }

    /// Adds `amount` to `symbol`'s cost at `level`.
    @inline(__always)
    mutating func addObjective(_ amount: Double, to symbol: Int, level: Int) {
        recordObjective(symbol)
        let k = symbol * levelCount + level
        let previous = objective[k]
        let v = previous + amount
        if Engine.isNegligibleCost(v, previous, amount) {
            if abs(v) > Tolerance.optimality { costsLostToCancellation = true }
            objective[k] = 0
        } else {
            objective[k] = v
        }
        if level == 0 { artificialLevelSymbols.append(symbol) }
        considerCandidate(symbol)
    }

    /// Adds `scale × row` to the objective at `level`.
    mutating func addObjective(_ row: Row, scale: Double, level: Int) {
        let stride = levelCount
        // Through a buffer of the borrowed row: iterating `row.cells` retained and released it.
        row.cells.withUnsafeBufferPointer { cells in
            // In three passes, each symbol's steps in the order of one pass: the journal first
            // (it saves each symbol's costs before its own write, and no other write of this call
            // reaches them: a row names a symbol once), then the costs through a buffer of the
            // objective moved out of the engine (no uniqueness check per write), then the
            // candidates in the cells' order (each decided on its own costs, final by then).
            if journaling { for cell in cells { recordObjective(cell.symbol) } }
            var costs: [Double] = []
            swap(&costs, &objective)
            withUnsafeTemporaryAllocation(of: Int.self, capacity: cells.count) { pending in
                var lost = false
                let waiting = costs.withUnsafeMutableBufferPointer { costs -> Int in
                    var waiting = 0
                    for cell in cells {
                        let s = cell.symbol
                        let k = s * stride + level
                        let previous = costs[k]
                        let amount = scale * cell.coefficient
                        var v = previous + amount
                        if Engine.isNegligibleCost(v, previous, amount) {
                            if abs(v) > Tolerance.optimality { lost = true }
                            v = 0
                        }
                        costs[k] = v
                        // A positive cost at `level` cannot make `s` improving: if an earlier level
                        // were negative, `s` was improving before and is already queued.
                        if v <= 0 {
                            pending.initializeElement(at: waiting, to: s)
                            waiting += 1
                        }
                    }
                    return waiting
                }
                swap(&costs, &objective)
                if lost { costsLostToCancellation = true }
                for i in 0..<waiting { considerCandidate(pending[i]) }
            }
        }
        if level == 0 { for cell in row.cells { artificialLevelSymbols.append(cell.symbol) } }
        objectiveConstants[level] += scale * row.constant
    }

    /// Replaces `symbol` (just made basic with `row`) by its row at every level.
    mutating func substituteObjective(_ symbol: Int, with row: Row) {
        let base = symbol * levelCount
        for l in 0..<levelCount {
            let c = objective[base + l]
            if c != 0 {
                recordObjective(symbol)
                objective[base + l] = 0
                addObjective(row, scale: c, level: l)
            }
        }
    }

    /// Sets every cost of `symbol` to zero.
    mutating func clearObjective(of symbol: Int) {
        recordObjective(symbol)
        let base = symbol * levelCount
        for l in 0..<levelCount { objective[base + l] = 0 }
    }

    /// Whether entering `symbol` improves the objective: its cost vector is
    /// lexicographically negative, a cost within `Tolerance.optimality` of zero counting as
    /// zero (rounding left at a higher level must neither mask a real cost at a lower level
    /// nor start a pivot that cannot improve anything).
    @inline(__always)
    mutating func isImproving(_ symbol: Int) -> Bool {
        let base = symbol * levelCount
        for l in 0..<levelCount {
            let v = objective[base + l]
            if v < -Tolerance.optimality { return true }
            if v > Tolerance.optimality { return false }
        }
        return false
    }

    /// Whether the cost `sum = previous + amount` is zero up to rounding: below
    /// `Tolerance.objective`, or cancelled to within `Tolerance.cancellation` of the larger
    /// summand. Kept as exact zeros, such residues cannot be magnified by later pivots into
    /// costs that look real. (Costs between this and `Tolerance.optimality` can be real in
    /// systems with coefficients of 1e-4: they are kept, and zeroed only when a symbol enters;
    /// see ``snapNegligibleCosts(_:)``.)
    @inline(__always)
    static func isNegligibleCost(_ sum: Double, _ previous: Double, _ amount: Double) -> Bool {
        abs(sum) < Tolerance.objective || abs(sum) <= Tolerance.cancellation * max(abs(previous), abs(amount))
    }

    /// Sets to exactly zero the costs of an entering symbol at the levels above the one that
    /// makes it improving (costs ``isImproving(_:)`` already reads as zero). A pivot divides the
    /// entering symbol's costs by the pivot element: rounding left there would come back
    /// magnified in the leaving symbol's costs and make it look improving in turn — a two-pivot
    /// cycle seen on issue 13's random systems.
    mutating func snapNegligibleCosts(_ symbol: Int) {
        let base = symbol * levelCount
        for l in 0..<levelCount {
            let v = objective[base + l]
            if abs(v) > Tolerance.optimality { return }
            if v != 0 {
                recordObjective(symbol)
                objective[base + l] = 0
            }
        }
    }

    /// Whether every cost of `symbol` is zero.
    mutating func hasZeroCost(_ symbol: Int) -> Bool {
        let base = symbol * levelCount
        for l in 0..<levelCount where objective[base + l] != 0 { return false }
        return true
    }

    @inline(__always)
    mutating func considerCandidate(_ symbol: Int) {
        if !perSymbol[symbol].flags.isCandidate && perSymbol[symbol].flags.state == .parametric && perSymbol[symbol].flags.kind.canEnter
            && isImproving(symbol)
        {
            perSymbol[symbol].flags.isCandidate = true
            candidates.insert(symbol)
        }
    }

    /// Compares the dual ratios `cost(a) / ca` and `cost(b) / cb` lexicographically.
    /// Returns true when a's is smaller (beyond tolerance at the first differing level).
    @inline(__always)
    mutating func dualRatio(_ a: Int, _ ca: Double, isLessThan b: Int, _ cb: Double) -> Bool {
        let baseA = a * levelCount
        let baseB = b * levelCount
        for l in 0..<levelCount {
            let x = objective[baseA + l] / ca
            let y = objective[baseB + l] / cb
            if x < y - Tolerance.objective { return true }
            if x > y + Tolerance.objective { return false }
        }
        return false
    }

    /// Prices the objective afresh from the error rows, replacing the accumulated costs of
    /// every level below phase one's: each live error symbol costs 1 at its level, through its
    /// row if basic. `levelOf(symbol, owner)` is the level of an error symbol of a live
    /// non-required record, nil for any other symbol (a dead one, awaiting reuse).
    ///
    /// Why: a pivot updates every cost by `cost − c × row`, and on badly scaled tableaus (issue
    /// 13's systems with coefficients of 1e-4: error rows holding 1e8–1e11 on a slack) a cost
    /// of 1e9 cancels to a real one of 1e-2, which the relative test of
    /// ``isNegligibleCost(_:_:_:)`` reads as rounding and drops; the simplex then stops short of
    /// the optimum (soak seed 9999: level 999 at 604.6 against HiGHS's 530.56). The fresh sums
    /// read the current rows only, whose magnitudes are those of the current vertex.
    /// - Complexity: O(symbols × levels + the error rows' cells × levels).
    mutating func repriceObjective(levelOf: (_ symbol: Int, _ owner: Int) -> Int?) {
        let stride = levelCount
        for s in 0..<symbolCount {
            let base = s * stride
            var nonzero = false
            for l in 1..<stride where objective[base + l] != 0 { nonzero = true }
            guard nonzero else { continue }
            recordObjective(s)
            for l in 1..<stride { objective[base + l] = 0 }
        }
        for l in 1..<stride { objectiveConstants[l] = 0 }
        for s in 0..<symbolCount where perSymbol[s].flags.kind == .error && perSymbol[s].flags.state != .lazy {
            guard let level = levelOf(s, perSymbol[s].flags.owner), level > 0, level < stride else { continue }
            if perSymbol[s].flags.state == .eager {
                addObjective(perSymbol[s].row, scale: 1, level: level)
            } else {
                addObjective(1, to: s, level: level)
            }
        }
        costsLostToCancellation = false
    }

    /// Clears level 0 after phase one.
    mutating func clearArtificialLevel() {
        for s in artificialLevelSymbols where s < symbolCount {
            recordObjective(s)
            objective[s * levelCount] = 0
        }
        if !artificialLevelSymbols.isEmpty { artificialLevelSymbols.removeAll(keepingCapacity: true) }
        objectiveConstants[0] = 0
    }
}
