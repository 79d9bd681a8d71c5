import Foundation

extension View {
    /// The value of an intrinsic dimension the view does not have (-1).
    public static let noIntrinsicMetric: CGFloat = -1

    /// Tells the engine that ``intrinsicContentSize`` changed. The content-size constraints'
    /// constants are updated in place at the next layout pass.
    public func invalidateIntrinsicContentSize() {
        layoutInputDidChange { $0.intrinsicContentSizeDidChange(of: self) }
        superview?.setNeedsLayout()
        superview?.subviewIntrinsicContentSizeDidChange(self)
        setNeedsLayout()
    }

    /// The priority with which the view resists growing beyond its intrinsic size on an axis
    /// (default 250, `.defaultLow`).
    public func contentHuggingPriority(for axis: LayoutConstraintAxis) -> LayoutPriority {
        axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
    }

    /// Sets the hugging priority on an axis; traps on a priority outside 1...1000 (the rule of
    /// every priority, `Priority.isValid`), as UIKit raises: use
    /// ``setContentHuggingPriorityValidated(_:for:)`` to get an error instead.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraintAxis) {
        do {
            try setContentHuggingPriorityValidated(priority, for: axis)
        } catch {
            preconditionFailure(error.description)
        }
    }

    /// Sets the hugging priority on an axis, or throws ``LayoutConstraintError/invalidPriority(_:constraint:)``
    /// naming the view and the axis when the priority is outside 1...1000; the view is then
    /// unchanged.
    public func setContentHuggingPriorityValidated(_ priority: LayoutPriority, for axis: LayoutConstraintAxis)
        throws(LayoutConstraintError)
    {
        try Self.checkContentPriority(priority, "content hugging priority", axis, of: self)
        if axis == .horizontal { huggingPriorities.horizontal = priority } else { huggingPriorities.vertical = priority }
        layoutInputDidChange { $0.contentPrioritiesDidChange(of: self) }
    }

    /// The priority with which the view resists shrinking below its intrinsic size on an axis
    /// (default 750, `.defaultHigh`).
    public func contentCompressionResistancePriority(for axis: LayoutConstraintAxis) -> LayoutPriority {
        axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
    }

    /// Sets the compression-resistance priority on an axis; traps on a priority outside
    /// 1...1000, as UIKit raises: use ``setContentCompressionResistancePriorityValidated(_:for:)``
    /// to get an error instead.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraintAxis) {
        do {
            try setContentCompressionResistancePriorityValidated(priority, for: axis)
        } catch {
            preconditionFailure(error.description)
        }
    }

    /// Sets the compression-resistance priority on an axis, or throws
    /// ``LayoutConstraintError/invalidPriority(_:constraint:)`` naming the view and the axis when
    /// the priority is outside 1...1000; the view is then unchanged.
    public func setContentCompressionResistancePriorityValidated(_ priority: LayoutPriority, for axis: LayoutConstraintAxis)
        throws(LayoutConstraintError)
    {
        try Self.checkContentPriority(priority, "compression resistance priority", axis, of: self)
        if axis == .horizontal {
            compressionPriorities.horizontal = priority
        } else {
            compressionPriorities.vertical = priority
        }
        layoutInputDidChange { $0.contentPrioritiesDidChange(of: self) }
    }

    /// Throws unless `priority` is a valid priority (1...1000, `Priority.isValid`, the rule the
    /// content-size constraints made from it must meet in the solver).
    private static func checkContentPriority(
        _ priority: LayoutPriority, _ what: String, _ axis: LayoutConstraintAxis, of view: View
    ) throws(LayoutConstraintError) {
        guard priority.isValid else {
            throw .invalidPriority(
                priority.rawValue, constraint: "the \(what) (\(axis == .horizontal ? "horizontal" : "vertical")) of \(view)")
        }
    }
}
