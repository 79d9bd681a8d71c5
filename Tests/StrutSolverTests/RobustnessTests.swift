import Testing

@testable import StrutSolver

/// Issue 13's "finite" and "fail honestly" promises: a call whose result would overflow throws
/// a typed error and leaves the solver bit-identical.
@Suite struct RobustnessTests {
    @Test func overflowingAddThrowsAndKeepsTheState() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x == 1e308)
        let before = EngineSnapshot(solver, variables: [x, y])
        let error = thrownError { () throws(SolverError) in try solver.addConstraint(y == 10 * x) }
        guard case .nonFiniteResult = error else {
            Issue.record("expected nonFiniteResult, got \(String(describing: error))")
            return
        }
        #expect(EngineSnapshot(solver, variables: [x, y]) == before)
        #expect(solver.value(of: x) == 1e308)
        #expect(solver.value(of: y) == 0)
        // The solver still works: a finite constraint on y is accepted.
        try solver.addConstraint(y == 2 * 3.0)
        #expect(solver.value(of: y) == 6)
    }

    @Test func overflowingBatchThrowsAndLeavesTheSolverEmpty() {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let before = EngineSnapshot(solver, variables: [x, y])
        let error = thrownError { () throws(SolverError) in try solver.addConstraints([x == 1e308, y == 10 * x]) }
        guard case .nonFiniteResult = error else {
            Issue.record("expected nonFiniteResult, got \(String(describing: error))")
            return
        }
        #expect(EngineSnapshot(solver, variables: [x, y]) == before)
        #expect(solver.statistics.constraints == 0)
    }

    @Test func overflowingSuggestionThrowsAndKeepsTheState() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(y == 10 * x)
        try solver.addEditVariable(x, priority: .defaultHigh)
        try solver.suggestValue(5, for: x)
        let before = EngineSnapshot(solver, variables: [x, y])
        let error = thrownError { () throws(SolverError) in try solver.suggestValue(1e308, for: x) }
        guard case .nonFiniteResult = error else {
            Issue.record("expected nonFiniteResult, got \(String(describing: error))")
            return
        }
        #expect(EngineSnapshot(solver, variables: [x, y]) == before)
        #expect(solver.value(of: y) == 50)
        try solver.suggestValue(7, for: x)
        #expect(solver.value(of: y) == 70)
    }

    @Test func overflowingConstantChangeThrowsAndKeepsTheConstant() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let pin = x == 1.0
        try solver.addConstraints([pin, y == 10 * x])
        let before = EngineSnapshot(solver, variables: [x, y])
        let error = thrownError { () throws(SolverError) in try solver.setConstant(-1e308, of: pin) }
        guard case .nonFiniteResult = error else {
            Issue.record("expected nonFiniteResult, got \(String(describing: error))")
            return
        }
        #expect(EngineSnapshot(solver, variables: [x, y]) == before)
        #expect(solver.constant(of: pin) == -1)
    }

    /// The pivot bound is documented as `200 + 10 × symbols`.
    @Test(arguments: [(0, 200), (10, 300), (1_000, 10_200)])
    func pivotBound(symbols: Int, bound: Int) {
        #expect(Engine.pivotBound(symbols: symbols) == bound)
    }
}
