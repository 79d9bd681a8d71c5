/// An incremental Cassowary-style constraint solver. PUBLIC API CONTRACT — bodies to be written.
///
/// Other modules code against these signatures; keep them (add, don't rename).
public final class Solver {
    public init() {}

    /// Adds a constraint. Throws ``SolverError/unsatisfiableConstraint(_:conflicts:)`` for a
    /// required constraint that conflicts, leaving the solver unchanged.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) { fatalError("unimplemented") }
    /// Adds several constraints and optimizes once. All or nothing.
    public func addConstraints(_ constraints: [Constraint]) throws(SolverError) { fatalError("unimplemented") }
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) { fatalError("unimplemented") }
    /// Removes several constraints and optimizes once. All or nothing.
    public func removeConstraints(_ constraints: [Constraint]) throws(SolverError) { fatalError("unimplemented") }
    public func hasConstraint(_ constraint: Constraint) -> Bool { fatalError("unimplemented") }

    /// Sets the constant term of the constraint's expression (the `c` in `terms + c OP 0`).
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) { fatalError("unimplemented") }
    /// The constraint's current constant term (after any ``setConstant(_:of:)``).
    public func constant(of constraint: Constraint) -> Double? { fatalError("unimplemented") }
    /// Changes a non-required priority to another non-required priority.
    public func setPriority(_ priority: Priority, of constraint: Constraint) throws(SolverError) { fatalError("unimplemented") }

    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) { fatalError("unimplemented") }
    public func removeEditVariable(_ variable: Variable) throws(SolverError) { fatalError("unimplemented") }
    public func hasEditVariable(_ variable: Variable) -> Bool { fatalError("unimplemented") }
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) { fatalError("unimplemented") }

    /// The variable's value in the current optimum (0 for a variable the solver does not know).
    public func value(of variable: Variable) -> Double { fatalError("unimplemented") }
    /// The variables whose values changed since the previous call, in a deterministic order;
    /// costs time proportional to the number of changes.
    public func fetchChangedVariables() -> [Variable] { fatalError("unimplemented") }
    /// Variables not uniquely determined: each can move without changing any error.
    public func ambiguousVariables() -> [AmbiguousVariable] { fatalError("unimplemented") }
    /// Tableau size and work counters, for benchmarks and tests.
    public var statistics: SolverStatistics { fatalError("unimplemented") }
}

/// A variable whose value is not uniquely determined, with a witness.
public struct AmbiguousVariable: Sendable {
    public var variable: Variable
    public var value: Double
    /// Another value the variable can take with every required constraint still satisfied and
    /// no error at any priority increased.
    public var alternativeValue: Double
    public init(variable: Variable, value: Double, alternativeValue: Double) {
        self.variable = variable
        self.value = value
        self.alternativeValue = alternativeValue
    }
}

/// Counters describing the tableau and the work done, for benchmarks and tests.
public struct SolverStatistics: Sendable, Hashable {
    public var rows = 0
    public var cells = 0
    public var constraints = 0
    public var variables = 0
    /// Pivots since the solver was created (primal and dual).
    public var pivots = 0
    public init() {}
}
