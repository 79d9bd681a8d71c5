import Synchronization

// Structure reuse (issue 12, item 2): a solver that just solved a batch of constraints can be
// captured as a snapshot, and an empty solver given a batch of the same *structure* (the same
// terms, relations and priorities, over other variables, with other constants) can start from
// that solved tableau instead of inserting and pivoting row by row.
//
// Why it is sound: a tableau's coefficients depend only on the constraint matrix and the
// basis, never on the constants. With an equal matrix, the snapshot's tableau is the new
// system's tableau for the same basis; only the row constants differ. Each constraint whose
// constant differs is then changed in place, exactly as `setConstant(_:of:)` does (the marker's
// column moves, the dual simplex repairs infeasible rows), so the result is an optimum of the
// new system. It equals the optimum a fresh solve finds when the optimum is unique in the
// external variables, which `hasUniqueExternalOptimum()` checks (no symbol that could enter
// at zero cost moves an external value); otherwise, and on any failure, the solver is left
// empty and the caller takes the fresh path.

extension Engine {
    /// Keeps in ``touched`` (the symbols written since the last change report) only the
    /// externals the next report would visit: those listed and those reading a listed symbol
    /// through lazy rows (directly or not); the others leave the list and lose their flag.
    ///
    /// The next report is unchanged: it reports, sorted, the externals it visits (the listed
    /// ones and the lazy rows reading them) whose value differs from the last reported one, and
    /// visits the same externals from the narrowed list (each is listed). A snapshot is
    /// narrowed so (every symbol of its batch is listed): an adopting solver's first report walks
    /// its externals, not every row.
    /// - Complexity: O(listed symbols + the lazy rows reading them).
    mutating func narrowTouchedToExternals() {
        if !invalidated.isEmpty { return }  // (values pending invalidation: left as they are)
        visitEpoch &+= 1
        let epoch = visitEpoch
        var frontier: [Int] = []
        touched.withUnsafeBufferPointer { list in
            for s in list where s < symbolCount && perSymbol[s].stamps.visit != epoch {
                perSymbol[s].stamps.visit = epoch
                frontier.append(s)
            }
        }
        appendLazyReaders(to: &frontier, epoch: epoch)
        touched.removeAll()
        for s in frontier {
            if perSymbol[s].flags.kind == .external {
                perSymbol[s].flags.isTouched = true
                touched.append(s)
            } else {
                perSymbol[s].flags.isTouched = false
            }
        }
    }

    /// Appends the rows a shift of `marker` writes (``shiftMarkerWithoutPlan(_:by:)``): its own
    /// row if it is basic, the eager rows of its column and the lazy rows reading it. (Mutating
    /// only to be called in place: a call on a copy of the solver's engine copied every table.)
    mutating func appendRows(shiftedBy marker: Int, to rows: inout [Int]) {
        if perSymbol[marker].flags.state == .eager { rows.append(marker) }
        for position in columns.positions(of: marker) { rows.append(columns.id(at: position)) }
        for position in dependents.positions(of: marker) { rows.append(dependents.id(at: position)) }
    }
}

