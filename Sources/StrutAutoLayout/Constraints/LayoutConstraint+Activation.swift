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
        items.reserveCapacity(2)
        func add(_ item: (any LayoutItem)?) {
            guard let item else { return }
            for existing in items where existing === item { return }
            items.append(item)
        }
        add(first.item)
        if first.isComposite { add(first.originItem) }
        if let second {
            add(second.item)
            if second.isComposite { add(second.originItem) }
        }
        return items
    }

    /// The closest common ancestor of the items' views, which the constraint is installed on.
    func resolveHost() throws(LayoutConstraintError) -> View {
        try resolveHost(items: namedItems)
    }

    func resolveHost(items: [any LayoutItem]) throws(LayoutConstraintError) -> View {
        guard first.item != nil, (second == nil || second?.item != nil),
            !first.isComposite || first.originItem != nil, second.map({ !$0.isComposite || $0.originItem != nil }) ?? true
        else {
            throw .itemDeallocated(constraint: description)
        }
        var host: View?
        for item in items {
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
        let items = namedItems
        let host = try resolveHost(items: items)
        // Margin attributes refer to the margins guide: make it (and its constraints) first.
        if first.attribute.isMargin, let view = first.item as? View { _ = view.layoutMarginsGuide }
        if let second, second.attribute.isMargin, let view = second.item as? View { _ = view.layoutMarginsGuide }
        self.host = host
        hostSlot = host.installed.count
        host.installed.append(self)
        referenceSlots.removeAll(keepingCapacity: true)
        for item in items {
            let node = item.layoutNode
            referenceSlots.append(NodeSlot(node: node, index: node.referencingConstraints.count))
            node.referencingConstraints.append(self)
        }
        if let engine = host.engine(creating: false) {
            engine.requestAddition(of: self)
        }
    }

    /// Uninstalls the constraint and queues its removal from the engine.
    func deactivateOne() {
        guard let host else { return }
        // O(1) removals: swap with the last element and fix the moved constraint's slot.
        if hostSlot >= 0, hostSlot < host.installed.count, host.installed[hostSlot] === self {
            let moved = host.installed.removeLast()
            if moved !== self {
                host.installed[hostSlot] = moved
                moved.hostSlot = hostSlot
            }
        } else if let i = host.installed.firstIndex(where: { $0 === self }) {
            host.installed.remove(at: i)
            for (j, c) in host.installed.enumerated() { c.hostSlot = j }
        }
        hostSlot = -1
        for slot in referenceSlots {
            guard let node = slot.node else { continue }
            var list = node.referencingConstraints
            node.referencingConstraints = []
            if slot.index < list.count, list[slot.index] === self {
                let moved = list.removeLast()
                if moved !== self {
                    list[slot.index] = moved
                    moved.moveReferenceSlot(of: node, to: slot.index)
                }
            } else if let i = list.firstIndex(where: { $0 === self }) {
                list.remove(at: i)
                for (j, c) in list.enumerated() where j >= i { c.moveReferenceSlot(of: node, to: j) }
            }
            node.referencingConstraints = list
        }
        referenceSlots.removeAll(keepingCapacity: true)
        engine?.requestRemoval(of: self)
        self.host = nil
    }
}

extension LayoutConstraint {
    /// Records that this constraint now sits at `index` of the node's referencing constraints.
    func moveReferenceSlot(of node: LayoutNode, to index: Int) {
        for i in referenceSlots.indices where referenceSlots[i].node === node {
            referenceSlots[i].index = index
            return
        }
    }
}

/// Where a constraint sits in an item's list of referencing constraints. The node is alive
/// while the constraint is active (its item is in the host's subtree, which keeps it), and the
/// slots are cleared on deactivation.
struct NodeSlot {
    weak var node: LayoutNode?
    var index: Int
}

extension View {
    /// The active constraints installed on this view (those whose closest common ancestor it is).
    /// Deactivation moves the last one into the freed place (O(1)), so the order is activation
    /// order only until the first deactivation. System constraints (autoresizing, content size) are not listed, as in UIKit.
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
