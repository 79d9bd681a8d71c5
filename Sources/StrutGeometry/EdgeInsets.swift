import Foundation

/// Insets for the four edges of a rectangle, in points: UIKit's `UIEdgeInsets`.
///
/// Left and right are absolute: they do not flip in a right-to-left layout. For insets that
/// follow the layout direction use ``DirectionalEdgeInsets``.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The top inset.
    public var top: CGFloat
    /// The left inset.
    public var left: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The right inset.
    public var right: CGFloat

    /// Creates insets from the four edges' values.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets of zero on every edge.
    public static let zero = EdgeInsets()

    /// The same value on all four edges.
    public init(all value: CGFloat) { self.init(top: value, left: value, bottom: value, right: value) }

    /// `{top, left, bottom, right}`, as UIKit prints `UIEdgeInsets`.
    public var description: String { "{\(formatNumber(top)), \(formatNumber(left)), \(formatNumber(bottom)), \(formatNumber(right))}" }

    /// The directional insets equal to these in a layout of the given direction.
    public func directional(in direction: UserInterfaceLayoutDirection) -> DirectionalEdgeInsets {
        direction == .leftToRight
            ? DirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
            : DirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
    }
}

/// Insets whose horizontal edges follow the layout direction: UIKit's `NSDirectionalEdgeInsets`.
///
/// `leading` is the left inset in a left-to-right layout and the right inset in a right-to-left one.
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The top inset.
    public var top: CGFloat
    /// The leading inset (left in a left-to-right layout).
    public var leading: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The trailing inset.
    public var trailing: CGFloat

    /// Creates insets from the four edges' values.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets of zero on every edge.
    public static let zero = DirectionalEdgeInsets()

    /// The same value on all four edges.
    public init(all value: CGFloat) { self.init(top: value, leading: value, bottom: value, trailing: value) }

    /// `{top, leading, bottom, trailing}`.
    public var description: String {
        "{\(formatNumber(top)), \(formatNumber(leading)), \(formatNumber(bottom)), \(formatNumber(trailing))}"
    }

    /// The absolute insets equal to these in a layout of the given direction.
    public func absolute(in direction: UserInterfaceLayoutDirection) -> EdgeInsets {
        direction == .leftToRight
            ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }
}

extension CGRect {
    /// The rectangle shrunk by the insets (grown where they are negative).
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom)
    }
}
