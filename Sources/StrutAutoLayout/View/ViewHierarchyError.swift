/// Why a view cannot be added where it was asked to go: the two cases where UIKit raises an
/// exception in `addSubview(_:)`.
public enum ViewHierarchyError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The view was asked to become its own subview.
    case addingSelfAsSubview(view: String)
    /// The view is an ancestor of the receiver: adding it would make a cycle.
    case addingAncestorAsSubview(view: String, receiver: String)

    /// The text, as UIKit words it (naming the views).
    public var description: String {
        switch self {
        case let .addingSelfAsSubview(view):
            "Can't add self as subview (\(view))"
        case let .addingAncestorAsSubview(view, receiver):
            "Can't add \(view) as a subview of its own descendant \(receiver)"
        }
    }
}

extension View {
    /// ``addSubview(_:)``, or a ``ViewHierarchyError`` instead of a trap when `view` is the
    /// receiver or one of its ancestors; the tree is then unchanged.
    public func addSubviewValidated(_ view: View) throws(ViewHierarchyError) {
        try insertSubviewValidated(view, at: subviews.count)
    }

    /// ``insertSubview(_:at:)``, or a ``ViewHierarchyError`` instead of a trap when `view` is
    /// the receiver or one of its ancestors; the tree is then unchanged.
    ///
    /// - Complexity: O(depth) for the check, then as ``insertSubview(_:at:)``.
    public func insertSubviewValidated(_ view: View, at index: Int) throws(ViewHierarchyError) {
        guard view !== self else { throw .addingSelfAsSubview(view: "\(view)") }
        guard !isDescendant(of: view) else { throw .addingAncestorAsSubview(view: "\(view)", receiver: "\(self)") }
        insertSubview(view, at: index)
    }
}
