extension LayoutConstraint {
    /// Activates constraints (UIKit's `NSLayoutConstraint.activate(_:)`), trapping with UIKit's
    /// message if one has items without a common ancestor.
    ///
    /// Changes reach the engine as one batch at the next layout pass.
    /// - Complexity: O(n) for n constraints between views and their superviews or siblings.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for c in constraints {
            do { try c.activateOne() } catch { preconditionFailure(error.description) }
        }
    }

    /// Deactivates constraints (UIKit's `NSLayoutConstraint.deactivate(_:)`).
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.deactivateOne() }
    }

    /// Activates constraints, or none of them: the first constraint that cannot be activated is
    /// reported as a typed error and nothing changes.
    public static func activateValidated(_ constraints: [LayoutConstraint]) throws(LayoutConstraintError) {
        for c in constraints where !c.isActive { _ = try c.resolveHost() }
        for c in constraints { try c.activateOne() }
    }

    /// The items the constraint names, without repeats, in the order first, first origin, second,
    /// second origin.
    var namedItems: [any LayoutItem] {
        var items: [any LayoutItem] = []
        for item in [first.item, first.originItem, second?.item, second?.originItem] {
            guard let item else { continue }
            if !items.contains(where: { $0 === item }) { items.append(item) }
        }
        return items
    }

    /// The closest common ancestor of the items' views, which the constraint is installed on.
    func resolveHost() throws(LayoutConstraintError) -> View {
        guard first.item != nil, (second == nil || second?.item != nil),
            !first.isComposite || first.originItem != nil, second.map({ !$0.isComposite || $0.originItem != nil }) ?? true
        else {
            throw .itemDeallocated(constraint: description)
        }
        var host: View?
        for item in namedItems {
            guard let view = item.layoutNode.anchorView else {
                throw noCommonAncestorError()
            }
            if let current = host {
                guard let common = current.closestCommonAncestor(with: view) else { throw noCommonAncestorError() }
                host = common
            } else {
                host = view
            }
        }
        guard let host else { throw .itemDeallocated(constraint: description) }
        return host
    }

    private func noCommonAncestorError() -> LayoutConstraintError {
        .noCommonAncestor(
            firstAnchor: ConstraintFormatter.anchorDescription(first),
            secondAnchor: second.map { ConstraintFormatter.anchorDescription($0) } ?? "nil")
    }

    /// Installs the constraint on its items' closest common ancestor and queues it for the engine.
    func activateOne() throws(LayoutConstraintError) {
        guard host == nil else { return }
        let host = try resolveHost()
        // Margin attributes refer to the margins guide: make it (and its constraints) first.
        for side in [first, second].compactMap({ $0 }) where side.attribute.isMargin {
            if let view = side.item as? View { _ = view.layoutMarginsGuide }
        }
        self.host = host
        host.installed.append(self)
        for item in namedItems { item.layoutNode.referencingConstraints.append(self) }
        if let engine = host.engine(creating: false) {
            engine.requestAddition(of: self)
        }
    }

    /// Uninstalls the constraint and queues its removal from the engine.
    func deactivateOne() {
        guard let host else { return }
        if let i = host.installed.lastIndex(where: { $0 === self }) { host.installed.remove(at: i) }
        for item in namedItems {
            let node = item.layoutNode
            if let i = node.referencingConstraints.lastIndex(where: { $0 === self }) {
                node.referencingConstraints.remove(at: i)
            }
        }
        engine?.requestRemoval(of: self)
        self.host = nil
    }
}

extension View {
    /// The active constraints installed on this view (those whose closest common ancestor it is),
    /// in activation order. System constraints (autoresizing, content size) are not listed, as in UIKit.
    public var constraints: [LayoutConstraint] { installed }

    /// Activates a constraint (UIKit's deprecated installation API; prefer ``LayoutConstraint/isActive``).
    public func addConstraint(_ constraint: LayoutConstraint) { constraint.isActive = true }
    /// Activates constraints (UIKit's deprecated installation API; prefer ``LayoutConstraint/activate(_:)``).
    public func addConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.activate(constraints) }
    /// Deactivates a constraint.
    public func removeConstraint(_ constraint: LayoutConstraint) { constraint.isActive = false }
    /// Deactivates constraints.
    public func removeConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.deactivate(constraints) }
}
