import StrutSolver

/// A constraint as written in a layout file, before its names are resolved:
/// `title.leading == avatar.trailing + 8 @750`, `a.width == 0.5 * b.width`, `x + 2*y >= 10 @250`.
///
/// Both sides are linear expressions over ``NameReference``s; the parser has already folded
/// constants and rejected anything non-linear.
struct Equation: Sendable, Equatable {
    /// The text the equation was parsed from.
    var text: String
    var lhs: LinearExpression
    var relation: Relation
    var rhs: LinearExpression
    /// The priority after `@`, or `nil` when none was written (required).
    var priority: Priority?
    /// Where the relation operator is, in Unicode scalars from the start of ``text``.
    var relationOffset: Int
    /// Where the priority's value is, when there is one.
    var priorityOffset: Int?

    /// `lhs - rhs`, with terms on the same name merged (first-appearance order kept).
    var difference: LinearExpression { lhs.subtracting(rhs) }
}

/// A name as written: a plain variable (`x`) or a dotted path (`title.leading`,
/// `safeArea.top`), with where it is in the equation text.
struct NameReference: Hashable, Sendable, CustomStringConvertible {
    var components: [String]
    /// Offset in Unicode scalars from the start of the equation text.
    var offset: Int
    /// Length in Unicode scalars.
    var length: Int

    var description: String { components.joined(separator: ".") }
}

/// `coefficient * name`.
struct LinearTerm: Equatable, Sendable {
    var coefficient: Double
    var name: NameReference
}

/// A sum of terms plus a constant.
struct LinearExpression: Equatable, Sendable {
    var terms: [LinearTerm] = []
    var constant: Double = 0

    static func constant(_ value: Double) -> LinearExpression { LinearExpression(terms: [], constant: value) }

    var isConstant: Bool { terms.isEmpty }

    func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(
            terms: terms.map { LinearTerm(coefficient: $0.coefficient * factor, name: $0.name) },
            constant: constant * factor)
    }

    func adding(_ other: LinearExpression) -> LinearExpression {
        var result = self
        result.constant += other.constant
        for term in other.terms {
            if let index = result.terms.firstIndex(where: { $0.name.components == term.name.components }) {
                result.terms[index].coefficient += term.coefficient
            } else {
                result.terms.append(term)
            }
        }
        return result
    }

    func subtracting(_ other: LinearExpression) -> LinearExpression { adding(other.scaled(by: -1)) }
}

extension Equation {
    /// When every name cancels out (`a.width == a.width + 10`), what is left: `0 == 10`,
    /// and whether that can ever hold. The message for the diagnostic either way.
    ///
    /// - Parameter what: "attributes" (views) or "names" (plain variables).
    func cancelledOutMessage(what: String) -> String {
        // lhs REL rhs with no names left is 0 REL (rhs constant - lhs constant).
        let right = rhs.constant - lhs.constant
        let holds: Bool =
            switch relation {
            case .equal: right == 0
            case .lessThanOrEqual: 0 <= right
            case .greaterThanOrEqual: 0 >= right
            }
        let left = "0 \(relation) \(EquationToken.format(right))"
        if holds {
            return "the \(what) cancel out, leaving \(left), which always holds: the equation does not constrain anything"
        }
        return "the \(what) cancel out, leaving \(left), which never holds: the constraint is unsatisfiable"
    }
}
