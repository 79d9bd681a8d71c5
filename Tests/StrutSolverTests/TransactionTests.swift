import Testing
@testable import StrutSolver

/// A rejected call leaves the solver exactly as before, and the solver keeps working.
@Suite struct TransactionTests {
    @Test func rejectedRequiredAddLeavesEveryValueAndKeepsSolving() throws {
        // kiwi 1.5.1 corrupts its tableau here (a ≥ 10 ends up violated after rejecting b ≥ a).
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let floor = a >= 10.0
        let cap = b <= 5.0
        try solver.addConstraints([floor, cap, (c == a + b) | 300, (a == 40.0) | 100])
        let before = [a, b, c].map { solver.value(of: $0) }
        let statsBefore = solver.statistics
        let named = conflicts { () throws(SolverError) in try solver.addConstraint(b >= a) }
        // b ≥ a contradicts a ≥ 10 and b ≤ 5 together (and neither alone).
        #expect(named.map { Set($0.map(ObjectIdentifier.init)) == [ObjectIdentifier(floor), ObjectIdentifier(cap)] } == true)
        #expect([a, b, c].map { solver.value(of: $0) } == before)
        #expect(solver.statistics.rows == statsBefore.rows)
        #expect(solver.statistics.cells == statsBefore.cells)
        #expect(solver.statistics.variables == statsBefore.variables)
        #expect(solver.statistics.constraints == statsBefore.constraints)
        #expect(solver.fetchChangedVariables().map(\.name) == ["a", "b", "c"].filter { name in
            before[["a", "b", "c"].firstIndex(of: name)!] != 0
        })
        // Keep going: b ≥ a - 100 is fine; then require b == 5 - 1 = 4 and a == 20.
        try solver.addConstraint(b >= a - 100.0)
        try solver.addConstraints([b == 4.0, a == 20.0])
        #expect(solver.value(of: a) == 20)
        #expect(solver.value(of: b) == 4)
        #expect(solver.value(of: c) == 24)  // c == a + b at 300
    }

    @Test func removeAndReAddAfterARejection() throws {
        // kiwi.js #31: x ≥ 2; reject x ≤ 1; remove x ≥ 2 and add it back: must succeed.
        let solver = Solver()
        let x = Variable("x")
        let lower = x >= 2.0
        try solver.addConstraint(lower)
        #expect(conflicts { () throws(SolverError) in try solver.addConstraint(x <= 1.0) } != nil)
        try solver.removeConstraint(lower)
        try solver.addConstraint(lower)
        try solver.addConstraint((x == 0.0) | 10)
        #expect(solver.value(of: x) == 2)
    }

    @Test func failedBatchAddsNothing() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), fresh = Variable("fresh")
        try solver.addConstraints([x == 3.0, (y == 7.0) | 500])
        let batch = [fresh == 1.0, (y == 9.0) | 600, x == 4.0]  // the last contradicts x == 3
        let named = conflicts { () throws(SolverError) in try solver.addConstraints(batch) }
        #expect(named.map { $0.count == 1 && $0[0].expression.constant == -3 } == true)
        #expect(batch.allSatisfy { !solver.hasConstraint($0) })
        #expect(solver.value(of: y) == 7)
        #expect(solver.value(of: fresh) == 0)
        #expect(solver.statistics.variables == 2)
        try solver.addConstraints(Array(batch.prefix(2)))
        #expect(solver.value(of: y) == 9)
        #expect(solver.value(of: fresh) == 1)
    }

    @Test func unsatisfiableConstantWithoutVariables() throws {
        // 0·x + 5 == 0 can never hold and conflicts with nothing else.
        let solver = Solver()
        let named = conflicts { () throws(SolverError) in try solver.addConstraint(Constraint(Expression(constant: 5), .equal)) }
        #expect(named?.isEmpty == true)
        try solver.addConstraint(Constraint(Expression(constant: 0), .equal))  // 0 == 0 is fine
    }

    @Test func conflictSetIsMinimalAmongMany() throws {
        // x ≥ 0, x ≥ 5, x ≥ 10, y == 3, y ≤ x; then x ≤ 7 conflicts with x ≥ 10 only.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let tenFloor = x >= 10.0
        try solver.addConstraints([x >= 0.0, x >= 5.0, tenFloor, y == 3.0, y <= x])
        let named = conflicts { () throws(SolverError) in try solver.addConstraint(x <= 7.0) }
        #expect(named.map { $0.count == 1 && $0[0] === tenFloor } == true)
        // x ≤ y + 2 with y == 3 means x ≤ 5: conflicts with x ≥ 10 and y == 3.
        let named2 = conflicts { () throws(SolverError) in try solver.addConstraint(x <= y + 2.0) }
        #expect(named2.map { $0.count == 2 && $0.contains { $0 === tenFloor } } == true)
    }
}

@Suite struct RecycledRecordTests {
    @Test func failedBatchAfterRemovalsLeavesNoGhosts() throws {
        // Remove two constraints (their records go to the free list), then a batch that reuses
        // them fails: later explanations must not name the batch's constraints.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let a = x >= 0.0, b = y >= 0.0
        try solver.addConstraints([a, b, x <= 10.0])
        try solver.removeConstraints([a, b])
        let ghost = y == 3.0
        #expect(conflicts { () throws(SolverError) in try solver.addConstraints([ghost, x >= 20.0]) } != nil)
        #expect(!solver.hasConstraint(ghost))
        // x ≥ 11 conflicts with x ≤ 10 only (not with the rejected y == 3).
        let named = conflicts { () throws(SolverError) in try solver.addConstraint(x >= 11.0) }
        #expect(named.map { $0.count == 1 && $0[0].expression.constant == -10 } == true)
        try solver.addConstraint(ghost)
        #expect(solver.value(of: y) == 3)
    }
}
