import Testing

@testable import StrutSolver

/// `Solver.adoptUnbound(_:for:pooled:)` and `Solver.bindAdoptedRecords(to:)` (issue 12, item 3's
/// solver half): a batch held as data (no constraint objects) adopts a solved structure, and
/// its records get constraints later. The oracle is `adopt(_:for:)` of the same batch as
/// constraints and the hand-derived values of `SnapshotTests.Label`.
@Suite struct UnboundAdoptionTests {
    typealias Label = SnapshotTests.Label

    /// A batch's rows as data, read from the constraints (as a client holding its rows as
    /// values gives them, without handing the solver the objects).
    static func rows(_ constraints: [Constraint]) -> PooledRows {
        var terms: [Term] = []
        var rows: [PooledRow] = []
        for c in constraints {
            rows.append(
                PooledRow(
                    termStart: Int32(terms.count), termCount: Int32(c.expression.terms.count),
                    constant: c.expression.constant, relation: c.relation, priority: c.priority))
            terms += c.expression.terms
        }
        return PooledRows(terms: terms, rows: rows)
    }

    static func snapshot() throws -> SolverSnapshot {
        let template = Label(content: 50, minimum: 10, container: 200)
        return try #require(SnapshotTests.solved(template).snapshot(of: ConstraintBatch(template.constraints)))
    }

    /// Adopts `label`'s batch as rows held as data.
    static func adoptUnbound(_ label: Label, _ snapshot: SolverSnapshot) -> Solver {
        let solver = Solver()
        let rows = Self.rows(label.constraints)
        #expect(solver.adoptUnbound(snapshot, for: ConstraintBatch(pooled: rows), pooled: rows))
        return solver
    }

    @Test func theSignatureOfRowsIsTheSignatureOfTheirConstraints() {
        let label = Label(content: 70, minimum: 10, container: 200)
        let fromRows = ConstraintBatch(pooled: Self.rows(label.constraints))
        let fromConstraints = ConstraintBatch(label.constraints)
        #expect(fromRows.signature == fromConstraints.signature)
        #expect(fromRows.variables.map { $0.toOpaque() } == fromConstraints.variables.map { $0.toOpaque() })
        #expect(fromRows.constraints.isEmpty)
    }

    @Test func unboundRecordsGiveTheValuesAndTakeTheirConstraintsLater() throws {
        let snapshot = try Self.snapshot()
        // Content 300 in 200 - 16 = 184: compressed to 184.
        let wide = Label(content: 300, minimum: 10, container: 200)
        let solver = Self.adoptUnbound(wide, snapshot)
        #expect(solver.hasUnboundRecords)
        #expect(wide.values(in: solver) == [8, 184, 192])
        #expect(solver.records.allSatisfy { $0 == nil })
        solver.bindAdoptedRecords(to: wide.constraints)
        #expect(!solver.hasUnboundRecords)
        // As `adopt(_:for:)` leaves it: every record with its constraint, found by its cache.
        let bound = Solver()
        #expect(bound.adopt(snapshot, for: ConstraintBatch(wide.constraints)))
        for (i, c) in wide.constraints.enumerated() {
            let index = try #require(solver.knownRecord(of: c), "constraint \(i)")
            #expect(index == bound.knownRecord(of: c))
            let record = try #require(solver.records[index])
            let expected = try #require(bound.records[index])
            #expect(record.constraint === c)
            #expect(record.constant == expected.constant && record.priority == expected.priority)
            #expect(record.relation == expected.relation && record.marker == expected.marker && record.other == expected.other)
            #expect(record.termStart == expected.termStart && record.termCount == expected.termCount)
        }
        // Then like any solver: a constant change and a removal, with the hand-derived values.
        try solver.setConstant(-60, of: wide.constraints[2])
        #expect(wide.values(in: solver) == [8, 60, 68])
        try solver.removeConstraint(wide.constraints[4])
        try solver.setConstant(-500, of: wide.constraints[2])
        #expect(wide.values(in: solver) == [8, 500, 508])
        #expect(solver.statistics.constraints == 4)
    }

