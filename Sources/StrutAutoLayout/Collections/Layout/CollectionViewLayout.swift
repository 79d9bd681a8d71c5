import Foundation

/// The object that places a collection view's cells and supplementary views: UIKit's
/// `UICollectionViewLayout`, as pure computation.
///
/// A layout reads its input from three properties the owning collection view sets (set them
/// yourself to use a layout on its own, as the tests do): ``itemCounts`` (items per section),
/// ``environment`` (size, insets, direction) and ``visibleBounds`` (for pinned headers). It
/// answers in content coordinates: ``collectionViewContentSize``,
/// ``layoutAttributesForElements(in:)`` for a rectangle, and the attributes of one item or
/// supplementary view.
///
/// Changing an input or calling ``invalidateLayout(with:)`` marks the layout; the next query (or
/// ``prepareIfNeeded()``) calls ``prepare()``, which recomputes what was invalidated. A
/// self-sizing cell reports its size through
/// ``invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)``; the built-in
/// layouts then recompute that item's line or group and move what follows, leaving earlier
/// sections (and the earlier lines of its own section) alone. ``statistics`` counts that work.
///
/// Subclass it for a custom layout: override ``prepare()``, ``collectionViewContentSize``,
/// ``layoutAttributesForElements(in:)`` and ``layoutAttributesForItem(at:)``.
open class CollectionViewLayout {
    /// Creates a layout with no items.
    public init() {}

    /// The number of items in each section (the collection view sets it from its data source).
    /// A change recomputes everything at the next preparation. Negative counts count as zero.
    public var itemCounts: [Int] = [] {
        didSet {
            if itemCounts != oldValue { invalidateLayout(with: .init(invalidateDataSourceCounts: true)) }
        }
    }

    /// The size, insets and direction the layout lays out in (the collection view sets it).
    public var environment = CollectionLayoutEnvironment() {
        didSet { if environment != oldValue { environmentDidChange(from: oldValue) } }
    }

    /// The part of the content on screen, in content coordinates (the collection view's bounds):
    /// pinned headers and footers stay inside it. Changing it invalidates nothing.
    public var visibleBounds: CGRect = .zero

    /// Counts of the work done so far.
    public internal(set) var statistics = CollectionViewLayoutStatistics()

    /// Whether everything must be recomputed at the next preparation.
    public internal(set) var needsFullPreparation = true
    /// Items whose sizes changed since the last preparation, in the order they were reported.
    var pendingItems: [IndexPath] = []
    /// Supplementary views whose sizes changed since the last preparation.
    var pendingSupplementaryViews: [SupplementaryKey] = []

    /// Self-sized items' sizes, by index path (looked up, never iterated for a result).
    var preferredSizes: [IndexPath: CGSize] = [:]
    /// Self-sized supplementary views' sizes, by kind and index path (looked up, never iterated
    /// for a result).
    var preferredSupplementarySizes: [SupplementaryKey: CGSize] = [:]

    /// Whether an item's cell has reported its preferred size (since the last full change that
    /// forgets sizes).
    public func hasPreferredSize(forItemAt indexPath: IndexPath) -> Bool { preferredSizes[indexPath] != nil }

    /// Whether a supplementary view has reported its preferred size (since the last full change
    /// that forgets sizes).
    public func hasPreferredSize(forSupplementaryViewOfKind elementKind: String, at indexPath: IndexPath) -> Bool {
        preferredSupplementarySizes[SupplementaryKey(kind: elementKind, indexPath: indexPath)] != nil
    }

    /// Forgets every self-sized item's and supplementary view's size (they are estimates again)
    /// and recomputes everything.
    public func forgetPreferredSizes() {
        clearPreferredSizes()
        invalidateLayout()
    }

    /// Forgets every self-sized size, items' and supplementary views', without invalidating.
    func clearPreferredSizes() {
        preferredSizes.removeAll()
        preferredSupplementarySizes.removeAll()
    }

    /// Moves the self-sized sizes to the items' new index paths after a batch update (`nil`:
    /// the item is gone or reloaded, its size is forgotten), and the supplementary views' sizes
    /// to their sections' new indexes (`nil`: the section is gone or reloaded), and recomputes
    /// everything.
    func remapPreferredSizes(_ newIndexPath: (IndexPath) -> IndexPath?, newSection: (Int) -> Int? = { _ in nil }) {
        var moved: [IndexPath: CGSize] = [:]
        for (path, size) in preferredSizes {
            if let new = newIndexPath(path) { moved[new] = size }
        }
        preferredSizes = moved
        var movedSupplementary: [SupplementaryKey: CGSize] = [:]
        for (key, size) in preferredSupplementarySizes where key.indexPath.count == 2 {
            if let section = newSection(key.indexPath.section) {
                movedSupplementary[SupplementaryKey(kind: key.kind, indexPath: IndexPath(item: key.indexPath.item, section: section))] =
                    size
            }
        }
        preferredSupplementarySizes = movedSupplementary
        invalidateLayout()
    }

