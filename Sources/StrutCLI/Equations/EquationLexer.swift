/// One token of an equation, with its place in the text (Unicode scalars).
struct EquationToken: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case number(Double)
        case identifier(String)
        case dot, plus, minus, star, slash, leftParenthesis, rightParenthesis, at
        case equal, lessThanOrEqual, greaterThanOrEqual
        case end
    }

    var kind: Kind
    var offset: Int
    var length: Int

    /// How the token reads in an error message: `'+'`, `'width'`, `the end of the equation`.
    var quoted: String {
        switch kind {
        case let .number(value): "the number \(EquationToken.format(value))"
        case let .identifier(name): "'\(name)'"
        case .dot: "'.'"
        case .plus: "'+'"
        case .minus: "'-'"
        case .star: "'*'"
        case .slash: "'/'"
        case .leftParenthesis: "'('"
        case .rightParenthesis: "')'"
        case .at: "'@'"
        case .equal: "'=='"
        case .lessThanOrEqual: "'<='"
        case .greaterThanOrEqual: "'>='"
        case .end: "the end of the equation"
        }
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// Splits an equation into tokens. Never traps: an unexpected character is an ``EquationError``.
struct EquationLexer {
    private let scalars: [Unicode.Scalar]
    private var position = 0

    init(_ text: String) { scalars = Array(text.unicodeScalars) }

    /// All tokens, ending with `.end`.
    static func tokenize(_ text: String) throws(EquationError) -> [EquationToken] {
        var lexer = EquationLexer(text)
        var tokens: [EquationToken] = []
        while true {
            let token = try lexer.next()
            tokens.append(token)
            if token.kind == .end { return tokens }
        }
    }

    private func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        position + ahead < scalars.count ? scalars[position + ahead] : nil
    }

    private static func isIdentifierStart(_ s: Unicode.Scalar) -> Bool {
        s == "_" || s.properties.isAlphabetic
    }

    private static func isIdentifierContinuation(_ s: Unicode.Scalar) -> Bool {
        isIdentifierStart(s) || ("0"..."9").contains(s)
    }

    private static func isDigit(_ s: Unicode.Scalar?) -> Bool {
        guard let s else { return false }
        return ("0"..."9").contains(s)
    }

    mutating func next() throws(EquationError) -> EquationToken {
        while let s = peek(), s == " " || s == "\t" || s == "\n" || s == "\r" { position += 1 }
        let start = position
        guard let s = peek() else { return EquationToken(kind: .end, offset: start, length: 1) }
        func single(_ kind: EquationToken.Kind) -> EquationToken {
            position += 1
            return EquationToken(kind: kind, offset: start, length: 1)
        }
        switch s {
        case "+": return single(.plus)
        case "-": return single(.minus)
        case "*", "×": return single(.star)
        case "/": return single(.slash)
        case "(": return single(.leftParenthesis)
        case ")": return single(.rightParenthesis)
        case "@": return single(.at)
        case "≤": return single(.lessThanOrEqual)
        case "≥": return single(.greaterThanOrEqual)
        case "=":
            position += 1
            if peek() == "=" { position += 1 }
            return EquationToken(kind: .equal, offset: start, length: position - start)
        case "<", ">":
            position += 1
            guard peek() == "=" else {
                throw EquationError(
                    kind: .equationSyntax,
                    message: "'\(s)' is not a relation: expected '\(s)=' (strict inequalities do not exist in a linear system)",
                    offset: start)
            }
            position += 1
            return EquationToken(kind: s == "<" ? .lessThanOrEqual : .greaterThanOrEqual, offset: start, length: 2)
        case "." where !Self.isDigit(peek(1)):
            return single(.dot)
        default:
            break
        }
        if Self.isDigit(s) || s == "." { return try number(from: start) }
        if Self.isIdentifierStart(s) {
            while let c = peek(), Self.isIdentifierContinuation(c) { position += 1 }
            let name = String(String.UnicodeScalarView(scalars[start..<position]))
            return EquationToken(kind: .identifier(name), offset: start, length: position - start)
        }
        throw EquationError(
            kind: .equationSyntax,
            message:
                "unexpected character '\(s.escaped(asASCII: false))': expected a name, a number, an operator (+ - * /), a relation (== <= >=) or '@' and a priority",
            offset: start)
    }

    private mutating func number(from start: Int) throws(EquationError) -> EquationToken {
        while Self.isDigit(peek()) { position += 1 }
        if peek() == ".", Self.isDigit(peek(1)) || position > start {
            position += 1
            while Self.isDigit(peek()) { position += 1 }
        }
        if let e = peek(), e == "e" || e == "E" {
            let signed = peek(1) == "+" || peek(1) == "-"
            if Self.isDigit(peek(signed ? 2 : 1)) {
                position += signed ? 2 : 1
                while Self.isDigit(peek()) { position += 1 }
            }
        }
        let text = String(String.UnicodeScalarView(scalars[start..<position]))
        guard let value = Double(text) else {
            throw EquationError(kind: .equationSyntax, message: "'\(text)' is not a number", offset: start, length: position - start)
        }
        if let problem = LayoutNumber.problem(value) {
            throw EquationError(
                kind: .invalidConstraint, message: "the number \(text) \(problem)", offset: start, length: position - start)
        }
        return EquationToken(kind: .number(value), offset: start, length: position - start)
    }
}
