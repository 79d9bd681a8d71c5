import Foundation
import Testing

@testable import StrutAutoLayout

@Suite struct HierarchyTests {
    @Test func subviewOrderAndConversion() {
        let root = View(frame: CGRect(0, 0, 100, 100))
        let a = View(frame: CGRect(10, 20, 50, 50)), b = View(), c = View()
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 0)
        #expect(root.subviews.map { ObjectIdentifier($0) } == [c, a, b].map { ObjectIdentifier($0) })
        root.bringSubviewToFront(c)
        #expect(root.subviews.last === c)
        root.sendSubviewToBack(b)
        #expect(root.subviews.first === b)
        root.insertSubview(b, aboveSubview: a)
        #expect(root.subviews.map { ObjectIdentifier($0) } == [a, b, c].map { ObjectIdentifier($0) })
        let inner = View(frame: CGRect(5, 5, 10, 10))
        a.addSubview(inner)
        #expect(inner.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 16, y: 27))  // 1 + 5 + 10, 2 + 5 + 20
        #expect(root.convert(CGPoint(x: 16, y: 27), to: inner) == CGPoint(x: 1, y: 2))
        #expect(inner.isDescendant(of: root) && !root.isDescendant(of: inner))
        #expect(inner.rootView === root)
        // Moving a subtree updates the cached roots.
        let other = View()
        other.addSubview(a)
        #expect(inner.rootView === other)
        #expect(root.subviews.count == 2)
    }

    /// A guide with only a width is ambiguous in position; once placed, it is not.
    @Test func guideAmbiguity() {
        let window = RecordingWindow(200, 100)
        let guide = LayoutGuide()
        window.addLayoutGuide(guide)
        LayoutConstraint.activate([
            guide.widthAnchor.constraint(equalToConstant: 50), guide.heightAnchor.constraint(equalToConstant: 10),
            guide.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(guide.hasAmbiguousLayout)
        guide.centerXAnchor.constraint(equalTo: window.centerXAnchor).isActive = true
        window.layoutIfNeeded()
        #expect(!guide.hasAmbiguousLayout)
        #expect(guide.layoutFrame == CGRect(75, 0, 50, 10))
        #expect(guide.constraintsAffectingLayout(for: .horizontal).contains { $0.firstAttribute == .centerX })
        window.removeLayoutGuide(guide)
        #expect(guide.owningView == nil)
        #expect(window.constraints.isEmpty)
    }

    /// A window resize flows through the encapsulated size constraints (constants in place).
    @Test func windowResize() {
        let window = RecordingWindow(320, 480)
        let v = makeView()
        window.addSubview(v)
        LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            v.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10),
            v.topAnchor.constraint(equalTo: window.topAnchor),
            v.heightAnchor.constraint(equalTo: window.heightAnchor, multiplier: 0.25),
        ])
        window.layoutIfNeeded()
        #expect(v.frame == CGRect(10, 0, 300, 120))
        let before = window.layoutEngineStatistics
        window.size = CGSize(width: 480, height: 320)
        window.layoutIfNeeded()
        #expect(v.frame == CGRect(10, 0, 460, 80))
        #expect(window.layoutEngineStatistics.constantsChanged - before.constantsChanged == 2)
        #expect(window.layoutEngineStatistics.rowsAdded == before.rowsAdded)
    }
}
