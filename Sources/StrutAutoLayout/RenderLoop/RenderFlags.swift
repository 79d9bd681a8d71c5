/// The render loop's per-view flags. The `subtree…` flags say that some descendant has the
/// corresponding flag, so a pass visits only the paths that lead to work.
struct RenderFlags {
    var needsUpdateConstraints = false
    var subtreeNeedsUpdateConstraints = false
    var needsLayout = false
    var subtreeNeedsLayout = false
    var needsDisplay = false
    var subtreeNeedsDisplay = false
    /// The engine changed the view's variables since its superview last copied them.
    var frameNeedsSync = false
    /// The view is in its superview's `updateChildren` list.
    var updateQueued = false
    /// The view is in its superview's `layoutChildren` list.
    var layoutQueued = false
}
