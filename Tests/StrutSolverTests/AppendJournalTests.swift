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

    /// A row of boxes between two walls: x[i+1] ≥ x[i] + w[i], soft preferred positions and
    /// widths, an edit variable on the right wall.
    private func boxes(_ solver: Solver) throws -> (xs: [Variable], ws: [Variable], wall: Variable) {
        let xs = (0..<6).map { Variable("x\($0)") }, ws = (0..<6).map { Variable("w\($0)") }
        let wall = Variable("wall")
        var constraints: [Constraint] = [xs[0] >= 0.0, wall <= 400.0]
        for i in 0..<6 {
            constraints.append(ws[i] >= 10.0)
            constraints.append((ws[i] == 60.0) | 250)
            constraints.append((xs[i] == Double(70 * i)) | 100)
            constraints.append(i + 1 < 6 ? xs[i + 1] >= xs[i] + ws[i] : wall >= xs[i] + ws[i])
        }
        try solver.addConstraints(constraints)
        try solver.addEditVariable(wall, priority: 750)
        return (xs, ws, wall)
    }

    @Test func rejectedCallsRestoreEveryListInOrder() throws {
        let solver = Solver(), twin = Solver()
        let (xs, ws, wall) = try boxes(solver)
        let (twinXs, twinWs, twinWall) = try boxes(twin)
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
