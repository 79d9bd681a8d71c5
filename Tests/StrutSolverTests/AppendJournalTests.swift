import Testing

@testable import StrutSolver

/// A transaction journals an append to an index list it has not saved as the append alone
/// (`JournalEntry.columnAppend`, `.dependentsAppend`): rollback drops the list's last id, after
/// restoring any later save of the whole list. These tests pin that a rejected call puts every
/// column and dependents list back in its exact order (the order the next pivots walk), so that
/// a solver that rejected calls goes on exactly as a twin that never saw them.
@Suite struct AppendJournalTests {
    /// Every index list in its stored order.
    private func exactLists(_ solver: Solver) -> [[Int]] {
        let e = solver.engine
        return (0..<e.symbolCount).map { Array(e.columns[$0]) } + (0..<e.symbolCount).map { Array(e.dependents[$0]) }
    }

    @Test func rejectedCallsRestoreEveryListInOrder() throws {
        let solver = Solver(), twin = Solver()
        let (xs, ws, wall) = try rowOfBoxes(in: solver)
        let (twinXs, twinWs, twinWall) = try rowOfBoxes(in: twin)
        // The calls below pivot (substituting rows into others: appends to lists).
        let pivotsBefore = twin.engine.pivotCount
        let squeeze = (ws[2] == 150.0) | 500
        let twinSqueeze = (twinWs[2] == 150.0) | 500
        try twin.addConstraint(twinSqueeze)
        try twin.suggestValue(200, for: twinWall)
        #expect(twin.engine.pivotCount > pivotsBefore)

        let lists = exactLists(solver)
        solver.forcesRecoveryForTesting = true
        solver.failsRebuildForTesting = true
        #expect(throws: SolverError.self) { try solver.addConstraint(squeeze) }
        #expect(exactLists(solver) == lists)
        solver.forcesRecoveryForTesting = false
        solver.failsRebuildForTesting = false
        try solver.addConstraint(squeeze)
        let listsAfterAdd = exactLists(solver)
        solver.forcesRecoveryForTesting = true
        solver.failsRebuildForTesting = true
        #expect(throws: SolverError.self) { try solver.suggestValue(200, for: wall) }
        #expect(exactLists(solver) == listsAfterAdd)
        solver.forcesRecoveryForTesting = false
        solver.failsRebuildForTesting = false
        try solver.suggestValue(200, for: wall)

        // The same state as the twin's, bit for bit: lists in order, values.
        #expect(exactLists(solver) == exactLists(twin))
        #expect((xs + ws).map { solver.value(of: $0) } == (twinXs + twinWs).map { twin.value(of: $0) })
        #expect(solver.value(of: wall) == 200)
        // And they go on alike: a removal that pivots back.
        try solver.removeConstraint(squeeze)
        try twin.removeConstraint(twinSqueeze)
        #expect(exactLists(solver) == exactLists(twin))
        #expect((xs + ws).map { solver.value(of: $0) } == (twinXs + twinWs).map { twin.value(of: $0) })
    }
}
