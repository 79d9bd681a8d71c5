import Foundation

/// The updates of one ``TableView/performBatchUpdates(_:)``, as UIKit reads them: deletes,
/// reloads and move sources in the indices before the update; inserts and move destinations in
/// the indices after it.
struct TableBatch {
    var deletedSections: [Int] = []
    var insertedSections: [Int] = []
    var reloadedSections: [Int] = []
    var movedSections: [(from: Int, to: Int)] = []
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
    }

    /// Where a row after the update comes from.
    enum RowSource: Equatable {
        /// A row before the update (global index), kept or moved; `reload` forgets its cell
        /// and measurement.
        case old(Int, reload: Bool)
        /// An inserted row (or a row of an inserted or reloaded section).
        case new
    }

    /// The result of planning: per section after the update, its old section (if it is not new)
    /// and where each of its rows comes from.
    struct Plan: Equatable {
        var oldSection: [Int?]
        var rows: [[RowSource]]
    }

    /// Validates the batch against the row counts before and after (from the data source) and
    /// maps every section and row after the update to its origin.
    /// - Throws: the first ``TableViewError`` found: an index out of range, conflicting updates,
    ///   or counts that do not add up (UIKit's "Invalid update" rules).
    /// - Complexity: O(sections + rows + updates × log updates).
    func plan(before: TableSections, after newCounts: [Int]) throws(TableViewError) -> Plan {
        let oldS = before.numberOfSections, newS = newCounts.count
        // Sections: indices, conflicts, count.
        var touchedOld = Set<Int>(), touchedNew = Set<Int>()
        func oldSection(_ s: Int, _ op: String) throws(TableViewError) {
            guard s >= 0, s < oldS else { throw .sectionOutOfRange(s, operation: op, numberOfSections: oldS, before: true) }
            guard touchedOld.insert(s).inserted else { throw .conflictingUpdates(section: s, row: nil, operation: op) }
        }
        func newSection(_ s: Int, _ op: String) throws(TableViewError) {
            guard s >= 0, s < newS else { throw .sectionOutOfRange(s, operation: op, numberOfSections: newS, before: false) }
            guard touchedNew.insert(s).inserted else { throw .conflictingUpdates(section: s, row: nil, operation: op) }
        }
        for s in deletedSections { try oldSection(s, "deleteSections") }
        for s in reloadedSections { try oldSection(s, "reloadSections") }
        for m in movedSections {
            try oldSection(m.from, "moveSection")
            try newSection(m.to, "moveSection")
        }
        for s in insertedSections { try newSection(s, "insertSections") }
        let expectedSections = oldS - deletedSections.count + insertedSections.count
        guard newS == expectedSections else {
            throw .invalidNumberOfSections(
                before: oldS, after: newS, inserted: insertedSections.count, deleted: deletedSections.count)
        }
        // Map sections after → before: fixed destinations first, then survivors in order.
        var oldOf = [Int?](repeating: nil, count: newS)
        var isFixed = [Bool](repeating: false, count: newS)
        var reloadedNew = Set<Int>()
        for s in insertedSections { isFixed[s] = true }
        for m in movedSections {
            oldOf[m.to] = m.from
            isFixed[m.to] = true
        }
        let deleted = Set(deletedSections), moved = Set(movedSections.map(\.from)), reloaded = Set(reloadedSections)
        var survivors = (0..<oldS).filter { !deleted.contains($0) && !moved.contains($0) }.makeIterator()
        for s in 0..<newS where !isFixed[s] {
            oldOf[s] = survivors.next()
            if let o = oldOf[s], reloaded.contains(o) { reloadedNew.insert(s) }
        }

        // Rows: indices and conflicts.
        var touchedOldRows = Set<IndexPath>(), touchedNewRows = Set<IndexPath>()
        func oldRow(_ p: IndexPath, _ op: String) throws(TableViewError) {
            guard p.count == 2, p.section >= 0, p.section < oldS else {
                throw .sectionOutOfRange(p.count == 2 ? p.section : -1, operation: op, numberOfSections: oldS, before: true)
            }
            guard p.row >= 0, p.row < before.rowCounts[p.section] else {
                throw .rowOutOfRangeInSection(
                    section: p.section, row: p.row, operation: op, numberOfRows: before.rowCounts[p.section], before: true)
            }
            guard !touchedOld.contains(p.section), touchedOldRows.insert(p).inserted else {
                throw .conflictingUpdates(section: p.section, row: p.row, operation: op)
            }
        }
        func newRow(_ p: IndexPath, _ op: String) throws(TableViewError) {
            guard p.count == 2, p.section >= 0, p.section < newS else {
                throw .sectionOutOfRange(p.count == 2 ? p.section : -1, operation: op, numberOfSections: newS, before: false)
            }
            guard p.row >= 0, p.row < newCounts[p.section] else {
                throw .rowOutOfRangeInSection(
                    section: p.section, row: p.row, operation: op, numberOfRows: newCounts[p.section], before: false)
            }
            // Rows of an inserted, moved or reloaded section come with it.
            guard oldOf[p.section] != nil, !touchedNew.contains(p.section), !reloadedNew.contains(p.section),
                touchedNewRows.insert(p).inserted
            else { throw .conflictingUpdates(section: p.section, row: p.row, operation: op) }
        }
        for p in deletedRows { try oldRow(p, "deleteRows") }
        for p in reloadedRows { try oldRow(p, "reloadRows") }
        for m in movedRows {
            try oldRow(m.from, "moveRow")
            try newRow(m.to, "moveRow")
        }
        for p in insertedRows { try newRow(p, "insertRows") }

        // Counts per surviving section.
        var rows: [[RowSource]] = []
        rows.reserveCapacity(newS)
        let moveDestinations = Set(movedSections.map(\.to))
        for n in 0..<newS {
            guard let o = oldOf[n], !reloaded.contains(o) else {
                // Inserted or reloaded: the data source's rows, all new.
                rows.append(Array(repeating: .new, count: newCounts[n]))
                continue
            }
            let base = before.globalRow(section: o, row: 0)
            if moveDestinations.contains(n) {
                // A moved section keeps its rows as they were.
                guard newCounts[n] == before.rowCounts[o] else {
                    throw .invalidNumberOfRows(
                        section: n, before: before.rowCounts[o], after: newCounts[n], inserted: 0, deleted: 0,
                        movedIn: 0, movedOut: 0)
                }
                rows.append((0..<newCounts[n]).map { .old(base + $0, reload: false) })
                continue
            }
            let deletedHere = deletedRows.filter { $0.section == o }.map(\.row)
            let insertedHere = insertedRows.filter { $0.section == n }.map(\.row)
            let movesOut = movedRows.filter { $0.from.section == o }
            let movesIn = movedRows.filter { $0.to.section == n }
            let crossOut = movesOut.filter { $0.to.section != n }.count
            let crossIn = movesIn.filter { $0.from.section != o }.count
            let expected = before.rowCounts[o] - deletedHere.count + insertedHere.count - crossOut + crossIn
            guard newCounts[n] == expected else {
                throw .invalidNumberOfRows(
                    section: n, before: before.rowCounts[o], after: newCounts[n], inserted: insertedHere.count,
                    deleted: deletedHere.count, movedIn: crossIn, movedOut: crossOut)
            }
            var sources = [RowSource?](repeating: nil, count: newCounts[n])
            for r in insertedHere { sources[r] = .new }
            for m in movesIn { sources[m.to.row] = .old(before.globalRow(section: m.from.section, row: m.from.row), reload: false) }
            let gone = Set(deletedHere).union(movesOut.map(\.from.row))
            let reloadedHere = Set(reloadedRows.filter { $0.section == o }.map(\.row))
            var kept = (0..<before.rowCounts[o]).filter { !gone.contains($0) }.makeIterator()
            for r in sources.indices where sources[r] == nil {
                guard let k = kept.next() else { break }
                sources[r] = .old(base + k, reload: reloadedHere.contains(k))
            }
            rows.append(sources.map { $0 ?? .new })
        }
        return Plan(oldSection: oldOf, rows: rows)
    }
}
