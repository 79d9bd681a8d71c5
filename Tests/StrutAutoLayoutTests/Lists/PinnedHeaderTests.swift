import Foundation
import Testing

@testable import StrutAutoLayout

/// A view per section header (20 points) and footer (10 points), made once and kept.
private final class PinnedViewsDelegate: TableViewDelegate {
    let headers = (0..<3).map { View(frame: .zero).identified("header\($0)") }
    let footers = (0..<3).map { View(frame: .zero).identified("footer\($0)") }

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { headers[section] }
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { footers[section] }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { 20 }
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { 10 }
}

extension View {
    fileprivate func identified(_ name: String) -> View {
        identifier = name
        return self
    }
}

/// Three sections of three 40-point rows, headers 20, footers 10, in a table 320 × 100.
/// Content coordinates, top to bottom:
/// s0: header 0…20, rows 20/60/100, footer 140…150;
/// s1: header 150…170, rows 170/210/250, footer 290…300;
/// s2: header 300…320, rows 320/360/400, footer 440…450.
private func makeSectionedTable(style: TableView.Style) -> (RecordingWindow, TableView, PinnedViewsDelegate, SectionedSource) {
    let window = RecordingWindow(320, 100)
    let table = TableView(frame: CGRect(0, 0, 320, 100), style: style)
    window.addSubview(table)
    table.rowHeight = 40
    let delegate = PinnedViewsDelegate()
    table.delegate = delegate
    let source = SectionedSource([["a", "b", "c"], ["d", "e", "f"], ["g", "h", "i"]])
    source.install(in: table)
    window.runRenderLoopTurn()
    return (window, table, delegate, source)
}

private func scroll(_ table: TableView, in window: Window, to y: CGFloat) {
    table.contentOffset = CGPoint(x: 0, y: y)
    window.runRenderLoopTurn()
}

@Suite struct PinnedHeaderTests {
    /// Plain style, no insets: visibleTop = y, visibleBottom = y + 100.
    /// header(s) at min(max(natural, visibleTop), sectionBottom − 20);
    /// footer(s) at max(min(natural, visibleBottom − 10), headerBottom).
    @Test func plainHeadersStickToTheTopAndArePushedUpByTheNextSection() throws {
        let (window, table, views, source) = makeSectionedTable(style: .plain)
        #expect(table.style == .plain)

        // y = 0: header0 min(max(0, 0), 130) = 0; footer0 max(min(140, 90), 20) = 90 (it floats
        // at the bottom while section 0 is on screen). Section 1's header is beyond the band
        // (−44…144), so it has no view.
        #expect(views.headers[0].frame == CGRect(0, 0, 320, 20))
        #expect(views.footers[0].frame == CGRect(0, 90, 320, 10))
        #expect(table.headerView(forSection: 1) == nil)

        // y = 50: header0 min(max(0, 50), 130) = 50; footer0 max(min(140, 140), 20) = 140;
        // header1 (band 6…194) min(max(150, 50), 280) = 150; the band ends in section 1's rows,
        // so footer1 floats: max(min(290, 140), 170) = 170, right under its header.
        scroll(table, in: window, to: 50)
        #expect(views.headers[0].frame == CGRect(0, 50, 320, 20))
        #expect(views.footers[0].frame == CGRect(0, 140, 320, 10))
        #expect(views.headers[1].frame == CGRect(0, 150, 320, 20))
        #expect(views.footers[1].frame == CGRect(0, 170, 320, 10))
        #expect(table.rectForHeader(inSection: 0) == CGRect(0, 0, 320, 20))  // the entry does not move

        // y = 135: header0 min(max(0, 135), 130) = 130 (pushed up by section 1's header at 150);
        // header1 min(max(150, 135), 280) = 150; footer1 max(min(290, 225), 170) = 225.
        scroll(table, in: window, to: 135)
        #expect(views.headers[0].frame == CGRect(0, 130, 320, 20))
        #expect(views.headers[1].frame == CGRect(0, 150, 320, 20))
        #expect(views.footers[1].frame == CGRect(0, 225, 320, 10))

        // y = 160: the band (116…304) starts in section 0's last row, so header0 is kept, at
        // min(max(0, 160), 130) = 130 (off screen); header1 min(max(150, 160), 280) = 160;
        // footer1 max(min(290, 250), 170) = 250; header2 (natural 300) stays; the band ends in
        // section 2, whose footer floats at max(min(440, 250), 320) = 320.
        scroll(table, in: window, to: 160)
        #expect(views.headers[0].frame == CGRect(0, 130, 320, 20))
        #expect(views.footers[0].frame == CGRect(0, 140, 320, 10))  // max(min(140, 250), 20)
        #expect(views.headers[1].frame == CGRect(0, 160, 320, 20))
        #expect(views.footers[1].frame == CGRect(0, 250, 320, 10))
        #expect(views.headers[2].frame == CGRect(0, 300, 320, 20))
        #expect(views.footers[2].frame == CGRect(0, 320, 320, 10))

        // y = 285: header1 min(max(150, 285), 280) = 280; header2 min(max(300, 285), 430) = 300.
        scroll(table, in: window, to: 285)
        #expect(views.headers[1].frame == CGRect(0, 280, 320, 20))
        #expect(views.headers[2].frame == CGRect(0, 300, 320, 20))
        #expect(window.events.isEmpty)
        withExtendedLifetime(source) {}
    }

