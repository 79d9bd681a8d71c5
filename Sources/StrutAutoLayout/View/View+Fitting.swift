import Foundation

extension View {
    /// The option to use the smallest possible size: `(0, 0)`.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The option to use the largest possible size: `(10_000_000, 10_000_000)`.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size closest to `targetSize` (at `.fittingSizeLevel` on both axes) at which the
    /// constraints of this view's subtree can be satisfied. See
    /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size closest to `targetSize` at which the constraints of this view's subtree can be
    /// satisfied, with the view wanting to match the target's width and height at the given
    /// priorities (`.required` fixes that dimension, as for a table cell's width).
    ///
    /// As in UIKit, this builds a temporary engine from the constraints installed in the subtree
    /// (ignoring the view's own autoresizing constraints), solves it and throws it away: the live
    /// tree, its frames and its engine are untouched.
    /// - Complexity: O(constraints in the subtree) plus the solve.
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        updateConstraintsIfNeeded()
        let engine = LayoutEngine(root: self, isFitting: true)
        var views: [View] = []
        collectSubtree(into: &views)
        for v in views {
            for c in v.installed { engine.requestAddition(of: c) }
        }
        let width = LayoutConstraint(
            first: AnchorSide(item: self, attribute: .width), relation: .equal, second: nil, multiplier: 1,
            constant: targetSize.width, priority: horizontalFittingPriority)
        let height = LayoutConstraint(
            first: AnchorSide(item: self, attribute: .height), relation: .equal, second: nil, multiplier: 1,
            constant: targetSize.height, priority: verticalFittingPriority)
        for c in [width, height] {
            c.kind = .fittingSize
            c.host = self
            engine.requestAddition(of: c)
        }
        engine.flushForLayout()
        return CGSize(width: engine.solver.value(of: layoutNode.width), height: engine.solver.value(of: layoutNode.height))
    }
}
