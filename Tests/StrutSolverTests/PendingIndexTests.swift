import Testing

@testable import StrutSolver

/// A new solver leaves its identity tables (``Solver/variableSymbols``, ``Solver/recordIndex``)
/// to build at their first use: adds find variables and constraints through their caches. These
/// tests pin that every public answer the tables give is the same as when they were kept from
/// the first add: duplicates (also of a constraint another solver saw since), the counts of
/// ``Solver/statistics`` (edit variables' hidden constraints left out), removals, and the undo
/// of a failed add.
@Suite struct PendingIndexTests {

    @Test func newSolverDefersItsTablesUntilFirstUse() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addEditVariable(x, priority: 750)
        try solver.addConstraint(y == x + 5.0)
        #expect(solver.indexesPending)
        #expect(solver.storedRecordIndex.isEmpty && solver.storedVariableSymbols.isEmpty)
        // Two constraints and two variables: the edit's hidden equality is not a constraint.
        #expect(solver.statistics.constraints == 1)
        #expect(solver.statistics.variables == 2)
        #expect(!solver.indexesPending)
        #expect(solver.storedRecordIndex.count == 1)
    }

    @Test func constraintSeenByAnotherSolverIsStillADuplicate() throws {
        let x = Variable("x")
        let c = x >= 10.0
        let first = Solver(), second = Solver()
        try first.addConstraint(c)
        // The constraint's cache now names the second solver: the first finds it in its table.
        try second.addConstraint(c)
        #expect(throws: SolverError.self) { try first.addConstraint(c) }
        #expect(throws: SolverError.self) { try second.addConstraint(c) }
        #expect(first.hasConstraint(c) && second.hasConstraint(c))
        #expect(first.value(of: x) == 10 && second.value(of: x) == 10)
    }

    @Test func failedAddLeavesNoVariableOrConstraintBehind() throws {
        let solver = Solver()
        let x = Variable("x"), fresh = Variable("fresh")
        try solver.addConstraint(x == 10.0)
        // Unsatisfiable: x == 10 and x + fresh == 20 with fresh >= 30 cannot all hold.
        try solver.addConstraint(fresh >= 30.0)
        let conflicting = x + fresh == 20.0
        #expect(throws: SolverError.self) { try solver.addConstraint(conflicting) }
        #expect(!solver.hasConstraint(conflicting))
        #expect(solver.statistics.constraints == 2)
        #expect(solver.statistics.variables == 2)
        // A variable registered only by the failed add is unknown afterwards.
        let other = Variable("other")
        #expect(throws: SolverError.self) { try solver.addConstraints([other == 1.0, x + other == 5.0]) }
        #expect(solver.statistics.variables == 2)
        #expect(solver.variableSymbols[ObjectIdentifier(other)] == nil)
        try solver.addConstraint(other == 4.0)
        #expect(solver.value(of: other) == 4)
        #expect(solver.statistics.variables == 3)
    }

    @Test func removalAndPriorityFindConstraintsAddedWhilePending() throws {
        let solver = Solver()
        let x = Variable("x")
        let low = (x == 100.0) | 250
        let high = (x == 40.0) | 750
        try solver.addConstraints([low, high])
        #expect(solver.indexesPending)
        #expect(solver.value(of: x) == 40)
        #expect(solver.priority(of: high) == 750)
        try solver.removeConstraint(high)
        #expect(solver.value(of: x) == 100)
        #expect(!solver.hasConstraint(high) && solver.hasConstraint(low))
        // Added again after the tables were built (kept current from then on).
        try solver.addConstraint(high)
        #expect(solver.value(of: x) == 40)
        #expect(throws: SolverError.self) { try solver.addConstraint(high) }
        #expect(solver.statistics.constraints == 2)
    }
}
