import Foundation

extension TableView {
    /// Brings the rows up to date: reload if asked, forget heights measured at another width,
    /// make cells (and section header and footer views) for what lies in the visible bounds plus
    /// the preload distance (measuring self-sizing entries as they come), recycle the others,
    /// place everything, and apply the cells' constraint changes to the engine so that their
    /// subviews are laid out in this pass.
    func layoutRows() {
        guard let dataSource else {
            for entry in cellsByRow.keys.sorted() { recycleCell(at: entry) }
            for entry in supplementaryViews.keys.sorted() { removeSupplementaryView(at: entry) }
            return
        }
        if !reloadIfNeeded() { syncWidth() }
        if !rowsToReload.isEmpty {
            let rows = Array(Set(rowsToReload)).sorted()
            rowsToReload.removeAll()
            for row in rows where row >= 0 && row < sections.numberOfRows {
                invalidateEntry(sections.entry(forGlobalRow: row))
            }
        }

        // Walk down from the first entry of the preload band, making and measuring cells and
        // views until an entry starts below the band; measuring moves entries (and, above the top
        // entry, the offset), so walk again until nothing changes (16 walks at most, then say so).
        for walk in 1...16 {
            var changed = false
            var wanted: [Int] = []
            // Return the cells that left the band first, so the walk can reuse them.
            let bandTop = contentOffset.y - preloadDistance
            let bandBottom = contentOffset.y + bounds.height + preloadDistance
            for entry in cellsByRow.keys.sorted() {
                let top = heights.top(of: entry)
                if top >= bandBottom || top + heights.heights[entry] <= bandTop { recycleCell(at: entry) }
            }
            if heights.count > 0, let first = heights.row(at: max(0, bandTop)), bandBottom > 0 {
                var entry = first
                // Zero-height entries (a header not measured yet) share the top of the next one.
                while entry > 0, heights.heights[entry - 1] == 0 { entry -= 1 }
                recycleSupplementaryViewsOutsideBand(start: entry, first: first, bandBottom: bandBottom)
                while entry < heights.count, heights.top(of: entry) < bandBottom {
                    switch sections.kind(ofEntry: entry) {
                    case let .row(section, row, global):
                        if cellsByRow[entry] == nil,
                            let cell = configuredCell(at: IndexPath(row: row, section: section), global: global, from: dataSource)
                        {
                            cellsByRow[entry] = cell
                            changed = true
                        }
                        if !heights.isMeasured[entry], let cell = cellsByRow[entry] {
                            measure(cell, entry: entry)
                            changed = true
                        }
                    case let .header(section), let .footer(section):
                        if prepareSupplementaryView(at: entry, section: section) { changed = true }
                    case .tableHeader, .tableFooter:
                        break
                    }
                    wanted.append(entry)
                    entry += 1
                }
                // Plain tables pin the header of the band's first section and the footer of its
                // last one, wherever those lie.
                if let pinned = pinnedEntries(first: first, last: entry - 1) {
                    for (pinnedEntry, section) in pinned where !wanted.contains(pinnedEntry) {
                        if prepareSupplementaryView(at: pinnedEntry, section: section) { changed = true }
                        wanted.append(pinnedEntry)
                    }
                }
            }
            let keep = Set(wanted)
            for entry in cellsByRow.keys.sorted() where !keep.contains(entry) { recycleCell(at: entry) }
            for entry in supplementaryViews.keys.sorted() where !keep.contains(entry) { removeSupplementaryView(at: entry) }
            if !changed { break }
            if walk == 16 {
                statistics.bandWalksCapped += 1
                let text =
                    "[Strut] \(self): rows were still being made or measured after 16 walks of the visible band (heights that change on every measure?); some rows may show estimated heights"
                if let window = rootView as? Window { window.diagnosticLog(text) } else { View.defaultDiagnosticLog(text) }
            }
        }

        // Place the cells, the section views, the table's header and footer, and the content view.
        let width = bounds.width
        for entry in cellsByRow.keys.sorted() {
            guard let cell = cellsByRow[entry] else { continue }
            cell.frame = rect(ofEntry: entry)
            cell.isHidden = false
        }
        placeSupplementaryViews()
        tableHeaderView?.frame = rect(ofEntry: 0)
        tableFooterView?.frame = rect(ofEntry: sections.tableFooterEntry)
        contentView.frame = CGRect(x: 0, y: 0, width: width, height: heights.totalHeight())
        applyCellConstraintChanges()
    }

