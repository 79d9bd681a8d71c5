import Synchronization

/// What a held arrangement (``HeldArrangement``) keeps of its plan that depends on no item: each
/// entry's slots, host slot and whether it is implied, and the fed entries grouped by host.
/// It follows from the plan and the slots the stack has (whether it has a spanner, how many
/// arranged views and gaps, whether the canvas is the stack itself) and whether the stack feeds
/// implied constraints, so stacks configured alike share one, made once per plan
/// (``StackViewConstraintPlan/heldShapes``) instead of once per stack.
final class HeldArrangementShape: Sendable {
    /// What besides the plan the shape depends on.
    struct Key: Equatable, Sendable {
        var hasSpanner: Bool
        var arrangedCount: Int
        var gapCount: Int
        /// Whether the canvas is the stack (not its layout margins guide): slots 0 and 1 are
        /// then one node.
        var canvasIsStack: Bool
        var feedsImpliedConstraints: Bool
    }

    let key: Key
    /// The entries with all their items, in plan order (an entry naming an item the stack does
    /// not have is left out, as on the eager path).
    let entries: [HeldArrangement.Entry]
    /// The entries that get a row (not implied), grouped by the slot of their host, each group
    /// in plan order: those hosted on slot `s` are `fedByHost[fedStarts[s]..<fedStarts[s + 1]]`.
    let fedByHost: [Int]
    let fedStarts: [Int]

    /// The shape of `plan` over a stack's slots, each entry's host found as
    /// ``StackView/applyFirstArrangement(_:items:)`` finds it.
    init(_ plan: StackViewConstraintPlan, key: Key) {
        self.key = key
        let slotCount = 3 + key.arrangedCount + key.gapCount
        var entries: [HeldArrangement.Entry] = []
        entries.reserveCapacity(plan.entries.count)
        for (index, planned) in plan.entries.enumerated() {
            guard
                let (first, second) = Self.slots(
                    of: planned, hasSpanner: key.hasSpanner, arrangedCount: key.arrangedCount, gapCount: key.gapCount)
            else { continue }
            // The host as the eager path finds it: the stack for items that are the stack, its
            // guides or two different arranged views; an arranged view for one on it alone.
            var host = Self.anchorSlot(first, key)
            if let second, !Self.sameNode(first, second, key), Self.anchorSlot(second, key) != host { host = 1 }
            entries.append(
                HeldArrangement.Entry(
                    index: index, first: first, second: second, host: host,
                    isImplied: planned.isImplied && !key.feedsImpliedConstraints))
        }
        // A counting sort of the fed entries by host slot (stable: plan order within a host).
        // Each group is filled from its end, walking the entries backwards: `starts[s + 1]`
        // counts down from the group's end to its start, which is then `starts[s]`'s place.
        var starts = [Int](repeating: 0, count: slotCount + 1)
        for entry in entries where !entry.isImplied { starts[entry.host + 1] += 1 }
        for slot in 0..<slotCount { starts[slot + 1] += starts[slot] }
        let total = starts[slotCount]
        var fed = [Int](repeating: 0, count: total)
        for i in entries.indices.reversed() where !entries[i].isImplied {
            let host = entries[i].host
            starts[host + 1] -= 1
            fed[starts[host + 1]] = i
        }
        // Now `starts[s + 1]` is group `s`'s start: shift back by one slot.
        starts.removeFirst()
        starts.append(total)
        self.entries = entries
        fedByHost = fed
        fedStarts = starts
    }

    /// The slot of an item for a stack with these slots (``StackView/PlanItems/slot(_:)``):
    /// canvas, stack, spanner, then arranged views, then gaps; `nil` for an item the stack does
    /// not have.
    static func slot(_ item: StackViewConstraintPlan.Item, hasSpanner: Bool, arrangedCount: Int, gapCount: Int) -> Int? {
        switch item {
        case .canvas: 0
        case .stack: 1
        case .spanner: hasSpanner ? 2 : nil
        case .arranged(let index): index >= 0 && index < arrangedCount ? 3 + index : nil
        case .gap(let index): index >= 0 && index < gapCount ? 3 + arrangedCount + index : nil
        }
    }

    /// The slots of an entry's items (the second `nil` for an entry on one item), or `nil` when
    /// the stack lacks one of them (``StackView/PlanItems/slots(of:)``).
    static func slots(
        of entry: StackViewConstraintPlan.Entry, hasSpanner: Bool, arrangedCount: Int, gapCount: Int
    ) -> (first: Int, second: Int?)? {
        guard let first = slot(entry.first, hasSpanner: hasSpanner, arrangedCount: arrangedCount, gapCount: gapCount)
        else { return nil }
        guard let item = entry.second else { return (first, nil) }
        guard let second = slot(item, hasSpanner: hasSpanner, arrangedCount: arrangedCount, gapCount: gapCount)
        else { return nil }
        return (first, second)
    }

    /// The slot of the view standing for a slot's item when looking for a common ancestor: the
    /// arranged view itself, or the stack (slot 1).
    private static func anchorSlot(_ slot: Int, _ key: Key) -> Int {
        slot >= 3 && slot - 3 < key.arrangedCount ? slot : 1
    }

    /// Whether two slots hold one node: the same slot, or the canvas and the stack when the
    /// canvas is the stack. (Every other slot holds an item of its own: the spanner slot is
    /// given out only with a spanner, and an arranged view is never the stack or arranged twice.)
    private static func sameNode(_ a: Int, _ b: Int, _ key: Key) -> Bool {
        a == b || (key.canvasIsStack && (a == 0 && b == 1 || a == 1 && b == 0))
    }
}

/// The shapes made from one plan (see ``HeldArrangementShape``): usually one, the stacks
/// sharing a plan having the same slots. Thread-safe.
final class HeldArrangementShapes: Sendable {
    /// At most this many are kept (a plan's stacks differ in their slots only in odd cases:
    /// a margins-relative stack beside a plain one, a stack feeding implied constraints).
    private static let capacity = 4
    private let shapes = Mutex<[HeldArrangementShape]>([])

    /// The shape of `plan` for `key`, made on first use.
    func shape(of plan: StackViewConstraintPlan, for key: HeldArrangementShape.Key) -> HeldArrangementShape {
        if let found = shapes.withLock({ list in list.first { $0.key == key } }) { return found }
        let shape = HeldArrangementShape(plan, key: key)
        shapes.withLock { list in
            if list.count >= Self.capacity { list.removeFirst() }
            list.append(shape)
        }
        return shape
    }
}
