// Bookkeeping between the public objects (variables, constraints) and engine symbols.

extension Solver {
    /// The symbol of a variable the solver knows (through the variable's cache when it is
    /// this solver's, else the table).
    @inline(__always)
    func knownSymbol(of variable: Variable) -> Int? {
        let packed = variable.solverCache.load(ordering: .relaxed)
        if packed >> 32 == tag {
            let s = Int(truncatingIfNeeded: packed & 0xFFFF_FFFF)
            if s < variableIdentities.count && variableIdentities[s] == ObjectIdentifier(variable) { return s }
        }
        // A cache never written (tags start at 1): no solver has registered the variable, so
        // it is in no table, built or pending (a new variable's first add, without a hash
        // lookup; every registration writes the cache).
        if packed == 0 { return nil }
        // The stored table, not the accessor (a call per lookup on the add path).
        if indexesPending { buildPendingIndexes() }
        guard let s = storedVariableSymbols[ObjectIdentifier(variable)] else { return nil }
        variable.solverCache.store(tag << 32 | UInt64(truncatingIfNeeded: s), ordering: .relaxed)
        return s
    }

    /// The record index of a constraint the solver holds (through the constraint's cache when
    /// it is this solver's and still names this constraint, else the table), or nil.
    @inline(__always)
    func knownRecord(of constraint: Constraint) -> Int? {
        let packed = constraint.solverCache.load(ordering: .relaxed)
        if packed >> 32 == tag {
            let i = Int(truncatingIfNeeded: packed & 0xFFFF_FFFF)
            // A record holds one constraint and a constraint one record: a record naming this
            // constraint is its record (a removed one's slot is nil or reused by another).
            let holds = records.withUnsafeBufferPointer { i < $0.count && $0[i]?.constraint === constraint }
            if holds { return i }
        }
        if indexesPending { buildPendingIndexes() }
        guard let i = storedRecordIndex[ObjectIdentifier(constraint)] else { return nil }
        constraint.solverCache.store(tag << 32 | UInt64(truncatingIfNeeded: i), ordering: .relaxed)
        return i
    }

    /// The symbol of `variable`, registering it on first use.
    func symbol(for variable: Variable, newVariables: inout [Int]) -> Int {
        let id = ObjectIdentifier(variable)
        if let s = knownSymbol(of: variable) { return s }
        let s = engine.newSymbol(.external, owner: -1)
        // (Pending: built from `variableIdentities` at its first use.)
        if !indexesPending { storedVariableSymbols[id] = s }
        newVariables.append(s)
        while variablesBySymbol.count <= s {
            variablesBySymbol.append(nil)
            variableIdentities.append(nil)
        }
        // `s` may be a reused id (see `Engine.newSymbol`).
        variablesBySymbol[s] = variable
        variableIdentities[s] = id
        // The variable's next lookup finds its symbol without the table.
        variable.solverCache.store(tag << 32 | UInt64(truncatingIfNeeded: s), ordering: .relaxed)
        return s
    }

    /// Appends the constraint's terms as engine cells (zero coefficients dropped) to
    /// ``termPool``; returns their positions there.
    func registerTerms(of constraint: Constraint, newVariables: inout [Int]) -> Range<Int> {
        var magnitudes = (smallest: Double.infinity, largest: 0.0)
        return registerTerms(of: constraint, newVariables: &newVariables, magnitudes: &magnitudes)
    }

    /// ``registerTerms(of:newVariables:)``, also lowering `magnitudes.smallest` and raising
    /// `magnitudes.largest` to the magnitudes of the coefficients registered.
    func registerTerms(
        of constraint: Constraint, newVariables: inout [Int], magnitudes: inout (smallest: Double, largest: Double)
    ) -> Range<Int> {
        let terms = constraint.expression.terms
        let start = termPool.count
        // The terms array (held here) keeps its variables alive: each is read as an unretained
        // reference. Iterating the terms copied each one, an atomic retain and release of its
        // variable per term.
        let stride = MemoryLayout<Term>.stride
        let variableOffset = MemoryLayout<Term>.offset(of: \Term.variable)!
        let coefficientOffset = MemoryLayout<Term>.offset(of: \Term.coefficient)!
        terms.withUnsafeBytes { raw in
            for i in 0..<terms.count {
                let coefficient = raw.load(fromByteOffset: i * stride + coefficientOffset, as: Double.self)
                guard coefficient != 0 else { continue }
                magnitudes.smallest = min(magnitudes.smallest, abs(coefficient))
                magnitudes.largest = max(magnitudes.largest, abs(coefficient))
                let variable = raw.load(fromByteOffset: i * stride + variableOffset, as: UnsafeRawPointer.self)
                let s = Unmanaged<Variable>.fromOpaque(variable)._withUnsafeGuaranteedRef {
                    symbol(for: $0, newVariables: &newVariables)
                }
                termPool.append(Cell(symbol: s, coefficient: coefficient))
            }
        }
        precondition(termPool.count <= Int(Int32.max), "constraint terms beyond 2^31")
        return start..<termPool.count
    }

