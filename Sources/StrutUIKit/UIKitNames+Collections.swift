import Foundation
import StrutAutoLayout

// MARK: Collection views

/// UIKit's `UICollectionView`: `CollectionView` (a scroll view; headless).
public typealias UICollectionView = CollectionView
/// UIKit's `UICollectionViewCell`: `CollectionViewCell`.
public typealias UICollectionViewCell = CollectionViewCell
/// UIKit's `UICollectionReusableView`: `CollectionReusableView`.
public typealias UICollectionReusableView = CollectionReusableView
/// UIKit's `UICollectionViewDataSource`: `CollectionViewDataSource`.
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// UIKit's `UICollectionViewDataSourcePrefetching`: `CollectionViewDataSourcePrefetching`.
public typealias UICollectionViewDataSourcePrefetching = CollectionViewDataSourcePrefetching

// MARK: Layouts

/// UIKit's `UICollectionViewLayout`: `CollectionViewLayout`.
public typealias UICollectionViewLayout = CollectionViewLayout
/// UIKit's `UICollectionViewLayoutAttributes`: `CollectionViewLayoutAttributes` (a value, not a class).
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
/// UIKit's `UICollectionViewLayoutInvalidationContext`: `CollectionViewLayoutInvalidationContext`
/// (a value; it also carries the flow layout's flags).
public typealias UICollectionViewLayoutInvalidationContext = CollectionViewLayoutInvalidationContext
/// UIKit's `UICollectionViewFlowLayoutInvalidationContext`: the same value as the base context.
public typealias UICollectionViewFlowLayoutInvalidationContext = CollectionViewLayoutInvalidationContext
/// UIKit's `UICollectionViewFlowLayout`: `CollectionViewFlowLayout`.
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
/// UIKit's `UICollectionViewCompositionalLayout`: `CollectionViewCompositionalLayout`.
public typealias UICollectionViewCompositionalLayout = CollectionViewCompositionalLayout
/// UIKit's `UICollectionViewCompositionalLayoutConfiguration`:
/// `CollectionViewCompositionalLayoutConfiguration`.
public typealias UICollectionViewCompositionalLayoutConfiguration = CollectionViewCompositionalLayoutConfiguration
/// UIKit's `UICollectionLayoutListConfiguration`: `CollectionLayoutListConfiguration` (layout only).
public typealias UICollectionLayoutListConfiguration = CollectionLayoutListConfiguration
/// UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`:
/// `CollectionLayoutSectionOrthogonalScrollingBehavior`.
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior

// MARK: Compositional layout's parts (values in Strut: declare them with `var` to set insets)

/// UIKit's `NSCollectionLayoutItem`: `CollectionLayoutItem`.
public typealias NSCollectionLayoutItem = CollectionLayoutItem
/// UIKit's `NSCollectionLayoutGroup`: `CollectionLayoutGroup`.
public typealias NSCollectionLayoutGroup = CollectionLayoutGroup
/// UIKit's `NSCollectionLayoutGroupCustomItem`: `CollectionLayoutGroupCustomItem`.
public typealias NSCollectionLayoutGroupCustomItem = CollectionLayoutGroupCustomItem
/// UIKit's `NSCollectionLayoutSection`: `CollectionLayoutSection`.
public typealias NSCollectionLayoutSection = CollectionLayoutSection
/// UIKit's `NSCollectionLayoutSize`: `CollectionLayoutSize`.
public typealias NSCollectionLayoutSize = CollectionLayoutSize
/// UIKit's `NSCollectionLayoutDimension`: `CollectionLayoutDimension`.
public typealias NSCollectionLayoutDimension = CollectionLayoutDimension
/// UIKit's `NSCollectionLayoutSpacing`: `CollectionLayoutSpacing`.
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing
/// UIKit's `NSCollectionLayoutBoundarySupplementaryItem`: `CollectionLayoutBoundarySupplementaryItem`.
public typealias NSCollectionLayoutBoundarySupplementaryItem = CollectionLayoutBoundarySupplementaryItem
/// UIKit's `NSCollectionLayoutEnvironment`: `CollectionLayoutEnvironment`.
public typealias NSCollectionLayoutEnvironment = CollectionLayoutEnvironment
/// UIKit's `NSRectAlignment`, its four edges: `CollectionLayoutRectAlignment`.
public typealias NSRectAlignment = CollectionLayoutRectAlignment

extension CollectionView {
    /// UIKit's `UICollectionView.ScrollDirection`.
    public typealias ScrollDirection = CollectionViewScrollDirection
    /// UIKit's `UICollectionView.ElementCategory`.
    public typealias ElementCategory = CollectionElementCategory
}
