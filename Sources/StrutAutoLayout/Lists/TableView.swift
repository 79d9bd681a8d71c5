import Foundation

/// A headless scrolling list of rows with cell reuse: UIKit's `UITableView`, one section.
///
/// The table asks its ``dataSource`` for the number of rows and for a configured cell per
/// visible row, and lays out only the rows inside the visible bounds plus ``preloadDistance``
/// above and below. Cells that scroll out go back to a reuse pool (they stay hidden subviews, so
/// their constraints stay in the engine) and are handed out again by
/// ``dequeueReusableCell(withIdentifier:for:)``.
///
/// Row heights are fixed (``rowHeight``), given by the ``delegate``, or self-sizing
/// (``automaticDimension``: the cell's ``TableViewCell/fittingHeight(forWidth:)`` at the table's
/// width). Self-sizing rows start at their estimate and are measured when first shown, or earlier
/// by ``setHeight(_:forRow:atWidth:)`` (precomputed, for example on a background task). When a row
/// above the visible rows changes height, ``contentOffset`` moves by the same amount, so what is on
/// screen stays where it is. Heights are cached per row and forgotten when the width changes
/// (``reloadData()`` and ``reloadRows(_:)`` for data changes).
///
/// Scrolling is ``contentOffset``: the rows are laid out in a content view moved up by the offset.
open class TableView: View {
    /// The ``rowHeight`` (or delegate height) that asks the cell for its height.
    public static let automaticDimension: CGFloat = -1

    /// Supplies the rows. Setting it reloads the data.
    public weak var dataSource: (any TableViewDataSource)? { didSet { reloadData() } }
    /// Supplies per-row heights. Setting it reloads the data.
    public weak var delegate: (any TableViewDelegate)? { didSet { reloadData() } }

    /// The height of every row when the delegate does not say; ``automaticDimension`` (the
    /// default) makes rows self-sizing.
    public var rowHeight: CGFloat = TableView.automaticDimension { didSet { if rowHeight != oldValue { reloadData() } } }
    /// The height assumed for self-sizing rows until they are measured (default 44).
    public var estimatedRowHeight: CGFloat = 44 { didSet { if estimatedRowHeight != oldValue { reloadData() } } }
    /// How far beyond the visible bounds (above and below) rows are laid out ahead of need.
    public var preloadDistance: CGFloat = 44 { didSet { if preloadDistance != oldValue { setNeedsLayout() } } }

    /// How far the content is scrolled: the content's point shown at the table's top-left corner.
    public var contentOffset: CGPoint = .zero { didSet { if contentOffset != oldValue { setNeedsLayout() } } }

    /// When set, the table records a span per cell configured, per cell whose constraints were
    /// updated, and per engine batch it runs, and charges constraint churn per view to
    /// ``churnLedger``.
    public var traceRecorder: TraceRecorder?
    /// Constraint churn per view, collected while ``traceRecorder`` is set.
    public internal(set) var churnLedger = ChurnLedger()

    /// Counts of the cell work done so far.
    public internal(set) var statistics = TableViewStatistics()
    /// The last error thrown by the data source or by a dequeue, with the row it happened at.
    /// The row is left empty; the rest of the table is laid out.
    public internal(set) var lastError: (row: Int, error: any Error)?

    /// The view the cells live in, moved up by ``contentOffset``.
    public let contentView = View()

    var pool = ReusePool()
    /// The cells showing rows.
    var cellsByRow: [Int: TableViewCell] = [:]
    var heights = RowHeights()
    var needsReload = true
    /// Rows whose data changed since the last layout.
    var rowsToReload: [Int] = []

