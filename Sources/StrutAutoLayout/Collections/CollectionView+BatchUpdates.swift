import Foundation

extension CollectionView {
    /// Applies the inserts, deletes, reloads and moves recorded by `updates` as one change.
    ///
    /// Change the data source inside `updates` and name the changes with ``insertItems(at:)`` and
    /// its siblings: deletes, reloads and move sources are index paths before the update; inserts
    /// and move destinations after it. The data source's new counts must equal the old ones plus
    /// the insertions minus the deletions (moves in and out included), section by section.
    /// - Throws: a ``CollectionViewError`` naming the section or item and what is wrong; the
    ///   collection view then keeps its counts, cells and measured sizes as they were.
    /// - Complexity: O(sections + changes + items of the sections changed), plus a full
    ///   recomputation of the layout (arithmetic only; cells are measured again only when
    ///   reloaded or new).
    public func performBatchUpdates(_ updates: () -> Void) throws(CollectionViewError) {
        guard batch == nil else { throw .nestedBatchUpdates }
        batch = CollectionBatchUpdate()
        updates()
        let recorded = batch ?? CollectionBatchUpdate()
        batch = nil
        try apply(recorded)
    }

    /// Inserts items (index paths after the update).
    public func insertItems(at indexPaths: [IndexPath]) throws(CollectionViewError) {
        try record { $0.insertedItems += indexPaths }
    }

    /// Deletes items (index paths before the update).
    public func deleteItems(at indexPaths: [IndexPath]) throws(CollectionViewError) {
        try record { $0.deletedItems += indexPaths }
    }

    /// Reloads items (index paths before the update): their cells are configured and measured again.
    public func reloadItems(at indexPaths: [IndexPath]) throws(CollectionViewError) {
        try record { $0.reloadedItems += indexPaths }
    }

    /// Moves an item from an index path before the update to one after it (its cell and size go with it).
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) throws(CollectionViewError) {
        try record { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections (indexes after the update).
    public func insertSections(_ sections: [Int]) throws(CollectionViewError) {
        try record { $0.insertedSections += sections }
    }

    /// Deletes sections (indexes before the update).
    public func deleteSections(_ sections: [Int]) throws(CollectionViewError) {
        try record { $0.deletedSections += sections }
    }

    /// Reloads sections (indexes before the update): their items are configured and measured again.
    public func reloadSections(_ sections: [Int]) throws(CollectionViewError) {
        try record { $0.reloadedSections += sections }
    }

    /// Moves a section from an index before the update to one after it.
    public func moveSection(_ section: Int, toSection newSection: Int) throws(CollectionViewError) {
        try record { $0.movedSections.append((section, newSection)) }
    }

    /// Adds a change to the batch being recorded, or applies it alone outside a batch.
    func record(_ change: (inout CollectionBatchUpdate) -> Void) throws(CollectionViewError) {
        if batch != nil {
            change(&batch!)
        } else {
            var single = CollectionBatchUpdate()
            change(&single)
            try apply(single)
        }
    }

    /// Validates a batch against the data source's new counts and applies it: the new counts,
    /// the surviving cells and measured sizes moved to their new index paths, everything else
    /// recycled or forgotten.
    func apply(_ update: CollectionBatchUpdate) throws(CollectionViewError) {
        if needsReload {
            // Nothing is shown yet: the next layout reads the counts afresh.
            return
        }
        var newCounts: [Int] = []
        if let dataSource {
            let sections = max(0, dataSource.numberOfSections(in: self))
            newCounts = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        }
        let mapping = try update.mapping(oldCounts: itemCounts, newCounts: newCounts)
        // Valid: from here on nothing throws.
        statistics.batchUpdates += 1
        itemCounts = newCounts
        var moved: [IndexPath: CollectionViewCell] = [:]
        for path in cells.keys.sorted() {
            guard let cell = cells[path] else { continue }
            if !mapping.isReloaded(path), let new = mapping.newIndexPath(for: path) {
                cells[path] = nil
                moved[new] = cell
            } else {
                recycleCell(at: path)
            }
        }
        cells = moved
        for key in supplementaryViews.keys.sorted() { recycleSupplementaryView(key) }
        let remapped = prefetched.compactMap { mapping.isReloaded($0) ? nil : mapping.newIndexPath(for: $0) }
        prefetched = Set(remapped)
        collectionViewLayout.itemCounts = newCounts
        collectionViewLayout.remapPreferredSizes(
            { mapping.isReloaded($0) ? nil : mapping.newIndexPath(for: $0) },
            newSection: { s in
                s >= 0 && s < mapping.sectionMap.count && !mapping.reloadedSections.contains(s) ? mapping.sectionMap[s] : nil
            })
        setNeedsLayout()
    }
}
