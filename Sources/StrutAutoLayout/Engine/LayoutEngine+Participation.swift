import Foundation
import StrutSolver

extension LayoutEngine {
    /// Counts a row naming the item; the first one brings the item into the solve with its
    /// internal constraints.
    func retain(_ node: LayoutNode) {
        if let p = participants[ObjectKey(node)] {
            p.references += 1
            return
        }
        let p = Participant(node: node)
        p.references = 1
        if node.valuesTag == valueCacheTag { node.valuesTag = 0 }
        participants[ObjectKey(node)] = p
        p.order = nextNodeOrder
        nextNodeOrder += 1
        // Every participant has its four variables (their contexts name the node: see `node(of:)`).
        _ = (node.minX, node.minY, node.width, node.height)
        enter(p)
    }

    /// Uncounts a row naming the item; the last one takes the item and its internal constraints
    /// out of the solve.
    func release(_ node: LayoutNode) {
        guard let p = participants[ObjectKey(node)] else { return }
        p.references -= 1
        guard p.references <= 0 else { return }
        participants[ObjectKey(node)] = nil
        // Its cached values stop being this engine's (its variables may be forgotten and come
        // back as new ones, unreported while they read 0).
        if node.valuesTag == valueCacheTag { node.valuesTag = 0 }
        materializeContentSizes(of: p)
        for c in p.internalConstraints + p.autoresizing + p.contentSize.all { requestRemoval(of: c) }
        heightForWidthViews.removeAll { $0 === node }
    }

    private func enter(_ p: Participant) {
        let node = p.node
        guard let view = node.view else { return }
        if view.translatesAutoresizingMaskIntoConstraints, !(isFitting && view === root) {
            p.autoresizing = view.makeFrameConstraints()
            p.frameInputs = FrameInputs(view)
            for c in p.autoresizing { requestAddition(of: c) }
        }
        let size = view.intrinsicContentSize
        _ = updateContentSize(p, of: view, width: size.width, height: size.height)
        if view.intrinsicHeightDependsOnWidth { heightForWidthViews.append(node) }
    }

    /// Brings the content-size constraints of a participating view in line with an intrinsic
    /// size; returns whether anything changed.
    @discardableResult
    func updateContentSize(_ p: Participant, of view: View, width: CGFloat? = nil, height: CGFloat? = nil) -> Bool {
        var changed = false
        if let width, updateContentSize(p, of: view, axis: .horizontal, value: width) { changed = true }
        if let height, updateContentSize(p, of: view, axis: .vertical, value: height) { changed = true }
        return changed
    }

    /// ``updateContentSize(_:of:width:height:)`` for one axis.
    private func updateContentSize(_ p: Participant, of view: View, axis: LayoutConstraintAxis, value: CGFloat) -> Bool {
        if let lazy = p.lazyContentSize[axis] {
            if value >= 0, value.isFinite, lazy.value == value { return false }
            // A change: the axis gets its constraints, which change as they always did.
            materializeContentSize(of: p, axis: axis)
        }
        let existing = p.contentSize[axis]
        if value < 0 || !value.isFinite {  // noIntrinsicMetric
            guard let existing else { return false }
            requestRemoval(of: existing.hugging)
            requestRemoval(of: existing.compressionResistance)
            p.contentSize[axis] = nil
            return true
        }
        if let existing {
            guard existing.hugging.constant != value else { return false }
            existing.hugging.constant = value
            existing.compressionResistance.constant = value
            if isFitting {
                constantDidChange(of: existing.hugging)
                constantDidChange(of: existing.compressionResistance)
            }
            return true
        }
        if takesLazyContentSizes {
            addLazyContentSize(p, of: view, axis: axis, value: value)
            return true
        }
        let pair = ContentSizeConstraints.make(for: view, axis: axis, value: value)
        p.contentSize[axis] = pair
        requestFreshAddition(of: pair.hugging)
        requestFreshAddition(of: pair.compressionResistance)
        return true
    }

