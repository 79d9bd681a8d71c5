import Foundation
import StrutAutoLayout

/// The work of one render-loop turn of a scroll run.
public struct ScrollFrame: Sendable, Hashable {
    /// The frame's number (0 is the first scrolled frame).
    public var index: Int
    /// The content offset the frame showed.
    public var contentOffset: CGFloat
    /// The whole turn, in seconds.
    public var duration: Double
    /// The update-constraints pass over the window (cells configured in this frame run theirs
    /// inside ``layoutDuration``, as in UIKit).
    public var updateConstraintsDuration: Double
    /// The engine batch before layout plus the layout pass (the table's cell work included).
    public var layoutDuration: Double
    /// The display pass.
    public var displayDuration: Double
    /// Solver operations (rows added and removed, constants and priorities changed) in the
    /// window's engine.
    public var engineOperations: Int
    /// Rows handed over from a deactivated constraint to an equal new one.
    public var rowsReused: Int
    /// Cells dequeued, made new, configured by the data source, and measured for self-sizing.
    public var cellsDequeued: Int
    public var cellsCreated: Int
    public var cellsConfigured: Int
    public var heightsMeasured: Int
    /// Constraint churn in this frame, summed over views.
    public var churn: ConstraintChurn

    public init(
        index: Int, contentOffset: CGFloat, duration: Double, updateConstraintsDuration: Double,
        layoutDuration: Double, displayDuration: Double, engineOperations: Int, rowsReused: Int,
        cellsDequeued: Int, cellsCreated: Int, cellsConfigured: Int, heightsMeasured: Int, churn: ConstraintChurn
    ) {
        self.index = index
        self.contentOffset = contentOffset
        self.duration = duration
        self.updateConstraintsDuration = updateConstraintsDuration
        self.layoutDuration = layoutDuration
        self.displayDuration = displayDuration
        self.engineOperations = engineOperations
        self.rowsReused = rowsReused
        self.cellsDequeued = cellsDequeued
        self.cellsCreated = cellsCreated
        self.cellsConfigured = cellsConfigured
        self.heightsMeasured = heightsMeasured
        self.churn = churn
    }
}

/// The distribution of frame times of a run.
public struct FrameTimeSummary: Sendable, Hashable {
    /// Frames summarized.
    public var count: Int
    /// Nearest-rank percentiles and extremes, in seconds.
    public var median: Double
    public var p95: Double
    public var p99: Double
    public var max: Double
    public var mean: Double
    /// Frames longer than a 120 Hz frame (8.33 ms) and than a 60 Hz frame (16.67 ms).
    public var framesOver120Hz: Int
    public var framesOver60Hz: Int

    /// Summarizes durations in seconds (all zero for none).
    /// - Complexity: O(n log n).
    public init(durations: [Double]) {
        let sorted = durations.sorted()
        count = sorted.count
        func rank(_ p: Double) -> Double {
            guard !sorted.isEmpty else { return 0 }
            let r = Int((p * Double(sorted.count)).rounded(.up))
            return sorted[Swift.min(Swift.max(r, 1), sorted.count) - 1]
        }
        median = rank(0.5)
        p95 = rank(0.95)
        p99 = rank(0.99)
        max = sorted.last ?? 0
        mean = sorted.isEmpty ? 0 : sorted.reduce(0, +) / Double(sorted.count)
        framesOver120Hz = sorted.filter { $0 > 1.0 / 120 }.count
        framesOver60Hz = sorted.filter { $0 > 1.0 / 60 }.count
    }

    /// The slowest frame relative to the median (0 without frames).
    public var maxOverMedian: Double { median > 0 ? max / median : 0 }
}
