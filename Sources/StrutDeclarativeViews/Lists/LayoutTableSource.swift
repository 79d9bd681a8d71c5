import Foundation
import StrutAutoLayout
import StrutDeclarative

/// A table data source of declarative layouts, one per row, with heights computed ahead on
/// background tasks: LayoutKit's `ReloadableViewLayoutAdapter` for `TableView`.
///
/// ```swift
/// let source = LayoutTableSource(layouts: rows)
/// source.install(in: table)
/// let arranged = try await LayoutTableSource.arrangements(of: rows, width: 375)  // off the table's thread
/// source.install(arranged, width: 375, in: table)   // heights and arrangements, no text measured while scrolling
/// ```
///
/// Rows not computed ahead are measured when shown (self-sizing through the cell's layout).
public final class LayoutTableSource: TableViewDataSource {
    /// The cells' reuse identifier.
    public static let reuseIdentifier = "StrutDeclarative.LayoutTableViewCell"

    /// The rows' layouts.
    public let layouts: [any Layout]
    private var arrangements: [LayoutArrangement] = []
    private var arrangedWidth: CGFloat?

    public init(layouts: [any Layout]) {
        self.layouts = layouts
    }

    /// Registers the cell class and becomes the table's (self-sizing) data source. The table
    /// holds its data source weakly: keep the source alive.
    public func install(in table: TableView) {
        table.register(LayoutTableViewCell.self, forCellReuseIdentifier: Self.reuseIdentifier)
        table.rowHeight = TableView.automaticDimension
        table.dataSource = self
    }

    /// Every layout's arrangement at `width`, computed concurrently by `BatchLayout` (in row
    /// order). Call it from any task; it touches no view.
    /// - Throws: `CancellationError` when the task is cancelled.
    public static func arrangements(
        of layouts: [any Layout], width: CGFloat, maxConcurrentTasks: Int? = nil
    ) async throws -> [LayoutArrangement] {
        try await BatchLayout(width: width, maxConcurrentTasks: maxConcurrentTasks).arrangements(of: layouts)
    }

    /// Takes arrangements computed ahead for `width`: their heights go into the table (rows
    /// above the visible ones move the offset so the visible rows stay still) and cells made for
    /// those rows reuse them. Ignored when the count is not the number of layouts.
    public func install(_ arrangements: [LayoutArrangement], width: CGFloat, in table: TableView) {
        guard arrangements.count == layouts.count else { return }
        self.arrangements = arrangements
        arrangedWidth = width
        table.setHeights(arrangements.map(\.frame.height), atWidth: width)
        for cell in table.visibleCells {
            if let row = cell.row, let cell = cell as? LayoutTableViewCell {
                cell.setArrangement(arrangements[row], forWidth: width)
            }
        }
    }

    public func numberOfRows(in tableView: TableView) -> Int { layouts.count }

    public func tableView(_ tableView: TableView, cellForRowAt row: Int) throws -> TableViewCell {
        let cell = try tableView.dequeueReusableCellValidated(withIdentifier: Self.reuseIdentifier, for: row)
        if let cell = cell as? LayoutTableViewCell {
            cell.layout = layouts[row]
            if let arrangedWidth, row < arrangements.count {
                cell.setArrangement(arrangements[row], forWidth: arrangedWidth)
            }
        }
        return cell
    }
}
