import Foundation
import Testing

@testable import StrutAutoLayout

/// The names of the cells shown, in row order.
private func shownNames(_ table: TableView) -> [String] { table.visibleCells.compactMap { ($0 as? NamedCell)?.name } }

@Suite struct TableSectionsTests {
    /// Rows 40; section 0 (3 rows) has a self-sizing header (8 + 20 + 8 = 36), section 1 (2 rows)
    /// a fixed 30-point header; every footer 10 (`sectionFooterHeight`, no view); table header 50,
    /// table footer 25. Top to bottom:
    /// table header 0…50 · header 0 50…86 · rows 86, 126, 166 · footer 0 206…216 ·
    /// header 1 216…246 · rows 246, 286 · footer 1 326…336 · table footer 336…361.
    @Test func sectionsHeadersFootersAndTheTableHeaderStackInOrder() throws {
        let (window, table) = makeTableWindow()
        table.rowHeight = 40
        table.sectionFooterHeight = 10
        let tableHeader = View(frame: CGRect(0, 0, 100, 50))
        let tableFooter = View(frame: CGRect(0, 0, 100, 25))
        table.tableHeaderView = tableHeader
        table.tableFooterView = tableFooter
        let delegate = HeaderDelegate()
        table.delegate = delegate
        let source = SectionedSource([["a", "b", "c"], ["d", "e"]])
        source.install(in: table)
        window.runRenderLoopTurn()

        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 3 && table.numberOfRows(inSection: 1) == 2)
        #expect(table.numberOfRows == 5)
        #expect(tableHeader.frame == CGRect(0, 0, 320, 50))
        #expect(table.rectForHeader(inSection: 0) == CGRect(0, 50, 320, 36))
        #expect(delegate.first.header.frame == CGRect(0, 50, 320, 36))
        #expect(delegate.first.content.frame == CGRect(16, 8, 100, 20))
        #expect(table.headerView(forSection: 0) === delegate.first.header)
        let expectedTops: [CGFloat] = [86, 126, 166, 246, 286]
        for (row, top) in expectedTops.enumerated() {
            #expect(table.rectForRow(row) == CGRect(0, top, 320, 40))
        }
        #expect(table.rectForFooter(inSection: 0) == CGRect(0, 206, 320, 10))
        #expect(table.rectForHeader(inSection: 1) == CGRect(0, 216, 320, 30))
        #expect(delegate.second.frame == CGRect(0, 216, 320, 30))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 1)) == CGRect(0, 286, 320, 40))
        #expect(table.rectForFooter(inSection: 1) == CGRect(0, 326, 320, 10))
        #expect(table.rect(forSection: 1) == CGRect(0, 216, 320, 120))
        #expect(tableFooter.frame == CGRect(0, 336, 320, 25))
        #expect(table.contentSize == CGSize(width: 320, height: 361))
        #expect(shownNames(table) == ["a", "b", "c", "d", "e"])
        let d = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect(d.row == 3 && d.indexPath == IndexPath(row: 0, section: 1) && d.frame == CGRect(0, 246, 320, 40))
        #expect(table.indexPath(forRow: 3) == IndexPath(row: 0, section: 1))
        #expect(table.globalRow(for: IndexPath(row: 1, section: 1)) == 4)
        #expect(table.globalRow(for: IndexPath(row: 2, section: 1)) == -1)
        #expect(window.events.isEmpty)
    }

    /// A one-section table made through the old `Int` API still puts row r at 40 r (no header
    /// or footer entries take room).
    @Test func aOneSectionTableIsUnchanged() {
        let (window, table) = makeTableWindow()
        let source = BlockSource(count: 5) { _ in 24 }  // 8 + 24 + 8 = 40
        source.install(in: table)
        window.runRenderLoopTurn()
        #expect(table.numberOfSections == 1)
        #expect((0..<5).map { table.rectForRow($0)?.minY } == [0, 40, 80, 120, 160])
        #expect(table.contentSize == CGSize(width: 320, height: 200))
        #expect(table.indexPathsForVisibleRows == (0..<5).map { IndexPath(row: $0, section: 0) })
    }

    /// Before: s0 = a b c d, s1 = e f (rows 40, no headers). One batch deletes [0,1] (b), inserts
    /// [1,0] (x, index after) and moves [0,3] (d) to [1,2]. UIKit's rules give s0 = a c
    /// (4 − 1 deleted − 1 moved out) and s1 = x e d f: x and d at their given places, e and f
    /// filling the rest in order (2 + 1 inserted + 1 moved in = 4). Tops 0, 40 | 80, 120, 160, 200.
    @Test func insertDeleteAndMoveInOneBatch() throws {
        let (window, table) = makeTableWindow()
        table.rowHeight = 40
        let source = SectionedSource([["a", "b", "c", "d"], ["e", "f"]])
        source.install(in: table)
        window.runRenderLoopTurn()
        let cellA = try #require(table.cellForRow(0)), cellD = try #require(table.cellForRow(3))
        let cellE = try #require(table.cellForRow(4))
        source.configured.removeAll()

        try table.performBatchUpdates { () throws(TableViewError) in
            source.sections = [["a", "c"], ["x", "e", "d", "f"]]
            try table.deleteRows(at: [IndexPath(row: 1, section: 0)])
            try table.insertRows(at: [IndexPath(row: 0, section: 1)])
            try table.moveRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 2, section: 1))
        }
        window.runRenderLoopTurn()

        #expect(shownNames(table) == ["a", "c", "x", "e", "d", "f"])
        #expect((0..<6).map { table.rectForRow($0)?.minY } == [0, 40, 80, 120, 160, 200])
        #expect(table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 4)
        #expect(table.contentSize.height == 240)
        // Kept and moved rows keep their cells (not configured again); only x is new.
        #expect(table.cellForRow(0) === cellA)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 1)) === cellD)
        #expect(cellD.frame == CGRect(0, 160, 320, 40) && cellD.indexPath == IndexPath(row: 2, section: 1))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1)) === cellE)
        #expect(source.configured == ["x"])
        #expect(window.events.isEmpty)
    }

    /// Sections: insert a new first section (n), delete old section 1 (f), reload nothing:
    /// before s0 = a b, s1 = f, s2 = c; after s0 = n, s1 = a b, s2 = c. Tops 0 | 40, 80 | 120.
    @Test func sectionInsertsAndDeletes() throws {
        let (window, table) = makeTableWindow()
        table.rowHeight = 40
        let source = SectionedSource([["a", "b"], ["f"], ["c"]])
        source.install(in: table)
        window.runRenderLoopTurn()
        let cellC = try #require(table.cellForRow(3))
        try table.performBatchUpdates { () throws(TableViewError) in
            source.sections = [["n"], ["a", "b"], ["c"]]
            try table.insertSections(IndexSet(integer: 0))
            try table.deleteSections(IndexSet(integer: 1))
        }
        window.runRenderLoopTurn()
        #expect(shownNames(table) == ["n", "a", "b", "c"])
        #expect((0..<4).map { table.rectForRow($0)?.minY } == [0, 40, 80, 120])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 2)) === cellC)
        // Moving section 2 (c) to the front keeps its rows: c | n | a b.
        try table.performBatchUpdates { () throws(TableViewError) in
            source.sections = [["c"], ["n"], ["a", "b"]]
            try table.moveSection(2, toSection: 0)
        }
        window.runRenderLoopTurn()
        #expect(shownNames(table) == ["c", "n", "a", "b"])
        #expect(table.cellForRow(0) === cellC)
    }

    /// Reloads: a reloaded row is configured again (its cell comes from the pool); a reloaded
    /// section may change its row count (s1: e f → e2 f2 g2), and nothing else is configured.
    /// After: s0 = a b c d (0…160), s1 = e2 f2 g2 (160, 200, 240).
    @Test func reloadedRowsAndSectionsAreConfiguredAgain() throws {
        let (window, table) = makeTableWindow()
        table.rowHeight = 40
        let source = SectionedSource([["a", "b", "c", "d"], ["e", "f"]])
        source.install(in: table)
        window.runRenderLoopTurn()
        let cellA = try #require(table.cellForRow(0))
        source.configured.removeAll()
        source.sections[0][1] = "b2"
        try table.reloadRows(at: [IndexPath(row: 1, section: 0)])
        window.runRenderLoopTurn()
        #expect(source.configured == ["b2"])
        #expect(shownNames(table) == ["a", "b2", "c", "d", "e", "f"])
        #expect(table.cellForRow(0) === cellA)

        source.configured.removeAll()
        source.sections[1] = ["e2", "f2", "g2"]
        try table.reloadSections(IndexSet(integer: 1))
        window.runRenderLoopTurn()
        #expect(source.configured == ["e2", "f2", "g2"])
        #expect(shownNames(table) == ["a", "b2", "c", "d", "e2", "f2", "g2"])
        #expect((4..<7).map { table.rectForRow($0)?.minY } == [160, 200, 240])
        #expect(table.contentSize.height == 280)
    }

    /// Counts that do not add up, indices out of range and conflicting updates throw a typed
    /// error naming the section, the row and the counts, and leave the table as it was.
    @Test func invalidBatchesThrowAndLeaveTheTableIntact() throws {
        let (window, table) = makeTableWindow()
        table.rowHeight = 40
        let source = SectionedSource([["a", "b", "c", "d"], ["e", "f"]])
        source.install(in: table)
        window.runRenderLoopTurn()
        let cells = table.visibleCells
        let before = (0..<6).map { table.rectForRow($0) }

        // b removed from the model, but no deleteRows: 4 − 0 + 0 ≠ 3.
        source.sections = [["a", "c", "d"], ["e", "f"]]
        #expect(
            throws: TableViewError.invalidNumberOfRows(
                section: 0, before: 4, after: 3, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0)
        ) {
            try table.performBatchUpdates { () throws(TableViewError) in }
            try table.insertRows(at: [])  // an empty batch is not checked…
            try table.reloadRows(at: [IndexPath(row: 0, section: 1)])  // …a non-empty one is
        }
        // A section appeared without insertSections: 2 + 0 − 0 ≠ 3.
        source.sections = [["a", "b", "c", "d"], ["e", "f"], ["g"]]
        #expect(throws: TableViewError.invalidNumberOfSections(before: 2, after: 3, inserted: 0, deleted: 0)) {
            try table.reloadRows(at: [IndexPath(row: 0, section: 0)])
        }
        source.sections = [["a", "b", "c", "d"], ["e", "f"]]
        #expect(
            throws: TableViewError.rowOutOfRangeInSection(
                section: 0, row: 9, operation: "deleteRows", numberOfRows: 4, before: true)
        ) {
            try table.deleteRows(at: [IndexPath(row: 9, section: 0)])
        }
        #expect(throws: TableViewError.conflictingUpdates(section: 0, row: 1, operation: "moveRow")) {
            try table.performBatchUpdates { () throws(TableViewError) in
                try table.deleteRows(at: [IndexPath(row: 1, section: 0)])
                try table.moveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 1))
            }
        }
        #expect(throws: TableViewError.sectionOutOfRange(2, operation: "deleteSections", numberOfSections: 2, before: true)) {
            try table.deleteSections(IndexSet(integer: 2))
        }
        let message = TableViewError.invalidNumberOfRows(
            section: 0, before: 4, after: 3, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0
        ).description
        #expect(message.contains("invalid number of rows in section 0"))
        #expect(message.contains("after the update (3)") && message.contains("before the update (4)"))

        // Intact: same rows, same rectangles, same cells, and a layout changes nothing.
        window.runRenderLoopTurn()
        #expect(table.numberOfRows == 6)
        #expect((0..<6).map { table.rectForRow($0) } == before)
        #expect(table.visibleCells.map(ObjectIdentifier.init) == cells.map(ObjectIdentifier.init))
        #expect(shownNames(table) == ["a", "b", "c", "d", "e", "f"])
    }

    /// Rows 40 tall at 320: the separator is a 1-point line along the bottom, y = 39, from the
    /// inset's left to 320 minus its right. Table default 16 left → (16, 39, 304, 1); a cell's own
    /// inset (0) wins → (0, 39, 320, 1); table inset 20/10 → (20, 39, 290, 1); right to left the
    /// two swap → (10, 39, 290, 1); style none → nil.
    @Test func separatorInsetIsALayoutValue() throws {
        let (window, table) = makeTableWindow()
        table.rowHeight = 40
        let source = SectionedSource([["a", "b"]])
        source.separatorInsets["b"] = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        source.install(in: table)
        window.runRenderLoopTurn()
        let a = try #require(table.cellForRow(0)), b = try #require(table.cellForRow(1))
        #expect(a.separatorFrame == CGRect(16, 39, 304, 1))
        #expect(b.separatorFrame == CGRect(0, 39, 320, 1))
        // The content view keeps the cell's full height.
        #expect(a.contentView.frame == CGRect(0, 0, 320, 40))

        table.separatorInset = EdgeInsets(top: 0, left: 20, bottom: 0, right: 10)
        table.separatorInset = EdgeInsets(top: 0, left: CGFloat.nan, bottom: 0, right: 0)  // refused
        window.runRenderLoopTurn()
        #expect(a.effectiveSeparatorInset == EdgeInsets(top: 0, left: 20, bottom: 0, right: 10))
        #expect(a.separatorFrame == CGRect(20, 39, 290, 1))
        window.layoutDirection = .rightToLeft
        window.runRenderLoopTurn()
        #expect(a.separatorFrame == CGRect(10, 39, 290, 1))
        table.separatorStyle = .none
        window.runRenderLoopTurn()
        #expect(a.separatorFrame == nil)
    }

    /// The table is a scroll view: scrolling 100 points moves its bounds, the rows keep their
    /// content frames, and the offset bounds come from the content size (361 − 480 < 0: no room).
    @Test func theTableIsAScrollView() throws {
        let (window, table) = makeTableWindow(height: 200)
        table.rowHeight = 40
        let source = SectionedSource([Array(repeating: "r", count: 20)])
        source.install(in: table)
        window.runRenderLoopTurn()
        let scroll: ScrollView = table
        #expect(scroll.contentSize == CGSize(width: 320, height: 800))
        #expect(scroll.maximumContentOffset == CGPoint(x: 0, y: 600))
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        window.runRenderLoopTurn()
        #expect(table.bounds == CGRect(0, 100, 320, 200))
        // Rows shown: tops in [100 − 44, 100 + 200 + 44) → rows 1 (40…80) to 8 (320).
        #expect(table.rowsWithCells == Array(1...8))
        let row3 = try #require(table.cellForRow(3))
        #expect(row3.frame == CGRect(0, 120, 320, 40))
        #expect(row3.convert(CGPoint.zero, to: window) == CGPoint(x: 0, y: 20))
    }
}
