import Foundation

/// Supplies a ``CollectionView``'s items and supplementary views: UIKit's
/// `UICollectionViewDataSource`.
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections. Default 1.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items in a section.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// A configured cell for an item: get it from
    /// ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)``. An error leaves the
    /// item empty and is kept in ``CollectionView/lastError``.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell
    /// A configured header or footer: get it from
    /// ``CollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``.
    /// Default: `nil` (the layout's supplementary views stay empty).
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        throws -> CollectionReusableView?
}

extension CollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// No supplementary view.
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        throws -> CollectionReusableView?
    { nil }
}

/// Told which items are about to come on screen, to fetch or measure their data ahead: UIKit's
/// `UICollectionViewDataSourcePrefetching`.
///
/// The collection view prefetches the items within one screen ahead of the visible rect, in the
/// direction of the last scroll (forward at first), that have no cell yet; each item is
/// announced once until it is shown or leaves that band, when
/// ``collectionView(_:cancelPrefetchingForItemsAt:)`` says so if it was never shown. Index
/// paths come sorted.
public protocol CollectionViewDataSourcePrefetching: AnyObject {
    /// Items that will probably be shown soon.
    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Items announced by a prefetch that are no longer expected. Default: nothing.
    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension CollectionViewDataSourcePrefetching {
    /// Nothing.
    public func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

/// Counts of a collection view's cell work, for tests and benchmarks.
public struct CollectionViewStatistics: Hashable, Sendable {
    /// Cells and supplementary views made by a registered class or factory.
    public var viewsCreated = 0
    /// Dequeues answered from the reuse pools.
    public var viewsReused = 0
    /// Cells the data source configured.
    public var cellsConfigured = 0
    /// Self-sizing cells measured (``CollectionReusableView/preferredLayoutAttributesFitting(_:)``).
    public var cellsMeasured = 0
    /// Cells and supplementary views returned to the pools.
    public var viewsRecycled = 0
    /// Items announced to the prefetch data source.
    public var itemsPrefetched = 0
    /// Batch updates applied.
    public var batchUpdates = 0

    /// Creates zero counts.
    public init() {}
}
