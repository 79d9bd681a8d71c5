// Arithmetic that builds expressions, and comparisons that build constraints, so that
// systems read like math: `x + 2 * y >= 10`, `(a == b + 8) | .defaultHigh`.

public protocol ExpressionConvertible {
    var expression: Expression { get }
}

extension Variable: ExpressionConvertible {
    public var expression: Expression { Expression(self) }
}

extension Term: ExpressionConvertible {
    public var expression: Expression { Expression(self) }
}

extension Expression: ExpressionConvertible {
    public var expression: Expression { self }
}

extension Double: ExpressionConvertible {
    public var expression: Expression { Expression(constant: self) }
}

// MARK: Multiplication and division by a constant

public func * (coefficient: Double, variable: Variable) -> Term { Term(variable, coefficient) }
public func * (variable: Variable, coefficient: Double) -> Term { Term(variable, coefficient) }
public func / (variable: Variable, divisor: Double) -> Term { Term(variable, 1 / divisor) }
public func * (coefficient: Double, term: Term) -> Term { Term(term.variable, term.coefficient * coefficient) }
public func * (term: Term, coefficient: Double) -> Term { coefficient * term }
public func / (term: Term, divisor: Double) -> Term { Term(term.variable, term.coefficient / divisor) }
public prefix func - (variable: Variable) -> Term { Term(variable, -1) }
public prefix func - (term: Term) -> Term { Term(term.variable, -term.coefficient) }

public func * (coefficient: Double, expression: Expression) -> Expression {
    Expression(expression.terms.map { coefficient * $0 }, constant: coefficient * expression.constant)
}
public func * (expression: Expression, coefficient: Double) -> Expression { coefficient * expression }
public func / (expression: Expression, divisor: Double) -> Expression { (1 / divisor) * expression }
public prefix func - (expression: Expression) -> Expression { -1 * expression }

// MARK: Addition and subtraction

public func + <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Expression {
    let l = lhs.expression, r = rhs.expression
    return Expression(l.terms + r.terms, constant: l.constant + r.constant)
}

public func - <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Expression {
    lhs + (-rhs.expression)
}

// MARK: Comparisons

public func == <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .equal)
}
public func <= <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}
public func >= <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}

// Disambiguate comparisons of two variables from `Variable`'s Equatable `==`.
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
