import Foundation
import StrutGeometry

/// A layout that insets its sublayout by edge insets.
///
/// Measurement: the sublayout is measured within the proposal minus the insets, and the insets
/// are added back. Arrangement: the measured size is aligned with ``alignment`` (fill by
/// default) and the sublayout gets the frame minus the insets.
///
/// Differences from LayoutKit: when the insets exceed the proposal, the sublayout is offered
/// zero rather than a negative size, the measured size is capped at the proposal (as the
/// ``Layout`` contract requires), and the sublayout's rectangle never gets a negative size.
public final class InsetLayout: Layout, MeasurementCaching {
    /// The insets around the sublayout.
    public let insets: EdgeInsets
    /// How the layout positions itself in the rectangle its parent gives it.
    public let alignment: Alignment
    /// How willing the layout is to grow or shrink; the sublayout's unless given.
    public let flexibility: Flexibility
    /// The identifier used to recycle this layout's view.
    public let viewReuseId: String?
    /// The inset sublayout.
    public let sublayout: any Layout
    /// How this layout's view is made; `nil` means no view.
    public let view: ViewRecipe?

    /// The last few measurements (see ``MeasurementCaching``).
    @exclusivity(unchecked) package nonisolated(unsafe) var measurementCache = MeasurementCache()

    /// Creates an inset layout.
    public init(
        insets: EdgeInsets,
        alignment: Alignment = .fill,
        flexibility: Flexibility? = nil,
        viewReuseId: String? = nil,
        sublayout: any Layout,
        view: ViewRecipe? = nil
    ) {
        self.insets = insets
        self.alignment = alignment
        self.flexibility = flexibility ?? sublayout.flexibility
        self.viewReuseId = viewReuseId
        self.sublayout = sublayout
        self.view = view
    }

    /// Creates an inset layout with the same inset on every edge.
    public convenience init(
        inset: CGFloat,
        alignment: Alignment = .fill,
        flexibility: Flexibility? = nil,
        viewReuseId: String? = nil,
        sublayout: any Layout,
        view: ViewRecipe? = nil
    ) {
        self.init(
            insets: EdgeInsets(top: inset, left: inset, bottom: inset, right: inset),
            alignment: alignment, flexibility: flexibility, viewReuseId: viewReuseId,
            sublayout: sublayout, view: view)
    }

    /// Whether the layout has a view: `true` when it has a ``view`` recipe.
    public var needsView: Bool { view != nil }

    /// The sublayout's size plus the insets, capped at `maxSize`.
    ///
    /// - Complexity: O(1) plus the sublayout's measurement; O(1) for a repeated `maxSize`.
    public func measurement(within maxSize: CGSize) -> LayoutMeasurement {
        cachedMeasurement(within: maxSize) {
            let horizontal = insets.left + insets.right
            let vertical = insets.top + insets.bottom
            let inner = CGSize(
                width: max(0, maxSize.width - horizontal),
                height: max(0, maxSize.height - vertical)
            )
            let sub = sublayout.measurement(within: inner)
            let size = CGSize(
                width: min(sub.size.width + horizontal, max(0, maxSize.width)),
                height: min(sub.size.height + vertical, max(0, maxSize.height))
            )
            return LayoutMeasurement(layout: self, size: size, maxSize: maxSize, sublayouts: [sub])
        }
    }

    /// Aligns the measured size in `rect`; the sublayout gets the frame minus the insets.
    public func arrangement(within rect: CGRect, measurement: LayoutMeasurement) -> LayoutArrangement {
        let frame = alignment.position(size: measurement.size, in: rect)
        let inner = CGRect(
            x: insets.left,
            y: insets.top,
            width: max(0, frame.width - insets.left - insets.right),
            height: max(0, frame.height - insets.top - insets.bottom)
        )
        let sublayouts = measurement.sublayouts.map { $0.arrangement(within: inner) }
        return LayoutArrangement(layout: self, frame: frame, sublayouts: sublayouts)
    }
}
