import Foundation

/// A layout with a minimum and maximum width and height, optionally around one sublayout.
///
/// Measurement offers the sublayout the proposal capped by the maximums, then takes the larger of
/// the sublayout's size and the minimums, capped again:
///
/// ```
/// available = min(maxSize, (maxWidth ?? ∞, maxHeight ?? ∞))   per axis
/// size      = min(max(sublayout size ?? 0, (minWidth ?? 0, minHeight ?? 0)), available)
/// ```
///
/// so the proposal wins over the maximums, which win over the minimums. Without sizes or a
/// sublayout it measures zero. Arrangement aligns the size with ``alignment`` and gives the
/// sublayout the whole frame.
///
/// Defaults, as in LayoutKit: per axis, ``alignment`` is fill when the axis has no maximum and
/// centre when it has one; ``flexibility`` is inflexible when the minimum equals the maximum and
/// ``Flexibility/defaultFlex`` otherwise. Common uses: `SizeLayout(width: 50, height: 50)` for a
/// fixed-size image; `SizeLayout(height: 1)` for a divider that fills the width.
///
/// Differences from LayoutKit:
/// - a negative proposal is treated as zero (LayoutKit measured a negative size, for example
///   inside an ``InsetLayout`` whose insets exceed its space);
/// - it is a final class, not open: compose it rather than subclass it.
public final class SizeLayout: Layout, MeasurementCaching {
    /// The minimum width, or `nil` for none.
    public let minWidth: CGFloat?
    /// The maximum width, or `nil` for none.
    public let maxWidth: CGFloat?
    /// The minimum height, or `nil` for none.
    public let minHeight: CGFloat?
    /// The maximum height, or `nil` for none.
    public let maxHeight: CGFloat?
    /// How the layout positions itself in the rectangle its parent gives it.
    public let alignment: Alignment
    /// How willing the layout is to grow or shrink.
    public let flexibility: Flexibility
    /// The identifier used to recycle this layout's view.
    public let viewReuseId: String?
    /// The optional sublayout, which fills this layout's frame.
    public let sublayout: (any Layout)?
    /// How this layout's view is made; `nil` means no view.
    public let view: ViewRecipe?

    /// The last few measurements (see ``MeasurementCaching``).
    @exclusivity(unchecked) package nonisolated(unsafe) var measurementCache = MeasurementCache()

    /// Creates a size layout from minimum and maximum sizes per axis.
    public init(
        minWidth: CGFloat? = nil,
        maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil,
        maxHeight: CGFloat? = nil,
        alignment: Alignment? = nil,
        flexibility: Flexibility? = nil,
        viewReuseId: String? = nil,
        sublayout: (any Layout)? = nil,
        view: ViewRecipe? = nil
    ) {
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.maxHeight = maxHeight
        self.alignment =
            alignment
            ?? Alignment(
                vertical: maxHeight == nil ? .fill : .center,
                horizontal: maxWidth == nil ? .fill : .center
            )
        self.flexibility =
            flexibility
            ?? Flexibility(
                horizontal: Self.isExact(minWidth, maxWidth) ? Flexibility.inflexibleFlex : Flexibility.defaultFlex,
                vertical: Self.isExact(minHeight, maxHeight) ? Flexibility.inflexibleFlex : Flexibility.defaultFlex
            )
        self.viewReuseId = viewReuseId
        self.sublayout = sublayout
        self.view = view
    }

    /// Creates a size layout with an exact width and/or height (minimum = maximum).
    public convenience init(
        width: CGFloat?,
        height: CGFloat? = nil,
        alignment: Alignment? = nil,
        flexibility: Flexibility? = nil,
        viewReuseId: String? = nil,
        sublayout: (any Layout)? = nil,
        view: ViewRecipe? = nil
    ) {
        self.init(
            minWidth: width, maxWidth: width, minHeight: height, maxHeight: height,
            alignment: alignment, flexibility: flexibility, viewReuseId: viewReuseId,
            sublayout: sublayout, view: view)
    }

    /// Creates a size layout with an exact height and an optional width range.
    public convenience init(
        height: CGFloat?,
        minWidth: CGFloat? = nil,
        maxWidth: CGFloat? = nil,
        alignment: Alignment? = nil,
        flexibility: Flexibility? = nil,
        viewReuseId: String? = nil,
        sublayout: (any Layout)? = nil,
        view: ViewRecipe? = nil
    ) {
        self.init(
            minWidth: minWidth, maxWidth: maxWidth, minHeight: height, maxHeight: height,
            alignment: alignment, flexibility: flexibility, viewReuseId: viewReuseId,
            sublayout: sublayout, view: view)
    }

