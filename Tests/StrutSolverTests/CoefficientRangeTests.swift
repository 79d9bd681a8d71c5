import Testing

@testable import StrutSolver

/// Issue 13's "never lies" for badly scaled systems: a coefficient far from 1 is solved for, not
/// dropped. Until the zero floor of a cell went down from 1e-14 to the smallest normal double, `y == 1e15·x` was
/// kept as `x = 1e-15·y`, whose one cell fell under the floor on the next substitution: adding
/// `x == 3` was reported unsatisfiable, and a suggestion for `x` was silently lost (x and y stayed
/// at 0). Expected values are the exact solutions `x = 3`, `y = 3k`, compared relatively.
@Suite struct CoefficientRangeTests {
    @Test(arguments: [1e13, 1e15, 1e20, 1e50, 1e100, 1e200, 1e300])
    func largeMultiplierWithRequiredPin(k: Double) throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(y == k * x)
        try solver.addConstraint(x == 3)
        #expect(close(solver.value(of: x), 3))
        #expect(close(solver.value(of: y), 3 * k))
    }

    @Test(arguments: [1e-13, 1e-15, 1e-20, 1e-50, 1e-100, 1e-200, 1e-300])
    func smallMultiplierWithRequiredPin(k: Double) throws {
        // y == k·x with x pinned at 3: y = 3k, a value far below the old floor.
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraints([y == k * x, x == 3])
        #expect(close(solver.value(of: x), 3))
        #expect(abs(solver.value(of: y) - 3 * k) <= 1e-7 * 3 * k)
    }

    @Test(arguments: [1e15, 1e50, 1e100, 1e200])
    func suggestionThroughALargeMultiplierIsKept(k: Double) throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(y == k * x)
        try solver.addEditVariable(x, priority: .defaultHigh)
        try solver.suggestValue(3, for: x)
        #expect(close(solver.value(of: x), 3))
        #expect(close(solver.value(of: y), 3 * k))
        try solver.suggestValue(-7, for: x)
        #expect(close(solver.value(of: x), -7))
        #expect(close(solver.value(of: y), -7 * k))
    }

    @Test func chainedMultipliersBeyondTheOldFloor() throws {
        // z = 1e10·y = 1e20·x: the row of x reads z through 1e-20, beyond the old floor.
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        try solver.addConstraints([y == 1e10 * x, z == 1e10 * y])
        try solver.addConstraint(x == 3)
        #expect(close(solver.value(of: x), 3))
        #expect(close(solver.value(of: y), 3e10))
        #expect(close(solver.value(of: z), 3e20))
    }

    @Test func overflowThroughAHugeMultiplierThrowsAndKeepsTheState() throws {
        // y == 1e200·x: x = 3 gives y = 3e200; x = 1e200 would give y = 1e400 (overflow).
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(y == 1e200 * x)
        try solver.addEditVariable(x, priority: .defaultHigh)
        try solver.suggestValue(3, for: x)
        let before = EngineSnapshot(solver, variables: [x, y])
        let error = thrownError { () throws(SolverError) in try solver.suggestValue(1e200, for: x) }
        guard case .nonFiniteResult = error else {
            Issue.record("expected nonFiniteResult, got \(String(describing: error))")
            return
        }
        #expect(EngineSnapshot(solver, variables: [x, y]) == before)
        #expect(close(solver.value(of: x), 3))
        #expect(close(solver.value(of: y), 3e200))
    }

    @Test func aRealConflictAtALargeScaleIsStillReported() throws {
        // y == 1e20·x, x == 3 and y == 1e20 (≠ 3e20) cannot all hold.
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraints([y == 1e20 * x, x == 3])
        let found = conflicts { () throws(SolverError) in try solver.addConstraint(y == 1e20) }
        #expect(found?.count == 2)
        #expect(close(solver.value(of: y), 3e20))
    }
}
