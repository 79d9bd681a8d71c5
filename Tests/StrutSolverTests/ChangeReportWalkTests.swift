import Testing

@testable import StrutSolver

/// The change report's walk (``Engine/collectChangedExternals()``) keeps its frontier in a scratch
/// buffer at least as long as the symbol count, written up to an explicit length; a planned
/// shift gathers the rows it touches and invalidates and appends them at once. These tests pin
/// what a caller sees through both: every variable that moved is reported once, in registration
/// order, also right after the symbol count grew past the buffer, and definitions (lazy rows)
/// read through a planned shift are re-evaluated.
@Suite struct ChangeReportWalkTests {

    /// x0 is an edit variable; x1…x5 are defined one from the previous (`x[i] == x[i-1] + 10`).
    private func chain() throws -> (Solver, [Variable]) {
        let solver = Solver()
        let xs = (0...5).map { Variable("x\($0)") }
        try solver.addEditVariable(xs[0], priority: 999)
        for i in 1...5 {
            try solver.addConstraint(xs[i] == xs[i - 1] + 10.0)
        }
        return (solver, xs)
    }

    @Test func plannedSuggestionsReportTheWholeChainEachTime() throws {
        let (solver, xs) = try chain()
        // First report: every variable whose value is not 0 (x0 = 0 until the first suggestion).
        #expect(solver.fetchChangedVariables().map(\.name) == ["x1", "x2", "x3", "x4", "x5"])
        // Six suggestions of the same edit: the third and later shift through a checked plan.
        for (step, value) in [40.0, 70, 25, 90, 10, 55].enumerated() {
            try solver.suggestValue(value, for: xs[0])
            #expect(solver.fetchChangedVariables().map(\.name) == ["x0", "x1", "x2", "x3", "x4", "x5"], "step \(step)")
            // x[i] = value + 10 i, exactly (small integers).
            #expect(xs.map { solver.value(of: $0) } == (0...5).map { value + 10 * Double($0) }, "step \(step)")
        }
        #expect(solver.engine.shiftPlanReuses >= 3)
        // The same value again moves nothing: an empty report.
        try solver.suggestValue(55, for: xs[0])
        #expect(solver.fetchChangedVariables().isEmpty)
    }

    @Test func theReportFollowsTheSymbolCountPastTheBuffer() throws {
        let (solver, xs) = try chain()
        try solver.suggestValue(5, for: xs[0])
        _ = solver.fetchChangedVariables()
        // Forty new variables in one batch: the symbol count grows past the frontier buffer of
        // the last report, and every new variable (value i + 1, never 0) is reported once.
        let extra = (0..<40).map { Variable("e\($0)") }
        try solver.addConstraints(extra.enumerated().map { $0.element == Double($0.offset + 1) })
        #expect(solver.fetchChangedVariables().map(\.name) == extra.map(\.name))
        #expect(extra.map { solver.value(of: $0) } == (1...40).map(Double.init))
        // A new definition at the end of the chain and a suggestion: x0…x5 and x6 move
        // (x6 = 15 + 10 × 6 after 15 is suggested), the extra ones do not.
        let x6 = Variable("x6")
        try solver.addConstraint(x6 == xs[5] + 10.0)
        try solver.suggestValue(15, for: xs[0])
        // (As a set: x6 may take the id of a dead symbol, which decides its place in the order.)
        let moved = solver.fetchChangedVariables().map(\.name)
        #expect(moved.count == 7 && Set(moved) == ["x0", "x1", "x2", "x3", "x4", "x5", "x6"])
        #expect(solver.value(of: x6) == 75)
    }

    /// A planned suggestion that leaves a capped row infeasible queues it for the dual simplex:
    /// the batched touch of the plan's eager rows must still queue it.
    @Test func aPlannedShiftStillRepairsARowItMakesInfeasible() throws {
        let (solver, x, y, w) = try cappedEditSystem()
        for value in [5.0, 10, 15, 20] {
            try solver.suggestValue(value, for: x)
            // y = x + 10 ≤ 50 holds: x = value, w = 2x.
            #expect([x, y, w].map { solver.value(of: $0) } == [value, value + 10, 2 * value])
        }
        _ = solver.fetchChangedVariables()
        // 100 would make y = 110 > 50: the cap wins (required), so x = 40, y = 50, w = 80.
        try solver.suggestValue(100, for: x)
        #expect([x, y, w].map { solver.value(of: $0) } == [40, 50, 80])
        #expect(solver.fetchChangedVariables().map(\.name) == ["x", "y", "w"])
        try solver.suggestValue(12, for: x)
        #expect([x, y, w].map { solver.value(of: $0) } == [12, 22, 24])
    }
}
