import Testing

@testable import StrutSolver

/// Expressions and constraints built with operators (kiwi's test_expression / test_term /
/// test_variable / test_constraint, restated).
@Suite struct OperatorTests {
    let x = Variable("x"), y = Variable("y")

    func summary(_ e: Expression) -> [String] {
        e.terms.map { "\($0.coefficient)*\($0.variable.name)" } + ["\(e.constant)"]
    }

    @Test func arithmetic() {
        #expect(summary(x + 2 * y - 10.0) == ["1.0*x", "2.0*y", "-10.0"])
        #expect(summary(-(x + 2 * y - 10.0)) == ["-1.0*x", "-2.0*y", "10.0"])
        #expect(summary((x - y) * 3) == ["3.0*x", "-3.0*y", "0.0"])
        #expect(summary((2 * x + 4.0) / 2) == ["1.0*x", "2.0"])
        #expect(summary(x / 4 + y * 0.5) == ["0.25*x", "0.5*y", "0.0"])
        #expect(summary((x + 1.0) - (y - 2.0)) == ["1.0*x", "-1.0*y", "3.0"])
        #expect(summary(5.0 - x) == ["-1.0*x", "5.0"])
        #expect(summary(-x - -y) == ["-1.0*x", "1.0*y", "0.0"])
    }

    @Test func comparisonsMoveEverythingLeft() {
        let c = x + 8.0 <= y
        #expect(c.relation == .lessThanOrEqual)
        #expect(summary(c.expression) == ["1.0*x", "-1.0*y", "8.0"])
        #expect(c.priority == .required)
        let d: Constraint = x == y
        #expect(d.relation == .equal)
        #expect(summary(d.expression) == ["1.0*x", "-1.0*y", "0.0"])
        let e = 10.0 >= 2 * x
        #expect(e.relation == .greaterThanOrEqual)
        #expect(summary(e.expression) == ["-2.0*x", "10.0"])
    }

    @Test func priorityCopiesTheConstraint() {
        let c = Constraint(Expression([Term(x)], constant: -1), .equal, identifier: "pin")
        let soft = c | .defaultLow
        #expect(soft !== c)
        #expect(soft.priority == .defaultLow)
        #expect(soft.identifier == "pin")
        #expect(soft.relation == .equal)
        #expect(c.priority == .required)
    }

    @Test func duplicateTermsAreMergedBySolver() throws {
        // x + x + x == 9 → x = 3 (the solver merges repeated variables).
        let solver = Solver()
        try solver.addConstraint(x + x + x == 9.0)
        #expect(solver.value(of: x) == 3)
        // 2y - 2y + 4 == 0 has no variable left: unsatisfiable on its own.
        #expect(conflicts { () throws(SolverError) in try solver.addConstraint(2 * y - 2 * y + 4.0 == 0.0) }?.isEmpty == true)
    }
}
