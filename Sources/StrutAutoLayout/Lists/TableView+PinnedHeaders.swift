import Foundation

extension TableView {
    /// How a table shows its section headers and footers while scrolling: UIKit's
    /// `UITableView.Style`.
    public enum Style: Sendable, Hashable {
        /// Headers and footers float: while any part of its section is on screen, a section's
        /// header sticks to the top of the visible rect (below ``ScrollView/adjustedContentInset``'s
        /// top) until the end of its section pushes it up, and its footer sticks to the bottom
        /// until the section's header pushes it down.
        case plain
        /// Headers and footers scroll with their rows.
        case grouped
    }

    /// The frame a section header or footer view is shown at, in content coordinates: its
    /// entry's rectangle, moved as ``Style/plain`` says.
    ///
    /// With `visibleTop` = content offset + adjusted top inset and `visibleBottom` = content
    /// offset + height − adjusted bottom inset, a header of height `h` in a section from `top`
    /// (the header's own top) to `bottom` (its footer's bottom) lies at
    /// `min(max(top, visibleTop), bottom − h)`; a footer of height `h` whose natural top is `y`
    /// lies at `max(min(y, visibleBottom − h), top + headerHeight)`.
    /// - Complexity: O(log sections).
    func displayedRect(ofSupplementaryEntry entry: Int) -> CGRect {
        var r = rect(ofEntry: entry)
        guard style == .plain, r.height > 0 else { return r }
        switch sections.kind(ofEntry: entry) {
        case let .header(section):
            let footer = sections.footerEntry(section)
            let sectionBottom = heights.top(of: footer) + heights.heights[footer]
            let visibleTop = contentOffset.y + adjustedContentInset.top
            r.origin.y = min(max(r.minY, visibleTop), sectionBottom - r.height)
        case let .footer(section):
            let header = sections.headerEntry(section)
            let belowHeader = heights.top(of: header) + heights.heights[header]
            let visibleBottom = contentOffset.y + bounds.height - adjustedContentInset.bottom
            r.origin.y = max(min(r.minY, visibleBottom - r.height), belowHeader)
        default:
            break
        }
        return r
    }

    /// For a ``Style/plain`` table, the header of the section holding entry `first` and the
    /// footer of the section holding entry `last` (with their sections): they are shown even
    /// when their own place lies outside the band, since they float over it. `nil` for a
    /// ``Style/grouped`` table, a table without a delegate (no section views to float: a
    /// scrolling list pays nothing), or a band with no section entries.
    func pinnedEntries(first: Int, last: Int) -> [(entry: Int, section: Int)]? {
        guard style == .plain, delegate != nil, sections.numberOfSections > 0 else { return nil }
        var result: [(entry: Int, section: Int)] = []
        if let s = section(ofEntry: first) { result.append((sections.headerEntry(s), s)) }
        if let s = section(ofEntry: last) { result.append((sections.footerEntry(s), s)) }
        return result
    }

    /// The section an entry belongs to; `nil` for the table's header and footer.
    private func section(ofEntry entry: Int) -> Int? {
        switch sections.kind(ofEntry: entry) {
        case let .header(s), let .footer(s), let .row(s, _, _): return s
        case .tableHeader, .tableFooter: return nil
        }
    }

    /// Places the section header and footer views; in a ``Style/plain`` table they float
    /// (``displayedRect(ofSupplementaryEntry:)``) and are kept in front of the cells, in entry
    /// order.
    func placeSupplementaryViews() {
        let entries = supplementaryViews.keys.sorted()
        for entry in entries {
            supplementaryViews[entry]?.frame = displayedRect(ofSupplementaryEntry: entry)
        }
        guard style == .plain, !entries.isEmpty else { return }
        let views = entries.compactMap { supplementaryViews[$0] }
        let tail = contentView.subviews.suffix(views.count)
        // Only when something (a new cell) came in front of them: the order check is O(views).
        if !tail.elementsEqual(views, by: ===) {
            for view in views { contentView.bringSubviewToFront(view) }
        }
    }
}
