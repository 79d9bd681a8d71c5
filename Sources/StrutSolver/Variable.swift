import Synchronization

/// An unknown of a constraint system, such as the left edge or the width of a view.
///
/// A variable is an identity with a name used in diagnostics. It holds no value: ask the
/// ``Solver`` that owns the constraints for ``Solver/value(of:)``. Two variables are equal
/// only if they are the same object, whatever their names.
public final class Variable: Hashable, Sendable, CustomStringConvertible {
    /// The name printed in diagnostics (error messages, ambiguity reports).
    public let name: String

    /// The symbol of this variable in the solver that used it last, tagged with that solver's
    /// identity (a lookup cache that spares a hash per ``Solver/value(of:)``; a stale or racing
    /// entry is detected and falls back to the solver's table).
    let solverCache = Atomic<UInt64>(0)

    /// Scratch of ``ConstraintBatch``'s numbering: the slot the variable took in the batch last
    /// numbered through it, tagged with that batch (checked there: a stale or racing entry only
    /// makes the batch number its variables through a table instead).
    let batchSlot = Atomic<UInt64>(0)

    /// A word the variable's creator may set and read back (kiwi's variable "context"); the
    /// solver never reads it. Strut's Auto Layout keeps there the identity of the item a
    /// variable belongs to, to map a solved variable back to its item without a hash table.
    package let context: UInt

    /// Creates a variable with a name for diagnostics.
    public init(_ name: String = "") {
        self.name = name
        self.context = 0
    }

    /// Creates a variable with a name for diagnostics and a `context` word for its creator.
    package init(_ name: String, context: UInt) {
        self.name = name
        self.context = context
    }

    /// Identity: two variables are equal only if they are the same object.
    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// The name, or `<unnamed>`.
    public var description: String { name.isEmpty ? "<unnamed>" : name }
}
