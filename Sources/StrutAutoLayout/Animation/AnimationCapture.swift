import Foundation

/// The states of the trees an animation block touches, taken before the block changes them.
///
/// A tree is snapshotted the first time the block lays it out (``View/layoutIfNeeded()``), or
/// sets a view's ``View/frame`` (or ``View/bounds``, ``View/center``), ``View/alpha`` or
/// ``View/transform`` in it. A view that is not in a tree yet is its own tree.
///
/// `@unchecked Sendable`: a capture lives only for the synchronous run of one block, on the
/// thread that runs it (it travels in a task-local value, which requires `Sendable`).
final class AnimationCapture: @unchecked Sendable {
    @TaskLocal static var current: AnimationCapture?

    /// A view's animatable state.
    struct State {
        var frame: CGRect
        var alpha: CGFloat
        var transform: ViewTransform
    }

    /// The snapshotted roots, in the order they were first touched.
    private(set) var roots: [View] = []
    private var before: [ObjectIdentifier: State] = [:]

    /// Snapshots `view`'s tree if it was not yet.
    func willChange(_ view: View) {
        let root = view.rootView
        guard !roots.contains(where: { $0 === root }) else { return }
        roots.append(root)
        for v in Self.preorder(root) { before[ObjectIdentifier(v)] = Self.state(of: v) }
    }

    /// Called at the start of a window's layout run.
    func willLayout(_ window: Window) { willChange(window) }

    static func state(of view: View) -> State {
        State(frame: view.storedFrame, alpha: view.alpha, transform: view.transform)
    }

    /// The views of a tree, parents before children, subviews in order (deterministic).
    static func preorder(_ root: View) -> [View] {
        var result: [View] = []
        var stack: [View] = [root]
        while let v = stack.popLast() {
            result.append(v)
            stack.append(contentsOf: v.subviews.reversed())
        }
        return result
    }

    /// The tracks of every snapshotted tree now (after the block), with their view identities.
    func tracks() -> (tracks: [AnimationTrack], ids: [ObjectIdentifier]) {
        var tracks: [AnimationTrack] = []
        var ids: [ObjectIdentifier] = []
        for root in roots {
            var index: [ObjectIdentifier: Int] = [:]
            for v in Self.preorder(root) {
                let id = ObjectIdentifier(v)
                let now = Self.state(of: v)
                let old = before[id] ?? now
                let parent = v.superview.flatMap { index[ObjectIdentifier($0)] }
                index[id] = tracks.count
                tracks.append(
                    AnimationTrack(
                        name: ConstraintFormatter.itemName(v), parent: parent, fromFrame: old.frame, toFrame: now.frame,
                        fromAlpha: old.alpha, toAlpha: now.alpha, fromTransform: old.transform, toTransform: now.transform))
                ids.append(id)
            }
        }
        return (tracks, ids)
    }
}
