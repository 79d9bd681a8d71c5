import Foundation

/// The changes recorded in one batch: deletes, reloads and move sources name indexes before the
/// update; inserts and move destinations name indexes after it (UIKit's rule).
struct CollectionBatchUpdate {
    var insertedSections: [Int] = []
    var deletedSections: [Int] = []
    var reloadedSections: [Int] = []
    var movedSections: [(from: Int, to: Int)] = []
    var insertedItems: [IndexPath] = []
    var deletedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []

    /// Checks the batch against the counts before and after it and returns where every old item
    /// goes. Sections: the old sections neither deleted nor moved keep their order and fill the
    /// new indexes that inserts and move destinations leave free; items within a surviving
    /// section likewise. Every count must add up.
    /// - Throws: the first problem found; nothing is changed.
    /// - Complexity: O(sections + changes + items of the sections the changes touch).
    func mapping(oldCounts: [Int], newCounts: [Int]) throws(CollectionViewError) -> CollectionUpdateMapping {
        let oldSections = oldCounts.count, newSections = newCounts.count
        // Sections: ranges and duplicates.
        var oldSide = Set<Int>(), newSide = Set<Int>()
        func old(_ s: Int, _ operation: String) throws(CollectionViewError) {
            guard s >= 0, s < oldSections else { throw .sectionOutOfRange(s, operation: operation, numberOfSections: oldSections) }
            guard oldSide.insert(s).inserted else { throw .duplicateSection(s, operation: operation) }
        }
        func new(_ s: Int, _ operation: String) throws(CollectionViewError) {
            guard s >= 0, s < newSections else { throw .sectionOutOfRange(s, operation: operation, numberOfSections: newSections) }
            guard newSide.insert(s).inserted else { throw .duplicateSection(s, operation: operation) }
        }
        for s in deletedSections { try old(s, "deleteSections") }
        for s in reloadedSections { try old(s, "reloadSections") }
        for m in movedSections {
            try old(m.from, "moveSection")
            try new(m.to, "moveSection")
        }
        for s in insertedSections { try new(s, "insertSections") }
        guard newSections == oldSections - deletedSections.count + insertedSections.count else {
            throw .invalidNumberOfSections(
                before: oldSections, after: newSections, inserted: insertedSections.count, deleted: deletedSections.count)
        }
        var sectionMap = [Int?](repeating: nil, count: oldSections)
        var newToOld = [Int?](repeating: nil, count: newSections)
        for m in movedSections {
            sectionMap[m.from] = m.to
            newToOld[m.to] = m.from
        }
        let deleted = Set(deletedSections), movedFrom = Set(movedSections.map(\.from))
        let fixed = Set(insertedSections).union(movedSections.map(\.to))
        var slot = 0
        for s in 0..<oldSections where !deleted.contains(s) && !movedFrom.contains(s) {
            while fixed.contains(slot) { slot += 1 }
            sectionMap[s] = slot
            newToOld[slot] = s
            slot += 1
        }
        let reloadedSet = Set(reloadedSections)

        // Items: ranges and duplicates, against the sections before and after.
        var oldItems = Set<IndexPath>(), newItems = Set<IndexPath>()
        func oldItem(_ p: IndexPath, _ operation: String) throws(CollectionViewError) {
            guard p.count == 2, p.section >= 0, p.section < oldSections else {
                throw .sectionOutOfRange(p.count == 2 ? p.section : -1, operation: operation, numberOfSections: oldSections)
            }
            let count = max(0, oldCounts[p.section])
            guard p.item >= 0, p.item < count else { throw .itemOutOfRange(p, operation: operation, numberOfItems: count) }
            guard oldItems.insert(p).inserted else { throw .duplicateItem(p, operation: operation) }
        }
        func newItem(_ p: IndexPath, _ operation: String) throws(CollectionViewError) {
            guard p.count == 2, p.section >= 0, p.section < newSections else {
                throw .sectionOutOfRange(p.count == 2 ? p.section : -1, operation: operation, numberOfSections: newSections)
            }
            let count = max(0, newCounts[p.section])
            guard p.item >= 0, p.item < count else { throw .itemOutOfRange(p, operation: operation, numberOfItems: count) }
            guard newItems.insert(p).inserted else { throw .duplicateItem(p, operation: operation) }
        }
        for p in deletedItems { try oldItem(p, "deleteItems") }
        for p in reloadedItems { try oldItem(p, "reloadItems") }
        for m in movedItems {
            try oldItem(m.from, "moveItem")
            try newItem(m.to, "moveItem")
        }
        for p in insertedItems { try newItem(p, "insertItems") }

        // Per new section that continues an old one (not reloaded): the counts must add up.
        var touchedOld = [Int: (deleted: Set<Int>, movedOut: Set<Int>)]()
        var touchedNew = [Int: Set<Int>]()
        for p in deletedItems { touchedOld[p.section, default: ([], [])].deleted.insert(p.item) }
        for m in movedItems {
            touchedOld[m.from.section, default: ([], [])].movedOut.insert(m.from.item)
            touchedNew[m.to.section, default: []].insert(m.to.item)
        }
        for p in insertedItems { touchedNew[p.section, default: []].insert(p.item) }
        var itemMaps: [Int: [Int?]] = [:]
        for ns in 0..<newSections {
            guard let os = newToOld[ns], !reloadedSet.contains(os) else { continue }
            let gone = touchedOld[os] ?? ([], [])
            let arriving = touchedNew[ns] ?? []
            let before = max(0, oldCounts[os]), after = max(0, newCounts[ns])
            let survivors = before - gone.deleted.count - gone.movedOut.count
            guard after == survivors + arriving.count else {
                let movedIn = movedItems.filter { $0.to.section == ns }.count
                throw .invalidNumberOfItems(
                    section: ns, before: before, after: after, inserted: arriving.count - movedIn,
                    deleted: gone.deleted.count, movedIn: movedIn, movedOut: gone.movedOut.count)
            }
            guard !gone.deleted.isEmpty || !gone.movedOut.isEmpty || !arriving.isEmpty else { continue }
            var map = [Int?](repeating: nil, count: before)
            var slot = 0
            for i in 0..<before where !gone.deleted.contains(i) && !gone.movedOut.contains(i) {
                while arriving.contains(slot) { slot += 1 }
                map[i] = slot
                slot += 1
            }
            itemMaps[os] = map
        }
        var moves: [IndexPath: IndexPath] = [:]
        for m in movedItems { moves[m.from] = m.to }
        return CollectionUpdateMapping(
            sectionMap: sectionMap, reloadedSections: reloadedSet, itemMaps: itemMaps, moves: moves,
            reloadedItems: Set(reloadedItems))
    }
}

/// Where each item before a batch update is after it.
struct CollectionUpdateMapping {
    let sectionMap: [Int?]
    let reloadedSections: Set<Int>
    /// New item indexes for old sections whose items changed (others keep their indexes).
    let itemMaps: [Int: [Int?]]
    let moves: [IndexPath: IndexPath]
    let reloadedItems: Set<IndexPath>

    /// The item's index path after the update; `nil` when it was deleted, or its section was.
    func newIndexPath(for old: IndexPath) -> IndexPath? {
        guard old.count == 2, old.section >= 0, old.section < sectionMap.count else { return nil }
        if let moved = moves[old] { return moved }
        guard let section = sectionMap[old.section], !reloadedSections.contains(old.section) else { return nil }
        if let map = itemMaps[old.section] {
            guard old.item >= 0, old.item < map.count, let item = map[old.item] else { return nil }
            return IndexPath(item: item, section: section)
        }
        return IndexPath(item: old.item, section: section)
    }

    /// Whether the item's data changed (reloaded, or in a reloaded section): its cell and size go.
    func isReloaded(_ old: IndexPath) -> Bool {
        reloadedItems.contains(old) || (old.count == 2 && reloadedSections.contains(old.section))
    }
}
