import Foundation
import Testing

@testable import StrutAutoLayout

/// A header or footer that remembers the section it was configured for.
private final class SectionLabelView: TableViewHeaderFooterView {
    var section = -1
    var prepareCount = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        prepareCount += 1
        section = -1
    }
}

/// Headers (20 points) and footers (10 points) dequeued from the table's pool.
private final class ReusingDelegate: TableViewDelegate {
    var dequeues = 0

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { view("header", section, tableView) }
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { view("footer", section, tableView) }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { 20 }
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { 10 }

    private func view(_ identifier: String, _ section: Int, _ tableView: TableView) -> View? {
        dequeues += 1
        let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: identifier) as? SectionLabelView
        view?.section = section
        return view
    }
}

@Suite struct HeaderFooterReuseTests {
    /// 100 sections of 5 rows of 40 points, headers 20, footers 10: each section is 230 points,
    /// the content 23,000. The table is 480 high with a preload distance of 44, so the band is
    /// 568 points. Views that leave the band go back to the pool before the walk asks for new
    /// ones, so the views made are the most shown at once:
    /// - plain: a band [a, a + 568) meets at most ⌈568 / 230⌉ + 1 = 4 sections (4 at a = 206,
    ///   y = 250), and a plain table shows the header and footer of every section the band meets
    ///   (floating ones included): 4 headers + 4 footers = 8;
    /// - grouped: only entries meeting the band have views. Footer j−1 and header j form a pair
    ///   on [230j − 10, 230j + 20); meeting 4 pairs j…j+3 takes a band longer than
    ///   (230(j+3) − 10) − (230j + 20) = 660 > 568, so at most 3 pairs: 6.
    /// Each header and footer is asked for once, as it comes in (200 dequeues: floating views
    /// are not asked again per frame); every dequeue but the first `made` is a reuse, and each
    /// shown view carries its section.
    @Test(arguments: [TableView.Style.plain, .grouped])
    func scrollingALongSectionedTableMakesABoundedNumberOfViews(style: TableView.Style) {
        let window = RecordingWindow(320, 480)
        let table = TableView(frame: CGRect(0, 0, 320, 480), style: style)
        window.addSubview(table)
        table.rowHeight = 40
        table.register(SectionLabelView.self, forHeaderFooterViewReuseIdentifier: "header")
        table.register(SectionLabelView.self, forHeaderFooterViewReuseIdentifier: "footer")
        let delegate = ReusingDelegate()
        table.delegate = delegate
        let source = SectionedSource(Array(repeating: ["a", "b", "c", "d", "e"], count: 100))
        source.install(in: table)
        window.runRenderLoopTurn()
        #expect(table.contentSize.height == 23_000)

        var mislabeled = 0
        var shownPerStep: [Int] = []
        for step in 0...450 {  // y = 0 … 22,500 (the largest offset is 23,000 − 480 = 22,520)
            table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 50)
            window.runRenderLoopTurn()
            var shown = 0
            for s in 0..<100 {
                for view in [table.headerView(forSection: s), table.footerView(forSection: s)] {
                    guard let view = view as? SectionLabelView else { continue }
                    shown += 1
                    if view.section != s || view.isHidden { mislabeled += 1 }
                }
            }
            shownPerStep.append(shown)
        }
        #expect(mislabeled == 0)
        let most = style == .plain ? 8 : 6
        #expect(shownPerStep.max() == most)
        #expect(table.statistics.headerFooterViewsCreated == most)
        #expect(delegate.dequeues == 200)
        #expect(table.statistics.headerFooterViewsReused == 200 - most)
        let made = table.contentView.subviews.compactMap { $0 as? SectionLabelView }
        #expect(made.count == most)
        #expect(made.map(\.prepareCount).reduce(0, +) == table.statistics.headerFooterViewsReused)
        #expect(window.events.isEmpty)
        withExtendedLifetime(source) {}
    }

    /// Without a registration there is nothing to dequeue (UIKit returns nil too), and nothing
    /// is made.
    @Test func anUnregisteredIdentifierDequeuesNothing() {
        let (_, table) = makeTableWindow()
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "missing") == nil)
        #expect(table.statistics.headerFooterViewsCreated == 0)
        #expect(table.contentView.subviews.isEmpty)
    }
}
