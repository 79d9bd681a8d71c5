import Foundation
import Testing

@testable import StrutAutoLayout

@Suite struct GuidesAndMarginsTests {
    private func container(in window: Window) -> View {
        let box = makeView("box")
        window.addSubview(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            box.topAnchor.constraint(equalTo: window.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 320),
            box.heightAnchor.constraint(equalToConstant: 200),
        ])
        return box
    }

    private func pin(_ child: View, to guide: LayoutGuide) {
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            child.topAnchor.constraint(equalTo: guide.topAnchor),
            child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
    }

    /// Default margins are 8: a child pinned to the margins guide of a 320×200 box is
    /// (8, 8, 304, 184) (reference V11). New margins (top 10, left 20, bottom 30, right 40) give
    /// (20, 10, 320 − 60, 200 − 40) = (20, 10, 260, 160), updated in place (constants only).
    @Test func marginsGuideFollowsLayoutMargins() {
        let window = RecordingWindow(400, 400)
        let box = container(in: window)
        let child = makeView()
        box.addSubview(child)
        pin(child, to: box.layoutMarginsGuide)
        window.layoutIfNeeded()
        #expect(child.frame == CGRect(8, 8, 304, 184))
        #expect(box.layoutMarginsGuide.layoutFrame == CGRect(8, 8, 304, 184))
        let before = window.layoutEngineStatistics
        box.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        window.layoutIfNeeded()
        #expect(child.frame == CGRect(20, 10, 260, 160))
        let after = window.layoutEngineStatistics
        // Switching from directional to absolute margins re-makes the two horizontal guide
        // constraints (left/right instead of leading/trailing); top and bottom change in place.
        #expect(after.constantsChanged - before.constantsChanged == 2)
        #expect(after.rowsAdded - before.rowsAdded == 2)
        #expect(window.events.isEmpty)
    }

    /// Margin attributes (`.leadingMargin`…) refer to the same guide.
    @Test func marginAttributesUseTheMarginsGuide() {
        let window = RecordingWindow(400, 400)
        let box = container(in: window)
        let child = makeView()
        box.addSubview(child)
        box.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 12, bottom: 6, trailing: 20)
        LayoutConstraint.activate([
            LayoutConstraint(item: child, attribute: .leading, relatedBy: .equal, toItem: box, attribute: .leadingMargin),
            LayoutConstraint(item: child, attribute: .trailing, relatedBy: .equal, toItem: box, attribute: .trailingMargin),
            LayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: box, attribute: .topMargin),
            LayoutConstraint(item: child, attribute: .bottom, relatedBy: .equal, toItem: box, attribute: .bottomMargin),
        ])
        window.layoutIfNeeded()
        #expect(child.frame == CGRect(12, 4, 288, 190))  // 320 − 12 − 20, 200 − 4 − 6
    }

    /// A child that preserves its superview's margins gets at least the superview's margins where
    /// they reach into it: box margins 30 on every side; inner view at (10, 10, 300, 180) with its
    /// own margins 8 ⇒ effective left = max(8, 30 − 10) = 20, top = 20, right = max(8, 30 − (320 −
    /// 310)) = 20, bottom = max(8, 30 − (200 − 190)) = 20 ⇒ grandchild (20, 20, 260, 140).
    @Test func preservesSuperviewLayoutMargins() {
        let window = RecordingWindow(400, 400)
        let box = container(in: window)
        box.layoutMargins = EdgeInsets(all: 30)
        let inner = makeView()
        box.addSubview(inner)
        LayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
            inner.topAnchor.constraint(equalTo: box.topAnchor, constant: 10),
            inner.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -10),
            inner.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -10),
        ])
        inner.preservesSuperviewLayoutMargins = true
        let grandchild = makeView()
        inner.addSubview(grandchild)
        pin(grandchild, to: inner.layoutMarginsGuide)
        window.layoutIfNeeded()
        #expect(inner.frame == CGRect(10, 10, 300, 180))
        #expect(grandchild.frame == CGRect(20, 20, 260, 140))
        #expect(inner.layoutMargins == EdgeInsets(all: 20))
    }

    /// A custom guide as a spacer: a and b (50 wide) with an equal-width guide on each side and
    /// between them fill 320: 3g + 100 = 320 ⇒ g = 73.333…; a.x = g, b.x = 2g + 50.
    @Test func customGuidesReplaceSpacerViews() {
        let window = RecordingWindow(320, 100)
        let a = makeView(), b = makeView()
        window.addSubview(a)
        window.addSubview(b)
        let g1 = LayoutGuide(), g2 = LayoutGuide(), g3 = LayoutGuide()
        for g in [g1, g2, g3] { window.addLayoutGuide(g) }
        LayoutConstraint.activate([
            g1.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            a.leadingAnchor.constraint(equalTo: g1.trailingAnchor),
            g2.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.leadingAnchor.constraint(equalTo: g2.trailingAnchor),
            g3.leadingAnchor.constraint(equalTo: b.trailingAnchor),
            g3.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            g2.widthAnchor.constraint(equalTo: g1.widthAnchor),
            g3.widthAnchor.constraint(equalTo: g1.widthAnchor),
            a.widthAnchor.constraint(equalToConstant: 50), b.widthAnchor.constraint(equalToConstant: 50),
            a.topAnchor.constraint(equalTo: window.topAnchor), b.topAnchor.constraint(equalTo: window.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        let g = 220.0 / 3.0
        #expect(abs(Double(a.frame.minX) - g) < 1e-9)
        #expect(abs(Double(b.frame.minX) - (2 * g + 50)) < 1e-9)
        #expect(abs(Double(g2.layoutFrame.width) - g) < 1e-9)
        #expect(window.layoutGuides.count == 3)
    }

    /// Window 375×812 with safe-area insets top 44, bottom 34. A child pinned to the window's
    /// safe-area guide is (0, 44, 375, 734). A full-screen container's own safe-area insets are
    /// computed from its frame (44 / 34), so its guide gives the same rectangle in its coordinates;
    /// its margins are measured from the safe area: (8, 44 + 8, 375 − 16, 812 − 52 − 42) =
    /// (8, 52, 359, 718). A container inset below the unsafe top (y 100) has top inset 0.
    @Test func safeAreaGuides() {
        let window = RecordingWindow(375, 812, safeArea: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        let direct = makeView()
        window.addSubview(direct)
        pin(direct, to: window.safeAreaLayoutGuide)

        let full = makeView()
        window.addSubview(full)
        LayoutConstraint.activate([
            full.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            full.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            full.topAnchor.constraint(equalTo: window.topAnchor),
            full.bottomAnchor.constraint(equalTo: window.bottomAnchor),
        ])
        let safeChild = makeView(), marginChild = makeView()
        full.addSubview(safeChild)
        full.addSubview(marginChild)
        pin(safeChild, to: full.safeAreaLayoutGuide)
        pin(marginChild, to: full.layoutMarginsGuide)

        let lower = makeView()
        window.addSubview(lower)
        LayoutConstraint.activate([
            lower.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            lower.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            lower.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            lower.heightAnchor.constraint(equalToConstant: 100),
        ])
        let lowerChild = makeView()
        lower.addSubview(lowerChild)
        pin(lowerChild, to: lower.safeAreaLayoutGuide)

        window.layoutIfNeeded()
        #expect(direct.frame == CGRect(0, 44, 375, 734))
        #expect(full.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(safeChild.frame == CGRect(0, 44, 375, 734))
        #expect(marginChild.frame == CGRect(8, 52, 359, 718))
        #expect(lower.safeAreaInsets == .zero)
        #expect(lowerChild.frame == CGRect(0, 0, 375, 100))

        // Rotating the device: new insets flow through on the next pass.
        window.safeAreaInsets = EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
        window.layoutIfNeeded()
        #expect(direct.frame == CGRect(44, 0, 287, 791))
        #expect(safeChild.frame == CGRect(44, 0, 287, 791))
        #expect(window.events.isEmpty)
    }
}

@Suite struct RightToLeftTests {
    /// In a right-to-left window 320 wide: a.leading = leading + 20 and 100 wide ⇒ its right edge
    /// is at 300: a.x = 200. b.leading = a.trailing + 8, 50 wide ⇒ b's right edge at 200 − 8 = 192:
    /// b.x = 142. c.left = left + 20 does not flip: c.x = 20. Switching to left-to-right re-derives
    /// only the directional rows: a.x = 20, b.x = 128, c.x = 20.
    @Test func leadingAndTrailingFlipLeftAndRightDoNot() {
        let window = RecordingWindow(320, 100)
        window.layoutDirection = .rightToLeft
        let a = makeView(), b = makeView(), c = makeView()
        for v in [a, b, c] { window.addSubview(v) }
        LayoutConstraint.activate(
            [
                a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
                a.widthAnchor.constraint(equalToConstant: 100),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
                b.widthAnchor.constraint(equalToConstant: 50),
                c.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 20),
                c.widthAnchor.constraint(equalToConstant: 30),
            ]
                + [a, b, c].flatMap {
                    [$0.topAnchor.constraint(equalTo: window.topAnchor), $0.heightAnchor.constraint(equalToConstant: 10)]
                })
        window.layoutIfNeeded()
        #expect(a.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(a.frame == CGRect(200, 0, 100, 10))
        #expect(b.frame == CGRect(142, 0, 50, 10))
        #expect(c.frame == CGRect(20, 0, 30, 10))

        let before = window.layoutEngineStatistics
        window.layoutDirection = .leftToRight
        window.layoutIfNeeded()
        #expect(a.frame == CGRect(20, 0, 100, 10))
        #expect(b.frame == CGRect(128, 0, 50, 10))
        #expect(c.frame == CGRect(20, 0, 30, 10))
        let after = window.layoutEngineStatistics
        // Two directional rows changed their terms (removed and re-added). In right-to-left they
        // measured from the window's right edge (its width); in left-to-right nothing names the
        // window's width any more, so the window leaves the solve with its two internal rows
        // (the encapsulated width and height): 2 + 2 removals, 2 additions.
        #expect(after.rowsAdded - before.rowsAdded == 2)
        #expect(after.rowsRemoved - before.rowsRemoved == 4)
    }

    /// Inequalities mirror too: b.leading >= a.trailing + 8, with b pulled toward the leading
    /// edge at 250. Right to left: a covers 200…300, so b's right edge is at most 192 and is
    /// pulled there: b.x = 142. Left to right: a covers 20…120, b.x = 128.
    @Test(arguments: [UserInterfaceLayoutDirection.rightToLeft, .leftToRight])
    func directionalInequalities(direction: UserInterfaceLayoutDirection) {
        let window = RecordingWindow(320, 100)
        window.layoutDirection = direction
        let a = makeView(), b = makeView()
        window.addSubview(a)
        window.addSubview(b)
        let pull = b.leadingAnchor.constraint(equalTo: window.leadingAnchor)
        pull.priority = .defaultLow
        LayoutConstraint.activate(
            [
                a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20), a.widthAnchor.constraint(equalToConstant: 100),
                b.leadingAnchor.constraint(greaterThanOrEqualTo: a.trailingAnchor, constant: 8),
                b.widthAnchor.constraint(equalToConstant: 50),
                pull,
            ] + [a, b].flatMap { [$0.topAnchor.constraint(equalTo: window.topAnchor), $0.heightAnchor.constraint(equalToConstant: 10)] })
        window.layoutIfNeeded()
        #expect(b.frame.minX == (direction == .rightToLeft ? 142 : 128))
        #expect(window.events.isEmpty)
    }

    /// A subtree forced left-to-right inside a right-to-left window keeps its leading on the left;
    /// directional margins flip with the direction: leading 20, trailing 40 in RTL ⇒ left 40.
    @Test func semanticContentAttributeAndDirectionalMargins() {
        let window = RecordingWindow(320, 100)
        window.layoutDirection = .rightToLeft
        let forced = makeView(), box = makeView()
        window.addSubview(forced)
        window.addSubview(box)
        forced.semanticContentAttribute = .forceLeftToRight
        let child = makeView()
        forced.addSubview(child)
        let marginChild = makeView()
        box.addSubview(marginChild)
        box.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 40)
        LayoutConstraint.activate([
            forced.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            forced.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            forced.topAnchor.constraint(equalTo: window.topAnchor),
            forced.heightAnchor.constraint(equalToConstant: 40),
            child.leadingAnchor.constraint(equalTo: forced.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: forced.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 30), child.heightAnchor.constraint(equalToConstant: 10),
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            box.topAnchor.constraint(equalTo: window.topAnchor, constant: 50),
            box.heightAnchor.constraint(equalToConstant: 40),
            marginChild.leadingAnchor.constraint(equalTo: box.layoutMarginsGuide.leadingAnchor),
            marginChild.trailingAnchor.constraint(equalTo: box.layoutMarginsGuide.trailingAnchor),
            marginChild.topAnchor.constraint(equalTo: box.topAnchor),
            marginChild.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(child.frame == CGRect(10, 0, 30, 10))
        #expect(marginChild.frame == CGRect(40, 0, 260, 10))  // left 40, right 20: 320 − 60
        #expect(box.layoutMargins == EdgeInsets(top: 0, left: 40, bottom: 0, right: 20))
    }
}
