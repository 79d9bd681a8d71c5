import StrutSolver

@testable import StrutAutoLayout

/// Test helper: prints a syntax tree with everything explicit (orientation, relations in
/// parentheses, priorities), so that expected trees can be written by hand as strings and
/// so that a printed tree can be parsed back (round trip).
extension VisualFormat {
    var canonical: String {
        var out = orientation == .horizontal ? "H:" : "V:"
        if let leadingSuperview {
            out += "|" + Self.canonical(leadingSuperview.connection)
        }
        for (index, view) in views.enumerated() {
            if index > 0 { out += Self.canonical(connections[index - 1]) }
            out += "[" + view.name
            if !view.predicates.isEmpty {
                out += "(" + view.predicates.map(Self.canonical).joined(separator: ",") + ")"
            }
            out += "]"
        }
        if let trailingSuperview {
            out += Self.canonical(trailingSuperview.connection) + "|"
        }
        return out
    }

    static func canonical(_ connection: Connection) -> String {
        switch connection.spacing {
        case .flush: ""
        case .standard: "-"
        case .predicates(let predicates): "-(" + predicates.map(canonical).joined(separator: ",") + ")-"
        }
    }

    static func canonical(_ predicate: Predicate) -> String {
        let relation =
            switch predicate.relation {
            case .equal: "=="
            case .lessThanOrEqual: "<="
            case .greaterThanOrEqual: ">="
            }
        var out = relation + canonical(predicate.object)
        if let priority = predicate.priority { out += "@" + canonical(priority) }
        return out
    }

    static func canonical(_ operand: Operand) -> String {
        switch operand.value {
        case .name(let name): name
        case .number(let value): value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
    }
}
