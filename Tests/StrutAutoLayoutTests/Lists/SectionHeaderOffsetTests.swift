import Foundation
import Testing

@testable import StrutAutoLayout

/// Three self-sizing section headers (content 20 → 36 points), estimated 20.
final class SelfSizingHeadersDelegate: TableViewDelegate {
    let headers = (0..<3).map { _ in makeSelfSizingHeader(contentHeight: 20) }

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        section < headers.count ? headers[section].header : nil
    }
}

@Suite struct SectionHeaderOffsetTests {
    /// Three sections of 20 rows of 44 points, no footers, headers estimated 20 that measure 36,
    /// in a 320 × 480 table. Entries: the (empty) table header, then per section its header, its
    /// rows and its (zero) footer. At offset 0 header 0 is measured (it is at the top, not above
    /// it: no correction): section 0 is 36 + 880 = 916 long, header 1 lies at 916…936 by its
    /// estimate and section 1's first row at 936. At offset 940 that row is the top entry and
    /// header 1, wholly above it, comes into the preload band (44 above the bounds): measured,
    /// +16, so the offset becomes 956 and the row moves to 952, still 4 points above the top
    /// (936 − 940 before, 952 − 956 after).
    @Test func aSelfSizedHeaderAboveTheTopRowMovesTheOffset() {
        let (window, table) = makeTableWindow()
        table.rowHeight = 44
        table.sectionFooterHeight = 0
        table.estimatedSectionHeaderHeight = 20
        let delegate = SelfSizingHeadersDelegate()
        table.delegate = delegate
        let source = SectionedSource((0..<3).map { s in (0..<20).map { "\(s).\($0)" } })
        source.install(in: table)
        window.runRenderLoopTurn()
        #expect(table.contentOffset == .zero)
        #expect(table.rectForHeader(inSection: 0) == CGRect(0, 0, 320, 36))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(0, 936, 320, 44))

        table.contentOffset = CGPoint(x: 0, y: 940)
        window.runRenderLoopTurn()
        #expect(table.contentOffset == CGPoint(x: 0, y: 956))
        #expect(table.rectForHeader(inSection: 1) == CGRect(0, 916, 320, 36))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(0, 952, 320, 44))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.frame == CGRect(0, 952, 320, 44))
    }
}