    /// Reloads the sections, row counts and heights if ``reloadData()`` asked for it (recycling
    /// every cell and dropping every section view); returns whether it did.
    @discardableResult
    func reloadIfNeeded() -> Bool {
        guard needsReload, let dataSource else { return false }
        needsReload = false
        rowsToReload.removeAll()
        for entry in cellsByRow.keys.sorted() { recycleCell(at: entry) }
        for entry in supplementaryViews.keys.sorted() { removeSupplementaryView(at: entry) }
        sections = TableSections(rowCounts: currentRowCounts(from: dataSource))
        heights.reset(estimates: (0..<sections.entryCount).map { estimatedHeight(ofEntry: $0) }, width: bounds.width)
        applyNonAutomaticHeights()
        return true
    }

    /// The data source's sections and row counts now (negative counts read as zero).
    func currentRowCounts(from dataSource: any TableViewDataSource) -> [Int] {
        let count = max(0, dataSource.numberOfSections(in: self))
        return (0..<count).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
    }

    /// Asks the data source for a configured cell; records the error and returns `nil` if it throws.
    func configuredCell(at indexPath: IndexPath, global row: Int, from dataSource: any TableViewDataSource) -> TableViewCell? {
        let createdBefore = statistics.cellsCreated
        do {
            let cell: TableViewCell
            if let recorder = traceRecorder {
                cell = try recorder.span("configure row \(row)", category: "cell") {
                    try dataSource.tableView(self, cellForRowAt: indexPath)
                }
                recorder.appendArguments([
                    ("row", .int(row)), ("reuseIdentifier", .string(cell.reuseIdentifier)),
                    ("created", .int(statistics.cellsCreated - createdBefore)),
                ])
            } else {
                cell = try dataSource.tableView(self, cellForRowAt: indexPath)
            }
            statistics.cellsConfigured += 1
            if cell.superview !== contentView { contentView.addSubview(cell) }
            cell.row = row
            cell.indexPath = indexPath
            return cell
        } catch {
            lastError = (row, error)
            return nil
        }
    }

    /// Measures a self-sizing row's cell at the table's width and records the height.
    func measure(_ cell: TableViewCell, entry: Int) {
        let h = fixedHeight(ofEntry: entry)
        if h >= 0 {
            applyHeight(h, forEntry: entry)
            return
        }
        // The cell's own update pass first: its constraints are what the fitting engine reads.
        cell.updateConstraintsIfNeeded()
        let width = bounds.width
        let fitted: CGFloat
        if let recorder = traceRecorder {
            let row = cell.row ?? entry
            fitted = recorder.span("measure row \(row)", category: "cell", arguments: [("row", .int(row))]) {
                cell.fittingHeight(forWidth: width)
            }
        } else {
            fitted = cell.fittingHeight(forWidth: width)
        }
        statistics.heightsMeasured += 1
        applyHeight(fitted.isFinite ? max(0, fitted) : 0, forEntry: entry)
    }

    /// Records a measured height; an entry entirely above the entry at the top of the visible
    /// bounds moves the content offset by the change. Returns the change.
    @discardableResult
    func applyHeight(_ height: CGFloat, forEntry entry: Int) -> CGFloat {
        let topEntry = heights.row(at: contentOffset.y) ?? 0
        let delta = heights.set(entry, height, measured: true)
        if delta != 0, entry < topEntry, contentOffset.y > 0 {
            contentOffset.y += delta
            statistics.offsetCorrections += 1
        }
        return delta
    }

    /// Forgets an entry's cell or view and its measurement (its data changed).
    func invalidateEntry(_ entry: Int) {
        if cellsByRow[entry] != nil { recycleCell(at: entry) }
        if supplementaryViews[entry] != nil { removeSupplementaryView(at: entry) }
        let h = fixedHeight(ofEntry: entry)
        if h >= 0 {
            applyHeight(h, forEntry: entry)
        } else {
            heights.invalidate(row: entry, estimate: heights.heights[entry])
        }
    }