    /// The number of sections: the length of ``itemCounts``.
    public var numberOfSections: Int { itemCounts.count }

    /// The number of items in a section (0 for a section that does not exist).
    public func numberOfItems(inSection section: Int) -> Int {
        section >= 0 && section < itemCounts.count ? max(0, itemCounts[section]) : 0
    }

    /// Recomputes what was invalidated. Subclasses override it and call `super` last.
    open func prepare() {
        needsFullPreparation = false
        pendingItems.removeAll()
        pendingSupplementaryViews.removeAll()
    }

    /// Calls ``prepare()`` if anything was invalidated since the last preparation.
    public func prepareIfNeeded() {
        if needsFullPreparation || !pendingItems.isEmpty || !pendingSupplementaryViews.isEmpty { prepare() }
    }

    /// The size of the whole content. The base layout's is zero.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame overlaps `rect` (sharing interior points;
    /// touching edges do not count), in section order, each section's header first, then its
    /// items in order, then its footer. The base layout has none.
    open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes] { [] }

    /// The attributes of one item; `nil` when it does not exist.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of a supplementary view; `nil` when the layout has none of that kind there.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    { nil }

    /// Whether a change of the collection view's bounds (a scroll or a resize) needs a new
    /// layout. The base layout says no; layouts with pinned elements say yes.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Marks what to recompute at the next preparation.
    open func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        if context.recomputesEverything {
            needsFullPreparation = true
            pendingItems.removeAll()
            pendingSupplementaryViews.removeAll()
        } else if !needsFullPreparation {
            pendingItems += context.invalidatedItemIndexPaths
            pendingSupplementaryViews += context.invalidatedSupplementaryKeys
        }
    }

    /// Marks everything to be recomputed at the next preparation.
    public func invalidateLayout() {
        invalidateLayout(with: CollectionViewLayoutInvalidationContext(invalidateEverything: true))
    }

    /// Whether a self-sizing cell's preferred attributes differ from what the layout gave it in a
    /// way the layout takes (the base layout takes nothing).
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool { false }

    /// Records a self-sizing cell's preferred size and returns the context that recomputes it.
    /// The base layout records nothing and returns a context naming the item.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutInvalidationContext {
        CollectionViewLayoutInvalidationContext(invalidatedItemIndexPaths: [originalAttributes.indexPath])
    }

    /// The axes on which an item's cell sizes itself (the collection view fits the cell at the
    /// layout's size on the others); `nil` when the item does not size itself. The base layout's
    /// items do not.
    func fittingAxes(forItemAt indexPath: IndexPath) -> (width: Bool, height: Bool)? { nil }

    /// The axes on which a supplementary view sizes itself; `nil` when it does not (the base
    /// layout's do not).
    func fittingAxes(forSupplementaryViewOfKind elementKind: String, at indexPath: IndexPath) -> (width: Bool, height: Bool)? {
        nil
    }

    /// Whether an element's frame (as laid out, mirrored where the layout mirrors) begins before
    /// the leading edge of ``visibleBounds`` along `axis`: a change of its size moves the content
    /// on screen, which the offset adjustment undoes.
    func beginsBeforeVisibleBounds(_ frame: CGRect, axis: ScrollAxis) -> Bool {
        axis.alongRange(frame).0 < axis.alongRange(visibleBounds).0
    }

    /// The axis the content scrolls along, for prefetching ahead. The base layout's is vertical.
    var scrollDirectionForPrefetching: CollectionViewScrollDirection { .vertical }

    /// Whether the layout mirrors its frames in a right-to-left environment (UIKit's
    /// `flipsHorizontallyInOppositeLayoutDirection`). The built-in layouts do.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The content offset to stop at when a scroll would stop at `proposedContentOffset`. The base
    /// layout keeps the proposal.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Called when ``environment`` changes; the base layout recomputes everything.
    open func environmentDidChange(from oldEnvironment: CollectionLayoutEnvironment) {
        invalidateLayout()
    }

    // MARK: Right to left

    /// Whether frames are mirrored: a right-to-left environment and a layout that flips.
    var mirrorsFrames: Bool {
        environment.layoutDirection == .rightToLeft && flipsHorizontallyInOppositeLayoutDirection
    }

    /// A rectangle mirrored across the content's width (an involution: mirroring twice is the identity).
    func mirrored(_ rect: CGRect, contentWidth: CGFloat) -> CGRect {
        CGRect(x: contentWidth - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }
}
