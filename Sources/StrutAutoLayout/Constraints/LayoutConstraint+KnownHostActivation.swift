/// Activation for callers that already know where a new constraint is installed: a stack view
/// making its first arrangement relates only itself, its own layout guides and its arranged
/// subviews (its children), so the closest common ancestor of every constraint it makes is the
/// stack view (or, for a constraint on one arranged view alone, that view). Skipping the search
/// for the common ancestor, the margin-guide check and the engine look-up (a walk to the root)
/// per constraint is most of what activating a fresh stack's constraints costs.
extension LayoutConstraint {
    /// Installs a new, inactive constraint on `host` and queues it for `engine`, with the effect
    /// of ``activateOne()``: listed last in `host`'s ``View/constraints``, referenced by its
    /// items' nodes, and handed to the engine in the same order.
    ///
    /// The caller guarantees what ``activateOne()`` would have computed: `host` is the closest
    /// common ancestor of the constraint's items (checked in debug builds), `firstNode` and
    /// `secondNode` are its items' nodes (`secondNode` is `nil` when there is no second item or
    /// it is the first one), neither side is composite nor a margin attribute, and `engine` is
    /// `host.engine(creating: false)`.
    ///
    /// With `stampsDetachedInput` false and no engine, the tree's root gets no new detached-input
    /// stamp here: the caller installing many constraints at once (a stack's first arrangement in
    /// a tree without an engine, a cell measured before it joins a window) gives it one after the
    /// last (``View/detachedInputDidChange()``). Nothing reads the stamp in between, so the root
    /// ends with a new stamp either way.
    func install(
        onKnownHost host: View, firstNode: LayoutNode, secondNode: LayoutNode?, engine: LayoutEngine?,
        stampsDetachedInput: Bool = true
    ) {
        guard self.host == nil else { return }
        assert(!first.isComposite && second?.isComposite != true)
        assert(!first.attribute.isMargin && second?.attribute.isMargin != true)
        assert((try? resolveHost()) === host, "\(self) belongs on its items' closest common ancestor")
        attach(to: host)
        addReference(from: firstNode)
        if let secondNode { addReference(from: secondNode) }
        if let engine { engine.requestAddition(of: self) } else if stampsDetachedInput { host.detachedInputDidChange() }
    }
}
