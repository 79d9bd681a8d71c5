import Foundation
import Testing

@testable import StrutDeclarative

/// Inflexible sublayouts are measured before flexible ones, ties in order, for short stacks
/// (sorted by insertion) and long ones (more than 16 sublayouts) alike.
@Suite struct StackLayoutMeasurementOrderTests {
    /// `count` sublayouts alternating flexible (even indices, 10 wide at most) and inflexible
    /// (odd indices, exactly 10 wide), in a stack 15 wider than the inflexible ones together.
    private func measuredWidths(count: Int) -> [CGFloat] {
        let sublayouts: [any Layout] = (0..<count).map { i in
            i.isMultiple(of: 2) ? SizeLayout(minWidth: 10, minHeight: 10, maxHeight: 10) : SizeLayout(width: 10, height: 10)
        }
        let stack = StackLayout(axis: .horizontal, sublayouts: sublayouts)
        let width = CGFloat(count / 2) * 10 + 15
        return stack.measurement(within: CGSize(width: width, height: 10)).sublayouts.map(\.size.width)
    }

    @Test(arguments: [6, 16, 17, 20])
    func inflexibleSublayoutsAreMeasuredFirst(count: Int) {
        // The inflexible ones take 10 each; of the 15 left the first flexible one takes 10, the
        // second 5, and the rest are dropped. Kept in index order: 10, 10, 5, then 10 for every
        // odd index from 3 on.
        let oddFromThree = (3..<count).filter { !$0.isMultiple(of: 2) }.count
        let expected: [CGFloat] = [10, 10, 5] + Array(repeating: 10, count: oddFromThree)
        #expect(measuredWidths(count: count) == expected)
    }

    @Test func flexibilityIsTheMostFlexibleAlongAndTheLeastAcross() {
        let stack = StackLayout(
            axis: .horizontal,
            sublayouts: [SizeLayout(width: 10, height: 10), SizeLayout(minWidth: 10, minHeight: 10, maxHeight: 10)])
        // Along: the flexible one's default flex; across: both are exactly 10 high, inflexible.
        #expect(stack.flexibility.flex(.horizontal) == Flexibility.defaultFlex)
        #expect(stack.flexibility.flex(.vertical) == nil)
        let empty = StackLayout(axis: .vertical, sublayouts: [])
        #expect(empty.flexibility.flex(.vertical) == nil && empty.flexibility.flex(.horizontal) == Flexibility.maxFlex)
    }
}
