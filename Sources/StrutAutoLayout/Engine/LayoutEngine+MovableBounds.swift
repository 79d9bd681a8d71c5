import Foundation

extension LayoutEngine {
    /// Records that a constraint's row crosses the bounds of views whose bounds origin can move
    /// (scroll views): the row's constant holds their content offsets, so it is rebuilt when one
    /// moves (``boundsOriginDidMove(of:)``).
    func noteConstraint(_ c: LayoutConstraint, crossing views: [View]) {
        for view in views { (view as? ScrollView)?.crossingConstraints.insert(c) }
    }

    /// A scroll view's content offset moved: rebuilds the rows that cross its bounds (one
    /// in-place constant change each) and forgets the constraints that no longer have a row.
    func boundsOriginDidMove(of scrollView: ScrollView) {
        guard !scrollView.crossingConstraints.isEmpty else { return }
        scrollView.crossingConstraints.removeAll { c in
            guard rowStorage[ObjectKey(c)] != nil else { return true }
            requestRebuild(of: c)
            return false
        }
    }
}

/// Constraints in insertion order without duplicates (deterministic rebuild order).
struct OrderedConstraintSet {
    private(set) var elements: [LayoutConstraint] = []
    private var ids = Set<ObjectIdentifier>()

    var isEmpty: Bool { elements.isEmpty }

    mutating func insert(_ c: LayoutConstraint) {
        if ids.insert(ObjectIdentifier(c)).inserted { elements.append(c) }
    }

    mutating func removeAll(where shouldRemove: (LayoutConstraint) -> Bool) {
        elements.removeAll { c in
            guard shouldRemove(c) else { return false }
            ids.remove(ObjectIdentifier(c))
            return true
        }
    }
}
