// Changing a constraint's constant in place (Cassowary's edit step, for any constraint).
//
// A constraint's equation is `expression + μ·marker + … = 0`. Raising the expression's
// constant by δ is the same as replacing `marker` by `marker + δ/μ`, so every row that holds
// the marker (its column, plus the lazy rows that mention it) moves its constant by
// `coefficient × δ/μ`, and the marker's own row, if it is basic, by `-δ/μ`. The objective
// does not change, so the basis stays optimal; rows that went negative are repaired by the
// dual simplex. Cost: O(|column(marker)| + dual pivots).

extension Engine {
    /// Shifts `marker` by `shift` and re-solves. Returns the basic symbol of a row that cannot
    /// be made feasible (only possible when a required constraint is involved), or nil.
    /// Without `solving`, only the constants move (several shifts, then one ``solve()``).
    mutating func shiftMarker(_ marker: Int, by shift: Double, solving: Bool = true) -> Int? {
        guard shift != 0 else { return nil }
        var brokenDummy = -1
        if disablesShiftPlansForTesting { invalidateShiftPlans() }
        callShifts += 1
        guard let slot = shiftPlanSlot(for: marker) else {
            // The marker's first shift on this structure: shift directly, and leave a stub that
            // the next shift turns into a plan if nothing restructured meanwhile (a marker
            // shifted once, or pivoting at every shift, never pays for a plan).
            callShiftPlan = nil
            let stub = makeShiftPlanStub(for: marker)
            let result = shiftDirectly(marker, by: shift, solving: solving)
            shiftPlans[stub].version = structureVersion
            return result
        }
        if !shiftPlans[slot].isBuilt { buildShiftPlan(slot) }
        callShiftPlan = callShifts == 1 ? slot : nil
        // The plan's cells are moved out of the plan for the shift and back after: read from a
        // local, with no reference counting (read through `shiftPlans`, each list was retained
        // and released per call, an atomic pair apiece). The loops write rows, never
        // `shiftPlans`.
        if shiftPlans[slot].markerIsBasic, shiftOwnRow(of: marker, by: shift) { brokenDummy = marker }
        let eagerCount = shiftPlans[slot].eagerCount
        var cells: [Cell] = []
        swap(&cells, &shiftPlans[slot].cells)
        cells.withUnsafeBufferPointer { all in
            // The eager rows, then the lazy ones: the journal's entries and the touched rows in the
            // order of the plan's cells, as one row after another.
            shiftPlannedRows(all, eagerCount: eagerCount, by: shift, brokenDummy: &brokenDummy)
        }
        swap(&cells, &shiftPlans[slot].cells)
        // The objective's own constants are not moved: only phase one's (level 0) is ever read,
        // and a shift never runs inside phase one, where alone level 0 holds costs. Reading the
        // marker's costs here was a cache miss per call at 10,000 views for a value no one
        // reads (BENCHMARKS.md, 2026-11-26 evening).
        assert(objective[marker * levelCount] == 0, "a constant shift inside phase one")
        if brokenDummy >= 0 { return brokenDummy }
        return solving ? solve() : nil
    }

    /// Shifts `marker` by `shift` without solving and without a plan or a plan stub (a batch of
    /// shifts of distinct markers, ``Solver/adopt(_:for:)``: a stub per marker would only evict
    /// another). Same arithmetic as ``shiftMarker(_:by:solving:)``.
    mutating func shiftMarkerWithoutPlan(_ marker: Int, by shift: Double) -> Int? {
        guard shift != 0 else { return nil }
        return shiftDirectly(marker, by: shift, solving: false)
    }

    /// Shifts the constant of a basic marker's own row by `shift` (noting the old constant for
    /// the journal, queuing the row when it turns infeasible); returns whether the marker is a
    /// dummy whose row no longer holds (a required equality broken).
    @inline(__always)
    private mutating func shiftOwnRow(of marker: Int, by shift: Double) -> Bool {
        recordConstant(marker)
        perSymbol[marker].row.constant -= shift
        touch(marker)
        queueIfInfeasible(marker)
        return perSymbol[marker].flags.kind == .dummy && abs(perSymbol[marker].row.constant) > Tolerance.feasibility
    }

