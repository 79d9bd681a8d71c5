import Foundation
import Testing

@testable import StrutAutoLayout

/// Less common parts of the two layouts, frames derived by hand.
@Suite struct LayoutDetailsTests {
    /// Two 100 × 50 items in a 320-wide view, section insets 10, spacing 10. From the content
    /// inset the line is 300: 100 + 10 + 100 + 10 + 100 = 320 > 300, so two per line, justified
    /// (gap 100): x = 10, 210. From a safe area of 44 each side the line is 320 − 88 − 20 = 212
    /// (gap 12): x = 54, 166. From layout margins of 16: 268 (gap 68): x = 26, 194.
    @Test(arguments: [
        (CollectionViewFlowLayout.SectionInsetReference.fromContentInset, [CGFloat(10), 210]),
        (.fromSafeArea, [54, 166]), (.fromLayoutMargins, [26, 194]),
    ])
    func sectionInsetReference(reference: CollectionViewFlowLayout.SectionInsetReference, xs: [CGFloat]) {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.sectionInset = EdgeInsets(all: 10)
        layout.sectionInsetReference = reference
        layout.environment = CollectionLayoutEnvironment(
            containerSize: CGSize(width: 320, height: 480), safeAreaInsets: EdgeInsets(top: 0, left: 44, bottom: 0, right: 44),
            layoutMargins: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        layout.itemCounts = [2]
        #expect(itemFrames(layout).map(\.minX) == xs)
    }

    /// Pinned footers: sections of four 100 × 50 items (lines 30…80, 90…140 under a 30-point
    /// header) and a 20-point footer are 160 long, at 0, 160, 320. A footer sits at
    /// min(its place, max(visible bottom − 20, section start + 30)): visible 0…200 → section 0's
    /// at 140 (its place), section 1's at max(180, 190) = 190; visible 100…300 → section 1's at 280.
    @Test(arguments: [(0.0, 0, 140.0), (0, 1, 190), (100, 1, 280)])
    func pinnedFooters(top: CGFloat, section: Int, expected: CGFloat) {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        layout.sectionFootersPinToVisibleBounds = true
        layout.environment = CollectionLayoutEnvironment(containerSize: CGSize(width: 320, height: 200))
        layout.itemCounts = [4, 4, 4]
        layout.visibleBounds = CGRect(0, top, 320, 200)
        #expect(
            layout.layoutAttributesForSupplementaryView(
                ofKind: CollectionElementKind.sectionFooter, at: IndexPath(item: 0, section: section))?.frame
                == CGRect(0, expected, 320, 20))
    }

    /// A horizontally scrolling compositional layout: vertical groups 100 wide and the
    /// container's full height (200), two items of half its height each, 10 apart: groups at
    /// x = 0, 110, 220; item 4 at (220, 0); the content is 320 wide.
    @Test func horizontalCompositionalScrolling() {
        let item = CollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        var section = CollectionLayoutSection(
            group: .vertical(
                layoutSize: .init(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)), subitems: [item]))
        section.interGroupSpacing = 10
        var configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = CollectionViewCompositionalLayout(section: section, configuration: configuration)
        layout.environment = CollectionLayoutEnvironment(containerSize: CGSize(width: 320, height: 200))
        layout.itemCounts = [5]
        #expect(
            itemFrames(layout) == [
                CGRect(0, 0, 100, 100), CGRect(0, 100, 100, 100), CGRect(110, 0, 100, 100), CGRect(110, 100, 100, 100),
                CGRect(220, 0, 100, 100),
            ])
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 200))
        #expect(layout.layoutAttributesForElements(in: CGRect(105, 0, 10, 200)).map(\.indexPath.item) == [2, 3])
    }

    /// A nested group: a 300 × 200 horizontal group holding a half-width item and a half-width
    /// vertical group of two half-height items: (0, 0, 150, 200), (150, 0, 150, 100),
    /// (150, 100, 150, 100); the next three items in the next group, 200 lower.
    @Test func nestedGroups() {
        let half = CollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let quarter = CollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let column = CollectionLayoutGroup.vertical(
            layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)), subitems: [quarter])
        let row = CollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)), subitems: [half, column])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: row))
        layout.environment = CollectionLayoutEnvironment(containerSize: CGSize(width: 300, height: 480))
        layout.itemCounts = [5]
        #expect(
            itemFrames(layout) == [
                CGRect(0, 0, 150, 200), CGRect(150, 0, 150, 100), CGRect(150, 100, 150, 100),
                CGRect(0, 200, 150, 200), CGRect(150, 200, 150, 100),
            ])
    }
}
