/// What went wrong in a ``Solver`` call. The solver is left exactly as it was before the call.
public enum SolverError: Error, Sendable, CustomStringConvertible {
    /// A required constraint (or a required constraint's new constant) cannot be satisfied
    /// together with the required constraints already present; `conflicts` is a minimal set of
    /// those it contradicts.
    case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
    /// The constraint was already added.
    case duplicateConstraint(Constraint)
    /// The constraint was never added (or was removed).
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required; a required priority cannot be changed, nor a
    /// constraint changed to or from required in place.
    case badRequiredPriority(String)
    /// A priority outside 1...1000 or NaN.
    case invalidPriority(Priority)
    /// A NaN or infinite coefficient, constant or suggested value; names where it was.
    case nonFiniteValue(String)
    /// The call could not be carried out to the solver's tolerance (a required constraint
    /// would be violated beyond it, or the pivot bound was reached), even after rebuilding the
    /// tableau from the constraints; names the call and what failed. See <doc:NumericalRobustness>.
    case numericalFailure(String)
    /// The call would give a variable a non-finite value (an overflow such as `x == 1e308`
    /// with `y == 10 * x`); names the variable and the call.
    case nonFiniteResult(String)

    /// A message that names the item, says what is wrong and where.
    public var description: String {
        switch self {
        case let .unsatisfiableConstraint(c, conflicts):
            "unsatisfiable constraint \(c); it conflicts with: " + conflicts.map(\.description).joined(separator: "; ")
        case let .duplicateConstraint(c): "duplicate constraint: \(c) was already added"
        case let .unknownConstraint(c): "unknown constraint: \(c) is not in the solver"
        case let .duplicateEditVariable(v): "duplicate edit variable: \(v) is already an edit variable"
        case let .unknownEditVariable(v): "unknown edit variable: \(v) is not an edit variable"
        case let .badRequiredPriority(what): "bad required priority: \(what)"
        case let .invalidPriority(p): "invalid priority \(p.rawValue): priorities are 1...1000"
        case let .nonFiniteValue(where_): "non-finite value: \(where_)"
        case let .numericalFailure(what): "numerical failure: \(what)"
        case let .nonFiniteResult(what): "non-finite result: \(what)"
        }
    }
}
