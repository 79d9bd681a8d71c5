import Foundation
import Testing

@testable import StrutAutoLayout

/// The throwing forms of checks that UIKit's API traps on: the error names what is wrong and
/// the state before the call stays as it was.
@Suite struct ThrowingMisuseTests {
    /// A view 100 wide by `width == 100`; setting the constant to NaN or ±∞ throws and the
    /// width stays 100; a finite constant still takes effect in the next layout.
    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func nonFiniteConstantIsRefused(value: CGFloat) throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let width = child.widthAnchor.constraint(equalToConstant: 100)
        LayoutConstraint.activate([
            width, child.heightAnchor.constraint(equalToConstant: 10),
            child.leftAnchor.constraint(equalTo: root.leftAnchor), child.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        do {
            try width.setConstant(value)
            Issue.record("expected an error")
        } catch {
            guard case .nonFiniteValue(what: "constant", _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
        }
        #expect(width.constant == 100)
        root.layoutIfNeeded()
        #expect(child.frame.width == 100)
        try width.setConstant(120)
        root.layoutIfNeeded()
        #expect(child.frame.width == 120)
    }

    /// Adding a view to itself or to its own descendant throws UIKit's words and changes
    /// nothing; a legal move still works.
    @Test func cyclesInTheTreeAreRefused() throws {
        let a = View(), b = View(), c = View()
        a.identifier = "a"
        b.identifier = "b"
        c.identifier = "c"
        a.addSubview(b)
        b.addSubview(c)
        #expect(throws: ViewHierarchyError.addingSelfAsSubview(view: "\(a)")) { try a.addSubviewValidated(a) }
        #expect(throws: ViewHierarchyError.addingAncestorAsSubview(view: "\(a)", receiver: "\(c)")) {
            try c.addSubviewValidated(a)
        }
        #expect(a.superview == nil && b.superview === a && c.superview === b)
        #expect(a.subviews.count == 1 && b.subviews.count == 1 && c.subviews.isEmpty)
        // Moving c up to a is legal.
        try a.insertSubviewValidated(c, at: 0)
        #expect(c.superview === a && a.subviews.first === c && b.subviews.isEmpty)
    }
}
