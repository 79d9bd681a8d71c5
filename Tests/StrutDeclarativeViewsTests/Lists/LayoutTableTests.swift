import DeclarativeTestSupport
import Foundation
import StrutAutoLayout
import StrutDeclarativeViews
import StrutExamples
import Testing

@testable import StrutDeclarative

/// Row `i`: a block `20 + (i % 4) × 10` tall inside 8-point insets, so rows are 36, 46, 56, 66
/// points tall; the block fills the width (a size layout without a width fills horizontally).
private func rowLayouts(_ count: Int, counter: Counter) -> [any Layout] {
    (0..<count).map { i in
        CountingLayout(
            base: InsetLayout(
                inset: 8,
                sublayout: SizeLayout(
                    height: CGFloat(20 + (i % 4) * 10), viewReuseId: "block", view: ViewRecipe { View() })),
            counter: counter)
    }
}

private func rowHeight(_ i: Int) -> CGFloat { CGFloat(36 + (i % 4) * 10) }

private func makeTable() -> (Window, TableView) {
    let window = Window(size: CGSize(width: 320, height: 480))
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.addSubview(table)
    return (window, table)
}

@Suite struct LayoutTableTests {
    /// Without precomputation the rows self-size from the layouts' measurement when shown, and
    /// each cell's content view holds the block at (8, 8, 304, h − 16).
    @Test func rowsSelfSizeFromTheLayouts() throws {
        let counter = Counter()
        let (window, table) = makeTable()
        let source = LayoutTableSource(layouts: rowLayouts(100, counter: counter))
        source.install(in: table)
        window.runRenderLoopTurn()
        // Tops 0, 36, 82, 138, 204, 240, 286, 342, 408, 444, 490, 546: rows 0…10 start above
        // 480 + 44 = 524.
        #expect(table.rowsWithCells == Array(0...10))
        for row in table.rowsWithCells {
            #expect(table.rectForRow(row)?.height == rowHeight(row))
        }
        #expect(table.rectForRow(4)?.minY == 204)
        let cell = try #require(table.cellForRow(2))
        #expect(cell.contentView.subviews.count == 1)
        #expect(cell.contentView.subviews.first?.frame == CGRect(x: 8, y: 8, width: 304, height: 40))
        #expect(table.statistics.heightsMeasured == 11)
        withExtendedLifetime(source) {}
    }

    /// Arrangements computed ahead on background tasks: heights for all rows before any is
    /// shown, and a scroll from top to bottom measures nothing (the layouts are never asked).
    @Test func backgroundArrangementsSpareTheScrollAnyMeasurement() async throws {
        let counter = Counter()
        let layouts = rowLayouts(400, counter: counter)
        let (window, table) = makeTable()
        let source = LayoutTableSource(layouts: layouts)
        source.install(in: table)
        let arranged = try await LayoutTableSource.arrangements(of: layouts, width: 320, maxConcurrentTasks: 2)
        #expect(counter.count == 400)
        source.install(arranged, width: 320, in: table)
        // 100 groups of 36 + 46 + 56 + 66 = 204.
        #expect(table.contentSize == CGSize(width: 320, height: 20_400))
        #expect((0..<400).allSatisfy { table.isHeightMeasured(forRow: $0) })
        let result = ScrollRun.run(table, options: .init(pointsPerFrame: 60, recordsTrace: false))
        #expect(counter.count == 400)
        #expect(table.statistics.heightsMeasured == 0)
        #expect(result.frames.count == 332)  // ⌈(20,400 − 480) / 60⌉
        let last = try #require(table.cellForRow(399))
        #expect(last.frame == CGRect(x: 0, y: 20_400 - 66, width: 320, height: 66))
        #expect(last.contentView.subviews.first?.frame == CGRect(x: 8, y: 8, width: 304, height: 50))
        _ = window
    }

    /// Installed while scrolled into estimated rows: the rows above the top move the offset by
    /// their corrections, so the row at the top stays at the top of the screen.
    @Test func backgroundHeightsKeepTheVisibleRowStill() async throws {
        let counter = Counter()
        let layouts = rowLayouts(200, counter: counter)
        let (window, table) = makeTable()
        table.estimatedRowHeight = 50
        let source = LayoutTableSource(layouts: layouts)
        source.install(in: table)
        table.contentOffset.y = 2000  // row 40 by the estimates
        window.runRenderLoopTurn()
        let topRow = try #require(table.rowsWithCells.first { (table.rectForRow($0)?.maxY ?? 0) > table.contentOffset.y })
        let screenY = try #require(table.cellForRow(topRow)).convert(CGPoint.zero, to: table.superview).y
        let arranged = try await LayoutTableSource.arrangements(of: layouts, width: 320)
        source.install(arranged, width: 320, in: table)
        window.runRenderLoopTurn()
        #expect(table.cellForRow(topRow)?.convert(CGPoint.zero, to: table.superview).y == screenY)
        // The offset is now the real top of that row minus its on-screen position:
        // 204 per four rows, plus the rows of the last partial group.
        let top = (0..<topRow).reduce(CGFloat(0)) { $0 + rowHeight($1) }
        #expect(table.contentOffset.y == top - screenY)
    }
}
