import Foundation
import Testing

@testable import StrutAutoLayout

/// The bookkeeping the churning frame of issue 12, item 4 goes through (deactivate a cell's
/// constraints, make them again, activate them, every frame): the lists changed in place on
/// deactivation (the host's installed constraints, each item's referencing constraints, with
/// the slots that index them), and a flush that reads the queued states without removing them
/// one by one, handing every row over to its new constraint.
@Suite struct ChurnBookkeepingTests {
    /// A row of `count` views in a window, each pinned by four constraints, two of them to its
    /// left neighbour (so each view is named by up to six constraints and the window hosts all).
    static func constraints(_ window: Window, _ views: [View], gap: CGFloat) -> [LayoutConstraint] {
        var list: [LayoutConstraint] = []
        for (i, v) in views.enumerated() {
            let left = i == 0 ? window.leadingAnchor : views[i - 1].trailingAnchor
            list += [
                v.leadingAnchor.constraint(equalTo: left, constant: gap),
                v.topAnchor.constraint(equalTo: i == 0 ? window.topAnchor : views[i - 1].topAnchor),
                v.widthAnchor.constraint(equalToConstant: 10 + CGFloat(i)),
                v.heightAnchor.constraint(equalToConstant: 20),
            ]
        }
        return list
    }

    static func tree(_ count: Int) -> (RecordingWindow, [View]) {
        let window = RecordingWindow(2000, 200)
        let views = (0..<count).map { makeView("v\($0)") }
        for v in views { window.addSubview(v) }
        return (window, views)
    }

