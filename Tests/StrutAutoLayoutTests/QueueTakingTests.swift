import Foundation
import Testing

@testable import StrutAutoLayout

/// How a flush takes its queue: a queue of additions only, each queued once, is taken whole
/// (its states dropped at once); a queue that repeats a constraint or holds a removal is taken
/// entry by entry. Both give the same rows and frames.
@Suite struct QueueTakingTests {
    /// Additions only: every constraint gets a row, in the order queued.
    @Test func aQueueOfAdditionsGetsARowForEach() throws {
        let window = RecordingWindow(320, 200)
        let a = makeView("a")
        let b = makeView("b")
        window.addSubview(a)
        window.addSubview(b)
        let constraints = [
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
            a.topAnchor.constraint(equalTo: window.topAnchor, constant: 4),
            a.widthAnchor.constraint(equalToConstant: 40),
            a.heightAnchor.constraint(equalToConstant: 20),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 2),
            b.topAnchor.constraint(equalTo: a.bottomAnchor),
            b.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            b.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: 2),
        ]
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        let engine = try #require(window.rootEngine)
        let sequences = try constraints.map { try #require(engine.rows[ObjectKey($0)]).sequence }
        #expect(sequences == sequences.sorted())
        #expect(engine.pendingState.isEmpty && engine.pendingOrder.isEmpty)
        #expect(a.frame == CGRect(8, 4, 40, 20))
        #expect(b.frame == CGRect(50, 24, 270, 40))
    }

    /// A constraint activated, deactivated and activated again (queued twice), beside a
    /// removal and a plain addition: the queue is taken entry by entry, with the same result
    /// as the queue of additions it amounts to.
    @Test func aQueueWithRepeatsAndRemovalsGivesTheSameFrames() throws {
        let window = RecordingWindow(320, 200)
        let a = makeView("a")
        window.addSubview(a)
        let fixed = [
            a.topAnchor.constraint(equalTo: window.topAnchor, constant: 4),
            a.heightAnchor.constraint(equalToConstant: 20),
        ]
        let old = a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8)
        LayoutConstraint.activate(fixed + [old])
        let width = a.widthAnchor.constraint(equalToConstant: 40)
        width.isActive = true
        window.layoutIfNeeded()
        let engine = try #require(window.rootEngine)

        let repeated = a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 12)
        repeated.isActive = true
        repeated.isActive = false
        old.isActive = false
        repeated.isActive = true
        let wider = a.widthAnchor.constraint(greaterThanOrEqualToConstant: 30)
        wider.isActive = true
        window.layoutIfNeeded()

        #expect(engine.rows[ObjectKey(old)] == nil)
        #expect(engine.rows[ObjectKey(repeated)] != nil && engine.rows[ObjectKey(wider)] != nil)
        #expect(engine.pendingState.isEmpty && engine.pendingOrder.isEmpty)
        #expect(a.frame == CGRect(12, 4, 40, 20))
    }
}
