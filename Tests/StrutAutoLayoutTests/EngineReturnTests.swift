import Foundation
import Testing

@testable import StrutAutoLayout

/// A view that leaves a window and comes back before that window laid out again: its rows in the
/// first window's engine were queued for removal when it left, and the frames it was given in
/// between by another window must not survive its return.
@Suite struct EngineReturnTests {
    /// A frame-placed 100×100 container holding a 30×20 child pinned 10 pt from its leading and
    /// top edges (constraints the container owns, so they travel with it).
    private func makeContainer() -> (container: View, child: View) {
        let container = View(frame: CGRect(0, 0, 100, 100))
        let child = makeView("child")
        container.addSubview(child)
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 30),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        return (container, child)
    }

    /// Two 320 × 480 windows, left to right and right to left. In the first the child sits at
    /// x = 10; in the second at 100 − 10 − 30 = 60.
    private func makeWindows() -> (ltr: RecordingWindow, rtl: RecordingWindow) {
        let ltr = RecordingWindow(320, 480)
        let rtl = RecordingWindow(320, 480)
        rtl.layoutDirection = .rightToLeft
        return (ltr, rtl)
    }

    @Test func returningViewGetsItsFirstWindowsFrameAgain() {
        let (ltr, rtl) = makeWindows()
        let (container, child) = makeContainer()

        ltr.addSubview(container)
        ltr.layoutIfNeeded()
        #expect(child.frame == CGRect(10, 10, 30, 20))

        container.removeFromSuperview()  // ltr's rows for the pair are now queued for removal
        rtl.addSubview(container)
        rtl.layoutIfNeeded()
        #expect(child.frame == CGRect(60, 10, 30, 20))

        container.removeFromSuperview()
        ltr.addSubview(container)  // back before ltr ever flushed the removal
        ltr.layoutIfNeeded()
        #expect(child.frame == CGRect(10, 10, 30, 20))
        #expect(ltr.events.isEmpty && rtl.events.isEmpty)
    }

    /// The same return after the first window did lay out in between (its removal flushed).
    @Test func returningViewAfterFlushGetsItsFrame() {
        let (ltr, rtl) = makeWindows()
        let (container, child) = makeContainer()

        ltr.addSubview(container)
        ltr.layoutIfNeeded()
        container.removeFromSuperview()
        ltr.layoutIfNeeded()
        rtl.addSubview(container)
        rtl.layoutIfNeeded()
        #expect(child.frame == CGRect(60, 10, 30, 20))
        container.removeFromSuperview()
        ltr.addSubview(container)
        ltr.layoutIfNeeded()
        #expect(child.frame == CGRect(10, 10, 30, 20))
    }

    /// Moving back and forth several times without the first window laying out in between.
    @Test func returningRepeatedly() {
        let (ltr, rtl) = makeWindows()
        let (container, child) = makeContainer()
        ltr.addSubview(container)
        ltr.layoutIfNeeded()
        for _ in 0..<3 {
            container.removeFromSuperview()
            rtl.addSubview(container)
            rtl.layoutIfNeeded()
            #expect(child.frame == CGRect(60, 10, 30, 20))
            container.removeFromSuperview()
            ltr.addSubview(container)
            ltr.layoutIfNeeded()
            #expect(child.frame == CGRect(10, 10, 30, 20))
        }
    }
}
