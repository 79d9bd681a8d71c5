import Foundation
import Testing

@testable import StrutAutoLayout
@testable import StrutSolver

/// An item's solver variables carry the item's identity as their context, and the engine maps a
/// solved variable back to its item through its participants (`LayoutEngine.node(of:)`) instead of
/// a table of variables. The oracle is a scan of the participants for the node that owns the
/// variable; the stale cases are a view that left the solve and a context naming a live
/// participant that does not own the variable (what a freed node's address reused by a new
/// node looks like).
@Suite struct VariableContextTests {
    /// A window with two views pinned by constraints; `a` then leaves the solve.
    @Test func solvedVariablesMapBackToTheirItemsAndNotAfterTheyLeave() throws {
        let window = Window(size: CGSize(width: 200, height: 200))
        let a = makeView("a"), b = makeView("b")
        window.addSubview(a)
        window.addSubview(b)
        let aConstraints = [
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            a.widthAnchor.constraint(equalToConstant: 30),
            a.heightAnchor.constraint(equalToConstant: 40),
        ]
        LayoutConstraint.activate(
            aConstraints + [
                b.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 50),
                b.topAnchor.constraint(equalTo: window.topAnchor),
                b.widthAnchor.constraint(equalToConstant: 5),
                b.heightAnchor.constraint(equalToConstant: 6),
            ])
        window.layoutIfNeeded()
        let engine = try #require(window.rootEngine)
        // The oracle: the participant owning the variable, found by a scan.
        func scanned(_ variable: Variable) -> LayoutNode? {
            engine.participants.values.first { $0.node.existingVariables.contains { $0 === variable } }?.node
        }
        for view in [a, b] {
            let node = view.layoutNode
            for variable in [node.minX, node.minY, node.width, node.height] {
                #expect(variable.context == UInt(bitPattern: ObjectIdentifier(node)))
                #expect(engine.node(of: variable) === node)
                #expect(engine.node(of: variable) === scanned(variable))
            }
        }
        #expect(a.frame == CGRect(10, 20, 30, 40))
        // A variable with no context, and a forged one naming a live participant it is not one
        // of (an address reused by a new node): neither maps to an item.
        #expect(engine.node(of: Variable("free")) == nil)
        let forged = Variable("minX", context: UInt(bitPattern: ObjectIdentifier(b.layoutNode)))
        #expect(engine.node(of: forged) == nil)
        #expect(scanned(forged) == nil)
        // `a` leaves the solve: its variables still name it, but it is no participant.
        LayoutConstraint.deactivate(aConstraints)
        window.layoutIfNeeded()
        let aNode = a.layoutNode
        for variable in [aNode.minX, aNode.minY, aNode.width, aNode.height] {
            #expect(engine.node(of: variable) == nil)
            #expect(scanned(variable) == nil)
        }
        #expect(engine.node(of: b.layoutNode.width) === b.layoutNode)
        // Diagnostics still name a participant's variables after its item.
        #expect(engine.diagnosticName(of: b.layoutNode.width).hasSuffix(".Width"))
        #expect(engine.diagnosticName(of: aNode.width) == "Width")
    }
}
