import Foundation
import Testing

@testable import StrutAutoLayout

/// A header or footer holding one square block of `blockLength` points pinned 8 points inside
/// it on every side: along the axis it sizes itself on it prefers `blockLength + 16`.
class BlockSupplementaryView: CollectionReusableView {
    class var blockLength: CGFloat { 44 }
    let block = IntrinsicView(10, 10, identifier: "supplementaryBlock")

    required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        block.size = CGSize(width: Self.blockLength, height: Self.blockLength)
        addSubview(block)
        LayoutConstraint.activate([
            block.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
            block.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            trailingAnchor.constraint(equalTo: block.trailingAnchor, constant: 8),
            bottomAnchor.constraint(equalTo: block.bottomAnchor, constant: 8),
        ])
    }
}

/// Prefers 44 + 16 = 60 along its self-sizing axis.
final class SixtyPointHeader: BlockSupplementaryView {
    override class var blockLength: CGFloat { 44 }
}

/// Prefers 24 + 16 = 40 along its self-sizing axis.
final class FortyPointFooter: BlockSupplementaryView {
    override class var blockLength: CGFloat { 24 }
}

/// A header that prefers a non-finite size (a broken override).
final class NonFiniteHeader: CollectionReusableView {
    override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        var preferred = layoutAttributes
        preferred.size = CGSize(width: CGFloat.nan, height: CGFloat.infinity)
        return preferred
    }
}

