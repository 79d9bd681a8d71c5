import Foundation

/// Makes (or recycles) the views of an arrangement: LayoutKit's `makeViews` algorithm.
///
/// 1. Recursively: a layout that ``Layout/needsView`` gets a view (recycled by its reuse
///    identifier or new), framed and configured, and its sublayouts' views become its subviews;
///    a view-less layout passes its sublayouts' views up, offset by its own origin.
/// 2. With a host, the top-level views become the host's subviews and the host is the root.
///    Without one, a single top-level view is the root; zero or several get a generated
///    container the size of the arrangement.
/// 3. Views of the host's previous layout that were not reused are removed.
/// 4. When the root's direction differs from the layout's, frames are mirrored in their
///    superviews: `x′ = superview width − maxX`.
///
/// Every frame (offsets of view-less layouts and mirroring included) is computed before it is
/// set, once, so a view whose frame did not change is not touched and the view tree sees no
/// spurious change. (LayoutKit set a frame, then offset it, then mirrored it.)
///
/// Difference from LayoutKit: only the views this pass frames are mirrored. LayoutKit mirrored
/// every subview of the root, so views it had not framed (added by hand, or an embedded layout's)
/// flipped back and forth on every right-to-left pass.
package enum ViewMaker<Tree: ViewTree> {
    package typealias Node = Tree.Node

    private struct Pass {
        let recycler: ViewRecycler<Tree>
        let preparingAnimation: Bool
        /// Whether frames are mirrored horizontally in their superviews.
        let mirror: Bool

        /// Appends the views of `arrangement`'s subtree to `views`. `offset` is the origin of the
        /// view-less layouts between it and the view its views go in, whose width is
        /// `parentWidth`. Each frame is computed whole before it is set, so a view whose frame
        /// does not change is not touched (setting a frame twice per pass would invalidate the
        /// view tree's layout every pass). The views of a whole level go into one array, not one
        /// array per layout joined on the way up; views are held as `AnyObject` (see
        /// ``ViewRecycler``). The views appended to `views` itself get `role` (the top-level
        /// views of a host are roots), the views below them `.managed`: each view's entry is
        /// recorded once.
        func makeSubviews(
            _ arrangement: LayoutArrangement, offset: CGPoint, parentWidth: CGFloat, role: ViewMakingEntry.Role,
            into views: inout [AnyObject]
        ) {
            let frame = arrangement.frame.offsetBy(dx: offset.x, dy: offset.y)
            let layout = arrangement.layout
            // Sublayouts are passed in place by index (iterating copies each arrangement).
            let sublayouts = arrangement.sublayouts
            guard layout.needsView else {
                for index in sublayouts.indices {
                    makeSubviews(sublayouts[index], offset: frame.origin, parentWidth: parentWidth, role: role, into: &views)
                }
                return
            }
            var isNew = false
            let view = ViewMaker.view(for: layout, recycler: recycler, role: role, isNew: &isNew)
            var subviews: [AnyObject] = []
            if !sublayouts.isEmpty {
                subviews.reserveCapacity(sublayouts.count)
                for index in sublayouts.indices {
                    makeSubviews(sublayouts[index], offset: .zero, parentWidth: frame.width, role: .managed, into: &subviews)
                }
            }
            var finalFrame = frame
            if mirror { finalFrame.origin.x = parentWidth - frame.maxX }
            if !preparingAnimation {
                Tree.setFrame(finalFrame, of: view)
                Tree.configure(view, for: layout)
            } else if isNew {
                // A new view appears at its final frame; only reused views animate.
                Tree.setFrame(finalFrame, of: view)
            }
            for subview in subviews {
                ViewMaker.add(unsafeDowncast(subview, to: Node.self), to: view, keepingPosition: preparingAnimation)
            }
            views.append(view)
        }

        /// The views of `arrangement`'s subtree (see
        /// ``makeSubviews(_:offset:parentWidth:role:into:)``).
        func makeSubviews(
            _ arrangement: LayoutArrangement, offset: CGPoint, parentWidth: CGFloat, role: ViewMakingEntry.Role
        ) -> [AnyObject] {
            var views: [AnyObject] = []
            makeSubviews(arrangement, offset: offset, parentWidth: parentWidth, role: role, into: &views)
            return views
        }
    }

    /// The number of views at the top of `arrangement` (not below another view).
    private static func topLevelViewCount(_ arrangement: LayoutArrangement) -> Int {
        if arrangement.layout.needsView { return 1 }
        return arrangement.sublayouts.reduce(0) { $0 + topLevelViewCount($1) }
    }

    /// Makes the views of `arrangement` in `host` (or a new root) and returns the root.
    package static func makeViews(
        of arrangement: LayoutArrangement,
        in host: Node?,
        rightToLeft: Bool,
        preparingAnimation: Bool = false
    ) -> Node {
        // A generated or single root is a new view, laid out left to right.
        let rootIsRightToLeft = host.map(Tree.isRightToLeft) ?? false
        let mirror = !preparingAnimation && rootIsRightToLeft != rightToLeft
        var pass = Pass(
            recycler: ViewRecycler<Tree>(host: host), preparingAnimation: preparingAnimation, mirror: mirror)
        let frame = arrangement.frame
        let root: Node
        if let host {
            // The top-level views are recorded as roots as they are made or recycled.
            let views = pass.makeSubviews(
                arrangement, offset: .zero, parentWidth: Tree.frame(of: host).width, role: .root)
            for view in views {
                add(unsafeDowncast(view, to: Node.self), to: host, keepingPosition: preparingAnimation)
            }
            root = host
        } else if topLevelViewCount(arrangement) == 1 {
            // The single view is the root: its own frame is not mirrored, its subviews are.
            let unmirrored = Pass(recycler: pass.recycler, preparingAnimation: preparingAnimation, mirror: false)
            pass = unmirrored
            root = Self.makeSingleRoot(arrangement, pass: &pass, rightToLeft: rightToLeft)
        } else {
            // Zero or several views: a generated container the size of the arrangement.
            let views = pass.makeSubviews(
                arrangement, offset: CGPoint(x: -frame.minX, y: -frame.minY), parentWidth: frame.width, role: .managed)
            root = Tree.makeContainer(frame: frame)
            for view in views { Tree.addSubview(unsafeDowncast(view, to: Node.self), to: root) }
        }
        pass.recycler.purgeViews()
        return root
    }

    /// The single top-level view of `arrangement`, made unmirrored, with its subtree mirrored
    /// when `rightToLeft`.
    private static func makeSingleRoot(_ arrangement: LayoutArrangement, pass: inout Pass, rightToLeft: Bool) -> Node {
        // Find the view's arrangement and the origin of the view-less layouts above it.
        var offset = CGPoint.zero
        var current = arrangement
        while !current.layout.needsView, let next = current.sublayouts.first(where: { topLevelViewCount($0) == 1 }) {
            offset.x += current.frame.minX
            offset.y += current.frame.minY
            current = next
        }
        let layout = current.layout
        let frame = current.frame.offsetBy(dx: offset.x, dy: offset.y)
        var isNew = false
        let view = Self.view(for: layout, recycler: pass.recycler, role: .managed, isNew: &isNew)
        let inner = Pass(recycler: pass.recycler, preparingAnimation: pass.preparingAnimation, mirror: rightToLeft)
        var subviews: [AnyObject] = []
        subviews.reserveCapacity(current.sublayouts.count)
        for sublayout in current.sublayouts {
            inner.makeSubviews(sublayout, offset: .zero, parentWidth: frame.width, role: .managed, into: &subviews)
        }
        Tree.setFrame(frame, of: view)
        Tree.configure(view, for: layout)
        for subview in subviews {
            let child = unsafeDowncast(subview, to: Node.self)
            detach(view, ifWithin: child)
            Tree.addSubview(child, to: view)
        }
        return view
    }

    /// A recycled view for `layout` (by its reuse identifier), or a new one; `isNew` says which.
    /// A new view is recorded with `role`; a recycled one keeps its entry (`.managed`) unless
    /// `role` is `.root`.
    private static func view(
        for layout: any Layout, recycler: ViewRecycler<Tree>, role: ViewMakingEntry.Role, isNew: inout Bool
    ) -> Node {
        let reuseId = layout.viewReuseId
        if let view = recycler.recycledView(reuseId: reuseId) {
            if role == .root { Tree.setViewMakingEntry(ViewMakingEntry(reuseId: reuseId, role: .root), of: view) }
            isNew = false
            return view
        }
        let view = Tree.makeView(for: layout)
        Tree.setViewMakingEntry(ViewMakingEntry(reuseId: reuseId, role: role), of: view)
        isNew = true
        return view
    }

    /// Detaches `parent` from its superview when `child` is one of its ancestors: recycled views
    /// whose nesting the new layout swaps (the old child becomes the parent). `parent` is added
    /// to its new superview later in the same pass, as every view made or recycled is.
    /// - Complexity: O(depth of `parent`), and nothing for a `child` without subviews (it holds no
    /// ancestor) or a `parent` without a superview (a new view).
    private static func detach(_ parent: Node, ifWithin child: Node) {
        guard Tree.hasSubviews(child) else { return }
        var ancestor = Tree.superview(of: parent)
        while let current = ancestor {
            if current === child {
                Tree.removeFromSuperview(parent)
                return
            }
            ancestor = Tree.superview(of: current)
        }
    }

    /// Adds `view` to `parent`; when preparing an animation, keeps its on-screen position.
    private static func add(_ view: Node, to parent: Node, keepingPosition: Bool) {
        detach(parent, ifWithin: view)
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
