// Shift plans: what a constant shift of one marker touches, remembered between calls.
//
// A suggestion or constant change that needs no pivot moves the constants of the same rows
// every time (the marker's own row, its column, the lazy rows that mention it) and its check
// reads the same symbols and the same required records. A plan keeps those lists, with the
// coefficients, so that the next shift of the marker neither searches rows for the marker's
// coefficient nor walks the journal and the index lists again for its check.
//
// A plan is valid while `structureVersion` is the one it was made at: every write to a row's
// cells, an index list or a symbol's state or kind (install, takeRow, substitute, erase,
// pivot, new or dropped symbols, a rollback) and every change of the solver's index of
// required records moves the version on. Plans live inside the engine, so a rebuilt or
// restored engine carries only plans made for itself. The arithmetic and its order are the
// same with or without a plan: results are bit-identical.

/// What shifting one marker touches, for a given tableau structure.
struct ShiftPlan {
    var marker = -1
    var version: UInt64 = 0
    /// The marker's row moves too (it is eager basic).
    var markerIsBasic = false
    /// The rows that hold the marker, with its coefficient in each: first the eager rows, in
    /// `columns[marker]` order (the first ``eagerCount``), then the lazy rows that mention it, in
    /// `dependents[marker]` order. One array, so that a shift moves one list out of the plan
    /// and back (see ``Engine/shiftMarker(_:by:solving:)``).
    var cells: [Cell] = []
    var eagerCount = 0
    /// The lists below are filled (a plan starts as a stub at the marker's first shift).
    var isBuilt = false
    /// Filled after the first checked call that used the built plan without pivoting: the
    /// symbols ``Engine/symbolsWrittenByCall()`` lists for it (the first `writtenRowCount` are
    /// the rows written) and the records the solver's check reads, in the check's order.
    var isChecked = false
    var written: [Int] = []
    var writtenRowCount = 0
    var writtenExternals: [Int] = []
    /// For each of ``writtenExternals``, its slot in ``termSymbols`` (-1 if no checked record
    /// names it): the check reads its value there instead of evaluating it again.
    var writtenExternalSlots: [Int] = []
    /// The required ones among them (record, end of its terms, relation), with their terms
    /// copied flat (`recordTerms`, the terms of `checkedRecords[k]` ending at its `termEnd`): the
    /// check reads contiguous numbers, no record (a record copy retains its references), from
    /// two arrays. A record's terms and relation never change; its constant is read from the
    /// solver's `numbers` at each check. A term's `symbol` there is a slot of ``termSymbols``:
    /// the check reads each distinct symbol's value once (into ``termValues``), not once per
    /// term naming it (the same values, summed in the same order: the same results).
    var checkedRecords: [PlannedRecord] = []
    var recordTerms: [Cell] = []
    /// The distinct symbols of `recordTerms`, in order of first appearance.
    var termSymbols: [Int] = []
    /// Scratch for their values at a check (as long as ``termSymbols``).
    var termValues: [Double] = []
}

/// A required record a checked shift plan evaluates: its index, where its terms end in the
/// plan's `recordTerms` and its relation.
struct PlannedRecord {
    var index: Int
    var termEnd: Int
    var relation: Relation
}

extension Engine {
    /// The most plans kept (one per edit variable of a typical resize, with room to spare).
    static let shiftPlanCapacity = 4

    /// Drops every plan (the next shifts make new ones).
    @inline(__always)
    mutating func invalidateShiftPlans() {
        structureVersion &+= 1
    }

    /// The slot of a valid plan for `marker`, or nil.
    @inline(__always)
    func shiftPlanSlot(for marker: Int) -> Int? {
        for slot in shiftPlans.indices where shiftPlans[slot].marker == marker && shiftPlans[slot].version == structureVersion {
            return slot
        }
        return nil
    }

    /// Claims a slot for `marker` (a free or stale one, else the oldest) with a stub: no lists
    /// yet (``buildShiftPlan(_:)`` fills them at the marker's next shift). The caller sets its
    /// version once the shift is done. Returns the slot.
    mutating func makeShiftPlanStub(for marker: Int) -> Int {
        let slot: Int
        if let stale = shiftPlans.firstIndex(where: { $0.marker == marker || $0.version != structureVersion }) {
            slot = stale
        } else if shiftPlans.count < Engine.shiftPlanCapacity {
            shiftPlans.append(ShiftPlan())
            slot = shiftPlans.count - 1
        } else {
            slot = nextShiftPlanSlot
            nextShiftPlanSlot = (nextShiftPlanSlot + 1) % Engine.shiftPlanCapacity
        }
        shiftPlans[slot].marker = marker
        shiftPlans[slot].version = structureVersion
        shiftPlans[slot].isBuilt = false
        shiftPlans[slot].isChecked = false
        return slot
    }

    /// Fills the lists of the stub in `slot` from the current structure.
    mutating func buildShiftPlan(_ slot: Int) {
        var plan = ShiftPlan()
        swap(&plan, &shiftPlans[slot])
        let marker = plan.marker
        plan.markerIsBasic = perSymbol[marker].flags.state == .eager
        plan.cells.removeAll(keepingCapacity: true)
        for position in columns.positions(of: marker) {
            let target = columns.id(at: position)
            plan.cells.append(Cell(symbol: target, coefficient: perSymbol[target].row.coefficient(of: marker)))
        }
        plan.eagerCount = plan.cells.count
        for position in dependents.positions(of: marker) {
            let target = dependents.id(at: position)
            plan.cells.append(Cell(symbol: target, coefficient: perSymbol[target].row.coefficient(of: marker)))
        }
        plan.isBuilt = true
        swap(&plan, &shiftPlans[slot])
    }

