import Foundation
import Testing

@testable import StrutAutoLayout

/// The in-order hand-over of a flush (issue 12, item 4): an added constraint is matched against
/// the queued removals in order before any key is built, with the result of the key-based
/// matching — each added constraint gets the first untaken removal whose ``StructuralKey``
/// equals its own.
@Suite struct InOrderHandOverTests {
    /// ``StructuralKey/sameStructure(_:host:_:host:)`` is key equality, field by field: checked
    /// on every ordered pair of a set of active constraints that differ in one field at a time.
    @Test func fieldComparisonIsKeyEquality() throws {
        let window = RecordingWindow(320, 200)
        let a = makeView("a")
        let b = makeView("b")
        let c = makeView("c")
        window.addSubview(a)
        window.addSubview(b)
        b.addSubview(c)
        let low = LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute)
        low.priority = .defaultLow
        let constraints: [LayoutConstraint] = [
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),  // equal to the first
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 9),  // constant
            a.leadingAnchor.constraint(greaterThanOrEqualTo: window.leadingAnchor, constant: 8),  // relation
            a.trailingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),  // first attribute
            a.leadingAnchor.constraint(equalTo: window.trailingAnchor, constant: 8),  // second attribute
            b.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),  // first item
            a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 8),  // second item
            c.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 8),  // host b
            a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 2),
            a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 3),  // multiplier
            a.widthAnchor.constraint(equalToConstant: 0),  // no second item
            low,  // as the one before, but optional
            a.leadingAnchor.anchorWithOffset(to: a.trailingAnchor).constraint(equalToConstant: 0),  // composite
            a.leadingAnchor.anchorWithOffset(to: b.trailingAnchor).constraint(equalToConstant: 0),  // origin item
            a.leadingAnchor.anchorWithOffset(to: a.centerXAnchor).constraint(equalToConstant: 0),  // origin attribute
            b.widthAnchor.constraint(equalTo: a.leadingAnchor.anchorWithOffset(to: a.trailingAnchor)),
            b.widthAnchor.constraint(equalTo: a.leadingAnchor.anchorWithOffset(to: b.trailingAnchor)),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 0),  // not system spacing
        ]
        LayoutConstraint.activate(constraints)
        var equalPairs = 0
        for x in constraints {
            for y in constraints where x !== y {
                let keys = try #require(StructuralKey(x)) == #require(StructuralKey(y))
                let hx = try #require(StructuralKey.host(of: x, given: nil))
                let hy = try #require(StructuralKey.host(of: y, given: nil))
                #expect(StructuralKey.sameStructure(x, host: hx, y, host: hy) == keys, "\(x) vs \(y)")
                if keys { equalPairs += 1 }
            }
        }
        // Only the first two are equal (both orders).
        #expect(equalPairs == 2)
    }

    /// Removed `[d1, x, d2]` (`d1` equal to `d2`), added `[y, n1, n2, n3]` (`n1`, `n2` equal to
    /// `d1`; `n3` equal to `x`; `y` matches nothing, not even by shape once `x` is taken): `n1`
    /// takes `d1`'s row, `n2` `d2`'s (passing `x` over), `n3` `x`'s (from the rows passed over),
    /// and `y` gets a new row — what the key-based matching gives.
    @Test func rowsGoToTheFirstEqualRemovalInOrder() throws {
        let window = RecordingWindow(320, 200)
        let a = makeView("a")
        window.addSubview(a)
        let fixed = [
            a.topAnchor.constraint(equalTo: window.topAnchor), a.heightAnchor.constraint(equalToConstant: 20),
        ]
        LayoutConstraint.activate(fixed)
        let d1 = a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8)
        let x = a.widthAnchor.constraint(equalToConstant: 40)
        let d2 = a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8)
        LayoutConstraint.activate([d1, x, d2])
        window.layoutIfNeeded()
        let engine = try #require(window.rootEngine)
        let sequences = try [d1, x, d2].map { try #require(engine.rows[ObjectKey($0)]).sequence }
        let before = window.layoutEngineStatistics

        LayoutConstraint.deactivate([d1, x, d2])
        let y = a.topAnchor.constraint(greaterThanOrEqualTo: window.topAnchor)
        let n1 = a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8)
        let n2 = a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8)
        let n3 = a.widthAnchor.constraint(equalToConstant: 40)
        LayoutConstraint.activate([y, n1, n2, n3])
        window.layoutIfNeeded()
        let after = window.layoutEngineStatistics

        #expect(try #require(engine.rows[ObjectKey(n1)]).sequence == sequences[0])
        #expect(try #require(engine.rows[ObjectKey(n2)]).sequence == sequences[2])
        #expect(try #require(engine.rows[ObjectKey(n3)]).sequence == sequences[1])
        #expect(try #require(engine.rows[ObjectKey(y)]).sequence > sequences.max()!)
        #expect(engine.rows[ObjectKey(d1)] == nil && engine.rows[ObjectKey(x)] == nil && engine.rows[ObjectKey(d2)] == nil)
        #expect(after.rowsReused - before.rowsReused == 3)
        #expect(after.rowsAdded - before.rowsAdded == 1)
        #expect(after.rowsRemoved == before.rowsRemoved)
        #expect(a.frame == CGRect(8, 0, 40, 20))
    }
}
