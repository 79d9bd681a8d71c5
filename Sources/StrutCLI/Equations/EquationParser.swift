import StrutSolver

/// Parses constraint equations:
///
/// ```
/// equation   := expression relation expression [ '@' priority ]
/// relation   := '==' | '=' | '<=' | '>='
/// expression := term { ('+' | '-') term }
/// term       := factor { ('*' | '/') factor }
/// factor     := ('+' | '-') factor | number | name | '(' expression ')'
/// name       := identifier { '.' identifier }
/// priority   := number | 'required' | 'high' | 'low' | 'defaultHigh' | 'defaultLow' | 'fittingSizeLevel'
/// ```
///
/// The result is linear by construction: a product of two non-constant factors, a division by a
/// non-constant, or a division by zero is an error at the operator. Parentheses nest at most
/// ``maximumNesting`` deep, so no input can exhaust the stack.
///
/// - Complexity: O(n) in the length of the text (merging like terms is O(t²) in the number of
///   distinct names, which is small in practice).
struct EquationParser {
    static let maximumNesting = 64

    /// Named priorities, UIKit's values.
    static let namedPriorities: [(name: String, value: Priority)] = [
        ("required", .required), ("high", .defaultHigh), ("defaultHigh", .defaultHigh),
        ("low", .defaultLow), ("defaultLow", .defaultLow), ("fittingSizeLevel", .fittingSizeLevel),
    ]

    private let tokens: [EquationToken]
    private var index = 0
    private var nesting = 0

    private init(tokens: [EquationToken]) { self.tokens = tokens }

    /// Parses one equation.
    static func parse(_ text: String) throws(EquationError) -> Equation {
        var parser = EquationParser(tokens: try EquationLexer.tokenize(text))
        return try parser.equation(text: text)
    }

    private var current: EquationToken { tokens[min(index, tokens.count - 1)] }

    private mutating func advance() { if index < tokens.count - 1 { index += 1 } }

    private func failure(_ message: String, at token: EquationToken? = nil, kind: ExitReason = .equationSyntax) -> EquationError {
        let token = token ?? current
        return EquationError(kind: kind, message: message, offset: token.offset, length: token.length)
    }

    private mutating func equation(text: String) throws(EquationError) -> Equation {
        if current.kind == .end {
            throw failure("the equation is empty: expected something like 'a.width == 100' or 'x + y >= 10'")
        }
        let lhs = try expression()
        let relationToken = current
        let relation: Relation
        switch relationToken.kind {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        default:
            throw failure("expected a relation ('==', '<=' or '>='), found \(relationToken.quoted)")
        }
        advance()
        if current.kind == .end || current.kind == .at {
            throw failure("expected an expression after \(relationToken.quoted), found \(current.quoted)")
        }
        let rhs = try expression()
        var priority: Priority?
        var priorityOffset: Int?
        if current.kind == .at {
            advance()
            priorityOffset = current.offset
            priority = try self.priority()
        }
        switch current.kind {
        case .end: break
        case .equal, .lessThanOrEqual, .greaterThanOrEqual:
            throw failure("an equation has one relation; found a second one, \(current.quoted)")
        default:
            let expected =
                priority == nil
                ? "an operator, '@' and a priority, or the end of the equation" : "the end of the equation after the priority"
            throw failure("expected \(expected), found \(current.quoted)")
        }
        if lhs.isConstant && rhs.isConstant {
            throw EquationError(
                kind: .invalidConstraint,
                message: "the equation has no names on either side: it must constrain at least one variable or attribute",
                offset: relationToken.offset, length: relationToken.length)
        }
        return Equation(
            text: text, lhs: lhs, relation: relation, rhs: rhs, priority: priority,
            relationOffset: relationToken.offset, priorityOffset: priorityOffset)
    }

