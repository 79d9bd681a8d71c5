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
