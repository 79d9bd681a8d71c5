import Testing

@testable import StrutSolver

/// Whether two doubles agree to `tolerance` (absolute, scaled for large magnitudes).
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-7) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

/// Priorities standing for kiwi's strengths (kiwi sums them; Strut orders them strictly).
extension Priority {
    static let strong: Priority = 900
    static let medium: Priority = 500
    static let weak: Priority = 100
}

/// The conflicts named by an unsatisfiable-constraint error, or nil for any other outcome.
func conflicts(of body: () throws(SolverError) -> Void) -> [Constraint]? {
    do {
        try body()
        return nil
    } catch {
        if case let .unsatisfiableConstraint(_, conflicts) = error { return conflicts }
        return nil
    }
}

/// The error thrown by `body`, or nil.
func thrownError(_ body: () throws(SolverError) -> Void) -> SolverError? {
    do {
        try body()
        return nil
    } catch {
        return error
    }
}

/// x is a strong edit variable; y == x + 10 and y <= 50 are required; w == 2x at 500.
/// Suggesting x = s: x = s while s + 10 <= 50, else x = 40 (y pinned at 50); w = 2x.
func cappedEditSystem() throws -> (Solver, x: Variable, y: Variable, w: Variable) {
    let solver = Solver()
    let x = Variable("x"), y = Variable("y"), w = Variable("w")
    try solver.addEditVariable(x, priority: 750)
    try solver.addConstraints([y == x + 10.0, y <= 50.0, (w == 2.0 * x) | 500])
    return (solver, x, y, w)
}

/// On ``cappedEditSystem()`` with x suggested at 5: with the check forced to fail and the
/// rebuild disabled, suggesting `suggestion` (20 or 100) throws a numerical failure and leaves
/// every bit of the tableau as before (x = 5, y = 15, w = 10); once allowed, the same suggestion
/// gives 20: x = 20, y = 30, w = 40, or 100: y capped at 50, so x = 40, w = 80.
func expectRejectedSuggestionRestores(
    _ solver: Solver, x: Variable, y: Variable, w: Variable, suggestion: Double
) throws {
    solver.forcesRecoveryForTesting = true
    solver.failsRebuildForTesting = true
    let before = EngineSnapshot(solver, variables: [x, y, w])
    let error = thrownError { () throws(SolverError) in try solver.suggestValue(suggestion, for: x) }
    guard case .numericalFailure = error else {
        Issue.record("expected a numerical failure, got \(String(describing: error))")
        return
    }
    #expect(EngineSnapshot(solver, variables: [x, y, w]) == before)
    #expect([x, y, w].map { solver.value(of: $0) } == [5, 15, 10])
    solver.forcesRecoveryForTesting = false
    solver.failsRebuildForTesting = false
    try solver.suggestValue(suggestion, for: x)
    let expected: [Double] = suggestion == 20 ? [20, 30, 40] : [40, 50, 80]
    #expect([x, y, w].map { solver.value(of: $0) } == expected)
}
