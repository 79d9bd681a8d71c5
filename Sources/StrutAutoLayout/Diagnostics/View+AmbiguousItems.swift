import Foundation

extension View {
    /// The items of this view's tree whose position or size the constraints leave free, found
    /// by one ambiguity check of the tree's engine (debugging only).
    ///
    /// Asking ``hasAmbiguousLayout`` of each view runs the whole check once per view; this asks
    /// once for the tree. An item is listed when ``hasAmbiguousLayout`` would be `true` for it.
    ///
    /// - Returns: each ambiguous view and layout guide of the tree that holds this view, once,
    ///   in the order of the engine's ambiguous variables (deterministic for a given tree).
    /// - Complexity: one ambiguity check of the engine, plus O(ambiguous variables).
    public func ambiguousLayoutItems() -> [any LayoutItem] {
        guard let engine = rootView.engine(creating: true) else { return [] }
        engine.flushForLayout()
        var seen: Set<ObjectIdentifier> = []
        var items: [any LayoutItem] = []
        for ambiguity in engine.allAmbiguousVariables() {
            guard let node = engine.node(of: ambiguity.variable),
                engine.isParticipating(node), let item = node.item,
                seen.insert(ObjectIdentifier(node)).inserted
            else { continue }
            items.append(item)
        }
        return items
    }
}
