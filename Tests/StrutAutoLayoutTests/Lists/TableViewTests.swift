import Foundation
import StrutExamples
import Testing

@testable import StrutAutoLayout

@Suite struct TableViewReuseTests {
    /// 1,000 rows of 40 points in a 480-point table with a 44-point preload distance: the first
    /// layout shows the rows whose tops are above 480 + 44 = 524, rows 0…13 (13 × 40 = 520), 14 cells.
    /// While scrolling, a 568-point window (44 + 480 + 44) meets at most ⌊568 / 40⌋ + 2 = 16 rows of
    /// 40 points, so no more than 16 cells are ever made; every row is configured exactly once
    /// when scrolling straight down.
    @Test func cellsAreRecycledAndBoundedByTheVisibleRows() throws {
        let (window, table) = makeTableWindow()
        let source = BlockSource(count: 1000) { _ in 24 }  // 8 + 24 + 8 = 40 points
        source.install(in: table)
        window.runRenderLoopTurn()
        #expect(table.rowsWithCells == Array(0...13))
        #expect(table.statistics.cellsCreated == 14)
        #expect(source.census.live == 14)

        let result = ScrollRun.run(table, options: .init(pointsPerFrame: 37, recordsTrace: false))
        // Bottom offset 1000 × 40 − 480 = 39,520 reached in ⌈39,520 / 37⌉ = 1,069 frames.
        #expect(result.frames.count == 1069)
        #expect(table.contentOffset.y == 39_520)
        #expect(result.maxCellsHeld <= 16)
        #expect(table.statistics.cellsCreated <= 16)
        #expect(source.census.live == table.statistics.cellsCreated)
        #expect(source.configuredRows == Array(0..<1000))
        #expect(table.statistics.cellsReused == 1000 - table.statistics.cellsCreated)
        // The last rows shown: tops above 39,520 − 44 … below 40,000.
        #expect(table.rowsWithCells.first == 986)  // 986 × 40 + 40 = 39,480 > 39,520 − 44 = 39,476
        #expect(table.rowsWithCells.last == 999)
        // Each visible cell sits at its row, moved up by the offset on screen (the table fills the
        // window; in the table's own space, as in UIKit, points are content coordinates).
        let cell = try #require(table.cellForRow(990))
        #expect(cell.frame == CGRect(0, 39_600, 320, 40))
        #expect(cell.convert(CGPoint.zero, to: table.superview) == CGPoint(x: 0, y: 80))
        #expect((cell as? BlockCell)?.block.frame == CGRect(8, 8, 50, 24))
        #expect(window.events.isEmpty)
    }

    /// Reused cells get `prepareForReuse`; freed with the table (no leak through the engine).
    @Test func reusedCellsArePreparedAndFreedWithTheTable() {
        var census: CellCensus?
        do {
            let (window, table) = makeTableWindow()
            let source = BlockSource(count: 100) { _ in 24 }
            census = source.census
            source.install(in: table)
            window.runRenderLoopTurn()
            table.contentOffset.y = 2000  // rows 48…63: all 14 old cells go back to the pool
            window.runRenderLoopTurn()
            let prepared = table.visibleCells.compactMap { $0 as? BlockCell }.map(\.prepareCount).reduce(0, +)
            #expect(prepared == table.statistics.cellsReused)
            #expect(table.statistics.cellsReused == 14)
            table.removeFromSuperview()
            _ = window
        }
        #expect(census?.live == 0)
    }

    /// An unregistered identifier is a typed error naming it and the row; the other rows are laid out.
    @Test func unregisteredIdentifierIsReportedAndTheRestIsLaidOut() throws {
        final class Source: TableViewDataSource {
            func numberOfRows(in tableView: TableView) -> Int { 3 }
            func tableView(_ tableView: TableView, cellForRowAt row: Int) throws -> TableViewCell {
                try tableView.dequeueReusableCellValidated(withIdentifier: row == 1 ? "missing" : "block", for: row)
            }
        }
        let (window, table) = makeTableWindow()
        table.register(BlockCell.self, forCellReuseIdentifier: "block")
        table.rowHeight = 30
        let source = Source()
        table.dataSource = source
        window.runRenderLoopTurn()
        let error = try #require(table.lastError)
        #expect(error.row == 1)
        #expect(error.error as? TableViewError == .unregisteredIdentifier("missing", row: 1))
        #expect("\(error.error)".contains("'missing'"))
        #expect(table.rowsWithCells == [0, 2])
        #expect(table.cellForRow(2)?.frame == CGRect(0, 60, 320, 30))
    }
}

