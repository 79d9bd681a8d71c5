// The check after every public mutating call (issue 13): the call keeps its changes only if
// it stayed within the pivot bound, the rows it wrote and the values read through them are
// finite, and every required constraint those rows reach holds within the tolerance below
// (which constraints, and why that suffices: the DocC article's "Which constraints the check
// reads"). Otherwise the engine's journal and the call's own undo put the solver back exactly
// as it was and the call throws. See the DocC article "Numerical robustness".

/// How to undo a call's solver-side bookkeeping when its check fails.
enum CallUndo {
    case nothing
    /// Put record `index`'s constant back (in `numbers` and in the record).
    case constant(Int, Double)
    /// Undo the call's ``Solver/insert(_:)`` (``Solver/undoInsert()``).
    case insertion
    case closure(() -> Void)
}

extension Solver {
    /// How far a required constraint may be off after a call: `1e-7 × max(1, |constant|,
    /// max |coefficient × value|)`, i.e. relative to the largest magnitude in its evaluation
    /// (the rounding of a sum grows with its largest term, not with its result).
    static let requiredTolerance = 1e-7

    /// Runs `body` (which returns the undo of its solver-side bookkeeping) as a checked
    /// transaction named `call` in errors. A failed check first tries a rebuild of the tableau
    /// from the records (Solver+Recovery.swift); the call throws only if that fails too.
    func checkedCall(
        _ call: @autoclosure () -> String, _ body: () throws(SolverError) -> () -> Void
    ) throws(SolverError) {
        try checkedCall(call()) { () throws(SolverError) -> CallUndo in .closure(try body()) }
    }

    /// The same, for a body whose undo is data (a constant change or a suggestion: no closure
    /// to allocate per call).
    func checkedCall(_ call: @autoclosure () -> String, _ body: () throws(SolverError) -> CallUndo) throws(SolverError) {
        engine.beginCall()
        rebuiltInCall = false
        let undo: CallUndo
        do throws(SolverError) {
            undo = try body()
        } catch {
            engine.endCall(keep: false)
            throw error
        }
        if rebuiltInCall {
            // The engine is a rebuild that passed the full check (Solver+Recovery.swift).
            rebuiltInCall = false
            engine.endCall(keep: true)
            return
        }
        if let failure = verifyCall(call) ?? (forcesRecoveryForTesting ? .numericalFailure("\(call()): recovery forced for testing") : nil)
        {
            engine.endCall(keep: false)
            // The records hold the call's new state, the engine its state before the call.
            if recoverByRebuilding() { return }
            perform(undo)
            throw failure
        }
        // An ill-scaled solver's values are refined once the calls' work adds up
        // (Solver+RefinementDebt.swift); a layout's solver is never ill-scaled.
        if isIllScaled { payRefinementDebt() }
        if engine.endCall(keep: true) { reviewOptimality() }
    }

    /// Undoes a call's solver-side bookkeeping.
    private func perform(_ undo: CallUndo) {
        switch undo {
        case .nothing: break
        case let .constant(index, constant):
            numbers[index].constant = constant
            records[index]?.constant = constant
        case .insertion: undoInsert()
        case let .closure(body): body()
        }
    }

