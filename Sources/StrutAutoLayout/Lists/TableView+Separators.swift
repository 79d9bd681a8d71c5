import Foundation

extension TableView {
    /// How a table separates its rows: UIKit's `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Sendable, Hashable {
        /// No separators: ``TableViewCell/separatorFrame`` is `nil`.
        case none
        /// A one-pixel line at the bottom of each row, inset by the separator inset.
        case singleLine
    }

    /// A cell's separator: a hairline (one point at @1x) along the cell's bottom edge,
    /// from the inset's left to the cell's width minus the inset's right (mirrored in a
    /// right-to-left layout).
    ///
    /// (See ``TableView/separatorStyle`` for what it means for the content.)
    func separatorFrame(of cell: TableViewCell) -> CGRect? {
        guard separatorStyle == .singleLine else { return nil }
        let inset = cell.effectiveSeparatorInset
        let size = cell.frame.size
        let hairline: CGFloat = min(1, size.height)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let leading = rtl ? inset.right : inset.left
        let width = max(0, size.width - inset.left - inset.right)
        return CGRect(x: leading, y: size.height - hairline, width: width, height: hairline)
    }

    /// A separator setting changed: lay out again and redraw the cells showing rows (the others
    /// redraw when they are shown).
    func separatorsDidChange() {
        setNeedsLayout()
        for entry in cellsByRow.keys.sorted() { cellsByRow[entry]?.setNeedsDisplay() }
    }
}
