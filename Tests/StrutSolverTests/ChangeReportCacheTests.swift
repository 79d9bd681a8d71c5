import Testing

@testable import StrutSolver

/// ``Solver/fetchChangedVariables()`` hands out a kept array again when the same variables
/// change again (``ChangeReportCache``): the same report as a fresh array, and no variable kept
/// alive by the cache.
@Suite struct ChangeReportCacheTests {
    /// A box whose width is edited, with a right edge and a centre that follow it.
    func box() throws -> (Solver, width: Variable, right: Variable, centre: Variable, left: Variable) {
        let solver = Solver()
        let left = Variable("left")
        let width = Variable("width")
        let right = Variable("right")
        let centre = Variable("centre")
        try solver.addConstraints([left == 10.0, right == left + width, centre == left + width / 2.0, width >= 0.0])
        try solver.addEditVariable(width, priority: 800)
        return (solver, width, right, centre, left)
    }

    @Test func repeatedChangeSetsReportTheSameVariablesInOrder() throws {
        let (solver, width, _, _, _) = try box()
        _ = solver.fetchChangedVariables()
        var reports: [[String]] = []
        for value in [100.0, 200.0, 100.0, 300.0, 300.0, 50.0] {
            try solver.suggestValue(value, for: width)
            reports.append(solver.fetchChangedVariables().map(\.name))
        }
        let moved = ["width", "right", "centre"].sorted()
        for (k, report) in reports.enumerated() {
            if k == 4 {
                #expect(report.isEmpty)  // the same value again: nothing moved
            } else {
                #expect(report.sorted() == moved)
            }
        }
        // Every report lists them in the same order as the first one.
        #expect(Set(reports.filter { !$0.isEmpty }.map { $0.joined(separator: ",") }).count == 1)
        // The same set again: the kept array itself.
        try solver.suggestValue(70, for: width)
        let first = solver.fetchChangedVariables()
        try solver.suggestValue(90, for: width)
        let second = solver.fetchChangedVariables()
        #expect(first.map(\.name) == second.map(\.name))
        #expect(first.withUnsafeBufferPointer { $0.baseAddress } == second.withUnsafeBufferPointer { $0.baseAddress })
    }

    @Test func aRepeatedReportListsExactlyTheVariablesThatMoved() throws {
        // After every step, the report lists the variables whose value differs from the previous
        // report's, in registration order, whether or not the array comes from the cache.
        let (solver, width, right, centre, left) = try box()
        let all = [left, right, width, centre]  // registration order (first appearance in the terms)
        var last = Dictionary(uniqueKeysWithValues: all.map { (ObjectIdentifier($0), 0.0) })
        for value in [120.0, 80.0, 120.0, 80.0, 80.0, 60.0, 120.0, 60.0] {
            try solver.suggestValue(value, for: width)
            let report = solver.fetchChangedVariables()
            let moved = all.filter { solver.value(of: $0) != last[ObjectIdentifier($0)] }
            #expect(report.map(\.name) == moved.map(\.name))
            for v in all { last[ObjectIdentifier(v)] = solver.value(of: v) }
        }
    }

    @Test func theCacheKeepsNoForgottenVariableAlive() throws {
        weak var gone: Variable?
        let solver = Solver()
        let anchor = Variable("anchor")
        try solver.addConstraint(anchor == 5.0)
        do {
            let temporary = Variable("temporary")
            gone = temporary
            let pin = temporary == anchor + 1.0
            try solver.addConstraint(pin)
            // Reported (and so kept by the cache) twice.
            #expect(solver.fetchChangedVariables().map(\.name) == ["anchor", "temporary"])
            try solver.removeConstraint(pin)
            // Back to 0: reported, then forgotten by the solver after the report.
            #expect(solver.fetchChangedVariables().map(\.name) == ["temporary"])
        }
        #expect(gone == nil)
        #expect(solver.fetchChangedVariables().isEmpty)
    }

    @Test func aReusedSymbolIsNotReportedAsItsOldVariable() throws {
        let solver = Solver()
        let anchor = Variable("anchor")
        try solver.addConstraint(anchor == 5.0)
        _ = solver.fetchChangedVariables()
        var names: [String] = []
        for round in 0..<3 {
            let v = Variable("v\(round)")
            let pin = v == anchor + 1.0
            try solver.addConstraint(pin)
            names += solver.fetchChangedVariables().map(\.name)
            try solver.removeConstraint(pin)
            names += solver.fetchChangedVariables().map(\.name)
        }
        #expect(names == ["v0", "v0", "v1", "v1", "v2", "v2"])
    }
}