    /// A call made before the binding binds the records to placeholders of the solver's own (a
    /// client cannot name them): the solver stays correct, and the client's later binding
    /// replaces them.
    @Test func aCallBeforeTheBindingKeepsTheSolverCorrect() throws {
        let snapshot = try Self.snapshot()
        let narrow = Label(content: 30, minimum: 10, container: 100)
        let solver = Self.adoptUnbound(narrow, snapshot)
        #expect(narrow.values(in: solver) == [8, 30, 38])
        // `width >= 40` added: 40 wide (the @750 equality gives way).
        let minimum = narrow.width >= 40.0
        try solver.addConstraint(minimum)
        #expect(narrow.values(in: solver) == [8, 40, 48])
        #expect(solver.hasUnboundRecords)
        #expect(solver.records.allSatisfy { $0 != nil })
        #expect(solver.statistics.constraints == 6)
        // The client's constraints take the placeholders' places (the tables were built).
        #expect(!solver.indexesPending)
        solver.bindAdoptedRecords(to: narrow.constraints)
        #expect(!solver.hasUnboundRecords)
        #expect(solver.statistics.constraints == 6)
        for c in narrow.constraints { #expect(solver.hasConstraint(c)) }
        try solver.removeConstraint(minimum)
        #expect(narrow.values(in: solver) == [8, 30, 38])
        try solver.setConstant(-70, of: narrow.constraints[2])
        #expect(narrow.values(in: solver) == [8, 70, 78])
        // 100 - 8 = 92 at most: a required content of 95 is unsatisfiable and names the
        // client's constraint `right <= container - 8`, not a placeholder.
        let required = narrow.width == 95.0
        var conflicts: [Constraint] = []
        do {
            try solver.addConstraint(required)
            Issue.record("width == 95 was added")
        } catch {
            if case .unsatisfiableConstraint(_, let named) = error { conflicts = named }
        }
        #expect(conflicts.contains { $0 === narrow.constraints[4] })
        #expect(conflicts.allSatisfy { c in c === required || narrow.constraints.contains { $0 === c } })
        #expect(narrow.values(in: solver) == [8, 70, 78])
    }

    /// Some records bound, the others not: a constant change of a bound one reads no other
    /// record (no placeholder is made), and gives the hand-derived values.
    @Test func aConstantChangeOfABoundRecordLeavesTheOthersUnbound() throws {
        let snapshot = try Self.snapshot()
        let label = Label(content: 70, minimum: 10, container: 200)
        let solver = Self.adoptUnbound(label, snapshot)
        let content = label.constraints[2]
        solver.bindAdoptedRecord(atPosition: 2, to: content)
        #expect(solver.hasUnboundRecords)
        #expect(solver.records.compactMap { $0 }.count == 1)
        try solver.setConstant(-120, of: content)
        #expect(label.values(in: solver) == [8, 120, 128])
        #expect(solver.records.compactMap { $0 }.count == 1)
        // Content 250 in 184: compressed (the required `right <= 192` holds).
        try solver.setConstant(-250, of: content)
        #expect(label.values(in: solver) == [8, 184, 192])
        #expect(solver.records.compactMap { $0 }.count == 1)
        // Binding the rest (the bound one listed again stays as it is).
        solver.bindAdoptedRecords(to: label.constraints)
        #expect(!solver.hasUnboundRecords)
        #expect(solver.constant(of: content) == -250)
        try solver.removeConstraint(label.constraints[4])
        #expect(label.values(in: solver) == [8, 250, 258])
        #expect(solver.statistics.constraints == 4)
    }

    @Test func aRowWithANonFiniteConstantIsNotAdopted() throws {
        let snapshot = try Self.snapshot()
        let label = Label(content: .infinity, minimum: 10, container: 200)
        let solver = Solver()
        let rows = Self.rows(label.constraints)
        #expect(!solver.adoptUnbound(snapshot, for: ConstraintBatch(pooled: rows), pooled: rows))
        #expect(!solver.hasUnboundRecords && solver.records.isEmpty)
    }
}