    /// ``shiftMarker(_:by:solving:)`` without a plan: the rows holding the marker are found
    /// through its column and dependents, its coefficient by a search of each row.
    private mutating func shiftDirectly(_ marker: Int, by shift: Double, solving: Bool) -> Int? {
        var brokenDummy = -1
        if perSymbol[marker].flags.state == .eager, shiftOwnRow(of: marker, by: shift) { brokenDummy = marker }
        for position in columns.positions(of: marker) {
            let target = columns.id(at: position)
            let c = perSymbol[target].row.coefficient(of: marker)
            recordConstant(target)
            perSymbol[target].row.constant += c * shift
            touch(target)
            queueIfInfeasible(target)
            if perSymbol[target].flags.kind == .dummy && abs(perSymbol[target].row.constant) > Tolerance.feasibility {
                if brokenDummy < 0 || target < brokenDummy { brokenDummy = target }
            }
        }
        for position in dependents.positions(of: marker) {
            let target = dependents.id(at: position)
            let c = perSymbol[target].row.coefficient(of: marker)
            recordConstant(target)
            perSymbol[target].row.constant += c * shift
            touch(target)
        }
        assert(objective[marker * levelCount] == 0, "a constant shift inside phase one")
        if brokenDummy >= 0 { return brokenDummy }
        return solving ? solve() : nil
    }

    /// Shifts each row `cell.symbol` of `targets` by `cell.coefficient × shift`, a planned shift's
    /// rows: the same writes in the same order as, row after row, ``recordConstant(_:)``,
    /// `perSymbol[t].row.constant += …` and ``touch(_:)``, then for the first `eagerCount` (eager
    /// rows) ``queueIfInfeasible(_:)`` and the broken-dummy test (the smallest id wins). Each
    /// target is distinct (a row holds the marker once), so one pass over the rows does it: the
    /// journal's entries and the newly touched and invalidated rows are written straight into
    /// their lists' storage, and the flags through the per-symbol buffer (no uniqueness or
    /// capacity check per row, no temporary buffer to copy from).
    @inline(__always)
    private mutating func shiftPlannedRows(
        _ targets: UnsafeBufferPointer<Cell>, eagerCount: Int, by shift: Double, brokenDummy: inout Int
    ) {
        let count = targets.count
        guard count > 0 else { return }
        let journals = journaling
        let epoch = journalEpoch
        let base = journalBase
        var saved = 0
        var newlyTouched = 0
        var newlyInvalidated = 0
        var broken = brokenDummy
        journal.append(atMost: journals ? count : 0, filler: .constant(0, 0)) { entries -> Int in
            touched.append(atMost: count, filler: 0) { touchedIds -> Int in
                invalidated.append(atMost: count, filler: 0) { invalidatedIds -> Int in
                    perSymbol.withUnsafeMutableBufferPointer { symbols in
                        for k in 0..<count {
                            let target = targets[k].symbol
                            let old = symbols[target].row.constant
                            if journals && target < base && symbols[target].stamps.row != epoch
                                && symbols[target].stamps.constant != epoch
                            {
                                symbols[target].stamps.constant = epoch
                                entries[saved] = .constant(target, old)
                                saved += 1
                            }
                            let constant = old + targets[k].coefficient * shift
                            symbols[target].row.constant = constant
                            if !symbols[target].flags.isTouched {
                                symbols[target].flags.isTouched = true
                                touchedIds[newlyTouched] = target
                                newlyTouched += 1
                            }
                            if !symbols[target].flags.isInvalidated {
                                symbols[target].flags.isInvalidated = true
                                invalidatedIds[newlyInvalidated] = target
                                newlyInvalidated += 1
                            }
                            guard k < eagerCount else { continue }
                            let kind = symbols[target].flags.kind
                            if constant < -Tolerance.feasibility && kind.isRestricted
                                && !symbols[target].flags.isInfeasibleQueued
                            {
                                symbols[target].flags.isInfeasibleQueued = true
                                infeasible.insert(target)
                            }
                            if kind == .dummy && abs(constant) > Tolerance.feasibility {
                                if broken < 0 || target < broken { broken = target }
                            }
                        }
                    }
                    return newlyInvalidated
                }
                return newlyTouched
            }
            return saved
        }
        brokenDummy = broken
    }

    /// The owners of the markers in the row of `symbol` and of `symbol` itself: the support of
    /// the infeasibility proof after a failed ``shiftMarker(_:by:)``.
    mutating func certificate(ofFailedRow symbol: Int) -> [Int] {
        var result: [Int] = []
        if perSymbol[symbol].flags.owner >= 0 { result.append(perSymbol[symbol].flags.owner) }
        for cell in perSymbol[symbol].row.cells where perSymbol[cell.symbol].flags.kind != .external {
            let o = perSymbol[cell.symbol].flags.owner
            if o >= 0 { result.append(o) }
        }
        return Array(Set(result)).sorted()
    }
}
