import Foundation

/// A section that looks like a table: UIKit's `UICollectionLayoutListConfiguration`, the layout
/// part only (separators and backgrounds are drawing, not layout).
///
/// ``CollectionLayoutSection/list(using:layoutEnvironment:)`` makes a section of full-width rows
/// of an estimated height of 44 (self-sizing), one per group. Strut's metrics, chosen here and
/// not measured from UIKit: `.plain` has no insets; `.grouped` has 20 points above and below;
/// `.insetGrouped` adds 20 points on each side (or the layout margins, if larger). A header or
/// footer mode of `.supplementary` adds a full-width boundary item of an estimated 38 points.
public struct CollectionLayoutListConfiguration: Hashable, Sendable {
    /// The list's look.
    public enum Appearance: Int, Hashable, Sendable {
        /// Rows edge to edge.
        case plain
        /// Rows edge to edge, sections apart.
        case grouped
        /// Rows inset from the sides, sections apart.
        case insetGrouped
    }

    /// Whether sections have a header or footer view.
    public enum SupplementaryMode: Int, Hashable, Sendable {
        /// None.
        case none
        /// A supplementary view of ``CollectionElementKind/sectionHeader`` (or footer) kind.
        case supplementary
    }

    /// The list's look.
    public var appearance: Appearance
    /// Whether sections have headers.
    public var headerMode = SupplementaryMode.none
    /// Whether sections have footers.
    public var footerMode = SupplementaryMode.none
    /// Whether rows draw separators (no effect on layout).
    public var showsSeparators = true
    /// Whether section headers stay at the top of the visible bounds.
    public var headersPinToVisibleBounds = false

    /// A configuration of an appearance.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}

extension CollectionLayoutSection {
    /// The row height lists assume until a row sizes itself.
    static let listEstimatedRowHeight: CGFloat = 44
    /// The header and footer height lists assume.
    static let listEstimatedSupplementaryHeight: CGFloat = 38

    /// A list section (see ``CollectionLayoutListConfiguration``).
    public static func list(
        using configuration: CollectionLayoutListConfiguration, layoutEnvironment: CollectionLayoutEnvironment
    ) -> CollectionLayoutSection {
        let size = CollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(listEstimatedRowHeight))
        var section = CollectionLayoutSection(
            group: .vertical(layoutSize: size, subitems: [CollectionLayoutItem(layoutSize: size)]))
        switch configuration.appearance {
        case .plain: break
        case .grouped: section.contentInsets = DirectionalEdgeInsets(top: 20, leading: 0, bottom: 20, trailing: 0)
        case .insetGrouped:
            let margins = layoutEnvironment.layoutMargins
            section.contentInsets = DirectionalEdgeInsets(
                top: 20, leading: max(20, margins.left), bottom: 20, trailing: max(20, margins.right))
        }
        let boundarySize = CollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(listEstimatedSupplementaryHeight))
        if configuration.headerMode == .supplementary {
            var header = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: boundarySize, elementKind: CollectionElementKind.sectionHeader, alignment: .top)
            header.pinToVisibleBounds = configuration.headersPinToVisibleBounds
            section.boundarySupplementaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                CollectionLayoutBoundarySupplementaryItem(
                    layoutSize: boundarySize, elementKind: CollectionElementKind.sectionFooter, alignment: .bottom))
        }
        return section
    }
}

extension CollectionViewCompositionalLayout {
    /// A layout whose every section is a list.
    public static func list(using configuration: CollectionLayoutListConfiguration) -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout(sectionProvider: { _, environment in
            .list(using: configuration, layoutEnvironment: environment)
        })
    }
}
