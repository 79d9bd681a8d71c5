import DeclarativeTestSupport
import Foundation
import StrutDeclarative
import Testing

@Suite struct InsetLayoutTests {
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)

    @Test func measurementAddsTheInsets() {
        // 10×20 plus 2 + 4 horizontally and 1 + 3 vertically.
        let layout = InsetLayout(insets: insets, sublayout: SizeLayout(width: 10, height: 20))
        #expect(layout.measurement(within: CGSize(width: 100, height: 100)).size == CGSize(width: 16, height: 24))
    }

    @Test func sublayoutIsOfferedTheProposalMinusTheInsets() {
        // Within 12×12 the child may use (12 − 6, 12 − 4) = 6×8.
        let layout = InsetLayout(insets: insets, sublayout: SizeLayout(minWidth: 100, minHeight: 100))
        let measurement = layout.measurement(within: CGSize(width: 12, height: 12))
        #expect(measurement.sublayouts.map(\.size) == [CGSize(width: 6, height: 8)])
        #expect(measurement.size == CGSize(width: 12, height: 12))
    }

    @Test func arrangementInsetsTheSublayout() {
        // Fill 30×40; the child gets (2, 1, 30 − 6, 40 − 4) = (2, 1, 24, 36) and centres its
        // exact 10×20 in it: (2 + 7, 1 + 8).
        let layout = InsetLayout(insets: insets, sublayout: SizeLayout(width: 10, height: 20))
        let arrangement = layout.arrangement(width: 30, height: 40)
        #expect(arrangement.frame == CGRect(0, 0, 30, 40))
        #expect(arrangement.sublayouts.map(\.frame) == [CGRect(9, 9, 10, 20)])
    }

    @Test func uniformInsetConvenience() {
        let layout = InsetLayout(inset: 5, sublayout: SizeLayout(width: 10, height: 10))
        #expect(layout.insets == EdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
        #expect(layout.measurement(within: CGSize(width: 100, height: 100)).size == CGSize(width: 20, height: 20))
    }

    @Test func flexibilityDefaultsToTheSublayouts() {
        #expect(InsetLayout(inset: 1, sublayout: SizeLayout(height: 3)).flexibility == Flexibility(horizontal: 0, vertical: nil))
        #expect(InsetLayout(inset: 1, flexibility: .high, sublayout: SizeLayout(height: 3)).flexibility == .high)
    }

    @Test func insetsLargerThanTheProposalNeverGoNegative() {
        // LayoutKit offered the child (4 − 6, 4 − 4) = (−2, 0) and measured 6 + (−2)…; here the
        // child is offered zero and the inset layout stays within its 4×4 proposal.
        let layout = InsetLayout(insets: insets, sublayout: SizeLayout(width: 10, height: 10))
        let measurement = layout.measurement(within: CGSize(width: 4, height: 4))
        #expect(measurement.sublayouts.map(\.size) == [.zero])
        #expect(measurement.size == CGSize(width: 4, height: 4))
        let arrangement = layout.arrangement(within: CGRect(0, 0, 4, 4), measurement: measurement)
        #expect(arrangement.sublayouts.map(\.frame.size) == [.zero])
    }
}
