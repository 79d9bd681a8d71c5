import StrutSolver

extension VisualFormat {
    /// Parses a visual format string.
    ///
    /// Accepts the documented grammar and the forms UIKit is known to accept beyond it: a
    /// relation or priority without parentheses in a connection (`->=10-`, `-50@999-`), a bare
    /// view name as a size predicate (`[b(a)]`), fractional and signed numbers in parentheses.
    /// Whitespace is not allowed anywhere.
    ///
    /// - Throws: ``VisualFormatError`` for the first character that breaks the grammar.
    /// - Complexity: O(*n*) in the length of the format.
    public init(parsing format: String) throws(VisualFormatError) {
        var parser = VisualFormatParser(format: format, nameCheck: nil)
        self = try parser.parse()
    }
}

/// The role a name plays where it is written, so that a caller can check names while the
/// format is read left to right (UIKit reports the first problem in reading order, whether it
/// is a syntax error or an unknown name).
enum VisualFormatNameRole {
    /// `[name…`: must be a view.
    case view
    /// Object of a view's size predicate: a metric or a view.
    case sizeObject
    /// Object of a connection's predicate: a metric.
    case spacingObject
    /// After `@`: a metric.
    case priority
}

/// A recursive-descent parser over the format's UTF-8 bytes.
struct VisualFormatParser {
    typealias NameCheck = (_ name: String, _ role: VisualFormatNameRole) -> VisualFormatError.Reason?

    private let format: String
    private let bytes: [UInt8]
    private var position = 0
    private let nameCheck: NameCheck?

    init(format: String, nameCheck: NameCheck?) {
        self.format = format
        self.bytes = Array(format.utf8)
        self.nameCheck = nameCheck
    }

    // MARK: Characters

    private static let colon = UInt8(ascii: ":"), bar = UInt8(ascii: "|"), dash = UInt8(ascii: "-")
    private static let openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")
    private static let openParen = UInt8(ascii: "("), closeParen = UInt8(ascii: ")")
    private static let comma = UInt8(ascii: ","), at = UInt8(ascii: "@"), equals = UInt8(ascii: "=")
    private static let less = UInt8(ascii: "<"), greater = UInt8(ascii: ">"), dot = UInt8(ascii: ".")
    private static let plus = UInt8(ascii: "+")

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private func peek(_ distance: Int) -> UInt8? {
        position + distance < bytes.count ? bytes[position + distance] : nil
    }

