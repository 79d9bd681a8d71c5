import Foundation

/// What a group can hold: an item or another group.
public protocol CollectionLayoutGroupSubitem: Sendable {
    /// The element's size, relative to the group's content area.
    var layoutSize: CollectionLayoutSize { get }
    /// Space inside the element's frame around its content.
    var contentInsets: DirectionalEdgeInsets { get }
}

/// One cell's place in a compositional layout: UIKit's `NSCollectionLayoutItem`.
///
/// The item's ``layoutSize`` is resolved against its group's content area; the cell's frame is
/// that rectangle less ``contentInsets``, except on an axis whose dimension is estimated, where
/// the insets are ignored (UIKit's documented rule: the cell sizes itself on that axis).
public struct CollectionLayoutItem: CollectionLayoutGroupSubitem, Hashable {
    /// The item's size in its group.
    public var layoutSize: CollectionLayoutSize
    /// Space inside the item's rectangle around the cell (leading and trailing follow the
    /// layout direction).
    public var contentInsets: DirectionalEdgeInsets = .zero

    /// Creates an item of a size.
    public init(layoutSize: CollectionLayoutSize) {
        self.layoutSize = layoutSize
    }
}

/// An item placed by a custom group: UIKit's `NSCollectionLayoutGroupCustomItem`.
public struct CollectionLayoutGroupCustomItem: Hashable, Sendable {
    /// The item's frame, relative to the group's origin (keep it inside the group's frame: rect
    /// queries find items through their group).
    public var frame: CGRect
    /// The drawing order among overlapping elements.
    public var zIndex: Int

    /// Creates a custom item.
    public init(frame: CGRect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}

/// A run of items laid out together and repeated to fill a section: UIKit's
/// `NSCollectionLayoutGroup`.
///
/// - A **horizontal** group places its subitems left to right (leading to trailing), a
///   **vertical** one top to bottom, each subitem's size resolved against the group's content
///   area (the group's size less its ``contentInsets``). Without a count the subitems are
///   repeated in order while the next one fits; with a count the group holds exactly that many
///   of its one subitem, each as long as `(content length − spacing × (count − 1)) / count`.
/// - A **custom** group asks its provider for frames, one item per frame.
/// - A dimension that is estimated takes the length of what the group holds (plus its insets).
/// - ``interItemSpacing`` separates the subitems along the group's axis.
public struct CollectionLayoutGroup: CollectionLayoutGroupSubitem {
    /// How a group arranges its subitems.
    public enum Arrangement: Sendable {
        /// Left to right (leading to trailing).
        case horizontal
        /// Top to bottom.
        case vertical
        /// Where a provider says.
        case custom(@Sendable (CollectionLayoutEnvironment) -> [CollectionLayoutGroupCustomItem])
    }

    /// The group's size in its section (or in its enclosing group).
    public var layoutSize: CollectionLayoutSize
    /// Space inside the group's frame around its subitems.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// The space between subitems (default fixed 0).
    public var interItemSpacing: CollectionLayoutSpacing = .fixed(0)
    /// How the subitems are arranged.
    public let arrangement: Arrangement
    /// The subitems, repeated in order (items or groups).
    public let subitems: [any CollectionLayoutGroupSubitem]
    /// The exact number of subitems, when the group was made with a count.
    public let count: Int?

    /// A group that repeats `subitems` left to right while they fit.
    public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [any CollectionLayoutGroupSubitem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems, count: nil)
    }

    /// A group of exactly `count` copies of `subitem` left to right, sharing the group's width.
    public static func horizontal(layoutSize: CollectionLayoutSize, subitem: any CollectionLayoutGroupSubitem, count: Int)
        -> CollectionLayoutGroup
    {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], count: max(1, count))
    }

    /// A group that repeats `subitems` top to bottom while they fit.
    public static func vertical(layoutSize: CollectionLayoutSize, subitems: [any CollectionLayoutGroupSubitem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, count: nil)
    }

    /// A group of exactly `count` copies of `subitem` top to bottom, sharing the group's height.
    public static func vertical(layoutSize: CollectionLayoutSize, subitem: any CollectionLayoutGroupSubitem, count: Int)
        -> CollectionLayoutGroup
    {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], count: max(1, count))
    }

    /// A group whose items' frames come from `itemProvider`.
    public static func custom(
        layoutSize: CollectionLayoutSize,
        itemProvider: @escaping @Sendable (CollectionLayoutEnvironment) -> [CollectionLayoutGroupCustomItem]
    ) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [], count: nil)
    }
}