/// A solved solver's state right after a batch was added to it empty, without its variables
/// and constraints (it keeps no object alive): what ``Solver/adopt(_:for:)`` starts a batch of
/// the same structure from.
package final class SolverSnapshot: Sendable {
    /// What a record was, without its constraint.
    struct RecordShape {
        /// Its terms' run in the snapshot's ``termPool``.
        var termStart: Int32
        var termCount: Int32
        var relation: Relation
        var constant: Double
        var priority: Priority
        var marker: Int
        var other: Int
    }

    /// The structure it was solved for.
    package let signature: StructureSignature
    let engine: Engine
    let records: [RecordShape?]
    /// The solver's ``Solver/termPool`` (shared, not copied, until one side writes).
    let termPool: [Cell]
    let termPoolGarbage: Int
    let numbers: [RecordNumbers]
    let freeRecords: [Int]
    let requiredRecordsBySymbol: IndexLists
    /// The record of each constraint of the batch, by position.
    let recordOfConstraint: [Int]
    /// The symbol of each variable slot.
    let slotSymbols: [Int]
    /// The inverses: per record, the position of its constraint in the batch (-1: none); per
    /// symbol, its variable's slot (-1: an internal symbol).
    let constraintOfRecord: [Int]
    let slotOfSymbol: [Int]

    init(
        signature: StructureSignature, engine: Engine, records: [RecordShape?], termPool: [Cell], termPoolGarbage: Int,
        numbers: [RecordNumbers], freeRecords: [Int], requiredRecordsBySymbol: IndexLists, recordOfConstraint: [Int],
        slotSymbols: [Int]
    ) {
        self.signature = signature
        self.engine = engine
        self.records = records
        self.termPool = termPool
        self.termPoolGarbage = termPoolGarbage
        self.numbers = numbers
        self.freeRecords = freeRecords
        self.requiredRecordsBySymbol = requiredRecordsBySymbol
        self.recordOfConstraint = recordOfConstraint
        self.slotSymbols = slotSymbols
        var constraintOfRecord = [Int](repeating: -1, count: records.count)
        for (position, index) in recordOfConstraint.enumerated() { constraintOfRecord[index] = position }
        self.constraintOfRecord = constraintOfRecord
        var slotOfSymbol = [Int](repeating: -1, count: engine.symbolCount)
        for (slot, symbol) in slotSymbols.enumerated() { slotOfSymbol[symbol] = slot }
        self.slotOfSymbol = slotOfSymbol
    }
}

extension Solver {
    /// Captures the solver's state after `batch` was added to it empty (and nothing else), or
    /// nil when the state is not one a batch of the same structure may start from: other
    /// constraints or edit variables present, a rebuild happened, or the optimum is not unique
    /// in the external variables.
    ///
    /// - Complexity: O(symbols × priority levels + terms); the engine's storage is shared, not
    ///   copied, until one side writes.
    package func snapshot(of batch: ConstraintBatch) -> SolverSnapshot? {
        guard pendingBinding == nil, edits.isEmpty, forgetCandidates.isEmpty, !engine.journaling, engine.recoveries == 0,
            recordIndex.count == batch.constraints.count, engine.candidates.isEmpty, engine.infeasible.isEmpty,
            hasUniqueExternalOptimum()
        else { return nil }
        var recordOfConstraint: [Int] = []
        recordOfConstraint.reserveCapacity(batch.constraints.count)
        for c in batch.constraints {
            guard let index = recordIndex[ObjectIdentifier(c)], let record = records[index], record.constraint === c
            else { return nil }
            recordOfConstraint.append(index)
        }
        var slotSymbols: [Int] = []
        slotSymbols.reserveCapacity(batch.variables.count)
        for v in batch.variables {
            guard let s = knownSymbol(of: v.takeUnretainedValue()) else { return nil }
            slotSymbols.append(s)
        }
        let shapes = records.map { record in
            record.map {
                SolverSnapshot.RecordShape(
                    termStart: $0.termStart, termCount: $0.termCount, relation: $0.relation, constant: $0.constant,
                    priority: $0.priority, marker: $0.marker, other: $0.other)
            }
        }
        // Stamps of this solver's checks mean nothing to an adopting one's.
        var numbers = numbers
        for i in numbers.indices { numbers[i].checkStamp = 0 }
        // Every symbol was written by the batch: the change report an adopting solver reads
        // first needs only the externals among them (see `narrowTouchedToExternals()`).
        var engine = engine
        engine.narrowTouchedToExternals()
        return SolverSnapshot(
            signature: batch.signature, engine: engine, records: shapes, termPool: termPool,
            termPoolGarbage: termPoolGarbage, numbers: numbers, freeRecords: freeRecords,
            requiredRecordsBySymbol: requiredRecordsBySymbol, recordOfConstraint: recordOfConstraint,
            slotSymbols: slotSymbols)
    }

