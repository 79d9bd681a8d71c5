import Foundation

/// A layout whose measurements are remembered per maximum size.
///
/// The built-in layouts cache their own measurements. Wrap a custom layout in `CachedLayout`
/// (or call ``Layout/cached()``) when a parent may measure it repeatedly with the same size —
/// for example a custom container that probes its children. The wrapper is transparent: its
/// measurements and arrangements name the wrapped layout, never the wrapper.
public final class CachedLayout: Layout, MeasurementCaching {
    /// The wrapped layout.
    public let base: any Layout
    /// The last few measurements (see ``MeasurementCaching``).
    @exclusivity(unchecked) package nonisolated(unsafe) var measurementCache = MeasurementCache()

    /// Wraps `base`.
    public init(_ base: any Layout) {
        self.base = base
    }

    /// The base layout's measurement, from the cache when this size was measured before.
    ///
    /// - Complexity: O(1) on a cache hit.
    public func measurement(within maxSize: CGSize) -> LayoutMeasurement {
        cachedMeasurement(naming: base, within: maxSize) { base.measurement(within: maxSize) }
    }

    /// The base layout's arrangement.
    public func arrangement(within rect: CGRect, measurement: LayoutMeasurement) -> LayoutArrangement {
        measurement.layout.arrangement(within: rect, measurement: measurement)
    }

    /// The base layout's flexibility.
    public var flexibility: Flexibility { base.flexibility }
    /// The base layout's reuse identifier.
    public var viewReuseId: String? { base.viewReuseId }
    /// Whether the base layout needs a view.
    public var needsView: Bool { base.needsView }
}

extension Layout {
    /// This layout with its measurements cached per maximum size; see ``CachedLayout``.
    public func cached() -> CachedLayout {
        CachedLayout(self)
    }
}
