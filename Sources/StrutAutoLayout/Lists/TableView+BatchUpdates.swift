import Foundation

extension TableView {
    /// Applies several inserts, deletes, reloads and moves of rows and sections as one update,
    /// with UIKit's rules: deletes, reloads and move sources name indices *before* the update;
    /// inserts and move destinations name indices *after* it. Change your data source's model
    /// inside `updates` (or before the call); when `updates` returns, the table asks the data
    /// source for the new counts and checks that each existing section's rows add up (before −
    /// deleted + inserted ∓ moved across sections) and that the sections do.
    ///
    /// Kept rows keep their cells and measured heights (a moved row's cell is not configured
    /// again); deleted and reloaded rows' cells go back to the pool; inserted rows start at their
    /// estimates; the content offset stays. Nested calls join the outer batch. Before the data is
    /// first loaded there is nothing to update: the next layout loads everything.
    ///
    /// - Throws: a ``TableViewError`` naming the section, row and counts when the update is
    ///   invalid (out of range, conflicting, or counts that do not add up), or the error thrown
    ///   by `updates`; the table is then left exactly as it was (call ``reloadData()`` to show
    ///   the data source's new state).
    /// - Complexity: O(rows + updates × log updates).
    public func performBatchUpdates(_ updates: () throws(TableViewError) -> Void) throws(TableViewError) {
        if pendingBatch != nil {
            try updates()
            return
        }
        pendingBatch = TableBatch()
        defer { pendingBatch = nil }
        try updates()
        guard let batch = pendingBatch, !batch.isEmpty else { return }
        try apply(batch)
    }

    /// Inserts rows (index paths after the update). Outside ``performBatchUpdates(_:)`` it is a
    /// batch of its own.
    public func insertRows(at indexPaths: [IndexPath]) throws(TableViewError) {
        try record { $0.insertedRows += indexPaths }
    }

    /// Deletes rows (index paths before the update).
    public func deleteRows(at indexPaths: [IndexPath]) throws(TableViewError) {
        try record { $0.deletedRows += indexPaths }
    }

    /// Reloads rows (index paths before the update): their cells are configured and their
    /// heights measured again.
    public func reloadRows(at indexPaths: [IndexPath]) throws(TableViewError) {
        try record { $0.reloadedRows += indexPaths }
    }

    /// Moves a row from an index path before the update to one after it.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) throws(TableViewError) {
        try record { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections (indices after the update); their rows come from the data source.
    public func insertSections(_ sections: IndexSet) throws(TableViewError) {
        try record { $0.insertedSections += Array(sections) }
    }

    /// Deletes sections (indices before the update).
    public func deleteSections(_ sections: IndexSet) throws(TableViewError) {
        try record { $0.deletedSections += Array(sections) }
    }

    /// Reloads sections (indices before the update): their rows, header and footer are asked
    /// for again, and their row counts may change.
    public func reloadSections(_ sections: IndexSet) throws(TableViewError) {
        try record { $0.reloadedSections += Array(sections) }
    }

    /// Moves a section, with its rows, from an index before the update to one after it.
    public func moveSection(_ section: Int, toSection newSection: Int) throws(TableViewError) {
        try record { $0.movedSections.append((section, newSection)) }
    }

    private func record(_ change: (inout TableBatch) -> Void) throws(TableViewError) {
        if pendingBatch != nil {
            change(&pendingBatch!)
        } else {
            try performBatchUpdates { () throws(TableViewError) in change(&self.pendingBatch!) }
        }
    }

    /// Validates a batch and, if it is valid, moves cells, views and heights to their new entries.
    private func apply(_ batch: TableBatch) throws(TableViewError) {
        guard !needsReload, let dataSource else { return }
        let newCounts = currentRowCounts(from: dataSource)
        let old = sections
        let plan = try batch.plan(before: old, after: newCounts)

        // Everything below only runs for a valid batch.
        let new = TableSections(rowCounts: newCounts)
        let oldHeights = heights
        var newHeights = [CGFloat](repeating: 0, count: new.entryCount)
        var measured = [Bool](repeating: false, count: new.entryCount)
        var entryFromOld = [Int?](repeating: nil, count: new.entryCount)
        var oldGlobalToNew = [Int?](repeating: nil, count: old.numberOfRows)
        func keep(_ newEntry: Int, from oldEntry: Int) {
            newHeights[newEntry] = oldHeights.heights[oldEntry]
            measured[newEntry] = oldHeights.isMeasured[oldEntry]
            entryFromOld[newEntry] = oldEntry
        }
        keep(0, from: 0)
        keep(new.tableFooterEntry, from: old.tableFooterEntry)
        sections = new  // estimates below ask the delegate with the new index paths
        for n in 0..<new.numberOfSections {
            let o = plan.oldSection[n]
            let sectionKept = o.map { !batch.reloadedSections.contains($0) } ?? false
            if let o, sectionKept {
                keep(new.headerEntry(n), from: old.headerEntry(o))
                keep(new.footerEntry(n), from: old.footerEntry(o))
            } else {
                for e in [new.headerEntry(n), new.footerEntry(n)] { newHeights[e] = estimatedHeight(ofEntry: e) }
            }
            for (r, source) in plan.rows[n].enumerated() {
                let e = new.entry(section: n, row: r)
                switch source {
                case let .old(g, reload):
                    let oe = old.entry(forGlobalRow: g)
                    oldGlobalToNew[g] = new.globalRow(section: n, row: r)
                    newHeights[e] = oldHeights.heights[oe]
                    // A reloaded row keeps its old height as the estimate, and neither its cell
                    // nor its measurement.
                    if !reload {
                        measured[e] = oldHeights.isMeasured[oe]
                        entryFromOld[e] = oe
                    }
                case .new:
                    newHeights[e] = estimatedHeight(ofEntry: e)
                }
            }
        }

        // Cells and section views follow their entries; the rest go back.
        var oldCells = cellsByRow
        var oldViews = supplementaryViews
        cellsByRow = [:]
        supplementaryViews = [:]
        for (e, oe) in entryFromOld.enumerated() {
            guard let oe else { continue }
            if let cell = oldCells.removeValue(forKey: oe) {
                cellsByRow[e] = cell
                if case let .row(section, row, global) = new.kind(ofEntry: e) {
                    cell.row = global
                    cell.indexPath = IndexPath(row: row, section: section)
                }
            }
            if let view = oldViews.removeValue(forKey: oe) { supplementaryViews[e] = view }
        }
        for cell in oldCells.keys.sorted().compactMap({ oldCells[$0] }) {
            cell.row = nil
            cell.indexPath = nil
            cell.isHidden = true
            pool.push(cell)
            statistics.cellsRecycled += 1
        }
        for view in oldViews.keys.sorted().compactMap({ oldViews[$0] }) where view.superview === contentView {
            view.removeFromSuperview()
        }
        heights.replace(heights: newHeights, measured: measured)
        for e in 0..<new.entryCount where !measured[e] {
            let h = fixedHeight(ofEntry: e)
            if h >= 0 { heights.set(e, h, measured: true) }
        }
        rowsToReload = rowsToReload.compactMap { $0 >= 0 && $0 < oldGlobalToNew.count ? oldGlobalToNew[$0] : nil }
        setNeedsLayout()
    }
}
