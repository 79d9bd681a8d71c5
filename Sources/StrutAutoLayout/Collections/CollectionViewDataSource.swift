import Foundation

/// Supplies a ``CollectionView``'s items and supplementary views: UIKit's
/// `UICollectionViewDataSource`.
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections. Default 1.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items in a section.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// A configured cell for an item: get it from
    /// ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)`` (UIKit's, which traps on
    /// an unregistered identifier) or
    /// ``CollectionView/dequeueReusableCellValidated(withReuseIdentifier:for:)`` (which throws).
    /// The requirement may throw, but a method that does not, written as in UIKit, satisfies it.
    /// An error leaves the item empty and is kept in ``CollectionView/lastError``.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell
    /// A configured header or footer, or `nil` for none: get it from
    /// ``CollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``.
    /// This is the form the collection view asks. Default: the non-optional form's view, or
    /// `nil` when that form is not implemented (the layout's supplementary views stay empty).
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        throws -> CollectionReusableView?
    /// A configured header or footer, as UIKit declares it (non-optional): a data source written
    /// for UIKit implements this one, and the optional form hands its view to the collection
    /// view. Default: throws an error that the optional form's default reads as "no view".
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        throws -> CollectionReusableView
}

/// Thrown by the default non-optional supplementary-view method: the data source does not
/// implement it, so the optional form answers `nil`.
struct SupplementaryViewNotImplemented: Error {}

extension CollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// The non-optional form's view; `nil` when the data source does not implement it.
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        throws -> CollectionReusableView?
    {
        do {
            let view: CollectionReusableView = try self.collectionView(
                collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
            return view
        } catch is SupplementaryViewNotImplemented {
            return nil
        }
    }
    /// Not implemented: throws, and the optional form answers `nil`.
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        throws -> CollectionReusableView
    {
        throw SupplementaryViewNotImplemented()
    }
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
