import Testing

@testable import StrutSolver

// Kept out of Oracle/SoakDraw.swift, which scripts/soak compiles without the Testing module.
extension SoakDraw {
    /// Adds the constraints one at a time in the draw's order, as the soak does when its first
    /// draw says so: returns the indexes accepted, in order, and how many adds were refused as
    /// numerical failures (any other error is recorded as a test issue).
    func addOneAtATime(to solver: Solver) -> (held: [Int], refused: Int) {
        var held: [Int] = []
        var refused = 0
        for k in order {
            do throws(SolverError) {
                try solver.addConstraint(constraints[k])
                held.append(k)
            } catch {
                switch error {
                case .numericalFailure, .nonFiniteResult: refused += 1
                default: Issue.record("add \(k): unexpected \(error)")
                }
            }
        }
        return (held, refused)
    }
}
