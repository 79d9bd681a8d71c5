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

extension TableView {
    // MARK: Dequeueing cells

    /// A cell for a row by index path: UIKit's `dequeueReusableCell(withIdentifier:for:)`. One
    /// from the reuse pool (after ``TableViewCell/prepareForReuse()``), or a new one from the
    /// registered class or factory.
    ///
    /// As in UIKit, an identifier nothing was registered for is a programming error: the call
    /// traps with a message naming the identifier, the row and the table. Use
    /// `dequeueReusableCellValidated(withIdentifier:for:)` to get a typed error
    /// instead.
    /// - Complexity: O(1) from the pool.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        dequeueReusableCell(withIdentifier: identifier, for: globalRow(for: indexPath))
    }

    /// A cell for a row by its global index; traps on an unregistered identifier like
    /// `dequeueReusableCell(withIdentifier:for:)`.
    /// - Complexity: O(1) from the pool.
    public func dequeueReusableCell(withIdentifier identifier: String, for row: Int) -> TableViewCell {
        do {
            return try dequeueReusableCellValidated(withIdentifier: identifier, for: row)
        } catch {
            preconditionFailure("\(error.description) Table: \(self).")
        }
    }

    /// A cell for a row by index path, or a typed error: Strut's checked form of
    /// `dequeueReusableCell(withIdentifier:for:)`.
    /// - Throws: ``TableViewError/unregisteredIdentifier(_:row:)`` when nothing is registered
    ///   for `identifier`; the table is unchanged.
    /// - Complexity: O(1) from the pool.
    public func dequeueReusableCellValidated(withIdentifier identifier: String, for indexPath: IndexPath) throws(TableViewError)
        -> TableViewCell
    {
        try dequeueReusableCellValidated(withIdentifier: identifier, for: globalRow(for: indexPath))
    }

    /// A cell for a row by its global index, or a typed error.
    /// - Throws: ``TableViewError/unregisteredIdentifier(_:row:)`` when nothing is registered
    ///   for `identifier`; the table is unchanged.
    /// - Complexity: O(1) from the pool.
    public func dequeueReusableCellValidated(withIdentifier identifier: String, for row: Int) throws(TableViewError)
        -> TableViewCell
    {
        guard let cell = reusedOrNewCell(withIdentifier: identifier) else { throw .unregisteredIdentifier(identifier, row: row) }
        return cell
    }

    /// A cell waiting in the reuse pool for `identifier` (after
    /// ``TableViewCell/prepareForReuse()``), else a new one from the class or factory registered
    /// for it, else `nil`: UIKit's `dequeueReusableCell(withIdentifier:)`, for code that makes
    /// its own cell when none comes back
    /// (`?? UITableViewCell(style: .default, reuseIdentifier: "cell")`). Cells the data source
    /// made go back to the pool under their ``TableViewCell/reuseIdentifier`` like any other.
    /// - Complexity: O(1).
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        reusedOrNewCell(withIdentifier: identifier)
    }

    /// The pool's cell, or a registered class's or factory's new one, or `nil`; counted.
    private func reusedOrNewCell(withIdentifier identifier: String) -> TableViewCell? {
        if let cell = pool.pop(identifier) {
            statistics.cellsDequeued += 1
            statistics.cellsReused += 1
            cell.prepareForReuse()
            // The next configuration may change the built-in image; re-place the labels then.
            if cell.standardParts.image != nil { cell.setNeedsUpdateConstraints() }
            return cell
        }
        guard let make = pool.factories[identifier] else { return nil }
        statistics.cellsDequeued += 1
        let cell = make()
        statistics.cellsCreated += 1
        cell.isHidden = true
        contentView.addSubview(cell)
        return cell
    }
}
