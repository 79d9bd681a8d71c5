import DeclarativeTestSupport
import Foundation
import StrutDeclarative
import Testing

/// LayoutKit's OverlayLayoutTests restated.
@Suite struct OverlayLayoutTests {
    @Test(arguments: [
        ([CGSize(width: 2, height: 2)], CGSize(width: 2, height: 2)),
        ([CGSize(width: 100, height: 30), CGSize(width: 40, height: 200)], CGSize(width: 100, height: 200)),
        ([CGSize(width: 40, height: 30), CGSize(width: 100, height: 200)], CGSize(width: 100, height: 200)),
        (
            [CGSize(width: 100, height: 30), CGSize(width: 40, height: 200), CGSize(width: 120, height: 150)],
            CGSize(width: 120, height: 200)
        ),
        ([], CGSize.zero),
    ])
    func sizeIsTheLargestPrimaryPerAxis(primaries: [CGSize], expected: CGSize) {
        let overlay = OverlayLayout(primaryLayouts: primaries.map { SizeLayout(size: $0) })
        #expect(overlay.arrangement().frame == CGRect(origin: .zero, size: expected))
    }

    @Test func sublayoutsFillTheGivenSize() {
        // Primary min width 1 measures 1×0 within 2×2; the overlay layout (fill) is given 2×2
        // and both sublayouts fill it (the overlay: vertical fill, leading with width 2).
        let overlay = OverlayLayout(
            primaryLayouts: [SizeLayout(minWidth: 1)],
            overlayLayouts: [SizeLayout(minWidth: 2, alignment: .fillLeading)])
        let arrangement = overlay.arrangement(width: 2, height: 2)
        #expect(arrangement.sublayouts.map(\.frame) == [CGRect(0, 0, 2, 2), CGRect(0, 0, 2, 2)])
    }

    @Test func sublayoutsFillTheGivenSizeWithTwoPrimaries() {
        let overlay = OverlayLayout(
            primaryLayouts: [SizeLayout(minWidth: 5), SizeLayout(minWidth: 30)],
            overlayLayouts: [SizeLayout(minWidth: 20, alignment: .fillLeading)])
        let arrangement = overlay.arrangement(width: 20, height: 20)
        #expect(arrangement.sublayouts.map(\.frame) == Array(repeating: CGRect(0, 0, 20, 20), count: 3))
    }

    @Test func overlayLargerThanPrimaryIsClamped() {
        let overlay = OverlayLayout(
            primaryLayouts: [SizeLayout(minWidth: 2, minHeight: 2)],
            overlayLayouts: [SizeLayout(minWidth: 10, minHeight: 10)])
        let arrangement = overlay.arrangement(width: 2, height: 2)
        #expect(arrangement.sublayouts.map(\.frame) == [CGRect(0, 0, 2, 2), CGRect(0, 0, 2, 2)])
    }

    @Test func availableSizeBetweenPrimariesAndOverlay() {
        // In 5×6: the primaries centre (exact sizes): 2×2 at (1.5, 2), 3×4 at (1, 1); the 10×10
        // overlay is measured within 5×6 and fills it.
        let overlay = OverlayLayout(
            primaryLayouts: [SizeLayout(width: 2, height: 2), SizeLayout(width: 3, height: 4)],
            overlayLayouts: [SizeLayout(width: 10, height: 10)])
        let arrangement = overlay.arrangement(width: 5, height: 6)
        #expect(arrangement.sublayouts.map(\.frame) == [CGRect(1.5, 2, 2, 2), CGRect(1, 1, 3, 4), CGRect(0, 0, 5, 6)])
    }

    @Test func availableSizeSmallerThanAPrimary() {
        let overlay = OverlayLayout(
            primaryLayouts: [SizeLayout(width: 2, height: 2), SizeLayout(width: 7, height: 8)],
            overlayLayouts: [SizeLayout(width: 10, height: 10)])
        let arrangement = overlay.arrangement(width: 5, height: 6)
        #expect(arrangement.sublayouts.map(\.frame) == [CGRect(1.5, 2, 2, 2), CGRect(0, 0, 5, 6), CGRect(0, 0, 5, 6)])
    }

