import Foundation

extension CollectionView {
    /// Brings the visible elements up to date: reload if asked, hand the geometry to the layout,
    /// measure self-sizing cells and supplementary views as they come on screen (the layout moves
    /// what follows, and the offset when the element begins above the visible rect, so ask again
    /// until nothing changes), recycle what left the visible rect, place what is in it, tell the
    /// prefetch data source, and apply the cells' constraint changes so that their subviews are
    /// laid out in this pass.
    func layoutElements() {
        guard let recorder = traceRecorder else { return layoutVisibleElements() }
        let before = statistics
        recorder.span("layout (collection)", category: "pass") { layoutVisibleElements() }
        recorder.appendArguments([
            ("cellsConfigured", .int(statistics.cellsConfigured - before.cellsConfigured)),
            ("cellsMeasured", .int(statistics.cellsMeasured - before.cellsMeasured)),
            ("viewsCreated", .int(statistics.viewsCreated - before.viewsCreated)),
            ("contentOffset", .double(Double(contentOffset.y))),
        ])
    }

    func layoutVisibleElements() {
        let layout = collectionViewLayout
        reloadIfNeeded()
        syncLayoutEnvironment()
        var attributes: [CollectionViewLayoutAttributes] = []
        for _ in 0..<16 {
            layout.prepareIfNeeded()
            syncContentSize()
            layout.visibleBounds = visibleRect
            attributes = layout.layoutAttributesForElements(in: visibleRect)
            var changed = false
            for a in attributes where needsMeasuring(a) {
                // Earlier measurements may have moved the element: measure it where it is now.
                switch a.representedElementCategory {
                case .cell:
                    guard let axes = layout.fittingAxes(forItemAt: a.indexPath), let cell = cell(for: a),
                        let current = layout.layoutAttributesForItem(at: a.indexPath)
                    else { continue }
                    if measure(cell, with: current, axes: axes) { changed = true }
                case .supplementaryView:
                    let kind = a.representedElementKind ?? ""
                    guard let axes = layout.fittingAxes(forSupplementaryViewOfKind: kind, at: a.indexPath),
                        let view = supplementaryView(for: a),
                        let current = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: a.indexPath)
                    else { continue }
                    if measure(view, with: current, axes: axes) { changed = true }
                case .decorationView:
                    continue
                }
            }
            if !changed { break }
        }

