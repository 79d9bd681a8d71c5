/// A linear expression: a sum of terms plus a constant, such as `x + 2 * y - 10`.
///
/// Build expressions with the arithmetic operators on ``Variable``, ``Term``, ``Expression``
/// and `Double`; compare two of them with `==`, `<=` or `>=` to get a ``Constraint``.
public struct Expression: Hashable, Sendable, CustomStringConvertible {
    /// The summands, in the order they were written (a variable may appear more than once
    /// until the solver merges them).
    public var terms: [Term]
    /// The constant summand.
    public var constant: Double

    /// Creates `Σ terms + constant`.
    ///
    /// - Complexity: O(1).
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 × variable`.
    public init(_ variable: Variable) { self.init([Term(variable)]) }
    /// The expression made of one term.
    public init(_ term: Term) { self.init([term]) }
    /// The constant expression.
    public init(constant: Double) { self.init([], constant: constant) }

    /// The terms joined by `+`, then the constant, for diagnostics.
    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty { parts.append(String(constant)) }
        return parts.joined(separator: " + ")
    }
}
