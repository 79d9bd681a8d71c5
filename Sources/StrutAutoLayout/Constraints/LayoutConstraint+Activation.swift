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
        guard first.item != nil, second == nil || second?.item != nil,
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

    /// Installs the constraint on `receiver`, which must be a common ancestor of its items (or
    /// one of them), and queues it for the engine.
    func activate(installingOn receiver: View) throws(LayoutConstraintError) {
        guard host == nil else { return }
        let items = namedItems
        let closest = try resolveHost(items: items)
        guard closest === receiver || closest.isDescendant(of: receiver) else {
            throw .receiverNotAncestor(view: ConstraintFormatter.itemName(receiver), constraint: description)
        }
        try install(on: receiver, nodes: items.map(\.layoutNode))
    }

    /// Installs the constraint on its items' closest common ancestor and queues it for the engine.
    func activateOne() throws(LayoutConstraintError) {
        guard host == nil else { return }
        if first.isComposite || second?.isComposite == true {
            let items = namedItems
            try install(on: try resolveHost(items: items), nodes: items.map(\.layoutNode))
            return
        }
        // The common case, one or two plain items: no arrays.
        let firstNode = first.node
        guard firstNode.isAlive else { throw .itemDeallocated(constraint: description) }
        var secondNode: LayoutNode?
        if let node = second?.node {  // the node only: no copy of the whole side
            guard node.isAlive else { throw .itemDeallocated(constraint: description) }
            if node !== firstNode { secondNode = node }
        }
        // The anchor views are compared unretained (each retain and release is an atomic
        // operation): both items are alive, so are their views; only the host is retained.
        guard let firstView = firstNode.unretainedAnchorView else { throw noCommonAncestorError() }
        let host: View
        if let secondNode {
            guard let secondView = secondNode.unretainedAnchorView,
                let common = firstView._withUnsafeGuaranteedRef({ a in
                    secondView._withUnsafeGuaranteedRef { a.closestCommonAncestor(with: $0) }
                })
            else { throw noCommonAncestorError() }
            host = common
        } else {
            host = firstView.takeUnretainedValue()
        }
        try install(on: host, firstNode: firstNode, secondNode: secondNode)
    }

    private func install(on host: View, nodes: [LayoutNode]) throws(LayoutConstraintError) {
        prepareMarginGuides()
        attach(to: host)
        for node in nodes { addReference(from: node) }
        host.layoutInputDidChange { $0.requestAddition(of: self) }
    }

    private func install(on host: View, firstNode: LayoutNode, secondNode: LayoutNode?) throws(LayoutConstraintError) {
        prepareMarginGuides()
        attach(to: host)
        addReference(from: firstNode)
        if let secondNode { addReference(from: secondNode) }
        host.layoutInputDidChange { $0.requestAddition(of: self) }
    }

    /// Margin attributes refer to the margins guide: make it (and its constraints) first.
    private func prepareMarginGuides() {
        if first.attribute.isMargin, let view = first.item as? View { _ = view.layoutMarginsGuide }
        // The second side is read in place (binding it copies it, retaining its nodes).
        if second?.attribute.isMargin == true, let view = second?.item as? View { _ = view.layoutMarginsGuide }
    }

    /// Lists the constraint last in `host`'s installed constraints, with no node references yet.
    func attach(to host: View) {
        // (A stack's arrangement held as data and installed there is listed first.)
        if host.layoutNode.pendingArrangements != 0 { host.layoutNode.materializePendingArrangements() }
        attachInPlace(to: host)
    }

    /// ``attach(to:)`` on the list as it is (a held arrangement getting its constraints).
    func attachInPlace(to host: View) {
        self.host = host
        hostSlot = host.installedStorage.count
        // A host usually gets several (a cell's content view dozens): skip the first doublings.
        if host.installedStorage.isEmpty { host.installedStorage.reserveCapacity(8) }
        host.installedStorage.append(self)
        clearSlots()
    }

    /// Records that `node` references the constraint (in its next free slot).
    func addReference(from node: LayoutNode) {
        // (A stack's arrangement held as data and naming the item is listed first.)
        if node.pendingArrangements != 0 { node.materializePendingArrangements() }
        addReferenceInPlace(from: node)
    }

    /// ``addReference(from:)`` on the list as it is (a held arrangement getting its constraints).
    func addReferenceInPlace(from node: LayoutNode) {
        let slot = NodeSlot(node: node, index: node.referencingConstraintsStorage.count)
        if slot0.nodeID == nil {
            slot0 = slot
        } else if slot1.nodeID == nil {
            slot1 = slot
        } else if extraSlots == nil {
            extraSlots = [slot]
        } else {
            extraSlots?.append(slot)
        }
        // An item is usually named by a few constraints (a cell's subviews by up to eight):
        // skip the first doublings.
        if node.referencingConstraintsStorage.isEmpty { node.referencingConstraintsStorage.reserveCapacity(8) }
        node.referencingConstraintsStorage.append(self)
    }

    private func clearSlots() {
        slot0 = NodeSlot()
        slot1 = NodeSlot()
        if extraSlots != nil { extraSlots = nil }
    }

    /// Uninstalls the constraint and queues its removal from the engine.
    ///
    /// The host view is borrowed, not retained: it is alive (``host`` reads `nil` once it is
    /// gone), and nothing here releases a view, so whoever keeps it alive keeps it so for the
    /// call. Its list is changed in place (its stack arrangements held as data get their
    /// constraints first, as its ``View/installed`` accessor does).
    func deactivateOne() {
        guard let hostView = hostNode?.unretainedView else { return }
        hostView._withUnsafeGuaranteedRef { host in
            if host.layoutNode.pendingArrangements != 0 { host.layoutNode.materializePendingArrangements() }
            // O(1) removals: swap with the last element and fix the moved constraint's slot.
            let slot = hostSlot
            if slot >= 0, slot < host.installedStorage.count, host.installedStorage[slot] === self {
                let moved = host.installedStorage.removeLast()
                if moved !== self {
                    moved.hostSlot = slot
                    host.installedStorage[slot] = consume moved
                }
            } else if let i = host.installedStorage.firstIndex(where: { $0 === self }) {
                host.installedStorage.remove(at: i)
                for j in host.installedStorage.indices { host.installedStorage[j].hostSlot = j }
            }
        }
        hostSlot = -1
        removeReference(slot0)
        removeReference(slot1)
        if let extraSlots { for slot in extraSlots { removeReference(slot) } }
        clearSlots()
        if let engine { engine.requestRemoval(of: self) } else { islandInputDidChange() }
        self.host = nil
    }
}

