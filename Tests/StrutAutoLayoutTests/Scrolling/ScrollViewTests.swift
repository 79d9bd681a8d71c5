import Foundation
import Testing

@testable import StrutAutoLayout

/// A single-line "Hello, World!" in the default font (Inter 17 pt): 102 × 21 at @1x. Derivation
/// (as in LabelTests): advance 16,776 units × 17 / 2,816 upem = 101.276 → 102; line height
/// (2,728 + 680) × 17 / 2,816 = 20.574 → 21.
private func makeHelloLabel(_ identifier: String) -> Label {
    let label = Label(text: "Hello, World!")
    label.identifier = identifier
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
}

@Suite struct ScrollViewTests {
    /// Five labels chained top to bottom inside `contentLayoutGuide` (16 above the first, 8
    /// between, 16 below the last), the guide as wide as `frameLayoutGuide`. Content height =
    /// 16 + 5 × 21 + 4 × 8 + 16 = 169; label i's top = 16 + 29 i. The scroll view is 100 tall,
    /// so the largest in-range offset is 169 − 100 = 69.
    @Test func contentHeightComesFromAChainOfLabelsInTheContentGuide() throws {
        let window = RecordingWindow(320, 480)
        let scroll = ScrollView(frame: CGRect(0, 0, 320, 100))
        window.addSubview(scroll)
        let content = scroll.contentLayoutGuide
        var labels: [Label] = []
        var constraints = [content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor)]
        for i in 0..<5 {
            let label = makeHelloLabel("label\(i)")
            scroll.addSubview(label)
            constraints.append(label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16))
            constraints.append(
                label.topAnchor.constraint(
                    equalTo: labels.last?.bottomAnchor ?? content.topAnchor, constant: labels.isEmpty ? 16 : 8))
            labels.append(label)
        }
        constraints.append(content.bottomAnchor.constraint(equalTo: labels[4].bottomAnchor, constant: 16))
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()

        #expect(scroll.contentSize == CGSize(width: 320, height: 169))
        #expect(content.layoutFrame == CGRect(0, 0, 320, 169))
        for (i, label) in labels.enumerated() {
            #expect(label.frame == CGRect(16, 16 + 29 * CGFloat(i), 102, 21))
        }
        #expect(scroll.maximumContentOffset == CGPoint(x: 0, y: 69))

        // Scrolling moves the bounds, not the frames: label 4 (top 132) shows at 132 − 69 = 63.
        scroll.contentOffset = CGPoint(x: 0, y: 69)
        window.layoutIfNeeded()
        #expect(labels[4].frame == CGRect(16, 132, 102, 21))
        #expect(scroll.bounds == CGRect(0, 69, 320, 100))
        #expect(scroll.visibleRect == CGRect(0, 69, 320, 100))
        #expect(labels[4].convert(labels[4].bounds, to: window) == CGRect(16, 63, 102, 21))
        #expect(window.events.isEmpty)
    }

    /// A 44 × 44 button 16 from the frame guide's trailing and bottom edges: in content
    /// coordinates x = 320 − 16 − 44 = 260 and y = offset + 100 − 16 − 44 = offset + 40, so on
    /// screen it stays at (260, 40) whatever the offset.
    @Test func frameLayoutGuidePinsAFloatingButton() {
        let window = RecordingWindow(320, 480)
        let scroll = ScrollView(frame: CGRect(0, 0, 320, 100))
        scroll.contentSize = CGSize(width: 320, height: 1000)
        window.addSubview(scroll)
        let button = makeView("button")
        scroll.addSubview(button)
        let frame = scroll.frameLayoutGuide
        LayoutConstraint.activate([
            button.widthAnchor.constraint(equalToConstant: 44),
            button.heightAnchor.constraint(equalToConstant: 44),
            frame.trailingAnchor.constraint(equalTo: button.trailingAnchor, constant: 16),
            frame.bottomAnchor.constraint(equalTo: button.bottomAnchor, constant: 16),
        ])
        window.layoutIfNeeded()
        #expect(button.frame == CGRect(260, 40, 44, 44))
        #expect(frame.layoutFrame == CGRect(0, 0, 320, 100))

        scroll.contentOffset = CGPoint(x: 0, y: 250)
        window.layoutIfNeeded()
        #expect(button.frame == CGRect(260, 290, 44, 44))
        #expect(frame.layoutFrame == CGRect(0, 250, 320, 100))
        #expect(button.convert(button.bounds, to: window) == CGRect(260, 40, 44, 44))
        // The explicit content size is untouched (no content guide in use).
        #expect(scroll.contentSize == CGSize(width: 320, height: 1000))
    }

    /// Safe area top 47, left 10, bottom 34, right 20; content inset (5, 1, 6, 2); the scroll view
    /// fills the 320 × 480 window, so its safe area is the window's.
    @Test(arguments: [
        // Content 320 × 1000: scrolls vertically only (1000 > 480, 320 is not > 320).
        (
            ScrollView.ContentInsetAdjustmentBehavior.never, CGSize(width: 320, height: 1000), false,
            EdgeInsets(top: 5, left: 1, bottom: 6, right: 2)
        ),
        (.always, CGSize(width: 320, height: 1000), false, EdgeInsets(top: 52, left: 11, bottom: 40, right: 22)),
        (.scrollableAxes, CGSize(width: 320, height: 1000), false, EdgeInsets(top: 52, left: 1, bottom: 40, right: 2)),
        (.automatic, CGSize(width: 320, height: 1000), false, EdgeInsets(top: 52, left: 1, bottom: 40, right: 2)),
        // Content that fits scrolls on neither axis…
        (.scrollableAxes, CGSize(width: 320, height: 100), false, EdgeInsets(top: 5, left: 1, bottom: 6, right: 2)),
        (.automatic, CGSize(width: 320, height: 100), false, EdgeInsets(top: 5, left: 1, bottom: 6, right: 2)),
        // …unless it always bounces vertically.
        (.scrollableAxes, CGSize(width: 320, height: 100), true, EdgeInsets(top: 52, left: 1, bottom: 40, right: 2)),
        // Wider than the view: horizontal too.
        (.automatic, CGSize(width: 900, height: 1000), false, EdgeInsets(top: 52, left: 11, bottom: 40, right: 22)),
    ])
    func adjustedContentInsetFollowsTheBehaviour(
        behaviour: ScrollView.ContentInsetAdjustmentBehavior, contentSize: CGSize, bounces: Bool, expected: EdgeInsets
    ) {
        let window = RecordingWindow(320, 480, safeArea: EdgeInsets(top: 47, left: 10, bottom: 34, right: 20))
        let scroll = ScrollView(frame: CGRect(0, 0, 320, 480))
        window.addSubview(scroll)
        scroll.contentInsetAdjustmentBehavior = behaviour
        scroll.contentSize = contentSize
        scroll.alwaysBounceVertical = bounces
        scroll.contentInset = EdgeInsets(top: 5, left: 1, bottom: 6, right: 2)
        #expect(scroll.adjustedContentInset == expected)
        // An offset never set moves to the minimum at the first layout pass.
        window.layoutIfNeeded()
        #expect(scroll.contentOffset == CGPoint(x: -expected.left, y: -expected.top))
        #expect(scroll.minimumContentOffset == CGPoint(x: -expected.left, y: -expected.top))
    }

    /// A view inside the scroll view pinned to a header outside it (installed on the window):
    /// header bottom 50 in the window, scroll view at y 100, so the view's top in content
    /// coordinates is 50 − 100 + offset, and on screen it stays at 50.
    @Test func constraintsCrossingTheBoundsFollowTheOffset() {
        let window = RecordingWindow(320, 480)
        let header = View(frame: CGRect(0, 0, 320, 50))
        let scroll = ScrollView(frame: CGRect(0, 100, 320, 300))
        scroll.contentSize = CGSize(width: 320, height: 2000)
        window.addSubview(header)
        window.addSubview(scroll)
        let marker = makeView("marker")
        scroll.addSubview(marker)
        let top = marker.topAnchor.constraint(equalTo: header.bottomAnchor)
        LayoutConstraint.activate([
            top, marker.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            marker.widthAnchor.constraint(equalToConstant: 10), marker.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(marker.frame == CGRect(0, -50, 10, 10))
        scroll.contentOffset.y = 30
        window.layoutIfNeeded()
        #expect(marker.frame == CGRect(0, -20, 10, 10))
        #expect(marker.convert(marker.bounds, to: window) == CGRect(0, 50, 10, 10))
        // A constant changed after scrolling keeps the offset: −50 + 30 + 10 = −10.
        top.constant = 10
        window.layoutIfNeeded()
        #expect(marker.frame == CGRect(0, -10, 10, 10))
        #expect(window.events.isEmpty)
    }

    /// With nothing constraining the content guide's size, the size you set is the size.
    @Test func explicitContentSizeHoldsWhenNoConstraintDefinesIt() {
        let window = RecordingWindow(320, 480)
        let scroll = ScrollView(frame: CGRect(0, 0, 320, 100))
        window.addSubview(scroll)
        let guide = scroll.contentLayoutGuide
        scroll.contentSize = CGSize(width: 500, height: 700)
        window.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 500, height: 700))
        #expect(guide.layoutFrame == CGRect(0, 0, 500, 700))
        scroll.contentSize = CGSize(width: 300, height: 50)
        window.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(0, 0, 300, 50))
        #expect(window.events.isEmpty)
    }

    @Test func badInputIsRefusedAndLeavesTheStateIntact() {
        let window = RecordingWindow(320, 480)
        let scroll = ScrollView(frame: CGRect(0, 0, 320, 100))
        scroll.identifier = "feed"
        window.addSubview(scroll)
        scroll.contentSize = CGSize(width: 320, height: 1000)
        scroll.contentOffset = CGPoint(x: 0, y: 40)
        scroll.contentInset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)

        #expect(throws: ScrollViewError.nonFiniteContentOffset(CGPoint(x: 0, y: CGFloat.infinity), scrollView: "feed")) {
            try scroll.setContentOffset(CGPoint(x: 0, y: CGFloat.infinity), animated: true)
        }
        scroll.contentOffset = CGPoint(x: CGFloat.nan, y: 0)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 40))
        #expect(throws: ScrollViewError.invalidContentSize(CGSize(width: -1, height: 10), scrollView: "feed")) {
            try scroll.setContentSize(CGSize(width: -1, height: 10))
        }
        scroll.contentSize = CGSize(width: 320, height: CGFloat.infinity)
        #expect(scroll.contentSize == CGSize(width: 320, height: 1000))
        let badInset = EdgeInsets(top: CGFloat.nan, left: 0, bottom: 0, right: 0)
        // (NaN is not equal to itself: compare the case and the name.)
        do {
            try scroll.setContentInset(badInset)
            Issue.record("a NaN inset was accepted")
        } catch {
            guard case let .nonFiniteContentInset(inset, name) = error else { Issue.record("\(error)"); return }
            #expect(inset.top.isNaN && name == "feed")
        }
        scroll.verticalScrollIndicatorInsets = EdgeInsets(top: 2, left: 0, bottom: 2, right: 0)
        scroll.verticalScrollIndicatorInsets = badInset
        #expect(scroll.verticalScrollIndicatorInsets == EdgeInsets(top: 2, left: 0, bottom: 2, right: 0))
        #expect(scroll.contentInset == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        // The property setters' refusals are logged, naming the view.
        #expect(window.logs.count == 3)
        #expect(window.logs.allSatisfy { $0.contains("ScrollView feed") })
        window.layoutIfNeeded()
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 40))
    }

    /// Content 320 × 1000 in a 320 × 100 view without insets: offsets range over y 0…900.
    @Test func offsetsAreNotClampedButCanBe() {
        let scroll = ScrollView(frame: CGRect(0, 0, 320, 100))
        scroll.contentSize = CGSize(width: 320, height: 1000)
        scroll.contentOffset = CGPoint(x: 0, y: 5000)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 5000))
        #expect(scroll.clampedContentOffset(CGPoint(x: -3, y: 5000)) == CGPoint(x: 0, y: 900))
        // Rows 500…550 come into view at the bottom edge: offset 550 − 100 = 450.
        scroll.contentOffset = .zero
        scroll.scrollRectToVisible(CGRect(0, 500, 10, 50), animated: true)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 450))
        // Above the visible area: its top goes to the top edge.
        scroll.scrollRectToVisible(CGRect(0, 200, 10, 50), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 200))
        // Setting bounds moves the offset (bounds.origin is the offset).
        scroll.bounds = CGRect(0, 300, 320, 100)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 300))
        #expect(scroll.frame == CGRect(0, 0, 320, 100))
    }

    /// The display list draws content at frame − offset: a subview at content y 150, offset 100,
    /// scroll view at window y 20 → drawn at 20 + 150 − 100 = 70.
    @Test func displayListDrawsContentAtTheOffset() {
        let window = RecordingWindow(320, 480)
        let scroll = ScrollView(frame: CGRect(0, 20, 320, 200))
        scroll.contentSize = CGSize(width: 320, height: 1000)
        window.addSubview(scroll)
        let box = View(frame: CGRect(10, 150, 50, 30))
        box.backgroundColor = .black
        scroll.addSubview(box)
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        let commands = window.runRenderLoopTurn()
        #expect(commands.contains(.fillRect(CGRect(10, 70, 50, 30), .black)))
        #expect(commands.contains(.pushClip(CGRect(0, 20, 320, 200))))
    }

    /// A bar appears (safe area top 0 → 30, `.always`): an offset at rest at the old minimum
    /// (0) moves to the new one (−30); a scrolled offset (100) stays. Changing the content inset
    /// itself (top 5) moves nothing.
    @Test func safeAreaChangesMoveAnOffsetAtRest() {
        let window = RecordingWindow(320, 480)
        let resting = ScrollView(frame: CGRect(0, 0, 320, 480))
        let scrolled = ScrollView(frame: CGRect(0, 0, 320, 480))
        for scroll in [resting, scrolled] {
            scroll.contentInsetAdjustmentBehavior = .always
            scroll.contentSize = CGSize(width: 320, height: 2000)
            window.addSubview(scroll)
        }
        window.layoutIfNeeded()
        scrolled.contentOffset = CGPoint(x: 0, y: 100)
        window.safeAreaInsets = EdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(resting.adjustedContentInset.top == 30)
        #expect(resting.contentOffset == CGPoint(x: 0, y: -30))
        #expect(scrolled.contentOffset == CGPoint(x: 0, y: 100))
        resting.contentInset = EdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(resting.adjustedContentInset.top == 35)
        #expect(resting.contentOffset == CGPoint(x: 0, y: -30))
    }
}
