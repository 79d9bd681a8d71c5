import Foundation
import Testing

@testable import StrutAutoLayout

/// Additions queued without a state (`LayoutEngine.statelessAdditions`): a fitting engine's
/// first batch and the content-size constraints of items joining an empty queue. A request
/// that looks a state up first gives them their states, so removing or re-adding a queued
/// constraint behaves as before.
@Suite struct StatelessQueueTests {
    /// A cell: `a` (intrinsic 30 × 10) at (4, 6) from the cell's top left, `b` (intrinsic
    /// 20 × 7) 2 below `a`, its bottom 5 above the cell's: fitting height 6 + 10 + 2 + 7 + 5 = 30.
    struct Cell {
        let cell = View()
        let a = IntrinsicView(30, 10)
        let b = IntrinsicView(20, 7)
        let constraints: [LayoutConstraint]

        init() {
            cell.addSubview(a)
            cell.addSubview(b)
            constraints = [
                a.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 4),
                a.topAnchor.constraint(equalTo: cell.topAnchor, constant: 6),
                b.leadingAnchor.constraint(equalTo: a.leadingAnchor),
                b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 2),
                b.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -5),
            ]
            LayoutConstraint.activate(constraints)
        }

        var subtree: [View] {
            var views: [View] = []
            cell.collectSubtree(into: &views)
            return views
        }
    }

    /// The first batch (the five installed constraints and the two fitting constraints) is
    /// queued without states; the flush gives every constraint a row, and the four
    /// content-size constraints of each intrinsic view join too.
    @Test func aFittingEnginesFirstBatchIsQueuedWithoutStates() throws {
        let f = Cell()
        let cache = FittingCache(root: f.cell, views: f.subtree)
        let engine = cache.engine
        #expect(engine.statelessAdditions == 7)
        #expect(engine.pendingOrder.count == 7)
        #expect(engine.pendingState.isEmpty)

        cache.setTarget(CGSize(width: 100, height: 0), horizontal: .required, vertical: .fittingSizeLevel)
        engine.flushForLayout()
        for c in f.constraints + [cache.width, cache.height] { #expect(engine.rows[ObjectKey(c)] != nil) }
        // 7 + 4 content-size rows for each of `a` and `b`.
        #expect(engine.rows.count == 15)
        #expect(engine.statelessAdditions == 0 && engine.pendingOrder.isEmpty && engine.pendingState.isEmpty)
        #expect(engine.solver.value(of: f.cell.layoutNode.height) == 30)
        #expect(engine.solver.value(of: f.cell.layoutNode.width) == 100)
    }

    /// A constraint of the first batch removed before the flush gets no row (here `b`'s
    /// bottom: the cell's height then falls to its fitting-size target, 0, while `b` stays 2
    /// below `a`).
    @Test func aStatelessAdditionRemovedBeforeTheFlushGetsNoRow() throws {
        let f = Cell()
        let cache = FittingCache(root: f.cell, views: f.subtree)
        let engine = cache.engine
        let bottom = f.constraints[4]
        engine.requestRemoval(of: bottom)
        #expect(engine.statelessAdditions == 0)
        #expect(engine.pendingState[ObjectKey(bottom)] == nil)
        #expect(engine.pendingState[ObjectKey(f.constraints[0])] == .add)

        cache.setTarget(CGSize(width: 100, height: 0), horizontal: .required, vertical: .fittingSizeLevel)
        engine.flushForLayout()
        #expect(engine.rows[ObjectKey(bottom)] == nil)
        for c in f.constraints.prefix(4) { #expect(engine.rows[ObjectKey(c)] != nil) }
        #expect(engine.solver.value(of: f.cell.layoutNode.height) == 0)
        #expect(engine.solver.value(of: f.b.layoutNode.minY) == 18)
    }

    /// A constraint of the first batch requested again is still queued once: one row, and
    /// the same fitting height as without the repeat.
    @Test func aStatelessAdditionRequestedAgainIsQueuedOnce() throws {
        let f = Cell()
        let cache = FittingCache(root: f.cell, views: f.subtree)
        let engine = cache.engine
        engine.requestAddition(of: f.constraints[1])
        #expect(engine.statelessAdditions == 0)
        #expect(engine.pendingOrder.count == 7)
        #expect(engine.pendingState.count == 7)

        cache.setTarget(CGSize(width: 100, height: 0), horizontal: .required, vertical: .fittingSizeLevel)
        engine.flushForLayout()
        #expect(engine.rows.count == 15)
        #expect(engine.solver.value(of: f.cell.layoutNode.height) == 30)
    }

    /// In a window's engine, the content-size constraints of a view joining the solve are
    /// queued without states (the queue is empty then) and get their rows in the same flush.
    @Test func contentSizeConstraintsJoiningAnEmptyQueueGetRows() throws {
        let window = RecordingWindow(200, 100)
        let v = IntrinsicView(30, 12)
        window.addSubview(v)
        LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 3),
            v.topAnchor.constraint(equalTo: window.topAnchor, constant: 5),
        ])
        window.layoutIfNeeded()
        let engine = try #require(window.rootEngine)
        #expect(engine.statelessAdditions == 0 && engine.pendingOrder.isEmpty && engine.pendingState.isEmpty)
        #expect(v.frame == CGRect(3, 5, 30, 12))

        // A new size: the constants change in place; a second view joins with its own four.
        v.size = CGSize(width: 44, height: 9)
        let w = IntrinsicView(8, 6)
        window.addSubview(w)
        LayoutConstraint.activate([
            w.leadingAnchor.constraint(equalTo: v.trailingAnchor, constant: 1),
            w.topAnchor.constraint(equalTo: v.bottomAnchor),
        ])
        window.layoutIfNeeded()
        #expect(engine.statelessAdditions == 0 && engine.pendingOrder.isEmpty && engine.pendingState.isEmpty)
        #expect(v.frame == CGRect(3, 5, 44, 9))
        #expect(w.frame == CGRect(48, 14, 8, 6))
    }
}