    /// ``tree(_:)`` with its constraints (gap 4) active and laid out, and its engine.
    static func laidOut(_ count: Int) throws -> (RecordingWindow, [View], [LayoutConstraint], LayoutEngine) {
        let (window, views) = tree(count)
        let current = constraints(window, views, gap: 4)
        LayoutConstraint.activate(current)
        window.layoutIfNeeded()
        return (window, views, current, try #require(window.rootEngine))
    }

    /// Every list holds exactly the active constraints it should, once each, and every slot
    /// indexes its constraint's place: the host's ``View/installed`` (``LayoutConstraint/hostSlot``)
    /// and each item's ``LayoutNode/referencingConstraints`` (``LayoutConstraint/slot0``, `slot1`).
    static func expectListsConsistent(_ window: Window, _ views: [View], active: [LayoutConstraint]) {
        // A constraint between siblings is installed on the window, one on a single view on it.
        for host in [window] + views {
            let installed = host.installed
            let hosted = active.filter { $0.host === host }
            #expect(installed.count == hosted.count)
            #expect(Set(installed.map(ObjectIdentifier.init)) == Set(hosted.map(ObjectIdentifier.init)))
            for (i, c) in installed.enumerated() { #expect(c.hostSlot == i, "\(c)") }
        }
        for node in [window.layoutNode] + views.map(\.layoutNode) {
            let list = node.referencingConstraints
            let naming = active.filter { $0.first.node === node || $0.second?.node === node }
            #expect(list.count == naming.count)
            #expect(Set(list.map(ObjectIdentifier.init)) == Set(naming.map(ObjectIdentifier.init)))
            for (i, c) in list.enumerated() {
                let slot = c.slot0.nodeID == ObjectIdentifier(node) ? c.slot0 : c.slot1
                #expect(slot.nodeID == ObjectIdentifier(node) && slot.index == i, "\(c) in \(node)")
            }
        }
    }

    /// Deactivating constraints in a scrambled order (the last of a list moving into each freed
    /// place) keeps every list and slot exact, and the constraints left lay out as before.
    @Test func deactivationKeepsListsAndSlotsExact() {
        let (window, views) = Self.tree(6)
        var active = Self.constraints(window, views, gap: 4)
        LayoutConstraint.activate(active)
        window.layoutIfNeeded()
        Self.expectListsConsistent(window, views, active: active)
        // A fixed scramble: every seventh constraint, wrapping (24 constraints, 7 coprime to 24).
        var order: [LayoutConstraint] = []
        var k = 0
        for _ in 0..<active.count / 2 {
            order.append(active[k])
            k = (k + 7) % active.count
        }
        for c in order {
            c.isActive = false
            active.removeAll { $0 === c }
            Self.expectListsConsistent(window, views, active: active)
            #expect(c.hostSlot == -1 && c.slot0.nodeID == nil && c.slot1.nodeID == nil)
        }
        // And back: every list gets the constraint again, last.
        for c in order.reversed() {
            c.isActive = true
            active.append(c)
            Self.expectListsConsistent(window, views, active: active)
        }
        window.layoutIfNeeded()
        // v0 at 4; each next one 4 after the previous one's trailing edge (widths 10, 11, ...).
        var x: CGFloat = 4
        for (i, v) in views.enumerated() {
            #expect(v.frame == CGRect(x, 0, 10 + CGFloat(i), 20))
            x += 10 + CGFloat(i) + 4
        }
    }

    /// Churning frames: every row goes over to its new constraint (listed once, by it, the old
    /// constraints by none), nothing reaches the solver, no queued state is left, and the frames
    /// are exact. The second frame changes one constant: that row's constant changes in place.
    @Test func churnHandsEveryRowToItsNewConstraint() throws {
        let (window, views, first, engine) = try Self.laidOut(5)
        var current = first
        for gap: CGFloat in [4, 6] {
            let before = window.layoutEngineStatistics
            let old = current
            let sequences = try old.map { try #require(engine.rows[ObjectKey($0)]).sequence }
            LayoutConstraint.deactivate(old)
            current = Self.constraints(window, views, gap: gap)
            LayoutConstraint.activate(current)
            window.layoutIfNeeded()
            let after = window.layoutEngineStatistics

            #expect(engine.pendingState.isEmpty && engine.pendingOrder.isEmpty)
            for (i, c) in current.enumerated() {
                let row = try #require(engine.rows[ObjectKey(c)])
                #expect(row.constraint === c && row.sequence == sequences[i])
                #expect(c.engine === engine)
            }
            for c in old {
                #expect(engine.rows[ObjectKey(c)] == nil && c.engine == nil)
            }
            let listed = engine.rows.values.filter { row in current.contains { $0 === row.constraint } }
            #expect(listed.count == current.count)
            #expect(after.rowsReused - before.rowsReused == current.count)
            #expect(after.rowsAdded == before.rowsAdded && after.rowsRemoved == before.rowsRemoved)
            // The gap enters five constants (every view's leading): changed in place.
            #expect(after.constantsChanged - before.constantsChanged == (gap == 4 ? 0 : views.count))
            Self.expectListsConsistent(window, views, active: current)
            var x = gap
            for (i, v) in views.enumerated() {
                #expect(v.frame == CGRect(x, 0, 10 + CGFloat(i), 20))
                x += 10 + CGFloat(i) + gap
            }
        }
    }

    /// A queue whose states are read in place meets a rebuild (a flipped layout direction
    /// rebuilds every directional row) between its removals and additions: from there on its
    /// states are removed one by one, and the flush ends as without the shortcut — no state
    /// left, the churned rows handed over, the frames those of the new direction. (The churned
    /// constraints are the sizes, which no direction changes: each queued once.)
    @Test func rebuildAmongChurnedConstraintsEndsTheQueueCleanly() throws {
        let (window, views, first, engine) = try Self.laidOut(3)
        var current = first
        let before = window.layoutEngineStatistics
        // Churn the first view's sizes, flip the direction (queuing the directional rows'
        // rebuilds), churn the last view's sizes.
        let fresh = Self.constraints(window, views, gap: 4)
        LayoutConstraint.deactivate(Array(current[2..<4]))
        LayoutConstraint.activate(Array(fresh[2..<4]))
        window.semanticContentAttribute = .forceRightToLeft
        LayoutConstraint.deactivate(Array(current[10..<12]))
        LayoutConstraint.activate(Array(fresh[10..<12]))
        #expect(engine.pendingOrder.count == engine.pendingState.count)
        #expect(engine.pendingState.values.contains(.rebuild))
        current.replaceSubrange(2..<4, with: fresh[2..<4])
        current.replaceSubrange(10..<12, with: fresh[10..<12])
        window.layoutIfNeeded()
        let after = window.layoutEngineStatistics

        #expect(engine.pendingState.isEmpty && engine.pendingOrder.isEmpty)
        for c in current { #expect(try #require(engine.rows[ObjectKey(c)]).constraint === c) }
        #expect(after.rowsReused - before.rowsReused == 4)
        Self.expectListsConsistent(window, views, active: current)
        // Right to left: v0's leading (right) edge 4 from the window's, and so on leftwards.
        var right: CGFloat = 2000 - 4
        for (i, v) in views.enumerated() {
            let width = 10 + CGFloat(i)
            #expect(v.frame == CGRect(right - width, 0, width, 20))
            right -= width + 4
        }
    }
}
