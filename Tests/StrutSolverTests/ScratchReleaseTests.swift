import Testing

@testable import StrutSolver

/// ``Solver/releaseScratchStorage()``: a parked solver (a cell's kept fitting engine) frees the
/// storage of its empty per-call lists. These tests pin that the storage goes and that a solver
/// released between every call goes on exactly as a twin that never was: the same values, the
/// same rejected call rolled back, the same change reports.
@Suite struct ScratchReleaseTests {
    @Test func theEmptyListsLoseTheirStorage() throws {
        let solver = Solver()
        let (_, ws, wall) = try rowOfBoxes(in: solver)
        try solver.suggestValue(200, for: wall)
        try solver.addConstraint((ws[2] == 150.0) | 500)
        _ = solver.fetchChangedVariables()
        #expect(solver.engine.journalCells.retainedStorage + solver.engine.touched.retainedStorage > 0)
        solver.releaseScratchStorage()
        let e = solver.engine
        #expect(e.touched.retainedStorage == 0 && e.invalidated.retainedStorage == 0)
        #expect(e.verificationScratch.retainedStorage == 0 && e.frontierScratch.isEmpty && e.holderScratch.capacity == 0)
        #expect(
            e.journal.retainedStorage == 0 && e.journalCells.retainedStorage == 0 && e.journalIndexes.retainedStorage == 0
                && e.journalCosts.retainedStorage == 0)
    }

    @Test func aReleasedSolverGoesOnAsItsTwin() throws {
        let solver = Solver(), twin = Solver()
        let (xs, ws, wall) = try rowOfBoxes(in: solver)
        let (twinXs, twinWs, twinWall) = try rowOfBoxes(in: twin)
        let all = xs + ws + [wall], twinAll = twinXs + twinWs + [twinWall]
        func step(_ body: (Solver, [Variable]) throws -> Void) throws {
            try body(solver, all)
            try body(twin, twinAll)
            solver.releaseScratchStorage()
            #expect(solver.values(of: all) == twin.values(of: twinAll))
            #expect(solver.fetchChangedVariables().map(\.name) == twin.fetchChangedVariables().map(\.name))
        }
        for width in [200.0, 390.0, 120.0, 400.0] {
            try step { s, v in try s.suggestValue(width, for: v[12]) }
        }
        let squeeze = (ws[2] == 150.0) | 500, twinSqueeze = (twinWs[2] == 150.0) | 500
        try step { s, _ in try s.addConstraint(s === solver ? squeeze : twinSqueeze) }
        // A rejected call rolls back through the journal, grown again after the release.
        let clash = ws[3] <= 5.0, twinClash = twinWs[3] <= 5.0
        #expect(throws: SolverError.self) { try solver.addConstraint(clash) }
        #expect(throws: SolverError.self) { try twin.addConstraint(twinClash) }
        solver.releaseScratchStorage()
        #expect(solver.values(of: all) == twin.values(of: twinAll))
        try step { s, _ in try s.setConstant(-90, of: s === solver ? squeeze : twinSqueeze) }
        try step { s, _ in try s.removeConstraint(s === solver ? squeeze : twinSqueeze) }
        try step { s, v in try s.suggestValue(260, for: v[12]) }
    }
}