    /// The terms of `record` (a view of ``termPool``).
    func terms(of record: ConstraintRecord) -> ArraySlice<Cell> {
        termPool[record.termRange]
    }

    /// Rewrites ``termPool`` with only the live records' terms (in record order) once the runs
    /// removed records left behind outnumber the live ones (and a few dozen): the pool stays
    /// within twice the live terms. Run only where no record copy outlives the call (at the start
    /// of an insertion: the undo of a removal holds records, and an insertion's undo truncates
    /// the pool to its length before the insertion).
    /// - Complexity: O(live terms), when it compacts; O(1) otherwise.
    func compactTermPoolIfNeeded() {
        guard termPoolGarbage > 64, 2 * termPoolGarbage > termPool.count else { return }
        compactTermPool()
    }

    /// ``compactTermPoolIfNeeded()``'s rewrite, unconditionally.
    func compactTermPool() {
        var compacted: [Cell] = []
        compacted.reserveCapacity(termPool.count - termPoolGarbage)
        for index in records.indices {
            guard let range = records[index]?.termRange else { continue }
            let start = compacted.count
            compacted.append(contentsOf: termPool[range])
            records[index]?.termStart = Int32(truncatingIfNeeded: start)
            numbers[index].termStart = Int32(truncatingIfNeeded: start)
        }
        termPool = compacted
        termPoolGarbage = 0
    }

    func allocateRecord() -> Int {
        if let index = freeRecords.popLast() { return index }
        records.append(nil)
        numbers.append(.free)
        return records.count - 1
    }

    /// Removes a record's row from the engine (no optimization) and frees the record.
    func removeRecord(_ index: Int) {
        guard let record = records[index] else { return }
        let level = record.isRequired ? -1 : engine.levelSlot(for: record.priority.rawValue)
        engine.removeConstraint(marker: record.marker, other: record.other, relation: record.relation, level: level)
        if record.isRequired { unindexRequired(index, termRange: record.termRange) }
        records[index] = nil
        numbers[index].isRequired = false
        termPoolGarbage += Int(record.termCount)
        freeRecords.append(index)
    }

    /// Changes a record's constant through its marker; rolls back and throws for a required
    /// constraint whose new constant is infeasible.
    /// Returns what undoes the record's bookkeeping if the call's check fails.
    func changeConstant(ofRecord index: Int, to constant: Double) throws(SolverError) -> CallUndo {
        let hot = numbers[index]
        // (The shift, `±(constant − old)`, is 0 exactly when the constants are equal: both are
        // finite. A suggestion of the value held stops here, before the marker's sign is read.)
        guard constant != hot.constant else { return .nothing }
        let shift = (constant - hot.constant) / hot.markerCoefficient
        // `numbers` mirrors the record's constant: reading it there copies no record (a copy
        // retains the record's terms, a cache miss per call once the records outgrow the cache).
        let oldConstant = hot.constant
        if hot.isRequired {
            engine.beginTransaction()
            if let failed = engine.shiftMarker(hot.marker, by: shift) {
                let certificate = engine.certificate(ofFailedRow: failed)
                engine.rollbackTransaction()
                bindRecordsIfUnbound()  // (the conflict names records, and may rebuild from all)
                let conflicting = certificate.filter { $0 != index }.compactMap { records[$0] }.filter(\.isRequired)
                    .map(\.constraint)
                let constraint = records[index]!.constraint
                // A conflicting set that conflicts on its own confirms the verdict (as for adds).
                if conflictingSetConfirms(constraint, constant: constant, candidates: conflicting) {
                    throw .unsatisfiableConstraint(
                        constraint,
                        conflicts: explainConflict(constraint, constant: constant, candidates: conflicting, confirmed: true)
                            ?? conflicting)
                }
                // Else confirm the verdict by a rebuild with the new constant (as for adds).
                numbers[index].constant = constant
                records[index]!.constant = constant
                if recoverByRebuilding() {
                    rebuiltInCall = true
                    return .constant(index, oldConstant)
                }
                numbers[index].constant = hot.constant
                records[index]!.constant = oldConstant
                var changed = constraint.expression
                changed.constant = constant
                let probe = Constraint(changed, constraint.relation, priority: .required)
                guard requiredConstraintsReject([probe], excluding: index),
                    let conflicts = explainConflict(constraint, constant: constant, candidates: conflicting)
                else {
                    throw .numericalFailure(
                        "setting the constant of \(constraint) to \(constant): the tableau found it unsatisfiable, but the required constraints accept it when solved afresh; the change could not be carried out to the tolerance"
                    )
                }
                throw .unsatisfiableConstraint(constraint, conflicts: conflicts)
            }
            engine.commitTransaction()
        } else {
            _ = engine.shiftMarker(hot.marker, by: shift)
        }
        numbers[index].constant = constant
        records[index]!.constant = constant
        return .constant(index, oldConstant)
    }
}
