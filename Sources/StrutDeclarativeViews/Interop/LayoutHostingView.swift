import Foundation
import StrutAutoLayout
import StrutDeclarative

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
            madeViews = nil
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// What the current views were made for: views are made again only when the layout, the
    /// size or a direction changes. (Making them on every pass would never settle: views without
    /// a reuse identifier are new each time, and a new subview asks for another layout pass.)
    private var madeViews: (size: CGSize, direction: UserInterfaceLayoutDirection, rightToLeft: Bool)?

    /// The direction the layout was written in; the views are mirrored when the view's
    /// effective direction differs.
    public var layoutDirection: UserInterfaceLayoutDirection = .leftToRight {
        didSet {
            if layoutDirection != oldValue {
                madeViews = nil
                setNeedsLayout()
            }
        }
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
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        layout?.measurement(within: size).size ?? .zero
    }

    /// Lays out the subviews the engine places, then — when the layout, the size or a direction
    /// changed since the last time — arranges the layout in the bounds and makes its views.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let layout else { return }
        let size = frame.size
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        if let made = madeViews, made.size == size, made.direction == layoutDirection, made.rightToLeft == rightToLeft {
            return
        }
        let bounds = CGRect(origin: .zero, size: size)
        let measurement = layout.measurement(within: size)
        layout.arrangement(within: bounds, measurement: measurement).makeViews(in: self, direction: layoutDirection)
        madeViews = (size, layoutDirection, rightToLeft)
    }
}
