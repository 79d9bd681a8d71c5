import Foundation
import Testing

@testable import StrutAutoLayout

/// A beverage cell that shows a "high calorie" badge between the name and the calories for
/// high-calorie drinks. The shared constraints are made once; `updateConstraints` swaps the two
/// small sets — or, in the "Don't do this!" variant, deactivates everything and rebuilds all of
/// it from scratch on every pass.
final class BeverageCell: View {
    let name = IntrinsicView(100, 20, identifier: "name")
    let badge = IntrinsicView(30, 20, identifier: "badge")
    let calories = IntrinsicView(60, 20, identifier: "calories")
    let rebuildsEverything: Bool
    var isHighCalorie = true { didSet { if isHighCalorie != oldValue { setNeedsUpdateConstraints() } } }
    var updateCount = 0

    private var shared: [LayoutConstraint] = []
    private var high: [LayoutConstraint] = []
    private var low: [LayoutConstraint] = []

    init(rebuildsEverything: Bool) {
        self.rebuildsEverything = rebuildsEverything
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        for v in [name, badge, calories] { addSubview(v) }
    }

    private func makeShared() -> [LayoutConstraint] {
        [
            name.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            name.topAnchor.constraint(equalTo: topAnchor, constant: 10),
            badge.centerYAnchor.constraint(equalTo: name.centerYAnchor),
            calories.centerYAnchor.constraint(equalTo: name.centerYAnchor),
            calories.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -16),
        ]
    }
    private func makeHigh() -> [LayoutConstraint] {
        [
            badge.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            calories.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 8),
        ]
    }
    private func makeLow() -> [LayoutConstraint] {
        [
            calories.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            badge.trailingAnchor.constraint(equalTo: calories.leadingAnchor),
        ]
    }

    override func updateConstraints() {
        updateCount += 1
        if rebuildsEverything {
            // "Don't do this!": churn every pass.
            LayoutConstraint.deactivate(shared + high + low)
            shared = makeShared()
            high = makeHigh()
            low = makeLow()
            LayoutConstraint.activate(shared + (isHighCalorie ? high : low))
        } else {
            if shared.isEmpty {
                shared = makeShared()
                high = makeHigh()
                low = makeLow()
                LayoutConstraint.activate(shared)
            }
            if isHighCalorie {
                LayoutConstraint.deactivate(low)
                LayoutConstraint.activate(high)
            } else {
                LayoutConstraint.deactivate(high)
                LayoutConstraint.activate(low)
            }
        }
        badge.isHidden = !isHighCalorie
        super.updateConstraints()
    }
}

@Suite struct SeedExampleTests {
    private func host(_ cell: BeverageCell) -> RecordingWindow {
        let window = RecordingWindow(320, 100)
        window.addSubview(cell)
        LayoutConstraint.activate([
            cell.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            cell.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            cell.topAnchor.constraint(equalTo: window.topAnchor),
            cell.heightAnchor.constraint(equalToConstant: 40),
        ])
        return window
    }

    /// High calorie: name (16, 10, 100, 20); badge.leading = 116 + 8 = 124 ⇒ (124, 10, 30, 20);
    /// calories.leading = 154 + 8 = 162 ⇒ (162, 10, 60, 20). Centers aligned at y 20.
    /// Low calorie: calories.leading = 116 + 8 = 124; badge.trailing = 124 ⇒ badge.x = 94.
    @Test(arguments: [false, true])
    func beverageCellSwitchesConstraintSets(rebuildsEverything: Bool) {
        let cell = BeverageCell(rebuildsEverything: rebuildsEverything)
        let window = host(cell)
        window.runRenderLoopTurn()
        #expect(cell.name.frame == CGRect(16, 10, 100, 20))
        #expect(cell.badge.frame == CGRect(124, 10, 30, 20))
        #expect(cell.calories.frame == CGRect(162, 10, 60, 20))

        cell.isHighCalorie = false
        let before = window.layoutEngineStatistics
        window.runRenderLoopTurn()
        #expect(cell.name.frame == CGRect(16, 10, 100, 20))
        #expect(cell.calories.frame == CGRect(124, 10, 60, 20))
        #expect(cell.badge.frame == CGRect(94, 10, 30, 20))
        #expect(cell.badge.isHidden)
        // Switching costs exactly the two constraints out and the two in — in both variants:
        // the rebuilt shared constraints equal the old ones, so their rows are handed over.
        let after = window.layoutEngineStatistics
        #expect(after.rowsRemoved - before.rowsRemoved == 2)
        #expect(after.rowsAdded - before.rowsAdded == 2)
        #expect(after.constantsChanged == before.constantsChanged)
        #expect(after.rowsReused - before.rowsReused == (rebuildsEverything ? 5 : 0))
        #expect(window.events.isEmpty)

        cell.isHighCalorie = true
        window.runRenderLoopTurn()
        #expect(cell.badge.frame == CGRect(124, 10, 30, 20))
        #expect(cell.calories.frame == CGRect(162, 10, 60, 20))
    }

    /// The "Don't do this!" updateConstraints, run every pass with nothing changed, costs zero
    /// solver operations: every deactivated constraint is replaced by an equal one.
    @Test func churnWithoutChangeCostsNothing() {
        let cell = BeverageCell(rebuildsEverything: true)
        let window = host(cell)
        window.runRenderLoopTurn()
        let before = window.layoutEngineStatistics
        for _ in 0..<5 {
            cell.setNeedsUpdateConstraints()
            window.runRenderLoopTurn()
        }
        let after = window.layoutEngineStatistics
        #expect(after.solverOperations == before.solverOperations)
        #expect(after.rowsReused - before.rowsReused == 5 * 7)
        #expect(cell.updateCount == 6)
        #expect(cell.calories.frame == CGRect(162, 10, 60, 20))
    }

