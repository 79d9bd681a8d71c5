import Foundation
import StrutExamples
import Testing

@testable import StrutAutoLayout

/// A vertical equal-spacing stack gives the engine a row for one minimum spacing only, the largest
/// (after the first visible view with it): every distributing guide is as long as the first and
/// spans exactly the space between two visible views, so the largest minimum bounds them all
/// (``StackViewConstraintPlan``, "Implied constraints"). The others stay active, installed and
/// listed. The reference is the same stack feeding every constraint
/// (``StackView/feedsImpliedConstraints``).
@Suite struct StackViewImpliedSpacingTests {
    /// A vertical equal-spacing column of 10-wide boxes of these heights in a stack `height`
    /// high, pinned at the root's top leading corner, laid out. `custom` gives custom spacings
    /// by box index; the boxes at `hidden` are hidden.
    static func column(
        _ heights: [CGFloat], height: CGFloat, spacing: CGFloat = 5, custom: [(index: Int, spacing: CGFloat)] = [],
        hidden: [Int] = [], feedsImplied: Bool
    ) -> (root: View, stack: StackView, boxes: [TextBox]) {
        let boxes = heights.enumerated().map { TextBox(10, $0.element, name: "B\($0.offset)") }
        let stack = StackView(arrangedSubviews: boxes)
        stack.axis = .vertical
        stack.distribution = .equalSpacing
        stack.spacing = spacing
        for (index, value) in custom { stack.setCustomSpacing(value, after: boxes[index]) }
        for index in hidden { boxes[index].isHidden = true }
        let root = StackViewImpliedConstraintTests.pinned(
            stack, feedsImplied: feedsImplied, with: [stack.heightAnchor.constraint(equalToConstant: height)])
        return (root, stack, boxes)
    }

    /// The stack's implied constraints.
    static func implied(_ stack: StackView) -> [LayoutConstraint] {
        stack.arrangementConstraints.filter(\.isImpliedByOthers)
    }

    /// How many rows the root's engine holds.
    static func rowCount(_ root: View) -> Int { root.rootEngine?.rows.count ?? -1 }

    /// Three boxes (20, 30, 10 high) spaced at least 5 in 200 points: 140 points left, two
    /// guides of 70. Frames by hand: B0 at y = 0, B1 at 20 + 70 = 90, B2 at 90 + 30 + 70 = 190.
    /// The two minimums are equal: the first (after B0) is fed, the second implied, one row
    /// fewer.
    @Test func uniformSpacingFeedsTheFirstMinimumOnly() {
        let reduced = Self.column([20, 30, 10], height: 200, feedsImplied: false)
        let full = Self.column([20, 30, 10], height: 200, feedsImplied: true)
        let expected = [
            CGRect(x: 0, y: 0, width: 10, height: 20), CGRect(x: 0, y: 90, width: 10, height: 30),
            CGRect(x: 0, y: 190, width: 10, height: 10),
        ]
        #expect(reduced.boxes.map(\.frame) == expected)
        #expect(full.boxes.map(\.frame) == expected)
        #expect(Self.rowCount(full.root) - Self.rowCount(reduced.root) == 1)
        let implied = Self.implied(reduced.stack)
        #expect(implied.count == 1)
        guard let spacing = implied.first else { return }
        // `B2.top >= B1.bottom + 5`: active, installed on the stack, listed for B2.
        #expect(spacing.identifier == "UISV-spacing" && spacing.relation == .greaterThanOrEqual)
        #expect(spacing.firstItem === reduced.boxes[2] && spacing.secondItem === reduced.boxes[1] && spacing.constant == 5)
        #expect(spacing.isActive && reduced.stack.constraints.contains { $0 === spacing })
        #expect(reduced.boxes[2].constraintsAffectingLayout(for: .vertical).contains { $0 === spacing })
        #expect(Self.implied(full.stack).isEmpty)
    }

    /// The largest minimum binds: spacing 5 after B0, 12 after B1, in 20 + 30 + 10 + 2 × 12 =
    /// 84 points. Both guides are 12 (the 5 holds with room to spare): B0 at 0, B1 at 32, B2 at
    /// 74. The minimum after B0 is the implied one.
    @Test func theLargestMinimumIsFed() {
        let custom = [(index: 1, spacing: CGFloat(12))]
        let reduced = Self.column([20, 30, 10], height: 84, custom: custom, feedsImplied: false)
        let full = Self.column([20, 30, 10], height: 84, custom: custom, feedsImplied: true)
        #expect(reduced.boxes.map(\.frame.minY) == [0, 32, 74])
        #expect(full.boxes.map(\.frame) == reduced.boxes.map(\.frame))
        #expect(Self.rowCount(full.root) - Self.rowCount(reduced.root) == 1)
        let implied = Self.implied(reduced.stack)
        #expect(implied.count == 1 && implied.first?.firstItem === reduced.boxes[1] && implied.first?.constant == 5)
    }