    /// Adds `batch` to this empty solver by starting from `snapshot` (a solved batch of the same
    /// structure): its variables and constraints take the places of the snapshot's, then each
    /// constant that differs is changed in place. Returns false, leaving the solver empty, when
    /// the solver is not empty, the structures differ, the batch is invalid, a changed constant
    /// cannot be satisfied or fails the solver's check, or the optimum reached is not unique in
    /// the external variables; the caller then adds the batch the ordinary way (which reports
    /// whatever went wrong exactly as it always does).
    ///
    /// On success the solver is as if the batch had been added with
    /// ``addConstraints(_:)``: same constraints, same variables, an optimum of the same
    /// system; ``SolverStatistics/pivots`` counts only the pivots the constant changes made.
    ///
    /// - Complexity: O(symbols + terms) to rebind, plus one in-place constant change per
    ///   differing constant (O(rows holding its marker + dual pivots)), plus the check: of the
    ///   rows the shifts wrote when nothing pivoted (``adoptedChangesCheckOut(rowsWritten:)``),
    ///   else of the whole result (``adoptedStateChecksOut()``: O(symbols + terms of the
    ///   required records)).
    ///   The identity tables (``variableSymbols``, ``recordIndex``) are built at their first use,
    ///   O(symbols + records), if ever.
    package func adopt(_ snapshot: SolverSnapshot, for batch: ConstraintBatch) -> Bool {
        guard beginAdoption(snapshot, for: batch) else { return false }
        // A constraint listed twice, or a non-finite constant, takes the fresh path (whose
        // validation reports it). A second listing is found through the cache the first one
        // set (a record of this adoption naming the same constraint).
        let constraints = batch.constraints
        let tagBits = tag << 32
        var valid = true
        let recordCount = snapshot.records.count
        records = [ConstraintRecord?](unsafeUninitializedCapacity: recordCount) { buffer, count in
            count = 0
            for index in 0..<recordCount {
                let position = snapshot.constraintOfRecord[index]
                guard position >= 0 else {
                    buffer.initializeElement(at: index, to: nil)
                    count += 1
                    continue
                }
                let c = constraints[position]
                let packed = c.solverCache.load(ordering: .relaxed)
                if packed >> 32 == tag {
                    let earlier = Int(truncatingIfNeeded: packed & 0xFFFF_FFFF)
                    if earlier < index && buffer[earlier]?.constraint === c {
                        valid = false
                        return
                    }
                }
                guard let shape = snapshot.records[index], c.expression.constant.isFinite else {
                    valid = false
                    return
                }
                buffer.initializeElement(
                    at: index,
                    to: ConstraintRecord(
                        constraint: c, termStart: shape.termStart, termCount: shape.termCount, relation: shape.relation,
                        constant: shape.constant,
                        priority: shape.priority, marker: shape.marker, other: shape.other))
                count += 1
                c.solverCache.store(tagBits | UInt64(truncatingIfNeeded: index), ordering: .relaxed)
            }
        }
        indexesPending = true
        guard valid else {
            clearForFreshStart()
            return false
        }
        return finishAdoption(snapshot, constants: ConstraintList(constraints: batch.constraints))
    }

    /// The first part of an adoption (``adopt(_:for:)``, ``adoptUnbound(_:for:pooled:)``): takes
    /// the snapshot's engine, variables by symbol, numbers, term pool and lists; the records are
    /// the caller's to write. False, changing nothing, when the solver is not empty or the
    /// structures differ.
    func beginAdoption(_ snapshot: SolverSnapshot, for batch: ConstraintBatch) -> Bool {
        // (The stored tables: with no record and no symbol, a pending table is empty too.)
        guard records.isEmpty, storedRecordIndex.isEmpty, edits.isEmpty, storedVariableSymbols.isEmpty, engine.symbolCount == 0,
            !engine.journaling, pendingBinding == nil, batch.signature == snapshot.signature
        else { return false }
        // Equal signatures give the template's (valid, finite) coefficients and priorities; the
        // constants and duplicates are checked below (any problem takes the fresh path, whose
        // validation reports it).
        engine = snapshot.engine
        engine.invalidateShiftPlans()  // their record lists belong to the snapshot's solver
        engine.pivotCount = 0
        engine.recoveries = 0
        // The tables of variables and records are written in one pass each, in symbol and
        // record order (no nil-filled array to overwrite); the identity tables
        // (`variableSymbols`, `recordIndex`) are left to build at first use: every variable and
        // constraint gets its cache here, through which a fitted cell finds them.
        let symbolCount = engine.symbolCount
        let variables = batch.variables
        let tagBits = tag << 32
        changeReports.removeAll()
        variablesBySymbol = [Variable?](unsafeUninitializedCapacity: symbolCount) { buffer, count in
            snapshot.slotOfSymbol.withUnsafeBufferPointer { slots in
                for s in 0..<symbolCount {
                    let slot = slots[s]
                    if slot >= 0 {
                        let variable = variables[slot].takeUnretainedValue()
                        variable.solverCache.store(tagBits | UInt64(truncatingIfNeeded: s), ordering: .relaxed)
                        buffer.initializeElement(at: s, to: variable)
                    } else {
                        buffer.initializeElement(at: s, to: nil)
                    }
                }
            }
            count = symbolCount
        }
        variableIdentities = [ObjectIdentifier?](unsafeUninitializedCapacity: symbolCount) { buffer, count in
            snapshot.slotOfSymbol.withUnsafeBufferPointer { slots in
                for s in 0..<symbolCount {
                    let slot = slots[s]
                    buffer.initializeElement(at: s, to: slot >= 0 ? ObjectIdentifier(variables[slot].takeUnretainedValue()) : nil)
                }
            }
            count = symbolCount
        }
        numbers = snapshot.numbers  // (check stamps zeroed by `snapshot(of:)`)
        termPool = snapshot.termPool
        termPoolGarbage = snapshot.termPoolGarbage
        freeRecords = snapshot.freeRecords
        requiredRecordsBySymbol = snapshot.requiredRecordsBySymbol
        return true
    }

