import Foundation

extension TableView {
    /// Brings the rows up to date: reload if asked, forget heights measured at another width,
    /// make cells for the rows in the visible bounds plus the preload distance (measuring
    /// self-sizing rows as they come), recycle the others, place the cells, and apply the
    /// cells' constraint changes to the engine so that their subviews are laid out in this pass.
    func layoutRows() {
        guard let dataSource else {
            for row in cellsByRow.keys.sorted() { recycleCell(at: row) }
            return
        }
        if !reloadIfNeeded() { syncWidth() }
        if !rowsToReload.isEmpty {
            let rows = Array(Set(rowsToReload)).sorted()
            rowsToReload.removeAll()
            for row in rows where row >= 0 && row < heights.count {
                if cellsByRow[row] != nil { recycleCell(at: row) }
                let h = fixedHeight(forRow: row)
                if h >= 0 {
                    applyHeight(h, forRow: row)
                } else {
                    heights.invalidate(row: row, estimate: heights.heights[row])
                }
            }
        }

        // Walk down from the first row of the preload band, making and measuring cells until a
        // row starts below the band; measuring moves rows (and, above the top row, the offset),
        // so walk again until nothing changes.
        for _ in 0..<16 {
            var changed = false
            var wanted: [Int] = []
            // Return the cells that left the band first, so the walk can reuse them.
            let bandTop = contentOffset.y - preloadDistance
            let bandBottom = contentOffset.y + bounds.height + preloadDistance
            for row in cellsByRow.keys.sorted() {
                let top = heights.top(of: row)
                if top >= bandBottom || top + heights.heights[row] <= bandTop { recycleCell(at: row) }
            }
            if heights.count > 0, let first = heights.row(at: max(0, contentOffset.y - preloadDistance)),
                contentOffset.y + bounds.height + preloadDistance > 0
            {
                var row = first
                while row < heights.count, heights.top(of: row) < contentOffset.y + bounds.height + preloadDistance {
                    if cellsByRow[row] == nil, let cell = configuredCell(forRow: row, from: dataSource) {
                        cellsByRow[row] = cell
                        changed = true
                    }
                    if !heights.isMeasured[row], let cell = cellsByRow[row] {
                        measure(cell, row: row)
                        changed = true
                    }
                    wanted.append(row)
                    row += 1
                }
            }
            let keep = Set(wanted)
            for row in cellsByRow.keys.sorted() where !keep.contains(row) { recycleCell(at: row) }
            if !changed { break }
        }

        // Place the cells and the content view.
        let width = bounds.width
        for row in cellsByRow.keys.sorted() {
            guard let cell = cellsByRow[row] else { continue }
            cell.frame = CGRect(x: 0, y: heights.top(of: row), width: width, height: heights.heights[row])
            cell.isHidden = false
        }
        contentView.frame = CGRect(x: 0, y: -contentOffset.y, width: width, height: heights.totalHeight())
        applyCellConstraintChanges()
    }

    /// Reloads the row count and heights if ``reloadData()`` asked for it (recycling every
    /// cell); returns whether it did.
    @discardableResult
    func reloadIfNeeded() -> Bool {
        guard needsReload, let dataSource else { return false }
        needsReload = false
        rowsToReload.removeAll()
        for row in cellsByRow.keys.sorted() { recycleCell(at: row) }
        let count = max(0, dataSource.numberOfRows(in: self))
        heights.reset(estimates: (0..<count).map { estimatedHeight(forRow: $0) }, width: bounds.width)
        applyNonAutomaticHeights()
        return true
    }

    /// Asks the data source for a configured cell; records the error and returns `nil` if it throws.
    func configuredCell(forRow row: Int, from dataSource: any TableViewDataSource) -> TableViewCell? {
        let createdBefore = statistics.cellsCreated
        do {
            let cell: TableViewCell
            if let recorder = traceRecorder {
                cell = try recorder.span("configure row \(row)", category: "cell") {
                    try dataSource.tableView(self, cellForRowAt: row)
                }
                recorder.appendArguments([
                    ("row", .int(row)), ("reuseIdentifier", .string(cell.reuseIdentifier)),
                    ("created", .int(statistics.cellsCreated - createdBefore)),
                ])
            } else {
                cell = try dataSource.tableView(self, cellForRowAt: row)
            }
            statistics.cellsConfigured += 1
            if cell.superview !== contentView { contentView.addSubview(cell) }
            cell.row = row
            return cell
        } catch {
            lastError = (row, error)
            return nil
        }
    }

    /// Measures a self-sizing row's cell at the table's width and records the height.
    func measure(_ cell: TableViewCell, row: Int) {
        let h = fixedHeight(forRow: row)
        if h >= 0 {
            applyHeight(h, forRow: row)
            return
        }
        // The cell's own update pass first: its constraints are what the fitting engine reads.
        cell.updateConstraintsIfNeeded()
        let width = bounds.width
        let fitted: CGFloat
        if let recorder = traceRecorder {
            fitted = recorder.span("measure row \(row)", category: "cell", arguments: [("row", .int(row))]) {
                cell.fittingHeight(forWidth: width)
            }
        } else {
            fitted = cell.fittingHeight(forWidth: width)
        }
        statistics.heightsMeasured += 1
        applyHeight(fitted.isFinite ? max(0, fitted) : 0, forRow: row)
    }

    /// Records a measured height; a row entirely above the row at the top of the visible bounds
    /// moves the content offset by the change. Returns the change.
    @discardableResult
    func applyHeight(_ height: CGFloat, forRow row: Int) -> CGFloat {
        let topRow = heights.row(at: contentOffset.y) ?? 0
        let delta = heights.set(row, height, measured: true)
        if delta != 0, row < topRow, contentOffset.y > 0 {
            contentOffset.y += delta
            statistics.offsetCorrections += 1
        }
        return delta
    }

    /// Forgets the heights measured at another width (they stay as estimates).
    func syncWidth() {
        guard bounds.width != heights.width else { return }
        heights.invalidateAll(newWidth: bounds.width)
        applyNonAutomaticHeights()
    }

    /// The height of a row that does not self-size (negative when it does).
    func fixedHeight(forRow row: Int) -> CGFloat {
        delegate?.tableView(self, heightForRowAt: row) ?? rowHeight
    }

    func estimatedHeight(forRow row: Int) -> CGFloat {
        let e = delegate?.tableView(self, estimatedHeightForRowAt: row) ?? estimatedRowHeight
        return e.isFinite && e >= 0 ? e : 0
    }

    /// Records the heights of every row that does not self-size.
    func applyNonAutomaticHeights() {
        for row in 0..<heights.count {
            let h = fixedHeight(forRow: row)
            if h >= 0 { heights.set(row, h, measured: true) }
        }
    }

    func recycleCell(at row: Int) {
        guard let cell = cellsByRow.removeValue(forKey: row) else { return }
        cell.row = nil
        cell.isHidden = true
        pool.push(cell)
        statistics.cellsRecycled += 1
    }

    /// Runs the shown cells' update-constraints pass (a span per cell whose constraints were
    /// updated, when recording) and applies the changes to the engine now, so that the cells'
    /// subviews get their frames in this layout pass.
    func applyCellConstraintChanges() {
        if let recorder = traceRecorder {
            for row in cellsByRow.keys.sorted() {
                guard let cell = cellsByRow[row], cell.needsUpdateConstraintsInSubtree else { continue }
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