    /// A hidden view between two visible ones: boxes 20, 40, 30, 10 high with B1 hidden,
    /// spacing 5 and 8 after B2, in 20 + 30 + 10 + 2 × 8 = 76 points. B0's minimum spacing
    /// (`B1.top >= B0.bottom + 5`) is implied: B1 has height 0 and B2 sits flush after it, so
    /// it bounds the first guide as the 8 after B2 bounds both. Frames by hand: B0 at 0, B1 at
    /// 28 (height 0), B2 at 28, B3 at 28 + 30 + 8 = 66.
    @Test func aHiddenViewInBetween() {
        let custom = [(index: 2, spacing: CGFloat(8))]
        let reduced = Self.column([20, 40, 30, 10], height: 76, custom: custom, hidden: [1], feedsImplied: false)
        let full = Self.column([20, 40, 30, 10], height: 76, custom: custom, hidden: [1], feedsImplied: true)
        #expect(reduced.boxes.map(\.frame.minY) == [0, 28, 28, 66])
        #expect(reduced.boxes.map(\.frame.height) == [20, 0, 30, 10])
        #expect(full.boxes.map(\.frame) == reduced.boxes.map(\.frame))
        #expect(Self.rowCount(full.root) - Self.rowCount(reduced.root) == 1)
        let implied = Self.implied(reduced.stack)
        #expect(implied.count == 1 && implied.first?.firstItem === reduced.boxes[1] && implied.first?.secondItem === reduced.boxes[0])
    }

    /// Two visible views have one guide and one minimum: nothing is implied.
    @Test func twoViewsImplyNothing() {
        let reduced = Self.column([20, 30], height: 100, feedsImplied: false)
        #expect(Self.implied(reduced.stack).isEmpty)
        #expect(reduced.boxes.map(\.frame.minY) == [0, 70])
    }

    /// Moving the largest spacing from after B1 to after B0 moves the row from one minimum to
    /// the other in the next pass; the frames (guides of 12 either way) stay those of the stack
    /// feeding both.
    @Test func movingTheLargestSpacingMovesTheRow() {
        let custom = [(index: 1, spacing: CGFloat(12))]
        let reduced = Self.column([20, 30, 10], height: 84, custom: custom, feedsImplied: false)
        let full = Self.column([20, 30, 10], height: 84, custom: custom, feedsImplied: true)
        for built in [reduced, full] {
            built.stack.setCustomSpacing(12, after: built.boxes[0])
            built.stack.setCustomSpacing(StackView.spacingUseDefault, after: built.boxes[1])
            built.root.layoutIfNeeded()
        }
        #expect(reduced.boxes.map(\.frame.minY) == [0, 32, 74])
        #expect(full.boxes.map(\.frame) == reduced.boxes.map(\.frame))
        #expect(Self.rowCount(full.root) - Self.rowCount(reduced.root) == 1)
        let implied = Self.implied(reduced.stack)
        #expect(implied.count == 1 && implied.first?.firstItem === reduced.boxes[2] && implied.first?.constant == 5)
        #expect(reduced.stack.arrangementConstraints.allSatisfy { $0.isActive })
    }

    /// Along a horizontal axis leading and trailing may resolve differently for the guides and
    /// the spacings (a view forcing its own direction), and between baselines the spacings do
    /// not bound the guides: nothing is implied there.
    @Test func horizontalAndBaselineRelativeSpacingsImplyNothing() {
        for (axis, baselines) in [(LayoutConstraintAxis.horizontal, false), (.vertical, true)] {
            let boxes = [TextBox(10, 20, name: "B0"), TextBox(10, 20, name: "B1"), TextBox(10, 20, name: "B2")]
            let stack = StackView(arrangedSubviews: boxes)
            stack.axis = axis
            stack.distribution = .equalSpacing
            stack.isBaselineRelativeArrangement = baselines
            let plan = StackViewConstraintPlan(stack.planConfiguration)
            #expect(plan.entries.allSatisfy { !$0.isImplied }, "\(axis), baselines: \(baselines)")
        }
    }
}
