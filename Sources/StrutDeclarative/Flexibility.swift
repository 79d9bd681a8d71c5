/// How willing a layout is to grow or shrink along each axis, relative to its siblings.
///
/// A hint to the parent, with LayoutKit's semantics: a parent MAY compress any child (even an
/// inflexible one) when space runs out; MAY expand flexible children when there is space left;
/// SHOULD favour more flexible children; SHOULD NOT expand inflexible ones. A layout should not
/// inspect its own flexibility.
///
/// Each axis holds a ``Flex``: `nil` means inflexible, and a larger number is more flexible.
public struct Flexibility: Sendable, Hashable {
    /// The flexibility along one axis: `nil` is inflexible; larger values are more flexible.
    public typealias Flex = Int32?

    /// Inflexible (`nil`).
    public static let inflexibleFlex: Flex = nil
    /// The default flexible value, 0.
    public static let defaultFlex: Flex = 0
    /// `Int32.max / 2`: more flexible than the default.
    public static let highFlex: Flex = Int32.max / 2
    /// `Int32.min / 2`: less flexible than the default.
    public static let lowFlex: Flex = Int32.min / 2
    /// The most flexible value.
    public static let maxFlex: Flex = Int32.max
    /// The least flexible value that is still flexible.
    public static let minFlex: Flex = Int32.min

    /// Inflexible along both axes.
    public static let inflexible = Flexibility(horizontal: inflexibleFlex, vertical: inflexibleFlex)
    /// ``defaultFlex`` along both axes.
    public static let flexible = Flexibility(horizontal: defaultFlex, vertical: defaultFlex)
    /// ``highFlex`` along both axes.
    public static let high = Flexibility(horizontal: highFlex, vertical: highFlex)
    /// ``lowFlex`` along both axes.
    public static let low = Flexibility(horizontal: lowFlex, vertical: lowFlex)
    /// ``minFlex`` along both axes.
    public static let min = Flexibility(horizontal: minFlex, vertical: minFlex)
    /// ``maxFlex`` along both axes.
    public static let max = Flexibility(horizontal: maxFlex, vertical: maxFlex)

    /// The flexibility along the horizontal axis.
    public let horizontal: Flex
    /// The flexibility along the vertical axis.
    public let vertical: Flex

    /// Creates a flexibility from one value per axis.
    public init(horizontal: Flex, vertical: Flex) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The flexibility along `axis`.
    public func flex(_ axis: Axis) -> Flex {
        switch axis {
        case .horizontal: horizontal
        case .vertical: vertical
        }
    }

    /// The more flexible of two values; an inflexible (`nil`) value loses: `max(nil, x) == x`.
    public static func max(_ lhs: Flex, _ rhs: Flex) -> Flex {
        guard let lhs else { return rhs }
        guard let rhs else { return lhs }
        return Swift.max(lhs, rhs)
    }

    /// The less flexible of two values; an inflexible (`nil`) value wins: `min(nil, x) == nil`.
    public static func min(_ lhs: Flex, _ rhs: Flex) -> Flex {
        guard let lhs, let rhs else { return nil }
        return Swift.min(lhs, rhs)
    }

    /// A total order on flex values for choosing between siblings: inflexible sorts below every
    /// flexible value (including ``minFlex``).
    static func rank(_ flex: Flex) -> Int64 {
        flex.map(Int64.init) ?? Int64.min
    }
}
