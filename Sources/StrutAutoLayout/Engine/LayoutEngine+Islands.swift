import Foundation
import StrutSolver

/// A layout island: a frame-placed view whose subtree's constraints name nothing outside the
/// subtree, laid out in the engine its `systemLayoutSizeFitting` left (its ``FittingCache``)
/// instead of in the tree's engine, so that a cell measured before it joins a window is not
/// solved a second time there.
///
/// The tree's engine only gives the island its size (the fitting constraints become required
/// at the view's own size: a constant change, free when it is the size just fitted) and reads
/// the frames. Whatever would make the subtree depend on the outside (a constraint crossing
/// its boundary, a layout guide, margins or safe-area geometry, a scroll view, a broken
/// constraint, the view leaving frame placement) or asks questions of the whole tree's engine
/// (the debugging calls) first moves the island's constraints into the tree's engine, the path
/// every other subtree takes, with the same results.
struct LayoutIsland {
    /// When the island formed, relative to the others (migrations run in this order).
    let order: Int
    let view: View
}

extension LayoutEngine {
    /// Whether a view just joining this engine's tree can be laid out as an island: it is
    /// frame-placed, was fitted (and its fitting broke nothing), and neither it nor its
    /// descendants have geometry the tree decides (guides, margins, a movable bounds origin)
    /// or constraints installed outside the subtree.
    func canLayOutAsIsland(_ view: View, subtree: [View]) -> Bool {
        guard !isFitting, view !== root, view.translatesStorage, let cache = view.fittingCache,
            cache.engine.statistics.constraintsBroken == 0
        else { return false }
        var members: Set<ObjectIdentifier>?  // made only for a host deep in the subtree
        // Stacks' arrangements held as data (not in the lists read below) are installed on
        // their stack or its arranged views: inside the subtree when the stack is, which holds
        // for every stack in it. Only the view itself can be arranged in a stack outside.
        if view.layoutNode.pendingArrangements != 0, let parent = view.superview as? StackView,
            let held = parent.heldArrangement, held.names(view.layoutNode)
        {
            return false
        }
        for v in subtree {
            if v.marginsGuideStorage != nil || v.safeAreaGuideStorage != nil || v.hasMovableBoundsOrigin {
                return false
            }
            guard hostsAreInSubtree(of: v.layoutNode, view: view, subtree: subtree, members: &members) else { return false }
            // Plain guides (a stack view's spacers, the app's own) are variables like a view's;
            // their constraints must stay inside too.
            for guide in v.layoutGuides {
                guard hostsAreInSubtree(of: guide.layoutNode, view: view, subtree: subtree, members: &members) else {
                    return false
                }
            }
        }
        return true
    }

    /// Whether every constraint referencing the node is installed on `view` or one of its
    /// descendants (see ``isInSubtree(_:of:subtree:members:)``).
    ///
    /// The constraints are read in place and their hosts unretained (each retain and
    /// release is an atomic operation): the node's list keeps the constraints alive, and an
    /// installed constraint's host is alive (it lists the constraint).
    private func hostsAreInSubtree(
        of node: LayoutNode, view: View, subtree: [View], members: inout Set<ObjectIdentifier>?
    ) -> Bool {
        node.referencingConstraintsStorage.withUnsafeBufferPointer { list in
            for i in list.indices {
                guard let host = list[i].hostNode?.unretainedView,
                    host._withUnsafeGuaranteedRef({ isInSubtree($0, of: view, subtree: subtree, members: &members) })
                else { return false }
            }
            return true
        }
    }

    /// Whether `host` is `view` or one of its descendants (`subtree` lists them all). A host a few
    /// levels down is found by walking up its superviews; a deeper one by a set of the subtree's
    /// identities, made once (`members`), so that the test stays O(1) per constraint.
    private func isInSubtree(
        _ host: View, of view: View, subtree: [View], members: inout Set<ObjectIdentifier>?
    ) -> Bool {
        // Unretained: the tree holds every view on the way up while the walk runs.
        unowned(unsafe) var current: View = host
        for _ in 0..<8 {
            if current === view { return true }
            guard let parent = current.superviewStorage else { return false }
            current = parent
        }
        if members == nil {
            var set = Set<ObjectIdentifier>()
            set.reserveCapacity(subtree.count)
            for v in subtree { set.insert(ObjectIdentifier(v)) }
            members = set
        }
        return members?.contains(ObjectIdentifier(host)) ?? false
    }

