import Foundation

/// The direction a collection view's content scrolls in: UIKit's `UICollectionView.ScrollDirection`.
public enum CollectionViewScrollDirection: Int, Hashable, Sendable {
    /// Sections follow each other downwards; a flow layout fills lines left to right.
    case vertical
    /// Sections follow each other rightwards; a flow layout fills columns top to bottom.
    case horizontal
}

/// Axis-generic geometry, so that each layout is written once for both scroll directions:
/// *along* is the scroll axis (y when scrolling vertically), *across* the other one.
struct ScrollAxis: Hashable, Sendable {
    let direction: CollectionViewScrollDirection

    var isVertical: Bool { direction == .vertical }

    /// A size's length along the scroll axis.
    @inline(__always) func along(_ size: CGSize) -> CGFloat { isVertical ? size.height : size.width }
    /// A size's length across the scroll axis.
    @inline(__always) func across(_ size: CGSize) -> CGFloat { isVertical ? size.width : size.height }

    /// A rectangle's extent along the scroll axis, as (min, max).
    @inline(__always) func alongRange(_ rect: CGRect) -> (CGFloat, CGFloat) {
        isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    }

    /// A rectangle's extent across the scroll axis, as (min, max).
    @inline(__always) func acrossRange(_ rect: CGRect) -> (CGFloat, CGFloat) {
        isVertical ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
    }

    /// The rectangle at `along`/`across` with lengths `alongLength`/`acrossLength`.
    @inline(__always) func rect(along: CGFloat, across: CGFloat, alongLength: CGFloat, acrossLength: CGFloat) -> CGRect {
        isVertical
            ? CGRect(x: across, y: along, width: acrossLength, height: alongLength)
            : CGRect(x: along, y: across, width: alongLength, height: acrossLength)
    }

    /// The size with `along` and `across` lengths.
    @inline(__always) func size(along: CGFloat, across: CGFloat) -> CGSize {
        isVertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    /// Insets as (leading across, trailing across, leading along, trailing along): left, right,
    /// top, bottom when scrolling vertically; top, bottom, left, right when horizontally.
    @inline(__always) func split(_ insets: EdgeInsets) -> (
        acrossLead: CGFloat, acrossTrail: CGFloat, alongLead: CGFloat, alongTrail: CGFloat
    ) {
        isVertical
            ? (insets.left, insets.right, insets.top, insets.bottom)
            : (insets.top, insets.bottom, insets.left, insets.right)
    }
}

/// The sections of a layout stacked along the scroll axis: each section's length, and its start
/// (a running sum, brought up to date lazily from the first section whose length changed), so
/// that a section changing length moves the ones after it in O(sections) additions and no item
/// is recomputed.
struct SectionStack {
    /// Each section's length along the scroll axis.
    private(set) var lengths: [CGFloat] = []
    /// Each section's start; valid below `firstStale`.
    private var starts: [CGFloat] = []
    private var firstStale = 0
    /// The gap between consecutive sections.
    var spacing: CGFloat = 0
    /// Where the first section starts.
    var origin: CGFloat = 0

    var count: Int { lengths.count }

    mutating func reset(lengths: [CGFloat], spacing: CGFloat, origin: CGFloat) {
        self.lengths = lengths
        self.spacing = spacing
        self.origin = origin
        starts = Array(repeating: 0, count: lengths.count)
        firstStale = 0
    }

    mutating func setLength(_ length: CGFloat, of section: Int) {
        guard lengths[section] != length else { return }
        lengths[section] = length
        firstStale = min(firstStale, section + 1)
    }

    private mutating func refresh() {
        guard firstStale < lengths.count else { return }
        var position = firstStale == 0 ? origin : starts[firstStale - 1] + lengths[firstStale - 1] + spacing
        for s in firstStale..<lengths.count {
            starts[s] = position
            position += lengths[s] + spacing
        }
        firstStale = lengths.count
    }

    /// Where a section starts along the scroll axis.
    mutating func start(of section: Int) -> CGFloat {
        refresh()
        return starts[section]
    }

    /// The end of the last section (the origin when there are none).
    mutating func end() -> CGFloat {
        guard let last = lengths.indices.last else { return origin }
        refresh()
        return starts[last] + lengths[last]
    }

    /// The sections that overlap `low..<high` along the scroll axis, by binary search.
    /// - Complexity: O(log sections) once the starts are up to date.
    mutating func sections(overlapping low: CGFloat, _ high: CGFloat) -> Range<Int> {
        refresh()
        // The first section that ends after `low`.
        var lo = 0, hi = lengths.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if starts[mid] + lengths[mid] <= low { lo = mid + 1 } else { hi = mid }
        }
        var end = lo
        while end < lengths.count, starts[end] < high { end += 1 }
        return lo..<max(lo, end)
    }
}
