import Testing

@testable import StrutSolver

/// Priorities are strictly hierarchical: no number of violations at a lower priority outweighs
/// one at a higher priority; within a priority, errors add.
@Suite struct HierarchyTests {
    @Test func tenViolationsAt500LoseToOneAt501() throws {
        // x == 0 at 501 against ten copies of x == 10 at 500. Summed weights (kiwi) would
        // pick x = 10 (10 × 500 > 501); the hierarchy keeps the single 501: x = 0.
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 0.0) | 501)
        for _ in 0..<10 { try solver.addConstraint((x == 10.0) | 500) }
        #expect(solver.value(of: x) == 0)
    }

    @Test func hundredViolationsAtOneLoseToOneAtTwo() throws {
        // 100 × (x ≥ 5 at priority 1) against x ≤ 1 at priority 2: x = 1, each of the hundred
        // misses by 4 (total 400 at level 1) rather than missing the single level-2 one.
        let solver = Solver()
        let x = Variable("x")
        for _ in 0..<100 { try solver.addConstraint((x >= 5.0) | 1) }
        try solver.addConstraint((x <= 1.0) | 2)
        #expect(solver.value(of: x) == 1)
    }

    @Test func withinOneLevelErrorsAdd() throws {
        // Three wishes x == 0 and two wishes x == 10, all at 500: the sum of |errors| is
        // 3|x| + 2|x - 10|, minimal at x = 0 (value 20, against 30 at x = 10).
        let solver = Solver()
        let x = Variable("x")
        for _ in 0..<2 { try solver.addConstraint((x == 10.0) | 500) }
        for _ in 0..<3 { try solver.addConstraint((x == 0.0) | 500) }
        #expect(solver.value(of: x) == 0)
    }

    @Test func fractionalPrioritiesAreLevelsToo() throws {
        // 500.5 outranks 500 no matter how many 500s there are.
        let solver = Solver()
        let x = Variable("x")
        for _ in 0..<20 { try solver.addConstraint((x == 3.0) | 500) }
        try solver.addConstraint((x == 7.0) | 500.5)
        #expect(solver.value(of: x) == 7)
    }

    @Test func lowerLevelsStillDecideAmongEqualHigherOptima() throws {
        // 750: x + y == 10 (can hold exactly); 250: x == 3 and y == 100. Level 750 is met
        // along the whole line; level 250 then minimises |x - 3| + |y - 100| on it:
        // at x = 3, y = 7 the sum is 93, and any other point of the line is no better
        // (moving x down from 3 trades 1:1), so x = 3, y = 7 or x = -90, y = 100 — the
        // total error 93 is the invariant; check it and the 750 level.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint((x + y == 10.0) | 750)
        try solver.addConstraint((x == 3.0) | 250)
        try solver.addConstraint((y == 100.0) | 250)
        let (vx, vy) = (solver.value(of: x), solver.value(of: y))
        #expect(close(vx + vy, 10))
        #expect(close(abs(vx - 3) + abs(vy - 100), 93))
    }

    @Test func setPriorityReordersInPlace() throws {
        // x == 0 at 600 beats x == 10 at 400; raising the second to 700 flips the answer,
        // lowering it back flips it again.
        let solver = Solver()
        let x = Variable("x")
        let low = (x == 10.0) | 400
        try solver.addConstraints([(x == 0.0) | 600, low])
        #expect(solver.value(of: x) == 0)
        try solver.setPriority(700, of: low)
        #expect(solver.value(of: x) == 10)
        #expect(solver.priority(of: low) == 700)
        try solver.setPriority(599.5, of: low)
        #expect(solver.value(of: x) == 0)
    }
}