extension LayoutConstraint {
    /// A constraint outside any live engine changed: if it is installed inside a layout
    /// island, the island lays out again.
    func islandInputDidChange() {
        // Internal constraints (content size, autoresizing, fitting) belong to the engines
        // that made them and change inside them.
        guard case .standard = kind, let host else { return }
        host.layoutInputDidChange { $0.islandInputDidChange(in: host) }
    }

    /// Takes this constraint out of a node's list of referencing constraints (O(1): the last
    /// one moves into its place).
    ///
    /// The node is borrowed, not retained: it is one of this constraint's sides' nodes, which
    /// the constraint holds (``namedNode(_:)``). The list is changed in place (the node's
    /// stack arrangements held as data get their constraints first, as its
    /// ``LayoutNode/referencingConstraints`` accessor does): no copy out and back.
    private func removeReference(_ slot: NodeSlot) {
        guard let id = slot.nodeID, let node = namedNode(id) else { return }
        node._withUnsafeGuaranteedRef { node in
            if node.pendingArrangements != 0 { node.materializePendingArrangements() }
            let index = slot.index
            let count = node.referencingConstraintsStorage.count
            if index >= 0, index < count, node.referencingConstraintsStorage[index] === self {
                if index == count - 1 {
                    node.referencingConstraintsStorage.removeLast()
                    return
                }
                let moved = node.referencingConstraintsStorage.removeLast()
                moved.moveReferenceSlot(of: node, to: index)
                node.referencingConstraintsStorage[index] = consume moved
            } else if let i = node.referencingConstraintsStorage.firstIndex(where: { $0 === self }) {
                node.referencingConstraintsStorage.remove(at: i)
                for j in i..<node.referencingConstraintsStorage.count {
                    node.referencingConstraintsStorage[j].moveReferenceSlot(of: node, to: j)
                }
            }
        }
    }

