import Foundation

/// The cells of one table that are not showing a row, by reuse identifier, and how to make new
/// ones.
struct ReusePool {
    /// How to make a cell for each registered identifier.
    var factories: [String: () -> TableViewCell] = [:]
    /// Cells waiting to be dequeued, per identifier (last in, first out).
    var idle: [String: [TableViewCell]] = [:]

    /// The number of cells waiting in the pool.
    var idleCount: Int { idle.values.reduce(0) { $0 + $1.count } }

    mutating func push(_ cell: TableViewCell) {
        idle[cell.reuseIdentifier, default: []].append(cell)
    }

    mutating func pop(_ identifier: String) -> TableViewCell? {
        idle[identifier]?.popLast()
    }
}
