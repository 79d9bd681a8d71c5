import StrutSolver

extension Priority {
    /// A priority `rhs` above `lhs`, as UIKit's `UILayoutPriority + Float`:
    /// `.defaultLow + 1` is 251. The result is not clamped; an activated constraint still
    /// has to be in 1...1000.
    public static func + (lhs: Priority, rhs: Float) -> Priority { Priority(lhs.rawValue + rhs) }

    /// A priority `rhs` below `lhs`, as UIKit's `UILayoutPriority - Float`:
    /// `.defaultHigh - 1` is 749, `.required - 1` is 999.
    public static func - (lhs: Priority, rhs: Float) -> Priority { Priority(lhs.rawValue - rhs) }
}