    /// Records that this constraint now sits at `index` of the node's referencing constraints.
    func moveReferenceSlot(of node: LayoutNode, to index: Int) {
        let id = ObjectIdentifier(node)
        if slot0.nodeID == id {
            slot0.index = index
        } else if slot1.nodeID == id {
            slot1.index = index
        } else if let i = extraSlots?.firstIndex(where: { $0.nodeID == id }) {
            extraSlots?[i].index = index
        }
    }

    /// The node of one of the constraint's live items whose identity is `id`, or `nil` (an
    /// item that is gone takes its node's list with it, or leaves it with no engine to serve).
    ///
    /// Not retained: the constraint's sides hold their nodes (`let` fields), so the node lives
    /// at least as long as the constraint the caller is running on. The sides are read in
    /// place (binding the optional second side would copy it, retaining its nodes).
    private func namedNode(_ id: ObjectIdentifier) -> Unmanaged<LayoutNode>? {
        @inline(__always) func match(_ node: Unmanaged<LayoutNode>?) -> Unmanaged<LayoutNode>? {
            guard let node, UInt(bitPattern: node.toOpaque()) == UInt(bitPattern: id),
                node._withUnsafeGuaranteedRef({ $0.isAlive })
            else { return nil }
            return node
        }
        return match(Unmanaged.passUnretained(first.node)) ?? match(second.map { Unmanaged.passUnretained($0.node) })
            ?? match(first.originNode.map(Unmanaged.passUnretained))
            ?? match(second?.originNode.map(Unmanaged.passUnretained))
    }
}

/// Where a constraint sits in an item's list of referencing constraints. The node is named by
/// its identity only and found again through the constraint's items when the slot is used: a
/// reference would either keep the node alive (a cycle through its list) or, weak, give every
/// node a side table that makes each of its retains and releases take the slow path.
struct NodeSlot {
    var nodeID: ObjectIdentifier?
    var index: Int

    init() {
        nodeID = nil
        index = -1
    }

    init(node: LayoutNode, index: Int) {
        self.nodeID = ObjectIdentifier(node)
        self.index = index
    }
}

extension View {
    /// The active constraints installed on this view (those whose closest common ancestor it is).
    /// Deactivation moves the last one into the freed place (O(1)), so the order is activation
    /// order only until the first deactivation. System constraints (autoresizing, content size) are not listed, as in UIKit.
    public var constraints: [LayoutConstraint] { installed }

    /// Installs a constraint on this view and activates it (UIKit's older installation API;
    /// prefer ``LayoutConstraint/isActive``, which installs on the closest common ancestor).
    ///
    /// As in UIKit, the receiver may be any common ancestor of the constraint's items (itself
    /// included), and the constraint is listed in its ``constraints``; a receiver that is not a
    /// common ancestor traps with UIKit's message (see ``addConstraintValidated(_:)``). An
    /// active constraint is left where it is.
    public func addConstraint(_ constraint: LayoutConstraint) {
        do { try addConstraintValidated(constraint) } catch { preconditionFailure(error.description) }
    }

    /// Installs constraints on this view (see ``addConstraint(_:)``).
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// ``addConstraint(_:)``, throwing instead of trapping: ``LayoutConstraintError/receiverNotAncestor(view:constraint:)``
    /// when this view is not a common ancestor of the constraint's items, or the errors of
    /// ``LayoutConstraint/activateValidated(_:)``. Nothing changes when it throws.
    public func addConstraintValidated(_ constraint: LayoutConstraint) throws(LayoutConstraintError) {
        try constraint.activate(installingOn: self)
    }
    /// Deactivates a constraint.
    public func removeConstraint(_ constraint: LayoutConstraint) { constraint.isActive = false }
    /// Deactivates constraints.
    public func removeConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.deactivate(constraints) }
}