    /// The reason the open call must be undone, or nil if it checks out.
    ///
    /// Local check (the rows the call wrote, see the DocC article "Numerical robustness"):
    /// the required records that name a symbol of a written row (basic or in a cell), of a
    /// lazy row reading one directly or of a definition an amplifying chain reaches from those
    /// (``Engine/appendAmplifyingReaders(to:after:largestConstant:)``), and the records whose
    /// marker or error is such a symbol —
    /// among them every record the call added or changed. Where a value there is beyond
    /// ``Engine/localCheckMagnitude``, also the full check: every required record on every
    /// variable whose value the call may have changed.
    /// - Complexity: local: O(the rows the call wrote, their cells and direct readers, and the
    ///   terms of the records found there); full: O(rows the call wrote + the lazy rows reading
    ///   them transitively + the terms of the required records on their variables).
    func verifyCall(_ call: () -> String) -> SolverError? {
        if engine.pivotBudgetExceeded {
            return .numericalFailure(
                "\(call()) took more than \(Engine.pivotBound(symbols: engine.symbolCount)) pivots (the bound for \(engine.symbolCount) symbols): cycling on rounding"
            )
        }
        if engine.metUnlimitedImprovement {
            return .numericalFailure(
                "\(call()) met a symbol whose reduced cost improves the objective without limit: the costs drifted, the result may not be optimal"
            )
        }
        // The records checked are read only by `completeShiftPlan` (this call's): the local pass
        // lists them only when a plan will keep them, the full check's `checkRequired(record:)`
        // always, so the list is emptied here whenever it holds anything (it never grows from
        // call to call).
        if !recordsChecked.isEmpty { recordsChecked.removeAll(keepingCapacity: true) }
        let plan = engine.shiftPlanOfCall
        if let plan, engine.shiftPlans[plan].isChecked {
            // A shift that needed no pivot, checked before on the same structure: the same
            // symbols and records, read from the plan (Engine+ShiftPlans.swift).
            engine.shiftPlanReuses += 1
            // The plan is moved out of the engine for both passes and back before anything else
            // reads the plans: one access to the engine's plans instead of one per list.
            engine.takeShiftPlan(plan, into: &shiftPlanInCheck)
            let large = engine.plannedWrittenCheck(&shiftPlanInCheck, bound: engine.shiftPlanBounds[plan])
            let failed = large == nil ? nil : firstPlannedViolation(shiftPlanInCheck)
            engine.returnShiftPlan(&shiftPlanInCheck, to: plan)
            guard let large else { return nonFinite(call) }
            if let (index, off) = failed {
                return .numericalFailure("\(call()) would leave the required constraint \(boundConstraint(ofRecord: index)) off by \(off)")
            }
            guard large else { return nil }
            // The full check skips the records the local one evaluated (stamped, as there).
            checkEpoch &+= 1
            for record in engine.shiftPlans[plan].checkedRecords { numbers[record.index].checkStamp = checkEpoch }
            // (Only the required ones: the soft ones the local check passed over need no check.)
            return checkChangedExternals(call)
        }
        // The externals' values are tested in the walk of the records (one walk of the written
        // symbols instead of two: past the cache's size each read every symbol's record again).
        guard var large = engine.symbolsWrittenByCall(checkingValues: false) else { return nonFinite(call) }
        checkEpoch &+= 1
        if !engine.writtenSymbols.isEmpty {
            switch localCheck(listingChecked: plan != nil, checkingValues: true) {
            case .nonFinite: return nonFinite(call)
            case let .violation(index, off):
                return .numericalFailure("\(call()) would leave the required constraint \(boundConstraint(ofRecord: index)) off by \(off)")
            case let .holds(valuesLarge): large = large || valuesLarge
            }
        }
        // A list that holds only because of a definition's value (the walk's carried rule) is
        // not kept: each such shift walks again (Engine/appendAmplifyingReaders).
        if let plan, engine.callDeepReach > engine.callLargestWritten { completeShiftPlan(plan) }
        guard large else { return nil }
        return checkChangedExternals(call)
    }

    /// The local check's records (see ``verifyCall(_:)``), in the order of
    /// ``Engine/writtenSymbols``: for an external, the required records listed under it; for a
    /// slack or dummy, its owner. Each record is evaluated once per check (its `checkStamp`),
    /// by ``violation(ofRecord:)``'s arithmetic. Returns the first record found off and by how
    /// much, or nil. Lists the records it stamps in ``recordsChecked`` if `listingChecked`.
    ///
    /// One pass with the record arrays moved out of the solver and back (nothing here reads them
    /// through `self`): each record's stamp, flags and terms are read in place, with no
    /// uniqueness check or reference counting per record (the check of record by record paid
    /// about 250 instructions each, half of it in such overhead). A record is read from its
    /// ``RecordNumbers`` alone (a removed one is not required there), not from ``records``.
    /// - Complexity: O(written symbols + the terms of the records reached).
    func firstViolationAmongWritten(listingChecked: Bool) -> (index: Int, off: Double)? {
        switch localCheck(listingChecked: listingChecked, checkingValues: false) {
        case let .violation(index, off): (index, off)
        case .holds, .nonFinite: nil
        }
    }

