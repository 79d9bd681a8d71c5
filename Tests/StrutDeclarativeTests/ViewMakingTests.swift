import Foundation
import Testing

@testable import StrutDeclarative

/// The makeViews algorithm (LayoutKit's LayoutArrangementTests, ViewRecyclerTests and
/// EmbeddedLayoutTests restated) on a minimal test view tree.
@Suite struct ViewMakingTests {
    @Test func aLayoutWithoutViewsGetsAnEmptyGeneratedRoot() {
        let root = SizeLayout(width: 50, height: 50).arrangement().makeTestViews()
        #expect(root.name == "generated")
        #expect(root.frame == CGRect(0, 0, 50, 50))
        #expect(root.subviews.isEmpty)
    }

    @Test func severalTopLevelViewsGetAGeneratedRoot() {
        // Stack[Inset 10 (50×50 view), Inset 10 (50×50 view)] at (1, 2): 140 × 70. The insets
        // have no views, so their origins (0 and 70) offset the squares: (10, 10) and (80, 10).
        let square = { SizeLayout(width: 50, height: 50, view: testView("square")) }
        let stack = StackLayout(
            axis: .horizontal,
            sublayouts: [
                InsetLayout(inset: 10, sublayout: square()), InsetLayout(inset: 10, sublayout: square()),
            ])
        let root = stack.arrangement(origin: CGPoint(x: 1, y: 2)).makeTestViews()
        #expect(root.name == "generated")
        #expect(root.frame == CGRect(1, 2, 140, 70))
        #expect(root.subviews.map(\.frame) == [CGRect(10, 10, 50, 50), CGRect(80, 10, 50, 50)])
    }

    @Test func aSingleTopLevelViewIsTheRoot() {
        // The view-less inset's origin (5, 6) plus the inset 3 places the view at (8, 9).
        let layout = InsetLayout(inset: 3, sublayout: SizeLayout(width: 4, height: 4, view: testView("only")))
        let root = layout.arrangement(origin: CGPoint(x: 5, y: 6)).makeTestViews()
        #expect(root.name == "only")
        #expect(root.frame == CGRect(8, 9, 4, 4))
    }

    @Test func viewsAreMadeOnlyWhereALayoutNeedsOne() {
        let log = ViewLog()
        let layout = StackLayout(
            axis: .vertical,
            sublayouts: [
                SizeLayout(width: 10, height: 10, view: testView("a", into: log)),
                InsetLayout(inset: 1, sublayout: SizeLayout(width: 10, height: 10, viewReuseId: "no view")),
                SizeLayout(width: 10, height: 10, view: testView("b", into: log)),
            ])
        let host = TestNode(frame: CGRect(0, 0, 100, 100))
        layout.arrangement().makeTestViews(in: host)
        #expect(host.subviews.map(\.name) == ["a", "b"])
        // The stack is 12 wide (the inset 10 + 2); the exact 10-wide squares centre: x 1.
        #expect(host.subviews.map(\.frame) == [CGRect(1, 0, 10, 10), CGRect(1, 22, 10, 10)])
        #expect(log["a"]?.configureCount == 1)
    }

    @Test func viewsWithAReuseIdAreRecycledAndOthersReplaced() {
        let layout = StackLayout(
            axis: .vertical,
            sublayouts: [
                SizeLayout(width: 10, height: 10, viewReuseId: "kept", view: testView("kept")),
                SizeLayout(width: 10, height: 10, view: testView("fresh")),
            ])
        let host = TestNode(frame: CGRect(0, 0, 100, 100))
        layout.arrangement().makeTestViews(in: host)
        let first = host.subviews
        layout.arrangement(width: 50).makeTestViews(in: host)
        let second = host.subviews
        #expect(second.count == 2)
        #expect(second[0] === first[0])  // recycled by id
        #expect(second[1] !== first[1])  // remade: no id
        #expect(first[1].superview == nil)  // and the old one purged
        #expect(second[0].configureCount == 2)  // configured on every pass
    }

    @Test func recycledViewsKeepLayoutOrder() {
        let a = { SizeLayout(width: 1, height: 1, viewReuseId: "a", view: testView("a")) }
        let b = { SizeLayout(width: 1, height: 1, viewReuseId: "b", view: testView("b")) }
        let host = TestNode(frame: CGRect(0, 0, 10, 10))
        StackLayout(axis: .vertical, sublayouts: [a(), b()]).arrangement().makeTestViews(in: host)
        StackLayout(axis: .vertical, sublayouts: [b(), a()]).arrangement().makeTestViews(in: host)
        #expect(host.subviews.map(\.name) == ["b", "a"])
    }

    @Test func duplicateReuseIdsLeaveNoStaleView() {
        // The first pass makes two views with the id "x". LayoutKit's recycler kept one per id
        // in a dictionary, so with a one-"x" layout next the forgotten duplicate stayed on screen.
        let x = { SizeLayout(width: 5, height: 5, viewReuseId: "x", view: testView("x")) }
        let host = TestNode(frame: CGRect(0, 0, 100, 100))
        StackLayout(axis: .vertical, sublayouts: [x(), x()]).arrangement().makeTestViews(in: host)
        let made = host.subviews
        #expect(made.count == 2 && made[0] !== made[1])
        StackLayout(axis: .vertical, sublayouts: [x()]).arrangement().makeTestViews(in: host)
        #expect(host.subviews.count == 1)
        #expect(host.subviews.first === made[0])  // the first in tree order is reused
        #expect(made[1].superview == nil)
    }

