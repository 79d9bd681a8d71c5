import Testing

@testable import StrutSolver

/// The journal keeps its saved cells, index lists and costs in flat buffers (entries hold no
/// references), a suggestion's undo is data, and edit variables are found through a small cache
/// by identity. These tests pin that none of that changes what a caller sees: a rejected call
/// restores rows, index lists and costs bit for bit, and the cache never sends a suggestion to
/// the wrong (or a removed) edit variable.
@Suite struct JournalEditTests {
    /// The engine's index lists, as sorted lists (their order is an implementation detail).
    private func indexLists(_ solver: Solver) -> [[Int]] {
        let e = solver.engine
        return (0..<e.symbolCount).map { e.columns[$0].sorted() } + (0..<e.symbolCount).map { e.dependents[$0].sorted() }
    }

    @Test func journalEntriesHoldNoReferences() {
        #expect(_isPOD(JournalEntry.self))
    }

    /// A rejected add that pivots, substitutes and adds costs is undone through the flat
    /// buffers: rows, states, costs, values and index lists are as before, and the buffers are
    /// empty afterwards. a + b == 10 and a, b ≥ 0 are required, a == 8 at 500, b == 9 at 400:
    /// a = 8, b = 2; then a ≥ 11 contradicts a + b == 10 with b ≥ 0.
    @Test func aRejectedAddRestoresRowsListsAndCostsBitForBit() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try solver.addConstraints([a + b == 10.0, a >= 0.0, b >= 0.0, (a == 8.0) | 500, (b == 9.0) | 400, (c == 2.0 * a) | 300])
        #expect([a, b, c].map { solver.value(of: $0) } == [8, 2, 16])
        let before = EngineSnapshot(solver, variables: [a, b, c])
        let lists = indexLists(solver)
        let error = thrownError { () throws(SolverError) in try solver.addConstraint(a >= 11.0) }
        guard case .unsatisfiableConstraint = error else {
            Issue.record("expected an unsatisfiable constraint, got \(String(describing: error))")
            return
        }
        #expect(EngineSnapshot(solver, variables: [a, b, c]) == before)
        #expect(indexLists(solver) == lists)
        #expect(solver.engine.journal.isEmpty && solver.engine.journalCells.isEmpty)
        #expect(solver.engine.journalIndexes.isEmpty && solver.engine.journalCosts.isEmpty)
        // Still solving: suggest through a new edit variable on c (c = 2a at 300 loses to it).
        try solver.addEditVariable(c, priority: 600)
        try solver.suggestValue(12, for: c)
        #expect([a, b, c].map { solver.value(of: $0) } == [8, 2, 12])
    }

    /// A failed check of a suggestion puts the record's constant back (data, not a closure):
    /// the next suggestion shifts from the old constant, so the values are exact.
    @Test func aRejectedSuggestionPutsTheConstantBack() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addEditVariable(x, priority: 750)
        try solver.addConstraint(y == x + 1.0)
        try solver.suggestValue(3, for: x)
        let index = try #require(solver.edits[ObjectIdentifier(x)])
        solver.forcesRecoveryForTesting = true
        solver.failsRebuildForTesting = true
        #expect(thrownError { () throws(SolverError) in try solver.suggestValue(7, for: x) } != nil)
        #expect(solver.numbers[index].constant == -3)
        #expect(solver.records[index]?.constant == -3)
        solver.forcesRecoveryForTesting = false
        solver.failsRebuildForTesting = false
        try solver.suggestValue(5, for: x)
        #expect([x, y].map { solver.value(of: $0) } == [5, 6])
    }

    /// The edit cache follows removals and re-additions: a removed edit variable is unknown,
    /// and one added back (with a new record) receives its suggestions.
    @Test func theEditCacheFollowsRemovalsAndReAdditions() throws {
        let solver = Solver()
        let vars = (0..<6).map { Variable("v\($0)") }
        for v in vars { try solver.addEditVariable(v, priority: 500) }
        // Fill the cache past its 4 entries, twice.
        for round in 0..<2 {
            for (k, v) in vars.enumerated() { try solver.suggestValue(Double(10 * k + round), for: v) }
        }
        #expect(vars.map { solver.value(of: $0) } == [1, 11, 21, 31, 41, 51])
        try solver.removeEditVariable(vars[4])
        let error = thrownError { () throws(SolverError) in try solver.suggestValue(1, for: vars[4]) }
        guard case .unknownEditVariable = error else {
            Issue.record("expected an unknown edit variable, got \(String(describing: error))")
            return
        }
        try solver.addEditVariable(vars[4], priority: 500)
        try solver.suggestValue(77, for: vars[4])
        try solver.suggestValue(55, for: vars[5])
        #expect(vars.map { solver.value(of: $0) } == [1, 11, 21, 31, 77, 55])
    }
}
