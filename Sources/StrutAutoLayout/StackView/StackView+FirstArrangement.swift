import Foundation

/// A stack's first arrangement: every constraint of the plan is new, so there is nothing to
/// match, and every item is known in advance. The items are resolved once per plan (not once
/// per entry) with their nodes and identities, every side is made from those, and each constraint is installed on the host the plan already implies (the stack view,
/// or an arranged view for a constraint on it alone) instead of searching for its items'
/// common ancestor.
extension StackView {
    /// The items a plan names, resolved once: each slot's item, node and identity, from which
    /// every side of the plan is made (a side is a small immutable value: making one from a
    /// known node costs what copying a remembered one would).
    struct PlanItems {
        let canvas: any LayoutItem
        let stack: StackView
        let spanner: LayoutGuide?
        let arranged: [View]
        let gaps: [LayoutGuide]
        /// Each slot's node and its item's identity, in slot order (see ``slot(_:)``): one list,
        /// which a held arrangement keeps as it is (``HeldArrangement/slots``).
        let slots: [HeldArrangement.Slot]

        init(canvas: any LayoutItem, stack: StackView, spanner: LayoutGuide?, arranged: [View], gaps: [LayoutGuide]) {
            self.canvas = canvas
            self.stack = stack
            self.spanner = spanner
            self.arranged = arranged
            self.gaps = gaps
            var slots: [HeldArrangement.Slot] = []
            slots.reserveCapacity(3 + arranged.count + gaps.count)
            // Slot by slot as ``item(at:)`` gives them, each kind of item read as itself.
            slots.append(HeldArrangement.Slot(node: canvas.layoutNode, id: ObjectIdentifier(canvas)))
            let stackSlot = HeldArrangement.Slot(node: stack.layoutNode, id: ObjectIdentifier(stack))
            slots.append(stackSlot)
            // (Slot 2 without a spanner: the stack stands in.)
            slots.append(spanner.map { HeldArrangement.Slot(node: $0.layoutNode, id: ObjectIdentifier($0)) } ?? stackSlot)
            for view in arranged { slots.append(HeldArrangement.Slot(node: view.layoutNode, id: ObjectIdentifier(view))) }
            for guide in gaps { slots.append(HeldArrangement.Slot(node: guide.layoutNode, id: ObjectIdentifier(guide))) }
            self.slots = slots
        }

        /// The node of the item in a slot.
        func node(at slot: Int) -> LayoutNode { slots[slot].node }

        /// A dense index for an item: canvas, stack, spanner, then arranged views, then gaps;
        /// `nil` for an item the stack does not have.
        func slot(_ item: StackViewConstraintPlan.Item) -> Int? {
            HeldArrangementShape.slot(item, hasSpanner: spanner != nil, arrangedCount: arranged.count, gapCount: gaps.count)
        }

        /// The slots of an entry's items (the second `nil` for an entry on one item), or `nil`
        /// when the stack does not have one of them.
        func slots(of entry: StackViewConstraintPlan.Entry) -> (first: Int, second: Int?)? {
            HeldArrangementShape.slots(
                of: entry, hasSpanner: spanner != nil, arrangedCount: arranged.count, gapCount: gaps.count)
        }

        /// How many slots there are.
        var slotCount: Int { 3 + arranged.count + gaps.count }

        /// The item in a slot (the stack itself stands in for a spanner it does not have).
        func item(at slot: Int) -> any LayoutItem {
            switch slot {
            case 0: canvas
            case 1: stack
            case 2: spanner ?? stack  // (slot 2 is given out only when there is a spanner)
            default: slot - 3 < arranged.count ? arranged[slot - 3] : gaps[slot - 3 - arranged.count]
            }
        }

        /// The view that stands for the item in a slot when looking for a common ancestor.
        func anchorView(at slot: Int) -> View {
            slot >= 3 && slot - 3 < arranged.count ? arranged[slot - 3] : stack
        }

        /// The identity of the item in a slot.
        func identity(at slot: Int) -> ObjectIdentifier { slots[slot].id }

