import Foundation
import Testing

@testable import StrutAutoLayout

@Suite struct CoreLayoutTests {
    /// Auto Layout Guide, two views (reference §6.2 S1) in a 375×667 superview:
    /// Red.leading = 20; Blue.leading = Red.trailing + 8; sv.trailing = Blue.trailing + 20;
    /// Red.width = Blue.width ⇒ 2w + 20 + 8 + 20 = 375 ⇒ w = 163.5; Blue.x = 20 + 163.5 + 8 = 191.5;
    /// heights: 667 − 20 − 20 = 627.
    @Test func twoViewsFromTheGuide() {
        let window = RecordingWindow(375, 667)
        let red = makeView("red"), blue = makeView("blue")
        window.addSubview(red)
        window.addSubview(blue)
        LayoutConstraint.activate([
            red.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            window.bottomAnchor.constraint(equalTo: red.bottomAnchor, constant: 20),
            blue.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            window.bottomAnchor.constraint(equalTo: blue.bottomAnchor, constant: 20),
            red.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            blue.leadingAnchor.constraint(equalTo: red.trailingAnchor, constant: 8),
            window.trailingAnchor.constraint(equalTo: blue.trailingAnchor, constant: 20),
            red.widthAnchor.constraint(equalTo: blue.widthAnchor),
        ])
        window.layoutIfNeeded()
        #expect(red.frame == CGRect(20, 20, 163.5, 627))
        #expect(blue.frame == CGRect(191.5, 20, 163.5, 627))
        #expect(window.events.isEmpty)
        #expect(!red.hasAmbiguousLayout)
        #expect(!blue.hasAmbiguousLayout)
    }

