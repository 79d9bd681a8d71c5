import Testing

@testable import StrutSolver

/// Structural (not timed) checks of the scaling design: chains keep sparse rows, and work on
/// one independent view does not touch the others.
@Suite struct ScalingStructureTests {
    /// The chain of the reference workload: x[i+1] == x[i] + w[i] + 8, w[i] ≥ 10,
    /// w[i] == 50 at 500, x[N] ≤ W with W edited at 900.
    func chain(_ n: Int) throws -> (Solver, Variable, [Variable], [Variable]) {
        let solver = Solver()
        let width = Variable("W")
        try solver.addEditVariable(width, priority: 900)
        try solver.suggestValue(Double(58 * n + 100), for: width)
        var x = [Variable("x0")]
        var w: [Variable] = []
        try solver.addConstraint(x[0] == 0.0)
        for i in 0..<n {
            w.append(Variable("w\(i)"))
            x.append(Variable("x\(i + 1)"))
            try solver.addConstraints([w[i] >= 10.0, (w[i] == 50.0) | 500, x[i + 1] == x[i] + w[i] + 8.0])
        }
        try solver.addConstraint(x[n] <= width)
        return (solver, width, x, w)
    }

    @Test func chainRowsStaySparseThroughTightAndRoomy() throws {
        let n = 300
        let (solver, width, x, w) = try chain(n)
        // Roomy: every w = 50, x[n] = 58n.
        #expect(solver.value(of: x[n]) == Double(58 * n))
        let built = solver.statistics
        #expect(built.cells <= 10 * n)  // kiwi: ~n²/2 cells (dense lower-triangular rows)
        // Tight: W = 30n forces Σw = 22n: x[n] = 30n, every w in [10, 50], medium errors
        // total Σ(50 - w) = 28n (the minimum: each unit below 50 costs 1).
        try solver.suggestValue(Double(30 * n), for: width)
        #expect(close(solver.value(of: x[n]), Double(30 * n)))
        let ws = w.map { solver.value(of: $0) }
        #expect(ws.allSatisfy { $0 >= 10 - 1e-9 && $0 <= 50 + 1e-9 })
        #expect(close(ws.reduce(0, +), Double(22 * n)))
        #expect(solver.statistics.cells <= 12 * n)
        // Back to roomy: the sparse tableau and the values come back.
        try solver.suggestValue(Double(58 * n + 100), for: width)
        #expect(solver.value(of: x[n]) == Double(58 * n))
        #expect(solver.statistics.cells <= 10 * n)
    }

    @Test func failedBatchOverLongRowsRollsBack() throws {
        // With n = 60 the x[n] ≤ W row has ~3n cells (the long-row substitution path). A batch
        // whose first constraint pivots through those rows and whose second contradicts x0 == 0
        // must leave every value and the tableau size as they were.
        let n = 60
        let (solver, width, x, w) = try chain(n)
        let all = [width] + x + w
        let before = all.map { solver.value(of: $0) }
        let statsBefore = solver.statistics
        let end = x[n] == width - 5.0
        #expect(conflicts { () throws(SolverError) in try solver.addConstraints([end, x[0] >= 1.0]) } != nil)
        #expect(all.map { solver.value(of: $0) } == before)
        #expect(solver.statistics.rows == statsBefore.rows)
        #expect(solver.statistics.cells == statsBefore.cells)
        // Alone it is fine: W keeps its strong suggestion 58n + 100, so x[n] = 58n + 95 (the
        // medium wishes w == 50 give way by 95 in total).
        try solver.addConstraint(end)
        #expect(close(solver.value(of: x[n]), Double(58 * n + 95)))
        #expect(close(w.reduce(0) { $0 + solver.value(of: $1) }, Double(50 * n + 95)))
    }

    @Test func independentViewsDoNotInteract() throws {
        // Build 20 and 400 independent views; a constant change on one view costs the same
        // number of pivots and reports the same single variable in both.
        var pivots: [Int] = []
        for count in [20, 400] {
            let solver = Solver()
            var widths: [Constraint] = []
            for i in 0..<count {
                let l = Variable("l"), t = Variable("t"), wv = Variable("w\(i)"), h = Variable("h")
                let preferred = (wv == 100.0) | 750
                try solver.addConstraints([l == 8.0, t == 8.0 + 28.0 * Double(i), h == 20.0, wv >= 10.0, preferred])
                widths.append(preferred)
            }
            #expect(solver.statistics.largestRow <= 3)
            _ = solver.fetchChangedVariables()
            let before = solver.statistics.pivots
            try solver.setConstant(-5, of: widths[count / 2])  // w == 5 at 750, but w ≥ 10
            #expect(solver.fetchChangedVariables().map(\.name) == ["w\(count / 2)"])
            try solver.setConstant(-100, of: widths[count / 2])
            pivots.append(solver.statistics.pivots - before)
        }
        #expect(pivots[0] == pivots[1])
    }
}

/// Editing a chain in the middle: constant changes and removals go through the lazy
/// definitions and must give the hand-computed values.
@Suite struct ChainEditingTests {
    @Test func changeAndRemoveAMiddleLink() throws {
        // x0 == 0; x(i+1) == x(i) + w(i) + 8 with w(i) == 50 (required) for i < 10:
        // x(k) = 58k. Raising link 4's gap from 8 to 20 shifts x5…x10 by 12.
        let solver = Solver()
        let x = (0...10).map { Variable("x\($0)") }
        let w = (0..<10).map { Variable("w\($0)") }
        try solver.addConstraint(x[0] == 0.0)
        var links: [Constraint] = []
        for i in 0..<10 {
            let link = x[i + 1] == x[i] + w[i] + 8.0
            links.append(link)
            try solver.addConstraints([w[i] == 50.0, link])
        }
        let straight: [Double] = (0...10).map { (k: Int) -> Double in Double(58 * k) }
        #expect(x.map { solver.value(of: $0) } == straight)
        try solver.setConstant(-20, of: links[4])  // x5 - x4 - w4 - 20 == 0
        let shifted: [Double] = (0...10).map { (k: Int) -> Double in Double(58 * k + (k >= 5 ? 12 : 0)) }
        #expect(x.map { solver.value(of: $0) } == shifted)
        // Removing link 4 leaves x5 undetermined: x5…x10 then only follow x5, which the
        // solver leaves at 0 (a parametric variable) — x(5+j) = 58j; x0…x4 stay.
        try solver.removeConstraint(links[4])
        let expected: [Double] = (0...10).map { (k: Int) -> Double in k <= 4 ? Double(58 * k) : Double(58 * (k - 5)) }
        #expect(x.map { solver.value(of: $0) } == expected)
        #expect(Set(solver.ambiguousVariables().map(\.variable.name)) == Set((5...10).map { "x\($0)" }))
        // Pin x10 to 1000: x5 = 1000 - 5·58 = 710.
        try solver.addConstraint(x[10] == 1000.0)
        #expect(solver.value(of: x[5]) == 710)
        #expect(solver.value(of: x[4]) == 232)
    }
}
