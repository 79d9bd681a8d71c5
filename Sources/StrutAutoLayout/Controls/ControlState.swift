import Foundation

/// The states a control can be in: UIKit's `UIControl.State`. Strut measures and draws the
/// ``normal`` state's content.
public struct ControlState: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    /// Creates a state from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The default state.
    public static let normal = ControlState([])
    /// Touched down.
    public static let highlighted = ControlState(rawValue: 1 << 0)
    /// Not accepting touches.
    public static let disabled = ControlState(rawValue: 1 << 1)
    /// Selected.
    public static let selected = ControlState(rawValue: 1 << 2)
}
