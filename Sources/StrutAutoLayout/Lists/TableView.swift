import Foundation

/// A headless scrolling list of rows in sections, with cell reuse: UIKit's `UITableView`, a
/// ``ScrollView``.
///
/// The table asks its ``dataSource`` for the sections, their rows and a configured cell per
/// visible row, and lays out only what lies inside the visible bounds plus ``preloadDistance``
/// above and below. Cells that scroll out go back to a reuse pool (they stay hidden subviews, so
/// their constraints stay in the engine) and are handed out again by
/// `dequeueReusableCell(withIdentifier:for:)`.
///
/// Top to bottom the content is: ``tableHeaderView``, then per section its header view, its
/// rows and its footer view (from the ``delegate``), then ``tableFooterView``. In a
/// ``Style/plain`` table (the default) section headers and footers float over the rows while
/// their section is on screen; in a ``Style/grouped`` one they scroll with them.
///
/// Row heights are fixed (``rowHeight``), given by the ``delegate``, or self-sizing
/// (``automaticDimension``: the cell's ``TableViewCell/fittingHeight(forWidth:)`` at the table's
/// width); section headers and footers likewise (``sectionHeaderHeight``, or their view's fitting
/// height). Self-sizing rows start at their estimate and are measured when first shown, or earlier
/// by ``setHeight(_:forRow:atWidth:)`` (precomputed, for example on a background task). When
/// something above the visible rows changes height, ``ScrollView/contentOffset`` moves by the same
/// amount, so what is on screen stays where it is. Heights are cached and forgotten when the width
/// changes (``reloadData()``, ``reloadRows(_:)`` and ``performBatchUpdates(_:)`` for data changes).
///
/// The `Int` rows of this API (``rectForRow(_:)``, ``cellForRow(_:)``, ``TableViewCell/row``…)
/// are *global*: a row's position among the rows of all sections, which for a one-section table
/// is its row. The `IndexPath` forms (``rectForRow(at:)``, ``cellForRow(at:)``) take a section
/// and a row.
///
/// Scrolling is ``ScrollView/contentOffset``: cells live in ``contentView``, at the content's
/// origin, and the scroll view's bounds move over them.
open class TableView: ScrollView {
    /// The ``rowHeight`` (or delegate height) that asks the cell for its height.
    public static let automaticDimension: CGFloat = -1

    /// Supplies the rows. Setting it reloads the data.
    public weak var dataSource: (any TableViewDataSource)? { didSet { reloadData() } }
    /// Supplies heights and section header and footer views. Setting it reloads the data.
    public weak var delegate: (any TableViewDelegate)? { didSet { reloadData() } }

    /// The height of every row when the delegate does not say; ``automaticDimension`` (the
    /// default) makes rows self-sizing.
    public var rowHeight: CGFloat = TableView.automaticDimension { didSet { if rowHeight != oldValue { reloadData() } } }
    /// The height assumed for self-sizing rows until they are measured (default 44).
    public var estimatedRowHeight: CGFloat = 44 { didSet { if estimatedRowHeight != oldValue { reloadData() } } }
    /// The height of section headers when the delegate does not say; ``automaticDimension`` (the
    /// default) uses the header view's fitting height at the table's width (zero without a view).
    public var sectionHeaderHeight: CGFloat = TableView.automaticDimension {
        didSet { if sectionHeaderHeight != oldValue { reloadData() } }
    }
    /// The height of section footers when the delegate does not say (default ``automaticDimension``).
    public var sectionFooterHeight: CGFloat = TableView.automaticDimension {
        didSet { if sectionFooterHeight != oldValue { reloadData() } }
    }
    /// The height assumed for self-sizing section headers until they are measured (default 0).
    public var estimatedSectionHeaderHeight: CGFloat = 0 {
        didSet { if estimatedSectionHeaderHeight != oldValue { reloadData() } }
    }
    /// The height assumed for self-sizing section footers until they are measured (default 0).
    public var estimatedSectionFooterHeight: CGFloat = 0 {
        didSet { if estimatedSectionFooterHeight != oldValue { reloadData() } }
    }
    /// How far beyond the visible bounds (above and below) rows are laid out ahead of need.
    public var preloadDistance: CGFloat = 44 { didSet { if preloadDistance != oldValue { setNeedsLayout() } } }

    /// A view above the first section, as wide as the table and as tall as its frame (as in
    /// UIKit: set its height before assigning it).
    public var tableHeaderView: View? {
        didSet { if tableHeaderView !== oldValue { edgeViewDidChange(from: oldValue, to: tableHeaderView) } }
    }
    /// A view below the last section, as wide as the table and as tall as its frame.
    public var tableFooterView: View? {
        didSet { if tableFooterView !== oldValue { edgeViewDidChange(from: oldValue, to: tableFooterView) } }
    }

