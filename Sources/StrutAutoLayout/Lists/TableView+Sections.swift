import Foundation

extension TableView {
    // MARK: Sections

    /// The number of sections (as of the last layout).
    public var numberOfSections: Int { sections.numberOfSections }

    /// The number of rows in a section (as of the last layout); 0 for a section that does not exist.
    public func numberOfRows(inSection section: Int) -> Int {
        section >= 0 && section < sections.numberOfSections ? sections.rowCounts[section] : 0
    }

    /// A row's global index (its position among the rows of all sections); `-1` for an index
    /// path that names no row.
    public func globalRow(for indexPath: IndexPath) -> Int {
        guard indexPath.count == 2, sections.contains(section: indexPath.section, row: indexPath.row) else { return -1 }
        return sections.globalRow(section: indexPath.section, row: indexPath.row)
    }

    /// The index path of a row given by its global index; `nil` outside the rows.
    public func indexPath(forRow row: Int) -> IndexPath? {
        guard row >= 0, row < sections.numberOfRows else { return nil }
        let s = sections.section(ofGlobalRow: row)
        return IndexPath(row: row - sections.globalRow(section: s, row: 0), section: s)
    }

    /// A row's rectangle in content coordinates; `nil` for an index path that names no row.
    public func rectForRow(at indexPath: IndexPath) -> CGRect? {
        let row = globalRow(for: indexPath)
        return row < 0 ? nil : rectForRow(row)
    }

    /// The cell showing a row, if the row is laid out.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        let row = globalRow(for: indexPath)
        return row < 0 ? nil : cellForRow(row)
    }

    /// The index paths of the rows that have cells, in order.
    public var indexPathsForVisibleRows: [IndexPath] { rowsWithCells.compactMap { indexPath(forRow: $0) } }

    /// A section header's rectangle in content coordinates (zero height without a header);
    /// `nil` for a section that does not exist.
    public func rectForHeader(inSection section: Int) -> CGRect? {
        guard section >= 0, section < sections.numberOfSections else { return nil }
        return rect(ofEntry: sections.headerEntry(section))
    }

    /// A section footer's rectangle in content coordinates; `nil` for a section that does not exist.
    public func rectForFooter(inSection section: Int) -> CGRect? {
        guard section >= 0, section < sections.numberOfSections else { return nil }
        return rect(ofEntry: sections.footerEntry(section))
    }

    /// A section's rectangle: from the top of its header to the bottom of its footer.
    public func rect(forSection section: Int) -> CGRect? {
        guard let header = rectForHeader(inSection: section), let footer = rectForFooter(inSection: section) else {
            return nil
        }
        return CGRect(x: 0, y: header.minY, width: header.width, height: footer.maxY - header.minY)
    }

    /// The header view shown for a section, if the section's header is laid out.
    public func headerView(forSection section: Int) -> View? {
        guard section >= 0, section < sections.numberOfSections else { return nil }
        return supplementaryViews[sections.headerEntry(section)]
    }

    /// The footer view shown for a section, if the section's footer is laid out.
    public func footerView(forSection section: Int) -> View? {
        guard section >= 0, section < sections.numberOfSections else { return nil }
        return supplementaryViews[sections.footerEntry(section)]
    }

    // MARK: Section views

    /// Makes sure a header or footer entry in the band has its view (from the delegate) and its
    /// height; returns whether anything changed.
    func prepareSupplementaryView(at entry: Int, section: Int) -> Bool {
        var changed = false
        let isHeader = entry == sections.headerEntry(section)
        if supplementaryViews[entry] == nil, let delegate {
            let view =
                isHeader
                ? delegate.tableView(self, viewForHeaderInSection: section)
                : delegate.tableView(self, viewForFooterInSection: section)
            if let view {
                if view.superview !== contentView { contentView.addSubview(view) }
                if view is TableViewHeaderFooterView { view.isHidden = false }
                supplementaryViews[entry] = view
                changed = true
            }
        }
        if !heights.isMeasured[entry] {
            let fixed = fixedHeight(ofEntry: entry)
            if fixed >= 0 {
                applyHeight(fixed, forEntry: entry)
            } else if let view = supplementaryViews[entry] {
                view.updateConstraintsIfNeeded()
                let fitted = view.systemLayoutSizeFitting(
                    CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel
                ).height
                statistics.heightsMeasured += 1
                applyHeight(fitted.isFinite ? max(0, fitted) : 0, forEntry: entry)
            } else {
                applyHeight(0, forEntry: entry)
            }
            changed = true
        }
        return changed
    }

    func removeSupplementaryView(at entry: Int) {
        guard let view = supplementaryViews.removeValue(forKey: entry) else { return }
        if recycleHeaderFooterView(view) { return }
        if view.superview === contentView { view.removeFromSuperview() }
    }

    /// The table's header or footer view was replaced: the old one leaves, the new one joins the
    /// content, and the heights are re-read at the next layout.
    func edgeViewDidChange(from old: View?, to new: View?) {
        if let old, old.superview === contentView { old.removeFromSuperview() }
        if let new { contentView.addSubview(new) }
        guard !needsReload, heights.count == sections.entryCount, heights.count >= 2 else {
            setNeedsLayout()
            return
        }
        applyHeight(fixedHeight(ofEntry: 0), forEntry: 0)
        applyHeight(fixedHeight(ofEntry: sections.tableFooterEntry), forEntry: sections.tableFooterEntry)
        setNeedsLayout()
    }
}
