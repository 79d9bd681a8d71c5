import Testing

@testable import StrutSolver

/// A required row whose variables are all defined already (it closes a loop) has no external
/// subject. When a slack or error of the tableau can enter without making any restricted row
/// negative, it becomes the subject directly; otherwise phase one decides (and may reject).
@Suite struct ClosingRowSubjectTests {
    @Test func requiredEqualityInsideBoundsTakesASlackWithoutPivoting() throws {
        let solver = Solver()
        let x = Variable("x")
        // x ≥ 10 makes x = 10 + s1; x ≤ 50 then gives s2 = 40 - s1.
        try solver.addConstraints([x >= 10.0, x <= 50.0])
        let before = solver.statistics.pivots
        // x == 30 expands to 0 = 20 - s1 - d: s1 enters at 20, and s2 = 40 - 20 = 20 ≥ 0.
        try solver.addConstraint(x == 30.0)
        #expect(solver.value(of: x) == 30)
        #expect(solver.statistics.pivots == before)
    }

    @Test func requiredEqualityOutsideBoundsIsStillRejected() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraints([x >= 10.0, x <= 50.0])
        // x == 60: s1 would enter at 50 and drive s2 = 40 - 50 negative, so the direct choice
        // is refused and phase one proves the row unsatisfiable.
        let tooFar = x == 60.0
        #expect(throws: SolverError.self) { try solver.addConstraint(tooFar) }
        #expect(!solver.hasConstraint(tooFar))
        #expect(solver.value(of: x) == 10)
    }

    @Test func feedCellTrailingEdgeOverridesHugging() throws {
        // A label hugging its intrinsic width 100 (≤ at 250, ≥ at 750), pinned 8 from both
        // edges of a 375-wide container, the rows added in one batch the way a layout engine
        // does: the trailing row closes the loop x, w, cw.
        let solver = Solver()
        let x = Variable("x"), w = Variable("w"), cw = Variable("cw")
        let wide = cw == 375.0
        try solver.addConstraints([(w <= 100.0) | 250, (w >= 100.0) | 750, x == 8.0, wide, x + w == cw - 8.0])
        // Required: x = 8, w = 375 - 8 - 8 = 359 (hugging, at 250, gives way).
        #expect(solver.value(of: x) == 8)
        #expect(solver.value(of: w) == 359)
        #expect(solver.value(of: cw) == 375)
        // Narrower than the intrinsic width: compression (750) gives way, w = 100 - 16 = 84.
        try solver.removeConstraint(wide)
        try solver.addConstraint(cw == 100.0)
        #expect(solver.value(of: w) == 84)
    }
}
