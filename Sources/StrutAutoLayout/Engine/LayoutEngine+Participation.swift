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
                // (Rows held as data have their drafts' priorities, changed by nothing.)
                if (lazy.hugging?.currentPriority ?? lazy.huggingPriority) == view.contentHuggingPriority(for: axis),
                    (lazy.compressionResistance?.currentPriority ?? lazy.compressionResistancePriority)
                        == view.contentCompressionResistancePriority(for: axis)
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