    /// Re-reads the intrinsic sizes of views that invalidated theirs.
    func refreshIntrinsicSizes() {
        guard !intrinsicDirty.isEmpty else { return }
        let dirty = intrinsicDirty
        intrinsicDirty.removeAll()
        for node in dirty {
            guard let view = node.view, let p = participants[ObjectKey(view.layoutNode)] else { continue }
            p.intrinsicDirty = false
            let size = view.intrinsicContentSize
            updateContentSize(p, of: view, width: size.width, height: size.height)
            for c in view.layoutNode.referencingConstraints
            where c.first.attribute.isBaseline || (c.second?.attribute.isBaseline ?? false) {
                requestRebuild(of: c)
            }
        }
    }

    /// Queues a view's intrinsic size for re-reading at the next flush.
    func intrinsicContentSizeDidChange(of view: View) {
        guard let p = participants[ObjectKey(view.layoutNode)] else { return islandInputDidChange(in: view) }
        guard !p.intrinsicDirty else { return }
        p.intrinsicDirty = true
        intrinsicDirty.append(view.layoutNode)
    }

    /// Brings a participating frame-placed view's autoresizing constraints in line with its frame:
    /// constants change in place, constraints whose multiplier changed are replaced.
    func frameDidChange(of view: View) {
        guard let p = participants[ObjectKey(view.layoutNode)] else { return islandInputDidChange(in: view) }
        guard !p.autoresizing.isEmpty else { return }
        let fresh = view.makeFrameConstraints()
        if fresh.count == p.autoresizing.count {
            var kept: [LayoutConstraint] = []
            for (old, new) in zip(p.autoresizing, fresh) {
                if old.multiplier == new.multiplier, old.first.attribute == new.first.attribute,
                    old.second?.attribute == new.second?.attribute, old.second?.item === new.second?.item
                {
                    old.constant = new.constant
                    kept.append(old)
                } else {
                    requestRemoval(of: old)
                    requestAddition(of: new)
                    kept.append(new)
                }
            }
            p.autoresizing = kept
        } else {
            for c in p.autoresizing { requestRemoval(of: c) }
            p.autoresizing = fresh
            for c in fresh { requestAddition(of: c) }
        }
    }

    /// Adds or removes a view's autoresizing constraints after its
    /// `translatesAutoresizingMaskIntoConstraints` changed.
    func translatesAutoresizingMaskDidChange(of view: View) {
        guard let p = participants[ObjectKey(view.layoutNode)] else {
            // An island's view stops being placed by its frame: the tree's engine places it.
            if islands[ObjectIdentifier(view)] != nil { return dissolveIsland(view) }
            return islandInputDidChange(in: view)
        }
        for c in p.autoresizing { requestRemoval(of: c) }
        p.autoresizing = view.translatesAutoresizingMaskIntoConstraints ? view.makeFrameConstraints() : []
        for c in p.autoresizing { requestAddition(of: c) }
    }

    /// Applies a view's new hugging or compression-resistance priorities to its content-size constraints.
    func contentPrioritiesDidChange(of view: View) {
        guard let p = participants[ObjectKey(view.layoutNode)] else { return islandInputDidChange(in: view) }
        applyContentPriorities(of: view, to: p)
    }

    /// Sets a participating view's content-size constraints' priorities to its hugging and
    /// compression-resistance priorities (`p` is the view's participant).
    func applyContentPriorities(of view: View, to p: Participant) {
        for axis in LayoutConstraintAxis.allCases {
            if let lazy = p.lazyContentSize[axis] {
                if lazy.hugging.currentPriority == view.contentHuggingPriority(for: axis),
                    lazy.compressionResistance.currentPriority == view.contentCompressionResistancePriority(for: axis)
                {
                    continue
                }
                materializeContentSize(of: p, axis: axis)
            }
            guard let pair = p.contentSize[axis] else { continue }
            pair.hugging.setPriorityUnchecked(view.contentHuggingPriority(for: axis))
            pair.compressionResistance.setPriorityUnchecked(view.contentCompressionResistancePriority(for: axis))
        }
    }
}

