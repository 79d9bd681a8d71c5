import DeclarativeTestSupport
import Foundation
import StrutAutoLayout
import Testing

@testable import StrutDeclarative
@testable import StrutDeclarativeViews

/// Item `i`: a block `20 + (i % 4) × 10` tall inside 8-point insets: 36, 46, 56, 66 points tall,
/// as wide as it is arranged.
private func items(_ count: Int, from first: Int = 0) -> [any Layout] {
    (first..<(first + count)).map { i in
        InsetLayout(inset: 8, sublayout: SizeLayout(height: CGFloat(20 + (i % 4) * 10), viewReuseId: "block", view: ViewRecipe { View() }))
    }
}

private func header() -> any Layout { SizeLayout(height: 30, viewReuseId: "title", view: ViewRecipe { View() }) }

private final class Log: @unchecked Sendable { var lines: [String] = [] }

private func makeCollection() -> (Window, CollectionView) {
    let window = Window(size: CGSize(width: 320, height: 480))
    let layout = CollectionViewFlowLayout()
    layout.minimumLineSpacing = 0
    let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    window.addSubview(view)
    return (window, view)
}

@Suite struct ReloadableViewLayoutAdapterTests {
    /// 40 items under a 30-point header, arranged 320 wide: each is a full-width line of the flow
    /// layout, tops 30 + 0, 36, 82, 138, 204, 240, 286, 342, 408, 444, 490… so the 480-point screen
    /// shows items 0…9 (item 9 at 474). Into the empty view the reload goes incrementally, 16
    /// items at a time: one reload of the view, then two inserts (items 16…31, 32…39).
    @Test func incrementalReloadIntoAnEmptyCollectionView() async throws {
        let (window, view) = makeCollection()
        let adapter = ReloadableViewLayoutAdapter()
        let log = Log()
        adapter.logger = { log.lines.append($0) }
        adapter.install(in: view)
        try await adapter.reload(width: 320, sections: [LayoutSection(header: header(), items: items(40))])
        #expect(
            log.lines == [
                "reloadData: 1 sections, 16 items", "insertItems: section 0, items 16..<32", "insertItems: section 0, items 32..<40",
            ])
        window.runRenderLoopTurn()
        #expect(view.numberOfItems(inSection: 0) == 40)
        #expect(view.indexPathsForVisibleItems == (0..<10).map { IndexPath(item: $0, section: 0) })
        let cell = try #require(view.cellForItem(at: IndexPath(item: 4, section: 0)))
        #expect(cell.frame == CGRect(x: 0, y: 234, width: 320, height: 36))
        #expect(cell.contentView.subviews.first?.frame == CGRect(x: 8, y: 8, width: 304, height: 20))
        let headerView = view.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(headerView?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(headerView?.subviews.first?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        withExtendedLifetime(adapter) {}
    }

    /// A reload with batch updates: item 99 inserted at the top (a 66-point block: 99 % 4 = 3).
    /// The old item 0's cell is now item 1's, 66 points lower (30 + 66 = 96). A batch that does
    /// not match the sections throws the collection view's error and keeps the arrangement.
    @Test func batchUpdatesKeepCellsAndBadOnesChangeNothing() async throws {
        let (window, view) = makeCollection()
        let adapter = ReloadableViewLayoutAdapter()
        adapter.install(in: view)
        try adapter.reloadSynchronously(width: 320, sections: [LayoutSection(header: header(), items: items(5))])
        window.runRenderLoopTurn()
        let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))

        var updates = LayoutBatchUpdates()
        updates.insertItems = [IndexPath(item: 0, section: 0)]
        try await adapter.reload(
            width: 320, sections: [LayoutSection(header: header(), items: items(1, from: 99) + items(5))], batchUpdates: updates)
        window.runRenderLoopTurn()
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) === first)
        #expect(first.frame == CGRect(x: 0, y: 96, width: 320, height: 36))
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 30, width: 320, height: 66))

        var wrong = LayoutBatchUpdates()
        wrong.insertItems = [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)]
        await #expect(
            throws: CollectionViewError.invalidNumberOfItems(
                section: 0, before: 6, after: 7, inserted: 2, deleted: 0, movedIn: 0, movedOut: 0)
        ) {
            try await adapter.reload(width: 320, sections: [LayoutSection(items: items(7))], batchUpdates: wrong)
        }
        #expect(adapter.currentArrangement[0].items.count == 6)
        #expect(adapter.currentArrangement[0].header != nil)
        #expect(view.numberOfItems(inSection: 0) == 6)
        withExtendedLifetime(adapter) {}
    }

    /// A newer reload cancels an older one still arranging: the older throws CancellationError
    /// and the view shows the newer sections.
    @MainActor @Test func aNewerReloadCancelsAnOlderOne() async throws {
        let (window, view) = makeCollection()
        let adapter = ReloadableViewLayoutAdapter()
        adapter.install(in: view)
        try adapter.reloadSynchronously(width: 320, sections: [LayoutSection(items: items(3))])
        let older = Task { try await adapter.reload(width: 320, sections: [LayoutSection(items: items(500))]) }
        let newer = Task {
            try await adapter.reload(width: 320, sections: [LayoutSection(items: items(2)), LayoutSection(items: items(4))])
        }
        await #expect(throws: CancellationError.self) { try await older.value }
        try await newer.value
        window.runRenderLoopTurn()
        #expect(view.numberOfSections == 2)
        #expect(view.numberOfItems(inSection: 1) == 4)
    }

    /// In a table: rows as tall as their arrangements (36, 46, 56…), the header's height from its
    /// arrangement (30); the second row starts at 30 + 36 = 66.
    @Test func tableRowsTakeTheArrangementsHeights() throws {
        let window = Window(size: CGSize(width: 320, height: 480))
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(table)
        let adapter = ReloadableViewLayoutAdapter()
        adapter.install(in: table)
        try adapter.reloadSynchronously(width: 320, sections: [LayoutSection(header: header(), items: items(20))])
        window.runRenderLoopTurn()
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 66, width: 320, height: 46))
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(cell.contentView.subviews.first?.frame == CGRect(x: 8, y: 8, width: 304, height: 40))
        withExtendedLifetime(adapter) {}
    }
}
