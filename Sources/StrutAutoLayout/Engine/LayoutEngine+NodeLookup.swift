import StrutSolver

extension LayoutEngine {
    /// The participating item whose variable this is, borrowed (not retained): the variable's
    /// context names its node, which must be a participant's and own the variable.
    ///
    /// The participants are keyed by their nodes' identities and each participant holds its
    /// node, so a context found among the keys names a live node: the node is read from the
    /// context without reading the participant (one object fewer per changed variable; at
    /// 10,000 views each is a cache miss). The node stays alive while it participates, which
    /// is for as long as the caller may use it unless the caller changes participation.
    @inline(__always)
    func unretainedNode(of variable: Variable) -> Unmanaged<LayoutNode>? {
        let context = variable.context
        guard context != 0, participants.index(forKey: ObjectKey(raw: context)) != nil,
            let address = UnsafeRawPointer(bitPattern: context)
        else { return nil }
        let node = Unmanaged<LayoutNode>.fromOpaque(address)
        guard node._withUnsafeGuaranteedRef({ $0.owns(variable) }) else { return nil }
        return node
    }
}
