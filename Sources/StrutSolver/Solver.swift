import Synchronization

/// Source of ``Solver/tag``.
let solverTags = Atomic<UInt32>(0)

/// An incremental Cassowary-style constraint solver with strictly hierarchical priorities.
///
/// Add ``Constraint``s built from ``Variable``s (`x + 2 * y >= 10`, `(w == 100) | .defaultHigh`),
/// then read ``value(of:)``. Every mutating call leaves the solver at an optimum: every
/// required constraint holds and the errors of non-required constraints are minimal,
/// priority level by priority level (one violation at a higher priority outweighs any number
/// at lower ones; within a level, errors add). A call that throws leaves the solver exactly as
/// it was.
///
/// ```swift
/// let solver = Solver()
/// let left = Variable("left"), width = Variable("width")
/// try solver.addConstraints([left == 8.0, width >= 10.0, (width == 100.0) | .defaultHigh])
/// solver.value(of: width) // 100
/// ```
///
/// The engine is a dual simplex on a sparse tableau with a column index (see the engine
/// files), so work is proportional to the rows a change touches, not to the system's size.
///
/// A solver is not thread-safe: use it from one thread (or task) at a time. Its stored
/// properties opt out of dynamic exclusivity checking (`@exclusivity(unchecked)`): the
/// solver never re-enters itself, and the checks cost more than the solving on hot paths.
public final class Solver {
    @exclusivity(unchecked) var engine = Engine()
    /// Variable → its external symbol (lookups only; never iterated). Filled on first use after
    /// ``adopt(_:for:)`` (see ``indexesPending``).
    var variableSymbols: [ObjectIdentifier: Int] {
        _read {
            if indexesPending { buildPendingIndexes() }
            yield storedVariableSymbols
        }
        _modify {
            if indexesPending { buildPendingIndexes() }
            yield &storedVariableSymbols
        }
    }
    @exclusivity(unchecked) var storedVariableSymbols: [ObjectIdentifier: Int] = [:]
    /// ``variableSymbols`` and ``recordIndex`` are not built yet: every registered variable and
    /// added constraint has its cache (`solverCache`, written by ``insert(_:)`` and
    /// ``adopt(_:for:)``), through which the hot paths find them without either table; the
    /// tables are built from ``variablesBySymbol`` and ``records`` at their first use (a lookup
    /// that the cache cannot answer, a removal, ``statistics``), then kept current. A new solver
    /// starts so: a build that never removes a constraint pays no hashing per constraint.
    @exclusivity(unchecked) var indexesPending = true
    /// External symbol → its variable (indexed by symbol id; nil for internal symbols).
    @exclusivity(unchecked) var variablesBySymbol: [Variable?] = []
    /// The identities of `variablesBySymbol` (to validate a variable's symbol cache).
    @exclusivity(unchecked) var variableIdentities: [ObjectIdentifier?] = []
    /// This solver's tag in variables' symbol caches.
    let tag: UInt64 = UInt64(solverTags.add(1, ordering: .relaxed).newValue)
    @exclusivity(unchecked) var records: [ConstraintRecord?] = []
    /// The terms of every record, each record's a contiguous run (``ConstraintRecord/termStart``):
    /// one buffer for all of them, instead of an array per record (an allocation and a free per
    /// constraint). Removed records leave their runs behind (counted in ``termPoolGarbage``) until
    /// ``compactTermPoolIfNeeded()``.
    @exclusivity(unchecked) var termPool: [Cell] = []
    @exclusivity(unchecked) var termPoolGarbage = 0
    /// `numbers[i]` mirrors `records[i]`'s marker and constant (valid while the record is).
    @exclusivity(unchecked) var numbers: [RecordNumbers] = []
    @exclusivity(unchecked) var freeRecords: [Int] = []
    /// Constraint → its record index (lookups only; never iterated). Filled on first use after
    /// ``adopt(_:for:)`` (see ``indexesPending``).
    var recordIndex: [ObjectIdentifier: Int] {
        _read {
            if indexesPending { buildPendingIndexes() }
            yield storedRecordIndex
        }
        _modify {
            if indexesPending { buildPendingIndexes() }
            yield &storedRecordIndex
        }
    }
    @exclusivity(unchecked) var storedRecordIndex: [ObjectIdentifier: Int] = [:]
    /// The records of an ``adoptUnbound(_:for:pooled:)`` waiting for their constraints (see
    /// Solver+UnboundAdoption.swift); nil when every record has its constraint.
    var pendingBinding: PendingBinding?
    /// Edit variable → the record of its hidden edit constraint.
    @exclusivity(unchecked) var edits: [ObjectIdentifier: Int] = [:] {
        didSet { editCacheVersion &+= 1 }
    }
    /// The edit variables suggested last, with their record index: a resize suggests the same
    /// two or three again and again, found here by identity without hashing. Valid while
    /// `editCacheVersion` has not moved (every change of `edits` moves it).
    @exclusivity(unchecked) var editCache: [(variable: ObjectIdentifier, index: Int)] = []
    @exclusivity(unchecked) var editCacheVersion: UInt64 = 0
    /// The last two arrays ``fetchChangedVariables()`` built, with the symbols and identities they
    /// list (see Solver+ChangeReport.swift): a resize that moves the same views again hands out
    /// the same array, one retain, instead of retaining every variable into a new array and
    /// releasing them all when the caller drops it.
    @exclusivity(unchecked) var changeReports = ChangeReportCache()
    @exclusivity(unchecked) var editCacheValidAt: UInt64 = 0
    /// External symbol → the records of the required constraints that mention it (for the
    /// check after each call; see Solver+Verification.swift).
    /// (One pooled buffer for all the lists, ``IndexLists``: a variable costs no array of its
    /// own.)
    @exclusivity(unchecked) var requiredRecordsBySymbol = IndexLists()
    /// The current check's stamp (``RecordNumbers/checkStamp``).
    @exclusivity(unchecked) var checkEpoch: UInt32 = 0
    /// The records the last local check evaluated, in order (kept by a shift plan).
    @exclusivity(unchecked) var recordsChecked: [Int] = []
    /// Where a checked shift plan's check holds the plan while it reads its lists and evaluates
    /// values (``Engine/takeShiftPlan(_:into:)``); an empty plan between checks. Kept, not made
    /// per check: making and dropping a plan cost more than the moves it saves.
    @exclusivity(unchecked) var shiftPlanInCheck = ShiftPlan()
    /// Symbols of removed constraints' variables, to forget once free (Solver+Forgetting.swift).
    @exclusivity(unchecked) var forgetCandidates: [Int] = []
    /// Walks of a change report in progress (``forEachChangedVariable(_:)``): forgetting waits
    /// for them to end, so that every variable of the report stays held while it is walked.
    var reportWalks = 0
    /// What undoes the open call's insertion (``insert(_:)``, ``undoInsert()``): kept in the
    /// solver and reused, so that an add allocates no undo closure or capture boxes.
    @exclusivity(unchecked) var insertUndo = InsertUndo()
    /// Whether a failure computes a minimal conflict set (off inside the explainer itself).
    let explainsConflicts: Bool
    /// Testing hooks for the recovery path (Solver+Recovery.swift): treat every call's check
    /// as failed, so it goes through the rebuild; make every rebuild fail.
    var forcesRecoveryForTesting = false
    var failsRebuildForTesting = false
    /// Testing hook for Solver+Refinement.swift: no refinement (to compare with and without).
    var disablesRefinementForTesting = false
    /// The smallest and largest magnitude of the coefficients the last insertion registered
    /// (the gate of Solver+Refinement.swift's first-batch refinement).
    var insertedCoefficients = (smallest: Double.infinity, largest: 0.0)
    /// The smallest and largest magnitude of the coefficients of every insertion so far (the
    /// gate of the incremental refinement, Solver+RefinementDebt.swift).
    @exclusivity(unchecked) var coefficientSpan = (smallest: Double.infinity, largest: 0.0)
    /// Whether ``coefficientSpan`` spans more than ``refinementSpread``: the incremental calls
    /// are then refined (Solver+RefinementDebt.swift). Stored, read once per call.
    @exclusivity(unchecked) var isIllScaled = false
    /// The work of the kept calls since the last refinement of an ill-scaled solver
    /// (``payRefinementDebt()``).
    @exclusivity(unchecked) var refinementDebt = 0
    /// The open call was carried out by a rebuild that passed its full check (confirming a
    /// suspected unsatisfiable add or constant): the call's own check is skipped.
    @exclusivity(unchecked) var rebuiltInCall = false

