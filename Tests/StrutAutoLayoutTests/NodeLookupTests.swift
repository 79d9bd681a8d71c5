import Foundation
import StrutSolver
import Testing

@testable import StrutAutoLayout

/// How the engine finds the item of a solver variable (``LayoutEngine/node(of:)``, used by the
/// change report and by diagnostics): from the variable's context, read as the node's address
/// only once the participants hold that key, and only if the node owns the variable.
@Suite struct NodeLookupTests {
    func constrainedView(in window: Window) -> (View, [LayoutConstraint]) {
        let v = View()
        v.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(v)
        let constraints = [
            v.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
            v.topAnchor.constraint(equalTo: window.topAnchor, constant: 8),
            v.widthAnchor.constraint(equalToConstant: 20),
            v.heightAnchor.constraint(equalToConstant: 10),
        ]
        LayoutConstraint.activate(constraints)
        return (v, constraints)
    }

    @Test func aParticipantsVariablesNameItsNode() throws {
        let window = Window(size: CGSize(width: 375, height: 667))
        let (v, _) = constrainedView(in: window)
        window.layoutIfNeeded()
        let engine = try #require(window.rootEngine)
        let node = v.layoutNode
        for variable in [node.minX, node.minY, node.width, node.height] {
            #expect(engine.node(of: variable) === node)
            #expect(engine.unretainedNode(of: variable)?.takeUnretainedValue() === node)
        }
    }

    @Test func aVariableTheNodeDoesNotOwnNamesNoNode() throws {
        let window = Window(size: CGSize(width: 375, height: 667))
        let (v, _) = constrainedView(in: window)
        window.layoutIfNeeded()
        let engine = try #require(window.rootEngine)
        // Its context names a participating node, but the node does not own it (a variable of a
        // freed node whose address a new node took looks like this).
        let stranger = Variable("minX", context: UInt(bitPattern: ObjectIdentifier(v.layoutNode)))
        #expect(engine.node(of: stranger) == nil)
        #expect(engine.node(of: Variable("free")) == nil)  // context 0
    }

    @Test func anItemThatLeftTheSolveIsNotFound() throws {
        let window = Window(size: CGSize(width: 375, height: 667))
        let (v, constraints) = constrainedView(in: window)
        let (kept, _) = constrainedView(in: window)
        window.layoutIfNeeded()
        let engine = try #require(window.rootEngine)
        #expect(engine.node(of: v.layoutNode.minX) === v.layoutNode)
        LayoutConstraint.deactivate(constraints)
        window.layoutIfNeeded()
        #expect(!engine.isParticipating(v.layoutNode))
        #expect(engine.node(of: v.layoutNode.minX) == nil)
        #expect(engine.node(of: kept.layoutNode.minX) === kept.layoutNode)
    }
}
