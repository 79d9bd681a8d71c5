import StrutSolver

/// The result of solving a plain constraint system.
struct SystemSolution: Sendable, Equatable {
    struct Value: Sendable, Equatable {
        var name: String
        var value: Double
    }

    struct Broken: Sendable, Equatable {
        /// The constraint that was left out, as written.
        var constraint: String
        /// The required constraints it contradicts (a minimal set), as written.
        var conflicts: [String]
    }

    struct Ambiguity: Sendable, Equatable {
        var name: String
        var value: Double
        var alternativeValue: Double
    }

    /// Every declared variable, in declaration order.
    var values: [Value]
    var broken: [Broken]
    var ambiguous: [Ambiguity]
}

/// Turns a ``ConstraintSystemSpec`` into solver constraints and solves it.
enum SystemSolver {
    /// Resolves names, adds every constraint (a required one that conflicts is left out and
    /// reported, as Auto Layout breaks a constraint and goes on), and reads the values.
    static func solve(_ system: ConstraintSystemSpec) throws(Diagnostic) -> SystemSolution {
        var variables: [String: Variable] = [:]
        for name in system.variables { variables[name.value] = Variable(name.value) }
        let known = system.variables.map(\.value)

        var compiled: [(spec: ConstraintSpec, constraint: Constraint)] = []
        for spec in system.constraints {
            guard case let .equation(equation) = spec.form else {
                throw spec.anchor.diagnostic(
                    .invalidDocument,
                    "a format line (H:/V:) needs views: it belongs in a view layout ('views'), not a constraint system",
                    offset: 0, length: spec.anchor.text.unicodeScalars.count)
            }
            let difference = equation.difference
            var terms: [Term] = []
            for term in difference.terms {
                let name = term.name
                guard name.components.count == 1, let variable = variables[name.description] else {
                    let message =
                        name.components.count == 1
                        ? "unknown variable '\(name)'"
                        : "'\(name)' is a view attribute, but this file is a constraint system of plain variables"
                    throw spec.anchor.diagnostic(
                        .unknownName, message, offset: name.offset, length: name.length,
                        notes: Diagnostic.knownNames("variables", known, near: name.components.count == 1 ? name.description : nil))
                }
                if term.coefficient != 0 { terms.append(Term(variable, term.coefficient)) }
            }
            if terms.isEmpty {
                throw spec.anchor.diagnostic(
                    .invalidConstraint, equation.cancelledOutMessage(what: "names"),
                    offset: equation.relationOffset, length: 2)
            }
            let constraint = Constraint(
                Expression(terms, constant: difference.constant), equation.relation,
                priority: equation.priority ?? .required, identifier: spec.identifier ?? equation.text)
            compiled.append((spec, constraint))
        }

        let solver = Solver()
        var broken: [SystemSolution.Broken] = []
        for (spec, constraint) in compiled {
            do {
                try solver.addConstraint(constraint)
            } catch {
                switch error {
                case let .unsatisfiableConstraint(_, conflicts):
                    broken.append(
                        SystemSolution.Broken(
                            constraint: spec.anchor.text, conflicts: conflicts.map { $0.identifier ?? $0.description }))
                default:
                    throw spec.anchor.diagnostic(
                        .invalidConstraint, "the solver rejected this constraint: \(error)", offset: 0,
                        length: spec.anchor.text.unicodeScalars.count)
                }
            }
        }
        let values = system.variables.compactMap { name in
            variables[name.value].map { SystemSolution.Value(name: name.value, value: solver.value(of: $0)) }
        }
        let order = Dictionary(uniqueKeysWithValues: known.enumerated().map { ($1, $0) })
        let ambiguous = solver.ambiguousVariables()
            .map { SystemSolution.Ambiguity(name: $0.variable.name, value: $0.value, alternativeValue: $0.alternativeValue) }
            .sorted { (order[$0.name] ?? 0) < (order[$1.name] ?? 0) }
        return SystemSolution(values: values, broken: broken, ambiguous: ambiguous)
    }
}
