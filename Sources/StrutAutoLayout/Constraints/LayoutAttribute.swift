import StrutSolver

/// The part of a view or layout guide a constraint relates: UIKit's `NSLayoutConstraint.Attribute`,
/// with UIKit's raw values.
public enum LayoutAttribute: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case notAnAttribute = 0
    case left = 1
    case right = 2
    case top = 3
    case bottom = 4
    case leading = 5
    case trailing = 6
    case width = 7
    case height = 8
    case centerX = 9
    case centerY = 10
    case lastBaseline = 11
    case firstBaseline = 12
    case leftMargin = 13
    case rightMargin = 14
    case topMargin = 15
    case bottomMargin = 16
    case leadingMargin = 17
    case trailingMargin = 18
    case centerXWithinMargins = 19
    case centerYWithinMargins = 20

    /// The name printed in constraint descriptions (`leading`, `centerX`, `topMargin`…).
    public var description: String {
        switch self {
        case .notAnAttribute: "notAnAttribute"
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        }
    }

    /// The family an attribute belongs to, which decides what it may be paired with.
    enum Family: Sendable {
        case horizontal, vertical, dimension, none
    }

    var family: Family {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            .horizontal
        case .top, .bottom, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
            .centerYWithinMargins:
            .vertical
        case .width, .height: .dimension
        case .notAnAttribute: .none
        }
    }

    /// Whether the attribute is a location (an edge, a center or a baseline) rather than a size.
    public var isLocation: Bool { family == .horizontal || family == .vertical }

    /// Whether the attribute follows the layout direction (leading, trailing and their margins).
    @inline(__always) var isDirectional: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }

    /// Whether the attribute is absolute horizontal (left, right and their margins).
    var isAbsoluteHorizontal: Bool {
        self == .left || self == .right || self == .leftMargin || self == .rightMargin
    }

    /// Whether the attribute is relative to the layout margins.
    @inline(__always) var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            true
        default: false
        }
    }

    @inline(__always) var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// The attribute of the margins guide that a margin attribute stands for.
    var withoutMargin: LayoutAttribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }

    /// The axis along which the attribute measures.
    var axis: LayoutConstraintAxis? {
        switch family {
        case .horizontal: .horizontal
        case .vertical: .vertical
        case .dimension: self == .width ? .horizontal : .vertical
        case .none: nil
        }
    }
}

/// The two axes of a layout: UIKit's `NSLayoutConstraint.Axis`.
public enum LayoutConstraintAxis: Int, Sendable, Hashable, CaseIterable {
    case horizontal = 0
    case vertical = 1
}

/// How the two sides of a constraint compare: UIKit's `NSLayoutConstraint.Relation`
/// (`lessThanOrEqual = -1`, `equal = 0`, `greaterThanOrEqual = 1`).
public typealias LayoutRelation = Relation
