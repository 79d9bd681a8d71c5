/// Running counts of a ``TableView``'s cell work, for tests and the scroll run (which reports the
/// difference per frame).
public struct TableViewStatistics: Sendable, Hashable, CustomStringConvertible {
    /// Cells made by a registered factory (the reuse pool was empty).
    public var cellsCreated = 0
    /// Calls of `TableView.dequeueReusableCell(withIdentifier:for:)`.
    public var cellsDequeued = 0
    /// Dequeues served from the reuse pool (each one called ``TableViewCell/prepareForReuse()``).
    public var cellsReused = 0
    /// Cells configured by the data source for a row.
    public var cellsConfigured = 0
    /// Cells returned to the reuse pool.
    public var cellsRecycled = 0
    /// Self-sizing measurements (``TableViewCell/fittingHeight(forWidth:)`` calls).
    public var heightsMeasured = 0
    /// Heights installed from outside (``TableView/setHeight(_:forRow:atWidth:)``).
    public var heightsInstalled = 0
    /// Content-offset corrections made to keep the visible rows still while heights above them changed.
    public var offsetCorrections = 0
    /// Layouts whose walk of the visible band still made or measured rows after 16 walks and
    /// stopped there (each also written to the window's diagnostic log).
    public var bandWalksCapped = 0

    /// Section header and footer views made by a registered class or factory (their pool was empty).
    public var headerFooterViewsCreated = 0
    /// Header and footer dequeues served from the pool.
    public var headerFooterViewsReused = 0

    public init() {}

    public var description: String {
        "created \(cellsCreated), dequeued \(cellsDequeued), reused \(cellsReused), configured \(cellsConfigured), recycled \(cellsRecycled), measured \(heightsMeasured), installed \(heightsInstalled), corrections \(offsetCorrections)"
    }
}