    /// Deactivating a constraint and activating an equal one (same items, attributes, relation,
    /// multiplier, constant, priority) in one pass: zero engine operations; one that differs only
    /// in its constant: one constant change; any other difference: a removal and an addition.
    @Test func deactivateAndActivateEqualConstraintIsFree() {
        let window = RecordingWindow(100, 100)
        let v = makeView()
        window.addSubview(v)
        let width = v.widthAnchor.constraint(equalToConstant: 30)
        LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            v.topAnchor.constraint(equalTo: window.topAnchor),
            width,
            v.heightAnchor.constraint(equalToConstant: 30),
        ])
        window.layoutIfNeeded()
        let before = window.layoutEngineStatistics
        width.isActive = false
        let twin = v.widthAnchor.constraint(equalToConstant: 30)
        twin.isActive = true
        window.layoutIfNeeded()
        let after = window.layoutEngineStatistics
        #expect(after.solverOperations == before.solverOperations)
        #expect(after.rowsReused == before.rowsReused + 1)
        #expect(v.frame == CGRect(0, 0, 30, 30))
        // The handed-over row now belongs to the twin: changing its constant is one update.
        twin.constant = 40
        window.layoutIfNeeded()
        #expect(v.frame == CGRect(0, 0, 40, 30))
        #expect(window.layoutEngineStatistics.constantsChanged == after.constantsChanged + 1)
        // Equal but for the constant: the row goes over and its constant changes in place (one
        // solver operation, no removal or addition).
        let mid = window.layoutEngineStatistics
        twin.isActive = false
        let third = v.widthAnchor.constraint(equalToConstant: 50)
        third.isActive = true
        window.layoutIfNeeded()
        #expect(window.layoutEngineStatistics.rowsRemoved == mid.rowsRemoved)
        #expect(window.layoutEngineStatistics.rowsAdded == mid.rowsAdded)
        #expect(window.layoutEngineStatistics.constantsChanged == mid.constantsChanged + 1)
        #expect(window.layoutEngineStatistics.rowsReused == mid.rowsReused + 1)
        #expect(v.frame == CGRect(0, 0, 50, 30))
        // The row is the new constraint's: its constant changes it in place.
        third.constant = 20
        window.layoutIfNeeded()
        #expect(v.frame == CGRect(0, 0, 20, 30))
        // A different priority is a different row: one removal, one addition.
        let last = window.layoutEngineStatistics
        third.isActive = false
        let optional = v.widthAnchor.constraint(equalToConstant: 25)
        optional.priority = LayoutPriority(999)
        optional.isActive = true
        window.layoutIfNeeded()
        #expect(window.layoutEngineStatistics.rowsRemoved == last.rowsRemoved + 1)
        #expect(window.layoutEngineStatistics.rowsAdded == last.rowsAdded + 1)
        #expect(v.frame == CGRect(0, 0, 25, 30))
    }

    /// A constant changed on a constraint that is then swapped for an equal-looking one in the
    /// same pass: the handed-over row still gets the new constant.
    @Test func handoverAppliesPendingConstantChanges() {
        let window = RecordingWindow(100, 100)
        let v = makeView()
        window.addSubview(v)
        let width = v.widthAnchor.constraint(equalToConstant: 30)
        LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: window.leadingAnchor), v.topAnchor.constraint(equalTo: window.topAnchor),
            width, v.heightAnchor.constraint(equalToConstant: 30),
        ])
        window.layoutIfNeeded()
        width.constant = 45
        width.isActive = false
        v.widthAnchor.constraint(equalToConstant: 45).isActive = true
        window.layoutIfNeeded()
        #expect(v.frame == CGRect(0, 0, 45, 30))
    }

    /// A trip-log cell measured with systemLayoutSizeFitting at a required width of 320:
    /// icon 40×40 at the margins (8, 8); title (150×20) at icon.trailing + 8 = 56, top margin 8;
    /// detail (200×40) below the title + 4 and above the bottom margin; icon.bottom <= bottom margin.
    /// Height = 8 + 20 + 4 + 40 + 8 = 80. The live tree is untouched.
    @Test func tripLogCellFitsItsContent() {
        let cell = View(frame: CGRect(0, 0, 320, 44))
        let icon = IntrinsicView(40, 40), title = IntrinsicView(150, 20), detail = IntrinsicView(200, 40)
        for v in [icon, title, detail] { cell.addSubview(v) }
        let margins = cell.layoutMarginsGuide
        LayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            icon.topAnchor.constraint(equalTo: margins.topAnchor),
            icon.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
            title.topAnchor.constraint(equalTo: margins.topAnchor),
            title.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            detail.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            detail.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
        ])
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 320, height: 80))
        #expect(cell.frame == CGRect(0, 0, 320, 44))
        #expect(detail.frame == .zero)
        // Compressed in both directions: the narrowest width is the widest row,
        // 8 + 40 + 8 + 200 + 8 = 264.
        #expect(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 264, height: 80))
        // Laid out for real in its 44-point frame (a frame-placed root keeps its frame), the
        // vertical chain needs 80: someone is compressed. With the title resisting more (751),
        // it is the detail: 44 − 8 − 20 − 4 − 8 = 4 tall at y = 8 + 20 + 4 = 32.
        title.setContentCompressionResistancePriority(LayoutPriority(751), for: .vertical)
        cell.layoutIfNeeded()
        #expect(title.frame == CGRect(56, 8, 150, 20))
        #expect(detail.frame == CGRect(56, 32, 200, 4))
    }
}
