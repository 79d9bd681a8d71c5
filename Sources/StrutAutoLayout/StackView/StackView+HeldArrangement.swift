import Foundation
import Synchronization

/// Source of ``HeldArrangement/sequence``: arrangements held earlier get their constraints first
/// where their lists meet (a stack arranged in another).
private let heldArrangementSequence = Atomic<UInt64>(0)

/// A stack's first arrangement held as data (issue 12): in a tree without an engine (a cell
/// built and measured before it joins a window), the stack keeps its plan's entries, resolved
/// to its items' nodes and hosts, instead of making its `UISV-…` constraints. A fitting engine
/// makes their rows directly from that data (``LayoutEngine/requestPlannedAdditions(hostedOn:of:)``).
///
/// The constraints, with exactly the fields, identifiers, hosts, activation state and order an
/// eager arrangement (``StackView/applyFirstArrangement(_:items:)``) gives them, are made only
/// when something needs them (``StackView/materializeArrangement()``): anything reading or
/// changing the installed constraints of the stack or of an arranged view
/// (``View/installed``), or the constraints referencing one of the stack's items
/// (``LayoutNode/referencingConstraints``) — so listings, diagnostics, new constraints, a view
/// leaving the hierarchy, a guide removed — a re-plan that changes anything, and an engine
/// listing or breaking its rows. Until then those lists simply lack the constraints, and every
/// reader that must not make them (the fitting engine's collection, the island check, the
/// render loop's "no constraint in the tree" test) accounts for them itself.
final class HeldArrangement {
    /// One planned constraint: its entry in the plan, its items' slots (see
    /// ``StackView/PlanItems``), the slot of the view it is installed on, and whether it is
    /// implied by the others (no row).
    struct Entry: Sendable {
        let index: Int
        let first: Int
        let second: Int?
        let host: Int
        let isImplied: Bool
    }

    /// The plan the entries come from (its constants, priorities and identifiers).
    let plan: StackViewConstraintPlan
    /// The entries over the slots, and the fed ones by host (shared by the stacks with the
    /// same plan and slots).
    let shape: HeldArrangementShape
    /// The entries with all their items, in plan order.
    var entries: [Entry] { shape.entries }
    /// A slot's node and its item's identity.
    struct Slot {
        let node: LayoutNode
        let id: ObjectIdentifier
    }

    /// Each slot's node and identity (the stack's items when the arrangement was made).
    let slots: [Slot]
    /// Whether the stack fed implied constraints when the arrangement was made.
    var feedsImpliedConstraints: Bool { shape.key.feedsImpliedConstraints }
    /// The stack; `nil` once the stack is gone (cleared by its `deinit`).
    unowned(unsafe) var stack: StackView?
    /// When the arrangement was held, relative to the others: where two arrangements add to
    /// the same lists (a stack arranged in another), the earlier one's constraints come first,
    /// as they would have been made first.
    let sequence = heldArrangementSequence.add(1, ordering: .relaxed).newValue
    /// The engines holding rows made from the entries, to be given the constraints when they
    /// are made (see ``register(_:)``): the first in a field of its own, so that an arrangement
    /// measured by one engine (a cell's fitting engine, the common case) has no list to
    /// allocate. (Read and written on the tree's thread only, as the engines' fields:
    /// unchecked exclusivity.)
    @exclusivity(unchecked) private var firstRegistration: LayoutEngine.PlannedRowRegistration?
    @exclusivity(unchecked) private var moreRegistrations: [LayoutEngine.PlannedRowRegistration] = []
    /// Once the stack made them: the constraints, by entry (`nil` for an entry whose host was
    /// gone).
    @exclusivity(unchecked) var constraints: [LayoutConstraint?]?
    /// The entries that get a row (not implied), grouped by the slot of their host (see
    /// ``HeldArrangementShape/fedByHost``).
    var fedByHost: [Int] { shape.fedByHost }

    init(
        plan: StackViewConstraintPlan, shape: HeldArrangementShape, slots: [Slot], stack: StackView
    ) {
        self.plan = plan
        self.shape = shape
        self.slots = slots
        self.stack = stack
    }

    /// How many slots there are.
    var slotCount: Int { slots.count }

    /// The node of the item in a slot.
    func node(at slot: Int) -> LayoutNode { slots[slot].node }

    /// The engines holding rows made from the entries, in the order they registered.
    var registrations: [LayoutEngine.PlannedRowRegistration] {
        guard let first = firstRegistration else { return moreRegistrations }
        return [first] + moreRegistrations
    }

