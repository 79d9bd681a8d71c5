import Foundation

extension ScrollView {
    /// Moves the content so that `offset` is at the scroll view's top-left corner.
    ///
    /// The offset is used as given, not clamped to ``minimumContentOffset``…``maximumContentOffset``:
    /// UIKit accepts any programmatic offset too (it bounces back only after a user's drag), and
    /// code that overscrolls on purpose (pull to refresh, tests of edge cases) keeps working.
    /// Pass ``clampedContentOffset(_:)`` for an in-range offset. A headless tree has no
    /// animations: `animated` is accepted for UIKit's signature and the offset changes at once.
    ///
    /// Subviews keep their frames (they are in content coordinates); ``frameLayoutGuide`` and
    /// constraints that cross the scroll view's bounds follow the offset at the next layout pass.
    /// - Throws: ``ScrollViewError/nonFiniteContentOffset(_:scrollView:)`` for a NaN or infinite
    ///   coordinate; the offset is left as it was.
    /// - Complexity: O(1), plus one engine constant change per constraint crossing the bounds.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) throws(ScrollViewError) {
        guard offset.x.isFinite, offset.y.isFinite else {
            throw .nonFiniteContentOffset(offset, scrollView: ConstraintFormatter.itemName(self))
        }
        guard offset != storedBoundsOrigin else { return }
        storedBoundsOrigin = offset
        if frameGuideConstraints.count == 4 {
            frameGuideConstraints[0].constant = offset.x
            frameGuideConstraints[1].constant = offset.y
        }
        layoutInputDidChange { $0.boundsOriginDidMove(of: self) }
        setNeedsLayout()
    }

    /// The part of the content on screen, in content coordinates: ``contentOffset`` and the
    /// scroll view's size (the same rectangle as ``View/bounds``).
    public var visibleRect: CGRect { CGRect(origin: storedBoundsOrigin, size: frame.size) }

    /// The smallest in-range offset: the content's top-left corner with the adjusted inset
    /// showing above and to the left, `(−adjustedContentInset.left, −adjustedContentInset.top)`.
    public var minimumContentOffset: CGPoint {
        let a = adjustedContentInset
        return CGPoint(x: -a.left, y: -a.top)
    }

    /// The largest in-range offset: the content's bottom-right corner (plus the adjusted inset)
    /// at the scroll view's bottom-right corner, but never below ``minimumContentOffset`` (content
    /// smaller than the scroll view does not scroll).
    public var maximumContentOffset: CGPoint {
        let a = adjustedContentInset
        let size = contentSize
        let low = minimumContentOffset
        return CGPoint(
            x: max(low.x, size.width + a.right - frame.width),
            y: max(low.y, size.height + a.bottom - frame.height))
    }

    /// `offset` clamped, per axis, to ``minimumContentOffset``…``maximumContentOffset``; a
    /// non-finite coordinate becomes the minimum.
    public func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let low = minimumContentOffset, high = maximumContentOffset
        func clamp(_ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat { v.isFinite ? min(max(v, lo), hi) : lo }
        return CGPoint(x: clamp(offset.x, low.x, high.x), y: clamp(offset.y, low.y, high.y))
    }

    /// Scrolls as little as possible so that `rect` (content coordinates) is visible, within the
    /// in-range offsets, as UIKit's `scrollRectToVisible(_:animated:)`: a rectangle larger than
    /// the visible area shows its top-left part. A rectangle with a non-finite coordinate is
    /// ignored.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        var offset = storedBoundsOrigin
        let size = frame.size
        if rect.maxX > offset.x + size.width { offset.x = rect.maxX - size.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > offset.y + size.height { offset.y = rect.maxY - size.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        try? setContentOffset(clampedContentOffset(offset), animated: animated)
    }
}
