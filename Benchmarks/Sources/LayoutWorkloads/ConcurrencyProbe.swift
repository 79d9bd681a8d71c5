import Foundation
import StrutDeclarative
import StrutExamples

/// Counts how many layouts are being measured at once, to show whether a batch layout's tasks
/// really overlap (on a shared machine a speed-up can be missing for want of a free processor).
public final class ConcurrencyCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var inFlight = 0
    private var peakValue = 0
    private var overlappedValue = 0

    public init() {}

    func enter() {
        lock.lock()
        inFlight += 1
        peakValue = max(peakValue, inFlight)
        if inFlight > 1 { overlappedValue += 1 }
        lock.unlock()
    }

    func leave() {
        lock.lock()
        inFlight -= 1
        lock.unlock()
    }

    /// The most measurements in flight at once.
    public var peak: Int { lock.withLock { peakValue } }
    /// Measurements that started while another was in flight.
    public var overlapped: Int { lock.withLock { overlappedValue } }
}

/// A layout that measures and arranges its sublayout unchanged, counting its measurements.
public final class ConcurrencyProbe: Layout {
    let sublayout: any Layout
    let counter: ConcurrencyCounter

    public init(_ sublayout: any Layout, counter: ConcurrencyCounter) {
        self.sublayout = sublayout
        self.counter = counter
    }

    public var flexibility: Flexibility { sublayout.flexibility }

    public func measurement(within maxSize: CGSize) -> LayoutMeasurement {
        counter.enter()
        defer { counter.leave() }
        let m = sublayout.measurement(within: maxSize)
        return LayoutMeasurement(layout: self, size: m.size, maxSize: maxSize, sublayouts: [m])
    }

    public func arrangement(within rect: CGRect, measurement: LayoutMeasurement) -> LayoutArrangement {
        let sub = measurement.sublayouts.map { $0.arrangement(within: CGRect(origin: .zero, size: rect.size)) }
        return LayoutArrangement(layout: self, frame: rect, sublayouts: sub)
    }
}

extension BatchFeed {
    /// Arranges `items` probed feed items with `tasks` tasks; returns the counter.
    public static func probeConcurrency(items: Int = 400, tasks: Int) -> ConcurrencyCounter {
        let counter = ConcurrencyCounter()
        let layouts: [any Layout] = (0..<items).map { ConcurrencyProbe(FeedItem.layout(FeedItemData(index: $0)), counter: counter) }
        let batch = BatchLayout(width: 375, maxConcurrentTasks: tasks)
        _ = runBlocking { try await batch.arrangements(of: layouts) }
        return counter
    }
}
