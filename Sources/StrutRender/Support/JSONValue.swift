/// A JSON value with ordered object keys, so that output is deterministic (`strut solve --json`,
/// the inspector's embedded data).
public indirect enum JSONValue: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, printed as ``NumberText`` prints it (non-finite numbers print as `null`).
    case number(Double)
    /// A string, escaped.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object whose keys keep the order given.
    case object([(String, JSONValue)])

    /// Two values are equal when they print the same.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.text() == rhs.text() }

    /// Pretty-printed with two-space indentation (numbers as ``NumberText`` prints them).
    public func text(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent)
        let inner = String(repeating: "  ", count: indent + 1)
        switch self {
        case .null: return "null"
        case let .bool(b): return b ? "true" : "false"
        case let .number(n): return n.isFinite ? NumberText.string(n) : "null"
        case let .string(s): return Self.quote(s)
        case let .array(items):
            if items.isEmpty { return "[]" }
            return "[\n" + items.map { inner + $0.text(indent: indent + 1) }.joined(separator: ",\n") + "\n" + pad + "]"
        case let .object(pairs):
            if pairs.isEmpty { return "{}" }
            return "{\n"
                + pairs.map { inner + Self.quote($0.0) + ": " + $0.1.text(indent: indent + 1) }.joined(separator: ",\n")
                + "\n" + pad + "}"
        }
    }

    /// On one line, without spaces.
    public var compactText: String {
        switch self {
        case .null, .bool, .number, .string: text()
        case let .array(items): "[" + items.map(\.compactText).joined(separator: ",") + "]"
        case let .object(pairs): "{" + pairs.map { Self.quote($0.0) + ":" + $0.1.compactText }.joined(separator: ",") + "}"
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    public static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let c where c.value < 0x20:
                let hex = String(c.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