    /// What ``localCheck(listingChecked:checkingValues:)`` found.
    enum LocalCheckResult {
        /// Every record checked holds; `large`: some external's value is beyond
        /// ``Engine/localCheckMagnitude``.
        case holds(large: Bool)
        /// The first record found off, and by how much.
        case violation(index: Int, off: Double)
        /// An external's value is not finite.
        case nonFinite
    }

    /// ``firstViolationAmongWritten(listingChecked:)``'s walk. With `checkingValues`, it also
    /// makes the test ``Engine/symbolsWrittenByCall(rowsWritten:checkingValues:)`` leaves to it:
    /// every written external's value, finite (else `.nonFinite`, whatever record was found off:
    /// the test came first) and within ``Engine/localCheckMagnitude`` (else `large`). After the
    /// first record found off it only tests values (the records after it are neither evaluated
    /// nor stamped nor listed, as when the walk stopped there).
    func localCheck(listingChecked: Bool, checkingValues: Bool) -> LocalCheckResult {
        var hot: [RecordNumbers] = []
        swap(&hot, &numbers)
        defer { swap(&hot, &numbers) }
        var written = ReusableList<Int>()
        swap(&written, &engine.writtenSymbols)
        defer { swap(&written, &engine.writtenSymbols) }
        var pool: [Cell] = []
        swap(&pool, &termPool)
        defer { swap(&pool, &termPool) }
        let epoch = checkEpoch
        let indexed = requiredRecordsBySymbol.count
        let recordCount = min(records.count, hot.count)
        return pool.withUnsafeBufferPointer { pool -> LocalCheckResult in
            hot.withUnsafeMutableBufferPointer { hot -> LocalCheckResult in
                // Checks record `index` unless checked already this call: its violation, or nil.
                func check(_ index: Int) -> Double? {
                    guard index < recordCount, hot[index].checkStamp != epoch else { return nil }
                    hot[index].checkStamp = epoch
                    if listingChecked { recordsChecked.append(index) }
                    guard hot[index].isRequired else { return nil }
                    return violation(of: hot[index], terms: pool)
                }
                var found: (index: Int, off: Double)?
                var large = false
                for s in written {
                    switch engine.perSymbol[s].flags.kind {
                    case .external:
                        if checkingValues {
                            let v = engine.value(of: s)
                            guard v.isFinite else { return .nonFinite }
                            if abs(v) > Engine.localCheckMagnitude { large = true }
                        }
                        guard found == nil, s < indexed else { continue }
                        for position in requiredRecordsBySymbol.positions(of: s) {
                            let index = requiredRecordsBySymbol.id(at: position)
                            if let off = check(index) {
                                found = (index, off)
                                break
                            }
                        }
                    case .error, .artificial:
                        continue  // owned by soft constraints (or none)
                    case .slack, .dummy:
                        guard found == nil else { continue }
                        let owner = engine.perSymbol[s].flags.owner
                        if owner >= 0, let off = check(owner) { found = (owner, off) }
                    }
                    if found != nil, !checkingValues { break }
                }
                if let (index, off) = found { return .violation(index: index, off: off) }
                return .holds(large: large)
            }
        }
    }

    /// How far the live required record with numbers `numbers` (its terms in `pool`, a buffer of
    /// ``termPool``) is off beyond the tolerance, or nil if it holds: the arithmetic of
    /// ``violation(of:_:terms:)`` on the same constant, relation and terms (``RecordNumbers``
    /// mirrors them).
    @inline(__always)
    private func violation(of numbers: RecordNumbers, terms pool: UnsafeBufferPointer<Cell>) -> Double? {
        let constant = numbers.constant
        var sum = constant
        var scale = max(1, abs(constant))
        for t in numbers.termRange {
            let term = pool[t]
            let product = term.coefficient * engine.value(of: term.symbol)
            sum += product
            scale = max(scale, abs(product))
        }
        return Solver.excess(sum, relation: numbers.relation, scale: scale)
    }