    func registerIsland(_ view: View) {
        if let cache = view.fittingCache {
            // Changes made since the fitting reached no one, unless the view was the root of a
            // tree without an engine that noted none: then the first layout reads every input.
            if !cache.isUnchangedSinceDetachedSolve(of: view) { cache.inputsMayHaveChanged = true }
            cache.isIsland = true
        }
        islands[ObjectIdentifier(view)] = LayoutIsland(order: nextIslandOrder, view: view)
        nextIslandOrder += 1
        statistics.islandsFormed += 1
        view.setNeedsLayout()
    }

    /// A frame-placed view in this engine's tree was just fitted (a table or collection cell
    /// measured after it joined): when it can be an island, its constraints leave this engine
    /// (additions still queued are cancelled, at no cost) and the fitting engine lays it out.
    func formIslandAfterFitting(_ view: View, subtree: [View]) {
        guard islands[ObjectIdentifier(view)] == nil, canLayOutAsIsland(view, subtree: subtree) else { return }
        for v in subtree {
            for c in v.installed { requestRemoval(of: c) }
        }
        registerIsland(view)
    }

    /// Forgets an island whose view left the tree (its fitting engine stays with the view).
    func unregisterIsland(_ view: View) {
        guard islands.removeValue(forKey: ObjectIdentifier(view)) != nil else { return }
        view.fittingCache?.isIsland = false
    }

    /// Moves an island's constraints into this engine (queued for the next flush), as if its
    /// subtree had just joined the tree.
    func dissolveIsland(_ view: View) {
        guard islands.removeValue(forKey: ObjectIdentifier(view)) != nil else { return }
        view.fittingCache?.isIsland = false
        statistics.islandsMerged += 1
        adoptSubtree(of: view, formingIslands: false)
        view.setNeedsLayout()
    }

    /// Moves every island into this engine, oldest first (before a question about the whole
    /// tree: ambiguity, the constraints affecting a view, the trace).
    func dissolveAllIslands() {
        guard !islands.isEmpty else { return }
        for island in islands.values.sorted(by: { $0.order < $1.order }) { dissolveIsland(island.view) }
    }

    /// Routes a user constraint being added: one installed inside an island goes to the
    /// island (returns `true`); one naming an island's item from outside first moves the
    /// island into this engine.
    func routeToIsland(_ c: LayoutConstraint) -> Bool {
        guard let host = c.host else { return false }
        if let island = host.enclosingLayoutIsland {
            // A guide of a view outside the island, or one whose geometry the tree decides
            // (margins, safe area), ties the island to the tree.
            let tiesToTheTree = c.namedItems.contains { item in
                guard let guide = item.layoutNode.guide else { return false }
                guard let owner = guide.owningView, owner.enclosingLayoutIsland === island else { return true }
                return guide === owner.marginsGuideStorage || guide === owner.safeAreaGuideStorage
            }
            if tiesToTheTree {
                dissolveIsland(island)
                return false
            }
            island.islandInputsDidChange()
            return true
        }
        for item in c.namedItems {
            if let view = item.layoutNode.anchorView, let island = view.enclosingLayoutIsland { dissolveIsland(island) }
        }
        return false
    }

    /// Something an island's engine reads changed in a view that does not take part in this
    /// engine: the island lays out again.
    func islandInputDidChange(in view: View) {
        guard !islands.isEmpty, let island = view.enclosingLayoutIsland else { return }
        island.islandInputsDidChange()
    }
}

extension View {
    /// Something the island's engine reads changed (a constraint, an intrinsic size, a frame,
    /// the subviews): its next layout reads the subtree's inputs again.
    func islandInputsDidChange() {
        fittingCache?.inputsMayHaveChanged = true
        setNeedsLayout()
    }

    /// The closest island containing this view (itself included), if any.
    var enclosingLayoutIsland: View? {
        var v: View? = self
        while let current = v {
            if let cache = current.fittingCache, cache.isIsland { return current }
            v = current.superview
        }
        return nil
    }

    /// The engine whose values this view's subviews take their frames from: the enclosing
    /// island's, or the tree's.
    func layoutEngineForSubviews() -> LayoutEngine? {
        guard let engine = rootView.rootEngine else { return nil }
        if engine.islands.isEmpty { return engine }
        return enclosingLayoutIsland?.fittingCache?.engine ?? engine
    }

