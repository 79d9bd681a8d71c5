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

    /// The soak's opening for a system: the adds (as one batch or one at a time, as the draw's
    /// next coin says), then up to four removals of held constraints drawn as the soak draws
    /// them. Returns the indexes still held; the solver's values after the adds are handed to
    /// `afterAdds` (to check them before the removals move anything).
    mutating func replayAddsAndRemovals(on solver: Solver, afterAdds: ([Int]) -> Void = { _ in }) -> [Int] {
        var held: [Int]
        if Bool.random(using: &rng) {
            held = (try? solver.addConstraints(order.map { constraints[$0] })) != nil ? order : []
        } else {
            held = addOneAtATime(to: solver).held
        }
        afterAdds(held)
        for _ in 0..<4 where !held.isEmpty {
            let j = Int.random(in: 0..<held.count, using: &rng)
            if (try? solver.removeConstraint(constraints[held[j]])) != nil { held.remove(at: j) }
        }
        return held
    }

    /// The soak's changes after the removals: up to four new constants of held soft
    /// constraints, then up to three new priorities, drawn as the soak draws them. `plain`
    /// follows every accepted change; `after` is called after each call with what it did and
    /// the constraints as they are then (to check the solver there). Returns how many constants and priorities were accepted.
    @discardableResult
    mutating func replaySoftChanges(
        on solver: Solver, held: [Int], plain: inout [PlainConstraint], after: (String, [PlainConstraint]) -> Void = { _, _ in }
    ) -> (constants: Int, priorities: Int) {
        let soft = held.filter { !plain[$0].isRequired }
        var accepted = (constants: 0, priorities: 0)
        for k in soft.shuffled(using: &rng).prefix(4) {
            let value = Double.random(in: -300...300, using: &rng)
            if (try? solver.setConstant(value, of: constraints[k])) != nil {
                plain[k].constant = value
                accepted.constants += 1
            }
            after("setConstant on \(k)", plain)
        }
        for k in soft.shuffled(using: &rng).prefix(3) {
            let p = RandomSystem.priorities.dropFirst().randomElement(using: &rng)!
            if (try? solver.setPriority(Priority(p), of: constraints[k])) != nil {
                plain[k].priority = p
                accepted.priorities += 1
            }
            after("setPriority on \(k)", plain)
        }
        return accepted
    }
}

/// The worst violation of a held required constraint (`held` indexes `plain`) at `solver`'s
/// values of `variables`, in multiples of its tolerance (at most 1 when every one holds).
func worstHeldViolation(_ solver: Solver, _ variables: [Variable], held: [Int], plain: [PlainConstraint]) -> Double {
    worstRequiredViolation(held.map { plain[$0] }, variables.map { solver.value(of: $0) })
}
