import Foundation

/// A point seen along an axis: its offset along the axis and across it.
public struct AxisPoint: Sendable, Hashable {
    /// The axis the offsets are relative to.
    public let axis: Axis
    /// The point in absolute (x, y) terms.
    public private(set) var point: CGPoint

    /// Wraps an absolute point.
    public init(axis: Axis, point: CGPoint) {
        self.axis = axis
        self.point = point
    }

    /// Creates a point from its axis and cross offsets.
    public init(axis: Axis, axisOffset: CGFloat, crossOffset: CGFloat) {
        self.axis = axis
        switch axis {
        case .horizontal: point = CGPoint(x: axisOffset, y: crossOffset)
        case .vertical: point = CGPoint(x: crossOffset, y: axisOffset)
        }
    }

    /// The offset along ``axis``.
    public var axisOffset: CGFloat {
        get { axis == .horizontal ? point.x : point.y }
        set {
            if axis == .horizontal { point.x = newValue } else { point.y = newValue }
        }
    }

    /// The offset across ``axis``.
    public var crossOffset: CGFloat {
        get { axis == .horizontal ? point.y : point.x }
        set {
            if axis == .horizontal { point.y = newValue } else { point.x = newValue }
        }
    }
}

extension CGRect {
    /// A rectangle from an axis-relative origin and size (which must share an axis).
    init(origin: AxisPoint, size: AxisSize) {
        self.init(origin: origin.point, size: size.size)
    }
}
