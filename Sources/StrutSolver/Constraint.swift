/// How the two sides of a constraint compare.
public enum Relation: Int, Sendable, Hashable, CustomStringConvertible {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1

    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear relation `expression OP 0` with a priority.
///
/// A constraint is an identity: adding it to a ``Solver`` twice is an error, and removing it
/// removes exactly this object. Its constant and (non-required) priority can later be changed
/// in place through the solver (``Solver/setConstant(_:of:)``, ``Solver/setPriority(_:of:)``);
/// the values stored here are the ones it was created with.
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
    /// The left-hand side of `expression OP 0`.
    public let expression: Expression
    public let relation: Relation
    public let priority: Priority
    /// A name printed in diagnostics.
    public let identifier: String?

    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required, identifier: String? = nil) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.identifier = identifier
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String {
        let id = identifier.map { "'\($0)' " } ?? ""
        return "\(id)\(expression) \(relation) 0 @\(priority)"
    }
}
