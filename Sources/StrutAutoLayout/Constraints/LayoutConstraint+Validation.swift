import Foundation

extension LayoutConstraint {
    /// The first rule of the Auto Layout Guide's validity rules (reference §1.1) that the
    /// constraint breaks, or `nil`.
    static func validationError(
        first: AnchorSide, second: AnchorSide?, secondAttribute: LayoutAttribute, multiplier: CGFloat,
        constant: CGFloat, priority: LayoutPriority
    ) -> LayoutConstraintError? {
        let firstName = first.item.map { ConstraintFormatter.itemName($0) } ?? "nil"
        let firstDescription = first.item.map { ConstraintFormatter.itemDescription($0) } ?? "nil"
        func named(_ side: AnchorSide) -> String {
            (side.item.map { ConstraintFormatter.itemName($0) } ?? "nil") + "." + side.attribute.description
        }
        guard constant.isFinite else {
            return .nonFiniteValue(what: "constant", constraint: "for \(firstName).\(first.attribute)")
        }
        guard multiplier.isFinite else {
            return .nonFiniteValue(what: "multiplier", constraint: "for \(firstName).\(first.attribute)")
        }
        guard priority.isValid else {
            return .invalidPriority(priority.rawValue, constraint: "a constraint for \(firstName).\(first.attribute)")
        }
        if first.attribute == .notAnAttribute {
            return .missingAttribute(item: firstDescription, reason: "the first attribute cannot be notAnAttribute.")
        }
        if let error = itemSupportError(first) { return error }
        guard let second else {
            if secondAttribute != .notAnAttribute {
                return .missingAttribute(
                    item: firstDescription,
                    reason: "a second attribute (\(secondAttribute)) was given without a second item.")
            }
            if first.family != .dimension {
                return .locationEqualToConstant(item: firstDescription, attribute: first.attribute.description)
            }
            return nil
        }
        if second.attribute == .notAnAttribute {
            return .missingAttribute(
                item: firstDescription, reason: "a second item was given with the attribute notAnAttribute.")
        }
        if let error = itemSupportError(second) { return error }
        if first.family != .dimension, multiplier == 0 {
            return .locationEqualToConstant(item: firstDescription, attribute: first.attribute.description)
        }
        if let reason = pairingProblem(first, second) {
            return .invalidPairing(first: named(first), second: named(second), reason: reason)
        }
        return nil
    }

    /// Why two sides cannot be related, or `nil`: the attributes' rule
    /// (``LayoutAttribute/pairingProblem(_:_:)``), where a composite anchor (a distance between
    /// two anchors) counts as a size.
    static func pairingProblem(_ a: AnchorSide, _ b: AnchorSide) -> String? {
        if a.isComposite || b.isComposite { return LayoutAttribute.familyMismatch(a.family, b.family) }
        return LayoutAttribute.pairingProblem(a.attribute, b.attribute)
    }

    /// An attribute the item does not have: margins and baselines exist only on views.
    static func itemSupportError(_ side: AnchorSide) -> LayoutConstraintError? {
        guard let item = side.item, item is LayoutGuide else { return nil }
        if side.attribute.isViewOnly {
            let name = ConstraintFormatter.itemName(item) + "." + side.attribute.description
            return .invalidPairing(first: name, second: name, reason: "layout guides have no margins or baselines")
        }
        return nil
    }
}
