import Foundation

/// A size seen along an axis: its length along the axis and across it.
///
/// Lets an algorithm such as ``StackLayout``'s be written once for both axes.
public struct AxisSize: Sendable, Hashable {
    /// The axis the lengths are relative to.
    public let axis: Axis
    /// The size in absolute (width, height) terms.
    public private(set) var size: CGSize

    /// Wraps an absolute size.
    public init(axis: Axis, size: CGSize) {
        self.axis = axis
        self.size = size
    }

    /// Creates a size from its axis and cross lengths.
    public init(axis: Axis, axisLength: CGFloat, crossLength: CGFloat) {
        self.axis = axis
        switch axis {
        case .horizontal: size = CGSize(width: axisLength, height: crossLength)
        case .vertical: size = CGSize(width: crossLength, height: axisLength)
        }
    }

    /// The length along ``axis``.
    public var axisLength: CGFloat {
        get { axis == .horizontal ? size.width : size.height }
        set {
            if axis == .horizontal { size.width = newValue } else { size.height = newValue }
        }
    }

    /// The length across ``axis``.
    public var crossLength: CGFloat {
        get { axis == .horizontal ? size.height : size.width }
        set {
            if axis == .horizontal { size.height = newValue } else { size.width = newValue }
        }
    }
}
