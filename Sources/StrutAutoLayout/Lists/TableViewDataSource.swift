import Foundation

/// Supplies a ``TableView``'s sections and rows: UIKit's `UITableViewDataSource`.
///
/// A table of one section implements ``numberOfRows(in:)`` and
/// `tableView(_:cellForRowAt:)` (`Int`); a table with sections implements
/// ``numberOfSections(in:)``, ``tableView(_:numberOfRowsInSection:)`` and
/// `tableView(_:cellForRowAt:)` (`IndexPath`) instead. Each pair has default implementations in
/// terms of the other, so either is enough.
public protocol TableViewDataSource: AnyObject {
    /// The number of rows of a one-section table. Default 0 (implement it, or the sectioned
    /// methods).
    func numberOfRows(in tableView: TableView) -> Int

    /// A configured cell for a row, by its global index. Get it from
    /// `TableView.dequeueReusableCell(withIdentifier:for:)` (UIKit's, which traps on an
    /// unregistered identifier) or `TableView.dequeueReusableCellValidated(withIdentifier:for:)`
    /// (which throws), and set its content. The requirement may throw, but a method that does
    /// not, written as in UIKit, satisfies it. An error leaves the row empty and is kept in
    /// ``TableView/lastError``. Default: throws ``TableViewError/noCell(row:)``.
    func tableView(_ tableView: TableView, cellForRowAt row: Int) throws -> TableViewCell

    /// The number of sections. Default 1.
    func numberOfSections(in tableView: TableView) -> Int

    /// The number of rows in a section. Default: ``numberOfRows(in:)`` for section 0, else 0.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int

    /// A configured cell for a row by section and row. Default: the `Int` form with the row's
    /// global index.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
}

extension TableViewDataSource {
    public func numberOfRows(in tableView: TableView) -> Int { 0 }

    public func tableView(_ tableView: TableView, cellForRowAt row: Int) throws -> TableViewCell {
        throw TableViewError.noCell(row: row)
    }

    public func numberOfSections(in tableView: TableView) -> Int { 1 }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? numberOfRows(in: tableView) : 0
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        try self.tableView(tableView, cellForRowAt: tableView.globalRow(for: indexPath))
    }
}

/// Optional heights and section views for a ``TableView``: UIKit's `UITableViewDelegate`
/// layout methods.
///
/// Every method has a default implementation: row heights defer to the table's
/// ``TableView/rowHeight`` and ``TableView/estimatedRowHeight`` (the `IndexPath` forms to the
/// `Int` forms, with the row's global index); section views are `nil`, their heights the
/// table's ``TableView/sectionHeaderHeight`` and ``TableView/sectionFooterHeight``.
public protocol TableViewDelegate: AnyObject {
    /// The height of a row; ``TableView/automaticDimension`` asks the cell
    /// (``TableViewCell/fittingHeight(forWidth:)``). Default: the table's ``TableView/rowHeight``.
    func tableView(_ tableView: TableView, heightForRowAt row: Int) -> CGFloat

    /// The height to assume for a row until it is measured. Default: the table's
    /// ``TableView/estimatedRowHeight``.
    func tableView(_ tableView: TableView, estimatedHeightForRowAt row: Int) -> CGFloat

    /// The height of a row by section and row. Default: the `Int` form.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat

    /// The estimated height of a row by section and row. Default: the `Int` form.
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat

    /// The view shown above a section's rows, asked when the header comes into the visible band:
    /// a view from `TableView.dequeueReusableHeaderFooterView(withIdentifier:)` (reused once the
    /// header leaves the band), or your own view (the same one each time, or a new one). Default
    /// `nil`.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?

    /// The view shown below a section's rows. Default `nil`.
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?

    /// A section header's height; ``TableView/automaticDimension`` uses the view's fitting height
    /// at the table's width (zero without a view). Default: ``TableView/sectionHeaderHeight``.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat

    /// A section footer's height. Default: ``TableView/sectionFooterHeight``.
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat

    /// The height to assume for a self-sizing header until it is measured. Default:
    /// ``TableView/estimatedSectionHeaderHeight``.
    func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat

    /// The height to assume for a self-sizing footer until it is measured. Default:
    /// ``TableView/estimatedSectionFooterHeight``.
    func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, heightForRowAt row: Int) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt row: Int) -> CGFloat {
        tableView.estimatedRowHeight
    }
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        self.tableView(tableView, heightForRowAt: tableView.globalRow(for: indexPath))
    }
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        self.tableView(tableView, estimatedHeightForRowAt: tableView.globalRow(for: indexPath))
    }
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    public func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.estimatedSectionHeaderHeight
    }
    public func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.estimatedSectionFooterHeight
    }
}
