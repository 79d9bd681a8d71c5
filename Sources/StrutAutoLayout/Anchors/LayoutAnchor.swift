import Foundation

/// A layout attribute of a view or guide, used to make constraints: UIKit's `NSLayoutAnchor`.
///
/// An anchor is a small value that holds its item strongly while it exists (constraints hold
/// their items weakly); don't store a view's anchors in the view itself.
///
/// The three conforming types keep horizontal locations (``LayoutXAxisAnchor``), vertical
/// locations (``LayoutYAxisAnchor``) and sizes (``LayoutDimension``) apart at compile time:
/// `constraint(equalTo:)` only accepts an anchor of the receiver's own type. Every method
/// returns an inactive constraint with multiplier 1 and priority `.required`.
public protocol LayoutAnchor {
    /// The view or guide.
    var item: (any LayoutItem)? { get }
    /// The attribute.
    var attribute: LayoutAttribute { get }
}

extension LayoutAnchor {
    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: Self, constant: CGFloat = 0) -> LayoutConstraint {
        makeAnchorConstraint(self, .equal, anchor, multiplier: 1, constant: constant)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: Self, constant: CGFloat = 0) -> LayoutConstraint {
        makeAnchorConstraint(self, .greaterThanOrEqual, anchor, multiplier: 1, constant: constant)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: Self, constant: CGFloat = 0) -> LayoutConstraint {
        makeAnchorConstraint(self, .lessThanOrEqual, anchor, multiplier: 1, constant: constant)
    }

    /// `"View:0x….leading"`, the anchor's name in logs.
    public var name: String {
        (item.map { ConstraintFormatter.itemName($0) } ?? "nil") + "." + attribute.description
    }
}

/// The side of a constraint an anchor stands for.
///
/// Called through the protocol's extension, which runs unspecialized when the caller is in
/// another module: the composite check compares the anchor's type (a metadata pointer) rather
/// than casting (a runtime conformance lookup on every anchor).
func anchorSide<A: LayoutAnchor>(_ anchor: A) -> AnchorSide {
    if A.self == LayoutDimension.self, let side = unsafeBitCast(anchor, to: LayoutDimension.self).compositeSide {
        return side
    }
    guard let item = anchor.item else {
        preconditionFailure("Making a constraint with an anchor (\(anchor.attribute)) whose item was deallocated.")
    }
    return AnchorSide(item: item, attribute: anchor.attribute)
}

func makeAnchorConstraint<A: LayoutAnchor>(
    _ a: A, _ relation: LayoutRelation, _ b: A, multiplier: CGFloat, constant: CGFloat
) -> LayoutConstraint {
    let first = anchorSide(a)
    let second = anchorSide(b)
    precondition(constant.isFinite, "Making a constraint for \(a.name): the constant must be finite; you passed \(constant).")
    precondition(multiplier.isFinite, "Making a constraint for \(a.name): the multiplier must be finite; you passed \(multiplier).")
    return LayoutConstraint(first: first, relation: relation, second: second, multiplier: multiplier, constant: constant)
}

/// A constant-valued constraint on a dimension (`self == constant`).
func makeAnchorConstraint(_ a: LayoutDimension, _ relation: LayoutRelation, constant: CGFloat) -> LayoutConstraint {
    let first = anchorSide(a)
    precondition(constant.isFinite, "Making a constraint for \(a.name): the constant must be finite; you passed \(constant).")
    return LayoutConstraint(first: first, relation: relation, second: nil, multiplier: 1, constant: constant)
}

/// A horizontal location: leading, trailing, left, right or centerX (UIKit's `NSLayoutXAxisAnchor`).
public struct LayoutXAxisAnchor: LayoutAnchor {
    /// The view or guide.
    public let item: (any LayoutItem)?
    /// The attribute of the item.
    public let attribute: LayoutAttribute

    init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// A dimension equal to the distance from this anchor to `otherAnchor` (UIKit's composite anchor).
    public func anchorWithOffset(to otherAnchor: LayoutXAxisAnchor) -> LayoutDimension {
        LayoutDimension(offsetFrom: anchorSide(self), to: anchorSide(otherAnchor))
    }

