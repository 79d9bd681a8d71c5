import Foundation
import Testing

@testable import StrutAutoLayout

/// A fitting engine records each view's layout direction, derived top-down from the subtree's
/// parents (`FittingCache.layoutDirections(of:parents:)`) instead of asking every view to walk
/// up to its root. The oracle is `effectiveUserInterfaceLayoutDirection`, view by view.
@Suite struct FittingDirectionTests {
    /// A tree under a right-to-left window: root ─ a (forced left-to-right) ─ a1, a2 (forced
    /// right-to-left) ─ a21; root ─ b ─ b1. Expected by hand: root, b, b1 inherit the window's
    /// right-to-left; a and a1 are left-to-right (a forces it, a1 inherits it); a2 and a21 are
    /// right-to-left (a2 forces it, a21 inherits it).
    @Test func directionsFollowTheSemanticAttributesDownTheTree() {
        let window = Window(size: CGSize(width: 300, height: 300))
        window.layoutDirection = .rightToLeft
        let root = View(), a = View(), a1 = View(), a2 = View(), a21 = View(), b = View(), b1 = View()
        a.semanticContentAttribute = .forceLeftToRight
        a2.semanticContentAttribute = .forceRightToLeft
        window.addSubview(root)
        root.addSubview(a)
        a.addSubview(a1)
        a.addSubview(a2)
        a2.addSubview(a21)
        root.addSubview(b)
        b.addSubview(b1)
        var subtree: [View] = []
        root.collectSubtree(into: &subtree)
        let parents = subtree.map { $0.superview.map { ObjectIdentifier($0) } }
        let derived = FittingCache.layoutDirections(of: subtree, parents: parents)
        #expect(derived == subtree.map(\.effectiveUserInterfaceLayoutDirection))
        let expected: [(View, UserInterfaceLayoutDirection)] = [
            (root, .rightToLeft), (a, .leftToRight), (a1, .leftToRight), (a2, .rightToLeft), (a21, .rightToLeft),
            (b, .rightToLeft), (b1, .rightToLeft),
        ]
        for (view, direction) in expected {
            let i = subtree.firstIndex { $0 === view }!
            #expect(derived[i] == direction)
        }
    }

    /// A kept fitting engine notices a direction change below the root (a subview's forced
    /// direction): the next fitting starts a fresh engine whose leading constraint holds in
    /// mirrored coordinates. Cell 100 wide, label 20 wide pinned 10 from the leading edge:
    /// left-to-right its minX is 10; forced right-to-left it is 100 − 10 − 20 = 70.
    @Test func aDirectionChangeBelowTheRootIsSeenByTheKeptEngine() {
        let cell = View()
        let inner = View()
        let leaf = View()
        for v in [inner, leaf] { v.translatesAutoresizingMaskIntoConstraints = false }
        cell.addSubview(inner)
        inner.addSubview(leaf)
        LayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
            inner.topAnchor.constraint(equalTo: cell.topAnchor),
            inner.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
            leaf.leadingAnchor.constraint(equalTo: inner.leadingAnchor, constant: 10),
            leaf.widthAnchor.constraint(equalToConstant: 20),
            leaf.topAnchor.constraint(equalTo: inner.topAnchor),
            leaf.heightAnchor.constraint(equalToConstant: 5),
            leaf.bottomAnchor.constraint(equalTo: inner.bottomAnchor),
        ])
        func leafMinX() -> Double {
            _ = cell.systemLayoutSizeFitting(
                CGSize(width: 100, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            let engine = cell.fittingCache!.engine
            return engine.solver.value(of: leaf.layoutNode.minX)
        }
        #expect(leafMinX() == 10)
        inner.semanticContentAttribute = .forceRightToLeft
        #expect(leafMinX() == 70)
    }
}