    /// Two labels in a row (plain views with intrinsic sizes standing in for labels):
    /// first.leading = 20, first.top = 20; second.leading = first.trailing + 8;
    /// second.lastBaseline = first.lastBaseline (bottoms, no text); second.trailing <= trailing − 20.
    /// Intrinsic 100×20 and 80×20 ⇒ first (20, 20, 100, 20), second (128, 20, 80, 20).
    /// Then first grows to 250 wide: 20 + 250 + 8 = 278, and second must end by 320 − 20 = 300,
    /// so one must give up 58 points. With second's compression resistance lowered to 749 it is
    /// second: width 300 − 278 = 22.
    @Test func twoLabelsInARow() {
        let window = RecordingWindow(320, 100)
        let first = IntrinsicView(100, 20, identifier: "first")
        let second = IntrinsicView(80, 20, identifier: "second")
        window.addSubview(first)
        window.addSubview(second)
        LayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            first.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
            second.lastBaselineAnchor.constraint(equalTo: first.lastBaselineAnchor),
            second.trailingAnchor.constraint(lessThanOrEqualTo: window.trailingAnchor, constant: -20),
        ])
        window.layoutIfNeeded()
        #expect(first.frame == CGRect(20, 20, 100, 20))
        #expect(second.frame == CGRect(128, 20, 80, 20))

        second.setContentCompressionResistancePriority(LayoutPriority(749), for: .horizontal)
        first.size = CGSize(width: 250, height: 20)
        window.layoutIfNeeded()
        #expect(first.frame == CGRect(20, 20, 250, 20))
        #expect(second.frame == CGRect(278, 20, 22, 20))
        #expect(window.events.isEmpty)
    }

    /// A constraint between views in different containers is expressed in their common
    /// ancestor's coordinates. Window 400×400; A at (10, 20) 200×100, B at (50, 200) 300×100;
    /// a in A at (5, 5) 40×40; b in B with b.leading = a.leading and b.top = B.top + 10, 40×40.
    /// a's left edge in window coordinates: 10 + 5 = 15 ⇒ b.x in B = 15 − 50 = −35.
    /// Moving A by 30 (leading 40) moves a's window x to 45 ⇒ b.x = −5, while a's own frame
    /// (in A) stays (5, 5) and a is not laid out again.
    @Test func constraintsAcrossContainersUseTheCommonAncestor() {
        let window = RecordingWindow(400, 400)
        let containerA = CountingView(), containerB = CountingView()
        let a = CountingView(), b = CountingView()
        for v in [containerA, containerB, a, b] { v.translatesAutoresizingMaskIntoConstraints = false }
        window.addSubview(containerA)
        window.addSubview(containerB)
        containerA.addSubview(a)
        containerB.addSubview(b)
        let aLeading = containerA.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10)
        LayoutConstraint.activate([
            aLeading,
            containerA.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            containerA.widthAnchor.constraint(equalToConstant: 200),
            containerA.heightAnchor.constraint(equalToConstant: 100),
            containerB.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 50),
            containerB.topAnchor.constraint(equalTo: window.topAnchor, constant: 200),
            containerB.widthAnchor.constraint(equalToConstant: 300),
            containerB.heightAnchor.constraint(equalToConstant: 100),
            a.leadingAnchor.constraint(equalTo: containerA.leadingAnchor, constant: 5),
            a.topAnchor.constraint(equalTo: containerA.topAnchor, constant: 5),
            a.widthAnchor.constraint(equalToConstant: 40),
            a.heightAnchor.constraint(equalToConstant: 40),
            b.leadingAnchor.constraint(equalTo: a.leadingAnchor),
            b.topAnchor.constraint(equalTo: containerB.topAnchor, constant: 10),
            b.widthAnchor.constraint(equalToConstant: 40),
            b.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        #expect(containerA.frame == CGRect(10, 20, 200, 100))
        #expect(a.frame == CGRect(5, 5, 40, 40))
        #expect(b.frame == CGRect(-35, 10, 40, 40))
        // Installed on the closest common ancestor: b's own size on b; the edges of A and B and
        // b.leading == a.leading on the window.
        #expect(b.constraints.count == 2)
        #expect(window.constraints.count == 5)
        let before = (a.layoutCount, containerA.layoutCount, b.layoutCount)

        aLeading.constant = 40
        window.layoutIfNeeded()
        #expect(containerA.frame == CGRect(40, 20, 200, 100))
        #expect(a.frame == CGRect(5, 5, 40, 40))
        #expect(b.frame == CGRect(-5, 10, 40, 40))
        // A moved but kept its size: neither A nor a lays out again; B lays out (b moved).
        #expect(a.layoutCount == before.0)
        #expect(containerA.layoutCount == before.1)
        #expect(b.layoutCount == before.2)
        #expect(containerB.layoutCount >= 1)
    }

    /// Only views whose frames changed get layoutSubviews: two independent siblings, one resized.
    @Test func onlyChangedViewsAreLaidOutAgain() {
        let window = RecordingWindow(300, 300)
        let left = CountingView(), right = CountingView()
        for v in [left, right] {
            v.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(v)
        }
        let leftWidth = left.widthAnchor.constraint(equalToConstant: 50)
        LayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            left.topAnchor.constraint(equalTo: window.topAnchor),
            leftWidth,
            left.heightAnchor.constraint(equalToConstant: 50),
            right.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            right.topAnchor.constraint(equalTo: window.topAnchor),
            right.widthAnchor.constraint(equalToConstant: 50),
            right.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        #expect(left.frame == CGRect(0, 0, 50, 50))
        #expect(right.frame == CGRect(250, 0, 50, 50))
        let counts = (left.layoutCount, right.layoutCount)
        let stats = window.layoutEngineStatistics
        leftWidth.constant = 70
        window.layoutIfNeeded()
        #expect(left.frame == CGRect(0, 0, 70, 50))
        #expect(left.layoutCount == counts.0 + 1)
        #expect(right.layoutCount == counts.1)
        // A constant change is one in-place solver update.
        let after = window.layoutEngineStatistics
        #expect(after.constantsChanged == stats.constantsChanged + 1)
        #expect(after.rowsAdded == stats.rowsAdded)
        #expect(after.rowsRemoved == stats.rowsRemoved)
        // Nothing pending: layoutIfNeeded does nothing.
        window.layoutIfNeeded()
        #expect(left.layoutCount == counts.0 + 1)
    }

    /// Frames are in the superview's coordinates and account for alignment-rect insets:
    /// alignment rect (10, 10, 100, 50) with insets top 2, left 4, bottom 6, right 8 ⇒ frame
    /// (10 − 4, 10 − 2, 100 + 12, 50 + 8) = (6, 8, 112, 58).
    @Test func alignmentRectInsetsOutsetTheFrame() {
        final class Badge: View {
            override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 2, left: 4, bottom: 6, right: 8) }
        }
        let window = RecordingWindow(200, 200)
        let badge = Badge()
        badge.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(badge)
        LayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            badge.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            badge.widthAnchor.constraint(equalToConstant: 100),
            badge.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        #expect(badge.frame == CGRect(6, 8, 112, 58))
        #expect(badge.alignmentRect(forFrame: badge.frame) == CGRect(10, 10, 100, 50))
    }

    /// Composite dimensions: the gap between a and b equals the gap between b and c.
    /// a: x 0 w 20; c: x 180 w 20 (trailing 200); b w 40 with (b.leading − a.trailing) ==
    /// (c.leading − b.trailing) ⇒ gap g: 20 + g + 40 + g = 180 ⇒ g = 60 ⇒ b.x = 80.
    @Test func anchorWithOffsetMakesEqualGaps() {
        let window = RecordingWindow(200, 50)
        let a = makeView(), b = makeView(), c = makeView()
        for v in [a, b, c] { window.addSubview(v) }
        var cs: [LayoutConstraint] = []
        for (v, x) in [(a, 0.0), (c, 180.0)] {
            cs.append(v.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: x))
            cs.append(v.widthAnchor.constraint(equalToConstant: 20))
        }
        cs.append(b.widthAnchor.constraint(equalToConstant: 40))
        cs.append(
            a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
                .constraint(equalTo: b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)))
        for v in [a, b, c] {
            cs.append(v.topAnchor.constraint(equalTo: window.topAnchor))
            cs.append(v.heightAnchor.constraint(equalToConstant: 10))
        }
        LayoutConstraint.activate(cs)
        window.layoutIfNeeded()
        #expect(b.frame == CGRect(80, 0, 40, 10))
        #expect(c.frame == CGRect(180, 0, 20, 10))
    }

    /// System spacing: b.leading == a.trailing + 8 (×2 = 16 with multiplier 2).
    @Test func systemSpacingIsEightPoints() {
        let window = RecordingWindow(200, 50)
        let a = makeView(), b = makeView(), c = makeView()
        for v in [a, b, c] { window.addSubview(v) }
        LayoutConstraint.activate(
            [
                a.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor),
                c.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 2),
                a.topAnchor.constraint(equalTo: window.topAnchor),
                b.topAnchor.constraint(equalTo: window.topAnchor),
                c.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            ] + [a, b, c].flatMap { [$0.widthAnchor.constraint(equalToConstant: 10), $0.heightAnchor.constraint(equalToConstant: 10)] })
        window.layoutIfNeeded()
        #expect(b.frame == CGRect(18, 0, 10, 10))  // 0 + 10 + 8
        #expect(c.frame == CGRect(0, 26, 10, 10))  // 0 + 10 + 2 × 8
    }
}
