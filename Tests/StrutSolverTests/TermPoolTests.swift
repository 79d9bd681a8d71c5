import Testing

@testable import StrutSolver

/// The records' terms live in one pooled buffer (``Solver/termPool``), each record's a run of it.
/// These tests pin the pool's bookkeeping: removed records' runs are compacted away once they
/// outnumber the live ones (the live records still read their own terms, and the check after a
/// call still reads them), a failed add leaves the pool as it was, and the undo of a failed
/// removal brings the records back with their terms.
@Suite struct TermPoolTests {

    /// Every live record's terms by record index, as symbol, coefficient, symbol, coefficient….
    private func liveTerms(_ solver: Solver) -> [Int: [Double]] {
        var terms: [Int: [Double]] = [:]
        for (index, record) in solver.records.enumerated() {
            guard let record else { continue }
            terms[index] = solver.terms(of: record).flatMap { [Double($0.symbol), $0.coefficient] }
        }
        return terms
    }

    @Test func removedRunsAreCompactedAway() throws {
        let solver = Solver()
        let xs = (0..<60).map { Variable("x\($0)") }
        // x_i == i (one term each) and x_i + 2 x_{i+1} >= i (two terms each): 119 records.
        var pins: [Constraint] = []
        var links: [Constraint] = []
        for i in 0..<60 {
            pins.append(xs[i] == Double(i))
            if i + 1 < 60 { links.append(xs[i] + 2.0 * xs[i + 1] >= Double(i)) }
        }
        try solver.addConstraints(pins + links)
        #expect(solver.termPool.count == 60 + 2 * 59)
        // Removing 50 links leaves 100 dead cells behind (more than half the pool's 178).
        try solver.removeConstraints(Array(links[0..<50]))
        #expect(solver.termPoolGarbage == 100)
        #expect(solver.termPool.count == 178)
        let before = liveTerms(solver)
        // The next add compacts first: the pool holds the 78 live cells, then the new one's 2.
        let extra = xs[0] + xs[59] <= 100.0
        try solver.addConstraint(extra)
        #expect(solver.termPoolGarbage == 0)
        #expect(solver.termPool.count == 60 + 2 * 9 + 2)
        let after = liveTerms(solver)
        #expect(after.count == before.count + 1)
        #expect(after.filter { before[$0.key] != nil } == before)
        for i in 0..<60 { #expect(solver.value(of: xs[i]) == Double(i)) }
        // The live records still work: a constant change checked through their terms, a removal.
        try solver.setConstant(-70, of: pins[59])
        #expect(solver.value(of: xs[59]) == 70)
        #expect(throws: SolverError.self) { try solver.setConstant(-101, of: pins[59]) }
        #expect(solver.value(of: xs[59]) == 70)
        try solver.removeConstraint(extra)
        try solver.setConstant(-101, of: pins[59])
        #expect(solver.value(of: xs[59]) == 101)
    }

    @Test func failedAddLeavesThePoolAsItWas() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraints([x == 10.0, y >= 30.0])
        let pool = solver.termPool.map(\.symbol)
        #expect(throws: SolverError.self) { try solver.addConstraints([x + y <= 25.0, (x == 1.0) | 250]) }
        #expect(solver.termPool.map(\.symbol) == pool)
        #expect(solver.termPoolGarbage == 0)
        try solver.addConstraint(x + y <= 45.0)
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 30)
    }

    @Test func failedRemovalBringsTheTermsBack() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let sum = x + y == 50.0
        try solver.addConstraints([sum, x == 20.0])
        // Every check fails and so does every rebuild: the removal is undone and throws.
        solver.forcesRecoveryForTesting = true
        solver.failsRebuildForTesting = true
        #expect(throws: SolverError.self) { try solver.removeConstraint(sum) }
        solver.forcesRecoveryForTesting = false
        solver.failsRebuildForTesting = false
        #expect(solver.hasConstraint(sum))
        #expect(solver.termPoolGarbage == 0)
        #expect(solver.value(of: y) == 30)
        // Its terms are read again by the check of a call that moves it.
        try solver.setConstant(-60, of: sum)
        #expect(solver.value(of: y) == 40)
    }
}
