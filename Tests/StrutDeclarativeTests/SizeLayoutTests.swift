import DeclarativeTestSupport
import Foundation
import StrutDeclarative
import Testing

/// LayoutKit's SizeLayoutTests restated, plus the default flexibility and alignment rules.
@Suite struct SizeLayoutTests {
    @Test func extraSpaceCentersAnExactSize() {
        // Exact 50×50 in 60×60: both axes have a maximum, so both centre: (60 − 50) / 2 = 5.
        #expect(SizeLayout(width: 50, height: 50).arrangement(width: 60, height: 60).frame == CGRect(5, 5, 50, 50))
    }

    @Test func insufficientSpaceClampsToTheProposal() {
        #expect(SizeLayout(width: 50, height: 50).arrangement(width: 40, height: 40).frame == CGRect(0, 0, 40, 40))
    }

    @Test func explicitCenterAlignment() {
        let layout = SizeLayout(width: 50, height: 50, alignment: .center)
        #expect(layout.arrangement(width: 60, height: 60).frame == CGRect(5, 5, 50, 50))
    }

    @Test func largerSublayoutIsClampedToTheParent() {
        let child = SizeLayout(width: 100, height: 100, alignment: .center)
        let parent = SizeLayout(width: 50, height: 50, alignment: .center, sublayout: child)
        let arrangement = parent.arrangement()
        #expect(arrangement.frame == CGRect(0, 0, 50, 50))
        #expect(arrangement.sublayouts.map(\.frame) == [CGRect(0, 0, 50, 50)])
    }

    @Test func smallerSublayoutIsCentredInTheParent() {
        let child = SizeLayout(width: 50, height: 50, alignment: .center)
        let parent = SizeLayout(width: 100, height: 100, alignment: .center, sublayout: child)
        let arrangement = parent.arrangement()
        #expect(arrangement.frame == CGRect(0, 0, 100, 100))
        #expect(arrangement.sublayouts.map(\.frame) == [CGRect(25, 25, 50, 50)])
    }

    @Test func onlyHeightFillsTheWidth() {
        // A 1-pt divider: width has no maximum (fill), height is exact (centre: (10 − 1) / 2).
        let layout = SizeLayout(height: 1)
        #expect(layout.measurement(within: CGSize(width: 10, height: 10)).size == CGSize(width: 0, height: 1))
        #expect(layout.arrangement(width: 10, height: 10).frame == CGRect(0, 4.5, 10, 1))
    }

    @Test func onlyWidthFillsTheHeight() {
        let layout = SizeLayout(width: 1)
        #expect(layout.measurement(within: CGSize(width: 10, height: 10)).size == CGSize(width: 1, height: 0))
        #expect(layout.arrangement(width: 10, height: 10).frame == CGRect(4.5, 0, 1, 10))
    }

    @Test func widthConstrainedSublayout() {
        // The 5×5 child is offered (1, 10) and measures 1×5.
        let layout = SizeLayout(width: 1, sublayout: SizeLayout(width: 5, height: 5))
        #expect(layout.measurement(within: CGSize(width: 10, height: 10)).size == CGSize(width: 1, height: 5))
        #expect(layout.arrangement(width: 10, height: 10).frame == CGRect(4.5, 0, 1, 10))
    }

    @Test func heightConstrainedSublayout() {
        let layout = SizeLayout(height: 1, sublayout: SizeLayout(width: 5, height: 5))
        #expect(layout.measurement(within: CGSize(width: 10, height: 10)).size == CGSize(width: 5, height: 1))
        #expect(layout.arrangement(width: 10, height: 10).frame == CGRect(0, 4.5, 10, 1))
    }

    @Test func noSizeNoSublayoutMeasuresZero() {
        let layout = SizeLayout(minWidth: nil)
        #expect(layout.measurement(within: CGSize(width: 10, height: 10)).size == .zero)
        #expect(layout.arrangement().frame == .zero)
    }

    @Test func noSizeTakesTheSublayoutSize() {
        let layout = SizeLayout(minWidth: nil, sublayout: SizeLayout(width: 5, height: 5))
        #expect(layout.measurement(within: CGSize(width: 10, height: 10)).size == CGSize(width: 5, height: 5))
        #expect(layout.arrangement().frame == CGRect(0, 0, 5, 5))
    }

    @Test func minimumsAreBrokenBeforeMaximumsAndTheProposal() {
        // min 30 > max 20: the maximum wins (20); a proposal of 15 wins over both.
        let layout = SizeLayout(minWidth: 30, maxWidth: 20, minHeight: 30, maxHeight: 40)
        #expect(layout.measurement(within: CGSize(width: 100, height: 100)).size == CGSize(width: 20, height: 30))
        #expect(layout.measurement(within: CGSize(width: 15, height: 25)).size == CGSize(width: 15, height: 25))
    }

    @Test func negativeProposalMeasuresZero() {
        let layout = SizeLayout(width: 10, height: 10)
        #expect(layout.measurement(within: CGSize(width: -5, height: -1)).size == .zero)
    }

    @Test func flexibilityIsInflexibleOnlyOnExactAxes() {
        #expect(SizeLayout(width: 5, height: 5).flexibility == .inflexible)
        #expect(SizeLayout(height: 5).flexibility == Flexibility(horizontal: 0, vertical: nil))
        #expect(SizeLayout(width: 5).flexibility == Flexibility(horizontal: nil, vertical: 0))
        #expect(SizeLayout(minWidth: 5, maxWidth: 6).flexibility == .flexible)
        #expect(SizeLayout(width: 5, height: 5, flexibility: .high).flexibility == .high)
    }

    @Test func convenienceInitializers() {
        let big = CGSize(width: 100, height: 100)
        #expect(SizeLayout(size: CGSize(width: 3, height: 4)).measurement(within: big).size == CGSize(width: 3, height: 4))
        #expect(SizeLayout(minSize: CGSize(width: 3, height: 4)).measurement(within: big).size == CGSize(width: 3, height: 4))
        // A maximum alone measures zero without a sublayout, and centres.
        let capped = SizeLayout(maxSize: CGSize(width: 3, height: 4), sublayout: SizeLayout(width: 10, height: 10))
        #expect(capped.measurement(within: big).size == CGSize(width: 3, height: 4))
        #expect(SizeLayout(height: 4, minWidth: 2, maxWidth: 8).measurement(within: big).size == CGSize(width: 2, height: 4))
        #expect(SizeLayout(width: 4, minHeight: 2).measurement(within: big).size == CGSize(width: 4, height: 2))
    }

    @Test func viewReuseIdDoesNotForceAView() {
        #expect(SizeLayout(width: 1, viewReuseId: "a").needsView == false)
        #expect(SizeLayout(width: 1, view: ViewRecipe(TestView.init)).needsView == true)
    }
}
