import Testing

@testable import StrutSolver

@Suite struct ChangedVariablesTests {
    /// `count` independent views (left, top, width, height), the last one's width editable.
    func views(_ count: Int) throws -> (Solver, [[Variable]]) {
        let solver = Solver()
        var all: [[Variable]] = []
        for i in 0..<count {
            let v = ["l", "t", "w", "h"].map { Variable("\($0)\(i)") }
            try solver.addConstraints([
                v[0] == 8.0, v[1] == 8.0 + 28.0 * Double(i), v[3] == 20.0, v[2] >= 10.0, (v[2] == 100.0) | 750,
            ])
            all.append(v)
        }
        return (solver, all)
    }

    @Test func firstReportListsEveryNonZeroVariableInRegistrationOrder() throws {
        let (solver, v) = try views(3)
        // t0 = 8 + 0 = 8, so all twelve are non-zero. Registration order is the order of first
        // appearance in the constraints: l, t, h (h == 20 comes before w ≥ 10), then w.
        #expect(solver.fetchChangedVariables().map(\.name) == v.flatMap { [$0[0], $0[1], $0[3], $0[2]].map(\.name) })
        #expect(solver.fetchChangedVariables().isEmpty)
    }

    @Test func suggestingOneViewReportsOnlyThatView() throws {
        let (solver, v) = try views(50)
        try solver.addEditVariable(v[17][2], priority: 800)
        _ = solver.fetchChangedVariables()
        try solver.suggestValue(240, for: v[17][2])
        #expect(solver.fetchChangedVariables().map(\.name) == ["w17"])
        #expect(solver.value(of: v[17][2]) == 240)
        try solver.suggestValue(240, for: v[17][2])  // same value: nothing moves
        #expect(solver.fetchChangedVariables().isEmpty)
        try solver.suggestValue(5, for: v[17][2])  // clamped to the required minimum 10
        #expect(solver.fetchChangedVariables().map(\.name) == ["w17"])
        #expect(solver.value(of: v[17][2]) == 10)
    }

    @Test func aChangeThroughADefinitionChainReportsTheWholeChain() throws {
        // x0 == 0, x(i+1) == x(i) + 10 for i < 5, and x0's constant moves to 3: all of x0…x5
        // move (they are defined through one another), in registration order.
        let solver = Solver()
        let x = (0...5).map { Variable("x\($0)") }
        let origin = x[0] == 0.0
        try solver.addConstraint(origin)
        for i in 0..<5 { try solver.addConstraint(x[i + 1] == x[i] + 10.0) }
        #expect(solver.fetchChangedVariables().map(\.name) == ["x1", "x2", "x3", "x4", "x5"])  // x0 stays 0
        try solver.setConstant(-3, of: origin)
        #expect(solver.fetchChangedVariables().map(\.name) == x.map(\.name))
        #expect(x.map { solver.value(of: $0) } == [3, 13, 23, 33, 43, 53])
    }

    @Test func removingAConstraintReportsWhatMoved() throws {
        let (solver, v) = try views(4)
        let extra = (v[2][2] == 300.0) | 900
        try solver.addConstraint(extra)
        _ = solver.fetchChangedVariables()
        try solver.removeConstraint(extra)
        #expect(solver.fetchChangedVariables().map(\.name) == ["w2"])
        #expect(solver.value(of: v[2][2]) == 100)
    }
}

@Suite struct BulkValuesTests {
    @Test func valuesOfMatchesValueOfOneByOne() throws {
        // right == left + width with left == 8 and width edited; a stranger reads 0.
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right"), stranger = Variable("s")
        try solver.addConstraints([left == 8.0, right == left + width, width >= 0.0])
        try solver.addEditVariable(width, priority: 500)
        for suggested in [10.0, 250.5, -3] {
            try solver.suggestValue(suggested, for: width)
            let all = solver.values(of: [left, width, right, stranger, left])
            #expect(all == [left, width, right, stranger, left].map { solver.value(of: $0) })
            #expect(all == [8, max(0, suggested), 8 + max(0, suggested), 0, 8])
        }
    }
}