    /// Forgets the heights measured at another width (they stay as estimates).
    func syncWidth() {
        guard bounds.width != heights.width else { return }
        heights.invalidateAll(newWidth: bounds.width)
        applyNonAutomaticHeights()
    }

    /// The height of an entry that does not self-size (negative when it does).
    func fixedHeight(ofEntry entry: Int) -> CGFloat {
        switch sections.kind(ofEntry: entry) {
        case let .row(section, row, _):
            return delegate?.tableView(self, heightForRowAt: IndexPath(row: row, section: section)) ?? rowHeight
        case let .header(section):
            guard let delegate else { return sectionHeaderHeight >= 0 ? sectionHeaderHeight : 0 }
            return delegate.tableView(self, heightForHeaderInSection: section)
        case let .footer(section):
            guard let delegate else { return sectionFooterHeight >= 0 ? sectionFooterHeight : 0 }
            return delegate.tableView(self, heightForFooterInSection: section)
        case .tableHeader:
            return edgeViewHeight(tableHeaderView)
        case .tableFooter:
            return edgeViewHeight(tableFooterView)
        }
    }

    func estimatedHeight(ofEntry entry: Int) -> CGFloat {
        let e: CGFloat
        switch sections.kind(ofEntry: entry) {
        case let .row(section, row, _):
            e = delegate?.tableView(self, estimatedHeightForRowAt: IndexPath(row: row, section: section)) ?? estimatedRowHeight
        case let .header(section):
            e = delegate?.tableView(self, estimatedHeightForHeaderInSection: section) ?? 0
        case let .footer(section):
            e = delegate?.tableView(self, estimatedHeightForFooterInSection: section) ?? 0
        case .tableHeader:
            e = edgeViewHeight(tableHeaderView)
        case .tableFooter:
            e = edgeViewHeight(tableFooterView)
        }
        return e.isFinite && e >= 0 ? e : 0
    }

    private func edgeViewHeight(_ view: View?) -> CGFloat {
        guard let h = view?.frame.height, h.isFinite else { return 0 }
        return max(0, h)
    }

    /// Records the heights of every entry that does not self-size.
    func applyNonAutomaticHeights() {
        for entry in 0..<heights.count {
            let h = fixedHeight(ofEntry: entry)
            if h >= 0 { heights.set(entry, h, measured: true) }
        }
    }

    func recycleCell(at entry: Int) {
        guard let cell = cellsByRow.removeValue(forKey: entry) else { return }
        cell.row = nil
        cell.indexPath = nil
        cell.isHidden = true
        pool.push(cell)
        statistics.cellsRecycled += 1
    }

    /// Runs the shown cells' update-constraints pass (a span per cell whose constraints were
    /// updated, when recording) and applies the changes to the engine now, so that the cells'
    /// subviews get their frames in this layout pass.
    func applyCellConstraintChanges() {
        if let recorder = traceRecorder {
            for entry in cellsByRow.keys.sorted() {
                guard let cell = cellsByRow[entry], cell.needsUpdateConstraintsInSubtree else { continue }
                let row = cell.row ?? entry
                recorder.span("update constraints row \(row)", category: "view", arguments: [("row", .int(row))]) {
                    cell.updateConstraintsIfNeeded()
                }
            }
        }
        updateConstraintsIfNeeded()
        guard let engine = rootView.rootEngine, engine.hasPendingChanges else { return }
        if let recorder = traceRecorder {
            let before = engine.statistics
            let churn = recorder.span("engine batch (table)", category: "pass") { engine.flushForLayoutMeasuringChurn() }
            recorder.appendArguments([("solverOperations", .int(engine.statistics.solverOperations - before.solverOperations))])
            for (view, c) in churn { churnLedger.add(c, for: view) }
        } else {
            engine.flushForLayout()
        }
    }
}

extension View {
    /// Whether this view or a descendant has an update-constraints pass scheduled.
    var needsUpdateConstraintsInSubtree: Bool {
        flags.needsUpdateConstraints || flags.subtreeNeedsUpdateConstraints
    }
}
