import Foundation
import StrutAutoLayout

/// A table cell showing a feed item built by one of the four implementations: the item view
/// fills the content view, and the cell's self-sizing height is the item view's own measurement.
public final class FeedTableCell: TableViewCell {
    /// The item view.
    public private(set) var itemView: (any FeedItemView)?

    /// A cell for an implementation (its reuse identifier is the implementation's name).
    public convenience init(implementation: FeedImplementation) {
        self.init(reuseIdentifier: implementation.rawValue)
        let view = implementation.makeView()
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(view)
        itemView = view
    }

    /// Shows an item.
    public func configure(_ item: FeedItemData) { itemView?.configure(item) }

    public override func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        itemView?.fittingHeight(forWidth: width) ?? 0
    }
}

/// A data source of feed items for one implementation, self-sizing.
public final class FeedTableSource: TableViewDataSource {
    public let items: [FeedItemData]
    public let implementation: FeedImplementation

    public init(count: Int, implementation: FeedImplementation) {
        items = FeedItemData.generate(count: count)
        self.implementation = implementation
    }

    /// Registers the cell and becomes the table's data source (the table holds it weakly: keep it).
    public func install(in table: TableView, estimatedRowHeight: CGFloat = 400) {
        let implementation = implementation
        table.register(forCellReuseIdentifier: implementation.rawValue) { FeedTableCell(implementation: implementation) }
        table.rowHeight = TableView.automaticDimension
        table.estimatedRowHeight = estimatedRowHeight
        table.dataSource = self
    }

    public func numberOfRows(in tableView: TableView) -> Int { items.count }

    public func tableView(_ tableView: TableView, cellForRowAt row: Int) throws -> TableViewCell {
        let cell = try tableView.dequeueReusableCellValidated(withIdentifier: implementation.rawValue, for: row)
        (cell as? FeedTableCell)?.configure(items[row])
        return cell
    }
}
