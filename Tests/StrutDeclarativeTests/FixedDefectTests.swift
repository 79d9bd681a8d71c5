import DeclarativeTestSupport
import Foundation
import StrutDeclarative
import Testing

/// LayoutKit's known stack defects, each with the frames LayoutKit produced and the ones Strut
/// produces (documented on ``StackLayout``).
@Suite struct FixedDefectTests {
    @Test func issue182ZeroLengthFlexibleChildLeavesRoomForSpacing() {
        // Vertical 100×200, spacing 8: [22×22 (inflexible), width-3 (flexible vertically, measures
        // 0 tall)]. Measured: 22 tall. Excess 200 − 22 = 178. The empty child becomes non-empty,
        // which adds one 8-pt gap: it starts at 22 + 8 = 30 and gets 178 − 8 = 170, ending at 200.
        // LayoutKit gave it 178 and ended at 208, overflowing the stack by the spacing.
        let square = SizeLayout(width: 22, height: 22)
        let bar = SizeLayout(width: 3)
        let stack = StackLayout(axis: .vertical, spacing: 8, sublayouts: [square, bar])
        let arrangement = stack.arrangement(width: 100, height: 200)
        #expect(arrangement.frame == CGRect(0, 0, 100, 200))
        // Each centres its exact width: (100 − 22) / 2 = 39, (100 − 3) / 2 = 48.5.
        #expect(arrangement.sublayout(square)?.frame == CGRect(39, 0, 22, 22))
        #expect(arrangement.sublayout(bar)?.frame == CGRect(48.5, 30, 3, 170))
    }

    @Test func issue182WhenTheEmptyChildComesFirst() {
        // [width-3, 22×22]: the bar gets 0…170, the gap 170…178, the square 178…200.
        let square = SizeLayout(width: 22, height: 22)
        let bar = SizeLayout(width: 3)
        let arrangement = StackLayout(axis: .vertical, spacing: 8, sublayouts: [bar, square]).arrangement(width: 100, height: 200)
        #expect(arrangement.sublayout(bar)?.frame == CGRect(48.5, 0, 3, 170))
        #expect(arrangement.sublayout(square)?.frame == CGRect(39, 178, 22, 22))
    }

    @Test func stretchChoosesAmongMeasuredSublayoutsAfterADrop() {
        // Horizontal, measured within 50: inflexible C (30) first, then A (flex 1, min 20) takes
        // the remaining 20, then B (flex 5) is dropped: no space left. Arranged in 80 (excess 30)
        // the most flexible *measured* sublayout, A, stretches to 50. LayoutKit picked index 1 of
        // all sublayouts (B) and applied it to the measured list, stretching the inflexible C.
        let a = SizeLayout(height: 10, minWidth: 20, flexibility: Flexibility(horizontal: 1, vertical: nil))
        let b = SizeLayout(height: 10, minWidth: 5, flexibility: Flexibility(horizontal: 5, vertical: nil))
        let c = SizeLayout(width: 30, height: 10)
        let stack = StackLayout(axis: .horizontal, sublayouts: [a, b, c])
        let measurement = stack.measurement(within: CGSize(width: 50, height: 100))
        #expect(measurement.size == CGSize(width: 50, height: 10))
        #expect(measurement.sublayouts.count == 2)
        let arrangement = stack.arrangement(within: CGRect(0, 0, 80, 10), measurement: measurement)
        #expect(arrangement.sublayout(a)?.frame == CGRect(0, 0, 50, 10))
        #expect(arrangement.sublayout(b) == nil)
        #expect(arrangement.sublayout(c)?.frame == CGRect(50, 0, 30, 10))
    }

    @Test func equalSpacingCountsOnlyTheGapsBetweenMeasuredSublayouts() {
        // TestStack vertical, spacing 4, measured within 40.5: the third is dropped (36.5 used).
        // Arranged in 50.5 (excess 14) the one remaining gap is 4 + 14 = 18, so the second ends
        // flush at 14 + 18 + 18.5 = 50.5. LayoutKit divided by two gaps (11 each), ending at 43.5.
        let test = TestStack(axis: .vertical, distribution: .fillEqualSpacing, spacing: 4)
        let measurement = test.stack.measurement(within: CGSize(width: unbounded, height: 40.5))
        let frames = test.frames(of: test.stack.arrangement(within: CGRect(0, 0, 18, 50.5), measurement: measurement))
        #expect(frames.two == CGRect(0, 32, 18, 18.5))
        #expect(frames.three == nil)
    }

    @Test func equalSpacingWithOneSublayoutSitsAtTheLeadingEdge() {
        // LayoutKit divided the excess by zero gaps.
        let only = SizeLayout(width: 10, height: 10)
        let arrangement = StackLayout(axis: .horizontal, distribution: .fillEqualSpacing, sublayouts: [only])
            .arrangement(width: 50, height: 10)
        #expect(arrangement.sublayout(only)?.frame == CGRect(0, 0, 10, 10))
    }

    @Test func equalSizeWithNegativeSpacingFitsEverySlot() {
        // 3 slots, spacing −5, in 50: (50 + 2·5) / 3 = 20 at 0, 15, 30.
        let children = (0..<3).map { _ in SizeLayout(minWidth: 0, minHeight: 1) }
        let arrangement = StackLayout(axis: .horizontal, spacing: -5, distribution: .fillEqualSize, sublayouts: children)
            .arrangement(width: 50)
        #expect(arrangement.sublayouts.map(\.frame.minX) == [0, 15, 30])
        #expect(arrangement.sublayouts.map(\.frame.width) == [20, 20, 20])
    }
}