    private mutating func priority() throws(EquationError) -> Priority {
        let token = current
        switch token.kind {
        case let .number(value):
            advance()
            guard value >= 1, value <= 1000 else {
                throw failure(
                    "priority \(EquationToken.format(value)) is out of range: priorities are 1...1000 (1000 = required)",
                    at: token, kind: .invalidConstraint)
            }
            return Priority(Float(value))
        case let .identifier(name):
            advance()
            if let named = Self.namedPriorities.first(where: { $0.name == name }) { return named.value }
            var error = failure("unknown priority '\(name)'", at: token, kind: .unknownName)
            error.notes = Diagnostic.knownNames("priorities", Self.namedPriorities.map(\.name) + ["a number 1...1000"], near: name)
            throw error
        default:
            throw failure("expected a priority after '@' (a number 1...1000 or required, high, low), found \(token.quoted)")
        }
    }

    private mutating func expression() throws(EquationError) -> LinearExpression {
        var result = try term()
        while true {
            switch current.kind {
            case .plus:
                let operation = current
                advance()
                result = result.adding(try term())
                try checkMagnitude(result, at: operation)
            case .minus:
                let operation = current
                advance()
                result = result.subtracting(try term())
                try checkMagnitude(result, at: operation)
            default:
                return result
            }
        }
    }

    private mutating func term() throws(EquationError) -> LinearExpression {
        var result = try factor()
        while true {
            let operation = current
            switch operation.kind {
            case .star:
                advance()
                let right = try factor()
                if result.isConstant {
                    result = right.scaled(by: result.constant)
                } else if right.isConstant {
                    result = result.scaled(by: right.constant)
                } else {
                    throw failure(
                        "this product multiplies two names, which is not linear: one side of '*' must be a number",
                        at: operation, kind: .invalidConstraint)
                }
            case .slash:
                advance()
                let right = try factor()
                guard right.isConstant else {
                    throw failure(
                        "division by a name is not linear: divide only by numbers", at: operation, kind: .invalidConstraint)
                }
                guard right.constant != 0 else {
                    throw failure("division by zero", at: operation, kind: .invalidConstraint)
                }
                result = result.scaled(by: 1 / right.constant)
            default:
                return result
            }
            try checkMagnitude(result, at: operation)
        }
    }

    /// Every constant and factor a product, quotient or sum makes obeys ``LayoutNumber``'s rule.
    private func checkMagnitude(_ expression: LinearExpression, at token: EquationToken) throws(EquationError) {
        let values = [expression.constant] + expression.terms.map(\.coefficient)
        if let bad = values.first(where: { !LayoutNumber.isAcceptable($0) }), let problem = LayoutNumber.problem(bad) {
            throw failure("the number this makes, \(LayoutNumber.text(bad)), \(problem)", at: token, kind: .invalidConstraint)
        }
    }

    private mutating func factor() throws(EquationError) -> LinearExpression {
        let token = current
        switch token.kind {
        case .plus:
            advance()
            return try nested { (p) throws(EquationError) in try p.factor() }
        case .minus:
            advance()
            return try nested { (p) throws(EquationError) in try p.factor() }.scaled(by: -1)
        case let .number(value):
            advance()
            return .constant(value)
        case let .identifier(first):
            advance()
            var components = [first]
            var end = token.offset + token.length
            while current.kind == .dot {
                let dot = current
                advance()
                guard case let .identifier(next) = current.kind else {
                    throw failure("expected a name after '.', found \(current.quoted)", at: current.kind == .end ? dot : nil)
                }
                components.append(next)
                end = current.offset + current.length
                advance()
            }
            let name = NameReference(components: components, offset: token.offset, length: end - token.offset)
            return LinearExpression(terms: [LinearTerm(coefficient: 1, name: name)], constant: 0)
        case .leftParenthesis:
            advance()
            let inner = try nested { (p) throws(EquationError) in try p.expression() }
            guard current.kind == .rightParenthesis else {
                throw failure("expected ')' to close the '(' at column \(token.offset + 1), found \(current.quoted)")
            }
            advance()
            return inner
        default:
            throw failure("expected a name, a number or '(', found \(token.quoted)")
        }
    }

    private mutating func nested(
        _ body: (inout EquationParser) throws(EquationError) -> LinearExpression
    ) throws(EquationError) -> LinearExpression {
        nesting += 1
        defer { nesting -= 1 }
        guard nesting <= Self.maximumNesting else {
            throw failure("the expression nests more than \(Self.maximumNesting) levels deep")
        }
        return try body(&self)
    }
}