/// Installs `ItemSource` (which dequeues every supplementary view as "header") with the
/// self-sizing header and footer classes registered for the two kinds.
func installSelfSizingSupplementaries(_ source: ItemSource, in view: CollectionView) {
    source.install(in: view)
    view.register(SixtyPointHeader.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
    view.register(FortyPointFooter.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter, withReuseIdentifier: "header")
}

@Suite struct SelfSizingSupplementaryTests {
    static let header = CollectionView.elementKindSectionHeader
    static let footer = CollectionView.elementKindSectionFooter

    /// A vertical self-sizing flow layout in a 320 × 600 view: two sections of three items whose
    /// blocks (284 × 34) make 300 × 50 cells (the estimate), one per line (300 + 10 + 300 > 320),
    /// centred at x = 10, lines 10 apart; headers and footers estimated at 30 (the reference
    /// sizes) prefer 60 and 40. Section 0: header 0…60, lines at 60, 120, 180, footer 230…270;
    /// section 1 from 270: header 270…330, lines at 330, 390, 450, footer 500…540. Everything is
    /// on screen (540 < 600), so every element is measured in the one pass; the offset stays 0.
    @Test func flowHeadersAndFootersSizeThemselvesFromTheirConstraints() throws {
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 300, height: 50)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.footerReferenceSize = CGSize(width: 0, height: 30)
        let (window, view) = makeCollectionWindow(layout, width: 320, height: 600)
        let source = ItemSource(counts: [3, 3]) { _ in CGSize(width: 284, height: 34) }
        installSelfSizingSupplementaries(source, in: view)
        window.runRenderLoopTurn()

        #expect(view.contentSize == CGSize(width: 320, height: 540))
        #expect(view.contentOffset == .zero)
        let expectedHeaders = [CGRect(0, 0, 320, 60), CGRect(0, 270, 320, 60)]
        let expectedFooters = [CGRect(0, 230, 320, 40), CGRect(0, 500, 320, 40)]
        for s in 0..<2 {
            let path = IndexPath(item: 0, section: s)
            #expect(view.supplementaryView(forElementKind: Self.header, at: path)?.frame == expectedHeaders[s])
            #expect(view.supplementaryView(forElementKind: Self.footer, at: path)?.frame == expectedFooters[s])
            #expect(layout.hasPreferredSize(forSupplementaryViewOfKind: Self.header, at: path))
        }
        let lines: [CGFloat] = [60, 120, 180, 330, 390, 450]
        #expect(view.visibleCells.map(\.frame) == lines.map { CGRect(10, $0, 300, 50) })
        // The header's block is laid out inside the measured header in the same pass.
        let header = try #require(
            view.supplementaryView(forElementKind: Self.header, at: IndexPath(item: 0, section: 1)) as? SixtyPointHeader)
        #expect(header.block.frame == CGRect(8, 8, 304, 44))
        #expect(window.events.isEmpty)
    }

    /// A horizontal self-sizing flow layout in a 600 × 200 view, one section of three 50 × 50
    /// items (34-point blocks) filling one column top to bottom: 50 + 10 + 50 + 10 + 50 = 170 ≤
    /// 200, justified, so y = 0, 75, 150. The header and footer size their widths: the header is
    /// 0…60 across the full height, the column 60…110, the footer 110…150: content 150 × 200.
    @Test func horizontalFlowHeadersSizeTheirWidths() {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.estimatedItemSize = CGSize(width: 50, height: 50)
        layout.headerReferenceSize = CGSize(width: 30, height: 0)
        layout.footerReferenceSize = CGSize(width: 30, height: 0)
        let (window, view) = makeCollectionWindow(layout, width: 600, height: 200)
        let source = ItemSource(counts: [3]) { _ in CGSize(width: 34, height: 34) }
        installSelfSizingSupplementaries(source, in: view)
        window.runRenderLoopTurn()

        let path = IndexPath(item: 0, section: 0)
        #expect(view.supplementaryView(forElementKind: Self.header, at: path)?.frame == CGRect(0, 0, 60, 200))
        #expect(view.supplementaryView(forElementKind: Self.footer, at: path)?.frame == CGRect(110, 0, 40, 200))
        #expect(view.visibleCells.map(\.frame) == [CGRect(60, 0, 50, 50), CGRect(60, 75, 50, 50), CGRect(60, 150, 50, 50)])
        #expect(view.contentSize == CGSize(width: 150, height: 200))
    }

    /// A flow layout that does not size its items does not size its headers either: the
    /// reference size holds (UIKit sizes supplementary views only in a self-sizing flow layout).
    @Test func fixedFlowHeadersKeepTheirReferenceSize() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 50)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let (window, view) = makeCollectionWindow(layout)
        let source = ItemSource(counts: [2])
        installSelfSizingSupplementaries(source, in: view)
        window.runRenderLoopTurn()
        #expect(
            view.supplementaryView(forElementKind: Self.header, at: IndexPath(item: 0, section: 0))?.frame == CGRect(0, 0, 320, 30))
        #expect(!layout.hasPreferredSize(forSupplementaryViewOfKind: Self.header, at: IndexPath(item: 0, section: 0)))
    }

    /// A compositional layout in a 300 × 800 view: sections of six items in horizontal groups of
    /// three (⅓ of 300 = 100 wide, 100 high), groups 5 apart, content insets 10 above and below,
    /// sections 20 apart; a header and a footer spanning the container, estimated 30 high,
    /// prefer 60 and 40. Section 0: header 0…60, groups at 70 and 175 (70 + 100 + 5), the bottom
    /// inset to 285, footer 285…325; section 1 from 345: header 345…405, groups at 415 and 520,
    /// footer 630…670. Content 300 × 670.
    @Test func compositionalBoundaryItemsSizeThemselvesFromTheirConstraints() {
        let layout = CollectionViewCompositionalLayout(section: Self.gridSection(headerEstimate: 30))
        layout.configuration.interSectionSpacing = 20
        let (window, view) = makeCollectionWindow(layout, width: 300, height: 800)
        let source = ItemSource(counts: [6, 6])
        installSelfSizingSupplementaries(source, in: view)
        window.runRenderLoopTurn()

        #expect(view.contentSize == CGSize(width: 300, height: 670))
        let headers = [CGRect(0, 0, 300, 60), CGRect(0, 345, 300, 60)]
        let footers = [CGRect(0, 285, 300, 40), CGRect(0, 630, 300, 40)]
        for s in 0..<2 {
            let path = IndexPath(item: 0, section: s)
            #expect(view.supplementaryView(forElementKind: Self.header, at: path)?.frame == headers[s])
            #expect(view.supplementaryView(forElementKind: Self.footer, at: path)?.frame == footers[s])
        }
        let rows: [CGFloat] = [70, 175, 415, 520]
        let expected = rows.flatMap { y in [0, 100, 200].map { CGRect($0, y, 100, 100) } }
        #expect(view.visibleCells.map(\.frame) == expected)
    }

    /// An absolute header is not measured: it keeps its 30 points.
    @Test func absoluteBoundaryItemsKeepTheirSize() {
        let layout = CollectionViewCompositionalLayout(section: Self.gridSection(headerEstimate: nil))
        let (window, view) = makeCollectionWindow(layout, width: 300, height: 800)
        let source = ItemSource(counts: [3])
        installSelfSizingSupplementaries(source, in: view)
        window.runRenderLoopTurn()
        let path = IndexPath(item: 0, section: 0)
        #expect(view.supplementaryView(forElementKind: Self.header, at: path)?.frame == CGRect(0, 0, 300, 30))
        #expect(!layout.hasPreferredSize(forSupplementaryViewOfKind: Self.header, at: path))
        // The footer is still estimated: 30 → 40 (header 30, inset 10, group 100, inset 10).
        #expect(view.supplementaryView(forElementKind: Self.footer, at: path)?.frame == CGRect(0, 150, 300, 40))
    }

    /// A header that prefers a non-finite length gets none (no header, as a zero reference size):
    /// the two 300 × 50 items then start at 0 (lines at 0 and 60), the content is 320 × 110, and
    /// no NaN or infinity reaches a frame, the content size or the offset. The same in a
    /// compositional section: the estimated header takes 0, the groups start at the 10-point inset.
    @Test func aNonFinitePreferredSizeBecomesZero() {
        let flow = CollectionViewFlowLayout()
        flow.estimatedItemSize = CGSize(width: 300, height: 50)
        flow.headerReferenceSize = CGSize(width: 0, height: 30)
        let (window, view) = makeCollectionWindow(flow)
        let source = ItemSource(counts: [2]) { _ in CGSize(width: 284, height: 34) }
        source.install(in: view)
        view.register(NonFiniteHeader.self, forSupplementaryViewOfKind: Self.header, withReuseIdentifier: "header")
        window.runRenderLoopTurn()
        #expect(view.visibleCells.map(\.frame) == [CGRect(10, 0, 300, 50), CGRect(10, 60, 300, 50)])
        #expect(view.supplementaryView(forElementKind: Self.header, at: IndexPath(item: 0, section: 0)) == nil)
        #expect(view.contentSize == CGSize(width: 320, height: 110))
        #expect(view.contentOffset == .zero)

        let compositional = CollectionViewCompositionalLayout(section: Self.gridSection(headerEstimate: 30))
        let (otherWindow, other) = makeCollectionWindow(compositional, width: 300, height: 800)
        let otherSource = ItemSource(counts: [3])
        otherSource.install(in: other)
        other.register(NonFiniteHeader.self, forSupplementaryViewOfKind: Self.header, withReuseIdentifier: "header")
        otherWindow.runRenderLoopTurn()
        #expect(other.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(0, 10, 100, 100))
        #expect(
            compositional.layoutAttributesForSupplementaryView(ofKind: Self.header, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(0, 0, 300, 0))
        #expect(other.contentSize.height.isFinite && other.contentOffset == .zero)
    }

    /// Measured header sizes follow their sections through a batch update: after inserting a
    /// section at 0, the old section 0's header size belongs to section 1, and the new section 0's
    /// header is measured when shown.
    @Test func measuredHeaderSizesFollowTheirSectionsThroughBatchUpdates() throws {
        let layout = CollectionViewCompositionalLayout(section: Self.gridSection(headerEstimate: 30))
        let (window, view) = makeCollectionWindow(layout, width: 300, height: 200)
        let source = ItemSource(counts: [6, 6])
        installSelfSizingSupplementaries(source, in: view)
        window.runRenderLoopTurn()
        let first = IndexPath(item: 0, section: 0), second = IndexPath(item: 0, section: 1)
        #expect(layout.hasPreferredSize(forSupplementaryViewOfKind: Self.header, at: first))
        #expect(!layout.hasPreferredSize(forSupplementaryViewOfKind: Self.header, at: second))

        source.counts = [3, 6, 6]
        try view.performBatchUpdates { try? view.insertSections([0]) }
        #expect(!layout.hasPreferredSize(forSupplementaryViewOfKind: Self.header, at: first))
        #expect(layout.hasPreferredSize(forSupplementaryViewOfKind: Self.header, at: second))
    }

    /// Six-item sections of three 100 × 100 columns per group, groups 5 apart, insets 10 above
    /// and below; a header (estimated `headerEstimate`, absolute 30 when `nil`) and a footer
    /// estimated 30, both spanning the container.
    static func gridSection(headerEstimate: CGFloat?) -> CollectionLayoutSection {
        let item = CollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        var section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
        let headerHeight: CollectionLayoutDimension = headerEstimate.map { .estimated($0) } ?? .absolute(30)
        section.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: headerHeight), elementKind: header,
                alignment: .top),
            CollectionLayoutBoundarySupplementaryItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)), elementKind: footer,
                alignment: .bottom),
        ]
        return section
    }
}
