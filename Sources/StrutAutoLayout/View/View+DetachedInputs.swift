import Synchronization

/// Stamps for changes to view trees that have no layout engine, unique in the process (a view
/// that never changed has stamp 0, which no stamp handed out equals).
private let detachedInputStamps = Atomic<UInt64>(0)

/// Change tracking for trees without a layout engine (a cell measured before it joins a window).
///
/// A tree with an engine tells the engine of every change (and the engine an island it
/// concerns); a tree without one has no one to tell, so the root keeps a stamp instead: every
/// change to what a fitting engine reads (constraints made, removed or changed, intrinsic sizes,
/// content priorities, frames and autoresizing of subviews, subviews added or removed, layout
/// directions) gives the root a new one. A ``FittingCache`` solved in such a tree notes the root
/// and its stamp; while both hold, nothing it read has changed, and the next fitting or the
/// island it forms skips reading the subtree again (``FittingCache/bringUpToDate(root:views:)``).
extension View {
    /// Something a layout engine reads changed in this view (or a constraint installed on it):
    /// `tell` passes it to the tree's engine; a tree without an engine takes a new stamp instead.
    /// One rule for every input, so that no change is left for no one.
    @inline(__always)
    func layoutInputDidChange(tell: (LayoutEngine) -> Void) {
        let root = rootView
        if let engine = root.rootEngine {
            tell(engine)
        } else {
            root.detachedInputStamp = View.nextDetachedInputStamp()
        }
    }

    /// ``layoutInputDidChange(tell:)`` for a change the tree's engine learns another way (or
    /// not at all): only a tree without an engine takes a new stamp.
    func detachedInputDidChange() { layoutInputDidChange { _ in } }

    /// The view's stamp as a root, handing it its first one if it has none (so that a view made
    /// later at the same address, which starts at 0, cannot match it).
    var stampedDetachedInput: UInt64 {
        if detachedInputStamp == 0 { detachedInputStamp = View.nextDetachedInputStamp() }
        return detachedInputStamp
    }

    static func nextDetachedInputStamp() -> UInt64 {
        detachedInputStamps.add(1, ordering: .relaxed).newValue
    }
}