    /// Notes an engine's registration (the arrangement holds it until it makes its constraints
    /// or goes). Registrations of engines gone since are dropped now and then.
    func register(_ registration: LayoutEngine.PlannedRowRegistration) {
        if firstRegistration == nil && moreRegistrations.isEmpty {
            firstRegistration = registration
            return
        }
        if moreRegistrations.count + (firstRegistration == nil ? 0 : 1) >= 4 {
            let live = registrations.filter { $0.engine != nil }
            firstRegistration = live.first
            moreRegistrations = Array(live.dropFirst())
        }
        if firstRegistration == nil && moreRegistrations.isEmpty {
            firstRegistration = registration
        } else {
            moreRegistrations.append(registration)
        }
    }

    /// Takes the registrations away (``registrations``), leaving none.
    func takeRegistrations() -> (first: LayoutEngine.PlannedRowRegistration?, more: [LayoutEngine.PlannedRowRegistration]) {
        defer {
            firstRegistration = nil
            moreRegistrations = []
        }
        return (firstRegistration, moreRegistrations)
    }

    /// The fed entries hosted on a slot's view, in plan order (see ``fedByHost``).
    func fedEntries(hostedOn slot: Int) -> ArraySlice<Int> {
        let shape = shape
        return shape.fedByHost[shape.fedStarts[slot]..<shape.fedStarts[slot + 1]]
    }

    /// The side for an item's attribute, as ``StackView/PlanItems/side(at:_:)`` makes it.
    func side(at slot: Int, _ attribute: LayoutAttribute) -> AnchorSide {
        let slot = slots[slot]
        return AnchorSide(node: slot.node, itemID: slot.id, attribute: attribute)
    }

    /// The slot of the view a node belongs to among the possible hosts (the stack, slot 1, or
    /// an arranged view), or `nil`.
    func hostSlot(of node: LayoutNode) -> Int? {
        if slots[1].node === node { return 1 }
        // (Slots 3... hold the arranged views, then the gaps: a gap is never a host.)
        var slot = 3
        while slot < slots.count {
            if slots[slot].node === node { return slot }
            slot += 1
        }
        return nil
    }

    /// Marks every node of the arrangement as named by it (see
    /// ``LayoutNode/pendingArrangements``).
    func markNodes() {
        for slot in slots { slot.node.pendingArrangements &+= 1 }
    }

    /// Takes back the marks of ``markNodes()``.
    func unmarkNodes() {
        for slot in slots where slot.node.pendingArrangements > 0 { slot.node.pendingArrangements &-= 1 }
    }

    /// Whether the arrangement names a node.
    func names(_ node: LayoutNode) -> Bool {
        slots.contains { $0.node === node }
    }
}

extension LayoutNode {
    /// Makes the constraints of every held arrangement that names this item or is installed on
    /// its view (``pendingArrangements``): the stack the view is, and the stack it is arranged
    /// in, or the stack owning the guide, earliest held first.
    @inline(never)
    func materializePendingArrangements() {
        var stacks: [StackView] = []
        if let view {
            if let stack = view as? StackView, stack.heldArrangement != nil { stacks.append(stack) }
            if let parent = view.superview as? StackView, let held = parent.heldArrangement, held.names(self) {
                stacks.append(parent)
            }
        } else if let owner = guide?.owningView as? StackView, let held = owner.heldArrangement, held.names(self) {
            stacks.append(owner)
        }
        if stacks.count == 2, let a = stacks[0].heldArrangement, let b = stacks[1].heldArrangement, b.sequence < a.sequence {
            stacks.swapAt(0, 1)
        }
        for stack in stacks { stack.materializeArrangement() }
        assert(pendingArrangements == 0, "a node is marked by an arrangement that no stack holds")
    }
}

extension StackView {
    /// Holds a first arrangement as data (see ``HeldArrangement``) instead of making its
    /// constraints: the items are resolved and each entry's host found as
    /// ``applyFirstArrangement(_:items:)`` finds them.
    func holdFirstArrangement(_ plan: StackViewConstraintPlan, items: borrowing PlanItems) {
        let key = HeldArrangementShape.Key(
            hasSpanner: items.spanner != nil, arrangedCount: items.arranged.count, gapCount: items.gaps.count,
            canvasIsStack: items.node(at: 0) === items.node(at: 1), feedsImpliedConstraints: feedsImpliedConstraints)
        let shape = plan.heldShapes.shape(of: plan, for: key)
        guard !shape.entries.isEmpty else { return }
        let held = HeldArrangement(plan: plan, shape: shape, slots: items.slots, stack: self)
        heldArrangement = held
        held.markNodes()
        // The tree's root takes one new stamp, as for the eager arrangement's constraints.
        detachedInputDidChange()
    }

