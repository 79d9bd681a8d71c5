import Foundation
import Testing

@testable import StrutAutoLayout
@testable import StrutExamples

@Suite struct ExampleListTests {
    /// The three beverage cells lay out the same frames for the same rows: a high-calorie row
    /// ("Hot chocolate 2", 310 kcal) and a low one ("Espresso 0", 5 kcal), with the labels' own
    /// measurements. Independently: name at (16, 10), badge 8 after the name (high) or ending
    /// where the calories start (low), calories 8 after the badge (high) or the name (low),
    /// centres on the name's.
    @Test(arguments: [0, 2])
    func theThreeBeverageCellsAgree(row: Int) throws {
        let item = BeverageItem.generate(count: 3)[row]
        var framesByStyle: [[CGRect]] = []
        for style in [BeverageExampleCell.Style.handWritten, .fixed, .churning] {
            let window = Window(size: CGSize(width: 375, height: 40))
            let cell = BeverageExampleCell(style: style)
            cell.frame = CGRect(x: 0, y: 0, width: 375, height: 40)
            window.addSubview(cell)
            cell.configure(item)
            window.runRenderLoopTurn()
            framesByStyle.append([cell.name.frame, cell.badge.frame, cell.calories.frame])
        }
        let probe = Label(text: item.name)
        let n = probe.intrinsicContentSize
        let b = Label(text: "HIGH").intrinsicContentSize
        let c = Label(text: "\(item.calories) kcal").intrinsicContentSize
        let midY = 10 + n.height / 2
        let name = CGRect(x: 16, y: 10, width: n.width, height: n.height)
        let expected: [CGRect]
        if item.isHighCalorie {
            let badge = CGRect(x: 16 + n.width + 8, y: midY - b.height / 2, width: b.width, height: b.height)
            expected = [name, badge, CGRect(x: badge.maxX + 8, y: midY - c.height / 2, width: c.width, height: c.height)]
        } else {
            let cx = 16 + n.width + 8
            expected = [
                name, CGRect(x: cx - b.width, y: midY - b.height / 2, width: b.width, height: b.height),
                CGRect(x: cx, y: midY - c.height / 2, width: c.width, height: c.height),
            ]
        }
        for frames in framesByStyle { #expect(frames == expected) }
    }

    /// The example runs scroll to the bottom (400 rows of 40 in 667: ⌈(16,000 − 667) / 40⌉ =
    /// 384 frames) with churn only for the churning cell, and the same solver work for the
    /// churning and fixed cells.
    @Test func exampleRunsScrollAndReportChurn() {
        let fixed = ScrollRun.runExample(.beverageFixed, rows: 400)
        let churning = ScrollRun.runExample(.beverageChurning, rows: 400)
        let hand = ScrollRun.runExample(.beverageHandWritten, rows: 400, options: .init(recordsTrace: false))
        #expect(fixed.frames.count == 384)
        #expect(churning.frames.count == 384)
        #expect(hand.frames.count == 384)
        #expect(fixed.churnByView.allSatisfy { $0.churn.reactivated == 0 })
        #expect(churning.churnByView.map(\.churn.reactivated).reduce(0, +) > 5 * 300)
        #expect(fixed.frames.map(\.engineOperations) == churning.frames.map(\.engineOperations))
        #expect(hand.frames.allSatisfy { $0.engineOperations == 0 })
        let report = ScrollRun.report(
            [("hand-written", hand), ("fixed", fixed), ("churning", churning)], baseline: "hand-written")
        #expect(report.split(separator: "\n").count == 5)
        #expect(report.contains("× hand-written"))
    }
}
