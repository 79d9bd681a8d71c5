import Foundation
import Testing

@testable import StrutAutoLayout

/// Random vertical equal-spacing columns whose height always leaves room for every minimum
/// spacing (so no required constraint breaks and the layout is unambiguous), built twice, with
/// and without the implied `UISV-spacing` rows, then put through the same random changes
/// (hiding, showing, custom spacings, the column's height). The random nested stacks of
/// ``StackViewImpliedConstraintTests`` compare frames only where no variable at all is free, so
/// never in an equal-spacing stack (its guides' widths are free); here every state is settled
/// (no view ambiguous, nothing broken) and compared. Seeds 1…40 run here; 1…1000, tried once,
/// reached 9,000 states, 6,945 of them with implied rows, all equal.
@Suite struct StackViewImpliedSpacingRandomTests {
    typealias Column = (root: View, stack: StackView, boxes: [TextBox], height: LayoutConstraint)

    /// The spacings a column or a view draws from (the system spacing and a negative one too).
    static let spacings: [CGFloat] = [0, 4, 10, StackView.spacingUseSystem, -3]

    /// Two columns of `heights` built alike, the first without the implied rows.
    static func columns(_ heights: [CGFloat], spacing: CGFloat) -> (reduced: Column, full: Column) {
        func make(feedsImplied: Bool) -> Column {
            let boxes = heights.enumerated().map { TextBox(10, $0.element, name: "B\($0.offset)") }
            let stack = StackView(arrangedSubviews: boxes)
            stack.axis = .vertical
            stack.distribution = .equalSpacing
            stack.spacing = spacing
            // (Never too short, not even before the first change: a required constraint
            // broken when added stays broken.)
            let height = stack.heightAnchor.constraint(equalToConstant: leastHeight(stack, boxes))
            let root = StackViewImpliedConstraintTests.pinned(stack, feedsImplied: feedsImplied, with: [height])
            return (root, stack, boxes, height)
        }
        return (make(feedsImplied: false), make(feedsImplied: true))
    }

    /// The least height a column's visible views and minimum spacings need: the views, and
    /// between them equal gaps as long as the largest minimum (at least 0: the distributing
    /// guides have no negative height, so a negative minimum leaves the views as they are).
    static func leastHeight(_ stack: StackView, _ boxes: [TextBox]) -> CGFloat {
        let visible = boxes.filter { !$0.isHidden }
        let largest: CGFloat =
            visible.dropLast().map { (box: TextBox) -> CGFloat in
                let custom = stack.customSpacing(after: box)
                return CGFloat(StackView.points(ofSpacing: custom == StackView.spacingUseDefault ? stack.spacing : custom))
            }.max() ?? 0
        let views: CGFloat = visible.reduce(0) { $0 + $1.size.height }
        return views + CGFloat(max(visible.count - 1, 0)) * max(largest, 0)
    }

    @Test(arguments: 1...40 as ClosedRange<UInt64>)
    func framesAgree(seed: UInt64) {
        var rng = SeededGenerator(state: seed &* 0x9E37_79B9_7F4A_7C15)
        let heights = (0..<Int.random(in: 3...6, using: &rng)).map { _ in [0, 5, 10, 20, 35].randomElement(using: &rng) ?? 0 }
        let (reduced, full) = Self.columns(heights.map { CGFloat($0) }, spacing: Self.spacings.randomElement(using: &rng) ?? 0)
        var compared = 0
        for step in 0...8 {
            // The same change to both (none before the first comparison).
            let kind = step == 0 ? -1 : Int.random(in: 0..<3, using: &rng)
            let index = Int.random(in: 0..<heights.count, using: &rng)
            let spacing = Self.spacings.randomElement(using: &rng) ?? 0
            let extra: CGFloat = [0, 0, 7, 30].randomElement(using: &rng) ?? 0
            for column in [reduced, full] {
                switch kind {
                case 0: column.boxes[index].isHidden.toggle()
                case 1: column.stack.setCustomSpacing(spacing, after: column.boxes[index])
                default: break
                }
                // (All hidden, the column collapses: no room to spare.)
                let spare = column.boxes.allSatisfy(\.isHidden) ? 0 : extra
                column.height.constant = Self.leastHeight(column.stack, column.boxes) + spare
                column.root.layoutIfNeeded()
            }
            guard let reducedEngine = reduced.root.rootEngine, let fullEngine = full.root.rootEngine else {
                Issue.record("no engine")
                return
            }
            let context = "seed \(seed), step \(step)"
            let implied = reduced.stack.arrangementConstraints.filter { $0.isImpliedByOthers && $0.isActive }
            #expect(implied.allSatisfy { $0.identifier == "UISV-spacing" }, "\(context)")
            #expect(fullEngine.rows.count - reducedEngine.rows.count == implied.count, "\(context)")
            // (Settled: nothing broken, no view ambiguous. The guides' widths are free, as
            // UIKit's are: they are not views.)
            let settled = { (engine: LayoutEngine, column: Column) in
                !engine.rows.values.contains(where: \.isBroken)
                    && !column.stack.hasAmbiguousLayout && !column.boxes.contains(where: \.hasAmbiguousLayout)
            }
            #expect(settled(reducedEngine, reduced) && settled(fullEngine, full), "\(context)")
            #expect(zip(reduced.boxes, full.boxes).allSatisfy { approximatelyEqual($0.frame, $1.frame) }, "\(context)")
            if !implied.isEmpty { compared += 1 }
        }
        // Not vacuous: most seeds reach states with implied rows (three visible views or more).
        if heights.count >= 4 { #expect(compared > 0, "seed \(seed)") }
    }
}
