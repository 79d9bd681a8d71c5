import Foundation
import StrutSolver

/// The bridge between a view tree and the solver: one per tree, owned by the tree's root (the
/// ``Window``), never shared between threads.
///
/// - Each item gets four variables (minX, minY, width, height of its alignment rectangle, in its
///   container's coordinates); a constraint becomes one solver row in the coordinates of the view
///   it is installed on, with the intermediate containers' minX/minY summed in.
/// - Changes are queued and applied in one batch (``flush()``) before layout; a removal and an
///   equal addition in the same batch hand the row over without touching the solver.
/// - An item takes part in the solve only while some row names it; then its internal constraints
///   (non-negative size, autoresizing, intrinsic content size) are added too.
/// - After solving, the changed variables mark only the views whose frames changed.
final class LayoutEngine {
    let solver = Solver()
    /// The tree's root (for a fitting engine, the view being measured).
    weak var root: View?
    /// A transient engine for `systemLayoutSizeFitting`: it leaves the live tree untouched.
    let isFitting: Bool
    var statistics = EngineStatistics()

    // MARK: Rows
    var rows: [ObjectIdentifier: Row] = [:]
    var rowsBySolverConstraint: [ObjectIdentifier: Row] = [:]
    var nextSequence = 0

    // MARK: Pending changes, in request order
    enum PendingKind { case add, remove, rebuild }
    var pendingOrder: [LayoutConstraint] = []
    var pendingState: [ObjectIdentifier: PendingKind] = [:]
    var constantDirty: [LayoutConstraint] = []
    var constantDirtyIDs = Set<ObjectIdentifier>()
    var priorityDirty: [LayoutConstraint] = []
    /// Views (by node: the engine never keeps a view alive) whose intrinsic size changed.
    var intrinsicDirty: [LayoutNode] = []

    // MARK: Participants
    var participants: [ObjectIdentifier: Participant] = [:]
    /// The order in which items joined the solve (for deterministic reports).
    var nodeOrder: [ObjectIdentifier: Int] = [:]
    var nextNodeOrder = 0
    var nodeByVariable: [ObjectIdentifier: LayoutNode] = [:]
    /// How many rows name each variable (a participating item's variable that no row names is free).
    var rowsPerVariable: [ObjectIdentifier: Int] = [:]
    /// Participating views whose intrinsic height depends on their width, in entry order.
    var heightForWidthViews: [LayoutNode] = []
    /// Views whose margins or safe-area guides depend on their geometry, in registration order.
    var geometryDependentViews: [LayoutNode] = []
    var geometryDependentIDs = Set<ObjectIdentifier>()
    /// Constraints pinning ambiguous variables, added by `exerciseAmbiguityInLayout()`.
    var exerciseConstraints: [ObjectIdentifier: [Constraint]] = [:]

    init(root: View, isFitting: Bool = false) {
        self.root = root
        self.isFitting = isFitting
    }

    /// Whether changes are waiting for ``flush()``.
    var hasPendingChanges: Bool {
        !pendingOrder.isEmpty || !constantDirty.isEmpty || !priorityDirty.isEmpty || !intrinsicDirty.isEmpty
    }

    /// A constraint's row in the solver.
    final class Row {
        var constraint: LayoutConstraint
        var solverConstraint: Constraint
        /// The terms of the row's expression (without the constant).
        let terms: [Term]
        let relation: Relation
        var priority: Priority
        /// The row's constant term now (after in-place updates).
        var currentConstant: Double
        /// The expression's constant when the constraint's `constant` is 0.
        let base: Double
        /// -1 when the row is mirrored for a right-to-left layout (the constant enters negated).
        let sign: Double
        /// The items whose participation this row keeps alive.
        let nodes: [LayoutNode]
        /// Whether the row depends on the layout direction.
        let isDirectional: Bool
        var isBroken = false
        /// The view the constraint was installed on when the row was made.
        var hostID: ObjectIdentifier?
        /// A rebuild was requested (direction or baseline change): the constraint's fields no
        /// longer tell the row's content.
        var isStale = false
        var sequence: Int

        init(constraint: LayoutConstraint, built: BuiltRow, solverConstraint: Constraint, sequence: Int) {
            self.constraint = constraint
            self.solverConstraint = solverConstraint
            self.terms = built.terms
            self.relation = built.relation
            self.priority = built.priority
            self.currentConstant = built.constant
            self.base = built.base
            self.sign = built.sign
            self.nodes = built.nodes
            self.isDirectional = built.isDirectional
            self.sequence = sequence
        }

        var key: RowKey { RowKey(terms: terms, constant: currentConstant, relation: relation, priority: priority) }
    }

    /// An item taking part in the solve.
    final class Participant {
        let node: LayoutNode
        var references = 0
        var internalConstraints: [LayoutConstraint] = []
        var autoresizing: [LayoutConstraint] = []
        var contentSize = ContentSizeConstraints()
        var intrinsicDirty = false
        init(node: LayoutNode) { self.node = node }
    }

    // MARK: Requests

    /// Queues a constraint for addition (cancelling a queued removal of it).
    func requestAddition(of c: LayoutConstraint) {
        if !isFitting { c.engine = self }
        let id = ObjectIdentifier(c)
        if rows[id] != nil {
            if pendingState[id] == .remove { pendingState[id] = nil }
            return
        }
        if pendingState[id] == .add { return }
        pendingState[id] = .add
        pendingOrder.append(c)
    }

