import Foundation
import StrutTestSupport
import Testing

@testable import StrutAutoLayout

/// Frames of `CollectionViewFlowLayout`, derived by hand from the rules documented on the type:
/// greedy line filling with `minimumInteritemSpacing`, justified lines, lone items centred,
/// items centred on their line, `minimumLineSpacing` between lines.
@Suite struct FlowLayoutTests {
    /// Five self-sizing items (estimate 100 × 40) in a 320-wide vertical flow, insets 10,
    /// spacings 10 between items and 5 between lines; the cells then prefer
    /// 0: 140×30, 1: 90×50, 2: 60×20, 3: 200×40, 4: 120×24. The line is 320 − 20 = 300 long.
    /// - Line 0: 140 + 10 + 90 = 240 ≤ 300, + 10 + 60 = 310 > 300 → items 0, 1. Justified: the gap
    ///   is 300 − 230 = 70, so x = 10 and 10 + 140 + 70 = 220 (ending at 310 = 320 − 10).
    ///   Thickness 50, starting at the top inset y = 10; item 0 centred: 10 + (50 − 30)/2 = 20.
    /// - Line 1 at 10 + 50 + 5 = 65: 60 + 10 + 200 = 270, + 10 + 120 = 400 > 300 → items 2, 3;
    ///   gap 300 − 260 = 40: x = 10 and 110. Thickness 40; item 2 at 65 + (40 − 20)/2 = 75.
    /// - Line 2 at 65 + 40 + 5 = 110: item 4 alone, centred: x = 10 + (300 − 120)/2 = 100.
    /// - Content height 110 + 24 + 10 = 144.
    static let verticalFrames = [
        CGRect(10, 20, 140, 30), CGRect(220, 10, 90, 50), CGRect(10, 75, 60, 20), CGRect(110, 65, 200, 40),
        CGRect(100, 110, 120, 24),
    ]
    static let preferred = [
        CGSize(width: 140, height: 30), CGSize(width: 90, height: 50), CGSize(width: 60, height: 20),
        CGSize(width: 200, height: 40), CGSize(width: 120, height: 24),
    ]

