/// Installation of a stack's first arrangement, many constraints at once in a tree that may
/// have no engine yet (a cell measured before it joins a window).
extension LayoutConstraint {
    /// ``install(onKnownHost:firstNode:secondNode:engine:)`` without the detached-input stamp:
    /// when `engine` is `nil`, the caller gives the tree's root its new stamp once, after the
    /// last constraint (``View/detachedInputDidChange()``), instead of once per constraint.
    /// Nothing reads the stamp in between, so the root ends with a new stamp either way.
    ///
    /// The caller guarantees what ``install(onKnownHost:firstNode:secondNode:engine:)`` requires.
    func installStamplessly(
        onKnownHost host: View, firstNode: LayoutNode, secondNode: LayoutNode?, engine: LayoutEngine?
    ) {
        guard self.host == nil else { return }
        assert(!first.isComposite && second?.isComposite != true)
        assert(!first.attribute.isMargin && second?.attribute.isMargin != true)
        assert((try? resolveHost()) === host, "\(self) belongs on its items' closest common ancestor")
        attach(to: host)
        addReference(from: firstNode)
        if let secondNode { addReference(from: secondNode) }
        engine?.requestAddition(of: self)
    }
}