    /// Creates a size layout with an exact width and an optional height range.
    public convenience init(
        width: CGFloat?,
        minHeight: CGFloat?,
        maxHeight: CGFloat? = nil,
        alignment: Alignment? = nil,
        flexibility: Flexibility? = nil,
        viewReuseId: String? = nil,
        sublayout: (any Layout)? = nil,
        view: ViewRecipe? = nil
    ) {
        self.init(
            minWidth: width, maxWidth: width, minHeight: minHeight, maxHeight: maxHeight,
            alignment: alignment, flexibility: flexibility, viewReuseId: viewReuseId,
            sublayout: sublayout, view: view)
    }

    /// Creates a size layout with an exact size.
    public convenience init(
        size: CGSize,
        alignment: Alignment? = nil,
        flexibility: Flexibility? = nil,
        viewReuseId: String? = nil,
        sublayout: (any Layout)? = nil,
        view: ViewRecipe? = nil
    ) {
        self.init(
            minWidth: size.width, maxWidth: size.width, minHeight: size.height, maxHeight: size.height,
            alignment: alignment, flexibility: flexibility, viewReuseId: viewReuseId,
            sublayout: sublayout, view: view)
    }

    /// Creates a size layout with a minimum size.
    public convenience init(
        minSize: CGSize,
        alignment: Alignment? = nil,
        flexibility: Flexibility? = nil,
        viewReuseId: String? = nil,
        sublayout: (any Layout)? = nil,
        view: ViewRecipe? = nil
    ) {
        self.init(
            minWidth: minSize.width, minHeight: minSize.height,
            alignment: alignment, flexibility: flexibility, viewReuseId: viewReuseId,
            sublayout: sublayout, view: view)
    }

    /// Creates a size layout with a maximum size.
    public convenience init(
        maxSize: CGSize,
        alignment: Alignment? = nil,
        flexibility: Flexibility? = nil,
        viewReuseId: String? = nil,
        sublayout: (any Layout)? = nil,
        view: ViewRecipe? = nil
    ) {
        self.init(
            maxWidth: maxSize.width, maxHeight: maxSize.height,
            alignment: alignment, flexibility: flexibility, viewReuseId: viewReuseId,
            sublayout: sublayout, view: view)
    }

    private static func isExact(_ minimum: CGFloat?, _ maximum: CGFloat?) -> Bool {
        guard let minimum, let maximum else { return false }
        return abs(minimum - maximum) < 0.0001
    }

    /// Whether the layout has a view: `true` when it has a ``view`` recipe.
    public var needsView: Bool { view != nil }

    /// Measures the layout; see the type's documentation for the rule.
    ///
    /// - Complexity: O(1) plus the sublayout's measurement; O(1) for a repeated `maxSize`.
    public func measurement(within maxSize: CGSize) -> LayoutMeasurement {
        cachedMeasurement(within: maxSize) {
            let available = CGSize(
                width: max(0, min(maxSize.width, maxWidth ?? .greatestFiniteMagnitude)),
                height: max(0, min(maxSize.height, maxHeight ?? .greatestFiniteMagnitude))
            )
            let sub = sublayout?.measurement(within: available)
            let wanted = sub?.size ?? .zero
            let size = CGSize(
                width: min(max(wanted.width, minWidth ?? 0), available.width),
                height: min(max(wanted.height, minHeight ?? 0), available.height)
            )
            return LayoutMeasurement(layout: self, size: size, maxSize: maxSize, sublayouts: sub.map { [$0] } ?? [])
        }
    }

    /// Aligns the measured size in `rect`; the sublayout gets the whole frame.
    public func arrangement(within rect: CGRect, measurement: LayoutMeasurement) -> LayoutArrangement {
        let frame = alignment.position(size: measurement.size, in: rect)
        let bounds = CGRect(origin: .zero, size: frame.size)
        let sublayouts = measurement.sublayouts.map { $0.arrangement(within: bounds) }
        return LayoutArrangement(layout: self, frame: frame, sublayouts: sublayouts)
    }
}
