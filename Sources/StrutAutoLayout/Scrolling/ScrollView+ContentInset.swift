import Foundation

extension ScrollView {
    /// How a scroll view adds the safe area to its ``ScrollView/contentInset``: UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Sendable, Hashable {
        /// As ``scrollableAxes``. (UIKit also always adjusts the vertical axis of a scroll view
        /// shown by a navigation or tab bar controller; Strut has neither.)
        case automatic
        /// The safe area is added on an axis only where the content scrolls: its content size
        /// exceeds the scroll view's size on that axis, or ``ScrollView/alwaysBounceVertical``
        /// (``ScrollView/alwaysBounceHorizontal``) is on.
        case scrollableAxes
        /// The safe area is never added: the adjusted inset is the content inset.
        case never
        /// The safe area is always added on every edge.
        case always
    }

    /// ``contentInset`` plus the safe-area insets on the axes ``contentInsetAdjustmentBehavior``
    /// adjusts: the insets that bound the scroll range (``minimumContentOffset``,
    /// ``maximumContentOffset``).
    public var adjustedContentInset: EdgeInsets {
        var a = contentInsetStorage
        let (horizontal, vertical) = adjustedAxes
        guard horizontal || vertical else { return a }
        let safe = safeAreaInsets
        if vertical {
            a.top += safe.top
            a.bottom += safe.bottom
        }
        if horizontal {
            a.left += safe.left
            a.right += safe.right
        }
        return a
    }

    /// Which axes get the safe area added.
    var adjustedAxes: (horizontal: Bool, vertical: Bool) {
        switch contentInsetAdjustmentBehavior {
        case .never: return (false, false)
        case .always: return (true, true)
        case .automatic, .scrollableAxes:
            let size = contentSize
            return (alwaysBounceHorizontal || size.width > frame.width, alwaysBounceVertical || size.height > frame.height)
        }
    }

    /// Recomputes ``adjustedContentInset`` after layout. The first pass with a window scrolls an
    /// offset that was never set (still zero) to ``minimumContentOffset`` (the content starts
    /// below the bars, as in UIKit); later, when the safe-area part of the adjusted inset changes,
    /// an offset resting at the old minimum on an axis moves to the new minimum. Changing
    /// ``contentInset`` itself never moves the offset. Calls ``adjustedContentInsetDidChange()``
    /// when the adjusted inset changed.
    func updateAdjustedContentInset() {
        guard rootView is Window else { return }
        let new = adjustedContentInset
        let inset = contentInsetStorage
        let safePart = EdgeInsets(
            top: new.top - inset.top, left: new.left - inset.left, bottom: new.bottom - inset.bottom,
            right: new.right - inset.right)
        var offset = storedBoundsOrigin
        if !hasPlacedInitialOffset {
            hasPlacedInitialOffset = true
            if offset == .zero { offset = CGPoint(x: -new.left, y: -new.top) }
        } else {
            let oldSafe = lastSafeAreaAdjustment
            if offset.x == -(inset.left + oldSafe.left) { offset.x = -new.left }
            if offset.y == -(inset.top + oldSafe.top) { offset.y = -new.top }
        }
        lastSafeAreaAdjustment = safePart
        if offset != storedBoundsOrigin { try? setContentOffset(offset, animated: false) }
        if new != lastAdjustedContentInset {
            lastAdjustedContentInset = new
            adjustedContentInsetDidChange()
        }
    }

    /// After a layout pass: updates the adjusted inset from the safe area just computed; returns
    /// whether the offset moved (another layout pass is then needed).
    func followSafeArea() -> Bool {
        let before = storedBoundsOrigin
        updateAdjustedContentInset()
        return storedBoundsOrigin != before
    }
}