    /// The last part of an adoption: the constants that differ from the snapshot's (the batch's,
    /// by position, from `constants`) move in place, then the checks. False, leaving the solver
    /// empty, on a conflict or a failed check.
    func finishAdoption<Rows: ConstraintRows>(_ snapshot: SolverSnapshot, constants: Rows) -> Bool {
        // The constants that differ move their markers' columns, all of them first (one at a
        // time, a required constant could conflict with another not yet moved), then one dual
        // simplex pass restores feasibility. No journal: a failure discards the whole state (the
        // solver was empty), so there is nothing to roll back; the check afterwards is the full
        // one (``adoptedStateChecksOut()``: adopting wrote every row and record). A conflict or a
        // failed check leaves the fresh path to report it as it always does.
        let adoptedStructure = engine.structureVersion
        engine.beginUnjournaledBatch()
        var conflict = false
        // The rows the shifts write (for the check: see ``adoptedChangesCheckOut(rowsWritten:)``).
        var rowsWritten: [Int] = []
        rowsWritten.reserveCapacity(64)  // (a cell's few changed constants: one allocation)
        for position in 0..<constants.count {
            let index = snapshot.recordOfConstraint[position]
            let constant = constants.constant(at: position)
            let hot = numbers[index]
            guard constant != hot.constant else { continue }
            engine.appendRows(shiftedBy: hot.marker, to: &rowsWritten)
            if engine.shiftMarkerWithoutPlan(hot.marker, by: (constant - hot.constant) / hot.markerCoefficient) != nil {
                conflict = true
                break
            }
            numbers[index].constant = constant
            // (A record not bound yet, ``adoptUnbound(_:for:pooled:)``, takes it from its numbers.)
            records[index]?.constant = constant
        }
        if !conflict && engine.solve() != nil { conflict = true }
        // No row's cells rewritten (no pivot): the snapshot's basis, columns and costs, only the
        // constants of `rowsWritten` moved.
        let onlyConstantsMoved = !engine.callRestructured && engine.structureVersion == adoptedStructure
        let withinBounds = engine.endUnjournaledBatch()
        guard !conflict, withinBounds,
            onlyConstantsMoved ? adoptedChangesCheckOut(rowsWritten: rowsWritten) : adoptedStateChecksOut()
        else {
            clearForFreshStart()
            return false
        }
        // The new constants decide which rows are degenerate (and pivots, which symbols cost
        // nothing to enter): the check runs again on the result, unless the result has the
        // snapshot's structure and degenerate rows (then it answers as it did for the snapshot).
        if engine.recoveries > 0
            || !((onlyConstantsMoved && keepsSnapshotOptimality(snapshot, rowsWritten: rowsWritten))
                || hasUniqueExternalOptimum())
        {
            clearForFreshStart()
            return false
        }
        return true
    }

