import Testing

@testable import StrutSolver

/// kiwi's functional scenarios (tests/*.cpp and py/tests of kiwisolver 1.5.1), restated with
/// the expected values derived by hand in the comments.
@Suite struct KiwiScenarioTests {
    @Test func maximizationThroughAWeakEdit() throws {
        // Maximise z = -2x1 + 7x2 + 4x3 subject to x ≥ 0, 2x1 - 5x2 ≤ 11,
        // -x1 + 3x2 + x3 = 7, x1 - 8x2 + 4x3 ≥ 33, by suggesting a huge z at a weak priority.
        // From the equality x3 = 7 + x1 - 3x2, so z = 2x1 - 5x2 + 28 and the third
        // constraint reads 5x1 - 20x2 ≥ 5, i.e. x1 ≥ 1 + 4x2. z grows with 2x1 - 5x2, which the
        // first constraint caps at 11: z ≤ 39. On 2x1 - 5x2 = 11 we need x1 ≥ 1 + 4x2, i.e.
        // (11 + 5x2)/2 ≥ 1 + 4x2 → x2 ≤ 3 and x3 = 7 + x1 - 3x2 = 7 + (11 + 5x2)/2 - 3x2 ≥ 0.
        // The optimum is a face (x2 ∈ [0, 3]); the vertex kiwi and the textbook report is
        // x2 = 3, x1 = 13, x3 = 11. We check z and the constraints, which every optimum meets.
        let x1 = Variable("x1"), x2 = Variable("x2"), x3 = Variable("x3"), z = Variable("z")
        let solver = Solver()
        try solver.addConstraints([x1 >= 0, x2 >= 0, x3 >= 0])
        try solver.addConstraint(2 * x1 - 5 * x2 <= 11)
        try solver.addConstraint(-x1 + 3 * x2 + x3 == 7)
        try solver.addConstraint(x1 - 8 * x2 + 4 * x3 >= 33)
        try solver.addConstraint(z == -2 * x1 + 7 * x2 + 4 * x3)
        try solver.addEditVariable(z, priority: .weak)
        try solver.suggestValue(1e6, for: z)
        let (a, b, c) = (solver.value(of: x1), solver.value(of: x2), solver.value(of: x3))
        #expect(close(solver.value(of: z), 39, 1e-9))
        #expect(close(-2 * a + 7 * b + 4 * c, 39, 1e-9))
        #expect(close(2 * a - 5 * b, 11, 1e-9))
        #expect(close(-a + 3 * b + c, 7, 1e-9))
        #expect(a - 8 * b + 4 * c >= 33 - 1e-9)
        #expect(a >= -1e-9 && b >= -1e-9 && c >= -1e-9)
    }

