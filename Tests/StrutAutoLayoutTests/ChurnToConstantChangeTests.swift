import Foundation
import Testing

@testable import StrutAutoLayout

/// Churn (issue 12, item 4): deactivating every constraint of a view tree and activating a freshly
/// built set in the same pass costs only the constants that changed — an equal constraint takes
/// the old row over for free, one that differs only in its constant changes that row's constant
/// in place — and the frames equal those of a tree built once with the new constants.
@Suite struct ChurnToConstantChangeTests {
    /// Two views, spaced and sized by `gap` and `width`:
    /// `a.leading = gap`, `a.top = gap`, `a.width = width`, `a.height = 20`,
    /// `b.leading = a.trailing + gap`, `b.top = a.top`, `b.width = 2 × a.width`,
    /// `b.height = a.height + gap`. Five of the eight constants depend on the inputs.
    static func constraints(_ window: Window, _ a: View, _ b: View, gap: CGFloat, width: CGFloat) -> [LayoutConstraint] {
        [
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: gap),
            a.topAnchor.constraint(equalTo: window.topAnchor, constant: gap),
            a.widthAnchor.constraint(equalToConstant: width),
            a.heightAnchor.constraint(equalToConstant: 20),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: gap),
            b.topAnchor.constraint(equalTo: a.topAnchor),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 2),
            b.heightAnchor.constraint(equalTo: a.heightAnchor, constant: gap),
        ]
    }

    static func tree() -> (RecordingWindow, View, View) {
        let window = RecordingWindow(320, 200)
        let a = makeView("a")
        let b = makeView("b")
        window.addSubview(a)
        window.addSubview(b)
        return (window, a, b)
    }

    @Test func rebuildingWithNewConstantsChangesOnlyTheConstants() {
        // The peer: built once with gap 10 and width 50. By hand: a = (10, 10, 50, 20);
        // b.x = 10 + 50 + 10 = 70, b.y = 10, b.width = 2 × 50 = 100, b.height = 20 + 10 = 30.
        let (staticWindow, staticA, staticB) = Self.tree()
        LayoutConstraint.activate(Self.constraints(staticWindow, staticA, staticB, gap: 10, width: 50))
        staticWindow.layoutIfNeeded()
        #expect(staticA.frame == CGRect(10, 10, 50, 20))
        #expect(staticB.frame == CGRect(70, 10, 100, 30))

        // The churning tree starts at gap 8 and width 40: a = (8, 8, 40, 20),
        // b = (8 + 40 + 8, 8, 80, 20 + 8) = (56, 8, 80, 28).
        let (window, a, b) = Self.tree()
        var current = Self.constraints(window, a, b, gap: 8, width: 40)
        LayoutConstraint.activate(current)
        window.layoutIfNeeded()
        #expect(a.frame == CGRect(8, 8, 40, 20))
        #expect(b.frame == CGRect(56, 8, 80, 28))

        // Everything out, a fresh set in, one pass.
        let before = window.layoutEngineStatistics
        LayoutConstraint.deactivate(current)
        current = Self.constraints(window, a, b, gap: 10, width: 50)
        LayoutConstraint.activate(current)
        window.layoutIfNeeded()
        let after = window.layoutEngineStatistics
        #expect(a.frame == staticA.frame)
        #expect(b.frame == staticB.frame)
        // All eight rows handed over; the five whose constant depends on gap or width change
        // in place; nothing is added to or removed from the solver.
        #expect(after.rowsReused - before.rowsReused == 8)
        #expect(after.constantsChanged - before.constantsChanged == 5)
        #expect(after.rowsAdded == before.rowsAdded)
        #expect(after.rowsRemoved == before.rowsRemoved)
        #expect(after.solverOperations - before.solverOperations == 5)

        // The same constants again: free.
        let again = window.layoutEngineStatistics
        LayoutConstraint.deactivate(current)
        current = Self.constraints(window, a, b, gap: 10, width: 50)
        LayoutConstraint.activate(current)
        window.layoutIfNeeded()
        #expect(window.layoutEngineStatistics.solverOperations == again.solverOperations)
        #expect(window.layoutEngineStatistics.rowsReused - again.rowsReused == 8)
        #expect(a.frame == staticA.frame)
        #expect(b.frame == staticB.frame)
        #expect(window.events.isEmpty)
        // The rows now belong to the newest constraints: changing one of them is one update.
        current[2].constant = 60  // a.width: a = (10, 10, 60, 20), b = (80, 10, 120, 30).
        window.layoutIfNeeded()
        #expect(a.frame == CGRect(10, 10, 60, 20))
        #expect(b.frame == CGRect(80, 10, 120, 30))
        #expect(window.layoutEngineStatistics.constantsChanged - again.constantsChanged == 1)
    }

    /// Two constraints of one shape (`width >= k`) rebuilt with their constants in the other
    /// order: an exact twin is found for each before any constant is changed, so the churn is
    /// free; a set where only one has a twin changes the other's constant.
    @Test func exactTwinsAreMatchedBeforeConstantChanges() {
        let window = RecordingWindow(320, 200)
        let v = makeView("v")
        window.addSubview(v)
        func floors(_ constants: [CGFloat]) -> [LayoutConstraint] {
            constants.map { v.widthAnchor.constraint(greaterThanOrEqualToConstant: $0) }
        }
        // The width is pulled to 0 at a low priority, so it rests on the larger floor.
        let pull = v.widthAnchor.constraint(equalToConstant: 0)
        pull.priority = .defaultLow
        LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            v.topAnchor.constraint(equalTo: window.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 10), pull,
        ])
        var current = floors([30, 60])
        LayoutConstraint.activate(current)
        window.layoutIfNeeded()
        #expect(v.frame == CGRect(0, 0, 60, 10))

        let before = window.layoutEngineStatistics
        LayoutConstraint.deactivate(current)
        current = floors([60, 30])
        LayoutConstraint.activate(current)
        window.layoutIfNeeded()
        #expect(window.layoutEngineStatistics.solverOperations == before.solverOperations)
        #expect(window.layoutEngineStatistics.rowsReused - before.rowsReused == 2)
        #expect(v.frame == CGRect(0, 0, 60, 10))

        // 30 has its twin; 60 becomes 80 in place: width = max(30, 80) = 80.
        let mid = window.layoutEngineStatistics
        LayoutConstraint.deactivate(current)
        current = floors([80, 30])
        LayoutConstraint.activate(current)
        window.layoutIfNeeded()
        let after = window.layoutEngineStatistics
        #expect(after.constantsChanged - mid.constantsChanged == 1)
        #expect(after.rowsAdded == mid.rowsAdded)
        #expect(after.rowsRemoved == mid.rowsRemoved)
        #expect(after.rowsReused - mid.rowsReused == 2)
        #expect(v.frame == CGRect(0, 0, 80, 10))
        #expect(window.events.isEmpty)
    }
}
