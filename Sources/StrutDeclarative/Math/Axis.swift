/// A layout axis.
public enum Axis: Sendable, Hashable, CaseIterable {
    /// Left to right (leading to trailing).
    case horizontal
    /// Top to bottom.
    case vertical

    /// The other axis.
    public var cross: Axis {
        switch self {
        case .horizontal: .vertical
        case .vertical: .horizontal
        }
    }
}
