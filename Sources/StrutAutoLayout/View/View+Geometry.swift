import Foundation

extension View {
    /// The view's rectangle in its superview's coordinates.
    ///
    /// Setting it places a frame-placed view (its autoresizing constraints are regenerated so
    /// that the engine keeps it there) and resizes frame-placed subviews by their autoresizing
    /// masks. For a view laid out by constraints, the next layout pass of its superview puts
    /// back the engine's frame. With a ``transform`` other than the identity, reading gives the
    /// transformed bounding box (see ``transform``).
    public var frame: CGRect {
        get { portState == nil ? storedFrame : transformedFrame() }
        set { setFrame(newValue, fromEngine: false) }
    }

    /// The view's own coordinate space: the frame's size at an origin that is zero, except for a
    /// ``ScrollView``, where it is the ``ScrollView/contentOffset``. Setting it changes the size
    /// around the center (and a scroll view's content offset; other views keep origin zero).
    public var bounds: CGRect {
        get { CGRect(origin: storedBoundsOrigin, size: storedFrame.size) }
        set {
            if hasMovableBoundsOrigin, newValue.origin != storedBoundsOrigin, let scrollView = self as? ScrollView {
                scrollView.contentOffset = newValue.origin
            }
            let c = center
            frame = CGRect(
                x: c.x - newValue.size.width / 2, y: c.y - newValue.size.height / 2,
                width: newValue.size.width, height: newValue.size.height)
        }
    }

    /// The center of the frame, in the superview's coordinates.
    public var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set {
            frame = CGRect(
                x: newValue.x - storedFrame.size.width / 2, y: newValue.y - storedFrame.size.height / 2,
                width: storedFrame.size.width, height: storedFrame.size.height)
        }
    }

    /// Converts a point from this view's coordinates to another view's (both in the same tree).
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let mine = originInRoot()
        let theirs = view?.originInRoot() ?? .zero
        return CGPoint(x: point.x + mine.x - theirs.x, y: point.y + mine.y - theirs.y)
    }

    /// Converts a rectangle from this view's coordinates to another view's (both in the same tree).
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// The position of this view's coordinate origin (the point `(0, 0)` of its bounds' space)
    /// in the root's coordinates.
    func originInRoot() -> CGPoint {
        var x: CGFloat = 0, y: CGFloat = 0
        var v: View? = self
        while let current = v, let parent = current.superview {
            // A point p of `current` is at frame.origin + p − bounds.origin in its superview.
            x += current.storedFrame.origin.x - current.storedBoundsOrigin.x
            y += current.storedFrame.origin.y - current.storedBoundsOrigin.y
            v = parent
        }
        return CGPoint(x: x, y: y)
    }

    /// Sets the frame. `fromEngine` is true when the base ``layoutSubviews()`` copies the engine's
    /// values: then the autoresizing constraints are not regenerated.
    func setFrame(_ newFrame: CGRect, fromEngine: Bool) {
        let old = storedFrame
        guard newFrame != old else { return }
        // Inside `View.animate`, a frame set by hand is animated: snapshot the tree first.
        if !fromEngine { AnimationCapture.current?.willChange(self) }
        storedFrame = newFrame
        if newFrame.size != old.size {
            setNeedsLayout()
            setNeedsDisplay()
            if autoresizesSubviews { resizeFramePlacedSubviews(from: old.size, to: newFrame.size) }
        }
        if !fromEngine { frameWasSetByUser() }
    }
}
