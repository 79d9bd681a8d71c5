import StrutSolver

/// The enaml_like workload of kiwi's own benchmark: one form with three labels, three fields
/// and a container, 37 variables (two of them edit variables) and 111 constraints.
///
/// The constraint list is transcribed in ``constraintSpecs`` (EnamlLike+Constraints.swift);
/// the C++ harness in scripts/bench/ holds the same list, and both print ``fingerprint`` so the
/// comparison script can check that they agree.
public enum EnamlLike {
    /// The sizes kiwi's benchmarks suggest for (width, height), in order.
    public static let sizes: [(width: Double, height: Double)] = [
        (400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400),
    ]

    /// One `terms + constant OP 0` row of the transcribed list.
    public struct ConstraintSpec: Sendable {
        public var relation: Relation
        public var strength: KiwiStrength
        public var constant: Double
        public var terms: [(coefficient: Double, variable: Var)]

        init(_ relation: Relation, _ strength: KiwiStrength, _ constant: Double, _ terms: [(Double, Var)]) {
            self.relation = relation
            self.strength = strength
            self.constant = constant
            self.terms = terms.map { (coefficient: $0.0, variable: $0.1) }
        }
    }

    /// The variables and constraint objects of one copy of the form.
    public struct Instance {
        /// The 37 variables, indexed by ``Var/rawValue``.
        public let variables: [Variable]
        /// The 111 constraints, in the order they are added.
        public let constraints: [Constraint]

        public var width: Variable { variables[Var.width.rawValue] }
        public var height: Variable { variables[Var.height.rawValue] }
        public subscript(_ variable: Var) -> Variable { variables[variable.rawValue] }
    }

    /// Makes the 37 variables and the 111 constraint objects (as kiwi's benchmark does inside
    /// its timed body); touches no solver.
    public static func makeInstance() -> Instance {
        let variables = Var.allCases.map { Variable($0.name) }
        var constraints: [Constraint] = []
        constraints.reserveCapacity(constraintSpecs.count)
        for spec in constraintSpecs {
            let terms = spec.terms.map { Term(variables[$0.variable.rawValue], $0.coefficient) }
            constraints.append(
                Constraint(Expression(terms, constant: spec.constant), spec.relation, priority: spec.strength.priority))
        }
        return Instance(variables: variables, constraints: constraints)
    }

    /// Adds the two strong edit variables, then the constraints one by one (kiwi's order).
    public static func add(_ instance: Instance, to solver: Solver) throws(SolverError) {
        try solver.addEditVariable(instance.width, priority: KiwiStrength.strong.priority)
        try solver.addEditVariable(instance.height, priority: KiwiStrength.strong.priority)
        for constraint in instance.constraints {
            try solver.addConstraint(constraint)
        }
    }

    /// Makes one copy of the form and adds it to `solver`.
    @discardableResult
    public static func build(in solver: Solver) throws(SolverError) -> Instance {
        let instance = makeInstance()
        try add(instance, to: solver)
        return instance
    }

    /// Adds `count` independent copies of the form (own variables, own edit variables) to
    /// `solver`; the enaml×K workload.
    public static func buildCopies(_ count: Int, in solver: Solver) throws(SolverError) -> [Instance] {
        var copies: [Instance] = []
        copies.reserveCapacity(count)
        for _ in 0..<count {
            copies.append(try build(in: solver))
        }
        return copies
    }

    /// Counts and a checksum of the transcribed list, printed identically by the C++ harness.
    public static var fingerprint: String {
        var relations = [0, 0, 0]  // ==, >=, <=
        var strengths = [Int](repeating: 0, count: KiwiStrength.allCases.count)
        var termCounts = [0, 0, 0, 0, 0]
        var checksum = 0.0
        for (index, spec) in constraintSpecs.enumerated() {
            switch spec.relation {
            case .equal: relations[0] += 1
            case .greaterThanOrEqual: relations[1] += 1
            case .lessThanOrEqual: relations[2] += 1
            }
            strengths[KiwiStrength.allCases.firstIndex(of: spec.strength) ?? 0] += 1
            termCounts[min(spec.terms.count, 4)] += 1
            var row = spec.constant
            for (position, term) in spec.terms.enumerated() {
                row += term.coefficient * Double(term.variable.rawValue + 1) * Double(position + 1)
            }
            checksum += row * Double(index + 1)
        }
        return "constraints=\(constraintSpecs.count) eq/ge/le=\(relations.map(String.init).joined(separator: "/"))"
            + " req/strong/smedium/mmedium/medium/weak=\(strengths.map(String.init).joined(separator: "/"))"
            + " terms1/2/3/4=\(termCounts[1...].map(String.init).joined(separator: "/"))"
            + " checksum=\(Int64((checksum * 2).rounded()))"
    }
}
