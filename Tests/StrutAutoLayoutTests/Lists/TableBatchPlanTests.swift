import Foundation
import StrutTestSupport
import Testing

@testable import StrutAutoLayout

/// A small deterministic generator (SplitMix64), so failures reproduce.
@Suite struct TableBatchPlanTests {
    /// Differential: the plan's positional fill (inserts and move destinations fixed, survivors
    /// in order) against UIKit's documented sequential reading of a batch (deletes in
    /// descending order on the old rows, then inserts in ascending order on the result), for
    /// 500 random batches of deletes and inserts over three sections.
    @Test func deletesAndInsertsMatchTheSequentialReading() throws {
        var rng = SplitMix64(state: 0x5EED)
        for _ in 0..<500 {
            let counts = (0..<3).map { _ in Int.random(in: 0...12, using: &rng) }
            let before = TableSections(rowCounts: counts)
            var batch = TableBatch()
            var expected: [[TableBatch.RowSource]] = []
            var newCounts: [Int] = []
            for s in 0..<3 {
                // The old rows of section s, by global index.
                var model: [TableBatch.RowSource] = (0..<counts[s]).map { .old(before.globalRow(section: s, row: $0), reload: false) }
                let deleted = (0..<counts[s]).filter { _ in Bool.random(using: &rng) }
                for r in deleted.reversed() { model.remove(at: r) }
                let newCount = model.count + Int.random(in: 0...4, using: &rng)
                let inserted = Array((0..<newCount).shuffled(using: &rng).prefix(newCount - model.count)).sorted()
                for r in inserted { model.insert(.new, at: r) }
                batch.deletedRows += deleted.map { IndexPath(row: $0, section: s) }
                batch.insertedRows += inserted.map { IndexPath(row: $0, section: s) }
                expected.append(model)
                newCounts.append(newCount)
            }
            let plan = try batch.plan(before: before, after: newCounts)
            #expect(plan.rows == expected)
            #expect(plan.oldSection == [0, 1, 2])
        }
    }

    /// The count rule: one row too many or too few in any section is an error naming it.
    @Test func anyCountOffByOneIsRefused() {
        let before = TableSections(rowCounts: [3, 0, 5])
        var batch = TableBatch()
        batch.deletedRows = [IndexPath(row: 0, section: 2)]
        #expect(throws: Never.self) { _ = try batch.plan(before: before, after: [3, 0, 4]) }
        #expect(
            throws: TableViewError.invalidNumberOfRows(
                section: 2, before: 5, after: 5, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0)
        ) {
            _ = try batch.plan(before: before, after: [3, 0, 5])
        }
        #expect(
            throws: TableViewError.invalidNumberOfRows(
                section: 1, before: 0, after: 1, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0)
        ) {
            _ = try batch.plan(before: before, after: [3, 1, 4])
        }
    }
}
