import Foundation

/// What went wrong when a ``TableView`` was asked for a cell.
public enum TableViewError: Error, Equatable, CustomStringConvertible {
    /// ``TableView/dequeueReusableCell(withIdentifier:for:)`` was called with an identifier that was
    /// never registered.
    case unregisteredIdentifier(String, row: Int)
    /// A row index outside `0..<numberOfRows`.
    case rowOutOfRange(Int, numberOfRows: Int)

    public var description: String {
        switch self {
        case let .unregisteredIdentifier(id, row):
            "TableView: no cell is registered for reuse identifier '\(id)' (asked for row \(row)); call register(_:forCellReuseIdentifier:) first."
        case let .rowOutOfRange(row, count):
            "TableView: row \(row) is out of range; the table has \(count) rows (0..<\(count))."
        }
    }
}