@Suite struct TableViewHeightTests {
    /// Block heights 20, 30, 40 repeating: row heights 8 + h + 8 = 36, 46, 56, equal to a fresh
    /// cell's fitting size; the rows stack: row 3 starts at 36 + 46 + 56 = 138.
    @Test func selfSizingHeightsEqualTheFittingSize() throws {
        let (window, table) = makeTableWindow()
        let source = BlockSource(count: 30) { CGFloat(20 + ($0 % 3) * 10) }
        source.install(in: table)
        window.runRenderLoopTurn()
        for row in table.rowsWithCells {
            let expected = CGFloat(36 + (row % 3) * 10)
            let fresh = BlockCell(reuseIdentifier: "block")
            fresh.block.size = CGSize(width: 50, height: source.blockHeight(row))
            let fitting = fresh.contentView.systemLayoutSizeFitting(
                CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            #expect(fitting.height == expected)
            #expect(table.rectForRow(row)?.height == expected)
            #expect(table.isHeightMeasured(forRow: row))
            #expect(table.cellForRow(row)?.frame.height == expected)
        }
        #expect(table.rectForRow(3) == CGRect(0, 138, 320, 36))
        let cell = try #require(table.cellForRow(4) as? BlockCell)
        #expect(cell.frame == CGRect(0, 174, 320, 46))
        #expect(cell.block.frame == CGRect(8, 8, 50, 30))
        // Rows not shown yet keep the estimate (44).
        #expect(!table.isHeightMeasured(forRow: 29))
        #expect(table.rectForRow(29)?.height == 44)
    }

    /// Heights from the delegate: 30 for even rows, 50 for odd; known for every row without cells.
    @Test func delegateHeightsNeedNoCells() {
        final class Delegate: TableViewDelegate {
            func tableView(_ tableView: TableView, heightForRowAt row: Int) -> CGFloat { row % 2 == 0 ? 30 : 50 }
        }
        let (window, table) = makeTableWindow()
        let source = BlockSource(count: 1000) { _ in 24 }
        source.install(in: table)
        let delegate = Delegate()
        table.delegate = delegate
        window.runRenderLoopTurn()
        #expect(table.rectForRow(3) == CGRect(0, 110, 320, 50))  // 30 + 50 + 30
        #expect(table.contentSize == CGSize(width: 320, height: 40_000))  // 500 × 80
        #expect(table.isHeightMeasured(forRow: 999))
        #expect(table.statistics.heightsMeasured == 0)
        #expect(table.cellForRow(1)?.frame == CGRect(0, 30, 320, 50))
        #expect((table.cellForRow(1) as? BlockCell)?.block.frame == CGRect(8, 8, 50, 34))
    }

    /// Estimates of 50, real heights of 80 (8 + 64 + 8). Opening at offset 1,000 puts row 20 at
    /// the top by the estimates; row 19 (in the preload band above) is measured, +30, so the offset
    /// becomes 1,030 and row 20 stays at the top of the screen. Installing measured heights for
    /// rows 0…9 moves the offset by 10 × 30 = 300 more, and row 20 still sits at y = 0; a height
    /// installed for a visible row (25) does not move the offset.
    @Test func estimateCorrectionKeepsTheVisibleContentStill() throws {
        let (window, table) = makeTableWindow()
        table.estimatedRowHeight = 50
        let source = BlockSource(count: 100) { _ in 64 }
        source.install(in: table)
        table.contentOffset.y = 1000
        window.runRenderLoopTurn()
        #expect(table.contentOffset.y == 1030)
        // Rows shown: [1030 − 44, 1030 + 480 + 44] → row 19 (950…1030) to row 26 (top 1510).
        #expect(table.rowsWithCells == Array(19...26))
        let top = try #require(table.cellForRow(20))
        #expect(top.convert(CGPoint.zero, to: table.superview) == .zero)
        #expect(top.frame == CGRect(0, 1030, 320, 80))

        for row in 0..<10 { table.setHeight(80, forRow: row, atWidth: 320) }
        window.runRenderLoopTurn()
        #expect(table.contentOffset.y == 1330)
        #expect(table.cellForRow(20)?.convert(CGPoint.zero, to: table.superview) == .zero)
        #expect(table.statistics.offsetCorrections == 11)

        table.setHeight(100, forRow: 25, atWidth: 320)
        table.setHeight(100, forRow: 40, atWidth: 999)  // another width: stale, ignored
        window.runRenderLoopTurn()
        #expect(table.contentOffset.y == 1330)
        #expect(table.rectForRow(25)?.height == 100)
        #expect(table.rectForRow(40)?.height == 50)
        #expect(table.cellForRow(20)?.convert(CGPoint.zero, to: table.superview) == .zero)
    }

    /// 1,000 points of wrapping content: at 320 wide ⌈1000 / 320⌉ = 4 lines = 80 points; at 200
    /// wide 5 lines = 100. Changing the width forgets every measured height: the rows shown are
    /// measured again, the others fall back to estimates (their old heights) until shown.
    @Test func widthChangeInvalidatesTheHeights() throws {
        let (window, table) = makeTableWindow()
        table.register(WrappingCell.self, forCellReuseIdentifier: "wrap")
        let source = WrappingSource(count: 50)
        table.dataSource = source
        window.runRenderLoopTurn()
        // Rows 0…6 shown (tops 0…480 < 524).
        #expect(table.rowsWithCells == Array(0...6))
        #expect(table.rectForRow(6) == CGRect(0, 480, 320, 80))
        #expect((table.cellForRow(1) as? WrappingCell)?.text.frame == CGRect(0, 0, 320, 80))
        let measuredBefore = table.statistics.heightsMeasured
        #expect(measuredBefore == 7)

        table.frame = CGRect(x: 0, y: 0, width: 200, height: 480)
        window.runRenderLoopTurn()
        // Rows with tops below 524 at 100 points each: 0…5.
        #expect(table.rowsWithCells == Array(0...5))
        #expect(table.statistics.heightsMeasured == measuredBefore + 6)
        #expect(table.rectForRow(5) == CGRect(0, 500, 200, 100))
        #expect((table.cellForRow(1) as? WrappingCell)?.text.frame == CGRect(0, 0, 200, 100))
        // Row 6 was measured at 320 only: now an estimate (keeping its old 80).
        #expect(!table.isHeightMeasured(forRow: 6))
        #expect(table.rectForRow(6)?.height == 80)
    }

    /// Reloading a row forgets its height: its new data is measured at the next layout.
    @Test func reloadingARowRemeasuresIt() {
        let (window, table) = makeTableWindow()
        var heights: [CGFloat] = Array(repeating: 24, count: 20)
        let source = BlockSource(count: 20) { heights[$0] }
        source.install(in: table)
        window.runRenderLoopTurn()
        #expect(table.rectForRow(2) == CGRect(0, 80, 320, 40))
        heights[1] = 44
        table.reloadRows([1])
        window.runRenderLoopTurn()
        #expect(table.rectForRow(1) == CGRect(0, 40, 320, 60))
        #expect(table.rectForRow(2) == CGRect(0, 100, 320, 40))
        #expect(table.cellForRow(2)?.frame == CGRect(0, 100, 320, 40))
    }
}

@Suite struct ScrollRunTests {
    private func scroll(churns: Bool) -> (ScrollRun.Result, BeverageSource) {
        let (window, table) = makeTableWindow()
        let source = BeverageSource(count: 300, churns: churns)
        source.install(in: table)
        let result = ScrollRun.run(table, options: .init(pointsPerFrame: 50))
        #expect(window.events.isEmpty)
        return (result, source)
    }

