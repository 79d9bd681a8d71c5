// Pivot rules.
//
// Primal simplex (after adds, removals, priority changes): the entering symbol is the one
// with the most negative cost among the first candidates (Dantzig's rule with partial
// pricing, Engine+Pricing.swift); after a run of degenerate pivots, the *smallest id* whose
// cost vector is lexicographically negative (Bland's rule applied to the lexicographic
// objective, a single linear objective with symbolic weights), until a pivot makes progress.
// The leaving row comes from Harris's ratio test (below), ties broken by the smallest id.
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
        callRestructured = true
        structureVersion &+= 1
        // The bound grows with the symbols the call creates (a batch of adds starts from few).
        if pivotCount - callPivotBase > pivotLimit && pivotCount - callPivotBase > Engine.pivotBound(symbols: symbolCount) {
            pivotBudgetExceeded = true
        }
        if perSymbol[entering].flags.kind == .external || perSymbol[leaving].flags.state != .eager {
            var row = takeRow(leaving)
            row.add(-1, to: leaving)
            row.solve(for: entering)
            install(entering, row, lazy: perSymbol[entering].flags.kind == .external)
            substituteEverywhere(entering, with: row)
            return
        }
        // Fast path (restricted enters, eager row leaves): the row changes hands, so each
        // column just renames `leaving` to `entering` instead of a removal plus an insertion.
        recordRow(leaving)
        recordRow(entering)
        var row = Row()
        swap(&row, &perSymbol[leaving].row)
        perSymbol[leaving].flags.state = .parametric
        touch(leaving)
        for cell in row.cells {
            let s = cell.symbol
            recordColumn(s)
            if s == entering {
                columns.remove(leaving, from: s)
            } else {
                columns.replace(leaving, with: entering, in: s)
            }
        }
        row.add(-1, to: leaving)
        row.solve(for: entering)
        recordColumn(leaving)
        columns.append(entering, to: leaving)
        perSymbol[entering].row = row
        perSymbol[entering].flags.state = .eager
        touch(entering)
        queueIfInfeasible(entering)
        substituteEverywhere(entering, with: row)
    }

    /// Substitutes a new basic symbol's row into the eager rows and the objective.
    mutating func substituteEverywhere(_ symbol: Int, with row: Row) {
        // Substituting changes the column being walked: walk a copy (in a reused buffer).
        var holders: [Int] = []
        swap(&holders, &holderScratch)
        columns.copy(symbol, into: &holders)
        for target in holders where target != symbol { substitute(symbol, with: row, into: target) }
        swap(&holders, &holderScratch)
        substituteObjective(symbol, with: row)
    }

    /// Primal simplex: minimise the objective lexicographically. The tableau must be feasible.
    mutating func optimize() {
        // Degenerate pivots (the leaving row's constant is zero: the vertex does not move)
        // in a row; from `degenerateRunLimit` on, Bland's rule until one makes progress.
        var degenerateRun = 0
        while !pivotBudgetExceeded, let entering = nextEntering(bland: degenerateRun >= Engine.degenerateRunLimit) {
            perSymbol[entering].flags.isCandidate = false
            guard perSymbol[entering].flags.state == .parametric, perSymbol[entering].flags.kind.canEnter, isImproving(entering) else {
                continue
            }
            snapNegligibleCosts(entering)
            let leaving = primalLeavingRow(entering)
            // No restricted row limits the entering symbol: the objective (a sum of errors,
            // bounded below by zero) cannot really decrease along it; leave it, and note that
            // the costs no longer describe the objective (the call's check rebuilds; a rebuild
            // that meets it is rejected, see Solver+Recovery.swift).
            guard leaving >= 0 else {
                // (In phase one, an improving symbol that the artificial's row holds with a
                // negative coefficient is limited there, by a pivot element too small to take:
                // phase one's stall decides, see `stalledPhaseOneEntering`.)
                if !limitedByPhaseOneArtificial(entering) { metUnlimitedImprovement = true }
                continue
            }
            degenerateRun = perSymbol[leaving].row.constant <= Tolerance.feasibility ? degenerateRun + 1 : 0
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Dual simplex: restores feasibility after constants changed, keeping optimality.
    /// Returns the basic symbol of a row that cannot be made feasible, or nil on success.
    mutating func dualOptimize() -> Int? {
        while !pivotBudgetExceeded, let leaving = infeasible.popMin() {
            perSymbol[leaving].flags.isInfeasibleQueued = false
            guard perSymbol[leaving].flags.state == .eager, perSymbol[leaving].row.constant < -Tolerance.feasibility else { continue }
            let entering = dualEnteringSymbol(leaving)
            guard entering >= 0 else {
                // Put it back so a rollback or the caller sees a consistent queue.
                return leaving
            }
            pivot(entering: entering, leaving: leaving)
        }
        return nil
    }

    /// The restricted row that leaves when `entering` enters (primal simplex), or -1 if no
    /// restricted row limits it.
    ///
    /// Harris's two-pass ratio test: the first pass finds the largest step `θ` that keeps every
    /// restricted row above `-feasibility` (constants relaxed by the tolerance); the second
    /// picks, among rows whose exact ratio is within `θ`, the one with the largest pivot
    /// element `|a|` (ties: smallest id). A row that a tiny coefficient makes "tight" at a
    /// degenerate vertex no longer wins over a well-conditioned one, so pivots never divide by
    /// a coefficient that rounding could have produced.
    mutating func primalLeavingRow(_ entering: Int) -> Int {
        var step = Double.infinity
        for position in columns.positions(of: entering) {
            let target = columns.id(at: position)
            guard perSymbol[target].flags.kind.isRestricted else { continue }
            let a = limitingCoefficient(of: entering, in: target)
            if a < 0 && isSafePivot(a, in: target) {
                let relaxed = (max(0, perSymbol[target].row.constant) + Tolerance.feasibility) / -a
                if relaxed < step { step = relaxed }
            }
        }
        var leaving = -1
        var largest = 0.0
        for position in columns.positions(of: entering) {
            let target = columns.id(at: position)
            guard perSymbol[target].flags.kind.isRestricted else { continue }
            let a = limitingCoefficient(of: entering, in: target)
            guard a < 0, max(0, perSymbol[target].row.constant) / -a <= step, isSafePivot(a, in: target) else { continue }
            if -a > largest || (-a == largest && target < leaving) {
                leaving = target
                largest = -a
            }
        }
        return leaving
    }

    /// Whether phase one is in progress and its artificial's row holds `entering` with a
    /// negative coefficient (a bound on it, however small the element).
    func limitedByPhaseOneArtificial(_ entering: Int) -> Bool {
        let art = phaseOneArtificial
        return art >= 0 && perSymbol[art].flags.state == .eager && perSymbol[art].row.coefficient(of: entering) < 0
    }

    /// Whether `a` is large enough, relative to the largest coefficient of row `target`, to
    /// divide by (see ``Row/isSafePivot(_:)``). A smaller one is indistinguishable from the
    /// rounding left by earlier eliminations; dividing by it turns that rounding into values
    /// of 1e10 and beyond.
    @inline(__always)
    func isSafePivot(_ a: Double, in target: Int) -> Bool {
        perSymbol[target].row.isSafePivot(abs(a))
    }

    /// The coefficient of `entering` in the restricted row `target` as the ratio test sees it:
    /// a basic dummy (a redundant required equality) must stay exactly 0, so any coefficient
    /// limits the step there (at ratio 0), whatever its sign.
    @inline(__always)
    mutating func limitingCoefficient(of entering: Int, in target: Int) -> Double {
        let a = perSymbol[target].row.coefficient(of: entering)
        return perSymbol[target].flags.kind == .dummy ? -abs(a) : a
    }

    /// The symbol that enters when the infeasible row of `leaving` leaves (dual simplex), or
    /// -1 if none can (the row's constraints are infeasible).
    ///
    /// The dual ratio test: minimise the lexicographic `cost / a` over the row's cells with
    /// `a > 0` (parametric externals, unrestricted, with either sign); among the cells whose
    /// ratio ties with the minimum (within the objective tolerance) the largest `a` wins,
    /// then the smallest id — the dual form of Harris's rule.
    mutating func dualEnteringSymbol(_ leaving: Int) -> Int {
        var best = -1
        var bestCoefficient = 0.0
        let floor = Tolerance.pivot * perSymbol[leaving].row.largestCoefficient
        for cell in perSymbol[leaving].row.cells {
            let s = cell.symbol
            guard perSymbol[s].flags.kind.canEnter else { continue }
            let a = perSymbol[s].flags.kind == .external ? abs(cell.coefficient) : cell.coefficient
            guard a > 0, a >= floor else { continue }
            if best < 0 || dualRatio(s, a, isLessThan: best, bestCoefficient) {
                best = s
                bestCoefficient = a
            }
        }
        guard best >= 0 else { return -1 }
        var entering = best
        var largest = bestCoefficient
        for cell in perSymbol[leaving].row.cells {
            let s = cell.symbol
            guard s != best, perSymbol[s].flags.kind.canEnter else { continue }
            let a = perSymbol[s].flags.kind == .external ? abs(cell.coefficient) : cell.coefficient
            guard a > largest, !dualRatio(best, bestCoefficient, isLessThan: s, a) else { continue }
            entering = s
            largest = a
        }
        return entering
    }

    /// Dual then primal until both are clean. Returns the failing row of the dual, if any.
    mutating func solve() -> Int? {
        if let failed = dualOptimize() { return failed }
        optimize()
        return nil
    }
}
