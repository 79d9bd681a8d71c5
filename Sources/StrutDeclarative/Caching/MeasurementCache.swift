import Foundation

/// The last few measurements of one layout node, keyed by the maximum size they were made for.
///
/// Measurement is a pure function of an immutable layout and a maximum size, so a node can hand
/// back an earlier result for a repeated proposal. This is what keeps nesting linear when a
/// parent probes a child more than once (Yoga's depth blow-up, facebook/yoga#2007, comes from
/// probes that bypass its cache): a node sees a bounded number of distinct proposals, so it is
/// computed a bounded number of times whatever its depth.
///
/// Entries hold the size and the sublayouts' measurements but not the layout itself, so a layout
/// that owns its cache never forms a reference cycle with it. Stored inline in its layout (no
/// allocation of its own; see ``MeasurementCaching``). Thread-safe through ``CacheLocks``: the
/// lock guards only the lookup and the insertion, never the computation, so two threads measuring
/// one node at the same moment may both compute it (with equal results; either is kept), and no
/// thread holds two cache locks.
package struct MeasurementCache: Sendable {
    struct Entry: Sendable {
        var maxSize: CGSize
        var size: CGSize
        var sublayouts: [LayoutMeasurement]
    }

    /// Four slots, replaced oldest first.
    var first: Entry?
    var second: Entry?
    var third: Entry?
    var fourth: Entry?
    var nextVictim = 0

    /// How many proposals one node remembers.
    static let capacity = 4

    /// An empty cache.
    package init() {}

    func entry(for maxSize: CGSize) -> Entry? {
        if first?.maxSize == maxSize { return first }
        if second?.maxSize == maxSize { return second }
        if third?.maxSize == maxSize { return third }
        if fourth?.maxSize == maxSize { return fourth }
        return nil
    }

    mutating func insert(_ entry: Entry) {
        switch nextVictim {
        case 0: first = entry
        case 1: second = entry
        case 2: third = entry
        default: fourth = entry
        }
        nextVictim = (nextVictim + 1) % 4
    }
}

/// A layout that keeps a ``MeasurementCache`` in a stored property of its own.
///
/// The property is read and written only through ``cachedMeasurement(within:compute:)``, under the
/// layout's ``CacheLocks`` lock, so the layout stays safe to measure from several threads.
package protocol MeasurementCaching: Layout {
    /// The cache; touched only under the layout's cache lock.
    var measurementCache: MeasurementCache { get set }
}

extension MeasurementCaching {
    /// The cached measurement within `maxSize`, or `compute()`'s result, remembered. A hit is
    /// a measurement of `layout` (this layout unless stated: a wrapper names what it wraps).
    package func cachedMeasurement(
        naming layout: (any Layout)? = nil, within maxSize: CGSize, compute: () -> LayoutMeasurement
    ) -> LayoutMeasurement {
        let hit = CacheLocks.withLock(for: self) { measurementCache.entry(for: maxSize) }
        if let hit {
            return LayoutMeasurement(layout: layout ?? self, size: hit.size, maxSize: maxSize, sublayouts: hit.sublayouts)
        }
        // Computed without the lock, so no thread ever holds more than one cache lock (a layout
        // may even measure itself again with another size).
        let computed = compute()
        let entry = MeasurementCache.Entry(maxSize: maxSize, size: computed.size, sublayouts: computed.sublayouts)
        CacheLocks.withLock(for: self) {
            if measurementCache.entry(for: maxSize) == nil { measurementCache.insert(entry) }
        }
        return computed
    }
}
