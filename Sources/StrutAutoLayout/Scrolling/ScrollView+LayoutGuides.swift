import Foundation
import StrutSolver

extension ScrollView {
    /// A guide whose edges are the content's edges (identifier `UIScrollViewContentLayoutGuide`).
    ///
    /// In the engine the guide's origin is pinned to the content origin, `(0, 0)` in content
    /// coordinates, and its width and height are free variables held at ``contentSize`` by
    /// lowest-priority (1) constraints. Constraints of yours that determine a dimension (a
    /// vertical chain of labels from its top to its bottom, its width equal to
    /// ``frameLayoutGuide``'s) outrank those, and the solved size becomes ``contentSize`` at the
    /// next layout pass; a dimension nothing determines stays at the size you set.
    /// Made on first use: a scroll view that never asks for it adds nothing to the engine.
    public var contentLayoutGuide: LayoutGuide {
        if let g = contentGuideStorage { return g }
        let g = LayoutGuide()
        g.identifier = "UIScrollViewContentLayoutGuide"
        addLayoutGuide(g)
        contentGuideStorage = g
        let size = contentSizeStorage
        let width = makeGuideConstraint(g, .width, nil, .notAnAttribute, size.width, "UIScrollView-contentGuide-width")
        let height = makeGuideConstraint(g, .height, nil, .notAnAttribute, size.height, "UIScrollView-contentGuide-height")
        width.priority = Priority(1)
        height.priority = Priority(1)
        contentGuideConstraints = [
            makeGuideConstraint(g, .left, self, .left, 0, "UIScrollView-contentGuide-left"),
            makeGuideConstraint(g, .top, self, .top, 0, "UIScrollView-contentGuide-top"),
            width, height,
        ]
        LayoutConstraint.activate(contentGuideConstraints)
        return g
    }

    /// A guide that is the scroll view's frame seen from the content (identifier
    /// `UIScrollViewFrameLayoutGuide`): origin ``contentOffset`` in content coordinates, size the
    /// scroll view's. Content pinned to it stays where it is on screen while the content scrolls.
    /// Made on first use.
    public var frameLayoutGuide: LayoutGuide {
        if let g = frameGuideStorage { return g }
        let g = LayoutGuide()
        g.identifier = "UIScrollViewFrameLayoutGuide"
        addLayoutGuide(g)
        frameGuideStorage = g
        let offset = storedBoundsOrigin
        frameGuideConstraints = [
            makeGuideConstraint(g, .left, self, .left, offset.x, "UIScrollView-frameGuide-left"),
            makeGuideConstraint(g, .top, self, .top, offset.y, "UIScrollView-frameGuide-top"),
            makeGuideConstraint(g, .width, self, .width, 0, "UIScrollView-frameGuide-width"),
            makeGuideConstraint(g, .height, self, .height, 0, "UIScrollView-frameGuide-height"),
        ]
        LayoutConstraint.activate(frameGuideConstraints)
        return g
    }

    private func makeGuideConstraint(
        _ first: any LayoutItem, _ a1: LayoutAttribute, _ second: (any LayoutItem)?, _ a2: LayoutAttribute,
        _ constant: CGFloat, _ identifier: String
    ) -> LayoutConstraint {
        let c = LayoutConstraint(
            first: AnchorSide(item: first, attribute: a1), relation: .equal,
            second: second.map { AnchorSide(item: $0, attribute: a2) }, multiplier: 1, constant: constant)
        c.identifier = identifier
        return c
    }

    /// Takes the content size from the content guide's solved size (when the guide is in use).
    func syncContentSizeFromLayoutGuide() {
        guard let g = contentGuideStorage, let engine = engine(creating: false), engine.isParticipating(g.layoutNode)
        else { return }
        let size = engine.alignmentRect(of: g.layoutNode).size
        guard size.width.isFinite, size.height.isFinite else { return }
        let clean = CGSize(width: max(0, size.width), height: max(0, size.height))
        if clean != contentSizeStorage { contentSizeStorage = clean }
    }
}
