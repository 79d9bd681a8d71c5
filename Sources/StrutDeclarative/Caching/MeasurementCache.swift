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

        /// An unused slot: its maximum size is NaN, which equals no size (not even another NaN),
        /// so no proposal ever hits it. Slots are never optional: destroying an optional entry
        /// went through the runtime's generic value witnesses of `Optional` (hundreds of
        /// instructions per layout when a layout tree is freed); a plain entry releases one array.
        static let unused = Entry(maxSize: CGSize(width: CGFloat.nan, height: CGFloat.nan), size: .zero, sublayouts: [])
    }

    /// Four slots, replaced oldest first.
    var first = Entry.unused
    var second = Entry.unused
    var third = Entry.unused
    var fourth = Entry.unused
    var nextVictim = 0

    /// How many proposals one node remembers.
    static let capacity = 4

    /// An empty cache.
    package init() {}

    /// Copies the remembered measurement within `maxSize` into `size` and `sublayouts`; `false`
    /// (and nothing copied) when there is none. No optional is made, so nothing goes through
    /// generic value witnesses. Mutating only so that the cache is accessed in place: reading a
    /// class's stored property to call a non-mutating method copies the whole cache first.
    mutating func lookUp(_ maxSize: CGSize, size: inout CGSize, sublayouts: inout [LayoutMeasurement]) -> Bool {
        if first.maxSize == maxSize {
            size = first.size
            sublayouts = first.sublayouts
        } else if second.maxSize == maxSize {
            size = second.size
            sublayouts = second.sublayouts
        } else if third.maxSize == maxSize {
            size = third.size
            sublayouts = third.sublayouts
        } else if fourth.maxSize == maxSize {
            size = fourth.size
            sublayouts = fourth.sublayouts
        } else {
            return false
        }
        return true
    }

    /// Remembers `entry` unless a measurement within its maximum size already is (another
    /// thread computed it meanwhile).
    mutating func insertIfAbsent(_ entry: Entry) {
        let maxSize = entry.maxSize
        if first.maxSize == maxSize || second.maxSize == maxSize || third.maxSize == maxSize
            || fourth.maxSize == maxSize
        {
            return
        }
        insert(entry)
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
        var size = CGSize.zero
        var sublayouts: [LayoutMeasurement] = []
        let hit = CacheLocks.withLock(for: self) { measurementCache.lookUp(maxSize, size: &size, sublayouts: &sublayouts) }
        if hit {
            return LayoutMeasurement(layout: layout ?? self, size: size, maxSize: maxSize, sublayouts: sublayouts)
        }
        // Computed without the lock, so no thread ever holds more than one cache lock (a layout
        // may even measure itself again with another size).
        let computed = compute()
        let entry = MeasurementCache.Entry(maxSize: maxSize, size: computed.size, sublayouts: computed.sublayouts)
        CacheLocks.withLock(for: self) {
            measurementCache.insertIfAbsent(entry)
        }
        return computed
    }
}