    /// The plan the open call shifted with, if the call did nothing else to the tableau (no
    /// pivot, no new symbol, no other shift): its check can reuse the plan's lists.
    var shiftPlanOfCall: Int? {
        guard let slot = callShiftPlan, !callRestructured, journalBase == symbolCount,
            shiftPlans[slot].version == structureVersion
        else { return nil }
        return slot
    }
}

extension Engine {
    /// Keeps the open call's check lists in plan `slot` (its check passed the local part):
    /// ``writtenSymbols`` as ``symbolsWrittenByCall()`` left it and the required records the
    /// solver's check evaluated, in order, with their terms and relations.
    mutating func completeShiftPlan(_ slot: Int, records: [PlannedRecord], terms: [Cell]) {
        var plan = ShiftPlan()
        swap(&plan, &shiftPlans[slot])
        plan.written.removeAll(keepingCapacity: true)
        plan.written.append(contentsOf: writtenSymbols)
        plan.writtenRowCount = writtenRowCount
        while shiftPlanBounds.count <= slot { shiftPlanBounds.append(Engine.localCheckMagnitude) }
        shiftPlanBounds[slot] = min(callDeepReach, Engine.localCheckMagnitude)
        plan.writtenExternals.removeAll(keepingCapacity: true)
        for s in writtenSymbols where perSymbol[s].flags.kind == .external { plan.writtenExternals.append(s) }
        plan.checkedRecords = records
        // Each term names its symbol's slot in `termSymbols` (slots by first appearance).
        var slots: [Int: Int] = [:]
        plan.termSymbols.removeAll(keepingCapacity: true)
        plan.recordTerms = terms
        for t in plan.recordTerms.indices {
            let s = plan.recordTerms[t].symbol
            let slot: Int
            if let known = slots[s] {
                slot = known
            } else {
                slot = plan.termSymbols.count
                slots[s] = slot
                plan.termSymbols.append(s)
            }
            plan.recordTerms[t].symbol = slot
        }
        plan.termValues = [Double](repeating: 0, count: plan.termSymbols.count)
        plan.writtenExternalSlots = plan.writtenExternals.map { slots[$0] ?? -1 }
        plan.isChecked = true
        swap(&plan, &shiftPlans[slot])
    }

    /// Moves plan `slot` out of the engine into `holder` (an empty plan, left in its place), for a
    /// check that reads its lists while it evaluates values (``plannedWrittenCheck(_:bound:)``): one
    /// access to ``shiftPlans`` for the whole check instead of a move out and back per list
    /// (each a uniqueness check of ``shiftPlans`` and a release). Put it back with
    /// ``returnShiftPlan(_:to:)`` before anything else reads the plans.
    @inline(__always)
    mutating func takeShiftPlan(_ slot: Int, into holder: inout ShiftPlan) {
        swap(&holder, &shiftPlans[slot])
    }

    /// Puts back in `slot` the plan ``takeShiftPlan(_:into:)`` moved into `holder` (which gets
    /// its empty plan back).
    @inline(__always)
    mutating func returnShiftPlan(_ holder: inout ShiftPlan, to slot: Int) {
        swap(&holder, &shiftPlans[slot])
    }

    /// ``symbolsWrittenByCall()``'s finiteness and magnitude test on the lists of a checked plan
    /// (moved out of the engine, ``takeShiftPlan(_:into:)``): whether a written constant exceeds
    /// `bound`, the plan's ``shiftPlanBounds`` entry (beyond which the walk could list more than
    /// the plan holds), or a value read exceeds ``localCheckMagnitude`` — then the caller checks
    /// in full —, or nil if one is not finite. Also leaves the current
    /// values of the plan's term symbols in its `termValues` (for ``Solver``'s check of the
    /// plan's records), evaluated once: a written external that a checked record names is read
    /// there, not evaluated a second time. (A value does not depend on the order of evaluation: a
    /// definition sums its references in its own order, each evaluated the same way.)
    ///
    /// The plan is a local of the caller, not part of the engine: its lists are read in place
    /// while `value(of:)` writes cached values, with no reference counting.
    mutating func plannedWrittenCheck(_ plan: inout ShiftPlan, bound: Double) -> Bool? {
        var large = false
        let rowCount = min(plan.writtenRowCount, plan.written.count)
        let rowsFinite = plan.written.withUnsafeBufferPointer { written -> Bool in
            for k in 0..<rowCount {
                let constant = perSymbol[written[k]].row.constant
                guard constant.isFinite else { return false }
                if abs(constant) > bound { large = true }
            }
            return true
        }
        guard rowsFinite else { return nil }
        let count = min(plan.termSymbols.count, plan.termValues.count)
        // Written through the buffer: no uniqueness check per value.
        plan.termValues.withUnsafeMutableBufferPointer { values in
            plan.termSymbols.withUnsafeBufferPointer { symbols in
                var k = 0
                while k < count {
                    values[k] = value(of: symbols[k])
                    k += 1
                }
            }
        }
        let finite = plan.writtenExternals.withUnsafeBufferPointer { externals -> Bool in
            plan.writtenExternalSlots.withUnsafeBufferPointer { slots -> Bool in
                plan.termValues.withUnsafeBufferPointer { values -> Bool in
                    for k in externals.indices {
                        let termSlot = k < slots.count ? slots[k] : -1
                        let v = termSlot >= 0 && termSlot < count ? values[termSlot] : value(of: externals[k])
                        guard v.isFinite else { return false }
                        if abs(v) > Engine.localCheckMagnitude { large = true }
                    }
                    return true
                }
            }
        }
        return finite ? large : nil
    }
}
