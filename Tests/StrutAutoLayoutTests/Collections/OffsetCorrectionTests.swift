import Foundation
import StrutTestSupport
import Testing

@testable import StrutAutoLayout

/// When a self-sizing element that begins above the visible rect changes size, the collection
/// view moves its content offset by as much as the content after the element moves, so what was
/// on screen stays where it was (UIKit's `contentOffsetAdjustment`).
@Suite struct OffsetCorrectionTests {
    static let header = CollectionView.elementKindSectionHeader

    /// 100 full-width items estimated 100 high whose cells prefer 200 (304 × 184 blocks), no
    /// spacing, in a 320 × 480 view, in a flow layout or a compositional list.
    ///
    /// 1. At offset 0 the first query returns items 0…4 (0…500 at the estimate); each is measured
    ///    where it is by then, so items 0…4 become 200 high, and item k ≥ 5 starts at
    ///    1,000 + (k − 5) × 100. Nothing began above the top: the offset stays 0.
    /// 2. At offset 5,050 item 45 (5,000…5,100) straddles the top. It grows by 100, so everything
    ///    after it moves down 100 and the offset follows: 5,150. Item 46 was on screen at
    ///    5,100 − 5,050 = 50 and is still at 5,200 − 5,150 = 50; items 46… measure below the top
    ///    and move nothing.
    /// 3. Scrolling up to 4,950, item 44 (4,900…5,000) straddles the top: +100, offset 5,050; item
    ///    45, on screen at 5,000 − 4,950 = 50, is still at 5,100 − 5,050 = 50.
    @Test(arguments: [false, true])
    func cellsAboveTheTopKeepTheVisibleContentInPlace(compositional: Bool) throws {
        let layout: CollectionViewLayout
        if compositional {
            let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100))
            let item = CollectionLayoutItem(layoutSize: size)
            layout = CollectionViewCompositionalLayout(
                section: CollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [item])))
        } else {
            let flow = CollectionViewFlowLayout()
            flow.estimatedItemSize = CGSize(width: 320, height: 100)
            flow.minimumLineSpacing = 0
            layout = flow
        }
        let (window, view) = makeCollectionWindow(layout)
        let source = ItemSource(counts: [100]) { _ in CGSize(width: 304, height: 184) }
        source.install(in: view)
        window.runRenderLoopTurn()
        #expect(view.contentOffset == .zero)
        #expect((0..<5).allSatisfy { layout.hasPreferredSize(forItemAt: IndexPath(item: $0, section: 0)) })
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 45, section: 0))?.frame == CGRect(0, 5000, 320, 100))

        view.contentOffset = CGPoint(x: 0, y: 5050)
        window.runRenderLoopTurn()
        #expect(view.contentOffset == CGPoint(x: 0, y: 5150))
        #expect(view.cellForItem(at: IndexPath(item: 45, section: 0))?.frame == CGRect(0, 5000, 320, 200))
        #expect(view.cellForItem(at: IndexPath(item: 46, section: 0))?.frame == CGRect(0, 5200, 320, 200))

        view.contentOffset = CGPoint(x: 0, y: 4950)
        window.runRenderLoopTurn()
        #expect(view.contentOffset == CGPoint(x: 0, y: 5050))
        #expect(view.cellForItem(at: IndexPath(item: 44, section: 0))?.frame == CGRect(0, 4900, 320, 200))
        #expect(view.cellForItem(at: IndexPath(item: 45, section: 0))?.frame == CGRect(0, 5100, 320, 200))
        #expect(window.events.isEmpty)
    }

    /// Three flow sections of 20 items 300 × 50 (the estimate, 284 × 34 blocks), lines 10 apart,
    /// headers estimated 30 that prefer 60. A section is 30 + 20 × 50 + 19 × 10 = 1,220 at the
    /// estimate, 1,250 once its header is measured. At offset 0 header 0 is measured (it begins
    /// at the top, not above it: no adjustment), so section 1 starts at 1,250 with its header at
    /// 1,250…1,280 and its first item at 1,280. At offset 1,260 header 1 straddles the top: +30,
    /// offset 1,290, and item [0, 1] moves to 1,310, still 20 below the top (1,280 − 1,260). A
    /// pinned header begins where its section puts it (1,250), not where it is pinned, so the
    /// adjustment is the same; pinned, it then sits at the visible top, 1,290.
    @Test(arguments: [false, true])
    func flowHeadersAboveTheTopKeepTheVisibleContentInPlace(pinned: Bool) {
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 300, height: 50)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.sectionHeadersPinToVisibleBounds = pinned
        let (window, view) = makeCollectionWindow(layout)
        let source = ItemSource(counts: [20, 20, 20]) { _ in CGSize(width: 284, height: 34) }
        installSelfSizingSupplementaries(source, in: view)
        window.runRenderLoopTurn()
        #expect(view.contentOffset == .zero)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(10, 1280, 300, 50))

        view.contentOffset = CGPoint(x: 0, y: 1260)
        window.runRenderLoopTurn()
        #expect(view.contentOffset == CGPoint(x: 0, y: 1290))
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(10, 1310, 300, 50))
        #expect(
            view.supplementaryView(forElementKind: Self.header, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(0, pinned ? 1290 : 1250, 320, 60))
    }

    /// The compositional case of the header test: sections of six 100 × 100 items three to a
    /// group (`SelfSizingSupplementaryTests.gridSection`): header estimated 30, inset 10, groups
    /// at 10 and 115 below it, inset 10, footer estimated 30; a section is 30 + 10 + 205 + 10 + 30
    /// = 285 at the estimates. In a 300 × 200 view, at offset 0 header 0 (→ 60) is measured and
    /// the footer (at 285) is not on screen: section 1 starts at 315, its first group at 355.
    /// At offset 320 header 1 (315…345) straddles the top: +30, offset 350, first group 385 —
    /// still 35 below the top (355 − 320).
    @Test func compositionalHeadersAboveTheTopKeepTheVisibleContentInPlace() {
        let layout = CollectionViewCompositionalLayout(section: SelfSizingSupplementaryTests.gridSection(headerEstimate: 30))
        let (window, view) = makeCollectionWindow(layout, width: 300, height: 200)
        let source = ItemSource(counts: [6, 6, 6])
        installSelfSizingSupplementaries(source, in: view)
        window.runRenderLoopTurn()
        #expect(view.contentOffset == .zero)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(0, 355, 100, 100))

        view.contentOffset = CGPoint(x: 0, y: 320)
        window.runRenderLoopTurn()
        #expect(view.contentOffset == CGPoint(x: 0, y: 350))
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(0, 385, 100, 100))
        #expect(
            view.supplementaryView(forElementKind: Self.header, at: IndexPath(item: 0, section: 1))?.frame == CGRect(0, 315, 300, 60))
    }

    /// The adjustment is how far the content after the element moves, not the element's own
    /// change: three 100 × 100 items per flow line (width 320), lines 10 apart, the visible
    /// bounds' top at 50. Item 0 (line 0…100) growing to 80 leaves the line 100 thick: 0. Item 1
    /// growing to 150 thickens the line by 50: 50. An item of line 1 (110…, below the top) that
    /// grows moves nothing on screen: 0.
    @Test func theAdjustmentIsTheMoveOfWhatFollows() {
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 100, height: 100)
        layout.environment = CollectionLayoutEnvironment(containerSize: CGSize(width: 320, height: 480))
        layout.itemCounts = [9]
        layout.visibleBounds = CGRect(0, 50, 320, 480)
        func adjustment(item: Int, height: CGFloat) -> CGPoint? {
            guard let original = layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0)) else { return nil }
            var preferred = original
            preferred.size.height = height
            let context = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
            layout.invalidateLayout(with: context)
            return context.contentOffsetAdjustment
        }
        #expect(adjustment(item: 0, height: 80) == .zero)
        #expect(adjustment(item: 1, height: 150) == CGPoint(x: 0, y: 50))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minY == 160)
        #expect(adjustment(item: 4, height: 300) == .zero)
    }

    /// A horizontal flow layout adjusts the x offset: 50 × 100 items (estimate) in columns of one
    /// (height 100), columns 0 apart; the view is 200 wide. At x = 0 columns 0…3 are measured and
    /// prefer 100 wide (84 × 84 blocks): column k ≥ 4 starts at 400 + (k − 4) × 50. At x = 1,020
    /// column 16 (1,000…1,050) straddles the left edge: +50, x = 1,070.
    @Test func horizontalLayoutsAdjustTheXOffset() {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.estimatedItemSize = CGSize(width: 50, height: 100)
        layout.minimumLineSpacing = 0
        let (window, view) = makeCollectionWindow(layout, width: 200, height: 100)
        let source = ItemSource(counts: [100]) { _ in CGSize(width: 84, height: 84) }
        source.install(in: view)
        window.runRenderLoopTurn()
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 16, section: 0))?.frame == CGRect(1000, 0, 50, 100))
        view.contentOffset = CGPoint(x: 1020, y: 0)
        window.runRenderLoopTurn()
        #expect(view.contentOffset == CGPoint(x: 1070, y: 0))
        #expect(view.cellForItem(at: IndexPath(item: 17, section: 0))?.frame == CGRect(1100, 0, 100, 100))
    }

    /// The horizontal case right to left, derived by hand. Ten items estimated 50 × 100 in
    /// columns of one (a 200 × 100 container), columns 0 apart: unmirrored, item k spans
    /// 50k…50k + 50 of a 500-wide content; mirrored across that width it spans 450 − 50k…500 − 50k
    /// (item 0 at the right end, item 9 at the left). The visible bounds are 100…300: items 7, 6,
    /// 5 and 4 (100…150 … 250…300) are on screen.
    ///
    /// - Item 8 (50…100) begins left of the visible bounds and grows to 80: the content is 530
    ///   wide, item 8 keeps its left edge (530 − 400 − 80 = 50) and reaches 130, everything to
    ///   its right (the screen's side: items 0…7) moves right by 30, and the adjustment is +30, so
    ///   item 7 stays where it was on screen (130 − 130 = 100 − 100). Item 9 stays at 0…50.
    /// - Item 2 (then 380…430, right of the visible bounds, which now start at 130) grows to 90:
    ///   only items 0 and 1 move (by 40, the content is 570 wide); nothing on screen moves and
    ///   the adjustment is 0 — item 4 stays at 280…330.
    @Test func rightToLeftHorizontalLayoutsAdjustTheXOffsetTowardTheScreen() {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.estimatedItemSize = CGSize(width: 50, height: 100)
        layout.minimumLineSpacing = 0
        layout.environment = CollectionLayoutEnvironment(
            containerSize: CGSize(width: 200, height: 100), layoutDirection: .rightToLeft)
        layout.itemCounts = [10]
        layout.visibleBounds = CGRect(100, 0, 200, 100)
        func frame(_ item: Int) -> CGRect? { layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame }
        #expect(layout.collectionViewContentSize.width == 500)
        #expect(frame(0) == CGRect(450, 0, 50, 100))
        #expect(frame(7) == CGRect(100, 0, 50, 100))
        #expect(frame(8) == CGRect(50, 0, 50, 100))
        #expect(frame(9) == CGRect(0, 0, 50, 100))

        let axis = ScrollAxis(direction: .horizontal)
        let grown8 = Self.report(
            along: 80, for: layout.layoutAttributesForItem(at: IndexPath(item: 8, section: 0)), in: layout, axis: axis)
        #expect(grown8?.contentOffsetAdjustment == CGPoint(x: 30, y: 0))
        #expect(layout.collectionViewContentSize.width == 530)
        #expect(frame(8) == CGRect(50, 0, 80, 100))
        #expect(frame(7) == CGRect(130, 0, 50, 100))
        #expect(frame(4) == CGRect(280, 0, 50, 100))
        #expect(frame(0) == CGRect(480, 0, 50, 100))
        #expect(frame(9) == CGRect(0, 0, 50, 100))

        layout.visibleBounds = CGRect(130, 0, 200, 100)
        #expect(frame(2) == CGRect(380, 0, 50, 100))
        let grown2 = Self.report(
            along: 90, for: layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)), in: layout, axis: axis)
        #expect(grown2?.contentOffsetAdjustment == .zero)
        #expect(layout.collectionViewContentSize.width == 570)
        #expect(frame(2) == CGRect(380, 0, 90, 100))
        #expect(frame(1) == CGRect(470, 0, 50, 100))
        #expect(frame(0) == CGRect(520, 0, 50, 100))
        #expect(frame(4) == CGRect(280, 0, 50, 100))
        #expect(frame(7) == CGRect(130, 0, 50, 100))
    }

    /// A property over random layouts with one item per line or group (flow vertical left to
    /// right, flow horizontal in both directions, a compositional list), three sections with
    /// headers and footers: report a new length along the scroll axis for a random item or header
    /// with the visible bounds at a random place. When the element begins before the visible
    /// bounds' leading edge, everything that lay wholly past its far edge (on the screen's side)
    /// moves by exactly the adjustment, so it stays where it was on screen; otherwise the
    /// adjustment is zero.
    @Test func whatLiesPastTheResizedElementMovesByTheAdjustment() {
        var random = SplitMix64(state: 1616)
        enum Kind: CaseIterable { case flowVertical, flowHorizontal, flowHorizontalRightToLeft, compositionalList }
        for trial in 0..<240 {
            let kind = Kind.allCases[trial % 4]
            let layout: CollectionViewLayout
            let axis: ScrollAxis
            let container = CGSize(width: 300, height: 100)
            switch kind {
            case .flowVertical, .flowHorizontal, .flowHorizontalRightToLeft:
                let flow = CollectionViewFlowLayout()
                let vertical = kind == .flowVertical
                flow.scrollDirection = vertical ? .vertical : .horizontal
                // One item per line: as long across as the content.
                flow.estimatedItemSize = vertical ? CGSize(width: 300, height: 40) : CGSize(width: 40, height: 100)
                flow.headerReferenceSize = CGSize(width: 25, height: 25)
                flow.footerReferenceSize = CGSize(width: 15, height: 15)
                flow.minimumLineSpacing = 5
                layout = flow
                axis = ScrollAxis(direction: flow.scrollDirection)
            case .compositionalList:
                let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(40))
                var section = CollectionLayoutSection(
                    group: .vertical(layoutSize: size, subitems: [CollectionLayoutItem(layoutSize: size)]))
                section.interGroupSpacing = 5
                section.boundarySupplementaryItems = [
                    CollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: Self.header, alignment: .top)
                ]
                layout = CollectionViewCompositionalLayout(section: section)
                axis = ScrollAxis(direction: .vertical)
            }
            layout.environment = CollectionLayoutEnvironment(
                containerSize: container, layoutDirection: kind == .flowHorizontalRightToLeft ? .rightToLeft : .leftToRight)
            layout.itemCounts = (0..<3).map { _ in random.next(in: 3...20) }
            // Some elements measured already.
            for s in 0..<3 {
                for i in 0..<layout.itemCounts[s] where random.next(in: 0...2) == 0 {
                    _ = Self.report(
                        along: CGFloat(random.next(in: 10...90)), for: layout.layoutAttributesForItem(at: IndexPath(item: i, section: s)),
                        in: layout, axis: axis)
                }
            }
            let content = axis.along(layout.collectionViewContentSize)
            let lead = CGFloat(random.next(in: 0...max(1, Int(content) - 1)))
            layout.visibleBounds = axis.rect(along: lead, across: 0, alongLength: 200, acrossLength: axis.across(container))
            let s = random.next(in: 0...2)
            let resized =
                random.next(in: 0...3) == 0
                ? layout.layoutAttributesForSupplementaryView(ofKind: Self.header, at: IndexPath(item: 0, section: s))
                : layout.layoutAttributesForItem(at: IndexPath(item: random.next(in: 0...(layout.itemCounts[s] - 1)), section: s))
            guard let resized else { continue }
            let before = allElements(of: layout)
            let (lo, hi) = axis.alongRange(resized.frame)
            guard let context = Self.report(along: CGFloat(random.next(in: 10...150)), for: resized, in: layout, axis: axis) else {
                continue
            }
            let adjustment = axis.isVertical ? context.contentOffsetAdjustment.y : context.contentOffsetAdjustment.x
            #expect((axis.isVertical ? context.contentOffsetAdjustment.x : context.contentOffsetAdjustment.y) == 0)
            guard lo < lead else {
                #expect(adjustment == 0, "trial \(trial): \(resized) does not begin before \(lead)")
                continue
            }
            let after = Dictionary(uniqueKeysWithValues: allElements(of: layout).map { (Self.key($0), $0.frame) })
            for element in before where axis.alongRange(element.frame).0 >= hi && Self.key(element) != Self.key(resized) {
                let moved =
                    axis.isVertical
                    ? element.frame.offsetBy(dx: 0, dy: adjustment) : element.frame.offsetBy(dx: adjustment, dy: 0)
                #expect(after[Self.key(element)] == moved, "trial \(trial) \(kind): \(element) after resizing \(resized)")
            }
        }
    }

    static func key(_ a: CollectionViewLayoutAttributes) -> String {
        (a.representedElementKind ?? "cell") + "\(a.indexPath)"
    }

    /// Reports a new length along the scroll axis for an element, as a collection view does;
    /// returns the context.
    static func report(
        along length: CGFloat, for original: CollectionViewLayoutAttributes?, in layout: CollectionViewLayout, axis: ScrollAxis
    )
        -> CollectionViewLayoutInvalidationContext?
    {
        guard let original else { return nil }
        var preferred = original
        if axis.isVertical { preferred.size.height = length } else { preferred.size.width = length }
        let context = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        layout.invalidateLayout(with: context)
        return context
    }
}
