import Foundation

/// One side of a compositional layout element's size: UIKit's `NSCollectionLayoutDimension`.
///
/// Fractions are of the element's container: a group's or a section's content area for an item
/// or a group, the section's container for a boundary supplementary item.
public struct CollectionLayoutDimension: Hashable, Sendable, CustomStringConvertible {
    /// How the value is read.
    public enum Kind: Hashable, Sendable {
        /// A fraction of the container's width.
        case fractionalWidth
        /// A fraction of the container's height.
        case fractionalHeight
        /// A length in points.
        case absolute
        /// A length in points assumed until the element sizes itself (self-sizing).
        case estimated
    }

    /// How ``value`` is read.
    public let kind: Kind
    /// The fraction or the length.
    public let value: CGFloat

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fraction: CGFloat) -> CollectionLayoutDimension { .init(kind: .fractionalWidth, value: fraction) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fraction: CGFloat) -> CollectionLayoutDimension {
        .init(kind: .fractionalHeight, value: fraction)
    }
    /// A length in points.
    public static func absolute(_ length: CGFloat) -> CollectionLayoutDimension { .init(kind: .absolute, value: length) }
    /// A length assumed until the element's view reports its own (self-sizing).
    public static func estimated(_ length: CGFloat) -> CollectionLayoutDimension { .init(kind: .estimated, value: length) }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is a length in points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is an estimate.
    public var isEstimated: Bool { kind == .estimated }

    /// The length in a container (never negative, never NaN).
    func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: sanitizedLength(value * container.width)
        case .fractionalHeight: sanitizedLength(value * container.height)
        case .absolute, .estimated: sanitizedLength(value)
        }
    }

    /// `fractionalWidth(0.5)`, `absolute(44)`…
    public var description: String { "\(kind)(\(formatNumber(value)))" }
}

/// A compositional layout element's size: UIKit's `NSCollectionLayoutSize`.
public struct CollectionLayoutSize: Hashable, Sendable {
    /// The width.
    public var widthDimension: CollectionLayoutDimension
    /// The height.
    public var heightDimension: CollectionLayoutDimension

    /// Creates a size from its two dimensions.
    public init(widthDimension: CollectionLayoutDimension, heightDimension: CollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// The size in a container.
    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}

/// The space between the items of a group: UIKit's `NSCollectionLayoutSpacing`.
public enum CollectionLayoutSpacing: Hashable, Sendable {
    /// Exactly this many points between each two items.
    case fixed(CGFloat)
    /// At least this many points; the group's leftover length is shared equally between the
    /// gaps (with one item, it stays at the leading edge).
    case flexible(CGFloat)

    /// The smallest gap.
    var minimum: CGFloat {
        switch self {
        case .fixed(let v), .flexible(let v): sanitizedCoordinate(v)
        }
    }
}
