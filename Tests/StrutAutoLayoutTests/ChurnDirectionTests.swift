import Foundation
import Testing

@testable import StrutAutoLayout

/// A constraint churned (deactivated, made again, activated) in the same pass as a change of
/// layout direction: the equal new constraint must not take over the old constraint's row,
/// which was translated for the old direction (a rebuild asked of a constraint queued for
/// removal marks its row stale, so the hand-over leaves it).
@Suite struct ChurnDirectionTests {
    /// A 200 × 100 container filling a window, with a 10 × 20 child whose leading edge is 4
    /// from the container's, laid out left to right (child at x = 4).
    static func laidOut() -> (Window, View, View, LayoutConstraint) {
        let window = Window(size: CGSize(width: 200, height: 100))
        let container = View(), child = View()
        window.addSubview(container)
        container.addSubview(child)
        for v in [container, child] { v.translatesAutoresizingMaskIntoConstraints = false }
        let leading = child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 4)
        LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            container.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            container.topAnchor.constraint(equalTo: window.topAnchor),
            container.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            leading,
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 10),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        return (window, container, child, leading)
    }

    /// Right to left, the child's leading edge is 4 from the container's right edge:
    /// x = 200 − 4 − 10 = 186, whichever comes first in the pass.
    @Test(arguments: [true, false])
    func aChurnedConstraintFollowsADirectionChangeInTheSamePass(churnFirst: Bool) {
        let (window, container, child, leading) = Self.laidOut()
        #expect(child.frame == CGRect(x: 4, y: 0, width: 10, height: 20))
        let churn = {
            leading.isActive = false
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 4).isActive = true
        }
        if churnFirst { churn() }
        container.semanticContentAttribute = .forceRightToLeft
        if !churnFirst { churn() }
        window.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 186, y: 0, width: 10, height: 20))
    }
}
