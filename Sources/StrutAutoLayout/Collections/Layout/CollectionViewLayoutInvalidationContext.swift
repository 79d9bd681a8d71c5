import Foundation

/// What part of a layout to recompute: UIKit's `UICollectionViewLayoutInvalidationContext`
/// (with the flow layout's two flags), as a value.
///
/// The built-in layouts recompute from the first invalidated item onward within its section and
/// only move the sections after it, so a context naming a few items costs what those items and
/// their section's later lines or groups cost, not the whole layout.
public struct CollectionViewLayoutInvalidationContext: Hashable, Sendable {
    /// Recompute everything (the data source's counts included).
    public var invalidateEverything: Bool
    /// The number of sections or items changed: recompute everything.
    public var invalidateDataSourceCounts: Bool
    /// The items whose sizes changed (self-sizing cells).
    public var invalidatedItemIndexPaths: [IndexPath]
    /// The supplementary views whose sizes changed (self-sizing headers and footers), by element
    /// kind: UIKit's `invalidatedSupplementaryIndexPaths`.
    public var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]
    /// How far the collection view moves its content offset when it applies the context: the
    /// built-in layouts set it when an element that begins before the visible bounds' leading
    /// edge changes size, so that the content on screen stays where it is (UIKit's
    /// `contentOffsetAdjustment`).
    public var contentOffsetAdjustment: CGPoint
    /// The flow layout's delegate sizes or its properties changed: recompute everything.
    public var invalidateFlowLayoutDelegateMetrics: Bool

    /// A context that invalidates nothing until you set its fields.
    public init(
        invalidateEverything: Bool = false, invalidateDataSourceCounts: Bool = false,
        invalidatedItemIndexPaths: [IndexPath] = [], invalidateFlowLayoutDelegateMetrics: Bool = false,
        invalidatedSupplementaryIndexPaths: [String: [IndexPath]] = [:], contentOffsetAdjustment: CGPoint = .zero
    ) {
        self.invalidateEverything = invalidateEverything
        self.invalidateDataSourceCounts = invalidateDataSourceCounts
        self.invalidatedItemIndexPaths = invalidatedItemIndexPaths
        self.invalidateFlowLayoutDelegateMetrics = invalidateFlowLayoutDelegateMetrics
        self.invalidatedSupplementaryIndexPaths = invalidatedSupplementaryIndexPaths
        self.contentOffsetAdjustment = contentOffsetAdjustment
    }

    /// The invalidated supplementary views as keys, in a fixed order (kinds sorted).
    var invalidatedSupplementaryKeys: [SupplementaryKey] {
        invalidatedSupplementaryIndexPaths.keys.sorted().flatMap { kind in
            (invalidatedSupplementaryIndexPaths[kind] ?? []).map { SupplementaryKey(kind: kind, indexPath: $0) }
        }
    }

    /// Whether the context asks for a full recomputation.
    var recomputesEverything: Bool {
        invalidateEverything || invalidateDataSourceCounts || invalidateFlowLayoutDelegateMetrics
    }
}

/// Counts of a layout's work, for tests and benchmarks: how many items had their geometry
/// computed, in full preparations and in incremental ones.
public struct CollectionViewLayoutStatistics: Hashable, Sendable {
    /// Full preparations (every section computed).
    public var fullPreparations = 0
    /// Incremental invalidations applied (a few items, the sections after them moved).
    public var incrementalInvalidations = 0
    /// Items whose geometry was computed (line breaking or group placement), in all.
    public var itemsComputed = 0
    /// Sections whose geometry was computed, in all.
    public var sectionsComputed = 0
    /// Layout attributes handed out by queries, in all.
    public var attributesReturned = 0

    /// Creates zero counts.
    public init() {}
}
