import Foundation

extension View {
    /// The value of an intrinsic dimension the view does not have (-1).
    public static let noIntrinsicMetric: CGFloat = -1

    /// Tells the engine that ``intrinsicContentSize`` changed. The content-size constraints'
    /// constants are updated in place at the next layout pass.
    public func invalidateIntrinsicContentSize() {
        rootView.rootEngine?.intrinsicContentSizeDidChange(of: self)
        superview?.setNeedsLayout()
        superview?.subviewIntrinsicContentSizeDidChange(self)
        setNeedsLayout()
    }

    /// The priority with which the view resists growing beyond its intrinsic size on an axis
    /// (default 250, `.defaultLow`).
    public func contentHuggingPriority(for axis: LayoutConstraintAxis) -> LayoutPriority {
        axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
    }

    /// Sets the hugging priority on an axis.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraintAxis) {
        precondition(priority.rawValue > 0 && priority.rawValue <= 1000,
                     "\(self): a content hugging priority must be in (0, 1000]; you passed \(priority).")
        if axis == .horizontal { huggingPriorities.horizontal = priority } else { huggingPriorities.vertical = priority }
        rootView.rootEngine?.contentPrioritiesDidChange(of: self)
    }

    /// The priority with which the view resists shrinking below its intrinsic size on an axis
    /// (default 750, `.defaultHigh`).
    public func contentCompressionResistancePriority(for axis: LayoutConstraintAxis) -> LayoutPriority {
        axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
    }

    /// Sets the compression-resistance priority on an axis.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraintAxis) {
        precondition(priority.rawValue > 0 && priority.rawValue <= 1000,
                     "\(self): a compression resistance priority must be in (0, 1000]; you passed \(priority).")
        if axis == .horizontal {
            compressionPriorities.horizontal = priority
        } else {
            compressionPriorities.vertical = priority
        }
        rootView.rootEngine?.contentPrioritiesDidChange(of: self)
    }
}
