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
        #expect(
            solver.fetchChangedVariables().map(\.name)
                == ["a", "b", "c"].filter { name in
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

@Suite struct SymbolReuseTests {
    @Test func editChurnDoesNotGrowTheTableau() throws {
        // w ≥ 10, w == 100 at 500, h == 2w; then 500 rounds of add edit / suggest / remove.
        let solver = Solver()
        let w = Variable("w"), h = Variable("h")
        try solver.addConstraints([w >= 10.0, (w == 100.0) | 500, h == w * 2.0])
        try solver.addEditVariable(w, priority: 900)
        try solver.removeEditVariable(w)
        let symbols = solver.engine.symbolCount
        for i in 0..<500 {
            try solver.addEditVariable(w, priority: 900)
            try solver.suggestValue(Double(i % 300), for: w)
            #expect(solver.value(of: w) == max(10, Double(i % 300)))
            try solver.removeEditVariable(w)
        }
        #expect(solver.engine.symbolCount == symbols)
        #expect(solver.value(of: h) == 200)
    }

    @Test func failedAddThatReusedIdsLeavesThemReusable() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let temporary = [(x == 1.0) | 100, (y == 2.0) | 100]
        try solver.addConstraints([x >= 5.0] + temporary)
        try solver.removeConstraints(temporary)
        // A new variable and markers reuse dead ids; the add fails (x ≥ 5 and x ≤ 4).
        let z = Variable("z")
        #expect(conflicts { () throws(SolverError) in try solver.addConstraint(x + 0.0 * z <= 4.0) } != nil)
        #expect(conflicts { () throws(SolverError) in try solver.addConstraint(x - z <= 4.0 - z) } != nil)
        #expect(solver.value(of: z) == 0)
        try solver.addConstraints([z == 7.0, (y == x + z) | 300])
        #expect(solver.value(of: z) == 7)
        #expect(solver.value(of: x) == 5)
        #expect(solver.value(of: y) == 12)
        #expect(solver.fetchChangedVariables().map(\.name) == ["x", "y", "z"])
    }
}

@Suite struct RedundantEqualityTests {
    @Test func removingOneOfTwoEqualRequiredEqualitiesKeepsTheOther() throws {
        // x == 5 twice (as x - 5 and 3x - 15) plus a weak wish x == 3. Removing the first
        // copy must leave x = 5: the second copy (a redundant row of dummies) still holds.
        // (Choosing the removal pivot by kiwi's ratio rule alone would set x = 3.)
        let solver = Solver()
        let x = Variable("x")
        let first = x == 5.0
        let second = 3 * x == 15.0
        try solver.addConstraints([first, second, (x == 3.0) | 250])
        #expect(solver.value(of: x) == 5)
        try solver.removeConstraint(first)
        #expect(solver.value(of: x) == 5)
        try solver.removeConstraint(second)
        #expect(solver.value(of: x) == 3)
    }
}

@Suite struct RedundantConstantTests {
    @Test(arguments: [0, 1])
    func movingOneOfTwoEqualEqualitiesConflictsWithTheOther(_ moved: Int) throws {
        let solver = Solver()
        let x = Variable("x")
        let pair = [x == 5.0, 3 * x == 15.0]
        try solver.addConstraints(pair + [(x == 1.0) | 100])
        let named = conflicts { () throws(SolverError) in try solver.setConstant(-6 * Double(moved * 2 + 1), of: pair[moved]) }
        #expect(named.map { $0.count == 1 && $0[0] === pair[1 - moved] } == true)
        #expect(solver.value(of: x) == 5)
        #expect(solver.constant(of: pair[moved]) == (moved == 0 ? -5 : -15))
        // Both moved together (remove one, move the other, re-add) is fine.
        try solver.removeConstraint(pair[1 - moved])
        try solver.setConstant(-6 * Double(moved * 2 + 1), of: pair[moved])
        #expect(solver.value(of: x) == 6)
    }
}