    /// The churning cell reactivates its constraints every time it is configured; the fixed one
    /// never does. What the cells' own bookkeeping says they did is what the run charged to their
    /// views, and the engine's solver work is the same for both (the rows are handed over).
    @Test func churnIsCountedForTheChurningCellAndZeroForTheFixedOne() throws {
        let (churning, churningSource) = scroll(churns: true)
        let (fixed, fixedSource) = scroll(churns: false)

        let churningTotal = churning.churnByView.reduce(into: ConstraintChurn()) { $0 += $1.churn }
        let fixedTotal = fixed.churnByView.reduce(into: ConstraintChurn()) { $0 += $1.churn }
        let churningExpected = churningSource.cells.reduce(into: ConstraintChurn()) { $0 += $1.expected }
        let fixedExpected = fixedSource.cells.reduce(into: ConstraintChurn()) { $0 += $1.expected }

        #expect(fixedTotal.reactivated == 0)
        #expect(fixedTotal == fixedExpected)
        #expect(churningTotal == churningExpected)
        // Every reuse of a churning cell reactivates at least its five shared constraints.
        #expect(churningTotal.reactivated >= 5 * churning.tableStatistics.cellsReused)
        #expect(churning.tableStatistics.cellsReused > 250)
        // Same rows swapped, same solver operations, frame by frame.
        #expect(churning.frames.map(\.engineOperations) == fixed.frames.map(\.engineOperations))
        #expect(churning.frames.map(\.churn.reactivated).reduce(0, +) == churningTotal.reactivated)
        // Churn is charged to the views named first: the name label owns name.leading and name.top.
        let nameChurn = churning.churnByView.filter { $0.view.hasSuffix("IntrinsicView 'name'") }
        #expect(!nameChurn.isEmpty)
        #expect(nameChurn.allSatisfy { $0.churn.reactivated % 2 == 0 })
    }

