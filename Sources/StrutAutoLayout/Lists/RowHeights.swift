import Foundation

/// A table's row heights and row positions: measured heights where known, estimates elsewhere.
///
/// Positions are prefix sums, recomputed lazily from the first row whose height changed.
struct RowHeights {
    /// Each row's current height (measured, or the estimate).
    private(set) var heights: [CGFloat] = []
    /// Whether each row's height was measured at ``width`` (otherwise it is an estimate).
    private(set) var isMeasured: [Bool] = []
    /// The width the measured heights belong to.
    private(set) var width: CGFloat = 0
    /// `offsets[i]` is the top of row `i`; `offsets[count]` the total height. Valid below `validOffsets`.
    private var offsets: [CGFloat] = [0]
    private var validOffsets = 1

    var count: Int { heights.count }

    /// Starts over with `count` rows at their estimates.
    mutating func reset(estimates: [CGFloat], width: CGFloat) {
        heights = estimates
        isMeasured = Array(repeating: false, count: estimates.count)
        self.width = width
        offsets = Array(repeating: 0, count: estimates.count + 1)
        validOffsets = 1
    }

    /// Replaces every entry's height and measured flag (after a batch update), keeping the width.
    mutating func replace(heights newHeights: [CGFloat], measured: [Bool]) {
        heights = newHeights
        isMeasured = measured
        offsets = Array(repeating: 0, count: newHeights.count + 1)
        validOffsets = 1
    }

    /// Turns every measured height into an estimate (the width changed); the values stay as
    /// estimates, which keeps positions close to where they were.
    mutating func invalidateAll(newWidth: CGFloat) {
        width = newWidth
        for i in isMeasured.indices { isMeasured[i] = false }
    }

    /// Forgets a row's measurement (its data changed), falling back to `estimate`.
    mutating func invalidate(row: Int, estimate: CGFloat) {
        isMeasured[row] = false
        set(row, estimate)
    }

    /// Records a row's height; returns the change.
    @discardableResult
    mutating func set(_ row: Int, _ height: CGFloat, measured: Bool = false) -> CGFloat {
        if measured { isMeasured[row] = true }
        let delta = height - heights[row]
        if delta != 0 {
            heights[row] = height
            validOffsets = min(validOffsets, row + 1)
        }
        return delta
    }

    /// The top of a row (`row == count` gives the total height).
    /// - Complexity: amortized O(1) while heights settle; O(rows since the first change) after one.
    mutating func top(of row: Int) -> CGFloat {
        if validOffsets <= row {
            for i in validOffsets...row { offsets[i] = offsets[i - 1] + heights[i - 1] }
            validOffsets = row + 1
        }
        return offsets[row]
    }

    /// The total height of the rows.
    mutating func totalHeight() -> CGFloat { top(of: count) }

    /// The row containing the vertical position `y` (clamped to the rows), `nil` without rows.
    /// - Complexity: O(log rows) once positions are valid.
    mutating func row(at y: CGFloat) -> Int? {
        guard count > 0 else { return nil }
        _ = top(of: count)
        var lo = 0, hi = count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if offsets[mid] <= y { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }
}