    /// The check after ``adopt(_:for:)`` (issue 13's, over everything the adoption wrote, which is
    /// every row and record): every row's constant finite (and its coefficients, if a pivot
    /// rewrote rows), every variable's value finite, every required constraint within
    /// ``requiredTolerance``. The same tests as a call's check (``verifyCall(_:)``), on all of
    /// the solver instead of the rows a journal lists.
    ///
    /// - Complexity: O(symbols + cells if pivoted + terms of the required records).
    func adoptedStateChecksOut() -> Bool {
        let readsCells = engine.callRestructured
        let rowsFinite = engine.perSymbol.withUnsafeBufferPointer { symbols -> Bool in
            for s in symbols.indices where symbols[s].flags.state != .parametric {
                guard symbols[s].row.constant.isFinite else { return false }
                if readsCells {
                    for cell in symbols[s].row.cells where !cell.coefficient.isFinite { return false }
                }
            }
            return true
        }
        guard rowsFinite else { return false }
        for s in 0..<engine.symbolCount where engine.perSymbol[s].flags.kind == .external {
            guard engine.value(of: s).isFinite else { return false }
        }
        for index in 0..<numbers.count where numbers[index].isRequired {
            if violation(ofRecord: index) != nil { return false }
        }
        return true
    }

    /// The check after an adoption whose shifts moved only row constants (no pivot, so the
    /// snapshot's rows, columns and costs): issue 13's local check of a call
    /// (``verifyCall(_:)``) over the rows the shifts wrote, `rowsWritten` — the rows written and
    /// the lazy rows reading them finite, the values read through them finite, every required
    /// record they reach within ``requiredTolerance`` — with the full check
    /// (``adoptedStateChecksOut()``) where a value there is beyond
    /// ``Engine/localCheckMagnitude``.
    ///
    /// Why that suffices: before the shifts the state is the snapshot's, which passed the whole
    /// check when it was captured (``snapshot(of:)`` takes only a solver whose adding call
    /// checked every row it wrote, all of them, and needed no recovery), with the snapshot's
    /// constants, which the records held until their shifts. The shifts are the constant changes
    /// ``setConstant(_:of:)`` makes, in sequence without a check in between; each would be
    /// checked by this local check over the rows it wrote, and the union of those rows, read after
    /// the last, reaches every record any of them reaches (a row written twice is read in its
    /// final state). The records reached by none kept their constants and their terms' values.
    ///
    /// - Complexity: O(the rows written, their direct readers, the terms of the required records
    ///   reached).
    func adoptedChangesCheckOut(rowsWritten: [Int]) -> Bool {
        guard !rowsWritten.isEmpty else { return true }
        guard let large = engine.symbolsWrittenByCall(rowsWritten: rowsWritten) else { return false }
        if large { return adoptedStateChecksOut() }
        checkEpoch &+= 1
        return engine.writtenSymbols.isEmpty || firstViolationAmongWritten(listingChecked: false) == nil
    }

    /// Whether ``hasUniqueExternalOptimum()`` is known to hold after an adoption whose shifts
    /// moved only row constants (no pivot: the same basis, columns and costs as the snapshot's)
    /// without running it: every restricted row among `rowsWritten` (the only rows whose
    /// constants moved) is degenerate (constant ≤ the feasibility tolerance) exactly where the
    /// snapshot's is. Those are all the check reads, and the snapshot passed it when it was taken
    /// (``snapshot(of:)``).
    ///
    /// - Complexity: O(rows written).
    private func keepsSnapshotOptimality(_ snapshot: SolverSnapshot, rowsWritten: [Int]) -> Bool {
        guard engine.symbolCount == snapshot.engine.symbolCount else { return false }
        return engine.perSymbol.withUnsafeBufferPointer { mine in
            snapshot.engine.perSymbol.withUnsafeBufferPointer { theirs in
                guard mine.count == theirs.count else { return false }
                for s in rowsWritten where mine[s].flags.kind.isRestricted {
                    let degenerate = mine[s].row.constant <= Tolerance.feasibility
                    if degenerate != (theirs[s].row.constant <= Tolerance.feasibility) { return false }
                }
                return true
            }
        }
    }

