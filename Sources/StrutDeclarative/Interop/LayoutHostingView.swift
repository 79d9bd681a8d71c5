import Foundation
import StrutAutoLayout

/// A view whose content is a declarative layout, placed among constraint-based views.
///
/// To the constraint engine it is a view with an intrinsic content size — the layout's
/// measurement with no limit — and, since a layout's height usually depends on its width, a
/// height for the width the engine gives it (``intrinsicContentSize(forWidth:)``), resolved in
/// the same layout pass. In `layoutSubviews` it measures and arranges the layout in its bounds
/// and makes the layout's views in itself, recycling them across passes.
///
/// Measurements are cached per proposal by the layouts, so the engine's repeated questions
/// about the same width cost nothing after the first.
///
/// ```swift
/// let card = LayoutHostingView(layout: CardLayout(post))
/// card.translatesAutoresizingMaskIntoConstraints = false
/// window.addSubview(card)
/// LayoutConstraint.activate([card.leadingAnchor.constraint(equalTo: window.leadingAnchor),
///                            card.widthAnchor.constraint(equalToConstant: 320)])
/// ```
open class LayoutHostingView: View {
    /// The hosted layout; setting it invalidates the intrinsic size and schedules layout.
    public var layout: (any Layout)? {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// The direction the layout was written in; the views are mirrored when the view's
    /// effective direction differs.
    public var layoutDirection: UserInterfaceLayoutDirection = .leftToRight {
        didSet { if layoutDirection != oldValue { setNeedsLayout() } }
    }

    /// Creates a hosting view.
    public init(layout: (any Layout)? = nil, frame: CGRect = .zero) {
        self.layout = layout
        super.init(frame: frame)
    }

    private static let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    /// The layout's size with no limit (no intrinsic size without a layout).
    open override var intrinsicContentSize: CGSize {
        guard let layout else { return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        return layout.measurement(within: Self.unbounded).size
    }

    /// `true` with a layout: its height is asked for the width the engine settles on.
    open override var intrinsicHeightDependsOnWidth: Bool { layout != nil }

    /// The layout's size within `width` and an unlimited height.
    open override func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
        guard let layout else { return intrinsicContentSize }
        return layout.measurement(within: CGSize(width: max(0, width), height: .greatestFiniteMagnitude)).size
    }

    /// The layout's size within `size` (UIKit's `sizeThatFits`).
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        layout?.measurement(within: size).size ?? .zero
    }

    /// Lays out the subviews the engine places, then arranges the layout in the bounds and makes
    /// its views.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let layout else { return }
        let bounds = CGRect(origin: .zero, size: frame.size)
        let measurement = layout.measurement(within: bounds.size)
        layout.arrangement(within: bounds, measurement: measurement).makeViews(in: self, direction: layoutDirection)
    }
}