    /// How far record `index` of `buffer` (a required one, its terms in `pool`, a buffer of
    /// ``termPool``) is off beyond the tolerance, or nil if it holds: its terms' sum, read in
    /// place, in the terms' order (the scale: the largest magnitude summed, see
    /// ``requiredTolerance``).
    @inline(__always)
    private func violation(
        of buffer: UnsafeBufferPointer<ConstraintRecord?>, _ index: Int, terms pool: UnsafeBufferPointer<Cell>
    ) -> Double? {
        guard let relation = buffer[index]?.relation, let constant = buffer[index]?.constant,
            let range = buffer[index]?.termRange
        else { return nil }
        var sum = constant
        var scale = max(1, abs(constant))
        for t in range {
            let term = pool[t]
            let product = term.coefficient * engine.value(of: term.symbol)
            sum += product
            scale = max(scale, abs(product))
        }
        return Solver.excess(sum, relation: relation, scale: scale)
    }

    /// The full check: every required record on a variable whose value the open call may have changed.
    private func checkChangedExternals(_ call: () -> String) -> SolverError? {
        guard let externals = engine.changedExternalsOfCall() else { return nonFinite(call) }
        for s in externals {
            if let failure = checkRequired(onSymbol: s, call) { return failure }
        }
        return nil
    }

    private func nonFinite(_ call: () -> String) -> SolverError {
        .nonFiniteResult("\(call()) would give a variable a non-finite value (overflow)")
    }

    /// Keeps the records the local check just evaluated in shift plan `plan`: the required ones,
    /// with their terms and relations (Engine+ShiftPlans.swift).
    private func completeShiftPlan(_ plan: Int) {
        var required: [PlannedRecord] = []
        var terms: [Cell] = []
        for index in recordsChecked where numbers[index].isRequired {
            guard let record = records[index] else { continue }
            terms.append(contentsOf: termPool[record.termRange])
            required.append(PlannedRecord(index: index, termEnd: terms.count, relation: record.relation))
        }
        engine.completeShiftPlan(plan, records: required, terms: terms)
    }

    /// The first required record of checked shift plan `plan` (moved out of the engine,
    /// ``Engine/takeShiftPlan(_:into:)``) found off, and by how much, or nil; in the order of the
    /// check that made the plan, with ``violation(ofRecord:)``'s arithmetic on the plan's flat
    /// copy of their terms (the same arithmetic in the same order). Reads the values
    /// ``Engine/plannedWrittenCheck(_:bound:)`` left in the plan (each distinct symbol's once: a term
    /// holds its symbol's slot) and each record's constant from ``numbers``.
    private func firstPlannedViolation(_ plan: ShiftPlan) -> (index: Int, off: Double)? {
        plan.checkedRecords.withUnsafeBufferPointer { planned in
            plan.recordTerms.withUnsafeBufferPointer { terms in
                plan.termValues.withUnsafeBufferPointer { values in
                    numbers.withUnsafeBufferPointer { numbers -> (index: Int, off: Double)? in
                        var start = 0
                        for record in planned {
                            precondition(record.index < numbers.count, "a planned record beyond the records")
                            let constant = numbers[record.index].constant
                            var sum = constant
                            var scale = max(1, abs(constant))
                            for t in start..<record.termEnd {
                                let product = terms[t].coefficient * values[terms[t].symbol]
                                sum += product
                                scale = max(scale, abs(product))
                            }
                            start = record.termEnd
                            if let off = Solver.excess(sum, relation: record.relation, scale: scale) {
                                return (record.index, off)
                            }
                        }
                        return nil
                    }
                }
            }
        }
    }

