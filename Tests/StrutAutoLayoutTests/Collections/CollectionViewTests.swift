import Foundation
import Testing

@testable import StrutAutoLayout

/// A cell holding one block of a fixed intrinsic size pinned 8 points inside its content view on
/// every side: its fitting size is the block's plus 16 on each axis.
final class BlockItemCell: CollectionViewCell {
    let block = IntrinsicView(10, 10, identifier: "block")
    var prepareCount = 0

    required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(block)
        LayoutConstraint.activate([
            block.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            block.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            contentView.trailingAnchor.constraint(equalTo: block.trailingAnchor, constant: 8),
            contentView.bottomAnchor.constraint(equalTo: block.bottomAnchor, constant: 8),
        ])
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        prepareCount += 1
    }
}

/// A header with nothing inside.
final class PlainHeader: CollectionReusableView {}

/// Sections of items whose block sizes come from a closure; registers `BlockItemCell` as "item"
/// and `PlainHeader` as the header.
final class ItemSource: CollectionViewDataSource, CollectionViewDataSourcePrefetching {
    var counts: [Int]
    let blockSize: (IndexPath) -> CGSize
    var configured: [IndexPath] = []
    var prefetches: [[IndexPath]] = []
    var cancellations: [[IndexPath]] = []

    init(counts: [Int], blockSize: @escaping (IndexPath) -> CGSize = { _ in CGSize(width: 10, height: 10) }) {
        self.counts = counts
        self.blockSize = blockSize
    }

    func install(in view: CollectionView) {
        view.register(BlockItemCell.self, forCellWithReuseIdentifier: "item")
        view.register(PlainHeader.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        view.dataSource = self
        view.prefetchDataSource = self
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        let cell = try collectionView.dequeueReusableCellValidated(withReuseIdentifier: "item", for: indexPath)
        (cell as? BlockItemCell)?.block.size = blockSize(indexPath)
        configured.append(indexPath)
        return cell
    }
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        throws -> CollectionReusableView?
    {
        try collectionView.dequeueReusableSupplementaryViewValidated(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) { prefetches.append(indexPaths) }
    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        cancellations.append(indexPaths)
    }
}

func makeCollectionWindow(_ layout: CollectionViewLayout, width: CGFloat = 320, height: CGFloat = 480) -> (RecordingWindow, CollectionView)
{
    let window = RecordingWindow(width, height)
    let view = CollectionView(frame: CGRect(0, 0, width, height), collectionViewLayout: layout)
    window.addSubview(view)
    return (window, view)
}

@Suite struct CollectionViewTests {
    /// Self-sizing by constraints: the flow layout case of `FlowLayoutTests` (estimate 100 × 40,
    /// insets 10, spacings 10 and 5), with the sizes now coming from the cells' constraints:
    /// blocks of 124×14, 74×34, 44×4, 184×24, 104×8 fit cells of those plus 16 — 140×30, 90×50,
    /// 60×20, 200×40, 120×24 — so the frames are `FlowLayoutTests.verticalFrames`. Each cell is
    /// measured once; its block is laid out inside it by the engine in the same pass.
    @Test func selfSizingCellsByConstraintsWrapAcrossLines() throws {
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 100, height: 40)
        layout.sectionInset = EdgeInsets(all: 10)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 5
        let blocks = [
            CGSize(width: 124, height: 14), CGSize(width: 74, height: 34), CGSize(width: 44, height: 4),
            CGSize(width: 184, height: 24), CGSize(width: 104, height: 8),
        ]
        let (window, view) = makeCollectionWindow(layout)
        let source = ItemSource(counts: [5]) { blocks[$0.item] }
        source.install(in: view)
        window.runRenderLoopTurn()
        #expect(view.visibleCells.map(\.frame) == FlowLayoutTests.verticalFrames)
        #expect(view.statistics.cellsMeasured == 5)
        #expect(view.contentSize == CGSize(width: 320, height: 144))
        let cell = try #require(view.cellForItem(at: IndexPath(item: 3, section: 0)) as? BlockItemCell)
        #expect(cell.block.frame == CGRect(8, 8, 184, 24))
        #expect(window.events.isEmpty)
    }

