import Foundation

/// Where a boundary supplementary item sits on its section: UIKit's `NSRectAlignment`, the
/// four edges.
public enum CollectionLayoutRectAlignment: Int, Hashable, Sendable {
    /// Before the section's content along a vertical scroll (a header).
    case top
    /// After the section's content along a vertical scroll (a footer).
    case bottom
    /// Before the section's content along a horizontal scroll.
    case leading
    /// After the section's content along a horizontal scroll.
    case trailing
}

/// A header or footer of a compositional section: UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`.
///
/// It spans the section's container (its size is resolved against it, so
/// `fractionalWidth(1)` is the content's full width), outside the section's content insets, and
/// adds its length to the section (UIKit's `extendsBoundary`, always on here). A pinned item
/// stays at the visible edge while its section is on screen.
public struct CollectionLayoutBoundarySupplementaryItem: Hashable, Sendable {
    /// The item's size, relative to the section's container.
    public var layoutSize: CollectionLayoutSize
    /// The supplementary view's kind (``CollectionElementKind/sectionHeader``…).
    public var elementKind: String
    /// The edge it sits on: `.top`/`.bottom` when scrolling vertically, `.leading`/`.trailing`
    /// when horizontally.
    public var alignment: CollectionLayoutRectAlignment
    /// Whether it stays at the visible edge while its section is on screen.
    public var pinToVisibleBounds = false
    /// The drawing order; UIKit's default for supplementary items is 1, in front of cells.
    public var zIndex = 1

    /// Creates a boundary item.
    public init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: CollectionLayoutRectAlignment) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
    }
}

/// How a section scrolls across the layout's scroll axis: UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
///
/// Any value but ``none`` lays the section's groups side by side across the scroll axis, in one
/// row the height of its tallest group, scrolled by
/// ``CollectionViewCompositionalLayout/setOrthogonalContentOffset(_:forSection:)``. The values
/// differ in where a scroll comes to rest
/// (``CollectionViewCompositionalLayout/targetOrthogonalContentOffset(forProposedOffset:inSection:)``).
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable {
    /// Groups follow each other along the scroll axis (no orthogonal scrolling).
    case none
    /// Rests anywhere.
    case continuous
    /// Rests with a group's leading edge at the section's leading inset.
    case continuousGroupLeadingBoundary
    /// Rests at a multiple of the container's width.
    case paging
    /// Rests with a group's leading edge at the section's leading inset, one group at a time.
    case groupPaging
    /// Rests with a group centred in the container.
    case groupPagingCentered
}

/// A compositional layout's section: a group repeated until the section's items are placed,
/// with insets, spacing and headers. UIKit's `NSCollectionLayoutSection`.
public struct CollectionLayoutSection: Sendable {
    /// The group repeated to hold the section's items.
    public var group: CollectionLayoutGroup
    /// Space around the groups, inside the headers and footers.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// The space between consecutive groups.
    public var interGroupSpacing: CGFloat = 0
    /// Whether the groups scroll across the layout's scroll axis.
    public var orthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// Headers and footers.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []

    /// Creates a section of a group.
    public init(group: CollectionLayoutGroup) {
        self.group = group
    }
}

/// How the layout scrolls and spaces its sections: UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`.
public struct CollectionViewCompositionalLayoutConfiguration: Hashable, Sendable {
    /// The scroll direction (default vertical).
    public var scrollDirection = CollectionViewScrollDirection.vertical
    /// The space between consecutive sections.
    public var interSectionSpacing: CGFloat = 0

    /// Creates the default configuration.
    public init() {}
}
