import Testing

@testable import StrutSolver

@Suite struct AmbiguityTests {
    /// Checks a witness: with `variable == alternative` added as required, the system is
    /// still feasible and no priority level's total error grows.
    func expectWitness(_ w: AmbiguousVariable, in constraints: [Constraint], variables: [Variable], solver: Solver) throws {
        #expect(w.value == solver.value(of: w.variable))
        #expect(w.alternativeValue != w.value)
        let before = errorsByLevel(constraints, values: variables.map { solver.value(of: $0) }, variables: variables)
        let probe = Solver()
        try probe.addConstraints(constraints)
        try probe.addConstraint(w.variable == w.alternativeValue)  // throws if a required one breaks
        let after = errorsByLevel(constraints, values: variables.map { probe.value(of: $0) }, variables: variables)
        for (level, error) in after {
            #expect(error <= (before[level] ?? 0) + 1e-9, "level \(level) error grew for \(w.variable)")
        }
    }

    func errorsByLevel(_ constraints: [Constraint], values: [Double], variables: [Variable]) -> [Float: Double] {
        var result: [Float: Double] = [:]
        for c in constraints where !c.priority.isRequired {
            var v = c.expression.constant
            for t in c.expression.terms { v += t.coefficient * values[variables.firstIndex { $0 === t.variable }!] }
            let e =
                switch c.relation {
                case .equal: abs(v)
                case .lessThanOrEqual: max(0, v)
                case .greaterThanOrEqual: max(0, -v)
                }
            result[c.priority.rawValue, default: 0] += e
        }
        return result
    }

    @Test func underdeterminedSumIsAmbiguous() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let constraints = [x + y == 10.0]
        try solver.addConstraints(constraints)
        let found = solver.ambiguousVariables()
        #expect(Set(found.map { ObjectIdentifier($0.variable) }) == [ObjectIdentifier(x), ObjectIdentifier(y)])
        for w in found { try expectWitness(w, in: constraints, variables: [x, y], solver: solver) }
    }

    @Test func determinedSystemIsNotAmbiguous() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), w = Variable("w")
        try solver.addConstraints([x == 5.0, y == x + 1.0, w >= 10.0, (w == 100.0) | 750, (w <= 50.0) | 500])
        #expect(solver.ambiguousVariables().isEmpty)
    }

    @Test func aWidthWithOnlyAMinimumIsAmbiguousUntilItHasAPreference() throws {
        // left == 0, width ≥ 10: width can grow freely (witness > 10); right == left + width
        // moves with it. Left is pinned.
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        let constraints = [left == 0.0, width >= 10.0, right == left + width]
        try solver.addConstraints(constraints)
        let found = solver.ambiguousVariables()
        #expect(Set(found.map(\.variable.name)) == ["width", "right"])
        for w in found { try expectWitness(w, in: constraints, variables: [left, width, right], solver: solver) }
        let preference = (width == 100.0) | 250
        try solver.addConstraint(preference)
        #expect(solver.ambiguousVariables().isEmpty)
    }

    @Test func aTieBetweenEqualErrorsIsAmbiguous() throws {
        // x == 0 and x == 10 both at 500: every x in [0, 10] has total error 10.
        let solver = Solver()
        let x = Variable("x")
        let constraints = [(x == 0.0) | 500, (x == 10.0) | 500]
        try solver.addConstraints(constraints)
        let found = solver.ambiguousVariables()
        #expect(found.map(\.variable.name) == ["x"])
        for w in found {
            #expect(w.alternativeValue >= 0 && w.alternativeValue <= 10)
            try expectWitness(w, in: constraints, variables: [x], solver: solver)
        }
    }

    @Test func randomSystemsWitnessesHold() throws {
        // Random systems (fixed seeds): every reported witness is valid.
        for seed in 1...40 {
            var rng = SplitMix(seed: UInt64(seed))
            let vars = (0..<4).map { Variable("v\($0)") }
            let solver = Solver()
            var kept: [Constraint] = []
            for _ in 0..<Int.random(in: 2...6, using: &rng) {
                var e = Expression(constant: Double(Int.random(in: -10...10, using: &rng)))
                for v in vars.shuffled(using: &rng).prefix(Int.random(in: 1...2, using: &rng)) {
                    e.terms.append(Term(v, Double(Int.random(in: -2...2, using: &rng))))
                }
                let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
                let priority: Priority = Bool.random(using: &rng) ? .required : [100, 500].randomElement(using: &rng)!
                let c = Constraint(e, relation, priority: priority)
                if (try? solver.addConstraint(c)) != nil { kept.append(c) }
            }
            for w in solver.ambiguousVariables() {
                try expectWitness(w, in: kept, variables: vars, solver: solver)
            }
        }
    }
}
