/// The priority of a constraint, from 1 to 1000 as in Auto Layout.
///
/// Priorities are strictly hierarchical: no number of violations at lower priorities
/// outweighs one violation at a higher priority. Within one priority, errors add.
public struct Priority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The value, meaningful in 1...1000 (the solver rejects others).
    public var rawValue: Float

    /// A priority from its value.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority from its value.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A priority from a literal such as `750.5`.
    public init(floatLiteral value: Float) { self.rawValue = value }
    /// A priority from a literal such as `750`.
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// A required constraint must hold exactly (1000).
    public static let required = Priority(1000)
    /// 750, UIKit's `defaultHigh`.
    public static let defaultHigh = Priority(750)
    /// 250, UIKit's `defaultLow`.
    public static let defaultLow = Priority(250)
    /// 50, UIKit's `fittingSizeLevel`.
    public static let fittingSizeLevel = Priority(50)

    /// Whether the priority is in 1...1000 (and not NaN).
    public var isValid: Bool { rawValue >= 1 && rawValue <= 1000 }
    /// Whether this is ``required``.
    public var isRequired: Bool { rawValue == 1000 }

    /// Orders by value.
    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The value, without a fraction when it is whole.
    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }
}
