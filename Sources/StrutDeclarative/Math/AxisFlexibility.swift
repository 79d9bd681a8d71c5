/// A flexibility seen along an axis: its flex along the axis and across it.
public struct AxisFlexibility: Sendable, Hashable {
    /// The axis the flexes are relative to.
    public let axis: Axis
    /// The flexibility in absolute (horizontal, vertical) terms.
    public let flexibility: Flexibility

    /// Wraps an absolute flexibility.
    public init(axis: Axis, flexibility: Flexibility) {
        self.axis = axis
        self.flexibility = flexibility
    }

    /// Creates a flexibility from its axis and cross flexes.
    public init(axis: Axis, axisFlex: Flexibility.Flex, crossFlex: Flexibility.Flex) {
        self.axis = axis
        switch axis {
        case .horizontal: flexibility = Flexibility(horizontal: axisFlex, vertical: crossFlex)
        case .vertical: flexibility = Flexibility(horizontal: crossFlex, vertical: axisFlex)
        }
    }

    /// The flex along ``axis``.
    public var axisFlex: Flexibility.Flex { flexibility.flex(axis) }

    /// The flex across ``axis``.
    public var crossFlex: Flexibility.Flex { flexibility.flex(axis.cross) }
}
