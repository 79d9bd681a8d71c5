import Testing

@testable import StrutSolver

/// `Solver.forEachChangedVariable(_:)`: the report of `fetchChangedVariables()` with each value
/// handed over, as a client copying values into its model reads it.
@Suite struct ForEachChangedVariableTests {
    /// A row of `count` views: `l0 == 8`, `w(i) == 40 @750`, `w(i) >= 10`, `l(i+1) == l(i) + w(i) + 8`;
    /// the last width editable.
    func row(_ count: Int) throws -> (Solver, left: [Variable], width: [Variable]) {
        let solver = Solver()
        let left = (0..<count).map { Variable("l\($0)") }
        let width = (0..<count).map { Variable("w\($0)") }
        try solver.addConstraint(left[0] == 8.0)
        for i in 0..<count {
            try solver.addConstraints([(width[i] == 40.0) | 750, width[i] >= 10.0])
            if i + 1 < count { try solver.addConstraint(left[i + 1] == left[i] + width[i] + 8.0) }
        }
        try solver.addEditVariable(width[count - 1], priority: 800)
        return (solver, left, width)
    }

    func report(_ solver: Solver) -> [String] {
        var names: [String] = []
        solver.forEachChangedVariable { variable, value in names.append("\(variable.name)=\(value)") }
        return names
    }

    @Test func listsWhatFetchListsWithTheValues() throws {
        let (a, _, aw) = try row(4)
        let (b, _, bw) = try row(4)
        // l(i) = 8 + 48·i; widths 40 but the edited one: an edit variable with no suggestion yet
        // is held at 0 (as kiwi's), above its 750 preference, clamped to the required minimum 10.
        #expect(report(a) == ["l0=8.0", "w0=40.0", "l1=56.0", "w1=40.0", "l2=104.0", "w2=40.0", "l3=152.0", "w3=10.0"])
        #expect(b.fetchChangedVariables().map(\.name) == ["l0", "w0", "l1", "w1", "l2", "w2", "l3", "w3"])
        #expect(report(a).isEmpty)
        try a.suggestValue(100, for: aw[3])
        try b.suggestValue(100, for: bw[3])
        #expect(report(a) == ["w3=100.0"])
        #expect(b.fetchChangedVariables().map(\.name) == ["w3"])
        // Clamped to the required minimum.
        try a.suggestValue(2, for: aw[3])
        #expect(report(a) == ["w3=10.0"])
    }

    @Test func aReportTakenByFetchIsNotReportedAgain() throws {
        let (solver, _, width) = try row(3)
        _ = solver.fetchChangedVariables()
        try solver.suggestValue(25, for: width[2])
        #expect(solver.fetchChangedVariables().map(\.name) == ["w2"])
        #expect(report(solver).isEmpty)
    }

    @Test func changesMadeInsideTheWalkComeInTheNextReport() throws {
        let (solver, left, width) = try row(3)
        _ = report(solver)
        try solver.addConstraint(Variable("spare") == 0.0)  // a constraint whose variable never moves
        try solver.suggestValue(60, for: width[2])
        var seen: [String] = []
        try solver.forEachChangedVariable { variable, value in
            seen.append("\(variable.name)=\(value)")
            if variable === width[2] { try solver.suggestValue(70, for: width[2]) }
        }
        #expect(seen == ["w2=60.0"])
        #expect(report(solver) == ["w2=70.0"])
        #expect(solver.value(of: left[2]) == 104)
    }

    @Test func aRemovalDuringTheWalkLeavesTheWalkOnItsReport() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let cy = y == 7.0
        try solver.addConstraints([x == 5.0, cy])
        var seen: [String] = []
        try solver.forEachChangedVariable { variable, value in
            seen.append("\(variable.name)=\(value)")
            if variable === x { try solver.removeConstraint(cy) }
        }
        // The walk hands over the report it took (y = 7); y's move to 0 is the next report.
        #expect(seen == ["x=5.0", "y=7.0"])
        #expect(report(solver) == ["y=0.0"])
        #expect(report(solver).isEmpty)
    }

    @Test func aVariableTheSolverForgetsIsStillHandedOverInTheWalk() throws {
        // x and y registered in that order; then y loses its only constraint (its value drops
        // to 0) and x moves. The walk's report is [x, y]. At x, `body` adds a constraint and
        // asks for a report: a report ends by forgetting the variables nobody needs, y among
        // them, had the walk not held it. Nothing but the solver holds y (its constraint is
        // gone), so handing y over after a forgetting would read a freed object.
        let solver = Solver()
        let x = Variable("x")
        let cx = x == 5.0
        var cy: Constraint? = Variable("y") == 7.0
        try solver.addConstraints([cx, cy!])
        _ = solver.fetchChangedVariables()
        let known = solver.statistics.variables
        try solver.removeConstraint(cy!)
        cy = nil
        try solver.removeConstraint(cx)
        try solver.addConstraint(x == 6.0)
        var seen: [String] = []
        try solver.forEachChangedVariable { variable, value in
            seen.append("\(variable.name)=\(value)")
            if variable === x {
                try solver.addConstraint(Variable("z") == 1.0)
                seen.append("inner: " + solver.fetchChangedVariables().map(\.name).joined(separator: ","))
            }
        }
        #expect(seen == ["x=6.0", "inner: z", "y=0.0"])
        // After the walk y is forgotten: x and z are the solver's variables.
        #expect(known == 2)
        #expect(solver.statistics.variables == 2)
        #expect(report(solver).isEmpty)
    }
}
