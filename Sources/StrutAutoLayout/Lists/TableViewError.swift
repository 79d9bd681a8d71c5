import Foundation

/// What went wrong when a ``TableView`` was asked for a cell or given an update.
public enum TableViewError: Error, Equatable, CustomStringConvertible {
    /// `TableView.dequeueReusableCell(withIdentifier:for:)` was called with an
    /// identifier that was never registered.
    case unregisteredIdentifier(String, row: Int)
    /// A row index outside `0..<numberOfRows`.
    case rowOutOfRange(Int, numberOfRows: Int)
    /// The data source implements neither form of `tableView(_:cellForRowAt:)`.
    case noCell(row: Int)
    /// After a batch update the data source has a number of sections other than the number
    /// before, plus the inserted, minus the deleted.
    case invalidNumberOfSections(before: Int, after: Int, inserted: Int, deleted: Int)
    /// After a batch update an existing section (`section`, its index after the update) has a
    /// number of rows other than the number before, plus or minus the rows inserted, deleted
    /// and moved into or out of it.
    case invalidNumberOfRows(section: Int, before: Int, after: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
    /// An update names a section that does not exist (`before`: in the table before the update,
    /// as deletes, reloads and move sources do; otherwise after it).
    case sectionOutOfRange(Int, operation: String, numberOfSections: Int, before: Bool)
    /// An update names a row that does not exist in its section.
    case rowOutOfRangeInSection(section: Int, row: Int, operation: String, numberOfRows: Int, before: Bool)
    /// Two updates of one batch touch the same row or section (deleted twice, deleted and
    /// moved, rows inserted into an inserted section…).
    case conflictingUpdates(section: Int, row: Int?, operation: String)

    public var description: String {
        switch self {
        case let .unregisteredIdentifier(id, row):
            "TableView: no cell is registered for reuse identifier '\(id)' (asked for row \(row)); call register(_:forCellReuseIdentifier:) first."
        case let .rowOutOfRange(row, count):
            "TableView: row \(row) is out of range; the table has \(count) rows (0..<\(count))."
        case let .noCell(row):
            "TableView: the data source gives no cell for row \(row); implement tableView(_:cellForRowAt:)."
        case let .invalidNumberOfSections(before, after, inserted, deleted):
            "TableView: invalid update: invalid number of sections. The number of sections after the update (\(after)) must be equal to the number of sections before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted). The table was left as it was."
        case let .invalidNumberOfRows(section, before, after, inserted, deleted, movedIn, movedOut):
            "TableView: invalid update: invalid number of rows in section \(section). The number of rows in that section after the update (\(after)) must be equal to the number before the update (\(before)), plus or minus the number of rows inserted or deleted from it (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of it (\(movedIn) moved in, \(movedOut) moved out). The table was left as it was."
        case let .sectionOutOfRange(section, operation, count, before):
            "TableView: \(operation) names section \(section), but the table has \(count) sections \(before ? "before" : "after") the update. The table was left as it was."
        case let .rowOutOfRangeInSection(section, row, operation, count, before):
            "TableView: \(operation) names row \(row) of section \(section), which has \(count) rows \(before ? "before" : "after") the update. The table was left as it was."
        case let .conflictingUpdates(section, row, operation):
            "TableView: \(operation) touches \(row.map { "row \($0) of " } ?? "")section \(section), which another update of the same batch already touches. The table was left as it was."
        }
    }
}