    /// Whether no other optimum gives an external variable another value.
    ///
    /// At an optimum every cost is lexicographically ≥ 0, so a move to another optimum can
    /// only raise symbols whose costs are all zero (raising one with a positive cost at its
    /// first non-zero level makes the objective worse), and it must keep every restricted row
    /// ≥ 0. Rows with a positive constant allow a small move; a *degenerate* row (constant 0)
    /// blocks a symbol with a negative coefficient there unless another movable symbol can
    /// lift the row. So: start from the zero-cost parametric slacks and errors, drop those a
    /// degenerate row blocks with nothing movable to lift it, until nothing changes (every
    /// feasible move stays within the symbols left). The optimum is unique in the externals if
    /// none left reaches an external's value (through the external's lazy row, or an eager row
    /// such a row reads) and no parametric external appears in a row (it would be free).
    ///
    /// - Complexity: O(symbols × priority levels + the columns of zero-cost symbols × the
    ///   rounds of dropping).
    func hasUniqueExternalOptimum() -> Bool {
        var movable: [Int] = []
        for s in 0..<engine.symbolCount where engine.perSymbol[s].flags.state == .parametric {
            switch engine.perSymbol[s].flags.kind {
            case .external:
                if !engine.columns[s].isEmpty || !engine.dependents[s].isEmpty { return false }
            case .slack, .error, .artificial:
                let base = s * engine.levelCount
                var free = true
                for l in 0..<engine.levelCount where abs(engine.objective[base + l]) > Tolerance.optimality {
                    free = false
                    break
                }
                if free { movable.append(s) }
            case .dummy:
                continue
            }
        }
        guard !movable.isEmpty else { return true }
        func isDegenerate(_ row: Int) -> Bool {
            engine.perSymbol[row].flags.kind.isRestricted && engine.perSymbol[row].row.constant <= Tolerance.feasibility
        }
        // Per degenerate row: how many movable symbols lift it (positive coefficient).
        var lifters = [Int](repeating: 0, count: engine.symbolCount)
        for s in movable {
            for row in engine.columns[s] where isDegenerate(row) && engine.perSymbol[row].row.coefficient(of: s) > 0 {
                lifters[row] += 1
            }
        }
        var isMovable = [Bool](repeating: false, count: engine.symbolCount)
        for s in movable { isMovable[s] = true }
        var changed = true
        while changed {
            changed = false
            for s in movable where isMovable[s] {
                let blocked = engine.columns[s].contains { row in
                    isDegenerate(row) && lifters[row] == 0 && engine.perSymbol[row].row.coefficient(of: s) < 0
                }
                guard blocked else { continue }
                isMovable[s] = false
                changed = true
                for row in engine.columns[s] where isDegenerate(row) && engine.perSymbol[row].row.coefficient(of: s) > 0 {
                    lifters[row] -= 1
                }
            }
        }
        for s in movable where isMovable[s] {
            if !engine.dependents[s].isEmpty { return false }
            for row in engine.columns[s] where engine.perSymbol[row].flags.kind == .external || !engine.dependents[row].isEmpty {
                return false
            }
        }
        return true
    }

    /// Builds ``variableSymbols`` and ``recordIndex`` after an ``adopt(_:for:)`` (at their first
    /// use), from ``variableIdentities`` and ``records`` (an edit's record is not a constraint's).
    func buildPendingIndexes() {
        bindRecordsIfUnbound()
        indexesPending = false
        storedVariableSymbols.reserveCapacity(storedVariableSymbols.count + variableIdentities.count)
        for s in variableIdentities.indices {
            if let id = variableIdentities[s] { storedVariableSymbols[id] = s }
        }
        let editRecords = Set(edits.values)
        storedRecordIndex.reserveCapacity(storedRecordIndex.count + records.count)
        for index in records.indices where !editRecords.contains(index) {
            if let record = records[index] { storedRecordIndex[ObjectIdentifier(record.constraint)] = index }
        }
    }

    /// Empties the solver after a failed ``adopt(_:for:)`` (it was empty before).
    private func clearForFreshStart() {
        engine = Engine()
        indexesPending = false
        storedVariableSymbols = [:]
        changeReports.removeAll()
        variablesBySymbol = []
        variableIdentities = []
        records = []
        pendingBinding = nil
        termPool = []
        termPoolGarbage = 0
        numbers = []
        freeRecords = []
        storedRecordIndex = [:]
        requiredRecordsBySymbol = IndexLists()
        forgetCandidates = []
    }
}
