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