    /// How separators are drawn between rows: a hairline per row (``TableViewCell/separatorFrame``) that
    /// the display pass fills with ``separatorColor``.
    ///
    /// What a separator means for the content: it overlays the last point row of the cell; the
    /// cell's ``TableViewCell/contentView`` keeps the cell's full height (UIKit shortens it by the
    /// hairline; Strut does not, so that a row's height is its content's), and content meant to
    /// line up with the separator uses ``TableViewCell/effectiveSeparatorInset`` as its leading
    /// inset.
    public var separatorStyle: SeparatorStyle = .singleLine {
        didSet { if separatorStyle != oldValue { separatorsDidChange() } }
    }
    /// The colour the separators are drawn in: UIKit's `separatorColor`. Default UIKit's light
    /// `separator` colour, #3c3c43 at 29 % opacity.
    public var separatorColor = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29) {
        didSet { if separatorColor != oldValue { separatorsDidChange() } }
    }
    /// The separator's insets from the cell's edges; only `left` and `right` are used, and they
    /// swap in a right-to-left layout. Default 16 on the left (a cell's ``TableViewCell/separatorInset``
    /// overrides it). Non-finite edges are refused.
    public var separatorInset: EdgeInsets {
        get { separatorInsetStorage }
        set {
            guard newValue.isFiniteInsets else { return }
            separatorInsetStorage = newValue
            separatorsDidChange()
        }
    }
    var separatorInsetStorage = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

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

    /// The view the cells, headers and footers live in: at the content's origin, as wide as the
    /// table and as tall as the content.
    public let contentView = View()

    var pool = ReusePool()
    /// Section header and footer views waiting for reuse.
    var headerFooterPool = HeaderFooterReusePool()
    /// The cells showing rows, by entry (see ``TableSections``).
    var cellsByRow: [Int: TableViewCell] = [:]
    /// The section header and footer views in the band, by entry.
    var supplementaryViews: [Int: View] = [:]
    /// Entry heights and positions (rows, headers, footers, the table's header and footer).
    var heights = RowHeights()
    /// The sections' row counts as of the last reload or batch update.
    var sections = TableSections()
    var needsReload = true
    /// Global rows whose data changed since the last layout.
    var rowsToReload: [Int] = []
    /// The updates recorded by the running ``performBatchUpdates(_:)`` (`nil` outside one).
    var pendingBatch: TableBatch?

    /// How section headers and footers behave while scrolling (see ``Style``); set when the
    /// table is made, as in UIKit.
    public let style: Style

    /// Creates a ``Style/plain`` table of a frame (frame-placed by default, like any view made
    /// in code).
    public override init(frame: CGRect = .zero) {
        style = .plain
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Creates a table of a frame and a style: UIKit's `init(frame:style:)`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
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

    /// The number of cells the table holds: showing rows plus waiting in the reuse pool.
    public var numberOfCells: Int { cellsByRow.count + pool.idleCount }

    // MARK: Data changes

    /// Forgets every row (count, heights, cells) and asks the data source again at the next layout.
    public func reloadData() {
        needsReload = true
        rowsToReload.removeAll()
        setNeedsLayout()
    }

    /// Forgets the heights and cells of some rows (global indices; their data changed); they are
    /// configured and measured again at the next layout.
    public func reloadRows(_ rows: [Int]) {
        rowsToReload += rows
        setNeedsLayout()
    }

    // MARK: Geometry

    /// The number of rows of all sections (as of the last layout).
    public var numberOfRows: Int { sections.numberOfRows }

    /// The size of the content: the table's width by the heights of everything in it (estimates
    /// for what is not measured yet). It follows the rows; setting it has no effect.
    open override var contentSize: CGSize {
        // Read in place: a copy of the heights would copy their offsets (O(rows)) on every layout
        // pass, which reads the content size for the adjusted inset.
        get { CGSize(width: bounds.width, height: heights.totalHeight()) }
        set {}
    }

    /// The part of the content on screen, in content coordinates (``ScrollView/visibleRect``).
    public var visibleBounds: CGRect { visibleRect }

    /// A row's rectangle in content coordinates (global index; with its estimate if it is not
    /// measured yet).
    public func rectForRow(_ row: Int) -> CGRect? {
        guard row >= 0, row < sections.numberOfRows else { return nil }
        return rect(ofEntry: sections.entry(forGlobalRow: row))
    }

    /// Whether a row's height is measured at the current width (otherwise it is an estimate).
    public func isHeightMeasured(forRow row: Int) -> Bool {
        row >= 0 && row < sections.numberOfRows && heights.isMeasured[sections.entry(forGlobalRow: row)]
    }

    /// The cell showing a row (global index), if the row is laid out.
    public func cellForRow(_ row: Int) -> TableViewCell? {
        guard row >= 0, row < sections.numberOfRows else { return nil }
        return cellsByRow[sections.entry(forGlobalRow: row)]
    }

    /// The cells showing rows, in row order.
    public var visibleCells: [TableViewCell] { cellsByRow.keys.sorted().compactMap { cellsByRow[$0] } }

    /// The rows that have cells (global indices), in order.
    public var rowsWithCells: [Int] { cellsByRow.keys.sorted().compactMap { cellsByRow[$0]?.row } }

    /// Installs a row's height (global index) measured elsewhere (for example by a background
    /// task) at a width. Ignored when the width is not the table's current width or the row does
    /// not exist (the measurement is stale). A row above the visible rows moves the content
    /// offset by the change, so the visible rows stay still.
    public func setHeight(_ height: CGFloat, forRow row: Int, atWidth width: CGFloat) {
        guard !needsReload, width == bounds.width, row >= 0, row < sections.numberOfRows, height.isFinite, height >= 0
        else { return }
        syncWidth()
        statistics.heightsInstalled += 1
        if applyHeight(height, forEntry: sections.entry(forGlobalRow: row)) != 0 { setNeedsLayout() }
    }

    /// An entry's rectangle in content coordinates.
    func rect(ofEntry entry: Int) -> CGRect {
        CGRect(x: 0, y: heights.top(of: entry), width: bounds.width, height: heights.heights[entry])
    }
}