    /// 1,000 items of 100 × 100, three to a line (x = 0, 110, 220), lines 110 apart, with a
    /// 30-point header (lines start at 30). The 480-point screen meets lines 0…4 (30 + 440 = 470 <
    /// 480): 15 cells and the header. Scrolled to 1,130, it meets lines whose top 30 + 110k lies
    /// below 1,130 + 480 and whose bottom lies below 1,130: k = 10…14 (1,130…1,230 to 1,570…1,670),
    /// items 30…44, and no header: every cell is a reused one.
    @Test func onlyVisibleElementsHaveViewsAndViewsAreReused() throws {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let (window, view) = makeCollectionWindow(layout)
        let source = ItemSource(counts: [1000])
        source.install(in: view)
        window.runRenderLoopTurn()
        #expect(view.indexPathsForVisibleItems == (0..<15).map { IndexPath(item: $0, section: 0) })
        #expect(
            view.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(0, 0, 320, 30))
        #expect(view.statistics.viewsCreated == 16)
        #expect(view.contentSize == CGSize(width: 320, height: 30 + 333 * 110 + 100))

        view.contentOffset = CGPoint(x: 0, y: 1130)
        window.runRenderLoopTurn()
        #expect(view.indexPathsForVisibleItems == (30..<45).map { IndexPath(item: $0, section: 0) })
        #expect(view.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) == nil)
        #expect(view.statistics.viewsCreated == 16)
        #expect(view.statistics.viewsReused == 15)
        #expect(view.cellForItem(at: IndexPath(item: 31, section: 0))?.frame == CGRect(110, 30 + 1100, 100, 100))
        let prepared = view.visibleCells.compactMap { $0 as? BlockItemCell }.map(\.prepareCount).reduce(0, +)
        #expect(prepared == 15)
        #expect(view.numberOfReusableViews == 16)
    }

    /// Prefetching: with 100-point items three to a line, lines every 110 points, the 480-point
    /// screen shows lines 0…4 (items 0…14); the band one screen ahead (0…960) reaches line 8
    /// (880 < 960), so items 15…26 are announced. Scrolled down by 110 (110…590 shows items
    /// 3…17), the band 110…1,070 reaches line 9: items 27…29 are announced (items 0…2, left
    /// behind, are not); nothing is cancelled. Scrolled back to 0, the band is the screen and the
    /// one above it (−480…480): the announced items never shown, 18…29, are cancelled.
    @Test func prefetchAnnouncesTheNextScreenOnce() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let (window, view) = makeCollectionWindow(layout)
        let source = ItemSource(counts: [100])
        source.install(in: view)
        window.runRenderLoopTurn()
        #expect(source.prefetches == [(15...26).map { IndexPath(item: $0, section: 0) }])
        view.contentOffset.y = 110
        window.runRenderLoopTurn()
        #expect(source.prefetches.last == (27...29).map { IndexPath(item: $0, section: 0) })
        #expect(source.cancellations.isEmpty)
        view.contentOffset.y = 0
        window.runRenderLoopTurn()
        #expect(source.cancellations == [(18...29).map { IndexPath(item: $0, section: 0) }])
        #expect(view.statistics.itemsPrefetched == 15)
    }

    func batchFixture() -> (RecordingWindow, CollectionView, ItemSource) {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let (window, view) = makeCollectionWindow(layout)
        let source = ItemSource(counts: [3, 2])
        source.install(in: view)
        window.runRenderLoopTurn()
        return (window, view, source)
    }

    /// A valid batch: one item inserted at [0, 1] and [1, 0] deleted. The old [0, 1] and [0, 2]
    /// move to [0, 2] and [0, 3] with their cells; the old [1, 1] becomes [1, 0]. Section 0 now
    /// has four items (a second line: the fourth alone, centred at x = 110, y = 110), section 1
    /// one, on the line after: section 0 ends at 110 + 100 = 210 (no line spacing after its last
    /// line), so y = 210, centred.
    @Test func batchUpdatesMoveSurvivingCells() throws {
        let (window, view, source) = batchFixture()
        let old01 = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
        let old11 = try #require(view.cellForItem(at: IndexPath(item: 1, section: 1)))
        try view.performBatchUpdates {
            source.counts = [4, 1]
            try? view.insertItems(at: [IndexPath(item: 1, section: 0)])
            try? view.deleteItems(at: [IndexPath(item: 0, section: 1)])
        }
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0)) === old01)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 1)) === old11)
        window.runRenderLoopTurn()
        #expect(view.numberOfItems(inSection: 0) == 4)
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0)) === old01)
        #expect(view.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(110, 110, 100, 100))
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(110, 210, 100, 100))
        #expect(view.statistics.batchUpdates == 1)
    }

    /// Invalid batches throw an error naming the section or item and leave the view as it was.
    @Test func invalidBatchUpdatesThrowAndChangeNothing() throws {
        let (window, view, source) = batchFixture()
        let before = view.visibleCells.map { ObjectIdentifier($0) }
        func attempt(_ counts: [Int], _ changes: () throws -> Void) -> CollectionViewError? {
            do {
                try view.performBatchUpdates {
                    source.counts = counts
                    try? changes()
                }
                return nil
            } catch {
                source.counts = [3, 2]
                return error
            }
        }
        // Section 0 would have 5 items, but 3 + 1 inserted make 4.
        let count = attempt([5, 2]) { try view.insertItems(at: [IndexPath(item: 0, section: 0)]) }
        #expect(count == .invalidNumberOfItems(section: 0, before: 3, after: 5, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0))
        #expect(count.map { "\($0)" }?.contains("section 0 has 5 items after the update") == true)
        #expect(
            attempt([3, 1]) { try view.deleteItems(at: [IndexPath(item: 5, section: 1)]) }
                == .itemOutOfRange(IndexPath(item: 5, section: 1), operation: "deleteItems", numberOfItems: 2))
        #expect(
            attempt([3, 0]) { try view.deleteItems(at: [IndexPath(item: 1, section: 1), IndexPath(item: 1, section: 1)]) }
                == .duplicateItem(IndexPath(item: 1, section: 1), operation: "deleteItems"))
        #expect(
            attempt([3, 2, 0]) { try view.insertSections([4]) }
                == .sectionOutOfRange(4, operation: "insertSections", numberOfSections: 3))
        #expect(attempt([3, 2, 0]) {} == .invalidNumberOfSections(before: 2, after: 3, inserted: 0, deleted: 0))
        // A move out of section 0 into section 1: 3 − 1 = 2 and 2 + 1 = 3 add up.
        #expect(attempt([2, 3]) { try view.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 1)) } == nil)
        // The failed batches changed nothing; the valid one did.
        #expect(view.numberOfItems(inSection: 0) == 2)
        source.counts = [2, 3]
        window.runRenderLoopTurn()
        #expect(view.visibleCells.count == 5)
        #expect(Set(view.visibleCells.map { ObjectIdentifier($0) }) == Set(before))
        // Nested batches are refused.
        var nested: CollectionViewError?
        try view.performBatchUpdates {
            do { try view.performBatchUpdates {} } catch { nested = error as? CollectionViewError }
        }
        #expect(nested == .nestedBatchUpdates)
    }

    /// Self-sizing items of 1,000 in a compositional list: only the cells shown are measured, and
    /// scrolling measures the newcomers only. Rows are 44 estimated; blocks of 20 + 16 make 36-point
    /// rows, so the 480-point screen shows ⌈480 / 36⌉ = 14 rows (13 × 36 = 468 < 480).
    @Test func onlyShownCellsAreMeasured() {
        let layout = CollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
        let (window, view) = makeCollectionWindow(layout)
        let source = ItemSource(counts: [1000]) { _ in CGSize(width: 50, height: 20) }
        source.install(in: view)
        window.runRenderLoopTurn()
        #expect(view.indexPathsForVisibleItems.count == 14)
        #expect(view.cellForItem(at: IndexPath(item: 13, section: 0))?.frame == CGRect(0, 468, 320, 36))
        // Measured: the 14 shown, plus the estimated rows that came into the rect while the
        // first ones shrank from 44 to 36 (the rect first held ⌈480 / 44⌉ = 11 rows).
        #expect(view.statistics.cellsMeasured == 14)
        let layoutItems = layout.statistics.itemsComputed
        view.contentOffset.y = 36 * 14
        window.runRenderLoopTurn()
        #expect(view.statistics.cellsMeasured == 28)
        // Each measured row re-laid out only its own one-item group.
        #expect(layout.statistics.itemsComputed == layoutItems + 14)
        #expect(layout.statistics.fullPreparations == 1)
    }
}
