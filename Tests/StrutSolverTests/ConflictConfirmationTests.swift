import Testing

@testable import StrutSolver

/// An unsatisfiable required add or constant is confirmed by its conflicting set alone when that
/// set conflicts on its own: no rebuild of the tableau, no fresh solve of every required
/// constraint, and the same error, conflicts and state as the long way.
@Suite struct ConflictConfirmationTests {
    @Test func aConflictingAddIsConfirmedByItsSetWithoutARebuild() throws {
        // a == 0 and b == a + 10 (required) put b at 10; b == a + 11 contradicts the second
        // alone, which is the whole (minimal) conflicting set.
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        let gap = b == a + 10
        try solver.addConstraints([a == 0.0, gap])
        let found = conflicts { () throws(SolverError) in try solver.addConstraint(b == a + 11) }
        #expect(found.map { $0.map(ObjectIdentifier.init) } == [ObjectIdentifier(gap)])
        #expect(solver.statistics.rebuilds == 0)
        #expect(solver.statistics.constraints == 2)
        #expect(solver.value(of: a) == 0)
        #expect(solver.value(of: b) == 10)
    }

    @Test func aThousandConflictingAddsCostNoRebuild() throws {
        // As Auto Layout meets them on a screen that logs its conflicts: 1,000 required adds
        // b == a + k (k = 11…1,010), each contradicting b == a + 10. Each is rejected naming
        // that one constraint; the values never move and no whole system is solved again
        // (before: at least two rebuilds and one fresh solve per add, O(n) each).
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let gap = b == a + 10
        try solver.addConstraints([a == 0.0, gap, c == b + 5, (c == 100.0) | 250])
        for k in 11...1_010 {
            let found = conflicts { () throws(SolverError) in try solver.addConstraint(b == a + Double(k)) }
            #expect(found.map { $0.map(ObjectIdentifier.init) } == [ObjectIdentifier(gap)])
        }
        #expect(solver.statistics.rebuilds == 0)
        #expect(solver.statistics.constraints == 4)
        #expect([a, b, c].map { solver.value(of: $0) } == [0, 10, 15])
    }

    @Test func aConflictingConstantIsConfirmedByItsSetWithoutARebuild() throws {
        // x ≥ 0 and x ≤ 5 (required), y == x + 1; moving the floor to x ≥ 10 (constant −10)
        // contradicts the cap alone. The floor keeps its constant; x = 0 (the weak pull), y = 1.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let floor = x >= 0.0
        let cap = x <= 5.0
        try solver.addConstraints([floor, cap, y == x + 1, (x == 0.0) | 1])
        let found = conflicts { () throws(SolverError) in try solver.setConstant(-10, of: floor) }
        #expect(found.map { $0.map(ObjectIdentifier.init) } == [ObjectIdentifier(cap)])
        #expect(solver.statistics.rebuilds == 0)
        #expect(solver.constant(of: floor) == 0)
        #expect(solver.value(of: x) == 0)
        #expect(solver.value(of: y) == 1)
    }
}
