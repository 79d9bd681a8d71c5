extension View {
    /// How this view's content is laid out relative to the layout direction. Default
    /// `.unspecified` (follow the superview, and at the root the window's direction).
    ///
    /// Changing it re-derives the leading and trailing constraints of the whole tree.
    public var semanticContentAttribute: SemanticContentAttribute {
        get { semanticStorage }
        set {
            guard newValue != semanticStorage else { return }
            semanticStorage = newValue
            layoutDirectionInputsDidChange()
        }
    }

    /// The direction leading and trailing follow for this view: from the closest of this view and
    /// its ancestors whose ``semanticContentAttribute`` decides it, else the window's
    /// ``Window/layoutDirection``.
    ///
    /// - Complexity: amortized O(1) (cached per tree epoch).
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        let root = rootView
        let epoch = root.treeEpoch
        let deaths = View.cachedRootDeaths
        if hasDirectionCache(root: root, epoch: epoch, deaths: deaths) { return cachedDirection }
        // Walk up to the first view that decides, or whose cache is valid; `last` is the
        // highest view whose cache this walk fills (no array of the path: a second walk
        // fills them).
        var result: UserInterfaceLayoutDirection = .leftToRight
        var last: View = self
        var node: View = self
        while true {
            if node !== self, node.hasDirectionCache(root: root, epoch: epoch, deaths: deaths) {
                result = node.cachedDirection
                break
            }
            last = node
            if let own = node.semanticStorage.fixedDirection {
                result = own
                break
            }
            guard let parent = node.superview else {
                result = (node as? Window)?.layoutDirection ?? .leftToRight
                break
            }
            node = parent
        }
        // Views on the path inherit the result, except those that decided for themselves.
        var view: View = self
        while true {
            view.cacheLayoutDirection(view.semanticStorage.fixedDirection ?? result, root: root, epoch: epoch)
            guard view !== last, let parent = view.superview else { break }
            view = parent
        }
        return cachedDirection
    }

    /// Records `direction` as this view's effective layout direction while `root` is its
    /// root at tree epoch `epoch`.
    func cacheLayoutDirection(_ direction: UserInterfaceLayoutDirection, root: View, epoch: Int) {
        cachedDirection = direction
        cachedDirectionRoot = root
        cachedDirectionEpoch = epoch
        cachedDirectionDeaths = View.cachedRootDeaths
        root.isCachedAsRoot = true
    }

    /// Whether this view's cached direction was made for `root` at `epoch`. The cached root is
    /// compared only while no view cached as a root died since the cache was made (`deaths`,
    /// the current ``cachedRootDeaths``): it is alive then.
    @inline(__always)
    func hasDirectionCache(root: View, epoch: Int, deaths: UInt64) -> Bool {
        cachedDirectionEpoch == epoch && cachedDirectionDeaths == deaths && cachedDirectionRoot === root
    }

    /// This view's cached direction and tree epoch while it is the root of its tree and that
    /// cache is current; `nil` otherwise.
    var directionCacheAsRoot: (direction: UserInterfaceLayoutDirection, epoch: Int)? {
        guard superview == nil, hasDirectionCache(root: self, epoch: treeEpoch, deaths: View.cachedRootDeaths) else {
            return nil
        }
        return (cachedDirection, treeEpoch)
    }

    /// After this view, the root of its tree until now (its cache was `old`), joined the tree
    /// of `root`: when its direction there is the one it had as a root, the current caches of
    /// its subtree still hold (a view's direction depends only on the semantic content
    /// attributes between it and this view, and on this view's direction) and are carried over
    /// to the new root, instead of each view walking to the root again when next asked. The
    /// walk also caches the new root itself for every view of the subtree (`rootView`).
    func carryDirectionCaches(over old: (direction: UserInterfaceLayoutDirection, epoch: Int), to root: View) {
        guard effectiveUserInterfaceLayoutDirection == old.direction else { return }
        let deaths = View.cachedRootDeaths
        var stack = subviews
        while let v = stack.popLast() {
            if v.hasDirectionCache(root: self, epoch: old.epoch, deaths: deaths) {
                v.cacheLayoutDirection(v.cachedDirection, root: root, epoch: root.treeEpoch)
            }
            // Joining a tree changes no epoch: the root is current for the whole subtree.
            v.cacheRoot(root, deaths: deaths)
            stack.append(contentsOf: v.subviews)
        }
    }

    /// Invalidates cached directions and re-derives directional constraints.
    func layoutDirectionInputsDidChange() {
        let root = rootView
        root.treeEpoch &+= 1
        root.layoutInputDidChange { $0.layoutDirectionDidChange() }
        setNeedsLayout()
    }
}

extension SemanticContentAttribute {
    /// The direction this attribute imposes, or `nil` for `.unspecified`.
    var fixedDirection: UserInterfaceLayoutDirection? {
        switch self {
        case .unspecified: nil
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }
}