        /// The side for an item's attribute.
        func side(at slot: Int, _ attribute: LayoutAttribute) -> AnchorSide {
            let slot = slots[slot]
            return AnchorSide(node: slot.node, itemID: slot.id, attribute: attribute)
        }
    }

    /// The plan's items as they are now, or `nil` when one of the stack's own guides was taken
    /// away from it (then the general path, which finds every host, applies).
    var firstArrangementItems: PlanItems? {
        let canvas: any LayoutItem
        if isLayoutMarginsRelativeArrangement {
            let guide = layoutMarginsGuide
            guard guide.owningView === self else { return nil }
            canvas = guide
        } else {
            canvas = self
        }
        if let spanner, spanner.owningView !== self { return nil }
        for guide in gapGuides where guide.owningView !== self { return nil }
        let arranged = arrangedSubviews
        for view in arranged where view.superview !== self { return nil }
        return PlanItems(canvas: canvas, stack: self, spanner: spanner, arranged: arranged, gaps: gapGuides)
    }

    /// Makes and activates every constraint of a stack's first plan.
    ///
    /// - Returns: the constraints with their keys, in plan order.
    /// - Complexity: O(*n*) for a plan of *n* entries, with one engine look-up in all.
    func applyFirstArrangement(
        _ plan: StackViewConstraintPlan, items: borrowing PlanItems
    ) -> [(key: ResolvedKey, constraint: LayoutConstraint)] {
        // Each slot's node, and room in its list of referencing constraints for what the plan
        // adds (one allocation per node instead of one per doubling).
        var references = [Int](repeating: 0, count: items.slotCount)
        for entry in plan.entries {
            if let slot = items.slot(entry.first) { references[slot] += 1 }
            if let second = entry.second, let slot = items.slot(second) { references[slot] += 1 }
        }
        for (slot, count) in references.enumerated() where count > 0 {
            let node = items.node(at: slot)
            node.referencingConstraints.reserveCapacity(node.referencingConstraints.count + count)
        }
        var made: [(key: ResolvedKey, constraint: LayoutConstraint)] = []
        made.reserveCapacity(plan.entries.count)
        let engine = engine(creating: false)
        installed.reserveCapacity(installed.count + plan.entries.count)
        for entry in plan.entries {
            // (An entry naming an item the stack does not have is skipped, as ``resolve(_:in:)``
            // skips it on the general path.)
            guard let (firstSlot, secondSlot) = items.slots(of: entry) else { continue }
            let key = ResolvedKey(
                key: entry.key, first: items.identity(at: firstSlot), second: secondSlot.map { items.identity(at: $0) })
            let constraint = LayoutConstraint(
                first: items.side(at: firstSlot, entry.firstAttribute), relation: entry.relation,
                second: secondSlot.map { items.side(at: $0, entry.secondAttribute) },
                multiplier: CGFloat(entry.multiplier), constant: CGFloat(entry.constant),
                priority: LayoutPriority(entry.priority)
            )
            constraint.identifier = entry.identifier
            constraint.isImpliedByOthers = isImplied(entry)
            constraint.prefersVisualFormatDescription = true
            // The closest common ancestor: the stack for items that are the stack, its guides or
            // two different arranged views (its children); an arranged view for one on it alone.
            let firstNode = items.node(at: firstSlot)
            var secondNode: LayoutNode?
            var host = items.anchorView(at: firstSlot)
            if let secondSlot, items.node(at: secondSlot) !== firstNode {
                secondNode = items.node(at: secondSlot)
                if items.anchorView(at: secondSlot) !== host { host = self }
            }
            constraint.install(
                onKnownHost: host, firstNode: firstNode, secondNode: secondNode, engine: engine, stampsDetachedInput: false)
            made.append((key, constraint))
        }
        // Without an engine, the tree's root takes one new stamp for all of them (every host is
        // this stack or one of its children, so they share the root).
        if engine == nil && !made.isEmpty { detachedInputDidChange() }
        return made
    }
}
