import Foundation

/// A layout that stacks sublayouts on top of each other: backgrounds, primaries, overlays.
///
/// Only the primary layouts decide the size: the overlay layout measures as large as its
/// largest primary along each axis (zero with none). Every sublayout — background, primary and
/// overlay — is measured within the same proposal, and arranged within the whole frame, where it
/// aligns itself; so a background or overlay larger than the primaries is clamped to them (or
/// shifted, for trailing and centre alignment, as ``Alignment`` describes).
///
/// Z-order is backgrounds (first at the bottom), then primaries, then overlays, which is also
/// the order of the measurement's and arrangement's sublayouts.
public final class OverlayLayout: Layout, MeasurementCaching {
    /// The layouts that decide the size.
    public let primaryLayouts: [any Layout]
    /// The layouts drawn below the primaries.
    public let backgroundLayouts: [any Layout]
    /// The layouts drawn above the primaries.
    public let overlayLayouts: [any Layout]
    /// How the layout positions itself in the rectangle its parent gives it.
    public let alignment: Alignment
    /// How willing the layout is to grow or shrink; ``Flexibility/flexible`` unless given.
    public let flexibility: Flexibility
    /// The identifier used to recycle this layout's view.
    public let viewReuseId: String?
    /// How this layout's view is made; `nil` means no view.
    public let view: ViewRecipe?

    /// The last few measurements (see ``MeasurementCaching``).
    @exclusivity(unchecked) package nonisolated(unsafe) var measurementCache = MeasurementCache()

    /// Creates an overlay layout.
    public init(
        primaryLayouts: [any Layout],
        backgroundLayouts: [any Layout] = [],
        overlayLayouts: [any Layout] = [],
        alignment: Alignment = .fill,
        flexibility: Flexibility = .flexible,
        viewReuseId: String? = nil,
        view: ViewRecipe? = nil
    ) {
        self.primaryLayouts = primaryLayouts
        self.backgroundLayouts = backgroundLayouts
        self.overlayLayouts = overlayLayouts
        self.alignment = alignment
        self.flexibility = flexibility
        self.viewReuseId = viewReuseId
        self.view = view
    }

    /// Creates an overlay layout with one primary layout.
    public convenience init(
        primaryLayout: any Layout,
        backgroundLayouts: [any Layout] = [],
        overlayLayouts: [any Layout] = [],
        alignment: Alignment = .fill,
        flexibility: Flexibility = .flexible,
        viewReuseId: String? = nil,
        view: ViewRecipe? = nil
    ) {
        self.init(
            primaryLayouts: [primaryLayout], backgroundLayouts: backgroundLayouts,
            overlayLayouts: overlayLayouts, alignment: alignment, flexibility: flexibility,
            viewReuseId: viewReuseId, view: view)
    }

    /// Whether the layout has a view: `true` when it has a ``view`` recipe.
    public var needsView: Bool { view != nil }

    /// The largest primary size; every sublayout is measured within `maxSize`.
    ///
    /// - Complexity: O(n) in the number of sublayouts plus their measurements.
    public func measurement(within maxSize: CGSize) -> LayoutMeasurement {
        cachedMeasurement(within: maxSize) {
            let backgrounds = backgroundLayouts.map { $0.measurement(within: maxSize) }
            let primaries = primaryLayouts.map { $0.measurement(within: maxSize) }
            let overlays = overlayLayouts.map { $0.measurement(within: maxSize) }
            var size = CGSize.zero
            for primary in primaries {
                size.width = max(size.width, primary.size.width)
                size.height = max(size.height, primary.size.height)
            }
            size.width = min(size.width, max(0, maxSize.width))
            size.height = min(size.height, max(0, maxSize.height))
            return LayoutMeasurement(
                layout: self, size: size, maxSize: maxSize, sublayouts: backgrounds + primaries + overlays)
        }
    }

    /// Aligns the size in `rect`; every sublayout is arranged within the whole frame.
    public func arrangement(within rect: CGRect, measurement: LayoutMeasurement) -> LayoutArrangement {
        let frame = alignment.position(size: measurement.size, in: rect)
        let bounds = CGRect(origin: .zero, size: frame.size)
        let sublayouts = measurement.sublayouts.map { $0.arrangement(within: bounds) }
        return LayoutArrangement(layout: self, frame: frame, sublayouts: sublayouts)
    }
}
