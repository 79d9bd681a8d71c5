// Records without constraints (issue 12, item 3's solver half): a client that keeps a batch's
// rows as data can have the solver adopt a solved structure for them (``adoptUnbound(_:for:pooled:)``)
// without a ``Constraint`` object per row. The adopted records have no constraint until the
// client binds its constraints to them (``bindAdoptedRecords(to:)``, all at once or some at a
// time), which it does before it names one of them (a constant change, a removal, a look-up);
// reading values needs no binding.
//
// The solver never reads an unbound record's constraint: what reads other records than the
// call's own (an insertion, which may compact the term pool, explain a conflict or rebuild; a
// constant change's conflict; a rebuild; the review of optimality; a failed check's message;
// the identity tables) first binds every unbound record to a constraint of the solver's own,
// made from the record (its terms, constant, relation and priority: ``bindRecordsIfUnbound()``),
// so that the solver stays correct whatever the client does (it cannot name those records,
// which it never bound); a later ``bindAdoptedRecords(to:)`` gives them the client's constraints.

/// The adoption whose records wait for their constraints (``Solver/pendingBinding``).
struct PendingBinding {
    /// The snapshot adopted: per batch position, its record (``SolverSnapshot/recordOfConstraint``),
    /// and each record's shape.
    let snapshot: SolverSnapshot
    /// Whether the records the client has not bound hold constraints of the solver's own
    /// (``Solver/bindRecordsIfUnbound()``) rather than none.
    var isBoundToPlaceholders = false
    /// The records the client has not bound yet.
    var unbound: Int
}

extension Solver {
    /// ``adopt(_:for:)`` for a batch of rows held as data (`rows`, from which `batch` was
    /// computed with ``ConstraintBatch/init(pooled:expected:)``): the same adoption, the same
    /// engine, values and checks, but the records get no constraint: the caller binds its
    /// constraints later with ``bindAdoptedRecords(to:)``, before any other call that names one
    /// of them. Returns false, leaving the solver empty, where ``adopt(_:for:)`` would (a row
    /// with a non-finite constant included).
    ///
    /// - Complexity: as ``adopt(_:for:)``, less a record and a constraint cache written per row.
    package func adoptUnbound(_ snapshot: SolverSnapshot, for batch: ConstraintBatch, pooled rows: PooledRows) -> Bool {
        guard rows.count == snapshot.recordOfConstraint.count, batch.constraints.isEmpty else { return false }
        for i in 0..<rows.count where !rows.constant(at: i).isFinite { return false }
        guard beginAdoption(snapshot, for: batch) else { return false }
        records = Self.unboundRecords(count: snapshot.records.count)
        indexesPending = true
        pendingBinding = PendingBinding(snapshot: snapshot, unbound: rows.count)
        return finishAdoption(snapshot, constants: rows)
    }

    /// `count` records, none bound: each `nil` written in place (`init(repeating:count:)` copies
    /// its element through the optional's outlined copy, about a hundred instructions a record).
    private static func unboundRecords(count: Int) -> [ConstraintRecord?] {
        [ConstraintRecord?](unsafeUninitializedCapacity: count) { buffer, initialized in
            for i in 0..<count { buffer.initializeElement(at: i, to: nil) }
            initialized = count
        }
    }

    /// Whether the records of an ``adoptUnbound(_:for:pooled:)`` still wait for
    /// ``bindAdoptedRecords(to:)``.
    package var hasUnboundRecords: Bool { pendingBinding != nil }

    /// The terms of the row at batch `position` of the last ``adoptUnbound(_:for:pooled:)``, made
    /// from the record (its run of the term pool, the variables of its symbols): the row's own
    /// terms when the batch had no coefficient zero (``ConstraintBatch/hasZeroCoefficients``), so
    /// that a client holding the rows as data need not keep their terms. Only while the records
    /// wait for their constraints (``hasUnboundRecords``): the record, unbound, can have been
    /// neither removed nor changed in its terms.
    ///
    /// Why they are the row's: the row's batch has the snapshot's signature, which lists each
    /// row's terms of non-zero coefficient in order, as (variable slot, coefficient bits); the
    /// snapshot's term pool holds the same terms in the same order over the snapshot's symbols
    /// (``registerTerms(of:newVariables:)``), and the adoption gave each of those symbols the
    /// batch's variable of the same slot (``beginAdoption(_:for:)``).
    ///
    /// - Complexity: O(the row's terms).
    package func adoptedTerms(atPosition position: Int) -> [Term] {
        guard let pending = pendingBinding else {
            preconditionFailure("an adopted row's terms are read from its record only while it waits for its constraint")
        }
        let range = numbers[pending.snapshot.recordOfConstraint[position]].termRange
        return [Term](unsafeUninitializedCapacity: range.count) { buffer, count in
            var n = 0
            for k in range {
                let cell = termPool[k]
                buffer.initializeElement(at: n, to: Term(variablesBySymbol[cell.symbol]!, cell.coefficient))
                n += 1
            }
            count = n
        }
    }

