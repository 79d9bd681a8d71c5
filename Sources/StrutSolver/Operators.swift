// Arithmetic that builds expressions, and comparisons that build constraints, so that
// systems read like math: `x + 2 * y >= 10`, `(a == b + 8) | .defaultHigh`.

/// A value usable on either side of the expression operators: ``Variable``, ``Term``,
/// ``Expression`` or `Double`.
public protocol ExpressionConvertible {
    /// The value as an expression.
    var expression: Expression { get }
}

extension Variable: ExpressionConvertible {
    /// `1 × self`.
    public var expression: Expression { Expression(self) }
}

extension Term: ExpressionConvertible {
    /// The one-term expression.
    public var expression: Expression { Expression(self) }
}

extension Expression: ExpressionConvertible {
    /// `self`.
    public var expression: Expression { self }
}

extension Double: ExpressionConvertible {
    /// The constant expression.
    public var expression: Expression { Expression(constant: self) }
}

// MARK: Multiplication and division by a constant
// Each builds a term or expression in O(number of terms).

/// `coefficient × variable`.
public func * (coefficient: Double, variable: Variable) -> Term { Term(variable, coefficient) }
/// `variable × coefficient`.
public func * (variable: Variable, coefficient: Double) -> Term { Term(variable, coefficient) }
/// `variable / divisor`.
public func / (variable: Variable, divisor: Double) -> Term { Term(variable, 1 / divisor) }
/// The term scaled.
public func * (coefficient: Double, term: Term) -> Term { Term(term.variable, term.coefficient * coefficient) }
/// The term scaled.
public func * (term: Term, coefficient: Double) -> Term { coefficient * term }
/// The term divided.
public func / (term: Term, divisor: Double) -> Term { Term(term.variable, term.coefficient / divisor) }
/// `-1 × variable`.
public prefix func - (variable: Variable) -> Term { Term(variable, -1) }
/// The negated term.
public prefix func - (term: Term) -> Term { Term(term.variable, -term.coefficient) }

/// The expression scaled (terms and constant).
public func * (coefficient: Double, expression: Expression) -> Expression {
    Expression(expression.terms.map { coefficient * $0 }, constant: coefficient * expression.constant)
}
/// The expression scaled (terms and constant).
public func * (expression: Expression, coefficient: Double) -> Expression { coefficient * expression }
/// The expression divided (terms and constant).
public func / (expression: Expression, divisor: Double) -> Expression { (1 / divisor) * expression }
/// The negated expression.
public prefix func - (expression: Expression) -> Expression { -1 * expression }

// MARK: Addition and subtraction

/// The sum: terms concatenated, constants added. O(terms).
public func + <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Expression {
    var l = lhs.expression
    let r = rhs.expression
    l.constant += r.constant
    if !r.terms.isEmpty { l.terms.append(contentsOf: r.terms) }
    return l
}

/// The difference. O(terms).
public func - <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Expression {
    var l = lhs.expression
    let r = rhs.expression
    l.constant -= r.constant
    if !r.terms.isEmpty {
        l.terms.reserveCapacity(l.terms.count + r.terms.count)
        for t in r.terms { l.terms.append(Term(t.variable, -t.coefficient)) }
    }
    return l
}

// MARK: Comparisons

/// The required constraint `lhs - rhs == 0`. O(terms).
public func == <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .equal)
}
/// The required constraint `lhs - rhs <= 0`. O(terms).
public func <= <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}
/// The required constraint `lhs - rhs >= 0`. O(terms).
public func >= <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}

// Disambiguate comparisons of two variables from `Variable`'s Equatable `==`.
/// The required constraint `lhs - rhs == 0` (preferred over `Variable`'s identity `==`
/// where a constraint is expected).
public func == (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }

// MARK: Priority

// `|` is the standard library's operator (AdditionPrecedence): redeclaring it with a lower
// precedence made every client's `|` ambiguous, so parenthesize the comparison.

/// A copy of the constraint at another priority: `(x >= 10) | .defaultHigh`.
///
/// `|` binds tighter than comparisons, so the parentheses are required.
public func | (constraint: Constraint, priority: Priority) -> Constraint {
    Constraint(constraint.expression, constraint.relation, priority: priority, identifier: constraint.identifier)
}
