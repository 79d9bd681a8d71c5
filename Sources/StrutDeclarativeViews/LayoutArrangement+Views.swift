import StrutAutoLayout
import StrutDeclarative

extension LayoutArrangement {
    /// Makes the views of this arrangement, recycling the views of an earlier layout in `view`.
    ///
    /// Only layouts that ``Layout/needsView`` get a view; a view-less layout's sublayouts' views
    /// are offset by its origin. With a host `view`, the top-level views become its subviews and
    /// the host is returned; without one, a single top-level view is returned, and zero or
    /// several get a generated `View` the size of the arrangement. Views of the host's previous
    /// layout are reused when their ``Layout/viewReuseId`` matches, and removed otherwise;
    /// views `makeViews` did not make are left alone. When the root's
    /// `effectiveUserInterfaceLayoutDirection` differs from `direction` (the direction the layout
    /// was written in), the frames are mirrored horizontally.
    ///
    /// Call it on the thread that owns the view tree; measurement and arrangement may have run
    /// anywhere.
    ///
    /// Differences from LayoutKit:
    /// - Views sharing a reuse identifier (which should be unique in a hierarchy) are all
    ///   indexed: a layout reuses the first unclaimed one in tree order and the others are
    ///   removed. LayoutKit's dictionary forgot all but one, leaving stale views on screen.
    /// - Only the views this call framed are mirrored. LayoutKit mirrored every subview of the
    ///   root, so views it had not framed (added by hand, or another layout's) flipped back and
    ///   forth on every right-to-left pass.
    ///
    /// - Complexity: O(n) in the views made plus the views already in `view`.
    @discardableResult
    public func makeViews(in view: View? = nil, direction: UserInterfaceLayoutDirection = .leftToRight) -> View {
        ViewMaker<StrutViewTree>.makeViews(of: self, in: view, rightToLeft: direction == .rightToLeft)
    }

    /// Prepares an animated change from the layout currently in `view` to this arrangement.
    ///
    /// Views are recycled by reuse identifier and moved to their new superviews without moving
    /// on screen; new views appear at their final frames; views no longer used are removed. Then
    /// call ``LayoutAnimation/apply()`` inside your animation to set the final frames and
    /// configurations. Give the views that should move a ``Layout/viewReuseId``.
    public func prepareAnimation(for view: View, direction: UserInterfaceLayoutDirection = .leftToRight) -> LayoutAnimation {
        _ = ViewMaker<StrutViewTree>.makeViews(of: self, in: view, rightToLeft: false, preparingAnimation: true)
        return LayoutAnimation(arrangement: self, rootView: view, direction: direction)
    }
}

/// A prepared change of layout; ``apply()`` moves the views to their final frames.
public struct LayoutAnimation {
    /// The arrangement the views move to.
    public let arrangement: LayoutArrangement
    /// The view the arrangement's views live in.
    public let rootView: View
    /// The direction the layout was written in.
    public let direction: UserInterfaceLayoutDirection

    /// Sets the final frames and configurations (`makeViews(in: rootView, direction:)`).
    public func apply() {
        arrangement.makeViews(in: rootView, direction: direction)
    }
}
