import Foundation
import Testing

@testable import StrutAutoLayout

/// The storage past the common case — a row's items after the first two (``RowNodes``), a
/// constraint's node slots after the first two (``LayoutConstraint/extraSlots``) — is made
/// only when needed (`nil` otherwise, no empty array per row or constraint), and keeps every
/// item, in order, when it is.
@Suite struct SpillStorageTests {
    @Test func rowNodesKeepEveryNodeInOrder() {
        let views = (0..<4).map { _ in View() }
        var nodes = RowNodes()
        #expect(nodes.isEmpty)
        #expect(nodes.count == 0)
        for (i, v) in views.enumerated() {
            nodes.append(v.layoutNode)
            #expect(nodes.count == i + 1)
            #expect(!nodes.isEmpty)
            for (j, w) in views.enumerated() { #expect(nodes.contains(w.layoutNode) == (j <= i)) }
        }
        var visited: [LayoutNode] = []
        nodes.withEach { visited.append($0) }
        #expect(visited.count == 4)
        for (node, view) in zip(visited, views) { #expect(node === view.layoutNode) }
        let iterated = Array(nodes)
        #expect(iterated.count == 4)
        for (node, view) in zip(iterated, views) { #expect(node === view.layoutNode) }
    }

    /// A composite constraint names four items: its row keeps all four (two spilled), each
    /// item's list of referencing constraints holds it, and the spilled slots follow the moves
    /// a removal makes in those lists.
    @Test func fourItemConstraintKeepsEveryItem() throws {
        let window = RecordingWindow(400, 400)
        let (a, b, c, d) = (View(), View(), View(), View())
        for v in [a, b, c, d] {
            v.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(v)
        }
        func place(_ v: View, x: CGFloat?, y: CGFloat, w: CGFloat) -> [LayoutConstraint] {
            var list = [
                v.topAnchor.constraint(equalTo: window.topAnchor, constant: y),
                v.widthAnchor.constraint(equalToConstant: w), v.heightAnchor.constraint(equalToConstant: 10),
            ]
            if let x { list.append(v.leftAnchor.constraint(equalTo: window.leftAnchor, constant: x)) }
            return list
        }
        let dConstraints = place(d, x: nil, y: 20, w: 10)
        LayoutConstraint.activate(
            place(a, x: 10, y: 0, w: 20) + place(b, x: 50, y: 0, w: 30) + place(c, x: 100, y: 20, w: 10) + dConstraints)
        // b.trailing − a.leading (80 − 10 = 70) == d.leading − c.leading: d.left = 100 + 70.
        let composite = a.leadingAnchor.anchorWithOffset(to: b.trailingAnchor)
            .constraint(equalTo: c.leadingAnchor.anchorWithOffset(to: d.leadingAnchor))
        composite.isActive = true
        window.layoutIfNeeded()
        #expect(d.frame == CGRect(x: 170, y: 20, width: 10, height: 10))

        let engine = try #require(window.rootEngine)
        let row = try #require(engine.rows[ObjectKey(composite)])
        // The builder meets the first side's item, its origin, then the second side's.
        let named = Array(row.nodes)
        #expect(named.count == 4)
        for (node, view) in zip(named, [b, a, d, c]) { #expect(node === view.layoutNode) }
        #expect(composite.slot0.nodeID == ObjectIdentifier(b.layoutNode))
        #expect(composite.slot1.nodeID == ObjectIdentifier(a.layoutNode))
        let spilled = try #require(composite.extraSlots)
        #expect(spilled.map(\.nodeID) == [ObjectIdentifier(d.layoutNode), ObjectIdentifier(c.layoutNode)])
        // d's list: its top, width and height constraints, then the composite (index 3).
        #expect(spilled[0].index == 3)
        #expect(d.layoutNode.referencingConstraints.count == 4)

        // Removing d's top moves the last entry (the composite) into its place, index 0.
        dConstraints[0].isActive = false
        #expect(d.layoutNode.referencingConstraints[0] === composite)
        #expect(composite.extraSlots?[0].index == 0)
        dConstraints[0].isActive = true

        composite.isActive = false
        #expect(composite.extraSlots == nil)
        for v in [a, b, c, d] { #expect(!v.layoutNode.referencingConstraints.contains { $0 === composite }) }
        #expect(d.layoutNode.referencingConstraints.count == 3)
        #expect(d.layoutNode.referencingConstraints[0] === dConstraints[0])
        window.layoutIfNeeded()
        #expect(engine.rows[ObjectKey(composite)] == nil)
        // Without the composite, d's left edge is free: it keeps the value it had.
        #expect(d.frame.minY == 20)
    }
}