    /// Checks the required records listed under external symbol `s` not yet checked this call.
    private func checkRequired(onSymbol s: Int, _ call: () -> String) -> SolverError? {
        guard s < requiredRecordsBySymbol.count else { return nil }
        // By position in the pooled buffer (checking a record writes no list): no copy of the
        // list, no reference to the buffer held.
        for position in requiredRecordsBySymbol.positions(of: s) {
            if let failure = checkRequired(record: requiredRecordsBySymbol.id(at: position), call) { return failure }
        }
        return nil
    }

    /// Checks record `index` if it is live and required and not yet checked this call.
    private func checkRequired(record index: Int, _ call: () -> String) -> SolverError? {
        guard index < records.count, index < numbers.count, numbers[index].checkStamp != checkEpoch else { return nil }
        numbers[index].checkStamp = checkEpoch
        recordsChecked.append(index)
        // `numbers` mirrors the record without reference counting: skip soft ones cheaply.
        guard numbers[index].isRequired else { return nil }
        guard let off = violation(ofRecord: index) else { return nil }
        return .numericalFailure("\(call()) would leave the required constraint \(boundConstraint(ofRecord: index)) off by \(off)")
    }

    /// The violation of record `index` if it is live and required, with no reference
    /// counting: the check runs for every record a call reaches. `records` is moved into a
    /// local for the evaluation and back after (the evaluation reads no record), and read in
    /// place there, its terms one by one: copying a record, or reading `records` or the terms
    /// through `self`, retained and released them (an atomic pair each per record).
    func violation(ofRecord index: Int) -> Double? {
        var all: [ConstraintRecord?] = []
        swap(&all, &records)
        defer { swap(&all, &records) }
        var pool: [Cell] = []
        swap(&pool, &termPool)
        defer { swap(&pool, &termPool) }
        return all.withUnsafeBufferPointer { buffer -> Double? in
            guard buffer[index]?.isRequired == true else { return nil }
            return pool.withUnsafeBufferPointer { pool in violation(of: buffer, index, terms: pool) }
        }
    }

    /// How far `sum OP 0` is off beyond the tolerance for `scale`, or nil if it holds.
    @inline(__always)
    static func excess(_ sum: Double, relation: Relation, scale: Double) -> Double? {
        let off: Double
        switch relation {
        case .equal: off = abs(sum)
        case .lessThanOrEqual: off = max(0, sum)
        case .greaterThanOrEqual: off = max(0, -sum)
        }
        return off <= Solver.requiredTolerance * scale ? nil : off
    }

    /// Lists a required record under each of its variables (its terms: `termRange` of
    /// ``termPool``).
    func indexRequired(_ index: Int, termRange: Range<Int>) {
        engine.invalidateShiftPlans()  // a plan lists the records its check reads
        for t in termRange {
            let term = termPool[t]
            requiredRecordsBySymbol.ensureCount(term.symbol + 1)
            // A record is indexed once, when it is new or comes back (every removal unindexes
            // it first), so an earlier entry of `index` can only be this call's own, for a
            // variable named twice in `terms`: the list's last element. A `contains` here
            // walked lists as long as the constraints on one variable (a window's width: all
            // of them), making N adds quadratic.
            if requiredRecordsBySymbol.last(of: term.symbol) != index { requiredRecordsBySymbol.append(index, to: term.symbol) }
        }
    }

    /// Removes a required record from the lists of its variables.
    ///
    /// A list holds the record once (``indexRequired(_:terms:)``), so removing its last
    /// occurrence is removing all of them, in the same order; searched from the end, a
    /// recently added record is found without a walk over every record of a shared variable.
    func unindexRequired(_ index: Int, termRange: Range<Int>) {
        engine.invalidateShiftPlans()
        for t in termRange where termPool[t].symbol < requiredRecordsBySymbol.count {
            let term = termPool[t]
            requiredRecordsBySymbol.remove(index, from: term.symbol, keepingOrder: true)
        }
    }
}
