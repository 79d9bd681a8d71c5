import Testing

@testable import StrutSolver

/// The check of a suggestion through a checked shift plan evaluates each symbol its records
/// name once (``Engine/plannedWrittenCheck(_:bound:)``) and reads a written variable's value there
/// when a record names it. These tests pin that the finiteness and magnitude tests still see
/// every written variable: named by a required record or not.
@Suite struct PlannedCheckValuesTests {

    /// x is an edit variable; y == 2x and w == y + 7 are required (named by checked records);
    /// z == x + 1 is soft (no required record names z). `plans: false` disables shift plans.
    private func system(plans: Bool) throws -> (Solver, [Variable]) {
        let solver = Solver()
        solver.engine.disablesShiftPlansForTesting = !plans
        let x = Variable("x"), y = Variable("y"), w = Variable("w"), z = Variable("z")
        try solver.addEditVariable(x, priority: 999)
        try solver.addConstraints([y == 2.0 * x, w == y + 7.0, (z == x + 1.0) | 500])
        return (solver, [x, y, w, z])
    }

    @Test func plannedChecksGiveTheValuesAndBitsOfASolverWithoutPlans() throws {
        let (planned, plannedVariables) = try system(plans: true)
        let (fresh, freshVariables) = try system(plans: false)
        // Small values (the local check), then beyond 1e15 (the full check too), then back; all
        // integers below 2^53, so that every shift and sum is exact.
        let suggestions: [Double] = [1, 2, 3, 4, 2e15, 3e15, 2e15, 5, 6]
        for value in suggestions {
            try planned.suggestValue(value, for: plannedVariables[0])
            try fresh.suggestValue(value, for: freshVariables[0])
            // x = value, y = 2 value, w = 2 value + 7, z = value + 1 (each one rounding at most).
            let expected = [value, 2 * value, 2 * value + 7, value + 1]
            #expect(plannedVariables.map { planned.value(of: $0) } == expected, "x = \(value)")
            #expect(plannedVariables.map { planned.value(of: $0).bitPattern } == freshVariables.map { fresh.value(of: $0).bitPattern })
        }
        // Most suggestions reused a checked plan; the other solver never.
        #expect(planned.engine.shiftPlanReuses >= 4)
        #expect(fresh.engine.shiftPlanReuses == 0)
    }

    @Test func aRejectedPlannedSuggestionLeavesTheValues() throws {
        let (solver, variables) = try system(plans: true)
        for value in [1.0, 2, 3, 4] {
            try solver.suggestValue(value, for: variables[0])
        }
        let reuses = solver.engine.shiftPlanReuses
        solver.forcesRecoveryForTesting = true
        solver.failsRebuildForTesting = true
        let error = thrownError { () throws(SolverError) in try solver.suggestValue(9, for: variables[0]) }
        guard case .numericalFailure = error else {
            Issue.record("expected a numerical failure, got \(String(describing: error))")
            return
        }
        #expect(solver.engine.shiftPlanReuses == reuses + 1)
        #expect(variables.map { solver.value(of: $0) } == [4, 8, 15, 5])
        solver.forcesRecoveryForTesting = false
        solver.failsRebuildForTesting = false
        try solver.suggestValue(9, for: variables[0])
        #expect(variables.map { solver.value(of: $0) } == [9, 18, 25, 10])
    }
}