    @Test func unmanagedViewsSurviveAndAreNotMirrored() {
        let host = TestNode(frame: CGRect(0, 0, 100, 100))
        let manual = TestNode(frame: CGRect(1, 2, 3, 4), name: "manual")
        host.addSubview(manual)
        let layout = SizeLayout(width: 10, height: 10, alignment: .topLeading, view: testView("v"))
        for _ in 0..<3 { layout.arrangement(width: 100, height: 100).makeTestViews(in: host, rightToLeft: true) }
        #expect(host.subviews.map(\.name) == ["manual", "v"])
        #expect(manual.frame == CGRect(1, 2, 3, 4))
        // The layout's view is mirrored once per pass from its fresh frame: 100 − 10 = 90.
        #expect(host.subviews[1].frame == CGRect(90, 0, 10, 10))
    }

    @Test func mirroringIsSkippedWhenTheDirectionsAgree() {
        let host = TestNode(frame: CGRect(0, 0, 100, 100))
        host.isRightToLeft = true
        let layout = SizeLayout(width: 10, height: 10, alignment: .topLeading, view: testView("v"))
        layout.arrangement(width: 100, height: 100).makeTestViews(in: host, rightToLeft: true)
        #expect(host.subviews[0].frame == CGRect(0, 0, 10, 10))
        // A right-to-left host with a left-to-right layout mirrors it.
        layout.arrangement(width: 100, height: 100).makeTestViews(in: host, rightToLeft: false)
        #expect(host.subviews[0].frame == CGRect(90, 0, 10, 10))
    }

    @Test func anEmbeddedLayoutSurvivesItsHostsRerendering() {
        // The outer layout's "container" view hosts an inner layout. Re-making the outer views
        // reuses the container and leaves the inner layout's views alone.
        let outer = SizeLayout(width: 50, height: 50, viewReuseId: "container", view: testView("container"))
        let host = TestNode(frame: CGRect(0, 0, 100, 100))
        outer.arrangement().makeTestViews(in: host)
        let container = host.subviews[0]
        SizeLayout(width: 5, height: 5, view: testView("inner")).arrangement().makeTestViews(in: container)
        let inner = container.subviews[0]
        outer.arrangement().makeTestViews(in: host)
        #expect(host.subviews.first === container)
        #expect(container.subviews.first === inner)
    }

    /// LayoutKit's LayoutArrangementTests.testAnimation restated: a red square moves from a big
    /// square into a little one; preparing the animation reparents it without moving it on
    /// screen, applying sets the new frames and mirrors them right to left.
    @Test func animationReparentsKeepingPositionThenAppliesRightToLeft() {
        let log = ViewLog()
        func squares(redInBig: Bool) -> any Layout {
            let red = SizeLayout(
                width: redInBig ? 10 : 20, height: redInBig ? 10 : 20,
                alignment: redInBig ? .bottomTrailing : .topLeading,
                viewReuseId: "redSquare", view: testView("red", into: log))
            return InsetLayout(
                inset: 10,
                sublayout: StackLayout(
                    axis: .vertical, distribution: .fillEqualSpacing,
                    sublayouts: [
                        SizeLayout(
                            width: 100, height: 100, alignment: .topLeading, viewReuseId: "bigSquare",
                            sublayout: redInBig ? red : nil, view: testView("big", into: log)),
                        SizeLayout(
                            width: redInBig ? 80 : 50, height: redInBig ? 80 : 50, alignment: .bottomTrailing,
                            viewReuseId: "littleSquare", sublayout: redInBig ? nil : red, view: testView("little", into: log)),
                    ]),
                view: testView("black", into: log))
        }
        let root = TestNode(frame: CGRect(0, 0, 250, 250))
        squares(redInBig: true).arrangement(width: 250, height: 250).makeTestViews(in: root)
        // Big square at (10, 10), the red one in its bottom trailing corner: (90, 90).
        #expect(log["red"]?.frame == CGRect(90, 90, 10, 10))
        #expect(log["little"]?.frame == CGRect(160, 160, 80, 80))

        let after = squares(redInBig: false).arrangement(width: 250, height: 250)
        after.prepareTestAnimation(for: root)
        // Still at (100, 100) on screen, now inside the little square still at (160, 160).
        #expect(log["red"]?.frame == CGRect(-60, -60, 10, 10))
        #expect(log["red"]?.superview === log["little"])

        after.makeTestViews(in: root, rightToLeft: true)  // Animation.apply()
        // Little square: stack gap 80 → y 180 + 10, x 10 + 230 − 50 = 190; mirrored in the
        // 250-wide black view: 250 − 240 = 10. Red: (0, 0) in it, mirrored: 50 − 20 = 30.
        #expect(log["little"]?.frame == CGRect(10, 190, 50, 50))
        #expect(log["red"]?.frame == CGRect(30, 0, 20, 20))
    }
}
