import Synchronization

/// How the two sides of a constraint compare.
public enum Relation: Int, Sendable, Hashable, CustomStringConvertible {
    /// `expression <= 0`.
    case lessThanOrEqual = -1
    /// `expression == 0`.
    case equal = 0
    /// `expression >= 0`.
    case greaterThanOrEqual = 1

    /// The operator as written: `<=`, `==` or `>=`.
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
///
/// The class is open so that a client can keep its own per-constraint state in the constraint
/// itself (one object per constraint instead of two): a subclass adds stored properties, but
/// identity, equality, hashing and the stored fields stay as defined here. A subclass is
/// responsible for the thread safety of what it adds (the class is `@unchecked Sendable`
/// because an open class cannot be checked; its own stored properties are immutable or atomic).
open class Constraint: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The left-hand side of `expression OP 0`.
    public let expression: Expression
    /// How `expression` compares with 0.
    public let relation: Relation
    /// The priority it was created with (``Priority/required`` unless stated).
    public let priority: Priority
    /// A name printed in diagnostics.
    public let identifier: String?

    /// The record of this constraint in the solver that looked it up last, tagged with that
    /// solver's identity (as ``Variable``'s symbol cache: it spares a constant change a hash
    /// into a table as large as the solver; a stale or racing entry is detected and falls back
    /// to the table).
    let solverCache = Atomic<UInt64>(0)

    /// Creates `expression OP 0` at `priority`. Usually written with the comparison operators
    /// instead: `x + 8 <= y`, `(w == 100) | .defaultHigh`.
    ///
    /// - Complexity: O(1).
    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required, identifier: String? = nil) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.identifier = identifier
    }

    /// Identity: two constraints are equal only if they are the same object.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// `'identifier' expression OP 0 @priority`, for diagnostics.
    public var description: String {
        let id = identifier.map { "'\($0)' " } ?? ""
        return "\(id)\(expression) \(relation) 0 @\(priority)"
    }
}
