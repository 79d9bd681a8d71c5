import Foundation
import Testing

@testable import StrutAutoLayout

/// Issue 14's rows for the library: one priority rule shared with the solver, `addConstraint`
/// installing on the receiver, and one ambiguity check per tree.
@Suite struct HardeningTests {
    /// A window with a container holding two views placed side by side.
    private func tree() -> (RecordingWindow, View, View, View) {
        let window = RecordingWindow(300, 200)
        let container = View(), a = View(), b = View()
        for v in [container, a, b] { v.translatesAutoresizingMaskIntoConstraints = false }
        window.addSubview(container)
        container.addSubview(a)
        container.addSubview(b)
        LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            container.topAnchor.constraint(equalTo: window.topAnchor),
            container.widthAnchor.constraint(equalToConstant: 300),
            container.heightAnchor.constraint(equalToConstant: 100),
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            a.topAnchor.constraint(equalTo: container.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
            a.widthAnchor.constraint(equalToConstant: 40),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 5),
            b.topAnchor.constraint(equalTo: container.topAnchor),
            b.heightAnchor.constraint(equalToConstant: 10),
        ])
        return (window, container, a, b)
    }

    // MARK: Priorities

    /// 0.5 is inside UIKit's (0, 1000] but outside the solver's 1...1000: refused up front with
    /// a typed error, never accepted and then dropped by the engine.
    @Test(arguments: [Float(0.5), 0, -1, 1000.5, .nan]) func priorityOutsideTheSolversRange(value: Float) throws {
        let view = View()
        #expect(throws: LayoutConstraintError.self) {
            try LayoutConstraint.validated(
                item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
                constant: 120, priority: LayoutPriority(value))
        }
        let c = view.widthAnchor.constraint(equalToConstant: 120)
        #expect(throws: LayoutConstraintError.self) { try c.setPriority(LayoutPriority(value)) }
        #expect(c.priority == .required)
    }

    @Test func priorityOneIsTheLowestAccepted() throws {
        let c = View().widthAnchor.constraint(equalToConstant: 120)
        try c.setPriority(LayoutPriority(1))
        #expect(c.priority.rawValue == 1)
    }

    @Test func priorityMessageNamesTheRange() {
        let text = LayoutConstraintError.invalidPriority(0.5, constraint: "c").description
        #expect(text == "It's illegal to set priority 0.5 on c. Priority must be from 1 to 1000 (required).")
    }

    /// The format language uses the same rule: `@0.5` is refused at the priority.
    @Test func formatPriorityBelowOne() {
        let a = View()
        #expect(throws: VisualFormatError.self) {
            try LayoutConstraint.validatedConstraints(withVisualFormat: "H:[a(10@0.5)]", views: ["a": a])
        }
    }

    // MARK: addConstraint

    /// UIKit installs on the receiver, any common ancestor: `window.addConstraint` of a
    /// constraint between a and b (closest common ancestor: container) lists it on the window.
    @Test func addConstraintInstallsOnTheReceiver() {
        let (window, container, a, b) = tree()
        let equalWidths = b.widthAnchor.constraint(equalTo: a.widthAnchor)
        window.addConstraint(equalWidths)
        #expect(equalWidths.isActive)
        #expect(window.constraints.contains { $0 === equalWidths })
        #expect(!container.constraints.contains { $0 === equalWidths })
        window.layoutIfNeeded()
        // b: 40 + 5 = 45 from the container's leading edge, as wide as a (40).
        #expect(b.frame == CGRect(45, 0, 40, 10))
        #expect(window.events.isEmpty)
        // Removing it from the receiver frees b's width again.
        window.removeConstraint(equalWidths)
        #expect(!window.constraints.contains { $0 === equalWidths })
    }

    /// The closest common ancestor itself is a valid receiver too.
    @Test func addConstraintOnTheClosestAncestor() {
        let (window, container, a, b) = tree()
        let c = b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 2)
        container.addConstraint(c)
        #expect(container.constraints.contains { $0 === c })
        window.layoutIfNeeded()
        #expect(b.frame == CGRect(45, 0, 80, 10))
    }

    /// A receiver that is not a common ancestor (a itself, for a constraint that names b) is a
    /// typed error, and nothing is installed.
    @Test func addConstraintOnANonAncestorThrows() {
        let (_, _, a, b) = tree()
        let c = b.widthAnchor.constraint(equalTo: a.widthAnchor)
        #expect(throws: LayoutConstraintError.self) { try a.addConstraintValidated(c) }
        #expect(!c.isActive)
        #expect(!a.constraints.contains { $0 === c })
    }

    // MARK: Ambiguity

    /// One check for the tree lists exactly the views whose `hasAmbiguousLayout` is true: here
    /// b, whose width nothing sets.
    @Test func ambiguousItemsOfTheTree() {
        let (window, container, a, b) = tree()
        window.layoutIfNeeded()
        let found = window.ambiguousLayoutItems().map { ObjectIdentifier($0) }
        #expect(found == [ObjectIdentifier(b)])
        for view in [container, a, b] {
            #expect(view.hasAmbiguousLayout == found.contains(ObjectIdentifier(view)))
        }
        b.widthAnchor.constraint(equalToConstant: 10).isActive = true
        #expect(window.ambiguousLayoutItems().isEmpty)
    }
}
