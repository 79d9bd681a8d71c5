import Foundation
import StrutSolver
import Testing

@testable import StrutAutoLayout

/// Solver variables carry only their role; diagnostics add the item's name on demand.
@Suite struct VariableNameTests {
    @Test func diagnosticsNameTheItemAndTheRole() {
        let window = Window(size: CGSize(width: 200, height: 100))
        let box = makeView("box")
        window.addSubview(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: window.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        let engine = window.rootEngine!
        let node = box.layoutNode
        #expect(node.width.name == "Width")
        #expect(engine.diagnosticName(of: node.minX) == "box.minX")
        #expect(engine.diagnosticName(of: node.height) == "box.Height")
        // A variable of no item keeps its own name.
        #expect(engine.diagnosticName(of: Variable("free")) == "free")
        // Another item's variable is not this node's.
        #expect(node.diagnosticName(of: window.layoutNode.width) == nil)
        #expect(box.frame == CGRect(x: 10, y: 0, width: 50, height: 20))
    }
}
