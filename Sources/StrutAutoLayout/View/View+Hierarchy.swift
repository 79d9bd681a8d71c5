import Foundation
import Synchronization

extension View {
    /// The window at the root of this view's tree, if the root is a window.
    public var window: Window? { rootView as? Window }

    /// Adds a view at the top of the subviews (drawn last). A view that already has another
    /// superview is first removed from it, with the constraints that cross the move.
    ///
    /// - Complexity: O(number of views and constraints in the added subtree) when the subtree
    ///   brings constraints into an engine; O(1) amortized otherwise.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts a view at an index of the subviews (0 is at the back).
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self, "Can't add self as subview")
        // Only a view with subviews can be an ancestor of this one (O(depth) only then).
        precondition(
            view.subviews.isEmpty || !isDescendant(of: view),
            "Can't add \(view) as a subview of its own descendant \(self)")
        if view.superview === self {
            // Only the drawing order changes.
            guard let current = subviews.firstIndex(where: { $0 === view }) else { return }
            subviews.remove(at: current)
            subviews.insert(view, at: min(max(0, index > current ? index - 1 : index), subviews.count))
            setNeedsDisplay()
            return
        }
        if view.superview != nil { view.removeFromSuperview() }
        let directions = view.directionCacheAsRoot
        view.willMove(toSuperview: self)
        let orphanEngine = view.rootEngine
        view.rootEngine = nil
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        let root = rootView
        if let directions { view.carryDirectionCaches(over: directions, to: root) }
        if let engine = root.rootEngine {
            engine.adoptSubtree(of: view)
        } else if orphanEngine != nil {
            _ = root.engine(creating: true, formingIslands: true)  // adopts the whole tree
        } else {
            root.detachedInputStamp = View.nextDetachedInputStamp()
        }
        view.propagateRenderFlagsToAncestors()
        setNeedsLayout()
        didAddSubview(view)
        view.didMoveToSuperview()
        if root is Window { view.notifyDidMoveToWindow() }
    }

    /// Inserts a view just above (in front of) a sibling.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: i + 1)
    }

    /// Inserts a view just below (behind) a sibling.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: i)
    }

    /// Moves a subview to the front.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves a subview to the back.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Removes the view from its superview. As in UIKit, constraints between the view's subtree
    /// and views outside it are deactivated; constraints inside the subtree stay active and take
    /// effect again wherever the subtree is added.
    ///
    /// - Complexity: O(views, guides and constraints in the subtree).
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        willMove(toSuperview: nil)
        let root = rootView
        let engine = root.rootEngine
        // Every item of the subtree.
        var subtreeViews: [View] = []
        collectSubtree(into: &subtreeViews)
        var inSubtree = Set<ObjectIdentifier>()
        inSubtree.reserveCapacity(subtreeViews.count)
        for v in subtreeViews { inSubtree.insert(ObjectIdentifier(v)) }
        // Constraints crossing the cut are deactivated.
        for v in subtreeViews {
            for node in [v.layoutNode] + v.layoutGuides.map(\.layoutNode) {
                for c in node.referencingConstraints {
                    guard let host = c.host else { continue }
                    if !inSubtree.contains(ObjectIdentifier(host)) { c.deactivateOne() }
                }
            }
        }
        // The others leave this tree's engine.
        if let engine {
            for v in subtreeViews {
                for c in v.installed { engine.requestRemoval(of: c) }
                engine.forgetGeometryDependentView(v)
                if let cache = v.fittingCache, cache.isIsland { engine.unregisterIsland(v) }
            }
            engine.islandInputDidChange(in: parent)
        } else {
            root.detachedInputStamp = View.nextDetachedInputStamp()
        }
        if let i = parent.subviews.firstIndex(where: { $0 === self }) { parent.subviews.remove(at: i) }
        // The subtree becomes a tree of its own: what its fitting caches noted about the tree it
        // left (or whatever its engine was told) no longer holds.
        detachedInputStamp = View.nextDetachedInputStamp()
        superview = nil
        flags.layoutQueued = false
        flags.updateQueued = false
        flags.frameNeedsSync = false
        root.treeEpoch &+= 1
        treeEpoch &+= 1
        parent.setNeedsLayout()
        parent.setNeedsDisplay()
        parent.willRemoveSubviewHook(self)
        didMoveToSuperview()
        if root is Window { notifyDidMoveToWindow() }
    }

    /// Whether this view is `view` or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var v: View? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    func willRemoveSubviewHook(_ subview: View) { willRemoveSubview(subview) }

    func notifyDidMoveToWindow() {
        var stack: [View] = [self]
        while let v = stack.popLast() {
            v.didMoveToWindow()
            stack.append(contentsOf: v.subviews)
        }
    }

    /// Appends this view and its descendants, parents before children.
    func collectSubtree(into views: inout [View]) {
        // Room for a cell's subtree up front: growing both arrays from one element cost five
        // reallocations each for a feed cell's 17 views.
        if views.isEmpty { views.reserveCapacity(32) }
        var stack: [View] = []
        stack.reserveCapacity(16)
        stack.append(self)
        while let v = stack.popLast() {
            views.append(v)
            for s in v.subviews.reversed() { stack.append(s) }
        }
    }

    /// The root of this view's tree (the view itself when it has no superview).
    ///
    /// - Complexity: amortized O(1): roots are cached with path compression and invalidated by
    ///   the root's epoch, which changes when a subtree leaves the tree.
    var rootView: View {
        // A root is its own (no cache to read: a constraint activated among a detached cell's
        // subviews asks its host, the cell, once per constraint).
        if unretainedSuperview == nil { return self }
        let deaths = View.cachedRootDeaths
        if let r = validCachedRoot(deaths: deaths) { return r }
        var path: [View] = []
        var node = self
        var root: View
        while true {
            if node.unretainedSuperview == nil { root = node; break }
            if let r = node.validCachedRoot(deaths: deaths) {
                root = r
                break
            }
            path.append(node)
            node = node.superview!
        }
        for v in path { v.cacheRoot(root, deaths: deaths) }
        return root
    }

    /// The cached root if the cache still holds: no view cached as a root died since it was
    /// made (checked first: only then is the reference read), and the root is still a root at
    /// the same epoch.
    @inline(__always)
    private func validCachedRoot(deaths: UInt64) -> View? {
        // The root's superview is compared unretained (no atomic retain and release).
        guard cachedRootDeaths == deaths, let r = cachedRoot, r.unretainedSuperview == nil, cachedRootEpoch == r.treeEpoch
        else {
            return nil
        }
        return r
    }

    /// Caches `root` as this view's root at its current epoch (`deaths`: the current
    /// ``cachedRootDeaths``).
    @inline(__always)
    func cacheRoot(_ root: View, deaths: UInt64) {
        cachedRoot = root
        cachedRootEpoch = root.treeEpoch
        cachedRootDeaths = deaths
        root.isCachedAsRoot = true
    }

    /// How many views cached as a root (or direction root) have died: a cache made before the
    /// last such death is not read, since its root may be gone.
    static var cachedRootDeaths: UInt64 { cachedRootDeathCount.load(ordering: .relaxed) }
    static let cachedRootDeathCount = Atomic<UInt64>(0)

    /// The closest view that is an ancestor of (or equal to) both views, if they share a tree.
    ///
    /// - Complexity: O(1) for a view and its superview or two siblings; O(depth) otherwise.
    func closestCommonAncestor(with other: View) -> View? {
        if other === self { return self }
        // The common cases (parent and child, siblings) compare identities without retaining
        // a superview.
        if hasSuperview(.passUnretained(other)) { return other }
        if other.hasSuperview(.passUnretained(self)) { return self }
        if let s = unretainedSuperview, other.hasSuperview(s) { return s.takeUnretainedValue() }
        // Bring both to the same depth, then climb in step until they meet (no set of
        // ancestors: nothing allocated, nothing hashed).
        var a = self
        var b = other
        var depthA = a.depth
        var depthB = b.depth
        while depthA > depthB {
            guard let up = a.superview else { return nil }
            a = up
            depthA -= 1
        }
        while depthB > depthA {
            guard let up = b.superview else { return nil }
            b = up
            depthB -= 1
        }
        while a !== b {
            guard let upA = a.superview, let upB = b.superview else { return nil }
            a = upA
            b = upB
        }
        return a
    }

    /// The number of superviews above the view (0 for a root).
    private var depth: Int {
        var n = 0
        var v = superview
        while let current = v {
            n += 1
            v = current.superview
        }
        return n
    }

    /// The view's tree's layout engine, created on demand when `creating` is true.
    /// `formingIslands`: for layout (fitted frame-placed subtrees stay in their own engines);
    /// otherwise (the debugging calls, which ask about the whole tree) a created engine holds
    /// every constraint, and an existing one takes its islands' constraints over.
    func engine(creating: Bool, formingIslands: Bool = false) -> LayoutEngine? {
        let root = rootView
        if let e = root.rootEngine {
            if creating, !formingIslands { e.dissolveAllIslands() }
            return e
        }
        guard creating else { return nil }
        let e = LayoutEngine(root: root)
        root.rootEngine = e
        e.adoptSubtree(of: root, formingIslands: formingIslands)
        return e
    }
}
