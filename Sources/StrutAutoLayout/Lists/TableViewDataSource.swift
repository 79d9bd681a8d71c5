import Foundation

/// Supplies a ``TableView``'s rows: UIKit's `UITableViewDataSource` for one section.
public protocol TableViewDataSource: AnyObject {
    /// The number of rows.
    func numberOfRows(in tableView: TableView) -> Int

    /// A configured cell for a row. Get it from
    /// ``TableView/dequeueReusableCell(withIdentifier:for:)`` and set its content. An error leaves
    /// the row empty and is kept in ``TableView/lastError``.
    func tableView(_ tableView: TableView, cellForRowAt row: Int) throws -> TableViewCell
}

/// Optional row heights for a ``TableView``: UIKit's `UITableViewDelegate` height methods.
///
/// Every method has a default implementation that defers to the table's ``TableView/rowHeight``
/// and ``TableView/estimatedRowHeight``.
public protocol TableViewDelegate: AnyObject {
    /// The height of a row; ``TableView/automaticDimension`` asks the cell
    /// (``TableViewCell/fittingHeight(forWidth:)``). Default: the table's ``TableView/rowHeight``.
    func tableView(_ tableView: TableView, heightForRowAt row: Int) -> CGFloat

    /// The height to assume for a row until it is measured. Default: the table's
    /// ``TableView/estimatedRowHeight``.
    func tableView(_ tableView: TableView, estimatedHeightForRowAt row: Int) -> CGFloat
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, heightForRowAt row: Int) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt row: Int) -> CGFloat {
        tableView.estimatedRowHeight
    }
}
