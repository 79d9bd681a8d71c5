import StrutAutoLayout
import StrutSolver

/// A view constraint in UIKit's shape, `first.attribute REL multiplier × second.attribute +
/// constant`, with its items resolved to view ids and its pairing checked.
struct ResolvedConstraint: Sendable, Equatable {
    /// A view id, or ``ItemName/root`` / ``ItemName/safeArea``.
    var firstItem: String
    var firstAttribute: LayoutAttribute
    var relation: Relation
    var secondItem: String?
    var secondAttribute: LayoutAttribute?
    var multiplier: Double
    var constant: Double
    var priority: Priority
    var identifier: String?
    /// The equation as written in the file.
    var text: String

    var isHorizontal: Bool { firstAttribute.isHorizontal }

    /// UIKit-style description: `title.leading == avatar.trailing + 8 @750`.
    var description: String {
        var right = ""
        if let secondItem, let secondAttribute {
            right = (multiplier == 1 ? "" : "\(EquationToken.format(multiplier)) * ") + "\(secondItem).\(secondAttribute)"
            if constant != 0 { right += (constant < 0 ? " - " : " + ") + EquationToken.format(abs(constant)) }
        } else {
            right = EquationToken.format(constant)
        }
        let p = priority.isRequired ? "" : " @\(priority)"
        return "\(firstItem).\(firstAttribute) \(relation) \(right)\(p)"
    }
}

/// Names an equation may use for items besides view ids.
enum ItemName {
    /// The window's root view.
    static let root = "root"
    /// The superview of the constraint's other item (or of the only item).
    static let superview = "superview"
    /// The root view's safe-area layout guide.
    static let safeArea = "safeArea"
    /// The root view's keyboard layout guide.
    static let keyboard = "keyboard"
}