    /// The trace is Chrome trace-event JSON with a span per pass, per cell configured and per
    /// cell whose constraints were updated, and a frame span carrying the frame's counts.
    @Test func traceIsChromeTraceEventJSON() throws {
        let (result, _) = scroll(churns: true)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(result.traceJSON().utf8)) as? [String: Any])
        let events = try #require(json["traceEvents"] as? [[String: Any]])
        let names = Set(events.compactMap { $0["name"] as? String })
        for name in ["update constraints", "layout", "display", "configure row 0", "update constraints row 0", "frame 0", "initial layout"]
        {
            #expect(names.contains(name), "missing \(name)")
        }
        let spans = events.filter { $0["ph"] as? String == "X" }
        #expect(spans.allSatisfy { ($0["dur"] as? Double ?? -1) >= 0 && $0["ts"] != nil })
        let timestamps = events.dropFirst().compactMap { $0["ts"] as? Double }
        #expect(timestamps == timestamps.sorted())
        let frame0 = try #require(events.first { $0["name"] as? String == "frame 0" })
        let args = try #require(frame0["args"] as? [String: Any])
        #expect(args["cellsConfigured"] as? Int == result.frames[0].cellsConfigured)
        // 300 rows of 40 − 480 = 11,520 points at 50 a frame: ⌈11,520 / 50⌉ = 231 frames.
        #expect(result.frames.count == 231)
        #expect(result.summary.count == 231)
    }

    /// Nearest-rank percentiles and budget counts on known durations.
    @Test func frameSummaryPercentiles() {
        // 1…100 ms: median 50, 95th 95, 99th 99; over 8.33 ms: 92 frames (9…100), over 16.67: 84.
        let s = FrameTimeSummary(durations: (1...100).reversed().map { Double($0) / 1000 })
        #expect(s.median == 0.050)
        #expect(s.p95 == 0.095)
        #expect(s.p99 == 0.099)
        #expect(s.max == 0.100)
        #expect(s.framesOver120Hz == 92)
        #expect(s.framesOver60Hz == 84)
        #expect(s.maxOverMedian == 2)
    }
}