    @Test func backgroundsAndOverlaysNeverChangeTheSize() {
        for backgroundCount in 0...5 {
            for overlayCount in 0...5 {
                let side = CGFloat(backgroundCount + overlayCount)
                let other = SizeLayout(width: side, height: side)
                let overlay = OverlayLayout(
                    primaryLayouts: [SizeLayout(width: 2, height: 2)],
                    backgroundLayouts: Array(repeating: other, count: backgroundCount),
                    overlayLayouts: Array(repeating: other, count: overlayCount))
                #expect(overlay.arrangement().frame == CGRect(0, 0, 2, 2))
            }
        }
    }

    @Test func zOrderIsBackgroundsThenPrimariesThenOverlays() {
        let background = SizeLayout(width: 1, height: 1)
        let primary = SizeLayout(width: 2, height: 2)
        let overlay = SizeLayout(width: 3, height: 3)
        let layout = OverlayLayout(primaryLayouts: [primary], backgroundLayouts: [background], overlayLayouts: [overlay])
        let order = layout.arrangement().sublayouts.map { $0.layout as AnyObject }
        #expect(order.count == 3)
        #expect(order[0] === background && order[1] === primary && order[2] === overlay)
    }

    /// The overlay layout's own alignment in a 5000×5000 rectangle, worked by hand for a 600×300
    /// primary: excess (4400, 4700).
    @Test(arguments: [
        ("center", Alignment.center, CGRect(2200, 2350, 600, 300)),
        ("topLeading", .topLeading, CGRect(0, 0, 600, 300)),
        ("bottomTrailing", .bottomTrailing, CGRect(4400, 4700, 600, 300)),
        ("centerTrailing", .centerTrailing, CGRect(4400, 2350, 600, 300)),
        ("fill", .fill, CGRect(0, 0, 5000, 5000)),
        ("topFill", .topFill, CGRect(0, 0, 5000, 300)),
        ("fillLeading", .fillLeading, CGRect(0, 0, 600, 5000)),
        // 2:1 in a square: width-bound, 5000 × 2500, centred vertically at 1250.
        ("aspectFit", .aspectFit, CGRect(0, 1250, 5000, 2500)),
    ])
    func overlayLayoutAlignsItself(name: String, alignment: Alignment, expected: CGRect) {
        let layout = OverlayLayout(
            primaryLayouts: [SizeLayout(width: 600, height: 300)],
            backgroundLayouts: [SizeLayout(width: 60, height: 40, alignment: .bottomTrailing)],
            overlayLayouts: [SizeLayout(width: 40, height: 80, alignment: .topLeading)],
            alignment: alignment)
        #expect(layout.arrangement(width: 5000, height: 5000).frame == expected)
    }

    @Test func sublayoutsAlignThemselvesInThePrimaryFrame() {
        // Unlimited size: the frame is the primary's 600×300; the 60×40 background at the bottom
        // trailing corner (540, 260); the 40×80 overlay centred (280, 110).
        let layout = OverlayLayout(
            primaryLayouts: [SizeLayout(width: 600, height: 300)],
            backgroundLayouts: [SizeLayout(width: 60, height: 40, alignment: .bottomTrailing)],
            overlayLayouts: [SizeLayout(width: 40, height: 80, alignment: .center)])
        let arrangement = layout.arrangement()
        #expect(arrangement.frame == CGRect(0, 0, 600, 300))
        #expect(
            arrangement.sublayouts.map(\.frame) == [
                CGRect(540, 260, 60, 40), CGRect(0, 0, 600, 300), CGRect(280, 110, 40, 80),
            ])
    }

    @Test func hugeBackgroundsAndOverlaysAreClampedToThePrimary() {
        // 5000×5000 sublayouts in a 600×300 frame: lengths clamp to 600×300; trailing and centre
        // keep subtracting the negative excess (600 − 5000 = −4400, 300 − 5000 = −4700).
        let cases: [(Alignment, CGRect)] = [
            (.topLeading, CGRect(0, 0, 600, 300)),
            (.bottomTrailing, CGRect(-4400, -4700, 600, 300)),
            (.center, CGRect(-2200, -2350, 600, 300)),
            (.fill, CGRect(0, 0, 600, 300)),
        ]
        for (alignment, expected) in cases {
            let huge = SizeLayout(width: 5000, height: 5000, alignment: alignment)
            let layout = OverlayLayout(
                primaryLayouts: [SizeLayout(width: 600, height: 300)], backgroundLayouts: [huge], overlayLayouts: [huge])
            let arrangement = layout.arrangement()
            #expect(arrangement.frame == CGRect(0, 0, 600, 300))
            #expect(arrangement.sublayouts[0].frame == expected)
            #expect(arrangement.sublayouts[2].frame == expected)
        }
    }
}
