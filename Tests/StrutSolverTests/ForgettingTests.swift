import Testing

@testable import StrutSolver

/// The solver forgets variables that no constraint names any more, so that constraints coming
/// and going over fresh variables leave its tables bounded, and forgetting changes no value.
@Suite struct ForgettingTests {
    /// One "view": x == 8, y == 8 + 28·i, width ≥ 10, width == 100 at 750, height == 20.
    func viewConstraints(_ v: [Variable], _ i: Int) -> [Constraint] {
        [v[0] == 8.0, v[1] == 8.0 + 28.0 * Double(i), v[2] >= 10.0, (v[2] == 100.0) | 750, v[3] == 20.0]
    }

    @Test func replacingVariablesKeepsTheTablesBounded() throws {
        let solver = Solver()
        // A long-lived part: one variable that stays.
        let anchor = Variable("anchor")
        try solver.addConstraint(anchor == 5.0)
        _ = solver.fetchChangedVariables()
        var symbolsAfterWarmUp = 0
        for round in 0..<1_000 {
            // Ten fresh views per round (4 variables each), solved, reported, removed.
            let views = (0..<10).map { i in ["x", "y", "w", "h"].map { Variable("\($0)\(round).\(i)") } }
            let constraints = views.enumerated().flatMap { viewConstraints($1, $0) }
            try solver.addConstraints(constraints)
            #expect(solver.statistics.variables == 1 + 40)
            _ = solver.fetchChangedVariables()
            try solver.removeConstraints(constraints)
            _ = solver.fetchChangedVariables()
            // Only the anchor is left: 10,000 views' variables came and went.
            #expect(solver.statistics.variables == 1)
            #expect(solver.statistics.constraints == 1)
            if round == 9 { symbolsAfterWarmUp = solver.engine.symbolCount }
            if round > 9 { #expect(solver.engine.symbolCount == symbolsAfterWarmUp) }
            #expect(solver.value(of: views[3][1]) == 0)  // a forgotten variable reads 0, as an unknown one
        }
        #expect(solver.value(of: anchor) == 5)
        // Bounded by one round's symbols (41 variables, 50 constraints' markers and errors),
        // not by the 40,001 variables seen.
        #expect(symbolsAfterWarmUp < 300)
    }

    @Test func aVariableStillNamedIsKept() throws {
        // x == 10 and y == x + 5; removing y's constraint forgets y but keeps x (still named).
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let pin = x == 10.0
        let follow = y == x + 5.0
        try solver.addConstraints([pin, follow])
        #expect(solver.fetchChangedVariables().map(\.name) == ["x", "y"])
        try solver.removeConstraint(follow)
        // y was 15 and is now free (0): reported once, then forgotten.
        #expect(solver.fetchChangedVariables().map(\.name) == ["y"])
        #expect(solver.statistics.variables == 1)
        #expect(solver.value(of: x) == 10)
        // Naming y again registers it afresh: 10 + 5 = 15.
        try solver.addConstraint(follow)
        #expect(solver.statistics.variables == 2)
        #expect(solver.value(of: y) == 15)
        #expect(solver.fetchChangedVariables().map(\.name) == ["y"])
    }

    @Test func anEditVariableIsNotForgotten() throws {
        // w has an edit (x == w at required); removing the other constraint on w keeps w.
        let solver = Solver()
        let w = Variable("w")
        let floor = w >= 10.0
        try solver.addConstraint(floor)
        try solver.addEditVariable(w, priority: 800)
        try solver.suggestValue(40, for: w)
        _ = solver.fetchChangedVariables()
        try solver.removeConstraint(floor)
        _ = solver.fetchChangedVariables()
        #expect(solver.hasEditVariable(w))
        #expect(solver.statistics.variables == 1)
        try solver.suggestValue(3, for: w)  // no floor any more: 3
        #expect(solver.value(of: w) == 3)
    }

    @Test func changesArriveBeforeTheVariableIsForgotten() throws {
        // Without fetching in between: add, remove, then one report lists nothing for a
        // variable that went 0 → 7 → 0 (it never changed as far as the report knows)…
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        let keep = b == 2.0
        try solver.addConstraint(keep)
        _ = solver.fetchChangedVariables()
        let c = a == 7.0
        try solver.addConstraint(c)
        try solver.removeConstraint(c)
        #expect(solver.fetchChangedVariables().isEmpty)
        #expect(solver.statistics.variables == 1)
        // …while one reported at 7 is reported again when it returns to 0.
        try solver.addConstraint(c)
        #expect(solver.fetchChangedVariables().map(\.name) == ["a"])
        try solver.removeConstraint(c)
        #expect(solver.statistics.variables == 2)  // known until its change is reported
        #expect(solver.fetchChangedVariables().map(\.name) == ["a"])
        #expect(solver.statistics.variables == 1)
    }
}