    /// `self == anchor + multiplier × system spacing` (8 points): the receiver trails `anchor`.
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat = 1) -> LayoutConstraint {
        systemSpacing(self, .equal, anchor, multiplier)
    }
    /// `self >= anchor + multiplier × system spacing` (8 points).
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat = 1)
        -> LayoutConstraint
    {
        systemSpacing(self, .greaterThanOrEqual, anchor, multiplier)
    }
    /// `self <= anchor + multiplier × system spacing` (8 points).
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat = 1)
        -> LayoutConstraint
    {
        systemSpacing(self, .lessThanOrEqual, anchor, multiplier)
    }
}

/// A vertical location: top, bottom, centerY or a baseline (UIKit's `NSLayoutYAxisAnchor`).
public struct LayoutYAxisAnchor: LayoutAnchor {
    /// The view or guide.
    public let item: (any LayoutItem)?
    /// The attribute of the item.
    public let attribute: LayoutAttribute

    init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// A dimension equal to the distance from this anchor to `otherAnchor` (UIKit's composite anchor).
    public func anchorWithOffset(to otherAnchor: LayoutYAxisAnchor) -> LayoutDimension {
        LayoutDimension(offsetFrom: anchorSide(self), to: anchorSide(otherAnchor))
    }

    /// `self == anchor + multiplier × system spacing` (8 points): the receiver is below `anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat = 1) -> LayoutConstraint {
        systemSpacing(self, .equal, anchor, multiplier)
    }
    /// `self >= anchor + multiplier × system spacing` (8 points).
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat = 1)
        -> LayoutConstraint
    {
        systemSpacing(self, .greaterThanOrEqual, anchor, multiplier)
    }
    /// `self <= anchor + multiplier × system spacing` (8 points).
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat = 1)
        -> LayoutConstraint
    {
        systemSpacing(self, .lessThanOrEqual, anchor, multiplier)
    }
}

/// The standard space between sibling views, in points.
let systemSpacingPoints: CGFloat = 8

private func systemSpacing<A: LayoutAnchor>(_ a: A, _ relation: LayoutRelation, _ b: A, _ multiplier: CGFloat)
    -> LayoutConstraint
{
    let c = makeAnchorConstraint(a, relation, b, multiplier: 1, constant: multiplier * systemSpacingPoints)
    c.systemSpacingMultiplier = multiplier
    return c
}

/// A size: width, height, or the distance between two locations (UIKit's `NSLayoutDimension`).
public struct LayoutDimension: LayoutAnchor {
    /// The view or guide.
    public let item: (any LayoutItem)?
    /// The attribute of the item.
    public let attribute: LayoutAttribute
    /// For a composite dimension, the distance it measures.
    let compositeSide: AnchorSide?

    init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
        self.compositeSide = nil
    }

    init(offsetFrom origin: AnchorSide, to end: AnchorSide) {
        self.item = end.item
        self.attribute = end.attribute
        self.compositeSide = AnchorSide(
            item: end.item!, attribute: end.attribute, originItem: origin.item, originAttribute: origin.attribute)
    }

    /// `self == constant`.
    public func constraint(equalToConstant constant: CGFloat) -> LayoutConstraint {
        makeAnchorConstraint(self, .equal, constant: constant)
    }
    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        makeAnchorConstraint(self, .greaterThanOrEqual, constant: constant)
    }
    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        makeAnchorConstraint(self, .lessThanOrEqual, constant: constant)
    }
    /// `self == multiplier × anchor + constant`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0) -> LayoutConstraint {
        makeAnchorConstraint(self, .equal, anchor, multiplier: multiplier, constant: constant)
    }
    /// `self >= multiplier × anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0)
        -> LayoutConstraint
    {
        makeAnchorConstraint(self, .greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
    /// `self <= multiplier × anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0)
        -> LayoutConstraint
    {
        makeAnchorConstraint(self, .lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
}
