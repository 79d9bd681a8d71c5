import Foundation
import Synchronization

/// The last few measurements of one layout node, keyed by the maximum size they were made for.
///
/// Measurement is a pure function of an immutable layout and a maximum size, so a node can hand
/// back an earlier result for a repeated proposal. This is what keeps nesting linear when a
/// parent probes a child more than once (Yoga's depth blow-up, facebook/yoga#2007, comes from
/// probes that bypass its cache): a node sees a bounded number of distinct proposals, so it is
/// computed a bounded number of times whatever its depth.
///
/// Entries hold the size and the sublayouts' measurements but not the layout itself, so a layout
/// that owns its cache never forms a reference cycle with it. Thread-safe; two threads measuring
/// the same node at once may both compute, and either result is kept.
final class MeasurementCache: Sendable {
    private struct Entry: Sendable {
        var maxSize: CGSize
        var size: CGSize
        var sublayouts: [LayoutMeasurement]
    }

    /// How many proposals one node remembers; the oldest is replaced first.
    static let capacity = 4

    private struct Storage: Sendable {
        var entries: [Entry] = []
        var nextVictim = 0
    }

    private let storage = Mutex(Storage())

    init() {}

    /// The cached measurement of `layout` within `maxSize`, or `compute()`'s result, remembered.
    func measurement(
        of layout: any Layout,
        within maxSize: CGSize,
        compute: () -> LayoutMeasurement
    ) -> LayoutMeasurement {
        let hit: Entry? = storage.withLock { storage in
            storage.entries.first { $0.maxSize == maxSize }
        }
        if let hit {
            return LayoutMeasurement(layout: layout, size: hit.size, maxSize: maxSize, sublayouts: hit.sublayouts)
        }
        let computed = compute()
        let entry = Entry(maxSize: maxSize, size: computed.size, sublayouts: computed.sublayouts)
        storage.withLock { storage in
            if storage.entries.contains(where: { $0.maxSize == maxSize }) { return }
            if storage.entries.count < Self.capacity {
                storage.entries.append(entry)
            } else {
                storage.entries[storage.nextVictim] = entry
                storage.nextVictim = (storage.nextVictim + 1) % Self.capacity
            }
        }
        return computed
    }
}
