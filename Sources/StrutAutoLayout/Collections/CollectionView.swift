import Foundation

/// A headless scrolling view of items placed by a layout object, with cell reuse: UIKit's
/// `UICollectionView`.
///
/// The collection view asks its ``dataSource`` for the counts, gives them and its geometry to
/// ``collectionViewLayout`` (a ``CollectionViewFlowLayout``, a
/// ``CollectionViewCompositionalLayout`` or your own ``CollectionViewLayout``), and at each layout
/// pass shows exactly the elements the layout returns for the ``ScrollView/visibleRect``: cells
/// from ``dequeueReusableCell(withReuseIdentifier:for:)``, headers and footers from
/// ``dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``. Elements that leave the
/// rect go back to reuse pools (hidden subviews: their constraints stay in the engine).
///
/// **Self-sizing.** When the layout estimates an item's size, the cell is measured the first
/// time it is shown: ``CollectionReusableView/preferredLayoutAttributesFitting(_:)`` (by default
/// the content view's `systemLayoutSizeFitting`, free on the axes the layout estimates) gives
/// the layout its size, and the layout moves what follows. Headers and footers the layout
/// estimates (a self-sizing flow layout's, estimated boundary items) are measured the same way.
/// When an element that begins above the visible rect changes size, the content offset moves by
/// the layout's ``CollectionViewLayoutInvalidationContext/contentOffsetAdjustment``, so the
/// content on screen stays where it was.
///
/// **Data changes.** ``reloadData()`` forgets everything; ``performBatchUpdates(_:)`` with
/// ``insertItems(at:)``, ``deleteItems(at:)``, ``reloadItems(at:)``, ``moveItem(at:to:)`` and the
/// section equivalents validates the change against the data source's new counts (a typed
/// ``CollectionViewError``; nothing changes when it throws) and keeps the measured sizes and
/// cells of the items that survive.
///
/// Frames are in content coordinates (the collection view is a ``ScrollView``).
open class CollectionView: ScrollView {
    /// A section header's element kind.
    public static let elementKindSectionHeader = CollectionElementKind.sectionHeader
    /// A section footer's element kind.
    public static let elementKindSectionFooter = CollectionElementKind.sectionFooter

    /// The layout object. Setting it lays everything out again with the new layout.
    public var collectionViewLayout: CollectionViewLayout {
        didSet {
            if collectionViewLayout !== oldValue {
                collectionViewLayout.itemCounts = itemCounts
                recycleEverything()
                setNeedsLayout()
            }
        }
    }
    /// Supplies the items. Setting it reloads the data.
    public weak var dataSource: (any CollectionViewDataSource)? { didSet { reloadData() } }
    /// Told about items ahead of need (see ``CollectionViewDataSourcePrefetching``).
    public weak var prefetchDataSource: (any CollectionViewDataSourcePrefetching)?
    /// Whether ``prefetchDataSource`` is told (default `true`).
    public var isPrefetchingEnabled = true

    /// Counts of the cell work done so far.
    public internal(set) var statistics = CollectionViewStatistics()
    /// Records each layout pass, the cells configured and the cells and supplementary views
    /// measured as Chrome trace events while set (as ``TableView/traceRecorder``); `nil` (the
    /// default) records nothing.
    public var traceRecorder: TraceRecorder?
    /// The last error thrown by the data source or a dequeue, with the element's index path; the
    /// element is left empty and the rest laid out.
    public internal(set) var lastError: (indexPath: IndexPath, error: any Error)?

    /// Items per section, as of the last reload or batch update.
    var itemCounts: [Int] = []
    var needsReload = true
    var cells: [IndexPath: CollectionViewCell] = [:]
    var supplementaryViews: [SupplementaryKey: CollectionReusableView] = [:]
    var pool = CollectionReusePool()
    /// Items announced to the prefetch data source and not shown since.
    var prefetched: Set<IndexPath> = []
    /// Where the visible rect was at the last prefetch, and which way it last moved.
    var lastPrefetchOrigin = CGPoint.zero
    var prefetchesForward = true
    /// The batch being recorded by ``performBatchUpdates(_:)``.
    var batch: CollectionBatchUpdate?

    /// Creates a collection view with a layout (frame-placed by default, like any view made in code).
    public init(frame: CGRect = .zero, collectionViewLayout: CollectionViewLayout) {
        self.collectionViewLayout = collectionViewLayout
        super.init(frame: frame)
    }

    /// Lays out the visible elements (see the type's discussion); subclasses call `super`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutElements()
    }

    // MARK: Registration and reuse

    /// Registers a cell class for a reuse identifier.
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        pool.factories[SupplementaryKey.cellKind(identifier)] = { cellClass.init(reuseIdentifier: identifier) }
    }

    /// Registers a cell factory for a reuse identifier; it must return a cell with that identifier.
    public func register(forCellWithReuseIdentifier identifier: String, make: @escaping () -> CollectionViewCell) {
        pool.factories[SupplementaryKey.cellKind(identifier)] = make
    }

    /// Registers a supplementary view class for a kind and reuse identifier.
    public func register(
        _ viewClass: CollectionReusableView.Type, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {
        pool.factories[kind + "\u{1F}" + identifier] = { viewClass.init(reuseIdentifier: identifier) }
    }

    /// The number of cells and supplementary views the collection view holds: shown plus pooled.
    public var numberOfReusableViews: Int { cells.count + supplementaryViews.count + pool.idleCount }

    // MARK: Queries

    /// The number of sections (as of the last layout or batch update).
    public var numberOfSections: Int { itemCounts.count }

    /// The number of items in a section (0 for a section that does not exist).
    public func numberOfItems(inSection section: Int) -> Int {
        section >= 0 && section < itemCounts.count ? itemCounts[section] : 0
    }

    /// The cell showing an item, if it is laid out.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? { cells[indexPath] }

    /// The shown cells, in index path order.
    public var visibleCells: [CollectionViewCell] { cells.keys.sorted().compactMap { cells[$0] } }

    /// The shown items, in order.
    public var indexPathsForVisibleItems: [IndexPath] { cells.keys.sorted() }

    /// The supplementary view of a kind shown at an index path, if any.
    public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        supplementaryViews[SupplementaryKey(kind: kind, indexPath: indexPath)]
    }

    /// An item's attributes from the layout.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// Forgets the counts, cells and measured sizes, and asks the data source again at the next layout.
    public func reloadData() {
        needsReload = true
        setNeedsLayout()
    }
}

/// A shown supplementary view's key: its kind and index path.
struct SupplementaryKey: Hashable, Comparable {
    var kind: String
    var indexPath: IndexPath

    static func < (a: SupplementaryKey, b: SupplementaryKey) -> Bool {
        a.indexPath != b.indexPath ? a.indexPath < b.indexPath : a.kind < b.kind
    }

    /// The pool key of a cell identifier.
    static func cellKind(_ identifier: String) -> String { "cell\u{1F}" + identifier }
}

/// The views of one collection view that are not shown, by pool key, and how to make new ones.
struct CollectionReusePool {
    var factories: [String: () -> CollectionReusableView] = [:]
    var idle: [String: [CollectionReusableView]] = [:]
    var idleCount: Int { idle.values.reduce(0) { $0 + $1.count } }

    mutating func push(_ view: CollectionReusableView, key: String) { idle[key, default: []].append(view) }
    mutating func pop(_ key: String) -> CollectionReusableView? { idle[key]?.popLast() }
}
