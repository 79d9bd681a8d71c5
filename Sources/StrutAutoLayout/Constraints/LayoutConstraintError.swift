import StrutSolver

/// Why a constraint cannot be made, activated or changed. The descriptions are UIKit's exception
/// texts, made precise (they name the items and attributes involved).
public enum LayoutConstraintError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Two attributes that cannot be related: a location with a size, a horizontal with a vertical
    /// location, leading/trailing with left/right, or an attribute an item does not have.
    case invalidPairing(first: String, second: String, reason: String)
    /// A location attribute with no second item (or a zero multiplier): a location equal to a constant.
    case locationEqualToConstant(item: String, attribute: String)
    /// `firstAttribute` is `.notAnAttribute`, or a second item/attribute is given without the other.
    case missingAttribute(item: String, reason: String)
    /// The items are in different trees (or a guide is not added to a view).
    case noCommonAncestor(firstAnchor: String, secondAnchor: String)
    /// An item was deallocated before the constraint was activated.
    case itemDeallocated(constraint: String)
    /// An active constraint's priority cannot change to or from `.required`.
    case mutatingRequiredPriority(passed: Float, existing: Float)
    /// Priorities are in 1...1000, the solver's range (`Priority.isValid`).
    case invalidPriority(Float, constraint: String)
    /// A multiplier or constant that is NaN or infinite.
    case nonFiniteValue(what: String, constraint: String)
    /// `addConstraint(_:)` on a view that is not a common ancestor of the constraint's items.
    case receiverNotAncestor(view: String, constraint: String)

    /// The text, as printed in logs.
    public var description: String {
        switch self {
        case let .invalidPairing(first, second, reason):
            "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: Invalid pairing of layout attributes: \(first) cannot be related to \(second) (\(reason))"
        case let .locationEqualToConstant(item, attribute):
            "NSLayoutConstraint for \(item): A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs. (first attribute: \(attribute))"
        case let .missingAttribute(item, reason):
            "NSLayoutConstraint for \(item): \(reason)"
        case let .noCommonAncestor(a, b):
            "Unable to activate constraint with anchors \(a) and \(b) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
        case let .itemDeallocated(constraint):
            "Unable to activate constraint \(constraint): one of its items was deallocated."
        case let .mutatingRequiredPriority(passed, existing):
            "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(Priority(passed)) and the existing priority was \(Priority(existing))."
        case let .invalidPriority(value, constraint):
            "It's illegal to set priority \(value) on \(constraint). Priority must be \(Priority.validRangeDescription)."
        case let .nonFiniteValue(what, constraint):
            "NSLayoutConstraint \(constraint): the \(what) must be a finite number."
        case let .receiverNotAncestor(view, constraint):
            "The view hierarchy is not prepared for the constraint: \(constraint). When added to a view, the constraint's items must be descendants of that view (or that view itself); \(view) is not a common ancestor."
        }
    }
}