    /// The floating views are drawn over the cells: they are the content view's last subviews,
    /// in entry order, even after new cells were added behind them.
    @Test func floatingViewsAreInFrontOfTheCells() throws {
        let (window, table, views, source) = makeSectionedTable(style: .plain)
        scroll(table, in: window, to: 160)
        // Band 116…304: every header and footer of sections 0 to 2 but footer 2's own place (440)
        // is in it or pinned.
        let last = Array(table.contentView.subviews.suffix(6))
        let expected = [views.headers[0], views.footers[0], views.headers[1], views.footers[1], views.headers[2], views.footers[2]]
        let inFront = last.elementsEqual(expected, by: ===)
        #expect(inFront)
        withExtendedLifetime(source) {}
    }

    /// adjustedContentInset 10 top and 5 bottom (contentInset; the window has no safe area):
    /// at y = 50, visibleTop = 60 and visibleBottom = 145. header0 min(max(0, 60), 130) = 60;
    /// footer0 max(min(140, 135), 20) = 135.
    @Test func pinningRespectsTheAdjustedContentInset() {
        let (window, table, views, source) = makeSectionedTable(style: .plain)
        table.contentInset = EdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
        scroll(table, in: window, to: 50)
        #expect(table.adjustedContentInset == EdgeInsets(top: 10, left: 0, bottom: 5, right: 0))
        #expect(views.headers[0].frame == CGRect(0, 60, 320, 20))
        #expect(views.footers[0].frame == CGRect(0, 135, 320, 10))
        withExtendedLifetime(source) {}
    }

    /// A safe area counts too: window safe-area top 30 (adjusted top 30 under `.automatic`, the
    /// content of 450 being taller than 100). At y = 50 the header sits at 50 + 30 = 80.
    @Test func pinningRespectsTheSafeArea() {
        let window = RecordingWindow(320, 100, safeArea: EdgeInsets(top: 30, left: 0, bottom: 0, right: 0))
        let table = TableView(frame: CGRect(0, 0, 320, 100), style: .plain)
        window.addSubview(table)
        table.rowHeight = 40
        let views = PinnedViewsDelegate()
        table.delegate = views
        let source = SectionedSource([["a", "b", "c"], ["d", "e", "f"], ["g", "h", "i"]])
        source.install(in: table)
        window.runRenderLoopTurn()
        #expect(table.adjustedContentInset.top == 30)
        #expect(table.contentOffset.y == -30)  // the first pass scrolls to the minimum offset
        #expect(views.headers[0].frame == CGRect(0, 0, 320, 20))  // min(max(0, −30 + 30), 130)
        scroll(table, in: window, to: 50)
        #expect(views.headers[0].frame == CGRect(0, 80, 320, 20))
        withExtendedLifetime(source) {}
    }

    /// Grouped style: headers and footers stay at their entries. At y = 50 header0 is at 0 and
    /// footer0 at 140 (footer0 floats to 140 − 50 + 90 = 140 in a plain table too, so footer1 at
    /// 290, outside the band 6…194, shows the difference: it has no view).
    @Test func groupedHeadersScrollWithTheirRows() {
        let (window, table, views, source) = makeSectionedTable(style: .grouped)
        scroll(table, in: window, to: 50)
        #expect(views.headers[0].frame == CGRect(0, 0, 320, 20))
        #expect(views.footers[0].frame == CGRect(0, 140, 320, 10))
        #expect(views.footers[1].superview == nil)
        withExtendedLifetime(source) {}
    }
}
