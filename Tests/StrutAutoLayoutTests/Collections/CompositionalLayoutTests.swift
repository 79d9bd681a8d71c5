import Foundation
import StrutTestSupport
import Testing

@testable import StrutAutoLayout

/// Frames of `CollectionViewCompositionalLayout`, derived by hand from the rules documented on
/// `CollectionLayoutGroup`, `CollectionLayoutSection` and the layout.
@Suite struct CompositionalLayoutTests {
    static let container = CGSize(width: 320, height: 480)

    /// A grid of three fractional columns: items ⅓ of the group's width by its full height, inset
    /// 5 on every side; groups the section's full width by 100; section insets 10, groups 8 apart.
    func gridLayout(direction: UserInterfaceLayoutDirection = .leftToRight) -> CollectionViewCompositionalLayout {
        var item = CollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        item.layoutSize.widthDimension = .fractionalWidth(1.0 / 3.0)
        item.contentInsets = DirectionalEdgeInsets(all: 5)
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        var section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(all: 10)
        section.interGroupSpacing = 8
        let layout = CollectionViewCompositionalLayout(section: section)
        layout.environment = CollectionLayoutEnvironment(containerSize: Self.container, layoutDirection: direction)
        layout.itemCounts = [7]
        return layout
    }

    /// The groups' container is 320 − 20 = 300 wide; a group is 300 × 100 and an item's rectangle
    /// ⅓ × 300 = 100 by 100, so three fit (a fourth would end at 400 > 300). Cells are the
    /// rectangles less 5: 90 × 90 at x = 10 + 5 = 15, 115, 215. Groups start at y = 10, 10 + 100
    /// + 8 = 118 and 226 (holding item 6 alone), cells 5 lower. Content height 226 + 100 + 10 = 336.
    @Test func threeFractionalColumns() {
        let layout = gridLayout()
        #expect(
            itemFrames(layout) == [
                CGRect(15, 15, 90, 90), CGRect(115, 15, 90, 90), CGRect(215, 15, 90, 90),
                CGRect(15, 123, 90, 90), CGRect(115, 123, 90, 90), CGRect(215, 123, 90, 90),
                CGRect(15, 231, 90, 90),
            ])
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 336))
    }

    /// Right to left the columns run from the right: x′ = 320 − maxX, so item 0 is at 215 and
    /// item 6 (alone in its row) at the right edge too.
    @Test func threeFractionalColumnsRightToLeft() {
        let layout = gridLayout(direction: .rightToLeft)
        let frames = itemFrames(layout)
        #expect(frames[0] == CGRect(215, 15, 90, 90))
        #expect(frames[2] == CGRect(15, 15, 90, 90))
        #expect(frames[6] == CGRect(215, 231, 90, 90))
    }

    /// Section 0 scrolls orthogonally with group paging: groups 200 × 120 (one item filling each),
    /// 10 apart, leading and trailing insets 16, so groups at x = 16, 226, 436, 646, 856 and the
    /// row is 856 + 200 + 16 = 1072 long; the offset is clamped to 1072 − 320 = 752. Section 1
    /// (three 50-point rows) follows at y = 120.
    func orthogonalLayout() -> CollectionViewCompositionalLayout {
        let layout = CollectionViewCompositionalLayout(sectionProvider: { index, _ in
            let fill = CollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            if index == 0 {
                var section = CollectionLayoutSection(
                    group: .horizontal(
                        layoutSize: .init(widthDimension: .absolute(200), heightDimension: .absolute(120)), subitems: [fill]))
                section.orthogonalScrollingBehavior = .groupPaging
                section.interGroupSpacing = 10
                section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                return section
            }
            return CollectionLayoutSection(
                group: .vertical(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [fill]))
        })
        layout.environment = CollectionLayoutEnvironment(containerSize: Self.container)
        layout.itemCounts = [5, 3]
        return layout
    }

    @Test func orthogonalSectionScrollsItsGroupsAcross() {
        let layout = orthogonalLayout()
        #expect(itemFrames(layout).map(\.minX) == [16, 226, 436, 646, 856])
        #expect(itemFrames(layout, section: 1) == [CGRect(0, 120, 320, 50), CGRect(0, 170, 320, 50), CGRect(0, 220, 320, 50)])
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 270))
        #expect(layout.orthogonalContentLength(forSection: 0) == 1072)

        // Scrolled 300: groups at −284, −74, 136, 346, 556; the screen (0…320) shows items 1 and 2.
        layout.setOrthogonalContentOffset(300, forSection: 0)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(-74, 0, 200, 120))
        let visible = layout.layoutAttributesForElements(in: CGRect(0, 0, 320, 120)).map(\.indexPath)
        #expect(visible == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])

        // Clamped at 752: the last group ends at 856 + 200 − 752 = 304 = 320 − 16.
        layout.setOrthogonalContentOffset(5000, forSection: 0)
        #expect(layout.orthogonalContentOffset(forSection: 0) == 752)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame.maxX == 304)
        // Bad input leaves the offset alone; a non-orthogonal section has none.
        layout.setOrthogonalContentOffset(.nan, forSection: 0)
        layout.setOrthogonalContentOffset(40, forSection: 1)
        #expect(layout.orthogonalContentOffset(forSection: 0) == 752)
        #expect(layout.orthogonalContentOffset(forSection: 1) == 0)
    }

    /// Group paging rests at a group's leading edge less the 16-point inset: 0, 210, 420, 630, 840
    /// (clamped to 752). 300 → 210 (90 away; 420 is 120 away); 800 → 840 → 752. Paging by the
    /// 320-point container: 300 → 320. Centred group paging rests at centre − 160: groups' centres
    /// 116, 326, 536… → −44, 166, 376…: 300 → 376.
    @Test func pagingBehavioursChooseWhereAScrollRests() {
        let layout = orthogonalLayout()
        #expect(layout.targetOrthogonalContentOffset(forProposedOffset: 300, inSection: 0) == 210)
        #expect(layout.targetOrthogonalContentOffset(forProposedOffset: 800, inSection: 0) == 752)
        let behaviours: [(CollectionLayoutSectionOrthogonalScrollingBehavior, CGFloat)] = [
            (.paging, 320), (.groupPagingCentered, 376), (.continuous, 300), (.continuousGroupLeadingBoundary, 210),
        ]
        for (behaviour, expected) in behaviours {
            let paged = CollectionViewCompositionalLayout(sectionProvider: { _, _ in
                var section = CollectionLayoutSection(
                    group: .horizontal(
                        layoutSize: .init(widthDimension: .absolute(200), heightDimension: .absolute(120)),
                        subitems: [
                            CollectionLayoutItem(
                                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        ]))
                section.orthogonalScrollingBehavior = behaviour
                section.interGroupSpacing = 10
                section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                return section
            })
            paged.environment = CollectionLayoutEnvironment(containerSize: Self.container)
            paged.itemCounts = [5]
            #expect(paged.targetOrthogonalContentOffset(forProposedOffset: 300, inSection: 0) == expected, "\(behaviour)")
        }
    }

    /// Three sections, each a pinned 40-point header and four 50-point rows: 240 long, 10 apart,
    /// so sections start at 0, 250, 500. A pinned header sits at max(section start, min(visible
    /// top, section end − 40)): section 0 (ends 240) at top 100 → 100, 230 → 200; section 1
    /// (250…490) at 230 → 250, 300 → 300, 460 → 450; section 2 (500…740) at 520 → 520.
    @Test(arguments: [(100.0, 0, 100.0), (230, 0, 200), (230, 1, 250), (300, 1, 300), (460, 1, 450), (520, 2, 520)])
    func pinnedHeadersAtSeveralOffsets(top: CGFloat, section: Int, expected: CGFloat) {
        var header = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: CollectionElementKind.sectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        let row = CollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        var spec = CollectionLayoutSection(group: .vertical(layoutSize: row.layoutSize, subitems: [row]))
        spec.boundarySupplementaryItems = [header]
        var configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 10
        let layout = CollectionViewCompositionalLayout(section: spec, configuration: configuration)
        layout.environment = CollectionLayoutEnvironment(containerSize: CGSize(width: 320, height: 200))
        layout.itemCounts = [4, 4, 4]
        layout.visibleBounds = CGRect(0, top, 320, 200)
        #expect(layout.collectionViewContentSize.height == 740)
        let attributes = layout.layoutAttributesForSupplementaryView(
            ofKind: CollectionElementKind.sectionHeader, at: IndexPath(item: 0, section: section))
        #expect(attributes?.frame == CGRect(0, expected, 320, 40))
        #expect(attributes?.zIndex == 1)
        let queried = layout.layoutAttributesForElements(in: layout.visibleBounds)
            .first { $0.representedElementCategory == .supplementaryView && $0.indexPath.section == section }
        #expect(queried?.frame == attributes?.frame)
    }

    /// Three sections of six self-sizing items, three to a horizontal group (⅓ of 300 = 100 wide,
    /// estimated 50 high; the group's estimated height is its tallest item's): two groups of 50
    /// per section, sections at 0, 100, 200; 18 items computed. Item [1, 1] prefers 80: only its
    /// group is laid out again (3 items): it is 80 high, so section 1's second group moves to
    /// 100 + 80 = 180 and section 2 to 230, without recomputing section 0 or 2.
    @Test func aSelfSizedItemRecomputesOnlyItsGroup() {
        let item = CollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .estimated(50)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)), subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        layout.environment = CollectionLayoutEnvironment(containerSize: CGSize(width: 300, height: 400))
        layout.itemCounts = [6, 6, 6]
        layout.prepareIfNeeded()
        #expect(layout.statistics.itemsComputed == 18)
        #expect(layout.collectionViewContentSize.height == 300)
        let section0 = itemFrames(layout, section: 0)

        reportPreferredSize(CGSize(width: 100, height: 80), at: IndexPath(item: 1, section: 1), to: layout)
        #expect(
            itemFrames(layout, section: 1) == [
                CGRect(0, 100, 100, 50), CGRect(100, 100, 100, 80), CGRect(200, 100, 100, 50),
                CGRect(0, 180, 100, 50), CGRect(100, 180, 100, 50), CGRect(200, 180, 100, 50),
            ])
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))?.frame == CGRect(0, 230, 100, 50))
        #expect(layout.statistics.itemsComputed == 18 + 3)
        #expect(layout.statistics.fullPreparations == 1)
        #expect(itemFrames(layout, section: 0) == section0)
        // The width is not estimated: a preferred width alone changes nothing.
        reportPreferredSize(CGSize(width: 60, height: 80), at: IndexPath(item: 1, section: 1), to: layout)
        #expect(layout.statistics.itemsComputed == 18 + 3)
    }

    /// An inset-grouped list with headers, 320 wide: the header spans the container (0, 0, 320,
    /// 38 estimated); rows are inset 20 on each side and 20 below the header: (20, 58, 280, 44),
    /// (20, 102, 280, 44); the section is 38 + 20 + 88 + 20 = 166 long.
    @Test func insetGroupedList() {
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let layout = CollectionViewCompositionalLayout.list(using: configuration)
        layout.environment = CollectionLayoutEnvironment(containerSize: Self.container)
        layout.itemCounts = [2, 1]
        #expect(itemFrames(layout) == [CGRect(20, 58, 280, 44), CGRect(20, 102, 280, 44)])
        #expect(
            layout.layoutAttributesForSupplementaryView(
                ofKind: CollectionElementKind.sectionHeader, at: IndexPath(item: 0, section: 1))?.frame == CGRect(0, 166, 320, 38))
        // Section 1 (one row) follows: 166 + 38 + 20 + 44 + 20 = 288.
        #expect(layout.collectionViewContentSize.height == 288)
    }

    /// Flexible spacing: three 60-point items in a 300-point horizontal group with at least 10
    /// between them share the leftover 300 − 180 = 120 equally: gaps of 60, x = 0, 120, 240.
    /// A counted vertical group of 4 in a 200-point group with 8 fixed spacing: (200 − 24)/4 = 44.
    @Test func flexibleSpacingAndCountedGroups() {
        let item = CollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(60), heightDimension: .absolute(30)))
        var row = CollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), subitems: [item])
        row.interItemSpacing = .flexible(10)
        let flexible = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: row))
        flexible.environment = CollectionLayoutEnvironment(containerSize: CGSize(width: 300, height: 300))
        flexible.itemCounts = [3]
        #expect(itemFrames(flexible).map(\.minX) == [0, 120, 240])

        var column = CollectionLayoutGroup.vertical(
            layoutSize: .init(widthDimension: .absolute(100), heightDimension: .absolute(200)), subitem: item, count: 4)
        column.interItemSpacing = .fixed(8)
        let counted = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: column))
        counted.environment = CollectionLayoutEnvironment(containerSize: CGSize(width: 300, height: 300))
        counted.itemCounts = [5]
        #expect(
            itemFrames(counted) == [
                CGRect(0, 0, 60, 44), CGRect(0, 52, 60, 44), CGRect(0, 104, 60, 44), CGRect(0, 156, 60, 44), CGRect(0, 200, 60, 44),
            ])
    }

    /// Differential: random rect queries equal the brute-force overlap filter over every element,
    /// for a layout mixing a self-sized grid, an orthogonal section scrolled part way, pinned
    /// headers, footers, and a custom group; left to right and right to left.
    @Test(arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func rectQueriesMatchBruteForce(direction: UserInterfaceLayoutDirection) {
        var random = SplitMix64(state: 61)
        let layout = CollectionViewCompositionalLayout(sectionProvider: { index, _ in
            let header = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: CollectionElementKind.sectionHeader, alignment: .top)
            let footer = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(20)),
                elementKind: CollectionElementKind.sectionFooter, alignment: .bottom)
            var section: CollectionLayoutSection
            switch index % 3 {
            case 0:
                let item = CollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.25), heightDimension: .estimated(40)))
                section = CollectionLayoutSection(
                    group: .horizontal(
                        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(40)), subitems: [item]))
            case 1:
                let item = CollectionLayoutItem(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
                section = CollectionLayoutSection(
                    group: .vertical(
                        layoutSize: .init(widthDimension: .absolute(130), heightDimension: .absolute(90)), subitems: [item]))
                section.orthogonalScrollingBehavior = .continuous
            default:
                section = CollectionLayoutSection(
                    group: .custom(
                        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(70))
                    ) { _ in
                        [
                            CollectionLayoutGroupCustomItem(frame: CGRect(10, 5, 100, 60)),
                            CollectionLayoutGroupCustomItem(frame: CGRect(150, 20, 80, 30)),
                        ]
                    })
            }
            var pinned = header
            pinned.pinToVisibleBounds = index % 2 == 0
            section.boundarySupplementaryItems = [pinned, footer]
            section.interGroupSpacing = 6
            section.contentInsets = DirectionalEdgeInsets(top: 4, leading: 12, bottom: 8, trailing: 6)
            return section
        })
        layout.environment = CollectionLayoutEnvironment(containerSize: CGSize(width: 300, height: 250), layoutDirection: direction)
        layout.itemCounts = (0..<6).map { _ in random.next(in: 0...20) }
        for s in 0..<6 where s % 3 == 0 {
            for i in 0..<layout.itemCounts[s] where random.next(in: 0...1) == 1 {
                reportPreferredSize(CGSize(width: 10, height: random.next(in: 10...90)), at: IndexPath(item: i, section: s), to: layout)
            }
        }
        layout.setOrthogonalContentOffset(95, forSection: 1)
        layout.visibleBounds = CGRect(0, 130, 300, 250)
        let all = allElements(of: layout)
        let content = layout.collectionViewContentSize
        for _ in 0..<300 {
            let rect = CGRect(
                CGFloat(random.next(in: -20...320)), CGFloat(random.next(in: -20...Int(content.height) + 20)),
                CGFloat(random.next(in: 0...200)), CGFloat(random.next(in: 0...200)))
            let expected = Set(all.filter { overlaps($0.frame, rect) })
            let got = layout.layoutAttributesForElements(in: rect)
            #expect(Set(got) == expected)
            #expect(got.count == expected.count)
        }
    }
}