    private static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
    private static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F
    }
    private static func isIdentifierBody(_ c: UInt8) -> Bool { isIdentifierStart(c) || isDigit(c) }

    /// An error whose caret is at the byte offset `at` (converted to a character offset).
    private func failure(_ reason: VisualFormatError.Reason, at byteOffset: Int) -> VisualFormatError {
        VisualFormatError(reason, format: format, offset: VisualFormatParser.characterOffset(ofUTF8Offset: byteOffset, in: format))
    }

    /// The number of characters before a UTF-8 offset; an offset inside a character counts
    /// as that character's start, and an offset past the end counts one per byte beyond.
    static func characterOffset(ofUTF8Offset byteOffset: Int, in format: String) -> Int {
        var bytesSoFar = 0
        var characters = 0
        for character in format {
            let next = bytesSoFar + character.utf8.count
            if next > byteOffset { return characters }
            bytesSoFar = next
            characters += 1
        }
        return characters + max(0, byteOffset - bytesSoFar)
    }

    // MARK: Grammar

    mutating func parse() throws(VisualFormatError) -> VisualFormat {
        let orientation = try parseOrientation()
        var leading: VisualFormat.SuperviewEdge?
        if current == Self.bar {
            let barOffset = position
            position += 1
            let connection = try parseConnection(afterSuperview: true)
            leading = VisualFormat.SuperviewEdge(barOffset: barOffset, connection: connection)
        }
        var views = [try parseView()]
        var connections: [VisualFormat.Connection] = []
        var trailing: VisualFormat.SuperviewEdge?
        while current != nil {
            let connection = try parseConnection(afterSuperview: false)
            if current == Self.bar {
                trailing = VisualFormat.SuperviewEdge(barOffset: position, connection: connection)
                position += 1
                if current != nil { throw failure(.expectedEndAfterSuperview, at: position) }
                break
            }
            views.append(try parseView())
            connections.append(connection)
        }
        return VisualFormat(
            format: format,
            orientation: orientation,
            leadingSuperview: leading,
            views: views,
            connections: connections,
            trailingSuperview: trailing
        )
    }

    private mutating func parseOrientation() throws(VisualFormatError) -> VisualFormat.Orientation {
        let orientation: VisualFormat.Orientation
        switch current {
        case UInt8(ascii: "H"): orientation = .horizontal
        case UInt8(ascii: "V"): orientation = .vertical
        default: return .horizontal
        }
        guard peek(1) == Self.colon else { throw failure(.missingOrientationColon(orientation), at: position + 1) }
        position += 2
        return orientation
    }

    /// `e`, `-`, `-simplePredicate-` or `-(predicates)-`. After a superview bar the next item
    /// must be a view; after a view it may also be a bar.
    private mutating func parseConnection(afterSuperview: Bool) throws(VisualFormatError) -> VisualFormat.Connection {
        let offset = position
        guard current == Self.dash else {
            // A flush connection: the next character must start a view (or, after a view, be a bar).
            if current == Self.openBracket || (!afterSuperview && current == Self.bar) {
                return VisualFormat.Connection(spacing: .flush, offset: offset)
            }
            throw failure(.expectedView, at: position)
        }
        position += 1
        if current == nil { throw failure(.expectedView, at: position) }
        if current == Self.openBracket || current == Self.bar {
            if afterSuperview && current == Self.bar { throw failure(.expectedView, at: position) }
            return VisualFormat.Connection(spacing: .standard, offset: offset)
        }
        var predicates: [VisualFormat.Predicate]
        if current == Self.openParen {
            position += 1
            predicates = []
            while true {
                predicates.append(try parsePredicate(role: .spacingObject, allowsSign: true))
                if current == Self.comma {
                    position += 1
                } else if current == Self.closeParen {
                    position += 1
                    break
                } else {
                    throw failure(.unterminatedConnection, at: position)
                }
            }
        } else {
            predicates = [try parsePredicate(role: .spacingObject, allowsSign: false)]
        }
        guard current == Self.dash else { throw failure(.unterminatedConnection, at: position) }
        position += 1
        let next = current
        if next != Self.openBracket && (afterSuperview || next != Self.bar) { throw failure(.expectedView, at: position) }
        return VisualFormat.Connection(spacing: .predicates(predicates), offset: offset)
    }

    /// `[name]` or `[name(predicates)]`.
    private mutating func parseView() throws(VisualFormatError) -> VisualFormat.ViewElement {
        guard current == Self.openBracket else { throw failure(.expectedView, at: position) }
        position += 1
        let nameOffset = position
        guard let name = scanIdentifier() else { throw failure(.expectedViewName, at: position) }
        let nameEnd = position
        if let nameCheck, let reason = nameCheck(name, .view) { throw failure(reason, at: nameEnd) }
        var predicates: [VisualFormat.Predicate] = []
        if current == Self.openParen {
            position += 1
            while true {
                predicates.append(try parsePredicate(role: .sizeObject, allowsSign: true))
                if current == Self.comma {
                    position += 1
                } else if current == Self.closeParen {
                    position += 1
                    break
                } else {
                    throw failure(.unterminatedView, at: position)
                }
            }
        }
        guard current == Self.closeBracket else { throw failure(.unterminatedView, at: position) }
        position += 1
        return VisualFormat.ViewElement(name: name, nameOffset: nameOffset, nameEnd: nameEnd, predicates: predicates)
    }

    /// `(relation)? object (@priority)?`.
    private mutating func parsePredicate(
        role: VisualFormatNameRole,
        allowsSign: Bool
    ) throws(VisualFormatError) -> VisualFormat.Predicate {
        var relation = StrutSolver.Relation.equal
        if let c = current, c == Self.equals || c == Self.less || c == Self.greater {
            relation = c == Self.less ? .lessThanOrEqual : c == Self.greater ? .greaterThanOrEqual : .equal
            guard peek(1) == Self.equals else { throw failure(.unknownRelation, at: position + 1) }
            position += 2
        }
        let object = try parseOperand(role: role, allowsSign: allowsSign)
        var priority: VisualFormat.Operand?
        if current == Self.at {
            position += 1
            priority = try parseOperand(role: .priority, allowsSign: false)
        }
        return VisualFormat.Predicate(relation: relation, object: object, priority: priority)
    }

    /// A number or a C identifier.
    private mutating func parseOperand(
        role: VisualFormatNameRole,
        allowsSign: Bool
    ) throws(VisualFormatError) -> VisualFormat.Operand {
        let start = position
        if let name = scanIdentifier() {
            if let nameCheck, let reason = nameCheck(name, role) { throw failure(reason, at: position) }
            return VisualFormat.Operand(.name(name), offset: start, end: position)
        }
        guard let number = scanNumber(allowsSign: allowsSign) else {
            throw failure(.expectedNumberOrMetric, at: start)
        }
        guard number.isFinite else { throw failure(.nonFiniteNumber, at: start) }
        return VisualFormat.Operand(.number(number), offset: start, end: position)
    }

    // MARK: Tokens

    private mutating func scanIdentifier() -> String? {
        guard let first = current, Self.isIdentifierStart(first) else { return nil }
        let start = position
        position += 1
        while let c = current, Self.isIdentifierBody(c) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// A decimal number: optional sign (when allowed), digits with an optional fraction (at
    /// least one digit in all), optional exponent. Leaves the position unchanged on failure.
    private mutating func scanNumber(allowsSign: Bool) -> Double? {
        let start = position
        var cursor = position
        func byte(_ i: Int) -> UInt8? { i < bytes.count ? bytes[i] : nil }
        if allowsSign, let c = byte(cursor), c == Self.plus || c == Self.dash { cursor += 1 }
        var digits = 0
        while let c = byte(cursor), Self.isDigit(c) { cursor += 1; digits += 1 }
        if byte(cursor) == Self.dot {
            cursor += 1
            while let c = byte(cursor), Self.isDigit(c) { cursor += 1; digits += 1 }
        }
        guard digits > 0 else { return nil }
        if let e = byte(cursor), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            var exponentCursor = cursor + 1
            if let s = byte(exponentCursor), s == Self.plus || s == Self.dash { exponentCursor += 1 }
            var exponentDigits = 0
            while let c = byte(exponentCursor), Self.isDigit(c) { exponentCursor += 1; exponentDigits += 1 }
            if exponentDigits > 0 { cursor = exponentCursor }
        }
        let text = String(decoding: bytes[start..<cursor], as: UTF8.self)
        guard let value = Double(text) else { return nil }
        position = cursor
        return value
    }
}
