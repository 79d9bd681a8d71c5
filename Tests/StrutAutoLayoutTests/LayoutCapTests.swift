import Foundation
import Testing

@testable import StrutAutoLayout

/// The two loop caps that had no test making them happen (issue 14): layout rounds for guides that
/// follow geometry (8) and walks of a table's visible band (16). Each must end, say so once in the
/// window's diagnostic log, and leave finite frames.
@Suite struct LayoutCapTests {
    /// A view pinned so that its own safe-area guide's top sits 30 points below the window's top,
    /// in a window whose safe area starts 40 points down. Its safe-area inset is the part of the
    /// window's unsafe band it covers, 40 − y for a view at y ≤ 40, and its guide's top is
    /// y + inset = 30: so y = 30 − (40 − y), 0 = −10, which no layout can satisfy.
    ///
    /// Round by round (the inset the engine holds, then the frame laid out with it, then the new
    /// inset): 0 → y 30 → 10; 10 → y 20 → 20; 20 → y 10 → 30; 30 → y 0 → 40; 40 → y −10 → 50;
    /// 50 → y −20 → 60; 60 → y −30 → 70; 70 → y −40 → 80. After the eighth round the guide still
    /// moved: one engine error, and the frame of the eighth layout stays, at y = −40.
    @Test func guidesThatNeverSettleStopAfterEightRounds() {
        let window = RecordingWindow(320, 480, safeArea: EdgeInsets(top: 40, left: 0, bottom: 0, right: 0))
        let chaser = View()
        chaser.identifier = "chaser"
        chaser.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(chaser)
        LayoutConstraint.activate([
            chaser.leftAnchor.constraint(equalTo: window.leftAnchor),
            chaser.widthAnchor.constraint(equalToConstant: 100),
            chaser.heightAnchor.constraint(equalToConstant: 200),
            chaser.safeAreaLayoutGuide.topAnchor.constraint(equalTo: window.topAnchor, constant: 30),
        ])
        window.layoutIfNeeded()
        let errors = window.logs.filter { $0.hasPrefix("[LayoutConstraints] Engine error: ") }
        #expect(errors.count == 1)
        #expect(errors.first?.contains("still moved after 8 rounds of layout") == true)
        #expect(window.layoutEngineStatistics.engineErrors == 1)
        #expect(chaser.frame == CGRect(x: 0, y: -40, width: 100, height: 200))
        #expect(window.events.isEmpty)
    }

    /// Two rows whose every measurement forgets the other's (the test reaches into the table's
    /// height store: a height that changes on every measure). Each walk of the visible band then
    /// measures both rows again, so the walk never settles: 16 walks of 2 measurements each, one
    /// line in the log, and both cells still placed at their last heights (40 points each).
    @Test func aBandThatNeverSettlesStopsAfterSixteenWalks() throws {
        let (window, table) = makeTableWindow()
        let source = ForgetfulSource()
        table.register(forCellReuseIdentifier: "forgetful") { ForgetfulCell(reuseIdentifier: "forgetful") }
        table.dataSource = source
        window.layoutIfNeeded()
        let walks = window.logs.filter { $0.contains("after 16 walks of the visible band") }
        #expect(walks.count == 1)
        #expect(table.statistics.heightsMeasured == 32)
        #expect(table.statistics.bandWalksCapped == 1)
        #expect(try #require(table.cellForRow(0)).frame == CGRect(x: 0, y: 0, width: 320, height: 40))
        #expect(try #require(table.cellForRow(1)).frame == CGRect(x: 0, y: 40, width: 320, height: 40))
    }
}

/// Two rows of `ForgetfulCell`.
private final class ForgetfulSource: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int { 2 }
    func tableView(_ tableView: TableView, cellForRowAt row: Int) throws -> TableViewCell {
        let cell = try tableView.dequeueReusableCellValidated(withIdentifier: "forgetful", for: row)
        (cell as? ForgetfulCell)?.table = tableView
        return cell
    }
}

/// 40 points tall; measuring it marks the other row of a two-row table as not measured.
private final class ForgetfulCell: TableViewCell {
    weak var table: TableView?
    override func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        if let table, let row {
            let other = table.sections.entry(forGlobalRow: 1 - row)
            table.heights.invalidate(row: other, estimate: 40)
        }
        return 40
    }
}
