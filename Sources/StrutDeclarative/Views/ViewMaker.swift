import Foundation

/// Makes (or recycles) the views of an arrangement: LayoutKit's `makeViews` algorithm.
///
/// 1. Recursively, children first: a layout that ``Layout/needsView`` gets a view (recycled by
///    its reuse identifier or new), framed and configured, and its sublayouts' views become its
///    subviews; a view-less layout passes its sublayouts' views up, offset by its own origin.
/// 2. With a host, the top-level views become the host's subviews and the host is the root.
///    Without one, a single top-level view is the root; zero or several get a generated
///    container the size of the arrangement.
/// 3. Views of the host's previous layout that were not reused are removed.
/// 4. When the root's direction differs from the layout's, every view framed in this pass is
///    mirrored in its superview: `x′ = superview width − maxX`.
///
/// Difference from LayoutKit: only the views this pass framed are mirrored. LayoutKit mirrored
/// every subview of the root, so views it had not framed (added by hand, or an embedded layout's)
/// flipped back and forth on every right-to-left pass.
enum ViewMaker<Tree: ViewTree> {
    typealias Node = Tree.Node

    private struct Pass {
        var recycler: ViewRecycler<Tree>
        let preparingAnimation: Bool
        /// Views whose frame this pass set, for mirroring.
        var framed: [Node] = []

        mutating func makeSubviews(_ arrangement: LayoutArrangement) -> [Node] {
            var subviews: [Node] = []
            for sublayout in arrangement.sublayouts {
                subviews += makeSubviews(sublayout)
            }
            let layout = arrangement.layout
            guard layout.needsView else {
                if !preparingAnimation {
                    let origin = arrangement.frame.origin
                    for view in subviews {
                        Tree.setFrame(Tree.frame(of: view).offsetBy(dx: origin.x, dy: origin.y), of: view)
                    }
                }
                return subviews
            }
            let (view, isNew) = recycler.makeOrRecycleView(reuseId: layout.viewReuseId) { Tree.makeView(for: layout) }
            if !preparingAnimation {
                Tree.setFrame(arrangement.frame, of: view)
                Tree.configure(view, for: layout)
                framed.append(view)
            } else if isNew {
                // A new view appears at its final frame; only reused views animate.
                Tree.setFrame(arrangement.frame, of: view)
            }
            for subview in subviews {
                ViewMaker.add(subview, to: view, keepingPosition: preparingAnimation)
            }
            return [view]
        }
    }

    /// Makes the views of `arrangement` in `host` (or a new root) and returns the root.
    static func makeViews(
        of arrangement: LayoutArrangement,
        in host: Node?,
        rightToLeft: Bool,
        preparingAnimation: Bool = false
    ) -> Node {
        var pass = Pass(recycler: ViewRecycler<Tree>(host: host), preparingAnimation: preparingAnimation)
        let views = pass.makeSubviews(arrangement)
        let root: Node
        if let host {
            for view in views {
                add(view, to: host, keepingPosition: preparingAnimation)
                ViewRegistry.shared.setRole(.root, of: view)
            }
            root = host
        } else if views.count == 1, let only = views.first {
            root = only
        } else {
            let frame = arrangement.frame
            root = Tree.makeContainer(frame: frame)
            for view in views {
                Tree.setFrame(Tree.frame(of: view).offsetBy(dx: -frame.minX, dy: -frame.minY), of: view)
                Tree.addSubview(view, to: root)
            }
        }
        pass.recycler.purgeViews()
        if !preparingAnimation, Tree.isRightToLeft(root) != rightToLeft {
            for view in pass.framed where view !== root {
                guard let superview = Tree.superview(of: view) else { continue }
                var frame = Tree.frame(of: view)
                frame.origin.x = Tree.frame(of: superview).width - frame.maxX
                Tree.setFrame(frame, of: view)
            }
        }
        return root
    }

    /// Adds `view` to `parent`; when preparing an animation, keeps its on-screen position.
    private static func add(_ view: Node, to parent: Node, keepingPosition: Bool) {
        if keepingPosition, let oldParent = Tree.superview(of: view), oldParent !== parent,
            let frame = Tree.convert(Tree.frame(of: view), from: oldParent, to: parent)
        {
            Tree.addSubview(view, to: parent)
            Tree.setFrame(frame, of: view)
        } else {
            Tree.addSubview(view, to: parent)
        }
    }
}