    /// Solves an island at the view's own size (in the engine its fitting left) and marks the
    /// subviews whose frames differ from the solution. A conflict or an engine error moves the
    /// island into the tree's engine, which solves and reports it as it does every subtree.
    func layOutIsland() {
        guard let treeEngine = rootView.rootEngine, var cache = fittingCache, cache.isIsland else { return }
        var views: [View] = []
        collectSubtree(into: &views)
        // Every path that changes an input while the view is an island flags it, and a fitting
        // leaves the engine up to date: the subtree is read again only when flagged.
        if !cache.inputsMayHaveChanged {
            cache.readsSkipped += 1
        } else if !cache.bringUpToDate(root: self, views: views) {
            cache = FittingCache(root: self, views: views)
            cache.isIsland = true
            fittingCache = cache
        }
        assert(cache.bringUpToDateFindsNothing(root: self, views: views), "\(self): a change reached no island")
        let engine = cache.engine
        let size = alignmentRect(forFrame: storedFrame).size
        // A dimension the last solve already gave exactly this size, with nothing else changed,
        // keeps its fitting priority: the solution minimizes the errors with the target at
        // that size too (|h - t| ≥ |h* - t| - |h - h*|), so the constant changes in place and
        // no row is replaced; any other size is made required, as the frame would be.
        let unchanged = !engine.hasPendingChanges
        func priority(_ c: LayoutConstraint, _ value: CGFloat, _ variable: Variable) -> LayoutPriority {
            unchanged && CGFloat(engine.solver.value(of: variable)) == value ? c.priorityStorage : .required
        }
        cache.setTarget(
            size, horizontal: priority(cache.width, size.width, layoutNode.width),
            vertical: priority(cache.height, size.height, layoutNode.height))
        let broken = engine.statistics.constraintsBroken
        engine.holdsReports = true
        engine.flushForLayout()
        engine.holdsReports = false
        if engine.heldReports > 0 || engine.statistics.constraintsBroken > broken {
            engine.heldReports = 0
            fittingCache = nil
            treeEngine.dissolveIsland(self)
            treeEngine.flushForLayout()
            return
        }
        treeEngine.statistics.islandSolves += 1
        for v in views.dropFirst() {
            let node = v.layoutNode
            guard engine.isParticipating(node) else { continue }
            if v.frame(forAlignmentRect: engine.alignmentRect(of: node)) != v.storedFrame {
                v.engineValuesDidChange()
                // A frame-placed view's new frame is an input too (it follows its superview's
                // size); a constraint-placed view's is only the engine's answer.
                if v.translatesStorage { cache.inputsMayHaveChanged = true }
            }
        }
        // The island waits now, perhaps for ever (a cell scrolled past): its solver keeps no
        // empty scratch lists meanwhile (about 10 KB per feed cell; the next layout grows the
        // few it needs again).
        engine.solver.releaseScratchStorage()
        engine.releaseScratchStorage()
    }
}

extension LayoutEngine {
    /// Frees the storage of the engine's queues that hold nothing between flushes, for an
    /// island's engine that waits (see ``Solver/releaseScratchStorage()``): the queue reserved
    /// for the first batch (``reserveCapacity(constraints:items:)``) and taken again at every
    /// flush, the content-size rows a fitting engine whose first batch was drafted never used,
    /// the dirty lists. About 2.3 KB per feed cell; the next change grows what it needs again.
    /// A list holding something is kept as is.
    func releaseScratchStorage() {
        // Each only when it holds storage (an assignment of an empty array releases and retains
        // the empty singleton).
        if pendingOrder.isEmpty && pendingOrder.capacity > 0 { pendingOrder = [] }
        if pendingLazyRows.isEmpty && pendingLazyRows.capacity > 0 { pendingLazyRows = [] }
        if pendingLazyDrafts.isEmpty && pendingLazyDrafts.capacity > 0 { pendingLazyDrafts = [] }
        if lazyContentParticipants.isEmpty && lazyContentParticipants.capacity > 0 { lazyContentParticipants = [] }
        if constantDirty.isEmpty && constantDirty.capacity > 0 { constantDirty = [] }
        if constantDirtyIDs.isEmpty && constantDirtyIDs.capacity > 0 { constantDirtyIDs = [] }
        if priorityDirty.isEmpty && priorityDirty.capacity > 0 { priorityDirty = [] }
        if intrinsicDirty.isEmpty && intrinsicDirty.capacity > 0 { intrinsicDirty = [] }
        if pendingState.isEmpty && pendingState.capacity > 0 { pendingState = [:] }
    }
}
