import DeclarativeTestSupport
import Foundation
import StrutDeclarative
import Testing

/// Flexibility arithmetic and LayoutKit's StackLayoutFlexibilityTests restated: a stack is as
/// flexible as its most flexible sublayout along its axis and its least flexible across it.
@Suite struct FlexibilityTests {
    @Test func maxAndMinTreatInflexibleAsLosingAndWinning() {
        #expect(Flexibility.max(nil, 3) == 3)
        #expect(Flexibility.max(3, nil) == 3)
        #expect(Flexibility.max(2, 3) == 3)
        #expect(Flexibility.max(nil, nil) == nil)
        #expect(Flexibility.min(nil, 3) == nil)
        #expect(Flexibility.min(2, 3) == 2)
    }

    @Test func constants() {
        #expect(Flexibility.highFlex == 1_073_741_823)
        #expect(Flexibility.lowFlex == -1_073_741_824)
        #expect(Flexibility.flexible.flex(.horizontal) == 0)
        #expect(Flexibility.inflexible.flex(.vertical) == nil)
    }

    @Test func emptyStackIsInflexibleAlongAndMaximallyFlexibleAcross() {
        #expect(StackLayout(axis: .horizontal, sublayouts: []).flexibility == Flexibility(horizontal: nil, vertical: .max))
        #expect(StackLayout(axis: .vertical, sublayouts: []).flexibility == Flexibility(horizontal: .max, vertical: nil))
    }

    @Test func stackTakesMaxAlongAndMinAcross() {
        let a = SizeLayout(width: 1, height: 1, flexibility: Flexibility(horizontal: 5, vertical: 7))
        let b = SizeLayout(width: 1, height: 1, flexibility: Flexibility(horizontal: nil, vertical: 2))
        let c = SizeLayout(width: 1, height: 1, flexibility: Flexibility(horizontal: -3, vertical: nil))
        #expect(StackLayout(axis: .horizontal, sublayouts: [a, b]).flexibility == Flexibility(horizontal: 5, vertical: 2))
        #expect(StackLayout(axis: .vertical, sublayouts: [a, b]).flexibility == Flexibility(horizontal: nil, vertical: 7))
        #expect(StackLayout(axis: .horizontal, sublayouts: [b, c]).flexibility == Flexibility(horizontal: -3, vertical: nil))
    }

    @Test func explicitStackFlexibilityWins() {
        let stack = StackLayout(axis: .horizontal, flexibility: .low, sublayouts: [SizeLayout(width: 1)])
        #expect(stack.flexibility == .low)
    }

    @Test func inflexibleSublayoutsAreMeasuredFirst() {
        // Horizontal, 100 wide: the inflexible 30 is measured first although it comes second,
        // so the flexible min-width-10 one gets the remaining 70 (and stretches into it).
        let flexible = SizeLayout(height: 5, minWidth: 10)
        let fixed = SizeLayout(width: 30, height: 5)
        let stack = StackLayout(axis: .horizontal, sublayouts: [flexible, fixed])
        let measurement = stack.measurement(within: CGSize(width: 100, height: 100))
        #expect(measurement.sublayouts.map(\.maxSize.width) == [70, 100])
        let arrangement = stack.arrangement(width: 100)
        #expect(arrangement.sublayouts.map(\.frame) == [CGRect(0, 0, 70, 5), CGRect(70, 0, 30, 5)])
    }
}