    /// Creates an empty solver.
    public init() { explainsConflicts = true }

    init(explainsConflicts: Bool) { self.explainsConflicts = explainsConflicts }

    // MARK: Adding and removing constraints

    /// Adds a constraint and re-optimizes.
    ///
    /// Throws ``SolverError/unsatisfiableConstraint(_:conflicts:)`` for a required constraint
    /// that conflicts with the required constraints present (naming a minimal conflicting
    /// set), ``SolverError/duplicateConstraint(_:)``, ``SolverError/invalidPriority(_:)`` or
    /// ``SolverError/nonFiniteValue(_:)``; the solver is then unchanged.
    ///
    /// - Complexity: O(cells of the rows the new row touches + pivots); independent of the
    ///   number of unrelated constraints. An unsatisfiable add also pays for the conflict
    ///   search (small systems re-solved over the conflict candidates).
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        // A one-element collection, not `[constraint]`: an array is a heap allocation that
        // retains the constraint (an atomic pair per add).
        try add(CollectionOfOne(constraint))
    }

    /// Adds several constraints and optimizes once. All or nothing: if one fails, none is
    /// added and the solver is unchanged.
    ///
    /// - Complexity: the sum of the single adds' row work, with one optimization at the end.
    public func addConstraints(_ constraints: [Constraint]) throws(SolverError) {
        try add(constraints)
    }

    /// ``addConstraints(_:)`` of any collection of constraints (one add: no array).
    private func add<Constraints: RandomAccessCollection>(_ constraints: Constraints) throws(SolverError)
    where Constraints.Element == Constraint, Constraints.Index == Int {
        // New priority levels reshape the objective: made before the call's transaction (an
        // unused level is harmless), so that a rollback never sees two layouts. The same pass
        // validates the batch (what `insert` would check first), its failure thrown inside the
        // call as there.
        let invalid = firstInvalid(in: constraints, creatingLevels: true)
        // An empty solver's first batch whose coefficients are far apart in magnitude (where a
        // tableau can be ill-conditioned) has its values refined (Solver+Refinement.swift).
        let first = records.isEmpty && constraints.count > 1
        try checkedCall("adding \(constraints.count) constraint(s)") { () throws(SolverError) -> CallUndo in
            if let invalid { throw invalid }
            try insert(constraints, validated: true)
            engine.optimize()
            if first && insertedCoefficients.largest > Solver.refinementSpread * insertedCoefficients.smallest {
                refineValues(of: &engine, records: liveRefinedRecords())
                refinementDebt = -engine.journal.count  // (the call's own work is paid)
            }
            return .insertion
        }
    }

    /// Inserts constraints (no optimization). Leaves in ``insertUndo`` what ``undoInsert()``
    /// needs to undo the solver-side bookkeeping (records, variables) if the call's check fails;
    /// the engine is undone by its journal.
    ///
    /// `validated`: the constraints passed ``validateNew(_:)`` and have their priority levels
    /// (``firstInvalid(in:creatingLevels:)``), so neither is done again here.
    func insert<Constraints: RandomAccessCollection>(_ constraints: Constraints, validated: Bool = false) throws(SolverError)
    where Constraints.Element == Constraint, Constraints.Index == Int {
        if !validated { try validateNew(constraints) }
        bindRecordsIfUnbound()  // (an insertion may compact, explain or rebuild: every record)
        compactTermPoolIfNeeded()
        if !validated {
            for c in constraints where !c.priority.isRequired {
                _ = engine.levelSlot(for: c.priority.rawValue)
            }
        }
        // Room for the batch's symbols up front (about a marker, an error and a new variable per
        // constraint): one growth of the per-symbol arrays instead of repeated doublings. Grow at
        // least geometrically: reserving exactly what one small add needs would reallocate every
        // array on every add, making a long run of single adds quadratic. Start from the engine's
        // initial capacity (as `Engine.newSymbol` does), not from the first add's few symbols:
        // growing through 3, 8 and 16 cost an allocation and a copy of every array each time.
        let expected = engine.symbolCount + 3 * constraints.count
        if expected > engine.perSymbol.capacity {
            engine.reserveSymbols(max(expected, 2 * engine.perSymbol.capacity, Engine.initialSymbolCapacity))
            reserveVariables()
        }
        // One transaction for the whole batch: the call's (its journal also undoes reused ids, so
        // a batch reuses the ids of dead symbols as single adds do; phase one does not).
        // The free lists are moved out for the copy and back: passed from `self`, each was
        // retained and released per call.
        var free: [Int] = []
        swap(&free, &freeRecords)
        var freeIds: [Int] = []
        swap(&freeIds, &engine.freeSymbols)
        insertUndo.begin(recordCount: records.count, termCount: termPool.count, freeRecords: free, freeSymbols: freeIds)
        swap(&free, &freeRecords)
        swap(&freeIds, &engine.freeSymbols)
        reserveRecords(for: constraints.count)
        var magnitudes = (smallest: Double.infinity, largest: 0.0)
        defer {
            insertedCoefficients = magnitudes
            noteCoefficientSpan(magnitudes)
        }
        for (position, constraint) in constraints.enumerated() {
            let terms = registerTerms(of: constraint, newVariables: &insertUndo.newVariables, magnitudes: &magnitudes)
            let index = allocateRecord()
            insertUndo.allocated.append(index)
            let level = constraint.priority.isRequired ? -1 : engine.levelSlot(for: constraint.priority.rawValue)
            // (The engine reads the pool's cells in place: it writes no part of the solver.)
            let outcome = termPool.withUnsafeBufferPointer { pool in
                engine.insertConstraint(
                    terms: UnsafeBufferPointer(rebasing: pool[terms]), constant: constraint.expression.constant,
                    relation: constraint.relation, level: level, owner: index)
            }
            switch outcome {
            case let .inserted(marker, other):
                let termStart = Int32(truncatingIfNeeded: terms.lowerBound)
                let termCount = Int32(truncatingIfNeeded: terms.count)
                let constant = constraint.expression.constant
                records[index] = ConstraintRecord(
                    constraint: constraint, termStart: termStart, termCount: termCount, relation: constraint.relation,
                    constant: constant, priority: constraint.priority, marker: marker, other: other)
                // The record's numbers from the same values (`RecordNumbers(records[index]!)` copied
                // the record: a retain and a release of the constraint per add).
                numbers[index] = RecordNumbers(
                    marker: marker, constant: constant, termStart: termStart, termCount: termCount,
                    isRequired: constraint.priority.isRequired, relation: constraint.relation)
                if constraint.priority.isRequired { indexRequired(index, termRange: terms) }
                // (Pending: built from the records at its first use.)
                if !indexesPending { storedRecordIndex[ObjectIdentifier(constraint)] = index }
                // The first constant change finds its record without the table (the
                // constraint is at hand now; later it may be a cache miss away).
                constraint.solverCache.store(tag << 32 | UInt64(truncatingIfNeeded: index), ordering: .relaxed)
                insertUndo.added.append(ObjectIdentifier(constraint))
            case let .unsatisfiable(certificate):
                let candidates = certificate.compactMap { records[$0] }.filter(\.isRequired).map(\.constraint)
                // Confirm the verdict before reporting it: rounding in the incremental tableau
                // can make a feasible add look unsatisfiable. Record the rest of the batch
                // and rebuild from every record (Solver+Recovery.swift); only if that fails
                // too is the add unsatisfiable.
                records[index] = nil
                numbers[index].isRequired = false
                for c in constraints[position...] {
                    let k = c === constraint ? index : allocateRecord()
                    if k != index { insertUndo.allocated.append(k) }
                    let cTerms = c === constraint ? terms : registerTerms(of: c, newVariables: &insertUndo.newVariables)
                    records[k] = ConstraintRecord(
                        constraint: c, termStart: Int32(truncatingIfNeeded: cTerms.lowerBound),
                        termCount: Int32(truncatingIfNeeded: cTerms.count), relation: c.relation,
                        constant: c.expression.constant, priority: c.priority, marker: -1, other: -1)
                    numbers[k] = RecordNumbers(records[k]!)
                    if c.priority.isRequired { indexRequired(k, termRange: cTerms) }
                    if !indexesPending { storedRecordIndex[ObjectIdentifier(c)] = k }
                    // Its cache, as for an insertion (the table may be pending; a constraint
                    // with a never-written cache is taken for new by `validateNew`).
                    c.solverCache.store(tag << 32 | UInt64(truncatingIfNeeded: k), ordering: .relaxed)
                    insertUndo.added.append(ObjectIdentifier(c))
                }
                // After the registration: the symbols of the batch's new variables are created
                // inside the call's transaction, so the rollback removes them from the engine.
                engine.rollbackTransaction()
                if conflictingSetConfirms(constraint, constant: constraint.expression.constant, candidates: candidates) {
                    undoInsert()
                    throw .unsatisfiableConstraint(
                        constraint,
                        conflicts: explainConflict(
                            constraint, constant: constraint.expression.constant, candidates: candidates, confirmed: true)
                            ?? candidates)
                }
                if recoverByRebuilding() {
                    rebuiltInCall = true
                    return
                }
                undoInsert()
                let accepted = "the required constraints accept it when solved afresh; the add could not be carried out to the tolerance"
                guard requiredConstraintsReject(Array(constraints[...position])),
                    let conflicts = explainConflict(
                        constraint, constant: constraint.expression.constant, candidates: candidates,
                        batch: Array(constraints[..<position]))
                else {
                    throw .numericalFailure("adding \(constraint): the tableau found it unsatisfiable, but \(accepted)")
                }
                throw .unsatisfiableConstraint(constraint, conflicts: conflicts)
            }
            // Ends phase one's no-reuse window (the call's transaction stays open).
            engine.commitTransaction()
        }
    }

    /// Undoes the solver-side bookkeeping of the last ``insert(_:)`` (its records, its new
    /// variables, the dead ids it reused), as saved in ``insertUndo``.
    func undoInsert() {
        // (A pending table is built from the records, which are emptied below.)
        if !indexesPending {
            for c in insertUndo.added { storedRecordIndex[c] = nil }
        }
        for i in insertUndo.allocated {
            if let record = records[i], record.isRequired { unindexRequired(i, termRange: record.termRange) }
            records[i] = nil
            numbers[i].isRequired = false
        }
        records.removeLast(records.count - insertUndo.recordCount)
        // The insertion only appended to the pool (it compacts before it begins).
        termPool.removeLast(termPool.count - insertUndo.termCount)
        numbers.removeLast(numbers.count - insertUndo.recordCount)
        freeRecords = insertUndo.freeRecords
        if !insertUndo.newVariables.isEmpty { changeReports.removeAll() }
        for s in insertUndo.newVariables where s < variablesBySymbol.count {
            if !indexesPending, let id = variableIdentities[s] { storedVariableSymbols[id] = nil }
            variablesBySymbol[s] = nil
            variableIdentities[s] = nil
        }
        variablesBySymbol.removeLast(max(0, variablesBySymbol.count - engine.symbolCount))
        variableIdentities.removeLast(max(0, variableIdentities.count - engine.symbolCount))
        // Ids reused by this call are dead again.
        engine.freeSymbols = insertUndo.freeSymbols
    }

    /// Removes a constraint and re-optimizes. Throws ``SolverError/unknownConstraint(_:)``
    /// if it is not in the solver.
    ///
    /// - Complexity: O(cells of the rows holding the constraint's marker + pivots).
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        try removeConstraints([constraint])
    }

    /// Removes several constraints and optimizes once. All or nothing: if one is unknown
    /// (or listed twice), nothing is removed.
    ///
    /// - Complexity: the sum of the single removals' row work, one optimization.
    public func removeConstraints(_ constraints: [Constraint]) throws(SolverError) {
        var seen = Set<ObjectIdentifier>()
        for c in constraints {
            guard recordIndex[ObjectIdentifier(c)] != nil, seen.insert(ObjectIdentifier(c)).inserted else {
                throw .unknownConstraint(c)
            }
        }
        let noted = noteVariablesOfRemoval(constraints)
        try checkedCall("removing \(constraints.count) constraint(s)") { () throws(SolverError) -> () -> Void in
            let freeBefore = freeRecords
            var removed: [(Constraint, Int, ConstraintRecord?)] = []
            for c in constraints {
                let index = recordIndex.removeValue(forKey: ObjectIdentifier(c))!
                removed.append((c, index, records[index]))
                removeRecord(index)
            }
            engine.optimize()
            return { [unowned self] in
                for (c, index, record) in removed {
                    recordIndex[ObjectIdentifier(c)] = index
                    records[index] = record
                    if let record {
                        numbers[index].isRequired = record.isRequired
                        if record.isRequired { indexRequired(index, termRange: record.termRange) }
                        termPoolGarbage -= Int(record.termCount)
                    }
                }
                freeRecords = freeBefore
            }
        }
        rememberForgetCandidates(noted)
    }

    /// Whether the constraint is in the solver.
    ///
    /// - Complexity: O(1).
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        recordIndex[ObjectIdentifier(constraint)] != nil
    }

    // MARK: Changing constraints in place

    /// Sets the constant term of the constraint's expression (the `c` in `terms + c OP 0`)
    /// in place, through the constraint's marker column and the dual simplex.
    ///
    /// For a required constraint whose new constant contradicts the other required
    /// constraints, throws ``SolverError/unsatisfiableConstraint(_:conflicts:)`` and keeps the
    /// old constant. Also throws ``SolverError/unknownConstraint(_:)`` and
    /// ``SolverError/nonFiniteValue(_:)``.
    ///
    /// - Complexity: O(rows holding the marker + dual pivots); no other row is visited.
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        guard let index = knownRecord(of: constraint) else { throw .unknownConstraint(constraint) }
        guard constant.isFinite else {
            throw .nonFiniteValue("new constant \(constant) for constraint \(constraint)")
        }
        try checkedCall("setting the constant of \(constraint) to \(constant)") { () throws(SolverError) -> CallUndo in
            try changeConstant(ofRecord: index, to: constant)
        }
    }

    /// The constraint's current constant term (after any ``setConstant(_:of:)``), or nil if
    /// the constraint is not in the solver.
    ///
    /// - Complexity: O(1).
    public func constant(of constraint: Constraint) -> Double? {
        knownRecord(of: constraint).flatMap { records[$0]?.constant }
    }

    /// The constraint's current priority (after any ``setPriority(_:of:)``), or nil if the
    /// constraint is not in the solver.
    ///
    /// - Complexity: O(1).
    public func priority(of constraint: Constraint) -> Priority? {
        recordIndex[ObjectIdentifier(constraint)].flatMap { records[$0]?.priority }
    }

    /// Changes a non-required priority to another non-required priority in place and
    /// re-optimizes. Throws ``SolverError/badRequiredPriority(_:)`` to or from required,
    /// ``SolverError/invalidPriority(_:)`` outside 1...1000, ``SolverError/unknownConstraint(_:)``.
    ///
    /// - Complexity: O(levels × cells of the constraint's error rows + pivots).
    public func setPriority(_ priority: Priority, of constraint: Constraint) throws(SolverError) {
        guard let index = recordIndex[ObjectIdentifier(constraint)], var record = records[index] else {
            throw .unknownConstraint(constraint)
        }
        guard priority.isValid else { throw .invalidPriority(priority) }
        if record.isRequired {
            throw .badRequiredPriority("constraint \(constraint) is required; its priority cannot change in place")
        }
        if priority.isRequired {
            throw .badRequiredPriority("constraint \(constraint) cannot become required in place; remove it and add a required copy")
        }
        guard priority != record.priority else { return }
        let newLevel = engine.levelSlot(for: priority.rawValue)
        // A new level may have shifted the slots: look the old one up afterwards.
        let oldLevel = engine.levelSlot(for: record.priority.rawValue)
        let saved = record
        try checkedCall("setting the priority of \(constraint) to \(priority)") { () throws(SolverError) -> () -> Void in
            engine.moveErrors(marker: record.marker, other: record.other, relation: record.relation, from: oldLevel, to: newLevel)
            record.priority = priority
            records[index] = record
            engine.optimize()
            return { [unowned self] in records[index] = saved }
        }
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable at a non-required priority: an equality
    /// `variable == suggestion` whose constant ``suggestValue(_:for:)`` changes in place. Until
    /// the first suggestion the suggested value is 0.
    ///
    /// Throws ``SolverError/duplicateEditVariable(_:)``, ``SolverError/invalidPriority(_:)``
    /// or ``SolverError/badRequiredPriority(_:)``.
    ///
    /// - Complexity: as ``addConstraint(_:)`` for a one-term equality.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard edits[ObjectIdentifier(variable)] == nil else { throw .duplicateEditVariable(variable) }
        guard priority.isValid else { throw .invalidPriority(priority) }
        if priority.isRequired {
            throw .badRequiredPriority("edit variable \(variable) cannot be required; use a priority below 1000")
        }
        let constraint = Constraint(Expression(variable), .equal, priority: priority, identifier: "edit \(variable)")
        _ = engine.levelSlot(for: priority.rawValue)
        try checkedCall("adding the edit variable \(variable)") { () throws(SolverError) -> () -> Void in
            try insert(CollectionOfOne(constraint))
            engine.optimize()
            // The edit's record is not a constraint of the table (a pending table, built from
            // the records, leaves out the edits' records).
            edits[ObjectIdentifier(variable)] =
                indexesPending
                ? insertUndo.allocated.first { records[$0]?.constraint === constraint }
                : storedRecordIndex.removeValue(forKey: ObjectIdentifier(constraint))
            return { [unowned self] in
                edits[ObjectIdentifier(variable)] = nil
                undoInsert()
            }
        }
    }

    /// Removes an edit variable (and its hidden equality). Throws
    /// ``SolverError/unknownEditVariable(_:)``.
    ///
    /// - Complexity: as ``removeConstraint(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let index = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable)
        }
        let saved = records[index]
        let freeBefore = freeRecords
        do throws(SolverError) {
            try checkedCall("removing the edit variable \(variable)") { () throws(SolverError) -> () -> Void in
                removeRecord(index)
                engine.optimize()
                return { [unowned self] in
                    records[index] = saved
                    if let saved {
                        numbers[index].isRequired = saved.isRequired
                        termPoolGarbage -= Int(saved.termCount)
                    }
                    freeRecords = freeBefore
                }
            }
        } catch {
            edits[ObjectIdentifier(variable)] = index
            throw error
        }
    }

    /// Whether `variable` is an edit variable.
    ///
    /// - Complexity: O(1).
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable and re-solves with the dual simplex. Throws
    /// ``SolverError/unknownEditVariable(_:)`` or ``SolverError/nonFiniteValue(_:)``.
    ///
    /// - Complexity: O(rows holding the edit's marker + dual pivots).
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let index = editIndex(of: variable) else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteValue("suggested value \(value) for edit variable \(variable)") }
        try checkedCall("suggesting \(value) for \(variable)") { () throws(SolverError) -> CallUndo in
            try changeConstant(ofRecord: index, to: -value)
        }
    }

    /// The record index of edit variable `variable`, through ``editCache``.
    @inline(__always)
    private func editIndex(of variable: Variable) -> Int? {
        let id = ObjectIdentifier(variable)
        if editCacheValidAt == editCacheVersion {
            for entry in editCache where entry.variable == id { return entry.index }
        } else {
            editCache.removeAll(keepingCapacity: true)
            editCacheValidAt = editCacheVersion
        }
        guard let index = edits[id] else { return nil }
        if editCache.count == 4 { editCache.removeFirst() }
        editCache.append((id, index))
        return index
    }

    // MARK: Reading the solution

    /// The variable's value in the current optimum (0 for a variable the solver does not know).
    ///
    /// - Complexity: O(1) for most variables; a variable defined through a chain of
    ///   definitions (lazy rows) is evaluated once per change along that chain.
    public func value(of variable: Variable) -> Double {
        guard let s = knownSymbol(of: variable) else { return 0 }
        if engine.invalidated.isEmpty && engine.perSymbol[s].flags.lazyValid { return engine.perSymbol[s].lazyValue }
        return engine.externalValue(of: s)
    }

    /// The values of several variables, in order (0 for variables the solver does not know):
    /// one call instead of one per variable, e.g. to refresh a whole view tree.
    ///
    /// - Complexity: O(variables), plus the evaluation of definitions that changed.
    public func values(of variables: [Variable]) -> [Double] {
        // The array keeps every variable alive: read them as unretained references (no
        // reference-count traffic per variable). The result is filled in place (one allocation,
        // no uniqueness check per value).
        [Double](unsafeUninitializedCapacity: variables.count) { result, count in
            variables.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: UnsafeRawPointer.self) { raw in
                    for i in raw.indices {
                        let s = Unmanaged<Variable>.fromOpaque(raw[i])._withUnsafeGuaranteedRef { knownSymbol(of: $0) }
                        let value: Double
                        if let s {
                            value =
                                engine.invalidated.isEmpty && engine.perSymbol[s].flags.lazyValid
                                ? engine.perSymbol[s].lazyValue : engine.externalValue(of: s)
                        } else {
                            value = 0
                        }
                        result.initializeElement(at: i, to: value)
                    }
                }
            }
            count = variables.count
        }
    }

    /// The variables whose values changed since the previous call (the first call reports
    /// every variable whose value is not 0), ordered by when the solver first saw them.
    ///
    /// - Complexity: proportional to the number of rows changed since the previous call (and
    ///   the definitions that read them), not to the number of variables.
    public func fetchChangedVariables() -> [Variable] {
        engine.collectChangedExternals()
        if engine.changeScratch.isEmpty {
            forgetUnreferencedVariables()
            return []
        }
        if let cached = changeReports.lookup(engine.changeScratch, identities: variableIdentities) {
            forgetUnreferencedVariables()
            return cached
        }
        // Filled in place (one allocation, no capacity or uniqueness check per variable).
        let result = [Variable](unsafeUninitializedCapacity: engine.changeScratch.count) { buffer, count in
            var n = 0
            engine.changeScratch.withUnsafeBufferPointer { changed in
                variablesBySymbol.withUnsafeBufferPointer { variables in
                    for s in changed where s < variables.count {
                        if let v = variables[s] {
                            buffer.initializeElement(at: n, to: v)
                            n += 1
                        }
                    }
                }
            }
            count = n
        }
        if result.count == engine.changeScratch.count {
            changeReports.store(result, symbols: engine.changeScratch, identities: variableIdentities)
        }
        forgetUnreferencedVariables()
        return result
    }

    /// Tableau size and work counters, for benchmarks and tests.
    ///
    /// - Complexity: O(symbols).
    public var statistics: SolverStatistics {
        var stats = SolverStatistics()
        for s in 0..<engine.symbolCount where engine.perSymbol[s].flags.state != .parametric {
            stats.rows += 1
            stats.cells += engine.perSymbol[s].row.cells.count
            stats.largestRow = max(stats.largestRow, engine.perSymbol[s].row.cells.count)
            if engine.perSymbol[s].flags.state == .lazy { stats.lazyRows += 1 }
        }
        stats.constraints = recordIndex.count
        stats.variables = variableSymbols.count
        stats.pivots = engine.pivotCount
        stats.priorityLevels = engine.levelCount - 1
        stats.recoveries = engine.recoveries
        stats.rebuilds = engine.rebuilds
        return stats
    }
}

