import Foundation

/// A reusable section header or footer of a ``TableView``: UIKit's `UITableViewHeaderFooterView`,
/// reduced to what layout needs.
///
/// Register a class (or a factory) with
/// ``TableView/register(_:forHeaderFooterViewReuseIdentifier:)`` and get views from
/// ``TableView/dequeueReusableHeaderFooterView(withIdentifier:)`` in the delegate's
/// `tableView(_:viewForHeaderInSection:)`: when a header or footer leaves the visible band its
/// view goes back to the table's pool (it stays a hidden subview, so its constraints stay in
/// the engine) and is handed out again, after ``prepareForReuse()``.
open class TableViewHeaderFooterView: View {
    /// The identifier the view was registered and made with; the pool it returns to.
    public let reuseIdentifier: String?

    /// The view that holds the content; it always fills the header or footer.
    public let contentView: View

    /// Creates a view for a reuse identifier. Subclasses registered by class must keep this
    /// initializer.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = View()
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Resets state before the view is handed out again by
    /// ``TableView/dequeueReusableHeaderFooterView(withIdentifier:)``. The base implementation
    /// does nothing; overrides call `super`.
    open func prepareForReuse() {}
}