    func selfSizingLayout(direction: UserInterfaceLayoutDirection = .leftToRight) -> CollectionViewFlowLayout {
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 100, height: 40)
        layout.sectionInset = EdgeInsets(all: 10)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 5
        layout.environment = CollectionLayoutEnvironment(containerSize: CGSize(width: 320, height: 480), layoutDirection: direction)
        layout.itemCounts = [5]
        return layout
    }

    /// Before the cells size themselves the items are at the estimate: 100 + 10 + 100 = 210,
    /// + 10 + 100 = 320 > 300, so two per line, justified (gap 300 − 200 = 100: x = 10, 210),
    /// the fifth alone, centred at 10 + 100 = 110; lines at 10, 55, 100; height 100 + 40 + 10 = 150.
    @Test func estimatesThenSelfSizedCellsWrapAcrossLines() {
        let layout = selfSizingLayout()
        #expect(
            itemFrames(layout) == [
                CGRect(10, 10, 100, 40), CGRect(210, 10, 100, 40), CGRect(10, 55, 100, 40), CGRect(210, 55, 100, 40),
                CGRect(110, 100, 100, 40),
            ])
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 150))
        for (i, size) in Self.preferred.enumerated() { reportPreferredSize(size, at: IndexPath(item: i, section: 0), to: layout) }
        #expect(itemFrames(layout) == Self.verticalFrames)
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 144))
    }

    /// Right to left: the same frames mirrored across the 320-point content (x′ = 320 − maxX), so
    /// item 0 sits at the right edge: 320 − 150 = 170.
    @Test func rightToLeftMirrorsEveryLine() {
        let layout = selfSizingLayout(direction: .rightToLeft)
        for (i, size) in Self.preferred.enumerated() { reportPreferredSize(size, at: IndexPath(item: i, section: 0), to: layout) }
        #expect(
            itemFrames(layout) == [
                CGRect(170, 20, 140, 30), CGRect(10, 10, 90, 50), CGRect(250, 75, 60, 20), CGRect(10, 65, 200, 40),
                CGRect(100, 110, 120, 24),
            ])
        // A rect query in the mirrored space finds the mirrored frames: the right 150 points of line 0.
        let hits = layout.layoutAttributesForElements(in: CGRect(170, 0, 150, 60)).map(\.indexPath.item)
        #expect(hits == [0])
    }

    /// Scrolling horizontally the lines are columns filled top to bottom. Container 320 × 200,
    /// insets 10, so a column is 200 − 20 = 180 long; preferred 0: 40×60, 1: 50×70, 2: 30×80,
    /// 3: 60×50, 4: 20×100.
    /// - Column 0 at x = 10: 60 + 10 + 70 = 140, + 10 + 80 = 230 > 180 → items 0, 1; gap
    ///   180 − 130 = 50: y = 10, 120. Width 50; item 0 centred: x = 10 + (50 − 40)/2 = 15.
    /// - Column 1 at 10 + 50 + 5 = 65: 80 + 10 + 50 = 140, + 10 + 100 > 180 → items 2, 3; gap 50:
    ///   y = 10, 140. Width 60; item 2 at 65 + (60 − 30)/2 = 80.
    /// - Column 2 at 65 + 60 + 5 = 130: item 4 alone, centred: y = 10 + (180 − 100)/2 = 50.
    /// - Content width 130 + 20 + 10 = 160, height 200.
    @Test func horizontalScrollingFillsColumns() {
        let layout = selfSizingLayout()
        layout.scrollDirection = .horizontal
        layout.environment.containerSize = CGSize(width: 320, height: 200)
        let sizes = [
            CGSize(width: 40, height: 60), CGSize(width: 50, height: 70), CGSize(width: 30, height: 80),
            CGSize(width: 60, height: 50), CGSize(width: 20, height: 100),
        ]
        for (i, size) in sizes.enumerated() { reportPreferredSize(size, at: IndexPath(item: i, section: 0), to: layout) }
        #expect(
            itemFrames(layout) == [
                CGRect(15, 10, 40, 60), CGRect(10, 120, 50, 70), CGRect(80, 10, 30, 80), CGRect(65, 140, 60, 50),
                CGRect(130, 50, 20, 100),
            ])
        #expect(layout.collectionViewContentSize == CGSize(width: 160, height: 200))
    }

    /// Three sections of four 100 × 50 items with 30-point headers in a 320-wide view, spacings 10:
    /// 100 × 3 + 10 × 2 = 320 fits, so lines of three (x = 0, 110, 220) and the fourth alone,
    /// centred at x = 110. A section is header 0…30, line 30…80, line 90…140: 140 long, so the
    /// sections start at 0, 140, 280 and the content is 420 high.
    func headedLayout() -> CollectionViewFlowLayout {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.headerReferenceSize = CGSize(width: 999, height: 30)  // the width is ignored
        layout.environment = CollectionLayoutEnvironment(containerSize: CGSize(width: 320, height: 200))
        layout.itemCounts = [4, 4, 4]
        return layout
    }

    @Test func headersSpanTheContentAndSectionsFollowEachOther() {
        let layout = headedLayout()
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 420))
        #expect(
            itemFrames(layout, section: 1) == [
                CGRect(0, 170, 100, 50), CGRect(110, 170, 100, 50), CGRect(220, 170, 100, 50), CGRect(110, 230, 100, 50),
            ])
        let header = layout.layoutAttributesForSupplementaryView(
            ofKind: CollectionElementKind.sectionHeader, at: IndexPath(item: 0, section: 2))
        #expect(header?.frame == CGRect(0, 280, 320, 30))
        #expect(
            layout.layoutAttributesForSupplementaryView(ofKind: CollectionElementKind.sectionFooter, at: IndexPath(item: 0, section: 0))
                == nil)
    }

    /// Pinned headers: a header stays at the visible top, max(section start, min(visible top,
    /// section end − header)), i.e. for section 0 (0…140): top 0 → 0, 50 → 50, 125 → 110 (pushed
    /// by its section's end, 140 − 30); section 1 (140…280) at top 125 → 140 (its own place),
    /// 200 → 200. A content inset of 20 at the top pins below it: top 50 → 70.
    @Test(arguments: [
        (0.0, 0, 0.0), (50, 0, 50), (125, 0, 110), (125, 1, 140), (200, 1, 200), (275, 1, 250),
    ])
    func pinnedHeadersFollowTheVisibleTop(top: CGFloat, section: Int, expected: CGFloat) {
        let layout = headedLayout()
        layout.sectionHeadersPinToVisibleBounds = true
        layout.visibleBounds = CGRect(0, top, 320, 200)
        let header = layout.layoutAttributesForSupplementaryView(
            ofKind: CollectionElementKind.sectionHeader, at: IndexPath(item: 0, section: section))
        #expect(header?.frame == CGRect(0, expected, 320, 30))
        #expect(header?.zIndex == 10)
        // The rect query returns the same pinned frame.
        let queried = layout.layoutAttributesForElements(in: layout.visibleBounds)
            .first { $0.representedElementKind == CollectionElementKind.sectionHeader && $0.indexPath.section == section }
        #expect(queried?.frame == header?.frame)
    }

    @Test func pinnedHeadersStayBelowTheContentInset() {
        let layout = headedLayout()
        layout.sectionHeadersPinToVisibleBounds = true
        layout.environment.contentInsets = EdgeInsets(top: 20)
        layout.visibleBounds = CGRect(0, 50, 320, 200)
        #expect(
            layout.layoutAttributesForSupplementaryView(
                ofKind: CollectionElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))?.frame == CGRect(0, 70, 320, 30))
    }

    /// y 85…145 meets item 3 of section 0 (90…140 at x 110…210) and section 1's header (140…170)
    /// and nothing else; a 10-point strip between item 0 and item 1 (x 100…110) touches both but
    /// overlaps neither, nor the header above it.
    @Test func rectQueriesReturnExactlyTheOverlappingElements() {
        let layout = headedLayout()
        let hits = layout.layoutAttributesForElements(in: CGRect(0, 85, 320, 60))
        #expect(
            hits.map(\.description) == [
                "cell [0, 3] (110, 90, 100, 50)", "UICollectionElementKindSectionHeader [1, 0] (0, 140, 320, 30)",
            ])
        #expect(layout.layoutAttributesForElements(in: CGRect(100, 30, 10, 50)).isEmpty)
    }

    /// Differential: for 300 random rects, the query equals the brute-force filter of every
    /// element (headers, items, footers) by overlap, in both scroll directions and right to left.
    @Test(arguments: [
        (CollectionViewScrollDirection.vertical, UserInterfaceLayoutDirection.leftToRight),
        (.horizontal, .leftToRight), (.vertical, .rightToLeft),
    ])
    func rectQueriesMatchBruteForce(scroll: CollectionViewScrollDirection, direction: UserInterfaceLayoutDirection) {
        var random = SplitMix64(state: 16)
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = scroll
        layout.estimatedItemSize = CGSize(width: 60, height: 40)
        layout.headerReferenceSize = CGSize(width: 25, height: 25)
        layout.footerReferenceSize = CGSize(width: 15, height: 15)
        layout.sectionInset = EdgeInsets(top: 5, left: 7, bottom: 9, right: 11)
        layout.environment = CollectionLayoutEnvironment(containerSize: CGSize(width: 300, height: 260), layoutDirection: direction)
        layout.itemCounts = (0..<6).map { _ in random.next(in: 0...25) }
        for s in 0..<6 {
            for i in 0..<layout.itemCounts[s] where random.next(in: 0...1) == 1 {
                let size = CGSize(width: random.next(in: 10...140), height: random.next(in: 10...90))
                reportPreferredSize(size, at: IndexPath(item: i, section: s), to: layout)
            }
        }
        let all = allElements(of: layout)
        let content = layout.collectionViewContentSize
        for _ in 0..<300 {
            let x = CGFloat(random.next(in: -20...Int(content.width) + 20)), y = CGFloat(random.next(in: -20...Int(content.height) + 20))
            let rect = CGRect(x, y, CGFloat(random.next(in: 0...200)), CGFloat(random.next(in: 0...200)))
            let expected = Set(all.filter { overlaps($0.frame, rect) })
            let got = layout.layoutAttributesForElements(in: rect)
            #expect(Set(got) == expected)
            #expect(got.count == expected.count)
        }
    }

    /// Three sections of six self-sizing items (estimate 100 × 50) in a 320-wide view: three per
    /// line (300 + 20 = 320), two lines per section (0…50, 60…110), so sections start at 0, 110, 220
    /// and the full preparation computes 18 items.
    /// - Item [1, 1] grows to 100 × 80: same width, so only its line's thickness changes: 3 items
    ///   recomputed, section 1 becomes 80 + 10 + 50 = 140 long, section 2 moves to 250; item [1, 0]
    ///   is centred on the 80-point line at 110 + 15 = 125; section 0 is untouched.
    /// - Item [1, 1] widens to 150 × 80: 100 + 10 + 150 = 260, + 10 + 100 > 320, so section 1's
    ///   lines are broken again from its first line: 6 items recomputed (line [0, 1] with the gap
    ///   320 − 250 = 70 → x = 0, 170, item 0 still centred at 125; line [2, 3, 4] at 110 + 80 + 10
    ///   = 200; item 5 alone at x = 110, y = 260); section 1 is
    ///   80 + 10 + 50 + 10 + 50 = 200 long, section 2 starts at 310.
    @Test func aSelfSizedItemRecomputesOnlyItsLineAndMovesLaterSections() {
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 100, height: 50)
        layout.environment = CollectionLayoutEnvironment(containerSize: CGSize(width: 320, height: 480))
        layout.itemCounts = [6, 6, 6]
        layout.prepareIfNeeded()
        #expect(layout.statistics.itemsComputed == 18)
        #expect(layout.statistics.fullPreparations == 1)
        let section0 = itemFrames(layout, section: 0)

        reportPreferredSize(CGSize(width: 100, height: 80), at: IndexPath(item: 1, section: 1), to: layout)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(0, 125, 100, 50))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))?.frame == CGRect(0, 250, 100, 50))
        #expect(layout.statistics.itemsComputed == 18 + 3)
        #expect(layout.statistics.fullPreparations == 1)
        #expect(layout.statistics.sectionsComputed == 3)
        #expect(itemFrames(layout, section: 0) == section0)

        reportPreferredSize(CGSize(width: 150, height: 80), at: IndexPath(item: 1, section: 1), to: layout)
        #expect(
            itemFrames(layout, section: 1) == [
                CGRect(0, 125, 100, 50), CGRect(170, 110, 150, 80), CGRect(0, 200, 100, 50), CGRect(110, 200, 100, 50),
                CGRect(220, 200, 100, 50), CGRect(110, 260, 100, 50),
            ])
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))?.frame == CGRect(0, 310, 100, 50))
        #expect(layout.statistics.itemsComputed == 18 + 3 + 6)
        #expect(layout.statistics.fullPreparations == 1)
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 310 + 110))
    }

    /// Bad input never reaches a frame: NaN and negative sizes from a delegate become zero, an
    /// infinite spacing becomes zero, and index paths out of range answer `nil`.
    @Test func badMetricsAreSanitized() {
        final class Delegate: CollectionViewFlowLayoutDelegate {
            func flowLayout(_ layout: CollectionViewFlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                indexPath.item == 0 ? CGSize(width: CGFloat.nan, height: -5) : CGSize(width: 40, height: CGFloat.infinity)
            }
        }
        let delegate = Delegate()
        let layout = CollectionViewFlowLayout()
        layout.delegate = delegate
        layout.minimumInteritemSpacing = .infinity
        layout.environment = CollectionLayoutEnvironment(containerSize: CGSize(width: 100, height: 100))
        layout.itemCounts = [2, -3]
        for frame in itemFrames(layout) {
            #expect(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite)
        }
        #expect(layout.numberOfItems(inSection: 1) == 0)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 5)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: -1, section: 0)) == nil)
    }
}