/// The solver-side state an insertion changes, saved to undo it (``Solver/undoInsert()``). The
/// lists keep their storage between calls.
struct InsertUndo {
    var recordCount = 0
    /// The length of the solver's ``Solver/termPool`` before the insertion.
    var termCount = 0
    var freeRecords: [Int] = []
    var freeSymbols: [Int] = []
    /// The constraints the insertion gave records (their identities: the undo only unlists them).
    var added: [ObjectIdentifier] = []
    var allocated: [Int] = []
    /// The symbols of the variables the insertion registered.
    var newVariables: [Int] = []

    /// Starts a new insertion's record, keeping the lists' storage. The free lists are copied
    /// into this record's own storage, not shared: a shared list was retained and released per
    /// call, and the insertion's first reuse of a dead id or record copied the solver's list.
    mutating func begin(recordCount: Int, termCount: Int, freeRecords: [Int], freeSymbols: [Int]) {
        self.recordCount = recordCount
        self.termCount = termCount
        InsertUndo.assign(&self.freeRecords, from: freeRecords)
        InsertUndo.assign(&self.freeSymbols, from: freeSymbols)
        InsertUndo.empty(&added)
        InsertUndo.empty(&allocated)
        InsertUndo.empty(&newVariables)
    }

    /// Empties a list keeping its storage; the one element a single add leaves is popped (the
    /// library's `removeAll(keepingCapacity:)` is a call costing more than that).
    @inline(__always)
    private static func empty<T>(_ list: inout [T]) {
        switch list.count {
        case 0: break
        case 1: list.removeLast()
        default: list.removeAll(keepingCapacity: true)
        }
    }

    /// Replaces the contents of `list` by `source`'s, in `list`'s storage.
    @inline(__always)
    private static func assign(_ list: inout [Int], from source: [Int]) {
        guard !(list.isEmpty && source.isEmpty) else { return }
        empty(&list)
        source.withUnsafeBufferPointer { list.append(contentsOf: $0) }
    }
}
