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
            shiftRows(all, by: shift)
            touchShiftedRows(all, eagerCount: eagerCount, brokenDummy: &brokenDummy)
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

    /// Saves (journal) and moves the constant of each row `cell.symbol` of `targets` by
    /// `cell.coefficient × shift`: the same writes as ``recordConstant(_:)`` and
    /// `perSymbol[t].row.constant += …` per row, done as two passes over the per-symbol buffer. The
    /// journal's entries are gathered in a temporary buffer and appended at once (no capacity or
    /// uniqueness check of `journal` per row).
    @inline(__always)
    private mutating func shiftRows(_ targets: UnsafeBufferPointer<Cell>, by shift: Double) {
        if journaling && !targets.isEmpty {
            let epoch = journalEpoch
            let base = journalBase
            withUnsafeTemporaryAllocation(of: JournalEntry.self, capacity: targets.count) { entries in
                let saved = perSymbol.withUnsafeMutableBufferPointer { symbols -> Int in
                    var n = 0
                    for cell in targets {
                        let target = cell.symbol
                        guard target < base && symbols[target].stamps.row != epoch && symbols[target].stamps.constant != epoch
                        else { continue }
                        symbols[target].stamps.constant = epoch
                        entries.initializeElement(at: n, to: .constant(target, symbols[target].row.constant))
                        n += 1
                    }
                    return n
                }
                // (Entries hold numbers only: nothing to deinitialize.)
                if saved > 0 { journal.append(contentsOf: UnsafeBufferPointer(rebasing: entries[0..<saved])) }
            }
        }
        perSymbol.withUnsafeMutableBufferPointer { symbols in
            for cell in targets { symbols[cell.symbol].row.constant += cell.coefficient * shift }
        }
    }

    /// ``touch(_:)`` of each row in `targets` and, for the first `eagerCount` (eager rows),
    /// ``queueIfInfeasible(_:)`` and the broken-dummy test (the smallest id wins): the same writes
    /// in the same order as those calls one row at a time, done in one pass over the per-symbol
    /// buffer (no uniqueness check of `perSymbol` per row and flag). The rows newly touched and
    /// invalidated are gathered in a temporary buffer and appended to ``touched`` and
    /// ``invalidated`` at once, in the same order (no capacity or uniqueness check per row).
    @inline(__always)
    private mutating func touchShiftedRows(_ targets: UnsafeBufferPointer<Cell>, eagerCount: Int, brokenDummy: inout Int) {
        let count = targets.count
        guard count > 0 else { return }
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * count) { ids in
            var newlyTouched = 0
            var newlyInvalidated = 0
            perSymbol.withUnsafeMutableBufferPointer { symbols in
                for k in 0..<count {
                    let target = targets[k].symbol
                    if !symbols[target].flags.isTouched {
                        symbols[target].flags.isTouched = true
                        ids.initializeElement(at: newlyTouched, to: target)
                        newlyTouched += 1
                    }
                    if !symbols[target].flags.isInvalidated {
                        symbols[target].flags.isInvalidated = true
                        ids.initializeElement(at: count + newlyInvalidated, to: target)
                        newlyInvalidated += 1
                    }
                    guard k < eagerCount else { continue }
                    let constant = symbols[target].row.constant
                    let kind = symbols[target].flags.kind
                    if constant < -Tolerance.feasibility && kind.isRestricted && !symbols[target].flags.isInfeasibleQueued {
                        symbols[target].flags.isInfeasibleQueued = true
                        infeasible.insert(target)
                    }
                    if kind == .dummy && abs(constant) > Tolerance.feasibility {
                        if brokenDummy < 0 || target < brokenDummy { brokenDummy = target }
                    }
                }
            }
            if newlyTouched > 0 { touched.append(contentsOf: UnsafeBufferPointer(rebasing: ids[0..<newlyTouched])) }
            if newlyInvalidated > 0 {
                invalidated.append(contentsOf: UnsafeBufferPointer(rebasing: ids[count..<(count + newlyInvalidated)]))
            }
        }
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