// MARK: - Content sizes held as data

extension LayoutEngine {
    /// Makes an axis's content-size rows without their constraints (a fitting engine taking
    /// items into the solve, see ``takesLazyContentSizes``): the rows join the round being
    /// taken at the place the constraints would have had in the queue.
    private func addLazyContentSize(_ p: Participant, of view: View, axis: LayoutConstraintAxis, value: CGFloat) {
        let node = p.node
        let hostID = ObjectIdentifier(view)
        let hugging = Row(
            contentSizeOf: node, axis: axis, relation: .lessThanOrEqual, value: value,
            priority: view.contentHuggingPriority(for: axis), hostID: hostID)
        let compressionResistance = Row(
            contentSizeOf: node, axis: axis, relation: .greaterThanOrEqual, value: value,
            priority: view.contentCompressionResistancePriority(for: axis), hostID: hostID)
        if p.lazyContentSize.isEmpty {
            // Entries whose axes got their constraints since are dropped now and then (the
            // list is read only to find axes still held as data).
            if lazyContentParticipants.count >= 2 * participants.count + 16 {
                lazyContentParticipants.removeAll { $0.lazyContentSize.isEmpty }
            }
            lazyContentParticipants.append(p)
        }
        p.lazyContentSize[axis] = LazyContentAxis(
            value: value, hugging: hugging, compressionResistance: compressionResistance, itemID: hostID)
        let position = pendingOrder.count
        pendingLazyRows.append((position, hugging))
        pendingLazyRows.append((position, compressionResistance))
    }

    /// Gives an axis held as data its two `NSContentSizeLayoutConstraint`s, as
    /// ``ContentSizeConstraints/make(for:axis:value:)`` would have made them (the rows'
    /// priorities, the value), and makes them its rows' constraints; `registering` (rows in
    /// the solver) lists the rows by them. The axis is then an ordinary one.
    func materializeContentSize(of p: Participant, axis: LayoutConstraintAxis, registering: Bool = true) {
        guard let lazy = p.lazyContentSize[axis] else { return }
        p.lazyContentSize[axis] = nil
        let node = p.node
        let side = AnchorSide(node: node, itemID: lazy.itemID, attribute: axis == .horizontal ? .width : .height)
        let hugging = LayoutConstraint(
            contentSizeOf: node, side: side, axis: axis, relation: .lessThanOrEqual, constant: lazy.value,
            priority: lazy.hugging.currentPriority)
        let compressionResistance = LayoutConstraint(
            contentSizeOf: node, side: side, axis: axis, relation: .greaterThanOrEqual, constant: lazy.value,
            priority: lazy.compressionResistance.currentPriority)
        lazy.hugging.constraint = hugging
        lazy.compressionResistance.constraint = compressionResistance
        p.contentSize[axis] = ContentSizeConstraints.Pair(hugging: hugging, compressionResistance: compressionResistance)
        if !isFitting {
            hugging.engine = self
            compressionResistance.engine = self
        }
        if registering {
            rowStorage[ObjectKey(hugging)] = lazy.hugging
            rowStorage[ObjectKey(compressionResistance)] = lazy.compressionResistance
        }
    }

    /// ``materializeContentSize(of:axis:registering:)`` for both axes of a participant.
    func materializeContentSizes(of p: Participant) {
        guard !p.lazyContentSize.isEmpty else { return }
        materializeContentSize(of: p, axis: .horizontal)
        materializeContentSize(of: p, axis: .vertical)
    }

    /// Gives every axis held as data its constraints (before the rows are listed: diagnostics,
    /// conflicts, a kept engine's update), in the order the participants got them. (The list
    /// may name participants whose axes already have them: nothing is done for those.)
    func materializeLazyContentSizes() {
        guard !lazyContentParticipants.isEmpty else { return }
        let list = lazyContentParticipants
        for p in list { materializeContentSizes(of: p) }
        lazyContentParticipants.removeAll()
    }
}
