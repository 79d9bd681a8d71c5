/// A constraint as reported in a diagnostic event: its identity, identifier and description.
public struct ConstraintInfo: Sendable, Hashable, CustomStringConvertible {
    /// The identity of the ``LayoutConstraint`` (compare with `ObjectIdentifier(constraint)`).
    public var id: ObjectIdentifier
    /// The constraint's identifier.
    public var identifier: String?
    /// The constraint's description in UIKit's format.
    public var description: String

    /// A snapshot of a constraint (safe to send across threads).
    public init(_ constraint: LayoutConstraint) {
        id = ObjectIdentifier(constraint)
        identifier = constraint.identifier
        description = constraint.description
    }
}

/// The engine could not satisfy all required constraints: it broke one (lowered it just below
/// required) and went on, as UIKit does. Delivered to ``Window/unsatisfiableConstraintsHandler``.
public struct UnsatisfiableConstraintsEvent: Sendable, CustomStringConvertible {
    /// The mutually unsatisfiable constraints: a minimal set (removing any one of them makes the
    /// rest satisfiable), in activation order.
    public var conflictingConstraints: [ConstraintInfo]
    /// The constraint that was broken (one of ``conflictingConstraints``).
    public var brokenConstraint: ConstraintInfo
    /// The message logged, in UIKit's words.
    public var message: String

    /// The logged message.
    public var description: String { message }

    init(conflicting: [LayoutConstraint], broken: LayoutConstraint) {
        conflictingConstraints = conflicting.map(ConstraintInfo.init)
        brokenConstraint = ConstraintInfo(broken)
        message = UnsatisfiableConstraintsEvent.logText(
            conflicting: conflictingConstraints.map(\.description), broken: brokenConstraint.description,
            mentionsAutoresizing: conflicting.contains { if case .autoresizing = $0.kind { true } else { false } })
    }

    /// UIKit's console text (reference §3.2), modern form.
    static func logText(conflicting: [String], broken: String, mentionsAutoresizing: Bool) -> String {
        var lines = [
            "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
        ]
        if mentionsAutoresizing {
            lines.append(
                "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) "
            )
        }
        lines.append("(")
        lines.append(conflicting.map { "    \"\($0)\"" }.joined(separator: ",\n"))
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint ")
        lines.append(broken)
        lines.append("")
        lines.append("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.")
        lines.append(
            "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."
        )
        return lines.joined(separator: "\n")
    }
}