        // Recycle what left, in a deterministic order; then show what is in the rect.
        let wantedCells = Set(attributes.lazy.filter { $0.representedElementCategory == .cell }.map(\.indexPath))
        for path in cells.keys.sorted() where !wantedCells.contains(path) { recycleCell(at: path) }
        let wantedSupplementary = Set(
            attributes.lazy.filter { $0.representedElementCategory == .supplementaryView }
                .map { SupplementaryKey(kind: $0.representedElementKind ?? "", indexPath: $0.indexPath) })
        for key in supplementaryViews.keys.sorted() where !wantedSupplementary.contains(key) { recycleSupplementaryView(key) }
        for a in attributes {
            let view: CollectionReusableView?
            switch a.representedElementCategory {
            case .cell: view = cell(for: a)
            case .supplementaryView: view = supplementaryView(for: a)
            case .decorationView: view = nil
            }
            guard let view else { continue }
            view.layoutAttributes = a
            view.frame = a.frame
            view.isHidden = a.isHidden
            view.apply(a)
            if a.zIndex > 0 { bringSubviewToFront(view) }
        }
        prefetchAround(shown: wantedCells)
        applyElementConstraintChanges()
    }

    /// Asks the data source for the counts if ``reloadData()`` was called (recycling every view
    /// and forgetting every measured size).
    func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        recycleEverything()
        prefetched.removeAll()
        if let dataSource {
            let sections = max(0, dataSource.numberOfSections(in: self))
            itemCounts = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        } else {
            itemCounts = []
        }
        collectionViewLayout.itemCounts = itemCounts
        collectionViewLayout.forgetPreferredSizes()
    }

    /// Gives the layout the view's size, adjusted content inset, safe area, margins and direction.
    func syncLayoutEnvironment() {
        collectionViewLayout.environment = CollectionLayoutEnvironment(
            containerSize: bounds.size, contentInsets: adjustedContentInset, safeAreaInsets: safeAreaInsets,
            layoutMargins: layoutMargins, layoutDirection: effectiveUserInterfaceLayoutDirection)
    }

    /// The scroll view's content size is the layout's.
    func syncContentSize() {
        let size = collectionViewLayout.collectionViewContentSize
        if size != contentSize { try? setContentSize(sanitizedSize(size)) }
    }

    /// The cell showing an item, configured by the data source if it has none yet.
    func cell(for attributes: CollectionViewLayoutAttributes) -> CollectionViewCell? {
        if let cell = cells[attributes.indexPath] { return cell }
        guard let dataSource else { return nil }
        do {
            let cell: CollectionViewCell
            if let recorder = traceRecorder {
                let path = attributes.indexPath
                let createdBefore = statistics.viewsCreated
                cell = try recorder.span("configure item \(Self.traceName(path))", category: "cell") {
                    try dataSource.collectionView(self, cellForItemAt: path)
                }
                recorder.appendArguments([
                    ("item", .string(Self.traceName(path))), ("reuseIdentifier", .string(cell.reuseIdentifier)),
                    ("created", .int(statistics.viewsCreated - createdBefore)),
                ])
            } else {
                cell = try dataSource.collectionView(self, cellForItemAt: attributes.indexPath)
            }
            statistics.cellsConfigured += 1
            if cell.superview !== self { addSubview(cell) }
            cell.layoutAttributes = attributes
            cells[attributes.indexPath] = cell
            prefetched.remove(attributes.indexPath)
            return cell
        } catch {
            lastError = (attributes.indexPath, error)
            return nil
        }
    }

    /// The supplementary view shown for attributes, configured by the data source if there is none.
    func supplementaryView(for attributes: CollectionViewLayoutAttributes) -> CollectionReusableView? {
        let key = SupplementaryKey(kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)
        if let view = supplementaryViews[key] { return view }
        guard let dataSource else { return nil }
        do {
            guard let view = try dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
            else { return nil }
            if view.superview !== self { addSubview(view) }
            supplementaryViews[key] = view
            return view
        } catch {
            lastError = (attributes.indexPath, error)
            return nil
        }
    }

    /// Whether an element sizes itself and has not reported its size yet.
    func needsMeasuring(_ a: CollectionViewLayoutAttributes) -> Bool {
        let layout = collectionViewLayout
        switch a.representedElementCategory {
        case .cell:
            return layout.fittingAxes(forItemAt: a.indexPath) != nil && !layout.hasPreferredSize(forItemAt: a.indexPath)
        case .supplementaryView:
            let kind = a.representedElementKind ?? ""
            return layout.fittingAxes(forSupplementaryViewOfKind: kind, at: a.indexPath) != nil
                && !layout.hasPreferredSize(forSupplementaryViewOfKind: kind, at: a.indexPath)
        case .decorationView:
            return false
        }
    }

    /// Measures a self-sizing cell or supplementary view at its proposed attributes, gives the
    /// layout its preferred size, and moves the content offset by the context's adjustment.
    /// Returns whether the layout changed.
    func measure(_ view: CollectionReusableView, with attributes: CollectionViewLayoutAttributes, axes: (width: Bool, height: Bool))
        -> Bool
    {
        let layout = collectionViewLayout
        view.fittingAxes = axes
        view.frame = attributes.frame
        view.updateConstraintsIfNeeded()
        let preferred: CollectionViewLayoutAttributes
        if let recorder = traceRecorder {
            let what = attributes.representedElementKind ?? "item"
            preferred = recorder.span("measure \(what) \(Self.traceName(attributes.indexPath))", category: "cell") {
                view.preferredLayoutAttributesFitting(attributes)
            }
        } else {
            preferred = view.preferredLayoutAttributesFitting(attributes)
        }
        if attributes.representedElementCategory == .cell { statistics.cellsMeasured += 1 }
        let changed = layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
        // Record the size even when it matches the estimate, so the view is not measured again.
        let context = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
        layout.invalidateLayout(with: context)
        applyContentOffsetAdjustment(context.contentOffsetAdjustment)
        return changed
    }

    /// Moves the content offset by a layout's adjustment (a finite, non-zero one), keeping the
    /// content on screen where it was, and tells the layout the new visible bounds.
    func applyContentOffsetAdjustment(_ adjustment: CGPoint) {
        guard adjustment != .zero, adjustment.x.isFinite, adjustment.y.isFinite else { return }
        let offset = contentOffset
        try? setContentOffset(CGPoint(x: offset.x + adjustment.x, y: offset.y + adjustment.y), animated: false)
        collectionViewLayout.visibleBounds = visibleRect
    }

    func recycleCell(at path: IndexPath) {
        guard let cell = cells.removeValue(forKey: path) else { return }
        cell.layoutAttributes = nil
        cell.isHidden = true
        pool.push(cell, key: SupplementaryKey.cellKind(cell.reuseIdentifier))
        statistics.viewsRecycled += 1
    }

    func recycleSupplementaryView(_ key: SupplementaryKey) {
        guard let view = supplementaryViews.removeValue(forKey: key) else { return }
        view.layoutAttributes = nil
        view.isHidden = true
        pool.push(view, key: key.kind + "\u{1F}" + view.reuseIdentifier)
        statistics.viewsRecycled += 1
    }

    func recycleEverything() {
        for path in cells.keys.sorted() { recycleCell(at: path) }
        for key in supplementaryViews.keys.sorted() { recycleSupplementaryView(key) }
    }

    /// Tells the prefetch data source about the items within one screen ahead of the visible
    /// rect in the direction of the last scroll (forward at first) that have no cell, once each;
    /// and cancels those that left that band without being shown.
    func prefetchAround(shown: Set<IndexPath>) {
        guard isPrefetchingEnabled, let prefetchDataSource else { return }
        let visible = visibleRect
        let vertical = collectionViewLayout.scrollDirectionForPrefetching == .vertical
        let moved = vertical ? visible.minY - lastPrefetchOrigin.y : visible.minX - lastPrefetchOrigin.x
        if moved != 0 { prefetchesForward = moved > 0 }
        lastPrefetchOrigin = visible.origin
        let step = prefetchesForward ? 1.0 : -1.0
        let ahead = vertical ? visible.offsetBy(dx: 0, dy: step * visible.height) : visible.offsetBy(dx: step * visible.width, dy: 0)
        let band = visible.union(ahead)
        let candidates = collectionViewLayout.layoutAttributesForElements(in: band)
            .filter { $0.representedElementCategory == .cell }.map(\.indexPath)
        let inBand = Set(candidates)
        for path in shown { prefetched.remove(path) }
        let cancelled = prefetched.filter { !inBand.contains($0) }.sorted()
        prefetched.subtract(cancelled)
        var announced: [IndexPath] = []
        for path in candidates where !shown.contains(path) && !prefetched.contains(path) {
            prefetched.insert(path)
            announced.append(path)
        }
        if !cancelled.isEmpty { prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancelled) }
        if !announced.isEmpty {
            statistics.itemsPrefetched += announced.count
            prefetchDataSource.collectionView(self, prefetchItemsAt: announced.sorted())
        }
    }

    /// Runs the shown views' update-constraints pass and applies the changes to the engine now,
    /// so that their subviews get frames in this layout pass.
    func applyElementConstraintChanges() {
        updateConstraintsIfNeeded()
        guard let engine = rootView.rootEngine, engine.hasPendingChanges else { return }
        if let recorder = traceRecorder {
            let before = engine.statistics.solverOperations
            recorder.span("engine batch (collection)", category: "pass") { engine.flushForLayout() }
            recorder.appendArguments([("solverOperations", .int(engine.statistics.solverOperations - before))])
        } else {
            engine.flushForLayout()
        }
    }

    /// An index path as trace events name it: `section.item`.
    static func traceName(_ path: IndexPath) -> String { path.map(String.init).joined(separator: ".") }
}