    /// Gives the records of the last ``adoptUnbound(_:for:pooled:)`` their constraints, by batch
    /// position (`constraints[i]` for the batch's row `i`, made with that row's terms, constant,
    /// relation and priority): once every record has its
    /// client's constraint, the solver is as ``adopt(_:for:)`` would have left it with a batch
    /// of those constraints (and as the calls since have changed it). A record already bound to
    /// the same constraint stays so. Does nothing when no record waits.
    ///
    /// - Complexity: O(records).
    package func bindAdoptedRecords(to constraints: [Constraint]) {
        guard var pending = pendingBinding else { return }
        precondition(constraints.count == pending.snapshot.recordOfConstraint.count, "a binding lists every adopted row")
        for (position, c) in constraints.enumerated() { bind(position, to: c, pending: &pending) }
        pendingBinding = pending.unbound > 0 ? pending : nil
    }

    /// ``bindAdoptedRecords(to:)`` for one row: the batch's row `position` gets `constraint`.
    ///
    /// - Complexity: O(1).
    package func bindAdoptedRecord(atPosition position: Int, to constraint: Constraint) {
        guard var pending = pendingBinding else { return }
        bind(position, to: constraint, pending: &pending)
        pendingBinding = pending.unbound > 0 ? pending : nil
    }

    /// Gives the record of the batch's row `position` the client's constraint `c`, counted in
    /// `pending` (a record already bound to `c` stays as it is).
    private func bind(_ position: Int, to c: Constraint, pending: inout PendingBinding) {
        let index = pending.snapshot.recordOfConstraint[position]
        if let held = records[index] {
            guard held.constraint !== c else { return }
            // Bound to a placeholder since (a call needed every record): the record stays as
            // the calls left it, with the client's constraint.
            records[index] = ConstraintRecord(
                constraint: c, termStart: held.termStart, termCount: held.termCount, relation: held.relation,
                constant: held.constant, priority: held.priority, marker: held.marker, other: held.other)
            if !indexesPending {
                storedRecordIndex[ObjectIdentifier(held.constraint)] = nil
                storedRecordIndex[ObjectIdentifier(c)] = index
            }
        } else {
            records[index] = boundRecord(index, shape: pending.snapshot.records[index]!, constraint: c)
            if !indexesPending { storedRecordIndex[ObjectIdentifier(c)] = index }
        }
        c.solverCache.store(tag << 32 | UInt64(truncatingIfNeeded: index), ordering: .relaxed)
        pending.unbound -= 1
    }

    /// Binds every record still waiting for its constraint to one made from the record (see
    /// the file's discussion), before a call that changes the solver or reads its constraint
    /// tables. O(1) when none waits.
    @inline(__always)
    func bindRecordsIfUnbound() {
        if let pending = pendingBinding, !pending.isBoundToPlaceholders { bindRecordsToPlaceholders() }
    }

    /// The constraint of live record `index`, for a failed check's message (an unbound record
    /// is bound first, see ``bindRecordsIfUnbound()``).
    func boundConstraint(ofRecord index: Int) -> Constraint {
        bindRecordsIfUnbound()
        return records[index]!.constraint
    }

    /// ``bindRecordsIfUnbound()``'s work: a constraint per unbound record, its terms read from the
    /// term pool (the pool holds the rows' terms without their zero coefficients).
    private func bindRecordsToPlaceholders() {
        guard let snapshot = pendingBinding?.snapshot else { return }
        pendingBinding?.isBoundToPlaceholders = true
        for index in snapshot.recordOfConstraint where records[index] == nil {
            let shape = snapshot.records[index]!
            let numbers = self.numbers[index]
            let terms = termPool[numbers.termRange].map { Term(variablesBySymbol[$0.symbol]!, $0.coefficient) }
            let placeholder = Constraint(Expression(terms, constant: numbers.constant), shape.relation, priority: shape.priority)
            records[index] = boundRecord(index, shape: shape, constraint: placeholder)
            placeholder.solverCache.store(tag << 32 | UInt64(truncatingIfNeeded: index), ordering: .relaxed)
            if !indexesPending { storedRecordIndex[ObjectIdentifier(placeholder)] = index }
        }
    }

    /// The record of an adopted, unbound record `index` (its shape in the snapshot, its current
    /// numbers) with `constraint`.
    private func boundRecord(_ index: Int, shape: SolverSnapshot.RecordShape, constraint: Constraint) -> ConstraintRecord {
        let numbers = self.numbers[index]
        return ConstraintRecord(
            constraint: constraint, termStart: numbers.termStart, termCount: numbers.termCount, relation: shape.relation,
            constant: numbers.constant, priority: shape.priority, marker: shape.marker, other: shape.other)
    }
}