    @Test func managingEditVariables() throws {
        let solver = Solver()
        let foo = Variable("foo"), bar = Variable("bar")
        #expect(!solver.hasEditVariable(foo))
        try solver.addEditVariable(foo, priority: .weak)
        #expect(solver.hasEditVariable(foo))
        #expect(
            thrownError { () throws(SolverError) in try solver.addEditVariable(foo, priority: .medium) }.map {
                if case .duplicateEditVariable(let v) = $0 { v === foo } else { false }
            } == true)
        #expect(
            thrownError { () throws(SolverError) in try solver.removeEditVariable(bar) }.map {
                if case .unknownEditVariable(let v) = $0 { v === bar } else { false }
            } == true)
        try solver.removeEditVariable(foo)
        #expect(!solver.hasEditVariable(foo))
        #expect(
            thrownError { () throws(SolverError) in try solver.addEditVariable(foo, priority: .required) }.map {
                if case .badRequiredPriority = $0 { true } else { false }
            } == true)
        try solver.addEditVariable(bar, priority: .strong)
        #expect(solver.hasEditVariable(bar))
        #expect(
            thrownError { () throws(SolverError) in try solver.suggestValue(10, for: foo) }.map {
                if case .unknownEditVariable(let v) = $0 { v === foo } else { false }
            } == true)
    }

    @Test func suggestingAnEditVariableAgainstAWeakerEquality() throws {
        // foo is edited at medium and pulled to 1 at weak: the medium suggestion 2 wins.
        let solver = Solver()
        let foo = Variable("foo")
        try solver.addEditVariable(foo, priority: .medium)
        try solver.addConstraint((foo == 1) | .weak)
        try solver.suggestValue(2, for: foo)
        #expect(solver.value(of: foo) == 2)
    }

    @Test func suggestingAnEditVariableThatEntersSeveralRows() throws {
        // foo + bar == 0, bar ≤ -1 (required), bar ≥ 0 weak, bar edited at weak to 0.
        // bar ≤ -1 is required, so bar = -1 (both weak wishes are 1 away either way, and
        // nothing else moves bar further): bar = -1, foo = 1.
        let solver = Solver()
        let foo = Variable("foo"), bar = Variable("bar")
        try solver.addEditVariable(bar, priority: .weak)
        try solver.addConstraint(foo + bar == 0)
        try solver.addConstraint(bar <= -1)
        try solver.addConstraint((bar >= 0) | .weak)
        try solver.suggestValue(0, for: bar)
        #expect(close(solver.value(of: bar), -1))
        #expect(close(solver.value(of: foo), 1))
    }

    @Test func managingConstraints() throws {
        let solver = Solver()
        let v = Variable("foo")
        let c1 = v >= 1
        let c2 = v <= 0
        #expect(!solver.hasConstraint(c1))
        try solver.addConstraint(c1)
        #expect(solver.hasConstraint(c1))
        #expect(
            thrownError { () throws(SolverError) in try solver.addConstraint(c1) }.map {
                if case .duplicateConstraint(let c) = $0 { c === c1 } else { false }
            } == true)
        #expect(
            thrownError { () throws(SolverError) in try solver.removeConstraint(c2) }.map {
                if case .unknownConstraint(let c) = $0 { c === c2 } else { false }
            } == true)
        // v ≤ 0 contradicts v ≥ 1, and only that.
        let named = conflicts { () throws(SolverError) in try solver.addConstraint(c2) }
        #expect(named.map { $0.count == 1 && $0[0] === c1 } == true)
        #expect(!solver.hasConstraint(c2))
        try solver.removeConstraint(c1)
        #expect(!solver.hasConstraint(c1))
        try solver.addConstraint(c2)
        #expect(solver.hasConstraint(c2))
        #expect(solver.value(of: v) == 0)  // v ≤ 0 alone: v stays parametric at 0
    }

    @Test func underConstrainedSystemFollowsTheEdit() throws {
        // 2v + 1 ≥ 0 and v edited to 10 (weak): 10 is allowed, so v = 10 and 2v + 1 = 21.
        let solver = Solver()
        let v = Variable("foo")
        try solver.addEditVariable(v, priority: .weak)
        try solver.addConstraint(2 * v + 1 >= 0)
        try solver.suggestValue(10, for: v)
        #expect(close(solver.value(of: v), 10))
        #expect(close(2 * solver.value(of: v) + 1, 21))
    }

    @Test func solvingWithStrength() throws {
        // v1 + v2 == 0, v1 == 10 (required), v2 ≥ 0 weak → v1 = 10, v2 = -10 (weak broken).
        let v1 = Variable("foo"), v2 = Variable("bar")
        var solver = Solver()
        try solver.addConstraint(v1 + v2 == 0)
        try solver.addConstraint(v1 == 10)
        try solver.addConstraint((v2 >= 0) | .weak)
        #expect(close(solver.value(of: v1), 10))
        #expect(close(solver.value(of: v2), -10))
        // v1 + v2 == 0, v1 ≥ 10 medium, v2 == 2 strong → strong wins: v2 = 2, v1 = -2.
        solver = Solver()
        try solver.addConstraint(v1 + v2 == 0)
        try solver.addConstraint((v1 >= 10) | .medium)
        try solver.addConstraint((v2 == 2) | .strong)
        #expect(close(solver.value(of: v1), -2))
        #expect(close(solver.value(of: v2), 2))
    }

    @Test func rejectedAddAfterWeakConstraintsKeepsTheSolution() throws {
        // kiwi's "dumping" scenario: bar edited weakly, foo + bar == 0, bar ≤ -1, bar ≥ 0 weak;
        // then bar ≥ 1 (required) contradicts bar ≤ -1 and must be rejected with that conflict.
        let solver = Solver()
        let foo = Variable("foo"), bar = Variable("bar")
        try solver.addEditVariable(bar, priority: .weak)
        let sum = foo + bar == 0
        let cap = bar <= -1
        try solver.addConstraints([sum, cap, (bar >= 0) | .weak])
        let named = conflicts { () throws(SolverError) in try solver.addConstraint(bar >= 1) }
        #expect(named.map { $0.count == 1 && $0[0] === cap } == true)
        #expect(close(solver.value(of: bar), -1))
        #expect(close(solver.value(of: foo), 1))
    }

    @Test func infeasibleSuggestionTriggersDualOptimization() throws {
        // 2xm == xl + xr, xl + 20 ≤ xr, xl ≥ -10, xr ≤ 100; xm strong, xl/xr weak edits.
        // Final suggestions xm = 90, xl = 30, xr = 50: xl + xr = 180 with xr ≤ 100 and
        // xl + 20 ≤ xr forces 200 - xr ≤ xr → xr = 100, xl = 80.
        let xm = Variable("xm"), xl = Variable("xl"), xr = Variable("xr")
        let solver = Solver()
        try solver.addEditVariable(xm, priority: .strong)
        try solver.addEditVariable(xl, priority: .weak)
        try solver.addEditVariable(xr, priority: .weak)
        try solver.addConstraint(2 * xm == xl + xr)
        try solver.addConstraint(xl + 20 <= xr)
        try solver.addConstraint(xl >= -10)
        try solver.addConstraint(xr <= 100)
        try solver.suggestValue(40, for: xm)
        try solver.suggestValue(50, for: xr)
        try solver.suggestValue(30, for: xl)
        // xm = 60: xl + xr = 120, the weak wishes 30 + 50 = 80 cannot both hold; the sum of
        // weak errors |xl - 30| + |xr - 50| = 40 on a flat face; check only the required ones.
        try solver.suggestValue(60, for: xm)
        #expect(close(solver.value(of: xl) + solver.value(of: xr), 120))
        try solver.suggestValue(90, for: xm)
        #expect(close(solver.value(of: xm), 90))
        #expect(close(solver.value(of: xl), 80))
        #expect(close(solver.value(of: xr), 100))
    }

    @Test func violatedWeakConstraint() throws {
        // v ≥ 10 required, v ≤ -5 weak: v = 10 (the weak constraint is violated by 15).
        let solver = Solver()
        let v = Variable("foo")
        try solver.addConstraint(v >= 10)
        try solver.addConstraint((v <= -5) | .weak)
        #expect(close(solver.value(of: v), 10))
    }
}
