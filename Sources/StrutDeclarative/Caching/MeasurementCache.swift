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
/// that owns its cache never forms a reference cycle with it. Stored in its layout, with one small
/// allocation for the lock and the slots. Thread-safe: the lock guards only the lookup and the insertion, never
/// the computation, so two threads measuring one node at the same moment may both compute it
/// (with equal results; either is kept), and no thread holds two cache locks.
package struct MeasurementCache: ~Copyable, @unchecked Sendable {
    struct Entry: Sendable {
        var maxSize: CGSize
        var size: CGSize
        var sublayouts: [LayoutMeasurement]
    }

    /// Four slots, replaced oldest first.
    struct Slots: Sendable {
        var first: Entry?
        var second: Entry?
        var third: Entry?
        var fourth: Entry?
        var nextVictim = 0

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

    /// How many proposals one node remembers.
    static let capacity = 4

    /// The lock and the slots, in one allocation at a stable address. A POSIX mutex rather than
    /// `Synchronization.Mutex`: the thread sanitizer sees POSIX locks (it reports false races on
    /// the standard library's, which it cannot instrument), so concurrency tests can run clean.
    private struct Storage {
        var mutex = pthread_mutex_t()
        var slots = Slots()
    }

    private let storage: UnsafeMutablePointer<Storage>

    package init() {
        storage = .allocate(capacity: 1)
        storage.initialize(to: Storage())
        pthread_mutex_init(&storage.pointee.mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(&storage.pointee.mutex)
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// The cached measurement of `layout` within `maxSize`, or `compute()`'s result, remembered.
    package func measurement(
        of layout: any Layout,
        within maxSize: CGSize,
        compute: () -> LayoutMeasurement
    ) -> LayoutMeasurement {
        pthread_mutex_lock(&storage.pointee.mutex)
        let hit = storage.pointee.slots.entry(for: maxSize)
        pthread_mutex_unlock(&storage.pointee.mutex)
        if let hit {
            return LayoutMeasurement(layout: layout, size: hit.size, maxSize: maxSize, sublayouts: hit.sublayouts)
        }
        // Computed without the lock, so no thread ever holds more than one cache lock (a layout
        // may even measure itself again with another size).
        let computed = compute()
        let entry = Entry(maxSize: maxSize, size: computed.size, sublayouts: computed.sublayouts)
        pthread_mutex_lock(&storage.pointee.mutex)
        if storage.pointee.slots.entry(for: maxSize) == nil { storage.pointee.slots.insert(entry) }
        pthread_mutex_unlock(&storage.pointee.mutex)
        return computed
    }
}
