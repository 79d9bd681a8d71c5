// Records without constraints (issue 12, item 3's solver half): a client that keeps a batch's
// rows as data can have the solver adopt a solved structure for them (``adoptUnbound(_:for:rows:)``)
// without a ``Constraint`` object per row. The adopted records have no constraint until the
// client binds its constraints to them (``bindAdoptedRecords(to:)``), which it does before it
// changes, removes or looks up one of them; reading values needs no binding.
//
// The solver never works on an unbound record: every call that changes the solver or reads its
// constraint tables first binds any unbound record to a constraint of its own, made from the
// record (its terms, constant, relation and priority: ``bindRecordsIfUnbound()``), so that a
// client that missed a binding still gets a correct solver (it cannot name those records, which
// it never bound); a later ``bindAdoptedRecords(to:)`` gives them the client's constraints.

/// The adoption whose records wait for their constraints (``Solver/pendingBinding``).
struct PendingBinding {
    /// The snapshot adopted: per batch position, its record (``SolverSnapshot/recordOfConstraint``),
    /// and each record's shape.
    let snapshot: SolverSnapshot
    /// Whether the records hold constraints of the solver's own (``Solver/bindRecordsIfUnbound()``)
    /// rather than none.
    var isBoundToPlaceholders = false
}

extension Solver {
    /// ``adopt(_:for:)`` for a batch of rows held as data (`rows`, from which `batch` was
    /// computed with ``ConstraintBatch/init(rows:expected:)``): the same adoption, the same
    /// engine, values and checks, but the records get no constraint: the caller binds its
    /// constraints later with ``bindAdoptedRecords(to:)``, before any other call that names one
    /// of them. Returns false, leaving the solver empty, where ``adopt(_:for:)`` would (a row
    /// with a non-finite constant included).
    ///
    /// - Complexity: as ``adopt(_:for:)``, less a record and a constraint cache written per row.
    package func adoptUnbound<Rows: ConstraintRows>(_ snapshot: SolverSnapshot, for batch: ConstraintBatch, rows: Rows) -> Bool {
        guard rows.count == snapshot.recordOfConstraint.count, batch.constraints.isEmpty else { return false }
        for position in 0..<rows.count where !rows.constant(at: position).isFinite { return false }
        guard beginAdoption(snapshot, for: batch) else { return false }
        records = [ConstraintRecord?](repeating: nil, count: snapshot.records.count)
        indexesPending = true
        pendingBinding = PendingBinding(snapshot: snapshot)
        return finishAdoption(snapshot, constants: rows)
    }

    /// Whether the records of an ``adoptUnbound(_:for:rows:)`` still wait for
    /// ``bindAdoptedRecords(to:)``.
    package var hasUnboundRecords: Bool { pendingBinding != nil }

    /// Gives the records of the last ``adoptUnbound(_:for:rows:)`` their constraints, by batch
    /// position (`constraints[i]` for the batch's row `i`, each with that row's terms, constant,
    /// relation and priority): the solver is then as ``adopt(_:for:)`` would have left it with a
    /// batch of those constraints (and as the calls since have changed it). Does nothing when no
    /// record waits.
    ///
    /// - Complexity: O(records).
    package func bindAdoptedRecords(to constraints: [Constraint]) {
        guard let pending = pendingBinding else { return }
        pendingBinding = nil
        let snapshot = pending.snapshot
        precondition(constraints.count == snapshot.recordOfConstraint.count, "a binding names every adopted row once")
        let tagBits = tag << 32
        for (position, c) in constraints.enumerated() {
            let index = snapshot.recordOfConstraint[position]
            if let placeholder = records[index] {
                // Bound to a placeholder since (a call came first): the record stays as the calls
                // left it, with the client's constraint.
                records[index] = ConstraintRecord(
                    constraint: c, termStart: placeholder.termStart, termCount: placeholder.termCount,
                    relation: placeholder.relation, constant: placeholder.constant, priority: placeholder.priority,
                    marker: placeholder.marker, other: placeholder.other)
                if !indexesPending {
                    storedRecordIndex[ObjectIdentifier(placeholder.constraint)] = nil
                    storedRecordIndex[ObjectIdentifier(c)] = index
                }
            } else {
                records[index] = boundRecord(index, shape: snapshot.records[index]!, constraint: c)
            }
            c.solverCache.store(tagBits | UInt64(truncatingIfNeeded: index), ordering: .relaxed)
        }
    }

    /// Binds every record still waiting for its constraint to one made from the record (see
    /// the file's discussion), before a call that changes the solver or reads its constraint
    /// tables. O(1) when none waits.
    @inline(__always)
    func bindRecordsIfUnbound() {
        if let pending = pendingBinding, !pending.isBoundToPlaceholders { bindRecordsToPlaceholders() }
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