    /// Whether a held arrangement is what applying `plan` now would keep unchanged: the same
    /// entries over the same items, with the same implied ones. Applying it then changes
    /// nothing, and the arrangement stays held.
    func heldArrangementIsCurrent(_ held: HeldArrangement, plan: StackViewConstraintPlan) -> Bool {
        guard held.feedsImpliedConstraints == feedsImpliedConstraints, held.plan.entries == plan.entries,
            let items = firstArrangementItems, items.slotCount == held.slotCount
        else { return false }
        for slot in 0..<items.slotCount where items.node(at: slot) !== held.node(at: slot) { return false }
        return true
    }

    /// Makes the constraints of a held arrangement (see ``HeldArrangement``), exactly as
    /// ``applyFirstArrangement(_:items:)`` would have made them when the arrangement was held:
    /// same fields, identifiers, flags, hosts, and order in the hosts' ``View/installed`` and the
    /// items' ``LayoutNode/referencingConstraints`` (nothing was added to those lists since:
    /// adding would have made them first). No engine is told (none was, for a tree without
    /// one); the engines holding rows made from the data get the constraints for their rows.
    ///
    /// - Complexity: O(*n*) for *n* entries, plus O(*n*) per engine holding rows.
    func materializeArrangement() {
        guard let held = heldArrangement else { return }
        // The arrangements sharing lists with this one and held before it come first (the
        // stack this one is arranged in; the stacks arranged in it).
        if let parent = superview as? StackView, let other = parent.heldArrangement, other.sequence < held.sequence,
            other.names(layoutNode)
        {
            parent.materializeArrangement()
        }
        for slot in 3..<held.slotCount {
            if let stack = held.node(at: slot).view as? StackView, let other = stack.heldArrangement, other.sequence < held.sequence {
                stack.materializeArrangement()
            }
        }
        heldArrangement = nil
        held.unmarkNodes()
        var references = [Int](repeating: 0, count: held.slotCount)
        for entry in held.entries {
            references[entry.first] += 1
            if let second = entry.second { references[second] += 1 }
        }
        for (slot, count) in references.enumerated() where count > 0 {
            let node = held.node(at: slot)
            node.referencingConstraintsStorage.reserveCapacity(node.referencingConstraintsStorage.count + count)
        }
        installedStorage.reserveCapacity(installedStorage.count + held.plan.entries.count)
        var made: [(key: ResolvedKey, constraint: LayoutConstraint)] = []
        made.reserveCapacity(held.entries.count)
        var byEntry: [LayoutConstraint?] = []
        byEntry.reserveCapacity(held.entries.count)
        for entry in held.entries {
            let planned = held.plan.entries[entry.index]
            let constraint = LayoutConstraint(
                first: held.side(at: entry.first, planned.firstAttribute), relation: planned.relation,
                second: entry.second.map { held.side(at: $0, planned.secondAttribute) },
                multiplier: CGFloat(planned.multiplier), constant: CGFloat(planned.constant),
                priority: LayoutPriority(planned.priority)
            )
            constraint.identifier = planned.identifier
            constraint.isImpliedByOthers = entry.isImplied
            constraint.prefersVisualFormatDescription = true
            let firstNode = held.node(at: entry.first)
            var secondNode: LayoutNode?
            if let second = entry.second, held.node(at: second) !== firstNode { secondNode = held.node(at: second) }
            guard let host = entry.host == 1 ? self : held.node(at: entry.host).view else {
                byEntry.append(nil)
                continue
            }
            // As ``LayoutConstraint/install(onKnownHost:firstNode:secondNode:engine:stampsDetachedInput:)``
            // without an engine, on the lists as they are (the arrangements held later that
            // share them get their constraints after these).
            assert((try? constraint.resolveHost()) === host, "\(constraint) belongs on its items' closest common ancestor")
            constraint.attachInPlace(to: host)
            constraint.addReferenceInPlace(from: firstNode)
            if let secondNode { constraint.addReferenceInPlace(from: secondNode) }
            let key = ResolvedKey(
                key: planned.key, first: held.slots[entry.first].id, second: entry.second.map { held.slots[$0].id })
            made.append((key, constraint))
            byEntry.append(constraint)
        }
        stackConstraints = made
        held.constraints = byEntry
        let (first, more) = held.takeRegistrations()
        if let first { first.engine?.bindPlannedRows(first, to: byEntry) }
        for registration in more { registration.engine?.bindPlannedRows(registration, to: byEntry) }
    }
}