    /// Queues a constraint for removal (cancelling a queued addition of it).
    func requestRemoval(of c: LayoutConstraint) {
        let id = ObjectIdentifier(c)
        if pendingState[id] == .add {
            pendingState[id] = nil
            if c.engine === self { c.engine = nil }
            return
        }
        if rows[id] != nil {
            pendingState[id] = .remove
            pendingOrder.append(c)
        }
    }

    /// Queues an installed constraint to be rebuilt (its row's inputs other than the constant changed).
    func requestRebuild(of c: LayoutConstraint) {
        let id = ObjectIdentifier(c)
        guard let row = rows[id], pendingState[id] == nil else { return }
        row.isStale = true
        pendingState[id] = .rebuild
        pendingOrder.append(c)
    }

    func constantDidChange(of c: LayoutConstraint) {
        let id = ObjectIdentifier(c)
        guard rows[id] != nil, !constantDirtyIDs.contains(id) else { return }
        constantDirtyIDs.insert(id)
        constantDirty.append(c)
    }

    func priorityDidChange(of c: LayoutConstraint, from old: Priority) {
        guard rows[ObjectIdentifier(c)] != nil else { return }
        priorityDirty.append(c)
    }

    /// Queues every constraint installed in a subtree (after the subtree joined this engine's tree).
    func adoptSubtree(of view: View) {
        var views: [View] = []
        view.collectSubtree(into: &views)
        for v in views {
            for c in v.installed { requestAddition(of: c) }
            if v.marginsGuideStorage != nil || v.safeAreaGuideStorage != nil { registerGeometryDependentView(v) }
            if !v.childrenNeedingFrameSync.isEmpty || v.flags.needsLayout { v.setNeedsLayout() }
        }
    }

    func registerGeometryDependentView(_ view: View) {
        guard !isFitting, geometryDependentIDs.insert(ObjectIdentifier(view)).inserted else { return }
        geometryDependentViews.append(view.layoutNode)
    }

    func forgetGeometryDependentView(_ view: View) {
        guard geometryDependentIDs.remove(ObjectIdentifier(view)) != nil else { return }
        geometryDependentViews.removeAll { $0 === view.layoutNode }
    }

    /// Re-derives every row that depends on the layout direction.
    func layoutDirectionDidChange() {
        let directional = rows.values.filter(\.isDirectional).sorted { $0.sequence < $1.sequence }
        for row in directional { requestRebuild(of: row.constraint) }
    }

    // MARK: Values

    func isParticipating(_ node: LayoutNode) -> Bool { participants[ObjectIdentifier(node)] != nil }

    /// The item's alignment rectangle in its container's coordinates.
    func alignmentRect(of node: LayoutNode) -> CGRect {
        CGRect(
            x: solver.value(of: node.minX), y: solver.value(of: node.minY),
            width: solver.value(of: node.width), height: solver.value(of: node.height))
    }
}

/// The identity of a row's content: two constraints with the same key are interchangeable in the solver.
struct RowKey: Hashable {
    var terms: [Term]
    var constant: Double
    var relation: Relation
    var priority: Priority
}

/// A constraint's defining fields (items, attributes, relation, multiplier, constant,
/// priority, host, kind): two constraints with the same key translate to the same row while
/// the tree and the layout direction stay the same.
struct StructuralKey: Hashable {
    var first: ObjectIdentifier
    var firstOrigin: ObjectIdentifier?
    var second: ObjectIdentifier?
    var secondOrigin: ObjectIdentifier?
    var attributes: (LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute)
    var relation: Relation
    var multiplier: Double
    var constant: Double
    var priority: Priority
    var host: ObjectIdentifier
    var kind: Int

    init?(_ c: LayoutConstraint, host: ObjectIdentifier? = nil) {
        guard let host = host ?? c.host.map({ ObjectIdentifier($0) }), let firstItem = c.first.item else { return nil }
        first = ObjectIdentifier(firstItem)
        firstOrigin = c.first.isComposite ? c.first.originItem.map { ObjectIdentifier($0) } : nil
        if let s = c.second {
            second = s.item.map { ObjectIdentifier($0) }
            secondOrigin = s.isComposite ? s.originItem.map { ObjectIdentifier($0) } : nil
            attributes = (c.first.attribute, c.first.originAttribute, s.attribute, s.originAttribute)
        } else {
            attributes = (c.first.attribute, c.first.originAttribute, .notAnAttribute, .notAnAttribute)
        }
        relation = c.relation
        multiplier = Double(c.multiplier)
        constant = Double(c.constant)
        priority = c.priorityStorage
        self.host = host
        switch c.kind {
        case .standard: kind = c.systemSpacingMultiplier == nil ? 0 : 1
        case .autoresizing: kind = 2
        case .contentSize(let axis): kind = 3 + axis.rawValue
        case .nonNegativeSize: kind = 5
        case .fittingSize: kind = 6
        }
    }

    static func == (a: StructuralKey, b: StructuralKey) -> Bool {
        a.first == b.first && a.second == b.second && a.attributes == b.attributes && a.constant == b.constant
            && a.multiplier == b.multiplier && a.relation == b.relation && a.priority == b.priority
            && a.firstOrigin == b.firstOrigin && a.secondOrigin == b.secondOrigin && a.host == b.host && a.kind == b.kind
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(first)
        hasher.combine(second)
        hasher.combine(attributes.0)
        hasher.combine(attributes.2)
        hasher.combine(constant)
    }
}

/// A constraint translated into the solver's terms.
struct BuiltRow {
    var terms: [Term]
    var constant: Double
    var base: Double
    var sign: Double
    var relation: Relation
    var priority: Priority
    var nodes: [LayoutNode]
    var isDirectional: Bool

    var key: RowKey { RowKey(terms: terms, constant: constant, relation: relation, priority: priority) }
}