    /// Creates a table of a frame (frame-placed by default, like any view made in code).
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
        addSubview(contentView)
    }

    /// Lays out the rows (see the type's discussion); subclasses call `super`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }

    // MARK: Registration and reuse

    /// Registers a cell class for a reuse identifier: new cells are made with
    /// `init(reuseIdentifier:)`.
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        pool.factories[identifier] = { cellClass.init(reuseIdentifier: identifier) }
    }

    /// Registers a factory for a reuse identifier; it must return a cell with that identifier.
    public func register(forCellReuseIdentifier identifier: String, make: @escaping () -> TableViewCell) {
        pool.factories[identifier] = make
    }

    /// A cell for a row: one from the reuse pool (after ``TableViewCell/prepareForReuse()``), or
    /// a new one from the registered class or factory.
    /// - Throws: ``TableViewError/unregisteredIdentifier(_:row:)`` when nothing is registered
    ///   for `identifier`.
    /// - Complexity: O(1) from the pool.
    public func dequeueReusableCell(withIdentifier identifier: String, for row: Int) throws(TableViewError) -> TableViewCell {
        statistics.cellsDequeued += 1
        if let cell = pool.pop(identifier) {
            statistics.cellsReused += 1
            cell.prepareForReuse()
            return cell
        }
        guard let make = pool.factories[identifier] else {
            throw .unregisteredIdentifier(identifier, row: row)
        }
        let cell = make()
        statistics.cellsCreated += 1
        cell.isHidden = true
        contentView.addSubview(cell)
        return cell
    }

    /// The number of cells the table holds: showing rows plus waiting in the reuse pool.
    public var numberOfCells: Int { cellsByRow.count + pool.idleCount }

    // MARK: Data changes

    /// Forgets every row (count, heights, cells) and asks the data source again at the next layout.
    public func reloadData() {
        needsReload = true
        rowsToReload.removeAll()
        setNeedsLayout()
    }

    /// Forgets the heights and cells of some rows (their data changed); they are configured and
    /// measured again at the next layout.
    public func reloadRows(_ rows: [Int]) {
        rowsToReload += rows
        setNeedsLayout()
    }

    // MARK: Geometry

    /// The number of rows (as of the last layout).
    public var numberOfRows: Int { heights.count }

    /// The size of the content: the table's width by the sum of the row heights (estimates
    /// for rows not measured yet).
    public var contentSize: CGSize {
        var h = heights
        return CGSize(width: bounds.width, height: h.totalHeight())
    }

    /// The part of the content on screen, in content coordinates.
    public var visibleBounds: CGRect {
        CGRect(origin: contentOffset, size: bounds.size)
    }

    /// A row's rectangle in content coordinates (with its estimate if it is not measured yet).
    public func rectForRow(_ row: Int) -> CGRect? {
        guard row >= 0, row < heights.count else { return nil }
        return CGRect(x: 0, y: heights.top(of: row), width: bounds.width, height: heights.heights[row])
    }

    /// Whether a row's height is measured at the current width (otherwise it is an estimate).
    public func isHeightMeasured(forRow row: Int) -> Bool {
        row >= 0 && row < heights.count && heights.isMeasured[row]
    }

    /// The cell showing a row, if the row is laid out.
    public func cellForRow(_ row: Int) -> TableViewCell? { cellsByRow[row] }

    /// The cells showing rows, in row order.
    public var visibleCells: [TableViewCell] { cellsByRow.keys.sorted().compactMap { cellsByRow[$0] } }

    /// The rows that have cells, in order.
    public var rowsWithCells: [Int] { cellsByRow.keys.sorted() }

    /// Installs a row's height measured elsewhere (for example by a background task) at a
    /// width. Ignored when the width is not the table's current width or the row does not
    /// exist (the measurement is stale). A row above the visible rows moves the content offset by
    /// the change, so the visible rows stay still.
    public func setHeight(_ height: CGFloat, forRow row: Int, atWidth width: CGFloat) {
        guard !needsReload, width == bounds.width, row >= 0, row < heights.count, height.isFinite, height >= 0
        else { return }
        syncWidth()
        statistics.heightsInstalled += 1
        if applyHeight(height, forRow: row) != 0 { setNeedsLayout() }
    }
}
