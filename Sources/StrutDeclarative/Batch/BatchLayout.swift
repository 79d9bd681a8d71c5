import Foundation

/// Lays out many layouts — the items of a feed — concurrently, with results in input order.
///
/// LayoutKit's `ReloadableViewLayoutAdapter` computed every cell's arrangement on one serial
/// background queue; a batch layout spreads the items over up to ``maxConcurrentTasks`` child
/// tasks of a task group (contiguous chunks, so results are assembled in order without sorting)
/// and needs no view.
///
/// ```swift
/// let feed = BatchLayout(width: 375)
/// let arrangements = try await feed.arrangements(of: items.map(FeedItemLayout.init))
/// ```
///
/// Each item is arranged with ``Layout/arrangement(origin:width:height:)`` at the origin: with
/// ``width`` fixed and ``height`` `nil`, an item's height is its measured height (a table cell).
public struct BatchLayout: Sendable {
    /// The exact width of every item, or `nil` for each item's measured width.
    public var width: CGFloat?
    /// The exact height of every item, or `nil` for each item's measured height.
    public var height: CGFloat?
    /// The most child tasks that run at once; 1 lays the items out one after another in the
    /// calling task.
    public var maxConcurrentTasks: Int

    /// Creates a batch layout.
    ///
    /// - Parameters:
    ///   - width: The exact width of every item, or `nil` for each item's measured width.
    ///   - height: The exact height of every item, or `nil` for each item's measured height.
    ///   - maxConcurrentTasks: At most this many items are laid out at once; defaults to the
    ///     number of active processors. Values below 1 count as 1.
    public init(width: CGFloat? = nil, height: CGFloat? = nil, maxConcurrentTasks: Int? = nil) {
        self.width = width
        self.height = height
        self.maxConcurrentTasks = max(1, maxConcurrentTasks ?? ProcessInfo.processInfo.activeProcessorCount)
    }

    /// Arranges every layout, concurrently, and returns the arrangements in input order.
    ///
    /// - Throws: `CancellationError` when the calling task is cancelled; no partial result is
    ///   returned.
    /// - Complexity: O(n) work in the total number of layout nodes, spread over
    ///   ``maxConcurrentTasks`` tasks.
    public func arrangements(of layouts: [any Layout]) async throws -> [LayoutArrangement] {
        let chunkCount = min(layouts.count, maxConcurrentTasks == 1 ? 1 : maxConcurrentTasks * 4)
        guard chunkCount > 1 else {
            return try arrange(layouts[...])
        }
        let chunks = Self.chunkBounds(count: layouts.count, chunks: chunkCount)
        return try await withThrowingTaskGroup(of: (Int, [LayoutArrangement]).self) { group in
            var next = 0
            func startNext() {
                guard next < chunks.count else { return }
                let index = next
                let slice = layouts[chunks[index]]
                next += 1
                group.addTask { (index, try arrange(slice)) }
            }
            for _ in 0..<min(maxConcurrentTasks, chunks.count) { startNext() }
            var results = [[LayoutArrangement]](repeating: [], count: chunks.count)
            while let (index, arrangements) = try await group.next() {
                results[index] = arrangements
                startNext()
            }
            return results.flatMap { $0 }
        }
    }

    /// Arranges the headers, items and footers of every section, concurrently, keeping the
    /// sections' structure and order.
    ///
    /// - Throws: `CancellationError` when the calling task is cancelled.
    public func arrangements(of sections: [LayoutSection<any Layout>]) async throws -> [LayoutSection<LayoutArrangement>] {
        var flat: [any Layout] = []
        for section in sections {
            if let header = section.header { flat.append(header) }
            flat.append(contentsOf: section.items)
            if let footer = section.footer { flat.append(footer) }
        }
        var arranged = try await arrangements(of: flat)[...]
        return sections.map { section in
            section.map { _ in arranged.removeFirst() }
        }
    }

    private func arrange(_ layouts: ArraySlice<any Layout>) throws -> [LayoutArrangement] {
        var result: [LayoutArrangement] = []
        result.reserveCapacity(layouts.count)
        for layout in layouts {
            try Task.checkCancellation()
            result.append(layout.arrangement(width: width, height: height))
        }
        return result
    }

    /// `chunks` contiguous ranges covering `0..<count`, sizes differing by at most one.
    static func chunkBounds(count: Int, chunks: Int) -> [Range<Int>] {
        (0..<chunks).map { chunk in
            (count * chunk / chunks)..<(count * (chunk + 1) / chunks)
        }
    }
}
